//! The editor's board: the level's map drawn as the game lays it out (squares, or hexes with
//! their odd rows half a cell right), its units and regions, and what a click or a drag on it
//! does with the tool picked.

use super::{Editor, Tool};
use crate::editor::{UnitList, quoted};
use crate::level::locate::Seg;
use crate::level::schema::{Goal, Level, Region, When};
use crate::rules::board_shape::BoardShape;
use crate::rules::grid::Pos;
use crate::view::{HEX_HEIGHT, Layout};
use bevy_egui::egui;

/// A region of the level the editor can redraw: what it is for and where it is in the text.
#[derive(Clone, Debug)]
pub struct RegionEntry {
    pub label: String,
    pub path: Vec<Seg<'static>>,
    pub region: Region,
}

/// The level's regions: its exits, its triggers' "a unit enters" and its "reach" objectives.
pub fn regions(level: &Level) -> Vec<RegionEntry> {
    let mut found = Vec::new();
    for (i, region) in level.exits.iter().enumerate() {
        found.push(RegionEntry {
            label: crate::t!("editor-region-exit", number = i + 1),
            path: vec![Seg::Field("exits"), Seg::Index(i)],
            region: *region,
        });
    }
    for (i, trigger) in level.triggers.iter().enumerate() {
        if let When::UnitEnters { region, .. } = &trigger.when {
            found.push(RegionEntry {
                label: crate::t!("editor-region-trigger", number = i + 1),
                path: vec![
                    Seg::Field("triggers"),
                    Seg::Index(i),
                    Seg::Field("when"),
                    Seg::Field("region"),
                ],
                region: *region,
            });
        }
    }
    for (i, objective) in level.objectives.iter().enumerate() {
        if let Goal::Reach { region, .. } = &objective.goal {
            found.push(RegionEntry {
                label: crate::t!("editor-region-reach", side = objective.side.clone()),
                path: vec![
                    Seg::Field("objectives"),
                    Seg::Index(i),
                    Seg::Field("goal"),
                    Seg::Field("region"),
                ],
                region: *region,
            });
        }
    }
    found
}

/// A region as a level writes one.
pub fn region_text(r: &Region) -> String {
    format!("(x: {}, y: {}, w: {}, h: {})", r.x, r.y, r.w, r.h)
}

/// The rectangle with corners `a` and `b`, both inside it.
pub fn region_between(a: Pos, b: Pos) -> Region {
    Region {
        x: a.x.min(b.x),
        y: a.y.min(b.y),
        w: (a.x - b.x).abs() + 1,
        h: (a.y - b.y).abs() + 1,
    }
}

/// Where the board sits on the screen: the game's layout, scaled to fit the panel.
struct View {
    layout: Layout,
    origin: egui::Pos2,
    scale: f32,
}

impl View {
    fn fit(layout: Layout, rect: egui::Rect) -> Self {
        let size = layout.size();
        let scale = (rect.width() / size.x)
            .min(rect.height() / size.y)
            .clamp(0.05, 2.0);
        let drawn = egui::vec2(size.x, size.y) * scale;
        Self {
            layout,
            origin: rect.center() - drawn / 2.0,
            scale,
        }
    }

    /// A world position (y up, as the game's) on the screen.
    fn screen(&self, world: bevy::math::Vec2) -> egui::Pos2 {
        let height = self.layout.size().y;
        self.origin + egui::vec2(world.x, height - world.y) * self.scale
    }

    fn centre(&self, p: Pos) -> egui::Pos2 {
        self.screen(self.layout.centre(p))
    }

    /// The cell under a point of the screen.
    fn cell_at(&self, at: egui::Pos2) -> Option<Pos> {
        let height = self.layout.size().y;
        let local = (at - self.origin) / self.scale;
        self.layout
            .cell_at(bevy::math::Vec2::new(local.x, height - local.y))
    }

    /// A cell's width on the screen.
    fn cell(&self) -> f32 {
        self.layout.cell_size().x * self.scale
    }

