//! Seed 002 (`002_6992d5d6ffc3d005.txt`): the OSR ruleset.
//!
//! - Rolls are player-facing: a PC rolls to hit and to avoid; an NPC never rolls against a PC.
//!   An NPC attacking an NPC rolls its own attack test (reading: the seed covers only fights with
//!   PCs, and `simulate` plays NPC sides against each other).
//! - Sides act in blocks each round: the PCs who pass 11+, the NPCs, the PCs who failed.
//! - No attacks of opportunity: nothing provokes.
//! - A turn is a walk and one action, or a manoeuvre that takes the whole turn (a run, a charge).
//!   The engine's move and standard actions carry that: the walk is the move, the action the
//!   standard; a double move is a run.
//!
//! The numbers are in [`rules`]; the fight's structure (surprise, initiative, morale and flight,
//! dying) in [`fight`]; the strike in [`strike`]; the manoeuvres in [`manoeuvres`], with
//! throwing in [`throw`], using an object in [`objects`] and casting in [`magic`]; the data
//! files in [`data`].

pub mod ai;
pub mod bar;
pub mod data;
mod face;
pub mod fight;
pub mod magic;
pub mod manoeuvres;
pub mod objects;
pub mod rules;
pub mod strike;
pub mod tables;
pub mod throw;

use crate::combat::commands::Command;
pub use crate::combat::commands::{AttackManner, CriticalPolicy, DefencePolicy};
use crate::combat::components::{Equipment, Health, Side, Sides, TurnState};
use crate::combat::events::CombatEvent;
pub use crate::combat::events::Reaction;
use crate::combat::reads::entity_of;
use crate::combat::resolver::{EngineError, Resolver};
use crate::level::schema::Role;
use crate::rules::dice::DiceExpr;
use crate::rules::economy::{ActionBudget, ActionCost, ActionKind};
use crate::rules::grid::Pos;
use crate::rules::health::HealthState;
use bevy::prelude::*;
use data::Attributes;
use data::OsrOptions;

use super::{Outlook, Ruleset, RulesetId, TurnStart};

/// Seed 002.
pub struct Osr;

impl Ruleset for Osr {
    fn id(&self) -> RulesetId {
        RulesetId::Osr
    }

    fn unit_spawned(
        &self,
        world: &mut World,
        unit: Entity,
        level_unit: &crate::level::validate::ResolvedUnit,
    ) {
        if let Some(sheet) = sheet_of(level_unit) {
            spawn_extra(world, unit, sheet);
        }
    }

    /// Seed 002: sides roll initiative and act in turn.
    fn initiative_by_side(&self) -> bool {
        true
    }

    fn start_fight(&self, res: &mut Resolver) -> Result<(), EngineError> {
        fight::start(res)
    }

    fn round_ends(&self, res: &mut Resolver) -> Result<(), EngineError> {
        fight::round_ends(res)
    }

    fn round_starts(&self, res: &mut Resolver) -> Result<(), EngineError> {
        fight::round_starts(res)
    }

    fn turn_starts(
        &self,
        res: &mut Resolver,
        unit: Entity,
        _state: HealthState,
    ) -> Result<TurnStart, EngineError> {
        fight::turn_starts(res, unit)
    }

    fn budget(&self, _world: &World, _unit: Entity) -> ActionBudget {
        // The surprise round is a whole turn, and nobody is ever "disabled".
        ActionBudget::full()
    }

    /// Seed 002, "Caminar" and "Acciones": a turn is a walk and an action, or one manoeuvre that
    /// takes it whole; what the seed does not price keeps seed 000's weight.
    fn cost(&self, _world: &World, kind: ActionKind) -> ActionCost {
        use ActionKind as K;
        match kind {
            K::Attack
            | K::TwoWeaponAttack
            | K::TotalDefense
            | K::AidAnother
            | K::Ready
            | K::PourPotion
            | K::Drink
            | K::UseItem
            | K::Draw
            | K::CancelSpell
            | K::Feint
            | K::Manoeuvre
            | K::CombatManeuver
            | K::ShakeFree => ActionCost::Standard,
            // Seed 002, "Carga": the charge is the whole turn, however far the foe is.
            K::Charge | K::ShortCharge => ActionCost::FullRound,
            K::FullAttack | K::CoupDeGrace | K::Withdraw | K::Cast(_) => ActionCost::FullRound,
            K::Move
            | K::Step
            | K::Crawl
            | K::StandUp
            | K::PickUp
            | K::HandOver
            | K::TakeOut
            | K::UnstrapShield
            | K::ToggleDoor
            | K::Mount
            | K::Dismount => ActionCost::Move,
            K::Run => ActionCost::DoubleMove,
            K::DropProne | K::Drop => ActionCost::Free,
            K::Reload(time) | K::StrapShield(time) => time,
        }
    }

