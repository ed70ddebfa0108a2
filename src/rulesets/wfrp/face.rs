//! WFRP's face: its half and full actions in the HUD's words, its unit panel (the profile, the
//! Wounds, the armour by location) and what falling means.

use super::{Wfrp, WfrpStats, profile, track};
use crate::rules::economy::{ActionBudget, ActionCost};
use crate::rulesets::face::RulesetFace;
use bevy::prelude::*;

impl RulesetFace for Wfrp {
    /// Seed 003: two half actions, one full action (only with both halves left).
    fn actions_left(&self, b: ActionBudget) -> Vec<crate::i18n::Phrase> {
        let halves = u32::from(b.standard) + u32::from(b.move_action);
        match halves {
            0 => Vec::new(),
            1 => vec![crate::phrase!("wfrp-hud-one-half")],
            _ => vec![crate::phrase!("wfrp-hud-two-halves")],
        }
    }

    /// Seed 003's walk is a half action, or both.
    fn path_word(&self, cost: ActionCost) -> &'static str {
        match cost {
            ActionCost::DoubleMove | ActionCost::FullRound => "halves",
            _ => "half",
        }
    }

    /// Seed 003's half, full and free actions.
    fn cost_word(&self, cost: ActionCost) -> &'static str {
        match cost {
            ActionCost::Standard | ActionCost::Move => "half",
            ActionCost::FullRound | ActionCost::DoubleMove => "whole",
            ActionCost::Swift | ActionCost::Immediate | ActionCost::Free => "free",
        }
    }

    /// The panel: the profile, armour by location, the Wounds' state, the move and the parry
    /// or dodge left this round.
    fn panel_lines(&self, world: &World, unit: Entity) -> Vec<crate::ui::hud::PanelLine> {
        use crate::ui::hud::PanelLine;
        use crate::ui::icons;
        let p = profile(world, unit);
        let mut out = vec![
            PanelLine::new(
                Some(icons::STATS),
                crate::t!(
                    "wfrp-panel-profile",
                    ws = p.ws,
                    bs = p.bs,
                    s = p.s,
                    t = p.t,
                    ag = p.ag,
                    a = p.a
                ),
            ),
            PanelLine::new(None, armour_line(world, unit)),
            PanelLine::new(
                None,
                crate::t!(
                    "wfrp-panel-points",
                    fortune = track(world, unit).fortune,
                    fate = track(world, unit).fate
                ),
            ),
        ];
        let speed = crate::combat::reads::effective_speed(world, unit);
        out.push(PanelLine::new(
            Some(icons::SPEED),
            crate::t!(
                "panel-speed",
                speed = speed,
                board = crate::combat::board::shape(world).cells()
            ),
        ));
        let round =
            crate::combat::hot::resource::<crate::combat::components::TurnState>(world).round;
        if track(world, unit).reacted_in == Some(round) {
            out.push(PanelLine::new(None, crate::t!("wfrp-panel-reacted")));
        }
        if let Some(line) = wounds_line(world, unit) {
            out.push(PanelLine::new(None, line));
        }
        out.extend(crate::ui::hud::condition_lines(world, unit));
        out
    }

    /// Units act in the order their 1d10 + Agility gave.
    fn initiative_label(&self, world: &World, unit: Entity) -> Option<String> {
        let turn = crate::combat::hot::resource::<crate::combat::components::TurnState>(world);
        turn.place_of(unit).map(|place| (place + 1).to_string())
    }

    /// The shared bar (moving, charging, drawing, the turn) with seed 003's own attacks, its aim
    /// and its defensive stance.
    fn bar_entries(
        &self,
        world: &World,
        unit: Entity,
        bindings: &crate::input::Bindings,
    ) -> Option<Vec<crate::ui::actions::BarEntry>> {
        Some(super::bar::entries(world, unit, bindings))
    }

    /// Seed 003's own attacks, when the turn is whole and a foe is in melee reach.
    fn ai_choices(&self, ctx: &crate::ai::Context, out: &mut Vec<crate::ai::Choice>) {
        super::ai::choices(ctx, out)
    }

    /// Seed 003's words for what a charge and the ground do (the shared ones speak of Defense).
    fn condition_help(
        &self,
        condition: crate::combat::components::Condition,
    ) -> Option<crate::i18n::Phrase> {
        use crate::combat::components::Condition;
        match condition {
            Condition::Charging => Some(crate::phrase!("help-charged-wfrp")),
            Condition::Prone => Some(crate::phrase!("help-prone-wfrp")),
            Condition::Grappled => Some(crate::phrase!("help-grappled-wfrp")),
            Condition::FlatFooted => Some(crate::phrase!("help-surprised-wfrp")),
            Condition::BuildingEnergy => Some(crate::phrase!("help-channelled-wfrp")),
            Condition::Grappling => Some(crate::phrase!("help-grappling-wfrp")),
            _ => None,
        }
    }

    /// Seed 003, "Posibles estados": Wounds left of the whole, and unhurt, lightly wounded (more
    /// than 3 left) or heavily wounded (3 or fewer); a unit that can no longer act, its state.
    fn health_line(
        &self,
        world: &World,
        unit: Entity,
        health: &crate::combat::components::Health,
    ) -> Option<String> {
        use super::rules::WoundState;
        let id = crate::combat::reads::unit_id(world, unit);
        let state = match super::rules::wound_state(health.hp, health.max) {
            _ if !health.state.can_act() => crate::i18n::term_about(health.state.name(), &id),
            WoundState::Unhurt => crate::phrase!("wfrp-unhurt").about(&id).to_string(),
            WoundState::Light => crate::phrase!("wfrp-lightly-wounded")
                .about(&id)
                .to_string(),
            WoundState::Heavy => crate::phrase!("wfrp-heavily-wounded")
                .about(&id)
                .to_string(),
        };
        Some(crate::t!(
            "wfrp-panel-wounds-left",
            wounds = health.hp.max(0),
            max = health.max,
            state = state
        ))
    }

    /// The unit's Wounds, as the panel counts them.
    fn hover_label(
        &self,
        name: &str,
        health: &crate::combat::components::Health,
    ) -> Option<String> {
        Some(crate::t!(
            "wfrp-token-hover",
            name = name,
            wounds = health.hp.max(0),
            max = health.max
        ))
    }

    /// Seed 003's casting: the casting number and the time it takes (the roll's chance follows
    /// as a risk).
    fn spell_summary(
        &self,
        world: &World,
        caster: Option<Entity>,
        spell: &crate::level::spells::Spell,
        _dc: Option<i32>,
    ) -> String {
        super::magic::summary(world, caster, spell)
    }

    /// Seed 003's words: a readied action is a reserved half action.
    fn bar_group_heading(&self, group: crate::ui::actions::BarGroup) -> Option<String> {
        match group {
            crate::ui::actions::BarGroup::Ready => Some(crate::t!("bar-group-reserve")),
            _ => None,
        }
    }

    /// A feint or a push: both sides' WS and the chance the unit wins the opposed test.
    fn contest_label(
        &self,
        world: &World,
        unit: Entity,
        foe: Entity,
        command: &crate::combat::Command,
    ) -> Option<crate::i18n::Phrase> {
        super::opposed::contest_label(world, unit, foe, command)
    }

    /// A unit at 0 Wounds still fights; what passes them is a critical.
    fn dying_help(&self, _world: &World, _unit: Entity) -> crate::i18n::Phrase {
        crate::phrase!("wfrp-help-dying")
    }
}

