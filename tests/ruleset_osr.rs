//! Seed 002, the OSR ruleset, played through the headless engine with forced dice: each test names
//! the rule and asserts the numbers it implies.

mod common;

use common::*;
use leyendas::combat::{CombatEvent, Command, Encounter, Equipment};
use leyendas::i18n::Lang;
use leyendas::rules::grid::Pos;
use leyendas::rules::health::HealthState;
use leyendas::rulesets::osr::{DefencePolicy, OsrGear, OsrTrack};

/// An OSR level: side `a` (PCs, played by hand) and side `b` (NPCs, the AI's), with `extra`
/// level fields (`surprise: …`, `osr: …`).
fn osr_src(map: &[&str], units: &[&str], extra: &str) -> String {
    let rows: Vec<String> = map.iter().map(|r| format!("\"{r}\"")).collect();
    format!(
        "Level(name: \"osr\", ruleset: Osr, {extra} map: [{}], sides: [(id: \"a\", name: \"A\", controller: Human), (id: \"b\", name: \"B\", controller: Ai)], units: [{}])",
        rows.join(", "),
        units.join(", ")
    )
}

fn osr_fight(units: &[&str], extra: &str, rolls: &[u32]) -> (Encounter, Vec<CombatEvent>) {
    let level = load(&osr_src(&OPEN, units, extra));
    let mut e = Encounter::new(&level, 1);
    e.force_rolls(rolls.iter().copied());
    let events = e.start();
    (e, events)
}

fn state(e: &Encounter, id: &str) -> HealthState {
    e.health(id).unwrap().state
}

/// The `strike` events: (attacker, natural kept, total, lands).
fn strikes(events: &[CombatEvent]) -> Vec<(String, Option<u32>, Option<i32>, bool)> {
    events
        .iter()
        .filter_map(|ev| match ev {
            CombatEvent::Strike {
                attacker,
                roll,
                lands,
                ..
            } => Some((
                attacker.clone(),
                roll.as_ref().map(|r| r.kept),
                roll.as_ref().map(|r| r.total),
                *lands,
            )),
            _ => None,
        })
        .collect()
}

/// The attacker's roll of the first `strike` that has one.
fn strike_roll(events: &[CombatEvent]) -> leyendas::rulesets::roll::Roll {
    events
        .iter()
        .find_map(|ev| match ev {
            CombatEvent::Strike { roll, .. } => roll.as_deref().cloned(),
            _ => None,
        })
        .expect("a strike with the attacker's roll")
}

/// The `reaction` events: (kind, faces, total, avoided).
fn reactions(events: &[CombatEvent]) -> Vec<(String, Vec<u32>, i32, bool)> {
    events
        .iter()
        .filter_map(|ev| match ev {
            CombatEvent::Reaction {
                kind,
                roll,
                avoided,
                ..
            } => Some((
                kind.name().to_string(),
                roll.faces.clone(),
                roll.total,
                *avoided,
            )),
            _ => None,
        })
        .collect()
}

fn first_aid(unit: &str, ally: &str) -> Command {
    Command::FirstAid {
        unit: unit.into(),
        ally: ally.into(),
    }
}

fn grapple(unit: &str, target: &str) -> Command {
    Command::Grapple {
        unit: unit.into(),
        target: target.into(),
    }
}

fn set_defence(unit: &str, policy: DefencePolicy) -> Command {
    Command::SetDefence {
        unit: unit.into(),
        policy,
    }
}

const FIGHTER: &str = r#"(id: "f", side: "a", at: (2, 2), creature: "fighter")"#;
const GOBLIN: &str = r#"(id: "g", side: "b", at: (3, 2), creature: "goblin")"#;

#[test]
fn a_pc_attack_is_a_strength_test_that_needs_twenty_one() {
    // Initiative: the fighter's 11+ passes with 11. Attack: 6 + Strength 15 = 21, a hit; the
    // longsword's 1d8 shows 4, and the goblin has no Blindaje: 5 − 4 = 1.
    let (mut e, _) = osr_fight(&[FIGHTER, GOBLIN], "", &[11, 6, 4]);
    let ev = e.submit(attack("f", "g"));
    assert_eq!(strikes(&ev), [("f".into(), Some(6), Some(21), true)]);
    assert_eq!(damage_amounts(&ev), [("g".into(), 4, 1)]);
    // 5 + 15 = 20 misses.
    let (mut e, _) = osr_fight(&[FIGHTER, GOBLIN], "", &[11, 5]);
    let ev = e.submit(attack("f", "g"));
    assert_eq!(strikes(&ev), [("f".into(), Some(5), Some(20), false)]);
    assert!(damage_amounts(&ev).is_empty());
}

#[test]
fn an_npc_never_rolls_against_a_pc_who_blocks_with_strength_and_wears_blindaje() {
    // The fighter fails initiative (3) and acts after the goblin. The goblin's strike has no roll;
    // the fighter blocks: 5 + 15 = 20, too slow. Scimitar 1d6 shows 6; chain 2 + shield 1 = 3
    // Blindaje: 3 damage, 14 → 11.
    let (mut e, _) = osr_fight(&[FIGHTER, GOBLIN], "", &[3, 5, 6]);
    assert_eq!(e.current_unit().as_deref(), Some("g"));
    let ev = e.submit(attack("g", "f"));
    assert_eq!(strikes(&ev), [("g".into(), None, None, true)]);
    assert_eq!(reactions(&ev), [("block".into(), vec![5], 20, false)]);
    assert_eq!(damage_amounts(&ev), [("f".into(), 3, 11)]);
    let reduced = ev.iter().find_map(|x| match x {
        CombatEvent::Damage { reduced, .. } => Some(*reduced),
        _ => None,
    });
    assert_eq!(reduced, Some(3));
}

#[test]
fn a_failed_dodge_leaves_the_shield_out_and_each_further_avoid_in_a_round_takes_one_more() {
    let goblins = [
        r#"(id: "g1", side: "b", at: (3, 2), creature: "goblin")"#,
        r#"(id: "g2", side: "b", at: (3, 3), creature: "goblin")"#,
        r#"(id: "g3", side: "b", at: (2, 3), creature: "goblin")"#,
    ];
    // The fighter wins initiative (15), sets Dodge and waits. Then: dodge 10 + Agility 11 = 21
    // (avoided); 11 + 11 − 1 = 21 (avoided); 10 + 11 − 2 = 19 fails: 1d6 shows 5, through chain
    // only (2): 3 damage.
    let mut units = vec![FIGHTER];
    units.extend(goblins);
    let (mut e, _) = osr_fight(&units, "", &[15, 10, 11, 10, 5]);
    let ev = e.submit(set_defence("f", DefencePolicy::Dodge));
    assert!(
        ev.iter()
            .any(|x| matches!(x, CombatEvent::DefenceSet { .. }))
    );
    e.submit(end_turn("f"));
    let mut seen = Vec::new();
    for g in ["g1", "g2", "g3"] {
        let ev = e.submit(attack(g, "f"));
        seen.extend(reactions(&ev));
        if g == "g3" {
            assert_eq!(damage_amounts(&ev), [("f".into(), 3, 11)]);
        }
        e.submit(end_turn(g));
    }
    assert_eq!(
        seen,
        [
            ("dodge".into(), vec![10], 21, true),
            ("dodge".into(), vec![11], 21, true),
            ("dodge".into(), vec![10], 19, false),
        ]
    );
    // The count starts again with the round.
    let f = e.entity("f").unwrap();
    assert_eq!(e.world().get::<OsrTrack>(f).unwrap().avoids_in(1), 3);
    assert_eq!(e.world().get::<OsrTrack>(f).unwrap().avoids_in(2), 0);
}

#[test]
fn blocking_with_nothing_in_hand_takes_minus_two_and_a_ranged_block_has_disadvantage() {
    // An archer (no shield) with no weapons blocks at −2: 12 + Strength 10 − 2 = 20, too slow;
    // the scimitar's 1 is stopped by its leather (1).
    let bare = r#"(id: "f", side: "a", at: (2, 2), creature: "archer", weapons: [])"#;
    let (mut e, _) = osr_fight(&[bare, GOBLIN], "", &[11, 12, 1]);
    e.submit(set_defence("f", DefencePolicy::Block));
    e.submit(end_turn("f"));
    let ev = e.submit(attack("g", "f"));
    assert_eq!(reactions(&ev), [("block".into(), vec![12], 20, false)]);
    let terms = ev.iter().find_map(|x| match x {
        CombatEvent::Reaction { roll, .. } => Some(roll.modifiers.clone()),
        _ => None,
    });
    assert!(
        terms
            .unwrap()
            .0
            .iter()
            .any(|m| m.source == "nothing to block with" && m.value == -2)
    );
    assert_eq!(damage_amounts(&ev), [("f".into(), 0, 10)]);
    // A goblin's bow at range: blocking it has disadvantage (18 and 4: 4 + 15 = 19, too slow;
    // 1d6 shows 2, all of it stopped by 3 Blindaje).
    let archer = r#"(id: "g", side: "b", at: (8, 2), creature: "goblin", wield: ["shortbow"])"#;
    let (mut e, _) = osr_fight(&[FIGHTER, archer], "", &[11, 18, 4, 2]);
    e.submit(set_defence("f", DefencePolicy::Block));
    e.submit(end_turn("f"));
    let ev = e.submit(attack("g", "f"));
    assert_eq!(reactions(&ev), [("block".into(), vec![18, 4], 19, false)]);
    assert_eq!(damage_amounts(&ev), [("f".into(), 0, 14)]);
}

#[test]
fn set_defence_is_the_units_own_choice_on_its_own_turn() {
    let (mut e, _) = osr_fight(&[FIGHTER, GOBLIN], "", &[3]);
    let ev = e.submit(set_defence("f", DefencePolicy::Dodge));
    assert!(rejection(&ev).is_some(), "not its turn");
    let f = e.entity("f").unwrap();
    assert_eq!(
        e.world().get::<DefencePolicy>(f),
        Some(&DefencePolicy::Auto)
    );
}

#[test]
fn a_natural_twenty_takes_the_maximum_when_it_kills_and_otherwise_doubles() {
    // Against a goblin (5 Salud): the longsword's maximum, 8.
    let (mut e, _) = osr_fight(&[FIGHTER, GOBLIN], "", &[11, 20]);
    let ev = e.submit(attack("f", "g"));
    assert!(
        ev.iter()
            .any(|x| matches!(x, CombatEvent::Critical { effect, .. } if effect == "maximum"))
    );
    assert_eq!(damage_amounts(&ev), [("g".into(), 8, -3)]);
    assert_eq!(state(&e, "g"), HealthState::Dead);
    // Against an ogre (30): double, 1d8 shows 3 → 6. The ogre is level 5, the fighter 2: −1.
    let ogre = r#"(id: "o", side: "b", at: (3, 2), creature: "ogre")"#;
    let (mut e, _) = osr_fight(&[FIGHTER, ogre], "", &[11, 20, 3]);
    let ev = e.submit(attack("f", "o"));
    assert_eq!(strike_roll(&ev).total, 20 + 15 - 1);
    assert!(
        ev.iter()
            .any(|x| matches!(x, CombatEvent::Critical { effect, .. } if effect == "double"))
    );
    assert_eq!(damage_amounts(&ev), [("o".into(), 6, 24)]);
}

#[test]
fn a_natural_one_to_attack_deals_nothing_and_wears_the_weapon() {
    // 1 on the attack: a fumble; the longsword's d8 usage die shows 2 and drops to d6.
    let (mut e, _) = osr_fight(&[FIGHTER, GOBLIN], "", &[11, 1, 2]);
    let ev = e.submit(attack("f", "g"));
    assert!(damage_amounts(&ev).is_empty());
    let usage: Vec<(u32, u32, u32)> = ev
        .iter()
        .filter_map(|x| match x {
            CombatEvent::Usage { die, roll, now, .. } => Some((*die, *roll, *now)),
            _ => None,
        })
        .collect();
    assert_eq!(usage, [(8, 2, 6)]);
    let f = e.entity("f").unwrap();
    let sword = e.world().get::<Equipment>(f).unwrap().weapons[0].clone();
    assert_eq!(sword.osr.unwrap().usage, Some(6));
}

#[test]
fn a_usage_die_of_four_that_rolls_low_breaks_the_weapon() {
    // The wand's usage die is a d4: a fumble and a 1 break it; it leaves the unit's hands.
    let mage =
        r#"(id: "f", side: "a", at: (2, 2), creature: "scout", weapons: ["wand_of_sparks"])"#;
    let far = r#"(id: "g", side: "b", at: (6, 2), creature: "goblin")"#;
    let (mut e, _) = osr_fight(&[mage, far], "", &[11, 1, 1]);
    let ev = e.submit(attack("f", "g"));
    assert!(
        ev.iter()
            .any(|x| matches!(x, CombatEvent::Usage { now: 0, .. }))
    );
    let f = e.entity("f").unwrap();
    assert!(e.world().get::<Equipment>(f).unwrap().weapons.is_empty());
}

#[test]
fn a_natural_one_to_avoid_doubles_the_damage_and_wears_armour_and_shield() {
    // Block 1: 1d6 shows 4, through 3 Blindaje: 1 suffered, doubled: 2 (the seed doubles the
    // damage suffered, what is left after Blindaje). Then chain (d8) shows 1 → d6 and the
    // shield (d8) shows 5 → holds.
    let (mut e, _) = osr_fight(&[FIGHTER, GOBLIN], "", &[3, 1, 4, 1, 5]);
    let ev = e.submit(attack("g", "f"));
    assert_eq!(damage_amounts(&ev), [("f".into(), 2, 12)]);
    assert!(ev.iter().any(|x| matches!(
        x,
        CombatEvent::Damage {
            multiplier: 1,
            reduced: 3,
            doubled_after_armour: true,
            ..
        }
    )));
    let usage: Vec<(String, u32, u32, u32)> = ev
        .iter()
        .filter_map(|x| match x {
            CombatEvent::Usage {
                item,
                die,
                roll,
                now,
                ..
            } => Some((item.clone(), *die, *roll, *now)),
            _ => None,
        })
        .collect();
    assert_eq!(
        usage,
        [("chain".into(), 8, 1, 6), ("shield".into(), 8, 5, 8)]
    );
    let f = e.entity("f").unwrap();
    assert_eq!(
        e.world()
            .get::<OsrGear>(f)
            .unwrap()
            .armour
            .as_ref()
            .unwrap()
            .usage,
        6
    );
}

