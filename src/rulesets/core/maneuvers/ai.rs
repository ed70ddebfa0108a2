//! When the AI makes a combat maneuver (seed 001), by a rule a player could follow. Only where
//! the level plays them, with the standard action left, on a foe in reach that can still fight,
//! and never when careless (Easy). Each maneuver is worth its chance of success times what it
//! buys, less what the foe's attack of opportunity is likely to cost, and it is taken only when
//! that beats the other choices (the best blow among them):
//! - **disarm** a foe holding a weapon: it fights bare-handed until it spends a move, which
//!   provokes, to pick the weapon up; worth more the more the weapon deals and the more
//!   dangerous the foe (a caster's staff too, for casters count extra);
//! - **trip** a foe: −4 on its blows and +4 on the side's melee blows at it, and standing up costs
//!   it its move and provokes; worth more the more of the unit's friends stand beside it;
//! - **bull rush** a foe standing over a fallen friend of the unit (dying, stable, unconscious):
//!   pushed away, it cannot finish the friend off.
//! - **grapple** a foe with spells left: held, it casts only through a hard concentration check.
//!
//! In a grapple, at every difficulty and even in a stalemate: a held unit tries to break free
//! (worth its chance, and more when pinned); a holder maintains the hold to hurt its catch (worth
//! the blow's share of the catch's life, at the check's chance) or, holding a caster, to pin it.
//!
//! The cost of the attack of opportunity is the share of the unit's hit points its blow is
//! expected to take, counted once and a half: a unit that drops to it does nothing.
//!
//! It does not sunder: a blow at a steel weapon loses its hardness (10) from the damage, so most
//! of the data's weapons take three or four successful sunders to break and more to destroy,
//! while the same blows at the foe fell it sooner; and a broken weapon only costs it 2.
//!
//! It does not overrun: going through a foe pays only to reach someone behind it, and the AI's
//! movement plans its way round foes, not through them.
//!
//! It does not feint: a feint gives up this turn's blow for +5 % per point of the foe's Dex
//! bonus on the next one, which beats simply striking twice only when that bonus is worth more
//! than a whole blow's chance to hit (a Dex bonus of 6 or more against a blow that hits 30 % of
//! the time), and no creature of the data comes near it.

use super::numbers::numbers;
use crate::ai::{Choice, Context};
use crate::combat::Command;
use crate::combat::commands::{GrappleOption, ManeuverKind};
use crate::combat::components::*;
use crate::rules::economy::ActionKind;
use crate::rules::grid::Pos;
use crate::rules::health::HealthState;
use bevy::prelude::*;

/// What a trip buys, before the foe's danger and the friends who can use it.
const TRIP_WORTH: f64 = 0.35;
/// What a disarm buys, before the foe's danger and its weapon's share of its harm.
const DISARM_WORTH: f64 = 0.7;
/// What pushing a foe off a fallen friend buys.
const RESCUE_WORTH: f64 = 0.9;
/// What holding a caster buys, before its danger.
const GRAPPLE_WORTH: f64 = 0.8;
/// What breaking free is worth at a sure chance, and pinning a caster.
const FREEDOM_WORTH: f64 = 1.0;
const PIN_WORTH: f64 = 0.6;
/// What a pinned unit's escape adds, to come before any other choice.
const PINNED_FIRST: f64 = 100.0;

/// The maneuvers worth weighing for the AI's unit.
pub fn choices(ctx: &Context, out: &mut Vec<Choice>) {
    let world = ctx.world();
    if !super::played(world) {
        return;
    }
    in_a_grapple(ctx, out);
    // No fight is won by maneuvers alone: once nobody has been hurt for a while, blows only.
    if ctx.careless() || ctx.stalemate() || !ctx.affords(ActionKind::CombatManeuver) {
        return;
    }
    let me = ctx.me();
    for foe in foes_in_reach(world, me) {
        let risk = aoo_cost(world, me, foe);
        for kind in ManeuverKind::ALL {
            let gain = gain(world, me, foe, kind);
            if gain <= 0.0 {
                continue;
            }
            let target = crate::combat::reads::unit_id(world, foe);
            if super::check(world, me, &target, kind, false).is_err() {
                continue;
            }
            let chance = f64::from(numbers(world, me, foe, kind).chance()) / 100.0;
            out.push(Choice {
                worth: chance * gain - risk,
                command: Command::CombatManeuver {
                    unit: ctx.unit(),
                    target,
                    kind,
                    follow: false,
                    charge: false,
                },
                checked: true,
            });
        }
    }
}

/// Foes in the unit's melee reach that can still fight, in roster order.
fn foes_in_reach(world: &World, me: Entity) -> Vec<Entity> {
    let side = world.get::<Side>(me);
    crate::combat::reads::roster_entities(world)
        .into_iter()
        .filter(|&e| world.get::<Side>(e) != side)
        .filter(|&e| crate::combat::reads::health_state(world, e).can_act())
        .filter(|&e| super::in_reach(world, me, e))
        .collect()
}

/// What a success of `kind` on `foe` buys (0: nothing worth the try).
fn gain(world: &World, me: Entity, foe: Entity, kind: ManeuverKind) -> f64 {
    let danger = 1.0 + danger(world, foe) / 10.0;
    match kind {
        ManeuverKind::Trip => {
            TRIP_WORTH * danger * (1.0 + 0.3 * friends_beside(world, me, foe) as f64)
        }
        ManeuverKind::Disarm => {
            let weapon = held_weapon_damage(world, foe);
            DISARM_WORTH * danger * weapon / (weapon + 2.0)
        }
        ManeuverKind::BullRush if pushed_off_a_fallen_friend(world, me, foe) => RESCUE_WORTH,
        ManeuverKind::BullRush => 0.0,
        ManeuverKind::Grapple if casts(world, foe) => GRAPPLE_WORTH * danger,
        ManeuverKind::Grapple => 0.0,
        // See the module's doc: a sunder rarely pays before the foe falls.
        ManeuverKind::Sunder => 0.0,
        // See the module's doc: its movement does not plan a way through a foe.
        ManeuverKind::Overrun => 0.0,
    }
}

