//! Seed 001's conditions ("Estados de personaje"), each laid on a unit and played with forced
//! dice: the numbers its row of `rules::condition_table` gives and the actions it leaves.

mod common;

use common::*;
use leyendas::combat::components::{ActiveEffect, SpellEffects};
use leyendas::combat::{CombatEvent, Command, Encounter};
use leyendas::i18n::Lang;
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
    let ev = enc.submit(cast_on("h", "daze", "f", false));
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

/// [`lay`] with the unit whose effect laid it: the source a frightened unit flees.
fn lay_by(enc: &mut Encounter, unit: &str, condition: ConditionId, by: &str) {
    lay(enc, unit, condition);
    let e = enc.entity(unit).expect("unit");
    if let Some(mut effects) = enc.world_mut().get_mut::<SpellEffects>(e)
        && let Some(last) = effects.0.last_mut()
    {
        last.caster = by.into();
    }
}

fn compelled(events: &[CombatEvent]) -> Vec<(String, ConditionId, Option<u32>, String)> {
    events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Compelled {
                unit,
                condition,
                roll,
                does,
            } => Some((unit.clone(), *condition, *roll, does.to_string())),
            _ => None,
        })
        .collect()
}

fn at(enc: &Encounter, unit: &str) -> leyendas::rules::grid::Pos {
    let e = enc.entity(unit).expect("unit");
    enc.world()
        .get::<leyendas::combat::components::Position>(e)
        .expect("on the board")
        .0
}

/// The goblin hexer knowing `spells` too, on `map`.
fn fight_knowing(map: &[&str], spells: &[&str], units: &[&str]) -> Encounter {
    let mut data = data();
    let hexer = data.creatures.get_mut("goblin_hexer").expect("hexer");
    let caster = hexer.caster.as_mut().expect("a caster");
    for spell in spells {
        caster.spells.push(leyendas::level::spells::KnownSpell {
            spell: (*spell).into(),
            per_day: 1,
        });
    }
    fight_on_data(&data, map, units)
}

#[test]
fn a_frightened_unit_runs_as_far_from_its_source_as_it_can() {
    let units = [
        r#"(id: "f", side: "a", at: (1, 3), creature: "human_fighter", initiative: 20)"#,
        r#"(id: "g", side: "b", at: (4, 3), creature: "goblin", initiative: 10)"#,
    ];
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    lay_by(&mut enc, "g", ConditionId::Frightened, "f");
    // A run (12 squares) reaches the far column; the die picks among its farthest squares, the
    // first listed on a 1.
    enc.force_rolls([1]);
    let ev = enc.submit(end_turn("f"));
    let said = compelled(&ev);
    assert_eq!(said.len(), 1, "{ev:?}");
    assert_eq!(
        (said[0].0.as_str(), said[0].1, said[0].3.as_str()),
        ("g", ConditionId::Frightened, "it flees to (9, 0)")
    );
    assert_eq!(at(&enc, "g"), leyendas::rules::grid::Pos::new(9, 0));
    assert_eq!(turns(&ev), ["g", "f"], "its turn is spent fleeing");
}

#[test]
fn a_cornered_frightened_unit_fights_and_a_cornered_panicked_one_cowers() {
    let corridor = ["#####", "#...#", "#####"];
    let units = [
        r#"(id: "f", side: "a", at: (2, 1), creature: "human_fighter", initiative: 20)"#,
        r#"(id: "g", side: "b", at: (1, 1), creature: "goblin", initiative: 10)"#,
    ];
    let (mut enc, _) = fight(&corridor, &units, &[]);
    lay_by(&mut enc, "g", ConditionId::Frightened, "f");
    let ev = enc.submit(end_turn("f"));
    assert_eq!(compelled(&ev)[0].3, "cornered, it fights");
    assert_eq!(
        enc.current_unit().as_deref(),
        Some("g"),
        "its turn is its own"
    );

    let (mut enc, _) = fight(&corridor, &units, &[]);
    lay_by(&mut enc, "g", ConditionId::Panicked, "f");
    let ev = enc.submit(end_turn("f"));
    assert_eq!(
        compelled(&ev)[0].3,
        "cornered, it cowers and loses its turn"
    );
    assert_eq!(enc.current_unit().as_deref(), Some("f"));
}

