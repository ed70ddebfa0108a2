//! What a ruleset shows and offers beyond the engine: the words of the HUD and the board for its
//! turn and its costs, its unit panel, its own action bar and its own choices for the AI.
//!
//! A trait of its own on top of [`Ruleset`](super::Ruleset), so that the engine's seam names no
//! window and no AI: the fight's files ask `Ruleset`, the window's and the AI's ask this, which
//! answers for both.

use super::id::RulesetId;
use crate::rules::economy::ActionBudget;
use bevy::prelude::*;

/// What the window and the AI ask a ruleset. One implementation per ruleset, on the same type
/// as its [`Ruleset`](super::Ruleset), in its folder's `face.rs`.
pub trait RulesetFace: super::Ruleset {
    /// Short marks the initiative tracker shows beside a unit for this ruleset's roles (OSR: the
    /// side's leader). None by default.
    fn unit_marks(&self, _world: &World, _unit: Entity) -> Vec<crate::i18n::Phrase> {
        Vec::new()
    }

    /// What will happen when this round ends, for the top bar to warn of (OSR: a side that will
    /// check its morale). Nothing by default: a round's end that holds no surprise.
    fn round_end_notes(&self, _world: &World) -> Vec<crate::i18n::Phrase> {
        Vec::new()
    }

    /// What is left of a turn's `budget`, as the top bar tells the player: what each kind of
    /// action left can still be spent as, in the ruleset's own words. Empty: nothing is left.
    fn actions_left(&self, budget: ActionBudget) -> Vec<crate::i18n::Phrase>;

    /// What the top bar adds about the turn's budget as a whole (seed 000: a turn cut to one
    /// action says so); nothing by default.
    fn budget_note(&self, _budget: ActionBudget) -> Option<crate::i18n::Phrase> {
        None
    }

    /// How the board's path label calls a move costing `cost` ("move", "double"; a key of the
    /// `overlay-path` text).
    fn path_word(&self, cost: crate::rules::economy::ActionCost) -> &'static str {
        match cost {
            crate::rules::economy::ActionCost::DoubleMove => "double",
            // A charge's run is its standard or full-round action.
            crate::rules::economy::ActionCost::Standard => "standard",
            crate::rules::economy::ActionCost::FullRound => "full",
            _ => "move",
        }
    }

    /// The word the bar's tooltip uses for what an action costs (a key of the `tip-cost` text).
    fn cost_word(&self, cost: crate::rules::economy::ActionCost) -> &'static str {
        use crate::rules::economy::ActionCost;
        match cost {
            ActionCost::Swift => "swift",
            ActionCost::Immediate => "immediate",
            ActionCost::Free => "free",
            ActionCost::FullRound | ActionCost::DoubleMove => "full",
            ActionCost::Standard => "standard",
            ActionCost::Move => "move",
        }
    }

    /// A heading of the action bar, when the ruleset names the group its own way.
    fn bar_group_heading(&self, _group: crate::ui::actions::BarGroup) -> Option<String> {
        None
    }

    /// The unit panel's lines under the unit's name and hit points: what the ruleset shows of a
    /// unit (its numbers, weapons, speed…), then its conditions
    /// ([`condition_lines`](crate::ui::hud::condition_lines) words them).
    fn panel_lines(&self, world: &World, unit: Entity) -> Vec<crate::ui::hud::PanelLine>;

    /// What the initiative tracker shows as `unit`'s place, when not its initiative total.
    fn initiative_label(&self, _world: &World, _unit: Entity) -> Option<String> {
        None
    }

    /// What `condition` does, when the ruleset says it its own way (OSR: a charge's aftermath);
    /// `None` takes the shared words.
    fn condition_help(
        &self,
        _condition: crate::combat::components::Condition,
    ) -> Option<crate::i18n::Phrase> {
        None
    }

    /// What dying means for `unit` now, for the panel's tooltip.
    fn dying_help(&self, world: &World, unit: Entity) -> crate::i18n::Phrase;

    /// What aiding `ally` would give it, for the board's label over the ally (the command is
    /// already checked). Without words of its own, the ruleset's label names the ally alone.
    fn aid_label(
        &self,
        world: &World,
        _helper: Entity,
        ally: Entity,
        _kind: crate::combat::commands::AidKind,
    ) -> crate::i18n::Phrase {
        crate::phrase!(
            "overlay-aid-plain",
            ally = crate::combat::reads::unit_id(world, ally)
        )
    }

    /// The DC of the save `spell` allows when `caster` casts it (`from_item`: from a magic
    /// item's charges), for the spell panel; `None` when the ruleset's magic has no saving throw.
    fn spell_save_dc(
        &self,
        _world: &World,
        _caster: Entity,
        _spell: &crate::level::spells::Spell,
        _from_item: bool,
    ) -> Option<i32> {
        None
    }

    /// The panel's health line for `unit` when its exact numbers show; `None` says seed 000's
    /// hit points and health state.
    fn health_line(
        &self,
        _world: &World,
        _unit: Entity,
        _health: &crate::combat::components::Health,
    ) -> Option<String> {
        None
    }

    /// The label over a hovered token: its name and health; `None` says seed 000's hit points.
    fn hover_label(
        &self,
        _name: &str,
        _health: &crate::combat::components::Health,
    ) -> Option<String> {
        None
    }

    /// The spell panel's first line for `caster`'s `spell` (`dc`: its save's, when it has one);
    /// by default seed 000's: its level, save and magic resistance.
    fn spell_summary(
        &self,
        _world: &World,
        _caster: Option<Entity>,
        spell: &crate::level::spells::Spell,
        dc: Option<i32>,
    ) -> String {
        crate::ui::spell_panel::spell_summary(spell, dc)
    }

    /// What the board says over `foe` of a contest `command` (a feint, a push): the odds of
    /// winning it. `None` names the command only.
    fn contest_label(
        &self,
        _world: &World,
        _unit: Entity,
        _foe: Entity,
        _command: &crate::combat::Command,
    ) -> Option<crate::i18n::Phrase> {
        None
    }

    /// The ruleset's own action bar for `unit`; `None` shows the shared one (seed 000's actions).
    fn bar_entries(
        &self,
        _world: &World,
        _unit: Entity,
        _bindings: &crate::input::Bindings,
    ) -> Option<Vec<crate::ui::actions::BarEntry>> {
        None
    }

    /// The ruleset's own choices for the AI's unit, beside the shared ones (OSR: first aid, the
    /// defensive position). None by default.
    fn ai_choices(&self, _ctx: &crate::ai::Context, _out: &mut Vec<crate::ai::Choice>) {}

    /// The unit whose roll in the last command a point could still save, and whether +4 would
    /// have (seed 001's hero points; the window offers to play the command again). None by
    /// default.
    fn roll_retry_offer(&self, _world: &World) -> Option<(Entity, bool)> {
        None
    }

    /// Where a flask `unit` holds would burst and could come down, thrown at `aim` (seed 001's
    /// splash weapons); `None` when the ruleset throws no such thing or the unit holds none.
    fn splash_preview(
        &self,
        _world: &World,
        _unit: Entity,
        _aim: SplashAim,
    ) -> Option<SplashPreview> {
        None
    }

    /// What a shot on the move at `target`, the mount going to `to`, would do (seed 001's
    /// mounted combat); `None` when the ruleset has no such shot or `unit` rides nothing.
    fn ride_shot_preview(
        &self,
        _world: &World,
        _unit: Entity,
        _target: Entity,
        _to: crate::rules::grid::Pos,
    ) -> Option<RidePreview> {
        None
    }

    /// What `spell` cast on the move would do, the mount going to `to` (seed 001's mounted
    /// combat): with `aim`, the cast checked from halfway, its risks and the command; without,
    /// only the way and where the spell would come from. `None` when the ruleset has no such
    /// cast or `unit` rides nothing.
    fn ride_cast_preview(
        &self,
        _world: &World,
        _unit: Entity,
        _to: crate::rules::grid::Pos,
        _spell: &str,
        _aim: Option<CastAim>,
    ) -> Option<RidePreview> {
        None
    }

    /// The unit whose points cheated death in the last command (seed 001's hero points; the
    /// window offers to let it fall instead). None by default.
    fn death_retry_offer(&self, _world: &World) -> Option<Entity> {
        None
    }

    /// A free command the AI's unit gives before `chosen`, its pick for now (seed 001's hero
    /// point set aside for the roll to come). None by default.
    fn ai_before(
        &self,
        _world: &World,
        _unit: Entity,
        _chosen: &crate::combat::Command,
    ) -> Option<crate::combat::Command> {
        None
    }
}

