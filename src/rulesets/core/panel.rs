//! Seed 000's unit panel under the unit's name and hit points: its Defense, each weapon's attack
//! and damage, its speed, what it carries, its conditions, the spells on it and the one it casts.

use crate::combat::components::*;
use crate::level::schema::Weapon;
use crate::rules::defense::{DefenseKind, defense};
use crate::rules::modifiers::Modifiers;
use crate::ui::hud::PanelLine;
use crate::ui::icons;
use bevy::prelude::*;

/// The panel's lines for `unit`, in the reader's language.
pub fn lines(world: &World, unit: Entity) -> Vec<PanelLine> {
    let mut out = vec![defense_line(world, unit)];
    out.extend(broken_gear_line(world, unit));
    out.extend(super::maneuvers::panel_line(world, unit));
    out.extend(super::hero::panel_line(world, unit));
    if let Some(eq) = world.get::<Equipment>(unit) {
        out.extend(eq.weapons.iter().map(|w| weapon_line(world, unit, eq, w)));
    }
    out.push(speed_line(world, unit));
    out.extend(items_line(world, unit));
    out.extend(feats_line(world, unit));
    out.extend(crate::ui::hud::condition_lines(world, unit));
    out.extend(crate::ui::hud::spell_effect_panel_lines(
        world.get::<SpellEffects>(unit),
    ));
    out.extend(casting_line(world, unit));
    out
}

/// Seed 001, "Roto": the armour and shield the unit wears broken, whose bonus counts half.
fn broken_gear_line(world: &World, unit: Entity) -> Option<PanelLine> {
    let eq = world.get::<Equipment>(unit)?;
    let armour = eq.armor.iter().filter(|a| a.broken).map(|a| &a.name);
    let shield = eq.shield.iter().filter(|s| s.broken).map(|s| &s.name);
    let names: Vec<String> = armour
        .chain(shield)
        .map(|n| crate::i18n::term_now(n).to_string())
        .collect();
    (!names.is_empty()).then(|| {
        PanelLine::new(
            Some(icons::DEFENSE),
            crate::t!("panel-broken-armour", gear = names.join(", ")),
        )
    })
}

/// Seed 000, "Defensa": the normal, flat-footed and touch totals.
fn defense_line(world: &World, unit: Entity) -> PanelLine {
    let inputs = crate::combat::terms::target_defense_inputs(world, unit);
    let d = |k| defense(&inputs, k).total();
    PanelLine::new(
        Some(icons::DEFENSE),
        crate::t!(
            "panel-defense",
            defense = d(DefenseKind::Normal),
            flat = d(DefenseKind::FlatFooted),
            touch = d(DefenseKind::Touch)
        ),
    )
}

/// A weapon: whether it is in hand, its attack bonus, damage, threat range and multiplier, and
/// its reach or range (with the ammunition left).
fn weapon_line(world: &World, unit: Entity, eq: &Equipment, w: &Weapon) -> PanelLine {
    let terms = crate::combat::terms::attack_terms(world, unit, unit, w, &Modifiers::new());
    let mut held = if w.natural {
        String::new()
    } else if eq.in_hand(w) {
        format!(" [{}]", crate::t!("panel-in-hand"))
    } else {
        format!(" [{}]", crate::t!("panel-carried"))
    };
    if w.broken {
        held.push_str(&format!(" [{}]", crate::t!("panel-broken")));
    }
    PanelLine::new(
        Some(if w.is_melee() {
            icons::MELEE_WEAPON
        } else {
            icons::RANGED_WEAPON
        }),
        format!(
            "{}{held} {:+} ({} {}-{}/x{}, {})",
            crate::i18n::term_now(&w.name),
            terms.bonus.total(),
            w.damage,
            w.threat,
            20,
            w.multiplier,
            weapon_reach(world, unit, eq, w)
        ),
    )
}

/// How far a weapon strikes: a melee weapon's reach, or a ranged one's increment, the farthest
/// it shoots and the ammunition left.
fn weapon_reach(world: &World, unit: Entity, eq: &Equipment, w: &Weapon) -> String {
    if w.is_melee() {
        return crate::t!(
            "panel-reach",
            reach = world.get::<CreatureSize>(unit).map_or(1, |s| s.0.reach())
        );
    }
    let range = w.range.unwrap_or(0);
    let farthest = crate::rulesets::of(world).farthest_shot(world, unit, w);
    let range = if farthest > range {
        crate::t!("panel-range-increments", range = range, farthest = farthest)
    } else {
        crate::t!("panel-range", range = range)
    };
    match &w.ammunition {
        Some(kind) => format!(
            "{range}, {}",
            crate::t!(
                "panel-ammunition",
                count = eq.ammunition.get(kind).copied().unwrap_or(0),
                kind = crate::i18n::term_now(kind)
            )
        ),
        None => range,
    }
}

/// Its speed, and the mount it rides or the rider it carries.
fn speed_line(world: &World, unit: Entity) -> PanelLine {
    let speed = crate::combat::reads::effective_speed(world, unit);
    let unit_name = |u: Entity| world.get::<UnitName>(u).map_or("", |n| n.0.as_str());
    let board = crate::combat::board::shape(world).cells();
    let line = match (
        crate::combat::mounted::mount_of(world, unit),
        crate::combat::mounted::rider_of(world, unit),
    ) {
        (Some(m), _) => crate::t!(
            "panel-speed-riding",
            speed = speed,
            board = board,
            mount = unit_name(m)
        ),
        (_, Some(r)) => crate::t!(
            "panel-speed-carrying",
            speed = speed,
            board = board,
            rider = unit_name(r)
        ),
        _ => crate::t!("panel-speed", speed = speed, board = board),
    };
    PanelLine::new(Some(icons::SPEED), line)
}

/// The items it carries, when it carries any.
fn items_line(world: &World, unit: Entity) -> Option<PanelLine> {
    let eq = world
        .get::<Equipment>(unit)
        .filter(|eq| !eq.items.is_empty())?;
    let lang = crate::i18n::current();
    let names: Vec<_> = eq
        .items
        .iter()
        .map(|i| crate::i18n::term(lang, &i.name))
        .collect();
    Some(PanelLine::new(
        Some(icons::ITEMS),
        crate::t!("panel-carries", items = names.join(", ")),
    ))
}

/// Its feats, when it has any (seed 001), what each does in the tooltip.
fn feats_line(world: &World, unit: Entity) -> Option<PanelLine> {
    use crate::level::schema::Feat;
    let feats = world.get::<Feats>(unit).filter(|f| !f.0.is_empty())?;
    let (names, helps): (Vec<String>, Vec<String>) = feats
        .0
        .iter()
        .map(|f| match f {
            Feat::TwoWeaponFighting => (
                crate::t!("feat-two-weapon-fighting"),
                crate::t!("help-feat-two-weapon-fighting"),
            ),
        })
        .unzip();
    Some(PanelLine::explained(
        icons::STATS,
        crate::t!("panel-feats", feats = names.join(", ")),
        helps.join("\n"),
    ))
}

/// The spell it is casting over several rounds, and the rounds left.
fn casting_line(world: &World, unit: Entity) -> Option<PanelLine> {
    let c = world.get::<Channeling>(unit)?;
    Some(PanelLine::new(
        Some(c.spell.icon.as_deref().unwrap_or(icons::SPELL)),
        crate::t!(
            "panel-casting",
            spell = crate::i18n::term_now(&c.spell.name),
            turns = c.turns_left
        ),
    ))
}
