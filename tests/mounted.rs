//! Mounting, dismounting and fighting from the saddle (seed 000 "Montar y desmontar", seed 001
//! "Combatir desde una montura"), driven through the headless core with forced dice.

mod common;

use common::*;
use leyendas::combat::{CombatEvent, Command};
use leyendas::rules::grid::Pos;

const WIDE: [&str; 5] = [
    "................",
    "................",
    "................",
    "................",
    "................",
];

fn mount(unit: &str, mount: &str) -> Command {
    Command::Mount {
        unit: unit.into(),
        mount: mount.into(),
    }
}

fn dismount(unit: &str, to: Option<(i32, i32)>) -> Command {
    Command::Dismount {
        unit: unit.into(),
        to: to.map(|(x, y)| Pos::new(x, y)),
    }
}

fn charge(unit: &str, target: &str) -> Command {
    Command::Charge {
        unit: unit.into(),
        target: target.into(),
    }
}

#[test]
fn mounting_is_a_move_action_that_provokes_first_then_the_rider_moves_at_the_mounts_speed() {
    let (mut enc, _) = fight(
        &WIDE,
        &[
            r#"(id: "k", side: "a", at: (3, 2), creature: "knight", initiative: 20)"#,
            r#"(id: "horse", side: "a", at: (4, 2), creature: "warhorse", initiative: 15)"#,
            r#"(id: "g", side: "b", at: (2, 2), creature: "goblin", initiative: 10)"#,
        ],
        &[],
    );

    // The goblin next to the knight gets its attack of opportunity first: a 2 misses.
    enc.force_rolls([2]);
    let ev = enc.submit(mount("k", "horse"));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    let order: Vec<&str> = ev
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Aoo { .. } => Some("aoo"),
            CombatEvent::Mounted { .. } => Some("mounted"),
            _ => None,
        })
        .collect();
    assert_eq!(order, ["aoo", "mounted"]);
    assert_eq!(enc.position("k"), Some(Pos::new(4, 2)));
    // Its other move action covers the warhorse's 10 squares (a knight on foot walks 4); the
    // horse goes along.
    let ev = enc.submit(move_to("k", 14, 2));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(enc.position("k"), Some(Pos::new(14, 2)));
    assert_eq!(enc.position("horse"), Some(Pos::new(14, 2)));
    // With both move actions spent the turn ends; the horse's own turn passes: it acts on its
    // rider's.
    assert!(
        ev.iter()
            .any(|e| matches!(e, CombatEvent::MountTurn { unit, rider } if unit == "horse" && rider == "k")),
        "{ev:?}"
    );
    assert_eq!(turns(&ev), ["g"]);
}

#[test]
fn dismounting_is_a_move_action_to_a_free_adjacent_square_that_provokes_first() {
    let (mut enc, _) = fight(
        &WIDE,
        &[
            r#"(id: "k", side: "a", at: (4, 2), creature: "knight", riding: "horse", initiative: 20)"#,
            r#"(id: "horse", side: "a", at: (4, 2), creature: "warhorse", initiative: 15)"#,
            r#"(id: "g", side: "b", at: (5, 2), creature: "goblin", initiative: 10)"#,
        ],
        &[],
    );
    let ev = enc.submit(Command::DropProne { unit: "k".into() });
    assert_eq!(
        rejection(&ev).as_deref(),
        Some("k is in the saddle: dismount first")
    );
    let ev = enc.submit(dismount("k", Some((5, 2))));
    assert_eq!(
        rejection(&ev).unwrap(),
        "k cannot dismount: (5, 2) is not free to stand on"
    );
    let ev = enc.submit(dismount("k", Some((7, 2))));
    assert_eq!(
        rejection(&ev).unwrap(),
        "k cannot dismount: (7, 2) is not next to its mount"
    );
    enc.force_rolls([2]);
    let ev = enc.submit(dismount("k", Some((3, 3))));
    let order: Vec<&str> = ev
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Aoo { .. } => Some("aoo"),
            CombatEvent::Dismounted { fell: false, .. } => Some("down"),
            _ => None,
        })
        .collect();
    assert_eq!(order, ["aoo", "down"], "{ev:?}");
    assert_eq!(enc.position("k"), Some(Pos::new(3, 3)));
    assert_eq!(enc.position("horse"), Some(Pos::new(4, 2)));
    // On foot again: 4 squares a move action.
    let ev = enc.submit(move_to("k", 9, 3));
    assert!(rejection(&ev).is_some(), "{ev:?}");
    // And the horse takes its own turns again.
    let ev = enc.submit(end_turn("k"));
    assert_eq!(turns(&ev), ["horse"]);
}

