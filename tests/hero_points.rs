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
fn letting_a_deadly_blow_fall_keeps_the_two_points_and_the_character_dies() {
    let fighter = r#"(id: "f", side: "a", at: (3, 3), creature: "human_fighter", hp: 1, hero_points: 2, initiative: 10)"#;
    let units = [
        r#"(id: "o", side: "b", at: (4, 3), creature: "orc", initiative: 20)"#,
        fighter,
    ];
    let (mut enc, _) = fight_with_rules(&OPEN, &units, "hero_points: true", &[]);
    let ev = enc.submit(leyendas::combat::Command::Hero {
        unit: "f".into(),
        spend: leyendas::combat::commands::HeroSpend::LetFall,
    });
    assert_eq!(rejection(&ev), None, "{ev:?}");
    enc.force_rolls([20, 20, 12]);
    let ev = enc.submit(attack("o", "f"));
    assert!(
        ev.contains(&CombatEvent::HeroPoint {
            unit: "f".into(),
            what: "let_fall".into(),
            spent: 0,
            left: 2,
        }),
        "{ev:?}"
    );
    assert_eq!(state_of(&ev, "f"), Some(HealthState::Dead));
    assert!(
        !ev.iter()
            .any(|e| matches!(e, CombatEvent::CheatsDeath { .. }))
    );
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

// The spends that are commands. The fighter's longsword: d20 + 3 BAB + 3 Str against the orc's
// Defense 15, so a natural 9 hits and an 8 misses.

use leyendas::combat::Command;
use leyendas::combat::commands::{ExtraAction, HeroSpend};

/// Fighters `f` (first) and `g` (beside it) against orc `o`, with hero points (one each).
fn heroes_and_orc(rules: &str) -> leyendas::combat::Encounter {
    let units = [
        r#"(id: "f", side: "a", at: (3, 3), creature: "human_fighter", initiative: 20)"#,
        r#"(id: "g", side: "a", at: (3, 4), creature: "human_fighter", initiative: 15)"#,
        r#"(id: "o", side: "b", at: (4, 3), creature: "orc", initiative: 10)"#,
    ];
    fight_with_rules(&OPEN, &units, rules, &[]).0
}

fn hero(unit: &str, spend: HeroSpend) -> Command {
    Command::Hero {
        unit: unit.into(),
        spend,
    }
}

/// The one attack roll in `events`: its natural, total and hero point term.
fn attack_roll(events: &[CombatEvent]) -> (u32, i32, i32) {
    let rolls: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Attack {
                roll,
                total,
                modifiers,
                ..
            } => Some((*roll, *total, term(modifiers))),
            _ => None,
        })
        .collect();
    assert_eq!(rolls.len(), 1, "{events:?}");
    rolls[0]
}

fn term(modifiers: &leyendas::rules::modifiers::Modifiers) -> i32 {
    modifiers
        .0
        .iter()
        .filter(|m| m.source == "hero point")
        .map(|m| m.value)
        .sum()
}

fn spent(events: &[CombatEvent], who: &str, on: &str) -> bool {
    events.iter().any(|e| {
        matches!(e,
        CombatEvent::HeroPoint { unit, what, spent: 1, .. } if unit == who && what == on)
    })
}

fn points(enc: &leyendas::combat::Encounter, id: &str) -> u32 {
    let e = enc.entity(id).unwrap();
    enc.world()
        .get::<leyendas::combat::components::HeroPoints>(e)
        .map_or(0, |p| p.0)
}

#[test]
fn a_bonus_declared_before_adds_eight_to_the_next_attack_roll() {
    let mut enc = heroes_and_orc("hero_points: true");
    let armed = enc.submit(hero("f", HeroSpend::Bonus));
    assert!(armed.contains(&CombatEvent::HeroArms {
        unit: "f".into(),
        spend: "bonus".into(),
        ally: None,
    }));
    assert_eq!(points(&enc, "f"), 1, "spent when the roll comes");
    enc.force_rolls([2, 1]);
    let ev = enc.submit(attack("f", "o"));
    assert_eq!(attack_roll(&ev), (2, 2 + 6 + 8, 8));
    assert!(spent(&ev, "f", "bonus"));
    assert_eq!(points(&enc, "f"), 0);
}

