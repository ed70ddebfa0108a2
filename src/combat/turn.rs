//! Rounds and turns, delay and the end of the fight: the turn loop every ruleset shares. The
//! level's ruleset ([`crate::rulesets::Ruleset`]) starts the fight (Core: initiative and the
//! surprise round), ends and starts rounds, and says what a turn begins with (Core: a dying
//! unit's turn is its Fortitude save).
//!
//! - Units that cannot act keep their place: dead and stable units are passed over.
//! - Delay: before acting, a unit may move its place to right after a unit that has not yet acted
//!   this round (or to the end of the order). The new place is kept for the rest of the fight, and
//!   since only later places can be chosen, a unit never moves earlier.
//! - Waiting (seed 001, "Retrasar iniciativa", when the level's ruleset allows it): a unit that has
//!   not acted may give up its turn and wait. Once a later turn has begun, before that unit does
//!   anything, the waiting unit may act now (`ActNow`): its place moves to just before that unit
//!   for the rest of the fight, it takes a whole turn, and then the other's turn goes on. What
//!   happens as a turn begins (effects running out, bleeding) has happened by then: the waiting
//!   unit steps in between that and the first thing the other does. A unit still waiting when
//!   its own place comes round has its turn there as usual (and may wait again).
//! - Attacks of opportunity refresh at the start of every round ("one a round" counted by the
//!   round counter everyone shares at the table).
//! - The fight ends when at most one side still has a unit able to act (healthy or disabled).

use super::components::*;
use super::events::CombatEvent;
use super::reads::{entity_of, health_state, turn_budget, unit_id};
use super::rejection::Rejection;
use super::resolver::{EngineError, Resolver};
use crate::phrase;
use crate::rules::health::HealthState;
use bevy::prelude::*;

/// Rolls initiative, decides the surprise round and gives the first unit its turn.
pub fn start(res: &mut Resolver) -> Result<(), EngineError> {
    let level = res.world.resource::<EncounterInfo>().level.clone();
    let seed = res.world.resource::<Dice>().0.seed();
    let ruleset = crate::rulesets::of(res.world).id();
    res.emit(CombatEvent::Start {
        level,
        seed,
        ruleset,
    });

    crate::rulesets::of(res.world).start_fight(res)?;
    super::script::check(res)?;
    advance(res)
}

/// The side that won, if the fight is over: at most one side has a unit able to act.
pub fn winner_if_over(world: &World) -> Option<Option<String>> {
    // Asked after every command and turn: the units are read through a kept query when the
    // world has one (order does not matter: the answer is the one side left, if any).
    let standing = super::reads::with_kept_query(&FIGHTERS, world, |query| {
        sides_standing(
            query
                .iter()
                .map(|(_, health, side, carrying, placed, fleeing)| {
                    (health.state, side.0, carrying || fleeing, placed)
                }),
        )
    })
    .unwrap_or_else(|| {
        sides_standing(super::reads::roster(world).filter_map(|e| {
            Some((
                e.get::<Health>()?.state,
                e.get::<Side>()?.0,
                e.contains::<Carrying>() || e.contains::<super::components::Fleeing>(),
                e.contains::<Position>(),
            ))
        }))
    })?;
    let sides = crate::combat::hot::resource::<Sides>(world);
    Some(standing.and_then(|s| sides.0.get(s)).map(|s| s.id.clone()))
}

type FighterReads = (
    &'static Listed,
    &'static Health,
    &'static Side,
    Has<Carrying>,
    Has<Position>,
    Has<super::components::Fleeing>,
);

thread_local! {
    static SPELL_EFFECTS: super::reads::KeptQuery<&'static SpellEffects> =
        const { std::cell::RefCell::new(None) };
    static FIGHTERS: super::reads::KeptQuery<FighterReads> = const { std::cell::RefCell::new(None) };
}

/// `None` while two sides still have a unit able to act; otherwise the one side that does, if
/// any. Units are (health, side, standing aside, on the board): a ridden mount stands or falls
/// with its rider, a fleeing unit (OSR) no longer fights, and a unit that left the fight is off
/// the board.
fn sides_standing(
    units: impl Iterator<Item = (HealthState, usize, bool, bool)>,
) -> Option<Option<usize>> {
    let mut standing: Option<usize> = None;
    for (state, side, aside, placed) in units {
        if !state.can_act() || aside || !placed {
            continue;
        }
        match standing {
            // Two sides still stand: not over (no need to look further).
            Some(other) if other != side => return None,
            _ => standing = Some(side),
        }
    }
    Some(standing)
}

