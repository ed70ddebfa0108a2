//! The windowed game: Bevy's default plugins, the rules core, the board view, the HUD and input,
//! around one encounter. Also the screenshot mode used by tests and the README.

use crate::combat::undo::{FightOrigin, rebuild};
use crate::combat::{CorePlugin, Spellcasting, TurnState, UnitId, UnitIndex};
use crate::input::{GameInputPlugin, load_bindings, user_bindings_path};
use crate::states::{AppState, EncounterSet, PendingEncounter};
use crate::ui::HudPlugin;
use crate::view::BoardViewPlugin;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};
use bevy::winit::WinitSettings;
use std::path::PathBuf;

pub struct PlayOptions {
    /// A fight to play at once; `None` opens the title menu.
    pub fight: Option<PendingEncounter>,
    pub screenshot: Option<PathBuf>,
    /// Frames to render before the screenshot is taken.
    pub frames: u32,
    /// A square to treat as hovered (for screenshots of the previews).
    pub hover: Option<crate::rules::grid::Pos>,
    /// Keep animations on in screenshot mode (off by default so pictures show settled boards).
    pub animate: bool,
    /// Rebuild the fight when its level or data file is saved (issue 36's hot reload).
    pub watch: bool,
    /// Mods' folders (or folders of mods) the menu lists with those installed.
    pub mods: Vec<PathBuf>,
    /// A spell the unit whose turn it is starts aiming (for screenshots of the spell preview).
    pub aim: Option<String>,
    /// An action of the bar the board starts in (for screenshots of its preview).
    pub mode: Option<crate::view::preview::BoardMode>,
    /// Every side by hand; always so for screenshots, which show the state the commands left.
    pub hot_seat: bool,
    pub difficulty: Option<crate::level::schema::Difficulty>,
    /// The window's size (given, else as the settings file remembers it); none is 1280×720, which fits a 720-line screen.
    pub size: Option<(u32, u32)>,
    /// The interface's scale (given, else the menu's choice from the settings file); none is 1.
    pub ui_scale: Option<f32>,
    /// Open the level editor instead of the menu (`leyendas edit`).
    pub edit: Option<crate::ui::editor::EditorStart>,
}

/// A spell to start aiming once the encounter runs.
#[derive(Resource, Clone, Debug)]
struct AimAtStart(String);

/// Puts the board in cast mode for [`AimAtStart`]'s spell, once, or says the unit lacks it.
fn aim_at_start(
    mut commands: Commands,
    aim: Option<Res<AimAtStart>>,
    turn: Option<Res<TurnState>>,
    casters: Query<(&UnitId, Option<&Spellcasting>)>,
    mut mode: ResMut<crate::view::preview::BoardMode>,
) {
    let (Some(aim), Some(unit)) = (aim, turn.and_then(|t| t.current_unit())) else {
        return;
    };
    commands.remove_resource::<AimAtStart>();
    let Ok((id, casting)) = casters.get(unit) else {
        return;
    };
    let slot = casting.and_then(|c| c.spells.iter().position(|k| k.spell.id == aim.0));
    use crate::view::preview::BoardMode;
    match slot {
        // `--mode ride-cast` and `--aim`: that spell on the move.
        Some(slot) => {
            *mode = match *mode {
                BoardMode::RideCast { to, .. } => BoardMode::RideCast {
                    slot: slot as u8,
                    to,
                },
                _ => BoardMode::Cast {
                    slot: slot as u8,
                    defensively: false,
                },
            }
        }
        None => eprintln!("warning: {} does not know the spell `{}`", id.0, aim.0),
    }
}

/// An action of the bar to start in once the encounter runs.
#[derive(Resource, Clone, Copy, Debug)]
struct ModeAtStart(crate::view::preview::BoardMode);

/// Puts the board in [`ModeAtStart`]'s mode, once the fight has a unit whose turn it is.
fn mode_at_start(
    mut commands: Commands,
    start: Option<Res<ModeAtStart>>,
    turn: Option<Res<TurnState>>,
    mut mode: ResMut<crate::view::preview::BoardMode>,
) {
    let Some(start) = start else { return };
    if turn.and_then(|t| t.current_unit()).is_some() {
        *mode = start.0;
        commands.remove_resource::<ModeAtStart>();
    }
}

