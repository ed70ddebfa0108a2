//! Every condition of seed 001 ("Estados de personaje"), with seed 000's asleep and silenced, as
//! one table: a row per condition says what it changes (typed modifiers), what it forbids (flags)
//! and which fear, fatigue or hold ladder it is a step of. The rest of the game asks this table;
//! no condition's number is written anywhere else.
//!
//! Readings where the seed leaves a gap (each is in the README's "rules as played"):
//! - "Apply them all; where they cannot combine, the most severe": conditions on one ladder
//!   (shaken → frightened → panicked, fatigued → exhausted, grappled → pinned) do not add up, only
//!   the highest step counts; prone's and helpless's melee penalty to Defense is the same +4 (the
//!   seed says so), counted once.
//! - Pinned is "a more severe grappled": it keeps grappled's −4 Dex and adds its own.
//! - Exhausted is a more severe fatigued, so it forbids running and charging too.
//! - Blinded creatures move at half speed: the game has no Acrobatics check to hurry.
//! - Energy drained: each negative level is −1 to attacks, saves and checks (the seed sends to a
//!   book page for the numbers).

use super::defense::{BonusKind, TypedBonus};
use serde::{Deserialize, Serialize};

/// A condition a creature can be in.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Serialize,
    Deserialize,
    schemars::JsonSchema,
)]
pub enum ConditionId {
    /// "Apresado".
    Grappled,
    /// "Asustado".
    Frightened,
    /// "Aterrado".
    Cowering,
    /// "Atontado".
    Dazed,
    /// "Aturdido".
    Stunned,
    /// "Cegado".
    Blinded,
    /// "Confuso".
    Confused,
    /// "Deslumbrado".
    Dazzled,
    /// "Despavorido".
    Panicked,
    /// "Desprevenido".
    FlatFooted,
    /// "Energía consumida".
    EnergyDrained,
    /// "Enmarañado".
    Entangled,
    /// "Ensordecido".
    Deafened,
    /// "Estable".
    Stable,
    /// "Estremecido".
    Shaken,
    /// "Exhausto".
    Exhausted,
    /// "Fascinado".
    Fascinated,
    /// "Fatigado".
    Fatigued,
    /// "Grogui".
    Staggered,
    /// "Incapacitado".
    Disabled,
    /// "Inconsciente".
    Unconscious,
    /// "Incorporal".
    Incorporeal,
    /// "Indefenso".
    Helpless,
    /// "Indispuesto".
    Sickened,
    /// "Invisible". Seed 002 plays its own invisibility in its ruleset.
    Invisible,
    /// "Mareado".
    Nauseated,
    /// "Moribundo".
    Dying,
    /// "Muerto".
    Dead,
    /// "Paralizado".
    Paralyzed,
    /// "Petrificado".
    Petrified,
    /// "Roto": an item's condition.
    Broken,
    /// "Sangrando".
    Bleed,
    /// "Sujeto".
    Pinned,
    /// "Tumbado".
    Prone,
    /// Seed 000's sleep: helpless until hurt.
    Asleep,
    /// Seed 000, "Verbal (V)": cannot speak, so casts nothing with a verbal component.
    Silenced,
}

/// What a condition's modifier applies to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// Every attack roll.
    Attack,
    /// Melee attack rolls only.
    MeleeAttack,
    /// Weapon and spell damage rolls.
    Damage,
    /// Every Defense against any attack.
    Defense,
    /// Defense against melee attacks.
    DefenseVsMelee,
    /// Defense against ranged attacks.
    DefenseVsRanged,
    /// Combat maneuver bonus.
    Cmb,
    /// Saving throws.
    Saves,
    /// Skill and ability checks.
    Checks,
    /// Initiative checks.
    Initiative,
    Strength,
    Dexterity,
}

/// How a modifier changes its target.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Amount {
    /// Adds (or, negative, takes away) this much.
    Add(i32),
    /// The score counts as this value (paralyzed's Str and Dex 0).
    Set(i32),
}

/// One modifier of a condition.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Change {
    pub to: Target,
    pub amount: Amount,
    /// Its bonus type: the same type does not stack (seed 000's rule for Defense bonuses).
    pub kind: BonusKind,
    /// Changes that share a name are one effect under two conditions (prone's and helpless's
    /// melee +4): only the largest counts.
    pub same_as: Option<&'static str>,
}

