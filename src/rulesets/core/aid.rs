//! Aid another (seed 000, "Ayudar a otro"), as Core plays it: a standard action that provokes
//! nothing. The helper must be adjacent to the ally and have at least +2 to attack; the ally gets
//! +2 on its next attack roll, or +2 Defense against the next attack on it, until the helper's
//! next turn. If the helper's attack bonus is 3 or more below the ally's, the ally gains nothing
//! (the action is still spent). "The bonus it lends" is read, for both kinds of aid, as the melee
//! attack bonus (BAB + Str + size): the seed names only the attack roll.
//!
//! With `rules: (aid_against_one_foe: true)` (seed 001, "Ayudar a otro") the helper names a foe in
//! its melee reach (`against`; left out, the foe in its reach nearest the ally) and rolls d20 +
//! its melee bonus and its conditions' attack terms against Defense 10 (a natural 20 always
//! succeeds, a natural 1 always fails, as attack rolls do). On a success the ally gets +2 on its
//! next attack roll at that foe, or +2 Defense against that foe's next attack, until the helper's
//! next turn; several helpers' bonuses add. The ally need not stand beside the helper (the seed
//! asks only that the foe be in reach), and the seed's "before the end of the turn" is read as
//! seed 000's lapse at the helper's next turn.

use crate::combat::commands::AidKind;
use crate::combat::components::*;
use crate::combat::events::CombatEvent;
use crate::combat::reads::{entity_of, health_state, unit_id};
use crate::combat::rejection::Rejection;
use crate::combat::resolver::{EngineError, Resolver};
use crate::i18n::Phrase;
use crate::phrase;
use crate::rules::attack::{AttackStyle, attack_bonus};
use crate::rules::economy::ActionKind;
use crate::rules::health::HealthState;
use crate::rules::modifiers::Modifiers;
use bevy::prelude::*;

/// A unit's melee attack bonus.
pub fn melee_bonus(world: &World, e: Entity) -> i32 {
    attack_bonus(
        AttackStyle::Melee,
        world.get::<BaseAttack>(e).map_or(0, |b| b.0),
        &crate::combat::reads::effective_abilities(world, e),
        None,
        world
            .get::<CreatureSize>(e)
            .map(|s| s.0)
            .unwrap_or_default(),
        &Modifiers::new(),
    )
    .total()
}

/// The bonus the aid gives: +2, or 0 when the helper is 3 or more below the ally.
pub fn aid_bonus(helper_bonus: i32, ally_bonus: i32) -> i32 {
    if helper_bonus <= ally_bonus - 3 { 0 } else { 2 }
}

/// The bonus `helper`'s aid would give `ally`, by their melee attack bonuses.
pub fn bonus_between(world: &World, helper: Entity, ally: Entity) -> i32 {
    aid_bonus(melee_bonus(world, helper), melee_bonus(world, ally))
}

/// What `helper`'s aid to an ally would be: seed 000's bonus, or seed 001's roll against a foe.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AidPlan {
    /// Seed 000: the bonus the ally gets (0 when the helper is 3 or more below it).
    Given(i32),
    /// Seed 001: against this foe, with this bonus to the d20 against Defense 10.
    Rolled { foe: Entity, bonus: i32 },
}

/// Defense 10: what seed 001's aid rolls against.
pub const AID_DEFENSE: i32 = 10;

/// The bonus seed 001's aid succeeds by.
pub const AID_BONUS: i32 = 2;

/// Whether `helper` may aid `ally_id` now (against `against`, under seed 001), and how.
pub fn check(
    world: &World,
    helper: Entity,
    ally_id: &str,
    against: Option<&str>,
) -> Result<AidPlan, Rejection> {
    let id = unit_id(world, helper);
    crate::combat::reads::afford(world, ActionKind::AidAnother)?;
    let ally = entity_of(world, ally_id).ok_or_else(|| Rejection::UnknownUnit(ally_id.into()))?;
    let refuse = |why: Phrase| Rejection::CannotAid {
        unit: id.clone(),
        ally: ally_id.into(),
        why,
    };
    if ally == helper {
        return Err(refuse(phrase!("why-a-unit-cannot-aid-itself")));
    }
    if world.get::<Side>(ally) != world.get::<Side>(helper) {
        return Err(refuse(phrase!("why-not-an-ally")));
    }
    if health_state(world, ally) == HealthState::Dead {
        return Err(Rejection::TargetDead(ally_id.into()));
    }
    if against_one_foe(world) {
        let foe = foe_to_aid_against(world, helper, ally, against).map_err(refuse)?;
        return Ok(AidPlan::Rolled {
            foe,
            bonus: roll_bonus(world, helper),
        });
    }
    if !crate::combat::board::shape(world).adjacent(at(world, helper), at(world, ally)) {
        return Err(refuse(phrase!("why-it-must-be-adjacent")));
    }
    let mine = melee_bonus(world, helper);
    if mine < 2 {
        return Err(refuse(phrase!(
            "why-aid-needs-plus-2",
            bonus = format!("{mine:+}")
        )));
    }
    Ok(AidPlan::Given(aid_bonus(mine, melee_bonus(world, ally))))
}

