//! Aid another (seed 000, "Ayudar a otro"), as Core plays it: a standard action that provokes
//! nothing. The helper must be adjacent to the ally and have at least +2 to attack; the ally gets
//! +2 on its next attack roll, or +2 Defense against the next attack on it, until the helper's
//! next turn. If the helper's attack bonus is 3 or more below the ally's, the ally gains nothing
//! (the action is still spent). "The bonus it lends" is read, for both kinds of aid, as the melee
//! attack bonus (BAB + Str + size): the seed names only the attack roll.

use crate::combat::commands::AidKind;
use crate::combat::components::*;
use crate::combat::events::CombatEvent;
use crate::combat::reads::{entity_of, health_state, unit_id};
use crate::combat::rejection::Rejection;
use crate::combat::resolver::{EngineError, Resolver};
use crate::i18n::Phrase;
use crate::phrase;
use crate::rules::attack::{AttackStyle, attack_bonus};
use crate::rules::economy::ActionKind;
use crate::rules::health::HealthState;
use crate::rules::modifiers::Modifiers;
use bevy::prelude::*;

/// A unit's melee attack bonus.
pub fn melee_bonus(world: &World, e: Entity) -> i32 {
    attack_bonus(
        AttackStyle::Melee,
        world.get::<BaseAttack>(e).map_or(0, |b| b.0),
        &crate::combat::reads::effective_abilities(world, e),
        None,
        world
            .get::<CreatureSize>(e)
            .map(|s| s.0)
            .unwrap_or_default(),
        &Modifiers::new(),
    )
    .total()
}

/// The bonus the aid gives: +2, or 0 when the helper is 3 or more below the ally.
pub fn aid_bonus(helper_bonus: i32, ally_bonus: i32) -> i32 {
    if helper_bonus <= ally_bonus - 3 { 0 } else { 2 }
}

/// The bonus `helper`'s aid would give `ally`, by their melee attack bonuses.
pub fn bonus_between(world: &World, helper: Entity, ally: Entity) -> i32 {
    aid_bonus(melee_bonus(world, helper), melee_bonus(world, ally))
}

/// Whether `helper` may aid `ally_id` now, and the bonus the ally would get.
pub fn check(world: &World, helper: Entity, ally_id: &str) -> Result<i32, Rejection> {
    let id = unit_id(world, helper);
    crate::combat::reads::afford(world, ActionKind::AidAnother)?;
    let ally = entity_of(world, ally_id).ok_or_else(|| Rejection::UnknownUnit(ally_id.into()))?;
    let refuse = |why: Phrase| Rejection::CannotAid {
        unit: id.clone(),
        ally: ally_id.into(),
        why,
    };
    if ally == helper {
        return Err(refuse(phrase!("why-a-unit-cannot-aid-itself")));
    }
    if world.get::<Side>(ally) != world.get::<Side>(helper) {
        return Err(refuse(phrase!("why-not-an-ally")));
    }
    if health_state(world, ally) == HealthState::Dead {
        return Err(Rejection::TargetDead(ally_id.into()));
    }
    let here = world
        .get::<Position>(helper)
        .map(|p| p.0)
        .unwrap_or_default();
    let there = world.get::<Position>(ally).map(|p| p.0).unwrap_or_default();
    if !crate::combat::board::shape(world).adjacent(here, there) {
        return Err(refuse(phrase!("why-it-must-be-adjacent")));
    }
    let mine = melee_bonus(world, helper);
    if mine < 2 {
        return Err(refuse(phrase!(
            "why-aid-needs-plus-2",
            bonus = format!("{mine:+}")
        )));
    }
    Ok(aid_bonus(mine, melee_bonus(world, ally)))
}

/// Checks and carries out aid another.
pub fn aid(
    res: &mut Resolver,
    helper: Entity,
    ally_id: &str,
    kind: AidKind,
) -> Result<Result<(), EngineError>, Rejection> {
    let bonus = check(res.world, helper, ally_id)?;
    let id = unit_id(res.world, helper);
    res.emit(CombatEvent::Action {
        unit: id.clone(),
        action: phrase!("action-aid", ally = ally_id),
        cost: crate::combat::reads::cost_of(res.world, ActionKind::AidAnother),
    });
    res.emit(CombatEvent::Aid {
        helper: id,
        ally: ally_id.into(),
        aid: match kind {
            AidKind::Attack => "attack".into(),
            AidKind::Defense => "defense".into(),
        },
        bonus,
    });
    Ok(Ok(()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_bonus_when_the_helper_is_three_or_more_below() {
        assert_eq!(aid_bonus(4, 6), 2);
        assert_eq!(aid_bonus(4, 7), 0);
        assert_eq!(aid_bonus(6, 2), 2);
    }
}