/// What a condition forbids or implies, beside its numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Flag {
    /// Loses its Dex (and shield, dodge and morale) to Defense, as flat-footed.
    LosesDex,
    /// Takes no actions at all; its turns are lost.
    CannotAct,
    /// Cannot leave its square.
    CannotMove,
    /// One move or one standard action a turn (plus free and swift).
    SingleAction,
    /// A single move action a turn, nothing else.
    MoveOnly,
    /// At the mercy of its foes: Dex 0 and +4 to melee attacks on it.
    Helpless,
    /// Makes no attacks of opportunity.
    NoOpportunityAttacks,
    /// Cannot charge or run.
    NoCharge,
    /// Lets go of what it holds when the condition starts.
    DropsHeld,
    /// Shoots no ranged weapon but a crossbow.
    CrossbowOnly,
    /// Casts nothing with a verbal component.
    NoVerbal,
    /// 20 % chance to lose a spell with a verbal component.
    VerbalFailure,
    /// Does nothing needing two hands.
    NoTwoHanded,
    /// Its movement is halved.
    HalfSpeed,
    /// Every foe has total concealment against it (50 % miss).
    Blind,
    /// Unseen: total concealment against every sighted foe.
    Unseen,
    /// Flees its source on its turns when it can.
    Flees,
    /// Acts by the confusion table on its turns.
    ActsAtRandom,
    /// Casting needs a concentration check.
    Concentration,
    /// Harm ends it (sleep, fascination).
    EndsWhenHurt,
    /// A foe's obvious threat breaks it, and a foe drawing near gives a new save (fascination).
    BrokenByThreat,
    /// Anyone, friend or foe, may move through its square, which counts as two (paralyzed).
    CrossedAtDoubleCost,
    /// Loses hit points at the start of its turns.
    Bleeds,
    /// Any healing ends it.
    EndsWhenHealed,
    /// Immune to non-magical attacks, half damage from magic.
    Intangible,
    /// An item's condition, not a creature's.
    OfAnItem,
    /// A weapon's critical threat only on a natural 20.
    ThreatOnlyOnTwenty,
    /// A weapon's critical multiplies by 2 at most.
    CritAtMostDouble,
    /// An armour's or shield's Defense bonus is halved, rounded down.
    HalvesArmour,
    /// Follows from the creature's hit points, not laid by an effect.
    OfHealth,
}

/// The ladders whose steps do not add up: only the highest step a creature is on counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ladder {
    Fear,
    Fatigue,
    Hold,
}

/// One condition's row.
#[derive(Clone, Copy, Debug)]
pub struct ConditionRow {
    pub id: ConditionId,
    /// Its name as the log and the panel say it (a `term-` key of the catalogues).
    pub label: &'static str,
    pub changes: &'static [Change],
    pub flags: &'static [Flag],
    /// Its ladder and step (1 the mildest).
    pub ladder: Option<(Ladder, u8)>,
    /// The Game Icon the panel draws for it.
    pub icon: &'static str,
}

impl ConditionRow {
    pub fn has(&self, flag: Flag) -> bool {
        self.flags.contains(&flag)
    }

    /// What the row adds to `to`, its changes summed.
    pub fn added(&self, to: Target) -> i32 {
        self.changes
            .iter()
            .filter(|c| c.to == to)
            .map(|c| match c.amount {
                Amount::Add(value) => value,
                Amount::Set(_) => 0,
            })
            .sum()
    }
}

/// Seed 001, "Roto": a broken weapon's critical, by the broken row's flags (threat only on a
/// natural 20, ×2 at most). Its −2 to attacks and damage are read from the row where a blow is
/// rolled (`broken_term`).
pub fn break_weapon(weapon: &mut crate::level::schema::Weapon) {
    let row = ConditionId::Broken.row();
    weapon.broken = true;
    if row.has(Flag::ThreatOnlyOnTwenty) {
        weapon.threat = 20;
    }
    if row.has(Flag::CritAtMostDouble) {
        weapon.multiplier = weapon.multiplier.min(2);
    }
}

