//! Defense (seed 000, "Defensa", "Defensa desprevenida", "Defensa de toque", "Otros modificadores").

use super::modifiers::Modifiers;
use super::size::Size;
use serde::{Deserialize, Serialize};

/// The typed bonuses to Defense the seed names.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Serialize,
    Deserialize,
    schemars::JsonSchema,
)]
pub enum BonusKind {
    /// de Mejora.
    Enhancement,
    /// de Desvío.
    Deflection,
    /// Divino.
    Divine,
    /// Anticipación (dodge).
    Dodge,
    /// Moral.
    Morale,
    /// Cubierta: total defense's bonus.
    Cover,
    /// Situational terms with no type (a charge's −2, prone's ±4): they always add up.
    Untyped,
}

impl BonusKind {
    /// Flat-footed Defense drops anticipation and morale (with shield and Dex).
    pub fn lost_when_flat_footed(self) -> bool {
        matches!(self, BonusKind::Dodge | BonusKind::Morale)
    }

    /// Bonuses of one kind do not add up; the largest counts. Dodge bonuses are the d20 exception
    /// and add up, which is how a tabletop group reads "anticipación".
    pub fn stacks(self) -> bool {
        matches!(self, BonusKind::Dodge | BonusKind::Untyped)
    }

    pub fn name(self) -> &'static str {
        match self {
            BonusKind::Enhancement => "enhancement",
            BonusKind::Deflection => "deflection",
            BonusKind::Divine => "divine",
            BonusKind::Dodge => "dodge",
            BonusKind::Morale => "morale",
            BonusKind::Cover => "cover",
            BonusKind::Untyped => "situation",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TypedBonus {
    pub kind: BonusKind,
    pub value: i32,
}

/// Which Defense an attack is rolled against.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum DefenseKind {
    Normal,
    FlatFooted,
    Touch,
    /// A touch attack against a flat-footed target: both sets of terms are dropped.
    FlatFootedTouch,
}

impl DefenseKind {
    pub fn new(flat_footed: bool, touch: bool) -> Self {
        match (flat_footed, touch) {
            (false, false) => DefenseKind::Normal,
            (true, false) => DefenseKind::FlatFooted,
            (false, true) => DefenseKind::Touch,
            (true, true) => DefenseKind::FlatFootedTouch,
        }
    }
    fn flat_footed(self) -> bool {
        matches!(self, DefenseKind::FlatFooted | DefenseKind::FlatFootedTouch)
    }
    fn touch(self) -> bool {
        matches!(self, DefenseKind::Touch | DefenseKind::FlatFootedTouch)
    }
}

/// Everything a Defense is made of.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DefenseInputs {
    pub dex_mod: i32,
    /// The worn armour's max Dex, if any.
    pub max_dex: Option<i32>,
    pub armor: i32,
    pub shield: i32,
    pub natural_armor: i32,
    pub size: Size,
    pub bonuses: Vec<TypedBonus>,
}

/// The Dex modifier that counts for Defense and ranged attacks: capped by the armour's max Dex.
pub fn capped_dex(dex_mod: i32, max_dex: Option<i32>) -> i32 {
    match max_dex {
        Some(cap) => dex_mod.min(cap),
        None => dex_mod,
    }
}

/// 10 + Dex (capped) + armour + shield + natural armour + size + typed bonuses.
///
/// Flat-footed drops shield, Dex, dodge (anticipation) and morale (seed 000, "Defensa
/// desprevenida": figured without those modifiers). Dex goes whatever its sign, as the seed
/// words it: a clumsy creature caught unaware is no easier to hit than any other.
/// Touch drops armour and natural armour. Enhancement, deflection, divine and size apply to all kinds.
pub fn defense(inputs: &DefenseInputs, kind: DefenseKind) -> Modifiers {
    let mut m = Modifiers::with_capacity(6 + inputs.bonuses.len());
    defense_terms_into(inputs, kind, |source, value| {
        m.add(source, value);
    });
    m
}

/// [`defense`]'s total alone, for rules that only compare against it (an attack roll).
pub fn defense_total(inputs: &DefenseInputs, kind: DefenseKind) -> i32 {
    let mut total = 0;
    defense_terms_into(inputs, kind, |_, value| total += value);
    total
}

