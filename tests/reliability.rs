//! Regression tests for the failures an outside examination found (issue 14): each reproducer
//! in `tests/reliability/` (or made here, where it is large), as a user would meet it.

mod common;

use common::*;
use leyendas::combat::{CombatEvent, Command, Encounter};
use leyendas::level::{Diagnostic, GameData, LoadedLevel, load_level, load_level_str};
use leyendas::rules::grid::Pos;
use std::path::{Path, PathBuf};

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/reliability")
        .join(name)
}

fn errors_of(path: &Path) -> Vec<String> {
    match load_level(path, &data()) {
        Ok(_) => Vec::new(),
        Err(d) => d.iter().map(ToString::to_string).collect(),
    }
}

fn loaded(path: &Path) -> LoadedLevel {
    load_level(path, &data()).unwrap_or_else(|d| panic!("{d:?}"))
}

fn commands(name: &str) -> Vec<Command> {
    let path = fixture(name);
    let text = std::fs::read_to_string(&path).expect("commands");
    leyendas::level::diagnostics::parse_ron(&path, &text).expect("commands parse")
}

/// F01: a map whose rows differ in length is an error at the short row, not a panic, for
/// `validate`, for `run` and for the title menu's list of levels.
#[test]
fn f01_a_ragged_map_is_reported_at_its_row_and_the_menu_lists_the_level_as_broken() {
    let path = fixture("levels/f01_ragged_map.ron");
    let e = errors_of(&path);
    assert_eq!(e.len(), 1, "{e:?}");
    assert!(
        e[0].ends_with(":1:30: error: map row 1 has 1 squares; the first row has 2"),
        "{e:?}"
    );
    let entries = leyendas::ui::menu::list_levels(&fixture("levels"), Ok(&data()));
    let ragged = entries
        .iter()
        .find(|e| e.stem == "f01_ragged_map")
        .expect("listed");
    assert!(
        ragged
            .problem
            .as_deref()
            .is_some_and(|p| p.contains("map row 1")),
        "{:?}",
        ragged.problem
    );
    let fine = entries
        .iter()
        .find(|e| e.stem == "f04_reach_ok")
        .expect("listed");
    assert_eq!(fine.problem, None);
}

/// F02: past 65,535 units the board's occupancy index ran out of bits and a unit could step
/// onto an enemy. The unit limit now refuses such a level, and the index itself holds any
/// number of units: with 70,000 goblins spawned directly, the last one still blocks.
#[test]
fn f02_a_crowd_beyond_the_unit_limit_is_refused_and_the_occupancy_index_holds_more() {
    let crowd = |n: usize| {
        let width = 512;
        let rows = n / width + 2;
        let map: Vec<String> = (0..rows)
            .map(|_| format!("\"{}\"", ".".repeat(width)))
            .collect();
        let mut squares: Vec<(usize, usize)> = (0..rows)
            .flat_map(|y| (0..width).map(move |x| (x, y)))
            .filter(|&s| s != (0, 0) && s != (1, 0))
            .take(n - 1)
            .collect();
        squares.push((1, 0));
        let units: Vec<String> = squares
            .iter()
            .enumerate()
            .map(|(k, (x, y))| {
                format!("(id: \"g{k}\", side: \"b\", at: ({x}, {y}), creature: \"goblin\", initiative: 1)")
            })
            .collect();
        format!(
            "Level(name: \"crowd\", map: [{}], sides: [(id: \"a\", name: \"A\"), (id: \"b\", name: \"B\")], units: [(id: \"hero\", side: \"a\", at: (0, 0), creature: \"human_fighter\", initiative: 50), {}])",
            map.join(","),
            units.join(",")
        )
    };
    let e = match load_level_str(Path::new("crowd.ron"), &crowd(1_001), &data()) {
        Ok(_) => panic!("1,002 units accepted"),
        Err(d) => d,
    };
    assert_eq!(e.len(), 1, "{e:?}");
    // At the first unit past the limit: the 1,001st, goblin 999.
    let text = crowd(1_001);
    let col = text.find("(id: \"g999\"").expect("g999") + 1;
    assert_eq!(
        e[0].to_string(),
        format!(
            "crowd.ron:1:{col}: error: 1002 units (on the board and in the reserve); a level may have at most 1000"
        )
    );
    // Under the limit, the last goblin listed blocks the hero's step; and so it does in a world
    // of 70,000 goblins (built past the loader, which would refuse them).
    let level = load_level_str(Path::new("crowd.ron"), &crowd(999), &data()).expect("999 goblins");
    let mut huge = level.clone();
    let template = huge.units.pop().expect("the goblin at (1, 0)");
    let last = template.clone();
    huge.height = 512;
    huge.terrain = vec![huge.terrain[0]; 512 * 512];
    let free = (0..512 * 512)
        .map(|i| Pos::new(i % 512, i / 512))
        .filter(|p| level.units.iter().all(|u| u.at != *p) && *p != last.at);
    huge.units.extend(
        free.take(70_000 - huge.units.len())
            .enumerate()
            .map(|(k, at)| {
                let mut g = template.clone();
                g.id = format!("extra{k}");
                g.at = at;
                g
            }),
    );
    huge.units.push(last);
    assert_eq!(huge.units.len(), 70_001);
    let mut fight = Encounter::new(&level, 1);
    fight.start();
    let events = fight.submit(Command::Step {
        unit: "hero".into(),
        to: Pos::new(1, 0),
    });
    assert!(
        matches!(&events[..], [CombatEvent::Rejected { reason, .. }] if reason.to_string().contains("g998")),
        "{events:?}"
    );
    // The huge world is only spawned (starting it would roll 70,001 initiatives): the rules'
    // check of the same step reads the same board.
    let mut world = bevy::prelude::World::new();
    leyendas::combat::spawn::spawn_encounter(&mut world, &huge, 1);
    let hero = leyendas::combat::reads::entity_of(&world, "hero").expect("hero");
    let board = leyendas::combat::board::BoardSnapshot::for_unit(&world, hero);
    let refusal = leyendas::combat::movement::check_step(&board, Pos::new(0, 0), Pos::new(1, 0))
        .expect_err("the step onto the last goblin");
    assert!(refusal.to_string().contains("g998"), "{refusal}");
}

