//! The commands a fight has resolved, each with where its events went: what a save keeps, what
//! undo and the replay read.

use super::commands::Command;
use super::components::Dice;
use super::engine::{resolve_into_log, submit};
use super::events::CombatLog;
use bevy::prelude::*;
use std::ops::Range;

/// One command the fight resolved, with what it did.
#[derive(Clone, Debug, PartialEq)]
pub struct Played {
    pub command: Command,
    /// Where its events are in the [`CombatLog`].
    pub events: Range<usize>,
    /// Whether it rolled any die.
    pub rolled: bool,
}

impl Played {
    /// Whether the fight refused it (its events in `log` say so).
    pub fn refused(&self, log: &[super::events::CombatEvent]) -> bool {
        log.get(self.events.clone())
            .unwrap_or_default()
            .iter()
            .any(|e| matches!(e, super::events::CombatEvent::Rejected { .. }))
    }
}

/// Every command the fight has resolved, in order: what a save keeps and what undo reads.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct CommandHistory(pub Vec<Played>);

impl CommandHistory {
    /// The commands alone, in order.
    pub fn commands(&self) -> Vec<Command> {
        self.0.iter().map(|p| p.command.clone()).collect()
    }
}

/// Resolves `command`, adds its events to the log and keeps it in the [`CommandHistory`];
/// returns where its events went. The window also sends them as messages (`publish`), so the
/// board animates them; a fight being rebuilt does not.
pub fn play(world: &mut World, command: Command, publish: bool) -> Range<usize> {
    let rolled_before = world.resource::<Dice>().0.rolled();
    let events = resolve_into_log(world, |res| submit(res, &command));
    let rolled = world.resource::<Dice>().0.rolled() != rolled_before;
    if publish {
        let fresh = world.resource::<CombatLog>().0[events.clone()].to_vec();
        for e in fresh {
            world.write_message(e);
        }
    }
    world
        .get_resource_or_insert_with(CommandHistory::default)
        .0
        .push(Played {
            command,
            events: events.clone(),
            rolled,
        });
    events
}
