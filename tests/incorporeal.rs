//! Seed 001's incorporeal ("Incorporal"): nothing mundane harms an incorporeal creature, a magic
//! weapon or a spell by half, another incorporeal creature in full. Stat lines (assets/data): the
//! ghost has Dex 14 and no armour (Defense 12), 20 hit points, a chilling touch (1d6 cold); the
//! fighter Str 16 (+3), BAB 3.

mod common;

use common::*;
use leyendas::combat::{CombatEvent, Encounter};
use leyendas::rules::damage::Incorporeal;

/// The fighter f, wielding `weapon`, acts first beside the ghost o.
fn fighter_and_ghost(weapon: &str) -> Encounter {
    let mut data = data();
    data.creatures
        .get_mut("human_fighter")
        .expect("fighter")
        .weapons = vec![weapon.into()];
    fight_on_data(
        &data,
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (3, 3), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "o", side: "b", at: (4, 3), creature: "ghost", initiative: 10)"#,
        ],
    )
}

fn body(events: &[CombatEvent]) -> Vec<(i32, Option<Incorporeal>)> {
    events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Damage {
                amount,
                incorporeal,
                ..
            } => Some((*amount, *incorporeal)),
            _ => None,
        })
        .collect()
}

#[test]
fn a_mundane_blow_passes_through_an_incorporeal_body() {
    let mut enc = fighter_and_ghost("longsword");
    // 15 + 6 hits Defense 12; 1d8 = 5 + 3 = 8, and none of it counts.
    enc.force_rolls([15, 5]);
    let ev = enc.submit(attack("f", "o"));
    assert_eq!(body(&ev), [(0, Some(Incorporeal::Nothing))]);
    assert!(damage_amounts(&ev).contains(&("o".into(), 0, 20)));
}

#[test]
fn a_magic_blow_hurts_an_incorporeal_body_by_half_rounded_down() {
    let mut enc = fighter_and_ghost("rune_longsword");
    enc.force_rolls([15, 6]);
    // 6 + 3 = 9: 4 of it.
    let ev = enc.submit(attack("f", "o"));
    assert_eq!(body(&ev), [(4, Some(Incorporeal::Half))]);
}

#[test]
fn a_spell_hurts_an_incorporeal_body_by_half() {
    let data = data_with_sorcerer_knowing("ray_of_frost");
    let mut enc = fight_on_data(
        &data,
        &OPEN,
        &[
            r#"(id: "m", side: "a", at: (0, 3), creature: "human_sorcerer", initiative: 20)"#,
            r#"(id: "o", side: "b", at: (4, 3), creature: "ghost", initiative: 10)"#,
        ],
    );
    // Padded armour's arcane failure (50: cast), the ray's touch (15 hits), 1d3 = 3: 1 of it.
    enc.force_rolls([50, 15, 3]);
    let ev = enc.submit(cast_on("m", "ray_of_frost", "o", false));
    assert_eq!(body(&ev), [(1, Some(Incorporeal::Half))], "{ev:?}");
}

#[test]
fn an_incorporeal_creature_hurts_the_solid_and_the_incorporeal_in_full() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "o", side: "b", at: (4, 3), creature: "ghost", initiative: 20)"#,
            r#"(id: "f", side: "a", at: (3, 3), creature: "human_fighter", initiative: 10)"#,
            r#"(id: "p", side: "a", at: (5, 3), creature: "ghost", initiative: 5)"#,
        ],
        &[],
    );
    // A touch attack: 15 + 5 beats the fighter's touch Defense; 1d6 = 4, all of it.
    enc.force_rolls([15, 4]);
    let ev = enc.submit(attack("o", "f"));
    assert_eq!(body(&ev), [(4, None)], "{ev:?}");
    end_turns_until(&mut enc, "p");
    enc.force_rolls([15, 4]);
    let ev = enc.submit(attack("p", "o"));
    assert_eq!(body(&ev), [(4, None)], "{ev:?}");
}

#[test]
fn the_ai_strikes_a_ghost_only_with_a_weapon_that_can_hurt_it() {
    use leyendas::ai::{Difficulty, decide};
    use leyendas::combat::Command;
    let strikes_the_ghost = |weapon: &str| {
        let enc = fighter_and_ghost(weapon);
        let choice = decide(enc.world(), Difficulty::Normal).expect("a command");
        matches!(&choice, Command::Attack { target, .. } if target == "o")
    };
    assert!(!strikes_the_ghost("longsword"));
    assert!(strikes_the_ghost("rune_longsword"));
}
