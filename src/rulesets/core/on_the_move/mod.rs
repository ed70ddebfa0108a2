//! Shooting and casting while the mount moves (seed 001, "Combatir desde una montura", "Lanzar
//! hechizos desde una montura": MT10, MT11), `RideAndAct(unit, to | path, run, act)`.
//!
//! Rules as played:
//! - A full-round action of a rider in the saddle, where the level plays mounted combat. The
//!   mount moves up to twice its speed (its double move), or four times when it runs (`run`:
//!   seed 001's "movimiento x4"; seed 000 has no run, so a mount runs only here, in any line:
//!   reading). The way provokes as any mounted move does.
//! - The rider acts where half the way is behind it: the first square whose cost from the start
//!   reaches half the way's cost, rounded up. The seed says so of a shot and of a spell cast
//!   while running; of a spell between two moves it names no place, and halfway is our reading.
//!   The way needs two squares at least (one before the act, one after), and the mount cannot
//!   be passing through another creature's square there.
//! - A shot (`Shoot`): one ranged attack (this game has no full attack) with a ranged weapon in
//!   hand, checked from that square as any shot is; −4 on a double move, −8 running.
//! - A spell (`Cast`): checked from that square as `Cast` is, a standard action's spell or a
//!   quicker one; after what a cast in that square asks anyway, a Magic Knowledge check against
//!   10 + its level (15 + its level running), or the spell is lost with its use.
//! - Moving once and then shooting or casting, or the other way round, is seed 000's turn and
//!   needs none of this.

use crate::combat::attack::AttackPlan;
use crate::combat::cast::CastPlan;
use crate::combat::commands::MidwayAct;
use crate::combat::components::*;
use crate::combat::events::CombatEvent;
use crate::combat::movement::{PlannedPath, check_path_of, find_path_avoiding};
use crate::combat::reads::{effective_speed, entity_of, health_state, unit_id};
use crate::combat::rejection::Rejection;
use crate::combat::resolver::{EngineError, Resolver};
use crate::i18n::Phrase;
use crate::level::schema::RuleOptions;
use crate::phrase;
use crate::rules::economy::ActionCost;
use crate::rules::grid::Pos;
use crate::rules::modifiers::Modifiers;
use crate::rulesets::{Strike, StrikeMode};
use bevy::prelude::*;

/// The ride as the command gives it.
pub struct Ride<'c> {
    pub to: Option<Pos>,
    pub path: Option<&'c [Pos]>,
    pub run: bool,
}

impl<'c> Ride<'c> {
    /// The ride and the act of a `RideAndAct` command.
    pub fn of(command: &'c crate::combat::Command) -> Option<(Ride<'c>, &'c MidwayAct)> {
        let crate::combat::Command::RideAndAct {
            to, path, run, act, ..
        } = command
        else {
            return None;
        };
        let ride = Ride {
            to: *to,
            path: path.as_deref(),
            run: *run,
        };
        Some((ride, act))
    }
}

pub mod preview;

/// A checked ride: the way, whether the mount runs, and the act.
pub struct RidePlan {
    way: Way,
    run: bool,
    act: ActPlan,
}

/// The mount's way: its steps, how many of them come before the act, and the square the act
/// comes from.
struct Way {
    path: PlannedPath,
    before: usize,
    halfway: Pos,
}

