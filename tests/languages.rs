//! A Spanish game shows no English and no missing text: every log line of fights on every shipped
//! level, and every reason a command can be refused, rendered in Spanish, with no catalogue key
//! left unfound, no placeable left unfilled and no label of the engine or the shipped data left
//! untranslated.

mod common;

use leyendas::ai::{Difficulty, sim};
use leyendas::combat::headless::Encounter;
use leyendas::combat::rejection::Rejection;
use leyendas::combat::{CombatEvent, Command};
use leyendas::i18n::{Lang, record_missed_terms};
use leyendas::level::{GameData, LoadedLevel, load_level};
use leyendas::rules::board_shape::BoardShape;
use leyendas::rules::economy::BudgetError;
use leyendas::rules::grid::Pos;

fn shipped_levels() -> Vec<LoadedLevel> {
    let data = GameData::built_in().unwrap();
    leyendas::level::ron_files(std::path::Path::new("levels"))
        .iter()
        .map(|p| load_level(p, &data).unwrap_or_else(|d| panic!("{d:?}")))
        .collect()
}

/// What is wrong with a rendered text: a key no catalogue has (`[[key]]`) or a placeable the
/// code did not give (`{$name}`).
fn faults(text: &str) -> Option<&'static str> {
    if text.contains("[[") {
        Some("a missing key")
    } else if text.contains("{$") || text.contains("{ $") {
        Some("an unfilled placeable")
    } else {
        None
    }
}

/// Commands a player could try that the rules refuse, for the unit whose turn it is.
fn impossible(unit: &str, other: &str) -> Vec<Command> {
    [
        format!("Move(unit: \"{unit}\", to: (99, 99))"),
        format!("Move(unit: \"{unit}\", path: [])"),
        format!("Step(unit: \"{unit}\", to: (98, 98))"),
        format!("Attack(unit: \"{unit}\", target: \"{unit}\")"),
        format!("Attack(unit: \"{unit}\", target: \"{other}\")"),
        format!("Attack(unit: \"{unit}\", target: \"nobody\")"),
        format!("Attack(unit: \"{other}\", target: \"{unit}\")"),
        format!("Charge(unit: \"{unit}\", target: \"{other}\")"),
        format!("Cast(unit: \"{unit}\", spell: \"fireball\", at: (1, 1))"),
        format!("Draw(unit: \"{unit}\", weapons: [\"greatsword\", \"longbow\"])"),
        format!("Draw(unit: \"{unit}\", weapons: [])"),
        format!("Drink(unit: \"{unit}\")"),
        format!("Reload(unit: \"{unit}\")"),
        format!("Mount(unit: \"{unit}\", mount: \"{unit}\")"),
        format!("Mount(unit: \"{unit}\", mount: \"{other}\")"),
        format!("Dismount(unit: \"{unit}\")"),
        format!("StandUp(unit: \"{unit}\")"),
        format!("CoupDeGrace(unit: \"{unit}\", target: \"{other}\")"),
        format!("AidAnother(unit: \"{unit}\", ally: \"{unit}\", aid: Attack)"),
        format!("AidAnother(unit: \"{unit}\", ally: \"{other}\", aid: Defense)"),
        format!("TwoWeaponAttack(unit: \"{unit}\", target: \"{other}\")"),
        format!("ToggleDoor(unit: \"{unit}\", at: (0, 0))"),
        format!("CancelSpell(unit: \"{unit}\", spell: \"sleep\")"),
        format!("PickUp(unit: \"{unit}\")"),
        format!("Throw(unit: \"{unit}\", target: \"{unit}\")"),
        format!("FirstAid(unit: \"{unit}\", ally: \"{other}\")"),
        format!("Grapple(unit: \"{unit}\", target: \"{other}\")"),
        format!("Delay(unit: \"{unit}\", after: \"{unit}\")"),
        format!("Wait(unit: \"{unit}\")"),
        format!("ActNow(unit: \"{unit}\")"),
    ]
    .iter()
    .map(|ron| {
        leyendas::level::diagnostics::parse_ron(std::path::Path::new("test.ron"), ron)
            .unwrap_or_else(|e| panic!("{ron}: {e:?}"))
    })
    .collect()
}

/// Renders `events` in Spanish; each fault found is pushed to `found` with where it was.
fn check_lines(level: &str, events: &[CombatEvent], found: &mut Vec<String>) {
    for event in events {
        let line = event.line(Lang::Es);
        if let Some(fault) = faults(&line) {
            found.push(format!("{level}: {fault} in `{line}`"));
        }
    }
}

