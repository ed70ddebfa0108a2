//! Spells every ruleset with magic shares: which spells a unit may cast now (known, uses left,
//! the action, its components), where a spell may be aimed (range, sight, the areas of seed 000's
//! spell format on squares and hexes), keeping a spell of several turns up until it takes shape,
//! cancelling one's own spell, and the lasting effects' bookkeeping. What a spell does when it
//! lands, and what can stop a casting, are the ruleset's (`Ruleset::spell_lands`,
//! `Ruleset::perform` for `Cast`).

use super::components::*;
use super::events::CombatEvent;
use super::reads::{entity_of, health_state, unit_id};
use super::rejection::Rejection;
use super::resolver::{EngineError, Resolver};
use crate::i18n::Phrase;
use crate::level::spells::{
    Area, CastingTime, Component, ConditionId, Spell, SpellRange, SpellTarget,
};
use crate::phrase;
use crate::rules::board_shape::BoardShape;
use crate::rules::economy::{ActionCost, ActionKind};
use crate::rules::grid::Pos;
use crate::rules::health::Healing;
use crate::rules::hex::{self, HexFacing};
use crate::rules::templates::{self, Corner, Facing, Origin};
use bevy::prelude::*;

/// What a checked cast is aimed at.
#[derive(Clone, Debug, PartialEq)]
pub enum Aim {
    Caster,
    Unit(Entity),
    Area { shape: Phrase, squares: Vec<Pos> },
}

/// A cast the rules allow.
#[derive(Clone, Debug, PartialEq)]
pub struct CastPlan {
    pub spell: Spell,
    pub cost: ActionCost,
    pub aim: Aim,
    pub uses_left: u32,
    pub defensively: bool,
}

/// The square a cone or line given by its facing is aimed at: as far as it reaches that way, so
/// a line runs straight.
pub fn aim_by_facing(
    world: &World,
    caster: Entity,
    spell_id: &str,
    at: Option<Pos>,
    facing: Facing,
) -> Result<Pos, Rejection> {
    let no = |why: Phrase| Rejection::CannotCast {
        unit: unit_id(world, caster),
        spell: spell_id.to_string(),
        why,
    };
    if at.is_some() {
        return Err(no(phrase!("why-give-at-or-facing-not-both")));
    }
    let from = world
        .get::<Position>(caster)
        .map(|p| p.0)
        .unwrap_or_default();
    let area = world
        .get::<Spellcasting>(caster)
        .and_then(|c| c.known(spell_id))
        .map(|k| k.spell.target);
    facing_square(super::board::shape(world), from, area, facing).map_err(no)
}

/// The square a cone or line of `area` faced `facing` from `from` is aimed at (`from` for a spell
/// not known, which is refused elsewhere with its own reason); why not, for another shape or
/// for a facing a hex board does not have.
pub fn facing_square(
    shape: BoardShape,
    from: Pos,
    area: Option<SpellTarget>,
    facing: Facing,
) -> Result<Pos, Phrase> {
    match area {
        Some(SpellTarget::Area(Area::Cone(l) | Area::Line(l))) => {
            let l = l.max(1) as i32;
            match shape {
                BoardShape::Square => {
                    let (dx, dy) = facing.step();
                    Ok(Pos::new(from.x + dx * l, from.y + dy * l))
                }
                BoardShape::Hex => HexFacing::of(facing)
                    .map(|f| f.cells_from(from, l))
                    .ok_or_else(|| phrase!("why-no-such-facing-on-hex")),
            }
        }
        None => Ok(from),
        Some(_) => Err(phrase!("why-a-facing-only-aims-cones-and")),
    }
}

