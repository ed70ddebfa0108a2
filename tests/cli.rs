//! The `leyendas` binary as a user runs it: validating good and broken levels, scripted fights in
//! JSON, determinism, and bad input of every kind.

mod common;

use std::path::{Path, PathBuf};
use std::process::Output;

fn leyendas(args: &[&str]) -> Output {
    common::binary()
        .args(args)
        .output()
        .expect("the binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A scratch file under the system temp folder, unique to the test.
fn scratch(name: &str, contents: &[u8]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("leyendas-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(name);
    std::fs::write(&path, contents).expect("write scratch file");
    path
}

fn s(p: &Path) -> &str {
    p.to_str().expect("utf-8 temp path")
}

#[test]
fn the_shipped_levels_are_valid() {
    let out = leyendas(&["validate", "levels"]);
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}{}", text(&out.stderr));
    let shipped = std::fs::read_dir("levels")
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .is_ok_and(|e| e.path().extension().is_some_and(|x| x == "ron"))
        })
        .count();
    assert!(shipped >= 4, "{shipped} levels");
    assert_eq!(stdout.matches(": ok").count(), shipped, "{stdout}");
}

#[test]
fn validate_reports_every_meaning_error_with_its_line_and_column() {
    let level = "Level(
    name: \"Broken\",
    map: [
        \"#####\",
        \"#..?#\",
        \"#...#\",
        \"#####\",
    ],
    sides: [(id: \"a\", name: \"A\"), (id: \"b\", name: \"B\")],
    units: [
        (id: \"x\", side: \"a\", at: (1, 1), creature: \"goblin\", weapons: [\"shortsword\", \"laser\"]),
        (id: \"x\", side: \"b\", at: (1, 1), creature: \"goblin\"),
        (id: \"w\", side: \"b\", at: (0, 0), creature: \"goblin\"),
        (id: \"far\", side: \"b\", at: (9, 9), creature: \"dragon\"),
        (id: \"lost\", side: \"c\", at: (2, 2), creature: \"orc\", armor: \"mithril\"),
    ],
)
";
    let path = scratch("broken.ron", level.as_bytes());
    let out = leyendas(&["validate", s(&path)]);
    assert_eq!(out.status.code(), Some(1));
    let stdout = text(&out.stdout);
    let p = path.display();
    let expected = [
        format!(
            "{p}:5:13: error: unknown map character `?` at (3, 1); add it to `legend` (the map's characters: `#` wall, `%` brush, `+` door, `,` grass, `.` floor, `/` open_door, `:` fog, `;` darkness, `=` bridge, `H` barricade, `W` deep_water, `w` shallows, `x` crates, `~` rubble)"
        ),
        format!("{p}:11:86: error: unit `x`: unknown weapon `laser`"),
        format!("{p}:12:14: error: unit id `x` is empty or repeated"),
        format!("{p}:12:34: error: unit `x` at (1, 1) shares the square with `x`"),
        format!("{p}:13:34: error: unit `w` at (0, 0) stands on Stone wall"),
        format!("{p}:14:36: error: unit `far` at (9, 9) is off the 5×4 map"),
        format!("{p}:14:54: error: unit `far`: unknown creature `dragon`"),
        format!("{p}:15:28: error: unit `lost`: unknown side `c` (allowed: `a`, `b`)"),
        format!(
            "{p}:15:69: error: unit `lost`: unknown armor `mithril` (allowed: `breastplate`, `chain_shirt`, `full_plate`, `leather`, `padded`, `scale_mail`)"
        ),
    ];
    for line in &expected {
        assert!(
            stdout.lines().any(|l| l == line),
            "missing {line:?} in:\n{stdout}"
        );
    }
}

#[test]
fn validate_reports_syntax_errors_at_their_position() {
    let path = scratch(
        "syntax.ron",
        b"Level(\n    name: \"x\",\n    map: [\"...\"\n    sides: [],\n)",
    );
    let out = leyendas(&["validate", s(&path)]);
    assert_eq!(out.status.code(), Some(1));
    let stdout = text(&out.stdout);
    assert!(
        stdout.starts_with(&format!("{}:4:5: error: ", path.display())),
        "{stdout}"
    );
}

#[test]
fn validate_names_the_nearest_switch_or_preset_for_a_misspelt_one() {
    let level = std::fs::read_to_string("levels/01_first_blood.ron").unwrap();
    let at = level.find("    map:").unwrap();
    let with = |rules: &str| format!("{}    rules: {rules},\n{}", &level[..at], &level[at..]);
    let line = level[..at].lines().count() + 1;
    let path = scratch("switch.ron", with("(detailed_charg: true)").as_bytes());
    let out = leyendas(&["validate", s(&path)]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stdout).starts_with(&format!(
            "{}:{line}:13: error: unknown field `detailed_charg`: did you mean `detailed_charge`?",
            path.display()
        )),
        "{}",
        text(&out.stdout)
    );
    let path = scratch("preset.ron", with("(preset: Seed01)").as_bytes());
    let out = leyendas(&["validate", s(&path)]);
    assert!(
        text(&out.stdout).contains("unknown value `Seed01`: did you mean `Seed001`?"),
        "{}",
        text(&out.stdout)
    );
    let path = scratch("seed001.ron", with("(preset: Seed001)").as_bytes());
    let out = leyendas(&["validate", s(&path)]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));
}

/// A level misspelling one id of every kind a level names.
const MISSPELT: &str = "Level(
    name: \"Misspelt\",
    legend: {'b': \"bridg\"},
    map: [
        \"......\",
        \"..b...\",
        \"......\",
    ],
    sides: [(id: \"heroes\", name: \"H\"), (id: \"raiders\", name: \"R\")],
    units: [
        (id: \"k\", side: \"heros\", at: (0, 0), creature: \"human_fightr\"),
        (id: \"f\", side: \"heroes\", at: (1, 0), creature: \"human_fighter\", weapons: [\"longsward\"], armor: \"chain_shrt\", shield: \"heavy_sheild\", items: [\"potion_of_heeling\"]),
        (id: \"r\", side: \"heroes\", at: (2, 0), creature: \"knight\", riding: \"hors\"),
        (id: \"horse\", side: \"heroes\", at: (3, 0), creature: \"warhorse\"),
        (id: \"g\", side: \"raiders\", at: (5, 2), creature: \"goblin\"),
    ],
    triggers: [(when: UnitDies(\"gg\"), then: [Win(\"raider\")])],
    objectives: [(side: \"heroez\", goal: Defeat(\"g\"))],
)
";

#[test]
fn validate_suggests_the_nearest_known_name_for_every_kind_of_id() {
    let path = scratch("misspelt.ron", MISSPELT.as_bytes());
    let out = leyendas(&["validate", s(&path)]);
    assert_eq!(out.status.code(), Some(1));
    let stdout = text(&out.stdout);
    for (written, meant) in [
        ("bridg", "bridge"),
        ("heros", "heroes"),
        ("human_fightr", "human_fighter"),
        ("longsward", "longsword"),
        ("chain_shrt", "chain_shirt"),
        ("heavy_sheild", "heavy_shield"),
        ("potion_of_heeling", "potion_of_healing"),
        ("hors", "horse"),
        ("gg", "g"),
        ("raider", "raiders"),
        ("heroez", "heroes"),
    ] {
        let written = format!("`{written}`");
        let said = format!("did you mean `{meant}`?");
        assert!(
            stdout
                .lines()
                .any(|l| l.contains(&written) && l.contains(&said)),
            "no {written} … {said:?} in:\n{stdout}"
        );
    }
    // Two sides: the message lists both.
    assert!(
        stdout.contains(
            "unknown side `heros`: did you mean `heroes`? (allowed: `heroes`, `raiders`)"
        ),
        "{stdout}"
    );
}

#[test]
fn validate_as_json_gives_each_problem_its_place_and_suggestion() {
    let path = scratch("misspelt_json.ron", MISSPELT.as_bytes());
    let good = "levels/01_first_blood.ron";
    for flag in [&["--format", "json"][..], &["--json"][..]] {
        let mut args = vec!["validate", s(&path), good];
        args.extend_from_slice(flag);
        let out = leyendas(&args);
        assert_eq!(out.status.code(), Some(1));
        let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one JSON object");
        assert_eq!(json["ok"], false);
        let files = json["files"].as_array().unwrap();
        assert_eq!(files.len(), 2);
        assert_eq!(files[1]["file"], good);
        assert_eq!(files[1]["ok"], true);
        let creature = files[0]["diagnostics"]
            .as_array()
            .unwrap()
            .iter()
            .find(|d| d["message"].as_str().unwrap().contains("human_fightr"))
            .expect("the creature's problem");
        assert_eq!(creature["line"], 11);
        assert_eq!(creature["severity"], "error");
        assert_eq!(creature["suggestion"], "human_fighter");
    }
}

#[test]
fn validate_never_panics_on_junk() {
    let mut junk: Vec<Vec<u8>> = vec![
        vec![0xff, 0xfe, 0x00, 0x41],
        b"".to_vec(),
        b"Level(".to_vec(),
        b"((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((".to_vec(),
        b"Level(name: \"a\", map: [], sides: [], units: [])".to_vec(),
        "Level(name: \"é\", map: [\"é\"], legend: {'é': \"nothing\"}, sides: [(id: \"a\", name: \"A\")], units: [(id: \"u\", side: \"a\", at: (-1, 0), stats: (name: \"n\", speed: 0, abilities: (str: 0, dex: 99, con: 1), hp: 0))])".as_bytes().to_vec(),
    ];
    // A deterministic scramble of a real level.
    let real =
        std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join("levels/01_first_blood.ron"))
            .unwrap();
    let mut state = 12345u32;
    for _ in 0..20 {
        let mut bytes = real.clone();
        for _ in 0..8 {
            state = state.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            let i = (state as usize >> 8) % bytes.len();
            bytes[i] = (state >> 16) as u8;
        }
        junk.push(bytes);
    }
    for (i, bytes) in junk.iter().enumerate() {
        let path = scratch(&format!("junk{i}.ron"), bytes);
        let out = leyendas(&["validate", s(&path)]);
        let stderr = text(&out.stderr);
        assert!(!stderr.contains("panicked"), "junk {i} panicked: {stderr}");
        let code = out.status.code();
        assert!(
            code == Some(0) || code == Some(1),
            "junk {i}: {code:?} {stderr}"
        );
    }
    let out = leyendas(&["validate", "no/such/file.ron"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stdout).starts_with("no/such/file.ron: error: cannot read the file"));
}

const COMMANDS: &str = r#"[
    // Not g's turn yet: rejected, and the run goes on.
    Attack(unit: "g", target: "f"),
    // f moves next to the goblin and attacks; the disabled goblin strikes back once.
    Move(unit: "f", to: (3, 1)),
    Attack(unit: "f", target: "g"),
    Attack(unit: "g", target: "f"),
    EndTurn(unit: "g"),
]"#;

const DUEL: &str = r#"Level(
    name: "Duel",
    map: ["........", "........", "........"],
    sides: [(id: "a", name: "A"), (id: "b", name: "B")],
    units: [
        (id: "f", side: "a", at: (0, 1), creature: "human_fighter", initiative: 20),
        (id: "g", side: "b", at: (4, 1), creature: "goblin", initiative: 10),
    ],
)"#;

#[test]
fn run_plays_a_scripted_fight_and_prints_json_events() {
    let level = scratch("duel.ron", DUEL.as_bytes());
    let commands = scratch("duel-commands.ron", COMMANDS.as_bytes());
    // f hits (10+6=16 vs 16) for 1d8 3 + 3 = 6: the goblin is disabled at 0 HP.
    let out = leyendas(&[
        "run",
        s(&level),
        "--seed",
        "3",
        "--commands",
        s(&commands),
        "--rolls",
        "10,3",
        "--json",
    ]);
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}{}", text(&out.stderr));
    let events: Vec<serde_json::Value> = stdout
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON object per line"))
        .collect();
    assert!(events.iter().all(|e| e["event"].is_string()));
    let kinds: Vec<&str> = events
        .iter()
        .map(|e| e["event"].as_str().unwrap())
        .collect();
    for kind in [
        "start",
        "initiative",
        "order",
        "round",
        "turn",
        "action",
        "step",
        "attack",
        "damage",
        "health_state",
    ] {
        assert!(kinds.contains(&kind), "no {kind} in {kinds:?}");
    }
    let attack = events.iter().find(|e| e["event"] == "attack").unwrap();
    assert_eq!(attack["attacker"], "f");
    assert_eq!(attack["roll"], 10);
    assert_eq!(attack["total"], 16);
    assert_eq!(attack["defense"], 16);
    assert_eq!(attack["defense_kind"], "normal");
    assert_eq!(attack["hit"], true);
    let damage = events.iter().find(|e| e["event"] == "damage").unwrap();
    assert_eq!(damage["amount"], 6);
    assert_eq!(damage["hp"], 0);
    let step = events.iter().find(|e| e["event"] == "step").unwrap();
    assert_eq!(step["from"], serde_json::json!([0, 1]));
    assert_eq!(step["cost"], 1);
    assert!(
        events
            .iter()
            .any(|e| e["event"] == "health_state" && e["state"] == "disabled")
    );
    let rejected = events.iter().find(|e| e["event"] == "rejected").unwrap();
    assert_eq!(rejected["unit"], "g");
    assert_eq!(rejected["reason"], "it is not g's turn (it is f's)");
    // The disabled goblin's attack (a standard action) strains it to dying: side a wins.
    assert!(
        events
            .iter()
            .any(|e| e["event"] == "health_state" && e["state"] == "dying")
    );
    assert_eq!(events.last().unwrap()["event"], "end");
    assert_eq!(events.last().unwrap()["winner"], "a");
    assert!(text(&out.stderr).contains("1 command(s) were not used"));
}

#[test]
fn the_same_seed_and_commands_print_the_same_bytes() {
    let level = scratch("duel2.ron", DUEL.as_bytes());
    let commands = scratch("duel2-commands.ron", COMMANDS.as_bytes());
    let run = |seed: &str| {
        leyendas(&[
            "run",
            s(&level),
            "--seed",
            seed,
            "--commands",
            s(&commands),
            "--json",
        ])
        .stdout
    };
    assert_eq!(run("11"), run("11"));
    let readable = leyendas(&["run", s(&level), "--seed", "11", "--commands", s(&commands)]);
    let readable = text(&readable.stdout);
    // Units named as the level names them (an unnamed one by its creature), not by their ids.
    assert!(readable.contains("Fighter's turn"), "{readable}");
    assert!(readable.contains("Order: Fighter, Goblin"), "{readable}");
    assert!(readable.starts_with("== Duel (seed 11) =="), "{readable}");
}

#[test]
fn run_reports_broken_input_clearly() {
    let level = scratch("duel3.ron", DUEL.as_bytes());
    let bad_commands = scratch(
        "bad-commands.ron",
        b"[\n  Move(unit: \"f\", to: (3, 1)),\n  Fly(unit: \"f\"),\n]",
    );
    let out = leyendas(&["run", s(&level), "--commands", s(&bad_commands)]);
    assert_eq!(out.status.code(), Some(1));
    let stderr = text(&out.stderr);
    assert!(
        stderr.starts_with(&format!("{}:3:3: error:", bad_commands.display())),
        "{stderr}"
    );
    assert!(stderr.contains("Fly"), "{stderr}");

    let out = leyendas(&["run", s(&level), "--rolls", "3,x"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("--rolls"));

    let out = leyendas(&["run", "levels/01_first_blood.ron", "--rolls", "99"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("forced roll #1 is 99, which a d20 cannot show"));

    let out = leyendas(&["run", "levels/nope.ron"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("levels/nope.ron: error: cannot read the file"));

    let out = leyendas(&["fly"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn help_lists_the_commands() {
    let out = leyendas(&["--help"]);
    assert_eq!(out.status.code(), Some(0));
    let stdout = text(&out.stdout);
    for command in ["play", "validate", "run"] {
        assert!(stdout.contains(command), "{stdout}");
    }
}

#[test]
fn the_game_says_clearly_when_there_is_no_display() {
    for args in [&["play", "levels/01_first_blood.ron"][..], &[]] {
        let out = common::binary()
            .args(args)
            .env_remove("DISPLAY")
            .env_remove("WAYLAND_DISPLAY")
            .output()
            .expect("the binary runs");
        assert_eq!(out.status.code(), Some(1));
        assert!(text(&out.stderr).contains("no display to open the game window on"));
    }
    // A display that is set but cannot be reached (a closed session's): one line, no panic.
    let out = common::binary()
        .args(["play", "--lang", "en"])
        .env("DISPLAY", ":4242")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .expect("the binary runs");
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("error: cannot open the game window on display `:4242`"),
        "{stderr}"
    );
    assert!(!stderr.contains("panicked"), "{stderr}");
}

/// A copy of the shipped data folder with some files replaced, for testing broken data.
fn data_copy(name: &str, edit: impl Fn(&str, String) -> String) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("leyendas-cli-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let shipped = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/data");
    for entry in std::fs::read_dir(&shipped).expect("assets/data") {
        let path = entry.expect("entry").path();
        let file = path.file_name().and_then(|n| n.to_str()).expect("name");
        let text = std::fs::read_to_string(&path).expect("read data file");
        std::fs::write(dir.join(file), edit(file, text)).expect("write data file");
    }
    dir
}

#[test]
fn validate_wants_rounds_for_a_condition_a_weapon_s_hit_lays() {
    let dir = data_copy("on-hit", |file, text| match file {
        "weapons.ron" => text.replace(
            "Condition(condition: Sickened, rounds: Some(2))",
            "Condition(condition: Sickened)",
        ),
        _ => text,
    });
    let out = leyendas(&["validate", "--data", s(&dir), "levels/01_first_blood.ron"]);
    assert_eq!(out.status.code(), Some(1));
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("weapon `venom_blade`: a hit's condition lasts some rounds of its target's turns: give it `rounds`"),
        "{stdout}"
    );
    let weapons = dir.join("weapons.ron").display().to_string();
    assert!(stdout.starts_with(&weapons), "{stdout}");
}

/// `validate` on a copy of the data whose daze lays `condition` instead: the error it gives for
/// the spell, with the line and column of the effects' list.
fn daze_laying(condition: &str, name: &str) -> (String, String) {
    let laid = format!("Condition(condition: {condition})");
    let dir = data_copy(name, |file, text| match file {
        "spells.ron" => text.replace(
            "effects: [Condition(condition: Dazed)]",
            &format!("effects: [{laid}]"),
        ),
        _ => text,
    });
    let out = leyendas(&["validate", "--data", s(&dir), "levels/01_first_blood.ron"]);
    assert_eq!(out.status.code(), Some(1));
    let at = where_edited(&dir.join("spells.ron"), &laid, "[");
    (text(&out.stdout), at)
}

/// `file:line:col` of `mark` on the first line of `file` (not a comment) that holds `edit`.
fn where_edited(file: &std::path::Path, edit: &str, mark: &str) -> String {
    let written = std::fs::read_to_string(file).expect("read");
    let (n, edited) = written
        .lines()
        .enumerate()
        .find(|(_, l)| l.contains(edit) && !l.trim_start().starts_with("//"))
        .expect("the edited line");
    let column = edited.find(mark).expect("the mark") + 1;
    format!("{}:{}:{column}", file.display(), n + 1)
}

#[test]
fn validate_refuses_a_spell_laying_a_condition_the_engine_does_not_play_yet() {
    let (stdout, at) = daze_laying("Grappled", "unplayed-condition");
    let expected = format!(
        "{at}: error: spell `daze`: grappled comes only from a grapple, which has a holder to break free of (seed 001's CombatManeuver(kind: Grapple)): a spell or a weapon cannot lay it"
    );
    assert!(stdout.contains(&expected), "{stdout}");
}

#[test]
fn validate_refuses_a_creature_always_prone_and_points_at_its_conditions() {
    let dir = data_copy("always-prone", |file, text| match file {
        "creatures.ron" => text.replace("conditions: [Incorporeal]", "conditions: [Prone]"),
        _ => text,
    });
    let out = leyendas(&["validate", "--data", s(&dir), "levels/01_first_blood.ron"]);
    assert_eq!(out.status.code(), Some(1));
    let at = where_edited(&dir.join("creatures.ron"), "conditions: [Prone]", "Prone");
    let expected =
        format!("{at}: error: creature `ghost`: prone is not a condition a creature always has");
    let stdout = text(&out.stdout);
    assert!(stdout.contains(&expected), "{stdout}\nnot:\n{expected}");
}

#[test]
fn validate_refuses_a_creature_of_no_hit_dice() {
    let dir = data_copy("no-hit-dice", |file, text| match file {
        "creatures.ron" => text.replace("hit_dice: 4,", "hit_dice: 0,"),
        _ => text,
    });
    let out = leyendas(&["validate", "--data", s(&dir), "levels/01_first_blood.ron"]);
    assert_eq!(out.status.code(), Some(1));
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("error: creature `wight`: hit dice are 1 to 10000"),
        "{stdout}"
    );
}

#[test]
fn validate_asks_for_negative_levels_where_a_spell_lays_energy_drained() {
    let (stdout, at) = daze_laying("EnergyDrained", "drain-as-condition");
    let expected = format!(
        "{at}: error: spell `daze`: energy drain is laid as negative levels: write NegativeLevels(dice: \"1d4\")"
    );
    assert!(stdout.contains(&expected), "{stdout}");
}

#[test]
fn validate_reports_broken_spells_and_casters_in_the_data_files() {
    let dir = data_copy("spells", |file, text| {
        match file {
        // A cone with a distance range, and a save for half on a spell that deals no damage.
        "spells.ron" => text
            .replace(
                "range: Personal, target: Area(Cone(3))",
                "range: Squares(4), target: Area(Cone(3))",
            )
            .replace(
                "save: (kind: reflex, effect: Negates), magic_resistance: false,\n        effects: [Condition(condition: Prone)]",
                "save: (kind: reflex, effect: Half), magic_resistance: false,\n        effects: [Condition(condition: Prone)]",
            ),
        "creatures.ron" => text.replace("(spell: \"daze\", per_day: 3)", "(spell: \"dazzle\", per_day: 3)"),
        _ => text,
    }
    });
    let out = leyendas(&["validate", "--data", s(&dir), "levels/01_first_blood.ron"]);
    assert_eq!(out.status.code(), Some(1));
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    let spells = dir.join("spells.ron");
    let creatures = dir.join("creatures.ron");
    let at = |path: &Path, needle: &str, key: &str| -> String {
        // The 1-based line and column of `key` on the line holding `needle`.
        let text = std::fs::read_to_string(path).expect("read");
        let (n, line) = text
            .lines()
            .enumerate()
            .find(|(_, l)| l.contains(needle))
            .expect("needle in file");
        let col = line.find(key).expect("key on line") + 1;
        format!("{}:{}:{}", path.display(), n + 1, col)
    };
    let expected = [
        format!(
            "{}: error: spell `burning_hands`: cones and lines start at the caster's front: use `Personal` range",
            at(
                &spells,
                "range: Squares(4), target: Area(Cone(3))",
                "Squares"
            )
        ),
        format!(
            "{}: error: spell `grease`: `Half` only halves damage, and this spell deals none",
            at(&spells, "effect: Half), magic_resistance: false", "(kind")
        ),
        format!(
            "{}: error: creature `goblin_hexer`: unknown spell `dazzle`: did you mean `daze`?",
            at(&creatures, "\"dazzle\"", "\"dazzle\"")
        ),
    ];
    for e in &expected {
        assert!(lines.contains(&e.as_str()), "missing {e}\nin:\n{stdout}");
    }
    assert_eq!(lines.len(), expected.len(), "{stdout}");
}

#[test]
fn run_casts_spells_and_prints_cast_area_save_and_damage_events() {
    let level = scratch(
        "spells.ron",
        br#"Level(name: "spells", map: ["..........", "..........", "..........", "..........", "..........", "..........", "..........", ".........."],
            sides: [(id: "a", name: "A"), (id: "b", name: "B")],
            units: [
                (id: "m", side: "a", at: (0, 4), creature: "human_sorcerer", initiative: 20),
                (id: "g", side: "b", at: (5, 4), creature: "goblin", initiative: 10),
            ])"#,
    );
    let commands = scratch(
        "spells-commands.ron",
        br#"[Cast(unit: "m", spell: "fireball", at: (5, 4))]"#,
    );
    // d100 50 (no arcane failure), Reflex 3 fails against 16, 5d6 = 5 ones.
    let out = leyendas(&[
        "run",
        s(&level),
        "--commands",
        s(&commands),
        "--rolls",
        "50,3,1,1,1,1,1",
        "--json",
    ]);
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}{}", text(&out.stderr));
    let events: Vec<serde_json::Value> = stdout
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON object per line"))
        .collect();
    let find = |kind: &str| {
        events
            .iter()
            .find(|e| e["event"] == kind)
            .unwrap_or_else(|| panic!("no {kind} in {stdout}"))
    };
    assert_eq!(find("cast")["spell"], "fireball");
    assert_eq!(find("cast")["uses_left"], 0);
    assert_eq!(find("area")["units"], serde_json::json!(["g"]));
    assert_eq!(find("area")["squares"].as_array().unwrap().len(), 52);
    assert_eq!(find("save")["dc"], 16);
    assert_eq!(find("damage")["amount"], 5);
    assert_eq!(find("damage")["source"], "Fireball");
}

#[test]
fn run_dismounts_and_mounts_again_and_logs_both_as_json() {
    let commands = scratch(
        "ride.ron",
        br#"[
    Dismount(unit: "aldric"),
    Mount(unit: "aldric", mount: "thunder"),
]"#,
    );
    let out = leyendas(&[
        "run",
        "levels/06_wolf_riders.ron",
        "--seed",
        "1",
        "--ai",
        "--commands",
        s(&commands),
        "--json",
    ]);
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let dismounted = stdout
        .lines()
        .position(|l| {
            l.contains(
                r#""event":"dismounted","unit":"aldric","mount":"thunder","to":[1,3],"fell":false"#,
            )
        })
        .expect("aldric gets down");
    let mounted = stdout
        .lines()
        .position(|l| {
            l.contains(
                r#""event":"mounted","unit":"aldric","mount":"thunder","from":[1,3],"at":[1,4]"#,
            )
        })
        .expect("and up again");
    assert!(dismounted < mounted);
    assert!(!stdout.contains(r#""event":"rejected""#), "{stdout}");
}

#[test]
fn seeds_and_counts_out_of_range_are_refused_with_their_range() {
    for (args, says) in [
        (
            &["run", "levels/01_first_blood.ron", "--seed", "-1"][..],
            "`-1` is not a seed; seeds are whole numbers from 0 to 18446744073709551615",
        ),
        (
            &[
                "simulate",
                "levels/01_first_blood.ron",
                "--seed",
                "18446744073709551616",
            ][..],
            "is not a seed",
        ),
        (
            &["simulate", "levels/01_first_blood.ron", "--runs", "0"][..],
            "`0` is not a number of fights from 1 to 10000000",
        ),
        (
            &[
                "simulate",
                "levels/01_first_blood.ron",
                "--runs",
                "18446744073709551615",
            ][..],
            "not a number of fights from 1 to 10000000",
        ),
        (
            &["simulate", "levels/01_first_blood.ron", "--runs", "-5"][..],
            "`-5` is not a number of fights",
        ),
        (
            &["simulate", "levels/01_first_blood.ron", "--jobs", "0"][..],
            "`0` is not a number of threads from 1 to 256",
        ),
    ] {
        let out = leyendas(args);
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{err}");
    }
}

#[test]
fn simulate_gives_the_same_report_on_any_number_of_threads() {
    let report = |jobs: &str| {
        let out = leyendas(&[
            "simulate",
            "levels/05_the_goblin_king.ron",
            "--runs",
            "37",
            "--seed",
            "9",
            "--json",
            "--jobs",
            jobs,
        ]);
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        text(&out.stdout)
    };
    let one = report("1");
    assert!(one.contains("\"runs\":37"), "{one}");
    for jobs in ["2", "3", "8"] {
        assert_eq!(report(jobs), one, "--jobs {jobs}");
    }
}

#[test]
fn validate_warns_of_units_that_can_never_meet_and_still_passes() {
    let level = scratch(
        "walled.ron",
        br#"Level(name: "walled", map: ["..#..", "..#.."],
    sides: [(id: "a", name: "A"), (id: "b", name: "B")],
    units: [
        (id: "f", side: "a", at: (0, 0), creature: "goblin"),
        (id: "g", side: "b", at: (4, 1), creature: "goblin"),
    ])"#,
    );
    let out = leyendas(&["validate", s(&level)]);
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 2, "{stdout}");
    assert!(
        lines[0].ends_with(
            "walled.ron:5:9: warning: unit `g` cannot walk to unit `f` (doors counted open): the units stand in 2 parts of the map that no walk joins, and a fight left to units in different parts may never end"
        ),
        "{stdout}"
    );
    assert!(lines[1].ends_with("walled.ron: ok"), "{stdout}");
    // A door joins the parts.
    let door = scratch(
        "door.ron",
        br#"Level(name: "door", map: ["..#..", "..+.."],
    sides: [(id: "a", name: "A"), (id: "b", name: "B")],
    units: [
        (id: "f", side: "a", at: (0, 0), creature: "goblin"),
        (id: "g", side: "b", at: (4, 1), creature: "goblin"),
    ])"#,
    );
    let out = leyendas(&["validate", s(&door)]);
    assert_eq!(
        text(&out.stdout).lines().count(),
        1,
        "{}",
        text(&out.stdout)
    );
}

#[test]
fn validate_stops_reading_a_file_at_the_size_limit() {
    let big = scratch("big.ron", b"");
    std::fs::File::options()
        .write(true)
        .open(&big)
        .and_then(|f| f.set_len(5 * 1024 * 1024))
        .unwrap();
    let out = leyendas(&["validate", s(&big)]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stdout).trim(),
        format!(
            "{}: error: the file is larger than 4 MiB, the most the game reads",
            big.display()
        )
    );
    // A device is not read at all.
    let out = leyendas(&["validate", "/dev/zero"]);
    assert_eq!(
        text(&out.stdout).trim(),
        "/dev/zero: error: cannot read the file: it is not a regular file"
    );
}

#[test]
fn validate_goes_on_past_a_ragged_map_to_every_file_of_a_folder() {
    let out = leyendas(&["validate", "tests/reliability/levels"]);
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}{}", text(&out.stderr));
    assert!(
        !text(&out.stderr).contains("panicked"),
        "{}",
        text(&out.stderr)
    );
    assert!(
        stdout.contains("f01_ragged_map.ron:1:30: error: map row 1 has 1 squares"),
        "{stdout}"
    );
    // The files after it are looked at too.
    for later in [
        "f04_reach_ok.ron: ok",
        "f05_share_heal.ron: ok",
        "f10_newline_in_id.ron:",
    ] {
        assert!(stdout.contains(later), "{later} in {stdout}");
    }
}

#[test]
fn run_speaks_the_language_asked_and_its_json_is_the_same_in_both() {
    let level = "levels/01_first_blood.ron";
    let es = leyendas(&["--lang", "es", "run", level, "--ai", "--seed", "2"]);
    let en = leyendas(&["run", level, "--ai", "--seed", "2", "--lang", "en"]);
    assert_eq!(es.status.code(), Some(0), "{}", text(&es.stderr));
    let (es, en) = (text(&es.stdout), text(&en.stdout));
    assert!(
        es.contains("-- Ronda 1 --") && es.contains("tira iniciativa"),
        "{es}"
    );
    assert!(
        en.contains("-- Round 1 --") && en.contains("rolls initiative"),
        "{en}"
    );
    // The level gives its name in both languages.
    assert!(es.starts_with("== Primera sangre (semilla 2) =="), "{es}");
    assert!(en.starts_with("== First Blood (seed 2) =="), "{en}");
    assert_eq!(es.lines().count(), en.lines().count());
    let json = |lang| {
        leyendas(&[
            "--lang", lang, "run", level, "--ai", "--seed", "2", "--json",
        ])
        .stdout
    };
    assert_eq!(
        json("es"),
        json("en"),
        "JSON does not change with the language"
    );
}

#[test]
fn the_language_follows_the_locale_when_no_flag_says_otherwise() {
    let out = common::binary()
        .env("LC_ALL", "es_ES.UTF-8")
        .args(["run", "levels/01_first_blood.ron"])
        .output()
        .expect("the binary runs");
    assert!(
        text(&out.stdout).contains("tira iniciativa"),
        "{}",
        text(&out.stdout)
    );
}

#[test]
fn run_reads_a_readied_command_from_ron_and_prints_it_going_off_out_of_turn_as_json() {
    let level = scratch(
        "door-ready.ron",
        br#"Level(
    name: "Door",
    map: ["....#.....", "..../.....", "....#....."],
    sides: [(id: "a", name: "A"), (id: "b", name: "B")],
    units: [
        (id: "r", side: "a", at: (3, 0), creature: "human_fighter", initiative: 20),
        (id: "p", side: "a", at: (2, 1), creature: "human_fighter", initiative: 15),
        (id: "g", side: "b", at: (9, 2), creature: "goblin", initiative: 5),
    ],
)"#,
    );
    let commands = scratch(
        "door-ready-commands.ron",
        br#"[
    // Shut the door as soon as p is through it.
    Ready(unit: "r", trigger: AllyPasses(at: (4, 1)), then: Some(Command(ToggleDoor(unit: "r", at: (4, 1))))),
    EndTurn(unit: "r"),
    Move(unit: "p", path: [(3, 1), (4, 1), (5, 1)]),
]"#,
    );
    let out = leyendas(&["run", s(&level), "--commands", s(&commands), "--json"]);
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}{}", text(&out.stderr));
    let events: Vec<serde_json::Value> = stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let ready = events.iter().find(|e| e["event"] == "ready").unwrap();
    assert_eq!(
        ready["trigger"],
        serde_json::json!({"AllyPasses": {"at": [4, 1]}})
    );
    assert_eq!(ready["then"]["Command"]["ToggleDoor"]["unit"], "r");
    let after: Vec<&str> = events
        .iter()
        .skip_while(|e| e["event"] != "ready_fires")
        .map(|e| e["event"].as_str().unwrap())
        .take(5)
        .collect();
    assert_eq!(
        after,
        [
            "ready_fires",
            "out_of_turn",
            "action",
            "door_toggled",
            "out_of_turn_ends"
        ]
    );
    let out_of_turn = events.iter().find(|e| e["event"] == "out_of_turn").unwrap();
    assert_eq!(out_of_turn["act"], "readied");
    assert!(!events.iter().any(|e| e["event"] == "rejected"), "{stdout}");
    // A broken readied command is refused at its line and column.
    let bad = scratch(
        "door-ready-bad.ron",
        br#"[
    Ready(unit: "r", trigger: AllyPasses(at: (4, 1)), then: Some(Command(Open(unit: "r")))),
]"#,
    );
    let out = leyendas(&["run", s(&level), "--commands", s(&bad)]);
    assert_eq!(out.status.code(), Some(1));
    let stderr = text(&out.stderr);
    assert!(
        stderr.starts_with(&format!("{}:2:", bad.display())),
        "{stderr}"
    );
}

#[test]
fn validate_reports_a_magic_item_s_unknown_spell_and_charges_past_the_limit_at_their_place() {
    let dir = data_copy("items", |file, text| match file {
        "items.ron" => text
            .replace(
                "spells: [(spell: \"sleep\")], charges: 1",
                "spells: [(spell: \"slumber\")], charges: 1",
            )
            .replace(
                "spells: [(spell: \"shield_of_faith\")], charges: 3",
                "spells: [(spell: \"shield_of_faith\")], charges: 3000",
            ),
        _ => text,
    });
    let out = leyendas(&["validate", "--data", s(&dir), "levels/01_first_blood.ron"]);
    assert_eq!(out.status.code(), Some(1));
    let stdout = text(&out.stdout);
    let items = dir.join("items.ron");
    let body = std::fs::read_to_string(&items).unwrap();
    let at = |needle: &str, key: &str| {
        let (n, line) = body
            .lines()
            .enumerate()
            .find(|(_, l)| l.contains(needle))
            .unwrap();
        format!(
            "{}:{}:{}",
            items.display(),
            n + 1,
            line.find(key).unwrap() + 1
        )
    };
    let expected = [
        format!(
            "{}: error: item `scroll_of_sleep`: unknown spell `slumber`",
            at("\"slumber\"", "(spell")
        ),
        format!(
            "{}: error: item `amulet_of_faith`: a magic item holds at most 1000 charges",
            at("charges: 3000", "3000")
        ),
    ];
    let lines: Vec<&str> = stdout.lines().collect();
    for e in &expected {
        assert!(lines.contains(&e.as_str()), "missing {e}\nin:\n{stdout}");
    }
    assert_eq!(lines.len(), expected.len(), "{stdout}");
}

#[test]
fn validate_reports_a_weapon_s_hit_points_and_a_shield_s_hardness_out_of_range_at_their_place() {
    let dir = data_copy("durability", |file, text| match file {
        "weapons.ron" => text.replace(
            "material: Wood, double: true",
            "material: Wood, double: true, hp: 0",
        ),
        "armor.ron" => text.replacen(
            "(id: \"heavy_shield\",",
            "(id: \"heavy_shield\", hardness: 500,",
            1,
        ),
        _ => text,
    });
    let out = leyendas(&["validate", "--data", s(&dir), "levels/01_first_blood.ron"]);
    assert_eq!(out.status.code(), Some(1));
    let stdout = text(&out.stdout);
    // At the value: the column of `key: value`, past the key.
    let place = |file: &str, key: &str, value: &str| {
        let path = dir.join(file);
        let body = std::fs::read_to_string(&path).unwrap();
        let needle = format!("{key}: {value}");
        let (n, line) = body
            .lines()
            .enumerate()
            .find(|(_, l)| l.contains(&needle))
            .unwrap();
        let column = line.find(&needle).unwrap() + key.len() + 3;
        format!("{}:{}:{column}", path.display(), n + 1)
    };
    let expected = [
        format!(
            "{}: error: weapon `quarterstaff`: hp must be 1 to 1000",
            place("weapons.ron", "hp", "0")
        ),
        format!(
            "{}: error: hardness must be at most 100",
            place("armor.ron", "hardness", "500")
        ),
    ];
    let lines: Vec<&str> = stdout.lines().collect();
    for e in &expected {
        assert!(lines.contains(&e.as_str()), "missing {e}\nin:\n{stdout}");
    }
}

#[test]
fn a_command_file_may_name_the_seed_it_was_written_for_and_seed_overrides_it() {
    let level = scratch("seeded.ron", DUEL.as_bytes());
    let list: String = COMMANDS.to_string();
    let seeded = scratch(
        "seeded-commands.ron",
        format!("// written for seed 11\n(seed: 11, commands: {list})").as_bytes(),
    );
    let run = |extra: &[&str]| {
        let mut args = vec!["run", s(&level), "--commands", s(&seeded)];
        args.extend_from_slice(extra);
        text(&leyendas(&args).stdout)
    };
    assert!(run(&[]).starts_with("== Duel (seed 11) =="), "{}", run(&[]));
    assert!(run(&["--seed", "5"]).starts_with("== Duel (seed 5) =="));
    // A file with no seed plays seed 1, as before.
    let plain = scratch("plain-commands.ron", list.as_bytes());
    let out = leyendas(&["run", s(&level), "--commands", s(&plain)]);
    assert!(text(&out.stdout).starts_with("== Duel (seed 1) =="));
    // A mistake in the seeded form is reported at its line and column.
    let broken = scratch("broken-commands.ron", b"(seed: 11, comands: [])");
    let out = leyendas(&["run", s(&level), "--commands", s(&broken)]);
    assert_eq!(out.status.code(), Some(1));
    let stderr = text(&out.stderr);
    assert!(stderr.contains("broken-commands.ron:1:"), "{stderr}");
}

#[test]
fn edit_refuses_a_folder_and_names_its_level_in_both_languages() {
    let out = leyendas(&["edit", "levels", "--lang", "en"]);
    assert_eq!(out.status.code(), Some(2));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("levels is not a level file"), "{said}");
    let help = leyendas(&["edit", "--help", "--lang", "es"]);
    let text = String::from_utf8_lossy(&help.stdout);
    assert!(
        text.contains("Abre el editor de niveles en NIVEL"),
        "{text}"
    );
    assert!(text.contains("El archivo de nivel que editar"), "{text}");
}
