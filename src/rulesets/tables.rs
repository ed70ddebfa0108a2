//! What each ruleset reads from data and level files: its own tables beside Core's, its own
//! sections of a level file, and how a level's unit is made from its tables. The data layer
//! (`level/`) asks this registry and never names a ruleset; nothing here reads the fight.

use super::id::RulesetId;
use crate::i18n::Phrase;
use crate::level::Diagnostic;
use crate::level::GameData;
use crate::level::locate::Seg;
use crate::level::schema::{Armor, Creature, Item, Level, Shield, UnitSpec, Weapon};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

pub use super::osr::data::{OsrOptions, OsrUnit, OsrWeaponTraits};

/// Every ruleset's own tables besides Core's (which [`GameData`] holds itself).
#[derive(Clone, Debug, Default)]
pub struct Tables {
    /// Seed 002's creatures and gear (`assets/rulesets/osr/`).
    pub osr: super::osr::data::OsrData,
    /// Seed 003's creatures, gear and hit locations (`assets/rulesets/wfrp/`).
    pub wfrp: super::wfrp::data::WfrpData,
}

/// The texts of every ruleset's own data files, each with the path its diagnostics name.
pub struct TableTexts {
    pub osr: [(PathBuf, String); 5],
    pub wfrp: [(PathBuf, String); super::wfrp::data::FILES.len()],
}

impl TableTexts {
    /// The copies built into the binary, named by their place in `assets/`.
    pub fn built_in() -> Self {
        let base = Path::new("assets/rulesets/osr");
        TableTexts {
            osr: super::osr::data::BUILT_IN.map(|(name, text)| (base.join(name), text.to_string())),
            wfrp: super::wfrp::data::built_in(),
        }
    }

    /// The files of each ruleset's folder beside a Core data folder (`assets/rulesets/osr` for
    /// `assets/data`): each ruleset's own when its folder exists, else the built-in ones.
    pub fn beside(core_dir: &Path) -> Result<Self, Vec<Diagnostic>> {
        let built_in = Self::built_in();
        let beside = |id| {
            super::DATA_FILES
                .iter()
                .find(|set| set.ruleset == id)
                .map_or_else(|| core_dir.to_path_buf(), |set| set.beside(core_dir))
        };
        let osr_dir = beside(RulesetId::Osr);
        let wfrp_dir = beside(RulesetId::Wfrp);
        let osr = match osr_dir.is_dir() {
            true => super::osr::data::read_folder(&osr_dir),
            false => Ok(built_in.osr),
        };
        let wfrp = match wfrp_dir.is_dir() {
            true => super::wfrp::data::read_folder(&wfrp_dir),
            false => Ok(built_in.wfrp),
        };
        match (osr, wfrp) {
            (Ok(osr), Ok(wfrp)) => Ok(TableTexts { osr, wfrp }),
            (osr, wfrp) => Err([osr.err(), wfrp.err()]
                .into_iter()
                .flatten()
                .flatten()
                .collect()),
        }
    }
}

impl Tables {
    /// Reads and checks every ruleset's texts; what is wrong goes to `errors`.
    pub fn from_texts(texts: TableTexts, errors: &mut Vec<Diagnostic>) -> Self {
        Tables {
            osr: super::osr::data::OsrData::from_texts(texts.osr, errors),
            wfrp: super::wfrp::data::WfrpData::from_texts(texts.wfrp, errors),
        }
    }

    /// These tables with a mod's files laid over them: each ruleset's from its folder beside
    /// the mod's Core `data/` (`rulesets/osr/`, `rulesets/wfrp/`, as in `assets/`), each file
    /// read through `read` (which refuses a path that leaves the mod). The warnings tell each
    /// entry the mod replaces; the errors, what is wrong in the mod's files.
    pub fn with_mod_files(
        &self,
        core_dir: &Path,
        read: &dyn Fn(&Path) -> Result<String, Diagnostic>,
    ) -> Result<(Self, Vec<Diagnostic>), Vec<Diagnostic>> {
        let mut errors = Vec::new();
        let mut file = |id: RulesetId, name: &str| {
            let set = super::DATA_FILES.iter().find(|set| set.ruleset == id)?;
            let path = set.beside(core_dir).join(name);
            crate::level::data_overlay::mod_file(&path, read, &mut errors)
        };
        let osr = super::osr::data::FILES.map(|name| file(RulesetId::Osr, name));
        let wfrp = super::wfrp::data::FILES.map(|name| file(RulesetId::Wfrp, name));
        if !errors.is_empty() {
            return Err(errors);
        }
        let (osr, mut replaced) = self.osr.with_mod_files(osr, &mut errors);
        let (wfrp, more) = self.wfrp.with_mod_files(wfrp, &mut errors);
        replaced.extend(more);
        match errors.is_empty() {
            true => Ok((Tables { osr, wfrp }, replaced)),
            false => Err(errors),
        }
    }

    /// Every creature of these tables, in the shared shape.
    pub fn creatures(&self) -> impl Iterator<Item = Creature> + '_ {
        let osr = self.osr.creatures.values().map(|c| c.shared_shape());
        osr.chain(self.wfrp.creatures.values().map(|c| c.shared_shape()))
    }
}

/// What a unit brings to the fight beyond the shared shape, in the ruleset that made it.
#[derive(Clone, Debug)]
pub enum UnitSheet {
    Osr(Box<OsrUnit>),
    Wfrp(Box<super::wfrp::WfrpUnit>),
}

