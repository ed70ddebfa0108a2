//! WFRP as the data layer sees it: a unit made from seed 003's tables (`assets/rulesets/wfrp/`).
//! It reads no level field of its own yet.

use super::WfrpUnit;
use crate::i18n::Phrase;
use crate::level::GameData;
use crate::level::schema::{Armor, Creature, Item, Level, Shield, UnitSpec, Weapon};
use crate::phrase;
use crate::rulesets::id::RulesetId;
use crate::rulesets::tables::{LevelRules, Report, UnitSheet};
use std::collections::BTreeMap;

/// Seed 003's face to the data layer.
pub struct WfrpTables;

pub static WFRP: WfrpTables = WfrpTables;

impl LevelRules for WfrpTables {
    fn id(&self) -> RulesetId {
        RulesetId::Wfrp
    }

    /// It has no fields of its own yet.
    fn foreign_fields(&self, _level: &Level, _report: Report) {}

    /// Seed 003, "Puntos de Destino": spent, they are lost for good (its Fortune follows the
    /// Fate it has left, when the creature gives it none of its own).
    fn points_spent_before(&self, unit: &mut crate::level::validate::ResolvedUnit, points: u32) {
        if let Some(UnitSheet::Wfrp(unit)) = unit.sheet.as_mut() {
            unit.profile.fate = unit.profile.fate.saturating_sub(points);
        }
    }

    /// A unit's `aware: false` says it is surprised (seed 003, "Tercer paso").
    fn reads_core_field(&self, field: &str) -> bool {
        field == "aware"
    }

    fn creature(&self, data: &GameData, id: &str) -> Option<Creature> {
        data.rulesets.wfrp.creature(id).map(|c| c.shared_shape())
    }

    fn known_ids(&self, data: &GameData, table: crate::rulesets::tables::Table) -> Vec<String> {
        use crate::rulesets::tables::Table;
        let wfrp = &data.rulesets.wfrp;
        match table {
            Table::Creature => wfrp
                .creatures
                .iter()
                .flat_map(|(id, c)| std::iter::once(id).chain(&c.also))
                .cloned()
                .collect(),
            Table::Armour => wfrp.armour.keys().cloned().collect(),
            Table::Shield => wfrp.shields.keys().cloned().collect(),
        }
    }

    fn unknown_creature(&self, unit: &str, creature: &str, hint: crate::i18n::Arg) -> Phrase {
        phrase!(
            "diag-level-unit-unknown-wfrp-creature",
            id = unit.to_string(),
            c = creature.to_string(),
            hint = hint,
        )
    }

    fn creature_hint(&self, plays: RulesetId) -> Phrase {
        phrase!(
            "diag-level-hint-wfrp-creature",
            plays = plays.name().to_string()
        )
    }

    /// A profile has more numbers than the shared shape holds.
    fn refuses_inline_stats(&self, unit: &str) -> Option<Phrase> {
        Some(phrase!(
            "diag-level-unit-wfrp-unit-names-creature",
            id = unit.to_string()
        ))
    }

    fn weapons<'a>(&self, data: &'a GameData) -> &'a BTreeMap<String, Weapon> {
        &data.rulesets.wfrp.weapons
    }

    fn items<'a>(&self, data: &'a GameData) -> &'a BTreeMap<String, Item> {
        &data.rulesets.wfrp.items
    }

    fn knows_armour(&self, data: &GameData, id: &str) -> bool {
        data.rulesets.wfrp.armour.contains_key(id)
    }

    /// WFRP armour is points by location on the unit's own sheet, not Core's Defense.
    fn shared_armour(&self, _data: &GameData, _id: &str) -> Option<Armor> {
        None
    }

    fn shield(&self, data: &GameData, id: &str) -> Option<Shield> {
        data.rulesets
            .wfrp
            .shields
            .get(id)
            .map(|s| s.shared_shield())
    }

    /// Seed 003: from 1 Wound to the creature's whole Wounds.
    fn hp_problem(&self, unit: &str, hp: i32, stats: &Creature) -> Option<Phrase> {
        (hp > stats.hp || hp < 1).then(|| {
            phrase!(
                "diag-level-unit-wfrp-wounds",
                id = unit.to_string(),
                hp = hp.to_string(),
                most = stats.hp.to_string(),
            )
        })
    }

    fn sheet(
        &self,
        data: &GameData,
        _spec: &UnitSpec,
        kind: &str,
        (armour, shield): (Option<&str>, Option<&str>),
    ) -> Option<UnitSheet> {
        let wfrp = &data.rulesets.wfrp;
        let c = wfrp.creature(kind)?;
        let armour = armour
            .and_then(|a| wfrp.armour.get(a))
            .map(|a| a.points.clone())
            .unwrap_or_default();
        let locations = wfrp.locations.get(&c.locations)?.clone();
        Some(UnitSheet::Wfrp(Box::new(WfrpUnit {
            profile: c.profile,
            dodge: c.dodge,
            fortune: c.fortune,
            mean_armour: super::strike::mean_armour(&armour, &locations),
            armour,
            shield: shield.is_some_and(|s| wfrp.shields.contains_key(s)),
            locations,
            criticals: wfrp.criticals.clone(),
            weapons: wfrp.weapon_sheets.clone(),
            spells: c
                .spells
                .iter()
                .filter_map(|s| wfrp.spells.get(s).cloned())
                .collect(),
        })))
    }
}

/// Seed 003's data files for the format's reference.
pub fn data_schemas(g: &mut schemars::SchemaGenerator) -> Vec<crate::rulesets::DataSchema> {
    use super::data::*;
    use crate::level::reference::root;
    vec![
        (
            "creatures.ron",
            "WFRP (seed 003): the creatures",
            root::<Vec<WfrpCreature>>(g),
        ),
        (
            "weapons.ron",
            "WFRP: the weapons",
            root::<Vec<WfrpWeapon>>(g),
        ),
        (
            "armour.ron",
            "WFRP: the armour and shields",
            root::<ArmourFile>(g),
        ),
        (
            "hit_locations.ron",
            "WFRP: the hit location tables",
            root::<Vec<LocationTable>>(g),
        ),
        (
            "criticals.ron",
            "WFRP: the critical hits",
            root::<Vec<super::criticals::CriticalRow>>(g),
        ),
        (
            "spells.ron",
            "WFRP: the spells",
            root::<Vec<super::spells::WfrpSpell>>(g),
        ),
    ]
}
