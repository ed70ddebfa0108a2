//! Splash weapons (seed 001, "Lanzar un arma deflagradora"), with `rules: (splash_weapons:
//! true)`: a weapon with `splash:` dice in the data (a flask of acid, of alchemist's fire, of holy
//! water) is thrown as a ranged touch attack and shatters, hit or miss. A hit deals its damage to the target and its splash to every other
//! creature within 5 feet (the squares or hexes beside the target). A miss scatters: a die as
//! big as the squares around the target (a d8 on squares, which is the seed's; a d6 on hexes)
//! gives the way, 1 falling short toward the thrower and the next numbers going clockwise round
//! the target; it flies one square for each range increment the throw covered. Where it lands,
//! whoever stands there takes its damage and those beside take the splash.
//!
//! Readings where the seed is silent: the flask's contents do the harm, not the arm, so no
//! Strength counts; a scatter stops before a wall or the board's edge; allies are splashed as
//! foes are. A weapon that harms only one kind of creature (`harms: Undead`: holy water) does
//! nothing to the others.

use crate::combat::attack::roll_damage;
use crate::combat::components::*;
use crate::combat::events::CombatEvent;
use crate::combat::rejection::Rejection;
use crate::combat::resolver::{EngineError, Resolver};
use crate::level::schema::Weapon;
use crate::rules::damage::StrengthUse;
use crate::rules::grid::Pos;
use crate::rules::modifiers::Modifiers;
use crate::rulesets::face::{SplashAim, SplashPreview};
use bevy::prelude::*;

/// Whether `weapon` is a flask that splashes, where the level plays seed 001's splash weapons.
pub fn splashes(world: &World, weapon: &Weapon) -> bool {
    weapon.splash.is_some()
        && crate::combat::reads::plays(world, crate::level::schema::RuleOptions::splash_weapons)
}

/// Whether `weapon` can hurt `victim` (holy water only hurts the undead).
pub fn harms(world: &World, weapon: &Weapon, victim: Entity) -> bool {
    weapon.harms.is_none_or(|kind| {
        world
            .get::<Nature>(victim)
            .is_some_and(|n| n.creature_type == kind)
    })
}

/// The flask bursts: on a hit around the target, else where it scatters to. It is gone either
/// way.
pub fn burst(
    res: &mut Resolver,
    thrower: Entity,
    target: Entity,
    weapon: &Weapon,
    hit: bool,
) -> Result<(), EngineError> {
    let place = |e: Entity| res.world.get::<Position>(e).map(|p| p.0);
    let (Some(from), Some(at)) = (place(thrower), place(target)) else {
        return Ok(());
    };
    if hit {
        // Within 5 feet: the squares beside, and the target's own (a rider's mount).
        let around: Vec<Pos> = crate::combat::board::shape(res.world)
            .neighbours(at)
            .chain([at])
            .collect();
        splash_squares(res, thrower, &around, at, weapon, Some(target))?;
        return shattered(res, thrower, weapon, at);
    }
    let landed = scatter(res, from, at, weapon)?;
    land(res, thrower, landed, weapon)
}

/// A flask that came down on `at`: its damage to everyone standing there (a rider and its
/// mount both), its splash beside.
fn land(res: &mut Resolver, thrower: Entity, at: Pos, weapon: &Weapon) -> Result<(), EngineError> {
    let struck: Vec<Entity> = crate::combat::reads::units_at(res.world, at)
        .filter(|&e| harms(res.world, weapon, e))
        .collect();
    for victim in struck {
        roll_damage(res, thrower, victim, weapon, 1, Some(StrengthUse::None))?;
    }
    let around: Vec<Pos> = crate::combat::board::shape(res.world)
        .neighbours(at)
        .collect();
    splash_squares(res, thrower, &around, at, weapon, None)?;
    shattered(res, thrower, weapon, at)
}

