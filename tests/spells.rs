//! Casting spells through the engine with forced dice (seed 000, "Lanzar hechizos", "Fallo
//! arcano", "Resistencia a la magia", areas). The sorcerer (`human_sorcerer`): Int 17 (+3), Magic
//! Knowledge +8, level 5, padded armour (5% arcane failure), dagger in one hand; save DCs are
//! 10 + spell level + 3. Goblins: Reflex +2, 6 hp, leather and a light shield.

mod common;

use common::*;
use leyendas::combat::{CombatEvent, Command, Condition};
use leyendas::rules::grid::Pos;
use leyendas::rules::health::HealthState;
use leyendas::rules::templates::{Facing, cone};

fn cast_at(unit: &str, spell: &str, x: i32, y: i32) -> Command {
    Command::Cast {
        unit: unit.into(),
        spell: spell.into(),
        target: None,
        at: Some(Pos::new(x, y)),
        facing: None,
        defensively: false,
    }
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

fn saves(events: &[CombatEvent]) -> Vec<(String, u32, i32, i32, bool)> {
    events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Save {
                unit,
                roll,
                total,
                dc,
                success,
                ..
            } => Some((unit.clone(), *roll, *total, *dc, *success)),
            _ => None,
        })
        .collect()
}

fn concentration(events: &[CombatEvent]) -> Vec<(String, u32, i32, i32, bool)> {
    events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Concentration {
                why,
                roll,
                total,
                dc,
                success,
                ..
            } => Some((
                why.in_lang(leyendas::i18n::Lang::En),
                *roll,
                *total,
                *dc,
                *success,
            )),
            _ => None,
        })
        .collect()
}

fn area_units(events: &[CombatEvent]) -> Option<(Vec<Pos>, Vec<String>)> {
    events.iter().find_map(|e| match e {
        CombatEvent::Area { squares, units, .. } => Some((squares.clone(), units.clone())),
        _ => None,
    })
}

const BIG: [&str; 10] = [
    "............",
    "............",
    "............",
    "............",
    "............",
    "............",
    "............",
    "............",
    "............",
    "............",
];

const SORCERER: &str =
    r#"(id: "m", side: "a", at: (0, 3), creature: "human_sorcerer", initiative: 20)"#;

#[test]
fn a_fireball_catches_the_units_in_its_sphere_and_a_reflex_save_halves_the_damage() {
    let units = [
        r#"(id: "m", side: "a", at: (0, 4), creature: "human_sorcerer", initiative: 20)"#,
        r#"(id: "g1", side: "b", at: (5, 4), creature: "goblin", initiative: 10)"#,
        r#"(id: "g2", side: "b", at: (3, 3), creature: "goblin", initiative: 9)"#,
        r#"(id: "o", side: "b", at: (9, 7), creature: "orc", initiative: 8)"#,
    ];
    let (mut enc, _) = fight(&BIG, &units, &[]);
    // d100 6 beats the padded armour's 5%; g1 saves with 2 (4 vs DC 16) and takes 5d6 = 30;
    // g2 saves with 20 and takes half of 15.
    enc.force_rolls([6, 2, 6, 6, 6, 6, 6, 20, 1, 2, 3, 4, 5]);
    let ev = enc.submit(cast_at("m", "fireball", 5, 4));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert!(ev.contains(&CombatEvent::Cast {
        unit: "m".into(),
        spell: "fireball".into(),
        uses_left: 0,
        defensively: false,
    }));
    assert!(ev.contains(&CombatEvent::ArcaneFailure {
        unit: "m".into(),
        roll: 6,
        percent: 5,
        failed: false,
    }));
    let (squares, caught) = area_units(&ev).expect("an area event");
    assert_eq!(squares.len(), 52, "a radius-4 sphere");
    assert_eq!(caught, ["g1", "g2"], "the orc at (9, 7) is outside");
    assert_eq!(
        saves(&ev),
        [
            ("g1".into(), 2, 4, 16, false),
            ("g2".into(), 20, 22, 16, true)
        ]
    );
    assert_eq!(damage_to(&ev), [("g1".into(), 30), ("g2".into(), 7)]);
    assert_eq!(enc.health("g2").unwrap().hp, -1);
    // The one use is spent.
    let ev = enc.submit(cast_at("m", "fireball", 5, 4));
    assert_eq!(
        rejection(&ev).unwrap(),
        "m cannot cast fireball: it has no uses of it left today"
    );
}

#[test]
fn arcane_failure_spends_the_spell_with_no_effect() {
    let units = [
        SORCERER,
        r#"(id: "g", side: "b", at: (5, 3), creature: "goblin", initiative: 10)"#,
    ];
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    enc.force_rolls([5]);
    let ev = enc.submit(cast_at("m", "fireball", 5, 3));
    assert!(ev.contains(&CombatEvent::ArcaneFailure {
        unit: "m".into(),
        roll: 5,
        percent: 5,
        failed: true,
    }));
    assert_eq!(area_units(&ev), None);
    assert!(damage_to(&ev).is_empty());
    assert_eq!(enc.health("g").unwrap().hp, 6);
}

#[test]
fn casting_defensively_in_a_threatened_square_needs_magic_knowledge_against_15_plus_level() {
    let units = [
        SORCERER,
        r#"(id: "g", side: "b", at: (1, 3), creature: "goblin", initiative: 10)"#,
    ];
    // Ray of frost (level 0): DC 15; 7 + 8 = 15 keeps it, with no attack of opportunity. Then the
    // arcane failure d100, the ranged touch attack (18 hits), 1d3 = 3 cold.
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    enc.force_rolls([7, 50, 18, 3]);
    let ev = enc.submit(cast_on("m", "ray_of_frost", "g", true));
    assert_eq!(
        concentration(&ev),
        [("casting defensively".into(), 7, 15, 15, true)]
    );
    assert!(!ev.iter().any(|e| matches!(e, CombatEvent::Aoo { .. })));
    assert_eq!(damage_to(&ev), [("g".into(), 3)]);

    // A 6 (14) loses it: spent, no attack roll, no damage.
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    enc.force_rolls([6]);
    let ev = enc.submit(cast_on("m", "ray_of_frost", "g", true));
    assert_eq!(
        concentration(&ev),
        [("casting defensively".into(), 6, 14, 15, false)]
    );
    assert!(attacks(&ev).is_empty());
    assert!(ev.contains(&CombatEvent::Cast {
        unit: "m".into(),
        spell: "ray_of_frost".into(),
        uses_left: 4,
        defensively: true,
    }));
}

#[test]
fn casting_without_concentrating_provokes_and_a_wound_calls_for_a_check() {
    let units = [
        SORCERER,
        r#"(id: "g", side: "b", at: (1, 3), creature: "goblin", initiative: 10)"#,
    ];
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    // The goblin's attack of opportunity hits (19, confirm 1), shortsword 1d6 = 4; acid arrow is
    // level 2, so the check is against 10 + 4 + 2 = 16: 8 + 8 keeps it; d100 50; touch 15 hits;
    // 2d4 = 3 + 4 acid.
    enc.force_rolls([19, 1, 4, 8, 50, 15, 3, 4]);
    let ev = enc.submit(cast_on("m", "acid_arrow", "g", false));
    assert_eq!(aoo(&ev), 1, "{ev:?}");
    let wound = damage_to(&ev)[0].1;
    assert_eq!(
        concentration(&ev),
        [("hurt while casting".into(), 8, 16, 10 + wound + 2, true)]
    );
    assert_eq!(damage_to(&ev)[1], ("g".into(), 7));
}

fn aoo(events: &[CombatEvent]) -> usize {
    events
        .iter()
        .filter(|e| matches!(e, CombatEvent::Aoo { .. }))
        .count()
}