/// Where a level's problem is (a path into the file) and what it is.
pub type Report<'a> = &'a mut dyn FnMut(&[Seg], Phrase);

/// A ruleset as the data layer sees it: its sections of a level file and its units' tables.
pub trait LevelRules: Sync {
    fn id(&self) -> RulesetId;

    /// Reports what a level playing another ruleset sets of this one's own fields.
    fn foreign_fields(&self, level: &Level, report: Report);

    /// Clears this one's own fields from a level another ruleset will play (`--ruleset`): each
    /// field [`foreign_fields`](Self::foreign_fields) reports.
    fn set_aside(&self, _level: &mut Level) {}

    /// What a level playing this ruleset does instead of setting Core's `field` (`rules`, or a
    /// unit's `aware`, `initiative`, `group` or `riding`), in its own words.
    fn instead_of_core_field(&self, _field: &str) -> Phrase {
        crate::phrase!("diag-level-not-read-here", ruleset = self.id().name())
    }

    /// Whether a level playing this ruleset reads Core's unit field `field` too (see
    /// [`instead_of_core_field`](Self::instead_of_core_field) for the ones it does not).
    fn reads_core_field(&self, _field: &str) -> bool {
        false
    }

    /// Whether it plays seed 001's modules (`rules:`, `--rules seed001`). Not by default.
    fn plays_rule_modules(&self) -> bool {
        false
    }

    /// A campaign's hero starts this fight with `points` fewer of the points its ruleset never
    /// gives back (seed 003's Fate, seed 001's hero points): spent in the fights it won before.
    /// Nothing in a ruleset without them.
    fn points_spent_before(&self, _unit: &mut crate::level::validate::ResolvedUnit, _points: u32) {}

    /// Checks the fields only this ruleset reads, in a level that plays it.
    fn check_level(&self, _level: &Level, _report: Report) {}

    /// Its creature `id`, in the shared shape.
    fn creature(&self, data: &GameData, id: &str) -> Option<Creature>;

    /// Every id its tables hold of `table` (a creature's other names too): what a misspelt id
    /// is matched against, and listed when they are few.
    fn known_ids(&self, data: &GameData, table: Table) -> Vec<String>;

    /// A unit names a creature none of its tables hold (`hint` says which ruleset has it).
    fn unknown_creature(&self, unit: &str, creature: &str, hint: crate::i18n::Arg) -> Phrase;

    /// What a level playing another ruleset (`plays`) is told of a creature of this one.
    fn creature_hint(&self, plays: RulesetId) -> Phrase;

    /// Why a unit of a level playing it may not give inline stats, if it may not.
    fn refuses_inline_stats(&self, _unit: &str) -> Option<Phrase> {
        None
    }

    /// Its weapons, by id.
    fn weapons<'a>(&self, data: &'a GameData) -> &'a BTreeMap<String, Weapon>;

    /// Why the creature `kind` cannot carry `weapon`, if it cannot.
    fn weapon_problem(&self, _data: &GameData, _kind: &str, _weapon: &Weapon) -> Option<Phrase> {
        None
    }

    /// Its items, by id.
    fn items<'a>(&self, data: &'a GameData) -> &'a BTreeMap<String, Item>;

    /// Whether its tables hold the armour `id`.
    fn knows_armour(&self, data: &GameData, id: &str) -> bool;

    /// The armour `id` in the shared shape, when the fight reads it there.
    fn shared_armour(&self, data: &GameData, id: &str) -> Option<Armor>;

    /// The shield `id` in the shared shape.
    fn shield(&self, data: &GameData, id: &str) -> Option<Shield>;

    /// What is wrong with a unit's starting hit points of a creature of `stats`.
    fn hp_problem(&self, unit: &str, hp: i32, stats: &Creature) -> Option<Phrase>;

    /// The unit's own sheet (`kind` its creature, with its armour and shield ids).
    fn sheet(
        &self,
        _data: &GameData,
        _spec: &UnitSpec,
        _kind: &str,
        _gear: (Option<&str>, Option<&str>),
    ) -> Option<UnitSheet> {
        None
    }
}

/// Every ruleset's data-layer face.
pub static ALL: [&dyn LevelRules; 4] = [
    &super::core::tables::CORE,
    &super::osr::tables::OSR,
    &super::example::tables::EXAMPLE,
    &super::wfrp::tables::WFRP,
];

/// The one for `id` (Core's for a ruleset not played yet, which validation refuses first).
/// The tables a level names ids from that each ruleset keeps its own of (weapons and items
/// come as maps: see [`LevelRules::weapons`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Table {
    Creature,
    Armour,
    Shield,
}

/// Whether a level playing its own ruleset reads the level field `field` as `level` sets it
/// (set it there first): no other ruleset claims it as its own.
pub fn reads_level_field(level: &Level, field: &str) -> bool {
    let mut claimed = false;
    for rules in ALL.iter().filter(|r| r.id() != level.ruleset) {
        rules.foreign_fields(level, &mut |at, _| claimed |= at == [Seg::Field(field)]);
    }
    !claimed
}

pub fn of(id: RulesetId) -> &'static dyn LevelRules {
    ALL.iter().copied().find(|r| r.id() == id).unwrap_or(ALL[0])
}
