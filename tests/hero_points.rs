//! Seed 001's hero points (`rules: (hero_points: true)`): player characters start with one, a
//! unit's `hero_points:` says otherwise, and two of them cheat death. The orc's greataxe on a
//! confirmed critical: (12 + Str 4) × 3 = 48, enough to kill a fighter at 1 hit point (Con 14:
//! dead at −14).

mod common;

use common::*;
use leyendas::combat::CombatEvent;
use leyendas::rules::health::HealthState;

fn fighter_under_the_axe(rules: &str, points: &str) -> Vec<CombatEvent> {
    let fighter = format!(
        r#"(id: "f", side: "a", at: (3, 3), creature: "human_fighter", hp: 1, {points} initiative: 10)"#
    );
    let units = [
        r#"(id: "o", side: "b", at: (4, 3), creature: "orc", initiative: 20)"#,
        fighter.as_str(),
    ];
    let (mut enc, _) = fight_with_rules(&OPEN, &units, rules, &[]);
    enc.force_rolls([20, 20, 12]);
    enc.submit(attack("o", "f"))
}

fn state_of(events: &[CombatEvent], who: &str) -> Option<HealthState> {
    events.iter().rev().find_map(|e| match e {
        CombatEvent::HealthState { unit, state } if unit == who => Some(*state),
        _ => None,
    })
}

#[test]
fn two_hero_points_leave_a_character_a_blow_would_kill_stable_at_minus_con_plus_one() {
    let ev = fighter_under_the_axe("hero_points: true", "hero_points: 2,");
    assert!(
        ev.contains(&CombatEvent::HeroPoint {
            unit: "f".into(),
            what: "cheat_death".into(),
            spent: 2,
            left: 0,
        }),
        "{ev:?}"
    );
    assert!(ev.contains(&CombatEvent::CheatsDeath {
        unit: "f".into(),
        hp: -13
    }));
    assert_eq!(state_of(&ev, "f"), Some(HealthState::Stable));
}

#[test]
fn one_hero_point_a_character_s_start_is_not_enough_to_cheat_death() {
    let ev = fighter_under_the_axe("hero_points: true", "");
    assert_eq!(state_of(&ev, "f"), Some(HealthState::Dead), "{ev:?}");
}

#[test]
fn without_the_switch_no_one_has_hero_points() {
    let ev = fighter_under_the_axe("", "hero_points: 2,");
    assert_eq!(state_of(&ev, "f"), Some(HealthState::Dead), "{ev:?}");
    assert!(
        !ev.iter()
            .any(|e| matches!(e, CombatEvent::HeroPoint { .. }))
    );
}

#[test]
fn a_player_character_starts_with_one_point_and_an_ai_side_s_unit_with_none() {
    let units = [
        r#"(id: "f", side: "a", at: (3, 3), creature: "human_fighter", initiative: 10)"#,
        r#"(id: "o", side: "b", at: (4, 3), creature: "orc", initiative: 20)"#,
    ];
    let level = load(&level_src_with_ai_side(&units));
    let enc = leyendas::combat::Encounter::new(&level, 1);
    let points = |id: &str| {
        let e = enc.entity(id).unwrap();
        enc.world()
            .get::<leyendas::combat::components::HeroPoints>(e)
            .map(|p| p.0)
    };
    assert_eq!((points("f"), points("o")), (Some(1), None));
}

/// Side `a` human, side `b` played by the AI, with hero points.
fn level_src_with_ai_side(units: &[&str]) -> String {
    level_src(&OPEN, units, "hero_points: true").replace(
        r#"(id: "b", name: "B")"#,
        r#"(id: "b", name: "B", controller: Ai)"#,
    )
}

#[test]
fn a_mount_about_to_die_costs_its_rider_one_point_and_mounts_get_none_of_their_own() {
    let units = [
        r#"(id: "o", side: "b", at: (5, 2), creature: "orc", initiative: 20)"#,
        r#"(id: "k", side: "a", at: (4, 2), creature: "knight", riding: "h", initiative: 15)"#,
        r#"(id: "h", side: "a", at: (4, 2), creature: "warhorse", initiative: 14)"#,
    ];
    let (mut enc, _) = fight_with_rules(&OPEN, &units, "hero_points: true", &[]);
    let e = enc.entity("h").unwrap();
    let own = enc
        .world()
        .get::<leyendas::combat::components::HeroPoints>(e)
        .is_some();
    assert!(!own, "a mount is no player character");
    // 48 on a horse of 30 hit points (Con 17: dead at −17): the knight's one point keeps it.
    enc.force_rolls([20, 20, 12]);
    let ev = enc.submit(leyendas::combat::Command::Attack {
        unit: "o".into(),
        target: "h".into(),
        weapon: None,
        manner: None,
    });
    assert!(
        ev.contains(&CombatEvent::HeroPoint {
            unit: "k".into(),
            what: "cheat_death".into(),
            spent: 1,
            left: 0,
        }),
        "{ev:?}"
    );
    assert_eq!(state_of(&ev, "h"), Some(HealthState::Stable));
}

#[test]
fn a_character_that_cheats_death_lies_prone_where_the_unconscious_do() {
    let ev = fighter_under_the_axe(
        "hero_points: true, unconscious_prone: true",
        "hero_points: 2,",
    );
    assert_eq!(state_of(&ev, "f"), Some(HealthState::Stable));
    assert!(
        ev.iter().any(|e| matches!(
            e,
            CombatEvent::Condition {
                unit,
                condition: leyendas::combat::Condition::Prone,
                active: true,
            } if unit == "f"
        )),
        "{ev:?}"
    );
}
