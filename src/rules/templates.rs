//! Area templates on the square grid (seed 000, "Objetivo o área": cones, lines, spheres and
//! cubes). Pure geometry: which squares a template covers, before walls are considered
//! ([`with_line_of_effect`]).
//!
//! - **Sphere** of radius `r` (in squares): its origin is a grid intersection, `Corner { x, y }`
//!   being the top-left corner of square `(x, y)`. Distance is counted as for movement (diagonals
//!   1, 2, 1, 2 …) and a square is inside when all of it is within `r`: with `(i, j)` its offset from
//!   the origin within its quadrant (both from 0), when `1 + max(i, j) + ⌊min(i, j) / 2⌋ ≤ r`.
//!   Radius 1 covers the 4 squares around the intersection, radius 2 a 4×4 block, radius 4 52
//!   squares. The origin must be within range; the radius may reach beyond it.
//! - **Cone** of length `l`: the seed's equilateral triangle from the caster's front. Its apex is
//!   the middle of the caster's front edge (or the front corner, facing diagonally); its axis runs
//!   `l` squares (Euclidean) along the facing; a square is inside when its centre is within the
//!   60° triangle, on the far side of the apex and no farther than `l` along the axis. Symmetric
//!   about the axis by construction; 8 facings.
//! - **Line** of length `l`: one square wide from the caster toward a chosen square and beyond,
//!   every square the centre-to-centre line passes through, up to `l` squares of distance
//!   (counted as for movement).
//! - **Cube** of side `n`: the `n×n` block whose top-left square is given; all of it must lie within
//!   range (the caller checks).
//! - Walls: an area reaches a square only along a clear line from its origin ([`with_line_of_effect`]):
//!   from the caster's square for cones and lines, and for a sphere from whichever of the four
//!   squares around the origin lies in the square's quadrant.

use super::grid::{Pos, grid_distance, line_squares};

/// A grid intersection: the top-left corner of square `(x, y)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Corner {
    pub x: i32,
    pub y: i32,
}

/// The eight facings, clockwise from north (y grows downwards).
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    serde::Serialize,
    serde::Deserialize,
    schemars::JsonSchema,
)]
pub enum Facing {
    N,
    NE,
    E,
    SE,
    S,
    SW,
    W,
    NW,
}

impl Facing {
    pub const ALL: [Facing; 8] = [
        Facing::N,
        Facing::NE,
        Facing::E,
        Facing::SE,
        Facing::S,
        Facing::SW,
        Facing::W,
        Facing::NW,
    ];

    /// The unit step of the facing.
    pub fn step(self) -> (i32, i32) {
        match self {
            Facing::N => (0, -1),
            Facing::NE => (1, -1),
            Facing::E => (1, 0),
            Facing::SE => (1, 1),
            Facing::S => (0, 1),
            Facing::SW => (-1, 1),
            Facing::W => (-1, 0),
            Facing::NW => (-1, -1),
        }
    }

    /// The facing closest to the direction from `from` to `to` (for a cone that turns toward the
    /// mouse).
    pub fn toward(from: Pos, to: Pos) -> Facing {
        let (dx, dy) = ((to.x - from.x) as f32, (to.y - from.y) as f32);
        let angle = dy.atan2(dx).to_degrees(); // 0 = east, 90 = south
        let sector = (((angle + 360.0 + 22.5) % 360.0) / 45.0) as usize;
        [
            Facing::E,
            Facing::SE,
            Facing::S,
            Facing::SW,
            Facing::W,
            Facing::NW,
            Facing::N,
            Facing::NE,
        ][sector % 8]
    }
}

/// The squares of a sphere of radius `r` around intersection `origin`.
pub fn sphere(origin: Corner, r: u32) -> Vec<Pos> {
    let r = r as i32;
    let mut out = Vec::new();
    for j in 0..r {
        for i in 0..r {
            if 1 + i.max(j) + i.min(j) / 2 > r {
                continue;
            }
            out.push(Pos::new(origin.x + i, origin.y + j));
            out.push(Pos::new(origin.x - 1 - i, origin.y + j));
            out.push(Pos::new(origin.x + i, origin.y - 1 - j));
            out.push(Pos::new(origin.x - 1 - i, origin.y - 1 - j));
        }
    }
    out.sort();
    out
}

