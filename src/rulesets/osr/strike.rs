//! The OSR strike (seed 002, "Atacar cuerpo a cuerpo", "Atacar a distancia", "Atacar con una
//! varita", "Bloquear", "Esquivar", "20 natural", "1 natural", "Blindaje", "Penetración").
//!
//! Who rolls: a PC attacking rolls its attack test (melee Strength, ranged Agility, wand Mind);
//! a PC attacked rolls to block (Strength) or dodge (Agility) by its defence policy; an NPC never
//! rolls against a PC; an NPC attacking an NPC rolls its own attack test; PC against PC, the
//! attacker rolls and then the defender avoids.
//!
//! - Attack terms: a PC against a higher-level NPC takes −⌈(difference)/3⌉; two light melee
//!   weapons in hand give +1 and the lower damage die; a counter earned with a natural 20 to
//!   avoid gives +2; the violence level adds the round number. A ranged attack at 18 squares
//!   (36 m) or more, or at an adjacent target, has disadvantage.
//! - Avoid terms: the same level penalty; −1 for each block or dodge already made this round;
//!   blocking with neither a shield nor a melee weapon in hand takes −2, and blocking a ranged
//!   attack has disadvantage; a unit that charged has disadvantage until its next turn.
//! - An attacker who does not roll (an NPC striking a PC) has every term and edge of its attack
//!   but its attribute turned round onto the PC's roll to avoid (its violence +2 is −2 to
//!   avoid, its point-blank disadvantage is advantage); see `Turned`.
//! - Cover beside the target on the line of a ranged attack: partial −2 to the attack (or +2 to
//!   dodge when the attacker does not roll), large disadvantage (or advantage to dodge).
//! - The manoeuvres' terms (defensive position, protection, help, aim, grappling) are described
//!   in [`super::manoeuvres`].
//! - Invisibility ([`super::magic`]): a ranged attack on an invisible target misses with no roll;
//!   a melee one has disadvantage (or the invisible PC avoids with advantage); an invisible
//!   attacker strikes with advantage (or the PC avoids with disadvantage), and becomes visible.
//! - A target asleep, knocked out or helpless is hit with no roll and does not avoid; only a
//!   helpless one (a dying or stable PC) takes the weapon's maximum through no Blindaje.
//! - A natural 20 to attack: by the attacker's standing choice ([`super::CriticalPolicy`]);
//!   `Auto` takes the maximum damage when that is enough to bring the target to 0, else the
//!   damage doubled (damage with Potencia, before Blindaje). A natural 1 to attack: no
//!   damage, and the weapon's usage die is rolled.
//! - A natural 1 to avoid: double the damage suffered (after Blindaje), then the usage dice of
//!   the armour and shield worn. A natural 20 to avoid: the attacker fumbles (its weapon's
//!   usage die), and the PC takes a 1d4 damage reduction against that attacker for the rest of
//!   the fight, or, if it has one already and the attack was melee, +2 on its next attack
//!   against it during its next turn.
//! - Damage is the weapon's die + Potencia (+1 for a PC's one-handed melee weapon held in both
//!   hands, with nothing else in them), doubled by a critical, minus the target's reduction
//!   against the attacker; against a PC, minus Blindaje (its own, its armour's and its
//!   shield's; not the shield's after a failed dodge) lowered by the weapon's penetration.
//!   NPCs have no Blindaje.

use super::data::{Attribute, OsrWeaponTraits};
use super::rules::{
    CriticalChoice, Edge, attribute_chance, attribute_test, critical_by_policy, level_penalty,
    repeated_avoid_penalty, through_armour,
};
use super::{
    CriticalPolicy, DefencePolicy, OsrFight, OsrGear, OsrStats, OsrTrack, Reaction, is_pc,
};
use crate::combat::attack::{deal_damage, is_helpless};
use crate::combat::commands::AttackManner;
use crate::combat::components::{Condition, Conditions, Equipment, Health, Position, TurnState};
use crate::combat::events::CombatEvent;
use crate::combat::resolver::{EngineError, Resolver};
use crate::i18n::Phrase;
use crate::level::schema::{Cover, Grip, Weapon};
use crate::phrase;
use crate::rules::dice::DiceExpr;
use crate::rules::health::HealthState;
use crate::rules::modifiers::Modifiers;
use crate::rulesets::roll::{Roll, Special};
use crate::rulesets::{Outlook, Strike, StrikeMode};
use bevy::prelude::*;

/// Squares from which a ranged attack has disadvantage (seed 002: 36 m; a square is 2 m).
pub const LONG_RANGE: u32 = 18;

