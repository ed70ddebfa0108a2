//! A mod's data laid over the game's (issue 36): each file of a mod's `data/` folder (any of
//! [`FILES`](super::data::FILES)) adds entries by id and replaces the game's entry of an id it
//! repeats; every entry is checked as the game's own are, against the data once laid over (a
//! mod's creature may carry the game's weapons or the mod's own). The other rulesets' files, in
//! their folders beside it (`rulesets/osr/`, `rulesets/wfrp/`, as in `assets/`), are laid over
//! their tables alike (see [`crate::rulesets::tables::Tables::with_mod_files`]). Each
//! replacement is told as a warning at the mod's entry, so `validate` lists them.

use super::data::{GameData, Reading};
use super::diagnostics::Diagnostic;
use super::locate::{Seg, locate};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// A mod's data file read, with its text; `None` when the mod has none of that name.
type ModFile = Option<(PathBuf, String)>;

impl GameData {
    /// The data with the files of `dir` (a mod's `data/` folder, each read through `read`, which
    /// refuses a path that leaves the mod) laid over it; the warnings telling each entry it
    /// replaces.
    pub fn with_mod_data(
        self,
        dir: &Path,
        read: &dyn Fn(&Path) -> Result<String, Diagnostic>,
    ) -> Result<(Self, Vec<Diagnostic>), Vec<Diagnostic>> {
        let mut errors = Vec::new();
        let mut file = |name: &str| mod_file(&dir.join(name), read, &mut errors);
        let [terrain, weapons, armor, creatures, items, spells] = super::data::FILES.map(&mut file);
        if !errors.is_empty() {
            return Err(errors);
        }
        let mut r = Reading::over(self);
        let mut replaced = Vec::new();
        if let Some(f) = &terrain {
            replaced.extend(r.lay_terrain(f));
        }
        if let Some(f) = &weapons {
            replaced.extend(lay(&mut r, f, |d| &mut d.weapons, |r, f| r.weapons(f)));
        }
        if let Some(f) = &armor {
            r.lay_armour(f, &mut replaced);
        }
        if let Some(f) = &spells {
            replaced.extend(lay(&mut r, f, |d| &mut d.spells, |r, f| r.spells(f)));
        }
        if let Some(f) = &items {
            let mut magic = Vec::new();
            replaced.extend(lay(&mut r, f, |d| &mut d.items, |r, f| magic = r.items(f)));
            r.item_spells(f, &magic, Path::new(""));
        }
        if let Some(f) = &creatures {
            let broken = |_: &str| false;
            replaced.extend(lay(
                &mut r,
                f,
                |d| &mut d.creatures,
                |r, f| r.creatures(f, broken),
            ));
        }
        let (mut data, mut replaced) = r.finish().map(|data| (data, replaced))?;
        let (tables, more) = data.rulesets.with_mod_files(dir, read)?;
        data.rulesets = tables;
        replaced.extend(more);
        Ok((data, replaced))
    }
}

/// The mod's file at `path` read through `read`; `None` when the mod has none there (a link
/// counts as there, to be refused by `read` if it leads out) or when it cannot be read, which
/// goes to `errors`.
pub(crate) fn mod_file(
    path: &Path,
    read: &dyn Fn(&Path) -> Result<String, Diagnostic>,
    errors: &mut Vec<Diagnostic>,
) -> ModFile {
    if !path.exists() && path.symlink_metadata().is_err() {
        return None;
    }
    read(path)
        .map_err(|d| errors.push(d))
        .ok()
        .map(|text| (path.to_path_buf(), text))
}

/// Reads one of a mod's files (a list) into its table (`table`), the game's entries kept aside
/// meanwhile and then laid under the mod's: the warnings for the ids the mod repeats.
fn lay<T>(
    r: &mut Reading,
    file: &(PathBuf, String),
    table: impl Fn(&mut GameData) -> &mut BTreeMap<String, T>,
    mut read: impl FnMut(&mut Reading, &(PathBuf, String)),
) -> Vec<Diagnostic> {
    let game = std::mem::take(table(r.data_mut()));
    read(r, file);
    lay_table(file, &[], game, table(r.data_mut()))
}

/// A table a mod's file filled (`own`, the mod's entries alone) laid over the game's (`game`):
/// `own` becomes the two, the mod's entry where both have an id; the warnings for those ids,
/// at their entries in the mod's `file` (`at`: where the list sits in it).
pub(crate) fn lay_table<T>(
    file: &(PathBuf, String),
    at: &[Seg],
    game: BTreeMap<String, T>,
    own: &mut BTreeMap<String, T>,
) -> Vec<Diagnostic> {
    let warnings = replacements(file, at, &game, own.keys());
    let mods = std::mem::replace(own, game);
    own.extend(mods);
    warnings
}

/// The warnings for each of `ids` that `game` holds already, at its entry in `file`'s list
/// (`at`: where the list sits in the file).
pub(crate) fn replacements<'a, T>(
    file: &(PathBuf, String),
    at: &[Seg],
    game: &BTreeMap<String, T>,
    ids: impl Iterator<Item = &'a String>,
) -> Vec<Diagnostic> {
    let order = listed_ids(&file.1, at);
    ids.filter(|id| game.contains_key(*id))
        .map(|id| {
            let mut path = at.to_vec();
            if let Some(i) = order.iter().position(|o| o == id) {
                path.extend([Seg::Index(i), Seg::Field("id")]);
            }
            Diagnostic::warning(
                &file.0,
                locate(&file.1, &path),
                crate::phrase!("diag-mod-replaces", id = id.to_string()),
            )
        })
        .collect()
}

/// The ids of a list in a data file's text, in their order (`at`: the field the list is, as in
/// `armor.ron`; none for a file that is a list). Each entry's `id` is found where it is written.
fn listed_ids(text: &str, at: &[Seg]) -> Vec<String> {
    (0..)
        .map_while(|i| {
            let mut path = at.to_vec();
            path.extend([Seg::Index(i), Seg::Field("id")]);
            let place = super::locate::span(text, &path)?;
            ron::from_str::<String>(&text[place]).ok()
        })
        .collect()
}
