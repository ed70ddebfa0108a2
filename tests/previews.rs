//! What the board previews for the unit whose turn it is, computed from the headless core exactly
//! as the window shows it: reach with one and two moves, threatened squares, the path to a hovered
//! square with the attacks of opportunity it provokes, and the attack forecast on a hovered enemy.

mod common;

use common::*;
use leyendas::rules::economy::ActionCost;
use leyendas::rules::grid::Pos;
use leyendas::view::preview::compute_preview;

fn duel() -> leyendas::combat::Encounter {
    fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 15)"#,
        ],
        &[],
    )
    .0
}

#[test]
fn reach_splits_one_move_from_two_and_enemies_block() {
    let enc = duel();
    let p = compute_preview(enc.world(), None, false);
    assert!(
        p.reach_one.contains(&Pos::new(2, 6)),
        "4 squares straight down"
    );
    assert!(
        !p.reach_one.contains(&Pos::new(3, 2)),
        "the goblin's square"
    );
    // Straight east is blocked by the goblin: (8,2) costs 7 around it.
    assert!(!p.reach_one.contains(&Pos::new(8, 2)));
    assert!(p.reach_two.contains(&Pos::new(8, 2)));
    assert!(p.reach_two.iter().all(|q| !p.reach_one.contains(q)));
    // The goblin threatens its eight neighbours.
    assert_eq!(p.threatened.len(), 8);
    assert!(p.threatened.contains(&Pos::new(2, 2)));
}

#[test]
fn hovering_a_square_shows_the_path_its_cost_and_the_attacks_it_provokes() {
    let enc = duel();
    let p = compute_preview(enc.world(), Some(Pos::new(0, 2)), false);
    let squares: Vec<Pos> = p.path.iter().map(|&(q, _)| q).collect();
    assert_eq!(squares, vec![Pos::new(1, 2), Pos::new(0, 2)]);
    assert_eq!(p.path.last().unwrap().1, 2);
    assert_eq!(p.path_action, Some(ActionCost::Move));
    assert_eq!(p.aoo.len(), 1);
    assert_eq!(p.aoo[0].attacker, "g");
    assert_eq!(p.aoo[0].at, Pos::new(2, 2));
    // Goblin +2 against Defense 18 hits on 16-20.
    assert!((p.aoo[0].hit_chance - 0.25).abs() < 1e-9);
    assert!(p.refusal.is_none());
}

#[test]
fn hovering_an_enemy_forecasts_the_attack() {
    let enc = duel();
    let p = compute_preview(enc.world(), Some(Pos::new(3, 2)), false);
    let a = p.attack.expect("an attack preview");
    assert_eq!(a.target, "g");
    assert_eq!(a.weapon, "Longsword");
    // +6 against 16: 11 faces in 20.
    assert!((a.hit_chance - 0.55).abs() < 1e-9);
    // 1d8+3 averages 7.5; 19-20 threatens and confirms 55% of the time, doubling to 15.
    let crit = 0.1 * 0.55;
    let expected = (0.55 - crit) * 7.5 + crit * 15.0;
    assert!(
        (a.expected_damage - expected).abs() < 1e-9,
        "{}",
        a.expected_damage
    );
    assert!(p.path.is_empty());
}

#[test]
fn hovering_a_wall_or_a_friend_explains_why_not() {
    let (enc, _) = fight(
        &["..#.", "...."],
        &[
            r#"(id: "f", side: "a", at: (0, 0), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "r", side: "a", at: (1, 1), creature: "elf_archer", initiative: 18)"#,
            r#"(id: "g", side: "b", at: (3, 1), creature: "goblin", initiative: 15)"#,
        ],
        &[],
    );
    let p = compute_preview(enc.world(), Some(Pos::new(2, 0)), false);
    assert_eq!(
        p.refusal.as_deref(),
        Some("cannot enter (2, 0): stone wall")
    );
    let p = compute_preview(enc.world(), Some(Pos::new(1, 1)), false);
    assert_eq!(
        p.refusal.as_deref(),
        Some("(1, 1) is taken by r; a move cannot end there")
    );
    assert_eq!(p.hovered_unit, enc.entity("r"));
}

#[test]
fn the_attack_range_covers_the_longest_weapon_and_stops_at_walls() {
    let (enc, _) = fight(
        &["..........", "..........", "...#......"],
        &[
            r#"(id: "r", side: "a", at: (1, 1), creature: "elf_archer", weapons: ["javelin"], initiative: 20)"#,
            r#"(id: "g", side: "b", at: (9, 0), creature: "goblin", initiative: 15)"#,
        ],
        &[],
    );
    let p = compute_preview(enc.world(), None, true);
    // Javelin range 6; the wall at (3,2) hides (4,2).
    assert!(p.attack_range.contains(&Pos::new(2, 1)));
    assert!(!p.attack_range.contains(&Pos::new(3, 2)), "a wall");
    assert!(!p.attack_range.contains(&Pos::new(4, 2)), "behind the wall");
    assert!(
        p.attack_range.contains(&Pos::new(7, 0)),
        "6 squares away, line clear"
    );
    assert!(!p.attack_range.contains(&Pos::new(8, 0)), "7 squares away");
    assert!(
        compute_preview(enc.world(), None, false)
            .attack_range
            .is_empty()
    );
}
