//! What the board says over a foe before a maneuver: its chance, what it does on a success and
//! on a bad failure, and the attack of opportunity it provokes.

use super::numbers::numbers;
use crate::combat::commands::ManeuverKind;
use crate::combat::components::*;
use crate::combat::reads::unit_id;
use crate::i18n::{Phrase, as_term};
use crate::phrase;
use bevy::prelude::*;

/// Whether a maneuver by `unit` on `target` provokes its attack of opportunity: the target
/// threatens the unit's square and may make one.
pub fn provokes(world: &World, unit: Entity, target: Entity) -> bool {
    let Some(at) = world.get::<Position>(unit).map(|p| p.0) else {
        return false;
    };
    crate::combat::board::BoardSnapshot::for_unit(world, unit)
        .threateners_of(at)
        .any(|t| t.entity == target)
        && crate::combat::board::can_make_aoo(world, target)
}

/// `Trip: 60 % (+6 against CMD 14) · prone · short by 10: falls itself · provokes o`.
/// With `charge`, made at the end of a charge, at its +2.
pub fn label(world: &World, unit: Entity, foe: Entity, kind: ManeuverKind, charge: bool) -> Phrase {
    let mut numbers = numbers(world, unit, foe, kind);
    if charge {
        numbers.bonus.extend(&super::charging::terms());
    }
    let odds = phrase!(
        "overlay-maneuver",
        kind = kind_name(kind),
        chance = numbers.chance(),
        cmb = format!("{:+}", numbers.bonus.total()),
        cmd = numbers.cmd.total()
    );
    let mut parts = vec![odds, on_success(world, foe, kind)];
    parts.extend(on_bad_failure(kind));
    // At the end of a charge the unit will stand in the foe's reach.
    let strikes_first = if charge {
        crate::combat::board::can_make_aoo(world, foe)
    } else {
        provokes(world, unit, foe)
    };
    if strikes_first {
        parts.push(phrase!(
            "overlay-maneuver-provokes",
            foe = unit_id(world, foe)
        ));
    }
    parts
        .into_iter()
        .reduce(|all, part| phrase!("overlay-and-then", first = all, then = part))
        .unwrap_or_else(|| phrase!("overlay-maneuver-trip"))
}

/// The maneuver's name as the bar words it (capitalised).
fn kind_name(kind: ManeuverKind) -> Phrase {
    match kind {
        ManeuverKind::Trip => phrase!("bar-trip"),
        ManeuverKind::Disarm => phrase!("bar-disarm"),
        ManeuverKind::BullRush => phrase!("bar-bull-rush"),
        ManeuverKind::Grapple => phrase!("bar-grapple"),
        ManeuverKind::Sunder => phrase!("bar-sunder"),
        ManeuverKind::Overrun => phrase!("bar-overrun"),
    }
}

fn on_success(world: &World, foe: Entity, kind: ManeuverKind) -> Phrase {
    match kind {
        ManeuverKind::Trip => phrase!("overlay-maneuver-trip"),
        ManeuverKind::Disarm => {
            let weapon = super::disarm::weapon_taken(world, foe)
                .map(|w| w.name.clone())
                .unwrap_or_default();
            phrase!("overlay-maneuver-disarm", weapon = as_term(weapon))
        }
        ManeuverKind::BullRush => phrase!("overlay-maneuver-bull-rush"),
        ManeuverKind::Grapple => phrase!("overlay-maneuver-grapple"),
        ManeuverKind::Sunder => match super::sunder::struck(world, foe) {
            Some(thing) => phrase!(
                "overlay-maneuver-sunder",
                item = as_term(thing.name.clone()),
                hardness = thing.durability.hardness,
                hp = thing.hp_left()
            ),
            None => phrase!("overlay-maneuver-grapple"),
        },
        ManeuverKind::Overrun => phrase!("overlay-maneuver-overrun"),
    }
}

fn on_bad_failure(kind: ManeuverKind) -> Option<Phrase> {
    match kind {
        ManeuverKind::Trip => Some(phrase!("overlay-maneuver-trip-fails")),
        ManeuverKind::Disarm => Some(phrase!("overlay-maneuver-disarm-fails")),
        ManeuverKind::Overrun => Some(phrase!("overlay-maneuver-overrun-fails")),
        ManeuverKind::BullRush | ManeuverKind::Grapple | ManeuverKind::Sunder => None,
    }
}

/// Seed 001: the unit's CMB and CMD, where the level plays maneuvers.
pub fn panel_line(world: &World, unit: Entity) -> Option<crate::ui::hud::PanelLine> {
    if !super::played(world) {
        return None;
    }
    let c = crate::combat::terms::Combatant::of(world, unit);
    Some(crate::ui::hud::PanelLine::new(
        Some(crate::ui::icons::MANEUVERS),
        crate::t!(
            "panel-maneuvers",
            cmb = format!("{:+}", super::numbers::cmb_of(&c).total()),
            cmd = super::numbers::cmd_of(&c).total()
        ),
    ))
}

/// `Hold on: 90 % (+11 against CMD 14)`: the check to maintain a grapple.
pub fn hold_label(world: &World, unit: Entity, held: Entity) -> Phrase {
    let mut odds = numbers(world, unit, held, ManeuverKind::Grapple);
    odds.bonus.add("holding on", super::grapple::HOLDING_ON);
    phrase!(
        "overlay-maneuver",
        kind = phrase!("bar-hold"),
        chance = odds.chance(),
        cmb = format!("{:+}", odds.bonus.total()),
        cmd = odds.cmd.total()
    )
}
