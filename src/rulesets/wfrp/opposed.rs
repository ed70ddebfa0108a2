//! Seed 003's actions won by an opposed test ("Finta", "Hostigar"; the grapple's in `grapple`):
//! both sides test WS (less what criticals took off), and [`rules::opposed`] says who wins: a
//! lone success, else more degrees, else the higher characteristic, else the one tested against;
//! when both fail nothing happens.
//!
//! - **Feint** (half, `Feint`): won, the unit's next normal attack on that foe can be neither
//!   parried nor dodged. Our reading of "its next normal attack": the opening lasts until the
//!   unit's turn ends, and any attack it makes spends it.
//! - **Manoeuvre** (half, `Manoeuvre`): won, the foe is pushed one square to `to` (beside it, on
//!   the map, not into scenery nor onto another creature), and the unit may follow into the
//!   square it left (`follow`). Neither move gives free attacks (the push is the unit's action,
//!   and the foe does not choose to leave). Reading: two units in a grapple are not pushed.

use super::data::Profile;
use super::rules::{self, Winner};
use super::track;
use crate::combat::commands::Command;
use crate::combat::components::{Position, Side};
use crate::combat::events::CombatEvent;
use crate::combat::reads::{entity_of, health_state};
use crate::combat::rejection::Rejection;
use crate::combat::resolver::{EngineError, Resolver};
use crate::phrase;
use crate::rules::economy::{ActionCost, ActionKind};
use crate::rules::grid::Pos;
use bevy::prelude::*;

type Outcome = Result<Result<(), EngineError>, Rejection>;

/// Whether WFRP accepts a feint or a manoeuvre now.
pub fn check(world: &World, actor: Entity, command: &Command) -> Option<Result<(), Rejection>> {
    Some(match command {
        Command::Feint { target, .. } => {
            check_contest(world, actor, target, ActionKind::Feint).map(drop)
        }
        Command::Manoeuvre { target, to, .. } => check_push(world, actor, target, *to).map(drop),
        _ => return None,
    })
}

/// Carries out a feint or a manoeuvre.
pub fn perform(res: &mut Resolver, actor: Entity, command: &Command) -> Option<Outcome> {
    Some(match command {
        Command::Feint { target, .. } => feint(res, actor, target),
        Command::Manoeuvre {
            target, to, follow, ..
        } => manoeuvre(res, actor, target, (*to, *follow)),
        _ => return None,
    })
}

/// The half action paid for, and a foe standing beside the unit, able to resist.
fn check_contest(
    world: &World,
    actor: Entity,
    target_id: &str,
    kind: ActionKind,
) -> Result<Entity, Rejection> {
    crate::combat::reads::afford(world, kind)?;
    let target =
        entity_of(world, target_id).ok_or_else(|| Rejection::UnknownUnit(target_id.into()))?;
    let cannot = |why| super::cannot(world, actor, why);
    let side = |e: Entity| world.get::<Side>(e).map(|s| s.0);
    if target == actor || side(target) == side(actor) {
        return Err(cannot(phrase!("why-wfrp-against-a-foe")));
    }
    if !health_state(world, target).can_act() {
        return Err(cannot(phrase!("why-wfrp-foe-cannot-resist")));
    }
    let (Some(a), Some(b)) = (at(world, actor), at(world, target)) else {
        return Err(cannot(phrase!("why-it-must-be-adjacent")));
    };
    if crate::combat::board::shape(world).distance(a, b) != 1 {
        return Err(cannot(phrase!("why-it-must-be-adjacent")));
    }
    Ok(target)
}

fn at(world: &World, unit: Entity) -> Option<Pos> {
    world.get::<Position>(unit).map(|p| p.0)
}

/// A manoeuvre's checks: a foe beside the unit, and `to` a square beside the foe, on the map,
/// open and free.
fn check_push(world: &World, actor: Entity, target_id: &str, to: Pos) -> Result<Entity, Rejection> {
    let target = check_contest(world, actor, target_id, ActionKind::Manoeuvre)?;
    // Two units locked in a grapple move together or not at all.
    if super::grapple::holds_or_held(world, target) {
        return Err(super::cannot(world, actor, phrase!("why-wfrp-push-a-hold")));
    }
    let snap = crate::combat::board::BoardSnapshot::for_unit(world, target);
    let from = at(world, target).unwrap_or_default();
    if snap.shape.distance(from, to) != 1 {
        return Err(super::cannot(
            world,
            actor,
            phrase!("why-wfrp-push-one-square"),
        ));
    }
    crate::combat::movement::check_free_square(&snap, to)?;
    Ok(target)
}

