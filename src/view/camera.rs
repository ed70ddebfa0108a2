//! The camera: pan with keys or by dragging, zoom with the wheel, centre on the current unit (and
//! by itself at the start of each turn), and the mouse-to-square mapping.

use super::preview::Hover;
use super::{Layout, SQUARE};
use crate::combat::*;
use crate::input::GameAction;
use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use leafwing_input_manager::prelude::ActionState;

#[derive(Component)]
pub struct MainCamera;

/// What the HUD covers of the window at scale 1, in logical pixels: the HUD sets it when it is
/// built, so the board knows nothing of the HUD but how much room it leaves.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct HudMargins {
    pub left: f32,
    pub right: f32,
    pub top: f32,
    pub bottom: f32,
}

impl Default for HudMargins {
    /// The game's HUD: the tracker at the left, the action bar at the right, the top bar and
    /// the log.
    fn default() -> Self {
        Self {
            left: 230.0,
            right: 290.0,
            top: 46.0,
            bottom: 170.0,
        }
    }
}

/// The part of the window the HUD leaves the board, in logical pixels: the board's camera draws
/// into this rectangle only (its viewport), so a board zoomed or panned never shows under the
/// HUD. `half` is half its size less a small margin, the room framing fills.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FreeArea {
    pub rect: Rect,
    pub half: Vec2,
}

impl FreeArea {
    /// For a window of `window` logical pixels, the HUD's `margins` drawn at `ui_scale`.
    pub fn of(window: Vec2, margins: HudMargins, ui_scale: f32) -> Self {
        let m = margins;
        let s = ui_scale;
        // At least a pixel each way, inside the window, however small the window.
        let min = Vec2::new(m.left * s, m.top * s)
            .min(window - 1.0)
            .max(Vec2::ZERO);
        let max =
            (window - Vec2::new(m.right * s, m.bottom * s)).clamp(min + 1.0, window.max(min + 1.0));
        let rect = Rect::from_corners(min, max);
        Self {
            rect,
            half: (rect.size() / 2.0 - 8.0).max(Vec2::splat(SQUARE)),
        }
    }

    /// The camera's viewport for the area, in the window's physical pixels (`scale_factor` of
    /// them to a logical pixel).
    pub fn viewport(&self, scale_factor: f32) -> bevy::camera::Viewport {
        let min = (self.rect.min * scale_factor).round();
        let size = (self.rect.size() * scale_factor).round().max(Vec2::ONE);
        bevy::camera::Viewport {
            physical_position: min.as_uvec2(),
            physical_size: size.as_uvec2(),
            ..default()
        }
    }
}

/// What the free area depends on: the window, the HUD's margins and the interface's scale.
#[derive(bevy::ecs::system::SystemParam)]
pub struct Room<'w, 's> {
    window: Option<Single<'w, 's, &'static Window, With<PrimaryWindow>>>,
    margins: Option<Res<'w, HudMargins>>,
    ui_scale: Option<Res<'w, UiScale>>,
}

impl Room<'_, '_> {
    /// The free area of the primary window now (1280×720 before there is one).
    pub fn free(&self) -> FreeArea {
        let size = self
            .window
            .as_deref()
            .map_or(Vec2::new(1280.0, 720.0), |w| {
                Vec2::new(w.resolution.width(), w.resolution.height())
            });
        FreeArea::of(
            size,
            self.margins.as_deref().copied().unwrap_or_default(),
            self.ui_scale.as_deref().map_or(1.0, |s| s.0),
        )
    }

    /// Physical pixels to a logical one.
    pub fn scale_factor(&self) -> f32 {
        self.window.as_deref().map_or(1.0, |w| w.scale_factor())
    }
}

/// A square the preview treats as hovered whatever the mouse does (screenshot mode).
#[derive(Resource, Clone, Copy, Debug)]
pub struct ForcedHover(pub crate::rules::grid::Pos);

/// Where the camera last centred itself, so a new turn re-centres once.
#[derive(Resource, Default)]
pub struct LastCentred(pub Option<Entity>);

/// The camera the HUD and the menus are drawn with: the whole window, after the board's, over
/// it; it sees no sprite of the board (they are on render layer 0, it on layer 1).
#[derive(Component)]
pub struct UiCamera;

/// Spawns the board's camera and the interface's, unless they exist.
pub fn spawn_camera(
    mut commands: Commands,
    board: Query<(), With<MainCamera>>,
    interface: Query<(), With<UiCamera>>,
) {
    if board.is_empty() {
        commands.spawn((Camera2d, MainCamera, Transform::from_xyz(0.0, 0.0, 100.0)));
    }
    if interface.is_empty() {
        commands.spawn((
            Camera2d,
            UiCamera,
            IsDefaultUiCamera,
            Camera {
                order: 1,
                clear_color: ClearColorConfig::None,
                ..default()
            },
            bevy::camera::visibility::RenderLayers::layer(1),
            // The editor's panels (egui) are drawn by the interface's camera.
            bevy_egui::PrimaryEguiContext,
        ));
    }
    commands.init_resource::<LastCentred>();
}

