//! Which Game Icon the HUD draws for an action, a condition and a line of the unit panel. Every
//! quoted kebab-case name in this file is an icon: `tools/icons/make-icons.mjs` reads them from
//! here to render `assets/icons/NAME.png`, and a test checks that each one is there.

use super::actions::BarAction;
use crate::combat::commands::AttackManner;
use crate::combat::commands::ManeuverKind;
use crate::combat::commands::ReadyTrigger;
use crate::combat::components::Condition;
use crate::level::spells::ConditionId;
use crate::rules::health::HealthState;
use crate::view::preview::BoardMode;

/// A spell or power that names no icon of its own.
pub const SPELL: &str = "magic-swirl";
/// The unit panel's lines.
pub const HIT_POINTS: &str = "heart-plus";
pub const DEFENSE: &str = "checked-shield";
pub const MELEE_WEAPON: &str = "broadsword";
pub const RANGED_WEAPON: &str = "bow-arrow";
pub const SPEED: &str = "walking-boot";
pub const ITEMS: &str = "knapsack";
pub const STATS: &str = "dice-twenty-faces-twenty";
/// A unit's CMB and CMD (seed 001's maneuvers).
pub const MANEUVERS: &str = "fist";
/// The unit panel's hero points (seed 001).
pub const HERO_POINTS: &str = "laurel-crown";

/// A waiting unit's offer to act now (see [`crate::ui::waiting`]).
pub const ACT_NOW: &str = "sprint";

/// The icon of a bar entry (a spell's own icon is the spell's; see [`SPELL`]).
pub fn action(action: BarAction) -> &'static str {
    match action {
        BarAction::Mode(mode) => match mode {
            BoardMode::Move => "walking-boot",
            BoardMode::Withdraw => "exit-door",
            BoardMode::Step => "footsteps",
            BoardMode::Crawl => "half-body-crawling",
            BoardMode::Charge => "charging-bull",
            BoardMode::CoupDeGrace => "guillotine",
            BoardMode::HandOver { .. } => "hand",
            BoardMode::AidAttack => "crossed-swords",
            BoardMode::AidDefense => "guards",
            BoardMode::Delay => "hourglass",
            BoardMode::Cast { .. } => SPELL,
            BoardMode::Dismount => "horseshoe",
            BoardMode::Manner(AttackManner::Defensive) => "shield-bash",
            BoardMode::Manner(AttackManner::Quick) => "quick-slash",
            BoardMode::Manner(AttackManner::KnockOut) => "punch",
            BoardMode::Manner(AttackManner::Disarm) => "sword-break",
            BoardMode::Manner(AttackManner::Cautious) => "checked-shield",
            BoardMode::Manner(AttackManner::AllOut) => "sword-brandish",
            BoardMode::Manner(AttackManner::Swift) => "crossed-swords",
            BoardMode::Aim => "targeting",
            BoardMode::Grapple => "grab",
            BoardMode::FirstAid => "first-aid-kit",
            BoardMode::Tackle => "push",
            BoardMode::HumanShield => "human-target",
            BoardMode::Run => "run",
            BoardMode::Feint => "quick-slash",
            BoardMode::ShakeFree => "hand",
            BoardMode::RideShoot { .. } => "horseshoe",
            BoardMode::RideCast { .. } => "saddle",
            BoardMode::HeroAid { late: false } => HERO_POINTS,
            BoardMode::HeroAid { late: true } => "shaking-hands",
            BoardMode::Manoeuvre => "push",
            BoardMode::Maneuver { kind, follow } => match (kind, follow) {
                (ManeuverKind::Trip, _) => "foot-trip",
                (ManeuverKind::Disarm, _) => "drop-weapon",
                (ManeuverKind::BullRush, false) => "bull-horns",
                (ManeuverKind::BullRush, true) => "bull",
                (ManeuverKind::Grapple, _) => "grab",
                (ManeuverKind::Sunder, _) => "shattered-sword",
                (ManeuverKind::Overrun, _) => "trample",
            },
            BoardMode::Drag => "push",
            BoardMode::ChargeTrip => "sprint",
            BoardMode::Throw => "thrown-spear",
            BoardMode::ReadySquare { ally: false } => "tripwire",
            BoardMode::ReadySquare { ally: true } => "footprint",
            // An item without an icon of its own.
            BoardMode::UseItem { .. } => "crystal-wand",
        },
        BarAction::StandUp => "person",
        BarAction::DropProne => "falling",
        BarAction::TotalDefense => "checked-shield",
        BarAction::Wait => "pause-button",
        BarAction::Ready(ReadyTrigger::EntersReach) => "on-sight",
        BarAction::Ready(ReadyTrigger::MovesAdjacent) => "alarm-clock",
        BarAction::Ready(ReadyTrigger::AttacksAlly) => "shield-reflect",
        BarAction::Ready(ReadyTrigger::Attacked) => "sword-clash",
        BarAction::Ready(ReadyTrigger::StartsToCast) => "interdiction",
        BarAction::Ready(ReadyTrigger::Shoots) => "high-shot",
        BarAction::Ready(ReadyTrigger::Draws) => "sword-hilt",
        // Chosen on the board (see `BoardMode::ReadySquare`).
        BarAction::Ready(ReadyTrigger::EntersArea { .. } | ReadyTrigger::AllyPasses { .. }) => {
            "tripwire"
        }
        BarAction::ReadyAction => "stopwatch",
        BarAction::Draw(_) => "sword-brandish",
        BarAction::Reload => "reload-gun-barrel",
        BarAction::Drink => "health-potion",
        BarAction::Shield(true) => "attached-shield",
        BarAction::Shield(false) => "shield-disabled",
        BarAction::DropWeapon(_) => "drop-weapon",
        BarAction::PickUp => "open-palm",
        BarAction::ToggleDoor(_) => "wooden-door",
        BarAction::Mount(_) => "horse-head",
        BarAction::Spell(_) => SPELL,
        BarAction::CastDefensively => "magic-shield",
        BarAction::CastOnTheMove => "saddle",
        BarAction::CancelSpell(_) => "cancel",
        // The spell's own picture, as its casting shows (see `actions::entry_icon`).
        BarAction::HeroRecall(_) => SPELL,
        // Answering an attack by itself (see `combat::immediate`).
        BarAction::React(_) => "sword-clash",
        BarAction::Defence(_) => "dodge",
        BarAction::Crush => "fist",
        BarAction::BreakFree => "manacles",
        BarAction::Release => "open-palm",
        BarAction::Hold(crate::combat::commands::GrappleOption::Pin) => "manacles",
        BarAction::Hold(_) => "fist",
        BarAction::ExtraHalfAction => "hourglass",
        BarAction::Hero(entry) => match entry {
            crate::ui::actions::HeroEntry::Bonus => "upgrade",
            crate::ui::actions::HeroEntry::Reroll => "rolling-dices",
            crate::ui::actions::HeroEntry::LateBonus => "clover",
            crate::ui::actions::HeroEntry::ExtraMove => "walking-boot",
            crate::ui::actions::HeroEntry::ExtraStandard => "sword-brandish",
            crate::ui::actions::HeroEntry::LetFall => "falling",
        },
        BarAction::Guard => "sword-clash",
        BarAction::BuildEnergy => "power-lightning",
        BarAction::Critical(_) => "bullseye",
        BarAction::EndTurn => "player-next",
        BarAction::Undo => "backward-time",
    }
}

