//! The RON schema of levels (`levels/*.ron`) and game data (`assets/data/*.ron`).
//!
//! Option fields may be written bare (`armor: "leather"`) or as `Some(...)`: files are read with
//! ron's implicit-Some extension.

pub use super::spells::Caster;
use crate::rules::abilities::AbilityScores;
use crate::rules::damage::{DamageType, Material, Resistances};
use crate::rules::defense::TypedBonus;
use crate::rules::dice::DiceExpr;
use crate::rules::grid::Pos;
use crate::rules::saves::SaveBonuses;
use crate::rules::size::Size;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// How a terrain kind affects movement.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub enum Movement {
    Normal,
    /// Each square costs double (seed 000, "Terreno difícil").
    Difficult,
    /// Nothing enters it (walls).
    Blocked,
}

/// A kind of terrain (`assets/data/terrain.ron`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TerrainKind {
    pub id: String,
    pub name: String,
    /// The map character that stands for it unless a level's legend says otherwise.
    pub glyph: char,
    pub movement: Movement,
    /// Whether it stops lines of sight and ranged attacks; walls do by default.
    #[serde(default)]
    pub blocks_sight: Option<bool>,
    /// Base colour for the rendered board, as sRGB bytes.
    #[serde(default = "grey")]
    pub color: (u8, u8, u8),
    /// A door: the terrain it becomes when a unit next to it opens or closes it (a move action
    /// that provokes, seed 000 "Manipular objetos").
    #[serde(default)]
    pub toggles_to: Option<String>,
    /// OSR (seed 002, "Cobertura"): what it gives a creature beside it against ranged attacks
    /// whose line crosses it.
    #[serde(default)]
    pub cover: Option<Cover>,
    /// Core (seed 001, "Ocultación"): what it hides of a creature standing in it or seen through
    /// it (fog: partial, a hit misses on d100 ≤ 20; darkness: total, ≤ 50).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub conceals: Option<Concealment>,
    /// How its tile is drawn; by default, a pattern of its movement (see [`TerrainLook`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub look: Option<TerrainLook>,
}

/// How a terrain's tile is drawn, in its `color`. Each look has its own shapes, so squares are
/// told apart without colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
pub enum TerrainLook {
    /// A faint speckle: the default for open ground.
    Plain,
    /// Diagonal hatching: the default for difficult terrain.
    Hatched,
    /// Waves: the default for ground that blocks moving but not sight.
    Waves,
    /// Stone slabs with mortar between them.
    Flagstones,
    /// Blades of grass.
    Grass,
    /// Courses of bricks: the default for walls.
    Bricks,
    /// Scattered stones.
    Rubble,
    /// Clumps of bushes.
    Brush,
    /// Ripples over a shallow bed.
    Shallows,
    /// Dark swells.
    DeepWater,
    /// Wooden planks with gaps (a bridge, a wooden floor).
    Planks,
    /// A shut door in its frame, with iron bands and a ring.
    Door,
    /// A door swung open against its frame.
    OpenDoor,
    /// Braced wooden crates.
    Crates,
    /// A row of sharpened stakes.
    Barricade,
    /// Drifting wisps (fog, smoke).
    Mist,
    /// A close stipple of dark specks (darkness).
    Gloom,
}

/// How much terrain hides of a creature (seed 001's "ocultación": partial, or total as the
/// blinded's foes have), as a hit's chance to miss anyway.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Serialize,
    Deserialize,
    schemars::JsonSchema,
)]
pub enum Concealment {
    /// Fog, smoke, dim light: 20 %.
    Partial,
    /// Darkness: 50 %.
    Total,
}

/// Cover against ranged attacks (seed 002): a crate's, or a barricade's. A wall's full cover is
/// a line that does not pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
pub enum Cover {
    /// −2 to the attack, or +2 to dodge.
    Partial,
    /// Disadvantage to the attack, or advantage to dodge.
    Large,
}

fn grey() -> (u8, u8, u8) {
    (128, 128, 128)
}

impl TerrainKind {
    pub fn blocks_sight(&self) -> bool {
        self.blocks_sight
            .unwrap_or(self.movement == Movement::Blocked)
    }
}

/// How a weapon is held.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub enum Grip {
    Light,
    OneHanded,
    TwoHanded,
}

/// How a weapon reaches its target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub enum WeaponKind {
    Melee,
    /// Thrown: a ranged attack that adds Str to damage.
    Thrown,
    /// Fires ammunition: a ranged attack that adds no Str to damage.
    Ammunition,
}