#[test]
fn melee_touch_spells_never_provoke_and_roll_against_touch_defense() {
    let units = [
        SORCERER,
        r#"(id: "g", side: "b", at: (1, 3), creature: "goblin", initiative: 10)"#,
    ];
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    // d100 50; a melee touch attack at +0 (base 1, Str -1): 14 reaches touch Defense 14; 1d6 = 5.
    enc.force_rolls([50, 14, 5]);
    let ev = enc.submit(cast_on("m", "shocking_grasp", "g", false));
    assert_eq!(aoo(&ev), 0);
    assert!(concentration(&ev).is_empty());
    let (defense, hit) = ev
        .iter()
        .find_map(|e| match e {
            CombatEvent::Attack { defense, hit, .. } => Some((*defense, *hit)),
            _ => None,
        })
        .expect("a touch attack");
    // Touch Defense leaves out the goblin's leather but not its shield (seed 000, "Defensa de
    // toque"): 10 + Dex 2 + shield 1 + small 1.
    assert_eq!(defense, 14);
    assert!(hit);
    assert_eq!(damage_to(&ev), [("g".into(), 5)]);
}

#[test]
fn magic_resistance_stops_a_spell_that_allows_it_and_not_one_that_does_not() {
    let units = [
        SORCERER,
        r#"(id: "h", side: "b", at: (4, 3), creature: "goblin_hexer", initiative: 10)"#,
    ];
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    // Ray of frost: d100 50, touch 15 hits, Magic Knowledge 3 + 8 = 11 < 12: resisted.
    enc.force_rolls([50, 15, 3]);
    let ev = enc.submit(cast_on("m", "ray_of_frost", "h", false));
    assert!(ev.contains(&CombatEvent::MagicResistance {
        caster: "m".into(),
        target: "h".into(),
        roll: 3,
        total: 11,
        resistance: 12,
        overcome: false,
    }));
    assert!(damage_to(&ev).is_empty());

    // Acid arrow ignores magic resistance: d100 50, touch 15, 2d4 = 2 + 2.
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    enc.force_rolls([50, 15, 2, 2]);
    let ev = enc.submit(cast_on("m", "acid_arrow", "h", false));
    assert!(
        !ev.iter()
            .any(|e| matches!(e, CombatEvent::MagicResistance { .. }))
    );
    assert_eq!(damage_to(&ev), [("h".into(), 4)]);
}

#[test]
fn burning_hands_covers_the_cone_toward_the_aimed_square() {
    let units = [
        r#"(id: "m", side: "a", at: (2, 3), creature: "human_sorcerer", initiative: 20)"#,
        r#"(id: "g", side: "b", at: (5, 3), creature: "goblin", initiative: 10)"#,
        r#"(id: "o", side: "b", at: (2, 6), creature: "orc", initiative: 9)"#,
    ];
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    // d100 50; goblin's Reflex 1 fails (DC 14); 2d4 = 4 + 4 fire.
    enc.force_rolls([50, 1, 4, 4]);
    let ev = enc.submit(cast_at("m", "burning_hands", 6, 3));
    let (squares, caught) = area_units(&ev).expect("area");
    assert_eq!(squares, cone(Pos::new(2, 3), Facing::E, 3));
    assert_eq!(caught, ["g"]);
    assert_eq!(saves(&ev), [("g".into(), 1, 3, 14, false)]);
    assert_eq!(damage_to(&ev), [("g".into(), 8)]);
}

#[test]
fn walls_stop_a_line_and_the_area_reports_only_what_it_reaches() {
    let map = [
        "..........",
        "..........",
        "..........",
        "....#.....",
        "..........",
    ];
    let units = [
        SORCERER,
        r#"(id: "g", side: "b", at: (2, 3), creature: "goblin", initiative: 10)"#,
        r#"(id: "o", side: "b", at: (6, 3), creature: "orc", initiative: 9)"#,
    ];
    let (mut enc, _) = fight(&map, &units, &[]);
    // The goblin at (2, 3) is hit; the wall at (4, 3) shields the orc. d100 50, Reflex 1, 5d6.
    enc.force_rolls([50, 1, 1, 1, 1, 1, 1]);
    let ev = enc.submit(cast_at("m", "lightning_bolt", 9, 3));
    let (squares, caught) = area_units(&ev).expect("area");
    assert_eq!(squares, [Pos::new(1, 3), Pos::new(2, 3), Pos::new(3, 3)]);
    assert_eq!(caught, ["g"]);
    assert_eq!(damage_to(&ev), [("g".into(), 5)]);
}

#[test]
fn grease_knocks_down_whoever_fails_the_save() {
    let units = [
        SORCERER,
        r#"(id: "g1", side: "b", at: (3, 3), creature: "goblin", initiative: 10)"#,
        r#"(id: "g2", side: "b", at: (4, 4), creature: "goblin", initiative: 9)"#,
    ];
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    // Cube 2 from (3, 3); DC 14: g1 rolls 5 (7) and falls, g2 rolls 12 (14) and keeps its feet.
    enc.force_rolls([50, 5, 12]);
    let ev = enc.submit(cast_at("m", "grease", 3, 3));
    assert_eq!(area_units(&ev).unwrap().1, ["g1", "g2"]);
    assert!(ev.contains(&CombatEvent::Condition {
        unit: "g1".into(),
        condition: Condition::Prone,
        active: true,
    }));
    assert!(!ev.iter().any(|e| matches!(
        e,
        CombatEvent::Condition { unit, .. } if unit == "g2"
    )));
}

#[test]
fn a_cube_must_lie_wholly_within_range_and_a_sphere_origin_within_it() {
    let units = [
        SORCERER,
        r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", initiative: 10)"#,
    ];
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    // Grease: range 6; a cube from (6, 3) has squares 7 away.
    let ev = enc.submit(cast_at("m", "grease", 6, 3));
    assert_eq!(
        rejection(&ev).unwrap(),
        "m cannot cast grease: (6, 3) is beyond its range of 6 squares"
    );
    let ev = enc.submit(cast_at("m", "grease", 5, 3));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    // Fireball: range 20. A sphere's origin (a grid intersection, named by the square below and
    // right of it) must be within range: the intersection at (21, 3) touches square (20, 3), 20
    // away; the one at (22, 3) does not. Its radius may go beyond.
    let wide = [".............................."; 7];
    let units = [
        SORCERER,
        r#"(id: "g", side: "b", at: (29, 6), creature: "goblin", initiative: 10)"#,
    ];
    let (mut enc, _) = fight(&wide, &units, &[]);
    let ev = enc.submit(cast_at("m", "fireball", 22, 3));
    assert_eq!(
        rejection(&ev).unwrap(),
        "m cannot cast fireball: (22, 3) is beyond its range of 20 squares"
    );
    let ev = enc.submit(cast_at("m", "fireball", 21, 3));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    let area = ev
        .iter()
        .find_map(|e| match e {
            CombatEvent::Area { squares, .. } => Some(squares.clone()),
            _ => None,
        })
        .expect("the sphere's squares");
    assert!(
        area.iter().any(|p| p.x > 21),
        "the radius reaches past the range"
    );
}

#[test]
fn somatic_components_need_a_free_hand_and_touch_heals_an_ally_without_a_roll() {
    let units = [
        r#"(id: "m", side: "a", at: (0, 3), creature: "human_sorcerer", shield: "light_shield", initiative: 20)"#,
        r#"(id: "p", side: "a", at: (1, 3), creature: "human_saint", hp: 15, initiative: 15)"#,
        r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", initiative: 10)"#,
    ];
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    let ev = enc.submit(cast_on("m", "ray_of_frost", "g", false));
    assert_eq!(
        rejection(&ev).unwrap(),
        "m cannot cast ray_of_frost: its somatic component needs a free hand (put a weapon away first)"
    );
    enc.submit(end_turn("m"));
    // The saint (not arcane: no failure roll) touches itself, an ally, so no attack roll:
    // 1d8+1 = 9, capped at its maximum of 20.
    enc.force_rolls([8]);
    let ev = enc.submit(cast_on("p", "cure_light_wounds", "p", false));
    assert!(attacks(&ev).is_empty());
    assert!(
        ev.iter()
            .any(|e| matches!(e, CombatEvent::Heal { unit, amount: 5, hp: 20, .. } if unit == "p")),
        "{ev:?}"
    );
}

