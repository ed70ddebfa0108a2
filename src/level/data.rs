//! The game data every level draws on: terrain, weapons, armour and shields, creatures.
//!
//! Read from a folder (normally `assets/data/`), or from the copy built into the binary so the game
//! runs from anywhere.

use super::diagnostics::{Diagnostic, parse_ron, unknown_id};
use super::locate::{Seg, locate};
use super::schema::{Armor, ArmorFile, Creature, Item, Shield, TerrainKind, Weapon, WeaponKind};
use super::spells::Spell;
use crate::limits::{
    BONUS, CASTER_LEVEL, CRITICAL_MULTIPLIER, HIT_POINTS, ID_CHARS, NAME_CHARS, RANGE, REDUCTION,
    TERRAIN_KINDS, USES_PER_DAY,
};
use crate::rulesets::tables::TableTexts;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// All data files, indexed by id.
#[derive(Clone, Debug, Default)]
pub struct GameData {
    pub terrain: Vec<TerrainKind>,
    pub weapons: BTreeMap<String, Weapon>,
    pub armor: BTreeMap<String, Armor>,
    pub shields: BTreeMap<String, Shield>,
    pub creatures: BTreeMap<String, Creature>,
    pub items: BTreeMap<String, Item>,
    pub spells: BTreeMap<String, Spell>,
    /// The tables of every ruleset besides Core (seed 002's creatures and gear …).
    pub rulesets: crate::rulesets::tables::Tables,
}

/// The data files, in the order they are read.
pub const FILES: [&str; 6] = [
    "terrain.ron",
    "weapons.ron",
    "armor.ron",
    "creatures.ron",
    "items.ron",
    "spells.ron",
];

/// The texts of the data files built into the binary, by file name.
pub const BUILT_IN: [(&str, &str); 6] = [
    ("terrain.ron", include_str!("../../assets/data/terrain.ron")),
    ("weapons.ron", include_str!("../../assets/data/weapons.ron")),
    ("armor.ron", include_str!("../../assets/data/armor.ron")),
    (
        "creatures.ron",
        include_str!("../../assets/data/creatures.ron"),
    ),
    ("items.ron", include_str!("../../assets/data/items.ron")),
    ("spells.ron", include_str!("../../assets/data/spells.ron")),
];

impl GameData {
    /// The data shipped inside the binary (a copy of `assets/data/`).
    pub fn built_in() -> Result<Self, Vec<Diagnostic>> {
        let base = Path::new("assets/data");
        Self::from_texts(BUILT_IN.map(|(name, text)| (base.join(name), text.to_string())))
    }

    /// Reads every file in [`FILES`] from `dir`.
    pub fn load_dir(dir: &Path) -> Result<Self, Vec<Diagnostic>> {
        let missing = crate::phrase!("diag-data-data-files-missing");
        let texts = crate::level::diagnostics::read_texts(dir, FILES, missing)?;
        Self::from_all_texts(texts, TableTexts::beside(dir)?)
    }

    /// `dir` if given; else `assets/data` in the current folder when it exists (so modders' edits
    /// there count); else the built-in copy.
    pub fn discover(dir: Option<&Path>) -> Result<Self, Vec<Diagnostic>> {
        match Self::folder(dir) {
            Some(d) => Self::load_dir(&d),
            None => Self::built_in(),
        }
    }

    /// The folder [`discover`](Self::discover) reads: `dir` if given, else `assets/data` when it
    /// holds the data; none for the built-in copy.
    pub fn folder(dir: Option<&Path>) -> Option<PathBuf> {
        match dir {
            Some(d) => Some(d.to_path_buf()),
            None if Path::new("assets/data/weapons.ron").is_file() => {
                Some(PathBuf::from("assets/data"))
            }
            None => None,
        }
    }

    /// The data from the texts of the [`FILES`], in that order, each with the path its
    /// diagnostics name.
    pub fn from_texts(texts: [(PathBuf, String); 6]) -> Result<Self, Vec<Diagnostic>> {
        Self::from_all_texts(texts, TableTexts::built_in())
    }

