//! Seed 001's grapple ("Presa", "Apresado", "Sujeto") under `rules: (combat_maneuvers: true)`.
//! The fighter f has BAB 3, Str 16, Dex 13: CMB +6, CMD 17, and 15 once grappled (Dex −4). The
//! orc o has BAB 1, Str 17, Dex 11: CMB +4, CMD 14, and 12 once grappled.

mod common;

use common::*;
use leyendas::combat::commands::{GrappleOption, ManeuverKind};
use leyendas::combat::{CombatEvent, Command, Condition, Encounter};
use leyendas::rules::grid::Pos;

const MANEUVERS: &str = "combat_maneuvers: true";

fn grapple(unit: &str, target: &str) -> Command {
    Command::CombatManeuver {
        unit: unit.into(),
        target: target.into(),
        kind: ManeuverKind::Grapple,
        follow: false,
        charge: false,
    }
}

fn hold(unit: &str, option: GrappleOption) -> Command {
    Command::MaintainGrapple {
        unit: unit.into(),
        option,
    }
}

fn units() -> [&'static str; 2] {
    [
        r#"(id: "f", side: "a", at: (3, 3), creature: "human_fighter", initiative: 20)"#,
        r#"(id: "o", side: "b", at: (4, 3), creature: "orc", initiative: 10)"#,
    ]
}

/// The fighter has grappled the orc (its attack of opportunity missed; 8 + 6 = 14 against 14),
/// and it is the orc's turn.
fn orc_held() -> Encounter {
    let (mut enc, _) = fight_with_rules(&OPEN, &units(), MANEUVERS, &[]);
    enc.force_rolls([1, 8]);
    let ev = enc.submit(grapple("f", "o"));
    assert!(
        ev.iter().any(|e| matches!(
            e,
            CombatEvent::Grapple { holder, held, active: true } if holder == "f" && held == "o"
        )),
        "{ev:?}"
    );
    enc.submit(end_turn("f"));
    enc
}

/// The maneuver's (kind, cmb, total, cmd, success).
fn rolled(events: &[CombatEvent]) -> Option<(String, i32, i32, i32, bool)> {
    events.iter().find_map(|e| match e {
        CombatEvent::Maneuver {
            kind,
            cmb,
            total,
            cmd,
            success,
            ..
        } => Some((kind.clone(), *cmb, *total, *cmd, *success)),
        _ => None,
    })
}

#[test]
fn a_grapple_that_lands_leaves_both_grappled_and_the_foe_held() {
    let enc = orc_held();
    assert!(has_condition(&enc, "f", Condition::InGrapple));
    assert!(has_condition(&enc, "o", Condition::InGrapple));
}

#[test]
fn a_grappled_creature_cannot_move_and_attacks_at_minus_two() {
    let mut enc = orc_held();
    let ev = enc.submit(move_to("o", 5, 3));
    assert!(rejection(&ev).is_some(), "{ev:?}");
    // Nothing two-handed: not the greataxe; its bare hands strike instead, at grappled's −2.
    let ev = enc.submit(attack_with("o", "f", "greataxe"));
    assert_eq!(
        rejection(&ev).as_deref(),
        Some("o: grappled, it can do nothing that takes two hands")
    );
    enc.force_rolls([10, 1]);
    let ev = enc.submit(attack("o", "f"));
    let blow = ev.iter().find_map(|e| match e {
        CombatEvent::Attack {
            weapon, modifiers, ..
        } => Some((weapon.clone(), modifiers.get("grappled"))),
        _ => None,
    });
    assert_eq!(
        blow,
        Some(("Unarmed strike".to_string(), Some(-2))),
        "{ev:?}"
    );
}

#[test]
fn breaking_free_rolls_cmb_without_grappled_s_penalty_against_the_holder_s_cmd() {
    let mut enc = orc_held();
    // 11 + 4 = 15 against the grappled fighter's 15.
    enc.force_rolls([11]);
    let ev = enc.submit(Command::BreakFree { unit: "o".into() });
    assert_eq!(rolled(&ev), Some(("escape".to_string(), 4, 15, 15, true)));
    assert!(!has_condition(&enc, "o", Condition::InGrapple));
    assert!(!has_condition(&enc, "f", Condition::InGrapple));
}

#[test]
fn maintaining_adds_five_and_hurts_with_a_one_handed_weapon() {
    let mut enc = orc_held();
    enc.submit(end_turn("o"));
    // 3 + 6 + 5 = 14 against the grappled orc's CMD 12; the longsword's 1d8 shows 4, +3 Str.
    enc.force_rolls([3, 4]);
    let ev = enc.submit(hold("f", GrappleOption::Damage));
    assert_eq!(rolled(&ev), Some(("hold".to_string(), 11, 14, 12, true)));
    assert!(damage_amounts(&ev).contains(&("o".into(), 7, 2)), "{ev:?}");
}

#[test]
fn a_failed_check_to_maintain_ends_the_hold() {
    let mut enc = orc_held();
    enc.submit(end_turn("o"));
    enc.force_rolls([1]);
    let ev = enc.submit(hold("f", GrappleOption::Pin));
    assert_eq!(rolled(&ev).map(|r| r.4), Some(false));
    assert!(!has_condition(&enc, "o", Condition::InGrapple));
}

