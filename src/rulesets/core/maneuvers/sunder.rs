//! Sunder ("Romper arma"): a blow at a thing the foe holds or wears. On a success the unit's
//! weapon deals its damage (its dice and Strength, no critical) to the thing; what passes its
//! hardness comes off its hit points. At half its hit points or less it is broken (seed 001,
//! "Roto": see `rules::condition_table::break_weapon`); at 0 it is destroyed (the seed lets the
//! attacker spare it at 1 hit point instead: read as never, for in a fight nobody spares a foe's
//! sword).
//!
//! Readings where the seed is silent:
//! - The thing struck is the weapon a disarm would take (the first the foe holds), else its
//!   shield, else its armour. Natural weapons are part of the creature, not things.
//! - Hardness and hit points come from the data (`hardness:`, `hp:`); left out, our own
//!   defaults: hardness by what the thing is made of (wood 5, bone 6, stone and silver 8, steel
//!   and cold iron 10, adamantine 20), hit points by its size (a light weapon 5, a one-handed one
//!   10, a two-handed one 20; an armour 5 and a shield 10 for each point of its bonus); an
//!   armour of bonus 2 or less is leather or padding, of hardness 5.

use super::Landed;
use crate::combat::components::*;
use crate::combat::events::CombatEvent;
use crate::combat::resolver::{EngineError, Resolver};
use crate::i18n::Phrase;
use crate::level::schema::{Armor, Grip, Shield, Weapon};
use crate::phrase;
use crate::rules::damage::Material;
use bevy::prelude::*;

/// A thing's hardness and hit points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Durability {
    pub hardness: u32,
    pub hp: u32,
}

/// The thing a sunder strikes on `target`: its id, name, durability, the wear it has taken and
/// whether it is broken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Struck {
    pub id: String,
    pub name: String,
    pub durability: Durability,
    pub wear: u32,
    pub broken: bool,
}

impl Struck {
    /// Its hit points left.
    pub fn hp_left(&self) -> u32 {
        self.durability.hp.saturating_sub(self.wear)
    }
}

fn material_hardness(material: Material) -> u32 {
    match material {
        Material::Wood => 5,
        Material::Bone => 6,
        Material::Stone | Material::Silver => 8,
        Material::Steel | Material::ColdIron | Material::Magic => 10,
        Material::Adamantine => 20,
    }
}

pub fn weapon_durability(w: &Weapon) -> Durability {
    let size = match w.grip {
        Grip::Light => 5,
        Grip::OneHanded => 10,
        Grip::TwoHanded => 20,
    };
    Durability {
        hardness: w.hardness.unwrap_or_else(|| material_hardness(w.material)),
        hp: w.hp.unwrap_or(size),
    }
}

pub fn armour_durability(a: &Armor) -> Durability {
    let soft = if a.bonus <= 2 { 5 } else { 10 };
    Durability {
        hardness: a.hardness.unwrap_or(soft),
        hp: a.hp.unwrap_or(5 * a.bonus.max(1).unsigned_abs()),
    }
}

pub fn shield_durability(s: &Shield) -> Durability {
    Durability {
        hardness: s.hardness.unwrap_or_else(|| material_hardness(s.material)),
        hp: s.hp.unwrap_or(10 * s.bonus.max(1).unsigned_abs()),
    }
}

/// What a sunder on `target` would strike, if anything.
pub fn struck(world: &World, target: Entity) -> Option<Struck> {
    let eq = world.get::<Equipment>(target)?;
    if let Some(w) = super::disarm::weapon_taken(world, target) {
        return Some(Struck {
            id: w.id.clone(),
            name: w.name.clone(),
            durability: weapon_durability(w),
            wear: w.wear,
            broken: w.broken,
        });
    }
    if let Some(s) = &eq.shield {
        return Some(Struck {
            id: s.id.clone(),
            name: s.name.clone(),
            durability: shield_durability(s),
            wear: s.wear,
            broken: s.broken,
        });
    }
    eq.armor.as_ref().map(|a| Struck {
        id: a.id.clone(),
        name: a.name.clone(),
        durability: armour_durability(a),
        wear: a.wear,
        broken: a.broken,
    })
}

/// Why `target` has nothing to sunder, if it has not.
pub fn refusal(world: &World, target: Entity) -> Option<Phrase> {
    struck(world, target).is_none().then(|| {
        phrase!(
            "why-nothing-to-sunder",
            target = crate::combat::reads::unit_id(world, target)
        )
    })
}

