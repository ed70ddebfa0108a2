//! Scripted encounters: a level's triggers (when something happens, what follows) and objectives
//! (what each side must do to win). Both are checked after every command and at the start of
//! every round, against the state of the fight, so a death by bleeding or a round passing counts
//! as much as a blow.
//!
//! A trigger fires when its condition holds and it is armed; firing disarms it. A repeatable
//! trigger re-arms when its condition stops holding, so it fires again the next time it holds
//! (a unit entering a region again, a side falling below its count again after a reinforcement).
//! Conditions that never stop holding (a round has started, a unit has died) fire once either way.

use super::components::*;
use super::events::CombatEvent;
use super::reads::{entity_of, health_state};
use super::resolver::{EngineError, Resolver};
use crate::level::LoadedLevel;
use crate::level::schema::{Goal, Objective, Then, Trigger, When};
use crate::level::validate::ResolvedUnit;
use crate::phrase;
use crate::rules::grid::Pos;
use crate::rules::health::HealthState;
use bevy::prelude::*;

/// The level's script and which triggers may still fire.
#[derive(Resource, Clone, Debug, Default)]
pub struct Script {
    pub reserve: Vec<ResolvedUnit>,
    pub triggers: Vec<Trigger>,
    pub objectives: Vec<Objective>,
    pub armed: Vec<bool>,
}

impl Script {
    pub fn new(level: &LoadedLevel) -> Self {
        Self {
            reserve: level.reserve.clone(),
            triggers: level.triggers.clone(),
            objectives: level.objectives.clone(),
            armed: vec![true; level.triggers.len()],
        }
    }
}

fn side_index(world: &World, id: &str) -> Option<usize> {
    crate::combat::hot::resource::<Sides>(world)
        .0
        .iter()
        .position(|s| s.id == id)
}

/// The living units on the board as (id, side, position, health state), ridden mounts left out.
fn units(world: &World) -> Vec<(String, usize, Pos, HealthState)> {
    crate::combat::reads::roster(world)
        // A ridden mount fights through its rider (see `mounted`): the rider is the one counted.
        .filter(|e| e.get::<Carrying>().is_none())
        .filter_map(|e| {
            let state = e.get::<Health>()?.state;
            (state != HealthState::Dead).then_some((
                e.get::<UnitId>()?.0.clone(),
                e.get::<Side>()?.0,
                e.get::<Position>()?.0,
                state,
            ))
        })
        .collect()
}

/// Whether a trigger's condition holds now.
pub fn holds(world: &World, when: &When) -> bool {
    match when {
        When::RoundStarts(n) => {
            let t = crate::combat::hot::resource::<TurnState>(world);
            t.phase == Phase::Running && t.round >= *n
        }
        When::UnitDies(id) => {
            entity_of(world, id).is_some_and(|e| health_state(world, e) == HealthState::Dead)
        }
        When::UnitEnters { region, unit, side } => {
            let side = side.as_deref().map(|s| side_index(world, s));
            units(world).iter().any(|(id, s, at, _)| {
                region.contains(*at)
                    && unit.as_ref().is_none_or(|u| u == id)
                    && side.is_none_or(|want| want == Some(*s))
            })
        }
        When::SideBelow { side, units: n } => {
            let side = side_index(world, side);
            let fighting = units(world)
                .iter()
                .filter(|(_, s, _, state)| Some(*s) == side && state.can_act())
                .count();
            (fighting as u32) < *n
        }
        When::HpBelow { unit, percent } => entity_of(world, unit)
            .and_then(|e| world.get::<Health>(e))
            .is_some_and(|h| i64::from(h.hp) * 100 < i64::from(*percent) * i64::from(h.max)),
    }
}

/// Fires every armed trigger whose condition holds (and what those bring about), re-arms the
/// repeatable ones whose condition stopped, then ends the fight if an objective decides it.
pub fn check(res: &mut Resolver) -> Result<(), EngineError> {
    // No script, or one with nothing to watch (most fights): nothing can fire or decide.
    let idle = res
        .world
        .get_resource::<Script>()
        .is_none_or(|s| s.triggers.is_empty() && s.objectives.is_empty());
    if idle {
        return Ok(());
    }
    let count = res.world.resource::<Script>().triggers.len();
    // Effects can set off other triggers (a spawn, a change of side): go round until quiet.
    for _ in 0..=count {
        let mut fired = false;
        for i in 0..count {
            if ended(res.world) {
                return Ok(());
            }
            let script = res.world.resource::<Script>();
            let trigger = script.triggers[i].clone();
            let armed = script.armed[i];
            let now = holds(res.world, &trigger.when);
            if now && armed {
                res.emit(CombatEvent::TriggerFires { trigger: i });
                for then in &trigger.then {
                    carry_out(res, then)?;
                }
                fired = true;
            } else if !now && !armed && trigger.repeatable {
                res.emit(CombatEvent::TriggerRearmed { trigger: i });
            }
        }
        if !fired {
            break;
        }
    }
    if !ended(res.world)
        && let Some(winner) = decided(res.world)
    {
        res.emit(CombatEvent::End { winner });
    }
    Ok(())
}

