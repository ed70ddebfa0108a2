//! What the board previews for the unit whose turn it is, computed from the headless core exactly
//! as the window shows it: reach with one and two moves, threatened squares, the path to a hovered
//! square with the attacks of opportunity it provokes, and the attack forecast on a hovered enemy.

mod common;

use common::*;
use leyendas::combat::cast::CastingRisk;
use leyendas::rules::economy::ActionCost;
use leyendas::rules::grid::Pos;
use leyendas::view::preview::{Aiming, compute_preview, spell_preview};

fn duel() -> leyendas::combat::Encounter {
    fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 15)"#,
        ],
        &[],
    )
    .0
}

#[test]
fn reach_splits_one_move_from_two_and_enemies_block() {
    let enc = duel();
    let p = compute_preview(enc.world(), None, false);
    assert!(
        p.reach_one.contains(&Pos::new(2, 6)),
        "4 squares straight down"
    );
    assert!(
        !p.reach_one.contains(&Pos::new(3, 2)),
        "the goblin's square"
    );
    // Straight east is blocked by the goblin: (8,2) costs 7 around it.
    assert!(!p.reach_one.contains(&Pos::new(8, 2)));
    assert!(p.reach_two.contains(&Pos::new(8, 2)));
    assert!(p.reach_two.iter().all(|q| !p.reach_one.contains(q)));
    // The goblin threatens its eight neighbours.
    assert_eq!(p.threatened.len(), 8);
    assert!(p.threatened.contains(&Pos::new(2, 2)));
}

#[test]
fn hovering_a_square_shows_the_path_its_cost_and_the_attacks_it_provokes() {
    let enc = duel();
    let p = compute_preview(enc.world(), Some(Pos::new(0, 2)), false);
    let squares: Vec<Pos> = p.path.iter().map(|&(q, _)| q).collect();
    assert_eq!(squares, vec![Pos::new(1, 2), Pos::new(0, 2)]);
    assert_eq!(p.path.last().unwrap().1, 2);
    assert_eq!(p.path_action, Some(ActionCost::Move));
    assert_eq!(p.aoo.len(), 1);
    assert_eq!(p.aoo[0].attacker, "g");
    assert_eq!(p.aoo[0].at, Pos::new(2, 2));
    // Goblin +2 against Defense 18 hits on 16-20.
    assert!((p.aoo[0].hit_chance - 0.25).abs() < 1e-9);
    assert!(p.refusal.is_none());
}

#[test]
fn hovering_an_enemy_forecasts_the_attack() {
    let enc = duel();
    let p = compute_preview(enc.world(), Some(Pos::new(3, 2)), false);
    let a = p.attack.expect("an attack preview");
    assert_eq!(a.target, "g");
    assert_eq!(a.weapon, "Longsword");
    // +6 against 16: 11 faces in 20.
    assert!((a.hit_chance - 0.55).abs() < 1e-9);
    // 1d8+3 averages 7.5; 19-20 threatens and confirms 55% of the time, doubling to 15.
    let crit = 0.1 * 0.55;
    let expected = (0.55 - crit) * 7.5 + crit * 15.0;
    assert!(
        (a.expected_damage - expected).abs() < 1e-9,
        "{}",
        a.expected_damage
    );
    assert!(p.path.is_empty());
}

#[test]
fn hovering_a_wall_or_a_friend_explains_why_not() {
    let (enc, _) = fight(
        &["..#.", "...."],
        &[
            r#"(id: "f", side: "a", at: (0, 0), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "r", side: "a", at: (1, 1), creature: "elf_archer", initiative: 18)"#,
            r#"(id: "g", side: "b", at: (3, 1), creature: "goblin", initiative: 15)"#,
        ],
        &[],
    );
    let p = compute_preview(enc.world(), Some(Pos::new(2, 0)), false);
    assert_eq!(
        p.refusal.as_deref(),
        Some("cannot enter (2, 0): stone wall")
    );
    let p = compute_preview(enc.world(), Some(Pos::new(1, 1)), false);
    assert_eq!(
        p.refusal.as_deref(),
        // The window names the unit as its level does.
        Some("(1, 1) is taken by Archer; a move cannot end there")
    );
    assert_eq!(p.hovered_unit, enc.entity("r"));
}

