//! What a weapon's hit lays on the creature it hurts (`on_hit:` in `weapons.ron`): seed 001's
//! conditions and bleeding from a weapon. Each effect asks its save first, if it has one. A
//! condition's `rounds` count on the hurt creature's own turns (the effect is its own to keep:
//! it is logged as cast by that creature); a bleed lasts until healed; prone knocks it down.

use crate::combat::components::Condition;
use crate::combat::events::CombatEvent;
use crate::combat::reads::{health_state, is_prone};
use crate::combat::resolver::{EngineError, Resolver};
use crate::level::schema::{OnHit, Weapon};
use crate::level::spells::{ConditionId, SpellEffect};
use crate::rules::condition_table::Flag;
use bevy::prelude::*;

/// Lays each of `weapon`'s on-hit effects that `target` does not save against.
pub fn lay(res: &mut Resolver, target: Entity, weapon: &Weapon) -> Result<(), EngineError> {
    for hit in &weapon.on_hit {
        if health_state(res.world, target) == crate::rules::health::HealthState::Dead {
            return Ok(());
        }
        if resisted(res, target, hit)? {
            continue;
        }
        lay_one(res, target, weapon, &hit.effect)?;
    }
    Ok(())
}

fn resisted(res: &mut Resolver, target: Entity, hit: &OnHit) -> Result<bool, EngineError> {
    match hit.save {
        Some(save) => super::spells::roll_save(res, target, save.kind, save.dc),
        None => Ok(false),
    }
}

fn lay_one(
    res: &mut Resolver,
    target: Entity,
    weapon: &Weapon,
    effect: &SpellEffect,
) -> Result<(), EngineError> {
    let rounds = match effect {
        SpellEffect::Condition {
            condition: ConditionId::Prone,
            ..
        } => {
            if !is_prone(res.world, target) {
                res.emit(CombatEvent::Condition {
                    unit: res.id(target),
                    condition: Condition::Prone,
                    active: true,
                });
            }
            return Ok(());
        }
        // Negative levels are the hurt creature's to keep, as a condition laid by a hit is.
        SpellEffect::NegativeLevels { dice } => {
            let own = res.id(target);
            return super::drain::drain(res, target, *dice, &weapon.id, own);
        }
        SpellEffect::Condition { rounds, .. } => *rounds,
        SpellEffect::Bleed { .. } => None,
        _ => return Ok(()),
    };
    let own = res.id(target);
    res.emit(CombatEvent::EffectStarts {
        unit: own.clone(),
        spell: weapon.id.clone(),
        caster: own,
        effects: vec![effect.clone()],
        rounds,
        dispellable: false,
    });
    if effect
        .condition()
        .is_some_and(|c| c.row().has(Flag::DropsHeld))
    {
        super::compelled::drop_held(res, target);
    }
    Ok(())
}
