//! Readied actions (seed 000, "Acción preparada"; seed 001's detail on the order): a standard
//! action that declares an action and the condition it waits for. When the condition comes the
//! action is done at once, out of turn, and the readying unit's place in the initiative order
//! moves to just before the unit whose turn it is, for good. A readied action that has not gone
//! off lapses when the unit's next turn starts.
//!
//! The action is an attack on whoever sets the trigger off (the default), a spell cast at it
//! (`CastAt`), or any command of the unit's own that takes a standard action or less (`Command`:
//! move, step, shoot a named foe, close a door, drink …). Out of turn the unit has one action to
//! spend, a standard, a move, a swift or a free one (seed 001 lists these), and nothing else.
//!
//! Triggers, read as a tabletop group plays them:
//! - an enemy *comes into reach*, *moves adjacent* or *comes into an area* (squares within a
//!   radius of one square): the action goes off after that step and before the next one, so the
//!   mover is where the trigger saw it, goes no further if it drops, and stops if the way ahead
//!   is shut (a door closed, a square taken);
//! - an *ally passes a square*: after the step that takes the ally off it ("close the door as
//!   soon as my companions are through");
//! - an enemy *attacks an ally*, *shoots* (any ranged attack), *starts to cast* or *draws a
//!   weapon*: the action comes first. An attacker, shooter or drawer it drops does nothing; a
//!   caster it drops loses the spell, and one it hurts checks to keep it.
//!
//! The seed says the action "is done automatically" when the condition comes: a readied command
//! that cannot be done then (its door is blocked, its target gone) is spent all the same, and the
//! log says why. A readied *attack* waits instead while the one who set the trigger off is out of
//! its reach or range, as it always has (the trigger reads "an enemy I can hit").

use super::attack::{check_attack_weapon, resolve_attack};
use super::commands::{Command, ReadiedAction, ReadyTrigger};
use super::components::*;
use super::events::{CombatEvent, OutOfTurnAct};
use super::immediate::{Reaction, react};
use super::reads::{health_state, unit_id};
use super::rejection::Rejection;
use super::resolver::{EngineError, Resolver};
use crate::phrase;
use crate::rules::economy::ActionKind;
use crate::rules::grid::Pos;
use crate::rulesets::StrikeMode;
use bevy::prelude::*;

/// A readied action waiting for its trigger: an attack with `weapon` (or the engine's pick) when
/// `then` is none.
#[derive(Component, Clone, Debug, PartialEq, Eq)]
pub struct Readied {
    pub trigger: ReadyTrigger,
    pub weapon: Option<String>,
    pub then: Option<ReadiedAction>,
}

/// Standard action: readies an attack or another action.
pub fn ready(
    res: &mut Resolver,
    unit: Entity,
    trigger: ReadyTrigger,
    weapon: Option<&str>,
    then: Option<&ReadiedAction>,
) -> Result<Result<(), EngineError>, Rejection> {
    super::reads::afford(res.world, ActionKind::Ready)?;
    check_ready(res.world, unit, trigger, weapon, then)?;
    res.emit(CombatEvent::Action {
        unit: res.id(unit),
        action: match then {
            None => phrase!("action-ready-an-attack"),
            Some(_) => phrase!("action-ready-an-action"),
        },
        cost: super::reads::cost_of(res.world, ActionKind::Ready),
    });
    res.emit(CombatEvent::Ready {
        unit: res.id(unit),
        trigger,
        weapon: weapon.map(str::to_string),
        then: then.cloned(),
    });
    Ok(Ok(()))
}

