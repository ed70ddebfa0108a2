//! Seed 003's jump ("Salto", a full action: "a vertical or horizontal jump for something"). The
//! seed gives no distance and no test. Our reading on a grid:
//!
//! - **Horizontal** (`Jump(unit, to)`): over one square that stops walking but not sight (deep
//!   water, a barricade: a ditch, a stream, a low obstacle), from the square before it to the one
//!   beyond, in a straight line, with no test; the landing square must be on the map, open and
//!   free. A jump out of a foe's reach gives it its free attack, as any way of leaving melee
//!   other than withdrawing does.
//! - **Vertical**: the boards have no heights to reach, so it is not played.

use crate::combat::board::BoardSnapshot;
use crate::combat::commands::Command;
use crate::combat::components::Position;
use crate::combat::events::CombatEvent;
use crate::combat::reads::{afford, health_state};
use crate::combat::rejection::Rejection;
use crate::combat::resolver::{EngineError, Resolver};
use crate::rules::economy::{ActionCost, ActionKind};
use crate::rules::grid::Pos;
use bevy::prelude::*;

type Outcome = Result<Result<(), EngineError>, Rejection>;

/// Whether WFRP accepts a jump now.
pub fn check(world: &World, actor: Entity, command: &Command) -> Option<Result<(), Rejection>> {
    let Command::Jump { to, .. } = command else {
        return None;
    };
    Some(check_jump(world, actor, *to))
}

/// Carries out a jump.
pub fn perform(res: &mut Resolver, actor: Entity, command: &Command) -> Option<Outcome> {
    let Command::Jump { to, .. } = command else {
        return None;
    };
    Some(jump(res, actor, *to))
}

/// A full action, a gap to clear between the unit and `to`, and `to` open and free.
fn check_jump(world: &World, actor: Entity, to: Pos) -> Result<(), Rejection> {
    afford(world, ActionKind::Run)?;
    let snap = BoardSnapshot::for_unit(world, actor);
    let from = world
        .get::<Position>(actor)
        .map(|p| p.0)
        .unwrap_or_default();
    if gap_between(&snap, from, to).is_none() {
        return Err(super::cannot(
            world,
            actor,
            crate::phrase!("why-wfrp-jump-gap"),
        ));
    }
    crate::combat::movement::check_free_square(&snap, to)
}

/// The one square straight between `from` and `to`, two apart, when it is a gap: it stops
/// walking but not sight.
fn gap_between(snap: &BoardSnapshot, from: Pos, to: Pos) -> Option<Pos> {
    let shape = snap.shape;
    let [middle, end] = shape.line(from, to)[..] else {
        return None;
    };
    // Straight: the middle square's centre halfway between the two ends' (not a knight's move).
    let (a, b, m) = (shape.centre(from), shape.centre(end), shape.centre(middle));
    let halfway = ((a.0 + b.0) / 2.0 - m.0).abs() < 1e-6 && ((a.1 + b.1) / 2.0 - m.1).abs() < 1e-6;
    let gap = snap.index(middle).is_some() && snap.is_wall(middle) && !snap.blocks_sight(middle);
    (end == to && halfway && gap).then_some(middle)
}

fn jump(res: &mut Resolver, actor: Entity, to: Pos) -> Outcome {
    check_jump(res.world, actor, to)?;
    res.emit(CombatEvent::Action {
        unit: res.id(actor),
        action: crate::phrase!("action-wfrp-jump"),
        cost: ActionCost::FullRound,
    });
    Ok((|| {
        free_attacks_on_leaving(res, actor, to)?;
        if !health_state(res.world, actor).can_act() {
            return Ok(());
        }
        let from = res
            .world
            .get::<Position>(actor)
            .map(|p| p.0)
            .unwrap_or_default();
        res.emit(CombatEvent::Step {
            unit: res.id(actor),
            from,
            to,
            cost: 0,
        });
        Ok(())
    })())
}

/// Each foe whose reach the jump leaves strikes first, in initiative order, while the unit
/// stands.
fn free_attacks_on_leaving(res: &mut Resolver, actor: Entity, to: Pos) -> Result<(), EngineError> {
    let snap = BoardSnapshot::for_unit(res.world, actor);
    let from = res
        .world
        .get::<Position>(actor)
        .map(|p| p.0)
        .unwrap_or_default();
    let left: Vec<Entity> = snap
        .threateners_of(from)
        .filter(|t| snap.shape.distance(t.at, to) > t.reach)
        .map(|t| t.entity)
        .collect();
    for foe in left {
        if !health_state(res.world, actor).can_act() {
            break;
        }
        if crate::combat::board::can_make_aoo(res.world, foe) {
            crate::combat::attack::attack_of_opportunity(res, foe, actor)?;
        }
    }
    Ok(())
}