/// The flask is gone, broken at `at`.
fn shattered(
    res: &mut Resolver,
    thrower: Entity,
    weapon: &Weapon,
    at: Pos,
) -> Result<(), EngineError> {
    res.emit(CombatEvent::Thrown {
        unit: res.id(thrower),
        thing: weapon.id.clone(),
        at,
        broke: true,
    });
    Ok(())
}

/// Splash damage to every creature on `squares` that the weapon can hurt, but the one it struck
/// (the flask burst at `at`).
pub fn splash_squares(
    res: &mut Resolver,
    thrower: Entity,
    squares: &[Pos],
    at: Pos,
    weapon: &Weapon,
    struck: Option<Entity>,
) -> Result<(), EngineError> {
    let Some(dice) = weapon.splash else {
        return Ok(());
    };
    let caught: Vec<Entity> = squares
        .iter()
        .flat_map(|&p| crate::combat::reads::units_at(res.world, p))
        .filter(|&e| Some(e) != struck && harms(res.world, weapon, e))
        .collect();
    res.emit(CombatEvent::Splash {
        at,
        units: caught.iter().map(|&e| res.id(e)).collect(),
    });
    let drops = Weapon {
        damage: dice,
        on_hit: Vec::new(),
        ..weapon.clone()
    };
    for victim in caught {
        roll_damage(res, thrower, victim, &drops, 1, Some(StrengthUse::None))?;
    }
    Ok(())
}

/// Where a flask that missed `at`, thrown from `from`, comes down: the die picks the way, and it
/// flies a square per range increment the throw covered.
fn scatter(res: &mut Resolver, from: Pos, at: Pos, weapon: &Weapon) -> Result<Pos, EngineError> {
    let shape = crate::combat::board::shape(res.world);
    let ways = clockwise_from_the_thrower(shape, from, at);
    let faces = u32::try_from(ways.len()).unwrap_or(8).max(1);
    let (_, roll) = res.roll(crate::rules::dice::DiceExpr::new(1, faces, 0))?;
    let first = ways
        .get(usize::try_from(roll.max(1) - 1).unwrap_or(0))
        .copied()
        .unwrap_or(at);
    let here = landing(res.world, (from, at), weapon, first);
    res.emit(CombatEvent::Scatter {
        from: at,
        to: here,
        roll: u32::try_from(roll).unwrap_or(1),
    });
    Ok(here)
}

/// Where a flask that missed `at` comes down when it scatters toward the square `first` beside
/// it: a square per range increment from `from`, stopping before a wall or the board's edge.
fn landing(world: &World, (from, at): (Pos, Pos), weapon: &Weapon, first: Pos) -> Pos {
    let shape = crate::combat::board::shape(world);
    let increment = weapon.range.unwrap_or(1).max(1);
    let squares = shape.distance(from, at).div_ceil(increment).max(1);
    let board = crate::combat::hot::resource::<Board>(world);
    let open = |p: Pos| board.index(p).is_some() && !board.is_wall(p);
    let mut here = at;
    let mut next = first;
    for _ in 0..squares {
        if !open(next) {
            break;
        }
        let behind = std::mem::replace(&mut here, next);
        next = super::maneuvers::bull_rush::next_away(shape, behind, here);
    }
    here
}

/// Every square a flask that misses `at`, thrown from `from`, can come down on: one for each face
/// of the die (fewer where two ways end on the same square).
pub fn scatter_squares(world: &World, (from, at): (Pos, Pos), weapon: &Weapon) -> Vec<Pos> {
    let shape = crate::combat::board::shape(world);
    let mut squares: Vec<Pos> = clockwise_from_the_thrower(shape, from, at)
        .into_iter()
        .map(|first| landing(world, (from, at), weapon, first))
        .collect();
    squares.sort_by_key(|p| (p.y, p.x));
    squares.dedup();
    squares
}

