//! Attacks (seed 000, "Ataque cuerpo a cuerpo", "Ataque de rango", "Tiro de ataque", "Daño",
//! "Ataques de oportunidad", "Incapacitado").
//!
//! - A melee attack reaches every square the attacker threatens (its size's reach); a ranged attack
//!   reaches as far as the ruleset lets the weapon shoot (Core: ten range increments, five for a
//!   thrown weapon, at −2 for each full increment past the first). Both need a line to the target
//!   that no wall blocks.
//! - A ranged attack made from a threatened square provokes; the attacks of opportunity are
//!   resolved first, and an attacker that drops never shoots (the action is still spent).
//! - A flat-footed target (unaware, not yet acted, dying or stable) is attacked against its
//!   flat-footed Defense.
//! - A disabled unit (0 HP) that takes a standard action loses 1 HP when the action is over, and so
//!   becomes dying.

use super::board::BoardSnapshot;
use super::components::*;
use super::events::CombatEvent;
use super::reads::{entity_of, health_state, unit_id};
use super::rejection::Rejection;
use super::resolver::{EngineError, Resolver};
use super::terms::{Combatant, damage_terms};
use crate::level::schema::{Weapon, WeaponKind};
use crate::phrase;
use crate::rules::condition_table::{Target, broken_term};
use crate::rules::damage::{StrengthUse, resolve_damage};
use crate::rules::economy::ActionKind;
use crate::rules::grid::Pos;
use crate::rules::modifiers::Modifiers;
use crate::rulesets::{Strike, StrikeMode};
use bevy::prelude::*;

pub use crate::level::schema::BARE_HANDS;

/// Whether `weapon` is bare hands, not a natural weapon such as a claw or a bite.
pub fn is_bare_hands(weapon: &Weapon) -> bool {
    weapon.id == BARE_HANDS
}

/// An unarmed strike (seed 000, "Ataque desarmado"): a melee attack that provokes nothing, 1d3
/// bludgeoning plus Str (the d20 figure the seed leaves implicit). Everyone has it; it does not
/// make a creature threaten squares.
pub fn unarmed_strike() -> Weapon {
    Weapon {
        types: vec![crate::rules::damage::DamageType::Bludgeoning],
        material: crate::rules::damage::Material::Bone,
        natural: true,
        ..Weapon::plain(
            BARE_HANDS,
            "Unarmed strike",
            crate::rules::dice::DiceExpr::new(1, 3, 0),
            crate::level::schema::Grip::Light,
            WeaponKind::Melee,
        )
    }
}

/// The weapon a shield is when it bashes (seed 000: the shield's description says what weapon it
/// is): `shield` by id, bludgeoning, of the shield's `bash_grip` (else light for a light shield,
/// one-handed for a heavier one), of the shield's material.
pub fn shield_bash_weapon(shield: &crate::level::schema::Shield) -> Option<Weapon> {
    let damage = shield.bash?;
    let grip = shield.bash_grip.map_or(
        if shield.bonus <= 1 {
            crate::level::schema::Grip::Light
        } else {
            crate::level::schema::Grip::OneHanded
        },
        Into::into,
    );
    let name = format!("{} bash", shield.name);
    Some(Weapon {
        types: vec![crate::rules::damage::DamageType::Bludgeoning],
        material: shield.material,
        ..Weapon::plain("shield", &name, damage, grip, WeaponKind::Melee)
    })
}

/// A checked attack: against whom, with which weapon (the attacker's own, borrowed from the
/// world, until the attack is carried out).
#[derive(Clone, Debug)]
pub struct AttackPlan<'w> {
    pub target: Entity,
    pub weapon: std::borrow::Cow<'w, Weapon>,
}

impl AttackPlan<'_> {
    /// The plan with its own copy of the weapon, to carry out while the world changes.
    pub fn into_owned(self) -> AttackPlan<'static> {
        AttackPlan {
            target: self.target,
            weapon: std::borrow::Cow::Owned(self.weapon.into_owned()),
        }
    }
}

