//! Seed 003's Fortune and Fate points ("Puntos de Destino y de Suerte"), spent by a standing
//! policy rather than asked for in the middle of a roll (so a fight replays from its commands):
//!
//! - **Fortune** points are full at the start of each fight (the seed renews them each day; a
//!   fight is read as a day's worth): the creature's `fortune`, else its Fate for a unit of the
//!   players' sides and none for the director's. A unit spends one to roll a failed attack again
//!   against a foe with 3 Wounds or fewer left; to parry or dodge once more in a round when it
//!   has 3 Wounds or fewer left itself; to roll a failed test of its own defence again then too
//!   (a parry, a dodge, Agility against a grab, resisting a feint, a push or a hurt in a hold,
//!   breaking free); and to add 1d10 to an initiative d10 of 1 to 3 (channelling is never
//!   rolled again: our policy keeps Fortune for what hurts). A
//!   person spends one for one more half action (`ExtraHalfAction`, free) after the turn's
//!   first half action and before its second (a turn ends when its actions are spent): the
//!   unit then has two half actions left, or one full action, which is two halves (still one
//!   normal attack a turn). The AI does not buy them.
//! - **Fate** points escape death: a unit with one left that a critical would kill spends it and
//!   is left for dead, out of the fight (unconscious), instead. They are lost for good.

use super::{WfrpTrack, track};
use crate::combat::components::{Health, TurnState};
use crate::combat::events::CombatEvent;
use crate::combat::rejection::Rejection;
use crate::combat::resolver::{EngineError, Resolver};
use crate::rules::dice::DiceExpr;
use crate::rules::economy::ActionCost;
use crate::rulesets::roll::Roll;
use bevy::prelude::*;

/// Wounds left at or under which a blow may end a unit: where Fortune is worth spending.
pub const FEW_WOUNDS: i32 = 3;

/// An initiative d10 at or under this is rolled up with a Fortune point.
pub const LOW_INITIATIVE: u32 = 3;

fn few_wounds(world: &World, unit: Entity) -> bool {
    world
        .get::<Health>(unit)
        .is_some_and(|h| h.hp <= FEW_WOUNDS)
}

/// The points a unit starts a fight with: (Fortune, Fate).
pub fn starting_points(fortune: Option<u32>, fate: u32, player_side: bool) -> (u32, u32) {
    let fortune = fortune.unwrap_or(if player_side { fate } else { 0 });
    (fortune, fate)
}

/// Whether `attacker` spends Fortune to roll its failed attack on `target` again.
pub fn rerolls_attack(world: &World, attacker: Entity, target: Entity) -> bool {
    track(world, attacker).fortune > 0 && few_wounds(world, target)
}

/// Whether `unit` spends Fortune to roll a failed test of its own defence again (a parry, a
/// dodge, slipping a grab), with `spending` more points about to go first: when its Wounds run
/// low.
pub fn rerolls_defence(world: &World, unit: Entity, spending: u32) -> bool {
    track(world, unit).fortune > spending && few_wounds(world, unit)
}

/// Whether `defender`, its parry or dodge of the round spent, buys another with Fortune.
pub fn buys_reaction(world: &World, defender: Entity) -> bool {
    track(world, defender).fortune > 0 && few_wounds(world, defender)
}

/// Spends one of `unit`'s Fortune points (reported): `on` what, with the roll it gives up or
/// the die it adds.
pub fn spend(
    res: &mut Resolver,
    unit: Entity,
    on: &str,
    given_up: Option<Roll>,
    extra: Option<u32>,
) {
    let left = track(res.world, unit).fortune.saturating_sub(1);
    res.emit(CombatEvent::Fortune {
        unit: res.id(unit),
        on: on.to_string(),
        roll: given_up.map(Box::new),
        extra,
        left,
    });
}

/// What Fortune adds to an initiative d10: another d10 on a low one (spent and reported).
pub fn initiative_extra(res: &mut Resolver, unit: Entity, d10: u32) -> Result<u32, EngineError> {
    if d10 > LOW_INITIATIVE || track(res.world, unit).fortune == 0 {
        return Ok(0);
    }
    let extra = res.roll(DiceExpr::new(1, 10, 0))?.0[0];
    spend(res, unit, "initiative", None, Some(extra));
    Ok(extra)
}

/// Whether a unit a critical would kill spends a Fate point to be left for dead instead
/// (reported).
pub fn escapes_death(res: &mut Resolver, unit: Entity) -> bool {
    let fate = track(res.world, unit).fate;
    if fate == 0 {
        return false;
    }
    res.emit(CombatEvent::Fate {
        unit: res.id(unit),
        left: fate - 1,
    });
    true
}

/// Whether `unit` may buy one more half action now: a Fortune point left, and one half action
/// of the turn's own spent and one left.
pub fn check_extra_half(world: &World, unit: Entity) -> Result<(), Rejection> {
    let cannot = |why| super::cannot(world, unit, why);
    if track(world, unit).fortune == 0 {
        return Err(cannot(crate::phrase!("why-wfrp-no-fortune")));
    }
    let budget = crate::combat::hot::resource::<TurnState>(world).budget;
    if budget.check(ActionCost::FullRound).is_ok() {
        return Err(cannot(crate::phrase!("why-wfrp-half-action-left")));
    }
    budget.check(ActionCost::Move)?;
    Ok(())
}

/// A Fortune point for one more half action (the budget gets it when the event is applied).
pub fn extra_half(res: &mut Resolver, unit: Entity) -> Result<Result<(), EngineError>, Rejection> {
    check_extra_half(res.world, unit)?;
    spend(res, unit, "half", None, None);
    Ok(Ok(()))
}

/// The half action a `fortune` event for one gives the unit whose turn it is: with the half it
/// had left, two.
pub fn grant_half(world: &mut World, event: &CombatEvent) {
    if let CombatEvent::Fortune { on, .. } = event
        && on == "half"
    {
        let mut turn = world.resource_mut::<TurnState>();
        turn.budget.standard = true;
        turn.budget.move_action = true;
    }
}

/// Keeps the points left in step with a `fortune` or `fate` event.
pub fn remember(track: &mut WfrpTrack, event: &CombatEvent) {
    match event {
        CombatEvent::Fortune { left, .. } => track.fortune = *left,
        CombatEvent::Fate { left, .. } => track.fate = *left,
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_player_s_unit_starts_with_its_fate_in_fortune_and_the_director_s_with_none() {
        assert_eq!(starting_points(None, 2, true), (2, 2));
        assert_eq!(starting_points(None, 2, false), (0, 2));
        assert_eq!(starting_points(Some(1), 3, false), (1, 3));
    }
}
