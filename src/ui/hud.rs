//! The HUD: top bar (round, whose turn, actions left, hints), initiative tracker (left), unit
//! panel (right), combat log (bottom, scrollable), and the end-of-fight banner.

use super::HudBlocksBoard;
use super::orders::Notice;
use crate::combat::*;
use crate::rules::health::HealthState;
use crate::view::camera::MainCamera;
use crate::view::preview::{Hover, Preview};
use crate::view::tokens::side_color;
use bevy::input::mouse::AccumulatedMouseScroll;
use bevy::prelude::*;

pub const LEFT_W: f32 = 230.0;
pub const RIGHT_W: f32 = 290.0;
pub const TOP_H: f32 = 46.0;
pub const LOG_H: f32 = 170.0;

#[derive(Component)]
pub struct TopBar;
#[derive(Component)]
pub struct TopText;
#[derive(Component)]
pub struct HintText;
#[derive(Component)]
pub struct TrackerList;
#[derive(Component)]
pub struct TrackerEntry(pub Entity);
/// A tracker entry's button to spend a hero point so the unit acts now (seed 001).
#[derive(Component)]
pub struct ActNowButton(pub Entity);
/// The unit panel, with the lines it shows.
#[derive(Component, Default)]
pub struct UnitPanel(pub Vec<PanelLine>);
#[derive(Component)]
pub struct LogList;
/// A HUD panel the mouse wheel scrolls while the mouse is over it.
#[derive(Component)]
pub struct Scrollable;
#[derive(Component)]
pub struct EndBanner;

/// The HUD's buttons, each the same as its key.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum HudButton {
    Threats,
    Range,
}

fn hud_button(kind: HudButton, label: &str, shown: bool) -> impl Bundle {
    (
        kind,
        Button,
        Node {
            padding: UiRect::axes(px(8.0), px(4.0)),
            display: if shown { Display::Flex } else { Display::None },
            ..default()
        },
        BackgroundColor(Color::srgb(0.18, 0.2, 0.28)),
        children![(Text::new(label), font(13.0), TextColor(Color::WHITE))],
    )
}

/// Pressing a HUD button does what its key does.
pub fn hud_buttons(
    buttons: Query<(&Interaction, &HudButton), Changed<Interaction>>,
    mut toggles: ResMut<crate::view::overlays::OverlayToggles>,
) {
    for (interaction, button) in &buttons {
        if *interaction == Interaction::Pressed {
            match button {
                HudButton::Threats => toggles.threats = !toggles.threats,
                HudButton::Range => toggles.attack_range = !toggles.attack_range,
            }
        }
    }
}

/// How much of the log the HUD has shown, so new lines are appended, not rebuilt.
#[derive(Resource, Default)]
pub struct LogView {
    pub shown: usize,
    /// What the HUD was last drawn for: the log's length, the hover, the board's mode, whether
    /// the action bar is compact, the notice and whether it still comes first, and the action
    /// being readied.
    pub key: Option<(
        usize,
        Hover,
        crate::view::preview::BoardMode,
        bool,
        Notice,
        bool,
        super::actions::ReadyPlan,
    )>,
}

pub fn font(size: f32) -> TextFont {
    TextFont {
        font_size: FontSize::Px(size),
        ..default()
    }
}

const PANEL: Color = Color::srgba(0.07, 0.07, 0.1, 0.92);

pub fn spawn_hud(mut commands: Commands, ruleset: Option<Res<crate::rulesets::ActiveRuleset>>) {
    // Rules with no attacks of opportunity have no threatened squares to show.
    let threats = ruleset
        .map_or(crate::rulesets::face::default_face(), |r| {
            crate::rulesets::face::by_id(r.id())
        })
        .threat()
        .threatens();
    commands.insert_resource(Notice::default());
    commands.insert_resource(LogView::default());
    commands.insert_resource(crate::view::camera::HudMargins {
        left: LEFT_W,
        right: RIGHT_W,
        top: TOP_H,
        bottom: LOG_H,
    });
    commands
        .spawn((
            DespawnOnExit(crate::states::AppState::Playing),
            Node {
                width: percent(100.0),
                height: percent(100.0),
                flex_direction: FlexDirection::Column,
                ..default()
            },
        ))
        .with_children(|root| {
            spawn_top_bar(root);
            root.spawn(Node {
                flex_grow: 1.0,
                // Never push the log off the window, however long the panels get.
                min_height: px(0.0),
                flex_basis: px(0.0),
                flex_direction: FlexDirection::Row,
                justify_content: JustifyContent::SpaceBetween,
                ..default()
            })
            .with_children(|middle| {
                spawn_left_column(middle);
                middle.spawn((
                    EndBanner,
                    Node {
                        align_self: AlignSelf::Center,
                        padding: UiRect::all(px(24.0)),
                        display: Display::None,
                        ..default()
                    },
                    BackgroundColor(Color::srgba(0.0, 0.0, 0.0, 0.85)),
                    children![(
                        Text::new(""),
                        font(28.0),
                        TextColor(Color::srgb(1.0, 0.85, 0.4))
                    )],
                ));
                spawn_right_column(middle, threats);
            });
            spawn_log(root);
        });
}

/// The top bar: as tall as its text needs (the hint wraps in a narrow window).
fn spawn_top_bar(root: &mut ChildSpawnerCommands) {
    root.spawn((
        TopBar,
        HudBlocksBoard,
        Interaction::default(),
        Node {
            min_height: px(TOP_H),
            padding: UiRect::axes(px(12.0), px(4.0)),
            flex_direction: FlexDirection::Column,
            justify_content: JustifyContent::Center,
            ..default()
        },
        BackgroundColor(PANEL),
    ))
    .with_children(|bar| {
        bar.spawn((TopText, Text::new(""), font(18.0), TextColor(Color::WHITE)));
        bar.spawn((
            HintText,
            Text::new(""),
            font(13.0),
            TextColor(Color::srgb(0.8, 0.8, 0.85)),
        ));
    });
}

/// The left column: the initiative tracker, the objectives, and under them the unit panel,
/// where there is room at any window height.
fn spawn_left_column(middle: &mut ChildSpawnerCommands) {
    middle
        .spawn((
            HudBlocksBoard,
            Interaction::default(),
            Node {
                width: px(LEFT_W),
                flex_direction: FlexDirection::Column,
                padding: UiRect::all(px(8.0)),
                row_gap: px(3.0),
                overflow: Overflow::scroll_y(),
                scrollbar_width: super::scrollbars::SCROLLBAR_WIDTH,
                ..default()
            },
            Scrollable,
            ScrollPosition::default(),
            BackgroundColor(PANEL),
        ))
        .with_children(|left| {
            left.spawn((
                Text::new(crate::t!("hud-initiative")),
                font(16.0),
                TextColor(Color::srgb(1.0, 0.85, 0.4)),
            ));
            left.spawn((
                TrackerList,
                Node {
                    flex_direction: FlexDirection::Column,
                    row_gap: px(2.0),
                    ..default()
                },
            ));
            left.spawn((
                Text::new(crate::t!("hud-objectives")),
                font(16.0),
                TextColor(Color::srgb(1.0, 0.85, 0.4)),
                Node {
                    margin: UiRect::top(px(12.0)),
                    ..default()
                },
            ));
            left.spawn((
                ObjectivesText,
                Text::new(""),
                font(13.0),
                TextColor(Color::srgb(0.85, 0.85, 0.9)),
            ));
            // The unit panel sits under the objectives, where there is room at any
            // window height; the action bar has the right column to itself.
            left.spawn((
                UnitPanel::default(),
                Node {
                    flex_direction: FlexDirection::Column,
                    row_gap: px(2.0),
                    margin: UiRect::top(px(12.0)),
                    ..default()
                },
            ));
        });
}

