//! Dropping, picking up and handing over objects (seed 000, "Soltar un objeto": a free action that
//! provokes nothing, the object lying in the unit's square; "Manipular objetos": a move action
//! that provokes, such as picking an object up or handing one over, within the unit's reach: the
//! threatened area is where a creature attacks in melee and handles objects, "Zona amenazada").

use super::attack::provoke_then;
use super::components::*;
use super::events::CombatEvent;
use super::reads::unit_id;
use super::rejection::Rejection;
use super::resolver::{EngineError, Resolver};
use crate::i18n::Phrase;
use crate::level::schema::{Item, Weapon};
use crate::phrase;
use crate::rules::economy::ActionKind;
use crate::rules::grid::Pos;
use bevy::prelude::*;
use serde::Serialize;
use std::collections::BTreeMap;

/// Something lying on the ground.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Thing {
    Weapon(Weapon),
    Item(Item),
}

impl Thing {
    pub fn id(&self) -> &str {
        match self {
            Thing::Weapon(w) => &w.id,
            Thing::Item(i) => &i.id,
        }
    }
    pub fn name(&self) -> &str {
        match self {
            Thing::Weapon(w) => &w.name,
            Thing::Item(i) => &i.name,
        }
    }
}

/// What lies on each square.
#[derive(Resource, Clone, Debug, Default)]
pub struct Ground(pub BTreeMap<Pos, Vec<Thing>>);

/// Free action: drops a carried weapon or item (by id) into the unit's square.
pub fn drop_thing(
    res: &mut Resolver,
    unit: Entity,
    id: &str,
) -> Result<Result<(), EngineError>, Rejection> {
    let who = unit_id(res.world, unit);
    let thing = check_drop(res.world, unit, id)?;
    let at = res
        .world
        .get::<Position>(unit)
        .map(|p| p.0)
        .unwrap_or_default();
    res.emit(CombatEvent::Action {
        unit: who.clone(),
        action: phrase!("action-drop", thing = crate::i18n::as_term(thing.name())),
        cost: super::reads::cost_of(res.world, ActionKind::Drop),
    });
    res.emit(CombatEvent::Dropped {
        unit: who,
        thing: thing.id().into(),
        at,
    });
    Ok(Ok(()))
}

/// What `unit` would drop: the thing it carries by this id.
pub fn check_drop(world: &World, unit: Entity, id: &str) -> Result<Thing, Rejection> {
    world
        .get::<Equipment>(unit)
        .and_then(|eq| carried_thing(eq, id))
        .ok_or_else(|| Rejection::NotCarried {
            unit: unit_id(world, unit),
            thing: id.into(),
        })
}

/// How far the unit handles objects: its threatened area's reach (1, or 2 … for larger sizes).
fn handling_reach(world: &World, unit: Entity) -> u32 {
    world
        .get::<CreatureSize>(unit)
        .map_or(1, |s| s.0.reach().max(1))
}

/// Whether `at` is within the reach at which `unit`, standing on `here`, handles objects.
pub fn within_handling_reach(world: &World, unit: Entity, here: Pos, at: Pos) -> bool {
    super::board::shape(world).distance(here, at) <= handling_reach(world, unit)
}

/// Move action that provokes: picks up an object from the unit's square or one within its reach.
pub fn pick_up(
    res: &mut Resolver,
    unit: Entity,
    id: Option<&str>,
) -> Result<Result<(), EngineError>, Rejection> {
    let who = unit_id(res.world, unit);
    let (at, thing) = check_pick_up(res.world, unit, id)?;
    res.emit(CombatEvent::Action {
        unit: who,
        action: phrase!("action-pick-up", thing = crate::i18n::as_term(thing.name())),
        cost: super::reads::cost_of(res.world, ActionKind::PickUp),
    });
    let picked = CombatEvent::PickedUp {
        unit: res.id(unit),
        thing: thing.id().into(),
        at,
    };
    Ok(provoke_then(res, unit, picked))
}

/// What `unit` would pick up, and where: the first object within its reach (the one named `id`,
/// when it names one), with a move action left.
pub fn check_pick_up(
    world: &World,
    unit: Entity,
    id: Option<&str>,
) -> Result<(Pos, Thing), Rejection> {
    super::reads::afford(world, ActionKind::PickUp)?;
    let here = world.get::<Position>(unit).map(|p| p.0).unwrap_or_default();
    world
        .get_resource::<Ground>()
        .and_then(|ground| {
            ground
                .0
                .iter()
                .filter(|(p, _)| within_handling_reach(world, unit, here, **p))
                .flat_map(|(p, things)| things.iter().map(move |t| (*p, t)))
                .find(|(_, t)| id.is_none_or(|want| t.id() == want))
                .map(|(p, t)| (p, t.clone()))
        })
        .ok_or_else(|| Rejection::NothingToPickUp(unit_id(world, unit)))
}

