//! The editor's panels: the file and its commands above, the tools left, the level's fields
//! right, what the check found and the simulations below.

use super::board::{RegionEntry, regions, side_colour};
use super::{Editor, Tool};
use crate::editor::{LevelDoc, UnitList, both_languages, quoted};
use crate::i18n::Lang;
use crate::level::locate::Seg;
use crate::level::schema::{Controller, Level, RuleOptions, RulesPreset, UnitSpec};
use crate::rules::board_shape::BoardShape;
use bevy_egui::egui;

/// Leaving the editor: for the fight, or for the menu.
pub enum Leave {
    Play,
    Menu,
}

/// The file, saving and opening, undo and redo, Play, Simulate and back to the menu.
pub fn top_bar(root: &mut egui::Ui, editor: &mut Editor) -> Option<Leave> {
    let mut leave = None;
    egui::Panel::top("editor-top").show(root, |ui| {
        ui.horizontal_wrapped(|ui| {
            let title = match editor.unsaved() {
                true => format!("{} *", crate::t!("editor-title")),
                false => crate::t!("editor-title"),
            };
            ui.strong(title);
            ui.separator();
            ui.label(crate::t!("editor-file"));
            let path = editor.doc.path.display().to_string();
            if let Some(typed) = text_field(ui, editor, "path", &path, 200.0) {
                editor.doc.path = typed.into();
            }
            if ui.button(crate::t!("editor-save")).clicked() {
                editor.save();
            }
            open_menu(ui, editor);
            new_button(ui, editor);
            ui.separator();
            if ui
                .add_enabled(
                    editor.doc.can_undo(),
                    egui::Button::new(crate::t!("editor-undo")),
                )
                .clicked()
            {
                editor.doc.undo();
            }
            if ui
                .add_enabled(
                    editor.doc.can_redo(),
                    egui::Button::new(crate::t!("editor-redo")),
                )
                .clicked()
            {
                editor.doc.redo();
            }
            ui.separator();
            let plays = editor.checked.loaded.is_some();
            if ui
                .add_enabled(plays, egui::Button::new(crate::t!("editor-play")))
                .clicked()
            {
                leave = Some(Leave::Play);
            }
            let running = editor.simulation.as_ref().is_some_and(|s| s.running());
            let label = crate::t!("editor-simulate", runs = super::simulate::RUNS);
            if ui
                .add_enabled(plays && !running, egui::Button::new(label))
                .clicked()
                && let Some(level) = editor.checked.loaded.clone()
            {
                editor.simulation =
                    Some(super::simulate::Simulation::start(level, editor.doc.text()));
            }
            ui.separator();
            if ui.button(crate::t!("editor-menu")).clicked() && editor.may_drop_changes("menu") {
                leave = Some(Leave::Menu);
            }
        });
    });
    leave
}

/// The levels the menu lists and those of the mods installed, to open one.
/// The folders are read only while the list is open, not every frame.
fn open_menu(ui: &mut egui::Ui, editor: &mut Editor) {
    let mut chosen = None;
    egui::ComboBox::from_id_salt("editor-open")
        .selected_text(crate::t!("editor-open"))
        .show_ui(ui, |ui| {
            let mut files: Vec<std::path::PathBuf> = super::super::menu::levels_dir()
                .map(|d| crate::level::ron_files(&d))
                .unwrap_or_default();
            for root in crate::mods::installed(&[]) {
                files.extend(crate::level::ron_files(&root.join("levels")));
            }
            for file in &files {
                if ui.selectable_label(false, open_label(file)).clicked() {
                    chosen = Some(file.clone());
                }
            }
        });
    let Some(file) = chosen else { return };
    if !editor.may_drop_changes(&format!("open {}", file.display())) {
        return;
    }
    match Editor::open(&file) {
        Ok(opened) => *editor = opened,
        Err(problems) => editor.status = problems.first().map(ToString::to_string),
    }
}