#[test]
fn a_stunned_creature_drops_what_it_holds_and_loses_its_turn() {
    let units = [
        r#"(id: "h", side: "b", at: (2, 3), creature: "goblin_hexer", initiative: 20)"#,
        r#"(id: "f", side: "a", at: (4, 3), creature: "human_fighter", initiative: 10)"#,
    ];
    let mut enc = fight_knowing(&OPEN, &["color_spray"], &units);
    // The fighter's Will save: 1 + Wis 1 with a 2 is 4, a failure.
    enc.force_rolls([2]);
    let ev = enc.submit(Command::Cast {
        unit: "h".into(),
        spell: "color_spray".into(),
        target: None,
        at: None,
        facing: Some(leyendas::rules::templates::Facing::E),
        defensively: false,
    });
    assert_eq!(rejection(&ev), None, "{ev:?}");
    let dropped: Vec<&str> = ev
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Dropped { unit, thing, .. } if unit == "f" => Some(thing.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(dropped, ["longsword"], "{ev:?}");
    let ev = enc.submit(end_turn("h"));
    assert_eq!(turn_lost_why(&ev, "f").as_deref(), Some("stunned"));
}

#[test]
fn fear_panics_its_victim_which_drops_its_weapon_and_runs_from_every_foe() {
    let units = [
        r#"(id: "h", side: "b", at: (2, 3), creature: "goblin_hexer", initiative: 20)"#,
        r#"(id: "f", side: "a", at: (4, 3), creature: "human_fighter", initiative: 10)"#,
    ];
    let mut enc = fight_knowing(&OPEN, &["fear"], &units);
    // Fear (level 4, Wis 14): DC 16; the fighter's Will 1 + Wis 1 with a 5 is 7.
    enc.force_rolls([5]);
    let ev = enc.submit(Command::Cast {
        unit: "h".into(),
        spell: "fear".into(),
        target: None,
        at: Some(leyendas::rules::grid::Pos::new(5, 3)),
        facing: None,
        defensively: false,
    });
    assert_eq!(rejection(&ev), None, "{ev:?}");
    let dropped: Vec<&str> = ev
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Dropped { unit, thing, .. } if unit == "f" => Some(thing.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(dropped, ["longsword"], "{ev:?}");
    // Its turn: a run (speed 4 in scale mail, 8) to where the hexer is farthest.
    enc.force_rolls([1]);
    let ev = enc.submit(end_turn("h"));
    assert_eq!(compelled(&ev)[0].1, ConditionId::Panicked, "{ev:?}");
    assert_eq!(at(&enc, "f"), leyendas::rules::grid::Pos::new(9, 0));
}

#[test]
fn a_confused_unit_acts_by_its_d_percent_roll() {
    let units = [
        r#"(id: "f", side: "a", at: (1, 3), creature: "human_fighter", initiative: 20)"#,
        r#"(id: "g", side: "b", at: (4, 3), creature: "goblin", initiative: 10)"#,
        r#"(id: "g2", side: "b", at: (5, 3), creature: "goblin", initiative: 5)"#,
    ];
    // 01-25: it acts normally.
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    lay(&mut enc, "g", ConditionId::Confused);
    enc.force_rolls([25]);
    let ev = enc.submit(end_turn("f"));
    assert_eq!(compelled(&ev)[0].2, Some(25));
    assert_eq!(compelled(&ev)[0].3, "it acts normally");
    assert_eq!(enc.current_unit().as_deref(), Some("g"));
    // 26-50: it babbles.
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    lay(&mut enc, "g", ConditionId::Confused);
    enc.force_rolls([50]);
    let ev = enc.submit(end_turn("f"));
    assert_eq!(compelled(&ev)[0].3, "it babbles and does nothing");
    assert_eq!(enc.current_unit().as_deref(), Some("g2"));
    // 76-100: it strikes the nearest creature, its own friend beside it: 15 + 1 + 1 + Str 0.
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    lay(&mut enc, "g", ConditionId::Confused);
    enc.force_rolls([76, 15, 3]);
    let ev = enc.submit(end_turn("f"));
    assert_eq!(compelled(&ev)[0].3, "it attacks g2");
    let struck = ev.iter().find_map(|e| match e {
        CombatEvent::Attack {
            attacker, target, ..
        } => Some((attacker.as_str(), target.as_str())),
        _ => None,
    });
    assert_eq!(struck, Some(("g", "g2")), "{ev:?}");
}

#[test]
fn a_confused_unit_wanders_from_the_nearest_creature_on_51_to_75() {
    let units = [
        r#"(id: "f", side: "a", at: (1, 3), creature: "human_fighter", initiative: 20)"#,
        r#"(id: "g", side: "b", at: (4, 3), creature: "goblin", initiative: 10)"#,
    ];
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    lay(&mut enc, "g", ConditionId::Confused);
    enc.force_rolls([75]);
    let ev = enc.submit(end_turn("f"));
    assert_eq!(compelled(&ev)[0].3, "it wanders away from f");
    // One move (6 squares) from (4, 3) away from the fighter: to the far column.
    assert_eq!(at(&enc, "g").x, 9, "{ev:?}");
}

fn miss_chances(events: &[CombatEvent]) -> Vec<(ConditionId, u32, u32, bool)> {
    events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::MissChance {
                why,
                roll,
                percent,
                missed,
                ..
            } => why.map(|why| (why, *roll, *percent, *missed)),
            _ => None,
        })
        .collect()
}

#[test]
fn a_blinded_attacker_misses_half_its_hits_and_defends_at_minus_two_without_dex() {
    let mut enc = start();
    lay(&mut enc, "f", ConditionId::Blinded);
    // A hit (15 + 6 = 21), then the d100: 50 misses.
    enc.force_rolls([15, 50]);
    let ev = enc.submit(attack("f", "g"));
    assert_eq!(miss_chances(&ev), [(ConditionId::Blinded, 50, 50, true)]);
    assert!(damage_amounts(&ev).is_empty(), "{ev:?}");
    enc.submit(end_turn("f"));
    // 51 lands (1 + Str 3). Then the goblin strikes the blinded fighter: no Dex or shield, so
    // 10 + scale mail 5 − 2 = 13, and an 11 + 2 hits it.
    let (mut enc, _) = fight(&OPEN, &UNITS, &[]);
    lay(&mut enc, "f", ConditionId::Blinded);
    enc.force_rolls([15, 51, 1]);
    let ev = enc.submit(attack("f", "g"));
    assert_eq!(miss_chances(&ev), [(ConditionId::Blinded, 51, 50, false)]);
    assert_eq!(damage_amounts(&ev)[0].1, 4);
    enc.submit(end_turn("f"));
    enc.force_rolls([11, 1]);
    let (_, total, defense) = first_attack(&enc.submit(attack("g", "f")));
    assert_eq!((total, defense), (13, 13));
}

#[test]
fn an_invisible_attacker_gains_two_and_ignores_the_target_s_dex() {
    let mut enc = start();
    lay(&mut enc, "f", ConditionId::Invisible);
    enc.force_rolls([8, 4]);
    let ev = enc.submit(attack("f", "g"));
    let (modifiers, total, defense) = first_attack(&ev);
    // 8 + 3 + 3 + 2 = 16 against 16 − Dex 2 = 14; the goblin can see no one to hide from.
    assert_eq!(modifiers.get("invisible"), Some(2));
    assert_eq!((total, defense), (16, 14));
    assert!(miss_chances(&ev).is_empty());
}

