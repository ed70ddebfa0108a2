//! Seed 003's stat blocks and gear (`assets/rulesets/wfrp/`): creatures with the whole profile,
//! weapons whose damage reads the wielder's Strength Bonus, armour by location, shields, and the
//! hit location tables. The board counts Movement in squares, as the seed does.

use super::rules::WeaponDamage;
use crate::i18n::Phrase;
use crate::level::diagnostics::Diagnostic;
use crate::level::locate::Seg;
use crate::level::schema::{Creature, Grip, Shield, Weapon, WeaponKind};
use crate::rules::dice::DiceExpr;
use crate::rules::size::Size;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// A creature's characteristics (seed 003's profile): the eight percentages, then Attacks,
/// Wounds, Movement in squares, Magic and Fate points.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(deny_unknown_fields)]
pub struct Profile {
    /// Weapon Skill (HA).
    pub ws: i32,
    /// Ballistic Skill (HP).
    pub bs: i32,
    /// Strength (F).
    pub s: i32,
    /// Toughness (R).
    pub t: i32,
    /// Agility.
    pub ag: i32,
    /// Intelligence.
    pub int: i32,
    /// Will Power.
    pub wp: i32,
    /// Fellowship.
    pub fel: i32,
    /// Attacks: the blows of a swift attack.
    pub a: u32,
    /// Wounds.
    pub w: i32,
    /// Movement, in squares.
    pub m: u32,
    #[serde(default)]
    pub mag: u32,
    /// Fate points (PD).
    #[serde(default)]
    pub fate: u32,
}

impl Profile {
    /// The eight percentages with their field names, for checks.
    pub fn percentages(&self) -> [(&'static str, i32); 8] {
        [
            ("ws", self.ws),
            ("bs", self.bs),
            ("s", self.s),
            ("t", self.t),
            ("ag", self.ag),
            ("int", self.int),
            ("wp", self.wp),
            ("fel", self.fel),
        ]
    }
}

/// A creature (`creatures.ron`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct WfrpCreature {
    pub id: String,
    pub name: String,
    /// Its token's portrait (see the Core creature's `icon`).
    #[serde(default)]
    pub icon: Option<String>,
    #[serde(default)]
    pub glyph: Option<char>,
    #[serde(default)]
    pub size: Size,
    pub profile: Profile,
    /// Trained in the Dodge skill (only the trained dodge).
    #[serde(default)]
    pub dodge: bool,
    /// Fortune points at the start of a fight (the seed ties them to Fate; a level's PCs get
    /// their Fate's worth when this is left out, everyone else none).
    #[serde(default)]
    pub fortune: Option<u32>,
    #[serde(default)]
    pub weapons: Vec<String>,
    /// The armour it wears (one entry of `armour.ron`, its points by location).
    #[serde(default)]
    pub armour: Option<String>,
    #[serde(default)]
    pub shield: Option<String>,
    /// Its hit location table (`hit_locations.ron`); `humanoid` when left out.
    #[serde(default = "humanoid")]
    pub locations: String,
    /// The spells it knows (`spells.ron`); it needs a Magic of 1 or more to cast them.
    #[serde(default)]
    pub spells: Vec<String>,
    /// Other ids it answers to: the creatures of other rulesets' levels it plays under
    /// `--ruleset wfrp` (`archer` for the elf hunter).
    #[serde(default)]
    pub also: Vec<String>,
}

fn humanoid() -> String {
    "humanoid".to_string()
}

impl WfrpCreature {
    /// The shared shape the board and turn loop read (name, glyph, size, squares a move covers,
    /// Wounds as hit points, gear ids); Core's numbers in it stay at their neutral defaults and
    /// are never read in a WFRP fight.
    pub fn shared_shape(&self) -> Creature {
        Creature {
            id: self.id.clone(),
            name: self.name.clone(),
            icon: self.icon.clone(),
            glyph: self.glyph,
            size: self.size,
            speed: self.profile.m,
            abilities: Default::default(),
            hp: self.profile.w,
            hit_die: Default::default(),
            hit_dice: None,
            conditions: Vec::new(),
            creature_type: Default::default(),
            skills: Default::default(),
            base_attack: 0,
            saves: Default::default(),
            natural_armor: 0,
            initiative_bonus: 0,
            defense_bonuses: Vec::new(),
            resistances: Default::default(),
            weapons: self.weapons.clone(),
            armor: self.armour.clone(),
            shield: self.shield.clone(),
            items: Vec::new(),
            ammunition: Default::default(),
            magic_resistance: 0,
            caster: None,
            mount: false,
            war_trained: None,
            ride: None,
            armor_never_slows: false,
            feats: Vec::new(),
        }
    }
}

