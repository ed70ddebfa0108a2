//! Holding back for a foe that is coming: readying an attack for it (seed 000, "Preparar una
//! acción") or putting the turn off until it has come (seed 000, "Retrasar"), as a table does
//! when walking up would only hand the foe the first blow.
//!
//! - A foe **comes** when it is still in the fight, comes to blows (a melee weapon in hand and no
//!   loaded ranged one), is not already at blows with one of the unit's friends, has no friend of
//!   the unit nearer to it than the unit, and its charge reaches the unit: within twice its speed
//!   and its reach.
//! - A unit whose readied attack lapsed unused as this turn began does not ready again: the foe
//!   did not come, so it goes to it.
//! - A **melee** unit that can strike no foe this turn (none in reach, none a move and an attack
//!   or a charge away) and that a foe comes at readies an attack for the first foe to enter its
//!   reach, where it stands. It is worth a little more than walking closer, and less than any
//!   blow: a foe in reach is always struck.
//! - An **archer** that sees no foe from where it stands (walls hide them all) puts its turn off
//!   until right after the last foe that comes at it and acts later this round, when they have
//!   come into its sight, instead of walking out to them.
//! - Neither in a stalemate (a side that waits for the other would wait for ever), nor on Easy.

use super::{Choice, Context, Other};
use crate::combat::Command;
use crate::combat::commands::ReadyTrigger;
use crate::combat::components::*;
use crate::combat::reads::effective_speed;
use crate::rules::economy::ActionKind;

/// What holding back is worth: more than closing in (0.3 at most), less than a blow.
const READY_WORTH: f64 = 0.35;
const DELAY_WORTH: f64 = 0.32;

impl Context<'_> {
    /// Whether a melee unit can strike no foe this turn: none in reach now, and none a move and
    /// an attack, or a charge, away.
    fn strikes_no_one_this_turn(&self) -> bool {
        if self.attack_here().is_some() {
            return false;
        }
        let speed = effective_speed(self.world, self.me);
        let charge = crate::combat::charge::charge_kind(&self.budget);
        let walk = if self.affords(charge) {
            speed * 2
        } else if self.affords(ActionKind::Move) && !self.budget.single_action {
            speed
        } else {
            0
        };
        let limit = self.reach();
        self.fighting_foes()
            .all(|foe| self.shape().distance(self.at, foe.at) > walk + limit + 1)
    }

    /// Whether `foe` will come at the unit this round (see the module's notes).
    fn comes_at_me(&self, foe: &Other) -> bool {
        let Some(equipment) = foe.equipment else {
            return false;
        };
        let to_blows = equipment.melee_weapon().is_some()
            && !equipment.usable().any(|w| super::shoots_now(equipment, w));
        if !to_blows {
            return false;
        }
        let reach = self
            .world
            .get::<CreatureSize>(foe.entity)
            .map_or(1, |s| s.0.reach());
        let distance = self.shape().distance(self.at, foe.at);
        // Already at blows with a friend, or a friend nearer: it goes for that one.
        let taken = self.others.iter().any(|o| {
            !o.foe && o.state.can_act() && {
                let d = self.shape().distance(o.at, foe.at);
                d <= reach || d < distance
            }
        });
        !taken && distance <= effective_speed(self.world, foe.entity) * 2 + reach
    }

    /// Whether the unit's readied attack lapsed unused as this turn began.
    fn ready_lapsed_now(&self) -> bool {
        let log = &self.world.resource::<crate::combat::events::CombatLog>().0;
        log.iter()
            .rev()
            .take_while(|e| !matches!(e, crate::combat::CombatEvent::Round { .. }))
            .any(|e| {
                matches!(e, crate::combat::CombatEvent::ReadyLapses { unit } if unit.as_str() == &*self.id)
            })
    }

    /// Whether the unit sees no foe from where it stands.
    fn sees_no_foe(&self) -> bool {
        self.fighting_foes().all(|foe| {
            !self
                .shape()
                .line_is_clear(self.at, foe.at, |p| self.snap().blocks_sight(p))
        })
    }

    /// Whether holding back is for this unit at all now.
    fn may_hold_back(&self) -> bool {
        !self.stalemate && !self.careless()
    }

    /// A melee unit readies an attack for a foe that comes (see the module's notes).
    pub(super) fn readying(&self, out: &mut Vec<Choice>) {
        let (range, reach) = self.range_and_reach();
        if reach == 0
            || range > reach
            || !self.affords(ActionKind::Ready)
            || self
                .world
                .get::<crate::combat::ready::Readied>(self.me)
                .is_some()
            || !self.may_hold_back()
            || !self.strikes_no_one_this_turn()
            || self.ready_lapsed_now()
        {
            return;
        }
        if self.fighting_foes().any(|foe| self.comes_at_me(foe)) {
            out.push(Choice {
                worth: READY_WORTH,
                command: Command::Ready {
                    unit: self.unit(),
                    trigger: ReadyTrigger::EntersReach,
                    weapon: None,
                    then: None,
                },
                checked: false,
            });
        }
    }

    /// An archer puts its turn off until the foes that come at it have come (see the module's
    /// notes).
    pub(super) fn delaying(&self, out: &mut Vec<Choice>) {
        let (range, reach) = self.range_and_reach();
        if range <= reach
            || !self.may_hold_back()
            || self.attack_here().is_some()
            || !self.sees_no_foe()
        {
            return;
        }
        let turn = crate::combat::hot::resource::<TurnState>(self.world);
        let Some(here) = turn.place_of(self.me) else {
            return;
        };
        let last_comer = self
            .fighting_foes()
            .filter(|foe| self.comes_at_me(foe))
            .filter_map(|foe| Some((turn.place_of(foe.entity)?, foe.id)))
            .filter(|&(place, _)| place > here)
            .max_by_key(|&(place, _)| place);
        if let Some((_, foe)) = last_comer {
            out.push(Choice {
                worth: DELAY_WORTH,
                command: Command::Delay {
                    unit: self.unit(),
                    after: Some(foe.to_string()),
                },
                checked: false,
            });
        }
    }
}
