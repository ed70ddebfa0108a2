//! Commands: what a player, the AI or a script asks for. The only way into the engine.

use crate::phrase;
use crate::rules::board_shape::BoardShape;
use crate::rules::grid::Pos;
use serde::{Deserialize, Serialize};

/// One command, written in RON as e.g. `Move(unit: "aria", to: (4, 2))`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum Command {
    /// Move to a square by the engine's path (`to`), or along explicit adjacent squares (`path`,
    /// not including the square the unit stands on).
    Move {
        unit: String,
        #[serde(default)]
        to: Option<Pos>,
        #[serde(default)]
        path: Option<Vec<Pos>>,
        /// Weapons to draw while moving, at no extra cost.
        #[serde(default)]
        draw: Option<Vec<String>>,
    },
    /// Move action: take these weapons in hand ("Equipar un arma").
    Draw {
        unit: String,
        weapons: Vec<String>,
    },
    /// Strap the shield on (a move or full-round action by its kind) or take it off (a move
    /// action); neither provokes ("Equipar escudos").
    Shield {
        unit: String,
        on: bool,
    },
    /// Free action: drop a carried weapon or item into the unit's square ("Soltar un objeto").
    Drop {
        unit: String,
        thing: String,
    },
    /// Move action, provokes: pick up an object from the unit's or an adjacent square
    /// ("Manipular objetos").
    PickUp {
        unit: String,
        #[serde(default)]
        thing: Option<String>,
    },
    /// Move action, provokes: hand a carried weapon or item to an ally within reach
    /// ("Manipular objetos": entregar un objeto).
    HandOver {
        unit: String,
        thing: String,
        to: String,
    },
    /// Standard action: drink a potion (provokes first) ("Tomar una poción").
    Drink {
        unit: String,
        #[serde(default)]
        item: Option<String>,
    },
    /// Standard action: use a carried magic item's `spell` (the item's only one when left out),
    /// aimed as `Cast` is; a wand, scroll, staff or codex provokes as a spell does, an activated
    /// item never (see `combat::magic_items`).
    UseItem {
        unit: String,
        item: String,
        #[serde(default)]
        spell: Option<String>,
        #[serde(default)]
        target: Option<String>,
        #[serde(default)]
        at: Option<Pos>,
        #[serde(default)]
        facing: Option<crate::rules::templates::Facing>,
    },
    /// Load a crossbow (its reload action; provokes) ("Cargar una ballesta").
    Reload {
        unit: String,
        #[serde(default)]
        weapon: Option<String>,
    },
    /// Cast a known spell: at a unit (`target`), or at a square or intersection (`at`): the square
    /// a cone faces or a line runs toward, a cube's top-left square, a sphere's intersection (the
    /// top-left corner of square `at`). `defensively` concentrates (a Magic Knowledge check) so
    /// as not to provoke in a threatened square.
    Cast {
        unit: String,
        spell: String,
        #[serde(default)]
        target: Option<String>,
        #[serde(default)]
        at: Option<Pos>,
        /// Instead of `at`, for a cone or a line: the direction it goes (N, NE, E, SE, S, SW, W, NW;
        /// on a hex board E, NE, NW, W, SW or SE).
        #[serde(default)]
        facing: Option<crate::rules::templates::Facing>,
        #[serde(default)]
        defensively: bool,
    },
    /// Move action, provokes first: open or close the door at `at`, next to the unit (a closing
    /// door's square must be empty).
    ToggleDoor {
        unit: String,
        at: Pos,
    },
    /// Move action, provokes first: get into the saddle of an adjacent mount of the unit's side
    /// ("Montar y desmontar").
    Mount {
        unit: String,
        mount: String,
    },
    /// Move action, provokes first: get down from the mount to a free adjacent square (`to`, or
    /// the first free one).
    Dismount {
        unit: String,
        #[serde(default)]
        to: Option<Pos>,
    },
    /// Standard action, provokes nothing: end a lasting spell this unit cast, on every unit it holds
    /// ("Cancelar hechizo activo").
    CancelSpell {
        unit: String,
        spell: String,
    },
    /// Attack a unit; `weapon` picks one by id, else the engine picks a melee weapon when the target
    /// is in reach and a ranged one when it is in range.
    Attack {
        unit: String,
        target: String,
        #[serde(default)]
        weapon: Option<String>,
        /// OSR: a manoeuvre made as the attack (defensive fighting, a knock-out, a disarm, a
        /// quick attack).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        manner: Option<AttackManner>,
    },
    /// Give up this turn's place and act later this round: right after unit `after`, or last.
    Delay {
        unit: String,
        #[serde(default)]
        after: Option<String>,
    },
    /// Seed 001 (`rules: (delay_by_waiting: true)`): give up this turn and wait, free to act
    /// before any later turn begins (`ActNow`) or when the unit's place comes round again.
    Wait {
        unit: String,
    },
    /// A waiting unit acts now, before the unit whose turn is about to begin; its place in the
    /// order moves there for the rest of the fight.
    ActNow {
        unit: String,
    },
    EndTurn {
        unit: String,
    },
    /// Full-round: move up to speed without provoking (seed 000, "Retirada").
    Withdraw {
        unit: String,
        #[serde(default)]
        to: Option<Pos>,
        #[serde(default)]
        path: Option<Vec<Pos>>,
    },
    /// Move action: one square, provokes nothing ("Un espacio").
    Step {
        unit: String,
        to: Pos,
    },
    /// Move action while prone: one square, provokes ("Gatear").
    Crawl {
        unit: String,
        to: Pos,
    },
    /// Move action: stand up from prone, provokes ("Ponerse de pie").
    StandUp {
        unit: String,
    },
    /// Free action: drop prone ("Dejarse caer").
    DropProne {
        unit: String,
    },
    /// Move in a straight line to the nearest square from which the target can be hit, and
    /// attack with +2; −2 Defense until the next turn ("Carga").
    Charge {
        unit: String,
        target: String,
    },
    /// Full-round: an automatic critical hit on a helpless target; provokes ("Coup de grace").
    CoupDeGrace {
        unit: String,
        target: String,
    },
    /// Standard action: +2 Defense (+4 with a shield) until the next turn ("Defensa total").
    TotalDefense {
        unit: String,
    },
    /// Standard action: an adjacent ally gets +2 on its next attack or Defense ("Ayudar a otro").
    AidAnother {
        unit: String,
        ally: String,
        aid: AidKind,
        /// Seed 001's aid (`rules: (aid_against_one_foe: true)`): the foe it is given against;
        /// left out, the foe in the helper's reach nearest the ally.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        against: Option<String>,
    },
    /// Standard action: when `trigger` happens, attack whoever set it off (with `weapon`, or the
    /// engine's pick), or do `then` instead ("Acción preparada").
    Ready {
        unit: String,
        trigger: ReadyTrigger,
        #[serde(default)]
        weapon: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        then: Option<ReadiedAction>,
    },
    /// Free action, on the unit's own turn: from now on, when `trigger` comes, use the immediate
    /// `spell` ("Acción inmediata"); with no trigger, stop.
    React {
        unit: String,
        spell: String,
        #[serde(default)]
        trigger: Option<ReadyTrigger>,
    },
    /// Standard action: one attack with each of two weapons ("Dos armas").
    TwoWeaponAttack {
        unit: String,
        target: String,
    },
    /// OSR, ends the turn ("Apuntar"): if nothing hurts it before its next turn, its next ranged
    /// attack on `target` has advantage.
    Aim {
        unit: String,
        target: String,
    },
    /// OSR, the action, a melee attack ("Apresar"): a Strength test holds a creature no larger
    /// than the unit; it can only try to break free, at the start of each of its turns.
    Grapple {
        unit: String,
        target: String,
    },
    /// OSR, the action ("Aplastar"): bare-hands damage to the creature the unit holds, no roll.
    Crush {
        unit: String,
    },
    /// OSR, the whole turn ("Placaje"): up to half the movement toward `target`, then a Strength
    /// test: bare-hands damage, and the target is pushed a square back if that square is free.
    Tackle {
        unit: String,
        target: String,
    },
    /// OSR, the action ("Escudo humano"): until the unit's next turn, an attack on the adjacent
    /// `ally`, if the ally has not moved, strikes the unit instead.
    HumanShield {
        unit: String,
        ally: String,
    },
    /// OSR, the action, with a medicine kit ("Primeros auxilios"): a Mind test gives an adjacent
    /// ally 1d6 Salud back (a dying one is stabilised first), once a fight for each patient.
    FirstAid {
        unit: String,
        ally: String,
    },
    /// OSR, ends the turn ("Acumulación energética"): if nothing hurts it first, its next
    /// casting test of a one-turn power has advantage.
    BuildEnergy {
        unit: String,
    },
    /// OSR, the action ("Lanzar objeto"): throw `item` (a weapon or improvised object in hand;
    /// the first one in hand when left out) up to 5 squares, at the creature `target` (an
    /// Agility test to hit it) or onto the square `at` (no roll). A probability roll of 8+
    /// breaks the object; else it lands there.
    Throw {
        unit: String,
        #[serde(default)]
        item: Option<String>,
        #[serde(default)]
        target: Option<String>,
        #[serde(default)]
        at: Option<Pos>,
    },
    /// OSR, free, on the unit's own turn: what it takes on a natural 20 from now on (`Auto`:
    /// the maximum when that kills, else double; the reduction, or the counter when it has that
    /// already; `Double`: double damage and the counter; `Maximum`: the maximum and the
    /// reduction).
    SetCritical {
        unit: String,
        policy: CriticalPolicy,
    },
    /// OSR, free, on the unit's own turn: how it avoids attacks from now on (`Auto` takes the
    /// better chance each time; `Block` or `Dodge` always that).
    SetDefence {
        unit: String,
        policy: DefencePolicy,
    },
    /// WFRP, a half action ("Postura de guardia"): until its next turn the unit may parry a melee
    /// blow it sees coming, even with nothing in its off hand.
    Guard {
        unit: String,
    },
    /// WFRP, a full action ("Correr"): up to three times its Movement, not through difficult
    /// terrain; until its next turn shots at it take −20 % and blows +20 %.
    Run {
        unit: String,
        #[serde(default)]
        to: Option<Pos>,
        #[serde(default)]
        path: Option<Vec<Pos>>,
    },
    /// WFRP, a half action ("Finta"): an opposed WS test with `target`; won, the unit's next
    /// normal attack on it this turn can be neither parried nor dodged.
    Feint {
        unit: String,
        target: String,
    },
    /// Seed 001 ("Fascinado"), a standard action: the unit shakes `ally`, beside it, free of
    /// every fascination on it.
    ShakeFree {
        unit: String,
        ally: String,
    },
    /// Seed 001 ("Puntos de héroe", `rules: (hero_points: true)`): spend a hero point as `spend`
    /// says. It takes no action; a spend for a roll waits for that roll (see [`HeroSpend`]).
    Hero {
        unit: String,
        spend: HeroSpend,
    },
    /// WFRP, a full action ("Presas"): the unit held tries to break free, an opposed Strength
    /// test with its holder; won, it is free. Core with seed 001's maneuvers, a standard action:
    /// d20 + CMB against the holder's CMD.
    BreakFree {
        unit: String,
    },
    /// WFRP, free ("Puntos de Suerte"): a Fortune point spent for one more half action this
    /// turn, once the turn's own are used up.
    ExtraHalfAction {
        unit: String,
    },
    /// WFRP, a full action ("Salto"): a jump over the gap between the unit and `to`, two
    /// squares away in a straight line.
    Jump {
        unit: String,
        to: Pos,
    },
    /// WFRP and Core (seed 001's grapple), a free action: the unit lets go of the creature it
    /// holds.
    Release {
        unit: String,
    },
    /// WFRP, a half action ("Hostigar"): an opposed WS test with `target`; won, the target is
    /// pushed to `to` (a square beside it, open and free), and the unit follows into the square
    /// it left when `follow` says so.
    Manoeuvre {
        unit: String,
        target: String,
        to: Pos,
        #[serde(default)]
        follow: bool,
    },
    /// Seed 001 (`rules: (combat_maneuvers: true)`), a standard action: a combat maneuver on
    /// `target`, a foe in melee reach: d20 + CMB against its CMD. `follow`: after a bull rush
    /// that lands, the unit spends its move action to step after the foe it pushed. `charge`: a
    /// trip or a bull rush made as a charge's attack, at the charge's +2 (seed 001, "Cargar").
    CombatManeuver {
        unit: String,
        target: String,
        kind: ManeuverKind,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        follow: bool,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        charge: bool,
    },
    /// Seed 001 (`combat_maneuvers`), a standard action: the holder of a grapple maintains it,
    /// d20 + CMB + 5 against the held creature's CMD, and on a success does what `option` says.
    MaintainGrapple {
        unit: String,
        option: GrappleOption,
    },
    /// Seed 001 ("Combatir desde una montura", `mounted_combat`), a full-round action of a
    /// rider: its mount moves to `to` (or along `path`), up to twice its speed, or four times
    /// when it runs (`run`), and halfway there the rider does `act`: a shot at −4 (−8 running),
    /// or a spell kept with a concentration check against 10 + its level (15 + level running).
    RideAndAct {
        unit: String,
        #[serde(default)]
        to: Option<Pos>,
        #[serde(default)]
        path: Option<Vec<Pos>>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        run: bool,
        act: MidwayAct,
    },
}

