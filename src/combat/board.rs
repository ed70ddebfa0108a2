//! A read-only snapshot of the board for one unit's decisions: what blocks, who stands where, and
//! which squares threaten it. Paths, reachable squares and attack-of-opportunity markers are all
//! computed from it, so one snapshot serves a whole hover preview.

use super::components::*;
use super::reads::{condition_set, health_state};
use crate::level::schema::Movement;
use crate::rules::board_shape::BoardShape;
use crate::rules::condition_table::Flag;
use crate::rules::grid::Pos;
use crate::rules::health::HealthState;
use bevy::ecs::query::Has;
use bevy::prelude::*;

/// Someone standing on a square, as the mover sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Occupant {
    pub entity: Entity,
    pub enemy: bool,
    /// Dying or stable creatures cannot act. Their side steps over them as over any ally; a
    /// foe may not, fallen or standing (seed 000: an enemy's square can be neither crossed nor
    /// stopped on, with no exception for the fallen).
    pub helpless: bool,
    /// Anyone may cross its square, friend or foe, at twice the cost (seed 001, "Paralizado").
    pub crossable: bool,
}

/// An enemy that could make an attack of opportunity against the mover right now.
#[derive(Clone, Debug)]
pub struct Threatener {
    pub entity: Entity,
    pub at: Pos,
    pub reach: u32,
}

/// A snapshot is shared, not copied: the AI, the rule checks and the move that follows all ask for
/// the board as the same unit sees it in the same state (see [`BoardSnapshot::for_unit`]).
#[derive(Clone, Debug)]
pub struct BoardSnapshot(std::sync::Arc<SnapshotData>);

impl std::ops::Deref for BoardSnapshot {
    type Target = SnapshotData;
    fn deref(&self) -> &SnapshotData {
        &self.0
    }
}

#[derive(Debug)]
pub struct SnapshotData {
    /// Unique to the state this snapshot was taken from: a clone shares it (see
    /// [`BoardSnapshot::stamp`]).
    stamp: u64,
    /// Squares or hexes (see [`Board::shape`]).
    pub shape: BoardShape,
    pub width: i32,
    pub height: i32,
    cells: std::sync::Arc<[Cell]>,
    padded: std::sync::Arc<PaddedTerrain>,
    /// Terrain kind names, indexed by `Cell::kind`.
    kind_names: std::sync::Arc<[String]>,
    /// For each square, 0 or 1 + an index into `occupant_list`.
    occupant_slot: Vec<u32>,
    occupant_list: Vec<Occupant>,
    /// For each square by padded index (see [`PaddedTerrain`]), how many listed threateners
    /// threaten it: the path search reads it in its inner loop.
    threat_count: Vec<u8>,
    /// The most threateners on one square.
    most_threat: u8,
    /// By padded index: what entering the square multiplies a step's cost by (see
    /// [`PaddedTerrain::entry`]), 0 also where an able enemy stands.
    entry: Vec<u8>,
    pub threateners: Vec<Threatener>,
    /// Unit ids by entity (the unit index's list, shared).
    names: std::sync::Arc<Vec<(Entity, String)>>,
}

/// What the path search needs of every square, by padded index (see [`PaddedTerrain`]).
pub struct SearchCells<'a> {
    pub terrain: &'a PaddedTerrain,
    /// What entering multiplies a step's cost by: 0 where it cannot be entered now (a wall, the
    /// border, or an able enemy on it), 2 in difficult terrain, else 1.
    pub entry: &'a [u8],
    /// How many threateners threaten each square.
    pub threat: &'a [u8],
    pub most_threat: u8,
}

/// Counts the changes to a fight's state: [`apply`](super::engine::apply) bumps it with every
/// event that could change a board snapshot (not for a spent action or a mere report), so two
/// snapshots asked for at the same count in the same world are the same board.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StateGeneration(pub u64);

type SnapshotKey = (bevy::ecs::world::WorldId, u64, Entity);

thread_local! {
    static LAST_SNAPSHOT: std::cell::RefCell<Option<(SnapshotKey, BoardSnapshot)>> =
        const { std::cell::RefCell::new(None) };
}

