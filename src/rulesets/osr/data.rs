//! Seed 002's stat blocks and gear (`assets/rulesets/osr/`): creatures with the six attributes,
//! a level, Salud, Blindaje and Potencia; weapons with a damage die, penetration and a usage die;
//! armour and shields with Blindaje and a usage die; the unarmed table.
//!
//! Distances in these files are in metres, as the seed counts them; the board's squares are 2 m
//! (the seed's melee reach is "2 metros"), so a movement of 10 m is 5 squares.

use crate::level::schema::{Creature, Grip, Weapon, WeaponKind};
use crate::rules::dice::DiceExpr;
use crate::rules::size::Size;
use serde::{Deserialize, Serialize};
use std::mem::take;

/// Metres in one square of the board.
pub const METRES_PER_SQUARE: u32 = 2;

/// One of the six attributes (seed 002: Fuerza, Agilidad, Mente, Intuición, Presencia,
/// Resistencia).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Attribute {
    Strength,
    Agility,
    Mind,
    Intuition,
    Presence,
    Resistance,
}

impl Attribute {
    pub fn name(self) -> &'static str {
        match self {
            Attribute::Strength => "Strength",
            Attribute::Agility => "Agility",
            Attribute::Mind => "Mind",
            Attribute::Intuition => "Intuition",
            Attribute::Presence => "Presence",
            Attribute::Resistance => "Resistance",
        }
    }
}

/// The six attribute values (higher is better; a test succeeds on d20 + value ≥ 21).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(deny_unknown_fields)]
pub struct Attributes {
    pub strength: i32,
    pub agility: i32,
    pub mind: i32,
    pub intuition: i32,
    pub presence: i32,
    pub resistance: i32,
}

impl Attributes {
    pub fn get(&self, a: Attribute) -> i32 {
        match a {
            Attribute::Strength => self.strength,
            Attribute::Agility => self.agility,
            Attribute::Mind => self.mind,
            Attribute::Intuition => self.intuition,
            Attribute::Presence => self.presence,
            Attribute::Resistance => self.resistance,
        }
    }

    /// Each attribute with its field name, for checks.
    pub fn fields(&self) -> [(&'static str, i32); 6] {
        [
            ("strength", self.strength),
            ("agility", self.agility),
            ("mind", self.mind),
            ("intuition", self.intuition),
            ("presence", self.presence),
            ("resistance", self.resistance),
        ]
    }
}

/// A creature (`assets/rulesets/osr/creatures.ron`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct OsrCreature {
    pub id: String,
    pub name: String,
    /// Its token's portrait (see the Core creature's `icon`).
    #[serde(default)]
    pub icon: Option<String>,
    #[serde(default)]
    pub glyph: Option<char>,
    #[serde(default)]
    pub size: Size,
    /// Metres a walk covers (Movimiento).
    pub movement: u32,
    pub attributes: Attributes,
    /// Its level (Nivel): a PC facing a higher-level NPC takes a penalty.
    pub level: u32,
    /// Salud.
    pub hp: i32,
    /// Blindaje of its own (a PC's tough hide, a PC with no armour: 0). Seed 002: NPCs and
    /// monsters have none, and armour an NPC wears gives none either.
    #[serde(default)]
    pub blindaje: i32,
    /// Potencia: added to the damage of its weapons (0 when left out; the seed never defines it).
    #[serde(default)]
    pub potencia: i32,
    /// Moral, for NPCs: a 2d6 roll above it breaks the side (the side's `morale` wins over it).
    #[serde(default)]
    pub morale: Option<u32>,
    /// Hard to catch by surprise: an ambush roll against its side has disadvantage.
    #[serde(default)]
    pub hard_to_surprise: bool,
    /// Carries a medicine kit, for first aid.
    #[serde(default)]
    pub medical_kit: bool,
    #[serde(default)]
    pub weapons: Vec<String>,
    #[serde(default)]
    pub armor: Option<String>,
    #[serde(default)]
    pub shield: Option<String>,
    /// Its occupation (Ocupación) from powers.ron, which sets the attribute it casts with.
    #[serde(default)]
    pub occupation: Option<String>,
    /// The powers it can cast, ids from powers.ron (it needs an occupation that casts).
    #[serde(default)]
    pub powers: Vec<String>,
    /// Objects in its pack (items.ron): getting one out takes the whole turn.
    #[serde(default)]
    pub items: Vec<String>,
    /// Objects at hand (on the belt): using one is the turn's action.
    #[serde(default)]
    pub at_hand: Vec<String>,
    /// Other ids it answers to: the campaign's creatures it plays when a Core level is played
    /// under `--ruleset osr` (`human_fighter` for the fighter).
    #[serde(default)]
    pub also: Vec<String>,
}

