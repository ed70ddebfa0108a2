//! Seed 001's conditions ("Estados de personaje"), each laid on a unit and played with forced
//! dice: the numbers its row of `rules::condition_table` gives and the actions it leaves.

mod common;

use common::*;
use leyendas::combat::components::{ActiveEffect, SpellEffects};
use leyendas::combat::{CombatEvent, Command, Encounter};
use leyendas::level::spells::{ConditionId, SpellEffect};
use leyendas::rules::modifiers::Modifiers;

/// The fighter (BAB 3, Str 16, longsword 1d8) acts first, then the goblin (Defense 16: 10, Dex 2,
/// leather 2, light shield 1, small 1; flat-footed 13), then the hexer.
const UNITS: [&str; 3] = [
    r#"(id: "f", side: "a", at: (3, 3), creature: "human_fighter", initiative: 20)"#,
    r#"(id: "g", side: "b", at: (4, 3), creature: "goblin", initiative: 10)"#,
    r#"(id: "h", side: "b", at: (8, 3), creature: "goblin_hexer", initiative: 5)"#,
];

fn start() -> Encounter {
    fight(&OPEN, &UNITS, &[]).0
}

/// Lays `condition` on `unit` for good, as a spell of someone outside the fight would.
fn lay(enc: &mut Encounter, unit: &str, condition: ConditionId) {
    let e = enc.entity(unit).expect("unit");
    let effect = ActiveEffect {
        spell: "test".into(),
        name: "Test".into(),
        caster: "nobody".into(),
        effect: SpellEffect::Condition {
            condition,
            rounds: None,
        },
        rounds_left: None,
        dispellable: false,
    };
    enc.world_mut()
        .get_mut::<SpellEffects>(e)
        .expect("spell effects")
        .0
        .push(effect);
}