    /// [`from_texts`](Self::from_texts) with every other ruleset's texts too.
    pub fn from_all_texts(
        texts: [(PathBuf, String); 6],
        rulesets: TableTexts,
    ) -> Result<Self, Vec<Diagnostic>> {
        let [terrain, weapons, armor, creatures, items, spells] = texts;
        let mut r = Reading::default();
        r.terrain(&terrain);
        r.weapons(&weapons);
        r.armour(&armor);
        let item_spells = r.items(&items);
        r.spells(&spells);
        r.item_spells(&items, &item_spells, &spells.0);
        // A file that did not parse leaves its ids unknown: creatures naming them are not
        // blamed for it (one broken dice expression would bring a list of "unknown spell").
        let broken = |field: &str| match field {
            "weapons" => Some(&weapons.0),
            "items" => Some(&items.0),
            "armor" | "shield" => Some(&armor.0),
            "caster" => Some(&spells.0),
            _ => None,
        };
        let unread = r.unread.clone();
        r.creatures(&creatures, |field| {
            broken(field).is_some_and(|f| unread.contains(f))
        });
        r.data.rulesets = crate::rulesets::tables::Tables::from_texts(rulesets, &mut r.errors);
        if r.errors.is_empty() {
            Ok(r.data)
        } else {
            Err(r.errors)
        }
    }

    /// What is wrong with a creature's stats or equipment references.
    pub fn creature_problems(&self, c: &Creature) -> Vec<Problem> {
        let mut out = Vec::new();
        self.gear_problems(c, &mut out);
        if let Some(caster) = &c.caster {
            self.caster_problems(caster, &mut out);
        }
        number_problems(c, &mut out);
        sheet_problems(c, &mut out);
        innate_problems(c, &mut out);
        out
    }

    /// Its weapons, items, armour and shield, each known.
    fn gear_problems(&self, c: &Creature, out: &mut Vec<Problem>) {
        for (n, w) in c.weapons.iter().enumerate() {
            if !self.weapons.contains_key(w) {
                out.push(Problem::indexed(
                    "weapons",
                    n,
                    unknown_id(
                        crate::phrase!("diag-data-unknown-weapon", w = w.to_string()),
                        w,
                        &self.weapons.keys().collect::<Vec<_>>(),
                    ),
                ));
            }
        }
        for (n, item) in c.items.iter().enumerate() {
            if !self.items.contains_key(item) {
                out.push(Problem::indexed(
                    "items",
                    n,
                    unknown_id(
                        crate::phrase!("diag-data-unknown-item", item = item.to_string()),
                        item,
                        &self.items.keys().collect::<Vec<_>>(),
                    ),
                ));
            }
        }
        if let Some(a) = &c.armor
            && !self.armor.contains_key(a)
        {
            out.push(Problem::new(
                "armor",
                unknown_id(
                    crate::phrase!("diag-data-unknown-armor", a = a.to_string()),
                    a,
                    &self.armor.keys().collect::<Vec<_>>(),
                ),
            ));
        }
        if let Some(s) = &c.shield
            && !self.shields.contains_key(s)
        {
            out.push(Problem::new(
                "shield",
                unknown_id(
                    crate::phrase!("diag-data-unknown-shield", s = s.to_string()),
                    s,
                    &self.shields.keys().collect::<Vec<_>>(),
                ),
            ));
        }
    }

    /// Its caster level and magic knowledge within bounds, and each spell known and cast at least
    /// once a day.
    fn caster_problems(&self, caster: &crate::level::spells::Caster, out: &mut Vec<Problem>) {
        let in_caster = |field, message: crate::i18n::Phrase| Problem {
            field: "caster",
            within: vec![Seg::Field(field)],
            message,
        };
        if caster.level == 0 || caster.level > CASTER_LEVEL {
            out.push(in_caster(
                "level",
                crate::phrase!(
                    "diag-data-caster-s-level-runs-from-1",
                    caster_level = CASTER_LEVEL.to_string(),
                ),
            ));
        }
        if !within(caster.magic_knowledge, BONUS) {
            out.push(in_caster(
                "magic_knowledge",
                crate::phrase!(
                    "diag-data-magic-knowledge-bonus-most-either-way",
                    bonus = BONUS.to_string(),
                ),
            ));
        }
        for (n, known) in caster.spells.iter().enumerate() {
            let at = |field| Problem {
                field: "caster",
                within: vec![Seg::Field("spells"), Seg::Index(n), Seg::Field(field)],
                message: crate::phrase!("diag-data-unknown-spell", spell = ""),
            };
            if !self.spells.contains_key(&known.spell) {
                let message =
                    crate::phrase!("diag-data-unknown-spell", spell = known.spell.to_string(),);
                let spells: Vec<&String> = self.spells.keys().collect();
                out.push(Problem {
                    message: unknown_id(message, &known.spell, &spells),
                    ..at("spell")
                });
            } else if known.per_day == 0 || known.per_day > USES_PER_DAY {
                out.push(Problem {
                    message: crate::phrase!(
                        "diag-data-spell-needs-1-uses-per-day",
                        spell = known.spell.to_string(),
                        uses_per_day = USES_PER_DAY.to_string(),
                    ),
                    ..at("per_day")
                });
            }
        }
    }

    pub fn terrain_by_glyph(&self, glyph: char) -> Option<usize> {
        self.terrain.iter().position(|t| t.glyph == glyph)
    }

