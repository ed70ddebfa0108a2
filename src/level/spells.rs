//! The spellbook (`assets/data/spells.ron`) and casters in creature data.
//!
//! The fields follow the spell format of seed 000 ("Formato de los hechizos"): school, classes,
//! casting time, components, range, target or area, duration (with the dispellable mark),
//! saving throw and magic resistance. The seed gives spells no level; this schema adds one (0–9)
//! because the save DC and the concentration DCs of the casting rules grow with it.

use crate::rules::damage::DamageType;
use crate::rules::defense::BonusKind;
use crate::rules::dice::DiceExpr;
use crate::rules::economy::ActionCost;
use crate::rules::magic::CastingAbility;
use crate::rules::saves::SaveKind;
use serde::{Deserialize, Serialize};

/// A school of magic ("Escuela").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub enum School {
    Abjuration,
    Conjuration,
    Divination,
    Enchantment,
    Evocation,
    Illusion,
    Necromancy,
    Transmutation,
}

/// How common a spell is for a class ("Clase": básico, raro, exótico).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub enum Rarity {
    Basic,
    Rare,
    Exotic,
}

/// A class that can learn the spell, and how rare it is for that class.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ClassEntry {
    pub class: String,
    pub rarity: Rarity,
}

/// How long casting takes ("Tiempo de lanzamiento"): an action, or whole rounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub enum CastingTime {
    Action(ActionCost),
    Rounds(u32),
}

/// A component ("Componentes").
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, schemars::JsonSchema,
)]
pub enum Component {
    /// Verbal: spoken aloud, so not while silenced.
    V,
    /// Somatic: needs a free hand (a wand or staff in it does not count against it).
    S,
    /// Material: the seed spends one unit per casting, and only asks it of sorcerers' exotic
    /// spells; the game assumes a caster carries what its known spells need, so it is listed
    /// and never runs out.
    M,
}

/// How far the spell reaches ("Rango").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub enum SpellRange {
    /// The caster itself, or an area that starts at its front (cones and lines).
    Personal,
    /// An adjacent creature (or one within natural reach); a hostile one takes a melee touch attack.
    Touch,
    /// A ranged touch attack up to this many squares, with no range increments.
    RangedTouch(u32),
    /// Up to this many squares, no attack roll.
    Squares(u32),
}

/// The shape of an area, in squares (see [`crate::rules::templates`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub enum Area {
    /// From the caster's front, this long.
    Cone(u32),
    /// One square wide from the caster's front, this long.
    Line(u32),
    /// Radius from a grid intersection within range.
    Sphere(u32),
    /// A block of this side, wholly within range.
    Cube(u32),
}

/// What the spell is aimed at ("Objetivo").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub enum SpellTarget {
    /// The caster only.
    Caster,
    /// One creature.
    Creature,
    /// Every creature in an area.
    Area(Area),
}

/// How long the magic lasts ("Duración").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub enum SpellDuration {
    Instantaneous,
    Rounds(u32),
    Permanent,
}

/// What a successful save does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub enum SaveEffect {
    /// No effect at all on that target.
    Negates,
    /// Half damage (rounded down); other effects are negated.
    Half,
}

/// The saving throw against the spell ("Tiro de salvación").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SpellSave {
    pub kind: SaveKind,
    pub effect: SaveEffect,
}

/// The conditions a spell can lay: every condition of the table.
pub use crate::rules::condition_table::ConditionId;

/// What a bonus or penalty from a spell applies to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub enum BonusTarget {
    Defense,
    Attack,
    Saves,
}

