//! The action economy of one turn (seed 000, "Tipos de acciones" and "Acciones en un turno").

use serde::{Deserialize, Serialize};
use std::fmt;

/// What an action costs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ActionCost {
    Standard,
    Move,
    /// Two move actions in one (the standard spent as a move): a double move.
    DoubleMove,
    FullRound,
    Swift,
    /// Seed 000, "Acción inmediata": taken on the unit's turn it is its swift action; taken on
    /// another's, it is the swift action of the unit's next turn.
    Immediate,
    Free,
}

impl fmt::Display for ActionCost {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ActionCost::Standard => "standard",
            ActionCost::Move => "move",
            ActionCost::DoubleMove => "double move",
            ActionCost::FullRound => "full-round",
            ActionCost::Swift => "swift",
            ActionCost::Immediate => "immediate",
            ActionCost::Free => "free",
        })
    }
}

/// What an action is, for the ruleset in play to price (`Ruleset::cost`): shared code names the
/// kind and never a cost, so a ruleset with another economy (seed 002's walk and action, seed
/// 003's half actions) says what each takes from its turn. A kind whose time the data gives (a
/// weapon's reload, a shield's strapping, a spell's casting) carries that time as the data says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ActionKind {
    /// One attack with a weapon.
    Attack,
    /// One blow with each of two weapons in hand.
    TwoWeaponAttack,
    /// Every attack the unit has in a turn.
    FullAttack,
    /// A blow on a helpless foe that takes the turn.
    CoupDeGrace,
    /// A charge with the whole turn to run in.
    Charge,
    /// A charge on a turn that holds one action only.
    ShortCharge,
    /// A move up to the unit's speed.
    Move,
    /// One square without provoking.
    Step,
    /// One square while prone.
    Crawl,
    /// A move beyond the unit's speed, up to twice it.
    Run,
    /// A move away from melee that does not provoke from the first square.
    Withdraw,
    StandUp,
    DropProne,
    TotalDefense,
    AidAnother,
    /// Readying an action for a trigger.
    Ready,
    /// Letting go of what the unit carries.
    Drop,
    PickUp,
    HandOver,
    /// Pouring a potion into an ally who cannot drink it.
    PourPotion,
    Drink,
    /// Setting off a magic item's spell.
    UseItem,
    /// Taking an item out to use it.
    TakeOut,
    /// Drawing weapons.
    Draw,
    /// Loading a weapon, in the time its data gives.
    Reload(ActionCost),
    /// Strapping a shield on, in the time its data gives.
    StrapShield(ActionCost),
    UnstrapShield,
    /// Opening or closing a door.
    ToggleDoor,
    Mount,
    Dismount,
    /// Casting a spell, in the time its data gives.
    Cast(ActionCost),
    /// Ending a lasting spell of the unit's own.
    CancelSpell,
    /// Drawing a foe's guard open with an opposed test (seed 003).
    Feint,
    /// Pushing a foe a square with an opposed test (seed 003).
    Manoeuvre,
    /// A combat maneuver: a trip, a disarm, a bull rush (seed 001).
    CombatManeuver,
    /// Shaking a fascinated ally free (seed 001).
    ShakeFree,
}

/// What a unit may still do this turn: one standard, one move, one swift, any free actions. A
/// greater action can be spent as a lesser one (seed 000: "canjear una acción de esfuerzo mayor
/// por una de menor esfuerzo"): a standard as a move, and, once the swift is gone, a move (else
/// the standard) as a swift; a full-round action takes both; two standards never. An immediate
/// action is the swift action itself, never a trade: it is what the unit keeps for the moment
/// another acts.
///
/// `single_action` is the budget of a surprise round (one standard *or* one move, plus swift and
/// free) and of a disabled unit (the seed: "one action a turn", read as the same limit: swift and
/// free actions are not the action the rule counts).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct ActionBudget {
    pub standard: bool,
    #[serde(rename = "move")]
    pub move_action: bool,
    pub swift: bool,
    pub single_action: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BudgetError {
    NoStandard,
    NoMove,
    NoSwift,
    NoFullRound,
    SingleAction,
}

