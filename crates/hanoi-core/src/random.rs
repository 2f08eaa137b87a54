//! A random position to start from, reachable from the puzzle's start under
//! its rules, the same for the same seed (tests and shared links repeat it).

use alloc::vec::Vec;

use crate::graph::{StateGraph, PAGE_GRAPH_LIMIT};
use crate::position::Position;
use crate::puzzle::Puzzle;

/// Moves in a random walk, per disc, where the puzzle has too many
/// positions to pick among them all: enough to scatter the discs.
const WALK_PER_DISC: usize = 64;

/// The most moves a random walk makes, whatever the discs: each move lists
/// the legal moves, up to 9,900 with 100 pins.
const WALK_MOST: usize = 4096;

/// A position reachable from the start: any of them with equal chance where
/// there are at most [`PAGE_GRAPH_LIMIT`], else the end of a random walk
/// of legal moves from the start (which stops early where no move is left).
/// Not the start itself nor a solved position where the puzzle has others:
/// a random start that is the usual one, or already solved, is no start.
pub fn random_position(puzzle: &Puzzle, seed: u64) -> Position {
    let mut rng = SplitMix(seed);
    if let Ok(graph) = StateGraph::build(puzzle, PAGE_GRAPH_LIMIT) {
        let worth = |pos: &Position| !pos.same_discs(puzzle.start()) && !puzzle.is_solved(pos);
        let count = graph.nodes.iter().filter(|pos| worth(pos)).count();
        if count > 0 {
            let pick = rng.below(count as u64) as usize;
            if let Some(pos) = graph.nodes.into_iter().filter(|pos| worth(pos)).nth(pick) {
                return pos;
            }
        } else {
            let pick = rng.below(graph.nodes.len() as u64) as usize;
            if let Some(pos) = graph.nodes.into_iter().nth(pick) {
                return pos;
            }
        }
    }
    let rules = puzzle.solution().rules();
    let mut pos = puzzle.start().clone();
    let walk = (puzzle.discs as usize).saturating_mul(WALK_PER_DISC).clamp(1, WALK_MOST);
    for _ in 0..walk {
        let moves: Vec<_> = rules.legal_moves(&pos).collect();
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.below(moves.len() as u64) as usize];
        // (legal_moves lists only what play accepts.)
        let _ = rules.play(&mut pos, mv.from as usize, mv.to as usize);
    }
    pos
}

/// Steele, Lea and Flood's SplitMix64: small, seedable and good enough to
/// pick positions and draw weights.
pub(crate) struct SplitMix(pub u64);

impl SplitMix {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number below `n` (n > 0), near enough uniform for n far below 2^64.
    fn below(&mut self, n: u64) -> u64 {
        ((self.next() as u128 * n as u128) >> 64) as u64
    }
}
