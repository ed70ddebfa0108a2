//! Seed 003's numbers, free of the engine: percentile tests and opposed tests, initiative, where
//! a blow lands, what it deals (Ulric's Fury included) and what is left of the target after it.
//! Everything here takes the dice already rolled, so tests force them.
//!
//! Readings where the seed is silent (see the README's "rules as played"):
//! - Every test, not only an attack, succeeds on a d100 at or under the value with its
//!   modifiers; no face succeeds or fails by itself (the seed gives no such rule).
//! - A success by more is worth more: each full 10 points under the target is a degree.
//! - An opposed test: when one side alone succeeds it wins; when both do, the one with more
//!   degrees; on equal degrees the higher value, and on equal values the side that was tested
//!   against. When both fail, nobody wins and nothing changes.
//! - The seed's "BF" that a target takes off a blow is read as its Toughness Bonus: the same
//!   text uses BF for Strength Bonus when it means a blow's strength, and a target resists with
//!   its toughness.

use std::cmp::Ordering;

/// A characteristic's bonus (SB, TB): its tens.
pub fn bonus(characteristic: i32) -> i32 {
    characteristic.div_euclid(10)
}

/// One percentile test: the d100 face against the value with its modifiers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Test {
    pub roll: u32,
    pub target: i32,
    pub success: bool,
    /// Full tens by which it succeeded (or failed).
    pub degrees: u32,
}

/// Seed 003, "Como atacar": a d100 at or under the target succeeds.
pub fn test(roll: u32, target: i32) -> Test {
    let margin = target - roll as i32;
    Test {
        roll,
        target,
        success: margin >= 0,
        degrees: (margin.unsigned_abs()) / 10,
    }
}

/// Which side of an opposed test wins.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Winner {
    /// The one who made the test (who feints, pushes, breaks free).
    Actor,
    /// The one it was made against.
    Defender,
}

/// An opposed test (feint, manoeuvre, grapple, reserved actions at once): each side's test and
/// its value, read as the module says. `None` when both fail.
pub fn opposed(actor: (Test, i32), defender: (Test, i32)) -> Option<Winner> {
    let ((a, a_value), (d, d_value)) = (actor, defender);
    match (a.success, d.success) {
        (false, false) => None,
        (true, false) => Some(Winner::Actor),
        (false, true) => Some(Winner::Defender),
        (true, true) => match a.degrees.cmp(&d.degrees).then(a_value.cmp(&d_value)) {
            Ordering::Greater => Some(Winner::Actor),
            _ => Some(Winner::Defender),
        },
    }
}

/// Who a unit is at the table, for initiative's ties.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Party {
    /// A player's character.
    Pc,
    /// Everyone the director plays.
    Npc,
}

/// One unit's initiative: 1d10 + Agility, kept all fight (seed 003, "Primer paso").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Initiative {
    pub total: i32,
    pub party: Party,
    pub agility: i32,
    /// Its place in the level's list.
    pub listed: usize,
}

impl Initiative {
    pub fn new(d10: u32, agility: i32, party: Party, listed: usize) -> Self {
        Initiative {
            total: d10 as i32 + agility,
            party,
            agility,
            listed,
        }
    }
}

/// The order of play: the highest first; on a tie a PC before an NPC (the seed), then the higher
/// Agility, then the level's order (our reading). Returns indices into `all`.
pub fn initiative_order(all: &[Initiative]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..all.len()).collect();
    order.sort_by(|&a, &b| {
        let (a, b) = (&all[a], &all[b]);
        b.total
            .cmp(&a.total)
            .then(a.party.cmp(&b.party))
            .then(b.agility.cmp(&a.agility))
            .then(a.listed.cmp(&b.listed))
    });
    order
}

/// What a weapon adds to the d10 (seed 003, "Calcular el daño"): the wielder's Strength Bonus
/// with a modifier (`SB`, `SB-1`, `SB+2`) or a fixed number (a crossbow's `4`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WeaponDamage {
    StrengthBonus(i32),
    Fixed(i32),
}

impl WeaponDamage {
    /// What it adds for a wielder of this Strength Bonus.
    pub fn for_wielder(self, strength_bonus: i32) -> i32 {
        match self {
            WeaponDamage::StrengthBonus(m) => strength_bonus + m,
            WeaponDamage::Fixed(n) => n,
        }
    }
}

impl std::str::FromStr for WeaponDamage {
    type Err = String;

    /// `SB`, `SB-1`, `SB+2` or a whole number.
    fn from_str(s: &str) -> Result<Self, String> {
        let s = s.trim();
        let bad = || format!("`{s}` is no weapon damage: write SB, SB-1, SB+2 or a number");
        match s.strip_prefix("SB") {
            Some("") => Ok(WeaponDamage::StrengthBonus(0)),
            Some(rest) if rest.starts_with(['+', '-']) => rest
                .parse()
                .map(WeaponDamage::StrengthBonus)
                .map_err(|_| bad()),
            Some(_) => Err(bad()),
            None => s.parse().map(WeaponDamage::Fixed).map_err(|_| bad()),
        }
    }
}