/// What can be readied: a weapon the unit carries, a spell it knows, or a command of its own that
/// is one action (not a full-round one, not another ready, a delay or the end of its turn). Whether
/// the action can be done is known only when the trigger comes.
pub fn check_ready(
    world: &World,
    unit: Entity,
    trigger: ReadyTrigger,
    weapon: Option<&str>,
    then: Option<&ReadiedAction>,
) -> Result<(), Rejection> {
    let id = unit_id(world, unit);
    let not = |why| Rejection::Cannot {
        unit: id.clone(),
        why,
    };
    if let ReadyTrigger::EntersArea { at, .. } | ReadyTrigger::AllyPasses { at } = trigger
        && !crate::combat::hot::resource::<Board>(world).contains(at)
    {
        return Err(Rejection::OffMap(at));
    }
    if trigger == ReadyTrigger::StartsToCast
        && !crate::rulesets::of(world).readying_against_casters(world)
    {
        return Err(not(phrase!("why-no-readying-against-casters-here")));
    }
    if let Some(w) = weapon {
        if then.is_some() {
            return Err(not(phrase!("why-ready-weapon-or-action")));
        }
        let carried = world
            .get::<Equipment>(unit)
            .is_some_and(|e| e.weapons.iter().any(|x| x.id == w));
        if !carried {
            return Err(Rejection::NoSuchWeapon {
                unit: id,
                weapon: w.into(),
            });
        }
    }
    match then {
        None => Ok(()),
        Some(ReadiedAction::Counterspell) => {
            if trigger != ReadyTrigger::StartsToCast {
                return Err(not(phrase!("why-counterspell-waits-for-a-casting")));
            }
            if !crate::rulesets::of(world).plays_counterspells() {
                return Err(not(phrase!("why-no-counterspells-here")));
            }
            let casts = world
                .get::<Spellcasting>(unit)
                .is_some_and(|c| !c.spells.is_empty());
            casts
                .then_some(())
                .ok_or_else(|| not(phrase!("why-counterspell-needs-spells")))
        }
        Some(ReadiedAction::CastAt { spell, .. }) => {
            let known = world
                .get::<Spellcasting>(unit)
                .is_some_and(|c| c.known(spell).is_some());
            if known {
                Ok(())
            } else {
                Err(Rejection::CannotCast {
                    unit: id,
                    spell: spell.clone(),
                    why: phrase!("why-it-does-not-know-that-spell"),
                })
            }
        }
        Some(ReadiedAction::Command(command)) => {
            if command.unit() != id {
                return Err(not(phrase!(
                    "why-ready-own-command",
                    other = command.unit().to_string()
                )));
            }
            match **command {
                Command::Ready { .. }
                | Command::Delay { .. }
                | Command::Wait { .. }
                | Command::ActNow { .. }
                | Command::EndTurn { .. }
                | Command::Withdraw { .. }
                | Command::CoupDeGrace { .. } => {
                    Err(not(phrase!("why-ready-not-this", command = command.name())))
                }
                _ => Ok(()),
            }
        }
    }
}

thread_local! {
    static READIED: super::reads::KeptQuery<&'static Readied> = const { std::cell::RefCell::new(None) };
    static REACTING: super::reads::KeptQuery<&'static Reaction> = const { std::cell::RefCell::new(None) };
}

/// No unit holds a readied action or a standing reaction (known from the world's kept queries;
/// a world without them is looked through unit by unit).
fn no_one_ready(world: &World) -> bool {
    super::reads::with_kept_query(&READIED, world, |q| q.is_empty()).unwrap_or(false)
        && super::reads::with_kept_query(&REACTING, world, |q| q.is_empty()).unwrap_or(false)
}

/// The units holding a readied action or a standing reaction, in initiative order.
fn readiers(world: &World) -> Vec<Entity> {
    crate::combat::hot::resource::<TurnState>(world)
        .order
        .iter()
        .copied()
        .filter(|&e| world.get::<Readied>(e).is_some() || world.get::<Reaction>(e).is_some())
        .collect()
}

/// The units holding a readied action or a reaction, in initiative order, except that those
/// whose readied action `goes_off` now (two or more, `cause` aside) act in the order the
/// ruleset gives them (WFRP: an opposed Agility test).
fn in_order_at_once(
    res: &mut Resolver,
    cause: Entity,
    goes_off: impl Fn(&World, Entity) -> bool,
) -> Result<Vec<Entity>, EngineError> {
    let mut order = readiers(res.world);
    let at_once: Vec<Entity> = order
        .iter()
        .copied()
        .filter(|&r| r != cause && health_state(res.world, r).can_act() && goes_off(res.world, r))
        .collect();
    if at_once.len() < 2 {
        return Ok(order);
    }
    let mut ordered = crate::rulesets::of(res.world)
        .order_at_once(res, at_once.clone())?
        .into_iter();
    for slot in order.iter_mut().filter(|s| at_once.contains(s)) {
        *slot = ordered.next().unwrap_or(*slot);
    }
    Ok(order)
}

