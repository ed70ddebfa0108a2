//! The level editor's document (issue 36): a level file as text, changed in place where each
//! edit falls, so a level keeps its comments and layout however much it is edited; every
//! change can be taken back and done again. The window's editor is built on it.

use crate::level::locate::{Seg, closing, offset, span};
use crate::level::schema::Level;
use crate::rules::grid::Pos;
use std::path::{Path, PathBuf};

/// A level being edited: its file, its text now, and the texts to go back and forth to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelDoc {
    pub path: PathBuf,
    text: String,
    undo: Vec<String>,
    redo: Vec<String>,
}

/// Why an edit cannot be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditRefusal {
    /// The square is off the map.
    OffTheMap(Pos),
    /// The map's row is not a plain string the editor can change in place (an escape in it).
    RowNotPlain(i32),
    /// A map character cannot be a quote, a backslash or a control character.
    BadGlyph(char),
    /// No unit of this id (or the level does not read as a level now).
    NoSuchUnit(String),
    /// Nowhere in the text to write this (a path through a list entry that is not there).
    NoPlace(String),
    /// The text does not read as a level now (mend it first, or undo).
    Unreadable,
    /// A map must be 1 to [`crate::limits::MAP_SIDE`] squares each way.
    BadSize(usize, usize),
    /// These units stand where the resized map would not reach.
    UnitsOutside(Vec<String>),
}

/// The two lists a level keeps its units in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnitList {
    /// On the board from the start.
    Units,
    /// Off it until a trigger brings them in.
    Reserve,
}

impl UnitList {
    fn seg(self) -> Seg<'static> {
        Seg::Field(match self {
            UnitList::Units => "units",
            UnitList::Reserve => "reserve",
        })
    }
}

/// A map character can be anything a RON string holds as itself.
fn check_glyph(glyph: char) -> Result<(), EditRefusal> {
    if glyph == '"' || glyph == '\\' || glyph.is_control() {
        return Err(EditRefusal::BadGlyph(glyph));
    }
    Ok(())
}

/// A RON string literal of `text`.
pub fn quoted(text: &str) -> String {
    ron::to_string(text).unwrap_or_else(|_| format!("{text:?}"))
}

/// A text in both languages as a level writes one: `(es: "…", en: "…")`.
pub fn both_languages(es: &str, en: &str) -> String {
    format!("(es: {}, en: {})", quoted(es), quoted(en))
}

/// Paints `glyph` on the square `at` of the map in `text`: one character of its row.
fn paint_in(text: &mut String, at: Pos, glyph: char) -> Result<(), EditRefusal> {
    let off = || EditRefusal::OffTheMap(at);
    let (Ok(x), Ok(y)) = (usize::try_from(at.x), usize::try_from(at.y)) else {
        return Err(off());
    };
    let row = offset(text, &[Seg::Field("map"), Seg::Index(y)]).ok_or_else(off)?;
    let body = row + 1;
    let rest = &text[body..];
    let end = rest.find('"').ok_or_else(off)?;
    let literal = &rest[..end];
    if literal.contains('\\') {
        return Err(EditRefusal::RowNotPlain(at.y));
    }
    let (start, old) = literal.char_indices().nth(x).ok_or_else(off)?;
    let from = body + start;
    text.replace_range(from..from + old.len_utf8(), glyph.encode_utf8(&mut [0; 4]));
    Ok(())
}

/// `units[2].at`, for a refusal.
fn path_text(path: &[Seg]) -> String {
    let mut out = String::new();
    for seg in path {
        match seg {
            Seg::Field(name) if out.is_empty() => out.push_str(name),
            Seg::Field(name) => out.push_str(&format!(".{name}")),
            Seg::Index(i) => out.push_str(&format!("[{i}]")),
        }
    }
    out
}

