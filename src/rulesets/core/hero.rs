//! Hero points (seed 001, "Puntos de héroe"), with `rules: (hero_points: true)`. Player
//! characters (the units of a PC side, mounts aside) start with one, or with what a unit's `hero_points:`
//! gives (which may give an NPC some too); they are never renewed in a fight, and a point spent
//! is gone.
//!
//! Cheating death ("Burlar a la muerte") is a standing policy, since the moment is inside a
//! blow: a creature that a blow would kill, with two points, spends them and is left stable at
//! the lowest hit points it can live with (−Con + 1: the seed's "en puntos negativos, pero
//! estable"); a mount, pet or companion about to die costs its rider one point. A player who
//! would rather keep the points gives `Hero(unit, LetFall)` first (the window offers it right
//! after a cheated death, playing the command again after it). Every other use
//! is a `Hero` command (see `commands::HeroSpend`): one for a roll is declared ahead and waits
//! for the roll, inside the resolver, so that replays, undo and forced dice hold. The rolls it
//! serves are the d20 rolls whose terms the log shows: attacks, maneuvers, saves and checks.
//! The seed keeps the count secret from its players; here the unit panel shows it (the count is
//! the player's own). "Inspiración" (a game master's hint) and "Especial" (what the game master
//! allows) have no game master to ask in a fight, and are not played.

use crate::combat::commands::{ExtraAction, HeroSpend};
use crate::combat::components::*;
use crate::combat::events::CombatEvent;
use crate::combat::reads::{entity_of, unit_id};
use crate::combat::rejection::Rejection;
use crate::combat::resolver::{EngineError, Resolver};
use crate::rules::health::HealthState;
use crate::rules::modifiers::Modifiers;
use bevy::prelude::*;

/// What cheating death costs the creature itself, and its rider for its mount.
pub const CHEAT_DEATH: u32 = 2;
pub const CHEAT_DEATH_FOR_A_MOUNT: u32 = 1;
/// "Bonus": declared before the roll, and after it; helping another, before and after.
pub const BONUS: i32 = 8;
pub const LATE_BONUS: i32 = 4;
pub const AID: i32 = 4;
pub const LATE_AID: i32 = 2;
/// The term a hero point adds to a roll, as the log names it.
const TERM: &str = "hero point";

fn played(world: &World) -> bool {
    crate::combat::reads::plays(world, crate::level::schema::RuleOptions::hero_points)
}

/// The points a unit starts with: the level's word, else one for a player character.
pub fn unit_spawned(world: &mut World, unit: Entity, given: Option<u32>, mount: bool) {
    if !played(world) {
        return;
    }
    // A mount is its rider's, not a character of its own.
    let pc = crate::combat::reads::plays_for_players(world, unit) && !mount;
    let points = given.unwrap_or(u32::from(pc));
    if points > 0 {
        world.entity_mut(unit).insert(HeroPoints(points));
    }
}

fn points(world: &World, unit: Entity) -> u32 {
    world.get::<HeroPoints>(unit).map_or(0, |p| p.0)
}

/// A blow would leave `target` dead: it cheats death if it (or, for a mount, its rider) has the
/// points. Whether it did, its new state then being stable.
pub fn cheats_death(res: &mut Resolver, target: Entity, state: HealthState) -> bool {
    if state != HealthState::Dead || !played(res.world) {
        return false;
    }
    let (payer, cost) = match crate::combat::mounted::rider_of(res.world, target) {
        Some(rider) => (rider, CHEAT_DEATH_FOR_A_MOUNT),
        None => (target, CHEAT_DEATH),
    };
    let left = points(res.world, payer);
    if left < cost {
        return false;
    }
    // Its player chose to let this one fall: the points are kept, the spend used up.
    if res
        .world
        .get::<HeroArmed>(payer)
        .is_some_and(|a| a.spend == ArmedSpend::LetFall)
    {
        res.emit(CombatEvent::HeroPoint {
            unit: res.id(payer),
            what: word(ArmedSpend::LetFall).into(),
            spent: 0,
            left,
        });
        return false;
    }
    let con = res
        .world
        .get::<Abilities>(target)
        .map_or(10, |a| a.0.constitution);
    res.emit(CombatEvent::HeroPoint {
        unit: res.id(payer),
        what: "cheat_death".into(),
        spent: cost,
        left: left - cost,
    });
    res.emit(CombatEvent::CheatsDeath {
        unit: res.id(target),
        hp: (1 - con).min(-1),
    });
    res.emit(CombatEvent::HealthState {
        unit: res.id(target),
        state: HealthState::Stable,
    });
    true
}

