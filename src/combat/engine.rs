//! The heart of the flow: rejections, the resolver that emits and applies events, `apply` (the one
//! place that changes components during a fight), and the system that turns command messages into
//! events.

use super::commands::Command;
use super::components::*;
use super::events::CombatEvent;
use super::movement::MoveKind;
use super::{CommandMessage, StartCombat, attack, charge, defend, movement, posture, turn};
use crate::i18n::{Phrase, as_term};
use crate::phrase;
use crate::rules::board_shape::BoardShape;
use crate::rules::dice::{DiceExpr, ForcedRollError};
use crate::rules::economy::{ActionBudget, ActionCost, ActionKind, BudgetError};
use crate::rules::grid::Pos;
use crate::rules::health::HealthState;
use bevy::prelude::*;

/// Why a command was not allowed, as the player reads it ([`Rejection::phrase`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rejection {
    NotRunning,
    UnknownUnit(String),
    NotYourTurn {
        unit: String,
        current: String,
    },
    Budget(BudgetError),
    MoveTarget,
    EmptyPath,
    OffMap(Pos),
    NotAdjacent {
        from: Pos,
        to: Pos,
    },
    Impassable {
        at: Pos,
        terrain: String,
    },
    CornerBlocked {
        from: Pos,
        to: Pos,
    },
    EnemyInTheWay {
        enemy: String,
        at: Pos,
    },
    Occupied {
        at: Pos,
        unit: String,
    },
    NoPath {
        unit: String,
        to: Pos,
    },
    TooFar {
        unit: String,
        cost: u32,
        budget: u32,
        board: BoardShape,
    },
    CannotMove(String),
    Prone(String),
    NotProne(String),
    AlreadyProne(String),
    OneSquare(&'static str),
    StepInDifficult(Pos),
    ProneRanged {
        unit: String,
        weapon: String,
    },
    CannotAid {
        unit: String,
        ally: String,
        why: Phrase,
    },
    NotLoaded {
        unit: String,
        weapon: String,
    },
    OutOfAmmunition {
        unit: String,
        weapon: String,
        kind: String,
    },
    NotCarried {
        unit: String,
        thing: String,
    },
    NothingToPickUp(String),
    NoPotion(String),
    NothingToLoad {
        unit: String,
    },
    NotInHand {
        unit: String,
        weapon: String,
    },
    CannotWield {
        unit: String,
        why: Phrase,
    },
    NeedsTwoWeapons(String),
    NotHelpless(String),
    CannotCharge {
        unit: String,
        target: String,
        why: Phrase,
    },
    AlreadyThere {
        unit: String,
        at: Pos,
    },
    SelfTarget(String),
    Ally(String),
    TargetDead(String),
    TargetSurrendered(String),
    Cannot {
        unit: String,
        why: Phrase,
    },
    NotInRuleset {
        command: &'static str,
        ruleset: &'static str,
    },
    NoSuchWeapon {
        unit: String,
        weapon: String,
    },
    OutOfReach {
        unit: String,
        target: String,
        distance: u32,
        /// A weapon the unit carries, not in hand, that would reach: what to draw.
        carried: Option<String>,
        board: BoardShape,
    },
    WeaponOutOfRange {
        target: String,
        weapon: String,
        distance: u32,
        reach: u32,
        board: BoardShape,
    },
    NoLineOfSight {
        unit: String,
        target: String,
    },
    CannotCast {
        unit: String,
        spell: String,
        why: Phrase,
    },
    CannotMount {
        unit: String,
        mount: String,
        why: Phrase,
    },
    InTheSaddle(String),
    CannotDismount {
        unit: String,
        why: Phrase,
    },
    NoDoor {
        unit: String,
        at: Pos,
    },
    DoorwayTaken {
        at: Pos,
        by: String,
    },
    NothingToCancel {
        unit: String,
        spell: String,
    },
    DelayAfterActing(String),
    DelayEarlier {
        unit: String,
        after: String,
    },
    NothingToDelayPast(String),
}