/// The attack and its avoidance as worked out before any die is rolled.
struct Plan {
    /// Why it misses without a roll.
    misses: Option<Phrase>,
    mode: StrikeMode,
    /// Conditions the strike spends: the attacker's help and aim, the defender's help.
    spends: Vec<(Entity, Condition)>,
    /// The attacker's test: its attribute value first, then the other terms.
    attack: Modifiers,
    attack_edge: Edge,
    /// Whether the attacker rolls (a PC, or an NPC against an NPC).
    attacker_rolls: bool,
    /// The target's way of avoiding, with its terms, when it rolls (a PC that can defend itself).
    defence: Option<(Reaction, Modifiers, Edge)>,
    /// Why the strike needs no roll to land: the target is asleep, knocked out or helpless.
    sure: Option<Phrase>,
    /// Helpless (dying or stable): the weapon's maximum, through no Blindaje.
    helpless: bool,
    melee: bool,
    damage: DiceExpr,
    /// Potencia and the other terms added to the damage die, the reduction among them (shown
    /// there, taken off after a critical's doubling: see [`damage_dealt`]).
    damage_terms: Modifiers,
    /// The target's 1d4 reduction against the attacker, from a natural 20 to avoid.
    reduction: i32,
    penetration: i32,
    /// The target's Blindaje against this attack (0 for an NPC or a helpless target), and what
    /// its shield gives of it.
    blindaje: i32,
    shield_blindaje: i32,
}

/// A weapon's OSR traits; bare hands and Core-shaped weapons test Strength and never wear.
pub(crate) fn traits(weapon: &Weapon) -> OsrWeaponTraits {
    weapon.osr.unwrap_or(OsrWeaponTraits {
        strength: None,
        penetration: 0,
        usage: None,
        attribute: Attribute::Strength,
    })
}

/// The two light melee weapons the unit holds, if it holds two.
fn light_pair(equipment: Option<&Equipment>) -> Option<(DiceExpr, DiceExpr)> {
    let e = equipment?;
    let mut light = e
        .usable()
        .filter(|w| !w.natural && w.is_melee() && w.grip == Grip::Light);
    let (a, b) = (light.next()?, light.next()?);
    Some((a.damage, b.damage))
}

fn lower_die(a: DiceExpr, b: DiceExpr) -> DiceExpr {
    if b.count * (b.sides + 1) < a.count * (a.sides + 1) {
        b
    } else {
        a
    }
}

/// The unit's avoid test for `reaction`, and its edge.
fn avoid_terms(
    world: &World,
    defender: Entity,
    attacker: Entity,
    reaction: Reaction,
    ranged: bool,
    turned: &Turned,
) -> (Modifiers, Edge) {
    let stats = world.get::<OsrStats>(defender);
    let attributes = stats.map(|s| s.attributes).unwrap_or_default();
    let mut terms = Modifiers::with_capacity(4);
    let mut disadvantages = 0;
    match reaction {
        Reaction::Block => {
            terms.add(Attribute::Strength.name(), attributes.strength);
            let shield = world
                .get::<OsrGear>(defender)
                .and_then(|g| g.shield.as_ref())
                .is_some_and(|s| s.usage > 0);
            let blade = world
                .get::<Equipment>(defender)
                .is_some_and(|e| e.usable().any(|w| w.is_melee() && !w.natural));
            if !shield && !blade {
                terms.add("nothing to block with", -2);
            }
            if ranged {
                disadvantages += 1;
            }
        }
        // Seed 002 has no parry: an OSR unit never makes one.
        Reaction::Dodge | Reaction::Parry => {
            terms.add(Attribute::Agility.name(), attributes.agility);
        }
    }
    let round = crate::combat::hot::resource::<TurnState>(world).round;
    let before = world
        .get::<OsrTrack>(defender)
        .map_or(0, |t| t.avoids_in(round));
    terms.add("avoided this round", repeated_avoid_penalty(before));
    if !is_pc(world, attacker) {
        let level = |e| world.get::<OsrStats>(e).map_or(0, |s| s.level);
        terms.add("level", level_penalty(level(defender), level(attacker)));
    }
    let guard = guard_of(world, defender);
    terms.add("fighting defensively", guard.bonus);
    terms.extend(&turned.terms);
    let (unseen_attacker, unseen_target) = unseen(world, attacker, defender);
    (
        terms,
        Edge::from_sources(
            guard.advantages + u32::from(unseen_target) + turned.advantages,
            disadvantages + guard.disadvantages + u32::from(unseen_attacker) + turned.disadvantages,
        ),
    )
}

/// What an attacker who does not roll (an NPC striking a PC) brings to the blow, turned round
/// onto the PC's roll to avoid: its bonuses as penalties and its advantage as disadvantage, and
/// the other way round. Seed 002 has the player roll every die and says so for cover and for an
/// unseen attacker ("+2 to dodge / −2 to the attack"); the reading is that every term of the
/// attack counts so, or an NPC's violence, aim, help or range would be lost on PCs.
#[derive(Default)]
struct Turned {
    terms: Modifiers,
    advantages: u32,
    disadvantages: u32,
}

impl Turned {
    /// The attack's terms but its attribute (the NPC rolls no test), each with its sign turned,
    /// and its edges swapped.
    fn round(
        attack: &Modifiers,
        attribute: Attribute,
        advantages: u32,
        disadvantages: u32,
    ) -> Self {
        let mut terms = Modifiers::with_capacity(attack.0.len());
        for term in attack.0.iter().filter(|t| t.source != attribute.name()) {
            terms.add(term.source.clone(), -term.value);
        }
        Turned {
            terms,
            advantages: disadvantages,
            disadvantages: advantages,
        }
    }
}

