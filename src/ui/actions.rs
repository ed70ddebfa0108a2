//! The action bar: every action of the current unit with its cost, whether it provokes, its
//! hotkey, and, when it cannot be taken now, why. Actions that need a square or a target switch
//! what a click on the board does (the preview follows); the others happen at once.

use super::hud::font;
use crate::combat::Command;
use crate::combat::commands::{GrappleOption, ManeuverKind};
use crate::combat::reads::cost_of;
use crate::combat::*;
use crate::input::{Bindings, GameAction};
use crate::rules::economy::{ActionCost, ActionKind, BudgetError};
use crate::view::preview::BoardMode;
use bevy::prelude::*;

/// A key's name as the bindings file gives it, in the reader's language.
pub fn key_label(name: &str) -> String {
    match name {
        "Escape" => crate::t!("key-escape"),
        "Enter" => crate::t!("key-enter"),
        "Space" => crate::t!("key-space"),
        "Backspace" => crate::t!("key-backspace"),
        "Tab" => crate::t!("key-tab"),
        "Home" => crate::t!("key-home"),
        "End" => crate::t!("key-end"),
        "PageUp" => crate::t!("key-page-up"),
        "PageDown" => crate::t!("key-page-down"),
        "Up" => crate::t!("key-up"),
        "Down" => crate::t!("key-down"),
        "Left" => crate::t!("key-left"),
        "Right" => crate::t!("key-right"),
        other => other.to_string(),
    }
}

use crate::i18n::term_now as term;

/// What a bar entry does.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum BarAction {
    Mode(BoardMode),
    StandUp,
    DropProne,
    TotalDefense,
    /// Ready an attack on whoever sets this trigger off; while an action is being readied (see
    /// [`ReadyPlan`]), wait for it to set that action off.
    Ready(crate::combat::commands::ReadyTrigger),
    /// Ready the next action chosen, not an attack: pick its trigger next.
    ReadyAction,
    /// Draw the unit's n-th carried weapon (a move action).
    Draw(usize),
    /// Load the weapon in hand that needs it.
    Reload,
    /// Drink the first potion carried.
    Drink,
    /// Drop the unit's n-th carried weapon.
    DropWeapon(usize),
    /// Pick up the first object in reach.
    PickUp,
    /// Strap the shield on (`true`) or take it off.
    Shield(bool),
    /// Open or close the door at this square.
    ToggleDoor(crate::rules::grid::Pos),
    /// Get into this mount's saddle.
    Mount(Entity),
    /// Aim the unit's n-th known spell.
    Spell(u8),
    /// Toggle casting defensively for the spell being aimed.
    CastDefensively,
    /// Seed 001: toggle casting the spell being aimed halfway through the mount's move.
    CastOnTheMove,
    /// End the unit's n-th known spell where it lasts.
    CancelSpell(u8),
    /// Use the unit's n-th known spell, an immediate one, whenever a foe attacks it: on or off.
    React(u8),
    /// OSR: avoid attacks this way from now on.
    Defence(crate::combat::commands::DefencePolicy),
    /// OSR: crush the creature the unit holds.
    Crush,
    /// WFRP: take the guard stance.
    Guard,
    /// WFRP: try to break free of a hold.
    BreakFree,
    /// WFRP: let go of the foe the unit holds.
    Release,
    /// WFRP: spend a Fortune point for one more half action.
    ExtraHalfAction,
    /// OSR: gather energy for the next casting.
    BuildEnergy,
    /// OSR: take this on a natural 20 from now on.
    Critical(crate::combat::commands::CriticalPolicy),
    /// Seed 001: give up the turn and wait to act before a later one.
    Wait,
    /// Seed 001: maintain the grapple the unit holds, and do this (damage or pin).
    Hold(crate::combat::commands::GrappleOption),
    /// Seed 001: spend a hero point on the unit's own roll or turn.
    Hero(HeroEntry),
    /// Seed 001: spend a hero point to recall a use of the unit's n-th known spell.
    HeroRecall(u8),
    EndTurn,
    /// Take back the last command.
    Undo,
}

/// The hero point spends on the unit's own next roll and turn, as the bar offers them (aiding a
/// friend is a board mode, recalling a spell an entry per spell, acting out of turn the
/// initiative tracker's; letting a cheated death fall, the failed-roll panel's).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HeroEntry {
    Bonus,
    Reroll,
    LateBonus,
    ExtraMove,
    ExtraStandard,
    /// Not in the bar: the death a person's unit just cheated, taken back (see `hero_retry`).
    LetFall,
}

impl HeroEntry {
    pub const ALL: [HeroEntry; 5] = [
        HeroEntry::Bonus,
        HeroEntry::Reroll,
        HeroEntry::LateBonus,
        HeroEntry::ExtraMove,
        HeroEntry::ExtraStandard,
    ];

    pub fn spend(self) -> crate::combat::commands::HeroSpend {
        use crate::combat::commands::{ExtraAction, HeroSpend};
        match self {
            HeroEntry::Bonus => HeroSpend::Bonus,
            HeroEntry::Reroll => HeroSpend::Reroll,
            HeroEntry::LateBonus => HeroSpend::LateBonus,
            HeroEntry::ExtraMove => HeroSpend::ExtraAction(ExtraAction::Move),
            HeroEntry::ExtraStandard => HeroSpend::ExtraAction(ExtraAction::Standard),
            HeroEntry::LetFall => HeroSpend::LetFall,
        }
    }

    /// The entry's label, with the points left.
    pub fn label(self, left: u32) -> String {
        let what = match self {
            HeroEntry::Bonus => crate::t!("bar-hero-bonus"),
            HeroEntry::Reroll => crate::t!("bar-hero-reroll"),
            HeroEntry::LateBonus => crate::t!("bar-hero-late-bonus"),
            HeroEntry::ExtraMove => crate::t!("bar-hero-extra-move"),
            HeroEntry::ExtraStandard => crate::t!("bar-hero-extra-standard"),
            HeroEntry::LetFall => crate::t!("bar-hero-let-fall"),
        };
        format!("{what} ({})", crate::t!("bar-hero-left", left = left))
    }
}

impl BarAction {
    /// The kind of command the entry leads to, with placeholder details: what the shared bar
    /// asks the ruleset whether it plays (`None`: not a command of the fight, such as undo).
    pub fn command_kind(self) -> Option<Command> {
        use crate::combat::commands::ReadyTrigger;
        let unit = String::new;
        let ready = |trigger| Command::Ready {
            unit: unit(),
            trigger,
            weapon: None,
            then: None,
        };
        let cast = || Command::Cast {
            unit: unit(),
            spell: String::new(),
            target: None,
            at: None,
            facing: None,
            defensively: false,
        };
        Some(match self {
            BarAction::Mode(mode) => return mode_command_kind(mode),
            BarAction::StandUp => Command::StandUp { unit: unit() },
            BarAction::DropProne => Command::DropProne { unit: unit() },
            BarAction::TotalDefense => Command::TotalDefense { unit: unit() },
            BarAction::Wait => Command::Wait { unit: unit() },
            BarAction::Guard => Command::Guard { unit: unit() },
            BarAction::Ready(trigger) => ready(trigger),
            BarAction::ReadyAction => ready(ReadyTrigger::MovesAdjacent),
            BarAction::Draw(_) => Command::Draw {
                unit: unit(),
                weapons: Vec::new(),
            },
            BarAction::Reload => Command::Reload {
                unit: unit(),
                weapon: None,
            },
            BarAction::Drink => Command::Drink {
                unit: unit(),
                item: None,
            },
            BarAction::DropWeapon(_) => Command::Drop {
                unit: unit(),
                thing: String::new(),
            },
            BarAction::PickUp => Command::PickUp {
                unit: unit(),
                thing: None,
            },
            BarAction::Shield(on) => Command::Shield { unit: unit(), on },
            BarAction::ToggleDoor(at) => Command::ToggleDoor { unit: unit(), at },
            BarAction::Mount(_) => Command::Mount {
                unit: unit(),
                mount: String::new(),
            },
            BarAction::Spell(_) | BarAction::CastDefensively => cast(),
            BarAction::CastOnTheMove => {
                return mode_command_kind(BoardMode::RideCast { slot: 0, to: None });
            }
            BarAction::CancelSpell(_) => Command::CancelSpell {
                unit: unit(),
                spell: String::new(),
            },
            BarAction::React(_) => Command::React {
                unit: unit(),
                spell: String::new(),
                trigger: None,
            },
            BarAction::Defence(policy) => Command::SetDefence {
                unit: unit(),
                policy,
            },
            BarAction::Crush => Command::Crush { unit: unit() },
            BarAction::BreakFree => Command::BreakFree { unit: unit() },
            BarAction::Release => Command::Release { unit: unit() },
            BarAction::Hold(option) => Command::MaintainGrapple {
                unit: unit(),
                option,
            },
            BarAction::ExtraHalfAction => Command::ExtraHalfAction { unit: unit() },
            BarAction::Hero(entry) => Command::Hero {
                unit: unit(),
                spend: entry.spend(),
            },
            BarAction::HeroRecall(_) => Command::Hero {
                unit: unit(),
                spend: crate::combat::commands::HeroSpend::Recall {
                    spell: String::new(),
                },
            },
            BarAction::BuildEnergy => Command::BuildEnergy { unit: unit() },
            BarAction::Critical(policy) => Command::SetCritical {
                unit: unit(),
                policy,
            },
            BarAction::EndTurn => Command::EndTurn { unit: unit() },
            BarAction::Undo => return None,
        })
    }
}