/// How a WFRP weapon reaches: in melee (tested with WS) or at range (BS).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub enum WfrpWeaponKind {
    Melee,
    /// Shot, with a reload after each shot.
    Missile,
    Thrown,
}

/// What reloading a missile weapon takes (seed 003, "Recarga": it varies by weapon, and may take
/// several rounds).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema,
)]
pub enum Reload {
    /// Free: a swift attack may shoot it as often as its Attacks.
    #[default]
    Free,
    Half,
    Full,
    /// An extended action over this many rounds.
    Rounds(u32),
}

impl Reload {
    /// As the shared engine loads a weapon: none for a free reload, a half action as a move's
    /// worth, a full action as the whole turn; a reload of several rounds takes a full action
    /// each round (the rounds are counted by `extended`).
    pub fn shared(self) -> Option<crate::level::schema::ReloadAction> {
        use crate::level::schema::ReloadAction;
        match self {
            Reload::Free => None,
            Reload::Half => Some(ReloadAction::Move),
            Reload::Full | Reload::Rounds(_) => Some(ReloadAction::FullRound),
        }
    }
}

/// A weapon (`weapons.ron`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct WfrpWeapon {
    pub id: String,
    pub name: String,
    pub kind: WfrpWeaponKind,
    /// What it adds to the d10: `SB`, `SB-1`, `SB+1` or a number (see [`WeaponDamage`]).
    pub damage: String,
    pub grip: Grip,
    /// For missile and thrown weapons: its range in squares (up to twice as far with an aim).
    #[serde(default)]
    pub range: Option<u32>,
    #[serde(default)]
    pub reload: Reload,
    /// Part of the creature (claws, bites): always at hand, never drawn.
    #[serde(default)]
    pub natural: bool,
}

impl WfrpWeapon {
    /// Its damage read, when it reads (validation reports it otherwise).
    pub fn damage(&self) -> Option<WeaponDamage> {
        self.damage.parse().ok()
    }

    /// The weapon as the shared engine holds it; its d10 is the die the panel shows.
    pub fn shared_shape(&self) -> Weapon {
        let kind = match self.kind {
            WfrpWeaponKind::Melee => WeaponKind::Melee,
            WfrpWeaponKind::Missile => WeaponKind::Ammunition,
            WfrpWeaponKind::Thrown => WeaponKind::Thrown,
        };
        let d10 = DiceExpr::new(1, 10, 0);
        Weapon {
            range: self.range,
            natural: self.natural,
            reload: self.reload.shared(),
            ..Weapon::plain(&self.id, &self.name, d10, self.grip, kind)
        }
    }
}

/// Armour (`armour.ron`): its armour points on each location it covers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct WfrpArmour {
    pub id: String,
    pub name: String,
    /// Location id → armour points.
    pub points: BTreeMap<String, i32>,
}

/// A shield or buckler (`armour.ron`): held in the off hand, it parries as a free action.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct WfrpShield {
    pub id: String,
    pub name: String,
}

impl WfrpShield {
    /// A shield in the shared shape: it takes a hand, and gives no Core Defense.
    pub fn shared_shield(&self) -> Shield {
        Shield {
            id: self.id.clone(),
            name: self.name.clone(),
            bonus: 0,
            arcane_failure: 0,
            bash: None,
            bash_grip: None,
            material: Default::default(),
            equip: Default::default(),
            broken: false,
            hardness: None,
            hp: None,
            wear: 0,
        }
    }
}

#[derive(Clone, Debug, Default, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ArmourFile {
    #[serde(default)]
    armour: Vec<WfrpArmour>,
    #[serde(default)]
    shields: Vec<WfrpShield>,
}

