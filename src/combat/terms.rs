//! Seed 000's numbers of an attack, read from the two units: the attack bonus and the Defense it
//! meets (with the conditions and spells that change them), and what a hit adds to its dice and
//! meets of the target's reductions. Core's strike and forecast (`rulesets/core/strike.rs`) read
//! them, and so do Core's own commands that make an attack (a touch spell, a coup de grace).

use super::components::*;
use crate::level::schema::{Weapon, WeaponKind};
use crate::rules::attack::{AttackStyle, attack_bonus};
use crate::rules::condition_table::{
    ConditionSet, Flag, Target, UNSEEN_ATTACK_BONUS, broken_term, strikes_unseen,
};
use crate::rules::conditions::{
    ConditionFlags, defense_terms, every_attack_terms, melee_attack_terms,
};
use crate::rules::damage::{DamageSource, StrengthUse, strength_damage};
use crate::rules::defense::{DefenseKind, defense_total};
use crate::rules::health::HealthState;
use crate::rules::modifiers::Modifiers;
use bevy::prelude::*;

/// The conditions of a unit that change attack and Defense numbers.
pub fn condition_flags(world: &World, e: Entity) -> ConditionFlags {
    Combatant::of(world, e).condition_flags()
}

/// What the attack rules read of one unit, fetched together: attack math runs for every
/// forecast the AI weighs, and reading each component by its type was most of its cost.
#[derive(Clone, Copy, Default)]
pub struct Combatant<'w> {
    pub abilities: Option<&'w Abilities>,
    pub equipment: Option<&'w Equipment>,
    pub base_attack: Option<&'w BaseAttack>,
    pub size: Option<&'w CreatureSize>,
    pub conditions: Option<&'w Conditions>,
    pub spells: Option<&'w SpellEffects>,
    pub health: Option<&'w Health>,
    pub defense: Option<&'w Defense>,
    pub resistances: Option<&'w DamageResistances>,
    /// Its conditions of the table, worked out once from the components above.
    pub table: ConditionSet,
}

/// Every unit is spawned with all of these (see [`spawn_unit`](super::units::spawn_unit)), so
/// the query asks for them outright, which reads faster than asking whether each is there.
type CombatantReads = (
    &'static Abilities,
    &'static Equipment,
    &'static BaseAttack,
    &'static CreatureSize,
    &'static Conditions,
    &'static SpellEffects,
    &'static Health,
    &'static Defense,
    &'static DamageResistances,
);

thread_local! {
    static COMBATANT_READS: super::reads::KeptQuery<CombatantReads> =
        const { std::cell::RefCell::new(None) };
}

impl<'w> Combatant<'w> {
    /// `e`'s components, through the kept query when it has them all, else looked up one by
    /// one (a world that never registered them, or a unit made some other way).
    pub fn of(world: &'w World, e: Entity) -> Self {
        let by_query = super::reads::with_kept_query(&COMBATANT_READS, world, |query| {
            query.get_inner(e).ok().map(
                |(
                    abilities,
                    equipment,
                    base_attack,
                    size,
                    conditions,
                    spells,
                    health,
                    defense,
                    resistances,
                )| {
                    Combatant {
                        abilities: Some(abilities),
                        equipment: Some(equipment),
                        base_attack: Some(base_attack),
                        size: Some(size),
                        conditions: Some(conditions),
                        spells: Some(spells),
                        health: Some(health),
                        defense: Some(defense),
                        resistances: Some(resistances),
                        table: super::reads::as_played(
                            world,
                            super::reads::condition_set(
                                Some(conditions),
                                Some(spells),
                                health.state,
                            ),
                        ),
                    }
                },
            )
        });
        by_query
            .flatten()
            .unwrap_or_else(|| Self::by_lookup(world, e))
    }

