//! The `leyendas` command line: `validate` and `run` (thin wrappers over the library).

use crate::combat::{CombatEvent, Command, Encounter};
use crate::level::diagnostics::{parse_ron, read_text};
use crate::level::{Diagnostic, GameData, load_level_as, ron_files};
use crate::rulesets::id::RulesetId;
use crate::states::PendingEncounter;
use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use std::ffi::OsString;
use std::io::Write;
use std::path::{Path, PathBuf};

mod help;

#[derive(Parser, Debug)]
#[command(
    name = "leyendas",
    version,
    about = "Leyendas Tactics: turn-based tactical combat with the Mundo de Leyendas rules"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Cmd>,
    /// The language of the game's texts: es or en (default: the menu's choice, else LC_ALL or
    /// LANG, else en).
    #[arg(long, global = true, value_parser = parse_lang)]
    pub lang: Option<crate::i18n::Lang>,
}

#[derive(Subcommand, Debug)]
pub enum Cmd {
    /// Check level files (or folders of them) and print `path:line:col: error: message` for each
    /// problem. Exits 1 if any file has an error.
    Validate {
        #[arg(required = true)]
        paths: Vec<PathBuf>,
        /// Folder with the data files (default: ./assets/data
        /// if present, else the built-in copy).
        #[arg(long)]
        data: Option<PathBuf>,
        /// Check the levels as played under this ruleset instead of their own: core, osr or
        /// wfrp (what it does not read is set aside, with a warning).
        #[arg(long, value_parser = parse_ruleset)]
        ruleset: Option<RulesetId>,
        /// `text` (the default) or `json`: one JSON object with every file checked and each of
        /// its problems, for editors and CI.
        #[arg(long, value_parser = ["text", "json"], default_value = "text")]
        format: String,
        /// The same as `--format json`.
        #[arg(long)]
        json: bool,
    },
    /// Open the game window: the title menu, or straight into LEVEL (the AI plays the sides the
    /// level gives it, unless --hot-seat).
    Play {
        level: Option<PathBuf>,
        #[command(flatten)]
        encounter: EncounterArgs,
        #[command(flatten)]
        window: WindowArgs,
        /// Open a save (see `run --save`) where it stopped, instead of a level.
        #[arg(long, conflicts_with_all = ["level", "commands", "rolls", "seed"])]
        load: Option<PathBuf>,
        /// Watch a save's fight again from its start (play, pause, step by event, turn, round).
        #[arg(long, conflicts_with_all = ["level", "load", "commands", "rolls", "seed"])]
        replay: Option<PathBuf>,
    },
    /// Play an encounter headless: roll initiative, apply the commands in order and print every event.
    Run {
        level: PathBuf,
        #[command(flatten)]
        encounter: EncounterArgs,
        /// One JSON object per event and line instead of readable text.
        #[arg(long)]
        json: bool,
        /// Let the AI play every turn the commands do not (a turn whose unit is not the next
        /// command's), and every turn once the commands run out.
        #[arg(long)]
        ai: bool,
        /// How well the AI plays: easy, normal or hard (default: the level's).
        #[arg(long, value_parser = parse_difficulty)]
        difficulty: Option<crate::level::schema::Difficulty>,
        /// Write the fight as a save when the run stops (see `replay`).
        #[arg(long)]
        save: Option<PathBuf>,
    },
    /// Play a save again headless: print its events (as `run` does) and check that they are the
    /// fight that was saved (exit 1 when they are not).
    Replay {
        save: PathBuf,
        /// One JSON object per event instead of readable text.
        #[arg(long)]
        json: bool,
        /// Folder with the data files (default: ./assets/data if present, else the built-in copy).
        #[arg(long)]
        data: Option<PathBuf>,
    },
    /// Play N fights with the AI on every side and report win rates, rounds, survival, damage
    /// dealt and attacks of opportunity.
    Simulate {
        level: PathBuf,
        /// How many fights (1 to 10,000,000); their seeds are SEED, SEED+1, ...
        #[arg(long, default_value_t = 100, allow_hyphen_values = true, value_parser = parse_runs)]
        runs: usize,
        /// The first fight's seed, 0 to 18446744073709551615.
        #[arg(long, default_value_t = 1, allow_hyphen_values = true, value_parser = parse_seed)]
        seed: u64,
        /// Threads to play the fights on (default: one per core); the report is the same for any
        /// number.
        #[arg(long, allow_hyphen_values = true, value_parser = parse_jobs)]
        jobs: Option<usize>,
        /// The report as one JSON object.
        #[arg(long)]
        json: bool,
        /// How well the AI plays: easy, normal or hard (default: the level's).
        #[arg(long, value_parser = parse_difficulty)]
        difficulty: Option<crate::level::schema::Difficulty>,
        /// Folder with the data files (default: ./assets/data if present, else the built-in copy).
        #[arg(long)]
        data: Option<PathBuf>,
        /// Play the fights under these rulesets instead of the level's own, one report each and
        /// a comparison: e.g. core,osr,wfrp.
        #[arg(long, value_delimiter = ',', value_parser = parse_ruleset)]
        ruleset: Vec<RulesetId>,
        /// Play seed 001's modules: `seed001` turns on every switch the level's `rules:` leave
        /// unset (Core levels only).
        #[arg(long, value_parser = parse_rules)]
        rules: Option<crate::level::schema::RulesPreset>,
    },
    /// Open the level editor on LEVEL (a new level when no file is there yet; none: a new level
    /// in the levels folder).
    Edit {
        level: Option<PathBuf>,
        #[command(flatten)]
        window: WindowArgs,
    },
}

/// A seed: any whole number from 0 to 2^64 − 1 (clap's own message for `-1` would call it an
/// unexpected argument).
fn parse_seed(text: &str) -> Result<u64, String> {
    text.trim().parse().map_err(|_| {
        format!(
            "`{text}` is not a seed; seeds are whole numbers from 0 to {}",
            u64::MAX
        )
    })
}

/// A count from 1 to `most`, named `what` in the message.
fn parse_count(text: &str, most: usize, what: &str) -> Result<usize, String> {
    match text.trim().parse::<usize>() {
        Ok(n) if (1..=most).contains(&n) => Ok(n),
        _ => Err(format!(
            "`{text}` is not a number of {what} from 1 to {most}"
        )),
    }
}

