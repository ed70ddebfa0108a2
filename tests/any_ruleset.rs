//! One fight, any ruleset: `--ruleset` plays a level's map, sides and scripts under another
//! ruleset, its creatures and gear from that ruleset's tables, through the CLI as a player or
//! modder would.

mod common;

use std::path::{Path, PathBuf};
use std::process::Output;

fn leyendas(args: &[&str]) -> Output {
    common::binary()
        .args(args)
        .args(["--lang", "en"])
        .output()
        .expect("the binary runs")
}

fn stdout_of(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr_of(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn level(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("levels")
        .join(name)
        .to_string_lossy()
        .into_owned()
}

/// The campaign's levels (`levels/0*.ron`).
fn campaign() -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> =
        std::fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("levels"))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| {
                p.file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(|n| n.starts_with('0') && n.ends_with(".ron"))
            })
            .collect();
    found.sort();
    found
}

/// What `validate FILE --ruleset RULESET` prints.
fn validate_as(file: &str, ruleset: &str) -> String {
    stdout_of(&leyendas(&["validate", file, "--ruleset", ruleset]))
}

#[test]
fn every_campaign_level_validates_under_osr_and_wfrp_with_what_it_sets_aside_as_warnings() {
    for ruleset in ["osr", "wfrp"] {
        for file in campaign() {
            let file = file.to_string_lossy().into_owned();
            let out = leyendas(&["validate", &file, "--ruleset", ruleset]);
            let said = stdout_of(&out);
            assert_eq!(out.status.code(), Some(0), "{ruleset}: {said}");
            assert!(!said.contains(": error:"), "{ruleset}: {said}");
        }
    }
}

#[test]
fn every_shipped_level_validates_under_wfrp_the_osr_ones_by_their_creatures_other_ids() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("levels");
    for entry in std::fs::read_dir(dir).unwrap() {
        let file = entry.unwrap().path().to_string_lossy().into_owned();
        if !file.ends_with(".ron") {
            continue;
        }
        let said = validate_as(&file, "wfrp");
        assert!(!said.contains(": error:"), "{said}");
    }
    // The OSR archer is WFRP's elf hunter.
    let out = leyendas(&[
        "run",
        &level("osr_01_first_blood.ron"),
        "--ruleset",
        "wfrp",
        "--ai",
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr_of(&out));
    assert!(stdout_of(&out).contains("Tam rolls initiative: d10"));
}

#[test]
fn riders_of_a_ruleset_that_does_not_ride_fight_beside_their_mounts() {
    let data = leyendas::level::GameData::discover(None).unwrap();
    let file = level("06_wolf_riders.ron");
    let text = std::fs::read_to_string(&file).unwrap();
    let wfrp = Some(leyendas::rulesets::id::RulesetId::Wfrp);
    let played = leyendas::level::load_level_as(Path::new(&file), &text, &data, wfrp).unwrap();
    let at = |id: &str| played.units.iter().find(|u| u.id == id).unwrap().at;
    // Sir Aldric keeps his square; his horse stands on the nearest open one, beside him.
    assert_eq!((at("aldric").x, at("aldric").y), (1, 4));
    assert_ne!(at("thunder"), at("aldric"));
    assert!((at("thunder").x - 1).abs() <= 1 && (at("thunder").y - 4).abs() <= 1);
    assert!(played.units.iter().all(|u| u.riding.is_none()));
    assert!(validate_as(&file, "wfrp").contains("`riding` is Core's"));
}

