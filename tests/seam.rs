//! The ruleset seam (see `RULESETS.md`): shared code asks the ruleset through its trait and never
//! names one. A file outside `src/rulesets/` that names a particular ruleset (`RulesetId::Osr`,
//! `rulesets::osr::`, `rulesets::core::`, …) fails this test, unless it is one of the files still
//! being moved behind the trait, each listed with how many of its lines name one: that list may
//! only shrink.

use std::collections::BTreeMap;
use std::path::Path;

/// What names a particular ruleset in shared code.
const NAMES: [&str; 6] = [
    "RulesetId::Osr",
    "RulesetId::Core",
    "RulesetId::Wfrp",
    "rulesets::osr",
    "rulesets::core",
    "rulesets::wfrp",
];

/// The files outside `src/rulesets/` that still name a ruleset, with how many lines do.
const STILL_NAMING: [(&str, usize); 5] = [
    ("src/combat/spawn.rs", 2),
    ("src/combat/turn.rs", 3),
    ("src/level/data.rs", 6),
    ("src/level/schema.rs", 1),
    ("src/level/validate.rs", 7),
];

fn naming_lines(dir: &Path, found: &mut BTreeMap<String, usize>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir).unwrap().flatten().collect();
    entries.sort_by_key(|e| e.path());
    for entry in entries {
        let path = entry.path();
        let name = path.to_string_lossy().replace('\\', "/");
        if path.is_dir() {
            if name != "src/rulesets" {
                naming_lines(&path, found);
            }
        } else if name.ends_with(".rs") {
            let text = std::fs::read_to_string(&path).unwrap();
            let count = text
                .lines()
                .filter(|line| NAMES.iter().any(|n| line.contains(n)))
                .count();
            if count > 0 {
                found.insert(name, count);
            }
        }
    }
}

#[test]
fn shared_code_names_no_ruleset_but_in_the_files_still_listed() {
    let mut found = BTreeMap::new();
    naming_lines(Path::new("src"), &mut found);
    let listed: BTreeMap<String, usize> = STILL_NAMING
        .iter()
        .map(|(f, n)| (f.to_string(), *n))
        .collect();
    assert_eq!(
        found, listed,
        "files outside src/rulesets/ naming a ruleset (left) against the list of those still \
         being moved behind the trait (right): a new one asks the trait instead; one that names \
         fewer updates the list"
    );
}
