//! The aid one unit gives another, once given (the `aid` event): the ally's condition and the
//! helper's note of it. What aid gives, and who may give it, is the ruleset's (Core's:
//! `rulesets/core/aid.rs`).

use super::components::*;
use super::events::CombatEvent;
use super::reads::entity_of;
use bevy::prelude::*;

/// Applies aid given: the ally's condition, and the helper's note of it (lapsing at its next
/// turn).
pub(super) fn apply_event(world: &mut World, event: &CombatEvent) -> bool {
    if let CombatEvent::Aid {
        helper,
        ally,
        aid,
        bonus,
    } = event
        && *bonus > 0
        && let (Some(h), Some(a)) = (entity_of(world, helper), entity_of(world, ally))
    {
        let condition = if aid == "attack" {
            Condition::AidedAttack
        } else {
            Condition::AidedDefense
        };
        if let Some(mut c) = world.get_mut::<Conditions>(a) {
            c.0.insert(condition);
        }
        world.entity_mut(h).insert(AidGiven { ally: a, condition });
    }
    true
}