#[test]
fn a_mount_must_be_an_adjacent_larger_able_mount_of_the_riders_side() {
    let (mut enc, _) = fight(
        &WIDE,
        &[
            r#"(id: "k", side: "a", at: (3, 2), creature: "knight", initiative: 20)"#,
            r#"(id: "wolf", side: "a", at: (3, 1), creature: "riding_wolf", initiative: 15)"#,
            r#"(id: "ally", side: "a", at: (2, 1), creature: "human_fighter", initiative: 14)"#,
            r#"(id: "far", side: "a", at: (9, 2), creature: "warhorse", initiative: 13)"#,
            r#"(id: "theirs", side: "b", at: (4, 3), creature: "warhorse", initiative: 12)"#,
            r#"(id: "mine", side: "a", at: (2, 3), creature: "warhorse", initiative: 11)"#,
            r#"(id: "g", side: "b", at: (14, 4), creature: "goblin", initiative: 10)"#,
        ],
        &[],
    );
    let cases = [
        (
            "wolf",
            "k cannot mount wolf: a medium mount cannot carry a medium rider",
        ),
        ("ally", "k cannot mount ally: that creature is not a mount"),
        ("far", "k cannot mount far: it is not next to the mount"),
        (
            "theirs",
            "k cannot mount theirs: that mount is not of its side",
        ),
        ("k", "k cannot mount k: a creature cannot ride itself"),
    ];
    for (target, why) in cases {
        let ev = enc.submit(mount("k", target));
        assert_eq!(rejection(&ev).as_deref(), Some(why));
    }
    // Prone, it must stand up first.
    enc.submit(Command::DropProne { unit: "k".into() });
    let ev = enc.submit(mount("k", "mine"));
    assert_eq!(
        rejection(&ev).as_deref(),
        Some("k cannot mount mine: it is prone: stand up first")
    );
}

#[test]
fn a_small_goblin_rides_a_medium_wolf_and_a_rider_cannot_take_a_taken_saddle() {
    let (mut enc, _) = fight(
        &WIDE,
        &[
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 20)"#,
            r#"(id: "g2", side: "b", at: (3, 3), creature: "goblin", initiative: 19)"#,
            r#"(id: "wolf", side: "b", at: (4, 2), creature: "riding_wolf", initiative: 15)"#,
            r#"(id: "f", side: "a", at: (14, 4), creature: "human_fighter", initiative: 10)"#,
        ],
        &[],
    );
    let ev = enc.submit(mount("g", "wolf"));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    enc.submit(end_turn("g"));
    let ev = enc.submit(mount("g2", "wolf"));
    assert_eq!(
        rejection(&ev).as_deref(),
        Some("g2 cannot mount wolf: g is in the saddle")
    );
}

#[test]
fn a_rider_gets_plus_one_in_melee_against_a_creature_on_foot_smaller_than_its_mount() {
    let (mut enc, _) = fight(
        &WIDE,
        &[
            r#"(id: "k", side: "a", at: (4, 2), creature: "knight", riding: "horse", initiative: 20, wield: ["longsword"])"#,
            r#"(id: "horse", side: "a", at: (4, 2), creature: "warhorse", initiative: 15)"#,
            r#"(id: "g", side: "b", at: (5, 2), creature: "goblin", initiative: 10)"#,
            r#"(id: "o", side: "b", at: (3, 2), creature: "ogre", initiative: 9)"#,
        ],
        &[],
    );
    let bonus_terms = |ev: &[CombatEvent]| -> Vec<(String, i32)> {
        ev.iter()
            .find_map(|e| match e {
                CombatEvent::Attack { modifiers, .. } => Some(
                    modifiers
                        .0
                        .iter()
                        .map(|t| (t.source.to_string(), t.value))
                        .collect(),
                ),
                _ => None,
            })
            .unwrap_or_default()
    };
    // The goblin is small, the warhorse large: +1 (d20 2, a miss, so no damage roll).
    enc.force_rolls([2]);
    let ev = enc.submit(attack("k", "g"));
    assert!(
        bonus_terms(&ev).contains(&("higher ground".into(), 1)),
        "{:?}",
        bonus_terms(&ev)
    );
    enc.submit(end_turn("k"));
    enc.force_rolls([2, 2]);
    enc.submit(end_turn("g"));
    enc.submit(end_turn("o"));
    // The ogre is as large as the horse: no bonus.
    enc.force_rolls([2]);
    let ev = enc.submit(attack("k", "o"));
    assert!(
        !bonus_terms(&ev).iter().any(|(n, _)| n == "higher ground"),
        "{:?}",
        bonus_terms(&ev)
    );
}

#[test]
fn a_lance_deals_double_damage_on_a_charge_from_the_saddle_and_the_mount_shares_the_penalty() {
    let (mut enc, _) = fight(
        &WIDE,
        &[
            r#"(id: "k", side: "a", at: (2, 2), creature: "knight", riding: "horse", initiative: 20)"#,
            r#"(id: "horse", side: "a", at: (2, 2), creature: "warhorse", initiative: 15)"#,
            r#"(id: "o", side: "b", at: (12, 2), creature: "human_fighter", initiative: 10)"#,
        ],
        &[],
    );
    // d20 15 hits; 1d8 shows 5: (5 + Str 3) × 2 = 16.
    enc.force_rolls([15, 5]);
    let ev = enc.submit(charge("k", "o"));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    let dealt: Vec<(String, i32, u32)> = ev
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Damage {
                target,
                amount,
                multiplier,
                ..
            } => Some((target.clone(), *amount, *multiplier)),
            _ => None,
        })
        .collect();
    assert_eq!(dealt, [("o".to_string(), 16, 2)]);
    assert!(
        attacks(&ev)
            .iter()
            .any(|a| matches!(a, CombatEvent::Attack { modifiers, .. } if modifiers.0.iter().any(|m| m.source == "higher ground"))),
        "a fighter on foot is smaller than the warhorse: {ev:?}"
    );
    let charging: Vec<&str> = ev
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Condition {
                unit,
                condition: leyendas::combat::Condition::Charging,
                active: true,
            } => Some(unit.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(charging, ["k", "horse"]);
    // The charge covered 9 squares: within the warhorse's speed, not the knight's 4.
    assert_eq!(enc.position("horse"), Some(Pos::new(11, 2)));
    // The horse's −2 lasts until its rider's next turn, not the horse's own skipped one.
    enc.submit(end_turn("k"));
    enc.force_rolls([2]);
    enc.submit(end_turn("o"));
    let horse = enc.entity("horse").unwrap();
    let charging_now = |enc: &leyendas::combat::Encounter| {
        enc.world()
            .get::<leyendas::combat::Conditions>(horse)
            .unwrap()
            .0
            .contains(&leyendas::combat::Condition::Charging)
    };
    assert_eq!(enc.current_unit().as_deref(), Some("k"));
    assert!(!charging_now(&enc));
}