    /// The screen rectangle from square `a`'s top-left to square `b`'s bottom-right.
    fn span(&self, a: Pos, b: Pos) -> egui::Rect {
        let half = egui::Vec2::splat(self.cell() / 2.0);
        egui::Rect::from_two_pos(self.centre(a) - half, self.centre(b) + half)
    }

    /// The outline of cell `p`.
    fn outline(&self, p: Pos) -> Vec<egui::Pos2> {
        let c = self.centre(p);
        match self.layout.shape {
            BoardShape::Square => {
                let h = self.cell() / 2.0;
                vec![
                    c + egui::vec2(-h, -h),
                    c + egui::vec2(h, -h),
                    c + egui::vec2(h, h),
                    c + egui::vec2(-h, h),
                ]
            }
            BoardShape::Hex => {
                let r = HEX_HEIGHT / 2.0 * self.scale;
                (0..6)
                    .map(|k| {
                        let a =
                            std::f32::consts::FRAC_PI_6 + std::f32::consts::FRAC_PI_3 * k as f32;
                        c + egui::vec2(a.cos(), a.sin()) * r
                    })
                    .collect()
            }
        }
    }
}

/// The terrain colour of map character `glyph` in `level`, if its data knows it.
fn colour_of(editor: &Editor, level: &Level, glyph: char) -> Option<egui::Color32> {
    let kind = match level.legend.get(&glyph) {
        Some(id) => editor.data.terrain.iter().find(|t| &t.id == id),
        None => editor.data.terrain.iter().find(|t| t.glyph == glyph),
    }?;
    let (r, g, b) = kind.color;
    Some(egui::Color32::from_rgb(r, g, b))
}

/// The colour a side's tokens are drawn in.
pub fn side_colour(index: usize) -> egui::Color32 {
    const COLOURS: [(u8, u8, u8); 6] = [
        (60, 110, 200),
        (200, 60, 60),
        (60, 160, 80),
        (150, 80, 190),
        (220, 140, 40),
        (40, 170, 170),
    ];
    let (r, g, b) = COLOURS[index % COLOURS.len()];
    egui::Color32::from_rgb(r, g, b)
}

/// The squares a brush of `size` covers from `at` (its top-left).
fn brush(at: Pos, size: i32) -> impl Iterator<Item = Pos> {
    (0..size).flat_map(move |dy| (0..size).map(move |dx| at.offset(dx, dy)))
}

/// The unit standing on `p`: a rider before its mount, a unit before one in reserve.
pub fn unit_at(level: &Level, p: Pos) -> Option<(UnitList, String)> {
    let on = |list: &[crate::level::schema::UnitSpec]| {
        let mut here: Vec<_> = list.iter().filter(|u| u.at == p).collect();
        here.sort_by_key(|u| u.riding.is_none());
        here.first().map(|u| u.id.clone())
    };
    on(&level.units)
        .map(|id| (UnitList::Units, id))
        .or_else(|| on(&level.reserve).map(|id| (UnitList::Reserve, id)))
}

/// Draws the board in the space left and does what the tool does with the pointer on it.
pub fn board(ui: &mut egui::Ui, editor: &mut Editor) {
    let Some(level) = editor.level.clone() else {
        ui.centered_and_justified(|ui| ui.label(crate::t!("editor-unreadable")));
        return;
    };
    let width = level
        .map
        .iter()
        .map(|r| r.chars().count())
        .max()
        .unwrap_or(0) as i32;
    let height = level.map.len() as i32;
    if width == 0 || height == 0 {
        return;
    }
    let layout = Layout {
        shape: level.board,
        width,
        height,
    };
    let (response, painter) =
        ui.allocate_painter(ui.available_size(), egui::Sense::click_and_drag());
    let view = View::fit(layout, response.rect.shrink(8.0));
    draw_cells(&painter, &view, editor, &level);
    draw_regions(&painter, &view, editor, &level);
    draw_units(&painter, &view, editor, &level);
    let pointer = response.hover_pos().and_then(|at| view.cell_at(at));
    draw_pending(&painter, &view, editor, pointer);
    if let Some(p) = pointer {
        let line = hover_line(editor, &level, p);
        let corner = response.rect.left_bottom() + egui::vec2(6.0, -6.0);
        let font = egui::FontId::proportional(14.0);
        let galley = painter.layout_no_wrap(line, font, egui::Color32::WHITE);
        let back =
            egui::Rect::from_min_size(corner - egui::vec2(0.0, galley.size().y), galley.size());
        painter.rect_filled(back.expand(3.0), 3.0, egui::Color32::from_black_alpha(180));
        painter.galley(back.min, galley, egui::Color32::WHITE);
    }
    act(editor, &response, &view, &level);
}

