//! The action catalogue beyond moving and attacking (seed 000, "Acciones …"), each with forced dice:
//! withdraw, one-square step, drop prone, crawl, stand up, charge, coup de grace, total defense.
//! Numbers as in `engine_rules.rs`: fighter Defense 18 (+6 melee, longsword 1d8+3 19-20/x2, heavy
//! shield), goblin Defense 16 (+2 melee), orc Defense 15.

mod common;

use common::*;
use leyendas::combat::{CombatEvent, Command, Condition};
use leyendas::i18n::Lang;
use leyendas::rules::economy::ActionCost;
use leyendas::rules::grid::Pos;
use leyendas::rules::health::HealthState;

fn aoo_count(events: &[CombatEvent]) -> usize {
    events
        .iter()
        .filter(|e| matches!(e, CombatEvent::Aoo { .. }))
        .count()
}

fn attack_line(events: &[CombatEvent]) -> Vec<(String, u32, i32, i32, bool)> {
    events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Attack {
                attacker,
                roll,
                total,
                defense,
                hit,
                ..
            } => Some((attacker.clone(), *roll, *total, *defense, *hit)),
            _ => None,
        })
        .collect()
}

const DUEL: [&str; 2] = [
    r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 20)"#,
    r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 15)"#,
];

fn cmd(unit: &str) -> impl Fn(&str) -> Command + '_ {
    move |what| match what {
        "stand" => Command::StandUp { unit: unit.into() },
        "drop" => Command::DropProne { unit: unit.into() },
        "guard" => Command::TotalDefense { unit: unit.into() },
        other => panic!("{other}"),
    }
}

#[test]
fn withdraw_takes_the_round_and_provokes_nothing() {
    let (mut enc, _) = fight(&OPEN, &DUEL, &[]);
    let ev = enc.submit(Command::Withdraw {
        unit: "f".into(),
        to: Some(Pos::new(0, 2)),
        path: None,
    });
    assert_eq!(aoo_count(&ev), 0, "{ev:?}");
    assert!(ev.iter().any(|e| matches!(
        e,
        CombatEvent::Action { unit, action, cost: ActionCost::FullRound }
            if unit == "f" && action == "withdraw"
    )));
    assert_eq!(enc.position("f"), Some(Pos::new(0, 2)));
    assert_eq!(turns(&ev), vec!["g"]);
}

#[test]
fn a_one_square_step_provokes_nothing_and_leaves_the_standard_action() {
    let map = ["..........", "..........", ".~........", ".........."];
    let (mut enc, _) = fight(&map, &DUEL, &[]);
    let ev = enc.submit(Command::Step {
        unit: "f".into(),
        to: Pos::new(1, 2),
    });
    assert_eq!(
        rejection(&ev).unwrap(),
        "no one-square step out of or into difficult terrain ((1, 2))"
    );
    let ev = enc.submit(Command::Step {
        unit: "f".into(),
        to: Pos::new(0, 2),
    });
    assert_eq!(rejection(&ev).unwrap(), "(0, 2) is not adjacent to (2, 2)");
    let ev = enc.submit(Command::Step {
        unit: "f".into(),
        to: Pos::new(2, 1),
    });
    assert_eq!(aoo_count(&ev), 0);
    assert_eq!(enc.position("f"), Some(Pos::new(2, 1)));
    let ev = enc.submit(attack("f", "g"));
    assert!(
        rejection(&ev).is_none(),
        "the standard action is left: {ev:?}"
    );
}

/// Seed 000, "Terreno difícil": no one-square step and no charge *in* difficult terrain, read as
/// neither out of nor into it. A unit in rubble may still leave it with a regular move (only the
/// squares entered cost double).
#[test]
fn a_unit_standing_in_difficult_terrain_can_neither_step_nor_charge_out_of_it() {
    let map = ["..........", "..........", "..~.......", ".........."];
    let units = [
        r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 20)"#,
        r#"(id: "g", side: "b", at: (7, 2), creature: "goblin", initiative: 15)"#,
    ];
    let (mut enc, _) = fight(&map, &units, &[]);
    let ev = enc.submit(Command::Step {
        unit: "f".into(),
        to: Pos::new(2, 1),
    });
    assert_eq!(
        rejection(&ev).unwrap(),
        "no one-square step out of or into difficult terrain ((2, 2))"
    );
    let ev = enc.submit(Command::Charge {
        unit: "f".into(),
        target: "g".into(),
    });
    assert_eq!(
        rejection(&ev).unwrap(),
        "f cannot charge g: (2, 2) is difficult terrain"
    );
    // A move out of it is a move like any other: 4 squares east on open ground.
    let ev = enc.submit(move_to("f", 6, 2));
    assert!(rejection(&ev).is_none(), "{ev:?}");
    assert_eq!(enc.position("f"), Some(Pos::new(6, 2)));
}

#[test]
fn a_prone_unit_crawls_or_stands_and_both_provoke() {
    // g's attacks of opportunity: 3 then 4, both misses.
    let (mut enc, _) = fight(&OPEN, &DUEL, &[3, 4]);
    let ev = enc.submit(cmd("f")("drop"));
    assert!(ev.contains(&CombatEvent::Condition {
        unit: "f".into(),
        condition: Condition::Prone,
        active: true
    }));
    assert!(turns(&ev).is_empty(), "dropping prone is free");
    let ev = enc.submit(move_to("f", 0, 2));
    assert_eq!(
        rejection(&ev).unwrap(),
        "f is prone: stand up (a move action) or crawl first"
    );
    let ev = enc.submit(Command::Crawl {
        unit: "f".into(),
        to: Pos::new(2, 3),
    });
    assert_eq!(
        aoo_count(&ev),
        1,
        "crawling out of a threatened square provokes"
    );
    assert_eq!(enc.position("f"), Some(Pos::new(2, 3)));
    let ev = enc.submit(cmd("f")("stand"));
    assert_eq!(
        aoo_count(&ev),
        0,
        "g made its one attack of opportunity this round"
    );
    assert!(ev.contains(&CombatEvent::Condition {
        unit: "f".into(),
        condition: Condition::Prone,
        active: false
    }));
}

#[test]
fn standing_up_provokes_and_a_unit_that_drops_stays_down() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "w", side: "a", at: (2, 2), stats: (name: "Weakling", speed: 6, abilities: (str: 10, dex: 10, con: 10), hp: 2), initiative: 20)"#,
            r#"(id: "o", side: "b", at: (3, 2), creature: "orc", initiative: 15)"#,
            r#"(id: "x", side: "a", at: (9, 6), creature: "goblin", initiative: 10)"#,
        ],
        // The orc: 15 + 4 vs 10, hit; greataxe 3 + 4 = 7.
        &[15, 3],
    );
    enc.submit(cmd("w")("drop"));
    let ev = enc.submit(cmd("w")("stand"));
    assert_eq!(aoo_count(&ev), 1);
    assert!(!ev.iter().any(|e| matches!(
        e,
        CombatEvent::Condition {
            condition: Condition::Prone,
            active: false,
            ..
        }
    )));
}

#[test]
fn prone_defenders_take_minus_four_in_melee_and_plus_four_at_range() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 15)"#,
            r#"(id: "r", side: "b", at: (9, 2), creature: "elf_archer", initiative: 10)"#,
        ],
        // g: 12 + 2 = 14 against 18 − 4; r: 15 + 6 = 21 against 18 + 4.
        &[12, 1, 15],
    );
    enc.submit(cmd("f")("drop"));
    enc.submit(end_turn("f"));
    let ev = enc.submit(attack("g", "f"));
    assert_eq!(attack_line(&ev), vec![("g".into(), 12, 14, 14, true)]);
    enc.submit(end_turn("g"));
    let ev = enc.submit(attack("r", "f"));
    assert_eq!(attack_line(&ev), vec![("r".into(), 15, 21, 22, false)]);
}

#[test]
fn a_prone_attacker_takes_minus_four_in_melee_and_shoots_only_crossbows() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 15)"#,
            r#"(id: "s", side: "a", at: (0, 5), creature: "halfling_scout", wield: ["light_crossbow"], initiative: 12)"#,
            r#"(id: "r", side: "a", at: (0, 6), creature: "elf_archer", weapons: ["longbow"], initiative: 10)"#,
        ],
        // f prone: 14 + 6 − 4 = 16 vs 16, hit; 1d8 shows 1. The scout's crossbow: 2, a miss.
        &[14, 1, 2],
    );
    enc.submit(cmd("f")("drop"));
    let ev = enc.submit(attack("f", "g"));
    assert_eq!(attack_line(&ev), vec![("f".into(), 14, 16, 16, true)]);
    enc.submit(end_turn("f"));
    enc.submit(end_turn("g"));
    enc.submit(cmd("s")("drop"));
    let ev = enc.submit(attack("s", "g"));
    assert!(rejection(&ev).is_none(), "a crossbow works prone: {ev:?}");
    enc.submit(end_turn("s"));
    enc.submit(cmd("r")("drop"));
    let ev = enc.submit(attack("r", "g"));
    assert_eq!(
        rejection(&ev).unwrap(),
        "r cannot use Long bow while prone (only crossbows)"
    );
}

#[test]
fn a_charge_runs_straight_attacks_at_plus_two_and_lowers_defense_until_the_next_turn() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (0, 2), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (5, 2), creature: "goblin", initiative: 15)"#,
        ],
        // f: 8 + 6 + 2 = 16 vs 16, hit, 1d8 shows 1 → 4. g: 14 + 2 = 16 vs 18 − 2, hit; 1d6 shows 1.
        &[8, 1, 14, 1],
    );
    let ev = enc.submit(Command::Charge {
        unit: "f".into(),
        target: "g".into(),
    });
    let path: Vec<Pos> = steps(&ev).iter().map(|s| s.1).collect();
    assert_eq!(
        path,
        vec![
            Pos::new(1, 2),
            Pos::new(2, 2),
            Pos::new(3, 2),
            Pos::new(4, 2)
        ]
    );
    assert_eq!(attack_line(&ev), vec![("f".into(), 8, 16, 16, true)]);
    assert!(ev.contains(&CombatEvent::Condition {
        unit: "f".into(),
        condition: Condition::Charging,
        active: true
    }));
    enc.submit(end_turn("f"));
    let ev = enc.submit(attack("g", "f"));
    assert_eq!(attack_line(&ev), vec![("g".into(), 14, 16, 16, true)]);
    let ev = enc.submit(end_turn("g"));
    let off = ev.iter().position(|e| {
        *e == CombatEvent::Condition {
            unit: "f".into(),
            condition: Condition::Charging,
            active: false,
        }
    });
    let turn = ev
        .iter()
        .position(|e| *e == CombatEvent::Turn { unit: "f".into() });
    assert!(off.is_some() && off < turn, "{ev:?}");
}

#[test]
fn a_charge_needs_a_clear_straight_lane_of_open_ground() {
    let cases: [(&[&str], &str); 4] = [
        (
            &["..........", "..........", "..~.......", ".........."],
            "f cannot charge g: (2, 2) is difficult terrain",
        ),
        (
            &["..........", "..........", "..........", ".........."],
            "f cannot charge g: r is in the way at (2, 2)",
        ),
        (
            &["..........", "..........", "..........", ".........."],
            // The fighter's 6 squares, 4 in its scale mail.
            "f cannot charge g: the charge needs 8 squares of movement, it has 4",
        ),
        // An able enemy in the lane: the step into its square is refused, in the step's words.
        (
            &["..........", "..........", "..........", ".........."],
            "f cannot charge g: path blocked by enemy r at (2, 2)",
        ),
    ];
    for (i, (map, reason)) in cases.iter().enumerate() {
        let target_x = if i == 2 { 9 } else { 5 };
        let other = if i == 1 || i == 3 { "(2, 2)" } else { "(0, 0)" };
        let side = if i == 3 { "b" } else { "a" };
        let (mut enc, _) = fight(
            map,
            &[
                r#"(id: "f", side: "a", at: (0, 2), creature: "human_fighter", initiative: 20)"#,
                &format!(
                    r#"(id: "r", side: "{side}", at: {other}, creature: "elf_archer", initiative: 18)"#
                ),
                &format!(
                    r#"(id: "g", side: "b", at: ({target_x}, 2), creature: "goblin", initiative: 15)"#
                ),
            ],
            &[],
        );
        let ev = enc.submit(Command::Charge {
            unit: "f".into(),
            target: "g".into(),
        });
        assert_eq!(rejection(&ev).as_deref(), Some(*reason), "case {i}");
    }
}

