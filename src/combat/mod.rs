//! The fight as ECS state and systems: components, the events that are the only way state changes,
//! and one file per action family. The flow of every action is command → check → execute (events,
//! each applied as it is emitted, so interrupts see the state they interrupt) → log.

pub mod aid;
pub mod apply;
pub mod attack;
pub mod board;
pub mod cast;
pub mod charge;
pub mod check;
pub mod commands;
pub mod components;
pub mod defend;
pub mod engine;
pub mod equip;
pub mod events;
pub mod headless;
pub mod hot;
pub mod immediate;
pub mod items;
pub mod magic_items;
pub mod mounted;
pub mod movement;
pub mod objects;
pub mod posture;
pub mod ready;
pub mod replay;
pub mod script;
pub mod spawn;
pub mod turn;
pub mod undo;

pub use commands::Command;
pub use components::*;
pub use engine::{EngineError, Rejection};
pub use events::CombatEvent;
pub use headless::Encounter;

use bevy::prelude::*;

/// A command for the fight, as a Bevy message (the UI, the AI and scripts write these).
#[derive(Message, Clone, Debug)]
pub struct CommandMessage(pub Command);

/// Starts the loaded fight when written.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct StartCombat;

/// The headless rules core: messages in, combat events out. Runs under `MinimalPlugins`.
pub struct CorePlugin;

impl Plugin for CorePlugin {
    fn build(&self, app: &mut App) {
        app.add_message::<CommandMessage>()
            .add_message::<StartCombat>()
            .add_message::<CombatEvent>()
            .init_resource::<CombatLog>()
            .init_resource::<EngineFault>()
            .add_systems(Update, engine::process_commands.in_set(CombatSet::Resolve));
    }
}

/// System sets of the core, for other plugins to order against.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub enum CombatSet {
    /// Commands are checked and resolved into events here.
    Resolve,
}
