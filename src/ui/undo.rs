//! Undo in the window: the key (U, Backspace) or the bar's button takes back the last command
//! under the rule of [`crate::combat::undo`]; the top bar says what was taken back, or why not.

use crate::combat::undo::{FightOrigin, undo, undo_check};
use crate::input::GameAction;
use crate::view::preview::BoardMode;
use bevy::prelude::*;

/// Asks for the last command to be taken back (the bar's button writes it).
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct TakeBack;

/// Why the button is greyed, in the reader's language; `None` when it can be pressed.
pub fn why_not(world: &World) -> Option<String> {
    if super::ai_turns::ai_plays_now(world) {
        return Some(crate::t!("hint-ai-playing"));
    }
    let names = crate::combat::events::unit_names(world);
    undo_check(world)
        .err()
        .map(|why| why.phrase().in_lang_named(crate::i18n::current(), &names))
}

/// Takes back the last command when asked, building the fight again without it.
pub fn take_back(world: &mut World) {
    let key = crate::input::just_pressed(world, GameAction::Undo);
    let clicked = world.resource_mut::<Messages<TakeBack>>().drain().count() > 0;
    if !(key || clicked)
        || super::ai_turns::ai_plays_now(world)
        || super::handoff::covering(world)
        || super::replay::watching(world)
    {
        return;
    }
    let Some(origin) = world.get_resource::<FightOrigin>().cloned() else {
        return;
    };
    let said = match undo(world, &origin, &[]) {
        Ok((_, what)) => {
            let names = crate::combat::events::unit_names(world);
            crate::phrase!("undo-done", what = what).in_lang_named(crate::i18n::current(), &names)
        }
        Err(why) => {
            let names = crate::combat::events::unit_names(world);
            why.phrase().in_lang_named(crate::i18n::current(), &names)
        }
    };
    super::orders::Notice::say(world, said);
    world.insert_resource(BoardMode::Move);
    world.write_message(crate::view::board::RedrawBoard);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::combat::{Command, Encounter};
    use crate::rules::grid::Pos;

    /// Level 01 with seed 4 (Aria's turn first), as the window holds it.
    fn window_fight() -> Encounter {
        let (mut enc, level) = crate::ui::testing::first_blood_fight(4);
        let world = enc.world_mut();
        world.insert_resource(FightOrigin {
            level,
            seed: 4,
            rolls: Vec::new(),
        });
        world.init_resource::<Messages<TakeBack>>();
        world.init_resource::<Messages<crate::view::board::RedrawBoard>>();
        world.init_resource::<super::super::orders::Notice>();
        world.init_resource::<BoardMode>();
        world.insert_resource(super::super::ai_turns::AiSettings::default());
        enc
    }

    fn notice(world: &World) -> String {
        let log = world.resource::<crate::combat::CombatLog>().0.len();
        let n = world.resource::<super::super::orders::Notice>();
        n.now(log).unwrap_or_default().to_string()
    }

    #[test]
    fn the_button_takes_a_move_back_and_the_top_bar_says_so_or_says_why_not() {
        let mut enc = window_fight();
        assert_eq!(enc.current_unit().as_deref(), Some("aria"));
        let start = enc.position("aria").unwrap();
        let world = enc.world_mut();
        // Nothing to take back yet: the button is greyed with the reason, and says it.
        assert_eq!(
            why_not(world).as_deref(),
            Some("There is nothing to take back.")
        );
        world.write_message(TakeBack);
        take_back(world);
        assert_eq!(notice(world), "There is nothing to take back.");
        let to = Pos::new(start.x, start.y + 1);
        enc.submit(Command::Move {
            unit: "aria".into(),
            to: Some(to),
            path: None,
            draw: None,
        });
        assert_eq!(enc.position("aria"), Some(to));
        let world = enc.world_mut();
        assert_eq!(why_not(world), None);
        world.write_message(TakeBack);
        take_back(world);
        assert_eq!(enc.position("aria"), Some(start));
        assert_eq!(notice(enc.world()), "Taken back: “move”.");
        assert_eq!(enc.world().resource::<BoardMode>(), &BoardMode::Move);
    }
}
