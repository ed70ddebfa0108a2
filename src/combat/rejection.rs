//! Why a command is refused: each reason the engine, the action bar and the AI can give, and how
//! the player reads it.

use super::commands::Command;
use crate::i18n::{Phrase, as_term};
use crate::phrase;
use crate::rules::board_shape::BoardShape;
use crate::rules::economy::BudgetError;
use crate::rules::grid::Pos;
use bevy::prelude::*;

/// Why a command was not allowed, as the player reads it ([`Rejection::phrase`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rejection {
    NotRunning,
    UnknownUnit(String),
    NotYourTurn {
        unit: String,
        current: String,
    },
    Budget(BudgetError),
    MoveTarget,
    EmptyPath,
    OffMap(Pos),
    NotAdjacent {
        from: Pos,
        to: Pos,
    },
    Impassable {
        at: Pos,
        terrain: String,
    },
    CornerBlocked {
        from: Pos,
        to: Pos,
    },
    EnemyInTheWay {
        enemy: String,
        at: Pos,
    },
    Occupied {
        at: Pos,
        unit: String,
    },
    NoPath {
        unit: String,
        to: Pos,
    },
    TooFar {
        unit: String,
        cost: u32,
        budget: u32,
        board: BoardShape,
    },
    CannotMove(String),
    Prone(String),
    NotProne(String),
    AlreadyProne(String),
    OneSquare(&'static str),
    StepInDifficult(Pos),
    ProneRanged {
        unit: String,
        weapon: String,
    },
    CannotAid {
        unit: String,
        ally: String,
        why: Phrase,
    },
    NotLoaded {
        unit: String,
        weapon: String,
    },
    OutOfAmmunition {
        unit: String,
        weapon: String,
        kind: String,
    },
    NotCarried {
        unit: String,
        thing: String,
    },
    NothingToPickUp(String),
    NoPotion(String),
    NothingToLoad {
        unit: String,
    },
    NotInHand {
        unit: String,
        weapon: String,
    },
    CannotWield {
        unit: String,
        why: Phrase,
    },
    NeedsTwoWeapons(String),
    NotHelpless(String),
    CannotCharge {
        unit: String,
        target: String,
        why: Phrase,
    },
    AlreadyThere {
        unit: String,
        at: Pos,
    },
    SelfTarget(String),
    Ally(String),
    TargetDead(String),
    TargetSurrendered(String),
    Cannot {
        unit: String,
        why: Phrase,
    },
    NotInRuleset {
        command: &'static str,
        ruleset: &'static str,
    },
    NoSuchWeapon {
        unit: String,
        weapon: String,
    },
    OutOfReach {
        unit: String,
        target: String,
        distance: u32,
        /// A weapon the unit carries, not in hand, that would reach: what to draw.
        carried: Option<String>,
        board: BoardShape,
    },
    WeaponOutOfRange {
        target: String,
        weapon: String,
        distance: u32,
        reach: u32,
        board: BoardShape,
    },
    NoLineOfSight {
        unit: String,
        target: String,
    },
    CannotCast {
        unit: String,
        spell: String,
        why: Phrase,
    },
    CannotMount {
        unit: String,
        mount: String,
        why: Phrase,
    },
    InTheSaddle(String),
    CannotDismount {
        unit: String,
        why: Phrase,
    },
    NoDoor {
        unit: String,
        at: Pos,
    },
    DoorwayTaken {
        at: Pos,
        by: String,
    },
    NothingToCancel {
        unit: String,
        spell: String,
    },
    DelayAfterActing(String),
    DelayEarlier {
        unit: String,
        after: String,
    },
    NothingToDelayPast(String),
    WaitNotInRules,
    NotWaiting(String),
    ActNowMidTurn {
        unit: String,
        current: String,
    },
    ActNowOwnTurn(String),
}