/// What a blow with `dice_total` on its dice deals (seed 002): the dice and their terms, times
/// `times` (a natural 20's doubling of the roll); less the target's reduction against the
/// attacker, which comes off the damage caused; less Blindaje lowered by penetration, which
/// leaves the damage suffered; doubled when the PC rolled a natural 1 to avoid ("sufre el
/// doble de daño": double what it suffers, so 5 through 3 Blindaje is 2 × 2 = 4, not 2 × 5 − 3).
/// Returns what is dealt and what Blindaje stopped.
fn damage_dealt(dice_total: i32, p: &Plan, times: i32, blindaje: i32, fumbled: bool) -> (i32, i32) {
    let before_reduction = p.damage_terms.total() + p.reduction;
    let caused = ((dice_total + before_reduction).max(0) * times - p.reduction).max(0);
    let (suffered, reduced) = through_armour(caused, blindaje, p.penetration);
    (suffered * if fumbled { 2 } else { 1 }, reduced)
}

/// The violence level's bonus now (seed 002, "Nivel de Violencia": +1 to every attack and damage
/// roll, and +1 more each later round): the round number when the level plays it, else 0.
pub fn violence(world: &World) -> i32 {
    let on = world
        .get_resource::<OsrFight>()
        .is_some_and(|f| f.options.violence);
    if on {
        crate::combat::hot::resource::<TurnState>(world)
            .round
            .max(1) as i32
    } else {
        0
    }
}

/// Why a strike on `target` needs no roll, if it needs none, and whether the target is helpless
/// (seed 002: no roll to hit a creature asleep, knocked out or helpless; only the helpless, a
/// dying or stable PC, take the maximum through no Blindaje; a sleeper keeps its armour).
fn sure_hit(world: &World, target: Entity) -> (Option<Phrase>, bool) {
    if !is_helpless(world, target) {
        return (None, false);
    }
    match world.get::<Health>(target).map(|h| h.state) {
        Some(HealthState::Dying | HealthState::Stable) => {
            (Some(phrase!("why-target-helpless")), true)
        }
        Some(HealthState::Unconscious) => (Some(phrase!("why-target-knocked-out")), false),
        _ => (Some(phrase!("why-target-asleep")), false),
    }
}

/// Whether the attacker is invisible (the target is off guard) and whether the target is.
fn unseen(world: &World, attacker: Entity, target: Entity) -> (bool, bool) {
    (
        super::magic::is_invisible(world, attacker),
        super::magic::is_invisible(world, target),
    )
}

/// What the defender's situation adds to its rolls to avoid (and, turned round, to the roll of
/// an attacker when the defender does not roll).
struct Guard {
    advantages: u32,
    disadvantages: u32,
    bonus: i32,
    /// Whether help an ally gave it would be spent on this roll.
    helped: bool,
}

fn guard_of(world: &World, defender: Entity) -> Guard {
    let has = |c| {
        world
            .get::<Conditions>(defender)
            .is_some_and(|cs| cs.0.contains(&c))
    };
    let helped = has(Condition::Helped);
    Guard {
        advantages: u32::from(has(Condition::DefensivePosition))
            + u32::from(has(Condition::Protected))
            + u32::from(helped),
        disadvantages: u32::from(has(Condition::Charging)),
        bonus: if has(Condition::DefensiveFighting) {
            2
        } else {
            0
        },
        helped,
    }
}

/// The Blindaje `target` has against a blow now: its own, its armour's and, unless a dodge
/// failed, its shield's; none for an NPC (seed 002: NPCs and monsters have no Blindaje).
pub fn blindaje_against(world: &World, target: Entity, dodge_failed: bool) -> i32 {
    if !is_pc(world, target) {
        return 0;
    }
    let own = world.get::<OsrStats>(target).map_or(0, |s| s.blindaje);
    let gear = world.get::<OsrGear>(target);
    let armour = gear
        .and_then(|g| g.armour.as_ref())
        .map_or(0, |a| a.blindaje_now());
    let shield = gear
        .and_then(|g| g.shield.as_ref())
        .map_or(0, |a| a.blindaje_now());
    own + armour + if dodge_failed { 0 } else { shield }
}

/// The chances `defender` blocks and dodges a melee blow now, from a foe of its own level (the
/// unit panel's and the bar's odds; a real blow's come with the attacker's level and the
/// weapon).
pub fn avoid_odds(world: &World, defender: Entity) -> (f64, f64) {
    let odds = |reaction| {
        let (terms, edge) = avoid_terms(
            world,
            defender,
            defender,
            reaction,
            false,
            &Turned::default(),
        );
        avoid_chance(&terms, edge)
    };
    (odds(Reaction::Block), odds(Reaction::Dodge))
}

/// The chance an avoid test passes.
fn avoid_chance(terms: &Modifiers, edge: Edge) -> f64 {
    edge.chance(attribute_chance(terms.total(), 0))
}