    fn by_lookup(world: &'w World, e: Entity) -> Self {
        let (conditions, spells, health) = (world.get(e), world.get(e), world.get::<Health>(e));
        let state = health.map_or(HealthState::Dead, |h| h.state);
        Combatant {
            abilities: world.get(e),
            equipment: world.get(e),
            base_attack: world.get(e),
            size: world.get(e),
            conditions,
            spells,
            health,
            defense: world.get(e),
            resistances: world.get(e),
            table: super::reads::as_played(
                world,
                super::reads::condition_set(conditions, spells, state),
            ),
        }
    }

    fn has(&self, c: Condition) -> bool {
        self.conditions.is_some_and(|set| set.0.contains(&c))
    }

    pub fn condition_flags(&self) -> ConditionFlags {
        ConditionFlags {
            charging: self.has(Condition::Charging),
            total_defense: self.has(Condition::TotalDefense),
            has_shield: self.equipment.is_some_and(|eq| eq.shield.is_some()),
            table: self.condition_set(),
        }
    }

    /// Its conditions of the table: see [`super::reads::condition_set`].
    pub fn condition_set(&self) -> ConditionSet {
        self.table
    }

    /// At its foes' mercy (dying, stable, unconscious, asleep, paralyzed…): see [`is_helpless`].
    pub fn helpless(&self) -> bool {
        self.health_state() != HealthState::Dead && self.condition_set().has(Flag::Helpless)
    }

    /// The damage terms its conditions add to its blows (sickened's −2), each with its name.
    pub fn condition_damage_terms(&self) -> Vec<(&'static str, i32)> {
        let conditions = self.condition_set();
        if conditions.is_empty() {
            return Vec::new();
        }
        conditions
            .terms(Target::Damage)
            .into_iter()
            .map(|(label, b)| (label, b.value))
            .collect()
    }

    /// The sum of [`Self::condition_damage_terms`].
    pub fn condition_damage(&self) -> i32 {
        self.condition_damage_terms().iter().map(|(_, v)| v).sum()
    }

    fn health_state(&self) -> HealthState {
        self.health.map_or(HealthState::Dead, |h| h.state)
    }

    fn flat_footed(&self) -> bool {
        self.condition_set().has(Flag::LosesDex)
    }

    fn abilities_now(&self) -> crate::rules::abilities::AbilityScores {
        super::reads::abilities_now(self.abilities, self.condition_set())
    }

    fn size(&self) -> crate::rules::size::Size {
        self.size.map(|s| s.0).unwrap_or_default()
    }
}

/// The fixed numbers of one attack: the attack bonus and the Defense it is rolled against.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttackTerms {
    pub bonus: Modifiers,
    pub defense: i32,
    pub defense_kind: DefenseKind,
}

pub fn attack_terms(
    world: &World,
    attacker: Entity,
    target: Entity,
    weapon: &Weapon,
    situational: &Modifiers,
) -> AttackTerms {
    let (a, t) = (Combatant::of(world, attacker), Combatant::of(world, target));
    attack_terms_of(world, (attacker, &a), (target, &t), weapon, situational)
}

/// [`attack_terms`] with both units' components already read.
/// Cells between two units on the fight's board (0 when either has no place).
fn distance_between(world: &World, a: Entity, b: Entity) -> u32 {
    match (world.get::<Position>(a), world.get::<Position>(b)) {
        (Some(x), Some(y)) => super::board::shape(world).distance(x.0, y.0),
        _ => 0,
    }
}

