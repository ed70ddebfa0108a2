//! Seed 003's grapple ("Presas"):
//!
//! - **The grab** (`Grapple`, a half action: a normal attack's): a bare-handed blow at a foe
//!   beside the unit, tested on WS, which the foe may parry or dodge as any blow. It deals no
//!   wound: when it lands, the foe tests Agility, and on a failure it is held (`Grappled`, the
//!   unit `Grappling`). Reading: the seed's grab at the end of a charge is not played (a charge
//!   here always ends in a blow).
//! - **While it lasts** neither of the two can parry or dodge, and melee blows at either take
//!   +20 % WS (in `strike`).
//! - **The held unit** can do one thing only: try to break free (`BreakFree`, a full action), an
//!   opposed Strength test; won, it is free.
//! - **The holder** spends its turn holding on (it ends its turn: no roll) or hurting (`Crush`, a
//!   full action): an opposed Strength test; won, the bare-handed blow's damage (1d10 + SB − 4
//!   where a d100 says, less Toughness Bonus and twice the armour; no Ulric's Fury, as there is
//!   no attack test to repeat); lost, it only holds on. It lets go (`Release`) as a free action
//!   whenever it likes, and must, to do anything else.
//! - The hold ends when either of them can no longer act.

use super::opposed::{Stakes, contest};
use super::{cannot, track};
use crate::combat::attack::{attack_checks, resolve_attack, unarmed_strike};
use crate::combat::commands::Command;
use crate::combat::components::{Condition, Position};
use crate::combat::events::CombatEvent;
use crate::combat::reads::{afford, entity_of, has_condition, health_state};
use crate::combat::rejection::Rejection;
use crate::combat::resolver::{EngineError, Resolver};
use crate::phrase;
use crate::rules::economy::{ActionCost, ActionKind};
use crate::rulesets::StrikeMode;
use bevy::prelude::*;

type Outcome = Result<Result<(), EngineError>, Rejection>;

/// Whether WFRP accepts a grapple command now, and refuses what a unit in a hold cannot do.
pub fn check(world: &World, actor: Entity, command: &Command) -> Option<Result<(), Rejection>> {
    Some(match command {
        Command::Grapple { target, .. } => check_grab(world, actor, target).map(drop),
        Command::BreakFree { .. } => check_break_free(world, actor).map(drop),
        Command::Crush { .. } => check_hurt(world, actor).map(drop),
        Command::Release { .. } => held_one(world, actor).map(drop),
        _ => return in_a_hold(world, actor, command).map(Err),
    })
}

/// Carries out what [`check`] knows.
pub fn perform(res: &mut Resolver, actor: Entity, command: &Command) -> Option<Outcome> {
    Some(match command {
        Command::Grapple { target, .. } => grab(res, actor, target),
        Command::BreakFree { .. } => break_free(res, actor),
        Command::Crush { .. } => hurt(res, actor),
        Command::Release { .. } => release(res, actor),
        _ => return in_a_hold(res.world, actor, command).map(Err),
    })
}

/// Why a unit in a hold cannot do `command` (anything but its own part in the hold and ending
/// its turn), or nothing when it can.
fn in_a_hold(world: &World, actor: Entity, command: &Command) -> Option<Rejection> {
    if matches!(
        command,
        Command::EndTurn { .. } | Command::SetDefence { .. } | Command::Delay { .. }
    ) {
        return None;
    }
    hold_refusal(world, actor)
}

/// Whether the unit holds a foe or is held (see [`super::strike`] for what a hold does to blows).
pub fn holds_or_held(world: &World, unit: Entity) -> bool {
    has_condition(world, unit, Condition::Grappled)
        || has_condition(world, unit, Condition::Grappling)
}