/// Where to save a screenshot, and when.
#[derive(Resource, Clone, Debug)]
struct ScreenshotPlan {
    path: PathBuf,
    frames: u32,
}

/// All the plugins of the windowed game except Bevy's own.
pub struct GamePlugin {
    pub bindings: crate::input::Bindings,
}

impl Plugin for GamePlugin {
    fn build(&self, app: &mut App) {
        app.init_state::<AppState>()
            .add_plugins((
                CorePlugin,
                GameInputPlugin {
                    bindings: self.bindings.clone(),
                },
                BoardViewPlugin,
                HudPlugin,
            ))
            .add_plugins(crate::view::redraw::plugin)
            .add_systems(Startup, use_game_font)
            .add_systems(
                OnEnter(AppState::Playing),
                enter_encounter.in_set(EncounterSet),
            )
            .add_systems(
                Update,
                (despawn_joined_with_encounter, record_campaign_win)
                    .run_if(in_state(AppState::Playing)),
            );
    }
}

/// The game's fonts, from Debian's fonts-dejavu-core (`assets/fonts/`, with their licence): DejaVu
/// Sans in place of Bevy's default (a subset with no accents, so Spanish came out with boxes), and
/// DejaVu Sans Mono, kept as [`crate::ui::MonoFont`], where columns must line up.
fn use_game_font(mut fonts: ResMut<Assets<Font>>, mut commands: Commands) {
    let font = Font::from_bytes(include_bytes!("../assets/fonts/DejaVuSans.ttf").to_vec());
    if fonts.insert(AssetId::default(), font).is_err() {
        warn!("the game's font could not replace the default one");
    }
    let mono = Font::from_bytes(include_bytes!("../assets/fonts/DejaVuSansMono.ttf").to_vec());
    commands.insert_resource(crate::ui::MonoFont(fonts.add(mono)));
}

/// Spawns the pending encounter, rolls initiative and applies its commands. Units go away with
/// the encounter when the state changes back to the menu.
fn enter_encounter(world: &mut World) {
    let Some(pending) = world.get_resource::<PendingEncounter>().cloned() else {
        return;
    };
    world.insert_resource(crate::ui::ai_turns::LevelDifficulty(
        pending.level.difficulty,
    ));
    // Kept to build the fight again when a command is taken back.
    let origin = FightOrigin {
        level: pending.level,
        seed: pending.seed,
        rolls: pending.rolls,
    };
    match pending.watch {
        // Watched again: from the first turn's start, taking no commands.
        Some(log) => {
            let first_turn = crate::combat::replay::stride_target(
                &log,
                0,
                crate::combat::replay::Stride::Turn,
                true,
            );
            crate::combat::replay::seek(world, &origin, &log, first_turn);
            world.insert_resource(crate::combat::replay::Watching {
                log,
                playing: false,
            });
        }
        None => {
            world.remove_resource::<crate::combat::replay::Watching>();
            rebuild(world, &origin, &pending.commands, &[], true);
        }
    }
    world.insert_resource(origin);
    if let Some(fault) = world.resource::<crate::combat::EngineFault>().0.clone() {
        eprintln!("error: {fault}");
    }
    let units: Vec<Entity> = crate::combat::hot::resource::<UnitIndex>(world)
        .listed()
        .to_vec();
    for e in units {
        world.entity_mut(e).insert(DespawnOnExit(AppState::Playing));
    }
}

