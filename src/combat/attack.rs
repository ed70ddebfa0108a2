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
use crate::level::schema::{Weapon, WeaponKind};
use crate::phrase;
use crate::rules::attack::{
    AttackStyle, attack_bonus, check_attack, confirms_critical, critical_chance, hit_chance,
};
use crate::rules::conditions::{ConditionFlags, attack_term, defense_terms};
use crate::rules::damage::{
    DamageSource, StrengthUse, expected_damage, resolve_damage, strength_damage,
};
use crate::rules::defense::{DefenseKind, defense_total};
use crate::rules::economy::ActionKind;
use crate::rules::health::{HealthState, health_state as state_for};
use crate::rules::modifiers::Modifiers;
use crate::rulesets::{Outlook, Strike, StrikeMode};
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
        id: BARE_HANDS.into(),
        name: "Unarmed strike".into(),
        damage: crate::rules::dice::DiceExpr::new(1, 3, 0),
        threat: 20,
        multiplier: 2,
        grip: crate::level::schema::Grip::Light,
        kind: WeaponKind::Melee,
        range: None,
        types: vec![crate::rules::damage::DamageType::Bludgeoning],
        material: crate::rules::damage::Material::Bone,
        usable_prone: false,
        touch: false,
        natural: true,
        reload: None,
        ammunition: None,
        mounted_charge_double: false,
        spell_touch: false,
        osr: None,
    }
}

