//! Usar un objeto (seed 002, "Usar un objeto"): an object at hand is used as the turn's action;
//! one in the pack takes the whole turn to get out, and is at hand from then on. `Drink` is the
//! command for both (a healing draught, a poultice): on a packed object it gets it out, on one
//! at hand it uses it. Healing goes through [`super::manoeuvres::tend`].

use super::OsrGear;
use crate::combat::components::*;
use crate::combat::events::CombatEvent;
use crate::combat::reads::unit_id;
use crate::combat::rejection::Rejection;
use crate::combat::resolver::{EngineError, Resolver};
use crate::level::schema::Item;
use crate::phrase;
use crate::rules::economy::ActionCost;
use bevy::prelude::*;

type Outcome = Result<Result<(), EngineError>, Rejection>;

/// What `Drink` would do now: the object, and whether it is at hand (used) or packed (got out).
pub fn check_use(
    world: &World,
    unit: Entity,
    item: Option<&str>,
) -> Result<(Item, bool), Rejection> {
    let at_hand = |id: &str| {
        world
            .get::<OsrGear>(unit)
            .is_some_and(|g| g.at_hand.iter().any(|a| a == id))
    };
    let usable: Vec<&Item> = world
        .get::<Equipment>(unit)
        .map(|eq| {
            eq.items
                .iter()
                .filter(|i| i.heal.is_some())
                .filter(|i| item.is_none_or(|want| i.id == want))
                .collect()
        })
        .unwrap_or_default();
    // One at hand before one in the pack.
    let chosen = usable
        .iter()
        .find(|i| at_hand(&i.id))
        .or(usable.first())
        .map(|&i| i.clone())
        .ok_or_else(|| Rejection::Cannot {
            unit: unit_id(world, unit),
            why: phrase!("why-it-carries-nothing-to-use"),
        })?;
    let ready = at_hand(&chosen.id);
    let cost = if ready {
        ActionCost::Standard
    } else {
        ActionCost::FullRound
    };
    crate::combat::hot::resource::<TurnState>(world)
        .budget
        .check(cost)
        .map_err(|e| {
            if ready {
                e.into()
            } else {
                Rejection::Cannot {
                    unit: unit_id(world, unit),
                    why: phrase!(
                        "why-getting-out-takes-the-turn",
                        item = crate::i18n::as_term(chosen.name.as_str())
                    ),
                }
            }
        })?;
    Ok((chosen, ready))
}

pub fn use_object(res: &mut Resolver, unit: Entity, item: Option<&str>) -> Outcome {
    let (object, ready) = check_use(res.world, unit, item)?;
    let id = res.id(unit);
    if !ready {
        res.emit(CombatEvent::Action {
            unit: id.clone(),
            action: phrase!(
                "action-get-out",
                item = crate::i18n::as_term(object.name.as_str())
            ),
            cost: ActionCost::FullRound,
        });
        res.emit(CombatEvent::ItemReady {
            unit: id,
            item: object.id,
        });
        return Ok(Ok(()));
    }
    res.emit(CombatEvent::Action {
        unit: id.clone(),
        action: phrase!(
            "action-use",
            item = crate::i18n::as_term(object.name.as_str())
        ),
        cost: ActionCost::Standard,
    });
    res.emit(CombatEvent::ItemUsed {
        unit: id,
        item: object.id.clone(),
    });
    Ok(match object.heal {
        Some(healing) => {
            let dice = crate::combat::items::healing_dice(res.world, unit, healing);
            super::manoeuvres::tend(res, unit, dice)
        }
        None => Ok(()),
    })
}