fn parse_runs(text: &str) -> Result<usize, String> {
    parse_count(text, crate::limits::SIMULATE_RUNS, "fights")
}

fn parse_jobs(text: &str) -> Result<usize, String> {
    parse_count(text, crate::limits::SIMULATE_JOBS, "threads")
}

fn parse_lang(text: &str) -> Result<crate::i18n::Lang, String> {
    crate::i18n::Lang::parse(&text.to_lowercase())
        .ok_or_else(|| format!("`{text}` is not a language of the game; use es or en"))
}

/// A preset of seed 001's modules by its name in any case (`seed001`).
fn parse_rules(text: &str) -> Result<crate::level::schema::RulesPreset, String> {
    crate::level::schema::RulesPreset::by_name(text)
        .ok_or_else(|| crate::t!("cli-not-a-rules-preset", text = text.to_string()))
}

/// A ruleset by its name in any case (`wfrp`), any of those registered.
fn parse_ruleset(text: &str) -> Result<RulesetId, String> {
    let known = crate::rulesets::tables::ALL.iter().map(|r| r.id());
    known
        .clone()
        .find(|r| r.name().eq_ignore_ascii_case(text.trim()))
        .ok_or_else(|| {
            let names: Vec<String> = known.map(|r| r.name().to_lowercase()).collect();
            crate::t!(
                "cli-not-a-ruleset",
                text = text.to_string(),
                names = names.join(", ")
            )
        })
}

fn parse_board_mode(text: &str) -> Result<crate::view::preview::BoardMode, String> {
    crate::view::preview::BoardMode::by_name(text).ok_or_else(|| {
        format!(
            "`{text}` is not an action; use {}",
            crate::view::preview::BoardMode::NAMES.join(", ")
        )
    })
}

fn parse_difficulty(text: &str) -> Result<crate::level::schema::Difficulty, String> {
    crate::level::schema::Difficulty::ALL
        .into_iter()
        .find(|d| d.name() == text.to_lowercase())
        .ok_or_else(|| format!("`{text}` is not a difficulty; use easy, normal or hard"))
}

/// What sets up an encounter, for `play` and `run` alike.
#[derive(clap::Args, Debug)]
pub struct EncounterArgs {
    /// Seed of the encounter's dice, 0 to 18446744073709551615 (run: 1 unless given; play: a new
    /// one each launch, shown in the log's first line, unless given or with --commands or
    /// --screenshot, which take 1).
    #[arg(long, allow_hyphen_values = true, value_parser = parse_seed)]
    seed: Option<u64>,
    /// A RON list of commands to apply in order, e.g.
    /// `[Move(unit: "aria", to: (4, 2)), EndTurn(unit: "aria")]`.
    #[arg(long)]
    commands: Option<PathBuf>,
    /// Results the next dice show, in order, before the seeded dice take over (e.g. 14,3,20).
    #[arg(long, value_delimiter = ',')]
    rolls: Vec<u32>,
    /// Folder with the data files (default: ./assets/data if present, else the built-in copy).
    #[arg(long)]
    data: Option<PathBuf>,
    /// Play the level under this ruleset instead of its own: core, osr or wfrp (its creatures
    /// and gear from that ruleset's tables; what it does not read is set aside, with a warning).
    #[arg(long, value_parser = parse_ruleset)]
    ruleset: Option<RulesetId>,
    /// Play seed 001's modules: `seed001` turns on every switch the level's `rules:` leave
    /// unset (Core levels only).
    #[arg(long, value_parser = parse_rules)]
    rules: Option<crate::level::schema::RulesPreset>,
}

/// How the window plays and what a screenshot shows, for `play`.
#[derive(clap::Args, Debug)]
pub struct WindowArgs {
    /// Render, save a PNG of the window to this path and exit.
    #[arg(long)]
    screenshot: Option<PathBuf>,
    /// Frames to render before the screenshot.
    #[arg(long, default_value_t = 10)]
    frames: u32,
    /// Treat square X,Y as hovered, to show its previews (e.g. --hover 4,2).
    #[arg(long, value_parser = parse_square)]
    hover: Option<crate::rules::grid::Pos>,
    /// Keep animations on in screenshot mode.
    #[arg(long)]
    animate: bool,
    /// Watch the level and data files even in screenshot mode: a save rebuilds the fight (the
    /// window always does otherwise).
    #[arg(long)]
    watch: bool,
    /// A mod's folder, or a folder of mods, for the menu to list with those installed in the
    /// player's data folder (may be given more than once).
    #[arg(long, value_name = "DIR")]
    mods: Vec<PathBuf>,
    /// Start aiming this spell (by id) for the unit whose turn it is, to show the spell
    /// preview (e.g. --aim fireball --hover 9,4).
    #[arg(long, value_name = "SPELL")]
    aim: Option<String>,
    /// Start in this action of the bar for the unit whose turn it is, to show its preview over
    /// --hover: charge, coup-de-grace, aid-attack, aid-defense, trip, disarm, bull-rush,
    /// bull-rush-follow, grapple or drag.
    #[arg(long, value_name = "ACTION", value_parser = parse_board_mode)]
    mode: Option<crate::view::preview::BoardMode>,
    /// Play every side by hand, AI sides too (hot-seat). Screenshots are always taken so.
    #[arg(long)]
    hot_seat: bool,
    /// How well the AI plays: easy, normal or hard (default: the level's).
    #[arg(long, value_parser = parse_difficulty)]
    difficulty: Option<crate::level::schema::Difficulty>,
    /// The window's size, WIDTHxHEIGHT (e.g. 1920x1080; default: as it was last left, else
    /// 1280x720).
    #[arg(long, value_parser = parse_size)]
    size: Option<(u32, u32)>,
    /// How large the interface is drawn, 0.75 to 2.0 (default: the menu's choice, else 1).
    #[arg(long, value_parser = parse_scale)]
    ui_scale: Option<f32>,
}

/// A window size written `WIDTHxHEIGHT`.
fn parse_size(text: &str) -> Result<(u32, u32), String> {
    let bad = || format!("`{text}` is not a window size; write WIDTHxHEIGHT like 1280x720");
    let (w, h) = text.split_once(['x', 'X']).ok_or_else(bad)?;
    let n = |s: &str| s.trim().parse::<u32>().map_err(|_| bad());
    let (w, h) = (n(w)?, n(h)?);
    let (min_w, min_h) = crate::settings::SMALLEST_WINDOW;
    if w < min_w || h < min_h || w > 16384 || h > 16384 {
        return Err(format!(
            "`{text}`: the window must be at least {min_w}x{min_h} and at most 16384x16384"
        ));
    }
    Ok((w, h))
}

