//! Mounting, dismounting and fighting from the saddle (seed 000, "Montar y desmontar": a move
//! action that provokes; seed 001, "Combatir desde una montura", for what riding changes).
//!
//! Rules as implemented:
//! - **Mount**: a move action; the attacks of opportunity it provokes come first, so a unit they
//!   drop never gets up. The mount is an adjacent creature of the rider's side marked
//!   `mount: true`, larger than the rider, able to act, with its saddle free; a prone unit must
//!   stand up first. "Larger" is this game's reading of seed 001's horses and ponies (a pony for
//!   the small folk). The rider then shares the mount's square (seed 001: the rider is taken to
//!   occupy its mount's space); dropping prone there is refused (dismount first).
//! - **Dismount**: a move action that provokes first, to a free adjacent square.
//! - **In the saddle** the rider moves (move, withdraw, one-square step, charge) at the mount's
//!   speed and the mount goes along. The mount acts on its rider's initiative and its move action
//!   carries the rider (seed 001), so its own turns pass. Reading: it does not attack on its own
//!   while ridden and makes no attacks of opportunity; what lasts "until its next turn" on it ends
//!   at its rider's turn. Attacks of opportunity that a mounted move provokes go at the rider (the
//!   seed lets the attacker choose; the rider is the usual choice at a table). A ridden mount does
//!   not keep its side in the fight, nor count for triggers and objectives: its rider does.
//! - **Higher ground**: +1 to the rider's melee attacks against a creature on foot smaller than its
//!   mount (see [`higher_ground`]).
//! - **Charging** from the saddle gives the mount the charger's −2 Defense too; a weapon marked
//!   `mounted_charge_double` (the lance) deals double damage on that charge.
//! - **The mount falls** (it can no longer act): the rider comes down on a free adjacent square
//!   and makes a Ride check against DC 15; on a failure the fall costs it 1d6 hit points.
//! - **The rider is knocked out**: d100 ≤ 50 keeps it in the saddle (≤ 75 when the mount carries
//!   a military saddle, an item); otherwise it falls (1d6) and the mount, with no rider to guide
//!   it, leaves the fight.
//!
//! - **A mount not trained for war** (`war_trained: false` on its creature): as its rider's turn
//!   begins, the rider controls it with a Ride check against DC 20, a move action; on a success
//!   a standard action may follow, on a failure the check takes the whole turn (see
//!   [`control_untrained_mount`]). The seed also calls such a mount frightened: a ridden mount
//!   acts only through its rider here, so the check is all the fright does while it is ridden
//!   (reading); a mount unridden fights as any creature.
//!
//! Shooting and casting while the mount moves (`RideAndAct`) are the ruleset's that plays them.
//! Left out: guiding with the knees (every rider fights with
//! both hands).

use super::attack::provoke_then;
use super::board::BoardSnapshot;
use super::components::*;
use super::events::CombatEvent;
use super::reads::{entity_of, health_state, unit_id};
use super::rejection::Rejection;
use super::resolver::{EngineError, Resolver};
use crate::i18n::Phrase;
use crate::phrase;
use crate::rules::dice::DiceExpr;
use crate::rules::economy::ActionKind;
use crate::rules::grid::Pos;
use bevy::prelude::*;

/// The Ride DC to land well when the mount falls (seed 001).
pub const SOFT_FALL_DC: i32 = 15;
/// The Ride DC to control a mount not trained for war, each turn (seed 001).
pub const CONTROL_DC: i32 = 20;
/// The chance in percent that a rider knocked out stays in the saddle (seed 001), and in a
/// military saddle.
pub const STAY_IN_SADDLE_CHANCE: u32 = 50;
pub const STAY_IN_MILITARY_SADDLE_CHANCE: u32 = 75;
/// What a fall from the saddle costs when it goes badly.
pub const FALL_DAMAGE: DiceExpr = DiceExpr::new(1, 6, 0);

fn position(world: &World, e: Entity) -> Pos {
    world.get::<Position>(e).map(|p| p.0).unwrap_or_default()
}

/// The mount a unit rides, if it is in a saddle.
pub fn mount_of(world: &World, rider: Entity) -> Option<Entity> {
    world.get::<Riding>(rider).map(|r| r.0)
}

/// The rider a mount carries, if any.
pub fn rider_of(world: &World, mount: Entity) -> Option<Entity> {
    world.get::<Carrying>(mount).map(|c| c.0)
}

