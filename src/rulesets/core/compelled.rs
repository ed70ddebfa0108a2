//! Seed 001's conditions that take a unit's turn from whoever plays it: the engine plays the
//! turn, and a `compelled` event says why.
//!
//! - Frightened ("Asustado"): it moves as far from the source of its fear as two moves take it.
//!   The source is the unit whose effect frightened it, else the nearest able foe. With no square
//!   farther away it fights: the turn is its player's (the seed: "Si la huída no le es posible,
//!   puede luchar").
//! - Panicked ("Despavorido"): the same at a run, away from every able foe at once (the seed's
//!   "de cualquier otro peligro"): it goes where the nearest foe is farthest. The seed's random
//!   direction is read as a die between the squares that are equally far. Cornered, it cowers: the
//!   turn is lost. It let go of what it held when the panic took it (`drops_held`).
//! - Confused ("Confuso"): the seed points to a d% table it does not include. Ours, rolled as its
//!   turn begins:
//!   - 01–25: it acts normally;
//!   - 26–50: it babbles and does nothing;
//!   - 51–75: it moves away from the nearest creature, friend or foe;
//!   - 76–100: it attacks the nearest creature, friend or foe, walking up to it first if it must.
//!     With no way to reach it, it babbles.
//!
//! Readings where the seed is silent:
//! - Fleeing is moving: leaving a threatened square provokes as any move does.
//! - A frightened or panicked unit uses no spell to flee.
//! - A confused unit that is attacked strikes back (the seed): from its next turn on, no d% is
//!   rolled while its attacker (the last one) lives, stands in its sight and the confusion it was
//!   attacked under holds; it walks up to that attacker and strikes it. With no way to reach it
//!   this turn, it rolls on the table as usual.

use crate::combat::commands::Command;
use crate::combat::components::{Equipment, Position, SpellEffects};
use crate::combat::events::CombatEvent;
use crate::combat::reads::{
    conditions_of, effective_speed, entity_of, health_state, roster_entities,
};
use crate::combat::resolver::{EngineError, Resolver};
use crate::i18n::Phrase;
use crate::phrase;
use crate::rules::condition_table::{ConditionId, Flag};
use crate::rules::dice::DiceExpr;
use crate::rules::grid::Pos;
use crate::rulesets::TurnStart;
use bevy::prelude::*;

/// Plays the turn of a unit whose condition takes it, if one does.
pub fn turn(res: &mut Resolver, unit: Entity) -> Result<TurnStart, EngineError> {
    // Fear and confusion are laid by effects: most turns begin with none on the unit.
    if res
        .world
        .get::<SpellEffects>(unit)
        .is_none_or(|e| e.0.is_empty())
    {
        return Ok(TurnStart::Act);
    }
    let conditions = conditions_of(res.world, unit);
    if let Some(fear) = conditions.with(Flag::Flees) {
        return flee_in_fear(res, unit, fear);
    }
    if conditions.has(Flag::ActsAtRandom) {
        return confused(res, unit);
    }
    Ok(TurnStart::Act)
}

/// Lets go of the weapons in `unit`'s hands (stunned, panicked: "deja caer lo que tiene en las
/// manos"), each into its square. A strapped shield stays on the arm.
pub fn drop_held(res: &mut Resolver, unit: Entity) {
    let Some(at) = res.world.get::<Position>(unit).map(|p| p.0) else {
        return;
    };
    let held: Vec<String> = res
        .world
        .get::<Equipment>(unit)
        .map(|eq| {
            eq.usable()
                .filter(|w| !w.natural)
                .map(|w| w.id.clone())
                .collect()
        })
        .unwrap_or_default();
    for thing in held {
        res.emit(CombatEvent::Dropped {
            unit: res.id(unit),
            thing,
            at,
        });
    }
}

fn compelled(
    res: &mut Resolver,
    unit: Entity,
    condition: ConditionId,
    roll: Option<u32>,
    does: Phrase,
) {
    res.emit(CombatEvent::Compelled {
        unit: res.id(unit),
        condition,
        roll,
        does,
    });
}

