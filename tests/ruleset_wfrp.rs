//! Seed 003, the WFRP ruleset, as far as it is built: its data files, read and checked through the
//! CLI as a modder would.

mod common;

use std::path::{Path, PathBuf};
use std::process::Output;

fn leyendas(args: &[&str]) -> Output {
    common::binary()
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stdout_of(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

const FILES: [&str; 4] = [
    "creatures.ron",
    "weapons.ron",
    "armour.ron",
    "hit_locations.ron",
];

fn shipped() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/rulesets/wfrp")
}

/// A scratch folder, removed when dropped (a failed assertion included).
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str) -> Self {
        let dir = std::env::temp_dir().join(format!("leyendas-wfrp-{}-{name}", std::process::id()));
        std::fs::remove_dir_all(&dir).ok();
        std::fs::create_dir_all(&dir).expect("scratch dir");
        Scratch(dir)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        std::fs::remove_dir_all(&self.0).ok();
    }
}

#[test]
fn validate_knows_each_wfrp_data_file_and_the_folder() {
    for name in FILES {
        let file = shipped().join(name);
        let out = leyendas(&["validate", file.to_str().unwrap()]);
        assert_eq!(
            (out.status.code(), stdout_of(&out)),
            (Some(0), format!("{}: ok\n", file.display())),
        );
    }
    let out = leyendas(&["validate", shipped().to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", stdout_of(&out));
    assert_eq!(stdout_of(&out).matches(": ok\n").count(), 4);
}

#[test]
fn a_weapon_damage_that_does_not_read_is_told_at_its_line_and_column() {
    let scratch = Scratch::new("damage");
    let copy = scratch.0.join("rulesets/wfrp");
    std::fs::create_dir_all(&copy).unwrap();
    for name in FILES {
        let mut text = std::fs::read_to_string(shipped().join(name)).unwrap();
        if name == "weapons.ron" {
            text = text.replacen(r#"damage: "SB-3""#, r#"damage: "1d4""#, 1);
        }
        std::fs::write(copy.join(name), text).unwrap();
    }
    let weapons = copy.join("weapons.ron");
    let text = std::fs::read_to_string(&weapons).unwrap();
    let at = text.find(r#""1d4""#).unwrap();
    let line = text[..at].matches('\n').count() + 1;
    let column = at - text[..at].rfind('\n').unwrap();
    let out = leyendas(&["validate", copy.to_str().unwrap()]);
    let said = stdout_of(&out);
    assert_eq!(out.status.code(), Some(1), "{said}");
    assert!(
        said.contains(&format!(
            "{}:{line}:{column}: error: weapon `dagger`: `1d4` is no weapon damage",
            weapons.display()
        )),
        "{said}"
    );
    assert!(said.contains(&format!("{}: ok", copy.join("armour.ron").display())));
}
