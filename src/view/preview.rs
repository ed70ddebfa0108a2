//! What the hovered square means for the unit whose turn it is: reachable squares, threatened
//! squares, the path to the hovered square with its cost and the attacks of opportunity it would
//! provoke, or the attack forecast against a hovered enemy. Recomputed only when the hovered square
//! or the fight's state changes, never every frame.

use crate::combat::Command;
use crate::combat::attack::{Forecast, check_attack_command, forecast, forecast_strike};
use crate::combat::board::{BoardSnapshot, SnapshotFor, can_make_aoo};
use crate::combat::cast::{casting_risks, check_cast, outlook};
use crate::combat::charge::check_charge;
use crate::combat::movement::{MoveKind, PlannedStep, check_move_kind, reachable};
use crate::combat::*;
use crate::level::spells::{Area, SpellRange, SpellTarget};
use crate::rules::economy::{ActionCost, ActionKind};
use crate::rules::grid::Pos;
use crate::rulesets::{Strike, StrikeMode};
use bevy::prelude::*;

use crate::i18n::term_now as term;
use std::collections::BTreeSet;

/// What a click on the board does: move (and attack enemies), or the action picked in the bar.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum BoardMode {
    #[default]
    Move,
    Withdraw,
    Step,
    Crawl,
    Charge,
    CoupDeGrace,
    AidAttack,
    AidDefense,
    /// Picking where to re-enter the order: a click on an initiative entry.
    Delay,
    /// Aiming the current unit's `slot`-th known spell; `defensively` concentrates so as not to
    /// provoke.
    Cast {
        slot: u8,
        defensively: bool,
    },
    /// Picking the square to get down to from the saddle.
    Dismount,
    /// OSR: a click on an enemy attacks it in this manner.
    Manner(crate::combat::commands::AttackManner),
    /// OSR: a click on an enemy aims at it, grapples it; on an ally, gives it first aid.
    Aim,
    Grapple,
    FirstAid,
    /// OSR: a click on an enemy tackles it; on an ally, shields it.
    Tackle,
    HumanShield,
    /// OSR: a click on a creature throws the object in hand at it.
    Throw,
    /// WFRP: a click on a square runs there.
    Run,
    /// Seed 001: a click on a foe in reach makes this combat maneuver on it (a bull rush that
    /// lands followed, with `follow`).
    Maneuver {
        kind: crate::combat::commands::ManeuverKind,
        follow: bool,
    },
    /// Seed 001: a click on a square maintains the unit's grapple and drags the held creature
    /// there.
    Drag,
    /// Seed 001: a click on a foe charges it and trips it at the end, at the charge's +2.
    ChargeTrip,
    /// Seed 001: a click on a fascinated ally beside the unit shakes it free.
    ShakeFree,
    /// Seed 001: a rider's shot on the move: a click on a foe picks `target`, then a click on a
    /// square rides there and shoots at it halfway.
    RideShoot {
        target: Option<Entity>,
    },
    /// Seed 001: a rider's `slot`-th known spell on the move: a click on a square picks where
    /// the mount goes (`to`), then the spell is aimed as in `Cast`, from the square halfway.
    RideCast {
        slot: u8,
        to: Option<Pos>,
    },
    /// Seed 001: a click on an ally beside the unit spends a hero point on its next roll: +4, or
    /// (`late`) +2 if that roll fails and the 2 save it.
    HeroAid {
        late: bool,
    },
    /// WFRP: a click on a foe beside the unit feints at it, or pushes it a square straight back.
    Feint,
    Manoeuvre,
    /// A click on an ally within reach hands it the unit's `slot`-th carried thing (see
    /// `combat::objects::carried_things`).
    HandOver {
        slot: u8,
    },
    /// A click on a square readies for a foe coming onto it, or (`ally`) for an ally passing it.
    ReadySquare {
        ally: bool,
    },
    /// Aiming the `spell`-th spell of the current unit's `item`-th magic item (see
    /// `combat::magic_items::magic_items`).
    UseItem {
        item: u8,
        spell: u8,
    },
}

impl BoardMode {
    /// The actions `--mode` starts in, by name.
    pub const NAMES: [&'static str; 19] = [
        "charge",
        "coup-de-grace",
        "aid-attack",
        "aid-defense",
        "trip",
        "disarm",
        "bull-rush",
        "bull-rush-follow",
        "grapple",
        "drag",
        "shake-free",
        "sunder",
        "overrun",
        "charge-trip",
        "hero-aid",
        "hero-aid-late",
        "throw",
        "ride-shoot",
        "ride-cast",
    ];

    /// The mode `--mode NAME` names.
    pub fn by_name(name: &str) -> Option<BoardMode> {
        use crate::combat::commands::ManeuverKind as K;
        let maneuver = |kind, follow| BoardMode::Maneuver { kind, follow };
        Some(match name {
            "charge" => BoardMode::Charge,
            "coup-de-grace" => BoardMode::CoupDeGrace,
            "aid-attack" => BoardMode::AidAttack,
            "aid-defense" => BoardMode::AidDefense,
            "trip" => maneuver(K::Trip, false),
            "disarm" => maneuver(K::Disarm, false),
            "bull-rush" => maneuver(K::BullRush, false),
            "bull-rush-follow" => maneuver(K::BullRush, true),
            "grapple" => maneuver(K::Grapple, false),
            "drag" => BoardMode::Drag,
            "shake-free" => BoardMode::ShakeFree,
            "sunder" => maneuver(K::Sunder, false),
            "overrun" => maneuver(K::Overrun, false),
            "charge-trip" => BoardMode::ChargeTrip,
            "hero-aid" => BoardMode::HeroAid { late: false },
            "hero-aid-late" => BoardMode::HeroAid { late: true },
            "throw" => BoardMode::Throw,
            "ride-shoot" => BoardMode::RideShoot { target: None },
            // The first spell known; `--aim` picks another.
            "ride-cast" => BoardMode::RideCast { slot: 0, to: None },
            _ => return None,
        })
    }
}

/// Whether the board shows no plans (paths, attacks, reach) for the unit whose turn it is:
/// while the AI plays it, the mouse belongs to a player who is only watching.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PlansHidden(pub bool);

/// The square under the mouse, and whether the mouse is over the HUD instead of the board.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Hover {
    pub square: Option<Pos>,
    /// The grid intersection nearest the mouse (the top-left corner of square `corner`): where a
    /// sphere is aimed on squares (on hexes, the quarter of the cell the mouse is in; see
    /// [`crate::view::Layout::corner_at`]).
    pub corner: Option<Pos>,
    pub over_ui: bool,
}

/// An attack of opportunity a planned move would provoke.
#[derive(Clone, Debug, PartialEq)]
pub struct AooMarker {
    /// The square whose leaving provokes it.
    pub at: Pos,
    pub attacker: String,
    pub hit_chance: f64,
}

/// The attack a click on the hovered enemy would make.
#[derive(Clone, Debug, PartialEq)]
pub struct AttackPreview {
    pub target: String,
    pub at: Pos,
    pub weapon: String,
    pub hit_chance: f64,
    pub expected_damage: f64,
    /// Attacks of opportunity a ranged attack from here provokes first.
    pub provoked_by: Vec<String>,
    /// "to hit", or "lands" when the target rolls to avoid; and the ruleset's lines.
    pub verb: &'static str,
    pub lines: Vec<crate::i18n::Phrase>,
}