#[test]
fn a_sphere_needs_a_clear_line_from_the_caster_to_its_origin() {
    let map = [
        "....#.....",
        "....#.....",
        "....#.....",
        "....#.....",
        "....#.....",
        "....#.....",
        "....#.....",
    ];
    let units = [
        SORCERER,
        r#"(id: "g", side: "b", at: (7, 3), creature: "goblin", initiative: 10)"#,
    ];
    let (mut enc, _) = fight(&map, &units, &[]);
    let ev = enc.submit(cast_at("m", "fireball", 7, 3));
    assert_eq!(
        rejection(&ev).unwrap(),
        "m cannot cast fireball: a wall stands between it and the intersection (7, 3)"
    );
    // An origin on the caster's side of the wall is fine; the wall then shields the goblin.
    enc.force_rolls([50]);
    let ev = enc.submit(cast_at("m", "fireball", 3, 3));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    let (squares, caught) = area_units(&ev).expect("area");
    assert!(squares.iter().all(|p| p.x < 4), "{squares:?}");
    assert_eq!(caught, ["m"], "the sorcerer stands inside its own fireball");
}

fn defense_of_attack(events: &[CombatEvent]) -> i32 {
    events
        .iter()
        .find_map(|e| match e {
            CombatEvent::Attack { defense, .. } => Some(*defense),
            _ => None,
        })
        .expect("an attack")
}

#[test]
fn shield_of_faith_adds_deflection_to_defense_until_the_caster_s_turns_run_out() {
    let units = [
        r#"(id: "p", side: "a", at: (2, 3), creature: "human_saint", initiative: 20)"#,
        r#"(id: "g", side: "b", at: (3, 3), creature: "goblin", initiative: 10)"#,
    ];
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    // The saint touches itself: a touch spell provokes nothing; no roll, save or resistance check.
    let ev = enc.submit(cast_on("p", "shield_of_faith", "p", false));
    assert!(
        ev.iter().any(|e| matches!(
            e,
            CombatEvent::EffectStarts { unit, rounds: Some(10), dispellable: true, .. } if unit == "p"
        )),
        "{ev:?}"
    );
    assert_eq!(aoo(&ev), 0);
    enc.submit(end_turn("p"));
    // The saint's Defense: 10 + leather 2 + deflection 2 = 14.
    enc.force_rolls([1]);
    let ev = enc.submit(attack("g", "p"));
    assert_eq!(defense_of_attack(&ev), 14, "{ev:?}");
    enc.submit(end_turn("g"));
    // Rounds 2 to 10 each start with one of the saint's turns and tick it down; the saint's turn in
    // round 11 ends it.
    let ended = |enc: &leyendas::combat::Encounter| {
        enc.log()
            .iter()
            .filter(|e| matches!(e, CombatEvent::EffectEnds { unit, spell, .. } if unit == "p" && spell == "shield_of_faith"))
            .count()
    };
    for round in 2..=10 {
        assert_eq!(ended(&enc), 0, "ended early, in round {round}");
        enc.submit(end_turn("p"));
        enc.submit(end_turn("g"));
    }
    assert_eq!(ended(&enc), 1);
    enc.submit(end_turn("p"));
    enc.force_rolls([1]);
    let ev = enc.submit(attack("g", "p"));
    assert_eq!(defense_of_attack(&ev), 12, "{ev:?}");
}

