//! Health states (seed 000, "Vida", "Incapacitado", "Muriendo", "Muerto").

use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HealthState {
    Healthy,
    /// Exactly 0 HP: one action a turn.
    Disabled,
    /// From −1 down to above −Con: cannot act, flat-footed, a Fortitude save every round.
    Dying,
    /// Dying but stabilised by a save: no more saves, cannot act.
    Stable,
    /// At −Con or below: out of the game.
    Dead,
    /// Seed 002, "Moral": gave up; out of the fight, not dead, not a target.
    Surrendered,
    /// Seed 002, "Noquear": knocked out at 0 Salud by a blow meant to stun; out of the fight,
    /// helpless.
    Unconscious,
}

impl HealthState {
    /// Whether the unit can still fight (take turns and count for its side).
    pub fn can_act(self) -> bool {
        matches!(self, HealthState::Healthy | HealthState::Disabled)
    }

    pub fn name(self) -> &'static str {
        match self {
            HealthState::Healthy => "healthy",
            HealthState::Disabled => "disabled",
            HealthState::Dying => "dying",
            HealthState::Stable => "stable",
            HealthState::Dead => "dead",
            HealthState::Surrendered => "surrendered",
            HealthState::Unconscious => "unconscious",
        }
    }
}

impl fmt::Display for HealthState {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The state implied by hit points and the Constitution *score*: above 0 healthy, 0 disabled,
/// −1 to above −Con dying (or stable once a save has stabilised it), −Con or below dead. The seed's
/// example: Con 13 is dying from −1 to −12 and dead at −13.
pub fn health_state(hp: i32, constitution: i32, stabilised: bool) -> HealthState {
    if hp > 0 {
        HealthState::Healthy
    } else if hp == 0 {
        HealthState::Disabled
    } else if hp <= -constitution.max(1) {
        HealthState::Dead
    } else if stabilised {
        HealthState::Stable
    } else {
        HealthState::Dying
    }
}

/// The DC of a dying unit's Fortitude save. The seed says "10 + the damage received"; we read the
/// damage as what the unit has taken below 0 HP (so at −3 the DC is 13), which keeps the save
/// possible for a low-level creature and makes it harder the deeper the unit has fallen — reading it
/// as all damage taken in the fight would make stabilising nearly impossible for anyone.
pub fn dying_save_dc(hp: i32) -> i32 {
    10 + (-hp).max(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn state_follows_hp_and_the_constitution_score() {
        assert_eq!(health_state(5, 13, false), HealthState::Healthy);
        assert_eq!(health_state(0, 13, false), HealthState::Disabled);
        assert_eq!(health_state(-1, 13, false), HealthState::Dying);
        assert_eq!(health_state(-12, 13, false), HealthState::Dying);
        assert_eq!(health_state(-12, 13, true), HealthState::Stable);
        assert_eq!(health_state(-13, 13, false), HealthState::Dead);
        assert_eq!(health_state(-20, 13, true), HealthState::Dead);
    }

    #[test]
    fn dying_save_dc_is_ten_plus_damage_below_zero() {
        assert_eq!(dying_save_dc(-1), 11);
        assert_eq!(dying_save_dc(-7), 17);
    }
}