/// The right column: the threats and range buttons, and the action bar, which has the column
/// to itself.
fn spawn_right_column(middle: &mut ChildSpawnerCommands, threats: bool) {
    middle.spawn((
        HudBlocksBoard,
        Interaction::default(),
        Node {
            width: px(RIGHT_W),
            flex_direction: FlexDirection::Column,
            padding: UiRect::all(px(10.0)),
            overflow: Overflow::scroll_y(),
            scrollbar_width: super::scrollbars::SCROLLBAR_WIDTH,
            ..default()
        },
        Scrollable,
        ScrollPosition::default(),
        BackgroundColor(PANEL),
        children![
            (
                Node {
                    flex_direction: FlexDirection::Row,
                    column_gap: px(6.0),
                    row_gap: px(6.0),
                    margin: UiRect::bottom(px(10.0)),
                    ..default()
                },
                children![
                    hud_button(
                        HudButton::Threats,
                        &crate::t!("hud-threats-button"),
                        threats
                    ),
                    hud_button(HudButton::Range, &crate::t!("hud-range-button"), true),
                ],
            ),
            (
                super::actions::ActionBar,
                Node {
                    flex_direction: FlexDirection::Column,
                    row_gap: px(2.0),
                    margin: UiRect::bottom(px(10.0)),
                    ..default()
                },
            ),
        ],
    ));
}

/// The combat log along the bottom.
fn spawn_log(root: &mut ChildSpawnerCommands) {
    root.spawn((
        HudBlocksBoard,
        Interaction::default(),
        Node {
            height: px(LOG_H),
            flex_direction: FlexDirection::Column,
            padding: UiRect::axes(px(10.0), px(6.0)),
            ..default()
        },
        BackgroundColor(PANEL),
    ))
    .with_children(|log| {
        log.spawn((
            LogList,
            Scrollable,
            Interaction::default(),
            ScrollPosition::default(),
            Node {
                flex_direction: FlexDirection::Column,
                overflow: Overflow::scroll_y(),
                scrollbar_width: super::scrollbars::SCROLLBAR_WIDTH,
                flex_grow: 1.0,
                ..default()
            },
        ));
    });
}

fn log_color(e: &CombatEvent) -> Color {
    match e {
        CombatEvent::Round { .. } | CombatEvent::Start { .. } | CombatEvent::End { .. } => {
            Color::srgb(1.0, 0.85, 0.4)
        }
        CombatEvent::Attack { hit: true, .. } | CombatEvent::Damage { .. } => {
            Color::srgb(1.0, 0.6, 0.5)
        }
        CombatEvent::Aoo { .. } | CombatEvent::Rejected { .. } => Color::srgb(1.0, 0.45, 0.35),
        CombatEvent::HealthState { .. } | CombatEvent::Save { .. } | CombatEvent::Check { .. } => {
            Color::srgb(0.85, 0.7, 1.0)
        }
        CombatEvent::Step { .. } | CombatEvent::Action { .. } => Color::srgb(0.7, 0.72, 0.78),
        _ => Color::srgb(0.9, 0.9, 0.92),
    }
}

/// Whether an event gets its own log line (steps are summed up by the move line instead).
fn logged(e: &CombatEvent) -> bool {
    !matches!(e, CombatEvent::Step { .. } | CombatEvent::Order { .. })
}

/// One line per condition of the unit (and its state of health, when worth a word): its name,
/// with what it does in the tooltip, in the words of the level's ruleset.
pub fn condition_lines(world: &World, e: Entity) -> Vec<PanelLine> {
    let health = world.get::<Health>(e).copied();
    let rules = crate::rulesets::face::of(world);
    let id = world.get::<UnitId>(e).map_or("", |u| u.0.as_str());
    let mut out = Vec::new();
    for c in world
        .get::<Conditions>(e)
        .map(|c| c.0.clone())
        .unwrap_or_default()
    {
        let help = rules.condition_help(c).unwrap_or_else(|| condition_help(c));
        out.push(PanelLine::explained(
            super::icons::condition(c),
            c.phrase().about(id).to_string(),
            help.about(id).to_string(),
        ));
    }
    if let Some(coup) = world.get::<CoupInProgress>(e) {
        let target = crate::combat::reads::entity_of(world, &coup.target)
            .and_then(|t| world.get::<UnitName>(t))
            .map_or_else(|| coup.target.clone(), |n| n.0.clone());
        out.push(PanelLine::explained(
            "guillotine",
            crate::t!("panel-coup-de-grace", target = target.clone()),
            crate::t!("help-coup-de-grace", target = target),
        ));
    }
    let state = health.map(|h| h.state);
    let help = match state {
        Some(HealthState::Disabled) => Some(crate::phrase!("help-disabled").about(id).to_string()),
        Some(HealthState::Dying) => Some(rules.dying_help(world, e).about(id).to_string()),
        Some(HealthState::Stable) => Some(crate::phrase!("help-stable").about(id).to_string()),
        _ => None,
    };
    if let (Some(state), Some(help)) = (state, help) {
        out.push(PanelLine::explained(
            super::icons::health(state).unwrap_or(super::icons::HIT_POINTS),
            crate::i18n::term_about(state.name(), id),
            help,
        ));
    }
    out
}

/// What a condition does, in the words every ruleset shares (a ruleset may say it its own way:
/// [`Ruleset::condition_help`](crate::rulesets::Ruleset::condition_help)).
fn condition_help(c: Condition) -> crate::i18n::Phrase {
    match c {
        Condition::FlatFooted => crate::phrase!("help-flat-footed"),
        Condition::Prone => crate::phrase!("help-prone"),
        Condition::Charging => crate::phrase!("help-charging"),
        Condition::TotalDefense => crate::phrase!("help-total-defense"),
        Condition::ShieldBashed => crate::phrase!("help-shield-bashed"),
        Condition::AidedAttack => crate::phrase!("help-aided-attack"),
        Condition::AidedDefense => crate::phrase!("help-aided-defense"),
        Condition::DefensivePosition => crate::phrase!("help-defensive-position"),
        Condition::DefensiveFighting => crate::phrase!("help-defensive-fighting"),
        Condition::Protected => crate::phrase!("help-protected"),
        Condition::Helped => crate::phrase!("help-helped"),
        Condition::Aiming => crate::phrase!("help-aiming"),
        Condition::Grappled => crate::phrase!("help-grappled"),
        Condition::Grappling => crate::phrase!("help-grappling"),
        Condition::Shielded => crate::phrase!("help-shielded"),
        Condition::BuildingEnergy => crate::phrase!("help-building-energy"),
        Condition::Fleeing => crate::phrase!("help-fleeing"),
        Condition::Stunned => crate::phrase!("help-stunned-wfrp"),
        Condition::Cautious => crate::phrase!("help-cautious"),
        Condition::AllOut => crate::phrase!("help-all-out"),
        Condition::DefensiveStance => crate::phrase!("help-defensive-stance"),
        Condition::Guarding => crate::phrase!("help-guarding"),
        Condition::Running => crate::phrase!("help-running"),
        Condition::InGrapple => crate::phrase!("help-in-grapple"),
        Condition::Pinned => crate::phrase!("help-pinned"),
    }
}

