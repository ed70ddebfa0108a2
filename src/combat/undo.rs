//! Taking a command back (issue 17), under Wesnoth's rule: a command can be undone while it has
//! shown the players nothing they could not have known before it. The engine is deterministic, so
//! undoing is playing the fight again without the command: the state comes out exactly as it was
//! before it, whatever the command touched.
//!
//! The rule as played: the last command that was not refused can be taken back when
//! - it rolled no die (counted by the dice themselves, so a roll no event shows counts too: a
//!   dying save at the next turn's start, initiative rolled for a new round);
//! - none of its events brought something new to light: a script's trigger fired or spoke,
//!   reinforcements joined, a unit changed sides or became aware, the fight ended;
//! - the unit whose turn it is now belongs to the same side as the one that gave it, so a turn
//!   can be taken back across the side's own units (a delay, a turn ended) but never once another
//!   side has the board.
//!
//! Undoing again takes back the command before, under the same rule, back to where the side's
//! turn began.

use super::commands::Command;
use super::components::{Dice, Side, Sides, TurnState};
use super::engine::resolve_into_log;
use super::events::CombatEvent;
use super::events::CombatLog;
use super::history::{CommandHistory, Played, play};
use super::reads::entity_of;
use crate::i18n::Phrase;
use crate::phrase;
use bevy::prelude::*;

/// Why a command cannot be taken back, as the player reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UndoRefusal {
    /// No command has been played yet.
    Nothing,
    /// The fight is over.
    Over,
    /// The last command was another side's (the turn has passed to this side since).
    OtherSide { side: String },
    /// It rolled dice.
    Rolled { what: Phrase },
    /// It showed something new.
    Revealed { what: Phrase, shown: Phrase },
}

impl UndoRefusal {
    pub fn phrase(&self) -> Phrase {
        match self {
            UndoRefusal::Nothing => phrase!("undo-nothing"),
            UndoRefusal::Over => phrase!("undo-over"),
            UndoRefusal::OtherSide { side } => phrase!("undo-other-side", side = side.clone()),
            UndoRefusal::Rolled { what } => phrase!("undo-rolled", what = what.clone()),
            UndoRefusal::Revealed { what, shown } => {
                phrase!("undo-revealed", what = what.clone(), shown = shown.clone())
            }
        }
    }
}

/// What an event showed that the players could not have known, if it showed anything.
fn revealed_by(event: &CombatEvent) -> Option<Phrase> {
    match event {
        CombatEvent::TriggerFires { .. } | CombatEvent::Message { .. } => {
            Some(phrase!("undo-shown-script"))
        }
        CombatEvent::Joined { .. } => Some(phrase!("undo-shown-joined")),
        CombatEvent::SideChanged { .. } => Some(phrase!("undo-shown-side")),
        CombatEvent::AwarenessChanged { .. } => Some(phrase!("undo-shown-aware")),
        CombatEvent::End { .. } => Some(phrase!("undo-shown-end")),
        _ => None,
    }
}

/// The command as a refusal names it: the action its log line names, else its kind.
fn what_it_was(played: &Played, log: &[CombatEvent]) -> Phrase {
    let action = log
        .get(played.events.clone())
        .unwrap_or_default()
        .iter()
        .find_map(|e| match e {
            CombatEvent::Action { action, .. } => Some(action.clone()),
            _ => None,
        });
    action.unwrap_or_else(|| match played.command {
        Command::EndTurn { .. } => phrase!("undo-what-end-turn"),
        Command::Delay { .. } => phrase!("undo-what-delay"),
        Command::Wait { .. } => phrase!("undo-what-wait"),
        Command::ActNow { .. } => phrase!("undo-what-act-now"),
        _ => phrase!("undo-what-command"),
    })
}

/// Whether the last command can be taken back now; if it can, how many commands of the history
/// stay (the refused ones after it go with it).
pub fn undo_check(world: &World) -> Result<usize, UndoRefusal> {
    let history = world
        .get_resource::<CommandHistory>()
        .map_or(&[][..], |h| &h.0[..]);
    let log = &world.resource::<CombatLog>().0;
    let turn = crate::combat::hot::resource::<TurnState>(world);
    if matches!(turn.phase, super::components::Phase::Ended { .. }) {
        return Err(UndoRefusal::Over);
    }
    let last = history.iter().rposition(|p| !p.refused(log));
    let Some(last) = last else {
        return Err(UndoRefusal::Nothing);
    };
    let played = &history[last];
    let what = || what_it_was(played, log);
    if played.rolled {
        return Err(UndoRefusal::Rolled { what: what() });
    }
    let events = log.get(played.events.clone()).unwrap_or_default();
    if let Some(shown) = events.iter().find_map(revealed_by) {
        return Err(UndoRefusal::Revealed {
            what: what(),
            shown,
        });
    }
    let side_of = |id: &str| entity_of(world, id).and_then(|e| world.get::<Side>(e).map(|s| s.0));
    let now = turn
        .current_unit()
        .and_then(|e| world.get::<Side>(e).map(|s| s.0));
    let by = side_of(played.command.unit());
    if by != now {
        let side = by
            .and_then(|s| crate::combat::hot::resource::<Sides>(world).0.get(s))
            .map_or_else(|| played.command.unit().to_string(), |s| s.id.clone());
        return Err(UndoRefusal::OtherSide { side });
    }
    Ok(last)
}

