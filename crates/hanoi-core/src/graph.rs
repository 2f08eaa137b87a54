//! The state graph: every position reachable from a puzzle's start under
//! its rules, and the moves between them, with the solution's path through
//! it. For 3 discs on 3 pins it is Sierpinski's triangle, and the solution
//! its straight side.

use alloc::collections::btree_map::Entry;
use alloc::collections::{BTreeMap, BTreeSet, VecDeque};
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

use crate::colour::Colour;
use crate::position::{Disc, Position, Setup};
use crate::puzzle::Puzzle;
use crate::search::{Search, Unencodable};

/// The most positions `hanoi graph` lays out.
pub const CLI_GRAPH_LIMIT: usize = 100_000;

/// The most positions the page draws: every node stays a visible dot and
/// the graph is built in a blink (Classic with 7 discs has 2,187).
pub const PAGE_GRAPH_LIMIT: usize = 4096;

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
    /// The number of positions does not fit in 64 bits (as the search
    /// counts them): not explored, since finding out that thousands are
    /// reachable would mean holding thousands of large positions.
    TooManyToCount,
}

impl fmt::Display for GraphError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GraphError::TooBig { limit, ranks: Some(ranks) } => {
                write!(f, "more than {limit} positions are reachable (up to {ranks} by count)")
            }
            GraphError::TooBig { limit, ranks: None } => write!(f, "more than {limit} positions are reachable"),
            GraphError::TooManyToCount => f.write_str("the number of positions does not fit in 64 bits"),
        }
    }
}

impl core::error::Error for GraphError {}

/// A position as text that equals another's exactly when the positions are
/// equal ([`key`]'s numbers joined): the page finds the node of the
/// position on show by it.
pub fn key_text(pos: &Position) -> String {
    let mut text = String::new();
    for (i, part) in key(pos).iter().enumerate() {
        if i > 0 {
            text.push('.');
        }
        text.push_str(&part.to_string());
    }
    text
}

/// The position whose [`key_text`] this is, or `None` when it is not one:
/// the page's first module gives the key of the position on show, and the
/// study module, which can write positions, reads it back.
pub fn position_of_key(text: &str) -> Option<Position> {
    let numbers: Vec<u32> = text.split('.').map(|n| n.parse().ok()).collect::<Option<_>>()?;
    let pins = numbers.iter().filter(|&&n| n == u32::MAX).count();
    let (discs, colours) = numbers.split_at(numbers.len().checked_sub(2 * pins)?);
    let colour = |n: u32| Colour::ALL.get(n as usize).copied();
    if pins == 0 || colours.contains(&u32::MAX) {
        return None;
    }
    // Built directly rather than through a Setup: the page's first module
    // reads keys (a start of one's own), and every kilobyte counts there.
    let mut pos = Position::empty(pins, discs.len() - pins);
    for pin in 0..pins {
        pos.set_base(pin, colour(colours[pin])?);
        pos.set_shaft(pin, colour(colours[pins + pin])?);
    }
    let mut pin = 0;
    for &n in discs {
        if n == u32::MAX {
            pin += 1;
        } else if pin < pins {
            pos.push(pin, Disc { size: (n >> 16) as u16, colour: colour(n >> 8 & 0xff)?, stack: n as u8 });
        } else {
            return None;
        }
    }
    (pin == pins).then_some(pos)
}

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
        let ranks = Search::new(puzzle).map(|s| s.estimate().positions);
        if ranks == Err(Unencodable::TooManyPositions) {
            return Err(GraphError::TooManyToCount);
        }
        let too_big = || GraphError::TooBig { limit, ranks: ranks.ok() };
        let rules = puzzle.solution().rules();
        let mut index: BTreeMap<Vec<u32>, u32> = BTreeMap::from([(key(puzzle.start()), 0)]);
        // Found positions are kept as setups, which hold just their discs: a
        // Position has room for every disc on every pin, and 4,096 of them
        // with 1,000 discs on 100 pins would take 1.6 GB.
        let mut found = alloc::vec![Setup::of(puzzle.start())];
        let mut queue = VecDeque::from([0u32]);
        let mut edges = BTreeSet::new();
        while let Some(from) = queue.pop_front() {
            let mut pos = found[from as usize].position();
            let moves: Vec<_> = rules.legal_moves(&pos).collect();
            for mv in moves {
                let (a, b) = (mv.from as usize, mv.to as usize);
                let Some(&lifted) = pos.top(a) else { continue };
                // (legal_moves lists only what play accepts; no panic either way.)
                if rules.play(&mut pos, a, b).is_err() {
                    continue;
                }
                let to = match index.entry(key(&pos)) {
                    Entry::Occupied(seen) => *seen.get(),
                    Entry::Vacant(_) if found.len() >= limit => return Err(too_big()),
                    Entry::Vacant(place) => {
                        let to = *place.insert(found.len() as u32);
                        found.push(Setup::of(&pos));
                        queue.push_back(to);
                        to
                    }
                };
                edges.insert((from, to));
                // Back as it was, the disc in its old colour, for the next move.
                pos.shift(b, a, lifted);
            }
        }
        let nodes: Vec<Position> = found.iter().map(Setup::position).collect();
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

/// How a graph's nodes are placed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LayoutKind {
    /// Three pins, each position a different point (Hinz's drawing, see
    /// `sierpinski_point`): the positions form Sierpinski's triangle, the
    /// start and the goal at its bottom corners.
    Sierpinski,
    /// By the fewest moves from the start, left to right, each column
    /// ordered by the fewest moves on to the goal.
    ByDistance,
}

/// Where each node is drawn, in the unit square (x to the right, y down).
#[derive(Clone, Debug)]
pub struct Layout {
    pub kind: LayoutKind,
    pub points: Vec<(f64, f64)>,
}

