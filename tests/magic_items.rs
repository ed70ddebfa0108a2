//! Magic items (seed 000's action list): wands, scrolls, staves, a codex and activated items,
//! each with its action and its rule on attacks of opportunity; charges spent, scrolls used up,
//! the item's save DC (10 + level + half the level). Numbers: goblin Will −1 (Wis 9: −1, base −1
//! … as the save line shows), goblin Reflex +2.

mod common;

use common::*;
use leyendas::combat::commands::ReadyTrigger;
use leyendas::combat::{CombatEvent, Command, Equipment};
use leyendas::rules::economy::ActionCost;
use leyendas::rules::grid::Pos;

fn use_item(
    unit: &str,
    item: &str,
    spell: Option<&str>,
    target: Option<&str>,
    at: Option<(i32, i32)>,
) -> Command {
    Command::UseItem {
        unit: unit.into(),
        item: item.into(),
        spell: spell.map(str::to_string),
        target: target.map(str::to_string),
        at: at.map(|(x, y)| Pos::new(x, y)),
        facing: None,
    }
}

/// The charges `item` of `unit` has left, or `None` once it is gone.
fn charges(enc: &leyendas::combat::Encounter, unit: &str, item: &str) -> Option<u32> {
    enc.world()
        .get::<Equipment>(enc.entity(unit).unwrap())
        .unwrap()
        .items
        .iter()
        .find(|i| i.id == item)
        .and_then(|i| i.magic.as_ref())
        .map(|m| m.charges)
}

fn saves(events: &[CombatEvent]) -> Vec<(String, i32, bool)> {
    events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Save {
                unit, dc, success, ..
            } => Some((unit.clone(), *dc, *success)),
            _ => None,
        })
        .collect()
}

fn aoos(events: &[CombatEvent]) -> usize {
    events
        .iter()
        .filter(|e| matches!(e, CombatEvent::Aoo { .. }))
        .count()
}

#[test]
fn a_wand_is_a_standard_action_that_provokes_spends_a_charge_and_uses_the_item_s_dc() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "m", side: "a", at: (2, 2), creature: "human_sorcerer", initiative: 20, items: ["wand_of_burning_hands"])"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 10)"#,
        ],
        &[],
    );
    // The goblin's attack of opportunity misses (2); the goblin's Reflex save rolls 3: fails
    // against the wand's DC 11 (10 + level 1 + 0); 2d4 shows 2 and 2.
    enc.force_rolls([2, 3, 2, 2]);
    let ev = enc.submit(use_item(
        "m",
        "wand_of_burning_hands",
        None,
        None,
        Some((3, 2)),
    ));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert!(ev.iter().any(|e| matches!(
        e,
        CombatEvent::Action { unit, cost: ActionCost::Standard, .. } if unit == "m"
    )));
    assert_eq!(aoos(&ev), 1, "a wand provokes");
    assert_eq!(saves(&ev), [("g".into(), 11, false)]);
    assert!(
        ev.iter()
            .any(|e| matches!(e, CombatEvent::Damage { target, amount: 4, .. } if target == "g")),
        "{ev:?}"
    );
    assert_eq!(charges(&enc, "m", "wand_of_burning_hands"), Some(9));
    // No armour spoils it: the sorcerer's padded armour rolls no arcane failure for the wand.
    assert!(
        !ev.iter()
            .any(|e| matches!(e, CombatEvent::ArcaneFailure { .. }))
    );
    assert_eq!(
        ev.iter()
            .find(|e| matches!(e, CombatEvent::ItemSpell { .. }))
            .unwrap()
            .line(leyendas::i18n::Lang::Es),
        "m usa vara de manos ardientes: manos ardientes (quedan 9 cargas)"
    );
}

