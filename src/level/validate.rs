//! Loading a level: parse, check every reference and placement, and resolve units against the data.

use super::data::GameData;
use super::data::text_problem;
use super::diagnostics::{Diagnostic, parse_ron, read_text, unknown_id};
use super::locate::{Seg, locate, locate_entries};
use super::schema::{
    Armor, Creature, Level, Movement, RuleOptions, Shield, SideSpec, TerrainKind, Weapon,
};
use crate::limits::{
    DIAGNOSTICS_PER_FILE, ID_CHARS, INITIATIVE, LEGEND_ENTRIES, MAP_SIDE, NAME_CHARS, OBJECTIVES,
    ROUNDS, SIDES, TEXT_CHARS, TRIGGER_ACTIONS, TRIGGERS, UNITS,
};
use crate::rules::grid::Pos;
use crate::rulesets::id::RulesetId;
use crate::rulesets::tables::{LevelRules, Table};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// A level that passed every check, with each unit's stats and equipment looked up.
#[derive(Clone, Debug)]
pub struct LoadedLevel {
    /// The file's name without `.ron` (`01_first_blood`): how the campaign knows it.
    pub id: String,
    pub name: crate::i18n::Localized,
    pub description: crate::i18n::Localized,
    /// The rules it plays (Core: only playable rules pass validation).
    pub ruleset: crate::rulesets::id::RulesetId,
    pub rules: RuleOptions,
    /// Seed 002's options (their defaults for a level that plays another ruleset).
    pub osr: crate::rulesets::tables::OsrOptions,
    /// OSR: the side that may ambush the others, and whether it is prepared.
    pub surprise: Option<(usize, bool)>,
    /// OSR: where fleeing units leave the fight, besides the map's edge.
    pub exits: Vec<super::schema::Region>,
    /// Squares or hexes.
    pub board: crate::rules::board_shape::BoardShape,
    pub width: i32,
    pub height: i32,
    /// Terrain of each square, row by row: an index into `terrain_kinds`.
    pub terrain: Vec<usize>,
    pub terrain_kinds: Vec<TerrainKind>,
    pub sides: Vec<SideSpec>,
    pub units: Vec<ResolvedUnit>,
    pub difficulty: crate::level::schema::Difficulty,
    /// Foes' exact hit points stay hidden (see [`super::schema::Level::hide_foe_hp`]).
    pub hide_foe_hp: bool,
    /// Units a trigger can bring in.
    pub reserve: Vec<ResolvedUnit>,
    pub triggers: Vec<super::schema::Trigger>,
    pub objectives: Vec<super::schema::Objective>,
    /// What `validate` tells of a level that loads all the same (units in parts of the map that
    /// no walk joins).
    pub warnings: Vec<Diagnostic>,
}

/// A unit ready to spawn.
#[derive(Clone, Debug)]
pub struct ResolvedUnit {
    pub id: String,
    /// Shown in the language of the fight (see [`crate::i18n::Localized`]).
    pub name: crate::i18n::Localized,
    pub gender: crate::i18n::Gender,
    /// The creature template's id, or `custom` for inline stats.
    pub kind: String,
    pub side: usize,
    pub at: Pos,
    pub stats: Creature,
    pub weapons: Vec<Weapon>,
    pub armor: Option<Armor>,
    pub shield: Option<Shield>,
    pub hp: i32,
    /// Ids of the weapons in hand at the start.
    pub wield: Vec<String>,
    pub items: Vec<super::schema::Item>,
    /// Missiles carried by kind.
    pub ammunition: std::collections::BTreeMap<String, u32>,
    /// Spells known, with uses per day (from the creature's `caster`).
    pub spells: Vec<(super::spells::Spell, u32)>,
    pub aware: bool,
    pub initiative: Option<i32>,
    pub group: Option<String>,
    /// The unit whose saddle it starts in.
    pub riding: Option<String>,
    /// What its ruleset keeps of it beyond the shared shape (an OSR unit's numbers and gear).
    pub sheet: Option<crate::rulesets::tables::UnitSheet>,
    /// The hero points the level gives it, if it says (seed 001).
    pub hero_points: Option<u32>,
}

/// The weapons in hand when a level says nothing: the first carried weapon, and the second too
/// when both are light or one-handed melee weapons and there is no shield (ready for two-weapon
/// fighting).
pub fn default_wield(weapons: &[Weapon], has_shield: bool) -> Vec<String> {
    use super::schema::Grip;
    let carried: Vec<&Weapon> = weapons.iter().filter(|w| !w.natural).collect();
    let Some(first) = carried.first() else {
        return Vec::new();
    };
    let one_hand = |w: &Weapon| w.is_melee() && w.grip != Grip::TwoHanded;
    let mut out = vec![first.id.clone()];
    if !has_shield
        && one_hand(first)
        && let Some(second) = carried.get(1).filter(|w| one_hand(w))
    {
        out.push(second.id.clone());
    }
    out
}

/// Reads and checks a level file.
pub fn load_level(path: &Path, data: &GameData) -> Result<LoadedLevel, Vec<Diagnostic>> {
    let text = read_text(path).map_err(|d| vec![d])?;
    load_level_str(path, &text, data)
}

/// Checks level text; `path` names it in the diagnostics.
/// Takes into `level` the points its units spent for good in the campaign's fights before (by
/// unit id): seed 003's Fate, seed 001's hero points; its ruleset reads them, or not.
pub fn carry_fate_spent(level: &mut LoadedLevel, spent: &std::collections::BTreeMap<String, u32>) {
    let rules = crate::rulesets::tables::of(level.ruleset);
    for unit in level.units.iter_mut().chain(level.reserve.iter_mut()) {
        if let Some(&points) = spent.get(&unit.id) {
            rules.points_spent_before(unit, points);
        }
    }
}

/// Plays `level` with seed 001's modules as `preset` turns them on (`--rules seed001`): every
/// switch its `rules:` leave unset. Refused for a ruleset that does not play them.
pub fn play_with_rules(
    level: &mut LoadedLevel,
    preset: Option<super::schema::RulesPreset>,
    path: &Path,
) -> Result<(), Diagnostic> {
    let Some(preset) = preset else {
        return Ok(());
    };
    if !crate::rulesets::tables::of(level.ruleset).plays_rule_modules() {
        return Err(Diagnostic::new(
            path,
            (1, 1),
            crate::phrase!("diag-rules-not-played", ruleset = level.ruleset.title()),
        ));
    }
    level.rules.preset = Some(preset);
    Ok(())
}

pub fn load_level_str(
    path: &Path,
    text: &str,
    data: &GameData,
) -> Result<LoadedLevel, Vec<Diagnostic>> {
    load_level_as(path, text, data, None)
}

/// Checks level text to be played under `play` instead of the ruleset it names (`--ruleset`):
/// its map, sides, scripts and objectives as written, its creatures and gear from `play`'s
/// tables; what its own ruleset's fields set, `play` does not read, and each such field is set
/// aside with a warning.
pub fn load_level_as(
    path: &Path,
    text: &str,
    data: &GameData,
    play: Option<RulesetId>,
) -> Result<LoadedLevel, Vec<Diagnostic>> {
    let mut level: Level = parse_ron(path, text).map_err(|d| vec![d])?;
    // Mounts whose riders will fight on foot, the ruleset playing reading no `riding`.
    let mut unseated = Vec::new();
    let set_aside = match play {
        Some(play) if play != level.ruleset => {
            let rides = |u: &super::schema::UnitSpec| u.riding.clone();
            unseated = level.units.iter().filter_map(rides).collect();
            recast(&mut level, play, data, (path, text))
        }
        _ => Vec::new(),
    };
    let mut loaded = check_level(path, text, data, (level, &unseated))?;
    loaded.warnings.splice(0..0, set_aside);
    Ok(loaded)
}