impl BudgetError {
    /// What the player reads.
    pub fn phrase(&self) -> crate::i18n::Phrase {
        match self {
            BudgetError::NoStandard => crate::phrase!("budget-no-standard"),
            BudgetError::NoMove => crate::phrase!("budget-no-move"),
            BudgetError::NoSwift => crate::phrase!("budget-no-swift"),
            BudgetError::NoFullRound => crate::phrase!("budget-no-full-round"),
            BudgetError::SingleAction => crate::phrase!("budget-single-action"),
        }
    }
}

impl fmt::Display for BudgetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.phrase().fmt(f)
    }
}

impl ActionBudget {
    pub const fn full() -> Self {
        Self {
            standard: true,
            move_action: true,
            swift: true,
            single_action: false,
        }
    }

    pub const fn single() -> Self {
        Self {
            single_action: true,
            ..Self::full()
        }
    }

    /// A single move action and nothing else, not even a swift one (seed 001, "Mareado").
    pub const fn move_only() -> Self {
        Self {
            standard: false,
            move_action: true,
            swift: false,
            single_action: true,
        }
    }

    pub const fn spent() -> Self {
        Self {
            standard: false,
            move_action: false,
            swift: false,
            single_action: false,
        }
    }

    /// Whether the budget allows `cost` now.
    pub fn check(&self, cost: ActionCost) -> Result<(), BudgetError> {
        match cost {
            ActionCost::Free => Ok(()),
            ActionCost::Swift | ActionCost::Immediate if self.swift => Ok(()),
            ActionCost::Swift if self.move_action || self.standard => Ok(()),
            ActionCost::Swift | ActionCost::Immediate => Err(BudgetError::NoSwift),
            ActionCost::Standard if self.standard => Ok(()),
            ActionCost::Standard => Err(BudgetError::NoStandard),
            ActionCost::Move if self.move_action || self.standard => Ok(()),
            ActionCost::Move => Err(BudgetError::NoMove),
            ActionCost::DoubleMove | ActionCost::FullRound if self.single_action => {
                Err(BudgetError::SingleAction)
            }
            ActionCost::DoubleMove | ActionCost::FullRound if self.standard && self.move_action => {
                Ok(())
            }
            ActionCost::DoubleMove | ActionCost::FullRound => Err(BudgetError::NoFullRound),
        }
    }

    /// How many move actions' worth of movement are left (0, 1 or 2).
    pub fn moves_left(&self) -> u32 {
        if self.single_action {
            u32::from(self.standard || self.move_action)
        } else {
            u32::from(self.standard) + u32::from(self.move_action)
        }
    }

    /// The budget after spending `cost` (which must have passed [`check`](Self::check)). A move
    /// spends the move action first and the standard only when the move is gone; a swift, the
    /// swift, then the move, then the standard.
    pub fn after(mut self, cost: ActionCost) -> Self {
        let mut traded = false;
        match cost {
            ActionCost::Free => {}
            ActionCost::Swift | ActionCost::Immediate if self.swift => self.swift = false,
            ActionCost::Immediate => {}
            ActionCost::Swift => {
                traded = true;
                if self.move_action {
                    self.move_action = false;
                } else {
                    self.standard = false;
                }
            }
            ActionCost::Standard => self.standard = false,
            ActionCost::Move if self.move_action => self.move_action = false,
            ActionCost::Move => self.standard = false,
            ActionCost::DoubleMove | ActionCost::FullRound => {
                self.standard = false;
                self.move_action = false;
            }
        }
        if self.single_action
            && (traded
                || !matches!(
                    cost,
                    ActionCost::Free | ActionCost::Swift | ActionCost::Immediate
                ))
        {
            self.standard = false;
            self.move_action = false;
        }
        self
    }