#[test]
fn every_log_line_of_fights_on_every_shipped_level_reads_in_spanish() {
    record_missed_terms(true);
    let mut found = Vec::new();
    let mut lines = 0;
    for level in shipped_levels() {
        // Fights the AI plays to their end.
        for seed in 1..=3 {
            let mut encounter = Encounter::new(&level, seed);
            encounter.start();
            sim::play_out(encounter.world_mut(), Difficulty::Hard, |_| true);
            check_lines(level.name.english(), encounter.log(), &mut found);
            lines += encounter.log().len();
        }
        // A player trying what the rules refuse, at the start of a fight.
        let mut encounter = Encounter::new(&level, 1);
        encounter.start();
        let unit = encounter.current_unit().expect("someone acts first");
        let other = level
            .units
            .iter()
            .map(|u| u.id.clone())
            .find(|id| *id != unit)
            .expect("two units");
        let mut refused = 0;
        for command in impossible(&unit, &other) {
            let events = encounter.submit(command);
            refused += events
                .iter()
                .filter(|e| matches!(e, CombatEvent::Rejected { .. }))
                .count();
            check_lines(level.name.english(), &events, &mut found);
        }
        assert!(refused >= 20, "{}: only {refused} refused", level.name);
    }
    let missed = record_missed_terms(false);
    assert!(lines > 1000, "{lines} lines");
    assert!(found.is_empty(), "{}", found.join("\n"));
    assert!(
        missed.is_empty(),
        "labels with no Spanish term (add `term-…` to both catalogues): {missed:?}"
    );
}

