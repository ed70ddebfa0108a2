//! A maneuver as a charge's attack (seed 001, "Cargar": a unit charging gets +2 on a trip). The
//! charge is run as any charge (its lane, its cost, a weapon drawn on the way, −2 Defense until
//! the unit's next turn); at its end, in place of the blow, the unit trips the foe, or, read after
//! the game the seed comes from, bull rushes it. The +2 is the charge's own attack bonus counting
//! on the maneuver's roll: once, not twice. The maneuver provokes from the foe as any does. A
//! bull rush made so cannot follow: the charge has spent the unit's movement.

use super::{Outcome, cannot};
use crate::combat::charge::ChargePlan;
use crate::combat::commands::ManeuverKind;
use crate::combat::rejection::Rejection;
use crate::combat::resolver::Resolver;
use crate::phrase;
use crate::rules::modifiers::Modifiers;
use bevy::prelude::*;

/// The charge's bonus on a maneuver made as its attack.
pub const CHARGE_BONUS: i32 = 2;

/// Whether `unit` may charge `target_id` and make a maneuver of `kind` at the end; the charge if
/// so.
pub fn check(
    world: &World,
    unit: Entity,
    target_id: &str,
    kind: ManeuverKind,
    follow: bool,
) -> Result<ChargePlan, Rejection> {
    if !super::played(world) {
        return Err(cannot(world, unit, phrase!("why-maneuvers-not-in-rules")));
    }
    if !matches!(kind, ManeuverKind::Trip | ManeuverKind::BullRush) || follow {
        return Err(cannot(
            world,
            unit,
            phrase!("why-charge-trips-or-bull-rushes"),
        ));
    }
    let plan = crate::combat::charge::check_charge(world, unit, target_id)?;
    let why = match kind {
        ManeuverKind::Trip => super::trip::refusal(world, plan.target),
        _ => super::bull_rush::refusal(world, unit, plan.target, false),
    };
    match why {
        Some(why) => Err(cannot(world, unit, why)),
        None => Ok(plan),
    }
}

/// The charge's terms on the maneuver's roll.
pub fn terms() -> Modifiers {
    let mut terms = Modifiers::new();
    terms.add("charge", CHARGE_BONUS);
    terms
}

/// Checks and makes the charge, then the maneuver.
pub fn perform(
    res: &mut Resolver,
    unit: Entity,
    target_id: &str,
    kind: ManeuverKind,
    follow: bool,
) -> Outcome {
    let plan = check(res.world, unit, target_id, kind, follow)?;
    let action = phrase!(
        "action-charge-maneuver",
        kind = crate::combat::events::maneuver_verb(kind.word()),
        target = target_id
    );
    Ok((|| {
        if !crate::combat::charge::run_up(res, unit, &plan, action)? {
            return Ok(());
        }
        let target = plan.target;
        match super::attempt_with(res, unit, target, kind, &terms())? {
            Some(landed) => super::follow_up(res, (unit, target), kind, landed, false),
            None => Ok(()),
        }
    })())
}
