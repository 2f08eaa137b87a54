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
