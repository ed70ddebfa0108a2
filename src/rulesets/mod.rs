//! The rule systems a level can choose (see `RULESETS.md` in the design notes): seed 000 with
//! seed 001's optional modules ("Core", the default), seed 002's OSR ruleset and seed 003's WFRP
//! ruleset. Only Core is playable yet; a level naming another is refused by `validate`, plainly.

use serde::{Deserialize, Serialize};

/// Which rules a level plays (`ruleset:` in a level; Core when left out).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RulesetId {
    /// Seed 000, *Reglas de Combate*, with seed 001's optional modules (`rules:`).
    #[default]
    Core,
    /// Seed 002: the OSR ruleset (side initiative, player-facing rolls, morale, usage dice).
    Osr,
    /// Seed 003: the WFRP 2e ruleset.
    Wfrp,
}

impl RulesetId {
    /// Its name in a level file.
    pub fn name(self) -> &'static str {
        match self {
            RulesetId::Core => "Core",
            RulesetId::Osr => "Osr",
            RulesetId::Wfrp => "Wfrp",
        }
    }

    /// The seed whose rules it plays.
    pub fn seed(self) -> &'static str {
        match self {
            RulesetId::Core => "000",
            RulesetId::Osr => "002",
            RulesetId::Wfrp => "003",
        }
    }

    /// Whether the engine can play it yet.
    pub fn playable(self) -> bool {
        self == RulesetId::Core
    }
}
