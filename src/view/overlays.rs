//! Overlays on the board, redrawn only when the preview changes: squares reachable with one move
//! (solid outline) and with two (dotted outline), squares threatened by enemies (red
//! cross-hatching, toggled with a key), the planned path with its running cost, warning marks where
//! the move would provoke an attack of opportunity (attacker and chance to hit), and the attack
//! forecast on a hovered enemy. Shape and pattern carry the meaning, colour only helps.

use super::preview::{Preview, SpellPreview};
use super::tileset::{OverlayStyle, disc_image, overlay_image};
use super::{Layout, SQUARE};
use crate::combat::*;
use crate::input::GameAction;
use crate::rules::board_shape::BoardShape;
use crate::rules::grid::Pos;
use bevy::prelude::*;
use leafwing_input_manager::prelude::ActionState;

/// The overlay masks for one cell shape.
pub struct CellArt {
    solid: Handle<Image>,
    dotted: Handle<Image>,
    hatch: Handle<Image>,
    corners: Handle<Image>,
    area: Handle<Image>,
    fill: Handle<Image>,
}

impl CellArt {
    fn of(images: &mut Assets<Image>, shape: BoardShape) -> Self {
        let mut add = |style| images.add(overlay_image(style, shape));
        Self {
            solid: add(OverlayStyle::SolidOutline),
            dotted: add(OverlayStyle::DottedOutline),
            hatch: add(OverlayStyle::CrossHatch),
            corners: add(OverlayStyle::Corners),
            area: add(OverlayStyle::Area),
            fill: add(OverlayStyle::Fill),
        }
    }
}

#[derive(Resource)]
pub struct OverlayArt {
    square: CellArt,
    hex: CellArt,
    dot: Handle<Image>,
}

impl OverlayArt {
    /// A filled cell of the board's shape (a spell's burst is drawn with it).
    pub fn fill(&self, shape: BoardShape) -> Handle<Image> {
        self.cells(shape).fill.clone()
    }

    fn cells(&self, shape: BoardShape) -> &CellArt {
        match shape {
            BoardShape::Square => &self.square,
            BoardShape::Hex => &self.hex,
        }
    }
}

/// Which optional overlays are shown.
#[derive(Resource, Clone, Debug)]
pub struct OverlayToggles {
    pub threats: bool,
    pub attack_range: bool,
}

impl Default for OverlayToggles {
    fn default() -> Self {
        Self {
            threats: true,
            attack_range: false,
        }
    }
}

/// An overlay entity; all of them are redrawn together, and none outlives the encounter.
#[derive(Component)]
#[require(DespawnOnExit<crate::states::AppState> = DespawnOnExit(crate::states::AppState::Playing))]
pub struct OverlayMark;

pub fn load_overlay_art(
    mut commands: Commands,
    mut images: ResMut<Assets<Image>>,
    existing: Option<Res<OverlayArt>>,
) {
    if existing.is_some() {
        return;
    }
    commands.insert_resource(OverlayArt {
        square: CellArt::of(&mut images, BoardShape::Square),
        hex: CellArt::of(&mut images, BoardShape::Hex),
        dot: images.add(disc_image(16)),
    });
}

pub fn toggle_overlays(
    actions: Single<&ActionState<GameAction>>,
    mut toggles: ResMut<OverlayToggles>,
) {
    if actions.just_pressed(&GameAction::ToggleThreats) {
        toggles.threats = !toggles.threats;
    }
    if actions.just_pressed(&GameAction::ToggleRange) {
        toggles.attack_range = !toggles.attack_range;
    }
}

/// A label about the cell centred at `cell`, placed beside it by `labels::place_labels` (those
/// of a lower `order` first).
fn label(text: String, (cell, order): (Vec2, u8), color: Color, size: f32) -> impl Bundle {
    (
        OverlayMark,
        super::labels::BoardLabel { cell, order },
        Text2d::new(text),
        TextFont {
            font_size: FontSize::Px(size),
            ..default()
        },
        TextColor(color),
        TextBackgroundColor(Color::srgba(0.05, 0.05, 0.08, 0.85)),
        Transform::from_translation(cell.extend(30.0)),
    )
}

