//! The board as a `bevy_ecs_tilemap` layer built from the level's terrain.

use super::tileset::{tile_index, tile_px, tileset_image};
use super::{HEX_HEIGHT, HEX_WIDTH, Layout};
use crate::combat::Board;
use crate::rules::board_shape::BoardShape;
use crate::rules::grid::Pos;
use crate::states::AppState;
use bevy::prelude::*;
use bevy_ecs_tilemap::prelude::*;

/// Marks the terrain tilemap.
#[derive(Component)]
pub struct TerrainLayer;

pub fn spawn_board(
    mut commands: Commands,
    board: Option<Res<Board>>,
    mut images: ResMut<Assets<Image>>,
) {
    let Some(board) = board else { return };
    let texture = images.add(tileset_image(&board.kinds, board.shape));
    let size = TilemapSize {
        x: board.width as u32,
        y: board.height as u32,
    };
    let map = commands.spawn_empty().id();
    let mut storage = TileStorage::empty(size);
    for y in 0..board.height {
        for x in 0..board.width {
            // Tilemap rows count from the bottom; the level's from the top.
            let pos = TilePos {
                x: x as u32,
                y: (board.height - 1 - y) as u32,
            };
            let kind = board.terrain[(y * board.width + x) as usize];
            let tile = commands
                .spawn((
                    TileBundle {
                        position: pos,
                        tilemap_id: TilemapId(map),
                        texture_index: TileTextureIndex(tile_index(kind, x, y)),
                        ..Default::default()
                    },
                    DespawnOnExit(AppState::Playing),
                ))
                .id();
            storage.set(&pos, tile);
        }
    }
    let (tw, th) = tile_px(board.shape);
    let tile_size = TilemapTileSize {
        x: tw as f32,
        y: th as f32,
    };
    let (grid_size, map_type, anchor, at) = match board.shape {
        BoardShape::Square => (
            tile_size.into(),
            TilemapType::Square,
            TilemapAnchor::BottomLeft,
            Vec2::ZERO,
        ),
        // The map's rows count down and the tilemap's up: the map's odd rows, shifted right,
        // are the tilemap's odd rows when the height is odd and its even ones when it is even.
        // The bottom-left tile's centre is put where the layout draws that cell.
        BoardShape::Hex => (
            TilemapGridSize {
                x: HEX_WIDTH,
                y: HEX_HEIGHT,
            },
            TilemapType::Hexagon(if board.height % 2 == 1 {
                HexCoordSystem::RowOdd
            } else {
                HexCoordSystem::RowEven
            }),
            TilemapAnchor::None,
            Layout::of(&board).centre(Pos::new(0, board.height - 1)),
        ),
    };
    commands.entity(map).insert((
        TerrainLayer,
        DespawnOnExit(AppState::Playing),
        TilemapBundle {
            grid_size,
            map_type,
            size,
            storage,
            texture: TilemapTexture::Single(texture),
            tile_size,
            anchor,
            transform: Transform::from_translation(at.extend(0.0)),
            ..Default::default()
        },
    ));
}

/// Asks for every tile to be drawn again from the board (the fight was built again: a command
/// taken back may have closed a door).
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct RedrawBoard;

/// Opened and closed doors change their tile.
pub fn update_doors(
    mut events: MessageReader<crate::combat::CombatEvent>,
    mut redraw: MessageReader<RedrawBoard>,
    board: Option<Res<Board>>,
    layer: Query<&TileStorage, With<TerrainLayer>>,
    mut tiles: Query<&mut TileTextureIndex>,
) {
    let Some(board) = board else { return };
    let mut squares: Vec<Pos> = events
        .read()
        .filter_map(|event| match event {
            crate::combat::CombatEvent::DoorToggled { at, .. } => Some(*at),
            _ => None,
        })
        .collect();
    if redraw.read().count() > 0 {
        squares = (0..board.height)
            .flat_map(|y| (0..board.width).map(move |x| Pos::new(x, y)))
            .collect();
    }
    for at in &squares {
        if !board.contains(*at) {
            continue;
        }
        let kind = board.terrain[(at.y * board.width + at.x) as usize];
        let pos = TilePos {
            x: at.x as u32,
            y: (board.height - 1 - at.y) as u32,
        };
        for storage in &layer {
            if let Some(tile) = storage.get(&pos)
                && let Ok(mut index) = tiles.get_mut(tile)
            {
                let drawn = tile_index(kind, at.x, at.y);
                if index.0 != drawn {
                    index.0 = drawn;
                }
            }
        }
    }
}
