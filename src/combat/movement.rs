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
use super::events::CombatEvent;
use super::reads::{health_state, is_prone, unit_id};
use super::rejection::Rejection;
use super::resolver::{EngineError, Resolver};
use crate::level::schema::Movement;
use crate::phrase;
use crate::rules::board_shape::BoardShape;
use crate::rules::economy::{ActionCost, ActionKind};
use crate::rules::grid::{Pos, step_cost};
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
    match step_blocker(snap, from, to) {
        None => Ok(()),
        Some(StepBlocker::NotAdjacent) => Err(Rejection::NotAdjacent { from, to }),
        Some(StepBlocker::OffMap) => Err(Rejection::OffMap(to)),
        Some(StepBlocker::Impassable) => Err(Rejection::Impassable {
            at: to,
            terrain: snap.terrain_name(to),
        }),
        Some(StepBlocker::Corner) => Err(Rejection::CornerBlocked { from, to }),
        Some(StepBlocker::Enemy(enemy)) => Err(Rejection::EnemyInTheWay {
            enemy: snap.name(enemy),
            at: to,
        }),
    }
}

/// Whether a unit can be put on `to`: on the map, open, and nobody there.
pub fn check_free_square(snap: &BoardSnapshot, to: Pos) -> Result<(), Rejection> {
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
    Ok(())
}

/// What stops a step, before any words are put to it.
pub(crate) enum StepBlocker {
    NotAdjacent,
    OffMap,
    Impassable,
    Corner,
    Enemy(Entity),
}

/// [`check_step`] without the message: callers that only need a yes or no (a charge weighed by
/// the AI) write nothing.
pub(crate) fn step_blocker(snap: &BoardSnapshot, from: Pos, to: Pos) -> Option<StepBlocker> {
    if !snap.shape.adjacent(from, to) {
        return Some(StepBlocker::NotAdjacent);
    }
    let Some(movement) = snap.movement(to) else {
        return Some(StepBlocker::OffMap);
    };
    if movement == Movement::Blocked {
        return Some(StepBlocker::Impassable);
    }
    if snap.cuts_a_corner(from, to) {
        return Some(StepBlocker::Corner);
    }
    snap.occupant(to)
        .filter(|o| o.enemy && !o.crossable)
        .map(|o| StepBlocker::Enemy(o.entity))
}

/// How many provocation counts the path search tells apart; more than this many are all "a lot".
const PROVOCATION_LEVELS: usize = 16;

/// A bounded search over the squares a unit can reach with `budget` squares of movement: one
/// state per square of the window around the start, parity of diagonals made so far, and (when
/// counting) provocations made so far beyond those of leaving the start, which every path makes;
/// each state keeps its least movement and where it came from.
///
/// Step costs are small whole numbers, so states are settled in buckets of equal movement spent
/// (Dial's algorithm) over dense arrays. This replaces a generic hash-map Dijkstra (the
/// `pathfinding` crate), which was an order of magnitude slower for the same answers on a
/// 128×128 map, too slow for a preview recomputed as the mouse moves.
struct MoveSearch {
    origin: Pos,
    /// The window's width and height: the squares within `budget` of the start, clipped to the map.
    w: i32,
    h: i32,
    levels: usize,
    cost: Vec<u32>,
    parent: Vec<u32>,
}

const UNSEEN: u32 = u32::MAX;

/// Buffers a search reuses from one call to the next on the same thread: a preview or an AI turn
/// runs many searches, and fresh vectors for each cost more than the search itself.
#[derive(Default)]
struct SearchScratch {
    /// Per movement spent: (state, its square's padded index) to settle.
    buckets: Vec<Vec<(u32, u32)>>,
    cost: Vec<u32>,
    parent: Vec<u32>,
}

thread_local! {
    static SCRATCH: std::cell::RefCell<SearchScratch> = std::cell::RefCell::default();
}

