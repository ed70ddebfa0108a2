//! Core's magic as the preview and the AI see it coming (seed 000, "Magia"): the odds of a
//! checked cast on each creature it reaches, and what can stop it before it takes shape. The
//! cast itself is [`spells`](super::spells).

use super::spells::{dispellable_on, save_modifiers, spell_dc, touch_weapon};
use crate::combat::board::{BoardSnapshot, can_make_aoo};
use crate::combat::cast::*;
use crate::combat::components::*;
use crate::combat::reads::unit_id;
use crate::combat::terms::attack_terms;
use crate::level::spells::*;
use crate::rules::damage::{DamageSource, resolve_damage};
use crate::rules::grid::Pos;
use crate::rules::magic;
use crate::rules::modifiers::Modifiers;
use bevy::prelude::*;

/// What a checked cast is likely to do to each creature it reaches, by seed 000's rules (see
/// [`outlook`](crate::combat::cast::outlook)).
pub fn outlook(world: &World, caster: Entity, plan: &CastPlan) -> Vec<CastOutlook> {
    let spell = &plan.spell;
    let dc = spell_dc(world, caster, spell);
    let side = |e: Entity| world.get::<Side>(e).map(|s| s.0);
    let magic_knowledge = crate::combat::reads::magic_knowledge(world, caster);
    reached(world, caster, &plan.aim)
        .into_iter()
        .map(|target| {
            let ally = side(target) == side(caster);
            let needs_attack = matches!(plan.aim, Aim::Unit(_))
                && super::spells::needs_touch_attack(world, caster, target, spell);
            let hit_chance = if needs_attack {
                let touch = touch_weapon(spell);
                let terms = attack_terms(world, caster, target, &touch, &Modifiers::new());
                crate::rules::attack::hit_chance(terms.bonus.total(), terms.defense)
            } else {
                1.0
            };
            let resistance = world.get::<MagicResistance>(target).map_or(0, |m| m.0);
            let resist_chance = if spell.magic_resistance && resistance > 0 {
                1.0 - magic::check_chance(magic_knowledge, resistance as i32)
            } else {
                0.0
            };
            let save_chance = spell.save.map(|save| {
                let bonus = save_modifiers(world, target, save.kind).total();
                magic::check_chance(bonus, dc)
            });
            let lands = hit_chance * (1.0 - resist_chance);
            let saved = save_chance.unwrap_or(0.0);
            let half_on_save = spell.save.is_some_and(|s| s.effect == SaveEffect::Half);
            let resist = world
                .get::<DamageResistances>(target)
                .map(|r| r.0.clone())
                .unwrap_or_default();
            let mut expected_damage = 0.0;
            let mut expected_healing = 0.0;
            let mut dispels = Vec::new();
            for effect in &spell.effects {
                match effect {
                    SpellEffect::Damage { dice, kind } => {
                        let source = DamageSource {
                            types: std::slice::from_ref(kind),
                            material: None,
                            magic: true,
                            incorporeal: crate::combat::reads::is_incorporeal(world, caster),
                        };
                        let dealt = |rolled: i32| {
                            f64::from(resolve_damage(rolled, 1, &source, &resist).dealt)
                        };
                        let per_cast: f64 = dice
                            .shared_distribution()
                            .iter()
                            .map(|&(total, p)| {
                                let on_save = if half_on_save {
                                    dealt(magic::halved(total))
                                } else {
                                    0.0
                                };
                                p * ((1.0 - saved) * dealt(total) + saved * on_save)
                            })
                            .sum();
                        expected_damage += lands * per_cast;
                    }
                    SpellEffect::Heal { .. } | SpellEffect::HealDice { .. } => {
                        if let Some(healing) = effect.healing() {
                            expected_healing +=
                                lands * (1.0 - saved) * healing_expected(world, target, healing);
                        }
                    }
                    SpellEffect::Dispel => {
                        let bonus = magic::dispel_bonus(
                            world.get::<Spellcasting>(caster).map_or(0, |c| c.level),
                        );
                        dispels = dispellable_on(world, caster, target)
                            .into_iter()
                            .map(|(_, name, _, dc)| (name, magic::check_chance(bonus, dc)))
                            .collect();
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
                ally,
                hit_chance,
                resist_chance,
                save_chance,
                expected_damage,
                expected_healing,
                dispels,
            }
        })
        .collect()
}

/// What can stop a checked cast before it takes shape, by seed 000's rules, in the order
/// [`execute`](super::spells::execute) meets it: provoking or casting defensively,
/// concentrating while entangled, armour's arcane failure, the turns a long casting takes.
pub fn casting_risks(world: &World, caster: Entity, plan: &CastPlan) -> Vec<CastingRisk> {
    let from = world
        .get::<Position>(caster)
        .map(|p| p.0)
        .unwrap_or_default();
    casting_risks_from(world, (caster, from), plan, None)
}

/// [`casting_risks`] of a cast made from `from`, with `moving`'s concentration (a rider casting
/// on its mount's move, seed 001: its reason and DC) after what the square asks.
pub fn casting_risks_from(
    world: &World,
    (caster, from): (Entity, Pos),
    plan: &CastPlan,
    moving: Option<(&'static str, i32)>,
) -> Vec<CastingRisk> {
    let spell = &plan.spell;
    let mut out = Vec::new();
    if spell.power {
        return out;
    }
    let magic_knowledge = crate::combat::reads::magic_knowledge(world, caster);
    let snap = BoardSnapshot::for_unit(world, caster);
    let threateners: Vec<String> = snap
        .threateners_of(from)
        .filter(|t| can_make_aoo(world, t.entity))
        .map(|t| snap.name(t.entity))
        .collect();
    let dc = magic::concentration_dc(spell.level);
    let concentration = |why| CastingRisk::Concentration {
        why,
        dc,
        chance: magic::check_chance(magic_knowledge, dc),
    };
    if !threateners.is_empty() && spell.range != SpellRange::Touch {
        out.push(if plan.defensively {
            concentration("casting defensively")
        } else {
            CastingRisk::Provokes(threateners)
        });
    }
    if let Some((why, dc)) = moving {
        out.push(CastingRisk::Concentration {
            why,
            dc,
            chance: magic::check_chance(magic_knowledge, dc),
        });
    }
    if let Some(condition) = crate::combat::reads::must_concentrate(world, caster) {
        let in_grapple = super::maneuvers::grapple::concentration_dc(world, caster, spell.level);
        out.push(match in_grapple {
            Some(dc) => CastingRisk::Concentration {
                why: condition.label(),
                dc,
                chance: magic::check_chance(magic_knowledge, dc),
            },
            None => concentration(condition.label()),
        });
    }
    let arcane = world.get::<Spellcasting>(caster).is_some_and(|c| c.arcane);
    let percent = world
        .get::<Equipment>(caster)
        .map_or(0, |e| e.arcane_failure());
    if arcane && percent > 0 {
        out.push(CastingRisk::ArcaneFailure(percent));
    }
    let verbal = spell.has(crate::level::spells::Component::V) && !spell.power;
    if let Some(why) = crate::combat::reads::conditions_of(world, caster)
        .with(crate::rules::condition_table::Flag::VerbalFailure)
        .filter(|_| verbal)
    {
        let percent = crate::rules::condition_table::VERBAL_FAILURE_PERCENT;
        out.push(CastingRisk::ConditionFailure(percent, why));
    }
    if let CastingTime::Rounds(n @ 2..) = spell.casting_time {
        out.push(CastingRisk::TakesTurns(n - 1));
    }
    out
}
