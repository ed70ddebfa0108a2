//! Seed 001, "Energía consumida": a creature drained of energy carries negative levels, and dies
//! once it has as many as it has hit dice. The seed sends the reader to a page it does not include
//! for what each level does; ours, after the game that page is from: each negative level is −1 to
//! attack rolls, saving throws and checks (the condition table's row, counted once per level) and
//! costs 5 hit points, taken as damage that healing gives back. Levels last the rest of the fight
//! (ridding oneself of them is a matter of days), are not dispelled, and add up.

use crate::combat::components::HitDice;
use crate::combat::events::CombatEvent;
use crate::combat::reads::{conditions_of, health_state};
use crate::combat::resolver::{EngineError, Resolver};
use crate::level::spells::SpellEffect;
use crate::rules::dice::DiceExpr;
use crate::rules::health::HealthState;
use bevy::prelude::*;

/// Hit points each negative level costs.
pub const HIT_POINTS_PER_LEVEL: i32 = 5;

/// The source the lost hit points are logged under (the condition's name).
const ENERGY_DRAINED: &str = "energy drained";

/// `target` gains `dice` negative levels from `source` (a spell's or a weapon's id), laid by
/// `caster`; it loses their hit points and dies when its levels reach its hit dice.
pub fn drain(
    res: &mut Resolver,
    target: Entity,
    dice: DiceExpr,
    source: &str,
    caster: String,
) -> Result<(), EngineError> {
    let (faces, rolled) = res.roll(dice)?;
    let Ok(levels) = u32::try_from(rolled) else {
        return Ok(());
    };
    if levels == 0 || health_state(res.world, target) == HealthState::Dead {
        return Ok(());
    }
    let total = conditions_of(res.world, target)
        .negative_levels()
        .saturating_add(levels);
    let unit = res.id(target);
    res.emit(CombatEvent::NegativeLevels {
        unit: unit.clone(),
        source: source.to_string(),
        dice: dice.to_string(),
        faces,
        levels,
        total,
    });
    res.emit(CombatEvent::EffectStarts {
        unit: unit.clone(),
        spell: source.to_string(),
        caster,
        effects: vec![SpellEffect::NegativeLevels {
            dice: DiceExpr::new(0, 0, i32::try_from(levels).unwrap_or(i32::MAX)),
        }],
        rounds: None,
        dispellable: false,
    });
    let lost = HIT_POINTS_PER_LEVEL.saturating_mul(i32::try_from(levels).unwrap_or(i32::MAX));
    crate::combat::attack::lose_rolled_hit_points(
        res,
        target,
        lost,
        ENERGY_DRAINED,
        None,
        Vec::new(),
    );
    let hit_dice = res.world.get::<HitDice>(target).map_or(1, |h| h.0);
    if total >= hit_dice && health_state(res.world, target) != HealthState::Dead {
        res.emit(CombatEvent::HealthState {
            unit,
            state: HealthState::Dead,
        });
    }
    Ok(())
}
