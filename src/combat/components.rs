//! Components of a combatant and resources of an encounter.

use crate::level::schema::{Controller, Movement, RuleOptions, TerrainKind};
use crate::rules::abilities::AbilityScores;
use crate::rules::board_shape::BoardShape;
use crate::rules::damage::Resistances;
use crate::rules::defense::{DefenseInputs, TypedBonus};
use crate::rules::dice::DiceBox;
use crate::rules::economy::ActionBudget;
use crate::rules::grid::Pos;
use crate::rules::health::HealthState;
use crate::rules::saves::SaveBonuses;
use crate::rules::size::Size;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// The unit's id from the level file; events name units by it.
#[derive(Component, Clone, Debug, PartialEq, Eq)]
pub struct UnitId(pub String);

#[derive(Component, Clone, Debug)]
pub struct UnitName(pub String);

/// The creature template it was made from (`custom` for inline stats) and its token letter.
#[derive(Component, Clone, Debug)]
pub struct CreatureKind {
    pub id: String,
    pub glyph: char,
    /// Its token's portrait, a name in `assets/icons/`.
    pub icon: Option<String>,
}

/// The feats a rule reads (see [`crate::level::schema::Feat`]); a unit with none has no such
/// component.
#[derive(Component, Clone, Debug, Default, PartialEq, Eq)]
pub struct Feats(pub Vec<crate::level::schema::Feat>);

/// Index of the unit's side in [`Sides`].
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Side(pub usize);

/// Where the unit stands.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position(pub Pos);

#[derive(Component, Clone, Copy, Debug)]
pub struct CreatureSize(pub Size);

/// Squares per move action.
#[derive(Component, Clone, Copy, Debug)]
pub struct Speed(pub u32);

#[derive(Component, Clone, Copy, Debug)]
pub struct Abilities(pub AbilityScores);

#[derive(Component, Clone, Copy, Debug)]
pub struct BaseAttack(pub i32);

/// A coup de grace the unit has declared on `target`: it falls at the start of the unit's next
/// turn (seed 000, "Coup de grace": the action takes the round).
#[derive(Component, Clone, Debug, PartialEq, Eq)]
pub struct CoupInProgress {
    pub target: String,
}

/// The damage a unit has received since it last could fight: the blow that felled it, and any
/// more while it lies dying or stable (seed 000, "Muriendo": its save's DC is 10 + this). Kept
/// from `Damage` events, so undo and replays rebuild it.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DamageReceived(pub i32);

/// Armour never slows this unit (see `rules::grid::speed_in_armor`).
#[derive(Component, Clone, Copy, Debug)]
pub struct ArmorNeverSlows;

/// The die the unit's healing rolls (seed 000, "Curación").
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct CreatureHitDie(pub crate::rules::health::HitDie);

/// How many hit dice the unit has (seed 001, "Energía consumida": as many negative levels kill).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct HitDice(pub u32);

#[derive(Component, Clone, Copy, Debug)]
pub struct Saves(pub SaveBonuses);

/// What the unit carries, wields and wears: loading checks it too, so it lives in `level`.
pub use crate::level::equipment::Equipment;

/// The uses left of a spell or power that is never used up (OSR's powers: seed 002 counts none).
pub const UNLIMITED_USES: u32 = u32::MAX;

/// A spell a unit knows, with the uses it has left today ([`UNLIMITED_USES`] for one never used
/// up).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KnownSpell {
    pub spell: crate::level::spells::Spell,
    pub left: u32,
    /// The uses a day it started the fight with: what a recalled use may bring it back up to.
    pub per_day: u32,
}

/// A unit's spellcasting (seed 000, "Lanzar hechizos").
#[derive(Component, Clone, Debug, PartialEq, Eq)]
pub struct Spellcasting {
    pub level: u32,
    pub ability: crate::rules::magic::CastingAbility,
    pub magic_knowledge: i32,
    /// Whether armour's arcane failure applies.
    pub arcane: bool,
    pub spells: Vec<KnownSpell>,
}

impl Spellcasting {
    /// Whether it knows a spell cast as a swift action with a use left today.
    pub fn has_swift_spell(&self) -> bool {
        self.spells.iter().any(|k| {
            k.left > 0
                && k.spell.casting_time
                    == crate::level::spells::CastingTime::Action(
                        crate::rules::economy::ActionCost::Swift,
                    )
        })
    }

