//! Generalized Sprague–Grundy values (Smith 1966) of a loopy impartial game
//! in normal play, by Fraenkel and Yesha's labelling with counters.
//!
//! A position's value is a number g, or ∞(K) with K the finite values among
//! its followers. Fraenkel–Yesha: for m = 0, 1, 2, …, label m (with a
//! counter, the order of labelling) every unlabelled u that has no follower
//! labelled m and each of whose followers that is unlabelled or ∞ has a
//! follower labelled m already; when none is left, label ∞ every unlabelled
//! u with no follower labelled m; stop when nothing is unlabelled.
//!
//! Each round is one backward sweep over the game's graph (graph.rs), with a
//! count per position of its followers that are unlabelled or ∞ and not yet
//! "covered" (given a follower labelled m): a position whose count reaches
//! zero while it is uncovered is labelled m. A round is O(moves); there are
//! as many rounds as finite values, plus one.

use alloc::collections::BTreeMap;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use core::ops::ControlFlow;

use super::analysis::{AnalysisError, Phase, Progress};
use super::graph::{report, Graph, REPORT_EVERY, UNSEEN};
use super::{Game, Outcome};

/// A position's generalized Sprague–Grundy value.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Grundy {
    Finite(u32),
    /// ∞(K): K is the finite values among the followers, ascending.
    Infinite(Vec<u32>),
}

/// Who wins a position of a given value, with perfect play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GrundyOutcome {
    /// The player to move wins (an N-position).
    First,
    /// The player who just moved wins (a P-position).
    Second,
    /// Neither can force a win (a D-position).
    Draw,
}

impl GrundyOutcome {
    /// "first", "second", "draw".
    pub fn word(self) -> &'static str {
        match self {
            GrundyOutcome::First => "first",
            GrundyOutcome::Second => "second",
            GrundyOutcome::Draw => "draw",
        }
    }
}

impl Grundy {
    /// "0", "3", "∞", "∞(0,2)".
    pub fn text(&self) -> String {
        match self {
            Grundy::Finite(g) => format!("{g}"),
            Grundy::Infinite(k) if k.is_empty() => String::from("∞"),
            Grundy::Infinite(k) => {
                let parts: Vec<String> = k.iter().map(|g| format!("{g}")).collect();
                format!("∞({})", parts.join(","))
            }
        }
    }

    /// The value of a disjunctive sum: x ⊕ y; ∞(K) + y = ∞(K ⊕ y);
    /// ∞(K) + ∞(L) = ∞.
    pub fn plus(&self, other: &Grundy) -> Grundy {
        match (self, other) {
            (Grundy::Finite(a), Grundy::Finite(b)) => Grundy::Finite(a ^ b),
            (Grundy::Infinite(k), Grundy::Finite(y)) | (Grundy::Finite(y), Grundy::Infinite(k)) => {
                let mut shifted: Vec<u32> = k.iter().map(|g| g ^ y).collect();
                shifted.sort_unstable();
                Grundy::Infinite(shifted)
            }
            (Grundy::Infinite(_), Grundy::Infinite(_)) => Grundy::Infinite(Vec::new()),
        }
    }

    pub fn is_finite(&self) -> bool {
        matches!(self, Grundy::Finite(_))
    }

    /// Outcome for the player to move: finite 0 → second player (P),
    /// finite > 0 → first (N), ∞(K) with 0 in K → first, else draw.
    pub fn outcome(&self) -> GrundyOutcome {
        match self {
            Grundy::Finite(0) => GrundyOutcome::Second,
            Grundy::Finite(_) => GrundyOutcome::First,
            Grundy::Infinite(k) if k.contains(&0) => GrundyOutcome::First,
            Grundy::Infinite(_) => GrundyOutcome::Draw,
        }
    }
}

impl fmt::Display for Grundy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text())
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GrundyError {
    /// Some ending is not a loss for the player to move (misère, a tie), or
    /// the game cut some move off: the values are defined for normal play.
    NotNormalPlay,
    Analysis(AnalysisError),
}

impl fmt::Display for GrundyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GrundyError::NotNormalPlay => f.write_str(
                "generalized Sprague–Grundy values are defined for normal play only (a player who cannot move loses), and this game can end otherwise",
            ),
            GrundyError::Analysis(e) => e.fmt(f),
        }
    }
}

impl core::error::Error for GrundyError {}

impl From<AnalysisError> for GrundyError {
    fn from(e: AnalysisError) -> GrundyError {
        GrundyError::Analysis(e)
    }
}

/// A label at or above this is ∞(K), K being `sets[label - FIRST_INFINITE]`.
const FIRST_INFINITE: u32 = 1 << 31;
/// Labels while the rounds run.
const OPEN: u32 = u32::MAX;
const INFINITE: u32 = u32::MAX - 1;
/// The counter of an ∞ label, which has none.
const NO_COUNTER: u32 = u32::MAX;

/// The generalized Sprague–Grundy value of every position reachable from a
/// game's start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GrundyLabels {
    ids: Vec<u32>,
    parts: GrundyParts,
}

/// The labels as plain arrays, one entry per reachable position (the start
/// first, in the order [`super::Labels`] has them), so that they can be made
/// on one thread (a page's worker) and used on another.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GrundyParts {
    pub ranks: Vec<u64>,
    /// A finite value, or 2^31 + i for ∞(`sets[i]`).
    pub labels: Vec<u32>,
    /// Fraenkel–Yesha's counter of a finite label, 2^32 - 1 for ∞.
    pub counters: Vec<u32>,
    /// The distinct K of the ∞ labels, each ascending.
    pub sets: Vec<Vec<u32>>,
}

