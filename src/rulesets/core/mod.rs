//! Core: seed 000's rules with seed 001's optional modules, as the engine has always played them.
//! This folder holds what only Core answers: its turn, the price of each action and what a
//! disabled unit's action costs it (here), the initiative order (`initiative.rs`), its strike,
//! forecast and health after damage (`strike.rs`), a cast's odds and risks (`magic.rs`), its face
//! for the window and the AI (`face.rs`, `panel.rs`) and its data (`tables.rs`). Still where they
//! were written, and read by the commands only Core offers: the attack's terms
//! (`combat/terms.rs`), the cast itself (`combat/cast.rs`, `combat/magic_items.rs`) and the pure
//! d20 maths of `rules/`.

mod aid;
mod bleed;
pub mod compelled;
mod counterspell;
mod coup_de_grace;
mod drain;
mod face;
mod fascination;
mod hero;
pub mod initiative;
mod item_spells;
pub mod maneuvers;
mod on_hit;
pub mod on_the_move;
mod panel;
mod spell_forecast;
mod spells;
pub mod splash;
mod strike;
pub mod tables;
mod two_weapons;

use super::{Outlook, Ruleset, RulesetId, Strike, TurnStart};
use crate::combat::commands::Command;
use crate::combat::components::*;
use crate::combat::events::CombatEvent;
use crate::combat::reads::plays;
use crate::combat::rejection::Rejection;
use crate::combat::resolver::{EngineError, Resolver};
use crate::level::schema::RuleOptions;
use crate::rules::condition_table::{ConditionId, Flag};
use crate::rules::economy::{ActionBudget, ActionCost, ActionKind};
use crate::rules::health::{HealthState, dying_save_dc};
use crate::rules::saves::SaveKind;
use bevy::prelude::*;
use initiative::{InitiativeKey, initiative_order};
use std::collections::BTreeMap;

/// Seed 000 (with seed 001's modules).
pub struct Core;

impl Ruleset for Core {
    fn id(&self) -> RulesetId {
        RulesetId::Core
    }

    fn start_fight(&self, res: &mut Resolver) -> Result<(), EngineError> {
        roll_initiative(res)
    }

    fn waiting_allowed(&self, world: &World) -> bool {
        plays(world, RuleOptions::delay_by_waiting)
    }

    fn maneuvers_allowed(&self, world: &World) -> bool {
        plays(world, RuleOptions::combat_maneuvers)
    }

    fn prone_has_numbers(&self, world: &World) -> bool {
        plays(world, RuleOptions::prone_table)
    }

    /// Seed 001's flask in hand, where the level plays splash weapons: the window's throw.
    fn thrown_object(&self, world: &World, unit: Entity) -> Option<crate::level::schema::Weapon> {
        splash::flask_in_hand(world, unit, None)
    }

    fn mounting_allowed(&self, world: &World) -> bool {
        plays(world, RuleOptions::mounted_combat)
    }

    fn readying_against_casters(&self, world: &World) -> bool {
        plays(world, RuleOptions::ready_against_casters)
    }

    /// Seed 001's hero points, where the level plays them.
    fn unit_spawned(
        &self,
        world: &mut World,
        unit: Entity,
        level_unit: &crate::level::validate::ResolvedUnit,
    ) {
        hero::unit_spawned(world, unit, level_unit.hero_points, level_unit.stats.mount);
    }

