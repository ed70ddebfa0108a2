//! Fuzzing in the test suite: the shipped levels, the data of both rulesets, a save, the settings
//! and the key bindings, mutated by a seeded loop and fed to their readers; whatever a level or
//! a save reader accepts is started and played for a while.
//!
//! Each input is checked for: no panic; every diagnostic on one line, `path:line:col: error: …`,
//! with its Spanish;
//! nothing beyond the limits (`leyendas::limits`) accepted; everything accepted starts as `run`
//! starts it, and the AI plays its first commands without a refusal or an engine fault.
//!
//! `cargo test` runs a few thousand inputs; `LONG_RUN=1` a million, `FUZZ_RUNS=N` as many as
//! asked, on every core (`cargo test --release --test fuzz` for speed). Input `i` depends on `i` alone (and `FUZZ_SEED`, 0 by
//! default), so a failure is reproduced with `FUZZ_ONLY=i`; its text is written next to the test's
//! temporary files.

use leyendas::ai;
use leyendas::combat::{CombatEvent, Encounter};
use leyendas::level::data::{BUILT_IN, FILES};
use leyendas::level::diagnostics::Severity;
use leyendas::level::schema::Difficulty;
use leyendas::level::spells::{Area, SpellEffect, SpellTarget};
use leyendas::level::{Diagnostic, GameData, LoadedLevel, load_level_str};
use leyendas::limits;
use leyendas::rules::dice::DiceExpr;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

/// Inputs a plain `cargo test` tries, and `LONG_RUN=1`.
const DEFAULT_RUNS: u64 = 3_000;
const LONG_RUNS: u64 = 1_000_000;

/// AI commands played on each accepted level.
const COMMANDS_PLAYED: usize = 25;

/// An input that took longer than this is reported as a hang (normal ones take milliseconds).
const HANG_SECONDS: f64 = 30.0;

fn env_number(name: &str) -> Option<u64> {
    std::env::var(name).ok().and_then(|v| v.trim().parse().ok())
}

/// The texts mutations start from: every shipped level, and a level with every field.
fn level_corpus() -> Vec<(PathBuf, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = leyendas::level::ron_files(&root.join("levels"));
    files.push(root.join("tests/corpus/kitchen_sink.ron"));
    files
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).expect("corpus file");
            (p, text)
        })
        .collect()
}

/// What a mutation may write in place of a number.
const NUMBERS: &[&str] = &[
    "0",
    "1",
    "-1",
    "2",
    "3",
    "7",
    "9",
    "10",
    "20",
    "21",
    "40",
    "41",
    "60",
    "61",
    "100",
    "101",
    "255",
    "256",
    "511",
    "512",
    "513",
    "999",
    "1000",
    "1001",
    "10000",
    "10001",
    "65535",
    "65536",
    "100000",
    "2147483647",
    "-2147483648",
    "2147483648",
    "4294967295",
    "4294967296",
    "9223372036854775807",
    "18446744073709551615",
    "-9223372036854775808",
];

/// What a mutation may write in place of a string's contents.
const STRINGS: &[&str] = &[
    "",
    "x",
    "a\\nb",
    "\\n",
    "\\t",
    "\\u{1b}[2J",
    "é ñ ü",
    "100d1000",
    "40d100+1000",
    "41d6",
    "1d101",
    "1d6+1001",
    "0d0",
    "1d1",
    "-5",
    "2147483647",
    "d",
    "goblin",
    "orc",
    "human_fighter",
    "human_sorcerer",
    "warhorse",
    "riding_wolf",
    "longsword",
    "lance",
    "longbow",
    "heavy_crossbow",
    "fireball",
    "sleep",
    "potion_of_healing",
    "leather",
    "heavy_shield",
    "door",
    "wall",
    "heroes",
    "goblins",
    "a",
    "b",
];

/// Characters a mutation may insert.
const CHARS: &[u8] = b",()[]{}:\"'\n#.+~wW=/%,-0123456789 abcdxyz_\\";

/// A byte range of a text: where it starts and where it ends.
type Span = (usize, usize);

