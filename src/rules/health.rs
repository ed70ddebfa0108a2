//! Health states (seed 000, "Vida", "Incapacitado", "Muriendo", "Muerto").

use crate::rules::dice::DiceExpr;
use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
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

/// Seed 001, "Moribundo": the DC of a dying creature's Constitution check.
pub const STABILISING_DC: i32 = 10;

/// Seed 001, "Moribundo": whether a dying creature's Constitution check stabilises it: the d20
/// plus its Constitution modifier, less its hit points below 0, reaches DC 10; a natural 20
/// always does (and a natural 1 is not said to fail: a check, not a save).
pub fn stabilising_check_succeeds(natural: u32, con_modifier: i32, hp: i32) -> bool {
    natural == 20 || natural as i32 + con_modifier + hp.min(0) >= STABILISING_DC
}

/// The DC of a dying unit's Fortitude save (seed 000, "Muriendo": 10 + the damage received). The
/// damage received is that of the blow that felled the unit, with whatever more it takes while
/// down (a sword's 9 on a unit at 2 HP: DC 19); the hit point a failed save costs is lost, not
/// received, so the DC stays. All the damage of the fight would make stabilising nearly
/// impossible for anyone, and the seed speaks of damage, not of hit points below 0.
pub fn dying_save_dc(received: i32) -> i32 {
    10_i32.saturating_add(received.max(0))
}

/// A creature's hit die ("dado de vida", seed 000, "Curación"): the die its healing rolls. The seed
/// gives no die for any creature, so each creature names its own (`hit_die: "d10"`), and one that
/// does not rolls a d8, the middle of the d20 games' dice. Written `d8` (or `1d8`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(try_from = "String", into = "String")]
pub struct HitDie(pub u32);

impl Default for HitDie {
    fn default() -> Self {
        HitDie(8)
    }
}

impl HitDie {
    /// How many of these dice a creature of `hp` hit points has when its data does not say, read
    /// as a character's are rolled: the first die at its most, each other at its average; to the
    /// nearest, at least 1 (a 6-hit-point goblin of d6 has 1, a 22-hit-point fighter of d10 3).
    pub fn count_for(self, hp: i32) -> u32 {
        let sides = i64::from(self.0);
        let beyond_first = (i64::from(hp) - sides).max(0);
        let more = (4 * beyond_first + sides + 1) / (2 * (sides + 1));
        u32::try_from(1 + more).unwrap_or(u32::MAX)
    }
}

/// The end of what `ron` reports for a hit die that is not one; `level::diagnostics` words it.
pub const HIT_DIE_EXPECTED: &str = "is not a hit die like d8: one die of 2 to 100 sides";

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HitDieError(String);

impl fmt::Display for HitDieError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}` {HIT_DIE_EXPECTED}", self.0)
    }
}

impl std::error::Error for HitDieError {}

impl TryFrom<String> for HitDie {
    type Error = HitDieError;
    fn try_from(text: String) -> Result<Self, Self::Error> {
        let compact = text.trim();
        let sides = compact
            .strip_prefix('1')
            .unwrap_or(compact)
            .strip_prefix(['d', 'D'])
            .and_then(|n| n.parse::<u32>().ok())
            .filter(|n| (2..=crate::limits::DIE_SIDES).contains(n));
        sides.map(HitDie).ok_or(HitDieError(text))
    }
}

impl From<HitDie> for String {
    fn from(d: HitDie) -> String {
        format!("d{}", d.0)
    }
}

/// What `ron` reports when a `heal` is neither form; `level::diagnostics` words it for modders.
pub const HEALING_EXPECTED: &str =
    "healing as dice like \"1d6+1\", or as (hit_dice: 1 to 40, bonus: -1000 to 1000)";

/// How much a source of healing gives back: a potion, a spell, a power.
///
/// Seed 000, "Curación": healing rolls the healed creature's hit die, and each source says how many
/// of them (`(hit_dice: 1, bonus: 1)` is one hit die plus 1; the bonus is ours, so that a greater
/// potion can be greater without a second die). Seed 002 heals by fixed dice instead (`"1d6"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(
    untagged,
    expecting = "healing as dice like \"1d6+1\", or as (hit_dice: 1 to 40, bonus: -1000 to 1000)"
)]
pub enum Healing {
    /// The same dice whatever the creature.
    Dice(DiceExpr),
    /// Hit dice of the healed creature, plus a flat bonus.
    HitDice(HitDiceHealing),
}