#[test]
fn bane_takes_one_from_attacks_and_saves_unless_a_will_save_negates_it() {
    let units = [
        r#"(id: "p", side: "a", at: (0, 3), creature: "human_saint", initiative: 20)"#,
        r#"(id: "g1", side: "b", at: (5, 3), creature: "goblin", initiative: 10)"#,
        r#"(id: "g2", side: "b", at: (4, 3), creature: "goblin", initiative: 9)"#,
    ];
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    // Sphere 4 at the corner (5, 3), DC 10 + 1 + Wis 3 = 14. Goblins' Will -1 + Wis -1 = -2:
    // g1 rolls 2 (0) and is baned, g2 rolls 20 and shrugs it off.
    enc.force_rolls([2, 20]);
    let ev = enc.submit(cast_at("p", "bane", 5, 3));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(
        saves(&ev),
        [
            ("g1".into(), 2, 0, 14, false),
            ("g2".into(), 20, 18, 14, true)
        ]
    );
    let baned: Vec<&str> = ev
        .iter()
        .filter_map(|e| match e {
            CombatEvent::EffectStarts { unit, .. } => Some(unit.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(baned, ["g1"]);
    let world = enc.world();
    let spells = |id: &str| {
        world
            .get::<leyendas::combat::SpellEffects>(enc.entity(id).unwrap())
            .cloned()
            .unwrap_or_default()
    };
    use leyendas::level::spells::BonusTarget;
    assert_eq!(spells("g1").total(BonusTarget::Attack), -1);
    assert_eq!(spells("g1").total(BonusTarget::Saves), -1);
    assert_eq!(spells("g2").total(BonusTarget::Attack), 0);
    // What the unit panel lists for it.
    assert_eq!(
        leyendas::ui::hud::spell_effect_lines(Some(&spells("g1"))),
        ["Bane (-1 morale to attacks, -1 morale to saves, 10 rounds, dispellable)"]
    );
    assert!(leyendas::ui::hud::spell_effect_lines(Some(&spells("g2"))).is_empty());
}

/// The game's Daze spell (`assets/data/spells.ron`) gives seed 001's *Atontado* (dazed): the
/// turn lost, and no penalty to Defense, not even its Dex.
#[test]
fn the_daze_spell_costs_a_failed_will_save_its_next_turn_and_leaves_its_defense_whole() {
    let units = [
        r#"(id: "m", side: "a", at: (2, 3), creature: "goblin_hexer", initiative: 20)"#,
        r#"(id: "g", side: "b", at: (4, 3), creature: "goblin", initiative: 10)"#,
        r#"(id: "f", side: "a", at: (5, 3), creature: "human_fighter", initiative: 5)"#,
    ];
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    // The goblin hexer's daze (level 0, Wis 14): not arcane, so no failure roll; the goblin's
    // Will 3 (+ -2 = 1) fails against DC 12.
    enc.force_rolls([3]);
    let ev = enc.submit(cast_on("m", "daze", "g", false));
    assert_eq!(rejection(&ev), None);
    assert_eq!(saves(&ev), [("g".into(), 3, 1, 12, false)]);
    let ev = enc.submit(end_turn("m"));
    assert!(
        ev.iter().any(|e| matches!(
            e,
            CombatEvent::TurnLost { unit, why } if unit == "g" && why == "dazed"
        )),
        "{ev:?}"
    );
    assert_eq!(turns(&ev), ["f"], "the goblin's turn passes to the fighter");
    // Its Defense is whole: 10 + Dex 2 + leather 2 + light shield 1 + small 1 = 16.
    enc.force_rolls([1]);
    let ev = enc.submit(attack("f", "g"));
    let attack_defense = ev
        .iter()
        .find_map(|e| match e {
            CombatEvent::Attack { defense, .. } => Some(*defense),
            _ => None,
        })
        .unwrap();
    assert_eq!(attack_defense, 16);
    // The hexer's next turn ends it: the goblin acts again in round 2.
    let ev = enc.submit(end_turn("f"));
    assert!(
        ev.iter()
            .any(|e| matches!(e, CombatEvent::EffectEnds { unit, .. } if unit == "g"))
    );
    let ev = enc.submit(end_turn("m"));
    assert_eq!(turns(&ev), ["g"]);
}

#[test]
fn sleepers_lose_their_turns_can_be_finished_off_and_wake_when_hurt() {
    let units = [
        r#"(id: "m", side: "a", at: (0, 3), creature: "human_sorcerer", initiative: 20)"#,
        r#"(id: "g1", side: "b", at: (4, 3), creature: "goblin", initiative: 10)"#,
        r#"(id: "g2", side: "b", at: (3, 2), creature: "goblin", initiative: 9)"#,
        r#"(id: "f", side: "a", at: (5, 3), creature: "human_fighter", initiative: 5)"#,
    ];
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    // Sleep (level 1, one round: full-round), sphere 2 at the corner (3, 3) (squares x 1-4, y 1-4)
    // catches g1 and g2 but not the fighter.
    // d100 50; Will saves 2 and 4 (0 and 2) fail against DC 14.
    enc.force_rolls([50, 2, 4]);
    let ev = enc.submit(cast_at("m", "sleep", 3, 3));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(area_units(&ev).unwrap().1, ["g1", "g2"]);
    let lost: Vec<String> = ev
        .iter()
        .filter_map(|e| match e {
            CombatEvent::TurnLost { unit, .. } => Some(unit.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(
        lost,
        ["g1", "g2"],
        "the full-round casting ended the turn; {ev:?}"
    );
    // The fighter may deliver a coup de grace to a sleeper (helpless); it falls as the fighter's
    // next turn begins, the goblins asleep still.
    let ev = enc.submit(Command::CoupDeGrace {
        unit: "f".into(),
        target: "g1".into(),
    });
    assert_eq!(rejection(&ev), None, "{ev:?}");
    enc.force_rolls([4]);
    let ev = enc.submit(end_turn("m"));
    assert!(
        ev.iter()
            .any(|e| matches!(e, CombatEvent::CoupDeGrace { target, .. } if target == "g1")),
        "{ev:?}"
    );
    // Any damage wakes the sleeper: the spell ends on it.
    assert!(ev.iter().any(|e| matches!(
        e,
        CombatEvent::EffectEnds { unit, spell, .. } if unit == "g1" && spell == "sleep"
    )));
}

#[test]
fn entangle_halves_speed_forbids_charging_and_takes_two_from_attacks_and_dex() {
    let units = [
        r#"(id: "h", side: "a", at: (0, 3), creature: "goblin_hexer", initiative: 20)"#,
        r#"(id: "g", side: "b", at: (4, 3), creature: "goblin", initiative: 10)"#,
        r#"(id: "o", side: "b", at: (6, 4), creature: "orc", initiative: 9)"#,
        r#"(id: "f", side: "a", at: (5, 3), creature: "human_fighter", initiative: 5)"#,
    ];
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    // Cube 4 from (3, 2) catches all three (an area spares no one); DC 10 + 1 + Wis 2 = 13. The
    // goblin's Reflex 5 (7) fails, the orc's 15 and the fighter's 15 hold.
    enc.force_rolls([5, 15, 15]);
    let ev = enc.submit(cast_at("h", "entangle", 3, 2));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(area_units(&ev).unwrap().1, ["g", "o", "f"]);
    assert_eq!(saves(&ev)[0], ("g".into(), 5, 7, 13, false));
    enc.submit(end_turn("h"));
    let g = enc.entity("g").unwrap();
    assert_eq!(leyendas::combat::reads::effective_speed(enc.world(), g), 3);
    assert_eq!(
        leyendas::combat::reads::effective_abilities(enc.world(), g).dexterity,
        11
    );
    let ev = enc.submit(Command::Charge {
        unit: "g".into(),
        target: "f".into(),
    });
    assert_eq!(
        rejection(&ev).unwrap(),
        "g cannot charge f: it is entangled"
    );
    // Its attacks take -2: BAB 1, small 1, Str 0, entangled -2.
    enc.force_rolls([1]);
    let ev = enc.submit(attack("g", "f"));
    let mods = ev
        .iter()
        .find_map(|e| match e {
            CombatEvent::Attack { modifiers, .. } => Some(modifiers.clone()),
            _ => None,
        })
        .unwrap();
    assert_eq!(mods.total(), 0, "{mods:?}");
    assert!(format!("{mods:?}").contains("entangled"), "{mods:?}");
    // One move action left, at speed 3: four squares are too far.
    let ev = enc.submit(move_to("g", 1, 5));
    assert_eq!(
        rejection(&ev).unwrap(),
        "g cannot reach (1, 5) this turn",
        "{ev:?}"
    );
}

#[test]
fn an_entangled_caster_concentrates_against_15_plus_the_spell_level_or_loses_the_spell() {
    let units = [
        r#"(id: "h", side: "b", at: (5, 3), creature: "goblin_hexer", initiative: 20)"#,
        r#"(id: "m", side: "a", at: (1, 3), creature: "human_sorcerer", initiative: 10)"#,
    ];
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    // Entangle on the sorcerer (cube 4 from (0, 2)): its Reflex 1 (+1 +Dex 2 = 4) fails against 13.
    enc.force_rolls([1]);
    let ev = enc.submit(cast_at("h", "entangle", 0, 2));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    enc.submit(end_turn("h"));
    // Acid arrow (level 2), DC 17: Magic Knowledge 9 + 8 = 17 reaches it; then d100 50, touch
    // attack 15, 2d4 = 1 + 1.
    enc.force_rolls([9, 50, 15, 1, 1]);
    let ev = enc.submit(cast_on("m", "acid_arrow", "h", false));
    assert_eq!(concentration(&ev), [("entangled".into(), 9, 17, 17, true)]);
    assert_eq!(damage_to(&ev), [("h".into(), 2)]);
    enc.submit(end_turn("m"));
    enc.submit(end_turn("h"));
    // An 8 (16) loses the next one.
    enc.force_rolls([8]);
    let ev = enc.submit(cast_on("m", "acid_arrow", "h", false));
    assert_eq!(concentration(&ev), [("entangled".into(), 8, 16, 17, false)]);
    assert!(damage_to(&ev).is_empty());
}

#[test]
fn a_caster_cancels_its_own_spell_with_a_standard_action_on_everyone_it_holds() {
    let units = [
        r#"(id: "h", side: "a", at: (0, 3), creature: "goblin_hexer", initiative: 20)"#,
        r#"(id: "g1", side: "b", at: (4, 3), creature: "goblin", initiative: 10)"#,
        r#"(id: "g2", side: "b", at: (5, 4), creature: "goblin", initiative: 9)"#,
    ];
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    enc.force_rolls([1, 1]);
    let ev = enc.submit(cast_at("h", "entangle", 3, 2));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    // Casting took the standard action: cancelling must wait for the hexer's next turn.
    let cancel = || Command::CancelSpell {
        unit: "h".into(),
        spell: "entangle".into(),
    };
    let ev = enc.submit(cancel());
    assert!(rejection(&ev).is_some());
    enc.submit(end_turn("h"));
    enc.submit(end_turn("g1"));
    enc.submit(end_turn("g2"));
    let ev = enc.submit(cancel());
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert!(ev.iter().any(|e| matches!(
        e,
        CombatEvent::Action { unit, action, cost: leyendas::rules::economy::ActionCost::Standard }
            if unit == "h" && action == "cancel entangle"
    )));
    let ended: Vec<&str> = ev
        .iter()
        .filter_map(|e| match e {
            CombatEvent::EffectEnds { unit, .. } => Some(unit.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(ended, ["g1", "g2"]);
    assert_eq!(aoo(&ev), 0);
    let g1 = enc.entity("g1").unwrap();
    assert_eq!(leyendas::combat::reads::effective_speed(enc.world(), g1), 6);
    // Nothing left to cancel; a spell of another caster cannot be cancelled either.
    enc.submit(end_turn("h"));
    let ev = enc.submit(Command::CancelSpell {
        unit: "g1".into(),
        spell: "entangle".into(),
    });
    assert_eq!(
        rejection(&ev).unwrap(),
        "g1 has no entangle of its own running"
    );
}

#[test]
fn an_attack_readied_against_casters_strikes_first_and_a_wound_calls_for_a_check() {
    let units = [
        r#"(id: "f", side: "b", at: (3, 3), creature: "human_fighter", initiative: 20)"#,
        r#"(id: "m", side: "a", at: (2, 3), creature: "human_sorcerer", initiative: 10)"#,
        r#"(id: "g", side: "b", at: (8, 3), creature: "goblin", initiative: 5)"#,
    ];
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    let ev = enc.submit(Command::Ready {
        unit: "f".into(),
        trigger: leyendas::combat::commands::ReadyTrigger::StartsToCast,
        weapon: None,
        then: None,
    });
    assert_eq!(rejection(&ev), None, "{ev:?}");
    enc.submit(end_turn("f"));
    // The sorcerer casts defensively, but the readied longsword comes first: 15 hits (no
    // critical), 1d8+3 = 2 + 3 = 5; then Magic Knowledge against 10 + 5 + 2 = 17: 9 + 8 keeps
    // it; the defensive check against 17 (acid arrow is level 2): 12 + 8 keeps it; d100 50,
    // touch 15 hits, 2d4 = 1 + 1.
    enc.force_rolls([15, 2, 9, 12, 50, 15, 1, 1]);
    let ev = enc.submit(cast_on("m", "acid_arrow", "g", true));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    let fired = ev
        .iter()
        .position(|e| matches!(e, CombatEvent::ReadyFires { unit, target } if unit == "f" && target == "m"))
        .expect("the readied attack fires");
    let cast = ev
        .iter()
        .position(|e| matches!(e, CombatEvent::Cast { .. }))
        .unwrap();
    assert!(cast < fired, "the cast is declared, then interrupted");
    assert_eq!(damage_to(&ev)[0], ("m".into(), 5));
    assert_eq!(
        concentration(&ev),
        [
            ("hurt while casting".into(), 9, 17, 17, true),
            ("casting defensively".into(), 12, 20, 17, true)
        ]
    );
    assert_eq!(damage_to(&ev)[1], ("g".into(), 2));
}

#[test]
fn the_action_bar_offers_readying_against_casters_only_when_a_foe_can_cast() {
    let labels = |units: &[&str]| bar_labels(units, "f");
    let fighter = r#"(id: "f", side: "a", at: (1, 1), creature: "human_fighter", initiative: 20)"#;
    let goblin = r#"(id: "g", side: "b", at: (8, 5), creature: "goblin", initiative: 10)"#;
    let hexer = r#"(id: "h", side: "b", at: (8, 3), creature: "goblin_hexer", initiative: 9)"#;
    let saint = r#"(id: "p", side: "a", at: (1, 3), creature: "human_saint", initiative: 8)"#;
    let entry = "Ready: foe starts to cast".to_string();
    assert!(
        !labels(&[fighter, goblin, saint]).contains(&entry),
        "an allied caster does not count"
    );
    assert!(labels(&[fighter, goblin, hexer]).contains(&entry));
}

fn dispel_checks(events: &[CombatEvent]) -> Vec<(String, u32, i32, i32, bool)> {
    events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::DispelCheck {
                spell,
                roll,
                total,
                dc,
                success,
                ..
            } => Some((spell.clone(), *roll, *total, *dc, *success)),
            _ => None,
        })
        .collect()
}

fn spells_on(enc: &leyendas::combat::Encounter, unit: &str) -> Vec<String> {
    let e = enc.entity(unit).unwrap();
    let mut out: Vec<String> = enc
        .world()
        .get::<leyendas::combat::SpellEffects>(e)
        .map(|s| s.0.iter().map(|a| a.spell.clone()).collect())
        .unwrap_or_default();
    out.dedup();
    out
}

#[test]
fn a_silenced_caster_cannot_cast_a_spell_with_a_verbal_component() {
    let units = [
        r#"(id: "h", side: "b", at: (6, 3), creature: "goblin_hexer", initiative: 20)"#,
        r#"(id: "m", side: "a", at: (1, 3), creature: "human_sorcerer", initiative: 10)"#,
    ];
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    // Silence (level 2), sphere 2 on the corner (2, 4): squares (0..=3, 2..=5). DC 10 + 2 + Wis 2
    // = 14; the sorcerer's Will 4 + Wis 1 with a 2 is 7.
    enc.force_rolls([2]);
    let ev = enc.submit(cast_at("h", "silence", 2, 4));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(saves(&ev), [("m".into(), 2, 7, 14, false)]);
    enc.submit(end_turn("h"));
    let ev = enc.submit(cast_on("m", "ray_of_frost", "h", false));
    assert_eq!(
        rejection(&ev).unwrap(),
        "m cannot cast ray_of_frost: it is silenced and its verbal component must be spoken"
    );
    // The action bar greys every spell out with the same reason.
    let m = enc.entity("m").unwrap();
    let bar = leyendas::ui::actions::bar_entries(enc.world(), m, &Default::default());
    let ray = bar
        .iter()
        .find(|e| e.label.starts_with("Ray of frost"))
        .unwrap();
    assert_eq!(
        ray.why_not.as_deref(),
        Some("it is silenced and its verbal component must be spoken")
    );
    // A spell with no verbal component still works: a modder's silent ray.
    {
        let world = enc.world_mut();
        let mut casting = world.get_mut::<leyendas::combat::Spellcasting>(m).unwrap();
        let mut silent = casting.known("ray_of_frost").unwrap().clone();
        silent.spell.id = "silent_ray".into();
        silent
            .spell
            .components
            .retain(|c| *c != leyendas::level::spells::Component::V);
        casting.spells.push(silent);
    }
    // d100 50 (no arcane failure), touch attack 20, Magic Knowledge 10 + 8 past magic
    // resistance 12, 1d3 = 2.
    enc.force_rolls([50, 20, 10, 2]);
    let ev = enc.submit(cast_on("m", "silent_ray", "h", false));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(damage_to(&ev), [("h".into(), 2)]);
}

#[test]
fn dispel_magic_checks_each_foe_spell_on_an_ally_and_leaves_friendly_ones() {
    let units = [
        r#"(id: "h", side: "b", at: (9, 6), creature: "goblin_hexer", initiative: 20)"#,
        r#"(id: "s1", side: "a", at: (4, 1), creature: "human_saint", initiative: 15)"#,
        r#"(id: "s2", side: "a", at: (0, 6), creature: "human_saint", initiative: 14)"#,
        r#"(id: "f", side: "a", at: (4, 2), creature: "human_fighter", initiative: 5)"#,
    ];
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    // The hexer entangles the fighter (Reflex fails on a 1) ...
    enc.force_rolls([1]);
    let ev = enc.submit(cast_at("h", "entangle", 3, 2));
    assert_eq!(area_units(&ev).unwrap().1, ["f"]);
    enc.submit(end_turn("h"));
    // ... one saint shields it (a touch on an ally: no roll) ...
    let ev = enc.submit(cast_on("s1", "shield_of_faith", "f", false));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    enc.submit(end_turn("s1"));
    assert_eq!(spells_on(&enc, "f"), ["entangle", "shield_of_faith"]);
    // ... and the other dispels: d20 + caster level 3 against 11 + the hexer's level 2. A 10
    // reaches 13. The friendly shield is not tried.
    enc.force_rolls([10]);
    let ev = enc.submit(cast_on("s2", "dispel_magic", "f", false));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(dispel_checks(&ev), [("entangle".into(), 10, 13, 13, true)]);
    assert_eq!(spells_on(&enc, "f"), ["shield_of_faith"]);
    let f = enc.entity("f").unwrap();
    assert!(
        !leyendas::combat::reads::conditions_of(enc.world(), f)
            .contains(leyendas::level::spells::ConditionId::Entangled)
    );
}

#[test]
fn dispel_magic_on_a_foe_tries_its_friends_spells_and_a_low_roll_leaves_them() {
    let units = [
        r#"(id: "h", side: "b", at: (6, 3), creature: "goblin_hexer", initiative: 20)"#,
        r#"(id: "s", side: "a", at: (1, 3), creature: "human_saint", initiative: 15)"#,
    ];
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    let ev = enc.submit(Command::Cast {
        unit: "h".into(),
        spell: "barkskin".into(),
        target: None,
        at: None,
        facing: None,
        defensively: false,
    });
    assert_eq!(rejection(&ev), None, "{ev:?}");
    enc.submit(end_turn("h"));
    // A 9 makes 12, one short of 13: barkskin holds.
    enc.force_rolls([9]);
    let ev = enc.submit(cast_on("s", "dispel_magic", "h", false));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(dispel_checks(&ev), [("barkskin".into(), 9, 12, 13, false)]);
    assert_eq!(spells_on(&enc, "h"), ["barkskin"]);
}

fn channeling(events: &[CombatEvent]) -> Vec<String> {
    events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::ChannelingStarts { unit, turns, .. } => {
                Some(format!("{unit} starts, {turns} to go"))
            }
            CombatEvent::ChannelingContinues {
                unit, turns_left, ..
            } => Some(format!("{unit} keeps on, {turns_left} to go")),
            CombatEvent::ChannelingLost { unit, why, .. } => {
                Some(format!("{unit} loses it: {why}"))
            }
            _ => None,
        })
        .collect()
}

#[test]
fn a_two_round_spell_takes_the_next_turn_too_and_lands_on_whoever_stayed_in_the_area() {
    let units = [
        r#"(id: "m", side: "a", at: (1, 3), creature: "human_sorcerer", initiative: 20)"#,
        r#"(id: "g1", side: "b", at: (6, 3), creature: "goblin", initiative: 15)"#,
        r#"(id: "g2", side: "b", at: (7, 4), creature: "goblin", initiative: 10)"#,
    ];
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    // Firestorm: casting time 2 rounds, sphere 3 on the corner (7, 4); both goblins stand in it.
    let ev = enc.submit(cast_at("m", "firestorm", 7, 4));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(channeling(&ev), ["m starts, 1 to go"]);
    assert!(damage_to(&ev).is_empty(), "nothing lands yet");
    assert_eq!(
        enc.current_unit().as_deref(),
        Some("g1"),
        "the cast took m's turn"
    );
    // One goblin gets out of the area; the other stays.
    let ev = enc.submit(move_to("g1", 6, 0));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    enc.submit(end_turn("g1"));
    // m's next turn goes to the spell: d100 50 (no arcane failure), g2's Reflex 1 fails against
    // DC 16, 8d6 all ones = 8. Then the turn passes on by itself.
    enc.force_rolls([50, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    let ev = enc.submit(end_turn("g2"));
    assert_eq!(channeling(&ev), ["m keeps on, 0 to go"]);
    assert_eq!(area_units(&ev).unwrap().1, ["g2"]);
    assert_eq!(damage_to(&ev), [("g2".into(), 8)]);
    assert_eq!(enc.current_unit().as_deref(), Some("g1"));
    let m = enc.entity("m").unwrap();
    assert!(enc.world().get::<leyendas::combat::Channeling>(m).is_none());
}

#[test]
fn a_wound_while_keeping_a_spell_up_calls_for_a_check_and_a_failure_loses_it() {
    let units = [
        r#"(id: "m", side: "a", at: (1, 3), creature: "human_sorcerer", initiative: 20)"#,
        r#"(id: "g1", side: "b", at: (4, 3), creature: "goblin", initiative: 15)"#,
    ];
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    let ev = enc.submit(cast_at("m", "firestorm", 7, 4));
    assert_eq!(channeling(&ev), ["m starts, 1 to go"]);
    let m = enc.entity("m").unwrap();
    let panel = leyendas::ui::hud::describe_unit(enc.world(), m);
    assert!(panel.contains("Casting Firestorm"), "{panel}");
    enc.submit(move_to("g1", 2, 3));
    // The goblin hits (18) for 1d6 = 3; keeping the spell up needs 10 + 3 + 3 = 16, and 7 + 8
    // is 15.
    enc.force_rolls([18, 3, 7]);
    let ev = enc.submit(attack("g1", "m"));
    assert_eq!(damage_to(&ev), [("m".into(), 3)]);
    assert_eq!(
        concentration(&ev),
        [("hurt while keeping a spell up".into(), 7, 15, 16, false)]
    );
    assert_eq!(channeling(&ev), ["m loses it: its concentration broke"]);
    // m's next turn is its own again.
    enc.submit(end_turn("g1"));
    assert_eq!(enc.current_unit().as_deref(), Some("m"));
}

#[test]
fn a_cone_or_line_can_be_aimed_by_facing_and_other_spells_refuse_one() {
    let units = [
        r#"(id: "m", side: "a", at: (4, 3), creature: "human_sorcerer", initiative: 20)"#,
        r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", initiative: 10)"#,
    ];
    let by_facing = |spell: &str, facing| Command::Cast {
        unit: "m".into(),
        spell: spell.into(),
        target: None,
        at: None,
        facing: Some(facing),
        defensively: false,
    };
    // Burning hands facing north-east covers the same squares as the diagonal cone template.
    let (mut enc, _) = fight(&OPEN, &units, &[50]);
    let ev = enc.submit(by_facing("burning_hands", Facing::NE));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    let mut squares = area_units(&ev).unwrap().0;
    let mut expected = cone(Pos::new(4, 3), Facing::NE, 3);
    expected.retain(|p| p.y >= 0);
    squares.sort();
    expected.sort();
    assert_eq!(squares, expected);
    // A line facing south runs straight down the column to the board's edge.
    let (mut enc, _) = fight(&OPEN, &units, &[50]);
    let ev = enc.submit(by_facing("lightning_bolt", Facing::S));
    assert_eq!(
        area_units(&ev).unwrap().0,
        [Pos::new(4, 4), Pos::new(4, 5), Pos::new(4, 6)]
    );
    // A sphere has no facing.
    let ev = enc.submit(by_facing("fireball", Facing::E));
    assert_eq!(
        rejection(&ev).unwrap(),
        "m cannot cast fireball: a facing only aims cones and lines"
    );
}

#[test]
fn the_action_bar_groups_a_sorcerer_s_actions_and_each_spell_shows_its_icon_and_uses_left() {
    use leyendas::ui::actions::{BarAction, BarGroup, bar_entries, entry_icon};
    let units = [
        r#"(id: "m", side: "a", at: (1, 3), creature: "human_sorcerer", initiative: 20)"#,
        r#"(id: "g", side: "b", at: (5, 3), creature: "goblin", initiative: 15)"#,
    ];
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    let m = enc.entity("m").unwrap();
    let bar = bar_entries(enc.world(), m, &Default::default());
    let group = |action| BarGroup::of(action);
    assert_eq!(
        group(BarAction::Mode(leyendas::view::preview::BoardMode::Move)),
        BarGroup::Move
    );
    assert_eq!(group(BarAction::EndTurn), BarGroup::Turn);
    let spells: Vec<_> = bar
        .iter()
        .filter(|e| matches!(e.action, BarAction::Spell(_)))
        .collect();
    assert_eq!(spells.len(), 9);
    assert!(spells.iter().all(|e| group(e.action) == BarGroup::Magic));
    // Each entry's icon is a picture the game ships; a spell's is its own, with its uses left.
    let icons = leyendas::view::tokens::portraits_dir().unwrap();
    for e in &bar {
        let (icon, _) = entry_icon(enc.world(), m, e.action);
        assert!(icons.join(format!("{icon}.png")).is_file(), "{icon}");
    }
    let ray = spells[0].action;
    assert_eq!(
        entry_icon(enc.world(), m, ray),
        ("ice-bolt".to_string(), Some(5))
    );
    // d100 50 (no arcane failure), touch attack 20, then 1d3 = 2: one use gone.
    enc.force_rolls([50, 20, 2]);
    let ev = enc.submit(cast_on("m", "ray_of_frost", "g", false));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(entry_icon(enc.world(), m, ray).1, Some(4));
}

fn damage_detail(events: &[CombatEvent]) -> Vec<(String, i32, i32, bool)> {
    events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Damage {
                target,
                amount,
                reduced,
                doubled,
                ..
            } => Some((target.clone(), *amount, *reduced, *doubled)),
            _ => None,
        })
        .collect()
}

/// Seed 000, "Reducción al daño elemental" and "Vulnerable" (coverage rows 49–51): a creature may
/// resist several elements at once, each reduction applying to its own element only, and be
/// vulnerable to another, which doubles what gets through.
#[test]
fn a_creature_resisting_two_elements_and_vulnerable_to_a_third_takes_each_by_its_own_rule() {
    let units = [
        r#"(id: "m1", side: "a", at: (2, 3), creature: "human_sorcerer", initiative: 20)"#,
        r#"(id: "m2", side: "a", at: (2, 2), creature: "human_sorcerer", initiative: 19)"#,
        r#"(id: "m3", side: "a", at: (2, 4), creature: "human_sorcerer", initiative: 18)"#,
        r#"(id: "t", side: "b", at: (5, 3), initiative: 5, stats: (name: "Salamander", speed: 6,
            abilities: (str: 10, dex: 10, con: 14), hp: 40,
            resistances: (elemental: [(element: Fire, amount: 5), (element: Cold, amount: 2)],
                vulnerable: [Acid])))"#,
    ];
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    // Ray of frost: d100 50, touch 15 hits, 1d3 = 3 cold; cold 2 leaves 1.
    enc.force_rolls([50, 15, 3]);
    let ev = enc.submit(cast_on("m1", "ray_of_frost", "t", false));
    assert_eq!(damage_detail(&ev), [("t".into(), 1, 2, false)], "{ev:?}");
    enc.submit(end_turn("m1"));
    // Acid arrow: d100 50, touch 15, 2d4 = 2 + 3 acid; no reduction, and doubled: 10.
    enc.force_rolls([50, 15, 2, 3]);
    let ev = enc.submit(cast_on("m2", "acid_arrow", "t", false));
    assert_eq!(damage_detail(&ev), [("t".into(), 10, 0, true)], "{ev:?}");
    enc.submit(end_turn("m2"));
    // Burning hands: d100 50, Reflex 1 fails, 2d4 = 4 + 4 fire; fire 5 leaves 3.
    enc.force_rolls([50, 1, 4, 4]);
    let ev = enc.submit(cast_at("m3", "burning_hands", 6, 3));
    assert_eq!(damage_detail(&ev), [("t".into(), 3, 5, false)], "{ev:?}");
    assert_eq!(enc.health("t").unwrap().hp, 40 - 1 - 10 - 3);
}

/// Seed 000, "Duración: permanente" (coverage row 182): a permanent spell has no rounds to run
/// out; it lasts until something ends it, here a dispel.
#[test]
fn a_permanent_spell_outlasts_any_count_of_rounds_until_a_dispel_ends_it() {
    let mut data = data();
    let mark: leyendas::level::spells::Spell = ron::from_str(
        r#"(id: "mark_of_doom", name: "Mark of doom", school: Necromancy, level: 1,
            classes: [(class: "saint", rarity: Basic)], casting_time: Action(standard),
            components: [V], range: Squares(10), target: Creature, duration: Permanent,
            dispellable: true, magic_resistance: false,
            effects: [Bonus(to: Attack, kind: Morale, amount: -2)])"#,
    )
    .expect("the test spell parses");
    data.spells.insert(mark.id.clone(), mark);
    let units = [
        r#"(id: "c", side: "a", at: (1, 3), initiative: 20, stats: (name: "Doomsayer", speed: 6,
            abilities: (str: 10, dex: 10, con: 12, wis: 16), hp: 12,
            caster: (level: 3, ability: wis, magic_knowledge: 6,
                spells: [(spell: "mark_of_doom", per_day: 1)])))"#,
        r#"(id: "g", side: "b", at: (8, 3), creature: "goblin", initiative: 15)"#,
        r#"(id: "s", side: "b", at: (9, 6), creature: "human_saint", initiative: 10)"#,
    ];
    let level = match leyendas::level::load_level_str(
        std::path::Path::new("test.ron"),
        &level_src(&OPEN, &units, ""),
        &data,
    ) {
        Ok(l) => l,
        Err(d) => panic!("{d:?}"),
    };
    let mut enc = leyendas::combat::Encounter::new(&level, 1);
    enc.start();
    let ev = enc.submit(cast_on("c", "mark_of_doom", "g", false));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    // Fifty rounds pass; the goblin and the saint only wait.
    for _ in 0..50 {
        for unit in ["c", "g", "s"] {
            enc.submit(end_turn(unit));
        }
    }
    assert_eq!(spells_on(&enc, "g"), ["mark_of_doom"]);
    enc.submit(end_turn("c"));
    enc.submit(end_turn("g"));
    // The saint's dispel: d20 + its level 3 against 11 + the caster's level 3 (14); a 12 reaches 15.
    enc.force_rolls([12]);
    let ev = enc.submit(cast_on("s", "dispel_magic", "g", false));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(
        dispel_checks(&ev),
        [("mark_of_doom".into(), 12, 15, 14, true)]
    );
    assert!(spells_on(&enc, "g").is_empty());
}

