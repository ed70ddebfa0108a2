//! The resolver a command is carried out with: it rolls the dice and emits events, each folded
//! into the world as it is emitted.
//!
//! The fold is the engine's [`apply`](super::apply::apply), and a command carried out within
//! another (a readied or immediate action) goes through the engine's
//! [`perform`](super::engine::perform): both are handed over when the engine makes a resolver, so
//! the rule files emit events and nest commands without depending on every file that applies an
//! event or carries out a command.

use super::commands::Command;
use super::components::*;
use super::events::CombatEvent;
use super::reads::unit_id;
use super::rejection::Rejection;
use crate::rules::dice::{DiceExpr, ForcedRollError};
use bevy::prelude::*;

/// What folds an event into the world.
pub type Apply = fn(&mut World, &CombatEvent);

/// What carries out a unit's command in the middle of another (a readied or immediate action):
/// the engine's check and dispatch, without the turn's bookkeeping.
pub type Perform =
    fn(&mut Resolver<'_>, Entity, &Command) -> Result<Result<(), EngineError>, Rejection>;

/// A fault that stops the fight: the dice could not roll.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EngineError {
    #[error(transparent)]
    ForcedRoll(#[from] ForcedRollError),
}

/// Emits events during one command, applying each to the world as it is emitted.
pub struct Resolver<'w> {
    pub world: &'w mut World,
    pub events: Vec<CombatEvent>,
    /// The units' ids when the command began (see [`UnitIndex::names`]): every event names its
    /// units, and an id never changes. A unit that joins during the command is looked up.
    names: std::sync::Arc<Vec<(Entity, String)>>,
    apply: Apply,
    perform: Perform,
}

impl<'w> Resolver<'w> {
    /// A resolver for one command on `world`, folding each event in with `apply` and carrying
    /// out commands within it with `perform`.
    pub fn new(world: &'w mut World, apply: Apply, perform: Perform) -> Self {
        let names = crate::combat::hot::get::<UnitIndex>(world)
            .map(|index| index.names().clone())
            .unwrap_or_default();
        // A command's events, mostly a handful: room for them from the start, in the buffer the
        // last command's events were handed to the log from (see [`recycle_events`]).
        let mut events = SPARE_EVENTS.with_borrow_mut(std::mem::take);
        events.reserve(16);
        Self {
            world,
            events,
            names,
            apply,
            perform,
        }
    }

    pub fn emit(&mut self, event: CombatEvent) {
        (self.apply)(self.world, &event);
        self.events.push(event);
    }

    /// Carries out `unit`'s `command` within the one being resolved (see [`Perform`]).
    pub fn perform(
        &mut self,
        unit: Entity,
        command: &Command,
    ) -> Result<Result<(), EngineError>, Rejection> {
        (self.perform)(self, unit, command)
    }

    pub fn d20(&mut self) -> Result<u32, EngineError> {
        Ok(self.world.resource_mut::<Dice>().0.d20()?)
    }

    pub fn roll(&mut self, expr: DiceExpr) -> Result<(Vec<u32>, i32), EngineError> {
        Ok(self.world.resource_mut::<Dice>().0.roll_expr(expr)?)
    }

    pub fn id(&self, e: Entity) -> String {
        match self.names.iter().find(|(n, _)| *n == e) {
            Some((_, id)) => id.clone(),
            None => unit_id(self.world, e),
        }
    }
}

/// Gives back an emptied event buffer for the next resolver to fill.
pub fn recycle_events(mut events: Vec<CombatEvent>) {
    events.clear();
    SPARE_EVENTS.with_borrow_mut(|spare| *spare = events);
}

thread_local! {
    /// An empty event buffer with room, kept between commands: the simulator resolves thousands
    /// a second, and a fresh buffer for each cost more than some commands do.
    static SPARE_EVENTS: std::cell::RefCell<Vec<CombatEvent>> =
        const { std::cell::RefCell::new(Vec::new()) };
}
