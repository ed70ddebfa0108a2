//! Seed 003's spells (`assets/rulesets/wfrp/spells.ron`), written for this game: the seed names
//! none, only that a casting takes an action that varies with the spell and may last several
//! rounds. Each spell has a casting number the casting roll must reach (see `magic`), a casting
//! time, a reach, whom it is aimed at, and one effect.

use super::data::{Text, problem};
use crate::i18n::Phrase;
use crate::level::diagnostics::Diagnostic;
use crate::level::locate::Seg;
use crate::level::spells::{
    CastingTime, School, Spell, SpellDuration, SpellEffect, SpellRange, SpellTarget,
};
use crate::rules::economy::ActionCost;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// How long casting takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub enum CastTime {
    Half,
    Full,
    /// An extended casting: a full action on each of this many rounds, the roll after the last.
    Rounds(u32),
}

/// How far a spell reaches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub enum Reach {
    /// The caster itself.
    Caster,
    /// A creature beside the caster.
    Touch,
    /// Up to this many squares, in sight.
    Squares(u32),
}

/// What a spell does to each creature it reaches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub enum SpellDoes {
    /// A bolt that strikes as a blow with this damage: 1d10 + it, where a d100 says, less
    /// Toughness Bonus and armour; it needs no test to hit, and nobody parries or dodges it.
    Bolt(i32),
    /// Wounds back: 1d10, never above the creature's Wounds.
    Heal,
    /// This many armour points more on every place, for this many rounds.
    Ward { points: i32, rounds: u32 },
}

/// A spell (`spells.ron`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct WfrpSpell {
    pub id: String,
    pub name: String,
    /// Its icon in the action bar (a file `assets/icons/NAME.png`).
    #[serde(default)]
    pub icon: Option<String>,
    /// What the casting roll must reach.
    pub casting_number: u32,
    pub time: CastTime,
    pub reach: Reach,
    /// One creature, the caster, or every creature in an area (`Area(Sphere(1))`).
    pub target: SpellTarget,
    pub does: SpellDoes,
}

impl WfrpSpell {
    /// The spell as the shared casting code aims it and the AI weighs it: range in squares,
    /// the area, the casting time, and its effect in the shared words (a ward as a bonus to
    /// defence, which WFRP reads as armour points).
    pub fn shared_shape(&self) -> Spell {
        let range = match self.reach {
            Reach::Caster => SpellRange::Personal,
            Reach::Touch => SpellRange::Touch,
            Reach::Squares(n) => SpellRange::Squares(n),
        };
        let casting_time = match self.time {
            CastTime::Half => CastingTime::Action(ActionCost::Move),
            CastTime::Full => CastingTime::Action(ActionCost::FullRound),
            CastTime::Rounds(n) => CastingTime::Rounds(n),
        };
        let effect = match self.does {
            SpellDoes::Bolt(damage) => SpellEffect::Damage {
                dice: crate::rules::dice::DiceExpr::new(1, 10, damage),
                kind: crate::rules::damage::DamageType::Fire,
            },
            SpellDoes::Heal => SpellEffect::HealDice {
                dice: crate::rules::dice::DiceExpr::new(1, 10, 0),
            },
            SpellDoes::Ward { points, .. } => SpellEffect::Bonus {
                to: crate::level::spells::BonusTarget::Defense,
                kind: crate::rules::defense::BonusKind::Deflection,
                amount: points,
            },
        };
        let duration = match self.does {
            SpellDoes::Ward { rounds, .. } => SpellDuration::Rounds(rounds),
            _ => SpellDuration::Instantaneous,
        };
        Spell {
            id: self.id.clone(),
            name: self.name.clone(),
            icon: self.icon.clone(),
            school: School::Evocation,
            level: 0,
            classes: Vec::new(),
            casting_time,
            // Seed 003 asks for no free hand and no words.
            components: Vec::new(),
            range,
            target: self.target,
            duration,
            dispellable: false,
            save: None,
            magic_resistance: false,
            power: false,
            effects: vec![effect],
        }
    }
}

/// Reads `spells.ron`: names, casting numbers from 1 to 50, extended castings of 2 rounds or
/// more, reaches within the board's limits; the spells by id.
pub fn read(file: &Text, errors: &mut Vec<Diagnostic>) -> Option<BTreeMap<String, WfrpSpell>> {
    use crate::level::data::index;
    let list = match crate::level::diagnostics::parse_ron::<Vec<WfrpSpell>>(&file.0, &file.1) {
        Ok(list) => list,
        Err(d) => {
            errors.push(d);
            return None;
        }
    };
    for (i, s) in list.iter().enumerate() {
        for (field, message) in spell_problems(s) {
            let message = crate::phrase!(
                "diag-wfrp-spell-problem",
                id = s.id.to_string(),
                message = message,
            );
            problem(errors, file, &[Seg::Index(i), Seg::Field(field)], message);
        }
    }
    Some(index(list, |s| &s.id, file, &[], errors, "spell"))
}

/// What is wrong with one spell: the field, and why.
fn spell_problems(s: &WfrpSpell) -> Vec<(&'static str, Phrase)> {
    use crate::limits::{NAME_CHARS, RANGE, ROUNDS};
    let mut found = Vec::new();
    if let Some(why) = crate::level::data::text_problem(&s.name, NAME_CHARS) {
        found.push(("name", why));
    }
    if !(1..=50).contains(&s.casting_number) {
        found.push(("casting_number", crate::phrase!("diag-wfrp-spell-number")));
    }
    if let CastTime::Rounds(n) = s.time
        && !(2..=ROUNDS).contains(&n)
    {
        found.push(("time", crate::phrase!("diag-wfrp-spell-rounds")));
    }
    if let Reach::Squares(n) = s.reach
        && !(1..=RANGE).contains(&n)
    {
        found.push((
            "reach",
            crate::phrase!("diag-wfrp-spell-reach", most = RANGE.to_string()),
        ));
    }
    let aimed_at_self = s.target == SpellTarget::Caster;
    if aimed_at_self != (s.reach == Reach::Caster) {
        found.push(("target", crate::phrase!("diag-wfrp-spell-caster-reach")));
    }
    if let SpellDoes::Ward { points, rounds } = s.does
        && (!(1..=10).contains(&points) || !(1..=ROUNDS).contains(&rounds))
    {
        found.push(("does", crate::phrase!("diag-wfrp-spell-ward")));
    }
    found
}
