//! The game data every level draws on: terrain, weapons, armour and shields, creatures.
//!
//! Read from a folder (normally `assets/data/`), or from the copy built into the binary so the game
//! runs from anywhere.

use super::diagnostics::{Diagnostic, parse_ron, read_text};
use super::locate::{Seg, locate};
use super::schema::{Armor, ArmorFile, Creature, Item, Shield, TerrainKind, Weapon, WeaponKind};
use super::spells::Spell;
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

const BUILT_IN: [(&str, &str); 6] = [
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
        let mut texts = Vec::new();
        let mut errors = Vec::new();
        for name in FILES {
            let path = dir.join(name);
            match read_text(&path) {
                Ok(text) => texts.push((path, text)),
                Err(d) => errors.push(d),
            }
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        let texts: [(PathBuf, String); 6] = texts
            .try_into()
            .map_err(|_| vec![Diagnostic::new(dir, (0, 0), "data files missing")])?;
        Self::from_texts(texts)
    }

    /// `dir` if given; else `assets/data` in the current folder when it exists (so modders' edits
    /// there count); else the built-in copy.
    pub fn discover(dir: Option<&Path>) -> Result<Self, Vec<Diagnostic>> {
        match dir {
            Some(d) => Self::load_dir(d),
            None if Path::new("assets/data/weapons.ron").is_file() => {
                Self::load_dir(Path::new("assets/data"))
            }
            None => Self::built_in(),
        }
    }

    fn from_texts(texts: [(PathBuf, String); 6]) -> Result<Self, Vec<Diagnostic>> {
        let [terrain, weapons, armor, creatures, items, spells] = texts;
        let mut errors = Vec::new();
        let mut data = GameData::default();
        match parse_ron::<Vec<TerrainKind>>(&terrain.0, &terrain.1) {
            Ok(t) => {
                check_terrain(&t, &terrain, &mut errors);
                data.terrain = t;
            }
            Err(d) => errors.push(d),
        }
        match parse_ron::<Vec<Weapon>>(&weapons.0, &weapons.1) {
            Ok(list) => {
                for (i, w) in list.iter().enumerate() {
                    for (field, message) in weapon_problems(w) {
                        errors.push(Diagnostic::new(
                            &weapons.0,
                            locate(&weapons.1, &[Seg::Index(i), Seg::Field(field)]),
                            format!("weapon `{}`: {message}", w.id),
                        ));
                    }
                }
                data.weapons = index(list, |w| &w.id, &weapons, &[], &mut errors, "weapon");
            }
            Err(d) => errors.push(d),
        }
        match parse_ron::<ArmorFile>(&armor.0, &armor.1) {
            Ok(file) => {
                let at = [Seg::Field("armor")];
                data.armor = index(file.armor, |a| &a.id, &armor, &at, &mut errors, "armor");
                let at = [Seg::Field("shields")];
                data.shields = index(file.shields, |s| &s.id, &armor, &at, &mut errors, "shield");
            }
            Err(d) => errors.push(d),
        }
        match parse_ron::<Vec<Item>>(&items.0, &items.1) {
            Ok(list) => data.items = index(list, |i| &i.id, &items, &[], &mut errors, "item"),
            Err(d) => errors.push(d),
        }
        match parse_ron::<Vec<Spell>>(&spells.0, &spells.1) {
            Ok(list) => {
                for (i, sp) in list.iter().enumerate() {
                    for (field, message) in sp.problems() {
                        errors.push(Diagnostic::new(
                            &spells.0,
                            locate(&spells.1, &[Seg::Index(i), Seg::Field(field)]),
                            format!("spell `{}`: {message}", sp.id),
                        ));
                    }
                }
                data.spells = index(list, |s| &s.id, &spells, &[], &mut errors, "spell");
            }
            Err(d) => errors.push(d),
        }
        match parse_ron::<Vec<Creature>>(&creatures.0, &creatures.1) {
            Ok(list) => {
                for (i, c) in list.iter().enumerate() {
                    for problem in data.creature_problems(c) {
                        let mut path = vec![Seg::Index(i), Seg::Field(problem.field)];
                        path.extend(problem.within.iter().cloned());
                        errors.push(Diagnostic::new(
                            &creatures.0,
                            locate(&creatures.1, &path),
                            format!("creature `{}`: {}", c.id, problem.message),
                        ));
                    }
                }
                data.creatures = index(list, |c| &c.id, &creatures, &[], &mut errors, "creature");
            }
            Err(d) => errors.push(d),
        }
        if errors.is_empty() {
            Ok(data)
        } else {
            Err(errors)
        }
    }

    /// What is wrong with a creature's stats or equipment references.
    pub fn creature_problems(&self, c: &Creature) -> Vec<Problem> {
        let mut out = Vec::new();
        for (n, w) in c.weapons.iter().enumerate() {
            if !self.weapons.contains_key(w) {
                out.push(Problem::indexed(
                    "weapons",
                    n,
                    format!("unknown weapon `{w}`"),
                ));
            }
        }
        for (n, item) in c.items.iter().enumerate() {
            if !self.items.contains_key(item) {
                out.push(Problem::indexed(
                    "items",
                    n,
                    format!("unknown item `{item}`"),
                ));
            }
        }
        if let Some(a) = &c.armor
            && !self.armor.contains_key(a)
        {
            out.push(Problem::new("armor", format!("unknown armor `{a}`")));
        }
        if let Some(s) = &c.shield
            && !self.shields.contains_key(s)
        {
            out.push(Problem::new("shield", format!("unknown shield `{s}`")));
        }
        if let Some(caster) = &c.caster {
            if caster.level == 0 {
                out.push(Problem::new("caster", "a caster's level is at least 1"));
            }
            for (n, known) in caster.spells.iter().enumerate() {
                let at = |field| Problem {
                    field: "caster",
                    within: vec![Seg::Field("spells"), Seg::Index(n), Seg::Field(field)],
                    message: String::new(),
                };
                if !self.spells.contains_key(&known.spell) {
                    out.push(Problem {
                        message: format!("unknown spell `{}`", known.spell),
                        ..at("spell")
                    });
                } else if known.per_day == 0 {
                    out.push(Problem {
                        message: format!("spell `{}` needs at least 1 use per day", known.spell),
                        ..at("per_day")
                    });
                }
            }
        }
        if c.hp < 1 {
            out.push(Problem::new("hp", "hit points must be at least 1"));
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
                    format!("ability `{name}` is {score}; scores run from 1 to 60"),
                ));
            }
        }
        if c.speed > 60 {
            out.push(Problem::new(
                "speed",
                "speed above 60 squares is not supported",
            ));
        }
        out
    }

    pub fn terrain_by_glyph(&self, glyph: char) -> Option<usize> {
        self.terrain.iter().position(|t| t.glyph == glyph)
    }

    pub fn terrain_by_id(&self, id: &str) -> Option<usize> {
        self.terrain.iter().position(|t| t.id == id)
    }
}