/// `text` with `value` written at `path` (see [`LevelDoc::set`]); none when the path leads
/// through a list entry that is not there.
fn with_value(text: &str, path: &[Seg], value: &str) -> Option<String> {
    if let Some(place) = span(text, path) {
        let mut out = text.to_string();
        out.replace_range(place, value);
        return Some(out);
    }
    let (Seg::Field(name), parent) = path.split_last()? else {
        return None;
    };
    match closing(text, parent, b'(') {
        Some(close) => Some(with_entry(text, close, &format!("{name}: {value}"))),
        None => with_value(text, parent, &format!("({name}: {value})")),
    }
}

/// `text` with `entry` as the last element of its list `list` (written when it has none).
fn with_list_entry(text: &str, list: &str, entry: &str) -> Result<String, EditRefusal> {
    match closing(text, &[Seg::Field(list)], b'[') {
        Some(close) => Ok(with_entry(text, close, entry)),
        None => with_value(text, &[Seg::Field(list)], &format!("[{entry}]"))
            .ok_or_else(|| EditRefusal::NoPlace(list.to_string())),
    }
}

/// `text` with `entry` as the last of the list or struct whose closing bracket is at `close`:
/// on a line of its own, indented one step in from the bracket, when the bracket has a line of
/// its own; else after the last entry on its line.
fn with_entry(text: &str, close: usize, entry: &str) -> String {
    let line_start = text[..close].rfind('\n').map_or(0, |n| n + 1);
    let closing_line = &text[line_start..close];
    let mut out = text.to_string();
    if closing_line.trim().is_empty() {
        out.insert_str(line_start, &format!("{closing_line}    {entry},\n"));
        // The entry before it needs its comma (a comment may follow it on its line).
        let before = &text[..line_start];
        let last_line_start = before
            .trim_end_matches('\n')
            .rfind('\n')
            .map_or(0, |n| n + 1);
        let last_line = &before[last_line_start..];
        let code = last_line.find("//").map_or(last_line, |c| &last_line[..c]);
        let code_end = last_line_start + code.trim_end().len();
        let ends = text[..code_end].trim_end();
        if !(ends.ends_with([',', '[', '(']) || ends.is_empty()) {
            out.insert(code_end, ',');
        }
    } else {
        let last = text[..close].trim_end();
        let comma = match last.chars().last() {
            Some('[' | '(') => "",
            Some(',') => " ",
            _ => ", ",
        };
        out.insert_str(close, &format!("{comma}{entry}"));
    }
    out
}

/// `text` without the entry at `place` and its comma; its whole line goes when it had the line
/// to itself (with a comment after it on that line).
fn without(text: &str, place: std::ops::Range<usize>) -> String {
    let line_start = text[..place.start].rfind('\n').map_or(0, |n| n + 1);
    let line_end = text[place.end..]
        .find('\n')
        .map_or(text.len(), |n| place.end + n + 1);
    let before = &text[line_start..place.start];
    let after = text[place.end..line_end].trim_start_matches([',', ' ', '\t']);
    let alone = before.trim().is_empty() && (after.trim().is_empty() || after.starts_with("//"));
    let cut = if alone {
        line_start..line_end
    } else {
        let rest = &text[place.end..];
        if rest.trim_start().starts_with(',') {
            let comma = rest.len() - rest.trim_start_matches([',', ' ']).len();
            place.start..place.end + comma
        } else {
            // The last entry: the comma before it goes.
            let kept = text[..place.start].trim_end_matches([' ', ',']).len();
            kept..place.end
        }
    };
    let mut out = text.to_string();
    out.replace_range(cut, "");
    out
}

impl LevelDoc {
    /// The level at `path` as it is on disk.
    pub fn open(path: &Path) -> Result<Self, crate::level::Diagnostic> {
        let text = crate::level::diagnostics::read_text(path)?;
        Ok(Self::from_text(path, text))
    }

    pub fn from_text(path: &Path, text: String) -> Self {
        Self {
            path: path.to_path_buf(),
            text,
            undo: Vec::new(),
            redo: Vec::new(),
        }
    }