/// What `weapon` adds to `to` (attacks, damage) for being broken: nothing when it is whole.
pub fn broken_term(weapon: &crate::level::schema::Weapon, to: Target) -> i32 {
    if weapon.broken {
        ConditionId::Broken.row().added(to)
    } else {
        0
    }
}

/// A broken armour's or shield's Defense `bonus` (seed 001, "Roto": halved, rounded down).
pub fn broken_armour_bonus(bonus: i32) -> i32 {
    if ConditionId::Broken.row().has(Flag::HalvesArmour) {
        bonus.div_euclid(2)
    } else {
        bonus
    }
}

const fn add(to: Target, value: i32) -> Change {
    Change {
        to,
        amount: Amount::Add(value),
        kind: BonusKind::Untyped,
        same_as: None,
    }
}

const fn set(to: Target, value: i32) -> Change {
    Change {
        to,
        amount: Amount::Set(value),
        kind: BonusKind::Untyped,
        same_as: None,
    }
}

/// The +4 to melee attacks on a prone or helpless creature, played as −4 to its Defense.
const MELEE_ON_THE_GROUND: Change = Change {
    to: Target::DefenseVsMelee,
    amount: Amount::Add(-4),
    kind: BonusKind::Untyped,
    same_as: Some("melee on the ground"),
};

/// −2 to attacks, saves and checks: the penalty shaken and frightened share.
const SHAKEN: [Change; 3] = [
    add(Target::Attack, -2),
    add(Target::Saves, -2),
    add(Target::Checks, -2),
];

use ConditionId as C;
use Flag as F;
use Target as T;

