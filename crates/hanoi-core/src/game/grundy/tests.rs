//! Hand-worked small graphs, and the value arithmetic.

use alloc::vec;
use alloc::vec::Vec;
use core::ops::ControlFlow;

use super::super::{Game, GameIllegal, Next, Outcome};
use super::{Grundy, GrundyError, GrundyLabels, GrundyOutcome, GrundyParts};
use crate::position::{Move, Position};

/// A game given by its followers; position 0 starts; `ending` is how a
/// position with no follower ends (`None`: it has no move).
struct Toy {
    followers: Vec<Vec<u64>>,
    ending: Option<Outcome>,
}

impl Game for Toy {
    fn ranks(&self) -> u64 {
        self.followers.len() as u64
    }
    fn start(&self) -> u64 {
        0
    }
    fn over(&mut self, rank: u64) -> Option<Outcome> {
        if self.followers[rank as usize].is_empty() {
            self.ending
        } else {
            None
        }
    }
    fn moves(&mut self, rank: u64, visit: &mut dyn FnMut(Move, Next)) {
        for (i, &to) in self.followers[rank as usize].iter().enumerate() {
            visit(Move::new(i as u8, 0), Next::Rank(to));
        }
    }
    fn play(&mut self, _: u64, _: Move) -> Result<Next, GameIllegal> {
        Err(GameIllegal::Over)
    }
    fn position(&mut self, _: u64) -> Position {
        Position::empty(3, 0)
    }
}

fn labels(followers: Vec<Vec<u64>>) -> GrundyLabels {
    let mut toy = Toy { followers, ending: None };
    GrundyLabels::run(&mut toy, &mut |_| ControlFlow::Continue(())).unwrap()
}

fn values(followers: Vec<Vec<u64>>) -> Vec<Grundy> {
    let n = followers.len() as u64;
    let labels = labels(followers);
    (0..n).map(|r| labels.value(r).unwrap()).collect()
}

use Grundy::{Finite, Infinite};

#[test]
fn a_path_counts_down_to_the_end() {
    // 0 → 1 → 2 → 3 (no move): 0, 1, 0 from the end; and 0 → 3 gives 1's mex.
    assert_eq!(values(vec![vec![1], vec![2], vec![3], vec![]]), [Finite(1), Finite(0), Finite(1), Finite(0)]);
    assert_eq!(values(vec![vec![1, 2], vec![2], vec![]]), [Finite(2), Finite(1), Finite(0)]);
}

#[test]
fn a_cycle_without_exit_is_infinite() {
    assert_eq!(values(vec![vec![1], vec![0]]), [Infinite(vec![]), Infinite(vec![])]);
}

#[test]
fn a_move_back_that_is_reversed_keeps_a_finite_value() {
    // 0 ↔ 1, 1 → 2 (end): 1 wins by moving to 2, so 0, whose only move is
    // to 1, loses: 0, 1, 0.
    assert_eq!(values(vec![vec![1], vec![0, 2], vec![]]), [Finite(0), Finite(1), Finite(0)]);
}

#[test]
fn a_cycle_with_exits_to_zero_is_infinity_of_zero() {
    // 0 ↔ 1, both → 2 (end): neither can be 1, since its move round the
    // cycle is never answered by a move to 1.
    let v = values(vec![vec![1, 2], vec![0, 2], vec![]]);
    assert_eq!(v, [Infinite(vec![0]), Infinite(vec![0]), Finite(0)]);
    assert_eq!(v[0].outcome(), GrundyOutcome::First);
    assert_eq!(v[0].text(), "∞(0)");
}

#[test]
fn counters_order_each_rounds_labels() {
    // 0 → 1 → 2 (end): 2 is labelled 0 first, then 0 (after 1 is covered).
    let labels = labels(vec![vec![1], vec![2], vec![]]);
    assert_eq!(labels.counter(2), Some(0));
    assert_eq!(labels.counter(0), Some(1));
    assert_eq!(labels.counter(1), Some(0));
    assert_eq!(labels.counts(), vec![(Finite(0), 2), (Finite(1), 1)]);
    assert_eq!(labels.start(), Finite(0));
}

#[test]
fn unreachable_positions_have_no_value() {
    let labels = labels(vec![vec![], vec![0]]);
    assert_eq!(labels.value(1), None);
    assert_eq!(labels.value(7), None);
}

#[test]
fn other_endings_are_not_normal_play() {
    for ending in [Outcome::Win, Outcome::Tie] {
        let mut toy = Toy { followers: vec![vec![1], vec![]], ending: Some(ending) };
        let got = GrundyLabels::run(&mut toy, &mut |_| ControlFlow::Continue(()));
        assert_eq!(got, Err(GrundyError::NotNormalPlay));
    }
}