    /// A new level of `width` × `height` squares (at least 4 × 3): a wall round a floor, two
    /// sides with one unit each, so it validates and plays as it is; its comments say where
    /// each thing is explained.
    pub fn new_level(path: &Path, width: usize, height: usize) -> Self {
        let (width, height) = (
            width.clamp(4, crate::limits::MAP_SIDE),
            height.clamp(3, crate::limits::MAP_SIDE),
        );
        let wall = "#".repeat(width);
        let floor = format!("#{}#", ".".repeat(width - 2));
        let rows: Vec<String> = (0..height)
            .map(|y| match y == 0 || y + 1 == height {
                true => format!("        \"{wall}\",\n"),
                false => format!("        \"{floor}\",\n"),
            })
            .collect();
        let text = format!(
            "// A level made in the editor of Leyendas Tactics. Every field is explained in\n\
             // docs/reference.md; the map's characters are the terrain's (assets/data/terrain.ron):\n\
             // '.' floor, '#' wall, ',' grass, '~' rubble.\n\
             Level(\n    \
                 name: (es: \"Nivel nuevo\", en: \"New level\"),\n    \
                 description: (es: \"\", en: \"\"),\n    \
                 map: [\n{}    ],\n    \
                 // Who fights: a side each person or the AI plays.\n    \
                 sides: [\n        \
                     (id: \"heroes\", name: (es: \"Héroes\", en: \"Heroes\"), controller: Human),\n        \
                     (id: \"foes\", name: (es: \"Enemigos\", en: \"Foes\"), controller: Ai),\n    \
                 ],\n    \
                 units: [\n        \
                     (id: \"hero\", side: \"heroes\", at: (1, 1), creature: \"human_fighter\"),\n        \
                     (id: \"foe\", side: \"foes\", at: ({}, {}), creature: \"goblin\"),\n    \
                 ],\n\
             )\n",
            rows.concat(),
            width - 2,
            height - 2,
        );
        Self::from_text(path, text)
    }

    pub fn text(&self) -> &str {
        &self.text
    }

    /// Writes the text to its file.
    pub fn save(&self) -> std::io::Result<()> {
        std::fs::write(&self.path, &self.text)
    }

    /// Paints `glyph` (a terrain's map character) on the square `at`: one character of the
    /// map's row changes, nothing else in the file.
    pub fn paint(&mut self, at: Pos, glyph: char) -> Result<(), EditRefusal> {
        self.paint_squares([at], glyph)
    }

    /// Paints every square of the rectangle from `corner` to `other` (both included).
    pub fn paint_rectangle(
        &mut self,
        corner: Pos,
        other: Pos,
        glyph: char,
    ) -> Result<(), EditRefusal> {
        let squares = (corner.y.min(other.y)..=corner.y.max(other.y)).flat_map(|y| {
            (corner.x.min(other.x)..=corner.x.max(other.x)).map(move |x| Pos::new(x, y))
        });
        self.paint_squares(squares, glyph)
    }

    /// Paints every one of `squares`, as one step to take back; or, where one cannot be painted,
    /// none of them (the text, and what could be undone and redone, stay as they were).
    pub fn paint_squares(
        &mut self,
        squares: impl IntoIterator<Item = Pos>,
        glyph: char,
    ) -> Result<(), EditRefusal> {
        check_glyph(glyph)?;
        let mut text = self.text.clone();
        for p in squares {
            paint_in(&mut text, p, glyph)?;
        }
        self.change_to(text);
        Ok(())
    }