/// An unarmed blow adds the Strength Bonus less 4 (seed 003, "Combate sin armas").
pub fn unarmed_damage(strength_bonus: i32) -> i32 {
    strength_bonus - 4
}

/// Ulric's Fury (seed 003): a 10 on the damage d10 lets the attacker test again with the
/// attack's own target; on a success one more d10 is added, and each further 10 adds another.
/// `confirm` is that test (`None` when the damage d10 was no 10); `next_d10` rolls the extra
/// dice. The dice the fury adds, in order (none when it does not come).
pub fn fury_dice(confirm: Option<Test>, mut next_d10: impl FnMut() -> u32) -> Vec<u32> {
    let mut added = Vec::new();
    if !confirm.is_some_and(|t| t.success) {
        return added;
    }
    loop {
        let face = next_d10();
        added.push(face);
        if face != 10 {
            return added;
        }
    }
}

/// The wounds a blow of `damage` (the d10s and the weapon's part) takes off (seed 003, "El
/// adversario reduce el daño"): less the target's Toughness Bonus and the armour points where it
/// landed, which count twice against an unarmed blow; never below 0.
pub fn wounds_taken(damage: i32, toughness_bonus: i32, armour_points: i32, unarmed: bool) -> i32 {
    let armour = if unarmed {
        armour_points * 2
    } else {
        armour_points
    };
    (damage - toughness_bonus - armour).max(0)
}

/// How hurt a unit is (seed 003, "Posibles estados"); off the board these only say how fast it
/// heals, so in a fight they are words on its panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WoundState {
    Unhurt,
    /// Below its Wounds, more than 3 left.
    Light,
    /// 3 or fewer left.
    Heavy,
}

pub fn wound_state(left: i32, most: i32) -> WoundState {
    if left >= most {
        WoundState::Unhurt
    } else if left > 3 {
        WoundState::Light
    } else {
        WoundState::Heavy
    }
}

/// The critical value of a blow of `taken` wounds on a unit with `left` (seed 003, "Críticos"):
/// what passes its last Wound. `None` when the blow does not pass it (a unit brought to exactly
/// 0 takes no critical; every later blow that gets through is one).
pub fn critical_value(left: i32, taken: i32) -> Option<u32> {
    let excess = taken - left.max(0);
    (taken > 0 && excess > 0).then_some(excess as u32)
}

/// The most a critical can be; 9 and up kill (seed 003).
pub const DEADLY_SEVERITY: u32 = 9;

/// A critical's severity from 1 to 10, from its value and a d100 (seed 003 says only that a
/// higher value and a lower roll are worse, and points to a printed table this game does not
/// copy). Our own grid: the value itself, plus 3 on 01–25, 2 on 26–50, 1 on 51–75 and nothing on
/// 76–100.
pub fn critical_severity(value: u32, d100: u32) -> u32 {
    let shift = match d100 {
        0..=25 => 3,
        26..=50 => 2,
        51..=75 => 1,
        _ => 0,
    };
    (value + shift).clamp(1, 10)
}

/// The modifiers seed 003 gives a test to hit, in points of the percentage.
pub mod modifier {
    /// Aiming first, for the next normal attack ("Apuntar").
    pub const AIM: i32 = 10;
    /// A charge's attack ("Ataque de carga").
    pub const CHARGE: i32 = 10;
    /// A cautious attack, and what it adds to the attacker's parries and dodges after.
    pub const CAUTIOUS: i32 = -10;
    pub const CAUTIOUS_DEFENCE: i32 = 10;
    /// An all-out attack ("Ataque total").
    pub const ALL_OUT: i32 = 20;
    /// Shooting at a runner, and striking one in melee ("Correr").
    pub const RUNNING_SHOT: i32 = -20;
    pub const RUNNING_BLOW: i32 = 20;
    /// Blows at a unit in a defensive stance ("Postura defensiva").
    pub const DEFENSIVE_STANCE: i32 = -20;
    /// Shooting at a foe fighting in melee ("Armas de proyectiles").
    pub const INTO_MELEE: i32 = -20;
    /// Shooting up to twice the range, after aiming.
    pub const LONG_RANGE: i32 = -30;
    /// Melee blows at a unit lying on the ground (our reading: as at a stunned one).
    pub const PRONE: i32 = 20;
    /// Blows at a unit in a grapple ("Presas") or stunned ("Aturdido").
    pub const GRAPPLED: i32 = 20;
    pub const STUNNED: i32 = 20;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_test_succeeds_at_or_under_its_target_by_full_tens() {
        assert_eq!(
            test(31, 45),
            Test {
                roll: 31,
                target: 45,
                success: true,
                degrees: 1
            }
        );
        assert!(test(45, 45).success && test(45, 45).degrees == 0);
        let failed = test(46, 45);
        assert!(!failed.success);
        assert_eq!(failed.degrees, 0);
        assert_eq!(test(80, 45).degrees, 3);
        // No face wins alone: a 100 still succeeds against 105, a 1 fails against 0.
        assert!(test(100, 105).success && !test(1, 0).success);
    }

