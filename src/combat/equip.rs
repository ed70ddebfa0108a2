//! Drawing weapons (seed 000, "Equipar un arma u objeto"): a move action that provokes nothing
//! and can be done while moving (`Move(..., draw: [...])` spends no extra action). One action can
//! ready a weapon in each hand. What is drawn replaces what was in hand (putting a weapon away is
//! part of the same action); a shield keeps its hand, and a two-handed weapon needs both.
//!
//! Objects too ("u objeto"): a potion, wand, scroll, staff or codex is taken out with a move action
//! before it is used, unless it is out already ([`item_draw`]). The reading where the seed is
//! silent: the object joins what is in hand without putting a weapon away (a potion is held in the
//! shield hand or beside the hilt, as tables play it); drawing weapons puts it away, and a potion
//! or a spent scroll is gone once used. A wand or staff stays out for the next use.

use super::components::*;
use super::events::CombatEvent;
use super::reads::unit_id;
use super::rejection::Rejection;
use super::resolver::{EngineError, Resolver};
use crate::phrase;
use crate::rules::economy::{ActionCost, ActionKind};
use bevy::prelude::*;

/// Checks that `ids` can be drawn by `unit`.
pub fn check_draw(world: &World, unit: Entity, ids: &[String]) -> Result<(), Rejection> {
    let equipment = world.get::<Equipment>(unit).cloned().unwrap_or_default();
    if ids.is_empty() {
        return Err(Rejection::CannotWield {
            unit: unit_id(world, unit),
            why: phrase!("why-name-at-least-one-weapon"),
        });
    }
    equipment
        .check_wield(ids)
        .map_err(|why| Rejection::CannotWield {
            unit: unit_id(world, unit),
            why,
        })
}

/// Emits the change of weapons in hand.
pub fn wield(res: &mut Resolver, unit: Entity, ids: &[String]) {
    res.emit(CombatEvent::Wield {
        unit: res.id(unit),
        weapons: ids.to_vec(),
    });
}

/// Takes the weapons in hand once the enemies readied for a draw have acted (seed 000, "Acción
/// preparada": the archer shoots before the weapon is out); a unit they drop draws nothing.
pub(crate) fn draw_unless_stopped(
    res: &mut Resolver,
    unit: Entity,
    ids: &[String],
) -> Result<(), EngineError> {
    super::ready::before_draw(res, unit)?;
    if crate::combat::reads::health_state(res.world, unit).can_act() {
        wield(res, unit, ids);
    }
    Ok(())
}

/// Whether `unit` must take `item` out before using it, and whether its turn allows that and the
/// standard action of the use after it (the move first, then the standard; a standard spent as
/// the move leaves none).
pub fn item_draw(
    world: &World,
    unit: Entity,
    item: &crate::level::schema::Item,
    using: ActionKind,
) -> Result<bool, Rejection> {
    let budget = crate::combat::hot::resource::<TurnState>(world).budget;
    let take_out = super::reads::cost_of(world, ActionKind::TakeOut);
    let use_it = super::reads::cost_of(world, using);
    let out = world
        .get::<Equipment>(unit)
        .is_some_and(|eq| eq.holds_item(&item.id));
    if out || !item.is_held_to_use() {
        budget.check(use_it)?;
        return Ok(false);
    }
    let both_left = budget.check(take_out).is_ok() && budget.after(take_out).check(use_it).is_ok();
    if !both_left {
        return Err(Rejection::Cannot {
            unit: unit_id(world, unit),
            why: phrase!(
                "why-take-out-then-use",
                item = crate::i18n::as_term(item.name.as_str())
            ),
        });
    }
    Ok(true)
}

/// Takes `item` out (a move action, after any readied action against a draw); whether the unit
/// can still act to use it.
pub fn take_out_item(
    res: &mut Resolver,
    unit: Entity,
    item: &crate::level::schema::Item,
) -> Result<bool, EngineError> {
    res.emit(CombatEvent::Action {
        unit: res.id(unit),
        action: phrase!(
            "action-take-out",
            item = crate::i18n::as_term(item.name.as_str())
        ),
        cost: super::reads::cost_of(res.world, ActionKind::TakeOut),
    });
    super::ready::before_draw(res, unit)?;
    if !crate::combat::reads::health_state(res.world, unit).can_act() {
        return Ok(false);
    }
    // One object out at a time: another goes back.
    let mut in_hand: Vec<String> = res
        .world
        .get::<Equipment>(unit)
        .map(|eq| {
            eq.wielded
                .iter()
                .filter(|id| eq.weapons.iter().any(|w| &w.id == *id))
                .cloned()
                .collect()
        })
        .unwrap_or_default();
    in_hand.push(item.id.clone());
    wield(res, unit, &in_hand);
    Ok(true)
}

