//! Applying events to the world: each kind goes to the file that owns what it changes. Nothing
//! else changes components during a fight.

use super::events::CombatEvent;
use bevy::prelude::*;

/// The part of the fight an event changes.
enum Owner {
    Turn,
    Movement,
    Mounts,
    Blows,
    Aid,
    Ready,
    OutOfTurn,
    Objects,
    Gear,
    Spells,
    ItemSpells,
    Script,
    Board,
    /// The ruleset's own state (applied by its `remember`), which a snapshot may read.
    Ruleset,
    /// A report of a roll or a check: it changes nothing.
    Report,
}

/// Changes the world as `event` says. Every change that a board snapshot could see counts in
/// [`StateGeneration`](super::board::StateGeneration), at the end: an owner reports a change
/// unseen (a spent action, a report) so the AI's board stays the one it decided on.
pub fn apply(world: &mut World, event: &CombatEvent) {
    crate::rulesets::of(world).remember(world, event);
    let seen = match owner(event) {
        Owner::Turn => super::turn::apply_event(world, event),
        Owner::Movement => super::movement::apply_event(world, event),
        Owner::Mounts => super::mounted::apply_event(world, event),
        Owner::Blows => super::attack::apply_event(world, event),
        Owner::Aid => super::aid::apply_event(world, event),
        Owner::Ready => super::ready::apply_event(world, event),
        Owner::OutOfTurn => super::immediate::apply_event(world, event),
        Owner::Objects => super::objects::apply_event(world, event),
        Owner::Gear => super::equip::apply_event(world, event),
        Owner::Spells => super::cast::apply_event(world, event),
        Owner::ItemSpells => super::magic_items::apply_event(world, event),
        Owner::Script => super::script::apply_event(world, event),
        Owner::Board => super::board::apply_event(world, event),
        Owner::Ruleset => true,
        Owner::Report => false,
    };
    if seen && let Some(mut generation) = world.get_resource_mut::<super::board::StateGeneration>()
    {
        generation.0 += 1;
    }
}

/// Which part of the fight `event` changes.
fn owner(event: &CombatEvent) -> Owner {
    use CombatEvent as E;
    match event {
        E::Start { .. }
        | E::Initiative { .. }
        | E::Order { .. }
        | E::Round { .. }
        | E::Turn { .. }
        | E::Action { .. }
        | E::Delay { .. }
        | E::Waits { .. }
        | E::ActsNow { .. }
        | E::TurnResumes { .. }
        | E::TurnEnd { .. }
        | E::End { .. }
        | E::LeavesFight { .. } => Owner::Turn,
        E::Step { .. } | E::FallsBack { .. } | E::Dragged { .. } | E::Pushed { .. } => {
            Owner::Movement
        }
        E::Mounted { .. } | E::Dismounted { .. } => Owner::Mounts,
        E::Condition { .. }
        | E::Aoo { .. }
        | E::Damage { .. }
        | E::HealthState { .. }
        | E::Heal { .. }
        | E::CoupDeGraceBegins { .. }
        | E::CoupDeGrace { .. }
        | E::CoupDeGraceLost { .. }
        | E::Attack { .. } => Owner::Blows,
        E::Aid { .. } | E::AidEnds { .. } => Owner::Aid,
        E::Ready { .. } | E::ReadyLapses { .. } | E::ReadyFires { .. } => Owner::Ready,
        E::OutOfTurn { .. } | E::OutOfTurnEnds { .. } | E::ReactionSet { .. } => Owner::OutOfTurn,
        E::Dropped { .. } | E::Thrown { .. } | E::PickedUp { .. } | E::HandedOver { .. } => {
            Owner::Objects
        }
        E::ShieldWorn { .. } | E::Loaded { .. } | E::Wield { .. } | E::ItemUsed { .. } => {
            Owner::Gear
        }
        E::Cast { .. }
        | E::EffectStarts { .. }
        | E::EffectEnds { .. }
        | E::EffectsTick { .. }
        | E::ChannelingStarts { .. }
        | E::ChannelingContinues { .. }
        | E::ChannelingLost { .. } => Owner::Spells,
        E::ItemSpell { .. } => Owner::ItemSpells,
        E::TriggerFires { .. }
        | E::TriggerRearmed { .. }
        | E::Joined { .. }
        | E::SideChanged { .. }
        | E::AwarenessChanged { .. } => Owner::Script,
        E::DoorToggled { .. } => Owner::Board,
        // What it changes is the unit's gear, kept by its ruleset.
        E::Usage { .. }
        | E::Fortune { .. }
        | E::Fate { .. }
        | E::CriticalEffect { .. }
        | E::Opposed { .. }
        | E::Extended { .. }
        | E::ExtendedLost { .. }
        | E::Grapple { .. }
        | E::Feinted { .. }
        | E::HeroPoint { .. }
        | E::HeroArms { .. }
        | E::SpellRecalled { .. }
        | E::CheatsDeath { .. }
        | E::CatchesFire { .. }
        | E::BurnsOut { .. }
        | E::ItemDamaged { .. }
        | E::Broken { .. }
        | E::Destroyed { .. } => Owner::Ruleset,
        // Reports only: what follows from them comes in events of their own.
        E::HitLocation { .. }
        | E::Fury { .. }
        | E::CriticalHit { .. }
        | E::Splash { .. }
        | E::Rerolled { .. }
        | E::Countered { .. }
        | E::Scatter { .. }
        | E::ThrownAt { .. } => Owner::Report,
        E::Save { .. }
        | E::Check { .. }
        | E::Rejected { .. }
        | E::ArcaneFailure { .. }
        | E::SpellFailure { .. }
        | E::Concentration { .. }
        | E::DispelCheck { .. }
        | E::Message { .. }
        | E::RideCheck { .. }
        | E::SaddleRoll { .. }
        | E::MountTurn { .. }
        | E::Area { .. }
        | E::MagicResistance { .. }
        | E::TurnLost { .. }
        | E::Compelled { .. }
        | E::MissChance { .. }
        | E::NegativeLevels { .. }
        | E::Test { .. }
        | E::Strike { .. }
        | E::Reaction { .. }
        | E::Critical { .. }
        | E::Morale { .. }
        | E::Dying { .. }
        | E::Manoeuvre { .. }
        | E::Maneuver { .. }
        | E::ItemReady { .. }
        | E::OutOfTurnRefused { .. }
        | E::CriticalSet { .. }
        | E::DefenceSet { .. } => Owner::Report,
    }
}
