//! Seed 001's combat maneuvers (`rules: (combat_maneuvers: true)`, "Maniobras de combate"): d20 +
//! CMB against CMD, an attack of opportunity from the target first, and what a trip, a disarm
//! and a bull rush do. Stat lines (assets/data): the fighter has BAB 3, Str 16, Dex 13: CMB +6,
//! CMD 17. The orc BAB 1, Str 17, Dex 11: CMB +4, CMD 14; its greataxe hits for 1d12 + 4. The
//! goblin (Small) BAB 1, Str 11, Dex 15: CMB 0, CMD 12.

mod common;

use common::*;
use leyendas::combat::commands::ManeuverKind;
use leyendas::combat::{CombatEvent, Command, Condition, Encounter};
use leyendas::rules::grid::Pos;

const MANEUVERS: &str = "combat_maneuvers: true";

fn maneuver(unit: &str, target: &str, kind: ManeuverKind) -> Command {
    Command::CombatManeuver {
        unit: unit.into(),
        target: target.into(),
        kind,
        follow: false,
        charge: false,
    }
}

/// `first` (initiative 20) at (3, 3) and `second` (10) at `at`, on `map`.
fn duel(map: &[&str], first: (&str, &str), second: (&str, &str, Pos)) -> Encounter {
    let units = [
        format!(
            r#"(id: "{}", side: "a", at: (3, 3), creature: "{}", initiative: 20)"#,
            first.0, first.1
        ),
        format!(
            r#"(id: "{}", side: "b", at: ({}, {}), creature: "{}", initiative: 10)"#,
            second.0, second.2.x, second.2.y, second.1
        ),
    ];
    let units: Vec<&str> = units.iter().map(String::as_str).collect();
    fight_with_rules(map, &units, MANEUVERS, &[]).0
}

fn fighter_beside_orc() -> Encounter {
    duel(&OPEN, ("f", "human_fighter"), ("o", "orc", Pos::new(4, 3)))
}

/// The maneuver's (cmb, total, cmd, success, by).
fn rolled(events: &[CombatEvent]) -> Option<(i32, i32, i32, bool, i32)> {
    events.iter().find_map(|e| match e {
        CombatEvent::Maneuver {
            cmb,
            total,
            cmd,
            success,
            by,
            ..
        } => Some((*cmb, *total, *cmd, *success, *by)),
        _ => None,
    })
}

fn laid(events: &[CombatEvent], condition: Condition) -> Vec<String> {
    events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Condition {
                unit,
                condition: c,
                active: true,
            } if *c == condition => Some(unit.clone()),
            _ => None,
        })
        .collect()
}

fn dropped(events: &[CombatEvent]) -> Vec<(String, String)> {
    events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Dropped { unit, thing, .. } => Some((unit.clone(), thing.clone())),
            _ => None,
        })
        .collect()
}

fn pushed(events: &[CombatEvent]) -> Vec<Pos> {
    events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Pushed { to, .. } => Some(*to),
            _ => None,
        })
        .collect()
}

#[test]
fn a_trip_that_meets_cmd_knocks_the_foe_prone_after_its_attack_of_opportunity() {
    let mut enc = fighter_beside_orc();
    // The orc's attack of opportunity: a natural 1 misses. Then 8 + 6 = 14 against CMD 14.
    enc.force_rolls([1, 8]);
    let ev = enc.submit(maneuver("f", "o", ManeuverKind::Trip));
    assert!(
        ev.iter()
            .any(|e| matches!(e, CombatEvent::Aoo { attacker, .. } if attacker == "o")),
        "{ev:?}"
    );
    assert_eq!(rolled(&ev), Some((6, 14, 14, true, 0)));
    assert_eq!(laid(&ev, Condition::Prone), ["o"]);
}