/// What a rider does halfway through its mount's move ([`Command::RideAndAct`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum MidwayAct {
    /// One ranged attack on `target`, with `weapon` or else the first ranged weapon in hand
    /// that reaches it.
    Shoot {
        target: String,
        #[serde(default)]
        weapon: Option<String>,
    },
    /// A spell, aimed as [`Command::Cast`] aims one.
    Cast {
        spell: String,
        #[serde(default)]
        target: Option<String>,
        #[serde(default)]
        at: Option<Pos>,
        #[serde(default)]
        facing: Option<crate::rules::templates::Facing>,
    },
}

impl Command {
    /// The command's name in a command file.
    pub fn name(&self) -> &'static str {
        match self {
            Command::Move { .. } => "Move",
            Command::Attack { .. } => "Attack",
            Command::Delay { .. } => "Delay",
            Command::EndTurn { .. } => "EndTurn",
            Command::Wait { .. } => "Wait",
            Command::ActNow { .. } => "ActNow",
            Command::Withdraw { .. } => "Withdraw",
            Command::Step { .. } => "Step",
            Command::Crawl { .. } => "Crawl",
            Command::StandUp { .. } => "StandUp",
            Command::DropProne { .. } => "DropProne",
            Command::Charge { .. } => "Charge",
            Command::CoupDeGrace { .. } => "CoupDeGrace",
            Command::TotalDefense { .. } => "TotalDefense",
            Command::TwoWeaponAttack { .. } => "TwoWeaponAttack",
            Command::AidAnother { .. } => "AidAnother",
            Command::Ready { .. } => "Ready",
            Command::React { .. } => "React",
            Command::Draw { .. } => "Draw",
            Command::Shield { .. } => "Shield",
            Command::Reload { .. } => "Reload",
            Command::Drink { .. } => "Drink",
            Command::UseItem { .. } => "UseItem",
            Command::Drop { .. } => "Drop",
            Command::PickUp { .. } => "PickUp",
            Command::HandOver { .. } => "HandOver",
            Command::Cast { .. } => "Cast",
            Command::CancelSpell { .. } => "CancelSpell",
            Command::ToggleDoor { .. } => "ToggleDoor",
            Command::Mount { .. } => "Mount",
            Command::Dismount { .. } => "Dismount",
            Command::SetDefence { .. } => "SetDefence",
            Command::Aim { .. } => "Aim",
            Command::Grapple { .. } => "Grapple",
            Command::Crush { .. } => "Crush",
            Command::FirstAid { .. } => "FirstAid",
            Command::Tackle { .. } => "Tackle",
            Command::HumanShield { .. } => "HumanShield",
            Command::BuildEnergy { .. } => "BuildEnergy",
            Command::Throw { .. } => "Throw",
            Command::SetCritical { .. } => "SetCritical",
            Command::Guard { .. } => "Guard",
            Command::Run { .. } => "Run",
            Command::Feint { .. } => "Feint",
            Command::ShakeFree { .. } => "ShakeFree",
            Command::Hero { .. } => "Hero",
            Command::Manoeuvre { .. } => "Manoeuvre",
            Command::BreakFree { .. } => "BreakFree",
            Command::Release { .. } => "Release",
            Command::ExtraHalfAction { .. } => "ExtraHalfAction",
            Command::Jump { .. } => "Jump",
            Command::CombatManeuver { .. } => "CombatManeuver",
            Command::MaintainGrapple { .. } => "MaintainGrapple",
            Command::RideAndAct { .. } => "RideAndAct",
        }
    }

    pub fn unit(&self) -> &str {
        match self {
            Command::Move { unit, .. }
            | Command::Attack { unit, .. }
            | Command::Delay { unit, .. }
            | Command::EndTurn { unit }
            | Command::Wait { unit }
            | Command::ActNow { unit }
            | Command::Withdraw { unit, .. }
            | Command::Step { unit, .. }
            | Command::Crawl { unit, .. }
            | Command::StandUp { unit }
            | Command::DropProne { unit }
            | Command::Charge { unit, .. }
            | Command::CoupDeGrace { unit, .. }
            | Command::TotalDefense { unit }
            | Command::TwoWeaponAttack { unit, .. }
            | Command::AidAnother { unit, .. }
            | Command::Ready { unit, .. }
            | Command::React { unit, .. }
            | Command::Draw { unit, .. }
            | Command::Shield { unit, .. }
            | Command::Reload { unit, .. }
            | Command::Drink { unit, .. }
            | Command::UseItem { unit, .. }
            | Command::Drop { unit, .. }
            | Command::PickUp { unit, .. }
            | Command::HandOver { unit, .. }
            | Command::Cast { unit, .. }
            | Command::CancelSpell { unit, .. }
            | Command::ToggleDoor { unit, .. }
            | Command::Mount { unit, .. }
            | Command::Dismount { unit, .. }
            | Command::SetDefence { unit, .. }
            | Command::Aim { unit, .. }
            | Command::Grapple { unit, .. }
            | Command::Crush { unit }
            | Command::FirstAid { unit, .. }
            | Command::Tackle { unit, .. }
            | Command::HumanShield { unit, .. }
            | Command::BuildEnergy { unit }
            | Command::Throw { unit, .. }
            | Command::SetCritical { unit, .. }
            | Command::Guard { unit }
            | Command::Run { unit, .. }
            | Command::Feint { unit, .. }
            | Command::ShakeFree { unit, .. }
            | Command::Hero { unit, .. }
            | Command::Manoeuvre { unit, .. }
            | Command::BreakFree { unit }
            | Command::Release { unit }
            | Command::ExtraHalfAction { unit }
            | Command::Jump { unit, .. }
            | Command::CombatManeuver { unit, .. }
            | Command::MaintainGrapple { unit, .. }
            | Command::RideAndAct { unit, .. } => unit,
        }
    }
}