    pub fn known(&self, id: &str) -> Option<&KnownSpell> {
        self.spells.iter().find(|k| k.spell.id == id)
    }
}

/// A spell with a casting time of several rounds being kept up: the whole of the caster's next
/// `turns_left` turns go to it, then it takes shape (see `cast::keep_channeling`).
#[derive(Component, Clone, Debug, PartialEq)]
pub struct Channeling {
    pub spell: crate::level::spells::Spell,
    pub turns_left: u32,
    /// The creature it was aimed at, by id.
    pub target: Option<String>,
    /// The area it was aimed at: how the log names it, and its squares.
    pub shape: Option<crate::i18n::Phrase>,
    pub squares: Vec<crate::rules::grid::Pos>,
}

/// A lasting effect of a spell on a unit (seed 000, "Duración").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ActiveEffect {
    /// The spell's id and name.
    pub spell: String,
    pub name: String,
    /// The unit that cast it: its turns count the duration down.
    pub caster: String,
    pub effect: crate::level::spells::SpellEffect,
    /// Caster turns left, or `None` for a permanent effect.
    pub rounds_left: Option<u32>,
    /// Can be dispelled (the seed's "(A)").
    pub dispellable: bool,
}

/// The spell effects on a unit.
#[derive(Component, Clone, Debug, Default, PartialEq, Eq)]
pub struct SpellEffects(pub Vec<ActiveEffect>);

impl SpellEffects {
    /// The typed bonuses and penalties the unit's spells give to `to`, stacked by kind (the same
    /// rule as Defense bonuses: the largest of a kind counts, penalties add up).
    pub fn bonuses(&self, to: crate::level::spells::BonusTarget) -> Vec<TypedBonus> {
        self.0
            .iter()
            .filter_map(|a| match a.effect {
                crate::level::spells::SpellEffect::Bonus {
                    to: t,
                    kind,
                    amount,
                } if t == to => Some(TypedBonus {
                    kind,
                    value: amount,
                }),
                _ => None,
            })
            .collect()
    }

    /// The effects that hold the unit in `condition`.
    pub fn holding(
        &self,
        condition: crate::level::spells::ConditionId,
    ) -> impl Iterator<Item = &ActiveEffect> {
        self.0.iter().filter(move |a| {
            matches!(a.effect, crate::level::spells::SpellEffect::Condition { condition: c, .. } if c == condition)
        })
    }

    /// Whether a spell holds the unit in `condition`.
    pub fn has(&self, condition: crate::level::spells::ConditionId) -> bool {
        self.holding(condition).next().is_some()
    }

    /// Whether an effect lays a condition whose row has `flag`.
    pub fn has_flag(&self, flag: crate::rules::condition_table::Flag) -> bool {
        self.with_flag(flag).next().is_some()
    }

    /// The effects that lay a condition whose row has `flag` (a bleed lays bleeding).
    pub fn with_flag(
        &self,
        flag: crate::rules::condition_table::Flag,
    ) -> impl Iterator<Item = &ActiveEffect> {
        self.0
            .iter()
            .filter(move |a| a.effect.condition().is_some_and(|c| c.row().has(flag)))
    }

    /// The total of [`Self::bonuses`] after stacking.
    pub fn total(&self, to: crate::level::spells::BonusTarget) -> i32 {
        if self.0.is_empty() {
            return 0;
        }
        crate::rules::defense::best_bonuses(&self.bonuses(to))
            .iter()
            .map(|(_, v)| v)
            .sum()
    }
}

/// Magic resistance from the creature's own nature (seed 000, "Resistencia a la magia").
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MagicResistance(pub u32);

/// The parts of Defense that belong to the creature rather than its gear.
#[derive(Component, Clone, Debug, Default)]
pub struct Defense {
    pub natural_armor: i32,
    pub bonuses: Vec<TypedBonus>,
}

#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Health {
    pub hp: i32,
    pub max: i32,
    pub state: HealthState,
}

