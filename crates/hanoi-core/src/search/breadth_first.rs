//! The breadth-first sweep: layer by layer from the start, marking each
//! position with its depth, until the goal is reached or a caller's check
//! of each layer's new positions says to stop.

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
    progress: impl FnMut(&Progress) -> ControlFlow<()>,
) -> Result<(Option<u32>, u64), SearchError> {
    marks
        .reach(start, 0)
        .map_err(|full| SearchError::from_full(full, 1))?;
    if start == goal {
        return Ok((Some(0), 1));
    }
    let mut found = None;
    let reached = sweep(
        encoding,
        rules,
        layers,
        marks,
        start,
        progress,
        |_, new, depth| {
            if new.contains(&goal) {
                found = Some(depth);
                Next::Stop
            } else {
                Next::Go
            }
        },
    )?;
    Ok((found, reached))
}

/// What the sweep does once some new positions have been marked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Next {
    Go,
    /// Finish the layer, then stop.
    StopAfterLayer,
    Stop,
}

/// Widen the ball around `start` (marked at depth 0 by the caller) a layer
/// at a time, calling `check` with the marks, each batch of positions first
/// reached and their depth, until it says to stop or nothing is left to
/// reach: the positions reached.
pub fn sweep(
    encoding: &Encoding,
    rules: &Rules,
    layers: Layers,
    marks: &mut Marks,
    start: u64,
    mut progress: impl FnMut(&Progress) -> ControlFlow<()>,
    mut check: impl FnMut(&Marks, &[u64], u32) -> Next,
) -> Result<u64, SearchError> {
    let total = encoding.positions();
    let mut frontier = alloc::vec![start];
    let (mut settled, mut reached, mut depth) = (0u64, 1u64, 0u32);
    let mut stopping = false;
    while !frontier.is_empty() && !stopping {
        let mut next = Vec::new();
        for slice in frontier.chunks(layers.slice) {
            let sides = Sides {
                own: &*marks,
                other: None,
                depth,
                from_goal: false,
            };
            let parts = parallel::split(slice, layers.share, |part| {
                let mut found = Vec::new();
                expand(encoding, rules, &sides, part, &mut found).map(|_| found)
            });
            for part in parts {
                let found = part?;
                let first_new = next.len();
                // Everything held counts against the limit, not the marks alone.
                let room = layers.room(marks.held(), &[&frontier, &next, &found]);
                let over = SearchError::OverLimit {
                    limit: layers.limit,
                    reached,
                };
                reached += mark(marks, &found, depth + 1, &mut next, room.ok_or(over)?)
                    .map_err(|full| SearchError::from_full(full, reached))?;
                match check(marks, &next[first_new..], depth + 1) {
                    Next::Go => {}
                    Next::StopAfterLayer => stopping = true,
                    Next::Stop => return Ok(reached),
                }
            }
            settled += slice.len() as u64;
            if let ControlFlow::Break(()) = progress(&Progress {
                settled,
                reached,
                total,
                depth,
            }) {
                return Err(SearchError::Cancelled);
            }
        }
        frontier = next;
        depth += 1;
    }
    Ok(reached)
}