/// The melee weapon `unit` holds.
fn melee_weapon_of(enc: &Encounter, unit: &str) -> leyendas::level::schema::Weapon {
    enc.world()
        .get::<leyendas::level::equipment::Equipment>(enc.entity(unit).unwrap())
        .and_then(|eq| eq.melee_weapon().cloned())
        .expect("a melee weapon")
}

#[test]
fn a_blow_at_an_invisible_target_misses_on_fifty_or_less_and_the_forecast_halves() {
    use leyendas::rulesets::{Strike, StrikeMode};
    let mut enc = start();
    let (f, g) = (enc.entity("f").unwrap(), enc.entity("g").unwrap());
    let sword = melee_weapon_of(&enc, "f");
    let chance = |enc: &Encounter| {
        let strike = Strike::new(f, g, &sword, StrikeMode::Normal);
        leyendas::rulesets::of(enc.world())
            .outlook(enc.world(), &strike)
            .hit_chance
    };
    // +6 against 16: 11 or more of 20 faces.
    assert!((chance(&enc) - 0.55).abs() < 1e-9);
    lay(&mut enc, "g", ConditionId::Invisible);
    assert!((chance(&enc) - 0.275).abs() < 1e-9);
    enc.force_rolls([15, 40]);
    let ev = enc.submit(attack("f", "g"));
    assert_eq!(miss_chances(&ev), [(ConditionId::Invisible, 40, 50, true)]);
}

#[test]
fn a_blind_caster_can_aim_a_spell_at_no_one_else() {
    let units = [
        r#"(id: "h", side: "b", at: (2, 3), creature: "goblin_hexer", initiative: 20)"#,
        r#"(id: "f", side: "a", at: (5, 3), creature: "human_fighter", initiative: 10)"#,
    ];
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    lay(&mut enc, "h", ConditionId::Blinded);
    let ev = enc.submit(cast_on("h", "daze", "f", false));
    let refused = rejection(&ev).unwrap_or_default();
    assert!(refused.contains("cannot see its target"), "{refused}");
}