/// A weapon (`assets/data/weapons.ron`); natural weapons (claws, bites) are weapons too.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Weapon {
    pub id: String,
    pub name: String,
    pub damage: DiceExpr,
    /// The lowest natural roll that threatens a critical (20 for 20/x2, 19 for 19–20/x2).
    #[serde(default = "twenty")]
    pub threat: u32,
    #[serde(default = "two")]
    pub multiplier: u32,
    pub grip: Grip,
    pub kind: WeaponKind,
    /// For thrown and ammunition weapons: the farthest a target may be, in squares. Seed 000 lets a
    /// ranged attack reach "within the range the weapon gives", with no penalty for distance.
    #[serde(default)]
    pub range: Option<u32>,
    pub types: Vec<DamageType>,
    #[serde(default)]
    pub material: Material,
    /// Can be shot while prone (seed 001: crossbows).
    #[serde(default)]
    pub usable_prone: bool,
    /// A touch attack: rolled against touch Defense (seed 000, "Ataque de toque").
    #[serde(default)]
    pub touch: bool,
    /// Part of the creature (claws, bites): always at hand, never drawn.
    #[serde(default)]
    pub natural: bool,
    /// The kind of missile it fires (`"arrows"`, `"bolts"`): each shot spends one of the
    /// creature's (seed 000, "Equipar municiones": readying them is free). Left out, its missiles
    /// are not counted.
    #[serde(default)]
    pub ammunition: Option<String>,
    /// Must be loaded again after each shot, with this action (crossbows: `Move` or `FullRound`).
    #[serde(default)]
    pub reload: Option<ReloadAction>,
    /// Deals double damage when its wielder charges on a mount (seed 001: lances).
    #[serde(default)]
    pub mounted_charge_double: bool,
    /// An enchanted weapon: it hurts an incorporeal creature, for half (seed 001, "Incorporal").
    #[serde(default)]
    pub magic: bool,
    /// What a hit that hurts lays on its target (seed 001's conditions, bleeding, energy drain).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub on_hit: Vec<OnHit>,
    /// Seed 001, "Roto": −2 to attacks and damage, a critical only on a natural 20 and ×2 at
    /// most (the data's `threat` and `multiplier` are set so as it is read).
    #[serde(default)]
    pub broken: bool,
    /// Seed 001, "Armas dobles": a weapon with two ends, each able to strike in a two-weapon
    /// attack (the second as a light weapon).
    #[serde(default)]
    pub double: bool,
    /// Seed 001, "Lanzar un arma deflagradora": a flask that shatters when thrown, these dice to
    /// every creature beside where it bursts.
    #[serde(default)]
    pub splash: Option<crate::rules::dice::DiceExpr>,
    /// Hurts only creatures of this kind (holy water: `Undead`).
    #[serde(default)]
    pub harms: Option<CreatureType>,
    /// A creature it strikes directly burns for these dice of fire as its next turn begins
    /// (alchemist's fire), where the level plays splash weapons.
    #[serde(default)]
    pub burns: Option<crate::rules::dice::DiceExpr>,
    /// Seed 001, "Preparar contra carga": readied against a charge, it deals double damage to
    /// the charger (spears), with the level's detailed charge.
    #[serde(default)]
    pub brace: bool,
    /// Seed 001, "Romper arma": how much of a sundering blow it shrugs off, and the hit points
    /// it has (left out: the ruleset's defaults, by what it is made of and its size).
    #[serde(default)]
    pub hardness: Option<u32>,
    #[serde(default)]
    pub hp: Option<u32>,
    /// The hit points sundering blows have taken from it in the fight (never read from a file).
    #[serde(skip)]
    pub wear: u32,
    /// A spell's ranged touch made as an attack: its range is the spell's, with no increments
    /// (seed 000, "Toque a distancia"). Never read from a data file.
    #[serde(skip)]
    pub spell_touch: bool,
    /// Seed 002's penetration, usage die and tested attribute, for a weapon from the OSR data
    /// (never read from a core file).
    #[serde(skip)]
    pub osr: Option<crate::rulesets::tables::OsrWeaponTraits>,
}

/// The id of bare hands (`combat::attack::unarmed_strike`); no weapon in the data may take it.
pub const BARE_HANDS: &str = "unarmed";

/// What a weapon's hit lays on the creature it hurts (seed 001's conditions from a weapon): a
/// condition for `rounds` of that creature's own turns, or a bleed, unless it makes the save.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct OnHit {
    pub effect: crate::level::spells::SpellEffect,
    #[serde(default)]
    pub save: Option<OnHitSave>,
}

/// The save against a weapon's [`OnHit`]: its kind and a fixed DC.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct OnHitSave {
    pub kind: crate::rules::saves::SaveKind,
    pub dc: i32,
}

/// The action loading a weapon takes (seed 000, "Cargar una ballesta": it provokes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub enum ReloadAction {
    Move,
    FullRound,
}

impl ReloadAction {
    pub fn cost(self) -> crate::rules::economy::ActionCost {
        match self {
            ReloadAction::Move => crate::rules::economy::ActionCost::Move,
            ReloadAction::FullRound => crate::rules::economy::ActionCost::FullRound,
        }
    }
}

fn twenty() -> u32 {
    20
}
fn two() -> u32 {
    2
}

impl Weapon {
    /// A weapon with nothing but its name, dice, grip and kind: a ×2 critical on a 20, no
    /// range, damage types, traits or wear. The engine's own weapons (bare hands, a shield's
    /// bash) and the other rulesets' data start from it.
    pub fn plain(
        id: &str,
        name: &str,
        damage: crate::rules::dice::DiceExpr,
        grip: Grip,
        kind: WeaponKind,
    ) -> Self {
        Weapon {
            id: id.to_string(),
            name: name.to_string(),
            damage,
            threat: 20,
            multiplier: 2,
            grip,
            kind,
            range: None,
            types: Vec::new(),
            material: Material::default(),
            usable_prone: false,
            touch: false,
            natural: false,
            ammunition: None,
            reload: None,
            mounted_charge_double: false,
            magic: false,
            on_hit: Vec::new(),
            broken: false,
            double: false,
            splash: None,
            harms: None,
            burns: None,
            brace: false,
            hardness: None,
            hp: None,
            wear: 0,
            spell_touch: false,
            osr: None,
        }
    }

    pub fn is_melee(&self) -> bool {
        self.kind == WeaponKind::Melee
    }
}