impl AttackPreview {
    /// The preview of an attack the ruleset forecast as `f`, shown as `weapon`.
    fn of(target: String, at: Pos, weapon: String, f: Forecast, provoked_by: Vec<String>) -> Self {
        AttackPreview {
            target,
            at,
            weapon,
            hit_chance: f.hit_chance,
            expected_damage: f.expected_damage,
            provoked_by,
            verb: f.verb,
            lines: f.lines,
        }
    }
}

#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct Preview {
    /// What the preview was computed from: log length, hovered square, attack range shown, the
    /// board mode, and whether plans are hidden.
    key: Option<(usize, Hover, bool, BoardMode, bool)>,
    pub unit: Option<Entity>,
    pub reach_one: Vec<Pos>,
    pub reach_two: Vec<Pos>,
    pub threatened: Vec<Pos>,
    /// Squares the current unit could attack into (reach or range, with a clear line), when asked.
    pub attack_range: Vec<Pos>,
    /// The planned path, each square with the movement spent so far.
    pub path: Vec<(Pos, u32)>,
    pub path_action: Option<ActionCost>,
    pub aoo: Vec<AooMarker>,
    pub attack: Option<AttackPreview>,
    /// Why the hovered square cannot be acted on, if it cannot.
    pub refusal: Option<String>,
    /// Aid another on the hovered ally: who, where, and the bonus it would get.
    pub aid: Option<(String, Pos, String)>,
    /// A label a click on the hovered square answers by picking, not by a command: the foe a
    /// shot on the move is for, the square a spell on the move comes from.
    pub note: Option<(Pos, String)>,
    /// A command a click on the hovered unit gives that is no attack and no aid: handing a thing
    /// over (or pouring a potion) to an ally, a feint or a push at a foe; with where, and what
    /// the board's label says.
    pub order: Option<(Command, Pos, String)>,
    /// A unit under the mouse, for its name label.
    pub hovered_unit: Option<Entity>,
    /// The square under the mouse.
    pub hovered: Option<Pos>,
    /// The spell being aimed, in cast mode.
    pub spell: Option<SpellPreview>,
    /// A flask being thrown, in throw mode: where it bursts and where a miss can come down.
    pub splash: Option<crate::rulesets::face::SplashPreview>,
}

/// A spell being aimed: its range, the squares it would cover, who it would catch and how likely
/// each outcome is, and what a click sends.
#[derive(Clone, Debug, PartialEq)]
pub struct SpellPreview {
    pub spell: crate::level::spells::Spell,
    /// Open squares it cannot be aimed into (beyond its range, or behind walls), shaded.
    pub out_of_reach: Vec<Pos>,
    /// The save DC the caster's spell would have.
    pub dc: Option<i32>,
    pub defensively: bool,
    /// Squares it can be aimed into (within range, with a clear line).
    pub range: Vec<Pos>,
    /// The squares it covers (an area after walls, or the target's square).
    pub area: Vec<Pos>,
    /// A sphere's origin: the intersection at the top-left corner of this square.
    pub corner: Option<Pos>,
    pub outlook: Vec<crate::combat::cast::CastOutlook>,
    pub risks: Vec<crate::combat::cast::CastingRisk>,
    /// What a click casts, when the rules allow it.
    pub command: Option<Command>,
    /// Why a click casts nothing here.
    pub refusal: Option<String>,
}

/// The part of the hover a preview depends on in `mode`: the nearest intersection only matters
/// while aiming a spell, so the mouse crossing the middle of a square redraws nothing otherwise.
/// So does it over a square a rider shares with its mount (the lower-right quarter picks the
/// mount): `shared` says the hovered square is one.
/// Why the hovered action is refused, naming units as the window does.
fn refusal(world: &World, reason: &crate::combat::rejection::Rejection) -> String {
    named(world, &reason.phrase())
}

pub fn hover_key(hover: &Hover, mode: BoardMode, shared: bool) -> Hover {
    Hover {
        corner: hover.corner.filter(|_| {
            shared
                || matches!(
                    mode,
                    BoardMode::Cast { .. }
                        | BoardMode::UseItem { .. }
                        | BoardMode::Throw
                        | BoardMode::RideCast { to: Some(_), .. }
                )
        }),
        ..hover.clone()
    }
}

/// [`hover_key`] for the hovered square as it is in `world`.
pub fn hover_key_in(world: &World, hover: &Hover, mode: BoardMode) -> Hover {
    let shared = hover
        .square
        .is_some_and(|p| crate::combat::reads::units_at(world, p).nth(1).is_some());
    hover_key(hover, mode, shared)
}

/// Recomputes the preview when the hovered square or the fight changed.
pub fn refresh_preview(world: &mut World) {
    let hover = world.resource::<Hover>().clone();
    let log_len = world.resource::<CombatLog>().0.len();
    let with_range = world
        .get_resource::<super::overlays::OverlayToggles>()
        .is_some_and(|t| t.attack_range);
    let mode = world
        .get_resource::<BoardMode>()
        .copied()
        .unwrap_or_default();
    let hidden = world.get_resource::<PlansHidden>().is_some_and(|h| h.0);
    let key = Some((
        log_len,
        hover_key_in(world, &hover, mode),
        with_range,
        mode,
        hidden,
    ));
    if world.resource::<Preview>().key == key {
        return;
    }
    let (hovered, corner) = if hover.over_ui {
        (None, None)
    } else {
        (hover.square, hover.corner)
    };
    if hidden {
        // Someone else's turn (the AI's): the square and unit under the mouse, and no plans.
        *world.resource_mut::<Preview>() = Preview {
            key,
            hovered,
            hovered_unit: hovered.and_then(|p| unit_at(world, p)),
            ..Default::default()
        };
        return;
    }
    let mut preview = compute_preview_in(world, hovered, with_range, mode);
    let aiming = match mode {
        BoardMode::Cast { slot, defensively } => Some(Aiming::Known { slot, defensively }),
        BoardMode::UseItem { item, spell } => Some(Aiming::Item { item, spell }),
        BoardMode::RideCast { slot, to: Some(to) } => Some(Aiming::Ridden { slot, to }),
        _ => None,
    };
    if let Some(aiming) = aiming {
        preview.spell = spell_preview(world, aiming, hovered, corner);
        if let Some(spell) = &preview.spell {
            preview.refusal = spell.refusal.clone();
            // Aiming a spell: the move and threat overlays would only hide the area (the
            // spell list says whether casting here provokes).
            preview.reach_one.clear();
            preview.reach_two.clear();
            preview.threatened.clear();
        }
    }
    if mode == BoardMode::Throw {
        preview.splash = throw_preview(world, hovered, corner);
        if let Some(splash) = &preview.splash {
            if preview.attack.is_none() {
                preview.refusal = splash.refusal.as_ref().map(|r| named(world, r));
            }
            // As for a spell: the move overlays would only hide where the flask can land.
            preview.reach_one.clear();
            preview.reach_two.clear();
            preview.threatened.clear();
        }
    }
    *world.resource_mut::<Preview>() = Preview { key, ..preview };
}

