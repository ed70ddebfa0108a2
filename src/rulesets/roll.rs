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
    /// The terms added to it: for an attribute test, the attribute's value first. For a roll
    /// under (percentile), the terms of the target instead: the characteristic, then what raises
    /// or lowers it.
    #[serde(skip_serializing_if = "Modifiers::is_empty")]
    pub modifiers: Modifiers,
    pub total: i32,
    /// The total it needed: at least this, or at most (see [`needs`](Self::needs)).
    pub target: i32,
    /// Which side of the target succeeds (a d20 test: at least; a percentile test: at most).
    #[serde(skip_serializing_if = "Needs::is_at_least")]
    pub needs: Needs,
    pub success: bool,
    /// A natural 20 (`critical`) or a natural 1 (`fumble`) on a test where they count.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub special: Option<Special>,
}

/// Which totals succeed against a roll's target.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Needs {
    /// The target or more (d20 tests).
    #[default]
    AtLeast,
    /// The target or less (percentile tests, rolled under).
    AtMost,
}

impl Needs {
    /// Whether a roll needs the target or more (left out of the log, which says it by default).
    pub fn is_at_least(&self) -> bool {
        *self == Needs::AtLeast
    }

    /// Whether `total` succeeds against `target`.
    pub fn met(self, total: i32, target: i32) -> bool {
        match self {
            Needs::AtLeast => total >= target,
            Needs::AtMost => total <= target,
        }
    }
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
        let terms = (!self.modifiers.is_empty())
            .then(|| crate::combat::events::terms_in(&self.modifiers, lang));
        if let (Some(terms), Needs::AtLeast) = (&terms, self.needs) {
            out.push(' ');
            out += terms;
        }
        let result = if self.success {
            phrase!("roll-yes")
        } else {
            phrase!("roll-no")
        };
        out.push(' ');
        let (total, target) = (self.total, self.target);
        let against = match self.needs {
            Needs::AtLeast => phrase!(
                "roll-against",
                total = total,
                target = target,
                result = result
            ),
            Needs::AtMost => {
                phrase!(
                    "roll-against-at-most",
                    total = total,
                    target = target,
                    result = result
                )
            }
        };
        out += &against.in_lang(lang);
        if let (Some(terms), Needs::AtMost) = (&terms, self.needs) {
            out += &format!(" ({terms})");
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    fn roll(total: i32, needs: Needs) -> Roll {
        Roll {
            dice: "d20",
            faces: vec![total as u32],
            kept: total as u32,
            modifiers: Modifiers::new(),
            total,
            target: 35,
            needs,
            success: needs.met(total, 35),
            special: None,
        }
    }

    #[test]
    fn a_roll_under_succeeds_at_or_below_its_target_and_says_so() {
        assert!(Needs::AtMost.met(35, 35) && Needs::AtMost.met(1, 35));
        assert!(!Needs::AtMost.met(36, 35));
        assert!(Needs::AtLeast.met(35, 35) && !Needs::AtLeast.met(34, 35));
        let under = roll(30, Needs::AtMost);
        assert!(under.success);
        assert!(
            under
                .line(crate::i18n::Lang::En)
                .ends_with("= 30 vs 35 or less: yes")
        );
        assert!(
            under
                .line(crate::i18n::Lang::Es)
                .ends_with("= 30 contra 35 o menos: sí")
        );
        assert!(
            roll(36, Needs::AtLeast)
                .line(crate::i18n::Lang::En)
                .ends_with("= 36 vs 35+: yes")
        );
    }

    #[test]
    fn the_log_names_only_a_roll_under() {
        let json = |r: &Roll| serde_json::to_string(r).unwrap();
        assert!(!json(&roll(3, Needs::AtLeast)).contains("needs"));
        assert!(json(&roll(3, Needs::AtMost)).contains(r#""needs":"at_most""#));
    }
}
