//! The list beside a spell being aimed: what the spell is (save, DC, magic resistance), what can
//! stop it before it takes shape, and every creature it would catch, allies flagged, with its
//! chance to save and the damage or healing it can expect. Click casts, Esc cancels.

use super::hud::{LOG_H, font};
use crate::combat::cast::{CastOutlook, CastingRisk};
use crate::combat::*;
use crate::level::spells::{SaveEffect, Spell};
use crate::view::overlays::percent;
use crate::view::preview::SpellPreview;
use bevy::prelude::*;

#[derive(Component)]
pub struct SpellPanel;

const HEADER: Color = Color::srgb(0.85, 0.7, 1.0);
const WARNING: Color = Color::srgb(1.0, 0.55, 0.4);
const ALLY: Color = Color::srgb(1.0, 0.85, 0.3);
const FOE: Color = Color::WHITE;
const QUIET: Color = Color::srgb(0.75, 0.75, 0.8);

/// The panel, hidden until a spell is aimed. It sits at the right of the log's strip, under the
/// board: aiming, a player needs every cell in sight, and the log's newest lines are at its left.
pub fn spawn_spell_panel(mut commands: Commands) {
    commands.spawn((
        SpellPanel,
        super::HudBlocksBoard,
        Interaction::default(),
        super::hud::Scrollable,
        ScrollPosition::default(),
        DespawnOnExit(crate::states::AppState::Playing),
        Node {
            position_type: PositionType::Absolute,
            right: px(0.0),
            bottom: px(0.0),
            width: px(SPELL_PANEL_W),
            max_height: px(LOG_H),
            flex_direction: FlexDirection::Column,
            padding: UiRect::all(px(8.0)),
            row_gap: px(2.0),
            overflow: Overflow::scroll_y(),
            scrollbar_width: super::scrollbars::SCROLLBAR_WIDTH,
            display: Display::None,
            ..default()
        },
        GlobalZIndex(10),
        BackgroundColor(Color::srgb(0.06, 0.04, 0.1)),
    ));
}

/// The spell panel's width: wide enough for a creature's odds on one line.
const SPELL_PANEL_W: f32 = 520.0;

/// One line of the spell's rules: save and DC, magic resistance.
pub fn spell_summary(spell: &Spell, dc: Option<i32>) -> String {
    let save = match spell.save.zip(dc) {
        Some((s, dc)) => crate::t!(
            "spell-save",
            kind = format!("{:?}", s.kind).to_lowercase(),
            effect = match s.effect {
                SaveEffect::Half => "half",
                SaveEffect::Negates => "negates",
            },
            dc = dc
        ),
        None => crate::t!("spell-no-save"),
    };
    let resistance = if spell.magic_resistance {
        crate::t!("spell-resistance-applies")
    } else {
        crate::t!("spell-resistance-ignored")
    };
    crate::t!(
        "spell-summary",
        spell = crate::i18n::term_now(&spell.name),
        level = spell.level,
        save = save,
        resistance = resistance
    )
}

/// What can stop the spell, in words.
pub fn risk_line(risk: &CastingRisk) -> String {
    match risk {
        CastingRisk::Provokes(by) => crate::t!("risk-provokes", by = by.join(", ")),
        CastingRisk::ItemProvokes(by) => crate::t!("risk-item-provokes", by = by.join(", ")),
        CastingRisk::Concentration { why, dc, chance } => crate::t!(
            "risk-concentration",
            why = crate::i18n::term_now(why),
            dc = *dc,
            chance = percent(*chance)
        ),
        CastingRisk::ArcaneFailure(p) => crate::t!("risk-arcane-failure", percent = *p),
        CastingRisk::ConditionFailure(p, why) => crate::t!(
            "risk-condition-failure",
            percent = *p,
            why = crate::i18n::term_now(why.label())
        ),
        CastingRisk::TakesTurns(n) => crate::t!("risk-takes-turns", turns = *n),
        CastingRisk::CastingRoll {
            dice,
            bonus,
            number,
            chance,
        } => crate::t!(
            "risk-casting-roll",
            dice = *dice,
            bonus = *bonus,
            number = *number,
            chance = percent(*chance)
        ),
    }
}