enum ActPlan {
    Shot(AttackPlan<'static>),
    Spell(CastPlan),
}

/// The mount's speed times this is as far as the ride goes.
fn speed_times(run: bool) -> u32 {
    if run { 4 } else { 2 }
}

/// The shot's penalty: −4 on a double move, −8 running.
fn shot_terms(run: bool) -> Modifiers {
    let mut terms = Modifiers::new();
    if run {
        terms.add("mount running", -8);
    } else {
        terms.add("mount moving", -4);
    }
    terms
}

/// The DC of keeping a spell cast halfway through the mount's move: 10 + its level, 15 + its
/// level running.
pub fn concentration_dc(spell_level: u32, run: bool) -> i32 {
    let base = if run { 15 } else { 10 };
    base + spell_level as i32
}

/// How many of `path`'s steps come before the act: up to the first square where half the way's
/// cost (rounded up) is behind the mount, and never the last square (a step must follow).
fn steps_before_act(path: &PlannedPath) -> usize {
    let half = path.cost.div_ceil(2);
    let last = path.steps.len().saturating_sub(1).max(1);
    let mut walked = 0;
    for (i, step) in path.steps.iter().enumerate() {
        walked += step.cost;
        if walked >= half {
            return (i + 1).min(last);
        }
    }
    last
}

/// Checks a ride and its act without changing anything.
pub fn check(
    world: &World,
    rider: Entity,
    ride: &Ride,
    act: &MidwayAct,
) -> Result<RidePlan, Rejection> {
    let way = check_ride(world, rider, ride)?;
    let act = check_act(world, (rider, way.halfway), act)?;
    Ok(RidePlan {
        way,
        run: ride.run,
        act,
    })
}

/// Checks the ride alone: mounted combat here, a rider in the saddle with its full round, the
/// way, and a free square to act from.
fn check_ride(world: &World, rider: Entity, ride: &Ride) -> Result<Way, Rejection> {
    let no = |why: Phrase| Rejection::Cannot {
        unit: unit_id(world, rider),
        why,
    };
    if !crate::combat::reads::plays(world, RuleOptions::mounted_combat) {
        return Err(no(phrase!("why-no-mounted-combat-here")));
    }
    if world.get::<Riding>(rider).is_none() {
        return Err(no(phrase!("why-it-is-not-riding")));
    }
    crate::combat::hot::resource::<TurnState>(world)
        .budget
        .check(ActionCost::FullRound)?;
    let snap = crate::combat::board::BoardSnapshot::for_unit(world, rider);
    let path = check_way(world, (rider, &snap), ride)?;
    if path.steps.len() < 2 {
        return Err(no(phrase!("why-ride-two-squares-at-least")));
    }
    let before = steps_before_act(&path);
    let halfway = path.steps[before - 1].to;
    if snap.occupant(halfway).is_some() {
        return Err(no(phrase!(
            "why-halfway-square-taken",
            at = halfway.to_string()
        )));
    }
    Ok(Way {
        path,
        before,
        halfway,
    })
}

/// The way the mount takes: the path given, or the least provoking one to `to` (`snap`: the
/// board as the rider sees it).
fn check_way(
    world: &World,
    (rider, snap): (Entity, &crate::combat::board::BoardSnapshot),
    ride: &Ride,
) -> Result<PlannedPath, Rejection> {
    let id = || unit_id(world, rider);
    let speed = effective_speed(world, rider);
    if speed == 0 {
        return Err(Rejection::CannotMove(id()));
    }
    let max = speed * speed_times(ride.run);
    let from = world
        .get::<Position>(rider)
        .map(|p| p.0)
        .unwrap_or_default();
    match (ride.to, ride.path) {
        (Some(to), None) => {
            if to == from {
                return Err(Rejection::AlreadyThere { unit: id(), at: to });
            }
            crate::combat::movement::check_free_square(snap, to)?;
            find_path_avoiding(snap, from, to, max, true)
                .ok_or_else(|| Rejection::NoPath { unit: id(), to })
        }
        (None, Some(path)) => check_path_of(snap, (from, path), max, id),
        _ => Err(Rejection::MoveTarget),
    }
}

/// Checks the act as made from `halfway`.
fn check_act(
    world: &World,
    (rider, halfway): (Entity, Pos),
    act: &MidwayAct,
) -> Result<ActPlan, Rejection> {
    let no = |why: Phrase| Rejection::Cannot {
        unit: unit_id(world, rider),
        why,
    };
    match act {
        MidwayAct::Shoot { target, weapon } => {
            let foe =
                entity_of(world, target).ok_or_else(|| Rejection::UnknownUnit(target.clone()))?;
            let plan = crate::combat::attack::attack_checks_from(
                world,
                (rider, halfway),
                foe,
                target,
                weapon.as_deref(),
            )?;
            if plan.weapon.is_melee() {
                return Err(no(phrase!("why-shoot-with-a-ranged-weapon")));
            }
            Ok(ActPlan::Shot(plan.into_owned()))
        }
        MidwayAct::Cast {
            spell,
            target,
            at,
            facing,
        } => {
            let (known, cost, left) = castable_on_the_move(world, rider, spell)?;
            let at = match facing {
                Some(facing) => Some(aim_by_facing_from(
                    world,
                    (rider, halfway),
                    &known,
                    *at,
                    *facing,
                )?),
                None => *at,
            };
            let aim = crate::combat::cast::aim_spell_from(
                world,
                (rider, halfway),
                &known,
                target.as_deref(),
                at,
            )?;
            Ok(ActPlan::Spell(CastPlan {
                spell: known,
                cost,
                aim,
                uses_left: left - 1,
                defensively: false,
            }))
        }
    }
}

/// A spell `rider` can cast now that takes a standard action or less: the spell, its action
/// and the uses left.
fn castable_on_the_move(
    world: &World,
    rider: Entity,
    spell: &str,
) -> Result<(crate::level::spells::Spell, ActionCost, u32), Rejection> {
    let (known, cost, left) = crate::combat::cast::check_castable(world, rider, spell)?;
    if !matches!(
        cost,
        ActionCost::Standard | ActionCost::Swift | ActionCost::Free
    ) {
        return Err(Rejection::Cannot {
            unit: unit_id(world, rider),
            why: phrase!("why-cast-on-the-move-standard-at-most"),
        });
    }
    Ok((known, cost, left))
}

/// The square a cone or line faced `facing` from `halfway` is aimed at.
fn aim_by_facing_from(
    world: &World,
    (rider, halfway): (Entity, Pos),
    spell: &crate::level::spells::Spell,
    at: Option<Pos>,
    facing: crate::rules::templates::Facing,
) -> Result<Pos, Rejection> {
    let no = |why: Phrase| Rejection::CannotCast {
        unit: unit_id(world, rider),
        spell: spell.id.clone(),
        why,
    };
    if at.is_some() {
        return Err(no(phrase!("why-give-at-or-facing-not-both")));
    }
    let shape = crate::combat::board::shape(world);
    crate::combat::cast::facing_square(shape, halfway, Some(spell.target), facing).map_err(no)
}

/// Checks and carries out a ride and its act.
pub fn perform(
    res: &mut Resolver,
    rider: Entity,
    ride: &Ride,
    act: &MidwayAct,
) -> Result<Result<(), EngineError>, Rejection> {
    let plan = check(res.world, rider, ride, act)?;
    Ok(execute(res, rider, &plan))
}

fn execute(res: &mut Resolver, rider: Entity, plan: &RidePlan) -> Result<(), EngineError> {
    let action = match &plan.act {
        ActPlan::Shot(shot) => phrase!("action-ride-and-shoot", target = res.id(shot.target)),
        ActPlan::Spell(cast) => phrase!(
            "action-ride-and-cast",
            spell = crate::i18n::as_term(cast.spell.name.as_str())
        ),
    };
    res.emit(CombatEvent::Action {
        unit: res.id(rider),
        action,
        cost: ActionCost::FullRound,
    });
    let (first, rest) = plan.way.path.steps.split_at(plan.way.before);
    crate::combat::movement::walk(res, rider, first, true)?;
    let halfway = first.last().map(|s| s.to);
    if !still_riding_at(res.world, rider, halfway) {
        return Ok(());
    }
    match &plan.act {
        ActPlan::Shot(shot) => shoot(res, rider, shot, plan.run)?,
        ActPlan::Spell(cast) => {
            let dc = concentration_dc(cast.spell.level, plan.run);
            let why = if plan.run {
                phrase!("why-casting-while-the-mount-runs")
            } else {
                phrase!("why-casting-between-two-moves")
            };
            super::spells::cast_after_action(res, rider, cast, Some((why, dc)))?;
        }
    }
    if !still_riding_at(res.world, rider, halfway) {
        return Ok(());
    }
    crate::combat::movement::walk(res, rider, rest, true)
}

/// Whether the rider stands on `square` in the saddle, able to act: the ride goes on.
fn still_riding_at(world: &World, rider: Entity, square: Option<Pos>) -> bool {
    health_state(world, rider).can_act()
        && world
            .get::<Riding>(rider)
            .is_some_and(|mount| health_state(world, mount.0).can_act())
        && world.get::<Position>(rider).map(|p| p.0) == square
}

/// The shot from halfway: the attacks it provokes there, readied attacks against shooters and
/// attackers, then the roll with the ride's penalty. A target gone from reach or sight by then
/// is not shot at.
fn shoot(
    res: &mut Resolver,
    rider: Entity,
    shot: &AttackPlan,
    run: bool,
) -> Result<(), EngineError> {
    let target_id = res.id(shot.target);
    let still = crate::combat::attack::attack_checks(
        res.world,
        rider,
        shot.target,
        &target_id,
        Some(&shot.weapon.id),
    );
    if still.is_err() {
        return Ok(());
    }
    if crate::rulesets::of(res.world).threat().acts_provoke() {
        crate::combat::attack::provoke_from_square(res, rider)?;
    }
    crate::combat::ready::before_shot(res, rider)?;
    crate::combat::ready::before_attack(res, rider, shot.target)?;
    if !health_state(res.world, rider).can_act() {
        return Ok(());
    }
    let terms = shot_terms(run);
    let mut strike = Strike::new(rider, shot.target, &shot.weapon, StrikeMode::Normal);
    strike.situational = &terms;
    crate::combat::attack::resolve_strike(res, &strike)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::combat::movement::PlannedStep;

    fn path(costs: &[u32]) -> PlannedPath {
        PlannedPath {
            steps: costs
                .iter()
                .enumerate()
                .map(|(i, &cost)| PlannedStep {
                    to: Pos::new(i as i32 + 1, 0),
                    cost,
                })
                .collect(),
            cost: costs.iter().sum(),
            provocations: 0,
        }
    }

    #[test]
    fn the_act_comes_once_half_the_way_s_cost_rounded_up_is_behind() {
        assert_eq!(steps_before_act(&path(&[1, 1, 1, 1])), 2);
        assert_eq!(steps_before_act(&path(&[1, 1, 1, 1, 1])), 3);
        // Diagonals alternate 1 and 2: 1 + 2 reaches half of 6.
        assert_eq!(steps_before_act(&path(&[1, 2, 1, 2])), 2);
        // Difficult ground early: its 2 alone is half of 4.
        assert_eq!(steps_before_act(&path(&[2, 1, 1])), 1);
        // Half reached only on the last square: the act comes a square before it.
        assert_eq!(steps_before_act(&path(&[1, 2])), 1);
    }

    #[test]
    fn keeping_a_spell_on_the_move_is_ten_plus_its_level_and_fifteen_running() {
        assert_eq!(concentration_dc(1, false), 11);
        assert_eq!(concentration_dc(3, true), 18);
    }
}