impl Rejection {
    /// What the player reads, in the language of whoever reads it.
    pub fn phrase(&self) -> Phrase {
        use Rejection::*;
        match self {
            NotRunning => phrase!("reject-not-running"),
            UnknownUnit(unit) => phrase!("reject-unknown-unit", unit = unit.clone()),
            NotYourTurn { unit, current } => phrase!(
                "reject-not-your-turn",
                unit = unit.clone(),
                current = current.clone()
            ),
            Budget(why) => why.phrase(),
            Cannot { unit, why } => {
                phrase!("reject-cannot", unit = unit.clone(), why = why.clone())
            }
            NotInRuleset { command, ruleset } => phrase!(
                "reject-not-in-ruleset",
                command = *command,
                ruleset = as_term(*ruleset)
            ),
            CannotCast { unit, spell, why } => phrase!(
                "reject-cannot-cast",
                unit = unit.clone(),
                spell = as_term(spell),
                why = why.clone()
            ),
            CannotMount { unit, mount, why } => phrase!(
                "reject-cannot-mount",
                unit = unit.clone(),
                mount = mount.clone(),
                why = why.clone()
            ),
            InTheSaddle(unit) => phrase!("reject-in-the-saddle", unit = unit.clone()),
            CannotDismount { unit, why } => phrase!(
                "reject-cannot-dismount",
                unit = unit.clone(),
                why = why.clone()
            ),
            NothingToCancel { unit, spell } => phrase!(
                "reject-nothing-to-cancel",
                unit = unit.clone(),
                spell = as_term(spell)
            ),
            DelayAfterActing(unit) => phrase!("reject-delay-after-acting", unit = unit.clone()),
            DelayEarlier { unit, after } => phrase!(
                "reject-delay-earlier",
                unit = unit.clone(),
                after = after.clone()
            ),
            NothingToDelayPast(unit) => {
                phrase!("reject-nothing-to-delay-past", unit = unit.clone())
            }
            MoveTarget
            | EmptyPath
            | OffMap(..)
            | NotAdjacent { .. }
            | Impassable { .. }
            | CornerBlocked { .. }
            | EnemyInTheWay { .. }
            | Occupied { .. }
            | NoPath { .. }
            | TooFar { .. }
            | CannotMove(..)
            | Prone(..)
            | NotProne(..)
            | AlreadyProne(..)
            | OneSquare(..)
            | StepInDifficult(..)
            | AlreadyThere { .. }
            | NoDoor { .. }
            | DoorwayTaken { .. } => self.path_phrase(),
            ProneRanged { .. }
            | CannotAid { .. }
            | NotLoaded { .. }
            | OutOfAmmunition { .. }
            | NotCarried { .. }
            | NothingToPickUp(..)
            | NoPotion(..)
            | NothingToLoad { .. }
            | NotInHand { .. }
            | CannotWield { .. }
            | NeedsTwoWeapons(..)
            | NotHelpless(..)
            | CannotCharge { .. }
            | SelfTarget(..)
            | Ally(..)
            | TargetDead(..)
            | TargetSurrendered(..)
            | NoSuchWeapon { .. }
            | OutOfReach { .. }
            | WeaponOutOfRange { .. }
            | NoLineOfSight { .. } => self.target_phrase(),
        }
    }

