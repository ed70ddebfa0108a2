//! The terrain tileset, generated from `assets/data/terrain.ron`: for each terrain kind a few
//! variants of its tile, drawn in its colour with the shapes of its look (stone slabs, blades of
//! grass, bricks, stones, ripples, planks, a door in its frame …; see
//! [`crate::level::schema::TerrainLook`]), so squares are told apart without colour, and a dark
//! edge that draws the grid. A kind with no look gets its movement's pattern (speckle: open
//! ground; hatching: difficult; bricks: walls; waves: impassable ground that does not block
//! sight), so modders who add a terrain kind get a tile for free.

use crate::level::schema::{Movement, TerrainKind, TerrainLook};
use crate::rules::board_shape::BoardShape;
use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

/// Pixels per tile side.
pub const TILE_PX: u32 = 48;

/// Pixels down a hex tile: a pointy-top hex [`TILE_PX`] wide is `2 / √3` times as tall (55.4),
/// rounded up; the corners outside the hex are transparent.
pub const HEX_TILE_PX: u32 = 56;

/// How far the pixel `(x, y)` of a tile `w`×`h` pixels lies inside the pointy-top hexagon `w`
/// wide drawn on it (negative outside), in pixels.
pub fn inside_hex(x: u32, y: u32, w: u32, h: u32) -> f32 {
    let (dx, dy) = (
        (x as f32 + 0.5 - w as f32 / 2.0).abs(),
        (y as f32 + 0.5 - h as f32 / 2.0).abs(),
    );
    let inradius = w as f32 / 2.0;
    let circumradius = inradius * 1.154_700_5;
    // To the vertical sides, and to the slanted ones (their normals are 30° off vertical).
    (inradius - dx).min((circumradius - dy - dx / 3f32.sqrt()) * 3f32.sqrt() / 2.0)
}

/// The size of one tile of a board's tileset, in pixels: square, or a pointy-top hex's box.
pub fn tile_px(shape: BoardShape) -> (u32, u32) {
    match shape {
        BoardShape::Square => (TILE_PX, TILE_PX),
        BoardShape::Hex => (TILE_PX, HEX_TILE_PX),
    }
}

/// Tiles drawn per terrain kind; a square shows the one its position picks, so a field of grass
/// does not repeat one tile.
pub const VARIANTS: u32 = 4;

/// How a terrain kind is drawn: its own look, else its movement's.
pub fn look_of(kind: &TerrainKind) -> TerrainLook {
    kind.look
        .unwrap_or(match (kind.movement, kind.blocks_sight()) {
            (Movement::Normal, _) => TerrainLook::Plain,
            (Movement::Difficult, _) => TerrainLook::Hatched,
            (Movement::Blocked, true) => TerrainLook::Bricks,
            (Movement::Blocked, false) => TerrainLook::Waves,
        })
}

/// The tileset index of the square at (`x`, `y`) of terrain kind `kind`.
pub fn tile_index(kind: usize, x: i32, y: i32) -> u32 {
    kind as u32 * VARIANTS + hash(x as u32, y as u32, 7) % VARIANTS
}

fn shade(c: (u8, u8, u8), factor: f32) -> [u8; 4] {
    let f = |v: u8| (f32::from(v) * factor).clamp(0.0, 255.0) as u8;
    [f(c.0), f(c.1), f(c.2), 255]
}

/// A well-mixed number from a pixel and a seed (the tiles' noise).
fn hash(x: u32, y: u32, seed: u32) -> u32 {
    let mut h = x
        .wrapping_mul(0x9E37_79B1)
        .wrapping_add(y.wrapping_mul(0x85EB_CA77))
        .wrapping_add(seed.wrapping_mul(0xC2B2_AE3D));
    h ^= h >> 15;
    h = h.wrapping_mul(0x2C1B_3C6D);
    h ^= h >> 12;
    h
}