/// What a hero point buys (seed 001, "¿Para qué se usan los puntos de héroe?"). The spends for
/// a roll are declared ahead, as a command, and wait for the roll: the point goes when the roll
/// comes (`Bonus`, `Aid`) or only if the roll fails and the spend can help (`LateBonus`,
/// `LateAid`, `Reroll`). A unit has one spend waiting at a time; a new one takes its place.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum HeroSpend {
    /// "Bonus", declared before: +8 to the unit's next d20 roll.
    Bonus,
    /// "Bonus" after the roll: +4 to the unit's next d20 roll, spent only if the roll failed and
    /// the 4 make it succeed (what a player who has seen the die would do).
    LateBonus,
    /// "Volver a tirar": the unit's next d20 roll that fails is rolled again; the second stands.
    Reroll,
    /// "Ayudar a otro", declared before: +4 to the next d20 roll of `ally`, beside the unit.
    Aid { ally: String },
    /// "Ayudar a otro" after the roll: +2 to `ally`'s next roll, spent only if it failed and the
    /// 2 make it succeed.
    LateAid { ally: String },
    /// "Actuar fuera de turno": a unit still to act this round takes its turn now, before the
    /// turn about to begin, and keeps that place; that turn is one move or standard action.
    ActNow,
    /// "Ganar acción adicional": a move or standard action the unit has spent this turn is back.
    ExtraAction(ExtraAction),
    /// "Recordar un hechizo": one use of a known spell the unit has cast is back.
    Recall { spell: String },
    /// Not to cheat death: the next blow that would kill the unit (or its mount) kills it, and
    /// its points are kept. It spends nothing; it waits as a spend for a roll does.
    LetFall,
}

