//! The title screen: the levels found in `levels/` (name and description from each file; a level
//! that does not load is listed with its first error and cannot be picked), and Quit.

use crate::input::GameAction;
use crate::level::{GameData, load_level};
use crate::states::{AppState, PendingEncounter};
use bevy::prelude::*;
use leafwing_input_manager::prelude::ActionState;
use std::path::{Path, PathBuf};

pub struct MenuPlugin;

impl Plugin for MenuPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<MenuPage>()
            .add_systems(OnEnter(AppState::Menu), spawn_menu)
            .add_systems(
                Update,
                (
                    menu_input,
                    save_buttons,
                    foe_hp_button,
                    scroll_levels,
                    editor_button,
                )
                    .run_if(in_state(AppState::Menu)),
            );
    }
}

/// A level button.
#[derive(Component, Clone)]
pub struct MenuLevel(pub PathBuf);

/// A saved fight's button (the list's, and Continue).
#[derive(Component, Clone)]
pub struct MenuSave(pub PathBuf);

/// The button that watches a saved fight again from its start.
#[derive(Component, Clone)]
pub struct MenuWatch(pub PathBuf);

/// Switches foes' exact hit points between shown and bars only (kept in the settings file).
#[derive(Component)]
pub struct FoeHpButton;

/// The foe-HP button's label.
pub fn foe_hp_label(hidden: bool) -> String {
    if hidden {
        crate::t!("menu-foe-hp-hidden")
    } else {
        crate::t!("menu-foe-hp-shown")
    }
}

/// The foe-HP button when its interaction changed.
type FoeHpClicks<'w, 's> = Query<
    'w,
    's,
    (&'static Interaction, &'static Children),
    (Changed<Interaction>, With<FoeHpButton>),
>;

/// The foe-HP button: flips the setting and its label.
pub fn foe_hp_button(
    buttons: FoeHpClicks,
    mut texts: Query<&mut Text>,
    mut settings: ResMut<super::ai_turns::AiSettings>,
) {
    for (interaction, children) in &buttons {
        if *interaction != Interaction::Pressed {
            continue;
        }
        settings.hide_foe_hp = !settings.hide_foe_hp;
        let hidden = settings.hide_foe_hp;
        if let Err(why) = crate::settings::update(|s| s.hide_foe_hp = Some(hidden)) {
            eprintln!("the foes' HP setting is not kept: {why}");
        }
        for child in children {
            if let Ok(mut text) = texts.get_mut(*child) {
                text.0 = foe_hp_label(hidden);
            }
        }
    }
}

/// Shows the saved fights in place of the levels.
#[derive(Component)]
pub struct LoadButton;

/// Back from the saved fights to the levels.
#[derive(Component)]
pub struct BackButton;

/// What the menu lists: the levels, or the saved fights; and a save the player must confirm
/// (it does not give the fight saved), with what to tell them.
#[derive(Resource, Clone, Debug, Default)]
pub struct MenuPage {
    pub saves: bool,
    pub confirm: Option<PathBuf>,
    pub notice: Option<String>,
}

#[derive(Component)]
pub struct QuitButton;

/// Opens the level editor on a new level.
#[derive(Component)]
pub struct EditorButton;

/// The editor's button, pressed: the editor opens on a new level.
fn editor_button(
    buttons: Query<&Interaction, (Changed<Interaction>, With<EditorButton>)>,
    mut commands: Commands,
    mut next: ResMut<NextState<AppState>>,
) {
    if buttons.iter().any(|i| *i == Interaction::Pressed) {
        commands.insert_resource(super::editor::EditorStart::New);
        next.set(AppState::Editing);
    }
}

/// Switches hot-seat play (every side by hand) on and off.
#[derive(Component)]
pub struct HotSeatButton;

/// Cycles the AI's difficulty: the level's own, easy, normal, hard.
#[derive(Component)]
pub struct DifficultyButton;

/// The scrolling list of levels.
#[derive(Component)]
pub struct LevelList;

/// The mouse wheel scrolls the level list (the menu's only scrolling part).
pub fn scroll_levels(
    scroll: Res<bevy::input::mouse::AccumulatedMouseScroll>,
    mut lists: Query<(&mut ScrollPosition, &ComputedNode), With<LevelList>>,
) {
    if scroll.delta.y == 0.0 {
        return;
    }
    let pixels = super::scrollbars::wheel_pixels(&scroll);
    for (mut pos, computed) in &mut lists {
        pos.y = super::scrollbars::scrolled(pos.y, pixels, computed);
    }
}

/// Switches the language (kept in the settings file); the menu is built again in it at once.
#[derive(Component)]
pub struct LanguageButton;

/// The button that cycles the interface's scale (kept in the settings file).
#[derive(Component)]
pub struct ScaleButton;

/// The scale button's label.
pub fn scale_label(scale: f32) -> String {
    crate::t!("menu-ui-scale", percent = format!("{:.0}", scale * 100.0))
}

