//! What the rules read of the world: the roster, a unit's id and state now (health, flat-footed,
//! prone, entangled, its abilities and speed) and what is left of its turn.

use super::components::*;
use super::rejection::Rejection;
use crate::rules::condition_table::{ConditionId, ConditionSet, Flag, Target};
use crate::rules::economy::{ActionBudget, ActionCost, ActionKind, BudgetError};
use crate::rules::health::HealthState;
use bevy::prelude::*;

pub fn unit_id(world: &World, e: Entity) -> String {
    world
        .get::<UnitId>(e)
        .map_or_else(|| format!("{e:?}"), |u| u.0.clone())
}

/// Every unit of the encounter in listing order (see [`UnitIndex`]); none before it is spawned.
pub fn roster(world: &World) -> impl Iterator<Item = EntityRef<'_>> + '_ {
    crate::combat::hot::get::<UnitIndex>(world)
        .into_iter()
        .flat_map(|index| index.listed())
        .filter_map(|&e| world.get_entity(e).ok())
}

/// A query state kept per thread for the world it was made for. It reads components from their
/// tables directly, where `World::get` looks each component's type up every time; code that reads
/// every unit for every decision keeps one (see [`with_kept_query`]).
pub type KeptQuery<D> = std::cell::RefCell<Option<(bevy::ecs::world::WorldId, QueryState<D>)>>;

/// Runs `read` on the query `kept` holds for `world` (made anew for another world). `None` when
/// the world never registered one of the query's components: the caller then looks them up.
pub fn with_kept_query<'w, D: bevy::ecs::query::QueryData + 'static, R>(
    kept: &'static std::thread::LocalKey<KeptQuery<D>>,
    world: &'w World,
    read: impl FnOnce(Query<'w, '_, D::ReadOnly>) -> R,
) -> Option<R> {
    kept.with_borrow_mut(|kept| {
        if kept.as_ref().is_none_or(|(id, _)| *id != world.id()) {
            *kept = world.try_query::<D>().map(|q| (world.id(), q));
        }
        let (_, query) = kept.as_mut()?;
        Some(read(query.query(world)))
    })
}

/// [`roster`] as entities, owned, for code that changes the world as it goes.
pub fn roster_entities(world: &World) -> Vec<Entity> {
    crate::combat::hot::get::<UnitIndex>(world)
        .map_or_else(Vec::new, |index| index.listed().to_vec())
}

/// The living units on `p`, in the order the level lists them: one, or a rider and its mount.
pub fn units_at(world: &World, p: crate::rules::grid::Pos) -> impl Iterator<Item = Entity> + '_ {
    let index = crate::combat::hot::resource::<UnitIndex>(world);
    index.listed().iter().copied().filter(move |&e| {
        world.get::<Position>(e).is_some_and(|q| q.0 == p)
            && world
                .get::<Health>(e)
                .is_some_and(|h| h.state != HealthState::Dead)
    })
}

/// Despawns the fight's units (those still there: a window's may have gone with its encounter),
/// before a fight is built again in the same world.
pub fn despawn_roster(world: &mut World) {
    for e in roster_entities(world) {
        if world.get_entity(e).is_ok() {
            world.despawn(e);
        }
    }
}

pub fn entity_of(world: &World, id: &str) -> Option<Entity> {
    crate::combat::hot::resource::<UnitIndex>(world).get(id)
}

/// A target must still be in the fight: not dead, not surrendered.
pub fn check_target_standing(world: &World, target: Entity, id: &str) -> Result<(), Rejection> {
    match health_state(world, target) {
        HealthState::Dead => Err(Rejection::TargetDead(id.into())),
        HealthState::Surrendered => Err(Rejection::TargetSurrendered(id.into())),
        _ => Ok(()),
    }
}

pub fn health_state(world: &World, e: Entity) -> HealthState {
    world
        .get::<Health>(e)
        .map_or(HealthState::Dead, |h| h.state)
}

/// Flat-footed: unaware or not yet acted (the `FlatFooted` condition), or in a condition that
/// loses its Dex to Defense (dying and stable: seed 000, "Muriendo"; asleep, stunned…: see
/// [`crate::rules::condition_table`]).
pub fn is_flat_footed(world: &World, e: Entity) -> bool {
    flat_footed_by(
        world.get::<Conditions>(e),
        world.get::<SpellEffects>(e),
        health_state(world, e),
    )
}

/// [`is_flat_footed`] from the unit's components.
pub fn flat_footed_by(
    conditions: Option<&Conditions>,
    effects: Option<&SpellEffects>,
    state: HealthState,
) -> bool {
    condition_set(conditions, effects, state).has(Flag::LosesDex)
}

/// Whether `unit` sees `other`: a clear line between them, and `unit` not blinded.
pub fn sees(world: &World, unit: Entity, other: Entity) -> bool {
    let (Some(a), Some(b)) = (world.get::<Position>(unit), world.get::<Position>(other)) else {
        return false;
    };
    let board = crate::combat::hot::resource::<Board>(world);
    !conditions_of(world, unit).has(crate::rules::condition_table::Flag::Blind)
        && board
            .shape
            .line_is_clear(a.0, b.0, |q| board.blocks_sight(q))
}