/// Whether the draw command on its own would be accepted now: a move action is left and the
/// weapons fit the hands.
pub fn check_draw_action(world: &World, unit: Entity, ids: &[String]) -> Result<(), Rejection> {
    super::reads::afford(world, ActionKind::Draw)?;
    check_draw(world, unit, ids)
}

/// The draw command on its own: a move action.
pub fn draw(
    res: &mut Resolver,
    unit: Entity,
    ids: &[String],
) -> Result<Result<(), EngineError>, Rejection> {
    check_draw_action(res.world, unit, ids)?;
    res.emit(CombatEvent::Action {
        unit: res.id(unit),
        action: phrase!("action-draw", weapons = crate::i18n::as_terms(ids)),
        cost: super::reads::cost_of(res.world, ActionKind::Draw),
    });
    Ok(draw_unless_stopped(res, unit, ids))
}

/// A move that draws weapons on the way: both are checked first, and the draw happens as the move
/// starts, at no extra cost.
pub fn move_drawing(
    res: &mut Resolver,
    unit: Entity,
    to: Option<crate::rules::grid::Pos>,
    path: Option<&[crate::rules::grid::Pos]>,
    ids: &[String],
) -> Result<Result<(), EngineError>, Rejection> {
    let plan = check_move_drawing(res.world, unit, to, path, ids)?;
    res.emit(CombatEvent::Action {
        unit: res.id(unit),
        action: phrase!("action-move-drawing", weapons = crate::i18n::as_terms(ids)),
        cost: plan.action,
    });
    if let Err(fault) = draw_unless_stopped(res, unit, ids) {
        return Ok(Err(fault));
    }
    if !crate::combat::reads::health_state(res.world, unit).can_act() {
        return Ok(Ok(()));
    }
    Ok(super::movement::walk(
        res,
        unit,
        &plan.path.steps,
        plan.provokes,
    ))
}

/// The move `unit` would make drawing `ids` on the way, when the move and the draw are both
/// allowed.
pub fn check_move_drawing(
    world: &World,
    unit: Entity,
    to: Option<crate::rules::grid::Pos>,
    path: Option<&[crate::rules::grid::Pos]>,
    ids: &[String],
) -> Result<super::movement::MovePlan, Rejection> {
    let plan =
        super::movement::check_move_kind(world, unit, super::movement::MoveKind::Move, to, path)?;
    check_draw(world, unit, ids)?;
    Ok(plan)
}

/// Loads a weapon that needs it (seed 000, "Cargar una ballesta"): the weapon's reload action
/// (a move for a light crossbow, full-round for a heavy one). It provokes: the attacks of
/// opportunity come first, and a unit that drops has loaded nothing.
pub fn reload(
    res: &mut Resolver,
    unit: Entity,
    weapon: Option<&str>,
) -> Result<Result<(), EngineError>, Rejection> {
    let (target, cost) = check_reload(res.world, unit, weapon)?;
    res.emit(CombatEvent::Action {
        unit: res.id(unit),
        action: phrase!(
            "action-load",
            weapon = crate::i18n::as_term(target.name.as_str())
        ),
        cost,
    });
    let loaded = CombatEvent::Loaded {
        unit: res.id(unit),
        weapon: target.id.clone(),
        loaded: true,
    };
    Ok(super::attack::provoke_then(res, unit, loaded))
}

