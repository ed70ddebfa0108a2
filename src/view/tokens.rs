//! Unit tokens: a disc in the side's colour with the creature's letter, an HP bar, a badge for its
//! state or condition, a gold ring on the unit whose turn it is, and a name label on hover.

use super::preview::Preview;
use super::tileset::disc_image;
use super::{Layout, SQUARE};
use crate::combat::*;
use crate::rules::health::HealthState;
use bevy::prelude::*;

/// Colours of the sides, in level order: blue, red, green, purple, orange.
pub const SIDE_COLORS: [(u8, u8, u8); 5] = [
    (52, 110, 220),
    (200, 55, 45),
    (40, 150, 70),
    (140, 70, 190),
    (225, 140, 30),
];

pub fn side_color(side: usize) -> Color {
    let (r, g, b) = SIDE_COLORS[side % SIDE_COLORS.len()];
    Color::srgb_u8(r, g, b)
}

#[derive(Resource)]
pub struct TokenArt {
    pub disc: Handle<Image>,
    /// Every icon in `assets/icons/` (portraits, and the HUD's), by name (see [`portraits_dir`]).
    pub icons: std::collections::HashMap<String, Handle<Image>>,
}

/// Where portraits are read from: `assets/icons` under the working folder, else beside the
/// executable; none, and the game uses the ones it ships with (`crate::shipped`).
pub fn portraits_dir() -> Option<std::path::PathBuf> {
    let candidates = [
        Some(std::path::PathBuf::from("assets/icons")),
        std::env::current_exe()
            .ok()
            .and_then(|e| e.parent().map(|p| p.join("assets/icons"))),
    ];
    candidates.into_iter().flatten().find(|d| d.is_dir())
}

/// The portraits the game ships with, as images.
pub fn shipped_portraits() -> Vec<(String, Image)> {
    crate::shipped::portraits()
        .filter_map(|(name, bytes)| {
            Some((name.to_string(), super::tileset::portrait_image(bytes)?))
        })
        .collect()
}

/// Every readable `NAME.png` in `dir`, by name; a file that is not a PNG is skipped with a
/// warning.
pub fn read_portraits(dir: &std::path::Path) -> Vec<(String, Image)> {
    let mut out = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return out;
    };
    let mut paths: Vec<_> = entries.flatten().map(|e| e.path()).collect();
    paths.sort();
    for path in paths {
        let (Some(name), Some("png")) = (
            path.file_stem().and_then(|s| s.to_str()),
            path.extension().and_then(|s| s.to_str()),
        ) else {
            continue;
        };
        match std::fs::read(&path)
            .ok()
            .and_then(|b| super::tileset::portrait_image(&b))
        {
            Some(image) => out.push((name.to_string(), image)),
            None => warn!("{}: not a PNG the game can read", path.display()),
        }
    }
    out
}

pub fn load_token_art(
    mut commands: Commands,
    mut images: ResMut<Assets<Image>>,
    existing: Option<Res<TokenArt>>,
) {
    if existing.is_some() {
        return;
    }
    let portraits = portraits_dir()
        .map_or_else(shipped_portraits, |dir| read_portraits(&dir))
        .into_iter()
        .map(|(name, image)| (name, images.add(image)))
        .collect();
    commands.insert_resource(TokenArt {
        disc: images.add(disc_image(64)),
        icons: portraits,
    });
}

/// The token of a unit (on the token's root entity).
#[derive(Component)]
pub struct Token {
    pub unit: Entity,
}

#[derive(Component)]
pub struct TokenRing;
#[derive(Component)]
pub struct TokenBody;
#[derive(Component)]
pub struct TokenHpFill;
#[derive(Component)]
pub struct TokenBadge;
#[derive(Component)]
pub struct TokenLabel;
/// One of the small condition icons down a token's left edge: its place from the top, and
/// whether it is the dark backing behind the icon.
#[derive(Component)]
pub struct TokenConditionIcon {
    pub slot: usize,
    pub backing: bool,
}

/// How many condition icons a token shows (the unit panel lists them all).
pub const TOKEN_ICONS: usize = 3;