/// Whether the level plays seed 001's aid (`rules: (aid_against_one_foe: true)`).
fn against_one_foe(world: &World) -> bool {
    crate::combat::reads::plays(
        world,
        crate::level::schema::RuleOptions::aid_against_one_foe,
    )
}

fn at(world: &World, e: Entity) -> crate::rules::grid::Pos {
    world.get::<Position>(e).map(|p| p.0).unwrap_or_default()
}

/// The foe seed 001's aid is given against: the one named, which must be a foe in the helper's
/// melee reach that can still fight, or else the one of those nearest the ally (the first listed
/// among equals).
fn foe_to_aid_against(
    world: &World,
    helper: Entity,
    ally: Entity,
    named: Option<&str>,
) -> Result<Entity, Phrase> {
    let in_reach = foes_in_reach(world, helper);
    match named {
        Some(name) => {
            let foe =
                entity_of(world, name).ok_or_else(|| phrase!("why-no-such-foe", foe = name))?;
            in_reach
                .contains(&foe)
                .then_some(foe)
                .ok_or_else(|| phrase!("why-aid-foe-out-of-reach", foe = name))
        }
        None => {
            let shape = crate::combat::board::shape(world);
            let near_ally = |f: &Entity| shape.distance(at(world, *f), at(world, ally));
            in_reach
                .iter()
                .copied()
                .min_by_key(near_ally)
                .ok_or_else(|| phrase!("why-aid-no-foe-in-reach"))
        }
    }
}

/// The foes still fighting within `helper`'s melee reach, with a clear line to them, in roster
/// order.
fn foes_in_reach(world: &World, helper: Entity) -> Vec<Entity> {
    let board = crate::combat::hot::resource::<Board>(world);
    let here = at(world, helper);
    let reach = world
        .get::<CreatureSize>(helper)
        .map_or(1, |s| s.0.reach().max(1));
    let side = world.get::<Side>(helper);
    crate::combat::reads::roster_entities(world)
        .into_iter()
        .filter(|&e| world.get::<Side>(e) != side && health_state(world, e).can_act())
        .filter(|&e| {
            let there = at(world, e);
            board.shape.distance(here, there) <= reach
                && board
                    .shape
                    .line_is_clear(here, there, |q| board.blocks_sight(q))
        })
        .collect()
}

/// The helper's bonus to seed 001's aid roll: its melee attack bonus and its conditions' terms
/// to attacks.
fn roll_bonus(world: &World, helper: Entity) -> i32 {
    use crate::rules::condition_table::Target;
    let table = crate::combat::reads::conditions_of(world, helper);
    melee_bonus(world, helper) + table.total(Target::Attack) + table.total(Target::MeleeAttack)
}

/// Whether seed 001's aid roll succeeds: a natural 20 always, a natural 1 never, else the total
/// against Defense 10.
pub fn aid_roll_succeeds(natural: u32, total: i32) -> bool {
    natural == 20 || (natural != 1 && total >= AID_DEFENSE)
}

/// The chance in 100 that seed 001's aid roll with `bonus` succeeds.
pub fn aid_chance(bonus: i32) -> u32 {
    (1..=20u32)
        .filter(|&n| aid_roll_succeeds(n, n as i32 + bonus))
        .count() as u32
        * 5
}

/// Checks and carries out aid another.
pub fn aid(
    res: &mut Resolver,
    helper: Entity,
    ally_id: &str,
    kind: AidKind,
    against: Option<&str>,
) -> Result<Result<(), EngineError>, Rejection> {
    let plan = check(res.world, helper, ally_id, against)?;
    let id = unit_id(res.world, helper);
    res.emit(CombatEvent::Action {
        unit: id.clone(),
        action: phrase!("action-aid", ally = ally_id),
        cost: crate::combat::reads::cost_of(res.world, ActionKind::AidAnother),
    });
    let aid = kind.word().to_string();
    let event = match plan {
        AidPlan::Given(bonus) => CombatEvent::Aid {
            helper: id,
            ally: ally_id.into(),
            aid,
            bonus,
            against: None,
            roll: None,
            total: None,
        },
        AidPlan::Rolled { foe, bonus } => {
            let natural = match res.d20() {
                Ok(n) => n,
                Err(e) => return Ok(Err(e)),
            };
            let total = natural as i32 + bonus;
            CombatEvent::Aid {
                helper: id,
                ally: ally_id.into(),
                aid,
                bonus: if aid_roll_succeeds(natural, total) {
                    AID_BONUS
                } else {
                    0
                },
                against: Some(res.id(foe)),
                roll: Some(natural),
                total: Some(total),
            }
        }
    };
    res.emit(event);
    Ok(Ok(()))
}

