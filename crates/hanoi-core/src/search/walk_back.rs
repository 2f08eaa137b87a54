//! One shortest solution, traced back from the goal through positions one
//! layer nearer the start each step.
//!
//! Predecessors come from the rules alone: take the top disc of a pin, put
//! it back on another pin in any colour it can have, and keep the result if
//! the rules' own move from there leads here. So one-way moves and colour
//! changes need no inverse rules.

use alloc::vec::Vec;

use super::encoding::Encoding;
use super::marks::Marks;
use super::SearchError;
use crate::position::{Disc, Move};
use crate::rules::Rules;

pub fn shortest_path(encoding: &Encoding, rules: &Rules, marks: &Marks, goal: u64, depth: u32) -> Result<Vec<Move>, SearchError> {
    let mut moves = Vec::with_capacity(depth as usize);
    let mut here = encoding.blank();
    let mut rank = goal;
    for k in (1..=depth).rev() {
        encoding.decode(rank, &mut here);
        let (before, mv) = predecessor(encoding, rules, marks, &here, rank, k - 1).ok_or(SearchError::Inconsistent)?;
        moves.push(mv);
        rank = before;
    }
    moves.reverse();
    Ok(moves)
}

/// A position marked at `depth` from which one legal move leads to `here`
/// (of rank `rank`): its rank and the move.
fn predecessor(
    encoding: &Encoding,
    rules: &Rules,
    marks: &Marks,
    here: &crate::position::Position,
    rank: u64,
    depth: u32,
) -> Option<(u64, Move)> {
    let pins = encoding.pins();
    for to in 0..pins {
        let Some(&moved) = here.top(to) else { continue };
        for from in (0..pins).filter(|&from| from != to) {
            for &colour in encoding.colours_for(&moved) {
                let mut before = here.clone();
                before.pop(to);
                if before.top_or_base(from).size < moved.size {
                    continue;
                }
                before.push(from, Disc { colour, ..moved });
                let Some(before_rank) = encoding.encode(&before) else { continue };
                if !marks.at_depth(before_rank, depth) {
                    continue;
                }
                let mut after = before.clone();
                if rules.play(&mut after, from, to).is_ok() && encoding.encode(&after) == Some(rank) {
                    return Some((before_rank, Move::new(from as u8, to as u8)));
                }
            }
        }
    }
    None
}