impl StateGraph {
    /// A picture of the graph: Sierpinski's triangle where the positions
    /// make one (three pins, no two positions with their discs' sizes on the
    /// same pins), otherwise columns by distance from the start.
    pub fn layout(&self) -> Layout {
        match self.sierpinski() {
            Some(points) => Layout { kind: LayoutKind::Sierpinski, points },
            None => Layout { kind: LayoutKind::ByDistance, points: self.by_distance() },
        }
    }

    fn sierpinski(&self) -> Option<Vec<(f64, f64)>> {
        let start = self.nodes.first()?;
        if start.pin_count() != 3 {
            return None;
        }
        // The start's pin at the bottom left, the goal's at the bottom right.
        let fullest = |pos: &Position| (0..3).max_by_key(|&pin| pos.pin(pin).len());
        let home = fullest(start)?;
        let away = self.goal.and_then(|goal| fullest(&self.nodes[goal as usize]));
        let away = away.filter(|&pin| pin != home).unwrap_or((home + 2) % 3);
        let mut corners = [(0.0, 0.0); 3];
        corners[home] = (0.0, 1.0);
        corners[away] = (1.0, 1.0);
        // Equilateral: the top corner sqrt(3)/2 above the bottom side.
        corners[3 - home - away] = (0.5, 1.0 - 0.866_025_403_784_438_6);
        let discs = start.disc_count();
        let mut seen = BTreeSet::new();
        let mut points = Vec::with_capacity(self.nodes.len());
        for pos in &self.nodes {
            // The pin of each size, 1 to the number of discs, once each.
            let mut pin_of = alloc::vec![u8::MAX; discs + 1];
            for pin in 0..3 {
                for disc in pos.pin(pin) {
                    let slot = pin_of.get_mut(disc.size as usize).filter(|slot| **slot == u8::MAX)?;
                    *slot = pin as u8;
                }
            }
            if pin_of[1..].contains(&u8::MAX) || !seen.insert(pin_of.clone()) {
                return None; // sizes shared, or positions told apart by colour alone
            }
            points.push(sierpinski_point(corners, &pin_of[1..]));
        }
        Some(points)
    }

    fn by_distance(&self) -> Vec<(f64, f64)> {
        let count = self.nodes.len();
        let from_start = self.distances(0, false);
        let to_goal = match self.goal {
            Some(goal) => self.distances(goal, true),
            None => alloc::vec![u32::MAX; count],
        };
        let columns = from_start.iter().filter(|&&d| d != u32::MAX).max().map_or(1, |&d| d + 1);
        let mut column: Vec<Vec<u32>> = alloc::vec![Vec::new(); columns as usize];
        for node in 0..count as u32 {
            column[from_start[node as usize].min(columns - 1) as usize].push(node);
        }
        let mut points = alloc::vec![(0.0, 0.0); count];
        for (c, nodes) in column.iter_mut().enumerate() {
            nodes.sort_by_key(|&node| (to_goal[node as usize], node));
            let x = if columns > 1 { c as f64 / (columns - 1) as f64 } else { 0.5 };
            for (row, &node) in nodes.iter().enumerate() {
                points[node as usize] = (x, (row as f64 + 0.5) / nodes.len() as f64);
            }
        }
        points
    }

    /// The fewest moves from `source` to every node (or to `source` from
    /// every node, `backwards`); `u32::MAX` where there is no way.
    fn distances(&self, source: u32, backwards: bool) -> Vec<u32> {
        let count = self.nodes.len();
        let mut next: Vec<Vec<u32>> = alloc::vec![Vec::new(); count];
        for &(a, b) in &self.edges {
            let (a, b) = if backwards { (b, a) } else { (a, b) };
            next[a as usize].push(b);
            if !self.directed {
                next[b as usize].push(a);
            }
        }
        let mut distance = alloc::vec![u32::MAX; count];
        distance[source as usize] = 0;
        let mut queue = VecDeque::from([source]);
        while let Some(node) = queue.pop_front() {
            for &to in &next[node as usize] {
                if distance[to as usize] == u32::MAX {
                    distance[to as usize] = distance[node as usize] + 1;
                    queue.push_back(to);
                }
            }
        }
        distance
    }
}

/// Where the position with disc d on pin `pins[d - 1]` lies in the triangle
/// of `corners` (corner p: every disc on pin p). The largest disc's pin
/// picks a smaller triangle in that corner whose other two corners are
/// swapped, so that the move of the largest disc joins two of them by an
/// edge as long as the smallest disc's moves: with k discs a side is 2^k - 1
/// such edges, and the solution of Classic runs straight along one.
fn sierpinski_point(mut corners: [(f64, f64); 3], pins: &[u8]) -> (f64, f64) {
    let Some((&smallest, larger)) = pins.split_first() else { return (0.5, 0.75) };
    for (k, &pin) in larger.iter().enumerate().rev() {
        // Disc k + 2 of k + 2: a side of 2^(k+2) - 1 edges, the smaller triangle's 2^(k+1) - 1.
        let shrink = ((1u64 << (k + 1)) - 1) as f64 / ((1u64 << (k + 2)) - 1) as f64;
        let p = pin as usize;
        let (q, r) = ((p + 1) % 3, (p + 2) % 3);
        let toward = |to: (f64, f64)| {
            let from = corners[p];
            (from.0 + (to.0 - from.0) * shrink, from.1 + (to.1 - from.1) * shrink)
        };
        let (near_q, near_r) = (toward(corners[q]), toward(corners[r]));
        corners[q] = near_r;
        corners[r] = near_q;
    }
    corners[smallest as usize]
}
