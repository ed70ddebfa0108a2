//! Hex boards (seed 000: "tablero de hexágonos"): each cell one space, six neighbours, distance
//! in cells with no diagonal rule, and every rule that measures or walks the board doing it in
//! cells: movement and difficult terrain, sight past walls, reach and attacks of opportunity,
//! charge lanes, readied triggers and the spell areas read for hex (see `rules::hex`).
//! Numbers: the archer's speed 6 (leather), the fighter's 4 (scale mail) and longsword +6, the
//! ogre's greatclub +7 (BAB 3, Str +5, Large −1) with reach 2, goblin Defense 16.

mod common;

use common::*;
use leyendas::combat::board::BoardSnapshot;
use leyendas::combat::commands::ReadyTrigger;
use leyendas::combat::{CombatEvent, Command, TurnState};
use leyendas::rules::board_shape::BoardShape;
use leyendas::rules::economy::ActionCost;
use leyendas::rules::grid::Pos;
use leyendas::rules::templates::Facing;

const FIELD: [&str; 9] = [
    "............",
    "............",
    "............",
    "............",
    "............",
    "............",
    "............",
    "............",
    "............",
];

const WIDE: [&str; 15] = [
    "....................",
    "....................",
    "....................",
    "....................",
    "....................",
    "....................",
    "....................",
    "....................",
    "....................",
    "....................",
    "....................",
    "....................",
    "....................",
    "....................",
    "....................",
];

fn attack_totals(events: &[CombatEvent]) -> Vec<(String, String, u32, i32, i32, bool)> {
    events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Attack {
                attacker,
                target,
                roll,
                total,
                defense,
                hit,
                ..
            } => Some((
                attacker.clone(),
                target.clone(),
                *roll,
                *total,
                *defense,
                *hit,
            )),
            _ => None,
        })
        .collect()
}

fn cast(unit: &str, spell: &str, at: Option<Pos>, facing: Option<Facing>) -> Command {
    Command::Cast {
        unit: unit.into(),
        spell: spell.into(),
        target: None,
        at,
        facing,
        defensively: false,
    }
}

fn area_of(events: &[CombatEvent]) -> Option<(Vec<Pos>, Vec<String>)> {
    events.iter().find_map(|e| match e {
        CombatEvent::Area { squares, units, .. } => Some((squares.clone(), units.clone())),
        _ => None,
    })
}

#[test]
fn a_level_says_board_hex_and_the_fight_is_played_on_hexes() {
    let units = [
        r#"(id: "t", side: "a", at: (0, 0), creature: "elf_archer")"#,
        r#"(id: "g", side: "b", at: (9, 5), creature: "goblin")"#,
    ];
    let (enc, _) = hex_fight(&FIELD, &units, &[]);
    let board = enc.world().resource::<leyendas::combat::Board>();
    assert_eq!(board.shape, BoardShape::Hex);
    // Left out, a board is of squares.
    let (enc, _) = fight(&FIELD, &units, &[]);
    let board = enc.world().resource::<leyendas::combat::Board>();
    assert_eq!(board.shape, BoardShape::Square);
}

#[test]
fn a_move_on_hexes_costs_one_a_cell_with_no_diagonal_rule() {
    // (0, 0) to (2, 4) is 4 cells on hexes (5 squares on a square board, a diagonal paying 2).
    let units = [
        r#"(id: "t", side: "a", at: (0, 0), creature: "elf_archer", initiative: 20)"#,
        r#"(id: "g", side: "b", at: (11, 8), creature: "goblin", initiative: 5)"#,
    ];
    let (mut enc, _) = hex_fight(&FIELD, &units, &[]);
    let ev = enc.submit(move_to("t", 2, 4));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    let walked = steps(&ev);
    assert_eq!(walked.len(), 4);
    assert!(walked.iter().all(|&(_, _, cost)| cost == 1));
    // Each step is to one of the six neighbours.
    for &(from, to, _) in &walked {
        assert!(BoardShape::Hex.adjacent(from, to), "{from} to {to}");
    }
    assert_eq!(enc.position("t"), Some(Pos::new(2, 4)));
    // One move action of the 6 cells: the standard action is left.
    assert!(
        enc.world()
            .resource::<TurnState>()
            .budget
            .check(ActionCost::Standard)
            .is_ok()
    );

    // Seven cells along a row are more than one move: a double move.
    let (mut enc, _) = hex_fight(&FIELD, &units, &[]);
    let ev = enc.submit(move_to("t", 7, 0));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(steps(&ev).len(), 7);
    assert!(
        ev.iter().any(|e| matches!(
            e,
            CombatEvent::Action {
                cost: ActionCost::DoubleMove,
                ..
            }
        )),
        "{ev:?}"
    );
}

