//! One answer to "is this solution the fewest moves?".

use hanoi_core::search::Search;
use hanoi_core::{Doubt, Evidence, ListSource, Move, Player, Puzzle, ShorterThanOptimum, Verdict, QUICK_SEARCH_POSITIONS};

fn verdict(name: &str, discs: u64) -> Verdict {
    Puzzle::by_name(name, discs, None).unwrap().verdict(None)
}

#[test]
fn comparing_with_the_optimum() {
    assert_eq!(Verdict::compare(15, 15), Ok(Verdict::Optimal(Evidence::Search)));
    assert_eq!(Verdict::compare(21, 15), Ok(Verdict::Longer { extra: 6, optimum: 15 }));
    let err = Verdict::compare(14, 15).unwrap_err();
    assert_eq!(err, ShorterThanOptimum { length: 14, optimum: 15 });
    assert_eq!(err.to_string(), "the solution has 14 moves, fewer than the optimum of 15: one of the two is wrong");
}

#[test]
fn ids_short_forms_and_phrases() {
    let cases = [
        (Verdict::Optimal(Evidence::Proof), "optimal", "optimal", "the fewest possible"),
        (
            Verdict::Optimal(Evidence::Search),
            "optimal",
            "optimal",
            "the fewest possible, as an exhaustive search shows",
        ),
        (Verdict::FrameOptimal, "frame-optimal", "frame-optimal", "the fewest possible under the Frame hypothesis"),
        (Verdict::Presumed, "presumed", "presumed", "presumed to be the fewest possible, not proved"),
        (
            Verdict::Longer { extra: 6, optimum: 15 },
            "longer",
            "longer by 6",
            "6 more than the fewest possible, which is 15",
        ),
        (
            Verdict::Longer { extra: 1, optimum: 3 },
            "longer",
            "longer by 1",
            "1 more than the fewest possible, which is 3",
        ),
        (
            Verdict::Unknown(Doubt::Beaten),
            "unknown",
            "unknown",
            "not known to be the fewest: for some numbers of discs shorter solutions exist",
        ),
        (
            Verdict::Unknown(Doubt::Unsearched),
            "unknown",
            "unknown",
            "not known to be the fewest: this size has not been searched",
        ),
        (Verdict::Uncounted, "uncounted", "uncounted", "too many to count exactly"),
    ];
    for (verdict, id, short, phrase) in cases {
        assert_eq!((verdict.id(), verdict.short().as_str(), verdict.phrase().as_str()), (id, short, phrase));
    }
    // The words the page shows mark thousands, as every count there does.
    assert_eq!(
        Verdict::Longer { extra: 1_234, optimum: 123_456 }.phrase(),
        "1,234 more than the fewest possible, which is 123,456"
    );
}

#[test]
fn small_sizes_are_searched_on_the_spot() {
    assert_eq!(verdict("Checkers", 4), Verdict::Optimal(Evidence::Search));
    assert_eq!(verdict("Reversi", 4), Verdict::Optimal(Evidence::Search));
    assert_eq!(verdict("Reves", 6), Verdict::Optimal(Evidence::Search));
    assert_eq!(verdict("Domino", 5), Verdict::Optimal(Evidence::Search));
    assert_eq!(verdict("Lundon_C", 3), Verdict::Longer { extra: 6, optimum: 15 });
    assert!(matches!(verdict("Reversi_G", 2), Verdict::Longer { .. }));
}

#[test]
fn larger_sizes_fall_back_to_the_catalogue() {
    let reves = Puzzle::by_name("Reves", 12, None).unwrap();
    assert!(Search::new(&reves).unwrap().estimate().positions > QUICK_SEARCH_POSITIONS);
    assert_eq!(reves.verdict(None), Verdict::FrameOptimal);
    assert_eq!(verdict("Checkers", 12), Verdict::Presumed);
    assert_eq!(verdict("Reversi", 12), Verdict::Unknown(Doubt::Beaten));
    assert_eq!(Puzzle::by_name("Many_Pin", 1000, Some(3)).unwrap().verdict(None), Verdict::Uncounted);
}