/// The squares of a cone of length `l` from the caster at `caster`, facing `facing`.
pub fn cone(caster: Pos, facing: Facing, l: u32) -> Vec<Pos> {
    let (sx, sy) = facing.step();
    let (ux, uy) = {
        let n = ((sx * sx + sy * sy) as f32).sqrt();
        (sx as f32 / n, sy as f32 / n)
    };
    // Apex: the middle of the front edge, or the front corner on a diagonal.
    let apex = (
        caster.x as f32 + 0.5 + sx as f32 * 0.5,
        caster.y as f32 + 0.5 + sy as f32 * 0.5,
    );
    let tan30 = 30f32.to_radians().tan();
    let l = l as f32;
    let reach = l.ceil() as i32 + 1;
    let mut out = Vec::new();
    for y in caster.y - reach..=caster.y + reach {
        for x in caster.x - reach..=caster.x + reach {
            let (cx, cy) = (x as f32 + 0.5 - apex.0, y as f32 + 0.5 - apex.1);
            let along = cx * ux + cy * uy;
            let across = (cx * -uy + cy * ux).abs();
            if along > 0.0 && along <= l + 1e-4 && across <= along * tan30 + 1e-4 {
                out.push(Pos::new(x, y));
            }
        }
    }
    out.sort();
    out
}

/// The squares of a line of length `l` from the caster toward `toward` (and beyond it).
pub fn line(caster: Pos, toward: Pos, l: u32) -> Vec<Pos> {
    let (dx, dy) = (toward.x - caster.x, toward.y - caster.y);
    let longest = dx.abs().max(dy.abs());
    if longest == 0 {
        return Vec::new();
    }
    let k = ((2 * l as i32) + longest - 1) / longest;
    let k = k.max(1);
    let far = Pos::new(caster.x + dx * k, caster.y + dy * k);
    line_squares(caster, far)
        .into_iter()
        .take_while(|&p| grid_distance(caster, p) <= l)
        .collect()
}

/// The squares of a cube of side `n` whose top-left square is `top_left`.
pub fn cube(top_left: Pos, n: u32) -> Vec<Pos> {
    let n = n as i32;
    (0..n)
        .flat_map(|j| (0..n).map(move |i| Pos::new(top_left.x + i, top_left.y + j)))
        .collect()
}

/// Where a template's line of effect starts for a given square.
#[derive(Clone, Copy, Debug)]
pub enum Origin {
    /// The caster's square (cones, lines, cubes).
    Square(Pos),
    /// A sphere's intersection: each square is reached from the square around the origin that
    /// lies in its quadrant.
    Corner(Corner),
}