/// The weapon a shield is when it bashes (seed 000: the shield's description says what weapon it
/// is): `shield` by id, bludgeoning, of the shield's `bash_grip` (else light for a light shield,
/// one-handed for a heavier one), of the shield's material.
pub fn shield_bash_weapon(shield: &crate::level::schema::Shield) -> Option<Weapon> {
    let damage = shield.bash?;
    Some(Weapon {
        id: "shield".into(),
        name: format!("{} bash", shield.name),
        damage,
        threat: 20,
        multiplier: 2,
        grip: shield.bash_grip.map_or(
            if shield.bonus <= 1 {
                crate::level::schema::Grip::Light
            } else {
                crate::level::schema::Grip::OneHanded
            },
            Into::into,
        ),
        kind: WeaponKind::Melee,
        range: None,
        types: vec![crate::rules::damage::DamageType::Bludgeoning],
        material: shield.material,
        usable_prone: false,
        touch: false,
        natural: false,
        reload: None,
        ammunition: None,
        mounted_charge_double: false,
        spell_touch: false,
        osr: None,
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
    // Only a refusal names the unit: no copy of its id on the way to a yes.
    let id = || unit_id(world, attacker);
    if target == attacker {
        return Err(Rejection::SelfTarget(id()));
    }
    super::reads::check_target_standing(world, target, target_id)?;
    if world.get::<Side>(target) == world.get::<Side>(attacker) {
        return Err(Rejection::Ally(target_id.into()));
    }
    let from = world
        .get::<Position>(attacker)
        .map(|p| p.0)
        .unwrap_or_default();
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
            ruleset.farthest_shot(w)
        };
        if distance <= max { Ok(()) } else { Err(max) }
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
            .find(|w| fits(w).is_ok() && equipment.has_missile(w))
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
    if !weapon.is_melee() && !weapon.usable_prone && super::reads::is_prone(world, attacker) {
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
            ruleset.farthest_shot(w)
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
        provoke_from_square(res, attacker)?;
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

/// Coup de grace (seed 000, "Coup de grace"): a full-round action against a helpless target in
/// reach of a melee weapon. It provokes from every enemy threatening the attacker's square when
/// declared, then takes the round: it falls at the start of the attacker's next turn, as an
/// automatic critical (the weapon's multiplier on the whole roll), if the target is still helpless
/// and in reach and the attacker can still act; else it is lost, and the victim saved. Helpless,
/// until conditions such as paralysis exist, means dying, stable or asleep (seed 001, "Indefenso").
pub fn check_coup_de_grace(
    world: &World,
    attacker: Entity,
    target_id: &str,
) -> Result<(Entity, Weapon), Rejection> {
    super::reads::afford(world, ActionKind::CoupDeGrace)?;
    coup_de_grace_reaches(world, attacker, target_id)
}

/// Whether `attacker` can strike `target_id` with a coup de grace now: a helpless, living target in
/// reach of a melee weapon in hand. Checked when declared and again when it falls.
fn coup_de_grace_reaches(
    world: &World,
    attacker: Entity,
    target_id: &str,
) -> Result<(Entity, Weapon), Rejection> {
    // Only a refusal names the unit: no copy of its id on the way to a yes.
    let id = || unit_id(world, attacker);
    let target =
        entity_of(world, target_id).ok_or_else(|| Rejection::UnknownUnit(target_id.into()))?;
    match health_state(world, target) {
        HealthState::Dead => return Err(Rejection::TargetDead(target_id.into())),
        _ if !is_helpless(world, target) => {
            return Err(Rejection::NotHelpless(target_id.into()));
        }
        _ => {}
    }
    let weapon = world
        .get::<Equipment>(attacker)
        .and_then(|e| e.melee_weapon().cloned())
        .ok_or_else(|| Rejection::OutOfReach {
            unit: id(),
            target: target_id.into(),
            distance: 0,
            carried: None,
            board: super::board::shape(world),
        })?;
    let from = world
        .get::<Position>(attacker)
        .map(|p| p.0)
        .unwrap_or_default();
    let to = world
        .get::<Position>(target)
        .map(|p| p.0)
        .unwrap_or_default();
    let reach = world
        .get::<CreatureSize>(attacker)
        .map_or(1, |s| s.0.reach());
    let distance = super::board::shape(world).distance(from, to);
    if distance > reach {
        return Err(Rejection::WeaponOutOfRange {
            target: target_id.into(),
            weapon: weapon.name.clone(),
            distance,
            reach,
            board: super::board::shape(world),
        });
    }
    Ok((target, weapon))
}

/// The average damage of a coup de grace: the weapon's roll times its multiplier, after reduction.
pub fn coup_de_grace_damage(
    world: &World,
    attacker: Entity,
    target: Entity,
    weapon: &Weapon,
) -> f64 {
    let (strength_term, source, resist) = damage_terms(
        &Combatant::of(world, attacker),
        &Combatant::of(world, target),
        weapon,
        None,
    );
    expected_damage(
        weapon.damage,
        strength_term,
        weapon.multiplier,
        &source,
        resist,
        1.0,
        1.0,
    )
}

/// Checks and declares a coup de grace: it provokes now and falls at the start of the attacker's
/// next turn (see [`finish_coup_de_grace`]).
pub fn coup_de_grace(
    res: &mut Resolver,
    attacker: Entity,
    target_id: &str,
) -> Result<Result<(), EngineError>, Rejection> {
    let (target, _) = check_coup_de_grace(res.world, attacker, target_id)?;
    let id = unit_id(res.world, attacker);
    res.emit(CombatEvent::Action {
        unit: id,
        action: phrase!("action-coup-de-grace", target = target_id),
        cost: super::reads::cost_of(res.world, ActionKind::CoupDeGrace),
    });
    Ok((|| {
        provoke_from_square(res, attacker)?;
        if !health_state(res.world, attacker).can_act() {
            return Ok(());
        }
        res.emit(CombatEvent::CoupDeGraceBegins {
            attacker: res.id(attacker),
            target: res.id(target),
        });
        Ok(())
    })())
}

/// The coup de grace `attacker` declared on its last turn, as its next turn begins: it falls if the
/// target is still helpless, alive and in reach; else it is lost, saying why.
pub fn finish_coup_de_grace(res: &mut Resolver, attacker: Entity) -> Result<(), EngineError> {
    let Some(pending) = res.world.get::<CoupInProgress>(attacker).cloned() else {
        return Ok(());
    };
    match coup_de_grace_reaches(res.world, attacker, &pending.target) {
        Ok((target, weapon)) => {
            res.emit(CombatEvent::CoupDeGrace {
                attacker: res.id(attacker),
                target: pending.target,
                weapon: weapon.name.clone(),
            });
            roll_damage(res, attacker, target, &weapon, weapon.multiplier, None)?;
        }
        Err(why) => res.emit(CombatEvent::CoupDeGraceLost {
            attacker: res.id(attacker),
            target: pending.target,
            why: why.phrase(),
        }),
    }
    Ok(())
}

/// A declared coup de grace lapses when its attacker cannot take the turn it falls on.
pub fn lose_coup_de_grace(res: &mut Resolver, attacker: Entity, why: crate::i18n::Phrase) {
    if let Some(pending) = res.world.get::<CoupInProgress>(attacker).cloned() {
        res.emit(CombatEvent::CoupDeGraceLost {
            attacker: res.id(attacker),
            target: pending.target,
            why,
        });
    }
}

/// The first blow's plan and the two weapons `attacker` would strike `target_id` with: the first
/// two melee weapons in hand that are not two-handed, each allowed to attack.
pub fn check_two_weapon_attack(
    world: &World,
    attacker: Entity,
    target_id: &str,
) -> Result<(AttackPlan<'static>, Vec<Weapon>), Rejection> {
    let pair: Vec<Weapon> = world
        .get::<Equipment>(attacker)
        .map(|e| {
            e.usable()
                .filter(|w| w.is_melee() && w.grip != crate::level::schema::Grip::TwoHanded)
                .take(2)
                .cloned()
                .collect()
        })
        .unwrap_or_default();
    if pair.len() < 2 {
        return Err(Rejection::NeedsTwoWeapons(unit_id(world, attacker)));
    }
    let first = check_attack_command(world, attacker, target_id, Some(&pair[0].id))?.into_owned();
    check_attack_command(world, attacker, target_id, Some(&pair[1].id))?;
    Ok((first, pair))
}

/// Two weapons (seed 000, "Dos armas"): one standard action, one attack roll with each of the
/// first two melee weapons in hand that are not two-handed. Light + light or light +
/// one-handed attack normally; two one-handed weapons take −4 on each roll. Each adds half the
/// Strength bonus to its damage (a penalty stays whole).
pub fn two_weapon_attack(
    res: &mut Resolver,
    attacker: Entity,
    target_id: &str,
) -> Result<Result<(), EngineError>, Rejection> {
    let (first, pair) = check_two_weapon_attack(res.world, attacker, target_id)?;
    let both_one_handed = pair
        .iter()
        .all(|w| w.grip == crate::level::schema::Grip::OneHanded);
    res.emit(CombatEvent::Action {
        unit: res.id(attacker),
        action: phrase!("action-attack-two-weapons", target = target_id),
        cost: super::reads::cost_of(res.world, ActionKind::TwoWeaponAttack),
    });
    Ok((|| {
        super::ready::before_attack(res, attacker, first.target)?;
        let mut situational = Modifiers::new();
        situational.add(
            "two one-handed weapons",
            if both_one_handed { -4 } else { 0 },
        );
        for weapon in &pair {
            if !health_state(res.world, attacker).can_act()
                || health_state(res.world, first.target) == HealthState::Dead
            {
                break;
            }
            resolve_strike(
                res,
                &Strike {
                    situational: &situational,
                    strength: Some(StrengthUse::Half),
                    ..Strike::new(attacker, first.target, weapon, StrikeMode::Normal)
                },
            )?;
        }
        Ok(())
    })())
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
    if survives_provoking(res, unit)? {
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

/// The conditions of a unit that change attack and Defense numbers.
pub fn condition_flags(world: &World, e: Entity) -> ConditionFlags {
    Combatant::of(world, e).condition_flags()
}

/// What the attack rules read of one unit, fetched together: attack math runs for every
/// forecast the AI weighs, and reading each component by its type was most of its cost.
#[derive(Clone, Copy, Default)]
pub struct Combatant<'w> {
    pub abilities: Option<&'w Abilities>,
    pub equipment: Option<&'w Equipment>,
    pub base_attack: Option<&'w BaseAttack>,
    pub size: Option<&'w CreatureSize>,
    pub conditions: Option<&'w Conditions>,
    pub spells: Option<&'w SpellEffects>,
    pub health: Option<&'w Health>,
    pub defense: Option<&'w Defense>,
    pub resistances: Option<&'w DamageResistances>,
}

/// Every unit is spawned with all of these (see [`spawn_unit`](super::units::spawn_unit)), so
/// the query asks for them outright, which reads faster than asking whether each is there.
type CombatantReads = (
    &'static Abilities,
    &'static Equipment,
    &'static BaseAttack,
    &'static CreatureSize,
    &'static Conditions,
    &'static SpellEffects,
    &'static Health,
    &'static Defense,
    &'static DamageResistances,
);

thread_local! {
    static COMBATANT_READS: super::reads::KeptQuery<CombatantReads> =
        const { std::cell::RefCell::new(None) };
}

impl<'w> Combatant<'w> {
    /// `e`'s components, through the kept query when it has them all, else looked up one by
    /// one (a world that never registered them, or a unit made some other way).
    pub fn of(world: &'w World, e: Entity) -> Self {
        let by_query = super::reads::with_kept_query(&COMBATANT_READS, world, |query| {
            query.get_inner(e).ok().map(
                |(
                    abilities,
                    equipment,
                    base_attack,
                    size,
                    conditions,
                    spells,
                    health,
                    defense,
                    resistances,
                )| {
                    Combatant {
                        abilities: Some(abilities),
                        equipment: Some(equipment),
                        base_attack: Some(base_attack),
                        size: Some(size),
                        conditions: Some(conditions),
                        spells: Some(spells),
                        health: Some(health),
                        defense: Some(defense),
                        resistances: Some(resistances),
                    }
                },
            )
        });
        by_query
            .flatten()
            .unwrap_or_else(|| Self::by_lookup(world, e))
    }

    fn by_lookup(world: &'w World, e: Entity) -> Self {
        Combatant {
            abilities: world.get(e),
            equipment: world.get(e),
            base_attack: world.get(e),
            size: world.get(e),
            conditions: world.get(e),
            spells: world.get(e),
            health: world.get(e),
            defense: world.get(e),
            resistances: world.get(e),
        }
    }

    fn has(&self, c: Condition) -> bool {
        self.conditions.is_some_and(|set| set.0.contains(&c))
    }

    pub fn condition_flags(&self) -> ConditionFlags {
        ConditionFlags {
            prone: self.has(Condition::Prone),
            charging: self.has(Condition::Charging),
            total_defense: self.has(Condition::TotalDefense),
            has_shield: self.equipment.is_some_and(|eq| eq.shield.is_some()),
            helpless: self.helpless(),
        }
    }

    /// Dying, stable, unconscious or asleep: see [`is_helpless`].
    fn helpless(&self) -> bool {
        match self.health_state() {
            HealthState::Dead => false,
            HealthState::Dying | HealthState::Stable | HealthState::Unconscious => true,
            _ => self
                .spells
                .is_some_and(|s| s.has(crate::level::spells::SpellCondition::Asleep)),
        }
    }

    fn health_state(&self) -> HealthState {
        self.health.map_or(HealthState::Dead, |h| h.state)
    }

    fn flat_footed(&self) -> bool {
        super::reads::flat_footed_by(self.conditions, self.spells, self.health_state())
    }

    fn abilities_now(&self) -> crate::rules::abilities::AbilityScores {
        super::reads::abilities_now(self.abilities, self.spells)
    }

    fn size(&self) -> crate::rules::size::Size {
        self.size.map(|s| s.0).unwrap_or_default()
    }
}

/// The fixed numbers of one attack: the attack bonus and the Defense it is rolled against.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttackTerms {
    pub bonus: Modifiers,
    pub defense: i32,
    pub defense_kind: DefenseKind,
}

pub fn attack_terms(
    world: &World,
    attacker: Entity,
    target: Entity,
    weapon: &Weapon,
    situational: &Modifiers,
) -> AttackTerms {
    let (a, t) = (Combatant::of(world, attacker), Combatant::of(world, target));
    attack_terms_of(world, (attacker, &a), (target, &t), weapon, situational)
}

/// [`attack_terms`] with both units' components already read.
/// Cells between two units on the fight's board (0 when either has no place).
fn distance_between(world: &World, a: Entity, b: Entity) -> u32 {
    match (world.get::<Position>(a), world.get::<Position>(b)) {
        (Some(x), Some(y)) => super::board::shape(world).distance(x.0, y.0),
        _ => 0,
    }
}

fn attack_terms_of(
    world: &World,
    (attacker, a): (Entity, &Combatant),
    (target, t): (Entity, &Combatant),
    weapon: &Weapon,
    situational: &Modifiers,
) -> AttackTerms {
    let style = if weapon.is_melee() {
        AttackStyle::Melee
    } else {
        AttackStyle::Ranged
    };
    let abilities = a.abilities_now();
    let max_dex = a.equipment.and_then(|e| e.max_dex());
    let bonus = attack_bonus(
        style,
        a.base_attack.map_or(0, |b| b.0),
        &abilities,
        max_dex,
        a.size(),
        situational,
    );
    let mut bonus = bonus;
    bonus.add("prone", attack_term(a.condition_flags(), style));
    bonus.add(
        "spells",
        a.spells
            .map_or(0, |s| s.total(crate::level::spells::BonusTarget::Attack)),
    );
    if super::reads::entangled_by(a.spells) {
        bonus.add("entangled", -2);
    }
    if style == AttackStyle::Melee && super::mounted::higher_ground(world, attacker, target) {
        bonus.add("higher ground", 1);
    }
    if style == AttackStyle::Ranged && !weapon.spell_touch {
        bonus.add(
            "range increments",
            crate::rules::attack::range_penalty(
                weapon.range.unwrap_or(0),
                distance_between(world, attacker, target),
            ),
        );
    }
    let defense_kind = DefenseKind::new(t.flat_footed(), weapon.touch);
    let mut inputs = t.defense_inputs();
    if t.has(Condition::ShieldBashed) {
        inputs.shield = 0;
    }
    inputs
        .bonuses
        .extend(defense_terms(t.condition_flags(), style));
    if a.has(Condition::AidedAttack) {
        bonus.add("aid", 2);
    }
    if t.has(Condition::AidedDefense) {
        inputs.bonuses.push(crate::rules::defense::TypedBonus {
            kind: crate::rules::defense::BonusKind::Untyped,
            value: 2,
        });
    }
    let defense = defense_total(&inputs, defense_kind);
    AttackTerms {
        bonus,
        defense,
        defense_kind,
    }
}

/// What a hit with `weapon` adds to its dice, and what it meets: the Strength term (by the grip,
/// unless `strength` says how), the hit's damage types and material, and the target's reductions.
/// Borrowed, not copied: forecasts ask this for every attack the AI weighs.
fn damage_terms<'a, 'w>(
    attacker: &Combatant<'w>,
    target: &Combatant<'w>,
    weapon: &'a Weapon,
    strength: Option<StrengthUse>,
) -> (i32, DamageSource<'a>, &'w crate::rules::damage::Resistances) {
    static NO_RESISTANCES: crate::rules::damage::Resistances = crate::rules::damage::Resistances {
        physical: Vec::new(),
        elemental: Vec::new(),
        vulnerable: Vec::new(),
    };
    let usage = strength.unwrap_or(match (weapon.kind, weapon.grip) {
        (WeaponKind::Ammunition, _) => StrengthUse::None,
        (WeaponKind::Melee, crate::level::schema::Grip::TwoHanded) => StrengthUse::OneAndHalf,
        _ => StrengthUse::Full,
    });
    let str_mod = attacker.abilities.map_or(0, |a| a.0.str_mod());
    let resist = target.resistances.map_or(&NO_RESISTANCES, |r| &r.0);
    let source = DamageSource {
        types: &weapon.types,
        material: Some(weapon.material),
    };
    (strength_damage(str_mod, usage), source, resist)
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
    let outlook = crate::rulesets::of(world).outlook(world, strike);
    Odds {
        hit_chance: outlook.hit_chance,
        expected_damage: outlook.expected_damage,
    }
}

/// Core's forecast (seed 000): the d20 faces that hit the target's Defense, the threat range's
/// criticals, and the damage through reduction.
pub(crate) fn core_outlook(world: &World, strike: &Strike) -> Outlook {
    let &Strike {
        attacker,
        target,
        weapon,
        ..
    } = strike;
    let (a, t) = (Combatant::of(world, attacker), Combatant::of(world, target));
    let situational = core_situational(strike);
    let terms = attack_terms_of(world, (attacker, &a), (target, &t), weapon, &situational);
    let hit = hit_chance(terms.bonus.total(), terms.defense);
    let crit = critical_chance(terms.bonus.total(), terms.defense, weapon.threat);
    let (strength_term, source, resist) = damage_terms(&a, &t, weapon, None);
    let expected = expected_damage(
        weapon.damage,
        strength_term,
        weapon.multiplier,
        &source,
        resist,
        hit,
        crit,
    );
    Outlook {
        hit_chance: hit,
        critical_chance: crit,
        expected_damage: expected,
        lines: Vec::new(),
        verb: "to hit",
    }
}

/// The caller's situational terms, with a charge's +2 (seed 000, "Carga") when it is one.
fn core_situational<'a>(strike: &Strike<'a>) -> std::borrow::Cow<'a, Modifiers> {
    if strike.mode == StrikeMode::Charge {
        let mut terms = strike.situational.clone();
        terms.add("charge", 2);
        std::borrow::Cow::Owned(terms)
    } else {
        std::borrow::Cow::Borrowed(strike.situational)
    }
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

/// Core's strike (seed 000, "Tiro de ataque", "Críticos"): one d20 against Defense, a confirmation
/// d20 on a threat, then the damage with the weapon's multiplier on a critical (and double on a
/// lance's mounted charge).
pub(crate) fn core_strike(res: &mut Resolver, strike: &Strike) -> Result<(), EngineError> {
    let &Strike {
        attacker,
        target,
        weapon,
        strength,
        doubled,
        ..
    } = strike;
    let situational = core_situational(strike);
    let AttackTerms {
        bonus,
        defense: target_defense,
        defense_kind: kind,
    } = attack_terms(res.world, attacker, target, weapon, &situational);
    // Aid is spent on this attack, hit or miss.
    for (unit, condition) in [
        (attacker, Condition::AidedAttack),
        (target, Condition::AidedDefense),
    ] {
        if res
            .world
            .get::<Conditions>(unit)
            .is_some_and(|c| c.0.contains(&condition))
        {
            res.emit(CombatEvent::Condition {
                unit: res.id(unit),
                condition,
                active: false,
            });
        }
    }
    let natural = res.d20()?;
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
    if !check.hit {
        return Ok(());
    }
    // Multiples add (double damage with a ×3 critical deals ×4), as a table counts them.
    let multiplier = 1 + u32::from(doubled) + if critical { weapon.multiplier - 1 } else { 0 };
    roll_damage(res, attacker, target, weapon, multiplier, strength)
}

/// Rolls a hit's damage with `multiplier` (1, or the weapon's on a critical), applies reduction and
/// vulnerability, and deals it.
fn roll_damage(
    res: &mut Resolver,
    attacker: Entity,
    target: Entity,
    weapon: &Weapon,
    multiplier: u32,
    strength: Option<StrengthUse>,
) -> Result<(), EngineError> {
    let (faces, dice_total) = res.roll(weapon.damage)?;
    let (strength_term, source, resist) = damage_terms(
        &Combatant::of(res.world, attacker),
        &Combatant::of(res.world, target),
        weapon,
        strength,
    );
    let mut modifiers = Modifiers::new();
    modifiers.add("Str", strength_term);
    let result = resolve_damage(dice_total + strength_term, multiplier, &source, resist);
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
        },
    );
    Ok(())
}