/// Body armour.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Armor {
    pub id: String,
    pub name: String,
    pub bonus: i32,
    #[serde(default)]
    pub max_dex: Option<i32>,
    /// Arcane spell failure, in percent.
    #[serde(default)]
    pub arcane_failure: u32,
    /// Medium and heavy armour slows its wearer (seed 000, "Velocidad": the armour worn can
    /// change it): see `rules::movement::speed_in_armor`.
    #[serde(default)]
    pub slows: bool,
    /// Seed 001, "Roto": its Defense bonus counts half, rounded down.
    #[serde(default)]
    pub broken: bool,
    /// Seed 001, "Romper arma": how much of a sundering blow it shrugs off, and the hit points
    /// it has (left out: the ruleset's defaults, by what it is made of and its size).
    #[serde(default)]
    pub hardness: Option<u32>,
    #[serde(default)]
    pub hp: Option<u32>,
    /// The hit points sundering blows have taken from it in the fight (never read from a file).
    #[serde(skip)]
    pub wear: u32,
}

/// A shield.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Shield {
    pub id: String,
    pub name: String,
    pub bonus: i32,
    #[serde(default)]
    pub arcane_failure: u32,
    /// Damage when bashing with it, if it can bash.
    #[serde(default)]
    pub bash: Option<DiceExpr>,
    /// The kind of weapon it is when it bashes (seed 000, "Escudos": the shield's description
    /// says what weapon it is), `Light` or `OneHanded`; left out, light for a shield of bonus 1
    /// and one-handed for a heavier one.
    #[serde(default)]
    pub bash_grip: Option<BashGrip>,
    /// What it is made of, which its bash strikes with (a damage reduction may let only some
    /// through); left out, steel.
    #[serde(default)]
    pub material: crate::rules::damage::Material,
    /// The action strapping it on takes (seed 000, "Equipar escudos": a move or a full-round
    /// action by the shield's kind); taking it off is a move action.
    #[serde(default = "move_action")]
    pub equip: ShieldEquip,
    /// Seed 001, "Roto": its Defense bonus counts half, rounded down.
    #[serde(default)]
    pub broken: bool,
    /// Seed 001, "Romper arma": how much of a sundering blow it shrugs off, and the hit points
    /// it has (left out: the ruleset's defaults, by what it is made of and its size).
    #[serde(default)]
    pub hardness: Option<u32>,
    #[serde(default)]
    pub hp: Option<u32>,
    /// The hit points sundering blows have taken from it in the fight (never read from a file).
    #[serde(skip)]
    pub wear: u32,
}

/// The kinds of weapon a shield can be when it bashes: it takes its one hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub enum BashGrip {
    Light,
    OneHanded,
}

impl From<BashGrip> for Grip {
    fn from(g: BashGrip) -> Grip {
        match g {
            BashGrip::Light => Grip::Light,
            BashGrip::OneHanded => Grip::OneHanded,
        }
    }
}

/// What strapping a shield on takes.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema,
)]
pub enum ShieldEquip {
    #[default]
    Move,
    FullRound,
}

impl ShieldEquip {
    pub fn cost(self) -> crate::rules::economy::ActionCost {
        match self {
            ShieldEquip::Move => crate::rules::economy::ActionCost::Move,
            ShieldEquip::FullRound => crate::rules::economy::ActionCost::FullRound,
        }
    }
}

fn move_action() -> ShieldEquip {
    ShieldEquip::Move
}

/// `assets/data/armor.ron`: armours and shields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ArmorFile {
    #[serde(default)]
    pub armor: Vec<Armor>,
    #[serde(default)]
    pub shields: Vec<Shield>,
}

/// An item (`assets/data/items.ron`): a potion that heals, or a magic item that holds spells.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Item {
    pub id: String,
    pub name: String,
    /// Its icon in the action bar: a file `assets/icons/NAME.png` (see the spells' `icon`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub icon: Option<String>,
    /// Hit points drinking it gives back: hit dice of the drinker under seed 000, fixed dice
    /// under seed 002.
    #[serde(default)]
    pub heal: Option<crate::rules::health::Healing>,
    /// The spells it holds and how it is used (see `combat::magic_items`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub magic: Option<ItemMagic>,
    /// Seed 001, "Si te desmontan": a military saddle, on the mount that carries it, keeps a
    /// rider knocked out in the saddle 75 % of the time instead of 50 %.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub military_saddle: bool,
}

impl Item {
    /// Whether it must be in hand to be used (seed 000, "Equipar un arma u objeto"): a potion, a
    /// wand, a scroll, a staff or a codex; an activated item (a ring, an amulet) is worn.
    pub fn is_held_to_use(&self) -> bool {
        self.heal.is_some()
            || self
                .magic
                .as_ref()
                .is_some_and(|m| m.kind != MagicItemKind::Activated)
    }
}

/// How a magic item is used (seed 000's action list): each kind has its action and its rule on
/// attacks of opportunity.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub enum MagicItemKind {
    /// "Varas": a standard action that provokes; the spell needs no free hand.
    Wand,
    /// "Papiros": a standard action that provokes; used up when its charges are.
    Scroll,
    /// "Bastones": a standard action that provokes, save for melee-touch spells; the spell needs
    /// no free hand.
    Staff,
    /// A sorcerer's codex ("Lanzar hechizos de codex"): its spells are cast by an arcane caster,
    /// a standard action that provokes.
    Codex,
    /// Any other magic item: activating it is a standard action that provokes nothing ("Activar
    /// objetos mágicos"), and anyone can.
    Activated,
}

