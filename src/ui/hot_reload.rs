//! Hot reload in the window (issue 36): while a fight read from a file is open, saving that level
//! or a data file it was read with rebuilds the fight from the file and plays again the commands
//! played so far, where every one of them still plays; where one no longer does, the fight
//! starts over, and the top bar says which and why. A save that no longer loads keeps the fight
//! on screen as it was and shows its problems (`file:line:col`) over the board until a save
//! that loads. On unless the window only takes a screenshot (`--watch` turns it on there too).

use crate::reload::{Unplayable, replays, reread};
use crate::states::{AppState, PendingEncounter};
use crate::watch::FileWatch;
use bevy::prelude::*;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// Whether the window watches the files its fight was read from.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HotReload(pub bool);

/// The watch on the open fight's level and data, and the level it is for.
#[derive(Resource)]
struct Watching {
    level: PathBuf,
    files: Mutex<FileWatch>,
}

/// The problems of the last save that did not load, shown over the board until one that does.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct ReloadErrors(pub Vec<String>);

/// What the top bar says once the fight is built again from the saved files, and the hot-seat's
/// pass screen as it was (the people at the screen are the same: nobody is to be covered).
#[derive(Resource, Clone, Debug)]
struct ReloadNotice {
    said: String,
    handoff: Option<super::handoff::Handoff>,
}

#[derive(Component)]
struct ErrorOverlay;

pub fn plugin(app: &mut App) {
    app.init_resource::<HotReload>()
        .add_systems(
            OnEnter(AppState::Playing),
            (
                watch_the_fight,
                say_how_it_reloaded.after(super::handoff::spawn_handoff_screen),
            )
                .after(crate::states::EncounterSet),
        )
        .add_systems(
            Update,
            (reload_on_save, show_errors)
                .chain()
                .run_if(in_state(AppState::Playing)),
        );
}

/// The data folders a level read with `data_dir` (none: as the game finds it) depends on: the
/// shared data and each ruleset's beside it, as the data is read (none for the built-in copy).
fn data_folders(data_dir: Option<&Path>) -> Vec<PathBuf> {
    let Some(shared) = crate::level::GameData::folder(data_dir) else {
        return Vec::new();
    };
    let mut folders = vec![shared.clone()];
    for set in &crate::rulesets::DATA_FILES {
        let folder = set.beside(&shared);
        if !folders.contains(&folder) {
            folders.push(folder);
        }
    }
    folders
}

/// Starts watching the files of the fight just entered, if it was read from a file (a fight
/// built again after a save keeps the watch it had).
fn watch_the_fight(world: &mut World) {
    if !world.resource::<HotReload>().0 {
        return;
    }
    // A fight watched again (a replay) is not played: it has nothing to rebuild.
    let Some(source) = world
        .get_resource::<PendingEncounter>()
        .filter(|p| p.watch.is_none())
        .and_then(|p| p.source.clone())
    else {
        world.remove_resource::<Watching>();
        return;
    };
    if world
        .get_resource::<Watching>()
        .is_some_and(|w| w.level == source.path)
    {
        return;
    }
    let mut folders = data_folders(source.data_dir.as_deref());
    // A mod's level: the mod's data too, each ruleset's in its folder (`data/`, `rulesets/osr/` …).
    if let Some(root) = crate::mods::root_of(&source.path) {
        let core = root.join("data");
        folders.extend(
            crate::rulesets::DATA_FILES
                .iter()
                .map(|set| set.beside(&core)),
        );
    }
    // The window redraws only on input: a save wakes it up to be read.
    let proxy = world
        .get_resource::<bevy::winit::EventLoopProxyWrapper>()
        .map(|p| (**p).clone());
    let wake = move || {
        if let Some(proxy) = &proxy {
            let _ = proxy.send_event(bevy::winit::WinitUserEvent::WakeUp);
        }
    };
    match FileWatch::new(std::slice::from_ref(&source.path), &folders, wake) {
        Ok(files) => world.insert_resource(Watching {
            level: source.path,
            files: Mutex::new(files),
        }),
        Err(e) => {
            warn!("cannot watch {}: {e}", source.path.display());
            world.remove_resource::<Watching>();
        }
    }
}