    pub fn terrain_by_id(&self, id: &str) -> Option<usize> {
        self.terrain.iter().position(|t| t.id == id)
    }
}

/// Its hit points, bonuses and reductions within the limits.
fn number_problems(c: &Creature, out: &mut Vec<Problem>) {
    if c.hp < 1 {
        out.push(Problem::new(
            "hp",
            crate::phrase!("diag-data-hit-points-must-least-1"),
        ));
    } else if c.hp > HIT_POINTS {
        out.push(Problem::new(
            "hp",
            crate::phrase!(
                "diag-data-hit-points-are-most",
                hit_points = HIT_POINTS.to_string(),
            ),
        ));
    }
    if let Some(dice) = c.hit_dice
        && !(1..=HIT_POINTS.unsigned_abs()).contains(&dice)
    {
        out.push(Problem::new(
            "hit_dice",
            crate::phrase!("diag-data-hit-dice-range", most = HIT_POINTS.to_string()),
        ));
    }
    let saves = &c.saves;
    for (field, value) in [
        ("base_attack", c.base_attack),
        ("saves", saves.fortitude),
        ("saves", saves.reflex),
        ("saves", saves.will),
        ("natural_armor", c.natural_armor),
        ("initiative_bonus", c.initiative_bonus),
        ("ride", c.ride.unwrap_or(0)),
    ]
    .into_iter()
    .chain(
        c.defense_bonuses
            .iter()
            .map(|b| ("defense_bonuses", b.value)),
    ) {
        if !within(value, BONUS) {
            out.push(Problem::new(
                field,
                crate::phrase!(
                    "diag-data-beyond-limit-either-way",
                    value = value.to_string(),
                    bonus = BONUS.to_string(),
                ),
            ));
        }
    }
    let resistances = &c.resistances;
    let reductions = (resistances.physical.iter().map(|r| r.amount))
        .chain(resistances.elemental.iter().map(|r| r.amount))
        .map(|amount| ("resistances", amount))
        .chain([("magic_resistance", c.magic_resistance)]);
    for (field, amount) in reductions {
        if amount > REDUCTION.unsigned_abs() {
            out.push(Problem::new(
                field,
                crate::phrase!(
                    "diag-data-reduction-beyond-limit",
                    amount = amount.to_string(),
                    reduction = REDUCTION.to_string(),
                ),
            ));
        }
    }
}

/// Its name, ability scores and speed within bounds.
fn sheet_problems(c: &Creature, out: &mut Vec<Problem>) {
    if let Some(why) = text_problem(&c.name, NAME_CHARS) {
        out.push(Problem::new("name", why));
    }
    let a = &c.abilities;
    for (score, name) in [
        (a.strength, "str"),
        (a.dexterity, "dex"),
        (a.constitution, "con"),
        (a.intelligence, "int"),
        (a.wisdom, "wis"),
        (a.charisma, "cha"),
    ] {
        if !(1..=60).contains(&score) {
            out.push(Problem::new(
                "abilities",
                crate::phrase!(
                    "diag-data-ability-scores-run-from-1-60",
                    name = name.to_string(),
                    score = score.to_string(),
                ),
            ));
        }
    }
    if c.speed > 60 {
        out.push(Problem::new(
            "speed",
            crate::phrase!("diag-data-speed-above-60-squares-supported"),
        ));
    }
}

/// A problem in a creature, with the field it is about (and the list index inside it, if any).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub field: &'static str,
    /// Where inside the field, e.g. a list index.
    pub within: Vec<Seg<'static>>,
    pub message: crate::i18n::Phrase,
}

impl Problem {
    fn new(field: &'static str, message: crate::i18n::Phrase) -> Self {
        Self {
            field,
            within: Vec::new(),
            message,
        }
    }
    fn indexed(field: &'static str, index: usize, message: crate::i18n::Phrase) -> Self {
        Self {
            field,
            within: vec![Seg::Index(index)],
            message,
        }
    }
}

