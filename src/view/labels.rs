//! Where the board's labels go (a forecast, a path's cost, an attack of opportunity, a hovered
//! unit's name): beside the cell they talk about, on the side where they cover the fewest tokens
//! and other labels, and inside the part of the board the window shows.

use super::camera::MainCamera;
use super::{Layout, preview::Preview};
use crate::combat::{Board, Position, UnitId};
use bevy::prelude::*;
use bevy::text::TextLayoutInfo;

/// A label on the board about one cell: placed beside it by [`place_labels`]. Labels with a
/// lower `order` are placed first and so keep the better spots.
#[derive(Component, Clone, Copy, Debug)]
pub struct BoardLabel {
    /// The world centre of the cell it is about.
    pub cell: Vec2,
    pub order: u8,
}

/// The gap between a label and the cell it is about.
const GAP: f32 = 2.0;

/// The world centre of a label of `size` about the cell at `cell` (`cell_size` across): above,
/// below, right or left of it (above and below also flush with the cell's left or right edge),
/// moved inside `view` where it sticks out, whichever then covers the least of `obstacles`
/// (tokens, labels placed before it); a tie goes to the earlier of those places.
pub fn place(cell: Vec2, cell_size: Vec2, size: Vec2, obstacles: &[Rect], view: Rect) -> Vec2 {
    let reach = (cell_size + size) / 2.0 + GAP;
    // From the centre to flush with the cell's left or right edge.
    let flush = (size.x - cell_size.x) / 2.0;
    let candidates = [
        cell + Vec2::new(0.0, reach.y),
        cell - Vec2::new(0.0, reach.y),
        cell + Vec2::new(reach.x, 0.0),
        cell - Vec2::new(reach.x, 0.0),
        cell + Vec2::new(flush, reach.y),
        cell + Vec2::new(-flush, reach.y),
        cell + Vec2::new(flush, -reach.y),
        cell + Vec2::new(-flush, -reach.y),
    ];
    let cost = |centre: Vec2| {
        let rect = Rect::from_center_size(centre, size);
        let outside = rect.size().element_product() - area(rect.intersect(view));
        // The cell it is about counts too: a label never hides what it talks about.
        let own = Rect::from_center_size(cell, cell_size);
        let covered: f32 = obstacles
            .iter()
            .chain([&own])
            .map(|o| area(rect.intersect(*o)))
            .sum();
        // Out of sight is worse than over a token: a label no one can read says nothing.
        outside * 4.0 + covered
    };
    candidates
        .into_iter()
        .map(|c| inside(c, size, view))
        .map(|c| (cost(c), c))
        .fold(None, |best: Option<(f32, Vec2)>, (k, c)| match best {
            Some((b, _)) if b <= k => best,
            _ => Some((k, c)),
        })
        .map_or(cell, |(_, c)| c)
}

fn area(r: Rect) -> f32 {
    if r.is_empty() {
        0.0
    } else {
        r.size().element_product()
    }
}

/// `centre` moved the least that keeps a label of `size` inside `view` (its top-left corner
/// inside, when it is larger than the view).
fn inside(centre: Vec2, size: Vec2, view: Rect) -> Vec2 {
    let half = size / 2.0;
    let x = if size.x >= view.width() {
        view.min.x + half.x
    } else {
        centre.x.clamp(view.min.x + half.x, view.max.x - half.x)
    };
    let y = if size.y >= view.height() {
        view.max.y - half.y
    } else {
        centre.y.clamp(view.min.y + half.y, view.max.y - half.y)
    };
    Vec2::new(x, y)
}

/// The part of the world the board's camera shows.
fn view_rect(camera: &Camera, at: &GlobalTransform) -> Option<Rect> {
    let rect = camera.logical_viewport_rect()?;
    let a = camera.viewport_to_world_2d(at, rect.min).ok()?;
    let b = camera.viewport_to_world_2d(at, rect.max).ok()?;
    Some(Rect::from_corners(a, b))
}