/// Seed 000, "Acción veloz": a spell cast as a swift action goes beside the standard one. The
/// saint's guided blow (+2 divine to its attacks) and then its dagger; with its standard and move
/// actions spent, its turn waits while the swift action and a swift spell are left.
#[test]
fn a_swift_spell_goes_beside_the_turn_s_actions_and_keeps_the_turn_open_until_used() {
    let units = [
        r#"(id: "p", side: "a", at: (2, 3), creature: "human_saint", initiative: 20)"#,
        r#"(id: "g", side: "b", at: (3, 3), creature: "goblin", initiative: 10)"#,
    ];
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    let ev = enc.submit(cast_on("p", "guided_blow", "p", false));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert!(ev.iter().any(|e| matches!(
        e,
        CombatEvent::Action {
            cost: leyendas::rules::economy::ActionCost::Swift,
            ..
        }
    )));
    // The dagger: d20 10 + base 2 + Str 1 + divine 2 = 15.
    enc.force_rolls([10, 1]);
    let ev = enc.submit(attack("p", "g"));
    let total = ev.iter().find_map(|e| match e {
        CombatEvent::Attack { total, .. } => Some(*total),
        _ => None,
    });
    assert_eq!(total, Some(15), "{ev:?}");
    // (A second swift would take the move action: see the next test.)
    enc.submit(end_turn("p"));
    enc.submit(end_turn("g"));
    // A turn whose standard and move actions are spent (a step, total defense) stays open while
    // the swift spell is left ...
    let ev = enc.submit(Command::Step {
        unit: "p".into(),
        to: Pos::new(1, 3),
    });
    assert_eq!(rejection(&ev), None, "{ev:?}");
    let ev = enc.submit(Command::TotalDefense { unit: "p".into() });
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert!(
        !ev.iter().any(|e| matches!(e, CombatEvent::TurnEnd { .. })),
        "{ev:?}"
    );
    // ... and ends by itself once it is cast.
    let ev = enc.submit(cast_on("p", "guided_blow", "p", false));
    assert!(
        ev.iter()
            .any(|e| matches!(e, CombatEvent::TurnEnd { unit } if unit == "p")),
        "{ev:?}"
    );
}