/// One spell a magic item holds, and the charges a use of it spends.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ItemSpell {
    /// An id from `spells.ron`.
    pub spell: String,
    #[serde(default = "one_charge")]
    pub charges: u32,
    /// The spell itself, filled in from `spells.ron` when the data is read.
    #[serde(skip)]
    pub resolved: Option<crate::level::spells::Spell>,
}

fn one_charge() -> u32 {
    1
}

/// A magic item's kind, spells and charges (the charges it has left, as the fight goes on).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ItemMagic {
    pub kind: MagicItemKind,
    pub spells: Vec<ItemSpell>,
    pub charges: u32,
}

/// The missiles of each kind a creature carries when its data names none: a quiver of 20.
pub const FULL_QUIVER: u32 = 20;

/// A creature template (`assets/data/creatures.ron`), also usable inline in a level as `stats`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Creature {
    /// Needed in `creatures.ron`; left out for inline stats.
    #[serde(default)]
    pub id: String,
    pub name: String,
    /// Its token's portrait: a file `assets/icons/NAME.png` (white on transparent; the shipped
    /// ones are Game Icons, made by `tools/icons/make-icons.mjs`).
    #[serde(default)]
    pub icon: Option<String>,
    /// A one-letter mark for its token when it has no portrait.
    #[serde(default)]
    pub glyph: Option<char>,
    #[serde(default)]
    pub size: Size,
    /// Squares per move action.
    pub speed: u32,
    pub abilities: AbilityScores,
    pub hp: i32,
    /// The die its healing rolls (seed 000, "Curación"); a d8 when not given.
    #[serde(default)]
    pub hit_die: crate::rules::health::HitDie,
    /// Conditions it always has, for the whole fight (seed 001's incorporeal: a ghost).
    #[serde(default)]
    pub conditions: Vec<crate::level::spells::ConditionId>,
    /// What it is (seed 001's feint is harder against anything but a humanoid); a humanoid when
    /// not given.
    #[serde(default, rename = "type")]
    pub creature_type: CreatureType,
    /// Its skill bonuses where the rules ask for one (seed 001's feint); left out, the ability
    /// stands in (Bluff: Cha), or the skill is untrained (Sense Motive: Wis is used instead).
    #[serde(default)]
    pub skills: Skills,
    /// How many hit dice it has (seed 001's energy drain kills at as many negative levels); when
    /// left out, its hit points over its die's average (see `HitDie::count_for`).
    #[serde(default)]
    pub hit_dice: Option<u32>,
    #[serde(default)]
    pub base_attack: i32,
    #[serde(default)]
    pub saves: SaveBonuses,
    #[serde(default)]
    pub natural_armor: i32,
    /// Other initiative bonuses besides Dex.
    #[serde(default)]
    pub initiative_bonus: i32,
    #[serde(default)]
    pub defense_bonuses: Vec<TypedBonus>,
    #[serde(default)]
    pub resistances: Resistances,
    #[serde(default)]
    pub weapons: Vec<String>,
    #[serde(default)]
    pub armor: Option<String>,
    #[serde(default)]
    pub shield: Option<String>,
    /// Items carried (ids from `items.ron`).
    #[serde(default)]
    pub items: Vec<String>,
    /// Missiles carried by kind (`{"arrows": 20}`); a kind its weapons fire and this leaves out
    /// is a full quiver of 20.
    #[serde(default)]
    pub ammunition: std::collections::BTreeMap<String, u32>,
    /// Magic resistance (seed 000, "Resistencia a la magia"): a caster's Magic Knowledge check
    /// must beat it for a spell that allows it to take hold.
    #[serde(default)]
    pub magic_resistance: u32,
    /// Spells it can cast, if any.
    #[serde(default)]
    pub caster: Option<Caster>,
    /// Can carry a rider smaller than itself into battle (seed 001, "Combatir desde una montura":
    /// horses, ponies and riding dogs trained for war).
    #[serde(default)]
    pub mount: bool,
    /// A mount not trained for war (`war_trained: false`): its rider must control it each turn
    /// (seed 001). Left out, a mount is trained.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub war_trained: Option<bool>,
    /// Its Ride skill bonus ("tirada de montar"); the Dex modifier when not given.
    #[serde(default)]
    pub ride: Option<i32>,
    /// Armour never slows it (the d20 games' dwarves).
    #[serde(default)]
    pub armor_never_slows: bool,
    /// Its feats (seed 001's), where a rule reads one.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub feats: Vec<Feat>,
}

/// A feat a rule reads (seed 001).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
pub enum Feat {
    /// "Combate con dos armas": with `rules: (two_weapon_penalties: true)`, two weapons take 2
    /// less on the main hand's roll and 6 less on the off hand's.
    TwoWeaponFighting,
}

/// Who plays a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub enum Controller {
    Human,
    Ai,
}

/// How well the AI plays (see `ai`).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema,
)]
pub enum Difficulty {
    /// Goes for the nearest foe, ignores attacks of opportunity, weighs only raw damage.
    Easy,
    #[default]
    Normal,
    /// As normal, and never wastes its strongest spells on small gains.
    Hard,
}

