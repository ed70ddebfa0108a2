//! Turning clicks and keys into commands for the unit whose turn it is: click a reachable square
//! to move, an enemy to attack; end turn, delay (to the end of the order) and cancel by key. Units
//! of AI sides are left to the AI unless the game is played hot-seat.

use super::actions::{BarAction, trigger};
use super::ai_turns::AiSettings;
use crate::combat::Command;
use crate::combat::*;
use crate::input::GameAction;
use crate::states::AppState;
use crate::view::preview::{BoardMode, Hover, Preview};
use bevy::prelude::*;
use leafwing_input_manager::prelude::ActionState;

/// The last refusal or notice to show the player, with the log's length when it was said: it
/// stays up until the fight moves on (or Esc). For its first seconds it comes before anything
/// else the hint line could say (what the mouse is over included), so it is read.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct Notice {
    pub text: Option<String>,
    pub at_log: usize,
    /// When it was said, in seconds of real time since the game started.
    pub said_at: f32,
}

/// How long a notice comes first in the hint line.
pub const NOTICE_FIRST_SECONDS: f32 = 4.0;

impl Notice {
    /// Says `text` until the log grows past its length now.
    pub fn say(world: &mut World, text: String) {
        let at_log = world.resource::<CombatLog>().0.len();
        let said_at = seconds_now(world);
        world.insert_resource(Notice {
            text: Some(text),
            at_log,
            said_at,
        });
    }

    /// What to show now, given the log's length.
    pub fn now(&self, log_len: usize) -> Option<&str> {
        self.text.as_deref().filter(|_| self.at_log == log_len)
    }

    /// What to show first now, said less than [`NOTICE_FIRST_SECONDS`] before `seconds`.
    pub fn first(&self, log_len: usize, seconds: f32) -> Option<&str> {
        self.now(log_len)
            .filter(|_| seconds - self.said_at < NOTICE_FIRST_SECONDS)
    }
}

/// Seconds of real time since the game started (0 in a world without a clock).
pub fn seconds_now(world: &World) -> f32 {
    world
        .get_resource::<Time<Real>>()
        .map_or(0.0, |t| t.elapsed_secs())
}

#[allow(clippy::too_many_arguments)]
pub fn issue_orders(
    actions: Single<&ActionState<GameAction>>,
    hover: Res<Hover>,
    preview: Res<Preview>,
    turn: Option<Res<TurnState>>,
    ids: Query<(&UnitId, Option<&Spellcasting>)>,
    mut commands_out: MessageWriter<CommandMessage>,
    mut notice: ResMut<Notice>,
    mut next: ResMut<NextState<AppState>>,
    mut exit: MessageWriter<AppExit>,
    mut mode: ResMut<BoardMode>,
    ai: (Res<AiSettings>, Res<Sides>, Query<&Side>),
    (log, menu, handoff): (
        Res<CombatLog>,
        Option<Res<super::saves::GameMenu>>,
        Option<Res<super::handoff::Handoff>>,
    ),
    (mut plan, real): (ResMut<super::actions::ReadyPlan>, Res<Time<Real>>),
) {
    let Some(turn) = turn else { return };
    if menu.is_some_and(|m| m.open) || handoff.is_some_and(|h| h.covering.is_some()) {
        return;
    }
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
    let (settings, sides, side_of) = ai;
    let ai_unit = side_of
        .get(unit)
        .ok()
        .and_then(|s| sides.0.get(s.0))
        .is_some_and(|s| s.controller == crate::level::schema::Controller::Ai);
    if ai_unit && !settings.hot_seat {
        // The AI plays this unit; the player watches.
        return;
    }
    let Ok((id, casting)) = ids.get(unit) else {
        return;
    };
    let id = id.0.clone();
    let known_spells = casting.map_or(0, |c| c.spells.len());
    let mut send = |c: Command| {
        commands_out.write(CommandMessage(c));
    };
    for (key, action) in key_actions(known_spells) {
        if actions.just_pressed(&key)
            && !plan.take(action, unit)
            && let Some(c) = trigger(action, &id, &mut mode)
        {
            send(c);
        }
    }
    if actions.just_pressed(&GameAction::Cancel) {
        notice.text = None;
        *mode = BoardMode::Move;
    }
    if actions.just_pressed(&GameAction::Select) && !hover.over_ui {
        let Some(square) = hover.square else { return };
        if let BoardMode::ReadySquare { ally } = *mode {
            use crate::combat::commands::ReadyTrigger;
            let trigger = if ally {
                ReadyTrigger::AllyPasses { at: square }
            } else {
                ReadyTrigger::EntersArea {
                    at: square,
                    radius: 0,
                }
            };
            *mode = BoardMode::Move;
            // An ally passing sets off an action, never an attack on the ally.
            if ally || matches!(*plan, super::actions::ReadyPlan::Armed(_)) {
                *plan = super::actions::ReadyPlan::Waiting(unit, trigger);
            } else {
                send(Command::Ready {
                    unit: id,
                    trigger,
                    weapon: None,
                    then: None,
                });
            }
            return;
        }
        // A shot on the move picks its foe first, then where the mount goes; a spell on the
        // move where the mount goes first, then where the spell goes.
        let picked = preview.note.is_some() && preview.refusal.is_none();
        match *mode {
            BoardMode::RideShoot { target: None } => {
                if let Some(foe) = preview.hovered_unit.filter(|_| picked) {
                    *mode = BoardMode::RideShoot { target: Some(foe) };
                }
                return;
            }
            BoardMode::RideCast { slot, to: None } => {
                if picked {
                    *mode = BoardMode::RideCast {
                        slot,
                        to: Some(square),
                    };
                }
                return;
            }
            _ => {}
        }
        let unit = id;
        let command = click_command(*mode, &preview, unit, square);
        match command {
            Some(c) => {
                send(c);
                *mode = BoardMode::Move;
            }
            None => {
                if let Some(reason) = &preview.refusal {
                    *notice = Notice {
                        text: Some(reason.clone()),
                        at_log: log.0.len(),
                        said_at: real.elapsed_secs(),
                    };
                }
            }
        }
    }
}