    fn turn_starts(
        &self,
        res: &mut Resolver,
        unit: Entity,
        state: HealthState,
    ) -> Result<TurnStart, EngineError> {
        // A coup de grace declared last turn falls now, and the turn goes on.
        coup_de_grace::falls(res, unit)?;
        maneuvers::grapple::lapses_unless_maintained(res, unit);
        bleed::at_turn_start(res, unit)?;
        splash::burns_at_turn_start(res, unit)?;
        if state == HealthState::Dying {
            dying_save(res, unit)?;
            return Ok(TurnStart::Spent);
        }
        // Felled by its bleeding, it acts no more this turn.
        if !crate::combat::reads::health_state(res.world, unit).can_act() {
            return Ok(TurnStart::Spent);
        }
        // Seed 001: a rider controls a mount not trained for war first; failing takes the turn.
        let mounted = crate::combat::reads::plays(
            res.world,
            crate::level::schema::RuleOptions::mounted_combat,
        );
        if state.can_act()
            && mounted
            && !crate::combat::mounted::control_untrained_mount(res, unit)?
        {
            return Ok(TurnStart::Spent);
        }
        if state.can_act() {
            // A turn the condition plays (a flight, a confused blow) threatens as a command does.
            let first_event = res.events.len();
            let start = compelled::turn(res, unit)?;
            if res.events.len() > first_event {
                fascination::threats(res, first_event)?;
            }
            return Ok(start);
        }
        Ok(TurnStart::Act)
    }

    fn budget(&self, world: &World, unit: Entity) -> ActionBudget {
        // Seed 000: one action in a surprise round or when disabled; seed 001's conditions limit
        // it too (staggered to one action, nauseated to one move).
        let surprise = crate::combat::hot::resource::<TurnState>(world).surprise;
        let conditions = crate::combat::reads::conditions_of(world, unit);
        // Seed 001, "Sujeto": a pinned creature's few actions are one (to break free, or to
        // speak a spell), read as a single action.
        let pinned = conditions.contains(crate::rules::condition_table::ConditionId::Pinned);
        // Seed 001, "Actuar fuera de turno": a turn taken early on a hero point is one action.
        let early = world.get::<HeroTurn>(unit).is_some();
        if conditions.has(Flag::MoveOnly) {
            ActionBudget::move_only()
        } else if surprise || pinned || early || conditions.has(Flag::SingleAction) {
            ActionBudget::single()
        } else {
            ActionBudget::full()
        }
    }

    /// Seed 001, "Incapacitado" (`rules: (disabled_half_speed: true)`): a disabled unit moves at
    /// half its speed, rounded down; seed 000 gives it one action and says nothing of its pace.
    fn speed(&self, world: &World, unit: Entity, speed: u32) -> u32 {
        // Seed 001, "Apresado", "Sujeto": in a grapple nobody walks.
        if crate::combat::reads::in_a_grapple(world, unit) {
            return 0;
        }
        // Asked for every unit at every step of a decision: the switch is looked up only for a
        // disabled unit.
        let disabled = crate::combat::reads::health_state(world, unit) == HealthState::Disabled;
        let switched_on = || plays(world, RuleOptions::disabled_half_speed);
        // Halved once, however many conditions halve it (seed 001: the most severe applies).
        let halved = disabled
            && switched_on()
            && !crate::combat::reads::laid_conditions_halve_speed(world, unit)
            && crate::combat::reads::conditions_of(world, unit).with(Flag::HalfSpeed)
                == Some(ConditionId::Disabled);
        if halved { speed / 2 } else { speed }
    }

    /// Seed 000, "Incapacitado": a disabled unit's standard action costs it 1 HP when the action
    /// is over, whatever the action was. Seed 001, "Fascinado": what the command did may break a
    /// fascination (see [`fascination`]).
    fn command_done(
        &self,
        res: &mut Resolver,
        actor: Entity,
        before: HealthState,
        first_event: usize,
    ) -> Result<(), EngineError> {
        if before == HealthState::Disabled {
            let me = res.id(actor);
            let took_standard = res.events[first_event..].iter().any(|e| {
                matches!(
                    e,
                    CombatEvent::Action {
                        unit,
                        cost: ActionCost::Standard,
                        ..
                    } if *unit == me
                )
            });
            if took_standard {
                strain(res, actor);
            }
        }
        maneuvers::grapple::check_holds(res);
        fascination::threats(res, first_event)
    }