/// Makes `lang` the game's language and keeps it in the settings file, unless that file cannot
/// be read (it is then left as it is, and the choice lasts until the game closes).
pub fn choose_language(lang: crate::i18n::Lang) -> Result<(), String> {
    crate::i18n::set(lang);
    crate::settings::update(|s| s.lang = Some(lang))
}

/// The label of the opponents' buttons, from the settings.
pub fn opponent_labels(settings: &super::ai_turns::AiSettings) -> (String, String) {
    let seat = match (settings.hot_seat, settings.handoff) {
        (true, true) => crate::t!("menu-hot-seat-on"),
        (true, false) => crate::t!("menu-hot-seat-open"),
        (false, _) => crate::t!("menu-hot-seat-off"),
    };
    let difficulty = match settings.difficulty {
        None => crate::t!("menu-difficulty-level"),
        Some(d) => crate::t!("menu-difficulty", difficulty = d.name()),
    };
    (seat, difficulty)
}

/// The hot-seat button's cycle: off, on with the pass screen, on without it.
pub fn next_seat(hot_seat: bool, handoff: bool) -> (bool, bool) {
    match (hot_seat, handoff) {
        (false, _) => (true, true),
        (true, true) => (true, false),
        (true, false) => (false, false),
    }
}

/// The next difficulty setting in the cycle.
pub fn next_difficulty(
    d: Option<crate::level::schema::Difficulty>,
) -> Option<crate::level::schema::Difficulty> {
    use crate::level::schema::Difficulty as D;
    match d {
        None => Some(D::Easy),
        Some(D::Easy) => Some(D::Normal),
        Some(D::Normal) => Some(D::Hard),
        Some(D::Hard) => None,
    }
}

/// One entry of the level list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelEntry {
    pub path: PathBuf,
    /// The file name without `.ron`.
    pub stem: String,
    pub name: String,
    pub description: String,
    /// Why it cannot be played, if it cannot.
    pub problem: Option<String>,
    /// The rules it plays (Core for a level that does not load).
    pub ruleset: crate::rulesets::id::RulesetId,
    /// How many of seed 001's switches it turns on.
    pub seed_001_rules: usize,
}

/// The folder of levels to list: `./levels`, else next to the executable; none, and the menu
/// lists the levels the game ships with (`crate::shipped`).
pub fn levels_dir() -> Option<PathBuf> {
    let here = PathBuf::from("levels");
    if here.is_dir() {
        return Some(here);
    }
    std::env::current_exe()
        .ok()
        .and_then(|e| e.parent().map(|p| p.join("levels")))
        .filter(|d| d.is_dir())
}

/// The text of the level at `path`: the file, or, when there is none, the shipped level it names
/// (`levels/NAME.ron`, as the menu lists them when no folder holds them).
pub fn level_text(path: &Path) -> Result<String, crate::level::Diagnostic> {
    crate::level::diagnostics::read_text(path).or_else(|missing| {
        crate::shipped::level_text(path)
            .filter(|_| !path.exists())
            .map(String::from)
            .ok_or(missing)
    })
}

/// Every `.ron` level in `dir`, sorted by file name, each loaded to read its name.
pub fn list_levels(dir: &Path, data: Result<&GameData, &str>) -> Vec<LevelEntry> {
    crate::level::ron_files(dir)
        .into_iter()
        .map(|path| {
            let loaded = match data {
                Ok(d) => load_level(&path, d).map_err(first_problem),
                Err(e) => Err(e.to_string()),
            };
            level_entry(path, loaded)
        })
        .collect()
}

/// The levels the game ships with, as [`list_levels`] lists a folder's.
pub fn list_shipped_levels(data: Result<&GameData, &str>) -> Vec<LevelEntry> {
    crate::shipped::levels()
        .map(|(path, text)| {
            let loaded = match data {
                Ok(d) => crate::level::load_level_str(&path, text, d).map_err(first_problem),
                Err(e) => Err(e.to_string()),
            };
            level_entry(path, loaded)
        })
        .collect()
}

fn first_problem(errs: Vec<crate::level::Diagnostic>) -> String {
    errs.first()
        .map_or_else(|| "invalid".to_string(), ToString::to_string)
}

/// A level's entry: its name and description, or why it cannot be played.
fn level_entry(path: PathBuf, loaded: Result<crate::level::LoadedLevel, String>) -> LevelEntry {
    let stem = path
        .file_stem()
        .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
    match loaded {
        Ok(l) => LevelEntry {
            stem,
            path,
            name: l.name.now().to_string(),
            description: l.description.now().to_string(),
            problem: None,
            ruleset: l.ruleset,
            seed_001_rules: l.rules.switches_on().len(),
        },
        Err(problem) => LevelEntry {
            path,
            name: stem.clone(),
            stem,
            description: String::new(),
            problem: Some(problem),
            ruleset: Default::default(),
            seed_001_rules: 0,
        },
    }
}