#[test]
fn a_natural_twenty_to_avoid_makes_the_attacker_fumble_and_earns_a_lasting_reduction() {
    // Block 20: the goblin fumbles (its scimitar's d6 shows 2 → d4); the fighter rolls 1d4 = 3 of
    // reduction against it.
    let (mut e, _) = osr_fight(&[FIGHTER, GOBLIN], "", &[3, 20, 3, 2]);
    let ev = e.submit(attack("g", "f"));
    let effects: Vec<(String, Option<i32>)> = ev
        .iter()
        .filter_map(|x| match x {
            CombatEvent::Critical { effect, amount, .. } => Some((effect.clone(), *amount)),
            _ => None,
        })
        .collect();
    assert_eq!(
        effects,
        [("fumble".into(), None), ("reduction".into(), Some(3))]
    );
    let f = e.entity("f").unwrap();
    assert_eq!(e.world().get::<OsrTrack>(f).unwrap().reduction_from("g"), 3);
    // The fighter's turn, then round 2: it fails initiative again (3); the goblin's scimitar
    // (now a d4 of usage) strikes, the block fails (5 + 15 = 20), 1d6 shows 6: 3 less for the
    // reduction, 3 through 3 Blindaje: nothing.
    e.submit(end_turn("g"));
    e.force_rolls([3, 5, 6]);
    e.submit(end_turn("f"));
    assert_eq!(e.current_unit().as_deref(), Some("g"));
    let ev = e.submit(attack("g", "f"));
    assert_eq!(reactions(&ev), [("block".into(), vec![5], 20, false)]);
    assert_eq!(damage_amounts(&ev), [("f".into(), 0, 14)]);
}

#[test]
fn an_npc_at_zero_dies_and_a_pc_at_zero_has_three_turns_before_it_dies() {
    // Goblin hit for 5: dead at once.
    let (mut e, _) = osr_fight(&[FIGHTER, GOBLIN], "", &[11, 10, 5]);
    e.submit(attack("f", "g"));
    assert_eq!(state(&e, "g"), HealthState::Dead);
    // A wounded fighter (1 Salud) fails a block and drops: dying, 3 turns.
    let hurt = r#"(id: "f", side: "a", at: (2, 2), creature: "fighter", hp: 1)"#;
    let other = r#"(id: "h", side: "a", at: (0, 0), creature: "archer")"#;
    let far = r#"(id: "g", side: "b", at: (3, 2), creature: "goblin")"#;
    // Initiative: f fails (3), h fails (3). Goblin: block 2 fails, 1d6 shows 6: 6 − 3 = 3.
    let (mut e, _) = osr_fight(
        &[hurt, other, far],
        "osr: (reroll_initiative: false),",
        &[3, 3, 2, 6],
    );
    let ev = e.submit(attack("g", "f"));
    assert_eq!(state(&e, "f"), HealthState::Dying);
    assert!(
        ev.iter()
            .any(|x| matches!(x, CombatEvent::Dying { turns_left: 3, .. }))
    );
    // Its turns count down: 2, 1, 0, then it dies as its 4th turn begins.
    let mut left = Vec::new();
    for _ in 0..4 {
        let ev = e.submit(end_turn("g"));
        left.extend(ev.iter().filter_map(|x| match x {
            CombatEvent::Dying { turns_left, .. } => Some(*turns_left),
            _ => None,
        }));
        if e.current_unit().as_deref() == Some("h") {
            e.submit(end_turn("h"));
        }
    }
    assert_eq!(left, [2, 1, 0]);
    assert_eq!(state(&e, "f"), HealthState::Dead);
}

#[test]
fn a_helpless_target_is_hit_with_no_roll_for_the_maximum_through_no_blindaje() {
    // A dying PC is helpless: the goblin's strike needs no roll, and any hit kills.
    let hurt = r#"(id: "f", side: "a", at: (2, 2), creature: "fighter", hp: 1)"#;
    let other = r#"(id: "h", side: "a", at: (0, 0), creature: "archer")"#;
    let (mut e, _) = osr_fight(
        &[hurt, other, GOBLIN],
        "osr: (reroll_initiative: false),",
        &[3, 3, 2, 6],
    );
    e.submit(attack("g", "f"));
    assert_eq!(state(&e, "f"), HealthState::Dying);
    e.submit(end_turn("g"));
    e.submit(end_turn("h"));
    // f's countdown turn passed; the goblin again.
    let ev = e.submit(attack("g", "f"));
    let auto = ev.iter().find_map(|x| match x {
        CombatEvent::Strike { auto, .. } => auto.as_ref().map(|a| a.in_lang(Lang::En)),
        _ => None,
    });
    assert_eq!(auto.as_deref(), Some("the target is helpless"));
    assert!(reactions(&ev).is_empty());
    // The scimitar's maximum, 6, through no Blindaje.
    assert_eq!(damage_amounts(&ev)[0].1, 6);
    assert_eq!(state(&e, "f"), HealthState::Dead);
}

#[test]
fn initiative_is_by_side_every_round_pcs_who_pass_then_npcs_then_pcs_who_fail() {
    let units = [
        r#"(id: "p1", side: "a", at: (0, 0), creature: "fighter")"#,
        r#"(id: "p2", side: "a", at: (0, 2), creature: "archer")"#,
        r#"(id: "n1", side: "b", at: (9, 0), creature: "goblin")"#,
        r#"(id: "n2", side: "b", at: (9, 2), creature: "goblin")"#,
    ];
    // p1 rolls 10 (fails), p2 rolls 11 (passes).
    let (mut e, ev) = osr_fight(&units, "", &[10, 11]);
    let order = ev.iter().find_map(|x| match x {
        CombatEvent::Order { units } => Some(units.clone()),
        _ => None,
    });
    assert_eq!(order.unwrap(), ["p2", "n1", "n2", "p1"]);
    // Round 2 rolls again: p1 passes (20), p2 fails (1).
    e.force_rolls([20, 1]);
    let mut orders = Vec::new();
    for u in ["p2", "n1", "n2", "p1"] {
        let ev = e.submit(end_turn(u));
        orders.extend(ev.iter().filter_map(|x| match x {
            CombatEvent::Order { units } => Some(units.clone()),
            _ => None,
        }));
    }
    assert_eq!(orders, [vec!["p1", "n1", "n2", "p2"]]);
}

#[test]
fn an_ambush_needs_the_leaders_fourteen_or_eight_prepared_and_the_wary_give_disadvantage() {
    let units = [
        r#"(id: "p", side: "a", at: (0, 0), creature: "fighter")"#,
        r#"(id: "n1", side: "b", at: (9, 0), creature: "goblin")"#,
        r#"(id: "n2", side: "b", at: (9, 2), creature: "goblin_boss", leader: true)"#,
    ];
    let surprise = r#"surprise: (side: "b"),"#;
    // The boss rolls 14: round 0, only the goblins in the order.
    let (_, ev) = osr_fight(&units, surprise, &[14]);
    let test = ev.iter().find_map(|x| match x {
        CombatEvent::Test { unit, why, roll } if why == "surprise" => {
            Some((unit.clone(), roll.target, roll.success))
        }
        _ => None,
    });
    assert_eq!(test, Some(("n2".into(), 14, true)));
    assert!(ev.iter().any(|x| matches!(
        x,
        CombatEvent::Round {
            round: 0,
            surprise: true
        }
    )));
    let order = ev.iter().find_map(|x| match x {
        CombatEvent::Order { units } => Some(units.clone()),
        _ => None,
    });
    assert_eq!(order.unwrap(), ["n1", "n2"]);
    // 13 fails: round 1 at once, with the PC's initiative roll.
    let (_, ev) = osr_fight(&units, surprise, &[13, 11]);
    assert!(
        ev.iter()
            .any(|x| matches!(x, CombatEvent::Round { round: 1, .. }))
    );
    // Prepared: 8 is enough.
    let (_, ev) = osr_fight(&units, r#"surprise: (side: "b", prepared: true),"#, &[8]);
    assert!(
        ev.iter()
            .any(|x| matches!(x, CombatEvent::Round { round: 0, .. }))
    );
    // A warden (hard to surprise) among the PCs: two dice, the worse kept (18 and 9: 9 fails).
    let wary = [
        r#"(id: "p", side: "a", at: (0, 0), creature: "warden")"#,
        units[1],
        units[2],
    ];
    let (_, ev) = osr_fight(&wary, surprise, &[18, 9, 11]);
    let faces = ev.iter().find_map(|x| match x {
        CombatEvent::Test { why, roll, .. } if why == "surprise" => {
            Some((roll.faces.clone(), roll.kept, roll.success))
        }
        _ => None,
    });
    assert_eq!(faces, Some((vec![18, 9], 9, false)));
}

/// The fighter against a goblin boss (the leader, Moral 8) beside it, a goblin near and one far.
const BOSS_AND_TWO: [&str; 4] = [
    FIGHTER,
    r#"(id: "boss", side: "b", at: (3, 2), creature: "goblin_boss", leader: true)"#,
    r#"(id: "near", side: "b", at: (3, 1), creature: "goblin")"#,
    r#"(id: "far", side: "b", at: (9, 6), creature: "goblin")"#,
];

#[test]
fn a_side_whose_leader_falls_checks_morale_and_breaks_above_it() {
    // The boss (leader, Moral 8) dies to the fighter's crit. At the round's end: 2d6 = 5 + 4 = 9
    // > 8: the goblin beside the fighter surrenders, the one away flees.
    let units = BOSS_AND_TWO;
    let (mut e, _) = osr_fight(&units, "", &[11, 20, 8, 5, 4]);
    let ev = e.submit(attack("f", "boss"));
    assert_eq!(state(&e, "boss"), HealthState::Dead, "{ev:?}");
    e.submit(end_turn("f"));
    e.submit(end_turn("near"));
    let ev = e.submit(end_turn("far"));
    let morale = ev.iter().find_map(|x| match x {
        CombatEvent::Morale {
            why,
            faces,
            total,
            morale,
            holds,
            ..
        } => Some((
            why.in_lang(Lang::En),
            faces.clone(),
            *total,
            *morale,
            *holds,
        )),
        _ => None,
    });
    assert_eq!(
        morale,
        Some(("its leader fell".into(), vec![5, 4], 9, 8, false))
    );
    assert_eq!(state(&e, "near"), HealthState::Surrendered);
    assert!(e.position("far").is_none(), "the far goblin fled the field");
    assert!(e.is_over());
}

#[test]
fn morale_holds_at_or_under_the_sides_moral() {
    let units = [
        FIGHTER,
        r#"(id: "boss", side: "b", at: (3, 2), creature: "goblin_boss", leader: true)"#,
        r#"(id: "far", side: "b", at: (9, 6), creature: "goblin")"#,
    ];
    // 2d6 = 4 + 4 = 8, not above 8: they hold and fight on.
    let (mut e, _) = osr_fight(&units, "", &[11, 20, 8, 4, 4]);
    e.submit(attack("f", "boss"));
    e.submit(end_turn("f"));
    let ev = e.submit(end_turn("far"));
    assert!(
        ev.iter()
            .any(|x| matches!(x, CombatEvent::Morale { holds: true, .. }))
    );
    assert!(e.position("far").is_some());
    assert!(!e.is_over());
}

#[test]
fn ranged_attacks_at_thirty_six_metres_or_point_blank_have_disadvantage() {
    let archer = r#"(id: "p", side: "a", at: (0, 0), creature: "archer")"#;
    // 18 squares away: two dice, the worse kept (17 and 3: 3 + 16 = 19, a miss).
    let map = ["...................."];
    let far = r#"(id: "g", side: "b", at: (18, 0), creature: "goblin")"#;
    let level = load(&osr_src(&map, &[archer, far], ""));
    let mut e = Encounter::new(&level, 1);
    e.force_rolls([11, 17, 3]);
    e.start();
    let ev = e.submit(attack("p", "g"));
    let roll = strike_roll(&ev);
    assert_eq!((roll.faces, roll.kept, roll.total), (vec![17, 3], 3, 19));
    // 17 squares: one die.
    let near = r#"(id: "g", side: "b", at: (17, 0), creature: "goblin")"#;
    let level = load(&osr_src(&map, &[archer, near], ""));
    let mut e = Encounter::new(&level, 1);
    e.force_rolls([11, 17, 3]);
    e.start();
    let ev = e.submit(attack("p", "g"));
    assert_eq!(strikes(&ev)[0].1, Some(17));
    // Point-blank, the goblin beside it: two dice again, 3 kept.
    let beside = r#"(id: "g", side: "b", at: (1, 0), creature: "goblin")"#;
    let level = load(&osr_src(&map, &[archer, beside], ""));
    let mut e = Encounter::new(&level, 1);
    e.force_rolls([11, 17, 3]);
    e.start();
    let ev = e.submit(attack("p", "g"));
    let roll = strike_roll(&ev);
    assert_eq!((roll.faces, roll.kept, roll.total), (vec![17, 3], 3, 19));
}

#[test]
fn an_npcs_attack_terms_turn_round_onto_the_pcs_roll_to_avoid() {
    // Violence, round 1: the goblin's +1 is the fighter's −1 to block, 6 + 15 − 1 = 20, too slow;
    // its damage takes the +1 too: 1d6 shows 6, + 1, through 3 Blindaje: 4, 14 → 10.
    let (mut e, _) = osr_fight(&[FIGHTER, GOBLIN], "osr: (violence: true),", &[3, 6, 6]);
    let ev = e.submit(attack("g", "f"));
    assert_eq!(reactions(&ev), [("block".into(), vec![6], 20, false)]);
    let avoid = ev.iter().find_map(|x| match x {
        CombatEvent::Reaction { roll, .. } => Some(roll.modifiers.clone()),
        _ => None,
    });
    assert!(
        avoid.is_some_and(|m| m.0.iter().any(|t| t.source == "violence" && t.value == -1)),
        "{ev:?}"
    );
    assert_eq!(damage_amounts(&ev), [("f".into(), 4, 10)]);
    // A bandit shoots its bow point-blank: its disadvantage is the fighter's advantage, and the
    // fighter dodges with two dice (3 and 12): 12 + 11 = 23.
    let bandit = r#"(id: "g", side: "b", at: (3, 2), creature: "bandit")"#;
    let (mut e, _) = osr_fight(&[FIGHTER, bandit], "", &[3, 3, 12]);
    let ev = e.submit(attack_with("g", "f", "shortbow"));
    assert!(rejection(&ev).is_none(), "{ev:?}");
    assert_eq!(reactions(&ev), [("dodge".into(), vec![3, 12], 23, true)]);
}

#[test]
fn two_light_weapons_give_plus_one_and_the_lower_damage_die() {
    // The scout holds a short sword (1d6) and a dagger (1d4): 4 + Strength 9 + 1 = 14… needs 21:
    // 11 + 9 + 1 = 21 hits, and the damage die is the dagger's d4.
    let scout = r#"(id: "p", side: "a", at: (2, 2), creature: "scout")"#;
    let (mut e, _) = osr_fight(&[scout, GOBLIN], "", &[11, 11, 4]);
    let ev = e.submit(attack("p", "g"));
    assert_eq!(strikes(&ev), [("p".into(), Some(11), Some(21), true)]);
    let dice = ev.iter().find_map(|x| match x {
        CombatEvent::Damage { dice, .. } => dice.clone(),
        _ => None,
    });
    assert_eq!(dice.as_deref(), Some("1d4"));
}

#[test]
fn penetration_lowers_blindaje_before_it_is_taken_off() {
    // An orc's battleaxe (1d8, penetration 1) against the fighter's 3 Blindaje: 7 − 2 = 5.
    let orc = r#"(id: "o", side: "b", at: (3, 2), creature: "orc")"#;
    let (mut e, _) = osr_fight(&[FIGHTER, orc], "", &[3, 2, 7]);
    let ev = e.submit(attack("o", "f"));
    assert_eq!(damage_amounts(&ev), [("f".into(), 5, 9)]);
}

#[test]
fn the_violence_level_adds_the_round_number_to_attacks_and_damage() {
    // Round 1: +1 to hit (5 + 15 + 1 = 21 hits) and +1 damage (1d8 shows 3: 4).
    let (mut e, _) = osr_fight(&[FIGHTER, GOBLIN], "osr: (violence: true),", &[11, 5, 3]);
    let ev = e.submit(attack("f", "g"));
    assert_eq!(strikes(&ev), [("f".into(), Some(5), Some(21), true)]);
    assert_eq!(damage_amounts(&ev), [("g".into(), 4, 1)]);
    // Round 2: +2 (4 + 15 + 2 = 21, where round 1's +1 would miss; 1d8 shows 1: 3).
    let (mut e, _) = osr_fight(&[FIGHTER, GOBLIN], "osr: (violence: true),", &[11]);
    e.submit(end_turn("f"));
    e.force_rolls([11, 4, 1]);
    e.submit(end_turn("g"));
    let ev = e.submit(attack("f", "g"));
    assert_eq!(strikes(&ev), [("f".into(), Some(4), Some(21), true)]);
    assert_eq!(damage_amounts(&ev), [("g".into(), 3, 2)]);
}

#[test]
fn nothing_provokes_and_core_only_commands_are_refused() {
    // Walking away from an adjacent goblin provokes nothing.
    let (mut e, _) = osr_fight(&[FIGHTER, GOBLIN], "", &[11]);
    let ev = e.submit(move_to("f", 0, 2));
    assert!(!ev.iter().any(|x| matches!(x, CombatEvent::Aoo { .. })));
    assert_eq!(e.position("f").map(|p| (p.x, p.y)), Some((0, 2)));
    let ev = e.submit(Command::Withdraw {
        unit: "f".into(),
        to: Some(leyendas::rules::grid::Pos { x: 0, y: 0 }),
        path: None,
    });
    assert_eq!(
        rejection(&ev).as_deref(),
        Some("Withdraw is not an action of the OSR rules")
    );
}

#[test]
fn the_ai_plays_osr_fights_to_the_end_with_no_refused_command() {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("levels/osr_01_first_blood.ron");
    let level = leyendas::level::load_level(&path, &data()).unwrap();
    for seed in 0..50 {
        let mut e = Encounter::new(&level, seed);
        e.start();
        let mut commands = 0;
        while !e.is_over() && commands < 2000 {
            let command = leyendas::ai::decide(e.world(), Default::default()).unwrap();
            let ev = e.submit(command);
            assert!(rejection(&ev).is_none(), "seed {seed}: {ev:?}");
            commands += 1;
        }
        assert!(e.is_over(), "seed {seed}: the fight ended");
    }
}

/// The forecast's hit chance against the share of 10,000 strikes that dealt damage (a `damage`
/// event: the strike landed and was not avoided), each from a fight of its own seed set up anew
/// in one world, as the simulator does.
fn forecast_against_strikes(src: &str, attacker: &str, target: &str) -> (f64, f64) {
    use leyendas::combat::engine::{resolve_into_log, submit};
    use leyendas::combat::reads::{entity_of, roster_entities};
    use leyendas::combat::{CombatLog, TurnState};
    let level = load(src);
    let runs = 10_000;
    let mut world = bevy::prelude::World::new();
    let (mut forecast, mut landed) = (None, 0);
    let run = |world: &mut bevy::prelude::World, command: Command| {
        let events = resolve_into_log(world, |res| submit(res, &command));
        world.resource::<CombatLog>().0[events].to_vec()
    };
    for seed in 0..runs {
        for e in roster_entities(&world) {
            world.despawn(e);
        }
        leyendas::combat::spawn::spawn_encounter(&mut world, &level, seed);
        resolve_into_log(&mut world, leyendas::combat::turn::start);
        let (a, t) = (
            entity_of(&world, attacker).unwrap(),
            entity_of(&world, target).unwrap(),
        );
        while world.resource::<TurnState>().current_unit() != Some(a) {
            let unit = leyendas::combat::reads::unit_id(
                &world,
                world.resource::<TurnState>().current_unit().unwrap(),
            );
            run(&mut world, end_turn(&unit));
        }
        if forecast.is_none() {
            let weapon = world
                .get::<Equipment>(a)
                .unwrap()
                .usable()
                .next()
                .unwrap()
                .clone();
            forecast = Some(leyendas::combat::attack::forecast(&world, a, t, &weapon).hit_chance);
        }
        let ev = run(&mut world, attack(attacker, target));
        assert!(rejection(&ev).is_none(), "{ev:?}");
        if ev.iter().any(|x| matches!(x, CombatEvent::Damage { .. })) {
            landed += 1;
        }
    }
    (forecast.unwrap(), f64::from(landed) / runs as f64)
}

#[test]
fn the_forecast_hit_chance_is_within_two_points_of_ten_thousand_strikes() {
    // A PC attacking (the fighter against a higher-level ogre), a PC defending (a goblin's
    // scimitar against the fighter's block or dodge), an NPC against an NPC (sides both NPCs).
    let ogre = r#"(id: "o", side: "b", at: (3, 2), creature: "ogre")"#;
    let pc_attacks = osr_src(&OPEN, &[FIGHTER, ogre], "");
    let pc_defends = osr_src(&OPEN, &[FIGHTER, GOBLIN], "");
    let npcs = osr_src(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), creature: "orc")"#,
            GOBLIN,
        ],
        "",
    )
    .replace("controller: Human)", "controller: Human, role: Npc)");
    for (what, src, attacker, target) in [
        ("a PC attacking", &pc_attacks, "f", "o"),
        ("a PC defending", &pc_defends, "g", "f"),
        ("an NPC against an NPC", &npcs, "f", "g"),
    ] {
        let (forecast, seen) = forecast_against_strikes(src, attacker, target);
        eprintln!("{what}: forecast {forecast:.4}, strikes {seen:.4}");
        assert!(
            (forecast - seen).abs() <= 0.02,
            "{what}: forecast {forecast:.3}, 10,000 strikes {seen:.3}"
        );
    }
}

