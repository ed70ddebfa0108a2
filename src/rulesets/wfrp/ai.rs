//! Seed 003's own choices for the AI (see [`crate::ai`]):
//!
//! - no withdrawing when hurt (see [`choices`]);
//! - in a grapple, breaking free, or hurting the foe it holds;
//! - the shared spell choices, less those seed 003 refuses (a second spell in a round);
//! - getting up when a critical left the unit on the ground (the shared AI takes up a weapon a
//!   critical knocked out of its hand);
//! - in a stalemate, a blow at a senseless foe beside it (bodies can wall a unit in);
//! - loading a shot bow or crossbow again, before walking anywhere when no foe is beside it;
//! - a defensive stance (the shared AI's, when badly hurt) only while a friend still fights;
//! - with a whole turn and a foe in reach, an aim first (its +10 % to the normal blow after);
//! - the guard stance for a unit with foes beside it and nothing in its off hand to parry with;
//! - for a unit with its whole turn and a foe in melee reach: a swift attack when it has two
//!   Attacks or more (as many blows as a normal attack's worth each); otherwise an all-out
//!   attack when it has no parry or dodge to give up, no foe beside it can strike back, or
//!   nobody has been hurt for long (a stalemate); a cautious one when two foes or more are
//!   beside it (each weighed by its own forecast, the cautious one with what its better defence
//!   saves).

use super::{WfrpStats, profile};
use crate::ai::{Choice, Context};
use crate::combat::Command;
use crate::combat::commands::AttackManner;
use crate::combat::components::Equipment;
use crate::combat::reads::{entity_of, health_state};
use crate::level::schema::Weapon;
use crate::rules::economy::ActionCost;
use crate::rulesets::{Strike, StrikeMode};
use bevy::ecs::entity::Entity;
use bevy::ecs::world::World;

pub fn choices(ctx: &Context, out: &mut Vec<Choice>) {
    // Wounds stay at 0 for the rest of a fight and every blow past them is a critical wherever
    // the unit stands: backing off at 0 costs the whole turn and saves nothing, and units that
    // keep withdrawing make fights that never end. It fights on.
    out.retain(|c| !matches!(c.command, Command::Withdraw { .. }));
    // A defensive stance buys time for friends; the last of a side still fighting has none to
    // buy it for, and a stance never wins a fight: it strikes back instead.
    if ctx.friends_fighting() == 0 {
        out.retain(|c| !matches!(c.command, Command::TotalDefense { .. }));
    }
    // The shared spell choices know nothing of one spell a round or of casting defensively.
    out.retain(|c| {
        !matches!(c.command, Command::Cast { .. })
            || super::magic::check(ctx.world(), ctx.me(), &c.command).is_some_and(|v| v.is_ok())
    });
    if in_a_hold(ctx, out) {
        return;
    }
    stand_up(ctx, out);
    clear_the_way(ctx, out);
    reload(ctx, out);
    guard(ctx, out);
    if ctx.budget().check(ActionCost::FullRound).is_err() {
        return;
    }
    aim(ctx, out);
    let Some((target_id, false)) = ctx.attack_target() else {
        return;
    };
    let world = ctx.world();
    let (me, Some(target)) = (ctx.me(), entity_of(world, target_id)) else {
        return;
    };
    let Some(weapon) = world.get::<Equipment>(me).and_then(|e| e.melee_weapon()) else {
        return;
    };
    let ruleset = crate::rulesets::of(world);
    let worth = |mode| {
        let o = ruleset.odds(world, &Strike::new(me, target, weapon, mode));
        ctx.blow_worth(target_id, o.expected_damage, o.hit_chance)
    };
    let attack = |manner| Command::Attack {
        unit: ctx.unit(),
        target: target_id.to_string(),
        weapon: None,
        manner: Some(manner),
    };
    let blows = profile(world, me).a;
    if blows >= 2 {
        let each = worth(StrikeMode::Manner(AttackManner::Swift));
        out.push(Choice {
            worth: each * f64::from(blows),
            command: attack(AttackManner::Swift),
            checked: false,
        });
        return;
    }
    let beside = ctx.foes_beside();
    // In a stalemate (two foes that cannot hurt each other) the +20 % is worth the parry.
    let nothing_to_lose = !can_defend(ctx) || ctx.stalemate();
    if nothing_to_lose || (beside <= 1 && !health_state(world, target).can_act()) {
        out.push(Choice {
            worth: worth(StrikeMode::Manner(AttackManner::AllOut)),
            command: attack(AttackManner::AllOut),
            checked: false,
        });
    } else if beside >= 2 && !ctx.careless() {
        out.push(Choice {
            worth: worth(StrikeMode::Manner(AttackManner::Cautious)) + 0.1 * beside as f64,
            command: attack(AttackManner::Cautious),
            checked: false,
        });
    }
}