#[test]
fn a_late_bonus_adds_four_only_when_the_four_turn_a_miss_into_a_hit() {
    // 5 + 6 = 11 misses; with 4 it is 15 and hits.
    let mut enc = heroes_and_orc("hero_points: true");
    enc.submit(hero("f", HeroSpend::LateBonus));
    enc.force_rolls([5, 1]);
    let ev = enc.submit(attack("f", "o"));
    assert_eq!(attack_roll(&ev), (5, 15, 4));
    assert!(spent(&ev, "f", "late_bonus"));
    // 4 + 6 + 4 = 14 still misses, and 12 + 6 hits unhelped: the point waits both times.
    for natural in [4, 12] {
        let mut enc = heroes_and_orc("hero_points: true");
        enc.submit(hero("f", HeroSpend::LateBonus));
        enc.force_rolls([natural, 1]);
        let ev = enc.submit(attack("f", "o"));
        assert_eq!(attack_roll(&ev), (natural, natural as i32 + 6, 0));
        assert!(!spent(&ev, "f", "late_bonus"));
        assert_eq!(points(&enc, "f"), 1);
    }
}

#[test]
fn a_reroll_rolls_a_failed_attack_again_and_the_second_roll_stands() {
    let mut enc = heroes_and_orc("hero_points: true");
    enc.submit(hero("f", HeroSpend::Reroll));
    enc.force_rolls([3, 4, 1]);
    let ev = enc.submit(attack("f", "o"));
    assert!(ev.contains(&CombatEvent::Rerolled {
        unit: "f".into(),
        was: 3
    }));
    assert_eq!(
        attack_roll(&ev),
        (4, 10, 0),
        "the second stands, a miss too"
    );
    assert!(spent(&ev, "f", "reroll"));
    // A roll that hits keeps the point for a later failure.
    let mut enc = heroes_and_orc("hero_points: true");
    enc.submit(hero("f", HeroSpend::Reroll));
    enc.force_rolls([15, 1]);
    let ev = enc.submit(attack("f", "o"));
    assert_eq!(attack_roll(&ev), (15, 21, 0));
    assert_eq!(points(&enc, "f"), 1);
}

#[test]
fn an_ally_beside_aids_the_next_roll_with_four_before_and_two_after() {
    // g's point, on its own turn or another's: 5 + 6 + 4 = 15 hits.
    let mut enc = heroes_and_orc("hero_points: true");
    enc.submit(hero("g", HeroSpend::Aid { ally: "f".into() }));
    enc.force_rolls([5, 1]);
    let ev = enc.submit(attack("f", "o"));
    assert_eq!(attack_roll(&ev), (5, 15, 4));
    assert!(spent(&ev, "g", "aid"));
    assert_eq!((points(&enc, "f"), points(&enc, "g")), (1, 0));
    // After: 7 + 6 = 13 misses, and with 2 it hits.
    let mut enc = heroes_and_orc("hero_points: true");
    enc.submit(hero("g", HeroSpend::LateAid { ally: "f".into() }));
    enc.force_rolls([7, 1]);
    let ev = enc.submit(attack("f", "o"));
    assert_eq!(attack_roll(&ev), (7, 15, 2));
    assert!(spent(&ev, "g", "late_aid"));
}

#[test]
fn aid_with_a_hero_point_needs_an_ally_beside_the_unit() {
    let mut enc = heroes_and_orc("hero_points: true");
    enc.submit(move_to("f", 3, 1));
    let ev = enc.submit(hero("g", HeroSpend::Aid { ally: "f".into() }));
    assert_eq!(rejection(&ev).as_deref(), Some("g: f is not beside it"));
    let ev = enc.submit(hero("g", HeroSpend::Aid { ally: "o".into() }));
    assert_eq!(rejection(&ev).as_deref(), Some("g: o is not an ally"));
}

#[test]
fn a_hero_point_is_refused_without_the_switch_and_once_spent() {
    let mut enc = heroes_and_orc("");
    let ev = enc.submit(hero("f", HeroSpend::Bonus));
    assert_eq!(
        rejection(&ev).as_deref(),
        Some("f: this level does not play hero points (rules: (hero_points: true))")
    );
    let mut enc = heroes_and_orc("hero_points: true");
    enc.submit(hero("f", HeroSpend::Bonus));
    enc.force_rolls([2, 1]);
    enc.submit(attack("f", "o"));
    let ev = enc.submit(hero("f", HeroSpend::Reroll));
    assert_eq!(
        rejection(&ev).as_deref(),
        Some("f: it has no hero point left")
    );
}

