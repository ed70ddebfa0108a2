//! The example ruleset's face: its one action, its panel and its order.

use super::*;
use crate::rulesets::face::RulesetFace;

impl RulesetFace for Example {
    fn actions_left(&self, budget: ActionBudget) -> Vec<crate::i18n::Phrase> {
        budget
            .standard
            .then(|| crate::phrase!("example-hud-left"))
            .into_iter()
            .collect()
    }

    /// The panel: what a blow does, and how far the unit walks.
    fn panel_lines(&self, world: &World, unit: Entity) -> Vec<crate::ui::hud::PanelLine> {
        use crate::ui::{hud::PanelLine, icons};
        let speed = crate::combat::reads::effective_speed(world, unit);
        let board = crate::combat::board::shape(world).cells();
        let mut out = vec![
            PanelLine::new(
                Some(icons::MELEE_WEAPON),
                crate::t!("example-panel-blow", hp = BLOW),
            ),
            PanelLine::new(
                Some(icons::SPEED),
                crate::t!("panel-speed", speed = speed, board = board),
            ),
        ];
        out.extend(crate::ui::hud::condition_lines(world, unit));
        out
    }

    /// The tracker shows each unit's place in the listed order.
    fn initiative_label(&self, world: &World, unit: Entity) -> Option<String> {
        let turn = crate::combat::hot::resource::<crate::combat::components::TurnState>(world);
        turn.place_of(unit).map(|place| (place + 1).to_string())
    }

    /// Nobody lies dying here: a unit at 0 is dead.
    fn dying_help(&self, _world: &World, _unit: Entity) -> crate::i18n::Phrase {
        crate::phrase!("example-help-dying")
    }
}