/// A campaign level won by a side a person plays goes into the progress file (not from
/// screenshots, and never over a progress file that could not be read), with the Fate points
/// that side's units spent in it.
fn record_campaign_win(
    mut events: MessageReader<crate::combat::CombatEvent>,
    pending: Option<Res<PendingEncounter>>,
    sides: Option<Res<crate::combat::Sides>>,
    screenshot: Option<Res<ScreenshotPlan>>,
    units: Query<(&crate::combat::UnitId, &crate::combat::Side)>,
    mut fate_spent: Local<std::collections::BTreeMap<String, u32>>,
) {
    let by_person = |side: usize| {
        sides.as_ref().is_some_and(|s| {
            s.0.get(side)
                .is_some_and(|s| s.controller == crate::level::schema::Controller::Human)
        })
    };
    for event in events.read() {
        if let crate::combat::CombatEvent::Start { .. } = event {
            fate_spent.clear();
        }
        if let Some(pending) = pending.as_ref()
            && let Some((unit, points)) =
                crate::rulesets::by_id(pending.level.ruleset).spent_for_good(event)
            && units
                .iter()
                .any(|(id, side)| id.0 == unit && by_person(side.0))
        {
            *fate_spent.entry(unit.to_string()).or_default() += points;
        }
        let crate::combat::CombatEvent::End {
            winner: Some(winner),
        } = event
        else {
            continue;
        };
        let (Some(pending), Some(sides)) = (pending.as_ref(), sides.as_ref()) else {
            continue;
        };
        let by_person = sides
            .0
            .iter()
            .any(|s| &s.id == winner && s.controller == crate::level::schema::Controller::Human);
        let id = &pending.level.id;
        if !by_person || screenshot.is_some() || crate::campaign::campaign_number(id).is_none() {
            continue;
        }
        let Some(path) = crate::campaign::progress_path() else {
            continue;
        };
        match crate::campaign::load_progress(&path) {
            Ok(mut progress) => {
                if progress.record_win(id, &fate_spent)
                    && let Err(e) = crate::campaign::save_progress(&path, &progress)
                {
                    eprintln!(
                        "error: cannot save the campaign progress to {}: {e}",
                        path.display()
                    );
                }
            }
            Err(e) => {
                eprintln!("error: {e}; the win is not recorded and the file is left as it is")
            }
        }
    }
}

/// Units a trigger brings in go away with the encounter too.
fn despawn_joined_with_encounter(
    mut commands: Commands,
    joined: Query<
        Entity,
        (
            Added<crate::combat::UnitId>,
            Without<DespawnOnExit<AppState>>,
        ),
    >,
) {
    for e in &joined {
        commands.entity(e).insert(DespawnOnExit(AppState::Playing));
    }
}

/// The size the window was last resized to, and when: it is written to the settings once the
/// player has stopped resizing for a second.
#[derive(Default)]
struct ResizedTo(Option<((u32, u32), f32)>);

fn remember_window_size(
    mut resized: MessageReader<bevy::window::WindowResized>,
    time: Res<Time>,
    mut pending: Local<ResizedTo>,
) {
    let now = time.elapsed_secs();
    if let Some(last) = resized.read().last() {
        let size = (last.width.round() as u32, last.height.round() as u32);
        pending.0 = Some((size, now));
    }
    if let Some((size, at)) = pending.0
        && now - at > 1.0
    {
        pending.0 = None;
        if let Err(why) = crate::settings::update(|s| s.window = Some(size)) {
            eprintln!("the window's size is not kept: {why}");
        }
    }
}

/// Bevy's plugins with the window. Winit panics when the display cannot be reached (a `DISPLAY`
/// left over from a closed session): that is said in one line instead.
fn add_window_plugins(app: &mut App, window: Window) -> Result<(), String> {
    let quiet = std::panic::take_hook();
    let said = std::sync::Arc::new(std::sync::Mutex::new(String::new()));
    let into = said.clone();
    std::panic::set_hook(Box::new(move |info| {
        if let Ok(mut said) = into.lock() {
            *said = info.payload_as_str().unwrap_or("a panic").to_string();
        }
    }));
    let added = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        app.add_plugins(DefaultPlugins.set(WindowPlugin {
            primary_window: Some(window),
            ..default()
        }));
    }));
    std::panic::set_hook(quiet);
    added.map_err(|_| said.lock().map(|s| s.clone()).unwrap_or_default())
}

