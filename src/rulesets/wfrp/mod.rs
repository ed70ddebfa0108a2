//! Seed 003, the WFRP ruleset. What plays so far (the README's "WFRP rules as played" lists what
//! is still to come):
//!
//! - **Initiative** 1d10 + Agility, rolled once and kept all fight; the highest first, a PC
//!   before an NPC on a tie, then the higher Agility, then the level's order (`rules`).
//! - **A turn** is two half actions or one full action: a move (M squares) or a normal attack is
//!   half; two moves make one turn of walking, but there is one normal attack a turn (a swift
//!   attack is how a unit strikes more than once). A charge (up to 2 × M, +10 % WS) is full.
//! - **A blow** (`strike`): WS in melee, BS at range, d100 at or under; a foe that parries (WS,
//!   with a shield or a second weapon in hand) or dodges (Ag, only if trained) cancels it, once
//!   a round; a second d100 on the target's table says where it lands; 1d10 + the weapon's
//!   damage, Ulric's Fury on a 10, less Toughness Bonus and the armour there.
//! - **Wounds** stop at 0; a blow that passes the last one is a critical: its severity from its
//!   value and a d100 (`rules::critical_severity`); 9 and 10 kill, the rest do what the row of
//!   `criticals.ron` for the part hit says (`criticals`): stunned, slowed, a penalty to every
//!   test, prone, a dropped weapon, lame, bleeding, knocked out.
//! - **Free attacks**: a unit that walks out of melee gives each foe engaged with it one blow
//!   (once a round each); shooting or anything else beside a foe gives none.
//! - Its own actions (aim, the cautious, all-out and swift attacks, the guard and defensive
//!   stances) are in `actions`; Fortune and Fate in `fortune`; its bar, AI choices and face in
//!   `bar`, `ai` and `face`; its tables in `data` and `tables`.

mod actions;
mod ai;
mod bar;
pub mod criticals;
pub mod data;
pub mod extended;
mod face;
pub mod fortune;
mod grapple;
mod jump;
pub mod magic;
mod opposed;
mod reserve;
pub mod rules;
pub mod spells;
mod strike;
pub mod tables;

use super::{Outlook, Ruleset, RulesetId, Strike, TurnStart};
use crate::combat::commands::Command;
use crate::combat::components::Health;
use crate::combat::events::CombatEvent;
use crate::combat::reads::{entity_of, roster_entities};
use crate::combat::resolver::{EngineError, Resolver};
use crate::level::schema::Weapon;
use crate::rules::economy::{ActionBudget, ActionCost, ActionKind};
use crate::rules::health::HealthState;
use bevy::prelude::*;
use data::{LocationTable, Profile, WfrpWeapon};
use std::collections::BTreeMap;

/// Seed 003.
pub struct Wfrp;

/// What a WFRP unit brings to the fight beyond the shared shape (made from its tables).
#[derive(Clone, Debug, PartialEq)]
pub struct WfrpUnit {
    pub profile: Profile,
    pub dodge: bool,
    /// Fortune points to start a fight with, when the creature gives them.
    pub fortune: Option<u32>,
    /// Armour points by location.
    pub armour: BTreeMap<String, i32>,
    /// The armour points a blow meets on average over its location table, worked out once: the
    /// AI weighs every blow by it.
    pub mean_armour: f64,
    /// A shield or buckler in the off hand (a free parry).
    pub shield: bool,
    pub locations: LocationTable,
    /// What a critical does to it (the ruleset's table, shared).
    pub criticals: std::sync::Arc<criticals::CriticalTable>,
    /// Its weapons as WFRP reads them, by id.
    pub weapons: BTreeMap<String, WfrpWeapon>,
    /// The spells it knows.
    pub spells: Vec<spells::WfrpSpell>,
}

/// A unit's WFRP numbers during the fight.
#[derive(Component, Clone, Debug, PartialEq)]
pub struct WfrpStats(pub WfrpUnit);