/// The squares an area covers from a caster at `from` aimed at `at`, before range and walls, and
/// how the log names it. On hexes (see [`crate::rules::hex`]) a sphere and a cube are centred
/// on the cell aimed at, and a cone and a line run along the facing nearest it.
pub fn area_squares(
    shape: BoardShape,
    area: Area,
    from: Pos,
    at: Pos,
) -> (Phrase, Vec<Pos>, Origin) {
    if shape == BoardShape::Hex {
        return hex_area_cells(area, from, at);
    }
    match area {
        Area::Cone(l) => {
            let facing = Facing::toward(from, at);
            (
                phrase!(
                    "shape-cone",
                    length = l,
                    facing = crate::i18n::as_term(format!("{facing:?}"))
                ),
                templates::cone(from, facing, l),
                Origin::Square(from),
            )
        }
        Area::Line(l) => (
            phrase!("shape-line", length = l, at = at.to_string()),
            templates::line(from, at, l),
            Origin::Square(from),
        ),
        Area::Sphere(r) => {
            let corner = Corner { x: at.x, y: at.y };
            (
                phrase!("shape-sphere", radius = r, at = at.to_string()),
                templates::sphere(corner, r),
                Origin::Corner(corner),
            )
        }
        Area::Cube(n) => (
            phrase!("shape-cube", side = n, at = at.to_string()),
            templates::cube(at, n),
            Origin::Square(from),
        ),
    }
}

/// [`area_squares`] on a hex board.
fn hex_area_cells(area: Area, from: Pos, at: Pos) -> (Phrase, Vec<Pos>, Origin) {
    let facing = HexFacing::toward(from, at);
    let facing_term = || crate::i18n::as_term(format!("{:?}", facing.as_facing()));
    match area {
        Area::Cone(l) => (
            phrase!("shape-cone", length = l, facing = facing_term()),
            hex::hex_cone(from, facing, l),
            Origin::Square(from),
        ),
        Area::Line(l) => (
            phrase!("shape-line", length = l, at = at.to_string()),
            hex::hex_line_toward(from, at, l),
            Origin::Square(from),
        ),
        Area::Sphere(r) => (
            phrase!("shape-sphere-on-cell", radius = r, at = at.to_string()),
            hex::hex_sphere(at, r),
            Origin::Square(at),
        ),
        Area::Cube(n) => (
            phrase!("shape-cube-on-cell", side = n, at = at.to_string()),
            hex::hex_cube(at, n),
            // As on squares, a cube is reached from the caster.
            Origin::Square(from),
        ),
    }
}

/// The four squares around intersection `at` (the top-left corner of square `at`).
fn corner_squares(at: Pos) -> [Pos; 4] {
    [(0, 0), (-1, 0), (0, -1), (-1, -1)].map(|(dx, dy)| Pos::new(at.x + dx, at.y + dy))
}

/// Whether a sphere's intersection `at` is within `range` of the caster: the nearest of the four
/// squares around it is. (Line of effect to the origin is checked apart: a clear line to one of
/// those squares.)
fn corner_in_range(from: Pos, at: Pos, range: u32) -> bool {
    corner_squares(at)
        .into_iter()
        .any(|p| crate::rules::grid::grid_distance(from, p) <= range)
}

/// Whether the caster could cast `spell_id` now, wherever it aims: it knows the spell, has a use
/// left, the action to spend, and a free hand for a somatic component. The spell and its cost.
pub fn check_castable(
    world: &World,
    caster: Entity,
    spell_id: &str,
) -> Result<(Spell, ActionCost, u32), Rejection> {
    let no = |why: Phrase| Rejection::CannotCast {
        unit: unit_id(world, caster),
        spell: spell_id.to_string(),
        why,
    };
    let casting = world
        .get::<Spellcasting>(caster)
        .ok_or_else(|| no(phrase!("why-it-knows-no-spells")))?;
    let known = casting
        .known(spell_id)
        .ok_or_else(|| no(phrase!("why-it-does-not-know-that-spell")))?;
    let spell = known.spell.clone();
    if known.left == 0 {
        return Err(no(phrase!("why-it-has-no-uses-of-it")));
    }
    let time = match spell.casting_time {
        CastingTime::Action(cost) => cost,
        CastingTime::Rounds(_) => ActionCost::FullRound,
    };
    let cost = super::reads::afford(world, ActionKind::Cast(time))?;
    if spell.has(Component::V) && super::reads::is_silenced(world, caster) {
        return Err(no(phrase!("why-it-is-silenced-and-its-verbal")));
    }
    let equipment = world.get::<Equipment>(caster).cloned().unwrap_or_default();
    if spell.has(Component::S) && equipment.free_hands() == 0 {
        return Err(no(phrase!("why-its-somatic-component-needs-a-free")));
    }
    Ok((spell, cost, known.left))
}

