//! Decisions for AI-controlled units, built on the same commands and the same checks a player's
//! orders go through, so the engine never has to refuse one.
//!
//! One call to [`decide`] gives the next command of the unit whose turn it is; the caller submits
//! it and asks again until the turn passes. Each decision scores what the unit can do now and takes
//! the best the rules allow, the way a tabletop player weighs a turn:
//! - finish a helpless foe with a coup de grace;
//! - badly hurt and threatened: withdraw, or fight defensively; hurt and safe: drink a potion;
//! - a spell, when its expected effect beats an attack: areas placed to catch foes and spare
//!   friends, heals on the wounded, hexes on the dangerous;
//! - attack the best target in reach, valued by how much of its remaining life the attack takes,
//!   whether it could die, and how dangerous it is (casters count extra);
//! - otherwise move to where the best target can be attacked along the path that provokes the
//!   fewest attacks of opportunity, or charge when that reaches a target a move cannot;
//! - ranged units step out of reach before shooting and look for unthreatened squares to shoot from.
//! - with no weapon in hand that can strike (a bow with its arrows spent): draw a carried one that
//!   can.
//! - on foot next to a free mount of its side with nothing to strike: get into the saddle (riders
//!   fight from it; the AI never dismounts).
//! - nothing to strike this turn and a foe coming: a melee unit readies an attack for it, an
//!   archer delays until it has come (see `hold`).
//! - before a roll, a ruleset may have the unit spend something first (seed 001's hero point set
//!   aside as a reroll: the ruleset face's `ai_before`).
//! - after [`STALEMATE_ROUNDS`] rounds with nobody hurt: play for a decision (no withdrawing, no
//!   total defense, Easy as careful as Normal), so no fight circles for ever.
//!
//! Deterministic: the same state gives the same command, and the game's dice are never touched.
//! [`Difficulty::Easy`] plays carelessly (nearest foe, no regard for attacks of opportunity, raw
//! damage only, no coups de grace, no retreat); [`Difficulty::Hard`] saves its strongest spells.

mod hold;
pub mod sim;

use crate::combat::Command;
use crate::combat::attack::{Odds, check_attack_on, odds_of};
use crate::combat::board::{BoardSnapshot, SnapshotFor};
use crate::combat::cast::{
    Aim, CastPlan, CastingRisk, casting_risks, check_cast, check_castable, outlook,
};
use crate::combat::movement::{find_path, reachable_squares};
use crate::combat::reads::{cost_of, effective_speed, spell_held, unit_id};
use crate::combat::*;
use crate::level::schema::{Movement, Weapon};
use crate::level::spells::{Area, CastingTime, ConditionId, SpellEffect, SpellTarget};
use crate::rules::board_shape::BoardShape;
use crate::rules::economy::{ActionBudget, ActionCost, ActionKind};
use crate::rules::grid::Pos;
use crate::rules::health::HealthState;
use crate::rules::templates::Facing;
use crate::rulesets::{Strike, StrikeMode};
use bevy::prelude::*;

pub use crate::level::schema::Difficulty;

/// Rounds without damage to anyone after which the AI plays for a decision (see
/// [`Context::stalemate`]): more than an approach across a shipped level's map takes.
const STALEMATE_ROUNDS: u32 = 5;

/// A choice with its worth; the best worth the rules allow wins, ties to the first found.
/// A ruleset adds its own through [`Ruleset::ai_choices`](crate::rulesets::Ruleset::ai_choices).
#[derive(Clone, Debug)]
pub struct Choice {
    pub worth: f64,
    pub command: Command,
    /// Built from a rule check that passed on this very state: no need to ask again.
    pub checked: bool,
}

/// Someone on the board, as the deciding unit sees them.
#[derive(Clone, Debug, PartialEq)]
struct Other<'w> {
    entity: Entity,
    id: &'w str,
    at: Pos,
    foe: bool,
    hp: i32,
    max_hp: i32,
    state: HealthState,
    /// What its danger is reckoned from (see [`Other::danger`]), worked out once, when first
    /// asked: most decisions ask it of a foe or two, not of every unit.
    equipment: Option<&'w Equipment>,
    danger: std::cell::OnceCell<f64>,
    casts: bool,
}

impl Other<'_> {
    /// How much harm it can do in a turn, roughly: its best weapon's average damage, more for
    /// casters with spells left.
    fn danger(&self) -> f64 {
        *self
            .danger
            .get_or_init(|| danger_of(self.equipment, self.casts))
    }
}

/// How much harm a unit can do in a turn, roughly: its best weapon in hand's average damage, and
/// more when it `casts` (has spells left).
pub fn danger_of(equipment: Option<&Equipment>, casts: bool) -> f64 {
    let weapon_damage = equipment.map_or(1.0, |eq| {
        eq.usable().map(|w| w.damage.average()).fold(1.0, f64::max)
    });
    weapon_damage + if casts { 6.0 } else { 0.0 }
}

/// Whether a unit has a spell use left.
pub fn has_spells_left(casting: Option<&Spellcasting>) -> bool {
    casting.is_some_and(|c| c.spells.iter().any(|k| k.left > 0))
}

/// What taking a weapon up is worth to a unit that carries none: more than a blow with bare
/// hands, which barely scratches an armoured foe; walking to one is worth less.
const PICK_UP_WORTH: f64 = 3.0;
const FETCH_WORTH: f64 = 1.0;

/// The next command for the unit whose turn it is: one the engine accepts, or `EndTurn` when
/// nothing is worth doing. `None` when the fight is not running.
pub fn decide(world: &World, difficulty: Difficulty) -> Option<Command> {
    let turn = crate::combat::hot::resource::<TurnState>(world);
    if turn.phase != Phase::Running {
        return None;
    }
    let me = turn.current_unit()?;
    // Borrowed: every command the AI weighs names the unit, and copies it as it is written.
    let id = match world.get::<UnitId>(me) {
        Some(id) => std::borrow::Cow::Borrowed(id.0.as_str()),
        None => std::borrow::Cow::Owned(unit_id(world, me)),
    };
    let swift_left = crate::combat::turn::swift_left_to_use(world, me, &turn.budget);
    if (turn.budget.exhausted() && !swift_left) || spell_held(world, me).is_some() {
        return Some(Command::EndTurn {
            unit: id.into_owned(),
        });
    }
    if let Some(react) = standing_reaction(world, me, &id) {
        return Some(react);
    }
    let ctx = Context::new(world, me, id, difficulty);
    let mut choices: Vec<Choice> = Vec::with_capacity(8);
    ctx.finishing_blows(&mut choices);
    ctx.self_preservation(&mut choices);
    ctx.spells(&mut choices);
    ctx.item_spells(&mut choices);
    ctx.attacks(&mut choices);
    ctx.arming(&mut choices);
    ctx.pick_up_weapon(&mut choices);
    ctx.movement(&mut choices);
    ctx.readying(&mut choices);
    ctx.delaying(&mut choices);
    ctx.saddle_up(&mut choices);
    ctx.stand_up(&mut choices);
    let ruleset = crate::rulesets::face::of(world);
    ruleset.ai_choices(&ctx, &mut choices);
    // Best first (a stable sort keeps the first found among equals); only the winner is checked
    // against the rules, and the next taken if they refuse it.
    choices.retain(|c| c.worth > 0.0 && ruleset.offers(&c.command));
    choices.sort_by(|a, b| b.worth.total_cmp(&a.worth));
    let chosen = choices
        .into_iter()
        .find(|c| c.checked || allowed(world, me, ctx.lazy_snap(), &c.command))
        .map(|c| c.command);
    let chosen = chosen.unwrap_or_else(|| Command::EndTurn { unit: ctx.unit() });
    Some(ruleset.ai_before(world, me, &chosen).unwrap_or(chosen))
}

/// A unit with an immediate spell left and no standing reaction sets one, a free action: it uses
/// the spell whenever a foe attacks it (seed 000's adrenaline answers an attack).
fn standing_reaction(world: &World, me: Entity, id: &str) -> Option<Command> {
    if world
        .get::<crate::combat::immediate::Reaction>(me)
        .is_some()
    {
        return None;
    }
    let spell = world.get::<Spellcasting>(me)?.spells.iter().find(|k| {
        k.left > 0 && k.spell.casting_time == CastingTime::Action(ActionCost::Immediate)
    })?;
    Some(Command::React {
        unit: id.to_string(),
        spell: spell.spell.id.clone(),
        trigger: Some(crate::combat::commands::ReadyTrigger::Attacked),
    })
}

/// Whether the unit could take `w` in hand with its shield on (a two-handed weapon needs both
/// hands).
fn wieldable(eq: &Equipment, w: &Weapon) -> bool {
    w.grip != crate::level::schema::Grip::TwoHanded || eq.shield.is_none()
}