/// The weapon `unit` would load (the one named `weapon`, when it names one) and what loading it
/// costs, with that left of its turn.
pub fn check_reload(
    world: &World,
    unit: Entity,
    weapon: Option<&str>,
) -> Result<(crate::level::schema::Weapon, ActionCost), Rejection> {
    let target = world
        .get::<Equipment>(unit)
        .and_then(|equipment| {
            equipment
                .usable()
                .filter(|w| w.reload.is_some() && equipment.unloaded.contains(&w.id))
                .find(|w| weapon.is_none_or(|name| w.id == name))
                .cloned()
        })
        .ok_or_else(|| Rejection::NothingToLoad {
            unit: unit_id(world, unit),
        })?;
    let time = target.reload.map_or(ActionCost::Move, |r| r.cost());
    let cost = super::reads::afford(world, ActionKind::Reload(time))?;
    Ok((target, cost))
}

/// Straps the shield on or takes it off (seed 000, "Equipar escudos": a move or a full-round
/// action by the shield's kind, `equip` in `armor.ron`; taking it off is read as a move action, as
/// in the d20 games). Neither provokes, as equipping does not. A strapped shield takes a hand, so
/// it goes on only with a hand free of weapons.
pub fn shield(
    res: &mut Resolver,
    unit: Entity,
    on: bool,
) -> Result<Result<(), EngineError>, Rejection> {
    let cost = check_shield(res.world, unit, on)?;
    res.emit(CombatEvent::Action {
        unit: res.id(unit),
        action: if on {
            phrase!("action-shield-on")
        } else {
            phrase!("action-shield-off")
        },
        cost,
    });
    res.emit(CombatEvent::ShieldWorn {
        unit: res.id(unit),
        on,
    });
    Ok(Ok(()))
}

/// What strapping the shield on (`on`) or taking it off costs the unit now, or why it cannot.
pub fn check_shield(world: &World, unit: Entity, on: bool) -> Result<ActionCost, Rejection> {
    let who = || super::reads::unit_id(world, unit);
    let cannot = |why| Rejection::Cannot { unit: who(), why };
    let eq = world
        .get::<Equipment>(unit)
        .ok_or_else(|| cannot(phrase!("why-no-shield")))?;
    let kind = if on {
        let slung = eq
            .slung_shield
            .as_ref()
            .ok_or_else(|| cannot(phrase!("why-no-shield-to-strap-on")))?;
        let mut strapped = eq.clone();
        strapped.shield = Some(slung.clone());
        strapped
            .check_wield(&strapped.wielded)
            .map_err(|why| Rejection::CannotWield { unit: who(), why })?;
        ActionKind::StrapShield(slung.equip.cost())
    } else {
        if eq.shield.is_none() {
            return Err(cannot(phrase!("why-no-shield-on")));
        }
        ActionKind::UnstrapShield
    };
    Ok(super::reads::afford(world, kind)?)
}

/// Applies changes of gear: a shield slung or worn, a weapon loaded or not, the weapons in hand,
/// an item used up.
pub(super) fn apply_event(world: &mut World, event: &CombatEvent) -> bool {
    use CombatEvent as E;
    match event {
        E::ShieldWorn { unit, on } => with_equipment(world, unit, |eq| shield_worn(eq, *on)),
        E::Loaded {
            unit,
            weapon,
            loaded,
        } => with_equipment(world, unit, |eq| {
            eq.unloaded.retain(|w| w != weapon);
            if !loaded {
                eq.unloaded.push(weapon.clone());
            }
        }),
        E::Wield { unit, weapons } => {
            with_equipment(world, unit, |eq| eq.wielded = weapons.clone())
        }
        E::ItemUsed { unit, item } => with_equipment(world, unit, |eq| {
            if let Some(i) = eq.items.iter().position(|it| &it.id == item) {
                eq.items.remove(i);
                // The one in hand was the one used.
                eq.wielded.retain(|w| w != item);
            }
        }),
        _ => {}
    }
    true
}

/// Changes the gear of the unit `unit`, if it has any.
fn with_equipment(world: &mut World, unit: &str, change: impl FnOnce(&mut Equipment)) {
    if let Some(e) = super::reads::entity_of(world, unit)
        && let Some(mut eq) = world.get_mut::<Equipment>(e)
    {
        change(&mut eq);
    }
}

/// A shield moves from the back to the arm (`on`) or back.
fn shield_worn(eq: &mut Equipment, on: bool) {
    let (from, to) = if on {
        (&mut eq.slung_shield, &mut eq.shield)
    } else {
        (&mut eq.shield, &mut eq.slung_shield)
    };
    if let Some(shield) = from.take() {
        *to = Some(shield);
    }
}
