//! Saved fights through the CLI, as a player or a modder uses them: `run --save` writes the
//! fight, `replay` plays it again and checks it is the same fight.

mod common;

use common::binary;
use std::path::{Path, PathBuf};

/// A fresh scratch folder for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("leyendas-saves-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The shipped levels' files, sorted.
fn shipped_levels() -> Vec<PathBuf> {
    leyendas::level::ron_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("levels"))
}

/// `run LEVEL --ai --json --save SAVE` (the AI plays every side); its stdout.
fn run_and_save(level: &Path, seed: u64, save: &Path) -> Vec<u8> {
    let out = binary()
        .arg("run")
        .arg(level)
        .args(["--ai", "--json", "--seed", &seed.to_string(), "--save"])
        .arg(save)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

fn replay(save: &Path) -> std::process::Output {
    binary()
        .arg("replay")
        .arg(save)
        .arg("--json")
        .output()
        .unwrap()
}

#[test]
fn a_saved_fight_of_every_shipped_level_replays_to_run_s_json_byte_for_byte() {
    let dir = scratch("every-level");
    let levels = shipped_levels();
    assert!(levels.len() >= 9);
    for level in levels {
        let save = dir.join("fight.ron");
        let ran = run_and_save(&level, 3, &save);
        let again = replay(&save);
        assert!(
            again.status.success(),
            "{}: {}",
            level.display(),
            String::from_utf8_lossy(&again.stderr)
        );
        assert_eq!(again.stdout, ran, "{}", level.display());
    }
}

#[test]
fn a_save_that_does_not_give_the_saved_fight_is_said_plainly_and_fails() {
    let dir = scratch("tampered");
    let save = dir.join("fight.ron");
    run_and_save(Path::new("levels/01_first_blood.ron"), 2, &save);
    // Another seed is another fight from the same commands.
    let text = std::fs::read_to_string(&save).unwrap();
    std::fs::write(&save, text.replace("seed: 2,", "seed: 5,")).unwrap();
    let again = replay(&save);
    assert_eq!(again.status.code(), Some(1));
    let said = String::from_utf8_lossy(&again.stderr);
    assert!(
        said.contains("does not give the fight that was saved"),
        "{said}"
    );
}

#[test]
fn a_crash_while_saving_leaves_the_previous_save_whole() {
    let dir = scratch("torn");
    let save = dir.join("fight.ron");
    let ran = run_and_save(Path::new("levels/01_first_blood.ron"), 4, &save);
    // A write torn by a crash: the temporary file, half written, never renamed.
    let before = std::fs::read_to_string(&save).unwrap();
    std::fs::write(dir.join("fight.ron.tmp"), &before[..before.len() / 2]).unwrap();
    let again = replay(&save);
    assert!(
        again.status.success(),
        "{}",
        String::from_utf8_lossy(&again.stderr)
    );
    assert_eq!(again.stdout, ran);
    // The next save goes through the same temporary file and replaces both.
    run_and_save(Path::new("levels/01_first_blood.ron"), 4, &save);
    assert!(!dir.join("fight.ron.tmp").exists());
    // The same fight, saved a moment later.
    let without_time = |text: &str| {
        text.lines()
            .filter(|l| !l.trim_start().starts_with("saved_at:"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(
        without_time(&std::fs::read_to_string(&save).unwrap()),
        without_time(&before)
    );
}

#[test]
fn a_broken_save_is_reported_at_its_line_and_column() {
    let dir = scratch("broken");
    let save = dir.join("fight.ron");
    std::fs::write(&save, "(\n    format: 1,\n    seed: \"x\",\n)").unwrap();
    let again = replay(&save);
    assert_eq!(again.status.code(), Some(1));
    let said = String::from_utf8_lossy(&again.stderr);
    assert!(said.starts_with(&format!("{}:", save.display())), "{said}");
    assert!(said.contains(":3:"), "{said}");
    // A save from another format of the game is refused with both formats named.
    run_and_save(Path::new("levels/01_first_blood.ron"), 1, &save);
    let text = std::fs::read_to_string(&save).unwrap();
    std::fs::write(&save, text.replacen("format: 1,", "format: 9,", 1)).unwrap();
    let said = String::from_utf8_lossy(&replay(&save).stderr).into_owned();
    assert!(
        said.contains("format 9; this game reads format 1"),
        "{said}"
    );
}

#[test]
fn play_load_refuses_a_level_beside_a_save_and_a_save_it_cannot_read_before_any_window() {
    let both = binary()
        .args(["play", "levels/01_first_blood.ron", "--load", "x.ron"])
        .output()
        .unwrap();
    assert_eq!(both.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&both.stderr).contains("cannot be used with"));
    let dir = scratch("play-load");
    let missing = dir.join("none.ron");
    let out = binary()
        .arg("play")
        .arg("--load")
        .arg(&missing)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("cannot read the file: there is no such file"),
        "{said}"
    );
    // Watching is refused the same way, and beside a level or a save to load.
    let out = binary()
        .arg("play")
        .arg("--replay")
        .arg(&missing)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("there is no such file"));
    for other in [&["levels/01_first_blood.ron"][..], &["--load", "y.ron"][..]] {
        let out = binary()
            .args(["play", "--replay", "x.ron"])
            .args(other)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{other:?}");
    }
}

/// The commands the AI plays on every side of `level` with `seed`, and the whole fight's log.
fn ai_fight(
    level: &leyendas::level::LoadedLevel,
    seed: u64,
) -> (
    Vec<leyendas::combat::Command>,
    Vec<leyendas::combat::CombatEvent>,
) {
    let mut enc = leyendas::combat::headless::Encounter::new(level, seed);
    enc.start();
    let mut commands = Vec::new();
    while !enc.is_over() && commands.len() < 400 {
        let Some(c) = leyendas::ai::decide(enc.world(), level.difficulty) else {
            break;
        };
        commands.push(c.clone());
        enc.submit(c);
    }
    (commands, enc.log().to_vec())
}

#[test]
fn a_save_taken_at_any_point_of_every_shipped_level_continues_to_the_same_fight() {
    let data = common::data();
    for path in shipped_levels() {
        let text = std::fs::read_to_string(&path).unwrap();
        let level = leyendas::level::load_level_str(&path, &text, &data).unwrap();
        let (commands, whole) = ai_fight(&level, 6);
        assert!(commands.len() > 3, "{}", path.display());
        for cut in [
            0,
            commands.len() / 3,
            2 * commands.len() / 3,
            commands.len(),
        ] {
            // The fight as it stood after `cut` commands, saved…
            let mut enc = leyendas::combat::headless::Encounter::new(&level, 6);
            enc.start();
            for c in &commands[..cut] {
                enc.submit(c.clone());
            }
            let source = leyendas::save::LevelSource::new(&path, &text, &data);
            let save = leyendas::save::Save::of(&source, (6, &[]), enc.world());
            assert_eq!(save.commands, commands[..cut]);
            // …loaded again, agrees, and played on gives the same fight.
            let mut again = save.replay(&data).unwrap();
            assert!(again.disagreement.is_none(), "{} at {cut}", path.display());
            for c in &commands[cut..] {
                again.encounter.submit(c.clone());
            }
            assert_eq!(
                again.encounter.log(),
                &whole[..],
                "{} saved after {cut} commands",
                path.display()
            );
        }
    }
}

/// A save of level 01 (seed 4) after `commands`, as of `saved_at`.
fn save_of(commands: &[leyendas::combat::Command], saved_at: u64) -> leyendas::save::Save {
    let data = common::data();
    let path = std::path::Path::new("levels/01_first_blood.ron");
    let text = std::fs::read_to_string(path).unwrap();
    let level = leyendas::level::load_level_str(path, &text, &data).unwrap();
    let mut enc = leyendas::combat::headless::Encounter::new(&level, 4);
    enc.start();
    for c in commands {
        enc.submit(c.clone());
    }
    let source = leyendas::save::LevelSource::new(path, &text, &data);
    let mut save = leyendas::save::Save::of(&source, (4, &[]), enc.world());
    save.saved_at = saved_at;
    save
}

#[test]
fn autosaves_take_the_free_slots_then_the_oldest_and_never_a_broken_one() {
    use leyendas::save::{AUTOSAVES, autosave_path};
    let dir = scratch("autosaves");
    for n in 1..=AUTOSAVES {
        let path = autosave_path(&dir);
        assert_eq!(path, dir.join(format!("autosave-{n}.ron")));
        save_of(&[], 100 + n as u64).write(&path).unwrap();
    }
    // All taken: the oldest (slot 1) goes next; once rewritten, slot 2 is the oldest.
    assert_eq!(autosave_path(&dir), dir.join("autosave-1.ron"));
    save_of(&[], 200)
        .write(&dir.join("autosave-1.ron"))
        .unwrap();
    assert_eq!(autosave_path(&dir), dir.join("autosave-2.ron"));
    // A slot that cannot be read is passed over; with every slot broken the save goes beside.
    std::fs::write(dir.join("autosave-2.ron"), "(").unwrap();
    assert_eq!(autosave_path(&dir), dir.join("autosave-3.ron"));
    for n in 1..=AUTOSAVES {
        std::fs::write(dir.join(format!("autosave-{n}.ron")), "(").unwrap();
    }
    assert_eq!(autosave_path(&dir), dir.join("autosave-extra.ron"));
    // The list: newest first, the broken ones last, each with its reason.
    save_of(&[], 300)
        .write(&dir.join("autosave-extra.ron"))
        .unwrap();
    let list = leyendas::save::list_saves(&dir);
    assert_eq!(list[0].path, dir.join("autosave-extra.ron"));
    assert!(list[1..].iter().all(|e| e.save.is_err()));
    assert!(list[0].is_autosave());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_save_whose_later_commands_no_longer_give_its_fight_opens_as_far_as_it_agrees() {
    use leyendas::combat::Command;
    use leyendas::rules::grid::Pos;
    let moves = [
        Command::Move {
            unit: "aria".into(),
            to: Some(Pos::new(4, 5)),
            path: None,
            draw: None,
        },
        Command::EndTurn {
            unit: "aria".into(),
        },
        Command::Move {
            unit: "tam".into(),
            to: Some(Pos::new(3, 3)),
            path: None,
            draw: None,
        },
    ];
    let mut save = save_of(&moves, 1);
    // The third command's checkpoint no longer matches (as if the rules had changed under it).
    save.checkpoints[2] = "0000000000000000".into();
    save.log_hash = "changed".into();
    let replayed = save.replay(&common::data()).unwrap();
    assert!(replayed.disagreement.is_some());
    assert_eq!(replayed.agreed, 2);
    assert_eq!(save.agreeing_commands(&replayed), moves[..2]);
    // Watched, it shows the events up to the command that no longer agrees.
    let third_starts = replayed.encounter.history().0[2].events.start;
    let watched = leyendas::states::PendingEncounter::to_watch(&save, replayed);
    assert_eq!(watched.watch.map(|log| log.len()), Some(third_starts));
}

#[test]
fn a_fight_played_with_rules_seed001_is_saved_with_them_and_replays_under_them() {
    let dir = scratch("rules");
    let save = dir.join("fight.ron");
    let level = Path::new("levels/01_first_blood.ron");
    let out = binary()
        .arg("run")
        .arg(level)
        .args([
            "--ai", "--json", "--seed", "3", "--rules", "seed001", "--save",
        ])
        .arg(&save)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // Seed 001's flat-footed switch: every combatant starts flat-footed, not only the unaware.
    let flat_footed = |json: &[u8]| {
        String::from_utf8_lossy(json)
            .lines()
            .filter(|l| l.contains(r#""condition":"flat_footed","active":true"#))
            .count()
    };
    let plain = run_and_save(level, 3, &dir.join("plain.ron"));
    assert!(
        flat_footed(&out.stdout) > flat_footed(&plain),
        "the modules played"
    );
    assert!(
        std::fs::read_to_string(&save)
            .unwrap()
            .contains("rules: Some(Seed001)")
    );
    let again = replay(&save);
    assert!(
        again.status.success(),
        "{}",
        String::from_utf8_lossy(&again.stderr)
    );
    assert_eq!(again.stdout, out.stdout);
}

#[test]
fn rules_seed001_on_a_level_of_another_ruleset_is_refused_with_the_reason() {
    let out = binary()
        .args(["run", "levels/osr_01_first_blood.ron", "--rules", "seed001"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("osr_01_first_blood.ron:1:1: error: --rules plays seed 001's modules, which are Core's; this level plays OSR"),
        "{said}"
    );
}