fn plan(world: &World, s: &Strike) -> Plan {
    let (attacker, target, weapon) = (s.attacker, s.target, s.weapon);
    let t = traits(weapon);
    let attacker_pc = is_pc(world, attacker);
    let target_pc = is_pc(world, target);
    let (sure, helpless) = sure_hit(world, target);
    let melee = weapon.is_melee();
    let pair = light_pair(world.get::<Equipment>(attacker)).filter(|_| melee);
    let violence = violence(world);
    let attribute = match s.mode {
        StrikeMode::Manner(AttackManner::Disarm) => Attribute::Agility,
        StrikeMode::Grapple | StrikeMode::Tackle => Attribute::Strength,
        _ => t.attribute,
    };
    let mut terms = attack_terms(world, s, attribute, pair.is_some(), violence);
    let cover = if melee {
        None
    } else {
        crate::combat::board::cover_between(world, attacker, target)
    };
    let attacker_rolls = attacker_pc || !target_pc;
    let defender_rolls = target_pc && sure.is_none();
    let turned = if attacker_rolls {
        Turned::default()
    } else {
        Turned::round(
            &terms.attack,
            attribute,
            terms.advantages,
            terms.disadvantages,
        )
    };
    let cover_dodge = cover_terms(cover, attacker_rolls, &mut terms);
    guard_terms(world, (attacker, target), defender_rolls, &mut terms);
    let attack_edge = Edge::from_sources(terms.advantages, terms.disadvantages);
    let defence = defender_rolls
        .then(|| chosen_defence(world, (attacker, target), melee, &turned, cover_dodge));
    let (damage, damage_terms, reduction) = damage_of(world, s, pair, violence);
    let (blindaje, shield_blindaje) = if helpless {
        (0, 0)
    } else {
        let all = blindaje_against(world, target, false);
        (all, all - blindaje_against(world, target, true))
    };
    Plan {
        misses: (!melee && super::magic::is_invisible(world, target))
            .then(|| phrase!("why-ranged-cannot-find-invisible")),
        mode: s.mode,
        spends: terms.spends,
        attack: terms.attack,
        attack_edge,
        attacker_rolls,
        defence,
        sure,
        helpless,
        melee,
        damage,
        damage_terms,
        reduction,
        penetration: t.penetration,
        blindaje,
        shield_blindaje,
    }
}

/// What a strike's attack roll adds up so far: its terms, the sources of advantage and of
/// disadvantage, and the conditions it spends.
struct AttackTerms {
    attack: Modifiers,
    advantages: u32,
    disadvantages: u32,
    spends: Vec<(Entity, Condition)>,
}

/// The attacker's side of the roll: the attribute, the manner of attack, help, aim, a hold on
/// another, the level gap, two light weapons, a counter, violence and a shot's range.
fn attack_terms(
    world: &World,
    s: &Strike,
    attribute: Attribute,
    light_pair: bool,
    violence: i32,
) -> AttackTerms {
    let (attacker, target) = (s.attacker, s.target);
    let melee = s.weapon.is_melee();
    let attributes = world
        .get::<OsrStats>(attacker)
        .map(|s| s.attributes)
        .unwrap_or_default();
    let mut attack = Modifiers::with_capacity(5);
    attack.add(attribute.name(), attributes.get(attribute));
    attack.0.extend(s.situational.0.iter().cloned());
    let (mut advantages, mut disadvantages) = (0, 0);
    let mut spends = Vec::new();
    let has = |e: Entity, c| {
        world
            .get::<Conditions>(e)
            .is_some_and(|cs| cs.0.contains(&c))
    };
    match s.mode {
        StrikeMode::Manner(AttackManner::Defensive) => {
            attack.add("fighting defensively", -2);
        }
        StrikeMode::Manner(AttackManner::Disarm) => {
            attack.add("disarm", -2);
        }
        StrikeMode::Manner(AttackManner::Quick) => disadvantages += 1,
        _ => {}
    }
    if has(attacker, Condition::Helped) {
        advantages += 1;
        spends.push((attacker, Condition::Helped));
    }
    let track = world.get::<OsrTrack>(attacker);
    let target_name = crate::combat::reads::unit_id(world, target);
    if !melee
        && track
            .and_then(|t| t.aim.as_ref())
            .is_some_and(|(at, turns)| *at == target_name && *turns >= 1)
    {
        advantages += 1;
        spends.push((attacker, Condition::Aiming));
    }
    if track
        .and_then(|t| t.grappling.as_ref())
        .is_some_and(|held| *held != target_name)
    {
        attack.add("grappling another", -2);
    }
    let level = |e| world.get::<OsrStats>(e).map_or(0, |s| s.level);
    if is_pc(world, attacker) && !is_pc(world, target) {
        attack.add("level", level_penalty(level(attacker), level(target)));
    }
    if light_pair {
        attack.add("two light weapons", 1);
    }
    let target_id = crate::combat::reads::unit_id(world, target);
    if world
        .get::<OsrTrack>(attacker)
        .and_then(|t| t.counter.as_ref())
        .is_some_and(|(o, armed)| *armed && *o == target_id)
    {
        attack.add("counter", 2);
    }
    attack.add("violence", violence);
    let distance = match (
        world.get::<Position>(attacker),
        world.get::<Position>(target),
    ) {
        (Some(a), Some(b)) => crate::combat::board::shape(world).distance(a.0, b.0),
        _ => 1,
    };
    let far_or_close = !melee && (distance >= LONG_RANGE || distance <= 1);
    disadvantages += u32::from(far_or_close);
    AttackTerms {
        attack,
        advantages,
        disadvantages,
        spends,
    }
}

