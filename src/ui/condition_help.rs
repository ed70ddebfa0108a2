//! What a condition does, in the reader's language, written from its row of the table
//! ([`crate::rules::condition_table`]): the panel's tooltip never states a number of its own.

use crate::rules::condition_table::{Amount, Change, ConditionId, Flag, TOTAL_CONCEALMENT, Target};

/// "shaken: −2 to attacks, −2 to saves, −2 to checks".
pub fn help(id: ConditionId) -> String {
    let row = id.row();
    let name = crate::i18n::term_now(row.label);
    let parts: Vec<String> = row
        .changes
        .iter()
        .map(change_text)
        .chain(row.flags.iter().filter_map(|&f| flag_text(f)))
        .collect();
    if parts.is_empty() {
        return name;
    }
    crate::t!("cond-help", name = name, what = parts.join(", "))
}

fn change_text(change: &Change) -> String {
    let value = match change.amount {
        Amount::Add(v) => v,
        Amount::Set(v) => {
            return match change.to {
                Target::Strength => crate::t!("cond-sets-strength", value = v),
                _ => crate::t!("cond-sets-dexterity", value = v),
            };
        }
    };
    let amount = format!("{value:+}");
    match change.to {
        Target::Attack => crate::t!("cond-to-attacks", amount = amount),
        Target::MeleeAttack => crate::t!("cond-to-melee-attacks", amount = amount),
        Target::Damage => crate::t!("cond-to-damage", amount = amount),
        Target::Defense => crate::t!("cond-to-defense", amount = amount),
        Target::DefenseVsMelee => crate::t!("cond-to-defense-in-melee", amount = amount),
        Target::DefenseVsRanged => crate::t!("cond-to-defense-at-range", amount = amount),
        Target::Cmb => crate::t!("cond-to-maneuvers", amount = amount),
        Target::Saves => crate::t!("cond-to-saves", amount = amount),
        Target::Checks => crate::t!("cond-to-checks", amount = amount),
        Target::Initiative => crate::t!("cond-to-initiative", amount = amount),
        Target::Strength => crate::t!("cond-to-strength", amount = amount),
        Target::Dexterity => crate::t!("cond-to-dexterity", amount = amount),
    }
}

fn flag_text(flag: Flag) -> Option<String> {
    Some(match flag {
        Flag::LosesDex => crate::t!("cond-loses-dex"),
        Flag::CannotAct => crate::t!("cond-cannot-act"),
        Flag::CannotMove => crate::t!("cond-cannot-move"),
        Flag::SingleAction => crate::t!("cond-single-action"),
        Flag::MoveOnly => crate::t!("cond-move-only"),
        Flag::Helpless => crate::t!("cond-helpless"),
        Flag::NoOpportunityAttacks => crate::t!("cond-no-opportunity-attacks"),
        Flag::NoCharge => crate::t!("cond-no-charge"),
        Flag::DropsHeld => crate::t!("cond-drops-held"),
        Flag::CrossbowOnly => crate::t!("cond-crossbow-only"),
        Flag::NoVerbal => crate::t!("cond-no-verbal"),
        Flag::VerbalFailure => crate::t!(
            "cond-verbal-failure",
            percent = crate::rules::condition_table::VERBAL_FAILURE_PERCENT
        ),
        Flag::NoTwoHanded => crate::t!("cond-no-two-handed"),
        Flag::HalfSpeed => crate::t!("cond-half-speed"),
        Flag::Blind => crate::t!("cond-blind", percent = TOTAL_CONCEALMENT),
        Flag::Unseen => crate::t!("cond-unseen", percent = TOTAL_CONCEALMENT),
        Flag::Flees => crate::t!("cond-flees"),
        Flag::ActsAtRandom => crate::t!("cond-acts-at-random"),
        Flag::Concentration => crate::t!("cond-concentration"),
        Flag::EndsWhenHurt => crate::t!("cond-ends-when-hurt"),
        Flag::BrokenByThreat => crate::t!("cond-broken-by-threat"),
        Flag::CrossedAtDoubleCost => crate::t!("cond-crossed-at-double-cost"),
        Flag::Bleeds => crate::t!("cond-bleeds"),
        Flag::EndsWhenHealed => crate::t!("cond-ends-when-healed"),
        Flag::Intangible => crate::t!("cond-intangible"),
        Flag::ThreatOnlyOnTwenty => crate::t!("cond-threat-only-on-twenty"),
        Flag::CritAtMostDouble => crate::t!("cond-crit-at-most-double"),
        Flag::HalvesArmour => crate::t!("cond-halves-armour"),
        Flag::OfAnItem | Flag::OfHealth => return None,
    })
}
