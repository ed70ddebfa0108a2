//! Mods as folders (issue 36). A mod is a folder:
//!
//! ```text
//! my_mod/
//!   mod.ron        the manifest: name, version, authors, licence, ruleset, game version
//!   levels/*.ron   its levels
//!   data/*.ron     any of the game's data files (`creatures.ron`, `weapons.ron` …): entries
//!                  added by id, or replacing the game's entry of that id
//! ```
//!
//! A level in a mod's `levels/` folder is read with the mod's data laid over the game's, wherever
//! it is opened from (`play`, `run`, `simulate`, `validate`, the menu). Nothing a mod holds is
//! read from outside its folder: a path that leads out of it, through a symbolic link too, is
//! refused.

use crate::level::diagnostics::{Diagnostic, parse_ron, read_text};
use crate::level::{GameData, ron_files};
use crate::rulesets::id::RulesetId;
use std::path::{Path, PathBuf};

/// The manifest's file name, in a mod's folder.
pub const MANIFEST: &str = "mod.ron";

/// A mod's manifest, written `Mod(name: …, …)`.
#[derive(Clone, Debug, PartialEq, serde::Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields, rename = "Mod")]
pub struct Manifest {
    /// A text, or one per language: `(es: "…", en: "…")`.
    pub name: crate::i18n::Localized,
    pub version: String,
    #[serde(default)]
    pub authors: Vec<String>,
    pub licence: String,
    /// The rules its levels play.
    #[serde(default)]
    pub ruleset: RulesetId,
    /// The version of the game it was made for.
    pub game: String,
}

/// The mod folder `level` belongs to: the folder holding the `levels/` folder it sits in, when
/// that folder has a manifest.
pub fn root_of(level: &Path) -> Option<PathBuf> {
    let levels = level.parent()?;
    if levels.file_name()? != "levels" {
        return None;
    }
    let root = levels.parent()?;
    root.join(MANIFEST).is_file().then(|| root.to_path_buf())
}

/// Whether `dir` is a mod's folder.
pub fn is_mod(dir: &Path) -> bool {
    dir.join(MANIFEST).is_file()
}

/// `path` as it really is, if it stays inside the mod at `root`: a path (or a link on its way)
/// that leads out of the folder is refused.
pub fn inside(root: &Path, path: &Path) -> Result<PathBuf, Diagnostic> {
    let cannot = |e: std::io::Error| {
        let why = crate::level::diagnostics::io_reason(&e, crate::phrase!("diag-no-such-file"));
        Diagnostic::new(path, (0, 0), why)
    };
    let root = std::fs::canonicalize(root).map_err(cannot)?;
    let real = std::fs::canonicalize(path).map_err(cannot)?;
    if real.starts_with(&root) {
        Ok(real)
    } else {
        let why = crate::phrase!(
            "diag-mod-outside",
            root = root.display().to_string(),
            real = real.display().to_string()
        );
        Err(Diagnostic::new(path, (0, 0), why))
    }
}

/// The text of a file of the mod at `root`, if it stays inside the mod.
pub fn read(root: &Path, path: &Path) -> Result<String, Diagnostic> {
    inside(root, path)?;
    read_text(path)
}

