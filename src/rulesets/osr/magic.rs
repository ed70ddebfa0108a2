//! Seed 002's magic ("Uso de Conjuros", "Lanzar un Conjuro", "Mantener la concentración",
//! "Acumulación energética") and invisibility ("desprevenido", "invisible").
//!
//! - **Casting** takes the whole turn and a free hand (the seed: hands and words). The caster
//!   rolls its casting test with the attribute its occupation names (Mind, Intuition or
//!   Presence). On a failure the turn is spent for nothing; on a success the power works on
//!   every creature it reaches, with no saving throw (the seed has none). Reading: the caster
//!   rolls even when an NPC casts at PCs, since the test is whether the magic works, not an
//!   attack a defender avoids. A natural 20 on it is a critical, as for an attack: double
//!   damage, or the maximum (by the caster's standing choice; `Auto` takes the maximum when it
//!   kills).
//! - **Several turns** (`turns: N`): the first and the next N − 1 turns go to it; the test is
//!   rolled when the last is done, on whoever is then in the area aimed at the start.
//! - **Concentration**: hurt while casting (by a readied attack as the casting begins, or while
//!   a power of several turns is kept up), a Resistance test keeps the power; a failure loses it.
//! - **Energy build-up** (`BuildEnergy`): ends the turn; the next casting test of a one-turn
//!   power has advantage, unless the caster is hurt first or its next turn ends without casting.
//! - **Help** (Ayudar) gives advantage on the ally's next roll, a casting test included.
//! - Powers have no uses a day (the seed counts none): the test is the limit.
//! - **Invisible**: a ranged attack on it misses; a melee attack on it has disadvantage (reading:
//!   the seed is silent on melee); its own attacks catch the target off guard (advantage, or
//!   disadvantage to a PC's avoid roll); nobody can aim a power at it unless it is an ally; it
//!   ends when the creature attacks or casts.

use super::data::{Attribute, OsrPower, PowerEffect};
use super::rules::{CriticalChoice, Edge, attribute_chance, through_armour};
use super::{OsrStats, OsrTrack};
use crate::combat::attack::deal_damage;
use crate::combat::cast::{Aim, CastOutlook, CastPlan, CastingRisk};
use crate::combat::components::*;
use crate::combat::events::CombatEvent;
use crate::combat::reads::{entity_of, health_state, unit_id};
use crate::combat::rejection::Rejection;
use crate::combat::resolver::{EngineError, Resolver};
use crate::i18n::Phrase;
use crate::level::spells::{CastingTime, ConditionId, Spell, SpellEffect};
use crate::phrase;
use crate::rules::economy::ActionCost;
use crate::rules::grid::Pos;
use crate::rules::health::HealthState;
use crate::rules::modifiers::Modifiers;
use crate::rules::templates::Facing;
use bevy::prelude::*;

type Outcome = Result<Result<(), EngineError>, Rejection>;

/// A unit's casting: the attribute of its test and the OSR side of its powers (the shared
/// [`Spellcasting`] holds their shared shape, for aiming).
#[derive(Component, Clone, Debug, PartialEq)]
pub struct OsrCaster {
    pub attribute: Attribute,
    pub powers: Vec<OsrPower>,
}

impl OsrCaster {
    pub fn power(&self, id: &str) -> Option<&OsrPower> {
        self.powers.iter().find(|p| p.id == id)
    }
}

/// Uses a known OSR power has: the seed counts none.
pub const UNLIMITED: u32 = crate::combat::components::UNLIMITED_USES;

/// Whether a spell holds the unit invisible.
pub fn is_invisible(world: &World, e: Entity) -> bool {
    world
        .get::<SpellEffects>(e)
        .is_some_and(|s| s.has(ConditionId::Invisible))
}

/// The invisibility on `unit` ends (it attacked or cast).
pub fn reveal(res: &mut Resolver, unit: Entity) {
    let ending: Vec<(String, String)> = res
        .world
        .get::<SpellEffects>(unit)
        .map(|s| {
            s.holding(ConditionId::Invisible)
                .map(|a| (a.spell.clone(), a.caster.clone()))
                .collect()
        })
        .unwrap_or_default();
    for (spell, caster) in ending {
        res.emit(CombatEvent::EffectEnds {
            unit: res.id(unit),
            spell,
            caster,
        });
    }
}

