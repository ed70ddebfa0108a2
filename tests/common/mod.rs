//! Helpers shared by the integration tests: small levels written inline, encounters with forced dice.
#![allow(dead_code)]

use leyendas::combat::{CombatEvent, Command, Encounter};
use leyendas::level::{GameData, LoadedLevel, load_level_str};
use leyendas::rules::grid::Pos;
use std::path::Path;

pub fn data() -> GameData {
    GameData::built_in().expect("the built-in data is valid")
}

/// A level with two sides, `a` and `b`, from map rows and unit lines.
pub fn level_src(map: &[&str], units: &[&str], rules: &str) -> String {
    let rows: Vec<String> = map.iter().map(|r| format!("\"{r}\"")).collect();
    format!(
        "Level(name: \"test\", rules: ({rules}), map: [{}], sides: [(id: \"a\", name: \"A\"), (id: \"b\", name: \"B\")], units: [{}])",
        rows.join(", "),
        units.join(", ")
    )
}

/// [`level_src`] on a hex board (`board: Hex`).
pub fn hex_level_src(map: &[&str], units: &[&str]) -> String {
    level_src(map, units, "").replacen("map: [", "board: Hex, map: [", 1)
}

/// An encounter on a hex board, dice forced to `rolls`, started.
pub fn hex_fight(map: &[&str], units: &[&str], rolls: &[u32]) -> (Encounter, Vec<CombatEvent>) {
    let level = load(&hex_level_src(map, units));
    let mut e = Encounter::new(&level, 1);
    e.force_rolls(rolls.iter().copied());
    let events = e.start();
    (e, events)
}

pub fn load(src: &str) -> LoadedLevel {
    load_with(src, &data())
}

/// [`load`] against `data`: the shipped data as a test changed it.
pub fn load_with(src: &str, data: &GameData) -> LoadedLevel {
    match load_level_str(Path::new("test.ron"), src, data) {
        Ok(l) => l,
        Err(d) => panic!("test level invalid: {d:?}"),
    }
}

/// An encounter on `map` with `units`, read against `data`, started.
pub fn fight_on_data(data: &GameData, map: &[&str], units: &[&str]) -> Encounter {
    let level = load_with(&level_src(map, units, ""), data);
    let mut e = Encounter::new(&level, 1);
    e.start();
    e
}

/// The built-in data with the sorcerer's first known spell swapped for `spell`.
pub fn data_with_sorcerer_knowing(spell: &str) -> GameData {
    let mut data = data();
    let sorcerer = data.creatures.get_mut("human_sorcerer").expect("sorcerer");
    sorcerer.caster.as_mut().expect("a caster").spells[0].spell = spell.into();
    data
}

/// `unit` casts `spell` at the creature `target`.
pub fn cast_on(unit: &str, spell: &str, target: &str, defensively: bool) -> Command {
    Command::Cast {
        unit: unit.into(),
        spell: spell.into(),
        target: Some(target.into()),
        at: None,
        facing: None,
        defensively,
    }
}

/// An encounter on `map` with `units`, dice forced to `rolls`, started.
pub fn fight(map: &[&str], units: &[&str], rolls: &[u32]) -> (Encounter, Vec<CombatEvent>) {
    fight_with_rules(map, units, "", rolls)
}

pub fn fight_with_rules(
    map: &[&str],
    units: &[&str],
    rules: &str,
    rolls: &[u32],
) -> (Encounter, Vec<CombatEvent>) {
    let level = load(&level_src(map, units, rules));
    let mut e = Encounter::new(&level, 1);
    e.force_rolls(rolls.iter().copied());
    let events = e.start();
    (e, events)
}

pub const OPEN: [&str; 7] = [
    "..........",
    "..........",
    "..........",
    "..........",
    "..........",
    "..........",
    "..........",
];

pub fn move_to(unit: &str, x: i32, y: i32) -> Command {
    Command::Move {
        unit: unit.into(),
        to: Some(Pos::new(x, y)),
        path: None,
        draw: None,
    }
}

pub fn move_path(unit: &str, path: &[(i32, i32)]) -> Command {
    Command::Move {
        unit: unit.into(),
        to: None,
        path: Some(path.iter().map(|&(x, y)| Pos::new(x, y)).collect()),
        draw: None,
    }
}

pub fn attack(unit: &str, target: &str) -> Command {
    Command::Attack {
        unit: unit.into(),
        target: target.into(),
        weapon: None,
        manner: None,
    }
}

pub fn attack_with(unit: &str, target: &str, weapon: &str) -> Command {
    Command::Attack {
        unit: unit.into(),
        target: target.into(),
        weapon: Some(weapon.into()),
        manner: None,
    }
}

