//! Seed 001, "Preparando un contraconjuro": a caster readies a counterspell
//! (`Ready(trigger: StartsToCast, then: Some(Counterspell))`). As a foe begins a spell, the
//! readier identifies it with a Magic Knowledge check (the seed's "conocimiento de conjuros")
//! against 15 + the spell's level; identified, it counters it by casting the same spell, one
//! use spent (arcane against divine as well), and the foe's spell fails. Without that spell left
//! today, dispel magic counters it when its dispel check beats 11 + the foe's caster level (the
//! seed's "no siempre funciona", read as the dispel check the game already plays). Failing to
//! identify it, or having nothing to counter with, the readied action is spent.

use crate::combat::components::*;
use crate::combat::events::CombatEvent;
use crate::combat::resolver::{EngineError, Resolver};
use crate::rules::magic;
use crate::rules::modifiers::Modifiers;
use bevy::prelude::*;

/// The DC to identify a spell being cast: 15 + its level.
pub const IDENTIFY_DC: i32 = 15;
/// The spell that counters any other, on a dispel check.
const DISPEL_MAGIC: &str = "dispel_magic";

/// The spell `caster` has just begun in this command, by its `cast` event.
fn spell_begun(res: &Resolver, caster: Entity) -> Option<crate::level::spells::Spell> {
    let id = res.id(caster);
    let spell = res.events.iter().rev().find_map(|e| match e {
        CombatEvent::Cast { unit, spell, .. } if *unit == id => Some(spell.clone()),
        _ => None,
    })?;
    let casting = res.world.get::<Spellcasting>(caster)?;
    casting.known(&spell).map(|k| k.spell.clone())
}

/// The uses `unit` has left of `spell` today.
fn uses_left(world: &World, unit: Entity, spell: &str) -> u32 {
    world
        .get::<Spellcasting>(unit)
        .and_then(|c| c.known(spell))
        .map_or(0, |k| k.left)
}

/// `readier`'s counterspell at what `caster` has begun.
pub fn counter(res: &mut Resolver, readier: Entity, caster: Entity) -> Result<(), EngineError> {
    let Some(spell) = spell_begun(res, caster) else {
        return Ok(());
    };
    if !identifies(res, readier, &spell)? {
        return Ok(());
    }
    let same = uses_left(res.world, readier, &spell.id);
    let dispel = uses_left(res.world, readier, DISPEL_MAGIC);
    let countered = if same > 0 {
        spend_a_use(res, readier, &spell.id, same);
        true
    } else if dispel > 0 {
        spend_a_use(res, readier, DISPEL_MAGIC, dispel);
        dispel_check(res, readier, caster, &spell.id)?
    } else {
        false
    };
    if countered {
        res.emit(CombatEvent::Countered {
            unit: res.id(readier),
            caster: res.id(caster),
            spell: spell.id.clone(),
        });
    }
    Ok(())
}

/// The Magic Knowledge check that tells which spell is being cast.
fn identifies(
    res: &mut Resolver,
    readier: Entity,
    spell: &crate::level::spells::Spell,
) -> Result<bool, EngineError> {
    let mut modifiers = Modifiers::new();
    modifiers.add(
        "Magic Knowledge",
        crate::combat::reads::magic_knowledge(res.world, readier),
    );
    let dc = IDENTIFY_DC + spell.level as i32;
    let roll = super::hero::roll_d20(res, readier, &mut modifiers, |n, b| {
        crate::rules::saves::check_succeeds(n, b, dc)
    })?;
    let success = crate::rules::saves::check_succeeds(roll, modifiers.total(), dc);
    res.emit(CombatEvent::Check {
        unit: res.id(readier),
        ability: "magic knowledge".into(),
        why: "identify the spell".into(),
        roll,
        total: roll as i32 + modifiers.total(),
        modifiers,
        dc,
        success,
    });
    Ok(success)
}

/// One use of `spell` spent on the counter, as a casting spends it.
fn spend_a_use(res: &mut Resolver, readier: Entity, spell: &str, left: u32) {
    res.emit(CombatEvent::Cast {
        unit: res.id(readier),
        spell: spell.into(),
        uses_left: left.saturating_sub(1),
        defensively: false,
    });
}

/// Dispel magic's check against the spell being cast: d20 + the readier's caster level (at most
/// 10) against 11 + the caster's.
fn dispel_check(
    res: &mut Resolver,
    readier: Entity,
    caster: Entity,
    spell: &str,
) -> Result<bool, EngineError> {
    let level = |e: Entity| res.world.get::<Spellcasting>(e).map_or(0, |c| c.level);
    let (bonus, dc) = (
        magic::dispel_bonus(level(readier)),
        magic::dispel_dc(level(caster)),
    );
    let roll = res.d20()?;
    let success = crate::rules::saves::check_succeeds(roll, bonus, dc);
    res.emit(CombatEvent::DispelCheck {
        caster: res.id(readier),
        target: res.id(caster),
        spell: spell.into(),
        roll,
        total: roll as i32 + bonus,
        dc,
        success,
    });
    Ok(success)
}

/// Whether `caster`'s spell was countered among `events` (those since it began).
pub fn was_countered(res: &Resolver, caster: Entity, since: usize) -> bool {
    let id = res.id(caster);
    res.events
        .get(since..)
        .unwrap_or_default()
        .iter()
        .any(|e| matches!(e, CombatEvent::Countered { caster, .. } if *caster == id))
}
