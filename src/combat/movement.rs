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

/// A checked move: the path, the action it takes, and whether it provokes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MovePlan {
    pub path: PlannedPath,
    pub action: ActionCost,
    pub kind: MoveKind,
    pub provokes: bool,
}

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

/// How many provocation counts the path search tells apart; more than this many are all "a lot".
const PROVOCATION_LEVELS: usize = 16;

/// A bounded search over the squares a unit can reach with `budget` squares of movement: one
/// state per square of the window around the start, parity of diagonals made so far, and (when
/// counting) provocations made so far; each state keeps its least movement and where it came from.
///
/// Step costs are small whole numbers, so states are settled in buckets of equal movement spent
/// (Dial's algorithm) over dense arrays. This replaces a generic hash-map Dijkstra (the
/// `pathfinding` crate), which was an order of magnitude slower for the same answers on a
/// 128×128 map, too slow for a preview recomputed as the mouse moves.
struct MoveSearch {
    origin: Pos,
    side: i32,
    levels: usize,
    cost: Vec<u32>,
    parent: Vec<u32>,
}

const UNSEEN: u32 = u32::MAX;

impl MoveSearch {
    fn run(snap: &BoardSnapshot, from: Pos, budget: u32, count_provocations: bool) -> Self {
        let radius = budget as i32;
        let side = 2 * radius + 1;
        let levels = if count_provocations {
            PROVOCATION_LEVELS
        } else {
            1
        };
        let states = (side * side) as usize * 2 * levels;
        let mut search = MoveSearch {
            origin: from.offset(-radius, -radius),
            side,
            levels,
            cost: vec![UNSEEN; states],
            parent: vec![UNSEEN; states],
        };
        // What the search needs of each square of the window, looked up once.
        let cells = (side * side) as usize;
        let mut open = vec![false; cells];
        let mut wall = vec![true; cells];
        let mut difficult = vec![false; cells];
        let mut threat = vec![0usize; cells];
        for y in 0..side {
            for x in 0..side {
                let p = search.origin.offset(x, y);
                let i = (y * side + x) as usize;
                let movement = snap.movement(p);
                wall[i] = movement.is_none_or(|m| m == Movement::Blocked);
                difficult[i] = movement == Some(Movement::Difficult);
                open[i] = !wall[i] && snap.occupant(p).is_none_or(|o| !o.enemy || o.helpless);
                threat[i] = snap.threat_at(p) as usize;
            }
        }
        let start = search.state(from, false, 0);
        search.cost[start] = 0;
        let mut buckets: Vec<Vec<u32>> = vec![Vec::new(); budget as usize + 1];
        buckets[0].push(start as u32);
        for spent in 0..=budget {
            let mut i = 0;
            while i < buckets[spent as usize].len() {
                let state = buckets[spent as usize][i] as usize;
                i += 1;
                if search.cost[state] != spent {
                    continue;
                }
                let provoked = state % levels;
                let odd = (state / levels) % 2 == 1;
                let cell = state / levels / 2;
                let (cx, cy) = ((cell as i32) % side, (cell as i32) / side);
                let provoked = if count_provocations {
                    (provoked + threat[cell]).min(levels - 1)
                } else {
                    0
                };
                for &(dx, dy) in &NEIGHBOUR_OFFSETS {
                    let (nx, ny) = (cx + dx, cy + dy);
                    if nx < 0 || ny < 0 || nx >= side || ny >= side {
                        continue;
                    }
                    let to = (ny * side + nx) as usize;
                    if !open[to] {
                        continue;
                    }
                    let diagonal = dx != 0 && dy != 0;
                    if diagonal
                        && (wall[(cy * side + nx) as usize] || wall[(ny * side + cx) as usize])
                    {
                        continue; // a wall corner
                    }
                    let step = step_cost(diagonal, u32::from(odd), difficult[to]);
                    let next_cost = if spent + step <= budget {
                        spent + step
                    } else if spent == 0 && budget >= 1 {
                        budget // the minimum-movement rule: one square, whatever it costs
                    } else {
                        continue;
                    };
                    let base = (to * 2 + usize::from(odd ^ diagonal)) * levels;
                    let next = base + provoked;
                    // A state with no more provocations that is no dearer makes this one moot.
                    let dominated = (0..=provoked).any(|p| search.cost[base + p] <= next_cost);
                    if !dominated {
                        search.cost[next] = next_cost;
                        search.parent[next] = state as u32;
                        buckets[next_cost as usize].push(next as u32);
                    }
                }
            }
        }
        search
    }

    fn cell(&self, p: Pos) -> Option<usize> {
        let (x, y) = (p.x - self.origin.x, p.y - self.origin.y);
        (x >= 0 && y >= 0 && x < self.side && y < self.side).then(|| (y * self.side + x) as usize)
    }

