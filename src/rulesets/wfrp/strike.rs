//! A WFRP blow (seed 003, "Como atacar", "Calcular el daño", "La Furia de Ulric", "El adversario
//! reduce el daño", "Esquivar y parar", "Críticos").
//!
//! - The test: WS in melee, BS at range, a d100 at or under it with the terms: +10 % for a
//!   charge, +20 % against a stunned foe in melee, −20 % shooting at a foe that is fighting in
//!   melee (beside a foe of its own other than the shooter). A foe that cannot act is helpless:
//!   hit with no roll, and the blow deals 1d10 more.
//! - The foe's reaction, before the damage is known, once a round, only when it can act: a parry
//!   (WS) against a melee blow, with a shield or a second weapon in hand (the seed's free parry;
//!   the guard stance is not played yet), or a dodge (Agility, the Dodge skill's) when trained,
//!   against any blow. It takes the better chance; a success cancels the blow.
//! - Where: a second d100 on the target's hit location table.
//! - Damage: 1d10 + the weapon's (SB-based or fixed; bare hands SB − 4). A 10 on that d10 calls
//!   for the attack's test again, with the same target; on a success one more d10, and another
//!   on each further 10 (Ulric's Fury). Less the Toughness Bonus and the armour points where it
//!   landed (twice the armour against bare hands); never below 0.
//! - Wounds stop at 0; what passes the last one is a critical (see the ruleset's module note).

use super::rules::{self, Test};
use super::{WfrpStats, profile, track};
use crate::combat::attack::{Odds, deal_damage};
use crate::combat::commands::AttackManner;
use crate::combat::components::{
    Condition, Conditions, Equipment, Health, Position, Side, TurnState,
};
use crate::combat::events::{CombatEvent, Reaction};
use crate::combat::reads::{health_state, roster};
use crate::combat::resolver::{EngineError, Resolver};
use crate::phrase;
use crate::rules::dice::DiceExpr;
use crate::rules::modifiers::Modifiers;
use crate::rulesets::roll::{Needs, Roll};
use crate::rulesets::{Outlook, Strike, StrikeMode};
use bevy::prelude::*;

/// Everything the blow's rolls read, worked out before any die.
struct Plan {
    /// The characteristic tested and its value (`WS 41`).
    skill: (&'static str, i32),
    terms: Modifiers,
    helpless: bool,
    /// The foe's best reaction now: which, what it tests and its target.
    reaction: Option<Defence>,
    damage: i32,
    unarmed: bool,
}

impl Plan {
    fn target(&self) -> i32 {
        self.skill.1 + self.terms.total()
    }
}

/// A unit's sheet, conditions and WFRP track, read once for a blow's plan (the AI plans many
/// blows).
struct Seen<'w> {
    sheet: Option<&'w WfrpStats>,
    conditions: Option<&'w Conditions>,
    track: super::WfrpTrack,
}

impl<'w> Seen<'w> {
    fn of(world: &'w World, unit: Entity) -> Self {
        Seen {
            sheet: world.get::<WfrpStats>(unit),
            conditions: world.get::<Conditions>(unit),
            track: track(world, unit),
        }
    }

    /// Its profile (see [`profile`]).
    fn profile(&self) -> super::data::Profile {
        self.sheet.map(|s| s.0.profile).unwrap_or_default()
    }

    fn has(&self, condition: Condition) -> bool {
        self.conditions.is_some_and(|c| c.0.contains(&condition))
    }

    /// Whether the unit holds a foe or is held (seed 003, "Presas": no parry nor dodge for
    /// either, +20 % to melee blows at them).
    fn in_a_hold(&self) -> bool {
        self.has(Condition::Grappled) || self.has(Condition::Grappling)
    }
}