#[test]
fn the_attack_range_covers_the_longest_weapon_and_stops_at_walls() {
    let (enc, _) = fight(
        &[
            "........................................",
            "........................................",
            "...#....................................",
        ],
        &[
            r#"(id: "r", side: "a", at: (1, 1), creature: "elf_archer", weapons: ["javelin"], initiative: 20)"#,
            r#"(id: "g", side: "b", at: (9, 0), creature: "goblin", initiative: 15)"#,
        ],
        &[],
    );
    let p = compute_preview(enc.world(), None, true);
    // Javelin range 6, thrown to its fifth increment: 30; the wall at (3,2) hides (4,2).
    assert!(p.attack_range.contains(&Pos::new(2, 1)));
    assert!(!p.attack_range.contains(&Pos::new(3, 2)), "a wall");
    assert!(!p.attack_range.contains(&Pos::new(4, 2)), "behind the wall");
    assert!(
        p.attack_range.contains(&Pos::new(31, 0)),
        "30 squares away, line clear"
    );
    assert!(
        !p.attack_range.contains(&Pos::new(32, 0)),
        "31 squares away"
    );
    assert!(
        compute_preview(enc.world(), None, false)
            .attack_range
            .is_empty()
    );
}

/// A sorcerer (Int 17, level 5, Magic Knowledge +8) with a fighter ally among goblins, on a map
/// with one wall square.
fn spell_duel() -> leyendas::combat::Encounter {
    fight(
        &[
            "..............",
            "..............",
            "........#.....",
            "..............",
            "..............",
            "..............",
            "..............",
        ],
        &[
            r#"(id: "m", side: "a", at: (1, 3), creature: "human_sorcerer", initiative: 20)"#,
            r#"(id: "f", side: "a", at: (8, 4), creature: "human_fighter", initiative: 18)"#,
            r#"(id: "g1", side: "b", at: (9, 3), creature: "goblin", initiative: 15)"#,
            r#"(id: "g2", side: "b", at: (10, 5), creature: "goblin", initiative: 14)"#,
            r#"(id: "h", side: "b", at: (12, 3), creature: "goblin_hexer", initiative: 13)"#,
        ],
        &[],
    )
    .0
}

fn slot(enc: &leyendas::combat::Encounter, spell: &str) -> u8 {
    let e = enc.entity("m").unwrap();
    let casting = enc
        .world()
        .get::<leyendas::combat::Spellcasting>(e)
        .unwrap();
    casting
        .spells
        .iter()
        .position(|k| k.spell.id == spell)
        .unwrap() as u8
}

#[test]
fn a_fireball_preview_lists_everyone_caught_with_save_chances_and_expected_damage() {
    let enc = spell_duel();
    let s = slot(&enc, "fireball");
    let p = spell_preview(
        enc.world(),
        Aiming::Known {
            slot: s,
            defensively: false,
        },
        None,
        Some(Pos::new(10, 4)),
    )
    .unwrap();
    let mut unique = p.area.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), p.area.len(), "no square twice");
    let caught: Vec<(&str, bool)> = p.outlook.iter().map(|o| (o.id.as_str(), o.ally)).collect();
    assert_eq!(
        caught,
        vec![("f", true), ("g1", false), ("g2", false), ("h", false)]
    );
    assert!(p.command.is_some());
    // DC 10 + 3 + Int 3 = 16; a goblin saves with Reflex 0 + Dex 2 on 14 or more: 35%.
    assert_eq!(p.dc, Some(16));
    let goblin = &p.outlook[1];
    assert!((goblin.save_chance.unwrap() - 0.35).abs() < 1e-9);
    // 5d6 averages 17.5; halved (rounded down) 8.5: 0.65 × 17.5 + 0.35 × 8.5.
    assert!(
        (goblin.expected_damage - 14.35).abs() < 1e-9,
        "{}",
        goblin.expected_damage
    );
    // The hexer's magic resistance 12 stops Magic Knowledge +8 on 1-3: 15%.
    let hexer = &p.outlook[3];
    assert!((hexer.resist_chance - 0.15).abs() < 1e-9);
    assert!((hexer.expected_damage - 0.85 * 14.35).abs() < 1e-9);
    // Padded armour: 5% arcane failure, and nothing threatens the caster.
    assert_eq!(p.risks, vec![CastingRisk::ArcaneFailure(5)]);
}