/// What WFRP remembers of a unit as the fight goes: the round it last parried or dodged, its
/// Fortune and Fate points left, what criticals left on it (turns it will lose or spend
/// slowed, whether this turn is slowed, the penalty to its tests, lameness, the chance of
/// bleeding to death at each turn's start), a feint's opening and a grapple's two sides.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WfrpTrack {
    pub reacted_in: Option<u32>,
    pub fortune: u32,
    pub fate: u32,
    pub stunned: u32,
    pub slowed: u32,
    pub slowed_now: bool,
    pub penalty: i32,
    pub lame: bool,
    pub bleeding: u32,
    /// The foe a feint won against, until the unit attacks or its turn ends.
    pub feint_on: Option<Entity>,
    /// Caught unawares at the start: it loses its first turn.
    pub surprised: bool,
    /// The round it last cast a spell in (one a round).
    pub cast_in: Option<u32>,
    /// The foe it holds in a grapple, and the one holding it.
    pub holds: Option<Entity>,
    pub held_by: Option<Entity>,
}

impl Ruleset for Wfrp {
    fn id(&self) -> RulesetId {
        RulesetId::Wfrp
    }

    fn unit_spawned(
        &self,
        world: &mut World,
        unit: Entity,
        level_unit: &crate::level::validate::ResolvedUnit,
    ) {
        if let Some(crate::rulesets::tables::UnitSheet::Wfrp(sheet)) = level_unit.sheet.as_ref() {
            let players = party(world, unit) == rules::Party::Pc;
            let (fortune, fate) =
                fortune::starting_points(sheet.fortune, sheet.profile.fate, players);
            let track = WfrpTrack {
                fortune,
                fate,
                ..WfrpTrack::default()
            };
            world
                .entity_mut(unit)
                .insert((WfrpStats((**sheet).clone()), track));
            if !sheet.spells.is_empty() {
                world.entity_mut(unit).insert(magic::spellcasting(sheet));
            }
        }
    }

    /// Seed 003, "Primer paso" and "Segundo paso": 1d10 + Agility, kept all fight.
    fn start_fight(&self, res: &mut Resolver) -> Result<(), EngineError> {
        let units = roster_entities(res.world);
        let mut keys = Vec::with_capacity(units.len());
        for (listed, &e) in units.iter().enumerate() {
            let agility = profile(res.world, e).ag;
            let (faces, _) = res.roll(crate::rules::dice::DiceExpr::new(1, 10, 0))?;
            let extra = fortune::initiative_extra(res, e, faces[0])?;
            let key =
                rules::Initiative::new(faces[0] + extra, agility, party(res.world, e), listed);
            res.emit(CombatEvent::Initiative {
                unit: res.id(e),
                roll: Some(faces[0]),
                modifier: agility + extra as i32,
                total: key.total,
                group: None,
                die: Some(10),
            });
            keys.push(key);
        }
        let order = rules::initiative_order(&keys)
            .into_iter()
            .map(|i| res.id(units[i]))
            .collect();
        res.emit(CombatEvent::Order { units: order });
        caught_unawares(res, &units);
        res.emit(CombatEvent::Round {
            round: 1,
            surprise: false,
        });
        Ok(())
    }

    /// A bleeding unit rolls to live on; a stunned one loses the turn (seed 003, "Aturdido": no
    /// action at all), and is no longer stunned after its last lost turn.
    fn turn_starts(
        &self,
        res: &mut Resolver,
        unit: Entity,
        _state: HealthState,
    ) -> Result<TurnStart, EngineError> {
        actions::turn_begins(res, unit);
        magic::turn_begins(res, unit);
        criticals::bleeds(res, unit)?;
        grapple::hold_broken_by(res, unit);
        if !crate::combat::reads::health_state(res.world, unit).can_act() {
            return Ok(TurnStart::Spent);
        }
        if track(res.world, unit).surprised {
            res.emit(CombatEvent::TurnLost {
                unit: res.id(unit),
                why: crate::phrase!("wfrp-surprised"),
            });
            return Ok(TurnStart::Spent);
        }
        let stunned = track(res.world, unit).stunned;
        if stunned > 0 {
            let stun = crate::combat::components::Condition::Stunned;
            res.emit(CombatEvent::TurnLost {
                unit: res.id(unit),
                why: stun.phrase(),
            });
            if stunned == 1 {
                res.emit(CombatEvent::Condition {
                    unit: res.id(unit),
                    condition: stun,
                    active: false,
                });
            }
            return Ok(TurnStart::Spent);
        }
        Ok(TurnStart::Act)
    }