/// An interface scale from 0.75 to 2.0.
fn parse_scale(text: &str) -> Result<f32, String> {
    match text.trim().parse::<f32>() {
        Ok(scale) if crate::settings::scale_is_allowed(scale) => Ok(scale),
        _ => Err(format!("`{text}` is not a scale from 0.75 to 2.0")),
    }
}

/// A square written `X,Y`.
fn parse_square(text: &str) -> Result<crate::rules::grid::Pos, String> {
    let (x, y) = text
        .split_once(',')
        .ok_or_else(|| format!("`{text}` is not a square; write X,Y like 4,2"))?;
    let n = |s: &str| {
        s.trim()
            .parse::<i32>()
            .map_err(|_| format!("`{text}` is not a square; write X,Y like 4,2"))
    };
    Ok(crate::rules::grid::Pos::new(n(x)?, n(y)?))
}

/// The language `--lang` asks for, read before the arguments are parsed (a value that is not a
/// language is left for the parse to refuse).
fn lang_asked(args: &[OsString]) -> Option<crate::i18n::Lang> {
    let args: Vec<&str> = args.iter().filter_map(|a| a.to_str()).collect();
    args.iter().enumerate().find_map(|(i, arg)| {
        let value = match arg.strip_prefix("--lang") {
            Some("") => args.get(i + 1).copied(),
            Some(rest) => rest.strip_prefix('='),
            None => None,
        };
        crate::i18n::Lang::parse(&value?.to_lowercase())
    })
}

/// Runs the CLI with `args` (the first is the program name); returns the exit code.
pub fn run<I, T>(args: I, out: &mut dyn Write, err: &mut dyn Write) -> i32
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let args: Vec<OsString> = args.into_iter().map(Into::into).collect();
    let saved = crate::settings::settings_path()
        .and_then(|p| crate::settings::load(&p).ok())
        .unwrap_or_default();
    // The language first: the help and the errors of the parse speak it too.
    let lang = crate::i18n::choose(lang_asked(&args), saved.lang);
    crate::i18n::set(lang);
    let parsed = help::localized(Cli::command(), lang)
        .try_get_matches_from(&args)
        .and_then(|matches| Cli::from_arg_matches(&matches));
    let cli = match parsed {
        Ok(cli) => cli,
        Err(e) => {
            let code = e.exit_code();
            let text = e.render().to_string();
            if code == 0 {
                let _ = write!(out, "{text}");
            } else {
                let _ = write!(err, "{text}");
            }
            return code;
        }
    };
    crate::i18n::set(crate::i18n::choose(cli.lang, saved.lang));
    let result = match cli.command {
        None => Ok(crate::play::run_game(crate::play::PlayOptions {
            fight: None,
            screenshot: None,
            frames: 10,
            hover: None,
            animate: true,
            watch: true,
            mods: Vec::new(),
            aim: None,
            mode: None,
            hot_seat: false,
            difficulty: None,
            size: saved.window,
            ui_scale: saved.ui_scale,
            edit: None,
        })),
        Some(Cmd::Validate {
            paths,
            data,
            ruleset,
            format,
            json,
        }) => {
            let checked = validate(&paths, (data.as_deref(), ruleset));
            let written = if json || format == "json" {
                writeln!(out, "{}", checked.json())
            } else {
                checked.print(out)
            };
            written.map(|()| i32::from(checked.failed()))
        }
        Some(Cmd::Play {
            level: _,
            encounter,
            window,
            load: Some(save),
            replay: _,
        }) => play_save(&save, (&encounter, false), window, &saved, err),
        Some(Cmd::Play {
            level: _,
            encounter,
            window,
            load: None,
            replay: Some(save),
        }) => play_save(&save, (&encounter, true), window, &saved, err),
        Some(Cmd::Play {
            level,
            encounter,
            window,
            load: None,
            replay: None,
        }) => play(level.as_deref(), &encounter, window, &saved, err),
        Some(Cmd::Edit { level, window }) => edit(level, window, &saved, err),
        Some(Cmd::Run {
            level,
            encounter,
            json,
            ai,
            difficulty,
            save,
        }) => run_level(
            &level,
            &encounter,
            (json, save.as_deref()),
            ai.then_some(difficulty),
            out,
            err,
        ),
        Some(Cmd::Replay { save, json, data }) => replay(&save, json, data.as_deref(), out, err),
        Some(Cmd::Simulate {
            level,
            runs,
            seed,
            jobs,
            json,
            difficulty,
            data,
            ruleset,
            rules,
        }) => simulate(
            &level,
            SimulateArgs {
                runs,
                seed,
                jobs,
                difficulty,
                rulesets: ruleset,
                rules,
            },
            data.as_deref(),
            json,
            out,
            err,
        ),
    };
    result.unwrap_or_else(|e| {
        // A reader that stops early (`| head`) is not an error worth a message.
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            return 0;
        }
        let _ = writeln!(err, "error: {e}");
        1
    })
}

fn print_diagnostics(diags: &[Diagnostic], out: &mut dyn Write) -> std::io::Result<()> {
    for d in diags {
        writeln!(out, "{d}")?;
    }
    Ok(())
}

/// Level files named, and the `.ron` files of folders named, in a stable order.
fn expand(paths: &[PathBuf]) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for p in paths {
        let found = if p.is_dir() { ron_files(p) } else { Vec::new() };
        if found.is_empty() {
            files.push(p.clone());
        }
        files.extend(found);
    }
    files
}

/// What `validate` found: each file checked, whether it is fine, and the problems to show with
/// it (a data file that loads may show those of the other files of its set).
struct Checked {
    files: Vec<CheckedFile>,
}

struct CheckedFile {
    file: PathBuf,
    /// Whether it loads (its own problems are then only warnings).
    ok: bool,
    /// Its own problems.
    own: Vec<Diagnostic>,
    /// A data file's: the problems of the other files of its set, which it does not load without.
    beside: Vec<Diagnostic>,
}