impl OsrCreature {
    /// The shared shape the board and turn loop read (name, glyph, size, squares a walk covers,
    /// hit points, gear ids); Core's numbers in it stay at their neutral defaults and are never
    /// read in an OSR fight.
    pub fn shared_shape(&self) -> Creature {
        Creature {
            id: self.id.clone(),
            name: self.name.clone(),
            icon: self.icon.clone(),
            glyph: self.glyph,
            size: self.size,
            speed: self.movement / METRES_PER_SQUARE,
            abilities: Default::default(),
            hp: self.hp,
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
            armor: self.armor.clone(),
            shield: self.shield.clone(),
            items: self.at_hand.iter().chain(&self.items).cloned().collect(),
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

/// How an OSR weapon reaches its target, and so which attribute its attack tests.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub enum OsrWeaponKind {
    /// Strength, adjacent.
    Melee,
    /// Agility, within range and sight.
    Ranged,
    /// Agility, thrown, within range and sight.
    Thrown,
    /// Mind, within range and sight.
    Wand,
}

/// A weapon (`assets/rulesets/osr/weapons.ron`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct OsrWeapon {
    pub id: String,
    pub name: String,
    pub damage: DiceExpr,
    #[serde(default)]
    pub penetration: i32,
    /// The usage die's faces (4 to 12), or none for an item that never wears (claws).
    #[serde(default)]
    pub usage: Option<u32>,
    pub grip: Grip,
    pub kind: OsrWeaponKind,
    /// For ranged weapons, wands and thrown ones: how far, in metres.
    #[serde(default)]
    pub range: Option<u32>,
    /// Part of the creature: always at hand, never drawn, never breaks.
    #[serde(default)]
    pub natural: bool,
    /// The least Strength that wields it (the improvised-weapon table's column).
    #[serde(default)]
    pub strength: Option<i32>,
}

/// What an OSR weapon adds to the shared [`Weapon`] in a unit's hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OsrWeaponTraits {
    /// The least Strength that wields it.
    pub strength: Option<i32>,
    pub penetration: i32,
    /// The usage die's faces now; `None` when it never wears.
    pub usage: Option<u32>,
    /// The attribute its attack tests.
    pub attribute: Attribute,
}

impl OsrWeapon {
    /// The weapon as the shared engine holds it: range converted to squares, with the OSR traits.
    pub fn shared_shape(&self) -> Weapon {
        let kind = match self.kind {
            OsrWeaponKind::Melee => WeaponKind::Melee,
            OsrWeaponKind::Thrown => WeaponKind::Thrown,
            OsrWeaponKind::Ranged | OsrWeaponKind::Wand => WeaponKind::Ammunition,
        };
        let attribute = match self.kind {
            OsrWeaponKind::Melee => Attribute::Strength,
            OsrWeaponKind::Ranged | OsrWeaponKind::Thrown => Attribute::Agility,
            OsrWeaponKind::Wand => Attribute::Mind,
        };
        Weapon {
            range: self.range.map(|m| (m / METRES_PER_SQUARE).max(1)),
            natural: self.natural,
            osr: Some(OsrWeaponTraits {
                strength: self.strength,
                penetration: self.penetration,
                usage: self.usage,
                attribute,
            }),
            ..Weapon::plain(&self.id, &self.name, self.damage, self.grip, kind)
        }
    }
}

/// Why a unit of `strength` cannot wield `weapon`: an improvised one whose row of seed 002's
/// table needs more (a barrel 12, a heavy load 14). Read as the least Strength to lift and swing
/// it, and the damage as the object's own: the table names what each row's objects deal.
pub fn too_weak_for(weapon: &Weapon, strength: i32) -> Option<crate::i18n::Phrase> {
    let least = strength_needed(weapon)?;
    (strength < least).then(|| {
        crate::phrase!(
            "why-needs-strength",
            item = crate::i18n::as_term(weapon.name.as_str()),
            least = least,
            strength = strength
        )
    })
}

/// The least Strength a weapon asks of its wielder, if any.
pub fn strength_needed(weapon: &Weapon) -> Option<i32> {
    weapon.osr.and_then(|t| t.strength)
}

/// Armour or a shield (`assets/rulesets/osr/armor.ron`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct OsrArmour {
    pub id: String,
    pub name: String,
    pub blindaje: i32,
    /// The usage die's faces (4 to 12).
    pub usage: u32,
}

/// `armor.ron`: armours and shields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct OsrArmourFile {
    #[serde(default)]
    pub armor: Vec<OsrArmour>,
    #[serde(default)]
    pub shields: Vec<OsrArmour>,
}

/// One row of the unarmed table (seed 002, "manos desnudas"): from this Strength up, this damage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct UnarmedRow {
    pub strength: i32,
    pub damage: DiceExpr,
}

/// `weapons.ron`: the weapons and the unarmed table.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct OsrWeaponFile {
    pub weapons: Vec<OsrWeapon>,
    /// The game's must have at least one row; a mod's may leave it out (the game's is kept).
    #[serde(default)]
    pub unarmed: Vec<UnarmedRow>,
}

/// Every OSR data file, read and checked.
#[derive(Clone, Debug, Default)]
pub struct OsrData {
    /// By id (see [`OsrData::creature`] for the other ids they answer to).
    pub creatures: std::collections::BTreeMap<String, OsrCreature>,
    /// In their shared shape, with their OSR traits.
    pub weapons: std::collections::BTreeMap<String, Weapon>,
    pub armor: std::collections::BTreeMap<String, OsrArmour>,
    pub shields: std::collections::BTreeMap<String, OsrArmour>,
    /// Rows by rising Strength.
    pub unarmed: Vec<UnarmedRow>,
    pub occupations: std::collections::BTreeMap<String, Occupation>,
    pub powers: std::collections::BTreeMap<String, OsrPower>,
    pub items: std::collections::BTreeMap<String, crate::level::schema::Item>,
}