    /// Seed 000, "Ataque de oportunidad": a foe lowering its guard within reach is struck.
    fn threat(&self) -> super::ThreatPolicy {
        super::ThreatPolicy::LeavingThreatenedSquares
    }

    /// Seed 000, "Tipos de acciones": each action's type as the seed lists it.
    fn cost(&self, world: &World, kind: ActionKind) -> ActionCost {
        // The level's options are read only for the charge (a resource read on every price would
        // show in the AI's hot loop).
        let detailed_charge =
            kind == ActionKind::Charge && plays(world, RuleOptions::detailed_charge);
        core_cost(kind, detailed_charge)
    }

    /// Seed 000: a weapon's range is an increment ([`crate::rules::attack::farthest_shot`]); a
    /// spell's ranged touch reaches the spell's range and no farther.
    fn farthest_shot(
        &self,
        _world: &World,
        _unit: Entity,
        weapon: &crate::level::schema::Weapon,
    ) -> u32 {
        let range = weapon.range.unwrap_or(0);
        if weapon.spell_touch {
            range
        } else {
            let thrown = weapon.kind == crate::level::schema::WeaponKind::Thrown;
            crate::rules::attack::farthest_shot(range, thrown)
        }
    }

    fn action_line(
        &self,
        unit: &str,
        action: &crate::i18n::Phrase,
        cost: crate::rules::economy::ActionCost,
    ) -> crate::i18n::Phrase {
        crate::phrase!(
            "log-action",
            unit = unit,
            action = action.clone(),
            cost = crate::i18n::Arg::Term(cost.to_string())
        )
    }

    fn offers(&self, command: &Command) -> bool {
        use Command as C;
        !matches!(
            command,
            C::SetDefence { .. }
                | C::Aim { .. }
                | C::Grapple { .. }
                | C::Crush { .. }
                | C::FirstAid { .. }
                | C::Tackle { .. }
                | C::HumanShield { .. }
                | C::Attack {
                    manner: Some(_),
                    ..
                }
        )
    }

    /// Seed 000's coup de grace, two-weapon attack and aid another, as Core plays them.
    fn perform(
        &self,
        res: &mut Resolver,
        actor: Entity,
        command: &Command,
    ) -> Option<Result<Result<(), EngineError>, Rejection>> {
        if let Some(refused) = maneuvers::pinned_refusal(res.world, actor, command) {
            return Some(Err(refused));
        }
        match command {
            Command::CoupDeGrace { target, .. } => Some(coup_de_grace::declare(res, actor, target)),
            Command::MaintainGrapple { option, .. } => {
                Some(maneuvers::grapple::maintain(res, actor, option))
            }
            Command::BreakFree { .. } => Some(maneuvers::grapple::break_free(res, actor)),
            Command::Feint { target, .. } => Some(maneuvers::feint::feint(res, actor, target)),
            Command::ShakeFree { ally, .. } => Some(fascination::shake_free(res, actor, ally)),
            Command::Hero { spend, .. } => Some(hero::spend(res, actor, spend)),
            Command::RideAndAct { .. } => on_the_move::Ride::of(command)
                .map(|(ride, act)| on_the_move::perform(res, actor, &ride, act)),
            Command::Throw {
                item,
                target: None,
                at: Some(corner),
                ..
            } => Some(splash::throw_at(res, actor, item.as_deref(), *corner)),
            Command::Throw {
                item,
                target: Some(target),
                at: None,
                ..
            } => Some(splash::throw_at_unit(res, actor, item.as_deref(), target)),
            Command::Release { .. } => Some(maneuvers::grapple::release(res, actor)),
            Command::TwoWeaponAttack { target, .. } => {
                Some(two_weapons::attack(res, actor, target))
            }
            Command::AidAnother {
                ally, aid, against, ..
            } => Some(aid::aid(res, actor, ally, *aid, against.as_deref())),
            Command::CombatManeuver {
                target,
                kind,
                follow,
                charge: true,
                ..
            } => Some(maneuvers::charging::perform(
                res, actor, target, *kind, *follow,
            )),
            Command::CombatManeuver {
                target,
                kind,
                follow,
                ..
            } => Some(maneuvers::perform(res, actor, target, *kind, *follow)),
            Command::Cast {
                spell,
                target,
                at,
                facing,
                defensively,
                ..
            } => Some(spells::cast(
                res,
                actor,
                spell,
                target.as_deref(),
                (*at, *facing),
                *defensively,
            )),
            Command::UseItem {
                item,
                spell,
                target,
                at,
                facing,
                ..
            } => Some(item_spells::use_item(
                res,
                actor,
                item,
                spell.as_deref(),
                target.as_deref(),
                (*at, *facing),
            )),
            _ => None,
        }
    }