/// The squares around `at`, the one toward `from` first, then clockwise.
fn clockwise_from_the_thrower(
    shape: crate::rules::board_shape::BoardShape,
    from: Pos,
    at: Pos,
) -> Vec<Pos> {
    let (ax, ay) = shape.centre(at);
    let angle = |p: Pos| {
        let (x, y) = shape.centre(p);
        (y - ay).atan2(x - ax)
    };
    let turn = std::f64::consts::TAU;
    let toward = angle(from);
    // On the screen y grows downward, so a growing angle turns clockwise.
    let mut around: Vec<(f64, Pos)> = shape
        .neighbours(at)
        .map(|p| ((angle(p) - toward).rem_euclid(turn), p))
        .collect();
    let off_the_way = |offset: f64| offset.min(turn - offset);
    let nearest = around
        .iter()
        .min_by(|a, b| off_the_way(a.0).total_cmp(&off_the_way(b.0)))
        .map(|e| e.1);
    around.sort_by(|a, b| a.0.total_cmp(&b.0));
    let first = around
        .iter()
        .position(|e| Some(e.1) == nearest)
        .unwrap_or(0);
    around.rotate_left(first);
    around.into_iter().map(|(_, p)| p).collect()
}

/// A creature the flask struck directly catches fire (alchemist's fire).
pub fn sets_alight(res: &mut Resolver, weapon: &Weapon, target: Entity) {
    if let Some(dice) = weapon.burns
        && crate::combat::reads::health_state(res.world, target)
            != crate::rules::health::HealthState::Dead
    {
        res.emit(CombatEvent::CatchesFire {
            unit: res.id(target),
            dice,
        });
    }
}

/// A burning creature's turn begins: the fire deals its dice, as fire, and burns out.
pub fn burns_at_turn_start(res: &mut Resolver, unit: Entity) -> Result<(), EngineError> {
    let Some(Burning(dice)) = res.world.get::<Burning>(unit).copied() else {
        return Ok(());
    };
    res.emit(CombatEvent::BurnsOut { unit: res.id(unit) });
    let (faces, rolled) = res.roll(dice)?;
    let source = crate::rules::damage::DamageSource {
        types: &[crate::rules::damage::DamageType::Fire],
        material: None,
        magic: false,
        incorporeal: false,
    };
    let resist = res
        .world
        .get::<DamageResistances>(unit)
        .map(|r| r.0.clone())
        .unwrap_or_default();
    let result = crate::rules::damage::resolve_damage(rolled, 1, &source, &resist);
    crate::combat::attack::deal_damage(
        res,
        unit,
        result.dealt,
        CombatEvent::Damage {
            target: res.id(unit),
            amount: result.dealt,
            hp: 0,
            source: "burning".into(),
            dice: Some(dice.to_string()),
            faces,
            modifiers: Modifiers::new(),
            multiplier: 1,
            reduced: result.reduced,
            doubled: result.doubled,
            doubled_after_armour: false,
            incorporeal: result.incorporeal,
            wounds: false,
        },
    );
    Ok(())
}

/// Keeps the fires the events lit and put out.
pub fn remember(world: &mut World, event: &CombatEvent) {
    let unit_of = |world: &World, id: &str| crate::combat::reads::entity_of(world, id);
    match event {
        CombatEvent::CatchesFire { unit, dice } => {
            if let Some(e) = unit_of(world, unit) {
                world.entity_mut(e).insert(Burning(*dice));
            }
        }
        CombatEvent::BurnsOut { unit } => {
            if let Some(e) = unit_of(world, unit) {
                world.entity_mut(e).remove::<Burning>();
            }
        }
        _ => {}
    }
}

/// The thrown defense of a grid intersection (seed 001: a ranged touch attack against 5).
pub const INTERSECTION_DEFENSE: i32 = 5;

/// The four squares that meet at the intersection `corner` (the top-left corner of that square).
pub fn around_corner(corner: Pos) -> [Pos; 4] {
    [
        Pos::new(corner.x - 1, corner.y - 1),
        Pos::new(corner.x, corner.y - 1),
        Pos::new(corner.x - 1, corner.y),
        corner,
    ]
}