/// The board as a unit sees it, for a check that may read it: one already made, or one made the
/// first time a check reads it (most commands never do, and making one is the dearest read).
#[derive(Clone, Copy)]
pub enum SnapshotFor<'a> {
    Made(&'a BoardSnapshot),
    WhenRead(&'a std::cell::OnceCell<BoardSnapshot>),
}

impl<'a> SnapshotFor<'a> {
    /// The snapshot, made for `unit` now if it was not yet.
    pub fn get(self, world: &World, unit: Entity) -> &'a BoardSnapshot {
        match self {
            SnapshotFor::Made(snap) => snap,
            SnapshotFor::WhenRead(cell) => {
                cell.get_or_init(|| BoardSnapshot::for_unit(world, unit))
            }
        }
    }
}

impl BoardSnapshot {
    /// The board as `mover` sees it. Threateners are the enemies that can make an attack of
    /// opportunity now (see [`can_make_aoo`]), in initiative order.
    pub fn for_unit(world: &World, mover: Entity) -> Self {
        let key = world
            .get_resource::<StateGeneration>()
            .map(|g| (world.id(), g.0, mover));
        if let Some(key) = key
            && let Some(hit) = LAST_SNAPSHOT.with_borrow(|last| {
                last.as_ref()
                    .filter(|(k, _)| *k == key)
                    .map(|(_, snap)| snap.clone())
            })
        {
            return hit;
        }
        let snap = BoardSnapshot(std::sync::Arc::new(SnapshotData::build(world, mover)));
        if let Some(key) = key {
            LAST_SNAPSHOT.with_borrow_mut(|last| *last = Some((key, snap.clone())));
        }
        snap
    }
}

/// A stamp no other snapshot has, on any thread. Each thread counts its own from a block of 2^40
/// taken once: a counter shared by every thread was written by each at every snapshot, and
/// `simulate` on two cores spent a part of its time passing that one line of memory back and
/// forth.
fn next_stamp() -> u64 {
    static THREADS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    thread_local! {
        static NEXT: std::cell::Cell<u64> = std::cell::Cell::new(
            THREADS.fetch_add(1, std::sync::atomic::Ordering::Relaxed) << 40,
        );
    }
    NEXT.with(|next| {
        let stamp = next.get();
        next.set(stamp + 1);
        stamp
    })
}

impl SnapshotData {
    fn build(world: &World, mover: Entity) -> Self {
        let board = crate::combat::hot::resource::<Board>(world);
        let n = (board.width * board.height) as usize;
        let my_side = world.get::<Side>(mover).map(|s| s.0);
        let order = &crate::combat::hot::resource::<TurnState>(world).order;
        let mut units = units_on_board(world);
        // Initiative order first, then listing order: deterministic AoO sequencing.
        units.sort_by_cached_key(|u| {
            let place = order.iter().position(|&o| o == u.entity);
            (place.unwrap_or(usize::MAX), u.listed)
        });

        let mut snap = SnapshotData {
            stamp: next_stamp(),
            shape: board.shape,
            width: board.width,
            height: board.height,
            cells: board.cells.clone(),
            padded: board.padded.clone(),
            kind_names: board.kind_names.clone(),
            occupant_slot: vec![0; n],
            occupant_list: Vec::with_capacity(units.len()),
            threat_count: vec![0; board.padded.wall.len()],
            most_threat: 0,
            entry: board.padded.entry.clone(),
            threateners: Vec::with_capacity(units.len()),
            names: crate::combat::hot::get::<UnitIndex>(world)
                .map(|index| index.names().clone())
                .unwrap_or_default(),
        };
        let attacks_of_opportunity = crate::rulesets::of(world).threat().threatens();
        for u in &units {
            let (e, at, side, state) = (u.entity, u.at, u.side, u.state);
            if state == HealthState::Dead || e == mover {
                continue;
            }
            let enemy = Some(side) != my_side;
            // A rider and its mount share a square: the one able to act is the one in the way.
            let able_there = snap.occupant(at).is_some_and(|o| !o.helpless);
            if let Some(i) = snap.index(at).filter(|_| !able_there) {
                let helpless = !state.can_act();
                snap.occupant_list.push(Occupant {
                    entity: e,
                    enemy,
                    helpless,
                    crossable: u.crossed_at_double_cost,
                });
                // 32 bits: with 16, the units past the 65,535th read as absent.
                snap.occupant_slot[i] = snap.occupant_list.len() as u32;
                let cell = snap.padded.index(at);
                if u.crossed_at_double_cost {
                    snap.entry[cell] = snap.entry[cell].max(2);
                } else if enemy {
                    snap.entry[cell] = 0;
                }
            }
            if enemy && u.can_make_aoo && attacks_of_opportunity {
                snap.threateners.push(Threatener {
                    entity: e,
                    at,
                    reach: u.reach,
                });
            }
        }
        let mut threat_count = std::mem::take(&mut snap.threat_count);
        for t in &snap.threateners {
            snap.count_threat(t, &mut threat_count);
        }
        snap.most_threat = threat_count.iter().copied().max().unwrap_or(0);
        snap.threat_count = threat_count;
        snap
    }

