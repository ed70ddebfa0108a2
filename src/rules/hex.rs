//! Hex boards (seed 000: "tablero de hexágonos"): each cell is one space with six neighbours,
//! and distance counts cells, with no diagonal rule.
//!
//! The convention, one for the whole game:
//! - **Pointy-top hexes in rows.** A level's map text keeps its rows; each odd row (the second,
//!   the fourth …, counting the top row as row 0) sits half a cell to the right of the rows
//!   above and below it ("odd-r" offset). A cell keeps the `(x, y)` its map text gives it: column
//!   `x` in row `y`.
//! - **Axial coordinates inside.** The math here works on axial `(q, r)` with `r = y` and
//!   `q = x - (y - (y & 1)) / 2`, and on cube coordinates `(q, r, -q - r)` for distances, lines
//!   and rotations (the formulas are Red Blob Games' "Hexagonal Grids").
//! - **Six facings**, the directions of a pointy-top cell's edges: east, north-east, north-west,
//!   west, south-west, south-east (a hex board has no north or south facing).
//!
//! Templates read for hex, as a table would lay a hex template on such a board:
//! - a *sphere* of radius `r` is centred on a cell (a hex board has no intersections): every cell
//!   within `r` of it;
//! - a *cone* of length `l` fills the 60° wedge around the facing: the cells within `l` whose
//!   centres lie within 30° of it, seen from the caster's centre, edges included, the caster's
//!   own cell not;
//! - a *line* of length `l` runs `l` cells straight out along the facing;
//! - a *cube* of side `n` is the hexagon of radius `n / 2` (rounded down) on the chosen cell: the
//!   nearest hex shape to an `n`×`n` block (side 2: 7 cells for 4 squares; side 4: 19 for 16).

use super::grid::Pos;
use serde::{Deserialize, Serialize};

/// Axial coordinates of a hex cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Axial {
    pub q: i32,
    pub r: i32,
}

impl Axial {
    /// The cube coordinate `s`, such that `q + r + s = 0`.
    pub fn s(self) -> i32 {
        -self.q - self.r
    }
}

/// The axial coordinates of map cell `p` (odd rows shifted right).
pub fn to_axial(p: Pos) -> Axial {
    Axial {
        q: p.x - (p.y - (p.y & 1)) / 2,
        r: p.y,
    }
}

/// The map cell of axial `a`.
pub fn from_axial(a: Axial) -> Pos {
    Pos::new(a.q + (a.r - (a.r & 1)) / 2, a.r)
}

/// Cells between `a` and `b`, counted along the board.
pub fn hex_distance(a: Pos, b: Pos) -> u32 {
    let (a, b) = (to_axial(a), to_axial(b));
    let (dq, dr, ds) = (a.q - b.q, a.r - b.r, a.s() - b.s());
    dq.unsigned_abs()
        .max(dr.unsigned_abs())
        .max(ds.unsigned_abs())
}

/// A direction on a hex board: the six edges of a pointy-top cell.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Serialize,
    Deserialize,
    schemars::JsonSchema,
)]
pub enum HexFacing {
    E,
    NE,
    NW,
    W,
    SW,
    SE,
}

impl HexFacing {
    /// The six, counter-clockwise from east.
    pub const ALL: [HexFacing; 6] = [
        HexFacing::E,
        HexFacing::NE,
        HexFacing::NW,
        HexFacing::W,
        HexFacing::SW,
        HexFacing::SE,
    ];

    /// The axial step one cell this way (north is up the map, toward row 0).
    pub fn step(self) -> Axial {
        let (q, r) = match self {
            HexFacing::E => (1, 0),
            HexFacing::NE => (1, -1),
            HexFacing::NW => (0, -1),
            HexFacing::W => (-1, 0),
            HexFacing::SW => (-1, 1),
            HexFacing::SE => (0, 1),
        };
        Axial { q, r }
    }

    /// The facing nearest the direction from `from` to `to` (east when they are the same cell).
    pub fn toward(from: Pos, to: Pos) -> HexFacing {
        let (x, y) = world_point(to);
        let (ox, oy) = world_point(from);
        let (dx, dy) = (x - ox, oy - y);
        if dx == 0.0 && dy == 0.0 {
            return HexFacing::E;
        }
        // Facings sit every 60°, east at 0°, counter-clockwise, with north up.
        let angle = dy.atan2(dx).to_degrees().rem_euclid(360.0);
        let i = ((angle + 30.0) / 60.0).floor() as usize % 6;
        HexFacing::ALL[i]
    }
}