/// The checks of an OSR cast: the shared aiming (the power known, the turn, a free hand, range,
/// sight, area, a foe aimed at that can be seen).
pub fn check(
    world: &World,
    caster: Entity,
    spell: &str,
    target: Option<&str>,
    (at, facing): (Option<Pos>, Option<Facing>),
) -> Result<CastPlan, Rejection> {
    let at = match facing {
        Some(facing) => Some(crate::combat::cast::aim_by_facing(
            world, caster, spell, at, facing,
        )?),
        None => at,
    };
    crate::combat::cast::check_cast(world, caster, spell, target, at, false)
}

/// `Cast` in an OSR fight.
pub fn cast(
    res: &mut Resolver,
    caster: Entity,
    spell: &str,
    target: Option<&str>,
    aim: (Option<Pos>, Option<Facing>),
) -> Outcome {
    let plan = check(res.world, caster, spell, target, aim)?;
    res.emit(CombatEvent::Action {
        unit: res.id(caster),
        action: phrase!(
            "action-cast",
            spell = crate::i18n::as_term(plan.spell.name.as_str())
        ),
        cost: ActionCost::FullRound,
    });
    Ok(begin(res, caster, &plan))
}

fn begin(res: &mut Resolver, caster: Entity, plan: &CastPlan) -> Result<(), EngineError> {
    reveal(res, caster);
    // A delayed action waiting for a foe to cast strikes first; hurt, the caster must keep its
    // concentration.
    let hp = |res: &Resolver| res.world.get::<Health>(caster).map_or(0, |h| h.hp);
    let before = hp(res);
    crate::combat::ready::before_cast(res, caster)?;
    let spell = &plan.spell;
    if !health_state(res.world, caster).can_act() {
        lost(res, caster, spell, phrase!("why-it-fell"));
        return Ok(());
    }
    if hp(res) < before && !concentrates(res, caster, spell)? {
        return Ok(());
    }
    if crate::combat::cast::starts_channeling(res, caster, plan) {
        return Ok(());
    }
    lands(res, caster, spell, &plan.aim)
}

fn lost(res: &mut Resolver, caster: Entity, spell: &Spell, why: Phrase) {
    res.emit(CombatEvent::ChannelingLost {
        unit: res.id(caster),
        spell: spell.id.clone(),
        why,
    });
}

/// Concentration: a Resistance test; whether the power is kept (it is lost when not).
pub fn concentrates(
    res: &mut Resolver,
    caster: Entity,
    spell: &Spell,
) -> Result<bool, EngineError> {
    let kept = super::manoeuvres::own_test(
        res,
        caster,
        phrase!("test-concentration"),
        Attribute::Resistance,
        Edge::Normal,
    )?;
    if !kept {
        lost(res, caster, spell, phrase!("why-its-concentration-broke"));
    }
    Ok(kept)
}

/// The casting test's terms and edge: the attribute, and advantage from building energy (one-
/// turn powers only) or an ally's help; the conditions it spends.
fn casting_terms(
    world: &World,
    caster: Entity,
    spell: &Spell,
) -> (Modifiers, Edge, Vec<Condition>) {
    let attribute = world
        .get::<OsrCaster>(caster)
        .map_or(Attribute::Mind, |c| c.attribute);
    let value = world
        .get::<OsrStats>(caster)
        .map_or(0, |s| s.attributes.get(attribute));
    let mut terms = Modifiers::new();
    terms.add(attribute.name(), value);
    let has = |c| {
        world
            .get::<Conditions>(caster)
            .is_some_and(|cs| cs.0.contains(&c))
    };
    let one_turn = !matches!(spell.casting_time, CastingTime::Rounds(2..));
    let mut spends = Vec::new();
    if one_turn && has(Condition::BuildingEnergy) {
        spends.push(Condition::BuildingEnergy);
    }
    if has(Condition::Helped) {
        spends.push(Condition::Helped);
    }
    let edge = if spends.is_empty() {
        Edge::Normal
    } else {
        Edge::Advantage
    };
    (terms, edge, spends)
}

/// The power takes shape: the casting test, then its effects on each creature it reaches.
pub fn lands(
    res: &mut Resolver,
    caster: Entity,
    spell: &Spell,
    aim: &Aim,
) -> Result<(), EngineError> {
    let (terms, edge, spends) = casting_terms(res.world, caster, spell);
    for c in spends {
        res.emit(CombatEvent::Condition {
            unit: res.id(caster),
            condition: c,
            active: false,
        });
    }
    let roll = super::strike::roll_test(res, terms, edge)?;
    let (success, critical) = (
        roll.success,
        roll.special == Some(crate::rulesets::roll::Special::Critical),
    );
    res.emit(CombatEvent::Test {
        unit: res.id(caster),
        why: phrase!(
            "test-casting",
            spell = crate::i18n::as_term(spell.name.as_str())
        ),
        roll,
    });
    if !success {
        return Ok(());
    }
    let power = res
        .world
        .get::<OsrCaster>(caster)
        .and_then(|c| c.power(&spell.id))
        .cloned();
    let Some(power) = power else { return Ok(()) };
    let reached = crate::combat::cast::reached_now(res, caster, aim);
    for target in reached {
        if !affected(res.world, &power, target) {
            continue;
        }
        for effect in &power.effects {
            affect(res, caster, target, &power, *effect, critical)?;
        }
    }
    Ok(())
}