impl OsrData {
    /// The unarmed damage for a Strength value: the highest row it reaches (the lowest row when it
    /// reaches none).
    pub fn unarmed_damage(&self, strength: i32) -> DiceExpr {
        self.unarmed
            .iter()
            .rev()
            .find(|r| strength >= r.strength)
            .or(self.unarmed.first())
            .map_or(DiceExpr::new(1, 3, 0), |r| r.damage)
    }
}

/// Seed 002's options a level may set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct OsrOptions {
    /// Side initiative is rolled again every round (the seed's "back to step 3"); `false` keeps
    /// the first round's order all fight.
    #[serde(default = "yes")]
    pub reroll_initiative: bool,
    /// The violence level (seed 002, "Nivel de Violencia"): +1 to every attack and damage roll in
    /// the first round, one more each round after.
    #[serde(default)]
    pub violence: bool,
}

impl Default for OsrOptions {
    fn default() -> Self {
        OsrOptions {
            reroll_initiative: true,
            violence: false,
        }
    }
}

fn yes() -> bool {
    true
}

/// The OSR files, in the order they are read.
pub const FILES: [&str; 5] = [
    "creatures.ron",
    "weapons.ron",
    "armor.ron",
    "powers.ron",
    "items.ron",
];

/// Their texts built into the binary (a copy of `assets/rulesets/osr/`).
pub const BUILT_IN: [(&str, &str); 5] = [
    (
        "creatures.ron",
        include_str!("../../../assets/rulesets/osr/creatures.ron"),
    ),
    (
        "weapons.ron",
        include_str!("../../../assets/rulesets/osr/weapons.ron"),
    ),
    (
        "armor.ron",
        include_str!("../../../assets/rulesets/osr/armor.ron"),
    ),
    (
        "powers.ron",
        include_str!("../../../assets/rulesets/osr/powers.ron"),
    ),
    (
        "items.ron",
        include_str!("../../../assets/rulesets/osr/items.ron"),
    ),
];

/// The texts of the [`FILES`] in `dir`, in that order, each with its path; or why one cannot be
/// read.
pub fn read_folder(
    dir: &std::path::Path,
) -> Result<[(std::path::PathBuf, String); 5], Vec<crate::level::diagnostics::Diagnostic>> {
    let missing = crate::phrase!("diag-data-osr-data-files-missing");
    crate::level::diagnostics::read_texts(dir, FILES, missing)
}

/// Reads the [`FILES`] from `dir` and checks them together: what is wrong, in any of them.
pub fn check_folder(dir: &std::path::Path) -> Vec<crate::level::diagnostics::Diagnostic> {
    match read_folder(dir) {
        Ok(texts) => {
            let mut errors = Vec::new();
            OsrData::from_texts(texts, &mut errors);
            errors
        }
        Err(errors) => errors,
    }
}

/// A usage die has 4, 6, 8, 10 or 12 faces.
fn usage_problem(die: u32) -> Option<crate::i18n::Phrase> {
    (![4, 6, 8, 10, 12].contains(&die))
        .then(|| crate::phrase!("diag-osr-usage-die-has-4-6-8", die = die.to_string()))
}

impl OsrData {
    /// Reads and checks the texts of the [`FILES`], in that order, each with its path.
    pub fn from_texts(
        texts: [(std::path::PathBuf, String); 5],
        errors: &mut Vec<crate::level::diagnostics::Diagnostic>,
    ) -> OsrData {
        let [creatures, weapons, armor, powers, items] = texts;
        let mut data = OsrData::default();
        let read = FilesRead {
            weapons: read_weapons(&weapons, &mut data, errors),
            armour: read_armour(&armor, &mut data, errors),
            powers: read_powers(&powers, &mut data, errors),
            items: read_items(&items, &mut data, errors),
        };
        read_creatures(&creatures, &mut data, errors, read);
        data
    }

    /// These tables with a mod's OSR files laid over them (any of [`FILES`], in that order;
    /// `None` where the mod has none): each read as the game's are, the tables it fills set
    /// aside meanwhile and laid under the mod's entries after, in the order the game reads them
    /// (a mod's creature may carry the mod's weapons). An unarmed table the mod gives replaces
    /// the game's. The warnings tell each id the mod replaces.
    pub fn with_mod_files(
        &self,
        files: [Option<(std::path::PathBuf, String)>; 5],
        errors: &mut Vec<crate::level::diagnostics::Diagnostic>,
    ) -> (OsrData, Vec<crate::level::diagnostics::Diagnostic>) {
        use crate::level::data_overlay::lay_table as lay;
        use crate::level::locate::Seg;
        let [creatures, weapons, armor, powers, items] = files;
        let mut data = self.clone();
        let mut replaced = Vec::new();
        if let Some(f) = &weapons {
            let unarmed = std::mem::take(&mut data.unarmed);
            let game = std::mem::take(&mut data.weapons);
            read_weapons(f, &mut data, errors);
            replaced.extend(lay(f, &[Seg::Field("weapons")], game, &mut data.weapons));
            if data.unarmed.is_empty() {
                // A mod's weapons keep the game's unarmed table.
                let no_table = "diag-osr-unarmed-table-needs-least-one-row";
                errors.retain(|d| d.file != f.0 || d.message.key() != no_table);
                data.unarmed = unarmed;
            }
        }
        if let Some(f) = &armor {
            let (armour, shields) = (take(&mut data.armor), take(&mut data.shields));
            read_armour(f, &mut data, errors);
            replaced.extend(lay(f, &[Seg::Field("armor")], armour, &mut data.armor));
            replaced.extend(lay(f, &[Seg::Field("shields")], shields, &mut data.shields));
        }
        if let Some(f) = &powers {
            let (jobs, powers) = (take(&mut data.occupations), take(&mut data.powers));
            read_powers(f, &mut data, errors);
            replaced.extend(lay(
                f,
                &[Seg::Field("occupations")],
                jobs,
                &mut data.occupations,
            ));
            replaced.extend(lay(f, &[Seg::Field("powers")], powers, &mut data.powers));
        }
        if let Some(f) = &items {
            let game = take(&mut data.items);
            read_items(f, &mut data, errors);
            replaced.extend(lay(f, &[], game, &mut data.items));
        }
        if let Some(f) = &creatures {
            let game = take(&mut data.creatures);
            let read = FilesRead {
                weapons: true,
                armour: true,
                powers: true,
                items: true,
            };
            read_creatures(f, &mut data, errors, read);
            replaced.extend(lay(f, &[], game, &mut data.creatures));
        }
        (data, replaced)
    }
}

