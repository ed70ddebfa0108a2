//! The feel of the board: tokens walk their path a step at a time, hits flash the target, damage
//! and misses float up from the square. Everything is short (a tenth of a second a step) and the
//! skip key finishes it at once. Animations only read events; the rules core never waits for them.

use super::tokens::{Token, TokenBody};
use super::{Layout, SQUARE};
use crate::combat::*;
use crate::input::GameAction;
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use leafwing_input_manager::prelude::ActionState;
use std::collections::VecDeque;

/// Seconds a token takes for one square.
pub const STEP_SECONDS: f32 = 0.1;
/// Seconds a floating number lives.
pub const FLOAT_SECONDS: f32 = 0.9;
/// Seconds a hit flash lasts.
pub const FLASH_SECONDS: f32 = 0.18;

/// Whether the board animates at all (off in screenshot mode, so a picture shows the settled state).
#[derive(Resource, Clone, Copy, Debug)]
pub struct Animations {
    pub enabled: bool,
}

impl Default for Animations {
    fn default() -> Self {
        Self { enabled: true }
    }
}

/// A token walking: the squares still to walk to, and progress on the current one.
#[derive(Component, Debug, Default)]
pub struct Walking {
    pub from: Vec2,
    pub queue: VecDeque<Vec2>,
    pub t: f32,
}

/// A token flashing after a hit.
#[derive(Component, Debug)]
pub struct Flash {
    pub left: f32,
}

/// A spell's area flaring up where it took shape, then fading.
#[derive(Component, Debug)]
pub struct Burst {
    pub age: f32,
}

/// Seconds a spell's area stays lit after it takes shape.
pub const BURST_SECONDS: f32 = 0.8;

const BURST: Color = Color::srgba(1.0, 0.72, 0.95, 0.75);

/// Text that rises and fades.
#[derive(Component, Debug)]
pub struct Floating {
    pub age: f32,
    pub start: Vec2,
}

/// Turns new combat events into animations.
#[allow(clippy::too_many_arguments)]
pub fn start_animations(
    mut commands: Commands,
    mut events: MessageReader<CombatEvent>,
    settings: Res<Animations>,
    board: Option<Res<Board>>,
    index: Option<Res<UnitIndex>>,
    mut tokens: Query<(Entity, &Token, &Transform, Option<&mut Walking>)>,
    saddles: Query<(Option<&Riding>, Has<Carrying>)>,
    art: Option<Res<super::overlays::OverlayArt>>,
) {
    let (Some(board), Some(index)) = (board, index) else {
        events.clear();
        return;
    };
    if !settings.enabled {
        events.clear();
        return;
    }
    let token_of = |unit: &str| index.get(unit);
    let mut new_walks: std::collections::BTreeMap<Entity, Walking> = Default::default();
    for event in events.read() {
        match event {
            CombatEvent::Step { unit, from, to, .. }
            | CombatEvent::FallsBack { unit, from, to }
            | CombatEvent::Dragged { unit, from, to, .. }
            | CombatEvent::Pushed { unit, from, to, .. } => {
                let Some(u) = token_of(unit) else { continue };
                // A mount walks with its rider.
                let mount = saddles.get(u).ok().and_then(|(r, _)| r.map(|r| r.0));
                for walker in std::iter::once(u).chain(mount) {
                    let Some((te, _, transform, walking)) =
                        tokens.iter_mut().find(|(_, t, _, _)| t.unit == walker)
                    else {
                        continue;
                    };
                    let (riding, carrying) = saddles
                        .get(walker)
                        .map_or((false, false), |(r, c)| (r.is_some(), c));
                    let (offset, _) = super::tokens::seat(riding, carrying);
                    let target = Layout::of(&board).centre(*to) + offset;
                    match walking {
                        Some(mut w) => w.queue.push_back(target),
                        // Several steps arrive in one frame: gather them before inserting.
                        None => new_walks
                            .entry(te)
                            .or_insert_with(|| Walking {
                                from: if transform.translation.truncate() == target {
                                    Layout::of(&board).centre(*from) + offset
                                } else {
                                    transform.translation.truncate()
                                },
                                queue: VecDeque::new(),
                                t: 0.0,
                            })
                            .queue
                            .push_back(target),
                    }
                }
            }
            CombatEvent::Area { squares, .. } => {
                let layout = Layout::of(&board);
                let image = art.as_ref().map(|a| a.fill(layout.shape));
                for &p in squares {
                    commands.spawn((
                        Burst { age: 0.0 },
                        Sprite {
                            image: image.clone().unwrap_or_default(),
                            color: BURST,
                            custom_size: Some(layout.cell_size()),
                            ..default()
                        },
                        Transform::from_translation(layout.centre(p).extend(25.0)),
                        DespawnOnExit(crate::states::AppState::Playing),
                    ));
                }
            }
            CombatEvent::Damage { target, amount, .. } => {
                if let Some(u) = token_of(target)
                    && let Some((te, _, transform, _)) =
                        tokens.iter_mut().find(|(_, t, _, _)| t.unit == u)
                {
                    commands.entity(te).insert(Flash {
                        left: FLASH_SECONDS,
                    });
                    spawn_float(
                        &mut commands,
                        format!("-{amount}"),
                        transform.translation.truncate(),
                        Color::srgb(1.0, 0.35, 0.3),
                    );
                }
            }
            _ => {
                let Some((target, text, color)) = word_float(event) else {
                    continue;
                };
                if let Some(u) = token_of(target)
                    && let Some((_, _, transform, _)) =
                        tokens.iter_mut().find(|(_, t, _, _)| t.unit == u)
                {
                    spawn_float(&mut commands, text, transform.translation.truncate(), color);
                }
            }
        }
    }
    for (token, walk) in new_walks {
        commands.entity(token).insert(walk);
    }
}

