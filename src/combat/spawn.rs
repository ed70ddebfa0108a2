//! Puts a loaded level into a world: resources of the encounter and one entity per unit.

use super::components::*;
use super::events::CombatLog;
use crate::level::LoadedLevel;
use crate::rules::dice::DiceBox;
use bevy::prelude::*;

/// Inserts the encounter's resources and spawns its units. The fight starts with
/// [`StartCombat`](super::StartCombat).
pub fn spawn_encounter(world: &mut World, level: &LoadedLevel, seed: u64) {
    // Components not every level uses, registered so that queries naming them can be made
    // (the board snapshot's and the AI's) whether or not any unit has them yet.
    world.register_component::<Carrying>();
    world.register_component::<Riding>();
    world.register_component::<Reactions>();
    world.register_component::<Conditions>();
    world.register_component::<SpellEffects>();
    world.register_component::<Spellcasting>();
    // Read by the kept query of who still stands: a query needs its components registered.
    world.register_component::<super::components::Fleeing>();
    world.register_component::<super::ready::Readied>();
    world.register_component::<super::immediate::Reaction>();
    world.register_component::<Abilities>();
    world.register_component::<BaseAttack>();
    world.register_component::<CreatureSize>();
    world.register_component::<Defense>();
    world.register_component::<DamageResistances>();
    world.register_component::<Equipment>();
    world.register_component::<Health>();
    // A world that played this level last (the simulator's) keeps its board when no door was
    // turned: building one works out every square's steps, and it is the same board.
    let same_board = crate::combat::hot::get::<Board>(world).is_some_and(|b| {
        b.shape == level.board
            && b.width == level.width
            && b.height == level.height
            && b.terrain == level.terrain
            && b.kinds == level.terrain_kinds
    });
    if !same_board {
        world.insert_resource(Board::new(
            level.board,
            level.width,
            level.height,
            level.terrain.clone(),
            level.terrain_kinds.clone(),
        ));
    }
    put_resource(
        world,
        Sides(
            level
                .sides
                .iter()
                .map(|s| SideInfo {
                    id: s.id.clone(),
                    name: s.name.now().to_string(),
                    controller: s.controller,
                    role: s.role(),
                })
                .collect(),
        ),
    );
    put_resource(world, Rules(level.rules.clone()));
    crate::rulesets::set_active(world, level.ruleset);
    put_resource(world, Dice(DiceBox::new(seed)));
    put_resource(world, TurnState::default());
    put_resource(world, CombatLog::default());
    put_resource(world, super::history::CommandHistory::default());
    put_resource(world, EngineFault::default());
    // A world used for fight after fight (the simulator's) keeps counting, so nothing remembered
    // about the last fight's states can be taken for this one's.
    let generation = world
        .get_resource::<super::board::StateGeneration>()
        .map_or(0, |g| g.0 + 1);
    put_resource(world, super::board::StateGeneration(generation));
    put_resource(world, super::objects::Ground::default());
    put_resource(
        world,
        EncounterInfo {
            level: level.name.clone(),
        },
    );
    put_resource(world, super::script::Script::new(level));
    let mut index = UnitIndex::default();
    for (listed, u) in level.units.iter().enumerate() {
        let e = super::units::spawn_unit(world, u, listed, u.at);
        index.insert(u.id.clone(), e);
    }
    for u in &level.units {
        if let (Some(rider), Some(mount)) = (
            index.get(&u.id),
            u.riding.as_ref().and_then(|m| index.get(m)),
        ) {
            world.entity_mut(rider).insert(Riding(mount));
            world.entity_mut(mount).insert(Carrying(rider));
        }
    }
    put_resource(world, index);
    // The world may have held another fight (the simulator's): what any ruleset kept goes.
    for ruleset in crate::rulesets::ALL {
        ruleset.clear(world);
    }
    crate::rulesets::of(world).set_up(world, level);
}

/// Makes `value` the world's `R`: written over the one there when there is one (the simulator's
/// world, fight after fight), which costs far less than inserting it anew.
fn put_resource<R: Resource + Component<Mutability = bevy::ecs::component::Mutable>>(
    world: &mut World,
    value: R,
) {
    match world.get_resource_mut::<R>() {
        Some(mut there) => *there = value,
        None => world.insert_resource(value),
    }
}
