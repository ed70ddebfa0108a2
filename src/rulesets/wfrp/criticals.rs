//! What a critical does (seed 003, "Críticos"): the seed says the effect depends on the part of
//! the body hit and the severity, that 9 and 10 kill outright, and that the rest range from a
//! moment's daze to a lost limb; it points to a printed table this game does not copy. Ours is
//! `criticals.ron`, written for this game: for each part (head, arm, body, leg) and each severity
//! from 1 to 8, a row of effects the engine plays.
//!
//! A lost limb plays as what follows from it: a severed arm drops what it held, bleeds and
//! hinders every test; a severed leg leaves the unit prone and lame, and bleeding.

use super::data::{Text, problem};
use super::{WfrpStats, WfrpTrack, track};
use crate::combat::components::{Condition, Equipment, Position};
use crate::combat::events::CombatEvent;
use crate::combat::reads::{has_condition, health_state, is_prone};
use crate::combat::resolver::{EngineError, Resolver};
use crate::i18n::Phrase;
use crate::level::diagnostics::Diagnostic;
use crate::level::locate::Seg;
use crate::rules::dice::DiceExpr;
use crate::rules::health::HealthState;
use crate::rules::modifiers::Modifiers;
use crate::rulesets::roll::{Needs, Roll};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// The part of the body a hit location belongs to, which picks the critical's row.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, schemars::JsonSchema,
)]
pub enum Part {
    Head,
    Arm,
    Body,
    Leg,
}

impl Part {
    pub const ALL: [Part; 4] = [Part::Head, Part::Arm, Part::Body, Part::Leg];
}

/// One thing a critical does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub enum Effect {
    /// Loses its next `n` turns (seed 003, "Aturdido"; blows at it in melee take +20 %).
    Stunned(u32),
    /// Has one half action, not two, on each of its next `n` turns.
    LosesHalf(u32),
    /// `n` points off every test it makes for the rest of the fight (they add up, to
    /// [`MOST_PENALTY`]).
    Penalty(i32),
    /// Falls to the ground: standing up is a half action.
    Prone,
    /// Drops the weapon in its hand into its square.
    DropsWeapon,
    /// Moves half its Movement (rounded down, at least 1) for the rest of the fight.
    Lame,
    /// At the start of each of its turns it must roll over `n` on a d100 or bleed to death.
    Bleeding(u32),
    /// Out of the fight.
    Unconscious,
    Dead,
}

/// One row of `criticals.ron`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CriticalRow {
    /// Names the effect in the log (`term-<id>` in the catalogues, with `_` read as `-`).
    pub id: String,
    pub part: Part,
    /// The lowest and highest severity it covers (`(3, 4)`).
    pub severity: (u32, u32),
    pub effects: Vec<Effect>,
}

/// Every row; each part's severities 1 to 8 are covered once.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CriticalTable(pub Vec<CriticalRow>);

/// The highest severity a row may cover: 9 and 10 kill (seed 003).
pub const LAST_SEVERITY: u32 = super::rules::DEADLY_SEVERITY - 1;

impl CriticalTable {
    /// The row for a critical of `severity` on `part`; none from 9 up, which kill.
    pub fn row(&self, part: Part, severity: u32) -> Option<&CriticalRow> {
        self.0
            .iter()
            .find(|r| r.part == part && (r.severity.0..=r.severity.1).contains(&severity))
    }

    /// The row named `id`.
    pub fn by_id(&self, id: &str) -> Option<&CriticalRow> {
        self.0.iter().find(|r| r.id == id)
    }
}

/// Reads `criticals.ron`: each part covers severities 1 to 8 once, every number is above 0.
pub fn read(file: &Text, errors: &mut Vec<Diagnostic>) -> Option<CriticalTable> {
    let rows = match crate::level::diagnostics::parse_ron::<Vec<CriticalRow>>(&file.0, &file.1) {
        Ok(rows) => rows,
        Err(d) => {
            errors.push(d);
            return None;
        }
    };
    for (path, message) in table_problems(&rows) {
        problem(errors, file, &path, message);
    }
    Some(CriticalTable(rows))
}

/// What is wrong with the rows, each with its path in the file.
fn table_problems(rows: &[CriticalRow]) -> Vec<(Vec<Seg<'static>>, Phrase)> {
    let mut found = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        let at = |field| vec![Seg::Index(i), Seg::Field(field)];
        let (from, to) = row.severity;
        if !(1..=LAST_SEVERITY).contains(&from) || !(from..=LAST_SEVERITY).contains(&to) {
            found.push((
                at("severity"),
                crate::phrase!(
                    "diag-wfrp-critical-severity",
                    from = from.to_string(),
                    to = to.to_string()
                ),
            ));
        }
        if rows[..i].iter().any(|r| r.id == row.id) {
            found.push((
                at("id"),
                crate::phrase!("diag-wfrp-critical-twice", id = row.id.to_string()),
            ));
        }
        for (k, effect) in row.effects.iter().enumerate() {
            if !effect_reads(*effect) {
                let mut path = at("effects");
                path.push(Seg::Index(k));
                found.push((path, crate::phrase!("diag-wfrp-critical-effect-number")));
            }
        }
    }
    for part in Part::ALL {
        let covering = |s: u32| {
            rows.iter()
                .filter(|r| r.part == part && (r.severity.0..=r.severity.1).contains(&s))
                .count()
        };
        if let Some(s) = (1..=LAST_SEVERITY).find(|&s| covering(s) != 1) {
            found.push((
                Vec::new(),
                crate::phrase!(
                    "diag-wfrp-critical-cover",
                    part = format!("{part:?}"),
                    severity = s.to_string(),
                    rows = covering(s).to_string()
                ),
            ));
        }
    }
    found
}