fn attack_as(unit: &str, target: &str, manner: leyendas::rulesets::osr::AttackManner) -> Command {
    Command::Attack {
        unit: unit.into(),
        target: target.into(),
        weapon: None,
        manner: Some(manner),
    }
}

fn conditions_of(e: &Encounter, id: &str) -> Vec<leyendas::combat::Condition> {
    let unit = e.entity(id).unwrap();
    e.world()
        .get::<leyendas::combat::Conditions>(unit)
        .map(|c| c.0.iter().copied().collect())
        .unwrap_or_default()
}

#[test]
fn a_charge_takes_the_whole_turn_goes_twice_the_movement_by_any_path_and_leaves_the_charger_open() {
    use leyendas::combat::Condition;
    // The fighter (10 m: 5 squares) charges a goblin 9 squares away past rubble on the straight
    // line (no straight line needed, as seed 000's charge would); the attack: 6 + 15 = 21 hits,
    // the longsword shows 5.
    let map = ["..........", "..~~~~....", ".........."];
    let units = [
        r#"(id: "f", side: "a", at: (0, 1), creature: "fighter")"#,
        r#"(id: "g", side: "b", at: (9, 1), creature: "goblin")"#,
    ];
    let level = load(&osr_src(&map, &units, ""));
    let mut e = Encounter::new(&level, 1);
    e.force_rolls([11, 6, 5]);
    e.start();
    let ev = e.submit(Command::Charge {
        unit: "f".into(),
        target: "g".into(),
    });
    assert!(rejection(&ev).is_none(), "{ev:?}");
    assert_eq!(e.position("f").map(|p| p.x), Some(8));
    assert_eq!(damage_amounts(&ev), [("g".into(), 5, 0)]);
    assert!(conditions_of(&e, "f").contains(&Condition::Charging));
    // A charged PC avoids with disadvantage: two dice, the worse kept.
    let units = [
        FIGHTER,
        GOBLIN,
        r#"(id: "g2", side: "b", at: (9, 6), creature: "ogre")"#,
    ];
    let (mut e, _) = osr_fight(&units, "", &[11]);
    let ev = e.submit(Command::Charge {
        unit: "f".into(),
        target: "g2".into(),
    });
    assert!(rejection(&ev).is_none(), "{ev:?}");
    e.submit(end_turn("g"));
    e.force_rolls([15, 3, 1]);
    let ev = e.submit(attack("g2", "f"));
    // 3 + Strength 15 − 1 (the ogre is 3 levels above) = 17.
    assert_eq!(reactions(&ev), [("block".into(), vec![15, 3], 17, false)]);
    // Walking first uses part of the turn: no charge after it.
    let (mut e, _) = osr_fight(&[FIGHTER, GOBLIN, units[2]], "", &[11]);
    e.submit(move_to("f", 2, 3));
    let ev = e.submit(Command::Charge {
        unit: "f".into(),
        target: "g2".into(),
    });
    assert_eq!(
        rejection(&ev).as_deref(),
        Some("f: a charge takes the whole turn")
    );
}

#[test]
fn a_defensive_position_gives_advantage_to_avoid_until_the_next_turn() {
    use leyendas::combat::Condition;
    let (mut e, _) = osr_fight(&[FIGHTER, GOBLIN], "", &[11, 4, 16]);
    e.submit(Command::TotalDefense { unit: "f".into() });
    assert!(conditions_of(&e, "f").contains(&Condition::DefensivePosition));
    e.submit(end_turn("f"));
    let ev = e.submit(attack("g", "f"));
    // Block with advantage: 4 and 16, the 16 kept: 31.
    assert_eq!(reactions(&ev), [("block".into(), vec![4, 16], 31, true)]);
}

#[test]
fn fighting_defensively_is_minus_two_to_hit_and_plus_two_to_avoid() {
    use leyendas::rulesets::osr::AttackManner;
    // 8 + 15 − 2 = 21 hits; the sword's 3. Then the goblin: block 4 + 15 + 2 = 21, avoided.
    let (mut e, _) = osr_fight(&[FIGHTER, GOBLIN], "", &[11, 8, 3, 4]);
    let ev = e.submit(attack_as("f", "g", AttackManner::Defensive));
    assert_eq!(strikes(&ev), [("f".into(), Some(8), Some(21), true)]);
    e.submit(end_turn("f"));
    let ev = e.submit(attack("g", "f"));
    assert_eq!(reactions(&ev), [("block".into(), vec![4], 21, true)]);
}

#[test]
fn a_quick_attack_follows_a_melee_attack_with_disadvantage_and_potencia_minus_one() {
    use leyendas::rulesets::osr::AttackManner;
    let scout = r#"(id: "p", side: "a", at: (2, 2), creature: "scout")"#;
    let ogre = r#"(id: "o", side: "b", at: (3, 2), creature: "ogre")"#;
    // First: 12 + 9 + 1 (two light) − 1 (ogre's level) = 21, dagger 1d4 = 3. Quick: 19 and 13,
    // the 13 kept: 13 + 9 = 22 hits; 1d4 = 4 − 1 = 3.
    let (mut e, _) = osr_fight(&[scout, ogre], "", &[11, 12, 3, 19, 13, 4]);
    let ev = e.submit(attack_as("p", "o", AttackManner::Quick));
    assert_eq!(
        rejection(&ev).as_deref(),
        Some("p: a quick attack follows a melee attack")
    );
    e.submit(attack("p", "o"));
    let ev = e.submit(attack_as("p", "o", AttackManner::Quick));
    let roll = strike_roll(&ev);
    assert_eq!((roll.faces, roll.kept), (vec![19, 13], 13));
    assert_eq!(damage_amounts(&ev)[0].1, 3);
    // It used the walk: the turn is over.
    assert_eq!(e.current_unit().as_deref(), Some("o"));
}

#[test]
fn a_knock_out_blow_leaves_the_target_unconscious_not_dead() {
    use leyendas::rulesets::osr::AttackManner;
    let (mut e, _) = osr_fight(&[FIGHTER, GOBLIN], "", &[11, 10, 8]);
    e.submit(attack_as("f", "g", AttackManner::KnockOut));
    assert_eq!(state(&e, "g"), HealthState::Unconscious);
    assert!(e.is_over(), "an unconscious goblin fights no more");
}

#[test]
fn a_knocked_out_target_is_hit_with_no_roll_for_the_damage_rolled_not_the_maximum() {
    use leyendas::rulesets::osr::AttackManner;
    // The fighter knocks the goblin out (10 + 15 = 25; 1d8 shows 8). The archer beside it
    // needs no roll, and its longbow's 1d8 is rolled (2): seed 002 keeps the maximum through no
    // Blindaje for the helpless, not for the knocked out or the asleep.
    let archer = r#"(id: "h", side: "a", at: (2, 3), creature: "archer")"#;
    let other = r#"(id: "g2", side: "b", at: (9, 6), creature: "goblin")"#;
    let (mut e, _) = osr_fight(&[FIGHTER, archer, GOBLIN, other], "", &[11, 11, 10, 8]);
    e.submit(attack_as("f", "g", AttackManner::KnockOut));
    assert_eq!(state(&e, "g"), HealthState::Unconscious);
    e.submit(end_turn("f"));
    e.force_rolls([2]);
    let ev = e.submit(attack("h", "g"));
    assert_eq!(strikes(&ev), [("h".into(), None, None, true)]);
    assert!(ev.iter().any(|x| matches!(
        x,
        CombatEvent::Strike { auto: Some(why), .. } if why.in_lang(Lang::En) == "the target is knocked out"
    )));
    assert_eq!(damage_amounts(&ev).first().map(|d| d.1), Some(2));
}

