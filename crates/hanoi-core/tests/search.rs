//! The exact search agrees with the known optima, and with the catalogue's
//! optimality statuses for small n.

mod common;

use std::ops::ControlFlow;

use hanoi_core::search::{Outcome, Search};
use hanoi_core::{Optimality, Puzzle, CATALOGUE};

/// The fewest moves, by search.
fn optimum(name: &str, n: u64, m: Option<u64>) -> Option<u64> {
    let puzzle = Puzzle::by_name(name, n, m).unwrap();
    let search = Search::new(&puzzle).unwrap_or_else(|e| panic!("{name} n={n}: {e}"));
    match search.run(|_| ControlFlow::Continue(())).unwrap_or_else(|e| panic!("{name} n={n}: {e}")) {
        Outcome::Solved { moves, .. } => Some(moves.len() as u64),
        Outcome::Unreachable { .. } => None,
    }
}

fn solver(name: &str, n: u64, m: Option<u64>) -> u64 {
    Puzzle::by_name(name, n, m).unwrap().solution().length().unwrap() as u64
}

#[test]
fn classic_takes_two_to_the_n_minus_one() {
    for n in 0..=10 {
        assert_eq!(optimum("Classic", n, None), Some((1 << n) - 1), "n={n}");
    }
}

#[test]
fn adjacent_takes_three_to_the_n_minus_one() {
    for n in 0..=7 {
        assert_eq!(optimum("Adjacent", n, None), Some(3u64.pow(n as u32) - 1), "n={n}");
    }
}

#[test]
fn cyclic_takes_atkinsons_a_of_n() {
    // A(n+3) = 3A(n+2) - 2A(n), A(0..2) = 0, 2, 7.
    let mut a = vec![0u64, 2, 7];
    while a.len() <= 8 {
        let k = a.len();
        a.push(3 * a[k - 1] - 2 * a[k - 3]);
    }
    for (n, &moves) in a.iter().enumerate() {
        assert_eq!(optimum("Cyclic", n as u64, None), Some(moves), "n={n}");
    }
}

#[test]
fn reves_and_many_pin_take_the_frame_stewart_numbers() {
    let fs = common::frame_stewart(5, 8);
    for (n, &moves) in fs[4].iter().enumerate() {
        assert_eq!(optimum("Reves", n as u64, None), Some(moves as u64), "Reves n={n}");
    }
    for (n, &moves) in fs[5][..=6].iter().enumerate() {
        assert_eq!(optimum("Many_Pin", n as u64, Some(5)), Some(moves as u64), "Many_Pin 5 pins n={n}");
    }
}

/// Instances up to this many ranks are searched in the status test: a few
/// milliseconds to a few tens each.
const FAST: u64 = 1 << 21;

/// The variations whose start and goal a swap of pins takes to each other
/// under the same rules: searched as one ball meeting its mirror image.
const MIRRORED: [&str; 5] = ["Classic", "Reves", "Many_Pin", "Four_Star", "Classic_P"];

#[test]
fn no_entry_but_the_not_optimal_ones_is_beaten_for_small_n() {
    for variation in CATALOGUE.iter().filter(|v| v.optimality != Optimality::NotOptimal) {
        let mut largest = 0;
        for n in 1..=variation.discs.max as u64 {
            let puzzle = Puzzle::new(variation, n, None).unwrap();
            let search = Search::new(&puzzle).unwrap_or_else(|e| panic!("{variation:?}: {e}"));
            if search.estimate().positions > FAST {
                break;
            }
            let found = optimum(variation.name, n, None);
            assert_eq!(found, Some(solver(variation.name, n, None)), "{variation:?} n={n}");
            largest = n;
        }
        assert!(largest >= 2, "{variation:?} checked only to n={largest}");
    }
}