/// The table, in the order of [`ConditionId`] (a test checks it).
pub const ROWS: &[ConditionRow] = &[
    ConditionRow {
        id: C::Grappled,
        label: "grappled",
        changes: &[add(T::Dexterity, -4), add(T::Attack, -2), add(T::Cmb, -2)],
        flags: &[
            F::CannotMove,
            F::NoTwoHanded,
            F::NoOpportunityAttacks,
            F::Concentration,
        ],
        ladder: Some((Ladder::Hold, 1)),
        icon: "grab",
    },
    ConditionRow {
        id: C::Frightened,
        label: "frightened",
        changes: &SHAKEN,
        flags: &[F::Flees],
        ladder: Some((Ladder::Fear, 2)),
        icon: "terror",
    },
    ConditionRow {
        id: C::Cowering,
        label: "cowering",
        changes: &[add(T::Defense, -2)],
        flags: &[F::CannotAct, F::LosesDex],
        ladder: None,
        icon: "despair",
    },
    ConditionRow {
        id: C::Dazed,
        label: "dazed",
        changes: &[],
        flags: &[F::CannotAct],
        ladder: None,
        icon: "star-swirl",
    },
    ConditionRow {
        id: C::Stunned,
        label: "stunned",
        changes: &[add(T::Defense, -2)],
        flags: &[F::CannotAct, F::LosesDex, F::DropsHeld],
        ladder: None,
        icon: "knockout",
    },
    ConditionRow {
        id: C::Blinded,
        label: "blinded",
        changes: &[add(T::Defense, -2)],
        flags: &[F::LosesDex, F::Blind, F::HalfSpeed],
        ladder: None,
        icon: "blindfold",
    },
    ConditionRow {
        id: C::Confused,
        label: "confused",
        changes: &[],
        flags: &[F::ActsAtRandom, F::NoOpportunityAttacks],
        ladder: None,
        icon: "brainstorm",
    },
    ConditionRow {
        id: C::Dazzled,
        label: "dazzled",
        changes: &[add(T::Attack, -1)],
        flags: &[],
        ladder: None,
        icon: "sun-radiations",
    },
    ConditionRow {
        id: C::Panicked,
        label: "panicked",
        changes: &[add(T::Saves, -2), add(T::Checks, -2)],
        flags: &[F::Flees, F::DropsHeld],
        ladder: Some((Ladder::Fear, 3)),
        icon: "screaming",
    },
    ConditionRow {
        id: C::FlatFooted,
        label: "flat-footed",
        changes: &[],
        flags: &[F::LosesDex, F::NoOpportunityAttacks],
        ladder: None,
        icon: "foot-trip",
    },
    ConditionRow {
        id: C::EnergyDrained,
        label: "energy drained",
        // Per negative level (see `ConditionSet::drain`).
        changes: &[
            add(T::Attack, -1),
            add(T::Cmb, -1),
            add(T::Saves, -1),
            add(T::Checks, -1),
        ],
        flags: &[],
        ladder: None,
        icon: "soul-vessel",
    },
    ConditionRow {
        id: C::Entangled,
        label: "entangled",
        changes: &[add(T::Attack, -2), add(T::Dexterity, -4)],
        flags: &[F::HalfSpeed, F::NoCharge, F::Concentration],
        ladder: None,
        icon: "vine-whip",
    },
    ConditionRow {
        id: C::Deafened,
        label: "deafened",
        changes: &[add(T::Initiative, -4)],
        flags: &[F::VerbalFailure],
        ladder: None,
        icon: "silenced",
    },
    ConditionRow {
        id: C::Stable,
        label: "stable",
        changes: &[],
        flags: &[F::OfHealth, F::CannotAct, F::Helpless, F::LosesDex],
        ladder: None,
        icon: "heart-bottle",
    },
    ConditionRow {
        id: C::Shaken,
        label: "shaken",
        changes: &SHAKEN,
        flags: &[],
        ladder: Some((Ladder::Fear, 1)),
        icon: "shaking-hands",
    },
    ConditionRow {
        id: C::Exhausted,
        label: "exhausted",
        changes: &[add(T::Strength, -6), add(T::Dexterity, -6)],
        flags: &[F::HalfSpeed, F::NoCharge],
        ladder: Some((Ladder::Fatigue, 2)),
        icon: "sleepy",
    },
    ConditionRow {
        id: C::Fascinated,
        label: "fascinated",
        changes: &[add(T::Checks, -4)],
        flags: &[F::CannotAct, F::EndsWhenHurt, F::BrokenByThreat],
        ladder: None,
        icon: "spiral-bloom",
    },
    ConditionRow {
        id: C::Fatigued,
        label: "fatigued",
        changes: &[add(T::Strength, -2), add(T::Dexterity, -2)],
        flags: &[F::NoCharge],
        ladder: Some((Ladder::Fatigue, 1)),
        icon: "tired-eye",
    },
    ConditionRow {
        id: C::Staggered,
        label: "staggered",
        changes: &[],
        flags: &[F::SingleAction],
        ladder: None,
        icon: "snail",
    },
    ConditionRow {
        id: C::Disabled,
        label: "disabled",
        changes: &[],
        // Seed 000 gives it one action and no slower pace: the half speed is seed 001's, played
        // under `rules: (disabled_half_speed: true)` (see `Ruleset::speed`).
        flags: &[F::OfHealth, F::SingleAction, F::HalfSpeed],
        ladder: None,
        icon: "half-dead",
    },
    ConditionRow {
        id: C::Unconscious,
        label: "unconscious",
        changes: &[],
        flags: &[F::OfHealth, F::CannotAct, F::Helpless, F::LosesDex],
        ladder: None,
        icon: "knocked-out-stars",
    },
    ConditionRow {
        id: C::Incorporeal,
        label: "incorporeal",
        changes: &[],
        flags: &[F::Intangible],
        ladder: None,
        icon: "ghost",
    },
    ConditionRow {
        id: C::Helpless,
        label: "helpless",
        changes: &[set(T::Dexterity, 0), MELEE_ON_THE_GROUND],
        flags: &[F::LosesDex],
        ladder: None,
        icon: "handcuffed",
    },
    ConditionRow {
        id: C::Sickened,
        label: "sickened",
        changes: &[
            add(T::Attack, -2),
            add(T::Damage, -2),
            add(T::Saves, -2),
            add(T::Checks, -2),
        ],
        flags: &[],
        ladder: None,
        icon: "stomach",
    },
    ConditionRow {
        id: C::Invisible,
        label: "invisible",
        changes: &[],
        flags: &[F::Unseen],
        ladder: None,
        icon: "invisible",
    },
    ConditionRow {
        id: C::Nauseated,
        label: "nauseated",
        changes: &[],
        flags: &[F::MoveOnly],
        ladder: None,
        icon: "vomiting",
    },
    ConditionRow {
        id: C::Dying,
        label: "dying",
        changes: &[],
        flags: &[F::OfHealth, F::CannotAct, F::Helpless, F::LosesDex],
        ladder: None,
        icon: "bleeding-heart",
    },
    ConditionRow {
        id: C::Dead,
        label: "dead",
        changes: &[],
        flags: &[F::OfHealth, F::CannotAct],
        ladder: None,
        icon: "dead-head",
    },
    ConditionRow {
        id: C::Paralyzed,
        label: "paralyzed",
        changes: &[set(T::Strength, 0), set(T::Dexterity, 0)],
        flags: &[
            F::CannotAct,
            F::Helpless,
            F::LosesDex,
            F::CrossedAtDoubleCost,
        ],
        ladder: None,
        icon: "frozen-body",
    },
    ConditionRow {
        id: C::Petrified,
        label: "petrified",
        changes: &[],
        flags: &[F::CannotAct, F::Helpless, F::LosesDex],
        ladder: None,
        icon: "stone-bust",
    },
    ConditionRow {
        id: C::Broken,
        label: "broken",
        changes: &[add(T::Attack, -2), add(T::Damage, -2)],
        flags: &[
            F::OfAnItem,
            F::ThreatOnlyOnTwenty,
            F::CritAtMostDouble,
            F::HalvesArmour,
        ],
        ladder: None,
        icon: "broken-shield",
    },
    ConditionRow {
        id: C::Bleed,
        label: "bleeding",
        changes: &[],
        flags: &[F::Bleeds, F::EndsWhenHealed],
        ladder: None,
        icon: "bleeding-wound",
    },
    ConditionRow {
        id: C::Pinned,
        label: "pinned",
        changes: &[add(T::Dexterity, -4), add(T::Defense, -4)],
        flags: &[
            F::CannotMove,
            F::LosesDex,
            F::NoTwoHanded,
            F::NoOpportunityAttacks,
            F::Concentration,
        ],
        ladder: Some((Ladder::Hold, 2)),
        icon: "manacles",
    },
    ConditionRow {
        id: C::Prone,
        label: "prone",
        changes: &[
            add(T::MeleeAttack, -4),
            MELEE_ON_THE_GROUND,
            add(T::DefenseVsRanged, 4),
        ],
        flags: &[F::CrossbowOnly],
        ladder: None,
        icon: "falling",
    },
    ConditionRow {
        id: C::Asleep,
        label: "asleep",
        changes: &[],
        flags: &[F::CannotAct, F::Helpless, F::LosesDex, F::EndsWhenHurt],
        ladder: None,
        icon: "night-sleep",
    },
    ConditionRow {
        id: C::Silenced,
        label: "silenced",
        changes: &[],
        flags: &[F::NoVerbal],
        ladder: None,
        icon: "silenced",
    },
];

