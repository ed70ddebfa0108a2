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
use pathfinding::prelude::dijkstra_reach;
use std::collections::{BTreeMap, HashMap};

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

/// Search state: square, whether an odd number of diagonals has been made, and how many
/// provocations the path has made so far. The movement spent is the search's cost.
type State = (Pos, bool, u8);

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
            terrain: snap.terrain_name(to),
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

/// [`check_step`] without the reason, for the searches: no allocation.
fn step_open(snap: &BoardSnapshot, from: Pos, to: Pos) -> bool {
    match snap.movement(to) {
        None | Some(Movement::Blocked) => return false,
        Some(_) => {}
    }
    if from.is_diagonal_step(to)
        && (snap.is_wall(Pos::new(to.x, from.y)) || snap.is_wall(Pos::new(from.x, to.y)))
    {
        return false;
    }
    snap.occupant(to).is_none_or(|o| !o.enemy || o.helpless)
}

/// The steps out of a search state, each with its movement cost. From the start, a step that costs
/// more than the whole budget is still allowed and costs exactly the budget (the seed's minimum of
/// one square), so nothing can follow it.
fn successors(
    snap: &BoardSnapshot,
    (at, odd, provoked): State,
    start: State,
    budget: u32,
    count_provocations: bool,
) -> Vec<(State, u32)> {
    let provoked = if count_provocations {
        provoked.saturating_add(snap.threat_at(at).min(255) as u8)
    } else {
        0
    };
    NEIGHBOUR_OFFSETS
        .iter()
        .filter_map(|&(dx, dy)| {
            let to = at.offset(dx, dy);
            if !step_open(snap, at, to) {
                return None;
            }
            let diagonal = dx != 0 && dy != 0;
            let difficult = snap.movement(to) == Some(Movement::Difficult);
            let mut cost = step_cost(diagonal, u32::from(odd), difficult);
            if (at, odd, 0) == start && cost > budget && budget >= 1 {
                cost = budget;
            }
            Some(((to, odd ^ diagonal, provoked), cost))
        })
        .collect()
}

/// Every search state within `budget`, in order of movement spent, with the state it came from.
/// Without `count_provocations` every state has a count of 0, which keeps the search small.
fn explore(
    snap: &BoardSnapshot,
    from: Pos,
    budget: u32,
    count_provocations: bool,
) -> impl Iterator<Item = (State, Option<State>, u32)> + '_ {
    let start: State = (from, false, 0);
    dijkstra_reach(&start, move |&s| {
        successors(snap, s, start, budget, count_provocations)
    })
    .take_while(move |item| item.total_cost <= budget)
    .map(|item| (item.node, item.parent, item.total_cost))
}

/// The least provoking, then cheapest, path from `from` to `to` within `budget` squares of movement.
pub fn find_path(snap: &BoardSnapshot, from: Pos, to: Pos, budget: u32) -> Option<PlannedPath> {
    if snap.occupant(to).is_some() || snap.is_wall(to) || from == to {
        return None;
    }
    let mut parents: HashMap<State, State> = HashMap::new();
    let mut best: Option<(u8, State)> = None;
    for (state, parent, _) in explore(snap, from, budget, true) {
        if let Some(p) = parent {
            parents.insert(state, p);
        }
        // States come out cheapest first, so the first arrival with a given provocation count is
        // the cheapest with that count.
        if state.0 == to && best.is_none_or(|(prov, _)| state.2 < prov) {
            best = Some((state.2, state));
            if state.2 == 0 {
                break;
            }
        }
    }
    let (_, end) = best?;
    let mut squares = vec![end.0];
    let mut at = end;
    while let Some(&p) = parents.get(&at) {
        squares.push(p.0);
        at = p;
    }
    squares.reverse();
    let mut steps = Vec::with_capacity(squares.len());
    let mut provocations = 0;
    let mut odd = false;
    for pair in squares.windows(2) {
        let (a, b) = (pair[0], pair[1]);
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
    for ((p, _, _), _, cost) in explore(snap, from, budget, false) {
        if p != from && snap.occupant(p).is_none() {
            out.entry(p).or_insert(cost);
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
                    terrain: snap.terrain_name(to),
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