    /// Why a move or a step is refused.
    fn path_phrase(&self) -> Phrase {
        use Rejection::*;
        match self {
            MoveTarget => phrase!("reject-move-target"),
            EmptyPath => phrase!("reject-empty-path"),
            OffMap(at) => phrase!("reject-off-map", at = at.to_string()),
            NotAdjacent { from, to } => phrase!(
                "reject-not-adjacent",
                from = from.to_string(),
                to = to.to_string()
            ),
            Impassable { at, terrain } => phrase!(
                "reject-impassable",
                at = at.to_string(),
                terrain = as_term(terrain)
            ),
            CornerBlocked { from, to } => phrase!(
                "reject-corner-blocked",
                from = from.to_string(),
                to = to.to_string()
            ),
            EnemyInTheWay { enemy, at } => phrase!(
                "reject-enemy-in-the-way",
                enemy = enemy.clone(),
                at = at.to_string()
            ),
            Occupied { at, unit } => {
                phrase!("reject-occupied", at = at.to_string(), unit = unit.clone())
            }
            NoPath { unit, to } => {
                phrase!("reject-no-path", unit = unit.clone(), to = to.to_string())
            }
            TooFar {
                unit,
                cost,
                budget,
                board,
            } => phrase!(
                "reject-too-far",
                unit = unit.clone(),
                cost = *cost,
                budget = *budget,
                board = board.cells()
            ),
            CannotMove(unit) => phrase!("reject-cannot-move", unit = unit.clone()),
            Prone(unit) => phrase!("reject-prone", unit = unit.clone()),
            NotProne(unit) => phrase!("reject-not-prone", unit = unit.clone()),
            AlreadyProne(unit) => phrase!("reject-already-prone", unit = unit.clone()),
            OneSquare(what) => phrase!("reject-one-square", what = as_term(*what)),
            StepInDifficult(at) => phrase!("reject-step-in-difficult", at = at.to_string()),
            AlreadyThere { unit, at } => phrase!(
                "reject-already-there",
                unit = unit.clone(),
                at = at.to_string()
            ),
            NoDoor { unit, at } => {
                phrase!("reject-no-door", unit = unit.clone(), at = at.to_string())
            }
            DoorwayTaken { at, by } => {
                phrase!("reject-doorway-taken", at = at.to_string(), by = by.clone())
            }
            _ => unreachable!("not a refusal of a move"),
        }
    }

    /// Why an attack, a weapon or an object cannot be used on a target.
    fn target_phrase(&self) -> Phrase {
        use Rejection::*;
        match self {
            ProneRanged { unit, weapon } => phrase!(
                "reject-prone-ranged",
                unit = unit.clone(),
                weapon = as_term(weapon)
            ),
            CannotAid { unit, ally, why } => phrase!(
                "reject-cannot-aid",
                unit = unit.clone(),
                ally = ally.clone(),
                why = why.clone()
            ),
            OutOfAmmunition { unit, weapon, kind } => phrase!(
                "reject-out-of-ammunition",
                unit = unit.clone(),
                weapon = crate::i18n::as_term(weapon.as_str()),
                kind = crate::i18n::as_term(kind.as_str())
            ),
            NotLoaded { unit, weapon } => phrase!(
                "reject-not-loaded",
                unit = unit.clone(),
                weapon = as_term(weapon)
            ),
            NotCarried { unit, thing } => phrase!(
                "reject-not-carried",
                unit = unit.clone(),
                thing = as_term(thing)
            ),
            NothingToPickUp(unit) => phrase!("reject-nothing-to-pick-up", unit = unit.clone()),
            NoPotion(unit) => phrase!("reject-no-potion", unit = unit.clone()),
            NothingToLoad { unit } => phrase!("reject-nothing-to-load", unit = unit.clone()),
            NotInHand { unit, weapon } => phrase!(
                "reject-not-in-hand",
                unit = unit.clone(),
                weapon = as_term(weapon)
            ),
            CannotWield { unit, why } => phrase!(
                "reject-cannot-wield",
                unit = unit.clone(),
                why = why.clone()
            ),
            NeedsTwoWeapons(unit) => phrase!("reject-needs-two-weapons", unit = unit.clone()),
            NotHelpless(unit) => phrase!("reject-not-helpless", unit = unit.clone()),
            CannotCharge { unit, target, why } => phrase!(
                "reject-cannot-charge",
                unit = unit.clone(),
                target = target.clone(),
                why = why.clone()
            ),
            SelfTarget(unit) => phrase!("reject-self-target", unit = unit.clone()),
            Ally(unit) => phrase!("reject-ally", unit = unit.clone()),
            TargetDead(unit) => phrase!("reject-target-dead", unit = unit.clone()),
            TargetSurrendered(unit) => phrase!("reject-target-surrendered", unit = unit.clone()),
            NoSuchWeapon { unit, weapon } => phrase!(
                "reject-no-such-weapon",
                unit = unit.clone(),
                weapon = as_term(weapon)
            ),
            OutOfReach {
                unit,
                target,
                distance,
                carried: None,
                board,
            } => phrase!(
                "reject-out-of-reach",
                unit = unit.clone(),
                target = target.clone(),
                distance = *distance,
                board = board.cells()
            ),
            OutOfReach {
                unit,
                target,
                distance,
                carried: Some(weapon),
                board,
            } => phrase!(
                "reject-out-of-reach-draw",
                unit = unit.clone(),
                target = target.clone(),
                distance = *distance,
                weapon = as_term(weapon),
                board = board.cells()
            ),
            WeaponOutOfRange {
                target,
                weapon,
                distance,
                reach,
                board,
            } => phrase!(
                "reject-weapon-out-of-range",
                target = target.clone(),
                weapon = as_term(weapon),
                distance = *distance,
                reach = *reach,
                board = board.cells()
            ),
            NoLineOfSight { unit, target } => phrase!(
                "reject-no-line-of-sight",
                unit = unit.clone(),
                target = target.clone()
            ),
            _ => unreachable!("not a refusal of a target"),
        }
    }
}