/// After `mover` stepped from `from` to `to`: every unit whose readied trigger that step sets off
/// acts, in initiative order, while the mover can still act. Returns whether any readied command
/// or spell went off (it may have changed the board the mover walks on).
pub fn after_step(
    res: &mut Resolver,
    mover: Entity,
    from: Pos,
    to: Pos,
) -> Result<bool, EngineError> {
    // Most steps meet no readied action at all: only those who hold one are looked at.
    if no_one_ready(res.world) {
        return Ok(false);
    }
    let my_side = res.world.get::<Side>(mover).copied();
    // Which triggers of `readier`, where it stands now, see this step.
    let sees = |world: &World, readier: Entity| {
        let at = world
            .get::<Position>(readier)
            .map(|p| p.0)
            .unwrap_or_default();
        let reach = world
            .get::<CreatureSize>(readier)
            .map_or(1, |s| s.0.reach());
        let ally = world.get::<Side>(readier).copied() == my_side;
        let shape = super::board::shape(world);
        move |t: ReadyTrigger| t.watches_steps() && t.fires(shape, at, reach, ally, from, to)
    };
    let order = in_order_at_once(res, mover, |world, readier| {
        world
            .get::<Readied>(readier)
            .is_some_and(|r| sees(world, readier)(r.trigger))
    })?;
    let mut acted = false;
    for readier in order {
        if !health_state(res.world, mover).can_act() {
            break;
        }
        if readier == mover || !health_state(res.world, readier).can_act() {
            continue;
        }
        let fires = sees(res.world, readier);
        if let Some(readied) = res.world.get::<Readied>(readier).cloned()
            && fires(readied.trigger)
        {
            acted |= go_off(res, readier, &readied, mover)?;
        }
        if let Some(reaction) = res.world.get::<Reaction>(readier).cloned()
            && fires(reaction.trigger)
            && health_state(res.world, mover).can_act()
        {
            acted |= react(res, readier, &reaction, mover)?;
        }
    }
    Ok(acted)
}

/// Before `attacker` attacks `target`: the target, if readied or reacting to being attacked, then
/// every ally of the target readied for an attack on an ally, acts first, in initiative order.
pub fn before_attack(
    res: &mut Resolver,
    attacker: Entity,
    target: Entity,
) -> Result<(), EngineError> {
    let target_side = res.world.get::<Side>(target).copied();
    act_first(res, attacker, ReadyTrigger::Attacked, |_, readier| {
        readier == target
    })?;
    act_first(
        res,
        attacker,
        ReadyTrigger::AttacksAlly,
        |world, readier| readier != target && world.get::<Side>(readier).copied() == target_side,
    )
}

/// Before `shooter` makes a ranged attack: every enemy readied for a shot acts first.
pub fn before_shot(res: &mut Resolver, shooter: Entity) -> Result<(), EngineError> {
    act_first_as_enemies_of(res, shooter, ReadyTrigger::Shoots)
}

/// Before `caster`'s spell takes shape: every enemy readied for a caster acts first, in
/// initiative order.
pub fn before_cast(res: &mut Resolver, caster: Entity) -> Result<(), EngineError> {
    act_first_as_enemies_of(res, caster, ReadyTrigger::StartsToCast)
}

/// Before `drawer` takes a weapon in hand: every enemy readied for a draw acts first.
pub fn before_draw(res: &mut Resolver, drawer: Entity) -> Result<(), EngineError> {
    act_first_as_enemies_of(res, drawer, ReadyTrigger::Draws)
}

fn act_first_as_enemies_of(
    res: &mut Resolver,
    actor: Entity,
    trigger: ReadyTrigger,
) -> Result<(), EngineError> {
    let side = res.world.get::<Side>(actor).copied();
    act_first(res, actor, trigger, |world, readier| {
        world.get::<Side>(readier).copied() != side
    })
}

