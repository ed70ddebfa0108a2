//! The rule systems a level can choose (see `RULESETS.md` in the design notes): seed 000 with
//! seed 001's optional modules ("Core", the default), seed 002's OSR ruleset and seed 003's WFRP
//! ruleset.
//!
//! A ruleset is code behind the [`Ruleset`] trait, reached through the world's [`ActiveRuleset`].
//! The engine asks it at each seam where the seeds differ (how the fight starts, how a round
//! starts and ends, what a turn begins with, the strike and its forecast, what damage does to
//! health) and shares everything else: the board, paths, sight, doors, scripts, equipment, dice,
//! the one command language and the one event format. What the window and the AI ask of it
//! beyond the engine (the HUD's words, its unit panel, its action bar, its own AI choices) is
//! [`face::RulesetFace`], a trait on top of this one, so that the fight's files name no window.
//!
//! Why a trait and not per-ruleset Bevy systems: a command is resolved in one synchronous
//! `Resolver` call with interrupts inside it (attacks of opportunity mid-step, readied actions),
//! which scheduled systems cannot run in the middle of.

pub mod core;
pub mod example;
pub mod face;
pub mod id;
pub mod osr;
pub mod roll;
pub mod tables;
pub mod wfrp;

pub use id::RulesetId;

use crate::combat::commands::Command;
use crate::combat::components::Health;
use crate::combat::resolver::{EngineError, Resolver};
use crate::level::schema::Weapon;
use crate::rules::damage::StrengthUse;
use crate::rules::economy::ActionBudget;
use crate::rules::grid::Pos;
use crate::rules::modifiers::Modifiers;
use bevy::prelude::*;

/// One ruleset's data files: the folder under `assets/` they sit in, their names, and what
/// checks them. `validate` knows a data file by this list, so a ruleset to come adds its own row.
pub struct DataFiles {
    pub ruleset: RulesetId,
    /// The folder's path under `assets/`, by its components (`["data"]`, `["rulesets", "osr"]`).
    pub folder: &'static [&'static str],
    pub names: &'static [&'static str],
    /// Reads and checks the whole set in a folder: what is wrong, in any of its files.
    pub check: fn(&std::path::Path) -> Vec<crate::level::Diagnostic>,
    /// Each file's schema for the format's reference (`docs/reference.md`): its name, what it
    /// holds, and the type it is read into.
    pub schemas: fn(&mut schemars::SchemaGenerator) -> Vec<DataSchema>,
}

impl DataFiles {
    /// Where this set's folder is beside a Core data folder (`assets/data` →
    /// `assets/rulesets/osr`).
    pub fn beside(&self, core: &std::path::Path) -> std::path::PathBuf {
        let root = core.parent().unwrap_or(std::path::Path::new("."));
        self.folder
            .iter()
            .fold(root.to_path_buf(), |p, f| p.join(f))
    }
}

/// A data file as the format's reference gives it: its name, what it holds, its schema.
pub type DataSchema = (&'static str, &'static str, serde_json::Value);

/// Every ruleset's data files.
pub const DATA_FILES: [DataFiles; 3] = [
    DataFiles {
        ruleset: RulesetId::Core,
        folder: &["data"],
        names: &crate::level::data::FILES,
        check: |dir| {
            crate::level::GameData::load_dir(dir)
                .err()
                .unwrap_or_default()
        },
        schemas: core::tables::data_schemas,
    },
    DataFiles {
        ruleset: RulesetId::Osr,
        folder: &["rulesets", "osr"],
        names: &osr::data::FILES,
        check: osr::data::check_folder,
        schemas: osr::tables::data_schemas,
    },
    DataFiles {
        ruleset: RulesetId::Wfrp,
        folder: &["rulesets", "wfrp"],
        names: &wfrp::data::FILES,
        check: wfrp::data::check_folder,
        schemas: wfrp::tables::data_schemas,
    },
];

/// The data set `file` belongs to: the one whose folder its own folder ends with and that names
/// it; else the first set that names it (a copy of a data file elsewhere is read as Core's).
pub fn data_files_of(file: &std::path::Path) -> Option<&'static DataFiles> {
    let name = file.file_name()?.to_str()?;
    let dir = file.parent().unwrap_or(std::path::Path::new(""));
    let in_its_folder = |set: &DataFiles| {
        let mut parts = dir.components().rev();
        set.folder
            .iter()
            .rev()
            .all(|want| parts.next().is_some_and(|c| c.as_os_str() == *want))
    };
    let named = || DATA_FILES.iter().filter(|set| set.names.contains(&name));
    named()
        .find(|set| in_its_folder(set))
        .or_else(|| named().next())
}

