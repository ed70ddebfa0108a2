//! Seed 003's own choices for the AI (see [`crate::ai`]), for a unit with its whole turn and a
//! foe in melee reach: a swift attack when it has two Attacks or more (as many blows as a normal
//! attack's worth each); otherwise an all-out attack when it has no parry or dodge to give up or
//! no foe beside it can strike back, and a cautious one when two foes or more are beside it
//! (each weighed by its own forecast, the cautious one with what its better defence saves).

use super::{WfrpStats, profile};
use crate::ai::{Choice, Context};
use crate::combat::Command;
use crate::combat::commands::AttackManner;
use crate::combat::components::Equipment;
use crate::combat::reads::{entity_of, health_state};
use crate::rules::economy::ActionCost;
use crate::rulesets::{Strike, StrikeMode};

pub fn choices(ctx: &Context, out: &mut Vec<Choice>) {
    if ctx.budget().check(ActionCost::FullRound).is_err() {
        return;
    }
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
        let o = ruleset.outlook(world, &Strike::new(me, target, weapon, mode));
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
    if !can_defend(ctx) || (beside <= 1 && !health_state(world, target).can_act()) {
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

/// Whether the unit has a parry or a dodge to make (and so something an all-out attack gives up).
fn can_defend(ctx: &Context) -> bool {
    let world = ctx.world();
    let Some(sheet) = world.get::<WfrpStats>(ctx.me()) else {
        return false;
    };
    super::strike::parries(world, ctx.me(), sheet) || sheet.0.dodge
}
