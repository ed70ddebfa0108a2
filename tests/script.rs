//! Scripted encounters through the engine: every trigger kind and every objective, with forced
//! dice, and the level checks that point at the line and column of a bad reference.

mod common;

use common::*;
use leyendas::combat::{CombatEvent, Condition, Encounter};
use leyendas::level::load_level_str;
use leyendas::rules::grid::Pos;
use std::path::Path;

/// A level on the open 10×7 map with sides `a` and `b`, `units`, and extra top-level fields.
fn scripted(units: &[&str], extra: &str) -> Encounter {
    let rows: Vec<String> = OPEN.iter().map(|r| format!("\"{r}\"")).collect();
    let src = format!(
        "Level(name: \"script\", map: [{}], sides: [(id: \"a\", name: \"A\"), (id: \"b\", name: \"B\")], units: [{}], {extra})",
        rows.join(", "),
        units.join(", ")
    );
    let level = match load_level_str(Path::new("script.ron"), &src, &data()) {
        Ok(l) => l,
        Err(d) => panic!("{d:?}"),
    };
    let mut enc = Encounter::new(&level, 1);
    enc.start();
    enc
}

fn messages(events: &[CombatEvent]) -> Vec<String> {
    events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Message { text } => Some(text.english().to_string()),
            _ => None,
        })
        .collect()
}

fn ended(events: &[CombatEvent]) -> Option<Option<String>> {
    events.iter().find_map(|e| match e {
        CombatEvent::End { winner } => Some(winner.clone()),
        _ => None,
    })
}

const DUEL: [&str; 2] = [
    r#"(id: "f", side: "a", at: (1, 3), creature: "human_fighter", initiative: 20)"#,
    r#"(id: "g", side: "b", at: (8, 3), creature: "goblin", initiative: 10)"#,
];

#[test]
fn a_round_start_brings_unaware_reinforcements_into_the_order_by_their_initiative() {
    let mut enc = scripted(
        &DUEL,
        r#"reserve: [
            (id: "r1", side: "b", at: (8, 3), creature: "goblin"),
            (id: "r2", side: "b", at: (0, 0), creature: "goblin", initiative: 25),
        ],
        triggers: [(when: RoundStarts(2), then: [Message("Reinforcements!"), Spawn(units: ["r1", "r2"], aware: false)])]"#,
    );
    enc.submit(end_turn("f"));
    // Round 2 starts when g ends its turn: r1 rolls a 5 (+2 = 7, after g's 10); r2's fixed 25
    // goes first.
    enc.force_rolls([5]);
    let ev = enc.submit(end_turn("g"));
    assert_eq!(messages(&ev), ["Reinforcements!"]);
    let joined: Vec<(String, Pos, i32, usize)> = ev
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Joined {
                unit,
                at,
                total,
                place,
                ..
            } => Some((unit.clone(), *at, *total, *place)),
            _ => None,
        })
        .collect();
    // r1's square is g's: it takes the nearest free one (same distance: the upper row first).
    assert_eq!(
        joined,
        [
            ("r1".to_string(), Pos::new(7, 2), 7, 2),
            ("r2".to_string(), Pos::new(0, 0), 25, 0)
        ]
    );
    assert_eq!(
        turns(&ev),
        ["r2"],
        "the new first in the order acts at once"
    );
    let r1 = enc.entity("r1").unwrap();
    assert!(
        enc.world()
            .get::<leyendas::combat::Conditions>(r1)
            .unwrap()
            .0
            .contains(&Condition::FlatFooted),
        "unaware: flat-footed until its first turn"
    );
    // The order is now r2, f, g, r1; the trigger does not fire again in round 3.
    enc.submit(end_turn("r2"));
    enc.submit(end_turn("f"));
    let ev = enc.submit(end_turn("g"));
    assert_eq!(turns(&ev), ["r1"]);
    enc.submit(end_turn("r1"));
    let ev = enc.submit(end_turn("r2"));
    assert!(messages(&ev).is_empty());
}