pub fn attack_terms_of(
    world: &World,
    (attacker, a): (Entity, &Combatant),
    (target, t): (Entity, &Combatant),
    weapon: &Weapon,
    situational: &Modifiers,
) -> AttackTerms {
    let style = if weapon.is_melee() {
        AttackStyle::Melee
    } else {
        AttackStyle::Ranged
    };
    let abilities = a.abilities_now();
    let max_dex = a.equipment.and_then(|e| e.max_dex());
    let bonus = attack_bonus(
        style,
        a.base_attack.map_or(0, |b| b.0),
        &abilities,
        max_dex,
        a.size(),
        situational,
    );
    let mut bonus = bonus;
    bonus.add("broken", broken_term(weapon, Target::Attack));
    let attacker_conditions = a.condition_flags();
    for (condition, value) in melee_attack_terms(attacker_conditions, style) {
        bonus.add(condition, value);
    }
    bonus.add(
        "spells",
        a.spells
            .map_or(0, |s| s.total(crate::level::spells::BonusTarget::Attack)),
    );
    for (condition, value) in every_attack_terms(attacker_conditions) {
        bonus.add(condition, value);
    }
    if style == AttackStyle::Melee && higher_ground(world, attacker, target) {
        bonus.add("higher ground", 1);
    }
    if style == AttackStyle::Ranged && !weapon.spell_touch {
        bonus.add(
            "range increments",
            crate::rules::attack::range_penalty(
                weapon.range.unwrap_or(0),
                distance_between(world, attacker, target),
            ),
        );
    }
    let defense_kind = DefenseKind::new(t.flat_footed(), weapon.touch);
    let mut inputs = t.defense_inputs();
    // Seed 001, "Invisible": +2 against a foe that could see it, whose Dex bonus does not count.
    if !a.table.is_empty() && strikes_unseen(a.table, t.table) {
        bonus.add("invisible", UNSEEN_ATTACK_BONUS);
        inputs.dex_mod = inputs.dex_mod.min(0);
    }
    // Seed 001, "Fintar": its Dex does not count against the feinter's next melee blow.
    if style == AttackStyle::Melee
        && world
            .get::<Feinting>(attacker)
            .is_some_and(|f| f.target == target)
    {
        inputs.dex_mod = inputs.dex_mod.min(0);
    }
    if t.has(Condition::ShieldBashed) {
        inputs.shield = 0;
    }
    inputs
        .bonuses
        .extend(defense_terms(t.condition_flags(), style));
    if a.has(Condition::AidedAttack) {
        bonus.add(
            "aid",
            super::aid::aid_against(world, attacker, Condition::AidedAttack, target),
        );
    }
    if t.has(Condition::AidedDefense) {
        inputs.bonuses.push(crate::rules::defense::TypedBonus {
            kind: crate::rules::defense::BonusKind::Untyped,
            value: super::aid::aid_against(world, target, Condition::AidedDefense, attacker),
        });
    }
    let defense = defense_total(&inputs, defense_kind);
    AttackTerms {
        bonus,
        defense,
        defense_kind,
    }
}

/// What a hit with `weapon` adds to its dice, and what it meets: the Strength term (by the grip,
/// unless `strength` says how), the hit's damage types and material, and the target's reductions.
/// Borrowed, not copied: forecasts ask this for every attack the AI weighs.
pub fn damage_terms<'a, 'w>(
    attacker: &Combatant<'w>,
    target: &Combatant<'w>,
    weapon: &'a Weapon,
    strength: Option<StrengthUse>,
) -> (i32, DamageSource<'a>, &'w crate::rules::damage::Resistances) {
    static NO_RESISTANCES: crate::rules::damage::Resistances = crate::rules::damage::Resistances {
        physical: Vec::new(),
        elemental: Vec::new(),
        vulnerable: Vec::new(),
        incorporeal: false,
    };
    let usage = strength.unwrap_or(match (weapon.kind, weapon.grip) {
        (WeaponKind::Ammunition, _) => StrengthUse::None,
        (WeaponKind::Melee, crate::level::schema::Grip::TwoHanded) => StrengthUse::OneAndHalf,
        _ => StrengthUse::Full,
    });
    let str_mod = attacker.abilities.map_or(0, |a| a.0.str_mod());
    let resist = target.resistances.map_or(&NO_RESISTANCES, |r| &r.0);
    let source = DamageSource {
        types: &weapon.types,
        material: Some(weapon.material),
        magic: weapon.magic,
        incorporeal: attacker.resistances.is_some_and(|r| r.0.incorporeal),
    };
    (strength_damage(str_mod, usage), source, resist)
}