/// The kind of command a board mode leads to (a click in `Move` may also attack; the bar asks
/// about the move).
fn mode_command_kind(mode: BoardMode) -> Option<Command> {
    let unit = String::new;
    let target = String::new;
    let at = crate::rules::grid::Pos::default();
    Some(match mode {
        BoardMode::Move => Command::Move {
            unit: unit(),
            to: None,
            path: None,
            draw: None,
        },
        BoardMode::Withdraw => Command::Withdraw {
            unit: unit(),
            to: None,
            path: None,
        },
        BoardMode::Step => Command::Step {
            unit: unit(),
            to: at,
        },
        BoardMode::Crawl => Command::Crawl {
            unit: unit(),
            to: at,
        },
        BoardMode::Charge => Command::Charge {
            unit: unit(),
            target: target(),
        },
        BoardMode::CoupDeGrace => Command::CoupDeGrace {
            unit: unit(),
            target: target(),
        },
        BoardMode::AidAttack | BoardMode::AidDefense => Command::AidAnother {
            unit: unit(),
            ally: target(),
            aid: crate::combat::commands::AidKind::Attack,
            against: None,
        },
        BoardMode::Delay => Command::Delay {
            unit: unit(),
            after: None,
        },
        BoardMode::Cast { .. } => Command::Cast {
            unit: unit(),
            spell: String::new(),
            target: None,
            at: None,
            facing: None,
            defensively: false,
        },
        BoardMode::UseItem { .. } => Command::UseItem {
            unit: unit(),
            item: String::new(),
            spell: None,
            target: None,
            at: None,
            facing: None,
        },
        BoardMode::Dismount => Command::Dismount {
            unit: unit(),
            to: None,
        },
        BoardMode::Manner(manner) => Command::Attack {
            unit: unit(),
            target: target(),
            weapon: None,
            manner: Some(manner),
        },
        BoardMode::Aim => Command::Aim {
            unit: unit(),
            target: target(),
        },
        BoardMode::Grapple => Command::Grapple {
            unit: unit(),
            target: target(),
        },
        BoardMode::FirstAid => Command::FirstAid {
            unit: unit(),
            ally: target(),
        },
        BoardMode::Tackle => Command::Tackle {
            unit: unit(),
            target: target(),
        },
        BoardMode::HumanShield => Command::HumanShield {
            unit: unit(),
            ally: target(),
        },
        BoardMode::Throw => Command::Throw {
            unit: unit(),
            item: None,
            target: None,
            at: None,
        },
        BoardMode::HandOver { .. } => Command::HandOver {
            unit: unit(),
            thing: String::new(),
            to: target(),
        },
        BoardMode::Run => Command::Run {
            unit: unit(),
            to: None,
            path: None,
        },
        BoardMode::Feint => Command::Feint {
            unit: unit(),
            target: target(),
        },
        BoardMode::ShakeFree => Command::ShakeFree {
            unit: unit(),
            ally: target(),
        },
        BoardMode::HeroAid { late } => {
            crate::view::preview::hero_aid_command(unit(), target(), late)
        }
        BoardMode::RideShoot { .. } => Command::RideAndAct {
            unit: unit(),
            to: None,
            path: None,
            run: false,
            act: crate::combat::commands::MidwayAct::Shoot {
                target: target(),
                weapon: None,
            },
        },
        BoardMode::RideCast { .. } => Command::RideAndAct {
            unit: unit(),
            to: None,
            path: None,
            run: false,
            act: crate::combat::commands::MidwayAct::Cast {
                spell: String::new(),
                target: None,
                at: None,
                facing: None,
            },
        },
        BoardMode::Manoeuvre => Command::Manoeuvre {
            unit: unit(),
            target: target(),
            to: at,
            follow: false,
        },
        BoardMode::Maneuver { kind, follow } => Command::CombatManeuver {
            unit: unit(),
            target: target(),
            kind,
            follow,
            charge: false,
        },
        BoardMode::Drag => Command::MaintainGrapple {
            unit: unit(),
            option: crate::combat::commands::GrappleOption::Move { to: at },
        },
        BoardMode::ChargeTrip => Command::CombatManeuver {
            unit: unit(),
            target: target(),
            kind: ManeuverKind::Trip,
            follow: false,
            charge: true,
        },
        BoardMode::ReadySquare { .. } => Command::Ready {
            unit: unit(),
            trigger: crate::combat::commands::ReadyTrigger::EntersArea { at, radius: 0 },
            weapon: None,
            then: None,
        },
    })
}

/// An action being readied from the bar, step by step: first armed (the next trigger chosen
/// readies an action, not an attack), then waiting for the action (the next command the unit
/// gives is readied for the trigger instead of done).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ReadyPlan {
    #[default]
    None,
    Armed(Entity),
    Waiting(Entity, crate::combat::commands::ReadyTrigger),
}

impl ReadyPlan {
    /// Takes a bar action that belongs to the plan (the toggle, or a trigger while armed) for
    /// `unit`: whether it did.
    pub fn take(&mut self, action: BarAction, unit: Entity) -> bool {
        match (action, *self) {
            (BarAction::ReadyAction, ReadyPlan::None | ReadyPlan::Waiting(..)) => {
                *self = ReadyPlan::Armed(unit);
                true
            }
            (BarAction::ReadyAction, ReadyPlan::Armed(_)) => {
                *self = ReadyPlan::None;
                true
            }
            (BarAction::Ready(trigger), ReadyPlan::Armed(u)) if u == unit => {
                *self = ReadyPlan::Waiting(unit, trigger);
                true
            }
            _ => false,
        }
    }

    /// The command `unit` gives, as the plan makes it: readied for the trigger waited on.
    /// Ending the turn, delaying or readying otherwise drops the plan, and so does any command
    /// given before a trigger is picked.
    pub fn wrap(&mut self, command: Command, unit: Entity) -> Command {
        let (planner, trigger) = match *self {
            ReadyPlan::None => return command,
            // Another command before a trigger was picked: the player chose to act instead.
            ReadyPlan::Armed(planner) => {
                if planner == unit {
                    *self = ReadyPlan::None;
                }
                return command;
            }
            ReadyPlan::Waiting(planner, trigger) => (planner, trigger),
        };
        if planner != unit {
            return command;
        }
        *self = ReadyPlan::None;
        match command {
            Command::EndTurn { .. } | Command::Delay { .. } | Command::Ready { .. } => command,
            command => Command::Ready {
                unit: command.unit().to_string(),
                trigger,
                weapon: None,
                then: Some(crate::combat::commands::ReadiedAction::Command(Box::new(
                    command,
                ))),
            },
        }
    }

    /// The hint the top bar shows while an action is being readied.
    pub fn hint(&self) -> Option<String> {
        match self {
            ReadyPlan::None => None,
            ReadyPlan::Armed(_) => Some(crate::t!("hint-ready-armed")),
            ReadyPlan::Waiting(_, trigger) => Some(
                crate::phrase!("hint-ready-waiting", trigger = trigger.phrase())
                    .in_lang(crate::i18n::current()),
            ),
        }
    }
}

/// Readies the next command of the unit whose turn it is when the player is readying an action
/// (see [`ReadyPlan`]); Escape, or the turn passing, drops the plan. Runs after every system that
/// gives the player's commands and before they are resolved.
pub fn ready_planned_commands(
    mut plan: ResMut<ReadyPlan>,
    mut messages: ResMut<Messages<CommandMessage>>,
    turn: Option<Res<TurnState>>,
    actions: Option<Single<&leafwing_input_manager::prelude::ActionState<GameAction>>>,
    ids: Query<&UnitId>,
) {
    let current = turn.as_ref().and_then(|t| t.current_unit());
    let planner = match *plan {
        ReadyPlan::None => return,
        ReadyPlan::Armed(u) | ReadyPlan::Waiting(u, _) => u,
    };
    let cancelled = actions.is_some_and(|a| a.just_pressed(&GameAction::Cancel));
    if current != Some(planner) || cancelled {
        *plan = ReadyPlan::None;
        return;
    }
    let Ok(id) = ids.get(planner) else { return };
    if messages.is_empty() {
        return;
    }
    let given: Vec<CommandMessage> = messages.drain().collect();
    for CommandMessage(command) in given {
        let command = if command.unit() == id.0 {
            plan.wrap(command, planner)
        } else {
            command
        };
        messages.write(CommandMessage(command));
    }
}

/// One line of the bar.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BarEntry {
    pub action: BarAction,
    pub label: String,
    pub cost: ActionCost,
    pub provokes: &'static str,
    pub key: String,
    /// Why it cannot be taken now.
    pub why_not: Option<String>,
}

#[derive(Component)]
pub struct ActionBar;

/// A bar entry's label in the reader's language.
type Label = fn() -> String;

/// The kind of action a bar entry takes; `None`: not an action (free).
type Takes = Option<ActionKind>;

