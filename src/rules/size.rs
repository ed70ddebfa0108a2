//! Creature sizes (seed 000, "Modificador de tamaño" and "Zona amenazada").

use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Serialize,
    Deserialize,
    schemars::JsonSchema,
)]
pub enum Size {
    /// Diminuto.
    Diminutive,
    /// Menudo.
    Tiny,
    /// Pequeño.
    Small,
    /// Mediano.
    #[default]
    Medium,
    /// Grande.
    Large,
    /// Enorme.
    Huge,
    /// Colosal.
    Colossal,
}

impl Size {
    /// The size modifier to attack rolls and to every kind of Defense: the seed gives the same table
    /// for both (+4, +2, +1, 0, −1, −2, −4).
    pub fn modifier(self) -> i32 {
        match self {
            Size::Diminutive => 4,
            Size::Tiny => 2,
            Size::Small => 1,
            Size::Medium => 0,
            Size::Large => -1,
            Size::Huge => -2,
            Size::Colossal => -4,
        }
    }

    /// The special size modifier to combat maneuvers (seed 001, "Bonificador de Maniobras de
    /// Combate"): the attack table turned round, with Colossal at +8 as seed 001 lists it.
    pub fn maneuver_modifier(self) -> i32 {
        match self {
            Size::Diminutive => -4,
            Size::Tiny => -2,
            Size::Small => -1,
            Size::Medium => 0,
            Size::Large => 1,
            Size::Huge => 2,
            Size::Colossal => 8,
        }
    }

    /// Whether its maneuvers go by Dex in place of Str: seed 001 says "diminuto o más pequeño",
    /// which is Diminutive here (Tiny, "menudo", still uses Str).
    pub fn maneuvers_by_dexterity(self) -> bool {
        self <= Size::Diminutive
    }

    /// How many squares a creature of this size threatens with a melee weapon. The seed gives 1 for
    /// the player races (all adjacent squares) and Large 2, Huge 4, Colossal 8; it names no smaller
    /// reach, so every size up to Medium threatens 1.
    pub fn reach(self) -> u32 {
        match self {
            Size::Large => 2,
            Size::Huge => 4,
            Size::Colossal => 8,
            _ => 1,
        }
    }
}

impl fmt::Display for Size {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn maneuver_size_modifiers_follow_seed_001_and_only_diminutive_goes_by_dex() {
        let table = [-4, -2, -1, 0, 1, 2, 8];
        let sizes = [
            Size::Diminutive,
            Size::Tiny,
            Size::Small,
            Size::Medium,
            Size::Large,
            Size::Huge,
            Size::Colossal,
        ];
        for (size, m) in sizes.into_iter().zip(table) {
            assert_eq!(size.maneuver_modifier(), m, "{size}");
        }
        assert!(Size::Diminutive.maneuvers_by_dexterity());
        assert!(!Size::Tiny.maneuvers_by_dexterity());
    }

    #[test]
    fn size_modifiers_follow_the_seed_table() {
        let table = [
            (Size::Diminutive, 4),
            (Size::Tiny, 2),
            (Size::Small, 1),
            (Size::Medium, 0),
            (Size::Large, -1),
            (Size::Huge, -2),
            (Size::Colossal, -4),
        ];
        for (size, m) in table {
            assert_eq!(size.modifier(), m, "{size}");
        }
    }

    #[test]
    fn reach_is_one_up_to_medium_then_two_four_eight() {
        assert_eq!(Size::Tiny.reach(), 1);
        assert_eq!(Size::Medium.reach(), 1);
        assert_eq!(Size::Large.reach(), 2);
        assert_eq!(Size::Huge.reach(), 4);
        assert_eq!(Size::Colossal.reach(), 8);
    }
}
