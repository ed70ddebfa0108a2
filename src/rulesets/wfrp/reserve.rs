//! Seed 003's reserved action ("Reserva"), played on the shared readied action (`Ready`): a half
//! action that ends the unit's turn and keeps a half action for later, spent when what it waits
//! for comes (a foe in reach, an ally attacked, a shot, a casting…) before the unit's next turn,
//! as an attack at whoever set it off or the command it named. Readings:
//!
//! - the seed's "at any moment" becomes a trigger named when reserving, so a fight replays from
//!   its commands and no turn stops to ask;
//! - unlike seed 000's readied action, going off does not move the unit in the initiative order
//!   (the seed says nothing of it);
//! - when two or more reserved actions go off at once, each of their units tests Agility and
//!   they act in the order of an opposed test: successes before failures, more degrees first,
//!   then the higher Agility, then the initiative order.

use super::profile;
use crate::combat::commands::{Command, ReadiedAction, ReadyTrigger};
use crate::combat::events::CombatEvent;
use crate::combat::rejection::Rejection;
use crate::combat::resolver::{EngineError, Resolver};
use bevy::prelude::*;

type Outcome = Result<Result<(), EngineError>, Rejection>;

/// Carries out a reservation: the shared readied action, then the end of the unit's turn.
pub fn perform(res: &mut Resolver, actor: Entity, command: &Command) -> Option<Outcome> {
    let Command::Ready {
        trigger,
        weapon,
        then,
        ..
    } = command
    else {
        return None;
    };
    Some(reserve(
        res,
        actor,
        *trigger,
        weapon.as_deref(),
        then.as_ref(),
    ))
}

fn reserve(
    res: &mut Resolver,
    actor: Entity,
    trigger: ReadyTrigger,
    weapon: Option<&str>,
    then: Option<&ReadiedAction>,
) -> Outcome {
    if let Err(e) = crate::combat::ready::ready(res, actor, trigger, weapon, then)? {
        return Ok(Err(e));
    }
    res.emit(CombatEvent::TurnEnd {
        unit: res.id(actor),
    });
    Ok(Ok(()))
}

/// The order in which reserved actions that go off at once are taken: each unit's Agility test
/// (reported), read as an opposed test between them.
pub fn order_at_once(res: &mut Resolver, units: Vec<Entity>) -> Result<Vec<Entity>, EngineError> {
    let mut keyed = Vec::with_capacity(units.len());
    for (listed, &unit) in units.iter().enumerate() {
        let ag = profile(res.world, unit).ag;
        let terms = super::hurt_terms(res.world, unit);
        let (roll, test) = super::strike::percentile(res, ("Ag", ag), &terms)?;
        res.emit(CombatEvent::Test {
            unit: res.id(unit),
            why: crate::phrase!("wfrp-test-reserve-first"),
            roll: Box::new(roll),
        });
        let margin = match test.success {
            true => test.degrees as i64,
            false => -(test.degrees as i64) - 1,
        };
        keyed.push(((test.success, margin, ag), listed, unit));
    }
    // Best first; equal keys keep the initiative order.
    keyed.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    Ok(keyed.into_iter().map(|(_, _, unit)| unit).collect())
}