/// How much less an aid is worth than the blow it improves: the friend may strike elsewhere, or
/// not at all, before the aid lapses.
const AID_LIKELY_USED: f64 = 0.8;

/// The AI's aid another, to attack: for each friend beside the unit that stands beside a foe, +2
/// on the friend's next blow at that foe is worth what it adds to that blow's worth (the
/// friend's own odds with a twentieth more chance to hit, on the unit's scale of a blow's worth),
/// times the chance the aid lands (seed 001's roll against 10, or seed 000's sure +2, none when
/// the unit is 3 or more below the friend), times [`AID_LIKELY_USED`]. The best friend and foe
/// are the choice; it wins when the unit's own blow, or its move, is worth less (a weak hitter
/// beside a strong one). Aid to Defense is not weighed.
pub fn ai_choices(ctx: &crate::ai::Context, out: &mut Vec<crate::ai::Choice>) {
    if ctx.careless() || !ctx.affords(ActionKind::AidAnother) {
        return;
    }
    let world = ctx.world();
    let seed_001 = against_one_foe(world);
    let mut best: Option<(f64, &str, &str)> = None;
    for (friend, friend_id, state, ..) in ctx.friends_beside() {
        if !state.can_act() {
            continue;
        }
        let mut foes = ctx.fighting_foes_beside(at(world, friend)).peekable();
        if foes.peek().is_none() {
            continue;
        }
        // Seed 000's aid is the friend's whatever the foe: checked once.
        let given = match seed_001 {
            true => None,
            false => match aid_chance_for(ctx, friend_id, None) {
                Some(chance) => Some(chance),
                None => continue,
            },
        };
        for (foe, foe_id) in foes {
            let Some(chance) = given.or_else(|| aid_chance_for(ctx, friend_id, Some(foe_id)))
            else {
                continue;
            };
            let worth = chance * AID_LIKELY_USED * blow_gain(ctx, friend, (foe, foe_id));
            if worth > best.map_or(0.0, |b| b.0) {
                best = Some((worth, friend_id, foe_id));
            }
        }
    }
    let Some((worth, friend_id, foe_id)) = best else {
        return;
    };
    out.push(crate::ai::Choice {
        worth,
        command: crate::combat::Command::AidAnother {
            unit: ctx.unit(),
            ally: friend_id.to_string(),
            aid: AidKind::Attack,
            against: seed_001.then(|| foe_id.to_string()),
        },
        checked: true,
    });
}

/// The chance the AI's unit's aid to `friend_id` (against `foe_id`, under seed 001) gives +2, if
/// the rules allow it at all.
fn aid_chance_for(ctx: &crate::ai::Context, friend_id: &str, foe_id: Option<&str>) -> Option<f64> {
    let chance = match check(ctx.world(), ctx.me(), friend_id, foe_id).ok()? {
        AidPlan::Given(bonus) => f64::from(bonus.signum()),
        AidPlan::Rolled { bonus, .. } => f64::from(aid_chance(bonus)) / 100.0,
    };
    (chance > 0.0).then_some(chance)
}

/// What +2 on `friend`'s next melee blow at `foe` adds to that blow's worth: a twentieth more
/// chance to hit (short of the natural 20's sure hit), each hit dealing what it deals now.
fn blow_gain(ctx: &crate::ai::Context, friend: Entity, (foe, foe_id): (Entity, &str)) -> f64 {
    let world = ctx.world();
    let Some(weapon) = world
        .get::<Equipment>(friend)
        .and_then(|e| e.melee_weapon())
    else {
        return 0.0;
    };
    let odds = crate::rulesets::of(world).odds(
        world,
        &crate::rulesets::Strike::new(friend, foe, weapon, crate::rulesets::StrikeMode::Normal),
    );
    if odds.hit_chance <= 0.0 {
        return 0.0;
    }
    let per_hit = odds.expected_damage / odds.hit_chance;
    let aided = (odds.hit_chance + f64::from(AID_BONUS) / 20.0).min(0.95);
    ctx.blow_worth(foe_id, per_hit * aided, aided)
        - ctx.blow_worth(foe_id, odds.expected_damage, odds.hit_chance)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_001_s_aid_roll_needs_ten_with_a_natural_twenty_always_and_a_one_never() {
        assert!(aid_roll_succeeds(7, 10));
        assert!(!aid_roll_succeeds(6, 9));
        assert!(aid_roll_succeeds(20, 5));
        assert!(!aid_roll_succeeds(1, 14));
        // +4 needs a 6: 15 faces of 20; +12 still fails on a 1, −15 still wins on a 20.
        assert_eq!(
            (aid_chance(4), aid_chance(12), aid_chance(-15)),
            (75, 95, 5)
        );
    }

    #[test]
    fn no_bonus_when_the_helper_is_three_or_more_below() {
        assert_eq!(aid_bonus(4, 6), 2);
        assert_eq!(aid_bonus(4, 7), 0);
        assert_eq!(aid_bonus(6, 2), 2);
    }
}