/// The byte ranges of number literals and of string contents in `text`.
fn literals(text: &str) -> (Vec<Span>, Vec<Span>) {
    let b = text.as_bytes();
    let (mut numbers, mut strings) = (Vec::new(), Vec::new());
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'"' => {
                let start = i + 1;
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
                strings.push((start, i.min(b.len())));
                i += 1;
            }
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            c if c.is_ascii_digit()
                || (c == b'-' && b.get(i + 1).is_some_and(u8::is_ascii_digit)) =>
            {
                let start = i;
                i += 1;
                while i < b.len() && b[i].is_ascii_digit() {
                    i += 1;
                }
                // Not the digits inside a name (`f01`).
                if start == 0 || !(b[start - 1].is_ascii_alphanumeric() || b[start - 1] == b'_') {
                    numbers.push((start, i));
                }
            }
            _ => i += 1,
        }
    }
    (numbers, strings)
}

/// The byte ranges of bracketed groups `( … )` in `text` (outside strings), for deleting and
/// copying whole values.
fn groups(text: &str) -> Vec<Span> {
    let b = text.as_bytes();
    let mut open = Vec::new();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
            }
            b'(' | b'[' => open.push(i),
            b')' | b']' => {
                if let Some(start) = open.pop() {
                    out.push((start, i + 1));
                }
            }
            _ => {}
        }
        i += 1;
    }
    out
}

