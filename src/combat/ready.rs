//! Readied actions (seed 000, "Acción preparada"; seed 001's detail on the order): a standard
//! action that declares an attack and a trigger. When the trigger happens the attack is made at
//! once, before the triggering creature goes on, and the readying unit's place in the initiative
//! order moves to just before the triggering unit's, for good. A readied attack that has not fired
//! lapses when the unit's next turn starts.
//!
//! Triggers, read as a tabletop group plays them: an enemy *comes into reach* (a step that ends
//! within the unit's melee reach, from outside it) or *moves adjacent* (a step that ends next to
//! the unit, from farther away): the attack fires after that step and before the next one, so the
//! mover is where the trigger saw it and goes no further if it drops. An enemy *attacks an ally*:
//! the readied attack comes before the enemy's roll (if the unit can hit it), and an enemy that
//! drops never makes its attack. An enemy *starts to cast*: the readied attack comes before the
//! spell takes shape; a caster it drops loses the spell, and one it hurts checks to keep it.

use super::attack::{check_attack_weapon, resolve_attack};
use super::components::*;
use super::engine::{EngineError, Rejection, Resolver, health_state, unit_id};
use super::events::CombatEvent;
use crate::phrase;
use crate::rules::economy::ActionCost;
use crate::rules::grid::{Pos, grid_distance};
use crate::rulesets::StrikeMode;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// What sets off a readied attack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ReadyTrigger {
    /// An enemy steps into the unit's melee reach.
    EntersReach,
    /// An enemy steps next to the unit.
    MovesAdjacent,
    /// An enemy the unit can hit attacks one of its allies: the readied attack comes first.
    AttacksAlly,
    /// An enemy the unit can hit starts to cast a spell (seed 001, "Distraer lanzadores de
    /// conjuros"): the attack comes first, and damage makes the caster check to keep the spell.
    StartsToCast,
}

impl ReadyTrigger {
    /// How the log and the HUD say it, in the reader's language.
    pub fn phrase(self) -> crate::i18n::Phrase {
        match self {
            ReadyTrigger::EntersReach => crate::phrase!("trigger-enters-reach"),
            ReadyTrigger::MovesAdjacent => crate::phrase!("trigger-moves-adjacent"),
            ReadyTrigger::AttacksAlly => crate::phrase!("trigger-attacks-ally"),
            ReadyTrigger::StartsToCast => crate::phrase!("trigger-starts-to-cast"),
        }
    }

    /// Whether a step from `from` to `to` sets it off for a unit at `at` with `reach`.
    pub fn fires(self, at: Pos, reach: u32, from: Pos, to: Pos) -> bool {
        match self {
            ReadyTrigger::EntersReach => {
                grid_distance(at, to) <= reach && grid_distance(at, from) > reach
            }
            ReadyTrigger::MovesAdjacent => at.is_adjacent(to) && !at.is_adjacent(from),
            ReadyTrigger::AttacksAlly | ReadyTrigger::StartsToCast => false,
        }
    }
}

/// A readied attack waiting for its trigger.
#[derive(Component, Clone, Debug, PartialEq, Eq)]
pub struct Readied {
    pub trigger: ReadyTrigger,
    pub weapon: Option<String>,
}

/// Standard action: readies an attack.
pub fn ready(
    res: &mut Resolver,
    unit: Entity,
    trigger: ReadyTrigger,
    weapon: Option<&str>,
) -> Result<Result<(), EngineError>, Rejection> {
    crate::combat::hot::resource::<TurnState>(res.world)
        .budget
        .check(ActionCost::Standard)?;
    if let Some(w) = weapon {
        let carried = res
            .world
            .get::<Equipment>(unit)
            .is_some_and(|e| e.weapons.iter().any(|x| x.id == w));
        if !carried {
            return Err(Rejection::NoSuchWeapon {
                unit: unit_id(res.world, unit),
                weapon: w.into(),
            });
        }
    }
    res.emit(CombatEvent::Action {
        unit: res.id(unit),
        action: phrase!("action-ready-an-attack"),
        cost: ActionCost::Standard,
    });
    res.emit(CombatEvent::Ready {
        unit: res.id(unit),
        trigger,
        weapon: weapon.map(str::to_string),
    });
    Ok(Ok(()))
}

thread_local! {
    static READIED: super::engine::KeptQuery<&'static Readied> = const { std::cell::RefCell::new(None) };
}

/// No unit holds a readied action (known from the world's kept query; a world without one is
/// looked through unit by unit).
fn no_one_ready(world: &World) -> bool {
    super::engine::with_kept_query(&READIED, world, |q| q.is_empty()).unwrap_or(false)
}

