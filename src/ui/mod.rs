//! The HUD (bevy_ui) and the player's orders: initiative tracker, actions left, unit panel, combat
//! log, round and whose turn, the end-of-fight screen; clicks and keys turned into commands.

pub mod actions;
pub mod ai_turns;
pub mod condition_help;
pub mod editor;
pub mod handoff;
pub mod hero_retry;
pub mod hot_reload;
pub mod hud;
pub mod icons;
pub mod menu;
pub mod offer_panel;
pub mod orders;
pub mod probe;
pub mod replay;
pub mod saves;
pub mod scrollbars;
pub mod spell_panel;
pub mod tooltip;
pub mod undo;
pub mod waiting;

use crate::view::ViewSet;
use bevy::prelude::*;

pub use crate::view::HudBlocksBoard;

/// The monospace font, for text whose columns must line up (the initiative tracker); the app
/// loads it.
#[derive(bevy::prelude::Resource, Clone, Default)]
pub struct MonoFont(pub bevy::prelude::Handle<bevy::prelude::Font>);

pub struct HudPlugin;

impl Plugin for HudPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<hud::LogView>()
            .init_resource::<ai_turns::AiSettings>()
            .init_resource::<ai_turns::AiPace>()
            .init_resource::<crate::view::preview::BoardMode>()
            .init_resource::<actions::ReadyPlan>()
            .add_message::<undo::TakeBack>()
            .add_plugins((menu::MenuPlugin, probe::plugin, hot_reload::plugin))
            .add_systems(Update, scrollbars::show_scroll_thumbs)
            .add_systems(
                OnEnter(crate::states::AppState::Playing),
                (
                    hud::spawn_hud,
                    spell_panel::spawn_spell_panel,
                    tooltip::spawn_tooltip_box,
                    saves::spawn_game_menu,
                    handoff::spawn_handoff_screen,
                    replay::spawn_replay_panel,
                    waiting::spawn_waiting_panel,
                    hero_retry::spawn_retry_panel,
                    saves::start_autosave,
                )
                    .after(crate::states::EncounterSet),
            )
            .add_systems(
                Update,
                (
                    (
                        ai_turns::play_ai_turns,
                        ai_turns::hide_plans_on_ai_turns,
                        orders::issue_orders,
                        crate::view::overlays::toggle_overlays,
                        hud::hud_buttons,
                        actions::action_bar_clicks,
                        actions::ride_key,
                        undo::take_back.after(actions::action_bar_clicks),
                        actions::ready_planned_commands
                            .after(orders::issue_orders)
                            .after(actions::action_bar_clicks)
                            .after(actions::ride_key)
                            .after(ai_turns::play_ai_turns),
                        waiting::waiting_answers
                            .before(ai_turns::play_ai_turns)
                            .after(handoff::dismiss_handoff),
                        hero_retry::retry_answers
                            .before(ai_turns::play_ai_turns)
                            .before(waiting::waiting_answers)
                            .after(handoff::dismiss_handoff),
                        saves::save_key,
                        saves::game_menu_key.before(orders::issue_orders),
                        saves::game_menu_clicks,
                        (replay::replay_controls, replay::play_replay).chain(),
                        // After the orders, so the click or key that lifts the cover does
                        // nothing else.
                        handoff::dismiss_handoff
                            .after(orders::issue_orders)
                            .after(saves::game_menu_key)
                            .after(undo::take_back),
                    )
                        .in_set(ViewSet::Input),
                    (
                        hud::refresh_hud,
                        hud::scroll_log,
                        hud::tracker_clicks,
                        hud::act_now_clicks,
                        hud::follow_top_bar,
                    )
                        .after(crate::view::preview::refresh_preview)
                        .in_set(ViewSet::Sync),
                    waiting::refresh_waiting_panel.in_set(ViewSet::Sync),
                    hero_retry::refresh_retry_panel.in_set(ViewSet::Sync),
                    tooltip::show_tooltips
                        .after(hud::refresh_hud)
                        .in_set(ViewSet::Sync),
                    saves::autosave_at_turn_start.in_set(ViewSet::Sync),
                    (handoff::watch_handoff, handoff::publish_hidden_hp)
                        .chain()
                        .before(crate::view::preview::refresh_preview)
                        .in_set(ViewSet::Sync),
                ),
            );
    }
}

/// What the HUD's tests share: the first campaign level, as the window plays it.
#[cfg(test)]
pub(crate) mod testing {
    use crate::combat::Encounter;
    use crate::level::{GameData, LoadedLevel};

    /// `levels/01_first_blood.ron`: its path, its text and the level, with the built-in data.
    pub fn first_blood() -> (std::path::PathBuf, String, LoadedLevel, GameData) {
        let data = GameData::built_in().unwrap();
        let path =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("levels/01_first_blood.ron");
        let text = std::fs::read_to_string(&path).unwrap();
        let level = crate::level::load_level_str(&path, &text, &data).unwrap();
        (path, text, level, data)
    }

    /// A fight of it with `seed`, started, and the level.
    pub fn first_blood_fight(seed: u64) -> (Encounter, LoadedLevel) {
        let (_, _, level, _) = first_blood();
        let mut enc = Encounter::new(&level, seed);
        enc.start();
        (enc, level)
    }

    /// A fight of the level `src` (built-in data), its dice forced to `rolls`, started as the
    /// window starts one: the AI's settings, the fight's origin for a command played again, and
    /// the board's redraw messages.
    pub fn window_fight(src: &str, rolls: &[u32]) -> Encounter {
        let data = GameData::built_in().unwrap();
        let level =
            crate::level::load_level_str(std::path::Path::new("t.ron"), src, &data).unwrap();
        let mut enc = Encounter::new(&level, 1);
        enc.force_rolls(rolls.iter().copied());
        enc.start();
        let world = enc.world_mut();
        world.insert_resource(super::ai_turns::AiSettings::default());
        world.insert_resource(crate::combat::undo::FightOrigin {
            level,
            seed: 1,
            rolls: rolls.to_vec(),
        });
        world.init_resource::<bevy::prelude::Messages<crate::view::board::RedrawBoard>>();
        enc
    }
}