/// Frightened or panicked: away from the danger, or, cornered, fighting or cowering.
fn flee_in_fear(
    res: &mut Resolver,
    unit: Entity,
    fear: ConditionId,
) -> Result<TurnStart, EngineError> {
    let panicked = fear == ConditionId::Panicked;
    let dangers = if panicked {
        able_foes(res.world, unit)
    } else {
        source_of(res.world, unit, fear)
            .or_else(|| nearest(res.world, unit, able_foes(res.world, unit)))
            .into_iter()
            .collect()
    };
    let reach = crate::rulesets::of(res.world).run_speed(effective_speed(res.world, unit));
    let squares = farthest_squares(res.world, unit, &dangers, reach);
    if squares.is_empty() {
        return if panicked {
            compelled(res, unit, fear, None, phrase!("compelled-cornered-cowers"));
            Ok(TurnStart::Spent)
        } else {
            compelled(res, unit, fear, None, phrase!("compelled-cornered-fights"));
            Ok(TurnStart::Act)
        };
    }
    let to = pick(res, &squares)?;
    let square = format!("({}, {})", to.x, to.y);
    compelled(
        res,
        unit,
        fear,
        None,
        phrase!("compelled-flees", to = square),
    );
    move_to(res, unit, to);
    Ok(TurnStart::Spent)
}

/// Who a confused unit strikes back at (seed 001, "Confuso"): the last creature that attacked it
/// while confused, and the confusion (spell and caster) it was attacked under.
#[derive(Component, Clone, Debug, PartialEq, Eq)]
pub struct StrikesBack {
    pub at: Entity,
    pub spell: String,
    pub caster: String,
}

/// Keeps in mind who attacked a confused unit, as an `attack` event at it is applied.
pub fn remember(world: &mut World, event: &CombatEvent) {
    let CombatEvent::Attack {
        attacker,
        target,
        defense_kind,
        ..
    } = event
    else {
        return;
    };
    // Asked of every attack: a confused target is rare, and looked for first.
    let Some(t) = entity_of(world, target) else {
        return;
    };
    let Some((spell, caster)) = confusion_on(world, t) else {
        return;
    };
    let Some(a) = entity_of(world, attacker) else {
        return;
    };
    // An ally's touch (a spell to help it, which a confused creature must be touched for) is no
    // attack to strike back at.
    let touch = matches!(
        defense_kind,
        crate::rules::defense::DefenseKind::Touch
            | crate::rules::defense::DefenseKind::FlatFootedTouch
    );
    let side = |e: Entity| world.get::<crate::combat::components::Side>(e).copied();
    if touch && side(a) == side(t) {
        return;
    }
    if a != t {
        world.entity_mut(t).insert(StrikesBack {
            at: a,
            spell,
            caster,
        });
    }
}

/// The effect that confuses `unit` (its spell and caster), if one does.
fn confusion_on(world: &World, unit: Entity) -> Option<(String, String)> {
    world
        .get::<SpellEffects>(unit)?
        .with_flag(Flag::ActsAtRandom)
        .next()
        .map(|e| (e.spell.clone(), e.caster.clone()))
}

/// The attacker a confused unit strikes back at now: attacked under the confusion that still
/// holds it, by a creature not dead and in its sight.
fn strikes_back_at(world: &World, unit: Entity) -> Option<Entity> {
    let memory = world.get::<StrikesBack>(unit)?;
    let holds = world.get::<SpellEffects>(unit).is_some_and(|s| {
        s.0.iter()
            .any(|e| e.spell == memory.spell && e.caster == memory.caster)
    });
    let alive = health_state(world, memory.at) != crate::rules::health::HealthState::Dead;
    (holds && alive && crate::combat::reads::sees(world, unit, memory.at)).then_some(memory.at)
}

