//! Whole fights played headless with the AI on every side, as fast as the engine goes (a bare
//! `World`, no app), and the balance report over many of them (`leyendas simulate`).

use super::{Difficulty, decide};
use crate::combat::engine::{resolve_into_log, submit};
use crate::combat::spawn::spawn_encounter;
use crate::combat::{CombatEvent, CombatLog, Command, EngineFault, Phase, TurnState, turn};
use crate::level::LoadedLevel;
use bevy::prelude::*;
use serde::Serialize;

/// A fight still running after this many rounds is called off as a draw.
pub const ROUND_LIMIT: u32 = 100;

/// How one fight went.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FightResult {
    pub seed: u64,
    /// The winning side's id; `None` when nobody is left standing or the fight was called off.
    pub winner: Option<String>,
    pub rounds: u32,
    /// Whether it ended by the rules (not called off at [`ROUND_LIMIT`] or by an engine fault).
    pub finished: bool,
    pub units: Vec<UnitResult>,
    pub aoos: u32,
    /// Combat maneuvers made (seed 001).
    pub maneuvers: u32,
    /// Commands the engine refused (the AI should issue none).
    pub rejected: Vec<crate::i18n::Phrase>,
    pub commands: usize,
}

/// How one unit did in a fight.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct UnitResult {
    pub id: String,
    pub side: String,
    /// Still on its feet at the end (not dying, stable or dead).
    pub survived: bool,
    pub damage_dealt: i32,
}

/// Plays one fight of `level` to its end with the AI on every side.
pub fn fight(level: &LoadedLevel, seed: u64, difficulty: Difficulty) -> FightResult {
    Arena::default().fight(level, seed, difficulty)
}

/// One world for fight after fight: before each, the last fight's units are despawned and the
/// encounter's resources replaced. Much cheaper than a new world per fight (which registers
/// every component and resource again), and the same fights: nothing of the last one is read.
#[derive(Default)]
pub struct Arena {
    world: World,
}

impl Arena {
    /// Plays one fight of `level` to its end with the AI on every side.
    pub fn fight(&mut self, level: &LoadedLevel, seed: u64, difficulty: Difficulty) -> FightResult {
        let world = &mut self.world;
        crate::combat::reads::despawn_roster(world);
        // A world keeps a note of every component taken off a despawned entity until its
        // trackers are cleared (an app does it each frame): without this, a few KB a fight.
        world.clear_trackers();
        // The last fight's log, emptied, keeps its room: a fight logs a hundred events or so.
        let mut log = world
            .get_resource_mut::<CombatLog>()
            .map(|mut log| std::mem::take(&mut log.0))
            .unwrap_or_default();
        log.clear();
        spawn_encounter(world, level, seed);
        world.resource_mut::<CombatLog>().0 = log;
        resolve_into_log(world, turn::start);
        play_out(world, difficulty, |_| true);
        summarise(world, level, seed)
    }
}

/// Lets the AI play every turn for which `plays(unit id)` holds, until the fight ends, a turn
/// belongs to someone else, or [`ROUND_LIMIT`] passes. A refused command (there should be none)
/// is logged and the turn ended, so a fight can never loop on it.
pub fn play_out(world: &mut World, difficulty: Difficulty, plays: impl Fn(&str) -> bool) {
    loop {
        let turn = crate::combat::hot::resource::<TurnState>(world);
        if turn.phase != Phase::Running
            || turn.round > ROUND_LIMIT
            || world.resource::<EngineFault>().0.is_some()
        {
            return;
        }
        let Some(command) = decide(world, difficulty) else {
            return;
        };
        if !plays(command.unit()) {
            return;
        }
        let refused = |world: &World, events: std::ops::Range<usize>| {
            world.resource::<CombatLog>().0[events]
                .iter()
                .any(|e| matches!(e, CombatEvent::Rejected { .. }))
        };
        let events = resolve_into_log(world, |res| submit(res, &command));
        if refused(world, events) {
            let end = Command::EndTurn {
                unit: command.unit().to_string(),
            };
            let again = resolve_into_log(world, |res| submit(res, &end));
            if refused(world, again) {
                return;
            }
        }
    }
}

