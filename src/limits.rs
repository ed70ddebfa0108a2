//! Every bound the game sets on what a level, a data file or the command line may ask of it, in
//! one place. Each is far above what a fight at the table needs and low enough that nothing
//! within it can panic, overflow, exhaust memory or stall the engine; `validate` reports a value
//! beyond one at its line and column, and the README's modder section lists them.

/// The most bytes read of a level, data, command or bindings file: a 512×512 map is about
/// 270 KB, and `validate /dev/zero` must stop without reading forever.
pub const FILE_BYTES: u64 = 4 * 1024 * 1024;

/// The widest and tallest map, in squares.
pub const MAP_SIDE: usize = 512;

/// The most units a level may place, on the board and in the reserve together: enough for a
/// battle, few enough that an AI turn stays quick.
pub const UNITS: usize = 1_000;

/// The most sides a level may have.
pub const SIDES: usize = 16;

/// The most kinds of terrain `terrain.ron` may list.
pub const TERRAIN_KINDS: usize = 256;

/// The most entries in a level's `legend`.
pub const LEGEND_ENTRIES: usize = 64;

/// The most triggers a level may have, and the most actions one trigger may take.
pub const TRIGGERS: usize = 256;
pub const TRIGGER_ACTIONS: usize = 64;

/// The most objectives a level may have.
pub const OBJECTIVES: usize = 64;

/// The longest id (of a unit, side, creature, weapon, spell …), in characters.
pub const ID_CHARS: usize = 64;

/// The longest name, in characters.
pub const NAME_CHARS: usize = 100;

/// The longest description or trigger message, in characters.
pub const TEXT_CHARS: usize = 2_000;

/// The most hit points a creature may have: dice and multipliers stay far from `i32`'s end.
pub const HIT_POINTS: i32 = 10_000;

/// The most missiles of one kind (arrows, bolts) a creature may carry.
pub const AMMUNITION: u32 = 1_000;

/// The largest fixed initiative a unit may be given, either way.
pub const INITIATIVE: i32 = 1_000;

/// The most dice in one expression, the most faces a die may have (d100 is the largest the rules
/// roll), and the largest flat bonus or number.
pub const DICE_COUNT: u32 = 40;
pub const DIE_SIDES: u32 = 100;
pub const DICE_BONUS: i32 = 1_000;

/// The largest spell areas, in squares: a sphere's radius, a cube's side, a cone's and a line's
/// length. Twice the largest of the seeds' spells or more; the AI weighs every area it could
/// cast at every foe, so an area much larger would make its turns slow.
pub const SPHERE_RADIUS: u32 = 20;
pub const CUBE_SIDE: u32 = 20;
pub const CONE_LENGTH: u32 = 40;
pub const LINE_LENGTH: u32 = 100;

/// The farthest a weapon or spell may reach, in squares (no map is wider).
pub const RANGE: u32 = MAP_SIDE as u32;

/// The largest bonus a creature's, weapon's, armour's or spell's number may give, either way
/// (attack, saves, Defense, initiative, skills): d20 rolls stay meaningful and sums never wrap.
pub const BONUS: i32 = 100;

/// The largest critical multiplier a weapon may have.
pub const CRITICAL_MULTIPLIER: u32 = 10;

/// The largest damage reduction, magic resistance or percentage-like amount in data.
pub const REDUCTION: i32 = 1_000;

/// The most rounds a spell, condition or casting may last.
pub const ROUNDS: u32 = 1_000;

/// The most uses a day of a spell, and the highest caster level.
pub const USES_PER_DAY: u32 = 100;
/// The most charges a magic item holds.
pub const ITEM_CHARGES: u32 = 1_000;
pub const CASTER_LEVEL: u32 = 40;

/// The most problems `validate` reports for one file; the rest are counted.
pub const DIAGNOSTICS_PER_FILE: usize = 100;

/// The most fights one `simulate` plays, and the most threads it plays them on.
pub const SIMULATE_RUNS: usize = 10_000_000;
pub const SIMULATE_JOBS: usize = 256;

/// The most commands a command file may hold, and the most forced rolls `--rolls` may give.
pub const COMMANDS: usize = 100_000;
pub const FORCED_ROLLS: usize = 100_000;