pub fn check_cast(
    world: &World,
    caster: Entity,
    spell_id: &str,
    target: Option<&str>,
    at: Option<Pos>,
    defensively: bool,
) -> Result<CastPlan, Rejection> {
    let (spell, cost, left) = check_castable(world, caster, spell_id)?;
    let aim = aim_spell(world, caster, &spell, target, at)?;
    Ok(CastPlan {
        spell,
        cost,
        aim,
        uses_left: left - 1,
        defensively,
    })
}

/// Where `spell` cast by `caster` goes, checked: the caster, a creature in range and in sight,
/// or an area within range (see [`check_cast`]).
pub fn aim_spell(
    world: &World,
    caster: Entity,
    spell: &Spell,
    target: Option<&str>,
    at: Option<Pos>,
) -> Result<Aim, Rejection> {
    let from = world
        .get::<Position>(caster)
        .map(|p| p.0)
        .unwrap_or_default();
    aim_spell_from(world, (caster, from), spell, target, at)
}

/// [`aim_spell`] as if the caster stood on `from` (a rider casting halfway through its mount's
/// move, seed 001).
pub fn aim_spell_from(
    world: &World,
    (caster, from): (Entity, Pos),
    spell: &Spell,
    target: Option<&str>,
    at: Option<Pos>,
) -> Result<Aim, Rejection> {
    // Only a refusal names the unit: no copy of its id on the way to a yes.
    let id = || unit_id(world, caster);
    let no = |why: Phrase| Rejection::CannotCast {
        unit: id(),
        spell: spell.id.clone(),
        why,
    };
    let board = crate::combat::hot::resource::<Board>(world);
    let blocks = |p: Pos| board.blocks_sight(p);
    let aim = match spell.target {
        SpellTarget::Caster => {
            if at.is_some() || target.is_some_and(|t| t != id()) {
                return Err(no(phrase!("why-it-only-affects-the-caster")));
            }
            Aim::Caster
        }
        SpellTarget::Creature => {
            let name = target.ok_or_else(|| no(phrase!("why-name-the-target-unit")))?;
            let t = entity_of(world, name).ok_or(Rejection::UnknownUnit(name.to_string()))?;
            if health_state(world, t) == crate::rules::health::HealthState::Dead {
                return Err(Rejection::TargetDead(name.to_string()));
            }
            let to = world.get::<Position>(t).map(|p| p.0).unwrap_or_default();
            let reach = match spell.range {
                SpellRange::Touch => world.get::<CreatureSize>(caster).map_or(1, |s| s.0.reach()),
                SpellRange::RangedTouch(n) | SpellRange::Squares(n) => n,
                SpellRange::Personal => 0,
            };
            let distance = board.shape.distance(from, to);
            if distance > reach {
                return Err(no(phrase!(
                    "why-spell-out-of-reach",
                    target = name,
                    distance = distance,
                    reach = reach,
                    board = board.shape.cells()
                )));
            }
            if !board.shape.line_is_clear(from, to, blocks) {
                return Err(Rejection::NoLineOfSight {
                    unit: id(),
                    target: name.to_string(),
                });
            }
            let invisible = world
                .get::<SpellEffects>(t)
                .is_some_and(|s| s.has(ConditionId::Invisible));
            // Seed 001, "Cegado": what needs sight fails, so a blind caster aims at no one else.
            let blind = t != caster
                && super::reads::conditions_of(world, caster)
                    .has(crate::rules::condition_table::Flag::Blind);
            if blind || (invisible && world.get::<Side>(t) != world.get::<Side>(caster)) {
                return Err(no(phrase!("why-it-cannot-see-its-target")));
            }
            Aim::Unit(t)
        }
        SpellTarget::Area(area) => {
            let at = at.ok_or_else(|| no(phrase!("why-give-the-square-or-intersection-at")))?;
            if matches!(area, Area::Cone(_) | Area::Line(_)) && at == from {
                return Err(no(phrase!("why-aim-it-at-another-square")));
            }
            let board_shape = board.shape;
            let (shape, squares, origin) = area_squares(board_shape, area, from, at);
            if let SpellRange::Squares(range) = spell.range {
                let inside = match (board_shape, area) {
                    (BoardShape::Square, Area::Sphere(_)) => corner_in_range(from, at, range),
                    // A hex sphere's centre is a cell: that cell must be in range.
                    (BoardShape::Hex, Area::Sphere(_)) => board_shape.distance(from, at) <= range,
                    _ => squares
                        .iter()
                        .all(|&p| board_shape.distance(from, p) <= range),
                };
                if !inside {
                    return Err(no(phrase!(
                        "why-beyond-range",
                        at = at.to_string(),
                        range = range,
                        board = board_shape.cells()
                    )));
                }
            }
            if let Area::Sphere(_) = area {
                let clear = |p: Pos| !blocks(p) && board_shape.line_is_clear(from, p, blocks);
                match board_shape {
                    BoardShape::Square if !corner_squares(at).into_iter().any(clear) => {
                        return Err(no(phrase!(
                            "why-wall-before-intersection",
                            at = at.to_string()
                        )));
                    }
                    BoardShape::Hex if !clear(at) => {
                        return Err(no(phrase!("why-wall-before-cell", at = at.to_string())));
                    }
                    _ => {}
                }
            }
            let squares = templates::with_line_of_effect(board_shape, squares, origin, blocks);
            Aim::Area { shape, squares }
        }
    };
    Ok(aim)
}

