//! The shape of an OSR fight (seed 002, "Sorpresa", "Iniciativa", "Rondas", "Comprobación",
//! "Moral", and the health rules at 0 Salud).
//!
//! - Surprise: when a level names a side that may ambush, that side's leader rolls 14+ (8+ when
//!   prepared; with disadvantage when a unit of another side is hard to surprise). On a success
//!   only the ambushers act in a round 0, each a whole turn.
//! - Initiative, every round (the seed's list goes back to step 3, *Iniciativa*; a level may keep
//!   the first order with `osr: (reroll_initiative: false)`): each PC able to act rolls 11+. The
//!   order is the PCs who passed, then every NPC side in listed order, then the PCs who failed;
//!   inside a block, listed order.
//! - Morale at the end of a round, for each NPC side that still stands, when during the round its
//!   leader fell, or it came down to half its starting number or fewer, or when able foes
//!   outnumber it two to one (and whenever a script calls for it): 2d6 above its Moral breaks it.
//!   Each unit of a broken side with an able enemy beside it surrenders; the others flee the
//!   field (they leave the fight at once: the engine does not yet run them to an edge).
//! - An NPC at 0 Salud or less dies. A PC there is dying: it has 3 of its own turns to be
//!   tended, and dies as its 4th begins; any damage while dying kills it.

use super::rules::{Edge, INITIATIVE_TARGET, morale_holds, probability_roll, surprise_target};
use super::{OsrFight, OsrStats, OsrTrack, is_pc};
use crate::combat::components::{Fleeing, Health, Position, Side, Sides, TurnState};
use crate::combat::events::CombatEvent;
use crate::combat::reads::{health_state, roster_entities};
use crate::combat::resolver::{EngineError, Resolver};
use crate::i18n::Phrase;
use crate::phrase;
use crate::rules::dice::DiceExpr;
use crate::rules::health::HealthState;
use crate::rules::modifiers::Modifiers;
use crate::rulesets::TurnStart;
use crate::rulesets::roll::Roll;
use bevy::prelude::*;

/// Turns a dying PC has to be tended (seed 002: "tiene 3 Turnos").
pub const DYING_TURNS: u32 = 3;

/// Rolls `edge.dice()` d20s and returns them with the one kept.
pub fn roll_d20s(res: &mut Resolver, edge: Edge) -> Result<(Vec<u32>, u32), EngineError> {
    let mut faces = Vec::with_capacity(2);
    for _ in 0..edge.dice() {
        faces.push(res.d20()?);
    }
    let kept = edge.keep(&faces);
    Ok((faces, kept))
}

/// A probability roll "N+" for `unit`, reported as a `test`.
pub(crate) fn probability_test(
    res: &mut Resolver,
    unit: Entity,
    why: Phrase,
    at_least: u32,
    edge: Edge,
) -> Result<bool, EngineError> {
    let (faces, kept) = roll_d20s(res, edge)?;
    let success = probability_roll(kept, at_least);
    res.emit(CombatEvent::Test {
        unit: res.id(unit),
        why,
        roll: Box::new(Roll {
            dice: edge.dice_text(),
            faces,
            kept,
            modifiers: Modifiers::new(),
            total: kept as i32,
            target: at_least as i32,
            needs: crate::rulesets::roll::Needs::AtLeast,
            success,
            special: None,
        }),
    });
    Ok(success)
}

/// Units still in the fight (on the board, neither dead nor surrendered), in listing order.
fn in_the_fight(world: &World) -> Vec<Entity> {
    roster_entities(world)
        .into_iter()
        .filter(|&e| {
            world.get::<Position>(e).is_some()
                && !matches!(
                    health_state(world, e),
                    HealthState::Dead | HealthState::Surrendered | HealthState::Unconscious
                )
        })
        .collect()
}

/// Able to act and not running away: what counts as fighting.
fn fighting(world: &World, e: Entity) -> bool {
    health_state(world, e).can_act() && world.get::<Fleeing>(e).is_none()
}

fn side_of(world: &World, e: Entity) -> usize {
    world.get::<Side>(e).map_or(usize::MAX, |s| s.0)
}

