//! Seed 003's magic ("Lanzar hechizo"), with the spells of `spells.ron`:
//!
//! - **Casting** (`Cast`) takes the spell's time: a half action, a full action, or, extended, a
//!   full action on each of its rounds (the shared code keeps it up, reporting each round; the
//!   roll comes after the last). One spell a round (the seed's words).
//! - **The casting roll** (our reading: the seed names a roll and gives no numbers): as many d10
//!   as the caster's Magic, added up; reaching the spell's casting number casts it, else the
//!   action is spent for nothing.
//! - **Channelling** (`BuildEnergy`, a half action; the seed's "media acción más"): a Will Power
//!   test; on a success the caster's next casting roll this turn adds its Magic. Unused, it
//!   lapses when the caster's next turn begins. (So only a half-action spell can be channelled:
//!   two half actions are a turn.)
//! - **What spells do**: a bolt strikes as a blow of 1d10 + its damage where a d100 says, less
//!   Toughness Bonus and armour (no test to hit it, no parry nor dodge); healing gives 1d10 Wounds
//!   back; a ward adds armour points on every place for some rounds.

use super::spells::{SpellDoes, WfrpSpell};
use super::{WfrpStats, cannot, profile, track};
use crate::combat::cast::{Aim, CastOutlook, CastPlan, CastingRisk};
use crate::combat::commands::Command;
use crate::combat::components::{Condition, Health, SpellEffects, TurnState};
use crate::combat::events::CombatEvent;
use crate::combat::reads::{afford, has_condition, health_state, unit_id};
use crate::combat::rejection::Rejection;
use crate::combat::resolver::{EngineError, Resolver};
use crate::level::spells::{BonusTarget, Spell};
use crate::phrase;
use crate::rules::dice::DiceExpr;
use crate::rules::economy::{ActionCost, ActionKind};
use crate::rules::health::HealthState;
use crate::rules::modifiers::Modifiers;
use crate::rulesets::roll::{Needs, Roll};
use bevy::prelude::*;

type Outcome = Result<Result<(), EngineError>, Rejection>;

/// Whether WFRP accepts a cast or a channelling now.
pub fn check(world: &World, actor: Entity, command: &Command) -> Option<Result<(), Rejection>> {
    Some(match command {
        Command::Cast { .. } => check_cast(world, actor, command).map(drop),
        Command::BuildEnergy { .. } => check_channel(world, actor),
        _ => return None,
    })
}

/// Carries out a cast or a channelling.
pub fn perform(res: &mut Resolver, actor: Entity, command: &Command) -> Option<Outcome> {
    Some(match command {
        Command::Cast { .. } => cast(res, actor, command),
        Command::BuildEnergy { .. } => channel(res, actor),
        _ => return None,
    })
}

/// The shared checks (the spell known, its action, reach and sight), no spell cast yet this
/// round, and no casting defensively (a seed 000 rule).
fn check_cast(world: &World, caster: Entity, command: &Command) -> Result<CastPlan, Rejection> {
    let Command::Cast {
        spell,
        target,
        at,
        facing,
        defensively,
        ..
    } = command
    else {
        return Err(cannot(
            world,
            caster,
            phrase!("why-not-a-manner-of-these-rules"),
        ));
    };
    if *defensively {
        return Err(cannot(
            world,
            caster,
            phrase!("why-wfrp-no-defensive-casting"),
        ));
    }
    let round = crate::combat::hot::resource::<TurnState>(world).round;
    if track(world, caster).cast_in == Some(round) {
        return Err(cannot(world, caster, phrase!("why-wfrp-one-spell-a-round")));
    }
    let at = match facing {
        Some(facing) => Some(crate::combat::cast::aim_by_facing(
            world, caster, spell, *at, *facing,
        )?),
        None => *at,
    };
    crate::combat::cast::check_cast(world, caster, spell, target.as_deref(), at, false)
}

fn cast(res: &mut Resolver, caster: Entity, command: &Command) -> Outcome {
    let plan = check_cast(res.world, caster, command)?;
    res.emit(CombatEvent::Action {
        unit: res.id(caster),
        action: phrase!(
            "action-wfrp-cast",
            spell = crate::i18n::as_term(plan.spell.name.as_str())
        ),
        cost: plan.cost,
    });
    if crate::combat::cast::starts_channeling(res, caster, &plan) {
        return Ok(Ok(()));
    }
    Ok(lands(res, caster, &plan.spell, &plan.aim))
}

/// Channelling: a half action, by a caster that knows a spell and has not channelled yet.
fn check_channel(world: &World, caster: Entity) -> Result<(), Rejection> {
    afford(world, ActionKind::Manoeuvre)?;
    if sheet_spells(world, caster).is_empty() {
        return Err(cannot(world, caster, phrase!("why-it-knows-no-spells")));
    }
    if has_condition(world, caster, Condition::BuildingEnergy) {
        return Err(cannot(
            world,
            caster,
            phrase!("why-wfrp-channelled-already"),
        ));
    }
    Ok(())
}

