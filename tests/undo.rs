//! Undo (issue 17), Wesnoth's rule: the last command is taken back while it rolled no die, showed
//! nothing new and the turn is still its side's; taken back, the fight is as it was before it.

mod common;

use common::*;
use leyendas::combat::undo::UndoRefusal;
use leyendas::combat::{CombatEvent, Command, Encounter};
use leyendas::i18n::Lang;
use leyendas::rules::grid::Pos;

/// The refusal as an English player reads it.
fn refused(enc: &Encounter) -> String {
    match enc.can_undo() {
        Ok(_) => panic!("undo was allowed"),
        Err(why) => why.phrase().in_lang(Lang::En),
    }
}

/// Plays `command`, takes it back, and checks the fight is the one before it: the same log and
/// the same state; played again, it gives the same events as the first time.
fn undoes_cleanly(enc: &mut Encounter, command: Command) -> Vec<CombatEvent> {
    let log_before = enc.log().to_vec();
    let units: Vec<String> = ["f", "g", "h", "p", "w"]
        .into_iter()
        .filter(|u| enc.entity(u).is_some())
        .map(String::from)
        .collect();
    let state = |enc: &Encounter| {
        units
            .iter()
            .map(|u| format!("{:?} {:?}", enc.position(u), enc.health(u)))
            .collect::<Vec<_>>()
    };
    let state_before = state(enc);
    let events = enc.submit(command.clone());
    assert_eq!(rejection(&events), None, "{events:?}");
    assert_eq!(enc.can_undo(), Ok(enc.history().0.len() - 1), "{events:?}");
    enc.undo().expect("undo allowed");
    assert_eq!(enc.log(), &log_before[..], "the log is as it was");
    assert_eq!(state(enc), state_before);
    let again = enc.submit(command);
    assert_eq!(again, events, "played again, the command does the same");
    events
}

#[test]
fn nothing_can_be_taken_back_before_the_first_command() {
    let (enc, _) = fight(&OPEN, &DUEL, &[]);
    assert_eq!(enc.can_undo(), Err(UndoRefusal::Nothing));
    assert_eq!(refused(&enc), "There is nothing to take back.");
}

#[test]
fn a_move_that_provokes_nothing_is_taken_back_and_so_is_the_side_s_turn_before_it() {
    let (mut enc, _) = fight(&OPEN, &FAR_DUEL, &[]);
    undoes_cleanly(&mut enc, move_to("f", 2, 3));
    // Two heroes: f's turn ends and h's begins; h moves. Undoing three times takes back h's move,
    // f's ended turn and f's move, back to where the side's turn began.
    let (mut enc, _) = fight(&OPEN, &TWO_HEROES, &[]);
    enc.submit(move_to("f", 2, 3));
    enc.submit(end_turn("f"));
    enc.submit(move_to("h", 2, 5));
    enc.undo().unwrap();
    assert_eq!(enc.position("h"), Some(Pos::new(0, 5)));
    assert_eq!(enc.current_unit().as_deref(), Some("h"));
    enc.undo().unwrap();
    assert_eq!(enc.current_unit().as_deref(), Some("f"));
    assert_eq!(enc.position("f"), Some(Pos::new(2, 3)));
    enc.undo().unwrap();
    assert_eq!(enc.position("f"), Some(Pos::new(0, 3)));
    assert_eq!(enc.history().0.len(), 0);
    assert_eq!(enc.can_undo(), Err(UndoRefusal::Nothing));
    // A double move, played again, spends f's whole turn as before.
    let ev = enc.submit(move_to("f", 8, 3));
    assert_eq!(turns(&ev), vec!["h"], "{ev:?}");
}

#[test]
fn a_move_that_provoked_an_attack_of_opportunity_stands() {
    // g's attack of opportunity misses (2).
    let (mut enc, _) = fight(&OPEN, &DUEL, &[2]);
    let ev = enc.submit(move_to("f", 2, 4));
    assert!(
        ev.iter().any(|e| matches!(e, CombatEvent::Aoo { .. })),
        "{ev:?}"
    );
    assert_eq!(refused(&enc), "Cannot take back “move”: it rolled dice.");
    assert_eq!(enc.undo(), Err(enc.can_undo().unwrap_err()));
    assert_eq!(enc.position("f"), Some(Pos::new(2, 4)));
}