/// The word the log and the JSON events give a spend.
fn word(spend: ArmedSpend) -> &'static str {
    match spend {
        ArmedSpend::Bonus => "bonus",
        ArmedSpend::LateBonus => "late_bonus",
        ArmedSpend::Reroll => "reroll",
        ArmedSpend::Aid => "aid",
        ArmedSpend::LateAid => "late_aid",
        ArmedSpend::LetFall => "let_fall",
    }
}

fn armed_from_word(word: &str) -> Option<ArmedSpend> {
    [
        ArmedSpend::Bonus,
        ArmedSpend::LateBonus,
        ArmedSpend::Reroll,
        ArmedSpend::Aid,
        ArmedSpend::LateAid,
        ArmedSpend::LetFall,
    ]
    .into_iter()
    .find(|&s| self::word(s) == word)
}

/// What a `Hero` command asks for, checked: the ally a spend for another's roll names.
pub fn check(world: &World, unit: Entity, spend: &HeroSpend) -> Result<Option<Entity>, Rejection> {
    let refuse = |why| Rejection::Cannot {
        unit: unit_id(world, unit),
        why,
    };
    if !played(world) {
        return Err(refuse(crate::phrase!("why-hero-points-not-in-rules")));
    }
    if points(world, unit) == 0 {
        return Err(refuse(crate::phrase!("why-no-hero-point")));
    }
    let state = crate::combat::reads::health_state(world, unit);
    if !state.can_act() {
        return Err(refuse(crate::phrase!(
            "why-it-is",
            state = crate::i18n::as_term(state.name())
        )));
    }
    match spend {
        // "Ayudar a otro": "cerca" read as a table reads aid, beside it.
        HeroSpend::Aid { ally } | HeroSpend::LateAid { ally } => {
            super::fascination::ally_beside(world, unit, ally).map(Some)
        }
        HeroSpend::ActNow => check_act_now(world, unit).map(|()| None),
        HeroSpend::ExtraAction(action) => check_extra(world, unit, *action).map(|()| None),
        HeroSpend::Recall { spell } => check_recall(world, unit, spell).map(|()| None),
        HeroSpend::Bonus | HeroSpend::LateBonus | HeroSpend::Reroll | HeroSpend::LetFall => {
            Ok(None)
        }
    }
}

/// "Actuar fuera de turno": a unit still to act this round, before the next turn has begun.
fn check_act_now(world: &World, unit: Entity) -> Result<(), Rejection> {
    let t = crate::combat::hot::resource::<TurnState>(world);
    let id = unit_id(world, unit);
    let current = t.current_unit().ok_or(Rejection::NotRunning)?;
    if current == unit {
        return Err(Rejection::ActNowOwnTurn(id));
    }
    crate::combat::turn::check_turn_not_begun(world, current, &id)?;
    let refuse = |why| Rejection::Cannot {
        unit: id.clone(),
        why,
    };
    if t.waiting.iter().any(|(w, _)| *w == unit) {
        return Err(refuse(crate::phrase!("why-hero-waiting")));
    }
    let still_to_act = matches!(
        (t.place_of(unit), t.current),
        (Some(place), Some(now)) if place > now
    );
    if !still_to_act {
        return Err(refuse(crate::phrase!("why-hero-has-acted")));
    }
    match crate::combat::reads::spell_held(world, unit) {
        Some(why) => Err(refuse(crate::phrase!(
            "why-it-is",
            state = crate::i18n::as_term(why)
        ))),
        None => Ok(()),
    }
}

/// "Ganar acción adicional": on the unit's own turn, an action of that kind already spent.
fn check_extra(world: &World, unit: Entity, action: ExtraAction) -> Result<(), Rejection> {
    let t = crate::combat::hot::resource::<TurnState>(world);
    let id = unit_id(world, unit);
    if t.current_unit() != Some(unit) || !t.waiting_budgets.is_empty() {
        return Err(Rejection::NotYourTurn {
            unit: id,
            current: t
                .current_unit()
                .map_or_else(String::new, |c| unit_id(world, c)),
        });
    }
    let left = match action {
        ExtraAction::Move => t.budget.move_action,
        ExtraAction::Standard => t.budget.standard,
    };
    if left {
        return Err(Rejection::Cannot {
            unit: id,
            why: crate::phrase!("why-hero-action-not-spent"),
        });
    }
    Ok(())
}