impl Rejection {
    /// The refusal of a command `ruleset` does not play.
    pub fn not_in_ruleset(ruleset: &dyn crate::rulesets::Ruleset, command: &Command) -> Self {
        Rejection::NotInRuleset {
            command: command.name(),
            ruleset: ruleset.id().name(),
        }
    }
}

/// The level's ruleset, when it plays `command`; else the refusal.
pub fn ruleset_playing(
    world: &World,
    command: &Command,
) -> Result<&'static dyn crate::rulesets::Ruleset, Rejection> {
    let ruleset = crate::rulesets::of(world);
    if ruleset.offers(command) {
        Ok(ruleset)
    } else {
        Err(Rejection::not_in_ruleset(ruleset, command))
    }
}

impl From<BudgetError> for Rejection {
    fn from(why: BudgetError) -> Self {
        Rejection::Budget(why)
    }
}

impl std::fmt::Display for Rejection {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.phrase().fmt(f)
    }
}

impl std::error::Error for Rejection {}

/// A fault that stops the fight: the dice could not roll.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EngineError {
    #[error(transparent)]
    ForcedRoll(#[from] ForcedRollError),
}

/// Emits events during one command, applying each to the world as it is emitted.
pub struct Resolver<'w> {
    pub world: &'w mut World,
    pub events: Vec<CombatEvent>,
    /// The units' ids when the command began (see [`UnitIndex::names`]): every event names its
    /// units, and an id never changes. A unit that joins during the command is looked up.
    names: std::sync::Arc<Vec<(Entity, String)>>,
}

impl<'w> Resolver<'w> {
    pub fn new(world: &'w mut World) -> Self {
        let names = crate::combat::hot::get::<UnitIndex>(world)
            .map(|index| index.names().clone())
            .unwrap_or_default();
        // A command's events, mostly a handful: room for them from the start, in the buffer the
        // last command's events were handed to the log from (see `resolve_into_log`).
        let mut events = SPARE_EVENTS.with_borrow_mut(std::mem::take);
        events.reserve(16);
        Self {
            world,
            events,
            names,
        }
    }

    pub fn emit(&mut self, event: CombatEvent) {
        apply(self.world, &event);
        self.events.push(event);
    }

    pub fn d20(&mut self) -> Result<u32, EngineError> {
        Ok(self.world.resource_mut::<Dice>().0.d20()?)
    }

    pub fn roll(&mut self, expr: DiceExpr) -> Result<(Vec<u32>, i32), EngineError> {
        Ok(self.world.resource_mut::<Dice>().0.roll_expr(expr)?)
    }

    pub fn id(&self, e: Entity) -> String {
        match self.names.iter().find(|(n, _)| *n == e) {
            Some((_, id)) => id.clone(),
            None => unit_id(self.world, e),
        }
    }
}

pub fn unit_id(world: &World, e: Entity) -> String {
    world
        .get::<UnitId>(e)
        .map_or_else(|| format!("{e:?}"), |u| u.0.clone())
}

/// Every unit of the encounter in listing order (see [`UnitIndex`]); none before it is spawned.
pub fn roster(world: &World) -> impl Iterator<Item = EntityRef<'_>> + '_ {
    crate::combat::hot::get::<UnitIndex>(world)
        .into_iter()
        .flat_map(|index| index.listed())
        .filter_map(|&e| world.get_entity(e).ok())
}

