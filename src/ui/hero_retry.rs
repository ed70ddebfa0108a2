//! The moment a hero point can still save a roll (seed 001, "Volver a tirar", "Bonus" after the
//! roll): right after a command in which a roll of a person's unit failed, while it has a point,
//! a panel under the top bar offers to roll it again (J), or +4 when that would have saved it,
//! or to let it stand (K). An AI turn holds still for the answer. Yes plays the command again
//! with the point set aside for that roll (see `combat::undo::play_last_again_after`): the same
//! dice, so the roll fails again and the point acts on it, as if it had been declared before.
//!
//! The same panel, right after two points of a person's unit cheated death, offers to let it fall
//! instead and keep them (J), or to keep it alive (K): yes plays the command again after
//! `Hero(unit, LetFall)`.

use crate::combat::undo::FightOrigin;
use crate::input::GameAction;
use crate::ui::actions::HeroEntry;
use bevy::prelude::*;

/// The log's length when the player let the last offer go: no offer until the log grows.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LetStand(pub Option<usize>);

/// The offer standing now: the unit, and whether +4 would have saved its roll; or (`death`) the
/// unit whose points just cheated death, offered to let it fall and keep them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Offer {
    pub unit: Entity,
    pub late_bonus_saves: bool,
    pub death: bool,
}

/// The offer standing now, for a unit a person plays, unless it was let go.
pub fn offer(world: &World) -> Option<Offer> {
    if super::replay::watching(world) {
        return None;
    }
    let log = world.resource::<crate::combat::CombatLog>().0.len();
    if world
        .get_resource::<LetStand>()
        .is_some_and(|l| l.0 == Some(log))
    {
        return None;
    }
    let face = crate::rulesets::face::of(world);
    if let Some(unit) = face.death_retry_offer(world) {
        return super::handoff::person_plays(world, unit).then_some(Offer {
            unit,
            late_bonus_saves: false,
            death: true,
        });
    }
    let (unit, late_bonus_saves) = face.roll_retry_offer(world)?;
    super::handoff::person_plays(world, unit).then_some(Offer {
        unit,
        late_bonus_saves,
        death: false,
    })
}

/// Whether the AI's turn waits for a person to say whether a hero point saves the roll.
pub fn holds_ai_turn(world: &World) -> bool {
    offer(world).is_some()
}

#[derive(Component)]
pub struct RetryPanel;

/// A button of the panel.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum RetryButton {
    Spend(HeroEntry),
    LetStand,
}

pub fn spawn_retry_panel(mut commands: Commands) {
    commands.insert_resource(LetStand::default());
    super::offer_panel::spawn::<Offer>(&mut commands, RetryPanel);
}

/// The panel's lines: what failed, then its buttons.
fn offer_lines(world: &World, offer: &Offer) -> (String, Vec<(RetryButton, String)>) {
    let bindings = world.get_resource::<crate::input::Bindings>();
    let key = |action| bindings.map_or("", |b| b.key_name(action)).to_string();
    let unit = world
        .get::<crate::combat::UnitName>(offer.unit)
        .map_or_else(String::new, |n| n.0.clone());
    let left = world
        .get::<crate::combat::components::HeroPoints>(offer.unit)
        .map_or(0, |p| p.0);
    if offer.death {
        let text = crate::t!("hero-death-offer", unit = unit.clone(), left = left);
        let buttons = vec![
            (
                RetryButton::Spend(HeroEntry::LetFall),
                crate::t!("hero-death-let-fall", key = key(GameAction::ActNow)),
            ),
            (
                RetryButton::LetStand,
                crate::t!("hero-death-keep", key = key(GameAction::LetTurnGo)),
            ),
        ];
        return (text, buttons);
    }
    let text = crate::t!("hero-retry-offer", unit = unit, left = left);
    let mut buttons = vec![(
        RetryButton::Spend(HeroEntry::Reroll),
        crate::t!("hero-retry-reroll", key = key(GameAction::ActNow)),
    )];
    if offer.late_bonus_saves {
        buttons.push((
            RetryButton::Spend(HeroEntry::LateBonus),
            crate::t!("hero-retry-late-bonus"),
        ));
    }
    buttons.push((
        RetryButton::LetStand,
        crate::t!("hero-retry-let-stand", key = key(GameAction::LetTurnGo)),
    ));
    (text, buttons)
}

/// Shows the offer while it stands, redrawn when it changes.
pub fn refresh_retry_panel(world: &mut World) {
    let now = offer(world);
    super::offer_panel::refresh::<RetryPanel, _, _>(world, now, offer_lines);
}

/// A click on the panel, or its keys: the point is spent on the roll, or the roll stands.
pub fn retry_answers(world: &mut World) {
    let Some(offer) = offer(world) else {
        return;
    };
    if super::handoff::covering(world) || super::saves::game_menu_open(world) {
        return;
    }
    let yes = if offer.death {
        HeroEntry::LetFall
    } else {
        HeroEntry::Reroll
    };
    let clicked = world
        .query::<(&Interaction, &RetryButton)>()
        .iter(world)
        .find(|(i, _)| **i == Interaction::Pressed)
        .map(|(_, b)| *b);
    let answer = clicked
        .or_else(|| {
            crate::input::just_pressed(world, GameAction::ActNow).then_some(RetryButton::Spend(yes))
        })
        .or_else(|| {
            crate::input::just_pressed(world, GameAction::LetTurnGo)
                .then_some(RetryButton::LetStand)
        });
    match answer {
        Some(RetryButton::Spend(entry)) => spend(world, entry),
        Some(RetryButton::LetStand) => {
            let log = world.resource::<crate::combat::CombatLog>().0.len();
            world.insert_resource(LetStand(Some(log)));
        }
        None => {}
    }
}

