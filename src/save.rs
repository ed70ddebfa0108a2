//! Saved fights (issue 17). The engine is deterministic, so a fight is kept as what produced it:
//! the level's text (a save survives an edited or deleted level file), the seed, the forced rolls
//! and every command applied, with hashes that tell whether playing them again gives the same
//! fight. A save is a RON file written atomically, so a crash while writing never loses the one
//! before.

use crate::combat::headless::Encounter;
use crate::combat::history::CommandHistory;
use crate::combat::{CombatEvent, Command};
use crate::i18n::Phrase;
use crate::level::diagnostics::{Diagnostic, parse_ron, read_text};
use crate::level::{GameData, load_level_as};
use serde::{Deserialize, Serialize};
use std::io::Write;
use std::path::Path;

/// The save format this game writes and reads.
pub const FORMAT: u32 = 1;

/// A fight as it was saved.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Save {
    pub format: u32,
    /// The game's version that wrote it.
    pub game_version: String,
    /// Where the level was read from, and a hash of its text.
    pub level_path: String,
    pub level_hash: String,
    /// A hash of the game data the fight was played with.
    pub data_hash: String,
    pub seed: u64,
    /// The results the dice were told to show first.
    pub rolls: Vec<u32>,
    /// Every command applied, in order (the AI's too).
    pub commands: Vec<Command>,
    /// How many events the fight had produced, and a hash of them as JSON lines.
    pub events: usize,
    pub log_hash: String,
    /// After each command, the start of a hash of the log so far: how far a fight played again
    /// agrees with the saved one.
    #[serde(default)]
    pub checkpoints: Vec<String>,
    /// Where the fight stood, for the list of saves.
    #[serde(default)]
    pub round: u32,
    /// The unit whose turn it was (its id), if any.
    #[serde(default)]
    pub turn_of: Option<String>,
    /// When it was saved, in seconds since 1970 (UTC).
    #[serde(default)]
    pub saved_at: u64,
    /// Whether the fight was over (Continue does not offer it, nor its earlier saves).
    #[serde(default)]
    pub over: bool,
    /// The ruleset it was played under when not the level's own (`--ruleset`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ruleset: Option<crate::rulesets::id::RulesetId>,
    /// The Fate points the campaign's heroes had spent before this fight, by unit id.
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub fate_spent: std::collections::BTreeMap<String, u32>,
    /// Seed 001's modules turned on from outside the level (`--rules seed001`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<crate::level::schema::RulesPreset>,
    pub level_text: String,
}

/// Where a fight's level came from, as its saves keep it: the file, its whole text, and a hash
/// of the game data it was played with.
#[derive(Clone, Debug, PartialEq)]
pub struct LevelSource {
    pub path: std::path::PathBuf,
    pub text: String,
    pub data_hash: String,
    /// The ruleset it is played under when not its own (`--ruleset`).
    pub ruleset: Option<crate::rulesets::id::RulesetId>,
    /// The Fate points its campaign heroes had spent before, by unit id.
    pub fate_spent: std::collections::BTreeMap<String, u32>,
    /// Seed 001's modules turned on from outside the level (`--rules seed001`).
    pub rules: Option<crate::level::schema::RulesPreset>,
    /// The data folder it was read with (`--data`); none: as the game finds it. Not saved: a
    /// save keeps the data's hash.
    pub data_dir: Option<std::path::PathBuf>,
}

impl LevelSource {
    pub fn new(path: &Path, text: &str, data: &GameData) -> Self {
        Self {
            path: path.to_path_buf(),
            text: text.to_string(),
            data_hash: data_hash(data),
            ruleset: None,
            fate_spent: Default::default(),
            rules: None,
            data_dir: None,
        }
    }

    /// The same level, read with the data in `dir`.
    pub fn with_data_dir(self, data_dir: Option<&Path>) -> Self {
        Self {
            data_dir: data_dir.map(Path::to_path_buf),
            ..self
        }
    }

    pub fn with_rules(self, rules: Option<crate::level::schema::RulesPreset>) -> Self {
        Self { rules, ..self }
    }

    /// The same level, played under `ruleset` when one is given.
    pub fn played_as(self, ruleset: Option<crate::rulesets::id::RulesetId>) -> Self {
        Self { ruleset, ..self }
    }
}

/// How many hex digits of the log's hash a checkpoint keeps.
const CHECKPOINT_DIGITS: usize = 16;

/// The log's hash after each command of `history` (see [`Save::checkpoints`]).
fn checkpoints(history: &[crate::combat::history::Played], log: &[CombatEvent]) -> Vec<String> {
    let mut hasher = blake3::Hasher::new();
    let mut hashed = 0;
    history
        .iter()
        .map(|played| {
            let end = played.events.end.min(log.len());
            for e in &log[hashed.min(end)..end] {
                hash_event(&mut hasher, e);
            }
            hashed = hashed.max(end);
            hasher.finalize().to_hex()[..CHECKPOINT_DIGITS].to_string()
        })
        .collect()
}

