//! Drinking a potion (seed 000, "Tomar una poción"). The seed lists drinking among the acts that
//! provoke and gives its own example: the attacks of opportunity are resolved first, so a unit
//! they drop never drinks. It names no action type; we use a standard action, as the d20 games the
//! seed follows do. The potion is used up; it heals as many of the drinker's hit dice as it says
//! ("Curación"), and never above the maximum. A potion not yet in hand is taken out first, with a
//! move action (`combat::equip`).

use super::components::*;
use super::events::CombatEvent;
use super::reads::unit_id;
use super::rejection::Rejection;
use super::resolver::{EngineError, Resolver};
use crate::phrase;
use crate::rules::dice::DiceExpr;
use crate::rules::economy::ActionKind;
use crate::rules::health::Healing;
use crate::rules::health::health_state as state_for;
use bevy::prelude::*;

pub fn drink(
    res: &mut Resolver,
    unit: Entity,
    item: Option<&str>,
) -> Result<Result<(), EngineError>, Rejection> {
    let id = unit_id(res.world, unit);
    let (potion, draw) = check_drink(res.world, unit, item)?;
    if draw {
        match super::equip::take_out_item(res, unit, &potion) {
            Ok(true) => {}
            Ok(false) => return Ok(Ok(())),
            Err(fault) => return Ok(Err(fault)),
        }
    }
    res.emit(CombatEvent::Action {
        unit: id,
        action: phrase!(
            "action-drink",
            item = crate::i18n::as_term(potion.name.as_str())
        ),
        cost: super::reads::cost_of(res.world, ActionKind::Drink),
    });
    Ok((|| {
        if !super::attack::survives_provoking(res, unit)? {
            return Ok(());
        }
        res.emit(CombatEvent::ItemUsed {
            unit: res.id(unit),
            item: potion.id.clone(),
        });
        let Some(healing) = potion.heal else {
            return Ok(());
        };
        heal(res, unit, healing)
    })())
}

/// The potion `unit` would drink (the one named, else the first carried), and whether it must be
/// taken out first; or why it cannot drink now.
pub fn check_drink(
    world: &World,
    unit: Entity,
    item: Option<&str>,
) -> Result<(crate::level::schema::Item, bool), Rejection> {
    let potion = world
        .get::<Equipment>(unit)
        .and_then(|eq| {
            let potions = || eq.items.iter().filter(|i| i.heal.is_some());
            let named = |i: &&crate::level::schema::Item| item.is_none_or(|name| i.id == name);
            // One already in hand first.
            potions()
                .filter(named)
                .find(|i| eq.holds_item(&i.id))
                .or_else(|| potions().find(named))
                .cloned()
        })
        .ok_or_else(|| Rejection::NoPotion(unit_id(world, unit)))?;
    let draw = super::equip::item_draw(world, unit, &potion, ActionKind::Drink)?;
    Ok((potion, draw))
}

/// Rolls `dice` of healing for `unit` and reports it (`heal`), never past the maximum and never
/// down; its health before, and its hit points now. What that does to its health state is each
/// ruleset's.
pub fn roll_healing(
    res: &mut Resolver,
    unit: Entity,
    dice: DiceExpr,
) -> Result<Option<(Health, i32)>, EngineError> {
    let (faces, rolled) = res.roll(dice)?;
    let Some(health) = res.world.get::<Health>(unit).copied() else {
        return Ok(None);
    };
    // A unit above its maximum (none should be) keeps its hit points; saturating, so that no
    // total can wrap.
    let hp = health
        .hp
        .saturating_add(rolled.max(0))
        .min(health.max)
        .max(health.hp);
    res.emit(CombatEvent::Heal {
        unit: res.id(unit),
        amount: hp - health.hp,
        hp,
        dice: dice.to_string(),
        faces,
        wounds: crate::rulesets::of(res.world).counts_wounds(),
    });
    Ok(Some((health, hp)))
}

/// The dice `healing` rolls for `unit`: its own hit die for seed 000's healing by hit dice.
pub fn healing_dice(world: &World, unit: Entity, healing: Healing) -> DiceExpr {
    let die = world
        .get::<CreatureHitDie>(unit)
        .map(|d| d.0)
        .unwrap_or_default();
    healing.dice_for(die)
}

/// Rolls `healing` for `unit`: hit points back, never above the maximum (potions, spells).
pub fn heal(res: &mut Resolver, unit: Entity, healing: Healing) -> Result<(), EngineError> {
    let dice = healing_dice(res.world, unit, healing);
    let Some((health, hp)) = roll_healing(res, unit, dice)? else {
        return Ok(());
    };
    let con = res
        .world
        .get::<Abilities>(unit)
        .map_or(10, |a| a.0.constitution);
    // A stable creature healed but still below 0 stays stable: healing never starts the dying
    // again (the seed says nothing of it; no table would have a potion reopen the wounds). With
    // seed 001's wording ("Estable": magical healing stabilises), a dying one healed but still
    // below 0 is stable too.
    use crate::rules::health::HealthState::{Dying, Stable};
    let stabilises = crate::combat::reads::plays(
        res.world,
        crate::level::schema::RuleOptions::healing_stabilises,
    );
    let state = state_for(
        hp,
        con,
        health.state == Stable || (health.state == Dying && stabilises),
    );
    if state != health.state {
        res.emit(CombatEvent::HealthState {
            unit: res.id(unit),
            state,
        });
    }
    // Seed 001, "Sangrando": a spell that heals stops the bleeding.
    super::attack::end_effects_with(
        res,
        unit,
        crate::rules::condition_table::Flag::EndsWhenHealed,
    );
    Ok(())
}