/// F03: a unit at the top of the hit-point range that is healed must not wrap around and die.
/// Hit points beyond the limit are refused; at the limit, healing stops at the maximum.
#[test]
fn f03_hit_points_beyond_the_limit_are_refused_and_healing_at_the_limit_stops_at_the_maximum() {
    let e = errors_of(&fixture("levels/f03_heal_overflow.ron"));
    assert_eq!(e.len(), 1, "{e:?}");
    assert!(
        e[0].ends_with(":3:81: error: unit `titan`: hit points are at most 10000"),
        "{e:?}"
    );
    let text = std::fs::read_to_string(fixture("levels/f03_heal_overflow.ron")).unwrap();
    let text = text
        .replace("hp: 2147483646", "hp: 9999")
        .replace("hp: 2147483647", "hp: 10000");
    let level = load_level_str(Path::new("titan.ron"), &text, &data()).expect("at the limit");
    let mut fight = Encounter::new(&level, 1);
    fight.force_rolls([20, 1, 8, 8]); // initiative titan 20, goblin 1; the potion: a d8 (the titan names no hit die) + 1
    fight.start();
    for command in commands("commands/f03_heal.ron") {
        fight.submit(command);
    }
    let titan = fight.health("titan").expect("titan");
    assert_eq!((titan.hp, titan.max), (10_000, 10_000));
    assert!(titan.state.can_act());
    let heals: Vec<(i32, i32)> = fight
        .log()
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Heal {
                unit, amount, hp, ..
            } if unit == "titan" => Some((*amount, *hp)),
            _ => None,
        })
        .collect();
    assert_eq!(
        heals,
        vec![(1, 10_000)],
        "one potion drunk (the second has none left)"
    );
}

/// F04: a region whose far edge lies beyond `i32` used to pass validation and match nothing.
#[test]
fn f04_a_region_whose_edge_overflows_is_refused_at_its_trigger_and_objective() {
    let e = errors_of(&fixture("levels/f04_region_overflow.ron"));
    assert_eq!(e.len(), 2, "{e:?}");
    assert!(
        e[0].contains(":6:19: error: trigger 0: the region"),
        "{e:?}"
    );
    assert!(e[0].ends_with("is not within the 4×2 map"), "{e:?}");
    assert!(
        e[1].contains(":5:14: error: objective 0: the region"),
        "{e:?}"
    );
    let e = errors_of(&fixture("levels/f04_reach_overflow.ron"));
    assert_eq!(e.len(), 1, "{e:?}");
    // The same objective within the map loads and is reached.
    let level = loaded(&fixture("levels/f04_reach_ok.ron"));
    let mut fight = Encounter::new(&level, 3);
    fight.start();
    leyendas::ai::sim::play_out(
        fight.world_mut(),
        leyendas::level::schema::Difficulty::Normal,
        |_| true,
    );
    assert!(fight.is_over());
}

