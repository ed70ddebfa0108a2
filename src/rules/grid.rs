//! Square-grid geometry (seed 000, "Movimiento" on a square board and "Zona amenazada").
//!
//! Coordinates: `x` is the column from the left, `y` the row from the top, both from 0.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A square of the board. Serialised as `[x, y]` in JSON and `(x, y)` in RON.
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Serialize,
    Deserialize,
    schemars::JsonSchema,
)]
#[serde(from = "(i32, i32)", into = "(i32, i32)")]
pub struct Pos {
    pub x: i32,
    pub y: i32,
}

impl Pos {
    pub const fn new(x: i32, y: i32) -> Self {
        Self { x, y }
    }

    pub fn offset(self, dx: i32, dy: i32) -> Self {
        Self::new(self.x + dx, self.y + dy)
    }

    /// The eight squares around this one, orthogonal first, in a fixed order.
    pub fn neighbours(self) -> impl Iterator<Item = Pos> {
        NEIGHBOUR_OFFSETS
            .iter()
            .map(move |&(dx, dy)| self.offset(dx, dy))
    }

    pub fn is_adjacent(self, other: Pos) -> bool {
        self != other && (self.x - other.x).abs() <= 1 && (self.y - other.y).abs() <= 1
    }

    pub fn is_diagonal_step(self, to: Pos) -> bool {
        self.x != to.x && self.y != to.y
    }
}

impl From<(i32, i32)> for Pos {
    fn from((x, y): (i32, i32)) -> Self {
        Pos::new(x, y)
    }
}

impl From<Pos> for (i32, i32) {
    fn from(p: Pos) -> Self {
        (p.x, p.y)
    }
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.x, self.y)
    }
}

/// Orthogonal neighbours first so that, between equal paths, straight ones are found first.
pub const NEIGHBOUR_OFFSETS: [(i32, i32); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (-1, 1),
    (1, -1),
    (-1, -1),
];

/// Distance in squares with the seed's diagonal rule: the first diagonal counts 1, the second 2, and
/// so on alternating. Walking `min(dx, dy)` diagonals and the rest straight costs
/// `max + floor(min / 2)`.
pub fn grid_distance(a: Pos, b: Pos) -> u32 {
    let dx = (a.x - b.x).unsigned_abs();
    let dy = (a.y - b.y).unsigned_abs();
    dx.max(dy) + dx.min(dy) / 2
}

/// Every square of a `width` × `height` board, nearest `centre` first by [`grid_distance`],
/// then by row and column: the order to look in for the nearest square that will do.
pub fn by_distance_from(centre: Pos, width: i32, height: i32) -> impl Iterator<Item = Pos> {
    let (w, h) = ((width - 1).max(0), (height - 1).max(0));
    // From a corner to the opposite corner is the farthest any square can be.
    let farthest = grid_distance(Pos::new(0, 0), Pos::new(w, h));
    (0..=farthest).flat_map(move |r| {
        let reach = r as i32;
        let mut ring: Vec<Pos> = (-reach..=reach)
            .flat_map(|dy| (-reach..=reach).map(move |dx| centre.offset(dx, dy)))
            .filter(|&p| {
                p.x >= 0 && p.y >= 0 && p.x < width && p.y < height && grid_distance(centre, p) == r
            })
            .collect();
        ring.sort_by_key(|p| (p.y, p.x));
        ring
    })
}

/// A speed in squares once armour that slows is worn. Seed 000 ("Velocidad") says the armour worn
/// can change a creature's speed and gives no numbers; we take the d20 games' table, a third off
/// rounded down: 6 squares become 4, 4 become 3, 10 become 7.
pub fn speed_in_armor(speed: u32) -> u32 {
    speed - speed / 3
}

/// What one step costs in movement. Seed 000: on a square board the first diagonal counts 1 and the
/// second 2 (alternating across the move; `diagonals_before` is how many diagonal steps this move has
/// already made); a square of difficult terrain counts double. A diagonal step into difficult terrain
/// doubles its diagonal cost (2 or 4), the reading that keeps a diagonal worth 1½ squares as the
/// alternation intends.
pub fn step_cost(diagonal: bool, diagonals_before: u32, difficult: bool) -> u32 {
    let base = if diagonal && diagonals_before % 2 == 1 {
        2
    } else {
        1
    };
    if difficult { base * 2 } else { base }
}