/// Initiative: rolled once at the start and kept for the whole fight.
#[derive(Component, Clone, Debug, Default, PartialEq, Eq)]
pub struct Initiative {
    /// The d20, or `None` when the level fixes the total.
    pub roll: Option<u32>,
    /// Dex modifier + other bonuses.
    pub modifier: i32,
    pub total: i32,
    pub fixed: Option<i32>,
    pub group: Option<String>,
    /// Other initiative bonuses besides Dex.
    pub bonus: i32,
}

/// A unit on its way out of the fight (a broken side's, in OSR): it no longer counts as
/// fighting, and its turns are spent running.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fleeing;

/// Conditions that change what a unit can do or how it is hit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Condition {
    /// Has not acted yet while unaware (seed 000 surprise round) or, with seed 001's option, at all:
    /// loses Dex, shield, dodge and morale to Defense and makes no attacks of opportunity.
    FlatFooted,
    /// Lying on the ground (seed 001, "Tumbado"): see [`crate::rules::conditions`].
    Prone,
    /// Charged this turn: −2 Defense until the start of its next turn (seed 000, "Carga").
    Charging,
    /// Total defense: +2 Defense, +4 with a shield, until the start of its next turn
    /// (seed 000, "Defensa total").
    TotalDefense,
    /// Bashed with its shield: no shield bonus to Defense until the start of its next turn
    /// (seed 000, "atacar con un escudo").
    ShieldBashed,
    /// Aided by an ally: +2 on its next attack roll (seed 000, "Ayudar a otro").
    AidedAttack,
    /// Aided by an ally: +2 Defense against the next attack on it.
    AidedDefense,
    /// OSR, "Posición defensiva": advantage to avoid attacks until its next turn.
    DefensivePosition,
    /// OSR, "Lucha defensiva": +2 to avoid attacks until its next turn (it attacked at −2).
    DefensiveFighting,
    /// OSR, "Proteger": an adjacent ally gives it advantage to avoid attacks until that ally's
    /// next turn.
    Protected,
    /// OSR, "Ayudar": advantage on its next attack or avoid roll.
    Helped,
    /// OSR, "Apuntar": its next ranged attack on the unit it aims at has advantage, unless it is
    /// hurt first.
    Aiming,
    /// OSR, "Apresar": held; it can only try to break free at the start of its turns.
    Grappled,
    /// OSR: holding a grappled creature: half movement, −2 to attack anyone else.
    Grappling,
    /// OSR, "Escudo humano": an ally beside it takes the attacks on it while it stays put.
    Shielded,
    /// OSR, "Acumulación energética": advantage on its next casting test of a one-turn power,
    /// unless it is hurt first.
    BuildingEnergy,
    /// OSR: its side broke; it runs for the map's edge or an exit and no longer fights.
    Fleeing,
    /// WFRP, "Aturdido": it loses its next turn, and melee blows at it take +20 %.
    Stunned,
    /// WFRP: after a cautious attack, +10 % to its parries and dodges until its next turn.
    Cautious,
    /// WFRP: after an all-out attack, no parry or dodge until its next turn.
    AllOut,
    /// WFRP, "Postura defensiva": melee blows at it take −20 % until its next turn.
    DefensiveStance,
    /// WFRP, "Postura de guardia": it may parry a melee blow until its next turn, even with
    /// nothing in its off hand.
    Guarding,
    /// WFRP, "Correr": until its next turn, shots at it take −20 % BS and blows +20 % WS.
    Running,
    /// Seed 001, "Apresado": in a grapple, holding or held (the table's grappled: −4 Dex, −2 to
    /// attacks and maneuvers, no moving, no attacks of opportunity).
    InGrapple,
    /// Seed 001, "Sujeto": pinned in a grapple (the table's pinned: flat-footed, −4 Defense).
    Pinned,
}