/// Makes `level` play `play`: the fields `play` does not read are cleared, each reported as a
/// warning, and so are the objects its units carry that `play`'s tables do not have.
fn recast(
    level: &mut Level,
    play: RulesetId,
    data: &GameData,
    (path, text): (&Path, &str),
) -> Vec<Diagnostic> {
    level.ruleset = play;
    let mut found = Vec::new();
    let mut say = |at: &[Seg], what: crate::i18n::Phrase| {
        let message = crate::phrase!(
            "diag-level-set-aside",
            what = what,
            ruleset = play.name().to_string()
        );
        found.push(Diagnostic::warning(path, locate(text, at), message));
    };
    for other in crate::rulesets::tables::ALL {
        if other.id() != play {
            other.foreign_fields(level, &mut say);
            other.set_aside(level);
        }
    }
    let tables = crate::rulesets::tables::of(play);
    for (list, specs) in [("units", &mut level.units), ("reserve", &mut level.reserve)] {
        for (i, u) in specs.iter_mut().enumerate() {
            let mut at_entry = |field, k, what| {
                let at = [
                    Seg::Field(list),
                    Seg::Index(i),
                    Seg::Field(field),
                    Seg::Index(k),
                ];
                say(&at, what);
            };
            set_aside_gear(u, (tables, data), &mut at_entry);
        }
    }
    found
}

/// Clears from a unit what the ruleset playing has no table for: its items, and the weapons
/// to hold that its creature does not carry there; `say` reports each, by field and index.
fn set_aside_gear(
    u: &mut super::schema::UnitSpec,
    (tables, data): (&dyn LevelRules, &GameData),
    say: &mut dyn FnMut(&'static str, usize, crate::i18n::Phrase),
) {
    let id = u.id.to_string();
    let items = tables.items(data);
    if let Some(carried) = u.items.as_mut() {
        drop_unknown(
            carried,
            |item| items.contains_key(item),
            |k, item| {
                let what = crate::phrase!(
                    "diag-level-item-not-in-ruleset",
                    id = id.clone(),
                    item = item
                );
                say("items", k, what);
            },
        );
    }
    let carries = u
        .creature
        .as_deref()
        .and_then(|c| tables.creature(data, c))
        .map(|c| c.weapons)
        .unwrap_or_default();
    if let Some(wield) = u.wield.as_mut() {
        drop_unknown(
            wield,
            |weapon| carries.contains(weapon),
            |k, weapon| {
                let what = crate::phrase!(
                    "diag-level-wield-not-in-ruleset",
                    id = id.clone(),
                    weapon = weapon
                );
                say("wield", k, what);
            },
        );
    }
    // Nothing of it left: the creature holds what it holds by default.
    if u.wield.as_ref().is_some_and(Vec::is_empty) {
        u.wield = None;
    }
}

/// Drops from `list` the ids `known` refuses, after `report`ing each with its index.
fn drop_unknown(
    list: &mut Vec<String>,
    known: impl Fn(&String) -> bool,
    mut report: impl FnMut(usize, String),
) {
    for (k, id) in list.iter().enumerate().filter(|(_, id)| !known(id)) {
        report(k, id.clone());
    }
    list.retain(|id| known(id));
}

/// Moves the unit `mount`, whose rider no longer sits on it, to the nearest square that is on the
/// map, open and free (within 3 squares; it stays put if there is none, and the shared square
/// is reported).
fn stand_beside(level: &mut Level, mount: &str, (grid, data): (&Grid, &GameData)) {
    let Some(from) = level.units.iter().find(|u| u.id == mount).map(|u| u.at) else {
        return;
    };
    let open = |p: Pos| {
        (0..grid.width).contains(&p.x)
            && (0..grid.height).contains(&p.y)
            && data.terrain[grid.terrain[(p.y * grid.width + p.x) as usize]].movement
                != Movement::Blocked
            && !level.units.iter().any(|u| u.at == p)
    };
    let mut around: Vec<Pos> = (-3..=3)
        .flat_map(|dy| (-3..=3).map(move |dx| from.offset(dx, dy)))
        .filter(|&p| p != from)
        .collect();
    around.sort_by_key(|p| ((p.x - from.x).abs().max((p.y - from.y).abs()), p.y, p.x));
    if let Some(to) = around.into_iter().find(|&p| open(p))
        && let Some(u) = level.units.iter_mut().find(|u| u.id == mount)
    {
        u.at = to;
    }
}

/// Checks a level read from `text`, as it will be played.
fn check_level(
    path: &Path,
    text: &str,
    data: &GameData,
    (mut level, unseated): (Level, &[String]),
) -> Result<LoadedLevel, Vec<Diagnostic>> {
    let mut report = Report {
        path,
        text,
        errors: Vec::new(),
    };
    // Sizes first: a level far beyond them is refused before anything else is looked at.
    if too_large(&level, &mut report) {
        return Err(report.errors);
    }
    check_level_texts(&level, &mut report);
    check_ruleset_fields(&level, &mut report);
    let legend = legend(&level, data, &mut report);
    let Some(grid) = read_map(&level, (&legend, data), &mut report) else {
        return Err(report.errors);
    };
    for mount in unseated {
        stand_beside(&mut level, mount, (&grid, data));
    }
    let units = {
        let side_ids = check_sides(&level, &mut report);
        let units = resolve_units(&level, &grid, data, &mut report);
        check_riders(&level, &units.board, &mut report);
        check_sides_have_units(&level, &mut report);
        let names = Names {
            units: units.ids,
            sides: side_ids,
            reserve: level.reserve.iter().map(|u| u.id.as_str()).collect(),
        };
        check_exits(&level, &grid, &mut report);
        check_triggers(&level, &grid, &names, &mut report);
        check_objectives(&level, &grid, &names, &mut report);
        (units.board, units.reserve)
    };
    report.into_result()?;
    let warnings = split_map_warning(&level, &grid, data, path, text);
    Ok(loaded_level(path, level, grid, units, data, warnings))
}

/// The problems found in one level file, each located in its text.
struct Report<'a> {
    path: &'a Path,
    text: &'a str,
    errors: Vec<Diagnostic>,
}

impl Report<'_> {
    /// A problem with the value `at` points to.
    fn at(&mut self, at: &[Seg], message: crate::i18n::Phrase) {
        push_located(&mut self.errors, (self.path, self.text), at, message)
    }

    /// A problem at a line and column already known.
    fn at_place(&mut self, place: (usize, usize), message: crate::i18n::Phrase) {
        self.errors.push(Diagnostic::new(self.path, place, message));
    }

    /// The problems, if any, the first [`DIAGNOSTICS_PER_FILE`] of them and a count of the rest.
    fn into_result(mut self) -> Result<(), Vec<Diagnostic>> {
        if self.errors.is_empty() {
            return Ok(());
        }
        if self.errors.len() > DIAGNOSTICS_PER_FILE {
            let more = self.errors.len() - DIAGNOSTICS_PER_FILE;
            let first_left_out = &self.errors[DIAGNOSTICS_PER_FILE];
            let at = (first_left_out.line, first_left_out.col);
            self.errors.truncate(DIAGNOSTICS_PER_FILE);
            self.errors.push(Diagnostic::new(
                self.path,
                at,
                crate::phrase!("diag-level-more-problems", more = more.to_string()),
            ));
        }
        Err(self.errors)
    }
}

/// The map as read: its size and each square's terrain, row by row (an index into the data's
/// terrain kinds).
struct Grid {
    width: i32,
    height: i32,
    terrain: Vec<usize>,
}

impl Grid {
    /// Whether a region lies inside the map (in i64: a region's far edge may lie beyond i32 in
    /// a file).
    fn fits(&self, r: &super::schema::Region) -> bool {
        let [x, y, w, h] = [r.x, r.y, r.w, r.h].map(i64::from);
        w >= 1
            && h >= 1
            && x >= 0
            && y >= 0
            && x + w <= i64::from(self.width)
            && y + h <= i64::from(self.height)
    }
}

/// The ids a level's scripts may name.
struct Names<'a> {
    units: BTreeSet<&'a str>,
    sides: BTreeSet<&'a str>,
    reserve: BTreeSet<&'a str>,
}