impl ConditionId {
    /// Every condition, in the table's order.
    pub fn all() -> impl Iterator<Item = ConditionId> {
        ROWS.iter().map(|r| r.id)
    }

    pub fn row(self) -> &'static ConditionRow {
        &ROWS[self as usize]
    }

    pub fn label(self) -> &'static str {
        self.row().label
    }

    fn bit(self) -> u64 {
        1 << (self as u32)
    }
}

/// The conditions a creature is in now, as a set.
/// Energy drained counts once per negative level.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ConditionSet {
    bits: u64,
    negative_levels: u32,
}

impl ConditionSet {
    pub fn insert(&mut self, id: ConditionId) {
        self.bits |= id.bit();
        // Helpless follows from every condition that leaves a creature at its foes' mercy.
        if id.row().has(Flag::Helpless) {
            self.bits |= ConditionId::Helpless.bit();
        }
    }

    /// Takes `id` out (a condition whose numbers the level does not play).
    pub fn remove(&mut self, id: ConditionId) {
        self.bits &= !id.bit();
    }

    /// Negative levels more (seed 001, "Energía consumida"): energy drained, its row's changes
    /// counted once per level.
    pub fn drain(&mut self, levels: u32) {
        if levels > 0 {
            self.insert(ConditionId::EnergyDrained);
            self.negative_levels = self.negative_levels.saturating_add(levels);
        }
    }

    pub fn negative_levels(self) -> u32 {
        self.negative_levels
    }

    pub fn contains(self, id: ConditionId) -> bool {
        self.bits & id.bit() != 0
    }