/// Plays the last command again with the point set aside as `entry` says.
pub fn spend(world: &mut World, entry: HeroEntry) {
    let (Some(offer), Some(origin)) = (offer(world), world.get_resource::<FightOrigin>().cloned())
    else {
        return;
    };
    let first = crate::combat::Command::Hero {
        unit: crate::combat::reads::unit_id(world, offer.unit),
        spend: entry.spend(),
    };
    // The window forces no results once a fight has begun: its origin holds those it began with.
    crate::combat::undo::play_last_again_after(world, &origin, &[], first);
    // The log is written anew from the command's start: drawn again from its first line.
    if let Some(mut view) = world.get_resource_mut::<super::hud::LogView>() {
        view.shown = usize::MAX;
    }
    world.insert_resource(crate::view::preview::BoardMode::Move);
    world.write_message(crate::view::board::RedrawBoard);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// f (a person's, with a point) steps beside the goblin g (the AI's) and misses it on a 1:
    /// its turn is spent, and g's is about to begin.
    fn missed_fight() -> crate::combat::Encounter {
        let src = r#"Level(name: "h", rules: (hero_points: true), map: ["........", "........"],
            sides: [(id: "a", name: "A", controller: Human), (id: "b", name: "B", controller: Ai)],
            units: [
                (id: "f", side: "a", at: (0, 1), creature: "human_fighter", initiative: 20),
                (id: "g", side: "b", at: (2, 0), creature: "goblin", initiative: 15),
            ])"#;
        // Initiative is fixed and the step rolls nothing: the first die is the attack's.
        let mut enc = crate::ui::testing::window_fight(src, &[1]);
        enc.submit(crate::combat::Command::Move {
            unit: "f".into(),
            to: Some(crate::rules::grid::Pos::new(1, 0)),
            path: None,
            draw: None,
        });
        enc.submit(crate::combat::Command::Attack {
            unit: "f".into(),
            target: "g".into(),
            weapon: None,
            manner: None,
        });
        enc
    }

    #[test]
    fn a_failed_roll_s_offer_holds_the_ai_s_turn_until_the_player_lets_it_stand() {
        let mut enc = missed_fight();
        assert_eq!(
            enc.current_unit().as_deref(),
            Some("g"),
            "f's turn is spent"
        );
        let world = enc.world_mut();
        let f = crate::combat::reads::entity_of(world, "f").unwrap();
        let standing = offer(world);
        assert_eq!(
            standing,
            Some(Offer {
                unit: f,
                late_bonus_saves: false,
                death: false,
            })
        );
        assert!(holds_ai_turn(world));
        let (text, buttons) = offer_lines(world, &standing.unwrap());
        assert!(text.contains("F"), "{text}");
        assert_eq!(
            buttons.len(),
            2,
            "a natural 1: the reroll and letting it stand"
        );
        let log = world.resource::<crate::combat::CombatLog>().0.len();
        world.insert_resource(LetStand(Some(log)));
        assert!(!holds_ai_turn(world));
    }

    /// The orc (the AI's) fells f (a person's, 1 hit point, two points) with a confirmed
    /// critical: the points cheat death, and r fights on.
    fn cheated_death() -> crate::combat::Encounter {
        let src = r#"Level(name: "h", rules: (hero_points: true), map: ["........"],
            sides: [(id: "a", name: "A", controller: Human), (id: "b", name: "B", controller: Ai)],
            units: [
                (id: "o", side: "b", at: (1, 0), creature: "orc", initiative: 20),
                (id: "f", side: "a", at: (0, 0), creature: "human_fighter", hp: 1, hero_points: 2, initiative: 10),
                (id: "r", side: "a", at: (7, 0), creature: "elf_archer", initiative: 5),
            ])"#;
        let mut enc = crate::ui::testing::window_fight(src, &[20, 20, 12]);
        enc.submit(crate::combat::Command::Attack {
            unit: "o".into(),
            target: "f".into(),
            weapon: None,
            manner: None,
        });
        enc
    }

    #[test]
    fn a_cheated_death_is_offered_back_and_letting_it_fall_keeps_the_two_points() {
        let mut enc = cheated_death();
        let world = enc.world_mut();
        let f = crate::combat::reads::entity_of(world, "f").unwrap();
        let standing = offer(world).expect("the offer");
        assert!(standing.death && standing.unit == f, "{standing:?}");
        let (text, buttons) = offer_lines(world, &standing);
        assert!(text.contains("F"), "{text}");
        assert_eq!(buttons.len(), 2);
        spend(world, HeroEntry::LetFall);
        // The fight is played again from its start: the units are spawned anew.
        let f = crate::combat::reads::entity_of(world, "f").unwrap();
        let health = world.get::<crate::combat::Health>(f).unwrap().state;
        assert_eq!(health, crate::rules::health::HealthState::Dead);
        let points = world
            .get::<crate::combat::components::HeroPoints>(f)
            .unwrap()
            .0;
        assert_eq!(points, 2);
        assert_eq!(offer(world), None);
    }

    #[test]
    fn spending_the_point_plays_the_attack_again_with_its_roll_rolled_again() {
        let mut enc = missed_fight();
        let world = enc.world_mut();
        spend(world, HeroEntry::Reroll);
        let log = &world.resource::<crate::combat::CombatLog>().0;
        let rerolled = log.iter().any(
            |e| matches!(e, crate::combat::CombatEvent::Rerolled { unit, was: 1 } if unit == "f"),
        );
        assert!(rerolled, "{log:?}");
        assert_eq!(offer(world), None, "the point is spent");
    }
}