fn hash_event(hasher: &mut blake3::Hasher, e: &CombatEvent) {
    hasher.update(serde_json::to_string(e).unwrap_or_default().as_bytes());
    hasher.update(b"\n");
}

/// A hash of `bytes`, as hex.
fn hash_hex(bytes: &[u8]) -> String {
    blake3::hash(bytes).to_hex().to_string()
}

/// A hash of the game data: what the rules read from the data files.
pub fn data_hash(data: &GameData) -> String {
    hash_hex(format!("{data:?}").as_bytes())
}

/// A hash of events as `run --json` writes them, one JSON line each.
pub fn log_hash(events: &[CombatEvent]) -> String {
    let mut hasher = blake3::Hasher::new();
    for e in events {
        hash_event(&mut hasher, e);
    }
    hasher.finalize().to_hex().to_string()
}

impl Save {
    /// The save of the fight in `world` (its commands, log and where it stands), played on the
    /// level of `source` from `seed` with the forced `rolls`.
    pub fn of(
        source: &LevelSource,
        (seed, rolls): (u64, &[u32]),
        world: &bevy::prelude::World,
    ) -> Self {
        let history = world
            .get_resource::<CommandHistory>()
            .map_or(&[][..], |h| &h.0[..]);
        let events = &world.resource::<crate::combat::CombatLog>().0;
        let turn = crate::combat::hot::resource::<crate::combat::TurnState>(world);
        let turn_of = turn
            .current_unit()
            .and_then(|e| world.get::<crate::combat::UnitId>(e))
            .map(|u| u.0.clone());
        Self {
            format: FORMAT,
            game_version: env!("CARGO_PKG_VERSION").to_string(),
            level_path: source.path.to_string_lossy().into_owned(),
            level_hash: hash_hex(source.text.as_bytes()),
            data_hash: source.data_hash.clone(),
            seed,
            rolls: rolls.to_vec(),
            commands: history.iter().map(|p| p.command.clone()).collect(),
            events: events.len(),
            log_hash: log_hash(events),
            checkpoints: checkpoints(history, events),
            round: turn.round,
            turn_of,
            over: matches!(turn.phase, crate::combat::Phase::Ended { .. }),
            saved_at: std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_secs()),
            ruleset: source.ruleset,
            fate_spent: source.fate_spent.clone(),
            rules: source.rules,
            level_text: source.text.clone(),
        }
    }

    /// Writes it to `path` atomically: a temporary file beside it, flushed to the disk, then
    /// renamed over the old save, which stays whole until the new one is.
    pub fn write(&self, path: &Path) -> std::io::Result<()> {
        let text = ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())
            .map_err(std::io::Error::other)?;
        let mut temporary = path.as_os_str().to_owned();
        temporary.push(".tmp");
        let temporary = std::path::PathBuf::from(temporary);
        let written = (|| {
            let mut file = std::fs::File::create(&temporary)?;
            file.write_all(text.as_bytes())?;
            file.sync_all()?;
            drop(file);
            std::fs::rename(&temporary, path)
        })();
        if written.is_err() && temporary.is_file() {
            // Nothing half-written is left behind.
            std::fs::remove_file(&temporary).ok();
        }
        written
    }

    /// Reads a save, or says what is wrong with the file, at its line and column.
    pub fn read(path: &Path) -> Result<Self, Diagnostic> {
        let text = read_text(path)?;
        let save: Save = parse_ron(path, &text)?;
        if save.commands.len() > crate::limits::COMMANDS {
            // At the first command past the limit, as a command file is refused.
            let at = crate::level::locate::locate(
                &text,
                &[
                    crate::level::locate::Seg::Field("commands"),
                    crate::level::locate::Seg::Index(crate::limits::COMMANDS),
                ],
            );
            return Err(Diagnostic::new(
                path,
                at,
                crate::phrase!(
                    "save-too-many-commands",
                    count = save.commands.len().to_string(),
                    most = crate::limits::COMMANDS.to_string()
                ),
            ));
        }
        if save.format != FORMAT {
            return Err(Diagnostic::new(
                path,
                (1, 1),
                crate::phrase!(
                    "save-other-format",
                    format = save.format.to_string(),
                    ours = FORMAT.to_string()
                ),
            ));
        }
        Ok(save)
    }

    /// Plays the saved fight again: the level from the saved text, the seed, the rolls and every
    /// command. The fight is returned with its events, and whether it is the fight that was
    /// saved.
    pub fn replay(&self, data: &GameData) -> Result<Replayed, Vec<Diagnostic>> {
        let mut level = load_level_as(
            Path::new(&self.level_path),
            &self.level_text,
            data,
            self.ruleset,
        )?;
        crate::level::carry_fate_spent(&mut level, &self.fate_spent);
        crate::level::play_with_rules(&mut level, self.rules, Path::new(&self.level_path))
            .map_err(|d| vec![d])?;
        let mut encounter = Encounter::new(&level, self.seed);
        encounter.force_rolls(self.rolls.iter().copied());
        let mut events = encounter.start();
        for command in &self.commands {
            // A save holds only commands that were played: a refused one, or one past the
            // fight's end, is where the fights part (and the rest need not be played).
            if encounter.is_over() {
                break;
            }
            let played = encounter.submit(command.clone());
            let refused = played
                .iter()
                .any(|e| matches!(e, CombatEvent::Rejected { .. }));
            events.extend(played);
            if refused {
                break;
            }
        }
        let disagreement = if data_hash(data) != self.data_hash {
            Some(crate::phrase!("save-different-data"))
        } else if events.len() != self.events || log_hash(&events) != self.log_hash {
            Some(crate::phrase!(
                "save-different-fight",
                version = self.game_version.as_str()
            ))
        } else {
            None
        };
        let agreed = if disagreement.is_none() {
            self.commands.len()
        } else {
            let now = checkpoints(&encounter.history().0, encounter.log());
            now.iter()
                .zip(&self.checkpoints)
                .take_while(|(a, b)| a == b)
                .count()
        };
        Ok(Replayed {
            level,
            encounter,
            events,
            disagreement,
            agreed,
        })
    }

    /// Whether `other` saved the same fight: the same level text, dice and forced rolls (one of
    /// them at a later point of it, or a fight played another way from the same start).
    pub fn same_fight(&self, other: &Save) -> bool {
        self.level_hash == other.level_hash && self.seed == other.seed && self.rolls == other.rolls
    }

    /// The saved commands as far as they give the saved fight.
    pub fn agreeing_commands(&self, replayed: &Replayed) -> Vec<Command> {
        self.commands[..replayed.agreed.min(self.commands.len())].to_vec()
    }
}

