//! Core's strike, its forecast and what damage does to health (seed 000): the seams
//! [`Ruleset::strike`](crate::rulesets::Ruleset::strike), `outlook` and `after_damage` answer here.

use crate::combat::attack::roll_damage;
use crate::combat::components::*;
use crate::combat::events::CombatEvent;
use crate::combat::resolver::{EngineError, Resolver};
use crate::combat::terms::{AttackTerms, Combatant, attack_terms, attack_terms_of, damage_terms};
use crate::rules::attack::{check_attack, confirms_critical, critical_chance, hit_chance};
use crate::rules::condition_table::{
    ConditionId, ConditionSet, Target, broken_term, strikes_unseen,
};
use crate::rules::damage::{StrengthUse, expected_damage};
use crate::rules::health::{HealthState, health_state as state_for};
use crate::rules::modifiers::Modifiers;
use crate::rulesets::{Outlook, Strike, StrikeMode};
use bevy::prelude::*;

/// Core's forecast (seed 000): the d20 faces that hit the target's Defense, the threat range's
/// criticals, and the damage through reduction (a coup de grace's, which needs no roll, is its
/// own); its lines name each condition behind a term and what hides the target.
pub fn outlook(world: &World, strike: &Strike) -> Outlook {
    outlook_with(world, strike, true)
}

/// [`outlook`]'s numbers alone, for the AI.
pub fn odds(world: &World, strike: &Strike) -> crate::combat::attack::Odds {
    let o = outlook_with(world, strike, false);
    crate::combat::attack::Odds {
        hit_chance: o.hit_chance,
        expected_damage: o.expected_damage,
    }
}

fn outlook_with(world: &World, strike: &Strike, with_lines: bool) -> Outlook {
    if strike.mode == StrikeMode::CoupDeGrace {
        return super::coup_de_grace::outlook(world, strike);
    }
    let &Strike {
        attacker,
        target,
        weapon,
        ..
    } = strike;
    let (a, t) = (Combatant::of(world, attacker), Combatant::of(world, target));
    let situational = situational(strike);
    let terms = attack_terms_of(world, (attacker, &a), (target, &t), weapon, &situational);
    // A blow that hits may still miss a target the attacker cannot see.
    let hidden = concealment(world, (attacker, a.table), (target, t.table));
    let seen = 1.0 - f64::from(hidden.as_ref().map_or(0, |(percent, _)| *percent)) / 100.0;
    let hit = hit_chance(terms.bonus.total(), terms.defense) * seen;
    let crit = critical_chance(terms.bonus.total(), terms.defense, weapon.threat) * seen;
    let splashes = super::splash::splashes(world, weapon);
    let strength = splashes.then_some(StrengthUse::None);
    let (strength_term, source, resist) = damage_terms(&a, &t, weapon, strength);
    let expected = if super::splash::harms(world, weapon, target) {
        expected_damage(
            weapon.damage,
            strength_term + a.condition_damage() + broken_term(weapon, Target::Damage),
            weapon.multiplier,
            &source,
            resist,
            hit,
            crit,
        )
    } else {
        0.0
    };
    let mut lines = Vec::new();
    if with_lines {
        lines = condition_lines(world, strike, &a, &t);
        lines.extend(
            weapon
                .splash
                .filter(|_| splashes)
                .map(|dice| crate::phrase!("outlook-splash", dice = dice.to_string())),
        );
        lines.extend(hidden.map(|(percent, why)| {
            crate::phrase!(
                "outlook-miss-chance",
                why = crate::i18n::as_term(why.label()),
                percent = percent
            )
        }));
    }
    Outlook {
        hit_chance: hit,
        critical_chance: crit,
        expected_damage: expected,
        lines,
        verb: "to hit",
    }
}

