//! The fight as ECS state and systems: components, the events that are the only way state changes,
//! and one file per action family. The flow of every action is command → check → execute (events,
//! each applied as it is emitted, so interrupts see the state they interrupt) → log.
//!
//! The files in layers, each importing only those below it but for the rules that interrupt one
//! another (an attack, a readied action, an immediate one: three files):
//! - data: `commands`, `components`, `events`, `hot`;
//! - what rules read and how they refuse (`reads`, `rejection`, `board`, and `terms`, seed 000's
//!   numbers of an attack), and a level's unit made an entity (`units`);
//! - `resolver`, which emits events, folding each in with the `apply` the engine hands it, and
//!   carries out a command within another with the engine's `perform`;
//! - the rules: one file per action family (`attack`, `movement`, `cast`, `ready` …), `script`
//!   (the level's triggers), `turn` (the order of turns) and `check` (whether a command is allowed);
//! - `apply` (each event to the file that owns it), then `engine` (a command checked and carried
//!   out);
//! - the fight as a whole: `history`, `spawn` (a level put into a world), `undo`, `replay`,
//!   `headless`.

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
pub mod history;
pub mod hot;
pub mod immediate;
pub mod items;
pub mod magic_items;
pub mod mounted;
pub mod movement;
pub mod objects;
pub mod posture;
pub mod reads;
pub mod ready;
pub mod rejection;
pub mod replay;
pub mod resolver;
pub mod script;
pub mod spawn;
pub mod terms;
pub mod turn;
pub mod undo;
pub mod units;

pub use commands::Command;
pub use components::*;
pub use events::{CombatEvent, CombatLog};
pub use headless::Encounter;
pub use rejection::Rejection;
pub use resolver::EngineError;

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
            .add_systems(Update, process_commands.in_set(CombatSet::Resolve));
    }
}

/// System sets of the core, for other plugins to order against.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub enum CombatSet {
    /// Commands are checked and resolved into events here.
    Resolve,
}

/// The core's system: starts the fight and resolves every command message, in order.
pub fn process_commands(world: &mut World) {
    let starts = world
        .resource_mut::<Messages<StartCombat>>()
        .drain()
        .count();
    if starts > 0 && hot::resource::<TurnState>(world).phase == Phase::NotStarted {
        engine::resolve_with(world, turn::start);
    }
    let commands: Vec<CommandMessage> = world
        .resource_mut::<Messages<CommandMessage>>()
        .drain()
        .collect();
    // A fight being watched again takes no commands.
    if world.contains_resource::<replay::Watching>() {
        return;
    }
    for CommandMessage(command) in commands {
        history::play(world, command, true);
    }
}
