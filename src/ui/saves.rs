//! Saves in the window (issue 17): the save key (F9) and the game menu (Esc) write the fight to
//! the saves folder; each turn's start of a side a person plays writes an autosave over the
//! oldest of the last few. The title menu lists them (see [`save_listing`]).

use crate::combat::undo::FightOrigin;
use crate::combat::{CombatLog, TurnState};
use crate::input::GameAction;
use crate::save::{Save, SaveEntry, autosave_path, manual_save_path, saves_dir};
use crate::states::{AppState, PendingEncounter};
use bevy::prelude::*;
use bevy::ui::FocusPolicy;
use std::path::PathBuf;

/// Whether the window writes autosaves (not while taking screenshots).
#[derive(Resource, Clone, Copy, Debug)]
pub struct Autosave(pub bool);

/// How much of the log the autosave has looked at for new turns.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct AutosaveSeen(pub usize);

/// Which save this is: asked for by the player, or written at a turn's start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SaveKind {
    Asked,
    Auto,
}

/// Writes the fight in `world` to the saves folder (made if missing); returns where.
pub fn save_fight(world: &World, kind: SaveKind) -> Result<PathBuf, String> {
    let dir = saves_dir().ok_or_else(|| crate::t!("save-no-folder"))?;
    save_fight_in(world, kind, &dir)
}

/// [`save_fight`] into the folder `dir`.
pub fn save_fight_in(
    world: &World,
    kind: SaveKind,
    dir: &std::path::Path,
) -> Result<PathBuf, String> {
    let no_save = || crate::t!("save-not-possible");
    let pending = world
        .get_resource::<PendingEncounter>()
        .ok_or_else(no_save)?;
    let source = pending.source.as_ref().ok_or_else(no_save)?;
    let origin = world.get_resource::<FightOrigin>().ok_or_else(no_save)?;
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let save = Save::of(source, (origin.seed, &origin.rolls), world);
    let path = match kind {
        SaveKind::Asked => manual_save_path(dir, &pending.level.id, save.saved_at),
        SaveKind::Auto => autosave_path(dir),
    };
    save.write(&path)
        .map_err(|e| crate::save::write_problem(&path, &e).to_string())?;
    Ok(path)
}

/// The save key, and the game menu's Save: writes the fight and says where in the top bar.
fn save_and_say(world: &mut World) {
    let said = if super::replay::watching(world) {
        // A fight watched again is its save already.
        crate::t!("save-watching")
    } else if super::ai_turns::ai_plays_now(world) {
        crate::t!("save-wait-for-ai")
    } else {
        match save_fight(world, SaveKind::Asked) {
            // The file's name: the folder is the same for every save, and long.
            Ok(path) => crate::t!(
                "save-written",
                path = path
                    .file_name()
                    .map_or_else(String::new, |n| n.to_string_lossy().into_owned())
            ),
            Err(why) => crate::t!("save-failed", why = why),
        }
    };
    super::orders::Notice::say(world, said);
}

/// F9 (the bindings' Save) saves the fight.
pub fn save_key(world: &mut World) {
    if crate::input::just_pressed(world, GameAction::Save) {
        save_and_say(world);
    }
}

/// Starts the autosave's look at the log where the fight was entered, so loading a fight does
/// not save it again at once.
pub fn start_autosave(world: &mut World) {
    let seen = world.get_resource::<CombatLog>().map_or(0, |l| l.0.len());
    world.insert_resource(AutosaveSeen(seen));
}

/// At the start of a turn of a unit a person plays, writes an autosave over the oldest.
pub fn autosave_at_turn_start(world: &mut World) {
    if autosave_due(world)
        && let Err(why) = save_fight(world, SaveKind::Auto)
    {
        eprintln!("{}", crate::t!("save-failed", why = why));
    }
}