#[test]
fn acting_out_of_turn_takes_one_action_now_and_keeps_that_place() {
    // The orc's turn is about to begin (orc 20, f 10, g 5).
    let units = [
        r#"(id: "o", side: "b", at: (4, 3), creature: "orc", initiative: 20)"#,
        r#"(id: "f", side: "a", at: (3, 3), creature: "human_fighter", initiative: 10)"#,
        r#"(id: "g", side: "a", at: (3, 5), creature: "human_fighter", initiative: 5)"#,
    ];
    let (mut enc, _) = fight_with_rules(&OPEN, &units, "hero_points: true", &[]);
    assert_eq!(enc.current_unit().as_deref(), Some("o"));
    let ev = enc.submit(hero("f", HeroSpend::ActNow));
    assert!(spent(&ev, "f", "act_now"), "{ev:?}");
    assert!(ev.contains(&CombatEvent::ActsNow {
        unit: "f".into(),
        before: "o".into(),
    }));
    assert_eq!(enc.current_unit().as_deref(), Some("f"));
    // One move or standard action: after the attack, no move.
    enc.force_rolls([15, 1]);
    enc.submit(attack("f", "o"));
    let ev = enc.submit(move_to("f", 2, 3));
    assert!(rejection(&ev).is_some(), "{ev:?}");
    enc.submit(end_turn("f"));
    assert_eq!(
        enc.current_unit().as_deref(),
        Some("o"),
        "the orc's turn goes on"
    );
    enc.submit(end_turn("o"));
    assert_eq!(
        enc.current_unit().as_deref(),
        Some("g"),
        "f has had its turn"
    );
    let ev = enc.submit(end_turn("g"));
    assert_eq!(turns(&ev), ["f"], "f acts first from now on: {ev:?}");
}

#[test]
fn acting_out_of_turn_is_refused_once_the_turn_has_begun_or_the_unit_has_acted() {
    let units = [
        r#"(id: "o", side: "b", at: (4, 3), creature: "orc", initiative: 20)"#,
        r#"(id: "f", side: "a", at: (3, 3), creature: "human_fighter", initiative: 10)"#,
        r#"(id: "g", side: "a", at: (3, 5), creature: "human_fighter", initiative: 5)"#,
    ];
    let (mut enc, _) = fight_with_rules(&OPEN, &units, "hero_points: true", &[]);
    let ev = enc.submit(hero("o", HeroSpend::ActNow));
    assert!(rejection(&ev).is_some(), "the orc has no point: {ev:?}");
    enc.submit(move_to("o", 5, 3));
    let ev = enc.submit(hero("f", HeroSpend::ActNow));
    assert!(
        rejection(&ev).unwrap().contains("has already begun"),
        "{ev:?}"
    );
    enc.submit(end_turn("o"));
    enc.submit(end_turn("f"));
    let ev = enc.submit(hero("f", HeroSpend::ActNow));
    assert_eq!(
        rejection(&ev).as_deref(),
        Some("f: it has had its turn this round")
    );
    assert_eq!(points(&enc, "f"), 1);
}

#[test]
fn an_extra_action_gives_back_the_standard_action_the_unit_spent() {
    let mut enc = heroes_and_orc("hero_points: true");
    let ev = enc.submit(hero("f", HeroSpend::ExtraAction(ExtraAction::Standard)));
    assert_eq!(
        rejection(&ev).as_deref(),
        Some("f: it still has that action this turn")
    );
    enc.force_rolls([2, 2]);
    enc.submit(attack("f", "o"));
    let ev = enc.submit(hero("f", HeroSpend::ExtraAction(ExtraAction::Standard)));
    assert!(spent(&ev, "f", "extra_standard"), "{ev:?}");
    let ev = enc.submit(attack("f", "o"));
    assert_eq!(attack_roll(&ev), (2, 8, 0), "a second attack this turn");
}

