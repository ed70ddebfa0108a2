//! Seed 002's manoeuvres ("Todos los aventureros pueden llevar a cabo las siguientes maniobras"),
//! where they differ from the shared action modules. A turn is a walk and one action, or one
//! manoeuvre that takes the whole turn; the walk is the engine's move action and the action its
//! standard action.
//!
//! - **Cargar**: the whole turn; up to twice the movement along any path to a square beside a
//!   foe it can see, then a melee attack; until its next turn the charger avoids attacks with
//!   disadvantage.
//! - **Posición defensiva** (`TotalDefense`): the action; advantage to avoid until its next turn.
//! - **Lucha defensiva** (`Attack(manner: Defensive)`): −2 to that attack, +2 to avoid until its
//!   next turn.
//! - **Ataque rápido** (`Attack(manner: Quick)`): after a melee attack this turn, with no walk
//!   yet and a light melee weapon in hand: one more attack, with disadvantage and Potencia −1; it
//!   uses the walk.
//! - **Noquear** (`Attack(manner: KnockOut)`): a melee attack that leaves the target unconscious,
//!   not dead or dying, when it brings it to 0.
//! - **Desarmar** (`Attack(manner: Disarm)`): a melee attack, an Agility test at −2: the target's
//!   weapon lands 1d2 squares away (1d4 + 2 on a natural 20) in a d8 direction, on the nearest
//!   open square from there; on a natural 1 the attacker's own weapon is knocked away instead.
//! - **Proteger** (`AidAnother(aid: Defense)`): the action; an adjacent ally avoids with advantage
//!   until the protector's next turn. **Ayudar** (`AidAnother(aid: Attack)`): the action; an
//!   adjacent ally has advantage on its next attack or avoid roll (until the helper's next turn).
//! - **Apuntar** (`Aim`): ends the turn; the next ranged attack on that target during its next
//!   turn has advantage, unless it is hurt first.
//! - **Apresar** (`Grapple`): a melee attack, a Strength test, on a creature no larger; the held
//!   creature's every turn is a Strength test to break free; the holder moves at half speed,
//!   dragging the held creature into each square it leaves (see [`drag_held`]), and attacks anyone
//!   else at −2. **Aplastar** (`Crush`): the action;
//!   bare-hands damage to the held creature, no roll.
//! - **Primeros auxilios** (`FirstAid`): the action, with a medicine kit; a Mind test gives an
//!   adjacent ally 1d6 Salud back, once a fight for each patient (only a success uses it up: a
//!   patient who got nothing has had no first aid); a dying PC is stabilised, and back in the
//!   fight if that brings it above 0.
//! - **Stabilising** (seed 002's "superar una Tirada de Mente permite estabilizar… a un PJ
//!   moribundo", which asks for no kit): the same command without a kit, or on a patient whose
//!   first aid is spent: the action, on a dying ally beside the unit; a Mind test stops its
//!   dying, with no Salud back (the 1 Salud "tras un Intervalo" comes after the fight). It may be
//!   tried again each turn while the count runs.
//!
//! A bonus or an edge to avoid counts the other way on the attacker's roll when the defender
//! does not roll (an NPC): the reading of the seed's "+2 to dodge / −2 to the attack"; and an
//! attack's terms count the other way on a PC's roll to avoid when the attacker does not roll
//! (an NPC's quick attack, disarm, defensive fighting, aim or help: `strike::Turned`).

use super::data::Attribute;
use super::rules::Edge;
use super::{OsrStats, OsrTrack};
use crate::combat::attack::{check_attack_command, deal_damage, resolve_strike};
use crate::combat::commands::AttackManner;
use crate::combat::commands::Command;
use crate::combat::components::*;
use crate::combat::events::CombatEvent;
use crate::combat::reads::{entity_of, has_condition, health_state, unit_id};
use crate::combat::rejection::Rejection;
use crate::combat::resolver::{EngineError, Resolver};
use crate::i18n::Phrase;
use crate::phrase;
use crate::rules::dice::DiceExpr;
use crate::rules::economy::ActionCost;
use crate::rules::grid::Pos;
use crate::rules::health::HealthState;
use crate::rules::modifiers::Modifiers;
use crate::rulesets::{Strike, StrikeMode};
use bevy::prelude::*;

type Outcome = Result<Result<(), EngineError>, Rejection>;

