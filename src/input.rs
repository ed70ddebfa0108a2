//! Input through leafwing-input-manager: the game's actions, their default bindings (kept in
//! `assets/bindings.ron`) and the player's editable copy in the config folder.

use crate::level::diagnostics::{Diagnostic, parse_ron};
use bevy::prelude::*;
use leafwing_input_manager::buttonlike::ButtonValue;
use leafwing_input_manager::plugin::InputManagerSystem;
use leafwing_input_manager::prelude::*;
use leafwing_input_manager::user_input::updating::{CentralInputStore, UpdatableInput};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

#[derive(
    Actionlike,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Clone,
    Copy,
    Debug,
    Reflect,
    Serialize,
    Deserialize,
)]
pub enum GameAction {
    /// Move to, or attack, the hovered square; pick in menus.
    Select,
    /// Hold and move the mouse to pan the camera.
    Drag,
    EndTurn,
    Delay,
    /// Seed 001: give up the turn and wait to act before a later one.
    Wait,
    /// A waiting unit acts now, before the turn about to begin.
    ActNow,
    /// Let the turn about to begin go on without a waiting unit acting first.
    LetTurnGo,
    /// Drop the current preview.
    Cancel,
    ToggleThreats,
    ToggleRange,
    CenterCurrent,
    PanUp,
    PanDown,
    PanLeft,
    PanRight,
    ZoomIn,
    ZoomOut,
    SkipAnimation,
    Withdraw,
    Step,
    Crawl,
    Charge,
    CoupDeGrace,
    TotalDefense,
    StandUp,
    DropProne,
    AidAttack,
    AidDefense,
    ReadyReach,
    ReadyAdjacent,
    ReadyAlly,
    /// Toggle casting defensively for the spell being aimed.
    CastDefensively,
    /// Mount the adjacent mount; in the saddle, pick where to dismount.
    Ride,
    /// Take back the last command (when no die was rolled).
    Undo,
    /// Save the fight.
    Save,
    /// Watching a replay: the next event, the one before.
    ReplayNext,
    ReplayBack,
    /// Aim the unit's first to eighth known spell.
    Spell1,
    Spell2,
    Spell3,
    Spell4,
    Spell5,
    Spell6,
    Spell7,
    Spell8,
}

impl GameAction {
    pub const ALL: [GameAction; 45] = [
        GameAction::Select,
        GameAction::Drag,
        GameAction::EndTurn,
        GameAction::Delay,
        GameAction::Wait,
        GameAction::ActNow,
        GameAction::LetTurnGo,
        GameAction::Cancel,
        GameAction::ToggleThreats,
        GameAction::ToggleRange,
        GameAction::CenterCurrent,
        GameAction::PanUp,
        GameAction::PanDown,
        GameAction::PanLeft,
        GameAction::PanRight,
        GameAction::ZoomIn,
        GameAction::ZoomOut,
        GameAction::SkipAnimation,
        GameAction::Withdraw,
        GameAction::Step,
        GameAction::Crawl,
        GameAction::Charge,
        GameAction::CoupDeGrace,
        GameAction::TotalDefense,
        GameAction::StandUp,
        GameAction::DropProne,
        GameAction::AidAttack,
        GameAction::AidDefense,
        GameAction::ReadyReach,
        GameAction::ReadyAdjacent,
        GameAction::ReadyAlly,
        GameAction::CastDefensively,
        GameAction::Ride,
        GameAction::Undo,
        GameAction::Save,
        GameAction::ReplayNext,
        GameAction::ReplayBack,
        GameAction::Spell1,
        GameAction::Spell2,
        GameAction::Spell3,
        GameAction::Spell4,
        GameAction::Spell5,
        GameAction::Spell6,
        GameAction::Spell7,
        GameAction::Spell8,
    ];

    /// The key that aims the unit's `slot`-th known spell (from 0), if there is one.
    pub fn spell_slot(slot: usize) -> Option<GameAction> {
        [
            GameAction::Spell1,
            GameAction::Spell2,
            GameAction::Spell3,
            GameAction::Spell4,
            GameAction::Spell5,
            GameAction::Spell6,
            GameAction::Spell7,
            GameAction::Spell8,
        ]
        .get(slot)
        .copied()
    }
}

/// Whether `action` was pressed this frame (on any input map in `world`).
pub fn just_pressed(world: &mut World, action: GameAction) -> bool {
    world
        .query::<&ActionState<GameAction>>()
        .iter(world)
        .any(|a| a.just_pressed(&action))
}