fn plan(world: &World, s: &Strike) -> Plan {
    let (mine, theirs) = (Seen::of(world, s.attacker), Seen::of(world, s.target));
    let me = mine.profile();
    let melee = s.weapon.is_melee();
    let skill = if melee { ("WS", me.ws) } else { ("BS", me.bs) };
    let terms = attack_terms(world, s, &mine, &theirs);
    let helpless = !health_state(world, s.target).can_act();
    // A feint won against this foe opens its guard to the unit's next normal attack.
    let feinted = s.mode == StrikeMode::Normal && mine.track.feint_on == Some(s.target);
    let form = mine.sheet.and_then(|w| w.0.weapons.get(&s.weapon.id));
    let unarmed = form.is_none();
    let damage = match form.and_then(|w| w.damage()) {
        Some(d) => d.for_wielder(rules::bonus(me.s)),
        None => rules::unarmed_damage(rules::bonus(me.s)),
    };
    Plan {
        skill,
        terms,
        helpless,
        reaction: best_reaction(world, s.target, &theirs, melee).filter(|_| !helpless && !feinted),
        damage,
        unarmed,
    }
}

/// The terms of the blow's test: its manner, the target's stance, hold, stun, fall or run, the
/// attacker's critical wounds, a shot into melee.
fn attack_terms(world: &World, s: &Strike, mine: &Seen, theirs: &Seen) -> Modifiers {
    let melee = s.weapon.is_melee();
    let mut terms = Modifiers::new();
    match s.mode {
        StrikeMode::Charge => {
            terms.add("charge", rules::modifier::CHARGE);
        }
        // The aim bought the reach: the long shot takes -30 % instead of the aim's +10 %.
        _ if !melee && beyond_range(world, s) => {
            terms.add("long shot", rules::modifier::LONG_RANGE);
        }
        StrikeMode::Normal if mine.has(Condition::Aiming) => {
            terms.add("aim", rules::modifier::AIM);
        }
        StrikeMode::Manner(AttackManner::Cautious) => {
            terms.add("cautious", rules::modifier::CAUTIOUS);
        }
        StrikeMode::Manner(AttackManner::AllOut) => {
            terms.add("all-out", rules::modifier::ALL_OUT);
        }
        _ => {}
    }
    if melee && theirs.has(Condition::DefensiveStance) {
        terms.add("defensive stance", rules::modifier::DEFENSIVE_STANCE);
    }
    if melee && theirs.in_a_hold() {
        terms.add("grappled", rules::modifier::GRAPPLED);
    }
    if melee && theirs.track.stunned > 0 {
        terms.add("stunned", rules::modifier::STUNNED);
    } else if melee && theirs.has(Condition::Prone) {
        terms.add("prone", rules::modifier::PRONE);
    }
    let hurt = mine.track.penalty;
    if hurt > 0 {
        terms.add("critical wounds", -hurt);
    }
    if theirs.has(Condition::Running) {
        match melee {
            true => terms.add("running", rules::modifier::RUNNING_BLOW),
            false => terms.add("running", rules::modifier::RUNNING_SHOT),
        };
    }
    if !melee && in_melee_with_another(world, s.target, s.attacker) {
        terms.add("into melee", rules::modifier::INTO_MELEE);
    }
    terms
}

/// Whether the shot goes past the weapon's range (a long shot, which only an aim allows).
fn beyond_range(world: &World, s: &Strike) -> bool {
    let at = |e: Entity| world.get::<Position>(e).map(|p| p.0);
    let (Some(from), Some(to)) = (at(s.attacker), at(s.target)) else {
        return false;
    };
    crate::combat::board::shape(world).distance(from, to) > s.weapon.range.unwrap_or(0)
}

/// Whether `target` stands beside a foe of its own other than `shooter`.
fn in_melee_with_another(world: &World, target: Entity, shooter: Entity) -> bool {
    let (Some(side), Some(at)) = (world.get::<Side>(target), world.get::<Position>(target)) else {
        return false;
    };
    let shape = crate::combat::board::shape(world);
    roster(world).any(|e| {
        e.id() != shooter
            && e.get::<Side>().is_some_and(|s| s.0 != side.0)
            && e.get::<Health>().is_some_and(|h| h.state.can_act())
            && e.get::<Position>()
                .is_some_and(|p| shape.distance(p.0, at.0) == 1)
    })
}