impl HexFacing {
    /// The hex facing a square facing names: the same compass point, none for north or south
    /// (a pointy-top cell has no edge that way).
    pub fn of(facing: super::templates::Facing) -> Option<HexFacing> {
        use super::templates::Facing as F;
        match facing {
            F::E => Some(HexFacing::E),
            F::NE => Some(HexFacing::NE),
            F::NW => Some(HexFacing::NW),
            F::W => Some(HexFacing::W),
            F::SW => Some(HexFacing::SW),
            F::SE => Some(HexFacing::SE),
            F::N | F::S => None,
        }
    }

    /// The same compass point as a command's facing.
    pub fn as_facing(self) -> super::templates::Facing {
        use super::templates::Facing as F;
        match self {
            HexFacing::E => F::E,
            HexFacing::NE => F::NE,
            HexFacing::NW => F::NW,
            HexFacing::W => F::W,
            HexFacing::SW => F::SW,
            HexFacing::SE => F::SE,
        }
    }

    /// The cell `n` cells from `from` this way.
    pub fn cells_from(self, from: Pos, n: i32) -> Pos {
        let (a, s) = (to_axial(from), self.step());
        from_axial(Axial {
            q: a.q + s.q * n,
            r: a.r + s.r * n,
        })
    }
}

/// A cell's centre in a plane where neighbouring centres are 1 apart and y grows down the map.
pub fn world_point(p: Pos) -> (f64, f64) {
    let a = to_axial(p);
    let x = f64::from(a.q) + f64::from(a.r) / 2.0;
    let y = f64::from(a.r) * 3f64.sqrt() / 2.0;
    (x, y)
}

/// The six cells next to `p`.
pub fn hex_neighbours(p: Pos) -> [Pos; 6] {
    HexFacing::ALL.map(|f| f.cells_from(p, 1))
}

/// Whether `a` and `b` are neighbouring cells.
pub fn hex_adjacent(a: Pos, b: Pos) -> bool {
    hex_distance(a, b) == 1
}

/// The cells within `radius` of `centre`, nearest first (the centre itself first of all).
pub fn hexes_within(centre: Pos, radius: u32) -> Vec<Pos> {
    let c = to_axial(centre);
    let n = radius as i32;
    let mut out = Vec::new();
    for q in -n..=n {
        for r in (-n).max(-q - n)..=n.min(-q + n) {
            out.push(from_axial(Axial {
                q: c.q + q,
                r: c.r + r,
            }));
        }
    }
    out.sort_by_key(|&p| (hex_distance(centre, p), p.y, p.x));
    out
}

/// The cells a straight line from `a`'s centre to `b`'s passes, both ends included: the cube
/// coordinates stepped evenly and rounded, nudged off the edges between two cells the same way
/// each time so that a line along an edge stays on one side.
pub fn hex_line(a: Pos, b: Pos) -> Vec<Pos> {
    hex_line_nudged(a, b, 1.0)
}

/// [`hex_line`] nudged to one side (`side` 1) or the other (-1) of the edges it runs along.
fn hex_line_nudged(a: Pos, b: Pos, side: f64) -> Vec<Pos> {
    let n = hex_distance(a, b);
    let (a, b) = (to_axial(a), to_axial(b));
    // Unequal on q and r, so that rounding a point on an edge never ties between them.
    let nudge = 1e-6 * side;
    let (aq, ar, as_) = (
        f64::from(a.q) + nudge,
        f64::from(a.r) + 2.0 * nudge,
        f64::from(a.s()) - 3.0 * nudge,
    );
    let (bq, br, bs) = (
        f64::from(b.q) + nudge,
        f64::from(b.r) + 2.0 * nudge,
        f64::from(b.s()) - 3.0 * nudge,
    );
    (0..=n)
        .map(|i| {
            let t = if n == 0 {
                0.0
            } else {
                f64::from(i) / f64::from(n)
            };
            cube_round(aq + (bq - aq) * t, ar + (br - ar) * t, as_ + (bs - as_) * t)
        })
        .map(from_axial)
        .collect()
}