/// Whether, since the last look, a turn of a unit a person plays has started or the fight has
/// ended (autosaves on): the fight's end is saved too, so Continue knows it is over. A fight
/// tried from the level editor is not autosaved: it would take Continue's place.
pub fn autosave_due(world: &mut World) -> bool {
    let tried = world
        .get_resource::<super::editor::Editor>()
        .is_some_and(|e| e.playing);
    if !world.get_resource::<Autosave>().is_some_and(|a| a.0)
        || super::replay::watching(world)
        || tried
    {
        return false;
    }
    let Some(log) = world.get_resource::<CombatLog>() else {
        return false;
    };
    let seen = world.get_resource::<AutosaveSeen>().map_or(0, |s| s.0);
    // A shorter log is a command taken back: nothing new started.
    let len = log.0.len();
    let fresh = &log.0[seen.min(len)..];
    let new_turn = fresh
        .iter()
        .any(|e| matches!(e, crate::combat::CombatEvent::Turn { .. }));
    let ended = fresh
        .iter()
        .any(|e| matches!(e, crate::combat::CombatEvent::End { .. }));
    world.insert_resource(AutosaveSeen(len));
    let running = crate::combat::hot::get::<TurnState>(world)
        .is_some_and(|t| t.phase == crate::combat::Phase::Running);
    ended || new_turn && running && !super::ai_turns::ai_plays_now(world)
}

/// The game menu over the board (Esc): resume, save, take back, the title menu, quit.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GameMenu {
    pub open: bool,
}

/// The menu's panel, and the full-window backdrop that keeps clicks off the board.
#[derive(Component)]
pub struct GameMenuBackdrop;

/// A button of the game menu.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameMenuButton {
    Resume,
    Save,
    Undo,
    Title,
    Quit,
}

pub fn spawn_game_menu(
    mut commands: Commands,
    bindings: Option<Res<crate::input::Bindings>>,
    watching: Option<Res<crate::combat::replay::Watching>>,
    origin: Option<Res<FightOrigin>>,
    editor: Option<Res<super::editor::Editor>>,
) {
    commands.insert_resource(GameMenu::default());
    let bindings = bindings.map(|b| b.clone()).unwrap_or_default();
    let key = |a: GameAction| bindings.key_name(a).to_string();
    let mut buttons = vec![(
        GameMenuButton::Resume,
        crate::t!("game-menu-resume"),
        key(GameAction::Cancel),
    )];
    // A fight watched again is neither saved nor taken back: it is a save already.
    if watching.is_none() {
        buttons.push((
            GameMenuButton::Save,
            crate::t!("game-menu-save"),
            key(GameAction::Save),
        ));
        buttons.push((
            GameMenuButton::Undo,
            crate::t!("bar-undo"),
            key(GameAction::Undo),
        ));
    }
    // A fight opened from the editor goes back to it.
    let title = match editor.is_some_and(|e| e.playing) {
        true => crate::t!("game-menu-editor"),
        false => crate::t!("game-menu-title"),
    };
    buttons.push((GameMenuButton::Title, title, String::new()));
    buttons.push((GameMenuButton::Quit, crate::t!("menu-quit"), String::new()));
    // The dice's seed, so a fight can be played again (`play LEVEL --seed N`).
    let seed = origin.map(|o| crate::t!("game-menu-seed", seed = o.seed.to_string()));
    commands
        .spawn((
            GameMenuBackdrop,
            super::HudBlocksBoard,
            Interaction::default(),
            FocusPolicy::Block,
            DespawnOnExit(AppState::Playing),
            Node {
                position_type: PositionType::Absolute,
                width: percent(100.0),
                height: percent(100.0),
                align_items: AlignItems::Center,
                justify_content: JustifyContent::Center,
                display: Display::None,
                ..default()
            },
            GlobalZIndex(50),
            BackgroundColor(Color::srgba(0.0, 0.0, 0.0, 0.55)),
        ))
        .with_children(|backdrop| {
            backdrop
                .spawn((
                    Node {
                        flex_direction: FlexDirection::Column,
                        padding: UiRect::all(px(20.0)),
                        row_gap: px(10.0),
                        min_width: px(300.0),
                        ..default()
                    },
                    BackgroundColor(Color::srgb(0.08, 0.08, 0.11)),
                    BorderColor::all(Color::srgb(0.5, 0.45, 0.3)),
                ))
                .with_children(|panel| {
                    panel.spawn((
                        Text::new(crate::t!("game-menu-heading")),
                        super::hud::font(22.0),
                        TextColor(Color::srgb(1.0, 0.85, 0.4)),
                    ));
                    if let Some(seed) = seed {
                        panel.spawn((
                            Text::new(seed),
                            super::hud::font(13.0),
                            TextColor(Color::srgb(0.7, 0.7, 0.75)),
                            Node {
                                max_width: px(360.0),
                                ..default()
                            },
                        ));
                    }
                    for (button, label, key) in buttons {
                        let label = if key.is_empty() {
                            label
                        } else {
                            format!("{label}  ({})", super::actions::key_label(&key))
                        };
                        panel.spawn((
                            button,
                            Button,
                            Node {
                                padding: UiRect::axes(px(16.0), px(8.0)),
                                ..default()
                            },
                            BackgroundColor(Color::srgb(0.16, 0.17, 0.23)),
                            children![(
                                Text::new(label),
                                super::hud::font(17.0),
                                TextColor(Color::WHITE)
                            )],
                        ));
                    }
                });
        });
}

