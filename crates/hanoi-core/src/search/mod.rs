//! Exact breadth-first search for the fewest moves, using only a puzzle's
//! start, goal and rules, so every variation works without search code of
//! its own.
//!
//! Positions are ranks in a mixed-radix number ([`encoding`]). Where every
//! move can be undone, the search grows balls from the start and from the
//! goal at once, keeping each side's depth mod 3 in 2 bits per position;
//! where a swap of pins also takes the start to the goal under the same
//! rules (Classic, Reve's), one ball from the start meets its own mirror
//! image instead ([`mirrored`]), with half the positions and marks;
//! where moves are one-way (Cyclic, Lundon's colour cycle) it searches from
//! the start only, keeping exact depths in 4 bytes. Where most ranks are
//! positions the rules never allow, the search keeps the positions reached
//! instead ([`Store`]): from both ends, each layer as a sorted list
//! ([`layered`]); from the start, a hash table of their depths. One
//! shortest solution is traced back through the depths or the layers and
//! replayed under the rules before it is reported. It runs in WebAssembly as well: `no_std`, cancellable through
//! the progress callback, and it states its memory before it starts; with
//! the `threads` feature each layer is expanded on every core.

mod both_ends;
mod breadth_first;
pub mod encoding;
mod expand;
mod layered;
mod marks;
mod mirrored;
mod neighbours;
mod packed;
mod parallel;
mod radix;
mod reversible;
mod sorted;
mod sparse;
mod walk_back;

use alloc::vec::Vec;
use core::fmt;
use core::ops::ControlFlow;

use crate::position::{Move, Position};
use crate::puzzle::Puzzle;
use crate::rules::Rules;
pub use encoding::{Encoding, Unencodable};
use marks::{Full, Layout, Marks};
use mirrored::Mirror;

/// The most memory a search's marks may take in the page: a browser tab
/// shares its memory with everything else on the machine, and wasm32 has at
/// most 4 GB. The `hanoi` command has its own limit (`--max-memory`).
pub const PAGE_MEMORY_LIMIT: u128 = 512 << 20;

/// What the `hanoi` command lets a search take unless `--max-memory` says
/// otherwise, in megabytes (4 GB): the CLI's default, and what a command the
/// page names asks more than, where its search needs more.
pub const COMMAND_LINE_MEMORY_MB: u64 = 4096;

/// How far a search has got, for a progress bar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// Positions whose moves have all been tried.
    pub settled: u64,
    /// Positions reached so far (settled or waiting).
    pub reached: u64,
    /// The number of ranks: no search reaches more positions.
    pub total: u64,
    /// The depth being settled.
    pub depth: u32,
}

/// What a finished search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The fewest moves, as one shortest solution.
    Solved { moves: Vec<Move>, reached: u64 },
    /// Every position reachable from the start was visited; none is solved.
    Unreachable { reached: u64 },
}

impl Outcome {
    pub fn reached(&self) -> u64 {
        match self {
            Outcome::Solved { reached, .. } | Outcome::Unreachable { reached } => *reached,
        }
    }
}

/// Why a search stopped without an answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SearchError {
    Cancelled,
    /// The marks could not be allocated.
    OutOfMemory {
        bytes: u128,
    },
    /// The positions reached would need more memory than the search may
    /// take ([`Search::with_memory_limit`]).
    OverLimit {
        limit: u128,
        reached: u64,
    },
    /// The shortest path could not be traced back, or did not replay as a
    /// solution: a fault in the engine, reported rather than printed as an answer.
    Inconsistent,
}

impl fmt::Display for SearchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SearchError::Cancelled => f.write_str("the search was cancelled"),
            SearchError::OutOfMemory { bytes } => {
                write!(f, "could not allocate {} MB for the search", bytes.div_ceil(1 << 20))
            }
            // Nothing reached: dense marks too large to allocate at all.
            SearchError::OverLimit { limit, reached: 0 } => {
                write!(f, "the search would need more than the {} MB it may use", limit / (1 << 20))
            }
            SearchError::OverLimit { limit, reached } => write!(
                f,
                "the search reached {reached} positions and needs more than the {} MB it may use",
                limit / (1 << 20)
            ),
            SearchError::Inconsistent => f.write_str("the search found a length but could not trace a solution"),
        }
    }
}