    /// Seed 002's words: a walk, a run or a charge that takes the whole turn, an action.
    fn action_line(
        &self,
        unit: &str,
        action: &crate::i18n::Phrase,
        cost: crate::rules::economy::ActionCost,
    ) -> crate::i18n::Phrase {
        use crate::rules::economy::ActionCost as C;
        let kind = match cost {
            C::Move => "walk",
            C::DoubleMove | C::FullRound => "turn",
            C::Standard => "action",
            C::Swift | C::Immediate | C::Free => "free",
        };
        crate::phrase!(
            "log-action-osr",
            unit = unit,
            action = action.clone(),
            kind = kind
        )
    }

    fn offers(&self, command: &Command) -> bool {
        matches!(
            command,
            Command::Move { .. }
                | Command::Attack {
                    manner: None
                        | Some(
                            AttackManner::Defensive
                                | AttackManner::Quick
                                | AttackManner::KnockOut
                                | AttackManner::Disarm
                        ),
                    ..
                }
                | Command::Charge { .. }
                | Command::TotalDefense { .. }
                | Command::AidAnother { .. }
                | Command::Aim { .. }
                | Command::Grapple { .. }
                | Command::Crush { .. }
                | Command::FirstAid { .. }
                | Command::Tackle { .. }
                | Command::HumanShield { .. }
                | Command::Ready { .. }
                | Command::Draw { .. }
                | Command::Drop { .. }
                | Command::PickUp { .. }
                | Command::ToggleDoor { .. }
                | Command::EndTurn { .. }
                | Command::SetDefence { .. }
                | Command::Cast { .. }
                | Command::BuildEnergy { .. }
                | Command::Throw { .. }
                | Command::Drink { .. }
                | Command::SetCritical { .. }
        )
    }

    /// Seed 002 has no attacks of opportunity: a unit walks out of melee freely.
    fn threat(&self) -> super::ThreatPolicy {
        super::ThreatPolicy::None
    }

    fn perform(
        &self,
        res: &mut Resolver,
        actor: Entity,
        command: &Command,
    ) -> Option<Result<Result<(), EngineError>, crate::combat::rejection::Rejection>> {
        manoeuvres::perform(res, actor, command)
    }

    /// Seed 002: a weapon's range is as far as it shoots (the range's disadvantage is in its
    /// strike).
    fn farthest_shot(
        &self,
        _world: &World,
        _unit: Entity,
        weapon: &crate::level::schema::Weapon,
    ) -> u32 {
        weapon.range.unwrap_or(0)
    }

    fn check(
        &self,
        world: &World,
        actor: Entity,
        command: &Command,
    ) -> Option<Result<(), crate::combat::rejection::Rejection>> {
        manoeuvres::check(world, actor, command)
    }

    fn set_up(&self, world: &mut World, level: &crate::level::LoadedLevel) {
        set_up(world, level)
    }

    fn clear(&self, world: &mut World) {
        world.remove_resource::<OsrFight>();
    }

    /// Seed 002, "Apresar": a unit holding another moves at half speed.
    fn speed(&self, world: &World, unit: Entity, speed: u32) -> u32 {
        let grappling = world
            .get::<crate::combat::components::Conditions>(unit)
            .is_some_and(|c| {
                c.0.contains(&crate::combat::components::Condition::Grappling)
            });
        if grappling { speed / 2 } else { speed }
    }

    fn remember(&self, world: &mut World, event: &CombatEvent) {
        apply(world, event)
    }

