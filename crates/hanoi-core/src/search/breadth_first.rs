//! The breadth-first sweep: layer by layer from the start until the goal
//! is reached, marking each position with its depth.

use alloc::vec::Vec;
use core::ops::ControlFlow;

use super::encoding::Encoding;
use super::marks::Marks;
use super::{neighbours, Progress, SearchError, REPORT_EVERY};
use crate::rules::Rules;

/// The goal's depth (`None` when every reachable position is settled
/// without reaching it) and the positions reached.
pub fn search(
    encoding: &Encoding,
    rules: &Rules,
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
    let mut pos = encoding.blank();
    let mut frontier = alloc::vec![start];
    let mut next = Vec::new();
    let (mut settled, mut reached, mut depth) = (0u64, 1u64, 0u32);
    while !frontier.is_empty() {
        for &rank in &frontier {
            encoding.decode(rank, &mut pos);
            let mut found = false;
            let mut full = None;
            neighbours::each(encoding, rules, &mut pos, rank, |neighbour, _| {
                if found || full.is_some() {
                    return;
                }
                match marks.reach(neighbour, depth + 1) {
                    Ok(true) => {
                        reached += 1;
                        found = neighbour == goal;
                        next.push(neighbour);
                    }
                    Ok(false) => {}
                    Err(why) => full = Some(why),
                }
            })?;
            if let Some(why) = full {
                return Err(SearchError::from_full(why, reached));
            }
            if found {
                return Ok((Some(depth + 1), reached));
            }
            settled += 1;
            if settled.is_multiple_of(REPORT_EVERY) {
                if let ControlFlow::Break(()) = progress(&Progress { settled, reached, total, depth }) {
                    return Err(SearchError::Cancelled);
                }
            }
        }
        core::mem::swap(&mut frontier, &mut next);
        next.clear();
        depth += 1;
    }
    Ok((None, reached))
}