/// The manifest of the mod at `root`, checked: its texts there and within their lengths; with
/// a warning when it was made for another version of the game.
pub fn manifest(root: &Path) -> Result<(Manifest, Vec<Diagnostic>), Vec<Diagnostic>> {
    let path = root.join(MANIFEST);
    let text = read(root, &path).map_err(|d| vec![d])?;
    let manifest: Manifest = parse_ron(&path, &text).map_err(|d| vec![d])?;
    let at =
        |field| crate::level::locate::locate(&text, &[crate::level::locate::Seg::Field(field)]);
    let mut errors = Vec::new();
    let texts = [
        (
            "version",
            manifest.version.as_str(),
            crate::limits::ID_CHARS,
        ),
        (
            "licence",
            manifest.licence.as_str(),
            crate::limits::NAME_CHARS,
        ),
        ("game", manifest.game.as_str(), crate::limits::ID_CHARS),
    ];
    let names = manifest
        .name
        .each()
        .map(|n| ("name", n, crate::limits::NAME_CHARS));
    let authors = manifest
        .authors
        .iter()
        .map(|a| ("authors", a.as_str(), crate::limits::NAME_CHARS));
    for (field, text, most) in texts.into_iter().chain(names).chain(authors) {
        let why = if text.trim().is_empty() {
            Some(crate::phrase!("diag-mod-empty"))
        } else {
            crate::level::data::text_problem(text, most)
        };
        if let Some(why) = why {
            let message = crate::phrase!("diag-mod-field", field = field, why = why);
            errors.push(Diagnostic::new(&path, at(field), message));
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let ours = env!("CARGO_PKG_VERSION");
    let warnings = (manifest.game != ours)
        .then(|| {
            let message = crate::phrase!(
                "diag-mod-other-game",
                game = manifest.game.clone(),
                ours = ours
            );
            Diagnostic::warning(&path, at("game"), message)
        })
        .into_iter()
        .collect();
    Ok((manifest, warnings))
}

/// The game's data for the level at `level`: the data in `data_dir` (none: as the game finds
/// it), with its mod's data laid over it when the level is a mod's; and the warnings telling
/// what the mod replaces.
pub fn data_for(
    level: &Path,
    data_dir: Option<&Path>,
) -> Result<(GameData, Vec<Diagnostic>), Vec<Diagnostic>> {
    let data = GameData::discover(data_dir)?;
    match root_of(level) {
        Some(root) => lay_over(&root, data),
        None => Ok((data, Vec::new())),
    }
}

/// The mods installed: those in the player's data folder (`mods/` there) and those `extra`
/// names (a mod's folder, or a folder of mods), each once, in that order.
pub fn installed(extra: &[PathBuf]) -> Vec<PathBuf> {
    let user = crate::campaign::user_data_dir().map(|d| d.join("mods"));
    let mut found: Vec<PathBuf> = Vec::new();
    for folder in user.iter().chain(extra) {
        for root in mods_in(folder) {
            let real = std::fs::canonicalize(&root).unwrap_or_else(|_| root.clone());
            if !found
                .iter()
                .any(|f| std::fs::canonicalize(f).is_ok_and(|r| r == real))
            {
                found.push(root);
            }
        }
    }
    found
}

/// The mods `folder` holds: itself if it is one, else the mods directly in it, by name.
pub fn mods_in(folder: &Path) -> Vec<PathBuf> {
    if is_mod(folder) {
        return vec![folder.to_path_buf()];
    }
    let mut mods: Vec<PathBuf> = std::fs::read_dir(folder)
        .map(|dir| {
            dir.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| is_mod(p))
                .collect()
        })
        .unwrap_or_default();
    mods.sort();
    mods
}

/// `data` (the game's) with the data of the mod at `root` laid over it, and the warnings
/// telling what it replaces.
pub fn lay_over(
    root: &Path,
    data: GameData,
) -> Result<(GameData, Vec<Diagnostic>), Vec<Diagnostic>> {
    let dir = root.join("data");
    let beside = |set: &crate::rulesets::DataFiles| set.beside(&dir).is_dir();
    if !crate::rulesets::DATA_FILES.iter().any(beside) {
        return Ok((data, Vec::new()));
    }
    data.with_mod_data(&dir, &|path| read(root, path))
}

/// One file of a mod as `validate` tells it: whether it is fine, and its problems.
pub struct Checked {
    pub file: PathBuf,
    pub ok: bool,
    pub problems: Vec<Diagnostic>,
}

/// Checks the whole mod at `root` over the game's `data`: its manifest, its data over the
/// game's (each replacement a warning), and every level, read with that data, each playing the
/// manifest's ruleset.
pub fn check(root: &Path, data: &GameData) -> Vec<Checked> {
    let checked = |file: PathBuf, result: Result<Vec<Diagnostic>, Vec<Diagnostic>>| match result {
        Ok(problems) => Checked {
            file,
            ok: true,
            problems,
        },
        Err(problems) => Checked {
            file,
            ok: false,
            problems,
        },
    };
    let manifest = manifest(root);
    let ruleset = manifest.as_ref().ok().map(|(m, _)| m.ruleset);
    let mut out = vec![checked(root.join(MANIFEST), manifest.map(|(_, w)| w))];
    let data = match lay_over(root, data.clone()) {
        Ok((data, replaced)) => {
            out.push(checked(root.join("data"), Ok(replaced)));
            data
        }
        Err(problems) => {
            out.push(checked(root.join("data"), Err(problems)));
            return out;
        }
    };
    for level in ron_files(&root.join("levels")) {
        let result = read(root, &level).map_err(|d| vec![d]).and_then(|text| {
            let loaded = crate::level::load_level_as(&level, &text, &data, None)?;
            match ruleset.filter(|r| *r != loaded.ruleset) {
                Some(theirs) => Err(vec![Diagnostic::new(
                    &level,
                    (1, 1),
                    crate::phrase!(
                        "diag-mod-other-ruleset",
                        ruleset = format!("{theirs:?}"),
                        plays = format!("{:?}", loaded.ruleset)
                    ),
                )]),
                None => Ok(loaded.warnings),
            }
        });
        out.push(checked(level, result));
    }
    out
}
