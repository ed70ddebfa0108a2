//! Casting a spell (seed 000, "Lanzar hechizos", "Fallo arcano", the spell format's range, area,
//! saving throw and magic resistance). The DCs are in [`crate::rules::magic`].
//!
//! Order of a casting: the action is paid and one use of the spell is spent; in a threatened
//! square the caster either concentrates (a Magic Knowledge check, no attacks of opportunity) or
//! provokes, and damage from those attacks asks for a check to keep the spell (melee-touch spells
//! never provoke); an entangled caster concentrates against the same DC as casting defensively
//! (seed 001); then armour's arcane failure; then a touch attack where the range calls for
//! one (a melee touch on an ally needs none); then, for each creature affected, magic resistance,
//! the save, and the effects. A spell lost or failed on the way stays spent.
//!
//! A casting time of one round is played as a full-round action that takes effect at once. A
//! casting time of n rounds takes the caster's whole turn n times: it begins like any cast (the
//! use is spent, attacks of opportunity or the check to cast defensively come then), the next
//! n − 1 turns go to keeping it up, and the spell takes shape at the end of the last of them, on
//! whoever then stands in the area aimed at the start (or on the target, if it is still alive and
//! in reach). Damage while it is kept up calls for Magic Knowledge vs 10 + damage + level, per
//! hit; a failed check, or being dropped, loses it.

use super::attack::{deal_damage, provoke_from_square, unarmed_strike};
use super::board::{BoardSnapshot, can_make_aoo};
use super::components::*;
use super::events::CombatEvent;
use super::reads::{entity_of, health_state, unit_id};
use super::rejection::Rejection;
use super::resolver::{EngineError, Resolver};
use super::terms::attack_terms;
use crate::i18n::Phrase;
use crate::level::schema::WeaponKind;
use crate::level::spells::{
    Area, BonusTarget, CastingTime, Component, SaveEffect, Spell, SpellCondition, SpellDuration,
    SpellEffect, SpellRange, SpellTarget,
};
use crate::phrase;
use crate::rules::attack::check_attack;
use crate::rules::board_shape::BoardShape;
use crate::rules::damage::{DamageSource, resolve_damage};
use crate::rules::dice::DiceExpr;
use crate::rules::economy::{ActionCost, ActionKind};
use crate::rules::grid::Pos;
use crate::rules::health::Healing;
use crate::rules::hex::{self, HexFacing};
use crate::rules::magic;
use crate::rules::modifiers::Modifiers;
use crate::rules::saves::{check_succeeds, save_bonus};
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

