//! Readied actions of any kind (seed 000, "Acción preparada"): any one action of the unit's own,
//! on a trigger from a set that covers the seed's examples, done out of turn before the trigger
//! completes (or, for an ally passing, right after), and spent if it cannot be done then.
//! Numbers: the archer's longbow +6 (1d8), goblin Defense 16, fighter Defense 18 (22 against
//! missiles while prone), the sorcerer's ray of frost +3 against touch Defense 14.

mod common;

use common::*;
use leyendas::combat::commands::{ReadiedAction, ReadyTrigger};
use leyendas::combat::{CombatEvent, Command, TurnState};
use leyendas::rules::economy::ActionCost;
use leyendas::rules::grid::Pos;

fn ready_to(unit: &str, trigger: ReadyTrigger, then: Command) -> Command {
    Command::Ready {
        unit: unit.into(),
        trigger,
        weapon: None,
        then: Some(ReadiedAction::Command(Box::new(then))),
    }
}

fn ready_attack(unit: &str, trigger: ReadyTrigger) -> Command {
    Command::Ready {
        unit: unit.into(),
        trigger,
        weapon: None,
        then: None,
    }
}

fn door(unit: &str, x: i32, y: i32) -> Command {
    Command::ToggleDoor {
        unit: unit.into(),
        at: Pos::new(x, y),
    }
}

/// The events' kinds in order, for the ones a test follows.
fn kinds(events: &[CombatEvent]) -> Vec<String> {
    events
        .iter()
        .filter_map(|e| {
            Some(match e {
                CombatEvent::Step { unit, to, .. } => format!("{unit} steps to {to}"),
                CombatEvent::ReadyFires { unit, target } => format!("{target} sets off {unit}"),
                CombatEvent::OutOfTurn { unit, .. } => format!("{unit} out of turn"),
                CombatEvent::OutOfTurnEnds { unit } => format!("{unit} back"),
                CombatEvent::OutOfTurnRefused { unit, .. } => format!("{unit} refused"),
                CombatEvent::DoorToggled { terrain, .. } => terrain.clone(),
                CombatEvent::Attack { attacker, hit, .. } => format!("{attacker} attacks {hit}"),
                CombatEvent::Wield { unit, .. } => format!("{unit} wields"),
                CombatEvent::Condition {
                    unit, condition, ..
                } => format!("{unit} {condition:?}"),
                CombatEvent::HealthState { unit, state } => format!("{unit} {state:?}"),
                CombatEvent::FallsBack { unit, to, .. } => format!("{unit} falls back to {to}"),
                _ => return None,
            })
        })
        .collect()
}

fn budget(enc: &leyendas::combat::Encounter) -> leyendas::rules::economy::ActionBudget {
    enc.world().resource::<TurnState>().budget
}

/// The seed's second example: close the door as soon as the companions are through it.
#[test]
fn a_readied_door_closes_right_after_an_ally_passes_it_and_the_ally_s_turn_goes_on() {
    let map = ["....#.....", "..../.....", "....#.....", ".........."];
    let (mut enc, _) = fight(
        &map,
        &[
            r#"(id: "r", side: "a", at: (3, 0), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "p", side: "a", at: (2, 1), creature: "human_fighter", initiative: 15)"#,
            r#"(id: "g", side: "b", at: (9, 3), creature: "goblin", initiative: 5)"#,
        ],
        &[],
    );
    let ev = enc.submit(ready_to(
        "r",
        ReadyTrigger::AllyPasses { at: Pos::new(4, 1) },
        door("r", 4, 1),
    ));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert!(ev.iter().any(|e| matches!(
        e,
        CombatEvent::Action { unit, cost: ActionCost::Standard, action } if unit == "r" && action == "ready an action"
    )));
    assert_eq!(
        leyendas::combat::CombatEvent::line(
            ev.iter()
                .find(|e| matches!(e, CombatEvent::Ready { .. }))
                .unwrap(),
            leyendas::i18n::Lang::En
        ),
        "r readies an action (open or close the door at (4, 1)) for when an ally passes (4, 1)"
    );
    enc.submit(end_turn("r"));
    let ev = enc.submit(move_path("p", &[(3, 1), (4, 1), (5, 1), (6, 1)]));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(
        kinds(&ev),
        [
            "p steps to (3, 1)",
            "p steps to (4, 1)",
            "p steps to (5, 1)",
            "p sets off r",
            "r out of turn",
            "door",
            "r back",
            "p steps to (6, 1)",
        ]
    );
    assert_eq!(enc.position("p"), Some(Pos::new(6, 1)));
    // The door is shut behind p; p's own standard action is still there, and r spent its
    // readied action, not p's budget.
    assert!(budget(&enc).standard, "{:?}", budget(&enc));
    assert_eq!(enc.current_unit().as_deref(), Some("p"));
    let ev = enc.submit(move_path("p", &[(5, 1), (4, 1)]));
    assert!(
        rejection(&ev).is_some(),
        "the closed door is a wall: {ev:?}"
    );
}