    /// Seed 003, "Acciones": two half actions, or one full action, and no swift action; one half
    /// action on a turn a critical slows.
    fn budget(&self, world: &World, unit: Entity) -> ActionBudget {
        ActionBudget {
            swift: false,
            single_action: track(world, unit).slowed_now,
            ..ActionBudget::full()
        }
    }

    /// Seed 003, "Reserva": a reserved action keeps the unit's place in the order.
    fn readied_moves_in_order(&self) -> bool {
        false
    }

    /// Seed 003, "Reserva": reserved actions at once go by an opposed Agility test.
    fn order_at_once(
        &self,
        res: &mut Resolver,
        units: Vec<Entity>,
    ) -> Result<Vec<Entity>, EngineError> {
        reserve::order_at_once(res, units)
    }

    /// Seed 003, "Correr": three times its Movement.
    fn run_speed(&self, speed: u32) -> u32 {
        speed * 3
    }

    /// A lame unit moves half its Movement, at least 1 square.
    fn speed(&self, world: &World, unit: Entity, speed: u32) -> u32 {
        match track(world, unit).lame {
            true => (speed / 2).max(1),
            false => speed,
        }
    }

    /// Seed 003's half and full actions; what it does not price keeps the nearest weight.
    fn cost(&self, _world: &World, kind: ActionKind) -> ActionCost {
        use ActionKind as K;
        match kind {
            // Half actions: one normal attack a turn, a move (twice, in a whole turn of it).
            K::Attack | K::Ready | K::Drink | K::UseItem | K::TotalDefense | K::AidAnother => {
                ActionCost::Standard
            }
            K::Move
            | K::Step
            | K::Crawl
            | K::StandUp
            | K::Draw
            | K::TakeOut
            | K::PickUp
            | K::HandOver
            | K::PourPotion
            | K::UnstrapShield
            | K::ToggleDoor
            | K::Mount
            | K::Dismount
            | K::Feint
            | K::Manoeuvre
            | K::CombatManeuver
            | K::ShakeFree => ActionCost::Move,
            K::Charge
            | K::ShortCharge
            | K::FullAttack
            | K::TwoWeaponAttack
            | K::CoupDeGrace
            | K::Withdraw
            | K::Run => ActionCost::FullRound,
            // A spell's own time: half, or a full action (each round of an extended one).
            K::Cast(ActionCost::Move) => ActionCost::Move,
            K::Cast(_) => ActionCost::FullRound,
            K::DropProne | K::Drop | K::CancelSpell => ActionCost::Free,
            K::Reload(time) | K::StrapShield(time) => time,
        }
    }

    /// Seed 003's words: a half action, a full action, a free one.
    fn action_line(
        &self,
        unit: &str,
        action: &crate::i18n::Phrase,
        cost: ActionCost,
    ) -> crate::i18n::Phrase {
        let kind = match cost {
            ActionCost::Standard | ActionCost::Move => "half",
            ActionCost::DoubleMove | ActionCost::FullRound => "full",
            ActionCost::Swift | ActionCost::Immediate | ActionCost::Free => "free",
        };
        crate::phrase!(
            "log-action-wfrp",
            unit = unit,
            action = action.clone(),
            kind = kind
        )
    }

    /// Seed 003, "Retirada": a free attack for each foe a unit walks away from.
    fn provoked_line(&self, attacker: &str, target: &str) -> crate::i18n::Phrase {
        crate::phrase!("log-free-attack-wfrp", target = target, attacker = attacker)
    }