/// Every unit readied with `trigger` that `eligible` accepts and can act goes off at `actor`,
/// in initiative order, while `actor` can still act.
fn act_first(
    res: &mut Resolver,
    actor: Entity,
    trigger: ReadyTrigger,
    eligible: impl Fn(&World, Entity) -> bool,
) -> Result<(), EngineError> {
    if no_one_ready(res.world) {
        return Ok(());
    }
    let order = in_order_at_once(res, actor, |world, readier| {
        eligible(world, readier)
            && world
                .get::<Readied>(readier)
                .is_some_and(|r| r.trigger == trigger)
    })?;
    for readier in order {
        if !health_state(res.world, actor).can_act() {
            break;
        }
        if readier == actor
            || !eligible(res.world, readier)
            || !health_state(res.world, readier).can_act()
        {
            continue;
        }
        if let Some(readied) = res.world.get::<Readied>(readier).cloned()
            && readied.trigger == trigger
        {
            go_off(res, readier, &readied, actor)?;
        }
        if let Some(reaction) = res.world.get::<Reaction>(readier).cloned()
            && reaction.trigger == trigger
            && health_state(res.world, actor).can_act()
        {
            react(res, readier, &reaction, actor)?;
        }
    }
    Ok(())
}

/// `readier`'s readied action goes off at `cause`, who set its trigger off. A readied attack
/// waits while it cannot hit `cause`; anything else is done now or spent. Returns whether a
/// command or spell went off.
fn go_off(
    res: &mut Resolver,
    readier: Entity,
    readied: &Readied,
    cause: Entity,
) -> Result<bool, EngineError> {
    let Some(then) = &readied.then else {
        let weapon_id = readied.weapon.as_deref();
        let mut weapon = check_attack_weapon(res.world, readier, cause, weapon_id);
        if weapon.is_none() && step_into_reach(res, readier, cause, weapon_id) {
            weapon = check_attack_weapon(res.world, readier, cause, weapon_id);
        }
        let Some(weapon) = weapon else {
            return Ok(false);
        };
        res.emit(CombatEvent::ReadyFires {
            unit: res.id(readier),
            target: res.id(cause),
        });
        // Readying provokes nothing, but a shot readied provokes as any shot does.
        if !weapon.is_melee() && crate::rulesets::of(res.world).threat().acts_provoke() {
            super::attack::provoke_from_square(res, readier)?;
            if !health_state(res.world, readier).can_act() {
                return Ok(false);
            }
        }
        resolve_attack(res, readier, cause, &weapon, StrikeMode::Readied)?;
        return Ok(false);
    };
    res.emit(CombatEvent::ReadyFires {
        unit: res.id(readier),
        target: res.id(cause),
    });
    let command = match then {
        ReadiedAction::Command(command) => (**command).clone(),
        ReadiedAction::CastAt { spell, defensively } => {
            cast_at(res.world, readier, spell, cause, *defensively)
        }
        ReadiedAction::Counterspell => {
            crate::rulesets::of(res.world).counterspell(res, readier, cause)?;
            return Ok(true);
        }
    };
    out_of_turn_or_spent(res, readier, OutOfTurnAct::Readied, &command)?;
    Ok(true)
}

/// Seed 001 ("Preparar una acción": a 5-foot step as part of the readied action, only if the unit
/// has not moved this turn): a readied melee attack whose foe is a square out of reach steps
/// first onto a free square of normal ground from which it reaches, when the readier took no
/// step in the turn it readied. The step is part of the readied action: it costs nothing more,
/// provokes nothing (no step does) and sets off no other readied action. Of the squares that
/// serve, the first by row, then column. Whether it stepped.
fn step_into_reach(
    res: &mut Resolver,
    readier: Entity,
    cause: Entity,
    weapon: Option<&str>,
) -> bool {
    let world = &*res.world;
    let melee = world.get::<Equipment>(readier).is_some_and(|eq| {
        eq.usable()
            .any(|w| w.is_melee() && weapon.is_none_or(|id| w.id == id))
    });
    let place = |e: Entity| world.get::<Position>(e).map(|p| p.0);
    let (Some(from), Some(foe)) = (place(readier), place(cause)) else {
        return false;
    };
    if !melee || stepped_this_turn(res, readier) {
        return false;
    }
    let reach = world
        .get::<CreatureSize>(readier)
        .map_or(1, |s| s.0.reach());
    let snap = super::board::BoardSnapshot::for_unit(world, readier);
    let shape = snap.shape;
    let mut squares: Vec<Pos> = shape
        .neighbours(from)
        .filter(|&p| {
            shape.distance(p, foe) <= reach
                && snap.movement(p) == Some(crate::level::schema::Movement::Normal)
                && snap.occupant(p).is_none()
                && !snap.cuts_a_corner(from, p)
        })
        .collect();
    squares.sort_by_key(|p| (p.y, p.x));
    let Some(&to) = squares.first() else {
        return false;
    };
    let cost = crate::rules::grid::step_cost(shape.is_diagonal_step(from, to), 0, false);
    res.emit(CombatEvent::Step {
        unit: res.id(readier),
        from,
        to,
        cost,
    });
    true
}