/// The seed's first example: an archer shoots a foe as it draws, before the weapon is out.
#[test]
fn a_readied_shot_at_a_foe_drawing_its_weapon_comes_before_the_draw_and_a_foe_it_drops_draws_nothing()
 {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "a", side: "a", at: (1, 1), creature: "elf_archer", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (6, 1), creature: "goblin", initiative: 10, wield: [], hp: 2)"#,
        ],
        &[],
    );
    enc.submit(ready_attack("a", ReadyTrigger::Draws));
    enc.submit(end_turn("a"));
    // The arrow: 15 + 6 = 21 hits Defense 16; the longbow's d8 shows 4, and g (2 HP) drops.
    enc.force_rolls([15, 4]);
    let ev = enc.submit(Command::Draw {
        unit: "g".into(),
        weapons: vec!["shortsword".into()],
    });
    assert_eq!(rejection(&ev), None, "{ev:?}");
    let (total, defense) = ev
        .iter()
        .find_map(|e| match e {
            CombatEvent::Attack { total, defense, .. } => Some((*total, *defense)),
            _ => None,
        })
        .unwrap();
    assert_eq!((total, defense), (15 + 6, 16), "{ev:?}");
    assert_eq!(
        kinds(&ev),
        ["g sets off a", "a attacks true", "g Dying"],
        "{ev:?}"
    );
    assert!(
        !ev.iter().any(|e| matches!(e, CombatEvent::Wield { .. })),
        "a goblin that drops draws nothing"
    );
}

#[test]
fn a_foe_that_survives_the_readied_shot_draws_after_it() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "a", side: "a", at: (1, 1), creature: "elf_archer", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (6, 1), creature: "goblin", initiative: 10, wield: [])"#,
        ],
        &[],
    );
    enc.submit(ready_attack("a", ReadyTrigger::Draws));
    enc.submit(end_turn("a"));
    // 2 + 6 = 8 misses.
    enc.force_rolls([2]);
    let ev = enc.submit(Command::Draw {
        unit: "g".into(),
        weapons: vec!["shortsword".into()],
    });
    assert_eq!(kinds(&ev), ["g sets off a", "a attacks false", "g wields"]);
    // Spent: the archer has nothing readied any more, and its next turn comes as usual.
    let archer = enc.entity("a").unwrap();
    assert!(
        enc.world()
            .get::<leyendas::combat::ready::Readied>(archer)
            .is_none()
    );
    enc.submit(end_turn("g"));
    assert_eq!(enc.current_unit().as_deref(), Some("a"));
}