#[test]
fn recalling_a_spell_gives_back_one_use_cast_today() {
    let data = data_with_sorcerer_knowing("ray_of_frost");
    let units = [
        r#"(id: "s", side: "a", at: (2, 3), creature: "human_sorcerer", initiative: 20)"#,
        r#"(id: "o", side: "b", at: (5, 3), creature: "orc", initiative: 10)"#,
    ];
    let src = level_src(&OPEN, &units, "hero_points: true");
    let level = load_with(&src, &data);
    let mut enc = leyendas::combat::Encounter::new(&level, 1);
    enc.start();
    let recall = || {
        hero(
            "s",
            HeroSpend::Recall {
                spell: "ray_of_frost".into(),
            },
        )
    };
    let ev = enc.submit(recall());
    assert_eq!(
        rejection(&ev).as_deref(),
        Some("s: it has every use of Ray of frost left")
    );
    enc.force_rolls([1]);
    let cast = enc.submit(cast_on("s", "ray_of_frost", "o", false));
    let left = cast.iter().find_map(|e| match e {
        CombatEvent::Cast { uses_left, .. } => Some(*uses_left),
        _ => None,
    });
    assert_eq!(left, Some(4), "{cast:?}");
    let ev = enc.submit(recall());
    assert!(ev.contains(&CombatEvent::SpellRecalled {
        unit: "s".into(),
        spell: "ray_of_frost".into(),
        uses_left: 5,
    }));
    assert!(spent(&ev, "s", "recall"));
}

#[test]
fn a_declared_bonus_serves_a_combat_maneuver_roll() {
    let mut enc = heroes_and_orc("hero_points: true, combat_maneuvers: true");
    enc.submit(hero("f", HeroSpend::Bonus));
    // The orc's attack of opportunity misses on a 1; then the trip's d20.
    enc.force_rolls([1, 2]);
    let ev = enc.submit(Command::CombatManeuver {
        unit: "f".into(),
        target: "o".into(),
        kind: leyendas::combat::commands::ManeuverKind::Trip,
        follow: false,
        charge: false,
    });
    let roll = ev.iter().find_map(|e| match e {
        CombatEvent::Maneuver {
            roll,
            cmb,
            modifiers,
            ..
        } => Some((*roll, *cmb, term(modifiers))),
        _ => None,
    });
    assert_eq!(roll, Some((2, 6 + 8, 8)), "{ev:?}");
    assert!(spent(&ev, "f", "bonus"));
}

#[test]
fn the_ai_sets_a_point_beyond_those_it_keeps_aside_as_a_reroll_before_it_attacks() {
    use leyendas::ai::{Difficulty, decide};
    let decide_for = |points: &str| {
        let fighter = format!(
            r#"(id: "f", side: "a", at: (3, 3), creature: "human_fighter", {points} initiative: 20)"#
        );
        let units = [
            fighter.as_str(),
            r#"(id: "o", side: "b", at: (4, 3), creature: "orc", initiative: 10)"#,
        ];
        let (enc, _) = fight_with_rules(&OPEN, &units, "hero_points: true", &[]);
        decide(enc.world(), Difficulty::Normal)
    };
    // One point: set aside; two: kept to cheat death; three: one of them set aside.
    assert_eq!(decide_for(""), Some(hero("f", HeroSpend::Reroll)));
    assert!(matches!(
        decide_for("hero_points: 2,"),
        Some(Command::Attack { .. })
    ));
    assert_eq!(
        decide_for("hero_points: 3,"),
        Some(hero("f", HeroSpend::Reroll))
    );
}

#[test]
fn a_campaign_hero_starts_without_the_points_it_spent_in_the_levels_won_before() {
    let units = [
        r#"(id: "f", side: "a", at: (3, 3), creature: "human_fighter")"#,
        r#"(id: "g", side: "a", at: (3, 4), creature: "human_fighter", hero_points: 3)"#,
        r#"(id: "o", side: "b", at: (4, 3), creature: "orc")"#,
    ];
    let mut level = load(&level_src(&OPEN, &units, "hero_points: true"));
    let spent = [("f".to_string(), 1), ("g".to_string(), 1)].into();
    leyendas::level::carry_fate_spent(&mut level, &spent);
    let enc = leyendas::combat::Encounter::new(&level, 1);
    // Side b is a person's too: its orc keeps the one point it never spent.
    assert_eq!(
        (points(&enc, "f"), points(&enc, "g"), points(&enc, "o")),
        (0, 2, 1)
    );
}

