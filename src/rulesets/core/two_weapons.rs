//! Two weapons (seed 000, "Dos armas"), a command only Core offers: one standard action, one
//! attack roll with each of the first two melee weapons in hand that are not two-handed. Light +
//! light or light + one-handed attack normally; two one-handed weapons take −4 on each roll. Each
//! adds half the Strength bonus to its damage (a penalty stays whole).
//!
//! With `rules: (two_weapon_penalties: true)` (seed 001, "Combate con dos armas") the first
//! weapon is the main hand's and the second the off hand's: −6 and −10, or −4 and −8 when the
//! off-hand weapon is light. Still one action, and half Strength on each (seed 001's passage says
//! nothing of either). A creature with the Two-Weapon Fighting feat (`feats:
//! [TwoWeaponFighting]`) takes 2 less on the main hand and 6 less on the off hand (−4 and −4, or
//! −2 and −2 with a light off-hand weapon); seed 000 has no feats, so without the switch the feat
//! changes nothing.
//!
//! Seed 001's "Armas dobles" and "Lanzar armas", read as they fit seed 000's rule too: a double
//! weapon (`double: true` in the data) strikes once with each end, the second as a light
//! off-hand weapon, the first as a one-handed one; and a unit with a thrown weapon in each hand
//! (and no pair of melee weapons) throws both, each weapon's grip counting as it is written.

use crate::combat::attack::{AttackPlan, check_attack_command, resolve_strike};
use crate::combat::components::*;
use crate::combat::events::CombatEvent;
use crate::combat::reads::{health_state, unit_id};
use crate::combat::rejection::Rejection;
use crate::combat::resolver::{EngineError, Resolver};
use crate::level::schema::Weapon;
use crate::phrase;
use crate::rules::damage::StrengthUse;
use crate::rules::economy::ActionKind;
use crate::rules::health::HealthState;
use crate::rules::modifiers::Modifiers;
use crate::rulesets::{Strike, StrikeMode};
use bevy::prelude::*;

/// The first blow's plan and the two weapons `attacker` would strike `target_id` with: the first
/// two melee weapons in hand that are not two-handed, each allowed to attack.
pub fn check(
    world: &World,
    attacker: Entity,
    target_id: &str,
) -> Result<(AttackPlan<'static>, Vec<Weapon>), Rejection> {
    let pair = world
        .get::<Equipment>(attacker)
        .map(pair_in_hand)
        .unwrap_or_default();
    if pair.len() < 2 {
        return Err(Rejection::NeedsTwoWeapons(unit_id(world, attacker)));
    }
    let first = check_attack_command(world, attacker, target_id, Some(&pair[0].id))?.into_owned();
    check_attack_command(world, attacker, target_id, Some(&pair[1].id))?;
    Ok((first, pair))
}

/// Whether `weapon` may be one of a pair: held (not natural) and not two-handed.
fn held_in_one_hand(weapon: &Weapon) -> bool {
    !weapon.natural && weapon.grip != crate::level::schema::Grip::TwoHanded
}

/// The two weapons a two-weapon attack strikes with: two melee weapons in hand that are not
/// two-handed; else a double weapon's two ends; else two thrown weapons in hand. Natural weapons
/// (a bite, claws) are not held in a hand, so they make no pair: seed 000's rule is for two
/// weapons the creature has equipped.
fn pair_in_hand(equipment: &Equipment) -> Vec<Weapon> {
    use crate::level::schema::{Grip, WeaponKind};
    let two_of = |kind: WeaponKind| -> Vec<Weapon> {
        equipment
            .usable()
            .filter(|w| w.kind == kind && held_in_one_hand(w))
            .take(2)
            .cloned()
            .collect()
    };
    let melee = two_of(WeaponKind::Melee);
    if melee.len() == 2 {
        return melee;
    }
    if let Some(double) = equipment.usable().find(|w| w.double && w.is_melee()) {
        let end = |grip| Weapon {
            grip,
            ..double.clone()
        };
        return vec![end(Grip::OneHanded), end(Grip::Light)];
    }
    two_of(WeaponKind::Thrown)
}