#[test]
fn damage_from_the_attack_of_opportunity_is_a_penalty_to_the_maneuver() {
    let mut enc = fighter_beside_orc();
    // 19 + 4 hits the fighter; the greataxe's 5 + 4 = 9 damage. Then 17 + 6 − 9 = 14.
    enc.force_rolls([19, 5, 17]);
    let ev = enc.submit(maneuver("f", "o", ManeuverKind::Trip));
    let modifiers = ev.iter().find_map(|e| match e {
        CombatEvent::Maneuver { modifiers, .. } => Some(modifiers.clone()),
        _ => None,
    });
    assert_eq!(
        modifiers.and_then(|m| m.get("attack of opportunity")),
        Some(-9)
    );
    assert_eq!(rolled(&ev), Some((-3, 14, 14, true, 0)));
}

#[test]
fn a_trip_that_falls_short_by_ten_knocks_the_tripper_prone() {
    let mut enc = duel(
        &OPEN,
        ("g", "goblin"),
        ("f", "human_fighter", Pos::new(4, 3)),
    );
    // The fighter's attack of opportunity misses on a 1; 5 + 0 against CMD 17: short by 12.
    enc.force_rolls([1, 5]);
    let ev = enc.submit(maneuver("g", "f", ManeuverKind::Trip));
    assert_eq!(rolled(&ev), Some((0, 5, 17, false, -12)));
    assert_eq!(laid(&ev, Condition::Prone), ["g"]);
}

#[test]
fn a_trip_that_falls_short_by_less_than_ten_changes_nothing() {
    let mut enc = fighter_beside_orc();
    enc.force_rolls([1, 2]);
    let ev = enc.submit(maneuver("f", "o", ManeuverKind::Trip));
    assert_eq!(rolled(&ev), Some((6, 8, 14, false, -6)));
    assert!(laid(&ev, Condition::Prone).is_empty());
    // A prone foe cannot be tripped again, but a standing one can be tried once more: the
    // maneuver was the turn's standard action, so the next is refused for the budget.
    let again = enc.submit(maneuver("f", "o", ManeuverKind::Trip));
    assert!(rejection(&again).is_some());
}

#[test]
fn a_helpless_foe_is_tripped_with_no_roll_to_beat() {
    let units = [
        r#"(id: "f", side: "a", at: (3, 3), creature: "human_fighter", initiative: 20)"#,
        r#"(id: "o", side: "b", at: (4, 3), creature: "orc", initiative: 10, hp: -2)"#,
        r#"(id: "o2", side: "b", at: (9, 6), creature: "orc", initiative: 5)"#,
    ];
    let (mut enc, _) = fight_with_rules(&OPEN, &units, MANEUVERS, &[]);
    // A dying orc makes no attack of opportunity; a natural 1 still succeeds.
    enc.force_rolls([1]);
    let ev = enc.submit(maneuver("f", "o", ManeuverKind::Trip));
    let automatic = ev.iter().any(|e| {
        matches!(
            e,
            CombatEvent::Maneuver {
                automatic: true,
                success: true,
                ..
            }
        )
    });
    assert!(automatic, "{ev:?}");
    assert_eq!(laid(&ev, Condition::Prone), ["o"]);
}

#[test]
fn a_stunned_foe_gives_plus_four_to_the_maneuver() {
    let mut data = data();
    data.creatures.get_mut("orc").expect("orc").conditions =
        vec![leyendas::level::spells::ConditionId::Stunned];
    let units = [
        r#"(id: "f", side: "a", at: (3, 3), creature: "human_fighter", initiative: 20)"#,
        r#"(id: "o", side: "b", at: (4, 3), creature: "orc", initiative: 10)"#,
    ];
    let mut enc = Encounter::new(&load_with(&level_src(&OPEN, &units, MANEUVERS), &data), 1);
    enc.start();
    // Stunned: no attack of opportunity, no Dex to CMD (0 here) and −2 to it: 10 + 1 + 3 − 2.
    enc.force_rolls([2]);
    let ev = enc.submit(maneuver("f", "o", ManeuverKind::Trip));
    assert_eq!(rolled(&ev), Some((10, 12, 12, true, 0)), "{ev:?}");
}

