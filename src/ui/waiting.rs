//! Seed 001's waiting in the window (`rules: (delay_by_waiting: true)`): while a unit a person
//! plays waits, a panel under the top bar offers it the chance to act before each turn begins,
//! until that turn's first command. An AI turn holds still for the answer: act now (J), or let
//! the turn go on (K).

use crate::combat::{CommandMessage, Phase, TurnState, UnitId, UnitName};
use crate::input::GameAction;
use bevy::prelude::*;

/// A turn whose offer the player let go: (round, the unit whose turn it is).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LetGo(pub Option<(u32, Entity)>);

/// Who may act now, before whom, and whether the turn holds still for the answer (the AI's).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Offer {
    pub units: Vec<Entity>,
    pub before: Entity,
    pub holds: bool,
}

/// The offer standing now, if any: waiting units a person plays that the engine would let act.
pub fn offer(world: &World) -> Option<Offer> {
    let turn = crate::combat::hot::get::<TurnState>(world)?;
    if turn.waiting.is_empty() || turn.phase != Phase::Running || super::replay::watching(world) {
        return None;
    }
    // A roll a hero point can still save is answered first (the same keys answer both).
    if super::hero_retry::offer(world).is_some() {
        return None;
    }
    let before = turn.current_unit()?;
    if world
        .get_resource::<LetGo>()
        .is_some_and(|l| l.0 == Some((turn.round, before)))
    {
        return None;
    }
    let units: Vec<Entity> = turn
        .waiting
        .iter()
        .map(|&(e, _)| e)
        .filter(|&e| super::handoff::person_plays(world, e))
        .filter(|&e| {
            world
                .get::<UnitId>(e)
                .is_some_and(|id| crate::combat::turn::check_act_now(world, &id.0).is_ok())
        })
        .collect();
    (!units.is_empty()).then(|| Offer {
        units,
        before,
        holds: super::ai_turns::ai_plays_now(world),
    })
}

/// Whether the AI's turn waits for a person to say whether a waiting unit acts first.
pub fn holds_ai_turn(world: &World) -> bool {
    offer(world).is_some_and(|o| o.holds)
}

#[derive(Component)]
pub struct WaitingPanel;

/// A button of the panel.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum WaitingButton {
    ActNow(Entity),
    LetGo,
}

pub fn spawn_waiting_panel(mut commands: Commands) {
    commands.insert_resource(LetGo::default());
    super::offer_panel::spawn::<Offer>(&mut commands, WaitingPanel);
}

fn name(world: &World, e: Entity) -> String {
    world
        .get::<UnitName>(e)
        .map_or_else(String::new, |n| n.0.clone())
}

/// The panel's lines: the offer, then a button per waiting unit and one to let the turn go.
fn offer_lines(world: &World, offer: &Offer) -> (String, Vec<(WaitingButton, String)>) {
    let bindings = world.get_resource::<crate::input::Bindings>();
    let key = |action| bindings.map_or("", |b| b.key_name(action)).to_string();
    let before = name(world, offer.before);
    let names: Vec<String> = offer.units.iter().map(|&e| name(world, e)).collect();
    let text = crate::t!(
        "waiting-offer",
        units = names.join(", "),
        count = names.len(),
        before = before.clone()
    );
    let mut buttons: Vec<(WaitingButton, String)> = offer
        .units
        .iter()
        .zip(&names)
        .enumerate()
        .map(|(i, (&e, n))| {
            let label = if i == 0 {
                crate::t!(
                    "waiting-act-now-key",
                    unit = n.clone(),
                    key = key(GameAction::ActNow)
                )
            } else {
                crate::t!("waiting-act-now", unit = n.clone())
            };
            (WaitingButton::ActNow(e), label)
        })
        .collect();
    buttons.push((
        WaitingButton::LetGo,
        crate::t!(
            "waiting-let-go",
            before = before,
            key = key(GameAction::LetTurnGo)
        ),
    ));
    (text, buttons)
}

/// Shows the offer while it stands, redrawn when it changes.
pub fn refresh_waiting_panel(world: &mut World) {
    let now = offer(world);
    super::offer_panel::refresh::<WaitingPanel, _, _>(world, now, offer_lines);
}

