//! Error messages that point into a file.

use crate::i18n::Phrase;
use std::fmt;
use std::io::Read;
use std::path::{Path, PathBuf};

/// How bad a problem is: an error stops the file from loading, a warning does not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    Error,
    Warning,
}

/// One problem found in a file, printed on one line as `path:line:col: error: message`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub file: PathBuf,
    /// 1-based; 0 when the problem is with the whole file (it cannot be read).
    pub line: usize,
    pub col: usize,
    pub severity: Severity,
    /// In the reader's language when shown.
    pub message: Phrase,
}

impl Diagnostic {
    pub fn new(file: &Path, (line, col): (usize, usize), message: Phrase) -> Self {
        Self {
            file: file.to_path_buf(),
            line,
            col,
            severity: Severity::Error,
            message,
        }
    }

    /// A problem worth telling that does not stop the level from loading.
    pub fn warning(file: &Path, at: (usize, usize), message: Phrase) -> Self {
        Self {
            severity: Severity::Warning,
            ..Self::new(file, at, message)
        }
    }
}

/// Writes `text` with every control character escaped (`\n`, `\u{1b}` …), so that a name or id
/// read from a file can never split a diagnostic or an event line in two.
pub struct OneLine<'a>(pub &'a str);

impl fmt::Display for OneLine<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for c in self.0.chars() {
            if c.is_control() {
                write!(f, "{}", c.escape_default())?;
            } else {
                write!(f, "{c}")?;
            }
        }
        Ok(())
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let file = self.file.to_string_lossy();
        let file = OneLine(&file);
        let severity = match self.severity {
            Severity::Error => crate::t!("diag-error"),
            Severity::Warning => crate::t!("diag-warning"),
        };
        let message = self.message.to_string();
        let message = OneLine(&message);
        if self.line == 0 {
            write!(f, "{file}: {severity}: {message}")
        } else {
            write!(
                f,
                "{file}:{}:{}: {severity}: {message}",
                self.line, self.col
            )
        }
    }
}

/// Parses RON text, turning a syntax or type error into a diagnostic at ron's position.
pub fn parse_ron<T: serde::de::DeserializeOwned>(file: &Path, text: &str) -> Result<T, Diagnostic> {
    let options = ron::Options::default()
        .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
        .with_recursion_limit(64);
    options.from_str(text).map_err(|e| {
        Diagnostic::new(
            file,
            (e.span.start.line.max(1), e.span.start.col.max(1)),
            ron_message(&e.code),
        )
    })
}

/// A syntax or type error in the game's words for the usual slips of a modder (a missing comma,
/// an unknown or missing field, an unknown variant), else as ron words it (in English).
fn ron_message(code: &ron::error::Error) -> Phrase {
    use ron::error::Error as E;
    let list = |names: &[&str]| {
        names
            .iter()
            .map(|n| format!("`{n}`"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    match code {
        E::ExpectedComma => crate::phrase!("diag-ron-comma"),
        E::Eof => crate::phrase!("diag-ron-eof"),
        E::ExpectedArrayEnd => crate::phrase!("diag-ron-array-end"),
        E::ExpectedStructLikeEnd => crate::phrase!("diag-ron-struct-end"),
        E::ExpectedString | E::ExpectedStringEnd => crate::phrase!("diag-ron-string"),
        E::ExpectedInteger => crate::phrase!("diag-ron-integer"),
        E::TrailingCharacters => crate::phrase!("diag-ron-trailing"),
        E::UnexpectedChar(c) => crate::phrase!("diag-ron-char", char = c.to_string()),
        E::NoSuchStructField {
            expected, found, ..
        } => match nearest(found, expected) {
            Some(near) => crate::phrase!(
                "diag-ron-unknown-field-near",
                found = found.as_str(),
                near = near,
                expected = list(expected)
            ),
            None => crate::phrase!(
                "diag-ron-unknown-field",
                found = found.as_str(),
                expected = list(expected)
            ),
        },
        E::MissingStructField { field, .. } => {
            crate::phrase!("diag-ron-missing-field", field = *field)
        }
        E::DuplicateStructField { field, .. } => {
            crate::phrase!("diag-ron-duplicate-field", field = *field)
        }
        E::NoSuchEnumVariant {
            expected, found, ..
        } => match nearest(found, expected) {
            Some(near) => crate::phrase!(
                "diag-ron-unknown-variant-near",
                found = found.as_str(),
                near = near,
                expected = list(expected)
            ),
            None => crate::phrase!(
                "diag-ron-unknown-variant",
                found = found.as_str(),
                expected = list(expected)
            ),
        },
        E::Message(m) if m == crate::rules::health::HEALING_EXPECTED => {
            crate::phrase!("diag-ron-healing")
        }
        E::Message(m) if m.ends_with(crate::rules::health::HIT_DIE_EXPECTED) => {
            let found = m.trim_end_matches(crate::rules::health::HIT_DIE_EXPECTED);
            crate::phrase!("diag-ron-hit-die", found = found.trim())
        }
        _ => crate::phrase!("diag-ron", error = code.to_string()),
    }
}

/// The known name nearest a misspelt one, when it is near enough to be the one meant: at most a
/// third of its letters changed (two for short names, and never all of them), ties to the first
/// listed.
pub fn nearest<'a>(found: &str, known: &[&'a str]) -> Option<&'a str> {
    let letters = found.chars().count();
    let most = (letters / 3).max(2).min(letters.saturating_sub(1));
    known
        .iter()
        .map(|k| (strsim::damerau_levenshtein(found, k), *k))
        .filter(|&(d, _)| d <= most)
        .min_by_key(|&(d, _)| d)
        .map(|(_, k)| k)
}