/// Gives the turn to the next unit that can take one, starting new rounds as needed; dying units
/// make their save on the way. Stops when a unit is waiting for a command or the fight is over.
pub fn advance(res: &mut Resolver) -> Result<(), EngineError> {
    let mut guard = 0usize;
    loop {
        if matches!(
            crate::combat::hot::resource::<TurnState>(res.world).phase,
            Phase::Ended { .. }
        ) {
            return Ok(());
        }
        if let Some(winner) = winner_if_over(res.world) {
            res.emit(CombatEvent::End { winner });
            return Ok(());
        }
        let t = crate::combat::hot::resource::<TurnState>(res.world);
        let (index, len, round, surprise) = (t.next_index, t.order.len(), t.round, t.surprise);
        if t.current.is_none() && !t.interrupted.is_empty() {
            if resume_interrupted(res) {
                return Ok(());
            }
            continue;
        }
        guard += 1;
        if guard > 4 * (len + 2) {
            // Unreachable while two sides can act; a safe stop rather than a hang.
            res.emit(CombatEvent::End { winner: None });
            return Ok(());
        }
        if index >= len {
            let ruleset = crate::rulesets::of(res.world);
            let before = res.events.len();
            ruleset.round_ends(res)?;
            // A round's end that changed something (a side broke) may have ended the fight.
            if res.events.len() > before && winner_if_over(res.world).is_some() {
                continue;
            }
            res.emit(CombatEvent::Round {
                round: round + 1,
                surprise: false,
            });
            ruleset.round_starts(res)?;
            super::script::check(res)?;
            continue;
        }
        let e = t.order[index];
        if !t.waiting.is_empty() {
            // Its place has come round: it waits no longer (its turn is here, or lost).
            let mut t = res.world.resource_mut::<TurnState>();
            t.waiting.retain(|(w, _)| *w != e);
        }
        count_down_spells(res, e);
        let state = health_state(res.world, e);
        let aware = res.world.get::<Awareness>(e).is_none_or(|a| a.aware);
        let held = super::reads::spell_held(res.world, e);
        if let Some(channel) = res.world.get::<Channeling>(e)
            && (!state.can_act() || held.is_some())
        {
            res.emit(CombatEvent::ChannelingLost {
                unit: res.id(e),
                spell: channel.spell.id.clone(),
                why: phrase!(
                    "why-it-is",
                    state = crate::i18n::as_term(held.unwrap_or(state.name()))
                ),
            });
        }
        if !state.can_act() || held.is_some() {
            let why = held.unwrap_or(state.name());
            crate::rulesets::of(res.world).turn_lost(
                res,
                e,
                phrase!("why-it-is", state = crate::i18n::as_term(why)),
            );
        }
        if matches!(
            state,
            HealthState::Dead
                | HealthState::Stable
                | HealthState::Surrendered
                | HealthState::Unconscious
        ) || (surprise && !aware)
        {
            res.world.resource_mut::<TurnState>().next_index = index + 1;
            continue;
        }
        if let Some(why) = held {
            res.emit(CombatEvent::TurnLost {
                unit: res.id(e),
                why: phrase!("just", text = crate::i18n::as_term(why)),
            });
            res.world.resource_mut::<TurnState>().next_index = index + 1;
            continue;
        }
        // A ridden mount acts on its rider's turn (seed 001): its own passes.
        if let Some(rider) = super::mounted::rider_of(res.world, e) {
            res.emit(CombatEvent::MountTurn {
                unit: res.id(e),
                rider: res.id(rider),
            });
            res.world.resource_mut::<TurnState>().next_index = index + 1;
            continue;
        }
        if open_turn(res, e)? == crate::rulesets::TurnStart::Spent {
            continue;
        }
        // A spell being kept up takes the whole turn.
        if res.world.get::<Channeling>(e).is_some() {
            let first_event = res.events.len();
            super::cast::keep_channeling(res, e)?;
            // A spell landing now can unseat riders, as one cast by a command does.
            super::mounted::check_falls(res, first_event)?;
            if crate::combat::hot::resource::<TurnState>(res.world).current == Some(index) {
                res.emit(CombatEvent::TurnEnd { unit: res.id(e) });
            }
            continue;
        }
        return Ok(());
    }
}