    /// Seed 002, "Moral".
    fn morale_check(
        &self,
        res: &mut Resolver,
        side: usize,
        why: crate::i18n::Phrase,
    ) -> Result<(), EngineError> {
        fight::check_morale(res, side, why)
    }

    /// Seed 002's charge goes by any path, found when it is made.
    fn charge_goes_straight(&self) -> bool {
        false
    }

    /// Seed 002, "Lanzar": whatever it holds, thrown.
    fn thrown_object(&self, world: &World, unit: Entity) -> Option<crate::level::schema::Weapon> {
        throw::object_in_hand(world, unit).map(|w| throw::as_thrown(&w))
    }

    fn unit_stepped(
        &self,
        res: &mut Resolver,
        mover: Entity,
        from: Pos,
        to: Pos,
    ) -> Result<(), EngineError> {
        manoeuvres::drag_held(res, mover, from, to)
    }

    fn strike(&self, res: &mut Resolver, s: &super::Strike) -> Result<(), EngineError> {
        strike::strike(res, s)
    }

    fn outlook(&self, world: &World, s: &super::Strike) -> Outlook {
        strike::outlook(world, s)
    }

    fn after_damage(&self, res: &mut Resolver, target: Entity, before: Health, dealt: i32) {
        fight::after_damage(res, target, before, dealt)
    }

    fn spell_lands(
        &self,
        res: &mut Resolver,
        caster: Entity,
        spell: &crate::level::spells::Spell,
        aim: &crate::combat::cast::Aim,
    ) -> Result<(), EngineError> {
        magic::lands(res, caster, spell, aim)
    }

    fn concentration(&self, res: &mut Resolver, first_event: usize) -> Result<(), EngineError> {
        magic::check_casters(res, first_event)
    }

    fn cast_outlook(
        &self,
        world: &World,
        caster: Entity,
        plan: &crate::combat::cast::CastPlan,
    ) -> Vec<crate::combat::cast::CastOutlook> {
        magic::outlook(world, caster, plan)
    }

    fn casting_risks(
        &self,
        _world: &World,
        _caster: Entity,
        plan: &crate::combat::cast::CastPlan,
    ) -> Vec<crate::combat::cast::CastingRisk> {
        magic::casting_risks(plan)
    }
}

/// A unit's numbers (seed 002's stat block).
#[derive(Component, Clone, Debug, PartialEq)]
pub struct OsrStats {
    pub attributes: Attributes,
    pub level: u32,
    pub blindaje: i32,
    pub potencia: i32,
    pub hard_to_surprise: bool,
    pub medical_kit: bool,
    /// Its bare hands' damage.
    pub unarmed: DiceExpr,
}

/// Armour or a shield worn, with its usage die now (0: broken, it gives nothing).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Worn {
    pub id: String,
    pub name: String,
    pub blindaje: i32,
    pub usage: u32,
}

impl Worn {
    fn from_data(a: &data::OsrArmour) -> Self {
        Worn {
            id: a.id.clone(),
            name: a.name.clone(),
            blindaje: a.blindaje,
            usage: a.usage,
        }
    }

    /// Its Blindaje, none once broken.
    pub fn blindaje_now(&self) -> i32 {
        if self.usage == 0 { 0 } else { self.blindaje }
    }
}

/// The armour and shield a unit wears, and the objects it has at hand.
#[derive(Component, Clone, Debug, Default, PartialEq)]
pub struct OsrGear {
    pub armour: Option<Worn>,
    pub shield: Option<Worn>,
    /// Ids of the carried objects at hand (the others are packed).
    pub at_hand: Vec<String>,
}