/// Lays a bleed of `dice` on `unit` for good.
fn lay_bleed(enc: &mut Encounter, unit: &str, dice: &str) {
    let e = enc.entity(unit).expect("unit");
    let effect = ActiveEffect {
        spell: format!("bleed {dice}"),
        name: "Test".into(),
        caster: "nobody".into(),
        effect: SpellEffect::Bleed {
            dice: dice.parse().expect("dice"),
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

fn bleeding(events: &[CombatEvent]) -> Vec<(String, i32, Option<String>)> {
    events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Damage {
                target,
                amount,
                source,
                dice,
                ..
            } if source == "bleed" => Some((target.clone(), *amount, dice.clone())),
            _ => None,
        })
        .collect()
}

#[test]
fn a_bleeding_unit_takes_its_worst_bleed_as_its_turn_begins_and_still_acts() {
    let mut enc = start();
    lay_bleed(&mut enc, "g", "1d4");
    lay_bleed(&mut enc, "g", "1d6");
    // Only the 1d6 bleeds (the worst; bleeds do not stack): 5 of the goblin's 6 hit points.
    enc.force_rolls([5]);
    let ev = enc.submit(end_turn("f"));
    assert_eq!(bleeding(&ev), [("g".into(), 5, Some("1d6".into()))]);
    assert_eq!(enc.current_unit().as_deref(), Some("g"));
}

#[test]
fn a_unit_its_bleeding_fells_loses_the_turn() {
    let mut enc = start();
    lay_bleed(&mut enc, "g", "1d8");
    // 7 of its 6 hit points: dying at -1.
    enc.force_rolls([7]);
    let ev = enc.submit(end_turn("f"));
    assert_eq!(bleeding(&ev), [("g".into(), 7, Some("1d8".into()))]);
    assert_eq!(enc.current_unit().as_deref(), Some("h"), "{ev:?}");
}

#[test]
fn any_healing_stops_the_bleeding() {
    let mut enc = start();
    lay_bleed(&mut enc, "f", "1d4");
    // The fighter drinks its potion: the bleed ends with the healing.
    let ev = enc.submit(Command::Drink {
        unit: "f".into(),
        item: None,
    });
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert!(
        ev.iter().any(
            |e| matches!(e, CombatEvent::EffectEnds { unit, spell, .. } if unit == "f" && spell == "bleed 1d4")
        ),
        "{ev:?}"
    );
    let f = enc.entity("f").unwrap();
    assert!(!leyendas::combat::reads::conditions_of(enc.world(), f).contains(ConditionId::Bleed));
}

#[test]
fn a_deafened_caster_loses_a_verbal_spell_on_twenty_or_less() {
    let units = [
        r#"(id: "h", side: "b", at: (2, 3), creature: "goblin_hexer", initiative: 20)"#,
        r#"(id: "f", side: "a", at: (5, 3), creature: "human_fighter", initiative: 10)"#,
    ];
    let daze = || cast_on("h", "daze", "f", false);
    let failures = |events: &[CombatEvent]| -> Vec<(ConditionId, u32, u32, bool)> {
        events
            .iter()
            .filter_map(|e| match e {
                CombatEvent::SpellFailure {
                    why,
                    roll,
                    percent,
                    failed,
                    ..
                } => Some((*why, *roll, *percent, *failed)),
                _ => None,
            })
            .collect()
    };
    let saved =
        |events: &[CombatEvent]| events.iter().any(|e| matches!(e, CombatEvent::Save { .. }));
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    lay(&mut enc, "h", ConditionId::Deafened);
    enc.force_rolls([20]);
    let ev = enc.submit(daze());
    assert_eq!(failures(&ev), [(ConditionId::Deafened, 20, 20, true)]);
    assert!(!saved(&ev), "the spell is lost before any save: {ev:?}");
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    lay(&mut enc, "h", ConditionId::Deafened);
    enc.force_rolls([21, 20]);
    let ev = enc.submit(daze());
    assert_eq!(failures(&ev), [(ConditionId::Deafened, 21, 20, false)]);
    assert!(saved(&ev), "{ev:?}");
}

/// An encounter where the fighter fights with `weapon` (from the shipped weapons).
fn fight_wielding(weapon: &str, units: &[&str]) -> Encounter {
    let mut data = data();
    let fighter = data.creatures.get_mut("human_fighter").expect("fighter");
    fighter.weapons = vec![weapon.into()];
    fight_on_data(&data, &OPEN, units)
}

#[test]
fn a_venom_blade_sickens_whoever_fails_its_save_for_two_of_its_own_turns() {
    let mut enc = fight_wielding("venom_blade", &UNITS);
    // 15 hits; 1d6 = 1, + Str 3 = 4 of the goblin's 6; its Fortitude 3 + Con 1 with a 2 is 6,
    // under DC 12.
    enc.force_rolls([15, 1, 2]);
    let ev = enc.submit(attack("f", "g"));
    let laid = ev.iter().find_map(|e| match e {
        CombatEvent::EffectStarts {
            unit,
            spell,
            caster,
            rounds,
            ..
        } => Some((unit.as_str(), spell.as_str(), caster.as_str(), *rounds)),
        _ => None,
    });
    assert_eq!(laid, Some(("g", "venom_blade", "g", Some(2))), "{ev:?}");
    // Its own turn: sickened, -2 to hit (BAB 1 + size 1 - 2).
    enc.force_rolls([10]);
    enc.submit(end_turn("f"));
    let (modifiers, _, _) = first_attack(&enc.submit(attack("g", "f")));
    assert_eq!(modifiers.get("sickened"), Some(-2));
    // Its second turn begins without it.
    enc.submit(end_turn("g"));
    enc.submit(end_turn("h"));
    let ev = enc.submit(end_turn("f"));
    assert!(
        ev.iter().any(|e| matches!(e,
            CombatEvent::EffectEnds { unit, spell, .. } if unit == "g" && spell == "venom_blade")),
        "{ev:?}"
    );
}

#[test]
fn a_venom_blade_s_save_keeps_the_target_well() {
    let mut enc = fight_wielding("venom_blade", &UNITS);
    // Fortitude 3 + Con 1 with an 8 is 12: it makes DC 12.
    enc.force_rolls([15, 1, 8]);
    let ev = enc.submit(attack("f", "g"));
    assert!(
        !ev.iter()
            .any(|e| matches!(e, CombatEvent::EffectStarts { .. })),
        "{ev:?}"
    );
}

#[test]
fn a_cruel_dagger_leaves_its_target_bleeding() {
    let mut enc = fight_wielding("cruel_dagger", &UNITS);
    // 15 hits; 1d4 = 1 + Str 3 = 4; no save. Then the goblin bleeds 1d2 = 1 as its turn begins.
    enc.force_rolls([15, 1]);
    let ev = enc.submit(attack("f", "g"));
    assert!(
        ev.iter().any(|e| matches!(e,
            CombatEvent::EffectStarts { unit, spell, rounds: None, .. }
                if unit == "g" && spell == "cruel_dagger")),
        "{ev:?}"
    );
    enc.force_rolls([1]);
    let ev = enc.submit(end_turn("f"));
    assert_eq!(bleeding(&ev), [("g".into(), 1, Some("1d2".into()))]);
}

#[test]
fn a_shaken_caster_concentrates_at_minus_two() {
    let units = [
        r#"(id: "h", side: "b", at: (2, 3), creature: "goblin_hexer", initiative: 20)"#,
        r#"(id: "f", side: "a", at: (5, 3), creature: "human_fighter", initiative: 10)"#,
    ];
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    lay(&mut enc, "h", ConditionId::Entangled);
    lay(&mut enc, "h", ConditionId::Shaken);
    // Entangled: Magic Knowledge 5 - 2 against 15 + level 0; a 10 makes 13, a failure.
    enc.force_rolls([10]);
    let ev = enc.submit(cast_on("h", "daze", "f", false));
    let check = ev.iter().find_map(|e| match e {
        CombatEvent::Concentration {
            total, dc, success, ..
        } => Some((*total, *dc, *success)),
        _ => None,
    });
    assert_eq!(check, Some((13, 15, false)), "{ev:?}");
}

#[test]
fn under_seed_001_a_creature_that_falls_unconscious_lies_prone() {
    let fell_prone = |rules: &str| {
        let (mut enc, _) = fight_with_rules(&OPEN, &UNITS, rules, &[]);
        // 15 hits; 1d8 = 4, + Str 3 = 7 of the goblin's 6: dying at -1.
        enc.force_rolls([15, 4]);
        let ev = enc.submit(attack("f", "g"));
        let g = enc.entity("g").unwrap();
        assert_eq!(
            leyendas::combat::reads::health_state(enc.world(), g),
            leyendas::rules::health::HealthState::Dying,
            "{ev:?}"
        );
        leyendas::combat::reads::is_prone(enc.world(), g)
    };
    assert!(fell_prone("unconscious_prone: true"));
    assert!(!fell_prone(""));
}

/// The open map with the goblin's square (4, 3) of `glyph`.
fn goblin_standing_in(glyph: char) -> Vec<String> {
    let mut map: Vec<String> = OPEN.iter().map(|r| r.to_string()).collect();
    map[3].replace_range(4..5, &glyph.to_string());
    map
}

fn fight_on(map: &[String], units: &[&str]) -> Encounter {
    let rows: Vec<&str> = map.iter().map(String::as_str).collect();
    fight(&rows, units, &[]).0
}

#[test]
fn a_hit_on_a_target_in_fog_misses_on_twenty_or_less_and_the_forecast_counts_it() {
    use leyendas::rulesets::{Strike, StrikeMode};
    let mut enc = fight_on(&goblin_standing_in(':'), &UNITS);
    let (f, g) = (enc.entity("f").unwrap(), enc.entity("g").unwrap());
    let sword = melee_weapon_of(&enc, "f");
    let strike = Strike::new(f, g, &sword, StrikeMode::Normal);
    let outlook = leyendas::rulesets::of(enc.world()).outlook(enc.world(), &strike);
    // +6 against 16 hits on 11 or more (55 %), and 20 % of hits miss in the fog.
    assert!((outlook.hit_chance - 0.44).abs() < 1e-9, "{outlook:?}");
    let said = |lang| -> Vec<String> { outlook.lines.iter().map(|l| l.in_lang(lang)).collect() };
    assert_eq!(said(Lang::En), ["Fog bank hides it: 20 % of hits miss"]);
    assert_eq!(
        said(Lang::Es),
        ["Banco de niebla: ocultación, falla el 20 % de los impactos"]
    );
    enc.force_rolls([15, 20]);
    let ev = enc.submit(attack("f", "g"));
    assert_eq!(
        terrain_misses(&ev),
        [("Fog bank".to_string(), 20, 20, true)]
    );
    assert!(damage_amounts(&ev).is_empty(), "{ev:?}");
    let mut enc = fight_on(&goblin_standing_in(':'), &UNITS);
    enc.force_rolls([15, 21, 4]);
    let ev = enc.submit(attack("f", "g"));
    assert_eq!(
        terrain_misses(&ev),
        [("Fog bank".to_string(), 21, 20, false)]
    );
    // 1d8 = 4, + Str 3.
    assert_eq!(damage_amounts(&ev)[0].1, 7, "{ev:?}");
}

/// An archer at (1, 3), the goblin at (6, 3), and darkness on `dark`.
fn shot_across(dark: (usize, usize)) -> Encounter {
    let mut map: Vec<String> = OPEN.iter().map(|r| r.to_string()).collect();
    map[dark.1].replace_range(dark.0..dark.0 + 1, ";");
    let units = [
        r#"(id: "a", side: "a", at: (1, 3), creature: "elf_archer", initiative: 20)"#,
        r#"(id: "g", side: "b", at: (6, 3), creature: "goblin", initiative: 10)"#,
    ];
    fight_on(&map, &units)
}

#[test]
fn darkness_the_shot_crosses_hides_the_target_half_the_time() {
    let mut enc = shot_across((3, 3));
    enc.force_rolls([19, 50]);
    let ev = enc.submit(attack_with("a", "g", "longbow"));
    assert_eq!(
        terrain_misses(&ev),
        [("Darkness".to_string(), 50, 50, true)]
    );
}

#[test]
fn an_archer_standing_in_darkness_sees_out_of_it() {
    let mut enc = shot_across((1, 3));
    enc.force_rolls([19, 4]);
    let ev = enc.submit(attack_with("a", "g", "longbow"));
    assert!(terrain_misses(&ev).is_empty(), "{ev:?}");
    assert!(!damage_amounts(&ev).is_empty(), "{ev:?}");
}

#[test]
fn a_blind_attacker_in_fog_misses_by_its_blindness_not_both() {
    let mut enc = fight_on(&goblin_standing_in(':'), &UNITS);
    lay(&mut enc, "f", ConditionId::Blinded);
    enc.force_rolls([15, 40, 4]);
    let ev = enc.submit(attack("f", "g"));
    // One roll, of the larger chance: blindness's 50 over the fog's 20.
    assert_eq!(miss_chances(&ev), [(ConditionId::Blinded, 40, 50, true)]);
    assert!(terrain_misses(&ev).is_empty());
}

/// The hexer h fascinates the fighter f (Will d20 1 fails); the goblin g, its ally, and the
/// fighter's friend a stand apart. It is g's turn next.
fn fascinated_fighter() -> (Encounter, Vec<CombatEvent>) {
    let units = [
        r#"(id: "h", side: "b", at: (8, 3), creature: "goblin_hexer", initiative: 20)"#,
        r#"(id: "g", side: "b", at: (5, 5), creature: "goblin", initiative: 15)"#,
        r#"(id: "f", side: "a", at: (2, 3), creature: "human_fighter", initiative: 10)"#,
        r#"(id: "a", side: "a", at: (4, 0), creature: "human_fighter", initiative: 5)"#,
    ];
    let mut enc = fight_knowing(&OPEN, &["hypnotism"], &units);
    enc.force_rolls([1]);
    let ev = enc.submit(cast_on("h", "hypnotism", "f", false));
    enc.submit(end_turn("h"));
    (enc, ev)
}

fn fascination_ended(events: &[CombatEvent]) -> bool {
    events.iter().any(|e| {
        matches!(e, CombatEvent::EffectEnds { unit, spell, .. } if unit == "f" && spell == "hypnotism")
    })
}

fn saves_of(events: &[CombatEvent], who: &str) -> Vec<(u32, i32, bool)> {
    events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Save {
                unit,
                roll,
                dc,
                success,
                ..
            } if unit == who => Some((*roll, *dc, *success)),
            _ => None,
        })
        .collect()
}

