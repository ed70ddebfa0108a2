//! Standing up and dropping prone (seed 000, "Ponerse de pie", "Dejarse caer"; prone's effects
//! from seed 001, see [`crate::rules::conditions`]).

use super::components::*;
use super::events::CombatEvent;
use super::reads::{is_prone, unit_id};
use super::rejection::Rejection;
use super::resolver::{EngineError, Resolver};
use crate::phrase;
use crate::rules::economy::ActionKind;
use bevy::prelude::*;

/// Move action; provokes from every enemy threatening the square, before the unit is up: one that
/// drops stays down.
pub fn stand_up(res: &mut Resolver, unit: Entity) -> Result<Result<(), EngineError>, Rejection> {
    check_stand_up(res.world, unit)?;
    res.emit(CombatEvent::Action {
        unit: res.id(unit),
        action: phrase!("action-stand-up"),
        cost: super::reads::cost_of(res.world, ActionKind::StandUp),
    });
    let stands = CombatEvent::Condition {
        unit: res.id(unit),
        condition: Condition::Prone,
        active: false,
    };
    Ok(super::attack::provoke_then(res, unit, stands))
}

/// Whether `unit` may stand up now: it lies prone, with the action to get up left.
pub fn check_stand_up(world: &World, unit: Entity) -> Result<(), Rejection> {
    super::reads::afford(world, ActionKind::StandUp)?;
    if !is_prone(world, unit) {
        return Err(Rejection::NotProne(unit_id(world, unit)));
    }
    Ok(())
}

/// Free action; provokes nothing.
pub fn drop_prone(res: &mut Resolver, unit: Entity) -> Result<Result<(), EngineError>, Rejection> {
    check_drop_prone(res.world, unit)?;
    res.emit(CombatEvent::Action {
        unit: res.id(unit),
        action: phrase!("action-drop-prone"),
        cost: super::reads::cost_of(res.world, ActionKind::DropProne),
    });
    res.emit(CombatEvent::Condition {
        unit: res.id(unit),
        condition: Condition::Prone,
        active: true,
    });
    Ok(Ok(()))
}

/// Whether `unit` may drop prone now: it stands, and not in a saddle.
pub fn check_drop_prone(world: &World, unit: Entity) -> Result<(), Rejection> {
    if is_prone(world, unit) {
        return Err(Rejection::AlreadyProne(unit_id(world, unit)));
    }
    if super::mounted::mount_of(world, unit).is_some() {
        return Err(Rejection::InTheSaddle(unit_id(world, unit)));
    }
    Ok(())
}