/// How many known ids a message about an unknown one lists in full: more would not be read.
pub const SHORT_LIST: usize = 8;

/// `message` about the unknown id `found`, with the known id nearest it when one is near enough
/// (`did you mean …?`, its `near` argument: see [`suggestion`]) and, when they are few, every id
/// allowed there.
pub fn unknown_id<S: AsRef<str>>(message: Phrase, found: &str, known: &[S]) -> Phrase {
    let known: Vec<&str> = known.iter().map(AsRef::as_ref).collect();
    let near = nearest(found, &known);
    let allowed = (!known.is_empty() && known.len() <= SHORT_LIST).then(|| {
        known
            .iter()
            .map(|k| format!("`{}`", OneLine(k)))
            .collect::<Vec<_>>()
            .join(", ")
    });
    match (near, allowed) {
        (Some(near), Some(allowed)) => crate::phrase!(
            "diag-near-allowed",
            message = message,
            near = near,
            allowed = allowed
        ),
        (Some(near), None) => crate::phrase!("diag-near", message = message, near = near),
        (None, Some(allowed)) => {
            crate::phrase!("diag-allowed", message = message, allowed = allowed)
        }
        (None, None) => message,
    }
}

/// The known name a diagnostic suggests instead of the one written, if it suggests one.
pub fn suggestion(diagnostic: &Diagnostic) -> Option<String> {
    diagnostic.message.text_arg("near")
}

/// Reads a file as UTF-8 text, or says why it cannot: it cannot be opened, it is larger than
/// [`FILE_BYTES`](crate::limits::FILE_BYTES) (no more than that is ever read, so a device or
/// a huge file fails at once), or it is not UTF-8.
/// Why a file could not be read or written, in the game's words for the usual cases (the
/// system's are English); `not_found` says what was missing (the file, or its folder).
pub fn io_reason(e: &std::io::Error, not_found: Phrase) -> Phrase {
    match e.kind() {
        std::io::ErrorKind::NotFound => not_found,
        std::io::ErrorKind::PermissionDenied => crate::phrase!("diag-permission-denied"),
        std::io::ErrorKind::IsADirectory => crate::phrase!("diag-is-a-folder"),
        _ => crate::phrase!("diag-ron", error = e.to_string()),
    }
}

pub fn read_text(file: &Path) -> Result<String, Diagnostic> {
    let limit = crate::limits::FILE_BYTES;
    let cannot = |e: std::io::Error| {
        let why = io_reason(&e, crate::phrase!("diag-no-such-file"));
        Diagnostic::new(
            file,
            (0, 0),
            crate::phrase!("diag-cannot-read", error = why),
        )
    };
    // A FIFO would block the open, a device never end: only regular files are read.
    match std::fs::metadata(file) {
        Ok(meta) if !meta.is_file() && !meta.is_dir() => {
            return Err(Diagnostic::new(
                file,
                (0, 0),
                crate::phrase!(
                    "diag-cannot-read",
                    error = crate::phrase!("diag-not-a-regular-file")
                ),
            ));
        }
        _ => {}
    }
    let mut bytes = Vec::new();
    std::fs::File::open(file)
        .and_then(|f| f.take(limit + 1).read_to_end(&mut bytes))
        .map_err(cannot)?;
    if bytes.len() as u64 > limit {
        return Err(Diagnostic::new(
            file,
            (0, 0),
            crate::phrase!("diag-too-large", mib = (limit / (1024 * 1024)).to_string()),
        ));
    }
    String::from_utf8(bytes).map_err(|e| {
        let valid = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        let text = String::from_utf8_lossy(valid);
        let line = text.matches('\n').count() + 1;
        let col = text.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        Diagnostic::new(file, (line, col), crate::phrase!("diag-not-utf8"))
    })
}

