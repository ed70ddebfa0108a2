//! Combat events: every change of state, every roll with its breakdown. The log, the JSON output and
//! (later) the visuals and replays all read these; [`apply`](super::engine::apply) is the only code
//! that changes components during a fight.

use super::components::Condition;
use crate::level::spells::SpellEffect;
use crate::rules::defense::DefenseKind;
use crate::rules::economy::ActionCost;
use crate::rules::grid::Pos;
use crate::rules::health::HealthState;
use crate::rules::modifiers::Modifiers;
use crate::rules::saves::SaveKind;
use crate::rulesets::roll::Roll;
use bevy::prelude::Message;
use serde::Serialize;
use std::fmt;

/// One thing that happened. Serialised with an `event` field naming its kind; units by id;
/// squares as `[x, y]`.
#[derive(Message, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum CombatEvent {
    /// The encounter begins.
    Start {
        level: String,
        seed: u64,
        /// Left out for Core, so Core's logs read as they always have.
        #[serde(skip_serializing_if = "is_core")]
        ruleset: crate::rulesets::RulesetId,
    },
    /// An initiative check (seed 000): `roll` is the d20, `None` for a fixed initiative.
    Initiative {
        unit: String,
        roll: Option<u32>,
        modifier: i32,
        total: i32,
        #[serde(skip_serializing_if = "Option::is_none")]
        group: Option<String>,
    },
    /// The order units act in, first to last.
    Order {
        units: Vec<String>,
    },
    /// A condition starts (`active: true`) or ends.
    Condition {
        unit: String,
        condition: Condition,
        active: bool,
    },
    Round {
        round: u32,
        surprise: bool,
    },
    Turn {
        unit: String,
    },
    /// An action is taken and paid for.
    Action {
        unit: String,
        action: String,
        cost: ActionCost,
    },
    Step {
        unit: String,
        from: Pos,
        to: Pos,
        cost: u32,
    },
    /// A mover stopped on a square it may not end on (another creature's) is put back on the last
    /// square of its path where it could have stopped; its mount goes with it.
    FallsBack {
        unit: String,
        from: Pos,
        to: Pos,
    },
    /// A coup de grace: an automatic critical hit; its `damage` follows.
    CoupDeGrace {
        attacker: String,
        target: String,
        weapon: String,
    },
    /// Aid another: `bonus` is +2, or 0 when the helper's attack bonus is 3 or more below the ally's.
    Aid {
        helper: String,
        ally: String,
        /// `attack` or `defense`.
        aid: String,
        bonus: i32,
    },
    /// A weapon or item is dropped into square `at`.
    Dropped {
        unit: String,
        thing: String,
        at: Pos,
    },
    /// OSR: a thrown object comes down at `at`: it lies there, or it broke (a probability roll
    /// of 8+) and is gone.
    Thrown {
        unit: String,
        thing: String,
        at: Pos,
        broke: bool,
    },
    /// A weapon or item is picked up from square `at` (carried, not in hand).
    PickedUp {
        unit: String,
        thing: String,
        at: Pos,
    },
    /// A spell is cast: one use of it is spent, whatever follows; `uses_left` is what remains.
    Cast {
        unit: String,
        spell: String,
        uses_left: u32,
        #[serde(skip_serializing_if = "std::ops::Not::not")]
        defensively: bool,
    },
    /// Armour's arcane failure: a d100 at or under `percent` spends the spell for nothing.
    ArcaneFailure {
        unit: String,
        roll: u32,
        percent: u32,
        failed: bool,
    },
    /// A Magic Knowledge check to keep a spell: while concentrating (`why: "defensively"`) or after
    /// being hurt while casting. A failure loses the spell.
    Concentration {
        unit: String,
        why: String,
        roll: u32,
        total: i32,
        dc: i32,
        success: bool,
    },
    /// The squares an area spell covers (after walls) and the units in them.
    Area {
        shape: String,
        squares: Vec<Pos>,
        units: Vec<String>,
    },
    /// A caster's Magic Knowledge check against a target's magic resistance.
    MagicResistance {
        caster: String,
        target: String,
        roll: u32,
        total: i32,
        resistance: u32,
        overcome: bool,
    },
    /// A spell's lasting effects take hold on `unit` (replacing the same spell's from the same
    /// caster); `rounds` counts the caster's turns, `None` is permanent.
    EffectStarts {
        unit: String,
        spell: String,
        caster: String,
        effects: Vec<SpellEffect>,
        rounds: Option<u32>,
        dispellable: bool,
    },
    /// A spell with a casting time of several rounds is begun: it takes the caster's next `turns`
    /// turns too, then takes shape on `target` or on whoever stands in `squares`.
    ChannelingStarts {
        unit: String,
        spell: String,
        turns: u32,
        #[serde(skip_serializing_if = "Option::is_none")]
        target: Option<String>,
        #[serde(skip_serializing_if = "String::is_empty")]
        shape: String,
        #[serde(skip_serializing_if = "Vec::is_empty")]
        squares: Vec<Pos>,
    },
    /// The caster's turn goes to keeping the spell up; at 0 turns left it takes shape now.
    ChannelingContinues {
        unit: String,
        spell: String,
        turns_left: u32,
    },
    /// A spell being kept up is lost (still spent).
    ChannelingLost {
        unit: String,
        spell: String,
        why: String,
    },
    /// A unit gets into the saddle of `mount`: from now on both stand on `at`.
    Mounted {
        unit: String,
        mount: String,
        from: Pos,
        at: Pos,
    },
    /// A rider leaves the saddle of `mount` for `to`: by choice, or falling (`fell`).
    Dismounted {
        unit: String,
        mount: String,
        to: Pos,
        fell: bool,
    },
    /// A Ride check (seed 001, "tirada de montar"): d20 + bonus against `dc`.
    RideCheck {
        unit: String,
        why: String,
        roll: u32,
        bonus: i32,
        total: i32,
        dc: i32,
        success: bool,
    },
    /// A rider knocked out keeps its seat when the d100 `roll` is at most `chance`.
    SaddleRoll {
        unit: String,
        roll: u32,
        chance: u32,
        stays: bool,
    },
    /// A ridden mount's turn: it acts on its rider's, carrying it.
    MountTurn {
        unit: String,
        rider: String,
    },
    /// A unit leaves the fight and the board (a mount with no rider to guide it bolts).
    LeavesFight {
        unit: String,
        why: String,
    },
    /// A door is opened or closed: the square's terrain becomes `terrain`.
    DoorToggled {
        unit: String,
        at: Pos,
        terrain: String,
    },
    /// A level's trigger (its index in `triggers`) fires.
    TriggerFires {
        trigger: usize,
    },
    /// A repeatable trigger whose condition stopped holding may fire again.
    TriggerRearmed {
        trigger: usize,
    },
    /// A message from the level's script.
    Message {
        text: String,
    },
    /// A reserve unit joins the fight at `at`, taking `place` in the initiative order.
    Joined {
        unit: String,
        side: String,
        at: Pos,
        roll: Option<u32>,
        modifier: i32,
        total: i32,
        place: usize,
        aware: bool,
    },
    /// The unit fights for `side` from now on.
    SideChanged {
        unit: String,
        side: String,
    },
    /// The unit becomes aware or unaware.
    AwarenessChanged {
        unit: String,
        aware: bool,
    },
    /// A dispel check against one spell on `target`: d20 + caster level (at most 10) vs `dc`.
    DispelCheck {
        caster: String,
        target: String,
        spell: String,
        roll: u32,
        total: i32,
        dc: i32,
        success: bool,
    },
    /// A spell's effects on `unit` end.
    EffectEnds {
        unit: String,
        spell: String,
        caster: String,
    },
    /// The unit's turn passes without it acting (asleep, stunned).
    TurnLost {
        unit: String,
        why: String,
    },
    /// The caster's turn starts: every effect it keeps up has one round less.
    EffectsTick {
        caster: String,
    },
    /// An item is used up.
    /// OSR: an object comes out of the unit's pack and is at hand.
    ItemReady {
        unit: String,
        item: String,
    },
    ItemUsed {
        unit: String,
        item: String,
    },
    /// Hit points given back; `hp` is the total after.
    Heal {
        unit: String,
        amount: i32,
        hp: i32,
        dice: String,
        faces: Vec<u32>,
    },
    /// A weapon that needs loading is loaded (`loaded: true`) or has just been shot.
    Loaded {
        unit: String,
        weapon: String,
        loaded: bool,
    },
    /// The weapons in the unit's hands are now `weapons` (natural weapons are always at hand).
    Wield {
        unit: String,
        weapons: Vec<String>,
    },
    /// An attack is readied.
    Ready {
        unit: String,
        trigger: super::ready::ReadyTrigger,
        #[serde(skip_serializing_if = "Option::is_none")]
        weapon: Option<String>,
    },
    /// A readied attack goes off against `target` (its `attack` follows); `unit` now acts just
    /// before the current unit in the order.
    ReadyFires {
        unit: String,
        target: String,
    },
    /// A readied attack that never fired ends with the unit's new turn.
    ReadyLapses {
        unit: String,
    },
    /// An attack of opportunity; its `attack` follows.
    Aoo {
        attacker: String,
        target: String,
    },
    Attack {
        attacker: String,
        target: String,
        weapon: String,
        /// The natural d20.
        roll: u32,
        modifiers: Modifiers,
        total: i32,
        defense: i32,
        defense_kind: DefenseKind,
        hit: bool,
        threat: bool,
        critical: bool,
        #[serde(skip_serializing_if = "Option::is_none")]
        confirm_roll: Option<u32>,
        #[serde(skip_serializing_if = "Option::is_none")]
        confirm_total: Option<i32>,
    },
    Damage {
        target: String,
        /// What the target lost.
        amount: i32,
        /// Hit points after the damage.
        hp: i32,
        /// What dealt it: a weapon's name, or `strain` for a disabled unit's standard action.
        source: String,
        #[serde(skip_serializing_if = "Option::is_none")]
        dice: Option<String>,
        #[serde(skip_serializing_if = "Vec::is_empty")]
        faces: Vec<u32>,
        #[serde(skip_serializing_if = "Modifiers::is_empty")]
        modifiers: Modifiers,
        multiplier: u32,
        reduced: i32,
        doubled: bool,
    },
    HealthState {
        unit: String,
        state: HealthState,
    },
    Save {
        unit: String,
        kind: SaveKind,
        roll: u32,
        modifiers: Modifiers,
        total: i32,
        dc: i32,
        success: bool,
    },
    /// The unit gives up its place and re-enters right after `after` (or at the end of the order).
    Delay {
        unit: String,
        after: Option<String>,
    },
    TurnEnd {
        unit: String,
    },
    /// A command that was not allowed; nothing changed.
    Rejected {
        unit: String,
        reason: String,
    },
    End {
        winner: Option<String>,
    },
    /// OSR: an attribute test or a probability roll (`why`: `initiative`, `surprise`, …).
    Test {
        unit: String,
        why: String,
        /// Boxed, as in `strike` and `reaction`: every event is as large as the largest kind.
        roll: Box<Roll>,
    },
    /// OSR: a strike. `roll` is the attacker's test when it rolls (a PC, or an NPC against an
    /// NPC); `auto` says why no roll was needed; `lands` whether it gets through, unless the
    /// defender's `reaction` follows.
    Strike {
        attacker: String,
        target: String,
        weapon: String,
        #[serde(skip_serializing_if = "Option::is_none")]
        roll: Option<Box<Roll>>,
        #[serde(skip_serializing_if = "Option::is_none")]
        auto: Option<String>,
        lands: bool,
    },
    /// OSR: a PC blocks or dodges a strike.
    Reaction {
        defender: String,
        attacker: String,
        kind: crate::rulesets::osr::Reaction,
        roll: Box<Roll>,
        avoided: bool,
    },
    /// OSR: what a natural 20 or 1 does (`double`, `maximum`, `fumble`, `counter`,
    /// `reduction` with the 1d4 rolled).
    Critical {
        unit: String,
        against: String,
        effect: String,
        #[serde(skip_serializing_if = "Option::is_none")]
        amount: Option<i32>,
    },
    /// OSR: a usage die is rolled; `now` is the die it leaves (0: the item broke).
    Usage {
        unit: String,
        item: String,
        die: u32,
        roll: u32,
        now: u32,
    },
    /// OSR: a side's morale check, 2d6 against its Moral.
    Morale {
        side: String,
        why: String,
        faces: Vec<u32>,
        total: u32,
        morale: u32,
        holds: bool,
    },
    /// OSR: a dying PC's turns left to be tended.
    Dying {
        unit: String,
        turns_left: u32,
    },
    /// OSR: a manoeuvre that ties the unit to another (`aims at`, `protects`, `helps`,
    /// `grapples`, `tends`); the conditions it gives follow as `condition` events.
    Manoeuvre {
        unit: String,
        what: String,
        #[serde(skip_serializing_if = "Option::is_none")]
        target: Option<String>,
    },
    /// OSR: the unit's standing choice of how to avoid attacks.
    /// OSR: what a unit takes on a natural 20 from now on.
    CriticalSet {
        unit: String,
        policy: crate::rulesets::osr::CriticalPolicy,
    },
    DefenceSet {
        unit: String,
        policy: crate::rulesets::osr::DefencePolicy,
    },
}

