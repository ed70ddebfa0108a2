//! Damage (seed 000, "Daño", "Reducción al daño", "Vulnerabilidad").

use serde::{Deserialize, Serialize};
use std::fmt;

/// Damage types: the three physical ones and the elements.
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
pub enum DamageType {
    /// Cortante / lacerante.
    Slashing,
    /// Perforante.
    Piercing,
    /// Contundente.
    Bludgeoning,
    Fire,
    Cold,
    Acid,
    Electricity,
    Sonic,
    /// Holy water's, and any like it: no armour and no element stops it.
    Holy,
}

impl DamageType {
    pub fn is_physical(self) -> bool {
        matches!(
            self,
            DamageType::Slashing | DamageType::Piercing | DamageType::Bludgeoning
        )
    }
}

impl fmt::Display for DamageType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = format!("{self:?}");
        f.write_str(&name.to_lowercase())
    }
}

/// What a weapon is made of, for damage reduction that a material bypasses (e.g. 5/silver).
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Serialize,
    Deserialize,
    schemars::JsonSchema,
)]
pub enum Material {
    #[default]
    Steel,
    Silver,
    ColdIron,
    Adamantine,
    Wood,
    Stone,
    Bone,
    Magic,
}

/// What lets a hit through a physical damage reduction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub enum DrBypass {
    Material(Material),
    Type(DamageType),
}

/// Physical damage reduction, e.g. `5/silver` or `5/slashing`; `bypass: None` is reduction nothing
/// gets through.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PhysicalDr {
    pub amount: u32,
    #[serde(default)]
    pub bypass: Option<DrBypass>,
}

/// Elemental damage reduction against one element, e.g. 5 against acid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ElementalDr {
    pub element: DamageType,
    pub amount: u32,
}

/// A creature's damage reductions and vulnerabilities.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Resistances {
    #[serde(default)]
    pub physical: Vec<PhysicalDr>,
    #[serde(default)]
    pub elemental: Vec<ElementalDr>,
    #[serde(default)]
    pub vulnerable: Vec<DamageType>,
    /// The creature is incorporeal (seed 001, "Incorporal", from its `conditions:`): what is not
    /// magic passes through it, what is magic hurts it by half.
    #[serde(skip)]
    pub incorporeal: bool,
}

/// What a hit is made of: its damage types (a weapon may have several) and the weapon's material.
/// It borrows its types from the weapon or spell: a forecast makes one per attack weighed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DamageSource<'a> {
    pub types: &'a [DamageType],
    pub material: Option<Material>,
    /// A magic weapon, or a spell.
    pub magic: bool,
    /// Dealt by an incorporeal creature, which hurts another in full.
    pub incorporeal: bool,
}

/// What an incorporeal body lets through of a hit (seed 001, "Incorporal").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub enum Incorporeal {
    /// Magic: half of it, rounded down.
    Half,
    /// Not magic: none of it.
    Nothing,
}

impl Incorporeal {
    /// What gets through of `dealt`.
    pub fn lets_through(self, dealt: i32) -> i32 {
        match self {
            Incorporeal::Half => dealt / 2,
            Incorporeal::Nothing => 0,
        }
    }
}

/// How a weapon is held or fired, for the Strength it adds to damage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StrengthUse {
    /// One-handed melee weapons and thrown weapons: + Str.
    Full,
    /// Two-handed weapons: + 1½ Str.
    OneAndHalf,
    /// Each weapon when fighting with two: + ½ Str.
    Half,
    /// Weapons that fire ammunition: no Str at all.
    None,
}

/// The Strength term of a weapon's damage. The seed multiplies the modifier for two-handed (1½) and
/// two-weapon (½) use; a tabletop group applies those multipliers to a bonus only and keeps a
/// penalty whole (a weak creature does not hit harder by gripping with both hands). Fractions round
/// down. Ammunition adds nothing, bonus or penalty.
pub fn strength_damage(str_mod: i32, usage: StrengthUse) -> i32 {
    match usage {
        StrengthUse::None => 0,
        _ if str_mod < 0 => str_mod,
        StrengthUse::Full => str_mod,
        StrengthUse::OneAndHalf => str_mod * 3 / 2,
        StrengthUse::Half => str_mod / 2,
    }
}

/// The damage a hit deals after criticals, reductions and vulnerability, with each step kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DamageResult {
    /// Dice + modifiers, at least 1 (a hit always deals some damage before reduction).
    pub rolled: i32,
    /// After the critical multiplier.
    pub multiplied: i32,
    /// How much damage reduction took away.
    pub reduced: i32,
    /// Whether vulnerability doubled what was left.
    pub doubled: bool,
    /// What an incorporeal target's body let through, when it is one.
    pub incorporeal: Option<Incorporeal>,
    /// What the target loses.
    pub dealt: i32,
}