/// A spell of several rounds begins to be kept up (its target or area remembered for when it
/// takes shape); whether it is one.
pub fn starts_channeling(res: &mut Resolver, caster: Entity, plan: &CastPlan) -> bool {
    let CastingTime::Rounds(n @ 2..) = plan.spell.casting_time else {
        return false;
    };
    let (target, shape, squares) = match &plan.aim {
        Aim::Caster => (None, None, Vec::new()),
        Aim::Unit(t) => (Some(res.id(*t)), None, Vec::new()),
        Aim::Area { shape, squares } => (None, Some(shape.clone()), squares.clone()),
    };
    res.emit(CombatEvent::ChannelingStarts {
        unit: res.id(caster),
        spell: plan.spell.id.clone(),
        turns: n - 1,
        target,
        shape,
        squares,
    });
    true
}

/// A kept-up spell's turn: one turn less to go, and at the last one the spell takes shape, if
/// its target is still there to take it. The whole turn goes to it.
pub fn keep_channeling(res: &mut Resolver, caster: Entity) -> Result<(), EngineError> {
    let Some(channel) = res.world.get::<Channeling>(caster).cloned() else {
        return Ok(());
    };
    let turns_left = channel.turns_left.saturating_sub(1);
    res.emit(CombatEvent::ChannelingContinues {
        unit: res.id(caster),
        spell: channel.spell.id.clone(),
        turns_left,
    });
    if turns_left > 0 {
        return Ok(());
    }
    let aim = match (&channel.target, channel.spell.target) {
        (Some(id), _) => match entity_of(res.world, id) {
            Some(t) if still_in_reach(res.world, caster, t, &channel.spell) => Aim::Unit(t),
            _ => {
                res.emit(CombatEvent::ChannelingLost {
                    unit: res.id(caster),
                    spell: channel.spell.id.clone(),
                    why: phrase!("why-target-gone", target = id),
                });
                return Ok(());
            }
        },
        (None, SpellTarget::Area(_)) => Aim::Area {
            shape: channel
                .shape
                .clone()
                .unwrap_or_else(|| phrase!("shape-area")),
            squares: channel.squares.clone(),
        },
        (None, _) => Aim::Caster,
    };
    crate::rulesets::of(res.world).spell_lands(res, caster, &channel.spell, &aim)
}