    /// Seed 003's actions as the engine plays them: moving, running, withdrawing, the normal,
    /// cautious, all-out and swift attacks, aiming, the stances, a charge, a feint, a manoeuvre,
    /// the grapple's commands, drawing, picking up, reloading, standing up, casting and
    /// channelling, a Fortune point's half action, opening a door (a half action, as equipping),
    /// reserving a half action (`Ready`), jumping a gap, and ending the turn.
    fn offers(&self, command: &Command) -> bool {
        use crate::combat::commands::AttackManner as M;
        matches!(
            command,
            Command::Move { .. }
                | Command::Attack {
                    manner: None | Some(M::Cautious | M::AllOut | M::Swift),
                    ..
                }
                | Command::Aim { .. }
                | Command::TotalDefense { .. }
                | Command::Guard { .. }
                | Command::Charge { .. }
                | Command::Draw { .. }
                | Command::Reload { .. }
                | Command::StandUp { .. }
                | Command::PickUp { .. }
                | Command::Withdraw { .. }
                | Command::Run { .. }
                | Command::Feint { .. }
                | Command::Manoeuvre { .. }
                | Command::Grapple { .. }
                | Command::Crush { .. }
                | Command::BreakFree { .. }
                | Command::Release { .. }
                | Command::ExtraHalfAction { .. }
                | Command::Cast {
                    defensively: false,
                    ..
                }
                | Command::BuildEnergy { .. }
                | Command::ToggleDoor { .. }
                | Command::Ready { .. }
                | Command::Jump { .. }
                | Command::EndTurn { .. }
        )
    }

    fn check(
        &self,
        world: &World,
        actor: Entity,
        command: &Command,
    ) -> Option<Result<(), crate::combat::rejection::Rejection>> {
        grapple::check(world, actor, command)
            .or_else(|| actions::check(world, actor, command))
            .or_else(|| opposed::check(world, actor, command))
            .or_else(|| extended::check(world, actor, command))
            .or_else(|| magic::check(world, actor, command))
            .or_else(|| jump::check(world, actor, command))
    }

    fn perform(
        &self,
        res: &mut Resolver,
        actor: Entity,
        command: &Command,
    ) -> Option<Result<Result<(), EngineError>, crate::combat::rejection::Rejection>> {
        grapple::perform(res, actor, command)
            .or_else(|| actions::perform(res, actor, command))
            .or_else(|| opposed::perform(res, actor, command))
            .or_else(|| extended::perform(res, actor, command))
            .or_else(|| magic::perform(res, actor, command))
            .or_else(|| reserve::perform(res, actor, command))
            .or_else(|| jump::perform(res, actor, command))
    }

    /// An aim is spent by whatever the unit does next, and an extended action given up for it;
    /// a grapple ends when one of its two can no longer act.
    fn command_done(
        &self,
        res: &mut Resolver,
        actor: Entity,
        _before: HealthState,
        first_event: usize,
    ) -> Result<(), EngineError> {
        actions::aim_spent(res, actor, first_event);
        extended::given_up(res, actor, first_event);
        for unit in roster_entities(res.world) {
            grapple::hold_broken_by(res, unit);
        }
        Ok(())
    }

    /// Seed 003 counts Wounds.
    fn counts_wounds(&self) -> bool {
        true
    }

    /// Seed 003, "Armas de proyectiles": a weapon shoots as far as its range, and twice as far
    /// after an aim (the long shot's -30 % is the strike's).
    fn farthest_shot(&self, world: &World, unit: Entity, weapon: &Weapon) -> u32 {
        let range = weapon.range.unwrap_or(0);
        match crate::combat::reads::has_condition(
            world,
            unit,
            crate::combat::components::Condition::Aiming,
        ) {
            true => range * 2,
            false => range,
        }
    }

    /// Seed 003, "Retirada": leaving melee gives each engaged foe a free attack; nothing else
    /// done beside a foe does.
    fn threat(&self) -> super::ThreatPolicy {
        super::ThreatPolicy::LeavingMelee
    }