#[test]
fn a_threatened_caster_sees_what_it_provokes_or_its_chance_to_cast_defensively() {
    let enc = fight(
        &OPEN,
        &[
            r#"(id: "m", side: "a", at: (4, 3), creature: "human_sorcerer", initiative: 20)"#,
            r#"(id: "g1", side: "b", at: (5, 3), creature: "goblin", initiative: 15)"#,
        ],
        &[],
    )
    .0;
    let s = slot(&enc, "fireball");
    let p = spell_preview(
        enc.world(),
        Aiming::Known {
            slot: s,
            defensively: false,
        },
        None,
        Some(Pos::new(8, 5)),
    )
    .unwrap();
    assert_eq!(
        p.risks,
        vec![
            CastingRisk::Provokes(vec!["g1".into()]),
            CastingRisk::ArcaneFailure(5)
        ]
    );
    let p = spell_preview(
        enc.world(),
        Aiming::Known {
            slot: s,
            defensively: true,
        },
        None,
        Some(Pos::new(8, 5)),
    )
    .unwrap();
    // DC 15 + level 3 against Magic Knowledge +8: 10 or more, 55%.
    assert_eq!(
        p.risks[0],
        CastingRisk::Concentration {
            why: "casting defensively",
            dc: 18,
            chance: 0.55
        }
    );
    assert_eq!(
        p.command,
        Some(leyendas::combat::Command::Cast {
            unit: "m".into(),
            spell: "fireball".into(),
            target: None,
            at: Some(Pos::new(8, 5)),
            facing: None,
            defensively: true
        })
    );
}

#[test]
fn without_a_target_the_preview_says_what_to_pick_and_shades_what_it_cannot_reach() {
    let enc = spell_duel();
    let s = slot(&enc, "acid_arrow");
    let p = spell_preview(
        enc.world(),
        Aiming::Known {
            slot: s,
            defensively: false,
        },
        Some(Pos::new(5, 5)),
        None,
    )
    .unwrap();
    assert_eq!(p.command, None);
    assert!(p.refusal.unwrap().contains("pick a creature"));
    // The wall at (8, 2) hides the square straight behind it from the caster at (1, 3).
    assert!(p.out_of_reach.contains(&Pos::new(9, 2)));
    assert!(!p.out_of_reach.contains(&Pos::new(9, 3)));
    // A cone from the caster's own square: nothing is shaded, the template is its limit.
    let s = slot(&enc, "burning_hands");
    let p = spell_preview(
        enc.world(),
        Aiming::Known {
            slot: s,
            defensively: false,
        },
        Some(Pos::new(4, 3)),
        None,
    )
    .unwrap();
    assert!(p.out_of_reach.is_empty());
    assert_eq!(p.area.len(), 5, "{:?}", p.area);
}

/// Where a player would point each kind of spell: a helping spell at the ally, any other creature
/// spell at the foe, a sphere or cube on the foe's square's corner, a cone or line at the foe.
fn aim_for(spell: &leyendas::level::spells::Spell, ally: Pos, foe: Pos, caster: Pos) -> (Pos, Pos) {
    use leyendas::level::spells::{SpellEffect, SpellTarget};
    let helps = spell.effects.iter().any(|e| {
        matches!(
            e,
            SpellEffect::Heal { .. } | SpellEffect::Bonus { amount: 1.., .. }
        )
    });
    match spell.target {
        SpellTarget::Caster => (caster, caster),
        SpellTarget::Creature if helps => (ally, ally),
        _ => (foe, foe),
    }
}

