//! What conditions do to attacks and Defense, as one table.
//!
//! Seed 000 names prone ("tumbada", from dropping prone) but leaves its effects to seed 001
//! ("Tumbado"), which we apply: a prone attacker takes −4 on melee attacks and cannot use ranged
//! weapons other than a crossbow; a prone defender gets +4 Defense against ranged attacks and −4
//! against melee attacks. Seed 000 gives the rest: a charger has +2 on its charge attack and −2
//! Defense until its next turn; total defense gives +2 Defense (+4 with a shield) until its next
//! turn. These apply to every kind of Defense (normal, flat-footed and touch): none of them is a
//! term that flat-footed or touch Defense drops.

use super::attack::AttackStyle;
use super::defense::{BonusKind, TypedBonus};

/// The conditions that change numbers, as flags.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ConditionFlags {
    pub prone: bool,
    pub charging: bool,
    pub total_defense: bool,
    pub has_shield: bool,
}

/// Defense terms a defender's conditions add against an attack of `style`.
pub fn defense_terms(defender: ConditionFlags, style: AttackStyle) -> Vec<TypedBonus> {
    let mut out = Vec::new();
    if defender.prone {
        let value = match style {
            AttackStyle::Melee => -4,
            AttackStyle::Ranged => 4,
        };
        out.push(TypedBonus {
            kind: BonusKind::Untyped,
            value,
        });
    }
    if defender.charging {
        out.push(TypedBonus {
            kind: BonusKind::Untyped,
            value: -2,
        });
    }
    if defender.total_defense {
        out.push(TypedBonus {
            kind: BonusKind::Cover,
            value: if defender.has_shield { 4 } else { 2 },
        });
    }
    out
}

/// The attack-roll term an attacker's conditions add (prone: −4 in melee).
pub fn attack_term(attacker: ConditionFlags, style: AttackStyle) -> i32 {
    if attacker.prone && style == AttackStyle::Melee {
        -4
    } else {
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::defense::{DefenseInputs, DefenseKind, defense};

    fn total(flags: ConditionFlags, style: AttackStyle, kind: DefenseKind) -> i32 {
        let inputs = DefenseInputs {
            dex_mod: 2,
            armor: 4,
            shield: 2,
            bonuses: defense_terms(flags, style),
            ..Default::default()
        };
        defense(&inputs, kind).total()
    }

    #[test]
    fn prone_defenders_are_easier_to_hit_in_melee_and_harder_at_range() {
        let prone = ConditionFlags {
            prone: true,
            ..Default::default()
        };
        // 10 + 2 + 4 + 2 = 18 standing.
        assert_eq!(total(prone, AttackStyle::Melee, DefenseKind::Normal), 14);
        assert_eq!(total(prone, AttackStyle::Ranged, DefenseKind::Normal), 22);
        assert_eq!(attack_term(prone, AttackStyle::Melee), -4);
        assert_eq!(attack_term(prone, AttackStyle::Ranged), 0);
    }

    #[test]
    fn charging_costs_two_and_total_defense_gives_two_or_four() {
        let charging = ConditionFlags {
            charging: true,
            ..Default::default()
        };
        assert_eq!(total(charging, AttackStyle::Melee, DefenseKind::Normal), 16);
        assert_eq!(
            total(charging, AttackStyle::Melee, DefenseKind::FlatFooted),
            12
        );
        let guarded = ConditionFlags {
            total_defense: true,
            ..Default::default()
        };
        assert_eq!(total(guarded, AttackStyle::Melee, DefenseKind::Normal), 20);
        let shielded = ConditionFlags {
            has_shield: true,
            ..guarded
        };
        assert_eq!(
            total(shielded, AttackStyle::Ranged, DefenseKind::Touch),
            10 + 2 + 2 + 4
        );
    }
}