/// A query state kept per thread for the world it was made for. It reads components from their
/// tables directly, where `World::get` looks each component's type up every time; code that reads
/// every unit for every decision keeps one (see [`with_kept_query`]).
pub type KeptQuery<D> = std::cell::RefCell<Option<(bevy::ecs::world::WorldId, QueryState<D>)>>;

/// Runs `read` on the query `kept` holds for `world` (made anew for another world). `None` when
/// the world never registered one of the query's components: the caller then looks them up.
pub fn with_kept_query<'w, D: bevy::ecs::query::QueryData + 'static, R>(
    kept: &'static std::thread::LocalKey<KeptQuery<D>>,
    world: &'w World,
    read: impl FnOnce(Query<'w, '_, D::ReadOnly>) -> R,
) -> Option<R> {
    kept.with_borrow_mut(|kept| {
        if kept.as_ref().is_none_or(|(id, _)| *id != world.id()) {
            *kept = world.try_query::<D>().map(|q| (world.id(), q));
        }
        let (_, query) = kept.as_mut()?;
        Some(read(query.query(world)))
    })
}

/// [`roster`] as entities, owned, for code that changes the world as it goes.
pub fn roster_entities(world: &World) -> Vec<Entity> {
    crate::combat::hot::get::<UnitIndex>(world)
        .map_or_else(Vec::new, |index| index.listed().to_vec())
}

/// Despawns the fight's units (those still there: a window's may have gone with its encounter),
/// before a fight is built again in the same world.
pub fn despawn_roster(world: &mut World) {
    for e in roster_entities(world) {
        if world.get_entity(e).is_ok() {
            world.despawn(e);
        }
    }
}

pub fn entity_of(world: &World, id: &str) -> Option<Entity> {
    crate::combat::hot::resource::<UnitIndex>(world).get(id)
}

/// A target must still be in the fight: not dead, not surrendered.
pub fn check_target_standing(world: &World, target: Entity, id: &str) -> Result<(), Rejection> {
    match health_state(world, target) {
        HealthState::Dead => Err(Rejection::TargetDead(id.into())),
        HealthState::Surrendered => Err(Rejection::TargetSurrendered(id.into())),
        _ => Ok(()),
    }
}

pub fn health_state(world: &World, e: Entity) -> HealthState {
    world
        .get::<Health>(e)
        .map_or(HealthState::Dead, |h| h.state)
}

/// Flat-footed: unaware or not yet acted (the `FlatFooted` condition), or dying or stable
/// (seed 000, "Muriendo": considered flat-footed).
pub fn is_flat_footed(world: &World, e: Entity) -> bool {
    flat_footed_by(
        world.get::<Conditions>(e),
        world.get::<SpellEffects>(e),
        health_state(world, e),
    )
}

/// [`is_flat_footed`] from the unit's components.
pub fn flat_footed_by(
    conditions: Option<&Conditions>,
    effects: Option<&SpellEffects>,
    state: HealthState,
) -> bool {
    conditions.is_some_and(|c| c.0.contains(&Condition::FlatFooted))
        || effects.and_then(held_by).is_some()
        || matches!(state, HealthState::Dying | HealthState::Stable)
}

/// Why a spell keeps the unit from acting (asleep or stunned), if one does. Such a unit loses its
/// turns and counts as flat-footed: no Dex or shield to Defense (seed 001, "Aturdido": it lets go
/// of what it holds; asleep is helpless, "Indefenso") and no attacks of opportunity.
pub fn spell_held(world: &World, e: Entity) -> Option<&'static str> {
    held_by(world.get::<SpellEffects>(e)?)
}

/// [`spell_held`] from the unit's spell effects.
pub fn held_by(effects: &SpellEffects) -> Option<&'static str> {
    use crate::level::spells::SpellCondition;
    if effects.has(SpellCondition::Asleep) {
        Some("asleep")
    } else if effects.has(SpellCondition::Stunned) {
        Some("stunned")
    } else {
        None
    }
}

/// Whether the unit lies prone (seed 001's table, see [`crate::rules::conditions`]).
pub fn is_prone(world: &World, e: Entity) -> bool {
    world
        .get::<Conditions>(e)
        .is_some_and(|c| c.0.contains(&Condition::Prone))
}

/// Whether a spell has the unit entangled (seed 001, "Enmarañado").
pub fn is_entangled(world: &World, e: Entity) -> bool {
    entangled_by(world.get::<SpellEffects>(e))
}