/// The word that floats over a unit for `event`, if one does: a miss (an attack or an OSR
/// strike that does not land), a strike blocked or dodged.
fn word_float(event: &CombatEvent) -> Option<(&str, String, Color)> {
    const MISS: Color = Color::srgb(0.8, 0.8, 0.85);
    match event {
        CombatEvent::Attack {
            target, hit: false, ..
        } => Some((target, crate::t!("float-miss"), MISS)),
        CombatEvent::Strike {
            target,
            lands: false,
            roll,
            auto,
            ..
        } if roll.is_some() || auto.is_some() => Some((target, crate::t!("float-miss"), MISS)),
        CombatEvent::Reaction {
            defender,
            kind,
            avoided: true,
            ..
        } => Some((
            defender,
            crate::t!("float-avoided", kind = kind.name()),
            Color::srgb(0.55, 0.85, 1.0),
        )),
        _ => None,
    }
}

fn spawn_float(commands: &mut Commands, text: String, at: Vec2, color: Color) {
    commands.spawn((
        Floating {
            age: 0.0,
            start: at,
        },
        Text2d::new(text),
        TextFont {
            font_size: FontSize::Px(20.0),
            ..default()
        },
        TextColor(color),
        Transform::from_translation(at.extend(40.0)),
        DespawnOnExit(crate::states::AppState::Playing),
    ));
}

/// Advances walks, flashes and floating texts; the skip key ends them all. Asks for redraws while
/// anything moves, since the window otherwise only redraws on input.
#[allow(clippy::type_complexity, clippy::too_many_arguments)]
pub fn run_animations(
    mut commands: Commands,
    time: Res<Time>,
    actions: Query<&ActionState<GameAction>>,
    mut walkers: Query<(Entity, &mut Walking, &mut Transform), Without<Floating>>,
    mut flashes: Query<(Entity, &mut Flash, &Children)>,
    mut bodies: Query<&mut Sprite, With<TokenBody>>,
    mut floats: Query<(Entity, &mut Floating, &mut Transform, &mut TextColor), Without<Walking>>,
    mut bursts: Query<(Entity, &mut Burst, &mut Sprite), Without<TokenBody>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let skip = actions
        .iter()
        .any(|a| a.just_pressed(&GameAction::SkipAnimation));
    // After an idle spell the first frame's delta is the whole idle time: cap it so nothing jumps.
    let dt = time.delta_secs().min(0.05);
    let mut busy = false;
    for (e, mut walk, mut transform) in &mut walkers {
        walk.t += if skip { f32::MAX } else { dt / STEP_SECONDS };
        while walk.t >= 1.0 {
            let Some(next) = walk.queue.pop_front() else {
                break;
            };
            walk.from = next;
            walk.t = if skip { f32::MAX } else { walk.t - 1.0 };
        }
        match walk.queue.front() {
            Some(&next) => {
                let p = walk.from.lerp(next, walk.t.min(1.0));
                transform.translation = p.extend(transform.translation.z);
                busy = true;
            }
            None => {
                transform.translation = walk.from.extend(transform.translation.z);
                commands.entity(e).remove::<Walking>();
            }
        }
    }
    for (e, mut flash, children) in &mut flashes {
        flash.left -= if skip { f32::MAX } else { dt };
        let on = flash.left > 0.0;
        for child in children.iter() {
            if let Ok(mut sprite) = bodies.get_mut(child) {
                let base = sprite.color.with_alpha(1.0);
                sprite.color = if on {
                    base.mix(&Color::WHITE, 0.0).with_alpha(0.35)
                } else {
                    base
                };
            }
        }
        if on {
            busy = true;
        } else {
            commands.entity(e).remove::<Flash>();
        }
    }
    for (e, mut burst, mut sprite) in &mut bursts {
        burst.age += if skip { f32::MAX } else { dt };
        if burst.age >= BURST_SECONDS {
            commands.entity(e).despawn();
            continue;
        }
        busy = true;
        let k = burst.age / BURST_SECONDS;
        sprite.color = BURST.with_alpha(BURST.alpha() * (1.0 - k));
    }
    for (e, mut f, mut transform, mut color) in &mut floats {
        f.age += if skip { f32::MAX } else { dt };
        if f.age >= FLOAT_SECONDS {
            commands.entity(e).despawn();
            continue;
        }
        busy = true;
        let k = f.age / FLOAT_SECONDS;
        transform.translation = (f.start + Vec2::new(0.0, SQUARE * 0.8 * k)).extend(40.0);
        color.0 = color.0.with_alpha(1.0 - k * k);
    }
    if busy {
        redraw.write(RequestRedraw);
    }
}