impl Difficulty {
    pub const ALL: [Difficulty; 3] = [Difficulty::Easy, Difficulty::Normal, Difficulty::Hard];

    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Normal => "normal",
            Difficulty::Hard => "hard",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SideSpec {
    pub id: String,
    pub name: crate::i18n::Localized,
    #[serde(default = "human")]
    pub controller: Controller,
    /// OSR (seed 002): whether its units are player characters, who roll (to hit, to avoid), or
    /// NPCs, who never roll against a PC. Human sides are PCs and AI sides NPCs unless it says.
    #[serde(default)]
    pub role: Option<Role>,
    /// OSR: the side's Moral (2 to 12); else its leader's, else its highest. PCs have none.
    #[serde(default)]
    pub morale: Option<u32>,
}

/// A side's part in an OSR fight (seed 002, "PJ", "PNJ").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
pub enum Role {
    /// Player characters: they roll, and have no morale.
    Pc,
    /// Everyone else: they never roll against a PC, and check morale.
    Npc,
}

impl SideSpec {
    /// The side's role: as given, else PC for a human side and NPC for an AI side.
    pub fn role(&self) -> Role {
        self.role.unwrap_or(match self.controller {
            Controller::Human => Role::Pc,
            Controller::Ai => Role::Npc,
        })
    }
}

fn human() -> Controller {
    Controller::Human
}

/// One unit placed in a level: a creature template or inline stats, plus what this unit changes.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct UnitSpec {
    /// What commands, triggers and objectives name it by; unique in the level.
    pub id: String,
    /// Defaults to the creature's name.
    #[serde(default)]
    pub name: Option<crate::i18n::Localized>,
    /// How Spanish agrees words with the unit (`tumbada`, `sorprendida`); masculine when left
    /// out.
    #[serde(default)]
    pub gender: Option<crate::i18n::Gender>,
    /// The id of its side.
    pub side: String,
    /// Its square: `(x, y)`, columns from the left and rows from the top, from 0.
    pub at: Pos,
    /// A creature id from `creatures.ron`; or give `stats` instead.
    #[serde(default)]
    pub creature: Option<String>,
    /// A creature written out here instead of named.
    #[serde(default)]
    pub stats: Option<Creature>,
    /// Replace the creature's weapons (ids from `weapons.ron`).
    #[serde(default)]
    pub weapons: Option<Vec<String>>,
    /// Replace the creature's armour (an id from `armor.ron`).
    #[serde(default)]
    pub armor: Option<String>,
    /// Replace the creature's shield (an id from `armor.ron`).
    #[serde(default)]
    pub shield: Option<String>,
    /// Replace the creature's items.
    #[serde(default)]
    pub items: Option<Vec<String>>,
    /// Replace the creature's missiles by kind (`{"arrows": 5}`).
    #[serde(default)]
    pub ammunition: Option<std::collections::BTreeMap<String, u32>>,
    /// The weapons in hand when the fight starts. Default: the first weapon listed, and the second
    /// too when both are one-handed or light melee weapons and there is no shield.
    #[serde(default)]
    pub wield: Option<Vec<String>>,
    /// Starts wounded: current hit points (defaults to the creature's maximum).
    #[serde(default)]
    pub hp: Option<i32>,
    /// Whether it is aware of its enemies when the fight starts (seed 000, "Ronda sorpresa").
    #[serde(default = "yes")]
    pub aware: bool,
    /// A fixed initiative total instead of a roll.
    #[serde(default)]
    pub initiative: Option<i32>,
    /// Starts the fight in the saddle of this unit (a mount of its side, on the same square).
    #[serde(default)]
    pub riding: Option<String>,
    /// Units of one initiative group roll a single d20 between them.
    #[serde(default)]
    pub group: Option<String>,
    /// OSR: the side's leader, who rolls for an ambush and whose fall shakes its side's morale
    /// (the first unit listed when no unit is).
    #[serde(default)]
    pub leader: bool,
    /// Seed 001 ("Puntos de héroe", with `rules: (hero_points: true)`): the points it starts
    /// with; left out, 1 for a player character (a unit of a PC side) and none for anyone else.
    #[serde(default)]
    pub hero_points: Option<u32>,
}

fn yes() -> bool {
    true
}

