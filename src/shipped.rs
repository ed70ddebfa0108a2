//! What ships inside the binary (see `build.rs`): the levels of `levels/` and the portraits of
//! `assets/icons/`. A `levels/` or `assets/icons/` folder in the working folder, or beside the
//! executable, is read instead, so a modder's edits show; with neither, the game still has its
//! campaign and its art wherever it runs.

use std::path::{Path, PathBuf};

include!(concat!(env!("OUT_DIR"), "/shipped.rs"));

/// The folder a shipped level is named under when it comes from the binary.
pub const LEVELS_FOLDER: &str = "levels";

/// The shipped levels, each with the path it is named by (`levels/01_first_blood.ron`) and its
/// text.
pub fn levels() -> impl Iterator<Item = (PathBuf, &'static str)> {
    SHIPPED_LEVELS
        .iter()
        .map(|(stem, text)| (Path::new(LEVELS_FOLDER).join(format!("{stem}.ron")), *text))
}

/// The text of the shipped level named by `path` (`levels/NAME.ron`), if it is one.
pub fn level_text(path: &Path) -> Option<&'static str> {
    let stem = path.file_stem()?.to_str()?;
    let under = path.parent()?;
    if under != Path::new(LEVELS_FOLDER) || path.extension()? != "ron" {
        return None;
    }
    SHIPPED_LEVELS
        .iter()
        .find(|(name, _)| *name == stem)
        .map(|(_, text)| *text)
}

/// The shipped portraits, by name (`goblin`), as PNG bytes.
pub fn portraits() -> impl Iterator<Item = (&'static str, &'static [u8])> {
    PORTRAITS.iter().copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stems(dir: &str, ext: &str) -> Vec<String> {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
        let mut found: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == ext))
            .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
            .collect();
        found.sort();
        found
    }

    #[test]
    fn the_binary_carries_every_shipped_level_and_portrait_as_the_source_tree_has_them() {
        let sorted = |mut names: Vec<String>| {
            names.sort();
            names
        };
        let levels = sorted(SHIPPED_LEVELS.iter().map(|(s, _)| s.to_string()).collect());
        assert_eq!(levels, stems("levels", "ron"));
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        for (path, text) in super::levels() {
            assert_eq!(std::fs::read_to_string(root.join(&path)).unwrap(), text);
        }
        let portraits = sorted(PORTRAITS.iter().map(|(s, _)| s.to_string()).collect());
        assert_eq!(portraits, stems("assets/icons", "png"));
        assert_eq!(
            level_text(Path::new("levels/01_first_blood.ron")),
            Some(include_str!("../levels/01_first_blood.ron"))
        );
        assert_eq!(level_text(Path::new("elsewhere/01_first_blood.ron")), None);
    }
}