/// A line of the unit panel: its icon, its text and, for a condition, what it does (its
/// tooltip).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PanelLine {
    pub icon: Option<String>,
    pub text: String,
    pub tip: Option<String>,
    /// A unit's name, drawn larger.
    pub heading: bool,
}

impl PanelLine {
    pub fn new(icon: Option<&str>, text: impl Into<String>) -> Self {
        Self {
            icon: icon.map(str::to_string),
            text: text.into(),
            tip: None,
            heading: false,
        }
    }

    pub fn explained(icon: &str, text: String, tip: String) -> Self {
        Self {
            icon: Some(icon.to_string()),
            text,
            tip: Some(tip),
            heading: false,
        }
    }
}

/// A unit's panel as text, each line as its tooltip explains it (the initiative tracker's
/// tooltip).
pub fn describe_unit(world: &World, e: Entity) -> String {
    let mut s = String::new();
    for line in unit_lines(world, e) {
        s.push_str(line.tip.as_deref().unwrap_or(&line.text));
        s.push('\n');
    }
    s
}

/// A unit's panel: name, HP, Defense (normal / flat-footed / touch), attacks, speed, what it
/// carries, conditions and the spells on it, each line with its icon.
pub fn unit_lines(world: &World, e: Entity) -> Vec<PanelLine> {
    use super::icons;
    let name = world.get::<UnitName>(e).map_or("?", |n| n.0.as_str());
    let id = world.get::<UnitId>(e).map_or("?", |n| n.0.as_str());
    let health = world.get::<Health>(e).copied();
    let portrait = world.get::<CreatureKind>(e).and_then(|k| k.icon.as_deref());
    // The id only tells apart units the level gives the same name.
    let namesakes = world
        .iter_entities()
        .filter(|u| u.get::<UnitName>().is_some_and(|n| n.0 == name))
        .count();
    let heading = if namesakes > 1 {
        format!("{name} ({id})")
    } else {
        name.to_string()
    };
    let mut out = vec![PanelLine {
        heading: true,
        ..PanelLine::new(portrait, heading)
    }];
    let side = world.get::<Side>(e).map_or(0, |s| s.0);
    if let Some(h) = health {
        let text = if super::handoff::exact_hp_shown(world, side) {
            crate::rulesets::face::of(world)
                .health_line(world, e, &h)
                .unwrap_or_else(|| {
                    crate::t!(
                        "panel-hp",
                        hp = h.hp,
                        max = h.max,
                        state = crate::i18n::term_about(h.state.name(), id)
                    )
                })
        } else {
            // Foes' exact HP hidden: how hurt it looks, as its bar shows.
            let look = match (h.hp, h.max) {
                (hp, max) if hp >= max => crate::phrase!("hp-look-unhurt").about(id).to_string(),
                (hp, max) if hp * 2 > max => crate::phrase!("hp-look-hurt").about(id).to_string(),
                (hp, _) if hp > 0 => crate::phrase!("hp-look-badly-hurt").about(id).to_string(),
                _ => crate::i18n::term_about(h.state.name(), id),
            };
            crate::t!("panel-hp-hidden", look = look)
        };
        out.push(PanelLine::new(Some(icons::HIT_POINTS), text));
    }
    out.extend(crate::rulesets::face::of(world).panel_lines(world, e));
    out
}

/// One line per spell on a unit: its name, what it does, the rounds left and whether it can be
/// dispelled.
pub fn spell_effect_lines(effects: Option<&SpellEffects>) -> Vec<String> {
    spell_effect_panel_lines(effects)
        .into_iter()
        .map(|l| l.text)
        .collect()
}

/// [`spell_effect_lines`] with their icons: the condition a spell lays, else a spell's.
pub fn spell_effect_panel_lines(effects: Option<&SpellEffects>) -> Vec<PanelLine> {
    use crate::level::spells::{BonusTarget, SpellEffect};
    let mut out: Vec<PanelLine> = Vec::new();
    let Some(effects) = effects else {
        return out;
    };
    let mut seen: Vec<(&str, &str)> = Vec::new();
    for a in &effects.0 {
        if seen.contains(&(a.spell.as_str(), a.caster.as_str())) {
            continue;
        }
        seen.push((&a.spell, &a.caster));
        let icon = effects
            .0
            .iter()
            .filter(|b| b.spell == a.spell && b.caster == a.caster)
            .find_map(|b| b.effect.condition().map(super::icons::spell_condition))
            .unwrap_or(super::icons::SPELL);
        let what: Vec<String> = effects
            .0
            .iter()
            .filter(|b| b.spell == a.spell && b.caster == a.caster)
            .filter_map(|b| match b.effect {
                SpellEffect::Bonus { to, kind, amount } => Some(crate::t!(
                    "panel-bonus",
                    amount = format!("{amount:+}"),
                    kind = crate::i18n::term_now(kind.name()),
                    to = match to {
                        BonusTarget::Defense => "defense",
                        BonusTarget::Attack => "attacks",
                        BonusTarget::Saves => "saves",
                    }
                )),
                SpellEffect::Condition { condition, .. } => {
                    Some(super::condition_help::help(condition))
                }
                SpellEffect::Bleed { dice } => Some(crate::t!(
                    "panel-bleeds",
                    dice = dice.to_string(),
                    help = super::condition_help::help(crate::level::spells::ConditionId::Bleed)
                )),
                // Laid, it holds the levels rolled.
                SpellEffect::NegativeLevels { dice } => Some(crate::t!(
                    "panel-negative-levels",
                    levels = dice.bonus,
                    help = super::condition_help::help(
                        crate::level::spells::ConditionId::EnergyDrained
                    )
                )),
                _ => None,
            })
            .collect();
        let rounds = match a.rounds_left {
            Some(n) => format!(", {}", crate::t!("panel-rounds-left", rounds = n)),
            None => String::new(),
        };
        let dispel = if a.dispellable {
            format!(", {}", crate::t!("panel-dispellable"))
        } else {
            String::new()
        };
        out.push(PanelLine::new(
            Some(icon),
            format!(
                "{} ({}{rounds}{dispel})",
                crate::i18n::term_now(&a.name),
                what.join(", ")
            ),
        ));
    }
    out
}

/// The seed-001 switches the level turns on, named, and those on by default it turns off, for the
/// objectives panel; none without.
pub fn seed_001_line(world: &World) -> Option<String> {
    let rules = world.get_resource::<crate::combat::components::Rules>()?;
    let on = rules.0.switches_on();
    let off = rules.0.defaults_off();
    let named = |names: &[&str]| {
        names
            .iter()
            .map(|name| switch_name(name))
            .collect::<Vec<_>>()
            .join(", ")
    };
    // All of them (the preset) in a few words: the list would crowd out the unit panel.
    let every = crate::level::schema::RuleOptions {
        preset: Some(crate::level::schema::RulesPreset::Seed001),
        ..Default::default()
    };
    let turned_on = match on.len() {
        0 => None,
        n if n == every.switches_on().len() => Some(crate::t!("hud-seed-001-all", count = n)),
        _ => Some(crate::t!("hud-seed-001-rules", rules = named(&on))),
    };
    match (turned_on, off.is_empty()) {
        (None, true) => None,
        (Some(on), true) => Some(on),
        (None, false) => Some(crate::t!("hud-seed-001-without", rules = named(&off))),
        (Some(on), false) => Some(crate::t!(
            "hud-seed-001-and-without",
            on = on,
            rules = named(&off)
        )),
    }
}