fn floor_boundary(s: &str, mut i: usize) -> usize {
    i = i.min(s.len());
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

fn replace(text: &mut String, (start, end): Span, with: &str) {
    let (start, end) = (floor_boundary(text, start), floor_boundary(text, end));
    text.replace_range(start..end.max(start), with);
}

/// One random change to `text`; `donor` lends spans for splicing.
fn mutate(text: &mut String, donor: &str, rng: &mut ChaCha8Rng) {
    if text.is_empty() {
        text.push_str(&donor[..floor_boundary(donor, 64)]);
        return;
    }
    let (numbers, strings) = literals(text);
    match rng.random_range(0..11) {
        0 | 1 if !numbers.is_empty() => {
            let at = numbers[rng.random_range(0..numbers.len())];
            let with = if rng.random_bool(0.8) {
                NUMBERS[rng.random_range(0..NUMBERS.len())].to_string()
            } else {
                rng.random_range(-50i32..600).to_string()
            };
            replace(text, at, &with);
        }
        2 | 3 if !strings.is_empty() => {
            let at = strings[rng.random_range(0..strings.len())];
            let with = match rng.random_range(0..5) {
                0 => "x".repeat(rng.random_range(60..2100)),
                1 => {
                    // Another string of the same text: ids that exist, in the wrong place.
                    let (s, e) = strings[rng.random_range(0..strings.len())];
                    text[floor_boundary(text, s)..floor_boundary(text, e)].to_string()
                }
                _ => STRINGS[rng.random_range(0..STRINGS.len())].to_string(),
            };
            replace(text, at, &with);
        }
        4 => {
            // Delete a whole value, with the comma after it.
            let gs = groups(text);
            if let Some(&(s, e)) = gs.get(rng.random_range(0..gs.len().max(1))) {
                let e = if text.as_bytes().get(e) == Some(&b',') {
                    e + 1
                } else {
                    e
                };
                replace(text, (s, e), "");
            }
        }
        5 => {
            // Copy a value after itself: repeated units, rows, triggers …; now and then many times.
            let gs = groups(text);
            if let Some(&(s, e)) = gs.get(rng.random_range(0..gs.len().max(1))) {
                let copies = if rng.random_bool(0.1) {
                    rng.random_range(2..40)
                } else {
                    1
                };
                let piece = format!(", {}", &text[s..e]).repeat(copies);
                text.insert_str(floor_boundary(text, e), &piece);
            }
        }
        6 => {
            let at = floor_boundary(text, rng.random_range(0..text.len()));
            let c = CHARS[rng.random_range(0..CHARS.len())] as char;
            if rng.random_bool(0.5) {
                text.insert(at, c);
            } else {
                let end = floor_boundary(text, at + rng.random_range(1..4));
                text.replace_range(at..end.max(at), &c.to_string());
            }
        }
        7 => {
            let at = floor_boundary(text, rng.random_range(0..text.len()));
            let end = floor_boundary(text, at + rng.random_range(1..24));
            text.replace_range(at..end.max(at), "");
        }
        8 => {
            let at = floor_boundary(text, rng.random_range(0..text.len()));
            text.truncate(at);
        }
        9 if numbers.len() >= 2 => {
            // Two numbers swap places (a unit's x and y, a region's size and place …).
            let a = numbers[rng.random_range(0..numbers.len())];
            let b = numbers[rng.random_range(0..numbers.len())];
            if a.1 <= b.0 {
                let (ta, tb) = (text[a.0..a.1].to_string(), text[b.0..b.1].to_string());
                text.replace_range(b.0..b.1, &ta);
                text.replace_range(a.0..a.1, &tb);
            }
        }
        _ => {
            // Splice in a span of another file.
            let s = floor_boundary(donor, rng.random_range(0..donor.len().max(1)));
            let e = floor_boundary(donor, s + rng.random_range(1..200));
            let at = floor_boundary(text, rng.random_range(0..text.len()));
            text.insert_str(at, &donor[s..e.max(s)]);
        }
    }
}

/// Why a diagnostic is not one `path:line:col: error: message` line, if it is not.
fn malformed(d: &Diagnostic, path: &Path) -> Option<String> {
    let text = d.to_string();
    if text.contains(['\n', '\r']) {
        return Some(format!("spans lines: {text:?}"));
    }
    let severity = match d.severity {
        Severity::Error => ": error: ",
        Severity::Warning => ": warning: ",
    };
    let Some((place, message)) = text.split_once(severity) else {
        return Some(format!("no `{severity}`: {text:?}"));
    };
    if message.trim().is_empty() {
        return Some(format!("empty message: {text:?}"));
    }
    // Every message has its Spanish (ron's own syntax errors are passed on as ron words them).
    let es = d.message.in_lang(leyendas::i18n::Lang::Es);
    if es.contains("[[") || es.contains("{$") {
        return Some(format!("untranslated in Spanish: {es:?}"));
    }
    if d.message.key() != "diag-ron" && es == d.message.in_lang(leyendas::i18n::Lang::En) {
        return Some(format!("the Spanish is the English: {es:?}"));
    }
    let prefix = format!("{}:", path.display());
    let Some(line_col) = place.strip_prefix(&prefix) else {
        return Some(format!("does not start with the path: {text:?}"));
    };
    let numbers: Vec<Option<usize>> = line_col.split(':').map(|n| n.parse().ok()).collect();
    match numbers[..] {
        [Some(line), Some(col)] if line >= 1 && col >= 1 => None,
        _ => Some(format!("no line:col: {text:?}")),
    }
}

fn dice_within(d: &DiceExpr) -> bool {
    d.count <= limits::DICE_COUNT
        && (d.count == 0 || (2..=limits::DIE_SIDES).contains(&d.sides))
        && d.bonus.unsigned_abs() <= limits::DICE_BONUS.unsigned_abs()
}

fn text_within(text: &str, most: usize) -> bool {
    text.chars().count() <= most && !text.chars().any(char::is_control)
}

/// What in accepted data lies beyond the limits, worked out here apart from the loader.
fn data_beyond_limits(data: &GameData) -> Vec<String> {
    let mut out = Vec::new();
    for w in data.weapons.values() {
        if !dice_within(&w.damage) || w.range.is_some_and(|r| r > limits::RANGE) {
            out.push(format!("weapon {}: {w:?}", w.id));
        }
    }
    for i in data.items.values() {
        // Healing by hit dice rolls the healed creature's die: the largest one bounds it.
        let largest = leyendas::rules::health::HitDie(limits::DIE_SIDES);
        if i.heal.is_some_and(|h| !dice_within(&h.dice_for(largest))) {
            out.push(format!("item {}", i.id));
        }
    }
    for s in data.spells.values() {
        let area_ok = match s.target {
            SpellTarget::Area(Area::Sphere(r)) => r <= limits::SPHERE_RADIUS,
            SpellTarget::Area(Area::Cube(n)) => n <= limits::CUBE_SIDE,
            SpellTarget::Area(Area::Cone(n)) => n <= limits::CONE_LENGTH,
            SpellTarget::Area(Area::Line(n)) => n <= limits::LINE_LENGTH,
            _ => true,
        };
        let dice_ok = s.effects.iter().all(|e| match e {
            SpellEffect::Damage { dice, .. } => dice_within(dice),
            other => other.healing().is_none_or(|h| {
                dice_within(&h.dice_for(leyendas::rules::health::HitDie(limits::DIE_SIDES)))
            }),
        });
        if !area_ok || !dice_ok || !text_within(&s.id, limits::ID_CHARS) {
            out.push(format!("spell {}: {:?}", s.id, s.target));
        }
    }
    for c in data.creatures.values() {
        if c.hp > limits::HIT_POINTS
            || c.base_attack.unsigned_abs() > limits::BONUS as u32
            || !text_within(&c.id, limits::ID_CHARS)
            || !text_within(&c.name, limits::NAME_CHARS)
        {
            out.push(format!("creature {}", c.id));
        }
    }
    out
}

/// What in an accepted level lies beyond the limits or breaks what `validate` promises.
fn level_beyond_limits(level: &LoadedLevel) -> Vec<String> {
    let mut out = Vec::new();
    let (w, h) = (level.width as usize, level.height as usize);
    if w == 0
        || h == 0
        || w > limits::MAP_SIDE
        || h > limits::MAP_SIDE
        || level.terrain.len() != w * h
    {
        out.push(format!("map {w}×{h} with {} squares", level.terrain.len()));
    }
    if level.units.len() + level.reserve.len() > limits::UNITS {
        out.push(format!("{} units", level.units.len() + level.reserve.len()));
    }
    if level.sides.len() > limits::SIDES
        || level.triggers.len() > limits::TRIGGERS
        || level.objectives.len() > limits::OBJECTIVES
        || level
            .triggers
            .iter()
            .any(|t| t.then.len() > limits::TRIGGER_ACTIONS)
    {
        out.push("too many sides, triggers or objectives".into());
    }
    let mut squares = std::collections::BTreeMap::new();
    for u in level.units.iter().chain(&level.reserve) {
        let on_map = u.at.x >= 0 && u.at.y >= 0 && (u.at.x as usize) < w && (u.at.y as usize) < h;
        if !on_map
            || u.hp > u.stats.hp
            || u.stats.hp > limits::HIT_POINTS
            || !text_within(&u.id, limits::ID_CHARS)
            || !text_within(u.name.english(), limits::NAME_CHARS)
            || u.weapons.iter().any(|w| !dice_within(&w.damage))
        {
            out.push(format!("unit {:?}", u.id));
        }
        if level.units.iter().any(|b| b.id == u.id)
            && let Some(other) = squares.insert(u.at, u)
        {
            let saddle = u.riding.as_deref() == Some(other.id.as_str())
                || other.riding.as_deref() == Some(u.id.as_str());
            if !saddle {
                out.push(format!("{:?} and {:?} share {}", u.id, other.id, u.at));
            }
        }
    }
    for s in &level.sides {
        if !text_within(&s.id, limits::ID_CHARS)
            || !text_within(s.name.english(), limits::NAME_CHARS)
        {
            out.push(format!("side {:?}", s.id));
        }
    }
    out
}

/// Starts the fight as `run` does and lets the AI play its first commands.
fn play_a_little(level: &LoadedLevel, seed: u64) -> Result<(), String> {
    let mut encounter = Encounter::new(level, seed);
    encounter.start();
    for _ in 0..COMMANDS_PLAYED {
        if encounter.is_over() {
            break;
        }
        if let Some(fault) = encounter.fault() {
            return Err(format!("engine fault: {fault}"));
        }
        let Some(command) = ai::decide(encounter.world(), Difficulty::Normal) else {
            break;
        };
        let events = encounter.submit(command.clone());
        if let Some(CombatEvent::Rejected { reason, .. }) = events
            .iter()
            .find(|e| matches!(e, CombatEvent::Rejected { .. }))
        {
            return Err(format!("the AI's {command:?} was refused: {reason}"));
        }
    }
    Ok(())
}

/// The outcome of one input: `Ok` or what went wrong, with the text that did it.
struct Failure {
    case: u64,
    what: String,
    file: String,
    text: String,
}

/// Loads and plays one mutated input: whether it was accepted, or what broke.
fn check_case(
    case: u64,
    corpus: &[(PathBuf, String)],
    built_in: &GameData,
) -> Result<bool, Failure> {
    let seed = env_number("FUZZ_SEED").unwrap_or(0);
    let mut rng = ChaCha8Rng::seed_from_u64(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ case);
    let on_data = rng.random_ratio(1, 4);
    // A tenth of the rest: OSR data, a save, the settings or the bindings.
    let other = (!on_data && rng.random_ratio(1, 10)).then(|| rng.random_range(0..4u8));
    let donor = &corpus[rng.random_range(0..corpus.len())].1;
    // Half the inputs change once, so more of them load and go on to be played.
    let mutations = if rng.random_bool(0.5) {
        1
    } else {
        rng.random_range(2..=4)
    };
    let fail = |what: String, file: &Path, text: &str| Failure {
        case,
        what,
        file: file.display().to_string(),
        text: text.to_string(),
    };
    if on_data {
        let which = rng.random_range(0..FILES.len());
        let mut texts =
            BUILT_IN.map(|(name, text)| (PathBuf::from("data").join(name), text.to_string()));
        for _ in 0..mutations {
            let (_, text) = &mut texts[which];
            mutate(text, donor, &mut rng);
        }
        let (path, text) = texts[which].clone();
        let data = match GameData::from_texts(texts) {
            Ok(d) => d,
            Err(diags) => {
                return match diags.iter().find_map(|d| malformed(d, &d.file)) {
                    Some(m) => Err(fail(m, &path, &text)),
                    None => Ok(false),
                };
            }
        };
        let beyond = data_beyond_limits(&data);
        if !beyond.is_empty() {
            return Err(fail(
                format!("accepted beyond the limits: {beyond:?}"),
                &path,
                &text,
            ));
        }
        // The shipped levels on the changed data: each loaded (or refused well), one played.
        let played = rng.random_range(0..corpus.len());
        for (k, (level_path, level_text)) in corpus.iter().enumerate() {
            check_level(level_path, level_text, &data, (k == played).then_some(case))
                .map_err(|what| fail(what, &path, &text))?;
        }
        return Ok(true);
    }
    if let Some(kind) = other {
        return check_other(kind, (mutations, donor), &mut rng, built_in)
            .map_err(|(what, path, text)| fail(what, &path, &text));
    }
    let (path, mut text) = corpus[rng.random_range(0..corpus.len())].clone();
    for _ in 0..mutations {
        mutate(&mut text, donor, &mut rng);
    }
    check_level(&path, &text, built_in, Some(case)).map_err(|what| fail(what, &path, &text))
}

/// A shipped save (of `osr_01_first_blood`, seed 2), the default settings and the default bindings:
/// the texts the other inputs start from.
const SAVE: &str = include_str!("reliability/saves/f13_base_save.ron");
const SETTINGS: &str = "(lang: Some(Es), ui_scale: Some(1.25), window: Some((1280, 720)))";
const BINDINGS: &str = include_str!("../assets/bindings.ron");

/// Every ruleset's own data files (OSR's, then WFRP's), each with its path.
fn ruleset_files() -> Vec<(PathBuf, String)> {
    let texts = leyendas::rulesets::tables::TableTexts::built_in();
    texts.osr.into_iter().chain(texts.wfrp).collect()
}

/// One input of the other kinds, mutated: 0, a ruleset's own data file (which of them, its path and
/// text); 1, a save; 2, the settings; 3, the bindings.
fn other_input(
    kind: u8,
    (mutations, donor): (u32, &str),
    rng: &mut ChaCha8Rng,
) -> (usize, PathBuf, String) {
    let mutated = |text: &str, rng: &mut ChaCha8Rng| {
        let mut text = text.to_string();
        for _ in 0..mutations {
            mutate(&mut text, donor, rng);
        }
        text
    };
    match kind {
        0 => {
            let files = ruleset_files();
            let which = rng.random_range(0..files.len());
            let (path, text) = &files[which];
            (which, path.clone(), mutated(text, rng))
        }
        1 => (0, PathBuf::from("fuzzed_save.ron"), mutated(SAVE, rng)),
        2 => (0, PathBuf::from("settings.ron"), mutated(SETTINGS, rng)),
        _ => (0, PathBuf::from("bindings.ron"), mutated(BINDINGS, rng)),
    }
}

/// Reads one input of the other kinds ([`other_input`]): no panic, and a refusal is a
/// well-formed diagnostic; a save that reads is played again. Whether it was accepted, or what
/// broke, in which text.
fn check_other(
    kind: u8,
    change: (u32, &str),
    rng: &mut ChaCha8Rng,
    built_in: &GameData,
) -> Result<bool, (String, PathBuf, String)> {
    use leyendas::level::diagnostics::parse_ron;
    let (which, path, text) = other_input(kind, change, rng);
    let verdict = |read: Result<(), Vec<Diagnostic>>| match read {
        Ok(()) => Ok(true),
        Err(diags) => match diags.iter().find_map(|d| malformed(d, &d.file)) {
            Some(m) => Err((m, path.clone(), text.clone())),
            None => Ok(false),
        },
    };
    match kind {
        0 => {
            let mut rulesets = leyendas::rulesets::tables::TableTexts::built_in();
            let osr_files = rulesets.osr.len();
            match which.checked_sub(osr_files) {
                None => rulesets.osr[which].1 = text.clone(),
                Some(n) => rulesets.wfrp[n].1 = text.clone(),
            }
            let core =
                BUILT_IN.map(|(name, text)| (PathBuf::from("data").join(name), text.to_string()));
            verdict(GameData::from_all_texts(core, rulesets).map(|_| ()))
        }
        1 => {
            let save: leyendas::save::Save = match parse_ron(&path, &text) {
                Ok(save) => save,
                Err(d) => return verdict(Err(vec![d])),
            };
            if save.commands.len() > limits::COMMANDS {
                return Ok(false);
            }
            verdict(save.replay(built_in).map(|_| ()))
        }
        2 => verdict(
            parse_ron::<leyendas::settings::Settings>(&path, &text)
                .map(|_| ())
                .map_err(|d| vec![d]),
        ),
        _ => verdict(
            leyendas::input::parse_bindings(&path, &text)
                .map(|_| ())
                .map_err(|d| vec![d]),
        ),
    }
}

/// Loads one level's text; checks its diagnostics, or its limits and (with a seed to play it
/// with) its first commands. Whether it was accepted.
fn check_level(
    path: &Path,
    text: &str,
    data: &GameData,
    play: Option<u64>,
) -> Result<bool, String> {
    match load_level_str(path, text, data) {
        Err(diags) => {
            if diags.is_empty() {
                return Err("refused with no diagnostic".into());
            }
            match diags.iter().find_map(|d| malformed(d, path)) {
                Some(m) => Err(m),
                None => Ok(false),
            }
        }
        Ok(level) => {
            if let Some(m) = level.warnings.iter().find_map(|d| malformed(d, path)) {
                return Err(m);
            }
            let beyond = level_beyond_limits(&level);
            if !beyond.is_empty() {
                return Err(format!("accepted beyond the limits: {beyond:?}"));
            }
            play.map_or(Ok(()), |seed| play_a_little(&level, seed))?;
            Ok(true)
        }
    }
}

/// Runs inputs `0..runs` (or only `FUZZ_ONLY`) on every core; returns how many were accepted,
/// and the first failures.
fn fuzz(runs: u64) -> (usize, Vec<Failure>) {
    let corpus = Arc::new(level_corpus());
    let built_in = Arc::new(GameData::built_in().expect("built-in data"));
    let only = env_number("FUZZ_ONLY");
    let cases: Vec<u64> = match only {
        Some(i) => vec![i],
        None => (0..runs).collect(),
    };
    let next = Arc::new(AtomicUsize::new(0));
    let accepted = AtomicUsize::new(0);
    let failures = Arc::new(Mutex::new(Vec::new()));
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    // Panics are caught and reported as failures; the default hook's message goes with them.
    std::thread::scope(|scope| {
        for _ in 0..threads {
            let (corpus, built_in, next, failures, cases, accepted) =
                (&corpus, &built_in, &next, &failures, &cases, &accepted);
            scope.spawn(move || {
                loop {
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    let Some(&case) = cases.get(k) else { return };
                    if failures.lock().map_or(true, |f| f.len() >= 5) {
                        return;
                    }
                    let started = std::time::Instant::now();
                    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                        check_case(case, corpus, built_in)
                    }));
                    let failure = match outcome {
                        Ok(Ok(taken)) => {
                            accepted.fetch_add(usize::from(taken), Ordering::Relaxed);
                            None
                        }
                        Ok(Err(f)) => Some(f),
                        Err(panic) => {
                            let what = panic
                                .downcast_ref::<String>()
                                .cloned()
                                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                                .unwrap_or_default();
                            // Rebuild the input to show it (the mutation depends on the case alone).
                            Some(describe_panic(case, corpus, what))
                        }
                    };
                    let failure = failure.or_else(|| {
                        let took = started.elapsed().as_secs_f64();
                        (took > HANG_SECONDS).then(|| Failure {
                            case,
                            what: format!("took {took:.0} s"),
                            file: String::new(),
                            text: String::new(),
                        })
                    });
                    if let Some(f) = failure
                        && let Ok(mut all) = failures.lock()
                    {
                        all.push(f);
                    }
                }
            });
        }
    });
    let failures = Arc::try_unwrap(failures)
        .ok()
        .and_then(|m| m.into_inner().ok())
        .unwrap_or_default();
    (accepted.into_inner(), failures)
}

