//! Bull rush ("Embestida"), read after the game seed 001 comes from, whose wording of it the
//! seed keeps ("tienen efectos variados en función de cuanto excede la tirada"): the foe is
//! pushed a square straight away from the unit, and a square more for every 5 by which the roll
//! beats its CMD. It stops at the first square it could not stand on (a wall, a blocked square,
//! another creature). Being pushed is not the foe's own movement, so it provokes nothing.
//!
//! With `follow`, the unit spends its move action to step after the foe, square by square, into
//! the squares it left: its own movement, which provokes as a move does. It needs the move
//! action left and to be free to move. Rider and mount are not pushed apart: a foe in the saddle
//! or carrying a rider cannot be bull rushed.

use super::Landed;
use crate::combat::board::BoardSnapshot;
use crate::combat::components::*;
use crate::combat::events::CombatEvent;
use crate::combat::movement::PlannedStep;
use crate::combat::resolver::{EngineError, Resolver};
use crate::i18n::Phrase;
use crate::phrase;
use crate::rules::board_shape::BoardShape;
use crate::rules::economy::ActionCost;
use crate::rules::grid::Pos;
use bevy::prelude::*;

/// Every this much by which the roll beats CMD pushes a square more.
pub const SQUARE_PER: i32 = 5;

/// Why `unit` cannot bull rush `target` (and follow, if asked), if it cannot.
pub fn refusal(world: &World, unit: Entity, target: Entity, follow: bool) -> Option<Phrase> {
    if super::saddled(world, target) {
        return Some(phrase!("why-rider-and-mount-stand-together"));
    }
    if !follow {
        return None;
    }
    let budget = crate::combat::hot::resource::<TurnState>(world).budget;
    if budget.check(ActionCost::Move).is_err() {
        return Some(phrase!("why-following-needs-the-move-action"));
    }
    let stuck = crate::combat::reads::conditions_of(world, unit)
        .has(crate::rules::condition_table::Flag::CannotMove);
    stuck.then(|| phrase!("why-it-cannot-move"))
}

/// How many squares a bull rush that beat CMD by `by` pushes.
pub fn squares_pushed(by: i32) -> u32 {
    1 + u32::try_from(by / SQUARE_PER).unwrap_or(0)
}

/// The square after `at` going straight on from `from` toward `at`: the neighbour of `at`
/// whose step points most nearly the same way, on squares or hexes.
pub fn next_away(shape: BoardShape, from: Pos, at: Pos) -> Pos {
    let (fx, fy) = shape.centre(from);
    let (ax, ay) = shape.centre(at);
    let along = |p: &Pos| {
        let (px, py) = shape.centre(*p);
        let (dx, dy) = (px - ax, py - ay);
        ((dx * (ax - fx) + dy * (ay - fy)) / (dx * dx + dy * dy).sqrt() * 1e6) as i64
    };
    shape.neighbours(at).max_by_key(along).unwrap_or(at)
}

/// Whether a creature could be put on `p`: on the board, neither wall nor blocked ground, and
/// nobody there.
pub(super) fn free_to_stand_on(snap: &BoardSnapshot, p: Pos) -> bool {
    snap.index(p).is_some()
        && !snap.is_wall(p)
        && snap.movement(p) != Some(crate::level::schema::Movement::Blocked)
        && snap.occupant(p).is_none()
}

/// The squares the foe is pushed through, straight away from `from`, up to `squares`, stopping
/// before the first it could not stand on.
pub fn push_path(snap: &BoardSnapshot, from: Pos, start: Pos, squares: u32) -> Vec<Pos> {
    let mut path = Vec::new();
    let (mut behind, mut at) = (from, start);
    for _ in 0..squares {
        let next = next_away(snap.shape, behind, at);
        if next == at || !free_to_stand_on(snap, next) {
            break;
        }
        path.push(next);
        (behind, at) = (at, next);
    }
    path
}

/// A landed bull rush pushes the foe; the unit follows if asked.
pub fn follow_up(
    res: &mut Resolver,
    (unit, target): (Entity, Entity),
    landed: Landed,
    follow: bool,
) -> Result<(), EngineError> {
    let Ok(by) = landed else {
        return Ok(());
    };
    let place = |e: Entity| res.world.get::<Position>(e).map(|p| p.0);
    let (Some(from), Some(start)) = (place(unit), place(target)) else {
        return Ok(());
    };
    let snap = BoardSnapshot::for_unit(res.world, target);
    let path = push_path(&snap, from, start, squares_pushed(by));
    let (pusher, pushed) = (res.id(unit), res.id(target));
    let mut at = start;
    for &to in &path {
        res.emit(CombatEvent::Pushed {
            unit: pushed.clone(),
            by: pusher.clone(),
            from: at,
            to,
        });
        at = to;
    }
    if follow && !path.is_empty() {
        follow_after(res, unit, start, &path)?;
    }
    Ok(())
}

/// The unit's move action after the foe: into the squares it left, up to the one behind it.
fn follow_after(
    res: &mut Resolver,
    unit: Entity,
    start: Pos,
    path: &[Pos],
) -> Result<(), EngineError> {
    res.emit(CombatEvent::Action {
        unit: res.id(unit),
        action: phrase!("action-follow"),
        cost: ActionCost::Move,
    });
    let squares = std::iter::once(start).chain(path[..path.len() - 1].iter().copied());
    let steps: Vec<PlannedStep> = squares.map(|to| PlannedStep { to, cost: 1 }).collect();
    crate::combat::movement::walk(res, unit, &steps, true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bull_rush_pushes_one_square_and_one_more_for_every_five_it_beats_cmd_by() {
        assert_eq!([0, 4, 5, 9, 10, 17].map(squares_pushed), [1, 1, 2, 2, 3, 4]);
    }

    #[test]
    fn straight_away_keeps_the_line_from_the_pusher_on_squares_and_hexes() {
        let sq = BoardShape::Square;
        assert_eq!(
            next_away(sq, Pos::new(2, 2), Pos::new(3, 2)),
            Pos::new(4, 2)
        );
        assert_eq!(
            next_away(sq, Pos::new(2, 2), Pos::new(3, 3)),
            Pos::new(4, 4)
        );
        assert_eq!(
            next_away(sq, Pos::new(3, 3), Pos::new(3, 2)),
            Pos::new(3, 1)
        );
        let hex = BoardShape::Hex;
        let (from, at) = (Pos::new(2, 2), Pos::new(3, 2));
        let next = next_away(hex, from, at);
        assert_eq!(hex.distance(from, next), 2);
        assert!(hex.adjacent(at, next));
    }
}
