//! The hot-seat handoff (issue 17): when the turn passes from one person's side to another's, a
//! "pass to <side>" screen covers the board and the HUD until the next player clicks (or presses
//! Enter or Space), so nobody sees the plans, previews or unit panels of a side that is not theirs.
//! On by default in hot-seat; the title menu's hot-seat button turns it off.

use super::ai_turns::AiSettings;
use crate::combat::{Side, Sides, TurnState};
use crate::input::GameAction;
use crate::level::schema::Controller;
use bevy::prelude::*;
use bevy::ui::FocusPolicy;

/// Whose turn a person last played, and the side the screen waits for, if it waits.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Handoff {
    pub last_person_side: Option<usize>,
    pub covering: Option<usize>,
    /// The fight was entered part-way (a save, commands given): its first person's turn is
    /// covered too, since nobody knows who sits at the screen.
    pub entered_midway: bool,
    /// For each side, how long the log was when its player's last turn ended: the screen tells
    /// them what happened since.
    pub left_at: Vec<(usize, usize)>,
}

/// The most lines of what happened the pass screen shows.
const SUMMARY_LINES: usize = 8;

/// What the player of `side` missed: the hits, the healing and the falls since their last turn,
/// newest last, as the log words them (at most [`SUMMARY_LINES`], with how many more).
pub fn missed_since(world: &World, side: usize) -> Vec<String> {
    let Some(handoff) = world.get_resource::<Handoff>() else {
        return Vec::new();
    };
    let Some(&(_, from)) = handoff.left_at.iter().find(|(s, _)| *s == side) else {
        return Vec::new();
    };
    let log = &world.resource::<crate::combat::CombatLog>().0;
    let names = crate::combat::events::unit_names(world);
    let notable: Vec<&crate::combat::CombatEvent> = log[from.min(log.len())..]
        .iter()
        .filter(|e| {
            matches!(
                e,
                crate::combat::CombatEvent::Damage { .. }
                    | crate::combat::CombatEvent::Heal { .. }
                    | crate::combat::CombatEvent::HealthState { .. }
            )
        })
        .collect();
    let skipped = notable.len().saturating_sub(SUMMARY_LINES);
    let mut lines: Vec<String> = notable[skipped..]
        .iter()
        .map(|e| super::hud::log_line(world, e, &names))
        .collect();
    if skipped > 0 {
        lines.insert(0, crate::t!("handoff-earlier", count = skipped));
    }
    lines
}

/// The covering screen, and its text.
#[derive(Component)]
pub struct HandoffScreen;

#[derive(Component)]
pub struct HandoffText;

#[derive(Component)]
pub struct HandoffHint;

/// What happened since the incoming side's last turn.
#[derive(Component)]
pub struct HandoffSummary;

/// The side whose unit has the turn, when a person plays it (in the window: hot-seat, or a side
/// the level gives to a person).
pub fn person_side_now(world: &World) -> Option<usize> {
    let turn = crate::combat::hot::get::<TurnState>(world)?;
    if turn.phase != crate::combat::Phase::Running {
        return None;
    }
    let unit = turn.current_unit()?;
    let side = world.get::<Side>(unit)?.0;
    person_plays(world, unit).then_some(side)
}

/// Whether a person plays `unit` in the window: in hot-seat, or when its side is a person's.
pub fn person_plays(world: &World, unit: Entity) -> bool {
    let hot_seat = world
        .get_resource::<AiSettings>()
        .is_some_and(|s| s.hot_seat);
    hot_seat
        || world.get::<Side>(unit).is_some_and(|side| {
            crate::combat::hot::resource::<Sides>(world)
                .0
                .get(side.0)
                .is_some_and(|s| s.controller == Controller::Human)
        })
}

/// Whether this fight hides foes' exact hit points (the level or the menu says so).
pub fn foe_hp_hidden(world: &World) -> bool {
    world
        .get_resource::<AiSettings>()
        .is_some_and(|s| s.hide_foe_hp)
        || world
            .get_resource::<crate::combat::undo::FightOrigin>()
            .is_some_and(|o| o.level.hide_foe_hp)
}

/// The side whose player is at the screen: the one whose turn it is, if a person plays it; else
/// the last side a person played; else the first side the level gives to a person.
pub fn viewer_side(world: &World) -> Option<usize> {
    person_side_now(world)
        .or_else(|| {
            world
                .get_resource::<Handoff>()
                .and_then(|h| h.last_person_side)
        })
        .or_else(|| {
            crate::combat::hot::get::<Sides>(world)?
                .0
                .iter()
                .position(|s| s.controller == Controller::Human)
        })
}