/// Whether a power reaches this creature: alive, and of a level it can touch.
fn affected(world: &World, power: &OsrPower, target: Entity) -> bool {
    let level = world.get::<OsrStats>(target).map_or(0, |s| s.level);
    health_state(world, target) != HealthState::Dead
        && power.up_to_level.is_none_or(|most| level <= most)
}

fn affect(
    res: &mut Resolver,
    caster: Entity,
    target: Entity,
    power: &OsrPower,
    effect: PowerEffect,
    critical: bool,
) -> Result<(), EngineError> {
    let condition = |c, rounds| SpellEffect::Condition {
        condition: c,
        rounds: Some(rounds),
    };
    let lasting = match effect {
        PowerEffect::Damage(dice) => {
            let hp = res.world.get::<Health>(target).map_or(0, |h| h.hp);
            let blindaje = super::strike::blindaje_against(res.world, target, false);
            // The violence level adds to a power's damage as to a weapon's (reading: the
            // casting test is no attack roll, so it takes none).
            let violence = super::strike::violence(res.world);
            let maximum = dice.count as i32 * dice.sides as i32 + dice.bonus + violence;
            let choice = critical.then(|| {
                let at_most = through_armour(maximum, blindaje, 0).0;
                super::strike::critical_choice(res.world, caster, at_most, hp)
            });
            // The maximum needs no roll, as for a weapon's.
            let (faces, rolled, multiplier) = match choice {
                Some(CriticalChoice::Maximum) => (Vec::new(), maximum, 1),
                Some(CriticalChoice::Double) => {
                    let (faces, rolled) = res.roll(dice)?;
                    (faces, (rolled + violence) * 2, 2)
                }
                None => {
                    let (faces, rolled) = res.roll(dice)?;
                    (faces, rolled + violence, 1)
                }
            };
            let mut modifiers = Modifiers::new();
            modifiers.add("violence", violence);
            let (dealt, reduced) = through_armour(rolled, blindaje, 0);
            let dice = if faces.is_empty() {
                format!("{dice} (maximum)")
            } else {
                dice.to_string()
            };
            deal_damage(
                res,
                target,
                dealt,
                CombatEvent::Damage {
                    target: res.id(target),
                    amount: dealt,
                    hp: 0,
                    source: power.name.clone(),
                    dice: Some(dice),
                    faces,
                    modifiers,
                    multiplier,
                    reduced,
                    doubled: false,
                    doubled_after_armour: false,
                    incorporeal: None,
                    wounds: false,
                },
            );
            None
        }
        PowerEffect::Heal(dice) => {
            super::manoeuvres::tend(res, target, dice)?;
            None
        }
        PowerEffect::Sleep(rounds) => Some((condition(ConditionId::Asleep, rounds), rounds)),
        PowerEffect::Invisible(rounds) => Some((condition(ConditionId::Invisible, rounds), rounds)),
    };
    if let Some((effect, rounds)) = lasting {
        res.emit(CombatEvent::EffectStarts {
            unit: res.id(target),
            spell: power.id.clone(),
            caster: res.id(caster),
            effects: vec![effect],
            rounds: Some(rounds),
            dispellable: false,
        });
    }
    Ok(())
}

/// Energy build-up: ends the turn; see the module's notes.
pub fn build_energy(res: &mut Resolver, unit: Entity) -> Outcome {
    let world = &*res.world;
    if world.get::<OsrCaster>(unit).is_none() {
        return Err(Rejection::Cannot {
            unit: unit_id(world, unit),
            why: phrase!("why-it-knows-no-powers"),
        });
    }
    crate::combat::hot::resource::<TurnState>(world)
        .budget
        .check(ActionCost::Standard)?;
    res.emit(CombatEvent::Action {
        unit: res.id(unit),
        action: phrase!("action-build-energy"),
        cost: ActionCost::FullRound,
    });
    res.emit(CombatEvent::Condition {
        unit: res.id(unit),
        condition: Condition::BuildingEnergy,
        active: true,
    });
    let id = res.id(unit);
    res.emit(CombatEvent::TurnEnd { unit: id });
    Ok(Ok(()))
}

