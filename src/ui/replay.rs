//! Watching a saved fight in the window (issue 17): play and pause (Enter, or the panel's
//! button), step forward and back by event (N, B), by turn and by round (the panel). Going
//! forward animates as in play (Space skips); going back shows the board as it stood at once.

use crate::combat::replay::{Stride, Watching, seek, step_to, stride_target};
use crate::combat::undo::FightOrigin;
use crate::combat::{CombatEvent, CombatLog};
use crate::input::GameAction;
use bevy::prelude::*;

/// A button of the replay's panel.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayButton {
    Step(Stride, bool),
    PlayPause,
}

/// The play/pause button's label.
#[derive(Component)]
pub struct PlayPauseLabel;

/// Seconds the replay has waited since it last stepped while playing.
#[derive(Resource, Default)]
pub struct ReplayPace(f32);

/// Whether a fight is being watched.
pub fn watching(world: &World) -> bool {
    world.contains_resource::<Watching>()
}

/// The replay's line for the top bar: where it stands and the keys.
pub fn replay_hint(world: &World) -> Option<String> {
    let watching = world.get_resource::<Watching>()?;
    let at = world.resource::<CombatLog>().0.len();
    Some(crate::t!(
        "replay-hint",
        at = at,
        all = watching.log.len(),
        playing = if watching.playing { "yes" } else { "no" }
    ))
}

pub fn spawn_replay_panel(mut commands: Commands, watching: Option<Res<Watching>>) {
    if watching.is_none() {
        return;
    }
    commands.insert_resource(ReplayPace::default());
    let buttons = [
        (
            ReplayButton::Step(Stride::Round, false),
            crate::t!("replay-round-back"),
        ),
        (
            ReplayButton::Step(Stride::Turn, false),
            crate::t!("replay-turn-back"),
        ),
        (
            ReplayButton::Step(Stride::Event, false),
            crate::t!("replay-event-back"),
        ),
        (ReplayButton::PlayPause, crate::t!("replay-play")),
        (
            ReplayButton::Step(Stride::Event, true),
            crate::t!("replay-event-next"),
        ),
        (
            ReplayButton::Step(Stride::Turn, true),
            crate::t!("replay-turn-next"),
        ),
        (
            ReplayButton::Step(Stride::Round, true),
            crate::t!("replay-round-next"),
        ),
    ];
    commands
        .spawn((
            super::HudBlocksBoard,
            Interaction::default(),
            DespawnOnExit(crate::states::AppState::Playing),
            Node {
                position_type: PositionType::Absolute,
                bottom: px(super::hud::LOG_H + 8.0),
                left: percent(50.0),
                margin: UiRect::left(px(-330.0)),
                width: px(660.0),
                flex_wrap: FlexWrap::Wrap,
                justify_content: JustifyContent::Center,
                column_gap: px(6.0),
                row_gap: px(6.0),
                padding: UiRect::all(px(6.0)),
                ..default()
            },
            GlobalZIndex(20),
            BackgroundColor(Color::srgba(0.05, 0.05, 0.08, 0.9)),
        ))
        .with_children(|panel| {
            for (button, label) in buttons {
                let mut b = panel.spawn((
                    button,
                    Button,
                    Node {
                        padding: UiRect::axes(px(10.0), px(6.0)),
                        ..default()
                    },
                    BackgroundColor(Color::srgb(0.16, 0.17, 0.23)),
                ));
                b.with_children(|b| {
                    let mut text = b.spawn((
                        Text::new(label),
                        super::hud::font(14.0),
                        TextColor(Color::WHITE),
                    ));
                    if button == ReplayButton::PlayPause {
                        text.insert(PlayPauseLabel);
                    }
                });
            }
        });
}

/// Moves the watched fight to `target` events: forward by applying the next events (sent on,
/// so the board animates them), back by building it again.
fn go_to(world: &mut World, target: usize) {
    let Some(origin) = world.get_resource::<FightOrigin>().cloned() else {
        return;
    };
    let log = world.resource::<Watching>().log.clone();
    let at = world.resource::<CombatLog>().0.len();
    if target > at {
        step_to(world, &log, target);
        for event in &log[at..target.min(log.len())] {
            world.write_message(event.clone());
        }
    } else if target < at {
        seek(world, &origin, &log, target);
        world.write_message(crate::view::board::RedrawBoard);
    }
}

/// The next stop when playing: every event up to the next action, turn or round.
fn next_play_stop(log: &[CombatEvent], at: usize) -> usize {
    let opens = |e: &CombatEvent| {
        matches!(
            e,
            CombatEvent::Action { .. } | CombatEvent::Turn { .. } | CombatEvent::Round { .. }
        )
    };
    (at + 1..log.len())
        .find(|&n| opens(&log[n]))
        .unwrap_or(log.len())
}