#[test]
fn a_critical_with_a_lance_on_a_mounted_charge_adds_the_multiples() {
    let (mut enc, _) = fight(
        &WIDE,
        &[
            r#"(id: "k", side: "a", at: (2, 2), creature: "knight", riding: "horse", initiative: 20)"#,
            r#"(id: "horse", side: "a", at: (2, 2), creature: "warhorse", initiative: 15)"#,
            r#"(id: "o", side: "b", at: (12, 2), creature: "human_fighter", initiative: 10)"#,
        ],
        &[],
    );
    // A natural 20 confirmed by 15; 1d8 shows 1: (1 + 3) × (1 + 1 + 2) = 16 (the lance is ×3).
    enc.force_rolls([20, 15, 1]);
    let ev = enc.submit(charge("k", "o"));
    assert_eq!(damage_amounts(&ev), [("o".to_string(), 16, 6)], "{ev:?}");
}

#[test]
fn when_the_mount_falls_the_rider_lands_next_to_it_and_a_failed_ride_check_costs_1d6() {
    let units = [
        r#"(id: "g", side: "b", at: (5, 2), creature: "goblin", initiative: 20)"#,
        r#"(id: "k", side: "a", at: (4, 2), creature: "knight", riding: "horse", initiative: 15)"#,
        r#"(id: "horse", side: "a", at: (4, 2), creature: "warhorse", initiative: 14, hp: 1)"#,
    ];
    // Goblin hits the horse (18), 1d6 shows 3 (Str +0): the horse drops. Ride d20 5 + 6 = 11
    // against DC 15 fails; the fall's 1d6 shows 4.
    let (mut enc, _) = fight(&WIDE, &units, &[]);
    enc.force_rolls([18, 3, 5, 4]);
    let ev = enc.submit(attack("g", "horse"));
    assert!(
        ev.iter().any(|e| matches!(e, CombatEvent::Dismounted { unit, fell: true, to, .. } if unit == "k" && *to == Pos::new(4, 1))),
        "{ev:?}"
    );
    assert!(
        ev.iter().any(|e| matches!(
            e,
            CombatEvent::RideCheck {
                roll: 5,
                bonus: 6,
                total: 11,
                dc: 15,
                success: false,
                ..
            }
        )),
        "{ev:?}"
    );
    assert_eq!(
        damage_amounts(&ev),
        [("horse".to_string(), 3, -2), ("k".to_string(), 4, 20)]
    );
    assert_eq!(enc.position("k"), Some(Pos::new(4, 1)));
    // It is on foot now: its turn comes and it walks at its own speed.
    enc.submit(end_turn("g"));
    assert_eq!(enc.current_unit().as_deref(), Some("k"));

    // A made check (10 + 6 = 16) lands it unhurt.
    let (mut enc, _) = fight(&WIDE, &units, &[]);
    enc.force_rolls([18, 3, 10]);
    let ev = enc.submit(attack("g", "horse"));
    assert_eq!(damage_amounts(&ev), [("horse".to_string(), 3, -2)]);
}

#[test]
fn a_rider_knocked_out_stays_in_the_saddle_on_50_or_less_else_falls_and_the_mount_bolts() {
    let units = [
        r#"(id: "g", side: "b", at: (5, 2), creature: "goblin", initiative: 20)"#,
        r#"(id: "k", side: "a", at: (4, 2), creature: "knight", riding: "horse", initiative: 15, hp: 1)"#,
        r#"(id: "horse", side: "a", at: (4, 2), creature: "warhorse", initiative: 14)"#,
        r#"(id: "f", side: "a", at: (0, 0), creature: "human_fighter", initiative: 13)"#,
    ];
    // Hit (18) for 3: the knight drops to −2. d100 80 > 50: it falls, 1d6 shows 2.
    let (mut enc, _) = fight(&WIDE, &units, &[]);
    enc.force_rolls([18, 3, 80, 2]);
    let ev = enc.submit(attack("g", "k"));
    assert!(
        ev.iter().any(|e| matches!(
            e,
            CombatEvent::SaddleRoll {
                roll: 80,
                chance: 50,
                stays: false,
                ..
            }
        )),
        "{ev:?}"
    );
    assert_eq!(
        damage_amounts(&ev),
        [("k".to_string(), 3, -2), ("k".to_string(), 2, -4)]
    );
    assert!(
        ev.iter()
            .any(|e| matches!(e, CombatEvent::LeavesFight { unit, .. } if unit == "horse")),
        "{ev:?}"
    );
    assert_eq!(enc.position("horse"), None);
    assert_eq!(enc.position("k"), Some(Pos::new(4, 1)));
    // The horse is gone from the order: after the goblin, the dying knight's save, then f.
    enc.force_rolls([20]);
    let ev = enc.submit(end_turn("g"));
    assert_eq!(turns(&ev), ["k", "f"]);

    // d100 30: it slumps in the saddle and stays on the horse's square.
    let (mut enc, _) = fight(&WIDE, &units, &[]);
    enc.force_rolls([18, 3, 30]);
    let ev = enc.submit(attack("g", "k"));
    assert_eq!(damage_amounts(&ev), [("k".to_string(), 3, -2)]);
    assert_eq!(enc.position("k"), Some(Pos::new(4, 2)));
    assert_eq!(enc.position("horse"), Some(Pos::new(4, 2)));
}