/// The commands OSR plays its own way.
pub fn perform(res: &mut Resolver, actor: Entity, command: &Command) -> Option<Outcome> {
    Some(match command {
        Command::Attack {
            target,
            weapon,
            manner: Some(manner),
            ..
        } => attack_with_manner(res, actor, target, weapon.as_deref(), *manner),
        Command::Charge { target, .. } => charge(res, actor, target),
        Command::TotalDefense { .. } => defensive_position(res, actor),
        Command::AidAnother { ally, aid, .. } => aid_ally(res, actor, ally, *aid),
        Command::Aim { target, .. } => aim(res, actor, target),
        Command::Grapple { target, .. } => grapple(res, actor, target),
        Command::Crush { .. } => crush(res, actor),
        Command::FirstAid { ally, .. } => first_aid(res, actor, ally),
        Command::Tackle { target, .. } => tackle(res, actor, target),
        Command::HumanShield { ally, .. } => human_shield(res, actor, ally),
        Command::Draw { weapons, .. } => change_weapon(res, actor, weapons),
        Command::Move { draw: Some(_), .. } => Err(cannot(
            res.world,
            actor,
            phrase!("why-changing-weapons-is-the-turn-s"),
        )),
        Command::Cast {
            spell,
            target,
            at,
            facing,
            ..
        } => super::magic::cast(res, actor, spell, target.as_deref(), (*at, *facing)),
        Command::BuildEnergy { .. } => super::magic::build_energy(res, actor),
        Command::Drink { item, .. } => super::objects::use_object(res, actor, item.as_deref()),
        Command::PickUp { thing, .. } => {
            if let Some(why) = too_heavy(res.world, actor, thing.as_deref()) {
                Err(cannot(res.world, actor, why))
            } else {
                return None;
            }
        }
        Command::Throw {
            item, target, at, ..
        } => super::throw::throw(res, actor, item.as_deref(), target.as_deref(), *at),
        Command::SetCritical { policy, .. } => {
            res.emit(CombatEvent::CriticalSet {
                unit: res.id(actor),
                policy: *policy,
            });
            Ok(Ok(()))
        }
        Command::SetDefence { policy, .. } => {
            res.emit(CombatEvent::DefenceSet {
                unit: res.id(actor),
                policy: *policy,
            });
            Ok(Ok(()))
        }
        _ => return None,
    })
}

/// Why `unit` cannot pick up the object it asks for (or the first in reach): an improvised weapon
/// that needs more Strength than it has (seed 002, the improvised-weapon table).
fn too_heavy(world: &World, unit: Entity, thing: Option<&str>) -> Option<Phrase> {
    let here = world.get::<Position>(unit)?.0;
    let ground = world.get_resource::<crate::combat::objects::Ground>()?;
    let shape = crate::combat::board::shape(world);
    let found = ground
        .0
        .iter()
        .filter(|(p, _)| **p == here || shape.adjacent(**p, here))
        .flat_map(|(_, things)| things)
        .find(|t| thing.is_none_or(|want| t.id() == want))?;
    let crate::combat::objects::Thing::Weapon(w) = found else {
        return None;
    };
    super::data::too_weak_for(w, world.get::<OsrStats>(unit)?.attributes.strength)
}

fn condition(res: &mut Resolver, e: Entity, condition: Condition, active: bool) {
    res.emit(CombatEvent::Condition {
        unit: res.id(e),
        condition,
        active,
    });
}

/// A manoeuvre aimed at another unit, as the log names it: `what` (a label, `grapple`) and the
/// target.
fn action_on(res: &mut Resolver, e: Entity, what: &str, target: &str, cost: ActionCost) {
    let text = phrase!(
        "action-on",
        what = crate::i18n::as_term(what),
        target = target
    );
    action(res, e, text, cost);
}

fn action(res: &mut Resolver, e: Entity, text: Phrase, cost: ActionCost) {
    res.emit(CombatEvent::Action {
        unit: res.id(e),
        action: text,
        cost,
    });
}

fn manoeuvre(res: &mut Resolver, e: Entity, what: &str, target: Option<Entity>) {
    res.emit(CombatEvent::Manoeuvre {
        unit: res.id(e),
        what: what.into(),
        target: target.map(|t| res.id(t)),
    });
}

fn adjacent(world: &World, a: Entity, b: Entity) -> bool {
    match (world.get::<Position>(a), world.get::<Position>(b)) {
        (Some(x), Some(y)) => crate::combat::board::shape(world).adjacent(x.0, y.0),
        _ => false,
    }
}

fn ally_of(world: &World, unit: Entity, ally_id: &str) -> Result<Entity, Rejection> {
    let ally = entity_of(world, ally_id).ok_or_else(|| Rejection::UnknownUnit(ally_id.into()))?;
    if ally == unit || world.get::<Side>(ally) != world.get::<Side>(unit) {
        return Err(Rejection::Cannot {
            unit: unit_id(world, unit),
            why: phrase!("why-is-not-an-ally", ally = ally_id),
        });
    }
    if !adjacent(world, unit, ally) {
        return Err(Rejection::Cannot {
            unit: unit_id(world, unit),
            why: phrase!("why-is-not-beside-it", ally = ally_id),
        });
    }
    Ok(ally)
}

fn cannot(world: &World, unit: Entity, why: Phrase) -> Rejection {
    Rejection::Cannot {
        unit: unit_id(world, unit),
        why,
    }
}