/// In throw mode, the flask the current unit holds: thrown at the foe on the `hovered` square,
/// else at the intersection nearest the mouse (`corner`); `None` when it holds no flask that
/// splashes (a thrown weapon is previewed as an attack).
pub fn throw_preview(
    world: &World,
    hovered: Option<Pos>,
    corner: Option<Pos>,
) -> Option<crate::rulesets::face::SplashPreview> {
    use crate::rulesets::face::SplashAim;
    let unit = crate::combat::hot::resource::<TurnState>(world).current_unit()?;
    let side = world.get::<Side>(unit);
    let foe = hovered
        .and_then(|p| unit_at(world, p))
        .filter(|&e| world.get::<Side>(e) != side);
    let aim = match foe {
        Some(foe) => SplashAim::At(foe),
        None => SplashAim::Corner(corner?),
    };
    crate::rulesets::face::of(world).splash_preview(world, unit, aim)
}

/// [`refresh_preview`] before the orders are read, as a system of its own (the schedule orders
/// other systems after the one that runs once the fight has moved).
pub fn refresh_preview_for_orders(world: &mut World) {
    refresh_preview(world);
}

/// The unit a click on `p` means. Where a rider shares the square with its mount: the mount when
/// the mouse is in the square's lower-right quarter (where its token shows, see the window's
/// [`Hover`]), else the rider.
fn unit_at(world: &World, p: Pos) -> Option<Entity> {
    let mut here: Vec<Entity> = crate::combat::reads::units_at(world, p).collect();
    if here.len() < 2 {
        return here.pop();
    }
    let lower_right = world
        .get_resource::<Hover>()
        .is_some_and(|h| h.square == Some(p) && h.corner == Some(Pos::new(p.x + 1, p.y + 1)));
    here.into_iter()
        .find(|&e| world.get::<Riding>(e).is_some() != lower_right)
}

/// Squares within the unit's melee reach or its farthest shot that a line from it reaches (walls
/// excluded).
pub fn attack_range(world: &World, unit: Entity, from: Pos, snap: &BoardSnapshot) -> Vec<Pos> {
    let Some(eq) = world.get::<Equipment>(unit) else {
        return Vec::new();
    };
    let reach = if eq.melee_weapon().is_some() {
        world.get::<CreatureSize>(unit).map_or(1, |s| s.0.reach())
    } else {
        0
    };
    let ruleset = crate::rulesets::face::of(world);
    let range = eq
        .usable()
        .filter(|w| !w.is_melee())
        .map(|w| ruleset.farthest_shot(world, unit, w))
        .max()
        .unwrap_or(0);
    snap.in_sight_within(from, reach.max(range))
        .filter(|&p| !snap.is_wall(p))
        .collect()
}

/// The preview for the current unit and a hovered square; `with_range` adds the attack range.
pub fn compute_preview(world: &World, hovered: Option<Pos>, with_range: bool) -> Preview {
    compute_preview_in(world, hovered, with_range, BoardMode::Move)
}

/// The preview of what a click on the hovered square would do in `mode`.
pub fn compute_preview_in(
    world: &World,
    hovered: Option<Pos>,
    with_range: bool,
    mode: BoardMode,
) -> Preview {
    let mut out = Preview {
        hovered,
        hovered_unit: hovered.and_then(|p| unit_at(world, p)),
        ..Default::default()
    };
    let turn = crate::combat::hot::resource::<TurnState>(world);
    let Some(unit) = turn.current_unit() else {
        return out;
    };
    if turn.phase != Phase::Running {
        return out;
    }
    out.unit = Some(unit);
    let budget = turn.budget;
    let from = world.get::<Position>(unit).map(|p| p.0).unwrap_or_default();
    let speed = crate::combat::reads::effective_speed(world, unit);
    let snap = BoardSnapshot::for_unit(world, unit);

    let moves = budget.moves_left();
    if moves >= 1 && speed > 0 {
        let one = reachable(&snap, from, speed);
        out.reach_one = one.keys().copied().collect();
        if moves >= 2 {
            let two = reachable(&snap, from, speed * 2);
            out.reach_two = two
                .keys()
                .filter(|p| !one.contains_key(p))
                .copied()
                .collect();
        }
    }
    let threatened: BTreeSet<Pos> = snap
        .threateners
        .iter()
        .flat_map(|t| snap.threatened_by(t).collect::<Vec<_>>())
        .filter(|&p| !snap.is_wall(p))
        .collect();
    out.threatened = threatened.into_iter().collect();
    if with_range {
        out.attack_range = attack_range(world, unit, from, &snap);
    }

    let Some(target_square) = hovered else {
        return out;
    };
    let hovered_unit = unit_at(world, target_square);
    let aimed = Aimed {
        world,
        unit,
        from,
        snap,
        target_square,
        hovered_unit,
        enemy: hovered_unit.filter(|&o| world.get::<Side>(o) != world.get::<Side>(unit)),
    };
    match mode {
        BoardMode::Move
        | BoardMode::Dismount
        | BoardMode::Withdraw
        | BoardMode::Step
        | BoardMode::Crawl
        | BoardMode::Run => move_preview(&aimed, mode, &mut out),
        BoardMode::Feint
        | BoardMode::Manoeuvre
        | BoardMode::Maneuver { .. }
        | BoardMode::ChargeTrip => contest_preview(&aimed, mode, &mut out),
        BoardMode::Drag => drag_preview(&aimed, &mut out),
        BoardMode::RideShoot { target } => ride_shot_preview(&aimed, target, &mut out),
        BoardMode::RideCast { slot, to } => ride_cast_way(&aimed, slot, to, &mut out),
        BoardMode::Charge => charge_preview(&aimed, mode, &mut out),
        BoardMode::Delay
        | BoardMode::Cast { .. }
        | BoardMode::UseItem { .. }
        | BoardMode::ReadySquare { .. } => {}
        BoardMode::Manner(_)
        | BoardMode::Aim
        | BoardMode::Grapple
        | BoardMode::Tackle
        | BoardMode::Throw => manoeuvre_preview(&aimed, mode, &mut out),
        BoardMode::FirstAid
        | BoardMode::HumanShield
        | BoardMode::AidAttack
        | BoardMode::AidDefense
        | BoardMode::ShakeFree
        | BoardMode::HeroAid { .. }
        | BoardMode::HandOver { .. } => ally_preview(&aimed, mode, &mut out),
        BoardMode::CoupDeGrace => coup_preview(&aimed, &mut out),
    }
    out
}

/// What a preview of a click on a square reads: the unit whose turn it is, where it stands, its
/// view of the board, the square, and who is on it (a foe, or anyone).
struct Aimed<'w> {
    world: &'w World,
    unit: Entity,
    from: Pos,
    snap: BoardSnapshot,
    target_square: Pos,
    hovered_unit: Option<Entity>,
    enemy: Option<Entity>,
}

impl Aimed<'_> {
    /// A unit's id, as commands name it.
    fn target_id(&self, e: Entity) -> String {
        self.world
            .get::<UnitId>(e)
            .map(|u| u.0.clone())
            .unwrap_or_default()
    }
}