/// Whether a creature a kept-up spell was aimed at can still be reached: alive, within range,
/// with a clear line.
fn still_in_reach(world: &World, caster: Entity, target: Entity, spell: &Spell) -> bool {
    let alive = health_state(world, target) != crate::rules::health::HealthState::Dead;
    let (Some(from), Some(to)) = (
        world.get::<Position>(caster).map(|p| p.0),
        world.get::<Position>(target).map(|p| p.0),
    ) else {
        return false;
    };
    let reach = match spell.range {
        SpellRange::Touch => world.get::<CreatureSize>(caster).map_or(1, |s| s.0.reach()),
        SpellRange::RangedTouch(n) | SpellRange::Squares(n) => n,
        SpellRange::Personal => 0,
    };
    let board = crate::combat::hot::resource::<Board>(world);
    alive
        && board.shape.distance(from, to) <= reach
        && board
            .shape
            .line_is_clear(from, to, |p| board.blocks_sight(p))
}

/// The living units standing in `squares`, in the order they are listed.
pub fn units_in(world: &World, squares: &[Pos]) -> Vec<Entity> {
    crate::combat::reads::roster(world)
        .filter_map(|e| {
            let p = e.get::<Position>()?.0;
            let alive = e.get::<Health>()?.state != crate::rules::health::HealthState::Dead;
            (alive && squares.contains(&p)).then_some(e.id())
        })
        .collect()
}

/// The creatures a checked cast reaches: the caster, the target, or every living unit in the area.
pub fn reached(world: &World, caster: Entity, aim: &Aim) -> Vec<Entity> {
    match aim {
        Aim::Caster => vec![caster],
        Aim::Unit(t) => vec![*t],
        Aim::Area { squares, .. } => units_in(world, squares),
    }
}

/// The creatures a cast that takes shape now reaches (see [`reached`]), an area reported with
/// whom it caught.
pub fn reached_now(res: &mut Resolver, caster: Entity, aim: &Aim) -> Vec<Entity> {
    let caught = reached(res.world, caster, aim);
    if let Aim::Area { shape, squares } = aim {
        res.emit(CombatEvent::Area {
            shape: shape.clone(),
            squares: squares.clone(),
            units: caught.iter().map(|&e| res.id(e)).collect(),
            board: super::board::shape(res.world),
        });
    }
    caught
}

/// What a cast would likely do to one creature it reaches (the preview's list).
#[derive(Clone, Debug, PartialEq)]
pub struct CastOutlook {
    pub unit: Entity,
    pub id: String,
    pub at: Pos,
    /// On the caster's side (the caster included).
    pub ally: bool,
    /// The chance the touch attack the spell needs hits (1 when it needs none).
    pub hit_chance: f64,
    /// The chance its magic resistance stops the spell (0 without any, or when the spell ignores it).
    pub resist_chance: f64,
    /// The chance it makes its save, when the spell allows one.
    pub save_chance: Option<f64>,
    pub expected_damage: f64,
    pub expected_healing: f64,
    /// The spells a dispel would try to end, each with its chance.
    pub dispels: Vec<(String, f64)>,
}

/// The odds of a checked cast on every creature it reaches, as the ruleset would roll them,
/// assuming the spell goes off (see [`casting_risks`] for what can stop it first).
pub fn outlook(world: &World, caster: Entity, plan: &CastPlan) -> Vec<CastOutlook> {
    crate::rulesets::of(world).cast_outlook(world, caster, plan)
}

/// The hit points `healing` would likely give `target` back: no more than it misses.
pub fn healing_expected(world: &World, target: Entity, healing: Healing) -> f64 {
    let dice = super::items::healing_dice(world, target, healing);
    let missing = world
        .get::<Health>(target)
        .map_or(0, |h| (h.max - h.hp).max(0));
    dice.shared_distribution()
        .iter()
        .map(|&(total, p)| p * f64::from(total.clamp(0, missing)))
        .sum()
}