    /// Nothing left that moves or acts but the swift action, which keeps a turn open only when
    /// the unit has a swift spell to cast (see `combat::turn::swift_left_to_use`).
    pub fn exhausted(&self) -> bool {
        !self.standard && !self.move_action
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_only_budget_allows_one_move_and_nothing_else() {
        let b = ActionBudget::move_only();
        assert_eq!(b.moves_left(), 1);
        assert_eq!(b.check(ActionCost::Standard), Err(BudgetError::NoStandard));
        assert_eq!(
            b.check(ActionCost::Swift),
            Ok(()),
            "a move may be spent as a swift"
        );
        assert_eq!(
            b.check(ActionCost::FullRound),
            Err(BudgetError::SingleAction)
        );
        assert_eq!(b.check(ActionCost::Move), Ok(()));
        assert!(b.after(ActionCost::Move).exhausted());
    }

    #[test]
    fn a_turn_has_one_standard_one_move_and_the_standard_can_become_a_move() {
        let b = ActionBudget::full();
        assert_eq!(b.moves_left(), 2);
        let after_move = b.after(ActionCost::Move);
        assert!(after_move.standard && !after_move.move_action);
        let after_two = after_move.after(ActionCost::Move);
        assert!(after_two.exhausted());
        assert_eq!(after_two.check(ActionCost::Move), Err(BudgetError::NoMove));
    }

    #[test]
    fn never_two_standard_actions() {
        let b = ActionBudget::full().after(ActionCost::Standard);
        assert_eq!(b.check(ActionCost::Standard), Err(BudgetError::NoStandard));
        assert_eq!(b.check(ActionCost::Move), Ok(()));
    }

    #[test]
    fn a_full_round_action_takes_standard_and_move() {
        let b = ActionBudget::full();
        assert!(b.after(ActionCost::FullRound).exhausted());
        let moved = b.after(ActionCost::Move);
        assert_eq!(
            moved.check(ActionCost::FullRound),
            Err(BudgetError::NoFullRound)
        );
    }

    #[test]
    fn single_action_budget_allows_one_standard_or_one_move_plus_swift() {
        let b = ActionBudget::single();
        assert_eq!(b.moves_left(), 1);
        assert_eq!(
            b.check(ActionCost::DoubleMove),
            Err(BudgetError::SingleAction)
        );
        let moved = b.after(ActionCost::Move);
        assert!(moved.exhausted());
        assert_eq!(
            moved.check(ActionCost::Standard),
            Err(BudgetError::NoStandard)
        );
        assert!(moved.swift);
        let attacked = b.after(ActionCost::Standard);
        assert_eq!(attacked.check(ActionCost::Move), Err(BudgetError::NoMove));
        // Its one action may be traded for a second swift, and is gone then.
        let swifts = b.after(ActionCost::Swift).after(ActionCost::Swift);
        assert!(swifts.exhausted());
        assert_eq!(swifts.check(ActionCost::Swift), Err(BudgetError::NoSwift));
    }

    #[test]
    fn a_move_then_the_standard_can_be_traded_for_a_swift_once_the_swift_is_gone_never_for_an_immediate()
     {
        let b = ActionBudget::full().after(ActionCost::Swift);
        assert_eq!(b.check(ActionCost::Swift), Ok(()));
        let second = b.after(ActionCost::Swift);
        assert!(second.standard && !second.move_action && !second.swift);
        let third = second.after(ActionCost::Swift);
        assert!(third.exhausted());
        assert_eq!(third.check(ActionCost::Swift), Err(BudgetError::NoSwift));
        // The swift itself goes first.
        let first = ActionBudget::full().after(ActionCost::Swift);
        assert!(first.standard && first.move_action && !first.swift);
        assert_eq!(
            first.check(ActionCost::Immediate),
            Err(BudgetError::NoSwift)
        );
    }
}
