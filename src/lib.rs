//! Leyendas Tactics: a turn-based tactical grid game playing the combat rules of *Mundo de Leyendas*.
//!
//! - [`rules`]: pure rule math (dice, attack, Defense, damage, health, saves, grid geometry).
//! - [`rulesets`]: the rule systems a level can choose (Core and OSR play; WFRP plays its first
//!   rules, the rest being built), each in its own folder behind the [`rulesets::Ruleset`] trait,
//!   which the fight asks and never names one, and [`rulesets::face::RulesetFace`] on top of it,
//!   which the window and the AI ask.
//! - [`combat`]: the fight as ECS components, events and systems, its files in layers without
//!   import cycles; [`combat::CorePlugin`] runs headless.
//! - [`ai`]: decisions for AI-controlled sides, and the headless fights of the balance simulator.
//! - [`level`]: RON levels and data, validation with `file:line:col` messages.
//! - [`states`], [`input`], [`view`], [`ui`], [`play`]: the windowed game, each using only those
//!   before it: the app's states, the bindings, the board, the HUD on top of it, and the app that
//!   puts them together (with the screenshot mode).
//! - [`cli`]: the `leyendas` command line.

pub mod ai;
pub mod campaign;
pub mod cli;
pub mod combat;
pub mod editor;
pub mod i18n;
pub mod input;
pub mod level;
pub mod limits;
pub mod mods;
pub mod play;
pub mod reload;
pub mod rules;
pub mod rulesets;
pub mod save;
pub mod settings;
pub mod shipped;
pub mod states;
pub mod ui;
pub mod view;
pub mod watch;

pub use combat::CorePlugin;

/// mimalloc instead of the system allocator: a fight allocates small, short-lived values (ids,
/// modifier lists, event batches) by the thousand, and glibc's malloc spent about a seventh of
/// a simulated fight's instructions on them (callgrind, level 01).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;