/// When a watched file was saved: the fight built again from it (the state entered again with
/// the new level and the commands that still play), or its problems kept to show.
fn reload_on_save(world: &mut World) {
    let saved = world
        .get_resource::<Watching>()
        .and_then(|w| w.files.lock().ok().and_then(|f| f.changed()));
    let Some(saved) = saved else {
        return;
    };
    let Some(pending) = world.get_resource::<PendingEncounter>().cloned() else {
        return;
    };
    let Some(source) = pending.source.clone() else {
        return;
    };
    match reread(&source) {
        Err(problems) => {
            let lines = problems.iter().map(ToString::to_string).collect();
            world.insert_resource(ReloadErrors(lines));
        }
        Ok((level, source)) => {
            world.remove_resource::<ReloadErrors>();
            let played = played_commands(world);
            // The notice names the file saved: the level's, or a data file's.
            let (commands, notice) = what_replays(&level, &pending, played, &saved);
            let handoff = world.get_resource::<super::handoff::Handoff>().cloned();
            world.insert_resource(ReloadNotice {
                said: notice,
                handoff,
            });
            world.insert_resource(PendingEncounter {
                level,
                commands,
                source: Some(source),
                watch: None,
                ..pending
            });
            world
                .resource_mut::<NextState<AppState>>()
                .set(AppState::Playing);
        }
    }
}

/// The commands the fight has played, refused ones left out.
fn played_commands(world: &World) -> Vec<crate::combat::Command> {
    let Some(history) = world.get_resource::<crate::combat::history::CommandHistory>() else {
        return Vec::new();
    };
    let log = &world.resource::<crate::combat::CombatLog>().0;
    history
        .0
        .iter()
        .filter(|p| !p.refused(log))
        .map(|p| p.command.clone())
        .collect()
}

/// The commands the fight built again plays (all of `played`, or none where one no longer
/// plays) and what the top bar says of it.
fn what_replays(
    level: &crate::level::LoadedLevel,
    pending: &PendingEncounter,
    played: Vec<crate::combat::Command>,
    path: &Path,
) -> (Vec<crate::combat::Command>, String) {
    let file = path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    match replays(level, (pending.seed, &pending.rolls), &played) {
        Ok(()) => {
            let notice = crate::t!("reload-replayed", file = file, count = played.len());
            (played, notice)
        }
        Err(Unplayable { index, why }) => {
            let notice = crate::t!(
                "reload-restarted",
                file = file,
                number = index + 1,
                why = why.to_string()
            );
            (Vec::new(), notice)
        }
    }
}

/// Says how the fight came back, once it is built again, and puts the pass screen back as it was.
fn say_how_it_reloaded(world: &mut World) {
    let Some(reloaded) = world.remove_resource::<ReloadNotice>() else {
        return;
    };
    if let Some(handoff) = reloaded.handoff {
        world.insert_resource(handoff);
    }
    super::orders::Notice::say(world, reloaded.said);
}