/// What an OSR fight remembers about a unit between commands; changed only by events.
#[derive(Component, Clone, Debug, Default, PartialEq)]
pub struct OsrTrack {
    /// The round of its last block or dodge, and how many it made in that round.
    pub avoids: (u32, u32),
    /// A dying PC's turns left to be tended.
    pub dying_turns: Option<u32>,
    /// Damage taken from an opponent lowered by this much for the rest of the fight (a natural
    /// 20 to avoid: "reducción de daño").
    pub reductions: Vec<(String, i32)>,
    /// +2 on the next attack against this opponent during its next turn (a natural 20 to avoid a
    /// melee attack: "contraataque"); `true` once that turn has begun.
    pub counter: Option<(String, bool)>,
    /// Whether it made a melee strike this turn (a quick attack may follow).
    pub struck_this_turn: bool,
    /// The unit it aims at, and how many of its turns have begun since.
    pub aim: Option<(String, u32)>,
    /// Who protects it, who helped it.
    pub protected_by: Option<String>,
    pub helped_by: Option<String>,
    /// Who holds it, whom it holds.
    pub grappled_by: Option<String>,
    pub grappling: Option<String>,
    /// Whether it had first aid this fight.
    pub tended: bool,
    /// Who shields it with their body, and the square it must still be on for that to hold.
    pub shielded_by: Option<(String, crate::rules::grid::Pos)>,
    /// Its turns begun since it built up energy.
    pub energy_turns: u32,
}

impl OsrTrack {
    /// Blocks and dodges already made in `round`.
    pub fn avoids_in(&self, round: u32) -> u32 {
        if self.avoids.0 == round {
            self.avoids.1
        } else {
            0
        }
    }

    /// The damage reduction it has against `opponent`.
    pub fn reduction_from(&self, opponent: &str) -> i32 {
        self.reductions
            .iter()
            .filter(|(o, _)| o == opponent)
            .map(|(_, n)| n)
            .sum()
    }
}

impl DefencePolicy {
    /// How the log and the HUD say it, in the reader's language.
    pub fn phrase(self) -> crate::i18n::Phrase {
        match self {
            DefencePolicy::Auto => crate::phrase!("defence-auto"),
            DefencePolicy::Block => crate::phrase!("defence-block"),
            DefencePolicy::Dodge => crate::phrase!("defence-dodge"),
        }
    }

    /// The short label, in the reader's language.
    pub fn short_phrase(self) -> crate::i18n::Phrase {
        match self {
            DefencePolicy::Auto => crate::phrase!("defence-short-auto"),
            DefencePolicy::Block => crate::phrase!("defence-short-block"),
            DefencePolicy::Dodge => crate::phrase!("defence-short-dodge"),
        }
    }
}

impl CriticalPolicy {
    /// How the log and the HUD say it, in the reader's language.
    pub fn phrase(self) -> crate::i18n::Phrase {
        match self {
            CriticalPolicy::Auto => crate::phrase!("critical-policy-auto"),
            CriticalPolicy::Double => crate::phrase!("critical-policy-double"),
            CriticalPolicy::Maximum => crate::phrase!("critical-policy-maximum"),
        }
    }

    /// The next in the bar's cycle.
    pub fn next(self) -> Self {
        match self {
            CriticalPolicy::Auto => CriticalPolicy::Double,
            CriticalPolicy::Double => CriticalPolicy::Maximum,
            CriticalPolicy::Maximum => CriticalPolicy::Auto,
        }
    }
}

/// The fight's OSR bookkeeping.
#[derive(Resource, Clone, Debug, Default)]
pub struct OsrFight {
    pub options: OsrOptions,
    /// The side that may ambush, and whether it is prepared.
    pub surprise: Option<(usize, bool)>,
    /// Each side's Moral.
    pub morale: Vec<u32>,
    /// Each side's leader.
    pub leaders: Vec<Option<Entity>>,
    /// Each side's units at the start of the fight.
    pub starting: Vec<u32>,
    /// Each side's units able to fight when the round began, and whether its leader was.
    pub round_start: Vec<(u32, bool)>,
    /// The level's ways out for fleeing units, besides the map's edge.
    pub exits: Vec<crate::level::schema::Region>,
}

/// An NPC's side's Moral, and whether the unit leads it (seed 002, "Moral": its fall shakes the
/// side). None for a PC, whose side never checks morale.
fn morale_line(world: &World, e: Entity) -> Option<String> {
    let side = world.get::<Side>(e)?.0;
    let sides = crate::combat::hot::resource::<Sides>(world);
    if sides.0.get(side)?.role != Role::Npc {
        return None;
    }
    let fight = world.get_resource::<OsrFight>()?;
    let morale = *fight.morale.get(side)?;
    let leads = fight.leaders.get(side).copied().flatten() == Some(e);
    Some(if leads {
        crate::t!("osr-leader-line", morale = morale)
    } else {
        crate::t!("osr-morale-line", morale = morale)
    })
}