fn cell_sprite(image: &Handle<Image>, color: Color, p: Pos, layout: Layout, z: f32) -> impl Bundle {
    (
        OverlayMark,
        Sprite {
            image: image.clone(),
            color,
            custom_size: Some(layout.cell_size()),
            ..default()
        },
        Transform::from_translation(layout.centre(p).extend(z)),
    )
}

pub fn percent(p: f64) -> String {
    format!("{:.0}%", p * 100.0)
}

#[allow(clippy::too_many_arguments)]
pub fn draw_overlays(
    mut commands: Commands,
    preview: Res<Preview>,
    toggles: Res<OverlayToggles>,
    art: Option<Res<OverlayArt>>,
    board: Option<Res<Board>>,
    marks: Query<Entity, With<OverlayMark>>,
    ruleset: Option<Res<crate::rulesets::ActiveRuleset>>,
    units: Query<(&UnitId, &UnitName)>,
) {
    let rules = ruleset.map_or(crate::rulesets::face::default_face(), |r| {
        crate::rulesets::face::by_id(r.id())
    });
    // The preview keeps ids; a person reads the names the level gives.
    let name_of = |id: &str| {
        units
            .iter()
            .find(|(u, _)| u.0 == id)
            .map_or_else(|| id.to_string(), |(_, n)| n.0.clone())
    };
    if !preview.is_changed() && !toggles.is_changed() {
        return;
    }
    let (Some(art), Some(board)) = (art, board) else {
        return;
    };
    for e in &marks {
        commands.entity(e).despawn();
    }
    let layout = Layout::of(&board);
    draw_squares(&mut commands, &art, &preview, toggles.threats, layout);
    if let Some(spell) = &preview.spell {
        draw_spell(&mut commands, &art, spell, layout);
    }
    if let Some(splash) = &preview.splash {
        draw_splash(&mut commands, &art, splash, layout);
    }
    draw_hover(&mut commands, &art, &preview, layout);
    if let Some((at, _)) = &preview.note {
        // The square a pick leads to (where a spell on the move comes from): its corners.
        let cells = art.cells(layout.shape);
        let color = Color::srgb(0.85, 0.55, 1.0);
        commands.spawn(cell_sprite(&cells.corners, color, *at, layout, 9.5));
    }
    draw_path(&mut commands, &art, &preview, layout, rules);
    draw_reactions(&mut commands, &preview, layout, &name_of);
    if let Some(a) = &preview.attack {
        draw_attack(&mut commands, &art, a, layout, &name_of);
    }
}

/// Where a move reaches (in one move, in two), the threatened squares when shown, and what the
/// unit's weapons reach.
fn draw_squares(
    commands: &mut Commands,
    art: &OverlayArt,
    preview: &Preview,
    threats: bool,
    layout: Layout,
) {
    let cells = art.cells(layout.shape);
    for &p in &preview.reach_one {
        commands.spawn(cell_sprite(
            &cells.solid,
            Color::srgba(0.55, 0.85, 1.0, 0.9),
            p,
            layout,
            1.0,
        ));
    }
    for &p in &preview.reach_two {
        commands.spawn(cell_sprite(
            &cells.dotted,
            Color::srgba(1.0, 0.9, 0.35, 0.95),
            p,
            layout,
            1.0,
        ));
    }
    if threats {
        for &p in &preview.threatened {
            commands.spawn(cell_sprite(
                &cells.hatch,
                Color::srgba(0.95, 0.2, 0.2, 0.55),
                p,
                layout,
                1.5,
            ));
        }
    }
    for &p in &preview.attack_range {
        commands.spawn(cell_sprite(
            &cells.corners,
            Color::srgb(1.0, 0.62, 0.2),
            p,
            layout,
            1.8,
        ));
    }
}

