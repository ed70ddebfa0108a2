//! Seed 001's rules every level plays unless it turns them off (`rules:`): prone's numbers
//! (`prone_table`), mounted combat (`mounted_combat`) and readying against casters
//! (`ready_against_casters`). Each with its switch on (the default) and off.

mod common;

use common::*;
use leyendas::combat::commands::ReadyTrigger;
use leyendas::combat::{CombatEvent, Command};

/// The fighter f (BAB 3, Str 16) beside the goblin g (Defense 16), with the level's `rules`.
fn fighter_beside_goblin(rules: &str) -> leyendas::combat::Encounter {
    fight_with_rules(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (3, 3), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (4, 3), creature: "goblin", initiative: 10)"#,
        ],
        rules,
        &[],
    )
    .0
}

fn prone_term_and_total(events: &[CombatEvent]) -> (Option<i32>, i32) {
    events
        .iter()
        .find_map(|e| match e {
            CombatEvent::Attack {
                modifiers, total, ..
            } => Some((modifiers.get("prone"), *total)),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no attack in {events:?}"))
}

#[test]
fn a_prone_attacker_takes_minus_four_in_melee_unless_the_level_turns_prone_s_numbers_off() {
    for (rules, term, total) in [("", Some(-4), 12), ("prone_table: false", None, 16)] {
        let mut enc = fighter_beside_goblin(rules);
        enc.submit(Command::DropProne { unit: "f".into() });
        // 10 + BAB 3 + Str 3, less 4 when prone counts.
        enc.force_rolls([10, 1]);
        let ev = enc.submit(attack("f", "g"));
        assert_eq!(prone_term_and_total(&ev), (term, total), "{rules}");
    }
}

#[test]
fn a_prone_archer_shoots_only_a_crossbow_unless_the_level_turns_prone_s_numbers_off() {
    let shoots = |rules: &str| {
        let (mut enc, _) = fight_with_rules(
            &OPEN,
            &[
                r#"(id: "r", side: "a", at: (0, 3), creature: "elf_archer", initiative: 20)"#,
                r#"(id: "g", side: "b", at: (8, 3), creature: "goblin", initiative: 10)"#,
            ],
            rules,
            &[],
        );
        enc.submit(Command::DropProne { unit: "r".into() });
        enc.force_rolls([10, 1]);
        rejection(&enc.submit(attack("r", "g")))
    };
    assert!(
        shoots("").is_some_and(|r| r.contains("prone")),
        "{:?}",
        shoots("")
    );
    assert_eq!(shoots("prone_table: false"), None);
}

#[test]
fn mounting_is_refused_where_the_level_turns_mounted_combat_off() {
    let mount = |rules: &str| {
        let (mut enc, _) = fight_with_rules(
            &OPEN,
            &[
                r#"(id: "k", side: "a", at: (3, 2), creature: "knight", initiative: 20)"#,
                r#"(id: "horse", side: "a", at: (4, 2), creature: "warhorse", initiative: 15)"#,
                r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", initiative: 10)"#,
            ],
            rules,
            &[],
        );
        rejection(&enc.submit(Command::Mount {
            unit: "k".into(),
            mount: "horse".into(),
        }))
    };
    assert_eq!(mount(""), None);
    assert_eq!(
        mount("mounted_combat: false").as_deref(),
        Some(
            "k cannot mount horse: this level does not play mounted combat (rules: mounted_combat: false)"
        )
    );
}

#[test]
fn a_rider_in_a_level_without_mounted_combat_is_refused_at_its_riding_field() {
    let src = level_src(
        &OPEN,
        &[
            r#"(id: "k", side: "a", at: (4, 2), creature: "knight", riding: "horse", initiative: 20)"#,
            r#"(id: "horse", side: "a", at: (4, 2), creature: "warhorse", initiative: 15)"#,
            r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", initiative: 10)"#,
        ],
        "mounted_combat: false",
    );
    let errors = leyendas::level::load_level_str(std::path::Path::new("t.ron"), &src, &data())
        .expect_err("refused");
    let text: Vec<String> = errors.iter().map(ToString::to_string).collect();
    assert!(
        text.iter().any(|e| e.contains(
            "unit `k` cannot ride: the level turns mounted combat off (rules: mounted_combat: false)"
        )),
        "{text:?}"
    );
    load(&level_src(
        &OPEN,
        &[
            r#"(id: "k", side: "a", at: (4, 2), creature: "knight", riding: "horse", initiative: 20)"#,
            r#"(id: "horse", side: "a", at: (4, 2), creature: "warhorse", initiative: 15)"#,
            r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", initiative: 10)"#,
        ],
        "",
    ));
}

#[test]
fn readying_against_casters_is_refused_where_the_level_turns_it_off() {
    let ready = |rules: &str| {
        let (mut enc, _) = fight_with_rules(
            &OPEN,
            &[
                r#"(id: "f", side: "b", at: (3, 3), creature: "human_fighter", initiative: 20)"#,
                r#"(id: "m", side: "a", at: (2, 3), creature: "human_sorcerer", initiative: 10)"#,
            ],
            rules,
            &[],
        );
        rejection(&enc.submit(Command::Ready {
            unit: "f".into(),
            trigger: ReadyTrigger::StartsToCast,
            weapon: None,
            then: None,
        }))
    };
    assert_eq!(ready(""), None);
    assert_eq!(
        ready("ready_against_casters: false").as_deref(),
        Some(
            "f: this level does not play readying against casters (rules: ready_against_casters: false)"
        )
    );
}
