//! Each ∞ label's K, the finite values among the position's followers,
//! found backwards (the graph keeps parents, not children): count each ∞
//! position's moves to finite values, fill them in, then sort and write
//! each K once into one flat array, its size then its values. No map and no
//! library sort (a K has at most as many values as the position has moves),
//! which keeps the page's module small; K repeat, so a few recent ones are
//! shared.

use alloc::vec::Vec;

use super::super::analysis::AnalysisError;
use super::super::graph::Graph;
use super::labelling::{FIRST_INFINITE, INFINITE};

/// How many recently written K a new one is compared with.
const RECENT: usize = 8;

/// Replace each [`INFINITE`] label by `FIRST_INFINITE` + where its K is
/// written in the flat array returned.
pub(super) fn name_infinities(graph: &Graph, labels: &mut [u32]) -> Result<Vec<u32>, AnalysisError> {
    let states = labels.len();
    // first[u]..first[u + 1]: the finite values u's moves lead to (u ∞).
    let mut first: Vec<u32> = Vec::new();
    first.try_reserve_exact(states + 1)?;
    first.resize(states + 1, 0);
    each_finite_move(graph, labels, |p, _| first[p + 1] += 1);
    for u in 0..states {
        first[u + 1] += first[u];
    }
    let mut values: Vec<u32> = Vec::new();
    values.try_reserve_exact(first[states] as usize)?;
    values.resize(first[states] as usize, 0);
    let mut filled = first.clone();
    each_finite_move(graph, labels, |p, g| {
        values[filled[p] as usize] = g;
        filled[p] += 1;
    });
    drop(filled);

    let mut sets: Vec<u32> = Vec::new();
    let mut recent = [u32::MAX; RECENT];
    let mut next_recent = 0;
    for (u, label) in labels.iter_mut().enumerate() {
        if *label != INFINITE {
            continue;
        }
        let k = &mut values[first[u] as usize..first[u + 1] as usize];
        let len = sort_unique(k);
        let k = &k[..len];
        let written = |at: u32| at != u32::MAX && written_at(&sets, at) == k;
        let at = match recent.iter().copied().find(|&at| written(at)) {
            Some(at) => at,
            None => {
                let at = sets.len() as u32;
                sets.try_reserve(len + 1)?;
                sets.push(len as u32);
                sets.extend_from_slice(k);
                recent[next_recent] = at;
                next_recent = (next_recent + 1) % RECENT;
                at
            }
        };
        *label = FIRST_INFINITE + at;
    }
    Ok(sets)
}

/// The K written at `at` in `sets`.
pub(super) fn written_at(sets: &[u32], at: u32) -> &[u32] {
    let at = at as usize;
    &sets[at + 1..at + 1 + sets[at] as usize]
}

/// Calls `visit(p, g)` for every move from an ∞ position p to a position of
/// finite value g.
fn each_finite_move(graph: &Graph, labels: &[u32], mut visit: impl FnMut(usize, u32)) {
    for (v, &g) in labels.iter().enumerate() {
        if g < FIRST_INFINITE {
            for &p in graph.parents_of(v) {
                if labels[p as usize] == INFINITE {
                    visit(p as usize, g);
                }
            }
        }
    }
}

/// Sort `k` by insertion (it is as short as a position's list of moves) and
/// move its distinct values to the front; how many there are.
fn sort_unique(k: &mut [u32]) -> usize {
    for i in 1..k.len() {
        let mut j = i;
        while j > 0 && k[j - 1] > k[j] {
            k.swap(j - 1, j);
            j -= 1;
        }
    }
    let mut len = 0;
    for i in 0..k.len() {
        if len == 0 || k[len - 1] != k[i] {
            k[len] = k[i];
            len += 1;
        }
    }
    len
}