/// Readying provokes nothing (seed 000: it is the declaring of an action, not the action); the
/// readied shot, when it goes off beside a foe, provokes as any shot does.
#[test]
fn readying_provokes_nothing_and_a_readied_shot_provokes_when_it_goes_off() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "a", side: "a", at: (1, 1), creature: "elf_archer", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (2, 1), creature: "goblin", initiative: 15)"#,
            r#"(id: "g2", side: "b", at: (6, 1), creature: "goblin", initiative: 10, wield: [])"#,
        ],
        &[],
    );
    let ev = enc.submit(ready_attack("a", ReadyTrigger::Draws));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert!(kinds(&ev).is_empty(), "{:?}", kinds(&ev));
    enc.submit(end_turn("a"));
    enc.submit(end_turn("g"));
    // The goblin beside the archer strikes as the shot goes off (2 misses), then the shot (2).
    enc.force_rolls([2, 2]);
    let ev = enc.submit(Command::Draw {
        unit: "g2".into(),
        weapons: vec!["shortsword".into()],
    });
    assert_eq!(
        kinds(&ev),
        [
            "g2 sets off a",
            "g attacks false",
            "a attacks false",
            "g2 wields"
        ]
    );
}

#[test]
fn a_unit_readied_to_drop_prone_when_a_foe_shoots_does_so_before_the_shot() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (1, 1), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "a", side: "b", at: (7, 1), creature: "elf_archer", initiative: 10)"#,
        ],
        &[],
    );
    let ev = enc.submit(ready_to(
        "f",
        ReadyTrigger::Shoots,
        Command::DropProne { unit: "f".into() },
    ));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    enc.submit(end_turn("f"));
    enc.force_rolls([10, 1]);
    let ev = enc.submit(Command::Attack {
        unit: "a".into(),
        target: "f".into(),
        weapon: None,
        manner: None,
    });
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(
        kinds(&ev),
        [
            "a sets off f",
            "f out of turn",
            "f Prone",
            "f back",
            "a attacks false"
        ],
    );
    // Prone, f is 4 harder to hit with a missile: 10 + 6 = 16 against 18 + 4.
    let defense = ev
        .iter()
        .find_map(|e| match e {
            CombatEvent::Attack { total, defense, .. } => Some((*total, *defense)),
            _ => None,
        })
        .unwrap();
    assert_eq!(defense, (16, 22), "{ev:?}");
}

#[test]
fn a_readied_door_shuts_in_a_walking_foe_s_face_and_its_move_ends_there() {
    let map = ["....#.....", "..../.....", "....#.....", "....#....."];
    let (mut enc, _) = fight(
        &map,
        &[
            r#"(id: "r", side: "a", at: (5, 0), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (1, 1), creature: "goblin", initiative: 10)"#,
        ],
        &[],
    );
    enc.submit(ready_to(
        "r",
        ReadyTrigger::EntersArea {
            at: Pos::new(3, 1),
            radius: 0,
        },
        door("r", 4, 1),
    ));
    enc.submit(end_turn("r"));
    let ev = enc.submit(move_path("g", &[(2, 1), (3, 1), (4, 1), (5, 1), (6, 1)]));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(
        kinds(&ev),
        [
            "g steps to (2, 1)",
            "g steps to (3, 1)",
            "g sets off r",
            "r out of turn",
            "door",
            "r back",
        ]
    );
    assert_eq!(enc.position("g"), Some(Pos::new(3, 1)));
    // r moved up to just before g in the order: next round r acts first anyway, g after.
    assert_eq!(enc.current_unit().as_deref(), Some("g"));
}