fn attack_with_manner(
    res: &mut Resolver,
    attacker: Entity,
    target_id: &str,
    weapon: Option<&str>,
    manner: AttackManner,
) -> Outcome {
    let world = &*res.world;
    let budget = crate::combat::hot::resource::<TurnState>(world).budget;
    let (mode, cost) = match manner {
        AttackManner::Quick => {
            let struck = world
                .get::<OsrTrack>(attacker)
                .is_some_and(|t| t.struck_this_turn);
            if !struck {
                return Err(cannot(
                    world,
                    attacker,
                    phrase!("why-a-quick-attack-follows-a-melee"),
                ));
            }
            budget.check(ActionCost::Move)?;
            (StrikeMode::Manner(manner), ActionCost::Move)
        }
        AttackManner::Defensive | AttackManner::KnockOut | AttackManner::Disarm => {
            (StrikeMode::Manner(manner), ActionCost::Standard)
        }
        // Seed 003's manners: not seed 002's (`offers` refuses them first).
        AttackManner::Cautious | AttackManner::AllOut | AttackManner::Swift => {
            return Err(cannot(
                world,
                attacker,
                phrase!("why-not-a-manner-of-these-rules"),
            ));
        }
    };
    // The target and the weapon as any attack checks them (its standard action too, unless
    // it is the quick attack, which spends the walk).
    let plan = if manner == AttackManner::Quick {
        let target =
            entity_of(world, target_id).ok_or_else(|| Rejection::UnknownUnit(target_id.into()))?;
        crate::combat::attack::attack_checks(world, attacker, target, target_id, weapon)?
    } else {
        check_attack_command(world, attacker, target_id, weapon)?
    }
    .into_owned();
    let melee_only = manner != AttackManner::Defensive;
    if melee_only && !plan.weapon.is_melee() {
        return Err(cannot(
            world,
            attacker,
            phrase!("why-that-manoeuvre-is-a-melee-attack"),
        ));
    }
    if manner == AttackManner::Quick
        && (plan.weapon.grip != crate::level::schema::Grip::Light || plan.weapon.natural)
    {
        return Err(cannot(
            world,
            attacker,
            phrase!("why-a-quick-attack-needs-a-light"),
        ));
    }
    let label = match manner {
        AttackManner::Defensive => "attack defensively",
        AttackManner::Quick => "quick attack on",
        AttackManner::KnockOut => "knock out",
        AttackManner::Disarm => "disarm",
        AttackManner::Cautious | AttackManner::AllOut | AttackManner::Swift => "attack",
    };
    action_on(res, attacker, label, target_id, cost);
    if manner == AttackManner::Defensive {
        condition(res, attacker, Condition::DefensiveFighting, true);
    }
    Ok(resolve_strike(
        res,
        &Strike::new(attacker, plan.target, &plan.weapon, mode),
    ))
}

/// Cargar: the whole turn, up to twice the movement along the cheapest path to a square from
/// which the target can be hit, then a melee attack.
/// Whether OSR accepts `command` from `actor` now, for the commands it checks its own way (the
/// AI asks this, so that it only chooses what the rules accept); `None` for the rest.
pub fn check(world: &World, actor: Entity, command: &Command) -> Option<Result<(), Rejection>> {
    match command {
        Command::Charge { target, .. } => Some(check_charge(world, actor, target).map(|_| ())),
        Command::Drink { item, .. } => {
            Some(super::objects::check_use(world, actor, item.as_deref()).map(|_| ()))
        }
        Command::Draw { weapons, .. } => Some(check_change_weapon(world, actor, weapons)),
        Command::AidAnother { ally, .. } => Some(check_aid(world, actor, ally).map(drop)),
        _ => None,
    }
}

/// A charge OSR accepts: the target, the weapon and the path to beside it; or why not.
fn check_charge(
    world: &World,
    charger: Entity,
    target_id: &str,
) -> Result<
    (
        Entity,
        crate::level::schema::Weapon,
        crate::combat::movement::PlannedPath,
    ),
    Rejection,
> {
    let target = whole_turn_target(
        world,
        charger,
        target_id,
        phrase!("why-a-charge-takes-the-whole-turn"),
    )?;
    let weapon = world
        .get::<Equipment>(charger)
        .and_then(|e| e.melee_weapon().cloned())
        .ok_or_else(|| cannot(world, charger, phrase!("why-it-has-no-melee-weapon-in")))?;
    let (from, at) = foe_squares(world, charger, target, target_id)?;
    let board = crate::combat::hot::resource::<Board>(world);
    if !board
        .shape
        .line_is_clear(from, at, |p| board.blocks_sight(p))
    {
        return Err(cannot(
            world,
            charger,
            phrase!("why-it-cannot-see-the-target"),
        ));
    }
    if board.shape.adjacent(from, at) {
        return Err(cannot(
            world,
            charger,
            phrase!("why-it-is-already-beside-the-target"),
        ));
    }
    let reach = crate::combat::reads::effective_speed(world, charger) * 2;
    let path = path_beside(world, charger, (from, at), reach).ok_or_else(|| {
        cannot(
            world,
            charger,
            phrase!("why-no-path-reaches-the-target-within"),
        )
    })?;
    Ok((target, weapon, path))
}

