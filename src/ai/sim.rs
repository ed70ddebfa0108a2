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
    /// Commands the engine refused (the AI should issue none).
    pub rejected: Vec<String>,
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
        for e in crate::combat::engine::roster_entities(world) {
            world.despawn(e);
        }
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
        let turn = world.resource::<TurnState>();
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
            CombatEvent::Damage { amount, source, .. } if source != "bleeding" => {
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
        rejected,
        commands,
    }
}

/// The balance report over many fights.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Report {
    pub level: String,
    pub runs: usize,
    pub first_seed: u64,
    pub difficulty: Difficulty,
    /// Per side: its id and the share of fights it won.
    pub win_rate: Vec<(String, f64)>,
    /// Fights nobody won (everyone down, or called off).
    pub draws: f64,
    pub unfinished: usize,
    pub mean_rounds: f64,
    pub median_rounds: f64,
    pub mean_aoos: f64,
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

/// Gathers fights into a report.
pub fn report(
    level: &LoadedLevel,
    first_seed: u64,
    difficulty: Difficulty,
    fights: &[FightResult],
) -> Report {
    let n = fights.len().max(1) as f64;
    let win_rate = level
        .sides
        .iter()
        .map(|s| {
            let wins = fights
                .iter()
                .filter(|f| f.winner.as_deref() == Some(s.id.as_str()))
                .count();
            (s.id.clone(), wins as f64 / n)
        })
        .collect();
    let draws = fights.iter().filter(|f| f.winner.is_none()).count() as f64 / n;
    let mut rounds: Vec<u32> = fights.iter().map(|f| f.rounds).collect();
    rounds.sort_unstable();
    let median_rounds = match rounds.len() {
        0 => 0.0,
        len if len % 2 == 1 => f64::from(rounds[len / 2]),
        len => f64::from(rounds[len / 2 - 1] + rounds[len / 2]) / 2.0,
    };
    let units = level
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
            survival_rate: fights.iter().filter(|f| f.units[i].survived).count() as f64 / n,
            mean_damage_dealt: fights
                .iter()
                .map(|f| f64::from(f.units[i].damage_dealt))
                .sum::<f64>()
                / n,
        })
        .collect();
    Report {
        level: level.name.clone(),
        runs: fights.len(),
        first_seed,
        difficulty,
        win_rate,
        draws,
        unfinished: fights.iter().filter(|f| !f.finished).count(),
        mean_rounds: rounds.iter().map(|&r| f64::from(r)).sum::<f64>() / n,
        median_rounds,
        mean_aoos: fights.iter().map(|f| f64::from(f.aoos)).sum::<f64>() / n,
        units,
        rejected: fights.iter().map(|f| f.rejected.len()).sum(),
    }
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
    while world.resource::<TurnState>().phase == Phase::Running && commands < most {
        inspect(&world);
        let Some(command) = decide(&world, Difficulty::Normal) else {
            break;
        };
        resolve_into_log(&mut world, |res| submit(res, &command));
        commands += 1;
    }
    commands
}