/// Seed 000, "Acciones en un turno": a greater action may be traded for a lesser one. Its swift
/// action spent, the saint casts its guided blow again with its move action, and still attacks
/// with its standard one.
#[test]
fn a_second_swift_spell_takes_the_move_action_and_leaves_the_standard() {
    use leyendas::rules::economy::ActionCost;
    let units = [
        r#"(id: "p", side: "a", at: (2, 3), creature: "human_saint", initiative: 20)"#,
        r#"(id: "g", side: "b", at: (3, 3), creature: "goblin", initiative: 10)"#,
    ];
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    let budget = |enc: &leyendas::combat::Encounter| {
        enc.world().resource::<leyendas::combat::TurnState>().budget
    };
    enc.submit(cast_on("p", "guided_blow", "p", false));
    let ev = enc.submit(cast_on("p", "guided_blow", "p", false));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    let b = budget(&enc);
    assert!(b.standard && !b.move_action && !b.swift, "{b:?}");
    assert_eq!(b.check(ActionCost::Standard), Ok(()));
    enc.force_rolls([10, 1]);
    let ev = enc.submit(attack("p", "g"));
    assert_eq!(rejection(&ev), None, "{ev:?}");
}

/// Healing a stable creature that stays below 0 leaves it stable: a cure never starts the
/// dying again (seed 000 is silent; see the README's rules as played).
#[test]
fn a_stable_creature_healed_but_still_below_zero_stays_stable() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "s", side: "a", at: (2, 2), creature: "human_saint", initiative: 20)"#,
            r#"(id: "g", side: "a", at: (3, 2), creature: "goblin", hp: -5, initiative: 15)"#,
            r#"(id: "h", side: "b", at: (9, 6), creature: "goblin", initiative: 10)"#,
        ],
        // Placed at −5: DC 15. Fortitude 11 + 4 = 15, stable.
        &[11],
    );
    enc.submit(end_turn("s"));
    assert_eq!(enc.health("g").unwrap().state, HealthState::Stable);
    enc.submit(end_turn("h"));
    // Cure light wounds: 1d8 + 1 shows 2 + 1 = 3, from −5 to −2.
    enc.force_rolls([2]);
    let ev = enc.submit(cast_on("s", "cure_light_wounds", "g", false));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(enc.health("g").unwrap().hp, -2);
    assert_eq!(enc.health("g").unwrap().state, HealthState::Stable);
}

