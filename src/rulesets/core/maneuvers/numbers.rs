//! The numbers of a combat maneuver (seed 001, "Bonificador de Maniobras de Combate", "Defensa
//! contra Maniobras de Combate", "Determinar éxito").
//!
//! - CMB: BAB + Str + the special size modifier (Dex for a Diminutive creature), and then, the
//!   maneuver being an attack roll, every term the unit's attacks take: its spells' attack
//!   bonus, its conditions' attack terms, prone's −4 in melee, the rider's higher ground. A
//!   condition that names both attack rolls and maneuvers (grappled, energy drained) counts
//!   once, by its maneuver term, and grappled's does not count to grapple or escape.
//! - CMD: 10 + BAB + Str + Dex + the special size modifier, with every Defense bonus that is not
//!   armour's (deflection, dodge, morale, sacred, total defense's) and every Defense penalty
//!   (stunned's −2, prone's −4 against melee, a charger's −2). Flat-footed, it loses Dex, dodge
//!   and morale, as flat-footed Defense does. Armour's max Dex does not cap it.
//! - The roll: d20 + CMB against CMD; a natural 20 always succeeds and a natural 1 always fails;
//!   a helpless or pinned target is beaten at once (as a natural 20); +4 against a stunned one.

use crate::combat::commands::ManeuverKind;
use crate::combat::terms::Combatant;
use crate::rules::abilities::AbilityScores;
use crate::rules::attack::AttackStyle;
use crate::rules::condition_table::{ConditionId, Target};
use crate::rules::defense::{BonusKind, TypedBonus, best_bonuses};
use crate::rules::modifiers::Modifiers;
use crate::rules::size::Size;
use bevy::prelude::*;

/// The bonus against a stunned target (seed 001: "aturdido… +4").
pub const AGAINST_STUNNED: i32 = 4;

/// CMB's own terms: BAB, Str (Dex when small enough) and the special size modifier.
pub fn cmb_base(bab: i32, abilities: &AbilityScores, size: Size) -> Modifiers {
    let mut terms = Modifiers::with_capacity(3);
    terms.add("BAB", bab);
    if size.maneuvers_by_dexterity() {
        terms.add("Dex", abilities.dex_mod());
    } else {
        terms.add("Str", abilities.str_mod());
    }
    terms.add("size", size.maneuver_modifier());
    terms
}

/// CMD's terms from its parts: `dex` is left out when `flat_footed`, and so are the Defense
/// bonuses a flat-footed creature loses; armour's enhancement never counts.
pub fn cmd_terms(
    bab: i32,
    (str_mod, dex_mod): (i32, i32),
    size: Size,
    flat_footed: bool,
    defense_bonuses: &[TypedBonus],
) -> Modifiers {
    let mut terms = Modifiers::with_capacity(6);
    terms.add("base", 10);
    terms.add("BAB", bab);
    terms.add("Str", str_mod);
    if !flat_footed {
        terms.add("Dex", dex_mod);
    }
    terms.add("size", size.maneuver_modifier());
    for (kind, value) in best_bonuses(defense_bonuses) {
        let lost = flat_footed && kind.lost_when_flat_footed() && value > 0;
        let armours = kind == BonusKind::Enhancement && value > 0;
        if !lost && !armours {
            terms.add(kind.name(), value);
        }
    }
    terms
}

/// Whether a maneuver roll succeeds: `automatic` (a helpless target) always, a natural 20
/// always, a natural 1 never, else the total against CMD.
pub fn succeeds(natural: u32, total: i32, cmd: i32, automatic: bool) -> bool {
    automatic || natural == 20 || (natural != 1 && total >= cmd)
}

/// The chance in 100 that a maneuver with `bonus` beats `cmd`.
pub fn chance(bonus: i32, cmd: i32, automatic: bool) -> u32 {
    (1..=20u32)
        .filter(|&n| succeeds(n, n as i32 + bonus, cmd, automatic))
        .count() as u32
        * 5
}

/// What a maneuver of `kind` by `unit` on `target` would roll with, and against what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ManeuverNumbers {
    /// CMB and every term the roll takes.
    pub bonus: Modifiers,
    pub cmd: Modifiers,
    /// The target is helpless or pinned: the maneuver succeeds with no roll to beat.
    pub automatic: bool,
}

impl ManeuverNumbers {
    /// The chance in 100 that it succeeds.
    pub fn chance(&self) -> u32 {
        chance(self.bonus.total(), self.cmd.total(), self.automatic)
    }
}

/// The numbers of a maneuver of `kind` by `unit` on `target`, read from the world.
pub fn numbers(world: &World, unit: Entity, target: Entity, kind: ManeuverKind) -> ManeuverNumbers {
    let (a, t) = (Combatant::of(world, unit), Combatant::of(world, target));
    let mut bonus = cmb_of(&a);
    bonus.extend(&attack_terms(world, (unit, &a), target, kind));
    if kind == ManeuverKind::Disarm {
        bonus.add("bare hands", super::disarm::bare_hands_term(world, unit));
    }
    let held = t.condition_set();
    if held.contains(ConditionId::Stunned) {
        bonus.add("stunned", AGAINST_STUNNED);
    }
    let automatic = t.helpless() || held.contains(ConditionId::Pinned);
    ManeuverNumbers {
        bonus,
        cmd: cmd_of(&t),
        automatic,
    }
}

