//! Initiative order (seed 000, "Chequeo de iniciativa").

/// One combatant's initiative, for sorting.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InitiativeKey {
    pub total: i32,
    pub dexterity: i32,
    /// The initiative modifier (Dex modifier + other bonuses).
    pub modifier: i32,
    /// Where the unit is listed in the level, or, in an initiative group, where the group's first
    /// member is: so a group's members stay together.
    pub listed: usize,
    /// Where the unit itself is listed: the order within its group.
    pub member: usize,
}

/// Highest total first. The seed breaks ties by the higher Dexterity (score) and leaves the rest to
/// the game master; we break what is left by the higher initiative modifier and then by the order in
/// which the level lists the units, so an order never depends on chance or on memory layout. An
/// initiative group shares one key but its members' own listing, so it acts as a block.
pub fn initiative_order(keys: &[InitiativeKey]) -> Vec<usize> {
    let mut idx: Vec<usize> = (0..keys.len()).collect();
    idx.sort_by(|&a, &b| {
        let (ka, kb) = (keys[a], keys[b]);
        kb.total
            .cmp(&ka.total)
            .then(kb.dexterity.cmp(&ka.dexterity))
            .then(kb.modifier.cmp(&ka.modifier))
            .then(ka.listed.cmp(&kb.listed))
            .then(ka.member.cmp(&kb.member))
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
            member: listed,
        }
    }

    #[test]
    fn a_group_keeps_together_before_a_unit_listed_between_its_members() {
        // Units 0 and 2 are a group led by 0; unit 1 ties with them in everything but listing.
        let group = |member| InitiativeKey {
            member,
            ..key(12, 14, 2, 0)
        };
        let keys = [group(0), key(12, 14, 2, 1), group(2)];
        assert_eq!(initiative_order(&keys), vec![0, 2, 1]);
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