/// Cover counts once: on the attack when the attacker rolls, else on the dodge (the bonus and
/// the edge it gives a dodge, returned).
fn cover_terms(cover: Option<Cover>, attacker_rolls: bool, terms: &mut AttackTerms) -> (i32, u32) {
    match cover {
        Some(Cover::Partial) if attacker_rolls => {
            terms.attack.add("cover", -2);
            (0, 0)
        }
        Some(Cover::Large) if attacker_rolls => {
            terms.disadvantages += 1;
            (0, 0)
        }
        Some(Cover::Partial) => (2, 0),
        Some(Cover::Large) => (0, 1),
        None => (0, 0),
    }
}

/// When the defender does not roll, its guard turned round onto the attacker's roll, and who
/// cannot see whom: an unseen attacker catches its target off guard, an unseen target is struck
/// blind. The help the defender had is spent either way.
fn guard_terms(
    world: &World,
    (attacker, target): (Entity, Entity),
    defender_rolls: bool,
    terms: &mut AttackTerms,
) {
    let guard = guard_of(world, target);
    if !defender_rolls {
        let (unseen_attacker, unseen_target) = unseen(world, attacker, target);
        terms.advantages += guard.disadvantages + u32::from(unseen_attacker);
        terms.disadvantages += guard.advantages + u32::from(unseen_target);
        terms.attack.add("target's guard", -guard.bonus);
    }
    if guard.helped {
        terms.spends.push((target, Condition::Helped));
    }
}

/// The avoid roll a PC target makes against a strike: the one its defence policy names, or
/// with `Auto` the likelier of the two (`cover_dodge`: the bonus and the edge cover gives a
/// dodge when the attacker does not roll).
fn chosen_defence(
    world: &World,
    (attacker, target): (Entity, Entity),
    melee: bool,
    turned: &Turned,
    (cover_dodge_bonus, cover_dodge_edge): (i32, u32),
) -> (Reaction, Modifiers, Edge) {
    let policy = world
        .get::<DefencePolicy>(target)
        .copied()
        .unwrap_or_default();
    let block = avoid_terms(world, target, attacker, Reaction::Block, !melee, turned);
    let mut dodge = avoid_terms(world, target, attacker, Reaction::Dodge, !melee, turned);
    if cover_dodge_bonus != 0 || cover_dodge_edge != 0 {
        dodge.0.add("cover", cover_dodge_bonus);
        dodge.1 = match dodge.1 {
            Edge::Disadvantage if cover_dodge_edge > 0 => Edge::Normal,
            Edge::Normal if cover_dodge_edge > 0 => Edge::Advantage,
            edge => edge,
        };
    }
    match policy {
        DefencePolicy::Block => (Reaction::Block, block.0, block.1),
        DefencePolicy::Dodge => (Reaction::Dodge, dodge.0, dodge.1),
        // Ties go to the block: a failed dodge loses the shield's Blindaje.
        DefencePolicy::Auto => {
            if avoid_chance(&dodge.0, dodge.1) > avoid_chance(&block.0, block.1) {
                (Reaction::Dodge, dodge.0, dodge.1)
            } else {
                (Reaction::Block, block.0, block.1)
            }
        }
    }
}

/// A strike's damage dice, its terms, and the reduction a critical against the attacker left
/// on the target (`pair`: two light weapons' dice, the lower kept).
fn damage_of(
    world: &World,
    s: &Strike,
    pair: Option<(DiceExpr, DiceExpr)>,
    violence: i32,
) -> (DiceExpr, Modifiers, i32) {
    let (attacker, target, weapon) = (s.attacker, s.target, s.weapon);
    let stats = world.get::<OsrStats>(attacker);
    let attacker_pc = is_pc(world, attacker);
    let equipment = world.get::<Equipment>(attacker);
    let mut damage = if crate::combat::attack::is_bare_hands(weapon) {
        // Seed 002, bare hands: the unarmed table by Strength.
        stats.map_or(weapon.damage, |s| s.unarmed)
    } else {
        weapon.damage
    };
    if let Some((a, b)) = pair {
        damage = lower_die(a, b);
    }
    let mut damage_terms = Modifiers::with_capacity(4);
    damage_terms.add("Potencia", stats.map_or(0, |s| s.potencia));
    if s.mode == StrikeMode::Manner(AttackManner::Quick) {
        damage_terms.add("quick attack", -1);
    }
    let both_hands = attacker_pc
        && weapon.is_melee()
        && weapon.grip == Grip::OneHanded
        && !weapon.natural
        && equipment
            .is_some_and(|e| e.shield.is_none() && e.usable().filter(|w| !w.natural).count() == 1);
    if both_hands {
        damage_terms.add("both hands", 1);
    }
    damage_terms.add("violence", violence);
    let attacker_id = crate::combat::reads::unit_id(world, attacker);
    let reduction = world
        .get::<OsrTrack>(target)
        .map_or(0, |t| t.reduction_from(&attacker_id));
    damage_terms.add("reduction", -reduction);
    (damage, damage_terms, reduction)
}