fn feint(res: &mut Resolver, actor: Entity, target_id: &str) -> Outcome {
    let target = check_contest(res.world, actor, target_id, ActionKind::Feint)?;
    pay(res, actor, "feint at", target_id);
    Ok(contest(res, (actor, target), "feint", weapon_skill, Stakes::Against).map(drop))
}

fn manoeuvre(
    res: &mut Resolver,
    actor: Entity,
    target_id: &str,
    (to, follow): (Pos, bool),
) -> Outcome {
    let target = check_push(res.world, actor, target_id, to)?;
    pay(res, actor, "manoeuvre", target_id);
    Ok((|| {
        if !contest(
            res,
            (actor, target),
            "manoeuvre",
            weapon_skill,
            Stakes::Against,
        )? {
            return Ok(());
        }
        let left = at(res.world, target).unwrap_or_default();
        res.emit(CombatEvent::Step {
            unit: res.id(target),
            from: left,
            to,
            cost: 0,
        });
        if follow && let Some(from) = at(res.world, actor) {
            res.emit(CombatEvent::Step {
                unit: res.id(actor),
                from,
                to: left,
                cost: 0,
            });
        }
        Ok(())
    })())
}

/// The half action, in the log.
fn pay(res: &mut Resolver, actor: Entity, what: &str, target_id: &str) {
    res.emit(CombatEvent::Action {
        unit: res.id(actor),
        action: phrase!(
            "action-on",
            what = crate::i18n::as_term(what),
            target = target_id
        ),
        cost: ActionCost::Move,
    });
}

/// The WS a side of a feint or a manoeuvre tests.
fn weapon_skill(p: &Profile) -> (&'static str, i32) {
    ("WS", p.ws)
}

/// Who an opposed test defends: the one it is made against always resists (a feint, a push, a
/// hurt); the unit itself defends only when it tries to break free.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Stakes {
    Against,
    BothSides,
}

/// Both sides test what `skill` reads of their profiles, less what criticals took off
/// (reported as one `opposed` event): whether the unit won. A side whose test defends it rolls
/// a failure again with Fortune when the policy says so (see `fortune::rerolls_defence`).
pub(super) fn contest(
    res: &mut Resolver,
    (actor, target): (Entity, Entity),
    why: &str,
    skill: fn(&Profile) -> (&'static str, i32),
    stakes: Stakes,
) -> Result<bool, EngineError> {
    let side = |res: &mut Resolver, unit: Entity, defends: bool| {
        let tested = skill(&super::profile(res.world, unit));
        let terms = super::hurt_terms(res.world, unit);
        let rolled = match defends {
            true => super::strike::defence_roll(res, unit, tested, &terms),
            false => super::strike::percentile(res, tested, &terms),
        };
        rolled.map(|(roll, test)| (roll, test, tested.1))
    };
    let (roll, test, mine) = side(res, actor, stakes == Stakes::BothSides)?;
    let (against_roll, against_test, theirs) = side(res, target, true)?;
    let won = rules::opposed((test, mine), (against_test, theirs)) == Some(Winner::Actor);
    res.emit(CombatEvent::Opposed {
        unit: res.id(actor),
        against: res.id(target),
        why: why.to_string(),
        roll: Box::new(roll),
        against_roll: Box::new(against_roll),
        won,
    });
    Ok(won)
}

/// The WS a side tests in a feint or a manoeuvre, less what criticals took off.
fn tested_ws(world: &World, unit: Entity) -> i32 {
    super::profile(world, unit).ws - track(world, unit).penalty
}

/// The chance the unit wins an opposed test of `mine` against `theirs` (both sides' d100s).
pub fn win_chance(mine: i32, theirs: i32) -> f64 {
    let wins = (1..=100u32)
        .flat_map(|a| (1..=100u32).map(move |d| (a, d)))
        .filter(|&(a, d)| {
            let (me, them) = (rules::test(a, mine), rules::test(d, theirs));
            rules::opposed((me, mine), (them, theirs)) == Some(Winner::Actor)
        })
        .count();
    wins as f64 / 10_000.0
}

/// The board's words over the foe of a feint or a push: both WS and the chance to win.
pub fn contest_label(
    world: &World,
    unit: Entity,
    foe: Entity,
    command: &Command,
) -> Option<crate::i18n::Phrase> {
    let what = match command {
        Command::Feint { .. } => "feint at",
        Command::Manoeuvre { .. } => "manoeuvre",
        _ => return None,
    };
    let (mine, theirs) = (tested_ws(world, unit), tested_ws(world, foe));
    let chance = crate::i18n::decimal(win_chance(mine, theirs) * 100.0, 0);
    Some(phrase!(
        "overlay-wfrp-contest",
        what = crate::i18n::as_term(what),
        mine = mine,
        theirs = theirs,
        chance = chance
    ))
}