/// A unit's CMB, with no term of the moment.
pub fn cmb_of(c: &Combatant) -> Modifiers {
    let abilities = crate::combat::reads::abilities_now(c.abilities, c.condition_set());
    cmb_base(
        c.base_attack.map_or(0, |b| b.0),
        &abilities,
        c.size.map(|s| s.0).unwrap_or_default(),
    )
}

/// The attack terms a maneuver takes besides CMB (see the module's doc).
fn attack_terms(
    world: &World,
    (unit, a): (Entity, &Combatant),
    target: Entity,
    kind: ManeuverKind,
) -> Modifiers {
    let table = a.condition_set();
    let mut terms = Modifiers::new();
    let spells = a
        .spells
        .map_or(0, |s| s.total(crate::level::spells::BonusTarget::Attack));
    terms.add("spells", spells);
    let cmb_terms = table.terms(Target::Cmb);
    let counted_as_maneuver = |label: &str| cmb_terms.iter().any(|(l, _)| *l == label);
    let exempt = |label: &str| label == "grappled" && kind.spares_the_grappled();
    let attack_only = table
        .terms(Target::Attack)
        .into_iter()
        .filter(|(label, _)| !counted_as_maneuver(label));
    for (label, b) in cmb_terms.iter().cloned().chain(attack_only) {
        if !exempt(label) {
            terms.add(label, b.value);
        }
    }
    for (label, b) in table.terms(Target::MeleeAttack) {
        terms.add(label, b.value);
    }
    if crate::combat::terms::higher_ground(world, unit, target) {
        terms.add("higher ground", 1);
    }
    terms
}

/// A unit's CMD as it stands now.
pub fn cmd_of(t: &Combatant) -> Modifiers {
    let inputs = t.defense_inputs();
    let table = t.condition_set();
    let flat_footed = table.has(crate::rules::condition_table::Flag::LosesDex);
    let mut bonuses = inputs.bonuses.clone();
    bonuses.extend(crate::rules::conditions::defense_terms(
        t.condition_flags(),
        AttackStyle::Melee,
    ));
    let abilities = crate::combat::reads::abilities_now(t.abilities, table);
    cmd_terms(
        t.base_attack.map_or(0, |b| b.0),
        (abilities.str_mod(), inputs.dex_mod),
        inputs.size,
        flat_footed,
        &bonuses,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scores(str_score: i32, dex_score: i32) -> AbilityScores {
        AbilityScores {
            strength: str_score,
            dexterity: dex_score,
            ..AbilityScores::default()
        }
    }

    #[test]
    fn cmb_is_bab_str_and_the_special_size_modifier_with_dex_for_a_diminutive_creature() {
        let fighter = cmb_base(3, &scores(16, 12), Size::Medium);
        assert_eq!(fighter.total(), 6);
        let ogre = cmb_base(4, &scores(21, 8), Size::Large);
        assert_eq!(ogre.total(), 4 + 5 + 1);
        let sprite = cmb_base(0, &scores(4, 18), Size::Diminutive);
        assert_eq!((sprite.get("Dex"), sprite.total()), (Some(4), 0));
    }

    #[test]
    fn cmd_adds_dex_and_defense_bonuses_but_not_armour_and_loses_dex_dodge_and_morale_flat_footed()
    {
        let bonuses = [
            TypedBonus {
                kind: BonusKind::Deflection,
                value: 2,
            },
            TypedBonus {
                kind: BonusKind::Dodge,
                value: 1,
            },
            TypedBonus {
                kind: BonusKind::Enhancement,
                value: 3,
            },
            TypedBonus {
                kind: BonusKind::Untyped,
                value: -2,
            },
        ];
        // 10 + 3 BAB + 3 Str + 2 Dex + 0 size + 2 deflection + 1 dodge − 2.
        let ready = cmd_terms(3, (3, 2), Size::Medium, false, &bonuses);
        assert_eq!(ready.total(), 19);
        let caught = cmd_terms(3, (3, 2), Size::Medium, true, &bonuses);
        assert_eq!(caught.total(), 16);
        assert_eq!(cmd_terms(0, (0, 0), Size::Colossal, false, &[]).total(), 18);
    }

    #[test]
    fn a_natural_twenty_always_succeeds_a_one_never_and_a_helpless_target_always() {
        assert!(succeeds(12, 15, 15, false));
        assert!(!succeeds(11, 14, 15, false));
        assert!(succeeds(20, 21, 30, false));
        assert!(!succeeds(1, 40, 15, false));
        assert!(succeeds(1, -5, 30, true));
        // +6 against 15 needs a 9: 12 faces of 20.
        assert_eq!(chance(6, 15, false), 60);
        assert_eq!((chance(30, 15, false), chance(-30, 15, false)), (95, 5));
        assert_eq!(chance(-30, 15, true), 100);
    }
}
