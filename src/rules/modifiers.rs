//! Named modifiers: every total the engine reports carries the terms that made it.

use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::fmt;

/// One named term of a total, e.g. `Str +3`. Nearly every name is a fixed word, kept without a
/// copy (a forecast builds dozens of terms, and copying each name was most of its cost).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Modifier {
    pub source: Cow<'static, str>,
    pub value: i32,
}

/// An ordered list of named terms; terms of value 0 are left out so breakdowns stay short.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(transparent)]
pub struct Modifiers(pub Vec<Modifier>);

impl Modifiers {
    pub const fn new() -> Self {
        Self(Vec::new())
    }

    /// Room for `n` terms from the start (a total built term by term grows no more).
    pub fn with_capacity(n: usize) -> Self {
        Self(Vec::with_capacity(n))
    }

    /// Adds a term unless it is zero.
    pub fn add(&mut self, source: impl Into<Cow<'static, str>>, value: i32) -> &mut Self {
        if value != 0 {
            self.0.push(Modifier {
                source: source.into(),
                value,
            });
        }
        self
    }

    pub fn extend(&mut self, other: &Modifiers) -> &mut Self {
        self.0.extend(other.0.iter().cloned());
        self
    }

    pub fn total(&self) -> i32 {
        self.0.iter().map(|m| m.value).sum()
    }

    pub fn get(&self, source: &str) -> Option<i32> {
        self.0.iter().find(|m| m.source == source).map(|m| m.value)
    }
}

impl fmt::Display for Modifiers {
    /// `+3 Str -1 size`, or nothing when there are no terms.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, m) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{:+} {}", m.value, m.source)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zero_terms_are_left_out_and_the_total_sums_the_rest() {
        let mut m = Modifiers::new();
        m.add("BAB", 3).add("Str", 0).add("size", -1);
        assert_eq!(m.0.len(), 2);
        assert_eq!(m.total(), 2);
        assert_eq!(m.to_string(), "+3 BAB -1 size");
    }
}
