//! The campaign: the shipped levels whose file names start with a number (`01_first_blood.ron`
//! …), played in that order; each opens when the one before it has been won. Other levels in the
//! folder are free to play at any time. Progress is kept in the user's data folder
//! (`$XDG_DATA_HOME/leyendas/progress.ron`, else `~/.local/share/leyendas/progress.ron`), written
//! to a temporary file first and renamed over the old one, so a crash never leaves half a file.
//! A progress file that cannot be read is reported and left as it is: nothing is saved over it.

use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// Which campaign levels have been won, by file name without `.ron`; and the points the heroes
/// spent for good in them, by unit id (seed 003's Fate, seed 001's hero points: never given
/// back, so the next levels start the heroes with fewer). The file names them `fate_spent`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Progress {
    #[serde(default)]
    pub won: BTreeSet<String>,
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub fate_spent: std::collections::BTreeMap<String, u32>,
}

impl Progress {
    /// A person won the campaign level `id`, its heroes spending `fate_spent` (by unit id) in
    /// it: the level is won, and the Fate points are kept for the levels after it (a replay of
    /// a level already won loses them for good as well). Whether anything changed.
    pub fn record_win(
        &mut self,
        id: &str,
        fate_spent: &std::collections::BTreeMap<String, u32>,
    ) -> bool {
        let first_win = self.won.insert(id.to_string());
        for (unit, points) in fate_spent {
            *self.fate_spent.entry(unit.clone()).or_default() += points;
        }
        first_win || !fate_spent.is_empty()
    }
}

/// A campaign level starts with what its heroes lost in the levels won before: the Fate points
/// they spent (from the progress file; none when it cannot be read), taken into `level` and kept
/// in its `source` for saves.
pub fn carry_into(
    level: &mut crate::level::LoadedLevel,
    source: crate::save::LevelSource,
) -> crate::save::LevelSource {
    if campaign_number(&level.id).is_none() {
        return source;
    }
    let Some(progress) = progress_path().and_then(|p| load_progress(&p).ok()) else {
        return source;
    };
    crate::level::carry_fate_spent(level, &progress.fate_spent);
    crate::save::LevelSource {
        fate_spent: progress.fate_spent,
        ..source
    }
}

/// The progress file's place, if the environment names a home or a data folder.
pub fn progress_path() -> Option<PathBuf> {
    Some(user_data_dir()?.join("progress.ron"))
}

/// The game's folder for the player's data: `$XDG_DATA_HOME/leyendas`, else
/// `~/.local/share/leyendas`.
pub fn user_data_dir() -> Option<PathBuf> {
    let data = std::env::var_os("XDG_DATA_HOME")
        .map(PathBuf::from)
        .filter(|p| p.is_absolute())
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".local/share")))?;
    Some(data.join("leyendas"))
}

/// Reads the progress: none yet is an empty progress; a broken file is an error with its line
/// and column.
pub fn load_progress(path: &Path) -> Result<Progress, String> {
    read_or_default(path)
}

/// Reads a player's RON file: none yet is the default; one that cannot be read or parsed is an
/// error with its line and column.
pub fn read_or_default<T: serde::de::DeserializeOwned + Default>(path: &Path) -> Result<T, String> {
    // Through the bounded reader: a special file or a huge one is refused at once.
    if std::fs::symlink_metadata(path).is_err() {
        return Ok(T::default());
    }
    let text = crate::level::diagnostics::read_text(path).map_err(|d| d.to_string())?;
    crate::level::diagnostics::parse_ron(path, &text).map_err(|d| d.to_string())
}

/// Writes the progress atomically (see [`write_atomically`]).
pub fn save_progress(path: &Path, progress: &Progress) -> std::io::Result<()> {
    let text = ron::ser::to_string_pretty(progress, ron::ser::PrettyConfig::default())
        .map_err(std::io::Error::other)?;
    write_atomically(
        path,
        "// Leyendas Tactics: the campaign levels you have won.",
        &text,
    )
}