/// One bound input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Binding {
    Key(KeyCode),
    Mouse(MouseButton),
}

pub const DEFAULT_BINDINGS: &str = include_str!("../assets/bindings.ron");

/// A key or button by its name in the bindings file.
pub fn binding_named(name: &str) -> Option<Binding> {
    use KeyCode as K;
    let key = |k| Some(Binding::Key(k));
    if let Some(rest) = name.strip_prefix('F')
        && let Ok(n) = rest.parse::<u8>()
    {
        let fkeys = [
            K::F1,
            K::F2,
            K::F3,
            K::F4,
            K::F5,
            K::F6,
            K::F7,
            K::F8,
            K::F9,
            K::F10,
            K::F11,
            K::F12,
        ];
        return fkeys
            .get(usize::from(n).wrapping_sub(1))
            .copied()
            .map(Binding::Key);
    }
    if name.len() == 1 {
        let c = name.chars().next()?;
        let letters = [
            K::KeyA,
            K::KeyB,
            K::KeyC,
            K::KeyD,
            K::KeyE,
            K::KeyF,
            K::KeyG,
            K::KeyH,
            K::KeyI,
            K::KeyJ,
            K::KeyK,
            K::KeyL,
            K::KeyM,
            K::KeyN,
            K::KeyO,
            K::KeyP,
            K::KeyQ,
            K::KeyR,
            K::KeyS,
            K::KeyT,
            K::KeyU,
            K::KeyV,
            K::KeyW,
            K::KeyX,
            K::KeyY,
            K::KeyZ,
        ];
        let digits = [
            K::Digit0,
            K::Digit1,
            K::Digit2,
            K::Digit3,
            K::Digit4,
            K::Digit5,
            K::Digit6,
            K::Digit7,
            K::Digit8,
            K::Digit9,
        ];
        if c.is_ascii_uppercase() {
            return key(letters[(c as u8 - b'A') as usize]);
        }
        if c.is_ascii_digit() {
            return key(digits[(c as u8 - b'0') as usize]);
        }
        return None;
    }
    match name {
        "Enter" => key(K::Enter),
        "Space" => key(K::Space),
        "Escape" => key(K::Escape),
        "Tab" => key(K::Tab),
        "Backspace" => key(K::Backspace),
        "Up" => key(K::ArrowUp),
        "Down" => key(K::ArrowDown),
        "Left" => key(K::ArrowLeft),
        "Right" => key(K::ArrowRight),
        "Home" => key(K::Home),
        "End" => key(K::End),
        "PageUp" => key(K::PageUp),
        "PageDown" => key(K::PageDown),
        "Plus" => key(K::Equal),
        "Minus" => key(K::Minus),
        "MouseLeft" => Some(Binding::Mouse(MouseButton::Left)),
        "MouseRight" => Some(Binding::Mouse(MouseButton::Right)),
        "MouseMiddle" => Some(Binding::Mouse(MouseButton::Middle)),
        _ => None,
    }
}

/// Binds the key or button called `name` to `action`; false if there is no such name.
fn bind_named(map: &mut InputMap<GameAction>, action: GameAction, name: &str) -> bool {
    match binding_named(name) {
        Some(Binding::Key(k)) => {
            map.insert(action, k);
            true
        }
        Some(Binding::Mouse(b)) => {
            map.insert(action, b);
            true
        }
        None => false,
    }
}

/// Parses a bindings file: a map from action to a list of key or button names.
pub fn parse_bindings(path: &Path, text: &str) -> Result<Bindings, Diagnostic> {
    let raw: BTreeMap<GameAction, Vec<String>> = parse_ron(path, text)?;
    let mut map = InputMap::default();
    for (action, names) in &raw {
        for name in names {
            if !bind_named(&mut map, *action, name) {
                let (line, col) = text
                    .find(&format!("\"{name}\""))
                    .map_or((1, 1), |i| crate::level::locate::line_col(text, i));
                return Err(Diagnostic::new(
                    path,
                    (line, col),
                    crate::phrase!("diag-bindings-unknown-key", name = name.to_string()),
                ));
            }
        }
    }
    Ok(Bindings { map, names: raw })
}

/// Loaded bindings: leafwing's input map, and the key names per action (for labels).
#[derive(Resource, Clone, Debug, Default)]
pub struct Bindings {
    pub map: InputMap<GameAction>,
    pub names: BTreeMap<GameAction, Vec<String>>,
}