/// What a flask thrown at an intersection needs: the splash weapon in hand (`item`, else the
/// first), a square board, the corner on it within range and in sight, and a standard action.
pub fn check_throw_at(
    world: &World,
    unit: Entity,
    item: Option<&str>,
    corner: Pos,
) -> Result<Weapon, Rejection> {
    let id = || crate::combat::reads::unit_id(world, unit);
    let refuse = |why| Rejection::Cannot { unit: id(), why };
    if !crate::combat::reads::plays(world, crate::level::schema::RuleOptions::splash_weapons) {
        return Err(refuse(crate::phrase!("why-splash-not-in-rules")));
    }
    crate::combat::reads::afford(world, crate::rules::economy::ActionKind::Attack)?;
    let weapon = world
        .get::<Equipment>(unit)
        .and_then(|eq| {
            eq.usable()
                .find(|w| w.splash.is_some() && item.is_none_or(|i| w.id == i))
                .cloned()
        })
        .ok_or_else(|| refuse(crate::phrase!("why-no-splash-weapon-in-hand")))?;
    let board = crate::combat::hot::resource::<Board>(world);
    if board.shape != crate::rules::board_shape::BoardShape::Square {
        return Err(refuse(crate::phrase!("why-intersections-on-squares-only")));
    }
    let on_board = around_corner(corner)
        .iter()
        .all(|&p| board.index(p).is_some());
    if !on_board {
        return Err(refuse(crate::phrase!("why-intersection-off-the-board")));
    }
    let from = world.get::<Position>(unit).map(|p| p.0).unwrap_or_default();
    let farthest = crate::rules::attack::farthest_shot(weapon.range.unwrap_or(1), true);
    if board.shape.distance(from, corner) > farthest
        || !board
            .shape
            .line_is_clear(from, corner, |p| board.blocks_sight(p))
    {
        return Err(refuse(crate::phrase!(
            "why-intersection-out-of-range",
            farthest = farthest
        )));
    }
    Ok(weapon)
}

/// Checks and throws a flask at an intersection: a ranged touch attack against 5; a hit
/// splashes the four squares that meet there, a miss scatters from it.
pub fn throw_at(
    res: &mut Resolver,
    unit: Entity,
    item: Option<&str>,
    corner: Pos,
) -> Result<Result<(), EngineError>, Rejection> {
    let weapon = check_throw_at(res.world, unit, item, corner)?;
    res.emit(CombatEvent::Action {
        unit: res.id(unit),
        action: crate::phrase!(
            "action-throw-at",
            weapon = crate::i18n::as_term(weapon.name.clone()),
            at = corner.to_string()
        ),
        cost: crate::combat::reads::cost_of(res.world, crate::rules::economy::ActionKind::Attack),
    });
    Ok(throw_rolled(res, unit, &weapon, corner))
}

fn throw_rolled(
    res: &mut Resolver,
    unit: Entity,
    weapon: &Weapon,
    corner: Pos,
) -> Result<(), EngineError> {
    let mut modifiers = corner_attack_terms(res.world, unit, weapon, corner);
    let roll = super::hero::roll_d20(res, unit, &mut modifiers, |n, b| {
        n == 20 || (n != 1 && n as i32 + b >= INTERSECTION_DEFENSE)
    })?;
    let total = roll as i32 + modifiers.total();
    let hit = roll == 20 || (roll != 1 && total >= INTERSECTION_DEFENSE);
    res.emit(CombatEvent::ThrownAt {
        unit: res.id(unit),
        weapon: weapon.name.clone(),
        at: corner,
        roll,
        modifiers,
        total,
        defense: INTERSECTION_DEFENSE,
        hit,
    });
    if hit {
        splash_squares(res, unit, &around_corner(corner), corner, weapon, None)?;
        return shattered(res, unit, weapon, corner);
    }
    let from = res
        .world
        .get::<Position>(unit)
        .map(|p| p.0)
        .unwrap_or_default();
    let landed = scatter(res, from, corner, weapon)?;
    land(res, unit, landed, weapon)
}

