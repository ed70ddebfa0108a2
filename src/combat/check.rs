//! One check of a command: whether the engine would carry it out for a unit that may act now, and
//! why not. The engine's own steps start with these same checks before they change anything; the
//! AI asks this of every choice before it picks one, so neither keeps a copy of the rules.

use super::board::SnapshotFor;
use super::commands::Command;
use super::movement::{MoveKind, check_move_on};
use super::reads::afford;
use super::rejection::Rejection;
use crate::rules::economy::ActionKind;
use bevy::prelude::*;

/// Whether the engine would carry out `command` from `actor`, once `actor` may act (its turn, see
/// [`check_actor`](super::engine::check_actor)); `snap` is the board as `actor` sees it now,
/// made only if a check reads it. A
/// command the ruleset does not play is refused as the engine refuses it, and one it checks its
/// own way is judged by that check alone.
pub fn check(
    world: &World,
    snap: SnapshotFor,
    actor: Entity,
    command: &Command,
) -> Result<(), Rejection> {
    let ruleset = super::rejection::ruleset_playing(world, command)?;
    if let Some(verdict) = ruleset.check(world, actor, command) {
        return verdict;
    }
    if let Some(verdict) = check_move(world, snap, actor, command) {
        return verdict;
    }
    if let Some(verdict) = check_gear(world, actor, command) {
        return verdict;
    }
    check_deed(world, snap, actor, command)
}

/// The commands that move the unit, and standing up or dropping down.
fn check_move(
    world: &World,
    snap: SnapshotFor,
    actor: Entity,
    command: &Command,
) -> Option<Result<(), Rejection>> {
    let moving = |kind, to, path| {
        check_move_on(world, snap.get(world, actor), actor, kind, to, path).map(drop)
    };
    Some(match command {
        Command::Move {
            to,
            path,
            draw: None,
            ..
        } => moving(MoveKind::Move, *to, path.as_deref()),
        Command::Move {
            to,
            path,
            draw: Some(ids),
            ..
        } => super::equip::check_move_drawing(world, actor, *to, path.as_deref(), ids).map(drop),
        Command::Withdraw { to, path, .. } => moving(MoveKind::Withdraw, *to, path.as_deref()),
        Command::Step { to, .. } => moving(MoveKind::Step, Some(*to), None),
        Command::Crawl { to, .. } => moving(MoveKind::Crawl, Some(*to), None),
        Command::StandUp { .. } => super::posture::check_stand_up(world, actor),
        Command::DropProne { .. } => super::posture::check_drop_prone(world, actor),
        Command::Mount { mount, .. } => super::mounted::check_mount(world, actor, mount).map(drop),
        Command::Dismount { to, .. } => super::mounted::check_dismount(world, actor, *to).map(drop),
        _ => return None,
    })
}

/// The commands about what the unit carries, and doors.
fn check_gear(world: &World, actor: Entity, command: &Command) -> Option<Result<(), Rejection>> {
    use super::{equip, objects};
    Some(match command {
        Command::Draw { weapons, .. } => equip::check_draw_action(world, actor, weapons),
        Command::Shield { on, .. } => equip::check_shield(world, actor, *on).map(drop),
        Command::Reload { weapon, .. } => {
            equip::check_reload(world, actor, weapon.as_deref()).map(drop)
        }
        Command::Drop { thing, .. } => objects::check_drop(world, actor, thing).map(drop),
        Command::PickUp { thing, .. } => {
            objects::check_pick_up(world, actor, thing.as_deref()).map(drop)
        }
        Command::HandOver { thing, to, .. } => {
            objects::check_hand_over(world, actor, thing, to).map(drop)
        }
        Command::Drink { item, .. } => {
            super::items::check_drink(world, actor, item.as_deref()).map(drop)
        }
        Command::UseItem {
            item,
            spell,
            target,
            at,
            facing,
            ..
        } => super::magic_items::check_use(
            world,
            actor,
            item,
            spell.as_deref(),
            target.as_deref(),
            (*at, *facing),
        )
        .map(drop),
        Command::ToggleDoor { at, .. } => objects::check_toggle_door(world, actor, *at).map(drop),
        _ => return None,
    })
}

/// Attacks, spells, help, readied actions and the turn's order.
fn check_deed(
    world: &World,
    snap: SnapshotFor,
    actor: Entity,
    command: &Command,
) -> Result<(), Rejection> {
    use super::{attack, cast};
    match command {
        Command::Attack { target, weapon, .. } => {
            attack::check_attack_command(world, actor, target, weapon.as_deref()).map(drop)
        }
        Command::Charge { target, .. } => {
            super::charge::check_charge_on(world, snap.get(world, actor), actor, target).map(drop)
        }
        Command::TotalDefense { .. } => afford(world, ActionKind::TotalDefense)
            .map(drop)
            .map_err(Rejection::from),
        Command::Ready {
            trigger,
            weapon,
            then,
            ..
        } => {
            afford(world, ActionKind::Ready)?;
            super::ready::check_ready(world, actor, *trigger, weapon.as_deref(), then.as_ref())
        }
        Command::React { spell, trigger, .. } => {
            super::immediate::check_reaction(world, actor, spell, *trigger)
        }
        Command::Cast {
            spell,
            target,
            at,
            facing,
            defensively,
            ..
        } => {
            let at = match facing {
                Some(facing) => Some(cast::aim_by_facing(world, actor, spell, *at, *facing)?),
                None => *at,
            };
            cast::check_cast(world, actor, spell, target.as_deref(), at, *defensively).map(drop)
        }
        Command::CancelSpell { spell, .. } => cast::check_cancel(world, actor, spell).map(drop),
        Command::Delay { after, .. } => super::turn::check_delay(world, actor, after.as_deref()),
        Command::Wait { .. } => super::turn::check_wait(world, actor),
        Command::ActNow { unit } => Err(Rejection::ActNowOwnTurn(unit.clone())),
        Command::EndTurn { .. } => Ok(()),
        // A ruleset's own commands, which only the ruleset that has them checks.
        _ => Err(Rejection::not_in_ruleset(
            crate::rulesets::of(world),
            command,
        )),
    }
}