#[test]
fn the_not_optimal_entries_are_beaten() {
    // (variation, n, the solver's length, the optimum), found by this search.
    // Reversi itself is first beaten at n = 9, too large for a quick test.
    for (name, n, longer, shortest) in [
        ("Lundon_C", 3, 21, 15),
        ("Checkers_P", 1, 2, 1),
        ("Checkers_P", 4, 16, 9),
        ("Reversi_E", 6, 26, 24),
        ("Reversi_F", 6, 30, 28),
        ("Reversi_G", 2, 6, 4),
        ("Reversi_H", 3, 10, 8),
    ] {
        assert_eq!(solver(name, n, None), longer, "{name} n={n}");
        assert_eq!(optimum(name, n, None), Some(shortest), "{name} n={n}");
    }
    for variation in CATALOGUE.iter().filter(|v| v.optimality == Optimality::NotOptimal && v.name != "Reversi") {
        let beaten = (1..=7).any(|n| optimum(variation.name, n, None) < Some(solver(variation.name, n, None)));
        assert!(beaten, "{variation:?} is marked not optimal but is not beaten up to n = 7");
    }
}

#[test]
fn a_search_can_be_cancelled_and_reports_progress() {
    let puzzle = Puzzle::by_name("Classic", 12, None).unwrap();
    let search = Search::new(&puzzle).unwrap();
    let mut reports = Vec::new();
    let result = search.run(|progress| {
        reports.push(*progress);
        ControlFlow::Break(())
    });
    assert_eq!(result, Err(hanoi_core::search::SearchError::Cancelled));
    assert_eq!(reports.len(), 1);
    assert_eq!(reports[0].total, 3u64.pow(12));
    assert!(reports[0].settled > 0 && reports[0].reached >= reports[0].settled);
}

#[test]
fn antwerps_equal_discs_are_told_apart_by_their_order() {
    // Minsker's solution is optimal for small n; the search must find the
    // same lengths, which it cannot unless the order of equal discs counts.
    for n in 1..=2 {
        assert_eq!(optimum("Antwerp", n, None), Some(solver("Antwerp", n, None)), "n={n}");
    }
}

#[test]
fn the_estimate_counts_ranks_and_bits() {
    let puzzle = Puzzle::by_name("Reves", 10, None).unwrap();
    let estimate = Search::new(&puzzle).unwrap().estimate();
    assert_eq!(estimate.positions, 4u64.pow(10));
    // One ball meeting its mirror image: one set of residues.
    assert_eq!(estimate.bits_per_position, 2);
    assert_eq!(Search::new(&puzzle).unwrap().without_mirror().estimate().bits_per_position, 4);
    // One-way moves (clockwise, a colour cycle) keep exact depths.
    let mut mirrored = Vec::new();
    for variation in CATALOGUE {
        let puzzle = Puzzle::new(variation, 3, None).unwrap();
        let one_way = variation.name.starts_with("Cyclic")
            || variation.name.starts_with("Lundon")
            || variation.name == "Brandonbug";
        let search = Search::new(&puzzle).unwrap();
        let bits = search.estimate().bits_per_position;
        if search.is_mirrored() {
            mirrored.push(variation.name);
        }
        assert_eq!(bits, if one_way { 32 } else if search.is_mirrored() { 2 } else { 4 }, "{variation:?}");
    }
    assert_eq!(mirrored, MIRRORED);
    let puzzle = Puzzle::by_name("Reves", 10, None).unwrap();
    assert_eq!(Search::new(&puzzle).unwrap().from_start_only().estimate().bits_per_position, 2);
}

#[test]
fn every_solution_found_replays_as_a_solution() {
    for variation in CATALOGUE {
        let puzzle = Puzzle::new(variation, 3.min(variation.discs.max as u64), None).unwrap();
        let search = Search::new(&puzzle).unwrap();
        if let Outcome::Solved { moves, .. } = search.run(|_| ControlFlow::Continue(())).unwrap() {
            let mut pos = puzzle.start().clone();
            for mv in &moves {
                puzzle.solution().rules().play(&mut pos, mv.from as usize, mv.to as usize).unwrap();
            }
            assert!(puzzle.is_solved(&pos), "{variation:?}");
        }
    }
}