/// The chances a PC blocks and dodges a blow now, as the panel and the bar say them.
pub fn avoid_odds_line(world: &World, e: Entity) -> String {
    let (block, dodge) = strike::avoid_odds(world, e);
    let percent = |p: f64| crate::i18n::decimal(p * 100.0, 0);
    crate::t!(
        "osr-avoid-odds",
        block = percent(block),
        dodge = percent(dodge)
    )
}

/// Moral when neither the side nor any of its units gives one: the middle of 2d6.
pub const DEFAULT_MORALE: u32 = 7;

/// Whether the unit plays for a PC side.
pub fn is_pc(world: &World, e: Entity) -> bool {
    crate::combat::reads::plays_for_players(world, e)
}

/// Puts the fight's OSR resources and each unit's components in place (after its units spawned).
pub fn set_up(world: &mut World, level: &crate::level::LoadedLevel) {
    let units = crate::combat::reads::roster_entities(world);
    let sides = level.sides.len();
    let mut starting = vec![0; sides];
    let mut best_morale: Vec<Option<u32>> = vec![None; sides];
    for u in &level.units {
        starting[u.side] += 1;
        best_morale[u.side] = best_morale[u.side].max(sheet_of(u).and_then(|o| o.morale));
    }
    // The unit marked `leader`, else the side's first listed.
    let leader_of = |s: usize| {
        let of_side = || {
            level
                .units
                .iter()
                .enumerate()
                .filter(move |(_, u)| u.side == s)
        };
        of_side()
            .find(|(_, u)| sheet_of(u).is_some_and(|o| o.leader))
            .or_else(|| of_side().next())
    };
    let leaders: Vec<Option<Entity>> = (0..sides)
        .map(|s| leader_of(s).and_then(|(i, _)| units.get(i).copied()))
        .collect();
    let leader_morale: Vec<Option<u32>> = (0..sides)
        .map(|s| leader_of(s).and_then(|(_, u)| sheet_of(u)?.morale))
        .collect();
    let morale = (0..sides)
        .map(|s| {
            level.sides[s]
                .morale
                .or(leader_morale[s])
                .or(best_morale[s])
                .unwrap_or(DEFAULT_MORALE)
        })
        .collect();
    let round_start = starting.iter().map(|&n| (n, true)).collect();
    world.insert_resource(OsrFight {
        options: level.osr,
        surprise: level.surprise,
        morale,
        leaders,
        starting,
        round_start,
        exits: level.exits.clone(),
    });
}

/// The OSR components of a unit, added when it spawns.
/// A unit's OSR sheet, if it was made from the OSR tables.
pub fn sheet_of(unit: &crate::level::validate::ResolvedUnit) -> Option<&data::OsrUnit> {
    match unit.sheet.as_ref()? {
        crate::rulesets::tables::UnitSheet::Osr(sheet) => Some(sheet),
        _ => None,
    }
}

/// Gives a spawned unit its OSR numbers, gear, track and standing policies (and its powers
/// when it casts).
pub fn spawn_extra(world: &mut World, e: Entity, unit: &data::OsrUnit) {
    world.entity_mut(e).insert((
        OsrStats {
            attributes: unit.attributes,
            level: unit.level,
            blindaje: unit.blindaje,
            potencia: unit.potencia,
            hard_to_surprise: unit.hard_to_surprise,
            medical_kit: unit.medical_kit,
            unarmed: unit.unarmed,
        },
        OsrGear {
            armour: unit.armour.as_ref().map(Worn::from_data),
            shield: unit.shield.as_ref().map(Worn::from_data),
            at_hand: unit.at_hand.clone(),
        },
        OsrTrack::default(),
        DefencePolicy::default(),
        CriticalPolicy::default(),
    ));
    if let Some(attribute) = unit.casting {
        let shared = unit.powers.iter().map(data::OsrPower::shared_shape);
        world.entity_mut(e).insert((
            magic::OsrCaster {
                attribute,
                powers: unit.powers.clone(),
            },
            crate::combat::components::Spellcasting {
                level: unit.level,
                ability: crate::rules::magic::CastingAbility::Int,
                magic_knowledge: 0,
                arcane: false,
                spells: shared
                    .map(|spell| crate::combat::components::KnownSpell {
                        spell,
                        left: magic::UNLIMITED,
                        per_day: magic::UNLIMITED,
                    })
                    .collect(),
            },
        ));
    }
}