/// Checks an attack command without changing anything.
pub fn check_attack_command<'w>(
    world: &'w World,
    attacker: Entity,
    target_id: &str,
    weapon_id: Option<&str>,
) -> Result<AttackPlan<'w>, Rejection> {
    super::reads::afford(world, ActionKind::Attack)?;
    let target =
        entity_of(world, target_id).ok_or_else(|| Rejection::UnknownUnit(target_id.into()))?;
    attack_checks(world, attacker, target, target_id, weapon_id)
}

/// [`check_attack_command`] for a target already found (`target_id` is its id, for refusals):
/// the AI asks this of every foe in reach, by entity.
pub fn check_attack_on<'w>(
    world: &'w World,
    attacker: Entity,
    target: Entity,
    target_id: &str,
    weapon_id: Option<&str>,
) -> Result<AttackPlan<'w>, Rejection> {
    super::reads::afford(world, ActionKind::Attack)?;
    attack_checks(world, attacker, target, target_id, weapon_id)
}

/// The checks after the action and the target: see [`check_attack_command`].
pub(crate) fn attack_checks<'w>(
    world: &'w World,
    attacker: Entity,
    target: Entity,
    target_id: &str,
    weapon_id: Option<&str>,
) -> Result<AttackPlan<'w>, Rejection> {
    let from = world
        .get::<Position>(attacker)
        .map(|p| p.0)
        .unwrap_or_default();
    attack_checks_from(world, (attacker, from), target, target_id, weapon_id)
}