/// The rules the world's fight plays; a world without one plays Core. Set with [`set_active`].
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ActiveRuleset(RulesetId);

impl ActiveRuleset {
    pub fn id(self) -> RulesetId {
        self.0
    }

    /// The ruleset itself.
    pub fn rules(self) -> &'static dyn Ruleset {
        by_id(self.0)
    }
}

/// The rules a level plays. One zero-sized implementation per seed; the engine calls it at each
/// seam.
pub trait Ruleset: Sync + 'static {
    fn id(&self) -> RulesetId;

    /// Everything after the `start` event up to the first round's `round` event: initiative,
    /// surprise and the order.
    fn start_fight(&self, res: &mut Resolver) -> Result<(), EngineError>;

    /// After the last turn of a round, before the next round's `round` event.
    fn round_ends(&self, _res: &mut Resolver) -> Result<(), EngineError> {
        Ok(())
    }

    /// Right after a new round's `round` event.
    fn round_starts(&self, _res: &mut Resolver) -> Result<(), EngineError> {
        Ok(())
    }

    /// What a unit's turn begins with, after its `turn` event (`state`: its health as the turn
    /// began).
    fn turn_starts(
        &self,
        res: &mut Resolver,
        unit: Entity,
        state: crate::rules::health::HealthState,
    ) -> Result<TurnStart, EngineError>;

    /// What a unit's turn allows.
    fn budget(&self, world: &World, unit: Entity) -> ActionBudget;

    /// What an action of this kind takes from a turn. Every ruleset prices every kind (there is
    /// no default to hide one it forgot); whether it plays the command at all is [`offers`].
    ///
    /// [`offers`]: Ruleset::offers
    fn cost(
        &self,
        world: &World,
        kind: crate::rules::economy::ActionKind,
    ) -> crate::rules::economy::ActionCost;

    /// The log's line for `unit` taking `action` at `cost`, in the ruleset's words for what
    /// the action cost.
    fn action_line(
        &self,
        unit: &str,
        action: &crate::i18n::Phrase,
        cost: crate::rules::economy::ActionCost,
    ) -> crate::i18n::Phrase;

    /// The log's line for `target` giving `attacker` a blow by what it did beside it (the `aoo`
    /// event), in the ruleset's words: seed 000's attack of opportunity unless it says otherwise.
    fn provoked_line(&self, attacker: &str, target: &str) -> crate::i18n::Phrase {
        crate::phrase!("log-aoo", target = target, attacker = attacker)
    }

    /// Whether the ruleset has this command at all (one it lacks is refused as "not an action
    /// of these rules"). None by default: a ruleset names each command it plays.
    fn offers(&self, _command: &Command) -> bool {
        false
    }

    /// Whether a unit's health is counted in Wounds (seed 003) rather than hit points: the log's
    /// damage and healing lines say which.
    fn counts_wounds(&self) -> bool {
        false
    }

    /// The farthest `unit` can shoot a ranged `weapon` now, in cells (its range, or as many
    /// increments of it as the ruleset allows, or more after an aim).
    fn farthest_shot(&self, world: &World, unit: Entity, weapon: &Weapon) -> u32;

    /// When enemies strike a unit for what it does beside them (the threat the board snapshot
    /// marks and the HUD shows). No default: a ruleset says whether it has such strikes.
    fn threat(&self) -> ThreatPolicy;

    /// After `mover` stepped from `from` to `to` (its `step` event is in): what the ruleset moves
    /// along with it (OSR: a creature it holds). Nothing by default.
    fn unit_stepped(
        &self,
        _res: &mut Resolver,
        _mover: Entity,
        _from: Pos,
        _to: Pos,
    ) -> Result<(), EngineError> {
        Ok(())
    }

    /// After the units are on the board, before the fight starts: what the ruleset keeps for the
    /// fight (OSR: each side's numbers and leader). Nothing by default.
    fn set_up(&self, _world: &mut World, _level: &crate::level::LoadedLevel) {}

    /// Removes what [`set_up`](Self::set_up) kept, so the next fight in the same world starts
    /// clean.
    fn clear(&self, _world: &mut World) {}

    /// Gives a unit just spawned what the ruleset keeps of it beyond the shared shape (from
    /// its sheet; see [`tables::LevelRules::sheet`]).
    fn unit_spawned(
        &self,
        _world: &mut World,
        _unit: Entity,
        _level_unit: &crate::level::validate::ResolvedUnit,
    ) {
    }

    /// Whether sides, not units, take turns in initiative order (a reinforcement then acts
    /// last in its round and with its side after).
    fn initiative_by_side(&self) -> bool {
        false
    }

    /// A unit's speed once the ruleset's own rules have their say (`speed`: after armour and
    /// the shared conditions).
    /// How far a run goes for a unit that moves `speed` (a run is only played where the ruleset
    /// offers `Run`).
    fn run_speed(&self, speed: u32) -> u32 {
        speed * 2
    }

    fn speed(&self, _world: &World, _unit: Entity, speed: u32) -> u32 {
        speed
    }

    /// Keeps the ruleset's own state in step with `event`, before the shared part of
    /// [`apply`](crate::combat::engine::apply) reads it. Nothing by default.
    fn remember(&self, _world: &mut World, _event: &crate::combat::events::CombatEvent) {}

    /// The points `event` spends for good (the unit, how many), which a campaign keeps from
    /// level to level (seed 003's Fate, seed 001's hero points). None by default.
    fn spent_for_good<'e>(
        &self,
        _event: &'e crate::combat::events::CombatEvent,
    ) -> Option<(&'e str, u32)> {
        None
    }

    /// A side's morale check, when a level's script calls for one (rules with no morale: none).
    fn morale_check(
        &self,
        _res: &mut Resolver,
        _side: usize,
        _why: crate::i18n::Phrase,
    ) -> Result<(), EngineError> {
        Ok(())
    }

    /// Whether a charge runs the straight line the preview draws (seed 000); else the engine
    /// finds its path when it is made and the preview shows only the blow.
    fn charge_goes_straight(&self) -> bool {
        true
    }

    /// What `unit` would throw with the ruleset's throw manoeuvre, as a thrown weapon (none
    /// without one).
    fn thrown_object(&self, _world: &World, _unit: Entity) -> Option<Weapon> {
        None
    }

    /// Whether a command the ruleset plays its own way would be accepted now; `None` leaves it to
    /// the shared checks. The AI asks this before it chooses, so that it only orders what the
    /// rules accept.
    fn check(
        &self,
        _world: &World,
        _actor: Entity,
        _command: &Command,
    ) -> Option<Result<(), crate::combat::rejection::Rejection>> {
        None
    }

    /// Carries out a command the ruleset plays its own way; `None` leaves it to the shared
    /// action modules.
    fn perform(
        &self,
        _res: &mut Resolver,
        _actor: Entity,
        _command: &Command,
    ) -> Option<Result<Result<(), EngineError>, crate::combat::rejection::Rejection>> {
        None
    }

    /// Rolls one strike (the attacker's weapon against the target) and deals what it does.
    fn strike(&self, res: &mut Resolver, strike: &Strike) -> Result<(), EngineError>;

    /// What a strike is likely to do, for the preview and the AI.
    fn outlook(&self, world: &World, strike: &Strike) -> Outlook;

    /// The two numbers of [`Ruleset::outlook`] the AI weighs a strike by, read thousands of
    /// times a fight: a ruleset whose outlook writes lines or works out a critical's chance may
    /// skip them here.
    fn odds(&self, world: &World, strike: &Strike) -> crate::combat::attack::Odds {
        let outlook = self.outlook(world, strike);
        crate::combat::attack::Odds {
            hit_chance: outlook.hit_chance,
            expected_damage: outlook.expected_damage,
        }
    }

    /// What damage just dealt (its `damage` event is in) does to the target's health: the
    /// ruleset emits any `health_state` that follows.
    fn after_damage(&self, res: &mut Resolver, target: Entity, before: Health, dealt: i32);

    /// A checked spell takes shape (at once, or at the end of the last turn it is kept up):
    /// what it does there. A ruleset without magic offers no casting: by default, nothing.
    fn spell_lands(
        &self,
        _res: &mut Resolver,
        _caster: Entity,
        _spell: &crate::level::spells::Spell,
        _aim: &crate::combat::cast::Aim,
    ) -> Result<(), EngineError> {
        Ok(())
    }

    /// A unit whose turn has come cannot take it (`why`: it is down, or a spell holds it): what
    /// it loses of what it had under way. Nothing, unless a rule says so.
    fn turn_lost(&self, _res: &mut Resolver, _unit: Entity, _why: crate::i18n::Phrase) {}

    /// Whether prone has its numbers (seed 001, "Tumbado": −4 in melee and crossbows only for a
    /// prone attacker, +4 against ranged and −4 against melee for a prone defender). Yes, unless a
    /// rule says otherwise.
    fn prone_has_numbers(&self, _world: &World) -> bool {
        true
    }

    /// Whether a unit may get into a saddle (seed 001, "Combate montado"). Yes, unless a rule says
    /// otherwise.
    fn mounting_allowed(&self, _world: &World) -> bool {
        true
    }

    /// Whether a unit may ready an action against a foe who starts to cast. Yes, unless a rule
    /// says otherwise.
    fn readying_against_casters(&self, _world: &World) -> bool {
        true
    }

    /// Whether the level plays seed 001's combat maneuvers (`CombatManeuver`; Core's switch).
    fn maneuvers_allowed(&self, _world: &World) -> bool {
        false
    }

    /// Whether a unit may give up its turn to wait and act before a later turn begins (seed 001,
    /// "Retrasar iniciativa"). No, unless a rule says so.
    fn waiting_allowed(&self, _world: &World) -> bool {
        false
    }

    /// Whether a readied action that goes off moves its unit's place in the initiative order to
    /// just before the unit whose turn it is (seed 000). Yes, unless a rule says otherwise.
    fn readied_moves_in_order(&self) -> bool {
        true
    }

    /// The readied actions of `units` (in initiative order) go off at once: the order they act
    /// in. As listed, unless a rule decides it another way.
    fn order_at_once(
        &self,
        _res: &mut Resolver,
        units: Vec<Entity>,
    ) -> Result<Vec<Entity>, EngineError> {
        Ok(units)
    }

    /// After a unit's own command on its turn, what acting in the state it began in (`before`)
    /// costs it, and what the command set off; `first_event` is the command's first event.
    /// Nothing, unless a rule says so.
    fn command_done(
        &self,
        _res: &mut Resolver,
        _actor: Entity,
        _before: crate::rules::health::HealthState,
        _first_event: usize,
    ) -> Result<(), EngineError> {
        Ok(())
    }

    /// Whether a unit may ready a counterspell (seed 001). Not by default.
    fn plays_counterspells(&self) -> bool {
        false
    }

    /// A readied counterspell goes off as `caster` begins a spell: `readier` tries to identify
    /// it and counter it (seed 001). Nothing by default.
    fn counterspell(
        &self,
        _res: &mut Resolver,
        _readier: Entity,
        _caster: Entity,
    ) -> Result<(), EngineError> {
        Ok(())
    }

    /// After a command: whether casters hurt in it keep the spells they keep up (nothing to
    /// check without magic).
    fn concentration(&self, _res: &mut Resolver, _first_event: usize) -> Result<(), EngineError> {
        Ok(())
    }

    /// What a checked cast is likely to do to each creature it reaches (nothing without magic).
    fn cast_outlook(
        &self,
        _world: &World,
        _caster: Entity,
        _plan: &crate::combat::cast::CastPlan,
    ) -> Vec<crate::combat::cast::CastOutlook> {
        Vec::new()
    }

    /// What can stop a checked cast before the spell takes shape (nothing without magic).
    fn casting_risks(
        &self,
        _world: &World,
        _caster: Entity,
        _plan: &crate::combat::cast::CastPlan,
    ) -> Vec<crate::combat::cast::CastingRisk> {
        Vec::new()
    }
}

