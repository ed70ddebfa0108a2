//! Charge (seed 000, "Carga"; seed 001's detail as a level option).
//!
//! Core rules: a standard action; the charger moves up to its speed in a straight line toward the
//! target and makes one melee attack with +2; it has −2 Defense until the start of its next turn
//! (from the moment it charges, so attacks of opportunity on the way see it too). The move
//! provokes only where its path does. No charge from, through or into difficult terrain.
//!
//! The line, as a tabletop group draws it: from the charger's square to the nearest square from
//! which it can hit the target (ties: the one closest to the line toward the target, then the
//! lowest row and column),
//! along the squares the centre-to-centre line crosses; every one must be open (no wall, no wall
//! corner cut, no difficult terrain) and free of creatures other than helpless ones, allies
//! included. The charger must see the target when it starts.
//!
//! From the saddle (see [`super::mounted`]) the charge covers the mount's speed, the mount shares
//! the −2 Defense, and a lance deals double damage.
//!
//! With `rules: (detailed_charge: true)` (seed 001, "Cargar"): the charger must move at least 2
//! squares and may move up to twice its speed as a full-round action; a unit limited to one action
//! (surprise round, disabled) may still charge as a standard action, up to its speed. With
//! `rules: (charge_past_the_helpless: true)` (seed 001, "Cargar": the helpless do not stop a
//! charge) a fallen foe in the lane does not block it either.

use super::attack::resolve_strike;
use super::board::BoardSnapshot;
use super::components::*;
use super::events::CombatEvent;
use super::movement::{PlannedStep, StepBlocker, check_step, step_blocker, walk};
use super::reads::{entity_of, health_state, unit_id};
use super::rejection::Rejection;
use super::resolver::{EngineError, Resolver};
use crate::level::schema::{Movement, Weapon};
use crate::phrase;
use crate::rules::economy::{ActionCost, ActionKind};
use crate::rules::grid::{Pos, step_cost};
use crate::rulesets::{Strike, StrikeMode};
use bevy::prelude::*;

/// A checked charge.
#[derive(Clone, Debug)]
pub struct ChargePlan {
    pub target: Entity,
    pub weapon: Weapon,
    /// Seed 001, "Cargar": the weapon drawn on the way, when none was in hand.
    pub draws: Option<String>,
    pub steps: Vec<PlannedStep>,
    pub action: ActionCost,
}

pub fn check_charge(
    world: &World,
    charger: Entity,
    target_id: &str,
) -> Result<ChargePlan, Rejection> {
    let snap = BoardSnapshot::for_unit(world, charger);
    check_charge_on(world, &snap, charger, target_id)
}

/// [`check_charge`] on a snapshot of the board for `charger` taken from the same state.
pub fn check_charge_on(
    world: &World,
    snap: &BoardSnapshot,
    charger: Entity,
    target_id: &str,
) -> Result<ChargePlan, Rejection> {
    plan_charge(world, snap, charger, target_id)
        .map_err(|refusal| refusal.into_rejection(world, snap, charger, target_id))
}

/// [`check_charge_on`] as a yes or no: the AI weighs a charge at every foe it might reach and
/// most are refused, so it skips writing why.
pub fn charge_plan_on(
    world: &World,
    snap: &BoardSnapshot,
    charger: Entity,
    target_id: &str,
) -> Option<ChargePlan> {
    plan_charge(world, snap, charger, target_id).ok()
}

/// The weapon `charger` would strike with at the end of a charge at `target_id` that the
/// level's ruleset accepts now; `None` when it would refuse it. The AI's one check of a charge.
pub fn charge_weapon(
    world: &World,
    snap: &BoardSnapshot,
    charger: Entity,
    target_id: &str,
) -> Option<crate::level::schema::Weapon> {
    let command = crate::combat::commands::Command::Charge {
        unit: super::reads::unit_id(world, charger),
        target: target_id.to_string(),
    };
    match crate::rulesets::of(world).check(world, charger, &command) {
        Some(verdict) => {
            verdict.ok()?;
            world
                .get::<Equipment>(charger)
                .and_then(|e| e.melee_weapon().cloned())
        }
        None => charge_plan_on(world, snap, charger, target_id).map(|plan| plan.weapon),
    }
}

