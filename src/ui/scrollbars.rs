//! Scroll bars: every panel that scrolls shows how much of it is in view and where, so a panel
//! cut at its edge is never mistaken for its whole (Bevy lays out the gutter a node asks for
//! with `scrollbar_width` but draws nothing in it). The mouse wheel scrolls; the thumb shows.

use bevy::input::mouse::{AccumulatedMouseScroll, MouseScrollUnit};
use bevy::prelude::*;
use bevy::ui::{ComputedNode, OverflowAxis, UiGlobalTransform};

/// How wide a scroll bar's gutter is, in logical pixels.
pub const SCROLLBAR_WIDTH: f32 = 6.0;

/// How far one notch of a mouse wheel scrolls, in logical pixels.
pub const NOTCH: f32 = 48.0;

/// The wheel's movement this frame in logical pixels down the page (a touchpad's pixels as
/// they come, a wheel's notches as [`NOTCH`] each).
pub fn wheel_pixels(scroll: &AccumulatedMouseScroll) -> f32 {
    match scroll.unit {
        MouseScrollUnit::Line => -scroll.delta.y * NOTCH,
        MouseScrollUnit::Pixel => -scroll.delta.y,
    }
}

/// A node's scroll position after the wheel moved `pixels` (logical), kept within its content.
pub fn scrolled(now: f32, pixels: f32, computed: &ComputedNode) -> f32 {
    let max =
        (computed.content_size().y - computed.size().y).max(0.0) * computed.inverse_scale_factor();
    (now.min(max) + pixels).clamp(0.0, max)
}

/// The thumb drawn over the gutter of a scrolling node.
#[derive(Component)]
pub struct ScrollThumb(pub Entity);

const THUMB: Color = Color::srgba(0.75, 0.75, 0.85, 0.55);

/// A scrolling node's thumb, in the interface's units (what `px()` takes: logical pixels over
/// `UiScale`, as the node's inverse scale factor gives them): its corners. None when the node has
/// no gutter or all its content is in view.
pub fn thumb_rect(computed: &ComputedNode, centre: Vec2) -> Option<Rect> {
    let (gutter, [top, bottom]) = computed.vertical_scrollbar()?;
    if computed.content_size().y <= computed.size().y + 0.5 {
        return None;
    }
    let rect = Rect::new(gutter.min.x, top, gutter.max.x, bottom);
    let k = computed.inverse_scale_factor();
    Some(Rect {
        min: (rect.min + centre) * k,
        max: (rect.max + centre) * k,
    })
}

/// Keeps a thumb over every scrolling node that asks for a gutter, and none over the others.
#[allow(clippy::type_complexity)]
pub fn show_scroll_thumbs(
    mut commands: Commands,
    scrolling: Query<
        (
            Entity,
            &Node,
            &ComputedNode,
            &UiGlobalTransform,
            &InheritedVisibility,
        ),
        Without<ScrollThumb>,
    >,
    mut thumbs: Query<(Entity, &ScrollThumb, &mut Node)>,
) {
    let mut wanted: Vec<(Entity, Rect)> = Vec::new();
    for (e, node, computed, at, shown) in &scrolling {
        if node.overflow.y != OverflowAxis::Scroll || node.scrollbar_width <= 0.0 || !shown.get() {
            continue;
        }
        if let Some(rect) = thumb_rect(computed, at.translation) {
            wanted.push((e, rect));
        }
    }
    for (thumb, of, mut node) in &mut thumbs {
        match wanted.iter().position(|(e, _)| *e == of.0) {
            Some(i) => {
                let (_, rect) = wanted.swap_remove(i);
                let placed = thumb_node(rect);
                if *node != placed {
                    *node = placed;
                }
            }
            None => commands.entity(thumb).despawn(),
        }
    }
    for (of, rect) in wanted {
        commands.spawn((
            ScrollThumb(of),
            thumb_node(rect),
            BackgroundColor(THUMB),
            GlobalZIndex(50),
            Pickable::IGNORE,
        ));
    }
}

fn thumb_node(rect: Rect) -> Node {
    Node {
        position_type: PositionType::Absolute,
        left: px(rect.min.x),
        top: px(rect.min.y),
        width: px(rect.width()),
        height: px(rect.height()),
        ..default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panel_half_in_view_shows_a_thumb_half_its_height_where_it_is_scrolled() {
        let computed = ComputedNode {
            size: Vec2::new(200.0, 100.0),
            content_size: Vec2::new(200.0, 200.0),
            scrollbar_size: Vec2::new(SCROLLBAR_WIDTH, 0.0),
            scroll_position: Vec2::new(0.0, 50.0),
            inverse_scale_factor: 1.0,
            ..ComputedNode::DEFAULT
        };
        // The node's centre at (300, 300): its box runs from 200 to 400 across, 250 to 350 down.
        let thumb = thumb_rect(&computed, Vec2::new(300.0, 300.0)).unwrap();
        assert_eq!(thumb.height(), 50.0);
        assert_eq!(
            thumb.min.y, 275.0,
            "a quarter of the way down: scrolled half of the rest"
        );
        assert_eq!(thumb.max.x, 400.0);
        assert_eq!(thumb.width(), SCROLLBAR_WIDTH);
        // All of it in view: no thumb.
        let whole = ComputedNode {
            content_size: Vec2::new(200.0, 100.0),
            ..computed
        };
        assert!(thumb_rect(&whole, Vec2::new(300.0, 300.0)).is_none());
    }
}
