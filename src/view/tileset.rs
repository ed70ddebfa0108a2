//! The terrain tileset, generated from `assets/data/terrain.ron`: one tile per terrain kind, its
//! colour plus a pattern that tells movement apart without colour (speckle: open ground; diagonal
//! hatching: difficult terrain; bricks: walls; waves: impassable ground that does not block sight),
//! and a dark edge that draws the grid. Modders who add a terrain kind get its tile for free.

use crate::level::schema::{Movement, TerrainKind};
use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

/// Pixels per tile side.
pub const TILE_PX: u32 = 48;

/// The pattern a terrain kind is drawn with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pattern {
    Speckle,
    Hatch,
    Bricks,
    Waves,
}

pub fn pattern_of(kind: &TerrainKind) -> Pattern {
    match (kind.movement, kind.blocks_sight()) {
        (Movement::Normal, _) => Pattern::Speckle,
        (Movement::Difficult, _) => Pattern::Hatch,
        (Movement::Blocked, true) => Pattern::Bricks,
        (Movement::Blocked, false) => Pattern::Waves,
    }
}

fn shade(c: (u8, u8, u8), factor: f32) -> [u8; 4] {
    let f = |v: u8| (f32::from(v) * factor).clamp(0.0, 255.0) as u8;
    [f(c.0), f(c.1), f(c.2), 255]
}

/// The RGBA pixel of tile `kind` at (`x`, `y`) inside the tile.
pub fn tile_pixel(kind: &TerrainKind, x: u32, y: u32) -> [u8; 4] {
    let base = kind.color;
    let t = TILE_PX;
    if x == 0 || y == 0 || x == t - 1 || y == t - 1 {
        return shade(base, 0.55); // grid line
    }
    match pattern_of(kind) {
        Pattern::Speckle => {
            let h = (x.wrapping_mul(73_856_093) ^ y.wrapping_mul(19_349_663)) % 23;
            if h == 0 {
                shade(base, 0.85)
            } else {
                shade(base, 1.0)
            }
        }
        Pattern::Hatch => {
            if (x + y) % 8 < 2 {
                shade(base, 0.62)
            } else {
                shade(base, 1.0)
            }
        }
        Pattern::Bricks => {
            let row = y / 12;
            let offset = if row.is_multiple_of(2) { 0 } else { 12 };
            if y.is_multiple_of(12) || (x + offset).is_multiple_of(24) {
                shade(base, 0.6)
            } else {
                shade(base, 1.0)
            }
        }
        Pattern::Waves => {
            let wave = ((x as f32 / 6.0).sin() * 2.5) as i32;
            if (y as i32 + wave).rem_euclid(10) < 2 {
                shade(base, 1.35)
            } else {
                shade(base, 1.0)
            }
        }
    }
}