impl core::error::Error for SearchError {}

impl SearchError {
    fn from_full(full: Full, reached: u64) -> SearchError {
        match full {
            Full::Allocation { bytes } => SearchError::OutOfMemory { bytes },
            // The limit is filled in by the search, which knows it.
            Full::Limit => SearchError::OverLimit { limit: 0, reached },
        }
    }
}

/// The size of a search before it starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Estimate {
    /// Ranks, an upper bound on the positions reached.
    pub positions: u64,
    /// Bytes for the marks plus an allowance for the frontier (one rank in
    /// sixteen waiting at once, 8 bytes each; more when the puzzle's
    /// solution is short, up to every rank twice when it is under 12 moves).
    pub bytes: u128,
    /// Bits of marks per position (4 from both ends, 2 from the start only, 32 for one-way moves).
    pub bits_per_position: u32,
    /// Whether most ranks are positions the rules never allow (colours that
    /// change as discs move, colour rules, pins shared by equal discs): the
    /// search then keeps the positions it reaches, which grow up to the
    /// memory limit (from both ends each layer as a sorted list, 8 bytes a
    /// position; from the start a hash table, 8 bytes a slot, 12 with exact
    /// depths, which turns dense if that becomes smaller), and `bytes` is
    /// only an upper bound.
    pub sparse: bool,
}

/// A search prepared for one puzzle.
pub struct Search {
    rules: Rules,
    start: Position,
    /// Solved means the same discs as here ([`Puzzle::is_solved`]).
    goal: Position,
    encoding: Encoding,
    /// Whether every legal move can be undone by a legal move, so that
    /// depth mod 3 suffices to walk back, and the goal's side can search
    /// with the same moves.
    reversible: bool,
    from_both_ends: bool,
    /// A swap of pins taking the start to the goal under the same rules,
    /// where there is one: the search then grows one ball from the start
    /// until it meets its own mirror image ([`mirrored`]).
    mirror: Option<Mirror>,
    /// Whether a search from both ends may use the mirror.
    mirrored: bool,
    /// The most bytes the marks may take.
    limit: u128,
    /// An upper bound on the fewest moves ([`Search::with_depth_bound`]),
    /// when known: the fewer the layers, the larger the frontier.
    depth_bound: Option<u128>,
    /// Whether most ranks are never reached ([`Estimate::sparse`]).
    sparse: bool,
    store: Store,
}

/// How a search keeps the positions it has reached.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Store {
    /// A mark per rank, or a hash table of the positions reached where most
    /// ranks are never reached, which turns into marks per rank once those
    /// take less memory.
    Automatic,
    /// A mark per rank (2 to 32 bits).
    Dense,
    /// A hash table of the positions reached (8 bytes a slot, 12 with exact depths).
    Sparse,
    /// Each layer a sorted list of the positions first reached there (8
    /// bytes a position), where every move can be undone and the search
    /// runs from both ends; elsewhere as [`Store::Sparse`].
    Layers,
}

/// Dense marks up to this size are allocated at once even where most ranks
/// are never reached: untouched pages cost nothing, and a bit array is
/// faster than a hash table.
const DENSE_AT_ONCE: u128 = 16 << 20;

/// Settled positions between two progress reports (and cancel checks).
const REPORT_EVERY: u64 = 1 << 16;

/// The most neighbours listed (8 bytes each) before they are marked: a
/// slice of a layer is cut short enough that its neighbours fit, however
/// many pins each position has moves to (with 100 pins, 9,900 a position),
/// and never take more than an eighth of the memory limit.
const CANDIDATES: u64 = 1 << 22;

/// How a search goes through its layers: how many positions of a layer are
/// expanded before their neighbours are marked (and progress is reported),
/// and the memory that everything it holds (marks, layers, neighbours
/// listed) must stay within.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Layers {
    pub slice: usize,
    /// Positions whose moves are worth a thread of their own.
    pub share: usize,
    pub limit: u128,
}