/// Seeded features of a tile: `count` points, each at (x, y) inside the margin, with a number
/// for its size or shade.
fn features(variant: u32, salt: u32, count: u32, margin: u32) -> Vec<(i32, i32, u32)> {
    let span = TILE_PX - 2 * margin;
    (0..count)
        .map(|i| {
            let h = hash(i, variant, salt);
            (
                (margin + h % span) as i32,
                (margin + (h >> 8) % span) as i32,
                h >> 16,
            )
        })
        .collect()
}

/// How much lighter or darker than the base colour the pixel at (`x`, `y`) of variant `variant`
/// is; 1.0 is the base colour itself, which covers most of every tile.
fn tone(look: TerrainLook, variant: u32, x: u32, y: u32) -> f32 {
    match look {
        TerrainLook::Plain => plain_tone(variant, x, y),
        TerrainLook::Hatched => hatched_tone(variant, x, y),
        TerrainLook::Waves => waves_tone(variant, x, y),
        TerrainLook::Flagstones => flagstones_tone(variant, x, y),
        TerrainLook::Grass => grass_tone(variant, x, y),
        TerrainLook::Bricks => bricks_tone(variant, x, y),
        TerrainLook::Rubble => rubble_tone(variant, x, y),
        TerrainLook::Brush => brush_tone(variant, x, y),
        TerrainLook::Shallows => shallows_tone(variant, x, y),
        TerrainLook::DeepWater => deep_water_tone(variant, x, y),
        TerrainLook::Planks => planks_tone(variant, x, y),
        TerrainLook::Door => door_tone(variant, x, y),
        TerrainLook::OpenDoor => open_door_tone(variant, x, y),
        TerrainLook::Crates => crates_tone(variant, x, y),
        TerrainLook::Barricade => barricade_tone(variant, x, y),
        TerrainLook::Mist => mist_tone(variant, x, y),
        TerrainLook::Gloom => gloom_tone(variant, x, y),
    }
}

/// A speck here and there.
fn plain_tone(variant: u32, x: u32, y: u32) -> f32 {
    if hash(x, y, variant).is_multiple_of(23) {
        0.85
    } else {
        1.0
    }
}

/// Diagonal hatching.
fn hatched_tone(_variant: u32, x: u32, y: u32) -> f32 {
    if (x + y) % 8 < 2 { 0.62 } else { 1.0 }
}

/// Wavy lines.
fn waves_tone(_variant: u32, x: u32, y: u32) -> f32 {
    let wave = ((x as f32 / 6.0).sin() * 2.5) as i32;
    if (y as i32 + wave).rem_euclid(10) < 2 {
        1.35
    } else {
        1.0
    }
}

/// Slabs with joints.
fn flagstones_tone(variant: u32, x: u32, y: u32) -> f32 {
    let xi = x as i32;
    // Two rows of slabs, the joints shifted per variant and per row.
    let row = y / 24;
    let shift = (hash(row, variant, 3) % 16 + 8) as i32;
    let joint_x = (xi - shift).rem_euclid(24) == 0;
    let joint_y = y.is_multiple_of(24);
    if joint_x || joint_y {
        0.72
    } else if (xi - shift).rem_euclid(24) == 1 || y % 24 == 1 {
        1.1
    } else if hash(x, y, variant + 11).is_multiple_of(29) {
        0.88
    } else {
        1.0
    }
}

/// Blades of grass.
fn grass_tone(variant: u32, x: u32, y: u32) -> f32 {
    let (xi, yi) = (x as i32, y as i32);
    for (fx, fy, n) in features(variant, 21, 26, 3) {
        // A blade: a short stroke leaning by its number.
        let lean = (n % 3) as i32 - 1;
        for k in 0..4 {
            if xi == fx + (lean * k) / 2 && yi == fy - k {
                return if n % 4 == 0 { 1.2 } else { 0.74 };
            }
        }
    }
    1.0
}

