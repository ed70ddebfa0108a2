//! Grapple ("Presa", with seed 001's "Apresado" and "Sujeto"), read after the game seed 001 comes
//! from, as a tabletop group plays it:
//! - `CombatManeuver(kind: Grapple)`: on a success both are grappled (the table's row: −4 Dex, −2
//!   to attacks and maneuvers but those to grapple or escape, no moving, no attacks of
//!   opportunity, nothing two-handed, a concentration check to cast), and the unit holds the foe.
//!   One hold at a time: neither may be in a grapple already.
//! - `MaintainGrapple(unit, option)`, the holder's standard action, provoking nothing: d20 +
//!   CMB + 5 against the held creature's CMD. On a success the holder, as it chose, moves up to
//!   half its speed dragging the held creature into each square it leaves (`Move(to)`), deals
//!   its unarmed, natural, light or one-handed weapon's damage (`Damage`), or pins the creature
//!   (`Pin`: the table's pinned on top of grappled: flat-footed, −4 Defense, and one action a
//!   turn, which can only be breaking free, speaking a spell with no gestures or materials, or
//!   giving the turn up). A failure ends the hold.
//! - Each round needs its check: a hold its holder neither made nor maintained during its last
//!   turn ends as its next turn begins.
//! - `BreakFree(unit)`, the held creature's standard action: d20 + its CMB against the holder's
//!   CMD (a natural 20 succeeds: these are not bonds); on a success the hold, pin and all, ends.
//!   Creatures have no Escape Artist here (the data gives no skills), so the CMB is the roll.
//! - `Release(unit)`: the holder lets go, a free action.
//! - The hold ends too when either cannot act any more, or they no longer stand side by side.
//! - A spell cast by either needs a concentration check against 10 + the other's CMB + the
//!   spell's level (seed 001, "Apresado" and "Sujeto").
//! - Tying up is not played: no rope or manacles are among the items.

use super::numbers::numbers;
use crate::combat::commands::{GrappleOption, ManeuverKind};
use crate::combat::components::*;
use crate::combat::events::CombatEvent;
use crate::combat::reads::{health_state, unit_id};
use crate::combat::rejection::Rejection;
use crate::combat::resolver::{EngineError, Resolver};
use crate::i18n::Phrase;
use crate::phrase;
use crate::rules::economy::{ActionCost, ActionKind};
use crate::rules::grid::Pos;
use bevy::prelude::*;

type Outcome = Result<Result<(), EngineError>, Rejection>;

/// The bonus to maintain a hold.
pub const HOLDING_ON: i32 = 5;

/// The creature `unit` holds, if any.
pub fn held_by_unit(world: &World, unit: Entity) -> Option<Entity> {
    world.get::<Holding>(unit).map(|h| h.0)
}

/// The creature holding `unit`, if any.
pub fn holder_of(world: &World, unit: Entity) -> Option<Entity> {
    world.get::<HeldBy>(unit).map(|h| h.0)
}

/// The creature `unit` is locked in a grapple with, holding or held.
pub fn partner(world: &World, unit: Entity) -> Option<Entity> {
    held_by_unit(world, unit).or_else(|| holder_of(world, unit))
}

/// Why `unit` may not grapple `target`, if it may not.
pub fn refusal(world: &World, unit: Entity, target: Entity) -> Option<Phrase> {
    if partner(world, unit).is_some() {
        return Some(phrase!("why-already-in-a-grapple"));
    }
    partner(world, target).is_some().then(|| {
        phrase!(
            "why-target-already-in-a-grapple",
            target = unit_id(world, target)
        )
    })
}

/// A landed grapple: the unit holds the foe, and both are grappled.
pub fn takes_hold(res: &mut Resolver, holder: Entity, held: Entity) {
    res.emit(CombatEvent::Grapple {
        holder: res.id(holder),
        held: res.id(held),
        active: true,
    });
    for e in [holder, held] {
        condition(res, e, Condition::InGrapple, true);
    }
}

fn condition(res: &mut Resolver, unit: Entity, condition: Condition, active: bool) {
    res.emit(CombatEvent::Condition {
        unit: res.id(unit),
        condition,
        active,
    });
}

/// The hold of `holder` on `held` ends: the pin and both grapples with it.
pub fn let_go(res: &mut Resolver, holder: Entity, held: Entity) {
    if crate::combat::reads::has_condition(res.world, held, Condition::Pinned) {
        condition(res, held, Condition::Pinned, false);
    }
    for e in [held, holder] {
        if crate::combat::reads::has_condition(res.world, e, Condition::InGrapple) {
            condition(res, e, Condition::InGrapple, false);
        }
    }
    res.emit(CombatEvent::Grapple {
        holder: res.id(holder),
        held: res.id(held),
        active: false,
    });
}