#[test]
fn a_disarm_is_agility_at_minus_two_and_knocks_the_weapon_away() {
    use leyendas::rulesets::osr::AttackManner;
    // Agility 11 − 2: 12 → 21 succeeds; 1d2 = 2 squares, d8 = 3 (east): from (3, 2) to (5, 2).
    let (mut e, _) = osr_fight(&[FIGHTER, GOBLIN], "", &[11, 12, 2, 3]);
    let ev = e.submit(attack_as("f", "g", AttackManner::Disarm));
    let dropped = ev.iter().find_map(|x| match x {
        CombatEvent::Dropped { unit, thing, at } => {
            Some((unit.clone(), thing.clone(), (at.x, at.y)))
        }
        _ => None,
    });
    assert_eq!(dropped, Some(("g".into(), "scimitar".into(), (5, 2))));
    assert!(damage_amounts(&ev).is_empty());
    // A natural 1: the attacker loses its own.
    let (mut e, _) = osr_fight(&[FIGHTER, GOBLIN], "", &[11, 1, 1, 7]);
    let ev = e.submit(attack_as("f", "g", AttackManner::Disarm));
    let dropped = ev.iter().find_map(|x| match x {
        CombatEvent::Dropped { unit, thing, at } => {
            Some((unit.clone(), thing.clone(), (at.x, at.y)))
        }
        _ => None,
    });
    assert_eq!(dropped, Some(("f".into(), "longsword".into(), (1, 2))));
}

/// The board says what OSR's help, protection, first aid and human shield give the ally
/// hovered (seed 002, "Ayudar", "Escudo humano", "Primeros auxilios"), and checks the help by
/// OSR's rule (an adjacent ally, an action left), not by seed 000's +2.
#[test]
fn the_aid_previews_say_what_osr_help_protection_first_aid_and_shielding_give() {
    use leyendas::view::preview::{BoardMode, compute_preview_in};
    let archer = r#"(id: "h", side: "a", at: (2, 3), creature: "archer")"#;
    let (e, _) = osr_fight(&[archer, FIGHTER, GOBLIN], "", &[11, 11]);
    let label = |mode: BoardMode| {
        let p = compute_preview_in(
            e.world(),
            Some(leyendas::rules::grid::Pos::new(2, 2)),
            false,
            mode,
        );
        (p.refusal, p.aid.map(|(_, _, label)| label))
    };
    let name = e
        .world()
        .get::<leyendas::combat::UnitName>(e.entity("f").unwrap())
        .unwrap()
        .0
        .clone();
    assert_eq!(
        label(BoardMode::AidAttack),
        (
            None,
            Some(format!("Help {name}: advantage on its next roll"))
        )
    );
    assert_eq!(
        label(BoardMode::AidDefense),
        (
            None,
            Some(format!(
                "Protect {name}: advantage on its next roll to avoid"
            ))
        )
    );
    assert_eq!(
        label(BoardMode::FirstAid),
        (None, Some(format!("First aid for {name}")))
    );
    assert_eq!(
        label(BoardMode::HumanShield),
        (
            None,
            Some(format!("Shield {name}: blows at it strike you instead"))
        )
    );
}

#[test]
fn protect_and_help_give_an_adjacent_ally_advantage() {
    use leyendas::combat::commands::AidKind;
    let archer = r#"(id: "h", side: "a", at: (2, 3), creature: "archer")"#;
    // Both PCs win initiative. The archer protects the fighter; the goblin's strike: block with
    // advantage, 2 and 17: 32.
    let (mut e, _) = osr_fight(&[FIGHTER, archer, GOBLIN], "", &[11, 11, 2, 17]);
    e.submit(end_turn("f"));
    e.submit(Command::AidAnother {
        unit: "h".into(),
        ally: "f".into(),
        aid: AidKind::Defense,
        against: None,
    });
    e.submit(end_turn("h"));
    let ev = e.submit(attack("g", "f"));
    assert_eq!(reactions(&ev), [("block".into(), vec![2, 17], 32, true)]);
    // Help: the fighter's next attack has advantage, 3 and 9: 9 + 15 = 24.
    let (mut e, _) = osr_fight(&[archer, FIGHTER, GOBLIN], "", &[11, 11, 3, 9, 2]);
    e.submit(Command::AidAnother {
        unit: "h".into(),
        ally: "f".into(),
        aid: AidKind::Attack,
        against: None,
    });
    e.submit(end_turn("h"));
    let ev = e.submit(attack("f", "g"));
    assert_eq!(strikes(&ev), [("f".into(), Some(9), Some(24), true)]);
    assert!(!conditions_of(&e, "f").contains(&leyendas::combat::Condition::Helped));
}

#[test]
fn help_is_for_the_allys_next_roll_whatever_it_is_breaking_free_too() {
    use leyendas::combat::Condition;
    use leyendas::combat::commands::AidKind;
    // The fighter holds the goblin (6 + 15 = 21); the other goblin, beside it, helps it; its
    // turn's Strength test to break free has advantage: 3 and 13, 13 + 8 = 21, free.
    let helper = r#"(id: "g2", side: "b", at: (3, 3), creature: "goblin")"#;
    let (mut e, _) = osr_fight(&[FIGHTER, helper, GOBLIN], "", &[11, 6]);
    let ev = e.submit(grapple("f", "g"));
    assert!(rejection(&ev).is_none(), "{ev:?}");
    e.submit(end_turn("f"));
    let ev = e.submit(Command::AidAnother {
        unit: "g2".into(),
        ally: "g".into(),
        aid: AidKind::Attack,
        against: None,
    });
    assert!(rejection(&ev).is_none(), "{ev:?}");
    e.force_rolls([3, 13]);
    let ev = e.submit(end_turn("g2"));
    let breaking_free = ev.iter().find_map(|x| match x {
        CombatEvent::Test { why, roll, .. } if why == "breaking free" => {
            Some((roll.faces.clone(), roll.total, roll.success))
        }
        _ => None,
    });
    assert_eq!(breaking_free, Some((vec![3, 13], 21, true)), "{ev:?}");
    assert!(!conditions_of(&e, "g").contains(&Condition::Grappled));
    assert!(!conditions_of(&e, "g").contains(&Condition::Helped));
}

#[test]
fn a_holder_is_no_larger_than_the_held_moves_at_half_speed_and_strikes_others_at_minus_two() {
    use leyendas::combat::reads::effective_speed;
    // A goblin (small) cannot hold the fighter (medium).
    let (mut e, _) = osr_fight(&[FIGHTER, GOBLIN], "", &[3]);
    let ev = e.submit(grapple("g", "f"));
    assert!(
        rejection(&ev).is_some_and(|r| r.contains("larger")),
        "{ev:?}"
    );
    // The fighter holds the goblin (6 + 15 = 21): its 5 squares become 2; and it strikes the
    // other goblin at −2 (7 + 15 − 2 = 20, a miss where 22 would hit).
    let other = r#"(id: "g2", side: "b", at: (2, 3), creature: "goblin")"#;
    let (mut e, _) = osr_fight(&[FIGHTER, GOBLIN, other], "", &[11, 6]);
    let f = e.entity("f").unwrap();
    assert_eq!(effective_speed(e.world(), f), 5);
    e.submit(grapple("f", "g"));
    assert_eq!(effective_speed(e.world(), f), 2);
    // The held goblin fails to break free (2 + 8 = 10); the other ends its turn; round 2.
    e.force_rolls([2]);
    e.submit(end_turn("f"));
    e.force_rolls([11, 7]);
    e.submit(end_turn("g2"));
    assert_eq!(e.current_unit().as_deref(), Some("f"));
    let ev = e.submit(attack("f", "g2"));
    assert_eq!(strikes(&ev), [("f".into(), Some(7), Some(20), false)]);
}

#[test]
fn a_holder_drags_the_held_creature_into_each_square_it_leaves() {
    use leyendas::combat::Condition;
    // The fighter holds the goblin (6 + 15 = 21) and walks its 2 squares west: the goblin is
    // pulled into (2, 2), then (1, 2), and is still held: its turn's try to break free, which
    // needs it beside its holder, fails (2 + 8 = 10).
    let (mut e, _) = osr_fight(&[FIGHTER, GOBLIN], "", &[11, 6]);
    e.submit(grapple("f", "g"));
    e.force_rolls([2]);
    let ev = e.submit(move_to("f", 0, 2));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    let dragged: Vec<(Pos, Pos)> = ev
        .iter()
        .filter_map(|x| match x {
            CombatEvent::Dragged { unit, by, from, to } if unit == "g" && by == "f" => {
                Some((*from, *to))
            }
            _ => None,
        })
        .collect();
    assert_eq!(
        dragged,
        [
            (Pos::new(3, 2), Pos::new(2, 2)),
            (Pos::new(2, 2), Pos::new(1, 2))
        ]
    );
    assert_eq!(e.position("f"), Some(Pos::new(0, 2)));
    assert_eq!(e.position("g"), Some(Pos::new(1, 2)));
    assert!(conditions_of(&e, "g").contains(&Condition::Grappled));
    assert!(conditions_of(&e, "f").contains(&Condition::Grappling));
}

#[test]
fn a_holder_passing_through_a_friend_lets_the_held_creature_go() {
    use leyendas::combat::Condition;
    // A friend stands at (1, 2): the fighter's first step is onto its square, where the goblin
    // cannot follow; the hold ends there and the goblin stays at (3, 2).
    let friend = r#"(id: "h", side: "a", at: (1, 2), creature: "fighter")"#;
    let (mut e, _) = osr_fight(&[FIGHTER, GOBLIN, friend], "", &[11, 6]);
    e.submit(grapple("f", "g"));
    let ev = e.submit(Command::Move {
        unit: "f".into(),
        to: None,
        path: Some(vec![Pos::new(1, 2), Pos::new(0, 2)]),
        draw: None,
    });
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert!(
        !ev.iter().any(|x| matches!(x, CombatEvent::Dragged { .. })),
        "{ev:?}"
    );
    assert_eq!(e.position("g"), Some(Pos::new(3, 2)));
    assert!(!conditions_of(&e, "g").contains(&Condition::Grappled));
    assert!(!conditions_of(&e, "f").contains(&Condition::Grappling));
}

#[test]
fn aiming_ends_the_turn_and_gives_the_next_shot_advantage_unless_hurt() {
    let archer = r#"(id: "p", side: "a", at: (0, 0), creature: "archer")"#;
    let far = r#"(id: "g", side: "b", at: (6, 0), creature: "goblin")"#;
    let (mut e, _) = osr_fight(&[archer, far], "", &[11]);
    let ev = e.submit(Command::Aim {
        unit: "p".into(),
        target: "g".into(),
    });
    assert!(rejection(&ev).is_none(), "{ev:?}");
    assert_eq!(e.current_unit().as_deref(), Some("g"));
    // Round 2: initiative 11; the shot with advantage: 2 and 6, the 6 kept: 22.
    e.force_rolls([11, 2, 6, 1]);
    e.submit(end_turn("g"));
    let ev = e.submit(attack("p", "g"));
    let roll = strike_roll(&ev);
    assert_eq!((roll.faces, roll.total), (vec![2, 6], 22));
    // Hurt before its next turn, it loses the aim: a bandit's arrow gets through its dodge
    // (2 + 16 = 18) for 6, and round 2's shot is one die.
    let bandit = r#"(id: "g", side: "b", at: (6, 0), creature: "bandit")"#;
    let (mut e, _) = osr_fight(&[archer, bandit], "", &[11]);
    e.submit(Command::Aim {
        unit: "p".into(),
        target: "g".into(),
    });
    e.force_rolls([2, 6]);
    let ev = e.submit(attack("g", "p"));
    assert!(
        damage_amounts(&ev)
            .first()
            .is_some_and(|d| d.0 == "p" && d.1 > 0),
        "{ev:?}"
    );
    e.force_rolls([11, 6, 1]);
    e.submit(end_turn("g"));
    let ev = e.submit(attack("p", "g"));
    let roll = strike_roll(&ev);
    assert_eq!((roll.faces, roll.total), (vec![6], 22));
}

#[test]
fn a_grappled_creature_can_only_try_to_break_free_and_can_be_crushed() {
    use leyendas::combat::Condition;
    // Grapple: 6 + 15 = 21 holds the goblin. Its turn: Strength 8 + 10 = 18 fails; spent.
    let (mut e, _) = osr_fight(&[FIGHTER, GOBLIN], "", &[11, 6, 10, 11, 4]);
    let ev = e.submit(grapple("f", "g"));
    assert!(rejection(&ev).is_none(), "{ev:?}");
    assert!(conditions_of(&e, "g").contains(&Condition::Grappled));
    let ev = e.submit(end_turn("f"));
    assert!(ev.iter().any(
        |x| matches!(x, CombatEvent::Test { why, roll, .. } if why == "breaking free" && !roll.success)
    ));
    // Round 2: f first (11), then crushes: bare hands by Strength 15, 1d6 shows 4.
    assert_eq!(e.current_unit().as_deref(), Some("f"), "{ev:?}");
    let ev = e.submit(Command::Crush { unit: "f".into() });
    assert_eq!(damage_amounts(&ev), [("g".into(), 4, 1)]);
}

#[test]
fn first_aid_needs_a_kit_and_a_mind_test_and_brings_a_dying_pc_back() {
    let hurt = r#"(id: "f", side: "a", at: (2, 2), creature: "fighter", hp: 1)"#;
    let medic = r#"(id: "m", side: "a", at: (1, 2), creature: "scout")"#;
    let far = r#"(id: "g", side: "b", at: (3, 2), creature: "goblin")"#;
    let (mut e, _) = osr_fight(
        &[hurt, medic, far],
        "osr: (reroll_initiative: false),",
        &[3, 3, 2, 6],
    );
    e.submit(attack("g", "f"));
    assert_eq!(state(&e, "f"), HealthState::Dying);
    e.submit(end_turn("g"));
    // f's turn counts down; the scout has no kit: it may only stabilise (below).
    e.force_rolls([9]);
    let ev = e.submit(first_aid("m", "f"));
    assert_eq!(mind_tests(&ev), [("stabilising".into(), 21, true)]);
    assert_eq!(hp_of(&e, "f"), -2);
    // A healer heals: Mind 15 + 6 = 21; stable, then 1d6 = 4: from −2 to 2, back in the fight.
    let healer = r#"(id: "m", side: "a", at: (1, 2), creature: "healer")"#;
    let (mut e, _) = osr_fight(
        &[hurt, healer, far],
        "osr: (reroll_initiative: false),",
        &[3, 3, 2, 6],
    );
    e.submit(attack("g", "f"));
    e.submit(end_turn("g"));
    e.force_rolls([6, 4]);
    let ev = e.submit(first_aid("m", "f"));
    assert!(rejection(&ev).is_none(), "{ev:?}");
    assert_eq!(hp_of(&e, "f"), 2);
    assert_eq!(state(&e, "f"), HealthState::Healthy);
    // Once a fight for each patient.
    e.submit(end_turn("m"));
    let ev = e.submit(first_aid("m", "f"));
    assert!(rejection(&ev).is_some());
}