impl Names<'_> {
    fn unit_list(&self) -> Vec<&str> {
        self.units.iter().copied().collect()
    }

    fn side_list(&self) -> Vec<&str> {
        self.sides.iter().copied().collect()
    }
}

/// A unit's place in the file: its list (`units` or `reserve`) and index there.
#[derive(Clone, Copy)]
struct Entry {
    list: &'static str,
    i: usize,
}

impl Entry {
    /// The path to one of its fields.
    fn at(self, field: &'static str) -> [Seg<'static>; 3] {
        [Seg::Field(self.list), Seg::Index(self.i), Seg::Field(field)]
    }

    /// The path to the `n`th value of one of its list fields.
    fn at_index(self, field: &'static str, n: usize) -> [Seg<'static>; 4] {
        let [list, i, field] = self.at(field);
        [list, i, field, Seg::Index(n)]
    }
}

/// The units on the board, then the reserve, each with where it sits in the file.
fn unit_lists(level: &Level) -> [(&'static str, &[super::schema::UnitSpec]); 2] {
    [("units", &level.units), ("reserve", &level.reserve)]
}

/// Reports each count beyond its limit; whether there was one.
fn too_large(level: &Level, report: &mut Report) -> bool {
    let total_units = level.units.len() + level.reserve.len();
    let counts = [
        (
            "units",
            total_units,
            UNITS,
            crate::phrase!("diag-level-count-units"),
        ),
        (
            "sides",
            level.sides.len(),
            SIDES,
            crate::phrase!("diag-level-count-sides"),
        ),
        (
            "legend",
            level.legend.len(),
            LEGEND_ENTRIES,
            crate::phrase!("diag-level-count-legend"),
        ),
        (
            "triggers",
            level.triggers.len(),
            TRIGGERS,
            crate::phrase!("diag-level-count-triggers"),
        ),
        (
            "objectives",
            level.objectives.len(),
            OBJECTIVES,
            crate::phrase!("diag-level-count-objectives"),
        ),
    ];
    let mut too_many = false;
    for (field, count, most, what) in counts.into_iter().filter(|c| c.1 > c.2) {
        too_many = true;
        // Point at the first one too many (for units, in whichever list it falls).
        let at = match field {
            "units" if level.units.len() <= most => {
                vec![Seg::Field("reserve"), Seg::Index(most - level.units.len())]
            }
            "legend" => vec![Seg::Field("legend")],
            _ => vec![Seg::Field(field), Seg::Index(most)],
        };
        report.at(
            &at,
            crate::phrase!(
                "diag-level-level-may-have-most",
                count = count.to_string(),
                what = what,
                most = most.to_string(),
            ),
        );
    }
    for (i, t) in level.triggers.iter().enumerate() {
        if t.then.len() > TRIGGER_ACTIONS {
            too_many = true;
            report.at(
                &[
                    Seg::Field("triggers"),
                    Seg::Index(i),
                    Seg::Field("then"),
                    Seg::Index(TRIGGER_ACTIONS),
                ],
                crate::phrase!(
                    "diag-level-trigger-has-actions-most",
                    i = i.to_string(),
                    count = t.then.len().to_string(),
                    trigger_actions = TRIGGER_ACTIONS.to_string(),
                ),
            );
        }
    }
    too_many
}

/// The level's name and description, in each language (a description may run over several
/// lines; nothing else may).
fn check_level_texts(level: &Level, report: &mut Report) {
    for (field, text, most, multiline) in [
        ("name", &level.name, NAME_CHARS, false),
        ("description", &level.description, TEXT_CHARS, true),
    ] {
        for text in text.each() {
            let checked = if multiline {
                text.replace('\n', " ")
            } else {
                text.to_string()
            };
            if let Some(why) = text_problem(&checked, most) {
                report.at(
                    &[Seg::Field(field)],
                    crate::phrase!(
                        "diag-level-level-text",
                        field = field.to_string(),
                        why = why
                    ),
                );
            }
        }
    }
}

/// The fields one ruleset reads and another does not: a level may not mix them. Each other
/// ruleset reports its own fields the level sets, then the level's ruleset checks its own.
fn check_ruleset_fields(level: &Level, report: &mut Report) {
    let mut say = |at: &[Seg], message| report.at(at, message);
    for other in crate::rulesets::tables::ALL {
        if other.id() != level.ruleset {
            other.foreign_fields(level, &mut say);
        }
    }
    crate::rulesets::tables::of(level.ruleset).check_level(level, &mut say);
}

/// The terrain legend: the data's glyphs, then the level's own entries.
fn legend(level: &Level, data: &GameData, report: &mut Report) -> BTreeMap<char, usize> {
    let mut legend: BTreeMap<char, usize> = data
        .terrain
        .iter()
        .enumerate()
        .map(|(i, t)| (t.glyph, i))
        .collect();
    for (ch, id) in &level.legend {
        match data.terrain_by_id(id) {
            Some(i) => {
                legend.insert(*ch, i);
            }
            None => {
                let message = crate::phrase!(
                    "diag-level-legend-names-unknown-terrain",
                    ch = ch.to_string(),
                    id = id.to_string(),
                );
                let known: Vec<&str> = data.terrain.iter().map(|t| t.id.as_str()).collect();
                report.at(&[Seg::Field("legend")], unknown_id(message, id, &known));
            }
        }
    }
    legend
}

/// The map's squares; `None` for a map beyond the largest (refused before any row is looked
/// at). Exactly one terrain per square, whatever the rows say: a ragged row is reported, and
/// the checks after still read a whole grid.
fn read_map(
    level: &Level,
    (legend, data): (&BTreeMap<char, usize>, &GameData),
    report: &mut Report,
) -> Option<Grid> {
    let height = level.map.len();
    let width = level.map.first().map_or(0, |r| r.chars().count());
    if height == 0 || width == 0 {
        report.at(
            &[Seg::Field("map")],
            crate::phrase!("diag-level-map-has-squares"),
        );
    }
    if width > MAP_SIDE || height > MAP_SIDE {
        report.at(
            &[Seg::Field("map")],
            crate::phrase!(
                "diag-level-map-squares-largest",
                width = width.to_string(),
                height = height.to_string(),
                map_side = MAP_SIDE.to_string(),
            ),
        );
        return None;
    }
    let mut terrain = vec![0; width * height];
    let rows = locate_entries(report.text, &[Seg::Field("map")]);
    // The first unknown character is told which ones there are.
    let mut characters = Some(map_characters(legend, data));
    for (y, row) in level.map.iter().enumerate() {
        let (line, col) = rows.get(y).copied().unwrap_or((1, 1));
        let length = row.chars().count();
        if length != width {
            report.at_place(
                (line, col),
                crate::phrase!(
                    "diag-level-map-row-has-squares-first-row",
                    y = y.to_string(),
                    length = length.to_string(),
                    width = width.to_string(),
                ),
            );
        }
        for (x, ch) in row.chars().enumerate().take(width) {
            match legend.get(&ch) {
                Some(&t) => terrain[y * width + x] = t,
                None => {
                    let message = crate::phrase!(
                        "diag-level-unknown-map-character-add-legend",
                        ch = ch.to_string(),
                        x = x.to_string(),
                        y = y.to_string(),
                    );
                    let message = match characters.take() {
                        Some(known) => crate::phrase!(
                            "diag-level-map-characters",
                            message = message,
                            known = known
                        ),
                        None => message,
                    };
                    report.at_place((line, col + 1 + x), message);
                }
            }
        }
    }
    Some(Grid {
        width: width as i32,
        height: height as i32,
        terrain,
    })
}

/// The map characters the legend knows, each with its terrain: `` `.` floor, `#` wall ``.
fn map_characters(legend: &BTreeMap<char, usize>, data: &GameData) -> String {
    legend
        .iter()
        .map(|(ch, &t)| format!("`{ch}` {}", data.terrain[t].id))
        .collect::<Vec<_>>()
        .join(", ")
}

/// At least two sides, each with a distinct id and names of a sound length; the ids.
fn check_sides<'a>(level: &'a Level, report: &mut Report) -> BTreeSet<&'a str> {
    if level.sides.len() < 2 {
        report.at(
            &[Seg::Field("sides")],
            crate::phrase!("diag-level-fight-needs-least-two-sides"),
        );
    }
    let mut side_ids = BTreeSet::new();
    for (i, s) in level.sides.iter().enumerate() {
        if s.id.is_empty() || !side_ids.insert(s.id.as_str()) {
            report.at(
                &[Seg::Field("sides"), Seg::Index(i), Seg::Field("id")],
                crate::phrase!("diag-level-side-id-empty-repeated", id = s.id.to_string()),
            );
        }
        let names = s.name.each().map(|n| ("name", n, NAME_CHARS));
        for (field, text, most) in std::iter::once(("id", s.id.as_str(), ID_CHARS)).chain(names) {
            if let Some(why) = text_problem(text, most) {
                report.at(
                    &[Seg::Field("sides"), Seg::Index(i), Seg::Field(field)],
                    crate::phrase!("diag-level-side-text", field = field.to_string(), why = why),
                );
            }
        }
    }
    side_ids
}