/// The action a hero point gives back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ExtraAction {
    Move,
    Standard,
}

/// Seed 001's combat maneuvers ("Maniobras de combate").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ManeuverKind {
    /// "Derribo": the foe falls prone; failing by 10 or more, the unit does.
    Trip,
    /// "Desarme": the foe drops the weapon in its hand (both hands' by 10 or more); failing by
    /// 10 or more, the unit drops its own.
    Disarm,
    /// "Embestida": the foe is pushed a square straight away, and a square more for every 5 the
    /// roll beats its CMD by.
    BullRush,
    /// "Presa": both are grappled, and the unit holds the foe.
    Grapple,
    /// "Romper arma": the unit's blow falls on a thing the foe holds or wears.
    Sunder,
    /// "Arrollar": the unit goes through the foe's square to the one beyond (the foe falls
    /// prone when beaten by 5); short by 5, the unit falls.
    Overrun,
}

/// What a holder does with a maintained grapple (seed 001, "Presa").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GrappleOption {
    /// Walk up to half its speed to `to`, dragging the held creature along.
    Move { to: Pos },
    /// Deal its unarmed, natural, light or one-handed weapon's damage.
    Damage,
    /// Pin the held creature.
    Pin,
}

impl ManeuverKind {
    pub const ALL: [ManeuverKind; 6] = [
        ManeuverKind::Trip,
        ManeuverKind::Disarm,
        ManeuverKind::BullRush,
        ManeuverKind::Grapple,
        ManeuverKind::Sunder,
        ManeuverKind::Overrun,
    ];

