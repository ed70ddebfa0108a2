//! Every limit in `leyendas::limits`: one past it is refused, at the line and column of what
//! goes past it; at the limit, the file loads.

mod common;

use common::data;
use leyendas::level::data::BUILT_IN;
use leyendas::level::{GameData, load_level_str};
use leyendas::limits::*;
use std::path::{Path, PathBuf};

/// A one-line level with two sides and a unit each, and `extra` fields (`name: …` first: the
/// level's name may be replaced by giving it).
fn level(extra: &str) -> String {
    let name = if extra.contains("name: ") {
        ""
    } else {
        r#"name: "l", "#
    };
    format!(
        r#"Level({name}map: ["........"], sides: [(id: "a", name: "A"), (id: "b", name: "B")], units: [(id: "f", side: "a", at: (0, 0), creature: "goblin"), (id: "g", side: "b", at: (7, 0), creature: "goblin")]{extra})"#
    )
}

/// The one error `src` gives, checked to point at the first `marker` in it (1-based column of a
/// one-line level).
fn one_error_at(src: &str, marker: &str, says: &str) {
    let errors = match load_level_str(Path::new("l.ron"), src, &data()) {
        Ok(_) => panic!("accepted past the limit: {says}"),
        Err(e) => e,
    };
    assert_eq!(errors.len(), 1, "{errors:?}");
    let col = src.find(marker).unwrap_or_else(|| panic!("no {marker:?}")) + 1;
    assert_eq!((errors[0].line, errors[0].col), (1, col), "{}", errors[0]);
    assert!(
        errors[0].message.to_string().contains(says),
        "{}",
        errors[0]
    );
}

fn loads(src: &str) {
    if let Err(e) = load_level_str(Path::new("l.ron"), src, &data()) {
        panic!("refused at the limit: {e:?}");
    }
}