/// What ends as a unit's turn begins: flat-footedness, conditions that last until its next turn,
/// a readied action not taken, aid it gave that was not used.
fn start_of_turn_upkeep(res: &mut Resolver, e: Entity) {
    let flat_footed = res
        .world
        .get::<Conditions>(e)
        .is_some_and(|c| c.0.contains(&Condition::FlatFooted));
    if flat_footed && health_state(res.world, e).can_act() {
        res.emit(CombatEvent::Condition {
            unit: res.id(e),
            condition: Condition::FlatFooted,
            active: false,
        });
    }
    let ending: Vec<Condition> = res
        .world
        .get::<Conditions>(e)
        .map(|c| {
            c.0.iter()
                .copied()
                .filter(|c| c.ends_at_own_turn())
                .collect()
        })
        .unwrap_or_default();
    for condition in ending {
        res.emit(CombatEvent::Condition {
            unit: res.id(e),
            condition,
            active: false,
        });
    }
    if res.world.get::<super::ready::Readied>(e).is_some() {
        res.emit(CombatEvent::ReadyLapses { unit: res.id(e) });
    }
    // Aid this unit gave lapses at its next turn if the ally has not used it.
    if let Some(aid) = res.world.get::<AidGiven>(e).copied() {
        super::aid::lapse(res, e, aid);
    }
}

/// Ends the unit's turn.
pub fn end_turn(res: &mut Resolver, unit: Entity) -> Result<(), EngineError> {
    res.emit(CombatEvent::TurnEnd { unit: res.id(unit) });
    Ok(())
}

/// Checks and carries out a delay.
pub fn delay(
    res: &mut Resolver,
    unit: Entity,
    after: Option<&str>,
) -> Result<Result<(), EngineError>, Rejection> {
    check_delay(res.world, unit, after)?;
    res.emit(CombatEvent::Delay {
        unit: res.id(unit),
        after: after.map(str::to_string),
    });
    Ok(Ok(()))
}

/// Whether `unit` may put its turn off now: it has not acted, and someone acts after it (after
/// `after`, when it names one, who must come later in the order).
pub fn check_delay(world: &World, unit: Entity, after: Option<&str>) -> Result<(), Rejection> {
    let id = || unit_id(world, unit);
    let t = crate::combat::hot::resource::<TurnState>(world);
    if t.budget != turn_budget(world, unit) {
        return Err(Rejection::DelayAfterActing(id()));
    }
    let here = t.place_of(unit).unwrap_or(0);
    match after {
        Some(a) => {
            let other = entity_of(world, a).ok_or_else(|| Rejection::UnknownUnit(a.into()))?;
            if t.place_of(other).is_none_or(|p| p <= here) {
                return Err(Rejection::DelayEarlier {
                    unit: id(),
                    after: a.into(),
                });
            }
        }
        None if here + 1 >= t.order.len() => return Err(Rejection::NothingToDelayPast(id())),
        None => {}
    }
    Ok(())
}

/// Checks and carries out a wait: the unit's turn ends with nothing done, and it may act before
/// any later turn begins.
pub fn wait(res: &mut Resolver, unit: Entity) -> Result<Result<(), EngineError>, Rejection> {
    check_wait(res.world, unit)?;
    let id = res.id(unit);
    res.emit(CombatEvent::Waits { unit: id.clone() });
    res.emit(CombatEvent::TurnEnd { unit: id });
    Ok(Ok(()))
}

/// Whether `unit` may wait now: the ruleset allows it and the unit has not acted this turn. (While
/// the fight goes on, some unit of another side can act, so there is always a turn to wait for.)
pub fn check_wait(world: &World, unit: Entity) -> Result<(), Rejection> {
    if !crate::rulesets::of(world).waiting_allowed(world) {
        return Err(Rejection::WaitNotInRules);
    }
    let t = crate::combat::hot::resource::<TurnState>(world);
    if t.budget != turn_budget(world, unit) {
        return Err(Rejection::DelayAfterActing(unit_id(world, unit)));
    }
    Ok(())
}

/// A waiting unit acts now, before the unit whose turn has just begun. When it has had no turn
/// yet this round, its turn begins as any turn does (effects run out, a dying save); otherwise it
/// only takes up the turn it waited with.
pub fn act_now(res: &mut Resolver, unit: &str) -> Result<(), EngineError> {
    let (e, before, waited_in) = match check_act_now(res.world, unit) {
        Ok(found) => found,
        Err(reason) => {
            res.emit(CombatEvent::Rejected {
                unit: unit.to_string(),
                reason: reason.phrase(),
            });
            return Ok(());
        }
    };
    let fresh = waited_in < crate::combat::hot::resource::<TurnState>(res.world).round;
    res.emit(CombatEvent::ActsNow {
        unit: res.id(e),
        before: res.id(before),
    });
    if fresh {
        count_down_spells(res, e);
        open_turn(res, e)?;
    } else {
        res.emit(CombatEvent::Turn { unit: res.id(e) });
    }
    Ok(())
}