/// Checks that `rider` may get into `mount`'s saddle now.
pub fn check_mount(world: &World, rider: Entity, mount_id: &str) -> Result<Entity, Rejection> {
    // Only a refusal names the unit: no copy of its id on the way to a yes.
    let id = || unit_id(world, rider);
    let refuse = |why: Phrase| Rejection::CannotMount {
        unit: id(),
        mount: mount_id.to_string(),
        why,
    };
    super::reads::afford(world, ActionKind::Mount)?;
    let mount =
        entity_of(world, mount_id).ok_or_else(|| Rejection::UnknownUnit(mount_id.into()))?;
    if !crate::rulesets::of(world).mounting_allowed(world) {
        return Err(refuse(phrase!("why-no-mounted-combat-here")));
    }
    if mount == rider {
        return Err(refuse(phrase!("why-a-creature-cannot-ride-itself")));
    }
    if let Some(already) = mount_of(world, rider) {
        return Err(refuse(phrase!(
            "why-already-riding",
            mount = unit_id(world, already)
        )));
    }
    if rider_of(world, rider).is_some() {
        return Err(refuse(phrase!("why-it-has-a-rider-of-its")));
    }
    if super::reads::is_prone(world, rider) {
        return Err(refuse(phrase!("why-it-is-prone-stand-up-first")));
    }
    if world.get::<Rideable>(mount).is_none() {
        return Err(refuse(phrase!("why-that-creature-is-not-a-mount")));
    }
    if world.get::<Side>(mount) != world.get::<Side>(rider) {
        return Err(refuse(phrase!("why-that-mount-is-not-of-its")));
    }
    if mount_of(world, mount).is_some() {
        return Err(refuse(phrase!("why-that-mount-carries-nobody-while-it")));
    }
    if let Some(other) = rider_of(world, mount) {
        return Err(refuse(phrase!(
            "why-in-the-saddle",
            unit = unit_id(world, other)
        )));
    }
    if !health_state(world, mount).can_act() || super::reads::spell_held(world, mount).is_some() {
        return Err(refuse(phrase!("why-the-mount-cannot-act")));
    }
    let size = |e: Entity| {
        world
            .get::<CreatureSize>(e)
            .map(|s| s.0)
            .unwrap_or_default()
    };
    if size(mount) <= size(rider) {
        return Err(refuse(phrase!(
            "why-mount-too-small",
            mount = crate::i18n::as_term(size(mount).to_string().to_lowercase()),
            rider = crate::i18n::as_term(size(rider).to_string().to_lowercase())
        )));
    }
    if !super::board::shape(world).adjacent(position(world, rider), position(world, mount)) {
        return Err(refuse(phrase!("why-it-is-not-next-to-the")));
    }
    Ok(mount)
}

/// Move action: into the saddle, after the attacks of opportunity it provokes.
pub fn mount(
    res: &mut Resolver,
    rider: Entity,
    mount_id: &str,
) -> Result<Result<(), EngineError>, Rejection> {
    let mount = check_mount(res.world, rider, mount_id)?;
    res.emit(CombatEvent::Action {
        unit: res.id(rider),
        action: phrase!("action-mount", mount = mount_id),
        cost: super::reads::cost_of(res.world, ActionKind::Mount),
    });
    let mounted = CombatEvent::Mounted {
        unit: res.id(rider),
        mount: res.id(mount),
        from: position(res.world, rider),
        at: position(res.world, mount),
    };
    Ok(provoke_then(res, rider, mounted))
}

/// The free squares next to `at` a creature could get down to, in a fixed order (orthogonal
/// squares first, clockwise from north, then the diagonals; on hexes, from east round
/// counter-clockwise).
pub fn free_squares_around(snap: &BoardSnapshot, at: Pos) -> Vec<Pos> {
    let mut out: Vec<Pos> = snap
        .shape
        .neighbours(at)
        .filter(|&p| super::movement::check_step(snap, at, p).is_ok() && snap.occupant(p).is_none())
        .collect();
    // Hexes keep their neighbours' order: east, then counter-clockwise.
    if snap.shape == crate::rules::board_shape::BoardShape::Square {
        out.sort_by_key(|p| (p.x != at.x && p.y != at.y, clockwise(at, *p)));
    }
    out
}

fn clockwise(from: Pos, p: Pos) -> u8 {
    match (p.x - from.x, p.y - from.y) {
        (0, -1) => 0,
        (1, -1) => 1,
        (1, 0) => 2,
        (1, 1) => 3,
        (0, 1) => 4,
        (-1, 1) => 5,
        (-1, 0) => 6,
        _ => 7,
    }
}