/// The keys that pick an action of the bar (a spell's for each spell known, up to eight).
fn key_actions(known_spells: usize) -> Vec<(GameAction, BarAction)> {
    let keys = [
        (GameAction::EndTurn, BarAction::EndTurn),
        (GameAction::Delay, BarAction::Mode(BoardMode::Delay)),
        (GameAction::Withdraw, BarAction::Mode(BoardMode::Withdraw)),
        (GameAction::Step, BarAction::Mode(BoardMode::Step)),
        (GameAction::Crawl, BarAction::Mode(BoardMode::Crawl)),
        (GameAction::Charge, BarAction::Mode(BoardMode::Charge)),
        (
            GameAction::CoupDeGrace,
            BarAction::Mode(BoardMode::CoupDeGrace),
        ),
        (GameAction::TotalDefense, BarAction::TotalDefense),
        (GameAction::StandUp, BarAction::StandUp),
        (GameAction::DropProne, BarAction::DropProne),
        (GameAction::AidAttack, BarAction::Mode(BoardMode::AidAttack)),
        (
            GameAction::AidDefense,
            BarAction::Mode(BoardMode::AidDefense),
        ),
        (
            GameAction::ReadyReach,
            BarAction::Ready(crate::combat::commands::ReadyTrigger::EntersReach),
        ),
        (
            GameAction::ReadyAdjacent,
            BarAction::Ready(crate::combat::commands::ReadyTrigger::MovesAdjacent),
        ),
        (
            GameAction::ReadyAlly,
            BarAction::Ready(crate::combat::commands::ReadyTrigger::AttacksAlly),
        ),
    ];
    let spell_keys = (0..known_spells.min(8) as u8).filter_map(|slot| {
        GameAction::spell_slot(usize::from(slot)).map(|k| (k, BarAction::Spell(slot)))
    });
    let toggles = [(GameAction::CastDefensively, BarAction::CastDefensively)];
    keys.into_iter().chain(spell_keys).chain(toggles).collect()
}