/// A click on the panel, or its keys: a waiting unit acts now, or the turn goes on.
pub fn waiting_answers(world: &mut World) {
    let Some(offer) = offer(world) else {
        return;
    };
    if super::handoff::covering(world) || super::saves::game_menu_open(world) {
        return;
    }
    let clicked = world
        .query::<(&Interaction, &WaitingButton)>()
        .iter(world)
        .find(|(i, _)| **i == Interaction::Pressed)
        .map(|(_, b)| *b);
    let answer = clicked
        .or_else(|| {
            crate::input::just_pressed(world, GameAction::ActNow)
                .then(|| WaitingButton::ActNow(offer.units[0]))
        })
        .or_else(|| {
            crate::input::just_pressed(world, GameAction::LetTurnGo).then_some(WaitingButton::LetGo)
        });
    match answer {
        Some(WaitingButton::ActNow(e)) => {
            if let Some(id) = world.get::<UnitId>(e) {
                let unit = id.0.clone();
                world.write_message(CommandMessage(crate::combat::Command::ActNow { unit }));
            }
        }
        Some(WaitingButton::LetGo) => {
            let round = crate::combat::hot::resource::<TurnState>(world).round;
            world.insert_resource(LetGo(Some((round, offer.before))));
        }
        None => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// f (a person's) waits; the goblin g (the AI's) comes next, then r (a person's).
    fn waiting_fight() -> crate::combat::Encounter {
        let src = r#"Level(name: "w", rules: (delay_by_waiting: true), map: ["........"],
            sides: [(id: "a", name: "A", controller: Human), (id: "b", name: "B", controller: Ai)],
            units: [
                (id: "f", side: "a", at: (0, 0), creature: "human_fighter", initiative: 20),
                (id: "g", side: "b", at: (7, 0), creature: "goblin", initiative: 15),
                (id: "r", side: "a", at: (1, 0), creature: "elf_archer", initiative: 10),
            ])"#;
        crate::ui::testing::window_fight(src, &[])
    }

    #[test]
    fn the_ai_s_turn_holds_for_a_waiting_unit_until_the_player_lets_it_go() {
        let mut enc = waiting_fight();
        assert_eq!(offer(enc.world()), None, "nobody waits yet");
        enc.submit(crate::combat::Command::Wait { unit: "f".into() });
        assert_eq!(enc.current_unit().as_deref(), Some("g"));
        let world = enc.world_mut();
        let f = crate::combat::reads::entity_of(world, "f").unwrap();
        let g = crate::combat::reads::entity_of(world, "g").unwrap();
        assert_eq!(
            offer(world),
            Some(Offer {
                units: vec![f],
                before: g,
                holds: true
            })
        );
        world.insert_resource(LetGo(Some((1, g))));
        assert!(!holds_ai_turn(world));
        // r's turn (a person's): the offer stands, and holds nothing.
        enc.submit(crate::combat::Command::EndTurn { unit: "g".into() });
        let o = offer(enc.world()).unwrap();
        assert!(!o.holds);
        // Once r has done something, its turn has begun: no offer.
        enc.submit(crate::combat::Command::Move {
            unit: "r".into(),
            to: Some(crate::rules::grid::Pos::new(2, 0)),
            path: None,
            draw: None,
        });
        assert_eq!(offer(enc.world()), None);
    }

    #[test]
    fn an_offer_s_lines_name_who_waits_and_whose_turn_it_would_go_before() {
        let mut enc = waiting_fight();
        enc.submit(crate::combat::Command::Wait { unit: "f".into() });
        let world = enc.world();
        let standing = offer(world).unwrap();
        let (text, buttons) = offer_lines(world, &standing);
        let (f, g) = (name(world, standing.units[0]), name(world, standing.before));
        assert!(text.contains(&f) && text.contains(&g), "{text}");
        assert_eq!(buttons.len(), 2);
        assert_eq!(buttons[0].0, WaitingButton::ActNow(standing.units[0]));
        assert!(buttons[0].1.contains(&f), "{}", buttons[0].1);
        assert_eq!(buttons[1].0, WaitingButton::LetGo);
        assert!(buttons[1].1.contains(&g), "{}", buttons[1].1);
    }
}