#[test]
fn a_proof_needs_no_search() {
    // 3^20 positions: a search would take minutes and gigabytes.
    assert_eq!(verdict("Classic", 20), Verdict::Optimal(Evidence::Proof));
    assert_eq!(verdict("Classic", 64), Verdict::Optimal(Evidence::Proof));
}

#[test]
fn a_known_optimum_decides() {
    let reves = Puzzle::by_name("Reves", 12, None).unwrap();
    let length = reves.solution().length().unwrap();
    assert_eq!(reves.verdict(Some(length)), Verdict::Optimal(Evidence::Search));
    assert_eq!(reves.verdict(Some(length - 2)), Verdict::Longer { extra: 2, optimum: length - 2 });
    let optimum: Vec<_> = match Search::new(&Puzzle::by_name("Lundon_C", 3, None).unwrap()).unwrap().run(|_| {
        core::ops::ControlFlow::Continue(())
    }) {
        Ok(hanoi_core::search::Outcome::Solved { moves, .. }) => moves,
        other => panic!("{other:?}"),
    };
    let recorded = Puzzle::by_name("Lundon_C", 3, None).unwrap().with_moves(&optimum, ListSource::Search).unwrap();
    assert_eq!(recorded.verdict(None), Verdict::Optimal(Evidence::Search));
}

#[test]
fn a_verdict_wants_an_optimum_only_where_the_catalogue_proves_nothing() {
    let wants = |name, discs| Puzzle::by_name(name, discs, None).unwrap().judge(None).wants_optimum();
    assert!(!wants("Classic", 5), "proved optimal");
    assert!(wants("Reves", 5), "optimal under the Frame hypothesis");
    assert!(wants("Checkers", 4), "presumed optimal");
    assert!(wants("Reversi", 4), "beaten for some sizes");
    assert!(!Puzzle::by_name("Many_Pin", 1000, Some(3)).unwrap().judge(None).wants_optimum(), "too long to count");
    // Without the quick search, judge is the catalogue's word; with it, the search's.
    let checkers = Puzzle::by_name("Checkers", 4, None).unwrap();
    assert_eq!(checkers.judge(None), Verdict::Presumed);
    assert_eq!(checkers.verdict(None), checkers.judge(checkers.quick_optimum()));
}

#[test]
fn the_player_keeps_the_verdict_and_takes_an_optimum_found_elsewhere() {
    let mut player = Player::new(Puzzle::by_name("Reves", 12, None).unwrap());
    assert_eq!(player.verdict(), Verdict::FrameOptimal);
    let length = player.length().unwrap();
    assert_eq!(player.note_optimum(length + 1), Err(ShorterThanOptimum { length, optimum: length + 1 }));
    assert_eq!(player.verdict(), Verdict::FrameOptimal, "a refused optimum changes nothing");
    player.note_optimum(length).unwrap();
    assert_eq!(player.verdict(), Verdict::Optimal(Evidence::Search));
    player.note_optimum(length - 3).unwrap();
    assert_eq!(player.verdict(), Verdict::Longer { extra: 3, optimum: length - 3 });
}

/// `name` with `discs` solved by `moves` as listed.
fn recorded(name: &str, discs: u64, moves: &[Move]) -> Puzzle {
    Puzzle::by_name(name, discs, None).unwrap().with_moves(moves, ListSource::Listed).unwrap()
}

/// The variation's own solution, as a list.
fn algorithm(name: &str, discs: u64) -> Vec<Move> {
    Puzzle::by_name(name, discs, None).unwrap().solution().moves().collect()
}

