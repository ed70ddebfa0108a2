//! Immediate and free actions out of turn (seed 000, "Acción inmediata", "Acción gratuita"),
//! with the seed's own example: the marauder's adrenaline. Numbers: the marauder's Defense 14
//! (10 + Dex 2 + leather 2), 18 with adrenaline's +4; goblin +2 to hit with its short sword.

mod common;

use common::*;
use leyendas::combat::commands::ReadyTrigger;
use leyendas::combat::{CombatEvent, Command, TurnState};
use leyendas::rules::economy::ActionCost;

const MARAUDER_AND_GOBLINS: [&str; 3] = [
    r#"(id: "m", side: "a", at: (2, 2), creature: "human_marauder", initiative: 20)"#,
    r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 15)"#,
    r#"(id: "h", side: "b", at: (3, 3), creature: "goblin", initiative: 10)"#,
];

fn adrenaline(unit: &str) -> Command {
    Command::Cast {
        unit: unit.into(),
        spell: "adrenaline".into(),
        target: None,
        at: None,
        facing: None,
        defensively: false,
    }
}

fn react(unit: &str, trigger: Option<ReadyTrigger>) -> Command {
    Command::React {
        unit: unit.into(),
        spell: "adrenaline".into(),
        trigger,
    }
}

fn attack(unit: &str, target: &str) -> Command {
    Command::Attack {
        unit: unit.into(),
        target: target.into(),
        weapon: None,
        manner: None,
    }
}

fn budget(enc: &leyendas::combat::Encounter) -> leyendas::rules::economy::ActionBudget {
    enc.world().resource::<TurnState>().budget
}

#[test]
fn adrenaline_on_the_marauder_s_own_turn_is_its_swift_action_and_provokes_nothing() {
    let (mut enc, _) = fight(&OPEN, &MARAUDER_AND_GOBLINS, &[]);
    // Threatened by both goblins, yet no attack of opportunity: an ability, not a spell.
    let ev = enc.submit(adrenaline("m"));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert!(
        !ev.iter().any(|e| matches!(e, CombatEvent::Aoo { .. })),
        "{ev:?}"
    );
    assert!(ev.iter().any(|e| matches!(
        e,
        CombatEvent::Action { unit, cost: ActionCost::Immediate, .. } if unit == "m"
    )));
    let b = budget(&enc);
    assert!(b.standard && b.move_action && !b.swift, "{b:?}");
    // A second one this turn has no swift action to take.
    let ev = enc.submit(adrenaline("m"));
    assert!(
        rejection(&ev).is_some_and(|r| r.contains("no swift action")),
        "{ev:?}"
    );
    enc.submit(end_turn("m"));
    // The goblin's attack meets Defense 14 + 4.
    enc.force_rolls([2]);
    let ev = enc.submit(attack("g", "m"));
    assert_eq!(defenses(&ev), [18]);
}

#[test]
fn a_standing_reaction_uses_adrenaline_before_the_foe_s_attack_and_takes_the_next_turn_s_swift() {
    let (mut enc, _) = fight(&OPEN, &MARAUDER_AND_GOBLINS, &[]);
    let ev = enc.submit(react("m", Some(ReadyTrigger::Attacked)));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(
        ev.iter()
            .find(|e| matches!(e, CombatEvent::ReactionSet { .. }))
            .unwrap()
            .line(leyendas::i18n::Lang::Es),
        "m usará adrenalina cuando le ataque un enemigo"
    );
    // Setting it is free: the whole turn is still there.
    assert_eq!(budget(&enc), leyendas::rules::economy::ActionBudget::full());
    enc.submit(end_turn("m"));
    // g attacks: adrenaline comes first, out of turn, and g rolls against 18 (2 + 2 = 4 misses).
    enc.force_rolls([2]);
    let ev = enc.submit(attack("g", "m"));
    let order: Vec<&str> = ev
        .iter()
        .filter_map(|e| match e {
            CombatEvent::OutOfTurn { .. } => Some("out of turn"),
            CombatEvent::Cast { .. } => Some("adrenaline"),
            CombatEvent::EffectStarts { .. } => Some("effect"),
            CombatEvent::OutOfTurnEnds { .. } => Some("back"),
            CombatEvent::Attack { .. } => Some("attack"),
            _ => None,
        })
        .collect();
    assert_eq!(
        order,
        ["out of turn", "adrenaline", "effect", "back", "attack"]
    );
    assert_eq!(defenses(&ev), [18]);
    // g's standard action is spent on its attack; nothing of it went to m.
    assert!(!budget(&enc).standard && budget(&enc).move_action);
    enc.submit(end_turn("g"));
    // h attacks the same round: m has given its next turn's swift action already.
    enc.force_rolls([2]);
    let ev = enc.submit(attack("h", "m"));
    assert!(
        !ev.iter()
            .any(|e| matches!(e, CombatEvent::OutOfTurn { .. })),
        "{ev:?}"
    );
    assert_eq!(defenses(&ev), [18], "the first rush still holds");
    enc.submit(end_turn("h"));
    // m's next turn has no swift action; the one after will.
    let b = budget(&enc);
    assert_eq!(enc.current_unit().as_deref(), Some("m"));
    assert!(b.standard && b.move_action && !b.swift, "{b:?}");
    enc.submit(end_turn("m"));
    // Round 3: the rush from round 2 ended with m's turn; g's attack sets off the second use.
    enc.force_rolls([2]);
    let ev = enc.submit(attack("g", "m"));
    assert_eq!(defenses(&ev), [18]);
    let uses = ev.iter().find_map(|e| match e {
        CombatEvent::Cast { uses_left, .. } => Some(*uses_left),
        _ => None,
    });
    assert_eq!(uses, Some(0));
}