/// The unit's conditions of the table ([`crate::rules::condition_table`]) now: flat-footed and
/// prone from the fight's own flags, the ones effects lay, and those its hit points give.
pub fn conditions_of(world: &World, e: Entity) -> ConditionSet {
    // Asked for every unit at every step of a decision: through a kept query.
    let kept = with_kept_query(&CONDITION_READS, world, |query| {
        query
            .get_inner(e)
            .ok()
            .map(|(conditions, effects, health)| {
                let state = health.map_or(HealthState::Dead, |h| h.state);
                condition_set(conditions, effects, state)
            })
    })
    .flatten();
    let set = kept.unwrap_or_else(|| {
        condition_set(
            world.get::<Conditions>(e),
            world.get::<SpellEffects>(e),
            health_state(world, e),
        )
    });
    as_played(world, set)
}

type ConditionReads = (
    Option<&'static Conditions>,
    Option<&'static SpellEffects>,
    Option<&'static Health>,
);

thread_local! {
    static CONDITION_READS: KeptQuery<ConditionReads> = const { std::cell::RefCell::new(None) };
}

/// `set` as the level plays it: prone counts only where it has its numbers (see
/// [`crate::rulesets::Ruleset::prone_has_numbers`]); the flag that a unit lies down stays.
pub fn as_played(world: &World, mut set: ConditionSet) -> ConditionSet {
    if set.contains(ConditionId::Prone) && !crate::rulesets::of(world).prone_has_numbers(world) {
        set.remove(ConditionId::Prone);
    }
    set
}

/// [`conditions_of`] from the unit's components.
pub fn condition_set(
    conditions: Option<&Conditions>,
    effects: Option<&SpellEffects>,
    state: HealthState,
) -> ConditionSet {
    let mut set = ConditionSet::default();
    if let Some(c) = conditions.filter(|c| !c.0.is_empty()) {
        if c.0.contains(&Condition::FlatFooted) {
            set.insert(ConditionId::FlatFooted);
        }
        if c.0.contains(&Condition::Prone) {
            set.insert(ConditionId::Prone);
        }
        if c.0.contains(&Condition::InGrapple) {
            set.insert(ConditionId::Grappled);
        }
        if c.0.contains(&Condition::Pinned) {
            set.insert(ConditionId::Pinned);
        }
    }
    for effect in effects.iter().flat_map(|e| e.0.iter()) {
        match effect.effect {
            // Laid, it holds the levels rolled (see `SpellEffect::NegativeLevels`).
            crate::level::spells::SpellEffect::NegativeLevels { dice } => {
                set.drain(u32::try_from(dice.bonus).unwrap_or(0));
            }
            _ => {
                if let Some(condition) = effect.effect.condition() {
                    set.insert(condition);
                }
            }
        }
    }
    match state {
        HealthState::Disabled => set.insert(ConditionId::Disabled),
        HealthState::Dying => set.insert(ConditionId::Dying),
        HealthState::Stable => set.insert(ConditionId::Stable),
        HealthState::Unconscious => set.insert(ConditionId::Unconscious),
        HealthState::Dead => set.insert(ConditionId::Dead),
        HealthState::Healthy | HealthState::Surrendered => {}
    }
    set
}

/// Why a laid condition keeps the unit from acting (asleep, stunned, dazed…), if one does. Such
/// a unit loses its turns.
pub fn spell_held(world: &World, e: Entity) -> Option<&'static str> {
    held_by(world.get::<SpellEffects>(e)?)
}

/// [`spell_held`] from the unit's spell effects.
pub fn held_by(effects: &SpellEffects) -> Option<&'static str> {
    condition_set(None, Some(effects), HealthState::Healthy)
        .with(Flag::CannotAct)
        .map(ConditionId::label)
}

/// Whether the unit's side plays as the players' characters (its role: as the level gives it,
/// else a human side's).
pub fn plays_for_players(world: &World, e: Entity) -> bool {
    world
        .get::<Side>(e)
        .and_then(|s| super::hot::resource::<Sides>(world).0.get(s.0))
        .is_some_and(|s| s.role == crate::level::schema::Role::Pc)
}

/// Whether the unit is under `condition` now.
pub fn has_condition(world: &World, e: Entity, condition: Condition) -> bool {
    world
        .get::<Conditions>(e)
        .is_some_and(|c| c.0.contains(&condition))
}

/// Whether the unit is in a grapple, holding, held or pinned (seed 001): the two conditions of
/// the table that stop a walk and anything two-handed (`CannotMove`, `NoTwoHanded`), read
/// straight from the unit's conditions, as paths and attack checks ask it very often.
pub fn in_a_grapple(world: &World, e: Entity) -> bool {
    world.get::<Conditions>(e).is_some_and(|c| {
        c.0.iter()
            .any(|c| matches!(c, Condition::InGrapple | Condition::Pinned))
    })
}