/// The rules a level plays, as its menu entry shows them: the ruleset, and how many of seed
/// 001's switches it turns on.
pub fn ruleset_label(entry: &LevelEntry) -> String {
    match entry.seed_001_rules {
        0 => entry.ruleset.title(),
        n => crate::t!(
            "menu-ruleset-with-seed-001",
            ruleset = entry.ruleset.title(),
            count = n
        ),
    }
}

const BUTTON: Color = Color::srgb(0.13, 0.14, 0.19);
const BUTTON_HOVER: Color = Color::srgb(0.2, 0.22, 0.3);

/// A settings-row button with `label`.
fn menu_button(label: String) -> impl Bundle {
    (
        Button,
        Node {
            padding: UiRect::axes(px(12.0), px(6.0)),
            ..default()
        },
        BackgroundColor(BUTTON),
        children![(Text::new(label), font(14.0), TextColor(Color::WHITE))],
    )
}

fn font(size: f32) -> TextFont {
    TextFont {
        font_size: FontSize::Px(size),
        ..default()
    }
}

/// What the menu shows, read when it opens: the levels (or the saves), the fight to continue,
/// the campaign's progress and which levels it still locks.
struct MenuContent {
    entries: Vec<LevelEntry>,
    /// The mods installed, each with its levels.
    mods: Vec<ModListing>,
    saves: Vec<super::saves::SaveListing>,
    latest: Option<super::saves::SaveListing>,
    progress: crate::campaign::Progress,
    progress_problem: Option<String>,
    /// For each level, the name of the one to win first, if any.
    locks: Vec<Option<String>>,
    dir: Option<PathBuf>,
    saves_dir: Option<PathBuf>,
}

/// Reads what `page` shows (each page reads only that: the levels, or the saves, of which the
/// levels' page needs the newest that can be opened, for Continue).
fn menu_content(
    page: &MenuPage,
    data_or_why: Result<&GameData, &str>,
    extra_mods: &[PathBuf],
) -> MenuContent {
    let dir = levels_dir();
    let entries = match (&dir, page.saves) {
        (_, true) => Vec::new(),
        (Some(dir), false) => list_levels(dir, data_or_why),
        (None, false) => list_shipped_levels(data_or_why),
    };
    let saves_dir = crate::save::saves_dir();
    let entries_of_saves = saves_dir
        .as_deref()
        .map(crate::save::list_saves)
        .unwrap_or_default();
    let listing = |entry| super::saves::save_listing(entry, data_or_why);
    let (saves, latest) = if page.saves {
        (entries_of_saves.iter().map(listing).collect(), None)
    } else {
        let latest = crate::save::to_continue(&entries_of_saves)
            .map(listing)
            .filter(|s| s.problem.is_none());
        (Vec::new(), latest)
    };
    let progress = crate::campaign::progress_path().map(|p| crate::campaign::load_progress(&p));
    let progress_problem = progress.as_ref().and_then(|p| p.as_ref().err().cloned());
    let progress = progress.and_then(Result::ok).unwrap_or_default();
    let stems: Vec<String> = entries.iter().map(|e| e.stem.clone()).collect();
    let name_of = |stem: &str| {
        entries
            .iter()
            .find(|e| e.stem == stem)
            .map_or(stem.to_string(), |e| e.name.clone())
    };
    let locks = crate::campaign::locked_by(&stems, &progress)
        .into_iter()
        .map(|l| l.map(|stem| name_of(&stem)))
        .collect();
    let mods = match page.saves {
        true => Vec::new(),
        false => list_mods(&crate::mods::installed(extra_mods), data_or_why),
    };
    MenuContent {
        entries,
        mods,
        saves,
        latest,
        progress,
        progress_problem,
        locks,
        dir,
        saves_dir,
    }
}