/// The weapon the unit strikes the thing with: its melee weapon in hand, else its bare hands.
fn sundering_weapon(world: &World, unit: Entity) -> Weapon {
    world
        .get::<Equipment>(unit)
        .and_then(|e| e.melee_weapon().cloned())
        .unwrap_or_else(crate::combat::attack::unarmed_strike)
}

/// On a success the blow lands on the thing: what passes its hardness wears it, it breaks at half
/// its hit points and is destroyed at 0.
pub fn follow_up(
    res: &mut Resolver,
    unit: Entity,
    target: Entity,
    landed: Landed,
) -> Result<(), EngineError> {
    let (Ok(_), Some(thing)) = (landed, struck(res.world, target)) else {
        return Ok(());
    };
    let weapon = sundering_weapon(res.world, unit);
    let (faces, dice) = res.roll(weapon.damage)?;
    let striker = crate::combat::terms::Combatant::of(res.world, unit);
    let (strength, ..) = crate::combat::terms::damage_terms(
        &striker,
        &crate::combat::terms::Combatant::of(res.world, target),
        &weapon,
        None,
    );
    let broken = crate::rules::condition_table::broken_term(
        &weapon,
        crate::rules::condition_table::Target::Damage,
    );
    let blow = (dice + strength + broken + striker.condition_damage()).max(1);
    let hardness = thing.durability.hardness;
    let damage = u32::try_from(blow).unwrap_or(0).saturating_sub(hardness);
    let left = thing.hp_left().saturating_sub(damage);
    let owner = res.id(target);
    res.emit(CombatEvent::ItemDamaged {
        unit: owner.clone(),
        item: thing.id.clone(),
        faces,
        blow,
        hardness,
        hp: left,
    });
    if left == 0 {
        res.emit(CombatEvent::Destroyed {
            unit: owner,
            item: thing.id,
        });
    } else if damage > 0 && left <= thing.durability.hp / 2 && !thing.broken {
        res.emit(CombatEvent::Broken {
            unit: owner,
            item: thing.id,
        });
    }
    Ok(())
}

/// Applies what a sunder did to a unit's gear.
pub fn remember(world: &mut World, event: &CombatEvent) {
    match event {
        CombatEvent::ItemDamaged { unit, item, hp, .. } => with_gear(world, unit, |eq| {
            wear_down(eq, item, *hp);
        }),
        CombatEvent::Broken { unit, item } => with_gear(world, unit, |eq| break_it(eq, item)),
        CombatEvent::Destroyed { unit, item } => with_gear(world, unit, |eq| destroy(eq, item)),
        _ => {}
    }
}

fn with_gear(world: &mut World, unit: &str, change: impl FnOnce(&mut Equipment)) {
    if let Some(e) = crate::combat::reads::entity_of(world, unit)
        && let Some(mut eq) = world.get_mut::<Equipment>(e)
    {
        change(&mut eq);
    }
}

/// The thing `item` of `eq` is left with `hp` hit points: the first weapon of that id in hand (or
/// carried), else the shield or the armour of that id.
fn wear_down(eq: &mut Equipment, item: &str, hp: u32) {
    let in_hand = eq.weapon_index(item);
    if let Some(w) = in_hand.and_then(|i| eq.weapons.get_mut(i)) {
        w.wear = weapon_durability(w).hp.saturating_sub(hp);
    } else if let Some(s) = eq.shield.as_mut().filter(|s| s.id == item) {
        s.wear = shield_durability(s).hp.saturating_sub(hp);
    } else if let Some(a) = eq.armor.as_mut().filter(|a| a.id == item) {
        a.wear = armour_durability(a).hp.saturating_sub(hp);
    }
}

fn break_it(eq: &mut Equipment, item: &str) {
    if let Some(w) = eq.weapon_index(item).and_then(|i| eq.weapons.get_mut(i)) {
        crate::rules::condition_table::break_weapon(w);
    } else if let Some(s) = eq.shield.as_mut().filter(|s| s.id == item) {
        s.broken = true;
    } else if let Some(a) = eq.armor.as_mut().filter(|a| a.id == item) {
        a.broken = true;
    }
}

fn destroy(eq: &mut Equipment, item: &str) {
    if let Some(i) = eq.weapon_index(item) {
        eq.weapons.remove(i);
        if !eq.weapons.iter().any(|w| w.id == item) {
            eq.wielded.retain(|w| w != item);
        }
    } else if eq.shield.as_ref().is_some_and(|s| s.id == item) {
        eq.shield = None;
    } else if eq.armor.as_ref().is_some_and(|a| a.id == item) {
        eq.armor = None;
    }
}