/// What `unit`'s natural 20 takes: its standing choice, or with `Auto` the maximum when that
/// (`maximum_dealt`, after armour) brings the target to 0, else double.
pub(crate) fn critical_choice(
    world: &World,
    unit: Entity,
    maximum_dealt: i32,
    target_hp: i32,
) -> CriticalChoice {
    match world.get::<CriticalPolicy>(unit).copied() {
        Some(CriticalPolicy::Double) => CriticalChoice::Double,
        Some(CriticalPolicy::Maximum) => CriticalChoice::Maximum,
        _ => critical_by_policy(maximum_dealt, target_hp),
    }
}

/// Rolls a test with `terms` (the attribute's value first) and `edge`.
pub(crate) fn roll_test(
    res: &mut Resolver,
    terms: Modifiers,
    edge: Edge,
) -> Result<Box<Roll>, EngineError> {
    let (faces, kept) = super::fight::roll_d20s(res, edge)?;
    let total_terms = terms.total();
    let success = attribute_test(kept, total_terms, 0);
    let special = match kept {
        20 => Some(Special::Critical),
        1 => Some(Special::Fumble),
        _ => None,
    };
    Ok(Box::new(Roll {
        dice: edge.dice_text(),
        faces,
        kept,
        modifiers: terms,
        total: kept as i32 + total_terms,
        target: super::rules::ATTRIBUTE_TARGET,
        needs: crate::rulesets::roll::Needs::AtLeast,
        success,
        special,
    }))
}

/// Rolls a usage die of `unit`'s `item` (a weapon, its armour or its shield) if it wears.
fn roll_usage(
    res: &mut Resolver,
    unit: Entity,
    item: &str,
    die: Option<u32>,
) -> Result<(), EngineError> {
    let Some(die) = die.filter(|&d| d > 0) else {
        return Ok(());
    };
    let roll = res
        .world
        .resource_mut::<crate::combat::components::Dice>()
        .0
        .roll(die)?;
    res.emit(CombatEvent::Usage {
        unit: res.id(unit),
        item: item.into(),
        die,
        roll,
        now: super::rules::usage_after(die, roll),
    });
    Ok(())
}

/// The usage die the unit's weapon `id` has now.
fn weapon_usage(world: &World, unit: Entity, id: &str) -> Option<u32> {
    world
        .get::<Equipment>(unit)?
        .weapons
        .iter()
        .find(|w| w.id == id)?
        .osr?
        .usage
}

pub fn strike(res: &mut Resolver, s: &Strike) -> Result<(), EngineError> {
    // A human shield takes the blow meant for the one it guards.
    if let Some(shield) = super::manoeuvres::shield_for(res.world, s.target)
        && shield != s.attacker
    {
        res.emit(CombatEvent::Manoeuvre {
            unit: res.id(shield),
            what: "takes the blow for".into(),
            target: Some(res.id(s.target)),
        });
        return strike_on(
            res,
            &Strike {
                target: shield,
                ..*s
            },
        );
    }
    strike_on(res, s)
}

/// The strike on its target, with no redirection.
fn strike_on(res: &mut Resolver, s: &Strike) -> Result<(), EngineError> {
    let (attacker, target, weapon) = (s.attacker, s.target, s.weapon);
    let p = plan(res.world, s);
    let (attacker_id, target_id) = (res.id(attacker), res.id(target));
    // Attacking ends the attacker's invisibility.
    super::magic::reveal(res, attacker);
    if let Some(why) = p.misses {
        res.emit(CombatEvent::Strike {
            attacker: attacker_id,
            target: target_id,
            weapon: weapon.name.clone(),
            roll: None,
            auto: Some(why),
            lands: false,
        });
        return Ok(());
    }

    let attack_roll = if p.sure.is_some() || !p.attacker_rolls {
        None
    } else {
        Some(roll_test(res, p.attack.clone(), p.attack_edge)?)
    };
    let lands = attack_roll.as_ref().is_none_or(|r| r.success);
    let natural = attack_roll.as_ref().map(|r| r.kept);
    // Help and aim are spent on this roll, whatever it shows.
    for &(unit, condition) in &p.spends {
        res.emit(CombatEvent::Condition {
            unit: res.id(unit),
            condition,
            active: false,
        });
    }
    res.emit(CombatEvent::Strike {
        attacker: attacker_id.clone(),
        target: target_id.clone(),
        weapon: weapon.name.clone(),
        roll: attack_roll,
        auto: p.sure.clone(),
        lands,
    });
    if natural == Some(1) {
        res.emit(CombatEvent::Critical {
            unit: attacker_id.clone(),
            against: target_id,
            effect: "fumble".into(),
            amount: None,
        });
        // A fumbled disarm disarms the attacker.
        if p.mode == StrikeMode::Manner(AttackManner::Disarm) {
            let (_, squares) = res.roll(DiceExpr::new(1, 2, 0))?;
            return super::manoeuvres::knock_weapon_away(res, attacker, squares as u32);
        }
        let usage = weapon_usage(res.world, attacker, &weapon.id);
        return roll_usage(res, attacker, &weapon.id, usage);
    }
    if !lands {
        return Ok(());
    }

    let (defender_fumbled, shield_lost) = match avoid(res, s, &p, (&attacker_id, &target_id))? {
        Avoid::Hit {
            fumbled,
            shield_lost,
        } => (fumbled, shield_lost),
        Avoid::Missed => return Ok(()),
        Avoid::AttackerFumbled => {
            let usage = weapon_usage(res.world, attacker, &weapon.id);
            return roll_usage(res, attacker, &weapon.id, usage);
        }
    };

    match p.mode {
        StrikeMode::Grapple => {
            super::manoeuvres::grapple_lands(res, attacker, target);
            return Ok(());
        }

        StrikeMode::Manner(AttackManner::Disarm) => {
            let far = if natural == Some(20) {
                DiceExpr::new(1, 4, 2)
            } else {
                DiceExpr::new(1, 2, 0)
            };
            let (_, squares) = res.roll(far)?;
            return super::manoeuvres::knock_weapon_away(res, target, squares as u32);
        }
        _ => {}
    }

    deal_blow(
        res,
        s,
        p,
        natural,
        (defender_fumbled, shield_lost),
        (attacker_id, target_id),
    )
}