/// `Critical wounds: −10 % to every test, half its Movement …`: what criticals left on the unit
/// (its stun shows among its conditions).
fn wounds_line(world: &World, unit: Entity) -> Option<String> {
    use super::criticals::{Effect, describe};
    let t = track(world, unit);
    let left: Vec<Effect> = [
        (t.slowed > 0).then_some(Effect::LosesHalf(t.slowed)),
        (t.penalty > 0).then_some(Effect::Penalty(t.penalty)),
        t.lame.then_some(Effect::Lame),
        (t.bleeding > 0).then_some(Effect::Bleeding(t.bleeding)),
    ]
    .into_iter()
    .flatten()
    .collect();
    (!left.is_empty()).then(|| crate::t!("wfrp-panel-wounds", wounds = describe(&left).to_string()))
}

/// `Armour: head 1, body 3 …`, or none.
fn armour_line(world: &World, unit: Entity) -> String {
    let Some(sheet) = world.get::<WfrpStats>(unit) else {
        return crate::t!("wfrp-panel-no-armour");
    };
    let places: Vec<String> = sheet
        .0
        .locations
        .locations
        .iter()
        .filter_map(|l| {
            let points = sheet.0.armour.get(&l.id).copied().filter(|&n| n > 0)?;
            Some(format!("{} {points}", crate::i18n::term_now(&l.name)))
        })
        .collect();
    match places.is_empty() {
        true => crate::t!("wfrp-panel-no-armour"),
        false => crate::t!("wfrp-panel-armour", places = places.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use crate::combat::components::Condition;
    use crate::rulesets::face::RulesetFace;

    #[test]
    fn a_charge_and_the_ground_are_explained_in_seed_003_s_terms() {
        let said = |c| {
            super::super::Wfrp
                .condition_help(c)
                .map(|p| p.in_lang(crate::i18n::Lang::En))
        };
        assert_eq!(
            said(Condition::Charging).as_deref(),
            Some("charged: its blow at the end of the charge took +10 % WS")
        );
        assert!(said(Condition::Prone).is_some_and(|t| t.contains("+20 %")));
        // The rest keep the shared words.
        assert_eq!(said(Condition::Aiming), None);
    }

    #[test]
    fn a_hovered_token_counts_its_wounds() {
        let health = crate::combat::components::Health {
            hp: 4,
            max: 13,
            state: crate::rules::health::HealthState::Healthy,
        };
        let label = super::super::Wfrp.hover_label("Aria", &health);
        assert_eq!(label.as_deref(), Some("Aria (Wounds 4/13)"));
    }
}