/// A unit still to act this round takes its turn now, on a hero point (seed 001, after the
/// `acts_now` event has put the turn about to begin aside).
pub fn open_hero_turn(res: &mut Resolver, e: Entity) -> Result<(), EngineError> {
    count_down_spells(res, e);
    open_turn(res, e).map(drop)
}

/// A unit's turn begins: what lasted until now ends (for its mount too), the `Turn` event, and
/// the ruleset's start of a turn, which may spend the whole turn (its end is then emitted).
fn open_turn(res: &mut Resolver, e: Entity) -> Result<crate::rulesets::TurnStart, EngineError> {
    start_of_turn_upkeep(res, e);
    if let Some(mount) = super::mounted::mount_of(res.world, e) {
        start_of_turn_upkeep(res, mount);
    }
    res.emit(CombatEvent::Turn { unit: res.id(e) });
    let state = health_state(res.world, e);
    let start = crate::rulesets::of(res.world).turn_starts(res, e, state)?;
    if start == crate::rulesets::TurnStart::Spent {
        res.emit(CombatEvent::TurnEnd { unit: res.id(e) });
    }
    Ok(start)
}

/// Whether the unit `unit` may act now out of its waiting: the unit it would act before, and the
/// round it waited in.
pub fn check_act_now(world: &World, unit: &str) -> Result<(Entity, Entity, u32), Rejection> {
    let t = crate::combat::hot::resource::<TurnState>(world);
    if t.phase != Phase::Running {
        return Err(Rejection::NotRunning);
    }
    let e = entity_of(world, unit).ok_or_else(|| Rejection::UnknownUnit(unit.to_string()))?;
    if !crate::rulesets::of(world).waiting_allowed(world) {
        return Err(Rejection::WaitNotInRules);
    }
    let current = t.current_unit().ok_or(Rejection::NotRunning)?;
    if current == e {
        return Err(Rejection::ActNowOwnTurn(unit.to_string()));
    }
    let &(_, waited_in) = t
        .waiting
        .iter()
        .find(|(w, _)| *w == e)
        .ok_or_else(|| Rejection::NotWaiting(unit.to_string()))?;
    check_turn_not_begun(world, current, unit)?;
    let state = health_state(world, e);
    if let Some(why) =
        super::reads::spell_held(world, e).or((!state.can_act()).then(|| state.name()))
    {
        return Err(Rejection::Cannot {
            unit: unit.to_string(),
            why: phrase!("why-it-is", state = crate::i18n::as_term(why)),
        });
    }
    Ok((e, current, waited_in))
}

/// Whether the turn of `current` has not begun (nothing of it spent, nobody acting out of turn):
/// what `unit` needs to act before it.
pub fn check_turn_not_begun(world: &World, current: Entity, unit: &str) -> Result<(), Rejection> {
    let t = crate::combat::hot::resource::<TurnState>(world);
    if t.budget != turn_budget(world, current) || !t.waiting_budgets.is_empty() {
        return Err(Rejection::ActNowMidTurn {
            unit: unit.to_string(),
            current: unit_id(world, current),
        });
    }
    Ok(())
}

/// Once a waiting unit's turn has ended, the turn it acted before goes on: true when it does.
/// A unit that fell meanwhile has its turn over, and the order goes on past it.
fn resume_interrupted(res: &mut Resolver) -> bool {
    let t = crate::combat::hot::resource::<TurnState>(res.world);
    let Some(&(e, _)) = t.interrupted.last() else {
        return false;
    };
    let able = res.world.get::<Position>(e).is_some()
        && health_state(res.world, e).can_act()
        && super::reads::spell_held(res.world, e).is_none();
    if able {
        res.emit(CombatEvent::TurnResumes { unit: res.id(e) });
        return true;
    }
    let mut t = res.world.resource_mut::<TurnState>();
    t.interrupted.pop();
    if let Some(i) = t.place_of(e) {
        t.next_index = i + 1;
    }
    false
}

/// Whether the unit still has its swift action and something to spend it on (a swift spell with
/// a use left): its turn then waits for it, or for the end of the turn.
pub fn swift_left_to_use(
    world: &World,
    e: Entity,
    budget: &crate::rules::economy::ActionBudget,
) -> bool {
    budget.swift
        && world
            .get::<Spellcasting>(e)
            .is_some_and(Spellcasting::has_swift_spell)
}