fn charge(res: &mut Resolver, charger: Entity, target_id: &str) -> Outcome {
    let (target, weapon, path) = check_charge(res.world, charger, target_id)?;
    action(
        res,
        charger,
        phrase!("action-charge", target = target_id),
        ActionCost::FullRound,
    );
    condition(res, charger, Condition::Charging, true);
    Ok((|| {
        crate::combat::movement::walk(res, charger, &path.steps, true)?;
        let arrived =
            res.world.get::<Position>(charger).map(|p| p.0) == path.steps.last().map(|s| s.to);
        if arrived && health_state(res.world, charger).can_act() {
            resolve_strike(
                res,
                &Strike::new(charger, target, &weapon, StrikeMode::Charge),
            )?;
        }
        Ok(())
    })())
}

fn defensive_position(res: &mut Resolver, unit: Entity) -> Outcome {
    crate::combat::hot::resource::<TurnState>(res.world)
        .budget
        .check(ActionCost::Standard)?;
    action(
        res,
        unit,
        phrase!("action-defensive-position"),
        ActionCost::Standard,
    );
    condition(res, unit, Condition::DefensivePosition, true);
    Ok(Ok(()))
}

/// Whether `unit` may help or protect `ally_id` now (an adjacent ally, an action left), and
/// which unit that is.
fn check_aid(world: &World, unit: Entity, ally_id: &str) -> Result<Entity, Rejection> {
    crate::combat::hot::resource::<TurnState>(world)
        .budget
        .check(ActionCost::Standard)?;
    ally_of(world, unit, ally_id)
}

fn aid_ally(
    res: &mut Resolver,
    unit: Entity,
    ally_id: &str,
    kind: crate::combat::commands::AidKind,
) -> Outcome {
    let ally = check_aid(res.world, unit, ally_id)?;
    let (text, what, flag) = match kind {
        crate::combat::commands::AidKind::Defense => ("protect", "protects", Condition::Protected),
        crate::combat::commands::AidKind::Attack => ("help", "helps", Condition::Helped),
    };
    action_on(res, unit, text, ally_id, ActionCost::Standard);
    manoeuvre(res, unit, what, Some(ally));
    condition(res, ally, flag, true);
    Ok(Ok(()))
}

fn aim(res: &mut Resolver, unit: Entity, target_id: &str) -> Outcome {
    let world = &*res.world;
    let target =
        entity_of(world, target_id).ok_or_else(|| Rejection::UnknownUnit(target_id.into()))?;
    crate::combat::hot::resource::<TurnState>(world)
        .budget
        .check(ActionCost::Standard)?;
    let ranged = world
        .get::<Equipment>(unit)
        .and_then(|e| e.usable().find(|w| !w.is_melee()).cloned())
        .ok_or_else(|| cannot(world, unit, phrase!("why-it-holds-no-ranged-weapon")))?;
    if crate::combat::attack::check_attack_weapon(world, unit, target, Some(&ranged.id)).is_none() {
        return Err(cannot(
            world,
            unit,
            phrase!("why-the-target-is-not-in-sight"),
        ));
    }
    action_on(res, unit, "aim at", target_id, ActionCost::FullRound);
    manoeuvre(res, unit, "aims at", Some(target));
    condition(res, unit, Condition::Aiming, true);
    let id = res.id(unit);
    res.emit(CombatEvent::TurnEnd { unit: id });
    Ok(Ok(()))
}

fn grapple(res: &mut Resolver, unit: Entity, target_id: &str) -> Outcome {
    let world = &*res.world;
    let plan = check_attack_command(world, unit, target_id, None)?.into_owned();
    if !adjacent(world, unit, plan.target) {
        return Err(cannot(
            world,
            unit,
            phrase!("why-it-must-be-beside-the-creature"),
        ));
    }
    let size = |e| {
        world
            .get::<CreatureSize>(e)
            .map(|s| s.0)
            .unwrap_or_default()
    };
    if size(plan.target) > size(unit) {
        return Err(cannot(
            world,
            unit,
            phrase!("why-the-creature-is-larger-than-it"),
        ));
    }
    if has_condition(world, unit, Condition::Grappling) {
        return Err(cannot(
            world,
            unit,
            phrase!("why-it-already-holds-a-creature"),
        ));
    }
    action_on(res, unit, "grapple", target_id, ActionCost::Standard);
    let hands = crate::combat::attack::unarmed_strike();
    Ok(resolve_strike(
        res,
        &Strike::new(unit, plan.target, &hands, StrikeMode::Grapple),
    ))
}

