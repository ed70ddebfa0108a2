//! Two weapons (seed 000, "Dos armas"), a command only Core offers: one standard action, one
//! attack roll with each of the first two melee weapons in hand that are not two-handed. Light +
//! light or light + one-handed attack normally; two one-handed weapons take −4 on each roll. Each
//! adds half the Strength bonus to its damage (a penalty stays whole).

use crate::combat::attack::{AttackPlan, check_attack_command, resolve_strike};
use crate::combat::components::*;
use crate::combat::events::CombatEvent;
use crate::combat::reads::{health_state, unit_id};
use crate::combat::rejection::Rejection;
use crate::combat::resolver::{EngineError, Resolver};
use crate::level::schema::Weapon;
use crate::phrase;
use crate::rules::damage::StrengthUse;
use crate::rules::economy::ActionKind;
use crate::rules::health::HealthState;
use crate::rules::modifiers::Modifiers;
use crate::rulesets::{Strike, StrikeMode};
use bevy::prelude::*;

/// The first blow's plan and the two weapons `attacker` would strike `target_id` with: the first
/// two melee weapons in hand that are not two-handed, each allowed to attack.
pub fn check(
    world: &World,
    attacker: Entity,
    target_id: &str,
) -> Result<(AttackPlan<'static>, Vec<Weapon>), Rejection> {
    let pair: Vec<Weapon> = world
        .get::<Equipment>(attacker)
        .map(|e| {
            e.usable()
                .filter(|w| w.is_melee() && w.grip != crate::level::schema::Grip::TwoHanded)
                .take(2)
                .cloned()
                .collect()
        })
        .unwrap_or_default();
    if pair.len() < 2 {
        return Err(Rejection::NeedsTwoWeapons(unit_id(world, attacker)));
    }
    let first = check_attack_command(world, attacker, target_id, Some(&pair[0].id))?.into_owned();
    check_attack_command(world, attacker, target_id, Some(&pair[1].id))?;
    Ok((first, pair))
}

/// Checks and makes the two attacks.
pub fn attack(
    res: &mut Resolver,
    attacker: Entity,
    target_id: &str,
) -> Result<Result<(), EngineError>, Rejection> {
    let (first, pair) = check(res.world, attacker, target_id)?;
    let both_one_handed = pair
        .iter()
        .all(|w| w.grip == crate::level::schema::Grip::OneHanded);
    res.emit(CombatEvent::Action {
        unit: res.id(attacker),
        action: phrase!("action-attack-two-weapons", target = target_id),
        cost: crate::combat::reads::cost_of(res.world, ActionKind::TwoWeaponAttack),
    });
    Ok((|| {
        crate::combat::ready::before_attack(res, attacker, first.target)?;
        let mut situational = Modifiers::new();
        situational.add(
            "two one-handed weapons",
            if both_one_handed { -4 } else { 0 },
        );
        for weapon in &pair {
            if !health_state(res.world, attacker).can_act()
                || health_state(res.world, first.target) == HealthState::Dead
            {
                break;
            }
            resolve_strike(
                res,
                &Strike {
                    situational: &situational,
                    strength: Some(StrengthUse::Half),
                    ..Strike::new(attacker, first.target, weapon, StrikeMode::Normal)
                },
            )?;
        }
        Ok(())
    })())
}
