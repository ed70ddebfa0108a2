//! Seed 001's delay that waits and jumps in (`rules: (delay_by_waiting: true)`, "Retrasar
//! iniciativa"): a unit gives up its turn, then acts before any later turn begins, and its place
//! in the order moves there for the rest of the fight.

mod common;

use common::*;
use leyendas::combat::{CombatEvent, Command, Encounter};

const WAITING: &str = "delay_by_waiting: true";

fn wait(unit: &str) -> Command {
    Command::Wait { unit: unit.into() }
}

fn act_now(unit: &str) -> Command {
    Command::ActNow { unit: unit.into() }
}

/// f (side a) acts first, then the goblin g (side b), then r (side a).
fn three_in_order(rules: &str) -> Encounter {
    fight_with_rules(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (0, 0), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", initiative: 15)"#,
            r#"(id: "r", side: "a", at: (0, 6), creature: "elf_archer", initiative: 10)"#,
        ],
        rules,
        &[],
    )
    .0
}

#[test]
fn waiting_is_refused_unless_the_level_switches_it_on() {
    let mut enc = three_in_order("");
    let ev = enc.submit(wait("f"));
    assert_eq!(
        rejection(&ev).unwrap(),
        "waiting to act is a seed-001 rule this level does not play (its switch is delay_by_waiting)"
    );
    let mut enc = three_in_order(WAITING);
    let ev = enc.submit(wait("f"));
    assert!(ev.contains(&CombatEvent::Waits { unit: "f".into() }));
    assert_eq!(turns(&ev), vec!["g"]);
}

#[test]
fn a_waiting_unit_acts_before_a_later_turn_begins_and_keeps_that_place() {
    let mut enc = three_in_order(WAITING);
    enc.submit(wait("f"));
    assert_eq!(turns(&enc.submit(end_turn("g"))), vec!["r"]);
    let ev = enc.submit(act_now("f"));
    assert!(ev.contains(&CombatEvent::ActsNow {
        unit: "f".into(),
        before: "r".into()
    }));
    assert_eq!(turns(&ev), vec!["f"]);
    // A whole turn: a move and then a second move (the standard action), which ends it.
    assert!(rejection(&enc.submit(move_to("f", 3, 0))).is_none());
    let ev = enc.submit(move_to("f", 6, 0));
    assert!(rejection(&ev).is_none());
    assert!(ev.contains(&CombatEvent::TurnResumes { unit: "r".into() }));
    assert_eq!(enc.current_unit().as_deref(), Some("r"));
    let ev = enc.submit(end_turn("r"));
    assert_eq!(turns(&ev), vec!["g"], "round 2 keeps the new order");
    assert_eq!(turns(&enc.submit(end_turn("g"))), vec!["f"]);
    assert_eq!(turns(&enc.submit(end_turn("f"))), vec!["r"]);
}

#[test]
fn acting_now_is_refused_once_the_turn_has_begun_and_for_a_unit_not_waiting() {
    let mut enc = three_in_order(WAITING);
    enc.submit(wait("f"));
    enc.submit(move_to("g", 8, 6));
    assert_eq!(
        rejection(&enc.submit(act_now("f"))).unwrap(),
        "f can act only before a turn begins, and g has already begun"
    );
    assert_eq!(
        rejection(&enc.submit(act_now("r"))).unwrap(),
        "r is not waiting to act"
    );
    assert_eq!(
        rejection(&enc.submit(act_now("g"))).unwrap(),
        "it is already g's turn"
    );
}

#[test]
fn a_unit_still_waiting_when_its_place_comes_round_takes_its_turn_there() {
    let mut enc = three_in_order(WAITING);
    enc.submit(wait("f"));
    enc.submit(end_turn("g"));
    let ev = enc.submit(end_turn("r"));
    assert_eq!(turns(&ev), vec!["f"]);
    assert_eq!(turns(&enc.submit(end_turn("f"))), vec!["g"]);
    assert_eq!(
        rejection(&enc.submit(act_now("f"))).unwrap(),
        "f is not waiting to act"
    );
}

#[test]
fn a_turn_whose_unit_falls_while_another_acts_before_it_is_over() {
    // f waits; as the goblin g's turn begins f acts, and drops it (15 hits; 8 + 3 damage).
    let (mut enc, _) = fight_with_rules(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (0, 0), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (1, 0), creature: "goblin", initiative: 15)"#,
            r#"(id: "h", side: "b", at: (9, 6), creature: "goblin", initiative: 12)"#,
            r#"(id: "r", side: "a", at: (0, 6), creature: "elf_archer", initiative: 10)"#,
        ],
        WAITING,
        &[15, 8],
    );
    enc.submit(wait("f"));
    enc.submit(act_now("f"));
    let ev = enc.submit(attack("f", "g"));
    assert!(
        damage_amounts(&ev).contains(&("g".into(), 11, -5)),
        "{:?}",
        damage_amounts(&ev)
    );
    let ev = enc.submit(end_turn("f"));
    assert!(
        !ev.iter()
            .any(|e| matches!(e, CombatEvent::TurnResumes { .. }))
    );
    assert_eq!(turns(&ev), vec!["h"]);
}

#[test]
fn acting_now_in_a_later_round_begins_the_turn_the_unit_had_not_had() {
    // r, a cult adept, is invisible by its own spell, which counts down on r's turns.
    let (mut enc, _) = fight_with_rules(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (0, 0), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", initiative: 15)"#,
            r#"(id: "r", side: "a", at: (0, 6), creature: "cult_adept", initiative: 10)"#,
        ],
        WAITING,
        &[],
    );
    let ticks = |ev: &[CombatEvent]| {
        ev.iter()
            .filter(|e| matches!(e, CombatEvent::EffectsTick { caster } if caster == "r"))
            .count()
    };
    enc.submit(end_turn("f"));
    enc.submit(end_turn("g"));
    assert!(rejection(&enc.submit(cast_on("r", "invisibility", "r", false))).is_none());
    enc.submit(end_turn("r"));
    enc.submit(end_turn("f"));
    let ev = enc.submit(end_turn("g"));
    assert_eq!(ticks(&ev), 1, "round 2 reaches r's place");
    enc.submit(wait("r"));
    // Round 3 reaches f first: r has had no turn yet this round, so its spell counts down now.
    assert_eq!(enc.current_unit().as_deref(), Some("f"));
    let ev = enc.submit(act_now("r"));
    assert_eq!(ticks(&ev), 1);
    assert_eq!(turns(&ev), vec!["r"]);
    assert_eq!(turns(&enc.submit(end_turn("r"))), Vec::<String>::new());
    assert_eq!(enc.current_unit().as_deref(), Some("f"));
    // Round 4: r's place now comes first; it waits and steps in before f, with no second count.
    enc.submit(end_turn("f"));
    let ev = enc.submit(end_turn("g"));
    assert_eq!(ticks(&ev), 1);
    assert_eq!(enc.current_unit().as_deref(), Some("r"));
    enc.submit(wait("r"));
    assert_eq!(ticks(&enc.submit(act_now("r"))), 0);
}

#[test]
fn acting_now_is_taken_back_by_undo_and_the_unit_waits_again() {
    let mut enc = three_in_order(WAITING);
    enc.submit(wait("f"));
    enc.submit(act_now("f"));
    assert_eq!(enc.current_unit().as_deref(), Some("f"));
    enc.undo().unwrap();
    assert_eq!(enc.current_unit().as_deref(), Some("g"));
    let ev = enc.submit(act_now("f"));
    assert_eq!(turns(&ev), vec!["f"]);
}