/// Writes a RON file atomically: a temporary file next to it (the comment `header`, then
/// `text`), flushed to disk, then renamed over it, so a crash never leaves half a file.
pub fn write_atomically(path: &Path, header: &str, text: &str) -> std::io::Result<()> {
    use std::io::Write;
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let tmp = path.with_extension("ron.tmp");
    {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(header.as_bytes())?;
        f.write_all(b"\n")?;
        f.write_all(text.as_bytes())?;
        f.write_all(b"\n")?;
        f.sync_all()?;
    }
    std::fs::rename(&tmp, path)
}

/// The campaign number of a level file (`03_ogre_bridge` → 3), if it has one.
pub fn campaign_number(stem: &str) -> Option<u32> {
    let (number, rest) = stem.split_once('_')?;
    (!rest.is_empty() && number.chars().all(|c| c.is_ascii_digit()))
        .then(|| number.parse().ok())
        .flatten()
}

/// For each level (by file stem, in the menu's order), the campaign level that must be won
/// first, if it is still locked: the campaign level numbered just below it.
pub fn locked_by(stems: &[String], progress: &Progress) -> Vec<Option<String>> {
    let mut campaign: Vec<(u32, &String)> = stems
        .iter()
        .filter_map(|s| campaign_number(s).map(|n| (n, s)))
        .collect();
    campaign.sort();
    stems
        .iter()
        .map(|s| {
            let n = campaign_number(s)?;
            let before = campaign.iter().rev().find(|(m, _)| *m < n)?.1;
            (!progress.won.contains(before)).then(|| before.clone())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stems(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn each_campaign_level_waits_for_the_one_before_and_free_levels_never_wait() {
        let all = stems(&["01_first", "02_second", "03_third", "arena"]);
        let mut progress = Progress::default();
        assert_eq!(
            locked_by(&all, &progress),
            [
                None,
                Some("01_first".into()),
                Some("02_second".into()),
                None
            ]
        );
        progress.won.insert("01_first".into());
        assert_eq!(
            locked_by(&all, &progress),
            [None, None, Some("02_second".into()), None]
        );
        assert_eq!(campaign_number("10_last_stand"), Some(10));
        assert_eq!(campaign_number("arena"), None);
        assert_eq!(campaign_number("1a_odd"), None);
    }

    #[test]
    fn a_win_keeps_the_fate_spent_adding_up_by_unit_and_it_is_saved_with_the_progress() {
        let mut p = Progress::default();
        let spent = |pairs: &[(&str, u32)]| {
            pairs
                .iter()
                .map(|(u, n)| (u.to_string(), *n))
                .collect::<std::collections::BTreeMap<_, _>>()
        };
        assert!(p.record_win("01_first_blood", &spent(&[("aria", 1)])));
        assert!(p.record_win("02_ambush_at_the_ford", &spent(&[("aria", 1), ("tam", 1)])));
        // Won again with nothing spent: nothing to write.
        assert!(!p.record_win("01_first_blood", &spent(&[])));
        assert_eq!(p.fate_spent, spent(&[("aria", 2), ("tam", 1)]));
        assert_eq!(p.won.len(), 2);
        let dir = std::env::temp_dir().join(format!("leyendas-fate-{}", std::process::id()));
        let path = dir.join("progress.ron");
        save_progress(&path, &p).unwrap();
        assert_eq!(load_progress(&path), Ok(p));
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn progress_is_saved_whole_and_read_back_and_a_broken_file_is_reported_not_replaced() {
        let dir = std::env::temp_dir().join(format!("leyendas-progress-{}", std::process::id()));
        let path = dir.join("sub/progress.ron");
        assert_eq!(load_progress(&path), Ok(Progress::default()));
        let mut p = Progress::default();
        p.won.insert("01_first_blood".into());
        save_progress(&path, &p).unwrap();
        assert_eq!(load_progress(&path), Ok(p));
        assert!(
            !path.with_extension("ron.tmp").exists(),
            "the temporary file is renamed"
        );
        std::fs::write(&path, "(won: [\"01\", ").unwrap();
        let err = load_progress(&path).unwrap_err();
        assert!(err.contains("progress.ron:1:"), "{err}");
        std::fs::remove_dir_all(&dir).ok();
    }
}