/// The part of [`apply`](crate::combat::engine::apply) for seed 002's events, and what OSR
/// remembers of shared ones.
pub fn apply(world: &mut World, event: &CombatEvent) {
    use crate::combat::components::Condition as C;
    use CombatEvent as E;
    match event {
        E::Reaction { defender, .. } => {
            let round = crate::combat::hot::resource::<TurnState>(world).round;
            with_track(world, defender, |track| {
                let count = track.avoids_in(round) + 1;
                track.avoids = (round, count);
            });
        }
        E::Strike {
            attacker,
            target,
            weapon,
            ..
        } => remember_strike(world, attacker, target, weapon),
        E::Manoeuvre { unit, what, target } => {
            remember_manoeuvre(world, unit, what, target.as_deref())
        }
        E::Condition {
            unit,
            condition: C::Fleeing,
            active: true,
        } => {
            if let Some(e) = entity_of(world, unit) {
                world
                    .entity_mut(e)
                    .insert(crate::combat::components::Fleeing);
            }
        }
        E::Condition {
            unit,
            condition: C::BuildingEnergy,
            active: true,
        } => with_track(world, unit, |track| track.energy_turns = 0),
        E::Condition {
            unit,
            condition,
            active: false,
        } => with_track(world, unit, |track| forget_condition(track, *condition)),
        E::Critical {
            unit,
            against,
            effect,
            amount,
        } => with_track(world, unit, |track| match effect.as_str() {
            "reduction" => track
                .reductions
                .push((against.clone(), amount.unwrap_or(0))),
            "counter" => track.counter = Some((against.clone(), false)),
            _ => {}
        }),
        E::Usage {
            unit, item, now, ..
        } => remember_usage(world, unit, item, *now),
        E::Dying { unit, turns_left } => {
            with_track(world, unit, |track| track.dying_turns = Some(*turns_left))
        }
        E::ItemReady { unit, item } => {
            with_component::<OsrGear>(world, unit, |gear| gear.at_hand.push(item.clone()))
        }
        E::ItemUsed { unit, item } => with_component::<OsrGear>(world, unit, |gear| {
            if let Some(i) = gear.at_hand.iter().position(|a| a == item) {
                gear.at_hand.remove(i);
            }
        }),
        E::CriticalSet { unit, policy } => {
            with_component::<CriticalPolicy>(world, unit, |p| *p = *policy)
        }
        E::DefenceSet { unit, policy } => {
            with_component::<DefencePolicy>(world, unit, |p| *p = *policy)
        }
        E::Turn { unit } => with_track(world, unit, turn_begins),
        E::TurnEnd { unit } => with_track(world, unit, |track| {
            if track.counter.as_ref().is_some_and(|(_, armed)| *armed) {
                track.counter = None;
            }
        }),
        E::HealthState { unit, state } if *state != HealthState::Dying => {
            with_track(world, unit, |track| track.dying_turns = None)
        }
        E::Round { .. } => fight::remember_round_start(world),
        _ => {}
    }
}

/// Changes the component `T` of the unit `unit`, if it has one.
fn with_component<T: Component<Mutability = bevy::ecs::component::Mutable>>(
    world: &mut World,
    unit: &str,
    change: impl FnOnce(&mut T),
) {
    if let Some(e) = entity_of(world, unit)
        && let Some(mut component) = world.get_mut::<T>(e)
    {
        change(&mut component);
    }
}

/// Changes what OSR keeps track of for the unit `unit`.
fn with_track(world: &mut World, unit: &str, change: impl FnOnce(&mut OsrTrack)) {
    with_component::<OsrTrack>(world, unit, change)
}

