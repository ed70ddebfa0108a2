//! OSR as the data layer sees it: the level fields only seed 002 reads, and a unit made from the
//! OSR tables (`assets/rulesets/osr/`).

use crate::i18n::Phrase;
use crate::level::GameData;
use crate::level::locate::Seg;
use crate::level::schema::{Armor, Creature, Item, Level, Shield, UnitSpec, Weapon};
use crate::phrase;
use crate::rulesets::id::RulesetId;
use crate::rulesets::tables::{LevelRules, Report, UnitSheet};
use std::collections::BTreeMap;

/// Seed 002's face to the data layer.
pub struct OsrTables;

pub static OSR: OsrTables = OsrTables;

impl LevelRules for OsrTables {
    fn id(&self) -> RulesetId {
        RulesetId::Osr
    }

    /// Seed 002's ways for what Core sets by these fields.
    fn instead_of_core_field(&self, field: &str) -> Phrase {
        match field {
            "rules" => phrase!("diag-osr-instead-of-rules"),
            "aware" => phrase!("diag-osr-instead-of-aware"),
            "initiative" | "group" => phrase!("diag-osr-instead-of-initiative"),
            "ammunition" => phrase!("diag-osr-instead-of-ammunition"),
            _ => phrase!("diag-osr-instead-of-riding"),
        }
    }

    fn foreign_fields(&self, level: &Level, report: Report) {
        let only_osr = |what: crate::i18n::Arg| {
            phrase!(
                "diag-level-only-osr",
                what = what,
                ruleset = level.ruleset.name().to_string(),
            )
        };
        for (field, set) in [
            ("osr", level.osr.is_some()),
            ("surprise", level.surprise.is_some()),
            ("exits", !level.exits.is_empty()),
        ] {
            if set {
                report(&[Seg::Field(field)], only_osr(format!("`{field}:`").into()));
            }
        }
        for (i, s) in level.sides.iter().enumerate() {
            for (field, set) in [("role", s.role.is_some()), ("morale", s.morale.is_some())] {
                if set {
                    let what = phrase!(
                        "diag-level-side-osr-field",
                        id = s.id.to_string(),
                        field = field.to_string()
                    );
                    report(
                        &[Seg::Field("sides"), Seg::Index(i), Seg::Field(field)],
                        only_osr(what.into()),
                    );
                }
            }
        }
        for (list, specs) in [("units", &level.units), ("reserve", &level.reserve)] {
            for (i, u) in specs.iter().enumerate().filter(|(_, u)| u.leader) {
                let what = phrase!("diag-level-unit-leader", id = u.id.to_string());
                report(
                    &[Seg::Field(list), Seg::Index(i), Seg::Field("leader")],
                    only_osr(what.into()),
                );
            }
        }
        for (i, t) in level.triggers.iter().enumerate() {
            for (n, then) in t.then.iter().enumerate() {
                if matches!(then, crate::level::schema::Then::MoraleCheck(_)) {
                    let at = [
                        Seg::Field("triggers"),
                        Seg::Index(i),
                        Seg::Field("then"),
                        Seg::Index(n),
                    ];
                    let what = phrase!("diag-level-trigger-moralecheck", i = i.to_string());
                    report(&at, only_osr(what.into()));
                }
            }
        }
    }

    fn set_aside(&self, level: &mut Level) {
        level.osr = None;
        level.surprise = None;
        level.exits.clear();
        for side in &mut level.sides {
            side.role = None;
            side.morale = None;
        }
        for u in level.units.iter_mut().chain(level.reserve.iter_mut()) {
            u.leader = false;
        }
        for t in &mut level.triggers {
            t.then
                .retain(|then| !matches!(then, crate::level::schema::Then::MoraleCheck(_)));
        }
    }

    /// The ambushing side must exist; a side's morale is a 2d6 target (2 to 12).
    fn check_level(&self, level: &Level, report: Report) {
        if let Some(s) = &level.surprise
            && !level.sides.iter().any(|x| x.id == s.side)
        {
            report(
                &[Seg::Field("surprise"), Seg::Field("side")],
                crate::level::diagnostics::unknown_id(
                    phrase!(
                        "diag-level-surprise-unknown-side",
                        side = s.side.to_string()
                    ),
                    &s.side,
                    &level
                        .sides
                        .iter()
                        .map(|x| x.id.as_str())
                        .collect::<Vec<_>>(),
                ),
            );
        }
        for (i, s) in level.sides.iter().enumerate() {
            if let Some(m) = s.morale.filter(|m| !(2..=12).contains(m)) {
                report(
                    &[Seg::Field("sides"), Seg::Index(i), Seg::Field("morale")],
                    phrase!(
                        "diag-level-side-morale-runs-from-2-12",
                        id = s.id.to_string(),
                        m = m.to_string(),
                    ),
                );
            }
        }
    }

    fn creature(&self, data: &GameData, id: &str) -> Option<Creature> {
        data.rulesets.osr.creature(id).map(|c| c.shared_shape())
    }