fn set_playing(world: &mut World, playing: bool) {
    world.resource_mut::<Watching>().playing = playing;
    let label = if playing {
        crate::t!("replay-pause")
    } else {
        crate::t!("replay-play")
    };
    let mut labels = world.query_filtered::<&mut Text, With<PlayPauseLabel>>();
    for mut text in labels.iter_mut(world) {
        text.0 = label.clone();
    }
}

/// The replay's keys and buttons.
pub fn replay_controls(world: &mut World) {
    if !watching(world) || super::saves::game_menu_open(world) {
        return;
    }
    let mut asked: Vec<ReplayButton> = world
        .query::<(&Interaction, &ReplayButton)>()
        .iter(world)
        .filter(|(i, _)| **i == Interaction::Pressed)
        .map(|(_, b)| *b)
        .collect();
    let mut pressed = |action| crate::input::just_pressed(world, action);
    if pressed(GameAction::EndTurn) {
        asked.push(ReplayButton::PlayPause);
    }
    if pressed(GameAction::ReplayNext) {
        asked.push(ReplayButton::Step(Stride::Event, true));
    }
    if pressed(GameAction::ReplayBack) {
        asked.push(ReplayButton::Step(Stride::Event, false));
    }
    for button in asked {
        match button {
            ReplayButton::PlayPause => {
                let playing = !world.resource::<Watching>().playing;
                set_playing(world, playing);
            }
            ReplayButton::Step(stride, forward) => {
                set_playing(world, false);
                let at = world.resource::<CombatLog>().0.len();
                let target = stride_target(&world.resource::<Watching>().log, at, stride, forward);
                go_to(world, target);
            }
        }
    }
}

/// While playing: the next action's events once the board has settled and a short pause has
/// passed, as the AI plays; at the end it stops.
pub fn play_replay(world: &mut World) {
    let Some(watching) = world.get_resource::<Watching>() else {
        return;
    };
    if !watching.playing {
        return;
    }
    let waited = world.get_resource::<ReplayPace>().map_or(0.0, |p| p.0);
    let (due, waited) = super::ai_turns::settled_after_pause(world, waited);
    world.insert_resource(ReplayPace(waited));
    if !due {
        return;
    }
    let at = world.resource::<CombatLog>().0.len();
    let log_len = world.resource::<Watching>().log.len();
    if at >= log_len {
        set_playing(world, false);
        return;
    }
    let target = next_play_stop(&world.resource::<Watching>().log, at);
    go_to(world, target);
    // The last event shown: playing stops there, not a pause later.
    if target >= log_len {
        set_playing(world, false);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::combat::Encounter;

    #[test]
    fn playing_shows_one_action_at_a_time_and_the_keys_step_and_go_back() {
        // A fight played by the AI, then watched.
        let (mut played, level) = crate::ui::testing::first_blood_fight(2);
        for _ in 0..12 {
            if let Some(c) = crate::ai::decide(played.world(), Default::default()) {
                played.submit(c);
            }
        }
        let log = played.log().to_vec();
        let mut watched = Encounter::new(&level, 2);
        let world = watched.world_mut();
        let origin = FightOrigin {
            level,
            seed: 2,
            rolls: Vec::new(),
        };
        let first_turn = stride_target(&log, 0, Stride::Turn, true);
        seek(world, &origin, &log, first_turn);
        world.insert_resource(origin);
        world.insert_resource(Watching {
            log: log.clone(),
            playing: true,
        });
        world.insert_resource(Time::<()>::default());
        world.insert_resource(crate::view::animate::Animations { enabled: false });
        world.init_resource::<Messages<bevy::window::RequestRedraw>>();
        world.init_resource::<Messages<crate::view::board::RedrawBoard>>();
        assert!(matches!(log[first_turn - 1], CombatEvent::Turn { .. }));
        // Playing: up to the first action's last event, then the next.
        play_replay(world);
        let at = world.resource::<CombatLog>().0.len();
        assert_eq!(at, next_play_stop(&log, first_turn));
        assert!(
            matches!(
                log.get(at),
                Some(CombatEvent::Action { .. } | CombatEvent::Turn { .. }) | None
            ),
            "{:?}",
            log.get(at)
        );
        // The events stepped over went out to the board, in order.
        let sent: Vec<CombatEvent> = world
            .resource::<Messages<CombatEvent>>()
            .iter_current_update_messages()
            .cloned()
            .collect();
        assert_eq!(sent, log[first_turn..at]);
        // Back a turn: the fight as it stood at that turn's start, built again.
        go_to(world, first_turn);
        assert_eq!(world.resource::<CombatLog>().0, log[..first_turn]);
        // To the end, and it stops playing there.
        while world.resource::<Watching>().playing {
            play_replay(world);
        }
        assert_eq!(world.resource::<CombatLog>().0, log);
        assert_eq!(
            played.health("aria"),
            watched.health("aria"),
            "the same fight"
        );
    }
}