/// What the defender's avoid roll left of a strike that landed.
enum Avoid {
    /// It got through (`fumbled`: a natural 1 doubles the damage after Blindaje; a dodge
    /// leaves the shield's Blindaje out).
    Hit {
        fumbled: bool,
        shield_lost: i32,
    },
    Missed,
    /// A natural 20 to avoid: the attacker fumbled, and the PC took its benefit.
    AttackerFumbled,
}

/// The PC target's avoid roll, when it makes one.
fn avoid(
    res: &mut Resolver,
    s: &Strike,
    p: &Plan,
    (attacker_id, target_id): (&str, &str),
) -> Result<Avoid, EngineError> {
    let Some((reaction, terms, edge)) = p.defence.clone() else {
        return Ok(Avoid::Hit {
            fumbled: false,
            shield_lost: 0,
        });
    };
    let roll = roll_test(res, terms, edge)?;
    let avoided = roll.success;
    let kept = roll.kept;
    res.emit(CombatEvent::Reaction {
        defender: target_id.to_string(),
        attacker: attacker_id.to_string(),
        kind: reaction,
        roll,
        avoided,
    });
    if kept == 20 {
        defender_takes_fumble(res, s, p.melee, (attacker_id, target_id))?;
        return Ok(Avoid::AttackerFumbled);
    }
    if avoided {
        return Ok(Avoid::Missed);
    }
    let shield_lost = if reaction == Reaction::Dodge {
        p.shield_blindaje
    } else {
        0
    };
    Ok(Avoid::Hit {
        fumbled: kept == 1,
        shield_lost,
    })
}

/// A natural 20 to avoid: the attacker fumbles, and the PC takes a counter (in melee, as its
/// critical policy says) or a reduction of the attacker's next damage.
fn defender_takes_fumble(
    res: &mut Resolver,
    s: &Strike,
    melee: bool,
    (attacker_id, target_id): (&str, &str),
) -> Result<(), EngineError> {
    res.emit(CombatEvent::Critical {
        unit: attacker_id.to_string(),
        against: target_id.to_string(),
        effect: "fumble".into(),
        amount: None,
    });
    let has_reduction = res
        .world
        .get::<OsrTrack>(s.target)
        .is_some_and(|t| t.reduction_from(attacker_id) > 0);
    let policy = res
        .world
        .get::<CriticalPolicy>(s.target)
        .copied()
        .unwrap_or_default();
    let counter = melee
        && match policy {
            CriticalPolicy::Auto => has_reduction,
            CriticalPolicy::Double => true,
            CriticalPolicy::Maximum => false,
        };
    let (effect, amount) = if counter {
        ("counter", 2)
    } else {
        let (_, n) = res.roll(DiceExpr::new(1, 4, 0))?;
        ("reduction", n)
    };
    res.emit(CombatEvent::Critical {
        unit: target_id.to_string(),
        against: attacker_id.to_string(),
        effect: effect.into(),
        amount: Some(amount),
    });
    Ok(())
}