#[test]
fn a_charge_whose_square_to_strike_from_is_taken_is_refused() {
    // A fallen ally does not stop the lane, but the charger cannot end its charge on it.
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (0, 2), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "r", side: "a", at: (3, 2), creature: "elf_archer", hp: -2, initiative: 18)"#,
            r#"(id: "g", side: "b", at: (4, 2), creature: "goblin", initiative: 15)"#,
        ],
        &[],
    );
    let ev = enc.submit(Command::Charge {
        unit: "f".into(),
        target: "g".into(),
    });
    assert_eq!(
        rejection(&ev).as_deref(),
        Some("f cannot charge g: the square to attack from, (3, 2), is taken")
    );
}

#[test]
fn a_charge_at_a_foe_the_charger_cannot_see_is_refused() {
    let (mut enc, _) = fight(
        &["..........", "..........", "..#.......", ".........."],
        &[
            r#"(id: "f", side: "a", at: (0, 2), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (5, 2), creature: "goblin", initiative: 15)"#,
        ],
        &[],
    );
    let ev = enc.submit(Command::Charge {
        unit: "f".into(),
        target: "g".into(),
    });
    assert_eq!(
        rejection(&ev).as_deref(),
        Some("f cannot charge g: it cannot see the target")
    );
}

#[test]
fn with_seed_001_s_charge_a_unit_draws_its_weapon_on_the_way_if_it_goes_no_farther_than_its_speed()
{
    let charger = |x| {
        [
            r#"(id: "f", side: "a", at: (0, 2), creature: "human_fighter", wield: [], initiative: 20)"#.to_string(),
            format!(r#"(id: "g", side: "b", at: ({x}, 2), creature: "goblin", initiative: 15)"#),
        ]
    };
    let charge = || Command::Charge {
        unit: "f".into(),
        target: "g".into(),
    };
    // Three squares, within the fighter's 4 in scale mail: the sword comes out, then the blow.
    let units = charger(4);
    let units: Vec<&str> = units.iter().map(String::as_str).collect();
    let (mut enc, _) = fight_with_rules(&OPEN, &units, "detailed_charge: true", &[1]);
    let ev = enc.submit(charge());
    assert_eq!(rejection(&ev), None, "{ev:?}");
    let drawn = ev.iter().position(|e| {
        matches!(e, CombatEvent::Wield { unit, weapons } if unit == "f" && weapons == &["longsword"])
    });
    let struck = ev
        .iter()
        .position(|e| matches!(e, CombatEvent::Attack { weapon, .. } if weapon == "Longsword"));
    assert!(drawn.is_some() && drawn < struck, "{ev:?}");
    // Six squares are past its speed.
    let units = charger(7);
    let units: Vec<&str> = units.iter().map(String::as_str).collect();
    let (mut enc, _) = fight_with_rules(&OPEN, &units, "detailed_charge: true", &[1]);
    assert_eq!(
        rejection(&enc.submit(charge())).as_deref(),
        Some(
            "f cannot charge g: drawing a weapon on the way, a charge goes no farther than its speed (4)"
        )
    );
    // Seed 000's charge draws nothing.
    let units = charger(4);
    let units: Vec<&str> = units.iter().map(String::as_str).collect();
    let (mut enc, _) = fight_with_rules(&OPEN, &units, "", &[1]);
    assert_eq!(
        rejection(&enc.submit(charge())).as_deref(),
        Some("f cannot charge g: it has no melee weapon in hand")
    );
}

#[test]
fn with_seed_001_charges_reach_double_speed_as_a_full_round_action_and_cover_two_squares() {
    let units = [
        r#"(id: "f", side: "a", at: (0, 2), creature: "human_fighter", initiative: 20)"#,
        r#"(id: "g", side: "b", at: (9, 2), creature: "goblin", initiative: 15)"#,
        r#"(id: "h", side: "b", at: (2, 5), creature: "goblin", initiative: 10)"#,
    ];
    let (mut enc, _) = fight_with_rules(&OPEN, &units, "detailed_charge: true", &[1]);
    let ev = enc.submit(Command::Charge {
        unit: "f".into(),
        target: "g".into(),
    });
    assert!(ev.iter().any(|e| matches!(
        e,
        CombatEvent::Action {
            cost: ActionCost::FullRound,
            ..
        }
    )));
    assert_eq!(enc.position("f"), Some(Pos::new(8, 2)));
    let near = [
        r#"(id: "f", side: "a", at: (0, 2), creature: "human_fighter", initiative: 20)"#,
        r#"(id: "g", side: "b", at: (1, 3), creature: "goblin", initiative: 15)"#,
        r#"(id: "h", side: "b", at: (0, 4), creature: "goblin", initiative: 10)"#,
    ];
    let (mut enc, _) = fight_with_rules(&OPEN, &near, "detailed_charge: true", &[]);
    let ev = enc.submit(Command::Charge {
        unit: "f".into(),
        target: "g".into(),
    });
    assert_eq!(
        rejection(&ev).unwrap(),
        "f cannot charge g: it is already in reach: attack instead"
    );
    // h is two squares away: the charge would cover one square, and seed 001 wants two.
    let ev = enc.submit(Command::Charge {
        unit: "f".into(),
        target: "h".into(),
    });
    assert_eq!(
        rejection(&ev).unwrap(),
        "f cannot charge h: a charge covers at least 2 squares"
    );
}

fn coup_events(events: &[CombatEvent]) -> Vec<CombatEvent> {
    events
        .iter()
        .filter(|e| {
            matches!(
                e,
                CombatEvent::CoupDeGraceBegins { .. }
                    | CombatEvent::CoupDeGrace { .. }
                    | CombatEvent::CoupDeGraceLost { .. }
            )
        })
        .cloned()
        .collect()
}

fn coup(unit: &str, target: &str) -> Command {
    Command::CoupDeGrace {
        unit: unit.into(),
        target: target.into(),
    }
}

/// Seed 000, "Coup de grace": it takes the round ("la acción termina al comienzo de tu próxima
/// ronda"), so it is declared on one turn and falls as the attacker's next turn begins, an
/// automatic critical; the turn then goes on as any other.
#[test]
fn a_coup_de_grace_takes_the_round_and_falls_as_an_automatic_critical_on_the_next_turn() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", hp: -2, initiative: 15)"#,
            r#"(id: "h", side: "b", at: (9, 6), creature: "goblin", initiative: 10)"#,
        ],
        // g's dying save: 15 + 4 against 12, stable (still helpless). Then the longsword's d8
        // shows 5: (5 + 3) × 2 = 16; the goblin goes from −2 to −18: dead.
        &[15, 5],
    );
    let ev = enc.submit(coup("f", "h"));
    assert_eq!(rejection(&ev).unwrap(), "h is not helpless");
    let ev = enc.submit(coup("f", "g"));
    assert_eq!(
        coup_events(&ev),
        [CombatEvent::CoupDeGraceBegins {
            attacker: "f".into(),
            target: "g".into()
        }]
    );
    assert!(damage_amounts(&ev).is_empty(), "nothing falls yet");
    assert_eq!(turns(&ev), vec!["g", "h"], "a full-round action");
    // The fighter's panel says what it is about.
    let panel =
        |unit: &str| leyendas::ui::hud::describe_unit(enc.world(), enc.entity(unit).unwrap());
    assert!(
        panel("f").contains("\ncoup de grace on Goblin: it falls at the start of the next turn"),
        "{}",
        panel("f")
    );
    let ev = enc.submit(end_turn("h"));
    assert_eq!(
        coup_events(&ev),
        [CombatEvent::CoupDeGrace {
            attacker: "f".into(),
            target: "g".into(),
            weapon: "Longsword".into()
        }]
    );
    assert!(attack_line(&ev).is_empty(), "no attack roll");
    assert_eq!(damage_amounts(&ev), vec![("g".into(), 16, -18)]);
    assert!(ev.contains(&CombatEvent::HealthState {
        unit: "g".into(),
        state: HealthState::Dead
    }));
    assert_eq!(turns(&ev), vec!["f"]);
    let ev = enc.submit(move_to("f", 6, 2));
    assert!(rejection(&ev).is_none(), "the new turn is whole: {ev:?}");
}

/// The round a coup de grace takes lets the victim's friends save it: a saint heals the goblin
/// above 0, and when the fighter's turn comes the goblin is no longer helpless.
#[test]
fn a_victim_healed_before_the_coup_de_grace_falls_is_saved() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", hp: -2, initiative: 15)"#,
            r#"(id: "s", side: "b", at: (4, 3), creature: "human_saint", initiative: 10)"#,
        ],
        // g's save: 1 + 4 fails, −3. The saint's cure: one of the goblin's d6 + 1 = 6 + 1: 4 HP.
        &[1, 6],
    );
    enc.submit(coup("f", "g"));
    let ev = enc.submit(Command::Cast {
        unit: "s".into(),
        spell: "cure_light_wounds".into(),
        target: Some("g".into()),
        at: None,
        facing: None,
        defensively: false,
    });
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(enc.health("g").unwrap().hp, 4);
    let ev = enc.submit(end_turn("s"));
    assert_eq!(
        coup_events(&ev),
        [CombatEvent::CoupDeGraceLost {
            attacker: "f".into(),
            target: "g".into(),
            why: leyendas::combat::Rejection::NotHelpless("g".into()).phrase(),
        }]
    );
    assert!(damage_amounts(&ev).is_empty());
    assert_eq!(
        ev.iter()
            .filter_map(|e| match e {
                CombatEvent::CoupDeGraceLost { why, .. } => Some(why.to_string()),
                _ => None,
            })
            .collect::<Vec<_>>(),
        ["g is not helpless"]
    );
}

/// Declaring a coup de grace provokes (seed 000: "Provoca ataques de oportunidad"), and an attacker
/// felled before its next turn never delivers it.
#[test]
fn a_coup_de_grace_provokes_and_is_lost_when_its_attacker_falls() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", hp: 5, initiative: 20)"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", hp: -2, initiative: 15)"#,
            r#"(id: "o", side: "b", at: (2, 3), creature: "orc", initiative: 10)"#,
            r#"(id: "a", side: "a", at: (0, 6), creature: "elf_archer", initiative: 5)"#,
        ],
        // The orc's attack of opportunity: 2, a miss. g's save: 15, stable. The orc's attack: 18
        // hits, greataxe 10 + 4 = 14: the fighter falls to −9. f's dying save: 1, a failure.
        &[2, 15, 18, 10, 1],
    );
    let ev = enc.submit(coup("f", "g"));
    assert_eq!(aoo_count(&ev), 1, "{ev:?}");
    assert_eq!(
        coup_events(&ev).len(),
        1,
        "declared after the attack missed"
    );
    let ev = enc.submit(attack("o", "f"));
    assert_eq!(enc.health("f").unwrap().hp, -9, "{ev:?}");
    enc.submit(end_turn("o"));
    let ev = enc.submit(end_turn("a"));
    let lost: Vec<String> = ev
        .iter()
        .filter_map(|e| match e {
            CombatEvent::CoupDeGraceLost {
                attacker,
                target,
                why,
            } => Some(format!("{attacker} {target}: {why}")),
            _ => None,
        })
        .collect();
    assert_eq!(lost, ["f g: it is dying"]);
    assert!(
        !ev.iter()
            .any(|e| matches!(e, CombatEvent::CoupDeGrace { .. }))
    );
}