/// [`is_entangled`] from the unit's spell effects.
pub fn entangled_by(spells: Option<&SpellEffects>) -> bool {
    spells.is_some_and(|s| s.has(crate::level::spells::SpellCondition::Entangled))
}

/// Whether a spell has the unit silenced: no verbal components.
pub fn is_silenced(world: &World, e: Entity) -> bool {
    world
        .get::<SpellEffects>(e)
        .is_some_and(|s| s.has(crate::level::spells::SpellCondition::Silenced))
}

/// Ability scores as they count now: entangled takes 4 from Dex.
pub fn effective_abilities(world: &World, e: Entity) -> crate::rules::abilities::AbilityScores {
    abilities_now(world.get::<Abilities>(e), world.get::<SpellEffects>(e))
}

/// [`effective_abilities`] from the unit's components.
pub fn abilities_now(
    abilities: Option<&Abilities>,
    spells: Option<&SpellEffects>,
) -> crate::rules::abilities::AbilityScores {
    let mut a = abilities.map(|a| a.0).unwrap_or_default();
    if entangled_by(spells) {
        a.dexterity -= 4;
    }
    a
}

/// Squares per move action now: a rider's are its mount's (seed 001); entangled halves it
/// (rounded down).
pub fn effective_speed(world: &World, e: Entity) -> u32 {
    if let Some(mount) = world.get::<Riding>(e) {
        return effective_speed(world, mount.0);
    }
    let speed = world.get::<Speed>(e).map_or(0, |s| s.0);
    let slowed = world
        .get::<Equipment>(e)
        .is_some_and(|eq| eq.armor.as_ref().is_some_and(|a| a.slows))
        && world.get::<ArmorNeverSlows>(e).is_none();
    let speed = if slowed {
        crate::rules::grid::speed_in_armor(speed)
    } else {
        speed
    };
    let speed = if is_entangled(world, e) {
        speed / 2
    } else {
        speed
    };
    crate::rulesets::of(world).speed(world, e, speed)
}

/// The budget a unit starts its turn with: one action in a surprise round or when disabled.
pub fn turn_budget(world: &World, e: Entity) -> ActionBudget {
    crate::rulesets::of(world).budget(world, e)
}

/// What an action of `kind` costs under the ruleset in play.
pub fn cost_of(world: &World, kind: ActionKind) -> ActionCost {
    crate::rulesets::of(world).cost(world, kind)
}

/// What an action of `kind` costs, if what is left of the acting unit's turn allows it.
pub fn afford(world: &World, kind: ActionKind) -> Result<ActionCost, BudgetError> {
    let cost = cost_of(world, kind);
    crate::combat::hot::resource::<TurnState>(world)
        .budget
        .check(cost)?;
    Ok(cost)
}

pub use super::apply::apply;

/// Checks and resolves one command. A command that is not allowed yields a `rejected` event.
pub fn submit(res: &mut Resolver, command: &Command) -> Result<(), EngineError> {
    let actor = check_actor(res.world, command.unit());
    // On another's turn, an immediate spell or a free action the seed allows then.
    if let Err(Rejection::NotYourTurn { .. }) = actor
        && let Some(unit) = entity_of(res.world, command.unit())
        && let Some(act) = super::immediate::off_turn_act(res.world, unit, command)
    {
        if let Err(reason) = super::immediate::check_off_turn(res.world, unit, act) {
            res.emit(CombatEvent::Rejected {
                unit: command.unit().to_string(),
                reason: reason.phrase(),
            });
            return Ok(());
        }
        let first_event = res.events.len();
        // Given by a player, a command that cannot be done is refused, as on the unit's turn.
        if let Err(reason) = super::ready::out_of_turn(res, unit, act, command)? {
            res.emit(CombatEvent::Rejected {
                unit: command.unit().to_string(),
                reason: reason.phrase(),
            });
            return Ok(());
        }
        crate::rulesets::of(res.world).concentration(res, first_event)?;
        super::script::check(res)?;
        return turn::after_command(res);
    }
    match actor {
        Err(reason) => {
            res.emit(CombatEvent::Rejected {
                unit: command.unit().to_string(),
                reason: reason.phrase(),
            });
            Ok(())
        }
        Ok(actor) => {
            let ruleset = crate::rulesets::of(res.world);
            let before = health_state(res.world, actor);
            let first_event = res.events.len();
            let outcome = perform(res, actor, command);
            match outcome {
                Ok(result) => {
                    result?;
                    ruleset.command_done(res, actor, before, first_event);
                    ruleset.concentration(res, first_event)?;
                    super::mounted::check_falls(res, first_event)?;
                    super::script::check(res)?;
                    turn::after_command(res)
                }
                Err(reason) => {
                    res.emit(CombatEvent::Rejected {
                        unit: command.unit().to_string(),
                        reason: reason.phrase(),
                    });
                    Ok(())
                }
            }
        }
    }
}