fn ended(world: &World) -> bool {
    matches!(
        crate::combat::hot::resource::<TurnState>(world).phase,
        Phase::Ended { .. }
    )
}

/// The winner when a side loses: the other side if there are two, else nobody.
fn other_side(world: &World, loser: &str) -> Option<String> {
    let others: Vec<&SideInfo> = crate::combat::hot::resource::<Sides>(world)
        .0
        .iter()
        .filter(|s| s.id != loser)
        .collect();
    match others.as_slice() {
        [one] => Some(one.id.clone()),
        _ => None,
    }
}

/// Whether an objective decides the fight now, and for whom.
pub fn decided(world: &World) -> Option<Option<String>> {
    let script = world.get_resource::<Script>()?;
    if script.objectives.is_empty() {
        return None;
    }
    let turn = crate::combat::hot::resource::<TurnState>(world);
    let all = units(world);
    for o in &script.objectives {
        let side = side_index(world, &o.side);
        let standing = |filter: &dyn Fn(&str, Pos) -> bool| {
            all.iter()
                .any(|(id, s, at, state)| Some(*s) == side && state.can_act() && filter(id, *at))
        };
        let down = |id: &str| entity_of(world, id).map(|e| health_state(world, e));
        match &o.goal {
            Goal::DefeatAll => {}
            Goal::Survive(n) => {
                if turn.round > *n && standing(&|_, _| true) {
                    return Some(Some(o.side.clone()));
                }
            }
            Goal::Reach { region, unit } => {
                if standing(&|id, at| region.contains(at) && unit.as_ref().is_none_or(|u| u == id))
                {
                    return Some(Some(o.side.clone()));
                }
            }
            Goal::Protect(u) => {
                if down(u) == Some(HealthState::Dead) {
                    return Some(other_side(world, &o.side));
                }
            }
            Goal::Defeat(u) => {
                // Out of the fight: down, or gone from the board (a mount that bolted).
                let gone = entity_of(world, u).is_some_and(|e| world.get::<Position>(e).is_none());
                if gone || down(u).is_some_and(|s| !s.can_act()) {
                    return Some(Some(o.side.clone()));
                }
            }
        }
    }
    None
}

fn carry_out(res: &mut Resolver, then: &Then) -> Result<(), EngineError> {
    match then {
        Then::Message(text) => res.emit(CombatEvent::Message { text: text.clone() }),
        Then::ChangeSide { unit, side } => res.emit(CombatEvent::SideChanged {
            unit: unit.clone(),
            side: side.clone(),
        }),
        Then::SetAware { unit, aware } => {
            res.emit(CombatEvent::AwarenessChanged {
                unit: unit.clone(),
                aware: *aware,
            });
            if !aware {
                res.emit(CombatEvent::Condition {
                    unit: unit.clone(),
                    condition: Condition::FlatFooted,
                    active: true,
                });
            }
        }
        Then::Win(side) => res.emit(CombatEvent::End {
            winner: Some(side.clone()),
        }),
        Then::Lose(side) => {
            let winner = other_side(res.world, side);
            res.emit(CombatEvent::End { winner });
        }
        Then::Spawn { units, aware } => {
            for id in units {
                spawn(res, id, *aware)?;
            }
        }
        Then::MoraleCheck(side) => {
            let index = res
                .world
                .resource::<Sides>()
                .0
                .iter()
                .position(|s| &s.id == side);
            if let Some(index) = index {
                crate::rulesets::of(res.world).morale_check(
                    res,
                    index,
                    phrase!("morale-the-script-calls-for-it"),
                )?;
            }
        }
    }
    Ok(())
}

/// The free open square nearest `want` (itself if free), nearest first, then by row and column.
fn free_square(world: &World, want: Pos) -> Option<Pos> {
    let board = crate::combat::hot::resource::<Board>(world);
    // Every creature on the board takes its square, a mount too: one carrying a rider who died
    // in the saddle is counted by nobody else.
    let taken: Vec<Pos> = crate::combat::reads::roster(world)
        .filter(|e| {
            e.get::<Health>()
                .is_some_and(|h| h.state != HealthState::Dead)
        })
        .filter_map(|e| e.get::<Position>().map(|p| p.0))
        .collect();
    let open = |p: Pos| {
        board.contains(p)
            && board
                .kind(p)
                .is_some_and(|k| k.movement != crate::level::schema::Movement::Blocked)
            && !taken.contains(&p)
    };
    board
        .shape
        .by_distance_from(want, board.width, board.height)
        .into_iter()
        .find(|&p| open(p))
}

fn reserve_unit(world: &World, id: &str) -> Option<ResolvedUnit> {
    world
        .resource::<Script>()
        .reserve
        .iter()
        .find(|u| u.id == id)
        .cloned()
}