/// One effect of a spell on each creature it affects.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub enum SpellEffect {
    /// Damage of one type; elemental DR and vulnerability apply by that type.
    Damage { dice: DiceExpr, kind: DamageType },
    /// Hit points back, never above the maximum: `hit_dice` of the healed creature's own hit die
    /// plus `bonus` (seed 000, "Curación": each source says how many hit dice it heals).
    Heal {
        hit_dice: u32,
        #[serde(default)]
        bonus: i32,
    },
    /// Hit points back by fixed dice, whatever the creature: seed 002's healing powers as the
    /// shared casting code sees them. Not written in `spells.ron`.
    #[serde(skip_deserializing)]
    HealDice { dice: DiceExpr },
    /// A condition for `rounds`, or for the spell's duration when left out.
    Condition {
        condition: ConditionId,
        #[serde(default)]
        rounds: Option<u32>,
    },
    /// Seed 001's bleeding ("Sangrando"): these dice of damage at the start of each of the
    /// creature's turns, until any healing or the effect's end.
    Bleed { dice: DiceExpr },
    /// Seed 001's energy drain ("Energía consumida"): these dice of negative levels, rolled as it
    /// lands; they last the fight. Once laid, an effect holds the levels rolled as a plain number.
    NegativeLevels { dice: DiceExpr },
    /// A typed bonus (or, when negative, a penalty) for the spell's duration.
    Bonus {
        to: BonusTarget,
        kind: BonusKind,
        amount: i32,
    },
    /// Ends the dispellable spells (the seed's "(A)") that the other side put on the creature, each
    /// with a dispel check; see `rules::magic::dispel_dc`.
    Dispel,
}

/// A spell (`assets/data/spells.ron`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Spell {
    pub id: String,
    pub name: String,
    /// Its icon in the action bar and the spell panel: a file `assets/icons/NAME.png` (see the
    /// creatures' `icon`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub icon: Option<String>,
    pub school: School,
    /// 0 to 9; the DCs of saves and concentration grow with it.
    pub level: u32,
    pub classes: Vec<ClassEntry>,
    pub casting_time: CastingTime,
    pub components: Vec<Component>,
    pub range: SpellRange,
    pub target: SpellTarget,
    pub duration: SpellDuration,
    /// Can be ended by dispelling magic (the seed's "(A)"); only for spells that last.
    #[serde(default)]
    pub dispellable: bool,
    #[serde(default)]
    pub save: Option<SpellSave>,
    /// Whether magic resistance can stop it.
    pub magic_resistance: bool,
    /// An ability, not a spell: a spirit power (seed 000, "Poderes espirituales": it provokes no
    /// attack of opportunity) or a feat of the body such as the marauder's adrenaline. It
    /// provokes nothing, calls for no concentration, fails to no armour, and readied actions
    /// against casters do not see it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub power: bool,
    pub effects: Vec<SpellEffect>,
}

impl SpellEffect {
    /// The condition of the table the effect lays, if it lays one (a bleed lays bleeding).
    pub fn condition(&self) -> Option<ConditionId> {
        match self {
            SpellEffect::Condition { condition, .. } => Some(*condition),
            SpellEffect::Bleed { .. } => Some(ConditionId::Bleed),
            SpellEffect::NegativeLevels { .. } => Some(ConditionId::EnergyDrained),
            _ => None,
        }
    }

    /// What the effect heals, if it heals.
    pub fn healing(&self) -> Option<crate::rules::health::Healing> {
        use crate::rules::health::Healing;
        match *self {
            SpellEffect::Heal { hit_dice, bonus } => Some(Healing::hit_dice(hit_dice, bonus)),
            SpellEffect::HealDice { dice } => Some(Healing::Dice(dice)),
            _ => None,
        }
    }
}

impl Spell {
    pub fn has(&self, c: Component) -> bool {
        self.components.contains(&c)
    }

    /// The field and message of each thing wrong with the spell.
    pub fn problems(&self) -> Vec<(&'static str, crate::i18n::Phrase)> {
        let mut out = Vec::new();
        self.level_and_effect_problems(&mut out);
        self.range_problems(&mut out);
        self.size_problems(&mut out);
        self.limit_problems(&mut out);
        self.duration_problems(&mut out);
        out
    }