    fn check(
        &self,
        world: &World,
        actor: Entity,
        command: &Command,
    ) -> Option<Result<(), Rejection>> {
        if let Some(refused) = maneuvers::pinned_refusal(world, actor, command) {
            return Some(Err(refused));
        }
        match command {
            Command::MaintainGrapple { option, .. } => {
                Some(maneuvers::grapple::check_maintain(world, actor, option).map(drop))
            }
            Command::BreakFree { .. } => {
                Some(maneuvers::grapple::check_break_free(world, actor).map(drop))
            }
            Command::Feint { target, .. } => {
                Some(maneuvers::feint::check(world, actor, target).map(drop))
            }
            Command::ShakeFree { ally, .. } => {
                Some(fascination::check_shake_free(world, actor, ally).map(drop))
            }
            Command::Hero { spend, .. } => Some(hero::check(world, actor, spend).map(drop)),
            Command::RideAndAct { .. } => on_the_move::Ride::of(command)
                .map(|(ride, act)| on_the_move::check(world, actor, &ride, act).map(drop)),
            Command::Throw {
                item,
                target: None,
                at: Some(corner),
                ..
            } => Some(splash::check_throw_at(world, actor, item.as_deref(), *corner).map(drop)),
            Command::Throw {
                item,
                target: Some(target),
                at: None,
                ..
            } => Some(splash::check_throw_at_unit(world, actor, item.as_deref(), target).map(drop)),
            Command::Release { .. } => Some(
                maneuvers::grapple::held_by_unit(world, actor)
                    .map(drop)
                    .ok_or_else(|| Rejection::Cannot {
                        unit: crate::combat::reads::unit_id(world, actor),
                        why: crate::phrase!("why-it-holds-nobody"),
                    }),
            ),
            Command::CoupDeGrace { target, .. } => {
                Some(coup_de_grace::check(world, actor, target).map(drop))
            }
            Command::TwoWeaponAttack { target, .. } => {
                Some(two_weapons::check(world, actor, target).map(drop))
            }
            Command::AidAnother { ally, against, .. } => {
                Some(aid::check(world, actor, ally, against.as_deref()).map(drop))
            }
            Command::CombatManeuver {
                target,
                kind,
                follow,
                charge: true,
                ..
            } => Some(maneuvers::charging::check(world, actor, target, *kind, *follow).map(drop)),
            Command::CombatManeuver {
                target,
                kind,
                follow,
                ..
            } => Some(maneuvers::check(world, actor, target, *kind, *follow).map(drop)),
            _ => None,
        }
    }

    /// A coup de grace declared lapses when its attacker cannot take the turn it falls on.
    fn turn_lost(&self, res: &mut Resolver, unit: Entity, why: crate::i18n::Phrase) {
        coup_de_grace::lapses(res, unit, why);
    }

    fn strike(&self, res: &mut Resolver, strike: &Strike) -> Result<(), EngineError> {
        strike::strike(res, strike)
    }

    /// Seed 000's spells: areas, attack rolls, saves and spell resistance.
    fn spell_lands(
        &self,
        res: &mut Resolver,
        caster: Entity,
        spell: &crate::level::spells::Spell,
        aim: &crate::combat::cast::Aim,
    ) -> Result<(), EngineError> {
        spells::take_shape(res, caster, spell, aim)
    }