impl Bindings {
    /// The first key bound to `action`, for a label like `[D]`.
    pub fn key_name(&self, action: GameAction) -> &str {
        self.names
            .get(&action)
            .and_then(|n| n.first())
            .map_or("", String::as_str)
    }
}

/// Where the player's bindings live: `$XDG_CONFIG_HOME/leyendas/bindings.ron`, else
/// `~/.config/leyendas/bindings.ron`.
pub fn user_bindings_path() -> Option<PathBuf> {
    config_dir().map(|d| d.join("bindings.ron"))
}

/// The player's config folder: `$XDG_CONFIG_HOME/leyendas`, else `~/.config/leyendas`.
pub fn config_dir() -> Option<PathBuf> {
    let base = std::env::var_os("XDG_CONFIG_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".config")))?;
    Some(base.join("leyendas"))
}

/// The bindings to use: the player's copy if it exists and reads well; the defaults otherwise (a
/// broken copy is reported and left untouched). A missing copy is created from the defaults.
pub fn load_bindings(user_path: Option<&Path>) -> (Bindings, Option<String>) {
    let defaults =
        parse_bindings(Path::new("assets/bindings.ron"), DEFAULT_BINDINGS).unwrap_or_default();
    let Some(path) = user_path else {
        return (defaults, None);
    };
    if std::fs::symlink_metadata(path).is_err() {
        let written = path
            .parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|()| std::fs::write(path, DEFAULT_BINDINGS));
        let note = written
            .err()
            .map(|e| format!("could not write {}: {e}", path.display()));
        return (defaults, note);
    }
    // Through the bounded reader: a special file or a huge one is refused at once.
    let text = match crate::level::diagnostics::read_text(path) {
        Ok(text) => text,
        Err(d) => return (defaults, Some(format!("{d}; using the default bindings"))),
    };
    match parse_bindings(path, &text) {
        // Actions added since the player's copy was made keep their default keys.
        Ok(mut mine) => {
            for (action, names) in &defaults.names {
                if !mine.names.contains_key(action) {
                    for name in names {
                        bind_named(&mut mine.map, *action, name);
                    }
                    mine.names.insert(*action, names.clone());
                }
            }
            (mine, None)
        }
        Err(d) => (
            defaults,
            Some(format!(
                "{d}\nUsing the default bindings; your file was left as it is."
            )),
        ),
    }
}

/// The entity that carries the player's input map and action state.
#[derive(Component)]
pub struct PlayerInput;

/// Counts a key or button pressed and released within one frame (a quick tap, a touchpad click,
/// any press during a long frame such as a save being opened) as held for that frame. Leafwing
/// samples what is held when a frame starts, so such a press would otherwise be lost: an Esc
/// that opens no menu.
fn keep_quick_taps<B>(buttons: Res<ButtonInput<B>>, mut store: ResMut<CentralInputStore>)
where
    B: Buttonlike + Copy + Eq + std::hash::Hash + Send + Sync + 'static,
{
    for tapped in buttons.get_just_pressed().filter(|b| !buttons.pressed(**b)) {
        store.update_buttonlike(*tapped, ButtonValue::from_pressed(true));
    }
}

/// Sets up leafwing with the loaded bindings.
pub struct GameInputPlugin {
    pub bindings: Bindings,
}