/// The icons of the conditions effects lay on a unit (seed 001's table: on each ladder only the
/// highest step), each once, at most [`TOKEN_ICONS`]; the badge says the unit's own state.
pub fn token_icons(effects: Option<&SpellEffects>) -> Vec<&'static str> {
    let laid: crate::rules::condition_table::ConditionSet = effects
        .into_iter()
        .flat_map(|s| s.0.iter())
        .filter_map(|a| a.effect.condition())
        .collect();
    let mut icons: Vec<&'static str> = Vec::new();
    for icon in laid.counting().map(|row| row.icon) {
        if !icons.contains(&icon) && icons.len() < TOKEN_ICONS {
            icons.push(icon);
        }
    }
    icons
}

/// A short badge for what matters most about a unit now, if anything: its health, what a spell
/// does to it, whether it is keeping a spell up, then its conditions.
pub fn badge_text(
    health: HealthState,
    conditions: &Conditions,
    spells: Option<&SpellEffects>,
    channeling: bool,
) -> &'static str {
    use crate::level::spells::ConditionId as S;
    let has = |c| conditions.0.contains(&c);
    let under = |c| spells.is_some_and(|s| s.has(c));
    match health {
        HealthState::Dead => "DEAD",
        HealthState::Surrendered => "SURRENDERED",
        HealthState::Unconscious => "KNOCKED OUT",
        HealthState::Dying => "DYING",
        HealthState::Stable => "STABLE",
        HealthState::Disabled => "0 HP",
        HealthState::Healthy if under(S::Asleep) => "ASLEEP",
        HealthState::Healthy if under(S::Stunned) => "STUNNED",
        HealthState::Healthy if channeling => "CASTING",
        HealthState::Healthy if has(Condition::FlatFooted) => "SURPRISED",
        HealthState::Healthy if has(Condition::Prone) => "PRONE",
        HealthState::Healthy if under(S::Entangled) => "ENTANGLED",
        HealthState::Healthy if under(S::Silenced) => "SILENCED",
        HealthState::Healthy if has(Condition::TotalDefense) => "DEFENDING",
        HealthState::Healthy if has(Condition::AidedAttack) || has(Condition::AidedDefense) => {
            "AIDED"
        }
        HealthState::Healthy if has(Condition::Charging) => "CHARGED",
        HealthState::Healthy => "",
    }
}

/// A badge (see [`badge_text`]) of unit `id` as the player reads it (agreeing with the unit).
pub fn badge_label(badge: &str, id: &str) -> String {
    let phrase = match badge {
        "DEAD" => crate::phrase!("badge-dead"),
        "SURRENDERED" => crate::phrase!("badge-surrendered"),
        "KNOCKED OUT" => crate::phrase!("badge-knocked-out"),
        "DYING" => crate::phrase!("badge-dying"),
        "STABLE" => crate::phrase!("badge-stable"),
        "0 HP" => crate::phrase!("badge-zero-hp"),
        "ASLEEP" => crate::phrase!("badge-asleep"),
        "STUNNED" => crate::phrase!("badge-stunned"),
        "CASTING" => crate::phrase!("badge-casting"),
        "SURPRISED" => crate::phrase!("badge-surprised"),
        "PRONE" => crate::phrase!("badge-prone"),
        "ENTANGLED" => crate::phrase!("badge-entangled"),
        "SILENCED" => crate::phrase!("badge-silenced"),
        "DEFENDING" => crate::phrase!("badge-defending"),
        "AIDED" => crate::phrase!("badge-aided"),
        "CHARGED" => crate::phrase!("badge-charged"),
        other => return other.to_string(),
    };
    phrase.about(id).to_string()
}

fn font(size: f32) -> TextFont {
    TextFont {
        font_size: FontSize::Px(size),
        ..default()
    }
}