/// The level's units as read: those that resolved, and every unit id.
struct UnitsRead<'a> {
    board: Vec<ResolvedUnit>,
    reserve: Vec<ResolvedUnit>,
    ids: BTreeSet<&'a str>,
}

/// Units, then the reserve (off the board until a trigger brings them in: they may share a
/// square with a unit on the board, which they leave to the nearest free square).
fn resolve_units<'a>(
    level: &'a Level,
    grid: &Grid,
    data: &GameData,
    report: &mut Report,
) -> UnitsRead<'a> {
    let rules = crate::rulesets::tables::of(level.ruleset);
    let mut read = UnitsRead {
        board: Vec::new(),
        reserve: Vec::new(),
        ids: BTreeSet::new(),
    };
    let mut occupied: BTreeMap<Pos, &str> = BTreeMap::new();
    for (list, specs) in unit_lists(level) {
        for (i, u) in specs.iter().enumerate() {
            let entry = Entry { list, i };
            check_unit_fields(u, entry, &mut read.ids, report);
            let side = level.sides.iter().position(|s| s.id == u.side);
            if side.is_none() {
                let message = crate::phrase!(
                    "diag-level-unit-unknown-side",
                    id = u.id.to_string(),
                    side = u.side.to_string(),
                );
                let sides: Vec<&str> = level.sides.iter().map(|s| s.id.as_str()).collect();
                report.at(&entry.at("side"), unknown_id(message, &u.side, &sides));
            }
            check_unit_square(level, u, entry, (grid, data), &mut occupied, report);
            let Some((stats, kind)) = unit_stats(rules, data, u, entry, report) else {
                continue;
            };
            let mut resolved = resolve_gear(rules, data, u, entry, (stats, kind), report);
            resolved.side = side.unwrap_or(0);
            match list {
                "units" => read.board.push(resolved),
                _ => read.reserve.push(resolved),
            }
        }
    }
    read
}

/// A unit's id (present, unique, of a sound length), its names and its initiative.
fn check_unit_fields<'a>(
    u: &'a super::schema::UnitSpec,
    entry: Entry,
    ids: &mut BTreeSet<&'a str>,
    report: &mut Report,
) {
    if u.id.is_empty() || !ids.insert(u.id.as_str()) {
        report.at(
            &entry.at("id"),
            crate::phrase!("diag-level-unit-id-empty-repeated", id = u.id.to_string()),
        );
    }
    if let Some(why) = text_problem(&u.id, ID_CHARS) {
        report.at(
            &entry.at("id"),
            crate::phrase!("diag-level-unit-id", why = why),
        );
    }
    for name in u.name.iter().flat_map(|n| n.each()) {
        if let Some(why) = text_problem(name, NAME_CHARS) {
            report.at(
                &entry.at("name"),
                crate::phrase!("diag-level-unit-name", id = u.id.to_string(), why = why),
            );
        }
    }
    if let Some(n) = u
        .initiative
        .filter(|n| n.unsigned_abs() > INITIATIVE.unsigned_abs())
    {
        report.at(
            &entry.at("initiative"),
            crate::phrase!(
                "diag-level-unit-initiative-beyond-either-way",
                id = u.id.to_string(),
                n = n.to_string(),
                initiative = INITIATIVE.to_string(),
            ),
        );
    }
}

/// A unit stands on the map, on a square one can stand on, alone there (or in its saddle).
fn check_unit_square<'a>(
    level: &Level,
    u: &'a super::schema::UnitSpec,
    entry: Entry,
    (grid, data): (&Grid, &GameData),
    occupied: &mut BTreeMap<Pos, &'a str>,
    report: &mut Report,
) {
    let (x, y) = (u.at.x, u.at.y);
    if x < 0 || y < 0 || x >= grid.width || y >= grid.height {
        report.at(
            &entry.at("at"),
            crate::phrase!(
                "diag-level-unit-off-map",
                id = u.id.to_string(),
                x = x.to_string(),
                y = y.to_string(),
                width = grid.width.to_string(),
                height = grid.height.to_string(),
            ),
        );
        return;
    }
    let t = &data.terrain[grid.terrain[(y * grid.width + x) as usize]];
    if t.movement == Movement::Blocked {
        report.at(
            &entry.at("at"),
            crate::phrase!(
                "diag-level-unit-on-blocked",
                id = u.id.to_string(),
                x = x.to_string(),
                y = y.to_string(),
                name = crate::i18n::as_term(t.name.clone()),
            ),
        );
    }
    // A rider starts on its mount's square.
    let shares_saddle = |other: &str| {
        u.riding.as_deref() == Some(other)
            || level
                .units
                .iter()
                .any(|o| o.id == other && o.riding.as_deref() == Some(u.id.as_str()))
    };
    if entry.list == "units"
        && let Some(other) = occupied.insert(u.at, &u.id)
        && !shares_saddle(other)
    {
        report.at(
            &entry.at("at"),
            crate::phrase!(
                "diag-level-unit-shares-square-with",
                id = u.id.to_string(),
                x = x.to_string(),
                y = y.to_string(),
                other = other.to_string(),
            ),
        );
    }
}

/// A unit's stats and kind: its ruleset's creature, or inline stats where the ruleset takes
/// them (`custom`); `None` when neither can be had.
fn unit_stats(
    rules: &dyn LevelRules,
    data: &GameData,
    u: &super::schema::UnitSpec,
    entry: Entry,
    report: &mut Report,
) -> Option<(Creature, String)> {
    let id = u.id.to_string();
    if u.stats.is_some()
        && let Some(why) = rules.refuses_inline_stats(&u.id)
    {
        report.at(&entry.at("stats"), why);
        return None;
    }
    match (&u.creature, &u.stats) {
        (Some(_), Some(_)) => report.at(
            &entry.at("stats"),
            crate::phrase!("diag-level-unit-give-creature-stats-both", id = id),
        ),
        (None, None) => report.at(
            &entry.at("id"),
            crate::phrase!("diag-level-unit-needs-creature-inline-stats", id = id),
        ),
        (Some(c), None) => match rules.creature(data, c) {
            Some(found) => return Some((found, c.clone())),
            None => {
                // Another ruleset's creature, named in the wrong level: say whose it is.
                let elsewhere = crate::rulesets::tables::ALL
                    .iter()
                    .find(|r| r.id() != rules.id() && r.creature(data, c).is_some());
                let message = match elsewhere {
                    Some(r) => rules.unknown_creature(&u.id, c, r.creature_hint(rules.id()).into()),
                    None => {
                        let known = rules.known_ids(data, Table::Creature);
                        unknown_id(rules.unknown_creature(&u.id, c, "".into()), c, &known)
                    }
                };
                report.at(&entry.at("creature"), message);
            }
        },
        (None, Some(inline)) => {
            for problem in data.creature_problems(inline) {
                let mut path = entry.at("stats").to_vec();
                path.push(Seg::Field(problem.field));
                path.extend(problem.within.iter().cloned());
                report.at(
                    &path,
                    crate::phrase!(
                        "diag-level-unit-problem",
                        id = id.clone(),
                        message = problem.message,
                    ),
                );
            }
            return Some((inline.clone(), "custom".to_string()));
        }
    }
    None
}