/// The map's cells in their terrain's colours. On squares, each row's runs of one terrain are
/// one rectangle and the grid is drawn as lines (a 128 × 128 map is a few hundred shapes, not
/// sixteen thousand); hexes are one mesh of triangles. The grid is left out where cells are too
/// small to see it.
fn draw_cells(painter: &egui::Painter, view: &View, editor: &Editor, level: &Level) {
    let unknown = egui::Color32::from_rgb(255, 0, 200);
    let colour = |glyph| colour_of(editor, level, glyph).unwrap_or(unknown);
    let grid = egui::Stroke::new(1.0, egui::Color32::from_black_alpha(100));
    let grid = if view.cell() >= 6.0 {
        grid
    } else {
        egui::Stroke::NONE
    };
    if view.layout.shape == BoardShape::Hex {
        draw_hexes(painter, view, level, colour);
        return;
    }
    for (y, row) in level.map.iter().enumerate() {
        let y = y as i32;
        for (start, len, glyph) in runs(row) {
            let (a, b) = (Pos::new(start, y), Pos::new(start + len - 1, y));
            painter.rect_filled(view.span(a, b), 0.0, colour(glyph));
        }
    }
    if view.layout.shape == BoardShape::Square && grid != egui::Stroke::NONE {
        let (w, h) = (view.layout.width, view.layout.height);
        let whole = view.span(Pos::new(0, 0), Pos::new(w - 1, h - 1));
        let step = view.cell();
        for x in 0..=w {
            let at = whole.left() + step * x as f32;
            painter.vline(at, whole.y_range(), grid);
        }
        for y in 0..=h {
            let at = whole.top() + step * y as f32;
            painter.hline(whole.x_range(), at, grid);
        }
    }
}

/// A hex board's cells as one mesh (a fan of six triangles each), and their outlines where a
/// cell is 12 pixels or more across.
fn draw_hexes(
    painter: &egui::Painter,
    view: &View,
    level: &Level,
    colour: impl Fn(char) -> egui::Color32,
) {
    let mut mesh = egui::Mesh::default();
    let outlined = view.cell() >= 12.0;
    let grid = egui::Stroke::new(1.0, egui::Color32::from_black_alpha(100));
    let mut outlines = Vec::new();
    for (y, row) in level.map.iter().enumerate() {
        for (x, glyph) in row.chars().enumerate() {
            let p = Pos::new(x as i32, y as i32);
            let corners = view.outline(p);
            let fill = colour(glyph);
            let first = mesh.vertices.len() as u32;
            mesh.colored_vertex(view.centre(p), fill);
            for &corner in &corners {
                mesh.colored_vertex(corner, fill);
            }
            for k in 0..6 {
                mesh.add_triangle(first, first + 1 + k, first + 1 + (k + 1) % 6);
            }
            if outlined {
                outlines.push(egui::Shape::closed_line(corners, grid));
            }
        }
    }
    painter.add(mesh);
    painter.extend(outlines);
}

/// A row's runs of one map character: where each starts, how long it is, and the character.
fn runs(row: &str) -> Vec<(i32, i32, char)> {
    let mut found: Vec<(i32, i32, char)> = Vec::new();
    for (x, glyph) in row.chars().enumerate() {
        match found.last_mut() {
            Some((_, len, last)) if *last == glyph => *len += 1,
            _ => found.push((x as i32, 1, glyph)),
        }
    }
    found
}