/// After every command: end the fight if it is over; end the turn of a unit that has nothing left
/// or can no longer act; give the next unit its turn.
pub fn after_command(res: &mut Resolver) -> Result<(), EngineError> {
    let t = crate::combat::hot::resource::<TurnState>(res.world);
    if t.phase != Phase::Running {
        return Ok(());
    }
    if let Some(e) = t.current_unit()
        && ((t.budget.exhausted() && !swift_left_to_use(res.world, e, &t.budget))
            || !health_state(res.world, e).can_act())
    {
        res.emit(CombatEvent::TurnEnd { unit: res.id(e) });
    }
    if crate::combat::hot::resource::<TurnState>(res.world)
        .current
        .is_none()
    {
        return advance(res);
    }
    if let Some(winner) = winner_if_over(res.world) {
        res.emit(CombatEvent::End { winner });
    }
    Ok(())
}

/// Durations count down on the caster's turn (seed 000, "Duración"): effects with one round left
/// end, the others lose a round. Runs even when the caster cannot act, so a fallen caster's
/// spells still run out.
fn count_down_spells(res: &mut Resolver, caster: Entity) {
    // Asked at every place in the order: most fights have no spell running at all.
    let none_running = super::reads::with_kept_query(&SPELL_EFFECTS, res.world, |query| {
        query.iter().all(|effects| effects.0.is_empty())
    })
    .unwrap_or(false);
    if none_running {
        return;
    }
    let id = res.id(caster);
    let mut ending: Vec<(String, String)> = Vec::new();
    let mut ticking = false;
    let holders = super::reads::roster(res.world)
        .filter_map(|e| Some((e.get::<UnitId>()?, e.get::<SpellEffects>()?)));
    for (unit, active) in holders {
        for a in active.0.iter().filter(|a| a.caster == id) {
            match a.rounds_left {
                Some(0 | 1) => {
                    let key = (unit.0.clone(), a.spell.clone());
                    if !ending.contains(&key) {
                        ending.push(key);
                    }
                }
                Some(_) => ticking = true,
                None => {}
            }
        }
    }
    for (unit, spell) in ending {
        res.emit(CombatEvent::EffectEnds {
            unit,
            spell,
            caster: id.clone(),
        });
    }
    if ticking {
        res.emit(CombatEvent::EffectsTick { caster: id });
    }
}

/// Applies the turn loop's events (the order, rounds, turns and their budgets, the end);
/// whether a board snapshot may see the change.
pub(super) fn apply_event(world: &mut World, event: &CombatEvent) -> bool {
    use CombatEvent as E;
    match event {
        E::Start { .. } => world.resource_mut::<TurnState>().phase = Phase::Running,
        E::Initiative {
            unit,
            roll,
            modifier,
            total,
            ..
        } => {
            if let Some(e) = entity_of(world, unit)
                && let Some(mut init) = world.get_mut::<Initiative>(e)
            {
                init.roll = *roll;
                init.modifier = *modifier;
                init.total = *total;
            }
        }
        E::Order { units } => {
            let order = units.iter().filter_map(|u| entity_of(world, u)).collect();
            world.resource_mut::<TurnState>().order = order;
        }
        E::Round { round, surprise } => round_begins(world, *round, *surprise),
        E::Turn { unit } => turn_begins(world, unit),
        E::Action { unit, cost, .. } => {
            action_spent(world, unit, *cost);
            // The turn's budget is read by no board snapshot: they all still hold.
            return false;
        }
        E::Delay { unit, after } => return delayed(world, unit, after.as_deref()),
        E::Waits { unit } => {
            if let Some(e) = entity_of(world, unit) {
                let mut t = world.resource_mut::<TurnState>();
                let round = t.round;
                t.waiting.push((e, round));
            }
            return false;
        }
        E::ActsNow { unit, before } => acts_now(world, unit, before),
        E::TurnResumes { unit } => turn_resumes(world, unit),
        E::TurnEnd { .. } => {
            let mut t = world.resource_mut::<TurnState>();
            t.budget = crate::rules::economy::ActionBudget::spent();
            t.current = None;
        }
        E::End { winner } => {
            let mut t = world.resource_mut::<TurnState>();
            t.phase = Phase::Ended {
                winner: winner.clone(),
            };
            t.current = None;
        }
        E::LeavesFight { unit, .. } => left_the_fight(world, unit),
        _ => {}
    }
    true
}