/// A unit with its gear looked up in its ruleset's tables (its side is set by the caller).
fn resolve_gear(
    rules: &dyn LevelRules,
    data: &GameData,
    u: &super::schema::UnitSpec,
    entry: Entry,
    (stats, kind): (Creature, String),
    report: &mut Report,
) -> ResolvedUnit {
    let weapons = unit_weapons(rules, data, u, entry, (&stats, &kind), report);
    let armor_id = u.armor.as_ref().or(stats.armor.as_ref());
    let shield_id = u.shield.as_ref().or(stats.shield.as_ref());
    let armor = armor_id.and_then(|a| rules.shared_armour(data, a));
    if let Some(a) = u.armor.as_ref().filter(|a| !rules.knows_armour(data, a)) {
        let message = crate::phrase!(
            "diag-level-unit-unknown-armor",
            id = u.id.to_string(),
            a = a.to_string()
        );
        let known = rules.known_ids(data, Table::Armour);
        report.at(&entry.at("armor"), unknown_id(message, a, &known));
    }
    let shield = shield_id.and_then(|s| rules.shield(data, s));
    if let (Some(s), None) = (&u.shield, &shield) {
        let message = crate::phrase!(
            "diag-level-unit-unknown-shield",
            id = u.id.to_string(),
            s = s.to_string()
        );
        let known = rules.known_ids(data, Table::Shield);
        report.at(&entry.at("shield"), unknown_id(message, s, &known));
    }
    let wield = unit_wield(u, entry, (&weapons, &shield), report);
    let items = unit_items(rules, data, u, entry, &stats, report);
    let ammunition = unit_ammunition(u, entry, (&stats, &weapons), report);
    let hp = u.hp.unwrap_or(stats.hp);
    if let Some(why) = rules.hp_problem(&u.id, hp, &stats) {
        report.at(&entry.at("hp"), why);
    }
    let gear_ids = (armor_id.map(String::as_str), shield_id.map(String::as_str));
    ResolvedUnit {
        id: u.id.clone(),
        name: u
            .name
            .clone()
            .unwrap_or_else(|| crate::i18n::Localized::plain(stats.name.as_str())),
        sheet: rules.sheet(data, u, &kind, gear_ids),
        kind,
        side: 0,
        at: u.at,
        weapons,
        armor,
        shield,
        hp,
        wield,
        items,
        ammunition,
        spells: stats
            .caster
            .iter()
            .flat_map(|c| &c.spells)
            .filter_map(|k| Some((data.spells.get(&k.spell)?.clone(), k.per_day)))
            .collect(),
        aware: u.aware,
        initiative: u.initiative,
        group: u.group.clone(),
        riding: u.riding.clone(),
        hero_points: u.hero_points,
        gender: u.gender.unwrap_or_default(),
        stats,
    }
}

/// The unit's weapons (its own list, else its creature's), each one it can carry.
fn unit_weapons(
    rules: &dyn LevelRules,
    data: &GameData,
    u: &super::schema::UnitSpec,
    entry: Entry,
    (stats, kind): (&Creature, &str),
    report: &mut Report,
) -> Vec<Weapon> {
    let own_list = u.weapons.is_some();
    let weapon_ids = u.weapons.clone().unwrap_or_else(|| stats.weapons.clone());
    let table = rules.weapons(data);
    let mut weapons = Vec::new();
    for (n, w) in weapon_ids.iter().enumerate() {
        let Some(found) = table.get(w) else {
            // A creature's unknown weapon is reported against its stats.
            if own_list {
                let message = crate::phrase!(
                    "diag-level-unit-unknown-weapon",
                    id = u.id.to_string(),
                    w = w.to_string(),
                );
                let known: Vec<&String> = table.keys().collect();
                report.at(
                    &entry.at_index("weapons", n),
                    unknown_id(message, w, &known),
                );
            }
            continue;
        };
        if let Some(why) = rules.weapon_problem(data, kind, found) {
            let path = if own_list {
                entry.at_index("weapons", n).to_vec()
            } else {
                entry.at("creature").to_vec()
            };
            report.at(
                &path,
                crate::phrase!(
                    "diag-level-unit-too-weak-for",
                    id = u.id.to_string(),
                    why = why
                ),
            );
        }
        weapons.push(found.clone())
    }
    weapons
}

/// The weapons in hand at the start: the level's choice if it can be held, else the default.
fn unit_wield(
    u: &super::schema::UnitSpec,
    entry: Entry,
    (weapons, shield): (&[Weapon], &Option<Shield>),
    report: &mut Report,
) -> Vec<String> {
    let Some(ids) = &u.wield else {
        return default_wield(weapons, shield.is_some());
    };
    let equipment = super::equipment::Equipment {
        weapons: weapons.to_vec(),
        armor: None,
        shield: shield.clone(),
        wielded: Vec::new(),
        unloaded: Vec::new(),
        items: Vec::new(),
        ammunition: Default::default(),
        slung_shield: None,
    };
    if let Err(why) = equipment.check_wield(ids) {
        report.at(
            &entry.at("wield"),
            crate::phrase!(
                "diag-level-unit-cannot-wield",
                id = u.id.to_string(),
                ids = format!("{:?}", ids),
                why = why,
            ),
        );
    }
    ids.clone()
}

/// The unit's items (its own list, else its creature's) from its ruleset's tables.
fn unit_items(
    rules: &dyn LevelRules,
    data: &GameData,
    u: &super::schema::UnitSpec,
    entry: Entry,
    stats: &Creature,
    report: &mut Report,
) -> Vec<super::schema::Item> {
    let item_ids = u.items.clone().unwrap_or_else(|| stats.items.clone());
    let table = rules.items(data);
    let mut items = Vec::new();
    for (n, it) in item_ids.iter().enumerate() {
        match table.get(it) {
            Some(found) => items.push(found.clone()),
            None if u.items.is_some() => {
                let message = crate::phrase!(
                    "diag-level-unit-unknown-item",
                    id = u.id.to_string(),
                    it = it.to_string(),
                );
                let known: Vec<&String> = table.keys().collect();
                report.at(&entry.at_index("items", n), unknown_id(message, it, &known));
            }
            None => {} // reported against the creature's stats
        }
    }
    items
}

/// Missiles: the unit's, else the creature's; a kind its weapons fire and neither names is a
/// full quiver.
fn unit_ammunition(
    u: &super::schema::UnitSpec,
    entry: Entry,
    (stats, weapons): (&Creature, &[Weapon]),
    report: &mut Report,
) -> BTreeMap<String, u32> {
    let mut ammunition = u
        .ammunition
        .clone()
        .unwrap_or_else(|| stats.ammunition.clone());
    for (kind, count) in &ammunition {
        if *count > crate::limits::AMMUNITION {
            report.at(
                &entry.at("ammunition"),
                crate::phrase!(
                    "diag-level-unit-too-much-ammunition",
                    id = u.id.to_string(),
                    kind = kind.to_string(),
                    most = crate::limits::AMMUNITION,
                ),
            );
        }
    }
    for kind in weapons.iter().filter_map(|w| w.ammunition.clone()) {
        ammunition.entry(kind).or_insert(super::schema::FULL_QUIVER);
    }
    ammunition
}