/// What getting up is worth: more than any blow, which it comes before.
const STAND_UP_FIRST: f64 = 10.0;

/// What a magic item's charge costs in worth: a spell of the unit's own comes first.
const ITEM_CHARGE_WORTH: f64 = 0.05;

/// What a worthwhile swift spell adds to its worth so that it comes before the turn's other
/// actions: more than any other choice is worth.
const SWIFT_FIRST: f64 = 100.0;

/// Whether the engine would accept `command` from `me` now, by the same checks it runs (`snap` is
/// the board as `me` sees it now, made only if a check reads it).
fn allowed(world: &World, me: Entity, snap: SnapshotFor, command: &Command) -> bool {
    crate::combat::check::check(world, snap, me, command).is_ok()
}

/// How far a unit can walk this turn, and how far its weapons reach.
#[derive(Clone, Copy)]
struct Pace {
    /// The squares' worth of its moves left.
    walk: u32,
    range: u32,
    reach: u32,
}

/// The square of `squares` (each with what reaching it costs) nearest to where the unit wants
/// to be by `gap` (given a square and the walk from it), dearer for a wary archer the more foes
/// threaten it, then the cheapest, and never one the walk does not lead from. A plain loop: the
/// AI's commonest scan (every square of a double move, most turns).
fn nearest_square(
    squares: &[(Pos, u32)],
    wary_archer: bool,
    snap: &BoardSnapshot,
    walked: impl Fn(Pos) -> u32,
    gap: impl Fn(Pos, u32) -> u32,
) -> Option<(i64, Pos)> {
    let mut best: Option<(i64, Pos)> = None;
    for &(p, cost) in squares {
        let walk_from_p = walked(p);
        if walk_from_p == u32::MAX {
            continue;
        }
        let gap = gap(p, walk_from_p);
        let threat = if wary_archer {
            3 * snap.threat_at(p)
        } else {
            0
        };
        let key = (i64::from(gap + threat) * 10 + i64::from(cost), p);
        if best.is_none_or(|b| key < b) {
            best = Some(key);
        }
    }
    best
}

/// Whether `weapon` shoots as things stand: a ranged weapon, loaded, with a missile left.
fn shoots_now(equipment: &Equipment, weapon: &Weapon) -> bool {
    !weapon.is_melee() && !equipment.unloaded.contains(&weapon.id) && equipment.has_missile(weapon)
}

/// What the AI reads of every other unit, in one query.
type OtherReads = (
    Entity,
    &'static Listed,
    &'static UnitId,
    &'static Position,
    &'static Health,
    Option<&'static Side>,
    Option<&'static Spellcasting>,
    Option<&'static Equipment>,
);

thread_local! {
    static OTHER_READS: crate::combat::reads::KeptQuery<OtherReads> =
        const { std::cell::RefCell::new(None) };
}

/// The components of [`OtherReads`], as read.
type OtherParts<'w> = bevy::ecs::query::QueryItem<'w, 'w, OtherReads>;

/// One other unit with its listing place, unless it is `me` or dead.
fn other_unit<'w>(
    me: Entity,
    my_side: Option<usize>,
    (entity, listed, id, at, health, side, casting, equipment): OtherParts<'w>,
) -> Option<(usize, Other<'w>)> {
    if entity == me || health.state == HealthState::Dead {
        return None;
    }
    let casts = has_spells_left(casting);
    Some((
        listed.0,
        Other {
            entity,
            id: id.0.as_str(),
            at: at.0,
            foe: side.map(|s| s.0) != my_side,
            hp: health.hp,
            max_hp: health.max,
            state: health.state,
            equipment,
            danger: std::cell::OnceCell::new(),
            casts,
        },
    ))
}

/// Every unit but `me` still in the fight or on the floor (not dead), in listing order, so ties
/// between equal choices go the same way every time.
fn others_of(world: &World, me: Entity) -> Vec<Other<'_>> {
    // A world where some of those components were never registered: look each one up.
    let mut others = others_by_query(world, me).unwrap_or_else(|| others_by_lookup(world, me));
    others.sort_by_key(|(listed, _)| *listed);
    others.into_iter().map(|(_, o)| o).collect()
}

/// [`others_of`] with their listing places, through the kept query, in no particular order.
fn others_by_query(world: &World, me: Entity) -> Option<Vec<(usize, Other<'_>)>> {
    let my_side = world.get::<Side>(me).map(|s| s.0);
    crate::combat::reads::with_kept_query(&OTHER_READS, world, |query| {
        query
            .into_iter()
            .filter_map(|parts| other_unit(me, my_side, parts))
            .collect::<Vec<_>>()
    })
}

/// [`others_of`] with their listing places, by looking each component up, in listing order.
fn others_by_lookup(world: &World, me: Entity) -> Vec<(usize, Other<'_>)> {
    let my_side = world.get::<Side>(me).map(|s| s.0);
    crate::combat::reads::roster(world)
        .filter_map(|e| {
            other_unit(
                me,
                my_side,
                (
                    e.id(),
                    e.get::<Listed>()?,
                    e.get::<UnitId>()?,
                    e.get::<Position>()?,
                    e.get::<Health>()?,
                    e.get::<Side>(),
                    e.get::<Spellcasting>(),
                    e.get::<Equipment>(),
                ),
            )
        })
        .collect()
}

/// What the deciding unit knows of its turn: the world, itself and everyone else as it sees them.
/// A ruleset's own choices read it through its public methods.
pub struct Context<'w> {
    world: &'w World,
    me: Entity,
    id: std::borrow::Cow<'w, str>,
    at: Pos,
    /// Squares or hexes: how the board is measured.
    board_shape: BoardShape,
    hp: i32,
    max_hp: i32,
    difficulty: Difficulty,
    /// No creature has taken damage for [`STALEMATE_ROUNDS`] rounds: whatever the sides have
    /// been doing leads nowhere, so each unit gives up what kept it from a fight (see
    /// [`Context::stalemate`]).
    stalemate: bool,
    others: Vec<Other<'w>>,
    /// The board as this unit sees it, built the first time a question needs it: many
    /// decisions (an attack in reach, the end of a turn) never do.
    snap: std::cell::OnceCell<BoardSnapshot>,
    budget: ActionBudget,
    /// [`Context::attack_here`], worked out once.
    attack_here: std::cell::OnceCell<Option<(f64, &'w str, bool)>>,
    /// [`Context::range_and_reach`], worked out once.
    range_and_reach: std::cell::OnceCell<(u32, u32)>,
    /// Forecasts of its attacks so far, by target and weapon id: the best attack from here and
    /// the damage it could do after a move ask about the same ones.
    forecasts: std::cell::RefCell<Vec<(Entity, String, Odds)>>,
}

impl<'w> Context<'w> {
    fn new(
        world: &'w World,
        me: Entity,
        id: std::borrow::Cow<'w, str>,
        difficulty: Difficulty,
    ) -> Self {
        let others = others_of(world, me);
        let health = world.get::<Health>(me).copied();
        let turn = crate::combat::hot::resource::<TurnState>(world);
        Self {
            stalemate: turn.round > turn.last_harm_round + STALEMATE_ROUNDS,
            world,
            me,
            id,
            at: world.get::<Position>(me).map(|p| p.0).unwrap_or_default(),
            board_shape: crate::combat::board::shape(world),
            hp: health.map_or(1, |h| h.hp),
            max_hp: health.map_or(1, |h| h.max.max(1)),
            difficulty,
            others,
            snap: std::cell::OnceCell::new(),
            budget: crate::combat::hot::resource::<TurnState>(world).budget,
            attack_here: std::cell::OnceCell::new(),
            range_and_reach: std::cell::OnceCell::new(),
            forecasts: Default::default(),
        }
    }

