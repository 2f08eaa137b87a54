//! The breadth-first sweep: layer by layer from the start until the goal
//! is reached, marking each position with its depth.

use alloc::vec::Vec;
use core::ops::ControlFlow;

use super::both_ends::mark;
use super::encoding::Encoding;
use super::expand::{expand, Sides};
use super::marks::Marks;
use super::{parallel, Layers, Progress, SearchError};
use crate::rules::Rules;

/// The goal's depth (`None` when every reachable position is settled
/// without reaching it) and the positions reached.
pub fn search(
    encoding: &Encoding,
    rules: &Rules,
    layers: Layers,
    marks: &mut Marks,
    start: u64,
    goal: u64,
    mut progress: impl FnMut(&Progress) -> ControlFlow<()>,
) -> Result<(Option<u32>, u64), SearchError> {
    marks.reach(start, 0).map_err(|full| SearchError::from_full(full, 1))?;
    if start == goal {
        return Ok((Some(0), 1));
    }
    let total = encoding.positions();
    let mut frontier = alloc::vec![start];
    let (mut settled, mut reached, mut depth) = (0u64, 1u64, 0u32);
    while !frontier.is_empty() {
        let mut next = Vec::new();
        for slice in frontier.chunks(layers.slice) {
            let sides = Sides { own: &*marks, other: None, depth, from_goal: false };
            let parts = parallel::split(slice, layers.share, |part| {
                let mut found = Vec::new();
                expand(encoding, rules, &sides, part, &mut found).map(|_| found)
            });
            for part in parts {
                let found = part?;
                let first_new = next.len();
                // Everything held counts against the limit, not the marks alone.
                let room = layers.room(marks.held(), &[&frontier, &next, &found]);
                let over = SearchError::OverLimit { limit: layers.limit, reached };
                reached += mark(marks, &found, depth + 1, &mut next, room.ok_or(over)?)
                    .map_err(|full| SearchError::from_full(full, reached))?;
                if next[first_new..].contains(&goal) {
                    return Ok((Some(depth + 1), reached));
                }
            }
            settled += slice.len() as u64;
            if let ControlFlow::Break(()) = progress(&Progress { settled, reached, total, depth }) {
                return Err(SearchError::Cancelled);
            }
        }
        frontier = next;
        depth += 1;
    }
    Ok((None, reached))
}
