//! Leyendas Tactics: a turn-based tactical grid game playing the combat rules of *Mundo de Leyendas*.
//!
//! - [`rules`]: pure rule math (dice, attack, Defense, damage, health, saves, grid geometry).
//! - [`combat`]: the fight as ECS components, events and systems; [`combat::CorePlugin`] runs headless.
//! - [`ai`]: decisions for AI-controlled sides, and the headless fights of the balance simulator.
//! - [`level`]: RON levels and data, validation with `file:line:col` messages, spawning.
//! - [`view`], [`ui`], [`input`], [`play`]: the windowed game (board, HUD, bindings, screenshot mode).
//! - [`cli`]: the `leyendas` command line.

pub mod ai;
pub mod campaign;
pub mod cli;
pub mod combat;
pub mod input;
pub mod level;
pub mod play;
pub mod rules;
pub mod ui;
pub mod view;

pub use combat::CorePlugin;