#[test]
fn within_one_move_on_hexes_are_the_cells_of_a_hexagon() {
    // Speed 6 from the middle of an open board: every cell within 6, 3 × 6 × 7 = 126 of them.
    let (enc, _) = hex_fight(
        &WIDE,
        &[
            r#"(id: "t", side: "a", at: (10, 7), creature: "elf_archer", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (0, 0), creature: "goblin", initiative: 5)"#,
        ],
        &[],
    );
    let mover = enc.entity("t").unwrap();
    let snap = BoardSnapshot::for_unit(enc.world(), mover);
    let reach = leyendas::combat::movement::reachable(&snap, Pos::new(10, 7), 6);
    assert_eq!(reach.len(), 126);
    assert!(
        reach
            .iter()
            .all(|(&p, &cost)| cost == BoardShape::Hex.distance(Pos::new(10, 7), p))
    );
    // The same from the window's preview.
    let p = leyendas::view::preview::compute_preview(enc.world(), None, false);
    assert_eq!(p.reach_one.len(), 126);
}

#[test]
fn difficult_cells_cost_two_and_a_five_foot_step_cannot_enter_them() {
    let map = [
        "............",
        "............",
        "..%.........",
        "............",
        "............",
    ];
    let units = [
        r#"(id: "t", side: "a", at: (1, 2), creature: "elf_archer", initiative: 20)"#,
        r#"(id: "g", side: "b", at: (11, 4), creature: "goblin", initiative: 5)"#,
    ];
    let (mut enc, _) = hex_fight(&map, &units, &[]);
    let ev = enc.submit(move_path("t", &[(2, 2), (3, 2)]));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(
        steps(&ev),
        [
            (Pos::new(1, 2), Pos::new(2, 2), 2),
            (Pos::new(2, 2), Pos::new(3, 2), 1)
        ]
    );
    let (mut enc, _) = hex_fight(&map, &units, &[]);
    let ev = enc.submit(Command::Step {
        unit: "t".into(),
        to: Pos::new(2, 2),
    });
    assert!(
        rejection(&ev).is_some_and(|r| r.contains("difficult")),
        "{ev:?}"
    );
    // A cell two rows down and one across is not next door on hexes: no single step there.
    let ev = enc.submit(Command::Step {
        unit: "t".into(),
        to: Pos::new(2, 4),
    });
    assert!(rejection(&ev).is_some(), "{ev:?}");
}

#[test]
fn a_wall_blocks_sight_on_hexes_and_a_line_along_an_edge_squeezes_past_one_side() {
    let shoot = |map: &[&str]| {
        let (mut enc, _) = hex_fight(
            map,
            &[
                r#"(id: "t", side: "a", at: (2, 2), creature: "elf_archer", initiative: 20)"#,
                r#"(id: "g", side: "b", at: (3, 3), creature: "goblin", initiative: 5)"#,
            ],
            &[10, 1],
        );
        enc.submit(attack_with("t", "g", "longbow"))
    };
    // (2, 2) to (3, 3) runs exactly along the edge between (3, 2) and (2, 3).
    let one_side = shoot(&["......", "......", "...#..", "......", "......"]);
    assert_eq!(rejection(&one_side), None, "{one_side:?}");
    assert_eq!(attack_totals(&one_side).len(), 1);
    let both_sides = shoot(&["......", "......", "...#..", "..#...", "......"]);
    assert!(
        rejection(&both_sides).is_some_and(|r| r.contains("a wall blocks the line from t to g")),
        "{both_sides:?}"
    );
}