/// What a turn begins with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TurnStart {
    /// The unit acts: the engine waits for its commands.
    Act,
    /// The turn was used up by what the ruleset did at its start (a dying save).
    Spent,
}

/// One weapon strike.
#[derive(Clone, Copy, Debug)]
pub struct Strike<'a> {
    pub attacker: Entity,
    pub target: Entity,
    pub weapon: &'a Weapon,
    pub mode: StrikeMode,
    /// Situational terms the caller knows of (two one-handed weapons' −4).
    pub situational: &'a Modifiers,
    /// How much Strength the damage adds when not the grip's usual share (two weapons: half).
    pub strength: Option<StrengthUse>,
    /// Double damage on a hit (a lance on a mounted charge).
    pub doubled: bool,
}

/// When enemies strike a unit out of its turn for what it does within their reach.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ThreatPolicy {
    /// Never: moving past a foe, shooting or casting beside it costs nothing.
    None,
    /// Seed 000's attacks of opportunity: moving out of a threatened square, and acts such as
    /// shooting, casting or drinking within one.
    LeavingThreatenedSquares,
    /// Seed 003's free attack: only moving out of a foe's reach; nothing done beside it provokes.
    LeavingMelee,
}

impl ThreatPolicy {
    /// Whether foes threaten the squares around them at all.
    pub fn threatens(self) -> bool {
        self != ThreatPolicy::None
    }

