//! What the hovered square means for the unit whose turn it is: reachable squares, threatened
//! squares, the path to the hovered square with its cost and the attacks of opportunity it would
//! provoke, or the attack forecast against a hovered enemy. Recomputed only when the hovered square
//! or the fight's state changes, never every frame.

use crate::combat::attack::{check_attack_command, forecast};
use crate::combat::board::{BoardSnapshot, can_make_aoo};
use crate::combat::movement::{check_move, reachable};
use crate::combat::*;
use crate::rules::economy::ActionCost;
use crate::rules::grid::Pos;
use bevy::prelude::*;
use std::collections::BTreeSet;

/// The square under the mouse, and whether the mouse is over the HUD instead of the board.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Hover {
    pub square: Option<Pos>,
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
}

#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct Preview {
    /// What the preview was computed from: log length, hovered square, attack range shown.
    key: Option<(usize, Option<Pos>, bool)>,
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
    /// A unit under the mouse, for its name label.
    pub hovered_unit: Option<Entity>,
    /// The square under the mouse.
    pub hovered: Option<Pos>,
}

/// Recomputes the preview when the hovered square or the fight changed.
pub fn refresh_preview(world: &mut World) {
    let hover = world.resource::<Hover>().clone();
    let log_len = world.resource::<CombatLog>().0.len();
    let with_range = world
        .get_resource::<super::overlays::OverlayToggles>()
        .is_some_and(|t| t.attack_range);
    let key = Some((log_len, hover.square, with_range));
    if world.resource::<Preview>().key == key {
        return;
    }
    let hovered = if hover.over_ui { None } else { hover.square };
    let preview = compute_preview(world, hovered, with_range);
    *world.resource_mut::<Preview>() = Preview { key, ..preview };
}

fn unit_at(world: &World, p: Pos) -> Option<Entity> {
    let index = world.resource::<UnitIndex>();
    index.0.values().copied().find(|&e| {
        world.get::<Position>(e).is_some_and(|q| q.0 == p)
            && world
                .get::<Health>(e)
                .is_some_and(|h| h.state != crate::rules::health::HealthState::Dead)
    })
}

/// Squares within the unit's melee reach or its longest ranged weapon's range that a line from
/// it reaches (walls excluded).
pub fn attack_range(world: &World, unit: Entity, from: Pos, snap: &BoardSnapshot) -> Vec<Pos> {
    let Some(eq) = world.get::<Equipment>(unit) else {
        return Vec::new();
    };
    let reach = if eq.melee_weapon().is_some() {
        world.get::<CreatureSize>(unit).map_or(1, |s| s.0.reach())
    } else {
        0
    };
    let range = eq
        .weapons
        .iter()
        .filter(|w| !w.is_melee())
        .filter_map(|w| w.range)
        .max()
        .unwrap_or(0);
    crate::rules::grid::squares_within(from, reach.max(range))
        .filter(|&p| snap.index(p).is_some() && !snap.is_wall(p))
        .filter(|&p| crate::rules::grid::line_is_clear(from, p, |q| snap.blocks_sight(q)))
        .collect()
}

/// The preview for the current unit and a hovered square; `with_range` adds the attack range.
pub fn compute_preview(world: &World, hovered: Option<Pos>, with_range: bool) -> Preview {
    let mut out = Preview {
        hovered,
        hovered_unit: hovered.and_then(|p| unit_at(world, p)),
        ..Default::default()
    };
    let turn = world.resource::<TurnState>();
    let Some(unit) = turn.current_unit() else {
        return out;
    };
    if turn.phase != Phase::Running {
        return out;
    }
    out.unit = Some(unit);
    let budget = turn.budget;
    let from = world.get::<Position>(unit).map(|p| p.0).unwrap_or_default();
    let speed = world.get::<Speed>(unit).map_or(0, |s| s.0);
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
    if let Some(other) = unit_at(world, target_square)
        && world.get::<Side>(other) != world.get::<Side>(unit)
    {
        let target_id = world
            .get::<UnitId>(other)
            .map(|u| u.0.clone())
            .unwrap_or_default();
        match check_attack_command(world, unit, &target_id, None) {
            Ok(plan) => {
                let f = forecast(world, unit, other, &plan.weapon);
                let provoked_by = if plan.weapon.is_melee() {
                    Vec::new()
                } else {
                    snap.threateners_of(from).map(|t| t.id.clone()).collect()
                };
                out.attack = Some(AttackPreview {
                    target: target_id,
                    at: target_square,
                    weapon: f.weapon,
                    hit_chance: f.hit_chance,
                    expected_damage: f.expected_damage,
                    provoked_by,
                });
            }
            Err(reason) => out.refusal = Some(reason.to_string()),
        }
        return out;
    }
    if target_square == from {
        return out;
    }
    match check_move(world, unit, Some(target_square), None) {
        Ok(plan) => {
            let mut spent = 0;
            let mut left = from;
            let mut seen = BTreeSet::new();
            for step in &plan.path.steps {
                for t in snap.threateners_of(left) {
                    if seen.insert(t.entity) && can_make_aoo(world, t.entity) {
                        let hit = world
                            .get::<Equipment>(t.entity)
                            .and_then(|e| e.melee_weapon().cloned())
                            .map_or(0.0, |w| forecast(world, t.entity, unit, &w).hit_chance);
                        out.aoo.push(AooMarker {
                            at: left,
                            attacker: t.id.clone(),
                            hit_chance: hit,
                        });
                    }
                }
                spent += step.cost;
                out.path.push((step.to, spent));
                left = step.to;
            }
            out.path_action = Some(plan.action);
        }
        Err(reason) => out.refusal = Some(reason.to_string()),
    }
    out
}
