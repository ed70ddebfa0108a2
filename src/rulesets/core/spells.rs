//! Seed 000's casting ("Lanzar hechizos", "Fallo arcano", the spell format's saving throw and
//! magic resistance), as Core performs it. The DCs are in [`crate::rules::magic`]; where a spell
//! may be aimed, and keeping a spell of several rounds up, are shared (`combat::cast`).
//!
//! Order of a casting: the action is paid and one use of the spell is spent; in a threatened
//! square the caster either concentrates (a Magic Knowledge check, no attacks of opportunity) or
//! provokes, and damage from those attacks asks for a check to keep the spell (melee-touch spells
//! never provoke); an entangled caster concentrates against the same DC as casting defensively
//! (seed 001); then armour's arcane failure; then a touch attack where the range calls for
//! one (a melee touch on an ally needs none); then, for each creature affected, magic resistance,
//! the save, and the effects. A spell lost or failed on the way stays spent.
//!
//! A casting time of one round is played as a full-round action that takes effect at once. A
//! casting time of n rounds takes the caster's whole turn n times: it begins like any cast (the
//! use is spent, attacks of opportunity or the check to cast defensively come then), the next
//! n − 1 turns go to keeping it up, and the spell takes shape at the end of the last of them, on
//! whoever then stands in the area aimed at the start (or on the target, if it is still alive and
//! in reach). Damage while it is kept up calls for Magic Knowledge vs 10 + damage + level, per
//! hit; a failed check, or being dropped, loses it.

use crate::combat::attack::{deal_damage, provoke_from_square, unarmed_strike};
use crate::combat::board::{BoardSnapshot, can_make_aoo};
use crate::combat::cast::{Aim, CastPlan, aim_by_facing, check_cast, starts_channeling};
use crate::combat::components::*;
use crate::combat::events::CombatEvent;
use crate::combat::reads::{entity_of, health_state};
use crate::combat::rejection::Rejection;
use crate::combat::resolver::{EngineError, Resolver};
use crate::combat::terms::attack_terms;
use crate::i18n::Phrase;
use crate::level::schema::WeaponKind;
use crate::level::spells::{
    BonusTarget, ConditionId, SaveEffect, Spell, SpellDuration, SpellEffect, SpellRange,
};
use crate::phrase;
use crate::rules::attack::check_attack;
use crate::rules::damage::{DamageSource, resolve_damage};
use crate::rules::dice::DiceExpr;
use crate::rules::grid::Pos;
use crate::rules::magic;
use crate::rules::modifiers::Modifiers;
use crate::rules::saves::{check_succeeds, save_bonus};
use crate::rules::templates::Facing;
use bevy::prelude::*;

/// Core performs `Cast`: the shared checks of what may be cast where, then seed 000's casting.
pub fn cast(
    res: &mut Resolver,
    caster: Entity,
    spell: &str,
    target: Option<&str>,
    (at, facing): (Option<Pos>, Option<Facing>),
    defensively: bool,
) -> Result<Result<(), EngineError>, Rejection> {
    let at = match facing {
        Some(facing) => Some(aim_by_facing(res.world, caster, spell, at, facing)?),
        None => at,
    };
    let plan = check_cast(res.world, caster, spell, target, at, defensively)?;
    Ok(execute(res, caster, &plan))
}

/// Rolls one Magic Knowledge check and reports it; whether it reached `dc`.
fn concentrate(
    res: &mut Resolver,
    caster: Entity,
    why: Phrase,
    dc: i32,
) -> Result<bool, EngineError> {
    let bonus = crate::combat::reads::magic_knowledge(res.world, caster);
    let roll = res.d20()?;
    let success = check_succeeds(roll, bonus, dc);
    res.emit(CombatEvent::Concentration {
        unit: res.id(caster),
        why,
        roll,
        total: roll as i32 + bonus,
        dc,
        success,
    });
    Ok(success)
}