#[test]
fn a_disarm_drops_the_foe_s_weapon_at_its_feet() {
    let mut enc = fighter_beside_orc();
    enc.force_rolls([1, 8]);
    let ev = enc.submit(maneuver("f", "o", ManeuverKind::Disarm));
    assert_eq!(rolled(&ev), Some((6, 14, 14, true, 0)));
    assert_eq!(dropped(&ev), [("o".to_string(), "greataxe".to_string())]);
    let at = ev.iter().find_map(|e| match e {
        CombatEvent::Dropped { at, .. } => Some(*at),
        _ => None,
    });
    assert_eq!(at, Some(Pos::new(4, 3)));
}

#[test]
fn a_disarm_that_beats_cmd_by_ten_empties_both_hands() {
    let units = [
        r#"(id: "f", side: "a", at: (3, 3), creature: "human_fighter", initiative: 20)"#,
        r#"(id: "o", side: "b", at: (4, 3), creature: "orc", initiative: 10, weapons: ["shortsword", "dagger"], wield: ["shortsword", "dagger"])"#,
    ];
    let (mut enc, _) = fight_with_rules(&OPEN, &units, MANEUVERS, &[]);
    // 18 + 6 = 24 against 14.
    enc.force_rolls([1, 18]);
    let ev = enc.submit(maneuver("f", "o", ManeuverKind::Disarm));
    assert_eq!(rolled(&ev).map(|r| r.4), Some(10));
    assert_eq!(
        dropped(&ev),
        [
            ("o".to_string(), "shortsword".to_string()),
            ("o".to_string(), "dagger".to_string())
        ]
    );
}

#[test]
fn a_disarm_that_falls_short_by_ten_drops_the_unit_s_own_weapon() {
    let mut enc = duel(
        &OPEN,
        ("g", "goblin"),
        ("f", "human_fighter", Pos::new(4, 3)),
    );
    enc.force_rolls([1, 5]);
    let ev = enc.submit(maneuver("g", "f", ManeuverKind::Disarm));
    assert_eq!(rolled(&ev).map(|r| r.4), Some(-12));
    assert_eq!(dropped(&ev), [("g".to_string(), "shortsword".to_string())]);
}

#[test]
fn disarming_bare_handed_takes_minus_four_and_natural_weapons_cannot_be_taken() {
    let mut enc = duel(&OPEN, ("w", "wolf"), ("o", "orc", Pos::new(4, 3)));
    // The wolf: BAB 1, Str 13: CMB +2, −4 with no weapon in hand.
    enc.force_rolls([1, 10]);
    let ev = enc.submit(maneuver("w", "o", ManeuverKind::Disarm));
    assert_eq!(rolled(&ev).map(|r| (r.0, r.1)), Some((-2, 8)));
    let mut enc = duel(&OPEN, ("f", "human_fighter"), ("w", "wolf", Pos::new(4, 3)));
    let ev = enc.submit(maneuver("f", "w", ManeuverKind::Disarm));
    assert_eq!(
        rejection(&ev).as_deref(),
        Some("f: w holds no weapon that can be taken away")
    );
}

#[test]
fn a_bull_rush_pushes_a_square_and_one_more_for_every_five_it_beats_cmd_by() {
    let mut enc = fighter_beside_orc();
    // 18 + 6 = 24 against 14: by 10, three squares.
    enc.force_rolls([1, 18]);
    let ev = enc.submit(maneuver("f", "o", ManeuverKind::BullRush));
    assert_eq!(
        pushed(&ev),
        [Pos::new(5, 3), Pos::new(6, 3), Pos::new(7, 3)]
    );
    assert!(steps(&ev).is_empty(), "the unit stays without follow");
}

#[test]
fn a_bull_rush_stops_at_a_wall_and_the_follower_steps_after_the_foe() {
    let map = [
        "..........",
        "..........",
        "..........",
        "......#...",
        "..........",
        "..........",
        "..........",
    ];
    let mut enc = duel(&map, ("f", "human_fighter"), ("o", "orc", Pos::new(4, 3)));
    enc.force_rolls([1, 18]);
    let ev = enc.submit(Command::CombatManeuver {
        unit: "f".into(),
        target: "o".into(),
        kind: ManeuverKind::BullRush,
        follow: true,
        charge: false,
    });
    assert_eq!(pushed(&ev), [Pos::new(5, 3)]);
    let walked: Vec<Pos> = steps(&ev).into_iter().map(|(_, to, _)| to).collect();
    assert_eq!(walked, [Pos::new(4, 3)]);
}