#[test]
fn an_immediate_spell_can_be_used_on_another_s_turn_once_a_round() {
    let (mut enc, _) = fight(&OPEN, &MARAUDER_AND_GOBLINS, &[]);
    enc.submit(end_turn("m"));
    // g's turn: m uses adrenaline between g's commands.
    let ev = enc.submit(adrenaline("m"));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert!(
        ev.iter()
            .any(|e| matches!(e, CombatEvent::OutOfTurn { unit, .. } if unit == "m"))
    );
    assert_eq!(enc.current_unit().as_deref(), Some("g"));
    assert!(budget(&enc).standard, "g's turn is untouched");
    let ev = enc.submit(adrenaline("m"));
    assert_eq!(
        rejection(&ev).unwrap(),
        "m: it has taken its immediate action this round (its next turn's swift action)"
    );
}

#[test]
fn free_actions_can_be_taken_on_another_s_turn_and_other_actions_cannot() {
    let (mut enc, _) = fight(&OPEN, &MARAUDER_AND_GOBLINS, &[]);
    enc.submit(end_turn("m"));
    let ev = enc.submit(Command::DropProne { unit: "m".into() });
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert!(ev.iter().any(|e| matches!(
        e,
        CombatEvent::Condition { unit, condition: leyendas::combat::Condition::Prone, active: true } if unit == "m"
    )));
    let ev = enc.submit(Command::Drop {
        unit: "m".into(),
        thing: "javelin".into(),
    });
    assert_eq!(rejection(&ev), None, "{ev:?}");
    let ev = enc.submit(attack("m", "g"));
    assert_eq!(rejection(&ev).unwrap(), "it is not m's turn (it is g's)");
    let ev = enc.submit(Command::StandUp { unit: "m".into() });
    assert_eq!(rejection(&ev).unwrap(), "it is not m's turn (it is g's)");
}

#[test]
fn only_an_immediate_spell_of_the_unit_s_can_be_a_reaction_and_no_trigger_stops_it() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "m", side: "a", at: (2, 2), creature: "human_marauder", initiative: 20)"#,
            r#"(id: "s", side: "a", at: (0, 0), creature: "human_saint", initiative: 18)"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 15)"#,
        ],
        &[],
    );
    let ev = enc.submit(react("m", Some(ReadyTrigger::Attacked)));
    assert_eq!(rejection(&ev), None);
    let ev = enc.submit(react("m", None));
    assert!(
        ev.iter()
            .any(|e| matches!(e, CombatEvent::ReactionSet { trigger: None, .. }))
    );
    enc.submit(end_turn("m"));
    let ev = enc.submit(Command::React {
        unit: "s".into(),
        spell: "guided_blow".into(),
        trigger: Some(ReadyTrigger::Attacked),
    });
    assert_eq!(
        rejection(&ev).unwrap(),
        "s cannot cast guided_blow: it is not an immediate action of the unit's"
    );
    enc.submit(end_turn("s"));
    // With the reaction cleared, g's attack meets the plain Defense 14.
    enc.force_rolls([2]);
    let ev = enc.submit(attack("g", "m"));
    assert_eq!(defenses(&ev), [14]);
}

#[test]
fn a_free_action_given_on_another_s_turn_that_cannot_be_done_is_refused_as_on_the_unit_s_own() {
    let (mut enc, _) = fight(&OPEN, &MARAUDER_AND_GOBLINS, &[]);
    enc.submit(end_turn("m"));
    let ev = enc.submit(Command::Drop {
        unit: "m".into(),
        thing: "lute".into(),
    });
    assert_eq!(rejection(&ev).unwrap(), "m carries no `lute`");
    assert!(
        !ev.iter()
            .any(|e| matches!(e, CombatEvent::OutOfTurnRefused { .. }))
    );
    assert_eq!(enc.current_unit().as_deref(), Some("g"));
}
