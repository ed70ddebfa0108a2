//! Error messages that point into a file.

use std::fmt;
use std::path::{Path, PathBuf};

/// One problem found in a file, printed as `path:line:col: error: message`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub file: PathBuf,
    /// 1-based; 0 when the problem is with the whole file (it cannot be read).
    pub line: usize,
    pub col: usize,
    pub message: String,
}

impl Diagnostic {
    pub fn new(file: &Path, (line, col): (usize, usize), message: impl Into<String>) -> Self {
        Self {
            file: file.to_path_buf(),
            line,
            col,
            message: message.into(),
        }
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            write!(f, "{}: error: {}", self.file.display(), self.message)
        } else {
            write!(
                f,
                "{}:{}:{}: error: {}",
                self.file.display(),
                self.line,
                self.col,
                self.message
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

/// Reads a file as UTF-8 text, or says why it cannot.
pub fn read_text(file: &Path) -> Result<String, Diagnostic> {
    let bytes = std::fs::read(file)
        .map_err(|e| Diagnostic::new(file, (0, 0), format!("cannot read the file: {e}")))?;
    String::from_utf8(bytes).map_err(|e| {
        let valid = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        let text = String::from_utf8_lossy(valid);
        let line = text.matches('\n').count() + 1;
        let col = text.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        Diagnostic::new(file, (line, col), "the file is not valid UTF-8 text")
    })
}
