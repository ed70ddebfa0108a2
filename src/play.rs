//! The windowed game: Bevy's default plugins, the rules core, the board view, the HUD and input,
//! around one encounter. Also the screenshot mode used by tests and the README.

use crate::combat::engine::{resolve_with, submit};
use crate::combat::spawn::spawn_encounter;
use crate::combat::{Command, CorePlugin, Dice, Phase, TurnState, turn};
use crate::input::{GameInputPlugin, load_bindings, user_bindings_path};
use crate::level::LoadedLevel;
use crate::ui::HudPlugin;
use crate::view::BoardViewPlugin;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};
use bevy::winit::WinitSettings;
use std::path::PathBuf;

pub struct PlayOptions {
    pub level: LoadedLevel,
    pub seed: u64,
    pub commands: Vec<Command>,
    pub rolls: Vec<u32>,
    pub screenshot: Option<PathBuf>,
    /// Frames to render before the screenshot is taken.
    pub frames: u32,
    /// A square to treat as hovered (for screenshots of the previews).
    pub hover: Option<crate::rules::grid::Pos>,
}

/// Where to save a screenshot, and when.
#[derive(Resource, Clone, Debug)]
struct ScreenshotPlan {
    path: PathBuf,
    frames: u32,
}

/// All the plugins of the windowed game except Bevy's own.
pub struct GamePlugin {
    pub bindings: leafwing_input_manager::prelude::InputMap<crate::input::GameAction>,
}

impl Plugin for GamePlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((
            CorePlugin,
            GameInputPlugin {
                bindings: self.bindings.clone(),
            },
            BoardViewPlugin,
            HudPlugin,
        ));
    }
}

/// Opens the window and plays; returns the process exit code.
pub fn run_game(options: PlayOptions) -> i32 {
    let (bindings, note) = load_bindings(user_bindings_path().as_deref());
    if let Some(note) = note {
        eprintln!("{note}");
    }
    let mut app = App::new();
    let window = Window {
        title: format!("Leyendas Tactics — {}", options.level.name),
        resolution: (1280u32, 800u32).into(),
        ..default()
    };
    app.add_plugins(DefaultPlugins.set(WindowPlugin {
        primary_window: Some(window),
        ..default()
    }))
    .add_plugins(GamePlugin { bindings });

    let world = app.world_mut();
    spawn_encounter(world, &options.level, options.seed);
    world
        .resource_mut::<Dice>()
        .0
        .force(options.rolls.iter().copied());
    resolve_with(world, turn::start);
    for command in &options.commands {
        if !matches!(world.resource::<TurnState>().phase, Phase::Running) {
            break;
        }
        resolve_with(world, |res| submit(res, command));
    }
    if let Some(fault) = world.resource::<crate::combat::EngineFault>().0.clone() {
        eprintln!("error: {fault}");
        return 1;
    }

    if let Some(p) = options.hover {
        app.insert_resource(crate::view::camera::ForcedHover(p));
    }
    app.insert_resource(ClearColor(Color::srgb(0.09, 0.09, 0.11)));
    match options.screenshot {
        Some(path) => {
            app.insert_resource(WinitSettings::game())
                .insert_resource(ScreenshotPlan {
                    path,
                    frames: options.frames.max(1),
                })
                .add_systems(Update, take_screenshot);
        }
        // Redraw on input only: an idle board costs almost nothing.
        None => {
            app.insert_resource(WinitSettings::desktop_app());
        }
    }
    match app.run() {
        AppExit::Success => 0,
        AppExit::Error(code) => i32::from(code.get()),
    }
}

/// Counts frames, asks for the screenshot, saves it and quits; gives up if it never arrives.
fn take_screenshot(mut commands: Commands, plan: Res<ScreenshotPlan>, mut frame: Local<u32>) {
    *frame += 1;
    if *frame == plan.frames {
        let path = plan.path.clone();
        commands.spawn(Screenshot::primary_window()).observe(
            move |captured: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| {
                let saved = captured
                    .image
                    .clone()
                    .try_into_dynamic()
                    .map_err(|e| e.to_string())
                    .and_then(|img| img.to_rgb8().save(&path).map_err(|e| e.to_string()));
                match saved {
                    Ok(()) => {
                        println!("screenshot saved to {}", path.display());
                        exit.write(AppExit::Success);
                    }
                    Err(e) => {
                        eprintln!(
                            "error: cannot save the screenshot to {}: {e}",
                            path.display()
                        );
                        exit.write(AppExit::error());
                    }
                }
            },
        );
    }
    if *frame > plan.frames + 600 {
        eprintln!(
            "error: the screenshot never arrived (is a display and a Vulkan driver available?)"
        );
        commands.write_message(AppExit::error());
    }
}