/// Checks a dismount and picks the square: `to`, or the first free one.
pub fn check_dismount(world: &World, rider: Entity, to: Option<Pos>) -> Result<Pos, Rejection> {
    let refuse = |why: Phrase| Rejection::CannotDismount {
        unit: unit_id(world, rider),
        why,
    };
    super::reads::afford(world, ActionKind::Dismount)?;
    if mount_of(world, rider).is_none() {
        return Err(refuse(phrase!("why-it-is-not-riding")));
    }
    let at = position(world, rider);
    let snap = BoardSnapshot::for_unit(world, rider);
    let free = free_squares_around(&snap, at);
    match to {
        Some(to) if free.contains(&to) => Ok(to),
        Some(to) if !snap.shape.adjacent(to, at) => Err(refuse(phrase!(
            "why-not-next-to-mount",
            to = to.to_string()
        ))),
        Some(to) => Err(refuse(phrase!(
            "why-not-free-to-stand",
            to = to.to_string()
        ))),
        None => free
            .first()
            .copied()
            .ok_or_else(|| refuse(phrase!("why-no-free-square-next-to-its"))),
    }
}

/// Move action: down from the saddle, after the attacks of opportunity it provokes.
pub fn dismount(
    res: &mut Resolver,
    rider: Entity,
    to: Option<Pos>,
) -> Result<Result<(), EngineError>, Rejection> {
    let to = check_dismount(res.world, rider, to)?;
    let Some(mount) = mount_of(res.world, rider) else {
        return Err(Rejection::CannotDismount {
            unit: res.id(rider),
            why: phrase!("why-it-is-not-riding"),
        });
    };
    res.emit(CombatEvent::Action {
        unit: res.id(rider),
        action: phrase!("action-dismount"),
        cost: super::reads::cost_of(res.world, ActionKind::Dismount),
    });
    let down = CombatEvent::Dismounted {
        unit: res.id(rider),
        mount: res.id(mount),
        to,
        fell: false,
    };
    Ok(provoke_then(res, rider, down))
}

/// After a command: riders whose mount went down come off it, and riders knocked out may.
pub fn check_falls(res: &mut Resolver, first_event: usize) -> Result<(), EngineError> {
    let mut downed: Vec<String> = Vec::new();
    for e in &res.events[first_event..] {
        if let CombatEvent::HealthState { unit, state } = e
            && !state.can_act()
            && !downed.contains(unit)
        {
            downed.push(unit.clone());
        }
    }
    for id in downed {
        let Some(e) = entity_of(res.world, &id) else {
            continue;
        };
        if health_state(res.world, e).can_act() {
            continue;
        }
        if let Some(rider) = rider_of(res.world, e) {
            mount_falls(res, e, rider)?;
        } else if let Some(mount) = mount_of(res.world, e) {
            rider_knocked_out(res, e, mount)?;
        }
    }
    Ok(())
}

/// The rider falls off its mount: it lands on a free square next to it; with none, on the
/// nearest free square (never on the fallen mount's: a mount healed later would share it with
/// its rider); on the mount's own only when the board has no free square at all.
fn thrown_off(res: &mut Resolver, rider: Entity, mount: Entity) {
    let snap = BoardSnapshot::for_unit(res.world, rider);
    let at = position(res.world, rider);
    let to = free_squares_around(&snap, at)
        .first()
        .copied()
        .or_else(|| {
            snap.shape
                .by_distance_from(at, snap.width, snap.height)
                .into_iter()
                .find(|&p| !snap.is_wall(p) && snap.occupant(p).is_none() && p != at)
        })
        .unwrap_or(at);
    res.emit(CombatEvent::Dismounted {
        unit: res.id(rider),
        mount: res.id(mount),
        to,
        fell: true,
    });
}

fn fall_damage(res: &mut Resolver, rider: Entity) -> Result<(), EngineError> {
    let (faces, total) = res.roll(FALL_DAMAGE)?;
    let event = CombatEvent::Damage {
        target: res.id(rider),
        amount: total,
        hp: 0,
        source: "a fall from the saddle".into(),
        dice: Some(FALL_DAMAGE.to_string()),
        faces,
        modifiers: Default::default(),
        multiplier: 1,
        reduced: 0,
        doubled: false,
        doubled_after_armour: false,
        incorporeal: None,
        wounds: false,
    };
    super::attack::deal_damage(res, rider, total, event);
    Ok(())
}