/// The level editor and egui, which draws its panels on the interface's camera (given the
/// context by hand: egui's own choice would be the first camera, the board's).
fn add_editor(app: &mut App) {
    app.add_plugins(bevy_egui::EguiPlugin::default())
        .insert_resource(bevy_egui::EguiGlobalSettings {
            auto_create_primary_context: false,
            ..default()
        })
        .add_plugins(crate::ui::editor::EditorPlugin);
}

/// Opens the window and plays; returns the process exit code.
pub fn run_game(options: PlayOptions) -> i32 {
    if std::env::var_os("DISPLAY").is_none() && std::env::var_os("WAYLAND_DISPLAY").is_none() {
        eprintln!(
            "error: no display to open the game window on (DISPLAY is not set); \
             run it in a desktop session, or under `xvfb-run` for screenshots"
        );
        return 1;
    }
    let (bindings, note) = load_bindings(user_bindings_path().as_deref());
    if let Some(note) = note {
        eprintln!("{note}");
    }
    let mut app = App::new();
    let title = match &options.fight {
        Some(f) => format!("Leyendas Tactics — {}", f.level.name),
        None => "Leyendas Tactics".to_string(),
    };
    let (width, height) = options.size.unwrap_or((1280, 720));
    let (width, height) = (
        width.max(crate::settings::SMALLEST_WINDOW.0),
        height.max(crate::settings::SMALLEST_WINDOW.1),
    );
    let window = Window {
        title,
        resolution: (width, height).into(),
        ..default()
    };
    if let Err(why) = add_window_plugins(&mut app, window) {
        let display = std::env::var("DISPLAY").unwrap_or_default();
        eprintln!("error: cannot open the game window on display `{display}`: {why}");
        return 1;
    }
    app.add_plugins(GamePlugin { bindings })
        .insert_resource(ClearColor(Color::srgb(0.09, 0.09, 0.11)))
        .insert_resource(UiScale(
            options
                .ui_scale
                .unwrap_or_else(|| crate::settings::scale_for_window(width, height)),
        ));
    // A window the player resizes is remembered; a screenshot's is not.
    if options.screenshot.is_none() {
        app.add_systems(Update, remember_window_size);
    }
    add_editor(&mut app);
    if let Some(fight) = options.fight {
        app.insert_resource(fight).insert_state(AppState::Playing);
    }
    if let Some(start) = options.edit {
        app.insert_resource(start).insert_state(AppState::Editing);
    }
    app.insert_resource(crate::ui::hot_reload::HotReload(options.watch))
        .insert_resource(crate::ui::menu::ModFolders(options.mods));
    // Screenshots leave the player's saves alone.
    app.insert_resource(crate::ui::saves::Autosave(options.screenshot.is_none()));
    let saved = crate::settings::settings_path()
        .and_then(|p| crate::settings::load(&p).ok())
        .unwrap_or_default();
    app.insert_resource(crate::ui::ai_turns::AiSettings {
        hot_seat: options.hot_seat || options.screenshot.is_some(),
        difficulty: options.difficulty,
        // Only a hot-seat the player asked for passes the screen (a screenshot's is implied).
        handoff: options.hot_seat && saved.handoff != Some(false),
        hide_foe_hp: saved.hide_foe_hp == Some(true),
    });
    if let Some(spell) = options.aim {
        app.insert_resource(AimAtStart(spell)).add_systems(
            Update,
            aim_at_start
                .after(mode_at_start)
                .in_set(crate::view::ViewSet::Input),
        );
    }
    if let Some(mode) = options.mode {
        app.insert_resource(ModeAtStart(mode))
            .add_systems(Update, mode_at_start.in_set(crate::view::ViewSet::Input));
    }
    if let Some(p) = options.hover {
        app.insert_resource(crate::view::camera::ForcedHover(p));
    }
    match options.screenshot {
        Some(path) => {
            app.insert_resource(WinitSettings::game())
                .insert_resource(crate::view::animate::Animations {
                    enabled: options.animate,
                })
                .insert_resource(ScreenshotPlan {
                    path,
                    frames: options.frames.max(1),
                })
                .add_systems(Update, take_screenshot);
        }
        // Redraw on input, and while the picture changes (`view::redraw`): an idle board costs
        // almost nothing.
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