fn check_terrain(list: &[TerrainKind], file: &(PathBuf, String), errors: &mut Vec<Diagnostic>) {
    if list.len() > TERRAIN_KINDS {
        errors.push(Diagnostic::new(
            &file.0,
            locate(&file.1, &[Seg::Index(TERRAIN_KINDS)]),
            crate::phrase!(
                "diag-data-most-kinds-terrain",
                terrain_kinds = TERRAIN_KINDS.to_string(),
            ),
        ));
    }
    if list.is_empty() {
        errors.push(Diagnostic::new(
            &file.0,
            (1, 1),
            crate::phrase!("diag-data-terrain-all"),
        ));
    }
    for (i, t) in list.iter().enumerate() {
        for (field, text, most) in [("id", &t.id, ID_CHARS), ("name", &t.name, NAME_CHARS)] {
            if let Some(why) = text_problem(text, most) {
                errors.push(Diagnostic::new(
                    &file.0,
                    locate(&file.1, &[Seg::Index(i), Seg::Field(field)]),
                    crate::phrase!(
                        "diag-data-terrain-text",
                        field = field.to_string(),
                        why = why
                    ),
                ));
            }
        }
        if let Some(other) = &t.toggles_to
            && !list.iter().any(|o| &o.id == other)
        {
            errors.push(Diagnostic::new(
                &file.0,
                locate(&file.1, &[Seg::Index(i), Seg::Field("toggles_to")]),
                unknown_id(
                    crate::phrase!(
                        "diag-data-terrain-toggles-unknown-terrain",
                        id = t.id.to_string(),
                        other = other.to_string(),
                    ),
                    other,
                    &list.iter().map(|o| o.id.as_str()).collect::<Vec<_>>(),
                ),
            ));
        }
        let dup_id = list[..i].iter().any(|o| o.id == t.id);
        let dup_glyph = list[..i].iter().any(|o| o.glyph == t.glyph);
        if dup_id || dup_glyph {
            let (what, field) = if dup_id {
                ("id", "id")
            } else {
                ("glyph", "glyph")
            };
            errors.push(Diagnostic::new(
                &file.0,
                locate(&file.1, &[Seg::Index(i), Seg::Field(field)]),
                crate::phrase!(
                    "diag-data-terrain-repeats-earlier-terrain",
                    id = t.id.to_string(),
                    what = what,
                ),
            ));
        }
    }
}

/// Whether `value` lies within `limit` either way of 0.
pub(crate) fn within(value: i32, limit: i32) -> bool {
    value.unsigned_abs() <= limit.unsigned_abs()
}

/// What is wrong with an id or a name from a file, if anything: longer than `most` characters,
/// or holding a control character (a newline in an id would split every line that names it).
pub fn text_problem(text: &str, most: usize) -> Option<crate::i18n::Phrase> {
    if text.chars().count() > most {
        Some(crate::phrase!(
            "diag-data-longer-than-characters",
            text = (text.chars().take(20).collect::<String>()).to_string(),
            most = most.to_string(),
        ))
    } else if text.chars().any(char::is_control) {
        Some(crate::phrase!(
            "diag-data-holds-control-character-newline-tab-say",
            text = text.to_string(),
        ))
    } else {
        None
    }
}

/// The most hardness and hit points a thing may have (seed 001, "Romper arma").
const HARDNESS: u32 = 100;
const ITEM_HP: u32 = 1000;

/// What is wrong with a thing's `hardness:` and `hp:`.
fn durability_problems(
    hardness: Option<u32>,
    hp: Option<u32>,
) -> Vec<(&'static str, crate::i18n::Phrase)> {
    let mut out = Vec::new();
    if hardness.is_some_and(|h| h > HARDNESS) {
        out.push((
            "hardness",
            crate::phrase!("diag-data-hardness-most", most = HARDNESS.to_string()),
        ));
    }
    if hp.is_some_and(|h| !(1..=ITEM_HP).contains(&h)) {
        out.push((
            "hp",
            crate::phrase!("diag-data-item-hp-range", most = ITEM_HP.to_string()),
        ));
    }
    out
}

/// Field and message of each problem with an armour or shield.
fn armor_problems(
    name: &str,
    bonus: i32,
    max_dex: Option<i32>,
    failure: u32,
) -> Vec<(&'static str, crate::i18n::Phrase)> {
    let mut out = Vec::new();
    if let Some(why) = text_problem(name, NAME_CHARS) {
        out.push(("name", why));
    }
    if !within(bonus, BONUS) {
        out.push((
            "bonus",
            crate::phrase!("diag-data-bonus-most-either-way", bonus = BONUS.to_string()),
        ));
    }
    if max_dex.is_some_and(|d| !(0..=BONUS).contains(&d)) {
        out.push((
            "max_dex",
            crate::phrase!(
                "diag-data-maximum-dex-bonus-runs-from-0",
                bonus = BONUS.to_string(),
            ),
        ));
    }
    if failure > 100 {
        out.push((
            "arcane_failure",
            crate::phrase!("diag-data-failure-chance-percentage-0-100"),
        ));
    }
    out
}

