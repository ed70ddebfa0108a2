//! The AI's speed: one decision for a unit on a 128×128 map with 100 units (target ≤ 1 ms),
//! whole fights of the first campaign level with the AI on both sides (target ≥ 5,000 a second on
//! one core), and `simulate` on one thread and on two (target: ≥ 1.8× the fights a second on two).

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use leyendas::ai::{Difficulty, decide, sim};
use leyendas::combat::Encounter;
use leyendas::level::{GameData, load_level, load_level_str};
use std::hint::black_box;
use std::path::Path;

#[path = "common.rs"]
mod common;
use common::big_level;

fn bench(c: &mut Criterion) {
    let data = GameData::built_in().expect("built-in data");
    let level =
        load_level_str(Path::new("bench.ron"), &big_level(true), &data).expect("bench level");
    let mut encounter = Encounter::new(&level, 1);
    encounter.start();
    // Each iteration is a new state of the fight (as after every command), so nothing the engine
    // remembers between calls on one state helps.
    c.bench_function("ai decision, 128x128 map, 100 units", |b| {
        b.iter(|| {
            encounter
                .world_mut()
                .resource_mut::<leyendas::combat::board::StateGeneration>()
                .0 += 1;
            black_box(decide(black_box(encounter.world()), Difficulty::Normal))
        })
    });

    let first = load_level(Path::new("levels/01_first_blood.ron"), &data).expect("level 01");
    let mut group = c.benchmark_group("whole fights");
    group.throughput(Throughput::Elements(1));
    let mut seed = 0u64;
    // As `leyendas simulate` plays them: one world, fight after fight.
    let mut arena = sim::Arena::default();
    group.bench_function("01_first_blood, AI both sides", |b| {
        b.iter(|| {
            seed += 1;
            black_box(arena.fight(&first, seed, Difficulty::Normal))
        })
    });
    // The same fight by seed 002's OSR rules.
    let osr = load_level(Path::new("levels/osr_01_first_blood.ron"), &data).expect("OSR level 01");
    let mut seed = 0u64;
    let mut arena = sim::Arena::default();
    group.bench_function("osr_01_first_blood, AI both sides", |b| {
        b.iter(|| {
            seed += 1;
            black_box(arena.fight(&osr, seed, Difficulty::Normal))
        })
    });
    group.finish();

    // `leyendas simulate` on one thread and on two: 1,000 fights of level 01 each time, on
    // threads started for them (their engine caches cold, as in a fresh `simulate`).
    const FIGHTS: usize = 1000;
    let mut group = c.benchmark_group("simulate 1000 fights");
    group.throughput(Throughput::Elements(FIGHTS as u64));
    group.sample_size(10);
    for jobs in [1, 2] {
        group.bench_function(format!("01_first_blood, {jobs} thread(s)"), |b| {
            let done = std::sync::atomic::AtomicUsize::new(0);
            b.iter(|| {
                black_box(sim::simulate(
                    &first,
                    (1, FIGHTS),
                    Difficulty::Normal,
                    jobs,
                    &done,
                ))
            })
        });
    }
    group.bench_function("osr_01_first_blood, 1 thread(s)", |b| {
        let done = std::sync::atomic::AtomicUsize::new(0);
        b.iter(|| {
            black_box(sim::simulate(
                &osr,
                (1, FIGHTS),
                Difficulty::Normal,
                1,
                &done,
            ))
        })
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = bench
}
criterion_main!(benches);