/// A new turn: an armed counter is ready, an aim grows older, energy builds, nothing struck.
fn turn_begins(track: &mut OsrTrack) {
    if let Some((_, armed)) = &mut track.counter {
        *armed = true;
    }
    if let Some((_, turns)) = &mut track.aim {
        *turns += 1;
    }
    track.energy_turns = track.energy_turns.saturating_add(1);
    track.struck_this_turn = false;
}

/// What a condition's end lets go of.
fn forget_condition(track: &mut OsrTrack, condition: crate::combat::components::Condition) {
    use crate::combat::components::Condition as C;
    match condition {
        C::Aiming => track.aim = None,
        C::Protected => track.protected_by = None,
        C::Helped => track.helped_by = None,
        C::Grappled => track.grappled_by = None,
        C::Grappling => track.grappling = None,
        C::Shielded => track.shielded_by = None,
        _ => {}
    }
}

/// A strike spends a counter readied against its target, and marks a melee strike this turn.
fn remember_strike(world: &mut World, attacker: &str, target: &str, weapon: &str) {
    let Some(e) = entity_of(world, attacker) else {
        return;
    };
    // Only a weapon carried for shooting makes a ranged strike: bare hands, a shield's bash and
    // everything else not among the unit's ranged weapons struck in melee.
    let melee = !world
        .get::<Equipment>(e)
        .is_some_and(|eq| eq.weapons.iter().any(|w| w.name == weapon && !w.is_melee()));
    if let Some(mut track) = world.get_mut::<OsrTrack>(e) {
        // A counter is spent on the next attack against that opponent.
        if track
            .counter
            .as_ref()
            .is_some_and(|(o, armed)| *armed && o == target)
        {
            track.counter = None;
        }
        track.struck_this_turn |= melee;
    }
}

/// Who aims at, grapples, shields, protects, helps or tends whom.
fn remember_manoeuvre(world: &mut World, unit: &str, what: &str, target: Option<&str>) {
    let (Some(e), Some(t)) = (
        entity_of(world, unit),
        target.and_then(|t| entity_of(world, t)),
    ) else {
        return;
    };
    let target = target.unwrap_or_default().to_string();
    let mut track_of = |e: Entity, change: &dyn Fn(&mut OsrTrack)| {
        if let Some(mut track) = world.get_mut::<OsrTrack>(e) {
            change(&mut track);
        }
    };
    match what {
        "aims at" => track_of(e, &|track| track.aim = Some((target.clone(), 0))),
        "grapples" => {
            track_of(e, &|track| track.grappling = Some(target.clone()));
            track_of(t, &|track| track.grappled_by = Some(unit.to_string()));
        }
        "shields" => {
            let at = world
                .get::<crate::combat::components::Position>(t)
                .map(|p| p.0)
                .unwrap_or_default();
            if let Some(mut track) = world.get_mut::<OsrTrack>(t) {
                track.shielded_by = Some((unit.to_string(), at));
            }
        }
        "protects" => track_of(t, &|track| track.protected_by = Some(unit.to_string())),
        "helps" => track_of(t, &|track| track.helped_by = Some(unit.to_string())),
        "tends" => track_of(t, &|track| track.tended = true),
        _ => {}
    }
}

/// A usage die rolled down: worn armour or a shield wears to `now`, a weapon at 0 breaks.
fn remember_usage(world: &mut World, unit: &str, item: &str, now: u32) {
    let Some(e) = entity_of(world, unit) else {
        return;
    };
    if let Some(mut gear) = world.get_mut::<OsrGear>(e) {
        let gear = &mut *gear;
        for worn in [&mut gear.armour, &mut gear.shield].into_iter().flatten() {
            if worn.id == item {
                worn.usage = now;
                return;
            }
        }
    }
    if let Some(mut equipment) = world.get_mut::<Equipment>(e) {
        if now == 0 {
            equipment.weapons.retain(|w| w.id != item);
            equipment.wielded.retain(|w| w != item);
        } else if let Some(w) = equipment.weapons.iter_mut().find(|w| w.id == item)
            && let Some(traits) = &mut w.osr
        {
            traits.usage = Some(now);
        }
    }
}