fn channel(res: &mut Resolver, caster: Entity) -> Outcome {
    check_channel(res.world, caster)?;
    res.emit(CombatEvent::Action {
        unit: res.id(caster),
        action: phrase!("action-wfrp-channel"),
        cost: ActionCost::Move,
    });
    Ok((|| {
        let wp = profile(res.world, caster).wp;
        let (roll, test) =
            super::strike::percentile(res, ("WP", wp), &super::hurt_terms(res.world, caster))?;
        res.emit(CombatEvent::Test {
            unit: res.id(caster),
            why: phrase!("wfrp-test-channelling"),
            roll: Box::new(roll),
        });
        if test.success {
            res.emit(CombatEvent::Condition {
                unit: res.id(caster),
                condition: Condition::BuildingEnergy,
                active: true,
            });
        }
        Ok(())
    })())
}

/// The shared casting component of a unit with spells: each known spell in the shared shape,
/// which the shared code aims and the window lists, with no count of uses (the roll is the
/// limit).
pub fn spellcasting(unit: &super::WfrpUnit) -> crate::combat::components::Spellcasting {
    crate::combat::components::Spellcasting {
        level: unit.profile.mag,
        ability: crate::rules::magic::CastingAbility::Int,
        magic_knowledge: 0,
        arcane: false,
        spells: unit
            .spells
            .iter()
            .map(|s| crate::combat::components::KnownSpell {
                spell: s.shared_shape(),
                left: crate::combat::components::UNLIMITED_USES,
                per_day: crate::combat::components::UNLIMITED_USES,
            })
            .collect(),
    }
}

/// The spells the unit knows, as WFRP reads them.
fn sheet_spells(world: &World, unit: Entity) -> &[WfrpSpell] {
    world
        .get::<WfrpStats>(unit)
        .map_or(&[], |s| s.0.spells.as_slice())
}

fn sheet_spell<'w>(world: &'w World, unit: Entity, id: &str) -> Option<&'w WfrpSpell> {
    sheet_spells(world, unit).iter().find(|s| s.id == id)
}

/// An unused channelling lapses as the caster's turn begins.
pub fn turn_begins(res: &mut Resolver, unit: Entity) {
    if has_condition(res.world, unit, Condition::BuildingEnergy) {
        res.emit(CombatEvent::Condition {
            unit: res.id(unit),
            condition: Condition::BuildingEnergy,
            active: false,
        });
    }
}

/// The spell takes shape: the casting roll (reported as a test), then what it does to each
/// creature it reaches.
pub fn lands(
    res: &mut Resolver,
    caster: Entity,
    spell: &Spell,
    aim: &Aim,
) -> Result<(), EngineError> {
    let Some(sheet) = sheet_spell(res.world, caster, &spell.id).cloned() else {
        return Ok(());
    };
    if !casting_roll(res, caster, &sheet)? {
        return Ok(());
    }
    let reached = crate::combat::cast::reached_now(res, caster, aim);
    for target in reached {
        if health_state(res.world, target) != HealthState::Dead {
            affect(res, caster, target, &sheet)?;
        }
    }
    Ok(())
}

/// As many d10 as the caster's Magic, plus its Magic again when it channelled: whether they
/// reach the casting number (reported; a channelling is spent by it).
fn casting_roll(
    res: &mut Resolver,
    caster: Entity,
    spell: &WfrpSpell,
) -> Result<bool, EngineError> {
    let (mag, channelled) = casting_dice(res.world, caster);
    if channelled > 0 {
        res.emit(CombatEvent::Condition {
            unit: res.id(caster),
            condition: Condition::BuildingEnergy,
            active: false,
        });
    }
    let (faces, rolled) = res.roll(DiceExpr::new(mag, 10, 0))?;
    let mut modifiers = Modifiers::new();
    if channelled > 0 {
        modifiers.add("channelling", channelled);
    }
    let total = rolled + modifiers.total();
    let success = total >= spell.casting_number as i32;
    let roll = Roll {
        dice: "d10",
        kept: faces.iter().sum(),
        faces,
        modifiers,
        total,
        target: spell.casting_number as i32,
        needs: Needs::AtLeast,
        success,
        special: None,
    };
    res.emit(CombatEvent::Test {
        unit: res.id(caster),
        why: phrase!(
            "test-casting",
            spell = crate::i18n::as_term(spell.name.as_str())
        ),
        roll: Box::new(roll),
    });
    Ok(success)
}

