//! Error messages that point into a file.

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
    pub message: String,
}

impl Diagnostic {
    pub fn new(file: &Path, (line, col): (usize, usize), message: impl Into<String>) -> Self {
        Self {
            file: file.to_path_buf(),
            line,
            col,
            severity: Severity::Error,
            message: message.into(),
        }
    }

    /// A problem worth telling that does not stop the level from loading.
    pub fn warning(file: &Path, at: (usize, usize), message: impl Into<String>) -> Self {
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
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        let message = OneLine(&self.message);
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
            e.code.to_string(),
        )
    })
}

/// Reads a file as UTF-8 text, or says why it cannot: it cannot be opened, it is larger than
/// [`FILE_BYTES`](crate::limits::FILE_BYTES) (no more than that is ever read, so a device or
/// a huge file fails at once), or it is not UTF-8.
pub fn read_text(file: &Path) -> Result<String, Diagnostic> {
    let limit = crate::limits::FILE_BYTES;
    let cannot =
        |e: std::io::Error| Diagnostic::new(file, (0, 0), format!("cannot read the file: {e}"));
    let mut bytes = Vec::new();
    std::fs::File::open(file)
        .and_then(|f| f.take(limit + 1).read_to_end(&mut bytes))
        .map_err(cannot)?;
    if bytes.len() as u64 > limit {
        return Err(Diagnostic::new(
            file,
            (0, 0),
            format!(
                "the file is larger than {} MiB, the most the game reads",
                limit / (1024 * 1024)
            ),
        ));
    }
    String::from_utf8(bytes).map_err(|e| {
        let valid = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        let text = String::from_utf8_lossy(valid);
        let line = text.matches('\n').count() + 1;
        let col = text.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        Diagnostic::new(file, (line, col), "the file is not valid UTF-8 text")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_diagnostic_stays_on_one_line_whatever_its_message_holds() {
        let d = Diagnostic::new(Path::new("a\nb.ron"), (3, 4), "unit `x\ny`\r\t\u{1b}[2J");
        let text = d.to_string();
        assert_eq!(text, r"a\nb.ron:3:4: error: unit `x\ny`\r\t\u{1b}[2J");
        let w = Diagnostic::warning(Path::new("l.ron"), (0, 0), "no way through");
        assert_eq!(w.to_string(), "l.ron: warning: no way through");
    }

    #[test]
    fn a_file_larger_than_the_limit_is_refused_after_reading_only_the_limit() {
        let d = read_text(Path::new("/dev/zero")).unwrap_err();
        assert_eq!(d.line, 0);
        assert!(d.message.contains("larger than 4 MiB"), "{d}");
    }
}