/// Reads the save at `path` and plays it again with the game data of `data_dir` (the default
/// data when none), or says what stops it, at its file, line and column.
pub fn open(path: &Path, data_dir: Option<&Path>) -> Result<(Save, Replayed), Vec<Diagnostic>> {
    let save = Save::read(path).map_err(|d| vec![d])?;
    let data = GameData::discover(data_dir)?;
    let replayed = save.replay(&data).map_err(|found| {
        found
            .into_iter()
            .map(|d| held_level_problem(path, &save.level_path, d))
            .collect::<Vec<_>>()
    })?;
    Ok((save, replayed))
}

/// Why a save could not be written to `path`, in the game's words: which file, and that saving
/// failed.
pub fn write_problem(path: &Path, error: &std::io::Error) -> Diagnostic {
    let why = crate::level::diagnostics::io_reason(error, crate::phrase!("diag-no-such-folder"));
    Diagnostic::new(
        path,
        (0, 0),
        crate::phrase!("save-cannot-write", error = why),
    )
}

/// A problem of the level a save holds, told against the save (the level file named in it may
/// be intact): where in the held text, and what.
pub fn held_level_problem(save: &Path, level_path: &str, found: Diagnostic) -> Diagnostic {
    Diagnostic {
        severity: found.severity,
        ..Diagnostic::new(
            save,
            (0, 0),
            crate::phrase!(
                "save-level-does-not-load",
                level = level_path,
                at = format!("{}:{}", found.line, found.col),
                problem = found.message
            ),
        )
    }
}

/// A saved fight played again.
pub struct Replayed {
    /// The level as the saved text gives it.
    pub level: crate::level::LoadedLevel,
    pub encounter: Encounter,
    pub events: Vec<CombatEvent>,
    /// Why it is not the fight that was saved, if it is not.
    pub disagreement: Option<Phrase>,
    /// How many of the saved commands give the saved fight, from the first (all of them when it
    /// agrees).
    pub agreed: usize,
}

/// The folder the window keeps saves in: `saves/` in the player's data folder.
pub fn saves_dir() -> Option<std::path::PathBuf> {
    Some(crate::campaign::user_data_dir()?.join("saves"))
}

/// A file of the saves folder as the list shows it: the save, or why it cannot be read.
#[derive(Clone, Debug)]
pub struct SaveEntry {
    pub path: std::path::PathBuf,
    pub save: Result<Save, String>,
}

