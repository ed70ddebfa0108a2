//! Turning clicks and keys into commands for the unit whose turn it is: click a reachable square
//! to move, an enemy to attack; end turn, delay (to the end of the order) and cancel by key. AI
//! sides are played by hand until the AI exists (hot-seat).

use crate::combat::Command;
use crate::combat::*;
use crate::input::GameAction;
use crate::play::AppState;
use crate::view::preview::{Hover, Preview};
use bevy::prelude::*;
use leafwing_input_manager::prelude::ActionState;

/// The last rejection or notice to show the player, with the log length when it was set.
#[derive(Resource, Clone, Debug, Default)]
pub struct Notice(pub Option<String>);

#[allow(clippy::too_many_arguments)]
pub fn issue_orders(
    actions: Single<&ActionState<GameAction>>,
    hover: Res<Hover>,
    preview: Res<Preview>,
    turn: Option<Res<TurnState>>,
    ids: Query<&UnitId>,
    mut commands_out: MessageWriter<CommandMessage>,
    mut notice: ResMut<Notice>,
    mut next: ResMut<NextState<AppState>>,
    mut exit: MessageWriter<AppExit>,
) {
    let Some(turn) = turn else { return };
    if matches!(turn.phase, Phase::Ended { .. }) {
        if actions.just_pressed(&GameAction::EndTurn) {
            next.set(AppState::Menu);
        }
        if actions.just_pressed(&GameAction::Cancel) {
            exit.write(AppExit::Success);
        }
        return;
    }
    let Some(unit) = turn.current_unit() else {
        return;
    };
    let Ok(id) = ids.get(unit) else { return };
    let id = id.0.clone();
    let mut send = |c: Command| {
        commands_out.write(CommandMessage(c));
    };
    if actions.just_pressed(&GameAction::EndTurn) {
        send(Command::EndTurn { unit: id.clone() });
    }
    if actions.just_pressed(&GameAction::Delay) {
        send(Command::Delay {
            unit: id.clone(),
            after: None,
        });
    }
    if actions.just_pressed(&GameAction::Cancel) {
        notice.0 = None;
    }
    if actions.just_pressed(&GameAction::Select) && !hover.over_ui {
        let Some(square) = hover.square else { return };
        if let Some(attack) = &preview.attack {
            send(Command::Attack {
                unit: id,
                target: attack.target.clone(),
                weapon: None,
            });
        } else if preview.path.last().map(|&(p, _)| p) == Some(square) {
            // The engine plans the same path the preview showed.
            send(Command::Move {
                unit: id,
                to: Some(square),
                path: None,
            });
        } else if let Some(reason) = &preview.refusal {
            notice.0 = Some(reason.clone());
        }
    }
}