/// Applies, in order: a minimum of 1 for any hit (the d20 reading of a hit with a Strength penalty),
/// the critical multiplier on the whole roll (the seed: a critical "does double damage"), the best
/// damage reduction that applies (reductions of one kind do not add up), never below 0, and then
/// vulnerability, which doubles what got through; last, an incorporeal target takes half of what is
/// left from a magic source and nothing from another (seed 001, "Incorporal"), unless the source is
/// incorporeal too.
///
/// Physical reduction applies when any of the hit's types is physical and is bypassed when the
/// weapon's material or any of its damage types is the one named; elemental reduction applies to a hit
/// of that element.
pub fn resolve_damage(
    rolled: i32,
    multiplier: u32,
    source: &DamageSource,
    resist: &Resistances,
) -> DamageResult {
    Reduction::against(source, resist).apply(rolled, multiplier)
}

/// What a target's resistances do to every hit from one source: the points taken off each hit
/// and whether the target is vulnerable (see [`resolve_damage`]). Worked out once for a source,
/// it applies to any total the dice show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reduction {
    pub points: i32,
    pub doubled: bool,
    pub incorporeal: Option<Incorporeal>,
}

impl Reduction {
    pub fn against(source: &DamageSource, resist: &Resistances) -> Self {
        let physical = source.types.iter().any(|t| t.is_physical());
        let physical_dr = resist
            .physical
            .iter()
            .filter(|dr| physical && !bypasses(dr, source))
            .map(|dr| dr.amount)
            .max()
            .unwrap_or(0);
        let elemental_dr = resist
            .elemental
            .iter()
            .filter(|dr| source.types.contains(&dr.element))
            .map(|dr| dr.amount)
            .max()
            .unwrap_or(0);
        let incorporeal = (resist.incorporeal && !source.incorporeal).then_some(if source.magic {
            Incorporeal::Half
        } else {
            Incorporeal::Nothing
        });
        Reduction {
            points: physical_dr.max(elemental_dr) as i32,
            doubled: source.types.iter().any(|t| resist.vulnerable.contains(t)),
            incorporeal,
        }
    }

    /// A hit that rolled `rolled` (at least 1 counts), times `multiplier` on a critical.
    pub fn apply(self, rolled: i32, multiplier: u32) -> DamageResult {
        let rolled = rolled.max(1);
        let multiplied = rolled * multiplier.max(1) as i32;
        let after = (multiplied - self.points).max(0);
        DamageResult {
            rolled,
            multiplied,
            reduced: multiplied - after,
            doubled: self.doubled,
            incorporeal: self.incorporeal,
            dealt: self
                .incorporeal
                .map_or(after, |body| body.lets_through(after))
                * if self.doubled { 2 } else { 1 },
        }
    }
}

/// The damage an attack deals on average: over every total the dice can show, the damage of a
/// normal hit weighted by the chance of a hit that is not a critical, plus the damage of a critical
/// weighted by the chance of a confirmed critical.
pub fn expected_damage(
    dice: crate::rules::dice::DiceExpr,
    flat_bonus: i32,
    multiplier: u32,
    source: &DamageSource,
    resist: &Resistances,
    hit: f64,
    critical: f64,
) -> f64 {
    let reduction = Reduction::against(source, resist);
    let (mut normal, mut crit) = (0.0, 0.0);
    for &(total, p) in dice.shared_distribution().iter() {
        normal += p * f64::from(reduction.apply(total + flat_bonus, 1).dealt);
        crit += p * f64::from(reduction.apply(total + flat_bonus, multiplier).dealt);
    }
    (hit - critical).max(0.0) * normal + critical * crit
}