/// Whether the player at the screen may read the exact hit points of a unit of `side`: always,
/// unless foes' HP are hidden; then only their own side's.
pub fn exact_hp_shown(world: &World, side: usize) -> bool {
    !foe_hp_hidden(world) || viewer_side(world) == Some(side)
}

/// Tells the board which sides' exact hit points to keep off their tokens.
pub fn publish_hidden_hp(world: &mut World) {
    let sides = crate::combat::hot::get::<Sides>(world).map_or(0, |s| s.0.len());
    let hidden = crate::view::HiddenHp(
        (0..sides)
            .filter(|&side| !exact_hp_shown(world, side))
            .collect(),
    );
    if world.get_resource::<crate::view::HiddenHp>() != Some(&hidden) {
        world.insert_resource(hidden);
    }
}

/// Whether the log, which every player reads, gives the hit points left of a unit of `side`:
/// always, unless foes' HP are hidden; then only against the AI, for the sides people play (in
/// hot-seat every side is somebody's foe).
pub fn log_hp_shown(world: &World, side: usize) -> bool {
    if !foe_hp_hidden(world) {
        return true;
    }
    let hot_seat = world
        .get_resource::<AiSettings>()
        .is_some_and(|s| s.hot_seat);
    !hot_seat
        && crate::combat::hot::resource::<Sides>(world)
            .0
            .get(side)
            .is_some_and(|s| s.controller == Controller::Human)
}

/// Covers the board when the turn has passed to another person's side since a person last
/// played (an AI's turns in between do not count); the first turn of a fight needs no cover.
pub fn watch_handoff(world: &mut World) {
    let on = world
        .get_resource::<AiSettings>()
        .is_some_and(|s| s.handoff)
        && !super::replay::watching(world);
    let Some(now) = person_side_now(world) else {
        return;
    };
    let mut handoff = world.get_resource::<Handoff>().cloned().unwrap_or_default();
    if handoff.covering.is_some() || handoff.last_person_side == Some(now) {
        return;
    }
    // The side that played last has just ended its turn: what follows is news to it.
    if let Some(last) = handoff.last_person_side {
        let len = world.resource::<crate::combat::CombatLog>().0.len();
        handoff.left_at.retain(|(side, _)| *side != last);
        handoff.left_at.push((last, len));
    }
    let cover = on && (handoff.last_person_side.is_some() || handoff.entered_midway);
    if cover {
        handoff.covering = Some(now);
    }
    handoff.last_person_side = Some(now);
    world.insert_resource(handoff);
    if cover {
        show(world, Some(now));
    }
}

/// A click, Enter or Space takes the cover away.
pub fn dismiss_handoff(world: &mut World) {
    if !covering(world) {
        return;
    }
    let clicked = world
        .get_resource::<ButtonInput<MouseButton>>()
        .is_some_and(|m| m.just_pressed(MouseButton::Left));
    let key = crate::input::just_pressed(world, GameAction::EndTurn)
        || crate::input::just_pressed(world, GameAction::SkipAnimation);
    if clicked || key {
        if let Some(mut handoff) = world.get_resource_mut::<Handoff>() {
            handoff.covering = None;
        }
        show(world, None);
    }
}

/// Whether the board is covered, waiting for the next player.
pub fn covering(world: &World) -> bool {
    world
        .get_resource::<Handoff>()
        .is_some_and(|h| h.covering.is_some())
}

/// Shows the screen for `side` (its name and colour), or hides it.
fn show(world: &mut World, side: Option<usize>) {
    let name = side.and_then(|s| {
        crate::combat::hot::resource::<Sides>(world)
            .0
            .get(s)
            .map(|info| info.name.clone())
    });
    let mut screens = world.query_filtered::<&mut Node, With<HandoffScreen>>();
    for mut node in screens.iter_mut(world) {
        node.display = if side.is_some() {
            Display::Flex
        } else {
            Display::None
        };
    }
    if let (Some(side), Some(name)) = (side, name) {
        let round = crate::combat::hot::resource::<TurnState>(world).round;
        let missed = missed_since(world, side);
        let mut texts = world.query_filtered::<(&mut Text, &mut TextColor), With<HandoffText>>();
        for (mut text, mut color) in texts.iter_mut(world) {
            text.0 = crate::t!("handoff-pass", side = name.clone());
            color.0 = crate::view::tokens::side_color(side).mix(&Color::WHITE, 0.35);
        }
        let mut hints =
            world.query_filtered::<&mut Text, (With<HandoffHint>, Without<HandoffText>)>();
        for mut text in hints.iter_mut(world) {
            text.0 = crate::t!("handoff-hint", side = name.clone(), round = round);
        }
        let summary = if missed.is_empty() {
            String::new()
        } else {
            format!("{}\n{}", crate::t!("handoff-since"), missed.join("\n"))
        };
        let mut summaries = world.query_filtered::<&mut Text, (
            With<HandoffSummary>,
            Without<HandoffText>,
            Without<HandoffHint>,
        )>();
        for mut text in summaries.iter_mut(world) {
            text.0 = summary.clone();
        }
    }
}