/// The command a click on `square` gives in `mode`, as the preview showed it (the engine plans
/// the same path the preview showed); `None` when the preview refuses it or shows nothing.
fn click_command(
    mode: BoardMode,
    preview: &Preview,
    unit: String,
    square: crate::rules::grid::Pos,
) -> Option<Command> {
    let aid_target = preview.aid.as_ref().map(|(ally, ..)| ally.clone());
    match (mode, &preview.attack) {
        (BoardMode::Cast { .. } | BoardMode::UseItem { .. } | BoardMode::RideCast { .. }, _) => {
            preview.spell.as_ref().and_then(|s| s.command.clone())
        }
        (BoardMode::Throw, None) => preview
            .splash
            .as_ref()
            .and_then(|s| s.at_corner.as_ref())
            .map(|(_, command)| command.clone()),
        (BoardMode::Dismount, _) if preview.refusal.is_none() => Some(Command::Dismount {
            unit,
            to: Some(square),
        }),
        (
            BoardMode::HandOver { .. }
            | BoardMode::RideShoot { .. }
            | BoardMode::Feint
            | BoardMode::Manoeuvre
            | BoardMode::Maneuver { .. }
            | BoardMode::ChargeTrip
            | BoardMode::Drag,
            _,
        ) => preview.order.as_ref().map(|(c, ..)| c.clone()),
        (BoardMode::AidAttack | BoardMode::AidDefense, _) => {
            aid_target.map(|ally| Command::AidAnother {
                unit: unit.clone(),
                ally,
                aid: if mode == BoardMode::AidAttack {
                    crate::combat::commands::AidKind::Attack
                } else {
                    crate::combat::commands::AidKind::Defense
                },
                against: None,
            })
        }
        (BoardMode::Manner(m), Some(a)) => Some(Command::Attack {
            unit,
            target: a.target.clone(),
            weapon: None,
            manner: Some(m),
        }),
        (BoardMode::Aim, Some(a)) => Some(Command::Aim {
            unit,
            target: a.target.clone(),
        }),
        (BoardMode::Grapple, Some(a)) => Some(Command::Grapple {
            unit,
            target: a.target.clone(),
        }),
        (BoardMode::FirstAid, _) => aid_target.map(|ally| Command::FirstAid {
            unit: unit.clone(),
            ally,
        }),
        (BoardMode::HeroAid { late }, _) => {
            aid_target.map(|ally| crate::view::preview::hero_aid_command(unit.clone(), ally, late))
        }
        (BoardMode::ShakeFree, _) => aid_target.map(|ally| Command::ShakeFree {
            unit: unit.clone(),
            ally,
        }),
        (BoardMode::HumanShield, _) => aid_target.map(|ally| Command::HumanShield {
            unit: unit.clone(),
            ally,
        }),
        (BoardMode::Throw, Some(a)) => Some(Command::Throw {
            unit,
            item: None,
            target: Some(a.target.clone()),
            at: None,
        }),
        (BoardMode::Tackle, Some(a)) => Some(Command::Tackle {
            unit,
            target: a.target.clone(),
        }),
        (BoardMode::Charge, Some(a)) => Some(Command::Charge {
            unit,
            target: a.target.clone(),
        }),
        (BoardMode::CoupDeGrace, Some(a)) => Some(Command::CoupDeGrace {
            unit,
            target: a.target.clone(),
        }),
        (BoardMode::Move, Some(a)) => Some(Command::Attack {
            unit,
            target: a.target.clone(),
            weapon: None,
            manner: None,
        }),
        // The engine plans the same path the preview showed.
        (m, None) if preview.path.last().map(|&(p, _)| p) == Some(square) => Some(match m {
            BoardMode::Withdraw => Command::Withdraw {
                unit,
                to: Some(square),
                path: None,
            },
            BoardMode::Step => Command::Step { unit, to: square },
            BoardMode::Run => Command::Run {
                unit,
                to: Some(square),
                path: None,
            },
            BoardMode::Crawl => Command::Crawl { unit, to: square },
            _ => Command::Move {
                unit,
                to: Some(square),
                path: None,
                draw: None,
            },
        }),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_notice_comes_first_for_its_first_seconds_then_stays_until_the_fight_moves_on() {
        let notice = Notice {
            text: Some("Saved".into()),
            at_log: 10,
            said_at: 100.0,
        };
        assert_eq!(notice.first(10, 100.5), Some("Saved"));
        assert_eq!(notice.first(10, 100.0 + NOTICE_FIRST_SECONDS), None);
        assert_eq!(notice.now(10), Some("Saved"));
        // The fight moved on: it is gone.
        assert_eq!(notice.first(11, 100.5), None);
        assert_eq!(notice.now(11), None);
    }
}