fn bypasses(dr: &PhysicalDr, source: &DamageSource) -> bool {
    match dr.bypass {
        None => false,
        Some(DrBypass::Material(m)) => source.material == Some(m),
        Some(DrBypass::Type(t)) => source.types.contains(&t),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sword() -> DamageSource<'static> {
        DamageSource {
            types: &[DamageType::Slashing],
            material: Some(Material::Steel),
            magic: false,
            incorporeal: false,
        }
    }

    #[test]
    fn an_incorporeal_body_halves_magic_after_reduction_and_stops_the_rest() {
        let ghost = Resistances {
            physical: vec![PhysicalDr {
                amount: 2,
                bypass: None,
            }],
            incorporeal: true,
            ..Default::default()
        };
        let mundane = resolve_damage(9, 1, &sword(), &ghost);
        assert_eq!(
            (mundane.dealt, mundane.incorporeal),
            (0, Some(Incorporeal::Nothing))
        );
        let rune = DamageSource {
            magic: true,
            ..sword()
        };
        // 9 − 2 = 7, half of it 3.
        let magic = resolve_damage(9, 1, &rune, &ghost);
        assert_eq!(
            (magic.dealt, magic.incorporeal),
            (3, Some(Incorporeal::Half))
        );
        let fellow = DamageSource {
            incorporeal: true,
            ..sword()
        };
        let full = resolve_damage(9, 1, &fellow, &ghost);
        assert_eq!((full.dealt, full.incorporeal), (7, None));
    }

    #[test]
    fn strength_to_damage_follows_the_grip() {
        // The seed's examples: Str 18 (+4) gives +4 one-handed, +6 two-handed, +2 each of two weapons.
        assert_eq!(strength_damage(4, StrengthUse::Full), 4);
        assert_eq!(strength_damage(4, StrengthUse::OneAndHalf), 6);
        assert_eq!(strength_damage(4, StrengthUse::Half), 2);
        assert_eq!(strength_damage(4, StrengthUse::None), 0);
        assert_eq!(strength_damage(3, StrengthUse::OneAndHalf), 4);
        assert_eq!(strength_damage(-2, StrengthUse::OneAndHalf), -2);
        assert_eq!(strength_damage(-2, StrengthUse::None), 0);
    }

    #[test]
    fn damage_reduction_takes_from_each_hit_and_can_reach_zero() {
        let dr5 = Resistances {
            physical: vec![PhysicalDr {
                amount: 5,
                bypass: Some(DrBypass::Material(Material::Silver)),
            }],
            ..Default::default()
        };
        // The seed's example: DR 5 against a 7-point hit leaves 2.
        assert_eq!(resolve_damage(7, 1, &sword(), &dr5).dealt, 2);
        assert_eq!(resolve_damage(4, 1, &sword(), &dr5).dealt, 0);
        let silver = DamageSource {
            material: Some(Material::Silver),
            ..sword()
        };
        assert_eq!(resolve_damage(7, 1, &silver, &dr5).dealt, 7);
    }

    #[test]
    fn a_damage_type_can_bypass_physical_reduction() {
        let dr = Resistances {
            physical: vec![PhysicalDr {
                amount: 5,
                bypass: Some(DrBypass::Type(DamageType::Slashing)),
            }],
            ..Default::default()
        };
        assert_eq!(resolve_damage(7, 1, &sword(), &dr).dealt, 7);
        let mace = DamageSource {
            types: &[DamageType::Bludgeoning],
            material: None,
            ..sword()
        };
        assert_eq!(resolve_damage(7, 1, &mace, &dr).dealt, 2);
    }

    #[test]
    fn the_best_applicable_reduction_counts_when_there_are_several() {
        let dr = Resistances {
            physical: vec![
                PhysicalDr {
                    amount: 5,
                    bypass: Some(DrBypass::Material(Material::Silver)),
                },
                PhysicalDr {
                    amount: 10,
                    bypass: Some(DrBypass::Material(Material::Adamantine)),
                },
            ],
            elemental: vec![ElementalDr {
                element: DamageType::Fire,
                amount: 5,
            }],
            ..Default::default()
        };
        assert_eq!(resolve_damage(12, 1, &sword(), &dr).dealt, 2);
        let adamantine = DamageSource {
            material: Some(Material::Adamantine),
            ..sword()
        };
        assert_eq!(resolve_damage(12, 1, &adamantine, &dr).dealt, 7);
        let fire = DamageSource {
            types: &[DamageType::Fire],
            material: None,
            ..sword()
        };
        assert_eq!(
            resolve_damage(12, 1, &fire, &dr).dealt,
            7,
            "physical DR leaves fire alone"
        );
    }

    #[test]
    fn critical_multiplies_then_reduction_then_vulnerability_doubles() {
        let r = Resistances {
            physical: vec![PhysicalDr {
                amount: 3,
                bypass: None,
            }],
            vulnerable: vec![DamageType::Slashing],
            ..Default::default()
        };
        let d = resolve_damage(6, 3, &sword(), &r);
        assert_eq!((d.multiplied, d.reduced, d.dealt), (18, 3, 30));
        assert!(d.doubled);
    }

    #[test]
    fn expected_damage_weighs_hits_and_criticals() {
        let d8 = crate::rules::dice::DiceExpr::new(1, 8, 0);
        let none = Resistances::default();
        // Always hits, never crits: the average 4.5 + 3.
        assert!((expected_damage(d8, 3, 2, &sword(), &none, 1.0, 0.0) - 7.5).abs() < 1e-9);
        // Half the time a hit, a tenth of the time a critical: 0.4 × 7.5 + 0.1 × 15.
        assert!((expected_damage(d8, 3, 2, &sword(), &none, 0.5, 0.1) - 4.5).abs() < 1e-9);
    }

    #[test]
    fn a_hit_deals_at_least_one_before_reduction() {
        let d = resolve_damage(-1, 2, &sword(), &Resistances::default());
        assert_eq!((d.rolled, d.dealt), (1, 2));
    }
}