#[test]
fn total_defense_adds_four_with_a_shield_until_the_next_turn() {
    let (mut enc, _) = fight(&OPEN, &DUEL, &[15, 15, 1]);
    let ev = enc.submit(cmd("f")("guard"));
    assert!(ev.contains(&CombatEvent::Condition {
        unit: "f".into(),
        condition: Condition::TotalDefense,
        active: true
    }));
    enc.submit(end_turn("f"));
    // 15 + 2 = 17 against 18 + 4: a miss.
    let ev = enc.submit(attack("g", "f"));
    assert_eq!(attack_line(&ev), vec![("g".into(), 15, 17, 22, false)]);
    enc.submit(end_turn("g"));
    enc.submit(end_turn("f"));
    // Round 2: the bonus is gone. 15 + 2 = 17 against 18: still a miss, but against 18.
    let ev = enc.submit(attack("g", "f"));
    assert_eq!(attack_line(&ev), vec![("g".into(), 15, 17, 18, false)]);
}

#[test]
fn any_standard_action_strains_a_disabled_unit() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (0, 0), creature: "human_fighter", hp: 0, initiative: 20)"#,
            r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", initiative: 15)"#,
        ],
        &[],
    );
    let ev = enc.submit(cmd("f")("guard"));
    assert_eq!(damage_amounts(&ev), vec![("f".into(), 1, -1)]);
    assert!(ev.contains(&CombatEvent::HealthState {
        unit: "f".into(),
        state: HealthState::Dying
    }));
}

#[test]
fn an_unarmed_strike_is_a_d3_melee_attack_that_anyone_can_make() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "r", side: "a", at: (2, 2), creature: "elf_archer", weapons: ["longbow"], initiative: 20)"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 15)"#,
            r#"(id: "p", side: "b", at: (8, 6), stats: (name: "Peasant", speed: 6, abilities: (str: 10, dex: 10, con: 10), hp: 4), initiative: 10)"#,
        ],
        // r: 12 + 3 BAB + 1 Str = 16 vs 16, hit; 1d3 shows 2, + Str 1.
        &[12, 2],
    );
    let ev = enc.submit(attack_with("r", "g", "unarmed"));
    assert_eq!(attack_line(&ev), vec![("r".into(), 12, 16, 16, true)]);
    assert_eq!(aoo_count(&ev), 0, "unarmed strikes provoke nothing");
    assert_eq!(damage_amounts(&ev), vec![("g".into(), 3, 3)]);
    enc.submit(end_turn("r"));
    enc.submit(end_turn("g"));
    // The peasant carries nothing: next to r, an attack is an unarmed strike.
    enc.submit(move_to("p", 3, 3));
    let ev = enc.submit(attack("p", "r"));
    assert!(
        ev.iter()
            .any(|e| matches!(e, CombatEvent::Attack { weapon, .. } if weapon == "Unarmed strike")),
        "{ev:?}"
    );
}

#[test]
fn two_weapons_roll_twice_with_minus_four_for_two_one_handed_and_half_strength() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), stats: (name: "Duelist", speed: 6, abilities: (str: 16, dex: 13, con: 14), hp: 22, base_attack: 3, weapons: ["longsword", "mace"]), initiative: 20)"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 15)"#,
        ],
        // Longsword: 14 + 6 − 4 = 16 vs 16, hit; 1d8 shows 4, + half Str (1) = 5. Mace: 1, a miss.
        &[14, 4, 1],
    );
    let ev = enc.submit(Command::TwoWeaponAttack {
        unit: "f".into(),
        target: "g".into(),
    });
    assert_eq!(
        attack_line(&ev),
        vec![
            ("f".into(), 14, 16, 16, true),
            ("f".into(), 1, 3, 16, false)
        ]
    );
    assert_eq!(damage_amounts(&ev), vec![("g".into(), 5, 1)]);
    assert_eq!(
        ev.iter()
            .filter(|e| matches!(
                e,
                CombatEvent::Action {
                    cost: ActionCost::Standard,
                    ..
                }
            ))
            .count(),
        1,
        "both attacks are one standard action"
    );

    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), stats: (name: "Duelist", speed: 6, abilities: (str: 16, dex: 13, con: 14), hp: 22, base_attack: 3, weapons: ["dagger", "longsword"]), initiative: 20)"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 15)"#,
        ],
        &[10, 1, 1],
    );
    let ev = enc.submit(Command::TwoWeaponAttack {
        unit: "f".into(),
        target: "g".into(),
    });
    assert_eq!(
        attack_line(&ev)[0],
        ("f".into(), 10, 16, 16, true),
        "light + one-handed: no penalty"
    );

    let (mut enc, _) = fight(&OPEN, &DUEL, &[]);
    let ev = enc.submit(Command::TwoWeaponAttack {
        unit: "f".into(),
        target: "g".into(),
    });
    assert_eq!(
        rejection(&ev).unwrap(),
        "f needs two weapons in hand that are not two-handed (or a double weapon; natural weapons are not held)"
    );
}

#[test]
fn a_shield_bash_hits_with_the_shield_and_gives_up_its_defense_until_the_next_turn() {
    // f: 10 + 6 = 16 vs 16, hit; heavy shield 1d4 shows 3, + Str 3. g: 14 + 2 = 16 vs 18 − 2, hit.
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", hp: 6, initiative: 15)"#,
            r#"(id: "h", side: "b", at: (2, 3), creature: "goblin", initiative: 10)"#,
        ],
        &[10, 3, 14, 1],
    );
    let ev = enc.submit(attack_with("f", "g", "shield"));
    assert!(ev.iter().any(
        |e| matches!(e, CombatEvent::Attack { weapon, .. } if weapon == "Heavy steel shield bash")
    ));
    assert_eq!(damage_amounts(&ev), vec![("g".into(), 6, 0)]);
    assert!(ev.contains(&CombatEvent::Condition {
        unit: "f".into(),
        condition: Condition::ShieldBashed,
        active: true
    }));
    enc.submit(end_turn("f"));
    enc.submit(end_turn("g"));
    let ev = enc.submit(attack("h", "f"));
    assert_eq!(attack_line(&ev), vec![("h".into(), 14, 16, 16, true)]);
}

fn aid(unit: &str, ally: &str, kind: leyendas::combat::commands::AidKind) -> Command {
    Command::AidAnother {
        unit: unit.into(),
        ally: ally.into(),
        aid: kind,
        against: None,
    }
}

#[test]
fn aid_another_gives_plus_two_to_the_next_attack_once() {
    use leyendas::combat::commands::AidKind;
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "r", side: "a", at: (2, 3), creature: "elf_archer", initiative: 20)"#,
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 18)"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 15)"#,
        ],
        // f: 8 + 6 + 2 = 16 vs 16, hit; 1d8 shows 1.
        &[8, 1],
    );
    let ev = enc.submit(aid("r", "f", AidKind::Attack));
    assert!(ev.contains(&CombatEvent::Aid {
        helper: "r".into(),
        ally: "f".into(),
        aid: "attack".into(),
        bonus: 2,
        against: None,
        roll: None,
        total: None,
    }));
    enc.submit(end_turn("r"));
    let ev = enc.submit(attack("f", "g"));
    assert_eq!(attack_line(&ev), vec![("f".into(), 8, 16, 16, true)]);
    assert!(ev.contains(&CombatEvent::Condition {
        unit: "f".into(),
        condition: Condition::AidedAttack,
        active: false
    }));
}

#[test]
fn aid_to_defense_counts_against_the_next_attack_and_lapses_at_the_helpers_turn() {
    use leyendas::combat::commands::AidKind;
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "r", side: "a", at: (2, 3), creature: "elf_archer", initiative: 20)"#,
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 18)"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 15)"#,
        ],
        // g: 17 + 2 = 19 against 18 + 2: a miss.
        &[17],
    );
    enc.submit(aid("r", "f", AidKind::Defense));
    enc.submit(end_turn("r"));
    enc.submit(end_turn("f"));
    let ev = enc.submit(attack("g", "f"));
    assert_eq!(attack_line(&ev), vec![("g".into(), 17, 19, 20, false)]);

    // Unused aid lapses when the helper's next turn starts.
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "r", side: "a", at: (2, 3), creature: "elf_archer", initiative: 20)"#,
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 18)"#,
            r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", initiative: 15)"#,
        ],
        &[],
    );
    enc.submit(aid("r", "f", AidKind::Attack));
    enc.submit(end_turn("r"));
    enc.submit(end_turn("f"));
    let ev = enc.submit(end_turn("g"));
    let lapse = ev.iter().position(|e| {
        *e == CombatEvent::Condition {
            unit: "f".into(),
            condition: Condition::AidedAttack,
            active: false,
        }
    });
    let r_turn = ev
        .iter()
        .position(|e| *e == CombatEvent::Turn { unit: "r".into() });
    assert!(lapse.is_some() && lapse < r_turn, "{ev:?}");
}

#[test]
fn aid_needs_plus_two_and_gives_nothing_to_a_far_better_fighter() {
    use leyendas::combat::commands::AidKind;
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "w", side: "a", at: (2, 3), stats: (name: "Weakling", speed: 6, abilities: (str: 10, dex: 10, con: 10), hp: 3), initiative: 20)"#,
            r#"(id: "k", side: "a", at: (3, 3), creature: "goblin", initiative: 19)"#,
            r#"(id: "o", side: "a", at: (2, 2), creature: "ogre", initiative: 18)"#,
            r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", initiative: 15)"#,
        ],
        &[],
    );
    let ev = enc.submit(aid("w", "o", AidKind::Attack));
    assert_eq!(
        rejection(&ev).unwrap(),
        "w cannot aid o: aiding needs at least +2 to attack; it has +0"
    );
    enc.submit(end_turn("w"));
    // The goblin (+2) aiding the ogre (+7): 3 or more below, so no bonus, but the action is spent.
    let ev = enc.submit(aid("k", "o", AidKind::Attack));
    assert!(ev.contains(&CombatEvent::Aid {
        helper: "k".into(),
        ally: "o".into(),
        aid: "attack".into(),
        bonus: 0,
        against: None,
        roll: None,
        total: None,
    }));
    assert!(
        enc.world()
            .get::<leyendas::combat::Conditions>(enc.entity("o").unwrap())
            .unwrap()
            .0
            .is_empty()
    );
}

fn ready(unit: &str, trigger: leyendas::combat::commands::ReadyTrigger) -> Command {
    Command::Ready {
        unit: unit.into(),
        trigger,
        weapon: None,
        then: None,
    }
}

#[test]
fn with_seed_001_s_charge_a_spear_readied_against_a_charger_deals_double_damage() {
    use leyendas::combat::commands::ReadyTrigger;
    let units = [
        r#"(id: "f", side: "a", at: (2, 3), creature: "human_fighter", weapons: ["spear"], initiative: 20)"#,
        r#"(id: "o", side: "b", at: (6, 3), creature: "orc", initiative: 10)"#,
    ];
    for (rules, dealt) in [("detailed_charge: true", 18), ("", 9)] {
        let (mut enc, _) = fight_with_rules(&OPEN, &units, rules, &[]);
        enc.submit(ready("f", ReadyTrigger::EntersReach));
        enc.submit(end_turn("f"));
        // The spear goes off as the orc steps beside: 15 hits; the d8 shows 5, + 1½ Str 4 = 9,
        // twice against a charge.
        enc.force_rolls([15, 5]);
        let ev = enc.submit(Command::Charge {
            unit: "o".into(),
            target: "f".into(),
        });
        assert_eq!(damage_amounts(&ev)[0].1, dealt, "{rules}: {ev:?}");
    }
}