/// The `test` events: (why, total, success).
fn mind_tests(events: &[CombatEvent]) -> Vec<(String, i32, bool)> {
    events
        .iter()
        .filter_map(|ev| match ev {
            CombatEvent::Test { why, roll, .. } => {
                Some((why.to_string(), roll.total, roll.success))
            }
            _ => None,
        })
        .collect()
}

/// A fighter at 1 Salud beside `medic`, struck to −2 by the goblin, who acts first; then the
/// medic's turn (the dying fighter's passes by itself).
fn dying_fighter_beside(medic: &str) -> Encounter {
    let hurt = r#"(id: "f", side: "a", at: (2, 2), creature: "fighter", hp: 1)"#;
    let far = r#"(id: "g", side: "b", at: (3, 2), creature: "goblin")"#;
    let (mut e, _) = osr_fight(
        &[hurt, medic, far],
        "osr: (reroll_initiative: false),",
        &[3, 3, 2, 6],
    );
    e.submit(attack("g", "f"));
    e.submit(end_turn("g"));
    assert_eq!(state(&e, "f"), HealthState::Dying);
    assert_eq!(e.current_unit().as_deref(), Some("m"));
    e
}

#[test]
fn without_a_kit_a_mind_test_stabilises_a_dying_pc_and_gives_no_salud_back() {
    // The scout (Mind 12, no kit): 8 + 12 = 20 fails, and the fighter still dies by turns.
    let scout = r#"(id: "m", side: "a", at: (1, 2), creature: "scout")"#;
    let mut e = dying_fighter_beside(scout);
    e.force_rolls([8]);
    let ev = e.submit(first_aid("m", "f"));
    assert!(rejection(&ev).is_none(), "{ev:?}");
    assert_eq!(mind_tests(&ev), [("stabilising".into(), 20, false)]);
    assert_eq!(state(&e, "f"), HealthState::Dying);
    // Next round it tries again: 9 + 12 = 21, stable at −2 for the rest of the fight.
    e.submit(end_turn("m"));
    e.submit(end_turn("g"));
    e.force_rolls([9]);
    let ev = e.submit(first_aid("m", "f"));
    assert_eq!(mind_tests(&ev), [("stabilising".into(), 21, true)]);
    assert_eq!(state(&e, "f"), HealthState::Stable);
    assert_eq!(hp_of(&e, "f"), -2);
    for _ in 0..4 {
        e.submit(end_turn("m"));
        e.submit(end_turn("g"));
    }
    assert_eq!(state(&e, "f"), HealthState::Stable);
    // A hurt ally who is not dying needs a kit.
    let hurt = r#"(id: "h", side: "a", at: (1, 3), creature: "archer", hp: 4)"#;
    let away = r#"(id: "g", side: "b", at: (6, 6), creature: "goblin")"#;
    let (mut e, _) = osr_fight(&[scout, hurt, away], "", &[11, 11]);
    let ev = e.submit(first_aid("m", "h"));
    assert_eq!(
        rejection(&ev).as_deref(),
        Some(
            "m: first aid needs a medicine kit (without one, only a dying ally can be stabilised)"
        )
    );
}

#[test]
fn only_first_aid_that_works_uses_up_the_patients_once_a_fight() {
    // The healer (Mind 15, a kit) fails on the dying fighter: 5 + 15 = 20. Next round it may
    // give first aid again: 6 + 15 = 21, and 1d6 = 3 brings it from −2 to 1.
    let healer = r#"(id: "m", side: "a", at: (1, 2), creature: "healer")"#;
    let mut e = dying_fighter_beside(healer);
    e.force_rolls([5]);
    let ev = e.submit(first_aid("m", "f"));
    assert_eq!(mind_tests(&ev), [("first aid".into(), 20, false)]);
    e.submit(end_turn("m"));
    e.submit(end_turn("g"));
    e.force_rolls([6, 3]);
    let ev = e.submit(first_aid("m", "f"));
    assert_eq!(mind_tests(&ev), [("first aid".into(), 21, true)]);
    assert_eq!(hp_of(&e, "f"), 1);
    assert_eq!(state(&e, "f"), HealthState::Healthy);
}

fn hp_of(e: &Encounter, id: &str) -> i32 {
    e.health(id).unwrap().hp
}

#[test]
fn the_preview_says_lands_when_the_target_rolls_and_names_the_numbers_needed() {
    use leyendas::rules::grid::Pos;
    use leyendas::view::preview::compute_preview;
    // The fighter's turn: it rolls, needing 6+ (Strength 15).
    let (e, _) = osr_fight(&[FIGHTER, GOBLIN], "", &[11]);
    let a = compute_preview(e.world(), Some(Pos { x: 3, y: 2 }), false)
        .attack
        .expect("an attack preview");
    assert_eq!(
        (a.verb, english(&a.lines)),
        ("to hit", vec!["hits on 6+ (d20)".to_string()])
    );
    assert!((a.hit_chance - 0.75).abs() < 1e-9);
    // The goblin's turn: the fighter blocks on 6+, so the goblin's blow lands 25% of the time.
    let (e, _) = osr_fight(&[FIGHTER, GOBLIN], "", &[3]);
    let a = compute_preview(e.world(), Some(Pos { x: 2, y: 2 }), false)
        .attack
        .expect("an attack preview");
    assert_eq!(
        (a.verb, english(&a.lines)),
        ("lands", vec!["they block on 6+".to_string()])
    );
    assert!((a.hit_chance - 0.25).abs() < 1e-9);
}

#[test]
fn cover_beside_the_target_counts_on_the_attack_or_on_the_dodge() {
    let archer = r#"(id: "p", side: "a", at: (0, 0), creature: "archer")"#;
    let goblin = r#"(id: "g", side: "b", at: (4, 0), creature: "goblin")"#;
    let shot = |map: [&str; 2], rolls: &[u32]| {
        let level = load(&osr_src(&map, &[archer, goblin], ""));
        let mut e = Encounter::new(&level, 1);
        e.force_rolls(rolls.iter().copied());
        e.start();
        strike_roll(&e.submit(attack("p", "g")))
    };
    // Crates beside the goblin on the line: −2 (7 + 16 − 2 = 21).
    let roll = shot(["...x.", "....."], &[11, 7, 1]);
    assert_eq!((roll.total, roll.success), (21, true));
    // A barricade: disadvantage (15 and 6: 6 + 16 = 22).
    let roll = shot(["...H.", "....."], &[11, 15, 6, 1]);
    assert_eq!((roll.faces, roll.total), (vec![15, 6], 22));
    // Crates off the line give nothing.
    let roll = shot([".....", "...x."], &[11, 5, 1]);
    assert_eq!(roll.total, 21);
    // An NPC shooting a PC behind crates: the dodge takes the +2 (Auto picks it: 13 beats a
    // block at disadvantage), 8 + 11 + 2 = 21.
    let fighter = r#"(id: "f", side: "a", at: (4, 0), creature: "fighter")"#;
    let bowman = r#"(id: "g", side: "b", at: (0, 0), creature: "goblin", wield: ["shortbow"])"#;
    let level = load(&osr_src(&["...x.", "....."], &[fighter, bowman], ""));
    let mut e = Encounter::new(&level, 1);
    e.force_rolls([3, 8]);
    e.start();
    let ev = e.submit(attack("g", "f"));
    assert_eq!(reactions(&ev), [("dodge".into(), vec![8], 21, true)]);
}

/// The dice each `damage` event rolled, as written.
fn damage_dice(events: &[CombatEvent]) -> Vec<String> {
    events
        .iter()
        .filter_map(|ev| match ev {
            CombatEvent::Damage { dice, .. } => dice.clone(),
            _ => None,
        })
        .collect()
}

#[test]
fn bare_hands_deal_the_die_of_the_strength_tables_row() {
    // Seed 002's table: Strength 8+ 1d4, 12+ 1d6. The archer (Strength 10) punches a goblin:
    // 11 + 10 = 21 hits; 1d4 shows 4 (a d3 cannot), the goblin keeps 1 of its 5.
    let archer = r#"(id: "h", side: "a", at: (2, 2), creature: "archer")"#;
    let (mut e, _) = osr_fight(&[archer, GOBLIN], "", &[11, 11, 4]);
    let ev = e.submit(attack_with("h", "g", "unarmed"));
    assert!(rejection(&ev).is_none(), "{ev:?}");
    assert_eq!(damage_dice(&ev), ["1d4"]);
    assert_eq!(damage_amounts(&ev), [("g".into(), 4, 1)]);
    // The fighter (Strength 15) punches for 1d6: 5, and the goblin falls.
    let (mut e, _) = osr_fight(&[FIGHTER, GOBLIN], "", &[11, 6, 5]);
    let ev = e.submit(attack_with("f", "g", "unarmed"));
    assert_eq!(damage_dice(&ev), ["1d6"]);
    assert_eq!(damage_amounts(&ev), [("g".into(), 5, 0)]);
}

#[test]
fn a_tackle_closes_half_the_movement_tests_strength_and_pushes_a_square_back() {
    // The fighter (5 squares, half: 2) tackles a goblin 3 squares off: 6 + 15 = 21; bare hands
    // by Strength 15 are 1d6, showing 4, which a d3 cannot (the goblin has 5); it is pushed from
    // (5, 2) to (6, 2).
    let far = r#"(id: "g", side: "b", at: (5, 2), creature: "goblin")"#;
    let (mut e, _) = osr_fight(&[FIGHTER, far], "", &[11, 6, 4]);
    let ev = e.submit(Command::Tackle {
        unit: "f".into(),
        target: "g".into(),
    });
    assert!(rejection(&ev).is_none(), "{ev:?}");
    assert_eq!(e.position("f").map(|p| (p.x, p.y)), Some((4, 2)));
    assert_eq!(damage_dice(&ev), ["1d6"]);
    assert_eq!(damage_amounts(&ev), [("g".into(), 4, 1)]);
    assert_eq!(e.position("g").map(|p| (p.x, p.y)), Some((6, 2)));
    // Beyond half the movement: refused.
    let farther = r#"(id: "g", side: "b", at: (6, 2), creature: "goblin")"#;
    let (mut e, _) = osr_fight(&[FIGHTER, farther], "", &[11]);
    let ev = e.submit(Command::Tackle {
        unit: "f".into(),
        target: "g".into(),
    });
    assert_eq!(
        rejection(&ev).as_deref(),
        Some("f: the target is more than half its movement away")
    );
}

#[test]
fn a_human_shield_takes_the_blow_while_the_ally_stays_put() {
    let archer = r#"(id: "h", side: "a", at: (2, 3), creature: "archer")"#;
    let goblin = r#"(id: "g", side: "b", at: (3, 3), creature: "goblin")"#;
    // The fighter shields the archer; the goblin strikes the archer but the fighter takes it and
    // blocks (5 + 15 = 20, too slow); 1d6 shows 6, through 3 Blindaje: 3 to the fighter.
    let (mut e, _) = osr_fight(&[FIGHTER, archer, goblin], "", &[11, 11, 5, 6]);
    let ev = e.submit(Command::HumanShield {
        unit: "f".into(),
        ally: "h".into(),
    });
    assert!(rejection(&ev).is_none(), "{ev:?}");
    e.submit(end_turn("f"));
    e.submit(end_turn("h"));
    let ev = e.submit(attack("g", "h"));
    assert!(
        ev.iter().any(
            |x| matches!(x, CombatEvent::Manoeuvre { what, .. } if what == "takes the blow for")
        )
    );
    assert_eq!(damage_amounts(&ev), [("f".into(), 3, 11)]);
}

#[test]
fn changing_weapons_is_the_turns_action() {
    let (mut e, _) = osr_fight(&[FIGHTER, GOBLIN], "", &[11]);
    let ev = e.submit(Command::Draw {
        unit: "f".into(),
        weapons: vec!["javelin".into()],
    });
    let cost = ev.iter().find_map(|x| match x {
        CombatEvent::Action { cost, .. } => Some(*cost),
        _ => None,
    });
    assert_eq!(cost, Some(leyendas::rules::economy::ActionCost::Standard));
    let ev = e.submit(attack("f", "g"));
    assert_eq!(
        rejection(&ev).as_deref(),
        Some("no standard action left this turn")
    );
}

#[test]
fn a_pc_attacking_a_pc_rolls_and_the_pc_defending_still_avoids() {
    // Hot-seat: two PC sides. The attacker hits (10 + 15 = 25), then the defender blocks
    // (12 + 15 = 27): avoided.
    let src = osr_src(
        &OPEN,
        &[
            FIGHTER,
            r#"(id: "k", side: "b", at: (3, 2), creature: "fighter")"#,
        ],
        "",
    )
    .replace("controller: Ai)", "controller: Human)");
    let level = load(&src);
    let mut e = Encounter::new(&level, 1);
    e.force_rolls([11, 3, 10, 12]);
    e.start();
    let ev = e.submit(attack("f", "k"));
    assert_eq!(strikes(&ev), [("f".into(), Some(10), Some(25), true)]);
    assert_eq!(reactions(&ev), [("block".into(), vec![12], 27, true)]);
}

/// `validate`'s messages for a level, as `file:line:col: error: message`.
fn level_errors(src: &str) -> Vec<String> {
    match leyendas::level::load_level_str(std::path::Path::new("t.ron"), src, &data()) {
        Ok(_) => Vec::new(),
        Err(d) => d.iter().map(ToString::to_string).collect(),
    }
}

#[test]
fn validate_refuses_mixing_the_rulesets_at_the_field() {
    // Core's fields in an OSR level.
    let osr = osr_src(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), creature: "fighter", initiative: 12, aware: false)"#,
            GOBLIN,
        ],
        "rules: (detailed_charge: true),",
    );
    let errors = level_errors(&osr);
    assert!(
        errors
            .iter()
            .any(|e| e.contains("`rules:` are Core's options (seed 001); an OSR level sets `osr:`")),
        "{errors:?}"
    );
    assert!(
        errors
            .iter()
            .any(|e| e.contains("unit `f`: `initiative` is Core's"))
    );
    assert!(
        errors
            .iter()
            .any(|e| e.contains("unit `f`: `aware` is Core's"))
    );
    // A Core creature in an OSR level, and an OSR creature in a Core level.
    let errors = level_errors(&osr_src(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), creature: "werewolf")"#,
            GOBLIN,
        ],
        "",
    ));
    assert!(
        errors[0].contains(
            "unknown OSR creature `werewolf` (assets/rulesets/osr/creatures.ron) (it is a Core creature; this level plays `Osr`)"
        ),
        "{errors:?}"
    );
    let core = level_src(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), creature: "healer", leader: true)"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin")"#,
        ],
        "",
    );
    let errors = level_errors(&core);
    assert!(
        errors.iter().any(|e| e.contains(
            "unknown creature `healer` (it is an OSR creature; this level plays `Core`)"
        )),
        "{errors:?}"
    );
    assert!(
        errors.iter().any(|e| e.contains(
            "unit `f`: `leader` is for OSR levels (`ruleset: Osr`); this level plays `Core`"
        )),
        "{errors:?}"
    );
    // Every message is located: file, line and column.
    assert!(
        errors.iter().all(|e| e.starts_with("t.ron:1:")),
        "{errors:?}"
    );
}

