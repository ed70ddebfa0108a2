//! Magic items (seed 000's action list): wands and scrolls ("Lanzar hechizos de varas y papiros":
//! a standard action that provokes), staves ("Lanzar hechizos de bastones": standard, provokes
//! save for melee-touch spells), a sorcerer's codex ("Lanzar hechizos de codex": provokes; the
//! seed leaves its action to the Sorcerer's description, which no seed gives, so it is standard
//! like the rest) and any other item, activated ("Activar objetos mágicos": standard, provokes
//! nothing).
//!
//! Read as a tabletop group would where the seed is silent:
//! - An item holds spells from `spells.ron` and charges; each use spends the spell's charges
//!   (1 unless it says), and a scroll is gone once its charges are.
//! - Wands, scrolls and staves cast spells, so only a spellcaster can use them, and a codex only an
//!   arcane one; anyone can activate an item.
//! - The spell's save DC is the item's, as the d20 games give it: 10 + the spell's level + the
//!   least casting modifier for that level (half the level, rounded down). The user's Magic
//!   Knowledge still meets magic resistance (0 for one that casts no spells).
//! - A wand or staff in hand does not keep the spell's somatic gestures from being made (seed 000,
//!   "Componentes"); a scroll or codex needs a free hand for them. A silenced user cannot speak a
//!   verbal one. Activating an item asks for neither, and no armour spoils an item's spell.
//! - A wand, scroll, staff or codex not in hand is taken out first with a move action (seed 000,
//!   "Equipar un arma u objeto"; see `combat::equip`); a wand or staff stays out afterwards.
//! - What casts a spell (all but an activated item) is seen by readied actions against casters,
//!   and a user hurt by the attacks it provokes checks Magic Knowledge to keep the spell.

use super::cast::{Aim, aim_spell, facing_square};
use super::components::*;
use super::events::CombatEvent;
use super::reads::unit_id;
use super::rejection::Rejection;
use crate::level::schema::{Item, MagicItemKind};
use crate::level::spells::{Component, Spell, SpellRange};
use crate::phrase;
use crate::rules::economy::ActionKind;
use crate::rules::grid::Pos;
use crate::rules::templates::Facing;
use bevy::prelude::*;

/// A checked use of a magic item: which item, which spell, where it goes.
#[derive(Clone, Debug)]
pub struct ItemUse {
    pub item: Item,
    pub kind: MagicItemKind,
    pub spell: Spell,
    pub aim: Aim,
    pub charges_left: u32,
    /// Taken out first, with a move action (it is not in hand yet).
    pub draw: bool,
}

impl ItemUse {
    /// The use as the casting code weighs a spell: a standard action, the charges it leaves as
    /// its uses left, never cast defensively.
    pub fn as_cast_plan(&self, world: &World) -> super::cast::CastPlan {
        super::cast::CastPlan {
            spell: self.spell.clone(),
            cost: super::reads::cost_of(world, ActionKind::UseItem),
            aim: self.aim.clone(),
            uses_left: self.charges_left,
            defensively: false,
        }
    }
}

/// The magic items `unit` carries, in the order it carries them.
pub fn magic_items(world: &World, unit: Entity) -> Vec<Item> {
    world
        .get::<Equipment>(unit)
        .map(|eq| {
            eq.items
                .iter()
                .filter(|i| i.magic.is_some())
                .cloned()
                .collect()
        })
        .unwrap_or_default()
}

/// Checks that `unit` can use `spell` (or the item's only one) of the carried `item` now, aimed
/// at `target` or `at` (or by `facing`).
pub fn check_use(
    world: &World,
    unit: Entity,
    item: &str,
    spell: Option<&str>,
    target: Option<&str>,
    (at, facing): (Option<Pos>, Option<Facing>),
) -> Result<ItemUse, Rejection> {
    let (carried, kind, the_spell, charges_left) = check_usable(world, unit, item, spell)?;
    let draw = super::equip::item_draw(world, unit, &carried, ActionKind::UseItem)?;
    let id = || unit_id(world, unit);
    let cannot_cast = |why| Rejection::CannotCast {
        unit: id(),
        spell: the_spell.id.clone(),
        why,
    };
    let at = match facing {
        Some(_) if at.is_some() => {
            return Err(cannot_cast(phrase!("why-give-at-or-facing-not-both")));
        }
        Some(facing) => {
            let from = world.get::<Position>(unit).map(|p| p.0).unwrap_or_default();
            Some(
                facing_square(
                    super::board::shape(world),
                    from,
                    Some(the_spell.target),
                    facing,
                )
                .map_err(cannot_cast)?,
            )
        }
        None => at,
    };
    let aim = aim_spell(world, unit, &the_spell, target, at)?;
    Ok(ItemUse {
        kind,
        charges_left,
        item: carried,
        spell: the_spell,
        aim,
        draw,
    })
}

