//! The values once labelled: [`GrundyParts`], plain arrays in the order of
//! the analysis's labels (to hand between threads, or to read by state
//! beside an [`Analysis`] of the same graph), and [`GrundyLabels`], the same
//! with a rank-to-state map, read by rank.

use alloc::collections::BTreeMap;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::ops::ControlFlow;

use super::super::analysis::{Analysis, AnalysisError, Progress};
use super::super::graph::{ids_of, Graph, UNSEEN};
use super::super::{Game, MAX_RANKS};
use super::infinities::written_at;
use super::labelling::{on_graph, FIRST_INFINITE, NO_COUNTER};
use super::{Grundy, GrundyError};
use crate::grouped::grouped;

/// The generalized Sprague–Grundy value of every position reachable from a
/// game's start, read by rank.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GrundyLabels {
    ids: Vec<u32>,
    parts: GrundyParts,
}

/// The labels as plain arrays, one entry per reachable position (the start
/// first, in the order of the analysis's labels on the same graph), so that
/// they can be made on one thread (a page's worker) and used on another, or
/// read by state beside an [`Analysis`] without a second rank-to-state map.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GrundyParts {
    pub ranks: Vec<u64>,
    /// A finite value, or 2^31 + i for ∞(K), K written at `sets[i]`.
    pub labels: Vec<u32>,
    /// Fraenkel–Yesha's counter of a finite label, 2^32 - 1 for ∞.
    pub counters: Vec<u32>,
    /// The K of the ∞ labels, each its size then its values ascending.
    pub sets: Vec<u32>,
}

impl GrundyLabels {
    /// Label every position reachable from the start of `game`, reporting
    /// progress (the graph's phases, then labelling); the callback may cancel.
    pub fn run<G: Game + ?Sized>(
        game: &mut G,
        progress: &mut dyn FnMut(Progress) -> ControlFlow<()>,
    ) -> Result<GrundyLabels, GrundyError> {
        let graph = Graph::build(game, progress)?;
        let parts = on_graph(&graph, progress)?;
        let Graph { ids, .. } = graph;
        Ok(GrundyLabels { ids, parts })
    }

    /// Both analyses of `game` on one graph, which is built once: the
    /// win/lose analysis, and the values where play is normal (else `None`),
    /// in the analysis's order of states (read them with
    /// [`Analysis::state`]). Labelling is reported twice, values first.
    pub fn run_with_analysis<G: Game + ?Sized>(
        game: &mut G,
        progress: &mut dyn FnMut(Progress) -> ControlFlow<()>,
    ) -> Result<(Analysis, Option<GrundyParts>), AnalysisError> {
        let graph = Graph::build(game, progress)?;
        let parts = match on_graph(&graph, progress) {
            Ok(parts) => Some(parts),
            Err(GrundyError::NotNormalPlay) => None,
            Err(GrundyError::Analysis(e)) => return Err(e),
        };
        Ok((Analysis::on_graph(graph, progress)?, parts))
    }

    /// Labels made elsewhere ([`GrundyLabels::into_parts`]), for a game of
    /// `total_ranks` ranks whose start is `start`; refused when they cannot
    /// be that game's.
    pub fn from_parts(parts: GrundyParts, total_ranks: u64, start: u64) -> Result<GrundyLabels, AnalysisError> {
        let fits = parts.fits()
            && parts.ranks[0] == start
            && total_ranks <= MAX_RANKS
            && parts.ranks.iter().all(|&r| r < total_ranks);
        if !fits {
            return Err(AnalysisError::NotThisGame);
        }
        let ids = ids_of(&parts.ranks, total_ranks)?;
        Ok(GrundyLabels { ids, parts })
    }

    /// The labels as plain arrays, to hand to another thread.
    pub fn into_parts(self) -> GrundyParts {
        self.parts
    }

    /// The plain arrays, read by state.
    pub fn parts(&self) -> &GrundyParts {
        &self.parts
    }