    /// The word the `maneuver` event names it by.
    pub fn word(self) -> &'static str {
        match self {
            ManeuverKind::Trip => "trip",
            ManeuverKind::Disarm => "disarm",
            ManeuverKind::BullRush => "bull_rush",
            ManeuverKind::Grapple => "grapple",
            ManeuverKind::Sunder => "sunder",
            ManeuverKind::Overrun => "overrun",
        }
    }

    /// Whether grappled's −2 spares it (seed 001, "Apresado": not to grapple or to escape).
    pub fn spares_the_grappled(self) -> bool {
        self == ManeuverKind::Grapple
    }
}

// The vocabulary of seed 002's commands (the OSR ruleset plays them).

/// What manners of attack are.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum AttackManner {
    Defensive,
    Quick,
    KnockOut,
    Disarm,
    /// WFRP, "Ataque cauteloso": a full action, −10 % WS, +10 % to parries and dodges until the
    /// unit's next turn.
    Cautious,
    /// WFRP, "Ataque total": a full action, +20 % WS, no parry or dodge until its next turn.
    AllOut,
    /// WFRP, "Ataque rápido": a full action, as many blows as the unit's Attacks.
    Swift,
}

/// How a PC avoids attacks (seed 002: block or dodge, chosen for each attack; the unit keeps a
/// standing choice so that a command resolves at once, see `RULESETS.md` §4.4).
#[derive(
    bevy::prelude::Component,
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    Hash,
    serde::Serialize,
    serde::Deserialize,
)]
pub enum DefencePolicy {
    /// Whichever of the two has the better chance against this attack.
    #[default]
    Auto,
    Block,
    Dodge,
}