/// Surprise, then the first round's order (or the ambushers' round 0).
pub fn start(res: &mut Resolver) -> Result<(), EngineError> {
    let fight = res.world.resource::<OsrFight>();
    if let Some((side, prepared)) = fight.surprise {
        let units = in_the_fight(res.world);
        let leader = fight
            .leaders
            .get(side)
            .copied()
            .flatten()
            .filter(|l| units.contains(l))
            .or_else(|| {
                units
                    .iter()
                    .copied()
                    .find(|&e| side_of(res.world, e) == side)
            });
        if let Some(leader) = leader {
            let wary = units.iter().any(|&e| {
                side_of(res.world, e) != side
                    && res
                        .world
                        .get::<OsrStats>(e)
                        .is_some_and(|s| s.hard_to_surprise)
            });
            let edge = if wary {
                Edge::Disadvantage
            } else {
                Edge::Normal
            };
            if probability_test(
                res,
                leader,
                phrase!("test-surprise"),
                surprise_target(prepared),
                edge,
            )? {
                let ambushers: Vec<String> = units
                    .iter()
                    .filter(|&&e| side_of(res.world, e) == side)
                    .map(|&e| res.id(e))
                    .collect();
                res.emit(CombatEvent::Order { units: ambushers });
                res.emit(CombatEvent::Round {
                    round: 0,
                    surprise: true,
                });
                return Ok(());
            }
        }
    }
    roll_order(res)?;
    res.emit(CombatEvent::Round {
        round: 1,
        surprise: false,
    });
    Ok(())
}

/// A new round: the order again (every round unless the level keeps the first; always after a
/// surprise round).
pub fn round_starts(res: &mut Resolver) -> Result<(), EngineError> {
    let round = crate::combat::hot::resource::<TurnState>(res.world).round;
    let reroll = res.world.resource::<OsrFight>().options.reroll_initiative;
    if reroll || round == 1 {
        roll_order(res)?;
    }
    Ok(())
}

/// Each PC able to act rolls 11+; the order is the PCs who passed, the NPC sides in listed
/// order, the PCs who failed (a dying PC among them, to count its turns).
fn roll_order(res: &mut Resolver) -> Result<(), EngineError> {
    let units = in_the_fight(res.world);
    let (mut first, mut npcs, mut last) = (Vec::new(), Vec::new(), Vec::new());
    for &e in &units {
        if !is_pc(res.world, e) {
            npcs.push(e);
        } else if health_state(res.world, e).can_act()
            && probability_test(
                res,
                e,
                phrase!("test-initiative"),
                INITIATIVE_TARGET,
                Edge::Normal,
            )?
        {
            first.push(e);
        } else {
            last.push(e);
        }
    }
    // Stable: listing order inside each side.
    npcs.sort_by_key(|&e| side_of(res.world, e));
    let order = first
        .into_iter()
        .chain(npcs)
        .chain(last)
        .map(|e| res.id(e))
        .collect();
    res.emit(CombatEvent::Order { units: order });
    Ok(())
}

/// Remembers, as a round begins, how many of each side can fight and whether its leader can.
pub fn remember_round_start(world: &mut World) {
    let Some(fight) = world.get_resource::<OsrFight>() else {
        return;
    };
    let leaders = fight.leaders.clone();
    let mut able = vec![0u32; leaders.len()];
    for e in in_the_fight(world) {
        if fighting(world, e)
            && let Some(n) = able.get_mut(side_of(world, e))
        {
            *n += 1;
        }
    }
    let round_start = able
        .into_iter()
        .zip(&leaders)
        .map(|(n, leader)| (n, leader.is_some_and(|l| leader_stands(world, l))))
        .collect();
    world.resource_mut::<OsrFight>().round_start = round_start;
}

fn leader_stands(world: &World, leader: Entity) -> bool {
    world.get::<Position>(leader).is_some() && fighting(world, leader)
}

/// The end of a round: a delayed action whose moment never came is lost ("Retrasar acción"),
/// then each NPC side still standing checks its morale if the round shook it.
pub fn round_ends(res: &mut Resolver) -> Result<(), EngineError> {
    for e in roster_entities(res.world) {
        if res.world.get::<crate::combat::ready::Readied>(e).is_some() {
            res.emit(CombatEvent::ReadyLapses { unit: res.id(e) });
        }
    }
    let sides = res.world.resource::<Sides>().0.len();
    for side in 0..sides {
        // Asked side by side: a side that breaks changes who still stands for the next.
        if let Some(why) = morale_shaken(res.world, side) {
            check_morale(res, side, why)?;
        }
    }
    Ok(())
}