/// The icon of a condition.
pub fn condition(condition: Condition) -> &'static str {
    match condition {
        Condition::FlatFooted => "surprised",
        Condition::Prone => "falling",
        Condition::Charging => "charging-bull",
        Condition::TotalDefense => "checked-shield",
        Condition::ShieldBashed => "broken-shield",
        Condition::AidedAttack => "crossed-swords",
        Condition::AidedDefense => "guards",
        Condition::DefensivePosition => "checked-shield",
        Condition::DefensiveFighting => "shield-bash",
        Condition::Protected => "guards",
        Condition::Helped => "help",
        Condition::Aiming => "targeting",
        Condition::Grappled => "manacles",
        Condition::Grappling => "grab",
        Condition::Shielded => "human-target",
        Condition::BuildingEnergy => "power-lightning",
        Condition::Fleeing => "run",
        Condition::Stunned => "knocked-out-stars",
        Condition::Cautious => "checked-shield",
        Condition::AllOut => "sword-brandish",
        Condition::DefensiveStance => "guards",
        Condition::Guarding => "sword-clash",
        Condition::Running => "run",
        Condition::InGrapple => "grab",
        Condition::Pinned => "manacles",
    }
}

/// The icon of a condition an effect lays on a creature: its row's.
pub fn spell_condition(condition: ConditionId) -> &'static str {
    condition.row().icon
}

/// The icon of a state of health worth a warning.
pub fn health(state: HealthState) -> Option<&'static str> {
    match state {
        HealthState::Healthy => None,
        HealthState::Disabled => Some("half-dead"),
        HealthState::Dying => Some("bleeding-heart"),
        HealthState::Stable => Some("heart-bottle"),
        HealthState::Dead => Some("dead-head"),
        HealthState::Surrendered => Some("flying-flag"),
        HealthState::Unconscious => Some("knocked-out-stars"),
    }
}

#[cfg(test)]
mod tests {
    /// The names quoted in this file, as `make-icons.mjs` reads them.
    fn named_here() -> Vec<String> {
        let source = include_str!("icons.rs");
        let code = source.split("#[cfg(test)]").next().unwrap_or(source);
        code.split('"')
            .skip(1)
            .step_by(2)
            .filter(|s| {
                !s.is_empty()
                    && s.chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            })
            .map(str::to_string)
            .collect()
    }

    #[test]
    fn every_icon_the_hud_names_is_in_assets() {
        let dir = crate::view::tokens::portraits_dir().expect("assets/icons");
        let names = named_here();
        assert!(names.len() > 60, "{names:?}");
        for name in names {
            assert!(
                dir.join(format!("{name}.png")).is_file(),
                "assets/icons/{name}.png is missing: run tools/icons/make-icons.mjs"
            );
        }
    }
}
