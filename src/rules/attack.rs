//! Attack rolls (seed 000, "Tiro de ataque", "Fallo crítico", "Golpe automático", "Amenaza de crítico").

use super::abilities::AbilityScores;
use super::defense::capped_dex;
use super::modifiers::Modifiers;
use super::size::Size;

/// What an attack is made with, for the ability it adds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AttackStyle {
    Melee,
    Ranged,
}

/// The fixed part of an attack roll: melee adds BAB + Str + size; ranged adds BAB + Dex (capped by the
/// armour's max Dex) + size. `other` holds situational terms (charge, two weapons …).
pub fn attack_bonus(
    style: AttackStyle,
    base_attack: i32,
    abilities: &AbilityScores,
    max_dex: Option<i32>,
    size: Size,
    other: &Modifiers,
) -> Modifiers {
    // The terms here, what the caller adds, and the few attack_terms adds after.
    let mut m = Modifiers::with_capacity(3 + other.0.len() + 4);
    m.add("BAB", base_attack);
    match style {
        AttackStyle::Melee => m.add("Str", abilities.str_mod()),
        AttackStyle::Ranged => m.add("Dex", capped_dex(abilities.dex_mod(), max_dex)),
    };
    m.add("size", size.modifier());
    m.extend(other);
    m
}

/// The result of one attack roll against one Defense.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AttackCheck {
    pub hit: bool,
    /// A critical threat: a natural 20, or a hit whose natural roll is in the weapon's threat range.
    pub threat: bool,
}

/// A natural 1 always misses; a natural 20 always hits and threatens; otherwise the total must equal
/// or beat the Defense. A roll in a wider threat range (e.g. 19 of 19–20) threatens only when it hits,
/// as the seed's wider ranges extend the natural-20 rule to rolls that still have to land.
pub fn check_attack(natural: u32, bonus: i32, defense: i32, threat_from: u32) -> AttackCheck {
    let hit = match natural {
        1 => false,
        20 => true,
        n => n as i32 + bonus >= defense,
    };
    let threat = hit && natural >= threat_from.clamp(2, 20);
    AttackCheck { hit, threat }
}

/// The confirmation roll: a second attack roll against the same Defense; it confirms when it would
/// hit (natural 1 never does, natural 20 always does).
pub fn confirms_critical(natural: u32, bonus: i32, defense: i32) -> bool {
    check_attack(natural, bonus, defense, 21).hit
}

/// The chance that an attack roll hits: each natural 1–20 is equally likely; a natural 1 misses,
/// a natural 20 hits.
pub fn hit_chance(bonus: i32, defense: i32) -> f64 {
    (1..=20)
        .filter(|&n| check_attack(n, bonus, defense, 21).hit)
        .count() as f64
        / 20.0
}

/// The chance of a confirmed critical: a threat, then a confirmation roll that hits.
pub fn critical_chance(bonus: i32, defense: i32, threat_from: u32) -> f64 {
    let threats = (1..=20)
        .filter(|&n| check_attack(n, bonus, defense, threat_from).threat)
        .count() as f64
        / 20.0;
    threats * hit_chance(bonus, defense)
}

/// Range increments (seed 000, "Toque a distancia": unlike spells, ranged weapons have them).
/// The seed gives no numbers, so the d20 ones: a weapon's range is one increment, a thrown weapon
/// reaches five of them and a shooting one ten.
pub fn farthest_shot(increment: u32, thrown: bool) -> u32 {
    increment.saturating_mul(if thrown { 5 } else { 10 })
}

/// The attack penalty of a shot `distance` away with a weapon of range `increment`: −2 for each
/// full increment between the two beyond the first (a longbow's 20: none to 20, −2 to 40).
pub fn range_penalty(increment: u32, distance: u32) -> i32 {
    if increment == 0 {
        return 0;
    }
    let past_first = distance.saturating_sub(1) / increment;
    -2 * i32::try_from(past_first).unwrap_or(i32::MAX / 2)
}

#[cfg(test)]
mod tests {
    #[test]
    fn each_full_increment_past_the_first_costs_two_and_a_throw_reaches_five_a_shot_ten() {
        assert_eq!(super::range_penalty(20, 1), 0);
        assert_eq!(super::range_penalty(20, 20), 0);
        assert_eq!(super::range_penalty(20, 21), -2);
        assert_eq!(super::range_penalty(20, 40), -2);
        assert_eq!(super::range_penalty(20, 41), -4);
        assert_eq!(super::range_penalty(6, 30), -8);
        assert_eq!(super::farthest_shot(6, true), 30);
        assert_eq!(super::farthest_shot(20, false), 200);
    }

    use super::*;

    fn scores(strength: i32, dexterity: i32) -> AbilityScores {
        AbilityScores {
            strength,
            dexterity,
            ..Default::default()
        }
    }

    #[test]
    fn melee_adds_bab_str_and_size() {
        let m = attack_bonus(
            AttackStyle::Melee,
            3,
            &scores(16, 14),
            None,
            Size::Large,
            &Modifiers::new(),
        );
        assert_eq!(m.total(), 3 + 3 - 1);
    }

    #[test]
    fn ranged_adds_dex_capped_by_armor() {
        let m = attack_bonus(
            AttackStyle::Ranged,
            1,
            &scores(10, 18),
            Some(1),
            Size::Small,
            &Modifiers::new(),
        );
        assert_eq!(m.total(), 1 + 1 + 1);
        assert_eq!(m.get("Dex"), Some(1));
    }

    #[test]
    fn natural_one_misses_and_natural_twenty_hits_whatever_the_numbers() {
        assert!(!check_attack(1, 100, 10, 20).hit);
        let twenty = check_attack(20, -50, 40, 20);
        assert!(twenty.hit && twenty.threat);
    }

    #[test]
    fn a_total_equal_to_defense_hits() {
        assert!(check_attack(12, 3, 15, 20).hit);
        assert!(!check_attack(11, 3, 15, 20).hit);
    }

    #[test]
    fn a_wider_threat_range_threatens_only_on_a_hit() {
        assert_eq!(
            check_attack(19, 0, 15, 19),
            AttackCheck {
                hit: true,
                threat: true
            }
        );
        assert_eq!(
            check_attack(19, 0, 25, 19),
            AttackCheck {
                hit: false,
                threat: false
            }
        );
        assert!(!check_attack(18, 5, 15, 19).threat);
    }

    #[test]
    fn chances_count_the_faces_that_hit() {
        // +6 against 16 hits on 10..20: 11 faces.
        assert!((hit_chance(6, 16) - 0.55).abs() < 1e-12);
        // Only the natural 20 hits, and only the natural 1 misses.
        assert!((hit_chance(-50, 40) - 0.05).abs() < 1e-12);
        assert!((hit_chance(50, 10) - 0.95).abs() < 1e-12);
        // 19-20 threatens (both hit), confirmed 55% of the time.
        assert!((critical_chance(6, 16, 19) - 0.1 * 0.55).abs() < 1e-12);
    }

    #[test]
    fn confirmation_is_a_second_roll_against_the_same_defense() {
        assert!(confirms_critical(10, 5, 15));
        assert!(!confirms_critical(9, 5, 15));
        assert!(!confirms_critical(1, 50, 15));
        assert!(confirms_critical(20, -50, 15));
    }
}