/// One of each reason a command can be refused; the `match` below stops compiling when a new
/// kind is added and not listed here.
fn every_rejection() -> Vec<Rejection> {
    use leyendas::i18n::Phrase;
    let why = || leyendas::phrase!("why-it-knows-no-spells");
    let (s, p) = (|| "aria".to_string(), Pos::new(3, 4));
    let all = vec![
        Rejection::NotRunning,
        Rejection::UnknownUnit(s()),
        Rejection::NotYourTurn {
            unit: s(),
            current: s(),
        },
        Rejection::Budget(BudgetError::NoStandard),
        Rejection::Budget(BudgetError::NoMove),
        Rejection::Budget(BudgetError::NoSwift),
        Rejection::Budget(BudgetError::NoFullRound),
        Rejection::Budget(BudgetError::SingleAction),
        Rejection::MoveTarget,
        Rejection::EmptyPath,
        Rejection::OffMap(p),
        Rejection::NotAdjacent { from: p, to: p },
        Rejection::Impassable {
            at: p,
            terrain: "stone wall".into(),
        },
        Rejection::CornerBlocked { from: p, to: p },
        Rejection::EnemyInTheWay { enemy: s(), at: p },
        Rejection::Occupied { at: p, unit: s() },
        Rejection::NoPath { unit: s(), to: p },
        Rejection::TooFar {
            unit: s(),
            cost: 1,
            budget: 0,
            board: BoardShape::Square,
        },
        Rejection::CannotMove(s()),
        Rejection::Prone(s()),
        Rejection::NotProne(s()),
        Rejection::AlreadyProne(s()),
        Rejection::OneSquare("one-square step"),
        Rejection::StepInDifficult(p),
        Rejection::ProneRanged {
            unit: s(),
            weapon: "longbow".into(),
        },
        Rejection::CannotAid {
            unit: s(),
            ally: s(),
            why: why(),
        },
        Rejection::NotLoaded {
            unit: s(),
            weapon: "light_crossbow".into(),
        },
        Rejection::OutOfAmmunition {
            unit: s(),
            weapon: "Long bow".into(),
            kind: "arrows".into(),
        },
        Rejection::NotCarried {
            unit: s(),
            thing: "dagger".into(),
        },
        Rejection::NothingToPickUp(s()),
        Rejection::NoPotion(s()),
        Rejection::NothingToLoad { unit: s() },
        Rejection::NotInHand {
            unit: s(),
            weapon: "longsword".into(),
        },
        Rejection::CannotWield {
            unit: s(),
            why: why(),
        },
        Rejection::NeedsTwoWeapons(s()),
        Rejection::NotHelpless(s()),
        Rejection::CannotCharge {
            unit: s(),
            target: s(),
            why: why(),
        },
        Rejection::AlreadyThere { unit: s(), at: p },
        Rejection::SelfTarget(s()),
        Rejection::Ally(s()),
        Rejection::TargetDead(s()),
        Rejection::TargetSurrendered(s()),
        Rejection::Cannot {
            unit: s(),
            why: why(),
        },
        Rejection::NotInRuleset {
            command: "Charge",
            ruleset: "Osr",
        },
        Rejection::NoSuchWeapon {
            unit: s(),
            weapon: "longsword".into(),
        },
        Rejection::OutOfReach {
            unit: s(),
            target: s(),
            distance: 1,
            carried: None,
            board: BoardShape::Hex,
        },
        Rejection::OutOfReach {
            unit: s(),
            target: s(),
            distance: 5,
            carried: Some("Javelin".into()),
            board: BoardShape::Square,
        },
        Rejection::WeaponOutOfRange {
            target: s(),
            weapon: "longbow".into(),
            distance: 30,
            reach: 20,
            board: BoardShape::Square,
        },
        Rejection::NoLineOfSight {
            unit: s(),
            target: s(),
        },
        Rejection::CannotCast {
            unit: s(),
            spell: "sleep".into(),
            why: why(),
        },
        Rejection::CannotMount {
            unit: s(),
            mount: s(),
            why: why(),
        },
        Rejection::InTheSaddle(s()),
        Rejection::CannotDismount {
            unit: s(),
            why: why(),
        },
        Rejection::NoDoor { unit: s(), at: p },
        Rejection::DoorwayTaken { at: p, by: s() },
        Rejection::NothingToCancel {
            unit: s(),
            spell: "entangle".into(),
        },
        Rejection::DelayAfterActing(s()),
        Rejection::DelayEarlier {
            unit: s(),
            after: s(),
        },
        Rejection::NothingToDelayPast(s()),
        Rejection::WaitNotInRules,
        Rejection::NotWaiting(s()),
        Rejection::ActNowMidTurn {
            unit: s(),
            current: s(),
        },
        Rejection::ActNowOwnTurn(s()),
    ];
    for r in &all {
        // Exhaustive on purpose: a new kind of refusal must be added to the list above.
        let _: Option<Phrase> = match r {
            Rejection::NotRunning
            | Rejection::UnknownUnit(_)
            | Rejection::NotYourTurn { .. }
            | Rejection::Budget(_)
            | Rejection::MoveTarget
            | Rejection::EmptyPath
            | Rejection::OffMap(_)
            | Rejection::NotAdjacent { .. }
            | Rejection::Impassable { .. }
            | Rejection::CornerBlocked { .. }
            | Rejection::EnemyInTheWay { .. }
            | Rejection::Occupied { .. }
            | Rejection::NoPath { .. }
            | Rejection::TooFar { .. }
            | Rejection::CannotMove(_)
            | Rejection::Prone(_)
            | Rejection::NotProne(_)
            | Rejection::AlreadyProne(_)
            | Rejection::OneSquare(_)
            | Rejection::StepInDifficult(_)
            | Rejection::ProneRanged { .. }
            | Rejection::NotLoaded { .. }
            | Rejection::OutOfAmmunition { .. }
            | Rejection::NotCarried { .. }
            | Rejection::NothingToPickUp(_)
            | Rejection::NoPotion(_)
            | Rejection::NothingToLoad { .. }
            | Rejection::NotInHand { .. }
            | Rejection::NeedsTwoWeapons(_)
            | Rejection::NotHelpless(_)
            | Rejection::AlreadyThere { .. }
            | Rejection::SelfTarget(_)
            | Rejection::Ally(_)
            | Rejection::TargetDead(_)
            | Rejection::TargetSurrendered(_)
            | Rejection::NotInRuleset { .. }
            | Rejection::NoSuchWeapon { .. }
            | Rejection::OutOfReach { .. }
            | Rejection::WeaponOutOfRange { .. }
            | Rejection::NoLineOfSight { .. }
            | Rejection::InTheSaddle(_)
            | Rejection::NoDoor { .. }
            | Rejection::DoorwayTaken { .. }
            | Rejection::NothingToCancel { .. }
            | Rejection::DelayAfterActing(_)
            | Rejection::DelayEarlier { .. }
            | Rejection::NothingToDelayPast(_)
            | Rejection::WaitNotInRules
            | Rejection::NotWaiting(_)
            | Rejection::ActNowMidTurn { .. }
            | Rejection::ActNowOwnTurn(_) => None,
            Rejection::CannotAid { why, .. }
            | Rejection::CannotWield { why, .. }
            | Rejection::CannotCharge { why, .. }
            | Rejection::Cannot { why, .. }
            | Rejection::CannotCast { why, .. }
            | Rejection::CannotMount { why, .. }
            | Rejection::CannotDismount { why, .. } => Some(why.clone()),
        };
    }
    all
}

#[test]
fn every_reason_a_command_is_refused_reads_in_spanish_and_differs_from_english() {
    record_missed_terms(true);
    let mut found = Vec::new();
    for rejection in every_rejection() {
        let (es, en) = (
            rejection.phrase().in_lang(Lang::Es),
            rejection.phrase().in_lang(Lang::En),
        );
        if let Some(fault) = faults(&es) {
            found.push(format!("{fault} in `{es}`"));
        }
        if es == en {
            found.push(format!("the same in both languages: `{es}`"));
        }
    }
    let missed = record_missed_terms(false);
    assert!(found.is_empty(), "{}", found.join("\n"));
    assert!(missed.is_empty(), "{missed:?}");
}

