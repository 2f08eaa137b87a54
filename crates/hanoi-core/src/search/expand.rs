//! One step of a breadth-first layer: from a slice of the frontier, the
//! positions one move away that its side has not reached yet, and where
//! they touch the other side. It only reads the marks, so slices can be
//! expanded on several cores at once and marked afterwards in one pass.
//!
//! The neighbours of a block of positions are listed first and their marks
//! asked for ahead of use, so that the memory fetches overlap: the marks
//! of a large search are far bigger than the caches, and waiting for them
//! one at a time is most of its time.

use alloc::vec::Vec;

use super::both_ends::Meeting;
use super::encoding::Encoding;
use super::marks::Marks;
use super::{neighbours, SearchError};
use crate::position::Move;
use crate::rules::Rules;

/// Positions decoded before their neighbours' marks are looked at.
const BLOCK: usize = 32;

/// The side being expanded and, when searching from both ends, the other.
pub struct Sides<'a> {
    pub own: &'a Marks,
    /// The other side's marks and its depth, for a search from both ends.
    pub other: Option<(&'a Marks, u32)>,
    /// The depth of the positions being expanded.
    pub depth: u32,
    /// Whether this side searches from the goal (its moves are undone).
    pub from_goal: bool,
}

/// Push onto `out` every position one move from `ranks` that `own` has not
/// reached, except those the other side has: those are meetings, of which
/// the shortest is returned.
pub fn expand(
    encoding: &Encoding,
    rules: &Rules,
    sides: &Sides,
    ranks: &[u64],
    out: &mut Vec<u64>,
) -> Result<Option<Meeting>, SearchError> {
    let mut lister = neighbours::Lister::new(encoding, rules);
    let mut near: Vec<(u64, u64, Move)> = Vec::with_capacity(BLOCK * 8);
    let mut best: Option<Meeting> = None;
    for block in ranks.chunks(BLOCK) {
        near.clear();
        for &rank in block {
            let visit = |neighbour, step| {
                sides.own.prefetch(neighbour);
                if let Some((other, _)) = sides.other {
                    other.prefetch(neighbour);
                }
                near.push((rank, neighbour, step));
            };
            lister.each(encoding, rules, rank, visit)?;
        }
        for &(rank, neighbour, step) in &near {
            // Most moves lead back into this side's ball; a position is
            // never on both sides, so that look-up settles them.
            if sides.own.residue(neighbour).is_some() {
                continue;
            }
            let Some((other, other_depth)) = sides.other else {
                out.push(neighbour);
                continue;
            };
            let Some(residue) = other.residue(neighbour) else {
                out.push(neighbour);
                continue;
            };
            // The first layer to touch the other side meets it at its last
            // layer or the one before (any nearer and the other side would
            // have met this one first).
            let there = if residue == other_depth % 3 { other_depth } else { other_depth.saturating_sub(1) };
            let depth = sides.depth;
            let meeting = if sides.from_goal {
                // Found from the goal's side: the move undone.
                let step = Move::new(step.to, step.from);
                Meeting { before: neighbour, after: rank, step, forward_depth: there, backward_depth: depth }
            } else {
                Meeting { before: rank, after: neighbour, step, forward_depth: depth, backward_depth: there }
            };
            if best.is_none_or(|b| meeting.length() < b.length()) {
                best = Some(meeting);
            }
        }
    }
    Ok(best)
}
