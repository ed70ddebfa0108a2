//! When the window draws. It redraws on input only, so an idle board costs almost nothing; but
//! a picture still being made must not wait for the mouse to move. Frames are asked for while
//! anything shown changes (and for a few frames after, while text is laid out and images reach
//! the GPU), and while the renderer is still compiling a pipeline: until it has, what needs it is
//! not drawn at all (a blank board for seconds on a software renderer).

use bevy::prelude::*;
use bevy::window::RequestRedraw;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// Frames still asked for after the last change seen: one to lay text out and fill the glyph
/// atlas, one to upload it, one to spare.
pub const SETTLE_FRAMES: u32 = 3;

/// Whether the renderer has pipelines still compiling; its render world writes it each frame.
#[derive(Resource, Clone, Default)]
pub struct RendererBusy(pub Arc<AtomicBool>);

/// Frames still to ask for.
#[derive(Resource, Default)]
pub struct Settling(pub u32);

/// Anything whose change shows on the screen.
type Shown = Or<(
    Changed<Text>,
    Changed<Text2d>,
    Changed<TextColor>,
    Changed<Node>,
    Changed<ComputedNode>,
    Changed<BackgroundColor>,
    Changed<BorderColor>,
    Changed<ImageNode>,
    Changed<Sprite>,
    Changed<Transform>,
    Changed<Visibility>,
    Changed<Camera>,
)>;

/// Frames still to ask for, having had `left`: all of them again after a change or while the
/// renderer is busy, else one fewer.
pub fn frames_left(left: u32, changed: bool, renderer_busy: bool) -> u32 {
    if changed || renderer_busy {
        SETTLE_FRAMES
    } else {
        left.saturating_sub(1)
    }
}

/// Asks for the next frame while the picture is still changing.
pub fn keep_drawing_while_changing(
    shown: Query<(), Shown>,
    mut removed_nodes: RemovedComponents<Node>,
    mut removed_sprites: RemovedComponents<Sprite>,
    busy: Option<Res<RendererBusy>>,
    mut settling: ResMut<Settling>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let removed = removed_nodes.read().count() + removed_sprites.read().count();
    let changed = !shown.is_empty() || removed > 0;
    let renderer_busy = busy.is_some_and(|b| b.0.load(Ordering::Relaxed));
    settling.0 = frames_left(settling.0, changed, renderer_busy);
    if settling.0 > 0 {
        redraw.write(RequestRedraw);
    }
}

/// The render world's part: whether pipelines wait to be compiled.
fn note_compiling_pipelines(
    cache: Res<bevy::render::render_resource::PipelineCache>,
    busy: Res<RendererBusy>,
) {
    let waiting = cache.waiting_pipelines().next().is_some();
    busy.0.store(waiting, Ordering::Relaxed);
}

/// Adds the settling to the window's app; the renderer's part only where there is a renderer.
pub fn plugin(app: &mut App) {
    let busy = RendererBusy::default();
    app.insert_resource(busy.clone())
        .init_resource::<Settling>()
        .add_systems(Last, keep_drawing_while_changing);
    if let Some(render) = app.get_sub_app_mut(bevy::render::RenderApp) {
        render.insert_resource(busy).add_systems(
            bevy::render::Render,
            note_compiling_pipelines.in_set(bevy::render::RenderSystems::Cleanup),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn frames_are_asked_for_a_few_frames_after_the_last_change_then_never() {
        let mut left = 0;
        let mut asked = Vec::new();
        // A change, then stillness.
        for changed in [true, false, false, false, false, false] {
            left = frames_left(left, changed, false);
            asked.push(left > 0);
        }
        assert_eq!(asked, [true, true, true, false, false, false]);
        // A compiling renderer keeps frames coming however still the world is.
        for _ in 0..10 {
            left = frames_left(left, false, true);
            assert!(left > 0);
        }
    }

    #[test]
    fn a_still_window_asks_for_no_frame_and_a_changed_text_asks_for_some() {
        let mut app = App::new();
        app.add_message::<RequestRedraw>()
            .init_resource::<Settling>()
            .add_systems(Last, keep_drawing_while_changing);
        let text = app.world_mut().spawn(Text::new("a")).id();
        let asked = |app: &mut App| {
            app.update();
            let messages = app.world().resource::<Messages<RequestRedraw>>();
            messages.iter_current_update_messages().count()
        };
        // The new text, then the settling frames, then nothing.
        let counts: Vec<usize> = (0..6).map(|_| asked(&mut app)).collect();
        assert_eq!(counts, [1, 1, 1, 0, 0, 0]);
        app.world_mut().get_mut::<Text>(text).unwrap().0 = "b".into();
        assert_eq!(asked(&mut app), 1);
    }
}