    /// Paints `glyph` over the patch of the same terrain as `at` that holds it: every square
    /// reached from it through a side it shares with one of that terrain (a hex's six, a square's
    /// four). One step to take back.
    pub fn fill(&mut self, at: Pos, glyph: char) -> Result<(), EditRefusal> {
        let level = self.level().ok_or(EditRefusal::OffTheMap(at))?;
        let cell = |p: Pos| -> Option<char> {
            let row = level.map.get(usize::try_from(p.y).ok()?)?;
            row.chars().nth(usize::try_from(p.x).ok()?)
        };
        let Some(old) = cell(at) else {
            return Err(EditRefusal::OffTheMap(at));
        };
        let mut patch = vec![at];
        let mut seen = std::collections::BTreeSet::from([at]);
        let mut i = 0;
        while let Some(&p) = patch.get(i) {
            i += 1;
            let sides = level.board.neighbours(p).filter(|n| {
                level.board == crate::rules::board_shape::BoardShape::Hex
                    || n.x == p.x
                    || n.y == p.y
            });
            for n in sides {
                if cell(n) == Some(old) && seen.insert(n) {
                    patch.push(n);
                }
            }
        }
        self.paint_squares(patch, glyph)
    }

    /// The level as written now, if it reads as one (its data not checked).
    pub fn level(&self) -> Option<Level> {
        crate::level::diagnostics::parse_ron(&self.path, &self.text).ok()
    }

    /// The index of the unit `id` in the level's list `list` (`units` or `reserve`).
    fn unit_index(&self, list: UnitList, id: &str) -> Result<usize, EditRefusal> {
        let units = self.level().map(|l| match list {
            UnitList::Units => l.units,
            UnitList::Reserve => l.reserve,
        });
        units
            .and_then(|units| units.iter().position(|u| u.id == id))
            .ok_or_else(|| EditRefusal::NoSuchUnit(id.to_string()))
    }

    /// Moves the unit `id` to `to`: its `at` is written again, nothing else.
    pub fn move_unit(&mut self, id: &str, to: Pos) -> Result<(), EditRefusal> {
        self.set_unit_field(UnitList::Units, id, "at", &format!("({}, {})", to.x, to.y))
    }

    /// Writes `value` (RON) as the field `field` of the unit `id` of `list`.
    pub fn set_unit_field(
        &mut self,
        list: UnitList,
        id: &str,
        field: &str,
        value: &str,
    ) -> Result<(), EditRefusal> {
        let i = self.unit_index(list, id)?;
        self.set(&[list.seg(), Seg::Index(i), Seg::Field(field)], value)
    }

    /// Takes the field `field` out of the unit `id` of `list` (it goes back to its default).
    pub fn unset_unit_field(
        &mut self,
        list: UnitList,
        id: &str,
        field: &str,
    ) -> Result<(), EditRefusal> {
        let i = self.unit_index(list, id)?;
        self.unset(&[list.seg(), Seg::Index(i), Seg::Field(field)])
    }

    /// Takes the unit `id` out of the level: its entry, and its line when it had one to itself
    /// (a comment after it on that line goes with it).
    pub fn delete_unit(&mut self, id: &str) -> Result<(), EditRefusal> {
        self.delete_from(UnitList::Units, id)
    }

    /// Takes the unit `id` out of `list`, as [`Self::delete_unit`] does.
    pub fn delete_from(&mut self, list: UnitList, id: &str) -> Result<(), EditRefusal> {
        let i = self.unit_index(list, id)?;
        self.delete_entry(&[list.seg(), Seg::Index(i)])
    }

    /// Takes the entry at `path` (an element of a list) out of the text.
    pub fn delete_entry(&mut self, path: &[Seg]) -> Result<(), EditRefusal> {
        let place = span(&self.text, path).ok_or_else(|| EditRefusal::NoPlace(path_text(path)))?;
        let text = without(&self.text, place);
        self.change_to(text);
        Ok(())
    }

    /// Adds a unit, written as a level writes one (`(id: "x", side: "a", at: (1, 2), …)`), as
    /// the last of `units`, on a line of its own indented as the one before it.
    pub fn add_unit(&mut self, entry: &str) -> Result<(), EditRefusal> {
        self.add_entry("units", entry)
    }