fn spawn_token(
    commands: &mut Commands,
    art: &TokenArt,
    unit: Entity,
    side: usize,
    kind: &CreatureKind,
    name: &str,
) {
    let portrait = kind.icon.as_ref().and_then(|i| art.icons.get(i)).cloned();
    let body = side_color(side);
    commands
        .spawn((
            Token { unit },
            Transform::default(),
            Visibility::default(),
            DespawnOnExit(crate::states::AppState::Playing),
        ))
        .with_children(|t| {
            t.spawn((
                TokenRing,
                Sprite {
                    image: art.disc.clone(),
                    color: Color::srgb(1.0, 0.84, 0.2),
                    custom_size: Some(Vec2::splat(SQUARE - 2.0)),
                    ..default()
                },
                Transform::from_xyz(0.0, 0.0, 2.0),
                Visibility::Hidden,
            ));
            t.spawn((
                TokenBody,
                Sprite {
                    image: art.disc.clone(),
                    color: body,
                    custom_size: Some(Vec2::splat(SQUARE - 12.0)),
                    ..default()
                },
                Transform::from_xyz(0.0, 2.0, 3.0),
            ));
            // The side's colour is the ring; the portrait sits on a dark disc inside it. A
            // creature with no portrait shows its letter instead.
            match portrait {
                Some(image) => {
                    t.spawn((
                        Sprite {
                            image: art.disc.clone(),
                            color: Color::srgb(0.12, 0.12, 0.16),
                            custom_size: Some(Vec2::splat(SQUARE - 19.0)),
                            ..default()
                        },
                        Transform::from_xyz(0.0, 2.0, 3.5),
                    ));
                    t.spawn((
                        Sprite {
                            image,
                            color: Color::srgb(0.96, 0.93, 0.86),
                            custom_size: Some(Vec2::splat(SQUARE - 24.0)),
                            ..default()
                        },
                        Transform::from_xyz(0.0, 2.0, 4.0),
                    ));
                }
                None => {
                    t.spawn((
                        Text2d::new(kind.glyph.to_string()),
                        font(20.0),
                        TextColor(Color::WHITE),
                        Transform::from_xyz(0.0, 2.0, 4.0),
                    ));
                }
            }
            t.spawn((
                Sprite::from_color(Color::srgb(0.1, 0.1, 0.1), Vec2::new(SQUARE - 10.0, 6.0)),
                Transform::from_xyz(0.0, -SQUARE / 2.0 + 6.0, 4.0),
            ));
            t.spawn((
                TokenHpFill,
                Sprite::from_color(Color::srgb(0.2, 0.85, 0.3), Vec2::new(SQUARE - 12.0, 4.0)),
                Transform::from_xyz(0.0, -SQUARE / 2.0 + 6.0, 5.0),
            ));
            t.spawn((
                TokenBadge,
                Text2d::new(""),
                font(11.0),
                TextColor(Color::WHITE),
                TextBackgroundColor(Color::srgba(0.0, 0.0, 0.0, 0.75)),
                Transform::from_xyz(0.0, SQUARE / 2.0 - 5.0, 6.0),
            ));
            for slot in 0..TOKEN_ICONS {
                let y = SQUARE / 2.0 - 10.0 - slot as f32 * 15.0;
                t.spawn((
                    TokenConditionIcon {
                        slot,
                        backing: true,
                    },
                    Sprite::from_color(Color::srgba(0.05, 0.05, 0.08, 0.85), Vec2::splat(15.0)),
                    Transform::from_xyz(-SQUARE / 2.0 + 8.0, y, 6.0),
                    Visibility::Hidden,
                ));
                t.spawn((
                    TokenConditionIcon {
                        slot,
                        backing: false,
                    },
                    Sprite {
                        color: Color::srgb(1.0, 0.93, 0.6),
                        custom_size: Some(Vec2::splat(13.0)),
                        ..default()
                    },
                    Transform::from_xyz(-SQUARE / 2.0 + 8.0, y, 6.5),
                    Visibility::Hidden,
                ));
            }
            t.spawn((
                TokenLabel,
                // Its cell is set as the token moves (`sync_tokens`).
                super::labels::BoardLabel {
                    cell: Vec2::ZERO,
                    order: 4,
                },
                Text2d::new(name.to_string()),
                font(13.0),
                TextColor(Color::WHITE),
                TextBackgroundColor(Color::srgba(0.0, 0.0, 0.0, 0.8)),
                Transform::from_xyz(0.0, -SQUARE / 2.0 - 9.0, 20.0),
                Visibility::Hidden,
            ));
        });
}