/// Reads `weapons.ron` (weapons and the unarmed table) into `data`; whether it parsed.
fn read_weapons(
    weapons: &(std::path::PathBuf, String),
    data: &mut OsrData,
    errors: &mut Vec<crate::level::diagnostics::Diagnostic>,
) -> bool {
    use crate::level::data::index;
    use crate::level::data::text_problem;
    use crate::level::diagnostics::parse_ron;
    use crate::level::locate::Seg;
    use crate::limits::BONUS;
    use crate::limits::NAME_CHARS;
    use crate::limits::RANGE;
    let mut read = false;
    match parse_ron::<OsrWeaponFile>(&weapons.0, &weapons.1) {
        Ok(file) => {
            read = true;
            for (i, w) in file.weapons.iter().enumerate() {
                let at = |field| [Seg::Field("weapons"), Seg::Index(i), Seg::Field(field)];
                if let Some(why) = text_problem(&w.name, NAME_CHARS) {
                    problem(
                        errors,
                        weapons,
                        &at("name"),
                        crate::phrase!("diag-osr-weapon-name", id = w.id.to_string(), why = why,),
                    );
                }
                if !(0..=BONUS).contains(&w.penetration) {
                    problem(
                        errors,
                        weapons,
                        &at("penetration"),
                        crate::phrase!(
                            "diag-osr-weapon-penetration-runs-from-0",
                            id = w.id.to_string(),
                            bonus = BONUS.to_string(),
                        ),
                    );
                }
                if let Some(why) = w.usage.and_then(usage_problem) {
                    problem(
                        errors,
                        weapons,
                        &at("usage"),
                        crate::phrase!("diag-osr-weapon-problem", id = w.id.to_string(), why = why),
                    );
                }
                let ranged = w.kind != OsrWeaponKind::Melee;
                match w.range {
                    None if ranged => problem(
                        errors,
                        weapons,
                        &at("kind"),
                        crate::phrase!(
                            "diag-osr-weapon-ranged-weapon-wand-needs-range",
                            id = w.id.to_string(),
                        ),
                    ),
                    Some(_) if !ranged => problem(
                        errors,
                        weapons,
                        &at("range"),
                        crate::phrase!(
                            "diag-osr-weapon-melee-weapon-reaches-squares-beside",
                            id = w.id.to_string(),
                        ),
                    ),
                    Some(m) if m == 0 || m > RANGE * METRES_PER_SQUARE => problem(
                        errors,
                        weapons,
                        &at("range"),
                        crate::phrase!(
                            "diag-osr-weapon-range-runs-from-1-metres",
                            id = w.id.to_string(),
                            metres_per_square = (RANGE * METRES_PER_SQUARE).to_string(),
                        ),
                    ),
                    _ => {}
                }
            }
            let mut last = i32::MIN;
            for (i, row) in file.unarmed.iter().enumerate() {
                if row.strength <= last {
                    problem(
                        errors,
                        weapons,
                        &[Seg::Field("unarmed"), Seg::Index(i), Seg::Field("strength")],
                        crate::phrase!("diag-osr-unarmed-rows-go-rising-strength"),
                    );
                }
                last = row.strength;
            }
            if file.unarmed.is_empty() {
                problem(
                    errors,
                    weapons,
                    &[Seg::Field("unarmed")],
                    crate::phrase!("diag-osr-unarmed-table-needs-least-one-row"),
                );
            }
            data.unarmed = file.unarmed;
            let shared = file.weapons.iter().map(OsrWeapon::shared_shape).collect();
            let at = [Seg::Field("weapons")];
            data.weapons = index(shared, |w| &w.id, weapons, &at, errors, "weapon");
        }
        Err(d) => errors.push(d),
    }
    read
}