/// Field and message of each problem with a weapon.
fn weapon_problems(w: &Weapon) -> Vec<(&'static str, crate::i18n::Phrase)> {
    let mut out: Vec<(&'static str, crate::i18n::Phrase)> = w
        .on_hit
        .iter()
        .filter_map(|hit| on_hit_problem(&hit.effect))
        .map(|why| ("on_hit", why))
        .collect();
    if let Some(why) = text_problem(&w.name, NAME_CHARS) {
        out.push(("name", why));
    }
    out.extend(durability_problems(w.hardness, w.hp));
    if w.id == super::schema::BARE_HANDS {
        out.push(("id", crate::phrase!("diag-data-weapon-id-bare-hands")));
    }
    if w.multiplier > CRITICAL_MULTIPLIER {
        out.push((
            "multiplier",
            crate::phrase!(
                "diag-data-critical-multiplier-most",
                critical_multiplier = CRITICAL_MULTIPLIER.to_string(),
            ),
        ));
    }
    if w.range.is_some_and(|r| r > RANGE) {
        out.push((
            "range",
            crate::phrase!("diag-data-range-most-squares", range = RANGE.to_string()),
        ));
    }

    if !(2..=20).contains(&w.threat) {
        out.push(("threat", crate::phrase!("diag-data-threat-must-2-20")));
    }
    if w.multiplier < 2 {
        out.push((
            "multiplier",
            crate::phrase!("diag-data-critical-multiplier-least-2"),
        ));
    }
    if w.kind != WeaponKind::Melee && w.range.unwrap_or(0) == 0 {
        out.push((
            "kind",
            crate::phrase!("diag-data-thrown-ammunition-weapon-needs-range-least"),
        ));
    }
    if w.types.is_empty() {
        out.push((
            "types",
            crate::phrase!("diag-data-needs-least-one-damage-type"),
        ));
    }
    if w.ammunition.is_some() && w.kind != WeaponKind::Ammunition {
        out.push((
            "ammunition",
            crate::phrase!("diag-data-ammunition-only-for-ammunition-weapons"),
        ));
    }
    out
}

/// The data being read from its files: what is read so far, what is wrong, and the files that
/// did not parse at all.
#[derive(Default)]
pub(super) struct Reading {
    data: GameData,
    errors: Vec<Diagnostic>,
    unread: Vec<PathBuf>,
}

/// A magic item (its place in `items.ron` and id) and what it holds, checked once the spells
/// are read.
type ItemSpells = Vec<(usize, String, crate::level::schema::ItemMagic)>;

impl Reading {
    /// A reading that starts from `data` (a mod's files laid over it).
    pub(super) fn over(data: GameData) -> Self {
        Self {
            data,
            errors: Vec::new(),
            unread: Vec::new(),
        }
    }

    pub(super) fn data_mut(&mut self) -> &mut GameData {
        &mut self.data
    }

    /// The data read, or every problem found.
    pub(super) fn finish(self) -> Result<GameData, Vec<Diagnostic>> {
        if self.errors.is_empty() {
            Ok(self.data)
        } else {
            Err(self.errors)
        }
    }

    /// A mod's terrain laid over the game's: a kind of an id the game has takes its place (its
    /// glyph with it), a new one is added, and may not take a glyph the game's terrain has.
    pub(super) fn lay_terrain(&mut self, file: &(PathBuf, String)) -> Vec<Diagnostic> {
        let game = std::mem::take(&mut self.data.terrain);
        self.terrain(file);
        let own = std::mem::replace(&mut self.data.terrain, game);
        let mut replaced = Vec::new();
        for (i, kind) in own.into_iter().enumerate() {
            let at = [Seg::Index(i), Seg::Field("id")];
            match self.data.terrain.iter().position(|t| t.id == kind.id) {
                Some(n) => {
                    let message = crate::phrase!("diag-mod-replaces", id = kind.id.to_string());
                    replaced.push(Diagnostic::warning(&file.0, locate(&file.1, &at), message));
                    self.data.terrain[n] = kind;
                }
                None if self.data.terrain.iter().any(|t| t.glyph == kind.glyph) => {
                    let message = crate::phrase!(
                        "diag-mod-glyph-taken",
                        id = kind.id.to_string(),
                        glyph = kind.glyph.to_string()
                    );
                    let at = [Seg::Index(i), Seg::Field("glyph")];
                    self.errors
                        .push(Diagnostic::new(&file.0, locate(&file.1, &at), message));
                }
                None => self.data.terrain.push(kind),
            }
        }
        if self.data.terrain.len() > TERRAIN_KINDS {
            let message = crate::phrase!(
                "diag-data-most-kinds-terrain",
                terrain_kinds = TERRAIN_KINDS.to_string(),
            );
            self.errors.push(Diagnostic::new(&file.0, (1, 1), message));
        }
        replaced
    }

    /// A mod's armour and shields laid over the game's; the warnings for those it replaces.
    pub(super) fn lay_armour(&mut self, file: &(PathBuf, String), replaced: &mut Vec<Diagnostic>) {
        let armour = std::mem::take(&mut self.data.armor);
        let shields = std::mem::take(&mut self.data.shields);
        self.armour(file);
        let own_armour = std::mem::replace(&mut self.data.armor, armour);
        let own_shields = std::mem::replace(&mut self.data.shields, shields);
        let at = [Seg::Field("armor")];
        replaced.extend(super::data_overlay::replacements(
            file,
            &at,
            &self.data.armor,
            own_armour.keys(),
        ));
        let at = [Seg::Field("shields")];
        replaced.extend(super::data_overlay::replacements(
            file,
            &at,
            &self.data.shields,
            own_shields.keys(),
        ));
        self.data.armor.extend(own_armour);
        self.data.shields.extend(own_shields);
    }

    /// Parses one file; one that does not parse is reported and remembered.
    fn parse<T: serde::de::DeserializeOwned>(&mut self, file: &(PathBuf, String)) -> Option<T> {
        match parse_ron::<T>(&file.0, &file.1) {
            Ok(value) => Some(value),
            Err(d) => {
                self.unread.push(d.file.clone());
                self.errors.push(d);
                None
            }
        }
    }

    /// A problem at `at` in `file`.
    fn blame(&mut self, file: &(PathBuf, String), at: &[Seg], message: crate::i18n::Phrase) {
        self.errors
            .push(Diagnostic::new(&file.0, locate(&file.1, at), message));
    }

    pub(super) fn terrain(&mut self, terrain: &(PathBuf, String)) {
        if let Some(t) = self.parse::<Vec<TerrainKind>>(terrain) {
            check_terrain(&t, terrain, &mut self.errors);
            self.data.terrain = t;
        }
    }

    pub(super) fn weapons(&mut self, weapons: &(PathBuf, String)) {
        let Some(list) = self.parse::<Vec<Weapon>>(weapons) else {
            return;
        };
        for (i, w) in list.iter().enumerate() {
            for (field, message) in weapon_problems(w) {
                let message = crate::phrase!(
                    "diag-data-weapon-problem",
                    id = w.id.to_string(),
                    message = message,
                );
                self.blame(weapons, &[Seg::Index(i), Seg::Field(field)], message);
            }
        }
        let list = list.into_iter().map(|mut w| {
            if w.broken {
                crate::rules::condition_table::break_weapon(&mut w);
            }
            w
        });
        let list: Vec<Weapon> = list.collect();
        self.data.weapons = index(list, |w| &w.id, weapons, &[], &mut self.errors, "weapon");
    }

    pub(super) fn armour(&mut self, armor: &(PathBuf, String)) {
        let Some(file) = self.parse::<ArmorFile>(armor) else {
            return;
        };
        let armour = file.armor.iter().map(|a| {
            let mut problems = armor_problems(&a.name, a.bonus, a.max_dex, a.arcane_failure);
            problems.extend(durability_problems(a.hardness, a.hp));
            ("armor", problems)
        });
        let shields = file.shields.iter().map(|s| {
            let mut problems = armor_problems(&s.name, s.bonus, None, s.arcane_failure);
            problems.extend(durability_problems(s.hardness, s.hp));
            ("shields", problems)
        });
        let problems: Vec<_> = armour.enumerate().chain(shields.enumerate()).collect();
        for (i, (list, found)) in problems {
            for (field, message) in found {
                self.blame(
                    armor,
                    &[Seg::Field(list), Seg::Index(i), Seg::Field(field)],
                    message,
                );
            }
        }
        let errors = &mut self.errors;
        let at = [Seg::Field("armor")];
        self.data.armor = index(file.armor, |a| &a.id, armor, &at, errors, "armor");
        let at = [Seg::Field("shields")];
        self.data.shields = index(file.shields, |s| &s.id, armor, &at, errors, "shield");
    }

    /// Reads the items; the magic ones, to check once the spells are read.
    pub(super) fn items(&mut self, items: &(PathBuf, String)) -> ItemSpells {
        let Some(list) = self.parse::<Vec<Item>>(items) else {
            return Vec::new();
        };
        for (i, item) in list.iter().enumerate() {
            if let Some(why) = text_problem(&item.name, NAME_CHARS) {
                let message =
                    crate::phrase!("diag-data-item-name", id = item.id.to_string(), why = why);
                self.blame(items, &[Seg::Index(i), Seg::Field("name")], message);
            }
            if let Some(crate::rules::health::Healing::Dice(_)) = item.heal {
                let message =
                    crate::phrase!("diag-data-core-heals-by-hit-dice", id = item.id.to_string());
                self.blame(items, &[Seg::Index(i), Seg::Field("heal")], message);
            }
        }
        let magic = list
            .iter()
            .enumerate()
            .filter_map(|(i, item)| Some((i, item.id.clone(), item.magic.clone()?)))
            .collect();
        self.data.items = index(list, |i| &i.id, items, &[], &mut self.errors, "item");
        magic
    }

    pub(super) fn spells(&mut self, spells: &(PathBuf, String)) {
        let Some(list) = self.parse::<Vec<Spell>>(spells) else {
            return;
        };
        for (i, sp) in list.iter().enumerate() {
            let unplayed = sp.effects.iter().find_map(|e| match e {
                crate::level::spells::SpellEffect::Condition { condition, .. } => {
                    not_laid_by_core_data(*condition)
                }
                _ => None,
            });
            let only_osr = unplayed.map(|message| ("effects", message));
            for (field, message) in sp.problems().into_iter().chain(only_osr) {
                let message = crate::phrase!(
                    "diag-data-spell-problem",
                    id = sp.id.to_string(),
                    message = message,
                );
                self.blame(spells, &[Seg::Index(i), Seg::Field(field)], message);
            }
        }
        self.data.spells = index(list, |s| &s.id, spells, &[], &mut self.errors, "spell");
    }

    /// Each magic item's spells, looked up, and its charges checked (an unknown spell is
    /// blamed only when the spells file was read).
    pub(super) fn item_spells(
        &mut self,
        items: &(PathBuf, String),
        magic_items: &ItemSpells,
        spells: &Path,
    ) {
        let spells_read = !self.unread.iter().any(|f| f == spells);
        for item in self.data.items.values_mut() {
            for held in item.magic.iter_mut().flat_map(|m| m.spells.iter_mut()) {
                held.resolved = self.data.spells.get(&held.spell).cloned();
            }
        }
        for (i, id, magic) in magic_items {
            let mut blame = |path: &[Seg], message| {
                let mut at = vec![Seg::Index(*i), Seg::Field("magic")];
                at.extend(path.iter().cloned());
                let message = crate::phrase!(
                    "diag-data-item-problem",
                    id = id.to_string(),
                    message = message
                );
                self.errors
                    .push(Diagnostic::new(&items.0, locate(&items.1, &at), message));
            };
            let most = || crate::limits::ITEM_CHARGES.to_string();
            if magic.charges > crate::limits::ITEM_CHARGES {
                blame(
                    &[Seg::Field("charges")],
                    crate::phrase!("diag-item-charges", most = most()),
                );
            }
            if magic.spells.is_empty() {
                blame(
                    &[Seg::Field("spells")],
                    crate::phrase!("diag-item-no-spells"),
                );
            }
            for (n, held) in magic.spells.iter().enumerate() {
                let at = [Seg::Field("spells"), Seg::Index(n)];
                if spells_read && !self.data.spells.contains_key(&held.spell) {
                    let message =
                        crate::phrase!("diag-data-unknown-spell", spell = held.spell.to_string());
                    let spells: Vec<&String> = self.data.spells.keys().collect();
                    blame(&at, unknown_id(message, &held.spell, &spells));
                }
                if held.charges == 0 || held.charges > crate::limits::ITEM_CHARGES {
                    blame(&at, crate::phrase!("diag-item-use-charges", most = most()));
                }
            }
        }
    }

    /// Reads the creatures, each checked against the gear and spells read (`broken`: whether
    /// a field's file did not parse, so an unknown id there is not the creature's fault).
    pub(super) fn creatures(
        &mut self,
        creatures: &(PathBuf, String),
        broken: impl Fn(&str) -> bool,
    ) {
        let Some(list) = self.parse::<Vec<Creature>>(creatures) else {
            return;
        };
        for (i, c) in list.iter().enumerate() {
            let problems = self.data.creature_problems(c);
            for problem in problems
                .into_iter()
                .filter(|p| !(p.message.key().contains("-unknown-") && broken(p.field)))
            {
                let mut path = vec![Seg::Index(i), Seg::Field(problem.field)];
                path.extend(problem.within.iter().cloned());
                let message = crate::phrase!(
                    "diag-data-creature-problem",
                    id = c.id.to_string(),
                    message = problem.message,
                );
                self.blame(creatures, &path, message);
            }
        }
        self.data.creatures = index(
            list,
            |c| &c.id,
            creatures,
            &[],
            &mut self.errors,
            "creature",
        );
    }
}

/// In a list of entries, each an id and the other ids it also answers to (a ruleset's creatures
/// standing for the campaign's): where an `also` id is one another entry already answers to,
/// as (entry, place in its `also`, that id).
pub(crate) fn aliases_taken<'a>(
    entries: impl Iterator<Item = (&'a str, &'a [String])> + Clone,
) -> Vec<(usize, usize, &'a str)> {
    let mut taken: std::collections::BTreeSet<&str> = entries.clone().map(|(id, _)| id).collect();
    let mut found = Vec::new();
    for (i, (_, also)) in entries.enumerate() {
        for (k, other) in also.iter().enumerate() {
            if !taken.insert(other) {
                found.push((i, k, other.as_str()));
            }
        }
    }
    found
}