#[test]
fn an_unreachable_goal_is_reported_with_the_positions_reached() {
    use hanoi_core::rules::{Constraint, Recolour, Rules};
    use hanoi_core::{Colour, Disc, Setup};
    // Two red discs under the rule "not on your own colour": the small one
    // can never stand on the large one.
    let rules = Rules::new(&[Constraint::NotOnSmaller, Constraint::NotOnOwnColour], Recolour::Fixed);
    let start = Setup::new(3).push(0, Disc::new(2, Colour::Red)).push(1, Disc::new(1, Colour::Red)).position();
    let goal = Setup::new(3).push(2, Disc::new(2, Colour::Red)).push(2, Disc::new(1, Colour::Red)).position();
    let search = Search::between(rules, start, goal).unwrap();
    // Each disc on its own pin: 3 * 2 positions.
    assert_eq!(search.run(|_| ControlFlow::Continue(())), Ok(Outcome::Unreachable { reached: 6 }));
}

#[test]
fn positions_that_cannot_be_ranked_are_refused() {
    use hanoi_core::rules::{Constraint, Recolour, Rules};
    use hanoi_core::search::Unencodable;
    use hanoi_core::{Colour, Disc, Setup};
    let start = Setup::new(3).push(0, Disc::new(1, Colour::Red)).push(0, Disc::new(2, Colour::Red)).position();
    let sized = Rules::new(&[Constraint::NotOnSmaller], Recolour::Fixed);
    assert_eq!(Search::between(sized, start.clone(), start.clone()).err(), Some(Unencodable::UnsortedStart));
    let unsized_rules = Rules::new(&[Constraint::Clockwise], Recolour::Fixed);
    assert_eq!(Search::between(unsized_rules, start.clone(), start).err(), Some(Unencodable::NoSizeRule));
}

#[test]
fn both_ends_agree_with_the_start_alone() {
    for variation in CATALOGUE {
        for n in 1..=4.min(variation.discs.max as u64) {
            let puzzle = Puzzle::new(variation, n, None).unwrap();
            if Search::new(&puzzle).unwrap().estimate().positions > FAST {
                break;
            }
            let run = |search: Search| match search.run(|_| ControlFlow::Continue(())).unwrap() {
                Outcome::Solved { moves, .. } => Some(moves.len()),
                Outcome::Unreachable { .. } => None,
            };
            let both = run(Search::new(&puzzle).unwrap());
            let one = run(Search::new(&puzzle).unwrap().from_start_only());
            assert_eq!(both, one, "{variation:?} n={n}");
        }
    }
}

#[test]
fn multi_stack_on_six_pins_takes_109_moves_for_five_discs() {
    // The three discs of a size are ranked together over the 18 ways to
    // put them on the three pins each stack may use with no two on one pin:
    // 18^5 ranks, not 27^5 (a digit per disc), nor 6^15 (any pin). Then
    // most ranks are positions, and the marks are dense.
    let puzzle = Puzzle::by_name("Multi_Stack", 5, Some(6)).unwrap();
    let estimate = Search::new(&puzzle).unwrap().estimate();
    assert_eq!(estimate.positions, 18u64.pow(5));
    assert!(!estimate.sparse);
    assert_eq!(optimum("Multi_Stack", 5, Some(6)), Some(109));
    assert_eq!(solver("Multi_Stack", 5, Some(6)), 109);
}