/// Reads a finished fight's log: who won, in how many rounds, who survived and who dealt what.
pub fn summarise(world: &World, level: &LoadedLevel, seed: u64) -> FightResult {
    let log = &world.resource::<CombatLog>().0;
    let mut rounds = 0;
    let mut winner = None;
    let mut finished = false;
    let mut aoos = 0;
    let mut maneuvers = 0;
    let mut rejected = Vec::new();
    let mut commands = 0;
    // Borrowed from the log: a fight names units hundreds of times.
    let mut dealt: std::collections::BTreeMap<&str, i32> = Default::default();
    // The last health state each unit reached; those not listed are still healthy.
    let mut down: std::collections::BTreeSet<&str> = Default::default();
    let mut joined: std::collections::BTreeSet<&str> = Default::default();
    // Damage goes to whoever last attacked or cast.
    let mut dealer: Option<&str> = None;
    for e in log {
        match e {
            CombatEvent::Round { round, .. } => rounds = *round,
            CombatEvent::End { winner: w } => {
                winner = w.clone();
                finished = true;
            }
            CombatEvent::Aoo { .. } => aoos += 1,
            CombatEvent::Maneuver { .. } => maneuvers += 1,
            CombatEvent::Rejected { reason, .. } => rejected.push(reason.clone()),
            CombatEvent::Action { unit, .. } => {
                commands += 1;
                dealer = Some(unit);
            }
            CombatEvent::Attack { attacker, .. } => dealer = Some(attacker),
            CombatEvent::ChannelingContinues { unit, .. } => dealer = Some(unit),
            CombatEvent::Turn { .. } => dealer = None,
            CombatEvent::Joined { unit, .. } => {
                joined.insert(unit);
            }
            CombatEvent::Damage { amount, source, .. }
                if source != crate::combat::attack::BLEEDING =>
            {
                if let Some(d) = dealer {
                    *dealt.entry(d).or_default() += amount;
                }
            }
            CombatEvent::HealthState { unit, state } => {
                if state.can_act() {
                    down.remove(unit.as_str());
                } else {
                    down.insert(unit);
                }
            }
            _ => {}
        }
    }
    let units = level
        .units
        .iter()
        .chain(&level.reserve)
        .map(|u| UnitResult {
            id: u.id.clone(),
            side: level
                .sides
                .get(u.side)
                .map_or_else(String::new, |s| s.id.clone()),
            // A reserve unit that never came counts as neither surviving nor falling: not survived.
            survived: !down.contains(u.id.as_str())
                && (joined.contains(u.id.as_str()) || level.units.iter().any(|s| s.id == u.id)),
            damage_dealt: dealt.get(u.id.as_str()).copied().unwrap_or(0),
        })
        .collect();
    FightResult {
        seed,
        winner,
        rounds,
        finished,
        units,
        aoos,
        maneuvers,
        rejected,
        commands,
    }
}

fn is_zero(share: &f64) -> bool {
    *share == 0.0
}

/// The balance report over many fights.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Report {
    pub level: String,
    pub runs: usize,
    pub first_seed: u64,
    pub difficulty: Difficulty,
    /// The rules the fights played.
    pub ruleset: crate::rulesets::id::RulesetId,
    /// Per side: its id and the share of fights it won.
    pub win_rate: Vec<(String, f64)>,
    /// Fights nobody won (everyone down, or called off).
    pub draws: f64,
    pub unfinished: usize,
    pub mean_rounds: f64,
    pub median_rounds: f64,
    pub mean_aoos: f64,
    /// The share of fights in which some unit made a combat maneuver (left out when none did).
    #[serde(skip_serializing_if = "is_zero")]
    pub maneuver_rate: f64,
    pub units: Vec<UnitReport>,
    pub rejected: usize,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct UnitReport {
    pub id: String,
    pub side: String,
    pub survival_rate: f64,
    pub mean_damage_dealt: f64,
}

/// What a report needs of any number of fights, in whole numbers, so that it takes the same
/// room for a billion fights as for one, and tallies made apart (on several threads) merge into
/// exactly the tally of the same fights made in one.
#[derive(Clone, Debug, PartialEq)]
pub struct Tally {
    fights: u64,
    /// The level's side ids, and per side, in the same order, the fights it won.
    sides: Vec<String>,
    wins: Vec<u64>,
    draws: u64,
    unfinished: u64,
    /// Fights by how many rounds they lasted.
    rounds: std::collections::BTreeMap<u32, u64>,
    aoos: u64,
    /// Fights with at least one combat maneuver.
    maneuver_fights: u64,
    /// Per unit, board then reserve: fights survived and damage dealt in all.
    survived: Vec<u64>,
    damage: Vec<i64>,
    rejected: u64,
}

impl Tally {
    pub fn new(level: &LoadedLevel) -> Self {
        let units = level.units.len() + level.reserve.len();
        Self {
            fights: 0,
            sides: level.sides.iter().map(|s| s.id.clone()).collect(),
            wins: vec![0; level.sides.len()],
            draws: 0,
            unfinished: 0,
            rounds: Default::default(),
            aoos: 0,
            maneuver_fights: 0,
            survived: vec![0; units],
            damage: vec![0; units],
            rejected: 0,
        }
    }