/// Confused: it strikes back at its attacker, else our d% table (see the module's doc).
fn confused(res: &mut Resolver, unit: Entity) -> Result<TurnStart, EngineError> {
    if let Some(attacker) = strikes_back_at(res.world, unit) {
        let who = res.id(attacker);
        let does = phrase!("compelled-strikes-back", target = who);
        if let Some(done) = attack_creature(res, unit, attacker, None, does)? {
            return Ok(done);
        }
    }
    let (_, roll) = res.roll(DiceExpr::new(1, 100, 0))?;
    let roll = u32::try_from(roll).unwrap_or(1);
    let condition = ConditionId::Confused;
    let others = living_others(res.world, unit);
    let target = nearest(res.world, unit, others);
    match (roll, target) {
        (1..=25, _) => {
            compelled(
                res,
                unit,
                condition,
                Some(roll),
                phrase!("compelled-acts-normally"),
            );
            Ok(TurnStart::Act)
        }
        (51..=75, Some(near)) => {
            let reach = effective_speed(res.world, unit);
            let squares = farthest_squares(res.world, unit, &[near], reach);
            if let Some(&to) = squares.first() {
                let who = res.id(near);
                compelled(
                    res,
                    unit,
                    condition,
                    Some(roll),
                    phrase!("compelled-moves-away", from = who),
                );
                move_to(res, unit, to);
                return Ok(TurnStart::Spent);
            }
            babble(res, unit, roll)
        }
        (76.., Some(near)) => {
            let who = res.id(near);
            let does = phrase!("compelled-attacks", target = who);
            match attack_creature(res, unit, near, Some(roll), does)? {
                Some(done) => Ok(done),
                None => babble(res, unit, roll),
            }
        }
        _ => babble(res, unit, roll),
    }
}

fn babble(res: &mut Resolver, unit: Entity, roll: u32) -> Result<TurnStart, EngineError> {
    compelled(
        res,
        unit,
        ConditionId::Confused,
        Some(roll),
        phrase!("compelled-babbles"),
    );
    Ok(TurnStart::Spent)
}

/// Walks up to `target` if it must (one move), then strikes it with its melee weapon, the
/// `compelled` event saying it `does` so (with the table's `roll`, if one was rolled); nothing,
/// when it has no melee weapon or no way to reach its target.
fn attack_creature(
    res: &mut Resolver,
    unit: Entity,
    target: Entity,
    roll: Option<u32>,
    does: Phrase,
) -> Result<Option<TurnStart>, EngineError> {
    let reach_to = |world: &World| {
        let (Some(a), Some(b)) = (
            world.get::<Position>(unit).map(|p| p.0),
            world.get::<Position>(target).map(|p| p.0),
        ) else {
            return false;
        };
        crate::combat::board::shape(world).distance(a, b) <= 1
    };
    let armed = res
        .world
        .get::<Equipment>(unit)
        .is_some_and(|eq| eq.melee_weapon().is_some());
    if !armed {
        return Ok(None);
    }
    // Where it must walk first, if it is not beside its target already.
    let walk_to = if reach_to(res.world) {
        None
    } else {
        let Some(to) = square_beside(res.world, unit, target) else {
            return Ok(None);
        };
        Some(to)
    };
    compelled(res, unit, ConditionId::Confused, roll, does);
    if let Some(to) = walk_to {
        move_to(res, unit, to);
    }
    if reach_to(res.world) && health_state(res.world, unit).can_act() {
        let command = Command::Attack {
            unit: res.id(unit),
            target: res.id(target),
            weapon: None,
            manner: None,
        };
        if let Ok(outcome) = res.perform(unit, &command) {
            outcome?;
        }
    }
    Ok(Some(TurnStart::Spent))
}

/// Moves `unit` to `to` as its own move command would (provoking as any move does); a move the
/// rules refuse leaves it where it is.
fn move_to(res: &mut Resolver, unit: Entity, to: Pos) {
    let command = Command::Move {
        unit: res.id(unit),
        to: Some(to),
        path: None,
        draw: None,
    };
    if let Ok(Err(error)) = res.perform(unit, &command) {
        bevy::log::warn!("a compelled move failed: {error}");
    }
}

/// The unit whose effect laid `condition` on `unit`, if it is still in the fight.
fn source_of(world: &World, unit: Entity, condition: ConditionId) -> Option<Entity> {
    let effects = world.get::<SpellEffects>(unit)?;
    let caster = effects.holding(condition).next()?.caster.clone();
    // A weapon's fear is the hurt creature's own to keep: its source is then the nearest foe.
    entity_of(world, &caster).filter(|&e| e != unit && health_state(world, e).can_act())
}