    /// The board's terrain as searches read it.
    pub fn terrain(&self) -> &PaddedTerrain {
        &self.padded
    }

    /// The squares as the path search reads them (see [`SearchCells`]).
    pub fn search_cells(&self) -> SearchCells<'_> {
        SearchCells {
            terrain: &self.padded,
            entry: &self.entry,
            threat: &self.threat_count,
            most_threat: self.most_threat,
        }
    }

    /// Tells snapshots apart: two with the same stamp are copies of one, so a result computed on
    /// one holds for the other (the path search remembers its last answer by it).
    pub fn stamp(&self) -> u64 {
        self.stamp
    }

    pub fn index(&self, p: Pos) -> Option<usize> {
        (p.x >= 0 && p.y >= 0 && p.x < self.width && p.y < self.height)
            .then(|| (p.y * self.width + p.x) as usize)
    }

    pub fn movement(&self, p: Pos) -> Option<Movement> {
        self.index(p).map(|i| self.cells[i].movement)
    }

    pub fn is_wall(&self, p: Pos) -> bool {
        self.movement(p).is_none_or(|m| m == Movement::Blocked)
    }

    /// Whether the step from `from` to `to` is a diagonal that cuts a wall's corner (seed 000:
    /// no diagonal past a wall).
    pub fn cuts_a_corner(&self, from: Pos, to: Pos) -> bool {
        self.shape.is_diagonal_step(from, to)
            && (self.is_wall(Pos::new(to.x, from.y)) || self.is_wall(Pos::new(from.x, to.y)))
    }

    /// Whether entering `p` costs double: difficult ground, or a square others may cross at
    /// twice the cost (a paralyzed creature's).
    pub fn doubles_cost(&self, p: Pos) -> bool {
        self.index(p).is_some() && self.entry[self.padded.index(p)] == 2
    }

    pub fn blocks_sight(&self, p: Pos) -> bool {
        self.index(p).is_none_or(|i| self.cells[i].blocks_sight)
    }

    /// Someone stands on `p` (see [`occupant`](Self::occupant)).
    pub fn is_occupied(&self, p: Pos) -> bool {
        self.index(p).is_some_and(|i| self.occupant_slot[i] != 0)
    }

    /// Whether the square `(x, y)` of the window at `origin`, `w` × `h` squares on the map, is
    /// occupied: [`Self::is_occupied`] for a search's window without working out each square.
    pub fn occupied_window(&self, origin: Pos, w: i32, h: i32) -> impl Fn(usize, usize) -> bool {
        let width = self.width as usize;
        let first = self.index(origin).unwrap_or(0);
        let last = self.index(origin.offset(w - 1, h - 1)).map_or(0, |i| i + 1);
        let slots = &self.occupant_slot[first..last.max(first)];
        move |x, y| slots[y * width + x] != 0
    }

    pub fn occupant(&self, p: Pos) -> Option<Occupant> {
        let slot = self.index(p).map_or(0, |i| self.occupant_slot[i]);
        slot.checked_sub(1)
            .and_then(|k| self.occupant_list.get(k as usize).copied())
    }

    /// The name of the terrain at `p` ("stone wall"), or "off the map".
    pub fn terrain_name(&self, p: Pos) -> String {
        self.index(p)
            .and_then(|i| self.kind_names.get(usize::from(self.cells[i].kind)))
            .cloned()
            .unwrap_or_else(|| "off the map".into())
    }

    /// The unit id of an occupant or threatener.
    pub fn name(&self, e: Entity) -> String {
        self.names
            .iter()
            .find(|(n, _)| *n == e)
            .map(|(_, id)| id.clone())
            .unwrap_or_default()
    }

    /// Squares `t` threatens: within its reach, on the map, with a clear line from it.
    pub fn threatened_by<'a>(&'a self, t: &'a Threatener) -> impl Iterator<Item = Pos> + 'a {
        self.in_sight_within(t.at, t.reach)
    }

    /// The cells within `radius` of `from` (`from` left out), on the map, with a clear line
    /// from it: what a reach, a weapon's range or a spell's range covers.
    pub fn in_sight_within(&self, from: Pos, radius: u32) -> impl Iterator<Item = Pos> + '_ {
        self.shape
            .within(from, radius)
            .into_iter()
            .filter(move |&p| {
                self.index(p).is_some()
                    && self.shape.line_is_clear(from, p, |q| self.blocks_sight(q))
            })
    }

    /// Adds one to `counts` (by padded index) on every square [`threatened_by`](Self::threatened_by)
    /// `t`: the same squares, walked without the iterator chain, as every snapshot does this for
    /// every threatener.
    fn count_threat(&self, t: &Threatener, counts: &mut [u8]) {
        let r = t.reach as i32;
        for dy in -r..=r {
            for dx in -r..=r {
                let p = t.at.offset(dx, dy);
                if p == t.at || self.index(p).is_none() || self.shape.distance(t.at, p) > t.reach {
                    continue;
                }
                if self.shape.line_is_clear(t.at, p, |q| self.blocks_sight(q)) {
                    let i = self.padded.index(p);
                    counts[i] = counts[i].saturating_add(1);
                }
            }
        }
    }

    /// How many threateners threaten `p`.
    pub fn threat_at(&self, p: Pos) -> u32 {
        self.index(p)
            .map_or(0, |_| u32::from(self.threat_count[self.padded.index(p)]))
    }

    /// The threateners that threaten `p`, in initiative order.
    pub fn threateners_of(&self, p: Pos) -> impl Iterator<Item = &Threatener> {
        self.threateners.iter().filter(move |t| {
            self.shape.distance(t.at, p) <= t.reach
                && p != t.at
                && self.shape.line_is_clear(t.at, p, |q| self.blocks_sight(q))
        })
    }
}

