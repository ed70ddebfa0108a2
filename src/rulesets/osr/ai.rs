//! Seed 002's own choices for the AI (see [`crate::ai`]): first aid for a hurt ally beside it (a
//! dying one above all, whom even a unit with no kit can try to stabilise), and the defensive
//! position when hurt with several foes beside it. (Aiming and building energy trade this turn's
//! roll for advantage on the next: over the two turns that is never more likely to hit than
//! rolling twice, so the AI does neither.)

use crate::ai::{Choice, Context};
use crate::combat::Command;
use crate::rules::economy::ActionCost;
use crate::rules::health::HealthState;

pub fn choices(ctx: &Context, out: &mut Vec<Choice>) {
    if ctx.budget().check(ActionCost::Standard).is_err() {
        return;
    }
    first_aid(ctx, out);
    let beside = ctx.foes_beside();
    if ctx.health_share() <= 0.5 && beside >= 2 && !ctx.careless() {
        out.push(Choice {
            worth: 0.25 * beside as f64,
            command: Command::TotalDefense { unit: ctx.unit() },
            checked: true,
        });
    }
}

/// First aid for the ally beside it who needs it most, weighed by the chance it works.
fn first_aid(ctx: &Context, out: &mut Vec<Choice>) {
    let world = ctx.world();
    let Some(medic) = world.get::<super::OsrStats>(ctx.me()) else {
        return;
    };
    let chance = super::rules::attribute_chance(medic.attributes.mind, 0);
    let patient = ctx
        .friends_beside()
        .filter_map(|(entity, id, state, hp, max_hp)| {
            // Without a kit, or once a patient's first aid is spent, only stabilising.
            let heals = medic.medical_kit
                && !world
                    .get::<super::OsrTrack>(entity)
                    .is_some_and(|t| t.tended);
            let worth = match state {
                HealthState::Dying => 2.0,
                HealthState::Dead => return None,
                _ if heals && hp < max_hp => {
                    f64::from((max_hp - hp).min(4)) / f64::from(max_hp.max(1))
                }
                _ => return None,
            };
            Some((worth * chance, id))
        })
        .max_by(|a, b| a.0.total_cmp(&b.0));
    if let Some((worth, ally)) = patient {
        out.push(Choice {
            worth,
            command: Command::FirstAid {
                unit: ctx.unit(),
                ally: ally.to_string(),
            },
            checked: true,
        });
    }
}
