//! The level editor's document (issue 36): a level file as text, changed in place where each
//! edit falls, so a level keeps its comments and layout however much it is edited; every
//! change can be taken back and done again. The window's editor is built on it.

use crate::level::locate::{Seg, offset, span};
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
        if glyph == '"' || glyph == '\\' || glyph.is_control() {
            return Err(EditRefusal::BadGlyph(glyph));
        }
        let off = || EditRefusal::OffTheMap(at);
        let (Ok(x), Ok(y)) = (usize::try_from(at.x), usize::try_from(at.y)) else {
            return Err(off());
        };
        let row = offset(&self.text, &[Seg::Field("map"), Seg::Index(y)]).ok_or_else(off)?;
        let body = row + 1;
        let rest = &self.text[body..];
        let end = rest.find('"').ok_or_else(off)?;
        let literal = &rest[..end];
        if literal.contains('\\') {
            return Err(EditRefusal::RowNotPlain(at.y));
        }
        let (start, old) = literal.char_indices().nth(x).ok_or_else(off)?;
        if old == glyph {
            return Ok(());
        }
        let from = body + start;
        let mut text = self.text.clone();
        text.replace_range(from..from + old.len_utf8(), glyph.encode_utf8(&mut [0; 4]));
        self.change_to(text);
        Ok(())
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
        self.paint_all(squares, glyph)
    }

    /// Paints every one of `squares`, as one step to take back; or, where one cannot be painted,
    /// none of them (the text, and what could be undone and redone, stay as they were).
    fn paint_all(
        &mut self,
        squares: impl IntoIterator<Item = Pos>,
        glyph: char,
    ) -> Result<(), EditRefusal> {
        let before = self.text.clone();
        let (undo_depth, redo) = (self.undo.len(), self.redo.clone());
        for p in squares {
            if let Err(why) = self.paint(p, glyph) {
                self.text = before;
                self.undo.truncate(undo_depth);
                self.redo = redo;
                return Err(why);
            }
        }
        if self.undo.len() > undo_depth {
            self.undo.truncate(undo_depth);
            self.undo.push(before);
        }
        Ok(())
    }

    /// Paints `glyph` over the patch of the same terrain as `at` that holds it: every square
    /// reached from it through a side it shares with one of that terrain (a hex's six, a square's
    /// four). One step to take back.
    pub fn fill(&mut self, at: Pos, glyph: char) -> Result<(), EditRefusal> {
        let level: crate::level::schema::Level =
            crate::level::diagnostics::parse_ron(&self.path, &self.text)
                .map_err(|_| EditRefusal::OffTheMap(at))?;
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
        self.paint_all(patch, glyph)
    }

    /// The index of the unit `id` in the level's `units`.
    fn unit_index(&self, id: &str) -> Result<usize, EditRefusal> {
        let level: crate::level::schema::Level =
            crate::level::diagnostics::parse_ron(&self.path, &self.text)
                .map_err(|_| EditRefusal::NoSuchUnit(id.to_string()))?;
        level
            .units
            .iter()
            .position(|u| u.id == id)
            .ok_or_else(|| EditRefusal::NoSuchUnit(id.to_string()))
    }

    /// Moves the unit `id` to `to`: its `at` is written again, nothing else.
    pub fn move_unit(&mut self, id: &str, to: Pos) -> Result<(), EditRefusal> {
        let i = self.unit_index(id)?;
        let at = [Seg::Field("units"), Seg::Index(i), Seg::Field("at")];
        let place = span(&self.text, &at).ok_or_else(|| EditRefusal::NoSuchUnit(id.into()))?;
        let mut text = self.text.clone();
        text.replace_range(place, &format!("({}, {})", to.x, to.y));
        self.change_to(text);
        Ok(())
    }

    /// Takes the unit `id` out of the level: its entry, and its line when it had one to itself
    /// (a comment after it on that line goes with it).
    pub fn delete_unit(&mut self, id: &str) -> Result<(), EditRefusal> {
        let i = self.unit_index(id)?;
        let entry = [Seg::Field("units"), Seg::Index(i)];
        let place = span(&self.text, &entry).ok_or_else(|| EditRefusal::NoSuchUnit(id.into()))?;
        let line_start = self.text[..place.start].rfind('\n').map_or(0, |n| n + 1);
        let line_end = self.text[place.end..]
            .find('\n')
            .map_or(self.text.len(), |n| place.end + n + 1);
        let before = &self.text[line_start..place.start];
        let after = self.text[place.end..line_end].trim_start_matches([',', ' ', '\t']);
        let alone =
            before.trim().is_empty() && (after.trim().is_empty() || after.starts_with("//"));
        let cut = if alone {
            line_start..line_end
        } else {
            let comma = self.text[place.end..].starts_with(',') as usize;
            place.start..place.end + comma
        };
        let mut text = self.text.clone();
        text.replace_range(cut, "");
        self.change_to(text);
        Ok(())
    }

    /// Adds a unit, written as a level writes one (`(id: "x", side: "a", at: (1, 2), …)`), as
    /// the last of `units`, on a line of its own indented as the one before it.
    pub fn add_unit(&mut self, entry: &str) -> Result<(), EditRefusal> {
        let units = [Seg::Field("units")];
        let list = span(&self.text, &units).ok_or_else(|| EditRefusal::NoSuchUnit(entry.into()))?;
        let close = list.end - 1;
        let line_start = self.text[..close].rfind('\n').map_or(0, |n| n + 1);
        let closing_line = &self.text[line_start..close];
        let mut text = self.text.clone();
        if closing_line.trim().is_empty() {
            // `]` on a line of its own: the new entry goes on the line above it.
            let indent = format!("{closing_line}    ");
            text.insert_str(line_start, &format!("{indent}{entry},\n"));
        } else {
            let last = self.text[..close].trim_end();
            let comma = if last.ends_with(',') || last.ends_with('[') {
                ""
            } else {
                ", "
            };
            text.insert_str(close, &format!("{comma}{entry}"));
        }
        self.change_to(text);
        Ok(())
    }

    /// The text becomes `text`; what it was can be gone back to, and nothing undone is redone.
    fn change_to(&mut self, text: String) {
        self.undo.push(std::mem::replace(&mut self.text, text));
        self.redo.clear();
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
}
