//! Casting rules (seed 000, "Lanzar hechizos", "Fallo arcano", "Resistencia a la magia", and the
//! spell format). The seed names these checks but gives few numbers; where it is silent the DCs
//! below are the ones a d20 table uses, written down so the game and the tests agree:
//!
//! - **Save DC** = 10 + spell level + the caster's casting ability modifier.
//! - **Casting while concentrating** (in a threatened square, to avoid provoking): a Magic
//!   Knowledge check against 15 + spell level; on a failure the spell is lost (spent, no effect).
//!   Seed 001 uses the same DC for casting while entangled.
//! - **Hurt while casting** (an attack of opportunity provoked by the casting hits): a Magic
//!   Knowledge check against 10 + damage taken + spell level, or the spell is lost.
//! - **Arcane failure**: the armour's and shield's percentages add up; a d100 roll at or under
//!   the total makes the spell fail, spent with no effect.
//! - **Magic resistance**: only the highest source counts; a Magic Knowledge check must reach it
//!   ("superada" read as for attacks and saves: equal is enough).
//!
//! Every check here is a check in the seed's sense, so a natural 1 fails and a natural 20 succeeds
//! ([`check_succeeds`]).

use super::abilities::{AbilityScores, ability_modifier};
use super::saves::check_succeeds;
use serde::{Deserialize, Serialize};

/// The ability a caster's DCs use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum CastingAbility {
    Int,
    Wis,
    Cha,
}

/// The modifier of the caster's casting ability.
pub fn casting_modifier(ability: CastingAbility, abilities: &AbilityScores) -> i32 {
    ability_modifier(match ability {
        CastingAbility::Int => abilities.intelligence,
        CastingAbility::Wis => abilities.wisdom,
        CastingAbility::Cha => abilities.charisma,
    })
}

/// The DC of a save against a spell.
pub fn save_dc(spell_level: u32, casting_modifier: i32) -> i32 {
    10 + spell_level as i32 + casting_modifier
}

/// The DC of a save against a spell from a magic item. The seed gives none; the d20 games' is the
/// least a caster of the spell's level could have: 10 + the level + half the level, rounded down.
pub fn item_save_dc(spell_level: u32) -> i32 {
    save_dc(spell_level, (spell_level / 2) as i32)
}

/// The DC of casting while concentrating, so as not to provoke.
pub fn concentration_dc(spell_level: u32) -> i32 {
    15 + spell_level as i32
}

/// The DC of keeping a spell after taking `damage` while casting it.
pub fn hurt_while_casting_dc(damage: i32, spell_level: u32) -> i32 {
    10 + damage.max(0) + spell_level as i32
}

/// Arcane failure of armour and shield together, in percent (at most 100).
pub fn arcane_failure_percent(armor: u32, shield: u32) -> u32 {
    (armor + shield).min(100)
}

/// Whether a d100 roll (1–100) makes the spell fail against `percent`.
pub fn arcane_failure(d100: u32, percent: u32) -> bool {
    d100 <= percent
}

/// The magic resistance that counts: the highest of its sources (0 when none).
pub fn magic_resistance(sources: &[u32]) -> u32 {
    sources.iter().copied().max().unwrap_or(0)
}

/// Whether a Magic Knowledge check overcomes `resistance`. A creature without magic resistance
/// needs no check, so this is only asked when `resistance > 0`.
pub fn overcomes_magic_resistance(natural: u32, magic_knowledge: i32, resistance: u32) -> bool {
    check_succeeds(natural, magic_knowledge, resistance as i32)
}

/// The chance that a d20 check with `bonus` reaches `dc`, with natural 1 and 20.
pub fn check_chance(bonus: i32, dc: i32) -> f64 {
    (1..=20).filter(|&n| check_succeeds(n, bonus, dc)).count() as f64 / 20.0
}