/// A line for each condition behind a term of the blow: the attacker's to its roll, the target's
/// to its Defense, and a target's lost Dex bonus, each agreeing with the unit it is about.
fn condition_lines(
    world: &World,
    strike: &Strike,
    a: &Combatant,
    t: &Combatant,
) -> Vec<crate::i18n::Phrase> {
    use crate::rules::condition_table::{Amount, Flag, Target};
    let melee = strike.weapon.is_melee();
    let (attacker, target) = (
        crate::combat::reads::unit_id(world, strike.attacker),
        crate::combat::reads::unit_id(world, strike.target),
    );
    let rolled: &[Target] = if melee {
        &[Target::Attack, Target::MeleeAttack]
    } else {
        &[Target::Attack]
    };
    let defended = [
        Target::Defense,
        if melee {
            Target::DefenseVsMelee
        } else {
            Target::DefenseVsRanged
        },
    ];
    let to_hit = |label: &str, value: i32| {
        crate::phrase!(
            "outlook-condition-attack",
            condition = crate::i18n::as_term(label),
            value = format!("{value:+}")
        )
        .about(&attacker)
    };
    let to_defense = |label: &str, value: i32| {
        crate::phrase!(
            "outlook-condition-defense",
            condition = crate::i18n::as_term(label),
            value = format!("{value:+}")
        )
        .about(&target)
    };
    let mut out: Vec<crate::i18n::Phrase> = Vec::new();
    for to in rolled {
        for (label, b) in a.table.terms(*to) {
            out.push(to_hit(label, b.value));
        }
    }
    if let Some(c) = a
        .table
        .with(Flag::Unseen)
        .filter(|_| strikes_unseen(a.table, t.table))
    {
        let bonus = crate::rules::condition_table::UNSEEN_ATTACK_BONUS;
        out.push(to_hit(c.label(), bonus));
        out.push(crate::phrase!("outlook-unseen-no-dex"));
    }
    for to in defended {
        for (label, b) in t.table.terms(to) {
            out.push(to_defense(label, b.value));
        }
    }
    // A Dex the target's condition sets (helpless: 0) says more than a Dex bonus lost.
    let dex_set = t.table.counting().find_map(|row| {
        row.changes.iter().find_map(|c| match (c.to, c.amount) {
            (Target::Dexterity, Amount::Set(v)) => Some((row.label, v)),
            _ => None,
        })
    });
    if let Some((label, score)) = dex_set {
        out.push(
            crate::phrase!(
                "outlook-condition-dex-set",
                condition = crate::i18n::as_term(label),
                score = score
            )
            .about(&target),
        );
    } else if let Some(c) = t.table.with(Flag::LosesDex) {
        out.push(
            crate::phrase!(
                "outlook-condition-no-dex",
                condition = crate::i18n::as_term(c.label())
            )
            .about(&target),
        );
    }
    out
}

/// The caller's situational terms, with a charge's +2 (seed 000, "Carga") when it is one.
fn situational<'a>(strike: &Strike<'a>) -> std::borrow::Cow<'a, Modifiers> {
    if strike.mode == StrikeMode::Charge {
        let mut terms = strike.situational.clone();
        terms.add("charge", 2);
        std::borrow::Cow::Owned(terms)
    } else {
        std::borrow::Cow::Borrowed(strike.situational)
    }
}

/// Core's strike (seed 000, "Tiro de ataque", "Críticos"): one d20 against Defense, a confirmation
/// d20 on a threat, then the damage with the weapon's multiplier on a critical (and double on a
/// lance's mounted charge).
pub fn strike(res: &mut Resolver, strike: &Strike) -> Result<(), EngineError> {
    let &Strike {
        attacker,
        target,
        weapon,
        strength,
        doubled,
        ..
    } = strike;
    let situational = situational(strike);
    let doubled = doubled || braced_against_a_charge(res.world, strike);
    let AttackTerms {
        mut bonus,
        defense: target_defense,
        defense_kind: kind,
    } = attack_terms(res.world, attacker, target, weapon, &situational);
    // Aid is spent on this attack, hit or miss: the attacker's at this target, the target's
    // against this attacker.
    crate::combat::aid::spend(res, attacker, Condition::AidedAttack, target);
    crate::combat::aid::spend(res, target, Condition::AidedDefense, attacker);
    let natural = super::hero::roll_d20(res, attacker, &mut bonus, |n, b| {
        check_attack(n, b, target_defense, weapon.threat).hit
    })?;
    let total_bonus = bonus.total();
    let check = check_attack(natural, total_bonus, target_defense, weapon.threat);
    let (confirm_roll, critical) = if check.threat {
        let c = res.d20()?;
        (Some(c), confirms_critical(c, total_bonus, target_defense))
    } else {
        (None, false)
    };
    res.emit(CombatEvent::Attack {
        attacker: res.id(attacker),
        target: res.id(target),
        weapon: weapon.name.clone(),
        roll: natural,
        total: natural as i32 + total_bonus,
        modifiers: bonus,
        defense: target_defense,
        defense_kind: kind,
        hit: check.hit,
        threat: check.threat,
        critical,
        confirm_roll,
        confirm_total: confirm_roll.map(|c| c as i32 + total_bonus),
    });
    if weapon.reload.is_some() {
        res.emit(CombatEvent::Loaded {
            unit: res.id(attacker),
            weapon: weapon.id.clone(),
            loaded: false,
        });
    }
    let landed = check.hit && !misses_unseen(res, attacker, target)?;
    let splashes = super::splash::splashes(res.world, weapon);
    if landed && super::splash::harms(res.world, weapon, target) {
        // Multiples add (double damage with a ×3 critical deals ×4), as a table counts them.
        let multiplier = 1 + u32::from(doubled) + if critical { weapon.multiplier - 1 } else { 0 };
        // A flask's contents do the harm, not the arm (seed 001's splash weapons).
        let strength = strength.or(splashes.then_some(StrengthUse::None));
        let dealt = roll_damage(res, attacker, target, weapon, multiplier, strength)?;
        if dealt > 0 && !weapon.on_hit.is_empty() {
            super::on_hit::lay(res, target, weapon)?;
        }
        if splashes {
            super::splash::sets_alight(res, weapon, target);
        }
    }
    if splashes {
        super::splash::burst(res, attacker, target, weapon, landed)?;
    }
    Ok(())
}