/// Riders: each on a mount of its side, on its square, larger than it, one rider a saddle.
fn check_riders(level: &Level, units: &[ResolvedUnit], report: &mut Report) {
    for (list, specs) in unit_lists(level) {
        for (i, u) in specs.iter().enumerate() {
            let Some(mount_id) = &u.riding else { continue };
            let problem = if !level.rules.mounted_combat() {
                Some(crate::phrase!("diag-level-no-mounted-combat"))
            } else if list == "reserve" {
                Some(crate::phrase!("diag-level-units-reserve-join-fight-foot"))
            } else {
                let mount = units.iter().find(|r| &r.id == mount_id);
                let rider = units.iter().find(|r| r.id == u.id);
                let earlier_rider = specs[..i]
                    .iter()
                    .any(|o| o.riding.as_deref() == Some(mount_id));
                let problem = mount_problem(mount_id, (mount, rider), &u.id, earlier_rider);
                match mount {
                    // No such unit: the nearest of the board's mounts.
                    None => problem.map(|p| unknown_id(p, mount_id, &board_mounts(units))),
                    Some(_) => problem,
                }
            };
            if let Some(problem) = problem {
                report.at(
                    &Entry { list, i }.at("riding"),
                    crate::phrase!(
                        "diag-level-unit-cannot-ride",
                        id = u.id.to_string(),
                        problem = problem,
                    ),
                );
            }
        }
    }
}

/// The ids of the board's units that can be ridden.
fn board_mounts(units: &[ResolvedUnit]) -> Vec<&str> {
    units
        .iter()
        .filter(|m| m.stats.mount)
        .map(|m| m.id.as_str())
        .collect()
}

/// What keeps a rider on the board out of its saddle, if anything (`taken`: an earlier rider
/// already sits in it).
fn mount_problem(
    mount_id: &str,
    (mount, rider): (Option<&ResolvedUnit>, Option<&ResolvedUnit>),
    rider_id: &str,
    taken: bool,
) -> Option<crate::i18n::Phrase> {
    let mount_id_arg = || mount_id.to_string();
    let (m, r) = match (mount, rider) {
        (None, _) => {
            return Some(crate::phrase!(
                "diag-level-no-such-mount",
                mount_id = mount_id_arg()
            ));
        }
        (Some(m), Some(r)) => (m, r),
        (Some(_), None) => return None, // the rider's own errors are reported above
    };
    if !m.stats.mount {
        Some(crate::phrase!(
            "diag-level-not-a-mount",
            mount_id = mount_id_arg()
        ))
    } else if m.side != r.side {
        Some(crate::phrase!(
            "diag-level-mount-other-side",
            mount_id = mount_id_arg()
        ))
    } else if m.at != r.at {
        Some(crate::phrase!(
            "diag-level-mount-elsewhere",
            at = r.at.to_string(),
            mount_id = mount_id_arg(),
            at2 = m.at.to_string(),
        ))
    } else if m.stats.size <= r.stats.size {
        Some(crate::phrase!(
            "diag-level-mount-not-larger",
            mount_id = mount_id_arg(),
            size = format!("{:?}", m.stats.size),
            size2 = format!("{:?}", r.stats.size),
        ))
    } else if m.riding.is_some() || mount_id == rider_id {
        Some(crate::phrase!(
            "diag-level-rides-something-itself",
            mount_id = mount_id_arg()
        ))
    } else if taken {
        Some(crate::phrase!(
            "diag-level-already-has-rider",
            mount_id = mount_id_arg()
        ))
    } else {
        None
    }
}

/// Every side has a unit on the board at the start.
fn check_sides_have_units(level: &Level, report: &mut Report) {
    for (i, s) in level.sides.iter().enumerate() {
        if !level.units.iter().any(|u| u.side == s.id) {
            report.at(
                &[Seg::Field("sides"), Seg::Index(i)],
                crate::phrase!("diag-level-side-has-units", id = s.id.to_string()),
            );
        }
    }
}

/// Every exit lies within the map.
fn check_exits(level: &Level, grid: &Grid, report: &mut Report) {
    for (i, exit) in level.exits.iter().enumerate() {
        if !grid.fits(exit) {
            report.at(
                &[Seg::Field("exits"), Seg::Index(i)],
                crate::phrase!(
                    "diag-level-exit-region-within-map",
                    i = i.to_string(),
                    exit = format!("{:?}", exit),
                    width = grid.width.to_string(),
                    height = grid.height.to_string(),
                ),
            );
        }
    }
}

/// A trigger's unknown unit, with the nearest of `names`' units.
fn unknown_unit(i: usize, unit: &str, names: &Names) -> crate::i18n::Phrase {
    let message = crate::phrase!(
        "diag-level-trigger-unknown-unit",
        i = i.to_string(),
        unit = unit.to_string()
    );
    unknown_id(message, unit, &names.unit_list())
}

/// A trigger's unknown side, with the nearest of `names`' sides.
fn unknown_side(i: usize, side: &str, names: &Names) -> crate::i18n::Phrase {
    let message = crate::phrase!(
        "diag-level-trigger-unknown-side",
        i = i.to_string(),
        side = side.to_string()
    );
    unknown_id(message, side, &names.side_list())
}

/// Triggers: every round, unit, side and region they name must exist.
fn check_triggers(level: &Level, grid: &Grid, names: &Names, report: &mut Report) {
    for (i, t) in level.triggers.iter().enumerate() {
        let when = [Seg::Field("triggers"), Seg::Index(i), Seg::Field("when")];
        if let Some(problem) = when_problem(&t.when, i, grid, names, report) {
            report.at(&when, problem);
        }
        for (n, then) in t.then.iter().enumerate() {
            let at = [
                Seg::Field("triggers"),
                Seg::Index(i),
                Seg::Field("then"),
                Seg::Index(n),
            ];
            for problem in then_problems(then, i, names) {
                report.at(&at, problem);
            }
        }
    }
}

/// What is wrong with a trigger's condition (a region beyond the map and an unknown unit or
/// side may both be: all but the last are reported here).
fn when_problem(
    when: &super::schema::When,
    i: usize,
    grid: &Grid,
    names: &Names,
    report: &mut Report,
) -> Option<crate::i18n::Phrase> {
    use super::schema::When;
    let unit_known = |id: &str| names.units.contains(id);
    let side_known = |id: &str| names.sides.contains(id);
    match when {
        When::RoundStarts(n) if *n > ROUNDS => Some(crate::phrase!(
            "diag-level-trigger-round-beyond-last-one-fight",
            i = i.to_string(),
            n = n.to_string(),
            rounds = ROUNDS.to_string(),
        )),
        When::RoundStarts(_) => None,
        When::UnitDies(u) | When::HpBelow { unit: u, .. } if !unit_known(u) => {
            Some(unknown_unit(i, u, names))
        }
        When::HpBelow { percent, .. } if !(1..=100).contains(percent) => Some(crate::phrase!(
            "diag-level-trigger-percent-must-1-100",
            i = i.to_string(),
            percent = percent.to_string(),
        )),
        When::UnitEnters { region, unit, side } => {
            let at = [Seg::Field("triggers"), Seg::Index(i), Seg::Field("when")];
            let mut problems = Vec::new();
            if !grid.fits(region) {
                problems.push(crate::phrase!(
                    "diag-level-trigger-region-within-map",
                    i = i.to_string(),
                    region = format!("{:?}", region),
                    width = grid.width.to_string(),
                    height = grid.height.to_string(),
                ));
            }
            if let Some(u) = unit.as_deref().filter(|u| !unit_known(u)) {
                problems.push(unknown_unit(i, u, names));
            }
            if let Some(s) = side.as_deref().filter(|s| !side_known(s)) {
                problems.push(unknown_side(i, s, names));
            }
            let last = problems.pop();
            for problem in problems {
                report.at(&at, problem);
            }
            last
        }
        When::SideBelow { side, .. } if !side_known(side) => Some(unknown_side(i, side, names)),
        _ => None,
    }
}