/// Indexes a list by id, reporting empty and repeated ids; `at` is the path to the list in the file.
pub(crate) fn index<T>(
    list: Vec<T>,
    id: impl Fn(&T) -> &String,
    file: &(PathBuf, String),
    at: &[Seg],
    errors: &mut Vec<Diagnostic>,
    what: &str,
) -> BTreeMap<String, T> {
    let mut map = BTreeMap::new();
    for (i, item) in list.into_iter().enumerate() {
        let key = id(&item).clone();
        let mut path = at.to_vec();
        path.extend([Seg::Index(i), Seg::Field("id")]);
        if let Some(why) = text_problem(&key, ID_CHARS) {
            errors.push(Diagnostic::new(
                &file.0,
                locate(&file.1, &path),
                crate::phrase!(
                    "diag-data-id-text",
                    what = crate::i18n::as_term(what),
                    why = why
                ),
            ));
        }
        if key.is_empty() {
            errors.push(Diagnostic::new(
                &file.0,
                locate(&file.1, &path),
                crate::phrase!("diag-data-needs-id", what = crate::i18n::as_term(what)),
            ));
        } else if map.insert(key.clone(), item).is_some() {
            errors.push(Diagnostic::new(
                &file.0,
                locate(&file.1, &path),
                crate::phrase!(
                    "diag-data-duplicate-id",
                    what = crate::i18n::as_term(what),
                    key = key.to_string(),
                ),
            ));
        }
    }
    map
}