/// The board's cells, squares or hexes: how distances, neighbours and lines are measured in
/// `world`'s fight (squares in a world with no board yet).
pub fn shape(world: &World) -> BoardShape {
    crate::combat::hot::get::<Board>(world).map_or(BoardShape::Square, |b| b.shape)
}

/// Whether `e` could make an attack of opportunity now: it wields a melee weapon (a unit with only
/// ranged weapons threatens nothing), it can act (not dying, stable or dead), it is not flat-footed
/// (seed 001), it has not made one this round (seed 000: one a round), and it is not carrying a
/// rider (see [`super::mounted`]).
pub fn can_make_aoo(world: &World, e: Entity) -> bool {
    let state = health_state(world, e);
    aoo_possible(
        world.get::<Carrying>(e).is_some(),
        world.get::<Equipment>(e),
        world.get::<Reactions>(e),
        state,
        no_opportunity_attacks(world.get(e), world.get(e), state),
    )
}

/// Whether the unit's conditions forbid attacks of opportunity: those that say so (flat-footed,
/// grappled, confused) and those that take its actions away.
fn no_opportunity_attacks(
    conditions: Option<&Conditions>,
    effects: Option<&SpellEffects>,
    state: HealthState,
) -> bool {
    let set = condition_set(conditions, effects, state);
    set.has(Flag::NoOpportunityAttacks) || set.has(Flag::CannotAct)
}

/// [`can_make_aoo`] from the unit's components.
fn aoo_possible(
    carrying: bool,
    equipment: Option<&Equipment>,
    reactions: Option<&Reactions>,
    state: HealthState,
    flat_footed: bool,
) -> bool {
    let armed = equipment.is_some_and(|eq| eq.melee_weapon().is_some());
    let fresh = reactions.is_some_and(|r| !r.aoo_used);
    !carrying && armed && fresh && state.can_act() && !flat_footed
}

/// A unit on the board as a snapshot needs it.
#[derive(Clone, Debug, PartialEq, Eq)]
struct OnBoard {
    entity: Entity,
    listed: usize,
    at: Pos,
    side: usize,
    state: HealthState,
    can_make_aoo: bool,
    reach: u32,
    /// Anyone may cross its square, at twice the cost (seed 001, "Paralizado").
    crossed_at_double_cost: bool,
}