/// Why a charge is refused, before any words are put to it (see [`Refusal::into_rejection`]).
enum Refusal {
    /// Already a rejection of the rules' own (a dead or allied target, the action spent).
    Rule(Rejection),
    SelfTarget,
    Prone,
    /// A reason in fixed words.
    Because(crate::i18n::Phrase),
    /// The step from one square to the next on the line is not allowed.
    Step {
        from: Pos,
        to: Pos,
    },
    Difficult(Pos),
    InTheWay {
        unit: Entity,
        at: Pos,
    },
    Taken(Pos),
    TooFar {
        cost: u32,
        max: u32,
    },
    TooShort {
        min: u32,
    },
}

impl From<Rejection> for Refusal {
    fn from(rejection: Rejection) -> Self {
        Refusal::Rule(rejection)
    }
}

impl From<crate::rules::economy::BudgetError> for Refusal {
    fn from(error: crate::rules::economy::BudgetError) -> Self {
        Refusal::Rule(error.into())
    }
}

impl Refusal {
    /// The refusal as a player reads it.
    fn into_rejection(
        self,
        world: &World,
        snap: &BoardSnapshot,
        charger: Entity,
        target_id: &str,
    ) -> Rejection {
        let id = || unit_id(world, charger);
        let why = match self {
            Refusal::Rule(rejection) => return rejection,
            Refusal::SelfTarget => return Rejection::SelfTarget(id()),
            Refusal::Prone => return Rejection::Prone(id()),
            Refusal::Because(why) => why,
            Refusal::Step { from, to } => match check_step(snap, from, to) {
                Err(r) => r.phrase(),
                Ok(()) => phrase!(
                    "why-cannot-step",
                    from = from.to_string(),
                    to = to.to_string()
                ),
            },
            Refusal::Difficult(square) => phrase!("why-difficult-terrain", at = square.to_string()),
            Refusal::InTheWay { unit, at } => {
                phrase!(
                    "why-in-the-way",
                    unit = snap.name(unit),
                    at = at.to_string()
                )
            }
            Refusal::Taken(dest) => phrase!("why-attack-square-taken", at = dest.to_string()),
            Refusal::TooFar { cost, max } => phrase!(
                "why-charge-too-far",
                cost = cost,
                max = max,
                board = snap.shape.cells()
            ),
            Refusal::TooShort { min } => phrase!(
                "why-charge-too-short",
                min = min,
                board = snap.shape.cells()
            ),
        };
        Rejection::CannotCharge {
            unit: id(),
            target: target_id.to_string(),
            why,
        }
    }
}

/// The kind of charge a turn with `budget` left allows: the whole charge, or the short one of a
/// turn that holds one action (seed 000's surprise round and disabled units).
pub fn charge_kind(budget: &crate::rules::economy::ActionBudget) -> ActionKind {
    if budget.single_action {
        ActionKind::ShortCharge
    } else {
        ActionKind::Charge
    }
}

/// Whether `charger` has a melee weapon to charge with, in hand or to draw on the way.
pub fn has_weapon_to_charge_with(world: &World, charger: Entity) -> bool {
    let detailed = world.resource::<Rules>().0.detailed_charge();
    weapon_for_charge(world, charger, detailed).is_ok()
}

/// The melee weapon a charge strikes with: the one in hand; else, with seed 001's detailed charge
/// ("Cargar": a unit with a base attack of +1 or more may draw one on the way, if it moves no
/// farther than its speed, which the caller checks), the first it carries and can take in hand.
fn weapon_for_charge(
    world: &World,
    charger: Entity,
    detailed: bool,
) -> Result<(&Weapon, Option<String>), Refusal> {
    let none = || Refusal::Because(phrase!("why-it-has-no-melee-weapon-in"));
    let equipment = world.get::<Equipment>(charger).ok_or_else(none)?;
    if let Some(weapon) = equipment.melee_weapon() {
        return Ok((weapon, None));
    }
    let skilled = world.get::<BaseAttack>(charger).is_some_and(|b| b.0 >= 1);
    if !detailed || !skilled {
        return Err(none());
    }
    equipment
        .weapons
        .iter()
        .filter(|w| w.is_melee() && !w.natural)
        .find(|w| super::equip::check_draw(world, charger, std::slice::from_ref(&w.id)).is_ok())
        .map(|w| (w, Some(w.id.clone())))
        .ok_or_else(none)
}