/// Lets `attacks` strike the caster mid-casting; whether it keeps the spell: not if they drop it,
/// and only with a Magic Knowledge check (10 + damage + level) if they hurt it.
pub(super) fn keeps_spell_through(
    res: &mut Resolver,
    caster: Entity,
    spell_level: u32,
    attacks: fn(&mut Resolver, Entity) -> Result<(), EngineError>,
) -> Result<bool, EngineError> {
    let hp = |res: &Resolver| res.world.get::<Health>(caster).map_or(0, |h| h.hp);
    let before = hp(res);
    attacks(res, caster)?;
    if !health_state(res.world, caster).can_act() {
        return Ok(false);
    }
    let hurt = before - hp(res);
    if hurt <= 0 {
        return Ok(true);
    }
    let dc = magic::hurt_while_casting_dc(hurt, spell_level);
    concentrate(res, caster, phrase!("why-hurt-while-casting"), dc)
}

pub fn execute(res: &mut Resolver, caster: Entity, plan: &CastPlan) -> Result<(), EngineError> {
    res.emit(CombatEvent::Action {
        unit: res.id(caster),
        action: phrase!(
            "action-cast",
            spell = crate::i18n::as_term(plan.spell.name.as_str())
        ),
        cost: plan.cost,
    });
    cast_after_action(res, caster, plan, None)
}

/// The casting once its action is paid: the spell's use, what may stop it, and its shape.
/// `moving`: the concentration check a rider casting on its mount's move makes (seed 001), its
/// reason and DC.
pub(super) fn cast_after_action(
    res: &mut Resolver,
    caster: Entity,
    plan: &CastPlan,
    moving: Option<(Phrase, i32)>,
) -> Result<(), EngineError> {
    let spell = &plan.spell;
    res.emit(CombatEvent::Cast {
        unit: res.id(caster),
        spell: spell.id.clone(),
        uses_left: plan.uses_left,
        defensively: plan.defensively,
    });
    // An ability is no spell: nothing below touches it but its effect.
    if spell.power {
        return take_shape(res, caster, spell, &plan.aim);
    }
    // Readied attacks against casters come first (seed 001): a caster they drop loses the spell,
    // one they hurt checks to keep it; a readied counterspell ends it.
    let begun = res.events.len();
    if !keeps_spell_through(res, caster, spell.level, crate::combat::ready::before_cast)?
        || super::counterspell::was_countered(res, caster, begun)
        || !keeps_spell_where_it_stands(res, caster, plan)?
    {
        return Ok(());
    }
    if let Some((why, dc)) = moving
        && !concentrate(res, caster, why, dc)?
    {
        return Ok(());
    }
    if !keeps_spell_entangled(res, caster, spell.level)? {
        return Ok(());
    }
    if starts_channeling(res, caster, plan) {
        return Ok(());
    }
    take_shape(res, caster, spell, &plan.aim)
}

/// A caster in a threatened square (seed 000) keeps a spell that is not a touch only by casting
/// defensively (a Magic Knowledge check) or through the attacks it provokes.
fn keeps_spell_where_it_stands(
    res: &mut Resolver,
    caster: Entity,
    plan: &CastPlan,
) -> Result<bool, EngineError> {
    let spell = &plan.spell;
    let from = res
        .world
        .get::<Position>(caster)
        .map(|p| p.0)
        .unwrap_or_default();
    let snap = BoardSnapshot::for_unit(res.world, caster);
    let threatened = snap
        .threateners_of(from)
        .any(|t| can_make_aoo(res.world, t.entity));
    if !threatened || spell.range == SpellRange::Touch {
        return Ok(true);
    }
    if plan.defensively {
        let dc = magic::concentration_dc(spell.level);
        return concentrate(res, caster, phrase!("why-casting-defensively"), dc);
    }
    keeps_spell_through(res, caster, spell.level, provoke_from_square)
}

/// Seed 001, "Enmarañado": casting while entangled needs a concentration check, 15 + level
/// (the table's `Concentration` flag); "Apresado", "Sujeto": in a grapple, 10 + the other's
/// CMB + level.
fn keeps_spell_entangled(
    res: &mut Resolver,
    caster: Entity,
    level: u32,
) -> Result<bool, EngineError> {
    let Some(condition) = crate::combat::reads::must_concentrate(res.world, caster) else {
        return Ok(true);
    };
    let dc = super::maneuvers::grapple::concentration_dc(res.world, caster, level)
        .unwrap_or_else(|| magic::concentration_dc(level));
    let why = phrase!("just", text = crate::i18n::as_term(condition.label()));
    concentrate(res, caster, why, dc)
}