    /// The world it decides in.
    pub fn world(&self) -> &'w World {
        self.world
    }

    /// The deciding unit.
    pub fn me(&self) -> Entity {
        self.me
    }

    /// Whether what is left of its turn pays for an action of `kind`.
    pub fn affords(&self, kind: ActionKind) -> bool {
        self.budget.check(cost_of(self.world, kind)).is_ok()
    }

    /// What its turn has left.
    pub fn budget(&self) -> ActionBudget {
        self.budget
    }

    /// Its hit points left as a share of its most (0 to 1).
    pub fn health_share(&self) -> f64 {
        f64::from(self.hp) / f64::from(self.max_hp.max(1))
    }

    /// The friends beside it, living, as (entity, id, health state, hit points, most).
    pub fn friends_beside(&self) -> impl Iterator<Item = (Entity, &'w str, HealthState, i32, i32)> {
        self.others
            .iter()
            .filter(|o| !o.foe && self.shape().adjacent(o.at, self.at))
            .map(|o| (o.entity, o.id, o.state, o.hp, o.max_hp))
    }

    /// The foes still fighting, as (entity, id, square).
    pub fn fighting_foes_at(&self) -> impl Iterator<Item = (Entity, &'w str, Pos)> + '_ {
        self.fighting_foes().map(|f| (f.entity, f.id, f.at))
    }

    /// Where the deciding unit stands.
    pub fn at(&self) -> Pos {
        self.at
    }

    /// The foes still fighting that stand beside `at`, as (entity, id).
    pub fn fighting_foes_beside(&self, at: Pos) -> impl Iterator<Item = (Entity, &'w str)> + '_ {
        self.fighting_foes()
            .filter(move |f| self.shape().adjacent(f.at, at))
            .map(|f| (f.entity, f.id))
    }

    /// How many of its friends are still in the fight, anywhere on the board.
    pub fn friends_fighting(&self) -> usize {
        self.others
            .iter()
            .filter(|o| !o.foe && o.state.can_act())
            .count()
    }

    /// How many foes still fighting stand beside it.
    pub fn foes_beside(&self) -> usize {
        self.fighting_foes()
            .filter(|f| self.shape().adjacent(f.at, self.at))
            .count()
    }

    /// The foe the unit would strike from where it stands, by id, and whether with a ranged
    /// weapon (for a ruleset's own ways of attacking).
    pub fn attack_target(&self) -> Option<(&'w str, bool)> {
        self.attack_here().map(|&(_, id, ranged)| (id, ranged))
    }

    /// What a blow at `target` expected to deal `damage` with `hit_chance` is worth, on the scale
    /// of the shared attack's worth.
    pub fn blow_worth(&self, target: &str, damage: f64, hit_chance: f64) -> f64 {
        self.others
            .iter()
            .find(|o| o.id == target)
            .map_or(0.0, |o| self.harm_worth(o, damage, hit_chance))
    }

    /// The unit's id, for a command.
    pub fn unit(&self) -> String {
        String::from(&*self.id)
    }

    /// Squares or hexes.
    fn shape(&self) -> BoardShape {
        self.board_shape
    }

    fn snap(&self) -> &BoardSnapshot {
        self.snap
            .get_or_init(|| BoardSnapshot::for_unit(self.world, self.me))
    }

    /// The board as the unit sees it, for a check: made only if the check reads it.
    fn lazy_snap(&self) -> SnapshotFor<'_> {
        SnapshotFor::WhenRead(&self.snap)
    }

    /// The odds of an attack with `weapon` on `target` now (see [`odds_with`]), each worked out
    /// once.
    fn forecast(&self, target: Entity, weapon: &Weapon) -> Odds {
        let known = self
            .forecasts
            .borrow()
            .iter()
            .find(|(e, w, _)| *e == target && *w == weapon.id)
            .map(|(.., odds)| *odds);
        known.unwrap_or_else(|| {
            let odds = odds_of(
                self.world,
                &Strike::new(self.me, target, weapon, StrikeMode::Normal),
            );
            self.forecasts
                .borrow_mut()
                .push((target, weapon.id.clone(), odds));
            odds
        })
    }

    fn foes(&self) -> impl Iterator<Item = &Other<'w>> {
        self.others.iter().filter(|o| o.foe)
    }

    /// Foes still in the fight (not dying or stable).
    fn fighting_foes(&self) -> impl Iterator<Item = &Other<'w>> {
        self.foes().filter(|o| o.state.can_act())
    }

    /// Whether no one has been hurt for long (see [`STALEMATE_ROUNDS`]): a ruleset's AI may take
    /// risks then that it would not otherwise.
    pub fn stalemate(&self) -> bool {
        self.stalemate
    }

    /// Easy's carelessness (see [`Difficulty::Easy`]); dropped in a stalemate, where the
    /// careful play's coups de grace clear a doorway a helpless body blocks.
    pub fn careless(&self) -> bool {
        self.difficulty == Difficulty::Easy && !self.stalemate
    }

    /// What hurting `target` by `damage` on average is worth: the share of its remaining hit
    /// points it takes (a likely kill counts extra), weighed by how dangerous it is.
    fn harm_worth(&self, target: &Other, damage: f64, hit_chance: f64) -> f64 {
        if !target.state.can_act() {
            // Dying or stable foes are out of the fight; hitting them is a waste.
            return 0.0;
        }
        if self.careless() {
            return damage / 10.0;
        }
        let left = f64::from(target.hp.max(1));
        let share = (damage / left).min(1.0);
        let kill = if damage >= left {
            0.5 * hit_chance
        } else {
            0.0
        };
        (share + kill) * (1.0 + target.danger() / 10.0)
    }

    /// Whether a friend has already declared a coup de grace on `foe`: it takes the round, so a
    /// second would most likely find the foe dead.
    fn coup_already_falls_on(&self, foe: &str) -> bool {
        self.others.iter().any(|o| {
            !o.foe
                && self
                    .world
                    .get::<crate::combat::components::CoupInProgress>(o.entity)
                    .is_some_and(|c| c.target == foe)
        })
    }

    /// Coup de grace on a helpless foe in reach (dying, stable or asleep).
    fn finishing_blows(&self, out: &mut Vec<Choice>) {
        if self.careless() || !self.affords(ActionKind::CoupDeGrace) {
            return;
        }
        let reach = self.reach();
        for foe in self.foes() {
            // Beyond its reach (nothing in a melee hand: no reach), or not helpless: the rules
            // say no anyway.
            if self.shape().distance(self.at, foe.at) > reach
                || !crate::combat::attack::is_helpless(self.world, foe.entity)
                || self.coup_already_falls_on(foe.id)
            {
                continue;
            }
            let command = Command::CoupDeGrace {
                unit: self.unit(),
                target: foe.id.to_string(),
            };
            if allowed(self.world, self.me, self.lazy_snap(), &command) {
                // A sleeper dies and never wakes to fight; a dying foe is mostly done already.
                let worth = if foe.state.can_act() {
                    2.0 + foe.danger() / 10.0
                } else {
                    0.6
                };
                out.push(Choice {
                    worth,
                    command,
                    checked: true,
                });
            }
        }
    }

    /// Badly hurt and threatened: withdraw out of every reach, or fight defensively. Hurt and
    /// out of reach: drink a healing potion.
    fn self_preservation(&self, out: &mut Vec<Choice>) {
        let frac = f64::from(self.hp) / f64::from(self.max_hp);
        // Asked only when the rest does not settle it: the board may not be needed at all.
        let threatened = || self.snap().threat_at(self.at) > 0;
        let has_potion = self
            .world
            .get::<Equipment>(self.me)
            .is_some_and(|e| e.items.iter().any(|i| i.heal.is_some()));
        if has_potion && frac <= 0.5 && !threatened() && self.affords(ActionKind::Drink) {
            out.push(Choice {
                worth: 1.2 * (1.0 - frac),
                command: Command::Drink {
                    unit: self.unit(),
                    item: None,
                },
                checked: false,
            });
        }
        // In a stalemate nobody backs away any more: a hurt unit withdrawing from a slower foe
        // every turn is how a fight goes on for ever.
        if self.careless() || self.stalemate || frac > 0.25 || !threatened() {
            return;
        }
        let speed = effective_speed(self.world, self.me);
        if speed > 0 && self.affords(ActionKind::Withdraw) {
            // A withdrawal goes up to its speed: the square out of every reach that is farthest
            // from the nearest foe.
            let best = reachable_squares(self.snap(), self.at, speed)
                .into_iter()
                .map(|(p, _)| p)
                .filter(|&p| self.snap().threat_at(p) == 0)
                .max_by_key(|&p| {
                    self.fighting_foes()
                        .map(|f| self.shape().distance(f.at, p))
                        .min()
                        .unwrap_or(0)
                });
            if let Some(to) = best {
                out.push(Choice {
                    worth: 1.5,
                    command: Command::Withdraw {
                        unit: self.unit(),
                        to: Some(to),
                        path: None,
                    },
                    checked: false,
                });
            }
        }
        if !self.budget.single_action {
            out.push(Choice {
                worth: 0.4,
                command: Command::TotalDefense { unit: self.unit() },
                checked: false,
            });
        }
    }

    /// The best attack from where the unit stands: its worth, the target's id, and whether it
    /// shoots. Its command is written only when offered (see [`Context::attacks`]).
    fn attack_here(&self) -> Option<&(f64, &'w str, bool)> {
        self.attack_here
            .get_or_init(|| self.find_attack_here())
            .as_ref()
    }

    fn find_attack_here(&self) -> Option<(f64, &'w str, bool)> {
        if !self.affords(ActionKind::Attack) {
            return None;
        }
        let mut best: Option<(f64, &'w str, bool)> = None;
        let limit = self.reach().max(self.farthest_shot());
        for foe in self.fighting_foes() {
            // Out of every weapon's reach: no need to ask the rules.
            if self.shape().distance(self.at, foe.at) > limit {
                continue;
            }
            let Ok(plan) = check_attack_on(self.world, self.me, foe.entity, foe.id, None) else {
                continue;
            };
            let f = self.forecast(foe.entity, &plan.weapon);
            let mut worth = self.harm_worth(foe, f.expected_damage, f.hit_chance);
            if self.careless() {
                worth += 1.0 / (1.0 + f64::from(self.shape().distance(self.at, foe.at)));
            }
            let ranged = !plan.weapon.is_melee();
            // Shooting from a threatened square provokes first.
            if ranged && self.snap().threat_at(self.at) > 0 && !self.careless() {
                worth *= 0.6;
            }
            if best.as_ref().is_none_or(|(w, ..)| worth > *w) {
                best = Some((worth, foe.id, ranged));
            }
        }
        best
    }

    fn attacks(&self, out: &mut Vec<Choice>) {
        let Some(&(worth, target, ranged)) = self.attack_here() else {
            return;
        };
        // A threatened archer steps out of reach first when it can, then shoots.
        if ranged
            && !self.careless()
            && self.snap().threat_at(self.at) > 0
            && let Some(step) = self.safe_step()
        {
            out.push(Choice {
                worth: worth + 0.3,
                command: step,
                checked: false,
            });
        }
        out.push(Choice {
            worth,
            command: Command::Attack {
                unit: self.unit(),
                target: target.to_string(),
                weapon: None,
                manner: None,
            },
            checked: true,
        });
    }

    /// A one-square step to open ground no foe threatens, from which a foe can still be shot.
    fn safe_step(&self) -> Option<Command> {
        if !self.affords(ActionKind::Step) {
            return None;
        }
        let range = self.best_range();
        self.shape()
            .neighbours(self.at)
            .filter(|&p| {
                self.snap().threat_at(p) == 0
                    && self.snap().occupant(p).is_none()
                    && self.snap().movement(p) == Some(Movement::Normal)
            })
            .find(|&p| {
                self.fighting_foes().any(|f| {
                    self.shape().distance(p, f.at) <= range
                        && self
                            .shape()
                            .line_is_clear(p, f.at, |q| self.snap().blocks_sight(q))
                })
            })
            .map(|to| Command::Step {
                unit: self.unit(),
                to,
            })
    }

    /// With no weapon in hand that can strike (a bow with no arrows left, empty hands) while it
    /// carries one that can: take that one out. Worth less than any attack or spell, more than
    /// walking up unarmed; a unit with spells left keeps a hand free for them.
    fn arming(&self, out: &mut Vec<Choice>) {
        let Some(eq) = self.world.get::<Equipment>(self.me) else {
            return;
        };
        let strikes = |w: &Weapon| w.is_melee() || eq.has_missile(w);
        if eq.usable().any(strikes) {
            return;
        }
        let casts = has_spells_left(self.world.get::<Spellcasting>(self.me));
        // The most damage on average, the first listed among equals.
        let best = eq
            .weapons
            .iter()
            .filter(|w| !w.natural && strikes(w) && wieldable(eq, w))
            .filter(|w| !(casts && w.grip == crate::level::schema::Grip::TwoHanded))
            .min_by(|a, b| b.damage.average().total_cmp(&a.damage.average()));
        if let Some(weapon) = best {
            out.push(Choice {
                worth: 0.45,
                command: Command::Draw {
                    unit: self.unit(),
                    weapons: vec![weapon.id.clone()],
                },
                checked: false,
            });
        }
    }

    /// Taking up a weapon lying beside it when it carries none at all (it dropped them in a panic
    /// or a stun, a WFRP critical knocked them away; one it carries, [`Self::arming`] draws), or
    /// walking onto one within its move.
    fn pick_up_weapon(&self, out: &mut Vec<Choice>) {
        use crate::combat::objects::{Ground, Thing};
        use crate::rules::economy::ActionKind;
        let (world, me) = (self.world, self.me);
        // Only a unit that carries nothing that can strike (a bow with its arrows spent does
        // not): one with a weapon left draws it, and a beast fights with the claws it has.
        let armed_or_beast = world.get::<Equipment>(me).is_none_or(|eq| {
            eq.weapons
                .iter()
                .any(|w| (w.is_melee() || eq.has_missile(w)) && wieldable(eq, w))
        });
        if armed_or_beast || !self.affords(ActionKind::PickUp) {
            return;
        }
        let (Some(ground), Some(at)) = (
            world.get_resource::<Ground>(),
            world.get::<crate::combat::components::Position>(me),
        ) else {
            return;
        };
        let shape = crate::combat::board::shape(world);
        let reach = crate::combat::reads::effective_speed(world, me);
        let no_gear = Equipment::default();
        let eq_of_me = world.get::<Equipment>(me).unwrap_or(&no_gear);
        let nearest = ground
            .0
            .iter()
            .filter_map(|(p, things)| {
                let weapon = things.iter().find_map(|t| match t {
                    Thing::Weapon(w) if !w.natural && wieldable(eq_of_me, w) => Some(w.id.clone()),
                    _ => None,
                })?;
                Some((shape.distance(*p, at.0), *p, weapon))
            })
            .filter(|(d, ..)| *d <= reach)
            .min_by_key(|(d, p, _)| (*d, *p));
        let Some((distance, lies_at, weapon)) = nearest else {
            return;
        };
        let (worth, command) = match distance {
            0 | 1 => (
                PICK_UP_WORTH,
                Command::PickUp {
                    unit: self.unit(),
                    thing: Some(weapon),
                },
            ),
            _ => (
                FETCH_WORTH,
                Command::Move {
                    unit: self.unit(),
                    to: Some(lies_at),
                    path: None,
                    draw: None,
                },
            ),
        };
        out.push(Choice {
            worth,
            command,
            checked: false,
        });
    }

    /// The farthest a loaded ranged weapon in hand shoots (Core: its last range increment), for
    /// which foes can be shot at all; where to stand uses [`best_range`](Self::best_range), the
    /// range with no penalty.
    fn farthest_shot(&self) -> u32 {
        let ruleset = crate::rulesets::face::of(self.world);
        self.world.get::<Equipment>(self.me).map_or(0, |eq| {
            eq.usable()
                .filter(|w| shoots_now(eq, w))
                .map(|w| ruleset.farthest_shot(self.world, self.me, w))
                .max()
                .unwrap_or(0)
        })
    }

    /// The longest range of a loaded ranged weapon in hand (0 without one): in Core, its first
    /// increment, shot from with no penalty.
    fn best_range(&self) -> u32 {
        self.range_and_reach().0
    }

    /// Its melee reach (0 without a melee weapon in hand).
    fn reach(&self) -> u32 {
        self.range_and_reach().1
    }

    /// [`best_range`](Self::best_range) and [`reach`](Self::reach), read once per decision.
    fn range_and_reach(&self) -> (u32, u32) {
        *self.range_and_reach.get_or_init(|| {
            let equipment = self.world.get::<Equipment>(self.me);
            let range = equipment.map_or(0, |eq| {
                eq.usable()
                    .filter(|w| shoots_now(eq, w))
                    .filter_map(|w| w.range)
                    .max()
                    .unwrap_or(0)
            });
            let armed = equipment.is_some_and(|e| e.melee_weapon().is_some());
            let reach = if armed {
                self.world
                    .get::<CreatureSize>(self.me)
                    .map_or(1, |s| s.0.reach())
            } else {
                0
            };
            (range, reach)
        })
    }

    /// One move to the square the best attack after it is made from (an archer's, out of
    /// every reach), unless the attack from here is worth at least as much.
    fn move_to_attack<'f>(
        &self,
        foes: &[&Other],
        (speed, range, reach): (u32, u32, u32),
        far: &dyn Fn() -> &'f Vec<(Pos, u32)>,
        out: &mut Vec<Choice>,
    ) {
        let ranged = range > reach;
        // In a surprise round the one action is either the move or the attack.
        let standard_after = self.affords(ActionKind::Attack) && !self.budget.single_action;
        let limit = if ranged { range } else { reach };
        // An archer wants a square no one threatens (a careless one does not mind).
        let wary_archer = ranged && !self.careless();
        // Only a foe this near can be attacked after one move: a move of `speed` covers at most
        // that grid distance, and two legs add up to at most one more than their distances (a
        // diagonal each can make a dearer pair). The others' damage is never asked for.
        let within_a_move = |f: &Other| self.shape().distance(self.at, f.at) <= speed + limit + 1;
        // What hitting each foe within a move is worth (from any square it can be hit from).
        let harm: Vec<Option<f64>> = if standard_after {
            foes.iter()
                .map(|f| {
                    within_a_move(f).then(|| {
                        let odds = self.odds_guess(f);
                        self.harm_worth(f, odds.expected_damage, odds.hit_chance)
                    })
                })
                .collect()
        } else {
            Vec::new()
        };
        // The most a move to attack from elsewhere could be worth (the worths below, before any
        // threat or provocation is taken off). When the attack from here is worth more than
        // zero and no less, that move is never chosen (the attack comes first among equals and
        // the rules accept it), so the squares need not be looked at.
        let move_at_most = 0.95
            * harm
                .iter()
                .flatten()
                .map(|&harm| if self.careless() { 0.5 } else { harm })
                .fold(f64::NEG_INFINITY, f64::max);
        let outdone = self
            .attack_here()
            .is_some_and(|&(worth, ..)| worth > 0.0 && worth >= move_at_most);
        if standard_after && !outdone {
            let mut best: Option<(f64, Pos)> = None;
            for &(p, cost) in far() {
                if cost > speed {
                    continue;
                }
                let threat = if wary_archer {
                    f64::from(self.snap().threat_at(p))
                } else {
                    0.0
                };
                for (foe, harm) in foes.iter().zip(&harm) {
                    let Some(harm) = *harm else {
                        continue;
                    };
                    let d = self.shape().distance(p, foe.at);
                    if d == 0 || d > limit {
                        continue;
                    }
                    let worth = if self.careless() {
                        1.0 / (1.0 + f64::from(d))
                    } else if ranged {
                        harm - 0.5 * threat
                    } else {
                        harm
                    };
                    // The line is looked at only for a square that would be the new best.
                    if best.is_none_or(|(w, _)| worth > w)
                        && self
                            .shape()
                            .line_is_clear(p, foe.at, |q| self.snap().blocks_sight(q))
                    {
                        best = Some((worth, p));
                    }
                }
            }
            if let Some((worth, to)) = best {
                let provocations =
                    find_path(self.snap(), self.at, to, speed).map_or(0, |p| p.provocations);
                let penalty = if self.careless() {
                    0.0
                } else {
                    0.35 * f64::from(provocations)
                };
                out.push(Choice {
                    worth: worth * 0.95 - penalty,
                    command: self.move_to(to),
                    checked: false,
                });
            }
        }
    }

    /// A charge at each foe it reaches: farther than a move, and still an attack. (OSR's takes
    /// the whole turn; any path it finds covers the straight line planned here.)
    fn charges(
        &self,
        foes: &[&Other],
        speed: u32,
        reach: u32,
        ranged: bool,
        out: &mut Vec<Choice>,
    ) {
        let charge = crate::combat::charge::charge_kind(&self.budget);
        if !ranged && self.affords(charge) {
            for foe in foes {
                if self.shape().distance(self.at, foe.at) > speed * 2 + reach {
                    continue;
                }
                if let Some(weapon) =
                    crate::combat::charge::charge_weapon(self.world, self.snap(), self.me, foe.id)
                {
                    let f = odds_of(
                        self.world,
                        &Strike::new(self.me, foe.entity, &weapon, StrikeMode::Charge),
                    );
                    out.push(Choice {
                        worth: self.harm_worth(foe, f.expected_damage, f.hit_chance) * 0.9,
                        command: Command::Charge {
                            unit: self.unit(),
                            target: foe.id.to_string(),
                        },
                        checked: true,
                    });
                }
            }
        }
    }

    /// A side told to reach a region heads for it when nothing is in reach of an attack.
    fn head_for_region<'f>(&self, far: &dyn Fn() -> &'f Vec<(Pos, u32)>, out: &mut Vec<Choice>) {
        if let Some(region) = self.region_to_reach() {
            let best = far()
                .iter()
                .map(|&(p, cost)| {
                    let inside = region.contains(p);
                    let gap = if inside {
                        0
                    } else {
                        let nearest = Pos::new(
                            p.x.clamp(region.x, region.x + region.w - 1),
                            p.y.clamp(region.y, region.y + region.h - 1),
                        );
                        self.shape().distance(p, nearest)
                    };
                    (i64::from(gap) * 10 + i64::from(cost), p)
                })
                .min();
            if let Some((key, to)) = best {
                out.push(Choice {
                    worth: if key < 10 { 3.0 } else { 0.8 },
                    command: self.move_to(to),
                    checked: false,
                });
            }
        }
    }

    /// Moving to attack: one move to a square the best target can be attacked from, a charge, or,
    /// when nothing is in reach of a move, the moves left toward the best foe.
    fn movement(&self, out: &mut Vec<Choice>) {
        let speed = effective_speed(self.world, self.me);
        if speed == 0 || !self.affords(ActionKind::Move) {
            return;
        }
        // A unit that has readied an attack waits where it stands for the foe to come.
        if self
            .world
            .get::<crate::combat::ready::Readied>(self.me)
            .is_some()
        {
            return;
        }
        let range = self.best_range();
        let reach = self.reach();
        let ranged = range > reach;
        let can_attack_now = self.attack_here().is_some();
        // A melee unit that can strike already stays put.
        if can_attack_now && !ranged {
            return;
        }
        let foes: Vec<&Other> = self.fighting_foes().collect();
        if foes.is_empty() {
            return;
        }
        // One search serves both: a square costing no more than `speed` is one move away. A unit
        // that can attack from here only looks one move away (it never walks on without attacking).
        let moves = if can_attack_now {
            1
        } else {
            self.budget.moves_left().clamp(1, 2)
        };
        // Searched only when a branch below needs it: a unit with no better square to go to
        // (most turns after an attack) costs no search at all.
        let far_squares = std::cell::OnceCell::new();
        let far =
            || far_squares.get_or_init(|| reachable_squares(self.snap(), self.at, speed * moves));
        self.move_to_attack(&foes, (speed, range, reach), &far, out);
        if can_attack_now {
            return;
        }
        self.charges(&foes, speed, reach, ranged, out);
        self.head_for_region(&far, out);
        let pace = Pace {
            walk: speed * moves,
            range,
            reach,
        };
        self.close_in(&foes, pace, &far, out);
    }

    /// Closing in on the best foe: the square within the moves left nearest to it (ranged
    /// units: at their range, out of reach), the cheapest among equals; a closed door in the way
    /// is opened first.
    fn close_in<'f>(
        &self,
        foes: &[&Other],
        pace: Pace,
        far: &dyn Fn() -> &'f Vec<(Pos, u32)>,
        out: &mut Vec<Choice>,
    ) {
        let ranged = pace.range > pace.reach;
        let want = if ranged {
            pace.range.max(1)
        } else {
            pace.reach.max(1)
        };
        let Some((goal, walk)) = self.goal(foes, pace.walk) else {
            return;
        };
        let board = crate::combat::hot::resource::<Board>(self.world);
        let walked = |p: Pos| match &walk {
            None => self.shape().distance(p, goal),
            Some(walk) => board.index(p).map_or(u32::MAX, |i| walk[i]),
        };
        self.open_door_ahead(goal, ranged, walked, out);
        // How far a square is from where the unit wants to be: an archer wants its range with
        // the goal in sight (out of sight, the walk toward it counts, after every square in
        // sight: at its range behind a wall it would wait for ever); a melee unit, beside it.
        let gap_at = |p: Pos| {
            if !ranged {
                return walked(p);
            }
            let in_sight = self
                .shape()
                .line_is_clear(p, goal, |q| self.snap().blocks_sight(q));
            if in_sight {
                self.shape().distance(p, goal).abs_diff(want)
            } else {
                want.saturating_add(walked(p))
            }
        };
        // Already at its range in sight (ranged) or next to the goal (melee): no square is closer.
        let no_closer = if ranged {
            gap_at(self.at) == 0
        } else {
            walked(self.at) <= 1
        };
        if no_closer {
            return;
        }
        let wary_archer = ranged && !self.careless();
        let best = nearest_square(far(), wary_archer, self.snap(), walked, |p, walk_from_p| {
            if ranged { gap_at(p) } else { walk_from_p }
        });
        let closer = |to: Pos| {
            if ranged {
                gap_at(to) < gap_at(self.at)
            } else {
                walked(to) < walked(self.at)
            }
        };
        if let Some((_, to)) = best
            && closer(to)
        {
            let provocations = if self.careless() {
                0
            } else {
                find_path(self.snap(), self.at, to, pace.walk).map_or(0, |p| p.provocations)
            };
            out.push(Choice {
                worth: (0.3 - 0.2 * f64::from(provocations)).max(0.01),
                command: self.move_to(to),
                checked: false,
            });
        }
    }

    /// The foe to close in on, and the walking distances to it (none when the straight way is
    /// open): the best by score a walk of `walk` squares leads toward; past one across deep
    /// water, the next best (the first of equals, as `max_by` takes the last).
    fn goal(&self, foes: &[&Other], walk: u32) -> Option<(Pos, Option<std::rc::Rc<[u32]>>)> {
        let score = |f: &Other| {
            let d = f64::from(self.shape().distance(self.at, f.at));
            if self.careless() {
                -d
            } else {
                f.danger() / 10.0 + (1.0 - f64::from(f.hp) / f64::from(f.max_hp.max(1))) - d / 10.0
                    + if f.casts { 0.5 } else { 0.0 }
            }
        };
        let best = foes
            .iter()
            .copied()
            .max_by(|a, b| score(a).total_cmp(&score(b)))?;
        // Walking distances to the goal, so a wall between is gone round rather than pressed
        // against; doors count as open, and a closed one in the way is opened when reached.
        // With nothing in the straight way, the straight distance does and costs nothing.
        let board = crate::combat::hot::resource::<Board>(self.world);
        let walk_to_goal = |goal: Pos| {
            // Terrain only (the board, not this unit's view of it): a unit next to its goal
            // after attacking learns it needs no step without a snapshot being taken.
            let open_ground = self
                .shape()
                .line_is_clear(self.at, goal, |q| board.is_wall(q));
            let walk = (!open_ground).then(|| walking_distances(board, goal, self.at, walk + 1));
            let leads_there = walk
                .as_ref()
                .is_none_or(|w| board.index(self.at).is_some_and(|i| w[i] != u32::MAX));
            leads_there.then_some((goal, walk))
        };
        walk_to_goal(best.at).or_else(|| {
            let mut ranked: Vec<&Other> = foes.iter().rev().copied().collect();
            ranked.sort_by(|a, b| score(b).total_cmp(&score(a)));
            ranked
                .into_iter()
                .filter(|f| f.entity != best.entity)
                .find_map(|f| walk_to_goal(f.at))
        })
    }

    /// Opening a closed door beside the unit on the way to `goal` (`walked`: the walk from a
    /// square to it). Beside the goal only through doors (a diagonal between two closed ones), a
    /// door beside both is the way to strike it, as much as one nearer is the way to walk.
    fn open_door_ahead(
        &self,
        goal: Pos,
        ranged: bool,
        walked: impl Fn(Pos) -> u32,
        out: &mut Vec<Choice>,
    ) {
        let board = crate::combat::hot::resource::<Board>(self.world);
        let beside_through_doors = !ranged
            && walked(self.at) <= 1
            && !self
                .shape()
                .line_is_clear(self.at, goal, |q| board.is_wall(q));
        let closed_door_ahead = board
            .shape
            .neighbours(self.at)
            .filter(|&p| {
                board.is_door(p)
                    && board.is_wall(p)
                    && (walked(p) < walked(self.at) || beside_through_doors && walked(p) <= 1)
            })
            .min_by_key(|&p| walked(p));
        if let Some(at) = closed_door_ahead {
            out.push(Choice {
                worth: 0.5,
                command: Command::ToggleDoor {
                    unit: self.unit(),
                    at,
                },
                checked: false,
            });
        }
    }

    /// Lying down (tripped, or awake again after falling unconscious): get up first, a move
    /// action, before the standard action's blow, however many foes the rise provokes: prone, it
    /// fights at −4 and is struck at +4, and cannot walk.
    fn stand_up(&self, out: &mut Vec<Choice>) {
        if !crate::combat::reads::is_prone(self.world, self.me)
            || !self.affords(ActionKind::StandUp)
        {
            return;
        }
        out.push(Choice {
            worth: STAND_UP_FIRST,
            command: Command::StandUp { unit: self.unit() },
            checked: false,
        });
    }

    /// On foot next to a free mount of its side and out of every reach: get into the saddle, which
    /// beats walking (the mount's speed) but not an attack it could make instead.
    fn saddle_up(&self, out: &mut Vec<Choice>) {
        if self.careless()
            || crate::combat::mounted::mount_of(self.world, self.me).is_some()
            || !self.affords(ActionKind::Mount)
        {
            return;
        }
        // Only a mount can be mounted (the rules refuse the others): a unit with no mount of its
        // side beside it need not look at the board.
        let mut beside = self
            .others
            .iter()
            .filter(|o| {
                !o.foe
                    && self.shape().adjacent(o.at, self.at)
                    && self.world.get::<Rideable>(o.entity).is_some()
            })
            .peekable();
        if beside.peek().is_none() || self.snap().threat_at(self.at) > 0 {
            return;
        }
        let mount =
            beside.find(|o| crate::combat::mounted::check_mount(self.world, self.me, o.id).is_ok());
        if let Some(mount) = mount {
            out.push(Choice {
                worth: 0.35,
                command: Command::Mount {
                    unit: self.unit(),
                    mount: mount.id.to_string(),
                },
                checked: true,
            });
        }
    }

    /// The region its side must reach, if the level gives it one (and this unit may be the one).
    fn region_to_reach(&self) -> Option<crate::level::schema::Region> {
        let script = self.world.get_resource::<crate::combat::script::Script>()?;
        let side = self.world.get::<Side>(self.me)?.0;
        let side_id = &crate::combat::hot::resource::<Sides>(self.world)
            .0
            .get(side)?
            .id;
        script.objectives.iter().find_map(|o| match &o.goal {
            crate::level::schema::Goal::Reach { region, unit }
                if &o.side == side_id && unit.as_ref().is_none_or(|u| *u == *self.id) =>
            {
                Some(*region)
            }
            _ => None,
        })
    }

    fn move_to(&self, to: Pos) -> Command {
        Command::Move {
            unit: self.unit(),
            to: Some(to),
            path: None,
            draw: None,
        }
    }

    /// The odds of its best weapon in hand (by damage on average) against `foe`: where it
    /// attacks from changes nothing in the rules it plays. The same odds as an attack from here
    /// is weighed by, so a move to strike a foe it can already strike is never worth more than
    /// striking (with a guessed 60 % to hit, a poor shot at a foe nearly down looked better
    /// from the next square, and an archer walked back and forth, round after round).
    fn odds_guess(&self, foe: &Other) -> Odds {
        let none = Odds {
            hit_chance: 0.0,
            expected_damage: 0.0,
        };
        let Some(eq) = self.world.get::<Equipment>(self.me) else {
            return none;
        };
        eq.usable()
            .map(|w| self.forecast(foe.entity, w))
            .fold(none, |best, odds| {
                if odds.expected_damage > best.expected_damage {
                    odds
                } else {
                    best
                }
            })
    }

    /// Every castable spell at every sensible aim, worth its expected effect.
    fn spells(&self, out: &mut Vec<Choice>) {
        let Some(casting) = self.world.get::<Spellcasting>(self.me) else {
            return;
        };
        if self.fighting_foes().next().is_none() {
            return;
        }
        for known in &casting.spells {
            // An immediate spell waits for a foe's attack (see `standing_reaction`).
            if known.spell.casting_time == CastingTime::Action(ActionCost::Immediate) {
                continue;
            }
            let Ok((spell, _, left)) = check_castable(self.world, self.me, &known.spell.id) else {
                continue;
            };
            let threatened = self.snap().threat_at(self.at) > 0;
            for (target, at) in self.aims(&spell.target) {
                // Casting defensively only matters where casting would provoke.
                for defensively in [false, true] {
                    if defensively && !threatened {
                        continue;
                    }
                    let Ok(plan) = check_cast(
                        self.world,
                        self.me,
                        &spell.id,
                        target.as_deref(),
                        at,
                        defensively,
                    ) else {
                        continue;
                    };
                    let mut worth = self.cast_worth(&plan);
                    // Keep the last uses of strong spells for when they count.
                    if self.difficulty == Difficulty::Hard {
                        worth -= 0.1 * f64::from(spell.level) / f64::from(left.max(1));
                    }
                    // A swift spell spends nothing the turn's other actions need: one worth
                    // casting goes first (a bonus to attacks, before the attack).
                    if worth > 0.0 && spell.casting_time == CastingTime::Action(ActionCost::Swift) {
                        worth += SWIFT_FIRST;
                    }
                    out.push(Choice {
                        worth,
                        command: Command::Cast {
                            unit: self.unit(),
                            spell: spell.id.clone(),
                            target: target.clone(),
                            at,
                            facing: None,
                            defensively,
                        },
                        checked: true,
                    });
                }
            }
        }
    }

    /// The spells of the magic items the unit carries, weighed as its own spells are, each a
    /// little below the same spell of its own (charges do not come back).
    fn item_spells(&self, out: &mut Vec<Choice>) {
        if self.fighting_foes().next().is_none() {
            return;
        }
        for item in crate::combat::magic_items::magic_items(self.world, self.me) {
            let Some(magic) = &item.magic else { continue };
            for held in &magic.spells {
                let Some(spell) = &held.resolved else {
                    continue;
                };
                for (target, at) in self.aims(&spell.target) {
                    let Ok(plan) = crate::combat::magic_items::check_use(
                        self.world,
                        self.me,
                        &item.id,
                        Some(&held.spell),
                        target.as_deref(),
                        (at, None),
                    ) else {
                        continue;
                    };
                    let risks = crate::combat::magic_items::risks(
                        self.world,
                        self.me,
                        plan.kind,
                        &plan.spell,
                    );
                    let mut worth = self.cast_worth_with(&plan.as_cast_plan(self.world), risks)
                        - ITEM_CHARGE_WORTH;
                    if self.difficulty == Difficulty::Hard {
                        let left = plan.charges_left + held.charges;
                        worth -= 0.1 * f64::from(spell.level) / f64::from(left.max(1));
                    }
                    out.push(Choice {
                        worth,
                        command: Command::UseItem {
                            unit: self.unit(),
                            item: item.id.clone(),
                            spell: Some(held.spell.clone()),
                            target: target.clone(),
                            at,
                            facing: None,
                        },
                        checked: true,
                    });
                }
            }
        }
    }

    /// Where a spell could be aimed: each creature for creature spells, the corners and squares
    /// around foes for spheres and cubes, the eight ways for cones and lines.
    fn aims(&self, target: &SpellTarget) -> Vec<(Option<String>, Option<Pos>)> {
        let foes: Vec<&Other> = self.fighting_foes().collect();
        if self.shape() == BoardShape::Hex
            && let SpellTarget::Area(area) = target
        {
            return self.hex_aims(*area, &foes);
        }
        match target {
            SpellTarget::Caster => vec![(None, None)],
            SpellTarget::Creature => self
                .others
                .iter()
                .map(|o| (Some(o.id.to_string()), None))
                .chain([(Some(self.unit()), None)])
                .collect(),
            SpellTarget::Area(Area::Sphere(_)) => {
                let mut corners: Vec<Pos> = foes
                    .iter()
                    .flat_map(|f| {
                        [(0, 0), (1, 0), (0, 1), (1, 1)].map(|(dx, dy)| f.at.offset(dx, dy))
                    })
                    .collect();
                corners.sort();
                corners.dedup();
                corners.into_iter().map(|c| (None, Some(c))).collect()
            }
            SpellTarget::Area(Area::Cube(n)) => {
                let n = *n as i32;
                let mut tops: Vec<Pos> = foes
                    .iter()
                    .flat_map(|f| {
                        (0..n)
                            .map(move |k| f.at.offset(-k, -k))
                            .chain([f.at.offset(-(n - 1), 0), f.at.offset(0, -(n - 1))])
                    })
                    .collect();
                tops.sort();
                tops.dedup();
                tops.into_iter().map(|t| (None, Some(t))).collect()
            }
            SpellTarget::Area(Area::Cone(l) | Area::Line(l)) => Facing::ALL
                .iter()
                .map(|f| {
                    let (dx, dy) = f.step();
                    let l = (*l).max(1) as i32;
                    (None, Some(self.at.offset(dx * l, dy * l)))
                })
                .collect(),
        }
    }

    /// [`Self::aims`] for an area on a hex board: spheres and cubes centred on each foe's cell and
    /// the cells around it, cones and lines along the six facings.
    fn hex_aims(&self, area: Area, foes: &[&Other]) -> Vec<(Option<String>, Option<Pos>)> {
        let shape = BoardShape::Hex;
        match area {
            Area::Sphere(_) | Area::Cube(_) => {
                let mut centres: Vec<Pos> = foes
                    .iter()
                    .flat_map(|f| std::iter::once(f.at).chain(shape.neighbours(f.at)))
                    .collect();
                centres.sort();
                centres.dedup();
                centres.into_iter().map(|c| (None, Some(c))).collect()
            }
            Area::Cone(l) | Area::Line(l) => crate::rules::hex::HexFacing::ALL
                .iter()
                .map(|f| (None, Some(f.cells_from(self.at, l.max(1) as i32))))
                .collect(),
        }
    }

    /// What a checked cast is worth: harm to foes, less half again as much to friends; heals on
    /// the wounded; conditions and bonuses by how much they change the fight; all scaled by the
    /// chance the spell goes off at all.
    fn cast_worth(&self, plan: &CastPlan) -> f64 {
        self.cast_worth_with(plan, casting_risks(self.world, self.me, plan))
    }

    /// [`cast_worth`](Self::cast_worth) with what can stop the spell given: a magic item's use
    /// has its own.
    fn cast_worth_with(&self, plan: &CastPlan, risks: Vec<CastingRisk>) -> f64 {
        // A harmful spell aimed at a friend, or a helpful one at a foe, is worth nothing. Of the
        // conditions only being unseen helps (invisibility).
        let harmful = plan.spell.effects.iter().any(|e| match e {
            SpellEffect::Damage { .. }
            | SpellEffect::Bleed { .. }
            | SpellEffect::NegativeLevels { .. } => true,
            SpellEffect::Condition { condition, .. } => !condition
                .row()
                .has(crate::rules::condition_table::Flag::Unseen),
            _ => false,
        });
        if let Aim::Unit(t) = plan.aim {
            let on_foe = self.others.iter().any(|o| o.entity == t && o.foe);
            let dispel = plan.spell.effects.contains(&SpellEffect::Dispel);
            if !dispel && harmful != on_foe {
                return 0.0;
            }
        }
        let mut worth = 0.0;
        for o in outlook(self.world, self.me, plan) {
            let who = self.others.iter().find(|x| x.entity == o.unit);
            let foe = who.is_some_and(|w| w.foe);
            let (hp, max_hp, danger, casts, can_act) = match who {
                Some(w) => (w.hp, w.max_hp, w.danger(), w.casts, w.state.can_act()),
                None => (self.hp, self.max_hp, 5.0, true, true),
            };
            let lands =
                o.hit_chance * (1.0 - o.resist_chance) * (1.0 - o.save_chance.unwrap_or(0.0));
            let mut harm = 0.0;
            let mut help = 0.0;
            if o.expected_damage > 0.0 && can_act {
                harm += (o.expected_damage / f64::from(hp.max(1))).min(1.0) * (1.0 + danger / 10.0);
            }
            if o.expected_healing > 0.0 {
                help += o.expected_healing / f64::from(max_hp.max(1)) * 1.5;
            }
            for effect in &plan.spell.effects {
                match effect {
                    // Unseen, a friend is hard to shoot and strikes foes off guard.
                    SpellEffect::Condition {
                        condition: ConditionId::Invisible,
                        ..
                    } => {
                        let already = self
                            .world
                            .get::<SpellEffects>(o.unit)
                            .is_some_and(|s| s.has(ConditionId::Invisible));
                        if !already && can_act {
                            help += lands * 0.5;
                        }
                    }
                    // A few hit points each turn until healed: weighed as the dice's worth
                    // over three turns.
                    SpellEffect::Bleed { dice } => {
                        harm += lands * 3.0 * dice.average() / f64::from(max_hp.max(1));
                    }
                    // Each level: its hit points, and −1 on every roll for the rest of the fight.
                    SpellEffect::NegativeLevels { dice } => {
                        let per_level = 5.0 / f64::from(max_hp.max(1)) + 0.05;
                        harm += lands * dice.average() * per_level;
                    }
                    SpellEffect::Condition { condition, .. } if can_act => {
                        let weight = condition_harm(*condition, casts);
                        harm += lands * weight * (1.0 + danger / 10.0);
                    }
                    SpellEffect::Bonus { amount, to, .. } => {
                        let already = self
                            .world
                            .get::<SpellEffects>(o.unit)
                            .is_some_and(|s| s.0.iter().any(|a| a.spell == plan.spell.id));
                        // A bonus to its own attacks that lapses by its next turn helps only
                        // while this turn's standard action is left to attack with.
                        let wasted = o.unit == self.me
                            && *to == crate::level::spells::BonusTarget::Attack
                            && plan.spell.duration
                                == crate::level::spells::SpellDuration::Rounds(1)
                            && !self.affords(ActionKind::Attack);
                        if !already && !wasted {
                            let size = f64::from(amount.abs()) * 0.12 * lands;
                            if *amount > 0 {
                                help += size;
                            } else {
                                harm += size;
                            }
                        }
                    }
                    SpellEffect::Dispel => {
                        // On a foe it strips its friends' help; on a friend, the foes' hexes.
                        let gain = o.dispels.iter().map(|(_, c)| c * 0.4).sum::<f64>();
                        if foe {
                            harm += gain;
                        } else {
                            help += gain;
                        }
                    }
                    _ => {}
                }
            }
            if foe {
                worth += harm - help;
            } else {
                // Friends caught by a harmful spell count against it, half again as much.
                worth += help - 1.5 * harm;
            }
        }
        let mut goes_off = 1.0;
        for risk in risks {
            goes_off *= match risk {
                CastingRisk::Provokes(by) | CastingRisk::ItemProvokes(by) => {
                    0.6f64.powi(by.len() as i32)
                }
                CastingRisk::Concentration { chance, .. } => chance,
                CastingRisk::ArcaneFailure(p) | CastingRisk::ConditionFailure(p, _) => {
                    1.0 - f64::from(p) / 100.0
                }
                CastingRisk::TakesTurns(n) => 0.7f64.powi(n as i32),
                CastingRisk::CastingRoll { chance, .. } => chance,
            };
        }
        worth * goes_off
    }
}