pub fn end_turn(unit: &str) -> Command {
    Command::EndTurn { unit: unit.into() }
}

/// Ends every turn until `unit`'s comes.
pub fn end_turns_until(enc: &mut Encounter, unit: &str) {
    while enc.current_unit().as_deref() != Some(unit) {
        let other = enc.current_unit().unwrap();
        enc.submit(end_turn(&other));
    }
}

pub fn rejection(events: &[CombatEvent]) -> Option<String> {
    events.iter().find_map(|e| match e {
        CombatEvent::Rejected { reason, .. } => Some(reason.in_lang(leyendas::i18n::Lang::En)),
        _ => None,
    })
}

/// The Defense each attack in `events` was rolled against.
pub fn defenses(events: &[CombatEvent]) -> Vec<i32> {
    events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Attack { defense, .. } => Some(*defense),
            _ => None,
        })
        .collect()
}

pub fn attacks(events: &[CombatEvent]) -> Vec<&CombatEvent> {
    events
        .iter()
        .filter(|e| matches!(e, CombatEvent::Attack { .. }))
        .collect()
}

pub fn turns(events: &[CombatEvent]) -> Vec<String> {
    events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Turn { unit } => Some(unit.clone()),
            _ => None,
        })
        .collect()
}

pub fn steps(events: &[CombatEvent]) -> Vec<(Pos, Pos, u32)> {
    events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Step { from, to, cost, .. } => Some((*from, *to, *cost)),
            _ => None,
        })
        .collect()
}

pub fn damage_amounts(events: &[CombatEvent]) -> Vec<(String, i32, i32)> {
    events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Damage {
                target, amount, hp, ..
            } => Some((target.clone(), *amount, *hp)),
            _ => None,
        })
        .collect()
}

/// Two creatures still in the fight on one square (a rider rides with its mount, and is not
/// counted), named, if there are any.
pub fn shared_square(world: &bevy::prelude::World) -> Option<String> {
    use leyendas::combat::components::{Health, Position, Riding, UnitId};
    let mut seen: std::collections::BTreeMap<Pos, &str> = Default::default();
    for e in leyendas::combat::reads::roster_entities(world) {
        let (Some(at), Some(health), Some(id)) = (
            world.get::<Position>(e),
            world.get::<Health>(e),
            world.get::<UnitId>(e),
        ) else {
            continue;
        };
        if health.state == leyendas::rules::health::HealthState::Dead
            || world.get::<Riding>(e).is_some()
        {
            continue;
        }
        if let Some(other) = seen.insert(at.0, &id.0) {
            return Some(format!("{other} and {} share {}", id.0, at.0));
        }
    }
    None
}

/// The `leyendas` binary, run from the project's folder as a user would, speaking English
/// whatever the machine's locale or the player's settings: the tests read its English texts.
pub fn binary() -> std::process::Command {
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_leyendas"));
    command
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("LC_ALL", "C")
        .env("LANG", "C")
        .env(
            "XDG_CONFIG_HOME",
            std::env::temp_dir().join("leyendas-tests-no-settings"),
        )
        .env(
            "XDG_DATA_HOME",
            std::env::temp_dir().join("leyendas-tests-no-data"),
        );
    command
}

/// The labels of the action bar for `unit`'s turn in a fight of `units` on the open map.
pub fn bar_labels(units: &[&str], unit: &str) -> Vec<String> {
    let (enc, _) = fight(&OPEN, units, &[]);
    let e = enc.entity(unit).expect("the unit");
    let bindings = leyendas::input::Bindings::default();
    leyendas::ui::actions::bar_entries(enc.world(), e, &bindings)
        .into_iter()
        .map(|entry| entry.label)
        .collect()
}

/// Whether `unit` holds `c` among its own conditions.
pub fn has_condition(enc: &Encounter, unit: &str, c: leyendas::combat::Condition) -> bool {
    let e = enc.entity(unit).expect("unit");
    enc.world()
        .get::<leyendas::combat::Conditions>(e)
        .is_some_and(|cs| cs.0.contains(&c))
}

/// Each miss chance terrain gave: the terrain's name, the d100, the chance and whether it missed.
pub fn terrain_misses(events: &[CombatEvent]) -> Vec<(String, u32, u32, bool)> {
    events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::MissChance {
                terrain: Some(terrain),
                roll,
                percent,
                missed,
                ..
            } => Some((terrain.clone(), *roll, *percent, *missed)),
            _ => None,
        })
        .collect()
}
