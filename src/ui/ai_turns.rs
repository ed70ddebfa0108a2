//! AI turns in the window: sides whose controller is `Ai` play themselves, one command at a time,
//! at a pace a player can follow (each walk finishes, then a short pause). Hot-seat mode hands
//! every side to the mouse and keyboard instead.

use crate::ai::{Difficulty, decide};
use crate::combat::*;
use crate::level::schema::Controller;
use bevy::prelude::*;
use bevy::window::RequestRedraw;

/// Who plays the AI sides in the window, and how well.
#[derive(Resource, Clone, Debug, Default)]
pub struct AiSettings {
    /// Every side is played by hand (hot-seat).
    pub hot_seat: bool,
    /// Overrides the level's difficulty.
    pub difficulty: Option<Difficulty>,
    /// Hot-seat: a "pass to" screen covers the board when the turn passes to another person.
    pub handoff: bool,
    /// Foes' exact hit points are hidden (bars only).
    pub hide_foe_hp: bool,
}

/// The level's own difficulty, set when an encounter starts.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct LevelDifficulty(pub Difficulty);

/// Seconds the AI has waited since its last command.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct AiPace(pub f32);

/// The pause between two AI commands when the board animates.
pub const AI_PAUSE_SECONDS: f32 = 0.45;

/// Whether the unit whose turn it is belongs to a side the AI plays in the window.
/// Hides the board's plans while the AI plays the turn (see [`crate::view::preview::PlansHidden`]).
pub fn hide_plans_on_ai_turns(world: &mut World) {
    // Nor while the hot-seat's cover waits for the next player, or a fight is watched again.
    let hide =
        ai_plays_now(world) || super::handoff::covering(world) || super::replay::watching(world);
    let now = world
        .get_resource::<crate::view::preview::PlansHidden>()
        .map(|h| h.0);
    if now != Some(hide) {
        world.insert_resource(crate::view::preview::PlansHidden(hide));
    }
}

pub fn ai_plays_now(world: &World) -> bool {
    if world
        .get_resource::<AiSettings>()
        .is_none_or(|s| s.hot_seat)
    {
        return false;
    }
    let turn = crate::combat::hot::resource::<TurnState>(world);
    if turn.phase != Phase::Running {
        return false;
    }
    turn.current_unit()
        .and_then(|e| world.get::<Side>(e))
        .and_then(|side| crate::combat::hot::resource::<Sides>(world).0.get(side.0))
        .is_some_and(|s| s.controller == Controller::Ai)
}

/// Whether the next play is due, having `waited` seconds since the last: the board's walks have
/// finished and a short pause has passed (none without animations). Keeps frames coming
/// meanwhile, since the window otherwise only redraws on input. Returns the time waited now
/// (back to 0 when due).
pub fn settled_after_pause(world: &mut World, waited: f32) -> (bool, f32) {
    world.write_message(RequestRedraw);
    let walking = world
        .query_filtered::<(), With<crate::view::animate::Walking>>()
        .iter(world)
        .next()
        .is_some();
    if walking {
        return (false, waited);
    }
    let animated = world
        .get_resource::<crate::view::animate::Animations>()
        .is_none_or(|a| a.enabled);
    let pause = if animated { AI_PAUSE_SECONDS } else { 0.0 };
    let waited = waited + world.resource::<Time>().delta_secs().min(0.1);
    if waited < pause {
        (false, waited)
    } else {
        (true, 0.0)
    }
}

