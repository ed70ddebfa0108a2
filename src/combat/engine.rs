//! The heart of the flow: a command checked and carried out with a resolver that folds each
//! event in with [`apply`] (the one place that changes components during a fight), and the system
//! that turns command messages into events.

use super::commands::Command;
use super::components::*;
use super::events::{CombatEvent, CombatLog};
use super::movement::MoveKind;
use super::reads::{entity_of, health_state, unit_id};
use super::rejection::{Rejection, ruleset_playing};
use super::resolver::{EngineError, Resolver};
use super::{attack, charge, defend, movement, posture, turn};
use bevy::prelude::*;

pub use super::apply::apply;

/// Checks and resolves one command. A command that is not allowed yields a `rejected` event.
pub fn submit(res: &mut Resolver, command: &Command) -> Result<(), EngineError> {
    // A waiting unit steps in on another's turn, before it has begun.
    if let Command::ActNow { unit } = command {
        if let Err(reason) = ruleset_playing(res.world, command) {
            res.emit(CombatEvent::Rejected {
                unit: unit.clone(),
                reason: reason.phrase(),
            });
            return Ok(());
        }
        turn::act_now(res, unit)?;
        super::script::check(res)?;
        return turn::after_command(res);
    }
    if let Command::Hero { unit, .. } = command {
        return spend_hero_point(res, unit, command);
    }
    let actor = check_actor(res.world, command.unit());
    // On another's turn, an immediate spell or a free action the seed allows then.
    if let Err(Rejection::NotYourTurn { .. }) = actor
        && let Some(unit) = entity_of(res.world, command.unit())
        && let Some(act) = super::immediate::off_turn_act(res.world, unit, command)
    {
        if let Err(reason) = super::immediate::check_off_turn(res.world, unit, act) {
            res.emit(CombatEvent::Rejected {
                unit: command.unit().to_string(),
                reason: reason.phrase(),
            });
            return Ok(());
        }
        let first_event = res.events.len();
        // Given by a player, a command that cannot be done is refused, as on the unit's turn.
        if let Err(reason) = super::ready::out_of_turn(res, unit, act, command)? {
            res.emit(CombatEvent::Rejected {
                unit: command.unit().to_string(),
                reason: reason.phrase(),
            });
            return Ok(());
        }
        crate::rulesets::of(res.world).concentration(res, first_event)?;
        super::script::check(res)?;
        return turn::after_command(res);
    }
    match actor {
        Err(reason) => {
            res.emit(CombatEvent::Rejected {
                unit: command.unit().to_string(),
                reason: reason.phrase(),
            });
            Ok(())
        }
        Ok(actor) => {
            let ruleset = crate::rulesets::of(res.world);
            let before = health_state(res.world, actor);
            let first_event = res.events.len();
            let outcome = perform(res, actor, command);
            match outcome {
                Ok(result) => {
                    result?;
                    ruleset.command_done(res, actor, before, first_event)?;
                    ruleset.concentration(res, first_event)?;
                    super::mounted::check_falls(res, first_event)?;
                    super::script::check(res)?;
                    turn::after_command(res)
                }
                Err(reason) => {
                    res.emit(CombatEvent::Rejected {
                        unit: command.unit().to_string(),
                        reason: reason.phrase(),
                    });
                    Ok(())
                }
            }
        }
    }
}

/// A hero point spent (seed 001): on the unit's turn or another's, as its spend allows, by the
/// ruleset that plays them.
fn spend_hero_point(res: &mut Resolver, unit: &str, command: &Command) -> Result<(), EngineError> {
    let refused = |res: &mut Resolver, reason: Rejection| {
        res.emit(CombatEvent::Rejected {
            unit: unit.to_string(),
            reason: reason.phrase(),
        });
        Ok(())
    };
    if crate::combat::hot::resource::<TurnState>(res.world).phase != Phase::Running {
        return refused(res, Rejection::NotRunning);
    }
    let Some(e) = entity_of(res.world, unit) else {
        return refused(res, Rejection::UnknownUnit(unit.to_string()));
    };
    match perform(res, e, command) {
        Ok(result) => {
            result?;
            super::script::check(res)?;
            turn::after_command(res)
        }
        Err(reason) => refused(res, reason),
    }
}