    /// Counts one fight of the level the tally was made for.
    pub fn add(&mut self, f: &FightResult) {
        self.fights += 1;
        match &f.winner {
            Some(w) => {
                if let Some(slot) = self.sides.iter().position(|s| s == w) {
                    self.wins[slot] += 1;
                }
            }
            None => self.draws += 1,
        }
        self.unfinished += u64::from(!f.finished);
        *self.rounds.entry(f.rounds).or_default() += 1;
        self.aoos += u64::from(f.aoos);
        self.maneuver_fights += u64::from(f.maneuvers > 0);
        // The summary lists units in the level's order, as the tally does.
        for (i, u) in f.units.iter().enumerate().take(self.survived.len()) {
            self.survived[i] += u64::from(u.survived);
            self.damage[i] += i64::from(u.damage_dealt);
        }
        self.rejected += f.rejected.len() as u64;
    }

    /// Adds another tally of the same level.
    pub fn merge(&mut self, other: &Tally) {
        self.fights += other.fights;
        for (a, b) in self.wins.iter_mut().zip(&other.wins) {
            *a += b;
        }
        self.draws += other.draws;
        self.unfinished += other.unfinished;
        for (r, n) in &other.rounds {
            *self.rounds.entry(*r).or_default() += n;
        }
        self.aoos += other.aoos;
        self.maneuver_fights += other.maneuver_fights;
        for (a, b) in self.survived.iter_mut().zip(&other.survived) {
            *a += b;
        }
        for (a, b) in self.damage.iter_mut().zip(&other.damage) {
            *a += b;
        }
        self.rejected += other.rejected;
    }

    pub fn fights(&self) -> u64 {
        self.fights
    }

    /// The median of the rounds fights lasted: the middle one, or the mean of the middle two.
    fn median_rounds(&self) -> f64 {
        let nth = |k: u64| {
            let mut seen = 0;
            self.rounds
                .iter()
                .find(|&(_, n)| {
                    seen += n;
                    seen > k
                })
                .map_or(0, |(r, _)| *r)
        };
        match self.fights {
            0 => 0.0,
            n if n % 2 == 1 => f64::from(nth(n / 2)),
            n => f64::from(nth(n / 2 - 1) + nth(n / 2)) / 2.0,
        }
    }

    pub fn report(&self, level: &LoadedLevel, first_seed: u64, difficulty: Difficulty) -> Report {
        let n = self.fights.max(1) as f64;
        let share = |count: u64| count as f64 / n;
        let total_rounds: u64 = self.rounds.iter().map(|(r, k)| u64::from(*r) * k).sum();
        Report {
            level: level.name.english().to_string(),
            runs: self.fights as usize,
            first_seed,
            difficulty,
            ruleset: level.ruleset,
            win_rate: self
                .sides
                .iter()
                .zip(&self.wins)
                .map(|(s, &w)| (s.clone(), share(w)))
                .collect(),
            draws: share(self.draws),
            unfinished: self.unfinished as usize,
            mean_rounds: total_rounds as f64 / n,
            median_rounds: self.median_rounds(),
            mean_aoos: self.aoos as f64 / n,
            maneuver_rate: share(self.maneuver_fights),
            units: level
                .units
                .iter()
                .chain(&level.reserve)
                .enumerate()
                .map(|(i, u)| UnitReport {
                    id: u.id.clone(),
                    side: level
                        .sides
                        .get(u.side)
                        .map_or_else(String::new, |s| s.id.clone()),
                    survival_rate: share(self.survived[i]),
                    mean_damage_dealt: self.damage[i] as f64 / n,
                })
                .collect(),
            rejected: self.rejected as usize,
        }
    }
}

/// Plays the fights of seeds `first_seed`, `first_seed + 1` … (`runs` of them, seeds wrapping
/// past 2^64 − 1) on `jobs` threads and tallies them; `done` counts the fights finished, for a
/// progress bar. Each thread takes the next batch of seeds as it finishes one, with an arena of
/// its own; a fight depends on its seed alone, and the tally adds whole numbers, so any number
/// of threads gives the same tally.
pub fn simulate(
    level: &LoadedLevel,
    (first_seed, runs): (u64, usize),
    difficulty: Difficulty,
    jobs: usize,
    done: &std::sync::atomic::AtomicUsize,
) -> Tally {
    use std::sync::atomic::Ordering;
    const BATCH: usize = 16;
    let next = std::sync::atomic::AtomicUsize::new(0);
    let worker = || {
        let mut arena = Arena::default();
        let mut tally = Tally::new(level);
        loop {
            let from = next.fetch_add(BATCH, Ordering::Relaxed);
            if from >= runs {
                return tally;
            }
            for i in from..(from + BATCH).min(runs) {
                let seed = first_seed.wrapping_add(i as u64);
                tally.add(&arena.fight(level, seed, difficulty));
                done.fetch_add(1, Ordering::Relaxed);
            }
        }
    };
    // Worker threads even for one job: each starts with its engine caches cold, as a fresh
    // `simulate` does, so one job and several are measured alike.
    let jobs = jobs.clamp(1, runs.max(1));
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..jobs).map(|_| scope.spawn(worker)).collect();
        let mut total = Tally::new(level);
        for h in handles {
            match h.join() {
                Ok(t) => total.merge(&t),
                Err(panic) => std::panic::resume_unwind(panic),
            }
        }
        total
    })
}