impl MoveSearch {
    /// A search counting provocations on at most `levels` levels, or not counting them. A
    /// counting search for the way to `to` stops once it is settled there with no provocation
    /// beyond leaving the start: no way there is better, and every cost up to it is final.
    fn run_with(
        snap: &BoardSnapshot,
        from: Pos,
        budget: u32,
        levels: Option<usize>,
        to: Option<Pos>,
    ) -> Self {
        let count_provocations = levels.is_some();
        let radius = budget as i32;
        // Nothing off the map can be entered, so the window stops at its edges.
        let origin = Pos::new((from.x - radius).max(0), (from.y - radius).max(0));
        let w = ((from.x + radius).min(snap.width - 1) - origin.x + 1).max(1);
        let h = ((from.y + radius).min(snap.height - 1) - origin.y + 1).max(1);
        // Counts beyond what the threats around could add up to never come up.
        let most_per_square = usize::from(snap.search_cells().most_threat);
        let levels = levels.map_or(1, |cap| (1 + most_per_square * budget as usize).min(cap));
        let cells = (w * h) as usize;
        let states = cells * 2 * levels;
        SCRATCH.with(|scratch| {
            let mut scratch = scratch.borrow_mut();
            let scratch = &mut *scratch;
            let mut cost = std::mem::take(&mut scratch.cost);
            let mut parent = std::mem::take(&mut scratch.parent);
            cost.clear();
            cost.resize(states, UNSEEN);
            // Only the parents of reached states are ever read, and each is written as its
            // state is reached (the start's is set in `settle`): no need to clear them.
            if parent.len() < states {
                parent.resize(states, UNSEEN);
            }
            let mut search = MoveSearch {
                origin,
                w,
                h,
                levels,
                cost,
                parent,
            };
            if count_provocations {
                let target = to.and_then(|to| search.cell(to));
                search.settle::<true>(snap, from, budget, target, scratch);
            } else {
                search.settle::<false>(snap, from, budget, None, scratch);
            }
            search
        })
    }

    /// Dial's algorithm over the window: fills `cost` and `parent`. Without `COUNT` there is
    /// one level, known when compiled, so the plain search (the commonest) does no level
    /// arithmetic at all.
    fn settle<const COUNT: bool>(
        &mut self,
        snap: &BoardSnapshot,
        from: Pos,
        budget: u32,
        target: Option<usize>,
        scratch: &mut SearchScratch,
    ) {
        let w = self.w;
        let levels = if COUNT { self.levels } else { 1 };
        let cells = snap.search_cells();
        let terrain = cells.terrain;
        let pw = terrain.stride;
        let SearchScratch { buckets, .. } = scratch;
        // Per row parity and neighbour: the step in the padded board, in the window, and whether
        // it is diagonal (square rows are all alike; hex rows alternate).
        let neighbours = [0, 1].map(|row| {
            let mut table = [(0, 0, false); 8];
            for (d, &(dx, dy)) in snap.shape.neighbour_offsets(row).iter().enumerate() {
                table[d] = (
                    (dy * pw + dx) as isize,
                    (dy * w + dx) as isize,
                    snap.shape == BoardShape::Square && dx != 0 && dy != 0,
                );
            }
            table
        });
        let hex_rows = (snap.shape == BoardShape::Hex).then_some((self.origin.y, w as usize));
        let start = self.state(from, false, 0);
        self.cost[start] = 0;
        self.parent[start] = UNSEEN;
        buckets.iter_mut().for_each(Vec::clear);
        if buckets.len() < budget as usize + 1 {
            buckets.resize_with(budget as usize + 1, Vec::new);
        }
        let start_padded = terrain.index(from) as u32;
        buckets[0].push((start as u32, start_padded));
        let (cost, parent) = (&mut self.cost[..], &mut self.parent[..]);
        let expansion = Expansion {
            cells: &cells,
            neighbours,
            hex_rows,
            levels,
            target,
            budget,
        };
        // States that have spent the whole budget go nowhere (a step costs at least 1, and the
        // one-square minimum applies only from the start): their costs are already written.
        let last = if budget == 0 { 0 } else { budget - 1 };
        for spent in 0..=last {
            // A step costs at least 1: states are only ever added to later buckets.
            let (done, ahead) = buckets.split_at_mut(spent as usize + 1);
            let bucket = &done[spent as usize];
            // The start's bucket apart: only there does the one-square minimum apply, so the
            // commonest loop does not test for it at every step.
            let settled = if spent == 0 {
                expansion.expand::<COUNT, true>(bucket, ahead, cost, parent, spent)
            } else {
                expansion.expand::<COUNT, false>(bucket, ahead, cost, parent, spent)
            };
            if settled {
                return;
            }
        }
    }