/// Every creature still in the fight on a square of its own (a rider with its mount).
fn assert_no_shared_squares(fight: &Encounter) {
    if let Some(why) = shared_square(fight.world()) {
        panic!("{why}");
    }
}

/// The fight of reproducer `name` (`levels/NAME.ron`, `commands/NAME.ron`) with `rolls` forced,
/// and the events its commands caused.
fn replay(name: &str, rolls: &[u32]) -> (Encounter, Vec<CombatEvent>) {
    let level = loaded(&fixture(&format!("levels/f05_{name}.ron")));
    let mut fight = Encounter::new(&level, 1);
    fight.force_rolls(rolls.iter().copied());
    fight.start();
    let mut all = Vec::new();
    for command in commands(&format!("commands/f05_{name}.ron")) {
        all.extend(fight.submit(command));
    }
    (fight, all)
}

fn falls_back(events: &[CombatEvent]) -> Vec<(String, Pos, Pos)> {
    events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::FallsBack { unit, from, to } => Some((unit.clone(), *from, *to)),
            _ => None,
        })
        .collect()
}

/// F05: a goblin passing through the saint's square is dropped there by the fighter's attack of
/// opportunity. It falls back to the square it started from (the last it could stop on), and the
/// saint's healing then leaves two units on two squares.
#[test]
fn f05_a_mover_dropped_on_an_allys_square_by_an_attack_of_opportunity_falls_back() {
    // The fighter's attack of opportunity: 18 hits, 8 on the longsword's d8 (+3 Str) drops
    // the goblin (6 hp) to −5; then the saint's healing, one of the goblin's hit dice (d6) + 1,
    // 6 + 1 = 7, brings it to 2.
    let (fight, all) = replay("share_heal", &[18, 8, 6]);
    assert_eq!(
        falls_back(&all),
        vec![("h".to_string(), Pos::new(1, 0), Pos::new(0, 0))],
        "{all:#?}"
    );
    assert_eq!(fight.position("h"), Some(Pos::new(0, 0)));
    assert_eq!(fight.position("s"), Some(Pos::new(1, 0)));
    let h = fight.health("h").expect("h");
    assert_eq!(h.hp, 2);
    assert!(h.state.can_act(), "healed");
    assert_no_shared_squares(&fight);
}

/// F05, mounted: a rider knocked out while its wolf passes the orc's square stays in the saddle
/// (d100 ≤ 50); wolf and rider fall back together to their start.
#[test]
fn f05_a_rider_knocked_out_on_an_allys_square_falls_back_with_its_mount() {
    // AoO: 18 hits, 8 + 3 drops the goblin; the saddle roll 30 keeps it on.
    let (fight, all) = replay("share_mount", &[18, 8, 30]);
    assert_eq!(
        falls_back(&all),
        vec![("g".to_string(), Pos::new(1, 0), Pos::new(0, 0))],
        "{all:#?}"
    );
    assert_eq!(fight.position("g"), Some(Pos::new(0, 0)));
    assert_eq!(
        fight.position("w"),
        Some(Pos::new(0, 0)),
        "the wolf went with its rider"
    );
    assert_no_shared_squares(&fight);
}

/// F05, mounted, the rider falling: the saddle roll 80 throws the goblin; the pair fell back
/// first, so it lands beside its start, and the wolf, riderless, leaves the fight from there.
#[test]
fn f05_a_rider_thrown_after_falling_back_lands_on_a_free_square() {
    // AoO: 18 hits, 8 + 3 drops the goblin; the saddle roll 80 throws it; 3 on the fall's d6.
    let (fight, all) = replay("share_mount", &[18, 8, 80, 3]);
    assert_eq!(falls_back(&all).len(), 1, "{all:#?}");
    assert!(
        all.iter()
            .any(|e| matches!(e, CombatEvent::LeavesFight { unit, .. } if unit == "w")),
        "{all:#?}"
    );
    assert_eq!(
        fight.position("g"),
        Some(Pos::new(0, 1)),
        "the first free square beside its start"
    );
    assert_eq!(fight.health("g").expect("g").hp, -8);
    assert_no_shared_squares(&fight);
}