/// Reads `armor.ron` (armour and shields) into `data`; whether it parsed.
fn read_armour(
    armor: &(std::path::PathBuf, String),
    data: &mut OsrData,
    errors: &mut Vec<crate::level::diagnostics::Diagnostic>,
) -> bool {
    use crate::level::data::index;
    use crate::level::data::text_problem;
    use crate::level::diagnostics::parse_ron;
    use crate::level::locate::Seg;
    use crate::limits::BONUS;
    use crate::limits::NAME_CHARS;
    let mut read = false;
    match parse_ron::<OsrArmourFile>(&armor.0, &armor.1) {
        Ok(file) => {
            read = true;
            for (list, items) in [("armor", &file.armor), ("shields", &file.shields)] {
                for (i, a) in items.iter().enumerate() {
                    let at = |field| [Seg::Field(list), Seg::Index(i), Seg::Field(field)];
                    if let Some(why) = text_problem(&a.name, NAME_CHARS) {
                        problem(
                            errors,
                            armor,
                            &at("name"),
                            crate::phrase!(
                                "diag-osr-armour-name",
                                id = a.id.to_string(),
                                why = why
                            ),
                        );
                    }
                    if !(0..=BONUS).contains(&a.blindaje) {
                        problem(
                            errors,
                            armor,
                            &at("blindaje"),
                            crate::phrase!(
                                "diag-osr-armour-blindaje",
                                id = a.id.to_string(),
                                bonus = BONUS.to_string(),
                            ),
                        );
                    }
                    if let Some(why) = usage_problem(a.usage) {
                        problem(
                            errors,
                            armor,
                            &at("usage"),
                            crate::phrase!(
                                "diag-osr-armour-problem",
                                id = a.id.to_string(),
                                why = why,
                            ),
                        );
                    }
                }
            }
            let at = [Seg::Field("armor")];
            data.armor = index(file.armor, |a| &a.id, armor, &at, errors, "armour");
            let at = [Seg::Field("shields")];
            data.shields = index(file.shields, |a| &a.id, armor, &at, errors, "shield");
        }
        Err(d) => errors.push(d),
    }
    read
}

/// Reads `items.ron` into `data`; whether it parsed.
fn read_items(
    items: &(std::path::PathBuf, String),
    data: &mut OsrData,
    errors: &mut Vec<crate::level::diagnostics::Diagnostic>,
) -> bool {
    use crate::level::data::index;
    use crate::level::data::text_problem;
    use crate::level::diagnostics::parse_ron;
    use crate::level::locate::Seg;
    use crate::limits::NAME_CHARS;
    match parse_ron::<Vec<crate::level::schema::Item>>(&items.0, &items.1) {
        Ok(list) => {
            for (i, it) in list.iter().enumerate() {
                if let Some(why) = text_problem(&it.name, NAME_CHARS) {
                    problem(
                        errors,
                        items,
                        &[Seg::Index(i), Seg::Field("name")],
                        crate::phrase!("diag-data-item-name", id = it.id.to_string(), why = why,),
                    );
                }
                if let Some(crate::rules::health::Healing::HitDice(_)) = it.heal {
                    problem(
                        errors,
                        items,
                        &[Seg::Index(i), Seg::Field("heal")],
                        crate::phrase!("diag-data-osr-heals-by-dice", id = it.id.to_string()),
                    );
                }
            }
            data.items = index(list, |it| &it.id, items, &[], errors, "item");
            true
        }
        Err(d) => {
            errors.push(d);
            false
        }
    }
}

/// Which of the other files parsed: a creature naming an id in one that did not is not
/// blamed for it.
struct FilesRead {
    weapons: bool,
    armour: bool,
    powers: bool,
    items: bool,
}

