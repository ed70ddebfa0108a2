//! The roll payload the new rulesets' events share: which dice, the faces rolled, the one kept,
//! the named terms added, and what it needed.

use crate::rules::modifiers::Modifiers;
use serde::Serialize;
use std::fmt;

/// One d20 roll (an attribute test or a probability roll), as the log reports it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Roll {
    /// `d20`, or `2d20 keep best` / `2d20 keep worst` under advantage or disadvantage.
    pub dice: &'static str,
    /// Every face rolled, in order.
    pub faces: Vec<u32>,
    /// The face that counts.
    pub kept: u32,
    /// The terms added to it: for an attribute test, the attribute's value first.
    #[serde(skip_serializing_if = "Modifiers::is_empty")]
    pub modifiers: Modifiers,
    pub total: i32,
    /// The total it needed (at least).
    pub target: i32,
    pub success: bool,
    /// A natural 20 (`critical`) or a natural 1 (`fumble`) on a test where they count.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub special: Option<Special>,
}

/// What a natural 20 or 1 makes of a test.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Special {
    Critical,
    Fumble,
}

impl fmt::Display for Roll {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.line(crate::i18n::current()))
    }
}

impl Roll {
    /// `d20 14 +Strength 12 −level 1 = 25 vs 21+: yes`, or `2d20 keep best [4, 17] …`, in
    /// `lang`.
    pub fn line(&self, lang: crate::i18n::Lang) -> String {
        use crate::phrase;
        let dice = crate::i18n::term(lang, self.dice);
        let mut out = if self.faces.len() > 1 {
            let faces: Vec<String> = self.faces.iter().map(u32::to_string).collect();
            format!("{dice} [{}] {}", faces.join(", "), self.kept)
        } else {
            format!("{dice} {}", self.kept)
        };
        if !self.modifiers.is_empty() {
            out.push(' ');
            out += &crate::combat::events::terms_in(&self.modifiers, lang);
        }
        let result = if self.success {
            phrase!("roll-yes")
        } else {
            phrase!("roll-no")
        };
        out.push(' ');
        out += &phrase!(
            "roll-against",
            total = self.total,
            target = self.target,
            result = result
        )
        .in_lang(lang);
        match self.special {
            Some(Special::Critical) => {
                out += &format!(" {}", phrase!("roll-natural-20").in_lang(lang))
            }
            Some(Special::Fumble) => {
                out += &format!(" {}", phrase!("roll-natural-1").in_lang(lang))
            }
            None => {}
        }
        out
    }
}