/// One place a blow can land, with the d100 rolls that land there.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Location {
    pub id: String,
    pub name: String,
    /// The first and last roll of its band (`(1, 15)`).
    pub rolls: (u32, u32),
    /// Which part of the body it is, for the critical table.
    pub part: super::criticals::Part,
    /// Where a blow goes instead when this place cannot be reached, nearest first.
    #[serde(default)]
    pub nearest: Vec<String>,
}

/// A hit location table (`hit_locations.ron`): every roll from 1 to 100 lands in one place.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LocationTable {
    pub id: String,
    pub locations: Vec<Location>,
}

impl LocationTable {
    /// Where a second d100 of `roll` lands (seed 003: a percentile roll on the table).
    pub fn locate(&self, roll: u32) -> Option<&Location> {
        self.locations
            .iter()
            .find(|l| (l.rolls.0..=l.rolls.1).contains(&roll))
    }

    /// Where a blow at `at` lands when `reachable` says which places it can reach: there, or the
    /// nearest one listed that it can, and if none of those, the nearest of theirs, and so on
    /// (seed 003: an unreachable place passes to the nearest).
    pub fn reachable<'a>(
        &'a self,
        at: &'a Location,
        reachable: impl Fn(&Location) -> bool,
    ) -> Option<&'a Location> {
        let mut queue = std::collections::VecDeque::from([at]);
        let mut seen = vec![at.id.as_str()];
        while let Some(place) = queue.pop_front() {
            if reachable(place) {
                return Some(place);
            }
            for near in place.nearest.iter().filter_map(|id| self.by_id(id)) {
                if !seen.contains(&near.id.as_str()) {
                    seen.push(&near.id);
                    queue.push_back(near);
                }
            }
        }
        None
    }

    fn by_id(&self, id: &str) -> Option<&Location> {
        self.locations.iter().find(|l| l.id == id)
    }
}

/// Every table of seed 003's data, read and checked.
#[derive(Clone, Debug, Default)]
pub struct WfrpData {
    pub creatures: BTreeMap<String, WfrpCreature>,
    /// In the shared shape, for the data layer.
    pub weapons: BTreeMap<String, Weapon>,
    /// As written, for the fight.
    pub weapon_sheets: BTreeMap<String, WfrpWeapon>,
    pub armour: BTreeMap<String, WfrpArmour>,
    pub shields: BTreeMap<String, WfrpShield>,
    pub locations: BTreeMap<String, LocationTable>,
    /// What a critical does, by part and severity (shared by every unit).
    pub criticals: std::sync::Arc<super::criticals::CriticalTable>,
    /// It has no items yet: an empty list for the data layer.
    pub items: BTreeMap<String, crate::level::schema::Item>,
    pub spells: BTreeMap<String, super::spells::WfrpSpell>,
}

/// The WFRP files, in the order they are read.
pub const FILES: [&str; 6] = [
    "creatures.ron",
    "weapons.ron",
    "armour.ron",
    "hit_locations.ron",
    "criticals.ron",
    "spells.ron",
];

/// Their texts built into the binary (a copy of `assets/rulesets/wfrp/`).
pub const BUILT_IN: [(&str, &str); 6] = [
    (
        "creatures.ron",
        include_str!("../../../assets/rulesets/wfrp/creatures.ron"),
    ),
    (
        "weapons.ron",
        include_str!("../../../assets/rulesets/wfrp/weapons.ron"),
    ),
    (
        "armour.ron",
        include_str!("../../../assets/rulesets/wfrp/armour.ron"),
    ),
    (
        "hit_locations.ron",
        include_str!("../../../assets/rulesets/wfrp/hit_locations.ron"),
    ),
    (
        "criticals.ron",
        include_str!("../../../assets/rulesets/wfrp/criticals.ron"),
    ),
    (
        "spells.ron",
        include_str!("../../../assets/rulesets/wfrp/spells.ron"),
    ),
];

/// One file's path and text.
pub type Text = (PathBuf, String);

/// The built-in texts, each named by its place in `assets/`.
pub fn built_in() -> [Text; FILES.len()] {
    let base = Path::new("assets/rulesets/wfrp");
    BUILT_IN.map(|(name, text)| (base.join(name), text.to_string()))
}

/// The texts of the [`FILES`] in `dir`, in that order; or why one cannot be read.
pub fn read_folder(dir: &Path) -> Result<[Text; 6], Vec<Diagnostic>> {
    let missing = crate::phrase!("diag-data-wfrp-data-files-missing");
    crate::level::diagnostics::read_texts(dir, FILES, missing)
}

