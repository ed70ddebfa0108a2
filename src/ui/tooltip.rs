//! Tooltips: a node with a [`Tooltip`] shows its text in a box by the mouse while the mouse is
//! over it (action bar entries, initiative entries, log lines).

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

/// The text shown while the mouse is over this node (which needs an [`Interaction`]).
#[derive(Component, Clone, Debug, PartialEq, Eq)]
pub struct Tooltip(pub String);

/// The one box tooltips are shown in.
#[derive(Component)]
pub struct TooltipBox;

/// The box, hidden, drawn over everything; part of the fight's HUD.
pub fn spawn_tooltip_box(mut commands: Commands) {
    commands.spawn((
        TooltipBox,
        DespawnOnExit(crate::states::AppState::Playing),
        Node {
            position_type: PositionType::Absolute,
            max_width: px(360.0),
            padding: UiRect::axes(px(8.0), px(5.0)),
            display: Display::None,
            ..default()
        },
        GlobalZIndex(100),
        ZIndex(100),
        BackgroundColor(Color::srgb(0.03, 0.03, 0.05)),
        BorderColor::all(Color::srgb(0.5, 0.5, 0.6)),
        children![(
            Text::new(""),
            super::hud::font(13.0),
            TextColor(Color::srgb(0.95, 0.95, 0.97))
        )],
    ));
}

/// Shows the hovered node's tooltip next to the mouse, kept inside the window; hides it when
/// the mouse is over none.
pub fn show_tooltips(
    hovered: Query<(&Interaction, &Tooltip)>,
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    ui_scale: Option<Res<UiScale>>,
    mut boxes: Query<(&mut Node, &Children), With<TooltipBox>>,
    mut texts: Query<&mut Text>,
) {
    let tip = hovered
        .iter()
        .find(|(i, _)| **i != Interaction::None)
        .map(|(_, t)| t.0.trim_end());
    let scale = ui_scale.map_or(1.0, |s| s.0);
    let cursor = window.as_deref().and_then(|w| w.cursor_position());
    for (mut node, children) in &mut boxes {
        let (Some(tip), Some(cursor), Some(window)) = (tip, cursor, window.as_deref()) else {
            if node.display != Display::None {
                node.display = Display::None;
            }
            continue;
        };
        if let Some(mut text) = children.first().and_then(|c| texts.get_mut(*c).ok())
            && text.0 != tip
        {
            text.0 = tip.to_string();
        }
        // In UI units (logical pixels over the scale): on the side of the mouse with more room,
        // anchored by the near edge, so it needs no size of its own to stay in the window.
        let view = Vec2::new(window.width(), window.height()) / scale;
        let at = cursor / scale;
        let (left, right) = beside(at.x, view.x, 14.0);
        let (top, bottom) = beside(at.y, view.y, 18.0);
        node.left = left;
        node.right = right;
        node.top = top;
        node.bottom = bottom;
        node.display = Display::Flex;
    }
}

/// Along one axis of a window `size` long, the box's offsets from its near and far edges that
/// put it past the mouse at `at` (by `gap`) on the side with more room, anchored by the edge
/// nearest the mouse.
fn beside(at: f32, size: f32, gap: f32) -> (Val, Val) {
    if at > size / 2.0 {
        (Val::Auto, px(size - at + 8.0))
    } else {
        (px(at + gap), Val::Auto)
    }
}
