//! Initiative order (seed 000, "Chequeo de iniciativa").

/// One combatant's initiative, for sorting.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InitiativeKey {
    pub total: i32,
    pub dexterity: i32,
    /// The initiative modifier (Dex modifier + other bonuses).
    pub modifier: i32,
    /// Where the unit is listed in the level: the last tie-break.
    pub listed: usize,
}

/// Highest total first. The seed breaks ties by the higher Dexterity (score) and leaves the rest to
/// the game master; we break what is left by the higher initiative modifier and then by the order in
/// which the level lists the units, so an order never depends on chance or on memory layout.
pub fn initiative_order(keys: &[InitiativeKey]) -> Vec<usize> {
    let mut idx: Vec<usize> = (0..keys.len()).collect();
    idx.sort_by(|&a, &b| {
        let (ka, kb) = (keys[a], keys[b]);
        kb.total
            .cmp(&ka.total)
            .then(kb.dexterity.cmp(&ka.dexterity))
            .then(kb.modifier.cmp(&ka.modifier))
            .then(ka.listed.cmp(&kb.listed))
    });
    idx
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(total: i32, dexterity: i32, modifier: i32, listed: usize) -> InitiativeKey {
        InitiativeKey {
            total,
            dexterity,
            modifier,
            listed,
        }
    }

    #[test]
    fn higher_total_first_then_dexterity_then_modifier_then_listing() {
        let keys = [
            key(15, 12, 1, 0),
            key(18, 10, 0, 1),
            key(15, 14, 2, 2),
            key(15, 14, 3, 3),
            key(15, 14, 3, 4),
        ];
        assert_eq!(initiative_order(&keys), vec![1, 3, 4, 2, 0]);
    }
}
