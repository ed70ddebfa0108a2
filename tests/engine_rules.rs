//! The rules of seed 000 as the headless engine plays them, each with forced dice and the numbers
//! the rule implies. Stat lines used below (assets/data):
//! - fighter: Str 16, Dex 13, BAB 3, longsword 1d8 19-20/x2, scale mail 5, heavy shield 2:
//!   Defense 18, flat-footed 15; melee +6, damage +3. HP 22, speed 6.
//! - goblin (Small): Dex 15, BAB 1, short sword, leather 2, light shield 1: Defense 16, flat-footed
//!   13; melee +2. HP 6, Con 12, Fortitude +4.
//! - orc: Str 17, greataxe 1d12 x3 two-handed (damage +4); Defense 15.
//! - archer: Dex 17, longbow 1d8 x3 range 20: ranged +6, no Str to damage; Defense 15.
//! - ogre (Large, reach 2): Str 21, greatclub 1d10 two-handed: melee +7, damage +7.
//! - werewolf: DR 5/silver, Defense 14.

mod common;

use common::*;
use leyendas::combat::{CombatEvent, Command, Condition, Dice};
use leyendas::rules::defense::DefenseKind;
use leyendas::rules::grid::Pos;
use leyendas::rules::health::HealthState;

fn attack_numbers(e: &CombatEvent) -> (u32, i32, i32, DefenseKind, bool, bool, bool) {
    match e {
        CombatEvent::Attack {
            roll,
            total,
            defense,
            defense_kind,
            hit,
            threat,
            critical,
            ..
        } => (
            *roll,
            *total,
            *defense,
            *defense_kind,
            *hit,
            *threat,
            *critical,
        ),
        other => panic!("not an attack: {other:?}"),
    }
}

#[test]
fn initiative_is_d20_plus_dex_and_ties_go_to_higher_dexterity() {
    let (_, events) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (0, 0), creature: "human_fighter")"#,
            r#"(id: "r", side: "a", at: (0, 1), creature: "elf_archer")"#,
            r#"(id: "g", side: "b", at: (9, 6), creature: "goblin")"#,
        ],
        &[10, 8, 9],
    );
    let totals: Vec<(String, Option<u32>, i32)> = events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Initiative {
                unit, roll, total, ..
            } => Some((unit.clone(), *roll, *total)),
            _ => None,
        })
        .collect();
    assert_eq!(
        totals,
        vec![
            ("f".into(), Some(10), 11),
            ("r".into(), Some(8), 11),
            ("g".into(), Some(9), 11)
        ]
    );
    assert!(events.contains(&CombatEvent::Order {
        units: vec!["r".into(), "g".into(), "f".into()]
    }));
    assert!(events.contains(&CombatEvent::Round {
        round: 1,
        surprise: false
    }));
    assert_eq!(turns(&events), vec!["r"]);
}

#[test]
fn fixed_initiative_rolls_nothing_and_a_group_rolls_once() {
    let (enc, events) = fight(
        &OPEN,
        &[
            r#"(id: "g1", side: "b", at: (9, 0), creature: "goblin", group: "pack")"#,
            r#"(id: "g2", side: "b", at: (9, 1), creature: "goblin", group: "pack")"#,
            r#"(id: "f", side: "a", at: (0, 0), creature: "human_fighter", initiative: 12)"#,
        ],
        &[15, 3],
    );
    assert_eq!(
        enc.world().resource::<Dice>().0.forced_left(),
        1,
        "one d20 for the whole group"
    );
    assert!(events.contains(&CombatEvent::Initiative {
        unit: "f".into(),
        roll: None,
        modifier: 1,
        total: 12,
        group: None,
        die: None,
    }));
    assert!(events.contains(&CombatEvent::Order {
        units: vec!["g1".into(), "g2".into(), "f".into()]
    }));
}

fn initiatives(events: &[CombatEvent]) -> Vec<(String, Option<u32>, i32, i32)> {
    events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Initiative {
                unit,
                roll,
                modifier,
                total,
                ..
            } => Some((unit.clone(), *roll, *modifier, *total)),
            _ => None,
        })
        .collect()
}

/// Seed 000's note to the game master: one initiative check for each group. The pack (the hexer,
/// listed first, and a goblin) rolls one d20 with the hexer's +1: 10 + 1 = 11 for both, though the
/// goblin's own Dex would give +2. The archer ties at 11 and goes first on its Dexterity 17; the
/// fighter ties with the pack in everything (11, Dex 13, +1) but is listed after the pack's first
/// member, so the pack acts as a block before it.
#[test]
fn an_initiative_group_makes_one_check_and_acts_as_a_block() {
    let (_, events) = fight(
        &OPEN,
        &[
            r#"(id: "h", side: "b", at: (9, 0), creature: "goblin_hexer", group: "pack")"#,
            r#"(id: "a", side: "a", at: (0, 0), creature: "elf_archer")"#,
            r#"(id: "f", side: "a", at: (0, 1), creature: "human_fighter")"#,
            r#"(id: "g", side: "b", at: (9, 1), creature: "goblin", group: "pack")"#,
        ],
        &[10, 8, 10],
    );
    assert_eq!(
        initiatives(&events),
        [
            ("h".to_string(), Some(10), 1, 11),
            ("a".to_string(), Some(8), 3, 11),
            ("f".to_string(), Some(10), 1, 11),
            ("g".to_string(), Some(10), 1, 11),
        ]
    );
    assert!(events.contains(&CombatEvent::Order {
        units: vec!["a".into(), "h".into(), "g".into(), "f".into()]
    }));
}

#[test]
fn surprise_round_lets_only_aware_units_act_once_against_flat_footed_foes() {
    let (mut enc, events) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 15, aware: false)"#,
            r#"(id: "h", side: "b", at: (9, 6), creature: "goblin", initiative: 10)"#,
        ],
        &[7, 2],
    );
    assert!(events.contains(&CombatEvent::Round {
        round: 0,
        surprise: true
    }));
    assert!(events.contains(&CombatEvent::Condition {
        unit: "g".into(),
        condition: Condition::FlatFooted,
        active: true
    }));
    // Roll 7 + 6 = 13 against the goblin's flat-footed Defense 13 (16 without Dex 2 and shield 1).
    let ev = enc.submit(attack("f", "g"));
    let a = attack_numbers(attacks(&ev)[0]);
    assert_eq!(a, (7, 13, 13, DefenseKind::FlatFooted, true, false, false));
    assert_eq!(damage_amounts(&ev), vec![("g".into(), 5, 1)]);
    // One action in the surprise round: the turn ends by itself; the unaware goblin is skipped.
    assert_eq!(turns(&ev), vec!["h"]);
    let ev = enc.submit(move_to("h", 0, 0));
    assert!(rejection(&ev).unwrap().contains("cannot reach"), "{ev:?}");
    let ev = enc.submit(move_to("h", 6, 3));
    assert!(
        turns(&ev) == vec!["f"],
        "h's single move ends its turn: {ev:?}"
    );
    assert!(ev.contains(&CombatEvent::Round {
        round: 1,
        surprise: false
    }));
    let ev = enc.submit(end_turn("f"));
    let flat_off = ev.iter().position(|e| {
        *e == CombatEvent::Condition {
            unit: "g".into(),
            condition: Condition::FlatFooted,
            active: false,
        }
    });
    let g_turn = ev
        .iter()
        .position(|e| *e == CombatEvent::Turn { unit: "g".into() });
    assert!(flat_off.is_some() && flat_off < g_turn, "{ev:?}");
}