/// The terms each of the two rolls takes, in the pair's order: seed 000's −4 on both for two
/// one-handed weapons, or seed 001's main- and off-hand penalties under its switch, less what the
/// feat takes off.
fn penalty_terms(world: &World, attacker: Entity, pair: &[Weapon]) -> [Modifiers; 2] {
    use crate::level::schema::Grip;
    let seed_001 = crate::combat::reads::plays(
        world,
        crate::level::schema::RuleOptions::two_weapon_penalties,
    );
    let term = |label: &'static str, value: i32| {
        let mut m = Modifiers::new();
        m.add(label, value);
        m
    };
    if seed_001 {
        let light = if pair[1].grip == Grip::Light { 2 } else { 0 };
        let [mut main, mut off] = [term("main hand", -6 + light), term("off hand", -10 + light)];
        let trained = world
            .get::<Feats>(attacker)
            .is_some_and(|f| f.0.contains(&crate::level::schema::Feat::TwoWeaponFighting));
        if trained {
            main.add("two-weapon fighting", 2);
            off.add("two-weapon fighting", 6);
        }
        return [main, off];
    }
    let both_one_handed = pair.iter().all(|w| w.grip == Grip::OneHanded);
    let penalty = if both_one_handed { -4 } else { 0 };
    [
        term("two one-handed weapons", penalty),
        term("two one-handed weapons", penalty),
    ]
}

/// Checks and makes the two attacks.
pub fn attack(
    res: &mut Resolver,
    attacker: Entity,
    target_id: &str,
) -> Result<Result<(), EngineError>, Rejection> {
    let (first, pair) = check(res.world, attacker, target_id)?;
    let terms = penalty_terms(res.world, attacker, &pair);
    res.emit(CombatEvent::Action {
        unit: res.id(attacker),
        action: phrase!("action-attack-two-weapons", target = target_id),
        cost: crate::combat::reads::cost_of(res.world, ActionKind::TwoWeaponAttack),
    });
    Ok((|| {
        crate::combat::ready::before_attack(res, attacker, first.target)?;
        for (weapon, situational) in pair.iter().zip(&terms) {
            if !health_state(res.world, attacker).can_act()
                || health_state(res.world, first.target) == HealthState::Dead
            {
                break;
            }
            resolve_strike(
                res,
                &Strike {
                    situational,
                    strength: Some(StrengthUse::Half),
                    ..Strike::new(attacker, first.target, weapon, StrikeMode::Normal)
                },
            )?;
        }
        Ok(())
    })())
}

/// The AI's two-weapon attack, not when careless (Easy): with a pair in hand, at the foe its best
/// single blow would strike, worth the two blows' worth, each with its penalty and half Strength;
/// so it is taken when the two together beat the one.
pub fn ai_choices(ctx: &crate::ai::Context, out: &mut Vec<crate::ai::Choice>) {
    let (world, me) = (ctx.world(), ctx.me());
    // Asked at every decision: most units hold no pair, and that is seen without a copy.
    let holds_a_pair = world.get::<Equipment>(me).is_some_and(|eq| {
        eq.usable().filter(|w| held_in_one_hand(w)).nth(1).is_some()
            || eq.usable().any(|w| w.double)
    });
    if !holds_a_pair || ctx.careless() || !ctx.affords(ActionKind::TwoWeaponAttack) {
        return;
    }
    let Some((target_id, _)) = ctx.attack_target() else {
        return;
    };
    let Ok((first, pair)) = check(world, me, target_id) else {
        return;
    };
    let terms = penalty_terms(world, me, &pair);
    let ruleset = crate::rulesets::of(world);
    let worth: f64 = pair
        .iter()
        .zip(&terms)
        .map(|(weapon, situational)| {
            let odds = ruleset.odds(
                world,
                &Strike {
                    situational,
                    strength: Some(StrengthUse::Half),
                    ..Strike::new(me, first.target, weapon, StrikeMode::Normal)
                },
            );
            ctx.blow_worth(target_id, odds.expected_damage, odds.hit_chance)
        })
        .sum();
    out.push(crate::ai::Choice {
        worth,
        command: crate::combat::Command::TwoWeaponAttack {
            unit: ctx.unit(),
            target: target_id.to_string(),
        },
        checked: true,
    });
}