/// What each entry is, the kind of action it takes, whether it provokes, and its key.
const ENTRIES: [(BarAction, Label, Takes, &str, Option<GameAction>); 38] = [
    (
        BarAction::Mode(BoardMode::Move),
        || crate::t!("bar-move-attack"),
        Some(ActionKind::Move),
        "leaving threat",
        Some(GameAction::Cancel),
    ),
    (
        BarAction::Mode(BoardMode::Withdraw),
        || crate::t!("bar-withdraw"),
        Some(ActionKind::Withdraw),
        "no",
        Some(GameAction::Withdraw),
    ),
    (
        BarAction::Mode(BoardMode::Step),
        || crate::t!("bar-step"),
        Some(ActionKind::Step),
        "no",
        Some(GameAction::Step),
    ),
    (
        BarAction::Mode(BoardMode::Charge),
        || crate::t!("bar-charge"),
        Some(ActionKind::Charge),
        "on its path",
        Some(GameAction::Charge),
    ),
    (
        BarAction::Mode(BoardMode::CoupDeGrace),
        || crate::t!("bar-coup-de-grace"),
        Some(ActionKind::CoupDeGrace),
        "yes",
        Some(GameAction::CoupDeGrace),
    ),
    (
        BarAction::Mode(BoardMode::Maneuver {
            kind: ManeuverKind::Trip,
            follow: false,
        }),
        || crate::t!("bar-trip"),
        Some(ActionKind::CombatManeuver),
        "target",
        None,
    ),
    (
        BarAction::Mode(BoardMode::Maneuver {
            kind: ManeuverKind::Disarm,
            follow: false,
        }),
        || crate::t!("bar-disarm"),
        Some(ActionKind::CombatManeuver),
        "target",
        None,
    ),
    (
        BarAction::Mode(BoardMode::Maneuver {
            kind: ManeuverKind::BullRush,
            follow: false,
        }),
        || crate::t!("bar-bull-rush"),
        Some(ActionKind::CombatManeuver),
        "target",
        None,
    ),
    (
        BarAction::Mode(BoardMode::Maneuver {
            kind: ManeuverKind::BullRush,
            follow: true,
        }),
        || crate::t!("bar-bull-rush-follow"),
        Some(ActionKind::CombatManeuver),
        "target",
        None,
    ),
    (
        BarAction::Mode(BoardMode::Maneuver {
            kind: ManeuverKind::Grapple,
            follow: false,
        }),
        || crate::t!("bar-grapple"),
        Some(ActionKind::CombatManeuver),
        "target",
        None,
    ),
    (
        BarAction::Mode(BoardMode::Maneuver {
            kind: ManeuverKind::Sunder,
            follow: false,
        }),
        || crate::t!("bar-sunder"),
        Some(ActionKind::CombatManeuver),
        "target",
        None,
    ),
    (
        BarAction::Mode(BoardMode::ChargeTrip),
        || crate::t!("bar-charge-trip"),
        Some(ActionKind::Charge),
        "target",
        None,
    ),
    (
        BarAction::Mode(BoardMode::Maneuver {
            kind: ManeuverKind::Overrun,
            follow: false,
        }),
        || crate::t!("bar-overrun"),
        Some(ActionKind::CombatManeuver),
        "target",
        None,
    ),
    (
        BarAction::Mode(BoardMode::Feint),
        || crate::t!("bar-feint"),
        Some(ActionKind::Feint),
        "no",
        None,
    ),
    (
        BarAction::Hold(GrappleOption::Damage),
        || crate::t!("bar-hold-damage"),
        Some(ActionKind::CombatManeuver),
        "no",
        None,
    ),
    (
        BarAction::Hold(GrappleOption::Pin),
        || crate::t!("bar-hold-pin"),
        Some(ActionKind::CombatManeuver),
        "no",
        None,
    ),
    (
        BarAction::Mode(BoardMode::Drag),
        || crate::t!("bar-hold-drag"),
        Some(ActionKind::CombatManeuver),
        "no",
        None,
    ),
    (
        BarAction::Release,
        || crate::t!("bar-release"),
        None,
        "no",
        None,
    ),
    (
        BarAction::BreakFree,
        || crate::t!("bar-break-free-grapple"),
        Some(ActionKind::CombatManeuver),
        "no",
        None,
    ),
    (
        BarAction::TotalDefense,
        || crate::t!("bar-total-defense"),
        Some(ActionKind::TotalDefense),
        "no",
        Some(GameAction::TotalDefense),
    ),
    (
        BarAction::DropProne,
        || crate::t!("bar-drop-prone"),
        Some(ActionKind::DropProne),
        "no",
        Some(GameAction::DropProne),
    ),
    (
        BarAction::StandUp,
        || crate::t!("bar-stand-up"),
        Some(ActionKind::StandUp),
        "yes",
        Some(GameAction::StandUp),
    ),
    (
        BarAction::Mode(BoardMode::Crawl),
        || crate::t!("bar-crawl"),
        Some(ActionKind::Crawl),
        "leaving threat",
        Some(GameAction::Crawl),
    ),
    (
        BarAction::Mode(BoardMode::AidAttack),
        || crate::t!("bar-aid-attack"),
        Some(ActionKind::AidAnother),
        "no",
        Some(GameAction::AidAttack),
    ),
    (
        BarAction::Mode(BoardMode::AidDefense),
        || crate::t!("bar-aid-defense"),
        Some(ActionKind::AidAnother),
        "no",
        Some(GameAction::AidDefense),
    ),
    (
        BarAction::Mode(BoardMode::ShakeFree),
        || crate::t!("bar-shake-free"),
        Some(ActionKind::ShakeFree),
        "no",
        None,
    ),
    (
        BarAction::Ready(crate::combat::commands::ReadyTrigger::EntersReach),
        || crate::t!("bar-ready-reach"),
        Some(ActionKind::Ready),
        "no",
        Some(GameAction::ReadyReach),
    ),
    (
        BarAction::Ready(crate::combat::commands::ReadyTrigger::MovesAdjacent),
        || crate::t!("bar-ready-adjacent"),
        Some(ActionKind::Ready),
        "no",
        Some(GameAction::ReadyAdjacent),
    ),
    (
        BarAction::Ready(crate::combat::commands::ReadyTrigger::AttacksAlly),
        || crate::t!("bar-ready-ally"),
        Some(ActionKind::Ready),
        "no",
        Some(GameAction::ReadyAlly),
    ),
    (
        BarAction::Ready(crate::combat::commands::ReadyTrigger::StartsToCast),
        || crate::t!("bar-ready-cast"),
        Some(ActionKind::Ready),
        "no",
        None,
    ),
    (
        BarAction::Ready(crate::combat::commands::ReadyTrigger::Shoots),
        || crate::t!("bar-ready-shoots"),
        Some(ActionKind::Ready),
        "no",
        None,
    ),
    (
        BarAction::Ready(crate::combat::commands::ReadyTrigger::Draws),
        || crate::t!("bar-ready-draws"),
        Some(ActionKind::Ready),
        "no",
        None,
    ),
    (
        BarAction::Mode(BoardMode::ReadySquare { ally: false }),
        || crate::t!("bar-ready-square"),
        Some(ActionKind::Ready),
        "no",
        None,
    ),
    (
        BarAction::Mode(BoardMode::ReadySquare { ally: true }),
        || crate::t!("bar-ready-ally-passes"),
        Some(ActionKind::Ready),
        "no",
        None,
    ),
    (
        BarAction::ReadyAction,
        || crate::t!("bar-ready-action"),
        Some(ActionKind::Ready),
        "no",
        None,
    ),
    (
        BarAction::Mode(BoardMode::Delay),
        || crate::t!("bar-delay"),
        None,
        "no",
        Some(GameAction::Delay),
    ),
    (
        BarAction::Wait,
        || crate::t!("bar-wait"),
        None,
        "no",
        Some(GameAction::Wait),
    ),
    (
        BarAction::EndTurn,
        || crate::t!("bar-end-turn"),
        None,
        "no",
        Some(GameAction::EndTurn),
    ),
];

/// Whether some ally of `unit` is held by a fascination someone could shake it free of: only
/// then is the entry more than clutter.
fn an_ally_is_fascinated(world: &World, unit: Entity) -> bool {
    let side = world.get::<Side>(unit);
    world.iter_entities().any(|e| {
        e.id() != unit
            && e.get::<Side>() == side
            && e.get::<SpellEffects>()
                .is_some_and(|s| s.has_flag(crate::rules::condition_table::Flag::BrokenByThreat))
    })
}

/// The bar for `unit`, with each entry's availability.
pub fn bar_entries(world: &World, unit: Entity, bindings: &Bindings) -> Vec<BarEntry> {
    let ruleset = crate::rulesets::face::of(world);
    if let Some(own) = ruleset.bar_entries(world, unit, bindings) {
        return own;
    }
    offered_shared_entries(world, unit, bindings)
}

/// The shared bar, less what the ruleset does not play (a ruleset's own bar may start from it).
pub fn offered_shared_entries(world: &World, unit: Entity, bindings: &Bindings) -> Vec<BarEntry> {
    let ruleset = crate::rulesets::face::of(world);
    let mut entries = shared_bar_entries(world, unit, bindings);
    entries.retain(|e| e.action.command_kind().is_none_or(|c| ruleset.offers(&c)));
    entries
}

/// The shared bar (seed 000's actions) for `unit`, with each entry's availability.
fn shared_bar_entries(world: &World, unit: Entity, bindings: &Bindings) -> Vec<BarEntry> {
    let turn = crate::combat::hot::resource::<TurnState>(world);
    let budget = turn.budget;
    let prone = crate::combat::reads::is_prone(world, unit);
    let speed = crate::combat::reads::effective_speed(world, unit);
    let armed = world
        .get::<Equipment>(unit)
        .is_some_and(|e| e.usable().next().is_some());
    let id = world.get::<UnitId>(unit).map_or("", |u| u.0.as_str());
    let fresh = budget == crate::combat::reads::turn_budget(world, unit);
    // Readying against casters only matters when a foe can cast a spell (an ability sets off
    // nothing): otherwise the entry is clutter.
    let my_side = world.get::<Side>(unit).map(|s| s.0);
    let foe_casts = world
        .iter_entities()
        .filter_map(|e| Some((e.get::<Side>()?.0, e.get::<Spellcasting>()?)))
        .any(|(side, c)| Some(side) != my_side && c.spells.iter().any(|k| !k.spell.power));
    // The same for foes that shoot and foes with a weapon still to draw.
    let foe_gear = |has: fn(&Equipment) -> bool| {
        world
            .iter_entities()
            .filter_map(|e| Some((e.get::<Side>()?.0, e.get::<Equipment>()?)))
            .any(|(side, eq)| Some(side) != my_side && has(eq))
    };
    let foe_shoots = foe_gear(|eq| eq.weapons.iter().any(|w| !w.is_melee()));
    let foe_draws = foe_gear(|eq| eq.weapons.iter().any(|w| !eq.in_hand(w)));
    let mut entries = ENTRIES
        .iter()
        .filter(|(action, ..)| {
            use crate::combat::commands::ReadyTrigger;
            match action {
                BarAction::Ready(ReadyTrigger::StartsToCast) => {
                    foe_casts && crate::rulesets::of(world).readying_against_casters(world)
                }
                BarAction::Ready(ReadyTrigger::Shoots) => foe_shoots,
                BarAction::Ready(ReadyTrigger::Draws) => foe_draws,
                BarAction::Wait => crate::rulesets::of(world).waiting_allowed(world),
                BarAction::Mode(
                    BoardMode::Maneuver { .. } | BoardMode::Feint | BoardMode::ChargeTrip,
                ) => crate::rulesets::of(world).maneuvers_allowed(world),
                BarAction::Hold(_) | BarAction::Mode(BoardMode::Drag) | BarAction::Release => {
                    world.get::<Holding>(unit).is_some()
                }
                BarAction::BreakFree => world.get::<HeldBy>(unit).is_some(),
                BarAction::Mode(BoardMode::ShakeFree) => an_ally_is_fascinated(world, unit),
                _ => true,
            }
        })
        .map(|&(action, label, kind, provokes, key)| {
            let kind = match action {
                BarAction::Mode(BoardMode::Charge | BoardMode::ChargeTrip) => {
                    Some(crate::combat::charge::charge_kind(&budget))
                }
                _ => kind,
            };
            let cost = kind.map_or(ActionCost::Free, |kind| cost_of(world, kind));
            let mut why_not = budget.check(cost).err().map(|e| match e {
                BudgetError::NoStandard => crate::t!("bar-why-no-standard"),
                BudgetError::NoMove => crate::t!("bar-why-no-move"),
                BudgetError::NoSwift => crate::t!("bar-why-no-swift"),
                BudgetError::NoFullRound => crate::t!("bar-why-no-full-round"),
                BudgetError::SingleAction => crate::t!("bar-why-single-action"),
            });
            let moving = matches!(
                action,
                BarAction::Mode(BoardMode::Withdraw | BoardMode::Step | BoardMode::Charge)
            );
            if why_not.is_none() {
                why_not =
                    match action {
                        _ if moving && prone => {
                            Some(crate::phrase!("bar-why-prone").about(id).to_string())
                        }
                        BarAction::Mode(BoardMode::Crawl) | BarAction::StandUp if !prone => {
                            Some(crate::phrase!("bar-why-not-prone").about(id).to_string())
                        }
                        BarAction::DropProne if prone => Some(
                            crate::phrase!("bar-why-already-prone")
                                .about(id)
                                .to_string(),
                        ),
                        BarAction::Mode(
                            BoardMode::Withdraw | BoardMode::Step | BoardMode::Crawl,
                        ) if speed == 0 => Some(crate::t!("bar-why-speed-0")),
                        // A bow may do under seed 001: the board says why a target is refused.
                        BarAction::Mode(BoardMode::CoupDeGrace) if !armed => {
                            Some(crate::t!("bar-why-no-melee"))
                        }
                        BarAction::Mode(BoardMode::Charge)
                            if !crate::combat::charge::has_weapon_to_charge_with(world, unit) =>
                        {
                            Some(crate::t!("bar-why-no-melee"))
                        }
                        BarAction::Mode(BoardMode::Delay) | BarAction::Wait if !fresh => {
                            Some(crate::t!("bar-why-already-acted"))
                        }
                        _ => None,
                    };
            }
            BarEntry {
                action,
                label: label(),
                cost,
                provokes,
                key: key.map_or_else(String::new, |k| bindings.key_name(k).to_string()),
                why_not,
            }
        })
        .chain(ride_entries(world, unit, bindings))
        .chain(draw_entries(world, unit, budget))
        .chain(item_entries(world, unit))
        .chain([undo_entry(world, bindings)])
        .collect::<Vec<_>>();
    // A caster's spells come right after moving and attacking, where they are seen first.
    let at = entries.len().min(1);
    entries.splice(at..at, spell_entries(world, unit, bindings));
    entries
}

