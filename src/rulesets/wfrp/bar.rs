//! Seed 003's action bar: the shared one (moving, charging, drawing, the turn) with the defensive
//! stance in its words, and its own attacks and aim after the charge.

use crate::combat::commands::AttackManner;
use crate::combat::components::{Equipment, TurnState};
use crate::rules::economy::ActionCost;
use crate::ui::actions::{BarAction, BarEntry, offered_shared_entries};
use crate::view::preview::BoardMode;
use bevy::prelude::*;

pub fn entries(world: &World, unit: Entity, bindings: &crate::input::Bindings) -> Vec<BarEntry> {
    let mut out = offered_shared_entries(world, unit, bindings);
    // Casting defensively is seed 000's.
    out.retain(|e| e.action != BarAction::CastDefensively);
    for entry in &mut out {
        if entry.action == BarAction::TotalDefense {
            entry.label = crate::t!("bar-wfrp-defensive-stance");
        }
    }
    let after_charge = out
        .iter()
        .position(|e| e.action == BarAction::Mode(BoardMode::Charge))
        .map_or(out.len().min(1), |i| i + 1);
    let mut own = own_entries(world, unit);
    own.extend(grapple_entries(world, unit));
    own.extend(channel_entry(world, unit));
    out.splice(after_charge..after_charge, own);
    out.push(fortune_entry(world, unit));
    out
}

/// Channelling power before a casting, for a unit that knows spells.
fn channel_entry(world: &World, unit: Entity) -> Option<BarEntry> {
    let knows = world
        .get::<super::WfrpStats>(unit)
        .is_some_and(|s| !s.0.spells.is_empty());
    knows.then(|| {
        let label = crate::t!("bar-wfrp-channel");
        bar_entry(BarAction::BuildEnergy, label, ActionCost::Move, None, world)
    })
}

/// One more half action for a Fortune point, with the points left.
fn fortune_entry(world: &World, unit: Entity) -> BarEntry {
    let left = super::track(world, unit).fortune;
    let why_not = super::fortune::check_extra_half(world, unit)
        .err()
        .map(|r| match r {
            crate::combat::rejection::Rejection::Cannot { why, .. } => why.to_string(),
            other => other.to_string(),
        });
    BarEntry {
        action: BarAction::ExtraHalfAction,
        label: crate::t!("bar-wfrp-extra-half", left = left),
        cost: ActionCost::Free,
        provokes: "no",
        key: String::new(),
        why_not,
    }
}

/// A bar entry, refused for `why_not` or for what the turn has left.
fn bar_entry(
    action: BarAction,
    label: String,
    cost: ActionCost,
    why_not: Option<String>,
    world: &World,
) -> BarEntry {
    let budget = crate::combat::hot::resource::<TurnState>(world).budget;
    BarEntry {
        action,
        label,
        cost,
        provokes: "no",
        key: String::new(),
        why_not: budget.check(cost).err().map(|e| e.to_string()).or(why_not),
    }
}

/// The grab; in a hold, what the unit's side of it allows: breaking free, or hurting and letting
/// go.
fn grapple_entries(world: &World, unit: Entity) -> Vec<BarEntry> {
    use crate::combat::components::Condition;
    let has = |c| crate::combat::reads::has_condition(world, unit, c);
    if has(Condition::Grappled) {
        let label = crate::t!("bar-wfrp-break-free");
        return vec![bar_entry(
            BarAction::BreakFree,
            label,
            ActionCost::FullRound,
            None,
            world,
        )];
    }
    if has(Condition::Grappling) {
        return vec![
            bar_entry(
                BarAction::Crush,
                crate::t!("bar-wfrp-hurt"),
                ActionCost::FullRound,
                None,
                world,
            ),
            bar_entry(
                BarAction::Release,
                crate::t!("bar-wfrp-let-go"),
                ActionCost::Free,
                None,
                world,
            ),
        ];
    }
    let grab = crate::t!("bar-wfrp-grapple");
    vec![bar_entry(
        BarAction::Mode(BoardMode::Grapple),
        grab,
        ActionCost::Standard,
        None,
        world,
    )]
}

