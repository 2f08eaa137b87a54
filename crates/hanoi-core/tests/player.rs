//! The mid-end: solution playback, seeking and manual play with undo/redo.

use hanoi_core::{Move, Player, Puzzle};

fn player(name: &str, n: u64) -> Player {
    Player::new(Puzzle::by_name(name, n, None).unwrap())
}

#[test]
fn playback_advances_in_batches_to_the_solved_position() {
    let mut p = player("Reves", 6);
    let mut buf = [Move::new(0, 0); 5];
    let mut total = 0;
    loop {
        let made = p.advance(&mut buf);
        if made == 0 {
            break;
        }
        total += made;
    }
    assert_eq!(total, 17);
    assert_eq!(p.moves_made(), 17);
    assert!(p.is_solved());
    assert!(p.trace().is_empty());
}

#[test]
fn seek_then_advance_continues_the_solution() {
    let mut p = player("Classic", 5);
    p.seek(10).unwrap();
    let mut buf = [Move::new(0, 0); 1];
    p.advance(&mut buf);
    let eleventh = Puzzle::by_name("Classic", 5, None).unwrap().solution().moves().nth(10).unwrap();
    assert_eq!(buf[0], eleventh);
    assert_eq!(p.moves_made(), 11);
    assert!(p.seek(32).is_err());
    assert_eq!(p.moves_made(), 11, "a refused seek changes nothing");
}

#[test]
fn manual_play_checks_rules_and_undoes_and_redoes() {
    let mut p = player("Classic", 2);
    assert!(!p.can_undo());
    p.play(0, 1).unwrap();
    let after_one = p.position().clone();
    let err = p.play(0, 1).unwrap_err();
    assert_eq!(err.to_string(), "a larger disc may not go on a smaller one: disc 2 onto disc 1 on pin 2");
    assert_eq!(p.position(), &after_one, "an illegal move changes nothing");
    p.play(0, 2).unwrap();
    p.play(1, 2).unwrap();
    assert!(p.is_solved());
    assert_eq!(p.moves_made(), 3);
    assert!(p.undo());
    assert!(p.undo());
    assert_eq!(p.position(), &after_one);
    assert_eq!(p.redo(), Some(Move::new(0, 2)));
    assert_eq!(p.can_lift(0).unwrap_err().to_string(), "pin 1 is empty");
    assert_eq!(p.can_lift(7).unwrap_err().to_string(), "there is no pin 8: the pins are numbered 1 to 3");
    assert_eq!(p.can_lift(2).unwrap().size, 2);
    p.play(2, 0).unwrap();
    assert!(!p.can_redo(), "a new move forgets what was undone");
    p.reset();
    assert!(!p.is_manual());
    assert_eq!(p.moves_made(), 0);
}

#[test]
fn manual_play_can_take_over_mid_solution() {
    let mut p = player("Classic", 3);
    p.seek(3).unwrap();
    p.play(0, 2).unwrap();
    assert_eq!(p.moves_made(), 4);
    assert!(p.undo());
    assert_eq!(p.position(), &Puzzle::by_name("Classic", 3, None).unwrap().solution().seek(3).unwrap());
    // Resuming the solution discards the hand-made moves.
    let mut buf = [Move::new(0, 0); 4];
    assert_eq!(p.advance(&mut buf), 4);
    assert!(p.is_solved());
}

#[test]
fn stepping_back_from_the_end_retraces_the_solution_move_by_move() {
    let cases = [
        ("Classic", 4, None),
        ("Classic_P", 4, None),
        ("Domino", 4, None),
        ("Reversi", 3, None),
        ("Reversi_E", 3, None),
        ("Lundon", 3, None),
        ("Lundon_C", 3, None),
        ("Rainbow", 3, None),
        ("Antwerp", 2, None),
        ("Many_Pin", 7, Some(5)),
        ("Multi_Stack", 2, Some(6)),
    ];
    for (name, n, pins) in cases {
        let puzzle = || Puzzle::by_name(name, n, pins).unwrap();
        let moves: Vec<Move> = puzzle().solution().moves().collect();
        let reference = Player::new(puzzle());
        let mut p = Player::new(puzzle());
        let end = moves.len() as u128;
        p.seek(end).unwrap();
        for t in (1..=end).rev() {
            let back = p.step_back();
            assert_eq!(back, Some(moves[t as usize - 1]), "{name} n={n}: move {t}");
            assert_eq!(p.moves_made(), t - 1);
            assert_eq!(p.position(), &reference.puzzle().solution().seek(t - 1).unwrap(), "{name} n={n}: after {t}");
        }
        let at_start = p.position().clone();
        assert_eq!(p.step_back(), None, "{name}: nothing before the start");
        assert_eq!((p.position(), p.moves_made()), (&at_start, 0));
    }
}