/// How much more a friend's harm weighs with the AI than a foe's: it throws no flask that is as
/// likely to burn a friend as a foe.
const FRIEND_HARM: f64 = 1.5;

/// The AI's flasks (with `splash_weapons`), for a unit holding one: at each foe in range, the
/// blow's worth plus its splash on every creature beside the foe (a foe's harm counted for,
/// a friend's against, times [`FRIEND_HARM`]), all times the chance to hit; and at each grid
/// intersection beside a foe, the splash on the four squares times the chance to hit Defense 5.
/// Never where the splash would reach the thrower. A miss's scatter is not weighed. The best
/// throw is one choice among the unit's others: a flask wins where foes stand together.
pub fn ai_choices(ctx: &crate::ai::Context, out: &mut Vec<crate::ai::Choice>) {
    let (world, me) = (ctx.world(), ctx.me());
    let flask = world
        .get::<Equipment>(me)
        .and_then(|eq| eq.usable().find(|w| w.splash.is_some()));
    let Some(flask) = flask.filter(|w| splashes(world, w)) else {
        return;
    };
    if ctx.careless() || !ctx.affords(crate::rules::economy::ActionKind::Attack) {
        return;
    }
    let at_foes = ctx
        .fighting_foes_at()
        .filter_map(|(foe, id, at)| Some((throw_at_foe_worth(ctx, flask, (foe, id, at))?, id)))
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(worth, id)| {
            let command = crate::combat::Command::Attack {
                unit: ctx.unit(),
                target: id.to_string(),
                weapon: Some(flask.id.clone()),
                manner: None,
            };
            (worth, command)
        });
    let at_corners = corners_beside_foes(ctx)
        .into_iter()
        .filter_map(|corner| {
            let worth = throw_at_corner_worth(ctx, flask, corner)?;
            let command = crate::combat::Command::Throw {
                unit: ctx.unit(),
                item: Some(flask.id.clone()),
                target: None,
                at: Some(corner),
            };
            Some((worth, command))
        })
        .max_by(|a, b| a.0.total_cmp(&b.0));
    let best = [at_foes, at_corners]
        .into_iter()
        .flatten()
        .max_by(|a, b| a.0.total_cmp(&b.0));
    if let Some((worth, command)) = best.filter(|b| b.0 > 0.0) {
        out.push(crate::ai::Choice {
            worth,
            command,
            checked: false,
        });
    }
}

/// The splash's worth on the creatures on `squares` (the struck one aside), for a throw that
/// lands with `hit_chance`; `None` when the thrower stands among them.
fn splash_worth(
    ctx: &crate::ai::Context,
    flask: &Weapon,
    squares: &[Pos],
    struck: Option<Entity>,
    hit_chance: f64,
) -> Option<f64> {
    let world = ctx.world();
    if squares.contains(&ctx.at()) {
        return None;
    }
    let splash = flask.splash.map_or(0.0, |d| d.average()) * hit_chance;
    let my_side = world.get::<Side>(ctx.me()).copied();
    let worth = squares
        .iter()
        .flat_map(|&p| crate::combat::reads::units_at(world, p))
        .filter(|&e| Some(e) != struck && harms(world, flask, e))
        .map(|e| {
            let id = crate::combat::reads::unit_id(world, e);
            let harm = ctx.blow_worth(&id, splash, hit_chance);
            match world.get::<Side>(e).copied() == my_side {
                true => -FRIEND_HARM * harm,
                false => harm,
            }
        })
        .sum();
    Some(worth)
}