/// After a command: each caster keeping a spell up that took damage in it checks Magic
/// Knowledge vs 10 + damage + level for each hit, and loses the spell at the first failure; one
/// that can no longer act loses it at once.
pub fn check_channelers(res: &mut Resolver, first_event: usize) -> Result<(), EngineError> {
    let hits: Vec<(String, i32)> = res.events[first_event..]
        .iter()
        .filter_map(|e| match e {
            CombatEvent::Damage { target, amount, .. } if *amount > 0 => {
                Some((target.clone(), *amount))
            }
            _ => None,
        })
        .collect();
    for (unit, amount) in hits {
        let Some(caster) = entity_of(res.world, &unit) else {
            continue;
        };
        let Some(channel) = res.world.get::<Channeling>(caster).cloned() else {
            continue;
        };
        let kept = health_state(res.world, caster).can_act() && {
            let dc = magic::hurt_while_casting_dc(amount, channel.spell.level);
            concentrate(
                res,
                caster,
                phrase!("why-hurt-while-keeping-a-spell-up"),
                dc,
            )?
        };
        if !kept {
            res.emit(CombatEvent::ChannelingLost {
                unit,
                spell: channel.spell.id.clone(),
                why: phrase!("why-its-concentration-broke"),
            });
        }
    }
    Ok(())
}

/// The spell takes shape: armour's arcane failure, then a touch attack where needed, then each
/// creature it reaches.
pub fn take_shape(
    res: &mut Resolver,
    caster: Entity,
    spell: &Spell,
    aim: &Aim,
) -> Result<(), EngineError> {
    let casting = res.world.get::<Spellcasting>(caster).cloned();
    let percent = res
        .world
        .get::<Equipment>(caster)
        .map_or(0, |e| e.arcane_failure());
    if casting.as_ref().is_some_and(|c| c.arcane) && percent > 0 && !spell.power {
        let (_, roll) = res.roll(DiceExpr::new(1, 100, 0))?;
        let failed = magic::arcane_failure(roll as u32, percent);
        res.emit(CombatEvent::ArcaneFailure {
            unit: res.id(caster),
            roll: roll as u32,
            percent,
            failed,
        });
        if failed {
            return Ok(());
        }
    }
    if verbal_failure(res, caster, spell)? {
        return Ok(());
    }
    let dc = spell_dc(res.world, caster, spell);
    release(res, caster, spell, aim, dc)
}

/// Seed 001, "Ensordecido": a deafened caster loses a spell with a verbal component on a d100
/// at or under the table's chance; whether it lost it.
fn verbal_failure(res: &mut Resolver, caster: Entity, spell: &Spell) -> Result<bool, EngineError> {
    use crate::rules::condition_table::{Flag, VERBAL_FAILURE_PERCENT};
    let why = crate::combat::reads::conditions_of(res.world, caster).with(Flag::VerbalFailure);
    let Some(why) = why.filter(|_| spell.has(crate::level::spells::Component::V) && !spell.power)
    else {
        return Ok(false);
    };
    let (_, roll) = res.roll(DiceExpr::new(1, 100, 0))?;
    let roll = u32::try_from(roll).unwrap_or(100);
    let failed = roll <= VERBAL_FAILURE_PERCENT;
    res.emit(CombatEvent::SpellFailure {
        unit: res.id(caster),
        why,
        roll,
        percent: VERBAL_FAILURE_PERCENT,
        failed,
    });
    Ok(failed)
}

/// Whether `spell` aimed at `target` takes a touch attack: a ranged touch always, a touch on a
/// foe, and (seed 001, "Confuso") a touch on a confused ally, which must be caught as a foe is.
pub fn needs_touch_attack(world: &World, caster: Entity, target: Entity, spell: &Spell) -> bool {
    let side = |e: Entity| world.get::<Side>(e).map(|s| s.0);
    match spell.range {
        SpellRange::RangedTouch(_) => true,
        SpellRange::Touch => {
            side(caster) != side(target)
                || crate::combat::reads::conditions_of(world, target)
                    .has(crate::rules::condition_table::Flag::ActsAtRandom)
        }
        _ => false,
    }
}