/// A reserve unit joins: on its square or the nearest free one, with its own initiative roll,
/// placed in the order by it (after those with the same total).
fn spawn(res: &mut Resolver, id: &str, aware: bool) -> Result<(), EngineError> {
    if entity_of(res.world, id).is_some() {
        return Ok(());
    }
    let Some(u) = reserve_unit(res.world, id) else {
        return Ok(());
    };
    let Some(at) = free_square(res.world, u.at) else {
        res.emit(CombatEvent::Message {
            text: crate::i18n::Localized::of_phrase(&crate::phrase!(
                "message-no-room",
                unit = u.name.english()
            )),
        });
        return Ok(());
    };
    let order = crate::combat::hot::resource::<TurnState>(res.world)
        .order
        .clone();
    // Initiative by side: no roll of its own; it acts last this round and with its side from
    // the next.
    let by_side = crate::rulesets::of(res.world).initiative_by_side();
    let modifier = if by_side {
        0
    } else {
        u.stats.abilities.dex_mod() + u.stats.initiative_bonus
    };
    // One of an initiative group already in the fight joins its group's check: its total, and
    // its place right after the group's last member (seed 000's note: one check per group).
    let group_member = |e: &Entity| {
        res.world
            .get::<Initiative>(*e)
            .filter(|i| i.fixed.is_none() && i.group.is_some() && i.group == u.group)
    };
    let group_last = (!by_side && u.initiative.is_none())
        .then(|| order.iter().rposition(|e| group_member(e).is_some()))
        .flatten();
    let group_check = group_last
        .and_then(|i| group_member(&order[i]))
        .map(|i| (i.roll, i.modifier, i.total));
    let (roll, modifier, total) = match (u.initiative, group_check) {
        _ if by_side => (None, modifier, 0),
        (Some(fixed), _) => (None, modifier, fixed),
        (None, Some(check)) => check,
        (None, None) => {
            let roll = res.d20()?;
            (Some(roll), modifier, roll as i32 + modifier)
        }
    };
    let place = match group_last {
        Some(i) => i + 1,
        None => order
            .iter()
            .position(|&e| {
                !by_side
                    && res
                        .world
                        .get::<Initiative>(e)
                        .is_some_and(|i| i.total < total)
            })
            .unwrap_or(order.len()),
    };
    let side = res
        .world
        .resource::<Sides>()
        .0
        .get(u.side)
        .map_or_else(String::new, |s| s.id.clone());
    res.emit(CombatEvent::Joined {
        unit: u.id.clone(),
        side,
        at,
        roll,
        modifier,
        total,
        place,
        aware,
    });
    if !aware {
        res.emit(CombatEvent::Condition {
            unit: u.id.clone(),
            condition: Condition::FlatFooted,
            active: true,
        });
    }
    Ok(())
}

/// Applies a `joined` event: the unit appears and takes its place in the order.
pub fn join(
    world: &mut World,
    id: &str,
    at: Pos,
    init: (Option<u32>, i32, i32),
    place: usize,
    aware: bool,
) {
    let Some(u) = reserve_unit(world, id) else {
        return;
    };
    let listed = crate::combat::hot::resource::<UnitIndex>(world).len();
    let e = super::units::spawn_unit(world, &u, listed, at);
    if let Some(mut i) = world.get_mut::<Initiative>(e) {
        i.roll = init.0;
        i.modifier = init.1;
        i.total = init.2;
    }
    if let Some(mut a) = world.get_mut::<Awareness>(e) {
        a.aware = aware;
    }
    world.resource_mut::<UnitIndex>().insert(u.id.clone(), e);
    let mut t = world.resource_mut::<TurnState>();
    let place = place.min(t.order.len());
    t.order.insert(place, e);
    if let Some(c) = t.current
        && place <= c
    {
        t.current = Some(c + 1);
    }
    if place < t.next_index {
        t.next_index += 1;
    }
}

/// Applies what scripts change: triggers armed, units joining or changing side or awareness.
pub(super) fn apply_event(world: &mut World, event: &CombatEvent) -> bool {
    use CombatEvent as E;
    match event {
        E::TriggerFires { trigger } | E::TriggerRearmed { trigger } => {
            let armed = matches!(event, E::TriggerRearmed { .. });
            if let Some(mut script) = world.get_resource_mut::<Script>()
                && let Some(a) = script.armed.get_mut(*trigger)
            {
                *a = armed;
            }
        }
        E::Joined {
            unit,
            at,
            roll,
            modifier,
            total,
            place,
            aware,
            ..
        } => join(world, unit, *at, (*roll, *modifier, *total), *place, *aware),
        E::SideChanged { unit, side } => {
            let index = crate::combat::hot::resource::<Sides>(world)
                .0
                .iter()
                .position(|s| &s.id == side);
            if let (Some(e), Some(index)) = (entity_of(world, unit), index) {
                world.entity_mut(e).insert(Side(index));
            }
        }
        E::AwarenessChanged { unit, aware } => {
            if let Some(e) = entity_of(world, unit) {
                world.entity_mut(e).insert(Awareness { aware: *aware });
            }
        }
        _ => {}
    }
    true
}