#[test]
fn every_store_gives_the_same_optimum_and_count() {
    use hanoi_core::search::Store;
    for variation in CATALOGUE {
        for n in 0..=4.min(variation.discs.max as u64) {
            let puzzle = Puzzle::new(variation, n, None).unwrap();
            if Search::new(&puzzle).unwrap().estimate().positions > FAST {
                break;
            }
            // Two balls, as the layers grow, so that the counts compare.
            let run = |store: Store| match Search::new(&puzzle)
                .unwrap()
                .without_mirror()
                .with_store(store)
                .run(|_| ControlFlow::Continue(()))
            {
                    Ok(Outcome::Solved { moves, reached }) => (Some(moves.len()), reached),
                    Ok(Outcome::Unreachable { reached }) => (None, reached),
                    Err(e) => panic!("{variation:?} n={n} {store:?}: {e}"),
                };
            assert_eq!(run(Store::Dense), run(Store::Sparse), "{variation:?} n={n}");
            assert_eq!(run(Store::Dense), run(Store::Layers), "{variation:?} n={n}");
            assert_eq!(run(Store::Dense), run(Store::Automatic), "{variation:?} n={n}");
        }
    }
}

/// The sorted layers (with Reversi's ranks read from their bits, moves that
/// alternate the layers' parity, merged look-ups and Multi-Stack's joint
/// digits moved by table) agree with dense marks: the same optimum and the
/// same number of positions reached, and a solution that replays under the
/// rules, on every catalogue variation up to 7 discs where the ranks stay
/// within the fast tests' size, and Multi-Stack on 4 to 8 pins.
#[test]
fn sorted_layers_agree_with_dense_marks_up_to_seven_discs() {
    use hanoi_core::search::Store;
    let cases = CATALOGUE
        .iter()
        .flat_map(|v| (1..=7u64.min(v.discs.max as u64)).map(move |n| (v.name, n, None)))
        .chain((4..=8).flat_map(|m| (1..=3).map(move |n| ("Multi_Stack", n, Some(m)))));
    let mut compared = 0;
    for (name, n, m) in cases {
        let Ok(puzzle) = Puzzle::by_name(name, n, m) else { continue };
        if Search::new(&puzzle).unwrap().estimate().positions > FAST {
            continue;
        }
        let run = |store: Store| {
            // Two balls on both stores, so that the counts compare.
            let search = Search::new(&puzzle).unwrap().without_mirror().with_store(store);
            match search.run(|_| ControlFlow::Continue(())).unwrap_or_else(|e| panic!("{name} n={n} {store:?}: {e}")) {
                Outcome::Solved { moves, reached } => {
                    let mut pos = puzzle.start().clone();
                    for mv in &moves {
                        puzzle.solution().rules().play(&mut pos, mv.from as usize, mv.to as usize).unwrap();
                    }
                    assert!(puzzle.is_solved(&pos), "{name} n={n} m={m:?} {store:?}");
                    (Some(moves.len()), reached)
                }
                Outcome::Unreachable { reached } => (None, reached),
            }
        };
        assert_eq!(run(Store::Layers), run(Store::Dense), "{name} n={n} m={m:?}");
        compared += 1;
    }
    assert!(compared > 150, "{compared} searches compared");
}

#[test]
fn a_sparse_search_stops_at_its_memory_limit() {
    use hanoi_core::search::{SearchError, Store};
    let puzzle = Puzzle::by_name("Reversi", 8, None).unwrap();
    let search = Search::new(&puzzle).unwrap();
    assert!(search.estimate().sparse && search.fits());
    for store in [Store::Sparse, Store::Layers] {
        let limited = Search::new(&puzzle).unwrap().with_store(store).with_memory_limit(200_000);
        match limited.run(|_| ControlFlow::Continue(())) {
            Err(SearchError::OverLimit { limit: 200_000, reached }) => assert!(reached > 1000, "{store:?} {reached}"),
            other => panic!("{store:?} {other:?}"),
        }
    }
    // A dense search says up front that it does not fit.
    let classic = Search::new(&Puzzle::by_name("Classic", 12, None).unwrap()).unwrap().with_memory_limit(1000);
    assert!(!classic.estimate().sparse && !classic.fits());
}

