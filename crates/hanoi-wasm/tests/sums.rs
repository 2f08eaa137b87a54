//! The sums bindings in a real browser: a sum checked for a page, refused
//! with the part named, and played to the end against the computer.

use hanoi_wasm::{check_sum, default_sum, SumSession};
use wasm_bindgen_test::*;

mod common;

use common::{get, message};

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn a_sum_is_checked_and_refused_naming_the_part() {
    let spec = check_sum("3:2:ec1, 3:3:EC5").unwrap();
    assert_eq!(get(&spec, "list").as_string().unwrap(), "3:2:EC1,3:3:EC5");
    assert_eq!(get(&spec, "command").as_string().unwrap(), "hanoi game sum 3:2:EC1 3:3:EC5");
    assert_eq!(get(&default_sum(), "list").as_string().unwrap(), "3:2:EC1,3:3:EC5");
    let refused = check_sum("3:2:EC1,3:x:EC1").unwrap_err();
    assert_eq!(message(refused), "part 2, \"3:x:EC1\": the number of discs is a whole number, not \"x\"");
    assert!(SumSession::new("3:2:EC1", None).is_err());
}

#[wasm_bindgen_test]
fn the_computer_wins_a_won_sum_and_a_bad_move_changes_nothing() {
    // 1 + 1 + 1 = 1: the first player (the computer here) wins.
    let mut session = SumSession::new("3:2:EC1,3:2:EC3,3:1:EC4", None).unwrap();
    let state = session.state("the computer");
    assert_eq!(get(&state, "value").as_string().unwrap(), "1");
    assert_eq!(get(&state, "outcome").as_string().unwrap(), "win");
    assert!(session.play(5, 0, 1).is_err());
    assert_eq!(get(&session.state("you"), "moves").as_f64(), Some(0.0));
    for _ in 0..200 {
        if !get(&session.state("you"), "winner").is_undefined() {
            break;
        }
        assert!(!session.computer_move(None, None, None).is_undefined());
        // The human: the first legal move found.
        'found: for part in 0..3 {
            for from in 0..3 {
                for to in 0..3 {
                    if from != to && session.play(part, from, to).is_ok() {
                        break 'found;
                    }
                }
            }
        }
    }
    assert_eq!(get(&session.state("you"), "winner").as_f64(), Some(0.0));
}
