//! Breadth-first from the start and from the goal at once, for rules whose
//! every move can be undone: the positions one move before a position are
//! then the positions one move after it, so the search from the goal makes
//! the same moves. Each step widens the smaller frontier by a layer, and
//! the two balls it grows are far smaller than one ball reaching the goal.
//! Each layer is expanded in slices ([`expand`], on every core where there
//! are threads) and the new positions are marked after each slice.

use alloc::vec::Vec;
use core::ops::ControlFlow;

use super::encoding::Encoding;
use super::expand::{expand, Sides};
use super::marks::{Full, Marks};
use super::{neighbours, parallel, Layers, Progress, SearchError};
use crate::position::Move;
use crate::rules::Rules;

/// Where the searches met: the move from `before` (reached from the start
/// at `forward_depth`) to `after` (reached from the goal at `backward_depth`).
#[derive(Clone, Copy, Debug)]
pub struct Meeting {
    pub before: u64,
    pub after: u64,
    pub step: Move,
    pub forward_depth: u32,
    pub backward_depth: u32,
}

impl Meeting {
    pub fn length(&self) -> u32 {
        self.forward_depth + 1 + self.backward_depth
    }
}

/// The shortest meeting (`None` when one side runs out of positions first:
/// the goal cannot be reached) and the positions reached from both ends.
/// The start and the goal differ.
pub fn search(
    encoding: &Encoding,
    rules: &Rules,
    layers: Layers,
    forward: &mut Marks,
    backward: &mut Marks,
    start: u64,
    goal: u64,
    mut progress: impl FnMut(&Progress) -> ControlFlow<()>,
) -> Result<(Option<Meeting>, u64), SearchError> {
    forward.reach(start, 0).map_err(|full| SearchError::from_full(full, 1))?;
    backward.reach(goal, 0).map_err(|full| SearchError::from_full(full, 2))?;
    let total = encoding.positions();
    let mut frontiers = [alloc::vec![start], alloc::vec![goal]];
    let mut depths = [0u32; 2];
    let (mut settled, mut reached) = (0u64, 2u64);
    loop {
        if frontiers.iter().any(|f| f.is_empty()) {
            return Ok((None, reached));
        }
        let side = if frontiers[0].len() <= frontiers[1].len() { 0 } else { 1 };
        let (own, other) = if side == 0 { (&mut *forward, &*backward) } else { (&mut *backward, &*forward) };
        let depth = depths[side];
        let frontier = core::mem::take(&mut frontiers[side]);
        let mut next = Vec::new();
        let mut best: Option<Meeting> = None;
        for slice in frontier.chunks(layers.slice) {
            let sides = Sides { own: &*own, other: Some((other, depths[1 - side])), depth, from_goal: side == 1 };
            let parts = parallel::split(slice, layers.share, |part| {
                let mut found = Vec::new();
                expand(encoding, rules, &sides, part, &mut found).map(|meeting| (found, meeting))
            });
            for part in parts {
                let (found, meeting) = part?;
                if let Some(meeting) = meeting {
                    if best.is_none_or(|b| meeting.length() < b.length()) {
                        best = Some(meeting);
                    }
                }
                // Everything held counts against the limit, not the marks alone.
                let room = layers.room(own.held() + other.held(), &[&frontier, &next, &frontiers[1 - side], &found]);
                let over = SearchError::OverLimit { limit: layers.limit, reached };
                reached += mark(own, &found, depth + 1, &mut next, room.ok_or(over)?)
                    .map_err(|full| SearchError::from_full(full, reached))?;
            }
            settled += slice.len() as u64;
            let depth = depths[0] + depths[1];
            if let ControlFlow::Break(()) = progress(&Progress { settled, reached, total, depth }) {
                return Err(SearchError::Cancelled);
            }
        }
        // The whole layer is done, so the shortest of its meetings is the
        // shortest path.
        if best.is_some() {
            return Ok((best, reached));
        }
        frontiers[side] = next;
        depths[side] += 1;
    }
}

/// Mark each of `found` reached at `depth` and put the new ones on `next`,
/// which may grow by `room` bytes at most: how many were new. (A position
/// may be found from several.)
pub fn mark(marks: &mut Marks, found: &[u64], depth: u32, next: &mut Vec<u64>, room: u128) -> Result<u64, Full> {
    /// How far ahead the marks of the positions to come are asked for.
    const AHEAD: usize = 16;
    let before = next.len();
    for (i, &rank) in found.iter().enumerate() {
        if let Some(&later) = found.get(i + AHEAD) {
            marks.prefetch(later);
        }
        if marks.reach(rank, depth)? {
            // A layer may be most of the positions: growing it must fail
            // as an error, not abort (in WebAssembly above all).
            if next.len() == next.capacity() {
                let more = next.len().max(1024);
                // While it moves, the old list and the new one are both held.
                if (next.capacity() + more) as u128 * 8 > room {
                    return Err(Full::Limit);
                }
                next.try_reserve_exact(more)
                    .map_err(|_| Full::Allocation { bytes: (next.len() + more) as u128 * 8 })?;
            }
            next.push(rank);
        }
    }
    Ok((next.len() - before) as u64)
}

/// The moves from `rank`, reached from the goal at `depth`, to the goal.
pub fn path_to_goal(
    encoding: &Encoding,
    rules: &Rules,
    backward: &Marks,
    rank: u64,
    depth: u32,
) -> Result<Vec<Move>, SearchError> {
    neighbours::path_to_end(encoding, rules, rank, depth, |neighbour, k| backward.at_depth(neighbour, k))
}