#[test]
fn a_readied_command_that_cannot_be_done_when_its_trigger_comes_is_spent_and_the_log_says_why() {
    let map = ["..../.....", "....#....."];
    let (mut enc, _) = fight(
        &map,
        &[
            r#"(id: "r", side: "a", at: (3, 0), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (7, 0), creature: "goblin", initiative: 10)"#,
        ],
        &[],
    );
    // Ready to shut the door when the goblin steps into it: it is in the doorway then.
    enc.submit(ready_to(
        "r",
        ReadyTrigger::EntersArea {
            at: Pos::new(4, 0),
            radius: 0,
        },
        door("r", 4, 0),
    ));
    enc.submit(end_turn("r"));
    enc.force_rolls([1]);
    let ev = enc.submit(move_path("g", &[(6, 0), (5, 0), (4, 0)]));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    let refused = ev
        .iter()
        .find(|e| matches!(e, CombatEvent::OutOfTurnRefused { .. }))
        .expect("refused");
    assert_eq!(
        refused.line(leyendas::i18n::Lang::En),
        "r's action out of turn cannot be done and is spent: the door at (4, 0) cannot close: g is in the doorway"
    );
    assert_eq!(
        refused.line(leyendas::i18n::Lang::Es),
        "la acción fuera de turno de r no puede hacerse y se pierde: la puerta de (4, 0) no se puede cerrar: g está en el umbral"
    );
    assert!(
        enc.world()
            .get::<leyendas::combat::ready::Readied>(enc.entity("r").unwrap())
            .is_none()
    );
}

#[test]
fn out_of_turn_a_readied_unit_has_one_action_a_standard_or_a_move_and_no_more() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "r", side: "a", at: (0, 0), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (9, 0), creature: "goblin", initiative: 10)"#,
        ],
        &[],
    );
    // A move of 9 squares is a double move: more than one action.
    enc.submit(ready_to(
        "r",
        ReadyTrigger::MovesAdjacent,
        move_to("r", 0, 6),
    ));
    enc.submit(end_turn("r"));
    let ev = enc.submit(move_path(
        "g",
        &[
            (8, 0),
            (7, 0),
            (6, 0),
            (5, 0),
            (4, 0),
            (3, 0),
            (2, 0),
            (1, 0),
        ],
    ));
    let refused = ev
        .iter()
        .find_map(|e| match e {
            CombatEvent::OutOfTurnRefused { reason, .. } => {
                Some(reason.in_lang(leyendas::i18n::Lang::En))
            }
            _ => None,
        })
        .expect("refused");
    assert_eq!(refused, "r cannot reach (0, 6) this turn");
    // g's own turn kept its standard action.
    assert!(budget(&enc).standard);
}

#[test]
fn a_readied_spell_goes_at_whoever_sets_it_off() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "m", side: "a", at: (0, 3), creature: "human_sorcerer", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (9, 3), creature: "goblin", initiative: 10)"#,
        ],
        &[],
    );
    let ev = enc.submit(Command::Ready {
        unit: "m".into(),
        trigger: ReadyTrigger::EntersArea {
            at: Pos::new(6, 3),
            radius: 1,
        },
        weapon: None,
        then: Some(ReadiedAction::CastAt {
            spell: "ray_of_frost".into(),
            defensively: false,
        }),
    });
    assert_eq!(rejection(&ev), None, "{ev:?}");
    enc.submit(end_turn("m"));
    // The padded armour's arcane failure roll (50: no failure), the ray's ranged touch roll of
    // 15 (+1 BAB +2 Dex = 18 against touch Defense 14, a hit), 1d3 shows 2.
    enc.force_rolls([50, 15, 2]);
    let ev = enc.submit(move_path("g", &[(8, 3), (7, 3), (6, 3)]));
    let cast = ev
        .iter()
        .position(|e| matches!(e, CombatEvent::Cast { unit, spell, .. } if unit == "m" && spell == "ray_of_frost"))
        .expect("cast");
    let into_area = ev
        .iter()
        .position(|e| matches!(e, CombatEvent::Step { to, .. } if *to == Pos::new(7, 3)))
        .unwrap();
    assert!(into_area < cast, "{ev:?}");
    assert!(
        ev.iter()
            .any(|e| matches!(e, CombatEvent::Damage { target, amount: 2, .. } if target == "g")),
        "{ev:?}"
    );
    // g went on to (6, 3).
    assert_eq!(enc.position("g"), Some(Pos::new(6, 3)));
}