#[test]
fn the_osr_data_files_are_checked_with_their_line_and_column() {
    use leyendas::level::GameData;
    use std::path::PathBuf;
    let core = leyendas::level::data::BUILT_IN
        .map(|(name, text)| (PathBuf::from("assets/data").join(name), text.to_string()));
    let osr = leyendas::rulesets::osr::data::BUILT_IN.map(|(name, text)| {
        let text = match name {
            "weapons.ron" => text.replacen("usage: 8,", "usage: 7,", 1),
            "creatures.ron" => text
                .replacen("morale: 6,", "morale: 13,", 1)
                .replacen(
                    r#"weapons: ["dagger", "wand_of_sparks"]"#,
                    r#"weapons: ["heavy_load"]"#,
                    1,
                )
                .replacen(
                    r#"powers: ["mend", "vanish"]"#,
                    r#"powers: ["mend", "nap"]"#,
                    1,
                ),
            "powers.ron" => text.replacen("casting: mind", "casting: strength", 1),
            _ => text.to_string(),
        };
        (PathBuf::from("assets/rulesets/osr").join(name), text)
    });
    let osr = leyendas::rulesets::tables::TableTexts {
        osr,
        ..leyendas::rulesets::tables::TableTexts::built_in()
    };
    let errors: Vec<String> = match GameData::from_all_texts(core, osr) {
        Ok(_) => panic!("broken OSR data loaded"),
        Err(d) => d.iter().map(ToString::to_string).collect(),
    };
    assert!(
        errors
            .iter()
            .any(|e| e.starts_with("assets/rulesets/osr/weapons.ron:")
                && e.contains("a usage die has 4, 6, 8, 10 or 12 faces, not 7")),
        "{errors:?}"
    );
    assert!(
        errors
            .iter()
            .any(|e| e.starts_with("assets/rulesets/osr/creatures.ron:")
                && e.contains("creature `goblin`: morale is 13; it runs from 2 to 12 (2d6)")),
        "{errors:?}"
    );
    for (file, message) in [
        (
            "creatures.ron",
            "creature `wizard`: `heavy_load` needs Strength 14 to wield; it has 8",
        ),
        ("creatures.ron", "creature `priest`: unknown power `nap`"),
        (
            "powers.ron",
            "occupation `wizard`: casting is by Mind, Intuition or Presence, not Strength",
        ),
    ] {
        assert!(
            errors
                .iter()
                .any(|e| e.starts_with(&format!("assets/rulesets/osr/{file}:"))
                    && e.contains(message)),
            "{message}: {errors:?}"
        );
    }
}

#[test]
fn a_delayed_action_goes_off_when_its_moment_comes_and_is_lost_at_the_rounds_end() {
    use leyendas::combat::commands::ReadyTrigger;
    let far = r#"(id: "g", side: "b", at: (5, 2), creature: "goblin")"#;
    let ready = || Command::Ready {
        unit: "f".into(),
        trigger: ReadyTrigger::MovesAdjacent,
        weapon: None,
        then: None,
    };
    // The goblin walks up: the fighter's strike goes off first (6 + 15 = 21, the sword shows 5).
    let (mut e, _) = osr_fight(&[FIGHTER, far], "", &[11, 6, 5]);
    let ev = e.submit(ready());
    assert!(rejection(&ev).is_none(), "{ev:?}");
    e.submit(end_turn("f"));
    let ev = e.submit(move_to("g", 3, 2));
    assert!(
        ev.iter()
            .any(|x| matches!(x, CombatEvent::ReadyFires { .. })),
        "{ev:?}"
    );
    assert_eq!(strikes(&ev), [("f".into(), Some(6), Some(21), true)]);
    // The goblin stays away: the delayed strike is lost as the round ends.
    let (mut e, _) = osr_fight(&[FIGHTER, far], "", &[11]);
    e.submit(ready());
    e.submit(end_turn("f"));
    let ev = e.submit(end_turn("g"));
    let lapse = ev
        .iter()
        .position(|x| matches!(x, CombatEvent::ReadyLapses { .. }));
    let round = ev
        .iter()
        .position(|x| matches!(x, CombatEvent::Round { round: 2, .. }));
    assert!(lapse.is_some() && lapse < round, "{ev:?}");
}

fn cast_at(unit: &str, spell: &str, target: Option<&str>, at: Option<(i32, i32)>) -> Command {
    Command::Cast {
        unit: unit.into(),
        spell: spell.into(),
        target: target.map(Into::into),
        at: at.map(|(x, y)| leyendas::rules::grid::Pos { x, y }),
        facing: None,
        defensively: false,
    }
}

/// The `test` events: (why, faces, total, success).
fn tests_rolled(events: &[CombatEvent]) -> Vec<(String, Vec<u32>, i32, bool)> {
    events
        .iter()
        .filter_map(|ev| match ev {
            CombatEvent::Test { why, roll, .. } => Some((
                why.in_lang(Lang::En),
                roll.faces.clone(),
                roll.total,
                roll.success,
            )),
            _ => None,
        })
        .collect()
}

const WIZARD: &str = r#"(id: "w", side: "a", at: (2, 2), creature: "wizard")"#;

#[test]
fn a_power_is_a_casting_test_on_the_occupations_attribute_and_takes_the_whole_turn() {
    let far = r#"(id: "g", side: "b", at: (6, 2), creature: "goblin")"#;
    // The wizard casts with Mind 15: 6 + 15 = 21 works; the dart's 1d8 shows 5, the goblin's 5
    // Salud are gone.
    let (mut e, _) = osr_fight(&[WIZARD, far], "", &[11, 6, 5]);
    let ev = e.submit(cast_at("w", "fire_dart", Some("g"), None));
    assert_eq!(
        tests_rolled(&ev),
        [("casting Fire dart".into(), vec![6], 21, true)]
    );
    assert_eq!(damage_amounts(&ev), [("g".into(), 5, 0)]);
    // 5 + 15 = 20 fails: nothing happens, and the turn is spent.
    let (mut e, _) = osr_fight(&[WIZARD, far], "", &[11, 5]);
    let ev = e.submit(cast_at("w", "fire_dart", Some("g"), None));
    assert_eq!(
        tests_rolled(&ev),
        [("casting Fire dart".into(), vec![5], 20, false)]
    );
    assert!(damage_amounts(&ev).is_empty());
    assert_eq!(e.current_unit().as_deref(), Some("g"));
    // After a walk there is no whole turn left to cast in.
    let (mut e, _) = osr_fight(&[WIZARD, far], "", &[11]);
    e.submit(move_to("w", 2, 3));
    let ev = e.submit(cast_at("w", "fire_dart", Some("g"), None));
    assert!(rejection(&ev).is_some(), "{ev:?}");
    // A priest casts with Presence (15), a shaman with Intuition (14).
    let priest = r#"(id: "w", side: "a", at: (2, 2), creature: "priest")"#;
    let hurt = r#"(id: "f", side: "a", at: (3, 2), creature: "fighter", hp: 4)"#;
    let (mut e, _) = osr_fight(&[priest, hurt, far], "", &[11, 11, 6, 5]);
    let ev = e.submit(cast_at("w", "mend", Some("f"), None));
    assert_eq!(
        tests_rolled(&ev),
        [("casting Mend wounds".into(), vec![6], 21, true)]
    );
    assert_eq!(hp_of(&e, "f"), 9);
}

#[test]
fn an_npc_casts_at_a_pc_through_its_blindaje_with_no_roll_to_avoid() {
    let shaman = r#"(id: "s", side: "b", at: (6, 2), creature: "goblin_shaman")"#;
    // The fighter fails initiative; the shaman's Intuition 14 + 7 = 21; the dart's 7 less chain
    // and shield (3): 4, 14 → 10. No reaction is rolled.
    let (mut e, _) = osr_fight(&[FIGHTER, shaman], "", &[3, 7, 7]);
    assert_eq!(e.current_unit().as_deref(), Some("s"));
    let ev = e.submit(cast_at("s", "fire_dart", Some("f"), None));
    assert_eq!(
        tests_rolled(&ev),
        [("casting Fire dart".into(), vec![7], 21, true)]
    );
    assert!(reactions(&ev).is_empty());
    assert_eq!(damage_amounts(&ev), [("f".into(), 4, 10)]);
}

#[test]
fn a_power_of_two_turns_lands_on_the_last_and_a_hurt_caster_must_keep_its_concentration() {
    let units = [
        WIZARD,
        r#"(id: "g1", side: "b", at: (3, 2), creature: "goblin")"#,
        r#"(id: "g2", side: "b", at: (8, 2), creature: "goblin")"#,
        r#"(id: "g3", side: "b", at: (8, 3), creature: "goblin")"#,
    ];
    let fireball = || cast_at("w", "fireball", None, Some((8, 3)));
    // The goblin beside it strikes: the wizard dodges (Agility 11) with 2, fails; the scimitar's
    // 3 goes in. Concentration: Resistance 10 + 10 = 20 fails, and the fireball is lost.
    let (mut e, _) = osr_fight(&units, "", &[11, 2, 3, 10]);
    let ev = e.submit(fireball());
    assert!(
        ev.iter()
            .any(|x| matches!(x, CombatEvent::ChannelingStarts { turns: 1, .. })),
        "{ev:?}"
    );
    let ev = e.submit(attack("g1", "w"));
    assert_eq!(
        tests_rolled(&ev),
        [("concentration".into(), vec![10], 20, false)]
    );
    assert!(ev.iter().any(|x| matches!(
        x,
        CombatEvent::ChannelingLost { why, .. } if why == "its concentration broke"
    )));
    // With 11 it holds (21). Round 2 (initiative 11): the casting test 6 + 15 = 21, and the ball
    // burns both goblins in it: 3d6 shows 3 and 6.
    let (mut e, _) = osr_fight(&units, "", &[11, 2, 3, 11]);
    e.submit(fireball());
    e.submit(attack("g1", "w"));
    e.submit(end_turn("g1"));
    e.submit(end_turn("g2"));
    e.force_rolls([11, 6, 1, 1, 1, 2, 2, 2]);
    let ev = e.submit(end_turn("g3"));
    assert!(
        ev.iter()
            .any(|x| matches!(x, CombatEvent::ChannelingContinues { turns_left: 0, .. }))
    );
    assert_eq!(
        tests_rolled(&ev)
            .into_iter()
            .filter(|t| t.0 == "casting Fireball")
            .collect::<Vec<_>>(),
        [("casting Fireball".into(), vec![6], 21, true)]
    );
    let hurt: Vec<(String, i32)> = damage_amounts(&ev)
        .into_iter()
        .map(|(t, a, _)| (t, a))
        .collect();
    assert_eq!(hurt, [("g2".into(), 3), ("g3".into(), 6)]);
}

#[test]
fn building_energy_ends_the_turn_and_gives_the_next_casting_advantage_unless_hurt() {
    use leyendas::combat::Condition;
    let far = r#"(id: "g", side: "b", at: (6, 2), creature: "goblin")"#;
    let (mut e, _) = osr_fight(&[WIZARD, far], "", &[11]);
    let ev = e.submit(Command::BuildEnergy { unit: "w".into() });
    assert!(rejection(&ev).is_none(), "{ev:?}");
    assert_eq!(e.current_unit().as_deref(), Some("g"));
    assert!(conditions_of(&e, "w").contains(&Condition::BuildingEnergy));
    // Round 2: the test has advantage: 3 and 6, the 6 kept: 21; the dart's 5 kills.
    e.force_rolls([11, 3, 6, 5]);
    e.submit(end_turn("g"));
    let ev = e.submit(cast_at("w", "fire_dart", Some("g"), None));
    assert_eq!(
        tests_rolled(&ev),
        [("casting Fire dart".into(), vec![3, 6], 21, true)]
    );
    assert!(!conditions_of(&e, "w").contains(&Condition::BuildingEnergy));
    // Hurt before casting (a failed dodge, 3 damage), the energy is gone.
    let near = r#"(id: "g", side: "b", at: (3, 2), creature: "goblin")"#;
    let (mut e, _) = osr_fight(&[WIZARD, near], "", &[11, 2, 3]);
    e.submit(Command::BuildEnergy { unit: "w".into() });
    e.submit(attack("g", "w"));
    assert!(!conditions_of(&e, "w").contains(&Condition::BuildingEnergy));
}