#[test]
fn an_attack_stands_and_so_does_what_came_before_it() {
    // f steps (no roll), then hits g (15) for 3.
    let (mut enc, _) = fight(&OPEN, &DUEL, &[15, 3]);
    enc.submit(Command::Step {
        unit: "f".into(),
        to: Pos::new(2, 1),
    });
    assert!(enc.can_undo().is_ok());
    let ev = enc.submit(attack("f", "g"));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(
        refused(&enc),
        "Cannot take back “attack g”: it rolled dice."
    );
    // The step before it stays too: only the last command could come back.
    assert!(enc.undo().is_err());
    assert_eq!(enc.position("f"), Some(Pos::new(2, 1)));
}

#[test]
fn a_step_total_defense_dropping_prone_and_standing_up_unwatched_are_taken_back() {
    let (mut enc, _) = fight(&OPEN, &FAR_DUEL, &[]);
    undoes_cleanly(
        &mut enc,
        Command::Step {
            unit: "f".into(),
            to: Pos::new(1, 3),
        },
    );
    let (mut enc, _) = fight(&OPEN, &FAR_DUEL, &[]);
    undoes_cleanly(&mut enc, Command::DropProne { unit: "f".into() });
    undoes_cleanly(&mut enc, Command::StandUp { unit: "f".into() });
    let (mut enc, _) = fight(&OPEN, &FAR_DUEL, &[]);
    undoes_cleanly(&mut enc, Command::TotalDefense { unit: "f".into() });
}

#[test]
fn standing_up_next_to_a_foe_rolls_its_attack_of_opportunity_and_stands() {
    // Dropping prone is free and provokes nothing; standing up provokes g (it misses, 2).
    let (mut enc, _) = fight(&OPEN, &DUEL, &[2]);
    enc.submit(Command::DropProne { unit: "f".into() });
    assert!(enc.can_undo().is_ok());
    enc.submit(Command::StandUp { unit: "f".into() });
    assert_eq!(
        refused(&enc),
        "Cannot take back “stand up”: it rolled dice."
    );
}

#[test]
fn drawing_a_weapon_is_taken_back_with_the_move_action_it_cost() {
    let (mut enc, _) = fight(&OPEN, &FAR_DUEL, &[]);
    let ev = undoes_cleanly(
        &mut enc,
        Command::Draw {
            unit: "f".into(),
            weapons: vec!["javelin".into()],
        },
    );
    assert!(ev.iter().any(|e| matches!(e, CombatEvent::Wield { .. })));
    enc.undo().unwrap();
    // Back in hand: the longsword, and both move actions are there for a double move.
    let ev = enc.submit(move_to("f", 8, 3));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(turns(&ev), vec!["g"]);
}

#[test]
fn a_door_opened_out_of_reach_of_foes_is_taken_back() {
    let map = ["....#.....", "....+.....", "....#.....", ".........."];
    let units = [
        r#"(id: "f", side: "a", at: (3, 1), creature: "human_fighter", initiative: 20)"#,
        r#"(id: "g", side: "b", at: (9, 3), creature: "goblin", initiative: 10)"#,
    ];
    let (mut enc, _) = fight(&map, &units, &[]);
    let ev = undoes_cleanly(
        &mut enc,
        Command::ToggleDoor {
            unit: "f".into(),
            at: Pos::new(4, 1),
        },
    );
    assert!(
        ev.iter()
            .any(|e| matches!(e, CombatEvent::DoorToggled { .. }))
    );
    enc.undo().unwrap();
    // Closed again: a wall.
    let ev = enc.submit(move_path("f", &[(4, 1), (5, 1)]));
    assert!(rejection(&ev).is_some(), "{ev:?}");
}

#[test]
fn a_spell_that_rolls_nothing_is_taken_back_with_its_use_and_one_that_rolls_stands() {
    let units = [
        r#"(id: "p", side: "a", at: (2, 3), creature: "human_saint", initiative: 20)"#,
        r#"(id: "g", side: "b", at: (9, 3), creature: "goblin", initiative: 10)"#,
    ];
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    let shield = Command::Cast {
        unit: "p".into(),
        spell: "shield_of_faith".into(),
        target: Some("p".into()),
        at: None,
        facing: None,
        defensively: false,
    };
    let ev = undoes_cleanly(&mut enc, shield);
    assert!(
        ev.iter()
            .any(|e| matches!(e, CombatEvent::EffectStarts { .. }))
    );
    // A healing spell rolls its dice.
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "p", side: "a", at: (2, 3), creature: "human_saint", hp: 2, initiative: 20)"#,
            r#"(id: "g", side: "b", at: (9, 3), creature: "goblin", initiative: 10)"#,
        ],
        &[4],
    );
    let ev = enc.submit(Command::Cast {
        unit: "p".into(),
        spell: "cure_light_wounds".into(),
        target: Some("p".into()),
        at: None,
        facing: None,
        defensively: false,
    });
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(
        refused(&enc),
        "Cannot take back “cast Cure light wounds”: it rolled dice."
    );
}