/// `hit_dice` of the healed creature's hit die plus `bonus`, within the dice limits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(try_from = "HitDiceText", into = "HitDiceText")]
pub struct HitDiceHealing {
    pub hit_dice: u32,
    pub bonus: i32,
}

#[derive(Clone, Copy, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
struct HitDiceText {
    hit_dice: u32,
    #[serde(default)]
    bonus: i32,
}

impl TryFrom<HitDiceText> for HitDiceHealing {
    type Error = &'static str;
    fn try_from(t: HitDiceText) -> Result<Self, Self::Error> {
        use crate::limits::{DICE_BONUS, DICE_COUNT};
        if (1..=DICE_COUNT).contains(&t.hit_dice)
            && t.bonus.unsigned_abs() <= DICE_BONUS.unsigned_abs()
        {
            Ok(HitDiceHealing {
                hit_dice: t.hit_dice,
                bonus: t.bonus,
            })
        } else {
            Err(HEALING_EXPECTED)
        }
    }
}

impl From<HitDiceHealing> for HitDiceText {
    fn from(h: HitDiceHealing) -> Self {
        HitDiceText {
            hit_dice: h.hit_dice,
            bonus: h.bonus,
        }
    }
}

impl Healing {
    /// `count` of the creature's hit die plus `bonus` (seed 000).
    pub const fn hit_dice(count: u32, bonus: i32) -> Self {
        Healing::HitDice(HitDiceHealing {
            hit_dice: count,
            bonus,
        })
    }

    /// The dice this healing rolls for a creature whose hit die is `die`.
    pub fn dice_for(self, die: HitDie) -> DiceExpr {
        match self {
            Healing::Dice(dice) => dice,
            Healing::HitDice(h) => DiceExpr::new(h.hit_dice, die.0, h.bonus),
        }
    }
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
    fn healing_by_hit_dice_rolls_the_healed_creature_s_die() {
        let potion = Healing::hit_dice(2, 3);
        assert_eq!(potion.dice_for(HitDie(10)), DiceExpr::new(2, 10, 3));
        assert_eq!(potion.dice_for(HitDie(4)), DiceExpr::new(2, 4, 3));
        let draught = Healing::Dice(DiceExpr::new(1, 6, 1));
        assert_eq!(draught.dice_for(HitDie(12)), DiceExpr::new(1, 6, 1));
    }

    #[test]
    fn hit_dice_and_healing_read_as_modders_write_them() {
        let read = |t: &str| ron::from_str::<Healing>(t).map_err(|e| e.code.to_string());
        assert_eq!(read("(hit_dice: 1, bonus: 1)"), Ok(Healing::hit_dice(1, 1)));
        assert_eq!(read("(hit_dice: 2)"), Ok(Healing::hit_dice(2, 0)));
        assert_eq!(read("\"2d8+3\""), Ok(Healing::Dice(DiceExpr::new(2, 8, 3))));
        for wrong in [
            "(hit_dice: 0)",
            "(hit_dice: 41)",
            "(hit_dice: 1, bonsu: 2)",
            "\"2x8\"",
        ] {
            assert_eq!(read(wrong), Err(HEALING_EXPECTED.to_string()), "{wrong}");
        }
        let die = |t: &str| ron::from_str::<HitDie>(t).ok();
        assert_eq!(die("\"d10\""), Some(HitDie(10)));
        // Hit dice from hit points: the first die at its most, the others at their average.
        assert_eq!(HitDie(6).count_for(6), 1);
        assert_eq!(HitDie(6).count_for(2), 1);
        assert_eq!(HitDie(10).count_for(22), 3);
        assert_eq!(HitDie(4).count_for(14), 5);
        assert_eq!(die("\"1d6\""), Some(HitDie(6)));
        assert_eq!(die("\"2d6\""), None);
        assert_eq!(die("\"d1\""), None);
        assert_eq!(die("\"d101\""), None);
    }

    #[test]
    fn dying_save_dc_is_ten_plus_the_damage_received() {
        assert_eq!(dying_save_dc(1), 11);
        assert_eq!(dying_save_dc(9), 19);
        assert_eq!(dying_save_dc(0), 10);
    }
}