/// A seed-001 switch in the reader's words.
pub(crate) fn switch_name(name: &str) -> String {
    match name {
        "flat_footed_until_first_turn" => crate::t!("rules-switch-flat-footed-until-first-turn"),
        "detailed_charge" => crate::t!("rules-switch-detailed-charge"),
        "healing_stabilises" => crate::t!("rules-switch-healing-stabilises"),
        "dying_constitution_check" => crate::t!("rules-switch-dying-constitution-check"),
        "disabled_half_speed" => crate::t!("rules-switch-disabled-half-speed"),
        "charge_past_the_helpless" => crate::t!("rules-switch-charge-past-the-helpless"),
        "coup_de_grace_at_once" => crate::t!("rules-switch-coup-de-grace-at-once"),
        "two_weapon_penalties" => crate::t!("rules-switch-two-weapon-penalties"),
        "unconscious_prone" => crate::t!("rules-switch-unconscious-prone"),
        "aid_against_one_foe" => crate::t!("rules-switch-aid-against-one-foe"),
        "delay_by_waiting" => crate::t!("rules-switch-delay-by-waiting"),
        "combat_maneuvers" => crate::t!("rules-switch-combat-maneuvers"),
        "splash_weapons" => crate::t!("rules-switch-splash-weapons"),
        "hero_points" => crate::t!("rules-switch-hero-points"),
        "prone_table" => crate::t!("rules-switch-prone-table"),
        "mounted_combat" => crate::t!("rules-switch-mounted-combat"),
        "ready_against_casters" => crate::t!("rules-switch-ready-against-casters"),
        other => other.to_string(),
    }
}

/// The objectives panel's text.
#[derive(Component)]
pub struct ObjectivesText;

/// One line per objective, with how far along it is; the default when the level has none.
pub fn objective_lines(world: &World) -> Vec<String> {
    use crate::level::schema::Goal;
    let sides = crate::combat::hot::resource::<Sides>(world);
    let name = |id: &str| {
        sides
            .0
            .iter()
            .find(|s| s.id == id)
            .map_or(id.to_string(), |s| s.name.clone())
    };
    let unit_name = |id: &str| {
        crate::combat::reads::entity_of(world, id)
            .and_then(|e| world.get::<UnitName>(e))
            .map_or(id.to_string(), |n| n.0.clone())
    };
    let round = crate::combat::hot::resource::<TurnState>(world).round;
    let objectives = world
        .get_resource::<crate::combat::script::Script>()
        .map(|s| s.objectives.clone())
        .unwrap_or_default();
    if objectives.is_empty() {
        return vec![crate::t!("goal-default")];
    }
    objectives
        .iter()
        .map(|o| {
            let goal = match &o.goal {
                Goal::DefeatAll => crate::t!("goal-defeat-all"),
                Goal::Survive(n) => crate::t!("goal-survive", rounds = *n, round = round),
                Goal::Reach { region, unit } => crate::t!(
                    "goal-reach",
                    unit = unit
                        .as_deref()
                        .map_or_else(|| crate::t!("goal-a-unit"), unit_name),
                    from = format!("({}, {})", region.x, region.y),
                    to = format!("({}, {})", region.x + region.w - 1, region.y + region.h - 1)
                ),
                Goal::Protect(u) => crate::t!("goal-protect", unit = unit_name(u)),
                Goal::Defeat(u) => crate::t!("goal-defeat", unit = unit_name(u)),
            };
            crate::t!("goal-of-side", side = name(&o.side), goal = goal)
        })
        .collect()
}

/// Rebuilds the HUD texts when the fight or the hover changed.
pub fn refresh_hud(world: &mut World) {
    let log_len = world.resource::<CombatLog>().0.len();
    let notice_first = world
        .resource::<Notice>()
        .first(log_len, super::orders::seconds_now(world))
        .is_some();
    if notice_first {
        // It gives way at a moment no input marks: the window must draw until then.
        world.write_message(bevy::window::RequestRedraw);
    }
    let hover_now = world.resource::<Hover>().clone();
    let mode = world
        .get_resource::<crate::view::preview::BoardMode>()
        .copied()
        .unwrap_or_default();
    let key = Some((
        log_len,
        crate::view::preview::hover_key_in(world, &hover_now, mode),
        mode,
        super::actions::compact_bar(world),
        world.resource::<Notice>().clone(),
        notice_first,
        world
            .get_resource::<super::actions::ReadyPlan>()
            .copied()
            .unwrap_or_default(),
    ));
    if world.resource::<LogView>().key == key {
        return;
    }
    world.resource_mut::<LogView>().key = key;
    let turn = crate::combat::hot::resource::<TurnState>(world).clone();
    let sides = crate::combat::hot::resource::<Sides>(world).clone();
    let preview = world.resource::<Preview>().clone();
    let log = world.resource::<CombatLog>().0.clone();
    // The window names units and sides as their level does.
    let names = crate::combat::events::unit_names(world);

    let current = turn.current_unit();
    let top = top_bar_text(world, (&turn, &sides), current, &names);
    let last_rejection = log
        .iter()
        .rev()
        .take_while(|e| !matches!(e, CombatEvent::Turn { .. }))
        .find_map(|e| match e {
            CombatEvent::Rejected { reason, .. } => {
                Some(reason.in_lang_named(crate::i18n::current(), &names))
            }
            _ => None,
        });
    let notice = world.resource::<Notice>().now(log.len()).map(String::from);
    let notice_first = notice.clone().filter(|_| notice_first);
    // The script's latest message stays up for the rest of the round.
    let message = log
        .iter()
        .rev()
        .take_while(|e| !matches!(e, CombatEvent::Round { .. }))
        .find_map(|e| match e {
            CombatEvent::Message { text } => Some(text.now().to_string()),
            _ => None,
        });
    let ended = matches!(turn.phase, Phase::Ended { .. });
    let mode_hint = mode_hint(world, mode);
    let plan_hint = world
        .get_resource::<super::actions::ReadyPlan>()
        .and_then(|p| p.hint());
    let ai_hint =
        (super::ai_turns::ai_plays_now(world) && !ended).then(|| crate::t!("hint-ai-playing"));
    let hint = super::replay::replay_hint(world)
        .or(notice_first)
        .or(message)
        .or(ai_hint)
        .or(preview.refusal.clone())
        .or(notice)
        .or(plan_hint)
        .or(mode_hint.map(|h| match &preview.spell {
            Some(s) => format!("{}: {h}", crate::i18n::term_now(&s.spell.name)),
            None => h,
        }))
        .or(last_rejection)
        .unwrap_or_else(|| {
            if ended {
                crate::t!("hint-ended")
            } else {
                default_hint(world)
            }
        });
    let top_color = current
        .and_then(|e| world.get::<Side>(e).map(|s| side_color(s.0)))
        .unwrap_or(Color::WHITE);
    set_text::<TopText>(world, top, Some(top_color.mix(&Color::WHITE, 0.45)));
    set_text::<HintText>(world, hint, None);

    let panel = panel_now(world, &preview, current, &names);
    rebuild_unit_panel(world, panel);

    rebuild_tracker(world, &turn, &log);
    let mut objectives = objective_lines(world);
    objectives.extend(seed_001_line(world));
    let objectives = objectives.join("\n");
    set_text::<ObjectivesText>(world, objectives, None);
    super::spell_panel::rebuild_spell_panel(world, preview.spell.as_ref());
    super::actions::rebuild_action_bar(world);
    append_log(world, &log, &names);

    show_end_banner(world, &turn, &sides);
}