impl Layers {
    fn new(pins: usize, limit: u128) -> Layers {
        let moves = (pins as u64 * pins.saturating_sub(1) as u64).max(1);
        let candidates = CANDIDATES.min((limit / 64).min(u64::MAX as u128) as u64);
        let slice = (candidates / moves).clamp(1, REPORT_EVERY) as usize;
        // Handed to a waiting helper thread, a piece pays for itself from
        // about 1,500 moves to try.
        let share = (1536 / moves).max(1) as usize;
        Layers { slice, share, limit }
    }

    /// The bytes left under the limit beside marks and lists of ranks
    /// holding these; `None` when they pass it.
    pub fn room(&self, marks: u128, lists: &[&Vec<u64>]) -> Option<u128> {
        self.limit.checked_sub(marks + lists.iter().map(|l| l.capacity() as u128 * 8).sum::<u128>())
    }
}

impl Search {
    /// The search for a catalogue puzzle.
    pub fn new(puzzle: &Puzzle) -> Result<Search, Unencodable> {
        Search::between(puzzle.solution().rules().clone(), puzzle.start().clone(), puzzle.goal().clone())
    }

    /// Estimate with the knowledge that some solution takes `moves` (the
    /// puzzle's algorithm's length, say): few moves mean few layers, each
    /// larger. A separate step, so that a search that only runs (the
    /// page's worker) needs no code to count solutions.
    pub fn with_depth_bound(mut self, moves: Option<u128>) -> Search {
        self.depth_bound = moves;
        self
    }

    /// The search from `start` to the discs of `goal` under `rules`.
    pub fn between(rules: Rules, start: Position, goal: Position) -> Result<Search, Unencodable> {
        let encoding = Encoding::new(&rules, &start, &goal)?;
        let reversible = reversible::reversible(&rules, &encoding, &start, &goal);
        let sparse = encoding.mostly_unreachable(&rules);
        let mirror = if reversible { Mirror::new(&rules, &encoding, &start, &goal) } else { None };
        Ok(Search {
            mirror,
            mirrored: true,
            reversible,
            from_both_ends: true,
            rules,
            start,
            goal,
            encoding,
            limit: u128::MAX,
            sparse,
            store: Store::Automatic,
            depth_bound: None,
        })
    }

    /// Keep the marks within `bytes` (the frontier comes on top, and while a
    /// hash table grows the old one is held beside the new one for a
    /// moment): a search that would pass it stops with [`SearchError::OverLimit`].
    pub fn with_memory_limit(mut self, bytes: u128) -> Search {
        self.limit = bytes;
        self
    }

    /// Keep the positions reached as `store` says (to compare the stores).
    pub fn with_store(mut self, store: Store) -> Search {
        self.store = store;
        self
    }

    /// Whether the search can run within its memory limit as far as can be
    /// told before it starts: always where it keeps the positions it reaches
    /// (it may still stop at the limit), otherwise when what it surely holds
    /// (its marks and the neighbours of a slice) fits with room for layers
    /// of an eighth of that at least. The estimate's allowance for layers
    /// is a guess, which may be several times what they take (Reve's puzzle
    /// with 16 discs: 4,569 MB estimated, 2.26 GB at its peak), so layers
    /// beyond that room are held to the limit as the search runs, as in a
    /// sparse search, rather than refused by the guess; a search whose
    /// marks alone all but fill the limit is still refused at once.
    pub fn fits(&self) -> bool {
        self.sparse || self.least_memory() <= self.limit
    }

    /// The smallest memory limit under which [`Search::fits`] lets the
    /// search start: what it surely holds, with room for layers of an
    /// eighth of that (0 where it keeps only the positions it reaches).
    pub fn least_memory(&self) -> u128 {
        let (held, layers) = self.estimate_parts();
        if self.sparse {
            0
        } else {
            held + layers.min(held / 8)
        }
    }