pub fn spawn_handoff_screen(
    mut commands: Commands,
    history: Option<Res<crate::combat::history::CommandHistory>>,
) {
    commands.insert_resource(Handoff {
        entered_midway: history.is_some_and(|h| !h.0.is_empty()),
        ..default()
    });
    commands
        .spawn((
            HandoffScreen,
            super::HudBlocksBoard,
            Interaction::default(),
            FocusPolicy::Block,
            DespawnOnExit(crate::states::AppState::Playing),
            Node {
                position_type: PositionType::Absolute,
                width: percent(100.0),
                height: percent(100.0),
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                justify_content: JustifyContent::Center,
                row_gap: px(16.0),
                display: Display::None,
                ..default()
            },
            // Above the HUD and the game menu: nothing of the last side's turn shows through.
            GlobalZIndex(90),
            BackgroundColor(Color::srgb(0.05, 0.05, 0.07)),
        ))
        .with_children(|screen| {
            screen.spawn((
                HandoffText,
                Text::new(""),
                super::hud::font(40.0),
                TextColor(Color::WHITE),
            ));
            screen.spawn((
                HandoffHint,
                Text::new(""),
                super::hud::font(18.0),
                TextColor(Color::srgb(0.75, 0.75, 0.8)),
            ));
            screen.spawn((
                HandoffSummary,
                Text::new(""),
                super::hud::font(14.0),
                TextColor(Color::srgb(0.85, 0.85, 0.9)),
                Node {
                    max_width: percent(80.0),
                    ..default()
                },
            ));
        });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::combat::{Command, Encounter};

    /// Level 01 with seed 4: Aria, then Tam (heroes), then the goblins.
    fn fight(settings: AiSettings) -> Encounter {
        let (mut enc, _) = crate::ui::testing::first_blood_fight(4);
        enc.world_mut().insert_resource(settings);
        enc
    }

    /// `target` losing `amount` to `source`, with `hp` left.
    fn damage(target: &str, amount: i32, hp: i32, source: &str) -> crate::combat::CombatEvent {
        crate::combat::CombatEvent::Damage {
            target: target.into(),
            amount,
            hp,
            source: source.into(),
            dice: None,
            faces: Vec::new(),
            modifiers: Default::default(),
            multiplier: 1,
            reduced: 0,
            doubled: false,
            doubled_after_armour: false,
            incorporeal: None,
            wounds: false,
        }
    }

    fn end(enc: &mut Encounter, unit: &str) {
        enc.submit(Command::EndTurn { unit: unit.into() });
        watch_handoff(enc.world_mut());
    }

    #[test]
    fn the_board_is_covered_when_the_turn_passes_to_another_person_s_side_in_hot_seat() {
        let mut enc = fight(AiSettings {
            hot_seat: true,
            handoff: true,
            ..Default::default()
        });
        // The first turn needs no cover; nor does a turn passing within the heroes.
        watch_handoff(enc.world_mut());
        assert!(!covering(enc.world()));
        end(&mut enc, "aria");
        assert_eq!(enc.current_unit().as_deref(), Some("tam"));
        assert!(!covering(enc.world()));
        // Tam ends: Snik's turn, the goblins' side (played by the other person).
        end(&mut enc, "tam");
        assert_eq!(enc.current_unit().as_deref(), Some("snik"));
        assert_eq!(enc.world().resource::<Handoff>().covering, Some(1));
        // While covered nothing changes; once dismissed, the goblins play on without a cover.
        enc.world_mut().resource_mut::<Handoff>().covering = None;
        end(&mut enc, "snik");
        assert!(!covering(enc.world()));
    }

    #[test]
    fn no_cover_against_the_ai_or_with_the_pass_screen_turned_off() {
        let mut enc = fight(AiSettings::default());
        watch_handoff(enc.world_mut());
        end(&mut enc, "aria");
        end(&mut enc, "tam");
        assert!(!covering(enc.world()), "the AI's turn is not a person's");
        let mut enc = fight(AiSettings {
            hot_seat: true,
            handoff: false,
            ..Default::default()
        });
        watch_handoff(enc.world_mut());
        end(&mut enc, "aria");
        end(&mut enc, "tam");
        assert!(!covering(enc.world()));
    }

    fn hp_line(enc: &Encounter, id: &str) -> String {
        let e = enc.entity(id).unwrap();
        crate::ui::hud::unit_lines(enc.world(), e)[1].text.clone()
    }

    #[test]
    fn foes_exact_hit_points_hidden_show_how_hurt_they_look_and_the_log_leaves_them_out() {
        // Against the AI, with the menu's setting: the heroes' player reads only their own.
        let mut enc = fight(AiSettings {
            hide_foe_hp: true,
            ..Default::default()
        });
        watch_handoff(enc.world_mut());
        assert_eq!(hp_line(&enc, "aria"), "HP 22/22  healthy");
        assert_eq!(hp_line(&enc, "snik"), "HP: unhurt");
        let goblins = 1;
        assert!(!exact_hp_shown(enc.world(), goblins) && exact_hp_shown(enc.world(), 0));
        assert!(!log_hp_shown(enc.world(), goblins) && log_hp_shown(enc.world(), 0));
        let hurt = |hp: i32| damage("snik", 5 - hp, hp, "longsword");
        let names = crate::combat::events::unit_names(enc.world());
        let lang = crate::i18n::Lang::En;
        assert!(
            hurt(1)
                .named_line(lang, &names, crate::rulesets::face::default_face())
                .ends_with("; 1 hp left")
        );
        assert_eq!(
            hurt(1).named_line_hiding_hp(lang, &names, crate::rulesets::face::default_face()),
            "Snik takes 4 damage from longsword"
        );
        // In hot-seat every side is somebody's foe: the log gives nobody's; the panel, the
        // side's at the screen.
        let mut enc = fight(AiSettings {
            hot_seat: true,
            hide_foe_hp: true,
            ..Default::default()
        });
        watch_handoff(enc.world_mut());
        assert!(!log_hp_shown(enc.world(), 0) && !log_hp_shown(enc.world(), goblins));
        assert_eq!(hp_line(&enc, "aria"), "HP 22/22  healthy");
        // Shown, the default: every number.
        let enc = fight(AiSettings::default());
        assert_eq!(hp_line(&enc, "snik"), "HP 6/6  healthy");
        // A level can ask for it too.
        let mut enc = fight(AiSettings::default());
        let (_, _, mut level, _) = crate::ui::testing::first_blood();
        level.hide_foe_hp = true;
        enc.world_mut()
            .insert_resource(crate::combat::undo::FightOrigin {
                level,
                seed: 4,
                rolls: Vec::new(),
            });
        assert_eq!(hp_line(&enc, "snik"), "HP: unhurt");
    }

    #[test]
    fn the_pass_screen_tells_a_side_what_happened_since_its_last_turn() {
        let mut enc = fight(AiSettings {
            hot_seat: true,
            handoff: true,
            ..Default::default()
        });
        // The heroes' turn ends where the log stands now.
        let world = enc.world_mut();
        let len = world.resource::<crate::combat::CombatLog>().0.len();
        world.insert_resource(Handoff {
            left_at: vec![(0, len)],
            ..Default::default()
        });
        assert!(missed_since(world, 0).is_empty(), "nothing yet");
        let hit = |hp: i32| damage("aria", 22 - hp, hp, "Short sword");
        let mut log = world.resource_mut::<crate::combat::CombatLog>();
        log.0.push(crate::combat::CombatEvent::Turn {
            unit: "snik".into(),
        });
        log.0.push(hit(18));
        assert_eq!(
            missed_since(world, 0),
            ["Aria takes 4 damage from Short sword; 18 hp left"]
        );
        // Many blows: the last eight, and how many came before.
        let mut log = world.resource_mut::<crate::combat::CombatLog>();
        for hp in (8..18).rev() {
            log.0.push(hit(hp));
        }
        let missed = missed_since(world, 0);
        assert_eq!(missed.len(), SUMMARY_LINES + 1);
        assert_eq!(missed[0], "… 3 earlier (the log has them all)");
        assert_eq!(
            missed[SUMMARY_LINES],
            "Aria takes 14 damage from Short sword; 8 hp left"
        );
        // The other side was never left: nothing to tell it.
        assert!(missed_since(world, 1).is_empty());
    }
}
