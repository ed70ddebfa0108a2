//! Mods as folders (issue 36): a manifest, levels and data laid over the game's by id; `validate`
//! checks a whole mod; nothing outside a mod's folder is read for it.

mod common;

use std::path::{Path, PathBuf};

fn leyendas(args: &[&str]) -> (i32, String) {
    let out = common::binary()
        .args(args)
        .output()
        .expect("the binary runs");
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    (out.status.code().unwrap_or(-1), text)
}

/// A copy of the example mod in a scratch folder, to break.
fn example_copy(name: &str) -> PathBuf {
    let root = std::env::temp_dir().join(format!("leyendas-mods-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    for sub in ["levels", "data"] {
        std::fs::create_dir_all(root.join(sub)).unwrap();
    }
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("mods/example");
    for file in ["mod.ron", "levels/chieftain.ron", "data/creatures.ron"] {
        std::fs::copy(example.join(file), root.join(file)).unwrap();
    }
    root
}

#[test]
fn the_example_mod_validates_and_lists_what_it_replaces() {
    let (code, out) = leyendas(&["validate", "mods/example"]);
    assert_eq!(code, 0, "{out}");
    for line in [
        "mods/example/mod.ron: ok",
        "mods/example/data: ok",
        "mods/example/levels/chieftain.ron: ok",
    ] {
        assert!(out.lines().any(|l| l == line), "no {line:?} in:\n{out}");
    }
    // The game's goblin, replaced: a warning at the mod's entry, which does not fail.
    assert!(
        out.lines()
            .any(|l| l.starts_with("mods/example/data/creatures.ron:")
                && l.ends_with("warning: replaces the game's `goblin`")),
        "{out}"
    );
    // A folder of mods checks each.
    let (code, out) = leyendas(&["validate", "mods"]);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains("mods/example/levels/chieftain.ron: ok"),
        "{out}"
    );
}

#[test]
fn a_mod_s_level_plays_with_the_mod_s_creatures_and_its_changes_to_the_game_s() {
    let level = Path::new("mods/example/levels/chieftain.ron");
    let (data, replaced) = leyendas::mods::data_for(level, None).expect("the mod's data");
    assert_eq!(replaced.len(), 1);
    let text = std::fs::read_to_string(level).unwrap();
    let loaded = leyendas::level::load_level_str(level, &text, &data).expect("the level");
    let hp = |id: &str| loaded.units.iter().find(|u| u.id == id).map(|u| u.hp);
    // The mod's chieftain, and its goblins at 8 hit points where the game's have 6.
    assert_eq!(hp("krag"), Some(18));
    assert_eq!(hp("snik"), Some(8));
    assert_eq!(common::data().creatures["goblin"].hp, 6);
    // `run` reads it with the mod's data too.
    let (code, out) = leyendas(&[
        "run",
        "mods/example/levels/chieftain.ron",
        "--ai",
        "--seed",
        "3",
    ]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("Krag"), "{out}");
}

#[test]
fn a_mod_never_reads_a_file_outside_its_folder_through_a_link() {
    let root = example_copy("outside");
    let outside = root.with_extension("outside.ron");
    std::fs::copy("levels/01_first_blood.ron", &outside).unwrap();
    std::os::unix::fs::symlink(&outside, root.join("levels/borrowed.ron")).unwrap();
    let (code, out) = leyendas(&["validate", root.to_str().unwrap()]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.lines()
            .any(|l| l.contains("levels/borrowed.ron: error: leads out of the mod's folder")),
        "{out}"
    );
    // A data file linked from outside is refused too, and the mod's levels with it.
    std::fs::remove_file(root.join("levels/borrowed.ron")).unwrap();
    std::fs::copy(
        "assets/data/weapons.ron",
        root.with_extension("weapons.ron"),
    )
    .unwrap();
    std::os::unix::fs::symlink(
        root.with_extension("weapons.ron"),
        root.join("data/weapons.ron"),
    )
    .unwrap();
    let (code, out) = leyendas(&["validate", root.to_str().unwrap()]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.lines()
            .any(|l| l.contains("data/weapons.ron: error: leads out of the mod's folder")),
        "{out}"
    );
}

#[test]
fn a_broken_manifest_or_a_level_of_another_ruleset_is_told_at_its_place() {
    let root = example_copy("manifest");
    let manifest = std::fs::read_to_string(root.join("mod.ron")).unwrap();
    std::fs::write(
        root.join("mod.ron"),
        manifest
            .replace("version: \"1.0.0\"", "version: \"\"")
            .replace("licence", "licenze"),
    )
    .unwrap();
    let (code, out) = leyendas(&["validate", root.to_str().unwrap()]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("unknown field `licenze`: did you mean `licence`?"),
        "{out}"
    );
    std::fs::write(
        root.join("mod.ron"),
        manifest.replace("version: \"1.0.0\"", "version: \" \""),
    )
    .unwrap();
    let (_, out) = leyendas(&["validate", root.to_str().unwrap()]);
    let at = root.join("mod.ron");
    assert!(
        out.lines()
            .any(|l| l.starts_with(&format!("{}:5:", at.display()))
                && l.ends_with("`version` is empty")),
        "{out}"
    );
    std::fs::write(
        root.join("mod.ron"),
        manifest.replace("ruleset: Core", "ruleset: Osr"),
    )
    .unwrap();
    let (code, out) = leyendas(&["validate", root.to_str().unwrap()]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("the mod's levels play Osr (its `mod.ron` says); this one plays Core"),
        "{out}"
    );
}