/// The spell's magic goes out from `caster` with save DC `dc`: a touch attack where needed, then
/// each creature it reaches.
pub fn release(
    res: &mut Resolver,
    caster: Entity,
    spell: &Spell,
    aim: &Aim,
    dc: i32,
) -> Result<(), EngineError> {
    match aim {
        Aim::Caster => affect(res, caster, caster, spell, dc),
        Aim::Unit(target) => {
            let target = *target;
            if needs_touch_attack(res.world, caster, target, spell)
                && !touch_attack(res, caster, target, spell)?
            {
                return Ok(());
            }
            affect(res, caster, target, spell, dc)
        }
        Aim::Area { .. } => {
            for target in crate::combat::cast::reached_now(res, caster, aim) {
                affect(res, caster, target, spell, dc)?;
            }
            Ok(())
        }
    }
}

/// The save DC of the caster's spells of `spell`'s level (seed 000: 10 + level + the casting
/// ability's modifier; see [`magic::save_dc`]).
pub fn spell_dc(world: &World, caster: Entity, spell: &Spell) -> i32 {
    world.get::<Spellcasting>(caster).map_or(10, |c| {
        let abilities = world
            .get::<Abilities>(caster)
            .map(|a| a.0)
            .unwrap_or_default();
        magic::save_dc(spell.level, magic::casting_modifier(c.ability, &abilities))
    })
}

/// A creature's bonus on a save of `kind`, with what its spells add.
pub fn save_modifiers(
    world: &World,
    unit: Entity,
    kind: crate::rules::saves::SaveKind,
) -> Modifiers {
    let base = world.get::<Saves>(unit).map(|s| s.0).unwrap_or_default();
    // Seed 001, "Indefenso": a helpless creature's Dexterity counts as 0 (−5), its Reflex save
    // included, as its Defense already takes it (the table sets the score).
    let abilities = crate::combat::reads::effective_abilities(world, unit);
    let mut modifiers = save_bonus(kind, &base, &abilities);
    modifiers.add("spells", spell_bonus(world, unit, BonusTarget::Saves));
    let conditions = crate::combat::reads::conditions_of(world, unit);
    for (condition, bonus) in conditions.terms(crate::rules::condition_table::Target::Saves) {
        modifiers.add(condition, bonus.value);
    }
    modifiers
}

/// Rolls `unit`'s save of `kind` against `dc` (natural 1 and 20 decide alone) and reports it;
/// whether it succeeded. Spells and dying creatures both save this way.
pub fn roll_save(
    res: &mut Resolver,
    unit: Entity,
    kind: crate::rules::saves::SaveKind,
    dc: i32,
) -> Result<bool, EngineError> {
    let mut modifiers = save_modifiers(res.world, unit, kind);
    let roll = super::hero::roll_d20(res, unit, &mut modifiers, |n, b| check_succeeds(n, b, dc))?;
    let success = check_succeeds(roll, modifiers.total(), dc);
    res.emit(CombatEvent::Save {
        unit: res.id(unit),
        kind,
        roll,
        total: roll as i32 + modifiers.total(),
        modifiers,
        dc,
        success,
    });
    Ok(success)
}

/// A touch attack (seed 000, "Defensa de toque"): melee for touch range, ranged otherwise. Spells
/// do not score critical hits here. Whether it hit.
fn touch_attack(
    res: &mut Resolver,
    caster: Entity,
    target: Entity,
    spell: &Spell,
) -> Result<bool, EngineError> {
    let touch = touch_weapon(spell);
    let mut terms = attack_terms(res.world, caster, target, &touch, &Modifiers::new());
    let defense = terms.defense;
    let roll = super::hero::roll_d20(res, caster, &mut terms.bonus, |n, b| {
        check_attack(n, b, defense, 21).hit
    })?;
    let check = check_attack(roll, terms.bonus.total(), terms.defense, 21);
    res.emit(CombatEvent::Attack {
        attacker: res.id(caster),
        target: res.id(target),
        weapon: spell.name.clone(),
        roll,
        total: roll as i32 + terms.bonus.total(),
        modifiers: terms.bonus,
        defense: terms.defense,
        defense_kind: terms.defense_kind,
        hit: check.hit,
        threat: false,
        critical: false,
        confirm_roll: None,
        confirm_total: None,
    });
    Ok(check.hit && !super::strike::misses_unseen(res, caster, target)?)
}