#[test]
fn a_death_can_turn_a_foe_and_that_ends_the_fight() {
    let mut enc = scripted(
        &[
            r#"(id: "f", side: "a", at: (1, 3), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "boss", side: "b", at: (2, 3), creature: "goblin", initiative: 10, hp: 1)"#,
            r#"(id: "g", side: "b", at: (8, 3), creature: "goblin", initiative: 5)"#,
        ],
        r#"triggers: [(when: UnitDies("boss"), then: [Message("The goblins scatter"), ChangeSide(unit: "g", side: "a")])]"#,
    );
    // A 20 threatens, 18 confirms: (1d8 = 8 + Str 3) × 2 = 22 takes the boss from 1 to -21, past
    // -Con: dead.
    enc.force_rolls([20, 18, 8]);
    let ev = enc.submit(attack("f", "boss"));
    assert_eq!(messages(&ev), ["The goblins scatter"]);
    assert_eq!(ended(&ev), Some(Some("a".into())));
}

#[test]
fn entering_a_region_fires_again_only_after_leaving_it_when_repeatable() {
    let mut enc = scripted(
        &DUEL,
        r#"triggers: [(when: UnitEnters(region: (x: 3, y: 3, w: 1, h: 1), side: "a"), then: [Message("A trap clicks")], repeatable: true)]"#,
    );
    let ev = enc.submit(move_to("f", 3, 3));
    assert_eq!(messages(&ev), ["A trap clicks"]);
    let ev = enc.submit(move_to("f", 4, 3));
    assert!(messages(&ev).is_empty());
    enc.submit(end_turn("f"));
    enc.submit(end_turn("g"));
    let ev = enc.submit(move_to("f", 3, 3));
    assert_eq!(messages(&ev), ["A trap clicks"]);
}

#[test]
fn a_side_falling_below_a_count_and_a_unit_below_a_share_of_its_hit_points_fire() {
    let mut enc = scripted(
        &[
            r#"(id: "f", side: "a", at: (1, 3), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g1", side: "b", at: (2, 3), creature: "goblin", initiative: 10, hp: 1)"#,
            r#"(id: "g2", side: "b", at: (8, 3), creature: "goblin", initiative: 5)"#,
            r#"(id: "o", side: "b", at: (1, 4), creature: "orc", initiative: 4)"#,
        ],
        r#"triggers: [
            (when: SideBelow(side: "b", units: 3), then: [Message("Only two left")]),
            (when: HpBelow(unit: "o", percent: 50), then: [Message("The orc is bloodied")]),
        ]"#,
    );
    enc.force_rolls([18, 1]);
    let ev = enc.submit(attack("f", "g1"));
    assert_eq!(messages(&ev), ["Only two left"], "{ev:?}");
    enc.submit(end_turn("f"));
    enc.submit(end_turn("g2"));
    enc.submit(end_turn("o"));
    // The orc has 9 hp: 5 damage leaves 4, under half.
    enc.force_rolls([18, 2]);
    let ev = enc.submit(attack("f", "o"));
    assert_eq!(messages(&ev), ["The orc is bloodied"]);
}