fn able_foes(world: &World, unit: Entity) -> Vec<Entity> {
    let side = world
        .get::<crate::combat::components::Side>(unit)
        .map(|s| s.0);
    roster_entities(world)
        .into_iter()
        .filter(|&e| e != unit && health_state(world, e).can_act())
        .filter(|&e| world.get::<crate::combat::components::Side>(e).map(|s| s.0) != side)
        .collect()
}

fn living_others(world: &World, unit: Entity) -> Vec<Entity> {
    roster_entities(world)
        .into_iter()
        .filter(|&e| e != unit && world.get::<Position>(e).is_some())
        .filter(|&e| {
            !matches!(
                health_state(world, e),
                crate::rules::health::HealthState::Dead
                    | crate::rules::health::HealthState::Surrendered
            )
        })
        .collect()
}

fn position(world: &World, e: Entity) -> Option<Pos> {
    world.get::<Position>(e).map(|p| p.0)
}

/// The one of `among` nearest to `unit` (the first listed on a tie).
fn nearest(world: &World, unit: Entity, among: Vec<Entity>) -> Option<Entity> {
    let from = position(world, unit)?;
    let shape = crate::combat::board::shape(world);
    among
        .into_iter()
        .filter_map(|e| Some((shape.distance(from, position(world, e)?), e)))
        .min_by_key(|&(d, _)| d)
        .map(|(_, e)| e)
}

/// How far `at` is from the nearest of `dangers`.
fn clearance(world: &World, at: Pos, dangers: &[Entity]) -> u32 {
    let shape = crate::combat::board::shape(world);
    dangers
        .iter()
        .filter_map(|&d| position(world, d))
        .map(|p| shape.distance(at, p))
        .min()
        .unwrap_or(u32::MAX)
}

/// The squares within `reach` where the nearest danger is farthest, if that is farther than
/// where the unit stands.
fn farthest_squares(world: &World, unit: Entity, dangers: &[Entity], reach: u32) -> Vec<Pos> {
    let Some(from) = position(world, unit) else {
        return Vec::new();
    };
    if dangers.is_empty() {
        return Vec::new();
    }
    let here = clearance(world, from, dangers);
    let snap = crate::combat::board::BoardSnapshot::for_unit(world, unit);
    let squares = crate::combat::movement::reachable_squares(&snap, from, reach);
    let best = squares
        .iter()
        .map(|&(p, _)| clearance(world, p, dangers))
        .max()
        .unwrap_or(0);
    if best <= here {
        return Vec::new();
    }
    squares
        .into_iter()
        .filter(|&(p, _)| clearance(world, p, dangers) == best)
        .map(|(p, _)| p)
        .collect()
}

/// One of `squares`: a die decides between several (the panicked's random direction).
fn pick(res: &mut Resolver, squares: &[Pos]) -> Result<Pos, EngineError> {
    if squares.len() == 1 {
        return Ok(squares[0]);
    }
    let sides = u32::try_from(squares.len()).unwrap_or(u32::MAX);
    let (_, roll) = res.roll(DiceExpr::new(1, sides, 0))?;
    let index = usize::try_from(roll - 1)
        .unwrap_or(0)
        .min(squares.len() - 1);
    Ok(squares[index])
}

/// The free square beside `target` that `unit` reaches with one move, the nearest first.
fn square_beside(world: &World, unit: Entity, target: Entity) -> Option<Pos> {
    let from = position(world, unit)?;
    let at = position(world, target)?;
    let shape = crate::combat::board::shape(world);
    let snap = crate::combat::board::BoardSnapshot::for_unit(world, unit);
    crate::combat::movement::reachable_squares(&snap, from, effective_speed(world, unit))
        .into_iter()
        .filter(|&(p, _)| shape.distance(p, at) == 1)
        .min_by_key(|&(p, cost)| (cost, p.y, p.x))
        .map(|(p, _)| p)
}