    /// Adds `entry` (RON) as the last element of the level's list `list`, written on a line of
    /// its own where the list has one per line; the list is written when the level has none.
    pub fn add_entry(&mut self, list: &str, entry: &str) -> Result<(), EditRefusal> {
        let text = with_list_entry(&self.text, list, entry)?;
        self.change_to(text);
        Ok(())
    }

    /// Moves the unit `id` from `from` to the other list (the board's units or the reserve),
    /// its entry as it is written: one step to take back. The list it goes to.
    pub fn move_to_other_list(
        &mut self,
        from: UnitList,
        id: &str,
    ) -> Result<UnitList, EditRefusal> {
        let i = self.unit_index(from, id)?;
        let entry_at = [from.seg(), Seg::Index(i)];
        let place =
            span(&self.text, &entry_at).ok_or_else(|| EditRefusal::NoSuchUnit(id.into()))?;
        let entry = self.text[place.clone()].to_string();
        let to = match from {
            UnitList::Units => UnitList::Reserve,
            UnitList::Reserve => UnitList::Units,
        };
        let Seg::Field(list) = to.seg() else {
            unreachable!("a unit list is a field")
        };
        let text = with_list_entry(&without(&self.text, place), list, &entry)?;
        self.change_to(text);
        Ok(to)
    }

    /// Writes `value` (RON) at `path`: in place of what is there, or as a new field at the end
    /// of the struct that holds it (that struct written too when the level has none).
    pub fn set(&mut self, path: &[Seg], value: &str) -> Result<(), EditRefusal> {
        let text = with_value(&self.text, path, value)
            .ok_or_else(|| EditRefusal::NoPlace(path_text(path)))?;
        self.change_to(text);
        Ok(())
    }

    /// Takes the field at `path` out, name and all, so it goes back to its default; nothing
    /// happens when it is not written.
    pub fn unset(&mut self, path: &[Seg]) -> Result<(), EditRefusal> {
        let (Some(Seg::Field(name)), Some(value)) = (path.last(), span(&self.text, path)) else {
            return Ok(());
        };
        let Some(key) = self.text[..value.start].rfind(name) else {
            return Err(EditRefusal::NoPlace(path_text(path)));
        };
        let text = without(&self.text, key..value.end);
        self.change_to(text);
        Ok(())
    }

    /// Gives the map `width` × `height` squares: rows cut or lengthened on the right, rows taken
    /// off or added at the bottom, each new square `glyph`. Refused while a unit stands where
    /// the map would no longer reach. One step to take back.
    pub fn resize(&mut self, width: usize, height: usize, glyph: char) -> Result<(), EditRefusal> {
        let level = self.level().ok_or(EditRefusal::Unreadable)?;
        check_glyph(glyph)?;
        let side = 1..=crate::limits::MAP_SIDE;
        if !side.contains(&width) || !side.contains(&height) {
            return Err(EditRefusal::BadSize(width, height));
        }
        let outside: Vec<String> = level
            .units
            .iter()
            .chain(&level.reserve)
            .filter(|u| u.at.x as usize >= width || u.at.y as usize >= height)
            .map(|u| u.id.clone())
            .collect();
        if !outside.is_empty() {
            return Err(EditRefusal::UnitsOutside(outside));
        }
        let mut text = self.text.clone();
        // From the last row up, so the rows above keep their places in the text.
        for y in (0..level.map.len()).rev() {
            let row = [Seg::Field("map"), Seg::Index(y)];
            let place = span(&text, &row).ok_or(EditRefusal::RowNotPlain(y as i32))?;
            if y >= height {
                text = without(&text, place);
                continue;
            }
            let old = &level.map[y];
            let new: String = old
                .chars()
                .chain(std::iter::repeat(glyph))
                .take(width)
                .collect();
            text.replace_range(place, &format!("\"{new}\""));
        }
        let row = glyph.to_string().repeat(width);
        for _ in level.map.len()..height {
            let close =
                closing(&text, &[Seg::Field("map")], b'[').ok_or(EditRefusal::Unreadable)?;
            text = with_entry(&text, close, &format!("\"{row}\""));
        }
        self.change_to(text);
        Ok(())
    }