/// Whether `unit` has taken a step since its own turn last began (the turn it readied in).
fn stepped_this_turn(res: &Resolver, unit: Entity) -> bool {
    let id = res.id(unit);
    let log = &res.world.resource::<super::events::CombatLog>().0;
    for e in res.events.iter().rev().chain(log.iter().rev()) {
        match e {
            CombatEvent::Turn { unit } if *unit == id => return false,
            CombatEvent::Step { unit, .. } if *unit == id => return true,
            _ => {}
        }
    }
    false
}

/// The cast command that aims `spell` at `cause`: at the creature for a spell with one target,
/// at its square for an area, at the caster for a personal one.
pub(super) fn cast_at(
    world: &World,
    caster: Entity,
    spell: &str,
    cause: Entity,
    defensively: bool,
) -> Command {
    use crate::level::spells::SpellTarget;
    let aim = world
        .get::<Spellcasting>(caster)
        .and_then(|c| c.known(spell))
        .map(|k| k.spell.target);
    let (target, at) = match aim {
        Some(SpellTarget::Area(_)) => (None, world.get::<Position>(cause).map(|p| p.0)),
        Some(SpellTarget::Caster) => (None, None),
        _ => (Some(unit_id(world, cause)), None),
    };
    Command::Cast {
        unit: unit_id(world, caster),
        spell: spell.to_string(),
        target,
        at,
        facing: None,
        defensively,
    }
}

/// `unit` does `command` out of turn with the budget `act` allows, the turn's own budget kept
/// aside meanwhile; why it could not be done, if it could not (nothing of it happened then).
pub fn out_of_turn(
    res: &mut Resolver,
    unit: Entity,
    act: OutOfTurnAct,
    command: &Command,
) -> Result<Result<(), Rejection>, EngineError> {
    res.emit(CombatEvent::OutOfTurn {
        unit: res.id(unit),
        act,
    });
    let outcome = res.perform(unit, command);
    res.emit(CombatEvent::OutOfTurnEnds { unit: res.id(unit) });
    match outcome {
        Ok(result) => result.map(Ok),
        Err(reason) => Ok(Err(reason)),
    }
}

/// [`out_of_turn`] for an action that goes off by itself: one that cannot be done is spent, and
/// the log says why.
pub fn out_of_turn_or_spent(
    res: &mut Resolver,
    unit: Entity,
    act: OutOfTurnAct,
    command: &Command,
) -> Result<(), EngineError> {
    if let Err(reason) = out_of_turn(res, unit, act, command)? {
        res.emit(CombatEvent::OutOfTurnRefused {
            unit: res.id(unit),
            reason: reason.phrase(),
        });
    }
    Ok(())
}