/// The creature `unit` holds, if any.
fn held_by(world: &World, unit: Entity) -> Option<Entity> {
    let id = world.get::<OsrTrack>(unit)?.grappling.clone()?;
    entity_of(world, &id)
}

fn crush(res: &mut Resolver, unit: Entity) -> Outcome {
    let world = &*res.world;
    crate::combat::hot::resource::<TurnState>(world)
        .budget
        .check(ActionCost::Standard)?;
    let held =
        held_by(world, unit).ok_or_else(|| cannot(world, unit, phrase!("why-it-holds-nobody")))?;
    let damage = world
        .get::<OsrStats>(unit)
        .map_or(DiceExpr::new(1, 3, 0), |s| s.unarmed);
    let held_id = res.id(held);
    action_on(res, unit, "crush", &held_id, ActionCost::Standard);
    Ok((|| {
        let (faces, total) = res.roll(damage)?;
        let mut terms = Modifiers::new();
        let potencia = res.world.get::<OsrStats>(unit).map_or(0, |s| s.potencia);
        terms.add("Potencia", potencia);
        let blindaje = super::strike::blindaje_against(res.world, held, false);
        let (dealt, reduced) = super::rules::through_armour(total + potencia, blindaje, 0);
        deal_damage(
            res,
            held,
            dealt,
            CombatEvent::Damage {
                target: held_id,
                amount: dealt,
                hp: 0,
                source: "bare hands".into(),
                dice: Some(damage.to_string()),
                faces,
                modifiers: terms,
                multiplier: 1,
                reduced,
                doubled: false,
                doubled_after_armour: false,
                incorporeal: None,
                wounds: false,
            },
        );
        Ok(())
    })())
}

/// Cambiar de arma: putting weapons away and drawing others is the turn's action (reading: the
/// seed lists it among the manoeuvres, not as part of a walk).
fn change_weapon(res: &mut Resolver, unit: Entity, ids: &[String]) -> Outcome {
    check_change_weapon(res.world, unit, ids)?;
    action(
        res,
        unit,
        phrase!(
            "action-change-weapons",
            weapons = crate::i18n::as_terms(ids)
        ),
        ActionCost::Standard,
    );
    crate::combat::equip::wield(res, unit, ids);
    Ok(Ok(()))
}

/// Whether `unit` may change to the weapons `ids` now: the turn's action is left and they fit
/// its hands.
fn check_change_weapon(world: &World, unit: Entity, ids: &[String]) -> Result<(), Rejection> {
    crate::combat::hot::resource::<TurnState>(world)
        .budget
        .check(ActionCost::Standard)?;
    crate::combat::equip::check_draw(world, unit, ids)
}

/// The target of a manoeuvre that takes the whole turn (`whole_turn` says so when the turn has
/// begun).
fn whole_turn_target(
    world: &World,
    unit: Entity,
    target_id: &str,
    whole_turn: Phrase,
) -> Result<Entity, Rejection> {
    let target =
        entity_of(world, target_id).ok_or_else(|| Rejection::UnknownUnit(target_id.into()))?;
    if crate::combat::hot::resource::<TurnState>(world).budget
        != crate::combat::reads::turn_budget(world, unit)
    {
        return Err(cannot(world, unit, whole_turn));
    }
    Ok(target)
}

/// The squares of the unit and of a foe it may go for: one still in the fight, of another side.
fn foe_squares(
    world: &World,
    unit: Entity,
    target: Entity,
    target_id: &str,
) -> Result<(Pos, Pos), Rejection> {
    crate::combat::reads::check_target_standing(world, target, target_id)?;
    if world.get::<Side>(target) == world.get::<Side>(unit) {
        return Err(Rejection::Ally(target_id.into()));
    }
    match (world.get::<Position>(unit), world.get::<Position>(target)) {
        (Some(a), Some(b)) => Ok((a.0, b.0)),
        _ => Err(cannot(world, unit, phrase!("why-it-is-not-on-the-board"))),
    }
}

/// The path within `budget` to the square beside the foe at `at` a tabletop group would pick.
fn path_beside(
    world: &World,
    unit: Entity,
    (from, at): (Pos, Pos),
    budget: u32,
) -> Option<crate::combat::movement::PlannedPath> {
    let snap = crate::combat::board::BoardSnapshot::for_unit(world, unit);
    snap.shape
        .within(at, 1)
        .into_iter()
        .filter(|&p| p != at && snap.index(p).is_some())
        .filter_map(|p| crate::combat::movement::find_path(&snap, from, p, budget))
        .min_by_key(|p| nearest_in_line(p, from, at))
}