impl Condition {
    /// How the log and the HUD say it, in the reader's language.
    pub fn phrase(self) -> crate::i18n::Phrase {
        match self {
            Condition::FlatFooted => crate::phrase!("condition-flat-footed"),
            Condition::Prone => crate::phrase!("condition-prone"),
            Condition::Charging => crate::phrase!("condition-charging"),
            Condition::TotalDefense => crate::phrase!("condition-total-defense"),
            Condition::ShieldBashed => crate::phrase!("condition-shield-bashed"),
            Condition::AidedAttack => crate::phrase!("condition-aided-attack"),
            Condition::AidedDefense => crate::phrase!("condition-aided-defense"),
            Condition::DefensivePosition => crate::phrase!("condition-defensive-position"),
            Condition::DefensiveFighting => crate::phrase!("condition-defensive-fighting"),
            Condition::Protected => crate::phrase!("condition-protected"),
            Condition::Helped => crate::phrase!("condition-helped"),
            Condition::Aiming => crate::phrase!("condition-aiming"),
            Condition::Grappled => crate::phrase!("condition-grappled"),
            Condition::Grappling => crate::phrase!("condition-grappling"),
            Condition::Shielded => crate::phrase!("condition-shielded"),
            Condition::BuildingEnergy => crate::phrase!("condition-building-energy"),
            Condition::Fleeing => crate::phrase!("condition-fleeing"),
            Condition::Stunned => crate::phrase!("condition-stunned"),
            Condition::Cautious => crate::phrase!("condition-cautious"),
            Condition::AllOut => crate::phrase!("condition-all-out"),
            Condition::DefensiveStance => crate::phrase!("condition-defensive-stance"),
            Condition::Guarding => crate::phrase!("condition-guarding"),
            Condition::Running => crate::phrase!("condition-running"),
            Condition::InGrapple => crate::phrase!("condition-in-grapple"),
            Condition::Pinned => crate::phrase!("condition-pinned"),
        }
    }

    /// Conditions that end when the unit's next turn starts.
    pub fn ends_at_own_turn(self) -> bool {
        matches!(
            self,
            Condition::Charging
                | Condition::TotalDefense
                | Condition::ShieldBashed
                | Condition::DefensivePosition
                | Condition::DefensiveFighting
        )
    }
}

#[derive(Component, Clone, Debug, Default, PartialEq, Eq)]
pub struct Conditions(pub BTreeSet<Condition>);

/// Aid another given by this unit, which lapses when its next turn starts.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct AidGiven {
    pub ally: Entity,
    pub condition: Condition,
}

/// Whether the unit noticed its enemies before the fight (seed 000, "consciente del peligro").
#[derive(Component, Clone, Copy, Debug)]
pub struct Awareness {
    pub aware: bool,
}

/// A unit in the saddle, and the mount it rides (seed 001, "Combatir desde una montura").
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Riding(pub Entity);

/// What the creature is and the skills its sheet gives (seed 001's feint reads them).
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Nature {
    pub creature_type: crate::level::schema::CreatureType,
    pub skills: crate::level::schema::Skills,
}

/// Seed 001's feint: `target` loses its Dex to Defense against this unit's next melee blow; the
/// unit's turns begun since (the feint lapses as the second begins).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Feinting {
    pub target: Entity,
    pub turns: u8,
}

/// Seed 001's hero points the unit has left.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct HeroPoints(pub u32);

/// A hero point's spend waiting for a roll (seed 001): the unit's own next roll, or `ally`'s.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct HeroArmed {
    pub spend: ArmedSpend,
    pub ally: Option<Entity>,
}

/// The spends that wait for a roll (see `commands::HeroSpend`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArmedSpend {
    Bonus,
    LateBonus,
    Reroll,
    Aid,
    LateAid,
    /// Not a roll's: the next death the points would cheat is let be (`HeroSpend::LetFall`).
    LetFall,
}

/// A turn taken out of its place on a hero point (seed 001): one move or standard action.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct HeroTurn;

/// Seed 001's alchemist's fire: the unit burns for these dice of fire as its next turn begins.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Burning(pub crate::rules::dice::DiceExpr);

/// Seed 001's grapple: the creature this unit holds.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Holding(pub Entity);

/// Seed 001's grapple: the creature holding this unit.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct HeldBy(pub Entity);

/// A mount with a rider in its saddle.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Carrying(pub Entity);

/// A creature that can carry a rider smaller than itself (`mount: true`).
#[derive(Component, Clone, Copy, Debug)]
pub struct Rideable;

/// A mount not trained for war (seed 001): its rider controls it with a Ride check each turn.
#[derive(Component, Clone, Copy, Debug)]
pub struct UntrainedMount;