/// A dense search starts where what it surely holds (its marks, a slice's
/// neighbours) fits its limit, even when the estimate's allowance for its
/// layers does not, and holds its layers to the limit as it runs. Reve's
/// puzzle with 16 discs, one of issue 12's sizes, is estimated at 4,569 MB
/// and peaks at 2.26 GB: it runs under `hanoi optimum`'s default 4,096 MB.
#[test]
fn a_dense_search_whose_marks_fit_starts_and_keeps_to_its_limit() {
    let reves = Puzzle::by_name("Reves", 16, None).unwrap();
    // From both ends: one ball meeting its mirror image needs half the marks.
    let search = Search::new(&reves)
        .unwrap()
        .without_mirror()
        .with_depth_bound(reves.solution().length().ok())
        .with_memory_limit(4096 << 20);
    assert!(search.estimate().bytes > 4096 << 20 && search.fits(), "{:?}", search.estimate());
    // Many-Pin with 4 discs on 10 pins: 7 moves, so the allowance is for
    // layers of every position twice, far more than its marks.
    let puzzle = Puzzle::by_name("Many_Pin", 4, Some(10)).unwrap();
    let limit = 150 * 1024;
    let search = Search::new(&puzzle).unwrap().with_depth_bound(Some(7)).with_memory_limit(limit);
    assert!(search.estimate().bytes > limit && search.fits(), "{:?}", search.estimate());
    match search.run(|_| ControlFlow::Continue(())) {
        Ok(Outcome::Solved { moves, .. }) => assert_eq!(moves.len(), 7),
        other => panic!("{other:?}"),
    }
    // Where the marks alone pass the limit, it is refused up front.
    let tight = Search::new(&puzzle).unwrap().with_depth_bound(Some(7)).with_memory_limit(1024);
    assert!(!tight.fits());
}

#[test]
fn wide_layers_split_over_cores_give_the_same_optimum() {
    // Layers of tens of thousands of positions: with the `threads` feature
    // (on in the workspace's tests) each is expanded on every core. The
    // search replays its answer under the rules before returning it.
    use hanoi_core::search::Store;
    let puzzle = Puzzle::by_name("Reversi", 10, None).unwrap();
    for store in [Store::Dense, Store::Sparse, Store::Layers] {
        let search = Search::new(&puzzle).unwrap().with_store(store);
        let Ok(Outcome::Solved { moves, reached }) = search.run(|_| ControlFlow::Continue(())) else {
            panic!("{store:?}")
        };
        assert_eq!((moves.len(), reached), (106, 874_580), "{store:?}");
    }
    assert_eq!(optimum("Reves", 10, None), Some(common::frame_stewart(4, 10)[4][10] as u64));
}

/// Whether `puzzle`'s encoding reads tops straight from a rank; if it
/// does, checks that they are the tops of the position each of 2,000 ranks
/// spread over the whole range (the first among them) decodes to.
fn tops_match_decoded(name: &str, n: u64, puzzle: &Puzzle) -> bool {
    use hanoi_core::search::Encoding;
    let Ok(encoding) = Encoding::new(puzzle.solution().rules(), puzzle.start(), puzzle.goal()) else { return false };
    if !encoding.reads_tops() {
        return false;
    }
    let mut pos = encoding.blank();
    let mut tops = vec![hanoi_core::Disc::new(0, hanoi_core::Colour::Grey); encoding.pins()];
    let positions = encoding.positions();
    for i in 0..2000u64 {
        let rank = (i.wrapping_mul(0x9E37_79B9_7F4A_7C15) % positions).min(positions - 1);
        encoding.decode(rank, &mut pos);
        encoding.tops(rank, &mut tops);
        for (pin, top) in tops.iter().enumerate() {
            assert_eq!(top, pos.top_or_base(pin), "{name} n={n} rank {rank} pin {pin}");
        }
    }
    true
}