/// A use's label, saying so when the object must be taken out first (a move action more).
fn with_taking_out(label: String, draw: bool) -> String {
    if draw {
        crate::t!("bar-taken-out-first", action = label)
    } else {
        label
    }
}

/// One entry per spell of each magic item the unit carries, with the charges a use leaves, or
/// why it cannot be used now.
fn item_entries(world: &World, unit: Entity) -> Vec<BarEntry> {
    let mut out = Vec::new();
    for (i, item) in crate::combat::magic_items::magic_items(world, unit)
        .iter()
        .enumerate()
    {
        let Some(magic) = &item.magic else { continue };
        for (n, held) in magic.spells.iter().enumerate() {
            let Some(spell) = &held.resolved else {
                continue;
            };
            let checked =
                crate::combat::magic_items::check_usable(world, unit, &item.id, Some(&held.spell));
            out.push(BarEntry {
                action: BarAction::Mode(BoardMode::UseItem {
                    item: i as u8,
                    spell: n as u8,
                }),
                label: with_taking_out(
                    crate::t!(
                        "bar-use-item",
                        item = term(&item.name),
                        spell = term(&spell.name),
                        left = magic.charges
                    ),
                    checked.is_ok()
                        && crate::combat::equip::item_draw(world, unit, item, ActionKind::UseItem)
                            .is_ok_and(|d| d),
                ),
                cost: cost_of(world, ActionKind::UseItem),
                provokes: if crate::combat::magic_items::provokes(magic.kind, spell) {
                    "in threat"
                } else {
                    "no"
                },
                key: String::new(),
                why_not: checked.err().map(|e| why_refused(world, unit, e)),
            });
        }
    }
    out
}

/// Why the engine would refuse the command an entry gives now, in the reader's words: the one
/// check the engine and the AI run (see [`crate::combat::check`]), with the board made only if
/// the check reads it.
fn shared_check(world: &World, unit: Entity, command: Command) -> Option<String> {
    let snap = std::cell::OnceCell::new();
    let board = crate::combat::board::SnapshotFor::WhenRead(&snap);
    crate::combat::check::check(world, board, unit, &command)
        .err()
        .map(|e| why_refused(world, unit, e))
}

/// Why `unit` cannot take an action, as its button's tooltip says it: the reason alone where the
/// refusal wraps one, units named as the level names them, words agreeing with `unit`.
fn why_refused(
    world: &World,
    unit: Entity,
    refusal: crate::combat::rejection::Rejection,
) -> String {
    use crate::combat::rejection::Rejection;
    let id = world.get::<UnitId>(unit).map_or("", |u| u.0.as_str());
    let phrase = match refusal {
        Rejection::CannotCast { why, .. }
        | Rejection::Cannot { why, .. }
        | Rejection::CannotDismount { why, .. }
        | Rejection::CannotMount { why, .. } => why.about(id),
        other => other.phrase(),
    };
    phrase.in_lang_named(
        crate::i18n::current(),
        &crate::combat::events::unit_names(world),
    )
}

/// Taking back the last command: greyed, with the reason, when the rule does not allow it.
pub(crate) fn undo_entry(world: &World, bindings: &Bindings) -> BarEntry {
    BarEntry {
        action: BarAction::Undo,
        label: crate::t!("bar-undo"),
        cost: ActionCost::Free,
        provokes: "no",
        key: bindings.key_name(GameAction::Undo).to_string(),
        why_not: super::undo::why_not(world),
    }
}

/// One entry per known spell (uses left, or why it cannot be cast now), the defensive-casting
/// toggle, and one entry per lasting spell of the unit's own it can end.
pub(crate) fn spell_entries(world: &World, unit: Entity, bindings: &Bindings) -> Vec<BarEntry> {
    let Some(casting) = world.get::<Spellcasting>(unit) else {
        return Vec::new();
    };
    let mode = world
        .get_resource::<BoardMode>()
        .copied()
        .unwrap_or_default();
    let key =
        |k: Option<GameAction>| k.map_or_else(String::new, |k| bindings.key_name(k).to_string());
    let mut out: Vec<BarEntry> = casting
        .spells
        .iter()
        .enumerate()
        .map(|(slot, known)| {
            let spell = &known.spell;
            let checked = crate::combat::cast::check_castable(world, unit, &spell.id);
            let cost = match (&checked, spell.casting_time) {
                (Ok((_, cost, _)), _) => *cost,
                (_, crate::level::spells::CastingTime::Action(time)) => {
                    cost_of(world, ActionKind::Cast(time))
                }
                _ => cost_of(world, ActionKind::Cast(ActionCost::FullRound)),
            };
            BarEntry {
                action: BarAction::Spell(slot as u8),
                label: if known.left == crate::combat::components::UNLIMITED_USES {
                    term(&spell.name)
                } else {
                    crate::t!(
                        "bar-spell-left",
                        spell = term(&spell.name),
                        left = known.left
                    )
                },
                cost,
                provokes: if spell.range == crate::level::spells::SpellRange::Touch || spell.power {
                    "no"
                } else {
                    "in threat"
                },
                key: key(GameAction::spell_slot(slot)),
                why_not: checked.err().map(|e| why_refused(world, unit, e)),
            }
        })
        .collect();
    let aiming = matches!(mode, BoardMode::Cast { .. } | BoardMode::RideCast { .. });
    let defensively = matches!(
        mode,
        BoardMode::Cast {
            defensively: true,
            ..
        }
    );
    // Abilities never provoke: a unit that knows only those has nothing to cast defensively.
    let spells_proper = casting.spells.iter().any(|k| !k.spell.power);
    out.extend(spells_proper.then(|| BarEntry {
        action: BarAction::CastDefensively,
        label: if defensively {
            crate::t!("bar-cast-defensively-on")
        } else {
            crate::t!("bar-cast-defensively-off")
        },
        cost: ActionCost::Free,
        provokes: "no",
        key: key(Some(GameAction::CastDefensively)),
        why_not: (!aiming).then(|| crate::t!("bar-why-pick-a-spell")),
    }));
    let id = world.get::<UnitId>(unit).map(|u| u.0.as_str());
    let held: std::collections::BTreeSet<&str> = world
        .iter_entities()
        .filter_map(|e| e.get::<SpellEffects>())
        .flat_map(|effects| effects.0.iter())
        .filter(|a| Some(a.caster.as_str()) == id)
        .map(|a| a.spell.as_str())
        .collect();
    // An immediate spell can answer a foe's attack by itself (see `combat::immediate`).
    let reacting = world
        .get::<crate::combat::immediate::Reaction>(unit)
        .map(|r| r.spell.as_str());
    for (slot, known) in casting.spells.iter().enumerate() {
        if known.spell.casting_time
            == crate::level::spells::CastingTime::Action(ActionCost::Immediate)
        {
            let name = term(&known.spell.name);
            out.push(BarEntry {
                action: BarAction::React(slot as u8),
                label: if reacting == Some(known.spell.id.as_str()) {
                    crate::t!("bar-react-on", spell = name)
                } else {
                    crate::t!("bar-react-off", spell = name)
                },
                cost: ActionCost::Free,
                provokes: "no",
                key: String::new(),
                why_not: None,
            });
        }
    }
    let budget = crate::combat::hot::resource::<TurnState>(world).budget;
    for (slot, known) in casting.spells.iter().enumerate() {
        if held.contains(known.spell.id.as_str()) {
            out.push(BarEntry {
                action: BarAction::CancelSpell(slot as u8),
                label: crate::t!("bar-end-spell", spell = term(&known.spell.name)),
                cost: cost_of(world, ActionKind::CancelSpell),
                provokes: "no",
                key: String::new(),
                why_not: budget
                    .check(cost_of(world, ActionKind::CancelSpell))
                    .err()
                    .map(|e| e.to_string()),
            });
        }
    }
    out
}