#[test]
fn a_scroll_is_gone_with_its_last_charge_and_needs_a_free_hand_where_a_wand_does_not() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "m", side: "a", at: (0, 0), creature: "human_sorcerer", initiative: 20, weapons: ["greatsword"], items: ["scroll_of_sleep", "wand_of_burning_hands"])"#,
            r#"(id: "n", side: "a", at: (0, 3), creature: "human_sorcerer", initiative: 15, items: ["scroll_of_sleep"])"#,
            r#"(id: "g", side: "b", at: (6, 3), creature: "goblin", initiative: 10)"#,
        ],
        &[],
    );
    // Both hands on the greatsword: no gestures for the scroll's sleep.
    let ev = enc.submit(use_item("m", "scroll_of_sleep", None, None, Some((6, 3))));
    assert_eq!(
        rejection(&ev).unwrap(),
        "m cannot cast sleep: its somatic component needs a free hand (put a weapon away first)"
    );
    // The wand's magic makes the gestures: burning hands goes off (it reaches nobody).
    let ev = enc.submit(use_item(
        "m",
        "wand_of_burning_hands",
        None,
        None,
        Some((1, 0)),
    ));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    enc.submit(end_turn("m"));
    // n reads the scroll: the goblin's Will save rolls 2 against DC 11, and it sleeps.
    enc.force_rolls([2]);
    let ev = enc.submit(use_item("n", "scroll_of_sleep", None, None, Some((6, 3))));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(saves(&ev), [("g".into(), 11, false)]);
    assert_eq!(
        charges(&enc, "n", "scroll_of_sleep"),
        None,
        "the scroll is used up"
    );
}

#[test]
fn a_staff_spends_each_spell_s_charges_and_refuses_a_use_it_has_too_few_for() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "m", side: "a", at: (0, 0), creature: "human_sorcerer", initiative: 20, items: ["staff_of_fire"])"#,
            r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", initiative: 10)"#,
        ],
        &[],
    );
    // The staff holds two spells: one must be named.
    let ev = enc.submit(use_item("m", "staff_of_fire", None, None, Some((9, 6))));
    assert_eq!(
        rejection(&ev).unwrap(),
        "m: name the spell of `staff_of_fire` to use (`spell`)"
    );
    // A fireball spends 2 of its 5 charges; DC 14 (10 + 3 + 1); the goblin's Reflex rolls 20.
    enc.force_rolls([20, 1, 1, 1, 1, 1]);
    let ev = enc.submit(use_item(
        "m",
        "staff_of_fire",
        Some("fireball"),
        None,
        Some((9, 6)),
    ));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(saves(&ev), [("g".into(), 14, true)]);
    assert_eq!(charges(&enc, "m", "staff_of_fire"), Some(3));
    enc.submit(end_turn("m"));
    enc.submit(end_turn("g"));
    enc.force_rolls([20, 1, 1, 1, 1, 1]);
    enc.submit(use_item(
        "m",
        "staff_of_fire",
        Some("fireball"),
        None,
        Some((9, 6)),
    ));
    assert_eq!(charges(&enc, "m", "staff_of_fire"), Some(1));
    enc.submit(end_turn("m"));
    enc.submit(end_turn("g"));
    let ev = enc.submit(use_item(
        "m",
        "staff_of_fire",
        Some("fireball"),
        None,
        Some((9, 6)),
    ));
    assert_eq!(
        rejection(&ev).unwrap(),
        "m: `staff_of_fire` has 1 charge left and this use spends 2"
    );
}