/// The dispel check: d20 + the dispeller's caster level (at most +10) against 11 + the caster
/// level of the spell it tries to end. The seed only says that dispellable spells ("(A)") can be
/// ended by magic that annuls magic; this is the d20 check a tabletop group would reach for.
pub fn dispel_bonus(caster_level: u32) -> i32 {
    caster_level.min(10) as i32
}

/// See [`dispel_bonus`].
pub fn dispel_dc(spell_caster_level: u32) -> i32 {
    11 + spell_caster_level as i32
}

/// Damage on a successful save for half: rounded down.
pub fn halved(damage: i32) -> i32 {
    damage / 2
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn save_dc_adds_the_spell_level_and_the_casting_ability() {
        let a = AbilityScores {
            intelligence: 17,
            wisdom: 8,
            charisma: 10,
            ..Default::default()
        };
        // Fireball (level 3) from an Int 17 caster: 10 + 3 + 3.
        assert_eq!(save_dc(3, casting_modifier(CastingAbility::Int, &a)), 16);
        assert_eq!(save_dc(1, casting_modifier(CastingAbility::Wis, &a)), 10);
        assert_eq!(save_dc(0, casting_modifier(CastingAbility::Cha, &a)), 10);
    }

    #[test]
    fn concentration_dcs_grow_with_level_and_damage() {
        assert_eq!(concentration_dc(0), 15);
        assert_eq!(concentration_dc(3), 18);
        assert_eq!(hurt_while_casting_dc(7, 3), 20);
        assert_eq!(hurt_while_casting_dc(-2, 1), 11, "no negative damage");
        // Magic Knowledge +8 against DC 18: a 10 is enough, a 9 is not; 1 and 20 decide alone.
        assert!(check_succeeds(10, 8, concentration_dc(3)));
        assert!(!check_succeeds(9, 8, concentration_dc(3)));
        assert!(!check_succeeds(1, 40, concentration_dc(3)));
        assert!(check_succeeds(20, -10, concentration_dc(9)));
    }

    #[test]
    fn arcane_failure_adds_armour_and_shield_and_fails_at_or_under() {
        let p = arcane_failure_percent(10, 15);
        assert_eq!(p, 25);
        assert!(arcane_failure(25, p));
        assert!(!arcane_failure(26, p));
        assert!(arcane_failure(1, 5));
        assert!(!arcane_failure(1, 0), "no armour, no failure");
        assert_eq!(arcane_failure_percent(70, 50), 100);
    }

    #[test]
    fn only_the_highest_magic_resistance_counts_and_reaching_it_is_enough() {
        assert_eq!(magic_resistance(&[12, 15, 10]), 15);
        assert_eq!(magic_resistance(&[]), 0);
        // Magic Knowledge +8 against 15: 7 reaches it, 6 does not.
        assert!(overcomes_magic_resistance(7, 8, 15));
        assert!(!overcomes_magic_resistance(6, 8, 15));
        assert!(overcomes_magic_resistance(20, 0, 30));
        assert!(!overcomes_magic_resistance(1, 30, 12));
    }

    #[test]
    fn chances_count_the_faces_that_succeed() {
        assert_eq!(check_chance(8, 15), 0.7);
        assert_eq!(check_chance(30, 15), 0.95, "a natural 1 still fails");
        assert_eq!(check_chance(-30, 15), 0.05, "a natural 20 still succeeds");
    }

    #[test]
    fn a_dispel_check_adds_the_caster_level_up_to_ten_against_eleven_plus_the_spells() {
        // Level 3 against a level 2 caster's spell: 13, so a 10 or better.
        assert!(check_succeeds(10, dispel_bonus(3), dispel_dc(2)));
        assert!(!check_succeeds(9, dispel_bonus(3), dispel_dc(2)));
        assert_eq!(dispel_bonus(15), 10, "capped at +10");
        assert_eq!(check_chance(dispel_bonus(3), dispel_dc(2)), 0.55);
    }

    #[test]
    fn half_damage_rounds_down() {
        assert_eq!(halved(17), 8);
        assert_eq!(halved(1), 0);
    }
}
