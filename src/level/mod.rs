//! Levels and game data as RON files: the serde schema, loading with `file:line:col` diagnostics,
//! validation of meaning (unknown weapon, unit on a wall …), and spawning into the ECS world.

pub mod data;
pub mod diagnostics;
pub mod locate;
pub mod schema;
pub mod validate;

pub use data::GameData;
pub use diagnostics::Diagnostic;
pub use schema::{Level, UnitSpec};
pub use validate::{LoadedLevel, load_level, load_level_str};