/// F05, readied: a fighter readied for a foe coming into its reach strikes the goblin as it steps
/// onto its ally's square; the goblin falls back to the last free square of its path.
#[test]
fn f05_a_mover_dropped_on_an_allys_square_by_a_readied_attack_falls_back() {
    let (mut fight, _) = fight(
        &["......", "......"],
        &[
            r#"(id: "ready", side: "b", at: (3, 1), creature: "human_fighter", initiative: 30)"#,
            r#"(id: "mover", side: "a", at: (0, 0), creature: "goblin", initiative: 20)"#,
            r#"(id: "ally", side: "a", at: (2, 0), creature: "goblin", initiative: 10)"#,
        ],
        // The readied attack: 18 hits, 8 + 3 drops the goblin.
        &[18, 8],
    );
    for command in [
        Command::Ready {
            unit: "ready".into(),
            trigger: leyendas::combat::commands::ReadyTrigger::EntersReach,
            weapon: None,
            then: None,
        },
        Command::EndTurn {
            unit: "ready".into(),
        },
    ] {
        let events = fight.submit(command);
        assert!(
            !events
                .iter()
                .any(|e| matches!(e, CombatEvent::Rejected { .. })),
            "{events:?}"
        );
    }
    let all = fight.submit(move_path("mover", &[(1, 0), (2, 0), (3, 0)]));
    assert!(
        all.iter()
            .any(|e| matches!(e, CombatEvent::ReadyFires { .. })),
        "{all:#?}"
    );
    assert_eq!(
        falls_back(&all),
        vec![("mover".to_string(), Pos::new(2, 0), Pos::new(1, 0))],
        "{all:#?}"
    );
    assert_no_shared_squares(&fight);
}

/// F06 and F07: a spell area or dice beyond the limits in the data are reported at their line
/// and column instead of exhausting memory or stalling the AI.
#[test]
fn f06_f07_spell_areas_and_dice_beyond_the_limits_are_refused_in_the_data() {
    let spells = leyendas::level::data::BUILT_IN[5].1;
    for (from, to, message) in [
        (
            "Area(Sphere(2))",
            "Area(Sphere(100000))",
            "spell `sleep`: a sphere's radius is at most 20 squares",
        ),
        (
            "\"5d6\", kind: Fire",
            "\"100d1000\", kind: Fire",
            "the dice count must be 1 to 40",
        ),
    ] {
        assert!(spells.contains(from), "{from}");
        let changed = spells.replacen(from, to, 1);
        let texts = leyendas::level::data::BUILT_IN.map(|(name, text)| {
            let text = if name == "spells.ron" {
                changed.clone()
            } else {
                text.to_string()
            };
            (PathBuf::from("data").join(name), text)
        });
        let e: Vec<String> = match GameData::from_texts(texts) {
            Ok(_) => panic!("{to} accepted"),
            Err(d) => d.iter().map(ToString::to_string).collect(),
        };
        assert_eq!(e.len(), 1, "{e:?}");
        assert!(
            e[0].starts_with("data/spells.ron:") && e[0].contains(message),
            "{e:?}"
        );
    }
}