/// How the open list names a level: its file, after its mod's folder for a mod's level.
fn open_label(file: &std::path::Path) -> String {
    let name = file
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    match crate::mods::root_of(file).and_then(|root| root.file_name().map(|n| n.to_owned())) {
        Some(folder) => format!("{}/{name}", folder.to_string_lossy()),
        None => name,
    }
}

/// A new level of the size given, in the levels folder under a name no file has.
fn new_button(ui: &mut egui::Ui, editor: &mut Editor) {
    ui.add(egui::DragValue::new(&mut editor.new_size.0).range(4..=crate::limits::MAP_SIDE));
    ui.label("×");
    ui.add(egui::DragValue::new(&mut editor.new_size.1).range(3..=crate::limits::MAP_SIDE));
    if ui.button(crate::t!("editor-new")).clicked() && editor.may_drop_changes("new") {
        let (w, h) = editor.new_size;
        let doc = LevelDoc::new_level(&super::new_level_path(), w, h);
        let data = editor.data.clone();
        let mut fresh = Editor::new(doc, data);
        fresh.saved = String::new();
        fresh.new_size = editor.new_size;
        *editor = fresh;
    }
}

/// A one-line text field holding what is typed until Enter or leaving it; the text then, when
/// it differs from `now`.
fn text_field(
    ui: &mut egui::Ui,
    editor: &mut Editor,
    key: &str,
    now: &str,
    width: f32,
) -> Option<String> {
    let buffer = editor
        .typing
        .entry(key.to_string())
        .or_insert_with(|| now.to_string());
    let response = ui.add(egui::TextEdit::singleline(buffer).desired_width(width));
    (response.lost_focus() && buffer != now).then(|| buffer.clone())
}

/// The same for a text of a few lines (Enter starts a new line; leaving the field commits).
fn text_area(ui: &mut egui::Ui, editor: &mut Editor, key: &str, now: &str) -> Option<String> {
    let buffer = editor
        .typing
        .entry(key.to_string())
        .or_insert_with(|| now.to_string());
    let field = egui::TextEdit::multiline(buffer)
        .desired_rows(2)
        .desired_width(f32::INFINITY);
    let response = ui.add(field);
    (response.lost_focus() && buffer != now).then(|| buffer.clone())
}

/// What the last edit said, what the check finds, and the simulations' results.
pub fn status_bar(root: &mut egui::Ui, editor: &mut Editor) {
    egui::Panel::bottom("editor-status").show(root, |ui| {
        if let Some(status) = &editor.status {
            ui.colored_label(egui::Color32::from_rgb(250, 210, 90), status);
        }
        super::simulate::show(ui, editor);
        problems(ui, editor);
    });
}

/// The check's verdict: the level plays, or each problem at its line and column.
fn problems(ui: &mut egui::Ui, editor: &Editor) {
    let checked = &editor.checked;
    if checked.loaded.is_some() && checked.problems.is_empty() {
        ui.colored_label(
            egui::Color32::from_rgb(120, 210, 120),
            crate::t!("editor-valid"),
        );
        return;
    }
    let lines = checked.problems.len().min(6);
    egui::ScrollArea::vertical()
        .max_height(18.0 * lines as f32 + 4.0)
        .show(ui, |ui| {
            for problem in &checked.problems {
                let colour = match problem.severity {
                    crate::level::diagnostics::Severity::Error => {
                        egui::Color32::from_rgb(240, 110, 100)
                    }
                    _ => egui::Color32::from_rgb(230, 200, 100),
                };
                let file = problem
                    .file
                    .file_name()
                    .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
                let text = format!(
                    "{file}:{}:{}: {}",
                    problem.line, problem.col, problem.message
                );
                ui.add(egui::Label::new(egui::RichText::new(text).color(colour)).wrap());
            }
        });
}

