//! Moving (seed 000, "Movimiento regular", "Movimiento", "Terreno difícil", "Ataques de oportunidad").
//!
//! Rules as implemented:
//! - A move action covers `speed` squares; with the standard action spent as a second move the unit
//!   covers up to twice its speed (a double move). `Move(to)` uses one move action when the square
//!   can be reached with one, and a double move only when it cannot, so a unit keeps its attack
//!   whenever it can.
//! - Diagonal steps cost 1, 2, 1, 2 … counted across the whole move; difficult terrain doubles a
//!   step's cost (see [`step_cost`]).
//! - Corners: a diagonal step may not cut the corner of a wall; both squares beside the diagonal must
//!   be free of walls (units at the corners do not block it).
//! - Allies (and helpless creatures of any side) may be passed through; no move ends on another
//!   creature; able enemies block.
//! - A unit with speed ≥ 1 can always move at least one square, even when that square costs more
//!   than its movement (the seed's minimum-movement rule).
//! - Leaving a square threatened by an enemy provokes that enemy; entering does not. The attack of
//!   opportunity is resolved before the step happens, so a mover that drops stays where it was.
//! - `Move(to)` picks the path that provokes the fewest attacks of opportunity, then the cheapest.
//!   Provocations are counted per square left and per enemy threatening it (an enemy makes only one
//!   attack a round, so this can overcount an enemy passed twice; the count is exact for every path
//!   that leaves each enemy's area once).

use super::attack;
use super::board::BoardSnapshot;
use super::components::*;
use super::engine::{EngineError, Rejection, Resolver, health_state, unit_id};
use super::events::CombatEvent;
use crate::level::schema::Movement;
use crate::rules::economy::ActionCost;
use crate::rules::grid::{NEIGHBOUR_OFFSETS, Pos, step_cost};
use bevy::prelude::*;
use pathfinding::prelude::{dijkstra, dijkstra_reach};
use std::collections::BTreeMap;

/// One step of a planned path: the square entered and what it cost.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlannedStep {
    pub to: Pos,
    pub cost: u32,
}

/// A path the mover can take, with its cost and how many attacks of opportunity it provokes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlannedPath {
    pub steps: Vec<PlannedStep>,
    pub cost: u32,
    pub provocations: u32,
}

/// A checked move: the path and the action it takes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MovePlan {
    pub path: PlannedPath,
    pub action: ActionCost,
}

/// Provocations weigh more than any movement cost, so the cheapest path among the least provoking
/// ones wins.
const PROVOCATION_WEIGHT: u64 = 1 << 20;

/// Search state: square, whether an odd number of diagonals has been made, movement spent.
type State = (Pos, bool, u32);

/// Whether a single step from `from` to the adjacent `to` may be taken (ignoring cost).
pub fn check_step(snap: &BoardSnapshot, from: Pos, to: Pos) -> Result<(), Rejection> {
    if !from.is_adjacent(to) {
        return Err(Rejection::NotAdjacent { from, to });
    }
    let Some(movement) = snap.movement(to) else {
        return Err(Rejection::OffMap(to));
    };
    if movement == Movement::Blocked {
        return Err(Rejection::Impassable {
            at: to,
            terrain: "a wall".into(),
        });
    }
    if from.is_diagonal_step(to)
        && (snap.is_wall(Pos::new(to.x, from.y)) || snap.is_wall(Pos::new(from.x, to.y)))
    {
        return Err(Rejection::CornerBlocked { from, to });
    }
    if let Some(o) = snap.occupant(to)
        && o.enemy
        && !o.helpless
    {
        return Err(Rejection::EnemyInTheWay {
            enemy: snap.name(o.entity),
            at: to,
        });
    }
    Ok(())
}