/// A Ride check of `rider`'s for `why`: d20 + its Ride bonus and its conditions' check terms
/// against `dc`, reported. Whether it succeeded.
fn ride_check(
    res: &mut Resolver,
    rider: Entity,
    why: Phrase,
    dc: i32,
) -> Result<bool, EngineError> {
    let bonus = res.world.get::<RideBonus>(rider).map_or(0, |r| r.0)
        + super::reads::checks_term(res.world, rider);
    let roll = res.d20()?;
    let total = roll as i32 + bonus;
    let success = total >= dc;
    res.emit(CombatEvent::RideCheck {
        unit: res.id(rider),
        why,
        roll,
        bonus,
        total,
        dc,
        success,
    });
    Ok(success)
}

/// Seed 001, "Monturas de combate": as the turn of a rider on a mount not trained for war begins,
/// it controls the mount with a Ride check against [`CONTROL_DC`], a move action; a failure
/// makes the check a full-round action, and the turn is spent. Whether the turn goes on.
pub fn control_untrained_mount(res: &mut Resolver, rider: Entity) -> Result<bool, EngineError> {
    let untrained =
        mount_of(res.world, rider).is_some_and(|m| res.world.get::<UntrainedMount>(m).is_some());
    if !untrained {
        return Ok(true);
    }
    let success = ride_check(res, rider, phrase!("why-control-mount"), CONTROL_DC)?;
    let cost = match success {
        true => crate::rules::economy::ActionCost::Move,
        false => crate::rules::economy::ActionCost::FullRound,
    };
    res.emit(CombatEvent::Action {
        unit: res.id(rider),
        action: phrase!("action-control-mount"),
        cost,
    });
    Ok(success)
}

/// The mount went down: the rider comes off and lands well on a Ride check, else takes 1d6.
fn mount_falls(res: &mut Resolver, mount: Entity, rider: Entity) -> Result<(), EngineError> {
    thrown_off(res, rider, mount);
    if !health_state(res.world, rider).can_act() {
        return fall_damage(res, rider);
    }
    if ride_check(res, rider, phrase!("why-land-well"), SOFT_FALL_DC)? {
        Ok(())
    } else {
        fall_damage(res, rider)
    }
}

/// The rider went down: it may stay in the saddle; if it falls, its mount bolts.
fn rider_knocked_out(res: &mut Resolver, rider: Entity, mount: Entity) -> Result<(), EngineError> {
    let military = res
        .world
        .get::<Equipment>(mount)
        .is_some_and(|eq| eq.items.iter().any(|i| i.military_saddle));
    let chance = if military {
        STAY_IN_MILITARY_SADDLE_CHANCE
    } else {
        STAY_IN_SADDLE_CHANCE
    };
    let (_, roll) = res.roll(DiceExpr::new(1, 100, 0))?;
    let stays = roll as u32 <= chance;
    res.emit(CombatEvent::SaddleRoll {
        unit: res.id(rider),
        roll: roll as u32,
        chance,
        stays,
    });
    if stays {
        return Ok(());
    }
    thrown_off(res, rider, mount);
    fall_damage(res, rider)?;
    if !health_state(res.world, mount).can_act() {
        return Ok(());
    }
    res.emit(CombatEvent::LeavesFight {
        unit: res.id(mount),
        why: phrase!("why-no-rider-to-guide", rider = res.id(rider)),
    });
    Ok(())
}

/// Applies mounting and dismounting.
pub(super) fn apply_event(world: &mut World, event: &CombatEvent) -> bool {
    use CombatEvent as E;
    match event {
        E::Mounted {
            unit, mount, at, ..
        } => {
            if let (Some(rider), Some(mount)) = (entity_of(world, unit), entity_of(world, mount)) {
                world
                    .entity_mut(rider)
                    .insert((Riding(mount), Position(*at)));
                world.entity_mut(mount).insert(Carrying(rider));
            }
        }
        E::Dismounted {
            unit, mount, to, ..
        } => {
            if let Some(rider) = entity_of(world, unit) {
                world
                    .entity_mut(rider)
                    .remove::<Riding>()
                    .insert(Position(*to));
            }
            if let Some(mount) = entity_of(world, mount) {
                world.entity_mut(mount).remove::<Carrying>();
            }
        }
        _ => {}
    }
    true
}