/// The tools, the brush and its terrain, what a placed unit is, the regions.
pub fn tools(root: &mut egui::Ui, editor: &mut Editor) {
    egui::Panel::left("editor-tools")
        .default_size(210.0)
        .show(root, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                ui.strong(crate::t!("editor-tools"));
                for (tool, label) in [
                    (Tool::Paint, crate::t!("editor-tool-paint")),
                    (Tool::Rectangle, crate::t!("editor-tool-rectangle")),
                    (Tool::Fill, crate::t!("editor-tool-fill")),
                    (Tool::Units, crate::t!("editor-tool-units")),
                    (Tool::Regions, crate::t!("editor-tool-regions")),
                ] {
                    ui.radio_value(&mut editor.tool, tool, label);
                }
                ui.separator();
                match editor.tool {
                    Tool::Paint | Tool::Rectangle | Tool::Fill => terrain_palette(ui, editor),
                    Tool::Units => new_unit(ui, editor),
                    Tool::Regions => region_list(ui, editor),
                }
            });
        });
}

fn terrain_palette(ui: &mut egui::Ui, editor: &mut Editor) {
    // Shown for every terrain tool (used by Paint), so the list below stays where it is.
    ui.add_enabled_ui(editor.tool == Tool::Paint, |ui| {
        ui.horizontal(|ui| {
            ui.label(crate::t!("editor-brush"));
            for size in 1..=3 {
                ui.selectable_value(&mut editor.brush_size, size, format!("{size}×{size}"));
            }
        });
    });
    ui.label(crate::t!("editor-terrain"));
    let legend = editor
        .level
        .as_ref()
        .map(|l| l.legend.clone())
        .unwrap_or_default();
    let mut kinds: Vec<(char, String, (u8, u8, u8))> = editor
        .data
        .terrain
        .iter()
        .map(|t| (t.glyph, crate::i18n::term_now(&t.name), t.color))
        .collect();
    for (glyph, id) in &legend {
        if let Some(t) = editor.data.terrain.iter().find(|t| &t.id == id) {
            kinds.retain(|(g, ..)| g != glyph);
            kinds.push((*glyph, crate::i18n::term_now(&t.name), t.color));
        }
    }
    for (glyph, name, (r, g, b)) in kinds {
        ui.horizontal(|ui| {
            let (swatch, _) = ui.allocate_exact_size(egui::vec2(16.0, 16.0), egui::Sense::hover());
            ui.painter()
                .rect_filled(swatch, 2.0, egui::Color32::from_rgb(r, g, b));
            ui.selectable_value(&mut editor.brush, glyph, format!("'{glyph}'  {name}"));
        });
    }
}

/// The side and creature of a unit placed with a click on an empty square.
fn new_unit(ui: &mut egui::Ui, editor: &mut Editor) {
    ui.label(crate::t!("editor-units-hint"));
    ui.label(crate::t!("editor-new-unit-side"));
    let sides: Vec<String> = editor
        .level
        .as_ref()
        .map(|l| l.sides.iter().map(|s| s.id.clone()).collect())
        .unwrap_or_default();
    pick(ui, "new-side", &mut editor.new_side, &sides);
    ui.label(crate::t!("editor-new-unit-creature"));
    let creatures = editor.creatures();
    pick(ui, "new-creature", &mut editor.new_creature, &creatures);
}

/// A drop-down of `choices`; whether the choice changed.
fn pick(ui: &mut egui::Ui, id: &str, value: &mut String, choices: &[String]) -> bool {
    let before = value.clone();
    egui::ComboBox::from_id_salt(id)
        .selected_text(value.clone())
        .show_ui(ui, |ui| {
            for choice in choices {
                ui.selectable_value(value, choice.clone(), choice);
            }
        });
    *value != before
}