    /// Whether acts within a threatened square (shooting, casting, drinking) provoke too, not
    /// only leaving it.
    pub fn acts_provoke(self) -> bool {
        self == ThreatPolicy::LeavingThreatenedSquares
    }
}

/// Why a strike is made.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum StrikeMode {
    #[default]
    Normal,
    /// At the end of a charge.
    Charge,
    /// An attack of opportunity.
    Opportunity,
    /// A readied action firing.
    Readied,
    /// An attack made in the manner its command names (defensively, quickly, to knock out, to
    /// disarm): what each does is the ruleset's that offers it (seed 002's today).
    Manner(crate::combat::commands::AttackManner),
    /// The strike of a grapple command.
    Grapple,
    /// The strike of a tackle command.
    Tackle,
    /// A coup de grace falling on a helpless target (forecast only: it lands without a roll).
    CoupDeGrace,
}

impl<'a> Strike<'a> {
    /// A plain strike with no situational terms.
    pub fn new(attacker: Entity, target: Entity, weapon: &'a Weapon, mode: StrikeMode) -> Self {
        Strike {
            attacker,
            target,
            weapon,
            mode,
            situational: &NO_MODIFIERS,
            strength: None,
            doubled: false,
        }
    }
}

static NO_MODIFIERS: Modifiers = Modifiers::new();

