//! What the window shows of a shot or a spell on the move before the click, and the bar's
//! entries for them (seed 001, MT10, MT11; the rules are [`super`]'s).

use super::*;
use crate::combat::cast::CastingRisk;
use crate::rulesets::face::{CastAim, RidePreview};

/// The ride to `to` as a double move, or as a run.
fn ride_to(to: Pos, run: bool) -> Ride<'static> {
    Ride {
        to: Some(to),
        path: None,
        run,
    }
}

/// `check` of a double move where the way allows one, else of a run (`check(run)`), and
/// whether it runs; a refusal of the double move that is not about the distance is the one given.
fn double_else_run<T>(
    check: impl Fn(bool) -> Result<T, Rejection>,
) -> Result<(T, bool), Rejection> {
    match check(false) {
        Ok(checked) => Ok((checked, false)),
        Err(Rejection::TooFar { .. } | Rejection::NoPath { .. }) => {
            check(true).map(|checked| (checked, true))
        }
        Err(other) => Err(other),
    }
}

/// The preview of a ride that checked: its way, where the act comes from, and its pace.
fn way_shown(way: &Way, run: bool) -> RidePreview {
    RidePreview {
        path: way.path.steps.clone(),
        halfway: way.halfway,
        run,
        ..Default::default()
    }
}

/// The preview of a refused ride: the way still shows, with where the act would come from.
fn refused(world: &World, rider: Entity, to: Pos, reason: Rejection) -> RidePreview {
    let (path, halfway) = way_for_refusal(world, rider, to).unwrap_or_default();
    RidePreview {
        path,
        halfway,
        refusal: Some(reason.phrase()),
        ..Default::default()
    }
}

/// The command of a ride to `to` and its act.
fn ride_command(
    world: &World,
    rider: Entity,
    to: Pos,
    run: bool,
    act: MidwayAct,
) -> crate::combat::Command {
    crate::combat::Command::RideAndAct {
        unit: unit_id(world, rider),
        to: Some(to),
        path: None,
        run,
        act,
    }
}

/// What the board shows of a shot on the move at `target` with the mount going to `to`: the way,
/// the square the shot comes from, the chance to hit from there, and the command a click gives
/// (a double move when the way allows it, else a run).
pub fn shot_preview(world: &World, rider: Entity, target: Entity, to: Pos) -> Option<RidePreview> {
    world.get::<Riding>(rider)?;
    let shoot = MidwayAct::Shoot {
        target: unit_id(world, target),
        weapon: None,
    };
    let checked = double_else_run(|run| check(world, rider, &ride_to(to, run), &shoot));
    Some(match checked {
        Err(reason) => refused(world, rider, to, reason),
        Ok((plan, run)) => {
            let ActPlan::Shot(shot) = &plan.act else {
                return None;
            };
            let halfway = plan.way.halfway;
            RidePreview {
                hit_chance: Some(hit_chance_from(world, (rider, halfway), shot, run)),
                command: Some(ride_command(world, rider, to, run, shoot)),
                ..way_shown(&plan.way, run)
            }
        }
    })
}

/// What the board shows of `spell` cast on the move with the mount going to `to`: the way and
/// the square the spell comes from; once aimed (`aim`), the cast as checked from there, what
/// can stop it (the ride's concentration after what that square asks) and the command a click
/// gives (a double move when the way allows it, else a run).
pub fn cast_preview(
    world: &World,
    rider: Entity,
    to: Pos,
    spell: &str,
    aim: Option<CastAim>,
) -> Option<RidePreview> {
    world.get::<Riding>(rider)?;
    let act = aim.map(|aim| MidwayAct::Cast {
        spell: spell.to_string(),
        target: aim.target,
        at: aim.at,
        facing: None,
    });
    let checked = double_else_run(|run| {
        let way = check_ride(world, rider, &ride_to(to, run))?;
        let cast = match &act {
            Some(act) => match check_act(world, (rider, way.halfway), act)? {
                ActPlan::Spell(cast) => Some(cast),
                ActPlan::Shot(_) => None,
            },
            None => castable_on_the_move(world, rider, spell).map(|_| None)?,
        };
        Ok((way, cast))
    });
    Some(match checked {
        Err(reason) => refused(world, rider, to, reason),
        Ok(((way, cast), run)) => RidePreview {
            risks: cast
                .as_ref()
                .map(|c| risks_from(world, (rider, way.halfway), c, run))
                .unwrap_or_default(),
            cast,
            command: act.map(|act| ride_command(world, rider, to, run, act)),
            ..way_shown(&way, run)
        },
    })
}

/// What can stop a spell cast on the move from `halfway`: what a cast there asks, with the
/// ride's concentration (10 + level, 15 + level running) after the square's.
fn risks_from(
    world: &World,
    (rider, halfway): (Entity, Pos),
    cast: &CastPlan,
    run: bool,
) -> Vec<CastingRisk> {
    let why = if run { "mount running" } else { "mount moving" };
    let moving = (why, concentration_dc(cast.spell.level, run));
    super::super::spell_forecast::casting_risks_from(world, (rider, halfway), cast, Some(moving))
}