#[test]
fn beside_the_analysis_other_endings_have_no_values() {
    let mut toy = Toy { followers: vec![vec![1], vec![]], ending: Some(Outcome::Win) };
    let (analysis, values) = GrundyLabels::run_with_analysis(&mut toy, &mut |_| ControlFlow::Continue(())).unwrap();
    assert_eq!(values, None);
    assert_eq!(analysis.positions(), 2);
}

#[test]
fn labels_survive_the_hand_over() {
    let labels = labels(vec![vec![1, 2], vec![0, 2], vec![]]);
    let back = GrundyLabels::from_parts(labels.clone().into_parts(), 3, 0).unwrap();
    assert_eq!(back, labels);
    assert!(GrundyLabels::from_parts(labels.into_parts(), 3, 1).is_err());
}

#[test]
fn sums_add_by_nim_sum() {
    assert_eq!(Finite(3).plus(&Finite(5)), Finite(6));
    assert_eq!(Infinite(vec![0, 2]).plus(&Finite(2)), Infinite(vec![0, 2]));
    assert_eq!(Finite(1).plus(&Infinite(vec![0, 3])), Infinite(vec![1, 2]));
    assert_eq!(Infinite(vec![0]).plus(&Infinite(vec![1])), Infinite(vec![]));
    assert_eq!(Infinite(vec![]).text(), "∞");
    assert_eq!(Infinite(vec![0, 2]).text(), "∞(0,2)");
    assert_eq!(Finite(0).outcome(), GrundyOutcome::Second);
    assert_eq!(Finite(2).outcome(), GrundyOutcome::First);
    assert_eq!(Infinite(vec![1]).outcome(), GrundyOutcome::Draw);
}

#[test]
fn values_explain_themselves() {
    assert_eq!(
        Finite(0).explain(),
        "generalized Sprague–Grundy value 0: the player to move loses against perfect play"
    );
    assert!(Infinite(vec![0, 2])
        .explain()
        .contains("the finite values its moves lead to are 0 and 2, so the player to move wins"));
    assert!(Infinite(vec![])
        .explain()
        .ends_with("no move leads to a finite value, so neither player can force a win: a draw"));
    assert!(Infinite(vec![1]).explain().contains("the only finite value its moves lead to is 1"));
}

#[test]
fn equal_sets_written_apart_count_as_one_value() {
    // Two ∞(0) whose K were written twice (as when one has left the recent ones).
    let infinite = super::labelling::FIRST_INFINITE;
    let parts = GrundyParts {
        ranks: vec![0, 1, 2],
        labels: vec![infinite, infinite + 2, 0],
        counters: vec![u32::MAX, u32::MAX, 0],
        sets: vec![1, 0, 1, 0],
    };
    assert!(parts.fits());
    assert_eq!(parts.counts(), vec![(Finite(0), 1), (Infinite(vec![0]), 2)]);
    // A set past the end of the array does not fit.
    assert!(!GrundyParts { labels: vec![infinite, infinite + 4, 0], ..parts }.fits());
}

#[test]
fn many_distinct_sets_are_each_named() {
    // Nim heaps 0 to 12 (heap h at 1 + h moves to every smaller heap), and
    // for each h a 2-cycle a ↔ b whose ends both move to heap h: ∞(h), more
    // distinct sets than are kept as recent.
    let heap = |h: u64| 1 + h;
    let mut followers: Vec<Vec<u64>> = vec![vec![]];
    for h in 0..=12u64 {
        followers.push((0..h).map(heap).collect());
    }
    for h in 0..=12u64 {
        let a = followers.len() as u64;
        followers.push(vec![a + 1, heap(h)]);
        followers.push(vec![a, heap(h)]);
    }
    // The start moves to every pair.
    followers[0] = (0..=12u64).map(|h| 14 + 2 * h).collect();
    let labels = labels(followers);
    for h in 0..=12u64 {
        assert_eq!(labels.value(heap(h)), Some(Finite(h as u32)));
        let a = 14 + 2 * h;
        assert_eq!(labels.value(a), Some(Infinite(vec![h as u32])), "the pair of heap {h}");
        assert_eq!(labels.value(a + 1), Some(Infinite(vec![h as u32])));
    }
    // Every move of the start leads to an ∞ none of whose moves leads to 0 but one.
    assert_eq!(labels.start(), Infinite(vec![]));
}