/// Reads the [`FILES`] from `dir` and checks them together: what is wrong, in any of them.
pub fn check_folder(dir: &Path) -> Vec<Diagnostic> {
    match read_folder(dir) {
        Ok(texts) => {
            let mut errors = Vec::new();
            WfrpData::from_texts(texts, &mut errors);
            errors
        }
        Err(errors) => errors,
    }
}

/// A problem at `path` in `file`.
pub(super) fn problem(errors: &mut Vec<Diagnostic>, file: &Text, path: &[Seg], message: Phrase) {
    let at = crate::level::locate::locate(&file.1, path);
    errors.push(Diagnostic::new(&file.0, at, message));
}

impl WfrpData {
    /// Reads and checks the texts of the [`FILES`], in that order.
    pub fn from_texts(texts: [Text; 6], errors: &mut Vec<Diagnostic>) -> WfrpData {
        let [creatures, weapons, armour, locations, criticals, spells] = texts;
        let mut data = WfrpData::default();
        if let Some(table) = super::criticals::read(&criticals, errors) {
            data.criticals = std::sync::Arc::new(table);
        }
        let spells = super::spells::read(&spells, errors);
        let read = FilesRead {
            locations: read_locations(&locations, &mut data, errors),
            weapons: read_weapons(&weapons, &mut data, errors),
            armour: read_armour(&armour, &mut data, errors),
            spells: spells.is_some(),
        };
        data.spells = spells.unwrap_or_default();
        read_creatures(&creatures, &mut data, errors, read);
        data
    }

    /// These tables with a mod's WFRP files laid over them (any of [`FILES`], in that order;
    /// `None` where the mod has none): each read as the game's are, the tables it fills set
    /// aside meanwhile and laid under the mod's entries after, in the order the game reads them
    /// (a mod's creature may carry the mod's weapons and cast its spells). A criticals table
    /// the mod gives replaces the game's whole. The warnings tell each id the mod replaces.
    pub fn with_mod_files(
        &self,
        files: [Option<Text>; 6],
        errors: &mut Vec<Diagnostic>,
    ) -> (WfrpData, Vec<Diagnostic>) {
        use crate::level::data_overlay::lay_table as lay;
        use std::mem::take;
        let [creatures, weapons, armour, locations, criticals, spells] = files;
        let mut data = self.clone();
        let mut replaced = Vec::new();
        if let Some(table) = criticals.and_then(|f| super::criticals::read(&f, errors)) {
            data.criticals = std::sync::Arc::new(table);
        }
        if let Some(f) = &spells
            && let Some(own) = super::spells::read(f, errors)
        {
            let mut own = own;
            replaced.extend(lay(f, &[], take(&mut data.spells), &mut own));
            data.spells = own;
        }
        if let Some(f) = &locations {
            let game = take(&mut data.locations);
            read_locations(f, &mut data, errors);
            replaced.extend(lay(f, &[], game, &mut data.locations));
        }
        if let Some(f) = &weapons {
            let (game, sheets) = (take(&mut data.weapons), take(&mut data.weapon_sheets));
            read_weapons(f, &mut data, errors);
            replaced.extend(lay(f, &[], game, &mut data.weapons));
            let own = std::mem::replace(&mut data.weapon_sheets, sheets);
            data.weapon_sheets.extend(own);
        }
        if let Some(f) = &armour {
            let (armour, shields) = (take(&mut data.armour), take(&mut data.shields));
            read_armour(f, &mut data, errors);
            replaced.extend(lay(f, &[Seg::Field("armour")], armour, &mut data.armour));
            replaced.extend(lay(f, &[Seg::Field("shields")], shields, &mut data.shields));
        }
        if let Some(f) = &creatures {
            let game = take(&mut data.creatures);
            let read = FilesRead {
                locations: true,
                weapons: true,
                armour: true,
                spells: true,
            };
            read_creatures(f, &mut data, errors, read);
            replaced.extend(lay(f, &[], game, &mut data.creatures));
        }
        (data, replaced)
    }

