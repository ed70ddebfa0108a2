//! Seed 002's arithmetic (`002_6992d5d6ffc3d005.txt`), pure and Bevy-free: tests, advantage,
//! probability rolls, the level penalty, usage dice, armour and morale. Where the seed leaves a
//! rule open, the reading taken is written on the function that decides it (and in the README's
//! "OSR rules as played").

/// Advantage or disadvantage on a d20 roll.
///
/// Reading (the seed never defines it): roll two d20s and keep the better (advantage) or the
/// worse (disadvantage). Several sources count as one, and advantage and disadvantage cancel.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Edge {
    #[default]
    Normal,
    Advantage,
    Disadvantage,
}

impl Edge {
    /// The edge a roll has from `advantages` sources of advantage and `disadvantages` of
    /// disadvantage.
    pub fn from_sources(advantages: u32, disadvantages: u32) -> Edge {
        match (advantages > 0, disadvantages > 0) {
            (true, false) => Edge::Advantage,
            (false, true) => Edge::Disadvantage,
            _ => Edge::Normal,
        }
    }

    /// How many d20s the roll takes.
    pub fn dice(self) -> usize {
        if self == Edge::Normal { 1 } else { 2 }
    }

    /// The face kept of those rolled.
    pub fn keep(self, faces: &[u32]) -> u32 {
        let (lo, hi) = faces
            .iter()
            .fold((u32::MAX, 0), |(lo, hi), &f| (lo.min(f), hi.max(f)));
        match self {
            Edge::Disadvantage => lo,
            _ => hi,
        }
    }

    /// The chance of success with this edge when one d20 succeeds with chance `p`.
    pub fn chance(self, p: f64) -> f64 {
        match self {
            Edge::Normal => p,
            Edge::Advantage => 1.0 - (1.0 - p) * (1.0 - p),
            Edge::Disadvantage => p * p,
        }
    }

    /// The dice as the log writes them.
    pub fn dice_text(self) -> &'static str {
        match self {
            Edge::Normal => "d20",
            Edge::Advantage => "2d20 keep best",
            Edge::Disadvantage => "2d20 keep worst",
        }
    }
}

/// What an attribute test needs: the natural d20 plus the attribute and its modifiers must reach
/// this.
///
/// Reading (seed 002 names attribute tests but never says how they are rolled): d20 + the
/// attribute's value + modifiers ≥ 21. That keeps "high is good", the odds of rolling the value or
/// under, and the seed's natural 20 as a critical.
pub const ATTRIBUTE_TARGET: i32 = 21;

/// Whether an attribute test succeeds: a natural 20 always does, a natural 1 never does, and
/// otherwise d20 + value + modifier ≥ 21.
pub fn attribute_test(natural: u32, value: i32, modifier: i32) -> bool {
    match natural {
        20 => true,
        1 => false,
        n => n as i32 + value + modifier >= ATTRIBUTE_TARGET,
    }
}

/// The chance one d20 passes an attribute test of `value` + `modifier`.
pub fn attribute_chance(value: i32, modifier: i32) -> f64 {
    let passing = (1..=20u32)
        .filter(|&n| attribute_test(n, value, modifier))
        .count();
    passing as f64 / 20.0
}

/// A probability roll "N+" (surprise 14+, initiative 11+, an object breaking 8+): a plain d20
/// that succeeds on N or more.
pub fn probability_roll(natural: u32, at_least: u32) -> bool {
    natural >= at_least
}

/// The chance one d20 reaches `at_least`.
pub fn probability_chance(at_least: u32) -> f64 {
    f64::from(21u32.saturating_sub(at_least.clamp(1, 21))) / 20.0
}

/// Surprise (seed 002, "pille por sorpresa"): the ambushers' leader needs 14+, or 8+ when they
/// are prepared.
pub fn surprise_target(prepared: bool) -> u32 {
    if prepared { 8 } else { 14 }
}

/// Initiative (seed 002, "Iniciativa"): a PC's probability roll at 11+ acts before the NPCs.
pub const INITIATIVE_TARGET: u32 = 11;

/// The penalty a PC takes facing a higher-level NPC (seed 002, "mayor nivel"): the level
/// difference over 3, rounded up, on its attacks against that NPC and its rolls to avoid that
/// NPC's attacks. The formula wins over the looser "−1 per 3 levels": 1 to 3 levels give −1.
pub fn level_penalty(pc_level: u32, npc_level: u32) -> i32 {
    let above = npc_level.saturating_sub(pc_level);
    -(above.div_ceil(3) as i32)
}

/// The usage die after a roll of it (seed 002 says "tira el DU" and gives no result).
///
/// Reading (the Black Hack's convention): a 1 or 2 drops the die one step, d12 → d10 → d8 → d6
/// → d4; a d4 that rolls 1 or 2 is used up and the item breaks (returned as 0).
pub fn usage_after(die: u32, roll: u32) -> u32 {
    if roll > 2 {
        return die;
    }
    match die {
        12 => 10,
        10 => 8,
        8 => 6,
        6 => 4,
        _ => 0,
    }
}

/// Damage through armour (seed 002, "Blindaje", "Penetración"): the rolled damage (with Potencia)
/// minus Blindaje. Reading of the order: penetration lowers Blindaje first, never below 0; damage
/// never goes below 0. Returns (damage dealt, what the armour stopped).
pub fn through_armour(rolled: i32, blindaje: i32, penetration: i32) -> (i32, i32) {
    let armour = (blindaje - penetration.max(0)).max(0);
    let dealt = (rolled - armour).max(0);
    (dealt, rolled.max(0) - dealt)
}