/// Why NPC side `side` must check its morale at the end of the round, as the fight stands now:
/// its leader fell this round, half of it went down this round, or able foes outnumber it two to
/// one. None for a PC side, a side with no one standing, or a side the round did not shake.
pub fn morale_shaken(world: &World, side: usize) -> Option<Phrase> {
    let roles: Vec<_> = world.resource::<Sides>().0.iter().map(|s| s.role).collect();
    if *roles.get(side)? != crate::level::schema::Role::Npc {
        return None;
    }
    let fight = world.resource::<OsrFight>();
    let able = |side: usize| {
        in_the_fight(world)
            .into_iter()
            .filter(|&e| side_of(world, e) == side && fighting(world, e))
            .count() as u32
    };
    let now = able(side);
    if now == 0 {
        return None;
    }
    let (at_start, leader_stood) = fight.round_start.get(side).copied().unwrap_or((now, true));
    let starting = fight.starting.get(side).copied().unwrap_or(now);
    let foes: u32 = (0..roles.len()).filter(|&s| s != side).map(able).sum();
    let leader_fell = leader_stood
        && fight
            .leaders
            .get(side)
            .copied()
            .flatten()
            .is_some_and(|l| !leader_stands(world, l));
    if leader_fell {
        Some(phrase!("morale-its-leader-fell"))
    } else if at_start * 2 > starting && now * 2 <= starting {
        Some(phrase!("morale-half-of-it-is-down"))
    } else if foes >= now * 2 {
        Some(phrase!("morale-outnumbered"))
    } else {
        None
    }
}

/// A side's morale check (seed 002, "Moral"): 2d6 against its Moral. A side that breaks gives up:
/// each of its units with an able enemy beside it, or with no way out it can walk to, surrenders;
/// the others flee (on the edge or an exit already, they leave at once; else they run there on
/// their turns, no longer fighting, and leave when they arrive).
pub fn check_morale(res: &mut Resolver, side: usize, why: Phrase) -> Result<(), EngineError> {
    let Some(morale) = res.world.resource::<OsrFight>().morale.get(side).copied() else {
        return Ok(());
    };
    let (faces, total) = res.roll(DiceExpr::new(2, 6, 0))?;
    let total = total.max(0) as u32;
    let holds = morale_holds(total, morale);
    let side_id = res
        .world
        .resource::<Sides>()
        .0
        .get(side)
        .map_or_else(String::new, |s| s.id.clone());
    res.emit(CombatEvent::Morale {
        side: side_id,
        why,
        faces,
        total,
        morale,
        holds,
    });
    if holds {
        return Ok(());
    }
    let units = in_the_fight(res.world);
    let able = fighting;
    let at = |world: &World, e: Entity| world.get::<Position>(e).map(|p| p.0);
    let mine: Vec<Entity> = units
        .iter()
        .copied()
        .filter(|&e| side_of(res.world, e) == side)
        .collect();
    for e in mine {
        if !able(res.world, e) {
            continue;
        }
        let here = at(res.world, e);
        let shape = crate::combat::board::shape(res.world);
        let cornered = units.iter().any(|&o| {
            side_of(res.world, o) != side
                && able(res.world, o)
                && here
                    .zip(at(res.world, o))
                    .is_some_and(|(a, b)| shape.adjacent(a, b))
        });
        let way_out = way_out(res.world, e);
        match way_out {
            _ if cornered => surrender(res, e),
            None => surrender(res, e),
            Some((_, 0)) => flee_the_field(res, e),
            Some(_) => res.emit(CombatEvent::Condition {
                unit: res.id(e),
                condition: crate::combat::components::Condition::Fleeing,
                active: true,
            }),
        }
    }
    Ok(())
}

fn surrender(res: &mut Resolver, e: Entity) {
    res.emit(CombatEvent::HealthState {
        unit: res.id(e),
        state: HealthState::Surrendered,
    });
}

fn flee_the_field(res: &mut Resolver, e: Entity) {
    res.emit(CombatEvent::LeavesFight {
        unit: res.id(e),
        why: phrase!("why-it-flees-the-field"),
    });
}

/// Where a broken unit runs to leave the fight: a square on the map's edge or in one of the
/// level's `exits` (a walled map's edge is all wall, so its exits are the only ways out), the
/// nearest it can walk to (then the lowest row and column), with the squares of walking there.
pub fn way_out(world: &World, e: Entity) -> Option<(crate::rules::grid::Pos, u32)> {
    let from = world.get::<Position>(e)?.0;
    let board = world.resource::<crate::combat::components::Board>();
    let exits = &world.resource::<OsrFight>().exits;
    let out = |p: crate::rules::grid::Pos| {
        p.x == 0
            || p.y == 0
            || p.x == board.width - 1
            || p.y == board.height - 1
            || exits.iter().any(|r| r.contains(p))
    };
    if out(from) {
        return Some((from, 0));
    }
    let snap = crate::combat::board::BoardSnapshot::for_unit(world, e);
    let budget = u32::try_from(board.width * board.height * 2).unwrap_or(u32::MAX);
    crate::combat::movement::reachable(&snap, from, budget)
        .into_iter()
        .filter(|&(p, _)| out(p) && snap.occupant(p).is_none())
        .min_by_key(|&(p, cost)| (cost, p.y, p.x))
}

