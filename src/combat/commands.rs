//! Commands: what a player, the AI or a script asks for. The only way into the engine.

use crate::rules::grid::Pos;
use serde::{Deserialize, Serialize};

/// One command, written in RON as e.g. `Move(unit: "aria", to: (4, 2))`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum Command {
    /// Move to a square by the engine's path (`to`), or along explicit adjacent squares (`path`,
    /// not including the square the unit stands on).
    Move {
        unit: String,
        #[serde(default)]
        to: Option<Pos>,
        #[serde(default)]
        path: Option<Vec<Pos>>,
    },
    /// Attack a unit; `weapon` picks one by id, else the engine picks a melee weapon when the target
    /// is in reach and a ranged one when it is in range.
    Attack {
        unit: String,
        target: String,
        #[serde(default)]
        weapon: Option<String>,
    },
    /// Give up this turn's place and act later this round: right after unit `after`, or last.
    Delay {
        unit: String,
        #[serde(default)]
        after: Option<String>,
    },
    EndTurn {
        unit: String,
    },
}

impl Command {
    pub fn unit(&self) -> &str {
        match self {
            Command::Move { unit, .. }
            | Command::Attack { unit, .. }
            | Command::Delay { unit, .. }
            | Command::EndTurn { unit } => unit,
        }
    }
}