/// The terms of [`defense`], in order, each handed to `add`.
fn defense_terms_into(
    inputs: &DefenseInputs,
    kind: DefenseKind,
    mut add: impl FnMut(&'static str, i32),
) {
    add("base", 10);
    let dex = capped_dex(inputs.dex_mod, inputs.max_dex);
    if !kind.flat_footed() {
        add("Dex", dex);
    }
    if !kind.touch() {
        add("armor", inputs.armor);
        add("natural armor", inputs.natural_armor);
    }
    if !kind.flat_footed() {
        add("shield", inputs.shield);
    }
    add("size", inputs.size.modifier());
    for (kind_of_bonus, value) in best_bonuses(&inputs.bonuses) {
        if kind.flat_footed() && kind_of_bonus.lost_when_flat_footed() {
            continue;
        }
        add(kind_of_bonus.name(), value);
    }
}

/// One total per bonus kind, in a fixed order: the largest bonus of each kind (or the sum for kinds
/// that stack), plus every penalty (penalties always add up).
pub fn best_bonuses(bonuses: &[TypedBonus]) -> Vec<(BonusKind, i32)> {
    let mut kinds: Vec<BonusKind> = bonuses.iter().map(|b| b.kind).collect();
    kinds.sort();
    kinds.dedup();
    kinds
        .into_iter()
        .map(|k| {
            let of_kind = bonuses.iter().filter(|b| b.kind == k).map(|b| b.value);
            let penalties: i32 = of_kind.clone().filter(|&v| v < 0).sum();
            let positives = of_kind.filter(|&v| v > 0);
            let best = if k.stacks() {
                positives.sum()
            } else {
                positives.max().unwrap_or(0)
            };
            (k, best + penalties)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fighter() -> DefenseInputs {
        DefenseInputs {
            dex_mod: 3,
            max_dex: Some(2),
            armor: 5,
            shield: 2,
            natural_armor: 1,
            size: Size::Medium,
            bonuses: vec![
                TypedBonus {
                    kind: BonusKind::Deflection,
                    value: 1,
                },
                TypedBonus {
                    kind: BonusKind::Dodge,
                    value: 1,
                },
                TypedBonus {
                    kind: BonusKind::Morale,
                    value: 2,
                },
            ],
        }
    }

    #[test]
    fn normal_defense_sums_every_term_with_dex_capped_by_armor() {
        // 10 + Dex 2 (3 capped at 2) + armor 5 + natural 1 + shield 2 + deflection 1 + dodge 1 + morale 2
        let d = defense(&fighter(), DefenseKind::Normal);
        assert_eq!(d.total(), 24);
        assert_eq!(d.get("Dex"), Some(2));
    }

    #[test]
    fn flat_footed_defense_drops_shield_dex_dodge_and_morale() {
        // 10 + armor 5 + natural 1 + deflection 1
        let d = defense(&fighter(), DefenseKind::FlatFooted);
        assert_eq!(d.total(), 17);
        assert_eq!(d.get("shield"), None);
        assert_eq!(d.get("dodge"), None);
    }

    #[test]
    fn touch_defense_drops_armor_and_natural_armor() {
        // 10 + Dex 2 + shield 2 + deflection 1 + dodge 1 + morale 2
        assert_eq!(defense(&fighter(), DefenseKind::Touch).total(), 18);
        for kind in [
            DefenseKind::Normal,
            DefenseKind::FlatFooted,
            DefenseKind::Touch,
            DefenseKind::FlatFootedTouch,
        ] {
            assert_eq!(
                defense_total(&fighter(), kind),
                defense(&fighter(), kind).total()
            );
        }
        // flat-footed touch: 10 + deflection 1
        assert_eq!(
            defense(&fighter(), DefenseKind::FlatFootedTouch).total(),
            11
        );
    }

    #[test]
    fn size_applies_to_every_kind_of_defense() {
        let giant = DefenseInputs {
            size: Size::Huge,
            ..Default::default()
        };
        for kind in [
            DefenseKind::Normal,
            DefenseKind::FlatFooted,
            DefenseKind::Touch,
        ] {
            assert_eq!(defense(&giant, kind).total(), 8);
        }
    }

    #[test]
    fn a_dex_penalty_goes_too_when_flat_footed() {
        let clumsy = DefenseInputs {
            dex_mod: -1,
            ..Default::default()
        };
        // Seed 000: flat-footed Defense leaves the Dex modifier out, penalty or bonus.
        assert_eq!(defense(&clumsy, DefenseKind::Normal).total(), 9);
        assert_eq!(defense(&clumsy, DefenseKind::FlatFooted).total(), 10);
        assert_eq!(defense(&clumsy, DefenseKind::FlatFooted).get("Dex"), None);
    }

    #[test]
    fn same_kind_bonuses_take_the_best_but_dodge_stacks() {
        let b = |kind, value| TypedBonus { kind, value };
        let inputs = DefenseInputs {
            bonuses: vec![
                b(BonusKind::Deflection, 1),
                b(BonusKind::Deflection, 3),
                b(BonusKind::Dodge, 1),
                b(BonusKind::Dodge, 1),
            ],
            ..Default::default()
        };
        assert_eq!(defense(&inputs, DefenseKind::Normal).total(), 15);
    }
}