/// Resolves `command` for `actor` by the level's ruleset, once the actor may act: on its turn
/// (see [`submit`]) or out of turn (a readied or immediate action, see
/// [`ready::out_of_turn`](super::ready::out_of_turn)).
pub fn perform(
    res: &mut Resolver,
    actor: Entity,
    command: &Command,
) -> Result<Result<(), EngineError>, Rejection> {
    let ruleset = ruleset_playing(res.world, command)?;
    if let Some(outcome) = ruleset.perform(res, actor, command) {
        return outcome;
    }
    match command {
        Command::Move { to, path, draw, .. } => match draw {
            None => movement::perform(res, actor, MoveKind::Move, *to, path.as_deref()),
            Some(ids) => super::equip::move_drawing(res, actor, *to, path.as_deref(), ids),
        },
        Command::Draw { weapons, .. } => super::equip::draw(res, actor, weapons),
        Command::Shield { on, .. } => super::equip::shield(res, actor, *on),
        Command::Drop { thing, .. } => super::objects::drop_thing(res, actor, thing),
        Command::PickUp { thing, .. } => super::objects::pick_up(res, actor, thing.as_deref()),
        Command::HandOver { thing, to, .. } => super::objects::hand_over(res, actor, thing, to),
        Command::Drink { item, .. } => super::items::drink(res, actor, item.as_deref()),
        Command::UseItem {
            item,
            spell,
            target,
            at,
            facing,
            ..
        } => super::magic_items::use_item(
            res,
            actor,
            item,
            spell.as_deref(),
            target.as_deref(),
            (*at, *facing),
        ),
        Command::Reload { weapon, .. } => super::equip::reload(res, actor, weapon.as_deref()),
        Command::Withdraw { to, path, .. } => {
            movement::perform(res, actor, MoveKind::Withdraw, *to, path.as_deref())
        }
        Command::Step { to, .. } => movement::perform(res, actor, MoveKind::Step, Some(*to), None),
        Command::Crawl { to, .. } => {
            movement::perform(res, actor, MoveKind::Crawl, Some(*to), None)
        }
        Command::StandUp { .. } => posture::stand_up(res, actor),
        Command::DropProne { .. } => posture::drop_prone(res, actor),
        Command::Charge { target, .. } => charge::perform(res, actor, target),
        Command::CoupDeGrace { target, .. } => attack::coup_de_grace(res, actor, target),
        Command::TotalDefense { .. } => defend::total_defense(res, actor),
        Command::Ready {
            trigger,
            weapon,
            then,
            ..
        } => super::ready::ready(res, actor, *trigger, weapon.as_deref(), then.as_ref()),
        Command::React { spell, trigger, .. } => {
            super::immediate::set_reaction(res, actor, spell, *trigger)
        }
        Command::AidAnother { ally, aid, .. } => super::aid::aid_another(res, actor, ally, *aid),
        Command::TwoWeaponAttack { target, .. } => attack::two_weapon_attack(res, actor, target),
        Command::Attack { target, weapon, .. } => {
            attack::perform(res, actor, target, weapon.as_deref())
        }
        Command::Delay { after, .. } => turn::delay(res, actor, after.as_deref()),
        Command::Cast {
            spell,
            target,
            at,
            facing,
            defensively,
            ..
        } => super::cast::cast(
            res,
            actor,
            spell,
            target.as_deref(),
            (*at, *facing),
            *defensively,
        ),
        Command::CancelSpell { spell, .. } => super::cast::cancel(res, actor, spell),
        Command::ToggleDoor { at, .. } => super::objects::toggle_door(res, actor, *at),
        Command::Mount { mount, .. } => super::mounted::mount(res, actor, mount),
        Command::Dismount { to, .. } => super::mounted::dismount(res, actor, *to),
        Command::EndTurn { .. } => Ok(turn::end_turn(res, actor)),
        // A ruleset's own commands, which the ruleset that has them performs.
        Command::SetDefence { .. }
        | Command::Aim { .. }
        | Command::Grapple { .. }
        | Command::Crush { .. }
        | Command::FirstAid { .. }
        | Command::Tackle { .. }
        | Command::HumanShield { .. }
        | Command::BuildEnergy { .. }
        | Command::SetCritical { .. }
        | Command::Throw { .. } => Err(Rejection::not_in_ruleset(ruleset, command)),
    }
}