#[test]
fn an_osr_creature_answers_to_the_campaign_s_id_it_plays() {
    let out = leyendas(&[
        "run",
        &level("01_first_blood.ron"),
        "--ruleset",
        "osr",
        "--ai",
        "--json",
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr_of(&out));
    let said = stdout_of(&out);
    // OSR's fighter is Aria's human_fighter: the OSR strike and its d20 test.
    assert!(said.contains(r#""event":"strike""#), "{said}");
    assert!(said.contains(r#""event":"end""#), "{said}");
}

#[test]
fn a_core_field_wfrp_does_not_read_is_set_aside_at_its_line_and_column() {
    let file = level("01_first_blood.ron");
    let text = std::fs::read_to_string(&file).unwrap();
    let line = text
        .lines()
        .position(|l| l.contains(r#"id: "snik""#))
        .unwrap()
        + 1;
    // At the field's value, as every diagnostic of a level.
    let column = text.lines().nth(line - 1).unwrap().find("group: ").unwrap() + "group: ".len() + 1;
    let said = validate_as(&file, "wfrp");
    assert!(
        said.contains(&format!(
            "{file}:{line}:{column}: warning: unit `snik`: `group` is Core's"
        )),
        "{said}"
    );
    assert!(said.contains("(set aside: played as `Wfrp`)"), "{said}");
    // Played under its own ruleset, nothing is set aside.
    let out = leyendas(&["validate", &file]);
    assert!(!stdout_of(&out).contains("set aside"));
}

#[test]
fn an_item_or_a_held_weapon_the_ruleset_lacks_is_set_aside() {
    let said = validate_as(&level("02_ambush_at_the_ford.ron"), "wfrp");
    assert!(
        said.contains("unit `ratty`: its creature carries no `javelin` under these rules"),
        "{said}"
    );
    let said = validate_as(&level("05_the_goblin_king.ron"), "wfrp");
    assert!(
        said.contains("unit `nettle`: `wand_of_burning_hands` is no item of this ruleset's"),
        "{said}"
    );
}

#[test]
fn run_plays_a_core_level_by_wfrp_s_rules() {
    let out = leyendas(&[
        "run",
        &level("01_first_blood.ron"),
        "--ruleset",
        "wfrp",
        "--ai",
        "--json",
    ]);
    let said = stdout_of(&out);
    assert_eq!(out.status.code(), Some(0), "{}", stderr_of(&out));
    assert!(said.contains(r#""needs":"at_most""#), "{said}");
    assert!(said.contains(r#""event":"hit_location""#), "{said}");
    assert!(said.contains(r#""event":"end""#), "{said}");
    // What it set aside is said before the fight.
    assert!(stderr_of(&out).contains("set aside"), "{}", stderr_of(&out));
}

#[test]
fn a_save_of_a_fight_under_another_ruleset_replays_under_it() {
    let dir = std::env::temp_dir().join(format!("leyendas-any-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let save = dir.join("wfrp.ron");
    let save_arg = save.to_string_lossy().into_owned();
    let out = leyendas(&[
        "run",
        &level("03_ogre_bridge.ron"),
        "--ruleset",
        "wfrp",
        "--ai",
        "--save",
        &save_arg,
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr_of(&out));
    let text = std::fs::read_to_string(&save).unwrap();
    assert!(text.contains("ruleset: Some(Wfrp)"), "{text}");
    let out = leyendas(&["replay", &save_arg, "--json"]);
    std::fs::remove_dir_all(&dir).ok();
    assert_eq!(out.status.code(), Some(0), "{}", stderr_of(&out));
    assert!(stdout_of(&out).contains(r#""event":"hit_location""#));
}

#[test]
fn simulate_plays_a_level_under_each_ruleset_and_compares_them() {
    let file = level("01_first_blood.ron");
    let out = leyendas(&[
        "simulate",
        &file,
        "--ruleset",
        "core,wfrp",
        "--runs",
        "20",
        "--json",
    ]);
    let said = stdout_of(&out);
    assert_eq!(out.status.code(), Some(0), "{}", stderr_of(&out));
    let reports: serde_json::Value = serde_json::from_str(said.trim()).unwrap();
    let rulesets: Vec<&str> = reports
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["ruleset"].as_str().unwrap())
        .collect();
    assert_eq!(rulesets, ["Core", "Wfrp"]);
    for r in reports.as_array().unwrap() {
        assert_eq!(
            (r["rejected"].as_u64(), r["unfinished"].as_u64()),
            (Some(0), Some(0))
        );
    }
    let out = leyendas(&["simulate", &file, "--ruleset", "core,wfrp", "--runs", "20"]);
    let said = stdout_of(&out);
    assert!(said.contains("Side by side:"), "{said}");
    let heads = said
        .lines()
        .skip_while(|l| !l.starts_with("Side by side:"))
        .nth(1)
        .unwrap();
    assert!(
        heads.contains("Core rules") && heads.contains("WFRP rules"),
        "{said}"
    );
    assert!(said.contains("won by Heroes"), "{said}");
}

#[test]
fn a_ruleset_that_is_not_one_is_refused_with_the_names_to_use() {
    let out = leyendas(&["run", &level("01_first_blood.ron"), "--ruleset", "gurps"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr_of(&out).contains("`gurps` is not a ruleset; use one of core, osr, example, wfrp"),
        "{}",
        stderr_of(&out)
    );
}