/// Why a unit cannot act freely: it is held, or it holds a foe.
fn hold_refusal(world: &World, actor: Entity) -> Option<Rejection> {
    if has_condition(world, actor, Condition::Grappled) {
        return Some(cannot(world, actor, phrase!("why-wfrp-held")));
    }
    if has_condition(world, actor, Condition::Grappling) {
        return Some(cannot(world, actor, phrase!("why-wfrp-holding")));
    }
    None
}

/// A half action, a foe beside the unit that nobody holds yet, bare hands within reach.
fn check_grab(world: &World, actor: Entity, target_id: &str) -> Result<Entity, Rejection> {
    afford(world, ActionKind::Attack)?;
    if let Some(refused) = hold_refusal(world, actor) {
        return Err(refused);
    }
    let target =
        entity_of(world, target_id).ok_or_else(|| Rejection::UnknownUnit(target_id.into()))?;
    let hands = unarmed_strike();
    let plan = attack_checks(world, actor, target, target_id, Some(&hands.id))?;
    if !beside(world, actor, plan.target) {
        return Err(cannot(world, actor, phrase!("why-it-must-be-adjacent")));
    }
    if has_condition(world, target, Condition::Grappled) {
        return Err(cannot(world, actor, phrase!("why-wfrp-already-held")));
    }
    Ok(target)
}

fn beside(world: &World, a: Entity, b: Entity) -> bool {
    let at = |e: Entity| world.get::<Position>(e).map(|p| p.0);
    match (at(a), at(b)) {
        (Some(x), Some(y)) => crate::combat::board::shape(world).distance(x, y) == 1,
        _ => false,
    }
}

fn grab(res: &mut Resolver, actor: Entity, target_id: &str) -> Outcome {
    let target = check_grab(res.world, actor, target_id)?;
    pay(res, actor, "grapple", Some(target_id), ActionCost::Standard);
    let hands = unarmed_strike();
    Ok(resolve_attack(
        res,
        actor,
        target,
        &hands,
        StrikeMode::Grapple,
    ))
}

/// A grab that got past the foe's parry and dodge: its Agility test, and the hold on a failure.
pub fn grab_lands(res: &mut Resolver, holder: Entity, target: Entity) -> Result<(), EngineError> {
    let ag = super::profile(res.world, target).ag;
    let terms = super::hurt_terms(res.world, target);
    let (roll, test) = super::strike::defence_roll(res, target, ("Ag", ag), &terms)?;
    res.emit(CombatEvent::Test {
        unit: res.id(target),
        why: phrase!("wfrp-test-slip-grab"),
        roll: Box::new(roll),
    });
    if test.success {
        return Ok(());
    }
    res.emit(CombatEvent::Manoeuvre {
        unit: res.id(holder),
        what: "grapples".into(),
        target: Some(res.id(target)),
    });
    condition(res, holder, Condition::Grappling, true);
    condition(res, target, Condition::Grappled, true);
    Ok(())
}

fn condition(res: &mut Resolver, unit: Entity, condition: Condition, active: bool) {
    res.emit(CombatEvent::Condition {
        unit: res.id(unit),
        condition,
        active,
    });
}

/// The unit that holds `actor`, and the full action to try.
fn check_break_free(world: &World, actor: Entity) -> Result<Entity, Rejection> {
    afford(world, ActionKind::FullAttack)?;
    track(world, actor)
        .held_by
        .filter(|_| has_condition(world, actor, Condition::Grappled))
        .ok_or_else(|| cannot(world, actor, phrase!("why-wfrp-not-held")))
}

fn break_free(res: &mut Resolver, actor: Entity) -> Outcome {
    let holder = check_break_free(res.world, actor)?;
    pay(res, actor, "break free", None, ActionCost::FullRound);
    Ok((|| {
        if contest(
            res,
            (actor, holder),
            "break free",
            strength,
            Stakes::BothSides,
        )? {
            end_hold(res, holder, actor);
        }
        Ok(())
    })())
}