/// [`attack_checks`] as if the attacker stood on `from` (a rider shooting halfway through its
/// mount's move, seed 001).
pub(crate) fn attack_checks_from<'w>(
    world: &'w World,
    (attacker, from): (Entity, Pos),
    target: Entity,
    target_id: &str,
    weapon_id: Option<&str>,
) -> Result<AttackPlan<'w>, Rejection> {
    // Only a refusal names the unit: no copy of its id on the way to a yes.
    let id = || unit_id(world, attacker);
    if target == attacker {
        return Err(Rejection::SelfTarget(id()));
    }
    super::reads::check_target_standing(world, target, target_id)?;
    // A confused creature tells no friend from foe (seed 001, "Confuso").
    if world.get::<Side>(target) == world.get::<Side>(attacker)
        && !super::reads::conditions_of(world, attacker)
            .has(crate::rules::condition_table::Flag::ActsAtRandom)
    {
        return Err(Rejection::Ally(target_id.into()));
    }
    let to = world
        .get::<Position>(target)
        .map(|p| p.0)
        .unwrap_or_default();
    let board = super::board::shape(world);
    let distance = board.distance(from, to);
    let ruleset = crate::rulesets::of(world);
    let reach = world
        .get::<CreatureSize>(attacker)
        .map_or(1, |s| s.0.reach());
    static NO_EQUIPMENT: Equipment = Equipment {
        weapons: Vec::new(),
        armor: None,
        shield: None,
        wielded: Vec::new(),
        unloaded: Vec::new(),
        items: Vec::new(),
        ammunition: std::collections::BTreeMap::new(),
        slung_shield: None,
    };
    let equipment = world.get::<Equipment>(attacker).unwrap_or(&NO_EQUIPMENT);
    let fits = |w: &Weapon| -> Result<(), u32> {
        let max = if w.is_melee() {
            reach
        } else {
            ruleset.farthest_shot(world, attacker, w)
        };
        if distance <= max { Ok(()) } else { Err(max) }
    };
    // Seed 001, "Apresado": nothing two-handed (asked only of a two-handed weapon).
    let hands_free = |w: &Weapon| {
        w.grip != crate::level::schema::Grip::TwoHanded
            || !super::reads::in_a_grapple(world, attacker)
    };
    let weapon = match weapon_id {
        Some(wid) => {
            let unarmed = unarmed_strike();
            let bash = equipment.shield.as_ref().and_then(shield_bash_weapon);
            let w = equipment
                .weapons
                .iter()
                .chain(std::iter::once(&unarmed))
                .chain(bash.iter())
                .find(|w| w.id == wid)
                .ok_or_else(|| Rejection::NoSuchWeapon {
                    unit: id(),
                    weapon: wid.into(),
                })?;
            if w.id != BARE_HANDS && w.id != "shield" && !equipment.in_hand(w) {
                return Err(Rejection::NotInHand {
                    unit: id(),
                    weapon: w.name.clone(),
                });
            }
            if !hands_free(w) {
                return Err(Rejection::Cannot {
                    unit: id(),
                    why: crate::phrase!("why-nothing-two-handed"),
                });
            }
            fits(w).map_err(|max| Rejection::WeaponOutOfRange {
                target: target_id.into(),
                weapon: w.name.clone(),
                distance,
                reach: max,
                board,
            })?;
            std::borrow::Cow::Owned(w.clone())
        }
        None => equipment
            .usable()
            .filter(|w| w.is_melee())
            .chain(equipment.usable().filter(|w| !w.is_melee()))
            .find(|w| fits(w).is_ok() && equipment.has_missile(w) && hands_free(w))
            .map(std::borrow::Cow::Borrowed)
            // Nothing that reaches: fists and feet, if the target is close enough.
            .or_else(|| {
                let unarmed = unarmed_strike();
                fits(&unarmed)
                    .is_ok()
                    .then_some(std::borrow::Cow::Owned(unarmed))
            })
            .ok_or_else(|| Rejection::OutOfReach {
                unit: id(),
                target: target_id.into(),
                distance,
                // One it carries would: the refusal says to draw it.
                carried: equipment
                    .weapons
                    .iter()
                    .find(|w| !equipment.in_hand(w) && fits(w).is_ok() && equipment.has_missile(w))
                    .map(|w| w.name.clone()),
                board,
            })?,
    };
    if let Some(kind) = weapon
        .ammunition
        .as_ref()
        .filter(|_| !equipment.has_missile(&weapon))
    {
        return Err(Rejection::OutOfAmmunition {
            unit: id(),
            weapon: weapon.name.clone(),
            kind: kind.clone(),
        });
    }
    if weapon.reload.is_some() && equipment.unloaded.contains(&weapon.id) {
        return Err(Rejection::NotLoaded {
            unit: id(),
            weapon: weapon.name.clone(),
        });
    }
    if !weapon.is_melee()
        && !weapon.usable_prone
        && super::reads::is_prone(world, attacker)
        && crate::rulesets::of(world).prone_has_numbers(world)
    {
        return Err(Rejection::ProneRanged {
            unit: id(),
            weapon: weapon.name.clone(),
        });
    }
    let board = crate::combat::hot::resource::<Board>(world);
    if !board
        .shape
        .line_is_clear(from, to, |p| board.blocks_sight(p))
    {
        return Err(Rejection::NoLineOfSight {
            unit: id(),
            target: target_id.into(),
        });
    }
    Ok(AttackPlan { target, weapon })
}

/// The weapon a unit would use against `target` out of its turn (a readied attack): the one named,
/// or a melee weapon in reach, else a ranged one in range; with a clear line.
pub fn check_attack_weapon(
    world: &World,
    attacker: Entity,
    target: Entity,
    weapon_id: Option<&str>,
) -> Option<Weapon> {
    let from = world.get::<Position>(attacker).map(|p| p.0)?;
    let to = world.get::<Position>(target).map(|p| p.0)?;
    let distance = super::board::shape(world).distance(from, to);
    let ruleset = crate::rulesets::of(world);
    let reach = world
        .get::<CreatureSize>(attacker)
        .map_or(1, |s| s.0.reach());
    let equipment = world
        .get::<Equipment>(attacker)
        .cloned()
        .unwrap_or_default();
    let fits = |w: &&Weapon| {
        let max = if w.is_melee() {
            reach
        } else {
            ruleset.farthest_shot(world, attacker, w)
        };
        distance <= max
            && weapon_id.is_none_or(|id| w.id == id)
            && !equipment.unloaded.contains(&w.id)
    };
    let weapon = equipment
        .usable()
        .filter(|w| w.is_melee())
        .chain(equipment.usable().filter(|w| !w.is_melee()))
        .find(fits)
        .cloned()?;
    let board = crate::combat::hot::resource::<Board>(world);
    board
        .shape
        .line_is_clear(from, to, |p| board.blocks_sight(p))
        .then_some(weapon)
}