impl Plugin for GameInputPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins(InputManagerPlugin::<GameAction>::default())
            .add_systems(
                PreUpdate,
                (keep_quick_taps::<KeyCode>, keep_quick_taps::<MouseButton>)
                    .in_set(InputManagerSystem::Unify)
                    .after(<KeyCode as UpdatableInput>::compute)
                    .after(<MouseButton as UpdatableInput>::compute),
            );
        app.insert_resource(self.bindings.clone());
        let map = self.bindings.map.clone();
        app.add_systems(Startup, move |mut commands: Commands| {
            commands.spawn((PlayerInput, map.clone()));
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The game's input on a bare app, fed raw presses and releases as the window sends them.
    fn input_app() -> App {
        let bindings = parse_bindings(Path::new("assets/bindings.ron"), DEFAULT_BINDINGS).unwrap();
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, bevy::input::InputPlugin))
            .add_plugins(GameInputPlugin { bindings });
        app.update();
        app
    }

    fn key(app: &mut App, key_code: KeyCode, state: bevy::input::ButtonState) {
        app.world_mut()
            .write_message(bevy::input::keyboard::KeyboardInput {
                key_code,
                logical_key: bevy::input::keyboard::Key::Escape,
                state,
                text: None,
                repeat: false,
                window: Entity::PLACEHOLDER,
            });
    }

    fn click(app: &mut App, button: MouseButton, state: bevy::input::ButtonState) {
        app.world_mut()
            .write_message(bevy::input::mouse::MouseButtonInput {
                button,
                state,
                window: Entity::PLACEHOLDER,
            });
    }

    fn pressed_now(app: &mut App, action: GameAction) -> bool {
        just_pressed(app.world_mut(), action)
    }

    #[test]
    fn a_key_or_click_pressed_and_released_within_one_frame_counts_once() {
        use bevy::input::ButtonState::{Pressed, Released};
        let mut app = input_app();
        key(&mut app, KeyCode::Escape, Pressed);
        key(&mut app, KeyCode::Escape, Released);
        app.update();
        assert!(pressed_now(&mut app, GameAction::Cancel));
        app.update();
        assert!(!pressed_now(&mut app, GameAction::Cancel), "counted twice");
        click(&mut app, MouseButton::Left, Pressed);
        click(&mut app, MouseButton::Left, Released);
        app.update();
        assert!(pressed_now(&mut app, GameAction::Select));
        // Another button is not a click.
        click(&mut app, MouseButton::Right, Pressed);
        click(&mut app, MouseButton::Right, Released);
        app.update();
        assert!(!pressed_now(&mut app, GameAction::Select));
    }

    #[test]
    fn a_key_held_across_frames_is_pressed_once_and_held_until_released() {
        use bevy::input::ButtonState::{Pressed, Released};
        let mut app = input_app();
        key(&mut app, KeyCode::Escape, Pressed);
        app.update();
        assert!(pressed_now(&mut app, GameAction::Cancel));
        app.update();
        assert!(!pressed_now(&mut app, GameAction::Cancel));
        let held = |app: &mut App| {
            let world = app.world_mut();
            world
                .query::<&ActionState<GameAction>>()
                .iter(world)
                .any(|a| a.pressed(&GameAction::Cancel))
        };
        assert!(held(&mut app));
        key(&mut app, KeyCode::Escape, Released);
        app.update();
        assert!(!held(&mut app));
    }

    #[test]
    fn the_default_bindings_parse_and_bind_every_action() {
        let b = parse_bindings(Path::new("assets/bindings.ron"), DEFAULT_BINDINGS).unwrap();
        for action in GameAction::ALL {
            assert!(
                b.map.get(&action).is_some_and(|k| !k.is_empty()),
                "{action:?} unbound"
            );
            assert!(!b.key_name(action).is_empty());
        }
        assert_eq!(b.key_name(GameAction::Delay), "D");
    }

    #[test]
    fn a_bad_key_name_is_reported_at_its_position() {
        let text = "{\n    EndTurn: [\"Enter\", \"Hyper\"],\n}";
        let err = parse_bindings(Path::new("b.ron"), text).unwrap_err();
        assert_eq!(
            err.to_string(),
            "b.ron:2:24: error: `Hyper` is not a key or mouse button name (see the list at the top of assets/bindings.ron)"
        );
        let err = parse_bindings(Path::new("b.ron"), "{ Jump: [\"A\"] }").unwrap_err();
        assert!(err.to_string().starts_with("b.ron:1:"), "{err}");
    }

    #[test]
    fn a_broken_user_file_falls_back_to_defaults_and_is_kept() {
        let dir = std::env::temp_dir().join(format!("leyendas-bindings-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("bindings.ron");
        std::fs::write(&path, "{ EndTurn: [").unwrap();
        let (map, note) = load_bindings(Some(&path));
        assert!(note.unwrap().contains("bindings.ron:1:"));
        assert!(map.map.get(&GameAction::EndTurn).is_some());
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "{ EndTurn: [");
        // An older copy without the newer actions keeps its keys and gains the defaults of the rest.
        std::fs::write(&path, "{ EndTurn: [\"X\"] }").unwrap();
        let (map, note) = load_bindings(Some(&path));
        assert!(note.is_none());
        assert_eq!(map.key_name(GameAction::EndTurn), "X");
        assert_eq!(map.key_name(GameAction::Charge), "3");
        assert!(map.map.get(&GameAction::Charge).is_some());
        let fresh = dir.join("new").join("bindings.ron");
        let (_, note) = load_bindings(Some(&fresh));
        assert!(note.is_none());
        assert_eq!(std::fs::read_to_string(&fresh).unwrap(), DEFAULT_BINDINGS);
    }
}