#[test]
fn spanish_log_lines_use_the_seeds_terms_and_plural_forms() {
    let attack = CombatEvent::Attack {
        attacker: "snik".into(),
        target: "aria".into(),
        weapon: "Short sword".into(),
        roll: 12,
        modifiers: {
            let mut m = leyendas::rules::modifiers::Modifiers::new();
            m.add("BAB", 1).add("size", 1);
            m
        },
        total: 14,
        defense: 12,
        defense_kind: leyendas::rules::defense::DefenseKind::FlatFooted,
        hit: true,
        threat: false,
        critical: false,
        confirm_roll: None,
        confirm_total: None,
    };
    assert_eq!(
        attack.line(Lang::Es),
        "snik ataca a aria con Espada corta: d20 12 +1 BAB +1 tamaño = 14 contra Defensa desprevenida 12: impacto"
    );
    assert_eq!(
        attack.line(Lang::En),
        "snik attacks aria with Short sword: d20 12 +1 BAB +1 size = 14 vs flat-footed Defense 12: hit"
    );
    let aoo = CombatEvent::Aoo {
        attacker: "grub".into(),
        target: "tam".into(),
    };
    assert_eq!(
        aoo.line(Lang::Es),
        "tam provoca un ataque de oportunidad de grub"
    );
    let starts = |turns| CombatEvent::ChannelingStarts {
        unit: "m".into(),
        spell: "Fireball".into(),
        turns,
        target: None,
        shape: None,
        squares: Vec::new(),
    };
    assert_eq!(
        starts(1).line(Lang::Es),
        "m empieza a lanzar Bola de fuego: falta 1 turno"
    );
    assert_eq!(
        starts(2).line(Lang::Es),
        "m empieza a lanzar Bola de fuego: faltan 2 turnos"
    );
    assert_eq!(
        starts(1).line(Lang::En),
        "m begins casting Fireball: 1 more turn to go"
    );
    let surprise = CombatEvent::Round {
        round: 1,
        surprise: true,
    };
    assert_eq!(surprise.line(Lang::Es), "-- Ronda sorpresa (ronda 1) --");
}

#[test]
fn spanish_agrees_a_unit_s_conditions_and_state_with_the_gender_its_level_gives() {
    use leyendas::i18n::Phrase;
    let units = [
        r#"(id: "ana_g", name: "Ana", gender: Feminine, side: "a", at: (2, 2), creature: "human_fighter", initiative: 20)"#,
        r#"(id: "bruno_g", name: "Bruno", side: "b", at: (3, 2), creature: "human_fighter", initiative: 15)"#,
    ];
    let (mut enc, _) = common::fight(&common::OPEN, &units, &[]);
    let ev = enc.submit(Command::DropProne {
        unit: "ana_g".into(),
    });
    let line = |ev: &[CombatEvent]| {
        ev.iter()
            .map(|e: &CombatEvent| e.line(Lang::Es))
            .find(|l| l.contains("queda"))
            .unwrap_or_default()
    };
    assert_eq!(line(&ev), "ana_g queda tumbada");
    // The window's log names her as the level does; `run` and the JSON keep the id.
    let names = leyendas::combat::events::unit_names(enc.world());
    let named: Vec<String> = ev
        .iter()
        .map(|e| e.named_line(Lang::Es, &names, &leyendas::rulesets::core::Core))
        .collect();
    assert!(
        named.contains(&"Ana queda tumbada".to_string()),
        "{named:?}"
    );
    let english: Vec<String> = ev
        .iter()
        .map(|e| e.named_line(Lang::En, &names, &leyendas::rulesets::core::Core))
        .collect();
    assert!(english.contains(&"Ana is prone".to_string()), "{english:?}");
    enc.submit(common::end_turn("ana_g"));
    let ev = enc.submit(Command::DropProne {
        unit: "bruno_g".into(),
    });
    assert_eq!(line(&ev), "bruno_g queda tumbado");
    // A refusal about her, a term about her, and a badge.
    let refused = Rejection::AlreadyProne("ana_g".into());
    assert_eq!(refused.phrase().in_lang(Lang::Es), "ana_g ya está tumbada");
    let dead: Phrase = leyendas::phrase!("badge-dead").about("ana_g");
    assert_eq!(dead.in_lang(Lang::Es), "MUERTA");
    assert_eq!(dead.in_lang(Lang::En), "DEAD");
    assert_eq!(
        leyendas::phrase!("badge-dead")
            .about("bruno_g")
            .in_lang(Lang::Es),
        "MUERTO"
    );
}