/// What a unit takes on a natural 20 (seed 002, "20 natural": the attacker chooses double damage
/// or the weapon's maximum; a PC's natural 20 to avoid earns a counter or a damage reduction).
/// A standing choice, like the defence policy, so a strike resolves at once.
#[derive(
    bevy::prelude::Component,
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    Hash,
    serde::Serialize,
    serde::Deserialize,
)]
pub enum CriticalPolicy {
    /// The maximum when it brings the target to 0, else double; on avoiding, the reduction,
    /// or the counter once it has that opponent's reduction and the attack was melee.
    #[default]
    Auto,
    /// Always double damage; on avoiding, the counter when the attack was melee.
    Double,
    /// Always the maximum; on avoiding, always the reduction.
    Maximum,
}

/// What sets off a readied action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ReadyTrigger {
    /// An enemy steps into the unit's melee reach.
    EntersReach,
    /// An enemy steps next to the unit.
    MovesAdjacent,
    /// An enemy steps onto a square within `radius` squares of `at` (0: `at` alone) from
    /// outside them.
    EntersArea {
        at: Pos,
        #[serde(default)]
        radius: u32,
    },
    /// An ally steps off the square `at`: it has passed it.
    AllyPasses { at: Pos },
    /// An enemy attacks one of the unit's allies: the readied action comes first.
    AttacksAlly,
    /// An enemy attacks the unit itself: the readied action comes first.
    Attacked,
    /// An enemy makes a ranged attack, at anyone: the readied action comes first.
    Shoots,
    /// An enemy starts to cast a spell (seed 001, "Distraer lanzadores de conjuros"): the action
    /// comes first, and damage makes the caster check to keep the spell.
    StartsToCast,
    /// An enemy takes a weapon in hand: the readied action comes before it is drawn.
    Draws,
}