#[test]
fn a_readied_attack_fires_when_an_enemy_comes_into_reach_and_moves_the_readier_up() {
    use leyendas::combat::commands::ReadyTrigger;
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "g", side: "b", at: (6, 2), creature: "goblin", initiative: 15)"#,
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 10)"#,
            r#"(id: "h", side: "b", at: (9, 6), creature: "goblin", initiative: 5)"#,
        ],
        // f's readied attack: 2 + 6 = 8 vs 16, a miss.
        &[2],
    );
    enc.submit(end_turn("g"));
    let ev = enc.submit(ready("f", ReadyTrigger::EntersReach));
    assert!(ev.contains(&CombatEvent::Ready {
        unit: "f".into(),
        trigger: ReadyTrigger::EntersReach,
        weapon: None,
        then: None,
    }));
    enc.submit(end_turn("f"));
    enc.submit(end_turn("h"));
    // Round 2: g walks in; the attack goes off after the step that enters f's reach.
    let ev = enc.submit(move_path("g", &[(5, 2), (4, 2), (3, 2)]));
    let fires = ev
        .iter()
        .position(|e| {
            *e == CombatEvent::ReadyFires {
                unit: "f".into(),
                target: "g".into(),
            }
        })
        .expect("the readied attack fires");
    let into_reach = ev
        .iter()
        .position(|e| matches!(e, CombatEvent::Step { to, .. } if *to == Pos::new(3, 2)))
        .unwrap();
    assert!(into_reach < fires);
    assert_eq!(attack_line(&ev), vec![("f".into(), 2, 8, 16, false)]);
    // g's turn goes on; next round f acts before g.
    assert_eq!(enc.current_unit().as_deref(), Some("g"));
    enc.submit(end_turn("g"));
    let ev = enc.submit(end_turn("h"));
    assert_eq!(turns(&ev), vec!["f"], "{ev:?}");
}

#[test]
fn a_readied_attack_that_never_fires_lapses_at_the_next_turn() {
    use leyendas::combat::commands::ReadyTrigger;
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (0, 0), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", initiative: 15)"#,
        ],
        &[],
    );
    enc.submit(ready("f", ReadyTrigger::MovesAdjacent));
    enc.submit(end_turn("f"));
    let ev = enc.submit(end_turn("g"));
    assert!(ev.contains(&CombatEvent::ReadyLapses { unit: "f".into() }));
    // And moving next to f later sets nothing off.
    enc.submit(end_turn("f"));
    let ev = enc.submit(move_to("g", 1, 1));
    assert!(
        !ev.iter()
            .any(|e| matches!(e, CombatEvent::ReadyFires { .. }))
    );
}

#[test]
fn touch_attacks_roll_against_touch_defense_and_flat_footed_touch() {
    use leyendas::rules::defense::DefenseKind;
    let kinds = |ev: &[CombatEvent]| -> Vec<(i32, DefenseKind)> {
        ev.iter()
            .filter_map(|e| match e {
                CombatEvent::Attack {
                    defense,
                    defense_kind,
                    ..
                } => Some((*defense, *defense_kind)),
                _ => None,
            })
            .collect()
    };
    // A thrown flask of acid (ranged touch): 7 + 2 BAB + 3 Dex + 1 size = 13 against the fighter's
    // touch Defense 13 (10 + Dex 1 + shield 2; no armor); 1d6 acid shows 4.
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "s", side: "a", at: (0, 2), creature: "halfling_scout", weapons: ["acid_flask"], initiative: 20)"#,
            r#"(id: "f", side: "b", at: (3, 2), creature: "human_fighter", initiative: 15)"#,
        ],
        &[7, 4],
    );
    let ev = enc.submit(attack("s", "f"));
    assert_eq!(kinds(&ev), vec![(13, DefenseKind::Touch)]);
    assert!(attack_line(&ev)[0].4, "the flask hits");
    assert_eq!(damage_amounts(&ev), vec![("f".into(), 4, 18)]);

    // A shocking touch in the surprise round against an unaware fighter: flat-footed touch 10.
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "w", side: "a", at: (2, 2), stats: (name: "Wisp", speed: 6, abilities: (str: 10, dex: 10, con: 10), hp: 5, weapons: ["shocking_touch"]), initiative: 20)"#,
            r#"(id: "f", side: "b", at: (3, 2), creature: "human_fighter", aware: false, initiative: 15)"#,
            r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", initiative: 10)"#,
        ],
        &[10, 1],
    );
    let ev = enc.submit(attack("w", "f"));
    assert_eq!(kinds(&ev), vec![(10, DefenseKind::FlatFootedTouch)]);
    assert_eq!(attack_line(&ev), vec![("w".into(), 10, 10, 10, true)]);
}

#[test]
fn only_weapons_in_hand_attack_and_threaten_and_drawing_is_a_move_action() {
    // The fighter holds its longsword (and shield); the javelin is carried, not in hand.
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (0, 2), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (4, 2), creature: "goblin", initiative: 15)"#,
        ],
        &[15, 3],
    );
    let ev = enc.submit(attack_with("f", "g", "javelin"));
    assert_eq!(
        rejection(&ev).unwrap(),
        "f does not have Javelin in hand: draw it first (a move action)"
    );
    let ev = enc.submit(Command::Draw {
        unit: "f".into(),
        weapons: vec!["javelin".into(), "longsword".into()],
    });
    assert_eq!(
        rejection(&ev).unwrap(),
        "f cannot wield that: that takes 3 hands with the shield"
    );
    let ev = enc.submit(Command::Draw {
        unit: "f".into(),
        weapons: vec!["javelin".into()],
    });
    assert!(ev.contains(&CombatEvent::Wield {
        unit: "f".into(),
        weapons: vec!["javelin".into()]
    }));
    assert!(ev.iter().any(|e| matches!(
        e,
        CombatEvent::Action {
            cost: ActionCost::Move,
            ..
        }
    )));
    // 15 + 3 BAB + 1 Dex = 19 vs 16; 1d6 shows 3, + Str 3.
    let ev = enc.submit(attack("f", "g"));
    assert_eq!(damage_amounts(&ev), vec![("g".into(), 6, 0)]);
}

#[test]
fn a_unit_can_draw_while_moving_and_then_threatens_with_what_it_drew() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "r", side: "a", at: (0, 2), creature: "elf_archer", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (6, 2), creature: "goblin", initiative: 15)"#,
        ],
        // r's attack of opportunity when the goblin leaves its reach: 1, a miss.
        &[1],
    );
    let ev = enc.submit(Command::Move {
        unit: "r".into(),
        to: Some(Pos::new(4, 2)),
        path: None,
        draw: Some(vec!["shortsword".into()]),
    });
    assert_eq!(
        ev.iter()
            .filter(|e| matches!(e, CombatEvent::Action { .. }))
            .count(),
        1,
        "drawing while moving costs nothing more: {ev:?}"
    );
    assert_eq!(enc.position("r"), Some(Pos::new(4, 2)));
    enc.submit(end_turn("r"));
    // With the short sword in hand r threatens: the goblin walking past provokes.
    let ev = enc.submit(move_path("g", &[(5, 3), (5, 4)]));
    assert_eq!(aoo_count(&ev), 1, "{ev:?}");
}

#[test]
fn a_bow_in_hand_threatens_nothing() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "g", side: "b", at: (5, 2), creature: "goblin", initiative: 20)"#,
            r#"(id: "r", side: "a", at: (4, 2), creature: "elf_archer", initiative: 15)"#,
        ],
        &[],
    );
    // The archer carries a short sword but holds its bow: leaving its side provokes nothing.
    let ev = enc.submit(move_path("g", &[(6, 2)]));
    assert_eq!(aoo_count(&ev), 0);
}

#[test]
fn a_crossbow_must_be_loaded_after_each_shot_and_loading_provokes() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "s", side: "a", at: (2, 2), creature: "halfling_scout", wield: ["light_crossbow"], initiative: 20)"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 15)"#,
            r#"(id: "h", side: "b", at: (8, 2), creature: "goblin", initiative: 10)"#,
        ],
        // Round 1: g's attack of opportunity on the shot: 1; the bolt: 10 + 2 + 3 + 1 = 16, hit, 1d8 shows 1.
        // Round 2: g's attack of opportunity on the loading: 2, a miss.
        &[1, 10, 1, 2],
    );
    let ev = enc.submit(attack("s", "h"));
    assert!(ev.contains(&CombatEvent::Loaded {
        unit: "s".into(),
        weapon: "light_crossbow".into(),
        loaded: false
    }));
    enc.submit(end_turn("s"));
    enc.submit(end_turn("g"));
    enc.submit(end_turn("h"));
    let ev = enc.submit(attack("s", "h"));
    assert_eq!(
        rejection(&ev).unwrap(),
        "s's Light crossbow is not loaded: load it first"
    );
    let ev = enc.submit(Command::Reload {
        unit: "s".into(),
        weapon: None,
    });
    let aoo = ev.iter().position(|e| matches!(e, CombatEvent::Aoo { .. }));
    let loaded = ev.iter().position(|e| {
        *e == CombatEvent::Loaded {
            unit: "s".into(),
            weapon: "light_crossbow".into(),
            loaded: true,
        }
    });
    assert!(aoo.is_some() && aoo < loaded, "{ev:?}");
    assert!(ev.iter().any(|e| matches!(
        e,
        CombatEvent::Action {
            cost: ActionCost::Move,
            ..
        }
    )));
    let ev = enc.submit(Command::Reload {
        unit: "s".into(),
        weapon: None,
    });
    assert_eq!(rejection(&ev).unwrap(), "s has nothing to load");
}

#[test]
fn drinking_a_potion_heals_up_to_the_maximum_and_uses_it_up() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (0, 0), creature: "human_fighter", hp: 10, items: ["potion_of_healing", "potion_of_healing"], initiative: 20)"#,
            r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", initiative: 15)"#,
        ],
        // One of the fighter's own hit dice (d10) + 1: 5 + 1 = 6 → 16; next turn 10 + 1 = 11,
        // capped at 22.
        &[5, 10],
    );
    let ev = enc.submit(Command::Drink {
        unit: "f".into(),
        item: None,
    });
    assert!(ev.contains(&CombatEvent::Heal {
        unit: "f".into(),
        amount: 6,
        hp: 16,
        dice: "1d10+1".into(),
        faces: vec![5],
        wounds: false,
    }));
    enc.submit(end_turn("f"));
    enc.submit(end_turn("g"));
    let ev = enc.submit(Command::Drink {
        unit: "f".into(),
        item: None,
    });
    assert!(
        ev.iter().any(|e| matches!(
            e,
            CombatEvent::Heal {
                amount: 6,
                hp: 22,
                ..
            }
        )),
        "{ev:?}"
    );
    enc.submit(end_turn("f"));
    enc.submit(end_turn("g"));
    let ev = enc.submit(Command::Drink {
        unit: "f".into(),
        item: None,
    });
    assert_eq!(rejection(&ev).unwrap(), "f carries no potion");
}