/// "Recordar un hechizo": a known spell with a use spent.
fn check_recall(world: &World, unit: Entity, spell: &str) -> Result<(), Rejection> {
    let known = world
        .get::<Spellcasting>(unit)
        .and_then(|c| c.known(spell))
        .ok_or_else(|| Rejection::Cannot {
            unit: unit_id(world, unit),
            why: crate::phrase!("why-it-does-not-know-that-spell"),
        })?;
    if known.left >= known.per_day {
        return Err(Rejection::Cannot {
            unit: unit_id(world, unit),
            why: crate::phrase!("why-hero-spell-not-used", spell = known.spell.name.clone()),
        });
    }
    Ok(())
}

/// Checks and carries out a `Hero` command.
pub fn spend(
    res: &mut Resolver,
    unit: Entity,
    spend: &HeroSpend,
) -> Result<Result<(), EngineError>, Rejection> {
    let ally = check(res.world, unit, spend)?;
    let armed = |s| Some((s, ally));
    let waiting = match spend {
        HeroSpend::Bonus => armed(ArmedSpend::Bonus),
        HeroSpend::LateBonus => armed(ArmedSpend::LateBonus),
        HeroSpend::Reroll => armed(ArmedSpend::Reroll),
        HeroSpend::Aid { .. } => armed(ArmedSpend::Aid),
        HeroSpend::LateAid { .. } => armed(ArmedSpend::LateAid),
        HeroSpend::LetFall => armed(ArmedSpend::LetFall),
        _ => None,
    };
    if let Some((armed, ally)) = waiting {
        res.emit(CombatEvent::HeroArms {
            unit: res.id(unit),
            spend: word(armed).into(),
            ally: ally.map(|a| res.id(a)),
        });
        return Ok(Ok(()));
    }
    Ok(match spend {
        HeroSpend::ActNow => act_now(res, unit),
        HeroSpend::ExtraAction(action) => {
            pay(res, unit, extra_word(*action));
            Ok(())
        }
        HeroSpend::Recall { spell } => {
            recall(res, unit, spell);
            Ok(())
        }
        _ => Ok(()),
    })
}

fn extra_word(action: ExtraAction) -> &'static str {
    match action {
        ExtraAction::Move => "extra_move",
        ExtraAction::Standard => "extra_standard",
    }
}

/// One point from `payer`, on `what`.
fn pay(res: &mut Resolver, payer: Entity, what: &str) {
    let left = points(res.world, payer).saturating_sub(1);
    res.emit(CombatEvent::HeroPoint {
        unit: res.id(payer),
        what: what.into(),
        spent: 1,
        left,
    });
}

/// The unit steps in before the turn about to begin, which waits; its own turn is now.
fn act_now(res: &mut Resolver, unit: Entity) -> Result<(), EngineError> {
    let current = crate::combat::hot::resource::<TurnState>(res.world)
        .current_unit()
        .expect("checked: a turn is about to begin");
    pay(res, unit, "act_now");
    res.emit(CombatEvent::ActsNow {
        unit: res.id(unit),
        before: res.id(current),
    });
    crate::combat::turn::open_hero_turn(res, unit)
}

fn recall(res: &mut Resolver, unit: Entity, spell: &str) {
    let left = res
        .world
        .get::<Spellcasting>(unit)
        .and_then(|c| c.known(spell))
        .map_or(0, |k| k.left);
    pay(res, unit, "recall");
    res.emit(CombatEvent::SpellRecalled {
        unit: res.id(unit),
        spell: spell.into(),
        uses_left: left + 1,
    });
}

/// The hero points waiting for `unit`'s next roll: its own spend first, then its allies'.
fn waiting_for(world: &World, unit: Entity) -> Vec<(Entity, ArmedSpend)> {
    let mut waiting: Vec<(Entity, ArmedSpend)> = crate::combat::reads::roster_entities(world)
        .into_iter()
        .filter_map(|payer| {
            let armed = world.get::<HeroArmed>(payer)?;
            let mine = match armed.ally {
                Some(ally) => ally == unit,
                None => payer == unit,
            };
            mine.then_some((payer, armed.spend))
        })
        .collect();
    waiting.sort_by_key(|&(payer, _)| payer != unit);
    waiting
}