    /// Seed 001, "Preparando un contraconjuro".
    fn plays_counterspells(&self) -> bool {
        true
    }

    fn counterspell(
        &self,
        res: &mut Resolver,
        readier: Entity,
        caster: Entity,
    ) -> Result<(), EngineError> {
        counterspell::counter(res, readier, caster)
    }

    /// Seed 000: concentration checks for casters hurt while channelling.
    fn concentration(&self, res: &mut Resolver, first_event: usize) -> Result<(), EngineError> {
        spells::check_channelers(res, first_event)
    }

    fn cast_outlook(
        &self,
        world: &World,
        caster: Entity,
        plan: &crate::combat::cast::CastPlan,
    ) -> Vec<crate::combat::cast::CastOutlook> {
        spell_forecast::outlook(world, caster, plan)
    }

    /// Seed 000: arcane spell failure, concentration when threatened, and the rest.
    fn casting_risks(
        &self,
        world: &World,
        caster: Entity,
        plan: &crate::combat::cast::CastPlan,
    ) -> Vec<crate::combat::cast::CastingRisk> {
        spell_forecast::casting_risks(world, caster, plan)
    }

    fn outlook(&self, world: &World, strike: &Strike) -> Outlook {
        strike::outlook(world, strike)
    }

    fn odds(&self, world: &World, strike: &Strike) -> crate::combat::attack::Odds {
        strike::odds(world, strike)
    }

    /// Seed 001, "Confuso": who attacked a confused creature (see [`compelled`]); who holds whom
    /// in a grapple (see [`maneuvers`]).
    fn remember(&self, world: &mut World, event: &CombatEvent) {
        compelled::remember(world, event);
        maneuvers::grapple::remember(world, event);
        maneuvers::feint::remember(world, event);
        maneuvers::sunder::remember(world, event);
        splash::remember(world, event);
        hero::remember(world, event);
    }

    /// Seed 001: hero points are never renewed.
    fn spent_for_good<'e>(&self, event: &'e CombatEvent) -> Option<(&'e str, u32)> {
        match event {
            CombatEvent::HeroPoint { unit, spent, .. } => Some((unit, *spent)),
            _ => None,
        }
    }

    fn after_damage(&self, res: &mut Resolver, target: Entity, before: Health, dealt: i32) {
        strike::after_damage(res, target, before, dealt)
    }
}

/// One initiative check made for a whole group: its d20, and the first listed member's modifier,
/// Dexterity and place in the list.
#[derive(Clone, Copy)]
struct GroupCheck {
    roll: u32,
    modifier: i32,
    dexterity: i32,
    listed: usize,
}