/// The problems of the last save that did not load, over the board; gone once one loads.
fn show_errors(
    mut commands: Commands,
    errors: Option<Res<ReloadErrors>>,
    shown: Query<Entity, With<ErrorOverlay>>,
) {
    let changed = errors.as_ref().is_some_and(|e| e.is_changed());
    let gone = errors.is_none() && !shown.is_empty();
    if !(changed || gone) {
        return;
    }
    for e in &shown {
        commands.entity(e).despawn();
    }
    let Some(errors) = errors else { return };
    commands
        .spawn((
            ErrorOverlay,
            DespawnOnExit(AppState::Playing),
            Node {
                position_type: PositionType::Absolute,
                top: px(64.0),
                left: percent(19.0),
                width: percent(57.0),
                flex_direction: FlexDirection::Column,
                padding: UiRect::all(px(10.0)),
                row_gap: px(4.0),
                ..default()
            },
            GlobalZIndex(30),
            BackgroundColor(Color::srgba(0.25, 0.03, 0.03, 0.94)),
        ))
        .with_children(|panel| {
            // Each line wraps within the panel, a long path anywhere.
            let line = |text: String, size: f32, color: Color| {
                (
                    Text::new(text),
                    super::hud::font(size),
                    TextColor(color),
                    TextLayout::linebreak(LineBreak::WordOrCharacter),
                    Node {
                        max_width: percent(100.0),
                        ..default()
                    },
                )
            };
            let heading = crate::t!("reload-broken", count = errors.0.len());
            panel.spawn(line(heading, 16.0, Color::srgb(1.0, 0.8, 0.5)));
            for problem in errors.0.iter().take(ERROR_LINES) {
                panel.spawn(line(problem.clone(), 14.0, Color::WHITE));
            }
        });
}

