//! Coup de grace (seed 000, "Coup de grace"), a command only Core offers: a full-round action
//! against a helpless target in reach of a melee weapon. It provokes from every enemy threatening
//! the attacker's square when declared, then takes the round: it falls at the start of the
//! attacker's next turn, as an automatic critical (the weapon's multiplier on the whole roll), if
//! the target is still helpless and in reach and the attacker can still act; else it is lost, and
//! the victim saved. Helpless, until conditions such as paralysis exist, means dying, stable or
//! asleep (seed 001, "Indefenso").
//!
//! With `rules: (coup_de_grace_at_once: true)` (seed 001, "Golpe de gracia"): the blow lands as
//! soon as the provoked attacks are over, in the same full-round action, and a victim that lives
//! through it saves on Fortitude against 10 + the damage it took or dies; and a unit with no
//! melee weapon in hand may deliver it with a bow or crossbow in hand (the data's ammunition
//! weapons), loaded and with a missile left, from a square beside the victim: the shot spends its
//! missile and leaves a crossbow to load again. Left out: creatures immune to criticals (seed 000
//! gives none, and no creature of the data is marked so).

use crate::combat::attack::{is_helpless, provoke_from_square, roll_damage};
use crate::combat::components::*;
use crate::combat::events::CombatEvent;
use crate::combat::reads::{entity_of, health_state, unit_id};
use crate::combat::rejection::Rejection;
use crate::combat::resolver::{EngineError, Resolver};
use crate::combat::terms::{Combatant, damage_terms};
use crate::level::schema::Weapon;
use crate::phrase;
use crate::rules::damage::expected_damage;
use crate::rules::economy::ActionKind;
use crate::rules::health::HealthState;
use crate::rulesets::{Outlook, Strike};
use bevy::prelude::*;

/// Whether `attacker` may declare a coup de grace on `target_id` now, and with which weapon.
pub fn check(
    world: &World,
    attacker: Entity,
    target_id: &str,
) -> Result<(Entity, Weapon), Rejection> {
    crate::combat::reads::afford(world, ActionKind::CoupDeGrace)?;
    reaches(world, attacker, target_id)
}

/// The weapon a coup de grace falls with: the melee weapon in hand; else, under seed 001's rule,
/// a bow or crossbow in hand that can shoot now.
fn weapon_for_it(world: &World, attacker: Entity) -> Option<Weapon> {
    let equipment = world.get::<Equipment>(attacker)?;
    if let Some(weapon) = equipment.melee_weapon() {
        return Some(weapon.clone());
    }
    if !at_once(world) {
        return None;
    }
    equipment
        .usable()
        .find(|w| {
            w.kind == crate::level::schema::WeaponKind::Ammunition
                && equipment.has_missile(w)
                && !equipment.unloaded.contains(&w.id)
        })
        .cloned()
}

/// Whether `attacker` can strike `target_id` with a coup de grace now: a helpless, living target in
/// reach of a melee weapon in hand. Checked when declared and again when it falls.
fn reaches(
    world: &World,
    attacker: Entity,
    target_id: &str,
) -> Result<(Entity, Weapon), Rejection> {
    // Only a refusal names the unit: no copy of its id on the way to a yes.
    let id = || unit_id(world, attacker);
    let target =
        entity_of(world, target_id).ok_or_else(|| Rejection::UnknownUnit(target_id.into()))?;
    match health_state(world, target) {
        HealthState::Dead => return Err(Rejection::TargetDead(target_id.into())),
        _ if !is_helpless(world, target) => {
            return Err(Rejection::NotHelpless(target_id.into()));
        }
        _ => {}
    }
    let weapon = weapon_for_it(world, attacker).ok_or_else(|| Rejection::OutOfReach {
        unit: id(),
        target: target_id.into(),
        distance: 0,
        carried: None,
        board: crate::combat::board::shape(world),
    })?;
    let from = world
        .get::<Position>(attacker)
        .map(|p| p.0)
        .unwrap_or_default();
    let to = world
        .get::<Position>(target)
        .map(|p| p.0)
        .unwrap_or_default();
    let reach = if weapon.is_melee() {
        world
            .get::<CreatureSize>(attacker)
            .map_or(1, |s| s.0.reach())
    } else {
        1
    };
    let distance = crate::combat::board::shape(world).distance(from, to);
    if distance > reach {
        return Err(Rejection::WeaponOutOfRange {
            target: target_id.into(),
            weapon: weapon.name.clone(),
            distance,
            reach,
            board: crate::combat::board::shape(world),
        });
    }
    Ok((target, weapon))
}