/// Whether an effect's number means something: turns and chances above 0, a penalty above 0
/// (it is taken off), a chance of bleeding to death below 100.
fn effect_reads(effect: Effect) -> bool {
    match effect {
        Effect::Stunned(n) | Effect::LosesHalf(n) => n > 0,
        Effect::Penalty(n) => n > 0,
        Effect::Bleeding(n) => (1..100).contains(&n),
        _ => true,
    }
}

/// What a critical of `severity` on `location` does to `target` (reported): death from 9 up,
/// unless a Fate point saves it (then it is knocked out); else its row's effects.
pub fn strike(
    res: &mut Resolver,
    target: Entity,
    location: &str,
    severity: u32,
) -> Result<(), EngineError> {
    if severity >= super::rules::DEADLY_SEVERITY {
        let state = match super::fortune::escapes_death(res, target) {
            true => HealthState::Unconscious,
            false => HealthState::Dead,
        };
        set_state(res, target, state);
        return Ok(());
    }
    let Some(sheet) = res.world.get::<WfrpStats>(target) else {
        return Ok(());
    };
    let part = sheet
        .0
        .locations
        .locations
        .iter()
        .find(|l| l.id == location)
        .map_or(Part::Body, |l| l.part);
    let Some(row) = sheet.0.criticals.row(part, severity).cloned() else {
        return Ok(());
    };
    res.emit(CombatEvent::CriticalEffect {
        unit: res.id(target),
        effect: row.id.clone(),
        does: describe(&row.effects),
    });
    for effect in row.effects {
        play(res, target, effect);
    }
    Ok(())
}

/// What `effects` do, in words, joined by commas.
pub fn describe(effects: &[Effect]) -> Phrase {
    let mut said = effects.iter().rev().map(|&e| effect_phrase(e));
    let last = said
        .next()
        .unwrap_or_else(|| crate::phrase!("wfrp-effect-none"));
    said.fold(last, |rest, first| {
        crate::phrase!("wfrp-effect-and", first = first, rest = rest)
    })
}

fn effect_phrase(effect: Effect) -> Phrase {
    use crate::phrase;
    match effect {
        Effect::Stunned(n) => phrase!("wfrp-effect-stunned", turns = n),
        Effect::LosesHalf(n) => phrase!("wfrp-effect-loses-half", turns = n),
        Effect::Penalty(n) => phrase!("wfrp-effect-penalty", points = n),
        Effect::Prone => phrase!("wfrp-effect-prone"),
        Effect::DropsWeapon => phrase!("wfrp-effect-drops-weapon"),
        Effect::Lame => phrase!("wfrp-effect-lame"),
        Effect::Bleeding(n) => phrase!("wfrp-effect-bleeding", chance = n),
        Effect::Unconscious => phrase!("wfrp-effect-unconscious"),
        Effect::Dead => phrase!("wfrp-effect-dead"),
    }
}

/// The shared events an effect brings (the counts it leaves are kept by [`remember`]).
fn play(res: &mut Resolver, target: Entity, effect: Effect) {
    let unit = res.id(target);
    match effect {
        Effect::Stunned(_)
            if health_state(res.world, target).can_act()
                && !has_condition(res.world, target, Condition::Stunned) =>
        {
            res.emit(CombatEvent::Condition {
                unit,
                condition: Condition::Stunned,
                active: true,
            });
        }
        Effect::Prone if !is_prone(res.world, target) => res.emit(CombatEvent::Condition {
            unit,
            condition: Condition::Prone,
            active: true,
        }),
        Effect::DropsWeapon => {
            let held = res
                .world
                .get::<Equipment>(target)
                .and_then(|eq| eq.usable().find(|w| !w.natural).map(|w| w.id.clone()));
            let at = res.world.get::<Position>(target).map(|p| p.0);
            if let (Some(thing), Some(at)) = (held, at) {
                res.emit(CombatEvent::Dropped { unit, thing, at });
            }
        }
        Effect::Unconscious => set_state(res, target, HealthState::Unconscious),
        Effect::Dead => set_state(res, target, HealthState::Dead),
        _ => {}
    }
}

