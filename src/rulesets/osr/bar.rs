//! Seed 002's action bar: its manoeuvres, its way of using objects and changing weapons, and
//! the player's defence and critical policies.

use super::{AttackManner, DefencePolicy};
use crate::combat::*;
use crate::i18n::term_now as term;
use crate::input::{Bindings, GameAction};
use crate::rules::economy::ActionCost;
use crate::ui::actions::{BarAction, BarEntry, draw_entries, spell_entries, undo_entry};
use crate::view::preview::BoardMode;
use bevy::prelude::*;

/// Seed 002's bar: its own manoeuvres (nothing provokes in OSR).
pub fn entries(world: &World, unit: Entity, bindings: &Bindings) -> Vec<BarEntry> {
    let budget = crate::combat::hot::resource::<TurnState>(world).budget;
    let fresh = budget == crate::combat::engine::turn_budget(world, unit);
    let melee = world
        .get::<Equipment>(unit)
        .is_some_and(|e| e.melee_weapon().is_some());
    let has = |c| {
        world
            .get::<Conditions>(unit)
            .is_some_and(|cs| cs.0.contains(&c))
    };
    let key = |k: GameAction| bindings.key_name(k).to_string();
    let policy = world
        .get::<DefencePolicy>(unit)
        .copied()
        .unwrap_or_default();
    let next_policy = match policy {
        DefencePolicy::Auto => DefencePolicy::Block,
        DefencePolicy::Block => DefencePolicy::Dodge,
        DefencePolicy::Dodge => DefencePolicy::Auto,
    };
    let entry = |action, label: String, cost, key: String, why_not: Option<String>| BarEntry {
        action,
        label,
        cost,
        provokes: "no",
        key,
        why_not: why_not.or_else(|| budget.check(cost).err().map(|e| e.to_string())),
    };
    let no_melee = || (!melee).then(|| crate::t!("bar-why-no-melee"));
    let whole_turn = || (!fresh).then(|| crate::t!("bar-why-whole-turn"));
    let mut out = vec![
        entry(
            BarAction::Mode(BoardMode::Move),
            crate::t!("bar-osr-walk-attack"),
            ActionCost::Move,
            key(GameAction::Cancel),
            None,
        ),
        entry(
            BarAction::Mode(BoardMode::Charge),
            crate::t!("bar-osr-charge"),
            ActionCost::FullRound,
            key(GameAction::Charge),
            no_melee().or_else(whole_turn),
        ),
    ];
    for (manner, label) in [
        (
            AttackManner::Defensive,
            crate::t!("bar-osr-fight-defensively"),
        ),
        (AttackManner::KnockOut, crate::t!("bar-osr-knock-out")),
        (AttackManner::Disarm, crate::t!("bar-osr-disarm")),
    ] {
        out.push(entry(
            BarAction::Mode(BoardMode::Manner(manner)),
            label,
            ActionCost::Standard,
            String::new(),
            if manner == AttackManner::Defensive {
                None
            } else {
                no_melee()
            },
        ));
    }
    let struck = world
        .get::<super::OsrTrack>(unit)
        .is_some_and(|t| t.struck_this_turn);
    out.push(entry(
        BarAction::Mode(BoardMode::Manner(AttackManner::Quick)),
        crate::t!("bar-osr-quick-attack"),
        ActionCost::Move,
        String::new(),
        (!struck).then(|| crate::t!("bar-why-after-melee")),
    ));
    out.push(entry(
        BarAction::Mode(BoardMode::Aim),
        crate::t!("bar-osr-aim"),
        ActionCost::FullRound,
        String::new(),
        None,
    ));
    out.push(entry(
        BarAction::Mode(BoardMode::Grapple),
        crate::t!("bar-osr-grapple"),
        ActionCost::Standard,
        String::new(),
        has(Condition::Grappling).then(|| crate::t!("bar-why-holding")),
    ));
    if has(Condition::Grappling) {
        out.push(entry(
            BarAction::Crush,
            crate::t!("bar-osr-crush"),
            ActionCost::Standard,
            String::new(),
            None,
        ));
    }
    out.push(entry(
        BarAction::Ready(crate::combat::ready::ReadyTrigger::MovesAdjacent),
        crate::t!("bar-osr-delay"),
        ActionCost::Standard,
        key(GameAction::ReadyAdjacent),
        None,
    ));
    out.push(entry(
        BarAction::Mode(BoardMode::Tackle),
        crate::t!("bar-osr-tackle"),
        ActionCost::FullRound,
        String::new(),
        whole_turn(),
    ));
    out.push(entry(
        BarAction::Mode(BoardMode::HumanShield),
        crate::t!("bar-osr-human-shield"),
        ActionCost::Standard,
        String::new(),
        None,
    ));
    let (use_label, use_cost, cannot_use) = match super::objects::check_use(world, unit, None) {
        Ok((object, true)) => (
            crate::t!("bar-osr-use", item = term(&object.name)),
            ActionCost::Standard,
            None,
        ),
        Ok((object, false)) => (
            crate::t!("bar-osr-get-out", item = term(&object.name)),
            ActionCost::FullRound,
            None,
        ),
        Err(why) => (
            crate::t!("bar-osr-use-an-object"),
            ActionCost::Standard,
            Some(why.to_string()),
        ),
    };
    out.push(entry(
        BarAction::Drink,
        use_label,
        use_cost,
        String::new(),
        cannot_use,
    ));
    let holds = super::throw::object_in_hand(world, unit).is_some();
    out.push(entry(
        BarAction::Mode(BoardMode::Throw),
        crate::t!("bar-osr-throw"),
        ActionCost::Standard,
        String::new(),
        (!holds).then(|| crate::t!("bar-why-nothing-to-throw")),
    ));
    if world.get::<super::magic::OsrCaster>(unit).is_some() {
        // Powers: cast like spells, with no defensive casting and nothing to end.
        out.extend(
            spell_entries(world, unit, bindings)
                .into_iter()
                .filter(|e| matches!(e.action, BarAction::Spell(_))),
        );
        out.push(entry(
            BarAction::BuildEnergy,
            crate::t!("bar-osr-build-energy"),
            ActionCost::FullRound,
            String::new(),
            has(Condition::BuildingEnergy).then(|| crate::t!("bar-why-building")),
        ));
    }
    out.push(entry(
        BarAction::TotalDefense,
        crate::t!("bar-osr-defensive-position"),
        ActionCost::Standard,
        key(GameAction::TotalDefense),
        None,
    ));
    out.push(entry(
        BarAction::Mode(BoardMode::AidDefense),
        crate::t!("bar-osr-protect"),
        ActionCost::Standard,
        key(GameAction::AidDefense),
        None,
    ));
    out.push(entry(
        BarAction::Mode(BoardMode::AidAttack),
        crate::t!("bar-osr-help"),
        ActionCost::Standard,
        key(GameAction::AidAttack),
        None,
    ));
    let kit = world
        .get::<super::OsrStats>(unit)
        .is_some_and(|s| s.medical_kit);
    // Without a kit the same order only stabilises a dying ally.
    let first_aid = if kit {
        crate::t!("bar-osr-first-aid")
    } else {
        crate::t!("bar-osr-stabilise")
    };
    out.push(entry(
        BarAction::Mode(BoardMode::FirstAid),
        first_aid,
        ActionCost::Standard,
        String::new(),
        None,
    ));
    if super::is_pc(world, unit) {
        out.push(entry(
            BarAction::Defence(next_policy),
            format!(
                "{}\n{}\n{}",
                crate::t!(
                    "bar-osr-defence",
                    now = policy.short_phrase().to_string(),
                    next = next_policy.short_phrase().to_string()
                ),
                super::avoid_odds_line(world, unit),
                crate::t!("bar-osr-defence-help")
            ),
            ActionCost::Free,
            String::new(),
            None,
        ));
        let critical = world
            .get::<super::CriticalPolicy>(unit)
            .copied()
            .unwrap_or_default();
        out.push(entry(
            BarAction::Critical(critical.next()),
            format!(
                "{}\n{}",
                crate::t!(
                    "bar-osr-critical",
                    now = critical.phrase().to_string(),
                    next = critical.next().phrase().to_string()
                ),
                crate::t!("bar-osr-critical-help")
            ),
            ActionCost::Free,
            String::new(),
            None,
        ));
    }
    out.push(entry(
        BarAction::EndTurn,
        crate::t!("bar-end-turn"),
        ActionCost::Free,
        key(GameAction::EndTurn),
        None,
    ));
    out.push(undo_entry(world, bindings));
    // Changing weapons is the turn's action in OSR; seed 002 names no shield straps or handing
    // over, so the OSR fight does not offer them.
    let core_only = |e: &BarEntry| {
        matches!(
            e.action,
            BarAction::Shield(_) | BarAction::Mode(BoardMode::HandOver { .. })
        )
    };
    out.extend(
        draw_entries(world, unit, budget)
            .into_iter()
            .filter(|e| !core_only(e))
            .map(|mut e| {
                if matches!(e.action, BarAction::Draw(_)) {
                    e.cost = ActionCost::Standard;
                    e.why_not = e.why_not.or_else(|| {
                        budget
                            .check(ActionCost::Standard)
                            .err()
                            .map(|x| x.to_string())
                    });
                }
                e
            }),
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_entry_s_tooltip_says_the_turn_s_walk_and_nothing_of_provoking() {
        let walk = BarEntry {
            action: BarAction::Mode(BoardMode::Withdraw),
            label: "Withdraw".into(),
            cost: ActionCost::Move,
            provokes: "no",
            key: String::new(),
            why_not: None,
        };
        assert_eq!(
            crate::ui::actions::entry_tooltip(&walk, &super::super::Osr),
            "Withdraw\nCosts the turn's walk"
        );
    }
}