type TokenParts<'w, 's> = (
    Query<'w, 's, (&'static ChildOf, &'static mut Visibility), With<TokenRing>>,
    Query<
        'w,
        's,
        (
            &'static ChildOf,
            &'static mut Sprite,
            &'static mut Transform,
        ),
        With<TokenHpFill>,
    >,
    Query<'w, 's, (&'static ChildOf, &'static mut Text2d), With<TokenBadge>>,
    Query<
        'w,
        's,
        (
            &'static ChildOf,
            &'static mut Visibility,
            &'static mut Text2d,
            &'static mut super::labels::BoardLabel,
        ),
        (With<TokenLabel>, Without<TokenRing>, Without<TokenBadge>),
    >,
    Query<'w, 's, (&'static ChildOf, &'static mut Sprite), (With<TokenBody>, Without<TokenHpFill>)>,
    Query<
        'w,
        's,
        (
            &'static ChildOf,
            &'static TokenConditionIcon,
            &'static mut Sprite,
            &'static mut Visibility,
        ),
    >,
);

/// Where a token sits in its square and how large it is: a rider smaller, toward the top-left, over
/// its mount, which shifts toward the bottom-right (where the mouse picks it, see
/// `preview::unit_at`), so both stay visible.
pub fn seat(riding: bool, carrying: bool) -> (Vec2, f32) {
    let shift = SQUARE * 0.16;
    if riding {
        (Vec2::new(-shift, shift), 0.72)
    } else if carrying {
        (Vec2::new(shift, -shift), 1.0)
    } else {
        (Vec2::ZERO, 1.0)
    }
}

/// Shown (as its parent is) when `shown`, else hidden.
fn shown_if(shown: bool) -> Visibility {
    if shown {
        Visibility::Inherited
    } else {
        Visibility::Hidden
    }
}

/// Creates missing tokens and brings every token in line with its unit.
#[allow(clippy::type_complexity, clippy::too_many_arguments)]
pub fn sync_tokens(
    mut commands: Commands,
    art: Option<Res<TokenArt>>,
    board: Option<Res<Board>>,
    turn: Option<Res<TurnState>>,
    preview: Res<Preview>,
    units: Query<(
        Entity,
        &Position,
        &Side,
        &Health,
        &CreatureKind,
        &UnitName,
        &Conditions,
    )>,
    ids: Query<&UnitId>,
    spells: Query<(Option<&SpellEffects>, Has<Channeling>)>,
    saddles: Query<(Has<Riding>, Option<&Carrying>)>,
    mut tokens: Query<
        (
            Entity,
            &Token,
            &mut Transform,
            Option<&super::animate::Walking>,
        ),
        Without<TokenHpFill>,
    >,
    mut parts: ParamSet<TokenParts>,
    hidden_hp: Option<Res<super::HiddenHp>>,
    ruleset: Option<Res<crate::rulesets::ActiveRuleset>>,
) {
    let (Some(art), Some(board), Some(turn)) = (art, board, turn) else {
        return;
    };
    let have: Vec<Entity> = tokens.iter().map(|(_, t, _, _)| t.unit).collect();
    for (e, _, side, _, kind, name, _) in &units {
        if !have.contains(&e) {
            spawn_token(&mut commands, &art, e, side.0, kind, &name.0);
        }
    }
    let current = turn.current_unit();
    for (token_entity, token, mut transform, walking) in &mut tokens {
        let Ok((unit, pos, side, health, _, name, _)) = units.get(token.unit) else {
            // Its unit is gone: so is the token.
            commands.entity(token_entity).despawn();
            continue;
        };
        let (riding, rider) = saddles
            .get(unit)
            .map_or((false, None), |(r, c)| (r, c.map(|c| c.0)));
        let carrying = rider.is_some();
        let (offset, scale) = seat(riding, carrying);
        let c = Layout::of(&board).centre(pos.0) + offset;
        let z = token_depth(health, riding);
        // Each part is written only when it differs: a write is a change, and a change asks the
        // window for another frame (`view::redraw`).
        let mut placed = *transform;
        placed.scale = Vec3::splat(scale);
        if walking.is_none() {
            placed.translation = c.extend(z);
        } else {
            placed.translation.z = z;
        }
        transform.set_if_neq(placed);
        for (parent, mut vis) in &mut parts.p0() {
            if parent.parent() == token_entity {
                vis.set_if_neq(shown_if(current == Some(unit)));
            }
        }
        for (parent, mut sprite, mut t) in &mut parts.p1() {
            if parent.parent() == token_entity {
                fill_hp_bar(&mut sprite, &mut t, health);
            }
        }
        for (parent, mut text) in &mut parts.p2() {
            if parent.parent() == token_entity {
                let badge_of = |u: Entity| {
                    let (effects, channeling) = spells.get(u).unwrap_or((None, false));
                    units
                        .get(u)
                        .ok()
                        .map(|(_, _, _, health, _, _, conditions)| {
                            badge_text(health.state, conditions, effects, channeling)
                        })
                };
                let mut badge = badge_of(unit).unwrap_or_default();
                // A mount sharing its rider's badge (both charging) leaves it to the rider.
                if rider.and_then(badge_of) == Some(badge) {
                    badge = "";
                }
                let badge = badge_label(badge, ids.get(unit).map_or("", |i| i.0.as_str()));
                if text.0 != badge {
                    text.0 = badge;
                }
            }
        }
        let hovered = preview.hovered_unit == Some(unit);
        for (parent, mut vis, mut text, mut label) in &mut parts.p3() {
            if parent.parent() == token_entity {
                vis.set_if_neq(shown_if(hovered));
                if label.cell != c {
                    label.cell = c;
                }
                let hp_hidden = hidden_hp.as_ref().is_some_and(|h| h.0.contains(&side.0));
                let face = crate::rulesets::face::by_id(
                    ruleset
                        .as_ref()
                        .map_or_else(crate::rulesets::RulesetId::default, |r| r.id()),
                );
                let label = hover_label(face, &name.0, health, hp_hidden);
                if text.0 != label {
                    text.0 = label;
                }
            }
        }
        for (parent, mut sprite) in &mut parts.p4() {
            if parent.parent() == token_entity {
                let color = body_color(side.0, health);
                if sprite.color != color {
                    sprite.color = color;
                }
            }
        }
        // The dead show no conditions.
        let icons = match health.state {
            HealthState::Dead => Vec::new(),
            _ => token_icons(spells.get(unit).ok().and_then(|s| s.0)),
        };
        for (parent, slot, mut sprite, mut vis) in &mut parts.p5() {
            if parent.parent() != token_entity {
                continue;
            }
            let icon = icons.get(slot.slot).and_then(|name| art.icons.get(*name));
            vis.set_if_neq(if icon.is_some() {
                Visibility::Inherited
            } else {
                Visibility::Hidden
            });
            if let Some(image) = icon.filter(|_| !slot.backing)
                && sprite.image != *image
            {
                sprite.image = image.clone();
            }
        }
    }
}