/// The texts of the files `names` in `dir`, in that order, each with its path; or why any of
/// them cannot be read (`missing` says the set came out short, which reading every name never
/// leaves it).
pub fn read_texts<const N: usize>(
    dir: &Path,
    names: [&str; N],
    missing: Phrase,
) -> Result<[(PathBuf, String); N], Vec<Diagnostic>> {
    let mut texts = Vec::with_capacity(N);
    let mut errors = Vec::new();
    for name in names {
        let path = dir.join(name);
        match read_text(&path) {
            Ok(text) => texts.push((path, text)),
            Err(d) => errors.push(d),
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    texts
        .try_into()
        .map_err(|_| vec![Diagnostic::new(dir, (0, 0), missing)])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unknown_id_names_the_nearest_known_one_and_lists_a_short_list() {
        let said = |found: &str, known: &[&str]| {
            let message = crate::phrase!("diag-data-unknown-spell", spell = found);
            let phrase = unknown_id(message, found, known);
            let near = phrase.text_arg("near");
            (phrase.in_lang(crate::i18n::Lang::En), near)
        };
        let few = ["fireball", "sleep"];
        assert_eq!(
            said("firebal", &few),
            (
                "unknown spell `firebal`: did you mean `fireball`? (allowed: `fireball`, `sleep`)"
                    .to_string(),
                Some("fireball".to_string())
            )
        );
        // Nothing near: the short list alone.
        assert_eq!(
            said("haste", &few).0,
            "unknown spell `haste` (allowed: `fireball`, `sleep`)"
        );
        // Too many to list: the nearest alone, or nothing to add.
        let many: Vec<String> = (0..=SHORT_LIST).map(|n| format!("spell_{n}")).collect();
        let many: Vec<&str> = many.iter().map(String::as_str).collect();
        assert_eq!(
            said("spell_x9", &many).0,
            "unknown spell `spell_x9`: did you mean `spell_0`?"
        );
        assert_eq!(
            said("zzz", &many),
            ("unknown spell `zzz`".to_string(), None)
        );
        // A suggestion inside a message that holds it is still found.
        let inner = unknown_id(
            crate::phrase!("diag-level-no-such-mount", mount_id = "hors"),
            "hors",
            &["horse"],
        );
        let outer = crate::phrase!("diag-level-unit-cannot-ride", id = "r", problem = inner);
        let d = Diagnostic::new(Path::new("l.ron"), (1, 1), outer);
        assert_eq!(suggestion(&d).as_deref(), Some("horse"));
    }

    #[test]
    fn a_diagnostic_stays_on_one_line_whatever_its_message_holds() {
        let d = Diagnostic::new(
            Path::new("a\nb.ron"),
            (3, 4),
            crate::phrase!("diag-data-unknown-spell", spell = "x\ny\r\t\u{1b}[2J"),
        );
        let text = d.to_string();
        assert_eq!(
            text,
            r"a\nb.ron:3:4: error: unknown spell `x\ny\r\t\u{1b}[2J`"
        );
        let w = Diagnostic::warning(
            Path::new("l.ron"),
            (0, 0),
            crate::phrase!("diag-data-unknown-spell", spell = "s"),
        );
        assert_eq!(w.to_string(), "l.ron: warning: unknown spell `s`");
    }

    #[test]
    fn the_nearest_known_name_is_offered_only_when_near_enough() {
        let known = ["detailed_charge", "healing_stabilises", "preset"];
        assert_eq!(nearest("detailed_charg", &known), Some("detailed_charge"));
        assert_eq!(
            nearest("healing_stabilizes", &known),
            Some("healing_stabilises")
        );
        assert_eq!(nearest("prest", &known), Some("preset"));
        assert_eq!(nearest("morale", &known), None);
        // A word of one or two letters is never "corrected" into another.
        assert_eq!(nearest("x", &["hp", "id"]), None);
        assert_eq!(nearest("ip", &["hp", "id"]), Some("hp"));
    }

    #[test]
    fn a_file_larger_than_the_limit_is_refused_after_reading_only_the_limit() {
        // 5 MiB of nothing (a sparse file): refused for its size.
        let path = std::env::temp_dir().join(format!("leyendas-big-{}.ron", std::process::id()));
        std::fs::File::create(&path)
            .and_then(|f| f.set_len(5 * 1024 * 1024))
            .unwrap();
        let d = read_text(&path).unwrap_err();
        std::fs::remove_file(&path).ok();
        assert_eq!(d.line, 0);
        assert!(d.to_string().contains("larger than 4 MiB"), "{d}");
    }

    #[test]
    fn a_device_or_a_fifo_is_refused_without_being_opened() {
        let d = read_text(Path::new("/dev/zero")).unwrap_err();
        assert_eq!(
            d.to_string(),
            "/dev/zero: error: cannot read the file: it is not a regular file"
        );
    }
}