#[test]
fn a_clumsy_creature_caught_flat_footed_loses_its_dex_penalty_too() {
    // Seed 000, "Defensa desprevenida": figured without the Dex modifier, whatever its sign.
    // The clumsy one (Dex 8, −1; no armour): Defense 9, flat-footed 10.
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "c", side: "b", at: (3, 2), stats: (name: "Clumsy", speed: 6, abilities: (str: 10, dex: 8, con: 10), hp: 9), initiative: 15, aware: false)"#,
            r#"(id: "h", side: "b", at: (9, 6), creature: "goblin", initiative: 10)"#,
        ],
        // 3 + 6 = 9: it would hit Defense 9 with the penalty kept; against 10 it misses.
        &[3],
    );
    let ev = enc.submit(attack("f", "c"));
    let a = attack_numbers(attacks(&ev)[0]);
    assert_eq!(a, (3, 9, 10, DefenseKind::FlatFooted, false, false, false));
}

#[test]
fn unaware_units_make_no_attacks_of_opportunity_in_the_surprise_round() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 15, aware: false)"#,
        ],
        &[],
    );
    let ev = enc.submit(move_path("f", &[(1, 2), (0, 2)]));
    assert!(
        !ev.iter().any(|e| matches!(e, CombatEvent::Aoo { .. })),
        "{ev:?}"
    );
    assert_eq!(enc.position("f"), Some(Pos::new(0, 2)));
}

#[test]
fn no_surprise_round_when_nobody_is_aware() {
    let (_, events) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (0, 0), creature: "human_fighter", aware: false, initiative: 5)"#,
            r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", aware: false, initiative: 4)"#,
        ],
        &[],
    );
    assert!(events.contains(&CombatEvent::Round {
        round: 1,
        surprise: false
    }));
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, CombatEvent::Condition { .. }))
    );
}

#[test]
fn delay_moves_a_unit_later_for_good_and_never_earlier() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (0, 0), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", initiative: 15)"#,
            r#"(id: "r", side: "a", at: (0, 6), creature: "elf_archer", initiative: 10)"#,
        ],
        &[],
    );
    let ev = enc.submit(Command::Delay {
        unit: "f".into(),
        after: Some("g".into()),
    });
    assert_eq!(turns(&ev), vec!["g"]);
    assert_eq!(turns(&enc.submit(end_turn("g"))), vec!["f"]);
    assert_eq!(turns(&enc.submit(end_turn("f"))), vec!["r"]);
    let ev = enc.submit(end_turn("r"));
    assert_eq!(turns(&ev), vec!["g"], "the new place holds next round");
    assert!(ev.contains(&CombatEvent::Round {
        round: 2,
        surprise: false
    }));
    enc.submit(end_turn("g"));
    let ev = enc.submit(Command::Delay {
        unit: "f".into(),
        after: Some("g".into()),
    });
    assert_eq!(
        rejection(&ev).unwrap(),
        "f cannot delay until after g: g has already acted this round"
    );
    enc.submit(move_to("f", 1, 0));
    let ev = enc.submit(Command::Delay {
        unit: "f".into(),
        after: None,
    });
    assert_eq!(
        rejection(&ev).unwrap(),
        "f has already acted this turn and can no longer delay"
    );
}

#[test]
fn a_turn_has_one_standard_and_one_move_and_the_standard_can_be_a_second_move() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (0, 0), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", initiative: 15)"#,
        ],
        &[],
    );
    let ev = enc.submit(move_to("f", 3, 0));
    assert!(ev.iter().any(|e| matches!(
        e,
        CombatEvent::Action { unit, action, cost: leyendas::rules::economy::ActionCost::Move }
            if unit == "f" && action == "move"
    )));
    let ev = enc.submit(move_to("f", 6, 0));
    assert_eq!(steps(&ev).len(), 3);
    assert_eq!(turns(&ev), vec!["g"], "both actions spent: the turn ends");
}

#[test]
fn never_two_standard_actions() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 15)"#,
        ],
        &[2],
    );
    let ev = enc.submit(attack("f", "g"));
    assert!(!attack_numbers(attacks(&ev)[0]).4);
    let ev = enc.submit(attack("f", "g"));
    assert_eq!(rejection(&ev).unwrap(), "no standard action left this turn");
}

#[test]
fn diagonals_cost_one_two_one_two_across_the_move() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (0, 0), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", initiative: 15)"#,
        ],
        &[],
    );
    let ev = enc.submit(move_path("f", &[(1, 1), (2, 2), (3, 3), (4, 4)]));
    let costs: Vec<u32> = steps(&ev).iter().map(|s| s.2).collect();
    assert_eq!(costs, vec![1, 2, 1, 2]);
    // A fifth diagonal would cost 1 more: 7 > speed 6, so it needs the standard action too.
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (0, 0), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", initiative: 15)"#,
        ],
        &[],
    );
    let ev = enc.submit(move_to("f", 5, 5));
    assert!(ev.iter().any(|e| matches!(
        e,
        CombatEvent::Action {
            cost: leyendas::rules::economy::ActionCost::DoubleMove,
            ..
        }
    )));
    assert_eq!(steps(&ev).iter().map(|s| s.2).sum::<u32>(), 7);
}

#[test]
fn difficult_terrain_costs_double_and_speed_one_still_moves_one_square() {
    let map = [".~~.......", ".~~.......", ".~~.......", ".........."];
    let (mut enc, _) = fight(
        &map,
        &[
            r#"(id: "f", side: "a", at: (0, 0), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "s", side: "a", at: (0, 3), stats: (name: "Slug", speed: 1, abilities: (str: 10, dex: 10, con: 10), hp: 5), initiative: 19)"#,
            r#"(id: "g", side: "b", at: (9, 3), creature: "goblin", initiative: 15)"#,
        ],
        &[],
    );
    let ev = enc.submit(move_path("f", &[(1, 0), (2, 1), (3, 1)]));
    let costs: Vec<u32> = steps(&ev).iter().map(|s| s.2).collect();
    assert_eq!(
        costs,
        vec![2, 2, 1],
        "rubble 2, a first diagonal into rubble 2, floor 1"
    );
    enc.submit(end_turn("f"));
    // The slug (speed 1) may enter a rubble square costing 2: the one-square minimum.
    let ev = enc.submit(move_path("s", &[(1, 2)]));
    assert_eq!(steps(&ev).len(), 1, "{ev:?}");
    let ev = enc.submit(move_path("s", &[(2, 2), (3, 2)]));
    assert_eq!(
        rejection(&ev).unwrap(),
        "the path costs 3 squares of movement but s has 1 left"
    );
}