    /// The creature with this id, or the one that also answers to it.
    pub fn creature(&self, id: &str) -> Option<&WfrpCreature> {
        self.creatures.get(id).or_else(|| {
            self.creatures
                .values()
                .find(|c| c.also.iter().any(|a| a == id))
        })
    }

    /// Every location id of every table (armour may cover any of them).
    fn location_ids(&self) -> impl Iterator<Item = &String> {
        self.locations
            .values()
            .flat_map(|t| t.locations.iter().map(|l| &l.id))
    }
}

/// Which files parsed, so creatures are not blamed for ids a broken file left unknown.
struct FilesRead {
    locations: bool,
    weapons: bool,
    armour: bool,
    spells: bool,
}

/// Reads `hit_locations.ron`: each table's bands cover 1 to 100 once, and its nearest places
/// are its own; whether it parsed.
fn read_locations(file: &Text, data: &mut WfrpData, errors: &mut Vec<Diagnostic>) -> bool {
    use crate::level::data::index;
    let tables = match crate::level::diagnostics::parse_ron::<Vec<LocationTable>>(&file.0, &file.1)
    {
        Ok(tables) => tables,
        Err(d) => {
            errors.push(d);
            return false;
        }
    };
    for (i, table) in tables.iter().enumerate() {
        for (path, message) in table_problems(table) {
            let mut at = vec![Seg::Index(i)];
            at.extend(path);
            let message = crate::phrase!(
                "diag-wfrp-location-table-problem",
                id = table.id.to_string(),
                message = message,
            );
            problem(errors, file, &at, message);
        }
    }
    data.locations = index(tables, |t| &t.id, file, &[], errors, "hit location table");
    true
}

/// What is wrong with one table, each with its path inside the table.
fn table_problems(table: &LocationTable) -> Vec<(Vec<Seg<'static>>, Phrase)> {
    let mut found = Vec::new();
    let mut owner: [Option<usize>; 101] = [None; 101];
    for (n, l) in table.locations.iter().enumerate() {
        let at = |field| vec![Seg::Field("locations"), Seg::Index(n), Seg::Field(field)];
        let (from, to) = l.rolls;
        if !(1..=100).contains(&from) || !(from..=100).contains(&to) {
            found.push((
                at("rolls"),
                crate::phrase!(
                    "diag-wfrp-location-rolls",
                    from = from.to_string(),
                    to = to.to_string()
                ),
            ));
            continue;
        }
        let mut overlap = None;
        for roll in from..=to {
            match owner[roll as usize] {
                Some(other) => overlap = overlap.or(Some((roll, other))),
                None => owner[roll as usize] = Some(n),
            }
        }
        if let Some((roll, other)) = overlap {
            found.push((
                at("rolls"),
                crate::phrase!(
                    "diag-wfrp-location-overlap",
                    roll = roll.to_string(),
                    other = table.locations[other].id.to_string(),
                ),
            ));
        }
        for (k, near) in l.nearest.iter().enumerate() {
            if !table.locations.iter().any(|x| &x.id == near) {
                let mut path = at("nearest");
                path.push(Seg::Index(k));
                found.push((
                    path,
                    crate::phrase!("diag-wfrp-location-unknown", id = near.to_string()),
                ));
            }
        }
    }
    if let Some(gap) = (1..=100).find(|&r| owner[r].is_none()) {
        found.push((
            vec![Seg::Field("locations")],
            crate::phrase!("diag-wfrp-location-gap", roll = gap.to_string()),
        ));
    }
    found
}

