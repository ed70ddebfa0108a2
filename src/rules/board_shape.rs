//! The two boards a level can be played on (seed 000: a board of squares or "tablero de
//! hexágonos"), behind one type: every rule that measures, walks or looks across the board asks
//! its [`BoardShape`], so the same rules play on either.

use super::grid::{self, Pos};
use super::hex;
use serde::{Deserialize, Serialize};

/// What a level's cells are: squares (eight neighbours, the 1-2-1 diagonal rule) or pointy-top
/// hexes (six neighbours, odd rows shifted right; see [`hex`]).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema,
)]
pub enum BoardShape {
    #[default]
    Square,
    Hex,
}

/// The six neighbours of a cell in an even row, by map offset, in [`hex::HexFacing::ALL`]'s
/// order (east, north-east, north-west, west, south-west, south-east).
const HEX_EVEN_ROW: [(i32, i32); 6] = [(1, 0), (0, -1), (-1, -1), (-1, 0), (-1, 1), (0, 1)];
/// The same for a cell in an odd row, which sits half a cell to the right.
const HEX_ODD_ROW: [(i32, i32); 6] = [(1, 0), (1, -1), (0, -1), (-1, 0), (0, 1), (1, 1)];

impl BoardShape {
    /// The catalogue's selector for what a line counts (`square` or `hex`), so an English line
    /// says "hexes" on a hex board.
    pub fn cells(self) -> &'static str {
        match self {
            BoardShape::Square => "square",
            BoardShape::Hex => "hex",
        }
    }

    /// Whether this is the default shape: a saved event leaves the field out then.
    pub fn is_square(&self) -> bool {
        *self == BoardShape::Square
    }

    /// Distance in cells: the square grid's diagonal rule, or hex steps.
    pub fn distance(self, a: Pos, b: Pos) -> u32 {
        match self {
            BoardShape::Square => grid::grid_distance(a, b),
            BoardShape::Hex => hex::hex_distance(a, b),
        }
    }

    pub fn adjacent(self, a: Pos, b: Pos) -> bool {
        match self {
            BoardShape::Square => a.is_adjacent(b),
            BoardShape::Hex => hex::hex_adjacent(a, b),
        }
    }

    /// The map offsets of the neighbours of a cell in row `row`: eight squares (orthogonal
    /// first), or six hexes, which differ between even and odd rows.
    pub fn neighbour_offsets(self, row: i32) -> &'static [(i32, i32)] {
        match self {
            BoardShape::Square => &grid::NEIGHBOUR_OFFSETS,
            BoardShape::Hex if row & 1 == 0 => &HEX_EVEN_ROW,
            BoardShape::Hex => &HEX_ODD_ROW,
        }
    }

    /// The cells next to `p`, in [`neighbour_offsets`](Self::neighbour_offsets)' order.
    pub fn neighbours(self, p: Pos) -> impl Iterator<Item = Pos> {
        self.neighbour_offsets(p.y)
            .iter()
            .map(move |&(dx, dy)| p.offset(dx, dy))
    }

    /// Whether the step from `from` to the neighbouring `to` is a diagonal, which the square
    /// grid's 1-2-1 rule prices; a hex board has none.
    pub fn is_diagonal_step(self, from: Pos, to: Pos) -> bool {
        self == BoardShape::Square && from.is_diagonal_step(to)
    }

    /// Every cell within `radius` of `centre` (the centre left out), row by row.
    pub fn within(self, centre: Pos, radius: u32) -> Vec<Pos> {
        match self {
            BoardShape::Square => grid::squares_within(centre, radius).collect(),
            BoardShape::Hex => {
                let mut cells: Vec<Pos> = hex::hexes_within(centre, radius)
                    .into_iter()
                    .filter(|&p| p != centre)
                    .collect();
                cells.sort_by_key(|p| (p.y, p.x));
                cells
            }
        }
    }

    /// Whether a straight line between the centres of `from` and `to` is clear of cells that
    /// `blocks` (the ends never block).
    pub fn line_is_clear(self, from: Pos, to: Pos, blocks: impl Fn(Pos) -> bool) -> bool {
        match self {
            BoardShape::Square => grid::line_is_clear(from, to, blocks),
            BoardShape::Hex => hex::hex_line_is_clear(from, to, blocks),
        }
    }

    /// The cells a straight line from `from` to `to` passes through, in order, `from` left out
    /// and `to` last; consecutive cells are neighbours.
    pub fn line(self, from: Pos, to: Pos) -> Vec<Pos> {
        match self {
            BoardShape::Square => grid::line_squares(from, to),
            BoardShape::Hex => hex::hex_line(from, to).into_iter().skip(1).collect(),
        }
    }

    /// The centre of cell `p` in a plane where orthogonal or hex neighbours lie 1 apart, y down.
    pub fn centre(self, p: Pos) -> (f64, f64) {
        match self {
            BoardShape::Square => (f64::from(p.x), f64::from(p.y)),
            BoardShape::Hex => hex::world_point(p),
        }
    }

    /// Every cell of a `width` × `height` board, nearest `centre` first, then by row and
    /// column.
    pub fn by_distance_from(self, centre: Pos, width: i32, height: i32) -> Vec<Pos> {
        match self {
            BoardShape::Square => grid::by_distance_from(centre, width, height).collect(),
            BoardShape::Hex => {
                let mut cells: Vec<Pos> = (0..height)
                    .flat_map(|y| (0..width).map(move |x| Pos::new(x, y)))
                    .collect();
                cells.sort_by_key(|&p| (hex::hex_distance(centre, p), p.y, p.x));
                cells
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_neighbour_offsets_are_the_cells_one_step_away() {
        for p in [Pos::new(3, 2), Pos::new(3, 3), Pos::new(0, -1)] {
            let around: Vec<Pos> = BoardShape::Hex.neighbours(p).collect();
            assert_eq!(around, hex::hex_neighbours(p).to_vec(), "{p}");
            assert!(around.iter().all(|&q| BoardShape::Hex.adjacent(p, q)));
        }
    }

    #[test]
    fn a_hex_board_has_no_diagonal_steps_and_counts_cells() {
        let hex = BoardShape::Hex;
        assert!(!hex.is_diagonal_step(Pos::new(2, 2), Pos::new(1, 1)));
        // Two rows down and one across is two cells on hex; on squares, a diagonal and a step.
        assert_eq!(hex.distance(Pos::new(2, 2), Pos::new(3, 4)), 2);
        assert_eq!(
            BoardShape::Square.distance(Pos::new(2, 2), Pos::new(3, 4)),
            2
        );
        assert_eq!(hex.distance(Pos::new(0, 0), Pos::new(4, 4)), 6);
        assert_eq!(
            BoardShape::Square.distance(Pos::new(0, 0), Pos::new(4, 4)),
            6
        );
        assert_eq!(hex.distance(Pos::new(0, 0), Pos::new(0, 4)), 4);
        assert_eq!(hex.within(Pos::new(5, 5), 1).len(), 6);
        assert_eq!(hex.within(Pos::new(5, 5), 2).len(), 18);
        assert_eq!(hex.within(Pos::new(5, 5), 4).len(), 60);
    }

    #[test]
    fn the_nearest_cells_come_first_on_either_board() {
        let hex = BoardShape::Hex.by_distance_from(Pos::new(2, 2), 5, 5);
        assert_eq!(hex.len(), 25);
        assert_eq!(hex[0], Pos::new(2, 2));
        assert!(
            hex[1..7]
                .iter()
                .all(|&p| BoardShape::Hex.adjacent(Pos::new(2, 2), p))
        );
        let square = BoardShape::Square.by_distance_from(Pos::new(2, 2), 5, 5);
        assert_eq!(square.len(), 25);
        assert!(square[1..9].iter().all(|&p| p.is_adjacent(Pos::new(2, 2))));
    }

    #[test]
    fn hex_lines_walk_neighbours_to_the_end() {
        let cells = BoardShape::Hex.line(Pos::new(0, 0), Pos::new(5, 3));
        assert_eq!(cells.last(), Some(&Pos::new(5, 3)));
        let mut at = Pos::new(0, 0);
        for p in cells {
            assert!(BoardShape::Hex.adjacent(at, p), "{at} {p}");
            at = p;
        }
    }
}