    fn known_ids(&self, data: &GameData, table: crate::rulesets::tables::Table) -> Vec<String> {
        use crate::rulesets::tables::Table;
        let osr = &data.rulesets.osr;
        match table {
            Table::Creature => osr
                .creatures
                .iter()
                .flat_map(|(id, c)| std::iter::once(id).chain(&c.also))
                .cloned()
                .collect(),
            Table::Armour => osr.armor.keys().cloned().collect(),
            Table::Shield => osr.shields.keys().cloned().collect(),
        }
    }

    fn unknown_creature(&self, unit: &str, creature: &str, hint: crate::i18n::Arg) -> Phrase {
        phrase!(
            "diag-level-unit-unknown-osr-creature-assets-rulesets",
            id = unit.to_string(),
            c = creature.to_string(),
            hint = hint,
        )
    }

    fn creature_hint(&self, plays: RulesetId) -> Phrase {
        phrase!(
            "diag-level-hint-osr-creature",
            plays = plays.name().to_string()
        )
    }

    /// Seed 002's creatures carry numbers the shared shape has no room for.
    fn refuses_inline_stats(&self, unit: &str) -> Option<Phrase> {
        Some(phrase!(
            "diag-level-unit-osr-unit-names-creature-from",
            id = unit.to_string()
        ))
    }

    fn weapons<'a>(&self, data: &'a GameData) -> &'a BTreeMap<String, Weapon> {
        &data.rulesets.osr.weapons
    }

    /// Seed 002's improvised weapons need the Strength of their row.
    fn weapon_problem(&self, data: &GameData, kind: &str, weapon: &Weapon) -> Option<Phrase> {
        let strength = data.rulesets.osr.creature(kind)?.attributes.strength;
        super::data::too_weak_for(weapon, strength)
    }

    fn items<'a>(&self, data: &'a GameData) -> &'a BTreeMap<String, Item> {
        &data.rulesets.osr.items
    }

    fn knows_armour(&self, data: &GameData, id: &str) -> bool {
        data.rulesets.osr.armor.contains_key(id)
    }

    /// OSR armour is Blindaje on the unit's own sheet, not Core's Defense.
    fn shared_armour(&self, _data: &GameData, _id: &str) -> Option<Armor> {
        None
    }

    fn shield(&self, data: &GameData, id: &str) -> Option<Shield> {
        data.rulesets.osr.shields.get(id).map(|s| s.shared_shield())
    }

    /// Seed 002: a unit starts with 1 to its full Salud.
    fn hp_problem(&self, unit: &str, hp: i32, stats: &Creature) -> Option<Phrase> {
        (hp > stats.hp || hp < 1).then(|| {
            phrase!(
                "diag-level-unit-hp-must-from-1-salud",
                id = unit.to_string(),
                hp = hp.to_string(),
                hp2 = stats.hp.to_string(),
            )
        })
    }

    fn sheet(
        &self,
        data: &GameData,
        spec: &UnitSpec,
        kind: &str,
        (armour, shield): (Option<&str>, Option<&str>),
    ) -> Option<UnitSheet> {
        let osr = &data.rulesets.osr;
        let c = osr.creature(kind)?;
        Some(UnitSheet::Osr(Box::new(super::data::OsrUnit {
            attributes: c.attributes,
            level: c.level,
            blindaje: c.blindaje,
            potencia: c.potencia,
            morale: c.morale,
            hard_to_surprise: c.hard_to_surprise,
            medical_kit: c.medical_kit,
            armour: armour.and_then(|a| osr.armor.get(a)).cloned(),
            shield: shield.and_then(|s| osr.shields.get(s)).cloned(),
            unarmed: osr.unarmed_damage(c.attributes.strength),
            leader: spec.leader,
            // A level that lists the unit's items packs them all.
            at_hand: if spec.items.is_some() {
                Vec::new()
            } else {
                c.at_hand.clone()
            },
            casting: c
                .occupation
                .as_ref()
                .and_then(|o| osr.occupations.get(o))
                .and_then(|o| o.casting)
                .filter(|_| !c.powers.is_empty()),
            powers: c
                .powers
                .iter()
                .filter_map(|p| osr.powers.get(p).cloned())
                .collect(),
        })))
    }
}

/// Seed 002's data files for the format's reference.
pub fn data_schemas(g: &mut schemars::SchemaGenerator) -> Vec<crate::rulesets::DataSchema> {
    use super::data::*;
    use crate::level::reference::root;
    vec![
        (
            "creatures.ron",
            "OSR (seed 002): the creatures",
            root::<Vec<OsrCreature>>(g),
        ),
        ("weapons.ron", "OSR: the weapons", root::<OsrWeaponFile>(g)),
        (
            "armor.ron",
            "OSR: the armours and shields",
            root::<OsrArmourFile>(g),
        ),
        (
            "powers.ron",
            "OSR: the occupations and powers",
            root::<OsrPowerFile>(g),
        ),
        (
            "items.ron",
            "OSR: the objects",
            root::<Vec<crate::level::schema::Item>>(g),
        ),
    ]
}