/// Aiming with the first half of a whole turn at the foe it would strike now, so that the
/// second half's normal blow takes the aim's +10 % ("Apuntar"): worth that aimed blow, a hair
/// less so that a blow worth as much comes first. Not for a unit with two Attacks or more,
/// whose swift attack is worth more.
fn aim(ctx: &Context, out: &mut Vec<Choice>) {
    use crate::combat::components::Condition;
    let (world, me) = (ctx.world(), ctx.me());
    let Some((target_id, ranged)) = ctx.attack_target() else {
        return;
    };
    let aiming = crate::combat::reads::has_condition(world, me, Condition::Aiming);
    if aiming || (!ranged && profile(world, me).a >= 2) {
        return;
    }
    let (Some(target), Some(weapon)) = (entity_of(world, target_id), weapon_for(world, me, ranged))
    else {
        return;
    };
    let strike = Strike::new(me, target, weapon, StrikeMode::Normal);
    let o = super::strike::aimed_odds(world, &strike);
    out.push(Choice {
        worth: ctx.blow_worth(target_id, o.expected_damage, o.hit_chance) - 0.001,
        command: Command::Aim {
            unit: ctx.unit(),
            target: target_id.to_string(),
        },
        checked: false,
    });
}

/// The weapon in hand it would strike with: a loaded missile weapon to shoot, else its melee
/// weapon.
fn weapon_for(world: &World, me: Entity, ranged: bool) -> Option<&Weapon> {
    let eq = world.get::<Equipment>(me)?;
    if ranged {
        eq.usable()
            .find(|w| w.range.is_some() && !eq.unloaded.contains(&w.id))
    } else {
        eq.melee_weapon()
    }
}

/// What breaking free, or hurting the foe held, is worth: ahead of all else, since nothing else
/// is open to a unit in a hold.
const HOLD_WORTH: f64 = 5.0;

/// In a hold, the unit's only choices: to break free, or to hurt the one it holds. Whether it
/// is in one.
fn in_a_hold(ctx: &Context, out: &mut Vec<Choice>) -> bool {
    use crate::combat::components::Condition;
    let has = |c| crate::combat::reads::has_condition(ctx.world(), ctx.me(), c);
    let command = if has(Condition::Grappled) {
        Command::BreakFree { unit: ctx.unit() }
    } else if has(Condition::Grappling) {
        Command::Crush { unit: ctx.unit() }
    } else {
        return false;
    };
    out.push(Choice {
        worth: HOLD_WORTH,
        command,
        checked: false,
    });
    true
}

/// Whether the unit has a parry or a dodge to make (and so something an all-out attack gives up).
fn can_defend(ctx: &Context) -> bool {
    let world = ctx.world();
    let Some(sheet) = world.get::<WfrpStats>(ctx.me()) else {
        return false;
    };
    super::strike::parries(world, ctx.me(), sheet) || sheet.0.dodge
}

/// What getting up is worth: before anything else, since a unit on the ground cannot walk,
/// cannot dodge and is easier to hit.
const STAND_WORTH: f64 = 5.0;

/// Standing up, when a critical left the unit on the ground.
fn stand_up(ctx: &Context, out: &mut Vec<Choice>) {
    use crate::rules::economy::ActionKind;
    if crate::combat::reads::is_prone(ctx.world(), ctx.me()) && ctx.affords(ActionKind::StandUp) {
        out.push(Choice {
            worth: STAND_WORTH,
            command: Command::StandUp { unit: ctx.unit() },
            checked: false,
        });
    }
}