/// Resolves `command` for `actor` by the level's ruleset, once the actor may act: on its turn
/// (see [`submit`]) or out of turn (a readied or immediate action, see
/// [`ready::out_of_turn`](super::ready::out_of_turn)).
pub fn perform(
    res: &mut Resolver,
    actor: Entity,
    command: &Command,
) -> Result<Result<(), EngineError>, Rejection> {
    let ruleset = ruleset_playing(res.world, command)?;
    if let Some(outcome) = ruleset.perform(res, actor, command) {
        return outcome;
    }
    match command {
        Command::Move { to, path, draw, .. } => match draw {
            None => movement::perform(res, actor, MoveKind::Move, *to, path.as_deref()),
            Some(ids) => super::equip::move_drawing(res, actor, *to, path.as_deref(), ids),
        },
        Command::Draw { weapons, .. } => super::equip::draw(res, actor, weapons),
        Command::Shield { on, .. } => super::equip::shield(res, actor, *on),
        Command::Drop { thing, .. } => super::objects::drop_thing(res, actor, thing),
        Command::PickUp { thing, .. } => super::objects::pick_up(res, actor, thing.as_deref()),
        Command::HandOver { thing, to, .. } => super::objects::hand_over(res, actor, thing, to),
        Command::Drink { item, .. } => super::items::drink(res, actor, item.as_deref()),
        Command::Reload { weapon, .. } => super::equip::reload(res, actor, weapon.as_deref()),
        Command::Withdraw { to, path, .. } => {
            movement::perform(res, actor, MoveKind::Withdraw, *to, path.as_deref())
        }
        Command::Step { to, .. } => movement::perform(res, actor, MoveKind::Step, Some(*to), None),
        Command::Crawl { to, .. } => {
            movement::perform(res, actor, MoveKind::Crawl, Some(*to), None)
        }
        Command::StandUp { .. } => posture::stand_up(res, actor),
        Command::DropProne { .. } => posture::drop_prone(res, actor),
        Command::Charge { target, .. } => charge::perform(res, actor, target),
        Command::TotalDefense { .. } => defend::total_defense(res, actor),
        Command::Ready {
            trigger,
            weapon,
            then,
            ..
        } => super::ready::ready(res, actor, *trigger, weapon.as_deref(), then.as_ref()),
        Command::React { spell, trigger, .. } => {
            super::immediate::set_reaction(res, actor, spell, *trigger)
        }
        Command::Attack { target, weapon, .. } => {
            attack::perform(res, actor, target, weapon.as_deref())
        }
        Command::Delay { after, .. } => turn::delay(res, actor, after.as_deref()),
        Command::Wait { .. } => turn::wait(res, actor),
        Command::ActNow { unit } => Err(Rejection::ActNowOwnTurn(unit.clone())),
        Command::CancelSpell { spell, .. } => super::cast::cancel(res, actor, spell),
        Command::ToggleDoor { at, .. } => super::objects::toggle_door(res, actor, *at),
        Command::Mount { mount, .. } => super::mounted::mount(res, actor, mount),
        Command::Dismount { to, .. } => super::mounted::dismount(res, actor, *to),
        Command::EndTurn { .. } => Ok(turn::end_turn(res, actor)),
        // A ruleset's own commands, which the ruleset that has them performs.
        Command::CoupDeGrace { .. }
        | Command::TwoWeaponAttack { .. }
        | Command::AidAnother { .. }
        | Command::Cast { .. }
        | Command::UseItem { .. }
        | Command::SetDefence { .. }
        | Command::Aim { .. }
        | Command::Grapple { .. }
        | Command::Crush { .. }
        | Command::FirstAid { .. }
        | Command::Tackle { .. }
        | Command::HumanShield { .. }
        | Command::BuildEnergy { .. }
        | Command::SetCritical { .. }
        | Command::Guard { .. }
        | Command::Run { .. }
        | Command::Feint { .. }
        | Command::ShakeFree { .. }
        | Command::Hero { .. }
        | Command::Manoeuvre { .. }
        | Command::BreakFree { .. }
        | Command::Release { .. }
        | Command::ExtraHalfAction { .. }
        | Command::Jump { .. }
        | Command::CombatManeuver { .. }
        | Command::MaintainGrapple { .. }
        | Command::RideAndAct { .. }
        | Command::Throw { .. } => Err(Rejection::not_in_ruleset(ruleset, command)),
    }
}

/// The checks every command shares: the fight runs, the unit exists and it is its turn.
pub fn check_actor(world: &World, unit: &str) -> Result<Entity, Rejection> {
    let t = crate::combat::hot::resource::<TurnState>(world);
    if t.phase != Phase::Running {
        return Err(Rejection::NotRunning);
    }
    let e = entity_of(world, unit).ok_or_else(|| Rejection::UnknownUnit(unit.to_string()))?;
    match t.current_unit() {
        Some(current) if current == e => Ok(e),
        Some(current) => Err(Rejection::NotYourTurn {
            unit: unit.to_string(),
            current: unit_id(world, current),
        }),
        None => Err(Rejection::NotRunning),
    }
}

/// Runs `f` with a resolver and publishes what it emitted to the log and as messages.
pub fn resolve_with(
    world: &mut World,
    f: impl FnOnce(&mut Resolver) -> Result<(), EngineError>,
) -> Vec<CombatEvent> {
    let events = resolve_logged(world, f);
    for e in &events {
        world.write_message(e.clone());
    }
    events
}

/// Runs `f` with a resolver and adds what it emitted to the log, without messages: for a bare
/// `World` with no app around it (the balance simulator).
pub fn resolve_logged(
    world: &mut World,
    f: impl FnOnce(&mut Resolver) -> Result<(), EngineError>,
) -> Vec<CombatEvent> {
    let new = resolve_into_log(world, f);
    world.resource::<CombatLog>().0[new].to_vec()
}

/// [`resolve_logged`] without a copy of the events: where in the log they went.
pub fn resolve_into_log(
    world: &mut World,
    f: impl FnOnce(&mut Resolver) -> Result<(), EngineError>,
) -> std::ops::Range<usize> {
    let start = world.resource::<CombatLog>().0.len();
    if world.resource::<EngineFault>().0.is_some() {
        return start..start;
    }
    let mut res = Resolver::new(world, apply, perform);
    let result = f(&mut res);
    let mut events = std::mem::take(&mut res.events);
    if let Err(e) = result {
        world.resource_mut::<EngineFault>().0 = Some(e.to_string());
    }
    let mut log = world.resource_mut::<CombatLog>();
    log.0.append(&mut events);
    let end = log.0.len();
    super::resolver::recycle_events(events);
    start..end
}