impl SaveEntry {
    /// Whether the game wrote it by itself at a turn's start.
    pub fn is_autosave(&self) -> bool {
        self.path
            .file_name()
            .is_some_and(|n| n.to_string_lossy().starts_with(AUTOSAVE_PREFIX))
    }
}

/// Every `.ron` file of `dir`, newest save first; the files that cannot be read come last, each
/// with the reason, and are left as they are.
pub fn list_saves(dir: &Path) -> Vec<SaveEntry> {
    let mut entries: Vec<SaveEntry> = crate::level::ron_files(dir)
        .into_iter()
        .map(|path| {
            let save = Save::read(&path).map_err(|d| d.to_string());
            SaveEntry { path, save }
        })
        .collect();
    entries.sort_by_key(|e| {
        std::cmp::Reverse(e.save.as_ref().map_or(0, |s| s.saved_at.saturating_add(1)))
    });
    entries
}

/// The save Continue opens, of `entries` newest first: the newest that can be read and is of a
/// fight still going. A fight that ended is not offered, nor its saves from before the end.
pub fn to_continue(entries: &[SaveEntry]) -> Option<&SaveEntry> {
    let readable: Vec<(&SaveEntry, &Save)> = entries
        .iter()
        .filter_map(|e| Some((e, e.save.as_ref().ok()?)))
        .collect();
    readable.iter().enumerate().find_map(|(i, (entry, save))| {
        let ended_since = readable[..i]
            .iter()
            .any(|(_, newer)| newer.over && newer.same_fight(save));
        (!save.over && !ended_since).then_some(*entry)
    })
}

/// How many autosaves are kept: each turn's start writes over the oldest.
pub const AUTOSAVES: usize = 3;
const AUTOSAVE_PREFIX: &str = "autosave-";

/// Where the next autosave goes in `dir`: the first slot not yet written, else the slot holding
/// the oldest save. A slot that cannot be read is never written over; when every slot is such,
/// the save goes beside them.
pub fn autosave_path(dir: &Path) -> std::path::PathBuf {
    let slots: Vec<std::path::PathBuf> = (1..=AUTOSAVES)
        .map(|n| dir.join(format!("{AUTOSAVE_PREFIX}{n}.ron")))
        .collect();
    if let Some(free) = slots.iter().find(|p| !p.exists()) {
        return free.clone();
    }
    let oldest = slots
        .iter()
        .filter_map(|p| Some((Save::read(p).ok()?.saved_at, p)))
        .min_by_key(|(at, _)| *at)
        .map(|(_, p)| p.clone());
    oldest.unwrap_or_else(|| free_name(dir, &format!("{AUTOSAVE_PREFIX}extra")))
}

/// A file name in `dir` for a save the player asks for: the level's id and the player's local
/// date and time (`01_first_blood-2026-12-02_19-45.ron`), with a number after it when that is
/// taken.
pub fn manual_save_path(dir: &Path, level_id: &str, saved_at: u64) -> std::path::PathBuf {
    use chrono::TimeZone;
    let when = chrono::Local
        .timestamp_opt(i64::try_from(saved_at).unwrap_or(0), 0)
        .single()
        .map_or_else(
            || saved_at.to_string(),
            |t| t.format("%Y-%m-%d_%H-%M").to_string(),
        );
    free_name(dir, &format!("{level_id}-{when}"))
}

fn free_name(dir: &Path, stem: &str) -> std::path::PathBuf {
    let mut path = dir.join(format!("{stem}.ron"));
    let mut n = 2;
    while path.exists() {
        path = dir.join(format!("{stem}-{n}.ron"));
        n += 1;
    }
    path
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_save_the_player_asks_for_is_named_by_its_level_and_the_local_date_and_time() {
        let dir = std::env::temp_dir().join(format!("leyendas-save-name-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        // 2026-12-02 12:00 UTC: the date is the 1st, 2nd or 3rd wherever the player is.
        let path = manual_save_path(&dir, "01_first_blood", 1_796_212_800);
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let when = name
            .strip_prefix("01_first_blood-2026-12-0")
            .and_then(|rest| rest.strip_suffix(".ron"))
            .unwrap_or_else(|| panic!("{name}"));
        // The day's last digit, then `_HH-MM`.
        let shape: String = when
            .chars()
            .map(|c| if c.is_ascii_digit() { '9' } else { c })
            .collect();
        assert_eq!(shape, "9_99-99", "{name}");
        // A second save in the same minute gets a number after it.
        std::fs::write(&path, "").unwrap();
        let second = manual_save_path(&dir, "01_first_blood", 1_796_212_810);
        assert_eq!(
            second.file_name().unwrap().to_string_lossy(),
            name.replace(".ron", "-2.ron")
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