#[test]
fn sleep_spares_creatures_above_its_level_and_leaves_the_others_helpless() {
    let units = [
        WIZARD,
        r#"(id: "g", side: "b", at: (8, 2), creature: "goblin")"#,
        r#"(id: "boss", side: "b", at: (8, 3), creature: "goblin_boss")"#,
    ];
    let (mut e, _) = osr_fight(&units, "", &[11, 6]);
    let ev = e.submit(cast_at("w", "sleep", None, Some((8, 3))));
    let asleep: Vec<&str> = ev
        .iter()
        .filter_map(|x| match x {
            CombatEvent::EffectStarts { unit, .. } => Some(unit.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(asleep, ["g"], "{ev:?}");
    // The goblin's turn is lost; the boss (level 3) acts.
    assert_eq!(e.current_unit().as_deref(), Some("boss"));
}

#[test]
fn an_invisible_creature_cannot_be_shot_and_strikes_off_guard_until_it_attacks() {
    let priest = r#"(id: "p", side: "a", at: (2, 2), creature: "priest")"#;
    let fighter = r#"(id: "f", side: "a", at: (2, 3), creature: "fighter")"#;
    let bandit = r#"(id: "b", side: "b", at: (8, 2), creature: "bandit")"#;
    let (mut e, _) = osr_fight(&[priest, fighter, bandit], "", &[11, 11, 6]);
    let ev = e.submit(cast_at("p", "vanish", Some("f"), None));
    assert!(
        ev.iter()
            .any(|x| matches!(x, CombatEvent::EffectStarts { unit, .. } if unit == "f")),
        "{ev:?}"
    );
    e.submit(end_turn("f"));
    // The bandit's arrow cannot find it; nor can a power be aimed at it.
    let ev = e.submit(attack("b", "f"));
    assert!(ev.iter().any(|x| matches!(
        x,
        CombatEvent::Strike { auto: Some(why), lands: false, roll: None, .. }
            if why.in_lang(Lang::En).contains("invisible")
    )));
    // Outnumbered 2:1, the bandit's side holds at 3 + 3 ≤ 7. Round 2: the fighter walks up and
    // strikes with advantage (2 and 6: 21); that ends it.
    e.force_rolls([3, 3, 11, 11, 2, 6, 4]);
    e.submit(end_turn("b"));
    e.submit(end_turn("p"));
    let ev = e.submit(move_to("f", 7, 2));
    assert!(rejection(&ev).is_none(), "{ev:?}");
    let ev = e.submit(attack("f", "b"));
    let roll = strike_roll(&ev);
    assert_eq!((roll.faces, roll.total), (vec![2, 6], 21));
    assert!(
        ev.iter()
            .any(|x| matches!(x, CombatEvent::EffectEnds { unit, .. } if unit == "f"))
    );
}

#[test]
fn a_foe_that_is_invisible_cannot_be_aimed_at() {
    let units = [
        WIZARD,
        r#"(id: "p", side: "b", at: (8, 2), creature: "priest")"#,
    ];
    // The priest (an NPC here) vanishes itself first: 6 + 15 = 21.
    let (mut e, _) = osr_fight(&units, "", &[3, 6]);
    let ev = e.submit(cast_at("p", "vanish", Some("p"), None));
    assert!(rejection(&ev).is_none(), "{ev:?}");
    let ev = e.submit(cast_at("w", "fire_dart", Some("p"), None));
    assert_eq!(
        rejection(&ev).as_deref(),
        Some("w cannot cast fire_dart: it cannot see its target")
    );
}

#[test]
fn a_healing_power_stabilises_a_dying_pc_and_brings_it_back_above_zero() {
    let priest = r#"(id: "p", side: "a", at: (1, 2), creature: "priest")"#;
    let hurt = r#"(id: "f", side: "a", at: (2, 2), creature: "fighter", hp: 1)"#;
    let (mut e, _) = osr_fight(
        &[priest, hurt, GOBLIN],
        "osr: (reroll_initiative: false),",
        &[3, 3, 2, 6],
    );
    e.submit(attack("g", "f"));
    assert_eq!(state(&e, "f"), HealthState::Dying);
    e.force_rolls([6, 5]);
    e.submit(end_turn("g"));
    let ev = e.submit(cast_at("p", "mend", Some("f"), None));
    assert!(rejection(&ev).is_none(), "{ev:?}");
    assert_eq!(hp_of(&e, "f"), 3);
    assert_eq!(state(&e, "f"), HealthState::Healthy);
}

#[test]
fn a_thrown_object_is_an_agility_test_then_breaks_on_eight_or_more() {
    use leyendas::combat::objects::Ground;
    use leyendas::rules::grid::Pos;
    let thrower =
        r#"(id: "f", side: "a", at: (2, 2), creature: "fighter", weapons: ["stone", "longsword"])"#;
    let g = r#"(id: "g", side: "b", at: (5, 2), creature: "goblin")"#;
    let throw = |target: Option<&str>, at: Option<Pos>| Command::Throw {
        unit: "f".into(),
        item: None,
        target: target.map(Into::into),
        at,
    };
    // Agility 11 + 10 = 21 hits; the stone's 1d4 shows 3; the break roll 12 ≥ 8: it breaks.
    let (mut e, _) = osr_fight(&[thrower, g], "", &[11, 10, 3, 12]);
    let ev = e.submit(throw(Some("g"), None));
    assert_eq!(strikes(&ev), [("f".into(), Some(10), Some(21), true)]);
    assert_eq!(damage_amounts(&ev), [("g".into(), 3, 2)]);
    assert!(ev.iter().any(|x| matches!(
        x,
        CombatEvent::Thrown { broke: true, thing, .. } if thing == "stone"
    )));
    // At a square: no roll to get there; 5 < 8, it lies there for anyone to pick up.
    let (mut e, _) = osr_fight(&[thrower, g], "", &[11, 5]);
    let spot = Pos { x: 4, y: 4 };
    let ev = e.submit(throw(None, Some(spot)));
    assert!(strikes(&ev).is_empty());
    let ground = e.world().resource::<Ground>();
    assert_eq!(
        ground.0.get(&spot).map(|t| t[0].id().to_string()),
        Some("stone".into())
    );
    // Ten metres at most.
    let far = r#"(id: "g", side: "b", at: (8, 2), creature: "goblin")"#;
    let (mut e, _) = osr_fight(&[thrower, far], "", &[11]);
    let ev = e.submit(throw(Some("g"), None));
    assert_eq!(
        rejection(&ev).as_deref(),
        Some("f: (8, 2) is 6 squares away; a throw reaches 5")
    );
}

#[test]
fn an_improvised_weapon_needs_the_strength_its_table_gives() {
    let strong = r#"(id: "f", side: "a", at: (2, 2), creature: "fighter", weapons: ["barrel", "longsword"])"#;
    let weak = r#"(id: "w", side: "a", at: (3, 2), creature: "wizard")"#;
    let far = r#"(id: "g", side: "b", at: (9, 6), creature: "goblin")"#;
    let (mut e, _) = osr_fight(&[strong, weak, far], "", &[11, 11]);
    let ev = e.submit(Command::Drop {
        unit: "f".into(),
        thing: "barrel".into(),
    });
    assert!(rejection(&ev).is_none(), "{ev:?}");
    e.submit(end_turn("f"));
    let ev = e.submit(Command::PickUp {
        unit: "w".into(),
        thing: None,
    });
    assert_eq!(
        rejection(&ev).as_deref(),
        Some("w: Barrel needs Strength 12; it has 8")
    );
    // Nor can a level hand one to it: `validate` points at the barrel in its weapons.
    let armed = r#"(id: "w", side: "a", at: (3, 2), creature: "wizard", weapons: ["barrel"])"#;
    let src = osr_src(&OPEN, &[armed, far], "");
    let errors = leyendas::level::load_level_str(std::path::Path::new("t.ron"), &src, &data())
        .expect_err("a wizard with a barrel is refused");
    assert_eq!(errors.len(), 1, "{errors:?}");
    let column = src.find("\"barrel\"").unwrap() + 1;
    assert_eq!(
        errors[0].to_string(),
        format!("t.ron:1:{column}: error: unit `w`: Barrel needs Strength 12; it has 8")
    );
}

#[test]
fn a_broken_unit_runs_for_the_nearest_way_out_and_leaves_when_it_gets_there() {
    // Three sides: the PCs, goblins and an orc. The goblins' leader falls; at the round's end
    // their 2d6 (12) breaks them; the other goblin, with nobody beside it, runs.
    let rows: Vec<String> = OPEN.iter().map(|r| format!("\"{r}\"")).collect();
    let src = format!(
        "Level(name: \"flee\", ruleset: Osr, map: [{}], sides: [(id: \"a\", name: \"A\", controller: Human), (id: \"b\", name: \"B\", controller: Ai), (id: \"c\", name: \"C\", controller: Ai)], units: [{FIGHTER}, (id: \"g1\", side: \"b\", at: (3, 2), creature: \"goblin\", hp: 1, leader: true), (id: \"g2\", side: \"b\", at: (5, 3), creature: \"goblin\"), (id: \"o\", side: \"c\", at: (9, 6), creature: \"orc\")])",
        rows.join(", ")
    );
    let mut e = Encounter::new(&load(&src), 1);
    e.force_rolls([11, 10, 8, 6, 6, 11]);
    e.start();
    e.submit(attack("f", "g1"));
    e.submit(end_turn("f"));
    e.submit(end_turn("g2"));
    let ev = e.submit(end_turn("o"));
    assert!(
        ev.iter().any(|x| matches!(
            x,
            CombatEvent::Condition { unit, condition: leyendas::combat::Condition::Fleeing, active: true }
                if unit == "g2"
        )),
        "{ev:?}"
    );
    assert!(!e.is_over());
    // Its turn is the run: to (4, 0), the nearest edge square (3 squares; then the lowest row
    // and column), and off the board.
    let ev = e.submit(end_turn("f"));
    assert!(
        steps(&ev)
            .last()
            .is_some_and(|s| s.1 == leyendas::rules::grid::Pos { x: 4, y: 0 }),
        "{ev:?}"
    );
    assert!(
        ev.iter()
            .any(|x| matches!(x, CombatEvent::LeavesFight { unit, .. } if unit == "g2"))
    );
    assert_eq!(e.current_unit().as_deref(), Some("o"));
}

#[test]
fn a_broken_unit_with_no_way_out_surrenders() {
    // A walled room with no exits: a broken goblin cannot get away, and gives up.
    let room = [
        "##########",
        "#........#",
        "#........#",
        "#........#",
        "##########",
    ];
    let units = [
        r#"(id: "f", side: "a", at: (2, 2), creature: "fighter")"#,
        r#"(id: "g1", side: "b", at: (3, 2), creature: "goblin", hp: 1, leader: true)"#,
        r#"(id: "g2", side: "b", at: (7, 2), creature: "goblin")"#,
    ];
    let level = load(&osr_src(&room, &units, ""));
    let mut e = Encounter::new(&level, 1);
    e.force_rolls([11, 10, 8, 6, 6]);
    e.start();
    e.submit(attack("f", "g1"));
    e.submit(end_turn("f"));
    e.submit(end_turn("g2"));
    assert_eq!(state(&e, "g2"), HealthState::Surrendered);
    assert!(e.is_over());
    // With an exit at the room's east end, it runs there instead.
    let exits = "exits: [(x: 8, y: 1, w: 1, h: 3)],";
    let mut e = Encounter::new(&load(&osr_src(&room, &units, exits)), 1);
    e.force_rolls([11, 10, 8, 6, 6]);
    e.start();
    e.submit(attack("f", "g1"));
    e.submit(end_turn("f"));
    let ev = e.submit(end_turn("g2"));
    assert!(
        ev.iter().any(
            |x| matches!(x, CombatEvent::Condition { unit, active: true, .. } if unit == "g2")
        ),
        "{ev:?}"
    );
    // Fleeing, it no longer fights: the PCs have won.
    assert!(e.is_over());
}

#[test]
fn the_ai_gives_first_aid_to_a_dying_ally_beside_it() {
    // A healer with a kit gives first aid; a scout with none tries to stabilise.
    for medic in ["healer", "scout"] {
        let beside = format!(r#"(id: "m", side: "a", at: (1, 2), creature: "{medic}")"#);
        let e = dying_fighter_beside(&beside);
        let chosen = leyendas::ai::decide(e.world(), leyendas::level::schema::Difficulty::Normal);
        assert_eq!(chosen, Some(first_aid("m", "f")), "{medic}");
    }
}

#[test]
fn an_object_at_hand_is_used_as_the_action_and_one_packed_takes_a_whole_turn_to_get_out() {
    let drink = |unit: &str| Command::Drink {
        unit: unit.into(),
        item: None,
    };
    let far = r#"(id: "g", side: "b", at: (9, 6), creature: "goblin")"#;
    // The healer's poultice is at hand: a walk, then the poultice as the action (1d4 shows 3).
    let healer = r#"(id: "h", side: "a", at: (2, 2), creature: "healer", hp: 5)"#;
    let (mut e, _) = osr_fight(&[healer, far], "", &[11, 3]);
    e.submit(move_to("h", 2, 3));
    let ev = e.submit(drink("h"));
    assert!(rejection(&ev).is_none(), "{ev:?}");
    assert_eq!(hp_of(&e, "h"), 8);
    // The priest's draught is packed: after a walk it cannot be got out this turn.
    let priest = r#"(id: "p", side: "a", at: (2, 2), creature: "priest", hp: 3)"#;
    let (mut e, _) = osr_fight(&[priest, far], "", &[11]);
    e.submit(move_to("p", 2, 3));
    let ev = e.submit(drink("p"));
    assert_eq!(
        rejection(&ev).as_deref(),
        Some("p: getting the Healing draught out of its pack takes the whole turn")
    );
    // On a fresh turn getting it out is the turn; the next turn it is drunk: 1d6+1 with a 4.
    let (mut e, _) = osr_fight(&[priest, far], "", &[11]);
    let ev = e.submit(drink("p"));
    assert!(
        ev.iter()
            .any(|x| matches!(x, CombatEvent::ItemReady { item, .. } if item == "healing_draught")),
        "{ev:?}"
    );
    assert_eq!(hp_of(&e, "p"), 3);
    assert_eq!(e.current_unit().as_deref(), Some("g"));
    e.force_rolls([11, 4]);
    e.submit(end_turn("g"));
    let ev = e.submit(drink("p"));
    assert!(rejection(&ev).is_none(), "{ev:?}");
    assert_eq!(hp_of(&e, "p"), 8);
}

#[test]
fn a_pc_chooses_what_a_natural_twenty_gives_and_keeps_that_choice() {
    use leyendas::rulesets::osr::CriticalPolicy;
    let set = |policy| Command::SetCritical {
        unit: "f".into(),
        policy,
    };
    // `Double` against the goblin: 1d8 shows 3, doubled to 6, where `Auto` takes the maximum.
    let (mut e, _) = osr_fight(&[FIGHTER, GOBLIN], "", &[11, 20, 3]);
    let ev = e.submit(set(CriticalPolicy::Double));
    assert!(rejection(&ev).is_none(), "{ev:?}");
    let ev = e.submit(attack("f", "g"));
    assert!(
        ev.iter()
            .any(|x| matches!(x, CombatEvent::Critical { effect, .. } if effect == "double"))
    );
    assert_eq!(damage_amounts(&ev), [("g".into(), 6, -1)]);
    // On a 20 to block a melee blow, `Double` takes the counter at once (no reduction rolled):
    // the goblin fumbles (its usage die shows 2).
    let (mut e, _) = osr_fight(&[FIGHTER, GOBLIN], "", &[11, 20, 2]);
    e.submit(set(CriticalPolicy::Double));
    e.submit(end_turn("f"));
    let ev = e.submit(attack("g", "f"));
    let effects: Vec<String> = ev
        .iter()
        .filter_map(|x| match x {
            CombatEvent::Critical { effect, .. } => Some(effect.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(effects, ["fumble", "counter"]);
    // The counter is +2 on the fighter's next attack on it, in its next turn: round 2,
    // 4 + 15 + 2 = 21 hits where 19 would miss.
    e.force_rolls([11, 4, 3]);
    e.submit(end_turn("g"));
    let ev = e.submit(attack("f", "g"));
    assert_eq!(strikes(&ev), [("f".into(), Some(4), Some(21), true)]);
    assert!(
        strike_roll(&ev)
            .modifiers
            .0
            .iter()
            .any(|t| t.source == "counter" && t.value == 2)
    );
    // `Maximum` always takes the maximum: 8 against the ogre, where `Auto` doubles.
    let ogre = r#"(id: "o", side: "b", at: (3, 2), creature: "ogre")"#;
    let (mut e, _) = osr_fight(&[FIGHTER, ogre], "", &[11, 20]);
    e.submit(set(CriticalPolicy::Maximum));
    let ev = e.submit(attack("f", "o"));
    assert_eq!(damage_amounts(&ev), [("o".into(), 8, 22)]);
}

#[test]
fn the_violence_level_adds_to_a_powers_damage_and_not_to_its_casting_test() {
    // Round 1, violence: the casting test is 6 + Mind 15 = 21 with no +1; the dart's 1d8 shows
    // 3, + 1: 4 to the ogre (30 → 26).
    let ogre = r#"(id: "o", side: "b", at: (6, 2), creature: "ogre")"#;
    let (mut e, _) = osr_fight(&[WIZARD, ogre], "osr: (violence: true),", &[11, 6, 3]);
    let ev = e.submit(cast_at("w", "fire_dart", Some("o"), None));
    let casting = ev.iter().find_map(|x| match x {
        CombatEvent::Test { roll, .. } => Some((roll.total, roll.success)),
        _ => None,
    });
    assert_eq!(casting, Some((21, true)), "{ev:?}");
    assert_eq!(damage_amounts(&ev), [("o".into(), 4, 26)]);
}

#[test]
fn a_natural_twenty_on_a_casting_test_is_a_critical() {
    // The dart's maximum (8) kills the goblin (5): taken with no roll. Against the ogre (30)
    // it doubles: 1d8 shows 3, 6.
    let far = r#"(id: "g", side: "b", at: (6, 2), creature: "goblin")"#;
    let (mut e, _) = osr_fight(&[WIZARD, far], "", &[11, 20]);
    let ev = e.submit(cast_at("w", "fire_dart", Some("g"), None));
    assert_eq!(damage_amounts(&ev), [("g".into(), 8, -3)]);
    let ogre = r#"(id: "o", side: "b", at: (6, 2), creature: "ogre")"#;
    let (mut e, _) = osr_fight(&[WIZARD, ogre], "", &[11, 20, 3]);
    let ev = e.submit(cast_at("w", "fire_dart", Some("o"), None));
    assert_eq!(damage_amounts(&ev), [("o".into(), 6, 24)]);
}

#[test]
fn a_wand_tests_mind_a_free_hand_adds_one_and_a_run_is_two_walks_with_no_action() {
    // The scout's wand: Mind 12 + 9 = 21 hits (its Agility 16 would have made it 25).
    let scout =
        r#"(id: "s", side: "a", at: (2, 2), creature: "scout", weapons: ["wand_of_sparks"])"#;
    let far = r#"(id: "g", side: "b", at: (6, 2), creature: "goblin")"#;
    let (mut e, _) = osr_fight(&[scout, far], "", &[11, 9, 2]);
    let ev = e.submit(attack("s", "g"));
    let roll = strike_roll(&ev);
    assert_eq!(
        (&*roll.modifiers.0[0].source, roll.total),
        ("Mind", 21),
        "{roll:?}"
    );
    // The priest's mace in a hand, the other free: 1d6 shows 3, +1: 4.
    let priest = r#"(id: "p", side: "a", at: (2, 2), creature: "priest")"#;
    let (mut e, _) = osr_fight(&[priest, GOBLIN], "", &[11, 10, 3]);
    let ev = e.submit(attack("p", "g"));
    assert_eq!(damage_amounts(&ev), [("g".into(), 4, 1)]);
    // The fighter walks up to 5 squares (10 m) and still strikes; 7 squares is a run, twice
    // the walk, which leaves no action.
    let far = r#"(id: "g", side: "b", at: (8, 4), creature: "goblin")"#;
    let (mut e, _) = osr_fight(&[FIGHTER, far], "", &[11]);
    let ev = e.submit(move_to("f", 7, 3));
    assert!(rejection(&ev).is_none(), "{ev:?}");
    let ev = e.submit(attack("f", "g"));
    assert!(rejection(&ev).is_none(), "{ev:?}");
    let (mut e, _) = osr_fight(&[FIGHTER, far], "", &[11]);
    let ev = e.submit(move_to("f", 9, 2));
    assert!(rejection(&ev).is_none(), "{ev:?}");
    assert_eq!(e.current_unit().as_deref(), Some("g"));
}

/// A preview's lines in English.
fn english(lines: &[leyendas::i18n::Phrase]) -> Vec<String> {
    lines.iter().map(|l| l.in_lang(Lang::En)).collect()
}

/// What the top bar says is left of the current unit's turn, in English.
fn actions_left(e: &Encounter) -> Vec<String> {
    let world = e.world();
    let budget = world.resource::<leyendas::combat::TurnState>().budget;
    leyendas::rulesets::face::of(world)
        .actions_left(budget)
        .iter()
        .map(|p| p.in_lang(Lang::En))
        .collect()
}

#[test]
fn after_a_walk_the_action_left_can_be_a_second_walk_and_the_top_bar_says_so() {
    // Seed 002, "Caminar": a walk, and one action more.
    let far = r#"(id: "g", side: "b", at: (9, 6), creature: "goblin")"#;
    let (mut e, _) = osr_fight(&[FIGHTER, far], "", &[11]);
    assert_eq!(actions_left(&e), ["walk", "action"]);
    let ev = e.submit(move_to("f", 5, 2));
    assert!(rejection(&ev).is_none(), "{ev:?}");
    assert_eq!(actions_left(&e), ["action (or a second walk)"]);
    // The action spent as a second walk: the turn is over.
    let ev = e.submit(move_to("f", 8, 2));
    assert!(rejection(&ev).is_none(), "{ev:?}");
    assert_eq!(e.current_unit().as_deref(), Some("g"));
}

/// What the top bar warns of for the round's end, in English.
fn round_end_notes(e: &Encounter) -> Vec<String> {
    let world = e.world();
    leyendas::rulesets::face::of(world)
        .round_end_notes(world)
        .iter()
        .map(|p| p.in_lang(Lang::En))
        .collect()
}

#[test]
fn the_leader_is_marked_and_its_fall_is_announced_as_a_morale_check_at_the_round_s_end() {
    let units = BOSS_AND_TWO;
    let (mut e, _) = osr_fight(&units, "", &[11, 20, 8, 5, 4]);
    let marks = |e: &Encounter, id: &str| {
        let world = e.world();
        leyendas::rulesets::face::of(world)
            .unit_marks(world, e.entity(id).unwrap())
            .iter()
            .map(|p| p.in_lang(Lang::En))
            .collect::<Vec<_>>()
    };
    assert_eq!(marks(&e, "boss"), ["leader"]);
    assert!(marks(&e, "near").is_empty());
    // Nothing shakes the goblins yet (three of them against one).
    assert!(round_end_notes(&e).is_empty());
    e.submit(attack("f", "boss"));
    assert_eq!(state(&e, "boss"), HealthState::Dead);
    assert_eq!(
        round_end_notes(&e),
        ["b check morale at the round's end: its leader fell"]
    );
    // The check comes when the round ends, and the warning with it.
    e.submit(end_turn("f"));
    e.submit(end_turn("near"));
    let ev = e.submit(end_turn("far"));
    assert!(ev.iter().any(|x| matches!(x, CombatEvent::Morale { .. })));
}

#[test]
fn a_pc_s_panel_gives_its_chances_to_block_and_to_dodge() {
    // Blocking tests Strength, dodging Agility (seed 002); the fighter has its blade to block
    // with, and has avoided nothing yet this round.
    let (e, _) = osr_fight(&[FIGHTER, GOBLIN], "", &[11]);
    let world = e.world();
    let f = e.entity("f").unwrap();
    let stats = world.get::<leyendas::rulesets::osr::OsrStats>(f).unwrap();
    let (strength, agility) = (stats.attributes.strength, stats.attributes.agility);
    // The faces that pass: 20 always, 1 never, else d20 + the attribute ≥ 21.
    let chance = |attribute: i32| ((2..=19).filter(|n| n + attribute >= 21).count() + 1) * 5;
    let line = leyendas::rulesets::osr::avoid_odds_line(world, f);
    assert!(
        line.starts_with(&format!(
            "Blocks {}%, dodges {}%",
            chance(strength),
            chance(agility)
        )),
        "{line}"
    );
}

#[test]
fn npc_sides_act_in_the_order_the_level_lists_the_sides_and_units_within_a_side() {
    // The GM's choice between hostile groups (seed 002: "el DJ decide") is the level's: side c is
    // listed before side b, so the orc goes before both goblins, which keep their listing order.
    let rows: Vec<String> = OPEN.iter().map(|r| format!("\"{r}\"")).collect();
    let src = format!(
        "Level(name: \"order\", ruleset: Osr, map: [{}], sides: [(id: \"a\", name: \"A\", controller: Human), (id: \"c\", name: \"C\", controller: Ai), (id: \"b\", name: \"B\", controller: Ai)], units: [{FIGHTER}, (id: \"g1\", side: \"b\", at: (6, 5), creature: \"goblin\"), (id: \"g2\", side: \"b\", at: (7, 5), creature: \"goblin\"), (id: \"o\", side: \"c\", at: (9, 6), creature: \"orc\")])",
        rows.join(", ")
    );
    let mut e = Encounter::new(&load(&src), 1);
    e.force_rolls([11]);
    let ev = e.start();
    let order = ev.iter().find_map(|x| match x {
        CombatEvent::Order { units } => Some(units.clone()),
        _ => None,
    });
    assert_eq!(
        order,
        Some(vec!["f".into(), "o".into(), "g1".into(), "g2".into()])
    );
}

#[test]
fn a_pc_side_never_checks_its_morale_even_outnumbered_three_to_one() {
    // Three goblins against the lone fighter: an NPC side so outnumbered would check (2:1); the
    // PCs have no morale (seed 002), so the round ends with no check at all.
    let goblins = [
        r#"(id: "g1", side: "b", at: (7, 5), creature: "goblin")"#,
        r#"(id: "g2", side: "b", at: (8, 5), creature: "goblin")"#,
        r#"(id: "g3", side: "b", at: (9, 5), creature: "goblin")"#,
    ];
    let (mut e, _) = osr_fight(&[FIGHTER, goblins[0], goblins[1], goblins[2]], "", &[11]);
    let mut ev = Vec::new();
    for unit in ["f", "g1", "g2", "g3"] {
        ev.extend(e.submit(end_turn(unit)));
    }
    assert!(
        ev.iter()
            .any(|x| matches!(x, CombatEvent::Round { round: 2, .. })),
        "{ev:?}"
    );
    assert!(
        !ev.iter().any(|x| matches!(x, CombatEvent::Morale { .. })),
        "{ev:?}"
    );
}

#[test]
fn a_pc_avoids_an_invisible_npc_s_attack_with_disadvantage() {
    // The bandits' priest makes the bandit vanish; its arrow at the fighter catches it off guard:
    // the fighter's avoid roll keeps the worse of two dice.
    let fighter = r#"(id: "f", side: "a", at: (2, 2), creature: "fighter")"#;
    let priest = r#"(id: "p", side: "b", at: (8, 3), creature: "priest")"#;
    let bandit = r#"(id: "b", side: "b", at: (8, 2), creature: "bandit")"#;
    let (mut e, _) = osr_fight(&[fighter, priest, bandit], "", &[11]);
    e.submit(end_turn("f"));
    let ev = e.submit(cast_at("p", "vanish", Some("b"), None));
    assert!(
        ev.iter()
            .any(|x| matches!(x, CombatEvent::EffectStarts { unit, .. } if unit == "b")),
        "{ev:?}"
    );
    e.force_rolls([15, 4]);
    let ev = e.submit(attack("b", "f"));
    let avoid = reactions(&ev);
    assert_eq!(avoid.len(), 1, "{ev:?}");
    // Blocking with Strength 15: 4 + 15 = 19, short of 21 (15 + 15 would have blocked).
    assert_eq!(avoid[0].1, vec![15, 4], "{ev:?}");
    assert_eq!((avoid[0].2, avoid[0].3), (19, false), "{ev:?}");
}

#[test]
fn the_ai_s_archer_with_empty_hands_takes_out_its_bow_as_the_turn_s_action() {
    // Seed 002 counts no arrows: the bow, its best weapon, always shoots.
    let archer = r#"(id: "a", side: "a", at: (0, 0), creature: "archer", wield: [])"#;
    let goblin = r#"(id: "g", side: "b", at: (9, 6), creature: "goblin")"#;
    let (mut e, _) = osr_fight(&[archer, goblin], "", &[]);
    end_turns_until(&mut e, "a");
    let decide = |e: &Encounter| {
        leyendas::ai::decide(e.world(), leyendas::level::schema::Difficulty::Normal).unwrap()
    };
    let change = decide(&e);
    assert_eq!(
        change,
        Command::Draw {
            unit: "a".into(),
            weapons: vec!["longbow".into()],
        }
    );
    let ev = e.submit(change);
    assert!(rejection(&ev).is_none(), "{ev:?}");
    // Changing weapons was the turn's action: nothing is left but to end it.
    assert_eq!(decide(&e), end_turn("a"));
}

#[test]
fn core_s_fields_in_an_osr_level_are_refused_with_osr_s_reason_in_the_reader_s_language() {
    use leyendas::i18n::Lang;
    let osr = osr_src(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), creature: "fighter", riding: "horse", ammunition: {"arrows": 5})"#,
            GOBLIN,
        ],
        "",
    );
    let errors = leyendas::level::load_level_str(std::path::Path::new("t.ron"), &osr, &data())
        .expect_err("Core's field is refused");
    let riding = errors
        .iter()
        .find(|d| d.message.in_lang(Lang::En).contains("`riding`"))
        .expect("riding is refused");
    assert!(
        riding
            .message
            .in_lang(Lang::En)
            .ends_with("`riding` is Core's; OSR units fight on foot")
    );
    assert!(
        riding
            .message
            .in_lang(Lang::Es)
            .ends_with("`riding` es de Core; en OSR las unidades luchan a pie")
    );
    assert!(errors.iter().any(|d| {
        d.message
            .in_lang(Lang::En)
            .ends_with("`ammunition` is Core's; OSR counts no missiles")
    }));
}

#[test]
fn a_power_s_preview_gives_no_save_dc_since_seed_002_has_no_saving_throw() {
    let far = r#"(id: "g", side: "b", at: (6, 2), creature: "goblin")"#;
    let (e, _) = osr_fight(&[WIZARD, far], "", &[11]);
    let caster = e.entity("w").unwrap();
    let casting = e
        .world()
        .get::<leyendas::combat::Spellcasting>(caster)
        .unwrap();
    let slot = casting
        .spells
        .iter()
        .position(|k| k.spell.id == "fire_dart")
        .unwrap() as u8;
    let p = leyendas::view::preview::spell_preview(
        e.world(),
        leyendas::view::preview::Aiming::Known {
            slot,
            defensively: false,
        },
        Some(Pos::new(6, 2)),
        None,
    )
    .unwrap();
    assert_eq!(p.dc, None);
    assert!(p.command.is_some(), "{:?}", p.refusal);
}
