//! Seed 003's own actions (its "Listado de acciones básicas" and "avanzadas"), as WFRP checks
//! and performs them:
//!
//! - **Aim** (half): +10 % to the unit's next action if that is a normal attack; whatever it does
//!   next ends the aim.
//! - **Cautious attack** (full): one blow at −10 % WS; until its next turn the unit parries and
//!   dodges at +10 %. Melee only (the seed speaks of WS).
//! - **All-out attack** (full): one blow at +20 % WS; until its next turn it cannot parry or
//!   dodge (the seed says "that round"; read as until its next turn, so the price is paid).
//! - **Swift attack** (full): as many blows as its Attacks at the same foe, while the foe still
//!   stands; at range only with a weapon that reloads as a free action.
//! - **Guard stance** (half, `Guard`): until its next turn the unit may parry a melee blow even
//!   with nothing in its off hand (its one parry of the round, as any).
//! - **Run** (full, `Run`): up to three times its Movement, never onto difficult terrain; until
//!   its next turn shots at it take −20 % BS and blows +20 % WS (in `strike`).
//! - **Defensive stance** (half, the `TotalDefense` command): until its next turn, melee blows at
//!   it take −20 % WS (the seed says WS: shots are not hindered). It takes the half action a
//!   normal attack would, so it cannot follow an attack and none follows it.

use super::{WfrpStats, cannot, profile};
use crate::combat::attack::{attack_checks, resolve_attack};
use crate::combat::commands::{AttackManner, Command};
use crate::combat::components::{Condition, TurnState};
use crate::combat::events::CombatEvent;
use crate::combat::reads::{entity_of, has_condition, health_state};
use crate::combat::rejection::Rejection;
use crate::combat::resolver::{EngineError, Resolver};
use crate::i18n::Phrase;
use crate::phrase;
use crate::rules::economy::{ActionCost, ActionKind};
use crate::rulesets::StrikeMode;
use bevy::prelude::*;

type Outcome = Result<Result<(), EngineError>, Rejection>;

/// Whether WFRP accepts `command` now, for the commands it plays its own way.
pub fn check(world: &World, actor: Entity, command: &Command) -> Option<Result<(), Rejection>> {
    Some(match command {
        Command::Attack {
            target,
            weapon,
            manner: Some(manner),
            ..
        } => check_manner(world, actor, target, weapon.as_deref(), *manner).map(drop),
        Command::Aim { target, .. } => check_aim(world, target),
        Command::TotalDefense { .. } | Command::Guard { .. } => check_stance(world),
        Command::Run { to, path, .. } => check_run(world, actor, *to, path.as_deref()).map(drop),
        Command::ExtraHalfAction { .. } => super::fortune::check_extra_half(world, actor),
        _ => return None,
    })
}

/// Carries out the commands [`check`] knows.
pub fn perform(res: &mut Resolver, actor: Entity, command: &Command) -> Option<Outcome> {
    Some(match command {
        Command::Attack {
            target,
            weapon,
            manner: Some(manner),
            ..
        } => attack_in_manner(res, actor, target, weapon.as_deref(), *manner),
        Command::Aim { target, .. } => aim(res, actor, target),
        Command::TotalDefense { .. } => stance(res, actor),
        Command::Guard { .. } => guard(res, actor),
        Command::Run { to, path, .. } => run(res, actor, *to, path.as_deref()),
        Command::ExtraHalfAction { .. } => super::fortune::extra_half(res, actor),
        _ => return None,
    })
}

