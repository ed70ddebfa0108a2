//! The rendered board: tilemap, unit tokens, overlays and camera. Everything here reads the core's
//! state and events; nothing decides a rule. Player intent goes back to the core as commands.

pub mod animate;
pub mod board;
pub mod camera;
pub mod labels;
pub mod overlays;
pub mod preview;
pub mod redraw;
pub mod tileset;
pub mod tokens;

use crate::combat::CombatSet;
use crate::rules::board_shape::BoardShape;
use crate::rules::grid::Pos;
use crate::states::AppState;
use bevy::prelude::*;

/// Marks a node drawn over the board (the HUD's panels): while the mouse is over one, the board
/// ignores it. The HUD puts it on its panels; the board needs to know nothing else of the HUD.
#[derive(Component)]
pub struct HudBlocksBoard;

/// The sides whose exact hit points the player at the screen may not read (the HUD decides:
/// foes' HP hidden by the level or the menu); their tokens show bars only.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct HiddenHp(pub Vec<usize>);

/// Size of one square in world units.
pub const SQUARE: f32 = tileset::TILE_PX as f32;

/// The centre of square `p` in world coordinates (y grows upwards on screen, rows go down).
pub fn square_center(p: Pos, height: i32) -> Vec2 {
    Vec2::new(
        (p.x as f32 + 0.5) * SQUARE,
        ((height - 1 - p.y) as f32 + 0.5) * SQUARE,
    )
}

/// The square under a world position, if inside a `width`×`height` board.
pub fn square_at(world: Vec2, width: i32, height: i32) -> Option<Pos> {
    let x = (world.x / SQUARE).floor() as i32;
    let row_from_bottom = (world.y / SQUARE).floor() as i32;
    let y = height - 1 - row_from_bottom;
    (x >= 0 && y >= 0 && x < width && y < height).then_some(Pos::new(x, y))
}

/// The grid intersection nearest a world position, named by the square whose top-left corner it
/// is; intersections run from 0 to `width` and `height` inclusive.
pub fn corner_at(world: Vec2, width: i32, height: i32) -> Option<Pos> {
    let x = (world.x / SQUARE).round() as i32;
    let y = height - (world.y / SQUARE).round() as i32;
    (x >= 0 && y >= 0 && x <= width && y <= height).then_some(Pos::new(x, y))
}

/// Width of a hex cell, flat side to flat side, in world units: a square's side, so a hex board
/// reads at the same zoom as a square one.
pub const HEX_WIDTH: f32 = SQUARE;
/// Height of a pointy-top hex cell, point to point: `2 / √3` of its width.
pub const HEX_HEIGHT: f32 = HEX_WIDTH * 1.154_700_5;
/// From one hex row's centres to the next: three quarters of a cell's height.
pub const HEX_ROW: f32 = HEX_HEIGHT * 0.75;

/// Where a board's cells sit in the world: squares in a grid, or pointy-top hexes whose odd
/// rows (counted from the top, as in the map text) sit half a cell to the right. World y grows
/// upwards and the map's first row is drawn at the top.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layout {
    pub shape: BoardShape,
    pub width: i32,
    pub height: i32,
}

impl Layout {
    pub fn of(board: &crate::combat::Board) -> Self {
        Self {
            shape: board.shape,
            width: board.width,
            height: board.height,
        }
    }

    /// The centre of cell `p`.
    pub fn centre(self, p: Pos) -> Vec2 {
        match self.shape {
            BoardShape::Square => square_center(p, self.height),
            BoardShape::Hex => Vec2::new(
                (p.x as f32 + 0.5 + 0.5 * (p.y & 1) as f32) * HEX_WIDTH,
                (self.height - 1 - p.y) as f32 * HEX_ROW + HEX_HEIGHT / 2.0,
            ),
        }
    }

    /// The size a cell is drawn at (a hex's bounding box).
    pub fn cell_size(self) -> Vec2 {
        match self.shape {
            BoardShape::Square => Vec2::splat(SQUARE),
            BoardShape::Hex => Vec2::new(HEX_WIDTH, HEX_HEIGHT),
        }
    }

