//! Taking a command back must feel instant (issue 17: under 50 ms in a 30-round fight). Undo
//! builds the fight again without the command, so its cost grows with the fight: the bench plays
//! 30 rounds of the first campaign level, every unit taking total defense and ending its turn,
//! then takes back a command of round 31.

use criterion::{Criterion, criterion_group, criterion_main};
use leyendas::combat::{Command, Encounter};
use leyendas::level::{GameData, load_level};
use std::hint::black_box;
use std::path::Path;

fn thirty_rounds() -> Encounter {
    let data = GameData::built_in().expect("built-in data");
    let level = load_level(Path::new("levels/01_first_blood.ron"), &data).expect("level 01");
    let mut encounter = Encounter::new(&level, 1);
    encounter.start();
    while round(&encounter) <= 30 {
        let unit = encounter.current_unit().expect("a unit's turn");
        encounter.submit(Command::TotalDefense { unit: unit.clone() });
        encounter.submit(Command::EndTurn { unit });
        assert!(!encounter.is_over(), "nobody attacks, so the fight goes on");
    }
    encounter
}

fn round(encounter: &Encounter) -> u32 {
    leyendas::combat::hot::resource::<leyendas::combat::TurnState>(encounter.world()).round
}

fn bench(c: &mut Criterion) {
    let mut encounter = thirty_rounds();
    let commands = encounter.history().0.len();
    let events = encounter.log().len();
    println!("the fight: {commands} commands, {events} events");
    c.bench_function("undo in a 30-round fight (level 01)", |b| {
        b.iter(|| {
            let unit = encounter.current_unit().expect("a unit's turn");
            encounter.submit(Command::TotalDefense { unit });
            black_box(encounter.undo()).expect("total defense is taken back");
        })
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = bench
}
criterion_main!(benches);