/// A dying goblin at −5 cured by 3 (1d8 + 1 shows 2 + 1) is at −2: still dying under seed 000,
/// which is silent; stable under seed 001's "Estable" (`rules: (healing_stabilises: true)`).
#[test]
fn a_dying_creature_cured_but_still_below_zero_is_stable_only_with_seed_001_s_switch() {
    let units = [
        r#"(id: "s", side: "a", at: (2, 2), creature: "human_saint", initiative: 20)"#,
        r#"(id: "g", side: "a", at: (3, 2), creature: "goblin", hp: -5, initiative: 15)"#,
        r#"(id: "h", side: "b", at: (9, 6), creature: "goblin", initiative: 10)"#,
    ];
    for (rules, after) in [
        ("", HealthState::Dying),
        ("healing_stabilises: true", HealthState::Stable),
        ("preset: Seed001", HealthState::Stable),
        (
            "preset: Seed001, healing_stabilises: false",
            HealthState::Dying,
        ),
    ] {
        let (mut enc, _) = common::fight_with_rules(&OPEN, &units, rules, &[]);
        assert_eq!(enc.health("g").unwrap().state, HealthState::Dying);
        enc.force_rolls([2]);
        let ev = enc.submit(cast_on("s", "cure_light_wounds", "g", false));
        assert_eq!(rejection(&ev), None, "{ev:?}");
        assert_eq!(enc.health("g").unwrap().hp, -2, "{rules}");
        assert_eq!(enc.health("g").unwrap().state, after, "{rules}");
    }
}