impl GrundyLabels {
    /// Label every position reachable from the start of `game`, reporting
    /// progress (the graph's phases, then labelling); the callback may cancel.
    pub fn run<G: Game + ?Sized>(
        game: &mut G,
        progress: &mut dyn FnMut(Progress) -> ControlFlow<()>,
    ) -> Result<GrundyLabels, GrundyError> {
        let graph = Graph::build(game, progress)?;
        let normal = graph.ended.iter().all(|e| matches!(e, None | Some(Outcome::Lose)));
        if !normal || graph.beyond.iter().any(|&b| b) {
            return Err(GrundyError::NotNormalPlay);
        }
        let (labels, counters) = label(&graph, progress)?;
        let pairs = finite_followers(&graph, &labels);
        let Graph { ids, ranks, .. } = graph;
        let mut parts = GrundyParts { ranks, labels, counters, sets: Vec::new() };
        name_infinities(&mut parts, &pairs);
        Ok(GrundyLabels { ids, parts })
    }
}

/// Each ∞ position's finite followers' values, as (state, value) pairs,
/// sorted without repeats.
fn finite_followers(graph: &Graph, labels: &[u32]) -> Vec<(u32, u32)> {
    let mut pairs = Vec::new();
    for (v, &g) in labels.iter().enumerate() {
        if g < FIRST_INFINITE {
            for &p in graph.parents_of(v) {
                if labels[p as usize] == INFINITE {
                    pairs.push((p, g));
                }
            }
        }
    }
    pairs.sort_unstable();
    pairs.dedup();
    pairs
}

/// Give each ∞ its K from the sorted (state, finite follower value) `pairs`;
/// the distinct K go to `sets`, in order of first use.
fn name_infinities(parts: &mut GrundyParts, pairs: &[(u32, u32)]) {
    let mut index: BTreeMap<Vec<u32>, u32> = BTreeMap::new();
    let mut at = 0;
    for id in 0..parts.labels.len() {
        if parts.labels[id] != INFINITE {
            continue;
        }
        let mut k = Vec::new();
        while at < pairs.len() && pairs[at].0 == id as u32 {
            k.push(pairs[at].1);
            at += 1;
        }
        let i = match index.get(&k) {
            Some(&i) => i,
            None => {
                let i = parts.sets.len() as u32;
                index.insert(k.clone(), i);
                parts.sets.push(k);
                i
            }
        };
        parts.labels[id] = FIRST_INFINITE + i;
    }
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

impl GrundyLabels {
    /// Labels made elsewhere ([`GrundyLabels::into_parts`]), for a game of
    /// `total_ranks` ranks whose start is `start`; refused when they cannot
    /// be that game's.
    pub fn from_parts(parts: GrundyParts, total_ranks: u64, start: u64) -> Result<GrundyLabels, AnalysisError> {
        let n = parts.ranks.len();
        let sets = parts.sets.len() as u32;
        let fits = n > 0
            && parts.ranks[0] == start
            && parts.labels.len() == n
            && parts.counters.len() == n
            && total_ranks <= super::MAX_RANKS
            && parts.ranks.iter().all(|&r| r < total_ranks)
            && parts.labels.iter().all(|&l| l < FIRST_INFINITE || l - FIRST_INFINITE < sets);
        if !fits {
            return Err(AnalysisError::NotThisGame);
        }
        let mut ids: Vec<u32> = Vec::new();
        ids.try_reserve_exact(total_ranks as usize)?;
        ids.resize(total_ranks as usize, UNSEEN);
        for (id, &rank) in parts.ranks.iter().enumerate() {
            ids[rank as usize] = id as u32;
        }
        Ok(GrundyLabels { ids, parts })
    }

    /// The labels as plain arrays, to hand to another thread.
    pub fn into_parts(self) -> GrundyParts {
        self.parts
    }

    fn id(&self, rank: u64) -> Option<usize> {
        let id = *self.ids.get(rank as usize)?;
        (id != UNSEEN).then_some(id as usize)
    }

    fn grundy_of(&self, label: u32) -> Grundy {
        if label < FIRST_INFINITE {
            Grundy::Finite(label)
        } else {
            Grundy::Infinite(self.parts.sets[(label - FIRST_INFINITE) as usize].clone())
        }
    }

    /// The value of the position `rank`; `None` if it is not reachable from
    /// the start.
    pub fn value(&self, rank: u64) -> Option<Grundy> {
        self.id(rank).map(|id| self.grundy_of(self.parts.labels[id]))
    }

    /// Fraenkel–Yesha's counter of a finite label: the order in which it was
    /// labelled within its value's round. `None` for ∞ or unreachable.
    pub fn counter(&self, rank: u64) -> Option<u32> {
        self.id(rank).map(|id| self.parts.counters[id]).filter(|&c| c != NO_COUNTER)
    }

    /// The start's value.
    pub fn start(&self) -> Grundy {
        self.grundy_of(self.parts.labels[0])
    }

    /// How many positions are reachable from the start.
    pub fn positions(&self) -> u64 {
        self.parts.ranks.len() as u64
    }

    /// How many reachable positions have each value: finite ones ascending,
    /// then the infinite ones (by K).
    pub fn counts(&self) -> Vec<(Grundy, u64)> {
        let mut by_label: BTreeMap<u32, u64> = BTreeMap::new();
        for &l in &self.parts.labels {
            *by_label.entry(l).or_default() += 1;
        }
        let mut counts: Vec<(Grundy, u64)> = by_label.into_iter().map(|(l, c)| (self.grundy_of(l), c)).collect();
        counts.sort();
        counts
    }
}

#[cfg(test)]
mod tests;
