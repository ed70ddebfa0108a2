//! The move search checked against brute force: on small generated boards, every square's least
//! provoking then cheapest path (and its least cost) must equal what walking every possible path
//! within the budget finds, whether the search is run for the question or reused from a wider one
//! on the same board.

mod common;

use common::*;
use leyendas::combat::board::BoardSnapshot;
use leyendas::combat::movement::{check_step, find_path, reachable};
use leyendas::level::schema::Movement;
use leyendas::rules::grid::{NEIGHBOUR_OFFSETS, Pos, step_cost};
use std::collections::BTreeMap;

/// The best path to each square found by walking every path: (provocations, movement spent, the
/// steps' own cost), and the least movement spent by any path. Movement spent differs from the
/// steps' cost only for the one-square minimum, which spends the whole budget.
type Best = BTreeMap<Pos, ((u32, u32, u32), u32)>;

fn brute_force(snap: &BoardSnapshot, from: Pos, budget: u32) -> Best {
    let mut best: Best = BTreeMap::new();
    #[allow(clippy::too_many_arguments)]
    fn walk(
        snap: &BoardSnapshot,
        at: Pos,
        odd: bool,
        spent: u32,
        real: u32,
        provoked: u32,
        budget: u32,
        first: bool,
        best: &mut Best,
    ) {
        for &(dx, dy) in &NEIGHBOUR_OFFSETS {
            let to = at.offset(dx, dy);
            if check_step(snap, at, to).is_err() {
                continue;
            }
            let diagonal = dx != 0 && dy != 0;
            let difficult = snap.movement(to) == Some(Movement::Difficult);
            let cost = step_cost(diagonal, u32::from(odd), difficult);
            let next = if spent + cost <= budget {
                spent + cost
            } else if first && budget >= 1 {
                budget
            } else {
                continue;
            };
            let p = provoked + snap.threat_at(at);
            let e = best
                .entry(to)
                .or_insert(((u32::MAX, u32::MAX, u32::MAX), u32::MAX));
            if (p, next) < (e.0.0, e.0.1) {
                e.0 = (p, next, real + cost);
            }
            e.1 = e.1.min(next);
            walk(
                snap,
                to,
                odd ^ diagonal,
                next,
                real + cost,
                p,
                budget,
                false,
                best,
            );
        }
    }
    walk(snap, from, false, 0, 0, 0, budget, true, &mut best);
    best
}

#[test]
fn the_search_agrees_with_walking_every_path() {
    let mut seed = 99u32;
    let mut next = |n: u32| {
        seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
        (seed >> 16) % n
    };
    for round in 0..60 {
        let mut rows: Vec<String> = Vec::new();
        for y in 0..6 {
            let row: String = (0..7)
                .map(|x| {
                    if (x, y) == (3, 3) || (x, y) == (6, 0) {
                        return '.';
                    }
                    match next(10) {
                        0 => '#',
                        1 | 2 => '~',
                        _ => '.',
                    }
                })
                .collect();
            rows.push(row);
        }
        let mut units = vec![
            format!(
                r#"(id: "m", side: "a", at: (3, 3), stats: (name: "M", speed: {}, abilities: (str: 10, dex: 10, con: 10), hp: 9), initiative: 20)"#,
                1 + round % 5
            ),
            r#"(id: "far", side: "b", at: (6, 0), creature: "goblin", initiative: 1)"#.to_string(),
        ];
        for i in 0..3 {
            let (x, y) = (next(7) as i32, next(6) as i32);
            let row: Vec<char> = rows[y as usize].chars().collect();
            if (x, y) == (3, 3)
                || row[x as usize] == '#'
                || units.iter().any(|u| u.contains(&format!("at: ({x}, {y})")))
            {
                continue;
            }
            let side = if i == 0 { "a" } else { "b" };
            units.push(format!(
                r#"(id: "u{i}", side: "{side}", at: ({x}, {y}), creature: "goblin", initiative: {})"#,
                10 - i
            ));
        }
        let map: Vec<&str> = rows.iter().map(String::as_str).collect();
        let unit_refs: Vec<&str> = units.iter().map(String::as_str).collect();
        let (mut enc, _) = fight(&map, &unit_refs, &[]);
        let mover = enc.entity("m").unwrap();
        let budget = 1 + round % 5;
        let from = Pos::new(3, 3);
        // Once with searches of this budget, once after a wider search of the same board that
        // the narrower questions may reuse.
        for wider_first in [false, true] {
            enc.world_mut()
                .resource_mut::<leyendas::combat::board::StateGeneration>()
                .0 += 1;
            let snap = BoardSnapshot::for_unit(enc.world(), mover);
            if wider_first {
                reachable(&snap, from, budget + 4);
            }
            let truth = brute_force(&snap, from, budget);
            let reach = reachable(&snap, from, budget);
            for y in 0..6 {
                for x in 0..7 {
                    let p = Pos::new(x, y);
                    let endable = p != from && snap.occupant(p).is_none() && !snap.is_wall(p);
                    let expected = truth.get(&p).filter(|_| endable);
                    let found = find_path(&snap, from, p, budget);
                    match (expected, &found) {
                        (None, None) => {}
                        (Some(&((prov, _, cost), least)), Some(path)) => {
                            assert_eq!(
                                (path.provocations, path.cost),
                                (prov, cost),
                                "round {round}, {p}, wider first {wider_first}:\n{}",
                                rows.join("\n")
                            );
                            assert_eq!(
                                reach.get(&p),
                                Some(&least),
                                "round {round}, reach at {p}, wider first {wider_first}"
                            );
                        }
                        _ => panic!(
                            "round {round}, {p}, wider first {wider_first}: brute force \
                             {expected:?}, search {found:?}\n{}",
                            rows.join("\n")
                        ),
                    }
                }
            }
        }
    }
}