    fn cell(&self, p: Pos) -> Option<usize> {
        let (x, y) = (p.x - self.origin.x, p.y - self.origin.y);
        (x >= 0 && y >= 0 && x < self.w && y < self.h).then(|| (y * self.w + x) as usize)
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
        let p = Pos::new(self.origin.x + cell % self.w, self.origin.y + cell / self.w);
        (p, rest % 2 == 1, provoked)
    }

    /// The squares from the start to `state`, start excluded.
    fn squares_to(&self, mut state: usize) -> Vec<Pos> {
        let mut squares = Vec::with_capacity(8);
        while self.parent[state] != UNSEEN {
            squares.push(self.decode(state).0);
            state = self.parent[state] as usize;
        }
        squares.reverse();
        squares
    }
}

/// What a search reads while it settles one bucket of states (see [`MoveSearch::settle`]).
struct Expansion<'a, 'b> {
    cells: &'b crate::combat::board::SearchCells<'a>,
    /// Per row parity and neighbour: the step in the padded board, in the window, and whether it
    /// is diagonal.
    neighbours: [[(isize, isize, bool); 8]; 2],
    /// On a hex board, the window's first row and its width: a cell's row parity picks its
    /// neighbours.
    hex_rows: Option<(i32, usize)>,
    levels: usize,
    target: Option<usize>,
    budget: u32,
}

