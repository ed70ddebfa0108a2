//! A fight without a window: a Bevy `App` with `MinimalPlugins` and the [`CorePlugin`], driven one
//! command at a time. The CLI, the tests and (later) the balance simulator use it.

use super::commands::Command;
use super::components::*;
use super::events::CombatEvent;
use super::spawn::spawn_encounter;
use super::undo::{CommandHistory, FightOrigin, UndoRefusal};
use super::{CommandMessage, CorePlugin, StartCombat};
use crate::level::LoadedLevel;
use bevy::prelude::*;

pub struct Encounter {
    app: App,
    seen: usize,
    /// What the fight is built from, to build it again when a command is taken back.
    origin: FightOrigin,
    /// Results forced once the fight had begun, with how many commands had been played then.
    forced_later: Vec<(usize, Vec<u32>)>,
    started: bool,
}

impl Encounter {
    /// Sets up the level with its dice seeded from `seed`; call [`start`](Self::start) to begin.
    pub fn new(level: &LoadedLevel, seed: u64) -> Self {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, CorePlugin));
        spawn_encounter(app.world_mut(), level, seed);
        Self {
            app,
            seen: 0,
            origin: FightOrigin {
                level: level.clone(),
                seed,
                rolls: Vec::new(),
            },
            forced_later: Vec::new(),
            started: false,
        }
    }

    /// Results the next dice will show, in order, before the seeded generator is used again.
    pub fn force_rolls(&mut self, rolls: impl IntoIterator<Item = u32>) {
        let rolls: Vec<u32> = rolls.into_iter().collect();
        if self.started {
            self.forced_later
                .push((self.history().0.len(), rolls.clone()));
        } else {
            self.origin.rolls.extend(&rolls);
        }
        self.app.world_mut().resource_mut::<Dice>().0.force(rolls);
    }

    /// Rolls initiative and runs up to the first turn; returns the events.
    pub fn start(&mut self) -> Vec<CombatEvent> {
        self.started = true;
        self.app.world_mut().write_message(StartCombat);
        self.app.update();
        self.new_events()
    }

    /// Every command resolved so far, with what each did.
    pub fn history(&self) -> &CommandHistory {
        self.app.world().resource::<CommandHistory>()
    }

    /// Whether the last command can be taken back (see [`super::undo`]).
    pub fn can_undo(&self) -> Result<usize, UndoRefusal> {
        super::undo::undo_check(self.app.world())
    }

    /// Takes back the last command if the rule allows it: the fight is built again without it.
    pub fn undo(&mut self) -> Result<(), UndoRefusal> {
        let world = self.app.world_mut();
        let (keep, _) = super::undo::undo(world, &self.origin, &self.forced_later)?;
        self.forced_later.retain(|(at, _)| *at <= keep);
        self.seen = self.log().len();
        Ok(())
    }

    /// Resolves one command; returns the events it caused (a `rejected` event if not allowed).
    pub fn submit(&mut self, command: Command) -> Vec<CombatEvent> {
        self.app.world_mut().write_message(CommandMessage(command));
        self.app.update();
        self.new_events()
    }

    fn new_events(&mut self) -> Vec<CombatEvent> {
        let log = &self.app.world().resource::<CombatLog>().0;
        let fresh = log[self.seen..].to_vec();
        self.seen = log.len();
        fresh
    }

    pub fn world(&self) -> &World {
        self.app.world()
    }

    pub fn world_mut(&mut self) -> &mut World {
        self.app.world_mut()
    }

    pub fn log(&self) -> &[CombatEvent] {
        &self.app.world().resource::<CombatLog>().0
    }

    /// Why the engine stopped, if a fault stopped it (a forced roll that does not fit its die).
    pub fn fault(&self) -> Option<&str> {
        self.app.world().resource::<EngineFault>().0.as_deref()
    }

    pub fn is_over(&self) -> bool {
        matches!(
            crate::combat::hot::resource::<TurnState>(self.app.world()).phase,
            Phase::Ended { .. }
        )
    }

    /// The unit whose turn it is.
    pub fn current_unit(&self) -> Option<String> {
        let w = self.app.world();
        crate::combat::hot::resource::<TurnState>(w)
            .current_unit()
            .and_then(|e| w.get::<UnitId>(e).map(|u| u.0.clone()))
    }

    pub fn entity(&self, id: &str) -> Option<Entity> {
        super::engine::entity_of(self.app.world(), id)
    }

    pub fn health(&self, id: &str) -> Option<Health> {
        self.entity(id)
            .and_then(|e| self.world().get::<Health>(e).copied())
    }

    pub fn position(&self, id: &str) -> Option<crate::rules::grid::Pos> {
        self.entity(id)
            .and_then(|e| self.world().get::<Position>(e).map(|p| p.0))
    }
}