    #[test]
    fn an_opposed_test_goes_to_the_lone_success_then_degrees_then_value_then_defender() {
        let (a, d) = (test(12, 41), test(30, 38));
        assert_eq!(opposed((a, 41), (d, 38)), Some(Winner::Actor));
        assert_eq!(
            opposed((test(50, 41), 41), (test(30, 38), 38)),
            Some(Winner::Defender)
        );
        // Both by 1 degree: the higher value wins, and on equal values the defender.
        assert_eq!(
            opposed((test(30, 41), 41), (test(20, 38), 38)),
            Some(Winner::Actor)
        );
        assert_eq!(
            opposed((test(30, 40), 40), (test(20, 40), 40)),
            Some(Winner::Defender)
        );
        assert_eq!(opposed((test(90, 41), 41), (test(95, 38), 38)), None);
    }

    #[test]
    fn initiative_is_d10_plus_agility_and_a_pc_wins_a_tie() {
        let all = [
            Initiative::new(4, 31, Party::Npc, 0),
            Initiative::new(2, 33, Party::Pc, 1),
            Initiative::new(9, 30, Party::Npc, 2),
            Initiative::new(5, 30, Party::Npc, 3),
        ];
        assert_eq!(all[0].total, 35);
        // 39, then 35 (the PC before the NPC), then 35 by the Agility after them.
        assert_eq!(initiative_order(&all), [2, 1, 0, 3]);
    }

    #[test]
    fn weapon_damage_reads_the_wielders_strength_bonus_or_a_number() {
        assert_eq!("SB".parse(), Ok(WeaponDamage::StrengthBonus(0)));
        assert_eq!("SB-1".parse(), Ok(WeaponDamage::StrengthBonus(-1)));
        assert_eq!("SB+2".parse(), Ok(WeaponDamage::StrengthBonus(2)));
        assert_eq!("4".parse(), Ok(WeaponDamage::Fixed(4)));
        assert!("SBX".parse::<WeaponDamage>().is_err());
        assert!("d6".parse::<WeaponDamage>().is_err());
        assert_eq!(bonus(34), 3);
        assert_eq!(WeaponDamage::StrengthBonus(-1).for_wielder(bonus(34)), 2);
        assert_eq!(WeaponDamage::Fixed(4).for_wielder(5), 4);
        assert_eq!(unarmed_damage(3), -1);
    }

    #[test]
    fn ulrics_fury_needs_a_second_success_then_adds_d10s_while_tens_come() {
        let mut faces = [10, 10, 3].into_iter();
        let added = fury_dice(Some(test(40, 45)), || faces.next().unwrap());
        assert_eq!(added, [10, 10, 3]);
        let mut never = || -> u32 { unreachable!("no die without the fury") };
        assert!(fury_dice(Some(test(46, 45)), &mut never).is_empty());
        assert!(fury_dice(None, &mut never).is_empty());
    }

    #[test]
    fn toughness_bonus_and_armour_come_off_a_blow_twice_the_armour_unarmed() {
        // 1d10 = 7 + SB 3 = 10, less TB 3 and 2 armour points: 5.
        assert_eq!(wounds_taken(10, 3, 2, false), 5);
        assert_eq!(wounds_taken(6, 3, 2, true), 0);
        assert_eq!(wounds_taken(9, 3, 2, true), 2);
        assert_eq!(wounds_taken(3, 3, 1, false), 0);
    }

    #[test]
    fn wounds_left_say_lightly_or_heavily_wounded() {
        assert_eq!(wound_state(12, 12), WoundState::Unhurt);
        assert_eq!(wound_state(4, 12), WoundState::Light);
        assert_eq!(wound_state(3, 12), WoundState::Heavy);
        assert_eq!(wound_state(0, 12), WoundState::Heavy);
    }

    #[test]
    fn a_critical_is_what_passes_the_last_wound() {
        // 5 left, 6 taken: a critical of 1.
        assert_eq!(critical_value(5, 6), Some(1));
        assert_eq!(critical_value(5, 5), None);
        assert_eq!(critical_value(0, 3), Some(3));
        assert_eq!(critical_value(0, 0), None);
    }

    #[test]
    fn a_critical_is_worse_for_a_higher_value_and_a_lower_roll() {
        assert_eq!(critical_severity(1, 100), 1);
        assert_eq!(critical_severity(1, 1), 4);
        assert_eq!(critical_severity(5, 60), 6);
        assert_eq!(critical_severity(6, 40), 8);
        assert!(critical_severity(7, 25) >= DEADLY_SEVERITY);
        assert_eq!(critical_severity(12, 90), 10);
    }
}
