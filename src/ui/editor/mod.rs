//! The level editor in the window (issue 36): `leyendas edit [LEVEL]` and the menu's "Editor".
//! Its panels are egui's, drawn over the interface camera; every change goes through the
//! level's text ([`crate::editor::LevelDoc`]), so a level keeps its comments and layout, and
//! each change is checked as `validate` checks the file. "Play" opens the fight and the fight's
//! end (or the game menu's "main menu") comes back here; "Simulate" plays 200 AI fights.

mod board;
mod panels;
mod simulate;

use crate::editor::{EditRefusal, LevelDoc, UnitList};
use crate::level::schema::Level;
use crate::level::{Diagnostic, GameData, LoadedLevel};
use crate::rules::grid::Pos;
use crate::states::{AppState, PendingEncounter};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use std::path::{Path, PathBuf};

pub struct EditorPlugin;

impl Plugin for EditorPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(OnEnter(AppState::Editing), open_editor)
            .add_systems(OnEnter(AppState::Menu), back_from_the_fight)
            .add_systems(
                EguiPrimaryContextPass,
                (egui_look, editor_ui)
                    .chain()
                    .run_if(in_state(AppState::Editing)),
            );
    }
}

/// What the editor opens when it is entered: a level file (a new level when there is none at
/// that path), or a new level in the menu's levels folder.
#[derive(Resource, Clone, Debug)]
pub enum EditorStart {
    File(PathBuf),
    New,
}

/// What a drag on the board does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    /// Paints the brush's terrain under the pointer (brush of 1, 2 or 3 squares a side).
    Paint,
    /// Paints a rectangle from where the drag starts to where it ends.
    Rectangle,
    /// Paints the patch of one terrain clicked.
    Fill,
    /// Picks, moves and places units.
    Units,
    /// Draws the region picked (an exit, a trigger's, an objective's).
    Regions,
}

/// The level as checked after its last change: its problems, and the loaded level when it
/// loads (it plays and simulates then).
#[derive(Default)]
pub struct Checked {
    pub problems: Vec<Diagnostic>,
    pub loaded: Option<LoadedLevel>,
}

/// The editor's state: the document, the data it is checked against, what the panels hold.
#[derive(Resource)]
pub struct Editor {
    pub doc: LevelDoc,
    pub data: GameData,
    /// The text as last saved (or opened): the title says when they differ.
    pub saved: String,
    /// The level as written now, when it parses.
    pub level: Option<Level>,
    pub checked: Checked,
    /// The text `level` and `checked` were made from.
    checked_text: String,
    pub tool: Tool,
    /// The map character painted.
    pub brush: char,
    pub brush_size: i32,
    /// Where a drag on the board started, and the squares a paint stroke has crossed.
    pub drag: Option<Pos>,
    pub stroke: Vec<Pos>,
    pub selected: Option<(UnitList, String)>,
    /// The region picked, by its place in [`board::regions`].
    pub region: Option<usize>,
    /// What a new unit placed on the board is.
    pub new_side: String,
    pub new_creature: String,
    /// Texts being typed, by field, until they are committed (Enter or leaving the field).
    pub typing: std::collections::BTreeMap<String, String>,
    pub new_size: (usize, usize),
    pub status: Option<String>,
    /// An action that would drop unsaved changes, asked once more before it is done.
    pub confirm: Option<String>,
    pub simulation: Option<simulate::Simulation>,
    /// A fight opened from here is on: its end comes back to the editor.
    pub playing: bool,
}

impl Editor {
    pub fn new(doc: LevelDoc, data: GameData) -> Self {
        let saved = doc.text().to_string();
        let mut editor = Self {
            doc,
            data,
            saved,
            level: None,
            checked: Checked::default(),
            checked_text: String::new(),
            tool: Tool::Paint,
            brush: '.',
            brush_size: 1,
            drag: None,
            stroke: Vec::new(),
            selected: None,
            region: None,
            new_side: String::new(),
            new_creature: String::new(),
            typing: Default::default(),
            new_size: (12, 8),
            status: None,
            confirm: None,
            simulation: None,
            playing: false,
        };
        editor.recheck();
        editor
    }

