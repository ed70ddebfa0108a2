//! Path + attack-of-opportunity analysis on a 128×128 map with 100 units: the work behind a hover
//! preview (board snapshot, least-provoking path, provokers along it, reachable squares).

use criterion::{Criterion, criterion_group, criterion_main};
use leyendas::combat::board::{BoardSnapshot, StateGeneration};
use leyendas::combat::movement::{find_path, reachable};
use leyendas::combat::{Encounter, Position};
use leyendas::level::{GameData, load_level_str};
use leyendas::rules::grid::Pos;
use std::hint::black_box;
use std::path::Path;

#[path = "common.rs"]
mod common;
use common::big_level;

fn bench(c: &mut Criterion) {
    let data = GameData::built_in().expect("built-in data");
    let level =
        load_level_str(Path::new("bench.ron"), &big_level(false), &data).expect("bench level");
    let mut encounter = Encounter::new(&level, 1);
    encounter.start();
    let mover = encounter.entity("u44").expect("unit");
    let from = encounter
        .world()
        .get::<Position>(mover)
        .expect("position")
        .0;
    let target = Pos::new(from.x + 7, from.y + 5);
    // Each iteration is a new state of the fight (as after every command), so nothing the engine
    // remembers between calls on one state helps.
    c.bench_function(
        "hover preview, new state: snapshot + path + AoO markers + reach (128x128, 100 units)",
        |b| {
            b.iter(|| {
                encounter.world_mut().resource_mut::<StateGeneration>().0 += 1;
                preview(encounter.world(), mover, from, target)
            })
        },
    );
    // The mouse moving over the board in one state: the snapshot and the search are shared, each
    // new square costs its path and markers.
    let squares: Vec<Pos> = (0..16)
        .map(|i| Pos::new(from.x + 7 - i % 5, from.y + 5 - i / 5))
        .collect();
    let mut next = 0;
    c.bench_function(
        "hover preview, same state, next square (128x128, 100 units)",
        |b| {
            b.iter(|| {
                next = (next + 1) % squares.len();
                preview(encounter.world(), mover, from, squares[next])
            })
        },
    );
}

fn preview(
    world: &bevy::prelude::World,
    mover: bevy::prelude::Entity,
    from: Pos,
    target: Pos,
) -> (
    Option<leyendas::combat::movement::PlannedPath>,
    usize,
    usize,
) {
    let snap = BoardSnapshot::for_unit(world, mover);
    let path = find_path(&snap, from, black_box(target), 12);
    let markers: usize = path
        .iter()
        .flat_map(|p| {
            std::iter::once(from)
                .chain(p.steps.iter().map(|s| s.to))
                .map(|sq| snap.threateners_of(sq).count())
        })
        .sum();
    let reach = reachable(&snap, from, 12);
    black_box((path, markers, reach.len()))
}

criterion_group!(benches, bench);
criterion_main!(benches);