/// The square under the mouse: while aiming, only an outline, so the area under it stays visible.
fn draw_hover(commands: &mut Commands, art: &OverlayArt, preview: &Preview, layout: Layout) {
    let cells = art.cells(layout.shape);
    if let Some(p) = preview.hovered {
        let image = if preview.spell.is_some() {
            &cells.dotted
        } else {
            &cells.solid
        };
        commands.spawn(cell_sprite(
            image,
            Color::srgba(1.0, 1.0, 1.0, 0.9),
            p,
            layout,
            9.0,
        ));
    }
}

/// The path a move takes, dot by dot, and at its end what it costs and how many strike at it.
fn draw_path(
    commands: &mut Commands,
    art: &OverlayArt,
    preview: &Preview,
    layout: Layout,
    rules: &dyn crate::rulesets::face::RulesetFace,
) {
    for &(p, _) in &preview.path {
        commands.spawn((
            OverlayMark,
            Sprite {
                image: art.dot.clone(),
                color: Color::WHITE,
                custom_size: Some(Vec2::splat(12.0)),
                ..default()
            },
            Transform::from_translation(layout.centre(p).extend(12.0)),
        ));
    }
    if let (Some(&(end, cost)), Some(action)) = (preview.path.last(), preview.path_action) {
        let what = rules.path_word(action);
        commands.spawn(label(
            crate::t!(
                "overlay-path",
                cost = cost,
                what = what,
                provokes = preview.aoo.len()
            ),
            (layout.centre(end), 1),
            Color::WHITE,
            14.0,
        ));
    }
}

/// Who strikes the mover on the way, and what aiding, handing over or picking would do.
fn draw_reactions(
    commands: &mut Commands,
    preview: &Preview,
    layout: Layout,
    name_of: &dyn Fn(&str) -> String,
) {
    for m in &preview.aoo {
        let c = layout.centre(m.at);
        commands.spawn(label(
            crate::t!(
                "overlay-aoo",
                attacker = name_of(&m.attacker),
                chance = percent(m.hit_chance)
            ),
            (c, 3),
            Color::srgb(1.0, 0.45, 0.35),
            13.0,
        ));
    }
    let aid = preview.aid.as_ref().map(|(_, at, text)| (at, text));
    let note = preview.note.as_ref().map(|(at, text)| (at, text));
    let order = preview.order.as_ref().map(|(_, at, text)| (at, text));
    for (at, text) in [aid, note, order].into_iter().flatten() {
        commands.spawn(label(
            text.clone(),
            (layout.centre(*at), 2),
            Color::WHITE,
            14.0,
        ));
    }
}

