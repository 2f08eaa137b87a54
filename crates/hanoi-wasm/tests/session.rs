//! The bindings in a real browser (headless Chromium through
//! wasm-bindgen-test-runner).

use hanoi_wasm::{catalogue, search_estimate, search_optimum, Session};
use js_sys::{Function, Reflect, Uint8Array};
use wasm_bindgen::prelude::*;
use wasm_bindgen::{JsCast, JsError, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn get(obj: &JsValue, key: &str) -> JsValue {
    Reflect::get(obj, &JsValue::from_str(key)).unwrap()
}

fn message(err: JsError) -> String {
    js_sys::Error::from(JsValue::from(err)).message().into()
}

#[wasm_bindgen_test]
fn catalogue_lists_every_variation_with_its_limits() {
    let list = catalogue();
    let names: Vec<String> = list.iter().map(|v| get(&v, "name").as_string().unwrap()).collect();
    // In the core's order (the original menu's).
    let core: Vec<&str> = hanoi_core::CATALOGUE.iter().map(|v| v.name).collect();
    assert_eq!(names, core);
    assert_eq!(names[..2], ["Classic", "Cyclic"]);
    let many = list.get(names.iter().position(|n| n == "Many_Pin").unwrap() as u32);
    assert_eq!(get(&get(&many, "pins"), "max").as_f64(), Some(100.0));
    assert_eq!(get(&many, "family").as_string().unwrap(), "Reve's & Many-Pin");
}

#[wasm_bindgen_test]
fn a_session_plays_the_solution_in_batches() {
    let mut s = Session::new("classic", 4.0, None).unwrap();
    assert_eq!(s.length().unwrap(), "15");
    assert_eq!(s.position_text(), "pin 1: 4 3 2 1; pin 2: empty; pin 3: empty");
    let first = s.next_moves(3).to_vec();
    assert_eq!(first, [0, 1, 0, 2, 1, 2]);
    assert_eq!(s.moves_made(), "3");
    let rest = s.next_moves(100).to_vec();
    assert_eq!(rest.len(), 24);
    assert!(s.is_solved());
    assert_eq!(s.next_moves(10).length(), 0);
    assert_eq!(get(&s.position(), "solved").as_bool(), Some(true));
}

#[wasm_bindgen_test]
fn seek_and_trace_jump_anywhere() {
    let mut s = Session::new("many-pin", 35.0, Some(6.0)).unwrap();
    s.seek("105").unwrap();
    assert_eq!(
        s.position_text(),
        "pin 1: empty; pin 2: 15 14 13 12 11 10 9 8 7 6 5 4 3 2 1; pin 3: 25 24 23 22 21 20 19 18 17 16; \
         pin 4: 31 30 29 28 27 26; pin 5: 34 33 32; pin 6: 35"
    );
    assert!(s.trace().length() > 0);
    let err = s.seek("210").unwrap_err();
    assert_eq!(message(err), "move 210 is past the end: the solution has 209 moves");
    let big = Session::new("classic", 64.0, None).unwrap();
    assert_eq!(big.length().unwrap(), "18446744073709551615");
}

#[wasm_bindgen_test]
fn a_bad_manual_move_is_refused_with_the_rule_and_changes_nothing() {
    let mut s = Session::new("classic", 3.0, None).unwrap();
    s.try_move(0, 2).unwrap();
    let before = s.position_text();
    let err = s.try_move(0, 2).unwrap_err();
    assert_eq!(message(err), "a larger disc may not go on a smaller one: disc 2 onto disc 1 on pin 3");
    assert_eq!(s.position_text(), before);
    assert_eq!(message(s.try_move(1, 0).unwrap_err()), "pin 2 is empty");
    assert!(s.undo());
    assert_eq!(s.position_text(), "pin 1: 3 2 1; pin 2: empty; pin 3: empty");
    assert_eq!(s.redo(), Some(vec![0, 2]));
    assert_eq!(s.position_text(), before);
    assert_eq!(s.redo(), None);
    assert_eq!(s.lift_error(1).as_deref(), Some("pin 2 is empty"));
    assert_eq!(s.lift_error(2), None);
}

#[wasm_bindgen_test]
fn bad_parameters_are_refused_with_a_reason() {
    let err = |v: &str, n: f64, m: Option<f64>| message(Session::new(v, n, m).err().unwrap());
    assert_eq!(err("classic", 65.0, None), "Classic takes 0 to 64 discs, not 65");
    assert_eq!(err("reves", 3.0, Some(5.0)), "Reve's puzzle always has 4 pins, not 5");
    assert_eq!(err("classic", -1.0, None), "the number of discs must be a whole number of 0 or more, not -1");
    assert_eq!(err("classic", f64::NAN, None), "the number of discs must be a whole number of 0 or more, not NaN");
    assert!(err("nonesuch", 3.0, None).contains("unknown variation"));
    let too_long = Session::new("many-pin", 1000.0, Some(3.0)).unwrap();
    assert!(message(too_long.length().unwrap_err()).contains("more moves than can be counted"));
}

#[wasm_bindgen_test]
fn the_search_is_estimated_before_it_runs() {
    let e = search_estimate("classic", 16.0, None).unwrap();
    assert_eq!(get(&e, "positions").as_f64(), Some(43_046_721.0));
    assert!(get(&e, "bytes").as_f64().unwrap() > 43_046_721.0 / 4.0);
    assert_eq!(get(&e, "bitsPerPosition").as_f64(), Some(4.0));
    // Far too large for a browser, but the estimate says so at once.
    let huge = search_estimate("classic", 40.0, None).unwrap();
    assert_eq!(get(&huge, "positions").as_f64(), Some(3f64.powi(40)));
    let err = |r: Result<JsValue, JsError>| message(r.err().unwrap());
    assert_eq!(err(search_estimate("classic", 65.0, None)), "Classic takes 0 to 64 discs, not 65");
    assert_eq!(
        err(search_estimate("classic", 64.0, None)),
        "this puzzle cannot be searched: the number of positions does not fit in 64 bits"
    );
}

fn thrown(value: JsValue) -> String {
    js_sys::Error::from(value).message().into()
}

#[wasm_bindgen_test]
fn the_search_finds_the_optimum_with_progress() {
    let reports = std::rc::Rc::new(std::cell::RefCell::new(Vec::new()));
    let seen = reports.clone();
    let callback = Closure::<dyn FnMut(JsValue)>::new(move |p: JsValue| seen.borrow_mut().push(p));
    let found = search_optimum("classic", 10.0, None, Some(callback.as_ref().unchecked_ref::<Function>().clone())).unwrap();
    assert_eq!(get(&found, "length").as_f64(), Some(1023.0));
    let moves = Uint8Array::from(get(&found, "moves")).to_vec();
    assert_eq!(moves.len(), 2 * 1023);
    assert!(get(&found, "reached").as_f64().unwrap() > 1023.0);
    // Classic 10 has 59,049 positions: fewer than a report's worth, so
    // perhaps no report; Classic 12 (531,441) has several.
    search_optimum("classic", 12.0, None, Some(callback.as_ref().unchecked_ref::<Function>().clone())).unwrap();
    let reports = reports.borrow();
    assert!(!reports.is_empty());
    let last = reports.last().unwrap();
    assert_eq!(get(last, "total").as_f64(), Some(531_441.0));
    assert!(get(last, "settled").as_f64().unwrap() <= get(last, "reached").as_f64().unwrap());
    assert!(get(last, "depth").as_f64().unwrap() > 0.0);

    // Lundon_C 3: 15 moves, shorter than the algorithm's 21; they play back
    // as a session with the same controls.
    let found = search_optimum("lundon-c", 3.0, None, None).unwrap();
    assert_eq!(get(&found, "length").as_f64(), Some(15.0));
    assert_eq!(get(&found, "unreachable"), JsValue::UNDEFINED);
    let moves = Uint8Array::from(get(&found, "moves")).to_vec();
    let mut s = Session::with_moves("lundon-c", 3.0, None, &moves, Some("found by search".into())).unwrap();
    assert!(s.is_recorded());
    assert!(!Session::new("lundon-c", 3.0, None).unwrap().is_recorded());
    assert_eq!(s.length().unwrap(), "15");
    assert_eq!(get(&s.trace().get(0), "text").as_string().unwrap(), "play the 15 moves found by search");
    assert_eq!(s.next_moves(100).to_vec(), moves);
    assert!(s.is_solved());
    s.seek("3").unwrap();
    assert_eq!(s.next_moves(1).to_vec(), moves[6..8]);
}

#[wasm_bindgen_test]
fn the_search_can_be_cancelled_and_passes_on_what_the_callback_threw() {
    let cancel = Closure::<dyn FnMut(JsValue) -> bool>::new(|_: JsValue| false);
    let err = search_optimum("classic", 12.0, None, Some(cancel.as_ref().unchecked_ref::<Function>().clone())).unwrap_err();
    assert_eq!(thrown(err), "the search was cancelled");
    let throws = Closure::<dyn FnMut(JsValue) -> Result<(), JsValue>>::new(|_: JsValue| {
        Err(js_sys::Error::new("stop here").into())
    });
    let err = search_optimum("classic", 12.0, None, Some(throws.as_ref().unchecked_ref::<Function>().clone())).unwrap_err();
    assert_eq!(thrown(err), "stop here");
    assert!(thrown(search_optimum("nonesuch", 3.0, None, None).unwrap_err()).contains("unknown variation"));
}

#[wasm_bindgen_test]
fn moves_that_break_a_rule_or_do_not_solve_are_refused() {
    let err = |moves: &[u8]| message(Session::with_moves("classic", 3.0, None, moves, None).err().unwrap());
    assert_eq!(err(&[0, 2, 0, 2]), "move 2 is illegal: a larger disc may not go on a smaller one: disc 2 onto disc 1 on pin 3");
    assert_eq!(err(&[0, 2, 0, 1]), "not solved after 2 moves");
    assert_eq!(err(&[0, 2, 0]), "moves come in pairs (from, to), but 3 numbers were given");
    let s = Session::with_moves("classic", 1.0, None, &[0, 2], None).unwrap();
    assert_eq!(get(&s.trace().get(0), "text").as_string().unwrap(), "play the 1 move as listed");
}