fn draw_regions(painter: &egui::Painter, view: &View, editor: &Editor, level: &Level) {
    for (i, entry) in regions(level).iter().enumerate() {
        let picked = editor.region == Some(i) && editor.tool == Tool::Regions;
        outline_region(painter, view, &entry.region, picked);
    }
}

fn outline_region(painter: &egui::Painter, view: &View, r: &Region, picked: bool) {
    let colour = match picked {
        true => egui::Color32::from_rgb(255, 220, 60),
        false => egui::Color32::from_rgba_unmultiplied(255, 220, 60, 120),
    };
    let fill = egui::Color32::from_rgba_unmultiplied(255, 220, 60, if picked { 60 } else { 25 });
    for y in r.y..r.y + r.h {
        for x in r.x..r.x + r.w {
            let cell = view.outline(Pos::new(x, y));
            painter.add(egui::Shape::convex_polygon(cell, fill, egui::Stroke::NONE));
        }
    }
    let (a, b) = (Pos::new(r.x, r.y), Pos::new(r.x + r.w - 1, r.y + r.h - 1));
    let rect = view.span(a, b);
    painter.rect_stroke(
        rect,
        0.0,
        egui::Stroke::new(2.0, colour),
        egui::StrokeKind::Inside,
    );
}

fn draw_units(painter: &egui::Painter, view: &View, editor: &Editor, level: &Level) {
    let side_of = |id: &str| level.sides.iter().position(|s| s.id == id).unwrap_or(0);
    let lists = [
        (UnitList::Units, &level.units),
        (UnitList::Reserve, &level.reserve),
    ];
    for (list, units) in lists {
        // Mounts first, so their riders are drawn over them.
        let mut order: Vec<_> = units.iter().collect();
        order.sort_by_key(|u| u.riding.is_some());
        for unit in order {
            let picked = editor.selected.as_ref() == Some(&(list, unit.id.clone()));
            let rider = unit.riding.is_some();
            let r = view.cell() * if rider { 0.26 } else { 0.36 };
            let shift = if rider {
                egui::vec2(-r * 0.5, -r * 0.5)
            } else {
                egui::Vec2::ZERO
            };
            let at = view.centre(unit.at) + shift;
            let colour = side_colour(side_of(&unit.side));
            let ring = match picked {
                true => egui::Stroke::new(3.0, egui::Color32::from_rgb(255, 230, 80)),
                false => egui::Stroke::new(1.5, egui::Color32::WHITE),
            };
            match list {
                UnitList::Units => painter.circle(at, r, colour, ring),
                // In reserve: an outline where it will come in.
                UnitList::Reserve => painter.circle(
                    at,
                    r,
                    egui::Color32::from_black_alpha(90),
                    egui::Stroke::new(2.5, colour),
                ),
            };
            let name = unit.name.as_ref().map_or(unit.id.as_str(), |n| n.now());
            let mut short = name.chars().take(2);
            let short: String = short
                .next()
                .into_iter()
                .flat_map(char::to_uppercase)
                .chain(short)
                .collect();
            painter.text(
                at,
                egui::Align2::CENTER_CENTER,
                short,
                egui::FontId::proportional((r * 0.9).max(8.0)),
                egui::Color32::WHITE,
            );
        }
    }
}

/// What the drag under way will do: the stroke so far, the rectangle, the region.
fn draw_pending(painter: &egui::Painter, view: &View, editor: &Editor, pointer: Option<Pos>) {
    let mark = egui::Stroke::new(2.0, egui::Color32::WHITE);
    let clear = egui::Color32::TRANSPARENT;
    let on_map =
        |p: &Pos| p.x >= 0 && p.y >= 0 && p.x < view.layout.width && p.y < view.layout.height;
    let mut cells: Vec<Pos> = editor.stroke.clone();
    match (editor.tool, editor.drag, pointer) {
        (Tool::Rectangle, Some(a), Some(b)) => {
            let r = region_between(a, b);
            let rows = r.y..r.y + r.h;
            cells.extend(rows.flat_map(|y| (r.x..r.x + r.w).map(move |x| Pos::new(x, y))));
        }
        (Tool::Regions, Some(a), Some(b)) => {
            outline_region(painter, view, &region_between(a, b), true)
        }
        (Tool::Units, Some(_), Some(b)) => cells.push(b),
        (Tool::Paint, None, Some(p)) => cells.extend(brush(p, editor.brush_size)),
        (Tool::Fill, _, Some(p)) => cells.push(p),
        _ => {}
    }
    for p in cells.iter().filter(|p| on_map(p)) {
        painter.add(egui::Shape::convex_polygon(view.outline(*p), clear, mark));
    }
}