/// A d20 that `unit` rolls for a roll that succeeds when `succeeds(natural, terms)` says, with
/// the hero points waiting for it: a bonus declared before adds its term to `terms` and is
/// spent; after a failure, a reroll rolls the die again (the second stands) and a late bonus is
/// added only if it turns the failure into a success. The natural that stands.
pub fn roll_d20(
    res: &mut Resolver,
    unit: Entity,
    terms: &mut Modifiers,
    succeeds: impl Fn(u32, i32) -> bool,
) -> Result<u32, EngineError> {
    let mut natural = res.d20()?;
    if !played(res.world) {
        return Ok(natural);
    }
    let waiting = waiting_for(res.world, unit);
    for &(payer, spend) in &waiting {
        let before = match spend {
            ArmedSpend::Bonus => BONUS,
            ArmedSpend::Aid => AID,
            _ => continue,
        };
        pay(res, payer, word(spend));
        terms.add(TERM, before);
    }
    for &(payer, spend) in &waiting {
        if succeeds(natural, terms.total()) {
            break;
        }
        match spend {
            ArmedSpend::Reroll => {
                pay(res, payer, word(spend));
                res.emit(CombatEvent::Rerolled {
                    unit: res.id(unit),
                    was: natural,
                });
                natural = res.d20()?;
            }
            ArmedSpend::LateBonus | ArmedSpend::LateAid => {
                let late = if spend == ArmedSpend::LateBonus {
                    LATE_BONUS
                } else {
                    LATE_AID
                };
                if succeeds(natural, terms.total() + late) {
                    pay(res, payer, word(spend));
                    terms.add(TERM, late);
                }
            }
            ArmedSpend::Bonus | ArmedSpend::Aid | ArmedSpend::LetFall => {}
        }
    }
    Ok(natural)
}

/// What a point spent on `what` changes: the spend no longer waits; a turn taken early is one
/// action; an action spent is back.
fn remember_spent(world: &mut World, payer: Entity, what: &str) {
    if armed_from_word(what).is_some() {
        world.entity_mut(payer).remove::<HeroArmed>();
        return;
    }
    match what {
        "act_now" => {
            world.entity_mut(payer).insert(HeroTurn);
        }
        "extra_move" => world.resource_mut::<TurnState>().budget.move_action = true,
        "extra_standard" => world.resource_mut::<TurnState>().budget.standard = true,
        _ => {}
    }
}

/// Keeps the points spent, the spends waiting, the uses recalled and the hit points a cheated
/// death leaves.
pub fn remember(world: &mut World, event: &CombatEvent) {
    match event {
        CombatEvent::HeroPoint {
            unit, left, what, ..
        } => {
            if let Some(e) = crate::combat::reads::entity_of(world, unit) {
                world.entity_mut(e).insert(HeroPoints(*left));
                remember_spent(world, e, what);
            }
        }
        CombatEvent::HeroArms { unit, spend, ally } => {
            let ally = ally.as_deref().and_then(|a| entity_of(world, a));
            if let Some(e) = entity_of(world, unit)
                && let Some(spend) = armed_from_word(spend)
            {
                world.entity_mut(e).insert(HeroArmed { spend, ally });
            }
        }
        CombatEvent::SpellRecalled {
            unit,
            spell,
            uses_left,
        } => crate::combat::cast::set_uses_left(world, unit, spell, *uses_left),
        CombatEvent::TurnEnd { unit } => {
            if let Some(e) = entity_of(world, unit)
                && world.get::<HeroTurn>(e).is_some()
            {
                world.entity_mut(e).remove::<HeroTurn>();
            }
        }
        CombatEvent::CheatsDeath { unit, hp } => {
            if let Some(e) = crate::combat::reads::entity_of(world, unit)
                && let Some(mut health) = world.get_mut::<Health>(e)
            {
                health.hp = *hp;
            }
        }
        _ => {}
    }
}

/// The unit panel's line for its points, when it has any.
pub fn panel_line(world: &World, unit: Entity) -> Option<crate::ui::hud::PanelLine> {
    let left = world.get::<HeroPoints>(unit)?.0;
    Some(crate::ui::hud::PanelLine::new(
        Some(crate::ui::icons::HERO_POINTS),
        crate::t!("panel-hero-points", points = left),
    ))
}