/// The checks every command shares: the fight runs, the unit exists and it is its turn.
pub fn check_actor(world: &World, unit: &str) -> Result<Entity, Rejection> {
    let t = crate::combat::hot::resource::<TurnState>(world);
    if t.phase != Phase::Running {
        return Err(Rejection::NotRunning);
    }
    let e = entity_of(world, unit).ok_or_else(|| Rejection::UnknownUnit(unit.to_string()))?;
    match t.current_unit() {
        Some(current) if current == e => Ok(e),
        Some(current) => Err(Rejection::NotYourTurn {
            unit: unit.to_string(),
            current: unit_id(world, current),
        }),
        None => Err(Rejection::NotRunning),
    }
}

/// Runs `f` with a resolver and publishes what it emitted to the log and as messages.
pub fn resolve_with(
    world: &mut World,
    f: impl FnOnce(&mut Resolver) -> Result<(), EngineError>,
) -> Vec<CombatEvent> {
    let events = resolve_logged(world, f);
    for e in &events {
        world.write_message(e.clone());
    }
    events
}

/// Runs `f` with a resolver and adds what it emitted to the log, without messages: for a bare
/// `World` with no app around it (the balance simulator).
pub fn resolve_logged(
    world: &mut World,
    f: impl FnOnce(&mut Resolver) -> Result<(), EngineError>,
) -> Vec<CombatEvent> {
    let new = resolve_into_log(world, f);
    world.resource::<CombatLog>().0[new].to_vec()
}

/// [`resolve_logged`] without a copy of the events: where in the log they went.
pub fn resolve_into_log(
    world: &mut World,
    f: impl FnOnce(&mut Resolver) -> Result<(), EngineError>,
) -> std::ops::Range<usize> {
    let start = world.resource::<CombatLog>().0.len();
    if world.resource::<EngineFault>().0.is_some() {
        return start..start;
    }
    let mut res = Resolver::new(world);
    let result = f(&mut res);
    let mut events = std::mem::take(&mut res.events);
    if let Err(e) = result {
        world.resource_mut::<EngineFault>().0 = Some(e.to_string());
    }
    let mut log = world.resource_mut::<CombatLog>();
    log.0.append(&mut events);
    let end = log.0.len();
    SPARE_EVENTS.with_borrow_mut(|spare| *spare = events);
    start..end
}

thread_local! {
    /// An empty event buffer with room, kept between commands: the simulator resolves thousands
    /// a second, and a fresh buffer for each cost more than some commands do.
    static SPARE_EVENTS: std::cell::RefCell<Vec<CombatEvent>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// The core's system: starts the fight and resolves every command message, in order.
pub fn process_commands(world: &mut World) {
    let starts = world
        .resource_mut::<Messages<StartCombat>>()
        .drain()
        .count();
    if starts > 0 && crate::combat::hot::resource::<TurnState>(world).phase == Phase::NotStarted {
        resolve_with(world, turn::start);
    }
    let commands: Vec<CommandMessage> = world
        .resource_mut::<Messages<CommandMessage>>()
        .drain()
        .collect();
    // A fight being watched again takes no commands.
    if world.contains_resource::<super::replay::Watching>() {
        return;
    }
    for CommandMessage(command) in commands {
        super::undo::play(world, command, true);
    }
}