/// Optional rules a level switches on: seed 001's wording of rules seed 000 words otherwise, each
/// a switch that is off unless the level sets it or takes `preset: Seed001`, which turns on every
/// switch the level leaves unset (`rules: (preset: Seed001, detailed_charge: false)`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RuleOptions {
    #[serde(default)]
    pub preset: Option<RulesPreset>,
    /// Seed 001 ("Desprevenido"): every combatant is flat-footed until its first turn, not only the
    /// unaware ones of a surprise round.
    #[serde(default)]
    pub flat_footed_until_first_turn: Option<bool>,
    /// Seed 001 ("Cargar"): a charge covers at least 2 squares and up to twice the speed, as a
    /// full-round action; a unit with a base attack of +1 or more may draw a melee weapon on the
    /// way if it goes no farther than its speed; a brace weapon readied against a charger deals
    /// double damage.
    #[serde(default)]
    pub detailed_charge: Option<bool>,
    /// Seed 001 ("Estable"): a dying creature that magical healing (a spell or a potion) leaves
    /// below 0 hit points is stable; seed 000 says nothing, and it stays dying.
    #[serde(default)]
    pub healing_stabilises: Option<bool>,
    /// Seed 001 ("Moribundo"): a dying creature's roll each turn is a Constitution check against
    /// DC 10 with its hit points below 0 as a penalty (a natural 20 always stabilises), not
    /// seed 000's Fortitude save against 10 + the damage received.
    #[serde(default)]
    pub dying_constitution_check: Option<bool>,
    /// Seed 001 ("Incapacitado"): a disabled creature (at 0 hit points) moves at half speed.
    #[serde(default)]
    pub disabled_half_speed: Option<bool>,
    /// Seed 001 ("Cargar"): helpless creatures, foes included, do not block a charge's lane; seed
    /// 000's reading lets only a fallen ally be passed.
    #[serde(default)]
    pub charge_past_the_helpless: Option<bool>,
    /// Seed 001 ("Golpe de gracia"): the coup de grace lands at once, in its full-round action,
    /// and a victim that lives through it saves on Fortitude (DC 10 + the damage) or dies; seed
    /// 000's falls as the attacker's next turn begins.
    #[serde(default)]
    pub coup_de_grace_at_once: Option<bool>,
    /// Seed 001 ("Combate con dos armas"): two weapons take −6 on the main hand's roll and −10 on
    /// the off hand's (−4 and −8 with a light off-hand weapon); seed 000 takes −4 on each for two
    /// one-handed weapons and nothing otherwise.
    #[serde(default)]
    pub two_weapon_penalties: Option<bool>,
    /// Seed 001 ("Inconsciente"): a creature that falls unconscious (dying, stable, knocked out)
    /// lies prone, and must stand up once it wakes; seed 000 does not knock it down.
    #[serde(default)]
    pub unconscious_prone: Option<bool>,
    /// Seed 001 ("Ayudar a otro"): the helper names a foe in its melee reach and rolls an attack
    /// against Defense 10; on a success the ally gets +2 on its next attack at that foe, or +2
    /// Defense against that foe's next attack, and several helpers' bonuses add; seed 000's
    /// helper stands beside the ally, needs +2 to attack and rolls nothing.
    #[serde(default)]
    pub aid_against_one_foe: Option<bool>,
    /// Seed 001 ("Retrasar iniciativa"): a unit may give up its turn to wait (`Wait`) and act
    /// before any later turn begins (`ActNow`), its place in the order moving there; seed 000's
    /// delay names where the unit re-enters, and `Delay` still does.
    #[serde(default)]
    pub delay_by_waiting: Option<bool>,
    /// Seed 001 ("Tumbado"), on unless the level turns it off: a prone attacker takes −4 in melee
    /// and shoots nothing but a crossbow; a prone defender has +4 against ranged attacks and −4
    /// against melee ones. Seed 000 names prone and gives it no numbers.
    #[serde(default)]
    pub prone_table: Option<bool>,
    /// Seed 001 ("Combate montado"), on unless the level turns it off: riders in the saddle, with
    /// their mounts acting on their turns. Off, `Mount` is refused and so is a unit's `riding:`.
    #[serde(default)]
    pub mounted_combat: Option<bool>,
    /// Seed 001 ("Distraer lanzadores de conjuros"), on unless the level turns it off: readying an
    /// action against a foe who starts to cast (`Ready(trigger: StartsToCast)`).
    #[serde(default)]
    pub ready_against_casters: Option<bool>,
    /// Seed 001 ("Maniobras de combate"): trip, disarm, bull rush and grapple (`CombatManeuver`),
    /// d20 + CMB against CMD, and the feint (`Feint`).
    #[serde(default)]
    pub combat_maneuvers: Option<bool>,
    /// Seed 001 ("Lanzar un arma deflagradora"): a weapon with `splash:` dice shatters when
    /// thrown, splashes those beside where it bursts and scatters on a miss, and can be thrown at
    /// a grid intersection; seed 000 throws it as any thrown weapon.
    #[serde(default)]
    pub splash_weapons: Option<bool>,
    /// Seed 001 ("Puntos de héroe"): player characters start with a hero point (or a unit's
    /// `hero_points:`), never renewed in the fight; two of them cheat death.
    #[serde(default)]
    pub hero_points: Option<bool>,
}

/// A set of switches a level takes at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub enum RulesPreset {
    /// Every seed-001 switch on.
    Seed001,
}

impl RulesPreset {
    /// A preset by its name in any case (`seed001`), as `--rules` takes it.
    pub fn by_name(text: &str) -> Option<Self> {
        text.trim()
            .eq_ignore_ascii_case("seed001")
            .then_some(RulesPreset::Seed001)
    }
}

impl RuleOptions {
    /// A switch as the level leaves it: as set, else on under `preset: Seed001`.
    fn switch(&self, set: Option<bool>) -> bool {
        set.unwrap_or(self.preset == Some(RulesPreset::Seed001))
    }

    /// A switch every level plays unless it turns it off (the campaign relies on it).
    fn switch_on_by_default(set: Option<bool>) -> bool {
        set.unwrap_or(true)
    }

    pub fn prone_table(&self) -> bool {
        Self::switch_on_by_default(self.prone_table)
    }

    pub fn mounted_combat(&self) -> bool {
        Self::switch_on_by_default(self.mounted_combat)
    }

    pub fn ready_against_casters(&self) -> bool {
        Self::switch_on_by_default(self.ready_against_casters)
    }

