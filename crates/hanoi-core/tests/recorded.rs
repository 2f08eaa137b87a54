//! A solution made from a recorded move list (`Puzzle::with_moves`): the
//! interpreter iterates, counts, seeks and traces it as it does any program,
//! and a list that breaks a rule or does not solve the puzzle is refused.

use std::ops::ControlFlow;

use hanoi_core::search::{Outcome, Search};
use hanoi_core::{IllegalMove, ListSource, Move, Player, Position, Puzzle, SolutionFault};

fn optimal_moves(name: &str, n: u64) -> Vec<Move> {
    let puzzle = Puzzle::by_name(name, n, None).unwrap();
    match Search::new(&puzzle).unwrap().run(|_| ControlFlow::Continue(())).unwrap() {
        Outcome::Solved { moves, .. } => moves,
        Outcome::Unreachable { .. } => panic!("{name} {n} is solvable"),
    }
}

/// The positions after 0, 1, ..., k moves, by playing them under the rules.
fn replay(puzzle: &Puzzle, moves: &[Move]) -> Vec<Position> {
    let rules = puzzle.solution().rules();
    let mut pos = puzzle.start().clone();
    let mut all = vec![pos.clone()];
    for mv in moves {
        rules.play(&mut pos, mv.from as usize, mv.to as usize).unwrap();
        all.push(pos.clone());
    }
    all
}

/// Everything the interpreter says about a recorded solution agrees with the list.
fn check_against_replay(name: &str, n: u64, moves: &[Move]) {
    let puzzle = Puzzle::by_name(name, n, None).unwrap().with_moves(moves, ListSource::Search).unwrap();
    assert!(puzzle.is_recorded());
    let solution = puzzle.solution();
    let k = moves.len();
    assert_eq!(solution.length().unwrap(), k as u128, "{name} {n}: count");
    assert_eq!(solution.moves().collect::<Vec<_>>(), moves, "{name} {n}: iteration");
    assert_eq!(puzzle.verify_solution(), Ok(k as u64));
    let positions = replay(&puzzle, moves);
    for t in 0..=k {
        assert_eq!(solution.seek(t as u128).unwrap(), positions[t], "{name} {n}: seek {t}");
        // A cursor from move t yields the rest of the list.
        let mut cursor = solution.cursor_at(t as u128).unwrap();
        let rest: Vec<Move> = std::iter::from_fn(|| cursor.next(solution)).collect();
        assert_eq!(rest, moves[t..], "{name} {n}: cursor at {t}");
        let trace = solution.trace(t as u128).unwrap();
        if t < k {
            assert_eq!(trace.len(), 1);
            let s = if k == 1 { "" } else { "s" };
            assert_eq!(trace[0].text, format!("play the {k} move{s} of an optimal solution found by search"));
        } else {
            assert!(trace.is_empty(), "{name} {n}: nothing in progress at the end");
        }
    }
    let err = solution.seek(k as u128 + 1).unwrap_err();
    let s = if k == 1 { "" } else { "s" };
    assert_eq!(err.to_string(), format!("move {} is past the end: the solution has {k} move{s}", k + 1));
}

#[test]
fn a_recorded_optimum_is_iterated_counted_and_sought_like_any_solution() {
    // Lundon_C is beaten from 3 discs: 15 moves against the algorithm's 21.
    let lundon = optimal_moves("Lundon_C", 3);
    assert_eq!(lundon.len(), 15);
    assert_eq!(Puzzle::by_name("Lundon_C", 3, None).unwrap().solution().length().unwrap(), 21);
    check_against_replay("Lundon_C", 3, &lundon);
    check_against_replay("Classic", 4, &optimal_moves("Classic", 4));
    check_against_replay("Reves", 5, &optimal_moves("Reves", 5));
    // The algorithm's own moves, recorded, are the same solution.
    let classic: Vec<Move> = Puzzle::by_name("Classic", 5, None).unwrap().solution().moves().collect();
    check_against_replay("Classic", 5, &classic);
    check_against_replay("Classic", 1, &[Move::new(0, 2)]);
}