/// Every square within `radius` of `center` by [`grid_distance`], excluding the centre.
pub fn squares_within(center: Pos, radius: u32) -> impl Iterator<Item = Pos> {
    let r = radius as i32;
    (-r..=r).flat_map(move |dy| {
        (-r..=r).filter_map(move |dx| {
            let p = center.offset(dx, dy);
            (p != center && grid_distance(center, p) <= radius).then_some(p)
        })
    })
}

/// The squares a straight line from the centre of `from` to the centre of `to` passes through,
/// in order, `from` left out and `to` last. Where the line passes exactly through a grid corner it
/// goes diagonally, so consecutive squares are always adjacent.
pub fn line_squares(from: Pos, to: Pos) -> Vec<Pos> {
    line_walk(from, to).collect()
}

/// [`line_squares`] as an iterator: lines are walked often (sight, reach, templates) and most are
/// abandoned at the first wall, so nothing is collected unless asked.
pub fn line_walk(from: Pos, to: Pos) -> impl Iterator<Item = Pos> {
    let (dx, dy) = (to.x - from.x, to.y - from.y);
    let (nx, ny) = (dx.abs(), dy.abs());
    let (sx, sy) = (dx.signum(), dy.signum());
    let (mut ix, mut iy) = (0, 0);
    let mut p = from;
    std::iter::from_fn(move || {
        if ix >= nx && iy >= ny {
            return None;
        }
        // Compare (0.5 + ix) / nx with (0.5 + iy) / ny without floats.
        let decision = (1 + 2 * ix) * ny - (1 + 2 * iy) * nx;
        if decision == 0 {
            p = Pos::new(p.x + sx, p.y + sy);
            ix += 1;
            iy += 1;
        } else if decision < 0 {
            p.x += sx;
            ix += 1;
        } else {
            p.y += sy;
            iy += 1;
        }
        Some(p)
    })
}