/// The first attack's modifiers, total and the Defense it met.
fn first_attack(events: &[CombatEvent]) -> (Modifiers, i32, i32) {
    events
        .iter()
        .find_map(|e| match e {
            CombatEvent::Attack {
                modifiers,
                total,
                defense,
                ..
            } => Some((modifiers.clone(), *total, *defense)),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no attack in {events:?}"))
}

fn turn_lost_why(events: &[CombatEvent], unit: &str) -> Option<String> {
    events.iter().find_map(|e| match e {
        CombatEvent::TurnLost { unit: u, why } if u == unit => Some(why.to_string()),
        _ => None,
    })
}

#[test]
fn shaken_takes_two_from_attacks() {
    let mut enc = start();
    lay(&mut enc, "f", ConditionId::Shaken);
    enc.force_rolls([10, 4]);
    let (modifiers, total, defense) = first_attack(&enc.submit(attack("f", "g")));
    // 10 + BAB 3 + Str 3 − 2 = 14 against 16.
    assert_eq!(modifiers.get("shaken"), Some(-2));
    assert_eq!((total, defense), (14, 16));
}

#[test]
fn frightened_over_shaken_counts_its_two_once() {
    let mut enc = start();
    lay(&mut enc, "f", ConditionId::Shaken);
    lay(&mut enc, "f", ConditionId::Frightened);
    enc.force_rolls([10, 4]);
    let (modifiers, total, _) = first_attack(&enc.submit(attack("f", "g")));
    assert_eq!(modifiers.get("shaken"), None);
    assert_eq!(modifiers.get("frightened"), Some(-2));
    assert_eq!(total, 14);
}

#[test]
fn a_shaken_creature_saves_at_minus_two() {
    let mut enc = start();
    lay(&mut enc, "f", ConditionId::Shaken);
    enc.submit(end_turn("f"));
    enc.submit(end_turn("g"));
    // The hexer's daze (DC 12) on the fighter: Will 1 + Wis 1 − 2 = 0, so a 11 fails.
    enc.force_rolls([11]);
    let ev = enc.submit(Command::Cast {
        unit: "h".into(),
        spell: "daze".into(),
        target: Some("f".into()),
        at: None,
        facing: None,
        defensively: false,
    });
    let (modifiers, total, success) = ev
        .iter()
        .find_map(|e| match e {
            CombatEvent::Save {
                modifiers,
                total,
                success,
                ..
            } => Some((modifiers.clone(), *total, *success)),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no save in {ev:?}"));
    assert_eq!(modifiers.get("shaken"), Some(-2));
    assert_eq!((total, success), (11, false));
}

#[test]
fn sickened_takes_two_from_attacks_and_from_damage() {
    let mut enc = start();
    lay(&mut enc, "f", ConditionId::Sickened);
    // 15 + 6 − 2 = 19 hits; 1d8 = 5, + Str 3 − 2 = 6.
    enc.force_rolls([15, 5]);
    let ev = enc.submit(attack("f", "g"));
    let (modifiers, total, _) = first_attack(&ev);
    assert_eq!(modifiers.get("sickened"), Some(-2));
    assert_eq!(total, 19);
    assert_eq!(damage_amounts(&ev)[0].1, 6, "{ev:?}");
}

#[test]
fn dazzled_takes_one_from_attacks() {
    let mut enc = start();
    lay(&mut enc, "f", ConditionId::Dazzled);
    enc.force_rolls([10, 4]);
    let (modifiers, total, _) = first_attack(&enc.submit(attack("f", "g")));
    assert_eq!(modifiers.get("dazzled"), Some(-1));
    assert_eq!(total, 15);
}

#[test]
fn fatigued_takes_two_from_strength_and_dexterity_and_forbids_the_charge() {
    let mut enc = start();
    lay(&mut enc, "f", ConditionId::Fatigued);
    let f = enc.entity("f").unwrap();
    let abilities = leyendas::combat::reads::effective_abilities(enc.world(), f);
    assert_eq!((abilities.strength, abilities.dexterity), (14, 11));
    let ev = enc.submit(Command::Charge {
        unit: "f".into(),
        target: "h".into(),
    });
    assert_eq!(
        rejection(&ev).as_deref(),
        Some("f cannot charge h: it is fatigued")
    );
    // Str 14 is +2 to hit: 10 + 3 + 2.
    enc.force_rolls([10, 4]);
    let (modifiers, total, _) = first_attack(&enc.submit(attack("f", "g")));
    assert_eq!(modifiers.get("Str"), Some(2));
    assert_eq!(total, 15);
}

#[test]
fn exhausted_over_fatigued_halves_speed_and_takes_six() {
    let mut enc = start();
    lay(&mut enc, "f", ConditionId::Fatigued);
    lay(&mut enc, "f", ConditionId::Exhausted);
    let f = enc.entity("f").unwrap();
    let abilities = leyendas::combat::reads::effective_abilities(enc.world(), f);
    assert_eq!((abilities.strength, abilities.dexterity), (10, 7));
    // Speed 6, 4 in scale mail, halved: 2.
    assert_eq!(leyendas::combat::reads::effective_speed(enc.world(), f), 2);
}

#[test]
fn staggered_gets_one_move_or_one_standard_action() {
    let mut enc = start();
    lay(&mut enc, "f", ConditionId::Staggered);
    // Laid before its turn begins: the next turn has the single-action budget.
    enc.submit(end_turn("f"));
    enc.submit(end_turn("g"));
    enc.submit(end_turn("h"));
    let ev = enc.submit(move_to("f", 3, 2));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(turns(&ev), ["g"], "the move was its one action");
    enc.submit(end_turn("g"));
    enc.submit(end_turn("h"));
    // The next turn, an attack is its one action.
    enc.force_rolls([1]);
    let ev = enc.submit(attack("f", "g"));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(turns(&ev), ["g"], "the attack was its one action");
}

#[test]
fn nauseated_may_only_move() {
    let mut enc = start();
    lay(&mut enc, "f", ConditionId::Nauseated);
    enc.submit(end_turn("f"));
    enc.submit(end_turn("g"));
    enc.submit(end_turn("h"));
    let ev = enc.submit(attack("f", "g"));
    assert_eq!(
        rejection(&ev).as_deref(),
        Some("no standard action left this turn"),
        "{ev:?}"
    );
    let ev = enc.submit(move_to("f", 3, 2));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(turns(&ev), ["g"], "one move and its turn is over");
}

#[test]
fn cowering_loses_its_turn_and_its_dex_and_takes_two_from_defense() {
    let mut enc = start();
    lay(&mut enc, "g", ConditionId::Cowering);
    // Flat-footed 13, − 2 = 11: a 5 (+ 6) hits.
    enc.force_rolls([5, 4]);
    let (_, total, defense) = first_attack(&enc.submit(attack("f", "g")));
    assert_eq!((total, defense), (11, 11));
    let ev = enc.submit(end_turn("f"));
    assert_eq!(turn_lost_why(&ev, "g").as_deref(), Some("cowering"));
    assert_eq!(turns(&ev), ["h"]);
}

#[test]
fn dazed_loses_its_turn_and_keeps_its_defense() {
    let mut enc = start();
    lay(&mut enc, "g", ConditionId::Dazed);
    enc.force_rolls([5, 4]);
    let (_, _, defense) = first_attack(&enc.submit(attack("f", "g")));
    assert_eq!(defense, 16);
    let ev = enc.submit(end_turn("f"));
    assert_eq!(turn_lost_why(&ev, "g").as_deref(), Some("dazed"));
}

#[test]
fn a_paralyzed_creature_is_helpless_at_strength_and_dexterity_zero() {
    let mut enc = start();
    lay(&mut enc, "g", ConditionId::Paralyzed);
    let g = enc.entity("g").unwrap();
    let abilities = leyendas::combat::reads::effective_abilities(enc.world(), g);
    assert_eq!((abilities.strength, abilities.dexterity), (0, 0));
    assert!(leyendas::combat::attack::is_helpless(enc.world(), g));
    // Flat-footed without Dex or shield: 10 + leather 2 + small 1, Dex 0 (−5), melee +4 = 4.
    enc.force_rolls([1]);
    let (_, _, defense) = first_attack(&enc.submit(attack("f", "g")));
    assert_eq!(defense, 4);
}

#[test]
fn a_petrified_creature_is_helpless_and_loses_its_turns() {
    let mut enc = start();
    lay(&mut enc, "g", ConditionId::Petrified);
    enc.force_rolls([1]);
    let (_, _, defense) = first_attack(&enc.submit(attack("f", "g")));
    assert_eq!(defense, 4);
    let ev = enc.submit(end_turn("f"));
    assert_eq!(turn_lost_why(&ev, "g").as_deref(), Some("petrified"));
}

#[test]
fn a_stunned_creature_makes_no_attack_of_opportunity_and_a_shaken_one_does() {
    use leyendas::combat::board::can_make_aoo;
    let mut enc = start();
    let g = enc.entity("g").unwrap();
    lay(&mut enc, "g", ConditionId::Shaken);
    assert!(can_make_aoo(enc.world(), g));
    lay(&mut enc, "g", ConditionId::Stunned);
    assert!(!can_make_aoo(enc.world(), g));
}

#[test]
fn every_condition_has_an_icon_and_a_name_and_help_in_both_languages() {
    use leyendas::i18n::{Lang, term, term_key};
    use leyendas::rules::condition_table::ROWS;
    let icons = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/icons");
    for row in ROWS {
        let icon = icons.join(format!("{}.png", row.icon));
        assert!(icon.exists(), "{:?}: no {}", row.id, icon.display());
        let key = format!("\n{} =", term_key(row.label));
        for catalogue in [Lang::En, Lang::Es].map(Lang::catalogue) {
            assert!(catalogue.contains(&key), "{:?}: no `{key}`", row.id);
        }
        assert_eq!(term(Lang::En, row.label), row.label);
    }
    let help = leyendas::ui::condition_help::help(ConditionId::Sickened);
    assert_eq!(
        help,
        "sickened: -2 to attacks, -2 to damage, -2 to saves, -2 to skill and ability checks"
    );
}
