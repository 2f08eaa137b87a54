//! Breadth-first from the start and from the goal at once, for rules whose
//! every move can be undone: the positions one move before a position are
//! then the positions one move after it, so the search from the goal makes
//! the same moves. Each step widens the smaller frontier by a layer, and
//! the two balls it grows are far smaller than one ball reaching the goal.

use alloc::vec::Vec;
use core::ops::ControlFlow;

use super::encoding::Encoding;
use super::marks::Marks;
use super::{neighbours, Progress, SearchError, REPORT_EVERY};
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
    forward: &mut Marks,
    backward: &mut Marks,
    start: u64,
    goal: u64,
    mut progress: impl FnMut(&Progress) -> ControlFlow<()>,
) -> Result<(Option<Meeting>, u64), SearchError> {
    forward.reach(start, 0).map_err(|full| SearchError::from_full(full, 1))?;
    backward.reach(goal, 0).map_err(|full| SearchError::from_full(full, 2))?;
    let total = encoding.positions();
    let mut pos = encoding.blank();
    let mut frontiers = [alloc::vec![start], alloc::vec![goal]];
    let mut next = Vec::new();
    let mut depths = [0u32; 2];
    let (mut settled, mut reached) = (0u64, 2u64);
    loop {
        if frontiers.iter().any(|f| f.is_empty()) {
            return Ok((None, reached));
        }
        let side = if frontiers[0].len() <= frontiers[1].len() { 0 } else { 1 };
        let (own, other) = if side == 0 { (&mut *forward, &*backward) } else { (&mut *backward, &*forward) };
        let (depth, other_depth) = (depths[side], depths[1 - side]);
        let mut best: Option<Meeting> = None;
        let mut full = None;
        for &rank in &frontiers[side] {
            encoding.decode(rank, &mut pos);
            neighbours::each(encoding, rules, &mut pos, rank, |neighbour, step| {
                // Most moves lead back into this side's ball; a position is
                // never on both sides, so that look-up settles them.
                if own.residue(neighbour).is_some() {
                    return;
                }
                match other.residue(neighbour) {
                    Some(residue) => {
                        // The first layer to touch the other side meets it
                        // at its last layer or the one before (any nearer
                        // and the other side would have met this one first).
                        let there =
                            if residue == other_depth % 3 { other_depth } else { other_depth.saturating_sub(1) };
                        let meeting = if side == 0 {
                            Meeting {
                                before: rank,
                                after: neighbour,
                                step,
                                forward_depth: depth,
                                backward_depth: there,
                            }
                        } else {
                            // Found from the goal's side: the move undone.
                            let step = Move::new(step.to, step.from);
                            Meeting {
                                before: neighbour,
                                after: rank,
                                step,
                                forward_depth: there,
                                backward_depth: depth,
                            }
                        };
                        if best.is_none_or(|b| meeting.length() < b.length()) {
                            best = Some(meeting);
                        }
                    }
                    None => match own.reach(neighbour, depth + 1) {
                        Ok(true) => {
                            reached += 1;
                            next.push(neighbour);
                        }
                        Ok(false) => {}
                        Err(why) => full = full.or(Some(why)),
                    },
                }
            })?;
            if let Some(why) = full {
                return Err(SearchError::from_full(why, reached));
            }
            settled += 1;
            if settled.is_multiple_of(REPORT_EVERY) {
                let depth = depths[0] + depths[1];
                if let ControlFlow::Break(()) = progress(&Progress { settled, reached, total, depth }) {
                    return Err(SearchError::Cancelled);
                }
            }
        }
        // The whole layer is done, so the shortest of its meetings is the
        // shortest path.
        if best.is_some() {
            return Ok((best, reached));
        }
        core::mem::swap(&mut frontiers[side], &mut next);
        next.clear();
        depths[side] += 1;
    }
}

/// The moves from `rank`, reached from the goal at `depth`, to the goal:
/// each step to a neighbour one layer nearer the goal.
pub fn path_to_goal(
    encoding: &Encoding,
    rules: &Rules,
    backward: &Marks,
    mut rank: u64,
    depth: u32,
) -> Result<Vec<Move>, SearchError> {
    let mut moves = Vec::with_capacity(depth as usize);
    let mut pos = encoding.blank();
    for k in (1..=depth).rev() {
        encoding.decode(rank, &mut pos);
        let mut nearer = None;
        neighbours::each(encoding, rules, &mut pos, rank, |neighbour, step| {
            if nearer.is_none() && backward.at_depth(neighbour, k - 1) {
                nearer = Some((neighbour, step));
            }
        })?;
        let (neighbour, step) = nearer.ok_or(SearchError::Inconsistent)?;
        moves.push(step);
        rank = neighbour;
    }
    Ok(moves)
}