/// A flask at `foe`: its blow and its splash beside it, if it can be thrown at it now.
fn throw_at_foe_worth(
    ctx: &crate::ai::Context,
    flask: &Weapon,
    (foe, id, at): (Entity, &str, Pos),
) -> Option<f64> {
    let world = ctx.world();
    crate::combat::attack::check_attack_weapon(world, ctx.me(), foe, Some(&flask.id))?;
    let odds = crate::rulesets::of(world).odds(
        world,
        &crate::rulesets::Strike::new(ctx.me(), foe, flask, crate::rulesets::StrikeMode::Normal),
    );
    let beside: Vec<Pos> = crate::combat::board::shape(world)
        .neighbours(at)
        .chain([at])
        .collect();
    let splash = splash_worth(ctx, flask, &beside, Some(foe), odds.hit_chance)?;
    Some(ctx.blow_worth(id, odds.expected_damage, odds.hit_chance) + splash)
}

/// The grid intersections at the corners of the squares foes stand on, each once.
fn corners_beside_foes(ctx: &crate::ai::Context) -> Vec<Pos> {
    if crate::combat::board::shape(ctx.world()) != crate::rules::board_shape::BoardShape::Square {
        return Vec::new();
    }
    let mut corners: Vec<Pos> = ctx
        .fighting_foes_at()
        .flat_map(|(_, _, p)| {
            [(0, 0), (1, 0), (0, 1), (1, 1)].map(|(dx, dy)| Pos::new(p.x + dx, p.y + dy))
        })
        .collect();
    corners.sort_by_key(|p| (p.y, p.x));
    corners.dedup();
    corners
}

/// A flask at the intersection `corner`: the splash on its four squares.
fn throw_at_corner_worth(ctx: &crate::ai::Context, flask: &Weapon, corner: Pos) -> Option<f64> {
    let world = ctx.world();
    check_throw_at(world, ctx.me(), Some(&flask.id), corner).ok()?;
    let chance = corner_hit_chance(world, ctx.me(), flask, corner);
    splash_worth(ctx, flask, &around_corner(corner), None, chance)
}

/// The chance a flask thrown at `corner` hits it: d20 and the thrower's terms against 5, a 20
/// always and a 1 never.
fn corner_hit_chance(world: &World, unit: Entity, flask: &Weapon, corner: Pos) -> f64 {
    let bonus = corner_attack_terms(world, unit, flask, corner).total();
    let hits = (1..=20)
        .filter(|&n| n == 20 || (n != 1 && n + bonus >= INTERSECTION_DEFENSE))
        .count();
    hits as f64 / 20.0
}

/// The flask in `unit`'s hand that splashes (`item`, else the first), where the level plays them.
pub fn flask_in_hand(world: &World, unit: Entity, item: Option<&str>) -> Option<Weapon> {
    world
        .get::<Equipment>(unit)?
        .usable()
        .find(|w| splashes(world, w) && item.is_none_or(|i| w.id == i))
        .cloned()
}

/// `Throw(unit, item?, target)` in Core: an attack on `target` with the flask in hand.
pub fn check_throw_at_unit<'w>(
    world: &'w World,
    unit: Entity,
    item: Option<&str>,
    target: &str,
) -> Result<crate::combat::attack::AttackPlan<'w>, Rejection> {
    let flask = flask_in_hand(world, unit, item).ok_or_else(|| Rejection::Cannot {
        unit: crate::combat::reads::unit_id(world, unit),
        why: crate::phrase!("why-no-splash-weapon-in-hand"),
    })?;
    crate::combat::attack::check_attack_command(world, unit, target, Some(&flask.id))
}

/// Checks and throws the flask in hand at `target`, as an attack with it.
pub fn throw_at_unit(
    res: &mut Resolver,
    unit: Entity,
    item: Option<&str>,
    target: &str,
) -> Result<Result<(), EngineError>, Rejection> {
    let plan = check_throw_at_unit(res.world, unit, item, target)?.into_owned();
    Ok(crate::combat::attack::execute(res, unit, &plan))
}