/// The carried weapon (not a natural one) or item with this id.
fn carried_thing(eq: &Equipment, id: &str) -> Option<Thing> {
    eq.weapons
        .iter()
        .find(|w| w.id == id && !w.natural)
        .map(|w| Thing::Weapon(w.clone()))
        .or_else(|| {
            eq.items
                .iter()
                .find(|i| i.id == id)
                .map(|i| Thing::Item(i.clone()))
        })
}

/// Takes the carried thing with this id off the unit, out of its hands too.
fn take_thing(eq: &mut Equipment, id: &str) -> Option<Thing> {
    if let Some(i) = eq.weapons.iter().position(|w| w.id == id && !w.natural) {
        eq.wielded.retain(|w| w != id);
        Some(Thing::Weapon(eq.weapons.remove(i)))
    } else {
        let i = eq.items.iter().position(|it| it.id == id)?;
        eq.wielded.retain(|w| w != id);
        Some(Thing::Item(eq.items.remove(i)))
    }
}

/// Gives the unit a thing to carry, not in hand.
fn carry(eq: &mut Equipment, thing: Thing) {
    match thing {
        Thing::Weapon(w) => eq.weapons.push(w),
        Thing::Item(it) => eq.items.push(it),
    }
}

/// What a unit carries that it could drop or hand over, each kind once: its weapons that are not
/// natural, then its items.
pub fn carried_things(eq: &Equipment) -> Vec<Thing> {
    let mut out: Vec<Thing> = Vec::new();
    let things = eq
        .weapons
        .iter()
        .filter(|w| !w.natural)
        .map(|w| Thing::Weapon(w.clone()))
        .chain(eq.items.iter().map(|i| Thing::Item(i.clone())));
    for thing in things {
        if !out.iter().any(|t| t.id() == thing.id()) {
            out.push(thing);
        }
    }
    out
}

/// Whether `unit` can hand the carried thing `thing` to `to` now: a move action, to a living ally
/// able to take it, within the giver's reach; or, a healing potion to an ally who is down and
/// cannot drink it by itself (dying, stable, unconscious), a standard action that pours it into it
/// (seed 000, "Curación": the unconscious recover with potions too). The thing, whom to, and
/// whether it is poured, if so.
pub fn check_hand_over(
    world: &World,
    unit: Entity,
    thing: &str,
    to: &str,
) -> Result<(Thing, Entity, bool), Rejection> {
    let who = || unit_id(world, unit);
    let cannot = |why| Rejection::Cannot { unit: who(), why };
    let carried = world
        .get::<Equipment>(unit)
        .and_then(|eq| carried_thing(eq, thing))
        .ok_or_else(|| Rejection::NotCarried {
            unit: who(),
            thing: thing.into(),
        })?;
    let taker =
        super::reads::entity_of(world, to).ok_or_else(|| Rejection::UnknownUnit(to.into()))?;
    let poured = receives(world, unit, taker, to, &carried).map_err(cannot)?;
    super::reads::afford(
        world,
        if poured {
            ActionKind::PourPotion
        } else {
            ActionKind::HandOver
        },
    )?;
    Ok((carried, taker, poured))
}

/// Whether `taker` (its id `to`) can be given `thing` by `unit`, the action's cost aside: `true`
/// when a potion is to be poured into it, `false` when it takes the thing; else why not.
pub fn receives(
    world: &World,
    unit: Entity,
    taker: Entity,
    to: &str,
    thing: &Thing,
) -> Result<bool, Phrase> {
    if is_healing(thing) && cannot_drink(world, taker) {
        check_ally(world, unit, taker, to)?;
        check_reach(world, unit, taker, to)?;
        Ok(true)
    } else {
        check_taker(world, unit, taker, to)?;
        Ok(false)
    }
}

fn is_healing(thing: &Thing) -> bool {
    matches!(thing, Thing::Item(i) if i.heal.is_some())
}

/// Alive but down (dying, stable, unconscious): what a potion is poured into.
pub fn cannot_drink(world: &World, unit: Entity) -> bool {
    let state = super::reads::health_state(world, unit);
    state != crate::rules::health::HealthState::Dead && !state.can_act()
}

/// Whether `taker` (its id `to`) can take a thing from `unit` now: an ally that can act, within
/// the giver's reach; else why not.
pub fn check_taker(world: &World, unit: Entity, taker: Entity, to: &str) -> Result<(), Phrase> {
    check_ally(world, unit, taker, to)?;
    if !super::reads::health_state(world, taker).can_act()
        || super::reads::spell_held(world, taker).is_some()
    {
        return Err(phrase!("why-cannot-take-it", to = to));
    }
    check_reach(world, unit, taker, to)
}