/// What is wrong with one creature: where, and why.
type CreatureProblems = Vec<(Vec<crate::level::locate::Seg<'static>>, crate::i18n::Phrase)>;

/// Reads `creatures.ron` into `data`, each creature checked against the files read.
fn read_creatures(
    creatures: &(std::path::PathBuf, String),
    data: &mut OsrData,
    errors: &mut Vec<crate::level::diagnostics::Diagnostic>,
    read: FilesRead,
) {
    use crate::level::data::index;
    use crate::level::diagnostics::parse_ron;
    match parse_ron::<Vec<OsrCreature>>(&creatures.0, &creatures.1) {
        Ok(list) => {
            for (i, c) in list.iter().enumerate() {
                let mut found = Vec::new();
                sheet_problems(c, i, &mut found);
                if read.weapons {
                    weapon_problems(c, i, data, &mut found);
                }
                if read.powers {
                    power_problems(c, i, data, &mut found);
                }
                if read.items {
                    item_problems(c, i, data, &mut found);
                }
                if read.armour {
                    armour_problems(c, i, data, &mut found);
                }
                for (path, message) in found {
                    let message = crate::phrase!(
                        "diag-osr-creature-problem",
                        id = c.id.to_string(),
                        message = message,
                    );
                    problem(errors, creatures, &path, message);
                }
            }
            also_problems(&list, creatures, errors);
            data.creatures = index(list, |c| &c.id, creatures, &[], errors, "creature");
        }
        Err(d) => errors.push(d),
    }
}

/// An id in a creature's `also` that another creature already answers to.
fn also_problems(
    list: &[OsrCreature],
    file: &(std::path::PathBuf, String),
    errors: &mut Vec<crate::level::diagnostics::Diagnostic>,
) {
    use crate::level::locate::Seg;
    let entries = list.iter().map(|c| (c.id.as_str(), c.also.as_slice()));
    for (i, k, other) in crate::level::data::aliases_taken(entries) {
        let message = crate::phrase!(
            "diag-osr-creature-also-taken",
            id = list[i].id.to_string(),
            other = other.to_string()
        );
        let at = [Seg::Index(i), Seg::Field("also"), Seg::Index(k)];
        problem(errors, file, &at, message);
    }
}

impl OsrData {
    /// The creature with this id, or the one that also answers to it.
    pub fn creature(&self, id: &str) -> Option<&OsrCreature> {
        self.creatures.get(id).or_else(|| {
            self.creatures
                .values()
                .find(|c| c.also.iter().any(|a| a == id))
        })
    }
}

/// The path to field `field` of the `i`-th creature.
fn creature_field(i: usize, field: &'static str) -> Vec<crate::level::locate::Seg<'static>> {
    use crate::level::locate::Seg;
    vec![Seg::Index(i), Seg::Field(field)]
}

/// Its name, attributes, level, Salud, movement, Blindaje, Potencia and morale within bounds.
fn sheet_problems(c: &OsrCreature, i: usize, found: &mut CreatureProblems) {
    use crate::level::data::{text_problem, within};
    use crate::level::locate::Seg;
    use crate::limits::{BONUS, HIT_POINTS, NAME_CHARS};
    let at = |field| creature_field(i, field);
    let mut say = |path, message| found.push((path, message));
    if let Some(why) = text_problem(&c.name, NAME_CHARS) {
        say(
            at("name"),
            crate::phrase!("diag-osr-creature-name", why = why),
        );
    }
    for (name, value) in c.attributes.fields() {
        if !(0..=20).contains(&value) {
            let mut path = at("attributes");
            path.push(Seg::Field(name));
            say(
                path,
                crate::phrase!(
                    "diag-osr-attributes-run-from-0-20",
                    name = name.to_string(),
                    value = value.to_string(),
                ),
            );
        }
    }
    if !(0..=40).contains(&c.level) {
        say(at("level"), crate::phrase!("diag-osr-level-runs-from-0-40"));
    }
    if !(1..=HIT_POINTS).contains(&c.hp) {
        say(
            at("hp"),
            crate::phrase!(
                "diag-osr-salud-runs-from-1",
                hit_points = HIT_POINTS.to_string(),
            ),
        );
    }
    if c.movement > 120 {
        say(
            at("movement"),
            crate::phrase!("diag-osr-movement-above-120-metres-supported"),
        );
    }
    if !(0..=BONUS).contains(&c.blindaje) {
        say(
            at("blindaje"),
            crate::phrase!("diag-osr-blindaje-runs-from-0", bonus = BONUS.to_string(),),
        );
    }
    if !within(c.potencia, BONUS) {
        say(
            at("potencia"),
            crate::phrase!(
                "diag-osr-potencia-most-either-way",
                bonus = BONUS.to_string(),
            ),
        );
    }
    if let Some(m) = c.morale
        && !(2..=12).contains(&m)
    {
        say(
            at("morale"),
            crate::phrase!("diag-osr-morale-runs-from-2-12-2d6", m = m.to_string()),
        );
    }
}

/// Each weapon known, and strong enough a wielder for it.
fn weapon_problems(c: &OsrCreature, i: usize, data: &OsrData, found: &mut CreatureProblems) {
    use crate::level::locate::Seg;
    let at = |field| creature_field(i, field);
    let mut say = |path, message| found.push((path, message));
    for (n, w) in c.weapons.iter().enumerate() {
        let mut path = at("weapons");
        path.push(Seg::Index(n));
        match data.weapons.get(w) {
            None => say(
                path,
                crate::level::diagnostics::unknown_id(
                    crate::phrase!("diag-data-unknown-weapon", w = w.to_string()),
                    w,
                    &data.weapons.keys().collect::<Vec<_>>(),
                ),
            ),
            Some(weapon) => {
                if let Some(least) = strength_needed(weapon)
                    && c.attributes.strength < least
                {
                    say(
                        path,
                        crate::phrase!(
                            "diag-osr-needs-strength-wield-has",
                            w = w.to_string(),
                            least = least.to_string(),
                            strength = c.attributes.strength.to_string(),
                        ),
                    );
                }
            }
        }
    }
}

/// Its occupation known and casting when it has powers, each power known.
fn power_problems(c: &OsrCreature, i: usize, data: &OsrData, found: &mut CreatureProblems) {
    use crate::level::locate::Seg;
    let at = |field| creature_field(i, field);
    let mut say = |path, message| found.push((path, message));
    let casting = c
        .occupation
        .as_ref()
        .and_then(|o| data.occupations.get(o))
        .map(|o| o.casting);
    if let Some(o) = &c.occupation
        && !data.occupations.contains_key(o)
    {
        say(
            at("occupation"),
            crate::level::diagnostics::unknown_id(
                crate::phrase!("diag-osr-unknown-occupation", o = o.to_string()),
                o,
                &data.occupations.keys().collect::<Vec<_>>(),
            ),
        );
    } else if !c.powers.is_empty() && casting.is_none() {
        say(
            at("powers"),
            crate::phrase!("diag-osr-casting-powers-needs-occupation-that-casts"),
        );
    }
    for (n, p) in c.powers.iter().enumerate() {
        if !data.powers.contains_key(p) {
            let mut path = at("powers");
            path.push(Seg::Index(n));
            say(
                path,
                crate::level::diagnostics::unknown_id(
                    crate::phrase!("diag-osr-unknown-power", p = p.to_string()),
                    p,
                    &data.powers.keys().collect::<Vec<_>>(),
                ),
            );
        }
    }
}

/// Each item carried or at hand known.
fn item_problems(c: &OsrCreature, i: usize, data: &OsrData, found: &mut CreatureProblems) {
    use crate::level::locate::Seg;
    let at = |field| creature_field(i, field);
    let mut say = |path, message| found.push((path, message));
    for (field, ids) in [("items", &c.items), ("at_hand", &c.at_hand)] {
        for (n, it) in ids.iter().enumerate() {
            if !data.items.contains_key(it) {
                let mut path = at(field);
                path.push(Seg::Index(n));
                say(
                    path,
                    crate::level::diagnostics::unknown_id(
                        crate::phrase!("diag-osr-unknown-item", it = it.to_string()),
                        it,
                        &data.items.keys().collect::<Vec<_>>(),
                    ),
                );
            }
        }
    }
}

/// Its armour and shield known.
fn armour_problems(c: &OsrCreature, i: usize, data: &OsrData, found: &mut CreatureProblems) {
    let at = |field| creature_field(i, field);
    let mut say = |path, message| found.push((path, message));
    if let Some(a) = &c.armor
        && !data.armor.contains_key(a)
    {
        say(
            at("armor"),
            crate::level::diagnostics::unknown_id(
                crate::phrase!("diag-osr-unknown-armour", a = a.to_string()),
                a,
                &data.armor.keys().collect::<Vec<_>>(),
            ),
        );
    }
    if let Some(s) = &c.shield
        && !data.shields.contains_key(s)
    {
        say(
            at("shield"),
            crate::level::diagnostics::unknown_id(
                crate::phrase!("diag-data-unknown-shield", s = s.to_string()),
                s,
                &data.shields.keys().collect::<Vec<_>>(),
            ),
        );
    }
}

/// A problem at `path` in `file`.
fn problem(
    errors: &mut Vec<crate::level::diagnostics::Diagnostic>,
    file: &(std::path::PathBuf, String),
    path: &[crate::level::locate::Seg],
    message: crate::i18n::Phrase,
) {
    let at = crate::level::locate::locate(&file.1, path);
    errors.push(crate::level::diagnostics::Diagnostic::new(
        &file.0, at, message,
    ));
}

/// What an OSR unit brings to the fight beyond the shared shape: its numbers and its gear's
/// Blindaje and usage dice.
#[derive(Clone, Debug, PartialEq)]
pub struct OsrUnit {
    pub attributes: Attributes,
    pub level: u32,
    pub blindaje: i32,
    pub potencia: i32,
    pub morale: Option<u32>,
    pub hard_to_surprise: bool,
    pub medical_kit: bool,
    pub armour: Option<OsrArmour>,
    pub shield: Option<OsrArmour>,
    /// Its bare hands' damage, from the unarmed table and its Strength.
    pub unarmed: DiceExpr,
    pub leader: bool,
    /// Ids of the objects it has at hand (the rest of its items are packed).
    pub at_hand: Vec<String>,
    /// The attribute it casts with (from its occupation), and its powers.
    pub casting: Option<Attribute>,
    pub powers: Vec<OsrPower>,
}

impl OsrArmour {
    /// A shield in the shared shape: it takes a hand, and gives no Core Defense.
    pub fn shared_shield(&self) -> crate::level::schema::Shield {
        crate::level::schema::Shield {
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

/// An occupation (Ocupación, `powers.ron`): the attribute its casting test uses, if it casts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Occupation {
    pub id: String,
    pub name: String,
    /// Mind, Intuition or Presence (seed 002: "según la Ocupación"); none for one that does not
    /// cast.
    #[serde(default)]
    pub casting: Option<Attribute>,
}

/// How far a power reaches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub enum PowerRange {
    /// The caster itself, or a cone or line from it.
    Personal,
    /// A creature beside the caster.
    Touch,
    /// Up to this many metres.
    Metres(u32),
}

/// What a power does to each creature it reaches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub enum PowerEffect {
    /// Damage, less a PC's Blindaje (seed 002: "daño de conjuro", then Blindaje).
    Damage(DiceExpr),
    /// Salud back; a dying PC is stabilised, and back in the fight above 0.
    Heal(DiceExpr),
    /// Asleep (helpless) for this many rounds, or until hurt.
    Sleep(u32),
    /// Invisible for this many rounds, or until it attacks or casts.
    Invisible(u32),
}

/// A power (`powers.ron`). The seed names no spells; these are the game's own.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct OsrPower {
    pub id: String,
    pub name: String,
    /// Its icon (see the Core spell's `icon`).
    #[serde(default)]
    pub icon: Option<String>,
    pub range: PowerRange,
    pub target: crate::level::spells::SpellTarget,
    /// Turns of casting (seed 002: some powers take more than one); the casting test is rolled
    /// when the last one is done.
    #[serde(default = "one")]
    pub turns: u32,
    pub effects: Vec<PowerEffect>,
    /// Only creatures of at most this level are affected.
    #[serde(default)]
    pub up_to_level: Option<u32>,
}

fn one() -> u32 {
    1
}

/// `powers.ron`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct OsrPowerFile {
    pub occupations: Vec<Occupation>,
    pub powers: Vec<OsrPower>,
}