/// Something that can stop a cast before the spell takes shape.
#[derive(Clone, Debug, PartialEq)]
pub enum CastingRisk {
    /// Casting here provokes these units; a hit asks for a check to keep the spell.
    Provokes(Vec<String>),
    /// Using a magic item here provokes these units (no casting defensively from an item).
    ItemProvokes(Vec<String>),
    /// A Magic Knowledge check against `dc` keeps the spell: `why` is "casting defensively" or
    /// "entangled".
    Concentration {
        why: &'static str,
        dc: i32,
        chance: f64,
    },
    /// Armour's arcane spell failure, in percent.
    ArcaneFailure(u32),
    /// A condition's chance in percent to lose the spell (deafened, for a verbal one).
    ConditionFailure(u32, crate::rules::condition_table::ConditionId),
    /// It takes the caster's next turns too before it takes shape; those in the area may leave.
    TakesTurns(u32),
    /// A casting roll of `dice` d10 (plus `bonus`) must reach `number`: its `chance`.
    CastingRoll {
        dice: u32,
        bonus: i32,
        number: u32,
        chance: f64,
    },
}

/// What can stop a checked cast before it takes shape, in the order the ruleset's casting meets it.
pub fn casting_risks(world: &World, caster: Entity, plan: &CastPlan) -> Vec<CastingRisk> {
    crate::rulesets::of(world).casting_risks(world, caster, plan)
}

/// Cancelling one's own active spell (seed 000, "Cancelar hechizo activo"): a standard action that
/// provokes nothing and ends the spell on every unit it holds.
pub fn cancel(
    res: &mut Resolver,
    caster: Entity,
    spell: &str,
) -> Result<Result<(), EngineError>, Rejection> {
    let held = check_cancel(res.world, caster, spell)?;
    let id = unit_id(res.world, caster);
    let name = held[0].2.clone();
    res.emit(CombatEvent::Action {
        unit: id.clone(),
        action: phrase!("action-cancel", spell = crate::i18n::as_term(name.as_str())),
        cost: super::reads::cost_of(res.world, ActionKind::CancelSpell),
    });
    for (_, unit, spell) in held {
        res.emit(CombatEvent::EffectEnds {
            unit,
            spell,
            caster: id.clone(),
        });
    }
    Ok(Ok(()))
}

/// Where `caster`'s spell `spell` (by id or name) holds, in the order units are listed: (place,
/// unit, spell id), never empty; with the action to end it left.
pub fn check_cancel(
    world: &World,
    caster: Entity,
    spell: &str,
) -> Result<Vec<(usize, String, String)>, Rejection> {
    let id = unit_id(world, caster);
    let mut held: Vec<(usize, String, String)> = world
        .iter_entities()
        .filter_map(|e| {
            let (unit, listed, effects) = (
                e.get::<UnitId>()?,
                e.get::<Listed>()?,
                e.get::<SpellEffects>()?,
            );
            let a = effects
                .0
                .iter()
                .find(|a| a.caster == id && (a.spell == spell || a.name == spell))?;
            Some((listed.0, unit.0.clone(), a.spell.clone()))
        })
        .collect();
    held.sort();
    if held.is_empty() {
        return Err(Rejection::NothingToCancel {
            unit: id,
            spell: spell.to_string(),
        });
    }
    super::reads::afford(world, ActionKind::CancelSpell)?;
    Ok(held)
}

/// `unit` has `left` uses of `spell` today (a casting spent one, a hero point brought one back).
pub fn set_uses_left(world: &mut World, unit: &str, spell: &str, left: u32) {
    if let Some(e) = entity_of(world, unit)
        && let Some(mut casting) = world.get_mut::<Spellcasting>(e)
        && let Some(k) = casting.spells.iter_mut().find(|k| k.spell.id == spell)
    {
        k.left = left;
    }
}