/// Courses of bricks.
fn bricks_tone(variant: u32, x: u32, y: u32) -> f32 {
    let row = y / 12;
    let offset = if row.is_multiple_of(2) { 0 } else { 12 };
    if y.is_multiple_of(12) || (x + offset).is_multiple_of(24) {
        0.6
    } else if y % 12 == 1 {
        1.18
    } else if hash(x, y, variant + 5).is_multiple_of(31) {
        0.85
    } else {
        1.0
    }
}

/// Stones lit from the top left.
fn rubble_tone(variant: u32, x: u32, y: u32) -> f32 {
    let (xi, yi) = (x as i32, y as i32);
    let near = |(fx, fy): (i32, i32), r: i32| (xi - fx).pow(2) + (yi - fy).pow(2) <= r * r;
    for (fx, fy, n) in features(variant, 33, 9, 7) {
        let r = 3 + (n % 4) as i32;
        if near((fx, fy), r) {
            // Lit from the top left.
            return if xi + yi < fx + fy { 1.3 } else { 0.7 };
        }
    }
    1.0
}

/// Clumps of leaves.
fn brush_tone(variant: u32, x: u32, y: u32) -> f32 {
    let (xi, yi) = (x as i32, y as i32);
    let near = |(fx, fy): (i32, i32), r: i32| (xi - fx).pow(2) + (yi - fy).pow(2) <= r * r;
    for (fx, fy, n) in features(variant, 45, 5, 9) {
        let r = 5 + (n % 4) as i32;
        if near((fx, fy), r) {
            return if hash(x, y, n).is_multiple_of(5) {
                1.25
            } else {
                0.72
            };
        }
    }
    1.0
}

/// Ripples.
fn shallows_tone(variant: u32, x: u32, y: u32) -> f32 {
    let (xi, yi) = (x as i32, y as i32);
    for (fx, fy, _) in features(variant, 57, 6, 8) {
        // A ripple: the top half of a ring.
        let d = (xi - fx).pow(2) + (yi - fy).pow(2);
        if (16..=25).contains(&d) && yi <= fy {
            return 1.3;
        }
    }
    if hash(x, y, variant + 9).is_multiple_of(41) {
        0.8
    } else {
        1.0
    }
}

/// Rolling bands.
fn deep_water_tone(variant: u32, x: u32, y: u32) -> f32 {
    let phase = (variant * 3) as f32;
    let wave = ((x as f32 + phase) / 5.0).sin() * 2.0;
    let band = (y as f32 + wave).rem_euclid(12.0);
    if band < 1.5 {
        1.3
    } else if band > 10.0 {
        0.8
    } else {
        1.0
    }
}

/// Planks with grain and nails.
fn planks_tone(variant: u32, x: u32, y: u32) -> f32 {
    let t = TILE_PX;
    // Planks across, each with a grain line and nails at its ends.
    let plank = y / 8;
    if y.is_multiple_of(8) {
        0.55
    } else if (x == 4 || x == t - 5) && y % 8 == 4 {
        0.45
    } else if y % 8 == (hash(plank, variant, 2) % 5 + 2)
        && hash(x / 6, plank, variant).is_multiple_of(3)
    {
        0.82
    } else {
        1.0
    }
}

/// A shut door in its frame.
fn door_tone(_variant: u32, x: u32, y: u32) -> f32 {
    let t = TILE_PX;
    let (xi, yi) = (x as i32, y as i32);
    let near = |(fx, fy): (i32, i32), r: i32| (xi - fx).pow(2) + (yi - fy).pow(2) <= r * r;
    if x < 5 || x >= t - 5 || y < 4 {
        0.5 // frame
    } else if (y == 12 || y == 36) || (y == 13 || y == 37) {
        0.4 // iron bands
    } else if near((t as i32 - 14, 25), 3) && !near((t as i32 - 14, 25), 1) {
        0.35 // ring
    } else if (x - 5).is_multiple_of(10) {
        0.7 // gaps between planks
    } else {
        1.0
    }
}