/// Squares of walking to `goal` (8 ways, no cutting a wall's corner, other units ignored, doors
/// passable); `u32::MAX` where no walk leads. Exact for every square within `margin` squares
/// of walking more than `from` (farther squares may be left at `u32::MAX`): no farther square
/// matters to a unit at `from`.
///
/// Several units in a row often head for the same foe, and the terrain with doors open does
/// not change within a fight, so the last walk worked out is kept and serves every later
/// question it answers exactly.
fn walking_distances(board: &Board, goal: Pos, from: Pos, margin: u32) -> std::rc::Rc<[u32]> {
    /// The last walk: the terrain it was for (held, so its address cannot become another
    /// board's), its goal, the distance up to which every square's is known (`u32::MAX`: all),
    /// and the distances.
    type KnownWalk = (
        std::sync::Arc<crate::combat::components::PaddedTerrain>,
        Pos,
        u32,
        std::rc::Rc<[u32]>,
    );
    thread_local! {
        static LAST_WALK: std::cell::RefCell<Option<KnownWalk>> =
            const { std::cell::RefCell::new(None) };
    }
    LAST_WALK.with_borrow_mut(|last| {
        if let Some((terrain, known_goal, known_to, dist)) = last.as_ref()
            && std::sync::Arc::ptr_eq(terrain, &board.padded)
            && *known_goal == goal
            && walk_covers(board, dist, *known_to, from, margin)
        {
            return dist.clone();
        }
        let (dist, known_to) = walk_to(board, goal, from, margin);
        let dist: std::rc::Rc<[u32]> = dist.into();
        *last = Some((board.padded.clone(), goal, known_to, dist.clone()));
        dist
    })
}