/// The cell holding the point at fractional axial coordinates `(q, r)`.
pub fn cell_at_axial(q: f64, r: f64) -> Pos {
    from_axial(cube_round(q, r, -q - r))
}

/// The cell holding fractional cube coordinates.
fn cube_round(q: f64, r: f64, s: f64) -> Axial {
    let (mut rq, mut rr, rs) = (q.round(), r.round(), s.round());
    let (dq, dr, ds) = ((rq - q).abs(), (rr - r).abs(), (rs - s).abs());
    if dq > dr && dq > ds {
        rq = -rr - rs;
    } else if dr > ds {
        rr = -rq - rs;
    }
    Axial {
        q: rq as i32,
        r: rr as i32,
    }
}

/// Whether nothing `blocks` between the centres of `from` and `to` (the ends do not count). A
/// line that runs exactly along the edge between two cells squeezes by unless both sides
/// block, as a line through a square grid's corner does: the line is tried nudged to each side.
pub fn hex_line_is_clear(from: Pos, to: Pos, blocks: impl Fn(Pos) -> bool) -> bool {
    // Next door (most lines asked, for reach): nothing between.
    if hex_distance(from, to) <= 1 {
        return true;
    }
    let clear = |side: f64| {
        let cells = hex_line_nudged(from, to, side);
        let inner = cells.len().saturating_sub(2);
        cells.into_iter().skip(1).take(inner).all(|p| !blocks(p))
    };
    clear(1.0) || clear(-1.0)
}

/// A sphere of radius `r` on the cell `centre`.
pub fn hex_sphere(centre: Pos, r: u32) -> Vec<Pos> {
    hexes_within(centre, r)
}

/// A cube of side `n` read for hex: the hexagon of radius `n / 2` on `centre`.
pub fn hex_cube(centre: Pos, n: u32) -> Vec<Pos> {
    hexes_within(centre, n / 2)
}

/// A line of `l` cells straight out from `caster` along `facing`.
pub fn hex_line_template(caster: Pos, facing: HexFacing, l: u32) -> Vec<Pos> {
    (1..=l as i32)
        .map(|k| facing.cells_from(caster, k))
        .collect()
}

/// A line of `l` cells from `caster` toward the cell `toward` and on past it, at any angle (seed
/// 000: a hex board changes only walls, and on squares a line runs toward any square): the cells
/// of the straight line from the caster's centre through that cell's, one a step.
pub fn hex_line_toward(caster: Pos, toward: Pos, l: u32) -> Vec<Pos> {
    let n = hex_distance(caster, toward);
    if n == 0 || l == 0 {
        return Vec::new();
    }
    // Far enough along the same direction that the line is `l` cells long.
    let k = l.div_ceil(n) as i32;
    let (a, b) = (to_axial(caster), to_axial(toward));
    let far = from_axial(Axial {
        q: a.q + (b.q - a.q) * k,
        r: a.r + (b.r - a.r) * k,
    });
    hex_line(caster, far)
        .into_iter()
        .skip(1)
        .take(l as usize)
        .collect()
}

/// A cone of length `l` from `caster` toward `facing`: the cells within `l` (not the caster's)
/// whose centres lie within 30° of the facing, seen from the caster's centre, edges included.
pub fn hex_cone(caster: Pos, facing: HexFacing, l: u32) -> Vec<Pos> {
    hexes_within(caster, l)
        .into_iter()
        .filter(|&p| p != caster && within_wedge(caster, p, facing))
        .collect()
}

/// Whether `p` lies in the 60° wedge centred on `facing` from `from`, edges included.
fn within_wedge(from: Pos, p: Pos, facing: HexFacing) -> bool {
    let (x, y) = world_point(p);
    let (ox, oy) = world_point(from);
    let (dx, dy) = (x - ox, oy - y);
    let angle = dy.atan2(dx).to_degrees();
    let centre = HexFacing::ALL
        .iter()
        .position(|&f| f == facing)
        .unwrap_or(0) as f64
        * 60.0;
    let off = (angle - centre + 540.0).rem_euclid(360.0) - 180.0;
    off.abs() <= 30.0 + 1e-9
}
