//! Lanzar objeto (seed 002, "Lanzar objeto"): the action; something the unit holds flies up to
//! 10 m (5 squares) at a creature or a spot. At a creature it is an attack: an Agility test as
//! for any ranged attack (player-facing: a PC thrown at by an NPC dodges instead), with the
//! object's own damage (a weapon's, or the improvised table's for a stone or a plank). At a spot
//! it gets there with no roll. Then a probability roll of 8+ breaks it; otherwise it lies where
//! it came down, for anyone to pick up.

use crate::combat::attack::resolve_strike;
use crate::combat::components::*;
use crate::combat::events::CombatEvent;
use crate::combat::reads::{check_target_standing, entity_of};
use crate::combat::rejection::Rejection;
use crate::combat::resolver::{EngineError, Resolver};
use crate::i18n::Phrase;
use crate::level::schema::{Weapon, WeaponKind};
use crate::phrase;
use crate::rules::economy::ActionCost;
use crate::rules::grid::Pos;
use crate::rulesets::{Strike, StrikeMode};
use bevy::prelude::*;

use super::data::Attribute;
use super::rules::Edge;

/// How far an object flies: 10 m.
pub const THROW_SQUARES: u32 = 5;

/// A probability roll of this or more breaks a thrown object.
pub const BREAKS_ON: u32 = 8;

type Outcome = Result<Result<(), EngineError>, Rejection>;

fn cannot(world: &World, unit: Entity, why: Phrase) -> Rejection {
    Rejection::Cannot {
        unit: crate::combat::reads::unit_id(world, unit),
        why,
    }
}

/// The object as it flies: the held weapon, thrown (Agility, 5 squares).
pub fn as_thrown(weapon: &Weapon) -> Weapon {
    let mut thrown = weapon.clone();
    thrown.kind = WeaponKind::Thrown;
    thrown.range = Some(THROW_SQUARES);
    let traits = thrown.osr.get_or_insert(super::data::OsrWeaponTraits {
        strength: None,
        penetration: 0,
        usage: None,
        attribute: Attribute::Agility,
    });
    traits.attribute = Attribute::Agility;
    thrown
}

/// What a unit would throw when told to throw "what it holds": the first object in hand.
pub fn object_in_hand(world: &World, unit: Entity) -> Option<Weapon> {
    let equipment = world.get::<Equipment>(unit)?;
    equipment.usable().find(|w| !w.natural).cloned()
}

/// Where the throw is aimed, checked: the creature (if any) and the square it comes down on.
fn check(
    world: &World,
    unit: Entity,
    item: Option<&str>,
    target: Option<&str>,
    at: Option<Pos>,
) -> Result<(Weapon, Option<Entity>, Pos), Rejection> {
    crate::combat::hot::resource::<TurnState>(world)
        .budget
        .check(ActionCost::Standard)?;
    let equipment = world.get::<Equipment>(unit).cloned().unwrap_or_default();
    let weapon = match item {
        Some(item) => equipment
            .weapons
            .iter()
            .find(|w| w.id == item && !w.natural)
            .cloned()
            .ok_or_else(|| {
                cannot(
                    world,
                    unit,
                    phrase!(
                        "why-carries-no-item-to-throw",
                        item = crate::i18n::as_term(item)
                    ),
                )
            })?,
        None => object_in_hand(world, unit)
            .ok_or_else(|| cannot(world, unit, phrase!("why-it-holds-nothing-to-throw")))?,
    };
    let weapon = &weapon;
    if !equipment.in_hand(weapon) {
        return Err(cannot(
            world,
            unit,
            phrase!(
                "why-not-in-hand-draw",
                item = crate::i18n::as_term(weapon.name.as_str())
            ),
        ));
    }
    let (victim, spot) = match (target, at) {
        (Some(id), None) => {
            let t = entity_of(world, id).ok_or_else(|| Rejection::UnknownUnit(id.into()))?;
            if t == unit {
                return Err(cannot(
                    world,
                    unit,
                    phrase!("why-it-cannot-throw-at-itself"),
                ));
            }
            check_target_standing(world, t, id)?;
            let p = world.get::<Position>(t).map(|p| p.0).unwrap_or_default();
            (Some(t), p)
        }
        (None, Some(p)) => (None, p),
        _ => {
            return Err(cannot(
                world,
                unit,
                phrase!("why-throw-at-a-creature-target-or"),
            ));
        }
    };
    let from = world.get::<Position>(unit).map(|p| p.0).unwrap_or_default();
    let board = crate::combat::hot::resource::<Board>(world);
    if !board.contains(spot) || board.blocks_sight(spot) {
        return Err(cannot(
            world,
            unit,
            phrase!("why-nothing-can-land", at = spot.to_string()),
        ));
    }
    let distance = board.shape.distance(from, spot);
    if distance > THROW_SQUARES {
        return Err(cannot(
            world,
            unit,
            phrase!(
                "why-throw-too-far",
                at = spot.to_string(),
                distance = distance,
                reach = THROW_SQUARES,
                board = board.shape.cells()
            ),
        ));
    }
    if !board
        .shape
        .line_is_clear(from, spot, |p| board.blocks_sight(p))
    {
        return Err(cannot(
            world,
            unit,
            phrase!("why-cannot-see-square", at = spot.to_string()),
        ));
    }
    Ok((weapon.clone(), victim, spot))
}

pub fn throw(
    res: &mut Resolver,
    unit: Entity,
    item: Option<&str>,
    target: Option<&str>,
    at: Option<Pos>,
) -> Outcome {
    let (weapon, victim, spot) = check(res.world, unit, item, target, at)?;
    let aimed = match victim {
        Some(t) => res.id(t),
        None => spot.to_string(),
    };
    res.emit(CombatEvent::Action {
        unit: res.id(unit),
        action: phrase!(
            "action-throw",
            item = crate::i18n::as_term(weapon.name.as_str()),
            at = aimed
        ),
        cost: ActionCost::Standard,
    });
    Ok((|| {
        if let Some(t) = victim {
            resolve_strike(
                res,
                &Strike::new(unit, t, &as_thrown(&weapon), StrikeMode::Normal),
            )?;
        }
        // A fumble's usage die may have broken it already.
        let still_held = res
            .world
            .get::<Equipment>(unit)
            .is_some_and(|e| e.weapons.iter().any(|w| w.id == weapon.id));
        if !still_held {
            return Ok(());
        }
        let broke = super::fight::probability_test(
            res,
            unit,
            phrase!(
                "test-whether-breaks",
                item = crate::i18n::as_term(weapon.name.as_str())
            ),
            BREAKS_ON,
            Edge::Normal,
        )?;
        res.emit(CombatEvent::Thrown {
            unit: res.id(unit),
            thing: weapon.id.clone(),
            at: spot,
            broke,
        });
        Ok(())
    })())
}
