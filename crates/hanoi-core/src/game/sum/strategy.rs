//! Perfect play in a sum from its parts' values and counters.
//!
//! At a finite sum s ≠ 0, move in a part whose value a has a ⊕ s < a to a
//! follower worth a ⊕ s; at ∞(K) with 0 in K (one infinite part, the
//! others adding to b in its K), move that part to a follower worth b. Both
//! leave 0. In a loopy game that alone need not end: the opponent may move
//! a part up from a (to more, or to ∞) again and again. So when the
//! opponent has just moved part j up from a finite value a with counter c,
//! the reply is in part j, back to a follower worth a with a counter below
//! c (the labelling guarantees one): the counters fall, and the win comes.
//! At a draw, keep it (a move after which the sum is ∞(K) with 0 not in K);
//! at 0 every move loses, and any is made.

use alloc::vec::Vec;

use super::product::PartMove;
use super::values::{Follower, SumAnalysis, SumOutcome};
use crate::game::Grundy;

/// The last move of play, as the strategy needs it: the part it was made
/// in, with that part's value and counter before it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LastMove {
    pub part: usize,
    pub value: Grundy,
    pub counter: u32,
}

impl SumAnalysis {
    /// What part `part` at `rank` is worth before a move there: the record
    /// of a move the strategy reads on its next turn.
    pub fn last_move(&self, part: usize, rank: u64) -> LastMove {
        LastMove { part, value: self.value(part, rank), counter: self.counter(part, rank) }
    }

    /// The move a perfect player makes at the parts' ranks, after `last`
    /// (the opponent's move, if any); `None` where no part has a move.
    pub fn perfect_move(&mut self, ranks: &[u64], last: Option<&LastMove>) -> Option<PartMove> {
        let values: Vec<Grundy> = ranks.iter().enumerate().map(|(i, &r)| self.value(i, r)).collect();
        let sum = self.sum_value(ranks);
        let all: Vec<(usize, Follower)> =
            (0..ranks.len()).flat_map(|i| self.followers(i, ranks[i]).into_iter().map(move |f| (i, f))).collect();
        let first = all.first().map(|(i, f)| PartMove { part: *i, mv: f.mv })?;
        // The sum after moving part i to a follower worth v.
        let after = |i: usize, v: &Grundy| {
            values.iter().enumerate().fold(Grundy::Finite(0), |a, (j, w)| a.plus(if j == i { v } else { w }))
        };
        let lowest = |wanted: &dyn Fn(usize, &Follower) -> bool| {
            all.iter().filter(|(i, f)| wanted(*i, f)).min_by_key(|(_, f)| f.counter).map(|(i, f)| PartMove { part: *i, mv: f.mv })
        };
        match SumOutcome::of(&sum) {
            SumOutcome::Win => {
                // Undo a move up, with a lower counter.
                if let Some(LastMove { part: j, value: Grundy::Finite(a), counter: c }) = last {
                    let up = match &values[*j] {
                        Grundy::Finite(x) => x > a,
                        Grundy::Infinite(_) => true,
                    };
                    let back = Grundy::Finite(*a);
                    if up && after(*j, &back) == Grundy::Finite(0) {
                        if let Some(m) = lowest(&|i, f| i == *j && f.value == back && f.counter < *c) {
                            return Some(m);
                        }
                    }
                }
                let down = |i: usize, f: &Follower| match (&values[i], &f.value) {
                    // Down from a finite value, never up.
                    (Grundy::Finite(a), Grundy::Finite(b)) if b < a => after(i, &f.value) == Grundy::Finite(0),
                    // Out of the one infinite part.
                    (Grundy::Infinite(_), Grundy::Finite(_)) => after(i, &f.value) == Grundy::Finite(0),
                    _ => false,
                };
                lowest(&down).or(Some(first))
            }
            SumOutcome::Draw => {
                let keeps = |i: usize, f: &Follower| SumOutcome::of(&after(i, &f.value)) == SumOutcome::Draw;
                all.iter().find(|(i, f)| keeps(*i, f)).map(|(i, f)| PartMove { part: *i, mv: f.mv }).or(Some(first))
            }
            SumOutcome::Lose => Some(first),
        }
    }
}
