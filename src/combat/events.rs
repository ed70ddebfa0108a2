//! Combat events: every change of state, every roll with its breakdown. The log, the JSON output and
//! (later) the visuals and replays all read these; [`apply`](super::engine::apply) is the only code
//! that changes components during a fight.

use super::components::Condition;
use crate::i18n::{Lang, Phrase, as_term, as_terms, term};
use crate::level::spells::SpellEffect;
use crate::phrase;
use crate::rules::board_shape::BoardShape;
use crate::rules::defense::DefenseKind;
use crate::rules::economy::ActionCost;
use crate::rules::grid::Pos;
use crate::rules::health::HealthState;
use crate::rules::modifiers::Modifiers;
use crate::rules::saves::SaveKind;
use crate::rulesets::roll::Roll;
use bevy::prelude::{Message, Resource};
use serde::Serialize;
use std::fmt;

/// Every event of the fight so far, in order.
#[derive(Resource, Clone, Debug, Default)]
pub struct CombatLog(pub Vec<CombatEvent>);

/// One thing that happened. Serialised with an `event` field naming its kind; units by id;
/// squares as `[x, y]`.
#[derive(Message, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum CombatEvent {
    /// The encounter begins.
    Start {
        #[serde(serialize_with = "english")]
        level: crate::i18n::Localized,
        seed: u64,
        /// Left out for the default ruleset (Core), so its logs read as they always have.
        #[serde(skip_serializing_if = "is_default_ruleset")]
        ruleset: crate::rulesets::id::RulesetId,
    },
    /// An initiative check: `roll` is the die (a d20, unless `die` names other faces: WFRP's
    /// d10), `None` for a fixed initiative.
    Initiative {
        unit: String,
        roll: Option<u32>,
        modifier: i32,
        total: i32,
        #[serde(skip_serializing_if = "Option::is_none")]
        group: Option<String>,
        #[serde(skip_serializing_if = "Option::is_none")]
        die: Option<u32>,
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
        action: Phrase,
        cost: ActionCost,
    },
    Step {
        unit: String,
        from: Pos,
        to: Pos,
        cost: u32,
    },
    /// A held creature pulled along by the one holding it (`by`), into the square it just left.
    Dragged {
        unit: String,
        by: String,
        from: Pos,
        to: Pos,
    },
    /// A mover stopped on a square it may not end on (another creature's) is put back on the last
    /// square of its path where it could have stopped; its mount goes with it.
    FallsBack {
        unit: String,
        from: Pos,
        to: Pos,
    },
    /// A coup de grace declared: it takes the round and falls at the start of the attacker's next
    /// turn, unless something stops it first.
    CoupDeGraceBegins {
        attacker: String,
        target: String,
    },
    /// A coup de grace falls: an automatic critical hit; its `damage` follows.
    CoupDeGrace {
        attacker: String,
        target: String,
        weapon: String,
    },
    /// A coup de grace that never fell: the attacker or its target changed before it could.
    CoupDeGraceLost {
        attacker: String,
        target: String,
        why: Phrase,
    },
    /// Aid another: `bonus` is +2, or 0 when the helper's attack bonus is 3 or more below the ally's.
    Aid {
        helper: String,
        ally: String,
        /// `attack` or `defense`.
        aid: String,
        bonus: i32,
        /// Seed 001's aid: the foe it is given against, and the helper's d20 and total against
        /// Defense 10.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        against: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        roll: Option<u32>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        total: Option<i32>,
    },
    /// Some of the aid an ally holds ends while other aid of the same kind stands: `helper`'s
    /// lapsing at its turn, or what was given `against` a foe, spent on a blow (when the last of
    /// it ends, the ally's `condition` event says so instead).
    AidEnds {
        ally: String,
        /// `attack` or `defense`.
        aid: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        helper: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        against: Option<String>,
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
    /// The unit straps its shield on (`on`) or takes it off.
    ShieldWorn {
        unit: String,
        on: bool,
    },
    /// A carried weapon or item passes from `unit` to the ally `to` (carried, not in hand).
    HandedOver {
        unit: String,
        to: String,
        thing: String,
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
        why: Phrase,
        roll: u32,
        total: i32,
        dc: i32,
        success: bool,
    },
    /// The squares an area spell covers (after walls) and the units in them.
    Area {
        shape: Phrase,
        squares: Vec<Pos>,
        units: Vec<String>,
        /// What the board's cells are, so the line counts hexes on a hex board.
        #[serde(
            skip_serializing_if = "BoardShape::is_square",
            serialize_with = "cells"
        )]
        board: BoardShape,
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
        #[serde(skip_serializing_if = "Option::is_none")]
        shape: Option<Phrase>,
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
        why: Phrase,
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
        why: Phrase,
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
        why: Phrase,
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
        #[serde(serialize_with = "english")]
        text: crate::i18n::Localized,
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
        why: Phrase,
    },
    /// A condition's chance to lose the spell (seed 001, "Ensordecido": a verbal component):
    /// a d100 `roll` at or under `percent` spends it for nothing.
    SpellFailure {
        unit: String,
        why: crate::rules::condition_table::ConditionId,
        roll: u32,
        percent: u32,
        failed: bool,
    },
    /// Seed 001's energy drain: `unit` gains `levels` negative levels from `source` (rolled on
    /// `dice`), `total` in all. The effect that holds them, and the hit points they take, follow.
    NegativeLevels {
        unit: String,
        source: String,
        dice: String,
        faces: Vec<u32>,
        levels: u32,
        total: u32,
    },
    /// A hit on a target the attacker cannot see still misses when the d100 `roll` is at most
    /// `percent` (seed 001: concealment); `why` or `terrain` is what hides it.
    MissChance {
        attacker: String,
        target: String,
        /// The condition that hides the target (a blinded attacker, an invisible target) …
        #[serde(default, skip_serializing_if = "Option::is_none")]
        why: Option<crate::rules::condition_table::ConditionId>,
        /// … or the terrain, by name (fog, darkness).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        terrain: Option<String>,
        roll: u32,
        percent: u32,
        missed: bool,
    },
    /// A condition plays the unit's turn (seed 001: frightened and panicked units flee, a
    /// confused one acts by its d% `roll`); `does` says what it does.
    Compelled {
        unit: String,
        condition: crate::rules::condition_table::ConditionId,
        #[serde(skip_serializing_if = "Option::is_none")]
        roll: Option<u32>,
        does: Phrase,
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
        /// Seed 003: `hp` counts Wounds, and the log says so.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        wounds: bool,
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
    /// An attack (`then` none) or another action is readied.
    Ready {
        unit: String,
        trigger: super::commands::ReadyTrigger,
        #[serde(skip_serializing_if = "Option::is_none")]
        weapon: Option<String>,
        #[serde(skip_serializing_if = "Option::is_none")]
        then: Option<super::commands::ReadiedAction>,
    },
    /// A magic item's spell is used; `charges_left` are what the item has now (a scroll with
    /// none is gone). The spell's events follow.
    ItemSpell {
        unit: String,
        item: String,
        spell: String,
        charges_left: u32,
    },
    /// A readied action goes off, set off by `target` (a readied attack's `attack` follows; any
    /// other action comes between `out_of_turn` and `out_of_turn_ends`); `unit` now acts just
    /// before the current unit in the order.
    ReadyFires {
        unit: String,
        target: String,
    },
    /// `unit` acts out of turn: what follows until `out_of_turn_ends` is its, paid from the
    /// budget `act` gives, the turn's own budget kept aside.
    OutOfTurn {
        unit: String,
        act: OutOfTurnAct,
    },
    /// The act out of turn could not be done, and is spent.
    OutOfTurnRefused {
        unit: String,
        reason: Phrase,
    },
    /// The act out of turn is over: the turn's own budget is back.
    OutOfTurnEnds {
        unit: String,
    },
    /// From now on, when `trigger` comes, the unit uses the immediate `spell` (no trigger: it
    /// stops).
    ReactionSet {
        unit: String,
        spell: String,
        trigger: Option<super::commands::ReadyTrigger>,
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
        /// OSR: doubled after Blindaje, by a natural 1 to avoid.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        doubled_after_armour: bool,
        /// Seed 001: what an incorporeal target's body let through (half, or nothing).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        incorporeal: Option<crate::rules::damage::Incorporeal>,
        /// Seed 003: `hp` counts Wounds, and the log says so.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        wounds: bool,
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
    /// An ability check (seed 001): `ability` (`constitution`) tested for `why` (`stabilising`).
    Check {
        unit: String,
        ability: String,
        why: String,
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
    /// The unit gives up its turn to wait, free to act before any later turn begins (seed 001,
    /// "Retrasar iniciativa").
    Waits {
        unit: String,
    },
    /// A waiting unit acts now, before `before` begins its turn; its place moves there.
    ActsNow {
        unit: String,
        before: String,
    },
    /// The turn a waiting unit acted before is taken up again.
    TurnResumes {
        unit: String,
    },
    TurnEnd {
        unit: String,
    },
    /// A command that was not allowed; nothing changed.
    Rejected {
        unit: String,
        reason: Phrase,
    },
    End {
        winner: Option<String>,
    },
    /// OSR: an attribute test or a probability roll (`why`: `initiative`, `surprise`, …).
    Test {
        unit: String,
        why: Phrase,
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
        auto: Option<Phrase>,
        lands: bool,
    },
    /// OSR: a PC blocks or dodges a strike.
    Reaction {
        defender: String,
        attacker: String,
        kind: Reaction,
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
    /// WFRP: where a blow lands, by a second d100 on the target's table.
    HitLocation {
        target: String,
        roll: u32,
        location: String,
        /// The place the roll named when cover hid it and the blow went to the nearest one.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        behind_cover: Option<String>,
    },
    /// WFRP, Ulric's Fury: a 10 on the damage die; the attack's test again (`roll`) and, on a
    /// success, the d10s it adds (`dice`, empty on a failure).
    Fury {
        attacker: String,
        target: String,
        roll: Box<Roll>,
        dice: Vec<u32>,
    },
    /// WFRP: a blow that passed the target's last wound: its value (the excess), the d100 and
    /// the severity they give (1 to 10).
    CriticalHit {
        unit: String,
        location: String,
        value: u32,
        roll: u32,
        severity: u32,
    },
    /// WFRP: an opposed test (`why`: `feint`, `manoeuvre`): the unit's roll and the one it was
    /// made against, and whether the unit won.
    Opposed {
        unit: String,
        against: String,
        why: String,
        roll: Box<Roll>,
        against_roll: Box<Roll>,
        won: bool,
    },
    /// WFRP: a round of an extended action (`task`: `reload`) on `what` (`name` in words):
    /// `done` of the `of` rounds it takes.
    Extended {
        unit: String,
        task: String,
        what: String,
        name: String,
        done: u32,
        of: u32,
    },
    /// WFRP: an extended action given up for another action; the work done is lost.
    ExtendedLost {
        unit: String,
        task: String,
        what: String,
        name: String,
    },
    /// WFRP: what a critical does, the row of the critical table named `effect` (its effects
    /// that change the unit follow as their own events, or are kept by the ruleset).
    CriticalEffect {
        unit: String,
        effect: String,
        /// What it does, in words.
        does: Phrase,
    },
    /// WFRP: a Fortune point spent (`on`: `reroll`, the failed roll given up in `roll`;
    /// `reaction`, a parry or dodge beyond the round's one; `initiative`, the d10 added in
    /// `extra`), with the points left.
    Fortune {
        unit: String,
        on: String,
        #[serde(skip_serializing_if = "Option::is_none")]
        roll: Option<Box<Roll>>,
        #[serde(skip_serializing_if = "Option::is_none")]
        extra: Option<u32>,
        left: u32,
    },
    /// WFRP: a Fate point spent to escape a death: the unit is left for dead, out of the fight.
    Fate {
        unit: String,
        left: u32,
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
        why: Phrase,
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
    /// Seed 001: a combat maneuver's roll, d20 (`roll`) + CMB with its terms (`modifiers`, summed
    /// in `cmb`) against the target's CMD; `by` is how far the total beat it (below 0: fell
    /// short). `automatic`: the target was helpless, and the maneuver succeeded with no roll to
    /// beat. What followed comes as its own events (`condition`, `dropped`, `pushed`).
    Maneuver {
        unit: String,
        kind: String,
        target: String,
        roll: u32,
        modifiers: Modifiers,
        cmb: i32,
        total: i32,
        cmd: i32,
        success: bool,
        by: i32,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        automatic: bool,
    },
    /// Seed 001, "Romper arma": a sundering blow of `blow` (its dice showed `faces`) struck `unit`'s
    /// `item`; what passed its `hardness` came off its hit points, `hp` left.
    ItemDamaged {
        unit: String,
        item: String,
        faces: Vec<u32>,
        blow: i32,
        hardness: u32,
        hp: u32,
    },
    /// Seed 001, "Roto": `unit`'s `item` is broken.
    Broken {
        unit: String,
        item: String,
    },
    /// Seed 001, "Romper arma": `unit`'s `item` is destroyed, gone from its gear.
    Destroyed {
        unit: String,
        item: String,
    },
    /// Seed 001, "Lanzar un arma deflagradora": a flask bursts at `at`, splashing `units`.
    Splash {
        at: Pos,
        units: Vec<String>,
    },
    /// Seed 001: `unit` throws a flask at the grid intersection `at` (the top-left corner of that
    /// square): a ranged touch attack against `defense` 5.
    ThrownAt {
        unit: String,
        weapon: String,
        at: Pos,
        roll: u32,
        modifiers: crate::rules::modifiers::Modifiers,
        total: i32,
        defense: i32,
        hit: bool,
    },
    /// Seed 001 ("Puntos de héroe"): `unit` spends hero points on `what` (`cheat_death`), `left`
    /// after.
    HeroPoint {
        unit: String,
        what: String,
        spent: u32,
        left: u32,
    },
    /// Seed 001 ("Puntos de héroe"): `unit` sets a hero point aside for a roll, its own or
    /// `ally`'s (`spend`: `bonus`, `late_bonus`, `reroll`, `aid`, `late_aid`); it is spent when
    /// the roll comes (a `hero_point` event then).
    HeroArms {
        unit: String,
        spend: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        ally: Option<String>,
    },
    /// Seed 001 ("Preparando un contraconjuro"): `unit` counters the spell `caster` began, which
    /// fails.
    Countered {
        unit: String,
        caster: String,
        spell: String,
    },
    /// Seed 001 ("Volver a tirar"): `unit`'s roll of `was` is rolled again.
    Rerolled {
        unit: String,
        was: u32,
    },
    /// Seed 001 ("Recordar un hechizo"): `unit` has one more use of `spell`, `uses_left` now.
    SpellRecalled {
        unit: String,
        spell: String,
        uses_left: u32,
    },
    /// Seed 001 ("Burlar a la muerte"): `unit`, about to die, is left at `hp`, stable.
    CheatsDeath {
        unit: String,
        hp: i32,
    },
    /// Seed 001: `unit` catches fire, and burns for `dice` of fire as its next turn begins.
    CatchesFire {
        unit: String,
        dice: crate::rules::dice::DiceExpr,
    },
    /// Seed 001: the fire on `unit` burns out (its damage follows as a `damage` event).
    BurnsOut {
        unit: String,
    },
    /// Seed 001: a thrown flask that missed flies from `from` to `to`, the way its die `roll`
    /// gave (1 falls short toward the thrower, the rest go clockwise).
    Scatter {
        from: Pos,
        to: Pos,
        roll: u32,
    },
    /// Seed 001: a feint worked: `target` loses its Dex to Defense against `unit`'s next melee blow
    /// (before the end of `unit`'s next turn).
    Feinted {
        unit: String,
        target: String,
    },
    /// Seed 001: `holder` takes hold of `held` in a grapple (`active`), or the hold ends.
    Grapple {
        holder: String,
        held: String,
        active: bool,
    },
    /// Seed 001: a creature moved a square by another's maneuver (`by`, a bull rush).
    Pushed {
        unit: String,
        by: String,
        from: Pos,
        to: Pos,
    },
    /// OSR: the unit's standing choice of how to avoid attacks.
    /// OSR: what a unit takes on a natural 20 from now on.
    CriticalSet {
        unit: String,
        policy: crate::combat::commands::CriticalPolicy,
    },
    DefenceSet {
        unit: String,
        policy: crate::combat::commands::DefencePolicy,
    },
}

/// A level's text in the JSON log: its English, whatever the player's language.
fn english<S: serde::Serializer>(
    text: &crate::i18n::Localized,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(text.english())
}

fn cells<S: serde::Serializer>(board: &BoardShape, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(board.cells())
}

fn is_default_ruleset(ruleset: &crate::rulesets::id::RulesetId) -> bool {
    *ruleset == crate::rulesets::id::RulesetId::default()
}

impl Modifiers {
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl fmt::Display for CombatEvent {
    /// The readable log line, in the current language.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.line(crate::i18n::current()))
    }
}

/// `+3`, `-1`: a term's sign always shown.
fn signed(n: i32) -> String {
    format!("{n:+}")
}

/// What lets a unit act out of turn, and what it may spend then.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum OutOfTurnAct {
    /// A readied action going off: one action, a standard, a move, a swift or a free one (seed
    /// 001, "Preparando acción"), and nothing else.
    Readied,
    /// An immediate action: the swift action of the unit's next turn.
    Immediate,
    /// A free action on another's turn: it spends nothing.
    Free,
}

impl OutOfTurnAct {
    /// What the unit may spend while it acts.
    pub fn budget(self) -> crate::rules::economy::ActionBudget {
        use crate::rules::economy::ActionBudget;
        match self {
            OutOfTurnAct::Readied => ActionBudget {
                standard: true,
                move_action: false,
                swift: true,
                single_action: true,
            },
            OutOfTurnAct::Immediate => ActionBudget {
                swift: true,
                ..ActionBudget::spent()
            },
            OutOfTurnAct::Free => ActionBudget::spent(),
        }
    }

    pub fn phrase(self) -> Phrase {
        match self {
            OutOfTurnAct::Readied => phrase!("out-of-turn-readied"),
            OutOfTurnAct::Immediate => phrase!("out-of-turn-immediate"),
            OutOfTurnAct::Free => phrase!("out-of-turn-free"),
        }
    }
}

/// Dice faces as the log lists them: `[3, 5]`.
fn faces_list(faces: &[u32]) -> String {
    let faces: Vec<String> = faces.iter().map(u32::to_string).collect();
    format!("[{}]", faces.join(", "))
}

/// A breakdown's terms in `lang`: `+3 Fue -1 tamaño`.
pub fn terms_in(modifiers: &Modifiers, lang: Lang) -> String {
    let terms: Vec<String> = modifiers.0.iter().map(|m| term_in(m, lang)).collect();
    terms.join(" ")
}

/// One term of a breakdown in `lang`: `+3 Fue`.
pub fn term_in(m: &crate::rules::modifiers::Modifier, lang: Lang) -> String {
    format!("{:+} {}", m.value, term(lang, &m.source))
}

impl CombatEvent {
    /// The readable log line in `lang`.
    pub fn line(&self, lang: Lang) -> String {
        self.phrase(lang).in_lang(lang)
    }

    /// [`line`](Self::line) naming units as their level does, and actions in the words of the
    /// `ruleset` the fight plays (the window's log and `run`'s; see [`unit_names`]).
    pub fn named_line(
        &self,
        lang: Lang,
        names: &crate::i18n::UnitNames,
        ruleset: &dyn crate::rulesets::Ruleset,
    ) -> String {
        self.phrase_in(lang, false, ruleset)
            .in_lang_named(lang, names)
    }

    /// [`named_line`](Self::named_line) without the hit points a damage or healing line leaves
    /// (a level or the menu hides foes' exact HP).
    pub fn named_line_hiding_hp(
        &self,
        lang: Lang,
        names: &crate::i18n::UnitNames,
        ruleset: &dyn crate::rulesets::Ruleset,
    ) -> String {
        self.phrase_in(lang, true, ruleset)
            .in_lang_named(lang, names)
    }

    /// Its phrase, an action's said as `ruleset` says what it cost, and a blow a unit provoked in
    /// the ruleset's words for it.
    fn phrase_in(
        &self,
        lang: Lang,
        hide_hp: bool,
        ruleset: &dyn crate::rulesets::Ruleset,
    ) -> Phrase {
        match self {
            CombatEvent::Action { unit, action, cost } => ruleset.action_line(unit, action, *cost),
            CombatEvent::Aoo { attacker, target } => ruleset.provoked_line(attacker, target),
            _ => self.phrase_with(lang, hide_hp),
        }
    }
}

/// The names of the world's units and sides, by id, as the window shows them.
pub fn unit_names(world: &bevy::prelude::World) -> crate::i18n::UnitNames {
    // An initiative group is named by its members (a side's or a unit's id it shares is named
    // as that side or unit, below).
    let mut groups = crate::i18n::UnitNames::new();
    for e in world.iter_entities() {
        let (Some(init), Some(name)) = (
            e.get::<super::components::Initiative>(),
            e.get::<super::components::UnitName>(),
        ) else {
            continue;
        };
        if let Some(group) = &init.group {
            let members = groups.entry(group.clone()).or_default();
            if !members.is_empty() {
                members.push_str(", ");
            }
            members.push_str(&name.0);
        }
    }
    let sides = world
        .get_resource::<super::components::Sides>()
        .map(|s| s.0.iter().map(|side| (side.id.clone(), side.name.clone())))
        .into_iter()
        .flatten();
    let units = world.iter_entities().filter_map(|e| {
        Some((
            e.get::<super::components::UnitId>()?.0.clone(),
            e.get::<super::components::UnitName>()?.0.clone(),
        ))
    });
    groups.into_iter().chain(sides).chain(units).collect()
}

/// One phrase or the other.
fn yes_no(yes: bool, when_yes: Phrase, when_no: Phrase) -> Phrase {
    if yes { when_yes } else { when_no }
}

impl CombatEvent {
    /// The log line as a phrase (`lang` renders the parts the line is built of).
    fn phrase(&self, lang: Lang) -> Phrase {
        self.phrase_with(lang, false)
    }

    /// The log line as a phrase; `hide_hp` leaves out the hit points left (the catalogue's
    /// `hidden` variant).
    fn phrase_with(&self, lang: Lang, hide_hp: bool) -> Phrase {
        use CombatEvent::*;
        match self {
            Start { .. }
            | Initiative { .. }
            | Order { .. }
            | Round { .. }
            | Turn { .. }
            | Action { .. }
            | Delay { .. }
            | Waits { .. }
            | ActsNow { .. }
            | TurnResumes { .. }
            | TurnEnd { .. }
            | End { .. }
            | LeavesFight { .. }
            | Rejected { .. }
            | TurnLost { .. }
            | Compelled { .. }
            | MissChance { .. }
            | NegativeLevels { .. }
            | Message { .. } => self.turn_phrase(lang, hide_hp),
            Step { .. }
            | Dragged { .. }
            | Pushed { .. }
            | FallsBack { .. }
            | DoorToggled { .. } => self.movement_phrase(lang, hide_hp),
            Mounted { .. }
            | Dismounted { .. }
            | RideCheck { .. }
            | SaddleRoll { .. }
            | MountTurn { .. } => self.mounts_phrase(lang, hide_hp),
            Aoo { .. } | Attack { .. } | Damage { .. } | HealthState { .. } | Heal { .. } => {
                self.blows_phrase(lang, hide_hp)
            }
            Ready { .. }
            | ReadyLapses { .. }
            | ReadyFires { .. }
            | OutOfTurn { .. }
            | OutOfTurnEnds { .. }
            | OutOfTurnRefused { .. }
            | ReactionSet { .. } => self.out_of_turn_phrase(lang, hide_hp),
            Dropped { .. }
            | Thrown { .. }
            | PickedUp { .. }
            | HandedOver { .. }
            | ShieldWorn { .. }
            | Loaded { .. }
            | Wield { .. }
            | ItemUsed { .. }
            | ItemReady { .. }
            | ItemSpell { .. } => self.gear_phrase(lang, hide_hp),
            Cast { .. }
            | EffectStarts { .. }
            | EffectEnds { .. }
            | EffectsTick { .. }
            | ChannelingStarts { .. }
            | ChannelingContinues { .. }
            | ChannelingLost { .. }
            | ArcaneFailure { .. }
            | SpellFailure { .. }
            | Concentration { .. }
            | DispelCheck { .. }
            | Area { .. }
            | MagicResistance { .. } => self.spells_phrase(lang, hide_hp),
            TriggerFires { .. }
            | TriggerRearmed { .. }
            | Joined { .. }
            | SideChanged { .. }
            | AwarenessChanged { .. } => self.script_phrase(lang, hide_hp),
            HitLocation { .. }
            | Fury { .. }
            | CriticalHit { .. }
            | CriticalEffect { .. }
            | Opposed { .. } => self.percentile_phrase(lang),
            Extended { .. } | ExtendedLost { .. } | Fortune { .. } | Fate { .. } => {
                self.points_phrase(lang)
            }
            Test { .. }
            | Strike { .. }
            | Reaction { .. }
            | Critical { .. }
            | Usage { .. }
            | Morale { .. }
            | Manoeuvre { .. }
            | DefenceSet { .. }
            | CriticalSet { .. } => self.rolls_phrase(lang, hide_hp),
            Condition { .. }
            | CoupDeGraceBegins { .. }
            | CoupDeGraceLost { .. }
            | CoupDeGrace { .. }
            | Save { .. }
            | Check { .. }
            | Dying { .. }
            | Aid { .. }
            | Maneuver { .. }
            | Grapple { .. }
            | Feinted { .. }
            | ItemDamaged { .. }
            | Broken { .. }
            | Destroyed { .. }
            | Splash { .. }
            | Scatter { .. }
            | ThrownAt { .. }
            | CatchesFire { .. }
            | BurnsOut { .. }
            | HeroPoint { .. }
            | HeroArms { .. }
            | Rerolled { .. }
            | Countered { .. }
            | SpellRecalled { .. }
            | CheatsDeath { .. }
            | AidEnds { .. } => self.fates_phrase(lang),
        }
    }

    /// The turn loop's lines: the start, initiative, rounds, turns, actions, the end.
    fn turn_phrase(&self, lang: Lang, _hide_hp: bool) -> Phrase {
        use CombatEvent::*;
        match self {
            Start {
                level,
                seed,
                ruleset,
            } => {
                if is_default_ruleset(ruleset) {
                    phrase!(
                        "log-start",
                        level = level.get(lang),
                        seed = seed.to_string()
                    )
                } else {
                    phrase!(
                        "log-start-ruleset",
                        level = level.get(lang),
                        seed = seed.to_string(),
                        ruleset = as_term(ruleset.name())
                    )
                }
            }
            Initiative {
                unit,
                roll,
                modifier,
                total,
                group,
                die,
            } => {
                let line = match roll {
                    Some(r) => phrase!(
                        "log-initiative",
                        unit = unit,
                        die = die.unwrap_or(20),
                        roll = *r,
                        modifier = signed(*modifier),
                        total = *total
                    ),
                    None => phrase!("log-initiative-fixed", unit = unit, total = *total),
                };
                match group {
                    Some(g) => phrase!("log-in-group", line = line, group = g),
                    None => line,
                }
            }
            Order { units } => phrase!("log-order", units = crate::i18n::Arg::Units(units.clone())),
            Round {
                round,
                surprise: true,
            } => phrase!("log-surprise-round", round = *round),
            Round { round, .. } => phrase!("log-round", round = *round),
            Turn { unit } => phrase!("log-turn", unit = unit),
            Action { unit, action, cost } => phrase!(
                "log-action",
                unit = unit,
                action = action.clone(),
                cost = as_term(cost.to_string())
            ),
            Message { text } => phrase!("log-message", text = text.get(lang)),
            LeavesFight { unit, why } => {
                phrase!("log-leaves-fight", unit = unit, why = why.clone())
            }
            TurnLost { unit, why } => phrase!("log-turn-lost", unit = unit, why = why.clone()),
            NegativeLevels {
                unit,
                source,
                dice,
                faces,
                levels,
                total,
            } => phrase!(
                "log-negative-levels",
                unit = unit,
                source = id_term(source),
                // A flat number of levels rolls no die.
                dice = if faces.is_empty() {
                    dice.clone()
                } else {
                    format!("{dice}: {}", faces_list(faces))
                },
                levels = *levels,
                total = *total
            ),
            MissChance {
                attacker,
                target,
                why,
                terrain,
                roll,
                percent,
                missed,
            } => {
                let why = match (why, terrain) {
                    (Some(c), _) => as_term(c.label()),
                    (None, terrain) => as_term(terrain.clone().unwrap_or_default()),
                };
                if *missed {
                    phrase!(
                        "log-miss-chance-misses",
                        attacker = attacker,
                        target = target,
                        why = why,
                        roll = *roll,
                        percent = *percent
                    )
                } else {
                    phrase!(
                        "log-miss-chance-hits",
                        attacker = attacker,
                        target = target,
                        why = why,
                        roll = *roll,
                        percent = *percent
                    )
                }
            }
            Compelled {
                unit,
                condition,
                roll,
                does,
            } => match roll {
                Some(roll) => phrase!(
                    "log-compelled-roll",
                    unit = unit,
                    condition = as_term(condition.label()),
                    roll = *roll,
                    does = does.clone()
                ),
                None => phrase!(
                    "log-compelled",
                    unit = unit,
                    condition = as_term(condition.label()),
                    does = does.clone()
                ),
            },
            Delay { unit, after } => match after {
                Some(a) => phrase!("log-delay-after", unit = unit, after = a),
                None => phrase!("log-delay-end", unit = unit),
            },
            Waits { unit } => phrase!("log-waits", unit = unit),
            ActsNow { unit, before } => phrase!("log-acts-now", unit = unit, before = before),
            TurnResumes { unit } => phrase!("log-turn-resumes", unit = unit),
            TurnEnd { unit } => phrase!("log-turn-end", unit = unit),
            Rejected { unit, reason } => {
                phrase!("log-rejected", unit = unit, reason = reason.clone())
            }
            End { winner: Some(w) } => phrase!("log-end-winner", side = w),
            End { winner: None } => phrase!("log-end-nobody"),
            _ => unreachable!("not a turn event"),
        }
    }

    /// Lines of units moving: steps, drags, falling back, doors.
    fn movement_phrase(&self, _lang: Lang, _hide_hp: bool) -> Phrase {
        use CombatEvent::*;
        match self {
            Step {
                unit,
                from,
                to,
                cost,
            } => phrase!(
                "log-step",
                unit = unit,
                from = from.to_string(),
                to = to.to_string(),
                cost = *cost
            ),
            Dragged { unit, by, from, to } => phrase!(
                "log-dragged",
                unit = unit,
                by = by,
                from = from.to_string(),
                to = to.to_string()
            ),
            Pushed { unit, by, from, to } => phrase!(
                "log-pushed",
                unit = unit,
                by = by,
                from = from.to_string(),
                to = to.to_string()
            ),
            FallsBack { unit, from, to } => phrase!(
                "log-falls-back",
                unit = unit,
                from = from.to_string(),
                to = to.to_string()
            ),
            DoorToggled { unit, at, terrain } => phrase!(
                "log-door-toggled",
                unit = unit,
                at = at.to_string(),
                terrain = as_term(terrain)
            ),
            _ => unreachable!("not a movement event"),
        }
    }

    /// Lines of mounts and riders.
    fn mounts_phrase(&self, _lang: Lang, _hide_hp: bool) -> Phrase {
        use CombatEvent::*;
        match self {
            Mounted {
                unit, mount, at, ..
            } => phrase!(
                "log-mounted",
                unit = unit,
                mount = mount,
                at = at.to_string()
            ),
            Dismounted {
                unit,
                mount,
                to,
                fell,
            } => yes_no(
                *fell,
                phrase!(
                    "log-falls-from",
                    unit = unit,
                    mount = mount,
                    to = to.to_string()
                ),
                phrase!(
                    "log-dismounted",
                    unit = unit,
                    mount = mount,
                    to = to.to_string()
                ),
            ),
            RideCheck {
                unit,
                why,
                roll,
                bonus,
                total,
                dc,
                success,
            } => phrase!(
                "log-ride-check",
                unit = unit,
                why = why.clone(),
                roll = *roll,
                bonus = signed(*bonus),
                total = *total,
                dc = *dc,
                result = yes_no(*success, phrase!("log-made"), phrase!("log-failed"))
            ),
            SaddleRoll {
                unit,
                roll,
                chance,
                stays,
            } => phrase!(
                "log-saddle-roll",
                unit = unit,
                roll = *roll,
                chance = *chance,
                result = yes_no(*stays, phrase!("log-stays-on"), phrase!("log-falls"))
            ),
            MountTurn { unit, rider } => phrase!("log-mount-turn", unit = unit, rider = rider),
            _ => unreachable!("not a mounts event"),
        }
    }

    /// Lines of what befalls units besides blows: conditions, coups de grace, saves, dying, aid.
    fn fates_phrase(&self, lang: Lang) -> Phrase {
        use CombatEvent::*;
        match self {
            Condition {
                unit,
                condition,
                active,
            } => yes_no(
                *active,
                phrase!(
                    "log-condition-on",
                    unit = unit,
                    condition = condition.phrase()
                ),
                phrase!(
                    "log-condition-off",
                    unit = unit,
                    condition = condition.phrase()
                ),
            ),
            CoupDeGraceBegins { attacker, target } => phrase!(
                "log-coup-de-grace-begins",
                attacker = attacker,
                target = target
            ),
            CoupDeGraceLost {
                attacker,
                target,
                why,
            } => phrase!(
                "log-coup-de-grace-lost",
                attacker = attacker,
                target = target,
                why = why.clone()
            ),
            CoupDeGrace {
                attacker,
                target,
                weapon,
            } => phrase!(
                "log-coup-de-grace",
                attacker = attacker,
                target = target,
                weapon = as_term(weapon)
            ),
            Aid {
                helper,
                ally,
                aid,
                bonus,
                against: Some(foe),
                roll,
                total,
                ..
            } => yes_no(
                *bonus > 0,
                phrase!(
                    "log-aid-roll",
                    helper = helper,
                    ally = ally,
                    foe = foe,
                    roll = roll.unwrap_or_default(),
                    total = total.unwrap_or_default(),
                    bonus = signed(*bonus),
                    aid = as_term(aid)
                ),
                phrase!(
                    "log-aid-roll-fails",
                    helper = helper,
                    ally = ally,
                    foe = foe,
                    roll = roll.unwrap_or_default(),
                    total = total.unwrap_or_default()
                ),
            ),
            AidEnds {
                ally,
                helper: Some(helper),
                ..
            } => phrase!("log-aid-lapses", helper = helper, ally = ally),
            AidEnds {
                ally, against, aid, ..
            } => phrase!(
                "log-aid-spent",
                ally = ally,
                foe = against.clone().unwrap_or_default(),
                aid = as_term(aid)
            ),
            Aid {
                helper,
                ally,
                aid,
                bonus,
                ..
            } => yes_no(
                *bonus > 0,
                phrase!(
                    "log-aid",
                    helper = helper,
                    ally = ally,
                    bonus = signed(*bonus),
                    aid = as_term(aid)
                ),
                phrase!("log-aid-needless", helper = helper, ally = ally),
            ),
            Save {
                unit,
                kind,
                roll,
                modifiers,
                total,
                dc,
                success,
            } => phrase!(
                "log-save",
                unit = unit,
                kind = match kind {
                    SaveKind::Fortitude => phrase!("log-save-fortitude"),
                    SaveKind::Reflex => phrase!("log-save-reflex"),
                    SaveKind::Will => phrase!("log-save-will"),
                },
                roll = *roll,
                modifiers = terms_in(modifiers, lang),
                total = *total,
                dc = *dc,
                result = yes_no(*success, phrase!("log-success"), phrase!("log-failure"))
            ),
            Check {
                unit,
                ability,
                why,
                roll,
                modifiers,
                total,
                dc,
                success,
            } => phrase!(
                "log-check",
                unit = unit,
                ability = as_term(ability.as_str()),
                why = as_term(why.as_str()),
                roll = *roll,
                modifiers = terms_in(modifiers, lang),
                total = *total,
                dc = *dc,
                result = yes_no(*success, phrase!("log-success"), phrase!("log-failure"))
            ),
            Dying { unit, turns_left } => {
                phrase!("log-dying", unit = unit, turns = *turns_left)
            }
            Maneuver { .. } => self.maneuver_phrase(lang),
            Grapple {
                holder,
                held,
                active: true,
            } => phrase!("log-grapple-holds", holder = holder, held = held),
            Grapple { holder, held, .. } => {
                phrase!("log-grapple-ends", holder = holder, held = held)
            }
            Feinted { unit, target } => phrase!("log-feinted", unit = unit, target = target),
            ItemDamaged {
                unit,
                item,
                faces,
                blow,
                hardness,
                hp,
            } => phrase!(
                "log-item-damaged",
                unit = unit,
                item = id_term(item),
                faces = faces
                    .iter()
                    .map(u32::to_string)
                    .collect::<Vec<_>>()
                    .join("+"),
                blow = *blow,
                hardness = *hardness,
                hp = *hp
            ),
            Broken { unit, item } => phrase!("log-broken", unit = unit, item = id_term(item)),
            Splash { at, units } if units.is_empty() => {
                phrase!("log-splash-nobody", at = at.to_string())
            }
            Splash { at, units } => phrase!(
                "log-splash",
                at = at.to_string(),
                units = crate::i18n::Arg::Units(units.clone())
            ),
            ThrownAt {
                unit,
                weapon,
                at,
                roll,
                modifiers,
                total,
                defense,
                hit,
            } => phrase!(
                "log-thrown-at",
                unit = unit,
                weapon = as_term(weapon.clone()),
                at = at.to_string(),
                roll = *roll,
                modifiers = modifiers.to_string(),
                total = *total,
                defense = *defense,
                result = yes_no(*hit, phrase!("log-hit"), phrase!("log-miss"))
            ),
            CatchesFire { unit, dice } => {
                phrase!("log-catches-fire", unit = unit, dice = dice.to_string())
            }
            BurnsOut { unit } => phrase!("log-burns-out", unit = unit),
            HeroPoint {
                unit, what, left, ..
            } if what == "let_fall" => phrase!("log-hero-let-fall", unit = unit, left = *left),
            HeroPoint {
                unit,
                what,
                spent,
                left,
            } => phrase!(
                "log-hero-point",
                unit = unit,
                what = id_term(what),
                spent = *spent,
                left = *left
            ),
            HeroArms { unit, spend, .. } if spend == "let_fall" => {
                phrase!("log-hero-lets-fall", unit = unit)
            }
            HeroArms { unit, spend, ally } => match ally {
                Some(ally) => phrase!(
                    "log-hero-arms-for",
                    unit = unit,
                    what = id_term(spend),
                    ally = ally
                ),
                None => phrase!("log-hero-arms", unit = unit, what = id_term(spend)),
            },
            Rerolled { unit, was } => phrase!("log-rerolled", unit = unit, was = *was),
            Countered {
                unit,
                caster,
                spell,
            } => phrase!(
                "log-countered",
                unit = unit,
                caster = caster,
                spell = id_term(spell)
            ),
            SpellRecalled {
                unit,
                spell,
                uses_left,
            } => phrase!(
                "log-spell-recalled",
                unit = unit,
                spell = id_term(spell),
                left = *uses_left
            ),
            CheatsDeath { unit, hp } => phrase!("log-cheats-death", unit = unit, hp = *hp),
            Scatter { from, to, roll } => phrase!(
                "log-scatter",
                from = from.to_string(),
                to = to.to_string(),
                roll = *roll
            ),
            Destroyed { unit, item } => {
                phrase!("log-destroyed", unit = unit, item = id_term(item))
            }
            _ => unreachable!("not an event of what befalls a unit"),
        }
    }

    /// A combat maneuver's line, with its roll's breakdown.
    fn maneuver_phrase(&self, lang: Lang) -> Phrase {
        let CombatEvent::Maneuver {
            unit,
            kind,
            target,
            roll,
            modifiers,
            total,
            cmd,
            success,
            by,
            automatic,
            ..
        } = self
        else {
            unreachable!("not a maneuver")
        };
        let kind = maneuver_verb(kind);
        if *automatic {
            return phrase!(
                "log-maneuver-automatic",
                unit = unit,
                kind = kind,
                target = target
            );
        }
        let result = match (*success, *by >= 0) {
            (true, true) => phrase!("log-maneuver-by", by = *by),
            (true, false) => phrase!("log-maneuver-natural-20"),
            (false, false) => phrase!("log-maneuver-short", by = by.abs()),
            (false, true) => phrase!("log-maneuver-natural-1"),
        };
        phrase!(
            "log-maneuver",
            unit = unit,
            kind = kind,
            target = target,
            roll = *roll,
            modifiers = terms_in(modifiers, lang),
            total = *total,
            cmd = *cmd,
            result = result
        )
    }

    /// Lines of blows and what they do: attacks, damage, health, conditions, aid.
    fn blows_phrase(&self, lang: Lang, hide_hp: bool) -> Phrase {
        let hp_left = |hp: i32| {
            if hide_hp {
                crate::i18n::Arg::Text("hidden".into())
            } else {
                crate::i18n::Arg::from(hp)
            }
        };
        use CombatEvent::*;
        match self {
            Heal {
                unit,
                amount,
                hp,
                dice,
                faces,
                wounds,
            } => {
                let (faces, left) = (faces_list(faces), hp_left(*hp));
                if *wounds {
                    phrase!(
                        "log-heal-wounds",
                        unit = unit,
                        amount = *amount,
                        dice = dice,
                        faces = faces,
                        wounds = left
                    )
                } else {
                    phrase!(
                        "log-heal",
                        unit = unit,
                        amount = *amount,
                        dice = dice,
                        faces = faces,
                        hp = left
                    )
                }
            }
            Aoo { attacker, target } => phrase!("log-aoo", target = target, attacker = attacker),
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
                    DefenseKind::Normal => phrase!("log-defense-normal"),
                    DefenseKind::FlatFooted => phrase!("log-defense-flat-footed"),
                    DefenseKind::Touch => phrase!("log-defense-touch"),
                    DefenseKind::FlatFootedTouch => phrase!("log-defense-flat-footed-touch"),
                };
                let mut threat_part = String::new();
                if *threat {
                    if let (Some(r), Some(t)) = (confirm_roll, confirm_total) {
                        threat_part +=
                            &phrase!("log-threat-confirm", roll = *r, total = *t).in_lang(lang);
                    }
                    threat_part += &yes_no(
                        *critical,
                        phrase!("log-critical"),
                        phrase!("log-not-confirmed"),
                    )
                    .in_lang(lang);
                }
                phrase!(
                    "log-attack",
                    attacker = attacker,
                    target = target,
                    weapon = as_term(weapon),
                    roll = *roll,
                    modifiers = terms_in(modifiers, lang),
                    total = *total,
                    kind = kind,
                    defense = *defense,
                    result = yes_no(*hit, phrase!("log-hit"), phrase!("log-miss")),
                    threat = threat_part
                )
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
                doubled_after_armour,
                incorporeal,
                wounds,
            } => {
                let mut detail = String::new();
                if let Some(d) = dice {
                    // OSR's dice rolled as their maximum carry that word in the log's data.
                    let d = match d.strip_suffix(" (maximum)") {
                        Some(dice) => format!("{dice} ({})", phrase!("log-maximum").in_lang(lang)),
                        None => d.clone(),
                    };
                    detail = format!(" ({d}: {}", faces_list(faces));
                    if !modifiers.is_empty() {
                        detail += &format!(" {}", terms_in(modifiers, lang));
                    }
                    if *multiplier > 1 {
                        detail += &format!(", x{multiplier}");
                    }
                    if *reduced > 0 {
                        detail += &phrase!("log-damage-reduced", amount = *reduced).in_lang(lang);
                    }
                    if *doubled {
                        detail += &phrase!("log-damage-doubled").in_lang(lang);
                    }
                    if *doubled_after_armour {
                        detail += &phrase!("log-damage-doubled-after-armour").in_lang(lang);
                    }
                    match incorporeal {
                        Some(crate::rules::damage::Incorporeal::Half) => {
                            detail += &phrase!("log-damage-incorporeal-half").in_lang(lang);
                        }
                        Some(crate::rules::damage::Incorporeal::Nothing) => {
                            detail += &phrase!("log-damage-incorporeal-nothing").in_lang(lang);
                        }
                        None => {}
                    }
                    detail.push(')');
                }
                if *wounds {
                    phrase!(
                        "log-damage-wounds",
                        target = target,
                        amount = *amount,
                        source = as_term(source),
                        detail = detail,
                        wounds = hp_left(*hp)
                    )
                } else {
                    phrase!(
                        "log-damage",
                        target = target,
                        amount = *amount,
                        source = as_term(source),
                        detail = detail,
                        hp = hp_left(*hp)
                    )
                }
            }
            HealthState { unit, state } => {
                phrase!(
                    "log-health-state",
                    unit = unit,
                    state = as_term(state.name())
                )
            }
            _ => unreachable!("not a blows event"),
        }
    }

    /// Lines of readied actions and acting out of turn.
    fn out_of_turn_phrase(&self, _lang: Lang, _hide_hp: bool) -> Phrase {
        use CombatEvent::*;
        match self {
            Ready {
                unit,
                trigger,
                then: None,
                ..
            } => phrase!("log-ready", unit = unit, trigger = trigger.phrase()),
            Ready {
                unit,
                trigger,
                then: Some(then),
                ..
            } => phrase!(
                "log-ready-action",
                unit = unit,
                action = then.phrase(),
                trigger = trigger.phrase()
            ),
            OutOfTurn { unit, act } => phrase!("log-out-of-turn", unit = unit, act = act.phrase()),
            OutOfTurnRefused { unit, reason } => phrase!(
                "log-out-of-turn-refused",
                unit = unit,
                reason = reason.clone()
            ),
            OutOfTurnEnds { unit } => phrase!("log-out-of-turn-ends", unit = unit),
            ReactionSet {
                unit,
                spell,
                trigger: Some(trigger),
            } => phrase!(
                "log-reaction-set",
                unit = unit,
                spell = as_term(spell.as_str()),
                trigger = trigger.phrase()
            ),
            ReactionSet {
                unit,
                spell,
                trigger: None,
            } => phrase!(
                "log-reaction-cleared",
                unit = unit,
                spell = as_term(spell.as_str())
            ),
            ReadyFires { unit, target } => {
                phrase!("log-ready-fires", unit = unit, target = target)
            }
            ReadyLapses { unit } => phrase!("log-ready-lapses", unit = unit),
            _ => unreachable!("not a out of turn event"),
        }
    }

    /// Lines of objects and gear: dropped, thrown, picked up, handed over, worn, used.
    fn gear_phrase(&self, _lang: Lang, _hide_hp: bool) -> Phrase {
        use CombatEvent::*;
        match self {
            Dropped { unit, thing, at } => phrase!(
                "log-dropped",
                unit = unit,
                thing = id_term(thing),
                at = at.to_string()
            ),
            Thrown {
                unit,
                thing,
                at,
                broke,
            } => yes_no(
                *broke,
                phrase!(
                    "log-thrown-breaks",
                    unit = unit,
                    thing = id_term(thing),
                    at = at.to_string()
                ),
                phrase!(
                    "log-thrown-lands",
                    unit = unit,
                    thing = id_term(thing),
                    at = at.to_string()
                ),
            ),
            PickedUp { unit, thing, at } => phrase!(
                "log-picked-up",
                unit = unit,
                thing = id_term(thing),
                at = at.to_string()
            ),
            ShieldWorn { unit, on: true } => phrase!("log-shield-on", unit = unit),
            ShieldWorn { unit, on: false } => phrase!("log-shield-off", unit = unit),
            HandedOver { unit, to, thing } => phrase!(
                "log-handed-over",
                unit = unit,
                to = to,
                thing = id_term(thing)
            ),
            ItemUsed { unit, item } => phrase!("log-item-used", unit = unit, item = as_term(item)),
            ItemReady { unit, item } => {
                phrase!("log-item-ready", unit = unit, item = as_term(item))
            }
            Loaded {
                unit,
                weapon,
                loaded: true,
            } => phrase!("log-loaded", unit = unit, weapon = id_term(weapon)),
            Loaded { unit, weapon, .. } => {
                phrase!("log-unloaded", unit = unit, weapon = id_term(weapon))
            }
            Wield { unit, weapons } => {
                phrase!("log-wield", unit = unit, weapons = as_terms(weapons))
            }
            ItemSpell {
                unit,
                item,
                spell,
                charges_left,
            } => phrase!(
                "log-item-spell",
                unit = unit,
                item = as_term(item.as_str()),
                spell = as_term(spell.as_str()),
                left = i64::from(*charges_left)
            ),
            _ => unreachable!("not a gear event"),
        }
    }

    /// Lines of spells: casting, effects, channelling, and their checks.
    fn spells_phrase(&self, _lang: Lang, _hide_hp: bool) -> Phrase {
        use CombatEvent::*;
        match self {
            EffectStarts { .. }
            | EffectEnds { .. }
            | ChannelingStarts { .. }
            | ChannelingContinues { .. }
            | ChannelingLost { .. }
            | DispelCheck { .. }
            | EffectsTick { .. } => self.lasting_spell_phrase(),
            _ => self.casting_phrase(),
        }
    }

    /// Lines of spells that last: effects starting and ending, channelling, dispelling.
    fn lasting_spell_phrase(&self) -> Phrase {
        use CombatEvent::*;
        match self {
            EffectStarts {
                unit,
                spell,
                rounds,
                ..
            } => match rounds {
                Some(n) => phrase!(
                    "log-effect-starts-for",
                    spell = id_term(spell),
                    unit = unit,
                    rounds = *n
                ),
                None => phrase!("log-effect-starts", spell = id_term(spell), unit = unit),
            },
            EffectEnds { unit, spell, .. } => {
                phrase!("log-effect-ends", spell = id_term(spell), unit = unit)
            }
            ChannelingStarts {
                unit, spell, turns, ..
            } => phrase!(
                "log-channeling-starts",
                unit = unit,
                spell = id_term(spell),
                turns = *turns
            ),
            ChannelingContinues {
                unit,
                spell,
                turns_left: 0,
            } => phrase!("log-channeling-done", unit = unit, spell = id_term(spell)),
            ChannelingContinues {
                unit,
                spell,
                turns_left,
            } => phrase!(
                "log-channeling-continues",
                unit = unit,
                spell = id_term(spell),
                turns = *turns_left
            ),
            ChannelingLost { unit, spell, why } => phrase!(
                "log-channeling-lost",
                unit = unit,
                spell = id_term(spell),
                why = why.clone()
            ),
            DispelCheck {
                caster,
                target,
                spell,
                roll,
                total,
                dc,
                success,
            } => phrase!(
                "log-dispel-check",
                caster = caster,
                spell = id_term(spell),
                target = target,
                roll = *roll,
                total = *total,
                dc = *dc,
                result = yes_no(*success, phrase!("log-dispelled"), phrase!("log-it-holds"))
            ),
            EffectsTick { caster } => phrase!("log-effects-tick", caster = caster),
            _ => unreachable!("not a lasting spell's event"),
        }
    }

    /// Lines of a casting: the cast, its failure and concentration checks, its area, resistance.
    fn casting_phrase(&self) -> Phrase {
        use CombatEvent::*;
        match self {
            Cast {
                unit,
                spell,
                uses_left,
                defensively,
            } => yes_no(
                *defensively,
                phrase!(
                    "log-cast-defensively",
                    unit = unit,
                    spell = as_term(spell),
                    left = *uses_left
                ),
                phrase!(
                    "log-cast",
                    unit = unit,
                    spell = as_term(spell),
                    left = *uses_left
                ),
            ),
            ArcaneFailure {
                unit,
                roll,
                percent,
                failed,
            } => phrase!(
                "log-arcane-failure",
                unit = unit,
                roll = *roll,
                percent = *percent,
                result = yes_no(
                    *failed,
                    phrase!("log-spell-fails"),
                    phrase!("log-no-failure")
                )
            ),
            SpellFailure {
                unit,
                why,
                roll,
                percent,
                failed,
            } => phrase!(
                "log-spell-failure",
                unit = unit,
                why = as_term(why.label()),
                roll = *roll,
                percent = *percent,
                result = yes_no(
                    *failed,
                    phrase!("log-spell-fails"),
                    phrase!("log-no-failure")
                )
            ),
            Concentration {
                unit,
                why,
                roll,
                total,
                dc,
                success,
            } => phrase!(
                "log-concentration",
                unit = unit,
                why = why.clone(),
                roll = *roll,
                total = *total,
                dc = *dc,
                result = yes_no(
                    *success,
                    phrase!("log-keeps-spell"),
                    phrase!("log-loses-spell")
                )
            ),
            Area {
                shape,
                squares,
                units,
                board,
            } => {
                if units.is_empty() {
                    phrase!(
                        "log-area-empty",
                        shape = shape.clone(),
                        squares = squares.len(),
                        board = board.cells()
                    )
                } else {
                    phrase!(
                        "log-area",
                        shape = shape.clone(),
                        squares = squares.len(),
                        units = crate::i18n::Arg::Units(units.clone()),
                        board = board.cells()
                    )
                }
            }
            MagicResistance {
                caster,
                target,
                roll,
                total,
                resistance,
                overcome,
            } => phrase!(
                "log-magic-resistance",
                caster = caster,
                target = target,
                resistance = *resistance,
                roll = *roll,
                total = *total,
                result = yes_no(*overcome, phrase!("log-overcome"), phrase!("log-resisted"))
            ),
            _ => unreachable!("not a casting event"),
        }
    }

    /// Lines of the level's script: triggers, units joining or changing side.
    fn script_phrase(&self, _lang: Lang, _hide_hp: bool) -> Phrase {
        use CombatEvent::*;
        match self {
            TriggerFires { trigger } => phrase!("log-trigger-fires", trigger = *trigger),
            TriggerRearmed { trigger } => phrase!("log-trigger-rearmed", trigger = *trigger),
            Joined {
                unit,
                side,
                at,
                roll,
                modifier,
                total,
                ..
            } => match roll {
                Some(r) => phrase!(
                    "log-joined-rolls",
                    unit = unit,
                    side = side,
                    at = at.to_string(),
                    roll = *r,
                    modifier = signed(*modifier),
                    total = *total
                ),
                None => phrase!(
                    "log-joined",
                    unit = unit,
                    side = side,
                    at = at.to_string(),
                    total = *total
                ),
            },
            SideChanged { unit, side } => phrase!("log-side-changed", unit = unit, side = side),
            AwarenessChanged { unit, aware: true } => phrase!("log-alert", unit = unit),
            AwarenessChanged { unit, aware: false } => phrase!("log-unaware", unit = unit),
            _ => unreachable!("not a script event"),
        }
    }

    /// Lines of a ruleset's own rolls and standing choices (tests, strikes, reactions, morale).
    fn rolls_phrase(&self, lang: Lang, _hide_hp: bool) -> Phrase {
        use CombatEvent::*;
        match self {
            Test { unit, why, roll } => phrase!(
                "log-test",
                unit = unit,
                why = why.clone(),
                roll = roll.line(lang)
            ),
            Strike {
                attacker,
                target,
                weapon,
                roll,
                auto,
                lands,
            } => {
                let outcome = match (roll, auto) {
                    (Some(r), _) => phrase!("log-strike-roll", roll = r.line(lang)),
                    (None, Some(why)) => phrase!("log-strike-auto", why = why.clone()),
                    (None, None) => phrase!("log-strike-avoid", target = target),
                };
                let result = if roll.is_some() || auto.is_some() {
                    yes_no(
                        *lands,
                        phrase!("log-strike-lands"),
                        phrase!("log-strike-misses"),
                    )
                    .in_lang(lang)
                } else {
                    String::new()
                };
                phrase!(
                    "log-strike",
                    attacker = attacker,
                    target = target,
                    weapon = as_term(weapon),
                    outcome = outcome,
                    result = result
                )
            }
            Reaction {
                defender,
                kind,
                roll,
                avoided,
                ..
            } => phrase!(
                "log-reaction",
                defender = defender,
                kind = as_term(kind.name()),
                roll = roll.line(lang),
                result = yes_no(*avoided, phrase!("log-avoided"), phrase!("log-too-slow"))
            ),
            Critical {
                unit,
                against,
                effect,
                amount,
            } => match amount {
                Some(n) => phrase!(
                    "log-critical-amount",
                    unit = unit,
                    effect = as_term(effect),
                    amount = *n,
                    against = against
                ),
                None => phrase!(
                    "log-critical-effect",
                    unit = unit,
                    effect = as_term(effect),
                    against = against
                ),
            },
            Usage {
                unit,
                item,
                die,
                roll,
                now,
            } => {
                let result = match *now {
                    0 => phrase!("log-usage-breaks"),
                    n if n == *die => phrase!("log-usage-holds"),
                    n => phrase!("log-usage-now", die = n),
                };
                phrase!(
                    "log-usage",
                    unit = unit,
                    item = as_term(item),
                    die = *die,
                    roll = *roll,
                    result = result
                )
            }
            Morale {
                side,
                why,
                faces,
                total,
                morale,
                holds,
            } => phrase!(
                "log-morale",
                side = side,
                why = why.clone(),
                faces = faces_list(faces),
                total = *total,
                morale = *morale,
                result = yes_no(*holds, phrase!("log-they-hold"), phrase!("log-they-break"))
            ),
            DefenceSet { unit, policy } => {
                phrase!("log-defence-set", unit = unit, policy = policy.phrase())
            }
            CriticalSet { unit, policy } => {
                phrase!("log-critical-set", unit = unit, policy = policy.phrase())
            }
            Manoeuvre { unit, what, target } => match target {
                Some(t) => phrase!(
                    "log-manoeuvre-on",
                    unit = unit,
                    what = as_term(what),
                    target = t
                ),
                None => phrase!("log-manoeuvre", unit = unit, what = as_term(what)),
            },
            _ => unreachable!("not a rolls event"),
        }
    }

    /// Lines of WFRP's points and long actions: Fortune and Fate spent, a round of an extended
    /// action or its loss.
    fn points_phrase(&self, lang: Lang) -> Phrase {
        use CombatEvent::*;
        match self {
            Fortune {
                unit,
                on,
                roll,
                extra,
                left,
            } => phrase!(
                "log-fortune",
                unit = unit,
                on = on.as_str(),
                roll = roll.as_ref().map_or_else(String::new, |r| r.line(lang)),
                extra = extra.unwrap_or(0),
                left = *left
            ),
            Fate { unit, left } => phrase!("log-fate", unit = unit, left = *left),
            Extended {
                unit,
                task,
                name,
                done,
                of,
                ..
            } => phrase!(
                "log-extended",
                unit = unit,
                task = task.as_str(),
                what = as_term(name.as_str()),
                done = *done,
                of = *of
            ),
            ExtendedLost {
                unit, task, name, ..
            } => phrase!(
                "log-extended-lost",
                unit = unit,
                task = task.as_str(),
                what = as_term(name.as_str())
            ),
            _ => unreachable!("not a points event"),
        }
    }

    /// Lines of WFRP's percentile blows: where a blow lands, Ulric's Fury, criticals and what
    /// they do, opposed tests.
    fn percentile_phrase(&self, lang: Lang) -> Phrase {
        use CombatEvent::*;
        match self {
            HitLocation {
                target,
                roll,
                location,
                behind_cover: None,
            } => phrase!(
                "log-hit-location",
                target = target,
                roll = *roll,
                location = as_term(location.replace('_', " "))
            ),
            HitLocation {
                target,
                roll,
                location,
                behind_cover: Some(hidden),
            } => phrase!(
                "log-hit-location-covered",
                target = target,
                roll = *roll,
                hidden = as_term(hidden.replace('_', " ")),
                location = as_term(location.replace('_', " "))
            ),
            Fury {
                attacker,
                roll,
                dice,
                ..
            } => match dice.is_empty() {
                true => phrase!(
                    "log-fury-fails",
                    attacker = attacker,
                    roll = roll.line(lang)
                ),
                false => phrase!(
                    "log-fury",
                    attacker = attacker,
                    roll = roll.line(lang),
                    dice = dice
                        .iter()
                        .map(u32::to_string)
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            },
            Opposed {
                unit,
                against,
                why,
                roll,
                against_roll,
                won,
            } => {
                let winner = if *won { unit } else { against };
                phrase!(
                    "log-opposed",
                    unit = unit,
                    against = against,
                    why = as_term(why.as_str()),
                    roll = roll.line(lang),
                    against_roll = against_roll.line(lang),
                    winner = winner
                )
            }
            CriticalEffect { unit, effect, does } => phrase!(
                "log-critical-effect-wfrp",
                unit = unit,
                effect = as_term(effect.replace('_', " ")),
                does = does.clone()
            ),
            CriticalHit {
                unit,
                location,
                value,
                roll,
                severity,
            } => phrase!(
                "log-critical-hit",
                unit = unit,
                location = as_term(location.replace('_', " ")),
                value = *value,
                roll = *roll,
                severity = *severity
            ),
            _ => unreachable!("not a percentile event"),
        }
    }
}

/// A PC's way of avoiding one attack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Reaction {
    /// OSR: a Strength test.
    Block,
    /// OSR: an Agility test; WFRP: the Dodge skill.
    Dodge,
    /// WFRP: a Weapon Skill test.
    Parry,
}

impl Reaction {
    pub fn name(self) -> &'static str {
        match self {
            Reaction::Block => "block",
            Reaction::Dodge => "dodge",
            Reaction::Parry => "parry",
        }
    }
}

/// A weapon's or item's id as a label: `hand_weapon` reads "hand weapon" (and finds its
/// catalogue term, `term-hand-weapon`).
/// A maneuver's verb as the log says it (`bull_rush` in the JSON, `bull rush` in English,
/// `embestir a` in Spanish), by the word its `maneuver` event names it.
pub fn maneuver_verb(word: &str) -> crate::i18n::Arg {
    let phrase = match word {
        "trip" => phrase!("maneuver-trip"),
        "disarm" => phrase!("maneuver-disarm"),
        "bull_rush" => phrase!("maneuver-bull-rush"),
        "grapple" => phrase!("maneuver-grapple"),
        "sunder" => phrase!("maneuver-sunder"),
        "overrun" => phrase!("maneuver-overrun"),
        "hold" => phrase!("maneuver-hold"),
        "escape" => phrase!("maneuver-escape"),
        other => return id_term(other),
    };
    crate::i18n::Arg::Phrase(phrase)
}

fn id_term(id: &str) -> crate::i18n::Arg {
    as_term(id.replace('_', " "))
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