    /// The world size of the whole board, from its bottom-left at the origin.
    pub fn size(self) -> Vec2 {
        let (w, h) = (self.width as f32, self.height as f32);
        match self.shape {
            BoardShape::Square => Vec2::new(w, h) * SQUARE,
            BoardShape::Hex => Vec2::new(
                (w + if self.height > 1 { 0.5 } else { 0.0 }) * HEX_WIDTH,
                (h - 1.0).max(0.0) * HEX_ROW + HEX_HEIGHT,
            ),
        }
    }

    /// The cell under a world position, if on the board.
    pub fn cell_at(self, world: Vec2) -> Option<Pos> {
        match self.shape {
            BoardShape::Square => square_at(world, self.width, self.height),
            BoardShape::Hex => {
                // Back to the map's frame (x in cell widths, y in rows down from the top),
                // then to fractional axial coordinates, rounded to the cell.
                let x = f64::from(world.x / HEX_WIDTH - 0.5);
                let row =
                    f64::from((self.height - 1) as f32 - (world.y - HEX_HEIGHT / 2.0) / HEX_ROW);
                let p = crate::rules::hex::cell_at_axial(x - row / 2.0, row);
                (p.x >= 0 && p.y >= 0 && p.x < self.width && p.y < self.height).then_some(p)
            }
        }
    }

    /// The corner nearest a world position, named as [`corner_at`] names a grid intersection:
    /// by the square below and right of it. A square sphere is aimed there. A hex board has no
    /// intersections (its spheres are aimed at the cell); its "corner" is the cell under the
    /// mouse offset by one column when the mouse is right of the centre and by one row when it
    /// is below, so that which quarter of a cell the mouse is in (a rider's token or its
    /// mount's) reads the same on both boards.
    pub fn corner_at(self, world: Vec2) -> Option<Pos> {
        match self.shape {
            BoardShape::Square => corner_at(world, self.width, self.height),
            BoardShape::Hex => self.cell_at(world).map(|p| {
                let c = self.centre(p);
                p.offset(i32::from(world.x > c.x), i32::from(world.y < c.y))
            }),
        }
    }
}

/// Ordering of the view's work in a frame.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub enum ViewSet {
    /// Read the mouse and keys; write commands.
    Input,
    /// Recompute what the state and hover imply (preview, overlays), then draw it.
    Sync,
}

/// The rendered game on top of the core.
pub struct BoardViewPlugin;

impl Plugin for BoardViewPlugin {
    fn build(&self, app: &mut App) {
        app.configure_sets(
            Update,
            (
                ViewSet::Input
                    .before(CombatSet::Resolve)
                    .run_if(in_state(AppState::Playing)),
                ViewSet::Sync
                    .after(CombatSet::Resolve)
                    .run_if(in_state(AppState::Playing)),
            ),
        )
        .add_plugins(bevy_ecs_tilemap::TilemapPlugin)
        .init_resource::<preview::Hover>()
        .init_resource::<preview::Preview>()
        .init_resource::<overlays::OverlayToggles>()
        .init_resource::<animate::Animations>()
        .add_message::<board::RedrawBoard>()
        // The first state's OnEnter runs before Startup, so what it needs is made there.
        .add_systems(OnEnter(AppState::Menu), camera::spawn_camera)
        .add_systems(OnEnter(AppState::Editing), camera::spawn_camera)
        .add_systems(
            OnEnter(AppState::Playing),
            (
                tokens::load_token_art,
                overlays::load_overlay_art,
                camera::spawn_camera,
                board::spawn_board,
                camera::frame_board,
                reset_view_state,
            )
                .chain()
                .after(crate::states::EncounterSet),
        )
        .add_systems(
            Update,
            (
                // Before the orders read them: a move and a click that reach the window in one
                // frame (a slow frame, a quick hand) are a click on the square moved to, with
                // that square's preview, not the last one's.
                (camera::track_hover, preview::refresh_preview_for_orders)
                    .chain()
                    .before(ViewSet::Input)
                    .run_if(in_state(AppState::Playing)),
                board::update_doors.in_set(ViewSet::Sync),
                (
                    preview::refresh_preview,
                    animate::start_animations,
                    (
                        tokens::sync_tokens,
                        tokens::sync_ground,
                        overlays::draw_overlays,
                    ),
                    animate::run_animations,
                    labels::place_labels,
                )
                    .chain()
                    .in_set(ViewSet::Sync),
                camera::camera_controls.run_if(in_state(AppState::Playing)),
                camera::fit_viewport,
                // A resized window, a new interface scale or a taller top bar changes the room
                // the board has.
                camera::frame_board.run_if(
                    in_state(AppState::Playing).and_eager(
                        on_message::<bevy::window::WindowResized>
                            .or_eager(
                                resource_changed::<UiScale>
                                    .and_eager(not(resource_added::<UiScale>)),
                            )
                            .or_eager(margins_changed),
                    ),
                ),
            ),
        );
    }
}

