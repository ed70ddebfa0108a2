//! What a unit carries, wields and wears: the weapons in hand, the hands they take, armour and
//! shield. Loading checks a level's `wield` lists with it, and the fight reads it as a component,
//! so it lives here, below both.

use super::schema::{Armor, Grip, Item, Shield, Weapon};
use bevy::prelude::Component;

/// What the unit carries, wields and wears.
#[derive(Component, Clone, Debug, Default, PartialEq)]
pub struct Equipment {
    pub weapons: Vec<Weapon>,
    pub armor: Option<Armor>,
    pub shield: Option<Shield>,
    /// Ids of the carried weapons in hand (natural weapons are always at hand), and of the object
    /// taken out to be used (a potion, wand, scroll, staff or codex; see `combat::equip`).
    pub wielded: Vec<String>,
    /// Ids of weapons that must be loaded before they shoot again.
    pub unloaded: Vec<String>,
    /// Potions and other items carried.
    pub items: Vec<Item>,
    /// Missiles carried, by kind (`arrows`, `bolts`).
    pub ammunition: std::collections::BTreeMap<String, u32>,
    /// A shield carried but not strapped on: it gives no Defense and takes no hand.
    pub slung_shield: Option<Shield>,
}

impl Equipment {
    /// Whether a weapon can be used now: natural, or in hand.
    pub fn in_hand(&self, w: &Weapon) -> bool {
        w.natural || self.wielded.contains(&w.id)
    }

    /// Whether the object with this id is out, ready to be used.
    pub fn holds_item(&self, id: &str) -> bool {
        self.wielded.iter().any(|w| w == id) && !self.weapons.iter().any(|w| w.id == id)
    }

    /// Where the weapon `id` is in the list: the first of that id in hand, else the first
    /// carried.
    pub fn weapon_index(&self, id: &str) -> Option<usize> {
        let of_id = |w: &Weapon| w.id == id;
        self.weapons
            .iter()
            .position(|w| of_id(w) && self.in_hand(w))
            .or_else(|| self.weapons.iter().position(of_id))
    }

    /// The weapons that can be used now, in the order they are listed.
    pub fn usable(&self) -> impl Iterator<Item = &Weapon> {
        self.weapons.iter().filter(|w| self.in_hand(w))
    }

    /// Whether the weapon has a missile to fire: one that fires none counted, or one of its kind
    /// is left.
    pub fn has_missile(&self, w: &Weapon) -> bool {
        w.ammunition
            .as_ref()
            .is_none_or(|kind| self.ammunition.get(kind).is_some_and(|&n| n > 0))
    }

    /// The first usable melee weapon: what makes the unit threaten squares (seed 000: a creature
    /// armed with a melee weapon).
    pub fn melee_weapon(&self) -> Option<&Weapon> {
        self.usable().find(|w| w.is_melee())
    }
    /// The weapons named by `ids` if they are carried (not natural) and fit in two hands with the
    /// shield; else why not.
    pub fn check_wield(&self, ids: &[String]) -> Result<(), crate::i18n::Phrase> {
        let mut hands = u32::from(self.shield.is_some());
        for id in ids {
            let w = self
                .weapons
                .iter()
                .find(|w| &w.id == id && !w.natural)
                .ok_or_else(|| crate::phrase!("why-carries-no-weapon", weapon = id))?;
            hands += if w.grip == Grip::TwoHanded { 2 } else { 1 };
        }
        if hands > 2 {
            return Err(if self.shield.is_some() {
                crate::phrase!("why-takes-hands-with-shield", hands = hands)
            } else {
                crate::phrase!("why-takes-hands", hands = hands)
            });
        }
        Ok(())
    }

    pub fn max_dex(&self) -> Option<i32> {
        self.armor.as_ref().and_then(|a| a.max_dex)
    }

    /// Hands not holding a carried weapon or the shield (somatic components need one).
    pub fn free_hands(&self) -> u32 {
        let mut used = u32::from(self.shield.is_some());
        for w in self.weapons.iter().filter(|w| !w.natural) {
            if self.wielded.contains(&w.id) {
                used += if w.grip == Grip::TwoHanded { 2 } else { 1 };
            }
        }
        2u32.saturating_sub(used)
    }

    /// Arcane spell failure of the armour and shield worn, in percent.
    pub fn arcane_failure(&self) -> u32 {
        crate::rules::magic::arcane_failure_percent(
            self.armor.as_ref().map_or(0, |a| a.arcane_failure),
            self.shield.as_ref().map_or(0, |s| s.arcane_failure),
        )
    }
}