/// Checks and carries out an attack command.
pub fn perform(
    res: &mut Resolver,
    attacker: Entity,
    target: &str,
    weapon: Option<&str>,
) -> Result<Result<(), EngineError>, Rejection> {
    let plan = check_attack_command(res.world, attacker, target, weapon)?.into_owned();
    Ok(execute(res, attacker, &plan))
}

/// A standard-action attack: pays, lets threateners strike a shooter first and allies readied
/// against attacks strike the attacker first, and rolls.
pub fn execute(res: &mut Resolver, attacker: Entity, plan: &AttackPlan) -> Result<(), EngineError> {
    res.emit(CombatEvent::Action {
        unit: res.id(attacker),
        action: phrase!("action-attack", target = res.id(plan.target)),
        cost: super::reads::cost_of(res.world, ActionKind::Attack),
    });
    if !plan.weapon.is_melee() {
        if crate::rulesets::of(res.world).threat().acts_provoke() {
            provoke_from_square(res, attacker)?;
        }
        super::ready::before_shot(res, attacker)?;
    }
    super::ready::before_attack(res, attacker, plan.target)?;
    if !health_state(res.world, attacker).can_act() {
        return Ok(());
    }
    if plan.weapon.id == "shield" {
        res.emit(CombatEvent::Condition {
            unit: res.id(attacker),
            condition: Condition::ShieldBashed,
            active: true,
        });
    }
    resolve_attack(res, attacker, plan.target, &plan.weapon, StrikeMode::Normal)
}

/// Helpless, as a coup de grace needs and seed 001's "Indefenso" penalises: dying, stable,
/// unconscious or magically asleep (not dead).
pub fn is_helpless(world: &World, target: Entity) -> bool {
    Combatant::of(world, target).helpless()
}

/// Every enemy that threatens the unit's square and can still do so makes its attack of
/// opportunity, in initiative order, until the unit drops.
pub fn provoke_from_square(res: &mut Resolver, unit: Entity) -> Result<(), EngineError> {
    let at = res
        .world
        .get::<Position>(unit)
        .map(|p| p.0)
        .unwrap_or_default();
    let snap = BoardSnapshot::for_unit(res.world, unit);
    let provokers: Vec<Entity> = snap.threateners_of(at).map(|t| t.entity).collect();
    for enemy in provokers {
        if !health_state(res.world, unit).can_act() {
            break;
        }
        if super::board::can_make_aoo(res.world, enemy) {
            attack_of_opportunity(res, enemy, unit)?;
        }
    }
    Ok(())
}

/// Lets the unit's square provoke; whether the unit can still act after the attacks (seed 000:
/// they resolve first, so a unit they drop never finishes what it started).
pub fn survives_provoking(res: &mut Resolver, unit: Entity) -> Result<bool, EngineError> {
    provoke_from_square(res, unit)?;
    Ok(health_state(res.world, unit).can_act())
}

/// Lets the unit's square provoke, then reports `done` if the unit still stands to do it.
pub fn provoke_then(
    res: &mut Resolver,
    unit: Entity,
    done: CombatEvent,
) -> Result<(), EngineError> {
    let provokes = crate::rulesets::of(res.world).threat().acts_provoke();
    if !provokes || survives_provoking(res, unit)? {
        res.emit(done);
    }
    Ok(())
}

/// An attack of opportunity: a normal melee attack with the wielded melee weapon.
pub fn attack_of_opportunity(
    res: &mut Resolver,
    attacker: Entity,
    target: Entity,
) -> Result<(), EngineError> {
    let Some(weapon) = res
        .world
        .get::<Equipment>(attacker)
        .and_then(|e| e.melee_weapon().cloned())
    else {
        return Ok(());
    };
    res.emit(CombatEvent::Aoo {
        attacker: res.id(attacker),
        target: res.id(target),
    });
    resolve_attack(res, attacker, target, &weapon, StrikeMode::Opportunity)
}