#[test]
fn a_snapshot_is_shared_within_one_state_and_never_outlives_it() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "m", side: "a", at: (1, 1), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (8, 5), creature: "goblin", initiative: 10)"#,
        ],
        &[],
    );
    let g = enc.entity("g").unwrap();
    let before = BoardSnapshot::for_unit(enc.world(), g);
    let again = BoardSnapshot::for_unit(enc.world(), g);
    assert_eq!(before.stamp(), again.stamp(), "same state, same board");
    assert!(before.occupant(Pos::new(1, 1)).is_some());
    enc.submit(move_to("m", 3, 1));
    let after = BoardSnapshot::for_unit(enc.world(), g);
    assert_ne!(before.stamp(), after.stamp());
    assert!(after.occupant(Pos::new(1, 1)).is_none());
    assert!(after.occupant(Pos::new(3, 1)).is_some());
    // Another world in the same state count is another board.
    let (other, _) = fight(
        &OPEN,
        &[
            r#"(id: "m", side: "a", at: (5, 5), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (8, 5), creature: "goblin", initiative: 10)"#,
        ],
        &[],
    );
    let elsewhere = BoardSnapshot::for_unit(other.world(), other.entity("g").unwrap());
    assert!(elsewhere.occupant(Pos::new(5, 5)).is_some());
    assert!(elsewhere.occupant(Pos::new(1, 1)).is_none());
    // Spending an action changes no board: the snapshot stays. An aoo spent does change one.
    use leyendas::combat::CombatEvent;
    use leyendas::combat::engine::apply;
    use leyendas::rules::economy::ActionCost;
    let now = BoardSnapshot::for_unit(enc.world(), g);
    let spent = CombatEvent::Action {
        unit: "m".into(),
        action: leyendas::phrase!("action-attack", target = "g"),
        cost: ActionCost::Standard,
    };
    apply(enc.world_mut(), &spent);
    assert_eq!(BoardSnapshot::for_unit(enc.world(), g).stamp(), now.stamp());
    let m = enc.entity("m").unwrap();
    let before_aoo = BoardSnapshot::for_unit(enc.world(), m);
    apply(
        enc.world_mut(),
        &CombatEvent::Aoo {
            attacker: "g".into(),
            target: "m".into(),
        },
    );
    assert_ne!(
        BoardSnapshot::for_unit(enc.world(), m).stamp(),
        before_aoo.stamp()
    );
}

#[test]
fn a_snapshot_lists_exactly_the_enemies_the_rules_let_make_an_attack_of_opportunity() {
    use leyendas::ai::{Difficulty, decide};
    use leyendas::combat::board::can_make_aoo;
    use leyendas::combat::{Command, Phase, Side, TurnState};
    // The snapshot reads every unit through one kept query; the rules ask the world unit by unit.
    // Over a whole fight (flat-footed at the start, reactions spent, the fallen, a rider whose
    // mount carries it: new archetypes mid-fight) both must name the same threateners.
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "k", side: "a", at: (1, 1), creature: "knight", initiative: 30)"#,
            r#"(id: "h", side: "a", at: (2, 1), creature: "warhorse", initiative: 25)"#,
            r#"(id: "m", side: "a", at: (1, 4), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (7, 2), creature: "goblin", initiative: 10)"#,
            r#"(id: "o", side: "b", at: (8, 4), creature: "orc", initiative: 5)"#,
        ],
        &[],
    );
    enc.submit(Command::Mount {
        unit: "k".into(),
        mount: "h".into(),
    });
    let ids = ["k", "h", "m", "g", "o"].map(|id| enc.entity(id).unwrap());
    let mut states = 0;
    while enc.world().resource::<TurnState>().phase == Phase::Running && states < 300 {
        let world = enc.world();
        for &me in &ids {
            let side = world.get::<Side>(me).map(|s| s.0);
            let snap = BoardSnapshot::for_unit(world, me);
            let mut listed: Vec<_> = snap.threateners.iter().map(|t| t.entity).collect();
            let mut expected: Vec<_> = ids
                .iter()
                .copied()
                .filter(|&e| e != me && world.get::<Side>(e).map(|s| s.0) != side)
                .filter(|&e| {
                    world.get::<leyendas::combat::Position>(e).is_some()
                        && world
                            .get::<leyendas::combat::Health>(e)
                            .is_some_and(|h| h.state != leyendas::rules::health::HealthState::Dead)
                })
                .filter(|&e| can_make_aoo(world, e))
                .collect();
            listed.sort();
            expected.sort();
            assert_eq!(listed, expected, "state {states}");
        }
        let Some(command) = decide(enc.world(), Difficulty::Normal) else {
            break;
        };
        enc.submit(command);
        states += 1;
    }
    assert!(states > 5, "the fight went on for {states} commands");
}
