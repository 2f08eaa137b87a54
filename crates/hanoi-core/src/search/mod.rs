//! Exact breadth-first search for the fewest moves, using only a puzzle's
//! start, goal and rules, so every variation works without search code of
//! its own.
//!
//! Positions are ranks in a mixed-radix number ([`encoding`]); the search
//! keeps 2 bits per position where every move can be undone (its depth mod
//! 3) and 4 bytes where moves are one-way (Cyclic, Lundon's colour cycle),
//! and walks back from the goal to find one shortest solution. It runs in
//! WebAssembly as well: `no_std`, cancellable through the progress
//! callback, and it states its memory before it starts.

mod breadth_first;
pub mod encoding;
mod marks;
mod walk_back;

use alloc::vec::Vec;
use core::fmt;
use core::ops::ControlFlow;

use crate::position::{Move, Position};
use crate::puzzle::Puzzle;
use crate::rules::{Constraint, Recolour, Rules};
pub use encoding::{Encoding, Unencodable};
use marks::Marks;

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
    OutOfMemory { bytes: u128 },
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
            SearchError::Inconsistent => f.write_str("the search found a length but could not trace a solution"),
        }
    }
}

/// The size of a search before it starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Estimate {
    /// Ranks, an upper bound on the positions reached.
    pub positions: u64,
    /// Bytes for the marks plus an allowance for the frontier (one rank in
    /// sixteen waiting at once, 8 bytes each).
    pub bytes: u128,
    /// Bits of marks per position (2 or 32).
    pub bits_per_position: u32,
}

/// A search prepared for one puzzle.
pub struct Search {
    rules: Rules,
    start: Position,
    /// Solved means the same discs as here ([`Puzzle::is_solved`]).
    goal: Position,
    encoding: Encoding,
    /// Whether every legal move can be undone by a legal move, so that
    /// depth mod 3 suffices to walk back.
    reversible: bool,
}

/// Settled positions between two progress reports (and cancel checks).
const REPORT_EVERY: u64 = 1 << 16;

impl Search {
    /// The search for a catalogue puzzle.
    pub fn new(puzzle: &Puzzle) -> Result<Search, Unencodable> {
        Search::between(puzzle.solution().rules().clone(), puzzle.start().clone(), puzzle.goal().clone())
    }

    /// The search from `start` to the discs of `goal` under `rules`.
    pub fn between(rules: Rules, start: Position, goal: Position) -> Result<Search, Unencodable> {
        let encoding = Encoding::new(&rules, &start, &goal)?;
        // Moving a disc back undoes a move when the pins play no part in
        // direction and a colour change undoes itself; the colours' checks
        // then hold for the way back because they held when the disc landed
        // where it came from. The walk back replays its answer anyway.
        let one_way = rules.constraints().contains(&Constraint::Clockwise);
        let recolour_undoes = matches!(rules.recolour(), Recolour::Fixed | Recolour::Flip(..));
        Ok(Search { reversible: !one_way && recolour_undoes, rules, start, goal, encoding })
    }

    pub fn estimate(&self) -> Estimate {
        let positions = self.encoding.positions();
        let marks = Marks::bytes(positions, !self.reversible);
        Estimate {
            positions,
            bytes: marks + positions as u128 / 16 * 8,
            bits_per_position: if self.reversible { 2 } else { 32 },
        }
    }

    /// Search until the goal is reached or every reachable position is
    /// settled. `progress` is called every so often; `Break` cancels.
    pub fn run(&self, progress: impl FnMut(&Progress) -> ControlFlow<()>) -> Result<Outcome, SearchError> {
        let exact = !self.reversible;
        let positions = self.encoding.positions();
        let mut marks = Marks::new(positions, exact)
            .map_err(|_| SearchError::OutOfMemory { bytes: Marks::bytes(positions, exact) })?;
        let rules = &self.rules;
        let start = self.encoding.encode(&self.start).ok_or(SearchError::Inconsistent)?;
        // A goal with a colour its disc can never take has no rank; the
        // search then just counts what is reachable (ranks stay below u64::MAX).
        let goal = self.encoding.encode(&self.goal).unwrap_or(u64::MAX);
        let (depth, reached) = breadth_first::search(&self.encoding, rules, &mut marks, start, goal, progress)?;
        let Some(depth) = depth else { return Ok(Outcome::Unreachable { reached }) };
        let moves = walk_back::shortest_path(&self.encoding, rules, &marks, goal, depth)?;
        // The answer is replayed under the rules: a length that is not a
        // solution is never reported.
        let mut pos = self.start.clone();
        for mv in &moves {
            rules.play(&mut pos, mv.from as usize, mv.to as usize).map_err(|_| SearchError::Inconsistent)?;
        }
        if !pos.same_discs(&self.goal) {
            return Err(SearchError::Inconsistent);
        }
        Ok(Outcome::Solved { moves, reached })
    }
}