#[test]
fn a_level_rider_must_start_on_a_larger_mount_of_its_side_on_the_same_square() {
    let cases = [
        (
            r#"(id: "k", side: "a", at: (1, 1), creature: "knight", riding: "g")"#,
            "unit `k` cannot ride: `g` is not a mount (`mount: true`)",
        ),
        (
            r#"(id: "k", side: "a", at: (1, 1), creature: "knight", riding: "h2")"#,
            "unit `k` cannot ride: it stands at (1, 1) and `h2` at (3, 3)",
        ),
        (
            r#"(id: "k", side: "a", at: (1, 1), creature: "knight", riding: "nobody")"#,
            "unit `k` cannot ride: there is no unit `nobody` on the board",
        ),
    ];
    for (rider, message) in cases {
        let src = level_src(
            &["......", "......", "......", "......"],
            &[
                rider,
                r#"(id: "h2", side: "a", at: (3, 3), creature: "warhorse")"#,
                r#"(id: "g", side: "b", at: (5, 0), creature: "goblin")"#,
            ],
            "",
        );
        let err = leyendas::level::load_level_str(std::path::Path::new("t.ron"), &src, &data())
            .expect_err("a bad rider is refused");
        let text: Vec<String> = err.iter().map(|d| d.to_string()).collect();
        let text = text.join("\n");
        assert!(text.contains(message), "{text}");
        // The message points into the file.
        assert!(
            err.iter().any(|d| d.to_string().contains("t.ron:1:")),
            "{text}"
        );
    }
}

#[test]
fn the_action_bar_offers_the_mount_next_to_the_unit_and_in_the_saddle_dismounting() {
    use leyendas::ui::actions::{BarAction, ride_entries};
    use leyendas::view::preview::BoardMode;
    let (mut enc, _) = fight(
        &WIDE,
        &[
            r#"(id: "k", side: "a", at: (3, 2), creature: "knight", initiative: 20)"#,
            r#"(id: "horse", side: "a", at: (4, 2), creature: "warhorse", initiative: 15)"#,
            r#"(id: "far", side: "a", at: (9, 2), creature: "warhorse", initiative: 14)"#,
            r#"(id: "g", side: "b", at: (14, 4), creature: "goblin", initiative: 10)"#,
        ],
        &[],
    );
    let bindings = leyendas::input::Bindings::default();
    let k = enc.entity("k").unwrap();
    let entries = ride_entries(enc.world(), k, &bindings);
    let labels: Vec<(&str, Option<&str>)> = entries
        .iter()
        .map(|e| (e.label.as_str(), e.why_not.as_deref()))
        .collect();
    // Only the horse next to it; the one across the field is not listed.
    assert_eq!(labels, [("Mount Warhorse", None)]);
    assert_eq!(
        entries[0].action,
        BarAction::Mount(enc.entity("horse").unwrap())
    );
    enc.submit(mount("k", "horse"));
    let entries = ride_entries(enc.world(), k, &bindings);
    assert_eq!(entries.len(), 1);
    assert_eq!(entries[0].label, "Dismount Warhorse");
    assert_eq!(entries[0].action, BarAction::Mode(BoardMode::Dismount));
    assert_eq!(entries[0].why_not, None);
    // Hemmed in by walls, there is nowhere to get down to.
    let (enc, _) = fight(
        &["#####", "#...#", "##.##", "#####"],
        &[
            r#"(id: "k", side: "a", at: (2, 2), creature: "knight", riding: "horse", initiative: 20)"#,
            r#"(id: "horse", side: "a", at: (2, 2), creature: "warhorse", initiative: 15)"#,
            r#"(id: "g", side: "b", at: (2, 1), creature: "goblin", initiative: 10)"#,
        ],
        &[],
    );
    let k = enc.entity("k").unwrap();
    let entries = ride_entries(enc.world(), k, &bindings);
    assert_eq!(
        entries[0].why_not.as_deref(),
        Some("no free square next to its mount")
    );
}