/// The charge's checks; see [`check_charge_on`].
fn plan_charge(
    world: &World,
    snap: &BoardSnapshot,
    charger: Entity,
    target_id: &str,
) -> Result<ChargePlan, Refusal> {
    let target =
        entity_of(world, target_id).ok_or_else(|| Rejection::UnknownUnit(target_id.into()))?;
    if target == charger {
        return Err(Refusal::SelfTarget);
    }
    super::reads::check_target_standing(world, target, target_id)?;
    if world.get::<Side>(target) == world.get::<Side>(charger) {
        return Err(Rejection::Ally(target_id.into()).into());
    }
    if super::reads::is_prone(world, charger) {
        return Err(Refusal::Prone);
    }
    let rules = &world.resource::<Rules>().0;
    // Copied into the plan only once every check has passed.
    let (weapon, draws) = weapon_for_charge(world, charger, rules.detailed_charge())?;
    if let Some(condition) = super::reads::conditions_of(world, charger)
        .with(crate::rules::condition_table::Flag::NoCharge)
    {
        let why = crate::i18n::as_term(condition.label());
        return Err(Refusal::Because(phrase!("why-it-is", state = why)));
    }
    let budget = crate::combat::hot::resource::<TurnState>(world).budget;
    let (detailed, past_the_helpless) = (rules.detailed_charge(), rules.charge_past_the_helpless());
    let speed = super::reads::effective_speed(world, charger);
    let action = super::reads::afford(world, charge_kind(&budget))?;
    let (max, min) = if detailed && !budget.single_action {
        (speed * 2, 2)
    } else if detailed {
        (speed, 2)
    } else {
        (speed, 1)
    };

    let from = world
        .get::<Position>(charger)
        .map(|p| p.0)
        .unwrap_or_default();
    let at = world
        .get::<Position>(target)
        .map(|p| p.0)
        .unwrap_or_default();
    let reach = world
        .get::<CreatureSize>(charger)
        .map_or(1, |s| s.0.reach());
    let shape = snap.shape;
    if !shape.line_is_clear(from, at, |p| snap.blocks_sight(p)) {
        return Err(Refusal::Because(phrase!("why-it-cannot-see-the-target")));
    }
    if shape.distance(from, at) <= reach {
        return Err(Refusal::Because(phrase!(
            "why-it-is-already-in-reach-attack"
        )));
    }
    // The nearest square from which the target can be hit.
    let (fx, fy) = shape.centre(from);
    let (ax, ay) = shape.centre(at);
    let dest = shape
        .within(at, reach)
        .into_iter()
        .filter(|&p| snap.index(p).is_some() && !snap.is_wall(p))
        .filter(|&p| shape.line_is_clear(p, at, |q| snap.blocks_sight(q)))
        .min_by_key(|&p| {
            // Nearest first; among equals, the one closest to the line toward the target (the
            // cross product, in thousandths: exact on squares).
            let (px, py) = shape.centre(p);
            let off_line = ((px - fx) * (ay - fy) - (py - fy) * (ax - fx)).abs();
            (
                shape.distance(from, p),
                (off_line * 1000.0).round() as i64,
                p.y,
                p.x,
            )
        })
        .ok_or(Refusal::Because(phrase!("why-no-square-to-attack-from")))?;
    // No charge in difficult terrain (seed 000, "Terreno difícil"): not from it, nor through it.
    if snap.movement(from) == Some(Movement::Difficult) {
        return Err(Refusal::Difficult(from));
    }
    let mut steps = Vec::new();
    let mut here = from;
    let mut odd = false;
    for square in shape.line(from, dest) {
        let fallen = snap.occupant(square).is_some_and(|o| o.helpless);
        let blocker = step_blocker(snap, here, square)
            .filter(|b| !(past_the_helpless && fallen && matches!(b, StepBlocker::Enemy(_))));
        if blocker.is_some() {
            return Err(Refusal::Step {
                from: here,
                to: square,
            });
        }
        if snap.movement(square) == Some(Movement::Difficult) {
            return Err(Refusal::Difficult(square));
        }
        // Anyone standing blocks the lane, and a foe fallen in it too; a fallen ally does not,
        // nor, under seed 001's switch, a fallen foe.
        if let Some(o) = snap.occupant(square)
            && (!o.helpless || (o.enemy && !past_the_helpless))
        {
            return Err(Refusal::InTheWay {
                unit: o.entity,
                at: square,
            });
        }
        let diagonal = shape.is_diagonal_step(here, square);
        steps.push(PlannedStep {
            to: square,
            cost: step_cost(diagonal, u32::from(odd), false),
        });
        odd ^= diagonal;
        here = square;
    }
    if snap.occupant(dest).is_some() {
        return Err(Refusal::Taken(dest));
    }
    let cost: u32 = steps.iter().map(|s| s.cost).sum();
    if cost > max {
        return Err(Refusal::TooFar { cost, max });
    }
    if cost < min {
        return Err(Refusal::TooShort { min });
    }
    if draws.is_some() && cost > speed {
        return Err(Refusal::Because(phrase!(
            "why-charge-draws-within-speed",
            speed = speed
        )));
    }
    Ok(ChargePlan {
        target,
        weapon: weapon.clone(),
        draws,
        steps,
        action,
    })
}

