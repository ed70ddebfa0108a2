//! Seed 001's splash weapons ("Lanzar un arma deflagradora", `rules: (splash_weapons: true)`): a
//! flask thrown as a ranged touch
//! attack shatters; a hit splashes every creature beside the target, a miss scatters by its die
//! and a square per range increment. The thrower: BAB 3, Dex 16 (+3), Str 16, flasks in hand.

mod common;

use common::*;
use leyendas::combat::{CombatEvent, Command, Encounter};
use leyendas::rules::grid::Pos;

fn thrower(flask: &str) -> String {
    format!(
        r#"(id: "s", side: "a", at: (0, 3), stats: (name: "Alchemist", speed: 6, abilities: (str: 16, dex: 16, con: 12), hp: 12, base_attack: 3, weapons: ["{flask}", "{flask}"]), wield: ["{flask}"], initiative: 20)"#
    )
}

fn duel_with(flask: &str, others: &[&str]) -> Encounter {
    duel_under("splash_weapons: true", flask, others)
}

fn duel_under(rules: &str, flask: &str, others: &[&str]) -> Encounter {
    let me = thrower(flask);
    let mut units = vec![me.as_str()];
    units.extend_from_slice(others);
    fight_with_rules(&OPEN, &units, rules, &[]).0
}

fn damage_to(events: &[CombatEvent]) -> Vec<(String, i32)> {
    events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Damage { target, amount, .. } => Some((target.clone(), *amount)),
            _ => None,
        })
        .collect()
}

fn burst_at(events: &[CombatEvent]) -> Option<(Pos, Vec<String>)> {
    events.iter().find_map(|e| match e {
        CombatEvent::Splash { at, units } => Some((*at, units.clone())),
        _ => None,
    })
}

#[test]
fn a_flask_that_hits_deals_its_dice_without_strength_and_splashes_everyone_beside_the_target() {
    let mut enc = duel_with(
        "acid_flask",
        &[
            r#"(id: "g", side: "b", at: (3, 3), creature: "goblin", initiative: 15)"#,
            r#"(id: "k", side: "b", at: (4, 3), creature: "goblin", initiative: 10)"#,
            r#"(id: "f", side: "a", at: (3, 4), creature: "human_fighter", initiative: 5)"#,
        ],
    );
    // 15 hits; the d6 shows 4 (no Strength); the splash is 1 to each beside the goblin.
    enc.force_rolls([15, 4]);
    let ev = enc.submit(attack("s", "g"));
    assert_eq!(
        damage_to(&ev),
        [("g".into(), 4), ("k".into(), 1), ("f".into(), 1)]
    );
    assert_eq!(
        burst_at(&ev),
        Some((Pos::new(3, 3), vec!["k".into(), "f".into()]))
    );
    // It shattered: one flask left, carried, not in hand.
    let s = enc.entity("s").unwrap();
    let gear = enc
        .world()
        .get::<leyendas::combat::components::Equipment>(s)
        .unwrap();
    let flasks = gear.weapons.iter().filter(|w| w.id == "acid_flask").count();
    assert_eq!((flasks, gear.wielded.is_empty()), (1, true));
}