#[test]
fn walls_block_and_diagonals_cannot_cut_wall_corners() {
    let map = [".#........", "..........", "..........", ".........."];
    let (mut enc, _) = fight(
        &map,
        &[
            r#"(id: "f", side: "a", at: (0, 0), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (9, 3), creature: "goblin", initiative: 15)"#,
        ],
        &[],
    );
    let ev = enc.submit(move_path("f", &[(1, 0)]));
    assert_eq!(rejection(&ev).unwrap(), "cannot enter (1, 0): stone wall");
    let ev = enc.submit(move_path("f", &[(0, 1), (1, 1), (2, 0)]));
    assert_eq!(
        rejection(&ev).unwrap(),
        "a wall corner blocks the diagonal step (1, 1) -> (2, 0)"
    );
    // The engine's path goes around the wall without cutting its corners.
    let ev = enc.submit(move_to("f", 2, 0));
    let path: Vec<Pos> = steps(&ev).iter().map(|s| s.1).collect();
    assert_eq!(path.last(), Some(&Pos::new(2, 0)));
    assert!(!path.contains(&Pos::new(1, 0)));
}

#[test]
fn allies_can_be_passed_but_not_ended_on_and_enemies_block() {
    let map = ["######", "......", "######"];
    let (mut enc, _) = fight(
        &map,
        &[
            r#"(id: "f", side: "a", at: (0, 1), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "r", side: "a", at: (1, 1), creature: "elf_archer", initiative: 18)"#,
            r#"(id: "g", side: "b", at: (4, 1), creature: "goblin", initiative: 15)"#,
        ],
        &[],
    );
    let ev = enc.submit(move_to("f", 1, 1));
    assert_eq!(
        rejection(&ev).unwrap(),
        "(1, 1) is taken by r; a move cannot end there"
    );
    let ev = enc.submit(move_to("f", 5, 1));
    assert_eq!(rejection(&ev).unwrap(), "f cannot reach (5, 1) this turn");
    let ev = enc.submit(move_path("f", &[(1, 1), (2, 1), (3, 1), (4, 1)]));
    assert_eq!(rejection(&ev).unwrap(), "path blocked by enemy g at (4, 1)");
    // Passing the ally is fine; the goblin threatens (3,1) but entering provokes nothing.
    let ev = enc.submit(move_to("f", 3, 1));
    assert_eq!(enc.position("f"), Some(Pos::new(3, 1)), "{ev:?}");
    assert!(!ev.iter().any(|e| matches!(e, CombatEvent::Aoo { .. })));
}

#[test]
fn leaving_a_threatened_square_provokes_once_per_enemy_per_round() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 15)"#,
        ],
        // The goblin's attack of opportunity: 12 + 2 = 14 vs Defense 18, a miss.
        &[12],
    );
    let ev = enc.submit(move_path("f", &[(2, 3), (2, 4)]));
    let aoos: Vec<&CombatEvent> = ev
        .iter()
        .filter(|e| matches!(e, CombatEvent::Aoo { .. }))
        .collect();
    assert_eq!(
        aoos,
        vec![&CombatEvent::Aoo {
            attacker: "g".into(),
            target: "f".into()
        }],
        "leaving (2,2) provokes; leaving (2,3) would too, but g has used its one attack"
    );
    let a = attack_numbers(attacks(&ev)[0]);
    assert_eq!(a, (12, 14, 18, DefenseKind::Normal, false, false, false));
    // The attack comes before the step it interrupts.
    let aoo_at = ev
        .iter()
        .position(|e| matches!(e, CombatEvent::Aoo { .. }))
        .unwrap();
    let first_step = ev
        .iter()
        .position(|e| matches!(e, CombatEvent::Step { .. }))
        .unwrap();
    assert!(aoo_at < first_step);
}

#[test]
fn a_mover_that_drops_from_an_attack_of_opportunity_stays_where_it_was() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "w", side: "a", at: (2, 2), stats: (name: "Weakling", speed: 6, abilities: (str: 10, dex: 10, con: 10), hp: 3), initiative: 20)"#,
            r#"(id: "o", side: "b", at: (3, 2), creature: "orc", initiative: 15)"#,
        ],
        // Orc: 15 + 4 = 19 vs 10, hit; greataxe 5 + 4 = 9 → hp -6.
        &[15, 5],
    );
    let ev = enc.submit(move_to("w", 0, 2));
    assert!(steps(&ev).is_empty(), "{ev:?}");
    assert_eq!(enc.position("w"), Some(Pos::new(2, 2)));
    assert_eq!(damage_amounts(&ev), vec![("w".into(), 9, -6)]);
    assert!(ev.contains(&CombatEvent::HealthState {
        unit: "w".into(),
        state: HealthState::Dying
    }));
    assert!(ev.contains(&CombatEvent::End {
        winner: Some("b".into())
    }));
}

#[test]
fn the_engine_path_avoids_attacks_of_opportunity_when_it_can() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 3), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (3, 3), creature: "goblin", initiative: 15)"#,
        ],
        &[],
    );
    // Leaving (2,3) provokes whatever the path. Straight up through (2,2) (cost 3) would leave a
    // second threatened square; the engine takes a cost-4 path that leaves only the first.
    let ev = enc.submit(move_to("f", 2, 0));
    let aoos = ev
        .iter()
        .filter(|e| matches!(e, CombatEvent::Aoo { .. }))
        .count();
    assert_eq!(aoos, 1);
    let path: Vec<Pos> = steps(&ev).iter().map(|s| s.1).collect();
    assert_eq!(path.last(), Some(&Pos::new(2, 0)));
    assert!(
        path[..path.len() - 1]
            .iter()
            .all(|p| !p.is_adjacent(Pos::new(3, 3))),
        "no square after the first is threatened: {path:?}"
    );
    assert_eq!(steps(&ev).iter().map(|s| s.2).sum::<u32>(), 4);
}

#[test]
fn flat_footed_units_make_no_attacks_of_opportunity() {
    // The switch, or seed 001's preset that turns it on.
    for rules in ["flat_footed_until_first_turn: true", "preset: Seed001"] {
        let (mut enc, events) = fight_with_rules(
            &OPEN,
            &[
                r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 20)"#,
                r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 15)"#,
            ],
            rules,
            &[],
        );
        assert!(
            events.contains(&CombatEvent::Condition {
                unit: "g".into(),
                condition: Condition::FlatFooted,
                active: true
            }),
            "{rules}"
        );
        let ev = enc.submit(move_path("f", &[(1, 2)]));
        assert!(
            !ev.iter().any(|e| matches!(e, CombatEvent::Aoo { .. })),
            "{rules}: {ev:?}"
        );
    }
}

#[test]
fn a_unit_with_only_a_ranged_weapon_threatens_nothing() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "r", side: "b", at: (3, 2), creature: "elf_archer", weapons: ["longbow"], initiative: 15)"#,
        ],
        &[],
    );
    let ev = enc.submit(move_path("f", &[(1, 2)]));
    assert!(
        !ev.iter().any(|e| matches!(e, CombatEvent::Aoo { .. })),
        "{ev:?}"
    );
}