/// F08: a tall map is refused for its size at once; its rows are never each located from the
/// start of the text (which took 28 s for 5,000 rows), and a legal 512-row map loads with its
/// rows' problems located in one pass.
#[test]
fn f08_a_map_too_tall_is_refused_for_its_size_and_rows_are_located_in_one_pass() {
    let tall = |w: usize, h: usize, bad_row: Option<usize>| {
        let rows: Vec<String> = (0..h)
            .map(|y| {
                let len = if Some(y) == bad_row { w - 1 } else { w };
                format!("\"{}\",\n", ".".repeat(len))
            })
            .collect();
        format!(
            "Level(name: \"tall\", map: [\n{}], sides: [(id: \"a\", name: \"A\"), (id: \"b\", name: \"B\")], units: [(id: \"f\", side: \"a\", at: (0, 0), creature: \"goblin\"), (id: \"g\", side: \"b\", at: (1, 0), creature: \"goblin\")])",
            rows.concat()
        )
    };
    let e = load_level_str(Path::new("tall.ron"), &tall(1000, 5000, None), &data()).unwrap_err();
    assert_eq!(e.len(), 1, "{e:?}");
    assert_eq!(
        e[0].to_string(),
        "tall.ron:1:26: error: the map is 1000×5000 squares; the largest is 512×512"
    );
    let e = load_level_str(Path::new("tall.ron"), &tall(512, 512, Some(400)), &data()).unwrap_err();
    assert_eq!(e.len(), 1, "{e:?}");
    assert_eq!(
        e[0].to_string(),
        "tall.ron:402:1: error: map row 400 has 511 squares; the first row has 512"
    );
    assert!(load_level_str(Path::new("tall.ron"), &tall(512, 512, None), &data()).is_ok());
}

/// F10: an id with a newline is refused, and its diagnostic stays on one line.
#[test]
fn f10_a_newline_in_an_id_is_refused_on_one_line() {
    let e = errors_of(&fixture("levels/f10_newline_in_id.ron"));
    assert!(!e.is_empty());
    for line in &e {
        assert!(!line.contains('\n'), "{line:?}");
    }
    assert!(
        e.iter()
            .any(|l| l.contains(r"error: unit id `x\ny` holds a control character")),
        "{e:?}"
    );
}

/// More problems than a file may report are cut short with a count, so a broken file of a
/// thousand units is not located a thousand times.
#[test]
fn a_file_with_hundreds_of_problems_reports_the_first_hundred_and_counts_the_rest() {
    let units: Vec<String> = (0..300)
        .map(|k| format!("(id: \"u{k}\", side: \"a\", at: ({k}, 0), creature: \"nobody\")"))
        .collect();
    let src = format!(
        "Level(name: \"many\", map: [\"{}\"], sides: [(id: \"a\", name: \"A\"), (id: \"b\", name: \"B\")], units: [{}, (id: \"z\", side: \"b\", at: (300, 0), creature: \"goblin\")])",
        ".".repeat(301),
        units.join(", ")
    );
    let e: Vec<Diagnostic> = load_level_str(Path::new("many.ron"), &src, &data()).unwrap_err();
    assert_eq!(e.len(), 101);
    assert!(
        e[99]
            .to_string()
            .contains("unit `u99`: unknown creature `nobody`"),
        "{}",
        e[99]
    );
    // The count points at the first problem left out, unit u100's.
    let col = src.find("(id: \"u100\"").expect("u100") + 1;
    let next = src.find("(id: \"u101\"").expect("u101") + 1;
    let summary = e[100].to_string();
    assert!(
        summary.ends_with(": error: … and 200 more problems"),
        "{summary}"
    );
    let at: usize = summary
        .split(':')
        .nth(2)
        .and_then(|c| c.parse().ok())
        .expect("col");
    assert!(
        (col..next).contains(&at),
        "{summary} is not within u100 ({col}..{next})"
    );
}

// Round 2 (issue 31): F11–F17.

fn leyendas(args: &[&str]) -> std::process::Output {
    binary().args(args).output().expect("the binary runs")
}