    /// Opens the level at `path` (a new one when no file is there), with the data it reads.
    pub fn open(path: &Path) -> Result<Self, Vec<Diagnostic>> {
        let (doc, new) = match path.exists() {
            true => (LevelDoc::open(path).map_err(|d| vec![d])?, false),
            false => (LevelDoc::new_level(path, 12, 8), true),
        };
        let (data, _) = crate::mods::data_for(path, None)?;
        let mut editor = Self::new(doc, data);
        if new {
            // Not on disk yet: unsaved until saved.
            editor.saved.clear();
        }
        Ok(editor)
    }

    /// Checks the text again when it changed since the last check; whether it had.
    pub fn recheck(&mut self) -> bool {
        if self.checked_text == self.doc.text() {
            return false;
        }
        self.checked_text = self.doc.text().to_string();
        self.level = self.doc.level();
        self.checked =
            match crate::level::load_level_str(&self.doc.path, self.doc.text(), &self.data) {
                Ok(loaded) => Checked {
                    problems: loaded.warnings.clone(),
                    loaded: Some(loaded),
                },
                Err(problems) => Checked {
                    problems,
                    loaded: None,
                },
            };
        self.typing.clear();
        if let Some(level) = &self.level {
            let side_known = level.sides.iter().any(|s| s.id == self.new_side);
            if !side_known {
                self.new_side = level
                    .sides
                    .first()
                    .map(|s| s.id.clone())
                    .unwrap_or_default();
            }
        }
        if self.new_creature.is_empty() {
            self.new_creature = self.creatures().first().cloned().unwrap_or_default();
        }
        true
    }

    /// The creatures the level's ruleset knows, sorted.
    pub fn creatures(&self) -> Vec<String> {
        let ruleset = self.level.as_ref().map(|l| l.ruleset).unwrap_or_default();
        let mut ids = crate::rulesets::tables::of(ruleset)
            .known_ids(&self.data, crate::rulesets::tables::Table::Creature);
        ids.sort();
        ids.dedup();
        ids
    }

    /// Says how an edit went: why not when refused; what was said before goes once the level
    /// changes.
    pub fn tell(&mut self, edit: Result<(), EditRefusal>) {
        match edit {
            Err(why) => self.status = Some(refusal_text(&why)),
            Ok(()) if self.checked_text != self.doc.text() => self.status = None,
            Ok(()) => {}
        }
    }

    pub fn unsaved(&self) -> bool {
        self.saved != self.doc.text()
    }

    /// Writes the level to its file.
    pub fn save(&mut self) {
        let written = self
            .doc
            .path
            .parent()
            .filter(|p| !p.as_os_str().is_empty())
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|()| self.doc.save());
        let path = self.doc.path.display().to_string();
        self.status = Some(match written {
            Ok(()) => {
                self.saved = self.doc.text().to_string();
                crate::t!("editor-saved", file = path)
            }
            Err(why) => crate::t!("editor-not-saved", file = path, problem = why.to_string()),
        });
    }

    /// Whether an action that drops unsaved changes may go ahead: at once when nothing is
    /// unsaved, else when it is asked for a second time in a row.
    pub fn may_drop_changes(&mut self, action: &str) -> bool {
        if !self.unsaved() || self.confirm.as_deref() == Some(action) {
            self.confirm = None;
            return true;
        }
        self.confirm = Some(action.to_string());
        self.status = Some(crate::t!("editor-unsaved-confirm"));
        false
    }

    /// The fight of the level as it stands, to play from here (none while it does not load).
    pub fn fight(&self) -> Option<PendingEncounter> {
        let level = self.checked.loaded.clone()?;
        let source = crate::save::LevelSource::new(&self.doc.path, self.doc.text(), &self.data);
        Some(PendingEncounter {
            level,
            seed: rand::random(),
            commands: Vec::new(),
            rolls: Vec::new(),
            source: Some(source),
            watch: None,
        })
    }
}

/// A refused edit in the reader's words.
pub fn refusal_text(why: &EditRefusal) -> String {
    match why {
        EditRefusal::OffTheMap(p) => crate::t!("editor-refused-off-map", x = p.x, y = p.y),
        EditRefusal::RowNotPlain(y) => crate::t!("editor-refused-row", row = y + 1),
        EditRefusal::BadGlyph(c) => crate::t!("editor-refused-glyph", glyph = c.to_string()),
        EditRefusal::NoSuchUnit(id) => crate::t!("editor-refused-unit", unit = id.clone()),
        EditRefusal::NoPlace(path) => crate::t!("editor-refused-place", path = path.clone()),
        EditRefusal::Unreadable => crate::t!("editor-refused-unreadable"),
        EditRefusal::BadSize(w, h) => crate::t!(
            "editor-refused-size",
            width = *w,
            height = *h,
            most = crate::limits::MAP_SIDE
        ),
        EditRefusal::UnitsOutside(ids) => {
            crate::t!("editor-refused-outside", units = ids.join(", "))
        }
    }
}