impl Checked {
    /// Whether any file does not load, or a data file comes with its set's problems.
    fn failed(&self) -> bool {
        self.files.iter().any(|f| !f.ok || !f.beside.is_empty())
    }

    /// Each file's own problems as `path:line:col: error: message`, then `path: ok` if it
    /// loads, then its set's problems.
    fn print(&self, out: &mut dyn Write) -> std::io::Result<()> {
        for f in &self.files {
            print_diagnostics(&f.own, out)?;
            if f.ok {
                writeln!(out, "{}: ok", f.file.display())?;
            }
            print_diagnostics(&f.beside, out)?;
        }
        Ok(())
    }

    /// One JSON object: `ok`, and for each file its path, `ok` and its problems, each with its
    /// file, line, column, severity, message (in English, as every JSON of the game) and the
    /// known name it suggests instead, if any.
    fn json(&self) -> serde_json::Value {
        let files: Vec<serde_json::Value> = self
            .files
            .iter()
            .map(|f| {
                serde_json::json!({
                    "file": f.file.to_string_lossy(),
                    "ok": f.ok,
                    "diagnostics": f.own.iter().chain(&f.beside).map(diagnostic_json).collect::<Vec<_>>(),
                })
            })
            .collect();
        serde_json::json!({ "ok": !self.failed(), "files": files })
    }
}

fn diagnostic_json(d: &Diagnostic) -> serde_json::Value {
    let severity = match d.severity {
        crate::level::diagnostics::Severity::Error => "error",
        crate::level::diagnostics::Severity::Warning => "warning",
    };
    let mut json = serde_json::json!({
        "file": d.file.to_string_lossy(),
        "line": d.line,
        "col": d.col,
        "severity": severity,
        "message": d.message.in_lang(crate::i18n::Lang::En),
    });
    if let Some(near) = crate::level::diagnostics::suggestion(d) {
        json["suggestion"] = near.into();
    }
    json
}

fn validate(paths: &[PathBuf], (data_dir, ruleset): (Option<&Path>, Option<RulesetId>)) -> Checked {
    let data = match GameData::discover(data_dir) {
        Ok(d) => d,
        Err(own) => {
            let file = data_dir.map_or_else(|| PathBuf::from("assets/data"), Path::to_path_buf);
            return Checked {
                files: vec![CheckedFile {
                    file,
                    ok: false,
                    own,
                    beside: Vec::new(),
                }],
            };
        }
    };
    let named = expand(paths);
    let mut data_sets = DataSetChecks {
        named: named.iter().cloned().collect(),
        ..DataSetChecks::default()
    };
    let mut files = Vec::new();
    for path in paths {
        let mods = mods_in(path);
        if !mods.is_empty() {
            files.extend(mods.iter().flat_map(|root| check_mod(root, &data)));
            continue;
        }
        for file in expand(std::slice::from_ref(path)) {
            // A mod's data file is checked laid over the game's, with the rest of the mod's.
            let in_mod = mod_data_file(&file).and_then(|root| {
                check_mod(&root, &data)
                    .into_iter()
                    .find(|c| Some(c.file.as_path()) == file.parent())
            });
            files.push(match in_mod {
                Some(checked) => CheckedFile { file, ..checked },
                None => check_file(file, (&data, ruleset), &mut data_sets),
            });
        }
    }
    Checked { files }
}

/// The mods `path` names: itself if it is a mod's folder, else the mods directly in it when it
/// holds no level of its own.
fn mods_in(path: &Path) -> Vec<PathBuf> {
    if !path.is_dir() || (!crate::mods::is_mod(path) && !ron_files(path).is_empty()) {
        return Vec::new();
    }
    crate::mods::mods_in(path)
}

/// The mod whose `data/` folder `file` sits in, if it does.
fn mod_data_file(file: &Path) -> Option<PathBuf> {
    let dir = file.parent()?;
    let root = dir.parent()?;
    (dir.file_name()? == "data" && crate::mods::is_mod(root)).then(|| root.to_path_buf())
}

/// A whole mod over the game's `data`, file by file (its `data/` folder as one).
fn check_mod(root: &Path, data: &GameData) -> Vec<CheckedFile> {
    crate::mods::check(root, data)
        .into_iter()
        .map(|c| CheckedFile {
            file: c.file,
            ok: c.ok,
            own: c.problems,
            beside: Vec::new(),
        })
        .collect()
}

/// One file `validate` was given: a folder with no level in it, a data file (with its set), or
/// a level.
fn check_file(
    file: PathBuf,
    (data, ruleset): (&GameData, Option<RulesetId>),
    data_sets: &mut DataSetChecks,
) -> CheckedFile {
    let checked = |ok, own, beside| CheckedFile {
        file: file.clone(),
        ok,
        own,
        beside,
    };
    if file.is_dir() {
        let why = crate::phrase!("diag-cli-ron-files-this-folder");
        return checked(false, vec![Diagnostic::new(&file, (0, 0), why)], Vec::new());
    }
    if let Some(set) = crate::rulesets::data_files_of(&file) {
        return match data_sets.check(set, &file) {
            Ok(beside) => checked(true, Vec::new(), beside),
            Err(own) => checked(false, own, Vec::new()),
        };
    }
    let load = |data: &GameData| {
        read_text(&file)
            .map_err(|d| vec![d])
            .and_then(|text| load_level_as(&file, &text, data, ruleset))
    };
    // A mod's level is read with the mod's data.
    let modded = crate::mods::root_of(&file).map(|root| crate::mods::lay_over(&root, data.clone()));
    let loaded = match modded {
        Some(Err(problems)) => Err(problems),
        Some(Ok((modded, _))) => load(&modded),
        None => load(data),
    };
    match loaded {
        Ok(level) => checked(true, level.warnings, Vec::new()),
        Err(own) => checked(false, own, Vec::new()),
    }
}

/// The data sets `validate` has checked, by folder: each set is read once however many of its
/// files are named, and a problem in one file is printed once.
#[derive(Default)]
struct DataSetChecks {
    /// Every file this run validates: their own problems are told under their own names.
    named: std::collections::BTreeSet<PathBuf>,
    found: std::collections::BTreeMap<PathBuf, Vec<Diagnostic>>,
    printed: std::collections::BTreeSet<String>,
}