/// Reads `weapons.ron`: each damage reads, and a weapon that shoots or is thrown has a range;
/// whether it parsed.
fn read_weapons(file: &Text, data: &mut WfrpData, errors: &mut Vec<Diagnostic>) -> bool {
    use crate::level::data::{index, text_problem};
    use crate::limits::{NAME_CHARS, RANGE};
    let list = match crate::level::diagnostics::parse_ron::<Vec<WfrpWeapon>>(&file.0, &file.1) {
        Ok(list) => list,
        Err(d) => {
            errors.push(d);
            return false;
        }
    };
    for (i, w) in list.iter().enumerate() {
        let at = |field| [Seg::Index(i), Seg::Field(field)];
        let mut say = |field, message| {
            let message = crate::phrase!(
                "diag-wfrp-weapon-problem",
                id = w.id.to_string(),
                message = message,
            );
            problem(errors, file, &at(field), message);
        };
        if let Some(why) = text_problem(&w.name, NAME_CHARS) {
            say("name", why);
        }
        if w.damage().is_none() {
            say(
                "damage",
                crate::phrase!("diag-wfrp-weapon-damage", text = w.damage.to_string()),
            );
        }
        let ranged = w.kind != WfrpWeaponKind::Melee;
        match w.range {
            None if ranged => say("kind", crate::phrase!("diag-wfrp-weapon-needs-range")),
            Some(_) if !ranged => say("range", crate::phrase!("diag-wfrp-weapon-melee-range")),
            Some(r) if r == 0 || r > RANGE => say(
                "range",
                crate::phrase!("diag-wfrp-weapon-range", most = RANGE.to_string()),
            ),
            _ => {}
        }
        if let Reload::Rounds(n) = w.reload
            && !(2..=crate::limits::ROUNDS).contains(&n)
        {
            say("reload", crate::phrase!("diag-wfrp-weapon-reload-rounds"));
        }
    }
    data.weapons = index(
        list.iter().map(WfrpWeapon::shared_shape).collect(),
        |w| &w.id,
        file,
        &[],
        errors,
        "weapon",
    );
    data.weapon_sheets = list.into_iter().map(|w| (w.id.clone(), w)).collect();
    true
}

/// Reads `armour.ron` (armour and shields): armour points from 0 to 10 on known places;
/// whether it parsed.
fn read_armour(file: &Text, data: &mut WfrpData, errors: &mut Vec<Diagnostic>) -> bool {
    use crate::level::data::{index, text_problem};
    use crate::limits::NAME_CHARS;
    let parsed = match crate::level::diagnostics::parse_ron::<ArmourFile>(&file.0, &file.1) {
        Ok(parsed) => parsed,
        Err(d) => {
            errors.push(d);
            return false;
        }
    };
    let known: Vec<String> = data.location_ids().cloned().collect();
    for (i, a) in parsed.armour.iter().enumerate() {
        let at = |field| vec![Seg::Field("armour"), Seg::Index(i), Seg::Field(field)];
        let mut say = |path: Vec<Seg>, message| {
            let message = crate::phrase!(
                "diag-wfrp-armour-problem",
                id = a.id.to_string(),
                message = message,
            );
            problem(errors, file, &path, message);
        };
        if let Some(why) = text_problem(&a.name, NAME_CHARS) {
            say(at("name"), why);
        }
        for (place, points) in &a.points {
            let path = at("points");
            if !known.is_empty() && !known.contains(place) {
                say(
                    path,
                    crate::phrase!("diag-wfrp-location-unknown", id = place.to_string()),
                );
            } else if !(0..=10).contains(points) {
                say(
                    path,
                    crate::phrase!("diag-wfrp-armour-points", points = points.to_string()),
                );
            }
        }
    }
    data.armour = index(
        parsed.armour,
        |a| &a.id,
        file,
        &[Seg::Field("armour")],
        errors,
        "armour",
    );
    data.shields = index(
        parsed.shields,
        |s| &s.id,
        file,
        &[Seg::Field("shields")],
        errors,
        "shield",
    );
    true
}