#[test]
fn triggers_and_objectives_count_a_rider_not_its_mount_and_a_bolted_mount_is_defeated() {
    let src = r#"Level(
    name: "t",
    map: ["................", "................", "................"],
    sides: [(id: "a", name: "A"), (id: "b", name: "B")],
    units: [
        (id: "f", side: "a", at: (5, 1), creature: "human_fighter", initiative: 20),
        (id: "g", side: "b", at: (6, 1), creature: "goblin", initiative: 15, hp: 1),
        (id: "r", side: "b", at: (9, 1), creature: "goblin", riding: "w", initiative: 10),
        (id: "w", side: "b", at: (9, 1), creature: "riding_wolf", initiative: 9),
    ],
    triggers: [(when: SideBelow(side: "b", units: 2), then: [Message("one raider left")])],
    objectives: [(side: "a", goal: Defeat("w"))],
)"#;
    let level = load(src);
    let mut enc = leyendas::combat::Encounter::new(&level, 1);
    let start = enc.start();
    // Two raiders count (g and r), not three: the trigger waits.
    assert!(
        !start
            .iter()
            .any(|e| matches!(e, CombatEvent::Message { .. }))
    );
    // f drops g (18 hits, 1d8 shows 5): one raider left.
    enc.force_rolls([18, 5]);
    let ev = enc.submit(attack("f", "g"));
    assert!(
        ev.iter().any(
            |e| matches!(e, CombatEvent::Message { text } if text.english() == "one raider left")
        ),
        "{ev:?}"
    );
    // The rider knocked out falls (d100 90) and the wolf bolts: the objective to defeat it is met
    // (g, far off, is still up, so only the objective can end the fight).
    let src = src
        .replace(
            r#"at: (6, 1), creature: "goblin", initiative: 15, hp: 1"#,
            r#"at: (12, 1), creature: "goblin", initiative: 15"#,
        )
        .replace(
            r#"at: (9, 1), creature: "goblin", riding: "w", initiative: 10"#,
            r#"at: (6, 1), creature: "goblin", riding: "w", initiative: 10, hp: 1"#,
        )
        .replace(
            r#"at: (9, 1), creature: "riding_wolf""#,
            r#"at: (6, 1), creature: "riding_wolf""#,
        );
    let mut enc = leyendas::combat::Encounter::new(&load(&src), 1);
    enc.start();
    enc.force_rolls([18, 5, 90, 1]);
    let ev = enc.submit(attack("f", "r"));
    assert!(
        ev.iter()
            .any(|e| matches!(e, CombatEvent::LeavesFight { unit, .. } if unit == "w")),
        "{ev:?}"
    );
    assert!(
        ev.iter()
            .any(|e| matches!(e, CombatEvent::End { winner: Some(w) } if w == "a")),
        "{ev:?}"
    );
}

#[test]
fn a_spell_landing_at_the_start_of_a_turn_unseats_as_one_cast_by_a_command_does() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "m", side: "a", at: (1, 3), creature: "human_sorcerer", initiative: 20)"#,
            r#"(id: "r", side: "b", at: (7, 4), creature: "goblin", riding: "w", initiative: 10, hp: 2)"#,
            r#"(id: "w", side: "b", at: (7, 4), creature: "riding_wolf", initiative: 9)"#,
            r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", initiative: 8)"#,
        ],
        &[],
    );
    // Firestorm takes two rounds; it lands at m's next turn. d100 50 (no arcane failure); the
    // goblin's Reflex 1 fails; 8d6 all ones = 8: it drops. Saddle d100 90: it falls (1d6 shows
    // 1). The wolf's Reflex 1 fails; 8d6 all ones = 8 (16 hp left): the wolf bolts.
    let ev = enc.submit(Command::Cast {
        unit: "m".into(),
        spell: "firestorm".into(),
        target: None,
        at: Some(Pos::new(7, 4)),
        facing: None,
        defensively: false,
    });
    assert_eq!(rejection(&ev), None, "{ev:?}");
    enc.submit(end_turn("r"));
    let mut rolls = vec![50, 1];
    rolls.extend([1; 8]);
    rolls.push(1);
    rolls.extend([1; 8]);
    rolls.extend([90, 1]);
    enc.force_rolls(rolls);
    let ev = enc.submit(end_turn("g"));
    assert!(
        ev.iter().any(|e| matches!(
            e,
            CombatEvent::SaddleRoll {
                unit,
                stays: false,
                ..
            } if unit == "r"
        )),
        "{ev:?}"
    );
    assert!(
        ev.iter()
            .any(|e| matches!(e, CombatEvent::LeavesFight { unit, .. } if unit == "w")),
        "{ev:?}"
    );
}

#[test]
fn a_military_saddle_keeps_a_rider_knocked_out_in_it_on_75_or_less() {
    let units = [
        r#"(id: "g", side: "b", at: (5, 2), creature: "goblin", initiative: 20)"#,
        r#"(id: "k", side: "a", at: (4, 2), creature: "knight", riding: "horse", initiative: 15, hp: 1)"#,
        r#"(id: "horse", side: "a", at: (4, 2), creature: "warhorse", items: ["military_saddle"], initiative: 14)"#,
        r#"(id: "f", side: "a", at: (0, 0), creature: "human_fighter", initiative: 13)"#,
    ];
    // Hit (18) for 3: the knight drops to −2. d100 70: over 50, but not over 75.
    let (mut enc, _) = fight(&WIDE, &units, &[]);
    enc.force_rolls([18, 3, 70]);
    let ev = enc.submit(attack("g", "k"));
    assert!(
        ev.iter().any(|e| matches!(
            e,
            CombatEvent::SaddleRoll {
                roll: 70,
                chance: 75,
                stays: true,
                ..
            }
        )),
        "{ev:?}"
    );
    assert_eq!(enc.position("k"), Some(Pos::new(4, 2)));
}