    /// The text becomes `text`; what it was can be gone back to, and nothing undone is redone.
    /// A text the same as now is no change.
    fn change_to(&mut self, text: String) {
        if text == self.text {
            return;
        }
        self.undo.push(std::mem::replace(&mut self.text, text));
        self.redo.clear();
    }

    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Takes back the last change; whether there was one.
    pub fn undo(&mut self) -> bool {
        let Some(before) = self.undo.pop() else {
            return false;
        };
        self.redo.push(std::mem::replace(&mut self.text, before));
        true
    }

    /// Makes again the last change taken back; whether there was one.
    pub fn redo(&mut self) -> bool {
        let Some(after) = self.redo.pop() else {
            return false;
        };
        self.undo.push(std::mem::replace(&mut self.text, after));
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LEVEL: &str = r#"// A small hall.
Level(
    name: "Hall", // its name
    map: [
        ".....",
        ".#.#.", // the middle row
        ".....",
    ],
    sides: [(id: "a", name: "A"), (id: "b", name: "B")],
    units: [
        (id: "k", side: "a", at: (0, 1), creature: "human_fighter"),
        (id: "g", side: "b", at: (4, 1), creature: "goblin"),
    ],
)
"#;

    fn doc() -> LevelDoc {
        LevelDoc::from_text(Path::new("hall.ron"), LEVEL.to_string())
    }

    #[test]
    fn painting_changes_one_character_and_keeps_every_comment_and_the_layout() {
        let mut doc = doc();
        doc.paint(Pos::new(2, 1), ',').unwrap();
        let expected = LEVEL.replacen("\".#.#.\"", "\".#,#.\"", 1);
        assert_eq!(doc.text(), expected);
        // It still loads, grass where it was painted.
        let data = crate::level::GameData::built_in().unwrap();
        let level = crate::level::load_level_str(&doc.path, doc.text(), &data).unwrap();
        let grass = data.terrain_by_id("grass").unwrap();
        assert_eq!(level.terrain[(level.width + 2) as usize], grass);
    }

    #[test]
    fn undo_and_redo_go_back_and_forth_and_a_new_change_drops_what_was_undone() {
        let mut doc = doc();
        doc.paint(Pos::new(2, 1), ',').unwrap();
        let painted = doc.text().to_string();
        doc.paint_rectangle(Pos::new(1, 1), Pos::new(3, 1), '~')
            .unwrap();
        assert!(doc.text().contains("\".~~~.\""));
        // The rectangle is one step.
        assert!(doc.undo());
        assert_eq!(doc.text(), painted);
        assert!(doc.undo());
        assert_eq!(doc.text(), LEVEL);
        assert!(!doc.undo());
        assert!(doc.redo());
        assert_eq!(doc.text(), painted);
        doc.paint(Pos::new(1, 1), '%').unwrap();
        assert!(!doc.redo());
    }

    #[test]
    fn units_are_moved_added_and_deleted_in_place_each_a_step_to_take_back() {
        let mut doc = doc();
        doc.move_unit("g", Pos::new(3, 2)).unwrap();
        let moved = LEVEL.replacen(
            "(id: \"g\", side: \"b\", at: (4, 1),",
            "(id: \"g\", side: \"b\", at: (3, 2),",
            1,
        );
        assert_eq!(doc.text(), moved);
        let orc = r#"(id: "o", side: "a", at: (4, 0), creature: "orc")"#;
        doc.add_unit(orc).unwrap();
        assert!(
            doc.text()
                .contains(&format!("creature: \"goblin\"),\n        {orc},\n    ],")),
            "{}",
            doc.text()
        );
        doc.delete_unit("k").unwrap();
        assert!(!doc.text().contains("\"k\""));
        // The rest is as it was, comments and all, and it loads.
        assert!(
            doc.text()
                .starts_with("// A small hall.\nLevel(\n    name: \"Hall\", // its name")
        );
        let data = crate::level::GameData::built_in().unwrap();
        let level = crate::level::load_level_str(&doc.path, doc.text(), &data).unwrap();
        let ids: Vec<&str> = level.units.iter().map(|u| u.id.as_str()).collect();
        assert_eq!(ids, ["g", "o"]);
        assert_eq!(
            doc.delete_unit("k"),
            Err(EditRefusal::NoSuchUnit("k".into()))
        );
        for _ in 0..3 {
            assert!(doc.undo());
        }
        assert_eq!(doc.text(), LEVEL);
    }

    #[test]
    fn a_fill_paints_the_patch_of_one_terrain_through_shared_sides_in_one_step() {
        let mut doc = doc();
        // The floor round the two pillars is one patch; the pillars are not part of it.
        doc.fill(Pos::new(2, 1), ',').unwrap();
        let filled = LEVEL
            .replacen(
                "\".....\",\n        \".#.#.\",",
                "\",,,,,\",\n        \",#,#,\",",
                1,
            )
            .replacen("\".....\",\n    ],", "\",,,,,\",\n    ],", 1);
        assert_eq!(doc.text(), filled);
        assert!(doc.undo());
        assert_eq!(doc.text(), LEVEL);
        // A pillar alone: its four sides touch no other wall.
        doc.fill(Pos::new(1, 1), '~').unwrap();
        assert!(doc.text().contains("\".~.#.\""));
        assert_eq!(
            doc.fill(Pos::new(9, 9), ','),
            Err(EditRefusal::OffTheMap(Pos::new(9, 9)))
        );
    }

    #[test]
    fn an_edit_off_the_map_or_with_a_quote_is_refused_and_changes_nothing() {
        let mut doc = doc();
        assert_eq!(
            doc.paint(Pos::new(5, 1), ','),
            Err(EditRefusal::OffTheMap(Pos::new(5, 1)))
        );
        assert_eq!(
            doc.paint(Pos::new(1, 3), ','),
            Err(EditRefusal::OffTheMap(Pos::new(1, 3)))
        );
        assert_eq!(
            doc.paint(Pos::new(1, 1), '"'),
            Err(EditRefusal::BadGlyph('"'))
        );
        assert_eq!(
            doc.paint_rectangle(Pos::new(3, 1), Pos::new(5, 1), ','),
            Err(EditRefusal::OffTheMap(Pos::new(5, 1)))
        );
        assert_eq!(doc.text(), LEVEL);
        assert!(!doc.undo());
    }

    fn loads(doc: &LevelDoc) -> crate::level::LoadedLevel {
        let data = crate::level::GameData::built_in().unwrap();
        crate::level::load_level_str(&doc.path, doc.text(), &data)
            .unwrap_or_else(|e| panic!("{e:?}\n{}", doc.text()))
    }

    #[test]
    fn a_field_is_written_in_place_or_added_to_its_struct_keeping_the_comments() {
        let mut doc = doc();
        doc.set(&[Seg::Field("name")], &both_languages("Sala", "Hall"))
            .unwrap();
        assert!(
            doc.text()
                .contains("    name: (es: \"Sala\", en: \"Hall\"), // its name\n")
        );
        // Not written yet: added as the level's last field, and `rules` made to hold it.
        doc.set(&[Seg::Field("board")], "Hex").unwrap();
        doc.set(
            &[Seg::Field("rules"), Seg::Field("detailed_charge")],
            "true",
        )
        .unwrap();
        doc.set(&[Seg::Field("rules"), Seg::Field("hero_points")], "false")
            .unwrap();
        assert!(
            doc.text().ends_with(
                "    board: Hex,\n    rules: (detailed_charge: true, hero_points: false),\n)\n"
            ),
            "{}",
            doc.text()
        );
        let level = loads(&doc);
        assert_eq!(level.board, crate::rules::board_shape::BoardShape::Hex);
        assert!(level.rules.detailed_charge());
        assert!(!level.rules.hero_points());
        assert_eq!(level.name.get(crate::i18n::Lang::Es), "Sala");
        // Taken out again: back to the default, the comma with it.
        doc.unset(&[Seg::Field("rules"), Seg::Field("detailed_charge")])
            .unwrap();
        assert!(
            doc.text().contains("    rules: (hero_points: false),\n"),
            "{}",
            doc.text()
        );
        assert!(!loads(&doc).rules.detailed_charge());
        for _ in 0..5 {
            assert!(doc.undo());
        }
        assert_eq!(doc.text(), LEVEL);
    }

    #[test]
    fn a_unit_s_field_is_set_and_cleared_and_an_entry_goes_to_the_reserve_in_one_step() {
        let mut doc = doc();
        doc.set_unit_field(UnitList::Units, "g", "aware", "false")
            .unwrap();
        doc.set_unit_field(UnitList::Units, "g", "creature", &quoted("orc"))
            .unwrap();
        assert!(
            doc.text()
                .contains("(id: \"g\", side: \"b\", at: (4, 1), creature: \"orc\", aware: false),")
        );
        assert!(!loads(&doc).units[1].aware);
        doc.unset_unit_field(UnitList::Units, "g", "aware").unwrap();
        assert!(loads(&doc).units[1].aware);
        assert!(
            doc.text().contains("at: (4, 1), creature: \"orc\"),"),
            "{}",
            doc.text()
        );
        // No reserve yet: the list is written.
        doc.add_unit(r#"(id: "h", side: "b", at: (4, 0), creature: "goblin")"#)
            .unwrap();
        assert_eq!(
            doc.move_to_other_list(UnitList::Units, "g"),
            Ok(UnitList::Reserve)
        );
        let level = loads(&doc);
        assert_eq!(level.reserve.len(), 1);
        assert_eq!(level.reserve[0].id, "g");
        assert!(doc.undo());
        assert_eq!(loads(&doc).reserve.len(), 0);
        assert!(doc.text().contains("(id: \"g\""));
    }

    #[test]
    fn resizing_cuts_and_lengthens_rows_and_refuses_to_strand_a_unit() {
        let mut doc = doc();
        doc.resize(7, 4, ',').unwrap();
        let level = loads(&doc);
        assert_eq!((level.width, level.height), (7, 4));
        assert!(
            doc.text()
                .contains("        \".#.#.,,\", // the middle row\n"),
            "{}",
            doc.text()
        );
        assert!(
            doc.text().contains("        \",,,,,,,\",\n    ],"),
            "{}",
            doc.text()
        );
        assert!(doc.undo());
        assert_eq!(
            doc.resize(4, 2, '.'),
            Err(EditRefusal::UnitsOutside(vec!["g".into()]))
        );
        doc.move_unit("g", Pos::new(3, 0)).unwrap();
        doc.resize(4, 2, '.').unwrap();
        let level = loads(&doc);
        assert_eq!((level.width, level.height), (4, 2));
        assert_eq!(doc.resize(0, 2, '.'), Err(EditRefusal::BadSize(0, 2)));
    }

    #[test]
    fn a_new_level_validates_plays_to_its_end_and_says_where_its_fields_are_explained() {
        let doc = LevelDoc::new_level(Path::new("new.ron"), 9, 6);
        assert!(doc.text().starts_with("// A level made in the editor"));
        assert!(doc.text().contains("docs/reference.md"));
        let level = loads(&doc);
        assert_eq!((level.width, level.height), (9, 6));
        assert!(level.warnings.is_empty(), "{:?}", level.warnings);
        assert_eq!(level.units[1].at, Pos::new(7, 4));
        let fight = crate::ai::sim::fight(&level, 1, level.difficulty);
        assert!(fight.winner.is_some(), "{fight:?}");
    }
}
