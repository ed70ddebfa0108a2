//! Leyendas Tactics: a turn-based tactical grid game playing the combat rules of *Mundo de Leyendas*.
//!
//! - [`rules`]: pure rule math (dice, attack, Defense, damage, health, saves, grid geometry).
//! - [`combat`]: the fight as ECS components, events and systems; [`combat::CorePlugin`] runs headless.
//! - [`level`]: RON levels and data, validation with `file:line:col` messages, spawning.
//! - [`cli`]: the `leyendas` command line.

pub mod cli;
pub mod combat;
pub mod level;
pub mod rules;

pub use combat::CorePlugin;
