//! Seed 001's combat maneuvers ("Maniobras de combate"), with `rules: (combat_maneuvers: true)`:
//! a standard action on a foe in melee reach, d20 + CMB against its CMD (see [`numbers`]).
//!
//! - Unless the seed says otherwise a maneuver provokes an attack of opportunity from its target
//!   alone (others are not provoked: the seed names only the target). It comes first; the
//!   damage it deals is a penalty to the maneuver's roll, and a unit it fells does nothing.
//! - Readings for what the seed leaves to the maneuvers it lists without their rules, each
//!   after the game the seed was written for: [`trip`], [`disarm`], [`bull_rush`], [`grapple`],
//!   [`overrun`], and [`sunder`], which the seed words;
//!   the feint, which the seed words in full, is in [`feint`].
//! - The engine's full attack is one command, so a maneuver in place of one of its blows, or of
//!   an attack of opportunity, is not offered: each is its own standard action, as the attack
//!   action it can replace.

pub mod ai;
pub(crate) mod bull_rush;
pub mod charging;
pub(crate) mod disarm;
pub mod feint;
mod forecast;
pub mod grapple;
pub mod numbers;
mod overrun;
pub mod sunder;
mod trip;

use crate::combat::commands::ManeuverKind;
use crate::combat::components::*;
use crate::combat::events::CombatEvent;
use crate::combat::reads::{entity_of, health_state, unit_id};
use crate::combat::rejection::Rejection;
use crate::combat::resolver::{EngineError, Resolver};
use crate::i18n::Phrase;
use crate::phrase;
use crate::rules::economy::ActionKind;
use bevy::prelude::*;

pub use forecast::{hold_label, label, panel_line, provokes};

type Outcome = Result<Result<(), EngineError>, Rejection>;

/// Whether the level plays seed 001's maneuvers.
fn played(world: &World) -> bool {
    crate::combat::reads::plays(world, crate::level::schema::RuleOptions::combat_maneuvers)
}

fn cannot(world: &World, unit: Entity, why: Phrase) -> Rejection {
    Rejection::Cannot {
        unit: unit_id(world, unit),
        why,
    }
}

/// Whether `unit` may make a maneuver of `kind` on `target_id` now; the target if so.
pub fn check(
    world: &World,
    unit: Entity,
    target_id: &str,
    kind: ManeuverKind,
    follow: bool,
) -> Result<Entity, Rejection> {
    let target = foe_in_reach(world, unit, target_id, ActionKind::CombatManeuver)?;
    let why = match kind {
        ManeuverKind::Trip => trip::refusal(world, target),
        ManeuverKind::Disarm => disarm::refusal(world, target),
        ManeuverKind::BullRush => bull_rush::refusal(world, unit, target, follow),
        ManeuverKind::Grapple => grapple::refusal(world, unit, target),
        ManeuverKind::Sunder => sunder::refusal(world, target),
        ManeuverKind::Overrun => overrun::refusal(world, unit, target),
    };
    match why {
        Some(why) => Err(cannot(world, unit, why)),
        None => Ok(target),
    }
}

/// What every maneuver (and the feint) asks first: the level plays them, the unit can pay for
/// `action`, and `target_id` is a foe still standing in its melee reach; the foe if so.
fn foe_in_reach(
    world: &World,
    unit: Entity,
    target_id: &str,
    action: ActionKind,
) -> Result<Entity, Rejection> {
    if !played(world) {
        return Err(cannot(world, unit, phrase!("why-maneuvers-not-in-rules")));
    }
    crate::combat::reads::afford(world, action)?;
    let target =
        entity_of(world, target_id).ok_or_else(|| Rejection::UnknownUnit(target_id.into()))?;
    if target == unit {
        return Err(Rejection::SelfTarget(unit_id(world, unit)));
    }
    crate::combat::reads::check_target_standing(world, target, target_id)?;
    if world.get::<Side>(target) == world.get::<Side>(unit) {
        return Err(Rejection::Ally(target_id.into()));
    }
    if !in_reach(world, unit, target) {
        return Err(cannot(
            world,
            unit,
            phrase!("why-maneuver-out-of-reach", target = target_id),
        ));
    }
    Ok(target)
}

/// Whether `target` stands in `unit`'s melee reach, with a clear line to it.
pub(super) fn in_reach(world: &World, unit: Entity, target: Entity) -> bool {
    let (Some(from), Some(to)) = (world.get::<Position>(unit), world.get::<Position>(target))
    else {
        return false;
    };
    let board = crate::combat::hot::resource::<Board>(world);
    let reach = world
        .get::<CreatureSize>(unit)
        .map_or(1, |s| s.0.reach().max(1));
    board.shape.distance(from.0, to.0) <= reach
        && board
            .shape
            .line_is_clear(from.0, to.0, |p| board.blocks_sight(p))
}

/// Checks and carries out a maneuver.
pub fn perform(
    res: &mut Resolver,
    unit: Entity,
    target_id: &str,
    kind: ManeuverKind,
    follow: bool,
) -> Outcome {
    let target = check(res.world, unit, target_id, kind, follow)?;
    res.emit(CombatEvent::Action {
        unit: res.id(unit),
        action: phrase!(
            "action-maneuver",
            kind = crate::combat::events::maneuver_verb(kind.word()),
            target = target_id
        ),
        cost: crate::combat::reads::cost_of(res.world, ActionKind::CombatManeuver),
    });
    Ok(
        attempt(res, unit, target, kind).and_then(|outcome| match outcome {
            Some(by) => follow_up(res, (unit, target), kind, by, follow),
            None => Ok(()),
        }),
    )
}