/// Whether an effect on the unit lets others cross its square at twice the cost.
fn crossed_at_double_cost(effects: Option<&SpellEffects>) -> bool {
    effects.is_some_and(|s| s.has_flag(Flag::CrossedAtDoubleCost))
}

/// What a snapshot reads of every unit, in one query.
type UnitReads = (
    Entity,
    &'static Listed,
    &'static Position,
    &'static Side,
    &'static Health,
    Has<Carrying>,
    Option<&'static Equipment>,
    Option<&'static Reactions>,
    Option<&'static Conditions>,
    Option<&'static SpellEffects>,
    Option<&'static CreatureSize>,
);

thread_local! {
    /// Kept: the snapshot is built for every decision, and looking each component up was most
    /// of its cost.
    static UNIT_READS: super::reads::KeptQuery<UnitReads> = const { std::cell::RefCell::new(None) };
}

/// Every unit on the board (with a position, side and health), in no particular order.
fn units_on_board(world: &World) -> Vec<OnBoard> {
    // A world where some of those components were never registered: look each one up.
    units_by_query(world).unwrap_or_else(|| units_by_lookup(world))
}

/// [`units_on_board`] through the kept query, in no particular order.
fn units_by_query(world: &World) -> Option<Vec<OnBoard>> {
    super::reads::with_kept_query(&UNIT_READS, world, |query| {
        query
            .iter()
            .map(
                |(entity, listed, at, side, health, carrying, eq, reactions, cond, fx, size)| {
                    OnBoard {
                        entity,
                        listed: listed.0,
                        at: at.0,
                        side: side.0,
                        state: health.state,
                        can_make_aoo: aoo_possible(
                            carrying,
                            eq,
                            reactions,
                            health.state,
                            no_opportunity_attacks(cond, fx, health.state),
                        ),
                        reach: size.map_or(1, |s| s.0.reach()),
                        crossed_at_double_cost: crossed_at_double_cost(fx),
                    }
                },
            )
            .collect::<Vec<_>>()
    })
}

/// [`units_on_board`] by looking each component up, in listing order.
fn units_by_lookup(world: &World) -> Vec<OnBoard> {
    super::reads::roster(world)
        .filter_map(|e| {
            Some(OnBoard {
                entity: e.id(),
                listed: e.get::<Listed>()?.0,
                at: e.get::<Position>()?.0,
                side: e.get::<Side>()?.0,
                state: e.get::<Health>()?.state,
                can_make_aoo: can_make_aoo(world, e.id()),
                reach: e.get::<CreatureSize>().map_or(1, |s| s.0.reach()),
                crossed_at_double_cost: crossed_at_double_cost(e.get::<SpellEffects>()),
            })
        })
        .collect()
}

/// Applies a door opened or closed: its square's terrain, and the board's cells read from it.
pub(super) fn apply_event(world: &mut World, event: &super::events::CombatEvent) -> bool {
    let super::events::CombatEvent::DoorToggled { at, terrain, .. } = event else {
        return true;
    };
    let mut board = world.resource_mut::<Board>();
    if let (Some(kind), true) = (
        board.kinds.iter().position(|k| &k.id == terrain),
        board.contains(*at),
    ) {
        let i = (at.y * board.width + at.x) as usize;
        board.terrain[i] = kind;
        board.conceals_anywhere |= board.kinds[kind].conceals.is_some();
        let mut cells = board.cells.to_vec();
        cells[i] = Cell::of(&board.kinds[kind], kind);
        board.padded = PaddedTerrain::of(board.shape, board.width, board.height, &cells).into();
        board.cells = cells.into();
    }
    true
}

/// The cover `target` has from `attacker`'s shot (seed 002's "Cobertura", which seed 003 reads
/// too): that of a cover square beside the target that the line from the attacker crosses, the
/// larger if two are crossed.
pub fn cover_between(
    world: &World,
    attacker: Entity,
    target: Entity,
) -> Option<crate::level::schema::Cover> {
    let (from, to) = match (
        world.get::<Position>(attacker),
        world.get::<Position>(target),
    ) {
        (Some(a), Some(b)) => (a.0, b.0),
        _ => return None,
    };
    let board = crate::combat::hot::resource::<Board>(world);
    board
        .shape
        .line(from, to)
        .into_iter()
        .filter(|&p| p != to && board.shape.adjacent(p, to))
        .filter_map(|p| board.kind(p).and_then(|k| k.cover))
        .max_by_key(|c| *c == crate::level::schema::Cover::Large)
}