    /// Seed 003, "Puntos de Destino": a Fate point spent is lost for good.
    fn spent_for_good<'e>(&self, event: &'e CombatEvent) -> Option<(&'e str, u32)> {
        match event {
            CombatEvent::Fate { unit, .. } => Some((unit, 1)),
            _ => None,
        }
    }

    fn remember(&self, world: &mut World, event: &CombatEvent) {
        remember(world, event)
    }

    fn strike(&self, res: &mut Resolver, s: &Strike) -> Result<(), EngineError> {
        strike::strike(res, s)
    }

    fn outlook(&self, world: &World, s: &Strike) -> Outlook {
        strike::outlook(world, s)
    }

    fn odds(&self, world: &World, s: &Strike) -> crate::combat::attack::Odds {
        strike::odds(world, s)
    }

    /// Wounds stop at 0 (the blow's critical is the strike's): nothing more here.
    fn after_damage(&self, _res: &mut Resolver, _target: Entity, _before: Health, _dealt: i32) {}

    fn spell_lands(
        &self,
        res: &mut Resolver,
        caster: Entity,
        spell: &crate::level::spells::Spell,
        aim: &crate::combat::cast::Aim,
    ) -> Result<(), EngineError> {
        magic::lands(res, caster, spell, aim)
    }

    fn cast_outlook(
        &self,
        world: &World,
        caster: Entity,
        plan: &crate::combat::cast::CastPlan,
    ) -> Vec<crate::combat::cast::CastOutlook> {
        magic::outlook(world, caster, plan)
    }

    fn casting_risks(
        &self,
        world: &World,
        caster: Entity,
        plan: &crate::combat::cast::CastPlan,
    ) -> Vec<crate::combat::cast::CastingRisk> {
        magic::casting_risks(world, caster, plan)
    }
}

/// Seed 003, "Tercer paso": when some units start the fight aware of their foes and others not
/// (a level's `aware: false`), the unaware are surprised: flat-footed, with no parry or dodge,
/// until the turn they lose (see `turn_starts`). When nobody is aware, nobody is surprised.
fn caught_unawares(res: &mut Resolver, units: &[Entity]) {
    let aware = |e: Entity| {
        res.world
            .get::<crate::combat::components::Awareness>(e)
            .is_none_or(|a| a.aware)
    };
    if !units.iter().any(|&e| aware(e)) {
        return;
    }
    let unaware: Vec<Entity> = units.iter().copied().filter(|&e| !aware(e)).collect();
    for e in unaware {
        res.emit(CombatEvent::Condition {
            unit: res.id(e),
            condition: crate::combat::components::Condition::FlatFooted,
            active: true,
        });
    }
}

/// The chance a side testing `mine` wins an opposed test against `theirs` (see `opposed`).
pub fn opposed_win_chance(mine: i32, theirs: i32) -> f64 {
    opposed::win_chance(mine, theirs)
}

/// The term criticals put on every test the unit makes (none when they put none).
pub(crate) fn hurt_terms(world: &World, unit: Entity) -> crate::rules::modifiers::Modifiers {
    let mut terms = crate::rules::modifiers::Modifiers::new();
    let hurt = track(world, unit).penalty;
    if hurt > 0 {
        terms.add("critical wounds", -hurt);
    }
    terms
}

/// A refusal of what `unit` cannot do now, and why.
pub(crate) fn cannot(
    world: &World,
    unit: Entity,
    why: crate::i18n::Phrase,
) -> crate::combat::rejection::Rejection {
    crate::combat::rejection::Rejection::Cannot {
        unit: crate::combat::reads::unit_id(world, unit),
        why,
    }
}

/// A unit's profile (a unit made by another ruleset's tables has an empty one).
pub fn profile(world: &World, e: Entity) -> Profile {
    world
        .get::<WfrpStats>(e)
        .map(|s| s.0.profile)
        .unwrap_or_default()
}

/// What WFRP remembers of the unit.
pub fn track(world: &World, e: Entity) -> WfrpTrack {
    world.get::<WfrpTrack>(e).copied().unwrap_or_default()
}

/// Whether the unit plays for the players (its side's role: as the level gives it, else a
/// human side's).
pub fn party(world: &World, e: Entity) -> rules::Party {
    if crate::combat::reads::plays_for_players(world, e) {
        rules::Party::Pc
    } else {
        rules::Party::Npc
    }
}