#[test]
fn stepping_back_in_manual_play_undoes_then_returns_to_the_solution() {
    let mut p = player("Classic", 3);
    p.seek(2).unwrap();
    p.play(2, 1).unwrap();
    p.play(0, 2).unwrap();
    assert_eq!(p.step_back(), Some(Move::new(0, 2)));
    assert!(p.is_manual() && p.can_redo());
    assert_eq!(p.redo(), Some(Move::new(0, 2)));
    assert_eq!(p.step_back(), Some(Move::new(0, 2)));
    assert_eq!(p.step_back(), Some(Move::new(2, 1)));
    assert_eq!(p.moves_made(), 2);
    // Every manual move undone, with two to redo: manual play ends at
    // move 2 and the solution's move 2 (pin 1 to pin 2) is taken back.
    assert!(p.can_redo());
    assert_eq!(p.step_back(), Some(Move::new(0, 1)));
    assert!(!p.is_manual());
    assert_eq!(p.moves_made(), 1);
    assert_eq!(p.position(), &Puzzle::by_name("Classic", 3, None).unwrap().solution().seek(1).unwrap());
    assert!(!p.can_redo(), "the manual moves are forgotten");
    assert_eq!(p.redo(), None);
    assert_eq!(p.moves_made(), 1);
}

#[test]
fn stepping_back_with_every_manual_move_undone_at_the_start_changes_nothing() {
    let mut p = player("Domino", 3);
    let start = p.position().clone();
    p.play(0, 1).unwrap();
    p.play(0, 2).unwrap();
    assert_eq!(p.step_back(), Some(Move::new(0, 2)));
    assert_eq!(p.step_back(), Some(Move::new(0, 1)));
    assert_eq!(p.position(), &start);
    assert_eq!(p.step_back(), None);
    assert_eq!(p.step_back(), None, "again: still nothing");
    assert_eq!((p.position(), p.moves_made()), (&start, 0));
    assert!(p.is_manual() && p.can_redo(), "manual play goes on with both moves to redo");
    assert_eq!(p.redo(), Some(Move::new(0, 1)));
    assert_eq!(p.redo(), Some(Move::new(0, 2)));
    assert_eq!(p.moves_made(), 2);
}

/// Move numbers are u128: a solution longer than that is played to move
/// 2^128 - 1 and stops there, and moves by hand beyond it leave the count
/// there; nothing wraps round to a small number or jumps back on resume.
#[test]
fn move_counts_stop_at_the_largest_u128() {
    let mut p = Player::new(Puzzle::by_name("Many_Pin", 708, Some(3)).unwrap());
    assert!(p.length().is_err(), "2^708 - 1 moves do not fit in u128");
    p.seek(u128::MAX - 2).unwrap();
    let mut out = [Move::new(0, 0); 8];
    assert_eq!(p.advance(&mut out), 2);
    assert_eq!(p.moves_made(), u128::MAX);
    assert_eq!(p.advance(&mut out), 0, "no move past 2^128 - 1");
    assert_eq!(p.moves_made(), u128::MAX);
    let at_the_end = p.position().clone();
    // A legal move by hand: the count stays at 2^128 - 1.
    let (from, to) = (0..3)
        .flat_map(|f| (0..3).map(move |t| (f, t)))
        .find(|&(f, t)| p.puzzle().solution().rules().check(p.position(), f, t).is_ok())
        .unwrap();
    p.play(from, to).unwrap();
    assert_eq!(p.moves_made(), u128::MAX);
    // Resuming goes back to where the solution was, not near the start.
    assert_eq!(p.advance(&mut out), 0);
    assert_eq!(p.moves_made(), u128::MAX);
    assert_eq!(p.position(), &at_the_end);
}