/// A panic's failure, with the input that caused it made again.
fn describe_panic(case: u64, corpus: &[(PathBuf, String)], what: String) -> Failure {
    // The same draws as `check_case` up to the mutated text.
    let seed = env_number("FUZZ_SEED").unwrap_or(0);
    let mut rng = ChaCha8Rng::seed_from_u64(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ case);
    let on_data = rng.random_ratio(1, 4);
    let other = (!on_data && rng.random_ratio(1, 10)).then(|| rng.random_range(0..4u8));
    let donor = corpus[rng.random_range(0..corpus.len())].1.clone();
    // Half the inputs change once, so more of them load and go on to be played.
    let mutations = if rng.random_bool(0.5) {
        1
    } else {
        rng.random_range(2..=4)
    };
    let (file, text) = if let Some(kind) = other {
        let (_, path, text) = other_input(kind, (mutations, &donor), &mut rng);
        (path.display().to_string(), text)
    } else if on_data {
        let which = rng.random_range(0..FILES.len());
        let mut text = BUILT_IN[which].1.to_string();
        for _ in 0..mutations {
            mutate(&mut text, &donor, &mut rng);
        }
        (format!("data/{}", FILES[which]), text)
    } else {
        let (path, mut text) = corpus[rng.random_range(0..corpus.len())].clone();
        for _ in 0..mutations {
            mutate(&mut text, &donor, &mut rng);
        }
        (path.display().to_string(), text)
    };
    Failure {
        case,
        what: format!("panic: {what}"),
        file,
        text,
    }
}

