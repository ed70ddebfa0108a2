//! Levels and game data as RON files: the serde schema, loading with `file:line:col` diagnostics,
//! validation of meaning (unknown weapon, unit on a wall …), and spawning into the ECS world.

pub mod data;
pub(crate) mod data_overlay;
pub mod diagnostics;
pub mod equipment;
pub mod locate;
pub mod reference;
pub mod schema;
pub mod spells;
pub mod validate;

pub use data::GameData;
pub use diagnostics::Diagnostic;
pub use schema::{Level, UnitSpec};
pub use validate::{
    LoadedLevel, carry_fate_spent, load_level, load_level_as, load_level_str, play_with_rules,
};

/// The `.ron` files directly inside `dir`, sorted by name (none if it cannot be read).
pub fn ron_files(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut files: Vec<std::path::PathBuf> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.is_file() && p.extension().is_some_and(|x| x == "ron"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}
