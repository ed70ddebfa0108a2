//! Soak battles: levels made at random (maps with walls, difficult terrain, water and doors; sides
//! of random creatures with riders, mounts and casters; now and then reinforcements), each
//! checked by `validate` and fought AI against AI, with the invariants checked on every log:
//!
//! - no two creatures still in the fight on one square, but for a rider and its mount;
//! - at most one attack of opportunity per attacker per round;
//! - every `damage` and `heal` leaves the hit points the last ones less or more the amount;
//! - no turn for a dead unit;
//! - every fight ends with `end`;
//! - the AI orders nothing the rules refuse.
//!
//! Fights come in four flavours by their number: Core on squares (half of them), Core on hexes,
//! and OSR on squares or hexes; a side now and then gets a Large creature.
//!
//! `cargo test` fights a few hundred; `LONG_RUN=1` (or `SOAK_FIGHTS=N`) as many as asked, on
//! every core (`cargo test --release --test soak` for speed). Fight `i` depends on `i` alone;
//! `SOAK_ONLY=i` fights it again and prints its level.

mod common;

use common::shared_square;
use leyendas::ai;
use leyendas::combat::engine::{resolve_into_log, submit};
use leyendas::combat::spawn::spawn_encounter;
use leyendas::combat::{CombatEvent, CombatLog, Phase, TurnState, turn};
use leyendas::level::schema::Difficulty;
use leyendas::level::{GameData, LoadedLevel, load_level_str};
use leyendas::rules::health::HealthState;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeMap;
use std::path::Path;

const DEFAULT_FIGHTS: u64 = 300;
const LONG_FIGHTS: u64 = 10_000;

fn env_number(name: &str) -> Option<u64> {
    std::env::var(name).ok().and_then(|v| v.trim().parse().ok())
}

/// What kind of level a fight is played on.
#[derive(Clone, Copy, Debug)]
struct Flavour {
    osr: bool,
    hex: bool,
}

impl Flavour {
    fn of(case: u64) -> Self {
        match case % 4 {
            0 | 1 => Flavour {
                osr: false,
                hex: false,
            },
            2 => Flavour {
                osr: false,
                hex: true,
            },
            _ => Flavour {
                osr: true,
                hex: (case / 4) % 2 == 1,
            },
        }
    }
}

/// The creatures a level of `flavour` may field: (id, its hit points, Large or larger), and the
/// mounts among them (none under OSR).
fn roster(data: &GameData, flavour: Flavour) -> (Vec<(&str, i32, bool)>, Vec<&str>) {
    use leyendas::rules::size::Size;
    if flavour.osr {
        let all = data
            .rulesets
            .osr
            .creatures
            .values()
            .map(|c| (c.id.as_str(), c.hp, c.size >= Size::Large))
            .collect();
        return (all, Vec::new());
    }
    let all = data
        .creatures
        .values()
        .filter(|c| !c.mount)
        .map(|c| (c.id.as_str(), c.hp, c.size >= Size::Large))
        .collect();
    let mounts = data
        .creatures
        .values()
        .filter(|c| c.mount)
        .map(|c| c.id.as_str())
        .collect();
    (all, mounts)
}