#[test]
fn a_ranged_attack_from_a_threatened_square_provokes_first() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "r", side: "a", at: (2, 2), creature: "elf_archer", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 15)"#,
            r#"(id: "h", side: "b", at: (9, 6), creature: "goblin", initiative: 10)"#,
        ],
        // g's attack of opportunity: 1, a miss. The arrow: 15 + 6 = 21 vs 16, hit; 1d8 shows 5, no Str.
        &[1, 15, 5],
    );
    let ev = enc.submit(attack("r", "h"));
    let kinds: Vec<&str> = ev
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Aoo { .. } => Some("aoo"),
            CombatEvent::Attack { attacker, .. } if attacker == "g" => Some("g attacks"),
            CombatEvent::Attack { attacker, .. } if attacker == "r" => Some("r shoots"),
            _ => None,
        })
        .collect();
    assert_eq!(kinds, vec!["aoo", "g attacks", "r shoots"]);
    assert_eq!(damage_amounts(&ev), vec![("h".into(), 5, 1)]);
}

#[test]
fn a_large_creature_threatens_two_squares_away() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (1, 3), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "o", side: "b", at: (5, 3), creature: "ogre", initiative: 15)"#,
        ],
        // Ogre's attack of opportunity: 10 + 7 = 17 vs 18, a miss.
        &[10],
    );
    // (2,3) is 3 from the ogre: leaving it provokes nothing; (3,3) is 2 away: leaving it provokes.
    let ev = enc.submit(move_path("f", &[(2, 3), (3, 3), (3, 2)]));
    let aoo_index = ev.iter().position(|e| matches!(e, CombatEvent::Aoo { .. }));
    let step_out = ev
        .iter()
        .position(|e| matches!(e, CombatEvent::Step { from, .. } if *from == Pos::new(3, 3)));
    assert!(aoo_index.is_some() && aoo_index < step_out, "{ev:?}");
    enc.submit(end_turn("f"));
    // And it can attack the fighter at (3,2), distance 2, with its greatclub.
    let ev = enc.submit(attack("o", "f"));
    assert!(rejection(&ev).is_none(), "{ev:?}");
}

#[test]
fn an_attack_that_equals_defense_hits_and_damage_adds_strength() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 15)"#,
        ],
        &[10, 4],
    );
    let ev = enc.submit(attack("f", "g"));
    assert_eq!(
        attack_numbers(attacks(&ev)[0]),
        (10, 16, 16, DefenseKind::Normal, true, false, false)
    );
    // 1d8 shows 4, + Str 3 = 7: the goblin falls from 6 to -1, dying, and its side has nobody left.
    assert_eq!(damage_amounts(&ev), vec![("g".into(), 7, -1)]);
    assert!(ev.contains(&CombatEvent::HealthState {
        unit: "g".into(),
        state: HealthState::Dying
    }));
    assert_eq!(
        ev.last(),
        Some(&CombatEvent::End {
            winner: Some("a".into())
        })
    );
    let ev = enc.submit(end_turn("f"));
    assert_eq!(rejection(&ev).unwrap(), "the fight is not running");
}

#[test]
fn natural_one_misses_and_natural_twenty_hits_and_threatens() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "w", side: "a", at: (2, 2), stats: (name: "Weakling", speed: 6, abilities: (str: 3, dex: 10, con: 10), hp: 3, base_attack: -5, weapons: ["mace"]), initiative: 20)"#,
            r#"(id: "f", side: "b", at: (3, 2), creature: "human_fighter", initiative: 15)"#,
            r#"(id: "g", side: "a", at: (0, 6), creature: "goblin", initiative: 10)"#,
        ],
        // Weakling: natural 20 (total 11 vs 18) hits and threatens; confirm 19 → 10, no crit.
        // Mace 1d8 shows 3, Str -4: 1 damage at least.
        &[20, 19, 3, 1],
    );
    let ev = enc.submit(attack("w", "f"));
    assert_eq!(
        attack_numbers(attacks(&ev)[0]),
        (20, 11, 18, DefenseKind::Normal, true, true, false)
    );
    assert_eq!(damage_amounts(&ev), vec![("f".into(), 1, 21)]);
    enc.submit(end_turn("w"));
    // Fighter: natural 1 misses the weakling's Defense 10 despite +6.
    let ev = enc.submit(attack("f", "w"));
    assert_eq!(
        attack_numbers(attacks(&ev)[0]),
        (1, 7, 10, DefenseKind::Normal, false, false, false)
    );
}

#[test]
fn a_confirmed_critical_in_the_threat_range_multiplies_damage() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "w", side: "b", at: (3, 2), creature: "werewolf", weapons: ["claw"], initiative: 15)"#,
        ],
        // Longsword 19-20: 19 + 6 = 25 vs 14 threatens; confirm 8 + 6 = 14 confirms.
        // 1d8 shows 5: (5 + 3) x 2 = 16, less DR 5/silver = 11.
        &[19, 8, 5],
    );
    let ev = enc.submit(attack("f", "w"));
    assert_eq!(
        attack_numbers(attacks(&ev)[0]),
        (19, 25, 14, DefenseKind::Normal, true, true, true)
    );
    assert_eq!(damage_amounts(&ev), vec![("w".into(), 11, 13)]);
}

#[test]
fn damage_reduction_is_bypassed_by_its_material() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", weapons: ["silver_longsword"], initiative: 20)"#,
            r#"(id: "w", side: "b", at: (3, 2), creature: "werewolf", initiative: 15)"#,
        ],
        &[15, 6],
    );
    let ev = enc.submit(attack("f", "w"));
    assert_eq!(damage_amounts(&ev), vec![("w".into(), 9, 15)]);
}

#[test]
fn two_handed_weapons_add_one_and_a_half_strength_and_bows_none() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "o", side: "a", at: (2, 2), creature: "orc", initiative: 20)"#,
            r#"(id: "f", side: "b", at: (3, 2), creature: "human_fighter", initiative: 15)"#,
            r#"(id: "r", side: "a", at: (0, 6), creature: "elf_archer", initiative: 10)"#,
        ],
        // Orc: 15 + 4 = 19 vs 18; greataxe 6 + 4 (1½ × Str 3, rounded down).
        // Fighter ends its turn. Archer: 10 + 6 = 16 vs 18, miss... so roll 14: 20 vs 18; 1d8 shows 5.
        &[15, 6, 14, 5],
    );
    let ev = enc.submit(attack("o", "f"));
    assert_eq!(damage_amounts(&ev), vec![("f".into(), 10, 12)]);
    enc.submit(end_turn("o"));
    enc.submit(end_turn("f"));
    let ev = enc.submit(attack("r", "f"));
    assert_eq!(damage_amounts(&ev), vec![("f".into(), 5, 7)], "{ev:?}");
}

/// A field 40 squares long, for shots past a weapon's first range increments.
const LONG_FIELD: [&str; 3] = [
    "........................................",
    "........................................",
    "........................................",
];