/// What an attack is likely to do, for previews.
#[derive(Clone, Debug, PartialEq)]
pub struct Forecast {
    pub weapon: String,
    pub hit_chance: f64,
    pub critical_chance: f64,
    pub expected_damage: f64,
    /// The ruleset's lines beside the numbers.
    pub lines: Vec<crate::i18n::Phrase>,
    /// "to hit", or "lands" when the target rolls to avoid.
    pub verb: &'static str,
}

pub fn forecast(world: &World, attacker: Entity, target: Entity, weapon: &Weapon) -> Forecast {
    forecast_strike(
        world,
        &Strike::new(attacker, target, weapon, StrikeMode::Normal),
    )
}

/// The forecast of one strike, as the level's ruleset sees it.
pub fn forecast_strike(world: &World, strike: &Strike) -> Forecast {
    let outlook = crate::rulesets::of(world).outlook(world, strike);
    Forecast {
        weapon: strike.weapon.name.clone(),
        hit_chance: outlook.hit_chance,
        critical_chance: outlook.critical_chance,
        expected_damage: outlook.expected_damage,
        lines: outlook.lines,
        verb: outlook.verb,
    }
}

/// The two numbers of a forecast the AI weighs an attack by.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Odds {
    pub hit_chance: f64,
    pub expected_damage: f64,
}

/// A strike's odds alone, without naming the weapon for a reader.
pub fn odds_of(world: &World, strike: &Strike) -> Odds {
    crate::rulesets::of(world).odds(world, strike)
}

/// Rolls one attack and, on a hit, its damage, by the level's ruleset.
pub fn resolve_attack(
    res: &mut Resolver,
    attacker: Entity,
    target: Entity,
    weapon: &Weapon,
    mode: StrikeMode,
) -> Result<(), EngineError> {
    resolve_strike(res, &Strike::new(attacker, target, weapon, mode))
}

/// Rolls one strike by the level's ruleset.
pub fn resolve_strike(res: &mut Resolver, strike: &Strike) -> Result<(), EngineError> {
    crate::rulesets::of(res.world).strike(res, strike)
}

/// Rolls a hit's damage with `multiplier` (1, or the weapon's on a critical), applies reduction and
/// vulnerability, and deals it; what it dealt.
pub fn roll_damage(
    res: &mut Resolver,
    attacker: Entity,
    target: Entity,
    weapon: &Weapon,
    multiplier: u32,
    strength: Option<StrengthUse>,
) -> Result<i32, EngineError> {
    let (faces, dice_total) = res.roll(weapon.damage)?;
    let striker = Combatant::of(res.world, attacker);
    let (strength_term, source, resist) = damage_terms(
        &striker,
        &Combatant::of(res.world, target),
        weapon,
        strength,
    );
    let mut modifiers = Modifiers::new();
    modifiers.add("Str", strength_term);
    modifiers.add("broken", broken_term(weapon, Target::Damage));
    for (condition, value) in striker.condition_damage_terms() {
        modifiers.add(condition, value);
    }
    let flat = modifiers.total();
    let result = resolve_damage(dice_total + flat, multiplier, &source, resist);
    let dice_text = (weapon.damage.count > 0).then(|| weapon.damage.to_string());
    deal_damage(
        res,
        target,
        result.dealt,
        CombatEvent::Damage {
            target: res.id(target),
            amount: result.dealt,
            hp: 0,
            source: weapon.name.clone(),
            dice: dice_text,
            faces,
            modifiers,
            multiplier,
            reduced: result.reduced,
            doubled: result.doubled,
            doubled_after_armour: false,
            incorporeal: result.incorporeal,
            wounds: false,
        },
    );
    Ok(result.dealt)
}