/// Whether distances known up to `known_to` answer a unit at `from` looking `margin` squares
/// farther: those up to one past that (the most [`walk_to`] would work out).
fn walk_covers(board: &Board, dist: &[u32], known_to: u32, from: Pos, margin: u32) -> bool {
    known_to == u32::MAX
        || board.index(from).is_some_and(|i| {
            dist[i] <= known_to && dist[i].saturating_add(margin).saturating_add(1) <= known_to
        })
}

/// The walk itself (breadth first from the goal): the distances, and the distance up to which
/// every square's is known (`u32::MAX` when the search covered every square it could reach).
fn walk_to(board: &Board, goal: Pos, from: Pos, margin: u32) -> (Vec<u32>, u32) {
    let n = (board.width * board.height) as usize;
    let mut dist = vec![u32::MAX; n];
    let Some(start) = board.index(goal) else {
        return (dist, u32::MAX);
    };
    let terrain = &*board.padded;
    // Per row parity and neighbour: the step on the padded board and on the map.
    let offsets = [0, 1].map(|row| {
        let mut table = [(0, 0); 8];
        for (d, &(dx, dy)) in board.shape.neighbour_offsets(row).iter().enumerate() {
            table[d] = (
                (dy * terrain.stride + dx) as isize,
                (dy * board.width + dx) as isize,
            );
        }
        table
    });
    let parity = |i: usize| match board.shape {
        BoardShape::Square => 0,
        BoardShape::Hex => (i / board.width as usize) & 1,
    };
    let end = board.index(from);
    dist[start] = 0;
    let mut queue = std::collections::VecDeque::from([(terrain.index(goal), start)]);
    let mut stop_after = u32::MAX;
    while let Some((here, i)) = queue.pop_front() {
        let d = dist[i];
        if Some(i) == end {
            stop_after = d.saturating_add(margin);
        }
        if d > stop_after {
            // Every square up to `stop_after` has been expanded, so every one a step beyond
            // has its distance.
            return (dist, stop_after + 1);
        }
        let mut steps = terrain.steps_through_doors[here];
        while steps != 0 {
            let (on_padded, on_map) = offsets[parity(i)][steps.trailing_zeros() as usize];
            steps &= steps - 1;
            let next = (i as isize + on_map) as usize;
            if dist[next] == u32::MAX {
                dist[next] = d + 1;
                queue.push_back(((here as isize + on_padded) as usize, next));
            }
        }
    }
    (dist, u32::MAX)
}