/// After `mover` stepped from `from` to `to`: every enemy whose readied trigger that step sets
/// off attacks it, in initiative order, while the mover can still act.
pub fn after_step(
    res: &mut Resolver,
    mover: Entity,
    from: Pos,
    to: Pos,
) -> Result<(), EngineError> {
    // Most steps meet no readied action at all: only those who hold one are looked at.
    if no_one_ready(res.world) {
        return Ok(());
    }
    let readiers: Vec<Entity> = res
        .world
        .resource::<TurnState>()
        .order
        .iter()
        .copied()
        .filter(|&e| res.world.get::<Readied>(e).is_some())
        .collect();
    let my_side = res.world.get::<Side>(mover).copied();
    for readier in readiers {
        if !health_state(res.world, mover).can_act() {
            break;
        }
        let Some(readied) = res.world.get::<Readied>(readier).cloned() else {
            continue;
        };
        if res.world.get::<Side>(readier).copied() == my_side
            || !health_state(res.world, readier).can_act()
        {
            continue;
        }
        let at = res
            .world
            .get::<Position>(readier)
            .map(|p| p.0)
            .unwrap_or_default();
        let reach = res
            .world
            .get::<CreatureSize>(readier)
            .map_or(1, |s| s.0.reach());
        if !readied.trigger.fires(at, reach, from, to) {
            continue;
        }
        res.emit(CombatEvent::ReadyFires {
            unit: res.id(readier),
            target: res.id(mover),
        });
        if let Some(weapon) =
            check_attack_weapon(res.world, readier, mover, readied.weapon.as_deref())
        {
            resolve_attack(res, readier, mover, &weapon, StrikeMode::Readied)?;
        }
    }
    Ok(())
}

/// Before `attacker` attacks `target`: every ally of the target whose readied trigger is an attack
/// on an ally, and that can hit the attacker, strikes first, in initiative order.
pub fn before_attack(
    res: &mut Resolver,
    attacker: Entity,
    target: Entity,
) -> Result<(), EngineError> {
    let target_side = res.world.get::<Side>(target).copied();
    strike_first(
        res,
        attacker,
        ReadyTrigger::AttacksAlly,
        |world, readier| readier != target && world.get::<Side>(readier).copied() == target_side,
    )
}

/// Before `caster`'s spell takes shape: every enemy readied for a caster, that can hit it, strikes
/// first, in initiative order.
pub fn before_cast(res: &mut Resolver, caster: Entity) -> Result<(), EngineError> {
    let caster_side = res.world.get::<Side>(caster).copied();
    strike_first(res, caster, ReadyTrigger::StartsToCast, |world, readier| {
        world.get::<Side>(readier).copied() != caster_side
    })
}

/// Every unit readied with `trigger` that `eligible` accepts, can act and can hit `victim`,
/// attacks it, in initiative order, while the victim can still act.
fn strike_first(
    res: &mut Resolver,
    victim: Entity,
    trigger: ReadyTrigger,
    eligible: impl Fn(&World, Entity) -> bool,
) -> Result<(), EngineError> {
    if no_one_ready(res.world) {
        return Ok(());
    }
    let order = crate::combat::hot::resource::<TurnState>(res.world)
        .order
        .clone();
    for readier in order {
        if !health_state(res.world, victim).can_act() {
            break;
        }
        let Some(readied) = res.world.get::<Readied>(readier).cloned() else {
            continue;
        };
        if readied.trigger != trigger
            || !eligible(res.world, readier)
            || !health_state(res.world, readier).can_act()
        {
            continue;
        }
        let Some(weapon) =
            check_attack_weapon(res.world, readier, victim, readied.weapon.as_deref())
        else {
            continue;
        };
        res.emit(CombatEvent::ReadyFires {
            unit: res.id(readier),
            target: res.id(victim),
        });
        resolve_attack(res, readier, victim, &weapon, StrikeMode::Readied)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn triggers_fire_on_the_step_that_crosses_into_reach_or_next_to_the_unit() {
        let at = Pos::new(5, 5);
        let t = ReadyTrigger::EntersReach;
        assert!(t.fires(at, 1, Pos::new(7, 5), Pos::new(6, 5)));
        assert!(
            !t.fires(at, 1, Pos::new(6, 5), Pos::new(6, 4)),
            "already in reach"
        );
        assert!(t.fires(at, 2, Pos::new(8, 5), Pos::new(7, 5)), "reach 2");
        assert!(
            !t.fires(at, 2, Pos::new(8, 5), Pos::new(7, 7)),
            "(7,7) is 3 away"
        );
        let adj = ReadyTrigger::MovesAdjacent;
        assert!(adj.fires(at, 2, Pos::new(7, 5), Pos::new(6, 6)));
        assert!(!adj.fires(at, 2, Pos::new(6, 6), Pos::new(6, 5)));
    }
}
