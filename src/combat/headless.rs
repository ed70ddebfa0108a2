//! A fight without a window, driven one command at a time: the CLI, the tests and the window's
//! saves use it.
//!
//! It is a bare `World` with the core's messages, stepped by calling the core's one system
//! directly: no `App`, no schedule and no executor. The window opens saves with it from inside
//! its own schedule, and a nested multi-threaded executor there waits on task pools that the
//! outer one holds (the window froze for good on a 2-core machine, issue 29).

use super::commands::Command;
use super::components::*;
use super::events::{CombatEvent, CombatLog};
use super::history::CommandHistory;
use super::spawn::spawn_encounter;
use super::undo::{FightOrigin, UndoRefusal};
use super::{CommandMessage, StartCombat};
use crate::level::LoadedLevel;
use bevy::prelude::*;

pub struct Encounter {
    world: World,
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
        let mut world = World::new();
        // What the core plugin adds to an app.
        world.init_resource::<Messages<CommandMessage>>();
        world.init_resource::<Messages<StartCombat>>();
        world.init_resource::<Messages<CombatEvent>>();
        world.init_resource::<CombatLog>();
        world.init_resource::<EngineFault>();
        spawn_encounter(&mut world, level, seed);
        Self {
            world,
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
        self.world.resource_mut::<Dice>().0.force(rolls);
    }

    /// Rolls initiative and runs up to the first turn; returns the events.
    pub fn start(&mut self) -> Vec<CombatEvent> {
        self.started = true;
        self.world.write_message(StartCombat);
        self.step();
        self.new_events()
    }

    /// One frame of the core: the messages age as an app's do (what was sent a frame ago is
    /// still read, older is gone), then the core resolves what was sent.
    fn step(&mut self) {
        self.world
            .resource_mut::<Messages<CommandMessage>>()
            .update();
        self.world.resource_mut::<Messages<StartCombat>>().update();
        self.world.resource_mut::<Messages<CombatEvent>>().update();
        super::process_commands(&mut self.world);
    }

    /// Every command resolved so far, with what each did.
    pub fn history(&self) -> &CommandHistory {
        self.world.resource::<CommandHistory>()
    }

    /// Whether the last command can be taken back (see [`super::undo`]).
    pub fn can_undo(&self) -> Result<usize, UndoRefusal> {
        super::undo::undo_check(&self.world)
    }

    /// Takes back the last command if the rule allows it: the fight is built again without it.
    pub fn undo(&mut self) -> Result<(), UndoRefusal> {
        let (keep, _) = super::undo::undo(&mut self.world, &self.origin, &self.forced_later)?;
        self.forced_later.retain(|(at, _)| *at <= keep);
        self.seen = self.log().len();
        Ok(())
    }

    /// Plays the last command again after `first` (see [`super::undo::play_last_again_after`]);
    /// returns the events of both.
    pub fn play_last_again_after(&mut self, first: Command) -> Vec<CombatEvent> {
        let new = super::undo::play_last_again_after(
            &mut self.world,
            &self.origin,
            &self.forced_later,
            first,
        );
        self.seen = new.end;
        self.log()[new].to_vec()
    }

    /// Resolves one command; returns the events it caused (a `rejected` event if not allowed).
    pub fn submit(&mut self, command: Command) -> Vec<CombatEvent> {
        self.world.write_message(CommandMessage(command));
        self.step();
        self.new_events()
    }

    fn new_events(&mut self) -> Vec<CombatEvent> {
        let log = &self.world.resource::<CombatLog>().0;
        let fresh = log[self.seen..].to_vec();
        self.seen = log.len();
        fresh
    }

    pub fn world(&self) -> &World {
        &self.world
    }

    pub fn world_mut(&mut self) -> &mut World {
        &mut self.world
    }

    pub fn log(&self) -> &[CombatEvent] {
        &self.world.resource::<CombatLog>().0
    }

    /// Why the engine stopped, if a fault stopped it (a forced roll that does not fit its die).
    pub fn fault(&self) -> Option<&str> {
        self.world.resource::<EngineFault>().0.as_deref()
    }

    pub fn is_over(&self) -> bool {
        matches!(
            crate::combat::hot::resource::<TurnState>(&self.world).phase,
            Phase::Ended { .. }
        )
    }

    /// The unit whose turn it is.
    pub fn current_unit(&self) -> Option<String> {
        let w = &self.world;
        crate::combat::hot::resource::<TurnState>(w)
            .current_unit()
            .and_then(|e| w.get::<UnitId>(e).map(|u| u.0.clone()))
    }

    pub fn entity(&self, id: &str) -> Option<Entity> {
        super::reads::entity_of(&self.world, id)
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The window opens saves from inside one of its systems: the encounter must never need an
    /// executor of its own. Played from inside a system of a multi-threaded schedule, on a
    /// compute pool of one thread (a 2-core machine's), a fight runs to its end.
    #[test]
    fn a_fight_plays_to_its_end_from_inside_a_running_schedule() {
        use bevy::tasks::{ComputeTaskPool, TaskPoolBuilder};
        ComputeTaskPool::get_or_init(|| TaskPoolBuilder::new().num_threads(1).build());
        #[derive(Resource, Default)]
        struct Played(usize, bool);
        fn play_a_fight(mut played: ResMut<Played>) {
            let (mut enc, _) = crate::ui::testing::first_blood_fight(3);
            while !enc.is_over() && played.0 < 500 {
                let Some(command) = crate::ai::decide(enc.world(), Default::default()) else {
                    break;
                };
                enc.submit(command);
                played.0 += 1;
            }
            played.1 = enc.is_over();
        }
        // On a thread of its own, so that a deadlock fails the test instead of hanging it.
        let (done, finished) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let mut world = World::new();
            world.init_resource::<Played>();
            let mut schedule = Schedule::default();
            schedule.set_executor(bevy::ecs::schedule::MultiThreadedExecutor::new());
            schedule.add_systems((play_a_fight, |_: Res<Played>| {}));
            schedule.run(&mut world);
            let played = world.resource::<Played>();
            let _ = done.send((played.0, played.1));
        });
        let played = finished
            .recv_timeout(std::time::Duration::from_secs(120))
            .expect("the fight never finished: the schedule is stuck");
        assert!(
            played.1,
            "the fight is not over after {} commands",
            played.0
        );
        assert!(played.0 > 10, "{} commands", played.0);
    }
}