#[test]
fn a_flask_that_misses_scatters_by_its_die_a_square_per_range_increment() {
    // Five squares: two increments of 4. A 1 falls short, back toward the thrower, onto k.
    let mut enc = duel_with(
        "acid_flask",
        &[
            r#"(id: "g", side: "b", at: (5, 3), creature: "goblin", initiative: 15)"#,
            r#"(id: "k", side: "b", at: (3, 3), creature: "goblin", initiative: 10)"#,
            r#"(id: "f", side: "a", at: (2, 3), creature: "human_fighter", initiative: 5)"#,
        ],
    );
    enc.force_rolls([1, 1, 3]);
    let ev = enc.submit(attack("s", "g"));
    let scatter = ev.iter().find_map(|e| match e {
        CombatEvent::Scatter { from, to, roll } => Some((*from, *to, *roll)),
        _ => None,
    });
    assert_eq!(scatter, Some((Pos::new(5, 3), Pos::new(3, 3), 1)));
    assert_eq!(damage_to(&ev), [("k".into(), 3), ("f".into(), 1)]);
    // A 3 goes clockwise from the thrower's way (1 west, 2 north-west, 3 north): two squares up.
    let mut enc = duel_with(
        "acid_flask",
        &[r#"(id: "g", side: "b", at: (5, 3), creature: "goblin", initiative: 15)"#],
    );
    enc.force_rolls([1, 3]);
    let ev = enc.submit(attack("s", "g"));
    assert_eq!(burst_at(&ev).map(|b| b.0), Some(Pos::new(5, 1)));
    assert!(damage_to(&ev).is_empty());
}

#[test]
fn holy_water_hurts_only_the_undead() {
    let mut enc = duel_with(
        "holy_water",
        &[
            r#"(id: "w", side: "b", at: (3, 3), creature: "wight", initiative: 15)"#,
            r#"(id: "g", side: "b", at: (4, 3), creature: "goblin", initiative: 10)"#,
        ],
    );
    // A hit: 2d4 shows 3 and 2 on the wight; its splash passes over the goblin.
    enc.force_rolls([15, 3, 2]);
    let ev = enc.submit(attack("s", "w"));
    assert_eq!(damage_to(&ev), [("w".into(), 5)]);
    assert_eq!(burst_at(&ev), Some((Pos::new(3, 3), Vec::new())));
}

fn throw_at(x: i32, y: i32) -> leyendas::combat::Command {
    leyendas::combat::Command::Throw {
        unit: "s".into(),
        item: None,
        target: None,
        at: Some(Pos::new(x, y)),
    }
}

#[test]
fn a_flask_thrown_at_an_intersection_against_five_splashes_the_four_squares_that_meet_there() {
    let others = [
        r#"(id: "g", side: "b", at: (3, 3), creature: "goblin", initiative: 15)"#,
        r#"(id: "k", side: "b", at: (4, 2), creature: "goblin", initiative: 10)"#,
        r#"(id: "f", side: "a", at: (4, 3), creature: "human_fighter", initiative: 5)"#,
    ];
    // 3 + BAB 3 + Dex 3 = 9 against 5: the corner of (4, 3) is splashed, nobody struck.
    let mut enc = duel_with("acid_flask", &others);
    enc.force_rolls([3]);
    let ev = enc.submit(throw_at(4, 3));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    let thrown = ev.iter().find_map(|e| match e {
        CombatEvent::ThrownAt {
            total,
            defense,
            hit,
            ..
        } => Some((*total, *defense, *hit)),
        _ => None,
    });
    assert_eq!(thrown, Some((9, 5, true)));
    assert_eq!(
        damage_to(&ev),
        [("k".into(), 1), ("g".into(), 1), ("f".into(), 1)]
    );
    // A natural 1 misses; the scatter's 1 falls a square short, onto the goblin: 1d6 shows 5.
    let mut enc = duel_with("acid_flask", &others);
    enc.force_rolls([1, 1, 5]);
    let ev = enc.submit(throw_at(4, 3));
    assert_eq!(damage_to(&ev)[0], ("g".into(), 5), "{ev:?}");
}

#[test]
fn a_flask_thrown_at_an_intersection_needs_one_between_four_squares_and_a_flask_in_hand() {
    let mut enc = duel_with(
        "acid_flask",
        &[r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", initiative: 15)"#],
    );
    let ev = enc.submit(throw_at(0, 0));
    assert_eq!(
        rejection(&ev).as_deref(),
        Some("s: that intersection is not between four squares of the board")
    );
    let mut enc = duel_with(
        "javelin",
        &[r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", initiative: 15)"#],
    );
    let ev = enc.submit(throw_at(3, 3));
    assert_eq!(
        rejection(&ev).as_deref(),
        Some("s: it holds no flask to throw (a weapon with splash)")
    );
}

#[test]
fn without_the_switch_a_flask_is_thrown_as_any_weapon_and_stays_in_hand() {
    let others = [
        r#"(id: "g", side: "b", at: (3, 3), creature: "goblin", initiative: 15)"#,
        r#"(id: "k", side: "b", at: (4, 3), creature: "goblin", initiative: 10)"#,
    ];
    let mut enc = duel_under("", "acid_flask", &others);
    // 15 hits; the d6 shows 4, + Str 3: seed 000's thrown weapon, and no splash.
    enc.force_rolls([15, 4]);
    let ev = enc.submit(attack("s", "g"));
    assert_eq!(damage_to(&ev), [("g".into(), 7)]);
    assert_eq!(burst_at(&ev), None);
    let s = enc.entity("s").unwrap();
    let gear = enc
        .world()
        .get::<leyendas::combat::components::Equipment>(s);
    assert_eq!(gear.unwrap().wielded, ["acid_flask"]);
    let ev = enc.submit(throw_at(4, 3));
    assert_eq!(
        rejection(&ev).as_deref(),
        Some("s: this level does not play splash weapons (rules: (splash_weapons: true))")
    );
}

#[test]
fn alchemist_s_fire_sets_the_creature_it_strikes_alight_for_its_next_turn_only() {
    let mut enc = duel_with(
        "alchemist_fire",
        &[r#"(id: "o", side: "b", at: (3, 3), creature: "orc", initiative: 15)"#],
    );
    // A hit for 2; the orc burns as its turn begins: the d6 shows 3, and the fire is out.
    enc.force_rolls([15, 2]);
    let ev = enc.submit(attack("s", "o"));
    assert!(
        ev.iter()
            .any(|e| matches!(e, CombatEvent::CatchesFire { unit, .. } if unit == "o")),
        "{ev:?}"
    );
    enc.force_rolls([3]);
    let ev = enc.submit(end_turn("s"));
    assert_eq!(damage_to(&ev)[0], ("o".into(), 3), "{ev:?}");
    assert!(
        ev.iter()
            .any(|e| matches!(e, CombatEvent::BurnsOut { unit } if unit == "o"))
    );
    // Its next turn, no more fire.
    enc.submit(end_turn("o"));
    let ev = enc.submit(end_turn("s"));
    assert!(damage_to(&ev).is_empty(), "{ev:?}");
}

#[test]
fn a_splash_reaches_a_rider_and_its_mount_both() {
    let mut enc = duel_with(
        "acid_flask",
        &[
            r#"(id: "g", side: "b", at: (3, 3), creature: "goblin", initiative: 15)"#,
            r#"(id: "k", side: "b", at: (4, 3), creature: "knight", riding: "h", initiative: 10)"#,
            r#"(id: "h", side: "b", at: (4, 3), creature: "warhorse", initiative: 9)"#,
        ],
    );
    enc.force_rolls([15, 4]);
    let ev = enc.submit(attack("s", "g"));
    assert_eq!(
        damage_to(&ev),
        [("g".into(), 4), ("k".into(), 1), ("h".into(), 1)]
    );
}

#[test]
fn the_ai_throws_a_flask_where_foes_stand_together_and_not_where_the_splash_reaches_itself() {
    use leyendas::ai::{Difficulty, decide};
    let thrower = r#"(id: "t", side: "a", at: (1, 2), creature: "human_fighter", weapons: ["acid_flask", "acid_flask", "longsword"], wield: ["acid_flask"], initiative: 20)"#;
    let goblins = [
        r#"(id: "g1", side: "b", at: (6, 1), creature: "goblin", initiative: 5)"#,
        r#"(id: "g2", side: "b", at: (7, 1), creature: "goblin", initiative: 5)"#,
        r#"(id: "g3", side: "b", at: (6, 2), creature: "goblin", initiative: 5)"#,
        r#"(id: "g4", side: "b", at: (7, 2), creature: "goblin", initiative: 5)"#,
    ];
    let units: Vec<&str> = std::iter::once(thrower).chain(goblins).collect();
    let (enc, _) = fight_with_rules(&OPEN, &units, "splash_weapons: true", &[]);
    let chosen = decide(enc.world(), Difficulty::Normal);
    let flask = Some("acid_flask".to_string());
    assert!(
        matches!(&chosen, Some(Command::Throw { item, at: Some(_), .. }) if *item == flask)
            || matches!(&chosen, Some(Command::Attack { weapon, .. }) if *weapon == flask),
        "{chosen:?}"
    );
    // Beside a goblin, the splash would burn the thrower too: no flask.
    let close = thrower.replace("at: (1, 2)", "at: (5, 2)");
    let units: Vec<&str> = std::iter::once(close.as_str()).chain(goblins).collect();
    let (enc, _) = fight_with_rules(&OPEN, &units, "splash_weapons: true", &[]);
    let chosen = decide(enc.world(), Difficulty::Normal);
    assert!(
        !matches!(&chosen, Some(Command::Throw { .. }))
            && !matches!(&chosen, Some(Command::Attack { weapon, .. }) if *weapon == flask),
        "{chosen:?}"
    );
}

#[test]
fn throw_mode_shows_the_burst_every_square_a_miss_can_land_on_and_aims_at_the_nearest_corner() {
    use leyendas::view::preview::throw_preview;
    let goblin = [r#"(id: "g", side: "b", at: (5, 3), creature: "goblin", initiative: 15)"#];
    let enc = duel_with("acid_flask", &goblin);
    // At the goblin: its square and the eight beside it; five squares away is two increments,
    // so each of the die's eight ways lands two squares out (1 back west, 3 north, …).
    let at_goblin = throw_preview(enc.world(), Some(Pos::new(5, 3)), None).expect("a flask");
    assert_eq!(at_goblin.burst.len(), 9);
    assert!(at_goblin.burst.contains(&Pos::new(5, 3)));
    assert_eq!(at_goblin.scatter.len(), 8, "{:?}", at_goblin.scatter);
    assert!(at_goblin.scatter.contains(&Pos::new(3, 3)));
    assert!(at_goblin.scatter.contains(&Pos::new(5, 1)));
    assert_eq!(at_goblin.at_corner, None);
    // Over open ground, at the corner of (4, 3): its four squares; 6 to hit against 5 misses
    // only on a 1, 95 %; a click throws there.
    let corner =
        throw_preview(enc.world(), Some(Pos::new(4, 4)), Some(Pos::new(4, 3))).expect("a flask");
    assert_eq!(
        corner.burst,
        [
            Pos::new(3, 2),
            Pos::new(4, 2),
            Pos::new(3, 3),
            Pos::new(4, 3)
        ]
    );
    assert_eq!(corner.at_corner, Some((0.95, throw_at(4, 3))));
    assert_eq!(corner.refusal, None);
    // The board's own corner has squares off the board: refused, nothing to click.
    let edge =
        throw_preview(enc.world(), Some(Pos::new(0, 0)), Some(Pos::new(0, 0))).expect("a flask");
    assert_eq!(edge.at_corner, None);
    assert!(edge.refusal.is_some());
    // Without the switch a flask is a thrown weapon: no splash to show.
    let plain = duel_under("", "acid_flask", &goblin);
    assert_eq!(
        throw_preview(plain.world(), Some(Pos::new(5, 3)), None),
        None
    );
}