/// A path for a new level in the menu's levels folder (or here) that no file has yet.
pub fn new_level_path() -> PathBuf {
    let folder = super::menu::levels_dir().unwrap_or_default();
    (1..)
        .map(|n| match n {
            1 => folder.join("new_level.ron"),
            n => folder.join(format!("new_level_{n}.ron")),
        })
        .find(|p| !p.exists())
        .unwrap_or_else(|| folder.join("new_level.ron"))
}

/// Entering the editor: opens what [`EditorStart`] asks, or keeps the level being edited (back
/// from its fight).
fn open_editor(world: &mut World) {
    let Some(start) = world.remove_resource::<EditorStart>() else {
        return;
    };
    let path = match start {
        EditorStart::File(path) => path,
        EditorStart::New => new_level_path(),
    };
    match Editor::open(&path) {
        Ok(editor) => world.insert_resource(editor),
        Err(problems) => {
            // A level that cannot be read: a new one, and its problem said.
            let Ok(data) = GameData::discover(None).or_else(|_| GameData::built_in()) else {
                eprintln!("error: the game's data cannot be read: the editor cannot open");
                world
                    .resource_mut::<NextState<AppState>>()
                    .set(AppState::Menu);
                return;
            };
            let mut editor = Editor::new(LevelDoc::new_level(&new_level_path(), 12, 8), data);
            editor.status = problems.first().map(ToString::to_string);
            world.insert_resource(editor);
        }
    }
}

/// The fight opened from the editor is over (or left for the menu): back to the editor.
fn back_from_the_fight(editor: Option<ResMut<Editor>>, mut next: ResMut<NextState<AppState>>) {
    if let Some(mut editor) = editor.filter(|e| e.playing) {
        editor.playing = false;
        next.set(AppState::Editing);
    }
}

/// egui in the game's font (DejaVu Sans, whose accents Spanish needs) and at the interface's
/// scale.
fn egui_look(
    mut contexts: EguiContexts,
    scale: Res<UiScale>,
    mut fonts_set: Local<bool>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if !*fonts_set {
        let mut fonts = egui::FontDefinitions::default();
        let dejavu = include_bytes!("../../../assets/fonts/DejaVuSans.ttf");
        fonts.font_data.insert(
            "DejaVuSans".into(),
            std::sync::Arc::new(egui::FontData::from_static(dejavu)),
        );
        if let Some(family) = fonts.families.get_mut(&egui::FontFamily::Proportional) {
            family.insert(0, "DejaVuSans".into());
        }
        ctx.set_fonts(fonts);
        *fonts_set = true;
    }
    if ctx.zoom_factor() != scale.0 {
        ctx.set_zoom_factor(scale.0);
    }
    Ok(())
}