/// The damage of a strike that got through: a natural 20's critical, the dice, Blindaje (less
/// a dodging shield's), a knock-out's or a tackle's own end, and the usage a defender's fumble
/// costs its gear.
fn deal_blow(
    res: &mut Resolver,
    s: &Strike,
    p: Plan,
    natural: Option<u32>,
    (defender_fumbled, shield_lost): (bool, i32),
    (attacker_id, target_id): (String, String),
) -> Result<(), EngineError> {
    let (attacker, target, weapon) = (s.attacker, s.target, s.weapon);
    let hp = res.world.get::<Health>(target).map_or(0, |h| h.hp);
    let blindaje = p.blindaje - shield_lost;
    let maximum = p.damage.count as i32 * p.damage.sides as i32 + p.damage.bonus;
    let critical = if natural == Some(20) {
        let (at_most, _) = damage_dealt(maximum, &p, 1, blindaje, false);
        let choice = critical_choice(res.world, attacker, at_most, hp);
        res.emit(CombatEvent::Critical {
            unit: attacker_id,
            against: target_id.clone(),
            effect: match choice {
                CriticalChoice::Double => "double",
                CriticalChoice::Maximum => "maximum",
            }
            .into(),
            amount: None,
        });
        Some(choice)
    } else {
        None
    };
    let (faces, dice_total) = if p.helpless || critical == Some(CriticalChoice::Maximum) {
        (Vec::new(), maximum)
    } else {
        res.roll(p.damage)?
    };
    let multiplier = 1 + u32::from(critical == Some(CriticalChoice::Double));
    let (dealt, reduced) = damage_dealt(
        dice_total,
        &p,
        multiplier as i32,
        blindaje,
        defender_fumbled,
    );
    let dice = (p.damage.count > 0).then(|| {
        if faces.is_empty() {
            format!("{} (maximum)", p.damage)
        } else {
            p.damage.to_string()
        }
    });
    let event = CombatEvent::Damage {
        target: target_id.clone(),
        amount: dealt,
        hp: 0,
        source: weapon.name.clone(),
        dice,
        faces,
        modifiers: p.damage_terms,
        multiplier,
        reduced,
        doubled: false,
        doubled_after_armour: defender_fumbled,
        incorporeal: None,
        wounds: false,
    };
    if p.mode == StrikeMode::Manner(AttackManner::KnockOut) {
        // A blow meant to stun: 0 Salud leaves the target unconscious.
        let Some(before) = res.world.get::<Health>(target).copied() else {
            return Ok(());
        };
        let hp = before.hp.saturating_sub(dealt);
        let mut event = event;
        if let CombatEvent::Damage { hp: slot, .. } = &mut event {
            *slot = hp;
        }
        res.emit(event);
        super::fight::settle(res, target, before, dealt, false);
    } else {
        deal_damage(res, target, dealt, event);
    }
    if p.mode == StrikeMode::Tackle {
        super::manoeuvres::push_back(res, attacker, target);
    }
    if defender_fumbled {
        let gear = res
            .world
            .get::<OsrGear>(target)
            .cloned()
            .unwrap_or_default();
        for worn in [gear.armour, gear.shield].into_iter().flatten() {
            roll_usage(res, target, &worn.id, Some(worn.usage))?;
        }
    }
    Ok(())
}

/// The average of `f(face total)` over the damage die.
fn average(damage: DiceExpr, f: impl Fn(i32) -> i32) -> f64 {
    damage
        .shared_distribution()
        .iter()
        .map(|&(v, p)| f64::from(f(v)) * p)
        .sum()
}

pub fn outlook(world: &World, s: &Strike) -> Outlook {
    let p = plan(world, s);
    if let Some(why) = p.misses {
        return Outlook {
            hit_chance: 0.0,
            critical_chance: 0.0,
            expected_damage: 0.0,
            lines: vec![why],
            verb: "to hit",
        };
    }
    let maximum = p.damage.count as i32 * p.damage.sides as i32 + p.damage.bonus;
    if p.helpless {
        let (dealt, _) = damage_dealt(maximum, &p, 1, 0, false);
        return Outlook {
            hit_chance: 1.0,
            critical_chance: 0.0,
            expected_damage: f64::from(dealt),
            lines: vec![phrase!("outlook-osr-helpless")],
            verb: "to hit",
        };
    }
    let mut lines = Vec::new();
    let (attack_chance, critical) = if let Some(why) = &p.sure {
        lines.push(phrase!("outlook-osr-no-roll", why = why.clone()));
        (1.0, 0.0)
    } else if p.attacker_rolls {
        let one = attribute_chance(p.attack.total(), 0);
        let crit = p.attack_edge.chance(0.05);
        let needs = (super::rules::ATTRIBUTE_TARGET - p.attack.total()).clamp(2, 20);
        lines.push(phrase!(
            "outlook-osr-hits-on",
            needs = needs,
            dice = crate::i18n::as_term(p.attack_edge.dice_text())
        ));
        (p.attack_edge.chance(one), crit)
    } else {
        (1.0, 0.0)
    };
    let (avoid, fumble, blindaje) = match &p.defence {
        Some((reaction, terms, edge)) => {
            let chance = avoid_chance(terms, *edge);
            let needs = (super::rules::ATTRIBUTE_TARGET - terms.total()).clamp(2, 20);
            lines.push(phrase!(
                "outlook-osr-they-avoid",
                kind = reaction.name(),
                needs = needs
            ));
            // A natural 1 always fails, and doubles the damage.
            let fumble = 1.0 - edge.chance(0.95);
            let shield = if *reaction == Reaction::Dodge {
                p.shield_blindaje
            } else {
                0
            };
            (chance, fumble, p.blindaje - shield)
        }
        None => (0.0, 0.0, p.blindaje),
    };
    let hit = attack_chance * (1.0 - avoid);
    let through = |times: i32| average(p.damage, |v| damage_dealt(v, &p, times, blindaje, false).0);
    let (single, double) = (through(1), through(2));
    let plain = attack_chance - critical;
    let fail_plain = (1.0 - avoid) - fumble;
    // A natural 1 to avoid doubles what gets through.
    let expected = (plain * single + critical * double) * (fail_plain + 2.0 * fumble);
    Outlook {
        hit_chance: hit,
        critical_chance: critical * (1.0 - avoid),
        expected_damage: expected.max(0.0),
        lines,
        verb: if p.defence.is_some() {
            "lands"
        } else {
            "to hit"
        },
    }
}