/// The board's camera draws the whole window in the menu (nothing: the menu is all interface),
/// and only the free area during a fight.
pub fn fit_viewport(
    room: Room,
    state: Option<Res<State<crate::states::AppState>>>,
    mut camera: Single<&mut Camera, With<MainCamera>>,
) {
    let playing = state.is_some_and(|s| *s.get() == crate::states::AppState::Playing);
    let viewport = playing.then(|| room.free().viewport(room.scale_factor()));
    let key = |v: &Option<bevy::camera::Viewport>| {
        v.as_ref().map(|v| (v.physical_position, v.physical_size))
    };
    if key(&camera.viewport) != key(&viewport) {
        camera.viewport = viewport;
    }
}

/// The most the camera zooms out by itself to show a whole board; a larger board is panned.
pub const MOST_FRAMING_ZOOM: f32 = 1.6;

/// The most the camera zooms in by itself on a small board (squares drawn this many times
/// larger), so a small map fills a large window without its tiles turning to blocks.
pub const MOST_FRAMING_MAGNIFICATION: f32 = 1.75;

/// The zoom that shows the whole board (`size` in world units) filling the part of the window the HUD leaves free: in
/// on a board with room to spare (up to [`MOST_FRAMING_MAGNIFICATION`]), out on one that does
/// not fit (up to [`MOST_FRAMING_ZOOM`], where squares are still readable).
pub fn framing_scale(size: Vec2, free: FreeArea) -> f32 {
    let needed = size / (2.0 * free.half);
    needed
        .max_element()
        .clamp(1.0 / MOST_FRAMING_MAGNIFICATION, MOST_FRAMING_ZOOM)
}

/// Puts the middle of the board in the middle of the part of the window the HUD leaves free,
/// zoomed out just enough to show all of it when it can.
pub fn frame_board(
    board: Option<Res<Board>>,
    room: Room,
    mut camera: Single<(&mut Transform, &mut Projection), With<MainCamera>>,
) {
    let Some(b) = board else { return };
    let free = room.free();
    let size = Layout::of(&b).size();
    let center = size / 2.0;
    let scale = framing_scale(size, free);
    let (transform, projection) = &mut *camera;
    transform.translation = center.extend(100.0);
    if let Projection::Orthographic(o) = &mut **projection {
        o.scale = scale;
    }
}

/// Which square is under the mouse, unless the mouse is over the HUD.
pub fn track_hover(
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform), With<MainCamera>>,
    board: Option<Res<Board>>,
    ui: Query<&Interaction, With<super::HudBlocksBoard>>,
    forced: Option<Res<ForcedHover>>,
    mut hover: ResMut<Hover>,
) {
    let Some(board) = board else { return };
    if let Some(f) = forced {
        let next = Hover {
            square: Some(f.0),
            corner: Some(f.0),
            over_ui: false,
        };
        if *hover != next {
            *hover = next;
        }
        return;
    }
    let (camera, transform) = *camera;
    let over_ui = ui.iter().any(|i| *i != Interaction::None);
    let cursor = window
        .cursor_position()
        .and_then(|c| camera.viewport_to_world_2d(transform, c).ok());
    let layout = Layout::of(&board);
    let square = cursor.and_then(|w| layout.cell_at(w));
    let corner = cursor.and_then(|w| layout.corner_at(w));
    let next = Hover {
        square,
        corner,
        over_ui,
    };
    if *hover != next {
        *hover = next;
    }
}