#[test]
fn the_bar_offers_the_unit_s_own_spends_while_it_has_points_and_greys_an_action_not_spent() {
    use leyendas::ui::actions::{BarAction, HeroEntry, bar_entries};
    let mut enc = heroes_and_orc("hero_points: true");
    let f = enc.entity("f").unwrap();
    let offered = |enc: &leyendas::combat::Encounter| {
        bar_entries(enc.world(), f, &Default::default())
            .into_iter()
            .filter_map(|e| match e.action {
                BarAction::Hero(entry) => Some((entry, e.why_not.is_none())),
                _ => None,
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(
        offered(&enc),
        [
            (HeroEntry::Bonus, true),
            (HeroEntry::Reroll, true),
            (HeroEntry::LateBonus, true),
            (HeroEntry::ExtraMove, false),
            (HeroEntry::ExtraStandard, false),
        ]
    );
    enc.submit(hero("f", HeroSpend::Bonus));
    enc.force_rolls([2, 1]);
    enc.submit(attack("f", "o"));
    assert_eq!(offered(&enc), [], "no point left");
    assert_eq!(offered(&heroes_and_orc("")), [], "not in the rules");
}

/// The roll the last command's unit could still save with a point: (unit, +4 would do it).
fn retry_offer(enc: &leyendas::combat::Encounter) -> Option<(String, bool)> {
    let world = enc.world();
    leyendas::rulesets::face::of(world)
        .roll_retry_offer(world)
        .map(|(e, late)| (leyendas::combat::reads::unit_id(world, e), late))
}

#[test]
fn a_failed_roll_played_again_with_a_reroll_fails_the_same_and_is_rolled_again() {
    let mut enc = heroes_and_orc("hero_points: true");
    enc.force_rolls([3]);
    enc.submit(attack("f", "o"));
    // 3 + 6 = 9: 4 more would not reach 15, so only the reroll is offered.
    assert_eq!(retry_offer(&enc), Some(("f".into(), false)));
    enc.force_rolls([15, 1]);
    let ev = enc.play_last_again_after(hero("f", HeroSpend::Reroll));
    assert!(ev.contains(&CombatEvent::Rerolled {
        unit: "f".into(),
        was: 3
    }));
    assert_eq!(attack_roll(&ev), (15, 21, 0));
    assert_eq!(points(&enc, "f"), 0);
    assert_eq!(retry_offer(&enc), None, "no point left");
    let commands = enc.history().commands();
    assert_eq!(
        commands[commands.len() - 2..],
        [hero("f", HeroSpend::Reroll), attack("f", "o")]
    );
}

#[test]
fn a_roll_four_would_have_saved_is_offered_the_late_bonus_and_takes_it() {
    let mut enc = heroes_and_orc("hero_points: true");
    enc.force_rolls([5, 1]);
    enc.submit(attack("f", "o"));
    assert_eq!(retry_offer(&enc), Some(("f".into(), true)));
    let ev = enc.play_last_again_after(hero("f", HeroSpend::LateBonus));
    assert_eq!(attack_roll(&ev), (5, 15, 4));
    assert!(spent(&ev, "f", "late_bonus"));
    // A hit, or a fight without the switch, offers nothing.
    let mut enc = heroes_and_orc("hero_points: true");
    enc.force_rolls([15, 1]);
    enc.submit(attack("f", "o"));
    assert_eq!(retry_offer(&enc), None);
    let mut enc = heroes_and_orc("");
    enc.force_rolls([3]);
    enc.submit(attack("f", "o"));
    assert_eq!(retry_offer(&enc), None);
}

#[test]
fn the_bar_offers_to_recall_each_spell_with_a_use_spent_today() {
    use leyendas::ui::actions::{BarAction, bar_entries};
    let data = data_with_sorcerer_knowing("ray_of_frost");
    let units = [
        r#"(id: "s", side: "a", at: (2, 3), creature: "human_sorcerer", initiative: 20)"#,
        r#"(id: "o", side: "b", at: (5, 3), creature: "orc", initiative: 10)"#,
    ];
    let level = load_with(&level_src(&OPEN, &units, "hero_points: true"), &data);
    let mut enc = leyendas::combat::Encounter::new(&level, 1);
    enc.start();
    let s = enc.entity("s").unwrap();
    let recalls = |enc: &leyendas::combat::Encounter| {
        bar_entries(enc.world(), s, &Default::default())
            .into_iter()
            .filter_map(|e| match e.action {
                BarAction::HeroRecall(slot) => Some((slot, e.label)),
                _ => None,
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(recalls(&enc), [], "nothing cast yet");
    enc.force_rolls([1]);
    enc.submit(cast_on("s", "ray_of_frost", "o", false));
    assert_eq!(
        recalls(&enc),
        [(
            0,
            "Hero point: recall a use of Ray of frost (1 point left)".to_string()
        )]
    );
}