/// The bar's "Throw" while the unit holds a flask that splashes: a click on a creature throws it
/// there, near a grid intersection throws it at the intersection.
pub fn bar_entries(world: &World, unit: Entity) -> Vec<crate::ui::actions::BarEntry> {
    use crate::ui::actions::{BarAction, BarEntry};
    let Some(flask) = flask_in_hand(world, unit, None) else {
        return Vec::new();
    };
    let why_not = crate::combat::reads::afford(world, crate::rules::economy::ActionKind::Attack)
        .err()
        .map(|e| Rejection::from(e).to_string());
    vec![BarEntry {
        action: BarAction::Mode(crate::view::preview::BoardMode::Throw),
        label: crate::t!("bar-throw-flask", item = crate::i18n::term_now(&flask.name)),
        cost: crate::combat::reads::cost_of(world, crate::rules::economy::ActionKind::Attack),
        provokes: "in threat",
        key: String::new(),
        why_not,
    }]
}

/// What the board shows of the flask `unit` holds thrown at `aim` (see
/// [`RulesetFace::splash_preview`](crate::rulesets::face::RulesetFace::splash_preview)).
pub fn preview(world: &World, unit: Entity, aim: SplashAim) -> Option<SplashPreview> {
    let flask = flask_in_hand(world, unit, None)?;
    let from = world.get::<Position>(unit)?.0;
    let board = crate::combat::hot::resource::<Board>(world);
    let open = |p: &Pos| board.index(*p).is_some() && !board.is_wall(*p);
    match aim {
        SplashAim::At(target) => {
            let at = world.get::<Position>(target)?.0;
            let burst = std::iter::once(at)
                .chain(board.shape.neighbours(at))
                .filter(open)
                .collect();
            Some(SplashPreview {
                burst,
                scatter: scatter_squares(world, (from, at), &flask),
                ..Default::default()
            })
        }
        SplashAim::Corner(corner) => {
            let burst = around_corner(corner).into_iter().filter(open).collect();
            Some(match check_throw_at(world, unit, Some(&flask.id), corner) {
                Ok(_) => SplashPreview {
                    burst,
                    scatter: scatter_squares(world, (from, corner), &flask),
                    at_corner: Some((
                        corner_hit_chance(world, unit, &flask, corner),
                        crate::combat::Command::Throw {
                            unit: crate::combat::reads::unit_id(world, unit),
                            item: None,
                            target: None,
                            at: Some(corner),
                        },
                    )),
                    refusal: None,
                },
                Err(reason) => SplashPreview {
                    burst,
                    refusal: Some(reason.phrase()),
                    ..Default::default()
                },
            })
        }
    }
}

/// The thrower's terms against an intersection: its ranged attack terms at itself (no foe's
/// Defense matters) and the range increments to the corner.
fn corner_attack_terms(world: &World, unit: Entity, weapon: &Weapon, corner: Pos) -> Modifiers {
    let me = crate::combat::terms::Combatant::of(world, unit);
    let mut terms = crate::combat::terms::attack_terms_of(
        world,
        (unit, &me),
        (unit, &me),
        weapon,
        &Modifiers::new(),
    )
    .bonus;
    let from = world.get::<Position>(unit).map(|p| p.0).unwrap_or_default();
    let distance = crate::combat::board::shape(world).distance(from, corner);
    terms.add(
        "range increments",
        crate::rules::attack::range_penalty(weapon.range.unwrap_or(0), distance),
    );
    terms
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::board_shape::BoardShape;

    #[test]
    fn a_scatter_s_one_falls_back_toward_the_thrower_and_the_rest_go_clockwise() {
        // Thrown from the west: 1 is the square west of the target, 2 north-west, 3 north…
        let ways = clockwise_from_the_thrower(BoardShape::Square, Pos::new(0, 3), Pos::new(5, 3));
        let expected = [
            (4, 3),
            (4, 2),
            (5, 2),
            (6, 2),
            (6, 3),
            (6, 4),
            (5, 4),
            (4, 4),
        ];
        assert_eq!(ways, expected.map(|(x, y)| Pos::new(x, y)));
        let hexes = clockwise_from_the_thrower(BoardShape::Hex, Pos::new(0, 3), Pos::new(5, 3));
        assert_eq!(hexes.len(), 6);
        assert_eq!(hexes[0], Pos::new(4, 3));
    }
}