/// Seed 001, "Indefenso": a helpless creature's Dexterity counts as 0, on its Reflex save too.
/// A dying goblin (Dex 15, Reflex +0) caught by burning hands saves at 10 − 5 = 5 against DC 14.
#[test]
fn a_helpless_creature_s_reflex_save_counts_its_dexterity_as_zero() {
    let units = [
        r#"(id: "m", side: "a", at: (2, 3), creature: "human_sorcerer", initiative: 20)"#,
        r#"(id: "g", side: "b", at: (5, 3), creature: "goblin", hp: -2, initiative: 10)"#,
        r#"(id: "o", side: "b", at: (2, 6), creature: "orc", initiative: 9)"#,
    ];
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    enc.force_rolls([50, 10, 1, 1]);
    let ev = enc.submit(cast_at("m", "burning_hands", 6, 3));
    assert_eq!(saves(&ev), [("g".into(), 10, 5, 14, false)]);
}

fn ready_counterspell(unit: &str) -> Command {
    Command::Ready {
        unit: unit.into(),
        trigger: leyendas::combat::commands::ReadyTrigger::StartsToCast,
        weapon: None,
        then: Some(leyendas::combat::commands::ReadiedAction::Counterspell),
    }
}

fn countered(events: &[CombatEvent]) -> bool {
    events
        .iter()
        .any(|e| matches!(e, CombatEvent::Countered { .. }))
}

#[test]
fn a_readied_counterspell_identifies_the_spell_and_counters_it_with_the_same_spell() {
    // Two sorcerers (Magic Knowledge +8); acid arrow is level 2: identified on 17.
    let units = [
        r#"(id: "s", side: "b", at: (8, 3), creature: "human_sorcerer", initiative: 20)"#,
        r#"(id: "m", side: "a", at: (2, 3), creature: "human_sorcerer", initiative: 10)"#,
        r#"(id: "g", side: "b", at: (5, 3), creature: "goblin", initiative: 5)"#,
    ];
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    assert_eq!(rejection(&enc.submit(ready_counterspell("s"))), None);
    enc.submit(end_turn("s"));
    enc.force_rolls([9]);
    let ev = enc.submit(cast_on("m", "acid_arrow", "g", false));
    let identified = ev.iter().find_map(|e| match e {
        CombatEvent::Check {
            unit,
            total,
            dc,
            success,
            ..
        } if unit == "s" => Some((*total, *dc, *success)),
        _ => None,
    });
    assert_eq!(identified, Some((17, 17, true)), "{ev:?}");
    assert!(ev.contains(&CombatEvent::Cast {
        unit: "s".into(),
        spell: "acid_arrow".into(),
        uses_left: 1,
        defensively: false,
    }));
    assert!(countered(&ev));
    assert!(
        !ev.iter()
            .any(|e| matches!(e, CombatEvent::Attack { attacker, .. } if attacker == "m")),
        "the arrow never flies"
    );
    // Not identified (16 against 17): the spell goes on.
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    enc.submit(ready_counterspell("s"));
    enc.submit(end_turn("s"));
    enc.force_rolls([8]);
    let ev = enc.submit(cast_on("m", "acid_arrow", "g", false));
    assert!(!countered(&ev));
    assert!(
        ev.iter()
            .any(|e| matches!(e, CombatEvent::Attack { attacker, .. } if attacker == "m"))
    );
}

#[test]
fn a_counterspell_without_the_same_spell_dispels_it_on_a_dispel_check() {
    // The sorcerer knows dispel magic, not daze (level 0: identified on 15); the hexer is level
    // 2: the dispel check is d20 + 5 against 13.
    let data = data_with_sorcerer_knowing("dispel_magic");
    let units = [
        r#"(id: "s", side: "b", at: (5, 3), creature: "human_sorcerer", initiative: 20)"#,
        r#"(id: "h", side: "a", at: (2, 3), creature: "goblin_hexer", initiative: 10)"#,
    ];
    let level = load_with(&level_src(&OPEN, &units, ""), &data);
    let mut enc = leyendas::combat::Encounter::new(&level, 1);
    enc.start();
    assert_eq!(rejection(&enc.submit(ready_counterspell("s"))), None);
    enc.submit(end_turn("s"));
    enc.force_rolls([10, 8]);
    let ev = enc.submit(cast_on("h", "daze", "s", false));
    let dispel = ev.iter().find_map(|e| match e {
        CombatEvent::DispelCheck {
            total, dc, success, ..
        } => Some((*total, *dc, *success)),
        _ => None,
    });
    assert_eq!(dispel, Some((13, 13, true)), "{ev:?}");
    assert!(countered(&ev));
}

#[test]
fn a_counterspell_is_readied_only_for_a_casting_and_by_a_caster() {
    let units = [
        r#"(id: "s", side: "b", at: (8, 3), creature: "human_sorcerer", initiative: 20)"#,
        r#"(id: "f", side: "b", at: (7, 3), creature: "human_fighter", initiative: 15)"#,
        r#"(id: "m", side: "a", at: (2, 3), creature: "human_sorcerer", initiative: 10)"#,
    ];
    let (mut enc, _) = fight(&OPEN, &units, &[]);
    let ev = enc.submit(Command::Ready {
        unit: "s".into(),
        trigger: leyendas::combat::commands::ReadyTrigger::MovesAdjacent,
        weapon: None,
        then: Some(leyendas::combat::commands::ReadiedAction::Counterspell),
    });
    assert_eq!(
        rejection(&ev).as_deref(),
        Some("s: a counterspell waits for a foe starting to cast (trigger: StartsToCast)")
    );
    enc.submit(end_turn("s"));
    let ev = enc.submit(ready_counterspell("f"));
    assert_eq!(
        rejection(&ev).as_deref(),
        Some("f: it knows no spell to counter with")
    );
}
