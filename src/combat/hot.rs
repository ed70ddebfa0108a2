//! Reads of the few resources every command and every AI decision asks for, by a remembered
//! [`ComponentId`]. Bevy finds a resource by hashing its type on every read; these are read
//! hundreds of thousands of times in a `simulate`, so each thread remembers their ids per world.

use super::components::{Board, Sides, TurnState, UnitIndex};
use bevy::ecs::component::ComponentId;
use bevy::ecs::world::WorldId;
use bevy::prelude::*;
use std::cell::Cell;
use std::thread::LocalKey;

type Slot = Cell<Option<(WorldId, ComponentId)>>;

/// A resource read through [`get`]: each type keeps its own remembered id.
pub trait HotResource: Resource + Sized {
    fn slot() -> &'static LocalKey<Slot>;
}

macro_rules! hot {
    ($($t:ty),*) => {$(
        impl HotResource for $t {
            fn slot() -> &'static LocalKey<Slot> {
                thread_local! {
                    static ID: Slot = const { Cell::new(None) };
                }
                &ID
            }
        }
    )*};
}

hot!(TurnState, Board, UnitIndex, Sides);

/// The resource `R` of `world`, if it has one.
#[inline]
pub fn get<R: HotResource>(world: &World) -> Option<&R> {
    let slot = R::slot();
    let id = match slot.get() {
        Some((w, id)) if w == world.id() => id,
        _ => {
            let id = world.components().component_id::<R>()?;
            slot.set(Some((world.id(), id)));
            id
        }
    };
    let ptr = world.get_resource_by_id(id)?;
    // SAFETY: `id` is the ComponentId `world` gave `R` (looked up by `R`'s type above, for this
    // very world: a `WorldId` is never reused, and a world never renumbers its components), so
    // the pointer is to an `R`, borrowed no longer than `world`.
    Some(unsafe { ptr.deref::<R>() })
}

/// The resource `R` of `world`; like [`World::resource`], a world without one is a bug.
#[inline]
pub fn resource<R: HotResource>(world: &World) -> &R {
    get(world).unwrap_or_else(|| world.resource::<R>())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::combat::components::SideInfo;

    fn side(id: &str) -> SideInfo {
        SideInfo {
            id: id.into(),
            name: id.into(),
            controller: crate::level::schema::Controller::Ai,
            role: crate::level::schema::Role::Npc,
        }
    }

    #[test]
    fn each_world_is_read_by_its_own_id_in_turn() {
        // Registered in another order, the second world gives `Sides` another id.
        let mut first = World::new();
        first.insert_resource(Sides(vec![side("a")]));
        let mut second = World::new();
        second.insert_resource(UnitIndex::default());
        second.insert_resource(Sides(vec![side("b"), side("c")]));
        for _ in 0..2 {
            assert_eq!(get::<Sides>(&first).map(|s| s.0.len()), Some(1));
            assert_eq!(get::<Sides>(&second).map(|s| s.0.len()), Some(2));
        }
        assert!(get::<UnitIndex>(&first).is_none());
        // One taken out and put back is found again.
        let sides = second.remove_resource::<Sides>().unwrap();
        assert!(get::<Sides>(&second).is_none());
        second.insert_resource(sides);
        assert_eq!(get::<Sides>(&second).map(|s| s.0[1].id.as_str()), Some("c"));
    }
}
