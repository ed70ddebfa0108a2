//! Immediate and free actions out of turn (seed 000, "Acción inmediata", "Acción gratuita").
//!
//! An immediate action takes next to no time: it is declared right after another creature
//! declares its action and is resolved before it, and it can be taken on others' turns. As in the
//! d20 games the seed follows, taken on the unit's own turn it is that turn's swift action; taken
//! on another's it is the swift action of the unit's next turn, so a unit has one a round. A
//! spell or ability with the casting time `Action(immediate)` is one (the marauder's adrenaline,
//! the seed's own example).
//!
//! The engine resolves a command whole, so nobody can break into it halfway: a unit that wants to
//! answer another's action says so beforehand, as a free action on its own turn, with a standing
//! reaction (`React`): "when an enemy attacks me, use adrenaline". The reaction goes off each
//! time its trigger comes (the triggers of readied actions, and `Attacked`), while the unit has
//! a use left and its swift action to give; it stays until the unit changes or clears it.
//! Between commands, an immediate spell (`Cast`) or a free action (dropping an object or
//! dropping prone) may also be given on another's turn.

use super::commands::Command;
use super::commands::ReadyTrigger;
use super::components::*;
use super::events::{CombatEvent, OutOfTurnAct};
use super::reads::{health_state, unit_id};
use super::rejection::Rejection;
use super::resolver::{EngineError, Resolver};
use crate::level::spells::CastingTime;
use crate::phrase;
use crate::rules::economy::ActionCost;
use bevy::prelude::*;

/// A standing answer: when `trigger` comes, the unit uses the immediate `spell`.
#[derive(Component, Clone, Debug, PartialEq, Eq)]
pub struct Reaction {
    pub spell: String,
    pub trigger: ReadyTrigger,
}

/// The unit took an immediate action on another's turn: its next turn has no swift action.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct SwiftTaken;

/// Whether `spell` is one the unit knows with an immediate casting time.
fn knows_immediate(world: &World, unit: Entity, spell: &str) -> bool {
    world
        .get::<Spellcasting>(unit)
        .and_then(|c| c.known(spell))
        .is_some_and(|k| k.spell.casting_time == CastingTime::Action(ActionCost::Immediate))
}

/// Free action, on the unit's own turn: from now on, when `trigger` comes, use `spell` (an
/// immediate one); with no trigger, stop.
pub fn set_reaction(
    res: &mut Resolver,
    unit: Entity,
    spell: &str,
    trigger: Option<ReadyTrigger>,
) -> Result<Result<(), EngineError>, Rejection> {
    check_reaction(res.world, unit, spell, trigger)?;
    res.emit(CombatEvent::ReactionSet {
        unit: res.id(unit),
        spell: spell.to_string(),
        trigger,
    });
    Ok(Ok(()))
}

/// Whether `unit` may answer `trigger` with `spell`: an immediate spell it knows, and a trigger
/// on the board.
pub fn check_reaction(
    world: &World,
    unit: Entity,
    spell: &str,
    trigger: Option<ReadyTrigger>,
) -> Result<(), Rejection> {
    if !knows_immediate(world, unit, spell) {
        return Err(Rejection::CannotCast {
            unit: unit_id(world, unit),
            spell: spell.to_string(),
            why: phrase!("why-not-an-immediate-spell"),
        });
    }
    if let Some(ReadyTrigger::EntersArea { at, .. } | ReadyTrigger::AllyPasses { at }) = trigger
        && !crate::combat::hot::resource::<Board>(world).contains(at)
    {
        return Err(Rejection::OffMap(at));
    }
    Ok(())
}

/// `unit`'s standing reaction answers `cause`, who set its trigger off, when the unit can act,
/// has the spell's use and its swift action to give (on its own turn, this turn's; else its next
/// turn's, if not given already). Whether it went off.
pub fn react(
    res: &mut Resolver,
    unit: Entity,
    reaction: &Reaction,
    cause: Entity,
) -> Result<bool, EngineError> {
    let world = &*res.world;
    let uses_left = world
        .get::<Spellcasting>(unit)
        .and_then(|c| c.known(&reaction.spell))
        .is_some_and(|k| k.left > 0);
    let own_turn = crate::combat::hot::resource::<TurnState>(world).current_unit() == Some(unit);
    let swift_free = if own_turn {
        crate::combat::hot::resource::<TurnState>(world)
            .budget
            .swift
    } else {
        world.get::<SwiftTaken>(unit).is_none()
    };
    if !uses_left || !swift_free || !health_state(world, unit).can_act() {
        return Ok(false);
    }
    let command = super::ready::cast_at(world, unit, &reaction.spell, cause, false);
    if own_turn {
        // Its own swift action, from its own budget.
        return match res.perform(unit, &command) {
            Ok(result) => result.map(|()| true),
            Err(_) => Ok(false),
        };
    }
    super::ready::out_of_turn_or_spent(res, unit, OutOfTurnAct::Immediate, &command)?;
    Ok(true)
}

/// What a command given on another's turn may be: an immediate spell, or a free action that the
/// seed allows then (dropping an object, dropping prone). `None` for anything else.
pub fn off_turn_act(world: &World, unit: Entity, command: &Command) -> Option<OutOfTurnAct> {
    match command {
        Command::Cast { spell, .. } if knows_immediate(world, unit, spell) => {
            Some(OutOfTurnAct::Immediate)
        }
        Command::Drop { .. } | Command::DropProne { .. } => Some(OutOfTurnAct::Free),
        _ => None,
    }
}

/// Whether `unit` may act out of turn at all now: it can act, and for an immediate action its
/// next turn's swift action is still its own.
pub fn check_off_turn(world: &World, unit: Entity, act: OutOfTurnAct) -> Result<(), Rejection> {
    let id = || unit_id(world, unit);
    if !health_state(world, unit).can_act() {
        return Err(Rejection::Cannot {
            unit: id(),
            why: phrase!("why-cannot-act-now"),
        });
    }
    if act == OutOfTurnAct::Immediate && world.get::<SwiftTaken>(unit).is_some() {
        return Err(Rejection::Cannot {
            unit: id(),
            why: phrase!("why-immediate-taken"),
        });
    }
    Ok(())
}

/// Applies acting out of turn (its budget stands in for the turn's until it ends) and reactions
/// set; none of it is read by a board snapshot.
pub(super) fn apply_event(world: &mut World, event: &CombatEvent) -> bool {
    use CombatEvent as E;
    match event {
        E::OutOfTurn { act, .. } => {
            let mut t = world.resource_mut::<TurnState>();
            let own = std::mem::replace(&mut t.budget, act.budget());
            t.waiting_budgets.push(own);
        }
        E::OutOfTurnEnds { .. } => {
            let mut t = world.resource_mut::<TurnState>();
            if let Some(own) = t.waiting_budgets.pop() {
                t.budget = own;
            }
        }
        E::ReactionSet {
            unit,
            spell,
            trigger,
        } => {
            let Some(e) = super::reads::entity_of(world, unit) else {
                return false;
            };
            match trigger {
                Some(trigger) => {
                    world.entity_mut(e).insert(Reaction {
                        spell: spell.clone(),
                        trigger: *trigger,
                    });
                }
                None => {
                    world.entity_mut(e).remove::<Reaction>();
                }
            }
        }
        _ => {}
    }
    false
}