#[test]
fn a_rider_controls_a_mount_not_trained_for_war_with_ride_against_twenty_each_turn() {
    let units = [
        r#"(id: "k", side: "a", at: (2, 2), creature: "knight", riding: "horse", initiative: 20)"#,
        r#"(id: "horse", side: "a", at: (2, 2), creature: "warhorse", initiative: 15)"#,
        r#"(id: "g", side: "b", at: (8, 2), creature: "goblin", initiative: 10)"#,
    ];
    let rode = |events: &[CombatEvent]| {
        events.iter().find_map(|e| match e {
            CombatEvent::RideCheck {
                unit,
                roll,
                total,
                dc,
                success,
                ..
            } if unit == "k" => Some((*roll, *total, *dc, *success)),
            _ => None,
        })
    };
    // A trained warhorse asks for nothing.
    let (_, ev) = fight(&WIDE, &units, &[14]);
    assert_eq!(rode(&ev), None);
    let mut data = data();
    data.creatures.get_mut("warhorse").unwrap().war_trained = Some(false);
    let level = load_with(&level_src(&WIDE, &units, ""), &data);
    let mut enc = leyendas::combat::Encounter::new(&level, 1);
    // The knight's Ride +6: 14 makes 20, a move action, and a standard action is left.
    enc.force_rolls([14]);
    let ev = enc.start();
    assert_eq!(rode(&ev), Some((14, 20, 20, true)), "{ev:?}");
    let budget = enc.world().resource::<leyendas::combat::TurnState>().budget;
    assert!(budget.standard && !budget.move_action, "{budget:?}");
    // Next round 13 makes 19: the check takes the whole turn.
    enc.submit(end_turn("k"));
    enc.force_rolls([13]);
    let ev = enc.submit(end_turn("g"));
    assert_eq!(rode(&ev), Some((13, 19, 20, false)), "{ev:?}");
    assert!(ev.contains(&CombatEvent::TurnEnd { unit: "k".into() }));
}

const LONG: [&str; 5] = [
    "................................",
    "................................",
    "................................",
    "................................",
    "................................",
];

fn ride_and_shoot(unit: &str, to: (i32, i32), run: bool, target: &str) -> Command {
    Command::RideAndAct {
        unit: unit.into(),
        to: Some(Pos::new(to.0, to.1)),
        path: None,
        run,
        act: leyendas::combat::commands::MidwayAct::Shoot {
            target: target.into(),
            weapon: None,
        },
    }
}

fn ride_and_cast(unit: &str, to: (i32, i32), run: bool, spell: &str, target: &str) -> Command {
    Command::RideAndAct {
        unit: unit.into(),
        to: Some(Pos::new(to.0, to.1)),
        path: None,
        run,
        act: leyendas::combat::commands::MidwayAct::Cast {
            spell: spell.into(),
            target: Some(target.into()),
            at: None,
            facing: None,
        },
    }
}

/// The square the rider stood on when its attack or concentration came, and its terms.
fn act_square(ev: &[CombatEvent]) -> Option<Pos> {
    let mut at = None;
    for e in ev {
        match e {
            CombatEvent::Step { unit, to, .. } if unit == "a" => at = Some(*to),
            CombatEvent::Attack { attacker, .. } if attacker == "a" => return at,
            CombatEvent::Concentration { unit, .. } if unit == "a" => return at,
            _ => {}
        }
    }
    None
}

fn attack_terms(ev: &[CombatEvent]) -> Vec<(String, i32)> {
    ev.iter()
        .find_map(|e| match e {
            CombatEvent::Attack { modifiers, .. } => Some(
                modifiers
                    .0
                    .iter()
                    .map(|t| (t.source.to_string(), t.value))
                    .collect(),
            ),
            _ => None,
        })
        .unwrap_or_default()
}