/// Initiative (seed 000, "Chequeo de iniciativa", "Ronda sorpresa"): 1d20 + Dex modifier + other
/// bonuses for each unit, rolled once (or a fixed total); then the surprise round (round 0) when
/// some but not all units are aware, the unaware flat-footed.
///
/// An initiative group is one check, as the seed's note to the game master advises: one d20 with
/// the modifier of the group's first listed member (a game master rolls once for the goblins, by
/// their leader), one total for all, and the group acts as a block in listing order. A member with
/// a fixed initiative keeps its own.
fn roll_initiative(res: &mut Resolver) -> Result<(), EngineError> {
    let units = crate::combat::reads::roster_entities(res.world);
    let mut groups: BTreeMap<String, GroupCheck> = BTreeMap::new();
    let mut keys = Vec::with_capacity(units.len());
    for (listed, &e) in units.iter().enumerate() {
        let init = res.world.get::<Initiative>(e).cloned().unwrap_or_default();
        let abilities = res
            .world
            .get::<Abilities>(e)
            .map(|a| a.0)
            .unwrap_or_default();
        let own = GroupCheck {
            roll: 0,
            modifier: abilities.dex_mod() + init.bonus,
            dexterity: abilities.dexterity,
            listed,
        };
        let (roll, check) = match (init.fixed, &init.group) {
            (Some(_), _) => (None, own),
            (None, Some(group)) => {
                let check = match groups.get(group) {
                    Some(&check) => check,
                    None => {
                        let check = GroupCheck {
                            roll: res.d20()?,
                            ..own
                        };
                        groups.insert(group.clone(), check);
                        check
                    }
                };
                (Some(check.roll), check)
            }
            (None, None) => {
                let check = GroupCheck {
                    roll: res.d20()?,
                    ..own
                };
                (Some(check.roll), check)
            }
        };
        let modifier = check.modifier;
        let total = init.fixed.unwrap_or_else(|| check.roll as i32 + modifier);
        res.emit(CombatEvent::Initiative {
            unit: res.id(e),
            roll,
            modifier,
            total,
            group: init.group.clone(),
            die: None,
        });
        keys.push(InitiativeKey {
            total,
            dexterity: check.dexterity,
            modifier,
            listed: check.listed,
            member: listed,
        });
    }
    let order: Vec<String> = initiative_order(&keys)
        .into_iter()
        .map(|i| res.id(units[i]))
        .collect();
    res.emit(CombatEvent::Order { units: order });

    let aware: Vec<bool> = units
        .iter()
        .map(|&e| res.world.get::<Awareness>(e).is_none_or(|a| a.aware))
        .collect();
    let surprise = aware.iter().any(|&a| a) && !aware.iter().all(|&a| a);
    let all_flat_footed = res
        .world
        .resource::<Rules>()
        .0
        .flat_footed_until_first_turn();
    for (&e, &is_aware) in units.iter().zip(&aware) {
        if all_flat_footed || (surprise && !is_aware) {
            res.emit(CombatEvent::Condition {
                unit: res.id(e),
                condition: Condition::FlatFooted,
                active: true,
            });
        }
    }
    res.emit(CombatEvent::Round {
        round: if surprise { 0 } else { 1 },
        surprise,
    });
    Ok(())
}

/// The DC of the unit's next dying save: 10 + the damage it has received since it fell.
pub fn dying_dc(world: &World, e: Entity) -> i32 {
    let hp = world.get::<Health>(e).map_or(0, |h| h.hp);
    let received = world
        .get::<DamageReceived>(e)
        .map_or(hp.saturating_neg().max(0), |d| d.0);
    dying_save_dc(received)
}

/// A dying unit's turn is its Fortitude save (seed 000, "Muriendo"): success stabilises it,
/// failure costs 1 HP.
pub fn dying_save(res: &mut Resolver, e: Entity) -> Result<(), EngineError> {
    let constitution_check = plays(res.world, RuleOptions::dying_constitution_check);
    let stabilised = if constitution_check {
        stabilising_check(res, e)?
    } else {
        let dc = dying_dc(res.world, e);
        spells::roll_save(res, e, SaveKind::Fortitude, dc)?
    };
    if stabilised {
        res.emit(CombatEvent::HealthState {
            unit: res.id(e),
            state: HealthState::Stable,
        });
    } else {
        crate::combat::attack::lose_hit_points(res, e, 1, crate::combat::attack::BLEEDING);
    }
    Ok(())
}