#[test]
fn every_starter_spell_aimed_in_the_preview_is_cast_by_the_engine() {
    use leyendas::combat::CombatEvent;
    for creature in ["human_sorcerer", "human_saint", "goblin_hexer"] {
        let caster_line =
            format!(r#"(id: "m", side: "a", at: (2, 3), creature: "{creature}", initiative: 20)"#);
        let probe = fight(
            &OPEN,
            &[
                &caster_line,
                r#"(id: "g", side: "b", at: (9, 6), creature: "goblin")"#,
            ],
            &[],
        )
        .0;
        let e = probe.entity("m").unwrap();
        let spells: Vec<_> = probe
            .world()
            .get::<leyendas::combat::Spellcasting>(e)
            .unwrap()
            .spells
            .iter()
            .map(|k| k.spell.clone())
            .collect();
        for (slot, spell) in spells.iter().enumerate() {
            let mut enc = fight(
                &OPEN,
                &[
                    &caster_line,
                    r#"(id: "f", side: "a", at: (2, 4), creature: "human_fighter", initiative: 18)"#,
                    r#"(id: "g", side: "b", at: (3, 3), creature: "goblin", initiative: 15)"#,
                ],
                &[],
            )
            .0;
            let (square, corner) = aim_for(spell, Pos::new(2, 4), Pos::new(3, 3), Pos::new(2, 3));
            let p = spell_preview(
                enc.world(),
                Aiming::Known {
                    slot: slot as u8,
                    defensively: false,
                },
                Some(square),
                Some(corner),
            )
            .unwrap();
            let command = p
                .command
                .unwrap_or_else(|| panic!("{}: {:?}", spell.id, p.refusal));
            let events = enc.submit(command);
            assert!(
                events
                    .iter()
                    .any(|e| matches!(e, CombatEvent::Cast { spell: s, .. } if *s == spell.id)),
                "{creature} casting {}: {events:?}",
                spell.id
            );
        }
    }
}

#[test]
fn a_dispel_preview_names_the_foe_spells_it_would_try_with_their_chances() {
    let mut enc = fight(
        &OPEN,
        &[
            r#"(id: "h", side: "b", at: (9, 6), creature: "goblin_hexer", initiative: 20)"#,
            r#"(id: "s", side: "a", at: (0, 6), creature: "human_saint", initiative: 15)"#,
            r#"(id: "f", side: "a", at: (4, 2), creature: "human_fighter", initiative: 5)"#,
        ],
        &[1],
    )
    .0;
    enc.submit(leyendas::combat::Command::Cast {
        unit: "h".into(),
        spell: "entangle".into(),
        target: None,
        at: Some(Pos::new(3, 2)),
        facing: None,
        defensively: false,
    });
    enc.submit(end_turn("h"));
    let s = enc.entity("s").unwrap();
    let slot = enc
        .world()
        .get::<leyendas::combat::Spellcasting>(s)
        .unwrap()
        .spells
        .iter()
        .position(|k| k.spell.id == "dispel_magic")
        .unwrap() as u8;
    let p = spell_preview(
        enc.world(),
        Aiming::Known {
            slot,
            defensively: false,
        },
        Some(Pos::new(4, 2)),
        None,
    )
    .unwrap();
    assert!(p.command.is_some(), "{:?}", p.refusal);
    // d20 + 3 against 11 + 2: 10 or better.
    assert_eq!(p.outlook[0].dispels, vec![("Entangle".to_string(), 0.55)]);
    assert!(p.outlook[0].ally);
}

#[test]
fn over_a_rider_and_its_mount_the_lower_right_quarter_picks_the_mount_and_dismounting_previews_its_aoo()
 {
    use leyendas::view::preview::{BoardMode, Hover, compute_preview_in};
    let mut enc = fight(
        &OPEN,
        &[
            r#"(id: "k", side: "a", at: (2, 2), creature: "knight", riding: "h", initiative: 20)"#,
            r#"(id: "h", side: "a", at: (2, 2), creature: "warhorse", initiative: 15)"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 10)"#,
        ],
        &[],
    )
    .0;
    let name_under = |enc: &mut leyendas::combat::Encounter, corner: Pos| {
        enc.world_mut().insert_resource(Hover {
            square: Some(Pos::new(2, 2)),
            corner: Some(corner),
            over_ui: false,
        });
        let p = compute_preview_in(enc.world(), Some(Pos::new(2, 2)), false, BoardMode::Move);
        p.hovered_unit
            .and_then(|e| enc.world().get::<leyendas::combat::UnitId>(e))
            .map(|u| u.0.clone())
    };
    assert_eq!(name_under(&mut enc, Pos::new(2, 2)).as_deref(), Some("k"));
    assert_eq!(name_under(&mut enc, Pos::new(3, 3)).as_deref(), Some("h"));

    // Dismounting to (1, 1) provokes the goblin next to the knight; the goblin's square is refused.
    let p = compute_preview_in(
        enc.world(),
        Some(Pos::new(1, 1)),
        false,
        BoardMode::Dismount,
    );
    assert_eq!(p.refusal, None);
    assert_eq!(p.path_action, Some(ActionCost::Move));
    let attackers: Vec<&str> = p.aoo.iter().map(|a| a.attacker.as_str()).collect();
    assert_eq!(attackers, ["g"]);
    let p = compute_preview_in(
        enc.world(),
        Some(Pos::new(3, 2)),
        false,
        BoardMode::Dismount,
    );
    assert_eq!(
        p.refusal.as_deref(),
        Some("Knight cannot dismount: (3, 2) is not free to stand on")
    );
}

#[test]
fn a_wand_s_preview_shows_its_area_the_item_s_dc_the_attack_it_provokes_and_what_a_click_uses() {
    let (enc, _) = fight(
        &OPEN,
        &[
            r#"(id: "m", side: "a", at: (2, 2), creature: "human_sorcerer", initiative: 20, items: ["amulet_of_faith", "wand_of_burning_hands"])"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 10)"#,
        ],
        &[],
    );
    // The wand is the second magic item carried.
    let p = spell_preview(
        enc.world(),
        Aiming::Item { item: 1, spell: 0 },
        Some(Pos::new(3, 2)),
        None,
    )
    .unwrap();
    assert_eq!(p.dc, Some(11));
    assert!(p.area.contains(&Pos::new(3, 2)), "{:?}", p.area);
    assert_eq!(p.risks, vec![CastingRisk::ItemProvokes(vec!["g".into()])]);
    assert_eq!(
        p.command,
        Some(leyendas::combat::Command::UseItem {
            unit: "m".into(),
            item: "wand_of_burning_hands".into(),
            spell: Some("burning_hands".into()),
            target: None,
            at: Some(Pos::new(3, 2)),
            facing: None,
        })
    );
    // The amulet is activated: no attack of opportunity to fear.
    let p = spell_preview(
        enc.world(),
        Aiming::Item { item: 0, spell: 0 },
        Some(Pos::new(2, 2)),
        None,
    )
    .unwrap();
    assert!(p.risks.is_empty(), "{:?}", p.risks);
}

/// A hex board (`board: Hex`) previews in cells: six threatened neighbours, paths of single-cost
/// steps, and a sphere centred on the hovered cell.
#[test]
fn on_a_hex_board_the_preview_counts_cells_and_a_sphere_centres_on_the_hovered_cell() {
    let (enc, _) = hex_fight(
        &OPEN,
        &[
            r#"(id: "m", side: "a", at: (2, 3), creature: "human_sorcerer", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (3, 3), creature: "goblin", initiative: 15)"#,
            r#"(id: "o", side: "b", at: (8, 3), creature: "orc", initiative: 10)"#,
        ],
        &[],
    );
    let p = compute_preview(enc.world(), Some(Pos::new(2, 0)), false);
    // The goblin threatens its six neighbours, the orc its own six.
    assert_eq!(p.threatened.len(), 12);
    assert!(p.threatened.contains(&Pos::new(2, 3)));
    // Three rows up is three cells on hexes, each step costing 1; leaving (2, 3) provokes.
    assert_eq!(p.path.len(), 3);
    assert_eq!(p.path.last().unwrap().1, 3);
    assert_eq!(p.path_action, Some(ActionCost::Move));
    assert_eq!(p.aoo.len(), 1);
    assert_eq!(p.aoo[0].attacker, "g");
    // A fireball over the orc: every cell within 4 of (8, 3) that is on the 10×7 board.
    let s = slot(&enc, "fireball");
    let spell = spell_preview(
        enc.world(),
        Aiming::Known {
            slot: s,
            defensively: false,
        },
        Some(Pos::new(8, 3)),
        Some(Pos::new(8, 3)),
    )
    .unwrap();
    let on_board: Vec<Pos> = leyendas::rules::hex::hex_sphere(Pos::new(8, 3), 4)
        .into_iter()
        .filter(|q| q.x >= 0 && q.y >= 0 && q.x < 10 && q.y < 7)
        .collect();
    let mut area = spell.area.clone();
    area.sort();
    let mut expected = on_board.clone();
    expected.sort();
    assert_eq!(area, expected);
    assert_eq!(
        spell.corner,
        Some(Pos::new(8, 3)),
        "the sphere's centre cell"
    );
    let caught: Vec<&str> = spell.outlook.iter().map(|o| o.id.as_str()).collect();
    assert_eq!(caught, ["o"], "the goblin at (3, 3) is 5 cells away");
    assert!(spell.command.is_some());
}

/// Seed 000, "Coup de grace": it needs no roll and falls as a critical, so the preview over a
/// helpless foe shows a sure blow for the weapon's average roll times its multiplier; over a foe
/// still standing it says why not.
#[test]
fn a_coup_de_grace_preview_shows_a_sure_critical_on_a_helpless_foe_and_refuses_a_standing_one() {
    use leyendas::view::preview::{BoardMode, compute_preview_in};
    let enc = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", hp: -2, initiative: 15)"#,
            r#"(id: "h", side: "b", at: (2, 3), creature: "goblin", initiative: 10)"#,
        ],
        &[],
    )
    .0;
    let p = compute_preview_in(
        enc.world(),
        Some(Pos::new(3, 2)),
        false,
        BoardMode::CoupDeGrace,
    );
    let attack = p.attack.expect("a coup de grace on the dying goblin");
    assert_eq!(attack.hit_chance, 1.0);
    // The longsword's d8 averages 4.5, with Str +3, times its ×2: 15.
    assert!(
        (attack.expected_damage - 15.0).abs() < 1e-9,
        "{}",
        attack.expected_damage
    );
    let p = compute_preview_in(
        enc.world(),
        Some(Pos::new(2, 3)),
        false,
        BoardMode::CoupDeGrace,
    );
    assert!(p.attack.is_none());
    assert_eq!(p.refusal.as_deref(), Some("Goblin is not helpless"));
}