/// What is wrong with one creature: where, and why.
type CreatureProblems = Vec<(Vec<Seg<'static>>, Phrase)>;

/// Reads `creatures.ron`, each creature checked against the files read.
fn read_creatures(file: &Text, data: &mut WfrpData, errors: &mut Vec<Diagnostic>, read: FilesRead) {
    use crate::level::data::index;
    let list = match crate::level::diagnostics::parse_ron::<Vec<WfrpCreature>>(&file.0, &file.1) {
        Ok(list) => list,
        Err(d) => {
            errors.push(d);
            return;
        }
    };
    for (i, c) in list.iter().enumerate() {
        let mut found = Vec::new();
        profile_problems(c, i, &mut found);
        gear_problems(c, i, data, &read, &mut found);
        for (path, message) in found {
            let message = crate::phrase!(
                "diag-wfrp-creature-problem",
                id = c.id.to_string(),
                message = message,
            );
            problem(errors, file, &path, message);
        }
    }
    let entries = list.iter().map(|c| (c.id.as_str(), c.also.as_slice()));
    for (i, k, other) in crate::level::data::aliases_taken(entries) {
        let message = crate::phrase!(
            "diag-wfrp-creature-also-taken",
            id = list[i].id.to_string(),
            other = other.to_string()
        );
        problem(
            errors,
            file,
            &[Seg::Index(i), Seg::Field("also"), Seg::Index(k)],
            message,
        );
    }
    data.creatures = index(list, |c| &c.id, file, &[], errors, "creature");
}

/// Its name, and each number of its profile within what the seed's scale allows.
fn profile_problems(c: &WfrpCreature, i: usize, found: &mut CreatureProblems) {
    use crate::level::data::text_problem;
    use crate::limits::{HIT_POINTS, NAME_CHARS};
    let field = |name: &'static str| vec![Seg::Index(i), Seg::Field("profile"), Seg::Field(name)];
    if let Some(why) = text_problem(&c.name, NAME_CHARS) {
        found.push((vec![Seg::Index(i), Seg::Field("name")], why));
    }
    let out_of = |name: &'static str, value: i64, least: i64, most: i64| {
        (!(least..=most).contains(&value)).then(|| {
            (
                field(name),
                crate::phrase!(
                    "diag-wfrp-profile-range",
                    name = name.to_string(),
                    value = value.to_string(),
                    least = least.to_string(),
                    most = most.to_string(),
                ),
            )
        })
    };
    let p = &c.profile;
    let checks = p
        .percentages()
        .map(|(name, v)| out_of(name, v.into(), 0, 100));
    found.extend(checks.into_iter().flatten());
    found.extend(
        [
            out_of("a", p.a.into(), 1, 10),
            out_of("w", p.w.into(), 1, HIT_POINTS.into()),
            out_of("m", p.m.into(), 1, 20),
            out_of("mag", p.mag.into(), 0, 10),
            out_of("fate", p.fate.into(), 0, 10),
        ]
        .into_iter()
        .flatten(),
    );
}