/// The face of the ruleset with this id.
pub fn by_id(id: RulesetId) -> &'static dyn RulesetFace {
    match id {
        RulesetId::Core => &super::core::Core,
        RulesetId::Osr => &super::osr::Osr,
        RulesetId::Example => &super::example::Example,
        RulesetId::Wfrp => &super::wfrp::Wfrp,
    }
}

/// The face of the ruleset `world` plays.
pub fn of(world: &World) -> &'static dyn RulesetFace {
    by_id(super::of(world).id())
}

/// The face of the ruleset a world with none plays.
pub fn default_face() -> &'static dyn RulesetFace {
    by_id(super::default_rules().id())
}

/// Where a splash weapon is thrown: at a creature, or at a grid intersection (the top-left
/// corner of the square).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SplashAim {
    At(Entity),
    Corner(crate::rules::grid::Pos),
}

/// What the board shows of a flask about to be thrown.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SplashPreview {
    /// The squares a hit reaches: the one struck and those its splash covers.
    pub burst: Vec<crate::rules::grid::Pos>,
    /// The squares a miss can come down on.
    pub scatter: Vec<crate::rules::grid::Pos>,
    /// For a throw at an intersection: the chance to hit it, and the command a click gives.
    pub at_corner: Option<(f64, crate::combat::Command)>,
    /// Why it cannot be thrown there.
    pub refusal: Option<crate::i18n::Phrase>,
}

/// Where a spell is aimed, as [`Command::Cast`](crate::combat::Command::Cast) aims it: at a
/// creature, or at a point.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CastAim {
    pub target: Option<String>,
    pub at: Option<crate::rules::grid::Pos>,
}

/// What the board shows of a shot or a spell on the move.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RidePreview {
    /// The mount's way, step by step.
    pub path: Vec<crate::combat::movement::PlannedStep>,
    /// Where the shot or the spell comes from.
    pub halfway: crate::rules::grid::Pos,
    /// Whether the mount runs (four times its speed) rather than double-moves.
    pub run: bool,
    /// The chance the shot hits, from there.
    pub hit_chance: Option<f64>,
    /// The spell as checked from there, once aimed.
    pub cast: Option<crate::combat::cast::CastPlan>,
    /// What can stop that spell, the ride's own concentration among it.
    pub risks: Vec<crate::combat::cast::CastingRisk>,
    /// What a click gives.
    pub command: Option<crate::combat::Command>,
    /// Why not.
    pub refusal: Option<crate::i18n::Phrase>,
}