/// What a blow at a foe lying senseless beside the unit is worth in a stalemate: a little, so
/// that a unit boxed in by bodies cuts its way out.
const CLEAR_WORTH: f64 = 0.3;

/// In a stalemate, a blow at a foe lying senseless beside the unit. The shared AI spares the
/// helpless; but at 0 Wounds a WFRP body lies there for the rest of the fight, and bodies can
/// wall a unit in.
fn clear_the_way(ctx: &Context, out: &mut Vec<Choice>) {
    use crate::combat::components::{Position, Side, UnitId};
    use crate::rules::economy::ActionKind;
    let (world, me) = (ctx.world(), ctx.me());
    if !ctx.stalemate() || !ctx.affords(ActionKind::Attack) {
        return;
    }
    let (Some(at), Some(side)) = (world.get::<Position>(me), world.get::<Side>(me)) else {
        return;
    };
    let shape = crate::combat::board::shape(world);
    let senseless = crate::combat::reads::roster(world).find(|u| {
        u.get::<Side>().is_some_and(|s| s.0 != side.0)
            && u.get::<crate::combat::components::Health>()
                .is_some_and(|h| h.state == crate::rules::health::HealthState::Unconscious)
            && u.get::<Position>()
                .is_some_and(|p| shape.distance(p.0, at.0) == 1)
    });
    if let Some(id) = senseless.and_then(|u| u.get::<UnitId>()) {
        out.push(Choice {
            worth: CLEAR_WORTH,
            command: Command::Attack {
                unit: ctx.unit(),
                target: id.0.clone(),
                weapon: None,
                manner: None,
            },
            checked: false,
        });
    }
}

/// What loading a shot weapon in hand is worth (an unloaded bow shoots nothing): more than
/// walking about, less than any blow.
const RELOAD_WORTH: f64 = 0.2;
/// With no foe beside it: more than closing in (0.3), so the next shot is ready.
const RELOAD_WORTH_CLEAR: f64 = 0.35;

/// Loading the weapon it shot with, when it holds one unloaded (the engine checks the time).
fn reload(ctx: &Context, out: &mut Vec<Choice>) {
    let unloaded = ctx.world().get::<Equipment>(ctx.me()).is_some_and(|eq| {
        eq.weapons
            .iter()
            .any(|w| eq.in_hand(w) && eq.unloaded.contains(&w.id))
    });
    if unloaded {
        // A shooter with no foe beside it loads before it walks anywhere (closing in is worth
        // 0.3): an archer that walks up to melee with an empty bow has to walk away to shoot.
        let worth = if ctx.foes_beside() == 0 {
            RELOAD_WORTH_CLEAR
        } else {
            RELOAD_WORTH
        };
        out.push(Choice {
            worth,
            command: Command::Reload {
                unit: ctx.unit(),
                weapon: None,
            },
            checked: false,
        });
    }
}

/// What the guard stance is worth for each foe beside the unit: less than a blow, more than
/// standing idle.
const GUARD_WORTH: f64 = 0.1;

/// The guard stance, with the half action an attack leaves, for a unit beside foes with a blade
/// in hand, nothing in its off hand to parry with, and no guard up yet.
fn guard(ctx: &Context, out: &mut Vec<Choice>) {
    if ctx.affords(crate::rules::economy::ActionKind::Attack) {
        return;
    }
    let world = ctx.world();
    let beside = ctx.foes_beside();
    let armed = world
        .get::<Equipment>(ctx.me())
        .is_some_and(|e| e.melee_weapon().is_some());
    let guarding = crate::combat::reads::has_condition(
        world,
        ctx.me(),
        crate::combat::components::Condition::Guarding,
    );
    let parries = world
        .get::<WfrpStats>(ctx.me())
        .is_some_and(|s| super::strike::parries(world, ctx.me(), s));
    if beside == 0 || !armed || guarding || parries {
        return;
    }
    out.push(Choice {
        worth: GUARD_WORTH * beside as f64,
        command: Command::Guard { unit: ctx.unit() },
        checked: false,
    });
}
