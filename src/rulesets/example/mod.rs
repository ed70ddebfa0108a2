//! The example ruleset: the smallest ruleset the engine plays, kept as the model for adding one
//! (see the README's "Adding a ruleset"). Every blow lands for 1 hit point, a unit at 0 is dead,
//! a turn holds one action (a move or an attack), and units act in the order the level lists
//! them. It reads Core's data (`assets/data/`) and no level field of its own.
//!
//! Everything of it is in this folder; the shared code only registers it: its id
//! (`rulesets/id.rs`), this implementation, its face for the window and the AI (`face.rs` here)
//! and its data layer (`rulesets/mod.rs`, `rulesets/face.rs`, `rulesets/tables.rs`), and its
//! words (`assets/i18n/*.ftl`, `example-…` and `ruleset-example`).

mod face;
pub mod tables;

use super::{Outlook, Ruleset, RulesetId, Strike, TurnStart};
use crate::combat::commands::Command;
use crate::combat::components::Health;
use crate::combat::events::CombatEvent;
use crate::combat::reads::roster;
use crate::combat::resolver::{EngineError, Resolver};
use crate::level::schema::Weapon;
use crate::rules::economy::{ActionBudget, ActionCost, ActionKind};
use crate::rules::health::HealthState;
use bevy::prelude::*;

/// What every blow deals.
pub const BLOW: i32 = 1;

/// The example ruleset.
pub struct Example;

impl Ruleset for Example {
    fn id(&self) -> RulesetId {
        RulesetId::Example
    }

    /// Units act in the order the level lists them, from round 1.
    fn start_fight(&self, res: &mut Resolver) -> Result<(), EngineError> {
        let listed: Vec<Entity> = roster(res.world).map(|e| e.id()).collect();
        let units = listed.into_iter().map(|e| res.id(e)).collect();
        res.emit(CombatEvent::Order { units });
        res.emit(CombatEvent::Round {
            round: 1,
            surprise: false,
        });
        Ok(())
    }

    fn turn_starts(
        &self,
        _res: &mut Resolver,
        _unit: Entity,
        _state: HealthState,
    ) -> Result<TurnStart, EngineError> {
        Ok(TurnStart::Act)
    }

    /// One action a turn: a move or an attack.
    fn budget(&self, _world: &World, _unit: Entity) -> ActionBudget {
        ActionBudget {
            swift: false,
            ..ActionBudget::single()
        }
    }

    /// A move is the turn's action, as is a blow; anything else it does not play would be too.
    fn cost(&self, _world: &World, kind: ActionKind) -> ActionCost {
        match kind {
            ActionKind::Move | ActionKind::Step | ActionKind::Crawl => ActionCost::Move,
            ActionKind::Run => ActionCost::DoubleMove,
            _ => ActionCost::Standard,
        }
    }

    fn action_line(
        &self,
        unit: &str,
        action: &crate::i18n::Phrase,
        _cost: ActionCost,
    ) -> crate::i18n::Phrase {
        crate::phrase!("example-log-action", unit = unit, action = action.clone())
    }

    /// Walking, striking and ending the turn: nothing else.
    fn offers(&self, command: &Command) -> bool {
        matches!(
            command,
            Command::Move { .. } | Command::Attack { manner: None, .. } | Command::EndTurn { .. }
        )
    }

    /// A ranged weapon reaches its range and no farther.
    fn farthest_shot(&self, _world: &World, _unit: Entity, weapon: &Weapon) -> u32 {
        weapon.range.unwrap_or(0)
    }

    /// No enemy strikes a unit walking past.
    fn threat(&self) -> crate::rulesets::ThreatPolicy {
        crate::rulesets::ThreatPolicy::None
    }

    /// The blow lands, no roll needed, and deals [`BLOW`].
    fn strike(&self, res: &mut Resolver, strike: &Strike) -> Result<(), EngineError> {
        let (attacker, target) = (res.id(strike.attacker), res.id(strike.target));
        let weapon = strike.weapon.name.clone();
        res.emit(CombatEvent::Strike {
            attacker,
            target,
            weapon: weapon.clone(),
            roll: None,
            auto: Some(crate::phrase!("example-every-blow-lands")),
            lands: true,
        });
        // A blow of no dice and no reduction: the damage event of hit points simply lost.
        crate::combat::attack::lose_hit_points(res, strike.target, BLOW, &weapon);
        Ok(())
    }

    fn outlook(&self, _world: &World, _strike: &Strike) -> Outlook {
        Outlook {
            hit_chance: 1.0,
            critical_chance: 0.0,
            expected_damage: f64::from(BLOW),
            lines: vec![crate::phrase!("example-every-blow-lands")],
            verb: "to hit",
        }
    }

    /// A unit left with no hit points is dead.
    fn after_damage(&self, res: &mut Resolver, target: Entity, before: Health, dealt: i32) {
        if before.hp.saturating_sub(dealt) <= 0 && before.state != HealthState::Dead {
            res.emit(CombatEvent::HealthState {
                unit: res.id(target),
                state: HealthState::Dead,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_turn_holds_one_move_or_one_attack() {
        let budget = Example.budget(&World::new(), Entity::PLACEHOLDER);
        assert_eq!(budget.check(ActionCost::Standard), Ok(()));
        assert_eq!(budget.check(ActionCost::Move), Ok(()));
        assert!(budget.after(ActionCost::Standard).exhausted());
        assert!(budget.after(ActionCost::Move).exhausted());
        assert!(budget.check(ActionCost::FullRound).is_err());
    }

    #[test]
    fn it_plays_walking_striking_and_ending_the_turn_only() {
        let unit = || "a".to_string();
        assert!(Example.offers(&Command::EndTurn { unit: unit() }));
        assert!(!Example.offers(&Command::Delay {
            unit: unit(),
            after: None
        }));
    }
}
