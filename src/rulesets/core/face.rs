//! Core's face (seed 000): the top bar's words for a standard, a move and a swift, its unit panel
//! and what dying means.

use super::{Core, dying_dc, panel};
use crate::rules::economy::ActionBudget;
use crate::rulesets::face::RulesetFace;
use bevy::prelude::*;

impl RulesetFace for Core {
    /// Seed 001's combat maneuvers, where the level plays them (see `maneuvers::ai`), and
    /// shaking a fascinated friend free (see `fascination::ai_choices`), and two weapons at once
    /// (see `two_weapons::ai_choices`).
    fn ai_choices(&self, ctx: &crate::ai::Context, out: &mut Vec<crate::ai::Choice>) {
        super::maneuvers::ai::choices(ctx, out);
        super::fascination::ai_choices(ctx, out);
        super::two_weapons::ai_choices(ctx, out);
        super::aid::ai_choices(ctx, out);
        super::splash::ai_choices(ctx, out);
    }

    /// The shared bar, and seed 001's hero point spends while the unit has points.
    fn bar_entries(
        &self,
        world: &World,
        unit: Entity,
        bindings: &crate::input::Bindings,
    ) -> Option<Vec<crate::ui::actions::BarEntry>> {
        let mut entries = crate::ui::actions::offered_shared_entries(world, unit, bindings);
        entries.extend(super::splash::bar_entries(world, unit));
        entries.extend(super::on_the_move::preview::bar_entries(world, unit));
        entries.extend(super::hero::bar_entries(world, unit));
        Some(entries)
    }

    fn roll_retry_offer(&self, world: &World) -> Option<(Entity, bool)> {
        super::hero::retry_offer(world).map(|o| (o.unit, o.late_bonus_saves))
    }

    fn ride_shot_preview(
        &self,
        world: &World,
        unit: Entity,
        target: Entity,
        to: crate::rules::grid::Pos,
    ) -> Option<crate::rulesets::face::RidePreview> {
        super::on_the_move::preview::shot_preview(world, unit, target, to)
    }

    fn ride_cast_preview(
        &self,
        world: &World,
        unit: Entity,
        to: crate::rules::grid::Pos,
        spell: &str,
        aim: Option<crate::rulesets::face::CastAim>,
    ) -> Option<crate::rulesets::face::RidePreview> {
        super::on_the_move::preview::cast_preview(world, unit, to, spell, aim)
    }

    fn splash_preview(
        &self,
        world: &World,
        unit: Entity,
        aim: crate::rulesets::face::SplashAim,
    ) -> Option<crate::rulesets::face::SplashPreview> {
        super::splash::preview(world, unit, aim)
    }

    fn death_retry_offer(&self, world: &World) -> Option<Entity> {
        super::hero::death_offer(world)
    }

    fn ai_before(
        &self,
        world: &World,
        unit: Entity,
        chosen: &crate::combat::Command,
    ) -> Option<crate::combat::Command> {
        super::hero::ai_before(world, unit, chosen)
    }

    /// Seed 001's combat maneuvers: the chance, what a success and a bad failure do, and the
    /// attack of opportunity first.
    fn contest_label(
        &self,
        world: &World,
        unit: Entity,
        foe: Entity,
        command: &crate::combat::Command,
    ) -> Option<crate::i18n::Phrase> {
        match command {
            crate::combat::Command::CombatManeuver { kind, charge, .. } => {
                Some(super::maneuvers::label(world, unit, foe, *kind, *charge))
            }
            crate::combat::Command::MaintainGrapple { .. } => {
                Some(super::maneuvers::hold_label(world, unit, foe))
            }
            crate::combat::Command::Feint { .. } => {
                let bonus = super::maneuvers::feint::bluff_terms(world, unit, foe).total();
                let dc = super::maneuvers::feint::dc(world, foe);
                Some(crate::phrase!(
                    "overlay-feint",
                    chance = super::maneuvers::feint::chance(bonus, dc),
                    bonus = format!("{bonus:+}"),
                    dc = dc
                ))
            }
            _ => None,
        }
    }

