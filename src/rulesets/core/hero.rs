//! Hero points (seed 001, "Puntos de héroe"), with `rules: (hero_points: true)`. Player
//! characters (the units of a PC side, mounts aside) start with one, or with what a unit's `hero_points:`
//! gives (which may give an NPC some too); they are never renewed in a fight, and a point spent
//! is gone.
//!
//! Played so far: cheating death ("Burlar a la muerte") as a standing policy, since the moment is
//! inside a blow: a creature that a blow would kill, with two points, spends them and is left
//! stable at the lowest hit points it can live with (−Con + 1: the seed's "en puntos negativos,
//! pero estable"); a mount, pet or companion about to die costs its rider one point. The seed
//! keeps the count secret from its players; here the unit panel shows it (the count is the
//! player's own).

use crate::combat::components::*;
use crate::combat::events::CombatEvent;
use crate::combat::resolver::Resolver;
use crate::rules::health::HealthState;
use bevy::prelude::*;

/// What cheating death costs the creature itself, and its rider for its mount.
pub const CHEAT_DEATH: u32 = 2;
pub const CHEAT_DEATH_FOR_A_MOUNT: u32 = 1;

fn played(world: &World) -> bool {
    crate::combat::reads::plays(world, crate::level::schema::RuleOptions::hero_points)
}

/// The points a unit starts with: the level's word, else one for a player character.
pub fn unit_spawned(world: &mut World, unit: Entity, given: Option<u32>, mount: bool) {
    if !played(world) {
        return;
    }
    // A mount is its rider's, not a character of its own.
    let pc = crate::combat::reads::plays_for_players(world, unit) && !mount;
    let points = given.unwrap_or(u32::from(pc));
    if points > 0 {
        world.entity_mut(unit).insert(HeroPoints(points));
    }
}

fn points(world: &World, unit: Entity) -> u32 {
    world.get::<HeroPoints>(unit).map_or(0, |p| p.0)
}

/// A blow would leave `target` dead: it cheats death if it (or, for a mount, its rider) has the
/// points. Whether it did, its new state then being stable.
pub fn cheats_death(res: &mut Resolver, target: Entity, state: HealthState) -> bool {
    if state != HealthState::Dead || !played(res.world) {
        return false;
    }
    let (payer, cost) = match crate::combat::mounted::rider_of(res.world, target) {
        Some(rider) => (rider, CHEAT_DEATH_FOR_A_MOUNT),
        None => (target, CHEAT_DEATH),
    };
    let left = points(res.world, payer);
    if left < cost {
        return false;
    }
    let con = res
        .world
        .get::<Abilities>(target)
        .map_or(10, |a| a.0.constitution);
    res.emit(CombatEvent::HeroPoint {
        unit: res.id(payer),
        what: "cheat_death".into(),
        spent: cost,
        left: left - cost,
    });
    res.emit(CombatEvent::CheatsDeath {
        unit: res.id(target),
        hp: (1 - con).min(-1),
    });
    res.emit(CombatEvent::HealthState {
        unit: res.id(target),
        state: HealthState::Stable,
    });
    true
}

/// Keeps the points spent and the hit points a cheated death leaves.
pub fn remember(world: &mut World, event: &CombatEvent) {
    match event {
        CombatEvent::HeroPoint { unit, left, .. } => {
            if let Some(e) = crate::combat::reads::entity_of(world, unit) {
                world.entity_mut(e).insert(HeroPoints(*left));
            }
        }
        CombatEvent::CheatsDeath { unit, hp } => {
            if let Some(e) = crate::combat::reads::entity_of(world, unit)
                && let Some(mut health) = world.get_mut::<Health>(e)
            {
                health.hp = *hp;
            }
        }
        _ => {}
    }
}

/// The unit panel's line for its points, when it has any.
pub fn panel_line(world: &World, unit: Entity) -> Option<crate::ui::hud::PanelLine> {
    let left = world.get::<HeroPoints>(unit)?.0;
    Some(crate::ui::hud::PanelLine::new(
        Some(crate::ui::icons::HERO_POINTS),
        crate::t!("panel-hero-points", points = left),
    ))
}