/// Esc opens the game menu when there is nothing else to cancel (no mode picked in the bar),
/// and closes it again.
pub fn game_menu_key(world: &mut World) {
    if !crate::input::just_pressed(world, GameAction::Cancel) || super::handoff::covering(world) {
        return;
    }
    let ended = crate::combat::hot::get::<TurnState>(world)
        .is_none_or(|t| matches!(t.phase, crate::combat::Phase::Ended { .. }));
    let open = world.get_resource::<GameMenu>().is_some_and(|m| m.open);
    // A notice does not stand in the way: Esc opens the menu and the notice goes.
    let nothing_to_cancel = world
        .get_resource::<crate::view::preview::BoardMode>()
        .is_none_or(|m| *m == crate::view::preview::BoardMode::Move);
    if open {
        set_game_menu(world, false);
    } else if !ended && nothing_to_cancel {
        set_game_menu(world, true);
    }
}

fn set_game_menu(world: &mut World, open: bool) {
    world.insert_resource(GameMenu { open });
    let mut backdrops = world.query_filtered::<&mut Node, With<GameMenuBackdrop>>();
    for mut node in backdrops.iter_mut(world) {
        node.display = if open { Display::Flex } else { Display::None };
    }
}

/// The game menu's buttons.
pub fn game_menu_clicks(world: &mut World) {
    let pressed: Vec<GameMenuButton> = world
        .query::<(&Interaction, &GameMenuButton)>()
        .iter(world)
        .filter(|(i, _)| **i == Interaction::Pressed)
        .map(|(_, b)| *b)
        .collect();
    for button in pressed {
        match button {
            GameMenuButton::Resume => set_game_menu(world, false),
            GameMenuButton::Save => {
                save_and_say(world);
                set_game_menu(world, false);
            }
            GameMenuButton::Undo => {
                world.write_message(super::undo::TakeBack);
                set_game_menu(world, false);
            }
            GameMenuButton::Title => {
                world
                    .resource_mut::<NextState<AppState>>()
                    .set(AppState::Menu);
            }
            GameMenuButton::Quit => {
                world.write_message(AppExit::Success);
            }
        }
    }
}

/// Whether the game menu is open (the board and the AI wait).
pub fn game_menu_open(world: &World) -> bool {
    world.get_resource::<GameMenu>().is_some_and(|m| m.open)
}

/// A save as the title menu lists it.
#[derive(Clone, Debug, PartialEq)]
pub struct SaveListing {
    pub path: PathBuf,
    /// The level's name, or the file's name when it cannot be read.
    pub title: String,
    /// Round, whose turn and when; or why it cannot be opened.
    pub detail: String,
    pub autosave: bool,
    /// Why it cannot be opened, if it cannot.
    pub problem: Option<String>,
}

