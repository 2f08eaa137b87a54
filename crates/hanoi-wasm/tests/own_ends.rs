//! A start and goal of one's own through the bindings: text read by the
//! study module into the keys the page's Session takes, refusals with the
//! core's reason that change nothing, play by hand to the goal, arranging by
//! hand, a random start, and the quick optimum between one's own ends.

use hanoi_wasm::{position_notation, quick_optimum, random_start, read_ends, Session};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

mod common;

use common::message;

wasm_bindgen_test_configure!(run_in_browser);

/// The text field `key` of what a binding returned.
fn get(obj: &JsValue, key: &str) -> Option<String> {
    common::get(obj, key).as_string()
}

/// The position on show as people write it.
fn shown(s: &Session) -> String {
    position_notation(&s.id(), s.discs() as f64, Some(s.pins() as f64), &s.position_key()).unwrap()
}

#[wasm_bindgen_test]
fn a_start_typed_plays_by_hand_to_a_goal_of_ones_own() {
    let ends = read_ends("classic", 2.0, None, "2,1/-/-", Some("- | 2 1 | -".into())).unwrap();
    assert_eq!(get(&ends, "startText").unwrap(), "2 1 / - / -", "written back as the core writes it");
    assert_eq!(get(&ends, "goalText").unwrap(), "- / 2 1 / -");
    let mut s = Session::new("classic", 2.0, None).unwrap();
    s.start_from(&get(&ends, "start").unwrap(), get(&ends, "goal")).unwrap();
    assert!(s.has_own_ends() && s.is_manual());
    assert_eq!(s.own_start(), get(&ends, "start"));
    assert_eq!(s.own_goal(), get(&ends, "goal"));
    assert_eq!(s.moves_made(), "0");
    assert_eq!(s.next_moves(5).length(), 0, "the algorithm's moves are not played from here");
    assert!(message(s.seek("1").unwrap_err()).starts_with("the solution starts from the puzzle's own start"));
    for (from, to) in [(0, 2), (0, 1), (2, 1)] {
        s.try_move(from, to).unwrap();
    }
    assert!(s.is_solved());
    assert_eq!(s.moves_made(), "3");
    s.reset();
    assert_eq!(shown(&s), "2 1 / - / -");
    s.clear_ends();
    assert!(!s.has_own_ends());
    assert_eq!(s.own_start(), None);
    assert_eq!(s.length().unwrap(), "3");
}

#[wasm_bindgen_test]
fn bad_text_is_refused_with_the_reason_and_the_session_is_unchanged() {
    let refused = |start: &str, goal: Option<&str>| {
        message(read_ends("classic", 3.0, None, start, goal.map(Into::into)).unwrap_err())
    };
    assert_eq!(refused("3 2 / - / 7", None), "the start: pin 3: there is no disc \"7\": the discs are 1 to 3");
    assert_eq!(
        refused("3 2 1 / - / -", Some("1 2 3 / - / -")),
        "the goal: a larger disc may not go on a smaller one: disc 2 onto disc 1 on pin 1"
    );
    let mut s = Session::new("classic", 3.0, None).unwrap();
    s.try_move(0, 2).unwrap();
    let key = s.position_key();
    for bad in ["", "1.2", "not a key"] {
        let error = message(s.start_from(bad, None).unwrap_err());
        assert!(error.ends_with("is not a position of this puzzle"), "{bad}: {error}");
        assert_eq!(s.position_key(), key);
        assert!(!s.has_own_ends());
        assert_eq!(s.moves_made(), "1");
    }
    let reves = Session::new("reves", 3.0, None).unwrap();
    assert!(s.start_from(&reves.position_key(), None).is_err(), "another puzzle's position");
}

#[wasm_bindgen_test]
fn arranging_by_hand_refuses_what_the_rules_forbid() {
    let mut s = Session::new("classic", 3.0, None).unwrap();
    s.arrange(0, 2).unwrap();
    assert_eq!(shown(&s), "3 2 / - / 1");
    assert!(s.has_own_ends());
    assert_eq!(
        message(s.arrange(0, 2).unwrap_err()),
        "a larger disc may not go on a smaller one: disc 2 onto disc 1 on pin 3"
    );
    assert_eq!(message(s.arrange(1, 0).unwrap_err()), "pin 2 is empty");
    assert_eq!(shown(&s), "3 2 / - / 1", "nothing changed");
    assert_eq!(s.own_start(), Some(s.position_key()));
}

#[wasm_bindgen_test]
fn a_random_start_is_repeatable_and_starts_play() {
    let a = random_start("reversi", 4.0, None, 42).unwrap();
    let b = random_start("reversi", 4.0, None, 42).unwrap();
    assert_eq!(get(&a, "text"), get(&b, "text"));
    let mut s = Session::new("reversi", 4.0, None).unwrap();
    s.start_from(&get(&a, "key").unwrap(), None).unwrap();
    assert_eq!(shown(&s), get(&a, "text").unwrap());
    assert!(message(random_start("classic", 99.0, None, 1).unwrap_err()).contains("not 99"));
}

#[wasm_bindgen_test]
fn the_quick_optimum_between_ones_own_ends() {
    assert_eq!(quick_optimum("classic", 3.0, None, Some("3 / 2 / 1".into()), None).unwrap().as_deref(), Some("5"));
    assert_eq!(
        quick_optimum("classic", 3.0, None, Some("3 / 2 / 1".into()), Some("3 / 2 / 1".into())).unwrap().as_deref(),
        Some("0")
    );
    assert!(message(quick_optimum("classic", 3.0, None, Some("3 / 2".into()), None).unwrap_err()).contains("3 pins"));
}