/// Whether a straight line from the centre of `from` to the centre of `to` is clear of blocking
/// squares (walls). The squares the segment passes through are walked exactly (no sampling); the two
/// end squares never block. Where the line passes exactly through a grid corner it squeezes through
/// unless both squares beside that corner block, the same rule movement uses for corners.
pub fn line_is_clear(from: Pos, to: Pos, blocks: impl Fn(Pos) -> bool) -> bool {
    // Next door (most lines asked, for reach): nothing between, at most a corner to squeeze by.
    if (to.x - from.x).abs() <= 1 && (to.y - from.y).abs() <= 1 {
        return !from.is_diagonal_step(to)
            || !blocks(Pos::new(to.x, from.y))
            || !blocks(Pos::new(from.x, to.y));
    }
    let mut prev = from;
    for p in line_walk(from, to) {
        // A diagonal step is the line passing exactly through a corner.
        if prev.is_diagonal_step(p)
            && blocks(Pos::new(p.x, prev.y))
            && blocks(Pos::new(prev.x, p.y))
        {
            return false;
        }
        if p != to && blocks(p) {
            return false;
        }
        prev = p;
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_legs_are_at_most_one_square_longer_than_their_distances() {
        // The AI bounds who it could reach after a move by this (see `ai::Context::movement`):
        // a diagonal on each leg can pair up into a dearer one on the whole way, never more.
        let o = Pos::new(0, 0);
        let mut slack_of_one = false;
        for (bx, by, cx, cy) in (-6..=6).flat_map(|bx| {
            (-6..=6).flat_map(move |by| {
                (-6..=6).flat_map(move |cx| (-6..=6).map(move |cy| (bx, by, cx, cy)))
            })
        }) {
            let (b, c) = (Pos::new(bx, by), Pos::new(cx, cy));
            let (whole, legs) = (
                grid_distance(o, c),
                grid_distance(o, b) + grid_distance(b, c),
            );
            assert!(whole <= legs + 1, "{b:?} {c:?}");
            slack_of_one |= whole == legs + 1;
        }
        assert!(slack_of_one, "the one square of slack is needed");
    }

    #[test]
    fn armour_that_slows_takes_a_third_of_the_speed_rounded_down() {
        let slowed: Vec<u32> = [4, 6, 8, 10, 12, 2, 1].map(speed_in_armor).to_vec();
        assert_eq!(slowed, [3, 4, 6, 7, 8, 2, 1]);
    }

    #[test]
    fn diagonal_distance_alternates_one_two() {
        let o = Pos::new(0, 0);
        assert_eq!(grid_distance(o, Pos::new(1, 1)), 1);
        assert_eq!(grid_distance(o, Pos::new(2, 2)), 3);
        assert_eq!(grid_distance(o, Pos::new(3, 3)), 4);
        assert_eq!(grid_distance(o, Pos::new(4, 4)), 6);
        assert_eq!(grid_distance(o, Pos::new(5, 2)), 6);
        assert_eq!(grid_distance(o, Pos::new(0, 7)), 7);
    }

    #[test]
    fn step_costs_alternate_and_double_in_difficult_terrain() {
        let costs: Vec<u32> = (0..4).map(|n| step_cost(true, n, false)).collect();
        assert_eq!(costs, vec![1, 2, 1, 2]);
        assert_eq!(step_cost(false, 1, false), 1);
        assert_eq!(step_cost(false, 0, true), 2);
        assert_eq!(step_cost(true, 0, true), 2);
        assert_eq!(step_cost(true, 1, true), 4);
    }

    #[test]
    fn reach_one_is_the_eight_neighbours_and_reach_two_skips_the_far_corners() {
        let c = Pos::new(5, 5);
        assert_eq!(squares_within(c, 1).count(), 8);
        let r2: Vec<Pos> = squares_within(c, 2).collect();
        assert_eq!(r2.len(), 20, "5x5 block minus centre minus four corners");
        assert!(!r2.contains(&Pos::new(7, 7)));
        assert!(r2.contains(&Pos::new(7, 6)));
    }

    #[test]
    fn walls_block_lines_and_a_corner_needs_both_sides_blocked() {
        let wall = |p: Pos| p == Pos::new(2, 0);
        assert!(!line_is_clear(Pos::new(0, 0), Pos::new(4, 0), wall));
        assert!(line_is_clear(Pos::new(0, 1), Pos::new(4, 1), wall));
        // Diagonal through the corner between (1,0)/(0,1): one side open lets it through.
        let one_side = |p: Pos| p == Pos::new(1, 0);
        assert!(line_is_clear(Pos::new(0, 0), Pos::new(1, 1), one_side));
        let both = |p: Pos| p == Pos::new(1, 0) || p == Pos::new(0, 1);
        assert!(!line_is_clear(Pos::new(0, 0), Pos::new(1, 1), both));
        assert!(!line_is_clear(Pos::new(0, 0), Pos::new(2, 2), |p| p == Pos::new(1, 1)));
        // The end squares never block, next door or on the same square.
        let ends = |p: Pos| p == Pos::new(0, 0) || p == Pos::new(1, 0) || p == Pos::new(1, 1);
        assert!(line_is_clear(Pos::new(0, 0), Pos::new(1, 0), ends));
        assert!(line_is_clear(Pos::new(0, 0), Pos::new(1, 1), ends));
        assert!(line_is_clear(Pos::new(0, 0), Pos::new(0, 0), ends));
    }

    #[test]
    fn line_squares_walk_adjacent_squares_to_the_end() {
        assert_eq!(
            line_squares(Pos::new(0, 0), Pos::new(3, 0)),
            vec![Pos::new(1, 0), Pos::new(2, 0), Pos::new(3, 0)]
        );
        assert_eq!(
            line_squares(Pos::new(0, 0), Pos::new(2, 2)),
            vec![Pos::new(1, 1), Pos::new(2, 2)]
        );
        let bent = line_squares(Pos::new(0, 0), Pos::new(4, 1));
        assert_eq!(bent.last(), Some(&Pos::new(4, 1)));
        let mut at = Pos::new(0, 0);
        for p in bent {
            assert!(at.is_adjacent(p));
            at = p;
        }
    }

    #[test]
    fn pos_serialises_as_a_pair() {
        assert_eq!(serde_json::to_string(&Pos::new(3, 4)).unwrap(), "[3,4]");
        let p: Pos = ron::from_str("(3, 4)").unwrap();
        assert_eq!(p, Pos::new(3, 4));
    }
}