#[test]
fn a_fascinated_creature_is_not_freed_by_the_spell_that_fascinates_it_and_loses_its_turns() {
    let (mut enc, cast) = fascinated_fighter();
    assert!(!fascination_ended(&cast), "{cast:?}");
    enc.submit(end_turn("g"));
    let turn = enc.log().to_vec();
    assert!(
        turn_lost_why(&turn, "f").is_some_and(|why| why.contains("fascinated")),
        "{:?}",
        turn.last()
    );
}

#[test]
fn a_foe_stepping_beside_a_fascinated_creature_gives_it_a_new_save() {
    let (mut enc, cast) = fascinated_fighter();
    let dc = saves_of(&cast, "f")[0].1;
    // (5, 5) to (3, 4): beside the fighter; the new Will save rolls a 20.
    enc.force_rolls([20]);
    let ev = enc.submit(move_to("g", 3, 4));
    assert_eq!(saves_of(&ev, "f"), [(20, dc, true)]);
    assert!(fascination_ended(&ev), "{ev:?}");
}

#[test]
fn a_failed_new_save_leaves_the_creature_fascinated() {
    let (mut enc, _) = fascinated_fighter();
    enc.force_rolls([2]);
    let ev = enc.submit(move_to("g", 3, 4));
    assert_eq!(saves_of(&ev, "f").len(), 1);
    assert!(!fascination_ended(&ev));
}