/// The line under the board: the square, its terrain and who stands there.
fn hover_line(editor: &Editor, level: &Level, p: Pos) -> String {
    let glyph = level
        .map
        .get(p.y as usize)
        .and_then(|row| row.chars().nth(p.x as usize))
        .unwrap_or(' ');
    let terrain = match level.legend.get(&glyph) {
        Some(id) => editor.data.terrain.iter().find(|t| &t.id == id),
        None => editor.data.terrain.iter().find(|t| t.glyph == glyph),
    }
    .map_or_else(
        || crate::t!("editor-unknown-terrain"),
        |t| crate::i18n::term_now(&t.name),
    );
    let who = unit_at(level, p)
        .map(|(_, id)| format!(" · {id}"))
        .unwrap_or_default();
    format!("({}, {}) · '{glyph}' {terrain}{who}", p.x, p.y)
}

/// What a click or a drag does with the tool picked.
fn act(editor: &mut Editor, response: &egui::Response, view: &View, level: &Level) {
    let at = response
        .interact_pointer_pos()
        .or_else(|| response.hover_pos())
        .and_then(|p| view.cell_at(p));
    if response.drag_started() {
        // Where the button went down: a drag is seen only once the pointer has moved on.
        let origin = response.ctx.input(|i| i.pointer.press_origin());
        editor.drag = origin.and_then(|p| view.cell_at(p)).or(at);
        let at = editor.drag;
        editor.stroke.clear();
        if editor.tool == Tool::Units {
            editor.selected = at.and_then(|p| unit_at(level, p));
            if editor.selected.is_none() {
                editor.drag = None;
            }
        }
    }
    if response.dragged()
        && editor.tool == Tool::Paint
        && let Some(p) = at
    {
        for q in brush(p, editor.brush_size) {
            if !editor.stroke.contains(&q) {
                editor.stroke.push(q);
            }
        }
    }
    if response.drag_stopped() {
        let from = editor.drag.take();
        let stroke = std::mem::take(&mut editor.stroke);
        finish_drag(editor, level, from, at, stroke);
    } else if response.clicked()
        && let Some(p) = at
    {
        click(editor, level, p);
    }
}

fn finish_drag(
    editor: &mut Editor,
    level: &Level,
    from: Option<Pos>,
    to: Option<Pos>,
    stroke: Vec<Pos>,
) {
    let glyph = editor.brush;
    let done = match (editor.tool, from, to) {
        (Tool::Paint, ..) => editor.doc.paint_squares(on_map(level, stroke), glyph),
        (Tool::Rectangle, Some(a), Some(b)) => editor.doc.paint_rectangle(a, b, glyph),
        (Tool::Units, Some(_), Some(b)) => match editor.selected.clone() {
            Some((list, id)) => {
                editor
                    .doc
                    .set_unit_field(list, &id, "at", &format!("({}, {})", b.x, b.y))
            }
            None => Ok(()),
        },
        (Tool::Regions, Some(a), Some(b)) => set_region(editor, level, region_between(a, b)),
        _ => Ok(()),
    };
    editor.tell(done);
}

/// The squares of `cells` on the map (a brush hanging over its edge paints what it covers).
fn on_map(level: &Level, cells: Vec<Pos>) -> Vec<Pos> {
    let inside = |p: &Pos| {
        p.x >= 0
            && p.y >= 0
            && level
                .map
                .get(p.y as usize)
                .is_some_and(|row| (p.x as usize) < row.chars().count())
    };
    cells.into_iter().filter(inside).collect()
}

