//! Seed 001's energy drain ("Energía consumida"): negative levels from a wight's slam or the
//! enervation ray, −1 to attacks, saves and checks and 5 hit points each, and death at as many
//! levels as hit dice. Stat lines (assets/data): the wight has BAB 3, Str 12 (+1), a 1d4 draining
//! slam and 4 hit dice; the fighter Defense 18, 22 hit points, 3 hit dice (a d10 at its most and
//! two at 5.5); the goblin Defense 16, 6 hit points, 1 hit die (a d6 at its most).

mod common;

use common::*;
use leyendas::combat::{CombatEvent, Encounter};
use leyendas::rules::condition_table::Target;
use leyendas::rules::health::HealthState;

/// The wight w acts first, beside the fighter f; the goblin g stands apart.
fn wight_and_fighter() -> Encounter {
    fight(
        &OPEN,
        &[
            r#"(id: "w", side: "b", at: (4, 3), creature: "wight", initiative: 20)"#,
            r#"(id: "f", side: "a", at: (3, 3), creature: "human_fighter", initiative: 10)"#,
            r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", initiative: 5)"#,
        ],
        &[],
    )
    .0
}

fn levels_gained(events: &[CombatEvent]) -> Vec<(String, u32, u32)> {
    events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::NegativeLevels {
                unit,
                levels,
                total,
                ..
            } => Some((unit.clone(), *levels, *total)),
            _ => None,
        })
        .collect()
}

fn negative_level_terms(enc: &Encounter, unit: &str, to: Target) -> i32 {
    let e = enc.entity(unit).expect("unit");
    leyendas::combat::reads::conditions_of(enc.world(), e).total(to)
}

#[test]
fn a_draining_slam_leaves_a_negative_level_of_minus_one_and_five_hit_points() {
    let mut enc = wight_and_fighter();
    // 15 + 4 = 19 hits Defense 18; 1d4 = 2 + Str 1 = 3; then the level: 5 more.
    enc.force_rolls([15, 2]);
    let ev = enc.submit(attack("w", "f"));
    assert_eq!(levels_gained(&ev), [("f".into(), 1, 1)]);
    let lost: Vec<(String, i32, i32)> = damage_amounts(&ev);
    assert_eq!(lost, [("f".into(), 3, 19), ("f".into(), 5, 14)]);
    assert_eq!(negative_level_terms(&enc, "f", Target::Attack), -1);
    assert_eq!(negative_level_terms(&enc, "f", Target::Saves), -1);
    assert_eq!(negative_level_terms(&enc, "f", Target::Checks), -1);
    // The fighter's own blow: 10 + BAB 3 + Str 3 − 1.
    enc.submit(end_turn("w"));
    enc.force_rolls([10, 1]);
    let ev = enc.submit(attack("f", "w"));
    let total = ev.iter().find_map(|e| match e {
        CombatEvent::Attack {
            total, modifiers, ..
        } => Some((*total, modifiers.get("energy drained"))),
        _ => None,
    });
    assert_eq!(total, Some((15, Some(-1))));
}

#[test]
fn negative_levels_add_up() {
    let mut enc = wight_and_fighter();
    enc.force_rolls([15, 1]);
    enc.submit(attack("w", "f"));
    enc.submit(end_turn("w"));
    end_turns_until(&mut enc, "w");
    enc.force_rolls([15, 1]);
    let ev = enc.submit(attack("w", "f"));
    assert_eq!(levels_gained(&ev), [("f".into(), 1, 2)], "{ev:?}");
    assert_eq!(negative_level_terms(&enc, "f", Target::Attack), -2);
    assert_eq!(negative_level_terms(&enc, "f", Target::Saves), -2);
}

#[test]
fn a_creature_with_as_many_negative_levels_as_hit_dice_dies() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "w", side: "b", at: (4, 3), creature: "wight", initiative: 20)"#,
            r#"(id: "g", side: "a", at: (3, 3), creature: "goblin", initiative: 10)"#,
            r#"(id: "f", side: "a", at: (0, 0), creature: "human_fighter", initiative: 5)"#,
        ],
        &[],
    );
    // 15 + 4 hits Defense 16; 1 + 1 = 2 of 6, then a level: the goblin's one hit die.
    enc.force_rolls([15, 1]);
    let ev = enc.submit(attack("w", "g"));
    assert_eq!(levels_gained(&ev), [("g".into(), 1, 1)]);
    assert!(
        ev.contains(&CombatEvent::HealthState {
            unit: "g".into(),
            state: HealthState::Dead
        }),
        "{ev:?}"
    );
}

#[test]
fn enervation_lays_the_levels_its_dice_roll() {
    let data = data_with_sorcerer_knowing("enervation");
    let mut enc = fight_on_data(
        &data,
        &OPEN,
        &[
            r#"(id: "m", side: "b", at: (8, 3), creature: "human_sorcerer", initiative: 20)"#,
            r#"(id: "f", side: "a", at: (3, 3), creature: "human_fighter", initiative: 10)"#,
        ],
    );
    // Padded armour's arcane failure (50: cast), the ray's ranged touch attack (15 hits), then
    // 1d4 = 2 levels: 10 hit points.
    enc.force_rolls([50, 15, 2]);
    let ev = enc.submit(cast_on("m", "enervation", "f", false));
    assert_eq!(levels_gained(&ev), [("f".into(), 2, 2)], "{ev:?}");
    assert_eq!(damage_amounts(&ev), [("f".into(), 10, 12)]);
    assert_eq!(negative_level_terms(&enc, "f", Target::Attack), -2);
    assert!(
        !ev.iter()
            .any(|e| matches!(e, CombatEvent::HealthState { .. }))
    );
    // A third level reaches the fighter's three hit dice.
    enc.submit(end_turn("m"));
    end_turns_until(&mut enc, "m");
    enc.force_rolls([50, 15, 1]);
    let ev = enc.submit(cast_on("m", "enervation", "f", false));
    assert_eq!(levels_gained(&ev), [("f".into(), 1, 3)], "{ev:?}");
    assert!(ev.contains(&CombatEvent::HealthState {
        unit: "f".into(),
        state: HealthState::Dead
    }));
}

#[test]
fn the_log_says_how_many_levels_a_drain_gave_and_how_many_in_all() {
    use leyendas::i18n::Lang;
    let mut enc = wight_and_fighter();
    enc.force_rolls([15, 2]);
    let ev = enc.submit(attack("w", "f"));
    let line = |lang| {
        ev.iter()
            .find(|e| matches!(e, CombatEvent::NegativeLevels { .. }))
            .map(|e| e.line(lang))
            .expect("a negative_levels event")
    };
    // The log's own lines name units by id (the window puts their names in).
    let (f, slam) = ("f", "draining slam");
    assert!(
        line(Lang::En).ends_with(&format!("gains a negative level from {slam} (1): 1 in all")),
        "{}",
        line(Lang::En)
    );
    assert!(line(Lang::En).starts_with(f), "{}", line(Lang::En));
    assert!(
        line(Lang::Es).contains("recibe un nivel negativo")
            && line(Lang::Es).ends_with("1 en total"),
        "{}",
        line(Lang::Es)
    );
}