#[test]
fn a_potion_rolls_its_healing_and_stands() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (0, 0), creature: "human_fighter", hp: 10, items: ["potion_of_healing"], initiative: 20)"#,
            r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", initiative: 10)"#,
        ],
        &[3],
    );
    let ev = enc.submit(Command::Drink {
        unit: "f".into(),
        item: None,
    });
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert!(
        refused(&enc).ends_with("”: it rolled dice."),
        "{}",
        refused(&enc)
    );
}

#[test]
fn a_delay_or_an_ended_turn_is_taken_back_while_the_next_turn_is_the_same_side_s() {
    let (mut enc, _) = fight(&OPEN, &TWO_HEROES, &[]);
    let ev = undoes_cleanly(
        &mut enc,
        Command::Delay {
            unit: "f".into(),
            after: None,
        },
    );
    assert_eq!(turns(&ev), vec!["h"]);
    enc.undo().unwrap();
    assert_eq!(enc.current_unit().as_deref(), Some("f"));
    let ev = undoes_cleanly(&mut enc, end_turn("f"));
    assert_eq!(turns(&ev), vec!["h"]);
    // h ends its turn: the goblin's, another side's. Neither comes back now.
    enc.submit(end_turn("h"));
    assert_eq!(enc.current_unit().as_deref(), Some("g"));
    assert_eq!(
        enc.can_undo(),
        Err(UndoRefusal::OtherSide { side: "a".into() })
    );
    assert_eq!(
        refused(&enc),
        "Cannot take back the last command: it was a's, and the turn has passed."
    );
}

#[test]
fn a_command_that_sets_off_a_script_stands() {
    let src = level_src(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (0, 3), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (9, 3), creature: "goblin", initiative: 10)"#,
        ],
        "",
    )
    .replacen(
        "units: [",
        r#"triggers: [(when: UnitEnters(region: (x: 2, y: 3, w: 1, h: 1), side: "a"), then: [Message("A trap clicks")])], units: ["#,
        1,
    );
    let level = load(&src);
    let mut enc = Encounter::new(&level, 1);
    enc.start();
    let ev = enc.submit(move_to("f", 2, 3));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(
        refused(&enc),
        "Cannot take back “move”: it brought something new to light (the level's script)."
    );
}

#[test]
fn refused_commands_are_passed_over_and_an_ended_fight_takes_nothing_back() {
    let (mut enc, _) = fight(&OPEN, &FAR_DUEL, &[]);
    enc.submit(move_to("f", 2, 3));
    // Refused: out of reach. The move before it is what undo takes back, with it.
    let ev = enc.submit(attack("f", "g"));
    assert!(rejection(&ev).is_some());
    enc.undo().unwrap();
    assert_eq!(enc.position("f"), Some(Pos::new(0, 3)));
    assert_eq!(enc.history().0.len(), 0);
    // g has 1 HP: f's hit (15, 3) ends the fight.
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", hp: 1, initiative: 15)"#,
        ],
        &[15, 3],
    );
    enc.submit(attack("f", "g"));
    assert!(enc.is_over());
    assert_eq!(
        refused(&enc),
        "The fight is over: nothing can be taken back."
    );
}

#[test]
fn dice_forced_during_the_fight_are_forced_again_in_the_fight_built_again() {
    let (mut enc, _) = fight(&OPEN, &DUEL, &[]);
    // f steps (no roll), the dice are told to show 15 and 3, and f drops prone (free, no roll).
    enc.submit(Command::Step {
        unit: "f".into(),
        to: Pos::new(2, 1),
    });
    enc.force_rolls([15, 3]);
    enc.submit(Command::DropProne { unit: "f".into() });
    enc.undo().unwrap();
    // Built again, the forced rolls are still the next ones.
    let ev = enc.submit(attack("f", "g"));
    let hit = ev
        .iter()
        .find_map(|e| match e {
            CombatEvent::Attack { roll, .. } => Some(*roll),
            _ => None,
        })
        .unwrap();
    assert_eq!(hit, 15, "{ev:?}");
}

