//! Seed 001, "Fascinado": what breaks a fascination. After every command, and every turn a
//! condition plays (a flight, a confused blow), each fascinated creature looks at what it did:
//!
//! - an obvious threat ends the effect at once: a foe's attack or spell aimed at it, or a foe in
//!   its sight casting any spell or taking a weapon in hand;
//! - a potential threat, a foe stepping into a square beside it, gives it a new Will save against
//!   the effect (the DC of the spell that laid it, once each time; an effect with no spell of
//!   its caster's to read a DC from gives none).
//!
//! Harm ends it too, as it ends sleep (the table's `EndsWhenHurt`).

use crate::combat::components::*;
use crate::combat::events::CombatEvent;
use crate::combat::reads::{entity_of, health_state};
use crate::combat::resolver::{EngineError, Resolver};
use crate::rules::condition_table::Flag;
use bevy::prelude::*;

/// Breaks or tests every fascination the events from `first_event` on threaten.
pub fn threats(res: &mut Resolver, first_event: usize) -> Result<(), EngineError> {
    // Asked after every command; a fascinated creature is rare, and looked for first, in one
    // pass over the units' effects.
    let held: Vec<Entity> = crate::combat::reads::with_kept_query(&EFFECTS, res.world, |query| {
        if !query.iter().any(|(_, effects)| fascinates(effects)) {
            return Vec::new();
        }
        query
            .iter()
            .filter(|(_, effects)| fascinates(effects))
            .map(|(e, _)| e)
            .collect()
    })
    .unwrap_or_default();
    if held.is_empty() {
        return Ok(());
    }
    // In the roster's order, as every other roll the fight makes for several units.
    let listed: Vec<Entity> = crate::combat::hot::get::<UnitIndex>(res.world)
        .map_or_else(Vec::new, |index| index.listed().to_vec());
    for unit in listed.into_iter().filter(|u| held.contains(u)) {
        if !health_state(res.world, unit).can_act() {
            continue;
        }
        match threat_to(res, unit, first_event) {
            Threat::Obvious => {
                crate::combat::attack::end_effects_with(res, unit, Flag::BrokenByThreat)
            }
            Threat::Potential => save_again(res, unit)?,
            Threat::None => {}
        }
    }
    Ok(())
}

thread_local! {
    static EFFECTS: crate::combat::reads::KeptQuery<(Entity, &'static SpellEffects)> =
        const { std::cell::RefCell::new(None) };
}

/// Whether `effects` hold their unit in a condition a threat breaks.
fn fascinates(effects: &SpellEffects) -> bool {
    effects.with_flag(Flag::BrokenByThreat).next().is_some()
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Threat {
    None,
    Potential,
    Obvious,
}

/// The worst threat to `unit` among the events from `first_event` on, after the last fascination
/// laid on it among them (the spell that fascinates is no threat to its own effect).
fn threat_to(res: &Resolver, unit: Entity, first_event: usize) -> Threat {
    let world = &*res.world;
    let me = res.id(unit);
    let laid = |e: &CombatEvent| {
        matches!(e, CombatEvent::EffectStarts { unit, effects, .. } if *unit == me
            && effects.iter().any(|x| x.condition().is_some_and(|c| c.row().has(Flag::BrokenByThreat))))
    };
    let from = res.events[first_event..]
        .iter()
        .rposition(laid)
        .map_or(first_event, |i| first_event + i + 1);
    let foe = |id: &str| {
        entity_of(world, id).is_some_and(|e| world.get::<Side>(e) != world.get::<Side>(unit))
    };
    let in_sight =
        |id: &str| entity_of(world, id).is_some_and(|e| crate::combat::reads::sees(world, unit, e));
    res.events[from..]
        .iter()
        .map(|e| match e {
            CombatEvent::Attack {
                attacker, target, ..
            } if *target == me && foe(attacker) => Threat::Obvious,
            CombatEvent::Cast { unit: caster, .. } if foe(caster) && in_sight(caster) => {
                Threat::Obvious
            }
            CombatEvent::Wield { unit: w, weapons }
                if !weapons.is_empty() && foe(w) && in_sight(w) =>
            {
                Threat::Obvious
            }
            CombatEvent::Step { unit: s, to, .. } if foe(s) && beside(world, unit, *to) => {
                Threat::Potential
            }
            _ => Threat::None,
        })
        .max()
        .unwrap_or(Threat::None)
}

fn beside(world: &World, unit: Entity, at: crate::rules::grid::Pos) -> bool {
    world
        .get::<Position>(unit)
        .is_some_and(|p| crate::combat::board::shape(world).adjacent(p.0, at))
}

/// A new Will save against each fascination on `unit` whose spell gives a DC; a success ends it.
fn save_again(res: &mut Resolver, unit: Entity) -> Result<(), EngineError> {
    for (spell, caster, dc) in fascination_dcs(res.world, unit) {
        if super::spells::roll_save(res, unit, crate::rules::saves::SaveKind::Will, dc)? {
            res.emit(CombatEvent::EffectEnds {
                unit: res.id(unit),
                spell,
                caster,
            });
        }
    }
    Ok(())
}

/// The fascinations on `unit` with the DC of the spell that laid each, read from its caster.
fn fascination_dcs(world: &World, unit: Entity) -> Vec<(String, String, i32)> {
    let Some(effects) = world.get::<SpellEffects>(unit) else {
        return Vec::new();
    };
    let mut out: Vec<(String, String, i32)> = Vec::new();
    for a in effects.with_flag(Flag::BrokenByThreat) {
        if out.iter().any(|(s, c, _)| *s == a.spell && *c == a.caster) {
            continue;
        }
        let caster = entity_of(world, &a.caster);
        let spell = caster.and_then(|c| {
            world
                .get::<Spellcasting>(c)?
                .spells
                .iter()
                .find(|k| k.spell.id == a.spell)
                .map(|k| super::spells::spell_dc(world, c, &k.spell))
        });
        if let Some(dc) = spell {
            out.push((a.spell.clone(), a.caster.clone(), dc));
        }
    }
    out
}