/// How high a token is drawn: dead units lie under the living; a rider sits over its mount.
fn token_depth(health: &Health, riding: bool) -> f32 {
    if health.state == HealthState::Dead {
        5.0
    } else if riding {
        11.0
    } else {
        10.0
    }
}

/// The hit-point bar under a token: as long as the hit points left, green, then amber at half,
/// red at a quarter; written only when it changes.
fn fill_hp_bar(sprite: &mut Sprite, t: &mut Transform, health: &Health) {
    let frac = (health.hp.max(0) as f32 / health.max.max(1) as f32).clamp(0.0, 1.0);
    let width = (SQUARE - 12.0) * frac;
    let size = Some(Vec2::new(width, 4.0));
    let color = if frac > 0.5 {
        Color::srgb(0.2, 0.85, 0.3)
    } else if frac > 0.25 {
        Color::srgb(0.95, 0.75, 0.1)
    } else {
        Color::srgb(0.95, 0.2, 0.15)
    };
    if sprite.custom_size != size || sprite.color != color {
        sprite.custom_size = size;
        sprite.color = color;
    }
    let x = -(SQUARE - 12.0 - width) / 2.0;
    if t.translation.x != x {
        t.translation.x = x;
    }
}

/// The label over a hovered token: its name, and its hit points (or its ruleset's count of
/// health) unless they are hidden.
fn hover_label(
    face: &dyn crate::rulesets::face::RulesetFace,
    name: &str,
    health: &Health,
    hp_hidden: bool,
) -> String {
    if hp_hidden {
        name.to_string()
    } else {
        face.hover_label(name, health).unwrap_or_else(|| {
            crate::t!("token-hover", name = name, hp = health.hp, max = health.max)
        })
    }
}

/// A token's disc: its side's colour, greyed when it cannot act.
fn body_color(side: usize, health: &Health) -> Color {
    if health.state.can_act() {
        side_color(side)
    } else {
        side_color(side).mix(&Color::srgb(0.35, 0.35, 0.35), 0.7)
    }
}

/// A marker for objects lying on a square.
#[derive(Component)]
pub struct GroundMark;