/// The unit `actor` holds.
fn held_one(world: &World, actor: Entity) -> Result<Entity, Rejection> {
    track(world, actor)
        .holds
        .filter(|_| has_condition(world, actor, Condition::Grappling))
        .ok_or_else(|| cannot(world, actor, phrase!("why-it-holds-nobody")))
}

fn check_hurt(world: &World, actor: Entity) -> Result<Entity, Rejection> {
    afford(world, ActionKind::FullAttack)?;
    held_one(world, actor)
}

fn hurt(res: &mut Resolver, actor: Entity) -> Outcome {
    let held = check_hurt(res.world, actor)?;
    let held_id = res.id(held);
    pay(res, actor, "hurt", Some(&held_id), ActionCost::FullRound);
    Ok((|| {
        if contest(res, (actor, held), "hurt", strength, Stakes::Against)? {
            super::strike::bare_hands_wound(res, actor, held)?;
        }
        Ok(())
    })())
}

fn release(res: &mut Resolver, actor: Entity) -> Outcome {
    let held = held_one(res.world, actor)?;
    let held_id = res.id(held);
    pay(res, actor, "let go of", Some(&held_id), ActionCost::Free);
    end_hold(res, actor, held);
    Ok(Ok(()))
}

/// The Strength a side of an opposed test tests.
fn strength(p: &super::data::Profile) -> (&'static str, i32) {
    ("Strength", p.s)
}

/// The action, in the log.
fn pay(res: &mut Resolver, actor: Entity, what: &str, target: Option<&str>, cost: ActionCost) {
    let what = crate::i18n::as_term(what);
    let action = match target {
        Some(target) => phrase!("action-on", what = what, target = target),
        None => phrase!("action-wfrp-alone", what = what),
    };
    res.emit(CombatEvent::Action {
        unit: res.id(actor),
        action,
        cost,
    });
}

/// The hold between `holder` and `held` ends.
fn end_hold(res: &mut Resolver, holder: Entity, held: Entity) {
    if has_condition(res.world, held, Condition::Grappled) {
        condition(res, held, Condition::Grappled, false);
    }
    if has_condition(res.world, holder, Condition::Grappling) {
        condition(res, holder, Condition::Grappling, false);
    }
}

/// After a blow: a hold one of whose sides can no longer act is over.
pub fn hold_broken_by(res: &mut Resolver, unit: Entity) {
    // Asked of every unit after every command: most are in no hold, and that is read first.
    let Some((holds, held_by)) = res
        .world
        .get::<super::WfrpTrack>(unit)
        .map(|t| (t.holds, t.held_by))
    else {
        return;
    };
    if (holds.is_none() && held_by.is_none()) || health_state(res.world, unit).can_act() {
        return;
    }
    if let Some(held) = holds.filter(|_| has_condition(res.world, unit, Condition::Grappling)) {
        end_hold(res, unit, held);
    }
    if let Some(holder) = held_by.filter(|_| has_condition(res.world, unit, Condition::Grappled)) {
        end_hold(res, holder, unit);
    }
}

/// Keeps the hold's two sides in the track: who holds whom from a grab that holds, and neither
/// once its conditions end. Whether `event` was the hold's.
pub fn remember(world: &mut World, event: &CombatEvent) -> bool {
    match event {
        CombatEvent::Manoeuvre {
            unit,
            what,
            target: Some(target),
        } if what == "grapples" => {
            let (holder, held) = (entity_of(world, unit), entity_of(world, target));
            super::change_track(world, unit, |track, _| track.holds = held);
            super::change_track(world, target, |track, _| track.held_by = holder);
        }
        CombatEvent::Condition {
            unit,
            condition: Condition::Grappled,
            active: false,
        } => super::change_track(world, unit, |track, _| track.held_by = None),
        CombatEvent::Condition {
            unit,
            condition: Condition::Grappling,
            active: false,
        } => super::change_track(world, unit, |track, _| track.holds = None),
        _ => return false,
    }
    true
}
