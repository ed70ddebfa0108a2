//! The ruleset seam (see `RULESETS.md`): shared code asks the ruleset through its trait and never
//! names one. A file outside `src/rulesets/` that names a particular ruleset (`RulesetId::Osr`,
//! `rulesets::osr::`, `rulesets::core::`, …) fails this test.

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
fn shared_code_names_no_ruleset() {
    let mut found = BTreeMap::new();
    naming_lines(Path::new("src"), &mut found);
    assert!(
        found.is_empty(),
        "files outside src/rulesets/ naming a ruleset, with how many of their lines do (ask the \
         Ruleset trait, or the data layer's LevelRules, instead): {found:?}"
    );
}