#[test]
fn an_ogre_threatens_every_cell_within_two_and_a_goblin_leaving_them_provokes() {
    let units = [
        r#"(id: "o", side: "a", at: (5, 3), creature: "ogre", initiative: 20)"#,
        r#"(id: "g", side: "b", at: (7, 3), creature: "goblin", initiative: 10)"#,
    ];
    let (mut enc, _) = hex_fight(&FIELD, &units, &[]);
    // The ogre acts first, so it is no longer flat-footed when the goblin moves.
    let ev = enc.submit(end_turn("o"));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    let goblin = enc.entity("g").unwrap();
    let snap = BoardSnapshot::for_unit(enc.world(), goblin);
    let ogre = snap
        .threateners
        .first()
        .expect("the ogre threatens")
        .clone();
    assert_eq!(ogre.reach, 2, "Large: reach 2 cells");
    assert_eq!(snap.threatened_by(&ogre).count(), 18, "6 + 12 cells");
    assert_eq!(snap.threat_at(Pos::new(7, 3)), 1);
    assert_eq!(snap.threat_at(Pos::new(8, 3)), 0);
    // Stepping away from (7, 3) leaves a threatened cell: the ogre swings first, 10 + 7 = 17
    // against Defense 16.
    enc.force_rolls([10, 1, 1]);
    let ev = enc.submit(move_to("g", 9, 3));
    assert_eq!(
        attack_totals(&ev),
        [("o".into(), "g".into(), 10, 17, 16, true)]
    );
}

#[test]
fn a_charge_runs_the_straight_line_of_cells_and_anyone_in_it_stops_it() {
    let charge = |units: &[&str]| {
        let (mut enc, _) = hex_fight(&FIELD, units, &[10, 1]);
        let ev = enc.submit(Command::Charge {
            unit: "f".into(),
            target: "g".into(),
        });
        (enc, ev)
    };
    // Along a row: four cells to the one next to the goblin, then +6 +2 = 18 against 16.
    let (enc, ev) = charge(&[
        r#"(id: "f", side: "a", at: (0, 3), creature: "human_fighter", initiative: 20)"#,
        r#"(id: "g", side: "b", at: (5, 3), creature: "goblin", initiative: 5)"#,
    ]);
    assert_eq!(rejection(&ev), None, "{ev:?}");
    let lane: Vec<Pos> = steps(&ev).iter().map(|s| s.1).collect();
    assert_eq!(
        lane,
        [(1, 3), (2, 3), (3, 3), (4, 3)].map(|(x, y)| Pos::new(x, y))
    );
    assert_eq!(
        attack_totals(&ev),
        [("f".into(), "g".into(), 10, 18, 16, true)]
    );
    assert_eq!(enc.position("f"), Some(Pos::new(4, 3)));
    // Along the south-east axis, whose cells zigzag through the map's columns.
    let (_, ev) = charge(&[
        r#"(id: "f", side: "a", at: (2, 0), creature: "human_fighter", initiative: 20)"#,
        r#"(id: "g", side: "b", at: (4, 5), creature: "goblin", initiative: 5)"#,
    ]);
    assert_eq!(rejection(&ev), None, "{ev:?}");
    let lane: Vec<Pos> = steps(&ev).iter().map(|s| s.1).collect();
    assert_eq!(
        lane,
        [(2, 1), (3, 2), (3, 3), (4, 4)].map(|(x, y)| Pos::new(x, y))
    );
    assert!(steps(&ev).iter().all(|s| s.2 == 1));
    // An ally standing in the lane stops the charge.
    let (_, ev) = charge(&[
        r#"(id: "f", side: "a", at: (0, 3), creature: "human_fighter", initiative: 20)"#,
        r#"(id: "a2", side: "a", at: (2, 3), creature: "elf_archer", initiative: 15)"#,
        r#"(id: "g", side: "b", at: (5, 3), creature: "goblin", initiative: 5)"#,
    ]);
    assert!(
        rejection(&ev).is_some_and(|r| r.contains("a2 is in the way at (2, 3)")),
        "{ev:?}"
    );
}

#[test]
fn a_readied_attack_goes_off_when_a_foe_steps_into_reach_counted_in_cells() {
    let units = [
        r#"(id: "f", side: "a", at: (3, 3), creature: "human_fighter", initiative: 20)"#,
        r#"(id: "g", side: "b", at: (7, 3), creature: "goblin", initiative: 10)"#,
    ];
    let (mut enc, _) = hex_fight(&FIELD, &units, &[]);
    let ev = enc.submit(Command::Ready {
        unit: "f".into(),
        trigger: ReadyTrigger::EntersReach,
        weapon: None,
        then: None,
    });
    assert_eq!(rejection(&ev), None, "{ev:?}");
    if enc.current_unit().as_deref() == Some("f") {
        enc.submit(end_turn("f"));
    }
    // (4, 4) is next to (3, 3) on hexes (south-east of a cell in an odd row); (5, 4) is 2
    // cells away. The attack goes off at (4, 4): 10 + 6 = 16 against 16.
    enc.force_rolls([10, 1]);
    let ev = enc.submit(move_path("g", &[(6, 3), (6, 4), (5, 4), (4, 4)]));
    assert!(
        ev.iter()
            .any(|e| matches!(e, CombatEvent::ReadyFires { unit, .. } if unit == "f")),
        "{ev:?}"
    );
    assert_eq!(
        attack_totals(&ev),
        [("f".into(), "g".into(), 10, 16, 16, true)]
    );
}