/// Unit `a` (`rider`: its creature and gear) on a warhorse at (0, 2), first to act; goblin `g`
/// at `goblin`.
fn on_horseback(rider: &str, goblin: (i32, i32)) -> leyendas::combat::Encounter {
    let rider =
        format!(r#"(id: "a", side: "a", at: (0, 2), {rider}, riding: "horse", initiative: 20)"#);
    let goblin = format!(
        r#"(id: "g", side: "b", at: ({}, {}), creature: "goblin", initiative: 10)"#,
        goblin.0, goblin.1
    );
    let horse = r#"(id: "horse", side: "a", at: (0, 2), creature: "warhorse", initiative: 15)"#;
    let (enc, _) = fight(&LONG, &[&rider, horse, &goblin], &[]);
    enc
}

/// An elf archer, longbow in hand, on a warhorse at (0, 2); goblin `g` at `goblin`.
fn archer_on_horseback(goblin: (i32, i32)) -> leyendas::combat::Encounter {
    on_horseback(r#"creature: "elf_archer", wield: ["longbow"]"#, goblin)
}

#[test]
fn a_rider_shoots_halfway_through_its_mounts_double_move_at_minus_four() {
    let mut enc = archer_on_horseback((15, 4));
    // Twelve squares of the horse's 2 × 10; the shot comes after six, from (6, 2): a 2 misses.
    enc.force_rolls([2]);
    let ev = enc.submit(ride_and_shoot("a", (12, 2), false, "g"));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(act_square(&ev), Some(Pos::new(6, 2)));
    assert!(
        attack_terms(&ev).contains(&("mount moving".into(), -4)),
        "{:?}",
        attack_terms(&ev)
    );
    assert_eq!(enc.position("a"), Some(Pos::new(12, 2)));
    assert_eq!(enc.position("horse"), Some(Pos::new(12, 2)));
    // A full-round action: the turn is over.
    assert_eq!(turns(&ev), ["g"]);
}

#[test]
fn a_rider_shoots_while_its_mount_runs_four_times_its_speed_at_minus_eight() {
    let mut enc = archer_on_horseback((31, 4));
    // Thirty squares is more than a double move (20)...
    let ev = enc.submit(ride_and_shoot("a", (30, 2), false, "g"));
    assert!(rejection(&ev).is_some(), "{ev:?}");
    // ... and within a run (40): the shot comes after fifteen squares, at −8.
    enc.force_rolls([2]);
    let ev = enc.submit(ride_and_shoot("a", (30, 2), true, "g"));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(act_square(&ev), Some(Pos::new(15, 2)));
    assert!(
        attack_terms(&ev).contains(&("mount running".into(), -8)),
        "{:?}",
        attack_terms(&ev)
    );
    assert_eq!(enc.position("a"), Some(Pos::new(30, 2)));
}

#[test]
fn a_rider_casting_between_two_moves_keeps_the_spell_on_ten_plus_its_level_and_fifteen_running() {
    let units = [
        r#"(id: "a", side: "a", at: (0, 2), creature: "human_sorcerer", riding: "horse", initiative: 20)"#,
        r#"(id: "horse", side: "a", at: (0, 2), creature: "warhorse", initiative: 15)"#,
        r#"(id: "g", side: "b", at: (8, 4), creature: "goblin", initiative: 10)"#,
        r#"(id: "g2", side: "b", at: (25, 0), creature: "goblin", initiative: 9)"#,
    ];
    let concentration = |ev: &[CombatEvent]| {
        ev.iter().find_map(|e| match e {
            CombatEvent::Concentration {
                roll,
                total,
                dc,
                success,
                ..
            } => Some((*roll, *total, *dc, *success)),
            _ => None,
        })
    };
    let hurt = |ev: &[CombatEvent]| damage_amounts(ev).iter().any(|(u, _, _)| u == "g");
    let (mut enc, _) = fight(&LONG, &units, &[]);
    // Ray of frost (level 0) after four of eight squares: Magic Knowledge 8 + 1 = 9 < 10, lost.
    enc.force_rolls([1]);
    let ev = enc.submit(ride_and_cast("a", (8, 2), false, "ray_of_frost", "g"));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(act_square(&ev), Some(Pos::new(4, 2)));
    assert_eq!(concentration(&ev), Some((1, 9, 10, false)));
    assert!(!hurt(&ev), "{ev:?}");
    assert_eq!(enc.position("a"), Some(Pos::new(8, 2)));

    // Next turn, running to the far end: 7 + 8 = 15 keeps it against 15; the padded armour's
    // 5 % fails on 50 no; the ray hits (18) for 3.
    end_turns_until(&mut enc, "a");
    enc.force_rolls([7, 50, 18, 3]);
    let ev = enc.submit(ride_and_cast("a", (30, 2), true, "ray_of_frost", "g2"));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(concentration(&ev), Some((7, 15, 15, true)));
    assert!(
        damage_amounts(&ev).iter().any(|(u, _, _)| u == "g2"),
        "{ev:?}"
    );
    assert_eq!(enc.position("a"), Some(Pos::new(30, 2)));
}

#[test]
fn riding_and_acting_needs_a_rider_a_ranged_weapon_and_two_squares() {
    let (mut enc, _) = fight(
        &LONG,
        &[
            r#"(id: "a", side: "a", at: (0, 2), creature: "elf_archer", riding: "horse", initiative: 20, wield: ["shortsword"])"#,
            r#"(id: "horse", side: "a", at: (0, 2), creature: "warhorse", initiative: 15)"#,
            r#"(id: "f", side: "a", at: (0, 4), creature: "human_fighter", initiative: 14)"#,
            r#"(id: "g", side: "b", at: (6, 3), creature: "goblin", initiative: 10)"#,
        ],
        &[],
    );
    let refused = |enc: &mut leyendas::combat::Encounter, c: Command| {
        let ev = enc.submit(c);
        rejection(&ev).unwrap_or_else(|| panic!("accepted: {ev:?}"))
    };
    // Along the row, halfway at (6, 2) the goblin is in the shortsword's reach: a sword is no
    // shot.
    let along_the_row = Command::RideAndAct {
        unit: "a".into(),
        to: None,
        path: Some((1..=12).map(|x| Pos::new(x, 2)).collect()),
        run: false,
        act: leyendas::combat::commands::MidwayAct::Shoot {
            target: "g".into(),
            weapon: None,
        },
    };
    let why = refused(&mut enc, along_the_row);
    assert!(why.contains("ranged weapon"), "{why}");
    let why = refused(&mut enc, ride_and_shoot("a", (1, 2), false, "g"));
    assert!(why.contains("two squares"), "{why}");
    // The fighter walks: it rides nothing.
    enc.submit(end_turn("a"));
    let why = refused(&mut enc, ride_and_shoot("f", (6, 4), false, "g"));
    assert!(why.contains("not riding"), "{why}");
    assert_eq!(enc.position("a"), Some(Pos::new(0, 2)));
}

#[test]
fn the_window_s_shot_on_the_move_shows_the_way_where_it_shoots_from_its_chance_and_the_command() {
    use leyendas::view::preview::{BoardMode, compute_preview_in};
    let mut enc = archer_on_horseback((15, 4));
    let goblin = enc.entity("g").unwrap();
    // No foe picked yet: the goblin under the mouse is offered.
    let pick = compute_preview_in(
        enc.world(),
        Some(Pos::new(15, 4)),
        false,
        BoardMode::RideShoot { target: None },
    );
    assert!(pick.note.is_some(), "{pick:?}");
    // Twelve squares: a double move; the shot from (6, 2).
    let mode = BoardMode::RideShoot {
        target: Some(goblin),
    };
    let p = compute_preview_in(enc.world(), Some(Pos::new(12, 2)), false, mode);
    let (command, at, label) = p.order.clone().expect("a shot on the move");
    assert_eq!(command, ride_and_shoot("a", (12, 2), false, "g"));
    assert_eq!(at, Pos::new(6, 2));
    assert_eq!(p.path.len(), 12);
    // Beyond a double move the mount runs.
    let far = compute_preview_in(enc.world(), Some(Pos::new(30, 2)), false, mode);
    assert_eq!(
        far.order.map(|o| o.0),
        Some(ride_and_shoot("a", (30, 2), true, "g"))
    );
    // The chance shown is the one the shot's own terms give: d20 + terms against Defense.
    enc.force_rolls([10]);
    let ev = enc.submit(command);
    let (terms, defense) = ev
        .iter()
        .find_map(|e| match e {
            CombatEvent::Attack {
                modifiers, defense, ..
            } => Some((modifiers.total(), *defense)),
            _ => None,
        })
        .expect("the shot");
    let hits = (1..=20)
        .filter(|&n| n == 20 || (n != 1 && n + terms >= defense))
        .count();
    assert!(
        label.contains(&format!("{}%", hits * 5)),
        "{label} vs {terms} against {defense}"
    );
}

/// A sorcerer riding a warhorse at (0, 2), a goblin fifteen squares away at (15, 3).
fn sorcerer_on_horseback() -> leyendas::combat::Encounter {
    on_horseback(r#"creature: "human_sorcerer""#, (15, 3))
}

#[test]
fn the_window_s_spell_on_the_move_picks_the_way_then_aims_from_halfway_with_its_concentration() {
    use leyendas::combat::cast::CastingRisk;
    use leyendas::view::preview::{Aiming, BoardMode, compute_preview_in, spell_preview};
    let mut enc = sorcerer_on_horseback();
    let goblin_at = Some(Pos::new(15, 3));
    // Ray of frost (slot 0) reaches ten squares: the goblin, fifteen away, is out of its range.
    let standing = Aiming::Known {
        slot: 0,
        defensively: false,
    };
    let here = spell_preview(enc.world(), standing, goblin_at, None).unwrap();
    assert_eq!(here.command, None, "{here:?}");
    // First the way: twelve squares, a double move; the spell comes from (6, 2).
    let way = compute_preview_in(
        enc.world(),
        Some(Pos::new(12, 2)),
        false,
        BoardMode::RideCast { slot: 0, to: None },
    );
    assert_eq!(way.refusal, None);
    assert_eq!(way.path.len(), 12);
    assert_eq!(way.note.as_ref().map(|n| n.0), Some(Pos::new(6, 2)));
    // Then the spell, aimed from there: nine squares to the goblin.
    let ridden = Aiming::Ridden {
        slot: 0,
        to: Pos::new(12, 2),
    };
    let aimed = spell_preview(enc.world(), ridden, goblin_at, None).unwrap();
    assert!(aimed.range.contains(&Pos::new(15, 3)), "{aimed:?}");
    let command = aimed.command.clone().expect("a spell on the move");
    assert_eq!(
        command,
        ride_and_cast("a", (12, 2), false, "ray_of_frost", "g")
    );
    // Magic Knowledge 8 against 10 + level 0 keeps it on 2 or more: 95 %.
    let keep = aimed.risks.iter().find_map(|r| match r {
        CastingRisk::Concentration { why, dc, chance } => Some((*why, *dc, *chance)),
        _ => None,
    });
    assert_eq!(keep, Some(("mount moving", 10, 0.95)));
    // The click plays what the preview showed: the check on that square, against that DC.
    enc.force_rolls([2, 50, 18, 3]);
    let ev = enc.submit(command);
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(act_square(&ev), Some(Pos::new(6, 2)));
    let check = ev.iter().find_map(|e| match e {
        CombatEvent::Concentration {
            total, dc, success, ..
        } => Some((*total, *dc, *success)),
        _ => None,
    });
    assert_eq!(check, Some((10, 10, true)));
    assert_eq!(enc.position("a"), Some(Pos::new(12, 2)));
}

#[test]
fn the_bar_offers_a_spell_on_the_move_once_one_is_aimed_and_only_a_standard_action_s() {
    use leyendas::ui::actions::BarAction;
    use leyendas::view::preview::BoardMode;
    let mut enc = sorcerer_on_horseback();
    let rider = enc.entity("a").unwrap();
    let bindings = leyendas::input::Bindings::default();
    let mut toggle = |mode: BoardMode| {
        enc.world_mut().insert_resource(mode);
        let world = enc.world();
        let entries = leyendas::rulesets::face::of(world)
            .bar_entries(world, rider, &bindings)
            .unwrap_or_default();
        entries
            .into_iter()
            .find(|e| e.action == BarAction::CastOnTheMove)
            .map(|e| (e.label, e.why_not))
    };
    let off = "Cast on the move: off".to_string();
    assert_eq!(
        toggle(BoardMode::Move),
        Some((off.clone(), Some("pick a spell first".into())))
    );
    let aiming = |slot| BoardMode::Cast {
        slot,
        defensively: false,
    };
    // Ray of frost, a standard action: offered.
    assert_eq!(toggle(aiming(0)), Some((off, None)));
    assert_eq!(
        toggle(BoardMode::RideCast { slot: 0, to: None }),
        Some(("Cast on the move: on".into(), None))
    );
    // Sleep takes a full round: not on the move.
    let (_, why) = toggle(aiming(6)).unwrap();
    assert!(why.is_some_and(|w| w.contains("standard action")), "sleep");
}