#[test]
fn no_discs_make_an_empty_list() {
    let puzzle = Puzzle::by_name("Classic", 0, None).unwrap().with_moves(&[], ListSource::Search).unwrap();
    assert_eq!(puzzle.solution().length().unwrap(), 0);
    assert_eq!(puzzle.solution().moves().count(), 0);
    assert!(puzzle.solution().trace(0).unwrap().is_empty());
    assert_eq!(puzzle.verify_solution(), Ok(0));
}

#[test]
fn a_player_plays_a_recorded_solution_to_the_end_and_back() {
    let moves = optimal_moves("Lundon_C", 3);
    let puzzle = Puzzle::by_name("Lundon_C", 3, None).unwrap().with_moves(&moves, ListSource::Search).unwrap();
    let mut player = Player::new(puzzle);
    assert_eq!(player.length().unwrap(), 15);
    let mut out = [Move::new(0, 0); 4];
    let mut made = Vec::new();
    loop {
        let k = player.advance(&mut out);
        if k == 0 {
            break;
        }
        made.extend_from_slice(&out[..k]);
    }
    assert_eq!(made, moves);
    assert!(player.is_solved());
    assert_eq!(player.moves_made(), 15);
    player.seek(7).unwrap();
    assert_eq!(player.moves_made(), 7);
    assert!(!player.is_solved());
    let k = player.advance(&mut out);
    assert_eq!(out[..k], moves[7..11]);
}

#[test]
fn an_illegal_or_unfinished_list_is_refused_with_the_reason() {
    let classic = || Puzzle::by_name("Classic", 3, None).unwrap();
    // Move 2 puts disc 2 on disc 1.
    let err = classic().with_moves(&[Move::new(0, 2), Move::new(0, 2)], ListSource::Search).err().unwrap();
    assert!(matches!(err, SolutionFault::Illegal { at: 2, error: IllegalMove::OnSmaller { disc: 2, onto: 1, .. } }));
    assert_eq!(err.to_string(), "move 2 is illegal: a larger disc may not go on a smaller one: disc 2 onto disc 1 on pin 3");
    // A pin that does not exist.
    let err = classic().with_moves(&[Move::new(0, 7)], ListSource::Search).err().unwrap();
    assert!(matches!(err, SolutionFault::Illegal { at: 1, error: IllegalMove::NoSuchPin { .. } }), "{err:?}");
    // Legal but not solved.
    let err = classic().with_moves(&[Move::new(0, 2), Move::new(0, 1)], ListSource::Search).err().unwrap();
    assert_eq!(err, SolutionFault::NotSolved { after: 2 });
    assert_eq!(err.to_string(), "not solved after 2 moves");
    let err = classic().with_moves(&[], ListSource::Search).err().unwrap();
    assert_eq!(err, SolutionFault::NotSolved { after: 0 });
    // Colours count: Lundon_C's optimum played backwards is not a solution.
    let lundon = optimal_moves("Lundon_C", 3);
    let reversed: Vec<Move> = lundon.iter().rev().map(|m| Move::new(m.to, m.from)).collect();
    assert!(Puzzle::by_name("Lundon_C", 3, None).unwrap().with_moves(&reversed, ListSource::Listed).is_err());
}

#[test]
fn the_trace_says_where_the_list_comes_from() {
    let classic = || Puzzle::by_name("Classic", 3, None).unwrap();
    let moves: Vec<Move> = classic().solution().moves().collect();
    for (source, words) in [
        (ListSource::Search, "play the 7 moves of an optimal solution found by search"),
        (ListSource::Imported, "play the 7 moves imported"),
        (ListSource::Cheapest, "play the 7 moves found by exact search over positions"),
        (ListSource::Listed, "play the 7 moves as listed"),
    ] {
        let puzzle = classic().with_moves(&moves, source).unwrap();
        assert_eq!(puzzle.solution().trace(0).unwrap()[0].text, words);
        assert_eq!(ListSource::from_id(source.id()), Some(source));
    }
    assert_eq!(ListSource::from_id("found by search"), None);
}