#[test]
fn an_ally_stepping_beside_a_fascinated_creature_changes_nothing() {
    let (mut enc, _) = fascinated_fighter();
    enc.submit(end_turn("g"));
    enc.submit(end_turn("f"));
    let ev = enc.submit(move_to("a", 2, 2));
    assert!(saves_of(&ev, "f").is_empty(), "{ev:?}");
    assert!(!fascination_ended(&ev));
}

fn shake_free(unit: &str, ally: &str) -> Command {
    Command::ShakeFree {
        unit: unit.into(),
        ally: ally.into(),
    }
}

#[test]
fn an_ally_beside_a_fascinated_creature_shakes_it_free_with_its_standard_action() {
    let (mut enc, _) = fascinated_fighter();
    enc.submit(end_turn("g"));
    enc.submit(move_to("a", 2, 2));
    let ev = enc.submit(shake_free("a", "f"));
    assert!(fascination_ended(&ev), "{ev:?}");
    assert!(
        ev.iter()
            .any(|e| matches!(e, CombatEvent::Action { unit, cost, .. }
            if unit == "a" && *cost == leyendas::rules::economy::ActionCost::Standard)),
        "{ev:?}"
    );
    assert!(!ev.iter().any(|e| matches!(e, CombatEvent::Aoo { .. })));
    // Free now, it is shaken no more.
    let ev = enc.submit(shake_free("a", "f"));
    assert!(rejection(&ev).is_some());
}

#[test]
fn shaking_free_needs_the_ally_beside_the_unit_and_fascinated() {
    let (mut enc, _) = fascinated_fighter();
    enc.submit(end_turn("g"));
    let ev = enc.submit(shake_free("a", "f"));
    assert_eq!(rejection(&ev).as_deref(), Some("a: f is not beside it"));
    let ev = enc.submit(shake_free("a", "g"));
    assert_eq!(rejection(&ev).as_deref(), Some("a: g is not an ally"));
    enc.submit(end_turn("a"));
    enc.submit(end_turn("h"));
    let ev = enc.submit(shake_free("g", "h"));
    assert_eq!(rejection(&ev).as_deref(), Some("g: h is not beside it"));
    enc.submit(move_to("g", 7, 3));
    let ev = enc.submit(shake_free("g", "h"));
    assert_eq!(rejection(&ev).as_deref(), Some("g: h is not fascinated"));
}

#[test]
fn the_ai_shakes_a_fascinated_friend_beside_it_free() {
    let (mut enc, _) = fascinated_fighter();
    enc.submit(end_turn("g"));
    enc.submit(move_to("a", 2, 2));
    let next = leyendas::ai::decide(enc.world(), leyendas::ai::Difficulty::Normal);
    assert_eq!(next, Some(shake_free("a", "f")));
}

#[test]
fn a_foe_taking_a_weapon_in_hand_in_sight_breaks_a_fascination_at_once() {
    let (mut enc, _) = fascinated_fighter();
    let ev = enc.submit(Command::Draw {
        unit: "g".into(),
        weapons: vec!["javelin".into()],
    });
    assert!(fascination_ended(&ev), "{ev:?}");
    assert!(saves_of(&ev, "f").is_empty());
}

#[test]
fn a_foe_casting_in_sight_breaks_a_fascination_at_once() {
    let (mut enc, _) = fascinated_fighter();
    enc.submit(end_turn("g"));
    enc.submit(end_turn("f"));
    enc.submit(end_turn("a"));
    // Round 2: the hexer casts at the fighter's friend.
    enc.force_rolls([20]);
    let ev = enc.submit(cast_on("h", "daze", "a", false));
    assert!(fascination_ended(&ev), "{ev:?}");
}

/// The forecast's lines for the fighter's sword blow at the goblin, in `lang`.
fn forecast_lines(enc: &Encounter, lang: Lang) -> Vec<String> {
    use leyendas::rulesets::{Strike, StrikeMode};
    let (f, g) = (enc.entity("f").unwrap(), enc.entity("g").unwrap());
    let sword = melee_weapon_of(enc, "f");
    let strike = Strike::new(f, g, &sword, StrikeMode::Normal);
    let outlook = leyendas::rulesets::of(enc.world()).outlook(enc.world(), &strike);
    outlook.lines.iter().map(|l| l.in_lang(lang)).collect()
}