/// A random level's text: a map, two or three sides of random creatures, riders on mounts,
/// casters, sometimes a reserve that a trigger brings in.
fn random_level(rng: &mut ChaCha8Rng, data: &GameData, flavour: Flavour) -> String {
    let (w, h) = (rng.random_range(8..=20usize), rng.random_range(6..=14usize));
    let ground = if rng.random_bool(0.5) { '.' } else { ',' };
    let mut map = vec![vec![ground; w]; h];
    // Walls: a few straight runs, some with a door in them.
    for _ in 0..rng.random_range(0..=4) {
        let vertical = rng.random_bool(0.5);
        let (x, y) = (rng.random_range(0..w), rng.random_range(0..h));
        let len = rng.random_range(2..=if vertical { h } else { w });
        let door = rng.random_range(0..len);
        for k in 0..len {
            let (cx, cy) = if vertical { (x, y + k) } else { (x + k, y) };
            if cx < w && cy < h {
                map[cy][cx] = if k == door {
                    if rng.random_bool(0.7) { '+' } else { '/' }
                } else {
                    '#'
                };
            }
        }
    }
    // Patches of rubble, brush, shallow and deep water, and a bridge now and then.
    for _ in 0..rng.random_range(0..=5) {
        let glyph = ['~', '%', 'w', 'W', '='][rng.random_range(0..5)];
        let (x, y) = (rng.random_range(0..w), rng.random_range(0..h));
        let (pw, ph) = (rng.random_range(1..=4), rng.random_range(1..=3));
        for row in map.iter_mut().skip(y).take(ph) {
            for square in row.iter_mut().skip(x).take(pw) {
                *square = glyph;
            }
        }
    }
    let walkable = |c: char| !matches!(c, '#' | '+' | 'W');
    let (fighters, mounts) = roster(data, flavour);
    let creatures: Vec<&str> = fighters.iter().map(|c| c.0).collect();
    let large: Vec<&str> = fighters.iter().filter(|c| c.2).map(|c| c.0).collect();
    let hp_of = |id: &str| fighters.iter().find(|c| c.0 == id).map_or(1, |c| c.1);
    let sides = rng.random_range(2..=3usize);
    let mut taken = std::collections::BTreeSet::new();
    let mut units = Vec::new();
    let mut reserve = Vec::new();
    let mut n = 0;
    for side in 0..sides {
        // Each side starts in its own band of columns, so fights open with an approach.
        let band = (side * w / sides, (side + 1) * w / sides);
        let count = rng.random_range(1..=4);
        for _ in 0..count {
            let spot = (0..50).find_map(|_| {
                let p = (rng.random_range(band.0..band.1), rng.random_range(0..h));
                (walkable(map[p.1][p.0]) && !taken.contains(&p)).then_some(p)
            });
            let Some((x, y)) = spot else { continue };
            taken.insert((x, y));
            n += 1;
            let id = format!("u{n}");
            let roll = rng.random_range(0..10);
            if roll < 2 && !mounts.is_empty() {
                // A rider on a mount larger than it.
                let mount = mounts[rng.random_range(0..mounts.len())];
                let size = data.creatures[mount].size;
                let riders: Vec<&&str> = creatures
                    .iter()
                    .filter(|c| data.creatures[**c].size < size)
                    .collect();
                units.push(format!(
                    "(id: \"m{n}\", side: \"s{side}\", at: ({x}, {y}), creature: \"{mount}\")"
                ));
                if let Some(rider) = riders.get(rng.random_range(0..riders.len().max(1))) {
                    units.push(format!(
                        "(id: \"{id}\", side: \"s{side}\", at: ({x}, {y}), creature: \"{rider}\", riding: \"m{n}\")"
                    ));
                }
            } else if roll < 3 && !mounts.is_empty() {
                // A mount with no rider, or one next to a rider-to-be.
                let mount = mounts[rng.random_range(0..mounts.len())];
                units.push(format!(
                    "(id: \"{id}\", side: \"s{side}\", at: ({x}, {y}), creature: \"{mount}\")"
                ));
            } else {
                let c = if !large.is_empty() && rng.random_bool(0.15) {
                    large[rng.random_range(0..large.len())]
                } else {
                    creatures[rng.random_range(0..creatures.len())]
                };
                let wounded = if rng.random_bool(0.15) {
                    format!(", hp: {}", rng.random_range(1..=hp_of(c).max(1)))
                } else {
                    String::new()
                };
                // Awareness is Core's (OSR's surprise is a side's).
                let aware = if !flavour.osr && rng.random_bool(0.1) {
                    ", aware: false"
                } else {
                    ""
                };
                units.push(format!(
                    "(id: \"{id}\", side: \"s{side}\", at: ({x}, {y}), creature: \"{c}\"{wounded}{aware})"
                ));
            }
        }
        if rng.random_bool(0.2) {
            let (x, y) = (rng.random_range(band.0..band.1), rng.random_range(0..h));
            if walkable(map[y][x]) {
                let c = creatures[rng.random_range(0..creatures.len())];
                reserve.push(format!(
                    "(id: \"r{side}\", side: \"s{side}\", at: ({x}, {y}), creature: \"{c}\")"
                ));
            }
        }
    }
    let rows: Vec<String> = map
        .iter()
        .map(|r| format!("\"{}\"", r.iter().collect::<String>()))
        .collect();
    let sides_text: Vec<String> = (0..sides)
        .map(|s| format!("(id: \"s{s}\", name: \"Side {s}\", controller: Ai)"))
        .collect();
    let triggers: Vec<String> = reserve
        .iter()
        .enumerate()
        .map(|(k, r)| {
            let id = r.split('"').nth(1).unwrap_or_default();
            format!(
                "(when: RoundStarts({}), then: [Spawn(units: [\"{id}\"])])",
                k + 2
            )
        })
        .collect();
    let difficulty = ["Easy", "Normal", "Hard"][rng.random_range(0..3)];
    let ruleset = if flavour.osr { "ruleset: Osr, " } else { "" };
    let board = if flavour.hex { "board: Hex, " } else { "" };
    format!(
        "Level(name: \"soak\", difficulty: {difficulty}, {ruleset}{board}map: [{}], sides: [{}], units: [{}], reserve: [{}], triggers: [{}])",
        rows.join(", "),
        sides_text.join(", "),
        units.join(", "),
        reserve.join(", "),
        triggers.join(", ")
    )
}