/// The target and weapon as any attack checks them, the whole turn free, and what the manner
/// asks of the weapon.
fn check_manner<'w>(
    world: &'w World,
    actor: Entity,
    target_id: &str,
    weapon: Option<&str>,
    manner: AttackManner,
) -> Result<crate::combat::attack::AttackPlan<'w>, Rejection> {
    if !matches!(
        manner,
        AttackManner::Cautious | AttackManner::AllOut | AttackManner::Swift
    ) {
        return Err(cannot(
            world,
            actor,
            phrase!("why-not-a-manner-of-these-rules"),
        ));
    }
    let budget = crate::combat::hot::resource::<TurnState>(world).budget;
    budget.check(ActionCost::FullRound)?;
    let target =
        entity_of(world, target_id).ok_or_else(|| Rejection::UnknownUnit(target_id.into()))?;
    let plan = attack_checks(world, actor, target, target_id, weapon)?;
    let melee = plan.weapon.is_melee();
    if !melee && manner != AttackManner::Swift {
        return Err(cannot(world, actor, phrase!("why-wfrp-melee-only")));
    }
    let reloads_free = world
        .get::<WfrpStats>(actor)
        .and_then(|s| s.0.weapons.get(&plan.weapon.id))
        .is_none_or(|w| w.reload == super::data::Reload::Free);
    if !melee && !reloads_free {
        return Err(cannot(
            world,
            actor,
            phrase!("why-wfrp-swift-shot-needs-free-reload"),
        ));
    }
    Ok(plan)
}

fn attack_in_manner(
    res: &mut Resolver,
    actor: Entity,
    target_id: &str,
    weapon: Option<&str>,
    manner: AttackManner,
) -> Outcome {
    let plan = check_manner(res.world, actor, target_id, weapon, manner)?.into_owned();
    let (what, after, blows) = match manner {
        AttackManner::Cautious => ("cautious attack on", Some(Condition::Cautious), 1),
        AttackManner::AllOut => ("all-out attack on", Some(Condition::AllOut), 1),
        _ => ("swift attack on", None, profile(res.world, actor).a.max(1)),
    };
    let action = phrase!(
        "action-on",
        what = crate::i18n::as_term(what),
        target = target_id
    );
    match after {
        Some(condition) => take_up(res, actor, (action, ActionCost::FullRound), condition),
        None => res.emit(CombatEvent::Action {
            unit: res.id(actor),
            action,
            cost: ActionCost::FullRound,
        }),
    }
    Ok(strike_times(res, actor, &plan, manner, blows))
}

/// `blows` strikes at the plan's target, while both still stand.
fn strike_times(
    res: &mut Resolver,
    actor: Entity,
    plan: &crate::combat::attack::AttackPlan,
    manner: AttackManner,
    blows: u32,
) -> Result<(), EngineError> {
    for _ in 0..blows {
        let standing = |e: Entity| health_state(res.world, e).can_act();
        if !standing(actor) || !standing(plan.target) {
            break;
        }
        resolve_attack(
            res,
            actor,
            plan.target,
            &plan.weapon,
            StrikeMode::Manner(manner),
        )?;
    }
    Ok(())
}

/// Aim: a half action, at a unit on the board; the bonus waits for the unit's next action.
fn check_aim(world: &World, target: &str) -> Result<(), Rejection> {
    crate::combat::reads::afford(world, ActionKind::Move)?;
    entity_of(world, target).ok_or_else(|| Rejection::UnknownUnit(target.into()))?;
    Ok(())
}

fn aim(res: &mut Resolver, actor: Entity, target: &str) -> Outcome {
    check_aim(res.world, target)?;
    let aim = phrase!("action-wfrp-aim");
    take_up(res, actor, (aim, ActionCost::Move), Condition::Aiming);
    Ok(Ok(()))
}

/// The unit pays for `action` and takes up the `condition` it leaves it in.
fn take_up(res: &mut Resolver, actor: Entity, action: (Phrase, ActionCost), condition: Condition) {
    res.emit(CombatEvent::Action {
        unit: res.id(actor),
        action: action.0,
        cost: action.1,
    });
    res.emit(CombatEvent::Condition {
        unit: res.id(actor),
        condition,
        active: true,
    });
}