pub fn perform(
    res: &mut Resolver,
    charger: Entity,
    target: &str,
) -> Result<Result<(), EngineError>, Rejection> {
    let plan = check_charge(res.world, charger, target)?;
    Ok(execute(res, charger, &plan))
}

fn execute(res: &mut Resolver, charger: Entity, plan: &ChargePlan) -> Result<(), EngineError> {
    let action = phrase!("action-charge", target = res.id(plan.target));
    if run_up(res, charger, plan, action)? {
        let lance = plan.weapon.mounted_charge_double
            && super::mounted::mount_of(res.world, charger).is_some();
        resolve_strike(
            res,
            &Strike {
                doubled: lance,
                ..Strike::new(charger, plan.target, &plan.weapon, StrikeMode::Charge)
            },
        )?;
    }
    Ok(())
}

/// A charge up to its attack: the `action`, a weapon drawn on the way, the charging condition (the
/// mount's too), the run, and readied actions against the attack. Whether the charger arrived
/// and can still make the attack.
pub fn run_up(
    res: &mut Resolver,
    charger: Entity,
    plan: &ChargePlan,
    action: crate::i18n::Phrase,
) -> Result<bool, EngineError> {
    res.emit(CombatEvent::Action {
        unit: res.id(charger),
        action,
        cost: plan.action,
    });
    if let Some(weapon) = &plan.draws {
        super::equip::draw_unless_stopped(res, charger, std::slice::from_ref(weapon))?;
        if !health_state(res.world, charger).can_act() {
            return Ok(false);
        }
    }
    // A mount shares its rider's charge, and its −2 Defense (seed 001).
    let mount = super::mounted::mount_of(res.world, charger);
    for unit in std::iter::once(charger).chain(mount) {
        res.emit(CombatEvent::Condition {
            unit: res.id(unit),
            condition: Condition::Charging,
            active: true,
        });
    }
    walk(res, charger, &plan.steps, true)?;
    let arrived =
        res.world.get::<Position>(charger).map(|p| p.0) == plan.steps.last().map(|s| s.to);
    if arrived && health_state(res.world, charger).can_act() {
        super::ready::before_attack(res, charger, plan.target)?;
    }
    Ok(arrived && health_state(res.world, charger).can_act())
}