const SORCERER_AT_2_4: &str =
    r#"(id: "m", side: "a", at: (2, 4), creature: "human_sorcerer", initiative: 20)"#;

#[test]
fn burning_hands_fills_the_sixty_degree_wedge_of_seven_cells_toward_a_hex_facing() {
    let units = [
        SORCERER_AT_2_4,
        // In the eastward wedge of length 3: (3, 4), (5, 4) and (4, 3).
        r#"(id: "g1", side: "b", at: (3, 4), creature: "goblin", initiative: 10)"#,
        r#"(id: "g2", side: "b", at: (5, 4), creature: "goblin", initiative: 9)"#,
        r#"(id: "g3", side: "b", at: (4, 3), creature: "goblin", initiative: 8)"#,
        // Beside the wedge, north-east of the caster's row: left out.
        r#"(id: "o", side: "b", at: (3, 2), creature: "orc", initiative: 7)"#,
    ];
    let (mut enc, _) = hex_fight(&FIELD, &units, &[]);
    let ev = enc.submit(cast("m", "burning_hands", None, Some(Facing::E)));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    let (cells, caught) = area_of(&ev).expect("an area");
    assert_eq!(cells.len(), 7, "{cells:?}");
    let mut expected =
        leyendas::rules::hex::hex_cone(Pos::new(2, 4), leyendas::rules::hex::HexFacing::E, 3);
    expected.sort();
    let mut got = cells.clone();
    got.sort();
    assert_eq!(got, expected);
    assert_eq!(caught, ["g1", "g2", "g3"]);
    // A hex board has no north or south facing.
    let (mut enc, _) = hex_fight(&FIELD, &units, &[]);
    let ev = enc.submit(cast("m", "burning_hands", None, Some(Facing::N)));
    assert!(
        rejection(&ev).is_some_and(|r| r.contains("no north or south facing")),
        "{ev:?}"
    );
}

#[test]
fn a_fireball_on_hexes_is_every_cell_within_four_of_the_cell_aimed_at() {
    let units = [
        r#"(id: "m", side: "a", at: (1, 7), creature: "human_sorcerer", initiative: 20)"#,
        // (14, 7) is 4 cells east of (10, 7); (12, 11) is 4 rows down and inside; (10, 12)
        // is 5 rows down: out.
        r#"(id: "g1", side: "b", at: (14, 7), creature: "goblin", initiative: 10)"#,
        r#"(id: "g2", side: "b", at: (12, 11), creature: "goblin", initiative: 9)"#,
        r#"(id: "o", side: "b", at: (10, 12), creature: "orc", initiative: 8)"#,
    ];
    let (mut enc, _) = hex_fight(&WIDE, &units, &[]);
    // d100 6 beats the padded armour's 5%; g1 saves with 2 (4 vs DC 16) and takes 5d6 = 30;
    // g2 saves with 20 and takes half of 15.
    enc.force_rolls([6, 2, 6, 6, 6, 6, 6, 20, 1, 2, 3, 4, 5]);
    let ev = enc.submit(cast("m", "fireball", Some(Pos::new(10, 7)), None));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    let (cells, caught) = area_of(&ev).expect("an area");
    assert_eq!(cells.len(), 61, "1 + 6 + 12 + 18 + 24 cells");
    assert_eq!(caught, ["g1", "g2"]);
    assert_eq!(
        damage_amounts(&ev)
            .iter()
            .map(|(u, d, _)| (u.clone(), *d))
            .collect::<Vec<_>>(),
        [("g1".into(), 30), ("g2".into(), 7)]
    );
    // Range 20 is counted in cells to the cell aimed at: 19 cells east is in range, and the
    // sphere may reach past it; 21 is not.
    let far = [
        r#"(id: "m", side: "a", at: (0, 0), creature: "human_sorcerer", initiative: 20)"#,
        r#"(id: "g", side: "b", at: (19, 14), creature: "goblin", initiative: 10)"#,
    ];
    let (mut enc, _) = hex_fight(&WIDE, &far, &[]);
    // (19, 14) is 26 cells from (0, 0): 14 rows down and 12 more across.
    assert_eq!(
        BoardShape::Hex.distance(Pos::new(0, 0), Pos::new(19, 14)),
        26
    );
    let ev = enc.submit(cast("m", "fireball", Some(Pos::new(19, 14)), None));
    assert!(
        rejection(&ev).is_some_and(|r| r.contains("beyond")),
        "{ev:?}"
    );
    let ev = enc.submit(cast("m", "fireball", Some(Pos::new(19, 0)), None));
    assert_eq!(rejection(&ev), None, "19 cells east: {ev:?}");
}