#[test]
fn a_bull_rush_on_a_diagonal_pushes_along_it() {
    let mut enc = duel(&OPEN, ("f", "human_fighter"), ("o", "orc", Pos::new(4, 4)));
    enc.force_rolls([1, 13]);
    let ev = enc.submit(maneuver("f", "o", ManeuverKind::BullRush));
    assert_eq!(pushed(&ev), [Pos::new(5, 5), Pos::new(6, 6)]);
}

#[test]
fn maneuvers_are_refused_where_the_level_does_not_play_them_and_out_of_reach() {
    let units = [
        r#"(id: "f", side: "a", at: (3, 3), creature: "human_fighter", initiative: 20)"#,
        r#"(id: "o", side: "b", at: (4, 3), creature: "orc", initiative: 10)"#,
    ];
    let (mut enc, _) = fight_with_rules(&OPEN, &units, "", &[]);
    let ev = enc.submit(maneuver("f", "o", ManeuverKind::Trip));
    assert_eq!(
        rejection(&ev).as_deref(),
        Some(
            "f: combat maneuvers are a seed-001 rule this level does not play (its switch is combat_maneuvers)"
        )
    );
    let mut enc = duel(&OPEN, ("f", "human_fighter"), ("o", "orc", Pos::new(6, 3)));
    let ev = enc.submit(maneuver("f", "o", ManeuverKind::Trip));
    assert_eq!(
        rejection(&ev).as_deref(),
        Some("f: o is not within its melee reach")
    );
}

#[test]
fn the_log_says_the_maneuver_s_roll_with_its_terms_in_english_and_spanish() {
    use leyendas::i18n::Lang;
    let mut enc = fighter_beside_orc();
    enc.force_rolls([19, 5, 17]);
    let ev = enc.submit(maneuver("f", "o", ManeuverKind::Trip));
    let line = |lang| {
        ev.iter()
            .find(|e| matches!(e, CombatEvent::Maneuver { .. }))
            .map(|e| e.line(lang))
    };
    assert_eq!(
        line(Lang::En).as_deref(),
        Some(
            "f tries to trip o: d20 17 +3 BAB +3 Str -9 attack of opportunity = 14 vs CMD 14: success by 0"
        )
    );
    assert_eq!(
        line(Lang::Es).as_deref(),
        Some(
            "f intenta derribar a o: d20 17 +3 BAB +3 Fue -9 ataque de oportunidad = 14 contra DMC 14: éxito por 0"
        )
    );
    let mut enc = duel(&OPEN, ("f", "human_fighter"), ("o", "orc", Pos::new(4, 4)));
    enc.force_rolls([1, 13]);
    let ev = enc.submit(maneuver("f", "o", ManeuverKind::BullRush));
    let pushes: Vec<String> = ev
        .iter()
        .filter(|e| matches!(e, CombatEvent::Pushed { .. }))
        .map(|e| e.line(Lang::Es))
        .collect();
    assert_eq!(pushes[0], "f empuja a o de (4, 4) a (5, 5)");
}

/// The fighter beside an orc of 40 hit points, on data where the orc is that tough, with the
/// level's `rules`.
fn fighter_beside_a_tough_orc(rules: &str) -> Encounter {
    let mut data = data();
    data.creatures.get_mut("orc").expect("orc").hp = 40;
    let units = [
        r#"(id: "f", side: "a", at: (3, 3), creature: "human_fighter", initiative: 20)"#,
        r#"(id: "o", side: "b", at: (4, 3), creature: "orc", initiative: 10)"#,
    ];
    let mut enc = Encounter::new(&load_with(&level_src(&OPEN, &units, rules), &data), 1);
    enc.start();
    enc
}

