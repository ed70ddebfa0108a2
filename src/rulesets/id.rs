//! Which rules a level plays: a name only, so the level files, the data and the menu can say it
//! without depending on the rules themselves.

use serde::{Deserialize, Serialize};

/// Which rules a level plays (`ruleset:` in a level; Core when left out).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema,
)]
pub enum RulesetId {
    /// Seed 000, *Reglas de Combate*, with seed 001's optional modules (`rules:`).
    #[default]
    Core,
    /// Seed 002: the OSR ruleset (side initiative, player-facing rolls, morale, usage dice).
    Osr,
    /// Seed 003: the WFRP 2e ruleset.
    Wfrp,
    /// No seed: the smallest ruleset, the model for adding one (`rulesets/example/`).
    Example,
}

impl RulesetId {
    /// Its name in a level file.
    pub fn name(self) -> &'static str {
        match self {
            RulesetId::Core => "Core",
            RulesetId::Osr => "Osr",
            RulesetId::Wfrp => "Wfrp",
            RulesetId::Example => "Example",
        }
    }

    /// The seed whose rules it plays.
    pub fn seed(self) -> &'static str {
        match self {
            RulesetId::Core => "000",
            RulesetId::Osr => "002",
            RulesetId::Wfrp => "003",
            RulesetId::Example => "none",
        }
    }

    /// How the menu names it, in the current language.
    pub fn title(self) -> String {
        match self {
            RulesetId::Core => crate::t!("ruleset-core"),
            RulesetId::Osr => crate::t!("ruleset-osr"),
            RulesetId::Wfrp => crate::t!("ruleset-wfrp"),
            RulesetId::Example => crate::t!("ruleset-example"),
        }
    }
}