/// A parry or dodge the foe would make: which, the test (`WS 41`), and whether it costs a
/// Fortune point (its one of the round spent).
#[derive(Clone, Copy)]
struct Defence {
    kind: Reaction,
    skill: (&'static str, i32),
    fortune: bool,
}

/// The reaction `defender` would make against a blow (melee or not) now, with its test: the
/// better of a parry and a dodge it can make, once a round unless Fortune buys another.
fn best_reaction(world: &World, defender: Entity, seen: &Seen, melee: bool) -> Option<Defence> {
    let round = crate::combat::hot::resource::<TurnState>(world).round;
    let state = seen.track;
    // After an all-out attack, and in a hold, a unit neither parries nor dodges.
    let barred = seen.has(Condition::AllOut) || seen.in_a_hold();
    let spent = state.reacted_in == Some(round);
    // Caught unawares, it sees no blow coming until its lost first turn.
    if state.stunned > 0
        || state.surprised
        || barred
        || (spent && !super::fortune::buys_reaction(world, defender))
    {
        return None;
    }
    // After a cautious attack, its parries and dodges take +10 %; criticals take theirs off.
    let bonus = match seen.has(Condition::Cautious) {
        true => rules::modifier::CAUTIOUS_DEFENCE,
        false => 0,
    } - state.penalty;
    // Lying down, it can parry but not dodge (our reading).
    let can_dodge = !seen.has(Condition::Prone);
    let p = seen.profile();
    let sheet = seen.sheet?;
    let on_guard = seen.has(Condition::Guarding);
    let parry = (melee && (on_guard || parries(world, defender, sheet)))
        .then_some((Reaction::Parry, ("WS", p.ws + bonus)));
    let dodge = (sheet.0.dodge && can_dodge).then_some((Reaction::Dodge, ("Ag", p.ag + bonus)));
    let (kind, skill) = match (parry, dodge) {
        (Some(a), Some(b)) => Some(if b.1.1 > a.1.1 { b } else { a }),
        (a, b) => a.or(b),
    }?;
    Some(Defence {
        kind,
        skill,
        fortune: spent,
    })
}

/// A free parry: a shield or a second melee weapon in hand.
pub(super) fn parries(world: &World, unit: Entity, sheet: &WfrpStats) -> bool {
    let Some(eq) = world.get::<Equipment>(unit) else {
        return false;
    };
    let in_hand = eq
        .weapons
        .iter()
        .filter(|w| w.is_melee() && !w.natural && eq.in_hand(w))
        .count();
    (sheet.0.shield && eq.shield.is_some()) || in_hand >= 2
}

/// Rolls a percentile test of `skill` with `terms` and reports nothing: the caller's event does.
pub(super) fn percentile(
    res: &mut Resolver,
    skill: (&'static str, i32),
    terms: &Modifiers,
) -> Result<(Roll, Test), EngineError> {
    let (faces, _) = res.roll(DiceExpr::new(1, 100, 0))?;
    let mut modifiers = Modifiers::with_capacity(terms.0.len() + 1);
    modifiers.add(skill.0, skill.1).extend(terms);
    let test = rules::test(faces[0], skill.1 + terms.total());
    let roll = Roll {
        dice: "d100",
        faces: faces.clone(),
        kept: faces[0],
        modifiers,
        total: faces[0] as i32,
        target: test.target,
        needs: Needs::AtMost,
        success: test.success,
        special: None,
    };
    Ok((roll, test))
}

pub fn strike(res: &mut Resolver, s: &Strike) -> Result<(), EngineError> {
    let p = plan(res.world, s);
    let (attacker, target) = (res.id(s.attacker), res.id(s.target));
    let attack = match p.helpless {
        true => None,
        false => Some(attack_roll(res, s, &p)?),
    };
    let lands = attack.as_ref().is_none_or(|(_, t)| t.success);
    res.emit(CombatEvent::Strike {
        attacker: attacker.clone(),
        target: target.clone(),
        weapon: s.weapon.name.clone(),
        roll: attack.as_ref().map(|(roll, _)| Box::new(roll.clone())),
        auto: p.helpless.then(|| phrase!("wfrp-helpless")),
        lands,
    });
    // A weapon with a reload time is loaded again before its next shot.
    if s.weapon.reload.is_some() {
        res.emit(CombatEvent::Loaded {
            unit: attacker.clone(),
            weapon: s.weapon.id.clone(),
            loaded: false,
        });
    }
    if !lands {
        return Ok(());
    }
    if let Some(defence) = p.reaction {
        if defence.fortune {
            super::fortune::spend(res, s.target, "reaction", None, None);
        }
        let (roll, test) = defence_roll(res, s.target, defence.skill, &Modifiers::new())?;
        res.emit(CombatEvent::Reaction {
            defender: target.clone(),
            attacker: attacker.clone(),
            kind: defence.kind,
            roll: Box::new(roll),
            avoided: test.success,
        });
        if test.success {
            return Ok(());
        }
    }
    if s.mode == StrikeMode::Grapple {
        return super::grapple::grab_lands(res, s.attacker, s.target);
    }
    let cover = match s.weapon.is_melee() {
        true => None,
        false => crate::combat::board::cover_between(res.world, s.attacker, s.target),
    };
    let location = locate_past(res, s.target, cover)?;
    let mut faces = vec![res.roll(DiceExpr::new(1, 10, 0))?.0[0]];
    if faces[0] == 10 {
        faces.extend(fury(res, s, &p, &attacker)?);
    }
    if p.helpless {
        faces.push(res.roll(DiceExpr::new(1, 10, 0))?.0[0]);
    }
    wound(res, s, &p, faces, &location)
}

/// The bare-handed damage of a hurt in a hold (seed 003, "Presas": unarmed combat's damage):
/// where a d100 says, 1d10 + SB − 4, less Toughness Bonus and twice the armour; no attack test,
/// so no Ulric's Fury.
pub(super) fn bare_hands_wound(
    res: &mut Resolver,
    attacker: Entity,
    target: Entity,
) -> Result<(), EngineError> {
    let hands = crate::combat::attack::unarmed_strike();
    let s = Strike::new(attacker, target, &hands, StrikeMode::Grapple);
    let p = Plan {
        skill: ("S", 0),
        terms: Modifiers::new(),
        helpless: false,
        reaction: None,
        damage: rules::unarmed_damage(rules::bonus(profile(res.world, attacker).s)),
        unarmed: true,
    };
    let location = locate(res, target)?;
    let faces = vec![res.roll(DiceExpr::new(1, 10, 0))?.0[0]];
    wound(res, &s, &p, faces, &location)
}

/// A spell's bolt: 1d10 + `damage` where a d100 says, less Toughness Bonus and armour, as a
/// blow that needs no test and meets no parry or dodge (`source` names it in the log).
pub(super) fn bolt(
    res: &mut Resolver,
    target: Entity,
    source: &str,
    damage: i32,
) -> Result<(), EngineError> {
    let mut magic = crate::combat::attack::unarmed_strike();
    magic.name = source.to_string();
    let s = Strike::new(target, target, &magic, StrikeMode::Normal);
    let p = Plan {
        skill: ("Mag", 0),
        terms: Modifiers::new(),
        helpless: false,
        reaction: None,
        damage,
        unarmed: false,
    };
    let location = locate(res, target)?;
    let faces = vec![res.roll(DiceExpr::new(1, 10, 0))?.0[0]];
    wound(res, &s, &p, faces, &location)
}

/// The wounds a bolt of `damage` deals on average (before criticals).
pub(super) fn bolt_mean(world: &World, target: Entity, damage: i32) -> f64 {
    let soak = soak(world, target, false);
    (1..=10)
        .map(|d| (f64::from(d + damage) - soak).max(0.0))
        .sum::<f64>()
        / 10.0
}

/// What comes off a blow at `target` on average: its Toughness Bonus and the armour it meets
/// (twice against bare hands).
fn soak(world: &World, target: Entity, unarmed: bool) -> f64 {
    let sheet = world.get::<WfrpStats>(target);
    let armour_mean =
        sheet.map_or(0.0, |w| w.0.mean_armour) + f64::from(super::magic::ward(world, target));
    let toughness = sheet.map_or(0, |w| w.0.profile.t);
    f64::from(rules::bonus(toughness)) + armour_mean * if unarmed { 2.0 } else { 1.0 }
}

/// The attack's test, rolled again with a Fortune point when it fails and the policy says so.
fn attack_roll(res: &mut Resolver, s: &Strike, p: &Plan) -> Result<(Roll, Test), EngineError> {
    let (roll, test) = percentile(res, p.skill, &p.terms)?;
    if test.success || !super::fortune::rerolls_attack(res.world, s.attacker, s.target) {
        return Ok((roll, test));
    }
    super::fortune::spend(res, s.attacker, "reroll", Some(roll), None);
    percentile(res, p.skill, &p.terms)
}

/// A test of the unit's own defence (a parry, a dodge, slipping a grab), rolled again with a
/// Fortune point when it fails and the policy says so.
pub(super) fn defence_roll(
    res: &mut Resolver,
    unit: Entity,
    skill: (&'static str, i32),
    terms: &Modifiers,
) -> Result<(Roll, Test), EngineError> {
    let (roll, test) = percentile(res, skill, terms)?;
    if test.success || !super::fortune::rerolls_defence(res.world, unit, 0) {
        return Ok((roll, test));
    }
    super::fortune::spend(res, unit, "reroll", Some(roll), None);
    percentile(res, skill, terms)
}

/// The chance a test against `target` succeeds, counting a second try bought with Fortune.
fn chance_with_reroll(target: i32, reroll: bool) -> f64 {
    let c = chance(target);
    match reroll {
        true => c + (1.0 - c) * c,
        false => c,
    }
}

/// The second d100: where on the target the blow lands (reported), no cover in the way.
fn locate(res: &mut Resolver, target: Entity) -> Result<String, EngineError> {
    locate_past(res, target, None)
}

/// The parts of the body `cover` hides from a shot (our reading of seed 003's "cubierta"): a
/// low one (crates) the legs, a large one (a barricade) the legs and the body.
fn hidden_by(cover: Option<crate::level::schema::Cover>) -> &'static [super::criticals::Part] {
    use super::criticals::Part;
    use crate::level::schema::Cover;
    match cover {
        None => &[],
        Some(Cover::Partial) => &[Part::Leg],
        Some(Cover::Large) => &[Part::Leg, Part::Body],
    }
}

/// The second d100, and where the blow goes when `cover` hides the place it names: the nearest
/// place it does not hide (seed 003: an unreachable place passes to the nearest). Reported.
fn locate_past(
    res: &mut Resolver,
    target: Entity,
    cover: Option<crate::level::schema::Cover>,
) -> Result<String, EngineError> {
    let (faces, _) = res.roll(DiceExpr::new(1, 100, 0))?;
    let table = res.world.get::<WfrpStats>(target).map(|s| &s.0.locations);
    let hidden = hidden_by(cover);
    let rolled = table.and_then(|t| t.locate(faces[0]));
    let landed = table
        .zip(rolled)
        .and_then(|(t, at)| t.reachable(at, |l| !hidden.contains(&l.part)).or(Some(at)));
    let place = landed.map_or_else(|| "body".to_string(), |l| l.id.clone());
    let behind_cover = rolled.filter(|at| at.id != place).map(|at| at.id.clone());
    res.emit(CombatEvent::HitLocation {
        target: res.id(target),
        roll: faces[0],
        location: place.clone(),
        behind_cover,
    });
    Ok(place)
}

/// Ulric's Fury: the attack's test again, and on a success the d10s it adds (reported).
fn fury(res: &mut Resolver, s: &Strike, p: &Plan, attacker: &str) -> Result<Vec<u32>, EngineError> {
    let (roll, test) = percentile(res, p.skill, &p.terms)?;
    let mut rolled = Ok(());
    let dice = rules::fury_dice(Some(test), || match res.roll(DiceExpr::new(1, 10, 0)) {
        Ok((faces, _)) => faces[0],
        Err(e) => {
            rolled = Err(e);
            1
        }
    });
    rolled?;
    res.emit(CombatEvent::Fury {
        attacker: attacker.to_string(),
        target: res.id(s.target),
        roll: Box::new(roll),
        dice: dice.clone(),
    });
    Ok(dice)
}

/// Deals the blow's wounds, and its critical when it passes the last one.
fn wound(
    res: &mut Resolver,
    s: &Strike,
    p: &Plan,
    faces: Vec<u32>,
    location: &str,
) -> Result<(), EngineError> {
    let theirs = profile(res.world, s.target);
    let armour = res
        .world
        .get::<WfrpStats>(s.target)
        .and_then(|w| w.0.armour.get(location).copied())
        .unwrap_or(0)
        + super::magic::ward(res.world, s.target);
    let toughness = rules::bonus(theirs.t);
    let rolled: i32 = faces.iter().map(|&f| f as i32).sum();
    let taken = rules::wounds_taken(rolled + p.damage, toughness, armour, p.unarmed);
    let left = res.world.get::<Health>(s.target).map_or(0, |h| h.hp.max(0));
    let dealt = taken.min(left);
    let mut modifiers = Modifiers::new();
    modifiers
        .add("weapon", p.damage)
        .add("Toughness Bonus", -toughness)
        .add("armour", -armour * if p.unarmed { 2 } else { 1 });
    let event = CombatEvent::Damage {
        target: res.id(s.target),
        amount: dealt,
        hp: 0,
        source: s.weapon.name.clone(),
        dice: Some(format!("{}d10", faces.len())),
        faces,
        modifiers,
        multiplier: 1,
        reduced: 0,
        doubled: false,
        doubled_after_armour: false,
        incorporeal: None,
        wounds: false,
    };
    deal_damage(res, s.target, dealt, event);
    match rules::critical_value(left, taken) {
        Some(value) => critical(res, s.target, location, value),
        None => Ok(()),
    }
}

/// A critical of `value` at `location`: its severity from a d100 (reported), then what it does.
fn critical(
    res: &mut Resolver,
    target: Entity,
    location: &str,
    value: u32,
) -> Result<(), EngineError> {
    let (faces, _) = res.roll(DiceExpr::new(1, 100, 0))?;
    let severity = rules::critical_severity(value, faces[0]);
    res.emit(CombatEvent::CriticalHit {
        unit: res.id(target),
        location: location.to_string(),
        value,
        roll: faces[0],
        severity,
    });
    super::criticals::strike(res, target, location, severity)
}

/// The chance a percentile test against `target` succeeds.
fn chance(target: i32) -> f64 {
    f64::from(target.clamp(0, 100)) / 100.0
}

/// What a blow is likely to do: the chance it lands past the foe's reaction, and the wounds to
/// expect (criticals and the fury's extra dice left out of the mean, which they raise a little).
pub fn outlook(world: &World, s: &Strike) -> Outlook {
    outlook_of(world, s, plan(world, s))
}

/// [`outlook`]'s two numbers alone, for the AI: no lines, no critical's chance.
pub fn odds(world: &World, s: &Strike) -> Odds {
    odds_of(world, s, &plan(world, s)).0
}

/// The [`odds`] of a normal blow struck after an aim action ("Apuntar"), which the unit has not
/// taken yet: what the AI weighs an aim by.
pub fn aimed_odds(world: &World, s: &Strike) -> Odds {
    let mut p = plan(world, s);
    if s.weapon.is_melee() || !beyond_range(world, s) {
        p.terms.add("aim", rules::modifier::AIM);
    }
    odds_of(world, s, &p).0
}

/// The blow's odds, and whether its attack test would be rolled again with a Fortune point.
fn odds_of(world: &World, s: &Strike, p: &Plan) -> (Odds, bool) {
    let rerolls = super::fortune::rerolls_attack(world, s.attacker, s.target);
    let hits = if p.helpless {
        1.0
    } else {
        chance_with_reroll(p.target(), rerolls)
    };
    let avoided = p.reaction.map_or(0.0, |d| {
        let bought = u32::from(d.fortune);
        chance_with_reroll(
            d.skill.1,
            super::fortune::rerolls_defence(world, s.target, bought),
        )
    });
    let lands = hits * (1.0 - avoided);
    let soak = soak(world, s.target, p.unarmed);
    let extra = if p.helpless { 1 } else { 0 };
    let per_blow: f64 = (1..=10)
        .map(|d| {
            let rolled = f64::from(d + p.damage) + 5.5 * f64::from(extra);
            (rolled - soak).max(0.0) / 10.0
        })
        .sum();
    let odds = Odds {
        hit_chance: lands,
        expected_damage: lands * per_blow,
    };
    (odds, rerolls)
}

fn outlook_of(world: &World, s: &Strike, p: Plan) -> Outlook {
    let (odds, rerolls) = odds_of(world, s, &p);
    let lands = odds.hit_chance;
    let mut lines = vec![phrase!(
        "outlook-wfrp-test",
        skill = crate::i18n::as_term(p.skill.0),
        target = p.target()
    )];
    if rerolls && !p.helpless {
        lines.push(phrase!("outlook-wfrp-reroll"));
    }
    if let Some(d) = p.reaction {
        lines.push(phrase!(
            "outlook-wfrp-reaction",
            kind = d.kind.name(),
            target = d.skill.1
        ));
    }
    let critical = if lands > 0.0 {
        lands * critical_if_it_lands(world, s.target, &p)
    } else {
        0.0
    };
    if critical > 0.0 {
        // A whole percent, as a reader is shown it.
        let percent = (critical * 100.0).round() as i64;
        lines.push(phrase!("outlook-wfrp-critical", chance = percent));
    }
    Outlook {
        hit_chance: lands,
        critical_chance: critical,
        expected_damage: odds.expected_damage,
        lines,
        verb: "lands",
    }
}

/// The chance a blow that lands passes the target's last Wound: over the places of its table
/// (their armour) and the damage dice (the fury's extra dice left out, which only add).
fn critical_if_it_lands(world: &World, target: Entity, p: &Plan) -> f64 {
    let left = world.get::<Health>(target).map_or(0, |h| h.hp.max(0));
    let toughness = rules::bonus(profile(world, target).t);
    let ward = super::magic::ward(world, target);
    let sheet = world.get::<WfrpStats>(target);
    let places = sheet
        .into_iter()
        .flat_map(|sheet| sheet.0.locations.locations.iter())
        .map(|l| {
            let width = f64::from(l.rolls.1 + 1 - l.rolls.0) / 100.0;
            let worn = sheet.and_then(|s| s.0.armour.get(&l.id)).copied();
            (width, worn.unwrap_or(0) + ward)
        });
    // A unit with no table is struck anywhere, bare.
    let bare = sheet.is_none().then_some((1.0, 0));
    // A helpless target takes a second d10.
    let extra: &[i32] = if p.helpless {
        &[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    } else {
        &[0]
    };
    let each = 1.0 / (10.0 * extra.len() as f64);
    let mut chance = 0.0;
    for (width, armour) in places.chain(bare) {
        for d in 1..=10 {
            for &e in extra {
                let taken = rules::wounds_taken(d + e + p.damage, toughness, armour, p.unarmed);
                if taken > left {
                    chance += width * each;
                }
            }
        }
    }
    chance
}

/// The armour points a blow meets on average, over the places of the unit's table.
pub(super) fn mean_armour(
    armour: &std::collections::BTreeMap<String, i32>,
    table: &super::data::LocationTable,
) -> f64 {
    table
        .locations
        .iter()
        .map(|l| {
            let width = f64::from(l.rolls.1 + 1 - l.rolls.0) / 100.0;
            width * f64::from(armour.get(&l.id).copied().unwrap_or(0))
        })
        .sum()
}