/// An open door seen edge-on.
fn open_door_tone(_variant: u32, x: u32, y: u32) -> f32 {
    let t = TILE_PX;
    if x < 5 || x >= t - 5 || y < 4 {
        0.5 // frame
    } else if x < 11 {
        if x == 10 || y == 12 || y == 36 {
            0.4
        } else {
            0.75
        } // the leaf, seen edge-on
    } else if y >= t - 5 {
        0.8 // threshold
    } else {
        1.0
    }
}

/// A crate with braces.
fn crates_tone(_variant: u32, x: u32, y: u32) -> f32 {
    let t = TILE_PX;
    let inset = 4;
    let inside = x >= inset && x < t - inset && y >= inset && y < t - inset;
    if !inside {
        return 1.0;
    }
    let (cx, cy) = (x - inset, y - inset);
    let side = t - 2 * inset;
    if cx < 3 || cy < 3 || cx >= side - 3 || cy >= side - 3 {
        0.55 // the crate's edge
    } else if cx.abs_diff(cy) < 2 || (cx + cy).abs_diff(side - 1) < 2 {
        0.68 // its braces
    } else if cy % 10 == 0 {
        0.8
    } else {
        1.0
    }
}

/// Pointed stakes bound by a rope.
fn barricade_tone(variant: u32, x: u32, y: u32) -> f32 {
    let t = TILE_PX;
    // Five stakes with pointed tops, bound by a rope.
    let stake = x / 9;
    let cx = stake * 9 + 4;
    let tip = 8 + (hash(stake, variant, 4) % 6);
    let half = cx.abs_diff(x);
    let top = tip + half * 2;
    if y < top || half > 3 || y > t - 5 {
        1.0
    } else if half == 3 || y == top {
        0.5
    } else if y == 30 || y == 31 {
        1.35 // rope
    } else {
        0.78
    }
}

/// Long pale wisps drifting across the tile, shifted per variant.
fn mist_tone(variant: u32, x: u32, y: u32) -> f32 {
    let phase = (variant % 4) as f32 * 1.7;
    let drift = (x as f32 / 7.0 + phase).sin() * 3.0 + (x as f32 / 3.0).cos();
    match (y as f32 + drift).rem_euclid(12.0) {
        v if v < 2.5 => 1.3,
        v if v < 3.5 => 1.15,
        _ => 1.0,
    }
}

/// A close grid of dark specks, a few missing per variant.
fn gloom_tone(variant: u32, x: u32, y: u32) -> f32 {
    let on_grid = x % 4 == 1 && (y + 2 * (x / 4 % 2)) % 4 == 1;
    if on_grid && !hash(x, y, variant).is_multiple_of(7) {
        0.55
    } else {
        1.0
    }
}

/// The RGBA pixel of variant `variant` of terrain `kind`'s tile at (`x`, `y`) inside it.
pub fn tile_pixel(kind: &TerrainKind, variant: u32, x: u32, y: u32) -> [u8; 4] {
    let t = TILE_PX;
    if x == 0 || y == 0 || x == t - 1 || y == t - 1 {
        return shade(kind.color, 0.55); // grid line
    }
    shade(kind.color, tone(look_of(kind), variant, x, y))
}

/// A hex tile's pixel: the square tile's pattern inside the hexagon, its dark edge drawing the
/// grid, nothing outside.
pub fn hex_tile_pixel(kind: &TerrainKind, variant: u32, x: u32, y: u32) -> [u8; 4] {
    let inside = inside_hex(x, y, TILE_PX, HEX_TILE_PX);
    if inside < 0.0 {
        return [0, 0, 0, 0];
    }
    if inside < 1.0 {
        return shade(kind.color, 0.55);
    }
    // The pattern is drawn for a square tile: the hex's middle rows take its rows.
    let yy = (y * TILE_PX / HEX_TILE_PX).clamp(1, TILE_PX - 2);
    shade(
        kind.color,
        tone(look_of(kind), variant, x.clamp(1, TILE_PX - 2), yy),
    )
}