pub fn spawn_menu(
    mut commands: Commands,
    settings: Option<Res<super::ai_turns::AiSettings>>,
    ui_scale: Option<Res<UiScale>>,
    page: Option<Res<MenuPage>>,
    mods: Option<Res<ModFolders>>,
) {
    let page = page.map(|p| p.clone()).unwrap_or_default();
    let scale = ui_scale.map_or(1.0, |s| s.0);
    let settings_now = settings.map(|s| s.clone()).unwrap_or_default();
    let data = GameData::discover(None);
    let data_error = data.as_ref().err().map(|errs| {
        errs.first()
            .map_or_else(|| "the game data is invalid".into(), ToString::to_string)
    });
    let data_or_why = data
        .as_ref()
        .map_err(|_| data_error.as_deref().unwrap_or("invalid data"));
    let extra_mods = mods.map(|m| m.0.clone()).unwrap_or_default();
    let content = menu_content(&page, data_or_why, &extra_mods);
    commands
        .spawn((
            DespawnOnExit(AppState::Menu),
            Node {
                width: percent(100.0),
                height: percent(100.0),
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                padding: UiRect::axes(px(0.0), px(24.0)),
                row_gap: px(8.0),
                ..default()
            },
            BackgroundColor(Color::srgb(0.06, 0.06, 0.08)),
        ))
        .with_children(|menu| {
            spawn_menu_headings(menu, &page, &content);
            spawn_menu_list(menu, &page, content);
            // The settings wrap onto a second line in a narrow window.
            menu.spawn(Node {
                flex_direction: FlexDirection::Row,
                flex_wrap: FlexWrap::Wrap,
                justify_content: JustifyContent::Center,
                max_width: percent(96.0),
                column_gap: px(8.0),
                row_gap: px(6.0),
                margin: UiRect::top(px(8.0)),
                ..default()
            })
            .with_children(|row| spawn_settings_row(row, &page, &settings_now, scale));
            spawn_menu_footer(menu, &page);
        });
}

/// The title, and above the list: what keeps it empty, an unreadable progress file, the fight
/// to continue, or the saves' heading.
fn spawn_menu_headings(menu: &mut ChildSpawnerCommands, page: &MenuPage, content: &MenuContent) {
    let MenuContent {
        entries,
        latest,
        progress_problem,
        dir,
        saves,
        saves_dir,
        ..
    } = content;
    menu.spawn((
        Text::new("Leyendas Tactics"),
        font(44.0),
        TextColor(Color::srgb(1.0, 0.85, 0.4)),
    ));
    menu.spawn((
        Text::new(crate::t!("menu-subtitle")),
        font(16.0),
        TextColor(Color::srgb(0.75, 0.75, 0.8)),
        Node {
            margin: UiRect::bottom(px(8.0)),
            ..default()
        },
    ));
    if entries.is_empty() && !page.saves {
        menu.spawn((
            Text::new(crate::t!(
                "menu-no-levels",
                dir = dir
                    .as_deref()
                    .unwrap_or(Path::new(crate::shipped::LEVELS_FOLDER))
                    .display()
                    .to_string()
            )),
            font(18.0),
            TextColor(Color::srgb(1.0, 0.5, 0.4)),
        ));
    }
    if let Some(problem) = progress_problem.clone() {
        menu.spawn((
            Text::new(crate::t!("menu-progress-unreadable", problem = problem)),
            font(14.0),
            TextColor(Color::srgb(1.0, 0.5, 0.4)),
        ));
    }
    match (page, latest) {
        (MenuPage { saves: false, .. }, Some(latest)) => {
            menu.spawn((
                Button,
                MenuSave(latest.path.clone()),
                Node {
                    width: px(640.0),
                    // In line with the level list, which keeps room for its scrollbar.
                    margin: UiRect::right(px(20.0)),
                    flex_direction: FlexDirection::Column,
                    padding: UiRect::axes(px(16.0), px(8.0)),
                    row_gap: px(2.0),
                    ..default()
                },
                BackgroundColor(BUTTON),
                children![
                    (
                        Text::new(crate::t!("menu-continue", level = latest.title.clone())),
                        font(20.0),
                        TextColor(Color::srgb(1.0, 0.85, 0.4)),
                    ),
                    (
                        Text::new(latest.detail.clone()),
                        font(14.0),
                        TextColor(Color::srgb(0.75, 0.75, 0.8)),
                    )
                ],
            ));
        }
        (MenuPage { saves: true, .. }, _) => {
            menu.spawn((
                Text::new(crate::t!("menu-saves-heading")),
                font(24.0),
                TextColor(Color::WHITE),
            ));
            if let Some(notice) = &page.notice {
                menu.spawn((
                    Text::new(notice.clone()),
                    font(15.0),
                    TextColor(Color::srgb(1.0, 0.7, 0.4)),
                    Node {
                        max_width: px(640.0),
                        ..default()
                    },
                ));
            }
            if saves.is_empty() {
                let dir = saves_dir
                    .as_ref()
                    .map_or_else(String::new, |d| d.display().to_string());
                menu.spawn((
                    Text::new(crate::t!("menu-no-saves", dir = dir)),
                    font(16.0),
                    TextColor(Color::srgb(0.75, 0.75, 0.8)),
                ));
            }
        }
        _ => {}
    }
}