/// Why Core data cannot lay `condition` yet, if it cannot: a condition of the hit points or of an
/// item, or one whose rule the engine does not play in full yet (its row in
/// `rules::condition_table` lists what it does; the README says which are played).
fn not_laid_by_core_data(
    condition: crate::rules::condition_table::ConditionId,
) -> Option<crate::i18n::Phrase> {
    use crate::rules::condition_table::{ConditionId as C, Flag};
    let row = condition.row();
    let name = crate::i18n::as_term(row.label);
    if row.has(Flag::OfHealth) || row.has(Flag::OfAnItem) || condition == C::Helpless {
        return Some(crate::phrase!(
            "diag-data-condition-not-laid",
            condition = name
        ));
    }
    match condition {
        C::Bleed => Some(crate::phrase!("diag-data-bleed-takes-dice")),
        C::EnergyDrained => Some(crate::phrase!("diag-data-energy-drain-takes-levels")),
        C::FlatFooted => Some(crate::phrase!(
            "diag-data-condition-not-laid",
            condition = name
        )),
        C::Incorporeal => Some(crate::phrase!("diag-data-incorporeal-is-innate")),
        C::Grappled | C::Pinned => Some(crate::phrase!(
            "diag-data-condition-only-from-a-grapple",
            condition = name
        )),
        _ => None,
    }
}