#[test]
fn activating_an_item_provokes_nothing_and_anyone_can_while_wands_need_a_caster_and_a_codex_an_arcane_one()
 {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 20, items: ["amulet_of_faith", "wand_of_burning_hands"])"#,
            r#"(id: "s", side: "a", at: (0, 6), creature: "human_saint", initiative: 15, items: ["codex_of_binding"])"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 10)"#,
        ],
        &[],
    );
    let ev = enc.submit(use_item(
        "f",
        "wand_of_burning_hands",
        None,
        None,
        Some((3, 2)),
    ));
    assert_eq!(
        rejection(&ev).unwrap(),
        "f: only a spellcaster can cast from it"
    );
    // Threatened by the goblin, the fighter activates the amulet on itself: no attack of
    // opportunity, +2 deflection.
    let ev = enc.submit(use_item("f", "amulet_of_faith", None, Some("f"), None));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(aoos(&ev), 0, "activating an item provokes nothing");
    assert!(ev.iter().any(|e| matches!(
        e,
        CombatEvent::EffectStarts { unit, spell, .. } if unit == "f" && spell == "shield_of_faith"
    )));
    assert_eq!(charges(&enc, "f", "amulet_of_faith"), Some(2));
    enc.submit(end_turn("f"));
    let ev = enc.submit(use_item(
        "s",
        "codex_of_binding",
        Some("grease"),
        None,
        Some((3, 2)),
    ));
    assert_eq!(
        rejection(&ev).unwrap(),
        "s: only an arcane caster can read a codex"
    );
}

#[test]
fn a_wand_is_cast_and_sets_off_readied_actions_against_casters_an_activated_item_does_not() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "k", side: "b", at: (3, 2), creature: "goblin", initiative: 20)"#,
            r#"(id: "m", side: "a", at: (2, 2), creature: "human_sorcerer", initiative: 15, items: ["amulet_of_faith"])"#,
            r#"(id: "n", side: "a", at: (4, 2), creature: "human_sorcerer", initiative: 12, items: ["wand_of_burning_hands"])"#,
        ],
        &[],
    );
    enc.submit(Command::Ready {
        unit: "k".into(),
        trigger: ReadyTrigger::StartsToCast,
        weapon: None,
        then: None,
    });
    enc.submit(end_turn("k"));
    let ev = enc.submit(use_item("m", "amulet_of_faith", None, Some("m"), None));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert!(
        !ev.iter()
            .any(|e| matches!(e, CombatEvent::ReadyFires { .. }))
    );
    enc.submit(end_turn("m"));
    // n's wand: the readied goblin strikes first (a miss: 2), then the wand's attack of
    // opportunity (a miss: 2), then the cone (Reflex 20, 2d4: 1, 1).
    enc.force_rolls([2, 2, 20, 1, 1]);
    let ev = enc.submit(use_item(
        "n",
        "wand_of_burning_hands",
        None,
        None,
        Some((3, 2)),
    ));
    assert_eq!(rejection(&ev), None, "{ev:?}");
    let fires = ev
        .iter()
        .position(|e| matches!(e, CombatEvent::ReadyFires { .. }))
        .expect("the readied goblin strikes first");
    let area = ev
        .iter()
        .position(|e| matches!(e, CombatEvent::Area { .. }))
        .unwrap();
    assert!(fires < area);
}

#[test]
fn a_wand_handed_over_keeps_the_charges_it_has_left() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "m", side: "a", at: (2, 2), creature: "human_sorcerer", initiative: 20, items: ["wand_of_burning_hands"])"#,
            r#"(id: "n", side: "a", at: (2, 3), creature: "human_sorcerer", initiative: 15)"#,
            r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", initiative: 10)"#,
        ],
        &[],
    );
    enc.submit(use_item(
        "m",
        "wand_of_burning_hands",
        None,
        None,
        Some((3, 2)),
    ));
    // Taking the wand out and using it took the turn: it is handed over on the next.
    enc.submit(end_turn("n"));
    enc.submit(end_turn("g"));
    let ev = enc.submit(Command::HandOver {
        unit: "m".into(),
        thing: "wand_of_burning_hands".into(),
        to: "n".into(),
    });
    assert_eq!(rejection(&ev), None, "{ev:?}");
    assert_eq!(charges(&enc, "n", "wand_of_burning_hands"), Some(9));
    let holds = |unit: &str| {
        enc.world()
            .get::<Equipment>(enc.entity(unit).unwrap())
            .unwrap()
            .holds_item("wand_of_burning_hands")
    };
    assert!(!holds("m"), "what is handed over leaves the hand");
    assert!(!holds("n"), "and is not out yet for the taker");
}