/// Seed 000, "Ayudar a otro": hovering an adjacent ally in the aid mode shows the +2 it would
/// get (a fighter, +6 to hit, helping another); a foe is refused with the engine's reason.
#[test]
fn an_aid_preview_shows_the_bonus_the_ally_would_get() {
    use leyendas::view::preview::{BoardMode, compute_preview_in};
    let enc = fight(
        &OPEN,
        &[
            r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 20)"#,
            r#"(id: "k", side: "a", at: (2, 3), creature: "human_fighter", initiative: 18)"#,
            r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", initiative: 15)"#,
        ],
        &[],
    )
    .0;
    let aid_over = |at: Pos| compute_preview_in(enc.world(), Some(at), false, BoardMode::AidAttack);
    let p = aid_over(Pos::new(2, 3));
    assert_eq!(p.refusal, None);
    assert_eq!(
        p.aid.map(|(ally, _, label)| (ally, label)),
        Some(("k".into(), "Aid Fighter: +2 to its next attack".into()))
    );
    let p = aid_over(Pos::new(3, 2));
    assert!(p.aid.is_none());
    assert_eq!(
        p.refusal.as_deref(),
        Some("Fighter cannot aid Goblin: not an ally")
    );
}

/// Under seed 001's `coup_de_grace_at_once` the preview says the blow lands at once, with the
/// survivor's save; under seed 000 it falls next turn.
#[test]
fn a_coup_de_grace_preview_says_when_it_lands_under_each_seed() {
    use leyendas::view::preview::{BoardMode, compute_preview_in};
    let units = [
        r#"(id: "f", side: "a", at: (2, 2), creature: "human_fighter", initiative: 20)"#,
        r#"(id: "g", side: "b", at: (3, 2), creature: "goblin", hp: -2, initiative: 15)"#,
        r#"(id: "h", side: "b", at: (9, 6), creature: "goblin", initiative: 10)"#,
    ];
    for (rules, says) in [
        ("", "it falls at the start of the next turn"),
        (
            "coup_de_grace_at_once: true",
            "it lands at once, and a foe that lives through it saves on Fortitude (DC 10 + the damage) or dies",
        ),
    ] {
        let enc = fight_with_rules(&OPEN, &units, rules, &[]).0;
        let p = compute_preview_in(
            enc.world(),
            Some(Pos::new(3, 2)),
            false,
            BoardMode::CoupDeGrace,
        );
        let lines: Vec<String> = p
            .attack
            .expect("a coup de grace")
            .lines
            .iter()
            .map(|l| l.to_string())
            .collect();
        assert!(lines.iter().any(|l| l.contains(says)), "{rules}: {lines:?}");
    }
}