/// The regions to pick and redraw, and new ones.
fn region_list(ui: &mut egui::Ui, editor: &mut Editor) {
    ui.label(crate::t!("editor-regions-hint"));
    let found: Vec<RegionEntry> = editor.level.as_ref().map(regions).unwrap_or_default();
    for (i, entry) in found.iter().enumerate() {
        let r = entry.region;
        let label = format!("{}  ({}, {}) {}×{}", entry.label, r.x, r.y, r.w, r.h);
        if ui
            .selectable_label(editor.region == Some(i), label)
            .clicked()
        {
            editor.region = Some(i);
        }
    }
    if reads_exits(editor) && ui.button(crate::t!("editor-region-new-exit")).clicked() {
        editor.region = None;
    }
    let side = editor.new_side.clone();
    if ui
        .button(crate::t!("editor-region-new-reach", side = side.clone()))
        .clicked()
    {
        let entry = format!(
            "(side: {}, goal: Reach(region: (x: 0, y: 0, w: 1, h: 1)))",
            quoted(&side)
        );
        let done = editor.doc.add_entry("objectives", &entry);
        editor.region = Some(found.len());
        editor.tell(done);
    }
    let picked_exit = editor
        .region
        .and_then(|i| found.get(i))
        .filter(|e| e.path[0] == Seg::Field("exits"));
    if let Some(exit) = picked_exit
        && ui.button(crate::t!("editor-region-delete")).clicked()
    {
        let done = editor.doc.delete_entry(&exit.path);
        editor.region = None;
        editor.tell(done);
    }
}

/// Whether the level's ruleset reads `exits` (a drag with no region picked draws one).
pub fn reads_exits(editor: &Editor) -> bool {
    let Some(mut probe) = editor.level.clone() else {
        return false;
    };
    probe.exits.push(crate::level::schema::Region {
        x: 0,
        y: 0,
        w: 1,
        h: 1,
    });
    crate::rulesets::tables::reads_level_field(&probe, "exits")
}

/// The level's fields, its rules, its sides and the unit picked.
pub fn properties(root: &mut egui::Ui, editor: &mut Editor) {
    let Some(level) = editor.level.clone() else {
        return;
    };
    egui::Panel::right("editor-properties")
        .default_size(330.0)
        .show(root, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                egui::CollapsingHeader::new(crate::t!("editor-level"))
                    .default_open(true)
                    .show(ui, |ui| level_fields(ui, editor, &level));
                if crate::rulesets::tables::of(level.ruleset).plays_rule_modules() {
                    egui::CollapsingHeader::new(crate::t!("editor-rules"))
                        .show(ui, |ui| rule_switches(ui, editor, &level));
                }
                egui::CollapsingHeader::new(crate::t!("editor-sides"))
                    .default_open(true)
                    .show(ui, |ui| sides(ui, editor, &level));
                egui::CollapsingHeader::new(crate::t!("editor-unit"))
                    .default_open(true)
                    .show(ui, |ui| unit(ui, editor, &level));
            });
        });
}

/// A text in both languages: a field for each, written as `(es: …, en: …)`.
fn both_fields(
    ui: &mut egui::Ui,
    editor: &mut Editor,
    key: &str,
    now: &crate::i18n::Localized,
    path: &[Seg],
    lines: bool,
) {
    let texts = [now.get(Lang::Es).to_string(), now.get(Lang::En).to_string()];
    for (i, lang) in ["es", "en"].into_iter().enumerate() {
        ui.horizontal(|ui| {
            ui.label(lang);
            let field = format!("{key}.{lang}");
            let typed = match lines {
                true => text_area(ui, editor, &field, &texts[i]),
                false => text_field(ui, editor, &field, &texts[i], ui.available_width()),
            };
            if let Some(typed) = typed {
                let mut both = texts.clone();
                both[i] = typed;
                let done = editor.doc.set(path, &both_languages(&both[0], &both[1]));
                editor.tell(done);
            }
        });
    }
}

fn level_fields(ui: &mut egui::Ui, editor: &mut Editor, level: &Level) {
    ui.label(crate::t!("editor-name"));
    both_fields(
        ui,
        editor,
        "name",
        &level.name,
        &[Seg::Field("name")],
        false,
    );
    ui.label(crate::t!("editor-description"));
    both_fields(
        ui,
        editor,
        "description",
        &level.description,
        &[Seg::Field("description")],
        true,
    );
    ui.horizontal(|ui| {
        ui.label(crate::t!("editor-ruleset"));
        let mut ruleset = level.ruleset;
        egui::ComboBox::from_id_salt("ruleset")
            .selected_text(ruleset.title())
            .show_ui(ui, |ui| {
                for r in crate::rulesets::ALL.iter().map(|r| r.id()) {
                    ui.selectable_value(&mut ruleset, r, r.title());
                }
            });
        if ruleset != level.ruleset {
            let done = editor.doc.set(&[Seg::Field("ruleset")], ruleset.name());
            editor.tell(done);
        }
    });
    ui.horizontal(|ui| {
        ui.label(crate::t!("editor-board"));
        let shapes = [
            (BoardShape::Square, crate::t!("editor-board-square")),
            (BoardShape::Hex, crate::t!("editor-board-hex")),
        ];
        if let Some(shape) = radio_choice(ui, level.board, shapes) {
            let done = editor.doc.set(&[Seg::Field("board")], &shape);
            editor.tell(done);
        }
    });
    resize(ui, editor, level);
}