/// A problem in a creature, with the field it is about (and the list index inside it, if any).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub field: &'static str,
    /// Where inside the field, e.g. a list index.
    pub within: Vec<Seg<'static>>,
    pub message: String,
}

impl Problem {
    fn new(field: &'static str, message: impl Into<String>) -> Self {
        Self {
            field,
            within: Vec::new(),
            message: message.into(),
        }
    }
    fn indexed(field: &'static str, index: usize, message: impl Into<String>) -> Self {
        Self {
            field,
            within: vec![Seg::Index(index)],
            message: message.into(),
        }
    }
}

fn check_terrain(list: &[TerrainKind], file: &(PathBuf, String), errors: &mut Vec<Diagnostic>) {
    for (i, t) in list.iter().enumerate() {
        if let Some(other) = &t.toggles_to
            && !list.iter().any(|o| &o.id == other)
        {
            errors.push(Diagnostic::new(
                &file.0,
                locate(&file.1, &[Seg::Index(i), Seg::Field("toggles_to")]),
                format!("terrain `{}` toggles to unknown terrain `{other}`", t.id),
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
                format!(
                    "terrain `{}` repeats the {what} of an earlier terrain",
                    t.id
                ),
            ));
        }
    }
}

/// Field and message of each problem with a weapon.
fn weapon_problems(w: &Weapon) -> Vec<(&'static str, String)> {
    let mut out = Vec::new();
    if !(2..=20).contains(&w.threat) {
        out.push(("threat", "threat must be 2 to 20".to_string()));
    }
    if w.multiplier < 2 {
        out.push((
            "multiplier",
            "a critical multiplier is at least 2".to_string(),
        ));
    }
    if w.kind != WeaponKind::Melee && w.range.unwrap_or(0) == 0 {
        out.push((
            "kind",
            "a thrown or ammunition weapon needs a range of at least 1".to_string(),
        ));
    }
    if w.types.is_empty() {
        out.push(("types", "needs at least one damage type".to_string()));
    }
    out
}

/// Indexes a list by id, reporting empty and repeated ids; `at` is the path to the list in the file.
fn index<T>(
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
        if key.is_empty() {
            errors.push(Diagnostic::new(
                &file.0,
                locate(&file.1, &path),
                format!("a {what} needs an id"),
            ));
        } else if map.insert(key.clone(), item).is_some() {
            errors.push(Diagnostic::new(
                &file.0,
                locate(&file.1, &path),
                format!("duplicate {what} id `{key}`"),
            ));
        }
    }
    map
}