/// The actions of `events`: what each was and what it cost.
fn actions(events: &[CombatEvent]) -> Vec<(String, String)> {
    events
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Action { action, cost, .. } => {
                Some((action.in_lang(leyendas::i18n::Lang::En), cost.to_string()))
            }
            _ => None,
        })
        .collect()
}

#[test]
fn a_wand_is_taken_out_with_a_move_action_and_stays_out_for_the_next_use() {
    let (mut enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "m", side: "a", at: (2, 2), creature: "human_sorcerer", initiative: 20, items: ["wand_of_burning_hands"])"#,
            r#"(id: "g", side: "b", at: (9, 6), creature: "goblin", initiative: 10)"#,
        ],
        &[],
    );
    let wand = |at| use_item("m", "wand_of_burning_hands", None, None, Some(at));
    let ev = enc.submit(wand((3, 2)));
    assert_eq!(
        actions(&ev),
        [
            ("take out Wand of burning hands".into(), "move".into()),
            ("use Wand of burning hands".into(), "standard".into())
        ]
    );
    enc.submit(end_turn("g"));
    // Out already: the standard action alone, and the move is left.
    let ev = enc.submit(wand((3, 2)));
    assert_eq!(
        actions(&ev),
        [("use Wand of burning hands".into(), "standard".into())]
    );
    assert_eq!(enc.current_unit().as_deref(), Some("m"));
    // Drawing a weapon puts it away; after a move, it cannot be taken out and used too.
    enc.submit(end_turn("m"));
    enc.submit(end_turn("g"));
    let ev = enc.submit(Command::Draw {
        unit: "m".into(),
        weapons: vec!["dagger".into()],
    });
    assert_eq!(rejection(&ev), None, "{ev:?}");
    let ev = enc.submit(wand((3, 2)));
    assert!(
        rejection(&ev).is_some_and(|r| r.contains("must be taken out first")),
        "{ev:?}"
    );
}

#[test]
fn the_ai_uses_a_wand_when_it_has_no_spell_of_its_own_to_cast() {
    let (enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "m", side: "a", at: (2, 2), initiative: 20, items: ["wand_of_burning_hands"],
                stats: (name: "Adept", speed: 6, abilities: (str: 8, dex: 14, con: 12, int: 15, wis: 12, cha: 10),
                    hp: 8, base_attack: 0, saves: (fortitude: 0, reflex: 1, will: 2), weapons: ["dagger"],
                    caster: (level: 1, ability: int, magic_knowledge: 3, spells: [])))"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 10)"#,
            r#"(id: "h", side: "b", at: (4, 2), creature: "goblin", initiative: 5)"#,
        ],
        &[],
    );
    let chosen = leyendas::ai::decide(enc.world(), Default::default());
    assert!(
        matches!(&chosen, Some(Command::UseItem { item, .. }) if item == "wand_of_burning_hands"),
        "{chosen:?}"
    );
}

/// Seed 000: casting from a staff provokes as casting does (a staff's touch spell would not), and
/// so does reading from a codex. The sorcerer uses each beside a goblin, whose attack of
/// opportunity (2) misses.
#[test]
fn a_staff_and_a_codex_used_beside_a_foe_provoke() {
    for (item, spell) in [
        ("staff_of_fire", "burning_hands"),
        ("codex_of_binding", "grease"),
    ] {
        let sorcerer = format!(
            r#"(id: "m", side: "a", at: (2, 2), creature: "human_sorcerer", initiative: 20, items: ["{item}"])"#
        );
        let goblin = r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 10)"#;
        let (mut enc, _) = fight(&OPEN, &[sorcerer.as_str(), goblin], &[]);
        enc.force_rolls([2, 3, 2, 2]);
        let ev = enc.submit(use_item("m", item, Some(spell), None, Some((3, 2))));
        assert_eq!(rejection(&ev), None, "{item}: {ev:?}");
        assert_eq!(aoos(&ev), 1, "{item} provokes");
    }
}