/// Radio buttons for `choices` with `now` marked: the one picked instead, if one is, as a level
/// writes it (`Hex`, `Ai`).
fn radio_choice<T: PartialEq + Copy + serde::Serialize>(
    ui: &mut egui::Ui,
    now: T,
    choices: [(T, String); 2],
) -> Option<String> {
    let mut picked = now;
    for (value, label) in choices {
        ui.radio_value(&mut picked, value, label);
    }
    (picked != now).then(|| ron::to_string(&picked).unwrap_or_default())
}

/// The map's size, changed with the brush's terrain in the new squares.
fn resize(ui: &mut egui::Ui, editor: &mut Editor, level: &Level) {
    let width = level
        .map
        .iter()
        .map(|r| r.chars().count())
        .max()
        .unwrap_or(0);
    let height = level.map.len();
    let key = "size".to_string();
    let typed = editor
        .typing
        .entry(key.clone())
        .or_insert_with(|| format!("{width}×{height}"));
    let mut size = parse_size(typed).unwrap_or((width, height));
    ui.horizontal(|ui| {
        ui.label(crate::t!("editor-size"));
        ui.add(egui::DragValue::new(&mut size.0).range(1..=crate::limits::MAP_SIDE));
        ui.label("×");
        ui.add(egui::DragValue::new(&mut size.1).range(1..=crate::limits::MAP_SIDE));
        editor.typing.insert(key, format!("{}×{}", size.0, size.1));
        let changed = size != (width, height);
        if ui
            .add_enabled(changed, egui::Button::new(crate::t!("editor-resize")))
            .clicked()
        {
            let done = editor.doc.resize(size.0, size.1, editor.brush);
            editor.tell(done);
        }
    });
}

fn parse_size(text: &str) -> Option<(usize, usize)> {
    let (w, h) = text.split_once('×')?;
    Some((w.parse().ok()?, h.parse().ok()?))
}

/// Every switch of seed 001 the level can set, on where it is in force.
fn rule_switches(ui: &mut egui::Ui, editor: &mut Editor, level: &Level) {
    let mut preset = level.rules.preset == Some(RulesPreset::Seed001);
    if ui
        .checkbox(&mut preset, crate::t!("editor-rules-preset"))
        .changed()
    {
        let path = [Seg::Field("rules"), Seg::Field("preset")];
        let done = match preset {
            true => editor.doc.set(&path, "Seed001"),
            false => editor.doc.unset(&path),
        };
        editor.tell(done);
    }
    let in_force = switches_in_force(&level.rules);
    for name in every_switch() {
        let mut on = in_force.contains(&name);
        if ui
            .checkbox(&mut on, crate::ui::hud::switch_name(name))
            .changed()
        {
            let done = editor.doc.set(
                &[Seg::Field("rules"), Seg::Field(name)],
                if on { "true" } else { "false" },
            );
            editor.tell(done);
        }
    }
}

/// The switches on by default (a level turns them off).
const ON_BY_DEFAULT: [&str; 3] = ["prone_table", "mounted_combat", "ready_against_casters"];

fn switches_in_force(rules: &RuleOptions) -> Vec<&'static str> {
    let off = rules.defaults_off();
    let mut on = rules.switches_on();
    on.extend(ON_BY_DEFAULT.into_iter().filter(|s| !off.contains(s)));
    on
}

