//! Dice expressions (`1d8`, `2d6+1`) and the one seeded source of every die the engine rolls.
//!
//! All randomness goes through [`DiceBox`]: a ChaCha8 generator seeded from a recorded `u64`, in front
//! of which tests and the CLI may queue forced results. The same seed and the same forced results give
//! the same rolls, in the same order, on every machine.

use crate::limits::{DICE_BONUS, DICE_COUNT, DIE_SIDES};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;
use std::fmt;
use std::str::FromStr;

/// `count`d`sides` + `bonus`, e.g. `1d8`, `2d6+1`, `1d4-1`, or a flat `3`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(try_from = "String", into = "String")]
pub struct DiceExpr {
    pub count: u32,
    pub sides: u32,
    pub bonus: i32,
}

impl DiceExpr {
    pub const fn new(count: u32, sides: u32, bonus: i32) -> Self {
        Self {
            count,
            sides,
            bonus,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{text}` is not a dice expression like 1d8, 2d6+1 or 3: {why}")]
pub struct DiceParseError {
    pub text: String,
    pub why: &'static str,
}

// The limits' words, checked against their numbers by a test.
const COUNT_RANGE: &str = "the dice count must be 1 to 40";
const SIDES_RANGE: &str = "a die has 2 to 100 sides";
const BONUS_RANGE: &str = "a bonus or flat number is at most 1000 either way";

impl FromStr for DiceExpr {
    type Err = DiceParseError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let err = |why| DiceParseError {
            text: text.to_string(),
            why,
        };
        let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        let (dice_part, bonus) = match compact.find(['+', '-']) {
            Some(i) if compact.contains('d') => {
                let bonus: i32 = compact[i..].parse().map_err(|_| err("bad bonus"))?;
                (&compact[..i], bonus)
            }
            _ => (compact.as_str(), 0),
        };
        let bonus_fits = |b: i32| b.unsigned_abs() <= DICE_BONUS.unsigned_abs();
        let Some((count, sides)) = dice_part.split_once('d') else {
            let flat: i32 = dice_part.parse().map_err(|_| err("expected NdM"))?;
            if !bonus_fits(flat) {
                return Err(err(BONUS_RANGE));
            }
            return Ok(DiceExpr::new(0, 0, flat));
        };
        let count: u32 = if count.is_empty() {
            1
        } else {
            count.parse().map_err(|_| err(COUNT_RANGE))?
        };
        let sides: u32 = sides.parse().map_err(|_| err(SIDES_RANGE))?;
        if count == 0 || count > DICE_COUNT {
            return Err(err(COUNT_RANGE));
        }
        if !(2..=DIE_SIDES).contains(&sides) {
            return Err(err(SIDES_RANGE));
        }
        if !bonus_fits(bonus) {
            return Err(err(BONUS_RANGE));
        }
        Ok(DiceExpr::new(count, sides, bonus))
    }
}

impl DiceExpr {
    /// Every total the expression can show, with its probability, lowest first.
    pub fn distribution(&self) -> Vec<(i32, f64)> {
        let mut dist: Vec<f64> = vec![1.0];
        for _ in 0..self.count {
            let mut next = vec![0.0; dist.len() + self.sides as usize];
            for (sum, p) in dist.iter().enumerate() {
                for face in 1..=self.sides as usize {
                    next[sum + face] += p / f64::from(self.sides);
                }
            }
            dist = next;
        }
        dist.into_iter()
            .enumerate()
            .filter(|&(_, p)| p > 0.0)
            .map(|(sum, p)| (sum as i32 + self.bonus, p))
            .collect()
    }

    /// [`DiceExpr::distribution`], worked out once per expression on each thread: previews and the
    /// AI ask for the same few weapons' dice over and over.
    pub fn shared_distribution(&self) -> std::rc::Rc<[(i32, f64)]> {
        type Distribution = std::rc::Rc<[(i32, f64)]>;
        thread_local! {
            static KNOWN: std::cell::RefCell<Vec<(DiceExpr, Distribution)>> =
                const { std::cell::RefCell::new(Vec::new()) };
        }
        if let Some(found) = KNOWN.with_borrow(|known| {
            known
                .iter()
                .find(|(d, _)| d == self)
                .map(|(_, dist)| dist.clone())
        }) {
            return found;
        }
        let dist: Distribution = self.distribution().into();
        KNOWN.with_borrow_mut(|known| {
            // Dice come from the data files: a handful; the cap only guards against the unusual.
            if known.len() < 256 {
                known.push((*self, dist.clone()));
            }
        });
        dist
    }

    /// The average total.
    pub fn average(&self) -> f64 {
        f64::from(self.count) * (f64::from(self.sides) + 1.0) / 2.0 + f64::from(self.bonus)
    }
}

impl TryFrom<String> for DiceExpr {
    type Error = DiceParseError;
    fn try_from(s: String) -> Result<Self, Self::Error> {
        s.parse()
    }
}

impl From<DiceExpr> for String {
    fn from(d: DiceExpr) -> String {
        d.to_string()
    }
}

impl fmt::Display for DiceExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.count == 0 {
            return write!(f, "{}", self.bonus);
        }
        write!(f, "{}d{}", self.count, self.sides)?;
        if self.bonus != 0 {
            write!(f, "{:+}", self.bonus)?;
        }
        Ok(())
    }
}

/// A forced result that does not fit the die it was used for.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("forced roll #{index} is {value}, which a d{sides} cannot show")]
pub struct ForcedRollError {
    /// 1-based position in the forced list.
    pub index: usize,
    pub value: u32,
    pub sides: u32,
}

/// The seeded dice of one encounter, with an optional queue of forced results.
#[derive(Clone, Debug)]
pub struct DiceBox {
    seed: u64,
    rng: ChaCha8Rng,
    forced: VecDeque<u32>,
    forced_used: usize,
    /// Dice rolled so far, forced or not: what undo asks of a command (did it roll any?).
    rolled: u64,
}

impl DiceBox {
    pub fn new(seed: u64) -> Self {
        Self {
            seed,
            rng: ChaCha8Rng::seed_from_u64(seed),
            forced: VecDeque::new(),
            forced_used: 0,
            rolled: 0,
        }
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// Queues results that the next dice show, in order, before the generator is used again.
    pub fn force(&mut self, results: impl IntoIterator<Item = u32>) {
        self.forced.extend(results);
    }

    /// How many dice have been rolled, forced or from the generator.
    pub fn rolled(&self) -> u64 {
        self.rolled
    }

    pub fn forced_left(&self) -> usize {
        self.forced.len()
    }

    /// Rolls one die with `sides` faces: the next forced result if any, else the generator.
    pub fn roll(&mut self, sides: u32) -> Result<u32, ForcedRollError> {
        self.rolled += 1;
        if let Some(value) = self.forced.pop_front() {
            self.forced_used += 1;
            if value == 0 || value > sides {
                return Err(ForcedRollError {
                    index: self.forced_used,
                    value,
                    sides,
                });
            }
            return Ok(value);
        }
        Ok(self.rng.random_range(1..=sides.max(1)))
    }

    pub fn d20(&mut self) -> Result<u32, ForcedRollError> {
        self.roll(20)
    }

    /// Rolls every die of an expression; returns each face and the total with the bonus.
    pub fn roll_expr(&mut self, expr: DiceExpr) -> Result<(Vec<u32>, i32), ForcedRollError> {
        let mut faces = Vec::with_capacity(expr.count as usize);
        for _ in 0..expr.count {
            faces.push(self.roll(expr.sides)?);
        }
        let total = faces.iter().map(|&f| f as i32).sum::<i32>() + expr.bonus;
        Ok((faces, total))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_prints_dice_expressions() {
        assert_eq!("1d8".parse::<DiceExpr>().unwrap(), DiceExpr::new(1, 8, 0));
        assert_eq!("2d6+1".parse::<DiceExpr>().unwrap(), DiceExpr::new(2, 6, 1));
        assert_eq!(
            "1d4 - 1".parse::<DiceExpr>().unwrap(),
            DiceExpr::new(1, 4, -1)
        );
        assert_eq!("d12".parse::<DiceExpr>().unwrap(), DiceExpr::new(1, 12, 0));
        assert_eq!("3".parse::<DiceExpr>().unwrap(), DiceExpr::new(0, 0, 3));
        assert_eq!(DiceExpr::new(2, 6, -2).to_string(), "2d6-2");
        for bad in ["", "d", "0d6", "1d1", "1d6+x", "abc", "1d6d6"] {
            assert!(bad.parse::<DiceExpr>().is_err(), "{bad:?} should not parse");
        }
    }

    #[test]
    fn dice_beyond_the_limits_are_refused_with_the_limit_named() {
        assert_eq!("40d100+1000".parse(), Ok(DiceExpr::new(40, 100, 1000)));
        assert_eq!("-1000".parse(), Ok(DiceExpr::new(0, 0, -1000)));
        let why = |text: &str| text.parse::<DiceExpr>().unwrap_err().why;
        assert_eq!(why("41d6"), COUNT_RANGE);
        assert_eq!(why("100d1000"), COUNT_RANGE);
        assert_eq!(why("99999999999d6"), COUNT_RANGE);
        assert_eq!(why("1d101"), SIDES_RANGE);
        assert_eq!(why("1d6+1001"), BONUS_RANGE);
        assert_eq!(why("1d6-2147483648"), BONUS_RANGE);
        assert_eq!(why("1001"), BONUS_RANGE);
        for (words, limit) in [(COUNT_RANGE, DICE_COUNT), (SIDES_RANGE, DIE_SIDES)] {
            assert!(words.ends_with(&format!(" {limit}")) || words.contains(&format!(" {limit} ")));
        }
        assert!(BONUS_RANGE.contains(&DICE_BONUS.to_string()));
    }

    #[test]
    fn the_distribution_of_two_d_six_peaks_at_seven() {
        let d = DiceExpr::new(2, 6, 1).distribution();
        assert_eq!(d.len(), 11);
        assert_eq!(d[0], (3, 1.0 / 36.0));
        let seven = d.iter().find(|(t, _)| *t == 8).unwrap().1;
        assert!((seven - 6.0 / 36.0).abs() < 1e-12);
        let total: f64 = d.iter().map(|(_, p)| p).sum();
        assert!((total - 1.0).abs() < 1e-12);
        assert_eq!(DiceExpr::new(0, 0, 3).distribution(), vec![(3, 1.0)]);
        assert_eq!(DiceExpr::new(2, 6, 1).average(), 8.0);
    }

    #[test]
    fn the_shared_distribution_is_the_distribution_worked_out_once() {
        for d in [
            DiceExpr::new(2, 6, 1),
            DiceExpr::new(1, 8, 0),
            DiceExpr::new(0, 0, 3),
        ] {
            let shared = d.shared_distribution();
            assert_eq!(&shared[..], &d.distribution()[..]);
            assert!(std::rc::Rc::ptr_eq(&shared, &d.shared_distribution()));
        }
    }

    #[test]
    fn forced_results_come_first_then_the_seeded_generator() {
        let mut dice = DiceBox::new(7);
        dice.force([14, 3]);
        assert_eq!(dice.d20().unwrap(), 14);
        assert_eq!(dice.roll(6).unwrap(), 3);
        let after: Vec<u32> = (0..5).map(|_| dice.d20().unwrap()).collect();
        let mut fresh = DiceBox::new(7);
        let expected: Vec<u32> = (0..5).map(|_| fresh.d20().unwrap()).collect();
        assert_eq!(after, expected, "forced rolls do not consume the generator");
    }

    #[test]
    fn a_forced_result_too_big_for_the_die_is_an_error() {
        let mut dice = DiceBox::new(1);
        dice.force([5, 14]);
        assert_eq!(dice.roll(6).unwrap(), 5);
        let err = dice.roll(6).unwrap_err();
        assert_eq!(
            err,
            ForcedRollError {
                index: 2,
                value: 14,
                sides: 6
            }
        );
    }

    #[test]
    fn the_same_seed_gives_the_same_rolls() {
        let a: Vec<u32> = {
            let mut d = DiceBox::new(42);
            (0..50).map(|_| d.d20().unwrap()).collect()
        };
        let b: Vec<u32> = {
            let mut d = DiceBox::new(42);
            (0..50).map(|_| d.d20().unwrap()).collect()
        };
        assert_eq!(a, b);
        assert!(a.iter().all(|&r| (1..=20).contains(&r)));
    }
}