    /// Seed 000: +2 to the ally's next attack or Defense, or nothing when the helper fights far
    /// worse than the ally.
    fn aid_label(
        &self,
        world: &World,
        helper: Entity,
        ally: Entity,
        kind: crate::combat::commands::AidKind,
    ) -> crate::i18n::Phrase {
        let ally_id = crate::combat::reads::unit_id(world, ally);
        let what = kind.word();
        if let Ok(super::aid::AidPlan::Rolled { foe, bonus }) =
            super::aid::check(world, helper, &ally_id, None)
        {
            return crate::phrase!(
                "overlay-aid-roll",
                ally = ally_id.clone(),
                foe = crate::combat::reads::unit_id(world, foe),
                chance = super::aid::aid_chance(bonus),
                bonus = format!("{:+}", super::aid::AID_BONUS),
                what = what
            );
        }
        match super::aid::bonus_between(world, helper, ally) {
            bonus if bonus > 0 => crate::phrase!(
                "overlay-aid",
                ally = ally_id,
                bonus = format!("{bonus:+}"),
                what = what
            ),
            _ => crate::phrase!("overlay-aid-no-bonus", ally = ally_id),
        }
    }

    /// Seed 000: the caster's spell DC, or a magic item's own (see `rules::magic::item_save_dc`).
    fn spell_save_dc(
        &self,
        world: &World,
        caster: Entity,
        spell: &crate::level::spells::Spell,
        from_item: bool,
    ) -> Option<i32> {
        Some(match from_item {
            true => crate::rules::magic::item_save_dc(spell.level),
            false => super::spells::spell_dc(world, caster, spell),
        })
    }

    /// Seed 000, "Acciones en un turno": a standard that may be spent as a move, a move, a swift.
    /// After a move, the standard is left and can still be a second move; one action only
    /// (surprise, disabled) is a standard or a move.
    fn actions_left(&self, b: ActionBudget) -> Vec<crate::i18n::Phrase> {
        let kinds: &[&str] = match (b.standard, b.move_action, b.single_action) {
            (true, _, true) => &["standard-or-move"],
            (true, true, false) => &["standard", "move"],
            (true, false, false) => &["standard-then-move"],
            (false, true, _) => &["move"],
            (false, false, _) => &[],
        };
        kinds
            .iter()
            .chain(b.swift.then_some(&"swift"))
            .map(|&kind| crate::phrase!("hud-left", kind = kind))
            .collect()
    }

    /// Seed 000: a surprise round or a disabled unit has one action only.
    fn budget_note(&self, budget: ActionBudget) -> Option<crate::i18n::Phrase> {
        budget
            .single_action
            .then(|| crate::phrase!("hud-one-action-only"))
    }

    /// Seed 000's panel: Defense, weapons, speed, gear, conditions and spells.
    fn panel_lines(&self, world: &World, unit: Entity) -> Vec<crate::ui::hud::PanelLine> {
        panel::lines(world, unit)
    }

    /// Seed 000: the DC of the next dying save.
    fn dying_help(&self, world: &World, unit: Entity) -> crate::i18n::Phrase {
        crate::phrase!("help-dying", dc = dying_dc(world, unit))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::economy::ActionCost;

    fn left(b: ActionBudget) -> Vec<String> {
        Core.actions_left(b)
            .iter()
            .map(|p| p.in_lang(crate::i18n::Lang::En))
            .collect()
    }

    #[test]
    fn the_top_bar_says_a_spent_move_leaves_the_standard_which_can_still_be_a_move() {
        let full = ActionBudget::full();
        assert_eq!(left(full), ["standard", "move", "swift"]);
        assert_eq!(
            left(full.after(ActionCost::Move)),
            ["standard (or a move)", "swift"]
        );
        assert_eq!(left(full.after(ActionCost::Standard)), ["move", "swift"]);
        assert_eq!(left(full.after(ActionCost::DoubleMove)), ["swift"]);
        assert!(left(full.after(ActionCost::FullRound).after(ActionCost::Swift)).is_empty());
        // One action only (a surprise round): a standard or a move.
        assert_eq!(left(ActionBudget::single()), ["standard or move", "swift"]);
        assert_eq!(
            left(ActionBudget::single().after(ActionCost::Move)),
            ["swift"]
        );
    }
}