/// Whether `taker` (its id `to`) is another unit of `unit`'s side.
fn check_ally(world: &World, unit: Entity, taker: Entity, to: &str) -> Result<(), Phrase> {
    if taker == unit {
        return Err(phrase!("why-a-unit-cannot-hand-itself"));
    }
    if world.get::<Side>(taker) != world.get::<Side>(unit) {
        return Err(phrase!("why-hand-over-to-an-ally", to = to));
    }
    Ok(())
}

/// Whether `taker` (its id `to`) is within the reach `unit` handles objects at.
fn check_reach(world: &World, unit: Entity, taker: Entity, to: &str) -> Result<(), Phrase> {
    let here = world.get::<Position>(unit).map_or(Pos::default(), |p| p.0);
    let there = world.get::<Position>(taker).map_or(Pos::default(), |p| p.0);
    if !within_handling_reach(world, unit, here, there) {
        return Err(phrase!(
            "why-out-of-handing-reach",
            to = to,
            reach = handling_reach(world, unit),
            board = super::board::shape(world).cells()
        ));
    }
    Ok(())
}

/// Move action that provokes: hands a carried weapon or item to an ally within reach. The attacks
/// of opportunity come first: a giver they drop keeps the thing.
pub fn hand_over(
    res: &mut Resolver,
    unit: Entity,
    thing: &str,
    to: &str,
) -> Result<Result<(), EngineError>, Rejection> {
    let (carried, taker, poured) = check_hand_over(res.world, unit, thing, to)?;
    if poured {
        return Ok(pour(res, unit, taker, &carried, to));
    }
    res.emit(CombatEvent::Action {
        unit: unit_id(res.world, unit),
        action: phrase!(
            "action-hand-over",
            thing = crate::i18n::as_term(carried.name()),
            to = to
        ),
        cost: super::reads::cost_of(res.world, ActionKind::HandOver),
    });
    let handed = CombatEvent::HandedOver {
        unit: res.id(unit),
        to: to.into(),
        thing: carried.id().into(),
    };
    Ok(provoke_then(res, unit, handed))
}

/// A healing potion poured into an ally who cannot drink it: a standard action that provokes
/// first (a giver the attacks drop keeps the potion); the ally heals as if it drank it.
fn pour(
    res: &mut Resolver,
    unit: Entity,
    taker: Entity,
    potion: &Thing,
    to: &str,
) -> Result<(), EngineError> {
    let Thing::Item(item) = potion else {
        return Ok(());
    };
    res.emit(CombatEvent::Action {
        unit: unit_id(res.world, unit),
        action: phrase!(
            "action-pour-potion",
            thing = crate::i18n::as_term(item.name.as_str()),
            to = to
        ),
        cost: super::reads::cost_of(res.world, ActionKind::PourPotion),
    });
    if !super::attack::survives_provoking(res, unit)? {
        return Ok(());
    }
    res.emit(CombatEvent::ItemUsed {
        unit: res.id(unit),
        item: item.id.clone(),
    });
    match item.heal {
        Some(healing) => super::items::heal(res, taker, healing),
        None => Ok(()),
    }
}

/// Applies a hand-over: the thing leaves the giver (and its hands) and the taker carries it, not
/// in hand.
pub fn apply_hand_over(world: &mut World, giver: Entity, taker: Entity, id: &str) {
    let Some((thing, unloaded)) = world.get_mut::<Equipment>(giver).and_then(|mut eq| {
        let unloaded = eq.unloaded.iter().any(|w| w == id);
        eq.unloaded.retain(|w| w != id);
        Some((take_thing(&mut eq, id)?, unloaded))
    }) else {
        return;
    };
    // A crossbow handed over unloaded must still be loaded.
    if let Some(mut eq) = world.get_mut::<Equipment>(taker) {
        if unloaded {
            eq.unloaded.push(id.to_string());
        }
        carry(&mut eq, thing);
    }
}

/// Opening or closing a door within the unit's reach (seed 000, "Manipular objetos": a move
/// action that provokes; the attacks of opportunity come first, so a unit they drop leaves the
/// door as it was). The reach is the one objects are handled at, the threatened area's: a large
/// ogre shuts a door two squares off, as it picks things up there. A door closes only on an
/// empty doorway (a body lying there counts as in the way).
pub fn toggle_door(
    res: &mut Resolver,
    unit: Entity,
    at: Pos,
) -> Result<Result<(), EngineError>, Rejection> {
    let who = unit_id(res.world, unit);
    let (door, becomes) = check_toggle_door(res.world, unit, at)?;
    let verb = if becomes.movement == crate::level::schema::Movement::Blocked {
        "close"
    } else {
        "open"
    };
    res.emit(CombatEvent::Action {
        unit: who,
        action: phrase!(
            "action-door",
            verb = crate::i18n::as_term(verb),
            door = crate::i18n::as_term(door.name.to_lowercase()),
            at = at.to_string()
        ),
        cost: super::reads::cost_of(res.world, ActionKind::ToggleDoor),
    });
    let toggled = CombatEvent::DoorToggled {
        unit: res.id(unit),
        at,
        terrain: becomes.id.clone(),
    };
    Ok(provoke_then(res, unit, toggled))
}