#[test]
fn a_pinned_creature_can_only_try_to_break_free() {
    let mut enc = orc_held();
    enc.submit(end_turn("o"));
    enc.force_rolls([10]);
    enc.submit(hold("f", GrappleOption::Pin));
    assert!(has_condition(&enc, "o", Condition::Pinned));
    enc.submit(end_turn("f"));
    let ev = enc.submit(attack("o", "f"));
    assert_eq!(
        rejection(&ev).as_deref(),
        Some(
            "o: pinned, it can only try to break free or cast a spell with no gestures or materials"
        )
    );
    enc.force_rolls([20]);
    let ev = enc.submit(Command::BreakFree { unit: "o".into() });
    assert_eq!(rolled(&ev).map(|r| r.4), Some(true));
    assert!(!has_condition(&enc, "o", Condition::Pinned));
}

#[test]
fn a_hold_not_maintained_ends_as_the_holder_s_next_turn_begins() {
    let mut enc = orc_held();
    enc.submit(end_turn("o"));
    // The fighter does something else with its turn.
    let ev = enc.submit(end_turn("f"));
    assert!(has_condition(&enc, "o", Condition::InGrapple), "{ev:?}");
    let ev = enc.submit(end_turn("o"));
    assert!(
        ev.iter()
            .any(|e| matches!(e, CombatEvent::Grapple { active: false, .. })),
        "{ev:?}"
    );
    assert!(!has_condition(&enc, "o", Condition::InGrapple));
}

#[test]
fn dragging_moves_the_holder_and_pulls_the_held_creature_into_the_square_it_left() {
    let mut enc = orc_held();
    enc.submit(end_turn("o"));
    enc.force_rolls([10]);
    let ev = enc.submit(hold("f", GrappleOption::Move { to: Pos::new(2, 3) }));
    let dragged = ev.iter().find_map(|e| match e {
        CombatEvent::Dragged { unit, to, .. } => Some((unit.clone(), *to)),
        _ => None,
    });
    assert_eq!(dragged, Some(("o".to_string(), Pos::new(3, 3))), "{ev:?}");
    // Half the fighter's speed of 4 (scale mail) is 2 squares: 3 is too far.
    let mut enc = orc_held();
    enc.submit(end_turn("o"));
    let ev = enc.submit(hold("f", GrappleOption::Move { to: Pos::new(0, 3) }));
    assert!(rejection(&ev).is_some());
}

#[test]
fn casting_in_a_grapple_takes_concentration_against_ten_plus_the_holder_s_cmb_plus_the_level() {
    let data = data_with_sorcerer_knowing("ray_of_frost");
    let units = [
        r#"(id: "f", side: "a", at: (3, 3), creature: "human_fighter", initiative: 20)"#,
        r#"(id: "m", side: "b", at: (4, 3), creature: "human_sorcerer", initiative: 10)"#,
    ];
    let level = load_with(&level_src(&OPEN, &units, MANEUVERS), &data);
    let mut enc = Encounter::new(&level, 1);
    enc.start();
    enc.force_rolls([1, 15]);
    enc.submit(grapple("f", "m"));
    enc.submit(end_turn("f"));
    assert!(has_condition(&enc, "m", Condition::InGrapple));
    enc.force_rolls([10, 50, 15, 3]);
    let ev = enc.submit(cast_on("m", "ray_of_frost", "f", false));
    // Ray of frost is a level-0 spell: 10 + the fighter's CMB 6 + 0.
    let dc = ev.iter().find_map(|e| match e {
        CombatEvent::Concentration { dc, .. } => Some(*dc),
        _ => None,
    });
    assert_eq!(dc, Some(16), "{ev:?}");
}

#[test]
fn the_ai_grapples_a_caster_beside_it() {
    let units = [
        r#"(id: "f", side: "a", at: (3, 3), creature: "human_fighter", initiative: 20)"#,
        r#"(id: "h", side: "b", at: (4, 3), creature: "goblin_hexer", initiative: 10)"#,
    ];
    let (enc, _) = fight_with_rules(&OPEN, &units, MANEUVERS, &[]);
    let chosen = leyendas::ai::decide(enc.world(), Default::default());
    assert_eq!(chosen, Some(grapple("f", "h")));
}

#[test]
fn a_pinned_creature_may_still_spend_a_hero_point_on_its_roll_to_break_free() {
    let pinned_orc = |bonus: bool| {
        let rules = format!("{MANEUVERS}, hero_points: true");
        let (mut enc, _) = fight_with_rules(&OPEN, &units(), &rules, &[]);
        enc.force_rolls([1, 8]);
        enc.submit(grapple("f", "o"));
        enc.submit(end_turn("f"));
        enc.submit(end_turn("o"));
        enc.force_rolls([10]);
        enc.submit(hold("f", GrappleOption::Pin));
        enc.submit(end_turn("f"));
        if bonus {
            let ev = enc.submit(Command::Hero {
                unit: "o".into(),
                spend: leyendas::combat::commands::HeroSpend::Bonus,
            });
            assert_eq!(rejection(&ev), None);
        }
        enc.force_rolls([2]);
        rolled(&enc.submit(Command::BreakFree { unit: "o".into() })).map(|r| r.1)
    };
    let plain = pinned_orc(false).expect("a roll to break free");
    assert_eq!(pinned_orc(true), Some(plain + 8));
}
