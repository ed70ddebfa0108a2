//! The app's states, below the board (`view/`) and the HUD (`ui/`) that both follow them.

use bevy::prelude::*;

/// Where the game is: the title menu or an encounter.
#[derive(States, Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum AppState {
    #[default]
    Menu,
    Playing,
    /// The level editor (`leyendas edit`, the menu's "Editor").
    Editing,
}

/// The encounter to start when [`AppState::Playing`] is entered (the menu or the command line
/// sets it).
#[derive(Resource, Clone, Debug)]
pub struct PendingEncounter {
    pub level: crate::level::LoadedLevel,
    pub seed: u64,
    pub commands: Vec<crate::combat::Command>,
    pub rolls: Vec<u32>,
    /// Where the level came from, for saves (none: the fight cannot be saved).
    pub source: Option<crate::save::LevelSource>,
    /// A fight to watch again instead of playing: its whole log.
    pub watch: Option<Vec<crate::combat::CombatEvent>>,
}

impl PendingEncounter {
    /// A saved fight, as far as it agrees with what was saved (all of it, when it does).
    pub fn from_save(save: &crate::save::Save, replayed: crate::save::Replayed) -> Self {
        Self {
            commands: save.agreeing_commands(&replayed),
            source: Some(crate::save::LevelSource {
                path: save.level_path.clone().into(),
                text: save.level_text.clone(),
                data_hash: save.data_hash.clone(),
                ruleset: save.ruleset,
                fate_spent: save.fate_spent.clone(),
                rules: save.rules,
                data_dir: None,
            }),
            level: replayed.level,
            seed: save.seed,
            rolls: save.rolls.clone(),
            watch: None,
        }
    }

    /// A saved fight to watch again from its first turn, as far as it agrees with what was
    /// saved (up to the events of the first command that gives something else).
    pub fn to_watch(save: &crate::save::Save, replayed: crate::save::Replayed) -> Self {
        let mut log = replayed.events.clone();
        if let Some(first_other) = replayed.encounter.history().0.get(replayed.agreed) {
            log.truncate(first_other.events.start);
        }
        Self {
            watch: Some(log),
            commands: Vec::new(),
            ..Self::from_save(save, replayed)
        }
    }
}

/// The system that sets up the encounter on entering [`AppState::Playing`]; the board and HUD
/// are built after it.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct EncounterSet;

#[cfg(test)]
mod tests {
    /// The windowed game's layers, bottom first: each may use those before it, never one after.
    #[test]
    fn the_windowed_game_s_layers_use_only_those_below_them() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let layers: [(&str, &[&str]); 4] = [
            (
                "states.rs",
                &["crate::input", "crate::view", "crate::ui", "crate::play"],
            ),
            ("input.rs", &["crate::view", "crate::ui", "crate::play"]),
            (
                "view",
                &["crate::ui", "super::super::ui", "crate::play", "crate::cli"],
            ),
            ("ui", &["crate::play", "crate::cli"]),
        ];
        let mut found = Vec::new();
        for (layer, above) in layers {
            let path = root.join(layer);
            let files: Vec<std::path::PathBuf> = if path.is_dir() {
                std::fs::read_dir(&path)
                    .unwrap()
                    .flatten()
                    .map(|e| e.path())
                    .filter(|p| p.extension().is_some_and(|x| x == "rs"))
                    .collect()
            } else {
                vec![path]
            };
            for file in files {
                let mut text = std::fs::read_to_string(&file).unwrap();
                // This test names the layers it looks for.
                if file.ends_with("states.rs") {
                    text.truncate(text.find("#[cfg(test)]").unwrap_or(text.len()));
                }
                for (n, line) in text.lines().enumerate() {
                    let code = line.split("//").next().unwrap_or("");
                    for name in above {
                        if code.contains(name) {
                            found.push(format!("{}:{}: {}", file.display(), n + 1, line.trim()));
                        }
                    }
                }
            }
        }
        assert!(
            found.is_empty(),
            "a layer uses one above it:\n{}",
            found.join("\n")
        );
    }
}