/// Keeps WFRP's track in step with what happened: a parry or dodge made, the Fortune and Fate
/// points left, what a critical left, a lost or slowed turn passing.
fn remember(world: &mut World, event: &CombatEvent) {
    extended::remember(world, event);
    if grapple::remember(world, event) {
        return;
    }
    match event {
        CombatEvent::Fortune { unit, .. } | CombatEvent::Fate { unit, .. } => {
            fortune::grant_half(world, event);
            change_track(world, unit, |track, _| fortune::remember(track, event));
            return;
        }
        CombatEvent::Opposed {
            unit,
            against,
            why,
            won: true,
            ..
        } if why == "feint" => {
            let foe = entity_of(world, against);
            change_track(world, unit, |track, _| track.feint_on = foe);
            return;
        }
        CombatEvent::Strike { attacker, .. } => {
            change_track(world, attacker, |track, _| track.feint_on = None);
            return;
        }
        CombatEvent::TurnEnd { unit } => {
            change_track(world, unit, |track, _| track.feint_on = None);
            return;
        }
        CombatEvent::Action { unit, action, .. } if action.key() == "action-wfrp-cast" => {
            change_track(world, unit, |track, round| track.cast_in = Some(round));
            return;
        }
        CombatEvent::CriticalEffect { unit, effect, .. } => {
            let Some(e) = entity_of(world, unit) else {
                return;
            };
            let table = world.get::<WfrpStats>(e).map(|s| s.0.criticals.clone());
            if let Some(row) = table.as_ref().and_then(|t| t.by_id(effect)) {
                change_track(world, unit, |track, _| criticals::remember(track, row));
            }
            return;
        }
        _ => {}
    }
    let (unit, change): (&str, fn(&mut WfrpTrack, u32)) = match event {
        CombatEvent::Reaction { defender, .. } => (defender, |t: &mut WfrpTrack, round| {
            t.reacted_in = Some(round)
        }),
        // A lost turn is the surprised unit's lost first turn, and one of a stun's.
        CombatEvent::TurnLost { unit, .. } => (unit, |t: &mut WfrpTrack, _| match t.surprised {
            true => t.surprised = false,
            false => t.stunned = t.stunned.saturating_sub(1),
        }),
        CombatEvent::Condition {
            unit,
            condition: crate::combat::components::Condition::FlatFooted,
            active: true,
        } => (unit, |t: &mut WfrpTrack, _| t.surprised = true),
        // Before the turn's budget is set: a slowed turn has one half action.
        CombatEvent::Turn { unit } => (unit, |t: &mut WfrpTrack, _| {
            t.slowed_now = t.slowed > 0;
            t.slowed = t.slowed.saturating_sub(1);
        }),
        _ => return,
    };
    change_track(world, unit, change);
}

/// Applies `change` to the track of the unit named `unit`, with the round now.
fn change_track(world: &mut World, unit: &str, change: impl FnOnce(&mut WfrpTrack, u32)) {
    let round = crate::combat::hot::resource::<crate::combat::components::TurnState>(world).round;
    if let Some(e) = entity_of(world, unit)
        && let Some(mut track) = world.get_mut::<WfrpTrack>(e)
    {
        change(&mut track, round);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_turn_is_two_halves_or_one_full_action() {
        let budget = Wfrp.budget(&World::new(), Entity::PLACEHOLDER);
        let world = World::new();
        let attack = Wfrp.cost(&world, ActionKind::Attack);
        let walk = Wfrp.cost(&world, ActionKind::Move);
        // A move and an attack, or two moves; never two attacks.
        assert!(budget.after(walk).check(attack).is_ok());
        assert!(budget.after(walk).check(walk).is_ok());
        assert!(budget.after(attack).check(attack).is_err());
        let charge = Wfrp.cost(&world, ActionKind::Charge);
        assert!(budget.check(charge).is_ok());
        assert!(budget.after(walk).check(charge).is_err());
    }
}