/// A move, a withdrawal, a five-foot step or a crawl to the square (or an attack on a foe there), or dismounting onto it.
fn move_preview(aimed: &Aimed, mode: BoardMode, out: &mut Preview) {
    let Aimed {
        world,
        unit,
        from,
        ref snap,
        target_square,
        enemy,
        ..
    } = *aimed;
    let target_id = |e: Entity| aimed.target_id(e);
    match mode {
        BoardMode::Move => {
            if let Some(other) = enemy {
                let id = target_id(other);
                match check_attack_command(world, unit, &id, None) {
                    Ok(plan) => {
                        let f = forecast(world, unit, other, &plan.weapon);
                        let provoked_by = if plan.weapon.is_melee() {
                            Vec::new()
                        } else {
                            snap.threateners_of(from)
                                .map(|t| snap.name(t.entity))
                                .collect()
                        };
                        out.attack = Some(AttackPreview::of(
                            id,
                            target_square,
                            term(&f.weapon),
                            f,
                            provoked_by,
                        ));
                    }
                    Err(reason) => out.refusal = Some(refusal(world, &reason)),
                }
                return;
            }
            if target_square != from {
                plan_move(world, unit, snap, from, MoveKind::Move, target_square, out);
            }
        }
        BoardMode::Dismount => {
            match crate::combat::mounted::check_dismount(world, unit, Some(target_square)) {
                Ok(to) => {
                    let step = PlannedStep { to, cost: 1 };
                    aoo_along(world, unit, snap, from, &[step], out);
                    out.path_action =
                        Some(crate::combat::reads::cost_of(world, ActionKind::Dismount));
                }
                Err(reason) => out.refusal = Some(refusal(world, &reason)),
            }
        }
        BoardMode::Withdraw | BoardMode::Step | BoardMode::Crawl | BoardMode::Run => {
            let kind = match mode {
                BoardMode::Withdraw => MoveKind::Withdraw,
                BoardMode::Step => MoveKind::Step,
                BoardMode::Run => MoveKind::Run,
                _ => MoveKind::Crawl,
            };
            if target_square != from {
                plan_move(world, unit, snap, from, kind, target_square, out);
            }
        }
        _ => {}
    }
}

/// A charge at the foe on the square: straight (seed 000) with its path and attacks of opportunity, or by any path the engine finds (OSR), showing the blow.
fn charge_preview(aimed: &Aimed, mode: BoardMode, out: &mut Preview) {
    let Aimed {
        world,
        unit,
        from,
        ref snap,
        target_square,
        enemy,
        ..
    } = *aimed;
    let target_id = |e: Entity| aimed.target_id(e);
    match mode {
        // A charge by any path (OSR's): the engine finds it; the preview shows the blow.
        BoardMode::Charge if !crate::rulesets::face::of(world).charge_goes_straight() => {
            match (
                enemy,
                world.get::<Equipment>(unit).and_then(|e| e.melee_weapon()),
            ) {
                (Some(other), Some(weapon)) => {
                    let f = forecast_strike(
                        world,
                        &Strike::new(unit, other, weapon, StrikeMode::Charge),
                    );
                    out.attack = Some(AttackPreview::of(
                        target_id(other),
                        target_square,
                        crate::t!("preview-charge-with", weapon = term(&f.weapon)),
                        f,
                        Vec::new(),
                    ));
                }
                (None, _) => out.refusal = Some(crate::t!("preview-pick-enemy-to-charge")),
                (_, None) => out.refusal = Some(crate::t!("bar-why-no-melee")),
            }
        }
        BoardMode::Charge => match enemy {
            None => out.refusal = Some(crate::t!("preview-pick-enemy-to-charge")),
            Some(other) => match check_charge(world, unit, &target_id(other)) {
                Ok(plan) => {
                    aoo_along(world, unit, snap, from, &plan.steps, out);
                    out.path_action = Some(plan.action);
                    let f = forecast_strike(
                        world,
                        &Strike::new(unit, other, &plan.weapon, StrikeMode::Charge),
                    );
                    out.attack = Some(AttackPreview::of(
                        target_id(other),
                        target_square,
                        crate::t!("preview-charge-with", weapon = term(&f.weapon)),
                        f,
                        Vec::new(),
                    ));
                }
                Err(reason) => out.refusal = Some(refusal(world, &reason)),
            },
        },
        _ => {}
    }
}

/// An attack made another way, aiming, grappling, tackling or throwing at the foe on the square.
fn manoeuvre_preview(aimed: &Aimed, mode: BoardMode, out: &mut Preview) {
    let Aimed {
        world,
        unit,
        target_square,
        enemy,
        ..
    } = *aimed;
    let target_id = |e: Entity| aimed.target_id(e);
    match mode {
        BoardMode::Manner(_)
        | BoardMode::Aim
        | BoardMode::Grapple
        | BoardMode::Tackle
        | BoardMode::Throw => match enemy {
            None => out.refusal = Some(crate::t!("preview-pick-enemy")),
            Some(other) => {
                let id = target_id(other);
                let hands = crate::combat::attack::unarmed_strike();
                let plan = match mode {
                    BoardMode::Grapple | BoardMode::Tackle => Ok(hands),
                    BoardMode::Throw => crate::rulesets::face::of(world)
                        .thrown_object(world, unit)
                        .ok_or_else(|| crate::t!("bar-why-nothing-to-throw")),
                    BoardMode::Aim => world
                        .get::<Equipment>(unit)
                        .and_then(|e| e.usable().find(|w| !w.is_melee()).cloned())
                        .ok_or_else(|| crate::t!("preview-no-ranged-weapon")),
                    _ => check_attack_command(world, unit, &id, None)
                        .map(|p| p.weapon.into_owned())
                        .map_err(|r| r.to_string()),
                };
                match plan {
                    Ok(weapon) => {
                        let strike_mode = match mode {
                            BoardMode::Manner(m) => StrikeMode::Manner(m),
                            BoardMode::Grapple => StrikeMode::Grapple,
                            BoardMode::Tackle => StrikeMode::Tackle,
                            _ => StrikeMode::Normal,
                        };
                        let f =
                            forecast_strike(world, &Strike::new(unit, other, &weapon, strike_mode));
                        let label = match mode {
                            BoardMode::Aim => {
                                crate::t!("preview-aim-with", weapon = term(&f.weapon))
                            }
                            BoardMode::Grapple => crate::t!("preview-grapple"),
                            BoardMode::Tackle => crate::t!("preview-tackle"),
                            BoardMode::Throw => crate::t!("preview-throw", item = term(&f.weapon)),
                            _ => term(&f.weapon),
                        };
                        out.attack =
                            Some(AttackPreview::of(id, target_square, label, f, Vec::new()));
                    }
                    Err(reason) => out.refusal = Some(reason),
                }
            }
        },
        _ => {}
    }
}