/// One caught creature: name, ally flag, and its odds.
pub fn outlook_line(name: &str, o: &CastOutlook) -> String {
    let mut parts = Vec::new();
    if o.hit_chance < 1.0 {
        parts.push(crate::t!(
            "outlook-touch-hits",
            chance = percent(o.hit_chance)
        ));
    }
    if o.resist_chance > 0.0 {
        parts.push(crate::t!(
            "outlook-resists",
            chance = percent(o.resist_chance)
        ));
    }
    if let Some(s) = o.save_chance {
        parts.push(crate::t!("outlook-saves", chance = percent(s)));
    }
    if o.expected_damage > 0.0 {
        parts.push(crate::t!(
            "outlook-damage",
            damage = crate::i18n::decimal(o.expected_damage, 1)
        ));
    }
    if o.expected_healing > 0.0 {
        parts.push(crate::t!(
            "outlook-healed",
            healing = crate::i18n::decimal(o.expected_healing, 1)
        ));
    }
    for (spell, chance) in &o.dispels {
        parts.push(crate::t!(
            "outlook-ends",
            spell = crate::i18n::term_now(spell),
            chance = percent(*chance)
        ));
    }
    let who = if o.ally {
        crate::t!("outlook-ally", name = name)
    } else {
        name.to_string()
    };
    if parts.is_empty() {
        who
    } else {
        format!("{who}: {}", parts.join(", "))
    }
}

/// Refills the panel from the preview, or hides it.
pub fn rebuild_spell_panel(world: &mut World, spell: Option<&SpellPreview>) {
    let Some(panel) = world
        .query_filtered::<Entity, With<SpellPanel>>()
        .iter(world)
        .next()
    else {
        return;
    };
    world.entity_mut(panel).despawn_related::<Children>();
    let Some(spell) = spell else {
        if let Some(mut node) = world.get_mut::<Node>(panel) {
            node.display = Display::None;
        }
        return;
    };
    let caster = crate::combat::hot::resource::<TurnState>(world).current_unit();
    let summary =
        crate::rulesets::face::of(world).spell_summary(world, caster, &spell.spell, spell.dc);
    let mut lines: Vec<(String, Color, f32)> = vec![(summary, HEADER, 15.0)];
    let names = crate::combat::events::unit_names(world);
    let named = |ids: &[String]| -> Vec<String> {
        ids.iter()
            .map(|id| names.get(id).unwrap_or(id).clone())
            .collect()
    };
    for risk in &spell.risks {
        let color = match risk {
            CastingRisk::Concentration { .. } | CastingRisk::CastingRoll { .. } => QUIET,
            _ => WARNING,
        };
        // The units it provokes, by the names the level gives them.
        let risk = match risk {
            CastingRisk::Provokes(ids) => CastingRisk::Provokes(named(ids)),
            CastingRisk::ItemProvokes(ids) => CastingRisk::ItemProvokes(named(ids)),
            other => other.clone(),
        };
        lines.push((risk_line(&risk), color, 13.0));
    }
    if spell.command.is_some() {
        if spell.outlook.is_empty() {
            lines.push((crate::t!("outlook-nobody"), QUIET, 13.0));
        }
        for o in &spell.outlook {
            let name = world
                .get::<UnitName>(o.unit)
                .map_or(o.id.clone(), |n| n.0.clone());
            let color = if o.ally { ALLY } else { FOE };
            lines.push((outlook_line(&name, o), color, 13.0));
        }
        let keys = match spell.command {
            Some(crate::combat::Command::UseItem { .. }) => crate::t!("outlook-keys-item"),
            _ => crate::t!("outlook-keys"),
        };
        lines.push((keys, QUIET, 12.0));
    } else if let Some(why) = &spell.refusal {
        lines.push((why.clone(), QUIET, 13.0));
    }
    if let Some(mut node) = world.get_mut::<Node>(panel) {
        node.display = Display::Flex;
    }
    world.entity_mut(panel).with_children(|p| {
        for (text, color, size) in lines {
            p.spawn((Text::new(text), font(size), TextColor(color)));
        }
    });
}
