//! Overrun ("Arrollar"), which seed 001 names without its rules, read after the game it comes
//! from: the unit tries to go through the square of a foe beside it, to the square straight
//! beyond (see `bull_rush::next_away`), which must be open. On a success it walks there, two
//! squares of movement in one step (its own movement: leaving its square provokes as a move
//! does, from any foe that still may); beating the CMD by 5 or more knocks the foe prone first.
//! Short by 5 or more, the unit falls prone where it stands. Readings: the foe never steps aside
//! to let the unit by (the engine does not stop a command to ask its player); rider and mount
//! are neither overrun nor overrunning.

use super::Landed;
use crate::combat::board::BoardSnapshot;
use crate::combat::components::*;
use crate::combat::movement::PlannedStep;
use crate::combat::resolver::{EngineError, Resolver};
use crate::i18n::Phrase;
use crate::phrase;
use crate::rules::grid::Pos;
use bevy::prelude::*;

/// By this much, a success knocks the foe prone and a failure the unit.
pub const KNOCKS_DOWN: i32 = 5;

/// The square beyond `target` from `unit`, where an overrun ends.
pub fn beyond(world: &World, unit: Entity, target: Entity) -> Option<Pos> {
    let from = world.get::<Position>(unit)?.0;
    let at = world.get::<Position>(target)?.0;
    let shape = crate::combat::board::shape(world);
    let next = super::bull_rush::next_away(shape, from, at);
    (next != at).then_some(next)
}

/// Why `unit` cannot overrun `target`, if it cannot.
pub fn refusal(world: &World, unit: Entity, target: Entity) -> Option<Phrase> {
    if super::saddled(world, target) || super::saddled(world, unit) {
        return Some(phrase!("why-rider-and-mount-stand-together"));
    }
    let conditions = crate::combat::reads::conditions_of(world, unit);
    if conditions.has(crate::rules::condition_table::Flag::CannotMove)
        || crate::combat::reads::effective_speed(world, unit) < 2
    {
        return Some(phrase!("why-it-cannot-move"));
    }
    let (Some(from), Some(at)) = (world.get::<Position>(unit), world.get::<Position>(target))
    else {
        return Some(phrase!("why-it-cannot-move"));
    };
    if !crate::combat::board::shape(world).adjacent(from.0, at.0) {
        return Some(phrase!("why-overrun-needs-a-foe-beside"));
    }
    let snap = BoardSnapshot::for_unit(world, unit);
    match beyond(world, unit, target) {
        Some(square) if super::bull_rush::free_to_stand_on(&snap, square) => None,
        _ => Some(phrase!("why-no-way-through")),
    }
}

/// A landed overrun takes the unit through (the foe falls first when beaten by 5); a bad failure
/// knocks the unit down.
pub fn follow_up(
    res: &mut Resolver,
    (unit, target): (Entity, Entity),
    landed: Landed,
) -> Result<(), EngineError> {
    match landed {
        Ok(by) => {
            let Some(to) = beyond(res.world, unit, target) else {
                return Ok(());
            };
            if by >= KNOCKS_DOWN && !crate::combat::reads::is_prone(res.world, target) {
                super::lay(res, target, Condition::Prone);
            }
            let step = PlannedStep { to, cost: 2 };
            crate::combat::movement::walk(res, unit, &[step], true)
        }
        Err(by) if by <= -KNOCKS_DOWN => {
            super::lay(res, unit, Condition::Prone);
            Ok(())
        }
        Err(_) => Ok(()),
    }
}