/// A morale check (seed 002, "Moral"): 2d6 above the morale fails; at or under it, the side
/// holds.
pub fn morale_holds(total: u32, morale: u32) -> bool {
    total <= morale
}

/// The chance 2d6 is at most `morale`.
pub fn morale_chance(morale: u32) -> f64 {
    let holding = (1..=6u32)
        .flat_map(|a| (1..=6u32).map(move |b| a + b))
        .filter(|&t| t <= morale)
        .count();
    holding as f64 / 36.0
}

/// The cumulative penalty on a block or dodge after the first in the same round (seed 002,
/// "síndrome de personaje invencible"): 0 for the first, −1 for the second, −2 for the third…
pub fn repeated_avoid_penalty(avoids_before: u32) -> i32 {
    -(avoids_before as i32)
}

/// What a critical does (seed 002, "20 natural"): the attacker chooses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CriticalChoice {
    /// Roll the damage and double it.
    Double,
    /// The weapon's maximum.
    Maximum,
}

/// The choice a unit that does not choose makes (the AI, `run`): the maximum when it is enough
/// to bring the target to 0 after armour, else double damage (better on average for d6 and up).
pub fn critical_by_policy(maximum_dealt: i32, target_hp: i32) -> CriticalChoice {
    if maximum_dealt >= target_hp {
        CriticalChoice::Maximum
    } else {
        CriticalChoice::Double
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_attribute_test_needs_twenty_one_with_natural_twenty_and_one_decided() {
        // Strength 12: 9 or more on the die.
        assert!(attribute_test(9, 12, 0));
        assert!(!attribute_test(8, 12, 0));
        // A −2 (blocking with no shield) needs 11.
        assert!(!attribute_test(10, 12, -2));
        assert!(attribute_test(11, 12, -2));
        // Natural 20 and 1 whatever the numbers.
        assert!(attribute_test(20, 1, -10));
        assert!(!attribute_test(1, 20, 10));
        assert_eq!(attribute_chance(12, 0), 0.6);
        assert_eq!(attribute_chance(20, 5), 0.95);
        assert_eq!(attribute_chance(0, -5), 0.05);
    }

    #[test]
    fn advantage_keeps_the_better_of_two_and_cancels_against_disadvantage() {
        assert_eq!(Edge::Advantage.keep(&[4, 17]), 17);
        assert_eq!(Edge::Disadvantage.keep(&[4, 17]), 4);
        assert_eq!(Edge::from_sources(2, 0), Edge::Advantage);
        assert_eq!(Edge::from_sources(1, 3), Edge::Normal);
        assert_eq!(Edge::from_sources(0, 1), Edge::Disadvantage);
        assert!((Edge::Advantage.chance(0.5) - 0.75).abs() < 1e-12);
        assert!((Edge::Disadvantage.chance(0.5) - 0.25).abs() < 1e-12);
    }

    #[test]
    fn probability_rolls_are_a_plain_d20_at_or_above_the_number() {
        assert!(probability_roll(11, 11));
        assert!(!probability_roll(10, 11));
        assert_eq!(probability_chance(11), 0.5);
        assert_eq!(probability_chance(14), 0.35);
        assert_eq!(probability_chance(8), 0.65);
        assert_eq!(surprise_target(false), 14);
        assert_eq!(surprise_target(true), 8);
    }

    #[test]
    fn the_level_penalty_is_the_difference_over_three_rounded_up() {
        assert_eq!(level_penalty(3, 3), 0);
        assert_eq!(level_penalty(5, 3), 0);
        assert_eq!(level_penalty(1, 2), -1);
        assert_eq!(level_penalty(1, 4), -1);
        assert_eq!(level_penalty(1, 5), -2);
        assert_eq!(level_penalty(1, 8), -3);
    }

    #[test]
    fn a_usage_die_steps_down_on_one_or_two_and_a_d4_breaks() {
        assert_eq!(usage_after(8, 3), 8);
        assert_eq!(usage_after(8, 2), 6);
        assert_eq!(usage_after(12, 1), 10);
        assert_eq!(usage_after(6, 1), 4);
        assert_eq!(usage_after(4, 2), 0);
        assert_eq!(usage_after(4, 3), 4);
    }

    #[test]
    fn penetration_lowers_blindaje_first_and_damage_never_goes_below_zero() {
        assert_eq!(through_armour(7, 3, 0), (4, 3));
        assert_eq!(through_armour(7, 3, 1), (5, 2));
        assert_eq!(through_armour(7, 3, 5), (7, 0));
        assert_eq!(through_armour(2, 4, 0), (0, 2));
    }

    #[test]
    fn morale_fails_when_two_d6_exceed_it() {
        assert!(morale_holds(7, 7));
        assert!(!morale_holds(8, 7));
        assert!((morale_chance(7) - 21.0 / 36.0).abs() < 1e-12);
        assert_eq!(morale_chance(12), 1.0);
        assert_eq!(morale_chance(1), 0.0);
    }

    #[test]
    fn each_further_avoid_in_a_round_takes_one_more_minus_one() {
        // Baldorian and the six goblins: 0, −1, −2, −3.
        let penalties: Vec<i32> = (0..4).map(repeated_avoid_penalty).collect();
        assert_eq!(penalties, [0, -1, -2, -3]);
    }

    #[test]
    fn a_critical_takes_the_maximum_when_it_kills_and_else_doubles() {
        assert_eq!(critical_by_policy(8, 8), CriticalChoice::Maximum);
        assert_eq!(critical_by_policy(8, 9), CriticalChoice::Double);
    }
}
