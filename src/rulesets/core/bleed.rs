//! Seed 001, "Sangrando": a bleeding creature takes its bleed's dice of damage as each of its
//! turns begins, until any healing stops it (`combat::items::heal`) or the effect ends. Bleeds of
//! one kind do not stack: the worst applies, read as the dice with the highest average (every
//! bleed here takes hit points, so they are all of one kind).

use crate::combat::components::SpellEffects;
use crate::combat::resolver::{EngineError, Resolver};
use crate::level::spells::SpellEffect;
use crate::rules::dice::DiceExpr;
use bevy::prelude::*;

/// The source a bleed's damage is logged under.
pub const BLEED: &str = "bleed";

/// Deals `unit` its worst bleed, if it bleeds; whether it did.
pub fn at_turn_start(res: &mut Resolver, unit: Entity) -> Result<bool, EngineError> {
    let Some(dice) = worst_bleed(res.world, unit) else {
        return Ok(false);
    };
    let (faces, total) = res.roll(dice)?;
    let amount = total.max(0);
    let dice = Some(dice.to_string());
    crate::combat::attack::lose_rolled_hit_points(res, unit, amount, BLEED, dice, faces);
    Ok(true)
}

/// The bleed with the highest average on `unit`.
fn worst_bleed(world: &World, unit: Entity) -> Option<DiceExpr> {
    world
        .get::<SpellEffects>(unit)?
        .0
        .iter()
        .filter_map(|a| match a.effect {
            SpellEffect::Bleed { dice } => Some(dice),
            _ => None,
        })
        .max_by_key(|d| twice_the_average(*d))
}

fn twice_the_average(dice: DiceExpr) -> i64 {
    i64::from(dice.count) * (i64::from(dice.sides) + 1) + 2 * i64::from(dice.bonus)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_worst_bleed_is_the_one_with_the_highest_average() {
        let d4 = DiceExpr::new(1, 4, 0);
        let d6 = DiceExpr::new(1, 6, 0);
        let two = DiceExpr::new(0, 0, 2);
        assert!(twice_the_average(d6) > twice_the_average(d4));
        assert_eq!(twice_the_average(d4), twice_the_average(two) + 1);
    }
}