#[test]
fn the_forecast_names_the_condition_behind_each_term() {
    let mut enc = start();
    assert!(forecast_lines(&enc, Lang::En).is_empty());
    lay(&mut enc, "f", ConditionId::Shaken);
    lay(&mut enc, "g", ConditionId::Paralyzed);
    assert_eq!(
        forecast_lines(&enc, Lang::En),
        [
            "shaken: -2 to hit",
            "target helpless: -4 Defense",
            "target helpless: Dex counts as 0 for Defense"
        ]
    );
    assert_eq!(
        forecast_lines(&enc, Lang::Es),
        [
            "estremecido: -2 al impacto",
            "objetivo indefenso: -4 a la Defensa",
            "objetivo indefenso: su Des cuenta como 0 para la Defensa"
        ]
    );
    let mut enc = start();
    lay(&mut enc, "g", ConditionId::Blinded);
    assert_eq!(
        forecast_lines(&enc, Lang::En),
        [
            "target blinded: -2 Defense",
            "target blinded: no Dex bonus to Defense"
        ]
    );
    let mut enc = start();
    lay(&mut enc, "f", ConditionId::Invisible);
    assert_eq!(
        forecast_lines(&enc, Lang::En),
        [
            "invisible: +2 to hit",
            "the target cannot see the blow coming: no Dex bonus to Defense"
        ]
    );
}

#[test]
fn the_forecast_names_a_prone_target_s_defense_in_melee() {
    let mut enc = start();
    enc.force_rolls([]);
    let e = enc.entity("g").unwrap();
    enc.world_mut()
        .get_mut::<leyendas::combat::Conditions>(e)
        .unwrap()
        .0
        .insert(leyendas::combat::Condition::Prone);
    assert_eq!(forecast_lines(&enc, Lang::En), ["target prone: -4 Defense"]);
}

/// The fighter beside a confused goblin, with the goblin's friend g2 beside it too.
fn confused_goblin_beside_the_fighter() -> Encounter {
    let units = [
        r#"(id: "f", side: "a", at: (3, 3), creature: "human_fighter", initiative: 20)"#,
        r#"(id: "g", side: "b", at: (4, 3), creature: "goblin", initiative: 10)"#,
        r#"(id: "g2", side: "b", at: (5, 3), creature: "goblin", initiative: 5)"#,
    ];
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    lay(&mut enc, "g", ConditionId::Confused);
    enc
}

fn first_attack_by(events: &[CombatEvent], who: &str) -> Option<String> {
    events.iter().find_map(|e| match e {
        CombatEvent::Attack {
            attacker, target, ..
        } if attacker == who => Some(target.clone()),
        _ => None,
    })
}

#[test]
fn a_confused_unit_that_is_attacked_strikes_back_at_its_attacker_without_a_roll() {
    let mut enc = confused_goblin_beside_the_fighter();
    // The fighter misses (a 1); then the goblin's blow, a 15 and its d6.
    enc.force_rolls([1]);
    enc.submit(attack("f", "g"));
    enc.force_rolls([15, 3]);
    let ev = enc.submit(end_turn("f"));
    assert_eq!(
        compelled(&ev)[0],
        (
            "g".to_string(),
            ConditionId::Confused,
            None,
            "it strikes back at f, who attacked it".to_string()
        )
    );
    assert_eq!(first_attack_by(&ev, "g").as_deref(), Some("f"));
}

#[test]
fn a_confused_unit_whose_attacker_is_out_of_sight_rolls_on_the_table() {
    let mut enc = confused_goblin_beside_the_fighter();
    enc.force_rolls([1]);
    enc.submit(attack("f", "g"));
    // Blinded, the goblin sees its attacker no more: it rolls, and babbles on a 50.
    lay(&mut enc, "g", ConditionId::Blinded);
    enc.force_rolls([50]);
    let ev = enc.submit(end_turn("f"));
    assert_eq!(compelled(&ev)[0].2, Some(50));
    assert_eq!(compelled(&ev)[0].3, "it babbles and does nothing");
}

#[test]
fn a_unit_attacked_before_its_confusion_does_not_strike_back() {
    let units = [
        r#"(id: "f", side: "a", at: (3, 3), creature: "human_fighter", initiative: 20)"#,
        r#"(id: "g", side: "b", at: (4, 3), creature: "goblin", initiative: 10)"#,
        r#"(id: "g2", side: "b", at: (5, 3), creature: "goblin", initiative: 5)"#,
    ];
    let (mut enc, _) = fight(&OPEN, &units, &[1]);
    enc.submit(attack("f", "g"));
    lay(&mut enc, "g", ConditionId::Confused);
    enc.force_rolls([50]);
    let ev = enc.submit(end_turn("f"));
    assert_eq!(compelled(&ev)[0].2, Some(50));
}

#[test]
fn an_ally_s_healing_touch_on_a_confused_creature_takes_a_touch_attack_and_is_not_struck_back() {
    let units = [
        r#"(id: "s", side: "a", at: (2, 3), creature: "human_saint", initiative: 20)"#,
        r#"(id: "f", side: "a", at: (3, 3), creature: "human_fighter", initiative: 10)"#,
        r#"(id: "g", side: "b", at: (8, 3), creature: "goblin", initiative: 5)"#,
    ];
    let healed = |ev: &[CombatEvent]| ev.iter().any(|e| matches!(e, CombatEvent::Heal { .. }));
    // Not confused: no roll, it heals.
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    let ev = enc.submit(cast_on("s", "cure_light_wounds", "f", false));
    assert!(first_attack_by(&ev, "s").is_none() && healed(&ev), "{ev:?}");
    // Confused: a 1 misses the touch, and nothing heals.
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    lay(&mut enc, "f", ConditionId::Confused);
    enc.force_rolls([1]);
    let ev = enc.submit(cast_on("s", "cure_light_wounds", "f", false));
    assert_eq!(first_attack_by(&ev, "s").as_deref(), Some("f"));
    assert!(!healed(&ev), "{ev:?}");
    // A 15 touches and heals; the fighter, on its turn, rolls on the table as ever.
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    lay(&mut enc, "f", ConditionId::Confused);
    enc.force_rolls([15, 4]);
    let ev = enc.submit(cast_on("s", "cure_light_wounds", "f", false));
    assert!(healed(&ev), "{ev:?}");
    enc.force_rolls([50]);
    let ev = enc.submit(end_turn("s"));
    assert_eq!(compelled(&ev)[0].2, Some(50));
}

