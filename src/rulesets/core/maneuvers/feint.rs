//! Feint (seed 001, "Fintar"), with the maneuvers (`combat_maneuvers`): a standard action that
//! provokes nothing, on a foe in melee reach. The unit rolls d20 + Bluff (its sheet's `skills:
//! (bluff: …)`, else its Cha modifier) and its conditions' check terms against 10 + the foe's
//! BAB + its Wis modifier, or its Sense Motive in place of Wis when its sheet gives one (ranks in
//! the skill). Against a creature that is not a humanoid it takes −4; against one of animal
//! wits (Int 1 or 2), −8 instead; a creature with no Int (0) cannot be feinted. On a success the
//! foe's Dex bonus does not count to its Defense against the unit's next melee blow at it, if
//! that comes before the end of the unit's next turn (read as: the feint lapses as the unit's
//! second turn after it begins, and the first melee blow at the foe, hit or miss, spends it).

use crate::combat::components::*;
use crate::combat::events::CombatEvent;
use crate::combat::reads::entity_of;
use crate::combat::rejection::Rejection;
use crate::combat::resolver::{EngineError, Resolver};
use crate::level::schema::CreatureType;
use crate::phrase;
use crate::rules::economy::ActionKind;
use crate::rules::modifiers::Modifiers;
use bevy::prelude::*;

type Outcome = Result<Result<(), EngineError>, Rejection>;

/// The penalty to feint a creature that is not a humanoid, and one of animal wits.
pub const NOT_HUMANOID: i32 = -4;
pub const ANIMAL_WITS: i32 = -8;

/// Whether `unit` may feint `target_id` now; the target if so.
pub fn check(world: &World, unit: Entity, target_id: &str) -> Result<Entity, Rejection> {
    let target = super::foe_in_reach(world, unit, target_id, ActionKind::Feint)?;
    if intelligence(world, target) <= 0 {
        return Err(super::cannot(
            world,
            unit,
            phrase!("why-no-mind-to-fool", target = target_id),
        ));
    }
    Ok(target)
}

fn intelligence(world: &World, e: Entity) -> i32 {
    world.get::<Abilities>(e).map_or(10, |a| a.0.intelligence)
}

/// The feinter's terms: Bluff (or Cha), its conditions' check terms, and the foe's nature.
pub fn bluff_terms(world: &World, unit: Entity, target: Entity) -> Modifiers {
    let mut terms = Modifiers::new();
    match world.get::<Nature>(unit).and_then(|n| n.skills.bluff) {
        Some(bluff) => terms.add("Bluff", bluff),
        None => terms.add(
            "Cha",
            world.get::<Abilities>(unit).map_or(0, |a| a.0.cha_mod()),
        ),
    };
    terms.add("conditions", crate::combat::reads::checks_term(world, unit));
    let humanoid = world
        .get::<Nature>(target)
        .is_none_or(|n| n.creature_type == CreatureType::Humanoid);
    if intelligence(world, target) <= 2 {
        terms.add("animal wits", ANIMAL_WITS);
    } else if !humanoid {
        terms.add("not humanoid", NOT_HUMANOID);
    }
    terms
}

/// The DC to feint `target`: 10 + BAB + Wis, or Sense Motive when it has ranks.
pub fn dc(world: &World, target: Entity) -> i32 {
    let bab = world.get::<BaseAttack>(target).map_or(0, |b| b.0);
    let insight = world
        .get::<Nature>(target)
        .and_then(|n| n.skills.sense_motive)
        .unwrap_or_else(|| world.get::<Abilities>(target).map_or(0, |a| a.0.wis_mod()));
    10 + bab + insight
}

/// The chance in 100 that a feint with `bonus` beats `dc` (a skill check: no natural 20 or 1).
pub fn chance(bonus: i32, dc: i32) -> u32 {
    (1..=20i32).filter(|n| n + bonus >= dc).count() as u32 * 5
}

/// Checks and makes a feint.
pub fn feint(res: &mut Resolver, unit: Entity, target_id: &str) -> Outcome {
    let target = check(res.world, unit, target_id)?;
    res.emit(CombatEvent::Action {
        unit: res.id(unit),
        action: phrase!("action-feint", target = target_id),
        cost: crate::combat::reads::cost_of(res.world, ActionKind::Feint),
    });
    Ok((|| {
        let mut modifiers = bluff_terms(res.world, unit, target);
        let dc = dc(res.world, target);
        let roll =
            super::super::hero::roll_d20(res, unit, &mut modifiers, |n, b| n as i32 + b >= dc)?;
        let total = roll as i32 + modifiers.total();
        let success = total >= dc;
        res.emit(CombatEvent::Check {
            unit: res.id(unit),
            ability: "bluff".into(),
            why: "feint".into(),
            roll,
            modifiers,
            total,
            dc,
            success,
        });
        if success {
            res.emit(CombatEvent::Feinted {
                unit: res.id(unit),
                target: res.id(target),
            });
        }
        Ok(())
    })())
}

/// Keeps the feint as the events say: laid by `feinted`, spent by the feinter's next melee blow
/// at the foe, lapsed as the feinter's second turn after it begins.
pub fn remember(world: &mut World, event: &CombatEvent) {
    // Every event passes here: a turn or a blow is read only where feints are played.
    let reads = matches!(event, CombatEvent::Turn { .. } | CombatEvent::Attack { .. });
    if reads && !super::played(world) {
        return;
    }
    match event {
        CombatEvent::Feinted { unit, target } => {
            let (Some(unit), Some(target)) = (entity_of(world, unit), entity_of(world, target))
            else {
                return;
            };
            world.entity_mut(unit).insert(Feinting { target, turns: 0 });
        }
        CombatEvent::Turn { unit } => {
            let Some(e) = entity_of(world, unit) else {
                return;
            };
            let Some(mut feint) = world.get_mut::<Feinting>(e) else {
                return;
            };
            feint.turns += 1;
            if feint.turns >= 2 {
                world.entity_mut(e).remove::<Feinting>();
            }
        }
        CombatEvent::Attack {
            attacker,
            target,
            weapon,
            ..
        } => {
            let (Some(a), Some(t)) = (entity_of(world, attacker), entity_of(world, target)) else {
                return;
            };
            let melee = world.get::<Equipment>(a).is_none_or(|eq| {
                eq.weapons
                    .iter()
                    .find(|w| &w.name == weapon)
                    .is_none_or(|w| w.is_melee())
            });
            if melee && world.get::<Feinting>(a).is_some_and(|f| f.target == t) {
                world.entity_mut(a).remove::<Feinting>();
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_feint_is_a_plain_skill_check_with_no_natural_twenty() {
        // +0 against DC 12 needs a 12: 9 faces of 20.
        assert_eq!(chance(0, 12), 45);
        assert_eq!(chance(-8, 13), 0);
        assert_eq!(chance(15, 12), 100);
    }
}