/// How a tabletop group picks among squares to reach beside a foe: the cheapest path, then the
/// square nearest the straight line toward the foe, then the lowest row and column.
fn nearest_in_line(
    path: &crate::combat::movement::PlannedPath,
    from: Pos,
    at: Pos,
) -> (u32, i32, i32, i32) {
    let end = path.steps.last().map_or(from, |s| s.to);
    let off_line = ((end.x - from.x) * (at.y - from.y) - (end.y - from.y) * (at.x - from.x)).abs();
    (path.cost, off_line, end.y, end.x)
}

/// Placaje: the whole turn; up to half the movement to a square beside the target, then a
/// Strength test.
fn tackle(res: &mut Resolver, unit: Entity, target_id: &str) -> Outcome {
    let world = &*res.world;
    let target = whole_turn_target(
        world,
        unit,
        target_id,
        phrase!("why-a-tackle-takes-the-whole-turn"),
    )?;
    let (from, at) = foe_squares(world, unit, target, target_id)?;
    let steps = if crate::combat::board::shape(world).adjacent(from, at) {
        Vec::new()
    } else {
        let half = crate::combat::reads::effective_speed(world, unit) / 2;
        path_beside(world, unit, (from, at), half)
            .ok_or_else(|| cannot(world, unit, phrase!("why-the-target-is-more-than-half")))?
            .steps
    };
    action_on(res, unit, "tackle", target_id, ActionCost::FullRound);
    Ok((|| {
        if !steps.is_empty() {
            crate::combat::movement::walk(res, unit, &steps, true)?;
        }
        if res
            .world
            .get::<Position>(unit)
            .zip(res.world.get::<Position>(target))
            .is_some_and(|(a, b)| crate::combat::board::shape(res.world).adjacent(a.0, b.0))
            && health_state(res.world, unit).can_act()
        {
            let hands = crate::combat::attack::unarmed_strike();
            resolve_strike(res, &Strike::new(unit, target, &hands, StrikeMode::Tackle))?;
        }
        Ok(())
    })())
}

/// A landed tackle pushes the target one square straight back, if that square is open and free.
pub fn push_back(res: &mut Resolver, pusher: Entity, target: Entity) {
    let (Some(from), Some(at)) = (
        res.world.get::<Position>(pusher).map(|p| p.0),
        res.world.get::<Position>(target).map(|p| p.0),
    ) else {
        return;
    };
    let to = at.offset((at.x - from.x).signum(), (at.y - from.y).signum());
    let snap = crate::combat::board::BoardSnapshot::for_unit(res.world, target);
    let open = snap.index(to).is_some()
        && !snap.is_wall(to)
        && snap.movement(to) != Some(crate::level::schema::Movement::Blocked)
        && snap.occupant(to).is_none();
    if open && !has_condition(res.world, target, Condition::Grappled) {
        res.emit(CombatEvent::Step {
            unit: res.id(target),
            from: at,
            to,
            cost: 0,
        });
    }
}

/// Escudo humano: the action; the adjacent ally's attackers strike the unit instead until its
/// next turn, while the ally stays on its square.
fn human_shield(res: &mut Resolver, unit: Entity, ally_id: &str) -> Outcome {
    let world = &*res.world;
    crate::combat::hot::resource::<TurnState>(world)
        .budget
        .check(ActionCost::Standard)?;
    let ally = ally_of(world, unit, ally_id)?;
    action_on(res, unit, "shield", ally_id, ActionCost::Standard);
    manoeuvre(res, unit, "shields", Some(ally));
    condition(res, ally, Condition::Shielded, true);
    Ok(Ok(()))
}

/// The unit that takes a strike meant for `target`: its human shield, if the shield still stands
/// beside it and the target has not moved.
pub fn shield_for(world: &World, target: Entity) -> Option<Entity> {
    let (id, at) = world.get::<OsrTrack>(target)?.shielded_by.clone()?;
    let shield = entity_of(world, &id)?;
    let here = world.get::<Position>(target)?.0;
    let beside = world
        .get::<Position>(shield)
        .is_some_and(|p| crate::combat::board::shape(world).adjacent(p.0, here));
    (here == at && beside && health_state(world, shield).can_act()).then_some(shield)
}

/// An attribute test of `unit`'s own (breaking free, first aid), reported as a `test`.
pub fn own_test(
    res: &mut Resolver,
    unit: Entity,
    why: Phrase,
    attribute: Attribute,
    edge: Edge,
) -> Result<bool, EngineError> {
    let value = res
        .world
        .get::<OsrStats>(unit)
        .map_or(0, |s| s.attributes.get(attribute));
    let mut terms = Modifiers::new();
    terms.add(attribute.name(), value);
    // An ally's help is for its next roll, whatever it is (seed 002, "Ayudar"): breaking free,
    // first aid, concentration too; spent on it.
    let helped = has_condition(res.world, unit, Condition::Helped);
    let edge = if helped {
        let (advantages, disadvantages) = match edge {
            Edge::Advantage => (2, 0),
            Edge::Disadvantage => (1, 1),
            Edge::Normal => (1, 0),
        };
        Edge::from_sources(advantages, disadvantages)
    } else {
        edge
    };
    let roll = super::strike::roll_test(res, terms, edge)?;
    if helped {
        condition(res, unit, Condition::Helped, false);
    }
    let success = roll.success;
    res.emit(CombatEvent::Test {
        unit: res.id(unit),
        why,
        roll,
    });
    Ok(success)
}