fn every_switch() -> Vec<&'static str> {
    switches_in_force(&RuleOptions {
        preset: Some(RulesPreset::Seed001),
        ..Default::default()
    })
}

fn sides(ui: &mut egui::Ui, editor: &mut Editor, level: &Level) {
    for (i, side) in level.sides.iter().enumerate() {
        ui.horizontal(|ui| {
            let (swatch, _) = ui.allocate_exact_size(egui::vec2(12.0, 12.0), egui::Sense::hover());
            ui.painter()
                .circle_filled(swatch.center(), 6.0, side_colour(i));
            ui.strong(&side.id);
            let controllers = [
                (Controller::Human, crate::t!("editor-side-human")),
                (Controller::Ai, crate::t!("editor-side-ai")),
            ];
            if let Some(controller) = radio_choice(ui, side.controller, controllers) {
                let at = [Seg::Field("sides"), Seg::Index(i), Seg::Field("controller")];
                let done = editor.doc.set(&at, &controller);
                editor.tell(done);
            }
            if ui
                .small_button("✖")
                .on_hover_text(crate::t!("editor-side-delete"))
                .clicked()
            {
                let done = editor
                    .doc
                    .delete_entry(&[Seg::Field("sides"), Seg::Index(i)]);
                editor.tell(done);
            }
        });
        let key = format!("side{i}");
        both_fields(
            ui,
            editor,
            &key,
            &side.name,
            &[Seg::Field("sides"), Seg::Index(i), Seg::Field("name")],
            false,
        );
        ui.separator();
    }
    if ui.button(crate::t!("editor-side-add")).clicked() {
        let id = (1..)
            .map(|n| format!("side_{n}"))
            .find(|id| level.sides.iter().all(|s| &s.id != id))
            .unwrap_or_default();
        let name = both_languages(
            &crate::t!("editor-side-new-es"),
            &crate::t!("editor-side-new-en"),
        );
        let done = editor.doc.add_entry(
            "sides",
            &format!("(id: {}, name: {name}, controller: Ai)", quoted(&id)),
        );
        editor.tell(done);
    }
}

/// The unit picked on the board: its fields, its list, and deleting it.
fn unit(ui: &mut egui::Ui, editor: &mut Editor, level: &Level) {
    let Some((list, id)) = editor.selected.clone() else {
        ui.label(crate::t!("editor-unit-none"));
        return;
    };
    let units = match list {
        UnitList::Units => &level.units,
        UnitList::Reserve => &level.reserve,
    };
    let Some(spec) = units.iter().find(|u| u.id == id).cloned() else {
        editor.selected = None;
        return;
    };
    let mut set = |editor: &mut Editor, field: &str, value: Option<String>| {
        let done = match value {
            Some(value) => editor.doc.set_unit_field(list, &id, field, &value),
            None => editor.doc.unset_unit_field(list, &id, field),
        };
        editor.tell(done);
    };
    grid_row(ui, crate::t!("editor-unit-id"), |ui| {
        if let Some(typed) = text_field(ui, editor, "unit.id", &spec.id, 150.0)
            && !typed.trim().is_empty()
        {
            set(editor, "id", Some(quoted(typed.trim())));
            editor.selected = Some((list, typed.trim().to_string()));
        }
    });
    unit_fields(ui, editor, level, &spec, &mut set);
    let mut reserve = list == UnitList::Reserve;
    if ui
        .checkbox(&mut reserve, crate::t!("editor-unit-reserve"))
        .changed()
    {
        move_between_lists(editor, list, &spec);
    }
    if ui.button(crate::t!("editor-unit-delete")).clicked() {
        let done = editor.doc.delete_from(list, &spec.id);
        editor.selected = None;
        editor.tell(done);
    }
}

fn grid_row(ui: &mut egui::Ui, label: String, add: impl FnOnce(&mut egui::Ui)) {
    ui.horizontal(|ui| {
        ui.label(label);
        add(ui);
    });
}

type Setter<'a> = dyn FnMut(&mut Editor, &str, Option<String>) + 'a;

