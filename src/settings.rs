//! The player's settings (`$XDG_CONFIG_HOME/leyendas/settings.ron`, else
//! `~/.config/leyendas/settings.ron`): the language and the interface's scale chosen in the menu,
//! and the window's size when it was last resized. Written to a temporary
//! file first and renamed over the old one; a file that cannot be read is reported and left as
//! it is, and nothing is saved over it.

use crate::i18n::Lang;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    /// The language the menu set; none leaves it to `LANG`.
    #[serde(default)]
    pub lang: Option<Lang>,
    /// How large the interface's texts and panels are drawn, from [`UI_SCALES`]'s smallest to its
    /// largest; none is 1.
    #[serde(default)]
    pub ui_scale: Option<f32>,
    /// The window's size (width, height) in logical pixels, as it was last left.
    #[serde(default)]
    pub window: Option<(u32, u32)>,
    /// Hot-seat: whether a "pass to" screen covers the board between two people's sides; none
    /// is yes.
    #[serde(default)]
    pub handoff: Option<bool>,
    /// Whether foes' exact hit points are hidden (their bars still show); none is no.
    #[serde(default)]
    pub hide_foe_hp: Option<bool>,
}

/// The interface scales the menu offers, smallest to largest.
pub const UI_SCALES: [f32; 6] = [0.75, 1.0, 1.25, 1.5, 1.75, 2.0];

/// The smallest window the game opens (a size below it, given or remembered, is raised to it).
pub const SMALLEST_WINDOW: (u32, u32) = (800, 600);

/// Whether `scale` is one the interface can be drawn at.
pub fn scale_is_allowed(scale: f32) -> bool {
    (UI_SCALES[0]..=UI_SCALES[UI_SCALES.len() - 1]).contains(&scale)
}

/// The interface's scale for a window of `width`×`height` when the player has chosen none: the
/// HUD drawn at 100 % is small on a large screen and leaves the board a wide empty margin, so a
/// 1080-line window starts at 125 % and a 1440-line one at 150 %.
pub fn scale_for_window(width: u32, height: u32) -> f32 {
    match (width, height) {
        (w, h) if w >= 2500 && h >= 1400 => 1.5,
        (w, h) if w >= 1800 && h >= 1000 => 1.25,
        _ => 1.0,
    }
}

/// The scale after `scale` in the menu's cycle.
pub fn next_scale(scale: f32) -> f32 {
    UI_SCALES
        .iter()
        .copied()
        .find(|&s| s > scale + 0.01)
        .unwrap_or(UI_SCALES[0])
}

/// Where the settings live, if the environment names a home or a config folder.
pub fn settings_path() -> Option<PathBuf> {
    crate::input::config_dir().map(|d| d.join("settings.ron"))
}

/// Reads the settings: none yet are the defaults; a broken file is an error with its line and
/// column.
pub fn load(path: &Path) -> Result<Settings, String> {
    let settings: Settings = crate::campaign::read_or_default(path)?;
    if let Some(scale) = settings.ui_scale
        && !scale_is_allowed(scale)
    {
        return Err(format!(
            "{}: ui_scale {scale} is outside 0.75 to 2.0",
            path.display()
        ));
    }
    Ok(settings)
}

/// Changes the settings file with `change` (a missing file starts from the defaults); a file that
/// cannot be read is left as it is and the reason returned.
pub fn update(change: impl FnOnce(&mut Settings)) -> Result<(), String> {
    let Some(path) = settings_path() else {
        return Ok(());
    };
    let mut settings = load(&path)?;
    change(&mut settings);
    save(&path, &settings).map_err(|e| format!("{}: {e}", path.display()))
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
    fn a_large_window_starts_with_a_larger_interface_unless_the_player_chose_one() {
        assert_eq!(scale_for_window(1280, 720), 1.0);
        assert_eq!(scale_for_window(1366, 768), 1.0);
        assert_eq!(scale_for_window(1920, 1080), 1.25);
        assert_eq!(scale_for_window(2560, 1440), 1.5);
        // Each is a step of the menu's cycle.
        for scale in [1.0, 1.25, 1.5] {
            assert!(UI_SCALES.contains(&scale));
        }
    }

    #[test]
    fn the_menu_cycles_through_the_allowed_scales() {
        assert_eq!(next_scale(1.0), 1.25);
        assert_eq!(next_scale(2.0), 0.75);
        assert_eq!(next_scale(0.9), 1.0);
        assert!(UI_SCALES.iter().all(|&s| scale_is_allowed(s)));
        assert!(!scale_is_allowed(0.5) && !scale_is_allowed(2.5));
    }

    #[test]
    fn settings_are_kept_and_a_broken_file_is_reported_and_left_alone() {
        let dir = std::env::temp_dir().join(format!("leyendas-settings-{}", std::process::id()));
        let path = dir.join("settings.ron");
        assert_eq!(load(&path), Ok(Settings::default()));
        let chosen = Settings {
            lang: Some(Lang::Es),
            ui_scale: Some(1.5),
            window: Some((1920, 1080)),
            handoff: Some(false),
            hide_foe_hp: Some(true),
        };
        save(&path, &chosen).unwrap();
        assert_eq!(load(&path), Ok(chosen));
        assert!(!path.with_extension("ron.tmp").exists());
        std::fs::write(&path, "(lang: Klingon)").unwrap();
        let err = load(&path).unwrap_err();
        assert!(err.contains("settings.ron:1:"), "{err}");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "(lang: Klingon)");
        std::fs::write(&path, "(ui_scale: Some(5.0))").unwrap();
        let err = load(&path).unwrap_err();
        assert!(err.contains("ui_scale 5 is outside 0.75 to 2.0"), "{err}");
        std::fs::remove_dir_all(dir).ok();
    }
}
