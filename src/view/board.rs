//! The board as a `bevy_ecs_tilemap` layer built from the level's terrain.

use super::tileset::{TILE_PX, tile_index, tileset_image};
use crate::combat::Board;
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
    let texture = images.add(tileset_image(&board.kinds));
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
    let tile_size = TilemapTileSize {
        x: TILE_PX as f32,
        y: TILE_PX as f32,
    };
    commands.entity(map).insert((
        TerrainLayer,
        DespawnOnExit(AppState::Playing),
        TilemapBundle {
            grid_size: tile_size.into(),
            map_type: TilemapType::Square,
            size,
            storage,
            texture: TilemapTexture::Single(texture),
            tile_size,
            anchor: TilemapAnchor::BottomLeft,
            transform: Transform::from_xyz(0.0, 0.0, 0.0),
            ..Default::default()
        },
    ));
}

/// Opened and closed doors change their tile.
pub fn update_doors(
    mut events: MessageReader<crate::combat::CombatEvent>,
    board: Option<Res<Board>>,
    layer: Query<&TileStorage, With<TerrainLayer>>,
    mut tiles: Query<&mut TileTextureIndex>,
) {
    let Some(board) = board else { return };
    for event in events.read() {
        let crate::combat::CombatEvent::DoorToggled { at, .. } = event else {
            continue;
        };
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
                index.0 = tile_index(kind, at.x, at.y);
            }
        }
    }
}