/// How many of a broken save's problems the overlay lists (`validate` lists them all).
const ERROR_LINES: usize = 8;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::combat::Command;
    use crate::rules::grid::Pos;

    /// A knight and a goblin on an open field, the goblin at `goblin`.
    fn level_text(name: &str, goblin: &str) -> String {
        format!(
            "Level(name: \"{name}\", map: [\"........\", \"........\", \"........\"], \
             sides: [(id: \"a\", name: \"A\"), (id: \"b\", name: \"B\")], units: [\
             (id: \"k\", side: \"a\", at: (0, 1), creature: \"human_fighter\", initiative: 20), \
             (id: \"g\", side: \"b\", at: (7, 1), creature: \"{goblin}\", initiative: 1)])"
        )
    }

    /// Saves `text` as editors that save safely do: a temporary file renamed over the level.
    fn save(path: &Path, text: &str) {
        let temporary = path.with_extension("ron.swp");
        std::fs::write(&temporary, text).unwrap();
        std::fs::rename(&temporary, path).unwrap();
    }

    /// The fight's level at `path` (`text`, read with `data`) pending as the window keeps it,
    /// and its files watched.
    fn watch_as_the_window_does(
        world: &mut World,
        path: &Path,
        text: &str,
        data: &crate::level::GameData,
    ) {
        let level = crate::level::load_level_str(path, text, data).unwrap();
        world.insert_resource(PendingEncounter {
            level,
            seed: 1,
            commands: Vec::new(),
            rolls: Vec::new(),
            source: Some(crate::save::LevelSource::new(path, text, data)),
            watch: None,
        });
        world.init_resource::<NextState<AppState>>();
        world.insert_resource(HotReload(true));
        watch_the_fight(world);
    }

    /// Runs the reload system until `done` holds, for five seconds at most.
    fn reload_until(world: &mut World, done: impl Fn(&World) -> bool) -> bool {
        let until = std::time::Instant::now() + std::time::Duration::from_secs(5);
        while std::time::Instant::now() < until {
            reload_on_save(world);
            if done(world) {
                return true;
            }
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
        false
    }

    fn asked_to_rebuild(world: &World) -> bool {
        matches!(
            world.resource::<NextState<AppState>>(),
            NextState::Pending(AppState::Playing)
        )
    }

    fn notice(world: &World) -> String {
        world
            .get_resource::<ReloadNotice>()
            .map(|n| n.said.clone())
            .unwrap_or_default()
    }

    #[test]
    fn a_saved_level_rebuilds_the_fight_a_broken_save_keeps_it_with_its_errors_until_fixed() {
        let dir = std::env::temp_dir().join(format!("leyendas-reload-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("field.ron");
        let first = level_text("Field", "goblin");
        std::fs::write(&path, &first).unwrap();
        let mut enc = crate::ui::testing::window_fight(&first, &[]);
        let step = Command::Move {
            unit: "k".into(),
            to: Some(Pos::new(2, 1)),
            path: None,
            draw: None,
        };
        enc.submit(step.clone());
        let data = crate::level::GameData::built_in().unwrap();
        let world = enc.world_mut();
        watch_as_the_window_does(world, &path, &first, &data);

        // The goblin moved back a square: the knight's step still plays.
        save(
            &path,
            &level_text("Field", "goblin").replace("(7, 1)", "(6, 1)"),
        );
        assert!(reload_until(world, asked_to_rebuild), "no reload");
        let pending = world.resource::<PendingEncounter>();
        assert_eq!(pending.commands, [step]);
        assert_eq!(pending.level.units[1].at, Pos::new(6, 1));
        assert_eq!(
            notice(world),
            "Reloaded field.ron: its one command played again"
        );
        world.insert_resource(NextState::<AppState>::Unchanged);

        // A misspelt creature: the fight stays, the problem is kept to show at its place.
        save(&path, &level_text("Field", "goblinn"));
        assert!(reload_until(world, |w| w.contains_resource::<ReloadErrors>()));
        assert!(!asked_to_rebuild(world));
        let errors = &world.resource::<ReloadErrors>().0;
        let at = path.display();
        assert!(
            errors.iter().any(|e| e.starts_with(&format!("{at}:1:"))
                && e.ends_with("unit `g`: unknown creature `goblinn`: did you mean `goblin`?")),
            "{errors:?}"
        );

        // Fixed, with a wall where the knight stepped: it reloads, and starts over.
        save(
            &path,
            &level_text("Field", "goblin").replacen(
                "\"........\", \"........\"",
                "\"........\", \"..#.....\"",
                1,
            ),
        );
        assert!(
            reload_until(world, asked_to_rebuild),
            "no reload once fixed"
        );
        assert!(!world.contains_resource::<ReloadErrors>());
        assert_eq!(world.resource::<PendingEncounter>().commands, []);
        let said = notice(world);
        assert!(
            said.starts_with(
                "Reloaded field.ron: the fight starts over, as command 1 no longer plays ("
            ),
            "{said}"
        );
    }

    #[test]
    fn a_saved_data_file_of_a_mod_rebuilds_the_fight_and_the_notice_names_that_file() {
        let root = std::env::temp_dir().join(format!("leyendas-reload-mod-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        for sub in ["levels", "data"] {
            std::fs::create_dir_all(root.join(sub)).unwrap();
        }
        let example = Path::new("mods/example");
        for file in ["mod.ron", "data/creatures.ron"] {
            std::fs::copy(example.join(file), root.join(file)).unwrap();
        }
        let path = root.join("levels/field.ron");
        let text = level_text("Field", "goblin");
        std::fs::write(&path, &text).unwrap();
        let (data, _) = crate::mods::data_for(&path, None).unwrap();
        let mut enc = crate::ui::testing::window_fight(&text, &[]);
        let world = enc.world_mut();
        watch_as_the_window_does(world, &path, &text, &data);
        let level = &world.resource::<PendingEncounter>().level;
        assert_eq!(level.units[1].hp, 8, "the mod's goblin");
        let creatures = root.join("data/creatures.ron");
        let tougher = std::fs::read_to_string(&creatures).unwrap();
        save(&creatures, &tougher.replacen("hp: 8", "hp: 11", 1));
        assert!(reload_until(world, asked_to_rebuild), "no reload");
        assert_eq!(world.resource::<PendingEncounter>().level.units[1].hp, 11);
        let said = notice(world);
        assert!(said.starts_with("Reloaded creatures.ron:"), "{said}");
    }

    #[test]
    fn a_level_read_with_the_game_s_data_watches_every_ruleset_s_data_folder() {
        let folders = data_folders(Some(Path::new("mod/data")));
        assert_eq!(
            folders,
            [
                PathBuf::from("mod/data"),
                PathBuf::from("mod/rulesets/osr"),
                PathBuf::from("mod/rulesets/wfrp"),
            ]
        );
    }
}