/// The levels, or the saves, in a list that scrolls (the mouse wheel over it); the buttons stay
/// in view below.
fn spawn_menu_list(menu: &mut ChildSpawnerCommands, page: &MenuPage, content: MenuContent) {
    menu.spawn((
        Node {
            width: px(660.0),
            flex_direction: FlexDirection::Column,
            flex_grow: 1.0,
            min_height: px(0.0),
            row_gap: px(10.0),
            overflow: Overflow::scroll_y(),
            scrollbar_width: super::scrollbars::SCROLLBAR_WIDTH,
            ..default()
        },
        LevelList,
        ScrollPosition::default(),
    ))
    .with_children(|list| {
        if page.saves {
            for listing in &content.saves {
                spawn_save_entry(list, listing);
            }
            return;
        }
        for (entry, lock) in content.entries.into_iter().zip(content.locks) {
            let won = content.progress.won.contains(&entry.stem);
            spawn_level_entry(list, entry, lock, won);
        }
        for listing in content.mods {
            spawn_mod_heading(list, &listing);
            for entry in listing.levels {
                spawn_level_entry(list, entry, None, false);
            }
        }
    });
}

/// A mod's line above its levels: its name, version and authors; or, for a mod that does not
/// load, its folder and its first problem (its levels are then not listed).
fn spawn_mod_heading(list: &mut ChildSpawnerCommands, listing: &ModListing) {
    list.spawn(Node {
        width: px(640.0),
        flex_direction: FlexDirection::Column,
        margin: UiRect::top(px(8.0)),
        ..default()
    })
    .with_children(|heading| {
        heading.spawn((
            Text::new(listing.title.clone()),
            font(16.0),
            TextColor(Color::srgb(0.95, 0.78, 0.4)),
        ));
        if let Some(problem) = &listing.problem {
            heading.spawn((
                Text::new(crate::t!("menu-mod-disabled", problem = problem.clone())),
                font(13.0),
                TextColor(Color::srgb(1.0, 0.5, 0.4)),
            ));
        }
    });
}

/// A mod as the menu lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModListing {
    /// "Mod: name 1.0 (authors)", or its folder's name when its manifest does not load.
    pub title: String,
    /// Why it cannot be played, if it cannot: its first problem.
    pub problem: Option<String>,
    pub levels: Vec<LevelEntry>,
}

/// The mods at `roots`, each with its levels read with its data laid over the game's `data`.
pub fn list_mods(roots: &[PathBuf], data: Result<&GameData, &str>) -> Vec<ModListing> {
    roots.iter().map(|root| mod_listing(root, data)).collect()
}