/// f at (0, 3), g far off at (9, 3): nothing threatens f.
const FAR_DUEL: [&str; 2] = [
    r#"(id: "f", side: "a", at: (0, 3), creature: "human_fighter", initiative: 20)"#,
    r#"(id: "g", side: "b", at: (9, 3), creature: "goblin", initiative: 10)"#,
];

/// Two heroes, f and h, then g.
const TWO_HEROES: [&str; 3] = [
    r#"(id: "f", side: "a", at: (0, 3), creature: "human_fighter", initiative: 20)"#,
    r#"(id: "h", side: "a", at: (0, 5), creature: "human_fighter", initiative: 15)"#,
    r#"(id: "g", side: "b", at: (9, 3), creature: "goblin", initiative: 10)"#,
];

/// f and g side by side.
const DUEL: [&str; 2] = [
    r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 20)"#,
    r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 15)"#,
];

/// Each command kind once more, on its own: whether it comes back, and if not, why.
#[test]
fn every_kind_of_command_is_taken_back_before_a_roll_and_stands_after_one() {
    use leyendas::combat::commands::ReadyTrigger;
    // Two heroes, so a command that ends f's turn leaves the board to f's side (h's turn).
    let allowed: Vec<(&str, Command)> = vec![
        (
            "ready",
            Command::Ready {
                unit: "f".into(),
                trigger: ReadyTrigger::EntersReach,
                weapon: None,
                then: None,
            },
        ),
        (
            "withdraw",
            Command::Withdraw {
                unit: "f".into(),
                to: Some(Pos::new(4, 3)),
                path: None,
            },
        ),
        (
            "drop",
            Command::Drop {
                unit: "f".into(),
                thing: "javelin".into(),
            },
        ),
    ];
    for (what, command) in allowed {
        let (mut enc, _) = fight(&OPEN, &TWO_HEROES, &[]);
        let ev = undoes_cleanly(&mut enc, command);
        assert!(!ev.is_empty(), "{what}");
    }
    // A weapon dropped and picked up again: both come back, newest first.
    let (mut enc, _) = fight(&OPEN, &TWO_HEROES, &[]);
    enc.submit(Command::Drop {
        unit: "f".into(),
        thing: "javelin".into(),
    });
    undoes_cleanly(
        &mut enc,
        Command::PickUp {
            unit: "f".into(),
            thing: None,
        },
    );
    enc.undo().unwrap();
    enc.undo().unwrap();
    assert_eq!(enc.history().0.len(), 0);
    // A charge rolls its attack: it stands.
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (0, 2), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (5, 2), creature: "goblin", initiative: 10)"#,
        ],
        &[2, 1],
    );
    let ev = enc.submit(Command::Charge {
        unit: "f".into(),
        target: "g".into(),
    });
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(
        refused(&enc),
        "Cannot take back “charge g”: it rolled dice."
    );
    // Aiding an ally rolls nothing (seed 000 asks for a +2 attack bonus, not a roll): it comes
    // back.
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "h", side: "a", at: (2, 3), creature: "human_fighter", initiative: 15)"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 10)"#,
        ],
        &[],
    );
    let ev = undoes_cleanly(
        &mut enc,
        Command::AidAnother {
            unit: "f".into(),
            ally: "h".into(),
            aid: leyendas::combat::commands::AidKind::Attack,
            against: None,
        },
    );
    assert!(
        ev.iter().any(|e| matches!(e, CombatEvent::Aid { .. })),
        "{ev:?}"
    );
}

#[test]
fn osr_s_own_commands_follow_the_same_rule() {
    let data = common::data();
    let level =
        leyendas::level::load_level(std::path::Path::new("levels/osr_01_first_blood.ron"), &data)
            .unwrap();
    let mut enc = Encounter::new(&level, 4);
    enc.start();
    let unit = enc.current_unit().unwrap();
    // Choosing how to avoid attacks is free and rolls nothing: it comes back.
    let ev = enc.submit(Command::SetDefence {
        unit: unit.clone(),
        policy: leyendas::rulesets::osr::DefencePolicy::Dodge,
    });
    assert_eq!(rejection(&ev), None, "{ev:?}");
    enc.undo().unwrap();
    assert_eq!(enc.history().0.len(), 0);
}
