//! The rule-by-rule page of seed 001 (`docs/seed-001.md`) names the test behind each row: every
//! test it names must exist, so the page cannot point at a test that was renamed or removed.

use std::collections::BTreeSet;
use std::path::Path;

/// The names of every `#[test]` function under `dir`.
fn test_names(dir: &Path, out: &mut BTreeSet<String>) {
    for entry in std::fs::read_dir(dir).expect("a source folder") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            test_names(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).expect("a source file");
            let mut after_test = false;
            for line in text.lines().map(str::trim) {
                if line == "#[test]" {
                    after_test = true;
                } else if after_test && let Some(rest) = line.strip_prefix("fn ") {
                    out.insert(rest.split('(').next().unwrap_or("").to_string());
                    after_test = false;
                }
            }
        }
    }
}

#[test]
fn every_test_the_seed_001_page_names_exists() {
    let mut names = BTreeSet::new();
    test_names(Path::new("tests"), &mut names);
    test_names(Path::new("src"), &mut names);
    let page = std::fs::read_to_string("docs/seed-001.md").expect("the page");
    let named: Vec<&str> = page
        .split('`')
        .skip(1)
        .step_by(2)
        .filter(|code| code.contains("::") && !code.ends_with("::*"))
        .filter_map(|code| code.rsplit("::").next())
        // Test names are sentences; code paths (`charge::execute`) are single words.
        .filter(|name| name.matches('_').count() >= 3)
        .collect();
    assert!(named.len() > 100, "the page names {} tests", named.len());
    let missing: Vec<&&str> = named.iter().filter(|n| !names.contains(**n)).collect();
    assert!(
        missing.is_empty(),
        "tests the page names that do not exist: {missing:?}"
    );
}
