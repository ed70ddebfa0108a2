//! Ability scores and their modifiers.

use serde::{Deserialize, Serialize};

/// The six ability scores (Fuerza, Destreza, Constitución, Inteligencia, Sabiduría, Carisma).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AbilityScores {
    #[serde(rename = "str")]
    pub strength: i32,
    #[serde(rename = "dex")]
    pub dexterity: i32,
    #[serde(rename = "con")]
    pub constitution: i32,
    #[serde(rename = "int", default = "ten")]
    pub intelligence: i32,
    #[serde(rename = "wis", default = "ten")]
    pub wisdom: i32,
    #[serde(rename = "cha", default = "ten")]
    pub charisma: i32,
}

fn ten() -> i32 {
    10
}

impl Default for AbilityScores {
    fn default() -> Self {
        Self {
            strength: 10,
            dexterity: 10,
            constitution: 10,
            intelligence: 10,
            wisdom: 10,
            charisma: 10,
        }
    }
}

/// The modifier of an ability score: (score − 10) / 2 rounded down, so 18 gives +4 (the seed's
/// example "Fuerza 18 … modificador de fuerza +4") and 9 gives −1.
pub fn ability_modifier(score: i32) -> i32 {
    (score - 10).div_euclid(2)
}

impl AbilityScores {
    pub fn str_mod(&self) -> i32 {
        ability_modifier(self.strength)
    }
    pub fn dex_mod(&self) -> i32 {
        ability_modifier(self.dexterity)
    }
    pub fn con_mod(&self) -> i32 {
        ability_modifier(self.constitution)
    }
    pub fn wis_mod(&self) -> i32 {
        ability_modifier(self.wisdom)
    }

    pub fn cha_mod(&self) -> i32 {
        ability_modifier(self.charisma)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn modifier_rounds_down_from_ten() {
        assert_eq!(ability_modifier(18), 4);
        assert_eq!(ability_modifier(10), 0);
        assert_eq!(ability_modifier(11), 0);
        assert_eq!(ability_modifier(9), -1);
        assert_eq!(ability_modifier(8), -1);
        assert_eq!(ability_modifier(3), -4);
    }
}