#[test]
fn a_levels_counts_are_limited_and_reported_at_the_first_one_too_many() {
    let sides = |n: usize| {
        let all: Vec<String> = (0..n)
            .map(|i| format!(r#"(id: "s{i}", name: "S")"#))
            .collect();
        let units: Vec<String> = (0..n)
            .map(|i| format!(r#"(id: "u{i}", side: "s{i}", at: ({i}, 0), creature: "goblin")"#))
            .collect();
        format!(
            r#"Level(name: "l", map: ["{}"], sides: [{}], units: [{}])"#,
            ".".repeat(n),
            all.join(", "),
            units.join(", ")
        )
    };
    loads(&sides(SIDES));
    one_error_at(
        &sides(SIDES + 1),
        r#"(id: "s16""#,
        "17 sides; a level may have at most 16",
    );

    let triggers = |n: usize| {
        let t = vec![r#"(when: RoundStarts(1), then: [Message("x")])"#; n];
        format!(", triggers: [{}]", t.join(", "))
    };
    loads(&level(&triggers(TRIGGERS)));
    let src = level(&triggers(TRIGGERS + 1));
    let last = src.rfind("(when:").expect("the last trigger");
    one_error_at(
        &src,
        &src[last..],
        "257 triggers; a level may have at most 256",
    );

    let actions = |n: usize| {
        let a = vec![r#"Message("x")"#; n];
        format!(
            ", triggers: [(when: RoundStarts(1), then: [{}])]",
            a.join(", ")
        )
    };
    loads(&level(&actions(TRIGGER_ACTIONS)));
    let src = level(&actions(TRIGGER_ACTIONS + 1));
    let last = src.rfind("Message").expect("the last action");
    one_error_at(&src, &src[last..], "trigger 0 has 65 actions; at most 64");

    let objectives = |n: usize| {
        let o = vec![r#"(side: "a", goal: DefeatAll)"#; n];
        format!(", objectives: [{}]", o.join(", "))
    };
    loads(&level(&objectives(OBJECTIVES)));
    let src = level(&objectives(OBJECTIVES + 1));
    let last = src.rfind("(side: \"a\", goal").expect("the last objective");
    one_error_at(
        &src,
        &src[last..],
        "65 objectives; a level may have at most 64",
    );

    let legend = |n: usize| {
        let entries: Vec<String> = (0..n)
            .map(|i| format!("'{}': \"floor\"", char::from_u32(0x100 + i as u32).unwrap()))
            .collect();
        format!(", legend: {{{}}}", entries.join(", "))
    };
    loads(&level(&legend(LEGEND_ENTRIES)));
    one_error_at(
        &level(&legend(LEGEND_ENTRIES + 1)),
        "{'",
        "65 legend entries",
    );
}

#[test]
fn texts_are_limited_in_length_and_hold_no_control_characters() {
    let long = |n: usize| "x".repeat(n);
    loads(&level(&format!(r#", name: "{}""#, long(NAME_CHARS))));
    let src = level(&format!(r#", name: "{}""#, long(NAME_CHARS + 1)));
    one_error_at(
        &src,
        "\"xxx",
        "the level's name `xxxxxxxxxxxxxxxxxxxx…` is longer than 100 characters",
    );
    let src = level(&format!(r#", description: "{}""#, long(TEXT_CHARS + 1)));
    one_error_at(&src, "\"xxx", "longer than 2000 characters");
    loads(&level(r#", description: "two\nlines""#));
    let src = level(&format!(
        r#", triggers: [(when: RoundStarts(1), then: [Message("{}")])]"#,
        long(TEXT_CHARS + 1)
    ));
    one_error_at(
        &src,
        "Message",
        "trigger 0: the message `xxxxxxxxxxxxxxxxxxxx…` is longer than 2000",
    );
    let src = level(r#", triggers: [(when: RoundStarts(1), then: [Message("a\tb")])]"#);
    one_error_at(&src, "Message", "holds a control character");

    let id =
        |n: usize| level("").replacen(r#"(id: "g""#, &format!(r#"(id: "{}""#, "g".repeat(n)), 1);
    loads(&id(ID_CHARS));
    one_error_at(
        &id(ID_CHARS + 1),
        "\"ggg",
        "unit id `gggggggggggggggggggg…` is longer than 64",
    );
    let side = level("").replacen(
        r#"name: "B""#,
        &format!(r#"name: "{}""#, long(NAME_CHARS + 1)),
        1,
    );
    one_error_at(&side, "\"xxx", "side name");
}

#[test]
fn numbers_in_a_level_are_limited() {
    let stats = |hp: i32| {
        level("").replacen(
            r#"creature: "goblin")]"#,
            &format!(r#"stats: (name: "Big", speed: 6, abilities: (str: 10, dex: 10, con: 10), hp: {hp}))]"#),
            1,
        )
    };
    loads(&stats(HIT_POINTS));
    one_error_at(
        &stats(HIT_POINTS + 1),
        "10001",
        "unit `g`: hit points are at most 10000",
    );

    let initiative = |n: i32| {
        level("").replacen(
            r#"creature: "goblin")]"#,
            &format!(r#"creature: "goblin", initiative: {n})]"#),
            1,
        )
    };
    loads(&initiative(INITIATIVE));
    loads(&initiative(-INITIATIVE));
    one_error_at(
        &initiative(INITIATIVE + 1),
        "1001",
        "initiative 1001 is beyond 1000 either way",
    );

    let round = |n: u32| {
        level(&format!(
            r#", triggers: [(when: RoundStarts({n}), then: [Message("x")])]"#
        ))
    };
    loads(&round(ROUNDS));
    one_error_at(
        &round(ROUNDS + 1),
        "RoundStarts",
        "round 1001 is beyond the last one",
    );
    let survive = |n: u32| {
        level(&format!(
            r#", objectives: [(side: "a", goal: Survive({n}))]"#
        ))
    };
    loads(&survive(ROUNDS));
    one_error_at(
        &survive(ROUNDS + 1),
        "(side: \"a\", goal",
        "1001 rounds is beyond the last one",
    );
}

/// The built-in data with the first `from` in `file` replaced by `to`.
fn edited_data(
    file: &str,
    from: &str,
    to: &str,
) -> Result<GameData, Vec<leyendas::level::Diagnostic>> {
    GameData::from_texts(BUILT_IN.map(|(name, text)| {
        let text = if name == file {
            text.replacen(from, to, 1)
        } else {
            text.to_string()
        };
        (PathBuf::from("data").join(name), text)
    }))
}

/// The one error the built-in data gives with `from` replaced by `to` in `file`, checked to be
/// on the line of the change.
fn data_error(file: &str, from: &str, to: &str, says: &str) {
    let (_, original) = BUILT_IN
        .iter()
        .find(|(name, _)| *name == file)
        .expect("a data file");
    let at = original
        .find(from)
        .unwrap_or_else(|| panic!("{from:?} in {file}"));
    let line = original[..at].matches('\n').count() + 1;
    let errors = match edited_data(file, from, to) {
        Ok(_) => panic!("{to} accepted in {file}"),
        Err(e) => e,
    };
    assert_eq!(errors.len(), 1, "{to}: {errors:?}");
    assert_eq!(errors[0].line, line, "{}", errors[0]);
    assert!(
        errors[0].message.to_string().contains(says),
        "{}",
        errors[0]
    );
}

fn data_loads(file: &str, from: &str, to: &str) {
    if let Err(e) = edited_data(file, from, to) {
        panic!("{to} refused in {file}: {e:?}");
    }
}

#[test]
fn numbers_in_the_data_are_limited_at_their_line() {
    let spells = "spells.ron";
    for (from, at_limit, past, says) in [
        (
            "Sphere(2)",
            "Sphere(20)",
            "Sphere(21)",
            "a sphere's radius is at most 20 squares",
        ),
        (
            "Cube(2)",
            "Cube(20)",
            "Cube(21)",
            "a cube's side is at most 20 squares",
        ),
        (
            "Cone(12)",
            "Cone(40)",
            "Cone(41)",
            "a cone's length is at most 40 squares",
        ),
        (
            "Line(24)",
            "Line(100)",
            "Line(101)",
            "a line's length is at most 100 squares",
        ),
        (
            "Squares(20), target: Area(Sphere(2))",
            "Squares(512), target: Area(Sphere(2))",
            "Squares(513), target: Area(Sphere(2))",
            "a range is at most 512 squares",
        ),
        (
            "duration: Rounds(10), dispellable: true,\n        save: (kind: will",
            "duration: Rounds(1000), dispellable: true,\n        save: (kind: will",
            "duration: Rounds(1001), dispellable: true,\n        save: (kind: will",
            "a duration is at most 1000 rounds",
        ),
        (
            "\"8d6\", kind: Cold",
            "\"40d6\", kind: Cold",
            "\"41d6\", kind: Cold",
            "the dice count must be 1 to 40",
        ),
    ] {
        data_loads(spells, from, at_limit);
        data_error(spells, from, past, says);
    }
    let creatures = "creatures.ron";
    for (from, at_limit, past, says) in [
        (
            "level: 5, ability: int",
            "level: 40, ability: int",
            "level: 41, ability: int",
            "a caster's level runs from 1 to 40",
        ),
        (
            "magic_knowledge: 8",
            "magic_knowledge: 100",
            "magic_knowledge: 101",
            "a Magic Knowledge bonus is at most 100",
        ),
        (
            "(spell: \"fireball\", per_day: 1)",
            "(spell: \"fireball\", per_day: 100)",
            "(spell: \"fireball\", per_day: 101)",
            "needs 1 to 100 uses per day",
        ),
        (
            "hp: 24, hit_die: \"d8\", base_attack: 2",
            "hp: 10000, hit_die: \"d8\", base_attack: 100",
            "hp: 10000, hit_die: \"d8\", base_attack: 101",
            "101 is beyond the limit of 100",
        ),
        (
            "hp: 24, hit_die: \"d8\", base_attack: 2",
            "hp: 10000, hit_die: \"d8\", base_attack: 2",
            "hp: 10001, hit_die: \"d8\", base_attack: 2",
            "hit points are at most 10000",
        ),
        (
            "(amount: 5, bypass: Material(Silver))",
            "(amount: 1000, bypass: Material(Silver))",
            "(amount: 1001, bypass: Material(Silver))",
            "1001 is beyond the limit of 1000",
        ),
    ] {
        data_loads(creatures, from, at_limit);
        data_error(creatures, from, past, says);
    }
    let weapons = "weapons.ron";
    for (from, at_limit, past, says) in [
        (
            "damage: \"1d8\", threat: 19, grip: OneHanded",
            "damage: \"1d100+1000\", threat: 19, grip: OneHanded",
            "damage: \"1d101\", threat: 19, grip: OneHanded",
            "a die has 2 to 100 sides",
        ),
        (
            "range: 20",
            "range: 512",
            "range: 513",
            "a range is at most 512 squares",
        ),
        (
            "multiplier: 3, grip: TwoHanded, kind: Ammunition, range: 20",
            "multiplier: 10, grip: TwoHanded, kind: Ammunition, range: 20",
            "multiplier: 11, grip: TwoHanded, kind: Ammunition, range: 20",
            "a critical multiplier is at most 10",
        ),
    ] {
        data_loads(weapons, from, at_limit);
        data_error(weapons, from, past, says);
    }
    let potion = "heal: (hit_dice: 1, bonus: 1)";
    data_loads("items.ron", potion, "heal: (hit_dice: 40, bonus: -1000)");
    for (past, says) in [
        ("heal: (hit_dice: 41, bonus: 1)", "1 to 40 hit dice"),
        (
            "heal: (hit_dice: 1, bonus: 1001)",
            "at most 1000 either way",
        ),
        ("heal: (hit_die: 1)", "1 to 40 hit dice"),
        // Seed 000 heals by the drinker's hit dice, never by fixed dice.
        (
            "heal: \"1d8+1\"",
            "seed 000 heals with the drinker's own hit dice",
        ),
    ] {
        data_error("items.ron", potion, past, says);
    }
    data_error(
        "weapons.ron",
        "kind: Melee, types: [Piercing, Slashing])",
        "kind: Melee, types: [Piercing, Slashing], ammunition: \"arrows\")",
        "only a weapon of kind Ammunition fires missiles",
    );
    // Bare hands are the game's own weapon: a data weapon may not take their id.
    data_error(
        "weapons.ron",
        "id: \"greatsword\"",
        "id: \"unarmed\"",
        "the id `unarmed` is the game's own bare hands",
    );
    let cure = "Heal(hit_dice: 1, bonus: 1)";
    data_loads("spells.ron", cure, "Heal(hit_dice: 40, bonus: 1000)");
    data_error(
        "spells.ron",
        cure,
        "Heal(hit_dice: 41)",
        "heals 1 to 40 hit dice of the healed creature",
    );
    data_error(
        "creatures.ron",
        "hit_die: \"d10\"",
        "hit_die: \"d101\"",
        "one die of 2 to 100 sides",
    );
}

/// The README's modder section lists every limit with its number.
#[test]
fn the_readme_lists_the_limits() {
    let readme = include_str!("../README.md");
    let section = readme
        .split("### Limits")
        .nth(1)
        .expect("a Limits section in the README");
    let section = section.split("\n## ").next().unwrap_or(section);
    for number in [
        MAP_SIDE.to_string(),
        UNITS.to_string(),
        SIDES.to_string(),
        LEGEND_ENTRIES.to_string(),
        TRIGGERS.to_string(),
        TRIGGER_ACTIONS.to_string(),
        OBJECTIVES.to_string(),
        ID_CHARS.to_string(),
        NAME_CHARS.to_string(),
        TEXT_CHARS.to_string(),
        HIT_POINTS.to_string(),
        INITIATIVE.to_string(),
        DICE_COUNT.to_string(),
        DIE_SIDES.to_string(),
        DICE_BONUS.to_string(),
        SPHERE_RADIUS.to_string(),
        CUBE_SIDE.to_string(),
        CONE_LENGTH.to_string(),
        LINE_LENGTH.to_string(),
        RANGE.to_string(),
        BONUS.to_string(),
        REDUCTION.to_string(),
        ROUNDS.to_string(),
        USES_PER_DAY.to_string(),
        CASTER_LEVEL.to_string(),
        TERRAIN_KINDS.to_string(),
        CRITICAL_MULTIPLIER.to_string(),
        (FILE_BYTES / (1024 * 1024)).to_string(),
        SIMULATE_RUNS.to_string(),
        SIMULATE_JOBS.to_string(),
        COMMANDS.to_string(),
        FORCED_ROLLS.to_string(),
        DIAGNOSTICS_PER_FILE.to_string(),
    ] {
        let pretty = with_commas(&number);
        assert!(
            has_number(section, &pretty),
            "the README's limits do not give {pretty}"
        );
    }
}

/// Whether `number` stands in `text` as a whole number (not part of a longer one).
fn has_number(text: &str, number: &str) -> bool {
    text.match_indices(number).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + number.len()..].chars().next();
        let part_of_number =
            |c: Option<char>| c.is_some_and(|c| c.is_ascii_digit() || c == ',' || c == '.');
        !part_of_number(before) && !part_of_number(after)
    })
}

fn with_commas(digits: &str) -> String {
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[test]
fn a_unit_carries_at_most_a_thousand_missiles_of_a_kind() {
    let unit = |n: u32| {
        level("").replace(
            r#"creature: "goblin")]"#,
            &format!(r#"creature: "elf_archer", ammunition: {{"arrows": {n}}})]"#),
        )
    };
    loads(&unit(1000));
    one_error_at(&unit(1001), "{\"arrows\"", "at most 1000 arrows");
}
