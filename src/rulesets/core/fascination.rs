//! Seed 001, "Fascinado": what breaks a fascination. After every command, and every turn a
//! condition plays (a flight, a confused blow), each fascinated creature looks at what it did:
//!
//! - an obvious threat ends the effect at once: a foe's attack or spell aimed at it, or a foe in
//!   its sight casting any spell or taking a weapon in hand;
//! - a potential threat, a foe stepping into a square beside it, gives it a new Will save against
//!   the effect (the DC of the spell that laid it, once each time; an effect with no spell of
//!   its caster's to read a DC from gives none).
//!
//! Harm ends it too, as it ends sleep (the table's `EndsWhenHurt`). And an ally beside the
//! creature may shake it free (`ShakeFree`): a standard action that, as aid another, provokes
//! nothing (the seed gives its cost only), and ends every fascination on it.

use crate::combat::components::*;
use crate::combat::events::CombatEvent;
use crate::combat::reads::{entity_of, health_state, unit_id};
use crate::combat::rejection::Rejection;
use crate::combat::resolver::{EngineError, Resolver};
use crate::rules::condition_table::Flag;
use crate::rules::economy::ActionKind;
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
    effects.has_flag(Flag::BrokenByThreat)
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

pub(super) fn beside(world: &World, unit: Entity, at: crate::rules::grid::Pos) -> bool {
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

/// Whether `unit` may shake `ally_id` free now: an ally beside it, held by a fascination.
pub fn check_shake_free(world: &World, unit: Entity, ally_id: &str) -> Result<Entity, Rejection> {
    crate::combat::reads::afford(world, ActionKind::ShakeFree)?;
    let ally = ally_beside(world, unit, ally_id)?;
    let refuse = |why| Rejection::Cannot {
        unit: unit_id(world, unit),
        why,
    };
    if !world.get::<SpellEffects>(ally).is_some_and(fascinates) {
        return Err(refuse(crate::phrase!(
            "why-is-not-fascinated",
            ally = ally_id
        )));
    }
    Ok(ally)
}

/// `ally_id`, a unit of `unit`'s side beside it (not itself), or why not.
pub(super) fn ally_beside(world: &World, unit: Entity, ally_id: &str) -> Result<Entity, Rejection> {
    let ally = entity_of(world, ally_id).ok_or_else(|| Rejection::UnknownUnit(ally_id.into()))?;
    let refuse = |why| Rejection::Cannot {
        unit: unit_id(world, unit),
        why,
    };
    if ally == unit || world.get::<Side>(ally) != world.get::<Side>(unit) {
        return Err(refuse(crate::phrase!("why-is-not-an-ally", ally = ally_id)));
    }
    let at = world.get::<Position>(ally).map(|p| p.0).unwrap_or_default();
    if !beside(world, unit, at) {
        return Err(refuse(crate::phrase!(
            "why-is-not-beside-it",
            ally = ally_id
        )));
    }
    Ok(ally)
}

/// Checks and shakes an ally free of its fascinations.
pub fn shake_free(
    res: &mut Resolver,
    unit: Entity,
    ally_id: &str,
) -> Result<Result<(), EngineError>, Rejection> {
    let ally = check_shake_free(res.world, unit, ally_id)?;
    res.emit(CombatEvent::Action {
        unit: res.id(unit),
        action: crate::phrase!("action-shake-free", ally = ally_id),
        cost: crate::combat::reads::cost_of(res.world, ActionKind::ShakeFree),
    });
    crate::combat::attack::end_effects_with(res, ally, Flag::BrokenByThreat);
    Ok(Ok(()))
}

/// What freeing a fascinated friend is worth to the AI, before the friend's danger: on the scale
/// of a blow's worth, a little less than felling a foe outright, since the fascination may
/// still lapse or break by itself.
const SHAKE_FREE_WORTH: f64 = 0.8;

/// The AI shakes free a fascinated friend beside it (not when careless, at Easy): worth more the
/// more harm the friend can do once it acts again.
pub fn ai_choices(ctx: &crate::ai::Context, out: &mut Vec<crate::ai::Choice>) {
    let world = ctx.world();
    if ctx.careless() || !ctx.affords(ActionKind::ShakeFree) {
        return;
    }
    for (friend, id, state, ..) in ctx.friends_beside() {
        let held = world.get::<SpellEffects>(friend).is_some_and(fascinates);
        if !held || !state.can_act() {
            continue;
        }
        let danger = crate::ai::danger_of(
            world.get::<Equipment>(friend),
            crate::ai::has_spells_left(world.get::<Spellcasting>(friend)),
        );
        out.push(crate::ai::Choice {
            worth: SHAKE_FREE_WORTH * (1.0 + danger / 10.0),
            command: crate::combat::Command::ShakeFree {
                unit: ctx.unit(),
                ally: id.to_string(),
            },
            checked: false,
        });
    }
}