/// Takes the unit out of the fight (reported), unless it is already further gone.
fn set_state(res: &mut Resolver, target: Entity, state: HealthState) {
    let now = health_state(res.world, target);
    if now == HealthState::Dead || (now == state) {
        return;
    }
    res.emit(CombatEvent::HealthState {
        unit: res.id(target),
        state,
    });
}

/// The most that criticals' penalties add up to: past it a unit could never pass a test, and a
/// fight against it would never end (our reading; the seed gives no rule).
pub const MOST_PENALTY: i32 = 30;

/// Keeps the counts a critical leaves on the unit's track: turns stunned or slowed, the penalty
/// to its tests, lameness, the chance of bleeding to death.
pub fn remember(track: &mut WfrpTrack, row: &CriticalRow) {
    for effect in &row.effects {
        match *effect {
            Effect::Stunned(n) => track.stunned += n,
            Effect::LosesHalf(n) => track.slowed += n,
            Effect::Penalty(n) => track.penalty = (track.penalty + n).min(MOST_PENALTY),
            Effect::Lame => track.lame = true,
            Effect::Bleeding(n) => track.bleeding = track.bleeding.max(n),
            _ => {}
        }
    }
}

/// A bleeding unit's roll at the start of its turn: over its chance, it lives on; at or under,
/// it bleeds to death (reported as a test to stay alive: at least the chance plus 1).
pub fn bleeds(res: &mut Resolver, unit: Entity) -> Result<(), EngineError> {
    let chance = track(res.world, unit).bleeding;
    if chance == 0 || !health_state(res.world, unit).can_act() {
        return Ok(());
    }
    let (faces, _) = res.roll(DiceExpr::new(1, 100, 0))?;
    let lives = faces[0] > chance;
    res.emit(CombatEvent::Test {
        unit: res.id(unit),
        why: crate::phrase!("wfrp-test-bleeding"),
        roll: Box::new(Roll {
            dice: "d100",
            faces: faces.clone(),
            kept: faces[0],
            modifiers: Modifiers::new(),
            total: faces[0] as i32,
            target: chance as i32 + 1,
            needs: Needs::AtLeast,
            success: lives,
            special: None,
        }),
    });
    if !lives {
        set_state(res, unit, HealthState::Dead);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(id: &str, part: Part, severity: (u32, u32)) -> CriticalRow {
        CriticalRow {
            id: id.to_string(),
            part,
            severity,
            effects: vec![Effect::Stunned(1)],
        }
    }

    fn full_table() -> Vec<CriticalRow> {
        Part::ALL
            .iter()
            .flat_map(|&p| {
                [
                    row(&format!("{p:?}1"), p, (1, 4)),
                    row(&format!("{p:?}2"), p, (5, 8)),
                ]
            })
            .collect()
    }

    #[test]
    fn a_table_covering_each_part_from_1_to_8_once_reads() {
        assert!(table_problems(&full_table()).is_empty());
    }

    #[test]
    fn a_gap_an_overlap_a_row_past_8_and_a_zero_count_are_each_named() {
        let mut rows = full_table();
        rows[0].severity = (1, 3);
        rows[2].severity = (1, 6);
        rows[3].severity = (6, 9);
        rows[4].effects = vec![Effect::Stunned(0), Effect::Bleeding(100)];
        let found = table_problems(&rows);
        let keys: Vec<_> = found.iter().map(|(_, m)| m.key()).collect();
        assert_eq!(
            keys.iter()
                .filter(|k| **k == "diag-wfrp-critical-cover")
                .count(),
            2,
            "{keys:?}"
        );
        assert!(keys.contains(&"diag-wfrp-critical-severity"));
        assert_eq!(
            keys.iter()
                .filter(|k| **k == "diag-wfrp-critical-effect-number")
                .count(),
            2
        );
    }

    #[test]
    fn the_row_is_the_part_s_band_holding_the_severity() {
        let table = CriticalTable(full_table());
        assert_eq!(table.row(Part::Leg, 4).unwrap().id, "Leg1");
        assert_eq!(table.row(Part::Leg, 5).unwrap().id, "Leg2");
        assert!(table.row(Part::Leg, 9).is_none());
    }

    #[test]
    fn a_row_s_counts_add_up_on_the_track_and_the_worst_bleeding_holds() {
        let mut track = WfrpTrack::default();
        let wound = CriticalRow {
            effects: vec![
                Effect::Stunned(2),
                Effect::LosesHalf(1),
                Effect::Penalty(10),
                Effect::Lame,
                Effect::Bleeding(20),
            ],
            ..row("x", Part::Leg, (1, 1))
        };
        remember(&mut track, &wound);
        remember(
            &mut track,
            &CriticalRow {
                effects: vec![Effect::Penalty(10), Effect::Bleeding(10)],
                ..wound.clone()
            },
        );
        assert_eq!(
            (
                track.stunned,
                track.slowed,
                track.penalty,
                track.lame,
                track.bleeding
            ),
            (2, 1, 20, true, 20)
        );
    }
}