/// How a roll came out: `Ok(by)` when it succeeded by `by`, `Err(by)` when it fell short (`by`
/// below 0, or a natural 1).
type Landed = Result<i32, i32>;

/// The attack of opportunity, then the roll; `None` when the unit fell to the attack.
fn attempt(
    res: &mut Resolver,
    unit: Entity,
    target: Entity,
    kind: ManeuverKind,
) -> Result<Option<Landed>, EngineError> {
    attempt_with(
        res,
        unit,
        target,
        kind,
        &crate::rules::modifiers::Modifiers::new(),
    )
}

/// [`attempt`] with `extra` terms on the roll (a charge's +2).
fn attempt_with(
    res: &mut Resolver,
    unit: Entity,
    target: Entity,
    kind: ManeuverKind,
    extra: &crate::rules::modifiers::Modifiers,
) -> Result<Option<Landed>, EngineError> {
    let hurt = provoked(res, unit, target)?;
    if !health_state(res.world, unit).can_act() {
        return Ok(None);
    }
    let mut odds = numbers::numbers(res.world, unit, target, kind);
    odds.bonus.extend(extra);
    odds.bonus.add("attack of opportunity", -hurt);
    roll(res, (unit, target), kind.word(), odds).map(Some)
}

/// A maneuver's roll (`word` names it in the `maneuver` event) with these numbers: d20 + CMB
/// against CMD.
fn roll(
    res: &mut Resolver,
    (unit, target): (Entity, Entity),
    word: &str,
    mut odds: numbers::ManeuverNumbers,
) -> Result<Landed, EngineError> {
    let (cmd, automatic) = (odds.cmd.total(), odds.automatic);
    let natural = super::hero::roll_d20(res, unit, &mut odds.bonus, |n, b| {
        numbers::succeeds(n, n as i32 + b, cmd, automatic)
    })?;
    let cmb = odds.bonus.total();
    let total = natural as i32 + cmb;
    let success = numbers::succeeds(natural, total, cmd, odds.automatic);
    res.emit(CombatEvent::Maneuver {
        unit: res.id(unit),
        kind: word.into(),
        target: res.id(target),
        roll: natural,
        modifiers: odds.bonus,
        cmb,
        total,
        cmd,
        success,
        by: total - cmd,
        automatic: odds.automatic,
    });
    Ok(if success {
        Ok(total - cmd)
    } else {
        Err(total - cmd)
    })
}

/// The target's attack of opportunity, if it threatens the unit and may make one: the damage
/// it dealt.
fn provoked(res: &mut Resolver, unit: Entity, target: Entity) -> Result<i32, EngineError> {
    if !provokes(res.world, unit, target) {
        return Ok(0);
    }
    let before = hit_points(res.world, unit);
    crate::combat::attack::attack_of_opportunity(res, target, unit)?;
    Ok((before - hit_points(res.world, unit)).max(0))
}

fn hit_points(world: &World, unit: Entity) -> i32 {
    world.get::<Health>(unit).map_or(0, |h| h.hp)
}

/// What the maneuver does, by how it came out.
fn follow_up(
    res: &mut Resolver,
    (unit, target): (Entity, Entity),
    kind: ManeuverKind,
    landed: Landed,
    follow: bool,
) -> Result<(), EngineError> {
    match kind {
        ManeuverKind::Trip => {
            trip::follow_up(res, unit, target, landed);
            Ok(())
        }
        ManeuverKind::Disarm => disarm::follow_up(res, unit, target, landed),
        ManeuverKind::BullRush => bull_rush::follow_up(res, (unit, target), landed, follow),
        ManeuverKind::Grapple => {
            if landed.is_ok() {
                grapple::takes_hold(res, unit, target);
            }
            Ok(())
        }
        ManeuverKind::Sunder => sunder::follow_up(res, unit, target, landed),
        ManeuverKind::Overrun => overrun::follow_up(res, (unit, target), landed),
    }
}

/// A condition starts on `unit`.
fn lay(res: &mut Resolver, unit: Entity, condition: Condition) {
    res.emit(CombatEvent::Condition {
        unit: res.id(unit),
        condition,
        active: true,
    });
}

/// A failure by this much or more turns a trip or a disarm back on the unit.
pub const BAD_FAILURE: i32 = 10;

/// Whether `unit` rides or carries a rider.
fn saddled(world: &World, unit: Entity) -> bool {
    world.get::<Riding>(unit).is_some() || world.get::<Carrying>(unit).is_some()
}

/// Why a pinned unit may not give `command`, if it may not (see [`grapple`]).
pub fn pinned_refusal(
    world: &World,
    unit: Entity,
    command: &crate::combat::Command,
) -> Option<Rejection> {
    let pinned = crate::combat::reads::has_condition(world, unit, Condition::Pinned);
    (pinned && !grapple::allowed_while_pinned(world, unit, command))
        .then(|| cannot(world, unit, phrase!("why-pinned")))
}
