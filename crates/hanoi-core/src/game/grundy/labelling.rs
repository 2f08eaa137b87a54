//! Fraenkel–Yesha's labelling on a game's graph (graph.rs): each round m is
//! one backward sweep with a count per position of its followers that are
//! unlabelled or ∞ and not yet "covered" (given a follower labelled m); a
//! position whose count reaches zero while it is uncovered is labelled m, in
//! the order of its counter. What is left uncovered when the round ends is
//! ∞. A round is O(moves); there are as many rounds as finite values, plus
//! one. Then each ∞ gets its K, the finite values among its followers.

use alloc::vec::Vec;
use core::ops::ControlFlow;

use super::super::analysis::{AnalysisError, Phase, Progress};
use super::super::graph::{report, Graph, REPORT_EVERY};
use super::super::Outcome;
use super::infinities::name_infinities;
use super::{GrundyError, GrundyParts};

/// A label at or above this is ∞(K), K being the set written at
/// `sets[label - FIRST_INFINITE]` (its size, then its values).
pub(super) const FIRST_INFINITE: u32 = 1 << 31;
/// Labels while the rounds run.
const OPEN: u32 = u32::MAX;
pub(super) const INFINITE: u32 = u32::MAX - 1;
/// The counter of an ∞ label, which has none.
pub(super) const NO_COUNTER: u32 = u32::MAX;

/// The labels of a game's graph, or why it has none.
pub(super) fn on_graph(
    graph: &Graph,
    progress: &mut dyn FnMut(Progress) -> ControlFlow<()>,
) -> Result<GrundyParts, GrundyError> {
    let normal = graph.ended.iter().all(|e| matches!(e, None | Some(Outcome::Lose)));
    if !normal || graph.beyond.iter().any(|&b| b) {
        return Err(GrundyError::NotNormalPlay);
    }
    let (mut labels, counters) = label(graph, progress)?;
    let sets = name_infinities(graph, &mut labels)?;
    let mut ranks = Vec::new();
    ranks.try_reserve_exact(graph.ranks.len()).map_err(AnalysisError::from)?;
    ranks.extend_from_slice(&graph.ranks);
    Ok(GrundyParts { ranks, labels, counters, sets })
}

/// Fraenkel–Yesha's rounds: each state's label (finite, or [`INFINITE`])
/// and counter.
fn label(
    graph: &Graph,
    progress: &mut dyn FnMut(Progress) -> ControlFlow<()>,
) -> Result<(Vec<u32>, Vec<u32>), AnalysisError> {
    let states = graph.states();
    let mut labels: Vec<u32> = Vec::new();
    labels.try_reserve_exact(states)?;
    labels.resize(states, OPEN);
    let mut counters: Vec<u32> = Vec::new();
    counters.try_reserve_exact(states)?;
    counters.resize(states, NO_COUNTER);
    // `need[u]`: u's moves to followers unlabelled or ∞ and not covered.
    let mut need: Vec<u32> = Vec::new();
    need.try_reserve_exact(states)?;
    need.resize(states, 0);
    // `covered[u] == m + 1`: u has a follower labelled m.
    let mut covered: Vec<u32> = Vec::new();
    covered.try_reserve_exact(states)?;
    covered.resize(states, 0);
    let mut queue: Vec<u32> = Vec::new();
    queue.try_reserve(states)?;
    let loose = |l: u32| l == OPEN || l == INFINITE;
    let mut done = 0u64;
    let mut open = states;
    let mut m = 0u32;
    while open > 0 {
        report(progress, Phase::Labelling, done, states as u64)?;
        let stamp = m + 1;
        need.iter_mut().for_each(|n| *n = 0);
        for (v, &l) in labels.iter().enumerate() {
            if loose(l) {
                for &p in graph.parents_of(v) {
                    need[p as usize] += 1;
                }
            }
        }
        queue.clear();
        let mut counter = 0u32;
        for u in 0..states {
            if labels[u] == OPEN && need[u] == 0 {
                labels[u] = m;
                counters[u] = counter;
                counter += 1;
                queue.push(u as u32);
            }
        }
        let mut head = 0;
        while head < queue.len() {
            let u = queue[head] as usize;
            head += 1;
            for &p in graph.parents_of(u) {
                let p = p as usize;
                if covered[p] == stamp {
                    continue;
                }
                covered[p] = stamp;
                if !loose(labels[p]) {
                    continue;
                }
                for &q in graph.parents_of(p) {
                    let q = q as usize;
                    need[q] -= 1;
                    if need[q] == 0 && labels[q] == OPEN && covered[q] != stamp {
                        labels[q] = m;
                        counters[q] = counter;
                        counter += 1;
                        queue.push(q as u32);
                    }
                }
            }
            done += 1;
            if done.is_multiple_of(REPORT_EVERY) {
                report(progress, Phase::Labelling, done, states as u64)?;
            }
        }
        open -= queue.len();
        for u in 0..states {
            if labels[u] == OPEN && covered[u] != stamp {
                labels[u] = INFINITE;
                open -= 1;
                done += 1;
            }
        }
        m += 1;
    }
    report(progress, Phase::Labelling, states as u64, states as u64)?;
    Ok((labels, counters))
}