/// A scratch mod playing `ruleset`, with `files` (path in the mod, text) and a level of
/// `units` on First Blood's hall.
fn ruleset_mod(name: &str, ruleset: &str, files: &[(&str, &str)], units: &str) -> PathBuf {
    let root = example_copy(name);
    std::fs::remove_file(root.join("data/creatures.ron")).unwrap();
    std::fs::remove_file(root.join("levels/chieftain.ron")).unwrap();
    let manifest = std::fs::read_to_string(root.join("mod.ron")).unwrap();
    let manifest = manifest.replace("ruleset: Core", &format!("ruleset: {ruleset}"));
    std::fs::write(root.join("mod.ron"), manifest).unwrap();
    for (path, text) in files {
        let path = root.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    let level = format!(
        r#"Level(name: "Hall", ruleset: {ruleset},
    map: [".......", ".......", ".......", "......."],
    sides: [(id: "a", name: "A", controller: Human), (id: "b", name: "B", controller: Ai)],
    units: [{units}],
)
"#
    );
    std::fs::write(root.join("levels/hall.ron"), level).unwrap();
    root
}

#[test]
fn an_osr_mod_lays_its_creatures_and_weapons_over_osr_s_by_id() {
    // A new creature, and the game's goblin with more hit points (5 in the game's).
    let osr_creatures = r#"[
    (id: "goblin_hexer", name: "Goblin hexer", glyph: 's', movement: 10, level: 2, hp: 9,
        attributes: (strength: 8, agility: 11, mind: 12, intuition: 11, presence: 9, resistance: 9),
        morale: 7, weapons: ["ogre_club"]),
    (id: "goblin", name: "Goblin", glyph: 'g', size: Small, movement: 10, level: 1, hp: 7,
        attributes: (strength: 8, agility: 12, mind: 7, intuition: 10, presence: 6, resistance: 9),
        morale: 6, weapons: ["scimitar"]),
]"#;
    // The mod's own weapon, carried by its hexer: a weapons file without an unarmed table
    // keeps the game's.
    let osr_weapons = r#"(weapons: [(id: "ogre_club", name: "Ogre club", damage: "1d8", grip: TwoHanded, kind: Melee, usage: 6)])"#;
    let units = r#"(id: "f", side: "a", at: (1, 1), creature: "fighter"),
        (id: "s", side: "b", at: (5, 1), creature: "goblin_hexer"),
        (id: "g", side: "b", at: (5, 2), creature: "goblin")"#;
    let root = ruleset_mod(
        "osr",
        "Osr",
        &[
            ("rulesets/osr/creatures.ron", osr_creatures),
            ("rulesets/osr/weapons.ron", osr_weapons),
        ],
        units,
    );
    let (code, out) = leyendas(&["validate", root.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.lines().any(|l| l
            .contains("rulesets/osr/creatures.ron:5:10: warning: replaces the game's `goblin`")),
        "{out}"
    );
    assert_eq!(out.matches("warning: replaces").count(), 1, "{out}");
    let level = root.join("levels/hall.ron");
    let (data, _) = leyendas::mods::data_for(&level, None).expect("the mod's data");
    let text = std::fs::read_to_string(&level).unwrap();
    let loaded = leyendas::level::load_level_str(&level, &text, &data).expect("the level");
    let hp = |id: &str| loaded.units.iter().find(|u| u.id == id).map(|u| u.hp);
    assert_eq!((hp("s"), hp("g")), (Some(9), Some(7)));
    assert_eq!(common::data().rulesets.osr.creatures["goblin"].hp, 5);
    assert!(data.rulesets.osr.weapons.contains_key("ogre_club"));
    assert!(
        !data.rulesets.osr.unarmed.is_empty(),
        "the game's unarmed table is kept"
    );
    let (code, out) = leyendas(&["run", level.to_str().unwrap(), "--ai", "--seed", "2"]);
    assert_eq!(code, 0, "{out}");
}

#[test]
fn a_wfrp_mod_s_creature_carries_the_mod_s_weapon_and_a_misspelt_one_is_told_at_its_place() {
    let wfrp_weapons =
        r#"[(id: "bone_club", name: "Bone club", kind: Melee, damage: "SB+1", grip: TwoHanded)]"#;
    let wfrp_creatures = r#"[
    (id: "goblin_brute", name: "Goblin brute", glyph: 'b',
        profile: (ws: 35, bs: 20, s: 38, t: 35, ag: 25, int: 20, wp: 25, fel: 15, a: 1, w: 11, m: 4),
        weapons: ["bone_club"]),
]"#;
    let units = r#"(id: "o", side: "a", at: (1, 1), creature: "orc"),
        (id: "b", side: "b", at: (5, 1), creature: "goblin_brute")"#;
    let root = ruleset_mod(
        "wfrp",
        "Wfrp",
        &[
            ("rulesets/wfrp/weapons.ron", wfrp_weapons),
            ("rulesets/wfrp/creatures.ron", wfrp_creatures),
        ],
        units,
    );
    let (code, out) = leyendas(&["validate", root.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}");
    let level = root.join("levels/hall.ron");
    let (data, replaced) = leyendas::mods::data_for(&level, None).expect("the mod's data");
    assert!(replaced.is_empty());
    assert_eq!(
        data.rulesets.wfrp.creatures["goblin_brute"].weapons,
        ["bone_club"]
    );
    assert!(
        data.rulesets.wfrp.weapons.contains_key("hand_weapon"),
        "the game's are kept"
    );
    let broken = wfrp_creatures.replace("\"bone_club\"", "\"bone_clab\"");
    std::fs::write(root.join("rulesets/wfrp/creatures.ron"), broken).unwrap();
    let (code, out) = leyendas(&["validate", root.to_str().unwrap()]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("rulesets/wfrp/creatures.ron:4:"), "{out}");
    assert!(out.contains("bone_clab"), "{out}");
}
