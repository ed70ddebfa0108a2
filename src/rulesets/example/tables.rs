//! The example ruleset as the data layer sees it: Core's tables, and no level field of its own.

use crate::i18n::Phrase;
use crate::level::GameData;
use crate::level::schema::{Armor, Creature, Item, Level, Shield, Weapon};
use crate::rulesets::id::RulesetId;
use crate::rulesets::tables::{LevelRules, Report};
use std::collections::BTreeMap;

/// Its face to the data layer: Core's creatures and gear, read as Core reads them.
pub struct ExampleTables;

pub static EXAMPLE: ExampleTables = ExampleTables;

/// Core's face, which this one reads its tables through.
fn core() -> &'static dyn LevelRules {
    &crate::rulesets::core::tables::CORE
}

impl LevelRules for ExampleTables {
    fn id(&self) -> RulesetId {
        RulesetId::Example
    }

    /// It has no fields of its own.
    fn foreign_fields(&self, _level: &Level, _report: Report) {}

    fn creature(&self, data: &GameData, id: &str) -> Option<Creature> {
        core().creature(data, id)
    }

    fn known_ids(&self, data: &GameData, table: crate::rulesets::tables::Table) -> Vec<String> {
        core().known_ids(data, table)
    }

    fn unknown_creature(&self, unit: &str, creature: &str, hint: crate::i18n::Arg) -> Phrase {
        core().unknown_creature(unit, creature, hint)
    }

    /// Its creatures are Core's: the hint Core gives.
    fn creature_hint(&self, plays: RulesetId) -> Phrase {
        core().creature_hint(plays)
    }

    fn weapons<'a>(&self, data: &'a GameData) -> &'a BTreeMap<String, Weapon> {
        core().weapons(data)
    }

    fn items<'a>(&self, data: &'a GameData) -> &'a BTreeMap<String, Item> {
        core().items(data)
    }

    fn knows_armour(&self, data: &GameData, id: &str) -> bool {
        core().knows_armour(data, id)
    }

    fn shared_armour(&self, data: &GameData, id: &str) -> Option<Armor> {
        core().shared_armour(data, id)
    }

    fn shield(&self, data: &GameData, id: &str) -> Option<Shield> {
        core().shield(data, id)
    }

    /// From 1 to the creature's maximum (nobody starts dead).
    fn hp_problem(&self, unit: &str, hp: i32, stats: &Creature) -> Option<Phrase> {
        (hp > stats.hp || hp < 1).then(|| {
            crate::phrase!(
                "example-diag-hp",
                id = unit.to_string(),
                hp = hp.to_string(),
                most = stats.hp.to_string(),
            )
        })
    }
}
