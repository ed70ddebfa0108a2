//! Golden logs: `leyendas run LEVEL --json --ai --seed N` of every shipped level, for a few seeds,
//! compared byte for byte with the logs in `tests/golden/`. A refactoring keeps every one of them;
//! a deliberate change of the rules (or of the AI) regenerates them, in a commit of its own that
//! says which rule changed them and why: `GOLDEN_UPDATE=1 cargo test --test golden`.

mod common;

use std::path::{Path, PathBuf};

const SEEDS: [u64; 3] = [1, 2, 3];

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn shipped_levels() -> Vec<PathBuf> {
    leyendas::level::ron_files(&root().join("levels"))
}

fn golden_path(level: &Path, seed: u64) -> PathBuf {
    let stem = level
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or("level");
    root()
        .join("tests/golden")
        .join(format!("{stem}.seed{seed}.jsonl"))
}

/// The log `run` prints for `level` and `seed` with the AI on every side.
fn run_log(level: &Path, seed: u64) -> Vec<u8> {
    let relative = level.strip_prefix(root()).unwrap_or(level);
    let out = common::binary()
        .args([
            "run",
            &relative.to_string_lossy(),
            "--json",
            "--ai",
            "--seed",
        ])
        .arg(seed.to_string())
        .output()
        .expect("the binary runs");
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}: {}",
        relative.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

#[test]
fn every_shipped_level_plays_its_golden_logs_byte_for_byte() {
    let update = std::env::var_os("GOLDEN_UPDATE").is_some();
    let levels = shipped_levels();
    assert!(levels.len() >= 6, "{levels:?}");
    let mut differ = Vec::new();
    for level in &levels {
        for seed in SEEDS {
            let log = run_log(level, seed);
            let golden = golden_path(level, seed);
            if update {
                std::fs::create_dir_all(golden.parent().expect("tests/golden")).expect("folder");
                std::fs::write(&golden, &log).expect("write the golden log");
                continue;
            }
            let Ok(expected) = std::fs::read(&golden) else {
                differ.push(format!(
                    "{} is missing (GOLDEN_UPDATE=1 cargo test --test golden writes it)",
                    golden.display()
                ));
                continue;
            };
            if log != expected {
                let (got, want) = (
                    String::from_utf8_lossy(&log),
                    String::from_utf8_lossy(&expected),
                );
                let line = got
                    .lines()
                    .zip(want.lines())
                    .position(|(a, b)| a != b)
                    .unwrap_or_else(|| got.lines().count().min(want.lines().count()));
                differ.push(format!(
                    "{} differs from line {}:\n  now:    {}\n  golden: {}",
                    golden.display(),
                    line + 1,
                    got.lines().nth(line).unwrap_or("(end)"),
                    want.lines().nth(line).unwrap_or("(end)")
                ));
            }
        }
    }
    assert!(differ.is_empty(), "{}", differ.join("\n"));
}

#[test]
fn every_golden_log_belongs_to_a_shipped_level_and_seed() {
    let expected: Vec<PathBuf> = shipped_levels()
        .iter()
        .flat_map(|l| SEEDS.map(|s| golden_path(l, s)))
        .collect();
    let dir = root().join("tests/golden");
    for entry in std::fs::read_dir(&dir).expect("tests/golden") {
        let path = entry.expect("an entry").path();
        assert!(
            expected.contains(&path),
            "{} belongs to no level and seed",
            path.display()
        );
    }
    // Each log is a whole fight: it starts, and it ends with `end`.
    for path in expected {
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            text.starts_with("{\"event\":\"start\""),
            "{}",
            path.display()
        );
        let last = text.lines().last().unwrap_or_default();
        assert!(
            last.starts_with("{\"event\":\"end\""),
            "{}: {last}",
            path.display()
        );
    }
}