    pub fn is_empty(self) -> bool {
        self.bits == 0
    }

    /// The conditions that count: on each ladder, only the highest step.
    pub fn counting(self) -> impl Iterator<Item = &'static ConditionRow> {
        let mut bits = self.bits;
        std::iter::from_fn(move || {
            while bits != 0 {
                let row = &ROWS[bits.trailing_zeros() as usize];
                bits &= bits - 1;
                if row.ladder.is_none_or(|step| !self.has_higher_step(step)) {
                    return Some(row);
                }
            }
            None
        })
    }

    /// Whether the set holds a higher step of `ladder` than `step`.
    fn has_higher_step(self, (ladder, step): (Ladder, u8)) -> bool {
        ROWS.iter()
            .any(|o| o.ladder.is_some_and(|(l, s)| l == ladder && s > step) && self.contains(o.id))
    }

    /// Whether a counting condition has `flag`.
    pub fn has(self, flag: Flag) -> bool {
        self.counting().any(|r| r.has(flag))
    }

    /// The first counting condition with `flag`.
    pub fn with(self, flag: Flag) -> Option<ConditionId> {
        self.counting().find(|r| r.has(flag)).map(|r| r.id)
    }

    /// The terms the conditions add to `to`, each with its condition's label: of changes that
    /// are one effect under two names only the largest is kept.
    pub fn terms(self, to: Target) -> Vec<(&'static str, TypedBonus)> {
        let mut out: Vec<(&'static str, TypedBonus, Option<&'static str>)> = Vec::new();
        for row in self.counting() {
            for change in row.changes.iter().filter(|c| c.to == to) {
                let Amount::Add(value) = change.amount else {
                    continue;
                };
                let value = match row.id {
                    ConditionId::EnergyDrained => {
                        let levels = i32::try_from(self.negative_levels.max(1)).unwrap_or(i32::MAX);
                        value.saturating_mul(levels)
                    }
                    _ => value,
                };
                let bonus = TypedBonus {
                    kind: change.kind,
                    value,
                };
                match change.same_as {
                    Some(name) if out.iter().any(|(_, _, s)| *s == Some(name)) => {
                        if let Some(kept) = out.iter_mut().find(|(_, _, s)| *s == Some(name))
                            && value.abs() > kept.1.value.abs()
                        {
                            *kept = (row.label, bonus, Some(name));
                        }
                    }
                    _ => out.push((row.label, bonus, change.same_as)),
                }
            }
        }
        out.into_iter().map(|(l, b, _)| (l, b)).collect()
    }

    /// The value a condition sets a score to (the lowest, if several do).
    pub fn score_set(self, to: Target) -> Option<i32> {
        self.counting()
            .flat_map(|r| r.changes.iter())
            .filter(|c| c.to == to)
            .filter_map(|c| match c.amount {
                Amount::Set(v) => Some(v),
                Amount::Add(_) => None,
            })
            .min()
    }

    /// The sum of [`Self::terms`] after stacking by bonus type.
    pub fn total(self, to: Target) -> i32 {
        let bonuses: Vec<TypedBonus> = self.terms(to).into_iter().map(|(_, b)| b).collect();
        super::defense::best_bonuses(&bonuses)
            .iter()
            .map(|(_, v)| v)
            .sum()
    }
}

/// Total concealment's chance in 100 that a hit misses (seed 001, "Cegado").
pub const TOTAL_CONCEALMENT: u32 = 50;

/// The chance in 100 that a hit on a creature with partial concealment misses (fog, smoke).
pub const PARTIAL_CONCEALMENT: u32 = 20;

/// A terrain's concealment as a miss chance in 100.
pub fn concealment_percent(c: crate::level::schema::Concealment) -> u32 {
    match c {
        crate::level::schema::Concealment::Partial => PARTIAL_CONCEALMENT,
        crate::level::schema::Concealment::Total => TOTAL_CONCEALMENT,
    }
}

/// The chance in 100 that a blow which hits still misses, by what the two can see (seed 001,
/// "Cegado": every foe has total concealment, 50 %; "Invisible": read as total concealment against
/// anyone who sees, as the blinded's foes have), with the condition that gives it.
pub fn miss_chance(attacker: ConditionSet, target: ConditionSet) -> Option<(u32, ConditionId)> {
    if let Some(blind) = attacker.with(Flag::Blind) {
        return Some((TOTAL_CONCEALMENT, blind));
    }
    target
        .with(Flag::Unseen)
        .map(|unseen| (TOTAL_CONCEALMENT, unseen))
}

