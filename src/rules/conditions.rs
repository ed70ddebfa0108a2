//! What a unit's state does to attacks and Defense. Seed 001's conditions (prone, helpless and
//! the rest) take their numbers from [`super::condition_table`]; seed 000's stances are here: a
//! charger has −2 Defense until its next turn (its +2 to hit is the charge's own), and total
//! defense gives +2 Defense (+4 with a shield) until its next turn. All of these count against
//! every kind of Defense (normal, flat-footed and touch): none is a term those drop.
//!
//! Seed 000 calls a dying creature flat-footed and "at a disadvantage, with its penalties", and
//! names no penalty; seed 001 gives them: negative hit points leave a creature unconscious, so
//! helpless ("Indefenso"): Dex 0 in place of its Dex modifier, whatever kind of Defense, and the
//! prone target's bonus to melee attacks on it (not twice for a prone one). Asleep creatures are
//! helpless too.

use super::attack::AttackStyle;
use super::condition_table::{ConditionSet, Target};
use super::defense::{BonusKind, TypedBonus};

/// What changes a unit's attack and Defense numbers: seed 000's stances, and its conditions of
/// the table ([`super::condition_table`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ConditionFlags {
    pub charging: bool,
    pub total_defense: bool,
    pub has_shield: bool,
    pub table: ConditionSet,
}

/// Defense terms a defender's conditions add against an attack of `style`: prone's and
/// helpless's by the table, and the stances'. (A helpless creature's Dex 0 is in its Defense
/// inputs: see [`set_dex_term`].)
pub fn defense_terms(defender: ConditionFlags, style: AttackStyle) -> Vec<TypedBonus> {
    let against = match style {
        AttackStyle::Melee => Target::DefenseVsMelee,
        AttackStyle::Ranged => Target::DefenseVsRanged,
    };
    let mut out: Vec<TypedBonus> = Vec::new();
    if !defender.table.is_empty() {
        out.extend(defender.table.terms(against).into_iter().map(|(_, b)| b));
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

/// The Defense term of a Dex that conditions set (helpless, paralyzed: Dex 0, so −5): kept by
/// every kind of Defense, flat-footed included, so an untyped term in place of the creature's own
/// Dex modifier.
pub fn set_dex_term(conditions: ConditionSet) -> Option<TypedBonus> {
    conditions
        .score_set(Target::Dexterity)
        .map(|dex| TypedBonus {
            kind: BonusKind::Untyped,
            value: super::abilities::ability_modifier(dex),
        })
}

/// The attack-roll terms an attacker's conditions add, each with its condition's name: those of
/// its melee attacks only (prone's −4), when it strikes in melee.
pub fn melee_attack_terms(
    attacker: ConditionFlags,
    style: AttackStyle,
) -> Vec<(&'static str, i32)> {
    if style != AttackStyle::Melee || attacker.table.is_empty() {
        return Vec::new();
    }
    attacker
        .table
        .terms(Target::MeleeAttack)
        .into_iter()
        .map(|(label, b)| (label, b.value))
        .collect()
}

/// The attack-roll terms its conditions add to every attack (entangled's −2, shaken's…).
pub fn every_attack_terms(attacker: ConditionFlags) -> Vec<(&'static str, i32)> {
    attacker
        .table
        .terms(Target::Attack)
        .into_iter()
        .map(|(label, b)| (label, b.value))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::condition_table::ConditionId;
    use crate::rules::defense::{DefenseInputs, DefenseKind, defense};

    fn with(ids: &[ConditionId]) -> ConditionFlags {
        ConditionFlags {
            table: ids.iter().copied().collect(),
            ..Default::default()
        }
    }

    /// Dex 2, armour 4, shield 2, as `Combatant::defense_inputs` makes them: a Dex the
    /// conditions set replaces the creature's own.
    fn total(flags: ConditionFlags, style: AttackStyle, kind: DefenseKind) -> i32 {
        let set_dex = set_dex_term(flags.table);
        let inputs = DefenseInputs {
            dex_mod: if set_dex.is_some() { 0 } else { 2 },
            armor: 4,
            shield: 2,
            bonuses: defense_terms(flags, style)
                .into_iter()
                .chain(set_dex)
                .collect(),
            ..Default::default()
        };
        defense(&inputs, kind).total()
    }

    #[test]
    fn prone_defenders_are_easier_to_hit_in_melee_and_harder_at_range() {
        let prone = with(&[ConditionId::Prone]);
        // 10 + 2 + 4 + 2 = 18 standing.
        assert_eq!(total(prone, AttackStyle::Melee, DefenseKind::Normal), 14);
        assert_eq!(total(prone, AttackStyle::Ranged, DefenseKind::Normal), 22);
        assert_eq!(
            melee_attack_terms(prone, AttackStyle::Melee),
            vec![("prone", -4)]
        );
        assert!(melee_attack_terms(prone, AttackStyle::Ranged).is_empty());
    }

    #[test]
    fn a_helpless_defender_has_dex_zero_and_melee_attacks_on_it_gain_four() {
        let helpless = with(&[ConditionId::Helpless]);
        // 10 + 4 + 2 = 16 with Dex 0 (−5) in place of Dex 2: 11 at range, 7 in melee.
        assert_eq!(
            total(helpless, AttackStyle::Ranged, DefenseKind::Normal),
            11
        );
        assert_eq!(total(helpless, AttackStyle::Melee, DefenseKind::Normal), 7);
        // Flat-footed (shield out) keeps the −5: 10 + 4 − 5 − 4 = 5 in melee.
        assert_eq!(
            total(helpless, AttackStyle::Melee, DefenseKind::FlatFooted),
            5
        );
        // Prone and helpless: the +4 in melee once, the prone +4 at range kept.
        let both = with(&[ConditionId::Helpless, ConditionId::Prone]);
        assert_eq!(total(both, AttackStyle::Melee, DefenseKind::Normal), 7);
        assert_eq!(total(both, AttackStyle::Ranged, DefenseKind::Normal), 15);
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