/// The terrain that hides `target` from `attacker` best (fog, darkness), with how much: its own
/// square's, or that of a square the line from the attacker crosses (the attacker's own square
/// left out: a creature in the dark sees out of it).
pub fn concealment_between(
    world: &World,
    attacker: Entity,
    target: Entity,
) -> Option<(
    crate::level::schema::Concealment,
    &crate::level::schema::TerrainKind,
)> {
    let board = crate::combat::hot::resource::<Board>(world);
    if !board.conceals_anywhere {
        return None;
    }
    let (from, to) = (
        world.get::<Position>(attacker)?.0,
        world.get::<Position>(target)?.0,
    );
    board
        .shape
        .line(from, to)
        .into_iter()
        .filter_map(|p| board.kind(p))
        .filter_map(|k| k.conceals.map(|c| (c, k)))
        .max_by_key(|(c, _)| *c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_kept_query_reads_every_unit_as_looking_each_component_up_does() {
        // Wolf Riders: riders on mounts, archers, spells; compared after every command of a fight.
        let data = crate::level::GameData::built_in().expect("built-in data");
        let level =
            crate::level::load_level(std::path::Path::new("levels/06_wolf_riders.ron"), &data)
                .expect("level 06");
        let mut world = World::new();
        super::super::spawn::spawn_encounter(&mut world, &level, 3);
        super::super::engine::resolve_into_log(&mut world, super::super::turn::start);
        let mut commands = 0;
        while crate::combat::hot::resource::<TurnState>(&world).phase
            == super::super::Phase::Running
            && commands < 400
        {
            let mut by_query = units_by_query(&world).expect("components registered");
            by_query.sort_by_key(|u| u.listed);
            assert_eq!(
                by_query,
                units_by_lookup(&world),
                "after {commands} commands"
            );
            let Some(command) = crate::ai::decide(&world, crate::ai::Difficulty::Normal) else {
                break;
            };
            super::super::engine::resolve_into_log(&mut world, |res| {
                super::super::engine::submit(res, &command)
            });
            commands += 1;
        }
        assert!(commands > 20, "the fight went on for {commands} commands");
    }

    #[test]
    fn threat_counts_are_the_squares_each_threatener_threatens() {
        // The Ogre's Bridge (reach 2 by a ravine), the Goblin King (walls and doors), Wolf
        // Riders (riders): every unit's view checked after every command of a fight.
        let data = crate::level::GameData::built_in().expect("built-in data");
        for (path, seed) in [
            ("levels/03_ogre_bridge.ron", 2),
            ("levels/05_the_goblin_king.ron", 4),
            ("levels/06_wolf_riders.ron", 3),
        ] {
            let level = crate::level::load_level(std::path::Path::new(path), &data).expect("level");
            let mut world = World::new();
            super::super::spawn::spawn_encounter(&mut world, &level, seed);
            super::super::engine::resolve_into_log(&mut world, super::super::turn::start);
            let mut long_reach = false;
            for _ in 0..400 {
                if crate::combat::hot::resource::<TurnState>(&world).phase
                    != super::super::Phase::Running
                {
                    break;
                }
                for unit in super::super::reads::roster_entities(&world) {
                    let snap = BoardSnapshot::for_unit(&world, unit);
                    long_reach |= snap.threateners.iter().any(|t| t.reach > 1);
                    for y in 0..snap.height {
                        for x in 0..snap.width {
                            let p = Pos::new(x, y);
                            let threatening = snap
                                .threateners
                                .iter()
                                .filter(|t| snap.threatened_by(t).any(|q| q == p))
                                .count();
                            assert_eq!(snap.threat_at(p) as usize, threatening, "{path} at {p:?}");
                        }
                    }
                }
                let Some(command) = crate::ai::decide(&world, crate::ai::Difficulty::Normal) else {
                    break;
                };
                super::super::engine::resolve_into_log(&mut world, |res| {
                    super::super::engine::submit(res, &command)
                });
            }
            if path.contains("ogre") {
                assert!(long_reach, "the ogre threatens two squares away");
            }
        }
    }
}