fn mod_listing(root: &Path, data: Result<&GameData, &str>) -> ModListing {
    let folder = root.file_name().map_or_else(
        || root.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    let manifest = crate::mods::manifest(root);
    let by = |authors: &[String]| {
        if authors.is_empty() {
            String::new()
        } else {
            format!(" ({})", authors.join(", "))
        }
    };
    let title = match &manifest {
        Ok((m, _)) => crate::t!(
            "menu-mod",
            name = m.name.now().to_string(),
            version = m.version.clone(),
            authors = by(&m.authors)
        ),
        Err(_) => crate::t!("menu-mod", name = folder, version = "", authors = ""),
    };
    let data = match (manifest, data) {
        (Err(problems), _) => Err(first_problem(problems)),
        (Ok(_), Err(why)) => Err(why.to_string()),
        (Ok(_), Ok(data)) => crate::mods::lay_over(root, data.clone()).map_err(first_problem),
    };
    match data {
        Err(problem) => ModListing {
            title,
            problem: Some(problem),
            levels: Vec::new(),
        },
        Ok((data, _)) => ModListing {
            title,
            problem: None,
            levels: list_levels(&root.join("levels"), Ok(&data)),
        },
    }
}

/// The mods `--mods` named (a mod's folder, or a folder of mods), listed with those installed.
#[derive(Resource, Clone, Debug, Default)]
pub struct ModFolders(pub Vec<PathBuf>);

/// One level in the list: its name (won or not) with the rules it plays, and its description,
/// or why it cannot be played or which level to win first.
fn spawn_level_entry(
    list: &mut ChildSpawnerCommands,
    entry: LevelEntry,
    lock: Option<String>,
    won: bool,
) {
    let mut button = list.spawn((
        Button,
        Node {
            width: px(640.0),
            flex_direction: FlexDirection::Column,
            padding: UiRect::axes(px(14.0), px(7.0)),
            row_gap: px(2.0),
            ..default()
        },
        BackgroundColor(BUTTON),
    ));
    if entry.problem.is_none() && lock.is_none() {
        button.insert(MenuLevel(entry.path.clone()));
    }
    button.with_children(|b| {
        let title = if won {
            crate::t!("menu-won", level = entry.name.clone())
        } else {
            entry.name.clone()
        };
        let title_color = if lock.is_some() {
            Color::srgb(0.45, 0.45, 0.5)
        } else {
            Color::WHITE
        };
        // The name, and the rules it plays at the right of the same line.
        b.spawn(Node {
            justify_content: JustifyContent::SpaceBetween,
            align_items: AlignItems::Baseline,
            column_gap: px(12.0),
            ..default()
        })
        .with_children(|line| {
            line.spawn((Text::new(title), font(20.0), TextColor(title_color)));
            if entry.problem.is_none() {
                line.spawn((
                    Text::new(ruleset_label(&entry)),
                    font(13.0),
                    TextColor(Color::srgb(0.95, 0.78, 0.4)),
                ));
            }
        });
        let (text, color) = match (&entry.problem, &lock) {
            (Some(p), _) => (
                crate::t!("menu-cannot-play", problem = p.clone()),
                Color::srgb(1.0, 0.5, 0.4),
            ),
            (None, Some(first)) => (
                crate::t!("menu-locked", level = first.clone()),
                Color::srgb(0.55, 0.55, 0.6),
            ),
            (None, None) => (entry.description, Color::srgb(0.75, 0.75, 0.8)),
        };
        b.spawn((Text::new(text), font(13.0), TextColor(color)));
    });
}

/// The settings' buttons: who plays, the AI's difficulty, foes' hit points, the language, the
/// saves' page (or back), the interface's size.
fn spawn_settings_row(
    row: &mut ChildSpawnerCommands,
    page: &MenuPage,
    settings_now: &super::ai_turns::AiSettings,
    scale: f32,
) {
    let (seat_label, difficulty_label) = opponent_labels(settings_now);
    for (label, seat) in [(seat_label, true), (difficulty_label, false)] {
        let mut b = row.spawn(menu_button(label));
        if seat {
            b.insert(HotSeatButton);
        } else {
            b.insert(DifficultyButton);
        }
    }
    let hide_foe_hp = settings_now.hide_foe_hp;
    row.spawn((menu_button(foe_hp_label(hide_foe_hp)), FoeHpButton));
    let language = crate::t!("menu-language", language = crate::i18n::current().name());
    row.spawn((menu_button(language), LanguageButton));
    let (label, page_button) = if page.saves {
        (crate::t!("menu-back"), false)
    } else {
        (crate::t!("menu-load"), true)
    };
    let mut b = row.spawn(menu_button(label));
    if page_button {
        b.insert(LoadButton);
    } else {
        b.insert(BackButton);
    }
    row.spawn((menu_button(scale_label(scale)), ScaleButton));
}

/// Quit, and the hint of the keys.
fn spawn_menu_footer(menu: &mut ChildSpawnerCommands, page: &MenuPage) {
    menu.spawn((menu_button(crate::t!("menu-editor")), EditorButton));
    menu.spawn((
        Button,
        QuitButton,
        Node {
            margin: UiRect::top(px(6.0)),
            padding: UiRect::axes(px(24.0), px(6.0)),
            ..default()
        },
        BackgroundColor(BUTTON),
        children![(
            Text::new(crate::t!("menu-quit")),
            font(20.0),
            TextColor(Color::WHITE)
        )],
    ));
    menu.spawn((
        Text::new(if page.saves {
            crate::t!("menu-hint-saves")
        } else {
            crate::t!("menu-hint")
        }),
        font(14.0),
        TextColor(Color::srgb(0.6, 0.6, 0.65)),
    ));
}

/// One saved fight in the list: the level, where the fight stood and when; a save that cannot
/// be opened says why and cannot be picked.
fn spawn_save_entry(list: &mut ChildSpawnerCommands, listing: &super::saves::SaveListing) {
    let title = if listing.autosave {
        format!("{} · {}", listing.title, crate::t!("menu-save-autosave"))
    } else {
        listing.title.clone()
    };
    let detail_color = if listing.problem.is_some() {
        Color::srgb(1.0, 0.5, 0.4)
    } else {
        Color::srgb(0.75, 0.75, 0.8)
    };
    let readable = listing.problem.is_none();
    list.spawn(Node {
        width: px(640.0),
        column_gap: px(8.0),
        ..default()
    })
    .with_children(|row| {
        let mut button = row.spawn((
            Button,
            Node {
                flex_grow: 1.0,
                flex_direction: FlexDirection::Column,
                padding: UiRect::axes(px(16.0), px(8.0)),
                row_gap: px(2.0),
                ..default()
            },
            BackgroundColor(BUTTON),
        ));
        if readable {
            button.insert(MenuSave(listing.path.clone()));
        }
        button.with_children(|b| {
            b.spawn((Text::new(title), font(19.0), TextColor(Color::WHITE)));
            b.spawn((
                Text::new(listing.detail.clone()),
                font(14.0),
                TextColor(detail_color),
            ));
        });
        if readable {
            row.spawn((
                Button,
                MenuWatch(listing.path.clone()),
                Node {
                    padding: UiRect::axes(px(14.0), px(8.0)),
                    align_items: AlignItems::Center,
                    ..default()
                },
                BackgroundColor(BUTTON),
                children![(
                    Text::new(crate::t!("menu-save-watch")),
                    font(16.0),
                    TextColor(Color::WHITE)
                )],
            ));
        }
    });
}

/// Load and Back switch the list; a save's button opens it, or, when it does not give the fight
/// saved, says so and opens it as far as it agrees on a second click.
#[allow(clippy::type_complexity)]
pub fn save_buttons(
    buttons: Query<
        (
            &Interaction,
            (Option<&MenuSave>, Option<&MenuWatch>),
            Has<LoadButton>,
            Has<BackButton>,
        ),
        (Changed<Interaction>, With<Button>),
    >,
    mut page: ResMut<MenuPage>,
    mut commands: Commands,
    mut next: ResMut<NextState<AppState>>,
) {
    for (interaction, (save, watch), load, back) in &buttons {
        if *interaction != Interaction::Pressed {
            continue;
        }
        if load || back {
            *page = MenuPage {
                saves: load,
                ..default()
            };
            next.set(AppState::Menu);
        }
        let (path, watch) = match (save, watch) {
            (Some(MenuSave(path)), _) => (path, false),
            (_, Some(MenuWatch(path))) => (path, true),
            _ => continue,
        };
        match super::saves::open_save(path, watch) {
            Ok((fight, warning)) => {
                let confirmed = page.confirm.as_ref() == Some(path);
                match warning {
                    Some(warning) if !confirmed => {
                        *page = MenuPage {
                            saves: true,
                            confirm: Some(path.clone()),
                            notice: Some(crate::t!("menu-save-confirm", warning = warning)),
                        };
                        next.set(AppState::Menu);
                    }
                    _ => {
                        *page = MenuPage::default();
                        commands.insert_resource(fight);
                        next.set(AppState::Playing);
                    }
                }
            }
            Err(why) => {
                *page = MenuPage {
                    saves: true,
                    confirm: None,
                    notice: Some(crate::t!("menu-save-broken", problem = why)),
                };
                next.set(AppState::Menu);
            }
        }
    }
}

#[allow(clippy::type_complexity)]
pub fn menu_input(
    mut buttons: Query<
        (
            &Interaction,
            &mut BackgroundColor,
            Option<&MenuLevel>,
            Option<&QuitButton>,
            Option<&Children>,
            (
                Has<HotSeatButton>,
                Has<DifficultyButton>,
                Has<LanguageButton>,
                Has<ScaleButton>,
            ),
        ),
        (Changed<Interaction>, With<Button>),
    >,
    mut texts: Query<&mut Text>,
    mut settings: ResMut<super::ai_turns::AiSettings>,
    actions: Query<&ActionState<GameAction>>,
    mut commands: Commands,
    (mut next, mut exit, mut ui_scale): (
        ResMut<NextState<AppState>>,
        MessageWriter<AppExit>,
        ResMut<UiScale>,
    ),
) {
    if actions.iter().any(|a| a.just_pressed(&GameAction::Cancel)) {
        exit.write(AppExit::Success);
    }
    for (interaction, mut color, level, quit, children, (seat, difficulty, language, scale)) in
        &mut buttons
    {
        *color = match interaction {
            Interaction::Hovered => BUTTON_HOVER.into(),
            _ => BUTTON.into(),
        };
        if *interaction != Interaction::Pressed {
            continue;
        }
        if quit.is_some() {
            exit.write(AppExit::Success);
        }
        if language {
            if let Err(why) = choose_language(crate::i18n::current().next()) {
                eprintln!("the language is not kept: {why}");
            }
            // Entering the menu again builds it in the new language.
            next.set(AppState::Menu);
        }
        if scale {
            ui_scale.0 = crate::settings::next_scale(ui_scale.0);
            let chosen = ui_scale.0;
            if let Err(why) = crate::settings::update(|s| s.ui_scale = Some(chosen)) {
                eprintln!("the interface scale is not kept: {why}");
            }
            for child in children.into_iter().flatten() {
                if let Ok(mut text) = texts.get_mut(*child) {
                    text.0 = scale_label(chosen);
                }
            }
        }
        if seat || difficulty {
            if seat {
                (settings.hot_seat, settings.handoff) =
                    next_seat(settings.hot_seat, settings.handoff);
                let handoff = settings.handoff || !settings.hot_seat;
                if let Err(why) = crate::settings::update(|s| s.handoff = Some(handoff)) {
                    eprintln!("the pass screen setting is not kept: {why}");
                }
            } else {
                settings.difficulty = next_difficulty(settings.difficulty);
            }
            let (seat_label, difficulty_label) = opponent_labels(&settings);
            let label = if seat { seat_label } else { difficulty_label };
            for child in children.into_iter().flatten() {
                if let Ok(mut text) = texts.get_mut(*child) {
                    text.0 = label.clone();
                }
            }
        }
        if let Some(MenuLevel(path)) = level {
            // A mod's level is read with the mod's data.
            let loaded = crate::mods::data_for(path, None)
                .and_then(|(data, _)| {
                    let text = level_text(path).map_err(|d| vec![d])?;
                    let level = crate::level::load_level_str(path, &text, &data)?;
                    Ok((level, crate::save::LevelSource::new(path, &text, &data)))
                })
                .map_err(|errs| errs.first().map(ToString::to_string).unwrap_or_default());
            match loaded {
                Ok((mut level, source)) => {
                    let source = Some(crate::campaign::carry_into(&mut level, source));
                    let seed: u64 = rand::random();
                    commands.insert_resource(PendingEncounter {
                        level,
                        seed,
                        commands: Vec::new(),
                        rolls: Vec::new(),
                        source,
                        watch: None,
                    });
                    next.set(AppState::Playing);
                }
                Err(e) => eprintln!("{e}"),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_menu_lists_a_mod_with_its_levels_and_a_broken_mod_disabled_with_its_first_problem() {
        let broken = std::env::temp_dir().join(format!("leyendas-menu-mod-{}", std::process::id()));
        std::fs::create_dir_all(broken.join("levels")).unwrap();
        std::fs::write(broken.join(crate::mods::MANIFEST), "Mod(name: \"Broken\")").unwrap();
        let data = GameData::discover(None).unwrap();
        let listed = list_mods(&[PathBuf::from("mods/example"), broken.clone()], Ok(&data));
        assert_eq!(
            listed[0].title,
            "Mod: The Goblin Chieftain 1.0.0 (Leyendas Tactics)"
        );
        assert_eq!(listed[0].problem, None);
        let names: Vec<(&str, Option<&String>)> = listed[0]
            .levels
            .iter()
            .map(|l| (l.name.as_str(), l.problem.as_ref()))
            .collect();
        assert_eq!(names, [("The Chieftain's Hall", None)]);
        let folder = broken.file_name().unwrap().to_string_lossy();
        assert_eq!(listed[1].title, format!("Mod: {folder} "));
        let problem = listed[1].problem.clone().unwrap_or_default();
        assert!(
            problem.contains("mod.ron:1:") && problem.contains("version"),
            "{problem}"
        );
        assert!(listed[1].levels.is_empty());
    }

    #[test]
    fn the_difficulty_button_cycles_through_the_level_s_own_and_each_setting() {
        use crate::level::schema::Difficulty as D;
        let mut d = None;
        let mut seen = Vec::new();
        for _ in 0..4 {
            d = next_difficulty(d);
            seen.push(d);
        }
        assert_eq!(seen, [Some(D::Easy), Some(D::Normal), Some(D::Hard), None]);
        let mut on = super::super::ai_turns::AiSettings {
            hot_seat: true,
            handoff: true,
            difficulty: Some(D::Hard),
            ..Default::default()
        };
        assert_eq!(
            opponent_labels(&on),
            (
                "Hot-seat: on, the screen passed between players".to_string(),
                "AI difficulty: hard".to_string()
            )
        );
        // The hot-seat button: on with the pass screen, on without it, off, and round again.
        let mut labels = Vec::new();
        for _ in 0..3 {
            (on.hot_seat, on.handoff) = next_seat(on.hot_seat, on.handoff);
            labels.push(opponent_labels(&on).0);
        }
        assert_eq!(
            labels,
            [
                "Hot-seat: on, no pass screen",
                "Hot-seat: off (the AI plays its sides)",
                "Hot-seat: on, the screen passed between players"
            ]
        );
    }

    #[test]
    fn the_menu_lists_every_shipped_level_by_its_name() {
        let data = GameData::built_in().unwrap();
        let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("levels");
        let entries = list_levels(&dir, Ok(&data));
        let names: Vec<&str> = entries.iter().map(|e| e.name.as_str()).collect();
        assert_eq!(
            names,
            vec![
                "First Blood",
                "Ambush at the Ford",
                "The Ogre's Bridge",
                "The Hexers' Grove",
                "The Goblin King",
                "Wolf Riders",
                "The Stone Circle",
                "The Mill Bridge",
                "The Open Steppe",
                "First Blood (OSR)",
                "Ambush at the Ford (OSR)",
                "The Hexers' Grove (OSR)",
                "The Cult of Fear",
                "First Blood (WFRP)",
                "The Ogre's Bridge (WFRP)"
            ]
        );
        assert!(
            entries
                .iter()
                .all(|e| e.problem.is_none() && !e.description.is_empty())
        );
    }

    #[test]
    fn a_broken_level_is_listed_with_its_problem() {
        let dir = std::env::temp_dir().join(format!("leyendas-menu-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("a.ron"), "Level(").unwrap();
        std::fs::write(dir.join("notes.txt"), "not a level").unwrap();
        let data = GameData::built_in().unwrap();
        let entries = list_levels(&dir, Ok(&data));
        assert_eq!(entries.len(), 1);
        assert_eq!(entries[0].name, "a");
        assert!(
            entries[0].problem.as_ref().unwrap().contains("a.ron:1:"),
            "{:?}",
            entries[0]
        );
    }
}