/// First aid on an adjacent ally, or with no kit (or a patient already treated this fight) a try
/// to stabilise a dying one; see the module's notes.
fn first_aid(res: &mut Resolver, unit: Entity, ally_id: &str) -> Outcome {
    let world = &*res.world;
    crate::combat::hot::resource::<TurnState>(world)
        .budget
        .check(ActionCost::Standard)?;
    let kit = world.get::<OsrStats>(unit).is_some_and(|s| s.medical_kit);
    let ally = ally_of(world, unit, ally_id)?;
    let treated = world.get::<OsrTrack>(ally).is_some_and(|t| t.tended);
    let health = *world
        .get::<Health>(ally)
        .ok_or_else(|| cannot(world, unit, phrase!("why-there-is-nothing-to-tend")))?;
    let dying = health.state == HealthState::Dying;
    if health.state == HealthState::Dead || (health.hp >= health.max && health.state.can_act()) {
        return Err(cannot(world, unit, phrase!("why-there-is-nothing-to-tend")));
    }
    let heals = kit && !treated;
    if !heals && !dying {
        let why = if kit {
            phrase!("why-that-patient-had-first-aid-this")
        } else {
            phrase!("why-first-aid-needs-a-medicine-kit")
        };
        return Err(cannot(world, unit, why));
    }
    let what = if heals { "first aid on" } else { "stabilise" };
    action_on(res, unit, what, ally_id, ActionCost::Standard);
    Ok((|| {
        let why = if heals {
            phrase!("test-first-aid")
        } else {
            phrase!("test-stabilise")
        };
        if !own_test(res, unit, why, Attribute::Mind, Edge::Normal)? {
            return Ok(());
        }
        if !heals {
            return stabilise(res, ally);
        }
        // Only first aid given counts against the patient's once a fight.
        manoeuvre(res, unit, "tends", Some(ally));
        tend(res, ally, DiceExpr::new(1, 6, 0))
    })())
}

/// A dying PC stops dying (seed 002: a Mind test stabilises it for now).
fn stabilise(res: &mut Resolver, patient: Entity) -> Result<(), EngineError> {
    res.emit(CombatEvent::HealthState {
        unit: res.id(patient),
        state: HealthState::Stable,
    });
    Ok(())
}

/// Salud back for `patient`, never above its maximum: a dying PC is stabilised first, and back
/// in the fight if that brings it above 0 (first aid and healing powers).
pub fn tend(res: &mut Resolver, patient: Entity, dice: DiceExpr) -> Result<(), EngineError> {
    let Some(health) = res.world.get::<Health>(patient).copied() else {
        return Ok(());
    };
    if health.state == HealthState::Dead {
        return Ok(());
    }
    if health.state == HealthState::Dying {
        res.emit(CombatEvent::HealthState {
            unit: res.id(patient),
            state: HealthState::Stable,
        });
    }
    let Some((_, hp)) = crate::combat::items::roll_healing(res, patient, dice)? else {
        return Ok(());
    };
    if hp > 0 && !health.state.can_act() {
        res.emit(CombatEvent::HealthState {
            unit: res.id(patient),
            state: HealthState::Healthy,
        });
    }
    Ok(())
}

