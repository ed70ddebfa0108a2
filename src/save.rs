//! Saved fights (issue 17). The engine is deterministic, so a fight is kept as what produced it:
//! the level's text (a save survives an edited or deleted level file), the seed, the forced rolls
//! and every command applied, with hashes that tell whether playing them again gives the same
//! fight. A save is a RON file written atomically, so a crash while writing never loses the one
//! before.

use crate::combat::headless::Encounter;
use crate::combat::{CombatEvent, Command};
use crate::i18n::Phrase;
use crate::level::diagnostics::{Diagnostic, parse_ron, read_text};
use crate::level::{GameData, load_level_str};
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
    pub level_text: String,
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
        hasher.update(serde_json::to_string(e).unwrap_or_default().as_bytes());
        hasher.update(b"\n");
    }
    hasher.finalize().to_hex().to_string()
}

impl Save {
    /// The save of a fight on `level_text` (read from `level_path`) with `data`, its `seed` and
    /// forced `rolls`, after `commands` produced `events`.
    pub fn of(
        (level_path, level_text): (&Path, &str),
        data: &GameData,
        (seed, rolls): (u64, &[u32]),
        commands: Vec<Command>,
        events: &[CombatEvent],
    ) -> Self {
        Self {
            format: FORMAT,
            game_version: env!("CARGO_PKG_VERSION").to_string(),
            level_path: level_path.to_string_lossy().into_owned(),
            level_hash: hash_hex(level_text.as_bytes()),
            data_hash: data_hash(data),
            seed,
            rolls: rolls.to_vec(),
            commands,
            events: events.len(),
            log_hash: log_hash(events),
            level_text: level_text.to_string(),
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
        let mut file = std::fs::File::create(&temporary)?;
        file.write_all(text.as_bytes())?;
        file.sync_all()?;
        drop(file);
        std::fs::rename(&temporary, path)
    }

    /// Reads a save, or says what is wrong with the file, at its line and column.
    pub fn read(path: &Path) -> Result<Self, Diagnostic> {
        let text = read_text(path)?;
        let save: Save = parse_ron(path, &text)?;
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
        let level = load_level_str(Path::new(&self.level_path), &self.level_text, data)?;
        let mut encounter = Encounter::new(&level, self.seed);
        encounter.force_rolls(self.rolls.iter().copied());
        let mut events = encounter.start();
        for command in &self.commands {
            events.extend(encounter.submit(command.clone()));
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
        Ok(Replayed {
            level,
            encounter,
            events,
            disagreement,
        })
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
}