/// Plays the fight of the level at `path` (seed `seed`) with the AI on every side, handing the
/// world to `inspect` before every command, until it ends or `most` commands have been played.
/// Returns how many were played. For unit tests that check something in every state of a fight.
#[cfg(test)]
pub(crate) fn inspect_each_state(
    path: &str,
    seed: u64,
    most: usize,
    mut inspect: impl FnMut(&World),
) -> usize {
    let data = crate::level::GameData::built_in().expect("built-in data");
    let level = crate::level::load_level(std::path::Path::new(path), &data).expect("level");
    let mut world = World::new();
    spawn_encounter(&mut world, &level, seed);
    resolve_into_log(&mut world, turn::start);
    let mut commands = 0;
    while crate::combat::hot::resource::<TurnState>(&world).phase == Phase::Running
        && commands < most
    {
        inspect(&world);
        let Some(command) = decide(&world, Difficulty::Normal) else {
            break;
        };
        resolve_into_log(&mut world, |res| submit(res, &command));
        commands += 1;
    }
    commands
}

#[cfg(test)]
mod tests {
    use super::*;

    fn level() -> LoadedLevel {
        let data = crate::level::GameData::built_in().expect("built-in data");
        crate::level::load_level(std::path::Path::new("levels/05_the_goblin_king.ron"), &data)
            .expect("level")
    }

    #[test]
    fn tallies_made_apart_merge_into_the_tally_of_all_the_fights() {
        let level = level();
        let mut arena = Arena::default();
        let fights: Vec<FightResult> = (1..=9)
            .map(|seed| arena.fight(&level, seed, Difficulty::Normal))
            .collect();
        let mut all = Tally::new(&level);
        fights.iter().for_each(|f| all.add(f));
        let (mut first, mut rest) = (Tally::new(&level), Tally::new(&level));
        fights[..4].iter().for_each(|f| first.add(f));
        fights[4..].iter().rev().for_each(|f| rest.add(f));
        rest.merge(&first);
        assert_eq!(rest, all);
        // The median as the sorted rounds give it: the middle one of nine.
        let mut rounds: Vec<u32> = fights.iter().map(|f| f.rounds).collect();
        rounds.sort_unstable();
        let report = all.report(&level, 1, Difficulty::Normal);
        assert_eq!(report.median_rounds, f64::from(rounds[4]));
        assert_eq!(report.runs, 9);
        // Of the first four, the mean of the middle two.
        let mut four: Vec<u32> = fights[..4].iter().map(|f| f.rounds).collect();
        four.sort_unstable();
        let report = first.report(&level, 1, Difficulty::Normal);
        assert_eq!(report.median_rounds, f64::from(four[1] + four[2]) / 2.0);
    }

    #[test]
    fn an_arena_keeps_no_trace_of_the_fights_before_the_last() {
        let level = level();
        let mut arena = Arena::default();
        let removed = |arena: &Arena| {
            arena
                .world
                .removed::<crate::combat::components::Health>()
                .count()
        };
        arena.fight(&level, 1, Difficulty::Normal);
        arena.fight(&level, 2, Difficulty::Normal);
        let after_two = removed(&arena);
        for seed in 3..30 {
            arena.fight(&level, seed, Difficulty::Normal);
        }
        // What the world remembers of despawned units is two fights' worth at most, not 29.
        assert!(removed(&arena) <= after_two.max(2 * level.units.len()));
    }

    #[test]
    fn fights_on_several_threads_tally_as_on_one() {
        let level = level();
        let done = std::sync::atomic::AtomicUsize::new(0);
        let one = simulate(&level, (40, 23), Difficulty::Normal, 1, &done);
        let three = simulate(&level, (40, 23), Difficulty::Normal, 3, &done);
        assert_eq!(one.fights(), 23);
        assert_eq!(one, three);
        assert_eq!(done.into_inner(), 46);
    }
}