/// Whether the HUD's margins changed since they were laid out (there are none in the menu).
fn margins_changed(margins: Option<Res<camera::HudMargins>>) -> bool {
    margins.is_some_and(|m| m.is_changed() && !m.is_added())
}

/// A fresh preview and hover for a new encounter.
fn reset_view_state(mut commands: Commands) {
    commands.insert_resource(preview::Hover::default());
    commands.insert_resource(preview::Preview::default());
    commands.insert_resource(camera::LastCentred::default());
    commands.insert_resource(preview::BoardMode::Move);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_and_world_positions_round_trip() {
        for (x, y) in [(0, 0), (3, 1), (9, 6)] {
            let p = Pos::new(x, y);
            let c = square_center(p, 7);
            assert_eq!(square_at(c, 10, 7), Some(p));
        }
        assert_eq!(square_center(Pos::new(0, 6), 7), Vec2::new(24.0, 24.0));
        assert_eq!(square_at(Vec2::new(-1.0, 5.0), 10, 7), None);
    }

    #[test]
    fn hex_cells_and_world_positions_round_trip() {
        let layout = Layout {
            shape: BoardShape::Hex,
            width: 10,
            height: 7,
        };
        for y in 0..7 {
            for x in 0..10 {
                let p = Pos::new(x, y);
                let c = layout.centre(p);
                assert_eq!(layout.cell_at(c), Some(p));
                // A little way toward each neighbour is still this cell.
                for q in BoardShape::Hex.neighbours(p) {
                    let toward = c + (layout.centre(q) - c) * 0.45;
                    assert_eq!(layout.cell_at(toward), Some(p), "{p} toward {q}");
                }
            }
        }
        // The odd rows sit half a cell right; neighbouring centres are one cell width apart.
        let (a, b) = (layout.centre(Pos::new(0, 0)), layout.centre(Pos::new(0, 1)));
        assert!((b.x - a.x - HEX_WIDTH / 2.0).abs() < 1e-3);
        assert!(((b - a).length() - HEX_WIDTH).abs() < 1e-3);
        assert_eq!(layout.cell_at(Vec2::new(-5.0, 5.0)), None);
        // The bottom-left cell's corner and the top row's points stay inside the board's size.
        assert!(layout.centre(Pos::new(0, 6)).y - HEX_HEIGHT / 2.0 >= -1e-3);
        assert!(
            (layout.centre(Pos::new(0, 0)).y + HEX_HEIGHT / 2.0 - layout.size().y).abs() < 1e-3
        );
    }

    #[test]
    fn the_nearest_intersection_is_named_by_the_square_below_and_right_of_it() {
        // Square (3, 1)'s top-left corner, and points a little off it on every side.
        let corner = square_center(Pos::new(3, 1), 7) + Vec2::new(-SQUARE / 2.0, SQUARE / 2.0);
        for d in [Vec2::ZERO, Vec2::new(10.0, -10.0), Vec2::new(-10.0, 10.0)] {
            assert_eq!(corner_at(corner + d, 10, 7), Some(Pos::new(3, 1)));
        }
        // Past the middle of the square, the next intersection is nearer.
        assert_eq!(
            corner_at(corner + Vec2::new(SQUARE * 0.6, 0.0), 10, 7),
            Some(Pos::new(4, 1))
        );
        // The far edges have intersections too (x = width, y = height); beyond them, none.
        assert_eq!(
            corner_at(Vec2::new(10.0 * SQUARE, 0.0), 10, 7),
            Some(Pos::new(10, 7))
        );
        assert_eq!(corner_at(Vec2::new(-SQUARE, 0.0), 10, 7), None);
    }
}