#[test]
fn a_potion_is_taken_out_with_a_move_action_and_cannot_be_after_a_move() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (0, 0), creature: "human_fighter", hp: 10, initiative: 20)"#,
            r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", initiative: 15)"#,
        ],
        &[5],
    );
    let drink = || Command::Drink {
        unit: "f".into(),
        item: None,
    };
    let costs = |ev: &[CombatEvent]| -> Vec<String> {
        ev.iter()
            .filter_map(|e| match e {
                CombatEvent::Action { action, cost, .. } => {
                    Some(format!("{} ({cost})", action.in_lang(Lang::En)))
                }
                _ => None,
            })
            .collect()
    };
    let ev = enc.submit(drink());
    assert_eq!(
        costs(&ev),
        [
            "take out Potion of healing (move)",
            "drink Potion of healing (standard)"
        ]
    );
    assert!(
        ev.iter()
            .any(|e| matches!(e, CombatEvent::Heal { hp: 16, .. }))
    );
    // The fighter's longsword and shield stay in hand; the potion is gone from it.
    let eq = enc
        .world()
        .get::<leyendas::level::equipment::Equipment>(enc.entity("f").unwrap())
        .unwrap()
        .clone();
    assert_eq!(eq.wielded, ["longsword"]);
    // Having moved, the fighter has only a standard action: not enough to take out and drink.
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (0, 0), creature: "human_fighter", hp: 10, items: ["potion_of_healing"], initiative: 20)"#,
            r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", initiative: 15)"#,
        ],
        &[],
    );
    enc.submit(move_to("f", 1, 0));
    let ev = enc.submit(drink());
    assert_eq!(
        rejection(&ev).as_deref(),
        Some(
            "f: Potion of healing must be taken out first (a move action), then used \
             (a standard action), and the turn has not both left"
        )
    );
    assert!(!ev.iter().any(|e| matches!(e, CombatEvent::Heal { .. })));
}

/// Seed 000, "Curación": healing rolls the healed creature's own hit die, as many as the source
/// says. The same potion of healing (one hit die + 1) is a d4 for the sorcerer and a d6 for the
/// goblin; the greater potion (two hit dice + 3) is 2d10 for the fighter. A creature that names no
/// hit die rolls a d8.
#[test]
fn a_potion_heals_the_drinker_s_own_hit_dice() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "m", side: "a", at: (0, 0), creature: "human_sorcerer", hp: 2, items: ["potion_of_healing"], initiative: 20)"#,
            r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", hp: 1, items: ["potion_of_healing"], initiative: 15)"#,
            r#"(id: "f", side: "a", at: (0, 6), creature: "human_fighter", hp: 1, items: ["potion_of_greater_healing"], initiative: 10)"#,
            r#"(id: "w", side: "b", at: (9, 0), stats: (name: "Weakling", speed: 6, abilities: (str: 10, dex: 10, con: 10), hp: 12), hp: 1, items: ["potion_of_healing"], initiative: 5)"#,
        ],
        &[4, 3, 5, 4, 8],
    );
    let mut heals = Vec::new();
    for unit in ["m", "g", "f", "w"] {
        let ev = enc.submit(Command::Drink {
            unit: unit.into(),
            item: None,
        });
        heals.extend(ev.iter().filter_map(|e| match e {
            CombatEvent::Heal {
                unit, amount, dice, ..
            } => Some((unit.clone(), dice.clone(), *amount)),
            _ => None,
        }));
        enc.submit(end_turn(unit));
    }
    let expected = [
        ("m", "1d4+1", 4 + 1),
        ("g", "1d6+1", 3 + 1),
        ("f", "2d10+3", 5 + 4 + 3),
        ("w", "1d8+1", 8 + 1),
    ];
    assert_eq!(
        heals,
        expected.map(|(u, d, a)| (u.to_string(), d.to_string(), a))
    );
}

#[test]
fn a_unit_that_drops_from_the_attack_its_drinking_provokes_never_drinks() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "w", side: "a", at: (2, 2), stats: (name: "Weakling", speed: 6, abilities: (str: 10, dex: 10, con: 10), hp: 3), items: ["potion_of_healing"], initiative: 20)"#,
            r#"(id: "o", side: "b", at: (3, 2), creature: "orc", initiative: 15)"#,
            r#"(id: "x", side: "a", at: (9, 6), creature: "goblin", initiative: 10)"#,
        ],
        // The orc: 15 + 4 vs 10, hit; greataxe 5 + 4 = 9: the weakling falls to −6.
        &[15, 5],
    );
    let ev = enc.submit(Command::Drink {
        unit: "w".into(),
        item: None,
    });
    assert_eq!(aoo_count(&ev), 1);
    assert!(
        !ev.iter()
            .any(|e| matches!(e, CombatEvent::Heal { .. } | CombatEvent::ItemUsed { .. })),
        "{ev:?}"
    );
    assert_eq!(enc.health("w").unwrap().state, HealthState::Dying);
}

#[test]
fn dropping_is_free_and_picking_up_is_a_move_action_that_provokes() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 15)"#,
        ],
        // g's attack of opportunity when f picks the sword up: 1, a miss.
        &[1],
    );
    let ev = enc.submit(Command::Drop {
        unit: "f".into(),
        thing: "longsword".into(),
    });
    assert!(ev.contains(&CombatEvent::Dropped {
        unit: "f".into(),
        thing: "longsword".into(),
        at: Pos::new(2, 2)
    }));
    assert!(ev.iter().any(|e| matches!(
        e,
        CombatEvent::Action {
            cost: ActionCost::Free,
            ..
        }
    )));
    let ev = enc.submit(attack_with("f", "g", "longsword"));
    assert_eq!(rejection(&ev).unwrap(), "f has no weapon `longsword`");
    let ev = enc.submit(Command::PickUp {
        unit: "f".into(),
        thing: None,
    });
    assert_eq!(aoo_count(&ev), 1);
    assert!(ev.contains(&CombatEvent::PickedUp {
        unit: "f".into(),
        thing: "longsword".into(),
        at: Pos::new(2, 2)
    }));
    // Carried again, but not in hand until drawn.
    let ev = enc.submit(attack_with("f", "g", "longsword"));
    assert_eq!(
        rejection(&ev).unwrap(),
        "f does not have Longsword in hand: draw it first (a move action)"
    );
    let ev = enc.submit(Command::PickUp {
        unit: "f".into(),
        thing: None,
    });
    assert!(rejection(&ev).is_some());
}

#[test]
fn a_readied_attack_on_whoever_attacks_an_ally_strikes_first() {
    use leyendas::combat::commands::ReadyTrigger;
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "r", side: "a", at: (3, 3), creature: "elf_archer", initiative: 18)"#,
            r#"(id: "o", side: "b", at: (3, 2), creature: "orc", hp: 2, initiative: 15)"#,
        ],
        // f's readied attack: 12 + 6 = 18 vs 15, hit; 1d8 shows 3, + 3: the orc drops.
        &[12, 3],
    );
    enc.submit(ready("f", ReadyTrigger::AttacksAlly));
    enc.submit(end_turn("f"));
    enc.submit(end_turn("r"));
    let ev = enc.submit(attack("o", "r"));
    let fires = ev.iter().position(|e| {
        *e == CombatEvent::ReadyFires {
            unit: "f".into(),
            target: "o".into(),
        }
    });
    assert!(fires.is_some(), "{ev:?}");
    assert_eq!(
        attack_line(&ev),
        vec![("f".into(), 12, 18, 15, true)],
        "the orc never swings"
    );
    assert!(ev.contains(&CombatEvent::End {
        winner: Some("a".into())
    }));
}

/// A short wall with a closed door at (4, 2).
const DOOR_IN_A_WALL: [&str; 5] = [
    "..........",
    "....#.....",
    "....+.....",
    "....#.....",
    "..........",
];

#[test]
fn a_door_next_to_the_unit_opens_and_closes_with_a_move_action_that_provokes_first() {
    let map = DOOR_IN_A_WALL;
    let (mut enc, _) = fight(
        &map,
        &[
            r#"(id: "f", side: "a", at: (3, 2), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (9, 4), creature: "goblin", initiative: 10)"#,
            r#"(id: "h", side: "b", at: (2, 1), creature: "goblin", initiative: 5, hp: 1)"#,
        ],
        &[],
    );
    // The closed door is a wall.
    let ev = enc.submit(move_path("f", &[(4, 2), (5, 2)]));
    assert!(rejection(&ev).is_some(), "{ev:?}");
    // Opening it provokes the goblin next to f first: it misses (2).
    enc.force_rolls([2]);
    let ev = enc.submit(leyendas::combat::Command::ToggleDoor {
        unit: "f".into(),
        at: Pos::new(4, 2),
    });
    assert_eq!(rejection(&ev), None, "{ev:?}");
    let order: Vec<&str> = ev
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Attack { .. } => Some("aoo"),
            CombatEvent::DoorToggled { terrain, .. } => Some(terrain.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(order, ["aoo", "open_door"]);
    // Open, it lets f through (its other move action).
    let ev = enc.submit(move_path("f", &[(4, 2), (5, 2)]));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    enc.submit(end_turn("f"));
    enc.submit(end_turn("g"));
    enc.submit(end_turn("h"));
    // From (5, 2) it closes the door again.
    let ev = enc.submit(leyendas::combat::Command::ToggleDoor {
        unit: "f".into(),
        at: Pos::new(4, 2),
    });
    assert!(
        ev.iter()
            .any(|e| matches!(e, CombatEvent::DoorToggled { terrain, .. } if terrain == "door")),
        "{ev:?}"
    );
    // Nothing to open at (6, 2); nor a door two squares away.
    let ev = enc.submit(leyendas::combat::Command::ToggleDoor {
        unit: "f".into(),
        at: Pos::new(6, 2),
    });
    assert_eq!(
        rejection(&ev).unwrap(),
        "there is no door at (6, 2) within f's reach"
    );
}

/// Seed 000, "Manipular objetos": a door is an object handled within the threatened area's
/// reach, as picking up is: the large ogre (reach 2) opens a door two squares off; the fighter,
/// two squares off too, cannot.
#[test]
fn a_large_creature_opens_a_door_within_its_reach_of_two_squares() {
    let map = DOOR_IN_A_WALL;
    let units = |who: &str| {
        [
            format!(r#"(id: "u", side: "a", at: (2, 2), creature: "{who}", initiative: 20)"#),
            r#"(id: "g", side: "b", at: (9, 4), creature: "goblin", initiative: 10)"#.to_string(),
        ]
    };
    let open = |enc: &mut leyendas::combat::Encounter| {
        enc.submit(leyendas::combat::Command::ToggleDoor {
            unit: "u".into(),
            at: Pos::new(4, 2),
        })
    };
    let ogre = units("ogre");
    let (mut enc, _) = fight(&map, &[&ogre[0], &ogre[1]], &[]);
    let ev = open(&mut enc);
    assert!(
        ev.iter().any(
            |e| matches!(e, CombatEvent::DoorToggled { terrain, .. } if terrain == "open_door")
        ),
        "{ev:?}"
    );
    let fighter = units("human_fighter");
    let (mut enc, _) = fight(&map, &[&fighter[0], &fighter[1]], &[]);
    let ev = open(&mut enc);
    assert_eq!(
        rejection(&ev).unwrap(),
        "there is no door at (4, 2) within u's reach"
    );
}

#[test]
fn a_door_does_not_close_on_someone_in_the_doorway() {
    let map = ["..../.....", "....#....."];
    let (mut enc, _) = fight(
        &map,
        &[
            r#"(id: "f", side: "a", at: (3, 0), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (4, 0), creature: "goblin", initiative: 10)"#,
        ],
        &[],
    );
    let ev = enc.submit(leyendas::combat::Command::ToggleDoor {
        unit: "f".into(),
        at: Pos::new(4, 0),
    });
    assert_eq!(
        rejection(&ev).unwrap(),
        "the door at (4, 0) cannot close: g is in the doorway"
    );
}

#[test]
fn the_unit_panel_shows_each_condition_with_its_icon_and_explains_it_on_hover() {
    let (mut enc, _) = fight(&OPEN, &DUEL, &[]);
    let f = cmd("f");
    enc.submit(f("drop"));
    enc.submit(f("guard"));
    let unit = enc.entity("f").unwrap();
    let lines = leyendas::ui::hud::unit_lines(enc.world(), unit);
    assert!(lines[0].heading);
    assert_eq!(lines[0].icon.as_deref(), Some("visored-helm"));
    let conditions: Vec<_> = lines
        .iter()
        .filter_map(|l| Some((l.icon.as_deref()?, l.text.as_str(), l.tip.as_deref()?)))
        .collect();
    assert_eq!(
        conditions,
        [
            (
                "falling",
                "prone",
                "prone (-4 Defense in melee, +4 at range; -4 to melee attacks)"
            ),
            (
                "checked-shield",
                "on total defense",
                "total defense (+2 Defense, +4 with a shield)"
            ),
        ]
    );
    // The initiative tracker's tooltip reads each condition as its explanation.
    let text = leyendas::ui::hud::describe_unit(enc.world(), unit);
    assert!(text.contains("\nprone (-4 Defense in melee"), "{text}");
}

#[test]
fn two_weapons_are_drawn_together_in_one_move_action() {
    // Seed 000: drawing a weapon is a move action, and one in each hand can be drawn in the same
    // action. The duelist has nothing in hand; it draws sword and mace at once, keeps its
    // standard action, and then fights with both.
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), stats: (name: "Duelist", speed: 6, abilities: (str: 16, dex: 13, con: 14), hp: 22, base_attack: 3, weapons: ["longsword", "mace"]), wield: [], initiative: 20)"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 15)"#,
        ],
        &[1, 1],
    );
    let ev = enc.submit(Command::Draw {
        unit: "f".into(),
        weapons: vec!["longsword".into(), "mace".into()],
    });
    assert!(
        ev.contains(&CombatEvent::Wield {
            unit: "f".into(),
            weapons: vec!["longsword".into(), "mace".into()]
        }),
        "{ev:?}"
    );
    let costs: Vec<ActionCost> = ev
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Action { cost, .. } => Some(*cost),
            _ => None,
        })
        .collect();
    assert_eq!(costs, [ActionCost::Move]);
    let ev = enc.submit(Command::TwoWeaponAttack {
        unit: "f".into(),
        target: "g".into(),
    });
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(attacks(&ev).len(), 2);
}