/// Gives the AI unit whose turn it is its next command once the board has settled.
pub fn play_ai_turns(world: &mut World) {
    if crate::combat::hot::get::<TurnState>(world).is_none()
        || !ai_plays_now(world)
        || super::saves::game_menu_open(world)
        || super::replay::watching(world)
        || super::waiting::holds_ai_turn(world)
        || super::hero_retry::holds_ai_turn(world)
    {
        if let Some(mut pace) = world.get_resource_mut::<AiPace>() {
            pace.0 = 0.0;
        }
        return;
    }
    let waited = world.get_resource::<AiPace>().map_or(0.0, |p| p.0);
    let (due, waited) = settled_after_pause(world, waited);
    world.insert_resource(AiPace(waited));
    if !due {
        return;
    }
    let difficulty = world
        .resource::<AiSettings>()
        .difficulty
        .or_else(|| world.get_resource::<LevelDifficulty>().map(|d| d.0))
        .unwrap_or_default();
    if let Some(command) = decide(world, difficulty) {
        world.write_message(CommandMessage(command));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::level::{GameData, load_level};

    fn first_blood(seed: u64) -> crate::combat::Encounter {
        let data = GameData::built_in().unwrap();
        let path =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("levels/01_first_blood.ron");
        let level = load_level(&path, &data).unwrap();
        let mut enc = crate::combat::Encounter::new(&level, seed);
        enc.start();
        let world = enc.world_mut();
        world.insert_resource(Time::<()>::default());
        world.insert_resource(crate::view::animate::Animations { enabled: false });
        world.init_resource::<Messages<RequestRedraw>>();
        enc
    }

    fn queued(world: &World) -> Vec<crate::combat::Command> {
        world
            .resource::<Messages<CommandMessage>>()
            .iter_current_update_messages()
            .map(|m| m.0.clone())
            .collect()
    }

    #[test]
    fn an_ai_unit_s_turn_is_played_and_hot_seat_leaves_it_to_the_player() {
        // Seed 1: the goblins (an AI side) act first.
        let mut enc = first_blood(1);
        assert_eq!(enc.current_unit().as_deref(), Some("snik"));
        enc.world_mut().insert_resource(AiSettings {
            hot_seat: true,
            ..Default::default()
        });
        play_ai_turns(enc.world_mut());
        assert!(queued(enc.world()).is_empty());
        enc.world_mut().insert_resource(AiSettings::default());
        assert!(ai_plays_now(enc.world()));
        play_ai_turns(enc.world_mut());
        let sent = queued(enc.world());
        assert_eq!(sent.len(), 1);
        assert_eq!(sent[0].unit(), "snik");
    }

    #[test]
    fn a_human_side_s_turn_is_never_played_by_the_ai() {
        // Seed 4: Aria, a hero, acts first.
        let mut enc = first_blood(4);
        enc.world_mut().insert_resource(AiSettings::default());
        assert_eq!(enc.current_unit().as_deref(), Some("aria"));
        assert!(!ai_plays_now(enc.world()));
        play_ai_turns(enc.world_mut());
        assert!(queued(enc.world()).is_empty());
    }

    #[test]
    fn the_board_shows_no_plans_while_the_ai_plays_the_turn() {
        use crate::view::preview::{BoardMode, Hover, Preview, refresh_preview};
        // Seed 1: Snik (the AI's) acts first; the mouse is on a free square it could walk to.
        let mut enc = first_blood(1);
        let world = enc.world_mut();
        world.insert_resource(Hover {
            square: Some(crate::rules::grid::Pos::new(8, 2)),
            corner: None,
            over_ui: false,
        });
        world.init_resource::<Preview>();
        world.init_resource::<BoardMode>();
        world.insert_resource(AiSettings::default());
        hide_plans_on_ai_turns(world);
        refresh_preview(world);
        let preview = world.resource::<Preview>();
        assert!(preview.path.is_empty() && preview.reach_one.is_empty());
        assert!(preview.hovered.is_some());
        // In hot-seat the player plays the goblins: their plans show.
        world.insert_resource(AiSettings {
            hot_seat: true,
            ..Default::default()
        });
        hide_plans_on_ai_turns(world);
        refresh_preview(world);
        let preview = world.resource::<Preview>();
        assert!(!preview.path.is_empty() && !preview.reach_one.is_empty());
    }
}