impl Expansion<'_, '_> {
    /// Relaxes the steps out of every state in `bucket` (those that cost `spent`); `FIRST` for
    /// the start's bucket, where the minimum-movement rule applies. True when a counting search
    /// has settled its target at the lowest level and can stop.
    #[inline(always)]
    fn expand<const COUNT: bool, const FIRST: bool>(
        &self,
        bucket: &[(u32, u32)],
        ahead: &mut [Vec<(u32, u32)>],
        cost: &mut [u32],
        parent: &mut [u32],
        spent: u32,
    ) -> bool {
        // One level when not counting, known when compiled: no level arithmetic at all.
        let levels = if COUNT { self.levels } else { 1 };
        let (budget, cells) = (self.budget, self.cells);
        for &(state, here) in bucket {
            let (state, here) = (state as usize, here as isize);
            if cost[state] != spent {
                continue;
            }
            let provoked = state % levels;
            let odd = (state / levels) % 2 == 1;
            let cell = state / levels / 2;
            // Costs are settled in order: every state that costs no more is final, so the
            // way to the target at the lowest level cannot change any more.
            if COUNT && provoked == 0 && Some(cell) == self.target {
                return true;
            }
            // Leaving the start provokes whatever path is taken: levels count the
            // provocations beyond those (the same order, fewer levels).
            let provoked = if COUNT {
                let here_threat = if FIRST {
                    0
                } else {
                    usize::from(cells.threat[here as usize])
                };
                (provoked + here_threat).min(levels - 1)
            } else {
                0
            };
            let neighbours = &self.neighbours[match self.hex_rows {
                None => 0,
                Some((first_row, w)) => ((first_row + (cell / w) as i32) & 1) as usize,
            }];
            // The steps the terrain allows (no wall, no wall corner cut), in neighbour order.
            let mut steps = cells.terrain.steps[here as usize];
            while steps != 0 {
                let d = steps.trailing_zeros() as usize;
                steps &= steps - 1;
                let (in_padded, in_window, diagonal) = neighbours[d];
                let there = (here + in_padded) as usize;
                // `step_cost` with the square's multiplier (0: cannot be entered).
                let entry = u32::from(cells.entry[there]);
                if entry == 0 {
                    continue;
                }
                let step = (1 + u32::from(diagonal && odd)) * entry;
                // A square beyond the window is farther than `budget` squares: it never
                // passes this test, so `to` below stays within the window.
                let next_cost = if spent + step <= budget {
                    spent + step
                } else if FIRST && budget >= 1 {
                    budget // the minimum-movement rule: one square, whatever it costs
                } else {
                    continue;
                };
                let to = (cell as isize + in_window) as usize;
                let next_odd = odd ^ diagonal;
                let base = (to * 2 + usize::from(next_odd)) * levels;
                let next = base + provoked;
                // A state with no more provocations that is no dearer makes this one moot;
                // so does the even-parity one for an odd state (its next diagonal is cheaper).
                let even = to * 2 * levels;
                let dominated = if COUNT {
                    (0..=provoked).any(|p| {
                        cost[base + p] <= next_cost || (next_odd && cost[even + p] <= next_cost)
                    })
                } else {
                    cost[base] <= next_cost || (next_odd && cost[even] <= next_cost)
                };
                if !dominated {
                    cost[next] = next_cost;
                    parent[next] = state as u32;
                    ahead[(next_cost - spent - 1) as usize].push((next as u32, there as u32));
                }
            }
        }
        false
    }
}