/// A horizontal strip of one tile per terrain kind, in data order.
pub fn tileset_image(kinds: &[TerrainKind]) -> Image {
    let count = kinds.len().max(1) as u32;
    let width = TILE_PX * count;
    let mut data = Vec::with_capacity((width * TILE_PX * 4) as usize);
    for y in 0..TILE_PX {
        for i in 0..count {
            for x in 0..TILE_PX {
                let px = kinds
                    .get(i as usize)
                    .map_or([255, 0, 255, 255], |k| tile_pixel(k, x, y));
                data.extend_from_slice(&px);
            }
        }
    }
    Image::new(
        Extent3d {
            width,
            height: TILE_PX,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::MAIN_WORLD | RenderAssetUsages::RENDER_WORLD,
    )
}

/// A filled disc with a dark rim: the body of a unit token (tinted with the side's colour).
/// A token portrait from a PNG file's bytes (8-bit or 16-bit, grey, RGB or with alpha), as white
/// where the icon is drawn: `None` when the bytes are not a PNG.
pub fn portrait_image(bytes: &[u8]) -> Option<Image> {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
    let mut reader = decoder.read_info().ok()?;
    let mut buf = vec![0; reader.output_buffer_size()?];
    let info = reader.next_frame(&mut buf).ok()?;
    let pixels = &buf[..info.buffer_size()];
    let channels = info.color_type.samples();
    let mut data = Vec::with_capacity((info.width * info.height * 4) as usize);
    for px in pixels.chunks_exact(channels) {
        // Only the shape counts: the token tints it.
        let alpha = match channels {
            4 => px[3],
            2 => px[1],
            _ => px[0],
        };
        data.extend_from_slice(&[255, 255, 255, alpha]);
    }
    Some(Image::new(
        Extent3d {
            width: info.width,
            height: info.height,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::MAIN_WORLD | RenderAssetUsages::RENDER_WORLD,
    ))
}

pub fn disc_image(size: u32) -> Image {
    let mut data = Vec::with_capacity((size * size * 4) as usize);
    let r = size as f32 / 2.0;
    for y in 0..size {
        for x in 0..size {
            let d = ((x as f32 + 0.5 - r).powi(2) + (y as f32 + 0.5 - r).powi(2)).sqrt();
            let px = if d > r - 0.5 {
                [0, 0, 0, 0]
            } else if d > r - 3.5 {
                [40, 40, 40, 255]
            } else {
                [255, 255, 255, 255]
            };
            data.extend_from_slice(&px);
        }
    }
    Image::new(
        Extent3d {
            width: size,
            height: size,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::MAIN_WORLD | RenderAssetUsages::RENDER_WORLD,
    )
}

/// An overlay square: a `style` of outline and fill so overlays read without colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OverlayStyle {
    /// Solid outline, light fill: reachable with one move action.
    SolidOutline,
    /// Dotted outline, no fill: reachable with two move actions.
    DottedOutline,
    /// Cross-hatching: threatened by an enemy.
    CrossHatch,
    /// Corner brackets: within the current unit's attack range.
    Corners,
    /// Filled with diagonal stripes and a thin rim: inside a spell's area.
    Area,
}

/// A white overlay mask (tinted by the sprite colour).
pub fn overlay_image(style: OverlayStyle) -> Image {
    let t = TILE_PX;
    let mut data = Vec::with_capacity((t * t * 4) as usize);
    for y in 0..t {
        for x in 0..t {
            let edge = x < 3 || y < 3 || x >= t - 3 || y >= t - 3;
            let a: u8 = match style {
                OverlayStyle::SolidOutline if edge => 255,
                OverlayStyle::SolidOutline => 70,
                OverlayStyle::DottedOutline if edge && ((x + y) / 4) % 2 == 0 => 255,
                OverlayStyle::DottedOutline => 0,
                OverlayStyle::CrossHatch if (x + y) % 10 < 2 || (x + t - y) % 10 < 2 => 200,
                OverlayStyle::CrossHatch => 0,
                OverlayStyle::Area if x < 2 || y < 2 || x >= t - 2 || y >= t - 2 => 230,
                OverlayStyle::Area if (x + y) % 8 < 3 => 170,
                OverlayStyle::Area => 90,
                OverlayStyle::Corners => {
                    let near = |v: u32| v < 10 || v >= t - 10;
                    let rim = |v: u32| v < 4 || v >= t - 4;
                    if (rim(x) && near(y)) || (rim(y) && near(x)) {
                        255
                    } else {
                        0
                    }
                }
            };
            data.extend_from_slice(&[255, 255, 255, a]);
        }
    }
    Image::new(
        Extent3d {
            width: t,
            height: t,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::MAIN_WORLD | RenderAssetUsages::RENDER_WORLD,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kind(movement: Movement, blocks: Option<bool>) -> TerrainKind {
        TerrainKind {
            id: "k".into(),
            name: "K".into(),
            glyph: 'k',
            movement,
            blocks_sight: blocks,
            color: (100, 100, 100),
            toggles_to: None,
            cover: None,
        }
    }

    #[test]
    fn each_movement_kind_gets_its_own_pattern() {
        assert_eq!(pattern_of(&kind(Movement::Normal, None)), Pattern::Speckle);
        assert_eq!(pattern_of(&kind(Movement::Difficult, None)), Pattern::Hatch);
        assert_eq!(pattern_of(&kind(Movement::Blocked, None)), Pattern::Bricks);
        assert_eq!(
            pattern_of(&kind(Movement::Blocked, Some(false))),
            Pattern::Waves
        );
    }

    #[test]
    fn the_tileset_has_one_tile_per_kind_and_a_grid_edge() {
        let kinds = vec![
            kind(Movement::Normal, None),
            kind(Movement::Difficult, None),
        ];
        let img = tileset_image(&kinds);
        assert_eq!(img.width(), TILE_PX * 2);
        assert_eq!(img.height(), TILE_PX);
        assert_eq!(tile_pixel(&kinds[0], 0, 10), [55, 55, 55, 255]);
        assert_eq!(tile_pixel(&kinds[1], 3, 5), [62, 62, 62, 255]);
    }
}