#[test]
fn what_cannot_be_readied_is_refused_with_the_reason() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (0, 0), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (9, 0), creature: "goblin", initiative: 10)"#,
        ],
        &[],
    );
    let refused = |enc: &mut leyendas::combat::Encounter, c: Command| {
        rejection(&enc.submit(c)).expect("refused")
    };
    assert_eq!(
        refused(
            &mut enc,
            ready_to("f", ReadyTrigger::MovesAdjacent, end_turn("g"))
        ),
        "f: a readied command is the unit's own, not g's"
    );
    assert_eq!(
        refused(
            &mut enc,
            ready_to(
                "f",
                ReadyTrigger::MovesAdjacent,
                Command::Withdraw {
                    unit: "f".into(),
                    to: Some(Pos::new(0, 5)),
                    path: None
                }
            )
        ),
        "f: Withdraw cannot be readied: it is not one action taken at once"
    );
    assert_eq!(
        refused(
            &mut enc,
            Command::Ready {
                unit: "f".into(),
                trigger: ReadyTrigger::Draws,
                weapon: Some("longsword".into()),
                then: Some(ReadiedAction::Command(Box::new(Command::DropProne {
                    unit: "f".into()
                }))),
            }
        ),
        "f: a readied action is an attack with a weapon or another action, not both"
    );
    assert_eq!(
        refused(
            &mut enc,
            ready_attack(
                "f",
                ReadyTrigger::EntersArea {
                    at: Pos::new(30, 0),
                    radius: 0
                }
            )
        ),
        "(30, 0) is off the map"
    );
    // None of these spent f's standard action.
    assert!(budget(&enc).standard);
}

#[test]
fn a_fight_s_events_applied_afresh_give_back_the_budget_a_readied_action_kept_aside() {
    let map = ["....#.....", "..../.....", "....#.....", ".........."];
    let units = [
        r#"(id: "r", side: "a", at: (3, 0), creature: "human_fighter", initiative: 20)"#,
        r#"(id: "p", side: "a", at: (2, 1), creature: "human_fighter", initiative: 15)"#,
        r#"(id: "g", side: "b", at: (9, 3), creature: "goblin", initiative: 5)"#,
    ];
    let level = load(&level_src(&map, &units, ""));
    let mut played = leyendas::combat::Encounter::new(&level, 1);
    played.start();
    played.submit(ready_to(
        "r",
        ReadyTrigger::AllyPasses { at: Pos::new(4, 1) },
        door("r", 4, 1),
    ));
    played.submit(end_turn("r"));
    played.submit(move_path("p", &[(3, 1), (4, 1), (5, 1)]));
    let log = played.log().to_vec();
    let mut watched = leyendas::combat::Encounter::new(&level, 1);
    let origin = leyendas::combat::undo::FightOrigin {
        level: level.clone(),
        seed: 1,
        rolls: Vec::new(),
    };
    leyendas::combat::replay::seek(watched.world_mut(), &origin, &log, log.len());
    let turn = |enc: &leyendas::combat::Encounter| {
        let t = enc.world().resource::<TurnState>();
        (t.budget, t.waiting_budgets.clone(), enc.current_unit())
    };
    assert_eq!(turn(&watched), turn(&played));
    // p has its standard action and nothing is kept aside.
    let (budget, waiting, current) = turn(&watched);
    assert!(budget.standard && !budget.move_action, "{budget:?}");
    assert!(waiting.is_empty());
    assert_eq!(current.as_deref(), Some("p"));
}