impl OsrPower {
    /// The power as the shared casting code aims it (range in squares, area, casting time): a
    /// spell of level 0 with no save, cast with voice and hands.
    pub fn shared_shape(&self) -> crate::level::spells::Spell {
        use crate::level::spells::{
            CastingTime, Component, ConditionId, School, Spell, SpellDuration, SpellEffect,
            SpellRange,
        };
        let range = match self.range {
            PowerRange::Personal => SpellRange::Personal,
            PowerRange::Touch => SpellRange::Touch,
            PowerRange::Metres(m) => SpellRange::Squares((m / METRES_PER_SQUARE).max(1)),
        };
        let effects = self
            .effects
            .iter()
            .map(|e| match *e {
                PowerEffect::Damage(dice) => SpellEffect::Damage {
                    dice,
                    kind: crate::rules::damage::DamageType::Fire,
                },
                PowerEffect::Heal(dice) => SpellEffect::HealDice { dice },
                PowerEffect::Sleep(rounds) => SpellEffect::Condition {
                    condition: ConditionId::Asleep,
                    rounds: Some(rounds),
                },
                PowerEffect::Invisible(rounds) => SpellEffect::Condition {
                    condition: ConditionId::Invisible,
                    rounds: Some(rounds),
                },
            })
            .collect();
        Spell {
            id: self.id.clone(),
            name: self.name.clone(),
            icon: self.icon.clone(),
            school: School::Evocation,
            level: 0,
            classes: Vec::new(),
            casting_time: if self.turns > 1 {
                CastingTime::Rounds(self.turns)
            } else {
                CastingTime::Action(crate::rules::economy::ActionCost::FullRound)
            },
            components: vec![Component::V, Component::S],
            range,
            target: self.target,
            duration: SpellDuration::Instantaneous,
            dispellable: false,
            save: None,
            magic_resistance: false,
            // Seed 002's own casting rules already apply to it (see `osr::magic`).
            power: false,
            effects,
        }
    }
}