fn successors(
    snap: &BoardSnapshot,
    (at, odd, spent): State,
    budget: u32,
) -> impl Iterator<Item = (State, PlannedStep, u32)> + '_ {
    NEIGHBOUR_OFFSETS.iter().filter_map(move |&(dx, dy)| {
        let to = at.offset(dx, dy);
        check_step(snap, at, to).ok()?;
        let diagonal = dx != 0 && dy != 0;
        let difficult = snap.movement(to) == Some(Movement::Difficult);
        let cost = step_cost(diagonal, u32::from(odd), difficult);
        let spent_after = if spent + cost <= budget {
            spent + cost
        } else if spent == 0 && budget >= 1 {
            budget // the minimum-movement rule: one square, whatever it costs
        } else {
            return None;
        };
        let provokes = snap.threat_at(at);
        Some((
            (to, odd ^ diagonal, spent_after),
            PlannedStep { to, cost },
            provokes,
        ))
    })
}

/// The least provoking, then cheapest, path from `from` to `to` within `budget` squares of movement.
pub fn find_path(snap: &BoardSnapshot, from: Pos, to: Pos, budget: u32) -> Option<PlannedPath> {
    let can_end = snap.occupant(to).is_none() && !snap.is_wall(to);
    if !can_end || from == to {
        return None;
    }
    let (states, _) = dijkstra(
        &(from, false, 0u32),
        |&s| {
            successors(snap, s, budget)
                .map(|(next, step, provokes)| {
                    (
                        next,
                        u64::from(provokes) * PROVOCATION_WEIGHT + u64::from(step.cost),
                    )
                })
                .collect::<Vec<_>>()
        },
        |&(p, _, _)| p == to,
    )?;
    let mut steps = Vec::with_capacity(states.len());
    let mut provocations = 0;
    let mut odd = false;
    for pair in states.windows(2) {
        let (a, b) = (pair[0].0, pair[1].0);
        let diagonal = a.is_diagonal_step(b);
        let difficult = snap.movement(b) == Some(Movement::Difficult);
        steps.push(PlannedStep {
            to: b,
            cost: step_cost(diagonal, u32::from(odd), difficult),
        });
        odd ^= diagonal;
        provocations += snap.threat_at(a);
    }
    Some(PlannedPath {
        cost: steps.iter().map(|s| s.cost).sum(),
        steps,
        provocations,
    })
}

/// Every square `from` can end a move on within `budget`, with the least movement it costs.
pub fn reachable(snap: &BoardSnapshot, from: Pos, budget: u32) -> BTreeMap<Pos, u32> {
    let mut out = BTreeMap::new();
    for item in dijkstra_reach(&(from, false, 0u32), |&s| {
        successors(snap, s, budget)
            .map(|(next, step, _)| (next, step.cost))
            .collect::<Vec<_>>()
    }) {
        let (p, _, _) = item.node;
        if p != from && snap.occupant(p).is_none() {
            out.entry(p).or_insert(item.total_cost);
        }
    }
    out
}

/// Checks an explicit path (squares after the start, each adjacent to the last).
pub fn check_path(
    snap: &BoardSnapshot,
    from: Pos,
    path: &[Pos],
    budget: u32,
) -> Result<PlannedPath, Rejection> {
    let Some(&last) = path.last() else {
        return Err(Rejection::EmptyPath);
    };
    let mut at = from;
    let mut odd = false;
    let mut steps = Vec::with_capacity(path.len());
    let mut provocations = 0;
    for &to in path {
        check_step(snap, at, to)?;
        let diagonal = at.is_diagonal_step(to);
        let difficult = snap.movement(to) == Some(Movement::Difficult);
        steps.push(PlannedStep {
            to,
            cost: step_cost(diagonal, u32::from(odd), difficult),
        });
        provocations += snap.threat_at(at);
        odd ^= diagonal;
        at = to;
    }
    if let Some(o) = snap.occupant(last) {
        return Err(Rejection::Occupied {
            at: last,
            unit: snap.name(o.entity),
        });
    }
    let cost: u32 = steps.iter().map(|s| s.cost).sum();
    let minimum_move = steps.len() == 1 && budget >= 1;
    if cost > budget && !minimum_move {
        return Err(Rejection::TooFar {
            unit: String::new(),
            cost,
            budget,
        });
    }
    Ok(PlannedPath {
        steps,
        cost,
        provocations,
    })
}