/// The Defense inputs of a target, straight from its components.
pub fn target_defense_inputs(
    world: &World,
    target: Entity,
) -> crate::rules::defense::DefenseInputs {
    Combatant::of(world, target).defense_inputs()
}

impl Combatant<'_> {
    /// The unit's Defense inputs: armour, shield, size, Dex as it counts now, and its spells'
    /// Defense bonuses.
    pub fn defense_inputs(&self) -> crate::rules::defense::DefenseInputs {
        let abilities = Abilities(self.abilities_now());
        let size = CreatureSize(self.size());
        let no_equipment = Equipment::default();
        let no_defense = Defense::default();
        let equipment = self.equipment.unwrap_or(&no_equipment);
        let defense = self.defense.unwrap_or(&no_defense);
        let mut inputs = defense_inputs(&abilities, &size, equipment, defense);
        // A helpless unit counts as Dex 0: `defense_terms` adds its −5.
        if self.helpless() {
            inputs.dex_mod = 0;
        }
        if let Some(spells) = self.spells {
            inputs
                .bonuses
                .extend(spells.bonuses(crate::level::spells::BonusTarget::Defense));
            // Seed 001, "Aturdido": −2 Defense (the lost Dex comes from being flat-footed).
            if spells.has(crate::level::spells::SpellCondition::Stunned) {
                inputs.bonuses.push(crate::rules::defense::TypedBonus {
                    kind: crate::rules::defense::BonusKind::Untyped,
                    value: -2,
                });
            }
        }
        inputs
    }
}

