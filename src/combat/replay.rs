//! Watching a fight again (issue 17), event by event. Events are the only thing that changes the
//! fight's state (see [`super::engine::apply`]), so the fight as it stood after any event is the
//! fresh encounter with the log's events up to it applied, in order: no die is rolled and no
//! command is checked again. Going back is building it again and applying fewer.

use super::engine::apply;
use super::events::CombatEvent;
use super::events::CombatLog;
use super::undo::FightOrigin;
use bevy::prelude::*;

/// A fight being watched again: its whole log, and whether it plays by itself. The fight takes
/// no commands while watched; it stands after the events its [`CombatLog`] holds.
#[derive(Resource, Clone, Debug, Default)]
pub struct Watching {
    pub log: Vec<CombatEvent>,
    pub playing: bool,
}

/// Puts `world` where the fight stood after the first `at` events of `log`: the encounter built
/// afresh from its origin, those events applied and logged.
pub fn seek(world: &mut World, origin: &FightOrigin, log: &[CombatEvent], at: usize) {
    super::reads::despawn_roster(world);
    super::spawn::spawn_encounter(world, &origin.level, origin.seed);
    step_to(world, log, at);
}

/// Applies the events of `log` after those the world has logged, up to the first `at`: a
/// replay going forward, without building the fight again.
pub fn step_to(world: &mut World, log: &[CombatEvent], at: usize) {
    let from = world.resource::<CombatLog>().0.len();
    for event in log.iter().take(at).skip(from) {
        apply(world, event);
        world.resource_mut::<CombatLog>().0.push(event.clone());
    }
}

/// Where the replay may stop when stepping by `unit` from event `at`, forward or back: the next
/// (or previous) event, the start of the next (or previous) turn, or of a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stride {
    Event,
    Turn,
    Round,
}

/// The event count to step to from `at` by `stride`, forward or back, within `log`. A replay
/// stopped at `n` shows the first `n` events; a turn's (or round's) stop shows its opening line.
pub fn stride_target(log: &[CombatEvent], at: usize, stride: Stride, forward: bool) -> usize {
    let is_stop = |n: usize| match (stride, n.checked_sub(1).and_then(|i| log.get(i))) {
        (_, None) => false,
        (Stride::Event, Some(_)) => true,
        (Stride::Turn, Some(e)) => matches!(e, CombatEvent::Turn { .. }),
        (Stride::Round, Some(e)) => matches!(e, CombatEvent::Round { .. }),
    };
    if forward {
        (at + 1..=log.len())
            .find(|&n| is_stop(n))
            .unwrap_or(log.len())
    } else {
        (0..at).rev().find(|&n| is_stop(n)).unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::combat::Encounter;
    use crate::level::{GameData, load_level};

    /// Everything the board and HUD show of a fight, as text.
    fn state(world: &mut World) -> String {
        use crate::combat::*;
        let mut units: Vec<String> = world
            .query::<(
                &UnitId,
                &Position,
                &Health,
                &Conditions,
                &Equipment,
                Option<&SpellEffects>,
                &Side,
                &Initiative,
            )>()
            .iter(world)
            .map(|(id, pos, hp, cond, eq, fx, side, init)| {
                format!("{id:?} {pos:?} {hp:?} {cond:?} {eq:?} {fx:?} {side:?} {init:?}")
            })
            .collect();
        units.sort();
        let turn = crate::combat::hot::resource::<TurnState>(world);
        format!(
            "{units:#?}\n{:?} {:?} {:?} {:?}",
            turn.phase,
            turn.round,
            turn.budget,
            turn.current_unit()
                .and_then(|e| world.get::<UnitId>(e).map(|u| u.0.clone()))
        )
    }

    #[test]
    fn applying_a_fight_s_events_to_it_afresh_gives_the_state_it_had_after_each_command() {
        let data = GameData::built_in().unwrap();
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("levels");
        for path in crate::level::ron_files(&dir) {
            let level = load_level(&path, &data).unwrap();
            let origin = FightOrigin {
                level: level.clone(),
                seed: 3,
                rolls: Vec::new(),
            };
            let mut played = Encounter::new(&level, 3);
            played.start();
            let mut stops = vec![(played.log().len(), state(played.world_mut()))];
            while !played.is_over() {
                let Some(c) = crate::ai::decide(played.world(), Default::default()) else {
                    break;
                };
                played.submit(c);
                stops.push((played.log().len(), state(played.world_mut())));
                if stops.len() > 400 {
                    break;
                }
            }
            let log = played.log().to_vec();
            let mut watched = Encounter::new(&level, 3);
            for (at, want) in stops.iter().rev().step_by(7) {
                seek(watched.world_mut(), &origin, &log, *at);
                assert_eq!(
                    &state(watched.world_mut()),
                    want,
                    "{} at {at}",
                    path.display()
                );
            }
            // Forward without building again, to the end.
            seek(watched.world_mut(), &origin, &log, 0);
            for (at, want) in &stops {
                step_to(watched.world_mut(), &log, *at);
                assert_eq!(
                    &state(watched.world_mut()),
                    want,
                    "{} at {at}",
                    path.display()
                );
            }
        }
    }

    #[test]
    fn strides_stop_at_the_next_event_turn_and_round_and_back() {
        let t = |u: &str| CombatEvent::Turn { unit: u.into() };
        let r = |n: u32| CombatEvent::Round {
            round: n,
            surprise: false,
        };
        let end = |u: &str| CombatEvent::TurnEnd { unit: u.into() };
        // 0 r1, 1 t(a), 2 end(a), 3 t(b), 4 end(b), 5 r2, 6 t(a)
        let log = [r(1), t("a"), end("a"), t("b"), end("b"), r(2), t("a")];
        assert_eq!(stride_target(&log, 0, Stride::Event, true), 1);
        assert_eq!(stride_target(&log, 3, Stride::Event, false), 2);
        // Forward by turn from the start: a's turn shown (2 events), then b's (4).
        assert_eq!(stride_target(&log, 0, Stride::Turn, true), 2);
        assert_eq!(stride_target(&log, 2, Stride::Turn, true), 4);
        assert_eq!(stride_target(&log, 4, Stride::Turn, true), 7);
        // Back by turn from b's: to a's; from a's to the start.
        assert_eq!(stride_target(&log, 4, Stride::Turn, false), 2);
        assert_eq!(stride_target(&log, 2, Stride::Turn, false), 0);
        // By round.
        assert_eq!(stride_target(&log, 0, Stride::Round, true), 1);
        assert_eq!(stride_target(&log, 1, Stride::Round, true), 6);
        assert_eq!(stride_target(&log, 7, Stride::Round, false), 6);
        assert_eq!(stride_target(&log, 6, Stride::Round, false), 1);
        assert_eq!(stride_target(&log, 7, Stride::Event, true), 7);
    }
}