#[test]
fn a_lightning_bolt_on_hexes_runs_toward_the_cell_aimed_at_whatever_the_angle() {
    // From (5, 4) toward (9, 2), between two axes: the goblin at (8, 2) is on the line; the orc
    // at (9, 4), straight east, is not.
    let units = [
        r#"(id: "m", side: "a", at: (5, 4), creature: "human_sorcerer", initiative: 20)"#,
        r#"(id: "g", side: "b", at: (8, 2), creature: "goblin", initiative: 10)"#,
        r#"(id: "o", side: "b", at: (9, 4), creature: "orc", initiative: 9)"#,
    ];
    let (mut enc, _) = hex_fight(&WIDE, &units, &[]);
    let ev = enc.submit(cast("m", "lightning_bolt", Some(Pos::new(9, 2)), None));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    let (cells, caught) = area_of(&ev).expect("an area");
    let expected: Vec<Pos> =
        leyendas::rules::hex::hex_line_toward(Pos::new(5, 4), Pos::new(9, 2), 24)
            .into_iter()
            .filter(|p| p.x < 20 && p.y >= 0)
            .collect();
    assert_eq!(cells, expected);
    assert_eq!(caught, ["g"]);
}

#[test]
fn on_hexes_a_move_passes_through_an_ally_and_goes_round_a_foe() {
    // (2, 4) to (4, 4) is two cells east; the cell between holds an ally, then a foe.
    let walk = |between: &str| {
        let units = [
            r#"(id: "f", side: "a", at: (2, 4), creature: "human_fighter", initiative: 20)"#
                .to_string(),
            format!(
                r#"(id: "x", side: "{between}", at: (3, 4), creature: "goblin", initiative: 10)"#
            ),
            r#"(id: "g", side: "b", at: (11, 8), creature: "goblin", initiative: 5)"#.to_string(),
        ];
        let units: Vec<&str> = units.iter().map(String::as_str).collect();
        let (mut enc, _) = hex_fight(&FIELD, &units, &[]);
        let ev = enc.submit(move_to("f", 4, 4));
        assert_eq!(rejection(&ev), None, "{ev:?}");
        assert_eq!(enc.position("f"), Some(Pos::new(4, 4)));
        steps(&ev).len()
    };
    assert_eq!(walk("a"), 2, "through the ally");
    assert_eq!(walk("b"), 3, "round the foe");
}

#[test]
fn on_hexes_a_touch_reaches_the_six_neighbours_and_no_further() {
    // From (2, 2), an even row, (2, 1) is the north-east neighbour; (3, 1), a diagonal neighbour
    // on squares, is two cells off on hexes.
    let touch = |at: &str| {
        let units = [
            r#"(id: "p", side: "a", at: (2, 2), creature: "human_saint", initiative: 20)"#
                .to_string(),
            format!(
                r#"(id: "f", side: "a", at: {at}, creature: "human_fighter", hp: 5, initiative: 10)"#
            ),
            r#"(id: "g", side: "b", at: (11, 8), creature: "goblin", initiative: 5)"#.to_string(),
        ];
        let units: Vec<&str> = units.iter().map(String::as_str).collect();
        let (mut enc, _) = hex_fight(&FIELD, &units, &[]);
        rejection(&enc.submit(Command::Cast {
            unit: "p".into(),
            spell: "cure_light_wounds".into(),
            target: Some("f".into()),
            at: None,
            facing: None,
            defensively: false,
        }))
    };
    assert_eq!(touch("(2, 1)"), None);
    let far = touch("(3, 1)").expect("out of reach");
    assert!(far.contains("2 hexes away"), "{far}");
}