/// The unit panel's OSR lines: attributes, level, Blindaje with its gear's usage dice, Potencia,
/// weapons (damage, penetration, usage die) and the defence policy.
pub fn describe(world: &World, e: Entity) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(s) = world.get::<OsrStats>(e) {
        let a = &s.attributes;
        out.push(crate::t!(
            "osr-attributes",
            str = a.strength,
            agi = a.agility,
            mnd = a.mind,
            int = a.intuition,
            pre = a.presence,
            res = a.resistance
        ));
        let gear = world.get::<OsrGear>(e);
        let lang = crate::i18n::current();
        let worn = |w: &Worn| {
            let name = crate::i18n::term(lang, &w.name).into_owned();
            if w.usage == 0 {
                crate::t!("osr-worn-broken", item = name)
            } else {
                crate::t!(
                    "osr-worn",
                    item = name,
                    blindaje = w.blindaje,
                    usage = w.usage
                )
            }
        };
        let pc = is_pc(world, e);
        let blindaje = if pc {
            s.blindaje
                + gear.map_or(0, |g| {
                    g.armour.as_ref().map_or(0, Worn::blindaje_now)
                        + g.shield.as_ref().map_or(0, Worn::blindaje_now)
                })
        } else {
            0
        };
        out.push(crate::t!(
            "osr-level-line",
            level = s.level,
            blindaje = blindaje,
            npc = if pc { "no" } else { "yes" },
            potencia = format!("{:+}", s.potencia)
        ));
        let pieces: Vec<String> = gear
            .into_iter()
            .flat_map(|g| [g.armour.as_ref(), g.shield.as_ref()])
            .flatten()
            .map(worn)
            .collect();
        if pc && !pieces.is_empty() {
            out.push(pieces.join(", "));
        }
    }
    if let Some(eq) = world.get::<Equipment>(e) {
        for w in &eq.weapons {
            let held = if w.natural {
                String::new()
            } else if eq.in_hand(w) {
                format!(" ({})", crate::t!("osr-in-hand"))
            } else {
                format!(" ({})", crate::t!("panel-carried"))
            };
            let t = strike::traits(w);
            let reach = match w.range {
                Some(r) if !w.is_melee() => format!(", {}", crate::t!("panel-range", range = r)),
                _ => String::new(),
            };
            let usage = t
                .usage
                .map(|u| format!(", {}", crate::t!("osr-usage-die", usage = u)))
                .unwrap_or_default();
            let pen = if t.penetration == 0 {
                String::new()
            } else {
                format!(", {}", crate::t!("osr-penetration", pen = t.penetration))
            };
            out.push(format!(
                "{}{held}: {}{pen}{usage}{reach}",
                crate::i18n::term_now(&w.name),
                w.damage
            ));
        }
    }
    out.extend(magic::casting_line(world, e));
    out.extend(morale_line(world, e));
    if is_pc(world, e) {
        let policy = world.get::<DefencePolicy>(e).copied().unwrap_or_default();
        out.push(crate::t!(
            "osr-defence-line",
            policy = policy.short_phrase().to_string()
        ));
        out.push(avoid_odds_line(world, e));
        let critical = world.get::<CriticalPolicy>(e).copied().unwrap_or_default();
        out.push(crate::t!(
            "osr-critical-line",
            policy = critical.phrase().to_string()
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_charge_and_a_casting_take_the_whole_turn_a_blow_is_the_action_a_walk_the_walk() {
        let world = World::new();
        let cost = |kind| Osr.cost(&world, kind);
        assert_eq!(cost(ActionKind::Charge), ActionCost::FullRound);
        assert_eq!(cost(ActionKind::ShortCharge), ActionCost::FullRound);
        assert_eq!(
            cost(ActionKind::Cast(ActionCost::Standard)),
            ActionCost::FullRound
        );
        assert_eq!(cost(ActionKind::Attack), ActionCost::Standard);
        assert_eq!(cost(ActionKind::Draw), ActionCost::Standard);
        assert_eq!(cost(ActionKind::Move), ActionCost::Move);
        assert_eq!(cost(ActionKind::Run), ActionCost::DoubleMove);
    }
}