/// What the list shows of a save: the level's name and where the fight stood, in the reader's
/// language; a save that cannot be read, or whose level no longer loads, with the reason.
pub fn save_listing(entry: &SaveEntry, data: Result<&crate::level::GameData, &str>) -> SaveListing {
    let file = entry
        .path
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    let broken = |problem: String| SaveListing {
        path: entry.path.clone(),
        title: file.clone(),
        detail: crate::t!("menu-save-broken", problem = problem.clone()),
        autosave: entry.is_autosave(),
        problem: Some(problem),
    };
    let save = match &entry.save {
        Ok(s) => s,
        Err(why) => return broken(why.clone()),
    };
    let data = match data {
        Ok(d) => d,
        Err(why) => return broken(why.to_string()),
    };
    let level = match crate::level::load_level_as(
        std::path::Path::new(&save.level_path),
        &save.level_text,
        data,
        save.ruleset,
    ) {
        Ok(l) => l,
        Err(d) => return broken(d.first().map(ToString::to_string).unwrap_or_default()),
    };
    let turn = save
        .turn_of
        .as_ref()
        .and_then(|id| {
            level
                .units
                .iter()
                .chain(&level.reserve)
                .find(|u| &u.id == id)
                .map(|u| u.name.now().to_string())
        })
        .unwrap_or_else(|| crate::t!("menu-save-no-turn"));
    let detail = if save.over {
        crate::t!(
            "menu-save-over",
            round = save.round,
            when = local_time(save.saved_at)
        )
    } else {
        crate::t!(
            "menu-save-detail",
            round = save.round,
            unit = turn,
            when = local_time(save.saved_at)
        )
    };
    SaveListing {
        path: entry.path.clone(),
        title: level.name.now().to_string(),
        detail,
        autosave: entry.is_autosave(),
        problem: None,
    }
}

/// A time in seconds since 1970 as the player's clock shows it (`2026-12-01 23:15`).
pub fn local_time(secs: u64) -> String {
    use chrono::TimeZone;
    chrono::Local
        .timestamp_opt(i64::try_from(secs).unwrap_or(0), 0)
        .single()
        .map_or_else(String::new, |t| t.format("%Y-%m-%d %H:%M").to_string())
}