/// Whether an attacker in `attacker` strikes unseen at a target that could see it (seed 001,
/// "Invisible": +2 to hit, and the target's Dex bonus to Defense does not count).
pub fn strikes_unseen(attacker: ConditionSet, target: ConditionSet) -> bool {
    attacker.has(Flag::Unseen) && !target.has(Flag::Blind)
}

/// The chance in 100 that a deafened caster loses a spell with a verbal component (seed 001,
/// "Ensordecido").
pub const VERBAL_FAILURE_PERCENT: u32 = 20;

/// The invisible attacker's bonus to hit a target that could see it.
pub const UNSEEN_ATTACK_BONUS: i32 = 2;

impl FromIterator<ConditionId> for ConditionSet {
    fn from_iter<I: IntoIterator<Item = ConditionId>>(iter: I) -> Self {
        let mut set = ConditionSet::default();
        for id in iter {
            set.insert(id);
        }
        set
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set_of(ids: &[ConditionId]) -> ConditionSet {
        ids.iter().copied().collect()
    }

    #[test]
    fn the_rows_follow_the_order_of_the_condition_names() {
        for (i, row) in ROWS.iter().enumerate() {
            assert_eq!(row.id as usize, i, "{:?}", row.id);
        }
        assert!(ROWS.len() <= 64, "a set holds 64 conditions");
    }

    #[test]
    fn only_the_highest_step_of_a_ladder_counts() {
        let fear = set_of(&[C::Shaken, C::Frightened]);
        assert_eq!(fear.total(T::Attack), -2);
        assert_eq!(fear.total(T::Saves), -2);
        assert!(fear.has(F::Flees));
        let panic = set_of(&[C::Shaken, C::Panicked]);
        // Panicked's own row has no attack penalty: it does not attack at all.
        assert_eq!(panic.total(T::Attack), 0);
        assert_eq!(panic.total(T::Saves), -2);
        let tired = set_of(&[C::Fatigued, C::Exhausted]);
        assert_eq!(tired.total(T::Strength), -6);
        assert_eq!(tired.total(T::Dexterity), -6);
        let held = set_of(&[C::Grappled, C::Pinned]);
        assert_eq!(held.total(T::Dexterity), -4);
        assert_eq!(held.total(T::Defense), -4);
    }

    #[test]
    fn conditions_of_different_ladders_add_up() {
        let both = set_of(&[C::Shaken, C::Sickened, C::Dazzled]);
        assert_eq!(both.total(T::Attack), -5);
        assert_eq!(both.total(T::Damage), -2);
        assert_eq!(both.total(T::Saves), -4);
    }

    #[test]
    fn prone_and_helpless_give_the_melee_four_once() {
        let both = set_of(&[C::Prone, C::Asleep]);
        assert!(both.contains(C::Helpless));
        assert_eq!(both.total(T::DefenseVsMelee), -4);
        assert_eq!(both.total(T::DefenseVsRanged), 4);
        assert_eq!(both.score_set(T::Dexterity), Some(0));
        assert_eq!(set_of(&[C::Dying]).total(T::DefenseVsMelee), -4);
    }

    #[test]
    fn the_blind_and_the_unseen_give_total_concealment() {
        let none = ConditionSet::default();
        let blind = set_of(&[C::Blinded]);
        let unseen = set_of(&[C::Invisible]);
        assert_eq!(miss_chance(blind, none), Some((50, C::Blinded)));
        assert_eq!(miss_chance(none, unseen), Some((50, C::Invisible)));
        assert_eq!(miss_chance(none, blind), None);
        assert!(strikes_unseen(unseen, none));
        assert!(
            !strikes_unseen(unseen, blind),
            "the blind see no one anyway"
        );
    }

    #[test]
    fn the_terms_carry_their_condition_s_name() {
        let terms = set_of(&[C::Entangled]).terms(T::Attack);
        assert_eq!(terms.len(), 1);
        assert_eq!(terms[0].0, "entangled");
        assert_eq!(terms[0].1.value, -2);
    }
}