impl DataSetChecks {
    /// What is wrong with `file`, one of `set`'s: its own problems; and those of the other files
    /// read with it that this run does not name (the set does not load without them), to follow
    /// its `ok`.
    fn check(
        &mut self,
        set: &crate::rulesets::DataFiles,
        file: &Path,
    ) -> Result<Vec<Diagnostic>, Vec<Diagnostic>> {
        let dir = file.parent().unwrap_or(Path::new(".")).to_path_buf();
        let all = self
            .found
            .entry(dir.clone())
            .or_insert_with(|| (set.check)(&dir));
        let (own, others): (Vec<&Diagnostic>, Vec<&Diagnostic>) =
            all.iter().partition(|d| d.file == file);
        if !own.is_empty() {
            return Err(own.into_iter().cloned().collect());
        }
        let (named, printed) = (&self.named, &mut self.printed);
        let unsaid: Vec<Diagnostic> = others
            .into_iter()
            .filter(|d| !named.contains(&d.file) && printed.insert(d.to_string()))
            .cloned()
            .collect();
        Ok(unsaid)
    }
}

/// Loads the data, the level and the commands, printing diagnostics to `err` on failure.
/// What a level run needs: the level, the commands, the data it was checked with and the level
/// file's text (a save keeps it).
struct Inputs {
    level: crate::level::LoadedLevel,
    commands: Vec<Command>,
    /// The seed the command file was written for, if it says.
    seed: Option<u64>,
    data: GameData,
    text: String,
}

/// A command file that names the seed it was written for: `(seed: 7, commands: [...])`. Its
/// commands are each for the unit whose turn it is, so they fit the turn order of that seed's
/// initiative; a plain list `[...]` fits whatever seed it is run with.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct CommandFile {
    seed: Option<u64>,
    commands: Vec<Command>,
}

/// The first character of `text` that is not blank or inside a `//` comment.
fn first_significant(text: &str) -> Option<char> {
    text.lines()
        .map(|line| line.split("//").next().unwrap_or("").trim_start())
        .find(|line| !line.is_empty())
        .and_then(|line| line.chars().next())
}

/// A command file's commands and the seed it names, or what is wrong with it at its line and
/// column.
fn read_commands(path: &Path) -> Result<(Vec<Command>, Option<u64>), Diagnostic> {
    let text = read_text(path)?;
    if first_significant(&text) == Some('(') {
        let file: CommandFile = parse_ron(path, &text)?;
        return Ok((file.commands, file.seed));
    }
    Ok((parse_ron::<Vec<Command>>(path, &text)?, None))
}

fn load_inputs(
    level_path: &Path,
    commands_path: Option<&Path>,
    (data_dir, ruleset, rules): (
        Option<&Path>,
        Option<RulesetId>,
        Option<crate::level::schema::RulesPreset>,
    ),
    err: &mut dyn Write,
) -> std::io::Result<Option<Inputs>> {
    // A mod's level is read with the mod's data laid over the game's.
    let data = match crate::mods::data_for(level_path, data_dir) {
        Ok((d, _)) => d,
        Err(diags) => {
            print_diagnostics(&diags, err)?;
            return Ok(None);
        }
    };
    let loaded = read_text(level_path).map_err(|d| vec![d]).and_then(|text| {
        Ok((
            crate::level::load_level_as(level_path, &text, &data, ruleset)?,
            text,
        ))
    });
    let (mut level, text) = match loaded {
        Ok(l) => l,
        Err(diags) => {
            print_diagnostics(&diags, err)?;
            return Ok(None);
        }
    };
    if let Err(d) = crate::level::play_with_rules(&mut level, rules, level_path) {
        writeln!(err, "{d}")?;
        return Ok(None);
    }
    // What another ruleset sets aside is worth knowing before the fight.
    if ruleset.is_some() {
        print_diagnostics(&level.warnings, err)?;
    }
    let (commands, seed) = match commands_path {
        None => (Vec::new(), None),
        Some(p) => match read_commands(p) {
            Ok((c, _)) if c.len() > crate::limits::COMMANDS => {
                let d = Diagnostic::new(
                    p,
                    (1, 1),
                    crate::phrase!(
                        "diag-cli-too-many-commands",
                        count = c.len().to_string(),
                        most = crate::limits::COMMANDS.to_string()
                    ),
                );
                writeln!(err, "{d}")?;
                return Ok(None);
            }
            Ok(read) => read,
            Err(d) => {
                writeln!(err, "{d}")?;
                return Ok(None);
            }
        },
    };
    Ok(Some(Inputs {
        level,
        commands,
        seed,
        data,
        text,
    }))
}

fn play(
    level_path: Option<&Path>,
    args: &EncounterArgs,
    window: WindowArgs,
    saved: &crate::settings::Settings,
    err: &mut dyn Write,
) -> std::io::Result<i32> {
    if too_many_rolls(args, err)? {
        return Ok(2);
    }
    let fight = match level_path {
        Some(path) => match load_inputs(
            path,
            args.commands.as_deref(),
            (args.data.as_deref(), args.ruleset, args.rules),
            err,
        )? {
            Some(inputs) => Some(PendingEncounter {
                source: Some(
                    crate::save::LevelSource::new(path, &inputs.text, &inputs.data)
                        .played_as(args.ruleset)
                        .with_rules(args.rules)
                        .with_data_dir(args.data.as_deref()),
                ),
                seed: play_seed(args, inputs.seed, window.screenshot.is_some()),
                level: inputs.level,
                commands: inputs.commands,
                rolls: args.rolls.clone(),
                watch: None,
            }),
            None => return Ok(1),
        },
        None => None,
    };
    Ok(crate::play::run_game(window_options(fight, window, saved)))
}

/// The seed `play` rolls with: the one given, else the command file's, else 1 when a command
/// file or a screenshot must show the same fight every time, else a new one each launch.
fn play_seed(args: &EncounterArgs, file_seed: Option<u64>, screenshot: bool) -> u64 {
    match args.seed.or(file_seed) {
        Some(seed) => seed,
        None if screenshot || args.commands.is_some() => RUN_SEED,
        None => rand::random(),
    }
}