fn is_core(ruleset: &crate::rulesets::RulesetId) -> bool {
    *ruleset == crate::rulesets::RulesetId::Core
}

impl Modifiers {
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl fmt::Display for CombatEvent {
    /// The readable log line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use CombatEvent::*;
        match self {
            Start {
                level,
                seed,
                ruleset,
            } => {
                if is_core(ruleset) {
                    write!(f, "== {level} (seed {seed}) ==")
                } else {
                    write!(f, "== {level} (seed {seed}, {} rules) ==", ruleset.name())
                }
            }
            Initiative {
                unit,
                roll,
                modifier,
                total,
                group,
            } => {
                match roll {
                    Some(r) => {
                        write!(f, "{unit} rolls initiative: d20 {r} {modifier:+} = {total}")?
                    }
                    None => write!(f, "{unit} has fixed initiative {total}")?,
                }
                if let Some(g) = group {
                    write!(f, " (group {g})")?;
                }
                Ok(())
            }
            Order { units } => write!(f, "Order: {}", units.join(", ")),
            Condition {
                unit,
                condition,
                active,
            } => {
                if *active {
                    write!(f, "{unit} is {}", condition.name())
                } else {
                    write!(f, "{unit} is no longer {}", condition.name())
                }
            }
            Round {
                round,
                surprise: true,
            } => write!(f, "-- Surprise round (round {round}) --"),
            Round { round, .. } => write!(f, "-- Round {round} --"),
            Turn { unit } => write!(f, "{unit}'s turn"),
            Action { unit, action, cost } => write!(f, "{unit}: {action} ({cost} action)"),
            Step {
                unit,
                from,
                to,
                cost,
            } => write!(f, "{unit} steps {from} -> {to} (cost {cost})"),
            FallsBack { unit, from, to } => write!(
                f,
                "{unit} cannot stay at {from}, another creature's square, and falls back to {to}"
            ),
            CoupDeGrace {
                attacker,
                target,
                weapon,
            } => write!(
                f,
                "{attacker} delivers a coup de grace to {target} with {weapon}: automatic critical"
            ),
            Aid {
                helper,
                ally,
                aid,
                bonus,
            } => {
                if *bonus > 0 {
                    write!(f, "{helper} aids {ally}: {bonus:+} to its next {aid}")
                } else {
                    write!(
                        f,
                        "{helper} tries to aid {ally}, but {ally} needs no help from {helper}"
                    )
                }
            }
            Dropped { unit, thing, at } => write!(f, "{unit} drops {thing} at {at}"),
            Thrown {
                unit,
                thing,
                at,
                broke,
            } => {
                if *broke {
                    write!(f, "{unit}'s {thing} breaks at {at}")
                } else {
                    write!(f, "{unit}'s {thing} comes down at {at}")
                }
            }
            PickedUp { unit, thing, at } => write!(f, "{unit} picks up {thing} from {at}"),
            ItemUsed { unit, item } => write!(f, "{unit} uses up {item}"),
            ItemReady { unit, item } => write!(f, "{unit} gets {item} out, at hand now"),
            EffectStarts {
                unit,
                spell,
                rounds,
                ..
            } => match rounds {
                Some(n) => write!(f, "{spell} takes hold on {unit} for {n} rounds"),
                None => write!(f, "{spell} takes hold on {unit}"),
            },
            EffectEnds { unit, spell, .. } => write!(f, "{spell} ends on {unit}"),
            TriggerFires { trigger } => write!(f, "the level's trigger {trigger} fires"),
            TriggerRearmed { trigger } => write!(f, "the level's trigger {trigger} may fire again"),
            Message { text } => write!(f, "** {text} **"),
            Mounted {
                unit, mount, at, ..
            } => write!(f, "{unit} mounts {mount} at {at}"),
            Dismounted {
                unit,
                mount,
                to,
                fell,
            } => {
                if *fell {
                    write!(f, "{unit} falls from {mount} to {to}")
                } else {
                    write!(f, "{unit} dismounts from {mount} to {to}")
                }
            }
            RideCheck {
                unit,
                why,
                roll,
                bonus,
                total,
                dc,
                success,
            } => write!(
                f,
                "{unit} Ride check to {why}: d20 {roll} {bonus:+} = {total} vs DC {dc}: {}",
                if *success { "made" } else { "failed" }
            ),
            SaddleRoll {
                unit,
                roll,
                chance,
                stays,
            } => write!(
                f,
                "{unit} slumps in the saddle: d100 {roll} vs {chance}: {}",
                if *stays { "stays on" } else { "falls" }
            ),
            MountTurn { unit, rider } => {
                write!(f, "{unit} carries {rider}: it acts on its rider's turn")
            }
            LeavesFight { unit, why } => write!(f, "{unit} leaves the fight: {why}"),
            DoorToggled { unit, at, terrain } => {
                write!(f, "{unit} makes the door at {at} {terrain}")
            }
            Joined {
                unit,
                side,
                at,
                roll,
                modifier,
                total,
                ..
            } => match roll {
                Some(r) => write!(
                    f,
                    "{unit} joins the fight for {side} at {at}: initiative d20 {r} {modifier:+} = {total}"
                ),
                None => write!(
                    f,
                    "{unit} joins the fight for {side} at {at}: initiative {total}"
                ),
            },
            SideChanged { unit, side } => write!(f, "{unit} now fights for {side}"),
            AwarenessChanged { unit, aware: true } => write!(f, "{unit} is alert"),
            AwarenessChanged { unit, aware: false } => write!(f, "{unit} is caught unaware"),
            ChannelingStarts {
                unit, spell, turns, ..
            } => write!(
                f,
                "{unit} begins casting {spell}: {turns} more turn{} to go",
                if *turns == 1 { "" } else { "s" }
            ),
            ChannelingContinues {
                unit,
                spell,
                turns_left: 0,
            } => write!(f, "{unit} finishes casting {spell}"),
            ChannelingContinues {
                unit,
                spell,
                turns_left,
            } => write!(f, "{unit} keeps casting {spell}: {turns_left} more to go"),
            ChannelingLost { unit, spell, why } => write!(f, "{unit} loses {spell}: {why}"),
            DispelCheck {
                caster,
                target,
                spell,
                roll,
                total,
                dc,
                success,
            } => write!(
                f,
                "{caster} tries to dispel {spell} on {target}: d20 {roll} = {total} vs DC {dc}: {}",
                if *success { "dispelled" } else { "it holds" }
            ),
            EffectsTick { caster } => write!(f, "{caster}'s spells count down a round"),
            TurnLost { unit, why } => write!(f, "{unit} is {why} and loses its turn"),
            Cast {
                unit,
                spell,
                uses_left,
                defensively,
            } => write!(
                f,
                "{unit} casts {spell}{} ({uses_left} left today)",
                if *defensively { " defensively" } else { "" }
            ),
            ArcaneFailure {
                unit,
                roll,
                percent,
                failed,
            } => write!(
                f,
                "{unit}'s arcane failure: d100 {roll} vs {percent}%: {}",
                if *failed {
                    "the spell fails"
                } else {
                    "no failure"
                }
            ),
            Concentration {
                unit,
                why,
                roll,
                total,
                dc,
                success,
            } => write!(
                f,
                "{unit} concentrates ({why}): {roll} → {total} vs DC {dc}: {}",
                if *success {
                    "keeps the spell"
                } else {
                    "loses the spell"
                }
            ),
            Area {
                shape,
                squares,
                units,
            } => write!(
                f,
                "{shape}: {} squares, catching {}",
                squares.len(),
                if units.is_empty() {
                    "no one".to_string()
                } else {
                    units.join(", ")
                }
            ),
            MagicResistance {
                caster,
                target,
                roll,
                total,
                resistance,
                overcome,
            } => write!(
                f,
                "{caster} vs {target}'s magic resistance {resistance}: {roll} → {total}: {}",
                if *overcome { "overcome" } else { "resisted" }
            ),
            Heal {
                unit,
                amount,
                hp,
                dice,
                faces,
            } => {
                let faces: Vec<String> = faces.iter().map(u32::to_string).collect();
                write!(
                    f,
                    "{unit} heals {amount} ({dice}: [{}]); {hp} hp",
                    faces.join(", ")
                )
            }
            Loaded {
                unit,
                weapon,
                loaded: true,
            } => write!(f, "{unit} loads the {weapon}"),
            Loaded { unit, weapon, .. } => write!(f, "{unit}'s {weapon} must be loaded again"),
            Wield { unit, weapons } => write!(f, "{unit} now holds {}", weapons.join(" and ")),
            Ready { unit, trigger, .. } => {
                write!(f, "{unit} readies an attack for when {}", trigger.name())
            }
            ReadyFires { unit, target } => {
                write!(f, "{unit}'s readied attack goes off at {target}")
            }
            ReadyLapses { unit } => write!(f, "{unit}'s readied attack lapses"),
            Aoo { attacker, target } => {
                write!(
                    f,
                    "{target} provokes an attack of opportunity from {attacker}"
                )
            }
            Attack {
                attacker,
                target,
                weapon,
                roll,
                modifiers,
                total,
                defense,
                defense_kind,
                hit,
                critical,
                threat,
                confirm_roll,
                confirm_total,
            } => {
                let kind = match defense_kind {
                    DefenseKind::Normal => "Defense",
                    DefenseKind::FlatFooted => "flat-footed Defense",
                    DefenseKind::Touch => "touch Defense",
                    DefenseKind::FlatFootedTouch => "flat-footed touch Defense",
                };
                write!(
                    f,
                    "{attacker} attacks {target} with {weapon}: d20 {roll} {modifiers} = {total} vs {kind} {defense}: {}",
                    if *hit { "hit" } else { "miss" }
                )?;
                if *threat {
                    if let (Some(r), Some(t)) = (confirm_roll, confirm_total) {
                        write!(f, "; threat, confirm d20 {r} = {t}")?;
                    }
                    write!(
                        f,
                        "{}",
                        if *critical {
                            ": CRITICAL"
                        } else {
                            ": not confirmed"
                        }
                    )?;
                }
                Ok(())
            }
            Damage {
                target,
                amount,
                hp,
                source,
                dice,
                faces,
                modifiers,
                multiplier,
                reduced,
                doubled,
            } => {
                write!(f, "{target} takes {amount} damage from {source}")?;
                if let Some(d) = dice {
                    let faces: Vec<String> = faces.iter().map(u32::to_string).collect();
                    write!(f, " ({d}: [{}]", faces.join(", "))?;
                    if !modifiers.is_empty() {
                        write!(f, " {modifiers}")?;
                    }
                    if *multiplier > 1 {
                        write!(f, ", x{multiplier}")?;
                    }
                    if *reduced > 0 {
                        write!(f, ", {reduced} reduced")?;
                    }
                    if *doubled {
                        write!(f, ", doubled by vulnerability")?;
                    }
                    write!(f, ")")?;
                }
                write!(f, "; {hp} hp left")
            }
            HealthState { unit, state } => write!(f, "{unit} is {state}"),
            Save {
                unit,
                kind,
                roll,
                modifiers,
                total,
                dc,
                success,
            } => write!(
                f,
                "{unit} {} save: d20 {roll} {modifiers} = {total} vs DC {dc}: {}",
                match kind {
                    SaveKind::Fortitude => "Fortitude",
                    SaveKind::Reflex => "Reflex",
                    SaveKind::Will => "Will",
                },
                if *success { "success" } else { "failure" }
            ),
            Delay { unit, after } => match after {
                Some(a) => write!(f, "{unit} delays until after {a}"),
                None => write!(f, "{unit} delays to the end of the order"),
            },
            TurnEnd { unit } => write!(f, "{unit} ends its turn"),
            Rejected { unit, reason } => write!(f, "REJECTED ({unit}): {reason}"),
            End { winner: Some(w) } => write!(f, "== The fight is over: {w} wins =="),
            End { winner: None } => write!(f, "== The fight is over: nobody is left standing =="),
            Test { unit, why, roll } => write!(f, "{unit} tests {why}: {roll}"),
            Strike {
                attacker,
                target,
                weapon,
                roll,
                auto,
                lands,
            } => {
                write!(f, "{attacker} strikes at {target} with {weapon}")?;
                match (roll, auto) {
                    (Some(r), _) => write!(f, ": {r}")?,
                    (None, Some(why)) => write!(f, ": no roll needed ({why})")?,
                    (None, None) => write!(f, ": {target} must avoid it")?,
                }
                if roll.is_some() || auto.is_some() {
                    write!(f, "{}", if *lands { ", it lands" } else { ", a miss" })?;
                }
                Ok(())
            }
            Reaction {
                defender,
                kind,
                roll,
                avoided,
                ..
            } => write!(
                f,
                "{defender} tries to {}: {roll}{}",
                kind.name(),
                if *avoided { ", avoided" } else { ", too slow" }
            ),
            Critical {
                unit,
                against,
                effect,
                amount,
            } => match amount {
                Some(n) => write!(f, "{unit}: {effect} {n} against {against}"),
                None => write!(f, "{unit}: {effect} against {against}"),
            },
            Usage {
                unit,
                item,
                die,
                roll,
                now,
            } => match now {
                0 => write!(f, "{unit}'s {item}: usage d{die} rolls {roll}, it breaks"),
                n if n == die => write!(f, "{unit}'s {item}: usage d{die} rolls {roll}, it holds"),
                n => write!(f, "{unit}'s {item}: usage d{die} rolls {roll}, now d{n}"),
            },
            Morale {
                side,
                why,
                faces,
                total,
                morale,
                holds,
            } => write!(
                f,
                "{side} check morale ({why}): 2d6 {faces:?} = {total} against {morale}: {}",
                if *holds { "they hold" } else { "they break" }
            ),
            Dying { unit, turns_left } => {
                write!(f, "{unit} is dying: {turns_left} turns left to be tended")
            }
            DefenceSet { unit, policy } => write!(f, "{unit} will {} attacks", policy.name()),
            CriticalSet { unit, policy } => {
                write!(f, "{unit} will take {} on a natural 20", policy.label())
            }
            Manoeuvre { unit, what, target } => match target {
                Some(t) => write!(f, "{unit} {what} {t}"),
                None => write!(f, "{unit} {what}"),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    /// Every event is as large as its largest kind, and the log holds thousands: a kind that
    /// carries much boxes it (the OSR rolls do). 144 bytes is what Core's events needed.
    #[test]
    fn an_event_stays_as_small_as_cores_largest() {
        assert!(std::mem::size_of::<super::CombatEvent>() <= 144);
    }
}