fn click(editor: &mut Editor, level: &Level, p: Pos) {
    let glyph = editor.brush;
    let done = match editor.tool {
        Tool::Paint => editor
            .doc
            .paint_squares(on_map(level, brush(p, editor.brush_size).collect()), glyph),
        Tool::Rectangle => editor.doc.paint(p, glyph),
        Tool::Fill => editor.doc.fill(p, glyph),
        Tool::Units => match unit_at(level, p) {
            Some(unit) => {
                editor.selected = Some(unit);
                Ok(())
            }
            None => place_unit(editor, level, p),
        },
        Tool::Regions => set_region(editor, level, region_between(p, p)),
    };
    editor.tell(done);
}

/// Puts a new unit of the side and creature picked on `p`, and picks it.
fn place_unit(
    editor: &mut Editor,
    level: &Level,
    p: Pos,
) -> Result<(), crate::editor::EditRefusal> {
    let base: String = editor
        .new_creature
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '_')
        .collect();
    let base = if base.is_empty() {
        "unit".to_string()
    } else {
        base
    };
    let taken = |id: &str| level.units.iter().chain(&level.reserve).any(|u| u.id == id);
    let id = (1..)
        .map(|n| format!("{base}_{n}"))
        .find(|id| !taken(id))
        .unwrap_or(base);
    let entry = format!(
        "(id: {}, side: {}, at: ({}, {}), creature: {})",
        quoted(&id),
        quoted(&editor.new_side),
        p.x,
        p.y,
        quoted(&editor.new_creature)
    );
    editor.doc.add_unit(&entry)?;
    editor.selected = Some((UnitList::Units, id));
    Ok(())
}