/// The cautious, all-out and swift attacks, the aim, the guard stance, the feint, the
/// manoeuvre and the run, each with why it cannot be taken now.
fn own_entries(world: &World, unit: Entity) -> Vec<BarEntry> {
    let budget = crate::combat::hot::resource::<TurnState>(world).budget;
    let melee = world
        .get::<Equipment>(unit)
        .is_some_and(|e| e.melee_weapon().is_some());
    let swift_shot = shoots_freely(world, unit);
    let entry = |action, label: String, cost: ActionCost, needs_melee: bool| {
        let why_not = budget
            .check(cost)
            .err()
            .map(|e| e.to_string())
            .or_else(|| (needs_melee && !melee).then(|| crate::t!("bar-why-no-melee")));
        BarEntry {
            action,
            label,
            cost,
            provokes: "no",
            key: String::new(),
            why_not,
        }
    };
    let manner = |m| BarAction::Mode(BoardMode::Manner(m));
    vec![
        entry(
            manner(AttackManner::Swift),
            crate::t!("bar-wfrp-swift-attack"),
            ActionCost::FullRound,
            !swift_shot,
        ),
        entry(
            manner(AttackManner::Cautious),
            crate::t!("bar-wfrp-cautious-attack"),
            ActionCost::FullRound,
            true,
        ),
        entry(
            manner(AttackManner::AllOut),
            crate::t!("bar-wfrp-all-out-attack"),
            ActionCost::FullRound,
            true,
        ),
        entry(
            BarAction::Mode(BoardMode::Aim),
            crate::t!("bar-wfrp-aim"),
            ActionCost::Move,
            false,
        ),
        entry(
            BarAction::Guard,
            crate::t!("bar-wfrp-guard"),
            ActionCost::Move,
            true,
        ),
        entry(
            BarAction::Mode(BoardMode::Feint),
            crate::t!("bar-wfrp-feint"),
            ActionCost::Move,
            true,
        ),
        entry(
            BarAction::Mode(BoardMode::Manoeuvre),
            crate::t!("bar-wfrp-manoeuvre"),
            ActionCost::Move,
            true,
        ),
        entry(
            BarAction::Mode(BoardMode::Run),
            crate::t!("bar-wfrp-run"),
            ActionCost::FullRound,
            false,
        ),
    ]
}

/// Whether the unit holds a weapon that shoots and reloads as a free action (a swift attack at
/// range needs one).
fn shoots_freely(world: &World, unit: Entity) -> bool {
    let (Some(eq), Some(sheet)) = (
        world.get::<Equipment>(unit),
        world.get::<super::WfrpStats>(unit),
    ) else {
        return false;
    };
    eq.weapons.iter().any(|w| {
        !w.is_melee()
            && eq.in_hand(w)
            && sheet
                .0
                .weapons
                .get(&w.id)
                .is_some_and(|s| s.reload == super::data::Reload::Free)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(provokes: &'static str) -> BarEntry {
        BarEntry {
            action: BarAction::Mode(BoardMode::Move),
            label: "Move".into(),
            cost: ActionCost::Move,
            provokes,
            key: String::new(),
            why_not: None,
        }
    }

    #[test]
    fn an_entry_s_tooltip_speaks_of_free_attacks_only_for_a_walk_out_of_reach() {
        let tip = |p| crate::ui::actions::entry_tooltip(&entry(p), &super::super::Wfrp);
        assert_eq!(
            tip("on its path"),
            "Move\nCosts a half action\nWalking out of a foe's reach gives it a free attack"
        );
        // Shooting or drawing beside a foe gives it nothing.
        assert_eq!(
            tip("yes"),
            "Move\nCosts a half action\nGives no free attack"
        );
    }
}