/// Keeps the `Holding` and `HeldBy` marks as the `grapple` events say.
pub fn remember(world: &mut World, event: &CombatEvent) {
    // Every event passes here: only a grapple's is read.
    let CombatEvent::Grapple {
        holder,
        held,
        active,
    } = event
    else {
        return;
    };
    let find = |id: &str| crate::combat::reads::entity_of(world, id);
    let (Some(holder), Some(held)) = (find(holder), find(held)) else {
        return;
    };
    if *active {
        world.entity_mut(holder).insert(Holding(held));
        world.entity_mut(held).insert(HeldBy(holder));
    } else {
        world.entity_mut(holder).remove::<Holding>();
        world.entity_mut(held).remove::<HeldBy>();
    }
}

/// Ends every hold whose two no longer stand side by side or one of whom cannot act.
pub fn check_holds(res: &mut Resolver) {
    if !super::played(res.world) {
        return;
    }
    let holds: Vec<(Entity, Entity)> = crate::combat::reads::roster_entities(res.world)
        .into_iter()
        .filter_map(|e| held_by_unit(res.world, e).map(|held| (e, held)))
        .collect();
    for (holder, held) in holds {
        if !still_holds(res.world, holder, held) {
            let_go(res, holder, held);
        }
    }
}

fn still_holds(world: &World, holder: Entity, held: Entity) -> bool {
    let place = |e: Entity| world.get::<Position>(e).map(|p| p.0);
    let beside = match (place(holder), place(held)) {
        (Some(a), Some(b)) => crate::combat::board::shape(world).adjacent(a, b),
        _ => false,
    };
    beside && health_state(world, holder).can_act() && health_state(world, held).can_act()
}

/// As the holder's turn begins: a hold it neither made nor maintained during its last turn ends.
pub fn lapses_unless_maintained(res: &mut Resolver, holder: Entity) {
    let Some(held) = held_by_unit(res.world, holder) else {
        return;
    };
    let id = res.id(holder);
    let log = &res.world.resource::<crate::combat::CombatLog>().0;
    let mut turns_seen = 0;
    let mut checked = false;
    for event in log.iter().chain(res.events.iter()).rev() {
        match event {
            CombatEvent::Turn { unit } if *unit == id => {
                turns_seen += 1;
                if turns_seen == 2 {
                    break;
                }
            }
            CombatEvent::Maneuver {
                unit,
                kind,
                success: true,
                ..
            } if *unit == id && (kind == "grapple" || kind == "hold") => checked = true,
            _ => {}
        }
    }
    if !checked {
        let_go(res, holder, held);
    }
}

/// Whether `unit` may maintain its hold with `option` now.
pub fn check_maintain(
    world: &World,
    unit: Entity,
    option: &GrappleOption,
) -> Result<Entity, Rejection> {
    let cannot = |why| super::cannot(world, unit, why);
    if !super::played(world) {
        return Err(cannot(phrase!("why-maneuvers-not-in-rules")));
    }
    crate::combat::reads::afford(world, ActionKind::CombatManeuver)?;
    let held = held_by_unit(world, unit).ok_or_else(|| cannot(phrase!("why-it-holds-nobody")))?;
    match option {
        GrappleOption::Pin
            if crate::combat::reads::has_condition(world, held, Condition::Pinned) =>
        {
            Err(cannot(phrase!("why-already-pinned")))
        }
        GrappleOption::Move { to } => move_path(world, unit, *to)
            .map(|_| held)
            .ok_or_else(|| cannot(phrase!("why-drag-too-far"))),
        _ => Ok(held),
    }
}

/// The holder's path to `to`, within half its speed (the held creature does not block it).
fn move_path(
    world: &World,
    unit: Entity,
    to: Pos,
) -> Option<Vec<crate::combat::movement::PlannedStep>> {
    let from = world.get::<Position>(unit)?.0;
    let half = crate::combat::reads::speed_before_rules(world, unit) / 2;
    let snap = crate::combat::board::BoardSnapshot::for_unit(world, unit);
    let path = crate::combat::movement::find_path(&snap, from, to, half)?;
    (!path.steps.is_empty()).then_some(path.steps)
}

/// Maintains the hold: the check, and on a success what the holder chose.
pub fn maintain(res: &mut Resolver, unit: Entity, option: &GrappleOption) -> Outcome {
    let held = check_maintain(res.world, unit, option)?;
    let held_id = res.id(held);
    res.emit(CombatEvent::Action {
        unit: res.id(unit),
        action: phrase!("action-maintain-grapple", held = held_id),
        cost: crate::combat::reads::cost_of(res.world, ActionKind::CombatManeuver),
    });
    Ok((|| {
        let mut odds = numbers(res.world, unit, held, ManeuverKind::Grapple);
        odds.bonus.add("holding on", HOLDING_ON);
        if super::roll(res, (unit, held), "hold", odds)?.is_err() {
            let_go(res, unit, held);
            return Ok(());
        }
        match option {
            GrappleOption::Move { to } => drag(res, unit, held, *to),
            GrappleOption::Damage => hurt(res, unit, held).map(drop),
            GrappleOption::Pin => {
                condition(res, held, Condition::Pinned, true);
                Ok(())
            }
        }
    })())
}