    /// The state index; squares outside the window never come up (a step costs at least 1).
    fn state(&self, p: Pos, odd: bool, provoked: usize) -> usize {
        let cell = self.cell(p).unwrap_or(0);
        (cell * 2 + usize::from(odd)) * self.levels + provoked
    }

    fn decode(&self, state: usize) -> (Pos, bool, usize) {
        let provoked = state % self.levels;
        let rest = state / self.levels;
        let cell = (rest / 2) as i32;
        let p = Pos::new(
            self.origin.x + cell % self.side,
            self.origin.y + cell / self.side,
        );
        (p, rest % 2 == 1, provoked)
    }

    /// The squares from the start to `state`, start excluded.
    fn squares_to(&self, mut state: usize) -> Vec<Pos> {
        let mut squares = Vec::new();
        while self.parent[state] != UNSEEN {
            squares.push(self.decode(state).0);
            state = self.parent[state] as usize;
        }
        squares.reverse();
        squares
    }
}

/// The least provoking, then cheapest, path from `from` to `to` within `budget` squares of movement.
pub fn find_path(snap: &BoardSnapshot, from: Pos, to: Pos, budget: u32) -> Option<PlannedPath> {
    find_path_avoiding(snap, from, to, budget, true)
}

/// The path to `to` within `budget`: with `avoid`, the least provoking and then the cheapest;
/// without, simply the cheapest (for moves that provoke nothing).
pub fn find_path_avoiding(
    snap: &BoardSnapshot,
    from: Pos,
    to: Pos,
    budget: u32,
    avoid: bool,
) -> Option<PlannedPath> {
    if snap.occupant(to).is_some() || snap.is_wall(to) || from == to {
        return None;
    }
    let search = MoveSearch::run(snap, from, budget, avoid);
    let cell = search.cell(to)?;
    let best = (0..search.levels)
        .flat_map(|provoked| {
            [false, true].map(|odd| (cell * 2 + usize::from(odd)) * search.levels + provoked)
        })
        .filter(|&s| search.cost[s] != UNSEEN)
        .min_by_key(|&s| (s % search.levels, search.cost[s]))?;
    let squares = search.squares_to(best);
    let mut steps = Vec::with_capacity(squares.len());
    let mut provocations = 0;
    let mut odd = false;
    let mut at = from;
    for &b in &squares {
        let diagonal = at.is_diagonal_step(b);
        let difficult = snap.movement(b) == Some(Movement::Difficult);
        steps.push(PlannedStep {
            to: b,
            cost: step_cost(diagonal, u32::from(odd), difficult),
        });
        odd ^= diagonal;
        provocations += snap.threat_at(at);
        at = b;
    }
    Some(PlannedPath {
        cost: steps.iter().map(|s| s.cost).sum(),
        steps,
        provocations,
    })
}