impl ReadyTrigger {
    /// How the log and the HUD say it, in the reader's language.
    pub fn phrase(self) -> crate::i18n::Phrase {
        match self {
            ReadyTrigger::EntersReach => phrase!("trigger-enters-reach"),
            ReadyTrigger::MovesAdjacent => phrase!("trigger-moves-adjacent"),
            ReadyTrigger::EntersArea { at, radius: 0 } => {
                phrase!("trigger-enters-square", at = at.to_string())
            }
            ReadyTrigger::EntersArea { at, radius } => phrase!(
                "trigger-enters-area",
                at = at.to_string(),
                radius = i64::from(radius)
            ),
            ReadyTrigger::AllyPasses { at } => {
                phrase!("trigger-ally-passes", at = at.to_string())
            }
            ReadyTrigger::AttacksAlly => phrase!("trigger-attacks-ally"),
            ReadyTrigger::Attacked => phrase!("trigger-attacked"),
            ReadyTrigger::Shoots => phrase!("trigger-shoots"),
            ReadyTrigger::StartsToCast => phrase!("trigger-starts-to-cast"),
            ReadyTrigger::Draws => phrase!("trigger-draws"),
        }
    }

    /// Whether a step from `from` to `to` on a board of `shape` sets it off for a unit at `at`
    /// with `reach`; `ally` says whether the mover is on the unit's side.
    pub fn fires(
        self,
        shape: BoardShape,
        at: Pos,
        reach: u32,
        ally: bool,
        from: Pos,
        to: Pos,
    ) -> bool {
        let d = |a: Pos, b: Pos| shape.distance(a, b);
        match self {
            ReadyTrigger::EntersReach => !ally && d(at, to) <= reach && d(at, from) > reach,
            ReadyTrigger::MovesAdjacent => {
                !ally && shape.adjacent(at, to) && !shape.adjacent(at, from)
            }
            ReadyTrigger::EntersArea { at: centre, radius } => {
                !ally && d(centre, to) <= radius && d(centre, from) > radius
            }
            ReadyTrigger::AllyPasses { at: square } => ally && from == square && to != square,
            ReadyTrigger::AttacksAlly
            | ReadyTrigger::Attacked
            | ReadyTrigger::Shoots
            | ReadyTrigger::StartsToCast
            | ReadyTrigger::Draws => false,
        }
    }