#[test]
fn a_swift_spell_can_be_readied_and_goes_off_out_of_turn() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "s", side: "a", at: (0, 0), creature: "human_saint", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (9, 0), creature: "goblin", initiative: 10)"#,
        ],
        &[],
    );
    let ev = enc.submit(Command::Ready {
        unit: "s".into(),
        trigger: ReadyTrigger::MovesAdjacent,
        weapon: None,
        then: Some(ReadiedAction::CastAt {
            spell: "guided_blow".into(),
            defensively: false,
        }),
    });
    assert_eq!(rejection(&ev), None, "{ev:?}");
    enc.submit(end_turn("s"));
    let ev = enc.submit(move_to("g", 1, 0));
    assert!(
        ev.iter().any(|e| matches!(
            e,
            CombatEvent::Action { unit, cost: ActionCost::Swift, .. } if unit == "s"
        )),
        "{ev:?}"
    );
    assert!(
        !ev.iter()
            .any(|e| matches!(e, CombatEvent::OutOfTurnRefused { .. }))
    );
}

#[test]
fn a_door_readied_to_shut_as_a_foe_draws_stops_its_move_through_the_doorway() {
    let map = ["....#.....", "..../.....", "....#.....", "....#....."];
    let (mut enc, _) = fight(
        &map,
        &[
            r#"(id: "r", side: "a", at: (5, 0), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (2, 1), creature: "goblin", initiative: 10, wield: [])"#,
        ],
        &[],
    );
    enc.submit(ready_to("r", ReadyTrigger::Draws, door("r", 4, 1)));
    enc.submit(end_turn("r"));
    // g walks for the doorway drawing its sword: the door shuts first, and g stays put.
    let ev = enc.submit(Command::Move {
        unit: "g".into(),
        to: None,
        path: Some(vec![Pos::new(3, 1), Pos::new(4, 1), Pos::new(5, 1)]),
        draw: Some(vec!["shortsword".into()]),
    });
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(
        kinds(&ev),
        [
            "g sets off r",
            "r out of turn",
            "door",
            "r back",
            "g wields",
            "g steps to (3, 1)",
        ]
    );
    assert_eq!(enc.position("g"), Some(Pos::new(3, 1)));
}

#[test]
fn a_readied_attack_steps_a_square_into_reach_when_the_unit_has_not_moved_this_turn() {
    // f readies an attack for when an enemy attacks an ally; the orc, two squares from f, swings
    // at a beside it: f steps to the first square that reaches the orc and strikes first.
    let units = [
        r#"(id: "f", side: "a", at: (2, 1), creature: "human_fighter", initiative: 20)"#,
        r#"(id: "a", side: "a", at: (4, 2), creature: "human_fighter", initiative: 15)"#,
        r#"(id: "o", side: "b", at: (4, 1), creature: "orc", initiative: 10)"#,
    ];
    let ready = Command::Ready {
        unit: "f".into(),
        trigger: ReadyTrigger::AttacksAlly,
        weapon: None,
        then: None,
    };
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    enc.submit(ready.clone());
    end_turns_until(&mut enc, "o");
    enc.force_rolls([1, 1]);
    let ev = enc.submit(attack("o", "a"));
    let step = ev.iter().position(|e| {
        matches!(e, CombatEvent::Step { unit, from, to, .. }
            if unit == "f" && *from == Pos::new(2, 1) && *to == Pos::new(3, 0))
    });
    let strike = ev
        .iter()
        .position(|e| matches!(e, CombatEvent::Attack { attacker, .. } if attacker == "f"));
    assert!(step.is_some() && strike > step, "{ev:?}");
    // Having walked in the turn it readied, it has no step left: the attack waits.
    let walked = units.map(|u| u.replace("at: (2, 1)", "at: (1, 1)"));
    let walked: Vec<&str> = walked.iter().map(String::as_str).collect();
    let (mut enc, _) = fight(&OPEN, &walked, &[]);
    enc.submit(move_to("f", 2, 1));
    enc.submit(ready);
    end_turns_until(&mut enc, "o");
    enc.force_rolls([1]);
    let ev = enc.submit(attack("o", "a"));
    assert!(
        !ev.iter()
            .any(|e| matches!(e, CombatEvent::Attack { attacker, .. } if attacker == "f")),
        "{ev:?}"
    );
}