/// Every square `from` can end a move on within `budget`, with the least movement it costs.
pub fn reachable(snap: &BoardSnapshot, from: Pos, budget: u32) -> BTreeMap<Pos, u32> {
    let search = MoveSearch::run(snap, from, budget, false);
    let mut out = BTreeMap::new();
    for state in 0..search.cost.len() {
        let cost = search.cost[state];
        if cost == UNSEEN {
            continue;
        }
        let (p, _, _) = search.decode(state);
        if p != from && snap.occupant(p).is_none() {
            out.entry(p)
                .and_modify(|c: &mut u32| *c = (*c).min(cost))
                .or_insert(cost);
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

/// The ways to move (seed 000, "Acciones de movimiento").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveKind {
    /// Move action (two with the standard), provokes normally.
    Move,
    /// Full-round action, up to speed, provokes nothing from the enemies that can see the mover
    /// (nobody is hidden yet, so: nothing at all).
    Withdraw,
    /// Move action, one square, provokes nothing; not into difficult terrain (seed 000: no
    /// one-square step in difficult terrain, read as: the square stepped into).
    Step,
    /// Move action while prone, one square, provokes normally.
    Crawl,
}

impl MoveKind {
    pub fn name(self) -> &'static str {
        match self {
            MoveKind::Move => "move",
            MoveKind::Withdraw => "withdraw",
            MoveKind::Step => "one-square step",
            MoveKind::Crawl => "crawl",
        }
    }
}

/// Checks a move command without changing anything.
pub fn check_move(
    world: &World,
    mover: Entity,
    to: Option<Pos>,
    path: Option<&[Pos]>,
) -> Result<MovePlan, Rejection> {
    check_move_kind(world, mover, MoveKind::Move, to, path)
}

fn is_prone(world: &World, e: Entity) -> bool {
    world
        .get::<Conditions>(e)
        .is_some_and(|c| c.0.contains(&Condition::Prone))
}

/// Checks any kind of move without changing anything.
pub fn check_move_kind(
    world: &World,
    mover: Entity,
    kind: MoveKind,
    to: Option<Pos>,
    path: Option<&[Pos]>,
) -> Result<MovePlan, Rejection> {
    let id = unit_id(world, mover);
    let budget = world.resource::<TurnState>().budget;
    let first_cost = if kind == MoveKind::Withdraw {
        ActionCost::FullRound
    } else {
        ActionCost::Move
    };
    budget.check(first_cost)?;
    let prone = is_prone(world, mover);
    if prone && kind != MoveKind::Crawl {
        return Err(Rejection::Prone(id));
    }
    if !prone && kind == MoveKind::Crawl {
        return Err(Rejection::NotProne(id));
    }
    let speed = super::engine::effective_speed(world, mover);
    if speed == 0 {
        return Err(Rejection::CannotMove(id));
    }
    let from = world
        .get::<Position>(mover)
        .map(|p| p.0)
        .unwrap_or_default();
    let snap = BoardSnapshot::for_unit(world, mover);
    let provokes = matches!(kind, MoveKind::Move | MoveKind::Crawl);
    // One square, whatever the speed, for steps and crawls.
    if matches!(kind, MoveKind::Step | MoveKind::Crawl) {
        let Some(to) = to.or_else(|| path.and_then(|p| (p.len() == 1).then(|| p[0]))) else {
            return Err(Rejection::OneSquare(kind.name()));
        };
        check_step(&snap, from, to)?;
        if let Some(o) = snap.occupant(to) {
            return Err(Rejection::Occupied {
                at: to,
                unit: snap.name(o.entity),
            });
        }
        let difficult = snap.movement(to) == Some(Movement::Difficult);
        if kind == MoveKind::Step && difficult {
            return Err(Rejection::StepIntoDifficult(to));
        }
        let cost = step_cost(from.is_diagonal_step(to), 0, difficult);
        return Ok(MovePlan {
            path: PlannedPath {
                steps: vec![PlannedStep { to, cost }],
                cost,
                provocations: if provokes { snap.threat_at(from) } else { 0 },
            },
            action: ActionCost::Move,
            kind,
            provokes,
        });
    }
    let double_allowed = kind == MoveKind::Move && budget.moves_left() >= 2;
    let plan = |path: PlannedPath, action| MovePlan {
        path,
        action,
        kind,
        provokes,
    };
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
            if let Some(p) = find_path_avoiding(&snap, from, to, speed, provokes) {
                return Ok(plan(p, first_cost));
            }
            if double_allowed && let Some(p) = find_path(&snap, from, to, speed * 2) {
                return Ok(plan(p, ActionCost::DoubleMove));
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
            let action = if kind == MoveKind::Withdraw {
                ActionCost::FullRound
            } else if planned.cost <= speed || planned.steps.len() == 1 {
                ActionCost::Move
            } else {
                ActionCost::DoubleMove
            };
            Ok(plan(planned, action))
        }
        _ => Err(Rejection::MoveTarget),
    }
}

/// Checks and carries out a move of any kind.
pub fn perform(
    res: &mut Resolver,
    mover: Entity,
    kind: MoveKind,
    to: Option<Pos>,
    path: Option<&[Pos]>,
) -> Result<Result<(), EngineError>, Rejection> {
    let plan = check_move_kind(res.world, mover, kind, to, path)?;
    Ok(execute(res, mover, &plan))
}

/// Walks a checked plan step by step, resolving attacks of opportunity before each step when the
/// kind of move provokes.
pub fn execute(res: &mut Resolver, mover: Entity, plan: &MovePlan) -> Result<(), EngineError> {
    let id = res.id(mover);
    res.emit(CombatEvent::Action {
        unit: id.clone(),
        action: plan.kind.name().into(),
        cost: plan.action,
    });
    walk(res, mover, &plan.path.steps, plan.provokes)
}

/// Takes the steps, each preceded by the attacks of opportunity that leaving its square provokes
/// (when `provokes`); stops if the mover drops.
pub fn walk(
    res: &mut Resolver,
    mover: Entity,
    steps: &[PlannedStep],
    provokes: bool,
) -> Result<(), EngineError> {
    let id = res.id(mover);
    let snap = BoardSnapshot::for_unit(res.world, mover);
    for step in steps {
        let from = res
            .world
            .get::<Position>(mover)
            .map(|p| p.0)
            .unwrap_or(step.to);
        if provokes {
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
        }
        res.emit(CombatEvent::Step {
            unit: id.clone(),
            from,
            to: step.to,
            cost: step.cost,
        });
        super::ready::after_step(res, mover, from, step.to)?;
        if !health_state(res.world, mover).can_act() {
            return Ok(());
        }
    }
    Ok(())
}
