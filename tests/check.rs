//! The one check of a command (`combat::check`), which the AI and the action bar ask, says what
//! the engine then does: a command it refuses, the engine refuses in the same words; one it
//! allows, the engine carries out.

mod common;

use common::*;
use leyendas::combat::board::{BoardSnapshot, SnapshotFor};
use leyendas::combat::{Command, Encounter};
use leyendas::i18n::Lang;
use leyendas::rules::grid::Pos;

/// What the check says of `command` (its refusal, in English), after making sure the engine, given
/// the command next, refuses it in the same words or not at all.
fn check_then_submit(enc: &mut Encounter, command: Command) -> Option<String> {
    let actor = enc.entity(command.unit()).expect("the unit exists");
    let snap = BoardSnapshot::for_unit(enc.world(), actor);
    let verdict =
        leyendas::combat::check::check(enc.world(), SnapshotFor::Made(&snap), actor, &command)
            .err()
            .map(|why| why.phrase().in_lang(Lang::En));
    let events = enc.submit(command);
    assert_eq!(
        verdict,
        rejection(&events),
        "the check and the engine differ"
    );
    verdict
}

#[test]
fn the_check_refuses_what_the_engine_refuses_in_the_same_words_and_allows_what_it_does() {
    let map = ["..../.....", "....#.....", ".........."];
    let (mut enc, _) = fight(
        &map,
        &[
            r#"(id: "f", side: "a", at: (3, 0), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (4, 0), creature: "goblin", initiative: 10)"#,
        ],
        // Its one blow misses: the fight goes on.
        &[2],
    );
    let f = || "f".to_string();
    let refusals = [
        Command::StandUp { unit: f() },
        Command::ToggleDoor {
            unit: f(),
            at: Pos::new(4, 0),
        },
        Command::PickUp {
            unit: f(),
            thing: None,
        },
        Command::Reload {
            unit: f(),
            weapon: None,
        },
        Command::CancelSpell {
            unit: f(),
            spell: "sleep".into(),
        },
        Command::Delay {
            unit: f(),
            after: Some("nobody".into()),
        },
        Command::Drop {
            unit: f(),
            thing: "lute".into(),
        },
    ]
    .map(|command| check_then_submit(&mut enc, command));
    assert_eq!(
        refusals.map(|why| why.expect("refused")),
        [
            "f is not prone",
            "the door at (4, 0) cannot close: g is in the doorway",
            "there is nothing within f's reach to pick up",
            "f has nothing to load",
            "f has no sleep of its own running",
            "there is no unit `nobody`",
            "f carries no `lute`",
        ]
    );
    assert_eq!(check_then_submit(&mut enc, attack("f", "g")), None);
    assert_eq!(
        check_then_submit(&mut enc, attack("f", "g")).as_deref(),
        Some("no standard action left this turn")
    );
    assert_eq!(
        check_then_submit(&mut enc, Command::DropProne { unit: f() }),
        None
    );
    assert_eq!(
        check_then_submit(&mut enc, Command::TotalDefense { unit: f() }).as_deref(),
        Some("no standard action left this turn")
    );
    // Standing up spends the move action, the last of the turn.
    assert_eq!(
        check_then_submit(&mut enc, Command::StandUp { unit: f() }),
        None
    );
    assert_eq!(enc.current_unit().as_deref(), Some("g"));
}

#[test]
fn the_bar_greys_closing_a_door_on_someone_in_the_doorway_with_the_engine_s_reason() {
    use leyendas::ui::actions::{BarAction, bar_entries};
    let map = ["..../.....", "....#....."];
    let (enc, _) = fight(
        &map,
        &[
            r#"(id: "f", side: "a", at: (3, 0), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (4, 0), creature: "goblin", initiative: 10)"#,
        ],
        &[],
    );
    let f = enc.entity("f").unwrap();
    let door = bar_entries(enc.world(), f, &Default::default())
        .into_iter()
        .find(|e| e.action == BarAction::ToggleDoor(Pos::new(4, 0)))
        .expect("the door in reach has an entry");
    assert_eq!(
        door.why_not.as_deref(),
        Some("the door at (4, 0) cannot close: Goblin is in the doorway")
    );
}
