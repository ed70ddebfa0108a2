//! Saving throws (seed 000, "Chequeos de salvación").

use super::abilities::AbilityScores;
use super::modifiers::Modifiers;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum SaveKind {
    Fortitude,
    Reflex,
    Will,
}

/// Base save bonuses.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(deny_unknown_fields)]
pub struct SaveBonuses {
    #[serde(default)]
    pub fortitude: i32,
    #[serde(default)]
    pub reflex: i32,
    #[serde(default)]
    pub will: i32,
}

/// Base + ability: Fortitude uses Con, Reflex Dex, Will Wis.
pub fn save_bonus(kind: SaveKind, base: &SaveBonuses, abilities: &AbilityScores) -> Modifiers {
    let mut m = Modifiers::new();
    match kind {
        SaveKind::Fortitude => m
            .add("base", base.fortitude)
            .add("Con", abilities.con_mod()),
        SaveKind::Reflex => m.add("base", base.reflex).add("Dex", abilities.dex_mod()),
        SaveKind::Will => m.add("base", base.will).add("Wis", abilities.wis_mod()),
    };
    m
}

/// Any check (seed 000, "1 natural y 20 natural"): a natural 1 fails and a natural 20 succeeds;
/// otherwise the total must reach the DC.
pub fn check_succeeds(natural: u32, bonus: i32, dc: i32) -> bool {
    match natural {
        1 => false,
        20 => true,
        n => n as i32 + bonus >= dc,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_save_adds_its_ability() {
        let a = AbilityScores {
            constitution: 14,
            dexterity: 8,
            wisdom: 17,
            ..Default::default()
        };
        let base = SaveBonuses {
            fortitude: 2,
            reflex: 1,
            will: 0,
        };
        assert_eq!(save_bonus(SaveKind::Fortitude, &base, &a).total(), 4);
        assert_eq!(save_bonus(SaveKind::Reflex, &base, &a).total(), 0);
        assert_eq!(save_bonus(SaveKind::Will, &base, &a).total(), 3);
    }

    #[test]
    fn natural_one_fails_and_twenty_succeeds() {
        assert!(!check_succeeds(1, 30, 10));
        assert!(check_succeeds(20, -30, 40));
        assert!(check_succeeds(8, 2, 10));
        assert!(!check_succeeds(7, 2, 10));
    }
}