/// A level for fight `case`: the first random one that loads with every side able to walk to
/// another (a level where none can is a `validate` warning, and a fight that may never end).
fn level_for(case: u64, data: &GameData) -> (String, LoadedLevel) {
    let mut rng = ChaCha8Rng::seed_from_u64(case ^ 0x5EED_50AC);
    loop {
        let text = random_level(&mut rng, data, Flavour::of(case));
        match load_level_str(Path::new("soak.ron"), &text, data) {
            Ok(level) if level.warnings.is_empty() => return (text, level),
            Ok(_) => continue,
            // Two units of a side can meet only on free squares; one side may end up empty.
            Err(d)
                if d.iter()
                    .all(|d| d.message.key() == "diag-level-side-has-units") =>
            {
                continue;
            }
            Err(d) => panic!("the generator made a level validate refuses: {d:?}\n{text}"),
        }
    }
}

/// Checks a whole fight's log: attacks of opportunity, hit points, turns, the end.
fn check_log(log: &[CombatEvent], level: &LoadedLevel) -> Result<(), String> {
    let mut hp: BTreeMap<&str, i32> = level
        .units
        .iter()
        .chain(&level.reserve)
        .map(|u| (u.id.as_str(), u.hp))
        .collect();
    let mut dead = std::collections::BTreeSet::new();
    let mut aoos: BTreeMap<&str, u32> = BTreeMap::new();
    let mut round = 0;
    for (k, e) in log.iter().enumerate() {
        let at = || format!("event {k}: {e}");
        match e {
            CombatEvent::Round { round: r, .. } => {
                round = *r;
                aoos.clear();
            }
            CombatEvent::Aoo { attacker, .. } => {
                let made = aoos.entry(attacker).or_default();
                *made += 1;
                if *made > 1 {
                    return Err(format!(
                        "{}: a second attack of opportunity in round {round}",
                        at()
                    ));
                }
            }
            CombatEvent::Damage {
                target,
                amount,
                hp: left,
                ..
            } => {
                let before = hp.get(target.as_str()).copied().ok_or_else(at)?;
                if *left != before - amount {
                    return Err(format!("{}: {before} − {amount} is not {left}", at()));
                }
                hp.insert(target, *left);
            }
            CombatEvent::Heal {
                unit,
                amount,
                hp: now,
                ..
            } => {
                let before = hp.get(unit.as_str()).copied().ok_or_else(at)?;
                if *now != before + amount {
                    return Err(format!("{}: {before} + {amount} is not {now}", at()));
                }
                hp.insert(unit, *now);
            }
            CombatEvent::HealthState { unit, state } => {
                if *state == HealthState::Dead {
                    dead.insert(unit.as_str());
                } else {
                    dead.remove(unit.as_str());
                }
            }
            CombatEvent::Turn { unit } if dead.contains(unit.as_str()) => {
                return Err(format!("{}: a turn for a dead unit", at()));
            }
            _ => {}
        }
    }
    match log.last() {
        Some(CombatEvent::End { .. }) => Ok(()),
        last => Err(format!(
            "the fight did not end (round {round}; last event {last:?})"
        )),
    }
}