impl Drop for MoveSearch {
    /// Hands the state arrays back for the next search on this thread.
    fn drop(&mut self) {
        let cost = std::mem::take(&mut self.cost);
        let parent = std::mem::take(&mut self.parent);
        // During thread teardown the scratch may be gone already: then the vectors just drop.
        let _ = SCRATCH.try_with(|scratch| {
            if let Ok(mut scratch) = scratch.try_borrow_mut() {
                scratch.cost = cost;
                scratch.parent = parent;
            }
        });
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
    // The AI weighs a path and then checks the move it picked on the same snapshot: the same
    // question twice in a row is answered from memory.
    type Question = (u64, Pos, Pos, u32, bool);
    thread_local! {
        static LAST: std::cell::RefCell<Option<(Question, Option<PlannedPath>)>> =
            const { std::cell::RefCell::new(None) };
    }
    let question = (snap.stamp(), from, to, budget, avoid);
    if let Some(answer) = LAST.with_borrow(|last| {
        last.as_ref()
            .filter(|(q, _)| *q == question)
            .map(|(_, a)| a.clone())
    }) {
        return answer;
    }
    let answer = search_path(snap, from, to, budget, avoid);
    LAST.with_borrow_mut(|last| *last = Some((question, answer.clone())));
    answer
}

/// The cheapest path first; only when it provokes does the search count provocations, and then
/// only up to what that path provokes (no better answer provokes more). Most moves provoke
/// nothing and cost one cheap search.
fn search_path(
    snap: &BoardSnapshot,
    from: Pos,
    to: Pos,
    budget: u32,
    avoid: bool,
) -> Option<PlannedPath> {
    let cheapest = best_path(snap, from, to, budget, None)?;
    if !avoid || cheapest.provocations == 0 {
        return Some(cheapest);
    }
    // Counts above the cheapest path's sit one level higher, where they cannot crowd out an
    // answer. Levels start from what leaving the start provokes (every path does).
    let beyond_start = cheapest.provocations - snap.threat_at(from);
    let levels = (beyond_start as usize + 2).min(PROVOCATION_LEVELS);
    best_path(snap, from, to, budget, Some(levels))
}

/// The best path by the search: counting provocations on up to `levels` levels (least
/// provoking, then cheapest), or not at all (cheapest).
fn best_path(
    snap: &BoardSnapshot,
    from: Pos,
    to: Pos,
    budget: u32,
    levels: Option<usize>,
) -> Option<PlannedPath> {
    match levels {
        Some(_) => path_in(
            &MoveSearch::run_with(snap, from, budget, levels, Some(to)),
            snap,
            from,
            to,
            budget,
        ),
        None => with_plain_search(snap, from, budget, |search| {
            path_in(search, snap, from, to, budget)
        }),
    }
}

/// The best path to `to` a finished search found, within `budget` (the search may have gone
/// farther).
fn path_in(
    search: &MoveSearch,
    snap: &BoardSnapshot,
    from: Pos,
    to: Pos,
    budget: u32,
) -> Option<PlannedPath> {
    let cell = search.cell(to)?;
    let best = (0..search.levels)
        .flat_map(|provoked| {
            [false, true].map(|odd| (cell * 2 + usize::from(odd)) * search.levels + provoked)
        })
        .filter(|&s| search.cost[s] <= budget)
        .min_by_key(|&s| (s % search.levels, search.cost[s]))?;
    let squares = search.squares_to(best);
    let mut steps = Vec::with_capacity(squares.len());
    let mut provocations = 0;
    let mut odd = false;
    let mut at = from;
    for &b in &squares {
        let diagonal = snap.shape.is_diagonal_step(at, b);
        let difficult = snap.doubles_cost(b);
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

thread_local! {
    /// The last search that did not count provocations: its snapshot's stamp, start and budget.
    static LAST_PLAIN_SEARCH: std::cell::RefCell<Option<(u64, Pos, u32, MoveSearch)>> =
        const { std::cell::RefCell::new(None) };
}

/// Runs `f` on a search from `from` that does not count provocations and covers at least
/// `budget`. The AI's look at where it can go, its choice of path and the rules' check of that
/// move all ask this of the same board, so one search serves them. A search with a larger budget
/// settles every cost up to `budget` the same way (same order, same parents); only the
/// minimum-movement rule differs, and only for a budget below 2, which is never shared.
fn with_plain_search<R>(
    snap: &BoardSnapshot,
    from: Pos,
    budget: u32,
    f: impl FnOnce(&MoveSearch) -> R,
) -> R {
    let covered = LAST_PLAIN_SEARCH.with_borrow(|last| {
        matches!(last, Some((stamp, at, covered, _))
            if *stamp == snap.stamp() && *at == from && *covered >= budget && budget >= 2)
    });
    if covered {
        return LAST_PLAIN_SEARCH.with_borrow(|last| match last {
            Some((.., search)) => f(search),
            None => f(&MoveSearch::run_with(snap, from, budget, None, None)),
        });
    }
    let search = MoveSearch::run_with(snap, from, budget, None, None);
    let r = f(&search);
    LAST_PLAIN_SEARCH.with_borrow_mut(|last| *last = Some((snap.stamp(), from, budget, search)));
    r
}

/// Every square `from` can end a move on within `budget`, with the least movement it costs.
pub fn reachable(snap: &BoardSnapshot, from: Pos, budget: u32) -> BTreeMap<Pos, u32> {
    reachable_squares(snap, from, budget).into_iter().collect()
}

/// [`reachable`] as a list in `Pos` order (column, then row), for callers that only walk it.
pub fn reachable_squares(snap: &BoardSnapshot, from: Pos, budget: u32) -> Vec<(Pos, u32)> {
    with_plain_search(snap, from, budget, |search| {
        let (w, h) = (search.w as usize, search.h as usize);
        let mut squares = Vec::with_capacity(w * h);
        // Each window square's two states side by side, row by row; listed column by column.
        let costs = &search.cost[..w * h * 2];
        let occupied = snap.occupied_window(search.origin, search.w, search.h);
        for x in 0..w {
            for y in 0..h {
                let cell = (y * w + x) * 2;
                let cost = costs[cell].min(costs[cell + 1]);
                if cost > budget || occupied(x, y) {
                    continue;
                }
                let p = search.origin.offset(x as i32, y as i32);
                if p != from {
                    squares.push((p, cost));
                }
            }
        }
        squares
    })
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
        let diagonal = snap.shape.is_diagonal_step(at, to);
        let difficult = snap.doubles_cost(to);
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
            board: snap.shape,
        });
    }
    Ok(PlannedPath {
        steps,
        cost,
        provocations,
    })
}

