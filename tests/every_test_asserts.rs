//! A test that cannot fail checks nothing: every `#[test]` in `src/` and `tests/` must be able
//! to fail, by an assertion (`assert!`, `assert_eq!`, `assert_ne!`, `panic!`, `unreachable!`,
//! `.expect(`, `.unwrap(`, `.unwrap_err(`), by `#[should_panic]`, or by calling a function of the
//! crate's sources or tests that can (helpers such as `data_error` assert for their callers).
//! Comments, strings and characters are left out of the reading, so a comment that speaks of an
//! assertion is not one.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// What fails a test when it runs.
const FAILS: [&str; 8] = [
    "assert!",
    "assert_eq!",
    "assert_ne!",
    "panic!",
    "unreachable!",
    ".expect(",
    ".unwrap(",
    ".unwrap_err(",
];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The source with comments, strings and character literals blanked out (lines kept).
fn code_only(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    let blank = |out: &mut String, c: char| out.push(if c == '\n' { '\n' } else { ' ' });
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            while i < chars.len() && !(chars[i] == '*' && chars.get(i + 1) == Some(&'/')) {
                blank(&mut out, chars[i]);
                i += 1;
            }
            i += 2;
        } else if c == 'r' && (next == Some('#') || next == Some('"')) && raw_string_at(&chars, i) {
            let hashes = chars[i + 1..].iter().take_while(|&&h| h == '#').count();
            i += 2 + hashes;
            let close: Vec<char> = std::iter::once('"')
                .chain(std::iter::repeat_n('#', hashes))
                .collect();
            while i < chars.len() && !chars[i..].starts_with(&close) {
                blank(&mut out, chars[i]);
                i += 1;
            }
            i += close.len();
            out.push_str("\"\"");
        } else if c == '"' {
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' {
                    i += 1;
                }
                if let Some(&c) = chars.get(i) {
                    blank(&mut out, c);
                }
                i += 1;
            }
            i += 1;
            out.push_str("\"\"");
        } else if c == '\'' && is_char_literal(&chars, i) {
            i += 1;
            while i < chars.len() && chars[i] != '\'' {
                if chars[i] == '\\' {
                    i += 1;
                }
                i += 1;
            }
            i += 1;
            out.push_str("' '");
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

/// `r"`, `r#"`, … not inside a name such as `for`.
fn raw_string_at(chars: &[char], i: usize) -> bool {
    let before_ok = i == 0 || !(chars[i - 1].is_alphanumeric() || chars[i - 1] == '_');
    let hashes = chars[i + 1..].iter().take_while(|&&h| h == '#').count();
    before_ok && chars.get(i + 1 + hashes) == Some(&'"')
}

/// A character literal (`'a'`, `'\n'`, `'{'`), not a lifetime (`'a`, `'static`).
fn is_char_literal(chars: &[char], i: usize) -> bool {
    matches!(
        (chars.get(i + 1), chars.get(i + 2)),
        (Some('\\'), _) | (Some(_), Some('\''))
    )
}

/// Each function of `code`: its name, whether `#[test]` marks it (and whether it should panic),
/// and its body.
struct Function {
    name: String,
    test: bool,
    should_panic: bool,
    body: String,
}

fn functions(code: &str) -> Vec<Function> {
    let mut found = Vec::new();
    let mut from = 0;
    while let Some(at) = code[from..].find("fn ").map(|a| a + from) {
        from = at + 3;
        if at > 0 && code[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_') {
            continue;
        }
        let name: String = code[from..]
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if name.is_empty() {
            continue;
        }
        // The body: from the first `{` after the signature (a `;` first means no body).
        let rest = &code[from..];
        let Some(open) = rest.find(['{', ';']) else {
            break;
        };
        if rest.as_bytes()[open] == b';' {
            continue;
        }
        let mut depth = 0;
        let mut end = open;
        for (i, c) in rest[open..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = open + i;
                        break;
                    }
                }
                _ => {}
            }
        }
        let attributes = attributes_before(code, at);
        found.push(Function {
            name,
            test: attributes.contains("#[test]"),
            should_panic: attributes.contains("#[should_panic"),
            body: rest[open..=end].to_string(),
        });
    }
    found
}

/// The attribute lines just above the `fn` at `at`.
fn attributes_before(code: &str, at: usize) -> String {
    code[..at]
        .lines()
        .rev()
        .skip(usize::from(!code[..at].ends_with('\n')))
        .take_while(|l| l.trim().starts_with("#[") || l.trim().is_empty())
        .collect::<Vec<_>>()
        .join("\n")
}

fn calls(body: &str, name: &str) -> bool {
    let mut from = 0;
    while let Some(at) = body[from..].find(name).map(|a| a + from) {
        from = at + name.len();
        let before_ok = at == 0 || !body[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_');
        let after = body[from..].trim_start();
        if before_ok && (after.starts_with('(') || after.starts_with("::<")) {
            return true;
        }
    }
    false
}

#[test]
fn every_test_can_fail() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    rust_files(&root.join("tests"), &mut files);
    files.sort();
    let mut all: Vec<(PathBuf, Function)> = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        for f in functions(&code_only(&text)) {
            all.push((file.clone(), f));
        }
    }
    // The functions that can fail: by themselves, or through one they call, to a fixed point.
    let mut failing: BTreeSet<String> = all
        .iter()
        .filter(|(_, f)| FAILS.iter().any(|a| f.body.contains(a)))
        .map(|(_, f)| f.name.clone())
        .collect();
    loop {
        let more: Vec<String> = all
            .iter()
            .filter(|(_, f)| !failing.contains(&f.name))
            .filter(|(_, f)| failing.iter().any(|n| calls(&f.body, n)))
            .map(|(_, f)| f.name.clone())
            .collect();
        if more.is_empty() {
            break;
        }
        failing.extend(more);
    }
    let mut hollow: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for (file, f) in &all {
        if f.test && !f.should_panic && !failing.contains(&f.name) {
            let file = file
                .strip_prefix(root)
                .unwrap_or(file)
                .display()
                .to_string();
            hollow.entry(file).or_default().push(f.name.clone());
        }
    }
    assert!(
        hollow.is_empty(),
        "tests that cannot fail (no assertion, no expected panic): {hollow:#?}"
    );
    let tests = all.iter().filter(|(_, f)| f.test).count();
    assert!(
        tests > 500,
        "only {tests} tests found: the reading is wrong"
    );
}

#[test]
fn the_reading_leaves_out_comments_and_strings_and_finds_helpers() {
    let code = code_only(
        r##"
#[test]
fn hollow() {
    // assert!(true) in a comment
    let s = "assert!(x)";
    let r = r#"panic!("{")"#;
    let c = '{';
}

fn helper(x: i32) {
    assert_eq!(x, 1);
}

#[test]
fn through_a_helper() {
    helper(1);
}

#[test]
#[should_panic]
fn expected_to_panic() {
    run();
}
"##,
    );
    let found = functions(&code);
    let names: Vec<(&str, bool, bool)> = found
        .iter()
        .map(|f| (f.name.as_str(), f.test, f.should_panic))
        .collect();
    assert_eq!(
        names,
        [
            ("hollow", true, false),
            ("helper", false, false),
            ("through_a_helper", true, false),
            ("expected_to_panic", true, true),
        ]
    );
    assert!(
        !FAILS.iter().any(|a| found[0].body.contains(a)),
        "{}",
        found[0].body
    );
    assert!(calls(&found[2].body, "helper"));
    assert!(!calls(&found[2].body, "help"));
}