/// The attack roll's terms and total of the first attack in `events`.
fn attack_terms_and_total(events: &[CombatEvent]) -> (Vec<(String, i32)>, i32) {
    events
        .iter()
        .find_map(|e| match e {
            CombatEvent::Attack {
                modifiers, total, ..
            } => Some((
                modifiers
                    .0
                    .iter()
                    .map(|m| (m.source.to_string(), m.value))
                    .collect(),
                *total,
            )),
            _ => None,
        })
        .expect("an attack")
}

#[test]
fn thrown_weapons_add_strength_and_reach_five_range_increments() {
    // The javelin's range increment is 6: a goblin 31 squares off is past its fifth.
    let (mut enc, _) = fight(
        &LONG_FIELD,
        &[
            r#"(id: "f", side: "a", at: (0, 0), creature: "human_fighter", weapons: ["javelin"], initiative: 20)"#,
            r#"(id: "g", side: "b", at: (4, 0), creature: "goblin", initiative: 15)"#,
            r#"(id: "h", side: "b", at: (31, 0), creature: "goblin", initiative: 10)"#,
        ],
        &[15, 3],
    );
    let ev = enc.submit(attack("f", "h"));
    assert_eq!(
        rejection(&ev).unwrap(),
        "f has no weapon that reaches h (31 squares away)"
    );
    let ev = enc.submit(attack("f", "g"));
    assert_eq!(damage_amounts(&ev), vec![("g".into(), 6, 0)]);
    assert!(ev.contains(&CombatEvent::HealthState {
        unit: "g".into(),
        state: HealthState::Disabled
    }));
}

/// The elf archer at (0, 0) and a goblin `x` squares east of it on the long field, the dice
/// showing `rolls` first.
fn archer_and_goblin_at(x: i32, rolls: &[u32]) -> leyendas::combat::Encounter {
    let goblin =
        format!(r#"(id: "g", side: "b", at: ({x}, 0), creature: "goblin", initiative: 1)"#);
    let archer = r#"(id: "a", side: "a", at: (0, 0), creature: "elf_archer", initiative: 20)"#;
    fight(&LONG_FIELD, &[archer, &goblin], rolls).0
}

#[test]
fn a_shot_costs_two_for_each_full_range_increment_past_the_first() {
    // The archer's long bow: BAB 3 + Dex 3 = +6, increment 20. A roll of 10 totals 16 at 20
    // squares, 14 at 21 (one increment past the first), 12 at 39 (still one short of the third).
    let total_at = |x: i32| {
        let mut enc = archer_and_goblin_at(x, &[10, 1]);
        let ev = enc.submit(attack("a", "g"));
        assert_eq!(rejection(&ev), None, "{ev:?}");
        attack_terms_and_total(&ev)
    };
    let (terms, total) = total_at(20);
    assert!(!terms.iter().any(|(source, _)| source == "range increments"));
    assert_eq!(total, 16);
    let (terms, total) = total_at(21);
    assert!(
        terms.contains(&("range increments".to_string(), -2)),
        "{terms:?}"
    );
    assert_eq!(total, 14);
    let (terms, total) = total_at(39);
    assert!(
        terms.contains(&("range increments".to_string(), -2)),
        "{terms:?}"
    );
    assert_eq!(total, 12 + 2);
    // A thrown javelin 30 squares off, at its fifth increment: −8.
    let fighter = r#"(id: "f", side: "a", at: (0, 0), creature: "human_fighter", weapons: ["javelin"], initiative: 20)"#;
    let goblin = r#"(id: "g", side: "b", at: (30, 0), creature: "goblin", initiative: 1)"#;
    let (mut enc, _) = fight(&LONG_FIELD, &[fighter, goblin], &[10, 1]);
    let ev = enc.submit(attack("f", "g"));
    let (terms, _) = attack_terms_and_total(&ev);
    assert!(
        terms.contains(&("range increments".to_string(), -8)),
        "{terms:?}"
    );
}

#[test]
fn the_forecast_counts_the_range_increment_penalty() {
    use leyendas::combat::attack::forecast;
    let odds_at = |x: i32| {
        let enc = archer_and_goblin_at(x, &[]);
        let (a, g) = (enc.entity("a").unwrap(), enc.entity("g").unwrap());
        let bow = enc
            .world()
            .get::<leyendas::level::equipment::Equipment>(a)
            .and_then(|eq| eq.weapons.iter().find(|w| w.id == "longbow").cloned())
            .expect("a long bow");
        forecast(enc.world(), a, g, &bow).hit_chance
    };
    // Two points off the roll are two faces of the d20 fewer.
    assert!(
        (odds_at(20) - odds_at(21) - 0.10).abs() < 1e-9,
        "{} {}",
        odds_at(20),
        odds_at(21)
    );
}

#[test]
fn a_disabled_unit_gets_one_action_and_a_standard_action_leaves_it_dying() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", hp: 0, initiative: 20)"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 15)"#,
        ],
        &[2],
    );
    assert_eq!(enc.health("f").unwrap().state, HealthState::Disabled);
    let ev = enc.submit(attack("f", "g"));
    assert_eq!(damage_amounts(&ev), vec![("f".into(), 1, -1)]);
    assert!(ev.contains(&CombatEvent::HealthState {
        unit: "f".into(),
        state: HealthState::Dying
    }));
    assert!(ev.contains(&CombatEvent::End {
        winner: Some("b".into())
    }));

    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (0, 0), creature: "human_fighter", hp: 0, initiative: 20)"#,
            r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", initiative: 15)"#,
        ],
        &[],
    );
    let ev = enc.submit(move_to("f", 1, 0));
    assert_eq!(
        turns(&ev),
        vec!["g"],
        "a move is its one action; no strain for a move"
    );
    assert_eq!(enc.health("f").unwrap().hp, 0);
}

#[test]
fn a_dying_unit_saves_each_round_losing_a_point_on_failure_until_stable_or_dead() {
    let (mut enc, events) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (0, 0), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", hp: -2, initiative: 15)"#,
            r#"(id: "h", side: "b", at: (9, 0), creature: "goblin", initiative: 10)"#,
        ],
        // Placed at −2, as if a blow of 2 had felled it: DC 12. Round 1: Fortitude 7 + 4 = 11
        // fails, −3; the point it bleeds is not damage received, so round 2's DC is 12 still:
        // 8 + 4 = 12, stable.
        &[7, 8],
    );
    assert_eq!(turns(&events), vec!["f"]);
    let ev = enc.submit(end_turn("f"));
    assert!(ev.iter().any(|e| matches!(
        e,
        CombatEvent::Save { unit, roll: 7, total: 11, dc: 12, success: false, .. } if unit == "g"
    )), "{ev:?}");
    assert_eq!(damage_amounts(&ev), vec![("g".into(), 1, -3)]);
    assert_eq!(turns(&ev), vec!["g", "h"]);
    enc.submit(end_turn("h"));
    let ev = enc.submit(end_turn("f"));
    assert!(ev.iter().any(|e| matches!(
        e,
        CombatEvent::Save {
            roll: 8,
            total: 12,
            dc: 12,
            success: true,
            ..
        }
    )));
    assert_eq!(enc.health("g").unwrap().state, HealthState::Stable);
    enc.submit(end_turn("h"));
    let ev = enc.submit(end_turn("f"));
    assert_eq!(
        turns(&ev),
        vec!["h"],
        "a stable unit keeps its place but takes no turn"
    );
}