/// [`check_path`] for a mover: a refusal for too long a way names it (`mover`, asked only then).
pub fn check_path_of(
    snap: &BoardSnapshot,
    (from, path): (Pos, &[Pos]),
    budget: u32,
    mover: impl FnOnce() -> String,
) -> Result<PlannedPath, Rejection> {
    check_path(snap, from, path, budget).map_err(|r| match r {
        Rejection::TooFar {
            cost,
            budget,
            board,
            ..
        } => Rejection::TooFar {
            unit: mover(),
            cost,
            budget,
            board,
        },
        other => other,
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
    /// Move action, one square, provokes nothing; not in difficult terrain (seed 000, "Terreno
    /// difícil": no one-square step there, read as: neither out of nor into such a square).
    Step,
    /// Move action while prone, one square, provokes normally.
    Crawl,
    /// A ruleset's run: further than a move ([`Ruleset::run_speed`](crate::rulesets::Ruleset::run_speed)),
    /// provoking as a move does.
    Run,
}

impl MoveKind {
    /// The kind of action it is, for the ruleset to price.
    pub fn action_kind(self) -> ActionKind {
        match self {
            MoveKind::Move => ActionKind::Move,
            MoveKind::Withdraw => ActionKind::Withdraw,
            MoveKind::Step => ActionKind::Step,
            MoveKind::Crawl => ActionKind::Crawl,
            MoveKind::Run => ActionKind::Run,
        }
    }

    /// The action as the log names it, in the reader's language.
    pub fn phrase(self) -> crate::i18n::Phrase {
        match self {
            MoveKind::Move => phrase!("action-move"),
            MoveKind::Withdraw => phrase!("action-withdraw"),
            MoveKind::Step => phrase!("action-step"),
            MoveKind::Crawl => phrase!("action-crawl"),
            MoveKind::Run => phrase!("action-run"),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            MoveKind::Move => "move",
            MoveKind::Withdraw => "withdraw",
            MoveKind::Step => "one-square step",
            MoveKind::Crawl => "crawl",
            MoveKind::Run => "run",
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

/// Checks any kind of move without changing anything.
pub fn check_move_kind(
    world: &World,
    mover: Entity,
    kind: MoveKind,
    to: Option<Pos>,
    path: Option<&[Pos]>,
) -> Result<MovePlan, Rejection> {
    let snap = BoardSnapshot::for_unit(world, mover);
    check_move_on(world, &snap, mover, kind, to, path)
}

/// [`check_move_kind`] on a snapshot of the board for `mover` taken from the same state.
pub fn check_move_on(
    world: &World,
    snap: &BoardSnapshot,
    mover: Entity,
    kind: MoveKind,
    to: Option<Pos>,
    path: Option<&[Pos]>,
) -> Result<MovePlan, Rejection> {
    // Only a refusal names the unit: no copy of its id on the way to a yes.
    let id = || unit_id(world, mover);
    let budget = crate::combat::hot::resource::<TurnState>(world).budget;
    let first_cost = super::reads::cost_of(world, kind.action_kind());
    budget.check(first_cost)?;
    let prone = is_prone(world, mover);
    if prone && kind != MoveKind::Crawl {
        return Err(Rejection::Prone(id()));
    }
    if !prone && kind == MoveKind::Crawl {
        return Err(Rejection::NotProne(id()));
    }
    let speed = super::reads::effective_speed(world, mover);
    if speed == 0 {
        return Err(Rejection::CannotMove(id()));
    }
    let speed = match kind {
        MoveKind::Run => crate::rulesets::of(world).run_speed(speed),
        _ => speed,
    };
    let from = world
        .get::<Position>(mover)
        .map(|p| p.0)
        .unwrap_or_default();
    let provokes = matches!(kind, MoveKind::Move | MoveKind::Crawl | MoveKind::Run);
    // One square, whatever the speed, for steps and crawls.
    if matches!(kind, MoveKind::Step | MoveKind::Crawl) {
        let Some(to) = to.or_else(|| path.and_then(|p| (p.len() == 1).then(|| p[0]))) else {
            return Err(Rejection::OneSquare(kind.name()));
        };
        check_step(snap, from, to)?;
        if let Some(o) = snap.occupant(to) {
            return Err(Rejection::Occupied {
                at: to,
                unit: snap.name(o.entity),
            });
        }
        let difficult = snap.movement(to) == Some(Movement::Difficult);
        if kind == MoveKind::Step
            && let Some(rough) = [from, to]
                .into_iter()
                .find(|&p| snap.movement(p) == Some(Movement::Difficult))
        {
            return Err(Rejection::StepInDifficult(rough));
        }
        let cost = step_cost(snap.shape.is_diagonal_step(from, to), 0, difficult);
        return Ok(MovePlan {
            path: PlannedPath {
                steps: vec![PlannedStep { to, cost }],
                cost,
                provocations: if provokes { snap.threat_at(from) } else { 0 },
            },
            action: first_cost,
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
                return Err(Rejection::AlreadyThere { unit: id(), at: to });
            }
            check_free_square(snap, to)?;
            if let Some(p) = find_path_avoiding(snap, from, to, speed, provokes) {
                return Ok(plan(p, first_cost));
            }
            if double_allowed && let Some(p) = find_path(snap, from, to, speed * 2) {
                return Ok(plan(p, super::reads::cost_of(world, ActionKind::Run)));
            }
            Err(Rejection::NoPath { unit: id(), to })
        }
        (None, Some(path)) => {
            let max = if double_allowed { speed * 2 } else { speed };
            let planned = check_path_of(snap, (from, path), max, id)?;
            let action = if kind == MoveKind::Withdraw
                || planned.cost <= speed
                || planned.steps.len() == 1
            {
                first_cost
            } else {
                super::reads::cost_of(world, ActionKind::Run)
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
    // One snapshot for the check and the walk: nothing between them changes the board.
    let snap = BoardSnapshot::for_unit(res.world, mover);
    let plan = check_move_on(res.world, &snap, mover, kind, to, path)?;
    Ok(execute(res, mover, &plan, &snap))
}

/// Walks a checked plan step by step, resolving attacks of opportunity before each step when the
/// kind of move provokes (`snap`: the board the plan was checked on).
fn execute(
    res: &mut Resolver,
    mover: Entity,
    plan: &MovePlan,
    snap: &BoardSnapshot,
) -> Result<(), EngineError> {
    res.emit(CombatEvent::Action {
        unit: res.id(mover),
        action: plan.kind.phrase(),
        cost: plan.action,
    });
    walk_on(res, mover, &plan.path.steps, plan.provokes, snap)
}

/// Takes the steps, each preceded by the attacks of opportunity that leaving its square provokes
/// (when `provokes`); stops if the mover drops.
pub fn walk(
    res: &mut Resolver,
    mover: Entity,
    steps: &[PlannedStep],
    provokes: bool,
) -> Result<(), EngineError> {
    let snap = BoardSnapshot::for_unit(res.world, mover);
    walk_on(res, mover, steps, provokes, &snap)
}

/// [`walk`] with the board as `mover` saw it when the move began.
///
/// Seed 000 ("Movimiento"): no creature ends its movement on another's square, though it may
/// pass through an ally's. A mover stopped on such a square by an interrupt (an attack of
/// opportunity or a readied attack that drops it, with its mount if it rides) falls back to the
/// last square of its path where it could have stopped, which the start always is: the reading
/// a table takes when a figure cannot stay where it fell (`falls_back`).
fn walk_on(
    res: &mut Resolver,
    mover: Entity,
    steps: &[PlannedStep],
    provokes: bool,
    snap: &BoardSnapshot,
) -> Result<(), EngineError> {
    let id = res.id(mover);
    let start = res.world.get::<Position>(mover).map(|p| p.0);
    let mut could_stop = start;
    // The board as it is now, once a readied action has changed it mid-walk.
    let mut changed: Option<BoardSnapshot> = None;
    for (i, step) in steps.iter().enumerate() {
        let snap = changed.as_ref().unwrap_or(snap);
        // The way may have been shut since the move was planned (a readied action closed a door
        // or took a square): the move ends where the mover is. On the board it was planned on,
        // a step never is (a helpless foe is crossed only where the plan allowed it: a charge
        // under seed 001's `charge_past_the_helpless`).
        let last = i + 1 == steps.len();
        let blocks = |o: super::board::Occupant| (o.enemy && !o.helpless && !o.crossable) || last;
        if snap.is_wall(step.to) || snap.occupant(step.to).is_some_and(blocks) {
            fall_back(res, mover, could_stop);
            return Ok(());
        }
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
                if !able_to_go_on(res.world, mover) {
                    fall_back(res, mover, could_stop);
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
        if snap.occupant(step.to).is_none() {
            could_stop = Some(step.to);
        }
        crate::rulesets::of(res.world).unit_stepped(res, mover, from, step.to)?;
        if super::ready::after_step(res, mover, from, step.to)? {
            // A readied action went off and may have changed the board.
            changed = Some(BoardSnapshot::for_unit(res.world, mover));
        }
        if !able_to_go_on(res.world, mover) {
            fall_back(res, mover, could_stop);
            return Ok(());
        }
    }
    Ok(())
}

/// Whether a mover can take its next step: it can act, and so can the mount it rides.
fn able_to_go_on(world: &World, mover: Entity) -> bool {
    health_state(world, mover).can_act()
        && world
            .get::<Riding>(mover)
            .is_none_or(|mount| health_state(world, mount.0).can_act())
}

/// Puts a stopped mover back on `square` (see [`walk_on`]) when it is not there already.
fn fall_back(res: &mut Resolver, mover: Entity, square: Option<Pos>) {
    let here = res.world.get::<Position>(mover).map(|p| p.0);
    if let (Some(from), Some(to)) = (here, square)
        && from != to
    {
        res.emit(CombatEvent::FallsBack {
            unit: res.id(mover),
            from,
            to,
        });
    }
}

/// Applies a step, a fall back or a drag: the unit (and the mount it rides) stands on the new
/// square.
pub(super) fn apply_event(world: &mut World, event: &CombatEvent) -> bool {
    use CombatEvent as E;
    if let E::Step { unit, to, .. }
    | E::FallsBack { unit, to, .. }
    | E::Dragged { unit, to, .. }
    | E::Pushed { unit, to, .. } = event
        && let Some(e) = super::reads::entity_of(world, unit)
    {
        // A mount goes where its rider rides it.
        let mount = world.get::<Riding>(e).map(|r| r.0);
        for moved in std::iter::once(e).chain(mount) {
            if let Some(mut p) = world.get_mut::<Position>(moved) {
                p.0 = *to;
            }
        }
    }
    true
}