fn affect(
    res: &mut Resolver,
    caster: Entity,
    target: Entity,
    spell: &WfrpSpell,
) -> Result<(), EngineError> {
    match spell.does {
        SpellDoes::Bolt(damage) => super::strike::bolt(res, target, &spell.name, damage),
        SpellDoes::Heal => heal(res, target),
        SpellDoes::Ward { rounds, .. } => {
            res.emit(CombatEvent::EffectStarts {
                unit: res.id(target),
                spell: spell.id.clone(),
                caster: res.id(caster),
                effects: spell.shared_shape().effects,
                rounds: Some(rounds),
                dispellable: false,
            });
            Ok(())
        }
    }
}

/// 1d10 Wounds back, never above the unit's whole Wounds.
fn heal(res: &mut Resolver, target: Entity) -> Result<(), EngineError> {
    crate::combat::items::roll_healing(res, target, DiceExpr::new(1, 10, 0))?;
    Ok(())
}

/// The armour points spells add on every place of the unit.
pub fn ward(world: &World, unit: Entity) -> i32 {
    world
        .get::<SpellEffects>(unit)
        .map_or(0, |s| s.total(BonusTarget::Defense))
}

/// The chance a roll of `dice` d10 plus `bonus` reaches `number`.
pub fn casting_chance(dice: u32, bonus: i32, number: u32) -> f64 {
    let d10 = DiceExpr::new(dice, 10, bonus);
    d10.shared_distribution()
        .iter()
        .filter(|&&(total, _)| total >= number as i32)
        .map(|&(_, p)| p)
        .sum()
}

/// What a checked cast is likely to do to each creature it reaches, the casting roll's chance
/// counted in.
pub fn outlook(world: &World, caster: Entity, plan: &CastPlan) -> Vec<CastOutlook> {
    let Some(sheet) = sheet_spell(world, caster, &plan.spell.id) else {
        return Vec::new();
    };
    crate::combat::cast::reached(world, caster, &plan.aim)
        .into_iter()
        .map(|unit| {
            let (damage, healing) = match sheet.does {
                SpellDoes::Bolt(d) => (super::strike::bolt_mean(world, unit, d), 0.0),
                SpellDoes::Heal => (0.0, mean_healing(world, unit)),
                SpellDoes::Ward { .. } => (0.0, 0.0),
            };
            let caster_side = world.get::<crate::combat::components::Side>(caster);
            // The casting roll's chance is a risk of its own (see `casting_risks`).
            CastOutlook {
                unit,
                id: unit_id(world, unit),
                at: world
                    .get::<crate::combat::components::Position>(unit)
                    .map(|p| p.0)
                    .unwrap_or_default(),
                ally: world.get::<crate::combat::components::Side>(unit) == caster_side,
                hit_chance: 1.0,
                resist_chance: 0.0,
                save_chance: None,
                expected_damage: damage,
                expected_healing: healing,
                dispels: Vec::new(),
            }
        })
        .collect()
}

/// The Wounds 1d10 would likely give back: no more than the unit misses.
fn mean_healing(world: &World, unit: Entity) -> f64 {
    let missing = world
        .get::<Health>(unit)
        .map_or(0, |h| (h.max - h.hp).max(0));
    (1..=10)
        .map(|d: i32| f64::from(d.min(missing)))
        .sum::<f64>()
        / 10.0
}

/// What can stop a cast before it takes shape: the casting roll. (A wound does not break an
/// extended casting: the seed has no concentration.)
pub fn casting_risks(world: &World, caster: Entity, plan: &CastPlan) -> Vec<CastingRisk> {
    let Some(sheet) = sheet_spell(world, caster, &plan.spell.id) else {
        return Vec::new();
    };
    let (dice, bonus) = casting_dice(world, caster);
    vec![CastingRisk::CastingRoll {
        dice,
        bonus,
        number: sheet.casting_number,
        chance: casting_chance(dice, bonus, sheet.casting_number),
    }]
}

/// The casting roll's d10s (the caster's Magic) and what channelling adds to them now.
fn casting_dice(world: &World, caster: Entity) -> (u32, i32) {
    let mag = profile(world, caster).mag.max(1);
    let bonus = match has_condition(world, caster, Condition::BuildingEnergy) {
        true => mag as i32,
        false => 0,
    };
    (mag, bonus)
}

/// The spell panel's first line: the casting number and the time it takes.
pub fn summary(world: &World, caster: Option<Entity>, spell: &Spell) -> String {
    let sheet = caster.and_then(|c| sheet_spell(world, c, &spell.id));
    let (number, time, rounds) = match sheet.map(|s| (s.casting_number, s.time)) {
        Some((n, super::spells::CastTime::Half)) => (n, "half", 0),
        Some((n, super::spells::CastTime::Full)) => (n, "full", 0),
        Some((n, super::spells::CastTime::Rounds(r))) => (n, "rounds", r),
        None => (0, "full", 0),
    };
    crate::t!(
        "wfrp-spell-summary",
        spell = crate::i18n::term_now(&spell.name),
        number = number,
        time = time,
        rounds = rounds
    )
}