/// Whether the unit lies prone (seed 001's table, see [`crate::rules::conditions`]).
pub fn is_prone(world: &World, e: Entity) -> bool {
    has_condition(world, e, Condition::Prone)
}

/// The condition that makes the unit concentrate to cast (entangled, grappled), if one does.
pub fn must_concentrate(world: &World, e: Entity) -> Option<ConditionId> {
    conditions_of(world, e).with(Flag::Concentration)
}

/// What the unit's conditions add to its skill and ability checks (shaken's −2…).
pub fn checks_term(world: &World, e: Entity) -> i32 {
    let conditions = conditions_of(world, e);
    if conditions.is_empty() {
        return 0;
    }
    conditions.total(Target::Checks)
}

/// The unit's Magic Knowledge bonus now (a skill, so its conditions' check terms count).
pub fn magic_knowledge(world: &World, e: Entity) -> i32 {
    world
        .get::<Spellcasting>(e)
        .map_or(0, |c| c.magic_knowledge)
        + checks_term(world, e)
}

/// Whether a spell has the unit silenced: no verbal components.
pub fn is_silenced(world: &World, e: Entity) -> bool {
    conditions_of(world, e).has(Flag::NoVerbal)
}

/// Ability scores as they count now: see [`abilities_now`].
pub fn effective_abilities(world: &World, e: Entity) -> crate::rules::abilities::AbilityScores {
    abilities_now(world.get::<Abilities>(e), conditions_of(world, e))
}

/// The unit's scores with its conditions' changes: entangled takes 4 from Dex; helpless and
/// paralyzed set Dex (and Str) to 0, whatever else changes it.
pub fn abilities_now(
    abilities: Option<&Abilities>,
    conditions: ConditionSet,
) -> crate::rules::abilities::AbilityScores {
    let mut a = abilities.map(|a| a.0).unwrap_or_default();
    if conditions.is_empty() {
        return a;
    }
    for (target, score) in [
        (Target::Strength, &mut a.strength),
        (Target::Dexterity, &mut a.dexterity),
    ] {
        *score = match conditions.score_set(target) {
            Some(set) => set,
            None => *score + conditions.total(target),
        };
    }
    a
}

/// Whether a condition an effect laid halves the unit's speed (those of its hit points are the
/// ruleset's to weigh: see `Ruleset::speed`).
pub fn laid_conditions_halve_speed(world: &World, e: Entity) -> bool {
    world.get::<SpellEffects>(e).is_some_and(|effects| {
        !effects.0.is_empty()
            && condition_set(None, Some(effects), HealthState::Healthy).has(Flag::HalfSpeed)
    })
}

/// Squares per move action now: a rider's are its mount's (seed 001); a condition may halve it
/// (rounded down).
pub fn effective_speed(world: &World, e: Entity) -> u32 {
    if let Some(mount) = world.get::<Riding>(e) {
        return effective_speed(world, mount.0);
    }
    crate::rulesets::of(world).speed(world, e, speed_before_rules(world, e))
}

/// The unit's speed with its armour and laid conditions, before its ruleset's own say (Core's
/// grapple, which stops a walk but not a drag).
pub fn speed_before_rules(world: &World, e: Entity) -> u32 {
    let speed = world.get::<Speed>(e).map_or(0, |s| s.0);
    let slowed = world
        .get::<Equipment>(e)
        .is_some_and(|eq| eq.armor.as_ref().is_some_and(|a| a.slows))
        && world.get::<ArmorNeverSlows>(e).is_none();
    let speed = if slowed {
        crate::rules::grid::speed_in_armor(speed)
    } else {
        speed
    };
    if laid_conditions_halve_speed(world, e) {
        speed / 2
    } else {
        speed
    }
}

/// The budget a unit starts its turn with: one action in a surprise round or when disabled.
pub fn turn_budget(world: &World, e: Entity) -> ActionBudget {
    crate::rulesets::of(world).budget(world, e)
}

/// What an action of `kind` costs under the ruleset in play.
pub fn cost_of(world: &World, kind: ActionKind) -> ActionCost {
    crate::rulesets::of(world).cost(world, kind)
}

/// What an action of `kind` costs, if what is left of the acting unit's turn allows it.
pub fn afford(world: &World, kind: ActionKind) -> Result<ActionCost, BudgetError> {
    let cost = cost_of(world, kind);
    crate::combat::hot::resource::<TurnState>(world)
        .budget
        .check(cost)?;
    Ok(cost)
}

/// Whether `e` is incorporeal (seed 001, "Incorporal"): what it hurts, it hurts in full.
pub fn is_incorporeal(world: &World, e: Entity) -> bool {
    world
        .get::<DamageResistances>(e)
        .is_some_and(|r| r.0.incorporeal)
}

/// Whether the level plays `rule`, one of its `rules:` switches (`RuleOptions::detailed_charge`
/// and the like); a world with no rules plays each switch's default.
pub fn plays(world: &World, rule: fn(&crate::level::schema::RuleOptions) -> bool) -> bool {
    world
        .get_resource::<Rules>()
        .map_or_else(|| rule(&Default::default()), |r| rule(&r.0))
}