/// The Ride skill bonus: d20 + this for a Ride check.
#[derive(Component, Clone, Copy, Debug)]
pub struct RideBonus(pub i32);

/// Attacks of opportunity: one a round.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct Reactions {
    pub aoo_used: bool,
}

#[derive(Component, Clone, Debug, Default)]
pub struct DamageResistances(pub Resistances);

/// Where the level lists the unit: the last initiative tie-break and a fixed iteration order.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Listed(pub usize);

/// The map.
#[derive(Resource, Clone, Debug)]
pub struct Board {
    /// Squares or hexes: how every rule measures and walks this board.
    pub shape: BoardShape,
    pub width: i32,
    pub height: i32,
    /// Terrain of each square, row by row, as an index into `kinds`.
    pub terrain: Vec<usize>,
    pub kinds: Vec<TerrainKind>,
    /// What each square's terrain does, row by row (derived from `terrain` and `kinds`), shared
    /// with every board snapshot.
    pub cells: std::sync::Arc<[Cell]>,
    /// The terrain kinds' names in lower case, for messages ("stone wall").
    pub kind_names: std::sync::Arc<[String]>,
    /// The terrain as the path search reads it (derived from `cells`), shared with every snapshot.
    pub padded: std::sync::Arc<PaddedTerrain>,
    /// Whether any of its terrain conceals (fog, darkness): read before any line is drawn.
    pub conceals_anywhere: bool,
}

/// What each square's terrain means to the path search, row by row, with a closed border one
/// square wide round the map, so that a square's neighbours are one addition away and never out
/// of bounds.
#[derive(Debug)]
pub struct PaddedTerrain {
    /// Row length: the map's width + 2.
    pub stride: i32,
    pub wall: Vec<bool>,
    /// What entering the square multiplies a step's cost by: 0 for a wall (no entry), 1, or 2
    /// in difficult terrain.
    pub entry: Vec<u8>,
    /// Per square, the steps its terrain allows: bit `d` set when the cell toward the board
    /// shape's `neighbour_offsets(row)[d]` is not a wall and a diagonal step there cuts no wall's
    /// corner (hexes have no corners to cut).
    pub steps: Vec<u8>,
    /// The same with every door counted open: the ways a walk could take once doors are opened.
    pub steps_through_doors: Vec<u8>,
}

impl PaddedTerrain {
    pub fn of(shape: BoardShape, width: i32, height: i32, cells: &[Cell]) -> Self {
        let stride = width + 2;
        let padded = (stride * (height + 2)) as usize;
        let mut out = PaddedTerrain {
            stride,
            wall: vec![true; padded],
            entry: vec![0; padded],
            steps: vec![0; padded],
            steps_through_doors: vec![0; padded],
        };
        let mut door = vec![false; padded];
        for y in 0..height {
            for x in 0..width {
                let cell = cells[(y * width + x) as usize];
                let i = ((y + 1) * stride + x + 1) as usize;
                out.wall[i] = cell.movement == crate::level::schema::Movement::Blocked;
                out.entry[i] = match cell.movement {
                    crate::level::schema::Movement::Blocked => 0,
                    crate::level::schema::Movement::Normal => 1,
                    crate::level::schema::Movement::Difficult => 2,
                };
                door[i] = cell.door;
            }
        }
        for y in 0..height {
            for x in 0..width {
                let here = (y + 1) * stride + x + 1;
                let at = |dx: i32, dy: i32| (here + dy * stride + dx) as usize;
                let steps_where = |wall: &dyn Fn(usize) -> bool| {
                    let mut steps = 0u8;
                    for (d, &(dx, dy)) in shape.neighbour_offsets(y).iter().enumerate() {
                        let corner_cut = shape == BoardShape::Square
                            && dx != 0
                            && dy != 0
                            && (wall(at(dx, 0)) || wall(at(0, dy)));
                        if !wall(at(dx, dy)) && !corner_cut {
                            steps |= 1 << d;
                        }
                    }
                    steps
                };
                out.steps[here as usize] = steps_where(&|i| out.wall[i]);
                out.steps_through_doors[here as usize] = steps_where(&|i| out.wall[i] && !door[i]);
            }
        }
        out
    }