#[test]
fn a_recorded_solution_is_judged_by_its_length_not_by_the_catalogue() {
    // Classic is proved optimal, but that is its algorithm; a list that
    // wanders first is 2 moves longer, as the quick search shows.
    let mut wandering = vec![Move::new(0, 1), Move::new(1, 0)];
    wandering.extend(algorithm("Classic", 3));
    assert_eq!(wandering.len(), 9);
    let long = recorded("Classic", 3, &wandering);
    assert_eq!(long.verdict(None), Verdict::Longer { extra: 2, optimum: 7 });
    assert_eq!(recorded("Classic", 3, &algorithm("Classic", 3)).verdict(None), Verdict::Optimal(Evidence::Search));
    // The player does not search: it is told the quick search's optimum,
    // as the page tells it once its search module has loaded.
    let mut player = Player::new(recorded("Classic", 3, &wandering));
    assert_eq!(player.verdict(), Verdict::Unknown(Doubt::Unsearched));
    assert!(player.verdict().wants_optimum());
    assert_eq!(player.note_optimum(10), Err(ShorterThanOptimum { length: 9, optimum: 10 }));
    assert_eq!(long.quick_optimum(), Some(7));
    player.note_optimum(7).unwrap();
    assert_eq!(player.verdict(), Verdict::Longer { extra: 2, optimum: 7 });
    assert!(!player.verdict().wants_optimum());
}

#[test]
fn a_recorded_solution_too_big_to_search_is_unknown_until_an_optimum_is_noted() {
    // Classic 12: 3^12 positions, more than a quick search takes.
    let too_big = Puzzle::by_name("Classic", 12, None).unwrap();
    assert!(Search::new(&too_big).unwrap().estimate().positions > QUICK_SEARCH_POSITIONS);
    let list = algorithm("Classic", 12);
    let puzzle = recorded("Classic", 12, &list);
    assert_eq!(puzzle.verdict(None), Verdict::Unknown(Doubt::Unsearched));
    assert_eq!(puzzle.verdict(Some(list.len() as u128)), Verdict::Optimal(Evidence::Search));
    // As the page plays a search's result: the player is told its length.
    let mut player = Player::new(recorded("Classic", 12, &list));
    assert_eq!(player.verdict(), Verdict::Unknown(Doubt::Unsearched));
    assert_eq!(player.verdict().phrase(), "not known to be the fewest: this size has not been searched");
    player.note_optimum(list.len() as u128).unwrap();
    assert_eq!(player.verdict(), Verdict::Optimal(Evidence::Search));
    assert_eq!(player.verdict().phrase(), "the fewest possible, as an exhaustive search shows");
}

#[test]
fn a_solve_by_hand_is_told_against_the_fewest_moves_where_known() {
    use hanoi_core::{solved_by_hand, Against};
    let longer = Verdict::compare(8, 7).unwrap();
    let optimal = Verdict::Optimal(Evidence::Proof);
    assert_eq!(solved_by_hand(8, Against::Nothing), "Solved in 8 moves.");
    assert_eq!(solved_by_hand(8, Against::shown(&longer, Some(8))), "Solved in 8 moves; the fewest possible is 7.");
    assert_eq!(solved_by_hand(7, Against::shown(&optimal, Some(7))), "Solved in 7 moves; the fewest possible is 7. Perfect!");
    // Not known to be the fewest: the verdict on the solution shown, with its length.
    let unknown = Verdict::Unknown(Doubt::Unsearched);
    assert_eq!(
        solved_by_hand(9, Against::shown(&unknown, Some(9))),
        "Solved in 9 moves; the solution shown takes 9, not known to be the fewest: this size has not been searched."
    );
    assert_eq!(solved_by_hand(1_000, Against::shown(&Verdict::Uncounted, None)), "Solved in 1,000 moves!");
    // From a start of one's own, against the fewest between its ends.
    assert_eq!(solved_by_hand(6, Against::OwnEnds(None)), "Solved in 6 moves from your start.");
    assert_eq!(solved_by_hand(6, Against::OwnEnds(Some(5))), "Solved in 6 moves from your start; the fewest possible is 5.");
    assert_eq!(solved_by_hand(1, Against::OwnEnds(Some(1))), "Solved in 1 move from your start; the fewest possible is 1. Perfect!");
}