/// Lowers a unit's hit points by `amount` and reports the new health state if it changed.
/// `event` is a `Damage` event whose `hp` is filled in here.
pub fn deal_damage(res: &mut Resolver, target: Entity, amount: i32, mut event: CombatEvent) {
    let Some(health) = res.world.get::<Health>(target).copied() else {
        return;
    };
    let hp = health.hp.saturating_sub(amount);
    if let CombatEvent::Damage {
        hp: slot, wounds, ..
    } = &mut event
    {
        *slot = hp;
        *wounds = crate::rulesets::of(res.world).counts_wounds();
    }
    res.emit(event);
    // Damage wakes a sleeper and breaks a fascination: the effect laying it ends.
    if amount > 0 {
        end_effects_with(
            res,
            target,
            crate::rules::condition_table::Flag::EndsWhenHurt,
        );
    }
    crate::rulesets::of(res.world).after_damage(res, target, health, amount);
}

/// Ends the effects on `unit` whose condition has `flag` (harm ends sleep, healing ends a bleed).
pub fn end_effects_with(
    res: &mut Resolver,
    unit: Entity,
    flag: crate::rules::condition_table::Flag,
) {
    let ended: Vec<(String, String)> = res
        .world
        .get::<SpellEffects>(unit)
        .map(|s| {
            s.with_flag(flag)
                .map(|a| (a.spell.clone(), a.caster.clone()))
                .collect()
        })
        .unwrap_or_default();
    for (spell, caster) in ended {
        res.emit(CombatEvent::EffectEnds {
            unit: res.id(unit),
            spell,
            caster,
        });
    }
}

/// The source of the hit point a dying unit loses on a failed save: not damage received, so it
/// never raises the save's DC (see `rules::health::dying_save_dc`).
pub const BLEEDING: &str = "bleeding";

/// Hit points lost to something other than a weapon (strain, bleeding): no dice, no reduction.
pub fn lose_hit_points(res: &mut Resolver, unit: Entity, amount: i32, source: &str) {
    lose_rolled_hit_points(res, unit, amount, source, None, Vec::new());
}

/// [`lose_hit_points`] by a roll of `dice`, which showed `faces` (a bleed's).
pub fn lose_rolled_hit_points(
    res: &mut Resolver,
    unit: Entity,
    amount: i32,
    source: &str,
    dice: Option<String>,
    faces: Vec<u32>,
) {
    let event = CombatEvent::Damage {
        target: res.id(unit),
        amount,
        hp: 0,
        source: source.into(),
        dice,
        faces,
        modifiers: Modifiers::new(),
        multiplier: 1,
        reduced: 0,
        doubled: false,
        doubled_after_armour: false,
        incorporeal: None,
        wounds: false,
    };
    deal_damage(res, unit, amount, event);
}

/// Applies what blows and their reports change: hit points and health, conditions, attacks of
/// opportunity and coups de grace under way, missiles spent; whether a board snapshot may see
/// it.
pub(super) fn apply_event(world: &mut World, event: &CombatEvent) -> bool {
    use CombatEvent as E;
    match event {
        E::Condition {
            unit,
            condition,
            active,
        } => {
            if let Some(e) = entity_of(world, unit)
                && let Some(mut c) = world.get_mut::<Conditions>(e)
            {
                if *active {
                    c.0.insert(*condition);
                } else {
                    c.0.remove(condition);
                    if matches!(condition, Condition::AidedAttack | Condition::AidedDefense) {
                        super::aid::forget(world, e, *condition);
                    }
                }
            }
        }
        E::Aoo { attacker, .. } => {
            if let Some(e) = entity_of(world, attacker)
                && let Some(mut r) = world.get_mut::<Reactions>(e)
            {
                r.aoo_used = true;
            }
        }
        E::Damage {
            target,
            hp,
            amount,
            source,
            ..
        } => damage_taken(world, target, *hp, (*amount, source.as_str())),
        E::HealthState { unit, state } => {
            if let Some(e) = entity_of(world, unit)
                && let Some(mut h) = world.get_mut::<Health>(e)
            {
                h.state = *state;
            }
        }
        E::Heal { unit, hp, .. } => {
            if let Some(e) = entity_of(world, unit)
                && let Some(mut h) = world.get_mut::<Health>(e)
            {
                h.hp = *hp;
            }
        }
        E::CoupDeGraceBegins { attacker, target } => {
            if let Some(e) = entity_of(world, attacker) {
                world.entity_mut(e).insert(CoupInProgress {
                    target: target.clone(),
                });
            }
        }
        E::CoupDeGrace {
            attacker, weapon, ..
        } => {
            if let Some(e) = entity_of(world, attacker) {
                world.entity_mut(e).remove::<CoupInProgress>();
            }
            // A coup de grace from a bow spends its arrow (seed 001).
            missile_spent(world, attacker, weapon);
        }
        E::CoupDeGraceLost { attacker, .. } => {
            if let Some(e) = entity_of(world, attacker) {
                world.entity_mut(e).remove::<CoupInProgress>();
            }
        }
        E::Attack {
            attacker, weapon, ..
        } => {
            missile_spent(world, attacker, weapon);
            // A report as well: what a board snapshot reads is unchanged (missiles threaten
            // nothing).
            return false;
        }
        _ => {}
    }
    true
}