/// In the saddle: dismount (pick the square). On foot: one entry per mount of the unit's side next
/// to it. Nothing when there is no mount around, to keep the bar short.
pub fn ride_entries(world: &World, unit: Entity, bindings: &Bindings) -> Vec<BarEntry> {
    use crate::combat::mounted;
    let key = bindings.key_name(GameAction::Ride).to_string();
    let name = |e: Entity| {
        world
            .get::<UnitName>(e)
            .map_or_else(String::new, |n| n.0.clone())
    };
    if let Some(mount) = mounted::mount_of(world, unit) {
        return vec![BarEntry {
            action: BarAction::Mode(BoardMode::Dismount),
            label: crate::t!("bar-dismount", mount = name(mount)),
            cost: cost_of(world, ActionKind::Dismount),
            provokes: "yes",
            key,
            why_not: mounted::check_dismount(world, unit, None)
                .err()
                .map(|e| why_refused(world, unit, e)),
        }];
    }
    let side = world.get::<Side>(unit);
    let here = world.get::<Position>(unit).map(|p| p.0).unwrap_or_default();
    let shape = crate::combat::board::shape(world);
    let mut mounts: Vec<(Entity, String)> = world
        .iter_entities()
        .filter(|e| e.get::<Rideable>().is_some() && e.get::<Side>() == side)
        .filter(|e| {
            e.get::<Position>()
                .is_some_and(|p| shape.adjacent(p.0, here))
        })
        .filter_map(|e| Some((e.id(), e.get::<UnitId>()?.0.clone())))
        .collect();
    mounts.sort_by(|a, b| a.1.cmp(&b.1));
    mounts
        .into_iter()
        .map(|(mount, id)| BarEntry {
            action: BarAction::Mount(mount),
            label: crate::t!("bar-mount", mount = name(mount)),
            cost: cost_of(world, ActionKind::Mount),
            provokes: "yes",
            key: key.clone(),
            why_not: mounted::check_mount(world, unit, &id)
                .err()
                .map(|e| why_refused(world, unit, e)),
        })
        .collect()
}

/// The Ride key: the first ride entry that can be taken, as if clicked (mount the mount next to
/// the unit, or in the saddle pick where to dismount).
pub fn ride_key(world: &mut World) {
    if !crate::input::just_pressed(world, GameAction::Ride) || super::ai_turns::ai_plays_now(world)
    {
        return;
    }
    let turn = crate::combat::hot::resource::<TurnState>(world);
    let Some(unit) = turn.current_unit().filter(|_| turn.phase == Phase::Running) else {
        return;
    };
    let bindings = world
        .get_resource::<Bindings>()
        .cloned()
        .unwrap_or_default();
    let entries = ride_entries(world, unit, &bindings);
    let Some(first) = entries.iter().find(|e| e.why_not.is_none()) else {
        let why = entries
            .first()
            .and_then(|e| e.why_not.clone())
            .unwrap_or_else(|| crate::t!("bar-why-no-mount"));
        super::orders::Notice::say(world, why);
        return;
    };
    let rider = world
        .get::<UnitId>(unit)
        .map_or_else(String::new, |u| u.0.clone());
    match first.action {
        BarAction::Mount(mount) => {
            let mount = world
                .get::<UnitId>(mount)
                .map_or_else(String::new, |u| u.0.clone());
            world.write_message(CommandMessage(Command::Mount { unit: rider, mount }));
        }
        action => {
            let mut mode = world
                .get_resource::<BoardMode>()
                .copied()
                .unwrap_or_default();
            if let Some(c) = trigger(action, &rider, &mut mode) {
                world.write_message(CommandMessage(c));
            }
            world.insert_resource(mode);
        }
    }
}

/// The gear entries: load, drink, pick up, the shield, hand over, doors, drop, and one entry per
/// carried weapon not in hand (draw it: a move action that provokes nothing).
pub(crate) fn draw_entries(
    world: &World,
    unit: Entity,
    budget: crate::rules::economy::ActionBudget,
) -> Vec<BarEntry> {
    let Some(eq) = world.get::<Equipment>(unit) else {
        return Vec::new();
    };
    reload_entry(world, unit, eq)
        .into_iter()
        .chain(drink_entry(world, unit, eq))
        .chain(pick_up_entry(world, unit))
        .chain(shield_entry(world, unit, eq))
        .chain(hand_over_entries(world, unit, eq, budget))
        .chain(door_entries(world, unit))
        .chain(drop_entries(world, eq))
        .chain(weapon_draw_entries(world, eq, budget))
        .collect()
}

/// Loading the first weapon in hand that needs it, in the time its data gives.
fn reload_entry(world: &World, unit: Entity, eq: &Equipment) -> Option<BarEntry> {
    let w = eq
        .usable()
        .find(|w| w.reload.is_some() && eq.unloaded.contains(&w.id))?;
    let time = w.reload.map_or(ActionCost::Move, |r| r.cost());
    Some(BarEntry {
        action: BarAction::Reload,
        label: crate::t!("bar-load", weapon = term(&w.name)),
        cost: cost_of(world, ActionKind::Reload(time)),
        provokes: "yes",
        key: String::new(),
        why_not: shared_check(
            world,
            unit,
            Command::Reload {
                unit: crate::combat::reads::unit_id(world, unit),
                weapon: Some(w.id.clone()),
            },
        ),
    })
}

/// Drinking the first healing potion carried (taken out first when it is not in hand).
fn drink_entry(world: &World, unit: Entity, eq: &Equipment) -> Option<BarEntry> {
    let p = eq.items.iter().find(|i| i.heal.is_some())?;
    let checked = crate::combat::items::check_drink(world, unit, None);
    let label = crate::t!("bar-drink", item = term(&p.name));
    Some(BarEntry {
        action: BarAction::Drink,
        label: with_taking_out(label, checked.as_ref().is_ok_and(|(_, draw)| *draw)),
        cost: cost_of(world, ActionKind::Drink),
        provokes: "yes",
        key: String::new(),
        why_not: checked.err().map(|e| e.to_string()),
    })
}

/// Picking up the first object within the unit's reach.
fn pick_up_entry(world: &World, unit: Entity) -> Option<BarEntry> {
    let here = world.get::<Position>(unit).map(|p| p.0).unwrap_or_default();
    let name = world
        .get_resource::<crate::combat::objects::Ground>()
        .and_then(|g| {
            g.0.iter()
                .find(|(p, things)| {
                    crate::combat::objects::within_handling_reach(world, unit, here, **p)
                        && !things.is_empty()
                })
                .map(|(_, things)| things[0].name().to_string())
        })?;
    Some(BarEntry {
        action: BarAction::PickUp,
        label: crate::t!("bar-pick-up", thing = term(&name)),
        cost: cost_of(world, ActionKind::PickUp),
        provokes: "yes",
        key: String::new(),
        why_not: shared_check(
            world,
            unit,
            Command::PickUp {
                unit: crate::combat::reads::unit_id(world, unit),
                thing: None,
            },
        ),
    })
}

/// Handing over (a move action that provokes): one entry for each kind of thing carried, when an
/// ally able to take it is within reach, or for a potion one that cannot drink it by itself
/// (poured, a standard action); a click on the ally picks whom.
fn hand_over_entries(
    world: &World,
    unit: Entity,
    eq: &Equipment,
    budget: crate::rules::economy::ActionBudget,
) -> Vec<BarEntry> {
    let someone_for = |thing: &crate::combat::objects::Thing| {
        crate::combat::reads::roster_entities(world)
            .into_iter()
            .any(|other| {
                let id = crate::combat::reads::unit_id(world, other);
                crate::combat::objects::receives(world, unit, other, &id, thing).is_ok()
            })
    };
    crate::combat::objects::carried_things(eq)
        .into_iter()
        .enumerate()
        .filter(|(_, thing)| someone_for(thing))
        .filter_map(|(slot, thing)| {
            Some(BarEntry {
                action: BarAction::Mode(BoardMode::HandOver {
                    slot: u8::try_from(slot).ok()?,
                }),
                label: crate::t!("bar-hand-over", thing = term(thing.name())),
                cost: cost_of(world, ActionKind::HandOver),
                provokes: "yes",
                key: String::new(),
                why_not: budget
                    .check(cost_of(world, ActionKind::HandOver))
                    .err()
                    .map(|e| e.to_string()),
            })
        })
        .collect()
}

/// The shield: off (a move action) when strapped on, on (by its kind) when slung.
fn shield_entry(world: &World, unit: Entity, eq: &Equipment) -> Option<BarEntry> {
    let (on, s) = eq
        .shield
        .as_ref()
        .map(|s| (false, s))
        .or(eq.slung_shield.as_ref().map(|s| (true, s)))?;
    let kind = if on {
        ActionKind::StrapShield(s.equip.cost())
    } else {
        ActionKind::UnstrapShield
    };
    Some(BarEntry {
        action: BarAction::Shield(on),
        label: if on {
            crate::t!("bar-shield-on", shield = term(&s.name))
        } else {
            crate::t!("bar-shield-off", shield = term(&s.name))
        },
        cost: cost_of(world, kind),
        provokes: "no",
        key: String::new(),
        why_not: crate::combat::equip::check_shield(world, unit, on)
            .err()
            .map(|e| e.to_string()),
    })
}

/// Dropping each weapon in hand (a free action).
fn drop_entries(world: &World, eq: &Equipment) -> Vec<BarEntry> {
    eq.weapons
        .iter()
        .enumerate()
        .filter(|(_, w)| !w.natural && eq.wielded.contains(&w.id))
        .map(|(i, w)| BarEntry {
            action: BarAction::DropWeapon(i),
            label: crate::t!("bar-drop", weapon = term(&w.name)),
            cost: cost_of(world, ActionKind::Drop),
            provokes: "no",
            key: String::new(),
            why_not: None,
        })
        .collect()
}

/// Opening or closing each door within the unit's reach.
fn door_entries(world: &World, unit: Entity) -> Vec<BarEntry> {
    let here = world.get::<Position>(unit).map(|p| p.0).unwrap_or_default();
    let board = crate::combat::hot::resource::<Board>(world);
    crate::combat::objects::doors_in_reach(world, unit, here)
        .into_iter()
        .filter_map(|at| {
            let kind = board.kind(at)?;
            let opening = kind.movement == crate::level::schema::Movement::Blocked;
            Some(BarEntry {
                action: BarAction::ToggleDoor(at),
                label: if opening {
                    crate::t!("bar-open-door", at = at.to_string())
                } else {
                    crate::t!("bar-close-door", at = at.to_string())
                },
                cost: cost_of(world, ActionKind::ToggleDoor),
                provokes: "yes",
                key: String::new(),
                why_not: shared_check(
                    world,
                    unit,
                    Command::ToggleDoor {
                        unit: crate::combat::reads::unit_id(world, unit),
                        at,
                    },
                ),
            })
        })
        .collect()
}

/// Drawing each weapon carried and not in hand, when the hands can take it.
fn weapon_draw_entries(
    world: &World,
    eq: &Equipment,
    budget: crate::rules::economy::ActionBudget,
) -> Vec<BarEntry> {
    eq.weapons
        .iter()
        .enumerate()
        .filter(|(_, w)| !eq.in_hand(w))
        .map(|(i, w)| BarEntry {
            action: BarAction::Draw(i),
            label: crate::t!("bar-draw", weapon = term(&w.name)),
            cost: cost_of(world, ActionKind::Draw),
            provokes: "no",
            key: String::new(),
            why_not: budget
                .check(cost_of(world, ActionKind::Draw))
                .err()
                .map(|_| crate::t!("bar-why-no-move"))
                .or_else(|| {
                    eq.check_wield(std::slice::from_ref(&w.id))
                        .err()
                        .map(|why| why.to_string())
                }),
        })
        .collect()
}