/// The defensive stance: the half action an attack would take (so none comes after it this
/// turn, and it cannot follow one).
fn check_stance(world: &World) -> Result<(), Rejection> {
    crate::combat::reads::afford(world, ActionKind::TotalDefense)?;
    Ok(())
}

fn stance(res: &mut Resolver, actor: Entity) -> Outcome {
    check_stance(res.world)?;
    let stance = phrase!("action-wfrp-defensive-stance");
    let condition = Condition::DefensiveStance;
    take_up(res, actor, (stance, ActionCost::Standard), condition);
    Ok(Ok(()))
}

/// The guard stance: a half action, a parry ready until its next turn.
fn guard(res: &mut Resolver, actor: Entity) -> Outcome {
    crate::combat::reads::afford(res.world, ActionKind::Move)?;
    let guard = phrase!("action-wfrp-guard");
    take_up(res, actor, (guard, ActionCost::Move), Condition::Guarding);
    Ok(Ok(()))
}

/// Run: a full action, up to three times its Movement, never onto difficult terrain.
fn check_run(
    world: &World,
    actor: Entity,
    to: Option<crate::rules::grid::Pos>,
    path: Option<&[crate::rules::grid::Pos]>,
) -> Result<crate::combat::movement::MovePlan, Rejection> {
    use crate::combat::movement::{MoveKind, check_move_kind};
    let plan = check_move_kind(world, actor, MoveKind::Run, to, path)?;
    let snap = crate::combat::board::BoardSnapshot::for_unit(world, actor);
    let rough = plan
        .path
        .steps
        .iter()
        .find(|s| snap.movement(s.to) == Some(crate::level::schema::Movement::Difficult));
    if let Some(step) = rough {
        let at = step.to.to_string();
        return Err(cannot(
            world,
            actor,
            phrase!("why-wfrp-run-difficult", at = at),
        ));
    }
    Ok(plan)
}

/// The run, then the unit is running until its next turn (if it still stands).
fn run(
    res: &mut Resolver,
    actor: Entity,
    to: Option<crate::rules::grid::Pos>,
    path: Option<&[crate::rules::grid::Pos]>,
) -> Outcome {
    use crate::combat::movement::{MoveKind, perform};
    check_run(res.world, actor, to, path)?;
    let ran = perform(res, actor, MoveKind::Run, to, path)?;
    if ran.is_ok() && health_state(res.world, actor).can_act() {
        res.emit(CombatEvent::Condition {
            unit: res.id(actor),
            condition: Condition::Running,
            active: true,
        });
    }
    Ok(ran)
}

/// At the start of the unit's turn, what lasted "until its next turn" ends.
pub fn turn_begins(res: &mut Resolver, unit: Entity) {
    for condition in [
        Condition::Cautious,
        Condition::AllOut,
        Condition::DefensiveStance,
        Condition::Guarding,
        Condition::Running,
    ] {
        if has_condition(res.world, unit, condition) {
            res.emit(CombatEvent::Condition {
                unit: res.id(unit),
                condition,
                active: false,
            });
        }
    }
}

/// After a command of the unit's: an aim taken earlier is spent by whatever it did (the aim's
/// own command leaves it standing).
pub fn aim_spent(res: &mut Resolver, actor: Entity, first_event: usize) {
    // Asked after every command; most units are not aiming, and that is read first.
    if !has_condition(res.world, actor, Condition::Aiming) {
        return;
    }
    let me = res.id(actor);
    let aimed_now = res.events[first_event..].iter().any(|e| {
        matches!(e, CombatEvent::Condition {
            unit,
            condition: Condition::Aiming,
            active: true,
        } if *unit == me)
    });
    let acted = res.events[first_event..]
        .iter()
        .any(|e| matches!(e, CombatEvent::Action { unit, .. } if *unit == me));
    if acted && !aimed_now {
        res.emit(CombatEvent::Condition {
            unit: me,
            condition: Condition::Aiming,
            active: false,
        });
    }
}