/// Draws a small gold disc in the corner of every square where something lies, redrawn when the
/// ground changes.
pub fn sync_ground(
    mut commands: Commands,
    ground: Option<Res<crate::combat::objects::Ground>>,
    art: Option<Res<TokenArt>>,
    board: Option<Res<Board>>,
    marks: Query<Entity, With<GroundMark>>,
) {
    let (Some(ground), Some(art), Some(board)) = (ground, art, board) else {
        return;
    };
    if !ground.is_changed() {
        return;
    }
    for e in &marks {
        commands.entity(e).despawn();
    }
    for (p, things) in &ground.0 {
        if things.is_empty() {
            continue;
        }
        let corner = Layout::of(&board).centre(*p) + Vec2::new(SQUARE * 0.3, -SQUARE * 0.3);
        commands.spawn((
            GroundMark,
            DespawnOnExit(crate::states::AppState::Playing),
            Sprite {
                image: art.disc.clone(),
                color: Color::srgb(0.95, 0.78, 0.25),
                custom_size: Some(Vec2::splat(14.0)),
                ..default()
            },
            Transform::from_translation(corner.extend(8.0)),
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_shipped_creature_has_a_portrait_the_game_can_read() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/icons");
        let portraits: Vec<String> = read_portraits(&dir).into_iter().map(|(n, _)| n).collect();
        let data = crate::level::GameData::built_in().unwrap();
        let icons = data
            .creatures
            .values()
            .map(|c| (c.id.clone(), c.icon.clone()))
            .chain(data.rulesets.creatures().map(|c| (c.id, c.icon)));
        for (id, icon) in icons {
            let icon = icon.unwrap_or_else(|| panic!("{id} names no icon"));
            assert!(
                portraits.contains(&icon),
                "{id}: no assets/icons/{icon}.png"
            );
        }
        // Not a PNG: no portrait, and no panic.
        assert!(super::super::tileset::portrait_image(b"not a png").is_none());
    }

    #[test]
    fn a_token_shows_the_highest_step_of_a_ladder_and_three_conditions_at_most() {
        use crate::level::spells::{ConditionId, SpellEffect};
        let laid = |ids: &[ConditionId]| {
            SpellEffects(
                ids.iter()
                    .map(|&condition| ActiveEffect {
                        spell: "s".into(),
                        name: "S".into(),
                        caster: "c".into(),
                        effect: SpellEffect::Condition {
                            condition,
                            rounds: None,
                        },
                        rounds_left: None,
                        dispellable: true,
                    })
                    .collect(),
            )
        };
        let fear = laid(&[ConditionId::Shaken, ConditionId::Frightened]);
        assert_eq!(
            token_icons(Some(&fear)),
            [ConditionId::Frightened.row().icon]
        );
        let many = laid(&[
            ConditionId::Blinded,
            ConditionId::Deafened,
            ConditionId::Sickened,
            ConditionId::Entangled,
        ]);
        assert_eq!(token_icons(Some(&many)).len(), TOKEN_ICONS);
        assert!(token_icons(None).is_empty());
    }

    #[test]
    fn the_badge_shows_what_matters_most() {
        let with = |c: &[Condition]| Conditions(c.iter().copied().collect());
        let none = with(&[]);
        assert_eq!(badge_text(HealthState::Healthy, &none, None, false), "");
        assert_eq!(
            badge_text(
                HealthState::Healthy,
                &with(&[Condition::AidedAttack]),
                None,
                false
            ),
            "AIDED"
        );
        assert_eq!(
            badge_text(HealthState::Healthy, &with(&[Condition::Prone]), None, true),
            "CASTING",
            "keeping a spell up matters more than lying down"
        );
        let asleep = SpellEffects(vec![ActiveEffect {
            spell: "sleep".into(),
            name: "Sleep".into(),
            caster: "m".into(),
            effect: crate::level::spells::SpellEffect::Condition {
                condition: crate::level::spells::ConditionId::Asleep,
                rounds: None,
            },
            rounds_left: Some(3),
            dispellable: true,
        }]);
        assert_eq!(
            badge_text(HealthState::Healthy, &none, Some(&asleep), true),
            "ASLEEP"
        );
        assert_eq!(
            badge_text(HealthState::Dying, &none, Some(&asleep), false),
            "DYING"
        );
    }
}