/// The editor's frame: its panels, then the board in what is left.
fn editor_ui(
    mut contexts: EguiContexts,
    editor: Option<ResMut<Editor>>,
    mut next: ResMut<NextState<AppState>>,
    mut commands: Commands,
) -> Result {
    // None in the frame an editor that could not open goes back to the menu.
    let Some(mut editor) = editor else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?.clone();
    editor.recheck();
    keys(&ctx, &mut editor);
    editor.recheck();
    let mut root = egui::Ui::new(
        ctx.clone(),
        "editor".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    let wanted = panels::top_bar(&mut root, &mut editor);
    panels::status_bar(&mut root, &mut editor);
    panels::tools(&mut root, &mut editor);
    panels::properties(&mut root, &mut editor);
    let panels_changed = editor.recheck();
    egui::CentralPanel::default().show(&mut root, |ui| board::board(ui, &mut editor));
    // What was drawn before a change this frame is drawn again at once (the window otherwise
    // waits for input).
    if editor.recheck() || panels_changed {
        ctx.request_repaint();
    }
    match wanted {
        Some(panels::Leave::Play) => match editor.fight() {
            Some(fight) => {
                editor.playing = true;
                commands.insert_resource(fight);
                next.set(AppState::Playing);
            }
            None => editor.status = Some(crate::t!("editor-cannot-play")),
        },
        Some(panels::Leave::Menu) => next.set(AppState::Menu),
        None => {}
    }
    Ok(())
}

/// Ctrl+Z, Ctrl+Y (or Ctrl+Shift+Z) and Ctrl+S, unless a text field has the keys. Each key
/// press is read with the modifiers held as it went down (a quick Ctrl+Z can be let go within
/// the frame).
fn keys(ctx: &egui::Context, editor: &mut Editor) {
    if ctx.egui_wants_keyboard_input() {
        return;
    }
    let (mut undo, mut redo, mut save) = (false, false, false);
    ctx.input(|i| {
        for event in &i.events {
            let egui::Event::Key {
                key,
                pressed: true,
                modifiers,
                ..
            } = event
            else {
                continue;
            };
            match (key, modifiers.command, modifiers.shift) {
                (egui::Key::Z, true, false) => undo = true,
                (egui::Key::Z, true, true) | (egui::Key::Y, true, _) => redo = true,
                (egui::Key::S, true, _) => save = true,
                _ => {}
            }
        }
    });
    if undo {
        editor.doc.undo();
    }
    if redo {
        editor.doc.redo();
    }
    if save {
        editor.save();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn new_editor() -> Editor {
        let doc = LevelDoc::new_level(Path::new("levels/tried.ron"), 8, 6);
        Editor::new(doc, GameData::built_in().unwrap())
    }

    #[test]
    fn play_takes_the_text_as_it_stands_and_the_fight_s_end_comes_back_to_the_editor() {
        let mut editor = new_editor();
        editor.doc.paint(Pos::new(3, 3), '~').unwrap();
        editor.recheck();
        let fight = editor.fight().expect("the new level plays");
        let source = fight.source.expect("a source, for saves");
        assert_eq!(source.text, editor.doc.text());
        assert!(
            editor.unsaved(),
            "not saved: playing does not write the file"
        );
        let mut app = App::new();
        app.add_plugins(bevy::state::app::StatesPlugin)
            .init_state::<AppState>()
            .add_systems(OnEnter(AppState::Menu), back_from_the_fight);
        editor.playing = true;
        app.insert_resource(editor);
        app.world_mut()
            .resource_mut::<NextState<AppState>>()
            .set(AppState::Playing);
        app.update();
        // The fight's end (or the game menu's button) asks for the menu: the editor it is.
        app.world_mut()
            .resource_mut::<NextState<AppState>>()
            .set(AppState::Menu);
        app.update();
        app.update();
        let state = app.world().resource::<State<AppState>>();
        assert_eq!(*state.get(), AppState::Editing);
        assert!(!app.world().resource::<Editor>().playing);
    }

    #[test]
    fn a_level_that_does_not_load_cannot_be_played_and_its_problem_has_its_place() {
        let mut editor = new_editor();
        editor.doc.move_unit("foe", Pos::new(0, 0)).unwrap();
        editor.recheck();
        assert!(editor.fight().is_none());
        let problem = &editor.checked.problems[0];
        assert_eq!(problem.message.key(), "diag-level-unit-on-blocked");
        assert_eq!(problem.line, 22);
    }

    #[test]
    fn a_simulation_plays_its_200_fights_and_shares_the_wins_out() {
        let editor = new_editor();
        let mut sim =
            simulate::Simulation::start(editor.checked.loaded.clone().unwrap(), editor.doc.text());
        while sim.running() {
            std::thread::sleep(std::time::Duration::from_millis(50));
            sim.poll_now();
        }
        let report = sim.report.expect("a report");
        assert_eq!(report.runs, simulate::RUNS);
        let wins: f64 = report.win_rate.iter().map(|(_, r)| r).sum();
        let total = wins + report.draws + report.unfinished as f64 / simulate::RUNS as f64;
        assert!((total - 1.0).abs() < 1e-9, "{report:?}");
        assert_eq!(report.win_rate.len(), 2);
    }

    #[test]
    fn changes_not_saved_are_dropped_only_when_asked_twice() {
        let mut editor = new_editor();
        editor.saved.clear();
        assert!(
            !editor.may_drop_changes("menu"),
            "a new level is not saved yet"
        );
        assert!(editor.may_drop_changes("menu"));
        editor.saved = editor.doc.text().to_string();
        assert!(editor.may_drop_changes("new"), "nothing to lose");
    }
}
