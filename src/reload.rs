//! A fight's level read again from its file while the fight is under way (issue 36's hot
//! reload): the level as it was first read (its ruleset and seed 001 preset from outside, the
//! Fate points its campaign heroes spent before, the same data folder), and whether the commands
//! played so far still play on it.

use crate::combat::{CombatEvent, Command, Encounter};
use crate::level::{Diagnostic, LoadedLevel};
use crate::save::LevelSource;

/// The level at `source` read again from disk, with its new source (text and data hash).
pub fn reread(source: &LevelSource) -> Result<(LoadedLevel, LevelSource), Vec<Diagnostic>> {
    let (data, _) = crate::mods::data_for(&source.path, source.data_dir.as_deref())?;
    let path = source.path.as_path();
    let text = crate::level::diagnostics::read_text(path).map_err(|d| vec![d])?;
    let mut level = crate::level::load_level_as(path, &text, &data, source.ruleset)?;
    crate::level::carry_fate_spent(&mut level, &source.fate_spent);
    crate::level::play_with_rules(&mut level, source.rules, path).map_err(|d| vec![d])?;
    let fresh = LevelSource {
        text,
        data_hash: crate::save::data_hash(&data),
        ..source.clone()
    };
    Ok((level, fresh))
}

/// A command of the fight that no longer plays on the level read again: its index and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unplayable {
    pub index: usize,
    pub why: crate::i18n::Phrase,
}

/// Whether `commands` all play on `level` from its start, with `seed` and the dice forced to
/// show `rolls` first; else the first one refused. Commands after the fight ends are not
/// played (there are none in a fight the window plays).
pub fn replays(
    level: &LoadedLevel,
    (seed, rolls): (u64, &[u32]),
    commands: &[Command],
) -> Result<(), Unplayable> {
    let mut encounter = Encounter::new(level, seed);
    encounter.force_rolls(rolls.iter().copied());
    encounter.start();
    for (index, command) in commands.iter().enumerate() {
        if encounter.is_over() {
            break;
        }
        let refused = encounter
            .submit(command.clone())
            .into_iter()
            .find_map(|e| match e {
                CombatEvent::Rejected { reason, .. } => Some(reason),
                _ => None,
            });
        if let Some(why) = refused {
            return Err(Unplayable { index, why });
        }
    }
    Ok(())
}