/// Its `conditions:`, each one a creature can always have: incorporeal, or one Core data may lay
/// for good (not prone, which a creature gets up from).
fn innate_problems(c: &Creature, out: &mut Vec<Problem>) {
    use crate::level::spells::ConditionId as C;
    for (n, &condition) in c.conditions.iter().enumerate() {
        let problem = match condition {
            C::Incorporeal => None,
            C::Prone => Some(crate::phrase!(
                "diag-data-condition-not-innate",
                condition = crate::i18n::as_term(condition.label())
            )),
            _ => not_laid_by_core_data(condition),
        };
        if let Some(message) = problem {
            out.push(Problem::indexed("conditions", n, message));
        }
    }
}

/// Why a weapon's on-hit effect cannot be played: it must be a condition Core data may lay, for
/// some rounds (prone needs none), a bleed or negative levels.
fn on_hit_problem(effect: &crate::level::spells::SpellEffect) -> Option<crate::i18n::Phrase> {
    use crate::level::spells::{ConditionId, SpellEffect};
    match effect {
        SpellEffect::Bleed { .. } | SpellEffect::NegativeLevels { .. } => None,
        SpellEffect::Condition { condition, rounds } => {
            not_laid_by_core_data(*condition).or_else(|| {
                (rounds.is_none_or(|n| n == 0) && *condition != ConditionId::Prone)
                    .then(|| crate::phrase!("diag-data-on-hit-condition-needs-rounds"))
            })
        }
        _ => Some(crate::phrase!("diag-data-on-hit-lays-conditions-only")),
    }
}