    /// Its level, its effects (at least one, healing within the dice limits), its casting time.
    fn level_and_effect_problems(&self, out: &mut Problems) {
        let mut say = |field, message: crate::i18n::Phrase| out.push((field, message));
        if self.level > 9 {
            say(
                "level",
                crate::phrase!("diag-spell-spell-levels-run-from-0-9"),
            );
        }
        if self.effects.is_empty() {
            say(
                "effects",
                crate::phrase!("diag-spell-spell-needs-least-one-effect"),
            );
        }
        use crate::limits::{DICE_BONUS, DICE_COUNT};
        if self.effects.iter().any(|e| {
            matches!(e, SpellEffect::Heal { hit_dice, bonus }
                if !(1..=DICE_COUNT).contains(hit_dice) || bonus.unsigned_abs() > DICE_BONUS.unsigned_abs())
        }) {
            say(
                "effects",
                crate::phrase!(
                    "diag-spell-heal-hit-dice",
                    most = DICE_COUNT.to_string(),
                    bonus = DICE_BONUS.to_string()
                ),
            );
        }
        if let CastingTime::Rounds(0) = self.casting_time {
            say(
                "casting_time",
                crate::phrase!("diag-spell-casting-time-rounds-least-1"),
            );
        }
    }

    /// Its range against its target: personal for the caster and cones and lines, not touch for an area.
    fn range_problems(&self, out: &mut Problems) {
        let mut say = |field, message: crate::i18n::Phrase| out.push((field, message));
        match (self.range, self.target) {
            (SpellRange::RangedTouch(0) | SpellRange::Squares(0), _) => {
                say("range", crate::phrase!("diag-spell-range-least-1-square"))
            }
            (SpellRange::Personal, SpellTarget::Caster)
            | (SpellRange::Personal, SpellTarget::Area(Area::Cone(_) | Area::Line(_))) => {}
            (SpellRange::Personal, _) => say(
                "range",
                crate::phrase!("diag-spell-personal-range-caster-itself-cone-line"),
            ),
            (_, SpellTarget::Caster) => say(
                "range",
                crate::phrase!("diag-spell-spell-caster-has-personal-range"),
            ),
            (_, SpellTarget::Area(Area::Cone(_) | Area::Line(_))) => say(
                "range",
                crate::phrase!("diag-spell-cones-lines-start-caster-s-front"),
            ),
            (SpellRange::Touch | SpellRange::RangedTouch(_), SpellTarget::Area(_)) => say(
                "range",
                crate::phrase!("diag-spell-touch-spell-has-one-creature-as"),
            ),
            _ => {}
        }
    }

    /// Its area and range within the limits, and its name.
    fn size_problems(&self, out: &mut Problems) {
        if let SpellTarget::Area(Area::Cone(0) | Area::Line(0) | Area::Sphere(0) | Area::Cube(0)) =
            self.target
        {
            out.push(("target", crate::phrase!("diag-spell-area-least-1-square")));
        }
        use crate::limits::{CONE_LENGTH, CUBE_SIDE, LINE_LENGTH, RANGE, SPHERE_RADIUS};
        if let SpellTarget::Area(area) = self.target {
            let (size, most, what) = match area {
                Area::Sphere(r) => (r, SPHERE_RADIUS, crate::phrase!("diag-spell-sphere-radius")),
                Area::Cube(n) => (n, CUBE_SIDE, crate::phrase!("diag-spell-cube-side")),
                Area::Cone(n) => (n, CONE_LENGTH, crate::phrase!("diag-spell-cone-length")),
                Area::Line(n) => (n, LINE_LENGTH, crate::phrase!("diag-spell-line-length")),
            };
            if size > most {
                out.push((
                    "target",
                    crate::phrase!(
                        "diag-spell-area-too-large",
                        what = what,
                        most = most.to_string(),
                    ),
                ));
            }
        }
        if let SpellRange::RangedTouch(n) | SpellRange::Squares(n) = self.range
            && n > RANGE
        {
            out.push((
                "range",
                crate::phrase!("diag-data-range-most-squares", range = RANGE.to_string()),
            ));
        }
        if let Some(why) = crate::level::data::text_problem(&self.name, crate::limits::NAME_CHARS) {
            out.push(("name", why));
        }
    }