/// After a command: each caster keeping a power up that took damage tests its concentration once
/// for each hit, and loses the power at the first failure.
pub fn check_casters(res: &mut Resolver, first_event: usize) -> Result<(), EngineError> {
    let hits: Vec<String> = res.events[first_event..]
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Damage { target, amount, .. } if *amount > 0 => Some(target.clone()),
            _ => None,
        })
        .collect();
    for unit in hits {
        let Some(caster) = entity_of(res.world, &unit) else {
            continue;
        };
        let Some(channel) = res.world.get::<Channeling>(caster).cloned() else {
            continue;
        };
        if !health_state(res.world, caster).can_act() {
            lost(res, caster, &channel.spell, phrase!("why-it-fell"));
        } else {
            concentrates(res, caster, &channel.spell)?;
        }
    }
    Ok(())
}

/// The odds of a cast, for the preview and the AI: the casting test's chance, then each
/// creature's expected damage (through a PC's Blindaje) or healing.
pub fn outlook(world: &World, caster: Entity, plan: &CastPlan) -> Vec<CastOutlook> {
    let (terms, edge, _) = casting_terms(world, caster, &plan.spell);
    let chance = edge.chance(attribute_chance(terms.total(), 0));
    let power = world
        .get::<OsrCaster>(caster)
        .and_then(|c| c.power(&plan.spell.id))
        .cloned();
    let side = |e: Entity| world.get::<Side>(e).map(|s| s.0);
    crate::combat::cast::reached(world, caster, &plan.aim)
        .into_iter()
        .map(|target| {
            let mut expected_damage = 0.0;
            let mut expected_healing = 0.0;
            let reaches = power.as_ref().is_some_and(|p| affected(world, p, target));
            for effect in power.iter().flat_map(|p| &p.effects) {
                match *effect {
                    PowerEffect::Damage(dice) if reaches => {
                        let blindaje = super::strike::blindaje_against(world, target, false);
                        let violence = super::strike::violence(world);
                        let per_cast: f64 = dice
                            .shared_distribution()
                            .iter()
                            .map(|&(total, p)| {
                                p * f64::from(through_armour(total + violence, blindaje, 0).0)
                            })
                            .sum();
                        expected_damage += chance * per_cast;
                    }
                    PowerEffect::Heal(dice) if reaches => {
                        expected_healing += chance
                            * crate::combat::cast::healing_expected(
                                world,
                                target,
                                crate::rules::health::Healing::Dice(dice),
                            );
                    }
                    _ => {}
                }
            }
            CastOutlook {
                unit: target,
                id: unit_id(world, target),
                at: world
                    .get::<Position>(target)
                    .map(|p| p.0)
                    .unwrap_or_default(),
                ally: side(target) == side(caster),
                hit_chance: if reaches { chance } else { 0.0 },
                resist_chance: 0.0,
                save_chance: None,
                expected_damage,
                expected_healing,
                dispels: Vec::new(),
            }
        })
        .collect()
}

/// What can stop an OSR cast before it lands: the turns it takes.
pub fn casting_risks(plan: &CastPlan) -> Vec<CastingRisk> {
    match plan.spell.casting_time {
        CastingTime::Rounds(n @ 2..) => vec![CastingRisk::TakesTurns(n - 1)],
        _ => Vec::new(),
    }
}

/// The unit panel's line for a caster: its casting attribute and powers.
pub fn casting_line(world: &World, e: Entity) -> Option<String> {
    let c = world.get::<OsrCaster>(e)?;
    let value = world
        .get::<OsrStats>(e)
        .map_or(0, |s| s.attributes.get(c.attribute));
    let lang = crate::i18n::current();
    Some(crate::t!(
        "osr-casts-with",
        attribute = crate::i18n::term(lang, c.attribute.name()).into_owned(),
        value = value,
        powers = c
            .powers
            .iter()
            .map(|p| crate::i18n::term(lang, &p.name))
            .collect::<Vec<_>>()
            .join(", ")
    ))
}

/// The advantage a build-up gave lapses once the turn after it is over unused.
pub fn energy_lapses(res: &mut Resolver, unit: Entity) {
    let spent = res
        .world
        .get::<OsrTrack>(unit)
        .is_some_and(|t| t.energy_turns >= 2);
    let building = res
        .world
        .get::<Conditions>(unit)
        .is_some_and(|c| c.0.contains(&Condition::BuildingEnergy));
    if building && spent {
        res.emit(CombatEvent::Condition {
            unit: res.id(unit),
            condition: Condition::BuildingEnergy,
            active: false,
        });
    }
}
