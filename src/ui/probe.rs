//! What the window shows, written to a JSON file every frame for the scripted play-throughs under
//! Xvfb (`.ci/playthrough.py`): the buttons with their labels and where they are on the screen,
//! the units and cells of the board in screen pixels, whose turn it is and what the preview says.
//! The script clicks and types with xdotool as a player would; this only tells it where things
//! are, the way a player's eyes would. Off unless `LEYENDAS_UI_PROBE` names the file.

use crate::combat::{Board, CombatLog, Health, Phase, Position, Side, TurnState, UnitId};
use crate::states::AppState;
use crate::view::Layout;
use crate::view::camera::MainCamera;
use crate::view::preview::Preview;
use bevy::prelude::*;
use bevy::ui::{CalculatedClip, ComputedNode, UiGlobalTransform};
use bevy::window::PrimaryWindow;
use serde::Serialize;
use std::path::PathBuf;

/// The environment variable naming the probe's file.
pub const PROBE_VARIABLE: &str = "LEYENDAS_UI_PROBE";

/// Where the probe writes, when asked for.
#[derive(Resource, Clone, Debug)]
pub struct ProbeFile(pub PathBuf);

/// A rectangle on the screen, in the window's physical pixels (what xdotool clicks in).
#[derive(Serialize, Clone, Copy, Debug, PartialEq)]
pub struct ScreenRect {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

#[derive(Serialize, Debug)]
struct ProbedButton {
    text: String,
    rect: ScreenRect,
}

#[derive(Serialize, Debug)]
struct ProbedUnit {
    id: String,
    /// Its side's number (none for a cell).
    side: Option<usize>,
    /// Whether it can still act (not dying, dead or out of the fight).
    active: bool,
    cell: (i32, i32),
    screen: (f32, f32),
}

#[derive(Serialize, Debug, Default)]
struct Probe {
    frame: u64,
    state: String,
    /// Buttons wholly or partly shown, in the order they are drawn.
    buttons: Vec<ProbedButton>,
    /// Every text shown, so a script can wait for a notice or a heading.
    texts: Vec<String>,
    turn_of: Option<String>,
    /// Whether a person gives the current unit's orders (not the AI, not a replay).
    by_hand: bool,
    over: bool,
    /// Whether a saved fight is being watched again.
    watching: bool,
    log_len: usize,
    units: Vec<ProbedUnit>,
    /// Cells the current unit reaches with one move, with their screen positions.
    reach: Vec<ProbedUnit>,
    /// The cell the board takes to be under the mouse.
    hovered: Option<(i32, i32)>,
    /// The unit a click on the hovered cell attacks.
    attack: Option<String>,
}

/// Adds the probe when the environment asks for it.
pub fn plugin(app: &mut App) {
    let Some(path) = std::env::var_os(PROBE_VARIABLE) else {
        return;
    };
    app.insert_resource(ProbeFile(PathBuf::from(path)))
        .add_systems(Last, write_probe);
}

fn write_probe(world: &mut World, mut frame: Local<u64>) {
    *frame += 1;
    let mut probe = Probe {
        frame: *frame,
        ..default()
    };
    probe.state = world
        .get_resource::<State<AppState>>()
        .map_or_else(String::new, |s| format!("{:?}", s.get()));
    probe_ui(world, &mut probe);
    if world.get_resource::<State<AppState>>().map(|s| *s.get()) == Some(AppState::Playing) {
        probe_fight(world, &mut probe);
    }
    let Some(path) = world.get_resource::<ProbeFile>().map(|p| p.0.clone()) else {
        return;
    };
    let Ok(json) = serde_json::to_string(&probe) else {
        return;
    };
    // Written beside and renamed, so the script never reads half a file.
    let temporary = path.with_extension("tmp");
    if std::fs::write(&temporary, json).is_ok() {
        let _ = std::fs::rename(&temporary, &path);
    }
}

/// The buttons and texts on the screen.
fn probe_ui(world: &mut World, probe: &mut Probe) {
    let mut texts = world.query::<(&Text, &InheritedVisibility, &ComputedNode)>();
    probe.texts = texts
        .iter(world)
        .filter(|(_, v, n)| v.get() && n.size().x > 0.0)
        .map(|(t, _, _)| t.0.clone())
        .collect();
    let mut buttons = world.query_filtered::<(
        Entity,
        &ComputedNode,
        &UiGlobalTransform,
        &InheritedVisibility,
        Option<&CalculatedClip>,
    ), With<Button>>();
    let found: Vec<(Entity, ScreenRect)> = buttons
        .iter(world)
        .filter(|(_, node, _, shown, _)| shown.get() && node.size().x > 0.0)
        .filter_map(|(e, node, at, _, clip)| {
            let size = node.size();
            let centre = at.translation;
            let mut min = centre - size / 2.0;
            let mut max = centre + size / 2.0;
            if let Some(clip) = clip {
                min = min.max(clip.clip.min);
                max = max.min(clip.clip.max);
            }
            (max.x > min.x && max.y > min.y).then(|| {
                let r = ScreenRect {
                    x: min.x,
                    y: min.y,
                    w: max.x - min.x,
                    h: max.y - min.y,
                };
                (e, r)
            })
        })
        .collect();
    probe.buttons = found
        .into_iter()
        .map(|(e, rect)| ProbedButton {
            text: text_under(world, e),
            rect,
        })
        .collect();
}

/// The texts of `e` and its descendants, joined by spaces.
fn text_under(world: &World, e: Entity) -> String {
    let mut parts = Vec::new();
    let mut stack = vec![e];
    while let Some(e) = stack.pop() {
        if let Some(t) = world.get::<Text>(e) {
            parts.push(t.0.clone());
        }
        if let Some(children) = world.get::<Children>(e) {
            stack.extend(children.iter().rev());
        }
    }
    parts.join(" ")
}

/// The fight: whose turn, the units and the reachable cells on the screen, and the preview.
fn probe_fight(world: &mut World, probe: &mut Probe) {
    let Some(to_screen) = ScreenOf::new(world) else {
        return;
    };
    if let Some(turn) = world.get_resource::<TurnState>() {
        probe.over = matches!(turn.phase, Phase::Ended { .. });
        probe.turn_of = turn
            .current_unit()
            .and_then(|e| world.get::<UnitId>(e))
            .map(|u| u.0.clone());
    }
    probe.watching = world.contains_resource::<crate::combat::replay::Watching>();
    probe.by_hand = probe.turn_of.is_some()
        && !probe.over
        && !probe.watching
        && !super::ai_turns::ai_plays_now(world);
    probe.log_len = world.get_resource::<CombatLog>().map_or(0, |l| l.0.len());
    let mut units = world.query::<(&UnitId, &Position, &Side, Option<&Health>)>();
    probe.units = units
        .iter(world)
        .map(|(id, p, side, health)| ProbedUnit {
            side: Some(side.0),
            active: health.is_some_and(|h| h.state.can_act()),
            ..to_screen.cell(&id.0, p.0)
        })
        .collect();
    if let Some(preview) = world.get_resource::<Preview>() {
        probe.reach = preview
            .reach_one
            .iter()
            .map(|&p| to_screen.cell("", p))
            .collect();
        probe.hovered = preview.hovered.map(|p| (p.x, p.y));
        probe.attack = preview.attack.as_ref().map(|a| a.target.clone());
    }
}

/// Board cells to the window's physical pixels, through the board's camera.
struct ScreenOf {
    camera: Camera,
    transform: GlobalTransform,
    layout: Layout,
    scale: f32,
}

impl ScreenOf {
    fn new(world: &mut World) -> Option<Self> {
        let layout = Layout::of(world.get_resource::<Board>()?);
        let mut cameras = world.query_filtered::<(&Camera, &GlobalTransform), With<MainCamera>>();
        let (camera, transform) = cameras.iter(world).next()?;
        let (camera, transform) = (camera.clone(), *transform);
        let mut windows = world.query_filtered::<&Window, With<PrimaryWindow>>();
        let scale = windows.iter(world).next()?.scale_factor();
        Some(Self {
            camera,
            transform,
            layout,
            scale,
        })
    }

    fn cell(&self, id: &str, cell: crate::rules::grid::Pos) -> ProbedUnit {
        let at = self
            .camera
            .world_to_viewport(&self.transform, self.layout.centre(cell).extend(0.0))
            .unwrap_or(Vec2::splat(-1.0));
        // The camera gives the window's logical pixels, its viewport's corner included.
        let at = at * self.scale;
        ProbedUnit {
            id: id.to_string(),
            side: None,
            active: false,
            cell: (cell.x, cell.y),
            screen: (at.x, at.y),
        }
    }
}