/// The attack a click makes: its target marked, its odds, expected damage and what it provokes.
fn draw_attack(
    commands: &mut Commands,
    art: &OverlayArt,
    a: &crate::view::preview::AttackPreview,
    layout: Layout,
    name_of: &dyn Fn(&str) -> String,
) {
    let cells = art.cells(layout.shape);
    let c = layout.centre(a.at);
    commands.spawn(cell_sprite(
        &cells.solid,
        Color::srgb(1.0, 0.3, 0.25),
        a.at,
        layout,
        9.5,
    ));
    let mut text = crate::t!(
        "overlay-attack",
        weapon = a.weapon.as_str(),
        chance = percent(a.hit_chance),
        verb = a.verb.replace(' ', "-"),
        damage = crate::i18n::decimal(a.expected_damage, 1)
    );
    if !a.lines.is_empty() {
        let lines: Vec<String> = a.lines.iter().map(ToString::to_string).collect();
        // A line each: a ruleset's notes side by side run off a 1280-pixel board.
        text.push_str(&format!("\n{}", lines.join("\n")));
    }
    if !a.provoked_by.is_empty() {
        text.push('\n');
        text.push_str(&crate::t!(
            "overlay-provokes",
            by = a
                .provoked_by
                .iter()
                .map(|id| name_of(id))
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }
    commands.spawn(label(text, (c, 0), Color::WHITE, 14.0));
}

/// The squares something aimed covers, striped in `color` when a click does it, grey when the
/// rules refuse it.
fn draw_area(
    commands: &mut Commands,
    art: &OverlayArt,
    layout: Layout,
    squares: &[Pos],
    color: Color,
    allowed: bool,
) {
    let color = if allowed {
        color
    } else {
        Color::srgba(0.6, 0.6, 0.6, 0.7)
    };
    let image = &art.cells(layout.shape).area;
    for &p in squares {
        commands.spawn(cell_sprite(image, color, p, layout, 8.0));
    }
}

/// The dot on the point something is aimed at (a sphere's origin, a flask's intersection).
fn aim_dot(art: &OverlayArt, at: Vec2, color: Color) -> impl Bundle {
    (
        OverlayMark,
        Sprite {
            image: art.dot.clone(),
            color,
            custom_size: Some(Vec2::splat(14.0)),
            ..default()
        },
        Transform::from_translation(at.extend(12.0)),
    )
}

/// A flask being thrown: the squares a hit reaches striped (orange when a click throws it, grey
/// when the rules refuse it), the squares a miss can come down on marked at their corners, and
/// at an intersection
/// a dot on it and the chance to hit it.
fn draw_splash(
    commands: &mut Commands,
    art: &OverlayArt,
    splash: &crate::rulesets::face::SplashPreview,
    layout: Layout,
) {
    let cells = art.cells(layout.shape);
    let color = Color::srgba(1.0, 0.6, 0.2, 0.9);
    draw_area(
        commands,
        art,
        layout,
        &splash.burst,
        color,
        splash.refusal.is_none(),
    );
    for &p in &splash.scatter {
        commands.spawn(cell_sprite(
            &cells.corners,
            Color::srgba(1.0, 0.85, 0.3, 0.95),
            p,
            layout,
            8.5,
        ));
    }
    let Some((
        chance,
        crate::combat::Command::Throw {
            at: Some(corner), ..
        },
    )) = &splash.at_corner
    else {
        return;
    };
    let at = layout.centre(*corner) + Vec2::new(-SQUARE / 2.0, SQUARE / 2.0);
    commands.spawn(aim_dot(art, at, Color::srgb(1.0, 0.6, 0.2)));
    commands.spawn(label(
        crate::t!("overlay-throw-at", chance = percent(*chance)),
        (layout.centre(*corner), 0),
        Color::WHITE,
        14.0,
    ));
}

/// A spell being aimed: the squares it cannot reach shaded, its area striped (violet when a click casts
/// it, grey when the rules refuse it), a sphere's origin as a dot on the intersection, and a flag
/// over every ally it would catch.
fn draw_spell(commands: &mut Commands, art: &OverlayArt, spell: &SpellPreview, layout: Layout) {
    let cells = art.cells(layout.shape);
    for &p in &spell.out_of_reach {
        commands.spawn((
            OverlayMark,
            Sprite {
                image: cells.fill.clone(),
                color: Color::srgba(0.0, 0.0, 0.05, 0.45),
                custom_size: Some(layout.cell_size()),
                ..default()
            },
            Transform::from_translation(layout.centre(p).extend(1.8)),
        ));
    }
    let color = Color::srgba(0.8, 0.45, 1.0, 0.9);
    draw_area(
        commands,
        art,
        layout,
        &spell.area,
        color,
        spell.command.is_some(),
    );
    if let Some(c) = spell.corner {
        // A square sphere's origin is a corner; a hex sphere's, the cell's centre.
        let at = match layout.shape {
            BoardShape::Square => layout.centre(c) + Vec2::new(-SQUARE / 2.0, SQUARE / 2.0),
            BoardShape::Hex => layout.centre(c),
        };
        commands.spawn(aim_dot(art, at, Color::srgb(1.0, 0.9, 0.3)));
    }
    for o in spell.outlook.iter().filter(|o| o.ally) {
        commands.spawn(label(
            crate::t!("overlay-ally"),
            (layout.centre(o.at), 2),
            Color::srgb(1.0, 0.85, 0.3),
            12.0,
        ));
    }
}