/// What a fight is played from: enough to build it again from nothing.
#[derive(Resource, Clone, Debug)]
pub struct FightOrigin {
    pub level: crate::level::LoadedLevel,
    pub seed: u64,
    /// The results the dice were told to show first.
    pub rolls: Vec<u32>,
}

/// Builds the fight again in `world` from its origin and plays `commands`; `forced` are results
/// the dice were told to show later, each once as many commands had been played as its index
/// says (a test's). The last fight's units go and the encounter's resources are replaced, as the
/// simulator's arena does between fights. With `publish` the events also go out as messages,
/// for a window that shows them.
pub fn rebuild(
    world: &mut World,
    origin: &FightOrigin,
    commands: &[Command],
    forced: &[(usize, Vec<u32>)],
    publish: bool,
) {
    super::reads::despawn_roster(world);
    super::spawn::spawn_encounter(world, &origin.level, origin.seed);
    let force_before = |world: &mut World, index: usize| {
        for (_, rolls) in forced.iter().filter(|(at, _)| *at == index) {
            world.resource_mut::<Dice>().0.force(rolls.iter().copied());
        }
    };
    world
        .resource_mut::<Dice>()
        .0
        .force(origin.rolls.iter().copied());
    if publish {
        super::engine::resolve_with(world, super::turn::start);
    } else {
        resolve_into_log(world, super::turn::start);
    }
    for (index, command) in commands.iter().enumerate() {
        force_before(world, index);
        if crate::combat::hot::resource::<TurnState>(world).phase
            != super::components::Phase::Running
        {
            return;
        }
        play(world, command.clone(), publish);
    }
    force_before(world, commands.len());
}

/// Plays the last command again with `first`, a free command, given just before it: the fight is
/// built again without the last command (and the refused ones after it), then `first` and the
/// command are played, with the results forced after the command forced before it now. The dice
/// fall as they fell, so the command meets the same rolls up to the one `first` changes (seed
/// 001's hero point set aside for the roll that failed: what the window offers right after it).
/// The new events, or none when no command was played.
pub fn play_last_again_after(
    world: &mut World,
    origin: &FightOrigin,
    forced: &[(usize, Vec<u32>)],
    first: Command,
) -> std::ops::Range<usize> {
    let history = world
        .get_resource::<CommandHistory>()
        .map(|h| h.0.clone())
        .unwrap_or_default();
    let log = &world.resource::<CombatLog>().0;
    let played = history.iter().rposition(|p| !p.refused(log));
    let Some(last) = played else {
        let end = log.len();
        return end..end;
    };
    let commands: Vec<Command> = history[..last].iter().map(|p| p.command.clone()).collect();
    rebuild(world, origin, &commands, forced, false);
    let start = world.resource::<CombatLog>().0.len();
    play(world, first, false);
    for (_, rolls) in forced.iter().filter(|(at, _)| *at == last + 1) {
        world.resource_mut::<Dice>().0.force(rolls.iter().copied());
    }
    play(world, history[last].command.clone(), false);
    start..world.resource::<CombatLog>().0.len()
}

/// Takes back the last command if [`undo_check`] allows it, rebuilding the fight without it
/// (with the results `forced` later, as [`rebuild`] takes them); returns how many commands stay
/// and what was taken back, as the log named it.
pub fn undo(
    world: &mut World,
    origin: &FightOrigin,
    forced: &[(usize, Vec<u32>)],
) -> Result<(usize, Phrase), UndoRefusal> {
    let keep = undo_check(world)?;
    let history = world.resource::<CommandHistory>();
    let what = what_it_was(&history.0[keep], &world.resource::<CombatLog>().0);
    let commands: Vec<Command> = history.0[..keep]
        .iter()
        .map(|p| p.command.clone())
        .collect();
    let forced: Vec<(usize, Vec<u32>)> = forced
        .iter()
        .filter(|(at, _)| *at <= keep)
        .cloned()
        .collect();
    rebuild(world, origin, &commands, &forced, false);
    Ok((keep, what))
}
