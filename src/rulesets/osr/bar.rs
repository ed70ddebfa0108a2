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
    let bar = Bar::of(world, unit, bindings);
    let mut out = bar.attacks();
    out.extend(bar.manoeuvres());
    out.extend(bar.objects());
    out.extend(bar.powers());
    out.extend(bar.support());
    out.extend(bar.policies());
    out.extend(bar.closing());
    out
}

/// What the bar's entries are made from: the unit, its turn and the keys.
struct Bar<'w> {
    world: &'w World,
    unit: Entity,
    bindings: &'w Bindings,
    budget: crate::rules::economy::ActionBudget,
    /// Nothing of the turn spent yet.
    fresh: bool,
    melee: bool,
}

impl<'w> Bar<'w> {
    fn of(world: &'w World, unit: Entity, bindings: &'w Bindings) -> Self {
        let budget = crate::combat::hot::resource::<TurnState>(world).budget;
        Bar {
            world,
            unit,
            bindings,
            budget,
            fresh: budget == crate::combat::reads::turn_budget(world, unit),
            melee: world
                .get::<Equipment>(unit)
                .is_some_and(|e| e.melee_weapon().is_some()),
        }
    }

    /// An entry, refused for `why_not` or when the turn cannot pay for it.
    fn entry(
        &self,
        action: BarAction,
        label: String,
        cost: ActionCost,
        key: String,
        why_not: Option<String>,
    ) -> BarEntry {
        BarEntry {
            action,
            label,
            cost,
            provokes: "no",
            key,
            why_not: why_not.or_else(|| self.budget.check(cost).err().map(|e| e.to_string())),
        }
    }

    fn key(&self, action: GameAction) -> String {
        self.bindings.key_name(action).to_string()
    }

    fn has(&self, condition: Condition) -> bool {
        self.world
            .get::<Conditions>(self.unit)
            .is_some_and(|cs| cs.0.contains(&condition))
    }

    fn no_melee(&self) -> Option<String> {
        (!self.melee).then(|| crate::t!("bar-why-no-melee"))
    }

    fn whole_turn(&self) -> Option<String> {
        (!self.fresh).then(|| crate::t!("bar-why-whole-turn"))
    }