/// The holder walks its path; the held creature is dragged into each square it leaves.
fn drag(res: &mut Resolver, holder: Entity, held: Entity, to: Pos) -> Result<(), EngineError> {
    let steps = move_path(res.world, holder, to).unwrap_or_default();
    let (holder_id, held_id) = (res.id(holder), res.id(held));
    for step in steps {
        let Some(from) = res.world.get::<Position>(holder).map(|p| p.0) else {
            break;
        };
        let held_at = res.world.get::<Position>(held).map(|p| p.0).unwrap_or(from);
        res.emit(CombatEvent::Step {
            unit: holder_id.clone(),
            from,
            to: step.to,
            cost: step.cost,
        });
        if held_at != from && !crate::combat::board::shape(res.world).adjacent(held_at, step.to) {
            res.emit(CombatEvent::Dragged {
                unit: held_id.clone(),
                by: holder_id.clone(),
                from: held_at,
                to: from,
            });
        }
    }
    Ok(())
}

/// What a holder hurts with: its natural weapon or a light or one-handed one in hand, else its
/// bare hands.
fn holding_weapon(world: &World, holder: Entity) -> crate::level::schema::Weapon {
    world
        .get::<Equipment>(holder)
        .and_then(|eq| {
            eq.usable()
                .find(|w| w.is_melee() && w.grip != crate::level::schema::Grip::TwoHanded)
                .cloned()
        })
        .unwrap_or_else(crate::combat::attack::unarmed_strike)
}

/// The damage a hold's hurt is likely to deal, for the AI.
pub fn hold_damage(world: &World, holder: Entity, held: Entity) -> f64 {
    let weapon = holding_weapon(world, holder);
    let forecast = crate::combat::attack::forecast(world, holder, held, &weapon);
    forecast.expected_damage / forecast.hit_chance.max(0.05)
}

fn hurt(res: &mut Resolver, holder: Entity, held: Entity) -> Result<i32, EngineError> {
    let weapon = holding_weapon(res.world, holder);
    crate::combat::attack::roll_damage(res, holder, held, &weapon, 1, None)
}

/// Whether `unit` may try to break free now; its holder if so.
pub fn check_break_free(world: &World, unit: Entity) -> Result<Entity, Rejection> {
    let cannot = |why| super::cannot(world, unit, why);
    crate::combat::reads::afford(world, ActionKind::CombatManeuver)?;
    holder_of(world, unit).ok_or_else(|| cannot(phrase!("why-nobody-holds-it")))
}

/// The held creature's escape: d20 + CMB against its holder's CMD.
pub fn break_free(res: &mut Resolver, unit: Entity) -> Outcome {
    let holder = check_break_free(res.world, unit)?;
    res.emit(CombatEvent::Action {
        unit: res.id(unit),
        action: phrase!("action-break-free", holder = res.id(holder)),
        cost: crate::combat::reads::cost_of(res.world, ActionKind::CombatManeuver),
    });
    Ok((|| {
        let odds = numbers(res.world, unit, holder, ManeuverKind::Grapple);
        if super::roll(res, (unit, holder), "escape", odds)?.is_ok() {
            let_go(res, holder, unit);
        }
        Ok(())
    })())
}

/// The holder lets go, a free action.
pub fn release(res: &mut Resolver, unit: Entity) -> Outcome {
    let held = held_by_unit(res.world, unit)
        .ok_or_else(|| super::cannot(res.world, unit, phrase!("why-it-holds-nobody")))?;
    res.emit(CombatEvent::Action {
        unit: res.id(unit),
        action: phrase!("action-release", held = res.id(held)),
        cost: ActionCost::Free,
    });
    let_go(res, unit, held);
    Ok(Ok(()))
}

/// Whether a pinned unit may give `command`: only breaking free, a spell with neither gestures
/// nor materials, or giving up its turn.
pub fn allowed_while_pinned(world: &World, unit: Entity, command: &crate::combat::Command) -> bool {
    use crate::combat::Command as C;
    use crate::level::spells::Component as Part;
    match command {
        // A hero point is no action: the turn it buys is held by the pin as any other.
        C::BreakFree { .. }
        | C::EndTurn { .. }
        | C::Delay { .. }
        | C::Wait { .. }
        | C::Hero { .. } => true,
        C::Cast { spell, .. } => world
            .get::<Spellcasting>(unit)
            .and_then(|c| c.known(spell))
            .is_some_and(|k| {
                !k.spell
                    .components
                    .iter()
                    .any(|p| matches!(p, Part::S | Part::M))
            }),
        _ => false,
    }
}

/// The concentration DC of a spell cast in a grapple: 10 + the CMB of the one the caster is
/// locked with + the spell's level; `None` out of a grapple.
pub fn concentration_dc(world: &World, caster: Entity, level: u32) -> Option<i32> {
    let other = partner(world, caster)?;
    let cmb = super::numbers::cmb_of(&crate::combat::terms::Combatant::of(world, other)).total();
    Some(10 + cmb + level as i32)
}