/// Places every shown label, in order, clear of the tokens and of one another.
#[allow(clippy::type_complexity)]
pub fn place_labels(
    mut labels: Query<(
        &BoardLabel,
        &TextLayoutInfo,
        &InheritedVisibility,
        &mut Transform,
        Option<&ChildOf>,
    )>,
    parents: Query<&GlobalTransform, Without<MainCamera>>,
    units: Query<&Position, With<UnitId>>,
    board: Option<Res<Board>>,
    camera: Option<Single<(&Camera, &GlobalTransform, &Projection), With<MainCamera>>>,
    preview: Option<Res<Preview>>,
) {
    let (Some(board), Some(camera)) = (board, camera) else {
        return;
    };
    let Some(view) = view_rect(camera.0, camera.1) else {
        return;
    };
    // Labels keep their size on the screen however far the board is zoomed out or in.
    let zoom = match camera.2 {
        Projection::Orthographic(o) => o.scale,
        _ => 1.0,
    };
    let layout = Layout::of(&board);
    let cell_size = layout.cell_size();
    let mut obstacles: Vec<Rect> = units
        .iter()
        .map(|p| Rect::from_center_size(layout.centre(p.0), cell_size - 2.0))
        .collect();
    // Under the mouse too: the cell being pointed at must stay in sight.
    if let Some(p) = preview.and_then(|p| p.hovered) {
        obstacles.push(Rect::from_center_size(layout.centre(p), cell_size - 2.0));
    }
    let mut order: Vec<_> = labels
        .iter_mut()
        .filter(|(_, info, shown, ..)| shown.get() && info.size != Vec2::ZERO)
        .collect();
    order.sort_by_key(|(label, ..)| label.order);
    for (label, info, _, mut transform, parent) in order {
        let size = info.size / info.scale_factor.max(f32::EPSILON) * zoom;
        let centre = place(label.cell, cell_size, size, &obstacles, view);
        obstacles.push(Rect::from_center_size(centre, size));
        // A token's label is its child: placed in the token's own frame.
        let (local, scale) = match parent.and_then(|p| parents.get(p.parent()).ok()) {
            Some(parent) => (
                parent
                    .affine()
                    .inverse()
                    .transform_point3(centre.extend(0.0))
                    .truncate(),
                zoom / parent.scale().x.max(f32::EPSILON),
            ),
            None => (centre, zoom),
        };
        let mut placed = *transform;
        placed.translation = local.extend(transform.translation.z);
        placed.scale = Vec3::new(scale, scale, 1.0);
        transform.set_if_neq(placed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CELL: Vec2 = Vec2::splat(48.0);

    fn view() -> Rect {
        Rect::new(0.0, 0.0, 480.0, 480.0)
    }

    #[test]
    fn a_label_goes_above_its_cell_when_nothing_is_there() {
        let at = place(
            Vec2::new(240.0, 240.0),
            CELL,
            Vec2::new(100.0, 20.0),
            &[],
            view(),
        );
        assert_eq!(at, Vec2::new(240.0, 240.0 + 24.0 + 10.0 + GAP));
    }

    #[test]
    fn a_label_goes_below_when_a_token_stands_above_and_beside_when_both_are_taken() {
        let cell = Vec2::new(240.0, 240.0);
        let token = |c: Vec2| Rect::from_center_size(c, CELL);
        let above = token(cell + Vec2::new(0.0, 48.0));
        let size = Vec2::new(100.0, 20.0);
        let at = place(cell, CELL, size, &[above], view());
        assert!(at.y < cell.y, "{at}");
        let below = token(cell - Vec2::new(0.0, 48.0));
        let at = place(cell, CELL, size, &[above, below], view());
        assert_eq!(at.y, cell.y, "{at}");
        assert!(Rect::from_center_size(at, size).intersect(above).is_empty());
    }

    #[test]
    fn a_label_at_the_board_s_edge_stays_inside_the_view() {
        // A cell at the left edge, its wide label: moved right until all of it shows.
        let at = place(
            Vec2::new(24.0, 240.0),
            CELL,
            Vec2::new(200.0, 20.0),
            &[],
            view(),
        );
        let rect = Rect::from_center_size(at, Vec2::new(200.0, 20.0));
        assert!(rect.min.x >= 0.0 && rect.max.x <= 480.0, "{rect:?}");
        // At the top edge it goes below instead of out of sight.
        let at = place(
            Vec2::new(240.0, 456.0),
            CELL,
            Vec2::new(100.0, 20.0),
            &[],
            view(),
        );
        assert!(at.y < 456.0, "{at}");
    }
}
