//! The player's settings (`$XDG_CONFIG_HOME/leyendas/settings.ron`, else
//! `~/.config/leyendas/settings.ron`): the language chosen in the menu. Written to a temporary
//! file first and renamed over the old one; a file that cannot be read is reported and left as
//! it is, and nothing is saved over it.

use crate::i18n::Lang;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    /// The language the menu set; none leaves it to `LANG`.
    #[serde(default)]
    pub lang: Option<Lang>,
}

/// Where the settings live, if the environment names a home or a config folder.
pub fn settings_path() -> Option<PathBuf> {
    crate::input::config_dir().map(|d| d.join("settings.ron"))
}

/// Reads the settings: none yet are the defaults; a broken file is an error with its line and
/// column.
pub fn load(path: &Path) -> Result<Settings, String> {
    crate::campaign::read_or_default(path)
}

/// Writes the settings atomically (see [`crate::campaign::write_atomically`]).
pub fn save(path: &Path, settings: &Settings) -> std::io::Result<()> {
    let text = ron::ser::to_string_pretty(settings, ron::ser::PrettyConfig::default())
        .map_err(std::io::Error::other)?;
    crate::campaign::write_atomically(path, "// Leyendas Tactics: your settings.", &text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_are_kept_and_a_broken_file_is_reported_and_left_alone() {
        let dir = std::env::temp_dir().join(format!("leyendas-settings-{}", std::process::id()));
        let path = dir.join("settings.ron");
        assert_eq!(load(&path), Ok(Settings::default()));
        let chosen = Settings {
            lang: Some(Lang::Es),
        };
        save(&path, &chosen).unwrap();
        assert_eq!(load(&path), Ok(chosen));
        assert!(!path.with_extension("ron.tmp").exists());
        std::fs::write(&path, "(lang: Klingon)").unwrap();
        let err = load(&path).unwrap_err();
        assert!(err.contains("settings.ron:1:"), "{err}");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "(lang: Klingon)");
        std::fs::remove_dir_all(dir).ok();
    }
}