#[test]
fn the_ai_disarms_a_tough_foe_whose_blows_its_own_barely_dent() {
    // A blow takes about a tenth of the orc's 40 hit points; a disarm, at 65 %, takes its
    // greataxe (1d12) away until it spends a move picking it up.
    let enc = fighter_beside_a_tough_orc(MANEUVERS);
    let chosen = leyendas::ai::decide(enc.world(), Default::default());
    assert_eq!(chosen, Some(maneuver("f", "o", ManeuverKind::Disarm)));
    let enc = fighter_beside_a_tough_orc("");
    let chosen = leyendas::ai::decide(enc.world(), Default::default());
    assert!(matches!(chosen, Some(Command::Attack { .. })), "{chosen:?}");
}

#[test]
fn the_forecast_chance_matches_ten_thousand_attempts_the_engine_rolls_within_two_points() {
    use leyendas::rulesets::core::maneuvers::numbers;
    // A stunned orc makes no attack of opportunity, so each attempt is the maneuver's roll alone.
    let mut data = data();
    data.creatures.get_mut("orc").expect("orc").conditions =
        vec![leyendas::level::spells::ConditionId::Stunned];
    let units = [
        r#"(id: "f", side: "a", at: (3, 3), creature: "goblin", initiative: 20)"#,
        r#"(id: "o", side: "b", at: (4, 3), creature: "orc", initiative: 10)"#,
    ];
    let level = load_with(&level_src(&OPEN, &units, MANEUVERS), &data);
    let forecast = |enc: &Encounter| {
        let world = enc.world();
        let e = |id| leyendas::combat::reads::entity_of(world, id).expect("unit");
        numbers::numbers(world, e("f"), e("o"), ManeuverKind::Trip).chance()
    };
    let mut first = Encounter::new(&level, 0);
    first.start();
    let chance = forecast(&first);
    let successes = (0..10_000u64)
        .filter(|&seed| {
            let mut enc = Encounter::new(&level, seed);
            enc.start();
            let ev = enc.submit(maneuver("f", "o", ManeuverKind::Trip));
            rolled(&ev).is_some_and(|r| r.3)
        })
        .count();
    let rolled = successes as f64 / 100.0;
    // The goblin's CMB 0 + 4 against CMD 10 + 1 + 3 − 2: an 8 or better, 65 %.
    assert_eq!(chance, 65);
    assert!(
        (rolled - f64::from(chance)).abs() <= 2.0,
        "forecast {chance} %, rolled {rolled} %"
    );
}

#[test]
fn the_bar_offers_the_maneuvers_only_where_the_level_plays_them() {
    let labels = |enc: &Encounter| -> Vec<String> {
        let e = enc.entity("f").expect("f");
        let bindings = leyendas::input::Bindings::default();
        leyendas::ui::actions::bar_entries(enc.world(), e, &bindings)
            .into_iter()
            .map(|entry| entry.label)
            .collect()
    };
    let maneuvers = ["Trip", "Disarm", "Bull rush", "Bull rush and follow"].map(String::from);
    let on = labels(&fighter_beside_orc());
    assert!(maneuvers.iter().all(|m| on.contains(m)), "{on:?}");
    let units = [
        r#"(id: "f", side: "a", at: (3, 3), creature: "human_fighter", initiative: 20)"#,
        r#"(id: "o", side: "b", at: (4, 3), creature: "orc", initiative: 10)"#,
    ];
    let (enc, _) = fight(&OPEN, &units, &[]);
    let off = labels(&enc);
    assert!(maneuvers.iter().all(|m| !off.contains(m)), "{off:?}");
}

fn feint(unit: &str, target: &str) -> Command {
    Command::Feint {
        unit: unit.into(),
        target: target.into(),
    }
}

/// The feint's (roll, modifiers total, dc, success).
fn feint_check(events: &[CombatEvent]) -> Option<(u32, i32, i32, bool)> {
    events.iter().find_map(|e| match e {
        CombatEvent::Check {
            roll,
            modifiers,
            dc,
            success,
            why,
            ..
        } if why == "feint" => Some((*roll, modifiers.total(), *dc, *success)),
        _ => None,
    })
}