/// Reads `powers.ron` into `data`; whether it parsed.
fn read_powers(
    file: &(std::path::PathBuf, String),
    data: &mut OsrData,
    errors: &mut Vec<crate::level::diagnostics::Diagnostic>,
) -> bool {
    use crate::level::data::{index, text_problem};
    use crate::level::diagnostics::{Diagnostic, parse_ron};
    use crate::level::locate::{Seg, locate};
    use crate::limits::{NAME_CHARS, RANGE, ROUNDS};
    let parsed = match parse_ron::<OsrPowerFile>(&file.0, &file.1) {
        Ok(p) => p,
        Err(d) => {
            errors.push(d);
            return false;
        }
    };
    let mut say = |path: &[Seg], message: crate::i18n::Phrase| {
        errors.push(Diagnostic::new(&file.0, locate(&file.1, path), message));
    };
    for (i, o) in parsed.occupations.iter().enumerate() {
        let at = |field| [Seg::Field("occupations"), Seg::Index(i), Seg::Field(field)];
        if let Some(why) = text_problem(&o.name, NAME_CHARS) {
            say(
                &at("name"),
                crate::phrase!("diag-osr-occupation-name", id = o.id.to_string(), why = why),
            );
        }
        if let Some(a) = o.casting
            && !matches!(
                a,
                Attribute::Mind | Attribute::Intuition | Attribute::Presence
            )
        {
            say(
                &at("casting"),
                crate::phrase!(
                    "diag-osr-occupation-casting-mind-intuition-presence",
                    id = o.id.to_string(),
                    name = a.name().to_string(),
                ),
            );
        }
    }
    for (i, p) in parsed.powers.iter().enumerate() {
        let at = |field| [Seg::Field("powers"), Seg::Index(i), Seg::Field(field)];
        if let Some(why) = text_problem(&p.name, NAME_CHARS) {
            say(
                &at("name"),
                crate::phrase!("diag-osr-power-name", id = p.id.to_string(), why = why),
            );
        }
        if !(1..=ROUNDS).contains(&p.turns) {
            say(
                &at("turns"),
                crate::phrase!(
                    "diag-osr-power-turns-run-from-1",
                    id = p.id.to_string(),
                    rounds = ROUNDS.to_string(),
                ),
            );
        }
        if let PowerRange::Metres(m) = p.range
            && (m == 0 || m > RANGE * METRES_PER_SQUARE)
        {
            say(
                &at("range"),
                crate::phrase!(
                    "diag-osr-power-range-runs-from-1-metres",
                    id = p.id.to_string(),
                    metres_per_square = (RANGE * METRES_PER_SQUARE).to_string(),
                ),
            );
        }
        for (n, e) in p.effects.iter().enumerate() {
            let mut path = at("effects").to_vec();
            path.push(Seg::Index(n));
            // Dice are checked as they are read.
            if let PowerEffect::Sleep(r) | PowerEffect::Invisible(r) = *e
                && !(1..=ROUNDS).contains(&r)
            {
                say(
                    &path,
                    crate::phrase!(
                        "diag-osr-power-rounds-run-from-1",
                        id = p.id.to_string(),
                        rounds = ROUNDS.to_string(),
                    ),
                );
            }
        }
        for (field, message) in p.shared_shape().problems() {
            let field = match field {
                "range" | "target" | "effects" => field,
                _ => "id",
            };
            say(
                &at(field),
                crate::phrase!(
                    "diag-osr-power-problem",
                    id = p.id.to_string(),
                    message = message
                ),
            );
        }
    }
    data.occupations = index(
        parsed.occupations,
        |o| &o.id,
        file,
        &[Seg::Field("occupations")],
        errors,
        "occupation",
    );
    data.powers = index(
        parsed.powers,
        |p| &p.id,
        file,
        &[Seg::Field("powers")],
        errors,
        "power",
    );
    true
}
