//! The breadth-first sweep: layer by layer from the start until the goal
//! is reached, marking each position with its depth.

use alloc::vec::Vec;
use core::ops::ControlFlow;

use super::encoding::Encoding;
use super::marks::Marks;
use super::{Progress, SearchError, REPORT_EVERY};
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
    marks.reach(start, 0);
    if start == goal {
        return Ok((Some(0), 1));
    }
    let pins = encoding.pins();
    let total = encoding.positions();
    let mut pos = encoding.blank();
    let mut frontier = alloc::vec![start];
    let mut next = Vec::new();
    let (mut settled, mut reached, mut depth) = (0u64, 1u64, 0u32);
    while !frontier.is_empty() {
        for &rank in &frontier {
            encoding.decode(rank, &mut pos);
            for from in 0..pins {
                let Some(&disc) = pos.top(from) else { continue };
                for to in 0..pins {
                    if to == from || rules.check(&pos, from, to).is_err() {
                        continue;
                    }
                    let landed = rules.recoloured(&pos, disc);
                    let neighbour = if encoding.in_group(&disc) {
                        // The order of equal discs changes: rank it whole.
                        pos.shift(from, to, landed);
                        let rank = encoding.encode(&pos);
                        pos.shift(to, from, disc);
                        rank
                    } else {
                        encoding.shifted(rank, &disc, &landed, from, to)
                    };
                    let Some(neighbour) = neighbour else { return Err(SearchError::Inconsistent) };
                    if marks.reach(neighbour, depth + 1) {
                        reached += 1;
                        if neighbour == goal {
                            return Ok((Some(depth + 1), reached));
                        }
                        next.push(neighbour);
                    }
                }
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
