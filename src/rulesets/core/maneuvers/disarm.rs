//! Disarm ("Desarme"), read after the game seed 001 comes from: the foe drops the weapon in its
//! hand (the first it holds, as its data lists them) at its feet; beating its CMD by 10 or more,
//! it drops everything in its hands. A roll that fails by 10 or more makes the unit drop its own
//! weapon. A unit with no weapon in hand disarms at −4. Natural weapons (claws, a bite) cannot be
//! taken away, so a foe holding nothing else cannot be disarmed.

use super::{BAD_FAILURE, Landed};
use crate::combat::components::*;
use crate::combat::events::CombatEvent;
use crate::combat::resolver::{EngineError, Resolver};
use crate::i18n::Phrase;
use crate::phrase;
use bevy::prelude::*;

/// The penalty to disarm with no weapon in hand.
pub const BARE_HANDED: i32 = -4;

/// Beating the CMD by this much empties both hands.
pub const BOTH_HANDS: i32 = 10;

/// Why `target` cannot be disarmed, if it cannot.
pub fn refusal(world: &World, target: Entity) -> Option<Phrase> {
    held(world, target).is_empty().then(|| {
        phrase!(
            "why-nothing-to-disarm",
            target = crate::combat::reads::unit_id(world, target)
        )
    })
}

/// The disarming unit's term for having no weapon in hand (0 with one).
pub fn bare_hands_term(world: &World, unit: Entity) -> i32 {
    if held(world, unit).is_empty() {
        BARE_HANDED
    } else {
        0
    }
}

/// The weapon a disarm would take from `unit` first: the first non-natural one in its hands.
pub fn weapon_taken(world: &World, unit: Entity) -> Option<&crate::level::schema::Weapon> {
    world.get::<Equipment>(unit)?.usable().find(|w| !w.natural)
}

/// The ids of the weapons and objects `unit` holds, main hand first (natural weapons are not
/// held).
fn held(world: &World, unit: Entity) -> Vec<String> {
    let Some(eq) = world.get::<Equipment>(unit) else {
        return Vec::new();
    };
    let weapons = eq.usable().filter(|w| !w.natural).map(|w| w.id.clone());
    let objects = eq.wielded.iter().filter(|id| eq.holds_item(id)).cloned();
    weapons.chain(objects).collect()
}

/// The foe's weapon (or both hands') falls, or on a bad failure the unit's own.
pub fn follow_up(
    res: &mut Resolver,
    unit: Entity,
    target: Entity,
    landed: Landed,
) -> Result<(), EngineError> {
    let (loser, how_many) = match landed {
        Ok(by) if by >= BOTH_HANDS => (target, usize::MAX),
        Ok(_) => (target, 1),
        Err(by) if by <= -BAD_FAILURE => (unit, 1),
        Err(_) => return Ok(()),
    };
    let at = res
        .world
        .get::<Position>(loser)
        .map(|p| p.0)
        .unwrap_or_default();
    for thing in held(res.world, loser).into_iter().take(how_many) {
        res.emit(CombatEvent::Dropped {
            unit: res.id(loser),
            thing,
            at,
        });
    }
    Ok(())
}