/// [`check_use`] before the aim: the item, its kind, the spell and the charges a use leaves.
pub fn check_usable(
    world: &World,
    unit: Entity,
    item: &str,
    spell: Option<&str>,
) -> Result<(Item, MagicItemKind, Spell, u32), Rejection> {
    let id = || unit_id(world, unit);
    let carried = world
        .get::<Equipment>(unit)
        .and_then(|eq| eq.items.iter().find(|i| i.id == item).cloned())
        .ok_or_else(|| Rejection::NotCarried {
            unit: id(),
            thing: item.to_string(),
        })?;
    let no = |why| Rejection::Cannot { unit: id(), why };
    let Some(magic) = carried.magic.clone() else {
        return Err(no(phrase!("why-not-a-magic-item", item = item.to_string())));
    };
    let held = match spell {
        Some(name) => magic.spells.iter().find(|s| s.spell == name),
        None if magic.spells.len() == 1 => magic.spells.first(),
        None => {
            return Err(no(phrase!(
                "why-name-the-item-s-spell",
                item = item.to_string()
            )));
        }
    }
    .ok_or_else(|| {
        no(phrase!(
            "why-the-item-holds-no-such-spell",
            item = item.to_string(),
            spell = spell.unwrap_or_default().to_string()
        ))
    })?;
    let Some(the_spell) = held.resolved.clone() else {
        return Err(no(phrase!(
            "why-the-item-holds-no-such-spell",
            item = item.to_string(),
            spell = held.spell.clone()
        )));
    };
    if magic.charges < held.charges {
        return Err(no(phrase!(
            "why-not-enough-charges",
            item = item.to_string(),
            left = i64::from(magic.charges),
            needs = i64::from(held.charges)
        )));
    }
    let casting = world.get::<Spellcasting>(unit);
    match magic.kind {
        MagicItemKind::Activated => {}
        MagicItemKind::Codex if !casting.is_some_and(|c| c.arcane) => {
            return Err(no(phrase!("why-only-arcane-casters-read-a-codex")));
        }
        _ if casting.is_none() => return Err(no(phrase!("why-only-casters-use-it"))),
        _ => {}
    }
    super::equip::item_draw(world, unit, &carried, ActionKind::UseItem)?;
    let cannot_cast = |why| Rejection::CannotCast {
        unit: id(),
        spell: the_spell.id.clone(),
        why,
    };
    if magic.kind != MagicItemKind::Activated {
        if the_spell.has(Component::V) && super::reads::is_silenced(world, unit) {
            return Err(cannot_cast(phrase!("why-it-is-silenced-and-its-verbal")));
        }
        let gestures = matches!(magic.kind, MagicItemKind::Scroll | MagicItemKind::Codex);
        let free_hands = world.get::<Equipment>(unit).map_or(0, |e| e.free_hands());
        if gestures && the_spell.has(Component::S) && free_hands == 0 {
            return Err(cannot_cast(phrase!(
                "why-its-somatic-component-needs-a-free"
            )));
        }
    }
    Ok((carried, magic.kind, the_spell, magic.charges - held.charges))
}

/// Whether using an item of `kind` to cast `spell` provokes attacks of opportunity (seed 000).
pub fn provokes(kind: MagicItemKind, spell: &Spell) -> bool {
    match kind {
        MagicItemKind::Activated => false,
        MagicItemKind::Staff => spell.range != SpellRange::Touch,
        MagicItemKind::Wand | MagicItemKind::Scroll | MagicItemKind::Codex => true,
    }
}

/// What can stop `unit`'s use of an item of `kind` to cast `spell` now: the attacks of
/// opportunity it provokes from where the unit stands, if its kind provokes.
pub fn risks(
    world: &World,
    unit: Entity,
    kind: MagicItemKind,
    spell: &Spell,
) -> Vec<super::cast::CastingRisk> {
    if !provokes(kind, spell) {
        return Vec::new();
    }
    let snap = super::board::BoardSnapshot::for_unit(world, unit);
    let from = world.get::<Position>(unit).map(|p| p.0).unwrap_or_default();
    let by: Vec<String> = snap
        .threateners_of(from)
        .filter(|t| super::board::can_make_aoo(world, t.entity))
        .map(|t| snap.name(t.entity))
        .collect();
    if by.is_empty() {
        Vec::new()
    } else {
        vec![super::cast::CastingRisk::ItemProvokes(by)]
    }
}

/// Applies `item_spell`: the item's charges are what is left, and a scroll with none is gone.
pub fn apply_charges(world: &mut World, unit: Entity, item: &str, charges_left: u32) {
    let Some(mut eq) = world.get_mut::<Equipment>(unit) else {
        return;
    };
    let Some(i) = eq.items.iter().position(|it| it.id == item) else {
        return;
    };
    let spent_scroll = eq.items[i]
        .magic
        .as_ref()
        .is_some_and(|m| m.kind == MagicItemKind::Scroll && charges_left == 0);
    if spent_scroll {
        eq.items.remove(i);
        eq.wielded.retain(|w| w != item);
    } else if let Some(magic) = eq.items[i].magic.as_mut() {
        magic.charges = charges_left;
    }
}

/// Applies an item's spell: the charges it has left.
pub(super) fn apply_event(world: &mut World, event: &CombatEvent) -> bool {
    if let CombatEvent::ItemSpell {
        unit,
        item,
        charges_left,
        ..
    } = event
        && let Some(e) = super::reads::entity_of(world, unit)
    {
        apply_charges(world, e, item, *charges_left);
    }
    true
}