/// A waiting unit steps in before `before`, whose turn (untouched) is put aside; the unit's
/// place moves to just before it. The `turn` event that follows starts the unit's turn.
fn acts_now(world: &mut World, unit: &str, before: &str) {
    let (Some(e), Some(b)) = (entity_of(world, unit), entity_of(world, before)) else {
        return;
    };
    let mut t = world.resource_mut::<TurnState>();
    let budget = t.budget;
    t.interrupted.push((b, budget));
    t.waiting.retain(|(w, _)| *w != e);
    if let Some(i) = t.place_of(e) {
        t.order.remove(i);
    }
    let at = t.place_of(b).unwrap_or(0);
    t.order.insert(at, e);
    t.current = None;
}

/// The turn put aside goes on with what was left of it.
fn turn_resumes(world: &mut World, unit: &str) {
    let Some(e) = entity_of(world, unit) else {
        return;
    };
    let mut t = world.resource_mut::<TurnState>();
    let Some((_, budget)) = t.interrupted.pop() else {
        return;
    };
    if let Some(i) = t.place_of(e) {
        t.current = Some(i);
        t.next_index = i + 1;
        t.budget = budget;
    }
}

/// A new round: nobody's turn yet, and every attack of opportunity is back.
fn round_begins(world: &mut World, round: u32, surprise: bool) {
    let mut t = world.resource_mut::<TurnState>();
    t.round = round;
    t.surprise = surprise;
    t.current = None;
    t.next_index = 0;
    for e in super::reads::roster_entities(world) {
        if let Some(mut r) = world.get_mut::<Reactions>(e) {
            r.aoo_used = false;
        }
    }
}

/// A unit's turn begins with its budget (less a swift action spent out of turn).
fn turn_begins(world: &mut World, unit: &str) {
    let Some(e) = entity_of(world, unit) else {
        return;
    };
    // Aid given last turn has lapsed (its condition was ended just before).
    if world.get::<AidGiven>(e).is_some() {
        world.entity_mut(e).remove::<AidGiven>();
    }
    let mut budget = turn_budget(world, e);
    if world.get::<super::immediate::SwiftTaken>(e).is_some() {
        world.entity_mut(e).remove::<super::immediate::SwiftTaken>();
        budget.swift = false;
    }
    let mut t = world.resource_mut::<TurnState>();
    if let Some(i) = t.place_of(e) {
        t.current = Some(i);
        t.next_index = i + 1;
    }
    t.budget = budget;
}

/// An action's cost comes off the turn's budget.
fn action_spent(world: &mut World, unit: &str, cost: crate::rules::economy::ActionCost) {
    use crate::rules::economy::ActionCost;
    // An immediate action on another's turn is the swift action of the unit's next.
    if cost == ActionCost::Immediate
        && let Some(e) = entity_of(world, unit)
        && world.resource::<TurnState>().current_unit() != Some(e)
    {
        world.entity_mut(e).insert(super::immediate::SwiftTaken);
    }
    let mut t = world.resource_mut::<TurnState>();
    t.budget = t.budget.after(cost);
}

/// A unit delays: its place moves to just after `after` (or to the end); whether it had one.
fn delayed(world: &mut World, unit: &str, after: Option<&str>) -> bool {
    let Some(e) = entity_of(world, unit) else {
        return false;
    };
    let after = after.and_then(|a| entity_of(world, a));
    let mut t = world.resource_mut::<TurnState>();
    let Some(from) = t.place_of(e) else {
        return false;
    };
    t.order.remove(from);
    let to = match after.and_then(|a| t.place_of(a)) {
        Some(i) => i + 1,
        None => t.order.len(),
    };
    t.order.insert(to, e);
    t.current = None;
    t.next_index = from;
    t.budget = crate::rules::economy::ActionBudget::spent();
    true
}

/// A unit leaves the board and the order (the places after it move up).
fn left_the_fight(world: &mut World, unit: &str) {
    let Some(e) = entity_of(world, unit) else {
        return;
    };
    world.entity_mut(e).remove::<Position>();
    let mut t = world.resource_mut::<TurnState>();
    if let Some(i) = t.place_of(e) {
        t.order.remove(i);
        if i < t.next_index {
            t.next_index -= 1;
        }
        t.current = match t.current {
            Some(c) if c == i => None,
            Some(c) if c > i => Some(c - 1),
            other => other,
        };
    }
}