/// The spell's touch attack as a weapon: melee for touch range, thrown within a ranged touch's range.
pub fn touch_weapon(spell: &Spell) -> crate::level::schema::Weapon {
    let mut touch = unarmed_strike();
    touch.id = spell.id.clone();
    touch.name = spell.name.clone();
    touch.touch = true;
    touch.spell_touch = true;
    if let SpellRange::RangedTouch(n) = spell.range {
        touch.kind = WeaponKind::Thrown;
        touch.range = Some(n);
    }
    touch
}

/// Magic resistance, the save, then the effects on one creature.
fn affect(
    res: &mut Resolver,
    caster: Entity,
    target: Entity,
    spell: &Spell,
    dc: i32,
) -> Result<(), EngineError> {
    if spell.magic_resistance {
        let resistance =
            magic::magic_resistance(&[res.world.get::<MagicResistance>(target).map_or(0, |m| m.0)]);
        if resistance > 0 {
            let bonus = crate::combat::reads::magic_knowledge(res.world, caster);
            let roll = res.d20()?;
            let overcome = magic::overcomes_magic_resistance(roll, bonus, resistance);
            res.emit(CombatEvent::MagicResistance {
                caster: res.id(caster),
                target: res.id(target),
                roll,
                total: roll as i32 + bonus,
                resistance,
                overcome,
            });
            if !overcome {
                return Ok(());
            }
        }
    }
    let mut saved_for_half = false;
    if let Some(save) = spell.save
        && roll_save(res, target, save.kind, dc)?
    {
        match save.effect {
            SaveEffect::Negates => return Ok(()),
            SaveEffect::Half => saved_for_half = true,
        }
    }
    for effect in &spell.effects {
        match effect {
            SpellEffect::Damage { dice, kind } => {
                let (faces, full) = res.roll(*dice)?;
                let mut modifiers = Modifiers::new();
                let rolled = if saved_for_half {
                    let half = magic::halved(full);
                    modifiers.add("saved: half", half - full);
                    half
                } else {
                    full
                };
                let resist = res
                    .world
                    .get::<DamageResistances>(target)
                    .map(|r| r.0.clone())
                    .unwrap_or_default();
                let source = DamageSource {
                    types: std::slice::from_ref(kind),
                    material: None,
                    magic: true,
                    incorporeal: crate::combat::reads::is_incorporeal(res.world, caster),
                };
                let result = resolve_damage(rolled, 1, &source, &resist);
                deal_damage(
                    res,
                    target,
                    result.dealt,
                    CombatEvent::Damage {
                        target: res.id(target),
                        amount: result.dealt,
                        hp: 0,
                        source: spell.name.clone(),
                        dice: Some(dice.to_string()),
                        faces,
                        modifiers,
                        multiplier: 1,
                        reduced: result.reduced,
                        doubled: result.doubled,
                        doubled_after_armour: false,
                        incorporeal: result.incorporeal,
                        wounds: false,
                    },
                );
            }
            _ if saved_for_half => {}
            SpellEffect::Heal { .. } | SpellEffect::HealDice { .. } => {
                if let Some(healing) = effect.healing() {
                    crate::combat::items::heal(res, target, healing)?
                }
            }
            SpellEffect::Condition {
                condition: ConditionId::Prone,
                ..
            } => {
                if !crate::combat::reads::is_prone(res.world, target) {
                    res.emit(CombatEvent::Condition {
                        unit: res.id(target),
                        condition: Condition::Prone,
                        active: true,
                    });
                }
            }
            SpellEffect::Dispel => dispel(res, caster, target)?,
            SpellEffect::NegativeLevels { dice } => {
                let by = res.id(caster);
                super::drain::drain(res, target, *dice, &spell.id, by)?;
            }
            SpellEffect::Condition { .. }
            | SpellEffect::Bonus { .. }
            | SpellEffect::Bleed { .. } => {}
        }
    }
    // Lasting effects, grouped by how long they last: a condition's own `rounds`, else the
    // spell's duration (validation gives an instantaneous spell no lasting effect without rounds).
    let spell_rounds = match spell.duration {
        SpellDuration::Rounds(n) => Some(Some(n)),
        SpellDuration::Permanent => Some(None),
        SpellDuration::Instantaneous => None,
    };
    let mut groups: Vec<(Option<u32>, Vec<SpellEffect>)> = Vec::new();
    for effect in &spell.effects {
        let rounds = match effect {
            SpellEffect::Bonus { .. } | SpellEffect::Bleed { .. } => spell_rounds,
            SpellEffect::Condition {
                condition: ConditionId::Prone,
                ..
            } => None,
            SpellEffect::Condition {
                rounds: Some(n), ..
            } => Some(Some(*n)),
            SpellEffect::Condition { rounds: None, .. } => spell_rounds,
            _ => None,
        };
        let Some(rounds) = rounds else { continue };
        match groups.iter_mut().find(|(r, _)| *r == rounds) {
            Some((_, list)) => list.push(effect.clone()),
            None => groups.push((rounds, vec![effect.clone()])),
        }
    }
    let drops = groups.iter().flat_map(|(_, e)| e).any(|e| {
        e.condition()
            .is_some_and(|c| c.row().has(crate::rules::condition_table::Flag::DropsHeld))
    });
    for (rounds, effects) in groups {
        res.emit(CombatEvent::EffectStarts {
            unit: res.id(target),
            spell: spell.id.clone(),
            caster: res.id(caster),
            effects,
            rounds,
            dispellable: spell.dispellable && spell.duration != SpellDuration::Instantaneous,
        });
    }
    // Seed 001, "Aturdido" and "Despavorido": it lets go of what it holds.
    if drops {
        super::compelled::drop_held(res, target);
    }
    Ok(())
}