/// The bar's groups, in the order they are shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum BarGroup {
    Move,
    Attack,
    Magic,
    Defend,
    Ready,
    Gear,
    Turn,
}

impl BarGroup {
    pub const ALL: [BarGroup; 7] = [
        BarGroup::Move,
        BarGroup::Attack,
        BarGroup::Magic,
        BarGroup::Defend,
        BarGroup::Ready,
        BarGroup::Gear,
        BarGroup::Turn,
    ];

    /// The group an action is shown in.
    pub fn of(action: BarAction) -> BarGroup {
        match action {
            BarAction::Mode(mode) => match mode {
                BoardMode::Move
                | BoardMode::Withdraw
                | BoardMode::Step
                | BoardMode::Crawl
                | BoardMode::Run
                | BoardMode::Dismount => BarGroup::Move,
                BoardMode::HandOver { .. } => BarGroup::Gear,
                BoardMode::ReadySquare { .. } => BarGroup::Ready,
                BoardMode::UseItem { .. } => BarGroup::Magic,
                BoardMode::Charge
                | BoardMode::CoupDeGrace
                | BoardMode::Manner(_)
                | BoardMode::Aim
                | BoardMode::Grapple
                | BoardMode::Tackle
                | BoardMode::HumanShield
                | BoardMode::Feint
                | BoardMode::Manoeuvre
                | BoardMode::Maneuver { .. }
                | BoardMode::ChargeTrip
                | BoardMode::Drag
                | BoardMode::RideShoot { .. }
                | BoardMode::Throw => BarGroup::Attack,
                BoardMode::AidAttack
                | BoardMode::AidDefense
                | BoardMode::FirstAid
                | BoardMode::ShakeFree => BarGroup::Defend,
                BoardMode::Cast { .. } | BoardMode::RideCast { .. } => BarGroup::Magic,
                BoardMode::Delay | BoardMode::HeroAid { .. } => BarGroup::Turn,
            },
            BarAction::Wait => BarGroup::Turn,
            BarAction::StandUp | BarAction::DropProne | BarAction::Mount(_) => BarGroup::Move,
            BarAction::Crush | BarAction::BreakFree | BarAction::Release | BarAction::Hold(_) => {
                BarGroup::Attack
            }
            BarAction::TotalDefense
            | BarAction::Guard
            | BarAction::Defence(_)
            | BarAction::Critical(_) => BarGroup::Defend,
            BarAction::Ready(_) | BarAction::ReadyAction => BarGroup::Ready,
            BarAction::Spell(_)
            | BarAction::CastDefensively
            | BarAction::CastOnTheMove
            | BarAction::CancelSpell(_)
            | BarAction::React(_)
            | BarAction::BuildEnergy => BarGroup::Magic,
            BarAction::Draw(_)
            | BarAction::Reload
            | BarAction::Drink
            | BarAction::DropWeapon(_)
            | BarAction::PickUp
            | BarAction::Shield(_)
            | BarAction::ToggleDoor(_) => BarGroup::Gear,
            BarAction::EndTurn
            | BarAction::Undo
            | BarAction::ExtraHalfAction
            | BarAction::Hero(_)
            | BarAction::HeroRecall(_) => BarGroup::Turn,
        }
    }

    /// The group's heading, in the reader's language and the ruleset's words.
    pub fn heading(self, rules: &dyn crate::rulesets::face::RulesetFace) -> String {
        if let Some(own) = rules.bar_group_heading(self) {
            return own;
        }
        match self {
            BarGroup::Move => crate::t!("bar-group-move"),
            BarGroup::Attack => crate::t!("bar-group-attack"),
            BarGroup::Magic => crate::t!("bar-group-magic"),
            BarGroup::Defend => crate::t!("bar-group-defend"),
            BarGroup::Ready => crate::t!("bar-group-ready"),
            BarGroup::Gear => crate::t!("bar-group-gear"),
            BarGroup::Turn => crate::t!("bar-group-turn"),
        }
    }
}

/// A bar entry's icon, and the count in its corner (a spell's uses left).
pub fn entry_icon(world: &World, unit: Entity, action: BarAction) -> (String, Option<u32>) {
    let known = |slot: u8| {
        world
            .get::<Spellcasting>(unit)
            .and_then(|c| c.spells.get(usize::from(slot)))
    };
    match action {
        BarAction::Spell(slot) | BarAction::CancelSpell(slot) | BarAction::HeroRecall(slot) => {
            let spell = known(slot);
            let icon = spell
                .and_then(|k| k.spell.icon.clone())
                .unwrap_or_else(|| super::icons::SPELL.to_string());
            let left = spell
                .filter(|k| k.left != crate::combat::components::UNLIMITED_USES)
                .map(|k| k.left)
                .filter(|_| matches!(action, BarAction::Spell(_)));
            (icon, left)
        }
        BarAction::Mode(BoardMode::UseItem { item, .. }) => {
            let carried = crate::combat::magic_items::magic_items(world, unit)
                .into_iter()
                .nth(usize::from(item));
            let icon = carried
                .as_ref()
                .and_then(|i| i.icon.clone())
                .unwrap_or_else(|| super::icons::action(action).to_string());
            (icon, carried.and_then(|i| i.magic).map(|m| m.charges))
        }
        other => (super::icons::action(other).to_string(), None),
    }
}

/// One square button of the bar, in `colors` (text, background), with its tooltip; clickable
/// when it has an action.
fn spawn_bar_button(
    b: &mut ChildSpawner,
    (icon, label): (Option<Handle<Image>>, &str),
    (key, corner): (&str, Option<u32>),
    (fore, background): (Color, Color),
    tip: String,
    action: Option<BarAction>,
) {
    let mut button = b.spawn((
        Node {
            width: px(BAR_BUTTON),
            height: px(BAR_BUTTON),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            border: UiRect::all(px(1.0)),
            ..default()
        },
        BackgroundColor(background),
        BorderColor::all(fore.with_alpha(0.35)),
        Interaction::default(),
        super::tooltip::Tooltip(tip),
    ));
    button.with_children(|c| {
        match icon {
            Some(icon) => {
                c.spawn((
                    ImageNode::new(icon).with_color(fore),
                    // Below the key in the corner.
                    Node {
                        width: px(BAR_BUTTON - 14.0),
                        height: px(BAR_BUTTON - 14.0),
                        margin: UiRect::top(px(5.0)),
                        ..default()
                    },
                ));
            }
            // No icons installed: the name, small.
            None => {
                c.spawn((
                    Text::new(label),
                    font(8.0),
                    TextColor(fore),
                    TextLayout::justify(Justify::Center),
                ));
            }
        }
        if !key.is_empty() {
            c.spawn((
                Node {
                    position_type: PositionType::Absolute,
                    left: px(2.0),
                    top: px(0.0),
                    ..default()
                },
                Text::new(key),
                font(10.0),
                TextColor(fore),
            ));
        }
        if let Some(n) = corner {
            c.spawn((
                Node {
                    position_type: PositionType::Absolute,
                    right: px(2.0),
                    bottom: px(0.0),
                    ..default()
                },
                Text::new(n.to_string()),
                font(11.0),
                TextColor(fore),
            ));
        }
    });
    if let Some(action) = action {
        button.insert((Button, action));
    }
}

/// A button's picture, and the count in its corner.
type Icon = (Option<Handle<Image>>, Option<u32>);

/// A bar button's side: six to a row fill the 260 pixels inside the right column.
const BAR_BUTTON: f32 = 40.0;

/// Whether the window is too short, at the interface's scale, for the bar's group headings
/// (1280×720 at 1.5, say): the groups then run on in one grid, in the same order.
pub fn compact_bar(world: &mut World) -> bool {
    interface_height(world).is_some_and(|h| h < COMPACT_BELOW)
}

/// The primary window's height in the interface's pixels (its UI scale taken out).
fn interface_height(world: &mut World) -> Option<f32> {
    let scale = world.get_resource::<UiScale>().map_or(1.0, |s| s.0);
    world
        .query_filtered::<&Window, With<bevy::window::PrimaryWindow>>()
        .iter(world)
        .next()
        .map(|w| w.resolution.height() / scale)
}

/// The window height, in the interface's pixels, below which the bar drops its headings.
const COMPACT_BELOW: f32 = 620.0;

/// Whether the bar's groups, each under its heading, fit the right column: the window's height
/// less the top bar and the log (in the interface's pixels; a heading and its margin take about
/// 16, a row of buttons 42, the overlay buttons and padding above about 60).
fn fits_with_headings(world: &mut World, drawn: &[(BarGroup, BarEntry, Icon)]) -> bool {
    let margins = world
        .get_resource::<crate::view::camera::HudMargins>()
        .map_or(super::hud::TOP_H + super::hud::LOG_H, |m| m.top + m.bottom);
    let Some(height) = interface_height(world).map(|h| h - margins) else {
        return true;
    };
    let per_row = ((super::hud::RIGHT_W - 20.0 + 4.0) / (BAR_BUTTON + 4.0))
        .floor()
        .max(1.0) as usize;
    let needed: f32 = BarGroup::ALL
        .iter()
        .map(|g| drawn.iter().filter(|(group, ..)| group == g).count())
        .filter(|&n| n > 0)
        .map(|n| 16.0 + n.div_ceil(per_row) as f32 * (BAR_BUTTON + 2.0))
        .sum();
    needed + 60.0 <= height
}