    /// The switches on by default that the level turns off, by name (the HUD says so).
    pub fn defaults_off(&self) -> Vec<&'static str> {
        [
            ("prone_table", self.prone_table()),
            ("mounted_combat", self.mounted_combat()),
            ("ready_against_casters", self.ready_against_casters()),
        ]
        .into_iter()
        .filter_map(|(name, on)| (!on).then_some(name))
        .collect()
    }

    pub fn flat_footed_until_first_turn(&self) -> bool {
        self.switch(self.flat_footed_until_first_turn)
    }

    pub fn detailed_charge(&self) -> bool {
        self.switch(self.detailed_charge)
    }

    pub fn healing_stabilises(&self) -> bool {
        self.switch(self.healing_stabilises)
    }

    pub fn dying_constitution_check(&self) -> bool {
        self.switch(self.dying_constitution_check)
    }

    pub fn disabled_half_speed(&self) -> bool {
        self.switch(self.disabled_half_speed)
    }

    pub fn charge_past_the_helpless(&self) -> bool {
        self.switch(self.charge_past_the_helpless)
    }

    pub fn coup_de_grace_at_once(&self) -> bool {
        self.switch(self.coup_de_grace_at_once)
    }

    pub fn two_weapon_penalties(&self) -> bool {
        self.switch(self.two_weapon_penalties)
    }

    pub fn unconscious_prone(&self) -> bool {
        self.switch(self.unconscious_prone)
    }

    pub fn aid_against_one_foe(&self) -> bool {
        self.switch(self.aid_against_one_foe)
    }

    pub fn delay_by_waiting(&self) -> bool {
        self.switch(self.delay_by_waiting)
    }

    pub fn combat_maneuvers(&self) -> bool {
        self.switch(self.combat_maneuvers)
    }

    pub fn splash_weapons(&self) -> bool {
        self.switch(self.splash_weapons)
    }

    pub fn hero_points(&self) -> bool {
        self.switch(self.hero_points)
    }

    /// The switches off by default that are on, by name, in the order the format lists them (the
    /// menu and the HUD show them; `rules-switch-NAME` in the catalogues words each).
    pub fn switches_on(&self) -> Vec<&'static str> {
        [
            (
                "flat_footed_until_first_turn",
                self.flat_footed_until_first_turn(),
            ),
            ("detailed_charge", self.detailed_charge()),
            ("healing_stabilises", self.healing_stabilises()),
            ("dying_constitution_check", self.dying_constitution_check()),
            ("disabled_half_speed", self.disabled_half_speed()),
            ("charge_past_the_helpless", self.charge_past_the_helpless()),
            ("coup_de_grace_at_once", self.coup_de_grace_at_once()),
            ("two_weapon_penalties", self.two_weapon_penalties()),
            ("unconscious_prone", self.unconscious_prone()),
            ("aid_against_one_foe", self.aid_against_one_foe()),
            ("delay_by_waiting", self.delay_by_waiting()),
            ("combat_maneuvers", self.combat_maneuvers()),
            ("splash_weapons", self.splash_weapons()),
            ("hero_points", self.hero_points()),
        ]
        .into_iter()
        .filter_map(|(name, on)| on.then_some(name))
        .collect()
    }
}

/// What a creature is, as the feint asks (seed 001, "Fintar": "enemigo no humanoide").
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema,
)]
pub enum CreatureType {
    #[default]
    Humanoid,
    Animal,
    MagicalBeast,
    Undead,
    Vermin,
}

/// Skill bonuses a creature's sheet gives (only those the rules ask for).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(deny_unknown_fields)]
pub struct Skills {
    /// "Engañar": the feinter's roll; Cha when not given.
    #[serde(default)]
    pub bluff: Option<i32>,
    /// "Averiguar intenciones": with ranks, it replaces Wis in the DC to feint it.
    #[serde(default)]
    pub sense_motive: Option<i32>,
}

/// An ambush (seed 002, "pille por sorpresa"): `side` may catch the others unawares; its leader
/// rolls 14+ (8+ when `prepared`), and on a success it has a round before initiative.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Surprise {
    pub side: String,
    #[serde(default)]
    pub prepared: bool,
}

/// A level file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Level {
    /// A text, or one per language: `(es: "…", en: "…")`.
    pub name: crate::i18n::Localized,
    #[serde(default)]
    pub description: crate::i18n::Localized,
    /// The rules it plays: `Core` (seed 000, the default), `Osr` (seed 002) or `Wfrp` (seed 003).
    #[serde(default)]
    pub ruleset: crate::rulesets::id::RulesetId,
    /// Seed 001's optional rules it switches on (`rules: (preset: Seed001)` for all).
    #[serde(default)]
    pub rules: RuleOptions,
    /// OSR options (only with `ruleset: Osr`).
    #[serde(default)]
    pub osr: Option<crate::rulesets::tables::OsrOptions>,
    /// OSR: a side that may catch the others unawares.
    #[serde(default)]
    pub surprise: Option<Surprise>,
    /// OSR: where a broken side's units run to leave the fight, besides the map's edge.
    #[serde(default)]
    pub exits: Vec<Region>,
    /// The cells the map is made of: `Square` (the default) or `Hex`, pointy-top hexes whose
    /// odd rows (the second, the fourth …) sit half a cell to the right (see
    /// [`crate::rules::hex`]).
    #[serde(default)]
    pub board: crate::rules::board_shape::BoardShape,
    /// Rows of the map, top row first; each character is a terrain glyph.
    pub map: Vec<String>,
    /// Extra or changed map characters: character → terrain id.
    #[serde(default)]
    pub legend: BTreeMap<char, String>,
    /// The sides that fight, two at least.
    pub sides: Vec<SideSpec>,
    /// The units on the board at the start.
    pub units: Vec<UnitSpec>,
    /// How well the AI sides play (Easy, Normal, Hard); the menu can change it.
    #[serde(default)]
    pub difficulty: Difficulty,
    /// Foes' exact hit points stay hidden from the players (their bars still show); the menu can
    /// also hide them.
    #[serde(default)]
    pub hide_foe_hp: bool,
    /// Units off the board at the start, brought in by a trigger's `Spawn`.
    #[serde(default)]
    pub reserve: Vec<UnitSpec>,
    /// Scripted events: when something happens, what follows.
    #[serde(default)]
    pub triggers: Vec<Trigger>,
    /// What each side must do to win (or must not let happen). Without any, a side wins by being
    /// the last one able to fight.
    #[serde(default)]
    pub objectives: Vec<Objective>,
}