pub fn cast(
    res: &mut Resolver,
    caster: Entity,
    spell: &str,
    target: Option<&str>,
    (at, facing): (Option<Pos>, Option<Facing>),
    defensively: bool,
) -> Result<Result<(), EngineError>, Rejection> {
    let at = match facing {
        Some(facing) => Some(aim_by_facing(res.world, caster, spell, at, facing)?),
        None => at,
    };
    let plan = check_cast(res.world, caster, spell, target, at, defensively)?;
    Ok(execute(res, caster, &plan))
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
    // Only a refusal names the unit: no copy of its id on the way to a yes.
    let id = || unit_id(world, caster);
    let no = |why: Phrase| Rejection::CannotCast {
        unit: id(),
        spell: spell.id.clone(),
        why,
    };
    let from = world
        .get::<Position>(caster)
        .map(|p| p.0)
        .unwrap_or_default();
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
                .is_some_and(|s| s.has(SpellCondition::Invisible));
            if invisible && world.get::<Side>(t) != world.get::<Side>(caster) {
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

/// Rolls one Magic Knowledge check and reports it; whether it reached `dc`.
fn concentrate(
    res: &mut Resolver,
    caster: Entity,
    why: Phrase,
    dc: i32,
) -> Result<bool, EngineError> {
    let bonus = res
        .world
        .get::<Spellcasting>(caster)
        .map_or(0, |c| c.magic_knowledge);
    let roll = res.d20()?;
    let success = check_succeeds(roll, bonus, dc);
    res.emit(CombatEvent::Concentration {
        unit: res.id(caster),
        why,
        roll,
        total: roll as i32 + bonus,
        dc,
        success,
    });
    Ok(success)
}

/// Lets `attacks` strike the caster mid-casting; whether it keeps the spell: not if they drop it,
/// and only with a Magic Knowledge check (10 + damage + level) if they hurt it.
pub(super) fn keeps_spell_through(
    res: &mut Resolver,
    caster: Entity,
    spell_level: u32,
    attacks: fn(&mut Resolver, Entity) -> Result<(), EngineError>,
) -> Result<bool, EngineError> {
    let hp = |res: &Resolver| res.world.get::<Health>(caster).map_or(0, |h| h.hp);
    let before = hp(res);
    attacks(res, caster)?;
    if !health_state(res.world, caster).can_act() {
        return Ok(false);
    }
    let hurt = before - hp(res);
    if hurt <= 0 {
        return Ok(true);
    }
    let dc = magic::hurt_while_casting_dc(hurt, spell_level);
    concentrate(res, caster, phrase!("why-hurt-while-casting"), dc)
}

pub fn execute(res: &mut Resolver, caster: Entity, plan: &CastPlan) -> Result<(), EngineError> {
    let spell = &plan.spell;
    res.emit(CombatEvent::Action {
        unit: res.id(caster),
        action: phrase!(
            "action-cast",
            spell = crate::i18n::as_term(spell.name.as_str())
        ),
        cost: plan.cost,
    });
    res.emit(CombatEvent::Cast {
        unit: res.id(caster),
        spell: spell.id.clone(),
        uses_left: plan.uses_left,
        defensively: plan.defensively,
    });
    // An ability is no spell: nothing below touches it but its effect.
    if spell.power {
        return take_shape(res, caster, spell, &plan.aim);
    }
    // Readied attacks against casters come first (seed 001): a caster they drop loses the spell,
    // one they hurt checks to keep it.
    if !keeps_spell_through(res, caster, spell.level, super::ready::before_cast)? {
        return Ok(());
    }
    let from = res
        .world
        .get::<Position>(caster)
        .map(|p| p.0)
        .unwrap_or_default();
    let snap = BoardSnapshot::for_unit(res.world, caster);
    let threatened = snap
        .threateners_of(from)
        .any(|t| can_make_aoo(res.world, t.entity));
    if threatened && spell.range != SpellRange::Touch {
        if plan.defensively {
            let dc = magic::concentration_dc(spell.level);
            if !concentrate(res, caster, phrase!("why-casting-defensively"), dc)? {
                return Ok(());
            }
        } else {
            if !keeps_spell_through(res, caster, spell.level, provoke_from_square)? {
                return Ok(());
            }
        }
    }
    // Seed 001, "Enmarañado": casting while entangled needs a concentration check, 15 + level.
    if super::reads::is_entangled(res.world, caster) {
        let dc = magic::concentration_dc(spell.level);
        if !concentrate(res, caster, phrase!("why-entangled"), dc)? {
            return Ok(());
        }
    }
    if starts_channeling(res, caster, plan) {
        return Ok(());
    }
    take_shape(res, caster, spell, &plan.aim)
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

/// After a command: each caster keeping a spell up that took damage in it checks Magic
/// Knowledge vs 10 + damage + level for each hit, and loses the spell at the first failure; one
/// that can no longer act loses it at once.
pub fn check_channelers(res: &mut Resolver, first_event: usize) -> Result<(), EngineError> {
    let hits: Vec<(String, i32)> = res.events[first_event..]
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Damage { target, amount, .. } if *amount > 0 => {
                Some((target.clone(), *amount))
            }
            _ => None,
        })
        .collect();
    for (unit, amount) in hits {
        let Some(caster) = entity_of(res.world, &unit) else {
            continue;
        };
        let Some(channel) = res.world.get::<Channeling>(caster).cloned() else {
            continue;
        };
        let kept = health_state(res.world, caster).can_act() && {
            let dc = magic::hurt_while_casting_dc(amount, channel.spell.level);
            concentrate(
                res,
                caster,
                phrase!("why-hurt-while-keeping-a-spell-up"),
                dc,
            )?
        };
        if !kept {
            res.emit(CombatEvent::ChannelingLost {
                unit,
                spell: channel.spell.id.clone(),
                why: phrase!("why-its-concentration-broke"),
            });
        }
    }
    Ok(())
}

/// The spell takes shape: armour's arcane failure, then a touch attack where needed, then each
/// creature it reaches.
pub fn take_shape(
    res: &mut Resolver,
    caster: Entity,
    spell: &Spell,
    aim: &Aim,
) -> Result<(), EngineError> {
    let casting = res.world.get::<Spellcasting>(caster).cloned();
    let percent = res
        .world
        .get::<Equipment>(caster)
        .map_or(0, |e| e.arcane_failure());
    if casting.as_ref().is_some_and(|c| c.arcane) && percent > 0 && !spell.power {
        let (_, roll) = res.roll(DiceExpr::new(1, 100, 0))?;
        let failed = magic::arcane_failure(roll as u32, percent);
        res.emit(CombatEvent::ArcaneFailure {
            unit: res.id(caster),
            roll: roll as u32,
            percent,
            failed,
        });
        if failed {
            return Ok(());
        }
    }
    let dc = spell_dc(res.world, caster, spell);
    release(res, caster, spell, aim, dc)
}

/// The spell's magic goes out from `caster` with save DC `dc`: a touch attack where needed, then
/// each creature it reaches.
pub fn release(
    res: &mut Resolver,
    caster: Entity,
    spell: &Spell,
    aim: &Aim,
    dc: i32,
) -> Result<(), EngineError> {
    match aim {
        Aim::Caster => affect(res, caster, caster, spell, dc),
        Aim::Unit(target) => {
            let target = *target;
            let hostile = res.world.get::<Side>(caster).map(|s| s.0)
                != res.world.get::<Side>(target).map(|s| s.0);
            let needs_attack = match spell.range {
                SpellRange::RangedTouch(_) => true,
                SpellRange::Touch => hostile,
                _ => false,
            };
            if needs_attack && !touch_attack(res, caster, target, spell)? {
                return Ok(());
            }
            affect(res, caster, target, spell, dc)
        }
        Aim::Area { shape, squares } => {
            let caught: Vec<Entity> = units_in(res.world, squares);
            res.emit(CombatEvent::Area {
                shape: shape.clone(),
                squares: squares.clone(),
                units: caught.iter().map(|&e| res.id(e)).collect(),
                board: crate::combat::board::shape(res.world),
            });
            for target in caught {
                affect(res, caster, target, spell, dc)?;
            }
            Ok(())
        }
    }
}

/// The save DC of the caster's spells of `spell`'s level (seed 000: 10 + level + the casting
/// ability's modifier; see [`magic::save_dc`]).
pub fn spell_dc(world: &World, caster: Entity, spell: &Spell) -> i32 {
    world.get::<Spellcasting>(caster).map_or(10, |c| {
        let abilities = world
            .get::<Abilities>(caster)
            .map(|a| a.0)
            .unwrap_or_default();
        magic::save_dc(spell.level, magic::casting_modifier(c.ability, &abilities))
    })
}

/// A creature's bonus on a save of `kind`, with what its spells add.
pub fn save_modifiers(
    world: &World,
    unit: Entity,
    kind: crate::rules::saves::SaveKind,
) -> Modifiers {
    let base = world.get::<Saves>(unit).map(|s| s.0).unwrap_or_default();
    let abilities = super::reads::effective_abilities(world, unit);
    let mut modifiers = save_bonus(kind, &base, &abilities);
    modifiers.add("spells", spell_bonus(world, unit, BonusTarget::Saves));
    modifiers
}

/// Rolls `unit`'s save of `kind` against `dc` (natural 1 and 20 decide alone) and reports it;
/// whether it succeeded. Spells and dying creatures both save this way.
pub fn roll_save(
    res: &mut Resolver,
    unit: Entity,
    kind: crate::rules::saves::SaveKind,
    dc: i32,
) -> Result<bool, EngineError> {
    let modifiers = save_modifiers(res.world, unit, kind);
    let roll = res.d20()?;
    let success = check_succeeds(roll, modifiers.total(), dc);
    res.emit(CombatEvent::Save {
        unit: res.id(unit),
        kind,
        roll,
        total: roll as i32 + modifiers.total(),
        modifiers,
        dc,
        success,
    });
    Ok(success)
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

/// The odds of a checked cast on every creature it reaches, as [`execute`] would roll them,
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
    /// It takes the caster's next turns too before it takes shape; those in the area may leave.
    TakesTurns(u32),
}

/// What can stop a checked cast before it takes shape, in the order [`execute`] meets it.
pub fn casting_risks(world: &World, caster: Entity, plan: &CastPlan) -> Vec<CastingRisk> {
    crate::rulesets::of(world).casting_risks(world, caster, plan)
}

/// A touch attack (seed 000, "Defensa de toque"): melee for touch range, ranged otherwise. Spells
/// do not score critical hits here. Whether it hit.
fn touch_attack(
    res: &mut Resolver,
    caster: Entity,
    target: Entity,
    spell: &Spell,
) -> Result<bool, EngineError> {
    let touch = touch_weapon(spell);
    let terms = attack_terms(res.world, caster, target, &touch, &Modifiers::new());
    let roll = res.d20()?;
    let check = check_attack(roll, terms.bonus.total(), terms.defense, 21);
    res.emit(CombatEvent::Attack {
        attacker: res.id(caster),
        target: res.id(target),
        weapon: spell.name.clone(),
        roll,
        total: roll as i32 + terms.bonus.total(),
        modifiers: terms.bonus,
        defense: terms.defense,
        defense_kind: terms.defense_kind,
        hit: check.hit,
        threat: false,
        critical: false,
        confirm_roll: None,
        confirm_total: None,
    });
    Ok(check.hit)
}

/// The spell's touch attack as a weapon: melee for touch range, thrown within a ranged touch's range.
pub fn touch_weapon(spell: &Spell) -> crate::level::schema::Weapon {
    let mut touch = unarmed_strike();
    touch.id = spell.id.clone();
    touch.name = spell.name.clone();
    touch.touch = true;
    touch.spell_touch = true;
    if let SpellRange::RangedTouch(n) = spell.range {
        touch.kind = WeaponKind::Thrown;
        touch.range = Some(n);
    }
    touch
}

/// Magic resistance, the save, then the effects on one creature.
fn affect(
    res: &mut Resolver,
    caster: Entity,
    target: Entity,
    spell: &Spell,
    dc: i32,
) -> Result<(), EngineError> {
    if spell.magic_resistance {
        let resistance =
            magic::magic_resistance(&[res.world.get::<MagicResistance>(target).map_or(0, |m| m.0)]);
        if resistance > 0 {
            let bonus = res
                .world
                .get::<Spellcasting>(caster)
                .map_or(0, |c| c.magic_knowledge);
            let roll = res.d20()?;
            let overcome = magic::overcomes_magic_resistance(roll, bonus, resistance);
            res.emit(CombatEvent::MagicResistance {
                caster: res.id(caster),
                target: res.id(target),
                roll,
                total: roll as i32 + bonus,
                resistance,
                overcome,
            });
            if !overcome {
                return Ok(());
            }
        }
    }
    let mut saved_for_half = false;
    if let Some(save) = spell.save
        && roll_save(res, target, save.kind, dc)?
    {
        match save.effect {
            SaveEffect::Negates => return Ok(()),
            SaveEffect::Half => saved_for_half = true,
        }
    }
    for effect in &spell.effects {
        match effect {
            SpellEffect::Damage { dice, kind } => {
                let (faces, full) = res.roll(*dice)?;
                let mut modifiers = Modifiers::new();
                let rolled = if saved_for_half {
                    let half = magic::halved(full);
                    modifiers.add("saved: half", half - full);
                    half
                } else {
                    full
                };
                let resist = res
                    .world
                    .get::<DamageResistances>(target)
                    .map(|r| r.0.clone())
                    .unwrap_or_default();
                let source = DamageSource {
                    types: std::slice::from_ref(kind),
                    material: None,
                };
                let result = resolve_damage(rolled, 1, &source, &resist);
                deal_damage(
                    res,
                    target,
                    result.dealt,
                    CombatEvent::Damage {
                        target: res.id(target),
                        amount: result.dealt,
                        hp: 0,
                        source: spell.name.clone(),
                        dice: Some(dice.to_string()),
                        faces,
                        modifiers,
                        multiplier: 1,
                        reduced: result.reduced,
                        doubled: result.doubled,
                        doubled_after_armour: false,
                    },
                );
            }
            _ if saved_for_half => {}
            SpellEffect::Heal { .. } | SpellEffect::HealDice { .. } => {
                if let Some(healing) = effect.healing() {
                    super::items::heal(res, target, healing)?
                }
            }
            SpellEffect::Condition {
                condition: SpellCondition::Prone,
                ..
            } => {
                if !super::reads::is_prone(res.world, target) {
                    res.emit(CombatEvent::Condition {
                        unit: res.id(target),
                        condition: Condition::Prone,
                        active: true,
                    });
                }
            }
            SpellEffect::Dispel => dispel(res, caster, target)?,
            SpellEffect::Condition { .. } | SpellEffect::Bonus { .. } => {}
        }
    }
    // Lasting effects, grouped by how long they last: a condition's own `rounds`, else the
    // spell's duration (validation gives an instantaneous spell no lasting effect without rounds).
    let spell_rounds = match spell.duration {
        SpellDuration::Rounds(n) => Some(Some(n)),
        SpellDuration::Permanent => Some(None),
        SpellDuration::Instantaneous => None,
    };
    let mut groups: Vec<(Option<u32>, Vec<SpellEffect>)> = Vec::new();
    for effect in &spell.effects {
        let rounds = match effect {
            SpellEffect::Bonus { .. } => spell_rounds,
            SpellEffect::Condition {
                condition: SpellCondition::Prone,
                ..
            } => None,
            SpellEffect::Condition {
                rounds: Some(n), ..
            } => Some(Some(*n)),
            SpellEffect::Condition { rounds: None, .. } => spell_rounds,
            _ => None,
        };
        let Some(rounds) = rounds else { continue };
        match groups.iter_mut().find(|(r, _)| *r == rounds) {
            Some((_, list)) => list.push(effect.clone()),
            None => groups.push((rounds, vec![effect.clone()])),
        }
    }
    for (rounds, effects) in groups {
        res.emit(CombatEvent::EffectStarts {
            unit: res.id(target),
            spell: spell.id.clone(),
            caster: res.id(caster),
            effects,
            rounds,
            dispellable: spell.dispellable && spell.duration != SpellDuration::Instantaneous,
        });
    }
    Ok(())
}

/// The dispellable spells on `target` that a dispel from `caster` tries to end: those cast by a
/// unit of another side (so on a foe it strips its friends' help, and on an ally it breaks the
/// foes' hexes, leaving friendly spells alone), each as (spell id, name, its caster, the check's
/// DC), in the order they took hold.
pub fn dispellable_on(
    world: &World,
    caster: Entity,
    target: Entity,
) -> Vec<(String, String, String, i32)> {
    let my_side = world.get::<Side>(caster).map(|s| s.0);
    let mut out: Vec<(String, String, String, i32)> = Vec::new();
    for a in world
        .get::<SpellEffects>(target)
        .map_or(&[][..], |s| &s.0[..])
    {
        let Some(their) = entity_of(world, &a.caster) else {
            continue;
        };
        let theirs = world.get::<Side>(their).map(|s| s.0) != my_side;
        let listed = out
            .iter()
            .any(|(s, _, c, _)| *s == a.spell && *c == a.caster);
        if a.dispellable && theirs && !listed {
            let level = world.get::<Spellcasting>(their).map_or(0, |c| c.level);
            out.push((
                a.spell.clone(),
                a.name.clone(),
                a.caster.clone(),
                magic::dispel_dc(level),
            ));
        }
    }
    out
}

/// One dispel check per spell from [`dispellable_on`]; each that succeeds ends that spell on
/// the target.
fn dispel(res: &mut Resolver, caster: Entity, target: Entity) -> Result<(), EngineError> {
    let bonus = magic::dispel_bonus(res.world.get::<Spellcasting>(caster).map_or(0, |c| c.level));
    for (spell, _, spell_caster, dc) in dispellable_on(res.world, caster, target) {
        let roll = res.d20()?;
        let success = check_succeeds(roll, bonus, dc);
        res.emit(CombatEvent::DispelCheck {
            caster: res.id(caster),
            target: res.id(target),
            spell: spell.clone(),
            roll,
            total: roll as i32 + bonus,
            dc,
            success,
        });
        if success {
            res.emit(CombatEvent::EffectEnds {
                unit: res.id(target),
                spell,
                caster: spell_caster,
            });
        }
    }
    Ok(())
}

/// What the spells on a unit add to `to` (0 when none).
pub fn spell_bonus(world: &World, unit: Entity, to: BonusTarget) -> i32 {
    world.get::<SpellEffects>(unit).map_or(0, |s| s.total(to))
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

/// Applies what spells change: uses left, effects starting, ticking and ending, channelling.
pub(super) fn apply_event(world: &mut World, event: &CombatEvent) -> bool {
    use CombatEvent as E;
    match event {
        E::Cast {
            unit,
            spell,
            uses_left,
            ..
        } => {
            if let Some(e) = entity_of(world, unit)
                && let Some(mut casting) = world.get_mut::<Spellcasting>(e)
                && let Some(k) = casting.spells.iter_mut().find(|k| &k.spell.id == spell)
            {
                k.left = *uses_left;
            }
        }
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
        .map_or_else(|| spell.clone(), |k| k.spell.name.clone());
    if let Some(e) = entity_of(world, unit)
        && let Some(mut active) = world.get_mut::<SpellEffects>(e)
    {
        active
            .0
            .retain(|a| !(&a.spell == spell && &a.caster == caster && effects.contains(&a.effect)));
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
