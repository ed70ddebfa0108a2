//! Trip ("Derribo"), read after the game seed 001 comes from: the foe falls prone; a roll that
//! fails by 10 or more knocks the unit itself prone instead. A foe already lying down cannot be
//! tripped, nor one in the saddle or carrying a rider (rider and mount stand or fall together
//! here: the seed's mounted rules unseat a rider only by a fall or a knock-out). The seed names no
//! size limit, and there is none.

use super::{BAD_FAILURE, Landed, lay};
use crate::combat::components::Condition;
use crate::combat::reads::is_prone;
use crate::combat::resolver::Resolver;
use crate::i18n::Phrase;
use crate::phrase;
use bevy::prelude::*;

/// Why `target` cannot be tripped, if it cannot.
pub fn refusal(world: &World, target: Entity) -> Option<Phrase> {
    let id = crate::combat::reads::unit_id(world, target);
    if is_prone(world, target) {
        return Some(phrase!("why-target-already-down", target = id));
    }
    super::saddled(world, target).then(|| phrase!("why-rider-and-mount-stand-together"))
}

/// Prone goes to the foe, or on a bad failure to the unit.
pub fn follow_up(res: &mut Resolver, unit: Entity, target: Entity, landed: Landed) {
    match landed {
        Ok(_) => lay(res, target, Condition::Prone),
        Err(by) if by <= -BAD_FAILURE && !super::saddled(res.world, unit) => {
            lay(res, unit, Condition::Prone)
        }
        Err(_) => {}
    }
}