/// The Defense inputs of a target, straight from its components.
pub fn target_defense_inputs(
    world: &World,
    target: Entity,
) -> crate::rules::defense::DefenseInputs {
    Combatant::of(world, target).defense_inputs()
}

impl Combatant<'_> {
    /// The unit's Defense inputs: armour, shield, size, Dex as it counts now, and its spells'
    /// Defense bonuses.
    pub fn defense_inputs(&self) -> crate::rules::defense::DefenseInputs {
        let abilities = Abilities(self.abilities_now());
        let size = CreatureSize(self.size());
        let no_equipment = Equipment::default();
        let no_defense = Defense::default();
        let equipment = self.equipment.unwrap_or(&no_equipment);
        let defense = self.defense.unwrap_or(&no_defense);
        let mut inputs = defense_inputs(&abilities, &size, equipment, defense);
        let conditions = self.condition_set();
        // A Dex its conditions set (helpless: 0) is not the creature's own to lose when
        // flat-footed: an untyped term in place of its modifier.
        if let Some(term) = crate::rules::conditions::set_dex_term(conditions) {
            inputs.dex_mod = 0;
            inputs.bonuses.push(term);
        }
        if let Some(spells) = self.spells {
            inputs
                .bonuses
                .extend(spells.bonuses(crate::level::spells::BonusTarget::Defense));
        }
        // Stunned's and cowering's −2…; the lost Dex comes from being flat-footed.
        inputs.bonuses.extend(
            conditions
                .terms(Target::Defense)
                .into_iter()
                .map(|(_, b)| b),
        );
        inputs
    }
}

/// Seed 001's higher ground: +1 to a rider's melee attacks against a creature on foot smaller than
/// its mount.
pub fn higher_ground(world: &World, attacker: Entity, target: Entity) -> bool {
    let Some(mount) = world.get::<Riding>(attacker).map(|r| r.0) else {
        return false;
    };
    let size = |e: Entity| {
        world
            .get::<CreatureSize>(e)
            .map(|s| s.0)
            .unwrap_or_default()
    };
    world.get::<Riding>(target).is_none() && size(target) < size(mount)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The same component read both ways (the same value in the world, or none).
    fn same<T>(a: Option<&T>, b: Option<&T>) -> bool {
        match (a, b) {
            (Some(a), Some(b)) => std::ptr::eq(a, b),
            (None, None) => true,
            _ => false,
        }
    }

    #[test]
    fn the_kept_query_reads_a_combatant_as_looking_each_component_up_does() {
        // Hexers' Grove (spells on units) and Wolf Riders (riders, armour, shields), after every
        // command of a fight.
        for path in ["levels/04_hexers_grove.ron", "levels/06_wolf_riders.ron"] {
            let mut spelled = false;
            crate::ai::sim::inspect_each_state(path, 5, 300, |world| {
                for e in crate::combat::reads::roster_entities(world) {
                    let (kept, looked) = (Combatant::of(world, e), Combatant::by_lookup(world, e));
                    spelled |= kept.spells.is_some_and(|s| !s.0.is_empty());
                    assert!(same(kept.abilities, looked.abilities), "{path}");
                    assert!(same(kept.equipment, looked.equipment), "{path}");
                    assert!(same(kept.base_attack, looked.base_attack), "{path}");
                    assert!(same(kept.size, looked.size), "{path}");
                    assert!(same(kept.conditions, looked.conditions), "{path}");
                    assert!(same(kept.spells, looked.spells), "{path}");
                    assert!(same(kept.health, looked.health), "{path}");
                    assert!(same(kept.defense, looked.defense), "{path}");
                    assert!(same(kept.resistances, looked.resistances), "{path}");
                    assert!(kept.health.is_some(), "{path}: a unit has health");
                }
            });
            if path.contains("hexers") {
                assert!(spelled, "a spell took hold in the fight");
            }
        }
    }
}
