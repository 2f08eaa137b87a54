//! The graph of a game from its start, built once for any analysis of it:
//! every reachable position (breadth first, the start first), how many
//! moves leave each, how each ended, and the positions one move before
//! each (its parents). The win/lose analysis and the generalized
//! Sprague–Grundy labelling both work backwards over it.
//!
//! Memory: a rank-to-state map of 4 bytes per rank, and per reachable state
//! its rank, counts and parents. Parents are found by making every move
//! twice (once to count, once to fill), which keeps the children off the heap.

use alloc::vec::Vec;
use core::ops::ControlFlow;

use super::analysis::{AnalysisError, Phase, Progress, MAX_RANKS};
use super::{Game, Next, Outcome};

pub(crate) const UNSEEN: u32 = u32::MAX;

/// Call the progress callback every this many positions.
pub(crate) const REPORT_EVERY: u64 = 1 << 14;

/// The rank-to-state map of `ranks` (state `i` has rank `ranks[i]`), for a
/// game of `total_ranks` ranks: what an analysis handed over rebuilds.
pub(crate) fn ids_of(ranks: &[u64], total_ranks: u64) -> Result<Vec<u32>, alloc::collections::TryReserveError> {
    let mut ids: Vec<u32> = Vec::new();
    ids.try_reserve_exact(total_ranks as usize)?;
    ids.resize(total_ranks as usize, UNSEEN);
    for (id, &rank) in ranks.iter().enumerate() {
        ids[rank as usize] = id as u32;
    }
    Ok(ids)
}

pub(crate) struct Graph {
    /// Rank to state, [`UNSEEN`] where not reachable.
    pub ids: Vec<u32>,
    /// State to rank, the start first.
    pub ranks: Vec<u64>,
    /// How many legal moves leave each state (0 where play has ended).
    pub children: Vec<u32>,
    /// How play has ended at each state, if it has.
    pub ended: Vec<Option<Outcome>>,
    /// Whether a move from the state leads where the game does not follow.
    pub beyond: Vec<bool>,
    /// Each state's parents are `parents[first_parent[s]..first_parent[s + 1]]`,
    /// one entry per move into it.
    pub first_parent: Vec<u32>,
    pub parents: Vec<u32>,
}

impl Graph {
    /// Explore `game` from its start and link the parents, reporting the
    /// exploring and linking phases; the callback may cancel.
    pub fn build<G: Game + ?Sized>(
        game: &mut G,
        progress: &mut dyn FnMut(Progress) -> ControlFlow<()>,
    ) -> Result<Graph, AnalysisError> {
        let total_ranks = game.ranks();
        if total_ranks > MAX_RANKS {
            return Err(AnalysisError::TooLarge { ranks: total_ranks });
        }
        let mut ids: Vec<u32> = Vec::new();
        ids.try_reserve_exact(total_ranks as usize)?;
        ids.resize(total_ranks as usize, UNSEEN);

        // Explore breadth first; `ranks` is the queue. `children` counts
        // each state's moves, `parents_of` how many moves lead to it.
        let mut ranks: Vec<u64> = Vec::new();
        let mut children: Vec<u32> = Vec::new();
        let mut ended: Vec<Option<Outcome>> = Vec::new();
        let mut beyond: Vec<bool> = Vec::new();
        let mut parent_counts: Vec<u32> = Vec::new();
        let start = game.start();
        ids[start as usize] = 0;
        ranks.push(start);
        parent_counts.push(0);
        let mut next = 0usize;
        let mut failed: Option<AnalysisError> = None;
        while next < ranks.len() {
            let rank = ranks[next];
            let over = game.over(rank);
            ended.push(over);
            let mut count = 0u32;
            let mut cut = false;
            if over.is_none() {
                game.moves(rank, &mut |_, to| {
                    count += 1;
                    match to {
                        Next::Beyond => cut = true,
                        Next::Rank(child) => {
                            let id = &mut ids[child as usize];
                            if *id == UNSEEN {
                                if ranks.try_reserve(1).and_then(|_| parent_counts.try_reserve(1)).is_err() {
                                    failed = Some(AnalysisError::OutOfMemory);
                                    return;
                                }
                                *id = ranks.len() as u32;
                                ranks.push(child);
                                parent_counts.push(0);
                            }
                            parent_counts[*id as usize] += 1;
                        }
                    }
                });
            }
            if let Some(error) = failed.take() {
                return Err(error);
            }
            children.try_reserve(1)?;
            children.push(count);
            beyond.try_reserve(1)?;
            beyond.push(cut);
            next += 1;
            if (next as u64).is_multiple_of(REPORT_EVERY) {
                report(progress, Phase::Exploring, next as u64, 0)?;
            }
        }
        let states = ranks.len();

        // Parents, each state's in one run of `parents`.
        let mut first_parent: Vec<u32> = Vec::new();
        first_parent.try_reserve_exact(states + 1)?;
        let mut sum = 0u64;
        first_parent.push(0);
        for &count in &parent_counts {
            sum += count as u64;
            if sum > u32::MAX as u64 {
                return Err(AnalysisError::OutOfMemory);
            }
            first_parent.push(sum as u32);
        }
        let edges = sum;
        let mut parents: Vec<u32> = Vec::new();
        parents.try_reserve_exact(edges as usize)?;
        parents.resize(edges as usize, 0);
        let mut filled = parent_counts;
        filled.iter_mut().for_each(|f| *f = 0);
        for (id, &rank) in ranks.iter().enumerate() {
            if ended[id].is_none() {
                game.moves(rank, &mut |_, to| {
                    if let Next::Rank(child) = to {
                        let c = ids[child as usize] as usize;
                        parents[(first_parent[c] + filled[c]) as usize] = id as u32;
                        filled[c] += 1;
                    }
                });
            }
            if (id as u64 + 1).is_multiple_of(REPORT_EVERY) {
                report(progress, Phase::Linking, id as u64 + 1, states as u64)?;
            }
        }
        Ok(Graph { ids, ranks, children, ended, beyond, first_parent, parents })
    }

    /// How many positions are reachable.
    pub fn states(&self) -> usize {
        self.ranks.len()
    }

    /// The states one move before `id`, once per move.
    pub fn parents_of(&self, id: usize) -> &[u32] {
        &self.parents[self.first_parent[id] as usize..self.first_parent[id + 1] as usize]
    }
}

pub(crate) fn report(
    progress: &mut dyn FnMut(Progress) -> ControlFlow<()>,
    phase: Phase,
    done: u64,
    total: u64,
) -> Result<(), AnalysisError> {
    match progress(Progress { phase, done, total }) {
        ControlFlow::Continue(()) => Ok(()),
        ControlFlow::Break(()) => Err(AnalysisError::Cancelled),
    }
}
