//! One unit of a level made an entity: its sheet, gear, place and side as components.

use super::components::*;
use crate::rules::health::health_state;
use bevy::prelude::*;

/// Spawns one unit at `at` (its `listed` place breaks ties in initiative and orders the log).
pub fn spawn_unit(
    world: &mut World,
    u: &crate::level::validate::ResolvedUnit,
    listed: usize,
    at: crate::rules::grid::Pos,
) -> Entity {
    let s = &u.stats;
    crate::i18n::register_gender(&u.id, u.gender);
    let glyph = s
        .glyph
        .or_else(|| u.name.now().chars().next())
        .unwrap_or('?');
    let e = world
        .spawn((
            (
                UnitId(u.id.clone()),
                UnitName(u.name.now().to_string()),
                CreatureKind {
                    id: u.kind.clone(),
                    glyph,
                    icon: s.icon.clone(),
                },
                Side(u.side),
                Position(at),
                Listed(listed),
            ),
            (
                CreatureSize(s.size),
                Speed(s.speed),
                Abilities(s.abilities),
                BaseAttack(s.base_attack),
                Saves(s.saves),
                CreatureHitDie(s.hit_die),
                HitDice(s.hit_dice.unwrap_or_else(|| s.hit_die.count_for(s.hp))),
                // A unit placed below 0 took no blow in the fight: what put it there stands for one.
                DamageReceived(u.hp.saturating_neg().max(0)),
            ),
            (
                Equipment {
                    weapons: u.weapons.clone(),
                    armor: u.armor.clone(),
                    shield: u.shield.clone(),
                    wielded: u.wield.clone(),
                    unloaded: Vec::new(),
                    items: u.items.clone(),
                    ammunition: u.ammunition.clone(),
                    slung_shield: None,
                },
                Defense {
                    natural_armor: s.natural_armor,
                    bonuses: s.defense_bonuses.clone(),
                },
                Health {
                    hp: u.hp,
                    max: s.hp,
                    state: health_state(u.hp, s.abilities.constitution, false),
                },
                Initiative {
                    fixed: u.initiative,
                    group: u.group.clone(),
                    bonus: s.initiative_bonus,
                    ..Default::default()
                },
                Conditions::default(),
                Awareness { aware: u.aware },
                Reactions::default(),
                DamageResistances(s.resistances.clone()),
            ),
            (
                MagicResistance(s.magic_resistance),
                SpellEffects::default(),
                RideBonus(s.ride.unwrap_or_else(|| s.abilities.dex_mod())),
                Nature {
                    creature_type: s.creature_type,
                    skills: s.skills,
                },
            ),
        ))
        .id();
    if s.mount {
        world.entity_mut(e).insert(Rideable);
        if s.war_trained == Some(false) {
            world.entity_mut(e).insert(UntrainedMount);
        }
    }
    if s.armor_never_slows {
        world.entity_mut(e).insert(ArmorNeverSlows);
    }
    if !s.feats.is_empty() {
        world.entity_mut(e).insert(Feats(s.feats.clone()));
    }
    if !s.conditions.is_empty() {
        innate_conditions(world, e, &u.id, &s.conditions);
    }
    crate::rulesets::of(world).unit_spawned(world, e, u);
    if let Some(c) = &s.caster {
        world.entity_mut(e).insert(Spellcasting {
            level: c.level,
            ability: c.ability,
            magic_knowledge: c.magic_knowledge,
            arcane: c.arcane,
            spells: u
                .spells
                .iter()
                .map(|(spell, per_day)| KnownSpell {
                    spell: spell.clone(),
                    left: *per_day,
                    per_day: *per_day,
                })
                .collect(),
        });
    }
    e
}

/// Conditions the creature always has (`conditions:` in its data): effects of its own that never
/// end, and an incorporeal body that damage reads.
fn innate_conditions(
    world: &mut World,
    e: Entity,
    id: &str,
    conditions: &[crate::level::spells::ConditionId],
) {
    let innate = conditions.iter().map(|&condition| ActiveEffect {
        spell: INNATE.into(),
        name: INNATE.into(),
        caster: id.to_string(),
        effect: crate::level::spells::SpellEffect::Condition {
            condition,
            rounds: None,
        },
        rounds_left: None,
        dispellable: false,
    });
    if let Some(mut effects) = world.get_mut::<SpellEffects>(e) {
        effects.0.extend(innate);
    }
    if conditions.contains(&crate::level::spells::ConditionId::Incorporeal)
        && let Some(mut resist) = world.get_mut::<DamageResistances>(e)
    {
        resist.0.incorporeal = true;
    }
}

/// What a creature's own conditions are logged and shown as coming from.
pub const INNATE: &str = "innate";