/// Rebuilds the bar's buttons for the current unit: a grid of icons in groups, each with its key
/// in the corner and its name, cost and whether it provokes in its tooltip.
pub fn rebuild_action_bar(world: &mut World) {
    let Some(bar) = world
        .query_filtered::<Entity, With<ActionBar>>()
        .iter(world)
        .next()
    else {
        return;
    };
    let mode = world
        .get_resource::<BoardMode>()
        .copied()
        .unwrap_or_default();
    let turn = crate::combat::hot::resource::<TurnState>(world);
    // Nothing to take while the AI plays, or while a fight is watched again.
    let ai = super::ai_turns::ai_plays_now(world) || super::replay::watching(world);
    let current = turn.current_unit();
    let entries = match (current, &turn.phase) {
        (Some(unit), Phase::Running) if !ai => {
            let bindings = world
                .get_resource::<Bindings>()
                .cloned()
                .unwrap_or_default();
            bar_entries(world, unit, &bindings)
        }
        _ => Vec::new(),
    };
    let rules = crate::rulesets::face::of(world);
    let icons = world
        .get_resource::<crate::view::tokens::TokenArt>()
        .map(|a| &a.icons);
    let drawn: Vec<(BarGroup, BarEntry, Icon)> = entries
        .into_iter()
        .map(|e| {
            let (icon, corner) = current
                .map(|u| entry_icon(world, u, e.action))
                .unwrap_or_default();
            // A modder's icon that is not there shows the default spell's.
            let handle = icons
                .and_then(|i| i.get(&icon).or_else(|| i.get(super::icons::SPELL)))
                .cloned();
            (BarGroup::of(e.action), e, (handle, corner))
        })
        .collect();
    // Headings only while the groups fit below them: else one grid of icons, each naming its
    // group in its tooltip.
    let compact = compact_bar(world) || !fits_with_headings(world, &drawn);
    let plan = world
        .get_resource::<ReadyPlan>()
        .copied()
        .unwrap_or_default();
    // The immediate spell the current unit answers attacks with, by its slot.
    let reacting_slot = current.and_then(|u| {
        let spell = &world.get::<crate::combat::immediate::Reaction>(u)?.spell;
        let casting = world.get::<Spellcasting>(u)?;
        casting.spells.iter().position(|k| &k.spell.id == spell)
    });
    let selected = |action: BarAction| match (action, mode) {
        (BarAction::ReadyAction, _) => plan != ReadyPlan::None,
        (BarAction::React(slot), _) => reacting_slot == Some(usize::from(slot)),
        (BarAction::Ready(t), _) if plan != ReadyPlan::None => {
            matches!(plan, ReadyPlan::Waiting(_, w) if w == t)
        }
        (BarAction::Spell(a), BoardMode::Cast { slot, .. } | BoardMode::RideCast { slot, .. }) => {
            a == slot
        }
        (BarAction::CastOnTheMove, BoardMode::RideCast { .. }) => true,
        (
            BarAction::CastDefensively,
            BoardMode::Cast {
                defensively: true, ..
            },
        ) => true,
        // Its foe picked, a shot on the move is still the bar's entry.
        (BarAction::Mode(BoardMode::RideShoot { .. }), BoardMode::RideShoot { .. }) => true,
        (action, mode) => action == BarAction::Mode(mode) && mode != BoardMode::Move,
    };
    let grid = || Node {
        flex_direction: FlexDirection::Row,
        flex_wrap: FlexWrap::Wrap,
        column_gap: px(4.0),
        row_gap: px(4.0),
        ..default()
    };
    world.entity_mut(bar).despawn_related::<Children>();
    let mut shared: Option<Entity> = None;
    for group in BarGroup::ALL {
        let entries: Vec<_> = drawn.iter().filter(|(g, ..)| *g == group).collect();
        if entries.is_empty() {
            continue;
        }
        if !compact {
            world.spawn((
                ChildOf(bar),
                Text::new(group.heading(rules)),
                font(10.0),
                TextColor(Color::srgb(0.75, 0.7, 0.55)),
                Node {
                    margin: UiRect::top(px(3.0)),
                    ..default()
                },
            ));
        }
        let row = match shared {
            Some(row) => row,
            None => {
                let row = world.spawn((ChildOf(bar), grid())).id();
                if compact {
                    shared = Some(row);
                }
                row
            }
        };
        world.entity_mut(row).with_children(|row| {
            for (_, e, (icon, corner)) in entries {
                let colors = match (&e.why_not, selected(e.action)) {
                    (Some(_), _) => (Color::srgb(0.4, 0.4, 0.45), Color::srgb(0.1, 0.1, 0.13)),
                    (None, true) => (Color::srgb(0.1, 0.1, 0.1), Color::srgb(1.0, 0.8, 0.35)),
                    (None, false) => (Color::WHITE, Color::srgb(0.16, 0.18, 0.25)),
                };
                let key = if e.key.is_empty() {
                    String::new()
                } else {
                    key_label(&e.key)
                };
                // With no headings, the tooltip names the group.
                let tip = if compact {
                    format!("{}\n{}", group.heading(rules), entry_tooltip(e, rules))
                } else {
                    entry_tooltip(e, rules)
                };
                spawn_bar_button(
                    row,
                    (icon.clone(), &e.label),
                    (&key, *corner),
                    colors,
                    tip,
                    e.why_not.is_none().then_some(e.action),
                );
            }
        });
    }
}

/// A bar entry's tooltip: its name and key, its cost and whether it provokes in full words, and
/// why it cannot be taken now.
pub fn entry_tooltip(e: &BarEntry, rules: &dyn crate::rulesets::face::RulesetFace) -> String {
    let mut lines = vec![e.label.clone()];
    if !e.key.is_empty() {
        lines.push(crate::t!("tip-key", key = key_label(&e.key)));
    }
    // Not an action of the unit's: what it does instead of what it costs.
    if e.action == BarAction::Undo {
        lines.push(crate::t!("tip-undo"));
        if let Some(why) = &e.why_not {
            lines.push(crate::t!("tip-why-not", why = why.as_str()));
        }
        return lines.join("\n");
    }
    lines.push(crate::t!("tip-cost", cost = rules.cost_word(e.cost)));
    use crate::rulesets::ThreatPolicy;
    match (rules.threat(), e.provokes) {
        (ThreatPolicy::None, _) => {}
        // Seed 003's free attacks: only a walk out of a foe's reach gives one.
        (ThreatPolicy::LeavingMelee, "leaving threat" | "on its path") => {
            lines.push(crate::t!("tip-free-attack-leaving"))
        }
        (ThreatPolicy::LeavingMelee, _) => lines.push(crate::t!("tip-free-attack-no")),
        (ThreatPolicy::LeavingThreatenedSquares, provokes) => lines.push(match provokes {
            "no" => crate::t!("tip-provokes-no"),
            "yes" => crate::t!("tip-provokes-yes"),
            "leaving threat" => crate::t!("tip-provokes-leaving"),
            "on its path" => crate::t!("tip-provokes-path"),
            "target" => crate::t!("tip-provokes-target"),
            _ => crate::t!("tip-provokes-in-threat"),
        }),
    }
    if let Some(why) = &e.why_not {
        lines.push(crate::t!("tip-why-not", why = why.as_str()));
    }
    lines.join("\n")
}

/// What a bar action does for the current unit.
pub fn trigger(action: BarAction, unit: &str, mode: &mut BoardMode) -> Option<Command> {
    let unit = unit.to_string();
    let command = match action {
        // Delay twice: act last this round.
        BarAction::Mode(BoardMode::Delay) if *mode == BoardMode::Delay => {
            Command::Delay { unit, after: None }
        }
        BarAction::Mode(m) => {
            *mode = if *mode == m { BoardMode::Move } else { m };
            return None;
        }
        BarAction::Spell(slot) => {
            *mode = match *mode {
                BoardMode::Cast { slot: s, .. } | BoardMode::RideCast { slot: s, .. }
                    if s == slot =>
                {
                    BoardMode::Move
                }
                // Another spell from the same ride.
                BoardMode::RideCast { to, .. } => BoardMode::RideCast { slot, to },
                _ => BoardMode::Cast {
                    slot,
                    defensively: false,
                },
            };
            return None;
        }
        BarAction::CastDefensively => {
            *mode = match *mode {
                BoardMode::Cast { slot, defensively } => BoardMode::Cast {
                    slot,
                    defensively: !defensively,
                },
                // No defensive casting on the move: one or the other.
                BoardMode::RideCast { slot, .. } => BoardMode::Cast {
                    slot,
                    defensively: true,
                },
                other => other,
            };
            return None;
        }
        BarAction::CastOnTheMove => {
            *mode = match *mode {
                BoardMode::Cast { slot, .. } => BoardMode::RideCast { slot, to: None },
                BoardMode::RideCast { slot, .. } => BoardMode::Cast {
                    slot,
                    defensively: false,
                },
                other => other,
            };
            return None;
        }
        // Needs the unit's weapons or spells: see `action_bar_clicks`.
        BarAction::Draw(_)
        | BarAction::CancelSpell(_)
        | BarAction::HeroRecall(_)
        | BarAction::React(_)
        | BarAction::Mount(_) => return None,
        BarAction::Reload => Command::Reload { unit, weapon: None },
        BarAction::Drink => Command::Drink { unit, item: None },
        BarAction::Shield(on) => Command::Shield { unit, on },
        BarAction::PickUp => Command::PickUp { unit, thing: None },
        BarAction::ToggleDoor(at) => Command::ToggleDoor { unit, at },
        // Needs the unit's weapons: see `action_bar_clicks`.
        BarAction::DropWeapon(_) => return None,
        BarAction::StandUp => Command::StandUp { unit },
        BarAction::DropProne => Command::DropProne { unit },
        BarAction::TotalDefense => Command::TotalDefense { unit },
        BarAction::Wait => Command::Wait { unit },
        BarAction::Guard => Command::Guard { unit },
        BarAction::Ready(trigger) => Command::Ready {
            unit,
            trigger,
            weapon: None,
            then: None,
        },
        // The plan takes it: see `ReadyPlan::take`.
        BarAction::ReadyAction => return None,
        BarAction::EndTurn => Command::EndTurn { unit },
        // Not a command: see `action_bar_clicks`.
        BarAction::Undo => return None,
        BarAction::Defence(policy) => Command::SetDefence { unit, policy },
        BarAction::Crush => Command::Crush { unit },
        BarAction::BreakFree => Command::BreakFree { unit },
        BarAction::Release => Command::Release { unit },
        BarAction::Hold(option) => Command::MaintainGrapple { unit, option },
        BarAction::ExtraHalfAction => Command::ExtraHalfAction { unit },
        BarAction::Hero(entry) => Command::Hero {
            unit,
            spend: entry.spend(),
        },
        BarAction::BuildEnergy => Command::BuildEnergy { unit },
        BarAction::Critical(policy) => Command::SetCritical { unit, policy },
    };
    *mode = BoardMode::Move;
    Some(command)
}