/// Checks a move command without changing anything.
pub fn check_move(
    world: &World,
    mover: Entity,
    to: Option<Pos>,
    path: Option<&[Pos]>,
) -> Result<MovePlan, Rejection> {
    let id = unit_id(world, mover);
    let budget = world.resource::<TurnState>().budget;
    budget.check(ActionCost::Move)?;
    let speed = world.get::<Speed>(mover).map_or(0, |s| s.0);
    if speed == 0 {
        return Err(Rejection::CannotMove(id));
    }
    let from = world
        .get::<Position>(mover)
        .map(|p| p.0)
        .unwrap_or_default();
    let snap = BoardSnapshot::for_unit(world, mover);
    let double_allowed = budget.moves_left() >= 2;
    match (to, path) {
        (Some(to), None) => {
            if to == from {
                return Err(Rejection::AlreadyThere { unit: id, at: to });
            }
            if snap.index(to).is_none() {
                return Err(Rejection::OffMap(to));
            }
            if snap.is_wall(to) {
                return Err(Rejection::Impassable {
                    at: to,
                    terrain: "a wall".into(),
                });
            }
            if let Some(o) = snap.occupant(to) {
                return Err(Rejection::Occupied {
                    at: to,
                    unit: snap.name(o.entity),
                });
            }
            if let Some(p) = find_path(&snap, from, to, speed) {
                return Ok(MovePlan {
                    path: p,
                    action: ActionCost::Move,
                });
            }
            if double_allowed && let Some(p) = find_path(&snap, from, to, speed * 2) {
                return Ok(MovePlan {
                    path: p,
                    action: ActionCost::DoubleMove,
                });
            }
            Err(Rejection::NoPath { unit: id, to })
        }
        (None, Some(path)) => {
            let max = if double_allowed { speed * 2 } else { speed };
            let planned = check_path(&snap, from, path, max).map_err(|r| match r {
                Rejection::TooFar { cost, budget, .. } => Rejection::TooFar {
                    unit: id.clone(),
                    cost,
                    budget,
                },
                other => other,
            })?;
            let action = if planned.cost <= speed || planned.steps.len() == 1 {
                ActionCost::Move
            } else {
                ActionCost::DoubleMove
            };
            Ok(MovePlan {
                path: planned,
                action,
            })
        }
        _ => Err(Rejection::MoveTarget),
    }
}

/// Checks and carries out a move.
pub fn perform(
    res: &mut Resolver,
    mover: Entity,
    to: Option<Pos>,
    path: Option<&[Pos]>,
) -> Result<Result<(), EngineError>, Rejection> {
    let plan = check_move(res.world, mover, to, path)?;
    Ok(execute(res, mover, &plan))
}

/// Walks a checked plan step by step, resolving attacks of opportunity before each step.
pub fn execute(res: &mut Resolver, mover: Entity, plan: &MovePlan) -> Result<(), EngineError> {
    let id = res.id(mover);
    res.emit(CombatEvent::Action {
        unit: id.clone(),
        action: "move".into(),
        cost: plan.action,
    });
    let snap = BoardSnapshot::for_unit(res.world, mover);
    for step in &plan.path.steps {
        let from = res
            .world
            .get::<Position>(mover)
            .map(|p| p.0)
            .unwrap_or(step.to);
        let provokers: Vec<Entity> = snap.threateners_of(from).map(|t| t.entity).collect();
        for enemy in provokers {
            if !super::board::can_make_aoo(res.world, enemy) {
                continue;
            }
            attack::attack_of_opportunity(res, enemy, mover)?;
            if !health_state(res.world, mover).can_act() {
                return Ok(());
            }
        }
        res.emit(CombatEvent::Step {
            unit: id.clone(),
            from,
            to: step.to,
            cost: step.cost,
        });
    }
    Ok(())
}