fn stdout_of(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr_of(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// A fresh folder under the system temp folder, for this test alone.
fn scratch_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("leyendas-rel-{}-{name}", std::process::id()));
    std::fs::remove_dir_all(&dir).ok();
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

/// F11: every OSR data file validates on its own and as a folder, and an error in one is told at
/// its line and column.
#[test]
fn f11_validate_knows_each_osr_data_file_and_tells_its_errors_where_they_are() {
    let osr = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/rulesets/osr");
    for name in [
        "creatures.ron",
        "weapons.ron",
        "armor.ron",
        "powers.ron",
        "items.ron",
    ] {
        let file = osr.join(name);
        let out = leyendas(&["validate", file.to_str().unwrap()]);
        assert_eq!(
            (out.status.code(), stdout_of(&out)),
            (Some(0), format!("{}: ok\n", file.display())),
            "{}",
            stderr_of(&out)
        );
    }
    let out = leyendas(&["validate", osr.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", stdout_of(&out));
    assert_eq!(stdout_of(&out).matches(": ok\n").count(), 5);
    // A copy with a morale past 12 in its creatures: the error is at that line and column, in
    // creatures.ron, and the others still read as ok.
    let copy = scratch_dir("f11").join("rulesets/osr");
    std::fs::create_dir_all(&copy).unwrap();
    for name in [
        "creatures.ron",
        "weapons.ron",
        "armor.ron",
        "powers.ron",
        "items.ron",
    ] {
        let mut text = std::fs::read_to_string(osr.join(name)).unwrap();
        if name == "creatures.ron" {
            text = text.replacen("morale: 6", "morale: 13", 1);
        }
        std::fs::write(copy.join(name), text).unwrap();
    }
    let creatures = copy.join("creatures.ron");
    let text = std::fs::read_to_string(&creatures).unwrap();
    let at = text.find("morale: 13").unwrap();
    let line = text[..at].matches('\n').count() + 1;
    let out = leyendas(&["validate", copy.to_str().unwrap()]);
    let said = stdout_of(&out);
    assert_eq!(out.status.code(), Some(1), "{said}");
    assert!(
        said.contains(&format!("{}:{line}:", creatures.display())) && said.contains("morale"),
        "{said}"
    );
    assert!(said.contains(&format!("{}: ok", copy.join("weapons.ron").display())));
    // Told once, against its own file, though the whole set is read for each file.
    assert_eq!(said.matches("morale").count(), 1, "{said}");
    // Named alone, the weapons are fine, and the set's problem follows: the data does not load.
    let weapons = copy.join("weapons.ron");
    let out = leyendas(&["validate", weapons.to_str().unwrap()]);
    let said = stdout_of(&out);
    assert_eq!(out.status.code(), Some(1), "{said}");
    assert!(
        said.starts_with(&format!(
            "{}: ok\n{}:{line}:",
            weapons.display(),
            creatures.display()
        )),
        "{said}"
    );
}

/// F12: the OSR AI never orders a charge the rules refuse (the ogre of the reproducer, and a
/// Large creature's charges over many seeds).
#[test]
fn f12_the_osr_ai_orders_no_charge_the_rules_refuse() {
    let level = loaded(&fixture("levels/f12_osr_ogre_charge.ron"));
    for seed in 0..40 {
        let mut fight = Encounter::new(&level, seed);
        fight.start();
        for _ in 0..300 {
            if fight.is_over() {
                break;
            }
            let command = leyendas::ai::decide(fight.world(), level.difficulty).unwrap();
            let ev = fight.submit(command.clone());
            assert!(
                !ev.iter().any(|e| matches!(e, CombatEvent::Rejected { .. })),
                "seed {seed}: {command:?} refused: {ev:?}"
            );
        }
    }
}

/// F13: a save with more commands than a command file may hold is refused at once, at the first
/// one past the limit; one whose commands part from the fight stops being played there.
#[test]
fn f13_a_save_with_too_many_commands_is_refused_at_once_and_a_refused_one_stops_the_replay() {
    let base = std::fs::read_to_string(fixture("saves/f13_base_save.ron")).unwrap();
    let start = base.find("\n    commands: [").unwrap();
    let end = start + base[start..].find("\n    ],\n").unwrap() + "\n    ],\n".len();
    let with_commands = |n: usize| {
        let list = vec!["EndTurn(unit: \"aria\")"; n].join(",");
        format!(
            "{}\n    commands: [{list}],\n{}",
            &base[..start],
            &base[end..]
        )
    };
    let dir = scratch_dir("f13");
    let too_many = dir.join("too_many.ron");
    let text = with_commands(leyendas::limits::COMMANDS + 1);
    let line = text[..text.find("commands: [").unwrap()]
        .matches('\n')
        .count()
        + 1;
    std::fs::write(&too_many, text).unwrap();
    let begun = std::time::Instant::now();
    let out = leyendas(&["replay", too_many.to_str().unwrap()]);
    let said = stderr_of(&out);
    assert_eq!(out.status.code(), Some(1), "{said}");
    assert!(
        said.starts_with(&format!("{}:{line}:", too_many.display()))
            && said.contains("a save holds at most 100000"),
        "{said}"
    );
    // Refused before anything is played (a replay would take tens of seconds).
    assert!(begun.elapsed() < std::time::Duration::from_secs(10));
    // Far fewer, each refused: the replay stops at the first, and the save plays as far as it
    // agrees.
    let refused = dir.join("refused.ron");
    std::fs::write(&refused, with_commands(20_000)).unwrap();
    let save = leyendas::save::Save::read(&refused).unwrap();
    let replayed = save.replay(&data()).unwrap();
    assert!(replayed.disagreement.is_some());
    // The first end of turn is Aria's own; the next is refused, and the rest are not played.
    assert_eq!(replayed.encounter.history().0.len(), 1);
}

/// F15: a settings or bindings file that is a FIFO or a device is refused at once, and every
/// command goes on with the defaults.
#[test]
fn f15_a_special_settings_file_is_refused_at_once_and_the_command_goes_on() {
    let config = scratch_dir("f15");
    let folder = config.join("leyendas");
    std::fs::create_dir_all(&folder).unwrap();
    let settings = folder.join("settings.ron");
    let made = std::process::Command::new("mkfifo")
        .arg(&settings)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    let run = |config: &Path| {
        let mut child = binary()
            .env("XDG_CONFIG_HOME", config)
            .args(["validate", "levels/01_first_blood.ron"])
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("the binary runs");
        let begun = std::time::Instant::now();
        while child.try_wait().unwrap().is_none() {
            if begun.elapsed() > std::time::Duration::from_secs(20) {
                child.kill().ok();
                panic!("still waiting on the settings file after 20 s");
            }
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        child.wait_with_output().unwrap()
    };
    let out = run(&config);
    assert_eq!(out.status.code(), Some(0), "{}", stderr_of(&out));
    assert!(stdout_of(&out).contains("01_first_blood.ron: ok"));
    let read = leyendas::settings::load(&settings);
    assert!(
        read.as_ref()
            .is_err_and(|e| e.contains("not a regular file")),
        "{read:?}"
    );
    std::fs::remove_file(&settings).unwrap();
    std::os::unix::fs::symlink("/dev/zero", &settings).unwrap();
    let out = run(&config);
    assert_eq!(out.status.code(), Some(0), "{}", stderr_of(&out));
    // The player's progress and bindings go through the same reader.
    let fifo = folder.join("bindings.ron");
    std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap();
    let (_, note) = leyendas::input::load_bindings(Some(&fifo));
    assert!(note.is_some_and(|n| n.contains("not a regular file")));
    let progress: Result<leyendas::campaign::Progress, String> =
        leyendas::campaign::load_progress(Path::new("/dev/zero"));
    assert!(progress.is_err_and(|e| e.contains("not a regular file")));
}

/// F16: a save whose level does not load is told against the save, with where in the level it
/// holds.
#[test]
fn f16_a_save_whose_level_does_not_load_names_the_save() {
    let save = fixture("saves/f16_broken_level_save.ron");
    let out = leyendas(&["replay", save.to_str().unwrap()]);
    let said = stderr_of(&out);
    assert_eq!(out.status.code(), Some(1), "{said}");
    assert!(
        said.starts_with(&format!(
            "{}: error: the level it holds (from levels/osr_01_first_blood.ron) does not load: 27:",
            save.display()
        )) && said.contains("dragon"),
        "{said}"
    );
}

/// F17: a save that cannot be written says which file and that saving failed, in the player's
/// language, and leaves no temporary file behind.
#[test]
fn f17_a_save_that_cannot_be_written_names_the_file_and_leaves_nothing_behind() {
    let dir = scratch_dir("f17");
    let nowhere = dir.join("no/such/folder/fight.ron");
    let out = leyendas(&[
        "run",
        "levels/01_first_blood.ron",
        "--ai",
        "--save",
        nowhere.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr_of(&out).contains(&format!(
            "{}: error: cannot write the save: there is no such folder",
            nowhere.display()
        )),
        "{}",
        stderr_of(&out)
    );
    // A folder where the save would go: the rename fails; no `.tmp` is left.
    let folder = dir.join("taken.ron");
    std::fs::create_dir_all(&folder).unwrap();
    let out = leyendas(&[
        "run",
        "levels/01_first_blood.ron",
        "--ai",
        "--lang",
        "es",
        "--save",
        folder.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr_of(&out).contains("no se puede escribir la partida"),
        "{}",
        stderr_of(&out)
    );
    let left: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.file_name())
        .collect();
    assert_eq!(left, ["taken.ron"], "{left:?}");
}