/// Applies what spells change: uses left, effects starting, ticking and ending, channelling.
pub(super) fn apply_event(world: &mut World, event: &CombatEvent) -> bool {
    use CombatEvent as E;
    match event {
        E::Cast {
            unit,
            spell,
            uses_left,
            ..
        } => set_uses_left(world, unit, spell, *uses_left),
        E::EffectStarts { .. } => effect_starts(world, event),
        E::EffectEnds {
            unit,
            spell,
            caster,
        } => {
            if let Some(e) = entity_of(world, unit)
                && let Some(mut active) = world.get_mut::<SpellEffects>(e)
            {
                active
                    .0
                    .retain(|a| !(&a.spell == spell && &a.caster == caster));
            }
        }
        E::EffectsTick { caster } => effects_tick(world, caster),
        E::ChannelingStarts { .. } => channeling_starts(world, event),
        E::ChannelingContinues {
            unit, turns_left, ..
        } => {
            world.resource_mut::<TurnState>().budget = crate::rules::economy::ActionBudget::spent();
            if let Some(e) = entity_of(world, unit) {
                if *turns_left == 0 {
                    world.entity_mut(e).remove::<Channeling>();
                } else if let Some(mut c) = world.get_mut::<Channeling>(e) {
                    c.turns_left = *turns_left;
                }
            }
        }
        E::ChannelingLost { unit, .. } => {
            if let Some(e) = entity_of(world, unit) {
                world.entity_mut(e).remove::<Channeling>();
            }
        }
        _ => {}
    }
    true
}

/// A spell's effects start on a unit, each replacing the same one from the same spell and caster.
fn effect_starts(world: &mut World, event: &CombatEvent) {
    let CombatEvent::EffectStarts {
        unit,
        spell,
        caster,
        effects,
        rounds,
        dispellable,
    } = event
    else {
        return;
    };
    let name = entity_of(world, caster)
        .and_then(|c| world.get::<Spellcasting>(c))
        .and_then(|c| c.known(spell))
        .map(|k| k.spell.name.clone())
        .or_else(|| weapon_name(world, spell))
        .unwrap_or_else(|| spell.clone());
    if let Some(e) = entity_of(world, unit)
        && let Some(mut active) = world.get_mut::<SpellEffects>(e)
    {
        // Laid again, an effect starts over; negative levels add up instead.
        let stacks = |a: &ActiveEffect| {
            matches!(
                a.effect,
                crate::level::spells::SpellEffect::NegativeLevels { .. }
            )
        };
        active.0.retain(|a| {
            !(&a.spell == spell && &a.caster == caster && effects.contains(&a.effect)) || stacks(a)
        });
        for effect in effects {
            active.0.push(ActiveEffect {
                spell: spell.clone(),
                name: name.clone(),
                caster: caster.clone(),
                effect: effect.clone(),
                rounds_left: *rounds,
                dispellable: *dispellable,
            });
        }
    }
}

/// The name of a weapon some unit carries, by id: what a weapon's on-hit effect is called.
fn weapon_name(world: &World, id: &str) -> Option<String> {
    super::reads::roster(world).find_map(|e| {
        e.get::<Equipment>()?
            .weapons
            .iter()
            .find(|w| w.id == id)
            .map(|w| w.name.clone())
    })
}

/// A round passes on every effect a caster keeps up.
fn effects_tick(world: &mut World, caster: &str) {
    for e in super::reads::roster_entities(world) {
        let Some(mut active) = world.get_mut::<SpellEffects>(e) else {
            continue;
        };
        for a in active.0.iter_mut().filter(|a| a.caster == caster) {
            if let Some(n) = a.rounds_left.as_mut() {
                *n = n.saturating_sub(1);
            }
        }
    }
}

/// A caster starts channelling a spell over several turns.
fn channeling_starts(world: &mut World, event: &CombatEvent) {
    let CombatEvent::ChannelingStarts {
        unit,
        spell,
        turns,
        target,
        shape,
        squares,
    } = event
    else {
        return;
    };
    if let Some(e) = entity_of(world, unit)
        && let Some(known) = world
            .get::<Spellcasting>(e)
            .and_then(|c| c.known(spell))
            .map(|k| k.spell.clone())
    {
        world.entity_mut(e).insert(Channeling {
            spell: known,
            turns_left: *turns,
            target: target.clone(),
            shape: shape.clone(),
            squares: squares.clone(),
        });
    }
}