/// The door at `at` that `unit` would open or close, and what it becomes: a door within its
/// reach (not its own square), with a move action left; it closes only on an empty doorway.
pub fn check_toggle_door(
    world: &World,
    unit: Entity,
    at: Pos,
) -> Result<
    (
        crate::level::schema::TerrainKind,
        crate::level::schema::TerrainKind,
    ),
    Rejection,
> {
    super::reads::afford(world, ActionKind::ToggleDoor)?;
    let here = world.get::<Position>(unit).map(|p| p.0).unwrap_or_default();
    let board = crate::combat::hot::resource::<Board>(world);
    let (door, becomes) = board
        .kind(at)
        .and_then(|k| {
            Some((
                k.clone(),
                board
                    .kinds
                    .iter()
                    .find(|o| Some(&o.id) == k.toggles_to.as_ref())?
                    .clone(),
            ))
        })
        .filter(|_| at != here && within_handling_reach(world, unit, here, at))
        .ok_or(Rejection::NoDoor {
            unit: unit_id(world, unit),
            at,
        })?;
    if becomes.movement == crate::level::schema::Movement::Blocked {
        let by = super::reads::roster(world)
            .find(|e| e.get::<Position>().is_some_and(|p| p.0 == at))
            .and_then(|e| e.get::<UnitId>().map(|u| u.0.clone()));
        if let Some(by) = by {
            return Err(Rejection::DoorwayTaken { at, by });
        }
    }
    Ok((door, becomes))
}

/// The doors `unit`, standing on `here`, can reach (squares whose terrain toggles, within the
/// reach it handles objects at), in reading order.
pub fn doors_in_reach(world: &World, unit: Entity, here: Pos) -> Vec<Pos> {
    let board = crate::combat::hot::resource::<Board>(world);
    board
        .shape
        .within(here, handling_reach(world, unit))
        .into_iter()
        .filter(|&p| board.is_door(p))
        .collect()
}

/// Applies a drop: the thing leaves the unit (and its hands) and lies at `at`.
pub fn apply_drop(world: &mut World, e: Entity, id: &str, at: Pos) {
    let Some(thing) = world
        .get_mut::<Equipment>(e)
        .and_then(|mut eq| take_thing(&mut eq, id))
    else {
        return;
    };
    world
        .get_resource_or_insert_with(Ground::default)
        .0
        .entry(at)
        .or_default()
        .push(thing);
}

/// Applies a pick-up: the thing leaves the ground and is carried (not in hand).
pub fn apply_pick_up(world: &mut World, e: Entity, id: &str, at: Pos) {
    let Some(mut ground) = world.get_resource_mut::<Ground>() else {
        return;
    };
    let Some(things) = ground.0.get_mut(&at) else {
        return;
    };
    let Some(i) = things.iter().position(|t| t.id() == id) else {
        return;
    };
    let thing = things.remove(i);
    if things.is_empty() {
        ground.0.remove(&at);
    }
    if let Some(mut eq) = world.get_mut::<Equipment>(e) {
        carry(&mut eq, thing);
    }
}

/// Applies what happens to objects: dropped, thrown (or broken on the throw), picked up, handed
/// over.
pub(super) fn apply_event(world: &mut World, event: &CombatEvent) -> bool {
    use CombatEvent as E;
    let entity = |world: &World, id: &str| super::reads::entity_of(world, id);
    match event {
        E::Dropped { unit, thing, at }
        | E::Thrown {
            unit,
            thing,
            at,
            broke: false,
        } => {
            if let Some(e) = entity(world, unit) {
                apply_drop(world, e, thing, *at);
            }
        }
        E::Thrown {
            unit,
            thing,
            broke: true,
            ..
        } => {
            if let Some(e) = entity(world, unit)
                && let Some(mut eq) = world.get_mut::<Equipment>(e)
            {
                eq.wielded.retain(|w| w != thing);
                if let Some(i) = eq.weapons.iter().position(|w| &w.id == thing) {
                    eq.weapons.remove(i);
                }
            }
        }
        E::PickedUp { unit, thing, at } => {
            if let Some(e) = entity(world, unit) {
                apply_pick_up(world, e, thing, *at);
            }
        }
        E::HandedOver { unit, to, thing } => {
            if let (Some(giver), Some(taker)) = (entity(world, unit), entity(world, to)) {
                apply_hand_over(world, giver, taker, thing);
            }
        }
        _ => {}
    }
    true
}
