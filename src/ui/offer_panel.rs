//! A panel under the top bar that offers a choice and holds the game until it is answered: a
//! waiting unit that may act now, a failed roll a hero point may still save. How it looks, and
//! how its text and buttons are drawn.

use bevy::prelude::*;

/// The offer a panel shows now (`None`: hidden), to redraw it only when the offer changes.
#[derive(Component)]
pub struct Shown<O>(Option<O>);

/// Spawns the panel for offers of type `O`, hidden, with `marker` to find it by.
pub fn spawn<O: Send + Sync + 'static>(commands: &mut Commands, marker: impl Bundle) {
    commands.spawn((
        marker,
        Shown::<O>(None),
        super::HudBlocksBoard,
        Interaction::default(),
        DespawnOnExit(crate::states::AppState::Playing),
        Node {
            position_type: PositionType::Absolute,
            top: px(super::hud::TOP_H + 8.0),
            left: percent(50.0),
            margin: UiRect::left(px(-260.0)),
            width: px(520.0),
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            row_gap: px(6.0),
            padding: UiRect::all(px(8.0)),
            border: UiRect::all(px(1.0)),
            display: Display::None,
            ..default()
        },
        GlobalZIndex(15),
        BackgroundColor(Color::srgba(0.05, 0.05, 0.08, 0.92)),
        BorderColor::all(Color::srgb(1.0, 0.85, 0.4)),
    ));
}

/// Redraws the panel marked `M` when the offer standing now, `now`, is not the one it shows,
/// with `lines` to put an offer into words.
pub fn refresh<M: Component, O: Clone + PartialEq + Send + Sync + 'static, B: Component>(
    world: &mut World,
    now: Option<O>,
    lines: impl FnOnce(&World, &O) -> (String, Vec<(B, String)>),
) {
    let panel = world
        .query_filtered::<(Entity, &Shown<O>), With<M>>()
        .iter(world)
        .next()
        .filter(|(_, shown)| shown.0 != now)
        .map(|(e, _)| e);
    let Some(panel) = panel else {
        return;
    };
    world.entity_mut(panel).insert(Shown(now.clone()));
    let offer = now.map(|offer| lines(world, &offer));
    show(world, panel, offer);
}

/// Draws `panel` anew: hidden for `None`, else the offer's text over a row of its buttons, each
/// carrying the component a click is known by.
fn show<B: Component>(world: &mut World, panel: Entity, offer: Option<(String, Vec<(B, String)>)>) {
    world.entity_mut(panel).despawn_related::<Children>();
    if let Some(mut node) = world.get_mut::<Node>(panel) {
        node.display = if offer.is_some() {
            Display::Flex
        } else {
            Display::None
        };
    }
    let Some((text, buttons)) = offer else {
        return;
    };
    world.entity_mut(panel).with_children(|p| {
        p.spawn((
            Text::new(text),
            super::hud::font(15.0),
            TextColor(Color::srgb(1.0, 0.85, 0.4)),
        ));
        p.spawn(Node {
            flex_wrap: FlexWrap::Wrap,
            justify_content: JustifyContent::Center,
            column_gap: px(8.0),
            row_gap: px(6.0),
            ..default()
        })
        .with_children(|row| {
            for (button, label) in buttons {
                row.spawn((
                    button,
                    Button,
                    Node {
                        padding: UiRect::axes(px(10.0), px(5.0)),
                        ..default()
                    },
                    BackgroundColor(Color::srgb(0.18, 0.2, 0.28)),
                    children![(
                        Text::new(label),
                        super::hud::font(14.0),
                        TextColor(Color::WHITE)
                    )],
                ));
            }
        });
    });
}