    /// Walking and attacking, the charge, and the attacks made another way.
    fn attacks(&self) -> Vec<BarEntry> {
        let mut out = vec![
            self.entry(
                BarAction::Mode(BoardMode::Move),
                crate::t!("bar-osr-walk-attack"),
                ActionCost::Move,
                self.key(GameAction::Cancel),
                None,
            ),
            self.entry(
                BarAction::Mode(BoardMode::Charge),
                crate::t!("bar-osr-charge"),
                ActionCost::FullRound,
                self.key(GameAction::Charge),
                self.no_melee().or_else(|| self.whole_turn()),
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
            let why_not = if manner == AttackManner::Defensive {
                None
            } else {
                self.no_melee()
            };
            let action = BarAction::Mode(BoardMode::Manner(manner));
            out.push(self.entry(action, label, ActionCost::Standard, String::new(), why_not));
        }
        let struck = self
            .world
            .get::<super::OsrTrack>(self.unit)
            .is_some_and(|t| t.struck_this_turn);
        out.push(self.entry(
            BarAction::Mode(BoardMode::Manner(AttackManner::Quick)),
            crate::t!("bar-osr-quick-attack"),
            ActionCost::Move,
            String::new(),
            (!struck).then(|| crate::t!("bar-why-after-melee")),
        ));
        out
    }

    /// Aiming, grappling and crushing, delaying, tackling, a human shield.
    fn manoeuvres(&self) -> Vec<BarEntry> {
        let grappling = self.has(Condition::Grappling);
        let mut out = vec![
            self.entry(
                BarAction::Mode(BoardMode::Aim),
                crate::t!("bar-osr-aim"),
                ActionCost::FullRound,
                String::new(),
                None,
            ),
            self.entry(
                BarAction::Mode(BoardMode::Grapple),
                crate::t!("bar-osr-grapple"),
                ActionCost::Standard,
                String::new(),
                grappling.then(|| crate::t!("bar-why-holding")),
            ),
        ];
        if grappling {
            let crush = crate::t!("bar-osr-crush");
            out.push(self.entry(
                BarAction::Crush,
                crush,
                ActionCost::Standard,
                String::new(),
                None,
            ));
        }
        out.push(self.entry(
            BarAction::Ready(crate::combat::commands::ReadyTrigger::MovesAdjacent),
            crate::t!("bar-osr-delay"),
            ActionCost::Standard,
            self.key(GameAction::ReadyAdjacent),
            None,
        ));
        out.push(self.entry(
            BarAction::Mode(BoardMode::Tackle),
            crate::t!("bar-osr-tackle"),
            ActionCost::FullRound,
            String::new(),
            self.whole_turn(),
        ));
        out.push(self.entry(
            BarAction::Mode(BoardMode::HumanShield),
            crate::t!("bar-osr-human-shield"),
            ActionCost::Standard,
            String::new(),
            None,
        ));
        out
    }

    /// Using (or getting out) an object, and throwing the one in hand.
    fn objects(&self) -> Vec<BarEntry> {
        let (use_label, use_cost, cannot_use) =
            match super::objects::check_use(self.world, self.unit, None) {
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
        let holds = super::throw::object_in_hand(self.world, self.unit).is_some();
        vec![
            self.entry(
                BarAction::Drink,
                use_label,
                use_cost,
                String::new(),
                cannot_use,
            ),
            self.entry(
                BarAction::Mode(BoardMode::Throw),
                crate::t!("bar-osr-throw"),
                ActionCost::Standard,
                String::new(),
                (!holds).then(|| crate::t!("bar-why-nothing-to-throw")),
            ),
        ]
    }

    /// A caster's powers, cast like spells (with no defensive casting and nothing to end), and
    /// building energy.
    fn powers(&self) -> Vec<BarEntry> {
        if self
            .world
            .get::<super::magic::OsrCaster>(self.unit)
            .is_none()
        {
            return Vec::new();
        }
        let mut out: Vec<BarEntry> = spell_entries(self.world, self.unit, self.bindings)
            .into_iter()
            .filter(|e| matches!(e.action, BarAction::Spell(_)))
            .collect();
        out.push(
            self.entry(
                BarAction::BuildEnergy,
                crate::t!("bar-osr-build-energy"),
                ActionCost::FullRound,
                String::new(),
                self.has(Condition::BuildingEnergy)
                    .then(|| crate::t!("bar-why-building")),
            ),
        );
        out
    }

    /// The defensive position, protecting and helping an ally, first aid.
    fn support(&self) -> Vec<BarEntry> {
        let kit = self
            .world
            .get::<super::OsrStats>(self.unit)
            .is_some_and(|s| s.medical_kit);
        // Without a kit the same order only stabilises a dying ally.
        let first_aid = if kit {
            crate::t!("bar-osr-first-aid")
        } else {
            crate::t!("bar-osr-stabilise")
        };
        vec![
            self.entry(
                BarAction::TotalDefense,
                crate::t!("bar-osr-defensive-position"),
                ActionCost::Standard,
                self.key(GameAction::TotalDefense),
                None,
            ),
            self.entry(
                BarAction::Mode(BoardMode::AidDefense),
                crate::t!("bar-osr-protect"),
                ActionCost::Standard,
                self.key(GameAction::AidDefense),
                None,
            ),
            self.entry(
                BarAction::Mode(BoardMode::AidAttack),
                crate::t!("bar-osr-help"),
                ActionCost::Standard,
                self.key(GameAction::AidAttack),
                None,
            ),
            self.entry(
                BarAction::Mode(BoardMode::FirstAid),
                first_aid,
                ActionCost::Standard,
                String::new(),
                None,
            ),
        ]
    }

    /// A PC's defence and critical policies, each switching to the next.
    fn policies(&self) -> Vec<BarEntry> {
        if !super::is_pc(self.world, self.unit) {
            return Vec::new();
        }
        let policy = self
            .world
            .get::<DefencePolicy>(self.unit)
            .copied()
            .unwrap_or_default();
        let next_policy = match policy {
            DefencePolicy::Auto => DefencePolicy::Block,
            DefencePolicy::Block => DefencePolicy::Dodge,
            DefencePolicy::Dodge => DefencePolicy::Auto,
        };
        let defence = format!(
            "{}\n{}\n{}",
            crate::t!(
                "bar-osr-defence",
                now = policy.short_phrase().to_string(),
                next = next_policy.short_phrase().to_string()
            ),
            super::avoid_odds_line(self.world, self.unit),
            crate::t!("bar-osr-defence-help")
        );
        let critical = self
            .world
            .get::<super::CriticalPolicy>(self.unit)
            .copied()
            .unwrap_or_default();
        let critical_label = format!(
            "{}\n{}",
            crate::t!(
                "bar-osr-critical",
                now = critical.phrase().to_string(),
                next = critical.next().phrase().to_string()
            ),
            crate::t!("bar-osr-critical-help")
        );
        let free = ActionCost::Free;
        vec![
            self.entry(
                BarAction::Defence(next_policy),
                defence,
                free,
                String::new(),
                None,
            ),
            self.entry(
                BarAction::Critical(critical.next()),
                critical_label,
                free,
                String::new(),
                None,
            ),
        ]
    }

    /// Ending the turn, undo, and changing weapons (the turn's action in OSR; seed 002 names no
    /// shield straps or handing over, so the OSR fight does not offer them).
    fn closing(&self) -> Vec<BarEntry> {
        let mut out = vec![
            self.entry(
                BarAction::EndTurn,
                crate::t!("bar-end-turn"),
                ActionCost::Free,
                self.key(GameAction::EndTurn),
                None,
            ),
            undo_entry(self.world, self.bindings),
        ];
        let core_only = |e: &BarEntry| {
            matches!(
                e.action,
                BarAction::Shield(_) | BarAction::Mode(BoardMode::HandOver { .. })
            )
        };
        let budget = self.budget;
        out.extend(
            draw_entries(self.world, self.unit, budget)
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