/// The save of `path` opened for the window: its fight as far as it agrees with what was
/// saved (to play on, or to `watch`), and, when that is not all of it, why (for the player to
/// confirm).
pub fn open_save(
    path: &std::path::Path,
    watch: bool,
) -> Result<(PendingEncounter, Option<String>), String> {
    let (save, replayed) = crate::save::open(path, None)
        .map_err(|d| d.first().map(ToString::to_string).unwrap_or_default())?;
    let warning = replayed.disagreement.as_ref().map(|why| {
        format!(
            "{why}; {}",
            crate::t!(
                "save-opened-as-far",
                agreed = replayed.agreed,
                all = save.commands.len()
            )
        )
    });
    let fight = if watch {
        PendingEncounter::to_watch(&save, replayed)
    } else {
        PendingEncounter::from_save(&save, replayed)
    };
    Ok((fight, warning))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::combat::{Command, Encounter};
    use crate::level::GameData;

    /// Level 01, seed 4 (Aria first), as the window holds it: with where it came from.
    fn window_fight() -> Encounter {
        let (path, text, level, data) = crate::ui::testing::first_blood();
        let mut enc = Encounter::new(&level, 4);
        enc.start();
        let world = enc.world_mut();
        world.insert_resource(PendingEncounter {
            level: level.clone(),
            seed: 4,
            commands: Vec::new(),
            rolls: Vec::new(),
            source: Some(crate::save::LevelSource::new(&path, &text, &data)),
            watch: None,
        });
        world.insert_resource(FightOrigin {
            level,
            seed: 4,
            rolls: Vec::new(),
        });
        world.insert_resource(Autosave(true));
        world.insert_resource(super::super::ai_turns::AiSettings::default());
        enc
    }

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("leyendas-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn a_fight_saved_in_the_window_is_listed_with_its_level_round_and_turn_and_opens_again() {
        let dir = scratch("window-save");
        let mut enc = window_fight();
        enc.submit(Command::Move {
            unit: "aria".into(),
            to: Some(crate::rules::grid::Pos::new(4, 5)),
            path: None,
            draw: None,
        });
        let path = save_fight_in(enc.world(), SaveKind::Asked, &dir).unwrap();
        assert!(path.starts_with(&dir));
        let entries = crate::save::list_saves(&dir);
        assert_eq!(entries.len(), 1);
        let data = GameData::built_in().unwrap();
        let listing = save_listing(&entries[0], Ok(&data));
        assert_eq!(listing.title, "First Blood");
        assert!(
            listing.detail.starts_with("Round 1, Aria's turn · "),
            "{}",
            listing.detail
        );
        assert!(!listing.autosave && listing.problem.is_none());
        // Opened, it is the same fight: the move is there, and nothing to confirm.
        let save = Save::read(&path).unwrap();
        let replayed = save.replay(&data).unwrap();
        assert!(replayed.disagreement.is_none());
        assert_eq!(replayed.encounter.log(), enc.log());
        // A broken file beside it is listed last, with its reason, and left as it is.
        std::fs::write(dir.join("broken.ron"), "not a save (").unwrap();
        let entries = crate::save::list_saves(&dir);
        let broken = save_listing(&entries[1], Ok(&data));
        assert_eq!(broken.title, "broken.ron");
        assert!(
            broken.detail.starts_with("Cannot be opened: ")
                && broken.detail.contains("broken.ron:1:1"),
            "{}",
            broken.detail
        );
        assert_eq!(
            std::fs::read_to_string(dir.join("broken.ron")).unwrap(),
            "not a save ("
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn an_autosave_is_due_at_the_start_of_a_turn_a_person_plays_and_not_on_entering() {
        let mut enc = window_fight();
        start_autosave(enc.world_mut());
        assert!(!autosave_due(enc.world_mut()), "entering saves nothing");
        // Aria ends her turn: Tam's (a hero's, the player's) starts.
        enc.submit(Command::EndTurn {
            unit: "aria".into(),
        });
        assert!(autosave_due(enc.world_mut()));
        assert!(!autosave_due(enc.world_mut()), "once a turn");
        // Tam ends his: Snik's, the AI's. No autosave for it.
        enc.submit(Command::EndTurn { unit: "tam".into() });
        assert!(!autosave_due(enc.world_mut()));
        // Screenshots write none.
        enc.world_mut().insert_resource(Autosave(false));
        enc.world_mut()
            .insert_resource(super::super::ai_turns::AiSettings {
                hot_seat: true,
                ..Default::default()
            });
        enc.submit(Command::EndTurn {
            unit: "snik".into(),
        });
        assert!(!autosave_due(enc.world_mut()));
    }

    #[test]
    fn continue_offers_the_newest_fight_still_going_and_never_one_that_ended() {
        let dir = scratch("continue");
        // An older fight (seed 4), saved in its first turn.
        let older = window_fight();
        let older_path = save_fight_in(older.world(), SaveKind::Asked, &dir).unwrap();
        // A newer one (seed 4 too, but other forced rolls: another fight), autosaved mid-way,
        // then played by the AI to its end, which is saved as well.
        let mut newer = window_fight();
        newer.world_mut().resource_mut::<FightOrigin>().rolls = vec![20];
        let pending = &mut newer.world_mut().resource_mut::<PendingEncounter>();
        pending.rolls = vec![20];
        let mid = save_fight_in(newer.world(), SaveKind::Auto, &dir).unwrap();
        let mut saves: Vec<SaveEntry> = crate::save::list_saves(&dir);
        let newest = |saves: &[SaveEntry]| crate::save::to_continue(saves).map(|e| e.path.clone());
        // Read newest first: the mid-fight autosave, written last.
        saves.sort_by_key(|e| e.path != mid);
        assert_eq!(newest(&saves), Some(mid.clone()));
        while !newer.is_over() {
            let Some(c) = crate::ai::decide(newer.world(), Default::default()) else {
                break;
            };
            newer.submit(c);
        }
        assert!(newer.is_over());
        assert!(autosave_due(newer.world_mut()), "the end is saved");
        let end = save_fight_in(newer.world(), SaveKind::Asked, &dir).unwrap();
        let mut saves = crate::save::list_saves(&dir);
        let rank = |p: &PathBuf| [&end, &mid, &older_path].iter().position(|q| *q == p);
        saves.sort_by_key(|e| rank(&e.path));
        assert!(saves[0].save.as_ref().unwrap().over);
        // Neither the ended fight nor its save from before the end: the older fight.
        assert_eq!(newest(&saves), Some(older_path));
        let listing = save_listing(&saves[0], Ok(&GameData::built_in().unwrap()));
        assert!(
            listing.detail.contains("the fight is over"),
            "{}",
            listing.detail
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