/// A unit's hit points after damage, and the count of what it received (a blow on a unit that
/// could fight starts the count; more on a fallen one adds).
fn damage_taken(world: &mut World, target: &str, hp: i32, (amount, source): (i32, &str)) {
    if amount > 0 {
        let mut turn = world.resource_mut::<TurnState>();
        turn.last_harm_round = turn.round;
    }
    if let Some(e) = entity_of(world, target)
        && let Some(mut h) = world.get_mut::<Health>(e)
    {
        h.hp = hp;
        let fallen = !h.state.can_act();
        if amount > 0
            && source != BLEEDING
            && let Some(mut received) = world.get_mut::<DamageReceived>(e)
        {
            received.0 = if fallen {
                received.0.saturating_add(amount)
            } else {
                amount
            };
        }
    }
}

/// A shot spends one missile of its kind.
fn missile_spent(world: &mut World, attacker: &str, weapon: &str) {
    let Some(e) = entity_of(world, attacker) else {
        return;
    };
    let kind = world.get::<Equipment>(e).and_then(|eq| {
        eq.weapons
            .iter()
            .find(|w| w.name == weapon)
            .and_then(|w| w.ammunition.clone())
    });
    if let Some(kind) = kind
        && let Some(mut eq) = world.get_mut::<Equipment>(e)
        && let Some(left) = eq.ammunition.get_mut(&kind)
    {
        *left = left.saturating_sub(1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shield_bashes_as_the_weapon_its_data_names_else_by_its_bonus() {
        let shield = |bonus, bash_grip| crate::level::schema::Shield {
            id: "s".into(),
            name: "S".into(),
            bonus,
            arcane_failure: 0,
            bash: Some("1d4".parse().unwrap()),
            bash_grip,
            material: Default::default(),
            equip: Default::default(),
            broken: false,
            hardness: None,
            hp: None,
            wear: 0,
        };
        use crate::level::schema::{BashGrip, Grip};
        let grip = |s| shield_bash_weapon(&s).unwrap().grip;
        assert_eq!(grip(shield(2, Some(BashGrip::Light))), Grip::Light);
        assert_eq!(grip(shield(1, Some(BashGrip::OneHanded))), Grip::OneHanded);
        assert_eq!(grip(shield(1, None)), Grip::Light);
        assert_eq!(grip(shield(2, None)), Grip::OneHanded);
        let no_bash = crate::level::schema::Shield {
            bash: None,
            ..shield(1, None)
        };
        assert!(shield_bash_weapon(&no_bash).is_none());
    }

    #[test]
    fn a_shield_bashes_with_what_it_is_made_of() {
        use crate::rules::damage::Material;
        let data = crate::level::data::GameData::built_in().unwrap();
        let material = |id: &str| shield_bash_weapon(&data.shields[id]).unwrap().material;
        assert_eq!(material("light_shield"), Material::Wood);
        assert_eq!(material("heavy_shield"), Material::Steel);
    }
}