/// Aid, first aid, a human shield or handing over to the ally on the square.
fn ally_preview(aimed: &Aimed, mode: BoardMode, out: &mut Preview) {
    let Aimed {
        world,
        unit,
        target_square,
        hovered_unit,
        ..
    } = *aimed;
    let target_id = |e: Entity| aimed.target_id(e);
    match mode {
        BoardMode::FirstAid | BoardMode::HumanShield => match hovered_unit {
            Some(other) if world.get::<Side>(other) == world.get::<Side>(unit) && other != unit => {
                let label = if mode == BoardMode::FirstAid {
                    crate::phrase!("overlay-first-aid", ally = target_id(other))
                } else {
                    crate::phrase!("overlay-human-shield", ally = target_id(other))
                };
                out.aid = Some((target_id(other), target_square, named(world, &label)));
            }
            _ => out.refusal = Some(crate::t!("preview-pick-adjacent-ally")),
        },
        BoardMode::HeroAid { late } => match hovered_unit {
            None => out.refusal = Some(crate::t!("preview-pick-adjacent-ally")),
            Some(other) => match hero_aid_label(aimed, other, late) {
                Ok(label) => out.aid = Some((target_id(other), target_square, label)),
                Err(reason) => out.refusal = Some(refusal(world, &reason)),
            },
        },
        BoardMode::ShakeFree => match hovered_unit {
            None => out.refusal = Some(crate::t!("preview-pick-adjacent-ally")),
            Some(other) => match shake_free_label(aimed, other) {
                Ok(label) => out.aid = Some((target_id(other), target_square, label)),
                Err(reason) => out.refusal = Some(refusal(world, &reason)),
            },
        },
        BoardMode::AidAttack | BoardMode::AidDefense => match hovered_unit {
            None => out.refusal = Some(crate::t!("preview-pick-adjacent-ally")),
            Some(other) => {
                let kind = if mode == BoardMode::AidAttack {
                    crate::combat::commands::AidKind::Attack
                } else {
                    crate::combat::commands::AidKind::Defense
                };
                match aid_label(aimed, other, kind) {
                    Ok(label) => out.aid = Some((target_id(other), target_square, label)),
                    Err(reason) => out.refusal = Some(refusal(world, &reason)),
                }
            }
        },
        BoardMode::HandOver { slot } => {
            let thing = world
                .get::<Equipment>(unit)
                .and_then(|eq| {
                    crate::combat::objects::carried_things(eq)
                        .into_iter()
                        .nth(usize::from(slot))
                })
                .map(|t| t.id().to_string());
            match (hovered_unit, thing) {
                (Some(other), Some(thing)) => {
                    match crate::combat::objects::check_hand_over(
                        world,
                        unit,
                        &thing,
                        &target_id(other),
                    ) {
                        Ok((carried, _, poured)) => {
                            let thing_name = term(carried.name());
                            let label = if poured {
                                crate::t!("overlay-pour-potion", thing = thing_name)
                            } else {
                                crate::t!("overlay-hand-over", thing = thing_name)
                            };
                            out.order = Some((
                                Command::HandOver {
                                    unit: crate::combat::reads::unit_id(world, unit),
                                    thing,
                                    to: target_id(other),
                                },
                                target_square,
                                label,
                            ))
                        }
                        Err(reason) => out.refusal = Some(refusal(world, &reason)),
                    }
                }
                _ => out.refusal = Some(crate::t!("preview-pick-ally-in-reach")),
            }
        }
        _ => {}
    }
}

/// When the coup de grace falls: next turn (seed 000), or at once with a save under seed 001's
/// switch.
fn coup_timing(world: &World) -> crate::i18n::Phrase {
    if crate::combat::reads::plays(
        world,
        crate::level::schema::RuleOptions::coup_de_grace_at_once,
    ) {
        crate::phrase!("preview-coup-de-grace-at-once")
    } else {
        crate::phrase!("preview-coup-de-grace-falls-next-turn")
    }
}

/// A coup de grace on the helpless foe on the square.
fn coup_preview(aimed: &Aimed, out: &mut Preview) {
    let Aimed {
        world,
        unit,
        from,
        ref snap,
        target_square,
        hovered_unit,
        ..
    } = *aimed;
    let target_id = |e: Entity| aimed.target_id(e);
    match hovered_unit {
        None => out.refusal = Some(crate::t!("preview-pick-helpless-foe")),
        Some(other) => match coup_de_grace_weapon(aimed, other) {
            Ok(weapon) => {
                let strike = Strike::new(unit, other, &weapon, StrikeMode::CoupDeGrace);
                out.attack = Some(AttackPreview {
                    target: target_id(other),
                    at: target_square,
                    weapon: crate::t!("preview-coup-de-grace-with", weapon = term(&weapon.name)),
                    hit_chance: 1.0,
                    expected_damage: forecast_strike(world, &strike).expected_damage,
                    provoked_by: snap
                        .threateners_of(from)
                        .map(|t| snap.name(t.entity))
                        .collect(),
                    verb: "to hit",
                    lines: vec![coup_timing(world)],
                });
            }
            Err(reason) => out.refusal = Some(refusal(world, &reason)),
        },
    }
}

/// A feint at the foe on the square, a push a square straight back (seed 003's manoeuvre, the
/// unit staying where it is) or a combat maneuver (seed 001): the command, if the rules allow it
/// now, and its odds.
fn contest_preview(aimed: &Aimed, mode: BoardMode, out: &mut Preview) {
    let (world, unit) = (aimed.world, aimed.unit);
    let Some(foe) = aimed.enemy else {
        out.refusal = Some(crate::t!("preview-pick-enemy"));
        return;
    };
    let (me, target) = (
        crate::combat::reads::unit_id(world, unit),
        aimed.target_id(foe),
    );
    let command = match mode {
        BoardMode::Feint => Command::Feint { unit: me, target },
        BoardMode::Maneuver { kind, follow } => Command::CombatManeuver {
            unit: me,
            target,
            kind,
            follow,
            charge: false,
        },
        BoardMode::ChargeTrip => Command::CombatManeuver {
            unit: me,
            target,
            kind: crate::combat::commands::ManeuverKind::Trip,
            follow: false,
            charge: true,
        },
        _ => match straight_back(&aimed.snap, aimed.from, aimed.target_square) {
            Some(to) => Command::Manoeuvre {
                unit: me,
                target,
                to,
                follow: false,
            },
            None => {
                out.refusal = Some(crate::t!("preview-no-square-behind"));
                return;
            }
        },
    };
    match crate::combat::check::check(world, SnapshotFor::Made(&aimed.snap), unit, &command) {
        Ok(()) => {
            if mode == BoardMode::ChargeTrip
                && let Ok(plan) = check_charge(world, unit, &aimed.target_id(foe))
            {
                aoo_along(world, unit, &aimed.snap, aimed.from, &plan.steps, out);
                out.path_action = Some(plan.action);
            }
            let label = crate::rulesets::face::of(world)
                .contest_label(world, unit, foe, &command)
                .map_or_else(|| command.name().to_string(), |p| named(world, &p));
            out.order = Some((command, aimed.target_square, label));
        }
        Err(reason) => out.refusal = Some(refusal(world, &reason)),
    }
}

/// Dragging the held creature to the square: the command, if the rules allow it now, and the
/// chance of the check.
fn drag_preview(aimed: &Aimed, out: &mut Preview) {
    let (world, unit) = (aimed.world, aimed.unit);
    let Some(held) = world.get::<Holding>(unit).map(|h| h.0) else {
        return;
    };
    let command = Command::MaintainGrapple {
        unit: crate::combat::reads::unit_id(world, unit),
        option: crate::combat::commands::GrappleOption::Move {
            to: aimed.target_square,
        },
    };
    match crate::combat::check::check(world, SnapshotFor::Made(&aimed.snap), unit, &command) {
        Ok(()) => {
            let label = crate::rulesets::face::of(world)
                .contest_label(world, unit, held, &command)
                .map_or_else(|| command.name().to_string(), |p| named(world, &p));
            out.order = Some((command, aimed.target_square, label));
        }
        Err(reason) => out.refusal = Some(refusal(world, &reason)),
    }
}

