//! The fight's files without import cycles (see `src/combat/mod.rs`): a file of `src/combat/`
//! never reaches itself through what it names, so its imports show what it depends on. The rules
//! that interrupt one another (an attack, a readied action, an immediate one) are the one knot,
//! counted as one file. The fight asks a ruleset's `Ruleset`, never the face it
//! shows the window and the AI. A level's files read no fight: `src/level/` names no file of
//! `src/combat/`.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The rules that interrupt one another and so name each other.
const INTERRUPTS: [&str; 3] = ["attack", "immediate", "ready"];

/// The files of `src/combat/` a source's code names (`super::x`, `crate::combat::x`), its
/// comments and tests left out.
fn named_combat_files(text: &str) -> BTreeSet<String> {
    let code: String = text
        .split("#[cfg(test)]")
        .next()
        .unwrap_or(text)
        .lines()
        .map(|line| line.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n");
    let mut names = BTreeSet::new();
    for prefix in ["super::", "crate::combat::"] {
        for (at, _) in code.match_indices(prefix) {
            let rest = &code[at + prefix.len()..];
            if let Some(list) = rest.strip_prefix('{') {
                // `super::{a, b::c}` names several.
                let list = &list[..list.find('}').unwrap_or(list.len())];
                names.extend(
                    list.split(',')
                        .map(|n| n.trim().split("::").next().unwrap_or("").to_string()),
                );
            } else {
                let name: String = rest
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                names.insert(name);
            }
        }
    }
    names
}

/// A file as the graph counts it: the interrupting rules as one.
fn node(file: &str) -> String {
    if INTERRUPTS.contains(&file) {
        "interrupts".to_string()
    } else {
        file.to_string()
    }
}

/// Each file (as a node) and the files it names, among `files`.
fn graph(files: &BTreeMap<String, String>) -> BTreeMap<String, BTreeSet<String>> {
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (file, text) in files {
        let from = node(file);
        let to: BTreeSet<String> = named_combat_files(text)
            .into_iter()
            .filter(|named| files.contains_key(named))
            .map(|named| node(&named))
            .filter(|named| *named != from)
            .collect();
        edges.entry(from).or_default().extend(to);
    }
    edges
}

/// The nodes on or behind a cycle: what is left once every node that names nothing left is
/// taken away, again and again.
fn in_cycles(mut edges: BTreeMap<String, BTreeSet<String>>) -> BTreeSet<String> {
    loop {
        let leaves: Vec<String> = edges
            .iter()
            .filter(|(_, to)| to.iter().all(|t| !edges.contains_key(t)))
            .map(|(n, _)| n.clone())
            .collect();
        if leaves.is_empty() {
            return edges.into_keys().collect();
        }
        for leaf in leaves {
            edges.remove(&leaf);
        }
    }
}

fn combat_files() -> BTreeMap<String, String> {
    let mut files = BTreeMap::new();
    for entry in std::fs::read_dir("src/combat").unwrap().flatten() {
        let name = entry.file_name().to_string_lossy().to_string();
        if let Some(file) = name.strip_suffix(".rs")
            && file != "mod"
        {
            files.insert(
                file.to_string(),
                std::fs::read_to_string(entry.path()).unwrap(),
            );
        }
    }
    files
}

#[test]
fn combat_files_import_no_cycle() {
    let knotted = in_cycles(graph(&combat_files()));
    assert!(
        knotted.is_empty(),
        "combat files in or behind an import cycle (a file that names one above it; move what \
         both need lower): {knotted:?}"
    );
}

#[test]
fn combat_files_ask_the_ruleset_never_its_face() {
    let asking: Vec<String> = combat_files()
        .into_iter()
        .filter(|(_, text)| text.contains("rulesets::face") || text.contains("RulesetFace"))
        .map(|(file, _)| file)
        .collect();
    assert!(
        asking.is_empty(),
        "combat files asking the window's face of a ruleset: {asking:?}"
    );
}

#[test]
fn level_files_name_no_combat_file() {
    let mut found = Vec::new();
    for entry in std::fs::read_dir(Path::new("src/level")).unwrap().flatten() {
        let text = std::fs::read_to_string(entry.path()).unwrap();
        let code = text.split("#[cfg(test)]").next().unwrap_or(&text);
        if code.contains("crate::combat::") || code.contains("crate::rulesets::Ruleset") {
            found.push(entry.path().display().to_string());
        }
    }
    assert!(found.is_empty(), "level files naming the fight: {found:?}");
}

#[test]
fn a_cycle_between_two_files_is_found() {
    let files: BTreeMap<String, String> = [
        ("engine", "use super::cast::execute;"),
        (
            "cast",
            "use super::engine::submit;\nuse super::{events, reads};",
        ),
        ("events", ""),
        ("reads", "use super::events::CombatLog;"),
        ("attack", "use super::ready::x;"),
        ("ready", "use super::attack::y;"),
    ]
    .into_iter()
    .map(|(f, t)| (f.to_string(), t.to_string()))
    .collect();
    let knotted = in_cycles(graph(&files));
    assert_eq!(knotted, ["cast", "engine"].map(String::from).into());
}