/// What a coup de grace will do: it lands, as a critical, for the weapon's roll times its
/// multiplier, after reduction.
pub fn outlook(world: &World, strike: &Strike) -> Outlook {
    let weapon = strike.weapon;
    let striker = Combatant::of(world, strike.attacker);
    let (strength_term, source, resist) =
        damage_terms(&striker, &Combatant::of(world, strike.target), weapon, None);
    let damage = expected_damage(
        weapon.damage,
        strength_term + striker.condition_damage(),
        weapon.multiplier,
        &source,
        resist,
        1.0,
        1.0,
    );
    Outlook {
        hit_chance: 1.0,
        critical_chance: 1.0,
        expected_damage: damage,
        lines: Vec::new(),
        verb: "to hit",
    }
}

/// Checks and declares a coup de grace: it provokes now and falls at the start of the attacker's
/// next turn (see [`falls`]).
pub fn declare(
    res: &mut Resolver,
    attacker: Entity,
    target_id: &str,
) -> Result<Result<(), EngineError>, Rejection> {
    let (target, _) = check(res.world, attacker, target_id)?;
    let id = unit_id(res.world, attacker);
    res.emit(CombatEvent::Action {
        unit: id,
        action: phrase!("action-coup-de-grace", target = target_id),
        cost: crate::combat::reads::cost_of(res.world, ActionKind::CoupDeGrace),
    });
    Ok((|| {
        provoke_from_square(res, attacker)?;
        if !health_state(res.world, attacker).can_act() {
            return Ok(());
        }
        if at_once(res.world) {
            return falls_now(res, attacker, target_id);
        }
        res.emit(CombatEvent::CoupDeGraceBegins {
            attacker: res.id(attacker),
            target: res.id(target),
        });
        Ok(())
    })())
}

/// The coup de grace `attacker` declared on its last turn, as its next turn begins: it falls if the
/// target is still helpless, alive and in reach; else it is lost, saying why.
pub fn falls(res: &mut Resolver, attacker: Entity) -> Result<(), EngineError> {
    let Some(pending) = res.world.get::<CoupInProgress>(attacker).cloned() else {
        return Ok(());
    };
    falls_now(res, attacker, &pending.target)
}

/// Whether the level takes seed 001's coup de grace, which lands at once.
fn at_once(world: &World) -> bool {
    crate::combat::reads::plays(
        world,
        crate::level::schema::RuleOptions::coup_de_grace_at_once,
    )
}

/// The blow on `target_id`, if it is still helpless, alive and in reach; else it is lost, saying
/// why. Under seed 001's rule a victim that lives through it saves or dies.
fn falls_now(res: &mut Resolver, attacker: Entity, target_id: &str) -> Result<(), EngineError> {
    match reaches(res.world, attacker, target_id) {
        Ok((target, weapon)) => {
            res.emit(CombatEvent::CoupDeGrace {
                attacker: res.id(attacker),
                target: target_id.to_string(),
                weapon: weapon.name.clone(),
            });
            if weapon.reload.is_some() {
                res.emit(CombatEvent::Loaded {
                    unit: res.id(attacker),
                    weapon: weapon.id.clone(),
                    loaded: false,
                });
            }
            let dealt = roll_damage(res, attacker, target, &weapon, weapon.multiplier, None)?;
            if at_once(res.world) {
                save_or_die(res, target, dealt)?;
            }
        }
        Err(why) => res.emit(CombatEvent::CoupDeGraceLost {
            attacker: res.id(attacker),
            target: target_id.to_string(),
            why: why.phrase(),
        }),
    }
    Ok(())
}

/// Seed 001, "Golpe de gracia": a victim alive after the blow saves on Fortitude against 10 + the
/// damage it took or dies.
fn save_or_die(res: &mut Resolver, target: Entity, taken: i32) -> Result<(), EngineError> {
    if health_state(res.world, target) == HealthState::Dead {
        return Ok(());
    }
    let id = res.id(target);
    let dc = 10_i32.saturating_add(taken);
    let saved =
        super::spells::roll_save(res, target, crate::rules::saves::SaveKind::Fortitude, dc)?;
    if !saved {
        res.emit(CombatEvent::HealthState {
            unit: id,
            state: HealthState::Dead,
        });
    }
    Ok(())
}

/// A declared coup de grace lapses when its attacker cannot take the turn it falls on.
pub fn lapses(res: &mut Resolver, attacker: Entity, why: crate::i18n::Phrase) {
    if let Some(pending) = res.world.get::<CoupInProgress>(attacker).cloned() {
        res.emit(CombatEvent::CoupDeGraceLost {
            attacker: res.id(attacker),
            target: pending.target,
            why,
        });
    }
}
