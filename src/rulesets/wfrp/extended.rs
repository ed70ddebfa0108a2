//! Seed 003's extended actions ("acción prolongada"): loading a weapon whose reload takes
//! several rounds (`reload: Rounds(n)` in `weapons.ron`), one full action a round, each round
//! reported (`extended` in the log and JSON) and the weapon loaded after the last.
//!
//! Reading (the seed is silent on breaks): the rounds need not be back to back, but a unit that
//! spends an action on anything else gives up the work done and starts again next time; a turn
//! it loses (stunned) takes nothing away.

use super::WfrpStats;
use super::data::Reload;
use crate::combat::commands::Command;
use crate::combat::equip::check_reload;
use crate::combat::events::CombatEvent;
use crate::combat::rejection::Rejection;
use crate::combat::resolver::{EngineError, Resolver};
use crate::phrase;
use bevy::prelude::*;

type Outcome = Result<Result<(), EngineError>, Rejection>;

/// The extended action a unit has under way: what (`reload`), on which weapon, and the rounds
/// done of those it takes.
#[derive(Component, Clone, Debug, PartialEq, Eq)]
pub struct Underway {
    pub task: String,
    pub what: String,
    pub name: String,
    pub done: u32,
    pub of: u32,
}

/// The rounds loading `weapon` takes, when that is more than one turn's work.
fn reload_rounds(world: &World, unit: Entity, weapon: &str) -> Option<u32> {
    let sheet = world.get::<WfrpStats>(unit)?;
    match sheet.0.weapons.get(weapon)?.reload {
        Reload::Rounds(n) if n > 1 => Some(n),
        _ => None,
    }
}

/// The weapon `command` would load over several rounds, with those rounds.
fn extended_reload(world: &World, actor: Entity, command: &Command) -> Option<(String, u32)> {
    let Command::Reload { weapon, .. } = command else {
        return None;
    };
    let (target, _) = check_reload(world, actor, weapon.as_deref()).ok()?;
    let rounds = reload_rounds(world, actor, &target.id)?;
    Some((target.id, rounds))
}

/// Whether WFRP takes `command` as a round of an extended reload (the shared checks hold).
pub fn check(world: &World, actor: Entity, command: &Command) -> Option<Result<(), Rejection>> {
    extended_reload(world, actor, command)?;
    let Command::Reload { weapon, .. } = command else {
        return None;
    };
    Some(check_reload(world, actor, weapon.as_deref()).map(drop))
}

/// One round of an extended reload: the full action, the round reported, and after the last
/// the weapon loaded.
pub fn perform(res: &mut Resolver, actor: Entity, command: &Command) -> Option<Outcome> {
    let (id, rounds) = extended_reload(res.world, actor, command)?;
    let Command::Reload { weapon, .. } = command else {
        return None;
    };
    Some(reload_round(res, actor, weapon.as_deref(), &id, rounds))
}

fn reload_round(
    res: &mut Resolver,
    actor: Entity,
    weapon: Option<&str>,
    id: &str,
    rounds: u32,
) -> Outcome {
    let (target, cost) = check_reload(res.world, actor, weapon)?;
    let unit = res.id(actor);
    res.emit(CombatEvent::Action {
        unit: unit.clone(),
        action: phrase!(
            "action-load",
            weapon = crate::i18n::as_term(target.name.as_str())
        ),
        cost,
    });
    let done = rounds_done(res.world, actor, "reload", id) + 1;
    res.emit(CombatEvent::Extended {
        unit: unit.clone(),
        task: "reload".into(),
        what: id.to_string(),
        name: target.name.clone(),
        done,
        of: rounds,
    });
    if done < rounds {
        return Ok(Ok(()));
    }
    let loaded = CombatEvent::Loaded {
        unit,
        weapon: id.to_string(),
        loaded: true,
    };
    Ok(crate::combat::attack::provoke_then(res, actor, loaded))
}

/// The rounds already done of `task` on `what`.
fn rounds_done(world: &World, unit: Entity, task: &str, what: &str) -> u32 {
    world
        .get::<Underway>(unit)
        .filter(|u| u.task == task && u.what == what)
        .map_or(0, |u| u.done)
}

/// After a command: a unit that acted on something other than its extended action gives it up.
pub fn given_up(res: &mut Resolver, actor: Entity, first_event: usize) {
    let Some(underway) = res.world.get::<Underway>(actor).cloned() else {
        return;
    };
    let me = res.id(actor);
    let mine = |e: &&CombatEvent| match e {
        CombatEvent::Action { unit, .. } | CombatEvent::Extended { unit, .. } => *unit == me,
        _ => false,
    };
    let went_on = res.events[first_event..]
        .iter()
        .filter(mine)
        .any(|e| matches!(e, CombatEvent::Extended { .. }));
    let acted = res.events[first_event..].iter().any(|e| mine(&e));
    if acted && !went_on {
        res.emit(CombatEvent::ExtendedLost {
            unit: me,
            task: underway.task,
            what: underway.what,
            name: underway.name,
        });
    }
}

/// Keeps the work under way in step with the events: a round done, the last one, a break.
pub fn remember(world: &mut World, event: &CombatEvent) {
    let (unit, underway) = match event {
        CombatEvent::Extended {
            unit,
            task,
            what,
            name,
            done,
            of,
        } => (
            unit,
            (done < of).then(|| Underway {
                task: task.clone(),
                what: what.clone(),
                name: name.clone(),
                done: *done,
                of: *of,
            }),
        ),
        CombatEvent::ExtendedLost { unit, .. } => (unit, None),
        _ => return,
    };
    let Some(e) = crate::combat::reads::entity_of(world, unit) else {
        return;
    };
    match underway {
        Some(u) => {
            world.entity_mut(e).insert(u);
        }
        None => {
            world.entity_mut(e).remove::<Underway>();
        }
    }
}