    /// The padded index of square `p` (on the map).
    pub fn index(&self, p: Pos) -> usize {
        ((p.y + 1) * self.stride + p.x + 1) as usize
    }
}

impl Cell {
    /// The cell of terrain kind number `index`.
    pub fn of(kind: &TerrainKind, index: usize) -> Self {
        Cell {
            movement: kind.movement,
            blocks_sight: kind.blocks_sight(),
            door: kind.toggles_to.is_some(),
            kind: u16::try_from(index).unwrap_or(u16::MAX),
        }
    }
}

/// What one square's terrain does to movement and sight.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cell {
    pub movement: Movement,
    pub blocks_sight: bool,
    /// A door (open or closed): it can be turned into the other.
    pub door: bool,
    /// Index of the terrain kind in `Board::kinds`.
    pub kind: u16,
}

impl Board {
    pub fn new(
        shape: BoardShape,
        width: i32,
        height: i32,
        terrain: Vec<usize>,
        kinds: Vec<TerrainKind>,
    ) -> Self {
        let cells: std::sync::Arc<[Cell]> =
            terrain.iter().map(|&t| Cell::of(&kinds[t], t)).collect();
        let kind_names = kinds.iter().map(|k| k.name.to_lowercase()).collect();
        let padded = std::sync::Arc::new(PaddedTerrain::of(shape, width, height, &cells));
        let conceals_anywhere = terrain.iter().any(|&t| kinds[t].conceals.is_some());
        Self {
            shape,
            width,
            height,
            terrain,
            kinds,
            conceals_anywhere,
            cells,
            kind_names,
            padded,
        }
    }

    /// Whether the square's terrain blocks sight and lines of effect (off the map does).
    pub fn blocks_sight(&self, p: Pos) -> bool {
        !self.contains(p) || self.cells[(p.y * self.width + p.x) as usize].blocks_sight
    }

    pub fn contains(&self, p: Pos) -> bool {
        p.x >= 0 && p.y >= 0 && p.x < self.width && p.y < self.height
    }
    pub fn kind(&self, p: Pos) -> Option<&TerrainKind> {
        self.contains(p)
            .then(|| &self.kinds[self.terrain[(p.y * self.width + p.x) as usize]])
    }

    /// Whether `p` holds a door, open or closed (its terrain turns into another).
    pub fn is_door(&self, p: Pos) -> bool {
        self.contains(p) && self.cells[(p.y * self.width + p.x) as usize].door
    }

    /// The row-major index of `p`, if on the map.
    pub fn index(&self, p: Pos) -> Option<usize> {
        self.contains(p).then(|| (p.y * self.width + p.x) as usize)
    }

    /// Whether nothing can enter `p` (a wall, or off the map).
    pub fn is_wall(&self, p: Pos) -> bool {
        self.index(p)
            .is_none_or(|i| self.cells[i].movement == crate::level::schema::Movement::Blocked)
    }
}

#[derive(Clone, Debug)]
pub struct SideInfo {
    pub id: String,
    pub name: String,
    pub controller: Controller,
    /// OSR: whether its units roll as player characters.
    pub role: crate::level::schema::Role,
}

#[derive(Resource, Clone, Debug, Default)]
pub struct Sides(pub Vec<SideInfo>);

#[derive(Resource, Clone, Debug, Default)]
pub struct Rules(pub RuleOptions);

/// The encounter's dice.
#[derive(Resource, Clone, Debug)]
pub struct Dice(pub DiceBox);

/// Every unit of the encounter: id → entity, and the entities in the order they are listed
/// (their [`Listed`] place). No unit is despawned during a fight, so rules that look at every
/// unit walk this list rather than every entity of the world (resources are entities too).
#[derive(Resource, Clone, Debug, Default)]
pub struct UnitIndex {
    /// Hashed: every event names its units by id, and each is looked up as it is applied.
    by_id: bevy::platform::collections::HashMap<String, Entity>,
    listed: Vec<Entity>,
    /// Each unit's id by entity, shared with every board snapshot (which only needs it to name
    /// someone in a refusal) rather than copied into each.
    names: std::sync::Arc<Vec<(Entity, String)>>,
}