fn dying_saves(events: &[CombatEvent]) -> Vec<(u32, i32, i32, bool)> {
    events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Save {
                roll,
                total,
                dc,
                success,
                ..
            } => Some((*roll, *total, *dc, *success)),
            _ => None,
        })
        .collect()
}

/// Seed 000, "Muriendo": the dying save's DC is 10 + the damage received: the blow that felled
/// the unit (8, though it fell only to −2), and what it takes while down (4 more: 22).
#[test]
fn the_dying_save_s_dc_is_ten_plus_the_blow_that_felled_the_unit_and_what_it_took_since() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 15)"#,
            r#"(id: "h", side: "b", at: (9, 6), creature: "goblin", initiative: 10)"#,
        ],
        // f: 15 hits, longsword 5 + 3 = 8: 6 → −2. g: 10 + 4 = 14 against 18, fails: −3.
        // f: 10 hits the flat-footed goblin, 1 + 3 = 4: −7. g: 18 + 4 = 22 against 22, stable.
        &[15, 5, 10, 10, 1, 18],
    );
    enc.submit(attack("f", "g"));
    let panel = leyendas::ui::hud::describe_unit(enc.world(), enc.entity("g").unwrap());
    assert!(
        panel.contains("a Fortitude save each round against DC 18"),
        "{panel}"
    );
    let ev = enc.submit(end_turn("f"));
    assert_eq!(dying_saves(&ev), [(10, 14, 18, false)]);
    assert_eq!(enc.health("g").unwrap().hp, -3);
    enc.submit(end_turn("h"));
    enc.submit(attack("f", "g"));
    assert_eq!(enc.health("g").unwrap().hp, -7);
    let ev = enc.submit(end_turn("f"));
    assert_eq!(dying_saves(&ev), [(18, 22, 22, true)]);
    assert_eq!(enc.health("g").unwrap().state, HealthState::Stable);
}

#[test]
fn a_dying_unit_that_reaches_minus_constitution_dies() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (0, 0), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", hp: -11, initiative: 15)"#,
            r#"(id: "h", side: "b", at: (9, 0), creature: "goblin", initiative: 10)"#,
        ],
        &[1],
    );
    let ev = enc.submit(end_turn("f"));
    assert!(ev.contains(&CombatEvent::HealthState {
        unit: "g".into(),
        state: HealthState::Dead
    }));
    assert_eq!(enc.health("g").unwrap().hp, -12);
}

#[test]
fn only_the_unit_whose_turn_it_is_may_act() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (0, 0), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", initiative: 15)"#,
        ],
        &[],
    );
    let ev = enc.submit(move_to("g", 8, 6));
    assert_eq!(rejection(&ev).unwrap(), "it is not g's turn (it is f's)");
    let ev = enc.submit(move_to("nobody", 8, 6));
    assert_eq!(rejection(&ev).unwrap(), "there is no unit `nobody`");
    let ev = enc.submit(attack("f", "f"));
    assert_eq!(rejection(&ev).unwrap(), "f cannot attack itself");
}

#[test]
fn a_forced_roll_that_does_not_fit_its_die_stops_the_engine_with_a_message() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 15)"#,
        ],
        &[15, 12],
    );
    enc.submit(attack("f", "g"));
    assert_eq!(
        enc.fault(),
        Some("forced roll #2 is 12, which a d8 cannot show")
    );
    assert!(enc.submit(end_turn("f")).is_empty());
}

#[test]
fn the_same_seed_and_commands_give_identical_events() {
    let src = level_src(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter")"#,
            r#"(id: "r", side: "a", at: (0, 5), creature: "elf_archer")"#,
            r#"(id: "g", side: "b", at: (5, 2), creature: "goblin")"#,
            r#"(id: "o", side: "b", at: (8, 4), creature: "orc")"#,
        ],
        "",
    );
    let run = |seed: u64| -> String {
        let level = load(&src);
        let mut enc = leyendas::combat::Encounter::new(&level, seed);
        let mut out: Vec<CombatEvent> = enc.start();
        for _ in 0..40 {
            let Some(unit) = enc.current_unit() else {
                break;
            };
            let foe = if unit == "f" || unit == "r" { "g" } else { "f" };
            out.extend(enc.submit(attack(&unit, foe)));
            out.extend(enc.submit(move_to(&unit, 4, 2)));
            out.extend(enc.submit(end_turn(&unit)));
        }
        out.iter()
            .map(|e| serde_json::to_string(e).unwrap())
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(run(7), run(7));
    assert_ne!(run(7), run(8));
}

#[test]
fn a_fallen_foe_still_blocks_the_way_but_its_allies_step_over_it() {
    // Seed 000: an enemy's square can be neither crossed nor stopped on, with no exception for
    // the fallen; allies' squares can be crossed. A corridor one square wide.
    let (mut enc, _) = fight(
        &["#######", ".......", "#######"],
        &[
            r#"(id: "f", side: "a", at: (1, 1), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (3, 1), creature: "goblin", hp: -2, initiative: 15)"#,
            r#"(id: "h", side: "b", at: (5, 1), creature: "goblin", initiative: 10)"#,
        ],
        // g's save to stabilise (it stays dying either way).
        &[1],
    );
    // The dying goblin threatens nothing, but f cannot go through its square.
    let ev = enc.submit(move_to("f", 4, 1));
    assert!(rejection(&ev).is_some(), "{ev:?}");
    assert!(!ev.iter().any(|e| matches!(e, CombatEvent::Aoo { .. })));
    assert_eq!(enc.position("f"), Some(Pos::new(1, 1)));
    enc.submit(end_turn("f"));
    // Its ally h steps over it to stand next to f.
    assert_eq!(enc.current_unit().as_deref(), Some("h"));
    let ev = enc.submit(move_to("h", 2, 1));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(enc.position("h"), Some(Pos::new(2, 1)));
}