/// What OSR does as a unit's turn begins, beyond the dying count: lapses of what it gave or
/// aimed, and a grappled unit's try to break free. `Some` when the turn is spent.
pub fn turn_begins(res: &mut Resolver, unit: Entity) -> Result<Option<()>, EngineError> {
    let id = res.id(unit);
    // Protection and help it gave lapse now.
    for other in crate::combat::reads::roster_entities(res.world) {
        let Some(track) = res.world.get::<OsrTrack>(other) else {
            continue;
        };
        let (protected, helped, shielded) = (
            track.protected_by.as_deref() == Some(id.as_str()),
            track.helped_by.as_deref() == Some(id.as_str()),
            track.shielded_by.as_ref().is_some_and(|(by, _)| by == &id),
        );
        if shielded && has_condition(res.world, other, Condition::Shielded) {
            condition(res, other, Condition::Shielded, false);
        }
        if protected && has_condition(res.world, other, Condition::Protected) {
            condition(res, other, Condition::Protected, false);
        }
        if helped && has_condition(res.world, other, Condition::Helped) {
            condition(res, other, Condition::Helped, false);
        }
    }
    super::magic::energy_lapses(res, unit);
    // An aim lasts through the turn after it was taken.
    if res
        .world
        .get::<OsrTrack>(unit)
        .is_some_and(|t| t.aim.as_ref().is_some_and(|(_, turns)| *turns >= 2))
    {
        condition(res, unit, Condition::Aiming, false);
    }
    // Held: let go if the holder walked away or fell; else a Strength test to break free.
    let holder = res
        .world
        .get::<OsrTrack>(unit)
        .and_then(|t| t.grappled_by.clone())
        .and_then(|h| entity_of(res.world, &h));
    if let Some(holder) = holder {
        let holds = adjacent(res.world, unit, holder) && health_state(res.world, holder).can_act();
        if holds
            && !own_test(
                res,
                unit,
                phrase!("test-breaking-free"),
                Attribute::Strength,
                Edge::Normal,
            )?
        {
            return Ok(Some(()));
        }
        release(res, holder, unit);
    }
    // A holder that walked away from the one it held has let go.
    if let Some(held) = held_by(res.world, unit)
        && !adjacent(res.world, unit, held)
    {
        release(res, unit, held);
    }
    Ok(None)
}

/// After `holder` stepped from `from` to `to`: the creature it holds, no longer beside it, is
/// dragged into `from`, the square it left (seed 002, "Apresar": the holder's halved movement is
/// the price of taking its catch along). The reading for what the seed leaves open: a holder
/// that steps onto a friend's square it passes through, or leaves a square the held creature
/// cannot reach in one step, lets go (the hold needs the two side by side).
pub fn drag_held(
    res: &mut Resolver,
    holder: Entity,
    from: Pos,
    to: Pos,
) -> Result<(), EngineError> {
    let Some(held) = held_by(res.world, holder) else {
        return Ok(());
    };
    if adjacent(res.world, holder, held) {
        return Ok(());
    }
    let shape = crate::combat::board::shape(res.world);
    let held_at = res.world.get::<Position>(held).map(|p| p.0);
    let mount = res.world.get::<Riding>(holder).map(|r| r.0);
    let shares_to = crate::combat::cast::units_in(res.world, &[to])
        .into_iter()
        .any(|e| e != holder && Some(e) != mount);
    let from_is_free = crate::combat::cast::units_in(res.world, &[from]).is_empty();
    match held_at {
        Some(at) if !shares_to && from_is_free && shape.adjacent(at, from) => {
            res.emit(CombatEvent::Dragged {
                unit: res.id(held),
                by: res.id(holder),
                from: at,
                to: from,
            });
        }
        _ => release(res, holder, held),
    }
    Ok(())
}

/// The hold between `holder` and `held` ends.
pub fn release(res: &mut Resolver, holder: Entity, held: Entity) {
    if has_condition(res.world, held, Condition::Grappled) {
        condition(res, held, Condition::Grappled, false);
    }
    if has_condition(res.world, holder, Condition::Grappling) {
        condition(res, holder, Condition::Grappling, false);
    }
}

/// A landed grapple: the target is held.
pub fn grapple_lands(res: &mut Resolver, holder: Entity, held: Entity) {
    manoeuvre(res, holder, "grapples", Some(held));
    condition(res, holder, Condition::Grappling, true);
    condition(res, held, Condition::Grappled, true);
}

/// A landed disarm: `loser`'s weapon lands `squares` away in a d8 direction (the nearest open
/// square from there).
pub fn knock_weapon_away(
    res: &mut Resolver,
    loser: Entity,
    squares: u32,
) -> Result<(), EngineError> {
    let weapon = res
        .world
        .get::<Equipment>(loser)
        .and_then(|e| e.usable().find(|w| !w.natural).map(|w| w.id.clone()));
    let Some(weapon) = weapon else {
        return Ok(());
    };
    let direction = res.world.resource_mut::<Dice>().0.roll(8)?;
    let (dx, dy) = [
        (0, -1),
        (1, -1),
        (1, 0),
        (1, 1),
        (0, 1),
        (-1, 1),
        (-1, 0),
        (-1, -1),
    ][(direction - 1) as usize];
    let from = res
        .world
        .get::<Position>(loser)
        .map(|p| p.0)
        .unwrap_or_default();
    let want = from.offset(dx * squares as i32, dy * squares as i32);
    let board = crate::combat::hot::resource::<Board>(res.world);
    let open = |p: Pos| {
        board.contains(p)
            && board
                .kind(p)
                .is_some_and(|k| k.movement != crate::level::schema::Movement::Blocked)
    };
    let at = board
        .shape
        .by_distance_from(want, board.width, board.height)
        .into_iter()
        .find(|&p| open(p))
        .unwrap_or(from);
    res.emit(CombatEvent::Dropped {
        unit: res.id(loser),
        thing: weapon,
        at,
    });
    Ok(())
}