fn report(failures: &[Failure]) -> String {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("fuzz-failures");
    let _ = std::fs::create_dir_all(&dir);
    failures
        .iter()
        .map(|f| {
            let saved = dir.join(format!("case-{}.ron", f.case));
            let _ = std::fs::write(&saved, &f.text);
            format!(
                "case {} ({}; input saved to {}; FUZZ_ONLY={} reruns it): {}",
                f.case,
                f.file,
                saved.display(),
                f.case,
                f.what
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn mutated_levels_and_data_never_panic_stay_within_the_limits_and_start() {
    let long = std::env::var_os("LONG_RUN").is_some();
    let runs = env_number("FUZZ_RUNS").unwrap_or(if long { LONG_RUNS } else { DEFAULT_RUNS });
    let started = std::time::Instant::now();
    let (accepted, failures) = fuzz(runs);
    eprintln!(
        "fuzz: {runs} inputs in {:.1} s, {accepted} accepted (and played), {} failures",
        started.elapsed().as_secs_f64(),
        failures.len()
    );
    assert!(failures.is_empty(), "{}", report(&failures));
}

#[test]
fn the_mutator_changes_its_input_and_makes_the_same_change_for_the_same_case() {
    let corpus = level_corpus();
    let text = &corpus[0].1;
    let mutated = |case: u64| {
        let mut rng = ChaCha8Rng::seed_from_u64(case);
        let mut t = text.clone();
        for _ in 0..3 {
            mutate(&mut t, &corpus[1].1, &mut rng);
        }
        t
    };
    let changed = (0..50).filter(|&c| mutated(c) != *text).count();
    assert!(changed >= 45, "only {changed} of 50 mutated inputs differ");
    assert_eq!(mutated(7), mutated(7));
}
