//! The state graph: every position reachable from a puzzle's start under
//! its rules, and the moves between them, with the solution's path through
//! it. For 3 discs on 3 pins it is Sierpinski's triangle, and the solution
//! its straight side.

use alloc::collections::btree_map::Entry;
use alloc::collections::{BTreeMap, BTreeSet, VecDeque};
use alloc::vec::Vec;
use core::fmt;

use crate::position::Position;
use crate::puzzle::Puzzle;
use crate::search::Search;

/// The most positions `hanoi graph` lays out.
pub const CLI_GRAPH_LIMIT: usize = 100_000;

/// Positions, moves and the solution's path, by node index.
#[derive(Clone, Debug)]
pub struct StateGraph {
    /// The positions, the start first, in breadth-first order.
    pub nodes: Vec<Position>,
    /// Every legal move as (from, to) node indices. Where every move can be
    /// undone (`directed` false) each pair once, the smaller index first.
    pub edges: Vec<(u32, u32)>,
    /// Whether some move cannot be undone by a move back.
    pub directed: bool,
    /// The first position reached that solves the puzzle.
    pub goal: Option<u32>,
    /// The positions the solution passes through, from the start.
    pub path: Vec<u32>,
}

/// Why there is no graph.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GraphError {
    /// More than `limit` positions are reachable; `ranks` bounds them from
    /// above, as the exact search counts them (when it can).
    TooBig { limit: usize, ranks: Option<u64> },
}

impl fmt::Display for GraphError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GraphError::TooBig { limit, ranks: Some(ranks) } => {
                write!(f, "more than {limit} positions are reachable (up to {ranks} by count)")
            }
            GraphError::TooBig { limit, ranks: None } => write!(f, "more than {limit} positions are reachable"),
        }
    }
}

impl core::error::Error for GraphError {}

/// A position as a sortable key: each pin's discs (size, colour, stack),
/// then the bases and shafts, which Position's equality also compares.
fn key(pos: &Position) -> Vec<u32> {
    let mut key = Vec::with_capacity(pos.disc_count() + 3 * pos.pin_count());
    for pin in pos.pins() {
        key.extend(pin.iter().map(|d| (d.size as u32) << 16 | (d.colour as u32) << 8 | d.stack as u32));
        key.push(u32::MAX);
    }
    key.extend(pos.bases().iter().chain(pos.shafts()).map(|&c| c as u32));
    key
}

impl StateGraph {
    /// Explore `puzzle` breadth-first from its start, refusing once more
    /// than `limit` positions are found.
    pub fn build(puzzle: &Puzzle, limit: usize) -> Result<StateGraph, GraphError> {
        let too_big = || GraphError::TooBig { limit, ranks: Search::new(puzzle).ok().map(|s| s.estimate().positions) };
        let rules = puzzle.solution().rules();
        let mut index: BTreeMap<Vec<u32>, u32> = BTreeMap::from([(key(puzzle.start()), 0)]);
        let mut nodes = alloc::vec![puzzle.start().clone()];
        let mut queue = VecDeque::from([0u32]);
        let mut edges = BTreeSet::new();
        while let Some(from) = queue.pop_front() {
            let pos = nodes[from as usize].clone();
            for mv in rules.legal_moves(&pos) {
                let mut next = pos.clone();
                // (legal_moves lists only what play accepts; no panic either way.)
                if rules.play(&mut next, mv.from as usize, mv.to as usize).is_err() {
                    continue;
                }
                let to = match index.entry(key(&next)) {
                    Entry::Occupied(found) => *found.get(),
                    Entry::Vacant(_) if nodes.len() >= limit => return Err(too_big()),
                    Entry::Vacant(place) => {
                        let to = *place.insert(nodes.len() as u32);
                        nodes.push(next);
                        queue.push_back(to);
                        to
                    }
                };
                edges.insert((from, to));
            }
        }
        let directed = edges.iter().any(|&(a, b)| !edges.contains(&(b, a)));
        let edges = edges.into_iter().filter(|&(a, b)| directed || a < b).collect();
        let goal = nodes.iter().position(|pos| puzzle.is_solved(pos)).map(|i| i as u32);
        // The solution, replayed: every position it passes is reachable.
        let mut pos = puzzle.start().clone();
        let mut path = alloc::vec![0];
        for mv in puzzle.solution().moves() {
            rules.apply(&mut pos, mv);
            match index.get(&key(&pos)) {
                Some(&node) => path.push(node),
                None => break, // (a solution that left the rules: the tests would say)
            }
        }
        Ok(StateGraph { nodes, edges, directed, goal, path })
    }
}