/// The square beyond `at`, straight away from `from`: where a push sends the one on `at`.
fn straight_back(snap: &BoardSnapshot, from: Pos, at: Pos) -> Option<Pos> {
    let shape = snap.shape;
    let (a, m) = (shape.centre(from), shape.centre(at));
    shape.neighbours(at).find(|&n| {
        let b = shape.centre(n);
        ((a.0 + b.0) / 2.0 - m.0).abs() < 1e-6 && ((a.1 + b.1) / 2.0 - m.1).abs() < 1e-6
    })
}

/// The board's words over `ally` for aid of `kind`, if the rules allow that aid now.
fn aid_label(
    aimed: &Aimed,
    ally: Entity,
    kind: crate::combat::commands::AidKind,
) -> Result<String, Rejection> {
    let (world, unit) = (aimed.world, aimed.unit);
    let command = Command::AidAnother {
        unit: crate::combat::reads::unit_id(world, unit),
        ally: aimed.target_id(ally),
        aid: kind,
        against: None,
    };
    crate::combat::check::check(world, SnapshotFor::Made(&aimed.snap), unit, &command)?;
    let label = crate::rulesets::face::of(world).aid_label(world, unit, ally, kind);
    Ok(named(world, &label))
}

/// What shaking `ally` free does, if the rules allow it now.
fn shake_free_label(aimed: &Aimed, ally: Entity) -> Result<String, Rejection> {
    let (world, unit) = (aimed.world, aimed.unit);
    let command = Command::ShakeFree {
        unit: crate::combat::reads::unit_id(world, unit),
        ally: aimed.target_id(ally),
    };
    crate::combat::check::check(world, SnapshotFor::Made(&aimed.snap), unit, &command)?;
    let label = crate::phrase!("overlay-shake-free", ally = aimed.target_id(ally));
    Ok(named(world, &label))
}

/// A rider's shot on the move: with no foe picked yet, the foe under the mouse; then the way to
/// the square under the mouse, the square the shot comes from and its chance.
fn ride_shot_preview(aimed: &Aimed, target: Option<Entity>, out: &mut Preview) {
    let world = aimed.world;
    let Some(target) = target else {
        match aimed.enemy {
            Some(foe) => {
                let label =
                    crate::phrase!("preview-ride-shoot-pick", target = aimed.target_id(foe));
                out.note = Some((aimed.target_square, named(world, &label)));
            }
            None => out.refusal = Some(crate::t!("preview-pick-enemy")),
        }
        return;
    };
    let face = crate::rulesets::face::of(world);
    let Some(ride) = face.ride_shot_preview(world, aimed.unit, target, aimed.target_square) else {
        return;
    };
    // The way provokes as a mounted move does: who strikes the rider, and where.
    aoo_along(world, aimed.unit, &aimed.snap, aimed.from, &ride.path, out);
    if let Some(reason) = &ride.refusal {
        out.refusal = Some(named(world, reason));
        return;
    }
    let (Some(command), Some(chance)) = (ride.command, ride.hit_chance) else {
        return;
    };
    let label = crate::phrase!(
        "overlay-ride-shoot",
        target = aimed.target_id(target),
        chance = crate::view::overlays::percent(chance),
        penalty = if ride.run { -8 } else { -4 }
    );
    out.order = Some((command, ride.halfway, named(world, &label)));
}

/// A rider's spell on the move: the way to the square picked (before it is picked, the one under
/// the mouse), who strikes the rider on it, and the square the spell comes from; or why the
/// mount cannot go there.
fn ride_cast_way(aimed: &Aimed, slot: u8, to: Option<Pos>, out: &mut Preview) {
    let world = aimed.world;
    let Some((spell, ..)) = aimed_spell(
        world,
        aimed.unit,
        Aiming::Known {
            slot,
            defensively: false,
        },
    ) else {
        return;
    };
    let face = crate::rulesets::face::of(world);
    let going_to = to.unwrap_or(aimed.target_square);
    let Some(ride) = face.ride_cast_preview(world, aimed.unit, going_to, &spell.id, None) else {
        return;
    };
    aoo_along(world, aimed.unit, &aimed.snap, aimed.from, &ride.path, out);
    if let Some(reason) = &ride.refusal {
        out.refusal = Some(named(world, reason));
        return;
    }
    let spell_name = crate::i18n::as_term(spell.name.as_str());
    let pace = if ride.run { "run" } else { "move" };
    let label = match to {
        None => crate::phrase!("preview-ride-cast-pick", spell = spell_name, pace = pace),
        Some(_) => crate::phrase!("preview-ride-cast-here", pace = pace),
    };
    out.note = Some((ride.halfway, named(world, &label)));
}

/// The hero point spent on `ally`'s next roll (`late`: only if it fails and +2 saves it).
pub fn hero_aid_command(unit: String, ally: String, late: bool) -> Command {
    use crate::combat::commands::HeroSpend;
    Command::Hero {
        unit,
        spend: if late {
            HeroSpend::LateAid { ally }
        } else {
            HeroSpend::Aid { ally }
        },
    }
}

/// What a hero point spent on `ally`'s next roll does, if the rules allow it now.
fn hero_aid_label(aimed: &Aimed, ally: Entity, late: bool) -> Result<String, Rejection> {
    let (world, unit) = (aimed.world, aimed.unit);
    let command = hero_aid_command(
        crate::combat::reads::unit_id(world, unit),
        aimed.target_id(ally),
        late,
    );
    crate::combat::check::check(world, SnapshotFor::Made(&aimed.snap), unit, &command)?;
    let label = if late {
        crate::phrase!("overlay-hero-late-aid", ally = aimed.target_id(ally))
    } else {
        crate::phrase!("overlay-hero-aid", ally = aimed.target_id(ally))
    };
    Ok(named(world, &label))
}

/// A phrase in the reader's language, its units named.
fn named(world: &World, phrase: &crate::i18n::Phrase) -> String {
    phrase.in_lang_named(
        crate::i18n::current(),
        &crate::combat::events::unit_names(world),
    )
}

/// The weapon a coup de grace on `target` would fall with (the melee weapon in hand), if the
/// rules allow one now.
fn coup_de_grace_weapon(
    aimed: &Aimed,
    target: Entity,
) -> Result<crate::level::schema::Weapon, Rejection> {
    let (world, unit) = (aimed.world, aimed.unit);
    let command = Command::CoupDeGrace {
        unit: crate::combat::reads::unit_id(world, unit),
        target: aimed.target_id(target),
    };
    crate::combat::check::check(world, SnapshotFor::Made(&aimed.snap), unit, &command)?;
    let weapon = world.get::<Equipment>(unit).and_then(|e| e.melee_weapon());
    weapon.cloned().ok_or_else(|| Rejection::OutOfReach {
        unit: crate::combat::reads::unit_id(world, unit),
        target: aimed.target_id(target),
        distance: 0,
        carried: None,
        board: crate::combat::board::shape(world),
    })
}