/// What is wrong with one of a trigger's actions.
fn then_problems(then: &super::schema::Then, i: usize, names: &Names) -> Vec<crate::i18n::Phrase> {
    use super::schema::Then;
    let unit_known = |id: &str| names.units.contains(id);
    let side_known = |id: &str| names.sides.contains(id);
    match then {
        Then::Spawn { units: spawned, .. } => spawned
            .iter()
            .filter(|u| !names.reserve.contains(u.as_str()))
            .map(|u| {
                let message = crate::phrase!(
                    "diag-level-trigger-unit-reserve",
                    i = i.to_string(),
                    u = u.to_string(),
                );
                let reserve: Vec<&str> = names.reserve.iter().copied().collect();
                unknown_id(message, u, &reserve)
            })
            .collect(),
        Then::ChangeSide { unit, side } => {
            let unit = (!unit_known(unit)).then(|| unknown_unit(i, unit, names));
            let side = (!side_known(side)).then(|| unknown_side(i, side, names));
            unit.into_iter().chain(side).collect()
        }
        Then::SetAware { unit, .. } if !unit_known(unit) => vec![unknown_unit(i, unit, names)],
        Then::Win(side) | Then::Lose(side) | Then::MoraleCheck(side) if !side_known(side) => {
            vec![unknown_side(i, side, names)]
        }
        Then::Message(text) => text
            .each()
            .filter_map(|text| text_problem(text, TEXT_CHARS))
            .map(|why| crate::phrase!("diag-level-trigger-message", i = i.to_string(), why = why))
            .collect(),
        _ => Vec::new(),
    }
}

/// Objectives: every side, unit and region they name must exist, within the fight's rounds.
fn check_objectives(level: &Level, grid: &Grid, names: &Names, report: &mut Report) {
    use super::schema::Goal;
    for (i, o) in level.objectives.iter().enumerate() {
        let at = [Seg::Field("objectives"), Seg::Index(i)];
        let unknown_unit = |u: &str| {
            let message = crate::phrase!(
                "diag-level-objective-unknown-unit",
                i = i.to_string(),
                u = u.to_string(),
            );
            unknown_id(message, u, &names.unit_list())
        };
        if !names.sides.contains(o.side.as_str()) {
            let message = crate::phrase!(
                "diag-level-objective-unknown-side",
                i = i.to_string(),
                side = o.side.to_string(),
            );
            report.at(&at, unknown_id(message, &o.side, &names.side_list()));
        }
        match &o.goal {
            Goal::Survive(n) if *n > ROUNDS => report.at(
                &at,
                crate::phrase!(
                    "diag-level-objective-rounds-beyond-last-one-fight",
                    i = i.to_string(),
                    n = n.to_string(),
                    rounds = ROUNDS.to_string(),
                ),
            ),
            Goal::Protect(u) | Goal::Defeat(u) if !names.units.contains(u.as_str()) => {
                report.at(&at, unknown_unit(u))
            }
            Goal::Reach { region, unit } => {
                if !grid.fits(region) {
                    report.at(
                        &at,
                        crate::phrase!(
                            "diag-level-objective-region-within-map",
                            i = i.to_string(),
                            region = format!("{:?}", region),
                            width = grid.width.to_string(),
                            height = grid.height.to_string(),
                        ),
                    );
                }
                if let Some(u) = unit.as_deref().filter(|u| !names.units.contains(u)) {
                    report.at(&at, unknown_unit(u));
                }
            }
            _ => {}
        }
    }
}

/// The warning for units in parts of the map no walk joins: a fight left to units in different
/// parts (a side walled off, or the last of two sides each in its own part) can never end.
fn split_map_warning(
    level: &Level,
    grid: &Grid,
    data: &GameData,
    path: &Path,
    text: &str,
) -> Vec<Diagnostic> {
    let parts = parts_with_units(level, grid.width, &grid.terrain, data);
    let [first, second, ..] = &parts[..] else {
        return Vec::new();
    };
    let name = |(list, i): (&str, usize)| {
        let unit = if list == "units" {
            &level.units[i]
        } else {
            &level.reserve[i]
        };
        unit.id.to_string()
    };
    vec![Diagnostic::warning(
        path,
        locate(text, &[Seg::Field(second[0].0), Seg::Index(second[0].1)]),
        crate::phrase!(
            "diag-level-unit-cannot-walk-unit-doors-counted",
            second = name(second[0]),
            first = name(first[0]),
            count = parts.len().to_string(),
        ),
    )]
}

/// The level as the fight reads it.
fn loaded_level(
    path: &Path,
    level: Level,
    grid: Grid,
    (units, reserve): (Vec<ResolvedUnit>, Vec<ResolvedUnit>),
    data: &GameData,
    warnings: Vec<Diagnostic>,
) -> LoadedLevel {
    LoadedLevel {
        id: path
            .file_stem()
            .map_or_else(String::new, |s| s.to_string_lossy().into_owned()),
        name: level.name,
        description: level.description,
        ruleset: level.ruleset,
        osr: level.osr.unwrap_or_default(),
        surprise: level.surprise.as_ref().and_then(|s| {
            let side = level.sides.iter().position(|x| x.id == s.side)?;
            Some((side, s.prepared))
        }),
        exits: level.exits.clone(),
        rules: level.rules,
        board: level.board,
        width: grid.width,
        height: grid.height,
        terrain: grid.terrain,
        terrain_kinds: data.terrain.clone(),
        sides: level.sides,
        units,
        difficulty: level.difficulty,
        hide_foe_hp: level.hide_foe_hp,
        reserve,
        triggers: level.triggers,
        objectives: level.objectives,
        warnings,
    }
}

/// Adds a problem at the value `at` points to in `text`. Past the cap a problem is only counted:
/// locating it would cost a walk of the text (the first one past it is located: the count of the
/// rest points there).
fn push_located(
    errors: &mut Vec<Diagnostic>,
    (path, text): (&Path, &str),
    at: &[Seg],
    message: crate::i18n::Phrase,
) {
    let at = if errors.len() <= DIAGNOSTICS_PER_FILE {
        locate(text, at)
    } else {
        (0, 0)
    };
    errors.push(Diagnostic::new(path, at, message));
}