fn hand(unit: &str, thing: &str, to: &str) -> Command {
    Command::HandOver {
        unit: unit.into(),
        thing: thing.into(),
        to: to.into(),
    }
}

/// Seed 000, "Manipular objetos": handing an object over is a move action that provokes. The
/// potion passes to the archer beside the fighter, who can drink it on its own turn; a giver the
/// attacks of opportunity drop would keep it.
#[test]
fn handing_a_potion_to_an_ally_within_reach_is_a_move_action_that_provokes() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "a", side: "a", at: (2, 3), creature: "elf_archer", hp: 4, initiative: 18)"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 15)"#,
            r#"(id: "w", side: "b", at: (9, 6), creature: "wolf", initiative: 10)"#,
        ],
        // g's attack of opportunity: 1, a miss. The archer's potion: one of its d8 + 1 = 6.
        &[1, 5],
    );
    let ev = enc.submit(hand("f", "potion_of_healing", "a"));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(aoo_count(&ev), 1, "handing over provokes");
    assert!(ev.contains(&CombatEvent::HandedOver {
        unit: "f".into(),
        to: "a".into(),
        thing: "potion_of_healing".into()
    }));
    assert!(ev.iter().any(|e| matches!(
        e,
        CombatEvent::Action { cost: ActionCost::Move, action, .. } if action == "hand Potion of healing to a"
    )), "{ev:?}");
    let ev = enc.submit(hand("f", "potion_of_healing", "a"));
    assert_eq!(rejection(&ev).unwrap(), "f carries no `potion_of_healing`");
    enc.submit(end_turn("f"));
    let ev = enc.submit(Command::Drink {
        unit: "a".into(),
        item: None,
    });
    assert_eq!(enc.health("a").unwrap().hp, 10, "{ev:?}");
}

/// Seed 000, "Curación": the unconscious recover with potions too. A healing potion handed to
/// an ally who cannot drink it is poured into it: a standard action that provokes (the goblin's
/// attack of opportunity misses, 2); it heals as if drunk: the dying saint's own d8 shows 4, + 1:
/// from −3 to 2, on its feet.
#[test]
fn a_healing_potion_is_poured_into_a_fallen_ally_within_reach() {
    let units = [
        r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 20, items: ["potion_of_healing"])"#,
        r#"(id: "s", side: "a", at: (3, 2), creature: "human_saint", initiative: 15, hp: -3)"#,
        r#"(id: "g", side: "b", at: (2, 3), creature: "goblin", initiative: 10)"#,
    ];
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    enc.force_rolls([2, 4]);
    let ev = enc.submit(Command::HandOver {
        unit: "f".into(),
        thing: "potion_of_healing".into(),
        to: "s".into(),
    });
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert!(ev.iter().any(|e| matches!(
        e,
        CombatEvent::Action {
            cost: leyendas::rules::economy::ActionCost::Standard,
            ..
        }
    )));
    assert_eq!(
        ev.iter()
            .filter(|e| matches!(e, CombatEvent::Aoo { .. }))
            .count(),
        1
    );
    assert_eq!(enc.health("s").unwrap().hp, 2);
    assert_eq!(enc.health("s").unwrap().state, HealthState::Healthy);
    let giver = enc.entity("f").unwrap();
    assert!(
        enc.world()
            .get::<leyendas::combat::Equipment>(giver)
            .unwrap()
            .items
            .is_empty()
    );
}

#[test]
fn objects_go_only_to_able_allies_within_the_giver_s_reach() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "d", side: "a", at: (1, 2), creature: "dwarf_warden", hp: -3, initiative: 18)"#,
            r#"(id: "a", side: "a", at: (4, 2), creature: "elf_archer", initiative: 17)"#,
            r#"(id: "g", side: "b", at: (2, 1), creature: "goblin", initiative: 15)"#,
        ],
        &[],
    );
    for (to, why) in [
        ("g", "f: g is not an ally: objects are handed to allies"),
        ("d", "f: d cannot take it now"),
        ("a", "f: a is beyond its reach of 1 square"),
        ("f", "f: it cannot hand a thing to itself"),
    ] {
        let ev = enc.submit(hand("f", "javelin", to));
        assert_eq!(rejection(&ev).as_deref(), Some(why), "{to}");
    }
}

/// The threatened area is also where a creature handles objects (seed 000, "Zona amenazada"): a
/// Large ogre picks up a club two squares away and could hand it as far.
#[test]
fn a_large_creature_picks_up_objects_within_its_reach_of_two_squares() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "o", side: "a", at: (5, 2), creature: "ogre", initiative: 10)"#,
            r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", initiative: 5)"#,
        ],
        &[],
    );
    enc.submit(Command::Drop {
        unit: "f".into(),
        thing: "javelin".into(),
    });
    enc.submit(end_turn("f"));
    let ev = enc.submit(Command::PickUp {
        unit: "o".into(),
        thing: None,
    });
    assert_eq!(
        rejection(&ev).unwrap(),
        "there is nothing within o's reach to pick up"
    );
    enc.submit(move_to("o", 4, 2));
    let ev = enc.submit(Command::PickUp {
        unit: "o".into(),
        thing: None,
    });
    assert!(
        ev.contains(&CombatEvent::PickedUp {
            unit: "o".into(),
            thing: "javelin".into(),
            at: Pos::new(2, 2)
        }),
        "{ev:?}"
    );
}

#[test]
fn the_action_bar_offers_handing_over_only_with_an_ally_in_reach() {
    let labels = |units: &[&str]| {
        let mut labels = bar_labels(units, "f");
        labels.retain(|l| l.starts_with("Hand over"));
        labels
    };
    let fighter = r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 20)"#;
    let goblin = r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 10)"#;
    let near = r#"(id: "a", side: "a", at: (1, 1), creature: "elf_archer", initiative: 9)"#;
    let far = r#"(id: "a", side: "a", at: (6, 6), creature: "elf_archer", initiative: 9)"#;
    assert!(
        labels(&[fighter, goblin, far]).is_empty(),
        "a foe does not count"
    );
    assert_eq!(
        labels(&[fighter, goblin, near]),
        [
            "Hand over Longsword",
            "Hand over Javelin",
            "Hand over Potion of healing"
        ]
    );
}

/// Ammunition is counted (seed 000, "Equipar municiones"): each shot spends a missile of the
/// weapon's kind, and with none left the bow cannot shoot. A creature that names none carries a
/// quiver of 20 for each kind its weapons fire.
#[test]
fn each_shot_spends_an_arrow_and_an_empty_quiver_shoots_no_more() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "a", side: "a", at: (0, 3), creature: "elf_archer", ammunition: {"arrows": 2}, initiative: 20)"#,
            r#"(id: "s", side: "a", at: (0, 0), creature: "halfling_scout", initiative: 18)"#,
            r#"(id: "o", side: "b", at: (9, 3), creature: "orc", initiative: 10)"#,
        ],
        &[2, 2],
    );
    let quiver = |enc: &leyendas::combat::Encounter, unit: &str| {
        enc.world()
            .get::<leyendas::level::equipment::Equipment>(enc.entity(unit).unwrap())
            .unwrap()
            .ammunition
            .clone()
            .into_iter()
            .collect::<Vec<_>>()
    };
    assert_eq!(quiver(&enc, "s"), [("bolts".to_string(), 20)]);
    let panel = |enc: &leyendas::combat::Encounter| {
        leyendas::ui::hud::describe_unit(enc.world(), enc.entity("a").unwrap())
    };
    assert!(
        panel(&enc).contains("range 20 (−2 each 20 more, up to 200), 2 arrows)"),
        "{}",
        panel(&enc)
    );
    let ev = enc.submit(attack("a", "o"));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(quiver(&enc, "a"), [("arrows".to_string(), 1)]);
    for unit in ["a", "s", "o"] {
        enc.submit(end_turn(unit));
    }
    enc.submit(attack("a", "o"));
    assert_eq!(quiver(&enc, "a"), [("arrows".to_string(), 0)]);
    assert!(
        panel(&enc).contains("up to 200), 0 arrows)"),
        "{}",
        panel(&enc)
    );
    for unit in ["a", "s", "o"] {
        enc.submit(end_turn(unit));
    }
    let ev = enc.submit(attack_with("a", "o", "longbow"));
    assert_eq!(rejection(&ev).unwrap(), "a has no arrows left for Long bow");
    // Left to choose, it finds nothing else that reaches the orc.
    let ev = enc.submit(attack("a", "o"));
    assert_eq!(
        rejection(&ev).unwrap(),
        "a has no weapon that reaches o (9 squares away)"
    );
}

/// A crossbow handed over unloaded reaches the ally still to be loaded.
#[test]
fn a_crossbow_handed_over_unloaded_still_needs_loading() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "s", side: "a", at: (0, 0), creature: "halfling_scout", wield: ["light_crossbow"], initiative: 20)"#,
            r#"(id: "a", side: "a", at: (1, 0), creature: "elf_archer", initiative: 18)"#,
            r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", initiative: 10)"#,
        ],
        &[1],
    );
    let unloaded = |enc: &leyendas::combat::Encounter, unit: &str| {
        enc.world()
            .get::<leyendas::level::equipment::Equipment>(enc.entity(unit).unwrap())
            .unwrap()
            .unloaded
            .clone()
    };
    enc.submit(attack("s", "g"));
    assert_eq!(unloaded(&enc, "s"), ["light_crossbow"]);
    let ev = enc.submit(hand("s", "light_crossbow", "a"));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert!(unloaded(&enc, "s").is_empty());
    assert_eq!(unloaded(&enc, "a"), ["light_crossbow"]);
}