    /// Search from the start only, even where both ends would do (to
    /// compare the two, and for the figures of a one-sided search).
    pub fn from_start_only(mut self) -> Search {
        self.from_both_ends = false;
        self
    }

    /// Search from both ends with two balls even where the start's ball
    /// could meet its own mirror image (to compare the two).
    pub fn without_mirror(mut self) -> Search {
        self.mirrored = false;
        self
    }

    /// Whether the search grows one ball from the start to meet its own
    /// mirror image: where a swap of pins takes the start to the goal under
    /// the same rules, the search is from both ends and keeps marks, not
    /// layers.
    pub fn is_mirrored(&self) -> bool {
        self.mirror.is_some() && self.mirrored && self.reversible && self.from_both_ends && !self.keeps_layers()
    }

    /// Marks per position: two sets of 2-bit residues from both ends, one
    /// from the start only or against the start's mirror image, exact
    /// 32-bit depths for one-way moves.
    fn bits_per_position(&self) -> u32 {
        match (self.reversible, self.from_both_ends && !self.is_mirrored()) {
            (false, _) => 32,
            (true, true) => 4,
            (true, false) => 2,
        }
    }

    pub fn estimate(&self) -> Estimate {
        let (held, layers) = self.estimate_parts();
        Estimate {
            positions: self.encoding.positions(),
            bytes: held + layers,
            bits_per_position: self.bits_per_position(),
            sparse: self.sparse,
        }
    }

    /// The bytes of [`Search::estimate`] in two parts: what a dense search
    /// surely holds (its marks, and the neighbours of one slice listed
    /// before they are marked), and the allowance for its layers.
    fn estimate_parts(&self) -> (u128, u128) {
        let positions = self.encoding.positions();
        let bits_per_position = self.bits_per_position();
        let marks = Marks::bytes(positions, !self.reversible) * if bits_per_position == 4 { 2 } else { 1 };
        // The neighbours of one slice, listed before they are marked.
        let pins = self.encoding.pins() as u128;
        let listed = (self.layers().slice as u128 * pins * pins.saturating_sub(1)).min(positions as u128) * 8;
        // The layer being expanded and the next hold `2 * positions / spread`
        // ranks of 8 bytes at most. Long solutions spread the positions over
        // many layers (32: what ordinary searches were measured to need); a
        // short one over a few, and then the two layers can hold almost
        // every position twice (Many_Pin with 100 pins solves 4 discs in 7
        // moves, and a layer has some 10^8 positions).
        let spread = self.depth_bound.map_or(32, |moves| (moves / 6).clamp(1, 32));
        (marks + listed, positions as u128 * 2 / spread * 8)
    }

    fn layers(&self) -> Layers {
        Layers::new(self.encoding.pins(), self.limit)
    }

    /// Search until the goal is reached or every reachable position is
    /// settled. `progress` is called every so often; `Break` cancels.
    pub fn run(&self, progress: impl FnMut(&Progress) -> ControlFlow<()>) -> Result<Outcome, SearchError> {
        let start = self.encoding.encode(&self.start).ok_or(SearchError::Inconsistent)?;
        // A goal with a colour its disc can never take has no rank; the
        // search then just counts what is reachable (ranks stay below u64::MAX).
        let goal = self.encoding.encode(&self.goal);
        let found = match goal {
            Some(goal) if self.reversible && self.from_both_ends && goal != start => {
                if self.is_mirrored() {
                    self.run_mirrored(start, progress)?
                } else if self.keeps_layers() {
                    layered::search(&self.encoding, &self.rules, self.layers(), start, goal, progress)
                        .map_err(|e| self.limited(e))?
                } else {
                    self.run_from_both_ends(start, goal, progress)?
                }
            }
            _ => self.run_from_start(start, goal.unwrap_or(u64::MAX), progress)?,
        };
        let (moves, reached) = found;
        let Some(moves) = moves else { return Ok(Outcome::Unreachable { reached }) };
        // The answer is replayed under the rules: a length that is not a
        // solution is never reported.
        let mut pos = self.start.clone();
        for mv in &moves {
            self.rules.play(&mut pos, mv.from as usize, mv.to as usize).map_err(|_| SearchError::Inconsistent)?;
        }
        if !pos.same_discs(&self.goal) {
            return Err(SearchError::Inconsistent);
        }
        Ok(Outcome::Solved { moves, reached })
    }