/// Seed 001, "Moribundo" (`rules: (dying_constitution_check: true)`): d20 + the Constitution
/// modifier, with the hit points below 0 as a penalty, against DC 10; reported as a `check`.
fn stabilising_check(res: &mut Resolver, e: Entity) -> Result<bool, EngineError> {
    use crate::rules::health::{STABILISING_DC, stabilising_check_succeeds};
    let hp = res.world.get::<Health>(e).map_or(0, |h| h.hp);
    let con = res
        .world
        .get::<crate::combat::components::Abilities>(e)
        .map_or(10, |a| a.0.constitution);
    let con_modifier = crate::rules::abilities::ability_modifier(con);
    let mut modifiers = crate::rules::modifiers::Modifiers::new();
    modifiers.add("Con", con_modifier).add("below 0", hp.min(0));
    // An ability check: its conditions' check terms count (shaken, sickened…).
    let conditions = crate::combat::reads::conditions_of(res.world, e);
    for (condition, bonus) in conditions.terms(crate::rules::condition_table::Target::Checks) {
        modifiers.add(condition, bonus.value);
    }
    let checks = modifiers.total() - con_modifier - hp.min(0);
    let roll = res.d20()?;
    let success = stabilising_check_succeeds(roll, con_modifier + checks, hp);
    res.emit(CombatEvent::Check {
        unit: res.id(e),
        ability: "constitution".into(),
        why: "stabilising".into(),
        roll,
        total: roll as i32 + modifiers.total(),
        modifiers,
        dc: STABILISING_DC,
        success,
    });
    Ok(success)
}

/// Seed 000, "Tipos de acciones": what each kind of action costs a turn. Data gives the time
/// of a reload, a shield's strapping and a spell's casting. The charge is a standard action, or
/// the full round with the detailed charge rule ("Carga", the optional reading), but for a turn of
/// one action.
pub(crate) fn core_cost(kind: ActionKind, detailed_charge: bool) -> ActionCost {
    use ActionKind as K;
    match kind {
        K::Attack
        | K::TwoWeaponAttack
        | K::ShortCharge
        | K::TotalDefense
        | K::AidAnother
        | K::Ready
        | K::PourPotion
        | K::Drink
        | K::UseItem
        | K::CancelSpell
        | K::Feint
        | K::Manoeuvre
        | K::CombatManeuver
        | K::ShakeFree => ActionCost::Standard,
        K::Charge if detailed_charge => ActionCost::FullRound,
        K::Charge => ActionCost::Standard,
        K::FullAttack | K::CoupDeGrace | K::Withdraw => ActionCost::FullRound,
        K::Move
        | K::Step
        | K::Crawl
        | K::StandUp
        | K::PickUp
        | K::HandOver
        | K::TakeOut
        | K::Draw
        | K::UnstrapShield
        | K::ToggleDoor
        | K::Mount
        | K::Dismount => ActionCost::Move,
        K::Run => ActionCost::DoubleMove,
        K::DropProne | K::Drop => ActionCost::Free,
        K::Reload(time) | K::StrapShield(time) | K::Cast(time) => time,
    }
}

/// A disabled unit's standard action costs it 1 HP afterwards (seed 000, "Incapacitado").
fn strain(res: &mut Resolver, unit: Entity) {
    if crate::combat::reads::health_state(res.world, unit) == HealthState::Disabled {
        crate::combat::attack::lose_hit_points(res, unit, 1, "strain");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::economy::ActionCost;

    #[test]
    fn a_charge_is_a_standard_action_or_with_the_detailed_rule_the_full_round_unless_the_turn_holds_one_action()
     {
        assert_eq!(core_cost(ActionKind::Charge, false), ActionCost::Standard);
        assert_eq!(core_cost(ActionKind::Charge, true), ActionCost::FullRound);
        assert_eq!(
            core_cost(ActionKind::ShortCharge, true),
            ActionCost::Standard
        );
    }

    #[test]
    fn withdrawing_takes_the_round_a_step_is_a_move_and_data_times_are_kept() {
        assert_eq!(
            core_cost(ActionKind::Withdraw, false),
            ActionCost::FullRound
        );
        assert_eq!(core_cost(ActionKind::Step, false), ActionCost::Move);
        assert_eq!(core_cost(ActionKind::Run, false), ActionCost::DoubleMove);
        assert_eq!(core_cost(ActionKind::Drop, false), ActionCost::Free);
        let reload = ActionKind::Reload(ActionCost::FullRound);
        assert_eq!(core_cost(reload, false), ActionCost::FullRound);
        let cast = ActionKind::Cast(ActionCost::Swift);
        assert_eq!(core_cost(cast, false), ActionCost::Swift);
    }
}