/// What hides a target from an attacker.
enum Hidden<'w> {
    /// A blinded attacker, an invisible target.
    Condition(ConditionId),
    /// Fog or darkness in the target's square or along the line to it.
    Terrain(&'w crate::level::schema::TerrainKind),
}

impl Hidden<'_> {
    /// What hides the target, as a term.
    fn label(&self) -> String {
        match self {
            Hidden::Condition(c) => c.label().to_string(),
            Hidden::Terrain(kind) => kind.name.clone(),
        }
    }
}

/// The chance in 100 that a hit misses what the attacker cannot see of the target, and why
/// (seed 001, "Ocultación"): the larger of what the two's conditions give (blinded, invisible)
/// and what terrain gives (fog 20 %, darkness 50 %); they do not add, and a condition is named
/// on a tie.
fn concealment<'w>(
    world: &'w World,
    (attacker, a): (Entity, ConditionSet),
    (target, t): (Entity, ConditionSet),
) -> Option<(u32, Hidden<'w>)> {
    let by_conditions = (!a.is_empty() || !t.is_empty())
        .then(|| crate::rules::condition_table::miss_chance(a, t))
        .flatten()
        .map(|(percent, why)| (percent, Hidden::Condition(why)));
    let by_terrain =
        crate::combat::board::concealment_between(world, attacker, target).map(|(how, kind)| {
            let percent = crate::rules::condition_table::concealment_percent(how);
            (percent, Hidden::Terrain(kind))
        });
    match (by_conditions, by_terrain) {
        (Some(c), Some(t)) if t.0 > c.0 => Some(t),
        (c, t) => c.or(t),
    }
}

/// Rolls the miss chance of a hit on a target the attacker cannot see (a d100 at or under the
/// chance misses) and reports it; whether the blow missed.
pub fn misses_unseen(
    res: &mut Resolver,
    attacker: Entity,
    target: Entity,
) -> Result<bool, EngineError> {
    let (a, t) = (
        crate::combat::reads::conditions_of(res.world, attacker),
        crate::combat::reads::conditions_of(res.world, target),
    );
    let Some((percent, hidden)) = concealment(res.world, (attacker, a), (target, t)) else {
        return Ok(false);
    };
    let (why, terrain) = match hidden {
        Hidden::Condition(c) => (Some(c), None),
        Hidden::Terrain(kind) => (None, Some(kind.name.clone())),
    };
    let (_, roll) = res.roll(crate::rules::dice::DiceExpr::new(1, 100, 0))?;
    let roll = u32::try_from(roll).unwrap_or(100);
    let missed = roll <= percent;
    res.emit(CombatEvent::MissChance {
        attacker: res.id(attacker),
        target: res.id(target),
        why,
        terrain,
        roll,
        percent,
        missed,
    });
    Ok(missed)
}

/// Core's health after damage (seed 000, "Vida", "Muriendo", "Muerto"): the state the new hit
/// points and the Constitution score imply. Any damage ends stabilisation.
pub fn after_damage(res: &mut Resolver, target: Entity, before: Health, dealt: i32) {
    // What `deal_damage` just set.
    let hp = before.hp.saturating_sub(dealt);
    let con = res
        .world
        .get::<Abilities>(target)
        .map_or(10, |a| a.0.constitution);
    let stabilised = before.state == HealthState::Stable && dealt <= 0;
    let state = state_for(hp, con, stabilised);
    if state != before.state && super::hero::cheats_death(res, target, state) {
        // Left stable, it lies down as any creature that falls unconscious does.
        falls_prone(res, target, HealthState::Stable);
        return;
    }
    if state != before.state {
        res.emit(CombatEvent::HealthState {
            unit: res.id(target),
            state,
        });
        falls_prone(res, target, state);
    }
}

/// Seed 001, "Inconsciente" (`rules: (unconscious_prone: true)`): a creature that falls
/// unconscious lies prone.
fn falls_prone(res: &mut Resolver, target: Entity, state: HealthState) {
    let unconscious = matches!(
        state,
        HealthState::Dying | HealthState::Stable | HealthState::Unconscious
    );
    let switched_on = crate::combat::reads::plays(
        res.world,
        crate::level::schema::RuleOptions::unconscious_prone,
    );
    if unconscious && switched_on && !crate::combat::reads::is_prone(res.world, target) {
        res.emit(CombatEvent::Condition {
            unit: res.id(target),
            condition: Condition::Prone,
            active: true,
        });
    }
}

/// Seed 001 ("Preparar contra carga", "Cargar"), with the detailed charge: a brace weapon readied
/// against a charging foe deals double damage.
fn braced_against_a_charge(world: &World, strike: &Strike) -> bool {
    strike.mode == StrikeMode::Readied
        && strike.weapon.brace
        && crate::combat::reads::has_condition(world, strike.target, Condition::Charging)
        && crate::combat::reads::plays(world, crate::level::schema::RuleOptions::detailed_charge)
}