    /// Its casting time, duration, conditions and bonuses within the limits.
    fn limit_problems(&self, out: &mut Problems) {
        use crate::limits::{BONUS, ROUNDS};
        let too_long = |n: u32| n > ROUNDS;
        if let CastingTime::Rounds(n) = self.casting_time
            && too_long(n)
        {
            out.push((
                "casting_time",
                crate::phrase!(
                    "diag-spell-casting-time-most-rounds",
                    rounds = ROUNDS.to_string(),
                ),
            ));
        }
        if let SpellDuration::Rounds(n) = self.duration
            && too_long(n)
        {
            out.push((
                "duration",
                crate::phrase!(
                    "diag-spell-duration-most-rounds",
                    rounds = ROUNDS.to_string(),
                ),
            ));
        }
        for e in &self.effects {
            match e {
                SpellEffect::Condition {
                    rounds: Some(n), ..
                } if too_long(*n) => out.push((
                    "effects",
                    crate::phrase!(
                        "diag-spell-condition-lasts-most-rounds",
                        rounds = ROUNDS.to_string(),
                    ),
                )),
                SpellEffect::Bonus { amount, .. }
                    if amount.unsigned_abs() > BONUS.unsigned_abs() =>
                {
                    out.push((
                        "effects",
                        crate::phrase!(
                            "diag-data-bonus-most-either-way",
                            bonus = BONUS.to_string(),
                        ),
                    ))
                }
                _ => {}
            }
        }
    }

    /// What its duration allows: dispelling, a half save, lasting conditions and bonuses.
    fn duration_problems(&self, out: &mut Problems) {
        let mut say = |field, message: crate::i18n::Phrase| out.push((field, message));
        if let SpellDuration::Rounds(0) = self.duration {
            say(
                "duration",
                crate::phrase!("diag-spell-duration-rounds-least-1"),
            );
        }
        if self.dispellable && self.duration == SpellDuration::Instantaneous {
            say(
                "dispellable",
                crate::phrase!("diag-spell-instantaneous-spell-leaves-magic-dispel"),
            );
        }
        if let Some(save) = self.save
            && save.effect == SaveEffect::Half
            && !self
                .effects
                .iter()
                .any(|e| matches!(e, SpellEffect::Damage { .. }))
        {
            say(
                "save",
                crate::phrase!("diag-spell-half-only-halves-damage-this-spell"),
            );
        }
        for e in &self.effects {
            match e {
                SpellEffect::Condition {
                    rounds: Some(0), ..
                } => say(
                    "effects",
                    crate::phrase!("diag-spell-condition-lasts-least-1-round"),
                ),
                SpellEffect::Condition {
                    condition: ConditionId::Prone,
                    ..
                } => {}
                SpellEffect::Condition { rounds: None, .. } | SpellEffect::Bonus { .. }
                    if self.duration == SpellDuration::Instantaneous =>
                {
                    say(
                        "effects",
                        crate::phrase!("diag-spell-instantaneous-spell-s-condition-bonus-needs"),
                    )
                }
                _ => {}
            }
            if let SpellEffect::Bonus { amount: 0, .. } = e {
                say("effects", crate::phrase!("diag-spell-bonus-0-does-nothing"));
            }
        }
    }
}

/// What is wrong with a spell's data: the field, and why.
type Problems = Vec<(&'static str, crate::i18n::Phrase)>;

/// A spell a caster knows and how often a day it can cast it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct KnownSpell {
    pub spell: String,
    pub per_day: u32,
}