/// The tileset: one row per terrain kind in data order, [`VARIANTS`] tiles across (so index
/// `kind * VARIANTS + variant`, see [`tile_index`]); square tiles, or hex ones for a hex board.
pub fn tileset_image(kinds: &[TerrainKind], shape: BoardShape) -> Image {
    let (tw, th) = tile_px(shape);
    let count = kinds.len().max(1) as u32;
    let width = tw * VARIANTS;
    let height = th * count;
    let mut data = Vec::with_capacity((width * height * 4) as usize);
    for i in 0..count {
        for y in 0..th {
            for variant in 0..VARIANTS {
                for x in 0..tw {
                    let px = kinds
                        .get(i as usize)
                        .map_or([255, 0, 255, 255], |k| match shape {
                            BoardShape::Square => tile_pixel(k, variant, x, y),
                            BoardShape::Hex => hex_tile_pixel(k, variant, x, y),
                        });
                    data.extend_from_slice(&px);
                }
            }
        }
    }
    Image::new(
        Extent3d {
            width,
            height,
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
    /// Filled whole: a shade over cells a spell cannot reach.
    Fill,
}

/// A white overlay mask (tinted by the sprite colour), for a square or a hex cell.
pub fn overlay_image(style: OverlayStyle, shape: BoardShape) -> Image {
    let (t, th) = tile_px(shape);
    let mut data = Vec::with_capacity((t * th * 4) as usize);
    for y in 0..th {
        for x in 0..t {
            let a = overlay_alpha(style, shape, x, y);
            data.extend_from_slice(&[255, 255, 255, a]);
        }
    }
    Image::new(
        Extent3d {
            width: t,
            height: th,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::MAIN_WORLD | RenderAssetUsages::RENDER_WORLD,
    )
}

/// The overlay's alpha at pixel `(x, y)` of a cell of `shape`: the style's pattern, its rim
/// along the cell's edge (a square's sides or the hexagon's), nothing outside a hex.
fn overlay_alpha(style: OverlayStyle, shape: BoardShape, x: u32, y: u32) -> u8 {
    let t = TILE_PX;
    // How far the pixel lies inside the cell's edge, in pixels.
    let inside = match shape {
        BoardShape::Square => x.min(y).min(t - 1 - x).min(t - 1 - y) as f32,
        BoardShape::Hex => inside_hex(x, y, t, HEX_TILE_PX),
    };
    if inside < 0.0 {
        return 0;
    }
    match style {
        OverlayStyle::SolidOutline if inside < 3.0 => 255,
        OverlayStyle::SolidOutline => 70,
        OverlayStyle::DottedOutline if inside < 3.0 && ((x + y) / 4).is_multiple_of(2) => 255,
        OverlayStyle::DottedOutline => 0,
        OverlayStyle::CrossHatch if (x + y) % 10 < 2 || (x + t - y % t) % 10 < 2 => 200,
        OverlayStyle::CrossHatch => 0,
        OverlayStyle::Area if inside < 2.0 => 230,
        OverlayStyle::Area if (x + y) % 8 < 3 => 170,
        OverlayStyle::Area => 90,
        OverlayStyle::Fill => 255,
        OverlayStyle::Corners => {
            let bracket = match shape {
                // Brackets 10 pixels long at the four corners.
                BoardShape::Square => {
                    let near = |v: u32| v < 10 || v >= t - 10;
                    let rim = |v: u32| v < 4 || v >= t - 4;
                    (rim(x) && near(y)) || (rim(y) && near(x))
                }
                // The rim near the six points.
                BoardShape::Hex => {
                    let (dx, dy) = (
                        x as f32 + 0.5 - t as f32 / 2.0,
                        y as f32 + 0.5 - HEX_TILE_PX as f32 / 2.0,
                    );
                    let angle = dy.atan2(dx).to_degrees().rem_euclid(60.0);
                    inside < 4.0 && !(15.0..=45.0).contains(&angle)
                }
            };
            if bracket { 255 } else { 0 }
        }
    }
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
            conceals: None,
            look: None,
        }
    }

    const LOOKS: [TerrainLook; 17] = [
        TerrainLook::Plain,
        TerrainLook::Hatched,
        TerrainLook::Waves,
        TerrainLook::Flagstones,
        TerrainLook::Grass,
        TerrainLook::Bricks,
        TerrainLook::Rubble,
        TerrainLook::Brush,
        TerrainLook::Shallows,
        TerrainLook::DeepWater,
        TerrainLook::Planks,
        TerrainLook::Door,
        TerrainLook::OpenDoor,
        TerrainLook::Crates,
        TerrainLook::Barricade,
        TerrainLook::Mist,
        TerrainLook::Gloom,
    ];

    /// Which pixels of a tile are not its base colour.
    fn shape(look: TerrainLook, variant: u32) -> Vec<bool> {
        (0..TILE_PX * TILE_PX)
            .map(|i| tone(look, variant, i % TILE_PX, i / TILE_PX) != 1.0)
            .collect()
    }

    #[test]
    fn a_kind_with_no_look_gets_its_movement_s_pattern() {
        assert_eq!(look_of(&kind(Movement::Normal, None)), TerrainLook::Plain);
        assert_eq!(
            look_of(&kind(Movement::Difficult, None)),
            TerrainLook::Hatched
        );
        assert_eq!(look_of(&kind(Movement::Blocked, None)), TerrainLook::Bricks);
        assert_eq!(
            look_of(&kind(Movement::Blocked, Some(false))),
            TerrainLook::Waves
        );
        let grass = TerrainKind {
            look: Some(TerrainLook::Grass),
            ..kind(Movement::Normal, None)
        };
        assert_eq!(look_of(&grass), TerrainLook::Grass);
    }

    #[test]
    fn every_look_has_its_own_shapes_and_leaves_most_of_the_tile_its_colour() {
        for (i, a) in LOOKS.iter().enumerate() {
            let drawn = shape(*a, 0);
            let marked = drawn.iter().filter(|m| **m).count();
            // Enough shapes to read, enough base colour to read the colour (the render check
            // looks for it).
            assert!(marked > 40, "{a:?} draws only {marked} pixels");
            assert!(
                marked < (TILE_PX * TILE_PX / 2) as usize,
                "{a:?} covers {marked} pixels"
            );
            for b in &LOOKS[i + 1..] {
                assert_ne!(drawn, shape(*b, 0), "{a:?} and {b:?} look the same");
            }
        }
    }

    #[test]
    fn a_square_picks_one_of_its_kind_s_variants_and_they_differ() {
        for (x, y) in [(0, 0), (3, 7), (12, 1)] {
            let i = tile_index(2, x, y);
            assert!((2 * VARIANTS..3 * VARIANTS).contains(&i), "{i}");
        }
        let picked: std::collections::BTreeSet<u32> = (0..8)
            .flat_map(|x| (0..8).map(move |y| tile_index(0, x, y)))
            .collect();
        assert_eq!(picked.len(), VARIANTS as usize);
        assert_ne!(shape(TerrainLook::Grass, 0), shape(TerrainLook::Grass, 1));
    }

    #[test]
    fn the_tileset_has_a_row_of_variants_per_kind_and_a_grid_edge() {
        let kinds = vec![
            kind(Movement::Normal, None),
            kind(Movement::Difficult, None),
        ];
        let img = tileset_image(&kinds, BoardShape::Square);
        assert_eq!(img.width(), TILE_PX * VARIANTS);
        assert_eq!(img.height(), TILE_PX * 2);
        assert_eq!(tile_pixel(&kinds[0], 0, 0, 10), [55, 55, 55, 255]);
        assert_eq!(tile_pixel(&kinds[1], 0, 3, 5), [62, 62, 62, 255]);
    }

    #[test]
    fn every_shipped_terrain_names_a_look() {
        let data = crate::level::data::GameData::built_in().expect("the built-in data");
        for kind in &data.terrain {
            assert!(kind.look.is_some(), "{} has no look", kind.id);
        }
    }
}
