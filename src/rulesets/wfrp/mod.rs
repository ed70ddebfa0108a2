//! Seed 003, the WFRP ruleset (percentile tests, half and full actions, hit locations, Ulric's
//! Fury, criticals, fortune and fate). It is being built: its rules' numbers (`rules`) and its
//! data files (`data`, `assets/rulesets/wfrp/`) are read and checked; a level cannot play it
//! yet, and validation says so.

pub mod data;
pub mod rules;