#[allow(clippy::too_many_arguments)]
pub fn camera_controls(
    actions: Single<&ActionState<GameAction>>,
    mut camera: Single<(&mut Transform, &mut Projection), With<MainCamera>>,
    scroll: Res<AccumulatedMouseScroll>,
    motion: Res<AccumulatedMouseMotion>,
    hover: Res<Hover>,
    time: Res<Time>,
    turn: Option<Res<TurnState>>,
    board: Option<Res<Board>>,
    positions: Query<&Position>,
    mut last: ResMut<LastCentred>,
    room: Room,
) {
    let free = room.free();
    let (transform, projection) = &mut *camera;
    let scale = match &**projection {
        Projection::Orthographic(o) => o.scale,
        _ => 1.0,
    };
    let mut pan = Vec2::ZERO;
    for (action, dir) in [
        (GameAction::PanUp, Vec2::Y),
        (GameAction::PanDown, Vec2::NEG_Y),
        (GameAction::PanLeft, Vec2::NEG_X),
        (GameAction::PanRight, Vec2::X),
    ] {
        if actions.pressed(&action) {
            pan += dir;
        }
    }
    // Written only when it moves: a write asks the window for another frame.
    if pan != Vec2::ZERO {
        transform.translation += (pan * 600.0 * scale * time.delta_secs()).extend(0.0);
    }
    if actions.pressed(&GameAction::Drag) && motion.delta != Vec2::ZERO {
        transform.translation.x -= motion.delta.x * scale;
        transform.translation.y += motion.delta.y * scale;
    }
    let mut zoom = 0.0;
    if !hover.over_ui {
        zoom -= scroll.delta.y * 0.1;
    }
    if actions.just_pressed(&GameAction::ZoomIn) {
        zoom -= 0.2;
    }
    if actions.just_pressed(&GameAction::ZoomOut) {
        zoom += 0.2;
    }
    if zoom != 0.0
        && let Projection::Orthographic(o) = &mut **projection
    {
        o.scale = (o.scale * (1.0 + zoom)).clamp(0.3, 4.0);
    }
    let (Some(turn), Some(board)) = (turn, board) else {
        return;
    };
    let current = turn.current_unit();
    let new_turn = current.is_some() && current != last.0;
    if new_turn || actions.just_pressed(&GameAction::CenterCurrent) {
        last.0 = current;
        if let Some(p) = current.and_then(|e| positions.get(e).ok()) {
            let c = Layout::of(&board).centre(p.0);
            // Only when the unit is outside the part of the window the HUD leaves free.
            let seen = (c - transform.translation.truncate()).abs();
            let far = seen.x > free.half.x * scale || seen.y > free.half.y * scale;
            if far || actions.just_pressed(&GameAction::CenterCurrent) {
                transform.translation.x = c.x;
                transform.translation.y = c.y;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_board_fills_the_free_area_zoomed_in_or_out_up_to_a_limit() {
        // 14×8 squares of 48 px (672 px wide) fit the 744×584 px the HUD leaves free in
        // 1280×800 (the margins 230, 290, 46 and 170): zoomed in until the width fills it.
        let free = FreeArea::of(Vec2::new(1280.0, 800.0), HudMargins::default(), 1.0);
        assert_eq!(free.rect, Rect::new(230.0, 46.0, 990.0, 630.0));
        assert_eq!(free.half, Vec2::new(372.0, 284.0));
        assert!((framing_scale(Vec2::new(14.0, 8.0) * SQUARE, free) - 672.0 / 744.0).abs() < 1e-4);
        // A tiny board in a large window stops at the limit.
        let large = FreeArea::of(Vec2::new(1920.0, 1080.0), HudMargins::default(), 1.0);
        assert_eq!(
            framing_scale(Vec2::new(6.0, 4.0) * SQUARE, large),
            1.0 / MOST_FRAMING_MAGNIFICATION
        );
        // 18 squares are 864 px: 864 / 744.
        assert!((framing_scale(Vec2::new(18.0, 8.0) * SQUARE, free) - 864.0 / 744.0).abs() < 1e-4);
        // A 128-square map would need ×8: it stops at the limit and is panned.
        assert_eq!(
            framing_scale(Vec2::new(128.0, 128.0) * SQUARE, free),
            MOST_FRAMING_ZOOM
        );
        // The HUD drawn at 1.5 leaves less of a 1280×720 window: 1280 − 780 = 500 px wide.
        let small = FreeArea::of(Vec2::new(1280.0, 720.0), HudMargins::default(), 1.5);
        assert_eq!(small.rect, Rect::new(345.0, 69.0, 845.0, 465.0));
        assert_eq!(small.half, Vec2::new(242.0, 190.0));
        assert!((framing_scale(Vec2::new(14.0, 8.0) * SQUARE, small) - 672.0 / 484.0).abs() < 1e-4);
    }

    #[test]
    fn the_board_s_viewport_is_the_free_area_in_physical_pixels_and_never_empty() {
        let free = FreeArea::of(Vec2::new(1280.0, 720.0), HudMargins::default(), 1.0);
        let viewport = free.viewport(2.0);
        assert_eq!(viewport.physical_position, UVec2::new(460, 92));
        assert_eq!(viewport.physical_size, UVec2::new(1520, 1008));
        // A window smaller than the HUD still leaves the board a pixel, inside the window.
        let none = FreeArea::of(Vec2::new(400.0, 200.0), HudMargins::default(), 2.0);
        let viewport = none.viewport(1.0);
        assert!(viewport.physical_size.x >= 1 && viewport.physical_size.y >= 1);
        assert!(viewport.physical_position.x + viewport.physical_size.x <= 400);
        assert!(viewport.physical_position.y + viewport.physical_size.y <= 200);
    }
}