impl Rejection {
    /// What the player reads, in the language of whoever reads it.
    pub fn phrase(&self) -> Phrase {
        use Rejection::*;
        match self {
            NotRunning => phrase!("reject-not-running"),
            UnknownUnit(unit) => phrase!("reject-unknown-unit", unit = unit.clone()),
            NotYourTurn { unit, current } => phrase!(
                "reject-not-your-turn",
                unit = unit.clone(),
                current = current.clone()
            ),
            Budget(why) => why.phrase(),
            Cannot { unit, why } => {
                phrase!("reject-cannot", unit = unit.clone(), why = why.clone())
            }
            NotInRuleset { command, ruleset } => phrase!(
                "reject-not-in-ruleset",
                command = *command,
                ruleset = as_term(*ruleset)
            ),
            CannotCast { unit, spell, why } => phrase!(
                "reject-cannot-cast",
                unit = unit.clone(),
                spell = as_term(spell),
                why = why.clone()
            ),
            CannotMount { unit, mount, why } => phrase!(
                "reject-cannot-mount",
                unit = unit.clone(),
                mount = mount.clone(),
                why = why.clone()
            ),
            InTheSaddle(unit) => phrase!("reject-in-the-saddle", unit = unit.clone()),
            CannotDismount { unit, why } => phrase!(
                "reject-cannot-dismount",
                unit = unit.clone(),
                why = why.clone()
            ),
            NothingToCancel { unit, spell } => phrase!(
                "reject-nothing-to-cancel",
                unit = unit.clone(),
                spell = as_term(spell)
            ),
            DelayAfterActing(unit) => phrase!("reject-delay-after-acting", unit = unit.clone()),
            DelayEarlier { unit, after } => phrase!(
                "reject-delay-earlier",
                unit = unit.clone(),
                after = after.clone()
            ),
            NothingToDelayPast(unit) => {
                phrase!("reject-nothing-to-delay-past", unit = unit.clone())
            }
            WaitNotInRules => phrase!("reject-wait-not-in-rules"),
            NotWaiting(unit) => phrase!("reject-not-waiting", unit = unit.clone()),
            ActNowMidTurn { unit, current } => phrase!(
                "reject-act-now-mid-turn",
                unit = unit.clone(),
                current = current.clone()
            ),
            ActNowOwnTurn(unit) => phrase!("reject-act-now-own-turn", unit = unit.clone()),
            MoveTarget
            | EmptyPath
            | OffMap(..)
            | NotAdjacent { .. }
            | Impassable { .. }
            | CornerBlocked { .. }
            | EnemyInTheWay { .. }
            | Occupied { .. }
            | NoPath { .. }
            | TooFar { .. }
            | CannotMove(..)
            | Prone(..)
            | NotProne(..)
            | AlreadyProne(..)
            | OneSquare(..)
            | StepInDifficult(..)
            | AlreadyThere { .. }
            | NoDoor { .. }
            | DoorwayTaken { .. } => self.path_phrase(),
            ProneRanged { .. }
            | CannotAid { .. }
            | NotLoaded { .. }
            | OutOfAmmunition { .. }
            | NotCarried { .. }
            | NothingToPickUp(..)
            | NoPotion(..)
            | NothingToLoad { .. }
            | NotInHand { .. }
            | CannotWield { .. }
            | NeedsTwoWeapons(..)
            | NotHelpless(..)
            | CannotCharge { .. }
            | SelfTarget(..)
            | Ally(..)
            | TargetDead(..)
            | TargetSurrendered(..)
            | NoSuchWeapon { .. }
            | OutOfReach { .. }
            | WeaponOutOfRange { .. }
            | NoLineOfSight { .. } => self.target_phrase(),
        }
    }

    /// Why a move or a step is refused.
    fn path_phrase(&self) -> Phrase {
        use Rejection::*;
        match self {
            MoveTarget => phrase!("reject-move-target"),
            EmptyPath => phrase!("reject-empty-path"),
            OffMap(at) => phrase!("reject-off-map", at = at.to_string()),
            NotAdjacent { from, to } => phrase!(
                "reject-not-adjacent",
                from = from.to_string(),
                to = to.to_string()
            ),
            Impassable { at, terrain } => phrase!(
                "reject-impassable",
                at = at.to_string(),
                terrain = as_term(terrain)
            ),
            CornerBlocked { from, to } => phrase!(
                "reject-corner-blocked",
                from = from.to_string(),
                to = to.to_string()
            ),
            EnemyInTheWay { enemy, at } => phrase!(
                "reject-enemy-in-the-way",
                enemy = enemy.clone(),
                at = at.to_string()
            ),
            Occupied { at, unit } => {
                phrase!("reject-occupied", at = at.to_string(), unit = unit.clone())
            }
            NoPath { unit, to } => {
                phrase!("reject-no-path", unit = unit.clone(), to = to.to_string())
            }
            TooFar {
                unit,
                cost,
                budget,
                board,
            } => phrase!(
                "reject-too-far",
                unit = unit.clone(),
                cost = *cost,
                budget = *budget,
                board = board.cells()
            ),
            CannotMove(unit) => phrase!("reject-cannot-move", unit = unit.clone()),
            Prone(unit) => phrase!("reject-prone", unit = unit.clone()),
            NotProne(unit) => phrase!("reject-not-prone", unit = unit.clone()),
            AlreadyProne(unit) => phrase!("reject-already-prone", unit = unit.clone()),
            OneSquare(what) => phrase!("reject-one-square", what = as_term(*what)),
            StepInDifficult(at) => phrase!("reject-step-in-difficult", at = at.to_string()),
            AlreadyThere { unit, at } => phrase!(
                "reject-already-there",
                unit = unit.clone(),
                at = at.to_string()
            ),
            NoDoor { unit, at } => {
                phrase!("reject-no-door", unit = unit.clone(), at = at.to_string())
            }
            DoorwayTaken { at, by } => {
                phrase!("reject-doorway-taken", at = at.to_string(), by = by.clone())
            }
            _ => unreachable!("not a refusal of a move"),
        }
    }