/// The way to `to` a double move or else a run would take, and its halfway square.
fn way_for_refusal(
    world: &World,
    rider: Entity,
    to: Pos,
) -> Option<(Vec<crate::combat::movement::PlannedStep>, Pos)> {
    let snap = crate::combat::board::BoardSnapshot::for_unit(world, rider);
    let path = [false, true]
        .into_iter()
        .find_map(|run| check_way(world, (rider, &snap), &ride_to(to, run)).ok())?;
    let halfway = path.steps.get(steps_before_act(&path).checked_sub(1)?)?.to;
    Some((path.steps, halfway))
}

/// The chance a shot from `halfway` hits: the forecast from where the rider stands, its range
/// penalty traded for the one from `halfway`, with the ride's penalty.
fn hit_chance_from(
    world: &World,
    (rider, halfway): (Entity, Pos),
    shot: &AttackPlan,
    run: bool,
) -> f64 {
    let shape = crate::combat::board::shape(world);
    let target_at = world.get::<Position>(shot.target).map_or(halfway, |p| p.0);
    let here = world.get::<Position>(rider).map_or(halfway, |p| p.0);
    let increment = shot.weapon.range.unwrap_or(0);
    let penalty =
        |from: Pos| crate::rules::attack::range_penalty(increment, shape.distance(from, target_at));
    let mut terms = shot_terms(run);
    terms.add("range increments", penalty(halfway) - penalty(here));
    let mut strike = Strike::new(rider, shot.target, &shot.weapon, StrikeMode::Normal);
    strike.situational = &terms;
    crate::combat::attack::forecast_strike(world, &strike).hit_chance
}

/// The bar's entries on the move for a rider, where the level plays mounted combat: "Shoot on
/// the move" with a ranged weapon in hand (a click on a foe picks it, a click on a square rides
/// there and shoots halfway), and for a caster the toggle that casts the spell being aimed on
/// the move (a click on a square picks where the mount goes, then the spell is aimed).
pub fn bar_entries(world: &World, rider: Entity) -> Vec<crate::ui::actions::BarEntry> {
    if world.get::<Riding>(rider).is_none()
        || !crate::combat::reads::plays(world, RuleOptions::mounted_combat)
    {
        return Vec::new();
    }
    let no_full_round = crate::combat::hot::resource::<TurnState>(world)
        .budget
        .check(ActionCost::FullRound)
        .err()
        .map(|e| Rejection::from(e).to_string());
    let shoots = world
        .get::<Equipment>(rider)
        .is_some_and(|eq| eq.usable().any(|w| !w.is_melee() && eq.has_missile(w)));
    let casts = world
        .get::<Spellcasting>(rider)
        .is_some_and(|c| !c.spells.is_empty());
    let mut out = Vec::new();
    if shoots {
        out.push(shoot_entry(no_full_round.clone()));
    }
    if casts {
        out.push(cast_entry(world, rider, no_full_round));
    }
    out
}

fn shoot_entry(why_not: Option<String>) -> crate::ui::actions::BarEntry {
    use crate::ui::actions::{BarAction, BarEntry};
    BarEntry {
        action: BarAction::Mode(crate::view::preview::BoardMode::RideShoot { target: None }),
        label: crate::t!("bar-ride-shoot"),
        cost: ActionCost::FullRound,
        provokes: "on its path",
        key: String::new(),
        why_not,
    }
}

/// The toggle: on while a spell is aimed on the move; offered once a spell is aimed that can be
/// cast so (a standard action or less, a use left).
fn cast_entry(
    world: &World,
    rider: Entity,
    no_full_round: Option<String>,
) -> crate::ui::actions::BarEntry {
    use crate::ui::actions::{BarAction, BarEntry};
    use crate::view::preview::BoardMode;
    let mode = world
        .get_resource::<BoardMode>()
        .copied()
        .unwrap_or_default();
    let aimed = match mode {
        BoardMode::Cast { slot, .. } | BoardMode::RideCast { slot, .. } => world
            .get::<Spellcasting>(rider)
            .and_then(|c| c.spells.get(usize::from(slot)))
            .map(|known| known.spell.id.clone()),
        _ => None,
    };
    let why_not = match aimed {
        None => Some(crate::t!("bar-why-pick-a-spell")),
        Some(spell) => no_full_round.or_else(|| {
            castable_on_the_move(world, rider, &spell)
                .err()
                .map(|e| e.to_string())
        }),
    };
    let on = matches!(mode, BoardMode::RideCast { .. });
    BarEntry {
        action: BarAction::CastOnTheMove,
        label: if on {
            crate::t!("bar-cast-on-the-move-on")
        } else {
            crate::t!("bar-cast-on-the-move-off")
        },
        cost: ActionCost::FullRound,
        provokes: "on its path",
        key: String::new(),
        why_not,
    }
}