/// Lowers a unit's hit points by `amount` and reports the new health state if it changed.
/// `event` is a `Damage` event whose `hp` is filled in here.
pub fn deal_damage(res: &mut Resolver, target: Entity, amount: i32, mut event: CombatEvent) {
    let Some(health) = res.world.get::<Health>(target).copied() else {
        return;
    };
    let hp = health.hp.saturating_sub(amount);
    if let CombatEvent::Damage { hp: slot, .. } = &mut event {
        *slot = hp;
    }
    res.emit(event);
    // Damage wakes a sleeper: the sleep spell ends on it.
    if amount > 0 {
        let sleeps: Vec<(String, String)> = res
            .world
            .get::<SpellEffects>(target)
            .map(|s| {
                s.holding(crate::level::spells::SpellCondition::Asleep)
                    .map(|a| (a.spell.clone(), a.caster.clone()))
                    .collect()
            })
            .unwrap_or_default();
        for (spell, caster) in sleeps {
            res.emit(CombatEvent::EffectEnds {
                unit: res.id(target),
                spell,
                caster,
            });
        }
    }
    crate::rulesets::of(res.world).after_damage(res, target, health, amount);
}

/// Core's health after damage (seed 000, "Vida", "Muriendo", "Muerto"): the state the new hit
/// points and the Constitution score imply. Any damage ends stabilisation.
pub(crate) fn core_after_damage(res: &mut Resolver, target: Entity, before: Health, dealt: i32) {
    // What `deal_damage` just set.
    let hp = before.hp.saturating_sub(dealt);
    let con = res
        .world
        .get::<Abilities>(target)
        .map_or(10, |a| a.0.constitution);
    let stabilised = before.state == HealthState::Stable && dealt <= 0;
    let state = state_for(hp, con, stabilised);
    if state != before.state {
        res.emit(CombatEvent::HealthState {
            unit: res.id(target),
            state,
        });
    }
}

