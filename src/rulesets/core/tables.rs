//! Core as the data layer sees it: the level fields only seeds 000 and 001 read, and a unit made
//! from the Core tables (`assets/data/`).

use crate::i18n::Phrase;
use crate::level::GameData;
use crate::level::locate::Seg;
use crate::level::schema::{Armor, Creature, Item, Level, RuleOptions, Shield, Weapon};
use crate::phrase;
use crate::rulesets::id::RulesetId;
use crate::rulesets::tables::{LevelRules, Report};
use std::collections::BTreeMap;

/// Seeds 000 and 001's face to the data layer.
pub struct CoreTables;

pub static CORE: CoreTables = CoreTables;

impl LevelRules for CoreTables {
    fn id(&self) -> RulesetId {
        RulesetId::Core
    }

    /// Seed 001's modules are Core's.
    fn plays_rule_modules(&self) -> bool {
        true
    }

    /// Seed 001, "Puntos de héroe": never renewed, so a campaign's hero starts with those it
    /// spent before taken off. A unit that spent any had some: its level's `hero_points:`, else
    /// the player character's one.
    fn points_spent_before(&self, unit: &mut crate::level::validate::ResolvedUnit, points: u32) {
        unit.hero_points = Some(unit.hero_points.unwrap_or(1).saturating_sub(points));
    }

    /// `rules:` (seed 001's modules) and a unit's own initiative, awareness, group and mount.
    /// Core's fields in a level of another ruleset, with what that ruleset does instead.
    fn foreign_fields(&self, level: &Level, report: Report) {
        let playing = crate::rulesets::tables::of(level.ruleset);
        if level.rules != RuleOptions::default() {
            report(
                &[Seg::Field("rules")],
                phrase!(
                    "diag-level-rules-are-core-s-options-seed",
                    why = playing.instead_of_core_field("rules")
                ),
            );
        }
        for (list, specs) in [("units", &level.units), ("reserve", &level.reserve)] {
            for (i, u) in specs.iter().enumerate() {
                let core_only = [
                    ("aware", !u.aware),
                    ("initiative", u.initiative.is_some()),
                    ("group", u.group.is_some()),
                    ("riding", u.riding.is_some()),
                    // Seed 000 counts missiles; a weapon of another ruleset may fire none.
                    ("ammunition", u.ammunition.is_some()),
                ];
                let foreign =
                    |(field, set): &(&str, bool)| *set && !playing.reads_core_field(field);
                for (field, _) in core_only.into_iter().filter(foreign) {
                    report(
                        &[Seg::Field(list), Seg::Index(i), Seg::Field(field)],
                        phrase!(
                            "diag-level-unit-core-field",
                            id = u.id.to_string(),
                            field = field.to_string(),
                            why = playing.instead_of_core_field(field),
                        ),
                    );
                }
            }
        }
    }

    fn set_aside(&self, level: &mut Level) {
        level.rules = RuleOptions::default();
        let keeps_aware = crate::rulesets::tables::of(level.ruleset).reads_core_field("aware");
        for u in level.units.iter_mut().chain(level.reserve.iter_mut()) {
            u.aware |= !keeps_aware;
            u.initiative = None;
            u.group = None;
            u.riding = None;
            u.ammunition = None;
        }
    }

    fn creature(&self, data: &GameData, id: &str) -> Option<Creature> {
        data.creatures.get(id).cloned()
    }

    fn known_ids(&self, data: &GameData, table: crate::rulesets::tables::Table) -> Vec<String> {
        use crate::rulesets::tables::Table;
        match table {
            Table::Creature => data.creatures.keys().cloned().collect(),
            Table::Armour => data.armor.keys().cloned().collect(),
            Table::Shield => data.shields.keys().cloned().collect(),
        }
    }

    fn unknown_creature(&self, unit: &str, creature: &str, hint: crate::i18n::Arg) -> Phrase {
        phrase!(
            "diag-level-unit-unknown-creature",
            id = unit.to_string(),
            c = creature.to_string(),
            hint = hint,
        )
    }

    fn creature_hint(&self, plays: RulesetId) -> Phrase {
        phrase!(
            "diag-level-hint-core-creature",
            plays = plays.name().to_string()
        )
    }

    fn weapons<'a>(&self, data: &'a GameData) -> &'a BTreeMap<String, Weapon> {
        &data.weapons
    }

    fn items<'a>(&self, data: &'a GameData) -> &'a BTreeMap<String, Item> {
        &data.items
    }

    fn knows_armour(&self, data: &GameData, id: &str) -> bool {
        data.armor.contains_key(id)
    }

    fn shared_armour(&self, data: &GameData, id: &str) -> Option<Armor> {
        data.armor.get(id).cloned()
    }

    fn shield(&self, data: &GameData, id: &str) -> Option<Shield> {
        data.shields.get(id).cloned()
    }

    /// Seed 000: at most the creature's maximum, and above minus its Constitution (dead there).
    fn hp_problem(&self, unit: &str, hp: i32, stats: &Creature) -> Option<Phrase> {
        let constitution = stats.abilities.constitution;
        (hp > stats.hp || hp <= constitution.saturating_neg()).then(|| {
            phrase!(
                "diag-level-unit-hp-must-most-maximum-above",
                id = unit.to_string(),
                hp = hp.to_string(),
                hp2 = stats.hp.to_string(),
                constitution = constitution.to_string(),
            )
        })
    }
}

/// Core's data files for the format's reference.
pub fn data_schemas(g: &mut schemars::SchemaGenerator) -> Vec<crate::rulesets::DataSchema> {
    use crate::level::reference::root;
    use crate::level::schema::*;
    vec![
        (
            "terrain.ron",
            "the terrain kinds",
            root::<Vec<TerrainKind>>(g),
        ),
        ("weapons.ron", "the weapons", root::<Vec<Weapon>>(g)),
        ("armor.ron", "the armours and shields", root::<ArmorFile>(g)),
        ("creatures.ron", "the creatures", root::<Vec<Creature>>(g)),
        ("items.ron", "the items", root::<Vec<Item>>(g)),
        (
            "spells.ron",
            "the spells",
            root::<Vec<crate::level::spells::Spell>>(g),
        ),
    ]
}