fn unit_fields(
    ui: &mut egui::Ui,
    editor: &mut Editor,
    level: &Level,
    spec: &UnitSpec,
    set: &mut Setter,
) {
    let name = spec
        .name
        .as_ref()
        .map_or_else(String::new, |n| n.now().to_string());
    grid_row(ui, crate::t!("editor-unit-name"), |ui| {
        if let Some(typed) = text_field(ui, editor, "unit.name", &name, 150.0) {
            set(
                editor,
                "name",
                (!typed.trim().is_empty()).then(|| quoted(typed.trim())),
            );
        }
    });
    let sides: Vec<String> = level.sides.iter().map(|s| s.id.clone()).collect();
    let mut side = spec.side.clone();
    grid_row(ui, crate::t!("editor-unit-side"), |ui| {
        if pick(ui, "unit.side", &mut side, &sides) {
            set(editor, "side", Some(quoted(&side)));
        }
    });
    let mut creature = spec.creature.clone().unwrap_or_default();
    let creatures = editor.creatures();
    grid_row(ui, crate::t!("editor-unit-creature"), |ui| {
        if pick(ui, "unit.creature", &mut creature, &creatures) {
            set(editor, "creature", Some(quoted(&creature)));
        }
    });
    let mut aware = spec.aware;
    if ui
        .checkbox(&mut aware, crate::t!("editor-unit-aware"))
        .changed()
    {
        set(editor, "aware", (!aware).then(|| "false".to_string()));
    }
    let mut leader = spec.leader;
    if ui
        .checkbox(&mut leader, crate::t!("editor-unit-leader"))
        .changed()
    {
        set(editor, "leader", leader.then(|| "true".to_string()));
    }
    let numbers = [
        (
            "initiative",
            crate::t!("editor-unit-initiative"),
            spec.initiative,
        ),
        ("hp", crate::t!("editor-unit-hp"), spec.hp),
    ];
    for (field, label, now) in numbers {
        grid_row(ui, label, |ui| number_field(ui, editor, field, now, set));
    }
    let group = spec.group.clone().unwrap_or_default();
    grid_row(ui, crate::t!("editor-unit-group"), |ui| {
        if let Some(typed) = text_field(ui, editor, "unit.group", &group, 120.0) {
            set(
                editor,
                "group",
                (!typed.trim().is_empty()).then(|| quoted(typed.trim())),
            );
        }
    });
    let none = crate::t!("editor-unit-riding-none");
    let mut mounts = vec![none.clone()];
    mounts.extend(
        level
            .units
            .iter()
            .chain(&level.reserve)
            .filter(|u| u.id != spec.id)
            .map(|u| u.id.clone()),
    );
    let mut riding = spec.riding.clone().unwrap_or_else(|| none.clone());
    grid_row(ui, crate::t!("editor-unit-riding"), |ui| {
        if pick(ui, "unit.riding", &mut riding, &mounts) {
            set(editor, "riding", (riding != none).then(|| quoted(&riding)));
        }
    });
}

/// A whole-number field of the unit (none: left out, the default); what is not a number is
/// said and not written.
fn number_field(
    ui: &mut egui::Ui,
    editor: &mut Editor,
    field: &str,
    now: Option<i32>,
    set: &mut Setter,
) {
    let shown = now.map_or_else(String::new, |n| n.to_string());
    let Some(typed) = text_field(ui, editor, &format!("unit.{field}"), &shown, 60.0) else {
        return;
    };
    match typed.trim() {
        "" => set(editor, field, None),
        n if n.parse::<i32>().is_ok() => set(editor, field, Some(n.to_string())),
        _ => editor.status = Some(crate::t!("editor-not-a-number", text = typed.clone())),
    }
}

/// A unit on the board goes into the reserve, or one in the reserve onto the board: its entry
/// moves from one list to the other, as it is written.
fn move_between_lists(editor: &mut Editor, list: UnitList, spec: &UnitSpec) {
    let moved = editor.doc.move_to_other_list(list, &spec.id);
    if let Ok(to) = moved {
        editor.selected = Some((to, spec.id.clone()));
    }
    editor.tell(moved.map(|_| ()));
}
