//! OSR's face (seed 002): the leader's mark and the morale warning, its turn's words, its unit
//! panel, its action bar and the AI's own choices.

use super::*;
use crate::rulesets::face::RulesetFace;

impl RulesetFace for Osr {
    /// Seed 002, "Ayudar": advantage on the ally's next roll (help), or on its next roll to avoid
    /// (protect).
    fn aid_label(
        &self,
        world: &World,
        _helper: Entity,
        ally: Entity,
        kind: crate::combat::commands::AidKind,
    ) -> crate::i18n::Phrase {
        let ally_id = crate::combat::reads::unit_id(world, ally);
        match kind {
            crate::combat::commands::AidKind::Attack => {
                crate::phrase!("osr-overlay-help", ally = ally_id)
            }
            crate::combat::commands::AidKind::Defense => {
                crate::phrase!("osr-overlay-protect", ally = ally_id)
            }
        }
    }

    /// Seed 002, "Moral": the leader whose fall shakes its side.
    fn unit_marks(&self, world: &World, unit: Entity) -> Vec<crate::i18n::Phrase> {
        let leads = world.get::<Side>(unit).is_some_and(|side| {
            world
                .get_resource::<OsrFight>()
                .and_then(|f| f.leaders.get(side.0).copied().flatten())
                == Some(unit)
        });
        if leads {
            vec![crate::phrase!("tracker-leader")]
        } else {
            Vec::new()
        }
    }

    /// Seed 002, "Moral": each NPC side the round has shaken checks its morale when it ends.
    fn round_end_notes(&self, world: &World) -> Vec<crate::i18n::Phrase> {
        let sides = crate::combat::hot::resource::<Sides>(world);
        (0..sides.0.len())
            .filter_map(|side| {
                let why = fight::morale_shaken(world, side)?;
                Some(crate::phrase!(
                    "hud-morale-due",
                    side = sides.0[side].id.as_str(),
                    why = why
                ))
            })
            .collect()
    }

    /// Seed 002, "Caminar": a walk and one action more; the action can be a second walk.
    fn actions_left(&self, b: ActionBudget) -> Vec<crate::i18n::Phrase> {
        let kinds: &[&str] = match (b.move_action, b.standard) {
            (true, true) => &["walk", "action"],
            (false, true) => &["action-or-walk"],
            (true, false) => &["walk"],
            (false, false) => &[],
        };
        kinds
            .iter()
            .map(|&kind| crate::phrase!("hud-left", kind = kind))
            .collect()
    }

    /// Seed 002 walks and runs.
    fn path_word(&self, cost: crate::rules::economy::ActionCost) -> &'static str {
        match cost {
            crate::rules::economy::ActionCost::DoubleMove => "run",
            _ => "walk",
        }
    }

    /// Seed 002's turn is a walk and an action.
    fn cost_word(&self, cost: crate::rules::economy::ActionCost) -> &'static str {
        use crate::rules::economy::ActionCost;
        match cost {
            ActionCost::FullRound | ActionCost::DoubleMove => "turn",
            ActionCost::Standard => "action",
            ActionCost::Move => "walk",
            ActionCost::Swift => "swift",
            ActionCost::Immediate => "immediate",
            ActionCost::Free => "free",
        }
    }

    /// Seed 002 has powers and waiting.
    fn bar_group_heading(&self, group: crate::ui::actions::BarGroup) -> Option<String> {
        use crate::ui::actions::BarGroup;
        match group {
            BarGroup::Magic => Some(crate::t!("bar-group-powers")),
            BarGroup::Ready => Some(crate::t!("bar-group-wait")),
            _ => None,
        }
    }

    /// Its attributes and the rest [`describe`] says, and how far it walks and runs.
    fn panel_lines(&self, world: &World, unit: Entity) -> Vec<crate::ui::hud::PanelLine> {
        use crate::ui::hud::PanelLine;
        use crate::ui::icons;
        let mut out: Vec<PanelLine> = describe(world, unit)
            .into_iter()
            .enumerate()
            .map(|(i, line)| PanelLine::new((i == 0).then_some(icons::STATS), line))
            .collect();
        let speed = crate::combat::reads::effective_speed(world, unit);
        out.push(PanelLine::new(
            Some(icons::SPEED),
            crate::t!(
                "panel-walk-osr",
                speed = speed,
                run = speed * 2,
                board = crate::combat::board::shape(world).cells()
            ),
        ));
        out.extend(crate::ui::hud::condition_lines(world, unit));
        out
    }

    /// Sides act in blocks: a PC's place says whether it won its 11+ (the PCs before the first
    /// NPC in the order won it).
    fn initiative_label(&self, world: &World, unit: Entity) -> Option<String> {
        if !is_pc(world, unit) {
            return Some(crate::t!("tracker-npc"));
        }
        let order = &crate::combat::hot::resource::<TurnState>(world).order;
        let won = order
            .iter()
            .take_while(|&&e| is_pc(world, e))
            .any(|&e| e == unit);
        Some(if won {
            crate::t!("tracker-first")
        } else {
            crate::t!("tracker-last")
        })
    }

    fn condition_help(
        &self,
        condition: crate::combat::components::Condition,
    ) -> Option<crate::i18n::Phrase> {
        (condition == crate::combat::components::Condition::Charging)
            .then(|| crate::phrase!("help-charged-osr"))
    }

    /// Seed 002: the turns left before a dying creature dies.
    fn dying_help(&self, world: &World, unit: Entity) -> crate::i18n::Phrase {
        let left = world
            .get::<OsrTrack>(unit)
            .and_then(|t| t.dying_turns)
            .unwrap_or(fight::DYING_TURNS);
        crate::phrase!("help-dying-osr", turns = left)
    }

    fn bar_entries(
        &self,
        world: &World,
        unit: Entity,
        bindings: &crate::input::Bindings,
    ) -> Option<Vec<crate::ui::actions::BarEntry>> {
        Some(bar::entries(world, unit, bindings))
    }

    fn ai_choices(&self, ctx: &crate::ai::Context, out: &mut Vec<crate::ai::Choice>) {
        ai::choices(ctx, out)
    }
}