/// Fights `case` to its end, checking the board after every command and the log at the end.
fn soak_fight(case: u64, data: &GameData) -> Result<(), String> {
    let (text, level) = level_for(case, data);
    let mut world = bevy::prelude::World::new();
    // What a failure says: why, the level, and how the fight went up to there.
    let with_level = |why: String, world: &bevy::prelude::World| {
        let log = &world.resource::<CombatLog>().0;
        let tail: Vec<String> = log[log.len().saturating_sub(40)..]
            .iter()
            .map(|e| format!("  {e}"))
            .collect();
        format!(
            "fight {case}: {why}\nlevel: {text}\nlast events:\n{}",
            tail.join("\n")
        )
    };
    spawn_encounter(&mut world, &level, case);
    resolve_into_log(&mut world, turn::start);
    let difficulty: Difficulty = level.difficulty;
    loop {
        if let Some(why) = shared_square(&world) {
            return Err(with_level(why, &world));
        }
        let state = world.resource::<TurnState>();
        if state.phase != Phase::Running || state.round > ai::sim::ROUND_LIMIT {
            break;
        }
        let Some(command) = ai::decide(&world, difficulty) else {
            break;
        };
        let events = resolve_into_log(&mut world, |res| submit(res, &command));
        let log = &world.resource::<CombatLog>().0;
        if let Some(CombatEvent::Rejected { reason, .. }) = log[events]
            .iter()
            .find(|e| matches!(e, CombatEvent::Rejected { .. }))
        {
            let why = format!("the AI's {command:?} was refused: {reason}");
            return Err(with_level(why, &world));
        }
    }
    check_log(&world.resource::<CombatLog>().0, &level).map_err(|why| with_level(why, &world))
}

#[test]
fn random_levels_fought_to_the_end_keep_every_invariant() {
    let data = GameData::built_in().expect("built-in data");
    let long = std::env::var_os("LONG_RUN").is_some();
    let fights =
        env_number("SOAK_FIGHTS").unwrap_or(if long { LONG_FIGHTS } else { DEFAULT_FIGHTS });
    let cases: Vec<u64> = match env_number("SOAK_ONLY") {
        Some(i) => vec![i],
        None => (0..fights).collect(),
    };
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let next = std::sync::atomic::AtomicUsize::new(0);
    let failures = std::sync::Mutex::new(Vec::new());
    let started = std::time::Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let k = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let Some(&case) = cases.get(k) else { return };
                    if failures.lock().map_or(true, |f| f.len() >= 3) {
                        return;
                    }
                    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                        soak_fight(case, &data)
                    }));
                    let failure = match outcome {
                        Ok(Ok(())) => None,
                        Ok(Err(why)) => Some(why),
                        Err(_) => Some(format!(
                            "fight {case} panicked\nlevel: {}",
                            level_for(case, &data).0
                        )),
                    };
                    if let Some(f) = failure
                        && let Ok(mut all) = failures.lock()
                    {
                        all.push(f);
                    }
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap_or_default();
    eprintln!(
        "soak: {} fights in {:.1} s, {} failures",
        cases.len(),
        started.elapsed().as_secs_f64(),
        failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn the_generator_makes_varied_valid_levels() {
    let data = GameData::built_in().expect("built-in data");
    let levels: Vec<LoadedLevel> = (0..40).map(|c| level_for(c, &data).1).collect();
    let any = |f: &dyn Fn(&LoadedLevel) -> bool| levels.iter().any(f);
    assert!(
        any(&|l| l.units.iter().any(|u| u.riding.is_some())),
        "riders"
    );
    assert!(
        any(&|l| l
            .units
            .iter()
            .any(|u| u.stats.mount && !l.units.iter().any(|r| r.riding.as_deref() == Some(&u.id)))),
        "mounts alone"
    );
    assert!(
        any(&|l| l.units.iter().any(|u| !u.spells.is_empty())),
        "casters"
    );
    assert!(any(&|l| l.sides.len() == 3), "three sides");
    use leyendas::rules::board_shape::BoardShape;
    use leyendas::rulesets::RulesetId;
    let large = |l: &LoadedLevel| {
        l.units
            .iter()
            .any(|u| u.stats.size >= leyendas::rules::size::Size::Large)
    };
    for (ruleset, board) in [
        (RulesetId::Core, BoardShape::Square),
        (RulesetId::Core, BoardShape::Hex),
        (RulesetId::Osr, BoardShape::Square),
        (RulesetId::Osr, BoardShape::Hex),
    ] {
        assert!(
            any(&|l| l.ruleset == ruleset && l.board == board && large(l)),
            "{ruleset:?} on {board:?} with a Large creature"
        );
    }
    assert!(any(&|l| !l.reserve.is_empty()), "reinforcements");
    let kinds: std::collections::BTreeSet<&str> = levels
        .iter()
        .flat_map(|l| l.terrain.iter().map(|&t| l.terrain_kinds[t].id.as_str()))
        .collect();
    for kind in ["wall", "door", "rubble", "shallows", "deep_water"] {
        assert!(kinds.contains(kind), "{kind} in {kinds:?}");
    }
}
