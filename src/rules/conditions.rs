//! What conditions do to attacks and Defense, as one table.
//!
//! Seed 000 names prone ("tumbada", from dropping prone) but leaves its effects to seed 001
//! ("Tumbado"), which we apply: a prone attacker takes −4 on melee attacks and cannot use ranged
//! weapons other than a crossbow; a prone defender gets +4 Defense against ranged attacks and −4
//! against melee attacks. Seed 000 gives the rest: a charger has +2 on its charge attack and −2
//! Defense until its next turn; total defense gives +2 Defense (+4 with a shield) until its next
//! turn. These apply to every kind of Defense (normal, flat-footed and touch): none of them is a
//! term that flat-footed or touch Defense drops.
//!
//! Seed 000 calls a dying creature flat-footed and "at a disadvantage, with its penalties", and
//! names no penalty; seed 001 gives them: negative hit points leave a creature unconscious, so
//! helpless ("Indefenso"), which is Dex 0 (−5 to Defense, in place of its Dex modifier, whatever
//! kind of Defense) and +4 to melee attacks on it, the prone target's bonus (not twice for a prone
//! one). Asleep creatures are helpless too.

use super::attack::AttackStyle;
use super::defense::{BonusKind, TypedBonus};

/// The conditions that change numbers, as flags.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ConditionFlags {
    pub prone: bool,
    pub charging: bool,
    pub total_defense: bool,
    pub has_shield: bool,
    /// Dying, stable, unconscious or asleep.
    pub helpless: bool,
}

/// The Dex modifier a helpless creature counts as having: Dex 0 (seed 001, "Indefenso").
pub const HELPLESS_DEX: i32 = -5;

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
    if defender.helpless {
        // Dex 0: kept by every kind of Defense, so an untyped term (the unit's own Dex modifier
        // is left out by `Combatant::defense_inputs`).
        out.push(TypedBonus {
            kind: BonusKind::Untyped,
            value: HELPLESS_DEX,
        });
        if style == AttackStyle::Melee && !defender.prone {
            out.push(TypedBonus {
                kind: BonusKind::Untyped,
                value: -4,
            });
        }
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
    fn a_helpless_defender_has_dex_zero_and_melee_attacks_on_it_gain_four() {
        let helpless = ConditionFlags {
            helpless: true,
            ..Default::default()
        };
        // `total` counts Dex 2: 10 + 2 + 4 + 2 = 18 awake; the helpless term is −5 on top of the
        // Dex that `defense_inputs` leaves out in a fight.
        assert_eq!(
            total(helpless, AttackStyle::Ranged, DefenseKind::Normal),
            13
        );
        assert_eq!(total(helpless, AttackStyle::Melee, DefenseKind::Normal), 9);
        // Flat-footed (shield and Dex out): 10 + 4 − 5 − 4 = 5 in melee.
        assert_eq!(
            total(helpless, AttackStyle::Melee, DefenseKind::FlatFooted),
            5
        );
        // Prone and helpless: the +4 in melee once, the prone +4 at range kept.
        let both = ConditionFlags {
            prone: true,
            ..helpless
        };
        assert_eq!(total(both, AttackStyle::Melee, DefenseKind::Normal), 9);
        assert_eq!(total(both, AttackStyle::Ranged, DefenseKind::Normal), 17);
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