/// Fills the path, its cost and (for moves that provoke) the attack-of-opportunity markers.
fn plan_move(
    world: &World,
    unit: Entity,
    snap: &BoardSnapshot,
    from: Pos,
    kind: MoveKind,
    to: Pos,
    out: &mut Preview,
) {
    match check_move_kind(world, unit, kind, Some(to), None) {
        Ok(plan) => {
            if plan.provokes {
                aoo_along(world, unit, snap, from, &plan.path.steps, out);
            } else {
                let mut spent = 0;
                for step in &plan.path.steps {
                    spent += step.cost;
                    out.path.push((step.to, spent));
                }
            }
            out.path_action = Some(plan.action);
        }
        Err(reason) => out.refusal = Some(refusal(world, &reason)),
    }
}

/// The path with running costs, and a marker where leaving a square provokes each enemy that can
/// still make its attack of opportunity (first time only).
fn aoo_along(
    world: &World,
    unit: Entity,
    snap: &BoardSnapshot,
    from: Pos,
    steps: &[PlannedStep],
    out: &mut Preview,
) {
    let mut spent = 0;
    let mut left = from;
    let mut seen = BTreeSet::new();
    for step in steps {
        for t in snap.threateners_of(left) {
            if seen.insert(t.entity) && can_make_aoo(world, t.entity) {
                let hit = world
                    .get::<Equipment>(t.entity)
                    .and_then(|e| e.melee_weapon().cloned())
                    .map_or(0.0, |w| forecast(world, t.entity, unit, &w).hit_chance);
                out.aoo.push(AooMarker {
                    at: left,
                    attacker: snap.name(t.entity),
                    hit_chance: hit,
                });
            }
        }
        spent += step.cost;
        out.path.push((step.to, spent));
        left = step.to;
    }
}

/// The preview of the current unit's `slot`-th known spell aimed at the hovered square (a unit,
/// the square a cone or line points to) or intersection (a sphere's origin, a cube's centre).
/// What is being aimed: a spell the unit knows, or one a magic item it carries holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Aiming {
    Known {
        slot: u8,
        defensively: bool,
    },
    Item {
        item: u8,
        spell: u8,
    },
    /// A known spell cast on the move, the mount going to `to` (seed 001).
    Ridden {
        slot: u8,
        to: Pos,
    },
}

pub fn spell_preview(
    world: &World,
    aiming: Aiming,
    hovered: Option<Pos>,
    corner: Option<Pos>,
) -> Option<SpellPreview> {
    let turn = crate::combat::hot::resource::<TurnState>(world);
    let caster = turn.current_unit()?;
    let (spell, item, defensively) = aimed_spell(world, caster, aiming)?;
    let ride_to = match aiming {
        Aiming::Ridden { to, .. } => Some(to),
        _ => None,
    };
    let from = match ride_to {
        Some(to) => ride_halfway(world, caster, to, &spell)?,
        None => world.get::<Position>(caster)?.0,
    };
    let snap = BoardSnapshot::for_unit(world, caster);
    let (range, out_of_reach) = spell_reach(world, &snap, caster, from, &spell);
    let mut out = SpellPreview {
        out_of_reach,
        dc: crate::rulesets::face::of(world).spell_save_dc(world, caster, &spell, item.is_some()),
        spell: spell.clone(),
        defensively,
        range,
        area: Vec::new(),
        corner: None,
        outlook: Vec::new(),
        risks: Vec::new(),
        command: None,
        refusal: None,
    };
    let aim = SpellAim {
        spell: &spell,
        caster,
        from,
        ride_to,
        hovered,
        corner,
    };
    match spell_target(world, &snap, &aim, &mut out) {
        Ok((target, at)) => {
            if let Err(why) = spell_outcome(world, &snap, &aim, item, (target, at), &mut out) {
                out.refusal = Some(why);
            }
        }
        Err(why) => out.refusal = Some(why),
    }
    Some(out)
}

/// The spell being aimed, and where from and at.
struct SpellAim<'a> {
    spell: &'a crate::level::spells::Spell,
    caster: Entity,
    from: Pos,
    /// On the move: where the mount goes (`from` is halfway there).
    ride_to: Option<Pos>,
    hovered: Option<Pos>,
    corner: Option<Pos>,
}

/// The square a spell on the move comes from, the mount going to `to`; `None` when the mount
/// cannot go there.
fn ride_halfway(
    world: &World,
    caster: Entity,
    to: Pos,
    spell: &crate::level::spells::Spell,
) -> Option<Pos> {
    let ride =
        crate::rulesets::face::of(world).ride_cast_preview(world, caster, to, &spell.id, None)?;
    ride.refusal.is_none().then_some(ride.halfway)
}

/// A magic item carried, and the id of the spell in it being aimed.
type HeldSpell = (crate::level::schema::Item, String);

/// The spell aimed, the item it comes from, and whether it is cast defensively.
type AimedSpell = (crate::level::spells::Spell, Option<HeldSpell>, bool);

/// The spell a caster aims (one it knows, or one a magic item it carries holds, with the item
/// and the spell's id there) and whether it is cast defensively.
fn aimed_spell(world: &World, caster: Entity, aiming: Aiming) -> Option<AimedSpell> {
    Some(match aiming {
        Aiming::Known { slot, .. } | Aiming::Ridden { slot, .. } => {
            let known = world
                .get::<Spellcasting>(caster)?
                .spells
                .get(usize::from(slot))?;
            let defensively = matches!(
                aiming,
                Aiming::Known {
                    defensively: true,
                    ..
                }
            );
            (known.spell.clone(), None, defensively)
        }
        Aiming::Item { item, spell } => {
            let carried = crate::combat::magic_items::magic_items(world, caster)
                .into_iter()
                .nth(usize::from(item))?;
            let held = carried
                .magic
                .as_ref()?
                .spells
                .get(usize::from(spell))?
                .clone();
            (held.resolved?, Some((carried, held.spell)), false)
        }
    })
}

/// The squares a spell reaches from `from`, and the squares of the board it cannot reach (none
/// for a personal spell, which its own shape bounds).
fn spell_reach(
    world: &World,
    snap: &BoardSnapshot,
    caster: Entity,
    from: Pos,
    spell: &crate::level::spells::Spell,
) -> (Vec<Pos>, Vec<Pos>) {
    let on_board = |p: Pos| snap.index(p).is_some() && !snap.is_wall(p);
    let reach = match spell.range {
        SpellRange::Touch => world.get::<CreatureSize>(caster).map_or(1, |s| s.0.reach()),
        SpellRange::RangedTouch(n) | SpellRange::Squares(n) => n,
        SpellRange::Personal => 0,
    };
    let range: Vec<Pos> = snap
        .in_sight_within(from, reach)
        .filter(|&p| on_board(p))
        .collect();
    // A personal area is bounded by its own shape, so nothing is shaded for it.
    let out_of_reach = if spell.range == SpellRange::Personal {
        Vec::new()
    } else {
        let in_range: BTreeSet<Pos> = range.iter().copied().chain([from]).collect();
        (0..snap.height)
            .flat_map(|y| (0..snap.width).map(move |x| Pos::new(x, y)))
            .filter(|&p| on_board(p) && !in_range.contains(&p))
            .collect()
    };
    (range, out_of_reach)
}