/// Clicks on the bar.
pub fn action_bar_clicks(
    buttons: Query<(&Interaction, &BarAction), Changed<Interaction>>,
    turn: Option<Res<TurnState>>,
    units: Query<(
        &UnitId,
        &Equipment,
        Option<&Spellcasting>,
        Option<&crate::combat::immediate::Reaction>,
    )>,
    (mut mode, mut plan): (ResMut<BoardMode>, ResMut<ReadyPlan>),
    mut commands_out: MessageWriter<CommandMessage>,
    mut take_back: MessageWriter<super::undo::TakeBack>,
) {
    let Some(current) = turn.and_then(|t| t.current_unit()) else {
        return;
    };
    let Ok((unit, equipment, casting, reacting)) = units.get(current) else {
        return;
    };
    for (interaction, action) in &buttons {
        if *interaction != Interaction::Pressed || plan.take(*action, current) {
            continue;
        }
        let command =
            match action {
                BarAction::Draw(i) => equipment.weapons.get(*i).map(|w| Command::Draw {
                    unit: unit.0.clone(),
                    weapons: vec![w.id.clone()],
                }),
                BarAction::DropWeapon(i) => equipment.weapons.get(*i).map(|w| Command::Drop {
                    unit: unit.0.clone(),
                    thing: w.id.clone(),
                }),
                BarAction::CancelSpell(slot) => casting
                    .and_then(|c| c.spells.get(usize::from(*slot)))
                    .map(|k| Command::CancelSpell {
                        unit: unit.0.clone(),
                        spell: k.spell.id.clone(),
                    }),
                BarAction::HeroRecall(slot) => casting
                    .and_then(|c| c.spells.get(usize::from(*slot)))
                    .map(|k| Command::Hero {
                        unit: unit.0.clone(),
                        spend: crate::combat::commands::HeroSpend::Recall {
                            spell: k.spell.id.clone(),
                        },
                    }),
                BarAction::React(slot) => casting
                    .and_then(|c| c.spells.get(usize::from(*slot)))
                    .map(|k| Command::React {
                        unit: unit.0.clone(),
                        spell: k.spell.id.clone(),
                        trigger: match reacting {
                            Some(r) if r.spell == k.spell.id => None,
                            _ => Some(crate::combat::commands::ReadyTrigger::Attacked),
                        },
                    }),
                BarAction::Mount(mount) => units.get(*mount).ok().map(|(m, ..)| Command::Mount {
                    unit: unit.0.clone(),
                    mount: m.0.clone(),
                }),
                BarAction::Undo => {
                    take_back.write(super::undo::TakeBack);
                    None
                }
                other => trigger(*other, &unit.0, &mut mode),
            };
        if let Some(c) = command {
            commands_out.write(CommandMessage(c));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_entry_s_tooltip_says_its_cost_what_provokes_its_key_and_why_it_is_greyed() {
        let entry = BarEntry {
            action: BarAction::Mode(BoardMode::Withdraw),
            label: "Withdraw".into(),
            cost: ActionCost::FullRound,
            provokes: "no",
            key: "1".into(),
            why_not: Some("needs standard + move".into()),
        };
        assert_eq!(
            entry_tooltip(&entry, crate::rulesets::face::default_face()),
            "Withdraw\nKey: 1\nCosts a full-round action (standard and move)\n\
             Provokes no attack of opportunity\nNot now: needs standard + move"
        );
    }

    #[test]
    fn a_move_s_log_line_lists_its_steps_and_an_attack_s_its_terms() {
        use crate::i18n::Lang;
        use crate::rules::grid::Pos;
        let action = CombatEvent::Action {
            unit: "f".into(),
            action: crate::phrase!("action-move"),
            cost: ActionCost::Move,
        };
        let step = |x| CombatEvent::Step {
            unit: "f".into(),
            from: Pos::new(x, 0),
            to: Pos::new(x + 1, 0),
            cost: 1,
        };
        let after = [step(0), step(1), CombatEvent::TurnEnd { unit: "f".into() }];
        assert_eq!(
            super::super::hud::log_tooltip(
                &action,
                &after,
                Lang::Es,
                &Default::default(),
                crate::rulesets::face::default_face()
            )
            .as_deref(),
            Some("f pasa de (0, 0) a (1, 0) (coste 1)\nf pasa de (1, 0) a (2, 0) (coste 1)")
        );
        let mut modifiers = crate::rules::modifiers::Modifiers::new();
        modifiers.add("BAB", 3).add("Str", 2);
        let attack = CombatEvent::Attack {
            attacker: "f".into(),
            target: "g".into(),
            weapon: "Longsword".into(),
            roll: 11,
            modifiers,
            total: 16,
            defense: 15,
            defense_kind: crate::rules::defense::DefenseKind::Normal,
            hit: true,
            threat: false,
            critical: false,
            confirm_roll: None,
            confirm_total: None,
        };
        assert_eq!(
            super::super::hud::log_tooltip(
                &attack,
                &[],
                Lang::Es,
                &Default::default(),
                crate::rulesets::face::default_face()
            )
            .as_deref(),
            Some("d20: 11\n+3 BAB\n+2 Fue\n= 16 contra Defensa 15")
        );
    }

    #[test]
    fn mode_actions_toggle_and_immediate_ones_reset_the_mode() {
        let mut mode = BoardMode::Move;
        assert_eq!(
            trigger(BarAction::Mode(BoardMode::Charge), "f", &mut mode),
            None
        );
        assert_eq!(mode, BoardMode::Charge);
        assert_eq!(
            trigger(BarAction::Mode(BoardMode::Charge), "f", &mut mode),
            None
        );
        assert_eq!(mode, BoardMode::Move);
        mode = BoardMode::Step;
        assert_eq!(
            trigger(BarAction::TotalDefense, "f", &mut mode),
            Some(Command::TotalDefense { unit: "f".into() })
        );
        assert_eq!(mode, BoardMode::Move);
        // Delay picks where to re-enter; pressed twice, it means last.
        assert_eq!(
            trigger(BarAction::Mode(BoardMode::Delay), "f", &mut mode),
            None
        );
        assert_eq!(mode, BoardMode::Delay);
        assert_eq!(
            trigger(BarAction::Mode(BoardMode::Delay), "f", &mut mode),
            Some(Command::Delay {
                unit: "f".into(),
                after: None
            })
        );
        assert_eq!(mode, BoardMode::Move);
    }

    #[test]
    fn a_spell_entry_aims_it_the_toggle_flips_defensive_casting_and_a_second_press_cancels() {
        let mut mode = BoardMode::Move;
        // The toggle means nothing until a spell is aimed.
        assert_eq!(trigger(BarAction::CastDefensively, "m", &mut mode), None);
        assert_eq!(mode, BoardMode::Move);
        assert_eq!(trigger(BarAction::Spell(2), "m", &mut mode), None);
        let aiming = |slot, defensively| BoardMode::Cast { slot, defensively };
        assert_eq!(mode, aiming(2, false));
        trigger(BarAction::CastDefensively, "m", &mut mode);
        assert_eq!(mode, aiming(2, true));
        // Another spell starts over, not defensively.
        trigger(BarAction::Spell(0), "m", &mut mode);
        assert_eq!(mode, aiming(0, false));
        trigger(BarAction::Spell(0), "m", &mut mode);
        assert_eq!(mode, BoardMode::Move);
    }

    #[test]
    fn casting_on_the_move_toggles_the_aimed_spell_onto_the_ride_and_defensive_casting_off_it() {
        let mut mode = BoardMode::Move;
        // Nothing to put on the move until a spell is aimed.
        assert_eq!(trigger(BarAction::CastOnTheMove, "m", &mut mode), None);
        assert_eq!(mode, BoardMode::Move);
        trigger(BarAction::Spell(1), "m", &mut mode);
        trigger(BarAction::CastOnTheMove, "m", &mut mode);
        assert_eq!(mode, BoardMode::RideCast { slot: 1, to: None });
        // Another spell keeps the way picked.
        let to = Some(crate::rules::grid::Pos::new(5, 2));
        mode = BoardMode::RideCast { slot: 1, to };
        trigger(BarAction::Spell(3), "m", &mut mode);
        assert_eq!(mode, BoardMode::RideCast { slot: 3, to });
        // Casting defensively is one or the other.
        trigger(BarAction::CastDefensively, "m", &mut mode);
        let aiming = |slot, defensively| BoardMode::Cast { slot, defensively };
        assert_eq!(mode, aiming(3, true));
        trigger(BarAction::CastOnTheMove, "m", &mut mode);
        trigger(BarAction::CastOnTheMove, "m", &mut mode);
        assert_eq!(mode, aiming(3, false));
        // The spell's own entry again puts it away.
        trigger(BarAction::CastOnTheMove, "m", &mut mode);
        trigger(BarAction::Spell(3), "m", &mut mode);
        assert_eq!(mode, BoardMode::Move);
    }

    #[test]
    fn readying_an_action_arms_the_plan_a_trigger_then_waits_and_the_next_command_is_readied() {
        use crate::combat::commands::{ReadiedAction, ReadyTrigger};
        let unit = Entity::from_raw_u32(7).unwrap();
        let mut plan = ReadyPlan::None;
        // Without the plan armed, a trigger is the bar's own: an attack readied at once.
        assert!(!plan.take(BarAction::Ready(ReadyTrigger::Draws), unit));
        assert!(plan.take(BarAction::ReadyAction, unit));
        assert_eq!(plan, ReadyPlan::Armed(unit));
        assert!(plan.take(BarAction::Ready(ReadyTrigger::Draws), unit));
        assert_eq!(plan, ReadyPlan::Waiting(unit, ReadyTrigger::Draws));
        let door = Command::ToggleDoor {
            unit: "f".into(),
            at: crate::rules::grid::Pos::new(4, 1),
        };
        assert_eq!(
            plan.wrap(door.clone(), unit),
            Command::Ready {
                unit: "f".into(),
                trigger: ReadyTrigger::Draws,
                weapon: None,
                then: Some(ReadiedAction::Command(Box::new(door.clone()))),
            }
        );
        assert_eq!(plan, ReadyPlan::None, "one command, then the plan is done");
        assert_eq!(plan.wrap(door.clone(), unit), door);
        // Ending the turn drops the plan rather than readying it; pressing the toggle again
        // disarms it.
        plan = ReadyPlan::Waiting(unit, ReadyTrigger::Shoots);
        let end = Command::EndTurn { unit: "f".into() };
        assert_eq!(plan.wrap(end.clone(), unit), end);
        assert_eq!(plan, ReadyPlan::None);
        plan.take(BarAction::ReadyAction, unit);
        plan.take(BarAction::ReadyAction, unit);
        assert_eq!(plan, ReadyPlan::None);
        // Armed, then acting instead of picking a trigger: the command goes as given, and the
        // plan is dropped.
        plan.take(BarAction::ReadyAction, unit);
        assert_eq!(plan.wrap(door.clone(), unit), door);
        assert_eq!(plan, ReadyPlan::None);
    }
}