/// The squares of `area` that a clear line from the origin reaches (walls stop areas).
pub fn with_line_of_effect(
    shape: super::board_shape::BoardShape,
    area: Vec<Pos>,
    origin: Origin,
    blocks: impl Fn(Pos) -> bool,
) -> Vec<Pos> {
    area.into_iter()
        .filter(|&p| {
            if blocks(p) {
                return false;
            }
            let from = match origin {
                Origin::Square(s) => s,
                Origin::Corner(c) => Pos::new(
                    if p.x >= c.x { c.x } else { c.x - 1 },
                    if p.y >= c.y { c.y } else { c.y - 1 },
                ),
            };
            from == p || (!blocks(from) && shape.line_is_clear(from, p, &blocks))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Draws `squares` around `centre` as text: `X` covered, `C` the caster/origin marker, `.` not.
    fn draw(squares: &[Pos], x0: i32, y0: i32, w: i32, h: i32, mark: Option<Pos>) -> String {
        let mut out = String::new();
        for y in y0..y0 + h {
            for x in x0..x0 + w {
                let p = Pos::new(x, y);
                out.push(if Some(p) == mark {
                    'C'
                } else if squares.contains(&p) {
                    'X'
                } else {
                    '.'
                });
            }
            out.push('\n');
        }
        out
    }

    #[test]
    fn spheres_cover_four_sixteen_and_fifty_two_squares() {
        let o = Corner { x: 5, y: 5 };
        assert_eq!(sphere(o, 1).len(), 4);
        assert_eq!(sphere(o, 2).len(), 16);
        assert_eq!(sphere(o, 4).len(), 52);
        assert_eq!(
            draw(&sphere(o, 4), 1, 1, 8, 8, None),
            "\
..XXXX..
.XXXXXX.
XXXXXXXX
XXXXXXXX
XXXXXXXX
XXXXXXXX
.XXXXXX.
..XXXX..
"
        );
        assert_eq!(
            draw(&sphere(o, 3), 2, 2, 6, 6, None),
            "\
.XXXX.
XXXXXX
XXXXXX
XXXXXX
XXXXXX
.XXXX.
"
        );
    }

    #[test]
    fn a_cone_east_and_northeast() {
        let c = Pos::new(0, 3);
        assert_eq!(
            draw(&cone(c, Facing::E, 3), 0, 0, 5, 7, Some(c)),
            "\
.....
.....
...X.
CXXX.
...X.
.....
.....
"
        );
        let c = Pos::new(0, 4);
        assert_eq!(
            draw(&cone(c, Facing::NE, 3), 0, 0, 5, 5, Some(c)),
            "\
.....
..X..
.XXX.
.XX..
C....
"
        );
        // Column d (1..=6) holds the squares within (d − ½)·tan 30° of the axis: 1, 1, 3, 5, 5, 7.
        assert_eq!(cone(Pos::new(0, 6), Facing::E, 6).len(), 22);
    }

    #[test]
    fn cones_are_the_same_in_every_facing() {
        for l in 1..=8 {
            let east = cone(Pos::new(0, 0), Facing::E, l);
            // Rotating east by quarter turns gives south, west and north.
            let rot = |p: Pos| Pos::new(-p.y, p.x);
            let mut south: Vec<Pos> = east.iter().map(|&p| rot(p)).collect();
            south.sort();
            assert_eq!(south, cone(Pos::new(0, 0), Facing::S, l), "length {l}");
            // Symmetric about the axis.
            let mut mirrored: Vec<Pos> = east.iter().map(|p| Pos::new(p.x, -p.y)).collect();
            mirrored.sort();
            assert_eq!(mirrored, east, "length {l}");
            let ne = cone(Pos::new(0, 0), Facing::NE, l);
            let mut flipped: Vec<Pos> = ne.iter().map(|p| Pos::new(-p.y, -p.x)).collect();
            flipped.sort();
            assert_eq!(flipped, ne, "NE symmetric about its diagonal, length {l}");
        }
    }

    #[test]
    fn a_line_runs_through_the_target_to_its_length() {
        let c = Pos::new(0, 0);
        assert_eq!(
            line(c, Pos::new(2, 0), 5),
            (1..=5).map(|x| Pos::new(x, 0)).collect::<Vec<_>>()
        );
        let bent = line(c, Pos::new(4, 2), 6);
        assert_eq!(
            draw(&bent, 0, 0, 8, 5, Some(c)),
            "\
CX......
.XXX....
...XXX..
.....X..
........
"
        );
        assert!(bent.iter().all(|&p| grid_distance(c, p) <= 6));
    }

    #[test]
    fn a_cube_is_its_block() {
        assert_eq!(
            cube(Pos::new(2, 3), 2),
            vec![
                Pos::new(2, 3),
                Pos::new(3, 3),
                Pos::new(2, 4),
                Pos::new(3, 4)
            ]
        );
    }

    #[test]
    fn walls_stop_areas() {
        let wall = |p: Pos| p.x == 7 && p.y <= 6;
        let burst = with_line_of_effect(
            crate::rules::board_shape::BoardShape::Square,
            sphere(Corner { x: 5, y: 5 }, 4),
            Origin::Corner(Corner { x: 5, y: 5 }),
            wall,
        );
        assert!(!burst.contains(&Pos::new(8, 5)), "behind the wall");
        assert!(!burst.contains(&Pos::new(7, 5)), "the wall itself");
        assert!(burst.contains(&Pos::new(6, 5)));
        assert!(burst.contains(&Pos::new(7, 7)), "round the end of the wall");
        let l = with_line_of_effect(
            crate::rules::board_shape::BoardShape::Square,
            line(Pos::new(0, 0), Pos::new(3, 0), 10),
            Origin::Square(Pos::new(0, 0)),
            wall,
        );
        assert_eq!(l, (1..=6).map(|x| Pos::new(x, 0)).collect::<Vec<_>>());
    }

    #[test]
    fn facing_toward_the_mouse() {
        let c = Pos::new(5, 5);
        assert_eq!(Facing::toward(c, Pos::new(9, 5)), Facing::E);
        assert_eq!(Facing::toward(c, Pos::new(9, 1)), Facing::NE);
        assert_eq!(Facing::toward(c, Pos::new(5, 0)), Facing::N);
        assert_eq!(Facing::toward(c, Pos::new(1, 8)), Facing::SW);
    }
}