/// What the mouse aims the spell at: a target's id or a point (its area shown meanwhile); else
/// what the player should point at.
fn spell_target(
    world: &World,
    snap: &BoardSnapshot,
    aim: &SpellAim<'_>,
    out: &mut SpellPreview,
) -> Result<(Option<String>, Option<Pos>), String> {
    let (caster, from, hovered, corner) = (aim.caster, aim.from, aim.hovered, aim.corner);
    let spell = aim.spell;
    let on_board = |p: Pos| snap.index(p).is_some() && !snap.is_wall(p);
    Ok(match spell.target {
        SpellTarget::Caster if hovered != Some(from) => {
            out.area = vec![from];
            let name = world.get::<UnitName>(caster).map_or("", |n| n.0.as_str());
            return Err(crate::t!(
                "preview-spell-click-caster",
                spell = term(&spell.name),
                caster = name
            ));
        }
        SpellTarget::Caster => (None, None),
        SpellTarget::Creature => match hovered.and_then(|p| unit_at(world, p)) {
            Some(t) => (world.get::<UnitId>(t).map(|u| u.0.clone()), None),
            None => {
                return Err(crate::t!(
                    "preview-spell-pick-creature",
                    spell = term(&spell.name)
                ));
            }
        },
        SpellTarget::Area(area) => {
            let at = match (snap.shape, area) {
                // On hexes a sphere and a cube are centred on the cell under the mouse.
                (crate::rules::board_shape::BoardShape::Hex, Area::Sphere(_) | Area::Cube(_)) => {
                    hovered
                }
                (_, Area::Sphere(_)) => corner,
                // A cube is centred on the intersection under the mouse.
                (_, Area::Cube(n)) => {
                    corner.map(|c| Pos::new(c.x - n as i32 / 2, c.y - n as i32 / 2))
                }
                (_, Area::Cone(_) | Area::Line(_)) => hovered,
            };
            let Some(at) = at else {
                return Err(crate::t!("preview-spell-point", spell = term(&spell.name)));
            };
            if matches!(area, Area::Sphere(_)) {
                out.corner = Some(at);
            }
            if at != from || matches!(area, Area::Sphere(_) | Area::Cube(_)) {
                // Shown dimmed with the refusal when the rules do not allow it.
                let (_, squares, _) = crate::combat::cast::area_squares(snap.shape, area, from, at);
                out.area = squares.into_iter().filter(|&p| on_board(p)).collect();
            }
            (None, Some(at))
        }
    })
}

/// Whether the rules allow the spell so aimed (why not, else), and then the area it covers, what
/// it would do, its risks and the command a click gives.
fn spell_outcome(
    world: &World,
    snap: &BoardSnapshot,
    aim: &SpellAim<'_>,
    item: Option<HeldSpell>,
    (target, at): (Option<String>, Option<Pos>),
    out: &mut SpellPreview,
) -> Result<(), String> {
    if let Some(to) = aim.ride_to {
        return ride_cast_outcome(world, snap, aim, to, (target, at), out);
    }
    let caster = aim.caster;
    let spell = aim.spell;
    let defensively = out.defensively;
    let caster_id = world
        .get::<UnitId>(caster)
        .map_or_else(String::new, |u| u.0.clone());
    let checked = match &item {
        None => check_cast(world, caster, &spell.id, target.as_deref(), at, defensively),
        Some((carried, held)) => crate::combat::magic_items::check_use(
            world,
            caster,
            &carried.id,
            Some(held),
            target.as_deref(),
            (at, None),
        )
        .map(|used| used.as_cast_plan(world)),
    };
    let plan = match checked {
        Ok(plan) => plan,
        Err(why) => return Err(refusal(world, &why)),
    };
    show_plan(world, snap, aim, &plan, out);
    out.command = Some(match item {
        None => {
            out.risks = casting_risks(world, caster, &plan);
            Command::Cast {
                unit: caster_id,
                spell: spell.id.clone(),
                target,
                at,
                facing: None,
                defensively,
            }
        }
        Some((carried, held)) => {
            // An item's spell: only the attacks of opportunity its kind provokes.
            if let Some(magic) = &carried.magic {
                out.risks = crate::combat::magic_items::risks(world, caster, magic.kind, spell);
            }
            Command::UseItem {
                unit: caster_id,
                item: carried.id.clone(),
                spell: Some(held),
                target,
                at,
                facing: None,
            }
        }
    });
    Ok(())
}

/// [`spell_outcome`] of a spell on the move, the mount going to `to`: checked from halfway by
/// the ruleset, the ride's own concentration among its risks.
fn ride_cast_outcome(
    world: &World,
    snap: &BoardSnapshot,
    aim: &SpellAim<'_>,
    to: Pos,
    (target, at): (Option<String>, Option<Pos>),
    out: &mut SpellPreview,
) -> Result<(), String> {
    let face = crate::rulesets::face::of(world);
    let cast_aim = crate::rulesets::face::CastAim { target, at };
    let ride = face
        .ride_cast_preview(world, aim.caster, to, &aim.spell.id, Some(cast_aim))
        .unwrap_or_default();
    if let Some(why) = &ride.refusal {
        return Err(named(world, why));
    }
    if let Some(plan) = &ride.cast {
        show_plan(world, snap, aim, plan, out);
    }
    out.risks = ride.risks;
    out.command = ride.command;
    Ok(())
}

/// The squares a checked cast covers, and what it would likely do to each creature there.
fn show_plan(
    world: &World,
    snap: &BoardSnapshot,
    aim: &SpellAim<'_>,
    plan: &crate::combat::cast::CastPlan,
    out: &mut SpellPreview,
) {
    let on_board = |p: Pos| snap.index(p).is_some() && !snap.is_wall(p);
    out.area = match &plan.aim {
        crate::combat::cast::Aim::Area { squares, .. } => {
            squares.iter().copied().filter(|&p| on_board(p)).collect()
        }
        crate::combat::cast::Aim::Unit(t) => {
            world.get::<Position>(*t).map(|p| p.0).into_iter().collect()
        }
        crate::combat::cast::Aim::Caster => vec![aim.from],
    };
    out.outlook = outlook(world, aim.caster, plan);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_mode_name_the_command_line_lists_names_a_distinct_mode_and_no_other_does() {
        let modes: Vec<BoardMode> = BoardMode::NAMES
            .iter()
            .map(|n| BoardMode::by_name(n).expect(n))
            .collect();
        let distinct: std::collections::BTreeSet<String> =
            modes.iter().map(|m| format!("{m:?}")).collect();
        assert_eq!(distinct.len(), BoardMode::NAMES.len());
        assert_eq!(
            BoardMode::by_name("bull-rush-follow"),
            Some(BoardMode::Maneuver {
                kind: crate::combat::commands::ManeuverKind::BullRush,
                follow: true
            })
        );
        assert_eq!(BoardMode::by_name("fireball"), None);
    }

    #[test]
    fn the_nearest_intersection_only_counts_while_aiming_a_spell() {
        let hover = Hover {
            square: Some(Pos::new(3, 2)),
            corner: Some(Pos::new(4, 2)),
            over_ui: false,
        };
        assert_eq!(hover_key(&hover, BoardMode::Move, false).corner, None);
        assert_eq!(
            hover_key(&hover, BoardMode::Move, false).square,
            hover.square
        );
        let aiming = BoardMode::Cast {
            slot: 0,
            defensively: false,
        };
        assert_eq!(hover_key(&hover, aiming, false), hover);
        // Over a rider and its mount, the quarter of the square picks which.
        assert_eq!(hover_key(&hover, BoardMode::Move, true), hover);
    }
}
