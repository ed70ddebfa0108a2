//! The example ruleset (`src/rulesets/example/`), the dry run of adding a ruleset: it plays
//! whole AI fights through the CLI with only its folder and the registration lines.

mod common;

use serde_json::Value;

const LEVEL: &str = "tests/levels/example_skirmish.ron";

/// The binary's standard output for `args`, which must succeed.
fn run(args: &[&str]) -> String {
    let out = common::binary()
        .args(args)
        .output()
        .expect("the binary runs");
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}

/// The events of one AI-against-AI fight, as JSON.
fn fight_events() -> Vec<Value> {
    run(&["run", LEVEL, "--ai", "--json", "--lang", "en"])
        .lines()
        .map(|line| serde_json::from_str(line).expect("one JSON event a line"))
        .collect()
}

fn kind(event: &Value) -> &str {
    event["event"].as_str().unwrap_or("")
}

#[test]
fn the_example_ruleset_plays_whole_ai_fights_through_simulate() {
    let report: Value =
        serde_json::from_str(&run(&["simulate", LEVEL, "--runs", "12", "--json"])).unwrap();
    assert_eq!(report["runs"], 12);
    assert_eq!(report["draws"], 0.0, "{report}");
    assert_eq!(report["unfinished"], 0, "{report}");
    assert_eq!(report["rejected"], 0, "{report}");
    let wins: f64 = report["win_rate"]
        .as_array()
        .unwrap()
        .iter()
        .map(|side| side[1].as_f64().unwrap())
        .sum();
    assert!((wins - 1.0).abs() < 1e-9, "{report}");
}

#[test]
fn every_blow_lands_for_one_hit_point_and_a_unit_left_with_none_is_dead() {
    let events = fight_events();
    let mut hp = std::collections::BTreeMap::new();
    let mut blows = 0;
    for (i, event) in events.iter().enumerate() {
        match kind(event) {
            "strike" => assert_eq!(event["lands"], true, "{event}"),
            "attack" => panic!("a d20 attack roll under the example rules: {event}"),
            "damage" => {
                blows += 1;
                assert_eq!(event["amount"], 1, "{event}");
                let target = event["target"].as_str().unwrap();
                let left = event["hp"].as_i64().unwrap();
                if let Some(before) = hp.insert(target.to_string(), left) {
                    assert_eq!(left, before - 1, "{event}");
                }
                let next = &events[i + 1];
                if left <= 0 {
                    assert_eq!(kind(next), "health_state", "{next}");
                    assert_eq!(next["state"], "dead", "{next}");
                }
            }
            _ => {}
        }
    }
    assert!(blows > 5, "{blows} blows");
    assert_eq!(kind(events.last().unwrap()), "end");
    assert_eq!(events.last().unwrap()["winner"], "heroes");
}

#[test]
fn a_turn_holds_one_action() {
    let events = fight_events();
    let mut actions_this_turn = 0;
    let mut turns = 0;
    for event in &events {
        match kind(event) {
            "turn" => {
                turns += 1;
                actions_this_turn = 0;
            }
            "action" => {
                actions_this_turn += 1;
                assert_eq!(actions_this_turn, 1, "a second action in a turn: {event}");
            }
            _ => {}
        }
    }
    assert!(turns > 10, "{turns} turns");
}

#[test]
fn the_bar_offers_only_what_the_example_rules_play() {
    use leyendas::ui::actions::{BarAction, bar_entries};
    use leyendas::view::preview::BoardMode;
    let data = common::data();
    let level = leyendas::level::load_level(std::path::Path::new(LEVEL), &data).unwrap();
    let mut fight = leyendas::combat::headless::Encounter::new(&level, 1);
    fight.start();
    let aria = fight.entity("aria").unwrap();
    let actions: Vec<BarAction> = bar_entries(fight.world(), aria, &Default::default())
        .into_iter()
        .map(|e| e.action)
        .collect();
    assert!(
        actions.contains(&BarAction::Mode(BoardMode::Move)),
        "{actions:?}"
    );
    assert!(actions.contains(&BarAction::EndTurn), "{actions:?}");
    assert!(actions.contains(&BarAction::Undo), "{actions:?}");
    for refused in [
        BarAction::Mode(BoardMode::Charge),
        BarAction::Mode(BoardMode::Withdraw),
        BarAction::TotalDefense,
        BarAction::Drink,
    ] {
        assert!(!actions.contains(&refused), "{refused:?} in {actions:?}");
    }
}

#[test]
fn the_unit_panel_tells_the_example_rules_not_cores_defense() {
    let data = common::data();
    let level = leyendas::level::load_level(std::path::Path::new(LEVEL), &data).unwrap();
    let mut fight = leyendas::combat::headless::Encounter::new(&level, 1);
    fight.start();
    let aria = fight.entity("aria").unwrap();
    let lines: Vec<String> = leyendas::ui::hud::unit_lines(fight.world(), aria)
        .into_iter()
        .map(|l| l.text)
        .collect();
    assert!(
        lines
            .iter()
            .any(|l| l == "Every blow lands for 1 hit point"),
        "{lines:?}"
    );
    assert!(!lines.iter().any(|l| l.contains("Defense")), "{lines:?}");
}

#[test]
fn core_s_unit_fields_in_an_example_level_are_refused_in_the_example_s_words_in_both_languages() {
    use leyendas::i18n::Lang;
    let src = std::fs::read_to_string(LEVEL).unwrap().replacen(
        "creature:",
        "initiative: 12, creature:",
        1,
    );
    let data = leyendas::level::GameData::built_in().unwrap();
    let errors = leyendas::level::load_level_str(std::path::Path::new(LEVEL), &src, &data)
        .expect_err("Core's field is refused");
    let said: Vec<(String, String)> = errors
        .iter()
        .map(|d| (d.message.in_lang(Lang::En), d.message.in_lang(Lang::Es)))
        .collect();
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(
        said[0]
            .0
            .ends_with("`initiative` is Core's; `Example` levels do not read it"),
        "{said:?}"
    );
    assert!(
        said[0]
            .1
            .ends_with("`initiative` es de Core; los niveles `Example` no lo leen"),
        "{said:?}"
    );
}