/// Applies readied actions: set, lapsed, or fired (the readier's place moves to just before
/// the unit whose turn it is); whether a board snapshot may see the change.
pub(super) fn apply_event(world: &mut World, event: &CombatEvent) -> bool {
    use CombatEvent as E;
    let entity = |world: &World, id: &str| super::reads::entity_of(world, id);
    match event {
        E::Ready {
            unit,
            trigger,
            weapon,
            then,
        } => {
            if let Some(e) = entity(world, unit) {
                world.entity_mut(e).insert(Readied {
                    trigger: *trigger,
                    weapon: weapon.clone(),
                    then: then.clone(),
                });
            }
        }
        E::ReadyLapses { unit } => {
            if let Some(e) = entity(world, unit) {
                world.entity_mut(e).remove::<Readied>();
            }
        }
        E::ReadyFires { unit, .. } => {
            let Some(e) = entity(world, unit) else {
                return false;
            };
            world.entity_mut(e).remove::<Readied>();
            if !crate::rulesets::of(world).readied_moves_in_order() {
                return true;
            }
            let mut t = world.resource_mut::<TurnState>();
            if let Some(current) = t.current_unit() {
                if let Some(i) = t.place_of(e) {
                    t.order.remove(i);
                }
                let at = t.place_of(current).unwrap_or(0);
                t.order.insert(at, e);
                t.current = Some(at + 1);
                t.next_index = at + 2;
            }
        }
        _ => {}
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::board_shape::BoardShape;

    const FOE: bool = false;
    const ALLY: bool = true;

    #[test]
    fn triggers_fire_on_the_step_that_crosses_into_reach_or_next_to_the_unit() {
        let at = Pos::new(5, 5);
        let t = ReadyTrigger::EntersReach;
        assert!(t.fires(
            BoardShape::Square,
            at,
            1,
            FOE,
            Pos::new(7, 5),
            Pos::new(6, 5)
        ));
        assert!(
            !t.fires(
                BoardShape::Square,
                at,
                1,
                FOE,
                Pos::new(6, 5),
                Pos::new(6, 4)
            ),
            "already in reach"
        );
        assert!(
            t.fires(
                BoardShape::Square,
                at,
                2,
                FOE,
                Pos::new(8, 5),
                Pos::new(7, 5)
            ),
            "reach 2"
        );
        assert!(
            !t.fires(
                BoardShape::Square,
                at,
                2,
                FOE,
                Pos::new(8, 5),
                Pos::new(7, 7)
            ),
            "(7,7) is 3 away"
        );
        assert!(
            !t.fires(
                BoardShape::Square,
                at,
                1,
                ALLY,
                Pos::new(7, 5),
                Pos::new(6, 5)
            ),
            "an ally coming near sets off nothing"
        );
        let adj = ReadyTrigger::MovesAdjacent;
        assert!(adj.fires(
            BoardShape::Square,
            at,
            2,
            FOE,
            Pos::new(7, 5),
            Pos::new(6, 6)
        ));
        assert!(!adj.fires(
            BoardShape::Square,
            at,
            2,
            FOE,
            Pos::new(6, 6),
            Pos::new(6, 5)
        ));
    }

    #[test]
    fn an_area_trigger_fires_on_the_step_into_it_and_a_passing_trigger_on_the_step_off_the_square()
    {
        let unit = Pos::new(0, 0);
        let square = ReadyTrigger::EntersArea {
            at: Pos::new(4, 4),
            radius: 0,
        };
        assert!(square.fires(
            BoardShape::Square,
            unit,
            1,
            FOE,
            Pos::new(3, 4),
            Pos::new(4, 4)
        ));
        assert!(!square.fires(
            BoardShape::Square,
            unit,
            1,
            FOE,
            Pos::new(4, 4),
            Pos::new(5, 4)
        ));
        assert!(!square.fires(
            BoardShape::Square,
            unit,
            1,
            ALLY,
            Pos::new(3, 4),
            Pos::new(4, 4)
        ));
        // Radius 1 around (4, 4): (3, 3) is 1 away (a diagonal), (2, 3) is 2.
        let area = ReadyTrigger::EntersArea {
            at: Pos::new(4, 4),
            radius: 1,
        };
        assert!(area.fires(
            BoardShape::Square,
            unit,
            1,
            FOE,
            Pos::new(2, 3),
            Pos::new(3, 3)
        ));
        assert!(
            !area.fires(
                BoardShape::Square,
                unit,
                1,
                FOE,
                Pos::new(3, 3),
                Pos::new(4, 4)
            ),
            "already inside"
        );
        let door = ReadyTrigger::AllyPasses { at: Pos::new(4, 4) };
        assert!(
            !door.fires(
                BoardShape::Square,
                unit,
                1,
                ALLY,
                Pos::new(3, 4),
                Pos::new(4, 4)
            ),
            "still in it"
        );
        assert!(door.fires(
            BoardShape::Square,
            unit,
            1,
            ALLY,
            Pos::new(4, 4),
            Pos::new(5, 4)
        ));
        assert!(
            !door.fires(
                BoardShape::Square,
                unit,
                1,
                FOE,
                Pos::new(4, 4),
                Pos::new(5, 4)
            ),
            "a foe is no ally"
        );
    }

    #[test]
    fn the_act_triggers_wait_for_an_act_not_a_step() {
        for t in [
            ReadyTrigger::AttacksAlly,
            ReadyTrigger::Shoots,
            ReadyTrigger::StartsToCast,
            ReadyTrigger::Draws,
        ] {
            assert!(!t.watches_steps());
            assert!(!t.fires(
                BoardShape::Square,
                Pos::new(5, 5),
                1,
                FOE,
                Pos::new(7, 5),
                Pos::new(6, 5)
            ));
        }
    }
}
