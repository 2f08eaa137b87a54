//! The search that grows one ball from the start until it meets its own
//! mirror image agrees with the search from both ends: the same fewest
//! moves on every catalogue variation it applies to, for small n, with
//! solutions that replay (the search replays its answer under the rules
//! before it reports it), and never more positions reached.

use std::ops::ControlFlow;

use hanoi_core::rules::{Constraint, Recolour, Rules};
use hanoi_core::search::{Outcome, Search};
use hanoi_core::{Colour, Disc, Puzzle, Setup, CATALOGUE};

/// The fewest moves, or none, and the positions reached.
fn run(search: Search) -> (Option<usize>, u64) {
    match search.run(|_| ControlFlow::Continue(())).unwrap() {
        Outcome::Solved { moves, reached } => (Some(moves.len()), reached),
        Outcome::Unreachable { reached } => (None, reached),
    }
}

/// Mirrored and from both ends, for `puzzle`: whether it was mirrored.
fn agree(puzzle: &Puzzle, what: &str) -> bool {
    let search = Search::new(puzzle).unwrap();
    let mirrored = search.is_mirrored();
    let (moves, reached) = run(search);
    let (both_moves, both_reached) = run(Search::new(puzzle).unwrap().without_mirror());
    assert_eq!(moves, both_moves, "{what}");
    if mirrored {
        assert!(
            reached <= both_reached,
            "{what}: {reached} > {both_reached}"
        );
    } else {
        assert_eq!(reached, both_reached, "{what}");
    }
    mirrored
}

#[test]
fn every_catalogue_variation_gets_the_same_optimum_mirrored_or_not() {
    let mut mirrored = Vec::new();
    for variation in CATALOGUE {
        for n in 1..=6.min(variation.discs.max as u64) {
            let puzzle = Puzzle::new(variation, n, None).unwrap();
            if Search::new(&puzzle).unwrap().estimate().positions > 1 << 20 {
                break;
            }
            if agree(&puzzle, &format!("{} n={n}", variation.name))
                && !mirrored.contains(&variation.name)
            {
                mirrored.push(variation.name);
            }
        }
    }
    // The variations whose rules treat the start's pin and the goal's alike.
    // (Adjacent's and Domino's moves are ruled by colours that flip.)
    assert_eq!(
        mirrored,
        ["Classic", "Reves", "Many_Pin", "Four_Star", "Classic_P"]
    );
}

#[test]
fn many_pins_and_odd_and_even_lengths_agree() {
    for pins in 3..=7u64 {
        for n in 1..=9 {
            let puzzle = Puzzle::by_name("Many_Pin", n, Some(pins)).unwrap();
            if Search::new(&puzzle).unwrap().estimate().positions > 1 << 21 {
                break;
            }
            assert!(agree(&puzzle, &format!("Many_Pin n={n} m={pins}")));
        }
    }
    // Classic's lengths are odd, the meeting one move past a layer; Reve's
    // come in both parities.
    for n in 1..=12 {
        assert!(agree(
            &Puzzle::by_name("Classic", n, None).unwrap(),
            &format!("Classic n={n}")
        ));
    }
}

#[test]
fn starts_and_goals_that_no_swap_takes_to_each_other_search_from_both_ends() {
    let rules = Rules::new(&[Constraint::NotOnSmaller], Recolour::Fixed);
    let disc = |size| Disc::new(size, Colour::Grey);
    // Two towers apart: swapping pins 0 and 2 takes one to the other.
    let start = Setup::new(4)
        .push(0, disc(3))
        .push(0, disc(2))
        .push(1, disc(1))
        .position();
    let goal = Setup::new(4)
        .push(2, disc(3))
        .push(2, disc(2))
        .push(1, disc(1))
        .position();
    let search = Search::between(rules.clone(), start.clone(), goal.clone()).unwrap();
    assert!(search.is_mirrored());
    let both = Search::between(rules.clone(), start.clone(), goal)
        .unwrap()
        .without_mirror();
    assert_eq!(run(search).0, run(both).0);
    // The largest disc stays, the others move: no swap of pins does that
    // while taking disc 2 from pin 0 to pin 3 and disc 1 from 1 to 3.
    let goal = Setup::new(4)
        .push(0, disc(3))
        .push(3, disc(2))
        .push(3, disc(1))
        .position();
    let search = Search::between(rules.clone(), start.clone(), goal.clone()).unwrap();
    assert!(!search.is_mirrored());
    assert_eq!(run(search).0, Some(2));
    // A one-way rule is never mirrored.
    let clockwise = Rules::new(
        &[Constraint::NotOnSmaller, Constraint::Clockwise],
        Recolour::Fixed,
    );
    let goal = Setup::new(4)
        .push(2, disc(3))
        .push(2, disc(2))
        .push(1, disc(1))
        .position();
    assert!(!Search::between(clockwise, start, goal)
        .unwrap()
        .is_mirrored());
}

#[test]
fn the_mirrored_search_gives_the_same_on_a_table_of_the_positions_reached_and_keeps_to_its_limit() {
    use hanoi_core::search::{SearchError, Store};
    for (name, n, pins) in [("Classic", 7, None), ("Reves", 6, None), ("Many_Pin", 5, Some(5)), ("Four_Star", 5, None)] {
        let puzzle = Puzzle::by_name(name, n, pins).unwrap();
        let dense = Search::new(&puzzle).unwrap().with_store(Store::Dense);
        let table = Search::new(&puzzle).unwrap().with_store(Store::Sparse);
        assert!(dense.is_mirrored() && table.is_mirrored(), "{name}");
        assert_eq!(run(dense), run(table), "{name} n={n}");
    }
    // A table of the positions reached grows up to the limit, then the
    // search stops with what it had reached.
    let puzzle = Puzzle::by_name("Reves", 9, None).unwrap();
    let limited = Search::new(&puzzle).unwrap().with_store(Store::Sparse).with_memory_limit(64 << 10);
    assert!(limited.is_mirrored());
    match limited.run(|_| ControlFlow::Continue(())) {
        Err(SearchError::OverLimit { limit, reached }) => assert!(limit == 64 << 10 && reached > 0),
        other => panic!("{other:?}"),
    }
}