#[test]
fn a_feint_takes_the_foe_s_dex_from_the_feinter_s_next_melee_blow_only() {
    // The goblin: BAB 1, Wis 9: DC 10; Defense 16 with its Dex +2. The fighter: Cha 8, −1.
    let mut enc = duel(
        &OPEN,
        ("f", "human_fighter"),
        ("g", "goblin", Pos::new(4, 3)),
    );
    enc.force_rolls([11]);
    let ev = enc.submit(feint("f", "g"));
    assert_eq!(feint_check(&ev), Some((11, -1, 10, true)));
    enc.submit(end_turn("f"));
    enc.submit(end_turn("g"));
    enc.force_rolls([2, 2]);
    let ev = enc.submit(attack("f", "g"));
    assert_eq!(defenses(&ev), [14]);
    enc.submit(end_turn("f"));
    enc.submit(end_turn("g"));
    enc.force_rolls([2]);
    let ev = enc.submit(attack("f", "g"));
    assert_eq!(defenses(&ev), [16], "spent by the first blow");
}

#[test]
fn a_feint_lapses_when_the_next_turn_passes_without_a_blow() {
    let mut enc = duel(
        &OPEN,
        ("f", "human_fighter"),
        ("g", "goblin", Pos::new(4, 3)),
    );
    enc.force_rolls([15]);
    enc.submit(feint("f", "g"));
    for unit in ["f", "g", "f", "g"] {
        enc.submit(end_turn(unit));
    }
    enc.force_rolls([2]);
    let ev = enc.submit(attack("f", "g"));
    assert_eq!(defenses(&ev), [16]);
}

#[test]
fn feinting_uses_bluff_and_sense_motive_when_the_sheets_give_them_and_is_harder_on_beasts() {
    let mut data = data();
    data.creatures
        .get_mut("human_fighter")
        .expect("fighter")
        .skills
        .bluff = Some(5);
    data.creatures
        .get_mut("orc")
        .expect("orc")
        .skills
        .sense_motive = Some(4);
    let units = [
        r#"(id: "f", side: "a", at: (3, 3), creature: "human_fighter", initiative: 20)"#,
        r#"(id: "o", side: "b", at: (4, 3), creature: "orc", initiative: 10)"#,
        r#"(id: "w", side: "b", at: (3, 4), creature: "wolf", initiative: 8)"#,
        r#"(id: "u", side: "b", at: (2, 3), creature: "ghost", initiative: 6)"#,
    ];
    let level = load_with(&level_src(&OPEN, &units, MANEUVERS), &data);
    let mut enc = Encounter::new(&level, 1);
    enc.start();
    // 10 + BAB 1 + Sense Motive 4 against Bluff +5.
    enc.force_rolls([10]);
    let ev = enc.submit(feint("f", "o"));
    assert_eq!(feint_check(&ev), Some((10, 5, 15, true)));
    let mut enc = Encounter::new(&level, 1);
    enc.start();
    // The wolf, Int 2: −8; 10 + 1 + Wis 1.
    enc.force_rolls([10]);
    let ev = enc.submit(feint("f", "w"));
    assert_eq!(feint_check(&ev), Some((10, -3, 12, false)));
    let mut enc = Encounter::new(&level, 1);
    enc.start();
    // The ghost, undead: −4; 10 + 3 + Wis 1.
    enc.force_rolls([10]);
    let ev = enc.submit(feint("f", "u"));
    assert_eq!(feint_check(&ev), Some((10, 1, 14, false)));
}

/// The sundering blows in `events`: (owner, item, blow, hardness, hit points left).
fn sundered(events: &[CombatEvent]) -> Vec<(String, String, i32, u32, u32)> {
    events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::ItemDamaged {
                unit,
                item,
                blow,
                hardness,
                hp,
                ..
            } => Some((unit.clone(), item.clone(), *blow, *hardness, *hp)),
            _ => None,
        })
        .collect()
}