#[test]
fn reachable_squares_are_those_within_the_diagonal_distance_and_rubble_shrinks_them() {
    use leyendas::combat::board::BoardSnapshot;
    use leyendas::combat::movement::reachable;
    use leyendas::rules::grid::grid_distance;
    let (enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (0, 0), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", initiative: 15)"#,
        ],
        &[],
    );
    let f = enc.entity("f").unwrap();
    let snap = BoardSnapshot::for_unit(enc.world(), f);
    let reach = reachable(&snap, Pos::new(0, 0), 6);
    let expected: Vec<Pos> = (0..7)
        .flat_map(|y| (0..10).map(move |x| Pos::new(x, y)))
        .filter(|&p| p != Pos::new(0, 0) && grid_distance(Pos::new(0, 0), p) <= 6)
        .collect();
    assert_eq!(reach.len(), expected.len());
    assert_eq!(reach.get(&Pos::new(4, 4)), Some(&6));
    assert_eq!(reach.get(&Pos::new(5, 3)), Some(&6));
    assert_eq!(reach.get(&Pos::new(5, 5)), None);

    let (enc, _) = fight(
        &["~~~~", "~~~~"],
        &[
            r#"(id: "s", side: "a", at: (0, 0), stats: (name: "Slug", speed: 1, abilities: (str: 10, dex: 10, con: 10), hp: 5), initiative: 20)"#,
            r#"(id: "g", side: "b", at: (3, 1), creature: "goblin", initiative: 15)"#,
        ],
        &[],
    );
    let s = enc.entity("s").unwrap();
    let snap = BoardSnapshot::for_unit(enc.world(), s);
    let reach = reachable(&snap, Pos::new(0, 0), 1);
    let squares: Vec<Pos> = reach.keys().copied().collect();
    assert_eq!(
        squares,
        vec![Pos::new(0, 1), Pos::new(1, 0), Pos::new(1, 1)],
        "speed 1 in rubble: one square, whatever it costs"
    );
}

#[test]
fn a_dying_creature_is_attacked_against_its_flat_footed_defense_and_as_a_helpless_one() {
    // Seed 000: a dying creature is flat-footed and at a disadvantage; seed 001's penalties for
    // the helpless: Dex 0 (−5) and +4 to melee attacks. The goblin: Defense 16, flat-footed 13
    // (without Dex 2 and its shield 1), helpless 13 − 5 = 8, and 4 against the fighter's sword.
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "a", side: "a", at: (9, 2), creature: "elf_archer", initiative: 18)"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", hp: -2, initiative: 15)"#,
            r#"(id: "h", side: "b", at: (9, 6), creature: "goblin", initiative: 10)"#,
        ],
        &[2, 1, 3, 1],
    );
    let ev = enc.submit(attack("f", "g"));
    let a = attack_numbers(attacks(&ev)[0]);
    assert_eq!(
        (a.0, a.1, a.2, a.3, a.4),
        (2, 8, 4, DefenseKind::FlatFooted, true)
    );
    enc.submit(end_turn("f"));
    let ev = enc.submit(attack("a", "g"));
    let a = attack_numbers(attacks(&ev)[0]);
    assert_eq!((a.0, a.2, a.3), (3, 8, DefenseKind::FlatFooted), "{ev:?}");
}

#[test]
fn leaving_two_foes_reach_provokes_both_of_them() {
    // Seed 000: one creature lowering its guard can provoke every foe that threatens it. f walks
    // off from between two goblins: each makes its attack of opportunity (2 and 3: both miss).
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 15)"#,
            r#"(id: "h", side: "b", at: (1, 2), creature: "goblin", initiative: 10)"#,
        ],
        &[2, 3],
    );
    let ev = enc.submit(move_to("f", 2, 5));
    let provoked: Vec<&str> = ev
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Aoo { attacker, .. } => Some(attacker.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(provoked, ["g", "h"], "{ev:?}");
    let rolls: Vec<u32> = attacks(&ev).iter().map(|a| attack_numbers(a).0).collect();
    assert_eq!(rolls, [2, 3]);
    assert_eq!(enc.position("f"), Some(Pos::new(2, 5)));
}

#[test]
fn throwing_a_weapon_from_a_threatened_square_provokes_first() {
    // Seed 000: attacking with a projectile, a thrown one too, provokes. f draws its javelin
    // (a move action, no attack of opportunity) and throws it at h, far off, from beside g: g
    // strikes first (2, a miss), then the throw is rolled (15).
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 15)"#,
            r#"(id: "h", side: "b", at: (7, 2), creature: "goblin", initiative: 10)"#,
        ],
        &[2, 15, 1],
    );
    let ev = enc.submit(Command::Draw {
        unit: "f".into(),
        weapons: vec!["javelin".into()],
    });
    assert!(
        !ev.iter().any(|e| matches!(e, CombatEvent::Aoo { .. })),
        "{ev:?}"
    );
    let ev = enc.submit(attack_with("f", "h", "javelin"));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    let order: Vec<(String, String)> = attacks(&ev)
        .iter()
        .map(|e| match e {
            CombatEvent::Attack {
                attacker, target, ..
            } => (attacker.clone(), target.clone()),
            _ => unreachable!(),
        })
        .collect();
    assert_eq!(
        order,
        [
            ("g".to_string(), "f".to_string()),
            ("f".to_string(), "h".to_string())
        ]
    );
    assert!(
        ev.iter()
            .any(|e| matches!(e, CombatEvent::Aoo { attacker, .. } if attacker == "g"))
    );
}

/// Seed 000, "Velocidad": the armour worn can change a creature's speed. Medium and heavy armour
/// take a third off, rounded down (the d20 games' table): the fighter's 6 squares are 4 in scale
/// mail, 6 again out of it; the dwarf's 4 stay 4 in a breastplate; the archer's leather slows no one.
#[test]
fn medium_and_heavy_armour_slow_their_wearer_but_not_a_dwarf() {
    let (enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (0, 0), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "u", side: "a", at: (0, 2), creature: "human_fighter", armor: "leather", initiative: 19)"#,
            r#"(id: "d", side: "a", at: (0, 4), creature: "dwarf_warden", initiative: 18)"#,
            r#"(id: "a", side: "a", at: (0, 6), creature: "elf_archer", initiative: 17)"#,
            r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", initiative: 10)"#,
        ],
        &[],
    );
    let speed = |unit: &str| {
        leyendas::combat::reads::effective_speed(enc.world(), enc.entity(unit).unwrap())
    };
    assert_eq!(["f", "u", "d", "a"].map(speed), [4, 6, 4, 6]);
    let mut enc = enc;
    let ev = enc.submit(move_to("f", 5, 0));
    assert!(rejection(&ev).is_none(), "a double move of 4 + 4 reaches 5");
    let ev = enc.submit(move_to("f", 9, 0));
    assert!(rejection(&ev).is_some(), "nothing left to move 4 more");
}