/// What a strike is likely to do.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Outlook {
    /// The chance the strike deals damage, after whatever roll the defender makes.
    pub hit_chance: f64,
    /// The chance of a critical.
    pub critical_chance: f64,
    /// The damage to expect, misses counted as 0.
    pub expected_damage: f64,
    /// Lines a reader is shown beside the two numbers ("they block on 12+").
    /// Phrases, rendered only when shown: the AI reads outlooks by the thousand.
    pub lines: Vec<crate::i18n::Phrase>,
    /// How the chance reads: "to hit", or "lands" when the target rolls to avoid.
    pub verb: &'static str,
}

static CORE: core::Core = core::Core;
static OSR: osr::Osr = osr::Osr;
static EXAMPLE: example::Example = example::Example;
static WFRP: wfrp::Wfrp = wfrp::Wfrp;

/// Every ruleset the engine plays.
pub static ALL: [&dyn Ruleset; 4] = [&CORE, &OSR, &EXAMPLE, &WFRP];

/// Counts every change of a world's [`ActiveRuleset`] (see [`set_active`]), so that what a thread
/// remembers of it is known to be current.
static RULESET_CHANGES: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

thread_local! {
    /// The last world asked about on this thread, at which count of changes, and its rules.
    static LAST_ASKED: std::cell::Cell<Option<(bevy::ecs::world::WorldId, u64, RulesetId)>> =
        const { std::cell::Cell::new(None) };
}

/// Makes `ruleset` the rules `world` plays.
pub fn set_active(world: &mut World, ruleset: RulesetId) {
    RULESET_CHANGES.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    world.insert_resource(ActiveRuleset(ruleset));
}

/// The ruleset `world` plays. Asked at every seam, hundreds of times a fight, and a resource
/// lookup costs hundreds of instructions: the answer is remembered per thread until a world's
/// rules change.
pub fn of(world: &World) -> &'static dyn Ruleset {
    let changes = RULESET_CHANGES.load(std::sync::atomic::Ordering::Relaxed);
    let id = match LAST_ASKED.get() {
        Some((w, c, id)) if w == world.id() && c == changes => Some(id),
        _ => {
            let id = world.get_resource::<ActiveRuleset>().map(|r| r.0);
            if let Some(id) = id {
                LAST_ASKED.set(Some((world.id(), changes, id)));
            }
            id
        }
    };
    id.map_or(default_rules(), by_id)
}

/// The ruleset a world with none plays.
pub fn default_rules() -> &'static dyn Ruleset {
    &CORE
}

/// The ruleset with this id.
pub fn by_id(id: RulesetId) -> &'static dyn Ruleset {
    match id {
        RulesetId::Core => &CORE,
        RulesetId::Osr => &OSR,
        RulesetId::Example => &EXAMPLE,
        RulesetId::Wfrp => &WFRP,
    }
}
