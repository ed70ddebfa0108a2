//! Loading a level: parse, check every reference and placement, and resolve units against the data.

use super::data::GameData;
use super::data::text_problem;
use super::diagnostics::{Diagnostic, parse_ron, read_text};
use super::locate::{Seg, locate, locate_entries};
use super::schema::{
    Armor, Creature, Level, Movement, RuleOptions, Shield, SideSpec, TerrainKind, Weapon,
};
use crate::limits::{
    DIAGNOSTICS_PER_FILE, ID_CHARS, INITIATIVE, LEGEND_ENTRIES, MAP_SIDE, NAME_CHARS, OBJECTIVES,
    ROUNDS, SIDES, TEXT_CHARS, TRIGGER_ACTIONS, TRIGGERS, UNITS,
};
use crate::rules::grid::Pos;
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
    pub ruleset: crate::rulesets::RulesetId,
    pub rules: RuleOptions,
    /// Seed 002's options (their defaults for a level that plays another ruleset).
    pub osr: super::schema::OsrOptions,
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
    /// Its OSR numbers and gear, in an OSR level.
    pub osr: Option<Box<crate::rulesets::osr::data::OsrUnit>>,
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
pub fn load_level_str(
    path: &Path,
    text: &str,
    data: &GameData,
) -> Result<LoadedLevel, Vec<Diagnostic>> {
    let level: Level = parse_ron(path, text).map_err(|d| vec![d])?;
    let mut errors = Vec::new();
    let mut err = |at: &[Seg], message: crate::i18n::Phrase| {
        push_located(&mut errors, (path, text), at, message)
    };

    // Sizes first: a level far beyond them is refused before anything else is looked at.
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
    for (field, count, most, what) in counts {
        if count > most {
            too_many = true;
            // Point at the first one too many (for units, in whichever list it falls).
            let at = match field {
                "units" if level.units.len() <= most => {
                    vec![Seg::Field("reserve"), Seg::Index(most - level.units.len())]
                }
                "legend" => vec![Seg::Field("legend")],
                _ => vec![Seg::Field(field), Seg::Index(most)],
            };
            err(
                &at,
                crate::phrase!(
                    "diag-level-level-may-have-most",
                    count = count.to_string(),
                    what = what,
                    most = most.to_string(),
                ),
            );
        }
    }
    for (i, t) in level.triggers.iter().enumerate() {
        if t.then.len() > TRIGGER_ACTIONS {
            too_many = true;
            err(
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
    if too_many {
        return Err(errors);
    }
    if !level.ruleset.playable() {
        err(
            &[Seg::Field("ruleset")],
            crate::phrase!(
                "diag-level-ruleset-seed-playable-yet-game-plays",
                name = level.ruleset.name().to_string(),
                seed = level.ruleset.seed().to_string(),
            ),
        );
        return Err(errors);
    }
    for (field, text, most, multiline) in [
        ("name", &level.name, NAME_CHARS, false),
        ("description", &level.description, TEXT_CHARS, true),
    ] {
        // A description may run over several lines; nothing else may. Each language's text is
        // checked.
        for text in text.each() {
            let checked = if multiline {
                text.replace('\n', " ")
            } else {
                text.to_string()
            };
            if let Some(why) = text_problem(&checked, most) {
                err(
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

    ruleset_fields(&level, &mut err);

    // Terrain legend: the data's glyphs, then the level's own entries.
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
            None => err(
                &[Seg::Field("legend")],
                crate::phrase!(
                    "diag-level-legend-names-unknown-terrain",
                    ch = ch.to_string(),
                    id = id.to_string(),
                ),
            ),
        }
    }

    // Map. Rows are located in one pass, and only for a map within the limits: a huge one is
    // refused before any row is looked at.
    let height = level.map.len();
    let width = level.map.first().map_or(0, |r| r.chars().count());
    if height == 0 || width == 0 {
        err(
            &[Seg::Field("map")],
            crate::phrase!("diag-level-map-has-squares"),
        );
    }
    if width > MAP_SIDE || height > MAP_SIDE {
        err(
            &[Seg::Field("map")],
            crate::phrase!(
                "diag-level-map-squares-largest",
                width = width.to_string(),
                height = height.to_string(),
                map_side = MAP_SIDE.to_string(),
            ),
        );
        return Err(errors);
    }
    let (width, height) = (width as i32, height as i32);
    // Exactly one terrain per square, whatever the rows say: a ragged row is reported, and the
    // checks below still read a whole grid.
    let mut terrain = vec![0; (width * height) as usize];
    let rows = locate_entries(text, &[Seg::Field("map")]);
    for (y, row) in level.map.iter().enumerate() {
        let (line, col) = rows.get(y).copied().unwrap_or((1, 1));
        let length = row.chars().count();
        if length != width as usize {
            errors.push(Diagnostic::new(
                path,
                (line, col),
                crate::phrase!(
                    "diag-level-map-row-has-squares-first-row",
                    y = y.to_string(),
                    length = length.to_string(),
                    width = width.to_string(),
                ),
            ));
        }
        for (x, ch) in row.chars().enumerate().take(width as usize) {
            match legend.get(&ch) {
                Some(&t) => terrain[y * width as usize + x] = t,
                None => errors.push(Diagnostic::new(
                    path,
                    (line, col + 1 + x),
                    crate::phrase!(
                        "diag-level-unknown-map-character-add-legend",
                        ch = ch.to_string(),
                        x = x.to_string(),
                        y = y.to_string(),
                    ),
                )),
            }
        }
    }
    let mut err = |at: &[Seg], message: crate::i18n::Phrase| {
        push_located(&mut errors, (path, text), at, message)
    };

    // Sides.
    if level.sides.len() < 2 {
        err(
            &[Seg::Field("sides")],
            crate::phrase!("diag-level-fight-needs-least-two-sides"),
        );
    }
    let mut side_ids = BTreeSet::new();
    for (i, s) in level.sides.iter().enumerate() {
        if s.id.is_empty() || !side_ids.insert(s.id.as_str()) {
            err(
                &[Seg::Field("sides"), Seg::Index(i), Seg::Field("id")],
                crate::phrase!("diag-level-side-id-empty-repeated", id = s.id.to_string()),
            );
        }
        let names = s.name.each().map(|n| ("name", n, NAME_CHARS));
        for (field, text, most) in std::iter::once(("id", s.id.as_str(), ID_CHARS)).chain(names) {
            if let Some(why) = text_problem(text, most) {
                err(
                    &[Seg::Field("sides"), Seg::Index(i), Seg::Field(field)],
                    crate::phrase!("diag-level-side-text", field = field.to_string(), why = why),
                );
            }
        }
    }

    // Units, then the reserve (off the board until a trigger brings them in: they may share a
    // square with a unit on the board, which they leave to the nearest free square).
    let mut units = Vec::new();
    let mut reserve = Vec::new();
    let mut unit_ids = BTreeSet::new();
    let mut occupied: BTreeMap<Pos, &str> = BTreeMap::new();
    for (list, specs) in [("units", &level.units), ("reserve", &level.reserve)] {
        for (i, u) in specs.iter().enumerate() {
            let at = |field: &'static str| [Seg::Field(list), Seg::Index(i), Seg::Field(field)];
            if u.id.is_empty() || !unit_ids.insert(u.id.as_str()) {
                err(
                    &at("id"),
                    crate::phrase!("diag-level-unit-id-empty-repeated", id = u.id.to_string()),
                );
            }
            if let Some(why) = text_problem(&u.id, ID_CHARS) {
                err(&at("id"), crate::phrase!("diag-level-unit-id", why = why));
            }
            for name in u.name.iter().flat_map(|n| n.each()) {
                if let Some(why) = text_problem(name, NAME_CHARS) {
                    err(
                        &at("name"),
                        crate::phrase!("diag-level-unit-name", id = u.id.to_string(), why = why),
                    );
                }
            }
            if let Some(n) = u
                .initiative
                .filter(|n| n.unsigned_abs() > INITIATIVE.unsigned_abs())
            {
                err(
                    &at("initiative"),
                    crate::phrase!(
                        "diag-level-unit-initiative-beyond-either-way",
                        id = u.id.to_string(),
                        n = n.to_string(),
                        initiative = INITIATIVE.to_string(),
                    ),
                );
            }
            let side = level.sides.iter().position(|s| s.id == u.side);
            if side.is_none() {
                err(
                    &at("side"),
                    crate::phrase!(
                        "diag-level-unit-unknown-side",
                        id = u.id.to_string(),
                        side = u.side.to_string(),
                    ),
                );
            }
            let (x, y) = (u.at.x, u.at.y);
            if x < 0 || y < 0 || x >= width || y >= height {
                err(
                    &at("at"),
                    crate::phrase!(
                        "diag-level-unit-off-map",
                        id = u.id.to_string(),
                        x = x.to_string(),
                        y = y.to_string(),
                        width = width.to_string(),
                        height = height.to_string(),
                    ),
                );
            } else {
                let t = &data.terrain[terrain[(y * width + x) as usize]];
                if t.movement == Movement::Blocked {
                    err(
                        &at("at"),
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
                if list == "units"
                    && let Some(other) = occupied.insert(u.at, &u.id)
                    && !shares_saddle(other)
                {
                    err(
                        &at("at"),
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
            let osr_level = level.ruleset == crate::rulesets::RulesetId::Osr;
            let mut osr_creature = None;
            let (stats, kind) = match (&u.creature, &u.stats) {
                (Some(c), None) if osr_level => match data.osr.creatures.get(c) {
                    Some(found) => {
                        osr_creature = Some(found);
                        (found.shared_shape(), c.clone())
                    }
                    None => {
                        let hint = if data.creatures.contains_key(c) {
                            crate::phrase!("diag-level-hint-core-creature").into()
                        } else {
                            crate::i18n::Arg::from("")
                        };
                        err(
                            &at("creature"),
                            crate::phrase!(
                                "diag-level-unit-unknown-osr-creature-assets-rulesets",
                                id = u.id.to_string(),
                                c = c.to_string(),
                                hint = hint,
                            ),
                        );
                        continue;
                    }
                },
                (_, Some(_)) if osr_level => {
                    err(
                        &at("stats"),
                        crate::phrase!(
                            "diag-level-unit-osr-unit-names-creature-from",
                            id = u.id.to_string(),
                        ),
                    );
                    continue;
                }
                (Some(_), Some(_)) => {
                    err(
                        &at("stats"),
                        crate::phrase!(
                            "diag-level-unit-give-creature-stats-both",
                            id = u.id.to_string(),
                        ),
                    );
                    continue;
                }
                (None, None) => {
                    err(
                        &at("id"),
                        crate::phrase!(
                            "diag-level-unit-needs-creature-inline-stats",
                            id = u.id.to_string(),
                        ),
                    );
                    continue;
                }
                (Some(c), None) => match data.creatures.get(c) {
                    Some(found) => (found.clone(), c.clone()),
                    None => {
                        let hint = if data.osr.creatures.contains_key(c) {
                            crate::phrase!("diag-level-hint-osr-creature").into()
                        } else {
                            crate::i18n::Arg::from("")
                        };
                        err(
                            &at("creature"),
                            crate::phrase!(
                                "diag-level-unit-unknown-creature",
                                id = u.id.to_string(),
                                c = c.to_string(),
                                hint = hint,
                            ),
                        );
                        continue;
                    }
                },
                (None, Some(inline)) => {
                    for problem in data.creature_problems(inline) {
                        let mut path = at("stats").to_vec();
                        path.push(Seg::Field(problem.field));
                        path.extend(problem.within.iter().cloned());
                        err(
                            &path,
                            crate::phrase!(
                                "diag-level-unit-problem",
                                id = u.id.to_string(),
                                message = problem.message,
                            ),
                        );
                    }
                    (inline.clone(), "custom".to_string())
                }
            };
            let weapon_ids = u.weapons.clone().unwrap_or_else(|| stats.weapons.clone());
            let mut weapons = Vec::new();
            let weapon_table = if osr_level {
                &data.osr.weapons
            } else {
                &data.weapons
            };
            for (n, w) in weapon_ids.iter().enumerate() {
                match weapon_table.get(w) {
                    Some(found) => {
                        // Seed 002's improvised weapons need the Strength of their row.
                        let strength = osr_creature.map(|c| c.attributes.strength);
                        if let Some(why) = strength
                            .and_then(|s| crate::rulesets::osr::data::too_weak_for(found, s))
                        {
                            let field = if u.weapons.is_some() {
                                "weapons"
                            } else {
                                "creature"
                            };
                            let mut path = vec![Seg::Field(list), Seg::Index(i), Seg::Field(field)];
                            if u.weapons.is_some() {
                                path.push(Seg::Index(n));
                            }
                            err(
                                &path,
                                crate::phrase!(
                                    "diag-level-unit-too-weak-for",
                                    id = u.id.to_string(),
                                    why = why,
                                ),
                            );
                        }
                        weapons.push(found.clone())
                    }
                    None if u.weapons.is_some() => err(
                        &[
                            Seg::Field(list),
                            Seg::Index(i),
                            Seg::Field("weapons"),
                            Seg::Index(n),
                        ],
                        crate::phrase!(
                            "diag-level-unit-unknown-weapon",
                            id = u.id.to_string(),
                            w = w.to_string(),
                        ),
                    ),
                    None => {} // reported against the inline stats above
                }
            }
            let armor_id = u.armor.as_ref().or(stats.armor.as_ref());
            let shield_id = u.shield.as_ref().or(stats.shield.as_ref());
            let osr_armour = armor_id
                .and_then(|a| data.osr.armor.get(a))
                .filter(|_| osr_level);
            let osr_shield = shield_id
                .and_then(|s| data.osr.shields.get(s))
                .filter(|_| osr_level);
            let armor = armor_id
                .and_then(|a| data.armor.get(a).cloned())
                .filter(|_| !osr_level);
            if let (Some(a), None, None) = (&u.armor, &armor, osr_armour) {
                err(
                    &at("armor"),
                    crate::phrase!(
                        "diag-level-unit-unknown-armor",
                        id = u.id.to_string(),
                        a = a.to_string(),
                    ),
                );
            }
            let shield = if osr_level {
                osr_shield.map(|s| s.shared_shield())
            } else {
                shield_id.and_then(|s| data.shields.get(s).cloned())
            };
            if let (Some(s), None) = (&u.shield, &shield) {
                err(
                    &at("shield"),
                    crate::phrase!(
                        "diag-level-unit-unknown-shield",
                        id = u.id.to_string(),
                        s = s.to_string(),
                    ),
                );
            }
            let wield = match &u.wield {
                Some(ids) => {
                    let equipment = super::equipment::Equipment {
                        weapons: weapons.clone(),
                        armor: None,
                        shield: shield.clone(),
                        wielded: Vec::new(),
                        unloaded: Vec::new(),
                        items: Vec::new(),
                        ammunition: Default::default(),
                        slung_shield: None,
                    };
                    if let Err(why) = equipment.check_wield(ids) {
                        err(
                            &at("wield"),
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
                None => default_wield(&weapons, shield.is_some()),
            };
            let item_ids = u.items.clone().unwrap_or_else(|| stats.items.clone());
            let item_data = if osr_level {
                &data.osr.items
            } else {
                &data.items
            };
            let mut items = Vec::new();
            for (n, it) in item_ids.iter().enumerate() {
                match item_data.get(it) {
                    Some(found) => items.push(found.clone()),
                    None if u.items.is_some() => err(
                        &[
                            Seg::Field(list),
                            Seg::Index(i),
                            Seg::Field("items"),
                            Seg::Index(n),
                        ],
                        crate::phrase!(
                            "diag-level-unit-unknown-item",
                            id = u.id.to_string(),
                            it = it.to_string(),
                        ),
                    ),
                    None => {} // reported against the creature's stats
                }
            }
            // Missiles: the unit's, else the creature's; a kind its weapons fire and neither
            // names is a full quiver.
            let mut ammunition = u
                .ammunition
                .clone()
                .unwrap_or_else(|| stats.ammunition.clone());
            for (kind, count) in &ammunition {
                if *count > crate::limits::AMMUNITION {
                    err(
                        &at("ammunition"),
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
            let hp = u.hp.unwrap_or(stats.hp);
            if osr_level && (hp > stats.hp || hp < 1) {
                err(
                    &at("hp"),
                    crate::phrase!(
                        "diag-level-unit-hp-must-from-1-salud",
                        id = u.id.to_string(),
                        hp = hp.to_string(),
                        hp2 = stats.hp.to_string(),
                    ),
                );
            } else if hp > stats.hp || hp <= stats.abilities.constitution.saturating_neg() {
                err(
                    &at("hp"),
                    crate::phrase!(
                        "diag-level-unit-hp-must-most-maximum-above",
                        id = u.id.to_string(),
                        hp = hp.to_string(),
                        hp2 = stats.hp.to_string(),
                        constitution = stats.abilities.constitution.to_string(),
                    ),
                );
            }
            let resolved = ResolvedUnit {
                id: u.id.clone(),
                name: u
                    .name
                    .clone()
                    .unwrap_or_else(|| crate::i18n::Localized::plain(stats.name.as_str())),
                kind,
                side: side.unwrap_or(0),
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
                gender: u.gender.unwrap_or_default(),
                osr: osr_creature.map(|c| {
                    Box::new(crate::rulesets::osr::data::OsrUnit {
                        attributes: c.attributes,
                        level: c.level,
                        blindaje: c.blindaje,
                        potencia: c.potencia,
                        morale: c.morale,
                        hard_to_surprise: c.hard_to_surprise,
                        medical_kit: c.medical_kit,
                        armour: osr_armour.cloned(),
                        shield: osr_shield.cloned(),
                        unarmed: data.osr.unarmed_damage(c.attributes.strength),
                        leader: u.leader,
                        at_hand: if u.items.is_some() {
                            Vec::new()
                        } else {
                            c.at_hand.clone()
                        },
                        casting: c
                            .occupation
                            .as_ref()
                            .and_then(|o| data.osr.occupations.get(o))
                            .and_then(|o| o.casting)
                            .filter(|_| !c.powers.is_empty()),
                        powers: c
                            .powers
                            .iter()
                            .filter_map(|p| data.osr.powers.get(p).cloned())
                            .collect(),
                    })
                }),
                stats,
            };
            if list == "units" {
                units.push(resolved);
            } else {
                reserve.push(resolved);
            }
        }
    }
    // Riders: each on a mount of its side, on its square, larger than it, one rider a saddle.
    for (list, specs) in [("units", &level.units), ("reserve", &level.reserve)] {
        for (i, u) in specs.iter().enumerate() {
            let Some(mount_id) = &u.riding else { continue };
            let at = [Seg::Field(list), Seg::Index(i), Seg::Field("riding")];
            let problem = if list == "reserve" {
                Some(crate::phrase!("diag-level-units-reserve-join-fight-foot"))
            } else {
                match (
                    units.iter().find(|r| &r.id == mount_id),
                    units.iter().find(|r| r.id == u.id),
                ) {
                    (None, _) => Some(crate::phrase!(
                        "diag-level-no-such-mount",
                        mount_id = mount_id.to_string(),
                    )),
                    (Some(m), Some(r)) => {
                        if !m.stats.mount {
                            Some(crate::phrase!(
                                "diag-level-not-a-mount",
                                mount_id = mount_id.to_string(),
                            ))
                        } else if m.side != r.side {
                            Some(crate::phrase!(
                                "diag-level-mount-other-side",
                                mount_id = mount_id.to_string(),
                            ))
                        } else if m.at != r.at {
                            Some(crate::phrase!(
                                "diag-level-mount-elsewhere",
                                at = r.at.to_string(),
                                mount_id = mount_id.to_string(),
                                at2 = m.at.to_string(),
                            ))
                        } else if m.stats.size <= r.stats.size {
                            Some(crate::phrase!(
                                "diag-level-mount-not-larger",
                                mount_id = mount_id.to_string(),
                                size = format!("{:?}", m.stats.size),
                                size2 = format!("{:?}", r.stats.size),
                            ))
                        } else if m.riding.is_some() || mount_id == &u.id {
                            Some(crate::phrase!(
                                "diag-level-rides-something-itself",
                                mount_id = mount_id.to_string(),
                            ))
                        } else if specs[..i]
                            .iter()
                            .any(|o| o.riding.as_deref() == Some(mount_id))
                        {
                            Some(crate::phrase!(
                                "diag-level-already-has-rider",
                                mount_id = mount_id.to_string(),
                            ))
                        } else {
                            None
                        }
                    }
                    (Some(_), None) => None, // the rider's own errors are reported above
                }
            };
            if let Some(problem) = problem {
                err(
                    &at,
                    crate::phrase!(
                        "diag-level-unit-cannot-ride",
                        id = u.id.to_string(),
                        problem = problem,
                    ),
                );
            }
        }
    }
    for (i, s) in level.sides.iter().enumerate() {
        if !level.units.iter().any(|u| u.side == s.id) {
            err(
                &[Seg::Field("sides"), Seg::Index(i)],
                crate::phrase!("diag-level-side-has-units", id = s.id.to_string()),
            );
        }
    }

    // Triggers and objectives: every unit, side and region they name must exist.
    let reserve_ids: BTreeSet<&str> = level.reserve.iter().map(|u| u.id.as_str()).collect();
    let unit_known = |id: &str| unit_ids.contains(id);
    let side_known = |id: &str| side_ids.contains(id);
    // In i64: a region's far edge may lie beyond i32 in a file.
    let region_fits = |r: &super::schema::Region| {
        let (x, y, w, h) = (
            i64::from(r.x),
            i64::from(r.y),
            i64::from(r.w),
            i64::from(r.h),
        );
        w >= 1
            && h >= 1
            && x >= 0
            && y >= 0
            && x + w <= i64::from(width)
            && y + h <= i64::from(height)
    };
    for (i, exit) in level.exits.iter().enumerate() {
        if !region_fits(exit) {
            err(
                &[Seg::Field("exits"), Seg::Index(i)],
                crate::phrase!(
                    "diag-level-exit-region-within-map",
                    i = i.to_string(),
                    exit = format!("{:?}", exit),
                    width = width.to_string(),
                    height = height.to_string(),
                ),
            );
        }
    }
    // A trigger's unknown unit or side, whichever part of it names them.
    let unknown_unit = |i: usize, unit: &str| {
        crate::phrase!(
            "diag-level-trigger-unknown-unit",
            i = i.to_string(),
            unit = unit.to_string()
        )
    };
    let unknown_side = |i: usize, side: &str| {
        crate::phrase!(
            "diag-level-trigger-unknown-side",
            i = i.to_string(),
            side = side.to_string()
        )
    };
    for (i, t) in level.triggers.iter().enumerate() {
        use super::schema::{Then, When};
        let when = [Seg::Field("triggers"), Seg::Index(i), Seg::Field("when")];
        match &t.when {
            When::RoundStarts(n) if *n > ROUNDS => err(
                &when,
                crate::phrase!(
                    "diag-level-trigger-round-beyond-last-one-fight",
                    i = i.to_string(),
                    n = n.to_string(),
                    rounds = ROUNDS.to_string(),
                ),
            ),
            When::RoundStarts(_) => {}
            When::UnitDies(u) | When::HpBelow { unit: u, .. } if !unit_known(u) => {
                err(&when, unknown_unit(i, u))
            }
            When::HpBelow { percent, .. } if !(1..=100).contains(percent) => err(
                &when,
                crate::phrase!(
                    "diag-level-trigger-percent-must-1-100",
                    i = i.to_string(),
                    percent = percent.to_string(),
                ),
            ),
            When::UnitEnters { region, unit, side } => {
                if !region_fits(region) {
                    err(
                        &when,
                        crate::phrase!(
                            "diag-level-trigger-region-within-map",
                            i = i.to_string(),
                            region = format!("{:?}", region),
                            width = width.to_string(),
                            height = height.to_string(),
                        ),
                    );
                }
                if let Some(u) = unit.as_deref().filter(|u| !unit_known(u)) {
                    err(&when, unknown_unit(i, u));
                }
                if let Some(s) = side.as_deref().filter(|s| !side_known(s)) {
                    err(&when, unknown_side(i, s));
                }
            }
            When::SideBelow { side, .. } if !side_known(side) => err(&when, unknown_side(i, side)),
            _ => {}
        }
        for (n, then) in t.then.iter().enumerate() {
            let at = [
                Seg::Field("triggers"),
                Seg::Index(i),
                Seg::Field("then"),
                Seg::Index(n),
            ];
            match then {
                Then::Spawn { units: spawned, .. } => {
                    for u in spawned.iter().filter(|u| !reserve_ids.contains(u.as_str())) {
                        err(
                            &at,
                            crate::phrase!(
                                "diag-level-trigger-unit-reserve",
                                i = i.to_string(),
                                u = u.to_string(),
                            ),
                        );
                    }
                }
                Then::ChangeSide { unit, side } => {
                    if !unit_known(unit) {
                        err(&at, unknown_unit(i, unit));
                    }
                    if !side_known(side) {
                        err(&at, unknown_side(i, side));
                    }
                }
                Then::SetAware { unit, .. } if !unit_known(unit) => err(&at, unknown_unit(i, unit)),
                Then::Win(side) | Then::Lose(side) | Then::MoraleCheck(side)
                    if !side_known(side) =>
                {
                    err(&at, unknown_side(i, side))
                }
                Then::Message(text) => {
                    for text in text.each() {
                        if let Some(why) = text_problem(text, TEXT_CHARS) {
                            err(
                                &at,
                                crate::phrase!(
                                    "diag-level-trigger-message",
                                    i = i.to_string(),
                                    why = why,
                                ),
                            );
                        }
                    }
                }
                _ => {}
            }
        }
    }
    for (i, o) in level.objectives.iter().enumerate() {
        use super::schema::Goal;
        let at = [Seg::Field("objectives"), Seg::Index(i)];
        if !side_known(&o.side) {
            err(
                &at,
                crate::phrase!(
                    "diag-level-objective-unknown-side",
                    i = i.to_string(),
                    side = o.side.to_string(),
                ),
            );
        }
        match &o.goal {
            Goal::Survive(n) if *n > ROUNDS => err(
                &at,
                crate::phrase!(
                    "diag-level-objective-rounds-beyond-last-one-fight",
                    i = i.to_string(),
                    n = n.to_string(),
                    rounds = ROUNDS.to_string(),
                ),
            ),
            Goal::Protect(u) | Goal::Defeat(u) if !unit_known(u) => err(
                &at,
                crate::phrase!(
                    "diag-level-objective-unknown-unit",
                    i = i.to_string(),
                    u = u.to_string(),
                ),
            ),
            Goal::Reach { region, unit } => {
                if !region_fits(region) {
                    err(
                        &at,
                        crate::phrase!(
                            "diag-level-objective-region-within-map",
                            i = i.to_string(),
                            region = format!("{:?}", region),
                            width = width.to_string(),
                            height = height.to_string(),
                        ),
                    );
                }
                if let Some(u) = unit.as_deref().filter(|u| !unit_known(u)) {
                    err(
                        &at,
                        crate::phrase!(
                            "diag-level-objective-unknown-unit",
                            i = i.to_string(),
                            u = u.to_string(),
                        ),
                    );
                }
            }
            _ => {}
        }
    }

    if !errors.is_empty() {
        if errors.len() > DIAGNOSTICS_PER_FILE {
            let more = errors.len() - DIAGNOSTICS_PER_FILE;
            let first_left_out = &errors[DIAGNOSTICS_PER_FILE];
            let at = (first_left_out.line, first_left_out.col);
            errors.truncate(DIAGNOSTICS_PER_FILE);
            errors.push(Diagnostic::new(
                path,
                at,
                crate::phrase!("diag-level-more-problems", more = more.to_string()),
            ));
        }
        return Err(errors);
    }
    // Units in parts of the map no walk joins: a fight left to units in different parts (a
    // side walled off, or the last of two sides each in its own part) can never end.
    let parts = parts_with_units(&level, width, &terrain, data);
    let warnings = match &parts[..] {
        [first, second, ..] => {
            let name = |(list, i): (&str, usize)| {
                let unit = if list == "units" {
                    &level.units[i]
                } else {
                    &level.reserve[i]
                };
                unit.id.as_str()
            };
            vec![Diagnostic::warning(
                path,
                locate(text, &[Seg::Field(second[0].0), Seg::Index(second[0].1)]),
                crate::phrase!(
                    "diag-level-unit-cannot-walk-unit-doors-counted",
                    second = (name(second[0])).to_string(),
                    first = (name(first[0])).to_string(),
                    count = parts.len().to_string(),
                ),
            )]
        }
        _ => Vec::new(),
    };
    Ok(LoadedLevel {
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
        width,
        height,
        terrain,
        terrain_kinds: data.terrain.clone(),
        sides: level.sides,
        units,
        difficulty: level.difficulty,
        hide_foe_hp: level.hide_foe_hp,
        reserve,
        triggers: level.triggers,
        objectives: level.objectives,
        warnings,
    })
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

/// The fields one ruleset reads and another does not: a level may not mix them.
fn ruleset_fields(level: &Level, err: &mut impl FnMut(&[Seg], crate::i18n::Phrase)) {
    use crate::rulesets::RulesetId;
    let osr = level.ruleset == RulesetId::Osr;
    let ruleset = level.ruleset.name();
    if osr {
        if level.rules != RuleOptions::default() {
            err(
                &[Seg::Field("rules")],
                crate::phrase!("diag-level-rules-are-core-s-options-seed"),
            );
        }
    } else {
        let only_osr = |what: crate::i18n::Arg| {
            crate::phrase!(
                "diag-level-only-osr",
                what = what,
                ruleset = ruleset.to_string(),
            )
        };
        if level.osr.is_some() {
            err(&[Seg::Field("osr")], only_osr("`osr:`".into()));
        }
        if level.surprise.is_some() {
            err(&[Seg::Field("surprise")], only_osr("`surprise:`".into()));
        }
        if !level.exits.is_empty() {
            err(&[Seg::Field("exits")], only_osr("`exits:`".into()));
        }
        for (i, s) in level.sides.iter().enumerate() {
            for (field, set) in [("role", s.role.is_some()), ("morale", s.morale.is_some())] {
                if set {
                    err(
                        &[Seg::Field("sides"), Seg::Index(i), Seg::Field(field)],
                        only_osr(
                            crate::phrase!(
                                "diag-level-side-osr-field",
                                id = s.id.to_string(),
                                field = field.to_string(),
                            )
                            .into(),
                        ),
                    );
                }
            }
        }
        for (list, specs) in [("units", &level.units), ("reserve", &level.reserve)] {
            for (i, u) in specs.iter().enumerate().filter(|(_, u)| u.leader) {
                err(
                    &[Seg::Field(list), Seg::Index(i), Seg::Field("leader")],
                    only_osr(
                        crate::phrase!("diag-level-unit-leader", id = u.id.to_string()).into(),
                    ),
                );
            }
        }
        for (i, t) in level.triggers.iter().enumerate() {
            for (n, then) in t.then.iter().enumerate() {
                if matches!(then, super::schema::Then::MoraleCheck(_)) {
                    err(
                        &[
                            Seg::Field("triggers"),
                            Seg::Index(i),
                            Seg::Field("then"),
                            Seg::Index(n),
                        ],
                        only_osr(
                            crate::phrase!("diag-level-trigger-moralecheck", i = i.to_string())
                                .into(),
                        ),
                    );
                }
            }
        }
        return;
    }
    if let Some(s) = &level.surprise
        && !level.sides.iter().any(|x| x.id == s.side)
    {
        err(
            &[Seg::Field("surprise"), Seg::Field("side")],
            crate::phrase!(
                "diag-level-surprise-unknown-side",
                side = s.side.to_string(),
            ),
        );
    }
    for (i, s) in level.sides.iter().enumerate() {
        if let Some(m) = s.morale.filter(|m| !(2..=12).contains(m)) {
            err(
                &[Seg::Field("sides"), Seg::Index(i), Seg::Field("morale")],
                crate::phrase!(
                    "diag-level-side-morale-runs-from-2-12",
                    id = s.id.to_string(),
                    m = m.to_string(),
                ),
            );
        }
    }
    for (list, specs) in [("units", &level.units), ("reserve", &level.reserve)] {
        for (i, u) in specs.iter().enumerate() {
            let core_only = [
                (
                    "aware",
                    !u.aware,
                    "an OSR level declares an ambush with `surprise:`",
                ),
                (
                    "initiative",
                    u.initiative.is_some(),
                    "OSR initiative is rolled by side",
                ),
                (
                    "group",
                    u.group.is_some(),
                    "OSR initiative is rolled by side",
                ),
                ("riding", u.riding.is_some(), "OSR units fight on foot"),
            ];
            for (field, set, why) in core_only {
                if set {
                    err(
                        &[Seg::Field(list), Seg::Index(i), Seg::Field(field)],
                        crate::phrase!(
                            "diag-level-unit-core-field",
                            id = u.id.to_string(),
                            field = field.to_string(),
                            why = why,
                        ),
                    );
                }
            }
        }
    }
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
    fn a_level_plays_core_unless_it_names_another_ruleset_and_wfrp_is_not_playable_yet() {
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
            assert_eq!(level.ruleset, crate::rulesets::RulesetId::Core);
        }
        assert_eq!(
            errors(&src("ruleset: Wfrp, ")),
            [
                "t.ron:1:27: error: ruleset `Wfrp` (seed 003) is not playable yet; the game plays `Core` (seed 000) and `Osr` (seed 002)"
            ]
        );
        // `goblin` is in both rulesets' data: each level takes its own.
        let osr = load_level_str(Path::new("t.ron"), &src("ruleset: Osr, "), &data).unwrap();
        assert_eq!(osr.ruleset, crate::rulesets::RulesetId::Osr);
        assert!(osr.units[0].osr.is_some());
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