#[test]
fn english_lines_on_a_hex_board_count_hexes_and_on_squares_count_squares() {
    let units = [
        r#"(id: "m", side: "a", at: (0, 0), creature: "human_sorcerer", initiative: 20)"#,
        r#"(id: "g", side: "b", at: (19, 14), creature: "goblin", initiative: 10)"#,
    ];
    let area_line = |events: &[CombatEvent]| {
        events
            .iter()
            .find(|e| matches!(e, CombatEvent::Area { .. }))
            .map(|e| e.line(leyendas::i18n::Lang::En))
    };
    let (mut enc, _) = hex_fight(&WIDE, &units, &[]);
    let ev = enc.submit(cast("m", "fireball", Some(Pos::new(19, 14)), None));
    let beyond = rejection(&ev).expect("out of range");
    assert!(beyond.ends_with("range of 20 hexes"), "{beyond}");
    let ev = enc.submit(cast("m", "fireball", Some(Pos::new(10, 7)), None));
    let line = area_line(&ev).expect("an area");
    assert!(line.contains(": 61 hexes, catching"), "{line}");
    let (mut enc, _) = fight(&WIDE, &units, &[]);
    let ev = enc.submit(cast("m", "fireball", Some(Pos::new(10, 7)), None));
    let line = area_line(&ev).expect("an area");
    assert!(line.contains(" squares, catching"), "{line}");
}

#[test]
fn a_wall_between_the_caster_and_a_sphere_s_cell_stops_the_spell() {
    let map = [
        "............",
        "............",
        "......#.....",
        "......#.....",
        "......#.....",
        "............",
    ];
    let units = [
        r#"(id: "m", side: "a", at: (2, 3), creature: "human_sorcerer", initiative: 20)"#,
        r#"(id: "g", side: "b", at: (10, 3), creature: "goblin", initiative: 10)"#,
    ];
    let (mut enc, _) = hex_fight(&map, &units, &[6]);
    let ev = enc.submit(cast("m", "fireball", Some(Pos::new(9, 3)), None));
    assert!(
        rejection(&ev).is_some_and(|r| r.contains("a wall stands between it and (9, 3)")),
        "{ev:?}"
    );
}

#[test]
fn a_hex_cube_is_the_hexagon_on_the_cell_aimed_at_reached_from_the_caster() {
    // Grease (cube 2): the 7 cells within 1 of (5, 3). With a stone at (3, 3), the lines from
    // the caster at (1, 3) reach only (5, 2) and (5, 4) of them.
    let units = [
        r#"(id: "m", side: "a", at: (1, 3), creature: "human_sorcerer", initiative: 20)"#,
        r#"(id: "g", side: "b", at: (11, 7), creature: "goblin", initiative: 10)"#,
    ];
    let open = |enc: &mut leyendas::combat::Encounter| {
        enc.force_rolls([6]);
        let ev = enc.submit(cast("m", "grease", Some(Pos::new(5, 3)), None));
        assert_eq!(rejection(&ev), None, "{ev:?}");
        let mut cells = area_of(&ev).expect("an area").0;
        cells.sort();
        cells
    };
    let (mut enc, _) = hex_fight(&FIELD, &units, &[]);
    assert_eq!(
        open(&mut enc),
        [(4, 3), (5, 2), (5, 3), (5, 4), (6, 2), (6, 3), (6, 4)].map(|(x, y)| Pos::new(x, y))
    );
    let walled = [
        "............",
        "............",
        "............",
        "...#........",
        "............",
        "............",
        "............",
        "............",
        "............",
    ];
    let (mut enc, _) = hex_fight(&walled, &units, &[]);
    assert_eq!(open(&mut enc), [Pos::new(5, 2), Pos::new(5, 4)]);
}

#[test]
fn darkness_the_shot_crosses_on_hexes_hides_the_target_half_the_time() {
    // An archer shoots along a row; the hex between them is dark.
    let map = ["........", "..;.....", "........"];
    let units = [
        r#"(id: "a", side: "a", at: (0, 1), creature: "elf_archer", initiative: 20)"#,
        r#"(id: "g", side: "b", at: (5, 1), creature: "goblin", initiative: 10)"#,
    ];
    let (mut enc, _) = hex_fight(&map, &units, &[]);
    enc.force_rolls([19, 50]);
    let ev = enc.submit(attack_with("a", "g", "longbow"));
    assert_eq!(
        terrain_misses(&ev),
        [("Darkness".to_string(), 50, 50, true)],
        "{ev:?}"
    );
}
