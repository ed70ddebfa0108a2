//! Using a magic item's spell as Core plays it (seed 000's action list; what an item holds and
//! who may use it are shared, in `combat::magic_items`): the charges are spent, the readied
//! actions against casters and the attacks the item provokes come first, and the spell is
//! released with the item's own DC (10 + the spell's level + half that level, rounded down).
use crate::combat::events::CombatEvent;
use crate::combat::magic_items::{ItemUse, check_use, provokes};
use crate::combat::rejection::Rejection;
use crate::combat::resolver::{EngineError, Resolver};
use crate::level::schema::MagicItemKind;
use crate::phrase;
use crate::rules::economy::ActionKind;
use crate::rules::grid::Pos;
use crate::rules::templates::Facing;
use bevy::prelude::*;

/// Standard action: uses a carried magic item's spell.
pub fn use_item(
    res: &mut Resolver,
    unit: Entity,
    item: &str,
    spell: Option<&str>,
    target: Option<&str>,
    aim: (Option<Pos>, Option<Facing>),
) -> Result<Result<(), EngineError>, Rejection> {
    let plan = check_use(res.world, unit, item, spell, target, aim)?;
    Ok(execute(res, unit, &plan))
}

/// Spends the charges, lets the attacks it provokes and the readied actions against casters come
/// first, then releases the spell with the item's DC.
pub fn execute(res: &mut Resolver, unit: Entity, plan: &ItemUse) -> Result<(), EngineError> {
    if plan.draw && !crate::combat::equip::take_out_item(res, unit, &plan.item)? {
        return Ok(());
    }
    let item = crate::i18n::as_term(plan.item.name.as_str());
    res.emit(CombatEvent::Action {
        unit: res.id(unit),
        action: phrase!("action-use-item", item = item),
        cost: crate::combat::reads::cost_of(res.world, ActionKind::UseItem),
    });
    res.emit(CombatEvent::ItemSpell {
        unit: res.id(unit),
        item: plan.item.id.clone(),
        spell: plan.spell.id.clone(),
        charges_left: plan.charges_left,
    });
    let spell = &plan.spell;
    let casts = plan.kind != MagicItemKind::Activated;
    if casts
        && !super::spells::keeps_spell_through(
            res,
            unit,
            spell.level,
            crate::combat::ready::before_cast,
        )?
    {
        return Ok(());
    }
    if provokes(plan.kind, spell)
        && !super::spells::keeps_spell_through(
            res,
            unit,
            spell.level,
            crate::combat::attack::provoke_from_square,
        )?
    {
        return Ok(());
    }
    let dc = crate::rules::magic::item_save_dc(spell.level);
    super::spells::release(res, unit, spell, &plan.aim, dc)
}