#[test]
fn anyone_may_cross_a_paralyzed_creature_s_square_which_counts_as_two() {
    // The fighter at (3, 3) walks east through the paralyzed goblin at (4, 3) to (5, 3): three
    // squares of movement, not two; a goblin standing would bar the way.
    let units = [
        r#"(id: "f", side: "a", at: (3, 3), creature: "human_fighter", initiative: 20)"#,
        r#"(id: "g", side: "b", at: (4, 3), creature: "goblin", initiative: 10)"#,
        r#"(id: "h", side: "b", at: (9, 6), creature: "goblin_hexer", initiative: 5)"#,
    ];
    let walk = leyendas::combat::Command::Move {
        unit: "f".into(),
        to: None,
        path: Some(vec![
            leyendas::rules::grid::Pos::new(4, 3),
            leyendas::rules::grid::Pos::new(5, 3),
        ]),
        draw: None,
    };
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    let ev = enc.submit(walk.clone());
    assert!(rejection(&ev).is_some(), "{ev:?}");
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    lay(&mut enc, "g", ConditionId::Paralyzed);
    let ev = enc.submit(walk);
    let costs: Vec<u32> = ev
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Step { cost, .. } => Some(*cost),
            _ => None,
        })
        .collect();
    assert_eq!(costs, [2, 1], "{ev:?}");
    assert_eq!(at(&enc, "f"), leyendas::rules::grid::Pos::new(5, 3));
}

#[test]
fn a_confused_foe_s_blow_in_its_compelled_turn_breaks_a_fascination() {
    let units = [
        r#"(id: "h", side: "b", at: (8, 3), creature: "goblin_hexer", initiative: 20)"#,
        r#"(id: "g", side: "b", at: (4, 4), creature: "goblin", initiative: 15)"#,
        r#"(id: "f", side: "a", at: (2, 3), creature: "human_fighter", initiative: 10)"#,
    ];
    let mut enc = fight_knowing(&OPEN, &["hypnotism"], &units);
    enc.force_rolls([1]);
    enc.submit(cast_on("h", "hypnotism", "f", false));
    lay(&mut enc, "g", ConditionId::Confused);
    // The goblin's turn is its confusion's: a 76 sends it at the nearest creature, the fighter,
    // and its blow misses (a 2); aimed at the fighter, the blow ends the fascination all the same.
    enc.force_rolls([76, 2]);
    let ev = enc.submit(end_turn("h"));
    assert_eq!(compelled(&ev)[0].3, "it attacks f", "{ev:?}");
    assert!(damage_amounts(&ev).is_empty(), "{ev:?}");
    assert!(fascination_ended(&ev), "{ev:?}");
}

/// The shipped data with `broken: true` added to the weapon, armour or shield entries named.
fn data_with_broken(ids: &[&str]) -> leyendas::level::GameData {
    let dir = std::path::Path::new("assets/data");
    let texts = leyendas::level::data::FILES.map(|name| {
        let path = dir.join(name);
        let mut text = std::fs::read_to_string(&path).expect("data file");
        for id in ids {
            let entry = format!("(id: \"{id}\",");
            text = text.replace(&entry, &format!("{entry} broken: true,"));
        }
        (path, text)
    });
    leyendas::level::GameData::from_texts(texts).expect("valid data")
}

fn damage_multipliers(events: &[CombatEvent]) -> Vec<(i32, u32)> {
    events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Damage {
                amount, multiplier, ..
            } => Some((*amount, *multiplier)),
            _ => None,
        })
        .collect()
}

#[test]
fn a_broken_weapon_takes_two_from_attack_and_damage_and_threatens_only_on_twenty() {
    let data = data_with_broken(&["longsword"]);
    let mut enc = fight_on_data(&data, &OPEN, &UNITS);
    // 19 + BAB 3 + Str 3 − 2 = 23: a hit, but no threat on 19 now; 1d8 = 5, + Str 3 − 2 = 6.
    enc.force_rolls([19, 5]);
    let ev = enc.submit(attack("f", "g"));
    let (modifiers, total, _) = first_attack(&ev);
    assert_eq!(modifiers.get("broken"), Some(-2));
    assert_eq!(total, 23);
    assert!(
        !ev.iter()
            .any(|e| matches!(e, CombatEvent::Attack { threat: true, .. }))
    );
    assert_eq!(damage_multipliers(&ev), [(6, 1)], "{ev:?}");
}

#[test]
fn a_broken_weapon_s_critical_multiplies_by_two_at_most() {
    let data = data_with_broken(&["battleaxe"]);
    let units = [
        r#"(id: "f", side: "a", at: (3, 3), creature: "human_fighter", weapons: ["battleaxe"], initiative: 20)"#,
        r#"(id: "g", side: "b", at: (4, 3), creature: "orc", initiative: 10)"#,
    ];
    let mut enc = fight_on_data(&data, &OPEN, &units);
    // A 20 threatens, a 19 confirms; 1d8 = 4, + Str 3 − 2 = 5, × 2 (not the axe's × 3) = 10.
    enc.force_rolls([20, 19, 4]);
    let ev = enc.submit(attack("f", "g"));
    assert_eq!(damage_multipliers(&ev), [(10, 2)], "{ev:?}");
}

#[test]
fn broken_armour_and_shield_count_half_their_bonus_rounded_down() {
    let data = data_with_broken(&["scale_mail", "heavy_shield"]);
    let mut enc = fight_on_data(&data, &OPEN, &UNITS);
    enc.submit(end_turn("f"));
    // 10 + scale mail 5 / 2 = 2 + heavy shield 2 / 2 = 1 + Dex 1 = 14 (whole: 18).
    enc.force_rolls([1]);
    let (_, _, defense) = first_attack(&enc.submit(attack("g", "f")));
    assert_eq!(defense, 14);
}