/// The top bar: whose turn it is in which round and what is left of it, with what the round's
/// end will bring; or who won.
fn top_bar_text(
    world: &World,
    (turn, sides): (&TurnState, &Sides),
    current: Option<Entity>,
    names: &crate::i18n::UnitNames,
) -> String {
    match (&turn.phase, current) {
        (Phase::Ended { winner }, _) => match winner {
            Some(w) => {
                let name = sides
                    .0
                    .iter()
                    .find(|s| &s.id == w)
                    .map_or(w.as_str(), |s| s.name.as_str());
                crate::t!(
                    "hud-over-winner",
                    round = turn.round,
                    side = name.to_string()
                )
            }
            None => crate::t!("hud-over-draw", round = turn.round),
        },
        (_, Some(e)) => {
            let name = world
                .get::<UnitName>(e)
                .map_or("?", |n| n.0.as_str())
                .to_string();
            let side = world.get::<Side>(e).map_or(0, |s| s.0);
            let side_name = sides.0.get(side).map_or("?", |s| s.name.as_str());
            let b = turn.budget;
            let left = crate::rulesets::face::of(world).actions_left(b);
            let round = if turn.surprise {
                crate::t!("hud-surprise-round")
            } else {
                crate::t!("hud-round", round = turn.round)
            };
            let who = if super::ai_turns::ai_plays_now(world) {
                crate::t!("hud-side-ai", side = side_name.to_string())
            } else {
                side_name.to_string()
            };
            let left = if left.is_empty() {
                crate::t!("hud-left-none")
            } else {
                left.iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let turn_text = crate::t!(
                "hud-turn",
                round = round,
                unit = name,
                side = who,
                left = left
            );
            let mut turn_text = match crate::rulesets::face::of(world).budget_note(b) {
                Some(note) => format!("{turn_text} {note}"),
                None => turn_text,
            };
            for note in crate::rulesets::face::of(world).round_end_notes(world) {
                turn_text.push_str(" | ");
                turn_text.push_str(&note.in_lang_named(crate::i18n::current(), names));
            }
            turn_text
        }
        _ => crate::t!("hud-waiting"),
    }
}

/// Aiming a spell: click, Esc, and the defensive casting's key where the ruleset has it.
fn cast_hint(world: &World) -> String {
    let defensively = crate::combat::Command::Cast {
        unit: String::new(),
        spell: String::new(),
        target: None,
        at: None,
        facing: None,
        defensively: true,
    };
    match crate::rulesets::of(world).offers(&defensively) {
        true => crate::t!("hint-cast"),
        false => crate::t!("hint-cast-plain"),
    }
}

/// Whether the unit whose turn it is holds a flask that splashes where the level plays them.
fn holds_a_flask(world: &World) -> bool {
    let Some(unit) = crate::combat::hot::resource::<TurnState>(world).current_unit() else {
        return false;
    };
    let at = world
        .get::<Position>(unit)
        .map_or_else(Default::default, |p| p.0);
    crate::rulesets::face::of(world)
        .splash_preview(world, unit, crate::rulesets::face::SplashAim::Corner(at))
        .is_some()
}

/// What the board's mode asks the player to do.
fn mode_hint(world: &World, mode: crate::view::preview::BoardMode) -> Option<String> {
    match mode {
        crate::view::preview::BoardMode::Move => None,
        crate::view::preview::BoardMode::Withdraw => Some(crate::t!("hint-withdraw")),
        crate::view::preview::BoardMode::Step => Some(crate::t!("hint-step")),
        crate::view::preview::BoardMode::Crawl => Some(crate::t!("hint-crawl")),
        crate::view::preview::BoardMode::Charge => Some(crate::t!("hint-charge")),
        crate::view::preview::BoardMode::CoupDeGrace => Some(crate::t!("hint-coup-de-grace")),
        crate::view::preview::BoardMode::Delay => Some(crate::t!("hint-delay")),
        crate::view::preview::BoardMode::AidAttack
        | crate::view::preview::BoardMode::AidDefense => Some(crate::t!("hint-aid")),
        crate::view::preview::BoardMode::Cast { .. } => Some(cast_hint(world)),
        crate::view::preview::BoardMode::UseItem { .. } => Some(crate::t!("hint-use-item")),
        crate::view::preview::BoardMode::Dismount => Some(crate::t!("hint-dismount")),
        crate::view::preview::BoardMode::Manner(_) => Some(crate::t!("hint-manner")),
        crate::view::preview::BoardMode::Aim => Some(crate::t!("hint-aim")),
        crate::view::preview::BoardMode::Grapple => Some(crate::t!("hint-grapple")),
        crate::view::preview::BoardMode::FirstAid => Some(crate::t!("hint-first-aid")),
        crate::view::preview::BoardMode::Tackle => Some(crate::t!("hint-tackle")),
        crate::view::preview::BoardMode::HumanShield => Some(crate::t!("hint-human-shield")),
        crate::view::preview::BoardMode::Run => Some(crate::t!("hint-run")),
        crate::view::preview::BoardMode::Feint => Some(crate::t!("hint-feint")),
        crate::view::preview::BoardMode::ShakeFree => Some(crate::t!("hint-shake-free")),
        crate::view::preview::BoardMode::HeroAid { .. } => Some(crate::t!("hint-hero-aid")),
        crate::view::preview::BoardMode::RideShoot { target: None } => {
            Some(crate::t!("hint-ride-shoot-foe"))
        }
        crate::view::preview::BoardMode::RideShoot { target: Some(_) } => {
            Some(crate::t!("hint-ride-shoot-square"))
        }
        crate::view::preview::BoardMode::RideCast { to: None, .. } => {
            Some(crate::t!("hint-ride-cast-square"))
        }
        crate::view::preview::BoardMode::RideCast { to: Some(_), .. } => {
            Some(crate::t!("hint-ride-cast-aim"))
        }
        crate::view::preview::BoardMode::Manoeuvre => Some(crate::t!("hint-manoeuvre")),
        crate::view::preview::BoardMode::Maneuver { .. } => Some(crate::t!("hint-maneuver")),
        crate::view::preview::BoardMode::ChargeTrip => Some(crate::t!("hint-charge-trip")),
        crate::view::preview::BoardMode::Drag => Some(crate::t!("hint-drag")),
        crate::view::preview::BoardMode::Throw if holds_a_flask(world) => {
            Some(crate::t!("hint-throw-flask"))
        }
        crate::view::preview::BoardMode::Throw => Some(crate::t!(
            "hint-throw",
            board = crate::combat::board::shape(world).cells()
        )),
        crate::view::preview::BoardMode::HandOver { .. } => Some(crate::t!("hint-hand-over")),
        crate::view::preview::BoardMode::ReadySquare { ally: false } => {
            Some(crate::t!("hint-ready-square"))
        }
        crate::view::preview::BoardMode::ReadySquare { ally: true } => {
            Some(crate::t!("hint-ready-ally-passes"))
        }
    }
}

/// The unit panel's lines: the unit under the mouse while there is one, else the current unit
/// (whose turn the top bar names), so the panel fits the column at any window height; then the
/// forecast of the attack under the mouse.
fn panel_now(
    world: &World,
    preview: &Preview,
    current: Option<Entity>,
    names: &crate::i18n::UnitNames,
) -> Vec<PanelLine> {
    let mut panel = Vec::new();
    match preview.hovered_unit.filter(|h| Some(*h) != current) {
        Some(h) => {
            panel.push(PanelLine::new(None, crate::t!("panel-hovered")));
            panel.extend(unit_lines(world, h));
        }
        None => {
            if let Some(e) = current {
                panel.extend(unit_lines(world, e));
                panel.extend(hurt_advice(world, e));
            }
        }
    }
    if let Some(a) = &preview.attack {
        panel.push(PanelLine::new(None, ""));
        panel.push(PanelLine::new(
            None,
            crate::t!(
                "panel-forecast",
                target = names.get(&a.target).unwrap_or(&a.target).as_str(),
                weapon = a.weapon.as_str(),
                chance = crate::i18n::decimal(a.hit_chance * 100.0, 0),
                verb = a.verb.replace(' ', "-"),
                damage = crate::i18n::decimal(a.expected_damage, 1)
            ),
        ));
        for line in &a.lines {
            panel.push(PanelLine::new(None, format!("  {line}")));
        }
    }
    panel
}

/// The end banner: who won, and the keys.
fn show_end_banner(world: &mut World, turn: &TurnState, sides: &Sides) {
    if let Phase::Ended { winner } = &turn.phase {
        let text = match winner {
            Some(w) => {
                let name = sides
                    .0
                    .iter()
                    .find(|s| &s.id == w)
                    .map_or(w.as_str(), |s| s.name.as_str());
                format!(
                    "{}\n{}",
                    crate::t!("banner-winner", side = name),
                    crate::t!("banner-keys")
                )
            }
            None => format!(
                "{}\n{}",
                crate::t!("banner-nobody"),
                crate::t!("banner-keys")
            ),
        };
        let mut q = world.query_filtered::<(&mut Node, &Children), With<EndBanner>>();
        let mut child = None;
        for (mut node, children) in q.iter_mut(world) {
            node.display = Display::Flex;
            child = children.first().copied();
        }
        if let Some(c) = child
            && let Some(mut t) = world.get_mut::<Text>(c)
        {
            t.0 = text;
        }
    }
}

/// Keeps the board clear of the top bar when its text wraps onto more lines than it was laid
/// out for. The margin only grows during a fight, so a shorter hint does not make the board jump
/// back and forth.
pub fn follow_top_bar(
    bar: Query<&ComputedNode, (With<TopBar>, Changed<ComputedNode>)>,
    margins: Option<ResMut<crate::view::camera::HudMargins>>,
) {
    let (Ok(node), Some(mut margins)) = (bar.single(), margins) else {
        return;
    };
    let height = node.size().y * node.inverse_scale_factor();
    if height > margins.top + 0.5 {
        margins.top = height;
    }
}

/// Redraws the unit panel when its lines change: each line its icon and text, a condition's
/// tooltip saying what it does.
fn rebuild_unit_panel(world: &mut World, lines: Vec<PanelLine>) {
    let Some((panel, shown)) = world
        .query::<(Entity, &UnitPanel)>()
        .iter(world)
        .next()
        .map(|(e, p)| (e, p.0.clone()))
    else {
        return;
    };
    if shown == lines {
        return;
    }
    // Each line's icon, looked up before the panel is redrawn.
    let art = world.get_resource::<crate::view::tokens::TokenArt>();
    let handles: Vec<Option<Handle<Image>>> = lines
        .iter()
        .map(|l| {
            let icon = l.icon.as_ref()?;
            art?.icons.get(icon).cloned()
        })
        .collect();
    world.entity_mut(panel).despawn_related::<Children>();
    world.entity_mut(panel).with_children(|p| {
        for (line, handle) in lines.iter().zip(handles) {
            let heading = line.heading;
            let size = if heading { 18.0 } else { 14.0 };
            let mut row = p.spawn(Node {
                flex_direction: FlexDirection::Row,
                column_gap: px(5.0),
                align_items: AlignItems::FlexStart,
                ..default()
            });
            if let Some(tip) = &line.tip {
                row.insert((Interaction::default(), super::tooltip::Tooltip(tip.clone())));
            }
            row.with_children(|r| {
                if let Some(icon) = handle {
                    r.spawn((
                        ImageNode::new(icon),
                        Node {
                            width: px(size),
                            height: px(size),
                            flex_shrink: 0.0,
                            ..default()
                        },
                    ));
                }
                r.spawn((
                    Text::new(line.text.clone()),
                    font(if heading { 14.0 } else { 13.0 }),
                    TextColor(if line.tip.is_some() {
                        Color::srgb(1.0, 0.85, 0.6)
                    } else {
                        Color::WHITE
                    }),
                ));
            });
        }
    });
    if let Some(mut shown) = world.get_mut::<UnitPanel>(panel) {
        shown.0 = lines;
    }
}

fn set_text<M: Component>(world: &mut World, text: String, color: Option<Color>) {
    let mut q = world.query_filtered::<(&mut Text, &mut TextColor), With<M>>();
    for (mut t, mut c) in q.iter_mut(world) {
        if t.0 != text {
            t.0 = text.clone();
        }
        if let Some(color) = color {
            c.0 = color;
        }
    }
}

fn rebuild_tracker(world: &mut World, turn: &TurnState, log: &[CombatEvent]) {
    let mono = world
        .get_resource::<super::MonoFont>()
        .map(|m| m.0.clone())
        .unwrap_or_default();
    let Some(list) = world
        .query_filtered::<Entity, With<TrackerList>>()
        .iter(world)
        .next()
    else {
        return;
    };
    world.entity_mut(list).despawn_related::<Children>();
    let delayed: Vec<String> = log
        .iter()
        .rev()
        .take_while(|e| !matches!(e, CombatEvent::Round { .. }))
        .filter_map(|e| match e {
            CombatEvent::Delay { unit, .. } => Some(unit.clone()),
            _ => None,
        })
        .collect();
    let current = turn.current;
    let rules = crate::rulesets::face::of(world);
    let rows: Vec<(Entity, (String, String), Color, Color)> = turn
        .order
        .iter()
        .enumerate()
        .map(|(i, &e)| {
            let name = world.get::<UnitName>(e).map_or("?".into(), |n| n.0.clone());
            let id = world
                .get::<UnitId>(e)
                .map_or(String::new(), |n| n.0.clone());
            let init = world.get::<Initiative>(e).map_or(0, |n| n.total);
            let side = world.get::<Side>(e).map_or(0, |s| s.0);
            let state = world
                .get::<Health>(e)
                .map_or(HealthState::Dead, |h| h.state);
            let flat = world
                .get::<Conditions>(e)
                .is_some_and(|c| c.0.contains(&Condition::FlatFooted));
            let acted = current.is_some_and(|c| i < c);
            let mut marks: Vec<String> = rules
                .unit_marks(world, e)
                .iter()
                .map(ToString::to_string)
                .collect();
            if flat {
                marks.push(crate::phrase!("tracker-surprised").about(&id).to_string());
            }
            if delayed.contains(&id) {
                marks.push(crate::phrase!("tracker-delayed").about(&id).to_string());
            }
            if turn.waiting.iter().any(|(w, _)| *w == e) {
                marks.push(crate::phrase!("tracker-waiting").about(&id).to_string());
            }
            if state != HealthState::Healthy {
                marks.push(crate::i18n::term_about(state.name(), &id));
            }
            let pointer = if Some(i) == current {
                ">"
            } else if acted {
                "-"
            } else {
                " "
            };
            let init = rules
                .initiative_label(world, e)
                .unwrap_or_else(|| format!("{init:>2}"));
            // The place and the name apart: a long name wraps under itself, not under the place.
            let text = (
                format!("{pointer} {init}"),
                format!(
                    "{name}{}",
                    if marks.is_empty() {
                        String::new()
                    } else {
                        format!(" ({})", marks.join(", "))
                    }
                ),
            );
            let text_color = if Some(i) == current {
                Color::srgb(1.0, 0.9, 0.4)
            } else if acted || !state.can_act() {
                Color::srgb(0.55, 0.55, 0.6)
            } else {
                Color::WHITE
            };
            (e, text, side_color(side), text_color)
        })
        .collect();
    let tips: Vec<String> = rows
        .iter()
        .map(|(e, ..)| describe_unit(world, *e))
        .collect();
    let act_now: Vec<Option<String>> = rows.iter().map(|(e, ..)| act_now_tip(world, *e)).collect();
    world.entity_mut(list).with_children(|l| {
        for (((e, text, swatch, color), tip), act_now) in rows.into_iter().zip(tips).zip(act_now) {
            l.spawn((
                TrackerEntry(e),
                Interaction::default(),
                super::tooltip::Tooltip(tip),
                Node {
                    flex_direction: FlexDirection::Row,
                    column_gap: px(6.0),
                    align_items: AlignItems::FlexStart,
                    ..default()
                },
            ))
            .with_children(|row| {
                row.spawn((
                    Node {
                        width: px(8.0),
                        height: px(16.0),
                        ..default()
                    },
                    BackgroundColor(swatch),
                ));
                let mono_font = TextFont {
                    font: FontSource::Handle(mono.clone()),
                    ..font(14.0)
                };
                row.spawn((
                    Text::new(text.0),
                    mono_font.clone(),
                    TextColor(color),
                    Node {
                        flex_shrink: 0.0,
                        ..default()
                    },
                ));
                row.spawn((Text::new(text.1), mono_font, TextColor(color)));
            });
            // On a line of its own, under the unit's: a long name keeps its own wrapping.
            if let Some(tip) = act_now {
                l.spawn((
                    ActNowButton(e),
                    Button,
                    super::tooltip::Tooltip(tip),
                    Node {
                        padding: UiRect::horizontal(px(4.0)),
                        margin: UiRect::left(px(14.0)),
                        align_self: AlignSelf::FlexStart,
                        ..default()
                    },
                    BackgroundColor(Color::srgb(0.45, 0.32, 0.08)),
                ))
                .with_child((
                    Text::new(crate::t!("tracker-act-now")),
                    TextFont {
                        font: FontSource::Handle(mono.clone()),
                        ..font(14.0)
                    },
                    TextColor(Color::srgb(1.0, 0.9, 0.4)),
                ));
            }
        }
    });
}

/// The tooltip of the tracker's "act now" for `unit`, when a person plays it and a hero point
/// would let it take its turn now, before the turn about to begin (seed 001); else none.
fn act_now_tip(world: &World, unit: Entity) -> Option<String> {
    if !super::handoff::person_plays(world, unit) || super::replay::watching(world) {
        return None;
    }
    let id = world.get::<UnitId>(unit)?.0.clone();
    let command = crate::combat::Command::Hero {
        unit: id.clone(),
        spend: crate::combat::commands::HeroSpend::ActNow,
    };
    let snap = std::cell::OnceCell::new();
    crate::combat::check::check(
        world,
        crate::combat::board::SnapshotFor::WhenRead(&snap),
        unit,
        &command,
    )
    .ok()?;
    let before = crate::combat::hot::resource::<TurnState>(world)
        .current_unit()
        .and_then(|e| world.get::<UnitName>(e))
        .map_or_else(String::new, |n| n.0.clone());
    let name = world.get::<UnitName>(unit).map_or(id, |n| n.0.clone());
    Some(crate::t!(
        "tracker-act-now-tip",
        unit = name,
        before = before
    ))
}

/// A click on a tracker entry's "act now": the unit spends a hero point and takes its turn now.
pub fn act_now_clicks(
    buttons: Query<(&Interaction, &ActNowButton), Changed<Interaction>>,
    ids: Query<&UnitId>,
    mut commands_out: MessageWriter<CommandMessage>,
) {
    for (interaction, button) in &buttons {
        if *interaction == Interaction::Pressed
            && let Ok(id) = ids.get(button.0)
        {
            commands_out.write(CommandMessage(crate::combat::Command::Hero {
                unit: id.0.clone(),
                spend: crate::combat::commands::HeroSpend::ActNow,
            }));
        }
    }
}

/// Advice for a unit a person plays that is down to half its hit points or less: what a player
/// new to the rules can do besides trading blows (drink a potion, defend, step away), with the
/// keys, as far as the ruleset has those actions.
fn hurt_advice(world: &World, e: Entity) -> Option<PanelLine> {
    use crate::input::GameAction as A;
    let health = world.get::<Health>(e)?;
    if health.hp <= 0 || health.hp * 2 > health.max || super::ai_turns::ai_plays_now(world) {
        return None;
    }
    let bindings = world.get_resource::<crate::input::Bindings>()?;
    let key = |a: A| super::actions::key_label(bindings.key_name(a));
    let id = world
        .get::<UnitId>(e)
        .map_or(String::new(), |u| u.0.clone());
    let ruleset = crate::rulesets::face::of(world);
    let offers = |command| ruleset.offers(&command);
    let mut ways = Vec::new();
    let carries_a_draught = world
        .get::<Equipment>(e)
        .is_some_and(|eq| eq.items.iter().any(|i| i.heal.is_some()));
    if carries_a_draught
        && offers(crate::combat::Command::Drink {
            unit: id.clone(),
            item: None,
        })
    {
        ways.push(crate::t!("advice-drink"));
    }
    if offers(crate::combat::Command::TotalDefense { unit: id.clone() }) {
        ways.push(crate::t!("advice-defend", key = key(A::TotalDefense)));
    }
    if offers(crate::combat::Command::Withdraw {
        unit: id,
        to: None,
        path: None,
    }) {
        ways.push(crate::t!("advice-withdraw", key = key(A::Withdraw)));
    }
    (!ways.is_empty()).then(|| {
        PanelLine::new(
            None,
            crate::t!(
                "advice-hurt",
                ways = ways.join(crate::t!("advice-or").as_str())
            ),
        )
    })
}

/// A log line as the window's log shows it: units by name, in the ruleset's words, with the hit
/// points left out where a player may not read them.
pub fn log_line(world: &World, e: &CombatEvent, names: &crate::i18n::UnitNames) -> String {
    let (lang, ruleset) = (crate::i18n::current(), crate::rulesets::face::of(world));
    if hp_hidden_in_log(world, e) {
        e.named_line_hiding_hp(lang, names, ruleset)
    } else {
        e.named_line(lang, names, ruleset)
    }
}

/// Whether a damage or healing line leaves out the unit's hit points (foes' exact HP hidden).
fn hp_hidden_in_log(world: &World, e: &CombatEvent) -> bool {
    let unit = match e {
        CombatEvent::Damage { target, .. } => target,
        CombatEvent::Heal { unit, .. } => unit,
        _ => return false,
    };
    crate::combat::reads::entity_of(world, unit)
        .and_then(|u| world.get::<Side>(u))
        .is_some_and(|side| !super::handoff::log_hp_shown(world, side.0))
}

/// The hint line when nothing else is to be said: the keys of what this ruleset has, as the
/// bindings give them (no delay in OSR, no threats where nobody makes attacks of opportunity).
fn default_hint(world: &World) -> String {
    use crate::input::GameAction as A;
    let Some(bindings) = world.get_resource::<crate::input::Bindings>() else {
        return String::new();
    };
    let key = |a: A| super::actions::key_label(bindings.key_name(a));
    let ruleset = crate::rulesets::face::of(world);
    let delay = ruleset.offers(&crate::combat::Command::Delay {
        unit: String::new(),
        after: None,
    });
    let mut parts = vec![
        crate::t!("hint-click"),
        crate::t!("hint-key-end-turn", key = key(A::EndTurn)),
    ];
    if delay {
        parts.push(crate::t!("hint-key-delay", key = key(A::Delay)));
    }
    if ruleset.threat().threatens() {
        parts.push(crate::t!("hint-key-threats", key = key(A::ToggleThreats)));
    }
    parts.push(crate::t!("hint-key-range", key = key(A::ToggleRange)));
    parts.push(crate::t!("hint-key-centre", key = key(A::CenterCurrent)));
    parts.push(crate::t!("hint-wheel"));
    parts.join(" | ")
}

fn append_log(world: &mut World, log: &[CombatEvent], names: &crate::i18n::UnitNames) {
    let shown = world.resource::<LogView>().shown;
    if shown == log.len() {
        return;
    }
    let Some(list) = world
        .query_filtered::<Entity, With<LogList>>()
        .iter(world)
        .next()
    else {
        return;
    };
    // A shorter log (a command taken back) is drawn again from its start.
    let shown = if shown > log.len() {
        world.entity_mut(list).despawn_related::<Children>();
        0
    } else {
        shown
    };
    let lang = crate::i18n::current();
    let ruleset = crate::rulesets::face::of(world);
    let fresh: Vec<(String, Color, Option<String>)> = log[shown..]
        .iter()
        .enumerate()
        .filter(|(_, e)| logged(e))
        .map(|(i, e)| {
            let tip = log_tooltip(e, &log[shown + i + 1..], lang, names, ruleset);
            let line = log_line(world, e, names);
            (line, log_color(e), tip)
        })
        .collect();
    world.entity_mut(list).with_children(|l| {
        for (text, color, tip) in fresh {
            let mut line = l.spawn((Text::new(text), font(13.0), TextColor(color)));
            if let Some(tip) = tip {
                line.insert((Interaction::default(), super::tooltip::Tooltip(tip)));
            }
        }
    });
    world.resource_mut::<LogView>().shown = log.len();
    // Keep the newest line in view.
    if let Some(mut scroll) = world.get_mut::<ScrollPosition>(list) {
        scroll.y = f32::MAX;
    }
}

/// What a log line's tooltip adds to it: a move's every step (the log shows one line for the
/// move), an attack's roll term by term. `after` are the events that follow it.
pub fn log_tooltip(
    e: &CombatEvent,
    after: &[CombatEvent],
    lang: crate::i18n::Lang,
    names: &crate::i18n::UnitNames,
    ruleset: &dyn crate::rulesets::face::RulesetFace,
) -> Option<String> {
    match e {
        CombatEvent::Action { .. } => {
            let steps: Vec<String> = after
                .iter()
                .take_while(|x| matches!(x, CombatEvent::Step { .. }))
                .map(|x| x.named_line(lang, names, ruleset))
                .collect();
            (!steps.is_empty()).then(|| steps.join("\n"))
        }
        CombatEvent::Attack {
            roll,
            modifiers,
            total,
            defense,
            ..
        } => {
            let mut lines = vec![crate::phrase!("tip-natural", roll = *roll).in_lang(lang)];
            lines.extend(
                modifiers
                    .0
                    .iter()
                    .map(|m| crate::combat::events::term_in(m, lang)),
            );
            lines.push(
                crate::phrase!("tip-total", total = *total, defense = *defense).in_lang(lang),
            );
            Some(lines.join("\n"))
        }
        _ => None,
    }
}

/// The mouse wheel scrolls the log or the unit panel, whichever the mouse is over.
pub fn scroll_log(
    scroll: Res<AccumulatedMouseScroll>,
    mut panels: Query<(&Interaction, &mut ScrollPosition, &ComputedNode), With<Scrollable>>,
) {
    if scroll.delta.y == 0.0 {
        return;
    }
    let pixels = super::scrollbars::wheel_pixels(&scroll);
    for (_, mut pos, computed) in panels.iter_mut().filter(|(i, ..)| **i != Interaction::None) {
        pos.y = super::scrollbars::scrolled(pos.y, pixels, computed);
    }
}

/// Clicking an initiative entry centres the camera on that unit; while picking where to delay
/// to, it delays the current unit until after that one.
#[allow(clippy::too_many_arguments)]
pub fn tracker_clicks(
    entries: Query<(&Interaction, &TrackerEntry), Changed<Interaction>>,
    positions: Query<&Position>,
    ids: Query<&UnitId>,
    board: Option<Res<Board>>,
    turn: Option<Res<TurnState>>,
    mut mode: ResMut<crate::view::preview::BoardMode>,
    mut commands_out: MessageWriter<CommandMessage>,
    mut camera: Query<&mut Transform, With<MainCamera>>,
) {
    let Some(board) = board else { return };
    for (interaction, entry) in &entries {
        if *interaction != Interaction::Pressed {
            continue;
        }
        if *mode == crate::view::preview::BoardMode::Delay
            && let Some(current) = turn.as_ref().and_then(|t| t.current_unit())
            && let (Ok(me), Ok(after)) = (ids.get(current), ids.get(entry.0))
        {
            commands_out.write(CommandMessage(crate::combat::Command::Delay {
                unit: me.0.clone(),
                after: Some(after.0.clone()),
            }));
            *mode = crate::view::preview::BoardMode::Move;
            continue;
        }
        if let Ok(p) = positions.get(entry.0) {
            let c = crate::view::Layout::of(&board).centre(p.0);
            for mut t in &mut camera {
                t.translation.x = c.x;
                t.translation.y = c.y;
            }
        }
    }
}

#[cfg(test)]
mod act_now_tests {
    /// g (the AI's) acts first; f and r (a person's, a point each) after it.
    fn fight() -> crate::combat::Encounter {
        let src = r#"Level(name: "h", rules: (hero_points: true), map: ["........"],
            sides: [(id: "a", name: "A", controller: Human), (id: "b", name: "B", controller: Ai)],
            units: [
                (id: "g", side: "b", at: (7, 0), creature: "goblin", initiative: 20),
                (id: "f", side: "a", at: (0, 0), creature: "human_fighter", initiative: 15),
                (id: "r", side: "a", at: (1, 0), creature: "elf_archer", initiative: 10),
            ])"#;
        crate::ui::testing::window_fight(src, &[])
    }

    #[test]
    fn the_tracker_offers_a_hero_point_s_act_now_to_a_person_s_units_before_a_turn_begins() {
        let mut enc = fight();
        let tip = |enc: &crate::combat::Encounter, id: &str| {
            let e = crate::combat::reads::entity_of(enc.world(), id).unwrap();
            super::act_now_tip(enc.world(), e)
        };
        // Before the goblin's turn: both of the person's units; never the goblin itself.
        assert!(tip(&enc, "f").is_some_and(|t| t.contains("Goblin")));
        assert!(tip(&enc, "r").is_some());
        assert_eq!(tip(&enc, "g"), None);
        // Once the goblin's turn has begun, no one may step in.
        enc.submit(crate::combat::Command::Move {
            unit: "g".into(),
            to: Some(crate::rules::grid::Pos::new(6, 0)),
            path: None,
            draw: None,
        });
        assert_eq!(tip(&enc, "f"), None);
    }
}