/// Opens the editor on `level` (new when no file is there; a new level in the levels folder
/// when none is given). A path that is there but is not a file is refused.
fn edit(
    level: Option<PathBuf>,
    window: WindowArgs,
    saved: &crate::settings::Settings,
    err: &mut dyn Write,
) -> std::io::Result<i32> {
    use crate::ui::editor::EditorStart;
    if let Some(path) = level.as_ref().filter(|p| p.exists() && !p.is_file()) {
        writeln!(
            err,
            "{}",
            crate::t!("cli-edit-not-a-file", file = path.display().to_string())
        )?;
        return Ok(2);
    }
    let mut options = window_options(None, window, saved);
    options.watch = false;
    options.edit = Some(level.map_or(EditorStart::New, EditorStart::File));
    Ok(crate::play::run_game(options))
}

/// The seed `run` and a repeatable `play` roll with when none is given.
const RUN_SEED: u64 = 1;

/// The window's options for a fight on `level` (none: the menu) with its seed, commands and
/// forced rolls; the window's size and scale as given, else as the settings file remembers.
fn window_options(
    fight: Option<PendingEncounter>,
    window: WindowArgs,
    saved: &crate::settings::Settings,
) -> crate::play::PlayOptions {
    let watch = window.watch || window.screenshot.is_none();
    crate::play::PlayOptions {
        fight,
        screenshot: window.screenshot,
        frames: window.frames,
        hover: window.hover,
        animate: window.animate,
        watch,
        mods: window.mods,
        aim: window.aim,
        mode: window.mode,
        hot_seat: window.hot_seat,
        difficulty: window.difficulty,
        size: window.size.or(saved.window),
        ui_scale: window.ui_scale.or(saved.ui_scale),
        edit: None,
    }
}

/// A save read and played again headless with the data of `data_dir`, or, said on `err`, why
/// it cannot be.
fn open_save(
    path: &Path,
    data_dir: Option<&Path>,
    err: &mut dyn Write,
) -> std::io::Result<Option<(crate::save::Save, crate::save::Replayed)>> {
    match crate::save::open(path, data_dir) {
        Ok(opened) => Ok(Some(opened)),
        Err(diags) => {
            print_diagnostics(&diags, err)?;
            Ok(None)
        }
    }
}

/// `play --load SAVE`: the window opens the saved fight where it stopped (its commands applied
/// again); a save that does not give the fight it saved is said so, and opened as far as it
/// agrees. `play --replay SAVE` (`watch`) opens it to be watched from its start.
fn play_save(
    path: &Path,
    (args, watch): (&EncounterArgs, bool),
    window: WindowArgs,
    saved: &crate::settings::Settings,
    err: &mut dyn Write,
) -> std::io::Result<i32> {
    let Some((save, replayed)) = open_save(path, args.data.as_deref(), err)? else {
        return Ok(1);
    };
    if let Some(why) = &replayed.disagreement {
        writeln!(
            err,
            "{}: {why}; {}",
            path.display(),
            crate::t!(
                "save-opened-as-far",
                agreed = replayed.agreed,
                all = save.commands.len()
            )
        )?;
    }
    let fight = if watch {
        PendingEncounter::to_watch(&save, replayed)
    } else {
        PendingEncounter::from_save(&save, replayed)
    };
    Ok(crate::play::run_game(window_options(
        Some(fight),
        window,
        saved,
    )))
}

/// Says so when `--rolls` gives more results than [`FORCED_ROLLS`](crate::limits::FORCED_ROLLS).
fn too_many_rolls(args: &EncounterArgs, err: &mut dyn Write) -> std::io::Result<bool> {
    let most = crate::limits::FORCED_ROLLS;
    if args.rolls.len() <= most {
        return Ok(false);
    }
    writeln!(
        err,
        "error: --rolls gives {} results; at most {most} may be forced",
        args.rolls.len()
    )?;
    Ok(true)
}