/// A rectangle of squares: its top-left square and its size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Region {
    pub x: i32,
    pub y: i32,
    pub w: i32,
    pub h: i32,
}

impl Region {
    /// In i64, so that no region read from a file can overflow.
    pub fn contains(&self, p: Pos) -> bool {
        let (x, y) = (i64::from(p.x), i64::from(p.y));
        x >= i64::from(self.x)
            && y >= i64::from(self.y)
            && x < i64::from(self.x) + i64::from(self.w)
            && y < i64::from(self.y) + i64::from(self.h)
    }
}

/// What sets a trigger off.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub enum When {
    /// Round `n` starts (round 0 is the surprise round).
    RoundStarts(u32),
    /// The named unit dies.
    UnitDies(String),
    /// A unit stands in `region` at the end of a command: any unit, one of `side`'s, or `unit`.
    UnitEnters {
        region: Region,
        #[serde(default)]
        unit: Option<String>,
        #[serde(default)]
        side: Option<String>,
    },
    /// Fewer than `units` of `side` can still fight.
    SideBelow { side: String, units: u32 },
    /// The named unit's hit points fall below `percent` % of its maximum.
    HpBelow { unit: String, percent: u32 },
}

/// What a trigger does.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub enum Then {
    /// Brings `reserve` units onto the board (to the nearest free square if theirs is taken);
    /// unaware ones are flat-footed until their first turn.
    Spawn {
        units: Vec<String>,
        #[serde(default = "aware_by_default")]
        aware: bool,
    },
    /// Shows a message to the players (and the log), in one language or per language.
    Message(crate::i18n::Localized),
    /// The unit fights for another side from now on.
    ChangeSide { unit: String, side: String },
    /// The unit becomes aware (or unaware: flat-footed until its next turn).
    SetAware { unit: String, aware: bool },
    /// OSR: the side checks its morale at the end of this round (a bribe, a terrifying sight).
    MoraleCheck(String),
    /// The fight ends; this side wins.
    Win(String),
    /// The fight ends; this side loses (the other wins when there are two).
    Lose(String),
}

fn aware_by_default() -> bool {
    true
}

/// When `when` happens, `then` follows, once unless `repeatable` (then each time it happens
/// again after having stopped).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Trigger {
    pub when: When,
    pub then: Vec<Then>,
    #[serde(default)]
    pub repeatable: bool,
}

/// A side's goal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub enum Goal {
    /// Be the last side able to fight (the rule without objectives).
    DefeatAll,
    /// Still have a unit able to fight when `n` rounds are over.
    Survive(u32),
    /// Get a unit (or the named one) able to act into the region.
    Reach {
        region: Region,
        #[serde(default)]
        unit: Option<String>,
    },
    /// The side loses if this unit dies.
    Protect(String),
    /// Put this unit out of the fight (dying, stable or dead).
    Defeat(String),
}

/// One side's goal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Objective {
    pub side: String,
    pub goal: Goal,
}

#[cfg(test)]
mod rule_options_tests {
    use super::RuleOptions;

    fn read(text: &str) -> RuleOptions {
        ron::Options::default()
            .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
            .from_str(text)
            .unwrap()
    }

    #[test]
    fn seed_001_s_preset_turns_on_every_switch_the_level_leaves_unset() {
        let all = |o: &RuleOptions| {
            [
                o.flat_footed_until_first_turn(),
                o.detailed_charge(),
                o.healing_stabilises(),
                o.dying_constitution_check(),
                o.disabled_half_speed(),
                o.charge_past_the_helpless(),
                o.coup_de_grace_at_once(),
                o.two_weapon_penalties(),
                o.unconscious_prone(),
                o.aid_against_one_foe(),
                o.delay_by_waiting(),
                o.combat_maneuvers(),
                o.splash_weapons(),
                o.hero_points(),
            ]
        };
        assert_eq!(all(&read("()")), [false; 14]);
        let mut only_charge = [false; 14];
        only_charge[1] = true;
        assert_eq!(all(&read("(detailed_charge: true)")), only_charge);
        assert_eq!(all(&read("(preset: Seed001)")), [true; 14]);
        let all_but_charge = only_charge.map(|on| !on);
        assert_eq!(
            all(&read("(preset: Seed001, detailed_charge: false)")),
            all_but_charge
        );
        assert_eq!(
            read("(healing_stabilises: true, detailed_charge: true)").switches_on(),
            ["detailed_charge", "healing_stabilises"]
        );
        assert_eq!(read("(preset: Seed001)").switches_on().len(), 14);
    }

    #[test]
    fn the_switches_the_campaign_relies_on_are_on_unless_a_level_turns_them_off() {
        let on = |o: &RuleOptions| {
            [
                o.prone_table(),
                o.mounted_combat(),
                o.ready_against_casters(),
            ]
        };
        assert_eq!(on(&read("()")), [true; 3]);
        assert_eq!(on(&read("(preset: Seed001)")), [true; 3]);
        assert_eq!(
            on(&read("(preset: Seed001, mounted_combat: false)")),
            [true, false, true]
        );
        assert!(read("()").defaults_off().is_empty());
        assert_eq!(
            read("(prone_table: false, ready_against_casters: false)").defaults_off(),
            ["prone_table", "ready_against_casters"]
        );
    }
}