/// Each weapon, armour, shield and location table it names known (when its file read).
fn gear_problems(
    c: &WfrpCreature,
    i: usize,
    data: &WfrpData,
    read: &FilesRead,
    found: &mut CreatureProblems,
) {
    let at = |field: &'static str| vec![Seg::Index(i), Seg::Field(field)];
    if read.weapons {
        for (n, w) in c.weapons.iter().enumerate() {
            if !data.weapons.contains_key(w) {
                let mut path = at("weapons");
                path.push(Seg::Index(n));
                found.push((
                    path,
                    crate::level::diagnostics::unknown_id(
                        crate::phrase!("diag-data-unknown-weapon", w = w.to_string()),
                        w,
                        &data.weapons.keys().collect::<Vec<_>>(),
                    ),
                ));
            }
        }
    }
    if read.armour {
        if let Some(a) = c.armour.as_ref().filter(|a| !data.armour.contains_key(*a)) {
            found.push((
                at("armour"),
                crate::level::diagnostics::unknown_id(
                    crate::phrase!("diag-data-unknown-armor", a = a.to_string()),
                    a,
                    &data.armour.keys().collect::<Vec<_>>(),
                ),
            ));
        }
        if let Some(s) = c.shield.as_ref().filter(|s| !data.shields.contains_key(*s)) {
            found.push((
                at("shield"),
                crate::level::diagnostics::unknown_id(
                    crate::phrase!("diag-data-unknown-shield", s = s.to_string()),
                    s,
                    &data.shields.keys().collect::<Vec<_>>(),
                ),
            ));
        }
    }
    if read.spells {
        for (n, s) in c.spells.iter().enumerate() {
            if !data.spells.contains_key(s) {
                let mut path = at("spells");
                path.push(Seg::Index(n));
                found.push((
                    path,
                    crate::level::diagnostics::unknown_id(
                        crate::phrase!("diag-wfrp-unknown-spell", id = s.to_string()),
                        s,
                        &data.spells.keys().collect::<Vec<_>>(),
                    ),
                ));
            }
        }
    }
    if !c.spells.is_empty() && c.profile.mag == 0 {
        found.push((at("spells"), crate::phrase!("diag-wfrp-spells-need-magic")));
    }
    if read.locations && !data.locations.contains_key(&c.locations) {
        found.push((
            at("locations"),
            crate::phrase!(
                "diag-wfrp-unknown-location-table",
                id = c.locations.to_string()
            ),
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(replace: Option<(&str, &str)>) -> (WfrpData, Vec<String>) {
        let mut texts = built_in();
        if let Some((name, text)) = replace {
            let slot = texts.iter_mut().find(|(p, _)| p.ends_with(name)).unwrap();
            slot.1 = text.to_string();
        }
        let mut errors = Vec::new();
        let data = WfrpData::from_texts(texts, &mut errors);
        let errors = errors.iter().map(|d| d.to_string()).collect();
        (data, errors)
    }

    #[test]
    fn the_built_in_tables_read_without_a_problem() {
        let (data, errors) = read(None);
        assert!(errors.is_empty(), "{errors:#?}");
        let human = data.locations.get("humanoid").unwrap();
        // The usual split: head 01–15, arms, body 56–80, legs.
        assert_eq!(human.locate(1).unwrap().id, "head");
        assert_eq!(human.locate(15).unwrap().id, "head");
        assert_eq!(human.locate(56).unwrap().id, "body");
        assert_eq!(human.locate(100).unwrap().id, "left_leg");
        assert!(!data.creatures.is_empty());
        for c in data.creatures.values() {
            for w in &c.weapons {
                assert!(data.weapon_sheets[w].damage().is_some(), "{w}");
            }
        }
    }

    #[test]
    fn an_unreachable_place_passes_the_blow_to_the_nearest_one_listed() {
        let (data, _) = read(None);
        let human = &data.locations["humanoid"];
        let leg = human.locate(85).unwrap();
        assert_eq!(leg.id, "right_leg");
        let behind_a_wall = |l: &Location| !l.id.ends_with("leg");
        assert_eq!(human.reachable(leg, behind_a_wall).unwrap().id, "body");
        assert_eq!(human.reachable(leg, |_| true).unwrap().id, "right_leg");
    }

    #[test]
    fn a_table_with_a_gap_or_an_overlap_is_reported_where_it_is() {
        let table = r#"[(id: "humanoid", locations: [
            (id: "head", name: "Head", rolls: (1, 50), part: Head),
            (id: "body", name: "Body", rolls: (40, 90), part: Body, nearest: ["tail"]),
        ])]"#;
        let (_, errors) = read(Some(("hit_locations.ron", table)));
        let joined = errors.join("\n");
        assert!(joined.contains("hit_locations.ron:3:"), "{joined}");
        assert!(joined.contains("40") && joined.contains("head"), "{joined}");
        assert!(joined.contains("tail"), "{joined}");
        assert!(joined.contains("91"), "{joined}");
    }

    #[test]
    fn a_weapon_damage_that_does_not_read_is_reported_at_its_line() {
        let weapons = r#"[
            (id: "club", name: "Club", kind: Melee, damage: "SB-1", grip: OneHanded),
            (id: "axe", name: "Axe", kind: Melee, damage: "d6", grip: OneHanded),
            (id: "bow", name: "Bow", kind: Missile, damage: "3", grip: TwoHanded),
        ]"#;
        let (_, errors) = read(Some(("weapons.ron", weapons)));
        let joined = errors.join("\n");
        assert!(joined.contains("weapons.ron:3:"), "{joined}");
        assert!(joined.contains("`d6`"), "{joined}");
        assert!(joined.contains("weapons.ron:4:"), "{joined}");
    }

    #[test]
    fn a_profile_out_of_its_scale_and_unknown_gear_are_reported() {
        let creatures = r#"[(id: "x", name: "X", profile: (ws: 130, bs: 30, s: 30, t: 30,
            ag: 30, int: 30, wp: 30, fel: 30, a: 0, w: 10, m: 4), weapons: ["laser"],
            locations: "octopus")]"#;
        let (_, errors) = read(Some(("creatures.ron", creatures)));
        let joined = errors.join("\n");
        assert!(
            joined.contains("creatures.ron:1:") && joined.contains("130"),
            "{joined}"
        );
        assert!(
            joined.contains("creatures.ron:2:") && joined.contains("laser"),
            "{joined}"
        );
        assert!(joined.contains("octopus"), "{joined}");
        assert_eq!(errors.len(), 4, "{joined}");
    }
}