fn shield(unit: &str, on: bool) -> Command {
    Command::Shield {
        unit: unit.into(),
        on,
    }
}

fn defense_of(enc: &leyendas::combat::Encounter, unit: &str) -> i32 {
    let e = enc.entity(unit).unwrap();
    leyendas::rules::defense::defense(
        &leyendas::combat::terms::target_defense_inputs(enc.world(), e),
        leyendas::rules::defense::DefenseKind::Normal,
    )
    .total()
}

/// Seed 000, "Equipar escudos": a shield goes on with a move or a full-round action by its kind,
/// and (our reading, the d20 games') comes off with a move action; neither provokes. The fighter's
/// heavy shield off: Defense 18 → 16 and a hand free; on again needs that hand free of weapons.
#[test]
fn a_shield_comes_off_and_goes_on_with_the_action_its_kind_takes() {
    let (mut enc, _) = fight(&OPEN, &DUEL, &[]);
    assert_eq!(defense_of(&enc, "f"), 18);
    let ev = enc.submit(shield("f", false));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(aoo_count(&ev), 0, "equipping provokes nothing");
    assert!(ev.contains(&CombatEvent::ShieldWorn {
        unit: "f".into(),
        on: false
    }));
    assert!(ev.iter().any(|e| matches!(
        e,
        CombatEvent::Action {
            cost: ActionCost::Move,
            ..
        }
    )));
    assert_eq!(defense_of(&enc, "f"), 16);
    let ev = enc.submit(shield("f", false));
    assert_eq!(rejection(&ev).unwrap(), "f: it wears no shield");
    // Two weapons in hand leave no hand for the shield.
    let ev = enc.submit(Command::Draw {
        unit: "f".into(),
        weapons: vec!["longsword".into(), "javelin".into()],
    });
    assert_eq!(rejection(&ev), None, "{ev:?}");
    enc.submit(end_turn("g"));
    let ev = enc.submit(shield("f", true));
    assert!(
        rejection(&ev).unwrap().contains("hands"),
        "{:?}",
        rejection(&ev)
    );
    enc.submit(Command::Drop {
        unit: "f".into(),
        thing: "javelin".into(),
    });
    let ev = enc.submit(shield("f", true));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(defense_of(&enc, "f"), 18);
}

#[test]
fn a_tower_shield_takes_a_full_round_to_strap_on() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", shield: "tower_shield", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", initiative: 15)"#,
        ],
        &[],
    );
    enc.submit(shield("f", false));
    let ev = enc.submit(shield("f", true));
    assert!(rejection(&ev).is_some(), "a move action is spent: {ev:?}");
    enc.submit(end_turn("f"));
    enc.submit(end_turn("g"));
    let ev = enc.submit(shield("f", true));
    assert!(
        ev.iter().any(|e| matches!(
            e,
            CombatEvent::Action {
                cost: ActionCost::FullRound,
                ..
            }
        )),
        "{ev:?}"
    );
    assert_eq!(turns(&ev), ["g"]);
    let labels = bar_labels(
        &[
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", initiative: 15)"#,
        ],
        "f",
    );
    assert!(
        labels.contains(&"Take off Heavy steel shield".to_string()),
        "{labels:?}"
    );
}

/// Seed 001, "Cargar" (`rules: (charge_past_the_helpless: true)`): a foe lying helpless in the
/// lane does not stop the charge; seed 000's reading lets only a fallen ally be passed.
#[test]
fn with_seed_001_s_switch_a_fallen_foe_in_the_lane_does_not_stop_a_charge() {
    let units = [
        r#"(id: "f", side: "a", at: (0, 2), creature: "human_fighter", initiative: 20)"#,
        r#"(id: "d", side: "b", at: (2, 2), creature: "goblin", hp: -1, initiative: 18)"#,
        r#"(id: "g", side: "b", at: (5, 2), creature: "goblin", initiative: 15)"#,
    ];
    let charge = || Command::Charge {
        unit: "f".into(),
        target: "g".into(),
    };
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    assert_eq!(
        rejection(&enc.submit(charge())).as_deref(),
        Some("f cannot charge g: path blocked by enemy d at (2, 2)")
    );
    for rules in ["charge_past_the_helpless: true", "preset: Seed001"] {
        let (mut enc, _) = fight_with_rules(&OPEN, &units, rules, &[]);
        let ev = enc.submit(charge());
        assert_eq!(rejection(&ev), None, "{rules}: {ev:?}");
        assert_eq!(enc.position("f"), Some(Pos::new(4, 2)), "{rules}");
    }
}

/// Seed 001, "Golpe de gracia" (`rules: (coup_de_grace_at_once: true)`): the blow lands in the
/// same full-round action, and a victim alive after it saves on Fortitude (DC 10 + the damage)
/// or dies. The longsword's d8 shows 1: (1 + 3) × 2 = 8, the goblin from −1 to −9 (it dies at
/// −12); DC 18 against its Fortitude +4.
#[test]
fn with_seed_001_s_coup_de_grace_a_bow_beside_the_victim_delivers_it_and_spends_an_arrow() {
    let units = [
        r#"(id: "f", side: "a", at: (2, 2), stats: (name: "Archer", speed: 6, abilities: (str: 10, dex: 16, con: 12), hp: 12, base_attack: 1, weapons: ["shortbow"]), ammunition: {"arrows": 3}, initiative: 20)"#,
        r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", hp: -1, initiative: 15)"#,
        r#"(id: "h", side: "b", at: (9, 6), creature: "goblin", initiative: 10)"#,
    ];
    // The d6 shows 4: × 3 = 12, and the goblin is dead.
    let (mut enc, _) = fight_with_rules(&OPEN, &units, "coup_de_grace_at_once: true", &[4]);
    let ev = enc.submit(coup("f", "g"));
    assert_eq!(
        coup_events(&ev),
        [CombatEvent::CoupDeGrace {
            attacker: "f".into(),
            target: "g".into(),
            weapon: "Short bow".into()
        }]
    );
    assert_eq!(damage_amounts(&ev)[0], ("g".into(), 12, -13));
    let f = enc.entity("f").unwrap();
    let gear = enc
        .world()
        .get::<leyendas::combat::components::Equipment>(f);
    let arrows = gear.unwrap().ammunition["arrows"];
    assert_eq!(arrows, 2);
    // Seed 000's coup de grace needs a melee weapon.
    let (mut enc, _) = fight_with_rules(&OPEN, &units, "", &[4]);
    assert!(rejection(&enc.submit(coup("f", "g"))).is_some());
}

#[test]
fn with_seed_001_s_switch_a_coup_de_grace_lands_at_once_and_the_survivor_saves_or_dies() {
    let units = [
        r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 20)"#,
        r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", hp: -1, initiative: 15)"#,
        r#"(id: "h", side: "b", at: (9, 6), creature: "goblin", initiative: 10)"#,
    ];
    let save = |ev: &[CombatEvent]| {
        ev.iter().find_map(|e| match e {
            CombatEvent::Save {
                unit,
                roll,
                total,
                dc,
                success,
                ..
            } if unit == "g" => Some((*roll, *total, *dc, *success)),
            _ => None,
        })
    };
    for (rules, save_roll, after) in [
        ("coup_de_grace_at_once: true", 5, HealthState::Dead),
        ("preset: Seed001", 14, HealthState::Dying),
    ] {
        let (mut enc, _) = fight_with_rules(&OPEN, &units, rules, &[1, save_roll]);
        let ev = enc.submit(coup("f", "g"));
        assert_eq!(
            coup_events(&ev),
            [CombatEvent::CoupDeGrace {
                attacker: "f".into(),
                target: "g".into(),
                weapon: "Longsword".into()
            }],
            "{rules}"
        );
        // The blow (a goblin left dying then rolls for its life on its own turn).
        assert_eq!(damage_amounts(&ev)[0], ("g".into(), 8, -9), "{rules}");
        let total = save_roll as i32 + 4;
        assert_eq!(
            save(&ev),
            Some((save_roll, total, 18, total >= 18)),
            "{rules}"
        );
        assert_eq!(enc.health("g").unwrap().state, after, "{rules}");
        // Still a full-round action: the turn passes (a dead goblin has none).
        let next = if after == HealthState::Dead {
            vec!["h"]
        } else {
            vec!["g", "h"]
        };
        assert_eq!(turns(&ev), next, "{rules}");
    }
}

/// Seed 001, "Combate con dos armas" (`rules: (two_weapon_penalties: true)`): −6 on the main
/// hand's roll and −10 on the off hand's, −4 and −8 when the off-hand weapon is light. The duelist
/// attacks at +6 (BAB 3, Str +3) against the goblin's Defense 16.
#[test]
fn with_seed_001_s_switch_two_weapons_take_the_main_and_off_hand_penalties() {
    let duelist = |weapons: &str| {
        format!(
            r#"(id: "f", side: "a", at: (2, 2), stats: (name: "Duelist", speed: 6, abilities: (str: 16, dex: 13, con: 14), hp: 22, base_attack: 3, weapons: [{weapons}]), initiative: 20)"#
        )
    };
    let goblin = r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 15)"#;
    let two = || Command::TwoWeaponAttack {
        unit: "f".into(),
        target: "g".into(),
    };
    // A light dagger in the off hand: 14 + 6 − 4 = 16 hits (the d8 shows 4), 12 + 6 − 8 = 10
    // misses.
    let light = duelist(r#""longsword", "dagger""#);
    let (mut enc, _) = fight_with_rules(
        &OPEN,
        &[&light, goblin],
        "two_weapon_penalties: true",
        &[14, 4, 12],
    );
    assert_eq!(
        attack_line(&enc.submit(two())),
        vec![
            ("f".into(), 14, 16, 16, true),
            ("f".into(), 12, 10, 16, false)
        ]
    );
    // A mace: 14 + 6 − 6 = 14 and 14 + 6 − 10 = 10, both miss.
    let heavy = duelist(r#""longsword", "mace""#);
    let (mut enc, _) = fight_with_rules(
        &OPEN,
        &[&heavy, goblin],
        "two_weapon_penalties: true",
        &[14, 14],
    );
    assert_eq!(
        attack_line(&enc.submit(two())),
        vec![
            ("f".into(), 14, 14, 16, false),
            ("f".into(), 14, 10, 16, false)
        ]
    );
}

#[test]
fn a_double_weapon_strikes_with_each_end_the_second_as_a_light_weapon() {
    let duelist = r#"(id: "f", side: "a", at: (2, 2), stats: (name: "Monk", speed: 6, abilities: (str: 16, dex: 13, con: 14), hp: 22, base_attack: 3, weapons: ["quarterstaff"]), initiative: 20)"#;
    let goblin = r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 15)"#;
    let two = || Command::TwoWeaponAttack {
        unit: "f".into(),
        target: "g".into(),
    };
    // Seed 001: a light off-hand end, −4 and −8: 14 + 6 − 4 = 16 hits (the d6 shows 4, + half
    // Str 1 = 5), 12 + 6 − 8 = 10 misses.
    let (mut enc, _) = fight_with_rules(
        &OPEN,
        &[duelist, goblin],
        "two_weapon_penalties: true",
        &[14, 4, 12],
    );
    let ev = enc.submit(two());
    assert_eq!(
        attack_line(&ev),
        vec![
            ("f".into(), 14, 16, 16, true),
            ("f".into(), 12, 10, 16, false)
        ]
    );
    assert!(
        ev.iter()
            .any(|e| matches!(e, CombatEvent::Damage { amount: 5, .. })),
        "{ev:?}"
    );
    // Seed 000: a one-handed and a light weapon take nothing: 10 + 6 = 16 twice.
    let (mut enc, _) = fight_with_rules(&OPEN, &[duelist, goblin], "", &[10, 1, 10, 1]);
    let totals: Vec<i32> = attack_line(&enc.submit(two()))
        .into_iter()
        .map(|a| a.2)
        .collect();
    assert_eq!(totals, [16, 16]);
}