/// How much harm the foe does in a turn, as the AI reckons every foe's.
fn danger(world: &World, foe: Entity) -> f64 {
    crate::ai::danger_of(world.get::<Equipment>(foe), casts(world, foe))
}

/// Whether the foe has spells left to cast.
fn casts(world: &World, foe: Entity) -> bool {
    crate::ai::has_spells_left(world.get::<Spellcasting>(foe))
}

/// Breaking free, or making the most of a hold (see the module's doc).
fn in_a_grapple(ctx: &Context, out: &mut Vec<Choice>) {
    let (world, me) = (ctx.world(), ctx.me());
    if !ctx.affords(ActionKind::CombatManeuver) {
        return;
    }
    if let Some(holder) = super::grapple::holder_of(world, me) {
        let chance = f64::from(numbers(world, me, holder, ManeuverKind::Grapple).chance()) / 100.0;
        // Pinned, it can do nothing else: breaking free comes before anything.
        let pinned = crate::combat::reads::has_condition(world, me, Condition::Pinned);
        out.push(Choice {
            worth: chance * FREEDOM_WORTH + if pinned { PINNED_FIRST } else { 0.0 },
            command: Command::BreakFree { unit: ctx.unit() },
            checked: false,
        });
    }
    let Some(held) = super::grapple::held_by_unit(world, me) else {
        return;
    };
    let mut odds = numbers(world, me, held, ManeuverKind::Grapple);
    odds.bonus.add("holding on", super::grapple::HOLDING_ON);
    let chance = f64::from(odds.chance()) / 100.0;
    let target = crate::combat::reads::unit_id(world, held);
    let damage = super::grapple::hold_damage(world, me, held);
    let hurt = ctx.blow_worth(&target, damage * chance, chance);
    let pinned = crate::combat::reads::has_condition(world, held, Condition::Pinned);
    let pin = if casts(world, held) && !pinned {
        chance * PIN_WORTH * (1.0 + danger(world, held) / 10.0)
    } else {
        0.0
    };
    let (worth, option) = if pin > hurt {
        (pin, GrappleOption::Pin)
    } else {
        (hurt, GrappleOption::Damage)
    };
    out.push(Choice {
        worth,
        command: Command::MaintainGrapple {
            unit: ctx.unit(),
            option,
        },
        checked: false,
    });
}

/// The average damage of the weapon a disarm would take (0 with none to take).
fn held_weapon_damage(world: &World, foe: Entity) -> f64 {
    super::disarm::weapon_taken(world, foe).map_or(0.0, |w| w.damage.average())
}

/// The unit's friends (itself left out) beside the foe, standing.
fn friends_beside(world: &World, me: Entity, foe: Entity) -> usize {
    let side = world.get::<Side>(me);
    let shape = crate::combat::board::shape(world);
    let Some(at) = world.get::<Position>(foe).map(|p| p.0) else {
        return 0;
    };
    crate::combat::reads::roster_entities(world)
        .into_iter()
        .filter(|&e| e != me && world.get::<Side>(e) == side)
        .filter(|&e| crate::combat::reads::health_state(world, e).can_act())
        .filter(|&e| {
            world
                .get::<Position>(e)
                .is_some_and(|p| shape.adjacent(p.0, at))
        })
        .count()
}

/// Whether the foe stands beside a fallen friend of the unit (dying, stable, unconscious) and
/// the least push would take it away from every one of them.
fn pushed_off_a_fallen_friend(world: &World, me: Entity, foe: Entity) -> bool {
    let place = |e: Entity| world.get::<Position>(e).map(|p| p.0);
    let (Some(from), Some(at)) = (place(me), place(foe)) else {
        return false;
    };
    let snap = crate::combat::board::BoardSnapshot::for_unit(world, foe);
    let Some(&to) = super::bull_rush::push_path(&snap, from, at, 1).first() else {
        return false;
    };
    let side = world.get::<Side>(me);
    let fallen: Vec<Pos> = crate::combat::reads::roster_entities(world)
        .into_iter()
        .filter(|&e| e != me && world.get::<Side>(e) == side)
        .filter(|&e| {
            matches!(
                crate::combat::reads::health_state(world, e),
                HealthState::Dying | HealthState::Stable | HealthState::Unconscious
            )
        })
        .filter_map(place)
        .collect();
    let beside = |p: Pos| fallen.iter().any(|&f| snap.shape.adjacent(f, p));
    beside(at) && !beside(to)
}

/// What the foe's attack of opportunity is likely to cost the unit: its blow's expected share of
/// the unit's hit points, once and a half.
fn aoo_cost(world: &World, me: Entity, foe: Entity) -> f64 {
    if !super::provokes(world, me, foe) {
        return 0.0;
    }
    let Some(weapon) = world
        .get::<Equipment>(foe)
        .and_then(|eq| eq.melee_weapon().cloned())
    else {
        return 0.0;
    };
    let expected = crate::combat::attack::forecast(world, foe, me, &weapon).expected_damage;
    let hp = world.get::<Health>(me).map_or(1, |h| h.hp.max(1));
    1.5 * expected / f64::from(hp)
}