/// Where the search reads the pins' tops straight from a rank, they are the
/// tops of the position the rank decodes to (pins mapped by a table for
/// Multi-Stack, a radix the decoder is not specialised for with 8 pins).
#[test]
fn tops_read_from_a_rank_are_those_of_its_position() {
    let mut checked = 0;
    for (name, n, m) in
        [("Classic", 7, None), ("Reves", 6, None), ("Many_Pin", 5, Some(8)), ("Multi_Stack", 3, Some(6))]
            .into_iter()
            .chain(CATALOGUE.iter().map(|v| (v.name, 4, None)))
    {
        let puzzle = Puzzle::by_name(name, n, m).unwrap();
        checked += tops_match_decoded(name, n, &puzzle) as u32;
    }
    assert!(checked >= 10, "{checked} encodings read tops");
}

/// The same with eight discs or more, where three pins' tops are read
/// eight digits at a time from a table, and with the discs left over
/// after the last eight: every variation that reads tops, at 8, 9, 15, 16
/// and 21 discs.
#[test]
fn tops_read_eight_digits_at_a_time_are_those_of_the_position() {
    let mut checked = 0;
    for variation in CATALOGUE.iter() {
        for n in [8, 9, 15, 16, 21] {
            let Ok(puzzle) = Puzzle::by_name(variation.name, n, None) else { continue };
            checked += tops_match_decoded(variation.name, n, &puzzle) as u32;
        }
    }
    assert!(checked >= 40, "{checked} encodings read tops");
}

/// Every rank decodes to a position that encodes back to it, where the
/// encoding has joint digits (Multi-Stack on 6 pins; on 4 pins stacks share
/// two pins) and where it has plain ones. (Antwerp's order digits are not
/// all used: some of its ranks decode to positions ranked otherwise.)
#[test]
fn ranks_round_trip_through_positions() {
    use hanoi_core::search::Encoding;
    for (name, n, m) in [("Multi_Stack", 3, Some(6)), ("Multi_Stack", 2, Some(4)), ("Classic", 5, None)] {
        let puzzle = Puzzle::by_name(name, n, m).unwrap();
        let encoding = Encoding::new(puzzle.solution().rules(), puzzle.start(), puzzle.goal()).unwrap();
        let mut pos = encoding.blank();
        for rank in 0..encoding.positions() {
            encoding.decode(rank, &mut pos);
            assert_eq!(encoding.encode(&pos), Some(rank), "{name} n={n} rank {rank}: {pos:?}");
        }
    }
}

/// A move's rank worked out from the rank alone (a joint digit's table of
/// moves, for equal discs on pins of their own) is the rank of the position
/// the move makes, for every legal move of every position.
#[test]
fn a_moves_rank_from_the_rank_alone_is_that_of_the_position_it_makes() {
    use hanoi_core::search::Encoding;
    for (name, n, m) in [("Multi_Stack", 3, Some(6)), ("Multi_Stack", 2, Some(4)), ("Multi_Stack", 2, Some(8)), ("Reves", 5, None)] {
        let puzzle = Puzzle::by_name(name, n, m).unwrap();
        let rules = puzzle.solution().rules();
        let encoding = Encoding::new(rules, puzzle.start(), puzzle.goal()).unwrap();
        let (mut pos, mut moved) = (encoding.blank(), encoding.blank());
        for rank in 0..encoding.positions() {
            encoding.decode(rank, &mut pos);
            for mv in rules.legal_moves(&pos).collect::<Vec<_>>() {
                let (from, to) = (mv.from as usize, mv.to as usize);
                let disc = *pos.top(from).unwrap();
                moved.clone_from(&pos);
                rules.play(&mut moved, from, to).unwrap();
                let landed = *moved.top(to).unwrap();
                assert_eq!(encoding.shifted(rank, &disc, &landed, from, to), encoding.encode(&moved), "{name} n={n} {pos:?} {mv:?}");
            }
        }
    }
}