#[test]
fn surviving_the_rounds_wins_and_a_lost_ward_loses() {
    let mut enc = scripted(&DUEL, r#"objectives: [(side: "b", goal: Survive(1))]"#);
    enc.submit(end_turn("f"));
    let ev = enc.submit(end_turn("g"));
    assert_eq!(
        ended(&ev),
        Some(Some("b".into())),
        "round 2 starts: one round survived"
    );

    let mut enc = scripted(
        &[
            r#"(id: "f", side: "a", at: (1, 3), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "vip", side: "b", at: (2, 3), creature: "goblin", initiative: 10, hp: 1)"#,
            r#"(id: "g", side: "b", at: (8, 3), creature: "goblin", initiative: 5)"#,
        ],
        r#"objectives: [(side: "b", goal: Protect("vip"))]"#,
    );
    enc.force_rolls([20, 18, 8]);
    let ev = enc.submit(attack("f", "vip"));
    assert_eq!(ended(&ev), Some(Some("a".into())));
}

#[test]
fn reaching_a_region_or_downing_the_named_foe_wins() {
    let mut enc = scripted(
        &DUEL,
        r#"objectives: [(side: "a", goal: Reach(region: (x: 0, y: 0, w: 2, h: 1)))]"#,
    );
    let ev = enc.submit(move_to("f", 5, 3));
    assert_eq!(ended(&ev), None);
    enc.submit(end_turn("f"));
    enc.submit(end_turn("g"));
    let ev = enc.submit(move_to("f", 1, 0));
    assert_eq!(ended(&ev), Some(Some("a".into())));

    let mut enc = scripted(
        &[
            r#"(id: "f", side: "a", at: (1, 3), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "boss", side: "b", at: (2, 3), creature: "goblin", initiative: 10, hp: 2)"#,
            r#"(id: "g", side: "b", at: (8, 3), creature: "goblin", initiative: 5)"#,
        ],
        r#"objectives: [(side: "a", goal: Defeat("boss"))]"#,
    );
    // 1d8 = 1 + 3 = 4: the boss goes to -2, dying; that is enough.
    enc.force_rolls([18, 1]);
    let ev = enc.submit(attack("f", "boss"));
    assert_eq!(ended(&ev), Some(Some("a".into())));
}

#[test]
fn a_script_naming_what_does_not_exist_is_refused_at_its_line_and_column() {
    let rows: Vec<String> = OPEN.iter().map(|r| format!("\"{r}\"")).collect();
    let src = format!(
        "Level(name: \"s\", map: [{}], sides: [(id: \"a\", name: \"A\"), (id: \"b\", name: \"B\")], units: [{}],\ntriggers: [(when: RoundStarts(2), then: [Spawn(units: [\"ghost\"])])],\nobjectives: [(side: \"c\", goal: Reach(region: (x: 9, y: 6, w: 3, h: 1)))])",
        rows.join(", "),
        DUEL.join(", ")
    );
    let errors: Vec<String> = load_level_str(Path::new("s.ron"), &src, &data())
        .unwrap_err()
        .iter()
        .map(ToString::to_string)
        .collect();
    assert!(
        errors
            .iter()
            .any(|e| e.starts_with("s.ron:2:")
                && e.contains("`ghost` is not a unit of the `reserve`")),
        "{errors:?}"
    );
    assert!(
        errors
            .iter()
            .any(|e| e.starts_with("s.ron:3:") && e.contains("unknown side `c`")),
        "{errors:?}"
    );
    assert!(
        errors
            .iter()
            .any(|e| e.contains("is not within the 10×7 map")),
        "{errors:?}"
    );
}

/// A reinforcement of an initiative group joins its group's one check (seed 000's note): no roll of
/// its own, the group's total, and a place right after the group's last member.
#[test]
fn a_reinforcement_of_an_initiative_group_joins_the_group_s_check_and_place() {
    let units = [
        r#"(id: "f", side: "a", at: (0, 3), creature: "human_fighter", initiative: 20)"#,
        r#"(id: "g1", side: "b", at: (9, 0), creature: "goblin", group: "pack")"#,
        r#"(id: "g2", side: "b", at: (9, 1), creature: "goblin", group: "pack")"#,
        r#"(id: "o", side: "b", at: (9, 6), creature: "orc", initiative: 3)"#,
    ];
    let rows: Vec<String> = OPEN.iter().map(|r| format!("\"{r}\"")).collect();
    let src = format!(
        "Level(name: \"script\", map: [{}], sides: [(id: \"a\", name: \"A\"), (id: \"b\", name: \"B\")], units: [{}], {})",
        rows.join(", "),
        units.join(", "),
        r#"reserve: [(id: "g3", side: "b", at: (8, 3), creature: "goblin", group: "pack")],
        triggers: [(when: RoundStarts(2), then: [Spawn(units: ["g3"])])]"#
    );
    let level = match load_level_str(Path::new("script.ron"), &src, &data()) {
        Ok(l) => l,
        Err(d) => panic!("{d:?}"),
    };
    let mut enc = Encounter::new(&level, 1);
    // The pack's one d20: 5 + 2 = 7, after f's 20 and before o's 3.
    enc.force_rolls([5]);
    enc.start();
    for unit in ["f", "g1", "g2"] {
        enc.submit(end_turn(unit));
    }
    let ev = enc.submit(end_turn("o"));
    let joined: Vec<(String, Option<u32>, i32, usize)> = ev
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Joined {
                unit,
                roll,
                total,
                place,
                ..
            } => Some((unit.clone(), *roll, *total, *place)),
            _ => None,
        })
        .collect();
    assert_eq!(joined, [("g3".to_string(), Some(5), 7, 3)]);
    assert_eq!(turns(&ev), ["f"]);
    for unit in ["f", "g1", "g2"] {
        enc.submit(end_turn(unit));
    }
    assert_eq!(enc.current_unit().as_deref(), Some("g3"));
}
