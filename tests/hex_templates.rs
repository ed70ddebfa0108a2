//! Spell templates on a hex board (seed 000's sphere, cone, line and cube read for hex; see
//! `rules::hex`), drawn as ASCII in every facing: pointy-top cells, odd rows shifted half a
//! cell right, `C` the caster (or the centre), `*` the cells the template covers.

use leyendas::rules::grid::Pos;
use leyendas::rules::hex::*;

const W: i32 = 11;
const H: i32 = 9;

/// The board as text: one line per row, odd rows indented by one character.
fn draw(centre: Pos, cells: &[Pos]) -> String {
    let mut out = String::new();
    for y in 0..H {
        let mut line = String::new();
        if y % 2 == 1 {
            line.push(' ');
        }
        for x in 0..W {
            let p = Pos::new(x, y);
            line.push(if p == centre {
                'C'
            } else if cells.contains(&p) {
                '*'
            } else {
                '.'
            });
            line.push(' ');
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

#[test]
fn a_cone_of_3_fills_the_60_degree_wedge_around_each_of_the_six_facings() {
    let c = Pos::new(5, 4);
    let expected: [(HexFacing, &str); 6] = [
        (
            HexFacing::E,
            concat!(
                ". . . . . . . . . . .\n",
                " . . . . . . . . . . .\n",
                ". . . . . . . . . . .\n",
                " . . . . . . * * . . .\n",
                ". . . . . C * * * . .\n",
                " . . . . . . * * . . .\n",
                ". . . . . . . . . . .\n",
                " . . . . . . . . . . .\n",
                ". . . . . . . . . . .\n",
            ),
        ),
        (
            HexFacing::NE,
            concat!(
                ". . . . . . . . . . .\n",
                " . . . . . * * . . . .\n",
                ". . . . . * * * . . .\n",
                " . . . . . * * . . . .\n",
                ". . . . . C . . . . .\n",
                " . . . . . . . . . . .\n",
                ". . . . . . . . . . .\n",
                " . . . . . . . . . . .\n",
                ". . . . . . . . . . .\n",
            ),
        ),
        (
            HexFacing::NW,
            concat!(
                ". . . . . . . . . . .\n",
                " . . . * * . . . . . .\n",
                ". . . * * * . . . . .\n",
                " . . . * * . . . . . .\n",
                ". . . . . C . . . . .\n",
                " . . . . . . . . . . .\n",
                ". . . . . . . . . . .\n",
                " . . . . . . . . . . .\n",
                ". . . . . . . . . . .\n",
            ),
        ),
        (
            HexFacing::W,
            concat!(
                ". . . . . . . . . . .\n",
                " . . . . . . . . . . .\n",
                ". . . . . . . . . . .\n",
                " . . * * . . . . . . .\n",
                ". . * * * C . . . . .\n",
                " . . * * . . . . . . .\n",
                ". . . . . . . . . . .\n",
                " . . . . . . . . . . .\n",
                ". . . . . . . . . . .\n",
            ),
        ),
        (
            HexFacing::SW,
            concat!(
                ". . . . . . . . . . .\n",
                " . . . . . . . . . . .\n",
                ". . . . . . . . . . .\n",
                " . . . . . . . . . . .\n",
                ". . . . . C . . . . .\n",
                " . . . * * . . . . . .\n",
                ". . . * * * . . . . .\n",
                " . . . * * . . . . . .\n",
                ". . . . . . . . . . .\n",
            ),
        ),
        (
            HexFacing::SE,
            concat!(
                ". . . . . . . . . . .\n",
                " . . . . . . . . . . .\n",
                ". . . . . . . . . . .\n",
                " . . . . . . . . . . .\n",
                ". . . . . C . . . . .\n",
                " . . . . . * * . . . .\n",
                ". . . . . * * * . . .\n",
                " . . . . . * * . . . .\n",
                ". . . . . . . . . . .\n",
            ),
        ),
    ];
    for (facing, want) in expected {
        let cone = hex_cone(c, facing, 3);
        assert_eq!(draw(c, &cone), want, "{facing:?}");
        assert_eq!(cone.len(), 7, "1 + 3 + 3 cells, {facing:?}");
    }
}

#[test]
fn a_cone_from_an_odd_row_is_the_same_shape() {
    let c = Pos::new(5, 3);
    assert_eq!(
        draw(c, &hex_cone(c, HexFacing::E, 3)),
        concat!(
            ". . . . . . . . . . .\n",
            " . . . . . . . . . . .\n",
            ". . . . . . . * * . .\n",
            " . . . . . C * * * . .\n",
            ". . . . . . . * * . .\n",
            " . . . . . . . . . . .\n",
            ". . . . . . . . . . .\n",
            " . . . . . . . . . . .\n",
            ". . . . . . . . . . .\n",
        )
    );
    assert_eq!(
        draw(c, &hex_cone(c, HexFacing::NE, 3)),
        concat!(
            ". . . . . . * * . . .\n",
            " . . . . . * * * . . .\n",
            ". . . . . . * * . . .\n",
            " . . . . . C . . . . .\n",
            ". . . . . . . . . . .\n",
            " . . . . . . . . . . .\n",
            ". . . . . . . . . . .\n",
            " . . . . . . . . . . .\n",
            ". . . . . . . . . . .\n",
        )
    );
}

#[test]
fn a_line_of_4_runs_straight_out_along_each_of_the_six_facings() {
    let c = Pos::new(5, 4);
    let expected: [(HexFacing, &str); 6] = [
        (
            HexFacing::E,
            concat!(
                ". . . . . . . . . . .\n",
                " . . . . . . . . . . .\n",
                ". . . . . . . . . . .\n",
                " . . . . . . . . . . .\n",
                ". . . . . C * * * * .\n",
                " . . . . . . . . . . .\n",
                ". . . . . . . . . . .\n",
                " . . . . . . . . . . .\n",
                ". . . . . . . . . . .\n",
            ),
        ),
        (
            HexFacing::NE,
            concat!(
                ". . . . . . . * . . .\n",
                " . . . . . . * . . . .\n",
                ". . . . . . * . . . .\n",
                " . . . . . * . . . . .\n",
                ". . . . . C . . . . .\n",
                " . . . . . . . . . . .\n",
                ". . . . . . . . . . .\n",
                " . . . . . . . . . . .\n",
                ". . . . . . . . . . .\n",
            ),
        ),
        (
            HexFacing::NW,
            concat!(
                ". . . * . . . . . . .\n",
                " . . . * . . . . . . .\n",
                ". . . . * . . . . . .\n",
                " . . . . * . . . . . .\n",
                ". . . . . C . . . . .\n",
                " . . . . . . . . . . .\n",
                ". . . . . . . . . . .\n",
                " . . . . . . . . . . .\n",
                ". . . . . . . . . . .\n",
            ),
        ),
        (
            HexFacing::W,
            concat!(
                ". . . . . . . . . . .\n",
                " . . . . . . . . . . .\n",
                ". . . . . . . . . . .\n",
                " . . . . . . . . . . .\n",
                ". * * * * C . . . . .\n",
                " . . . . . . . . . . .\n",
                ". . . . . . . . . . .\n",
                " . . . . . . . . . . .\n",
                ". . . . . . . . . . .\n",
            ),
        ),
        (
            HexFacing::SW,
            concat!(
                ". . . . . . . . . . .\n",
                " . . . . . . . . . . .\n",
                ". . . . . . . . . . .\n",
                " . . . . . . . . . . .\n",
                ". . . . . C . . . . .\n",
                " . . . . * . . . . . .\n",
                ". . . . * . . . . . .\n",
                " . . . * . . . . . . .\n",
                ". . . * . . . . . . .\n",
            ),
        ),
        (
            HexFacing::SE,
            concat!(
                ". . . . . . . . . . .\n",
                " . . . . . . . . . . .\n",
                ". . . . . . . . . . .\n",
                " . . . . . . . . . . .\n",
                ". . . . . C . . . . .\n",
                " . . . . . * . . . . .\n",
                ". . . . . . * . . . .\n",
                " . . . . . . * . . . .\n",
                ". . . . . . . * . . .\n",
            ),
        ),
    ];
    for (facing, want) in expected {
        let line = hex_line_template(c, facing, 4);
        assert_eq!(draw(c, &line), want, "{facing:?}");
        assert!(
            line.iter()
                .enumerate()
                .all(|(i, &p)| hex_distance(c, p) == i as u32 + 1)
        );
    }
}

#[test]
fn a_line_toward_a_cell_runs_at_any_angle_one_cell_a_step_and_along_an_axis_as_the_facing_line() {
    let c = Pos::new(5, 4);
    for facing in HexFacing::ALL {
        let ahead = facing.cells_from(c, 2);
        assert_eq!(
            hex_line_toward(c, ahead, 4),
            hex_line_template(c, facing, 4),
            "{facing:?}"
        );
    }
    // Toward (9, 2), between the east and north-east axes: 5 cells, east and north-east by turns,
    // each a step further out and beside the one before, through the cell aimed at.
    let line = hex_line_toward(c, Pos::new(9, 2), 5);
    assert_eq!(
        draw(c, &line),
        concat!(
            ". . . . . . . . . . .\n",
            " . . . . . . . . . . .\n",
            ". . . . . . . . * * .\n",
            " . . . . . . * * . . .\n",
            ". . . . . C * . . . .\n",
            " . . . . . . . . . . .\n",
            ". . . . . . . . . . .\n",
            " . . . . . . . . . . .\n",
            ". . . . . . . . . . .\n",
        )
    );
    assert!(line.contains(&Pos::new(9, 2)));
    let mut before = c;
    for (i, &p) in line.iter().enumerate() {
        assert_eq!(hex_distance(c, p), i as u32 + 1);
        assert!(hex_adjacent(before, p), "{before} to {p}");
        before = p;
    }
}

#[test]
fn a_sphere_is_every_cell_within_its_radius_and_a_cube_the_hexagon_of_half_its_side() {
    let c = Pos::new(5, 4);
    let sphere = hex_sphere(c, 2);
    assert_eq!(
        draw(c, &sphere),
        concat!(
            ". . . . . . . . . . .\n",
            " . . . . . . . . . . .\n",
            ". . . . * * * . . . .\n",
            " . . . * * * * . . . .\n",
            ". . . * * C * * . . .\n",
            " . . . * * * * . . . .\n",
            ". . . . * * * . . . .\n",
            " . . . . . . . . . . .\n",
            ". . . . . . . . . . .\n",
        )
    );
    assert_eq!(sphere.len(), 19, "1 + 6 + 12");
    assert_eq!(
        draw(c, &hex_cube(c, 2)),
        concat!(
            ". . . . . . . . . . .\n",
            " . . . . . . . . . . .\n",
            ". . . . . . . . . . .\n",
            " . . . . * * . . . . .\n",
            ". . . . * C * . . . .\n",
            " . . . . * * . . . . .\n",
            ". . . . . . . . . . .\n",
            " . . . . . . . . . . .\n",
            ". . . . . . . . . . .\n",
        )
    );
    assert_eq!(hex_cube(c, 2).len(), 7);
    assert_eq!(hex_cube(c, 4), sphere, "side 4: the hexagon of radius 2");
    assert_eq!(hex_cube(c, 1), vec![c], "side 1: the cell itself");
}

#[test]
fn distance_counts_cells_with_no_diagonal_rule_and_each_cell_has_six_neighbours() {
    let c = Pos::new(5, 4);
    let around = hex_neighbours(c);
    assert_eq!(
        around,
        [
            Pos::new(6, 4),
            Pos::new(5, 3),
            Pos::new(4, 3),
            Pos::new(4, 4),
            Pos::new(4, 5),
            Pos::new(5, 5),
        ],
        "E, NE, NW, W, SW, SE of an even row"
    );
    assert!(
        around
            .iter()
            .all(|&p| hex_distance(c, p) == 1 && hex_adjacent(c, p))
    );
    // From an odd row the upper and lower neighbours lean the other way.
    assert_eq!(hex_neighbours(Pos::new(5, 3))[1], Pos::new(6, 2));
    assert_eq!(hex_distance(Pos::new(0, 0), Pos::new(4, 0)), 4);
    // Straight down the rows zigzags: 4 rows down is 4 cells, and 2 across costs nothing more.
    assert_eq!(hex_distance(Pos::new(5, 0), Pos::new(5, 4)), 4);
    assert_eq!(hex_distance(Pos::new(5, 0), Pos::new(7, 4)), 4);
    assert_eq!(hex_distance(Pos::new(5, 0), Pos::new(8, 4)), 5);
    for p in hexes_within(c, 3) {
        assert_eq!(from_axial(to_axial(p)), p);
    }
    assert_eq!(hexes_within(c, 3).len(), 37);
}

#[test]
fn a_line_of_sight_passes_the_cells_between_and_a_wall_among_them_blocks_it() {
    let line = hex_line(Pos::new(1, 4), Pos::new(5, 4));
    assert_eq!(line, (1..=5).map(|x| Pos::new(x, 4)).collect::<Vec<_>>());
    let wall = Pos::new(3, 4);
    assert!(!hex_line_is_clear(Pos::new(1, 4), Pos::new(5, 4), |p| p == wall));
    assert!(
        hex_line_is_clear(Pos::new(1, 4), Pos::new(3, 4), |p| p == wall),
        "ends do not count"
    );
    // A diagonal line holds one cell a step.
    let diag = hex_line(Pos::new(5, 4), Pos::new(7, 0));
    assert_eq!(diag.len(), 5);
    assert!(diag.windows(2).all(|w| hex_adjacent(w[0], w[1])));
}

#[test]
fn the_facing_toward_a_cell_is_the_nearest_of_the_six() {
    let c = Pos::new(5, 4);
    assert_eq!(HexFacing::toward(c, Pos::new(9, 4)), HexFacing::E);
    assert_eq!(HexFacing::toward(c, Pos::new(6, 2)), HexFacing::NE);
    assert_eq!(HexFacing::toward(c, Pos::new(4, 2)), HexFacing::NW);
    assert_eq!(HexFacing::toward(c, Pos::new(1, 4)), HexFacing::W);
    assert_eq!(HexFacing::toward(c, Pos::new(4, 6)), HexFacing::SW);
    assert_eq!(HexFacing::toward(c, Pos::new(6, 6)), HexFacing::SE);
    for f in HexFacing::ALL {
        let ahead = hex_line_template(c, f, 3)[2];
        assert_eq!(HexFacing::toward(c, ahead), f);
    }
}