impl UnitIndex {
    /// Adds a unit; its listing place is the number of units before it.
    pub fn insert(&mut self, id: String, e: Entity) {
        self.by_id.insert(id.clone(), e);
        self.listed.push(e);
        std::sync::Arc::make_mut(&mut self.names).push((e, id));
    }

    /// Every unit's id by entity, in listing order.
    pub fn names(&self) -> &std::sync::Arc<Vec<(Entity, String)>> {
        &self.names
    }

    pub fn get(&self, id: &str) -> Option<Entity> {
        self.by_id.get(id).copied()
    }

    /// Every unit, in listing order.
    pub fn listed(&self) -> &[Entity] {
        &self.listed
    }

    pub fn len(&self) -> usize {
        self.listed.len()
    }

    pub fn is_empty(&self) -> bool {
        self.listed.is_empty()
    }
}

/// A fault that stopped the engine (a forced roll that does not fit its die); the fight cannot go on.
#[derive(Resource, Clone, Debug, Default)]
pub struct EngineFault(pub Option<String>);

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Phase {
    NotStarted,
    Running,
    Ended { winner: Option<String> },
}

/// Where the fight stands: round, order, whose turn and what that unit may still do.
#[derive(Resource, Clone, Debug)]
pub struct TurnState {
    pub phase: Phase,
    pub round: u32,
    pub surprise: bool,
    /// The initiative order: units in the order they act.
    pub order: Vec<Entity>,
    /// Index into `order` of the unit whose turn it is.
    pub current: Option<usize>,
    /// Where the search for the next unit to act starts.
    pub next_index: usize,
    /// What the acting unit may still spend: the unit whose turn it is, or one acting out of
    /// turn (a readied or immediate action), whose budget this is until it is done.
    pub budget: ActionBudget,
    /// The budgets kept aside while units act out of turn, the turn's own first.
    pub waiting_budgets: Vec<ActionBudget>,
    /// Units that gave up their turn to wait (seed 001, "Retrasar iniciativa"), with the round in
    /// which they last had a turn: each may act before any later turn begins.
    pub waiting: Vec<(Entity, u32)>,
    /// Turns put aside, with what was left of them, while a waiting unit acts before them; the
    /// last is taken up first.
    pub interrupted: Vec<(Entity, ActionBudget)>,
    /// The round in which a creature last took damage (0 before any): how long the fight has
    /// gone without harm, which the AI reads to notice a stalemate.
    pub last_harm_round: u32,
}

impl Default for TurnState {
    fn default() -> Self {
        Self {
            phase: Phase::NotStarted,
            round: 0,
            surprise: false,
            order: Vec::new(),
            current: None,
            next_index: 0,
            budget: ActionBudget::spent(),
            waiting_budgets: Vec::new(),
            waiting: Vec::new(),
            interrupted: Vec::new(),
            last_harm_round: 0,
        }
    }
}

impl TurnState {
    pub fn current_unit(&self) -> Option<Entity> {
        self.current.and_then(|i| self.order.get(i).copied())
    }
    pub fn place_of(&self, e: Entity) -> Option<usize> {
        self.order.iter().position(|&o| o == e)
    }
}

/// An armour's or shield's Defense bonus as it counts now: halved when broken.
fn gear_bonus(bonus: i32, broken: bool) -> i32 {
    if broken {
        crate::rules::condition_table::broken_armour_bonus(bonus)
    } else {
        bonus
    }
}

/// Builds the Defense inputs of a unit from its components.
pub fn defense_inputs(
    abilities: &Abilities,
    size: &CreatureSize,
    equipment: &Equipment,
    defense: &Defense,
) -> DefenseInputs {
    DefenseInputs {
        dex_mod: abilities.0.dex_mod(),
        max_dex: equipment.max_dex(),
        armor: equipment
            .armor
            .as_ref()
            .map_or(0, |a| gear_bonus(a.bonus, a.broken)),
        shield: equipment
            .shield
            .as_ref()
            .map_or(0, |s| gear_bonus(s.bonus, s.broken)),
        natural_armor: defense.natural_armor,
        size: size.0,
        bonuses: defense.bonuses.clone(),
    }
}

/// The level's name, for the start event.
#[derive(Resource, Clone, Debug, Default)]
pub struct EncounterInfo {
    pub level: crate::i18n::Localized,
}