    /// Whether a step sets it off at all (else it waits for an act: an attack, a spell, a draw).
    pub(crate) fn watches_steps(self) -> bool {
        matches!(
            self,
            ReadyTrigger::EntersReach
                | ReadyTrigger::MovesAdjacent
                | ReadyTrigger::EntersArea { .. }
                | ReadyTrigger::AllyPasses { .. }
        )
    }
}

/// What a readied unit does when its trigger comes, besides the default attack on whoever set
/// it off.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ReadiedAction {
    /// Cast a known spell at whoever set the trigger off: at it, or at its square for an area.
    CastAt {
        spell: String,
        #[serde(default)]
        defensively: bool,
    },
    /// A command of the unit's own, as written (`unit` is the readying unit).
    Command(Box<Command>),
    /// Seed 001, "Preparando un contraconjuro", with `trigger: StartsToCast`: identify the spell a
    /// foe begins and counter it, with the same spell or with dispel magic.
    Counterspell,
}

impl ReadiedAction {
    /// How the log says what is readied.
    pub fn phrase(&self) -> crate::i18n::Phrase {
        use crate::i18n::{as_term, as_terms};
        match self {
            ReadiedAction::CastAt { spell, .. } => {
                phrase!("readied-cast-at", spell = as_term(spell.as_str()))
            }
            ReadiedAction::Counterspell => phrase!("readied-counterspell"),
            ReadiedAction::Command(command) => match &**command {
                Command::Move { to: Some(to), .. } | Command::Step { to, .. } => {
                    phrase!("readied-move-to", at = to.to_string())
                }
                Command::Move { .. } => phrase!("readied-move"),
                Command::Attack { target, .. } => {
                    phrase!("readied-attack", target = target.clone())
                }
                Command::Cast { spell, .. } => {
                    phrase!("readied-cast", spell = as_term(spell.as_str()))
                }
                Command::ToggleDoor { at, .. } => phrase!("readied-door", at = at.to_string()),
                Command::Drink { .. } => phrase!("readied-drink"),
                Command::Draw { weapons, .. } => {
                    phrase!("readied-draw", weapons = as_terms(weapons))
                }
                Command::Reload { .. } => phrase!("readied-reload"),
                Command::TotalDefense { .. } => phrase!("readied-total-defense"),
                _ => phrase!("readied-other", command = command.name()),
            },
        }
    }
}

/// What the aid helps with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AidKind {
    Attack,
    Defense,
}

impl AidKind {
    /// The word the `aid` event and the overlay name it by.
    pub fn word(self) -> &'static str {
        match self {
            AidKind::Attack => "attack",
            AidKind::Defense => "defense",
        }
    }
}