#[test]
fn a_sunder_wears_the_foe_s_weapon_by_what_passes_its_hardness() {
    let mut enc = fighter_beside_orc();
    // The orc's blow misses (1); 8 + 6 = 14 against CMD 14; the longsword's d8 shows 8: 8 + 3 =
    // 11, less the steel greataxe's hardness 10, is 1 of its 20 hit points.
    enc.force_rolls([1, 8, 8]);
    let ev = enc.submit(maneuver("f", "o", ManeuverKind::Sunder));
    assert_eq!(rolled(&ev), Some((6, 14, 14, true, 0)));
    assert_eq!(sundered(&ev), [("o".into(), "greataxe".into(), 11, 10, 19)]);
    assert!(!ev.iter().any(|e| matches!(e, CombatEvent::Broken { .. })));
}

#[test]
fn a_sundered_weapon_breaks_at_half_its_hit_points_and_is_destroyed_at_none() {
    let mut data = data();
    data.weapons.get_mut("greatclub").expect("greatclub").hp = Some(12);
    let units = [
        r#"(id: "f", side: "a", at: (3, 3), creature: "human_fighter", initiative: 20)"#,
        r#"(id: "o", side: "b", at: (4, 3), creature: "orc", weapons: ["greatclub"], initiative: 10)"#,
    ];
    let level = load_with(&level_src(&OPEN, &units, MANEUVERS), &data);
    let mut enc = Encounter::new(&level, 1);
    enc.start();
    // 11 less the wooden club's hardness 5 is 6: 6 of 12 left, half, and it breaks.
    enc.force_rolls([1, 8, 8]);
    let ev = enc.submit(maneuver("f", "o", ManeuverKind::Sunder));
    assert_eq!(sundered(&ev), [("o".into(), "greatclub".into(), 11, 5, 6)]);
    assert!(
        ev.iter()
            .any(|e| matches!(e, CombatEvent::Broken { item, .. } if item == "greatclub"))
    );
    let o = enc.entity("o").unwrap();
    let club = |enc: &Encounter| {
        let gear = enc
            .world()
            .get::<leyendas::combat::components::Equipment>(o);
        gear.unwrap()
            .weapons
            .iter()
            .find(|w| w.id == "greatclub")
            .cloned()
    };
    assert!(club(&enc).is_some_and(|w| w.broken && w.threat == 20));
    enc.submit(end_turn("f"));
    enc.submit(end_turn("o"));
    // Another 6: none left, and the club is gone.
    enc.force_rolls([1, 8, 8]);
    let ev = enc.submit(maneuver("f", "o", ManeuverKind::Sunder));
    assert!(
        ev.iter()
            .any(|e| matches!(e, CombatEvent::Destroyed { item, .. } if item == "greatclub"))
    );
    assert!(club(&enc).is_none());
}

#[test]
fn a_foe_with_nothing_in_hand_has_its_armour_sundered_and_one_with_nothing_cannot_be() {
    let units = [
        r#"(id: "f", side: "a", at: (3, 3), creature: "human_fighter", initiative: 20)"#,
        r#"(id: "o", side: "b", at: (4, 3), creature: "orc", wield: [], initiative: 10)"#,
    ];
    let (mut enc, _) = fight_with_rules(&OPEN, &units, MANEUVERS, &[]);
    // Unarmed, the orc provokes nothing: 8 + 6 = 14; 8 + 3 = 11 less 10 on its scale mail's 25.
    enc.force_rolls([8, 8]);
    let ev = enc.submit(maneuver("f", "o", ManeuverKind::Sunder));
    assert_eq!(
        sundered(&ev),
        [("o".into(), "scale_mail".into(), 11, 10, 24)]
    );
    let units = [
        r#"(id: "f", side: "a", at: (3, 3), creature: "human_fighter", initiative: 20)"#,
        r#"(id: "w", side: "b", at: (4, 3), creature: "wolf", initiative: 10)"#,
    ];
    let (mut enc, _) = fight_with_rules(&OPEN, &units, MANEUVERS, &[]);
    let ev = enc.submit(maneuver("f", "w", ManeuverKind::Sunder));
    assert_eq!(
        rejection(&ev).as_deref(),
        Some("f: w holds and wears nothing that can be broken")
    );
}