/// The AI's hero points, beside cheating death (a standing policy for every unit): it keeps the
/// two that cheat death when it has them, or the one its mount's life costs when it rides; a
/// point beyond those is set aside as a reroll before its next attack or maneuver, and is spent
/// only if that roll fails.
pub fn ai_before(
    world: &World,
    unit: Entity,
    chosen: &crate::combat::Command,
) -> Option<crate::combat::Command> {
    use crate::combat::Command as C;
    if !played(world) || world.get::<HeroArmed>(unit).is_some() {
        return None;
    }
    let rolls = matches!(
        chosen,
        C::Attack { .. }
            | C::TwoWeaponAttack { .. }
            | C::CombatManeuver { .. }
            | C::Charge { .. }
            | C::Throw { .. }
            | C::Feint { .. }
    );
    let left = points(world, unit);
    let kept = if left >= CHEAT_DEATH {
        CHEAT_DEATH
    } else if crate::combat::mounted::mount_of(world, unit).is_some() {
        CHEAT_DEATH_FOR_A_MOUNT
    } else {
        0
    };
    (rolls && left > kept).then(|| C::Hero {
        unit: unit_id(world, unit),
        spend: HeroSpend::Reroll,
    })
}

/// The bar's hero point entries, while the level plays them and the unit has points: each
/// greyed with the reason the rule refuses it now (an extra action not yet spent).
pub fn bar_entries(world: &World, unit: Entity) -> Vec<crate::ui::actions::BarEntry> {
    let left = points(world, unit);
    if !played(world) || left == 0 {
        return Vec::new();
    }
    let mut entries = own_roll_and_turn_entries(world, unit, left);
    entries.extend(aid_entries(world, unit, left));
    entries.extend(recall_entries(world, unit, left));
    entries
}

/// "Ayudar a otro" in the bar: +4 on an ally's next roll, or +2 if it fails and that saves it;
/// each picks the ally on the board.
fn aid_entries(world: &World, unit: Entity, left: u32) -> Vec<crate::ui::actions::BarEntry> {
    use crate::ui::actions::{BarAction, BarEntry};
    use crate::view::preview::BoardMode;
    let side = world.get::<Side>(unit);
    let an_ally_beside = world.iter_entities().any(|e| {
        e.id() != unit
            && e.get::<Side>() == side
            && e.get::<Health>().is_some_and(|h| h.state.can_act())
            && e.get::<Position>()
                .is_some_and(|p| super::fascination::beside(world, unit, p.0))
    });
    let why_not = (!an_ally_beside).then(|| crate::t!("bar-why-no-ally-beside"));
    [false, true]
        .into_iter()
        .map(|late| BarEntry {
            action: BarAction::Mode(BoardMode::HeroAid { late }),
            label: format!(
                "{} ({})",
                if late {
                    crate::t!("bar-hero-late-aid")
                } else {
                    crate::t!("bar-hero-aid")
                },
                crate::t!("bar-hero-left", left = left)
            ),
            cost: crate::rules::economy::ActionCost::Free,
            provokes: "no",
            key: String::new(),
            why_not: why_not.clone(),
        })
        .collect()
}

/// "Recordar un hechizo" in the bar: one entry per known spell with a use spent today.
fn recall_entries(world: &World, unit: Entity, left: u32) -> Vec<crate::ui::actions::BarEntry> {
    use crate::ui::actions::{BarAction, BarEntry};
    let Some(casting) = world.get::<Spellcasting>(unit) else {
        return Vec::new();
    };
    casting
        .spells
        .iter()
        .enumerate()
        .filter(|(_, k)| k.left < k.per_day)
        .map(|(slot, k)| BarEntry {
            action: BarAction::HeroRecall(slot as u8),
            label: format!(
                "{} ({})",
                crate::t!(
                    "bar-hero-recall",
                    spell = crate::i18n::term_now(&k.spell.name)
                ),
                crate::t!("bar-hero-left", left = left)
            ),
            cost: crate::rules::economy::ActionCost::Free,
            provokes: "no",
            key: String::new(),
            why_not: None,
        })
        .collect()
}