#[test]
fn a_foe_out_of_reach_of_the_weapon_in_hand_but_not_of_one_carried_is_refused_with_what_to_draw() {
    // The fighter holds its longsword and carries a javelin (range 6).
    let refusal = |goblin_at: &str| {
        let goblin =
            format!(r#"(id: "g", side: "b", at: {goblin_at}, creature: "goblin", initiative: 1)"#);
        let fighter =
            r#"(id: "f", side: "a", at: (0, 0), creature: "human_fighter", initiative: 20)"#;
        let (mut e, _) = fight(&OPEN, &[fighter, &goblin], &[]);
        rejection(&e.submit(attack("f", "g")))
    };
    // A goblin 5 squares off: the javelin reaches.
    assert_eq!(
        refusal("(5, 0)").as_deref(),
        Some(
            "f has no weapon in hand that reaches g (5 squares away): draw the Javelin first \
             (the bar's Gear)"
        )
    );
    // Past the javelin's fifth range increment too: nothing to draw.
    let goblin = r#"(id: "g", side: "b", at: (31, 0), creature: "goblin", initiative: 1)"#;
    let fighter = r#"(id: "f", side: "a", at: (0, 0), creature: "human_fighter", initiative: 20)"#;
    let (mut e, _) = fight(&LONG_FIELD, &[fighter, goblin], &[]);
    assert_eq!(
        rejection(&e.submit(attack("f", "g"))).as_deref(),
        Some("f has no weapon that reaches g (31 squares away)")
    );
}

/// Seed 001, "Moribundo" (`rules: (dying_constitution_check: true)`): the dying roll is a
/// Constitution check, DC 10, with the hit points below 0 as a penalty; a natural 20 always
/// stabilises.
#[test]
fn with_seed_001_s_switch_a_dying_unit_checks_constitution_against_ten_less_its_wounds() {
    let units = |dying: &str| {
        [
            r#"(id: "f", side: "a", at: (0, 0), creature: "human_fighter", initiative: 20)"#
                .to_string(),
            dying.to_string(),
            r#"(id: "h", side: "b", at: (9, 0), creature: "goblin", initiative: 10)"#.to_string(),
        ]
    };
    let goblin =
        units(r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", hp: -2, initiative: 15)"#);
    let goblin: Vec<&str> = goblin.iter().map(String::as_str).collect();
    // Con 12 (+1) at −2: 10 + 1 − 2 = 9 fails, −3; then 12 + 1 − 3 = 10, stable.
    let (mut enc, _) =
        fight_with_rules(&OPEN, &goblin, "dying_constitution_check: true", &[10, 12]);
    let ev = enc.submit(end_turn("f"));
    assert!(ev.iter().any(|e| matches!(
        e,
        CombatEvent::Check { unit, roll: 10, total: 9, dc: 10, success: false, .. } if unit == "g"
    )), "{ev:?}");
    assert!(!ev.iter().any(|e| matches!(e, CombatEvent::Save { .. })));
    let check = ev.iter().find(|e| matches!(e, CombatEvent::Check { .. }));
    assert_eq!(
        check.map(|e| e.line(leyendas::i18n::Lang::En)).as_deref(),
        Some("g tests constitution (stabilising): d20 10 +1 Con -2 below 0 = 9 vs DC 10: failure")
    );
    assert_eq!(damage_amounts(&ev), vec![("g".into(), 1, -3)]);
    enc.submit(end_turn("h"));
    let ev = enc.submit(end_turn("f"));
    assert!(
        ev.iter().any(|e| matches!(
            e,
            CombatEvent::Check {
                roll: 12,
                total: 10,
                success: true,
                ..
            }
        )),
        "{ev:?}"
    );
    assert_eq!(enc.health("g").unwrap().state, HealthState::Stable);
    // Con 14 (+2) at −13: a 19 makes 8, a natural 20 makes 9 and stabilises all the same.
    let fighter = units(
        r#"(id: "g", side: "b", at: (9, 6), creature: "human_fighter", hp: -13, initiative: 15)"#,
    );
    let fighter: Vec<&str> = fighter.iter().map(String::as_str).collect();
    let (mut enc, _) = fight_with_rules(&OPEN, &fighter, "preset: Seed001", &[20]);
    let ev = enc.submit(end_turn("f"));
    assert!(
        ev.iter().any(|e| matches!(
            e,
            CombatEvent::Check {
                roll: 20,
                total: 9,
                success: true,
                ..
            }
        )),
        "{ev:?}"
    );
    assert_eq!(enc.health("g").unwrap().state, HealthState::Stable);
}

/// Seed 001, "Incapacitado" (`rules: (disabled_half_speed: true)`): a disabled goblin (speed 6)
/// walks 3 squares at most; seed 000 leaves it its 6.
#[test]
fn with_seed_001_s_switch_a_disabled_unit_moves_at_half_speed() {
    let units = [
        r#"(id: "d", side: "a", at: (0, 0), creature: "goblin", hp: 0, initiative: 20)"#,
        r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", initiative: 15)"#,
    ];
    let speed = |enc: &leyendas::combat::Encounter| {
        leyendas::combat::reads::effective_speed(enc.world(), enc.entity("d").unwrap())
    };
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    assert_eq!(speed(&enc), 6);
    assert_eq!(rejection(&enc.submit(move_to("d", 4, 0))), None);
    for rules in ["disabled_half_speed: true", "preset: Seed001"] {
        let (mut enc, _) = fight_with_rules(&OPEN, &units, rules, &[]);
        assert_eq!(speed(&enc), 3, "{rules}");
        assert!(
            rejection(&enc.submit(move_to("d", 4, 0))).is_some(),
            "{rules}"
        );
        assert_eq!(rejection(&enc.submit(move_to("d", 3, 0))), None, "{rules}");
    }
}

#[test]
fn the_hud_and_the_menu_name_the_seed_001_switches_a_level_turns_on() {
    let units = [
        r#"(id: "f", side: "a", at: (0, 0), creature: "human_fighter", initiative: 20)"#,
        r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", initiative: 15)"#,
    ];
    let (enc, _) = fight(&OPEN, &units, &[]);
    assert_eq!(leyendas::ui::hud::seed_001_line(enc.world()), None);
    let rules = "healing_stabilises: true, detailed_charge: true";
    let (enc, _) = fight_with_rules(&OPEN, &units, rules, &[]);
    assert_eq!(
        leyendas::ui::hud::seed_001_line(enc.world()).as_deref(),
        Some("Seed 001: detailed charge, magical healing stabilises")
    );
    let (enc, _) = fight_with_rules(&OPEN, &units, "preset: Seed001", &[]);
    assert_eq!(
        leyendas::ui::hud::seed_001_line(enc.world()).as_deref(),
        Some("Seed 001: all 14 of its rules")
    );
    let (enc, _) = fight_with_rules(&OPEN, &units, "mounted_combat: false", &[]);
    assert_eq!(
        leyendas::ui::hud::seed_001_line(enc.world()).as_deref(),
        Some("Seed 001 without: mounted combat")
    );
    let rules = "preset: Seed001, prone_table: false";
    let (enc, _) = fight_with_rules(&OPEN, &units, rules, &[]);
    assert_eq!(
        leyendas::ui::hud::seed_001_line(enc.world()).as_deref(),
        Some("Seed 001: all 14 of its rules; without: prone's numbers")
    );
    let entry = |n| leyendas::ui::menu::LevelEntry {
        path: "x.ron".into(),
        stem: "x".into(),
        name: "x".into(),
        description: String::new(),
        problem: None,
        ruleset: leyendas::rulesets::RulesetId::Core,
        seed_001_rules: n,
    };
    assert_eq!(leyendas::ui::menu::ruleset_label(&entry(0)), "Core rules");
    assert_eq!(
        leyendas::ui::menu::ruleset_label(&entry(8)),
        "Core rules + 8 rules of seed 001"
    );
}
