//! Total defense (seed 000, "Defensa total"): a standard action that gives +2 Defense (+4 with a
//! shield, typed as cover) until the start of the unit's next turn; provokes nothing.

use super::components::*;
use super::events::CombatEvent;
use super::rejection::Rejection;
use super::resolver::{EngineError, Resolver};
use crate::phrase;
use crate::rules::economy::ActionKind;
use bevy::prelude::*;

pub fn total_defense(
    res: &mut Resolver,
    unit: Entity,
) -> Result<Result<(), EngineError>, Rejection> {
    super::reads::afford(res.world, ActionKind::TotalDefense)?;
    res.emit(CombatEvent::Action {
        unit: res.id(unit),
        action: phrase!("action-total-defense"),
        cost: super::reads::cost_of(res.world, ActionKind::TotalDefense),
    });
    res.emit(CombatEvent::Condition {
        unit: res.id(unit),
        condition: Condition::TotalDefense,
        active: true,
    });
    Ok(Ok(()))
}