/// Gives the region picked the rectangle `r`; with none picked, `r` becomes a new exit where
/// the level's ruleset reads exits.
fn set_region(
    editor: &mut Editor,
    level: &Level,
    r: Region,
) -> Result<(), crate::editor::EditRefusal> {
    let found = regions(level);
    match editor.region.and_then(|i| found.get(i)) {
        Some(entry) => editor.doc.set(&entry.path, &region_text(&r)),
        None if super::panels::reads_exits(editor) => {
            editor.doc.add_entry("exits", &region_text(&r))?;
            editor.region = Some(level.exits.len());
            Ok(())
        }
        None => {
            editor.status = Some(crate::t!("editor-region-pick-first"));
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::editor::LevelDoc;
    use std::path::Path;

    fn editor(text: Option<&str>) -> Editor {
        let path = Path::new("levels/edited.ron");
        let doc = match text {
            Some(text) => LevelDoc::from_text(path, text.to_string()),
            None => LevelDoc::new_level(path, 8, 6),
        };
        Editor::new(doc, crate::level::GameData::built_in().unwrap())
    }

    fn level(editor: &Editor) -> Level {
        editor.doc.level().expect("the level reads")
    }

    fn click_at(ed: &mut Editor, p: Pos) {
        let now = level(ed);
        click(ed, &now, p);
    }

    fn drag(ed: &mut Editor, from: Option<Pos>, to: Option<Pos>, stroke: Vec<Pos>) {
        let now = level(ed);
        finish_drag(ed, &now, from, to, stroke);
    }

    #[test]
    fn a_row_is_drawn_as_its_runs_of_one_terrain() {
        assert_eq!(
            runs("##..~.#"),
            [
                (0, 2, '#'),
                (2, 2, '.'),
                (4, 1, '~'),
                (5, 1, '.'),
                (6, 1, '#')
            ]
        );
        assert_eq!(runs(""), []);
    }

    #[test]
    fn a_click_on_an_empty_square_places_a_unit_of_the_side_and_creature_picked_and_picks_it() {
        let mut ed = editor(None);
        ed.tool = Tool::Units;
        ed.new_side = "foes".into();
        ed.new_creature = "orc".into();
        click_at(&mut ed, Pos::new(3, 2));
        click_at(&mut ed, Pos::new(4, 2));
        let placed = level(&ed);
        let ids: Vec<&str> = placed.units.iter().map(|u| u.id.as_str()).collect();
        assert_eq!(ids, ["hero", "foe", "orc_1", "orc_2"]);
        assert_eq!(placed.units[3].side, "foes");
        assert_eq!(placed.units[3].at, Pos::new(4, 2));
        assert_eq!(ed.selected, Some((UnitList::Units, "orc_2".into())));
        // A click on a unit picks it and places nothing.
        click_at(&mut ed, Pos::new(3, 2));
        assert_eq!(ed.selected, Some((UnitList::Units, "orc_1".into())));
        assert_eq!(level(&ed).units.len(), 4);
        ed.recheck();
        assert!(ed.checked.loaded.is_some(), "{:?}", ed.checked.problems);
    }

    #[test]
    fn a_drag_moves_the_unit_picked_a_rectangle_paints_between_its_ends_and_a_stroke_is_one_step() {
        let mut ed = editor(None);
        ed.tool = Tool::Units;
        ed.selected = Some((UnitList::Units, "hero".into()));
        drag(&mut ed, Some(Pos::new(1, 1)), Some(Pos::new(2, 3)), vec![]);
        assert_eq!(level(&ed).units[0].at, Pos::new(2, 3));
        ed.tool = Tool::Rectangle;
        ed.brush = '#';
        drag(&mut ed, Some(Pos::new(4, 1)), Some(Pos::new(4, 3)), vec![]);
        let map = level(&ed).map;
        assert_eq!(&map[1..5], ["#...#..#", "#...#..#", "#...#..#", "#......#"]);
        // A paint stroke is one step back, squares off the map left out.
        ed.tool = Tool::Paint;
        ed.brush = ',';
        let stroke = vec![Pos::new(1, 4), Pos::new(2, 4), Pos::new(9, 4)];
        drag(&mut ed, Some(Pos::new(1, 4)), Some(Pos::new(9, 4)), stroke);
        assert!(level(&ed).map[4].starts_with("#,,."));
        assert!(ed.doc.undo());
        assert!(level(&ed).map[4].starts_with("#..."));
    }

    #[test]
    fn a_region_is_drawn_again_where_it_is_picked_and_an_exit_only_where_the_ruleset_reads_exits() {
        let mut ed = editor(None);
        ed.tool = Tool::Regions;
        // Core reads no exits: a drag with no region picked says so and writes nothing.
        let before = ed.doc.text().to_string();
        drag(&mut ed, Some(Pos::new(1, 1)), Some(Pos::new(2, 2)), vec![]);
        assert_eq!(ed.doc.text(), before);
        assert_eq!(ed.status, Some(crate::t!("editor-region-pick-first")));
        // A "reach" objective's region, picked, is drawn by the drag.
        ed.doc
            .add_entry(
                "objectives",
                r#"(side: "heroes", goal: Reach(region: (x: 0, y: 0, w: 1, h: 1)))"#,
            )
            .unwrap();
        ed.region = Some(0);
        drag(&mut ed, Some(Pos::new(6, 4)), Some(Pos::new(5, 1)), vec![]);
        let found = regions(&level(&ed));
        assert_eq!(
            found[0].region,
            Region {
                x: 5,
                y: 1,
                w: 2,
                h: 4
            }
        );
        ed.recheck();
        assert!(ed.checked.loaded.is_some(), "{:?}", ed.checked.problems);
        // An OSR level reads exits: a drag with none picked draws one, and picks it.
        let osr = std::fs::read_to_string("levels/osr_01_first_blood.ron").unwrap();
        let mut ed = editor(Some(&osr));
        ed.tool = Tool::Regions;
        let exits = level(&ed).exits.len();
        ed.region = None;
        drag(&mut ed, Some(Pos::new(1, 1)), Some(Pos::new(1, 2)), vec![]);
        assert_eq!(level(&ed).exits.len(), exits + 1);
        assert_eq!(
            level(&ed).exits[exits],
            Region {
                x: 1,
                y: 1,
                w: 1,
                h: 2
            }
        );
        assert_eq!(ed.region, Some(exits));
    }
}