/// A fleeing unit's turn: it runs (twice its walk) toward the nearest way out, and leaves the
/// fight when it gets there; with no way left open, it surrenders.
fn run_away(res: &mut Resolver, unit: Entity) -> Result<(), EngineError> {
    let Some((to, cost)) = way_out(res.world, unit) else {
        surrender(res, unit);
        return Ok(());
    };
    if cost > 0 {
        let from = res.world.get::<Position>(unit).map_or(to, |p| p.0);
        let snap = crate::combat::board::BoardSnapshot::for_unit(res.world, unit);
        let Some(path) = crate::combat::movement::find_path_avoiding(&snap, from, to, cost, false)
        else {
            surrender(res, unit);
            return Ok(());
        };
        // As far as a run goes, back to the last square it may stop on.
        let run = crate::combat::reads::effective_speed(res.world, unit) * 2;
        let mut spent = 0;
        let mut steps: Vec<_> = path
            .steps
            .into_iter()
            .take_while(|s| {
                spent += s.cost;
                spent <= run
            })
            .collect();
        while steps.last().is_some_and(|s| snap.occupant(s.to).is_some()) {
            steps.pop();
        }
        res.emit(CombatEvent::Action {
            unit: res.id(unit),
            action: phrase!("action-flee"),
            cost: crate::rules::economy::ActionCost::FullRound,
        });
        crate::combat::movement::walk(res, unit, &steps, false)?;
    }
    let arrived = res.world.get::<Position>(unit).is_some_and(|p| p.0 == to);
    if arrived && health_state(res.world, unit).can_act() {
        flee_the_field(res, unit);
    }
    Ok(())
}

/// A dying PC's turn counts down; at none left it dies.
pub fn turn_starts(res: &mut Resolver, unit: Entity) -> Result<TurnStart, EngineError> {
    if super::manoeuvres::turn_begins(res, unit)?.is_some() {
        return Ok(TurnStart::Spent);
    }
    if res.world.get::<Fleeing>(unit).is_some() {
        run_away(res, unit)?;
        return Ok(TurnStart::Spent);
    }
    if health_state(res.world, unit) != HealthState::Dying {
        return Ok(TurnStart::Act);
    }
    let left = res
        .world
        .get::<OsrTrack>(unit)
        .and_then(|t| t.dying_turns)
        .unwrap_or(DYING_TURNS);
    if left == 0 {
        res.emit(CombatEvent::HealthState {
            unit: res.id(unit),
            state: HealthState::Dead,
        });
    } else {
        res.emit(CombatEvent::Dying {
            unit: res.id(unit),
            turns_left: left - 1,
        });
    }
    Ok(TurnStart::Spent)
}

/// Health after damage: an NPC dies at 0 or less; a PC starts dying there (and dies if hit
/// again while dying); healing above 0 brings a dying PC back.
pub fn after_damage(res: &mut Resolver, target: Entity, before: Health, dealt: i32) {
    settle(res, target, before, dealt, true);
}

/// [`after_damage`], for a blow that may be meant only to knock out (`lethal: false`): then 0
/// Salud leaves the target unconscious.
pub fn settle(res: &mut Resolver, target: Entity, before: Health, dealt: i32, lethal: bool) {
    // Hurt while aiming or building energy: it is lost.
    use crate::combat::components::Condition;
    for lost in [Condition::Aiming, Condition::BuildingEnergy] {
        let held = res
            .world
            .get::<crate::combat::components::Conditions>(target)
            .is_some_and(|c| c.0.contains(&lost));
        if held && dealt > 0 {
            res.emit(CombatEvent::Condition {
                unit: res.id(target),
                condition: lost,
                active: false,
            });
        }
    }
    let hp = res.world.get::<Health>(target).map_or(before.hp, |h| h.hp);
    if !lethal && hp <= 0 && before.state.can_act() {
        res.emit(CombatEvent::HealthState {
            unit: res.id(target),
            state: HealthState::Unconscious,
        });
        return;
    }
    let down = matches!(before.state, HealthState::Dying | HealthState::Stable);
    let state = if !is_pc(res.world, target) {
        if hp <= 0 {
            HealthState::Dead
        } else {
            before.state
        }
    } else if down && dealt > 0 {
        HealthState::Dead
    } else if hp <= 0 {
        if down {
            before.state
        } else {
            HealthState::Dying
        }
    } else {
        HealthState::Healthy
    };
    if state == before.state || before.state == HealthState::Dead {
        return;
    }
    res.emit(CombatEvent::HealthState {
        unit: res.id(target),
        state,
    });
    if state == HealthState::Dying {
        res.emit(CombatEvent::Dying {
            unit: res.id(target),
            turns_left: DYING_TURNS,
        });
    }
}