/// A disabled unit's standard action costs it 1 HP afterwards (seed 000, "Incapacitado").
pub fn strain(res: &mut Resolver, unit: Entity) {
    if health_state(res.world, unit) == HealthState::Disabled {
        lose_hit_points(res, unit, 1, "strain");
    }
}

/// The source of the hit point a dying unit loses on a failed save: not damage received, so it
/// never raises the save's DC (see `rules::health::dying_save_dc`).
pub const BLEEDING: &str = "bleeding";

/// Hit points lost to something other than a weapon (strain, bleeding): no dice, no reduction.
pub fn lose_hit_points(res: &mut Resolver, unit: Entity, amount: i32, source: &str) {
    let event = CombatEvent::Damage {
        target: res.id(unit),
        amount,
        hp: 0,
        source: source.into(),
        dice: None,
        faces: Vec::new(),
        modifiers: Modifiers::new(),
        multiplier: 1,
        reduced: 0,
        doubled: false,
        doubled_after_armour: false,
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
        E::CoupDeGrace { attacker, .. } | E::CoupDeGraceLost { attacker, .. } => {
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

    /// The same component read both ways (the same value in the world, or none).
    fn same<T>(a: Option<&T>, b: Option<&T>) -> bool {
        match (a, b) {
            (Some(a), Some(b)) => std::ptr::eq(a, b),
            (None, None) => true,
            _ => false,
        }
    }

    #[test]
    fn the_kept_query_reads_a_combatant_as_looking_each_component_up_does() {
        // Hexers' Grove (spells on units) and Wolf Riders (riders, armour, shields), after every
        // command of a fight.
        for path in ["levels/04_hexers_grove.ron", "levels/06_wolf_riders.ron"] {
            let mut spelled = false;
            crate::ai::sim::inspect_each_state(path, 5, 300, |world| {
                for e in super::super::reads::roster_entities(world) {
                    let (kept, looked) = (Combatant::of(world, e), Combatant::by_lookup(world, e));
                    spelled |= kept.spells.is_some_and(|s| !s.0.is_empty());
                    assert!(same(kept.abilities, looked.abilities), "{path}");
                    assert!(same(kept.equipment, looked.equipment), "{path}");
                    assert!(same(kept.base_attack, looked.base_attack), "{path}");
                    assert!(same(kept.size, looked.size), "{path}");
                    assert!(same(kept.conditions, looked.conditions), "{path}");
                    assert!(same(kept.spells, looked.spells), "{path}");
                    assert!(same(kept.health, looked.health), "{path}");
                    assert!(same(kept.defense, looked.defense), "{path}");
                    assert!(same(kept.resistances, looked.resistances), "{path}");
                    assert!(kept.health.is_some(), "{path}: a unit has health");
                }
            });
            if path.contains("hexers") {
                assert!(spelled, "a spell took hold in the fight");
            }
        }
    }
}
