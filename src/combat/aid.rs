//! The aid one unit gives another, once given (the `aid` event): the ally's condition, the aid it
//! holds, and the helper's note of it. What aid gives, and who may give it, is the ruleset's
//! (Core's: `rulesets/core/aid.rs`).
//!
//! Aid given against no foe in particular (seed 000) counts once however many give it; aid given
//! against a named foe (seed 001) adds up, and counts only against that foe.

use super::components::*;
use super::events::CombatEvent;
use super::reads::entity_of;
use bevy::prelude::*;

/// One helper's aid an ally holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AidEntry {
    pub helper: Entity,
    /// [`Condition::AidedAttack`] or [`Condition::AidedDefense`].
    pub condition: Condition,
    /// The foe it counts against; none: any.
    pub against: Option<Entity>,
    pub bonus: i32,
}

/// The aid a unit holds, until it is spent or lapses.
#[derive(Component, Clone, Debug, Default, PartialEq, Eq)]
pub struct AidHeld(pub Vec<AidEntry>);

impl AidHeld {
    /// What the aid of kind `condition` adds against `foe`: the best untied aid, plus every aid
    /// tied to that foe.
    pub fn total(&self, condition: Condition, foe: Entity) -> i32 {
        let untied = self
            .of(condition)
            .filter(|a| a.against.is_none())
            .map(|a| a.bonus)
            .max()
            .unwrap_or(0);
        let tied: i32 = self
            .of(condition)
            .filter(|a| a.against == Some(foe))
            .map(|a| a.bonus)
            .sum();
        untied + tied
    }

    /// The aid of kind `condition` a blow at or from `foe` spends: untied aid, and aid tied to
    /// that foe.
    pub fn spent_on(&self, condition: Condition, foe: Entity) -> impl Iterator<Item = &AidEntry> {
        self.of(condition)
            .filter(move |a| a.against.is_none_or(|f| f == foe))
    }

    pub fn of(&self, condition: Condition) -> impl Iterator<Item = &AidEntry> {
        self.0.iter().filter(move |a| a.condition == condition)
    }
}

/// The kind of aid an `aid` or `aid_ends` event names.
pub fn condition_of(aid: &str) -> Condition {
    if aid == "attack" {
        Condition::AidedAttack
    } else {
        Condition::AidedDefense
    }
}

/// The word an event names a kind of aid by.
pub fn aid_word(condition: Condition) -> &'static str {
    if condition == Condition::AidedAttack {
        "attack"
    } else {
        "defense"
    }
}

/// Applies aid given (the ally's condition and aid, and the helper's note of it, lapsing at its
/// next turn) and aid ended while other aid stands.
pub(super) fn apply_event(world: &mut World, event: &CombatEvent) -> bool {
    match event {
        CombatEvent::Aid {
            helper,
            ally,
            aid,
            bonus,
            against,
            ..
        } if *bonus > 0 => {
            let (Some(h), Some(a)) = (entity_of(world, helper), entity_of(world, ally)) else {
                return true;
            };
            let condition = condition_of(aid);
            let against = against.as_deref().and_then(|f| entity_of(world, f));
            if let Some(mut c) = world.get_mut::<Conditions>(a) {
                c.0.insert(condition);
            }
            let entry = AidEntry {
                helper: h,
                condition,
                against,
                bonus: *bonus,
            };
            world
                .entity_mut(a)
                .entry::<AidHeld>()
                .or_default()
                .get_mut()
                .0
                .push(entry);
            world.entity_mut(h).insert(AidGiven { ally: a, condition });
        }
        CombatEvent::AidEnds {
            ally,
            aid,
            helper,
            against,
        } => {
            let condition = condition_of(aid);
            let helper = helper.as_deref().and_then(|h| entity_of(world, h));
            let foe = against.as_deref().and_then(|f| entity_of(world, f));
            if let Some(a) = entity_of(world, ally)
                && let Some(mut held) = world.get_mut::<AidHeld>(a)
            {
                held.0.retain(|e| {
                    let ends = e.condition == condition
                        && helper.is_none_or(|h| e.helper == h)
                        && foe.is_none_or(|f| e.against.is_none_or(|x| x == f));
                    !ends
                });
            }
        }
        _ => {}
    }
    true
}

/// The ally's aid of kind `condition` is all gone (its `condition` event ended it).
pub(super) fn forget(world: &mut World, ally: Entity, condition: Condition) {
    if let Some(mut held) = world.get_mut::<AidHeld>(ally) {
        held.0.retain(|e| e.condition != condition);
    }
}

/// What `ally`'s aid of kind `condition` adds against `foe`.
pub fn aid_against(world: &World, ally: Entity, condition: Condition, foe: Entity) -> i32 {
    world
        .get::<AidHeld>(ally)
        .map_or(0, |held| held.total(condition, foe))
}

/// Ends the aid of kind `condition` that a blow between `unit` and `foe` spends: the ally's
/// `condition` event when nothing of that kind is left after it, else an `aid_ends` event.
pub fn spend(res: &mut super::resolver::Resolver, unit: Entity, condition: Condition, foe: Entity) {
    let Some(held) = res.world.get::<AidHeld>(unit) else {
        return;
    };
    let spent = held.spent_on(condition, foe).count();
    if spent == 0 {
        return;
    }
    if spent == held.of(condition).count() {
        res.emit(CombatEvent::Condition {
            unit: res.id(unit),
            condition,
            active: false,
        });
    } else {
        res.emit(CombatEvent::AidEnds {
            ally: res.id(unit),
            aid: aid_word(condition).into(),
            helper: None,
            against: Some(res.id(foe)),
        });
    }
}

/// Ends the aid `helper` gave at its turn: the ally's `condition` event when nothing of that kind
/// is left after it, else an `aid_ends` event.
pub fn lapse(res: &mut super::resolver::Resolver, helper: Entity, given: AidGiven) {
    let Some(held) = res.world.get::<AidHeld>(given.ally) else {
        return;
    };
    let mine = held
        .of(given.condition)
        .filter(|e| e.helper == helper)
        .count();
    if mine == 0 {
        return;
    }
    if mine == held.of(given.condition).count() {
        res.emit(CombatEvent::Condition {
            unit: res.id(given.ally),
            condition: given.condition,
            active: false,
        });
    } else {
        res.emit(CombatEvent::AidEnds {
            ally: res.id(given.ally),
            aid: aid_word(given.condition).into(),
            helper: Some(res.id(helper)),
            against: None,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(helper: u32, against: Option<u32>, bonus: i32) -> AidEntry {
        AidEntry {
            helper: Entity::from_raw_u32(helper).unwrap(),
            condition: Condition::AidedAttack,
            against: against.map(|f| Entity::from_raw_u32(f).unwrap()),
            bonus,
        }
    }

    #[test]
    fn untied_aid_counts_once_and_aid_tied_to_the_foe_adds_up() {
        let foe = Entity::from_raw_u32(9).unwrap();
        let other = Entity::from_raw_u32(8).unwrap();
        let untied = AidHeld(vec![entry(1, None, 2), entry(2, None, 2)]);
        assert_eq!(untied.total(Condition::AidedAttack, foe), 2);
        let tied = AidHeld(vec![
            entry(1, Some(9), 2),
            entry(2, Some(9), 2),
            entry(3, Some(8), 2),
        ]);
        assert_eq!(tied.total(Condition::AidedAttack, foe), 4);
        assert_eq!(tied.total(Condition::AidedAttack, other), 2);
        assert_eq!(tied.total(Condition::AidedDefense, foe), 0);
        assert_eq!(tied.spent_on(Condition::AidedAttack, other).count(), 1);
    }
}