fn run_level(
    level_path: &Path,
    args: &EncounterArgs,
    (json, save): (bool, Option<&Path>),
    ai: Option<Option<crate::level::schema::Difficulty>>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> std::io::Result<i32> {
    if too_many_rolls(args, err)? {
        return Ok(2);
    }
    let Some(Inputs {
        level,
        commands,
        seed: file_seed,
        data,
        text,
    }) = load_inputs(
        level_path,
        args.commands.as_deref(),
        (args.data.as_deref(), args.ruleset, args.rules),
        err,
    )?
    else {
        return Ok(1);
    };
    // The seed given, else the one the command file was written for, else 1.
    let seed = args.seed.or(file_seed).unwrap_or(RUN_SEED);
    let mut encounter = Encounter::new(&level, seed);
    encounter.force_rolls(args.rolls.iter().copied());
    // Units named as their level names them (the JSON keeps the ids), read after each
    // command: a trigger may bring new units in.
    let print = |events: &[CombatEvent], encounter: &Encounter, out: &mut dyn Write| {
        let names = crate::combat::events::unit_names(encounter.world());
        let ruleset = crate::rulesets::of(encounter.world());
        print_events(events, json, (&names, ruleset), out)
    };
    let events = encounter.start();
    print(&events, &encounter, out)?;
    let mut used = 0;
    let difficulty = ai.map(|d| d.unwrap_or(level.difficulty));
    loop {
        if encounter.is_over() || encounter.fault().is_some() {
            break;
        }
        let next = commands.get(used);
        let command = match (next, difficulty) {
            (Some(c), None) => c.clone(),
            (None, None) => break,
            (next, Some(d)) => {
                let current = encounter.current_unit();
                match next {
                    Some(c) if current.as_deref() == Some(c.unit()) => c.clone(),
                    _ if encounter
                        .world()
                        .resource::<crate::combat::TurnState>()
                        .round
                        > crate::ai::sim::ROUND_LIMIT =>
                    {
                        writeln!(
                            err,
                            "note: called off after {} rounds",
                            crate::ai::sim::ROUND_LIMIT
                        )?;
                        break;
                    }
                    _ => match crate::ai::decide(encounter.world(), d) {
                        Some(c) => {
                            let unit = c.unit().to_string();
                            let events = encounter.submit(c);
                            print(&events, &encounter, out)?;
                            // A refused command (there should be none) ends the turn, so the
                            // run cannot loop on it.
                            if events
                                .iter()
                                .any(|e| matches!(e, CombatEvent::Rejected { .. }))
                            {
                                let end = Command::EndTurn { unit };
                                let events = encounter.submit(end);
                                print(&events, &encounter, out)?;
                            }
                            continue;
                        }
                        None => break,
                    },
                }
            }
        };
        let events = encounter.submit(command);
        print(&events, &encounter, out)?;
        used += 1;
    }
    if let Some(path) = save {
        // Every command applied, the AI's too, as the fight's history keeps them.
        let source = crate::save::LevelSource::new(level_path, &text, &data)
            .played_as(args.ruleset)
            .with_rules(args.rules);
        let save = crate::save::Save::of(&source, (seed, &args.rolls), encounter.world());
        if let Err(e) = save.write(path) {
            writeln!(err, "{}", crate::save::write_problem(path, &e))?;
            return Ok(1);
        }
        writeln!(
            err,
            "{}",
            crate::t!("save-written", path = path.display().to_string())
        )?;
    }
    if let Some(fault) = encounter.fault() {
        writeln!(err, "error: {fault}; the run stopped")?;
        return Ok(1);
    }
    if used < commands.len() {
        writeln!(
            err,
            "note: the fight ended; {} command(s) were not used",
            commands.len() - used
        )?;
    }
    Ok(0)
}

/// Writes events as `run` does: readable lines naming units and sides as `names` does, or one
/// JSON object each (with the ids).
fn print_events(
    events: &[CombatEvent],
    json: bool,
    (names, ruleset): (&crate::i18n::UnitNames, &dyn crate::rulesets::Ruleset),
    out: &mut dyn Write,
) -> std::io::Result<()> {
    for e in events {
        if json {
            writeln!(
                out,
                "{}",
                serde_json::to_string(e).map_err(std::io::Error::other)?
            )?;
        } else {
            let line = e.named_line(crate::i18n::current(), names, ruleset);
            writeln!(out, "{line}")?;
        }
    }
    Ok(())
}

/// `replay`: a save's fight played again, its events printed, and whether it is the fight saved.
fn replay(
    path: &Path,
    json: bool,
    data_dir: Option<&Path>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> std::io::Result<i32> {
    let Some((_, replayed)) = open_save(path, data_dir, err)? else {
        return Ok(1);
    };
    let world = replayed.encounter.world();
    let names = crate::combat::events::unit_names(world);
    print_events(
        &replayed.events,
        json,
        (&names, crate::rulesets::of(world)),
        out,
    )?;
    match replayed.disagreement {
        Some(why) => {
            writeln!(err, "{}: {why}", path.display())?;
            Ok(1)
        }
        None => Ok(0),
    }
}

/// What `simulate` plays: how many fights, from which seed, on how many threads, how well.
struct SimulateArgs {
    runs: usize,
    seed: u64,
    jobs: Option<usize>,
    difficulty: Option<crate::level::schema::Difficulty>,
    /// The rulesets to play it under, each in turn; none: the level's own.
    rulesets: Vec<RulesetId>,
    /// Seed 001's modules turned on from outside the level.
    rules: Option<crate::level::schema::RulesPreset>,
}

/// Plays the level's fights under each ruleset asked (or its own) and reports each; several are
/// compared side by side after.
fn simulate(
    level_path: &Path,
    args: SimulateArgs,
    data_dir: Option<&Path>,
    json: bool,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> std::io::Result<i32> {
    let plays: Vec<Option<RulesetId>> = match args.rulesets.is_empty() {
        true => vec![None],
        false => args.rulesets.iter().map(|&r| Some(r)).collect(),
    };
    let mut reports = Vec::with_capacity(plays.len());
    for play in plays {
        let played_as = (data_dir, play, args.rules);
        let Some(Inputs { level, .. }) = load_inputs(level_path, None, played_as, err)? else {
            return Ok(1);
        };
        let (report, jobs, elapsed) = play_fights(&level, &args, err)?;
        if !json {
            print_report(&level, &report, (jobs, elapsed), out)?;
        }
        reports.push((level, report));
    }
    match (json, &reports[..]) {
        (true, [(_, one)]) => writeln!(out, "{}", to_json(one)?)?,
        (true, several) => {
            let all: Vec<&crate::ai::sim::Report> = several.iter().map(|(_, r)| r).collect();
            writeln!(out, "{}", to_json(&all)?)?;
        }
        (false, [_]) => {}
        (false, several) => print_side_by_side(several, out)?,
    }
    Ok(0)
}

fn to_json(value: &impl serde::Serialize) -> std::io::Result<String> {
    serde_json::to_string(value).map_err(std::io::Error::other)
}

/// Plays `args.runs` fights of `level` with the AI on every side, with a progress bar on a
/// terminal: the report, the threads used and the seconds taken.
fn play_fights(
    level: &crate::level::LoadedLevel,
    args: &SimulateArgs,
    err: &mut dyn Write,
) -> std::io::Result<(crate::ai::sim::Report, usize, f64)> {
    use std::io::IsTerminal;
    use std::sync::atomic::{AtomicUsize, Ordering};
    let SimulateArgs { runs, seed, .. } = *args;
    let difficulty = args.difficulty.unwrap_or(level.difficulty);
    let jobs = args
        .jobs
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let bar = std::io::stderr().is_terminal();
    let started = std::time::Instant::now();
    let done = AtomicUsize::new(0);
    let tally = std::thread::scope(|scope| -> std::io::Result<_> {
        let fights =
            scope.spawn(|| crate::ai::sim::simulate(level, (seed, runs), difficulty, jobs, &done));
        while bar && !fights.is_finished() {
            let finished = done.load(Ordering::Relaxed);
            let filled = finished * 40 / runs;
            write!(
                err,
                "\r[{}{}] {finished}/{runs}",
                "#".repeat(filled),
                " ".repeat(40 - filled)
            )?;
            std::thread::sleep(std::time::Duration::from_millis(100));
        }
        Ok(fights
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic)))
    })?;
    if bar {
        writeln!(err, "\r[{}] {runs}/{runs}", "#".repeat(40))?;
    }
    let report = tally.report(level, seed, difficulty);
    Ok((report, jobs, started.elapsed().as_secs_f64()))
}

/// A side's name as the level gives it, else its id (the JSON keeps the ids).
fn side_name(level: &crate::level::LoadedLevel, id: &str) -> String {
    level
        .sides
        .iter()
        .find(|s| s.id == id)
        .map_or_else(|| id.to_string(), |s| s.name.now().to_string())
}

/// A unit's name as the level gives it, else its id.
fn unit_name(level: &crate::level::LoadedLevel, id: &str) -> String {
    level
        .units
        .iter()
        .chain(&level.reserve)
        .find(|u| u.id == id)
        .map_or_else(|| id.to_string(), |u| u.name.now().to_string())
}

/// One ruleset's report as a person reads it.
fn print_report(
    level: &crate::level::LoadedLevel,
    report: &crate::ai::sim::Report,
    (jobs, elapsed): (usize, f64),
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let runs = report.runs;
    writeln!(
        out,
        "{}",
        crate::t!(
            "sim-header",
            level = level.name.now(),
            runs = runs,
            first = report.first_seed.to_string(),
            last = report
                .first_seed
                .wrapping_add(runs.max(1) as u64 - 1)
                .to_string(),
            difficulty = report.difficulty.name(),
            speed = crate::i18n::decimal(runs as f64 / elapsed.max(1e-9), 0),
            threads = jobs.clamp(1, runs.max(1))
        )
    )?;
    writeln!(
        out,
        "  {}",
        crate::t!("sim-ruleset", ruleset = report.ruleset.title())
    )?;
    for (side, rate) in &report.win_rate {
        let rate = crate::i18n::decimal(rate * 100.0, 1);
        writeln!(
            out,
            "  {}",
            crate::t!("sim-win", side = side_name(level, side), rate = rate)
        )?;
    }
    writeln!(
        out,
        "  {}",
        crate::t!(
            "sim-draws",
            rate = crate::i18n::decimal(report.draws * 100.0, 1),
            unfinished = report.unfinished,
            limit = crate::ai::sim::ROUND_LIMIT
        )
    )?;
    writeln!(
        out,
        "  {}",
        crate::t!(
            "sim-rounds",
            mean = crate::i18n::decimal(report.mean_rounds, 2),
            median = crate::i18n::decimal(report.median_rounds, 1),
            aoos = crate::i18n::decimal(report.mean_aoos, 2)
        )
    )?;
    if report.maneuver_rate > 0.0 {
        writeln!(
            out,
            "  {}",
            crate::t!(
                "sim-maneuvers",
                rate = crate::i18n::decimal(report.maneuver_rate * 100.0, 1)
            )
        )?;
    }
    print_unit_table(level, report, out)?;
    if report.rejected > 0 {
        writeln!(
            out,
            "  {}",
            crate::t!("sim-refused", count = report.rejected)
        )?;
    }
    Ok(())
}

/// Each unit's survival and damage dealt, in columns.
fn print_unit_table(
    level: &crate::level::LoadedLevel,
    report: &crate::ai::sim::Report,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let rows: Vec<(String, String, &crate::ai::sim::UnitReport)> = report
        .units
        .iter()
        .map(|u| (unit_name(level, &u.id), side_name(level, &u.side), u))
        .collect();
    let (unit_header, side_header) = (crate::t!("sim-unit"), crate::t!("sim-side"));
    let width =
        |header: &str, column: &dyn Fn(&(String, String, &crate::ai::sim::UnitReport)) -> usize| {
            rows.iter()
                .map(column)
                .chain([header.chars().count()])
                .max()
                .unwrap_or(0)
        };
    let unit_width = width(&unit_header, &|r| r.0.chars().count());
    let side_width = width(&side_header, &|r| r.1.chars().count());
    writeln!(
        out,
        "  {unit_header:<unit_width$} {side_header:<side_width$} {:>8}  {:>12}",
        crate::t!("sim-survives"),
        crate::t!("sim-damage")
    )?;
    for (name, side, u) in &rows {
        writeln!(
            out,
            "  {name:<unit_width$} {side:<side_width$} {:>7}%  {:>12}",
            crate::i18n::decimal(u.survival_rate * 100.0, 1),
            crate::i18n::decimal(u.mean_damage_dealt, 2)
        )?;
    }
    Ok(())
}

/// The reports of one level under several rulesets, a column each: win rates, draws, rounds,
/// and each unit's survival and damage dealt.
fn print_side_by_side(
    reports: &[(crate::level::LoadedLevel, crate::ai::sim::Report)],
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let (level, first) = &reports[0];
    let percent =
        |share: f64| crate::t!("sim-percent", rate = crate::i18n::decimal(share * 100.0, 1));
    let mut rows: Vec<(String, Vec<String>)> = Vec::new();
    let mut row = |label: String, cell: &dyn Fn(&crate::ai::sim::Report) -> String| {
        rows.push((label, reports.iter().map(|(_, r)| cell(r)).collect()));
    };
    for (side, _) in &first.win_rate {
        row(
            crate::t!("sim-compare-won", side = side_name(level, side)),
            &|r| {
                let rate = r.win_rate.iter().find(|(s, _)| s == side);
                rate.map_or_else(String::new, |(_, w)| percent(*w))
            },
        );
    }
    row(crate::t!("sim-compare-draws"), &|r| percent(r.draws));
    row(crate::t!("sim-compare-rounds"), &|r| {
        crate::i18n::decimal(r.mean_rounds, 2)
    });
    for u in &first.units {
        let name = unit_name(level, &u.id);
        let unit = |r: &crate::ai::sim::Report| r.units.iter().find(|x| x.id == u.id).cloned();
        row(
            crate::t!("sim-compare-survives", unit = name.clone()),
            &|r| unit(r).map_or_else(String::new, |x| percent(x.survival_rate)),
        );
        row(crate::t!("sim-compare-damage", unit = name), &|r| {
            unit(r).map_or_else(String::new, |x| {
                crate::i18n::decimal(x.mean_damage_dealt, 2)
            })
        });
    }
    let heads: Vec<String> = reports.iter().map(|(_, r)| r.ruleset.title()).collect();
    let label_width = rows
        .iter()
        .map(|(l, _)| l.chars().count())
        .max()
        .unwrap_or(0);
    let cell_width = heads
        .iter()
        .chain(rows.iter().flat_map(|(_, cells)| cells))
        .map(|c| c.chars().count())
        .max()
        .unwrap_or(0);
    write!(out, "{}\n  {:label_width$}", crate::t!("sim-compare"), "")?;
    for head in &heads {
        write!(out, "  {head:>cell_width$}")?;
    }
    writeln!(out)?;
    for (label, cells) in &rows {
        write!(out, "  {label:<label_width$}")?;
        for cell in cells {
            write!(out, "  {cell:>cell_width$}")?;
        }
        writeln!(out)?;
    }
    Ok(())
}