/// A creature's spellcasting.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Caster {
    pub level: u32,
    pub ability: CastingAbility,
    /// Total Magic Knowledge ("Conocimiento de magia") bonus.
    pub magic_knowledge: i32,
    /// Whether armour's arcane spell failure applies (the seed leaves it to each class).
    #[serde(default)]
    pub arcane: bool,
    pub spells: Vec<KnownSpell>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::level::GameData;

    fn book() -> Vec<Spell> {
        GameData::built_in()
            .expect("built-in data loads")
            .spells
            .into_values()
            .collect()
    }

    #[test]
    fn the_starter_spellbook_uses_every_range_kind_and_area_shape() {
        let book = book();
        assert!(book.len() >= 12, "{} spells", book.len());
        let has_range = |f: fn(SpellRange) -> bool| book.iter().any(|s| f(s.range));
        assert!(has_range(|r| r == SpellRange::Personal));
        assert!(has_range(|r| r == SpellRange::Touch));
        assert!(has_range(|r| matches!(r, SpellRange::RangedTouch(_))));
        assert!(has_range(|r| matches!(r, SpellRange::Squares(_))));
        let has_area = |f: fn(Area) -> bool| {
            book.iter()
                .any(|s| matches!(s.target, SpellTarget::Area(a) if f(a)))
        };
        assert!(has_area(|a| matches!(a, Area::Cone(_))));
        assert!(has_area(|a| matches!(a, Area::Line(_))));
        assert!(has_area(|a| matches!(a, Area::Sphere(_))));
        assert!(has_area(|a| matches!(a, Area::Cube(_))));
        let acid = book
            .iter()
            .find(|s| s.id == "acid_arrow")
            .expect("acid arrow");
        assert!(
            !acid.magic_resistance,
            "acid arrow ignores magic resistance"
        );
        let fireball = book.iter().find(|s| s.id == "fireball").expect("fireball");
        assert_eq!(
            fireball.save,
            Some(SpellSave {
                kind: SaveKind::Reflex,
                effect: SaveEffect::Half
            })
        );
        assert_eq!(fireball.target, SpellTarget::Area(Area::Sphere(4)));
    }

    #[test]
    fn the_readme_lists_every_spell() {
        let readme = include_str!("../../README.md");
        for s in book() {
            let row = format!("| {} | {} |", s.name, s.level);
            assert!(readme.contains(&row), "README lacks the row `{row}`");
        }
    }

    fn fireball() -> Spell {
        book()
            .into_iter()
            .find(|s| s.id == "fireball")
            .expect("fireball")
    }

    /// The fields `problems` blames after `edit`.
    fn blamed(edit: impl FnOnce(&mut Spell)) -> Vec<&'static str> {
        let mut s = fireball();
        edit(&mut s);
        s.problems().into_iter().map(|(f, _)| f).collect()
    }

    #[test]
    fn each_broken_spell_field_is_blamed() {
        assert!(blamed(|_| {}).is_empty());
        assert_eq!(blamed(|s| s.level = 10), ["level"]);
        assert_eq!(blamed(|s| s.effects.clear()), ["effects", "save"]);
        assert_eq!(
            blamed(|s| s.casting_time = CastingTime::Rounds(0)),
            ["casting_time"]
        );
        assert_eq!(blamed(|s| s.range = SpellRange::Squares(0)), ["range"]);
        assert_eq!(blamed(|s| s.range = SpellRange::Personal), ["range"]);
        assert_eq!(blamed(|s| s.range = SpellRange::Touch), ["range"]);
        assert_eq!(
            blamed(|s| s.target = SpellTarget::Area(Area::Cone(4))),
            ["range"]
        );
        assert_eq!(
            blamed(|s| s.target = SpellTarget::Area(Area::Sphere(0))),
            ["target"]
        );
        assert_eq!(blamed(|s| s.target = SpellTarget::Caster), ["range"]);
        assert_eq!(
            blamed(|s| s.duration = SpellDuration::Rounds(0)),
            ["duration"]
        );
        assert_eq!(blamed(|s| s.dispellable = true), ["dispellable"]);
        assert_eq!(
            blamed(|s| s.effects = vec![SpellEffect::Heal {
                hit_dice: 1,
                bonus: 0
            }]),
            ["save"]
        );
        let bonus = SpellEffect::Bonus {
            to: BonusTarget::Defense,
            kind: BonusKind::Deflection,
            amount: 2,
        };
        // An instantaneous spell cannot hand out a lasting bonus; one with a duration can.
        assert_eq!(blamed(|s| s.effects.push(bonus.clone())), ["effects"]);
        assert!(
            blamed(|s| {
                s.effects.push(bonus.clone());
                s.duration = SpellDuration::Rounds(3);
            })
            .is_empty()
        );
        let condition = |condition, rounds| SpellEffect::Condition { condition, rounds };
        assert_eq!(
            blamed(|s| s.effects.push(condition(ConditionId::Asleep, None))),
            ["effects"]
        );
        assert_eq!(
            blamed(|s| s.effects.push(condition(ConditionId::Asleep, Some(0)))),
            ["effects"]
        );
        assert!(blamed(|s| s.effects.push(condition(ConditionId::Asleep, Some(2)))).is_empty());
        // Prone lasts until the creature stands, so it needs no rounds.
        assert!(blamed(|s| s.effects.push(condition(ConditionId::Prone, None))).is_empty());
    }
}