/// The dispellable spells on `target` that a dispel from `caster` tries to end: those cast by a
/// unit of another side (so on a foe it strips its friends' help, and on an ally it breaks the
/// foes' hexes, leaving friendly spells alone), each as (spell id, name, its caster, the check's
/// DC), in the order they took hold.
pub fn dispellable_on(
    world: &World,
    caster: Entity,
    target: Entity,
) -> Vec<(String, String, String, i32)> {
    let my_side = world.get::<Side>(caster).map(|s| s.0);
    let mut out: Vec<(String, String, String, i32)> = Vec::new();
    for a in world
        .get::<SpellEffects>(target)
        .map_or(&[][..], |s| &s.0[..])
    {
        let Some(their) = entity_of(world, &a.caster) else {
            continue;
        };
        let theirs = world.get::<Side>(their).map(|s| s.0) != my_side;
        let listed = out
            .iter()
            .any(|(s, _, c, _)| *s == a.spell && *c == a.caster);
        if a.dispellable && theirs && !listed {
            let level = world.get::<Spellcasting>(their).map_or(0, |c| c.level);
            out.push((
                a.spell.clone(),
                a.name.clone(),
                a.caster.clone(),
                magic::dispel_dc(level),
            ));
        }
    }
    out
}

/// One dispel check per spell from [`dispellable_on`]; each that succeeds ends that spell on
/// the target.
fn dispel(res: &mut Resolver, caster: Entity, target: Entity) -> Result<(), EngineError> {
    let bonus = magic::dispel_bonus(res.world.get::<Spellcasting>(caster).map_or(0, |c| c.level));
    for (spell, _, spell_caster, dc) in dispellable_on(res.world, caster, target) {
        let roll = res.d20()?;
        let success = check_succeeds(roll, bonus, dc);
        res.emit(CombatEvent::DispelCheck {
            caster: res.id(caster),
            target: res.id(target),
            spell: spell.clone(),
            roll,
            total: roll as i32 + bonus,
            dc,
            success,
        });
        if success {
            res.emit(CombatEvent::EffectEnds {
                unit: res.id(target),
                spell,
                caster: spell_caster,
            });
        }
    }
    Ok(())
}

/// What the spells on a unit add to `to` (0 when none).
pub fn spell_bonus(world: &World, unit: Entity, to: BonusTarget) -> i32 {
    world.get::<SpellEffects>(unit).map_or(0, |s| s.total(to))
}