#[test]
fn a_unit_with_a_thrown_weapon_in_each_hand_throws_both() {
    let thrower = r#"(id: "f", side: "a", at: (2, 2), stats: (name: "Thrower", speed: 6, abilities: (str: 16, dex: 13, con: 14), hp: 22, base_attack: 3, weapons: ["javelin", "acid_flask"]), wield: ["javelin", "acid_flask"], initiative: 20)"#;
    let goblin = r#"(id: "g", side: "b", at: (5, 2), creature: "goblin", initiative: 15)"#;
    let (mut enc, _) = fight(&OPEN, &[thrower, goblin], &[10, 1, 10, 1]);
    let ev = enc.submit(Command::TwoWeaponAttack {
        unit: "f".into(),
        target: "g".into(),
    });
    assert_eq!(rejection(&ev), None, "{ev:?}");
    let thrown: Vec<&str> = ev
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Attack { weapon, .. } => Some(weapon.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(thrown, ["Javelin", "Flask of acid"]);
}

/// Seed 001's aid (`aid_against_one_foe`): the helper h and the ally f both stand beside the
/// goblin g; a second goblin k stands beside f only. h (BAB 3, Str 3: +6) acts first.
fn aid_against_one_foe(rolls: &[u32]) -> leyendas::combat::Encounter {
    fight_with_rules(
        &OPEN,
        &[
            r#"(id: "h", side: "a", at: (3, 3), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 18)"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 15)"#,
            r#"(id: "k", side: "b", at: (1, 2), creature: "goblin", initiative: 12)"#,
        ],
        "aid_against_one_foe: true",
        rolls,
    )
    .0
}

fn aid_against(
    unit: &str,
    ally: &str,
    kind: leyendas::combat::commands::AidKind,
    foe: &str,
) -> Command {
    Command::AidAnother {
        unit: unit.into(),
        ally: ally.into(),
        aid: kind,
        against: Some(foe.into()),
    }
}

/// The aid given: its bonus, the foe it is given against, the helper's d20 and total.
type AidGiven = (i32, Option<String>, Option<u32>, Option<i32>);

fn aid_event(events: &[CombatEvent]) -> Option<AidGiven> {
    events.iter().find_map(|e| match e {
        CombatEvent::Aid {
            bonus,
            against,
            roll,
            total,
            ..
        } => Some((*bonus, against.clone(), *roll, *total)),
        _ => None,
    })
}

fn aid_term(events: &[CombatEvent]) -> Option<i32> {
    events.iter().find_map(|e| match e {
        CombatEvent::Attack { modifiers, .. } => modifiers.get("aid"),
        _ => None,
    })
}

#[test]
fn seed_001_aid_rolls_against_defense_ten_and_a_four_is_enough_at_plus_six() {
    use leyendas::combat::commands::AidKind;
    let mut enc = aid_against_one_foe(&[]);
    enc.force_rolls([4]);
    let ev = enc.submit(aid_against("h", "f", AidKind::Attack, "g"));
    assert_eq!(
        aid_event(&ev),
        Some((2, Some("g".into()), Some(4), Some(10)))
    );
    let mut enc = aid_against_one_foe(&[]);
    enc.force_rolls([3]);
    let ev = enc.submit(aid_against("h", "f", AidKind::Attack, "g"));
    assert_eq!(
        aid_event(&ev),
        Some((0, Some("g".into()), Some(3), Some(9)))
    );
    assert!(!has_condition(&enc, "f", Condition::AidedAttack));
}

#[test]
fn seed_001_aid_to_attack_counts_only_against_its_foe_and_stays_for_it() {
    use leyendas::combat::commands::AidKind;
    let mut enc = aid_against_one_foe(&[]);
    enc.force_rolls([15]);
    enc.submit(aid_against("h", "f", AidKind::Attack, "g"));
    enc.submit(end_turn("h"));
    // At the other goblin: no aid, and the aid against g stands.
    enc.force_rolls([10, 1]);
    let ev = enc.submit(attack("f", "k"));
    assert_eq!(aid_term(&ev), None, "{ev:?}");
    assert!(has_condition(&enc, "f", Condition::AidedAttack));
    let mut enc = aid_against_one_foe(&[]);
    enc.force_rolls([15]);
    enc.submit(aid_against("h", "f", AidKind::Attack, "g"));
    enc.submit(end_turn("h"));
    enc.force_rolls([10, 1]);
    let ev = enc.submit(attack("f", "g"));
    // 10 + 6 + 2 = 18.
    assert_eq!(aid_term(&ev), Some(2));
    assert_eq!(attack_line(&ev)[0].2, 18);
    assert!(!has_condition(&enc, "f", Condition::AidedAttack));
}

#[test]
fn seed_001_aid_from_two_helpers_adds_up() {
    use leyendas::combat::commands::AidKind;
    let (mut enc, _) = fight_with_rules(
        &OPEN,
        &[
            r#"(id: "h", side: "a", at: (3, 3), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "j", side: "a", at: (4, 2), creature: "human_fighter", initiative: 19)"#,
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 18)"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 15)"#,
        ],
        "aid_against_one_foe: true",
        &[15, 15],
    );
    enc.submit(aid_against("h", "f", AidKind::Attack, "g"));
    enc.submit(end_turn("h"));
    // Left out, the foe is the one in reach nearest the ally: g.
    let ev = enc.submit(aid("j", "f", AidKind::Attack));
    assert_eq!(aid_event(&ev).map(|a| a.1), Some(Some("g".into())));
    enc.submit(end_turn("j"));
    enc.force_rolls([10, 1]);
    let ev = enc.submit(attack("f", "g"));
    assert_eq!(aid_term(&ev), Some(4));
}

#[test]
fn seed_001_aid_to_defense_counts_against_its_foe_only() {
    use leyendas::combat::commands::AidKind;
    let mut enc = aid_against_one_foe(&[]);
    enc.force_rolls([15]);
    enc.submit(aid_against("h", "f", AidKind::Defense, "g"));
    enc.submit(end_turn("h"));
    enc.submit(end_turn("f"));
    // g meets Defense 18 + 2; k, after it, meets 18.
    enc.force_rolls([2]);
    let ev = enc.submit(attack("g", "f"));
    assert_eq!(attack_line(&ev)[0].3, 20);
    enc.submit(end_turn("g"));
    enc.force_rolls([2]);
    let ev = enc.submit(attack("k", "f"));
    assert_eq!(attack_line(&ev)[0].3, 18);
}

#[test]
fn seed_001_aid_needs_a_foe_in_the_helper_s_reach() {
    use leyendas::combat::commands::AidKind;
    let mut enc = aid_against_one_foe(&[]);
    // k stands beside the ally, not the helper.
    let ev = enc.submit(aid_against("h", "f", AidKind::Attack, "k"));
    assert_eq!(
        rejection(&ev).as_deref(),
        Some("h cannot aid f: k is not a foe in its melee reach")
    );
}

#[test]
fn seed_000_aid_from_two_helpers_counts_once_and_outlives_the_first_helper_s_lapse() {
    use leyendas::combat::commands::AidKind;
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "h", side: "a", at: (2, 3), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 18)"#,
            r#"(id: "j", side: "a", at: (1, 2), creature: "human_fighter", initiative: 16)"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 15)"#,
        ],
        &[],
    );
    enc.submit(aid("h", "f", AidKind::Attack));
    enc.submit(end_turn("h"));
    enc.submit(end_turn("f"));
    enc.submit(aid("j", "f", AidKind::Attack));
    enc.submit(end_turn("j"));
    let ev = enc.submit(end_turn("g"));
    // Round 2: h's aid lapses, j's stands.
    let lapsed =
        |e: &CombatEvent| matches!(e, CombatEvent::AidEnds { helper: Some(h), .. } if h == "h");
    assert!(ev.iter().any(lapsed), "{ev:?}");
    assert!(has_condition(&enc, "f", Condition::AidedAttack));
    enc.submit(end_turn("h"));
    enc.force_rolls([10, 1]);
    let ev = enc.submit(attack("f", "g"));
    assert_eq!(aid_term(&ev), Some(2));
    assert!(!has_condition(&enc, "f", Condition::AidedAttack));
}

/// Seed 001's Two-Weapon Fighting feat under `two_weapon_penalties`: 2 less on the main hand and
/// 6 less on the off hand (−2 and −2 with a light off-hand weapon, −4 and −4 otherwise); without
/// the switch it changes nothing.
#[test]
fn the_two_weapon_feat_takes_two_and_six_off_seed_001_s_penalties() {
    let duelist = |weapons: &str| {
        format!(
            r#"(id: "f", side: "a", at: (2, 2), stats: (name: "Duelist", speed: 6, abilities: (str: 16, dex: 13, con: 14), hp: 22, base_attack: 3, weapons: [{weapons}], feats: [TwoWeaponFighting]), initiative: 20)"#
        )
    };
    let goblin = r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 15)"#;
    let two = || Command::TwoWeaponAttack {
        unit: "f".into(),
        target: "g".into(),
    };
    let feat_terms = |ev: &[CombatEvent]| -> Vec<Option<i32>> {
        ev.iter()
            .filter_map(|e| match e {
                CombatEvent::Attack { modifiers, .. } => Some(modifiers.get("two-weapon fighting")),
                _ => None,
            })
            .collect()
    };
    // A light dagger: 12 + 6 − 2 = 16 hits with each hand (the d8 shows 4, the d4 1).
    let light = duelist(r#""longsword", "dagger""#);
    let (mut enc, _) = fight_with_rules(
        &OPEN,
        &[&light, goblin],
        "two_weapon_penalties: true",
        &[12, 4, 12, 1],
    );
    let ev = enc.submit(two());
    assert_eq!(
        attack_line(&ev),
        vec![
            ("f".into(), 12, 16, 16, true),
            ("f".into(), 12, 16, 16, true)
        ]
    );
    assert_eq!(feat_terms(&ev), [Some(2), Some(6)]);
    // A mace: 14 + 6 − 4 = 16 hits (the d8 shows 4), 13 + 6 − 4 = 15 misses.
    let heavy = duelist(r#""longsword", "mace""#);
    let (mut enc, _) = fight_with_rules(
        &OPEN,
        &[&heavy, goblin],
        "two_weapon_penalties: true",
        &[14, 4, 13],
    );
    assert_eq!(
        attack_line(&enc.submit(two())),
        vec![
            ("f".into(), 14, 16, 16, true),
            ("f".into(), 13, 15, 16, false)
        ]
    );
    // Seed 000: two one-handed weapons take −4 each, feat or not.
    let (mut enc, _) = fight(&OPEN, &[&heavy, goblin], &[14, 4, 13]);
    let ev = enc.submit(two());
    assert_eq!(attack_line(&ev)[1], ("f".into(), 13, 15, 16, false));
    assert_eq!(feat_terms(&ev), [None, None]);
}

#[test]
fn natural_weapons_are_not_a_pair_of_weapons_in_hand() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "w", side: "a", at: (2, 2), creature: "werewolf", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 15)"#,
        ],
        &[],
    );
    let ev = enc.submit(Command::TwoWeaponAttack {
        unit: "w".into(),
        target: "g".into(),
    });
    assert_eq!(
        rejection(&ev).as_deref(),
        Some(
            "w needs two weapons in hand that are not two-handed (or a double weapon; natural weapons are not held)"
        )
    );
}