    /// Why an attack, a weapon or an object cannot be used on a target.
    fn target_phrase(&self) -> Phrase {
        use Rejection::*;
        match self {
            ProneRanged { unit, weapon } => phrase!(
                "reject-prone-ranged",
                unit = unit.clone(),
                weapon = as_term(weapon)
            ),
            CannotAid { unit, ally, why } => phrase!(
                "reject-cannot-aid",
                unit = unit.clone(),
                ally = ally.clone(),
                why = why.clone()
            ),
            OutOfAmmunition { unit, weapon, kind } => phrase!(
                "reject-out-of-ammunition",
                unit = unit.clone(),
                weapon = crate::i18n::as_term(weapon.as_str()),
                kind = crate::i18n::as_term(kind.as_str())
            ),
            NotLoaded { unit, weapon } => phrase!(
                "reject-not-loaded",
                unit = unit.clone(),
                weapon = as_term(weapon)
            ),
            NotCarried { unit, thing } => phrase!(
                "reject-not-carried",
                unit = unit.clone(),
                thing = as_term(thing)
            ),
            NothingToPickUp(unit) => phrase!("reject-nothing-to-pick-up", unit = unit.clone()),
            NoPotion(unit) => phrase!("reject-no-potion", unit = unit.clone()),
            NothingToLoad { unit } => phrase!("reject-nothing-to-load", unit = unit.clone()),
            NotInHand { unit, weapon } => phrase!(
                "reject-not-in-hand",
                unit = unit.clone(),
                weapon = as_term(weapon)
            ),
            CannotWield { unit, why } => phrase!(
                "reject-cannot-wield",
                unit = unit.clone(),
                why = why.clone()
            ),
            NeedsTwoWeapons(unit) => phrase!("reject-needs-two-weapons", unit = unit.clone()),
            NotHelpless(unit) => phrase!("reject-not-helpless", unit = unit.clone()),
            CannotCharge { unit, target, why } => phrase!(
                "reject-cannot-charge",
                unit = unit.clone(),
                target = target.clone(),
                why = why.clone()
            ),
            SelfTarget(unit) => phrase!("reject-self-target", unit = unit.clone()),
            Ally(unit) => phrase!("reject-ally", unit = unit.clone()),
            TargetDead(unit) => phrase!("reject-target-dead", unit = unit.clone()),
            TargetSurrendered(unit) => phrase!("reject-target-surrendered", unit = unit.clone()),
            NoSuchWeapon { unit, weapon } => phrase!(
                "reject-no-such-weapon",
                unit = unit.clone(),
                weapon = as_term(weapon)
            ),
            OutOfReach {
                unit,
                target,
                distance,
                carried: None,
                board,
            } => phrase!(
                "reject-out-of-reach",
                unit = unit.clone(),
                target = target.clone(),
                distance = *distance,
                board = board.cells()
            ),
            OutOfReach {
                unit,
                target,
                distance,
                carried: Some(weapon),
                board,
            } => phrase!(
                "reject-out-of-reach-draw",
                unit = unit.clone(),
                target = target.clone(),
                distance = *distance,
                weapon = as_term(weapon),
                board = board.cells()
            ),
            WeaponOutOfRange {
                target,
                weapon,
                distance,
                reach,
                board,
            } => phrase!(
                "reject-weapon-out-of-range",
                target = target.clone(),
                weapon = as_term(weapon),
                distance = *distance,
                reach = *reach,
                board = board.cells()
            ),
            NoLineOfSight { unit, target } => phrase!(
                "reject-no-line-of-sight",
                unit = unit.clone(),
                target = target.clone()
            ),
            _ => unreachable!("not a refusal of a target"),
        }
    }
}

impl Rejection {
    /// The refusal of a command `ruleset` does not play.
    pub fn not_in_ruleset(ruleset: &dyn crate::rulesets::Ruleset, command: &Command) -> Self {
        Rejection::NotInRuleset {
            command: command.name(),
            ruleset: ruleset.id().name(),
        }
    }
}

/// The level's ruleset, when it plays `command`; else the refusal.
pub fn ruleset_playing(
    world: &World,
    command: &Command,
) -> Result<&'static dyn crate::rulesets::Ruleset, Rejection> {
    let ruleset = crate::rulesets::of(world);
    if ruleset.offers(command) {
        Ok(ruleset)
    } else {
        Err(Rejection::not_in_ruleset(ruleset, command))
    }
}

impl From<BudgetError> for Rejection {
    fn from(why: BudgetError) -> Self {
        Rejection::Budget(why)
    }
}

impl std::fmt::Display for Rejection {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.phrase().fmt(f)
    }
}

impl std::error::Error for Rejection {}