/// The spends on the unit's own next roll and this turn.
fn own_roll_and_turn_entries(
    world: &World,
    unit: Entity,
    left: u32,
) -> Vec<crate::ui::actions::BarEntry> {
    use crate::ui::actions::{BarAction, BarEntry, HeroEntry};
    HeroEntry::ALL
        .into_iter()
        .map(|entry| BarEntry {
            action: BarAction::Hero(entry),
            label: entry.label(left),
            cost: crate::rules::economy::ActionCost::Free,
            provokes: "no",
            key: String::new(),
            why_not: check(world, unit, &entry.spend()).err().map(|r| match r {
                Rejection::Cannot { why, .. } => why.to_string(),
                other => other.to_string(),
            }),
        })
        .collect()
}

/// The unit whose points cheated death in the last command played (its own, or its mount's),
/// which the window offers to take back: the command played again after `Hero(unit, LetFall)`.
pub fn death_offer(world: &World) -> Option<Entity> {
    if !played(world) || crate::combat::hot::resource::<TurnState>(world).phase != Phase::Running {
        return None;
    }
    let last = world
        .get_resource::<crate::combat::history::CommandHistory>()?
        .0
        .last()?;
    if matches!(last.command, crate::combat::Command::Hero { .. }) {
        return None;
    }
    let log = &world.resource::<crate::combat::events::CombatLog>().0;
    log.get(last.events.clone())?.iter().find_map(|e| match e {
        CombatEvent::HeroPoint { unit, what, .. } if what == "cheat_death" => {
            entity_of(world, unit)
        }
        _ => None,
    })
}

/// A roll a hero point could still save (seed 001), which the window offers right after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RetryOffer {
    pub unit: Entity,
    /// Whether +4 would have saved it (else only a reroll is offered).
    pub late_bonus_saves: bool,
}

/// The roll of the last command played that a hero point could still save: the command was
/// `unit`'s, a d20 of its own in it failed (an attack, a maneuver, a save, a feint's Bluff, a
/// flask at an intersection), and it has a point with nothing set aside. The window plays the
/// command again with the point set aside (`combat::undo::play_last_again_after`): the dice fall
/// as they fell, so the same roll fails and the point acts on it, as if declared before.
pub fn retry_offer(world: &World) -> Option<RetryOffer> {
    if !played(world) {
        return None;
    }
    let last = world
        .get_resource::<crate::combat::history::CommandHistory>()?
        .0
        .last()?;
    if matches!(last.command, crate::combat::Command::Hero { .. })
        || crate::combat::hot::resource::<TurnState>(world).phase != Phase::Running
    {
        return None;
    }
    let id = last.command.unit();
    let unit = entity_of(world, id)?;
    if points(world, unit) == 0 || world.get::<HeroArmed>(unit).is_some() {
        return None;
    }
    let log = &world.resource::<crate::combat::events::CombatLog>().0;
    let late_bonus_saves = log
        .get(last.events.clone())?
        .iter()
        .find_map(|e| failed_roll_of(e, id))?;
    Some(RetryOffer {
        unit,
        late_bonus_saves,
    })
}

/// Whether `event` is a failed d20 roll of `id`'s own; if so, whether 4 more would have saved it.
fn failed_roll_of(event: &CombatEvent, id: &str) -> Option<bool> {
    let saved_by_four =
        |roll: u32, total: i32, against: i32| Some(roll != 1 && total + LATE_BONUS >= against);
    match event {
        CombatEvent::Attack {
            attacker,
            hit: false,
            roll,
            total,
            defense,
            ..
        } if attacker == id => saved_by_four(*roll, *total, *defense),
        CombatEvent::Maneuver {
            unit,
            success: false,
            roll,
            total,
            cmd,
            ..
        } if unit == id => saved_by_four(*roll, *total, *cmd),
        CombatEvent::Save {
            unit,
            success: false,
            roll,
            total,
            dc,
            ..
        } if unit == id => saved_by_four(*roll, *total, *dc),
        CombatEvent::Check {
            unit,
            why,
            success: false,
            roll,
            total,
            dc,
            ..
        } if unit == id && why == "feint" => saved_by_four(*roll, *total, *dc),
        CombatEvent::ThrownAt {
            unit,
            hit: false,
            roll,
            total,
            defense,
            ..
        } if unit == id => saved_by_four(*roll, *total, *defense),
        _ => None,
    }
}