/// How much laying `condition` on a foe is worth, by what its row takes away: helpless above all,
/// then a lost turn, a turn the condition plays (fleeing, confused), a spoiled casting (for a
/// caster), a turn cut to one move or one action, a halved pace, the ground, and last its
/// penalties.
fn condition_harm(condition: ConditionId, casts: bool) -> f64 {
    use crate::rules::condition_table::{Flag, Target};
    let row = condition.row();
    let set: crate::rules::condition_table::ConditionSet = [condition].into_iter().collect();
    if row.has(Flag::Unseen) {
        0.0
    } else if set.has(Flag::Helpless) {
        0.9
    } else if row.has(Flag::CannotAct) {
        0.6
    } else if row.has(Flag::Flees) || row.has(Flag::ActsAtRandom) {
        0.55
    } else if row.has(Flag::NoVerbal) {
        if casts { 0.6 } else { 0.02 }
    } else if row.has(Flag::MoveOnly) {
        0.5
    } else if row.has(Flag::SingleAction) {
        0.35
    } else if row.has(Flag::HalfSpeed) {
        0.3
    } else if row.has(Flag::CrossbowOnly) {
        0.15
    } else {
        let penalty = -(set.total(Target::Attack) + set.total(Target::Damage));
        (f64::from(penalty) * 0.05).max(0.02)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_kept_query_sees_the_other_units_as_looking_each_component_up_does() {
        // The Goblin King: reinforcements joining mid-fight, doors, the fallen and the dead;
        // every unit's view of the others, after every command of a fight.
        let mut seen = 0;
        let commands = sim::inspect_each_state("levels/05_the_goblin_king.ron", 5, 400, |world| {
            for me in crate::combat::reads::roster_entities(world) {
                let mut by_query = others_by_query(world, me).expect("components registered");
                by_query.sort_by_key(|(listed, _)| *listed);
                assert_eq!(by_query, others_by_lookup(world, me), "after {seen}");
            }
            seen += 1;
        });
        assert!(commands > 20, "the fight went on for {commands} commands");
    }

    #[test]
    fn a_kept_walk_answers_as_a_walk_worked_out_afresh() {
        // The Goblin King's hall: walls, a gap, two doors. Questions that share goals, from
        // near and far, with short and long looks ahead (the short ones stop early); a kept
        // walk must give every distance a fresh one gives (the squares beyond a fresh walk's
        // horizon matter to no one).
        let commands = sim::inspect_each_state("levels/05_the_goblin_king.ron", 5, 1, |world| {
            let board = crate::combat::hot::resource::<Board>(world);
            let floor: Vec<Pos> = (0..board.height)
                .flat_map(|y| (0..board.width).map(move |x| Pos::new(x, y)))
                .filter(|&p| !board.is_wall(p))
                .collect();
            let (mut kept, mut asked) = (0, 0);
            let mut last: Option<std::rc::Rc<[u32]>> = None;
            for (k, &goal) in floor.iter().enumerate().step_by(7) {
                for (j, &from) in floor.iter().enumerate() {
                    let margin = [13, 0, 2, 5, 1][(j + k) % 5];
                    let walk = walking_distances(board, goal, from, margin);
                    let (fresh, _) = walk_to(board, goal, from, margin);
                    for (i, (&w, &f)) in walk.iter().zip(&fresh).enumerate() {
                        if f != u32::MAX {
                            assert_eq!(w, f, "goal {goal}, from {from}, square {i}");
                        } else {
                            let horizon =
                                fresh[board.index(from).unwrap()].saturating_add(margin + 1);
                            assert!(w == u32::MAX || w > horizon, "goal {goal}, from {from}");
                        }
                    }
                    kept +=
                        usize::from(last.as_ref().is_some_and(|l| std::rc::Rc::ptr_eq(l, &walk)));
                    asked += 1;
                    last = Some(walk);
                }
            }
            assert!(
                kept > asked / 4 && kept < asked,
                "{kept} of {asked} answered from memory"
            );
        });
        assert_eq!(commands, 1);
    }
}