    fn id(&self, rank: u64) -> Option<usize> {
        let id = *self.ids.get(rank as usize)?;
        (id != UNSEEN).then_some(id as usize)
    }

    /// The value of the position `rank`; `None` if it is not reachable from
    /// the start.
    pub fn value(&self, rank: u64) -> Option<Grundy> {
        self.id(rank).and_then(|id| self.parts.value_at(id))
    }

    /// Fraenkel–Yesha's counter of a finite label: the order in which it was
    /// labelled within its value's round. `None` for ∞ or unreachable.
    pub fn counter(&self, rank: u64) -> Option<u32> {
        self.id(rank).and_then(|id| self.parts.counter_at(id))
    }

    /// The start's value.
    pub fn start(&self) -> Grundy {
        self.parts.start()
    }

    /// How many positions are reachable from the start.
    pub fn positions(&self) -> u64 {
        self.parts.positions()
    }

    /// See [`GrundyParts::summary`].
    pub fn summary(&self) -> String {
        self.parts.summary()
    }

    /// See [`GrundyParts::counts`].
    pub fn counts(&self) -> Vec<(Grundy, u64)> {
        self.parts.counts()
    }
}

impl GrundyParts {
    /// Whether the arrays agree with each other (one entry per position,
    /// every ∞'s set present).
    pub fn fits(&self) -> bool {
        let n = self.ranks.len();
        let set_fits = |at: usize| at < self.sets.len() && self.sets.len() - at > self.sets[at] as usize;
        n > 0
            && self.labels.len() == n
            && self.counters.len() == n
            && self.labels.iter().all(|&l| l < FIRST_INFINITE || set_fits((l - FIRST_INFINITE) as usize))
    }

    fn grundy_of(&self, label: u32) -> Grundy {
        if label < FIRST_INFINITE {
            Grundy::Finite(label)
        } else {
            Grundy::Infinite(written_at(&self.sets, label - FIRST_INFINITE).to_vec())
        }
    }

    /// The value of the `state`th position (the order of `ranks`).
    pub fn value_at(&self, state: usize) -> Option<Grundy> {
        self.labels.get(state).map(|&l| self.grundy_of(l))
    }

    /// The counter of the `state`th position's finite label.
    pub fn counter_at(&self, state: usize) -> Option<u32> {
        self.counters.get(state).copied().filter(|&c| c != NO_COUNTER)
    }

    /// The start's value.
    pub fn start(&self) -> Grundy {
        self.grundy_of(self.labels[0])
    }

    /// How many positions are reachable from the start.
    pub fn positions(&self) -> u64 {
        self.ranks.len() as u64
    }

    /// "the start's generalized Sprague–Grundy value is 1; of the 50
    /// positions, 25 have value 0 and 25 have value 1" (an ∞ is "have ∞(0)").
    pub fn summary(&self) -> String {
        let counts: Vec<String> = self
            .counts()
            .iter()
            .map(|(g, n)| {
                let verb = if *n == 1 { "has" } else { "have" };
                let value = if g.is_finite() { format!("value {g}") } else { g.text() };
                format!("{} {verb} {value}", grouped(*n as u128))
            })
            .collect();
        let listed = match counts.split_last() {
            Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
            _ => counts.join(""),
        };
        format!(
            "the start's generalized Sprague–Grundy value is {}; of the {} positions, {listed}",
            self.start(),
            grouped(self.positions() as u128)
        )
    }

    /// How many reachable positions have each value: finite ones ascending,
    /// then the infinite ones (by K).
    pub fn counts(&self) -> Vec<(Grundy, u64)> {
        let mut by_label: BTreeMap<u32, u64> = BTreeMap::new();
        for &l in &self.labels {
            *by_label.entry(l).or_default() += 1;
        }
        // Equal sets K may be written more than once: count by value.
        let mut by_value: BTreeMap<Grundy, u64> = BTreeMap::new();
        for (l, c) in by_label {
            *by_value.entry(self.grundy_of(l)).or_default() += c;
        }
        by_value.into_iter().collect()
    }
}