fn at(enc: &Encounter, unit: &str) -> Pos {
    let e = enc.entity(unit).expect("unit");
    enc.world()
        .get::<leyendas::combat::components::Position>(e)
        .expect("position")
        .0
}

#[test]
fn an_overrun_goes_through_the_foe_and_beating_cmd_by_five_knocks_it_down() {
    for (roll, prone) in [(13, true), (8, false)] {
        let mut enc = fighter_beside_orc();
        // The orc's blow misses (1); 13 + 6 = 19 beats CMD 14 by 5, 8 + 6 = 14 by 0.
        enc.force_rolls([1, roll, 1]);
        let ev = enc.submit(maneuver("f", "o", ManeuverKind::Overrun));
        assert_eq!(rolled(&ev).map(|r| r.3), Some(true), "{ev:?}");
        assert_eq!(at(&enc, "f"), Pos::new(5, 3), "{ev:?}");
        assert_eq!(laid(&ev, Condition::Prone) == ["o"], prone, "{ev:?}");
    }
}

#[test]
fn an_overrun_short_by_five_knocks_the_unit_down_where_it_stands() {
    let mut enc = fighter_beside_orc();
    // 3 + 6 = 9 against 14.
    enc.force_rolls([1, 3]);
    let ev = enc.submit(maneuver("f", "o", ManeuverKind::Overrun));
    assert_eq!(rolled(&ev).map(|r| r.4), Some(-5));
    assert_eq!(laid(&ev, Condition::Prone), ["f"]);
    assert_eq!(at(&enc, "f"), Pos::new(3, 3));
}

#[test]
fn an_overrun_needs_the_square_beyond_the_foe_free() {
    let units = [
        r#"(id: "f", side: "a", at: (3, 3), creature: "human_fighter", initiative: 20)"#,
        r#"(id: "o", side: "b", at: (4, 3), creature: "orc", initiative: 10)"#,
        r#"(id: "g", side: "b", at: (5, 3), creature: "goblin", initiative: 5)"#,
    ];
    let (mut enc, _) = fight_with_rules(&OPEN, &units, MANEUVERS, &[]);
    let ev = enc.submit(maneuver("f", "o", ManeuverKind::Overrun));
    assert_eq!(
        rejection(&ev).as_deref(),
        Some("f: the square beyond the foe is not free")
    );
}

fn charge_to(kind: ManeuverKind) -> Command {
    Command::CombatManeuver {
        unit: "f".into(),
        target: "o".into(),
        kind,
        follow: false,
        charge: true,
    }
}

#[test]
fn a_trip_at_the_end_of_a_charge_takes_the_charge_s_two() {
    let mut enc = duel(&OPEN, ("f", "human_fighter"), ("o", "orc", Pos::new(7, 3)));
    // Three squares to (6, 3); the orc's blow misses (1); 6 + 6 + 2 = 14 meets CMD 14, where 12
    // alone would not.
    enc.force_rolls([1, 6]);
    let ev = enc.submit(charge_to(ManeuverKind::Trip));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(at(&enc, "f"), Pos::new(6, 3));
    assert_eq!(rolled(&ev), Some((8, 14, 14, true, 0)), "{ev:?}");
    let terms = ev.iter().find_map(|e| match e {
        CombatEvent::Maneuver { modifiers, .. } => Some(modifiers.clone()),
        _ => None,
    });
    assert_eq!(terms.and_then(|m| m.get("charge")), Some(2));
    assert_eq!(laid(&ev, Condition::Charging), ["f"]);
    assert_eq!(laid(&ev, Condition::Prone), ["o"]);
}

#[test]
fn a_charge_ends_only_in_a_trip_or_a_bull_rush() {
    let mut enc = duel(&OPEN, ("f", "human_fighter"), ("o", "orc", Pos::new(7, 3)));
    let ev = enc.submit(charge_to(ManeuverKind::Disarm));
    assert_eq!(
        rejection(&ev).as_deref(),
        Some("f: a charge may end in a trip or a bull rush (without following), no other maneuver")
    );
}