/// The units (by list and index, board then reserve) grouped by the part of the map they stand
/// in, parts in the order of their first unit: a part is squares joined side by side that a
/// walker can enter, a door counting as open. Diagonal steps join nothing more: one may not cut
/// a wall's corner, so each has a way round by the sides.
fn parts_with_units(
    level: &Level,
    width: i32,
    terrain: &[usize],
    data: &GameData,
) -> Vec<Vec<(&'static str, usize)>> {
    let walkable: Vec<bool> = data
        .terrain
        .iter()
        .map(|t| {
            t.movement != Movement::Blocked
                || t.toggles_to.as_deref().is_some_and(|other| {
                    data.terrain
                        .iter()
                        .any(|o| o.id == other && o.movement != Movement::Blocked)
                })
        })
        .collect();
    let height = terrain.len() as i32 / width.max(1);
    let index = |p: Pos| {
        (p.x >= 0 && p.y >= 0 && p.x < width && p.y < height).then(|| (p.y * width + p.x) as usize)
    };
    // Each square's part, numbered by a flood from the first square of each.
    let mut part = vec![usize::MAX; terrain.len()];
    let mut parts = 0;
    for first in 0..terrain.len() {
        if part[first] != usize::MAX || !walkable[terrain[first]] {
            continue;
        }
        let mut stack = vec![first];
        part[first] = parts;
        while let Some(i) = stack.pop() {
            let p = Pos::new(i as i32 % width, i as i32 / width);
            // Orthogonal squares only (a diagonal may cut a wall's corner); all six hexes.
            let offsets = level.board.neighbour_offsets(p.y);
            let sides = match level.board {
                crate::rules::board_shape::BoardShape::Square => &offsets[..4],
                crate::rules::board_shape::BoardShape::Hex => offsets,
            };
            for &(dx, dy) in sides {
                if let Some(j) = index(p.offset(dx, dy))
                    && part[j] == usize::MAX
                    && walkable[terrain[j]]
                {
                    part[j] = parts;
                    stack.push(j);
                }
            }
        }
        parts += 1;
    }
    let mut grouped: Vec<(usize, Vec<(&'static str, usize)>)> = Vec::new();
    for (list, units) in [("units", &level.units), ("reserve", &level.reserve)] {
        for (i, u) in units.iter().enumerate() {
            let Some(p) = index(u.at).map(|at| part[at]) else {
                continue;
            };
            match grouped.iter_mut().find(|(q, _)| *q == p) {
                Some((_, members)) => members.push((list, i)),
                None => grouped.push((p, vec![(list, i)])),
            }
        }
    }
    grouped.into_iter().map(|(_, members)| members).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The level's diagnostics in English; each also reads in Spanish, fully translated.
    fn errors(src: &str) -> Vec<String> {
        let data = GameData::built_in().expect("built-in data");
        match load_level_str(Path::new("t.ron"), src, &data) {
            Ok(_) => Vec::new(),
            Err(d) => {
                for diagnostic in &d {
                    assert_reads_in_spanish(&diagnostic.message);
                }
                d.iter().map(ToString::to_string).collect()
            }
        }
    }

    /// A message has its Spanish, with every placeable filled, and it is not the English (only
    /// ron's own syntax errors are passed on as ron words them).
    fn assert_reads_in_spanish(message: &crate::i18n::Phrase) {
        use crate::i18n::Lang;
        let es = message.in_lang(Lang::Es);
        assert!(!es.contains("[[") && !es.contains("{$"), "{es}");
        if message.key() != "diag-ron" {
            assert_ne!(es, message.in_lang(Lang::En), "{}", message.key());
        }
    }

    const SIDES: &str = r#"sides: [(id: "a", name: "A"), (id: "b", name: "B")]"#;

    #[test]
    fn a_valid_level_loads_with_its_units_resolved() {
        let src = format!(
            r#"Level(name: "ok", map: ["...", "..."], {SIDES}, units: [
                (id: "f", side: "a", at: (0, 0), creature: "human_fighter", weapons: ["mace"]),
                (id: "g", side: "b", at: (2, 1), creature: "goblin", hp: 3),
            ])"#
        );
        let data = GameData::built_in().unwrap();
        let level = load_level_str(Path::new("t.ron"), &src, &data).unwrap();
        assert_eq!((level.width, level.height), (3, 2));
        assert_eq!(level.units[0].weapons.len(), 1);
        assert_eq!(level.units[0].weapons[0].id, "mace");
        assert_eq!(level.units[0].armor.as_ref().unwrap().id, "scale_mail");
        assert_eq!(level.units[1].hp, 3);
        assert_eq!(level.units[1].name.english(), "Goblin");
    }

    #[test]
    fn a_level_plays_core_unless_it_names_another_ruleset() {
        let src = |ruleset: &str| {
            format!(
                r#"Level(name: "r", {ruleset}map: ["...."], {SIDES}, units: [
                (id: "f", side: "a", at: (0, 0), creature: "goblin"),
                (id: "g", side: "b", at: (3, 0), creature: "goblin"),
            ])"#
            )
        };
        let data = GameData::built_in().unwrap();
        for core in ["", "ruleset: Core, "] {
            let level = load_level_str(Path::new("t.ron"), &src(core), &data).unwrap();
            assert_eq!(level.ruleset.name(), "Core");
        }
        // `goblin` is in every ruleset's data: each level takes its own.
        for (ruleset, name) in [("ruleset: Osr, ", "Osr"), ("ruleset: Wfrp, ", "Wfrp")] {
            let level = load_level_str(Path::new("t.ron"), &src(ruleset), &data).unwrap();
            assert_eq!(level.ruleset.name(), name);
            assert!(level.units[0].sheet.is_some());
        }
        assert!(errors(&src("ruleset: Gurps, "))[0].contains("t.ron:1:27: error:"));
    }

    #[test]
    fn ragged_rows_unknown_legend_terrain_and_empty_sides_are_errors() {
        let src = format!(
            r#"Level(name: "bad", map: ["...", ".."], legend: {{'T': "lava"}}, {SIDES}, units: [
                (id: "f", side: "a", at: (0, 0), creature: "human_fighter"),
            ])"#
        );
        let e = errors(&src);
        assert!(
            e.iter()
                .any(|m| m.contains("map row 1 has 2 squares; the first row has 3")),
            "{e:?}"
        );
        assert!(
            e.iter()
                .any(|m| m.contains("legend: `T` names unknown terrain `lava`")),
            "{e:?}"
        );
        assert!(
            e.iter().any(|m| m.contains("side `b` has no units")),
            "{e:?}"
        );
    }

    #[test]
    fn a_unit_needs_exactly_one_of_creature_and_stats() {
        let src = format!(
            r#"Level(name: "bad", map: ["...."], {SIDES}, units: [
                (id: "f", side: "a", at: (0, 0)),
                (id: "g", side: "b", at: (1, 0), creature: "goblin",
                 stats: (name: "G", speed: 6, abilities: (str: 10, dex: 10, con: 10), hp: 4)),
                (id: "h", side: "b", at: (2, 0),
                 stats: (name: "H", speed: 6, abilities: (str: 10, dex: 10, con: 10), hp: 0, weapons: ["ray"])),
            ])"#
        );
        let e = errors(&src);
        assert!(
            e.iter()
                .any(|m| m.contains("unit `f` needs a `creature` or inline `stats`")),
            "{e:?}"
        );
        assert!(
            e.iter()
                .any(|m| m.contains("unit `g`: give `creature` or `stats`, not both")),
            "{e:?}"
        );
        assert!(
            e.iter()
                .any(|m| m.contains("unit `h`: unknown weapon `ray`")),
            "{e:?}"
        );
        assert!(
            e.iter()
                .any(|m| m.contains("unit `h`: hit points must be at least 1")),
            "{e:?}"
        );
    }

    #[test]
    fn wield_lists_must_name_carried_weapons_that_fit_two_hands() {
        let src = format!(
            r#"Level(name: "bad", map: ["...."], {SIDES}, units: [
                (id: "f", side: "a", at: (0, 0), creature: "human_fighter", wield: ["longsword", "javelin"]),
                (id: "g", side: "b", at: (1, 0), creature: "goblin", wield: ["greataxe"]),
                (id: "o", side: "b", at: (2, 0), creature: "orc", wield: ["greataxe"]),
            ])"#
        );
        let e = errors(&src);
        assert_eq!(e.len(), 2, "{e:?}");
        assert!(e[0].contains(r#"unit `f` cannot wield ["longsword", "javelin"]: that takes 3 hands with the shield"#), "{e:?}");
        assert!(
            e[1].contains("unit `g` cannot wield [\"greataxe\"]: it carries no weapon `greataxe`"),
            "{e:?}"
        );
    }

    #[test]
    fn by_default_a_unit_holds_its_first_weapon_and_a_second_one_handed_one_without_a_shield() {
        let data = GameData::built_in().unwrap();
        let w = |ids: &[&str]| -> Vec<Weapon> {
            ids.iter().map(|i| data.weapons[*i].clone()).collect()
        };
        assert_eq!(
            default_wield(&w(&["longsword", "javelin"]), true),
            vec!["longsword"]
        );
        assert_eq!(
            default_wield(&w(&["shortsword", "dagger"]), false),
            vec!["shortsword", "dagger"]
        );
        assert_eq!(
            default_wield(&w(&["shortsword", "dagger"]), true),
            vec!["shortsword"]
        );
        assert_eq!(
            default_wield(&w(&["longbow", "shortsword"]), false),
            vec!["longbow"]
        );
        assert!(
            default_wield(&w(&["claw", "bite"]), false).is_empty(),
            "natural weapons need no hands"
        );
    }

    #[test]
    fn starting_hp_must_be_below_the_maximum_and_above_minus_con() {
        let src = format!(
            r#"Level(name: "bad", map: ["...."], {SIDES}, units: [
                (id: "f", side: "a", at: (0, 0), creature: "human_fighter", hp: 23),
                (id: "g", side: "b", at: (1, 0), creature: "goblin", hp: -12),
            ])"#
        );
        let e = errors(&src);
        assert_eq!(e.len(), 2, "{e:?}");
        assert!(
            e[0].contains("hp 23 must be at most its maximum 22"),
            "{e:?}"
        );
        assert!(
            e[1].contains("hp -12 must be at most its maximum 6 and above −Con (−12)"),
            "{e:?}"
        );
    }
}