    /// Whether a search from both ends keeps its layers as sorted lists:
    /// where asked, or where most ranks are never reached and marks per
    /// rank would not be allocated at once.
    fn keeps_layers(&self) -> bool {
        match self.store {
            Store::Layers => true,
            Store::Automatic => {
                self.sparse && Marks::bytes(self.encoding.positions(), false) > DENSE_AT_ONCE.min(self.limit / 2)
            }
            Store::Dense | Store::Sparse => false,
        }
    }

    /// Marks for one side of the search, which gets `share` of the limit.
    fn marks(&self, exact: bool, share: u128) -> Result<Marks, SearchError> {
        let positions = self.encoding.positions();
        let limit = self.limit / share;
        let layout = match self.store {
            Store::Dense => Layout::Dense,
            Store::Sparse | Store::Layers => Layout::Sparse,
            Store::Automatic if self.sparse && Marks::bytes(positions, exact) > DENSE_AT_ONCE.min(limit) => {
                Layout::SparseThenDense
            }
            Store::Automatic => Layout::Dense,
        };
        Marks::new(positions, exact, layout, limit).map_err(|full| self.limited(SearchError::from_full(full, 0)))
    }

    /// `error` with this search's limit, where it is about the limit.
    fn limited(&self, error: SearchError) -> SearchError {
        match error {
            SearchError::OverLimit { reached, .. } => SearchError::OverLimit { limit: self.limit, reached },
            other => other,
        }
    }

    /// One shortest solution, if any, and the positions reached.
    fn run_from_start(
        &self,
        start: u64,
        goal: u64,
        progress: impl FnMut(&Progress) -> ControlFlow<()>,
    ) -> Result<(Option<Vec<Move>>, u64), SearchError> {
        let mut marks = self.marks(!self.reversible, 1)?;
        let layers = self.layers();
        let (depth, reached) =
            breadth_first::search(&self.encoding, &self.rules, layers, &mut marks, start, goal, progress)
                .map_err(|e| self.limited(e))?;
        let Some(depth) = depth else { return Ok((None, reached)) };
        let moves = walk_back::shortest_path(&self.encoding, &self.rules, &marks, goal, depth)?;
        Ok((Some(moves), reached))
    }

    fn run_mirrored(
        &self,
        start: u64,
        progress: impl FnMut(&Progress) -> ControlFlow<()>,
    ) -> Result<(Option<Vec<Move>>, u64), SearchError> {
        let mirror = self.mirror.as_ref().ok_or(SearchError::Inconsistent)?;
        let mut marks = self.marks(false, 1)?;
        mirrored::search(&self.encoding, &self.rules, self.layers(), mirror, &mut marks, start, progress)
            .map_err(|e| self.limited(e))
    }

    fn run_from_both_ends(
        &self,
        start: u64,
        goal: u64,
        progress: impl FnMut(&Progress) -> ControlFlow<()>,
    ) -> Result<(Option<Vec<Move>>, u64), SearchError> {
        let mut forward = self.marks(false, 2)?;
        let mut backward = self.marks(false, 2)?;
        let (meeting, reached) = both_ends::search(
            &self.encoding,
            &self.rules,
            self.layers(),
            &mut forward,
            &mut backward,
            start,
            goal,
            progress,
        )
        .map_err(|e| self.limited(e))?;
        let Some(meeting) = meeting else { return Ok((None, reached)) };
        let mut moves =
            walk_back::shortest_path(&self.encoding, &self.rules, &forward, meeting.before, meeting.forward_depth)?;
        moves.push(meeting.step);
        moves.extend(both_ends::path_to_goal(
            &self.encoding,
            &self.rules,
            &backward,
            meeting.after,
            meeting.backward_depth,
        )?);
        Ok((Some(moves), reached))
    }
}
