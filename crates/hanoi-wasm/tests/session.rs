//! The bindings in a real browser (headless Chromium through
//! wasm-bindgen-test-runner).

use hanoi_wasm::{
    catalogue, check_settings, find_variation, moves_command, path_keys, position_notation,
    quick_optimum, quote, resolve_settings, search_estimate, search_optimum,
    switch_settings, Session,
};
use js_sys::{Function, Uint8Array};
use wasm_bindgen::prelude::*;
use wasm_bindgen::{JsCast, JsError, JsValue};
use wasm_bindgen_test::*;

mod common;

use common::{get, message};

wasm_bindgen_test_configure!(run_in_browser);

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
fn a_huge_batch_is_cut_to_a_million_moves_and_counts_end_at_the_largest_u128() {
    // nextMoves(-1) arrives as 2^32 - 1.
    let mut s = Session::new("classic", 25.0, None).unwrap();
    assert_eq!(s.next_moves(u32::MAX).length(), 2 << 20);
    assert_eq!(s.moves_made(), (1u32 << 20).to_string());
    // 2^708 - 1 moves: the count stops at 2^128 - 1, by hand too.
    let mut s = Session::new("many-pin", 708.0, Some(3.0)).unwrap();
    let last = u128::MAX.to_string();
    s.seek(&(u128::MAX - 2).to_string()).unwrap();
    assert_eq!(s.next_moves(8).length(), 4);
    assert_eq!(s.moves_made(), last);
    assert_eq!(s.next_moves(8).length(), 0);
    // A refused move changes nothing, so the first legal one is made.
    assert!((0..3).flat_map(|f| (0..3).map(move |t| (f, t))).any(|(f, t)| s.try_move(f, t).is_ok()));
    assert!(s.is_manual());
    assert_eq!(s.moves_made(), last);
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
fn a_move_number_past_2_to_the_128_is_far_too_large_even_where_the_length_is_not_counted() {
    // Many-Pin 1,000 on 3 pins has more moves than a u128 holds.
    let mut s = Session::new("many-pin", 1000.0, Some(3.0)).unwrap();
    assert!(s.length().is_err());
    s.seek("5").unwrap();
    let err = s.seek("340282366920938463463374607431768211456").unwrap_err();
    assert_eq!(
        message(err),
        "move \"340282366920938463463374607431768211456\" is far too large: moves are counted up to 2^128 - 1 \
         (340,282,366,920,938,463,463,374,607,431,768,211,455)"
    );
    assert_eq!(s.moves_made(), "5");
    s.seek("340282366920938463463374607431768211455").unwrap();
    let err = s.seek("-1").unwrap_err();
    assert_eq!(message(err), "a move number is a whole number of 0 or more, not \"-1\"");
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
    let e = search_estimate("classic", 16.0, None, None, None).unwrap();
    assert_eq!(get(&e, "positions").as_f64(), Some(43_046_721.0));
    assert!(get(&e, "bytes").as_f64().unwrap() > 43_046_721.0 / 4.0);
    // One ball meeting its mirror image: 2 bits a position.
    assert_eq!(get(&e, "bitsPerPosition").as_f64(), Some(2.0));
    // Far too large for a browser, but the estimate says so at once.
    let huge = search_estimate("classic", 40.0, None, None, None).unwrap();
    assert_eq!(get(&huge, "positions").as_f64(), Some(3f64.powi(40)));
    assert_eq!(get(&e, "fits").as_bool(), Some(true));
    assert_eq!(get(&huge, "fits").as_bool(), Some(false));
    assert_eq!(get(&huge, "limit").as_f64(), Some(512.0 * 1024.0 * 1024.0));
    assert_eq!(get(&huge, "sparse").as_bool(), Some(false));
    // The command line's search instead, as the CLI reads it, with the memory it needs.
    assert_eq!(get(&huge, "command").as_string().unwrap(), "hanoi optimum classic --discs 40 --max-memory 3260939989437");
    let five = search_estimate("many-pin", 20.0, Some(5.0), None, None).unwrap();
    assert!(get(&five, "command").as_string().unwrap().starts_with("hanoi optimum many-pin --discs 20 --pins 5 --max-memory "));
    // Reversi's colours make most ranks impossible: a table of the positions
    // reached replaces the 64 GB of dense marks, and the search may start.
    let reversi = search_estimate("reversi", 12.0, None, None, None).unwrap();
    assert!(get(&reversi, "bytes").as_f64().unwrap() > 1e10);
    assert_eq!(get(&reversi, "sparse").as_bool(), Some(true));
    assert_eq!(get(&reversi, "fits").as_bool(), Some(true));
    let err = |r: Result<JsValue, JsError>| message(r.err().unwrap());
    assert_eq!(err(search_estimate("classic", 65.0, None, None, None)), "Classic takes 0 to 64 discs, not 65");
    assert_eq!(
        err(search_estimate("classic", 64.0, None, None, None)),
        "the number of positions does not fit in 64 bits"
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
    let found = search_optimum("classic", 10.0, None, Some(callback.as_ref().unchecked_ref::<Function>().clone()), None, None).unwrap();
    assert_eq!(get(&found, "length").as_f64(), Some(1023.0));
    let moves = Uint8Array::from(get(&found, "moves")).to_vec();
    assert_eq!(moves.len(), 2 * 1023);
    assert!(get(&found, "reached").as_f64().unwrap() > 1023.0);
    // Classic 10 has 59,049 positions: fewer than a report's worth, so
    // perhaps no report; Classic 12 (531,441) has several.
    search_optimum("classic", 12.0, None, Some(callback.as_ref().unchecked_ref::<Function>().clone()), None, None).unwrap();
    let reports = reports.borrow();
    assert!(!reports.is_empty());
    let last = reports.last().unwrap();
    assert_eq!(get(last, "total").as_f64(), Some(531_441.0));
    assert!(get(last, "settled").as_f64().unwrap() <= get(last, "reached").as_f64().unwrap());
    assert!(get(last, "depth").as_f64().unwrap() > 0.0);

    // Lundon_C 3: 15 moves, shorter than the algorithm's 21; they play back
    // as a session with the same controls.
    let found = search_optimum("lundon-c", 3.0, None, None, None, None).unwrap();
    assert_eq!(get(&found, "length").as_f64(), Some(15.0));
    assert_eq!(get(&found, "unreachable"), JsValue::UNDEFINED);
    let moves = Uint8Array::from(get(&found, "moves")).to_vec();
    let mut s = Session::with_moves("lundon-c", 3.0, None, &moves, Some("search".into())).unwrap();
    assert!(s.is_recorded());
    assert!(!Session::new("lundon-c", 3.0, None).unwrap().is_recorded());
    assert_eq!(s.length().unwrap(), "15");
    let trace = get(&s.trace().get(0), "text").as_string().unwrap();
    assert_eq!(trace, "play the 15 moves of an optimal solution found by search");
    assert_eq!(s.next_moves(100).to_vec(), moves);
    assert!(s.is_solved());
    s.seek("3").unwrap();
    assert_eq!(s.next_moves(1).to_vec(), moves[6..8]);
}

#[wasm_bindgen_test]
fn the_search_keeps_to_the_pages_memory_limit() {
    // Dense marks for 3^20 positions need 1.7 GB: refused before anything is allocated.
    let err = search_optimum("classic", 20.0, None, None, None, None).unwrap_err();
    assert_eq!(thrown(err), "the search would need more than the 512 MB it may use");
}

#[wasm_bindgen_test]
fn the_search_can_be_cancelled_and_passes_on_what_the_callback_threw() {
    let cancel = Closure::<dyn FnMut(JsValue) -> bool>::new(|_: JsValue| false);
    let err = search_optimum("classic", 12.0, None, Some(cancel.as_ref().unchecked_ref::<Function>().clone()), None, None).unwrap_err();
    assert_eq!(thrown(err), "the search was cancelled");
    let throws = Closure::<dyn FnMut(JsValue) -> Result<(), JsValue>>::new(|_: JsValue| {
        Err(js_sys::Error::new("stop here").into())
    });
    let err = search_optimum("classic", 12.0, None, Some(throws.as_ref().unchecked_ref::<Function>().clone()), None, None).unwrap_err();
    assert_eq!(thrown(err), "stop here");
    assert!(thrown(search_optimum("nonesuch", 3.0, None, None, None, None).unwrap_err()).contains("unknown variation"));
}

#[wasm_bindgen_test]
fn moves_that_break_a_rule_or_do_not_solve_are_refused() {
    let err = |moves: &[u8]| message(Session::with_moves("classic", 3.0, None, moves, None).err().unwrap());
    assert_eq!(err(&[0, 2, 0, 2]), "move 2 is illegal: a larger disc may not go on a smaller one: disc 2 onto disc 1 on pin 3");
    assert_eq!(err(&[0, 2, 0, 1]), "not solved after 2 moves");
    assert_eq!(err(&[0, 2, 0]), "moves come in pairs (from, to), but 3 numbers were given");
    let s = Session::with_moves("classic", 1.0, None, &[0, 2], None).unwrap();
    assert_eq!(get(&s.trace().get(0), "text").as_string().unwrap(), "play the 1 move as listed");
    let s = Session::with_moves("classic", 1.0, None, &[0, 2], Some("imported".into())).unwrap();
    assert_eq!(get(&s.trace().get(0), "text").as_string().unwrap(), "play the 1 move imported");
    let err = Session::with_moves("classic", 1.0, None, &[0, 2], Some("found by search".into())).err().unwrap();
    assert_eq!(message(err), "no move list comes from \"found by search\"");
}

#[wasm_bindgen_test]
fn the_command_line_for_what_the_page_refuses_is_the_cores() {
    let command = |variation, discs, pins, from| get(&search_estimate(variation, discs, pins, from, None).unwrap(), "command").as_string().unwrap();
    assert_eq!(command("classic", 3.0, Some(3.0), Some("3 / 2 / 1".to_string())), "hanoi optimum classic --discs 3 --from \"3 / 2 / 1\"");
    assert_eq!(command("many-pin", 3.0, Some(5.0), None), "hanoi optimum many-pin --discs 3 --pins 5");
    // Past the command line's 4 GB, the memory the search needs.
    assert_eq!(command("classic", 40.0, None, None), "hanoi optimum classic --discs 40 --max-memory 3260939989437");
    // The limit the command line's search can start with (the same as the
    // CLI's refusal names).
    assert_eq!(command("reves", 18.0, None, None), "hanoi optimum reves --discs 18 --max-memory 18439");
    assert_eq!(moves_command("many-pin", 40.0, Some(3.0), true).unwrap(), "hanoi moves many-pin --discs 40 --pins 3 --json");
    assert_eq!(moves_command("classic", 20.0, None, false).unwrap(), "hanoi moves classic --discs 20");
}

#[wasm_bindgen_test]
fn a_solve_by_hand_is_worded_by_the_core() {
    let mut s = Session::new("classic", 2.0, None).unwrap();
    for (from, to) in [(0, 1), (0, 2), (1, 2)] {
        s.try_move(from, to).unwrap();
    }
    assert_eq!(s.solved_by_hand(true, None), "Solved in 3 moves; the fewest possible is 3. Perfect!");
    assert_eq!(s.solved_by_hand(false, None), "Solved in 3 moves.");
}

fn strings(value: JsValue) -> Vec<String> {
    js_sys::Array::from(&value).iter().map(|v| v.as_string().unwrap()).collect()
}

fn number(obj: &JsValue, key: &str) -> f64 {
    get(obj, key).as_f64().unwrap()
}

fn text(obj: &JsValue, key: &str) -> String {
    get(obj, key).as_string().unwrap()
}

#[wasm_bindgen_test]
fn entries_have_a_title_and_limits_in_words() {
    let list = catalogue();
    let reves = list.iter().find(|v| text(v, "name") == "Reves").unwrap();
    assert_eq!(text(&reves, "title"), "Reve's puzzle");
    assert_eq!(text(&get(&reves, "pins"), "text"), "always 4");
    assert_eq!(text(&get(&reves, "discs"), "text"), "0 to 100");
    let multi = find_variation(" MULTI_STACK ").unwrap();
    assert_eq!((text(&multi, "name"), text(&multi, "title")), ("Multi_Stack".into(), "Multi-Stack".into()));
    assert_eq!(text(&get(&multi, "pins"), "text"), "an even number from 4 to 40");
    assert!(find_variation("revs").is_none());
}

#[wasm_bindgen_test]
fn url_parameters_resolve_to_allowed_settings_with_notices() {
    let resolved = resolve_settings(Some("many-pin".into()), Some("12".into()), Some("200".into()));
    assert_eq!((text(&resolved, "variation"), number(&resolved, "discs"), number(&resolved, "pins")), ("many-pin".into(), 12.0, 100.0));
    assert_eq!(strings(get(&resolved, "notices")), ["Many-Pin takes 3 to 100 pins, not 200: using 100"]);
    let defaults = resolve_settings(None, None, None);
    assert_eq!((text(&defaults, "variation"), number(&defaults, "discs"), number(&defaults, "pins")), ("classic".into(), 6.0, 3.0));
    assert!(strings(get(&defaults, "notices")).is_empty());
    let long = resolve_settings(Some("x".repeat(30_000)), Some("abc".into()), None);
    let notices = strings(get(&long, "notices"));
    assert!(notices[0].starts_with("Unknown variation \"xxx") && notices[0].ends_with("…\": showing Classic"), "{notices:?}");
    assert!(notices[0].chars().count() < 200);
    assert_eq!(notices[1], "\"abc\" is not a number of discs: using 6");
}

#[wasm_bindgen_test]
fn switching_variation_keeps_or_clamps_the_numbers() {
    let switched = switch_settings("multi-stack", 6.0, 5.0).unwrap();
    assert_eq!((text(&switched, "variation"), number(&switched, "discs"), number(&switched, "pins")), ("multi-stack".into(), 6.0, 4.0));
    assert_eq!(strings(get(&switched, "notices")), ["Multi-Stack takes an even number of pins from 4 to 40, not 5: using 4"]);
    let odd = switch_settings("classic", f64::NAN, -3.0).unwrap();
    assert_eq!((number(&odd, "discs"), number(&odd, "pins")), (0.0, 3.0));
    assert_eq!(message(switch_settings("revs", 3.0, 3.0).unwrap_err()), "Unknown variation \"revs\"");
}

#[wasm_bindgen_test]
fn typed_settings_are_checked_strictly() {
    let ok = check_settings("reves", "5", "4").unwrap();
    assert_eq!((text(&ok, "variation"), number(&ok, "discs"), number(&ok, "pins")), ("reves".into(), 5.0, 4.0));
    assert_eq!(get(&ok, "notices"), JsValue::UNDEFINED);
    let err = |v, n, m| message(check_settings(v, n, m).unwrap_err());
    assert_eq!(err("many-pin", "5000", "6"), "Many-Pin takes 0 to 1,000 discs, not 5000");
    assert_eq!(err("classic", "abc", "3"), "\"abc\" is not a number of discs");
    assert_eq!(err("classic", "3", "x"), "\"x\" is not a number of pins");
    assert_eq!(err("revs", "3", "3"), "Unknown variation \"revs\"");
    assert_eq!(err("classic", "", "3"), "Type a number of discs");
    assert_eq!(err("classic", "3", " "), "Type a number of pins");
}

#[wasm_bindgen_test]
fn typed_text_is_quoted_as_the_core_quotes_it() {
    assert_eq!(quote("revs"), "\"revs\"");
    assert_eq!(quote(""), "\"\"");
    assert_eq!(quote("fast\nest"), "\"fast\\nest\"");
    assert_eq!(quote("a\u{1b}b"), "\"a<U+001B>b\"");
    let long = quote(&"x".repeat(30_000));
    assert_eq!(long, format!("\"{}…\"", "x".repeat(40)));
    // As in the core's own messages.
    let notices = strings(get(&resolve_settings(Some("re\nvs".into()), None, None), "notices"));
    assert_eq!(notices, [format!("Unknown variation {}: showing Classic", quote("re\nvs"))]);
}

#[wasm_bindgen_test]
fn a_session_has_a_title_and_steps_back_a_move_at_a_time() {
    let mut s = Session::new("classic", 3.0, None).unwrap();
    assert_eq!(s.title(), "Classic");
    assert_eq!(Session::new("reves", 3.0, None).unwrap().title(), "Reve's puzzle");
    assert_eq!(s.step_back(), None);
    assert_eq!(s.next_moves(3).to_vec(), [0, 2, 0, 1, 2, 1]);
    assert_eq!(s.step_back(), Some(vec![2, 1]));
    assert_eq!(s.moves_made(), "2");
    assert_eq!(s.position_text(), "pin 1: 3; pin 2: 2; pin 3: 1");
    s.try_move(2, 0).unwrap();
    assert_eq!(s.step_back(), Some(vec![2, 0]));
    assert!(s.can_redo());
    // Every manual move undone at move 2: back in the solution, redo gone.
    assert_eq!(s.step_back(), Some(vec![0, 1]));
    assert!(!s.is_manual() && !s.can_redo());
    assert_eq!(s.step_back(), Some(vec![0, 2]));
    assert_eq!(s.step_back(), None);
    assert_eq!(s.position_text(), "pin 1: 3 2 1; pin 2: empty; pin 3: empty");
    // At move 0 there is nothing further back: redo still works.
    s.try_move(0, 1).unwrap();
    assert_eq!(s.step_back(), Some(vec![0, 1]));
    assert_eq!(s.step_back(), None);
    assert!(s.is_manual() && s.can_redo());
    assert_eq!(s.redo(), Some(vec![0, 1]));
}

#[wasm_bindgen_test]
fn the_verdict_says_whether_the_solution_is_the_fewest() {
    // The Session does not search: it says what the catalogue says, wants
    // an optimum, and takes the quick search's.
    let mut checkers = Session::new("checkers", 4.0, None).unwrap();
    assert_eq!(text(&checkers.verdict(), "kind"), "presumed");
    assert!(checkers.wants_optimum());
    checkers.note_optimum(&quick_optimum("checkers", 4.0, None, None, None).unwrap().unwrap()).unwrap();
    assert!(!checkers.wants_optimum());
    let v = checkers.verdict();
    assert_eq!((text(&v, "kind"), text(&v, "evidence")), ("optimal".into(), "search".into()));
    assert_eq!(text(&v, "length"), checkers.length().unwrap());
    assert_eq!(text(&v, "optimum"), checkers.length().unwrap());
    assert_eq!(text(&v, "text"), "the fewest possible, as an exhaustive search shows");
    assert_eq!(get(&v, "extra"), JsValue::UNDEFINED);

    let mut lundon = Session::new("lundon-c", 3.0, None).unwrap();
    lundon.note_optimum(&quick_optimum("lundon-c", 3.0, None, None, None).unwrap().unwrap()).unwrap();
    let v = lundon.verdict();
    assert_eq!(
        [text(&v, "kind"), text(&v, "length"), text(&v, "optimum"), text(&v, "extra")],
        ["longer", "21", "15", "6"]
    );
    assert_eq!(text(&v, "text"), "6 more than the fewest possible, which is 15");
    assert_eq!(get(&v, "evidence"), JsValue::UNDEFINED);

    let mut classic = Session::new("classic", 20.0, None).unwrap();
    assert!(!classic.wants_optimum(), "proved optimal");
    let v = classic.verdict();
    assert_eq!((text(&v, "kind"), text(&v, "evidence"), text(&v, "text")), ("optimal".into(), "proof".into(), "the fewest possible".into()));
    assert_eq!(quick_optimum("classic", 20.0, None, None, None).unwrap(), None, "3^20 positions: beyond a quick search");

    // A move list is judged by its length, not by the catalogue's proof
    // for Classic: 2 more than the quick search's 7.
    let wandering = [0, 1, 1, 0, 0, 2, 0, 1, 2, 1, 0, 2, 1, 0, 1, 2, 0, 2];
    let mut listed = Session::with_moves("classic", 3.0, None, &wandering, None).unwrap();
    assert!(listed.wants_optimum());
    listed.note_optimum(&quick_optimum("classic", 3.0, None, None, None).unwrap().unwrap()).unwrap();
    let v = listed.verdict();
    assert_eq!(
        [text(&v, "kind"), text(&v, "length"), text(&v, "optimum"), text(&v, "extra"), text(&v, "text")],
        ["longer", "9", "7", "2", "2 more than the fewest possible, which is 7"]
    );

    let mut many = Session::new("many-pin", 1000.0, Some(3.0)).unwrap();
    assert!(!many.wants_optimum());
    let v = many.verdict();
    assert_eq!((text(&v, "kind"), get(&v, "length")), ("uncounted".into(), JsValue::UNDEFINED));
    assert_eq!(message(quick_optimum("classic", 65.0, None, None, None).unwrap_err()), "Classic takes 0 to 64 discs, not 65");
}

#[wasm_bindgen_test]
fn an_optimum_found_elsewhere_replaces_the_verdict() {
    let mut reves = Session::new("reves", 12.0, None).unwrap();
    assert_eq!(text(&reves.verdict(), "kind"), "frame-optimal");
    let length = reves.length().unwrap();
    reves.note_optimum(&length).unwrap();
    let v = reves.verdict();
    assert_eq!((text(&v, "kind"), text(&v, "evidence"), text(&v, "optimum")), ("optimal".into(), "search".into(), length.clone()));
    let longer = (length.parse::<u64>().unwrap() + 1).to_string();
    let err = message(reves.note_optimum(&longer).unwrap_err());
    assert!(err.contains("fewer than the optimum"), "{err}");
    assert_eq!(message(reves.note_optimum("lots").unwrap_err()), "a move number is a whole number of 0 or more, not \"lots\"");
    assert_eq!(text(&reves.verdict(), "kind"), "optimal", "a refused optimum changes nothing");
}

#[wasm_bindgen_test]
fn a_move_list_too_big_to_search_is_unknown_until_its_optimum_is_noted() {
    // Classic 12 (531,441 positions) is beyond a quick search.
    let mut algorithm = Session::new("classic", 12.0, None).unwrap();
    let moves = algorithm.next_moves(5000).to_vec();
    let mut s = Session::with_moves("classic", 12.0, None, &moves, Some("search".into())).unwrap();
    let v = s.verdict();
    assert_eq!((text(&v, "kind"), text(&v, "length")), ("unknown".into(), "4095".into()));
    assert_eq!(text(&v, "text"), "not known to be the fewest: this size has not been searched");
    assert_eq!((get(&v, "evidence"), get(&v, "optimum")), (JsValue::UNDEFINED, JsValue::UNDEFINED));
    s.note_optimum("4095").unwrap();
    let v = s.verdict();
    assert_eq!(
        [text(&v, "kind"), text(&v, "evidence"), text(&v, "optimum"), text(&v, "text")],
        ["optimal", "search", "4095", "the fewest possible, as an exhaustive search shows"]
    );
}

#[wasm_bindgen_test]
fn a_huge_batch_is_capped_not_a_crash() {
    let mut s = Session::new("classic", 22.0, None).unwrap();
    // -1 from JavaScript arrives as 2^32 - 1.
    assert_eq!(s.next_moves(u32::MAX).length(), 2 * (1 << 20));
    assert_eq!(s.moves_made(), (1u32 << 20).to_string());
}

#[wasm_bindgen_test]
fn the_state_graph_keys_its_nodes_as_the_session_keys_its_position() {
    use hanoi_wasm::{graph_limit, state_graph};
    let graph = state_graph("classic", 3.0, None, None).unwrap();
    assert_eq!(get(&graph, "count").as_f64(), Some(27.0));
    assert_eq!(text(&graph, "layout"), "sierpinski");
    assert_eq!(js_sys::Uint32Array::from(get(&graph, "edges")).length(), 2 * 39);
    let path = js_sys::Uint32Array::from(get(&graph, "path")).to_vec();
    assert_eq!(path.len(), 8);
    let keys = js_sys::Array::from(&get(&graph, "keys"));
    // The Session's position after each move is the path's node.
    let mut s = Session::new("classic", 3.0, None).unwrap();
    for (t, &node) in path.iter().enumerate() {
        assert_eq!(keys.get(node).as_string().unwrap(), s.position_key(), "move {t}");
        s.next_moves(1);
    }
    // A list's path is its own.
    let listed = state_graph("classic", 2.0, None, Some(vec![0, 1, 1, 0, 0, 1, 0, 2, 1, 2])).unwrap();
    let listed_path = js_sys::Uint32Array::from(get(&listed, "path")).to_vec();
    assert_eq!(listed_path.len(), 6);
    assert_eq!(listed_path[0], listed_path[2], "back where it started after two moves");
    assert_eq!(message(state_graph("classic", 9.0, None, None).unwrap_err()), "more than 4096 positions are reachable (up to 19683 by count)");
    assert_eq!(graph_limit(), 4096);
    assert_eq!(text(&state_graph("reversi", 2.0, None, None).unwrap(), "layout"), "by-distance");
}

#[wasm_bindgen_test]
fn a_hint_searches_from_the_position_on_show() {
    let mut s = Session::new("classic", 3.0, None).unwrap();
    let notation = |s: &Session| position_notation("classic", 3.0, None, &s.position_key()).unwrap();
    assert_eq!(notation(&s), "3 2 1 / - / -");
    // A wasted move: 1 to 2, then 2 to 3.
    s.try_move(0, 1).unwrap();
    s.try_move(1, 2).unwrap();
    let here = notation(&s);
    assert_eq!(here, "3 2 / - / 1");
    let found = search_optimum("classic", 3.0, None, None, Some(here.clone()), None).unwrap();
    assert_eq!(get(&found, "length").as_f64(), Some(6.0));
    let moves = Uint8Array::new(&get(&found, "moves")).to_vec();
    // Following it solves the puzzle in exactly that many moves.
    for pair in moves.chunks(2) {
        s.try_move(pair[0] as u32, pair[1] as u32).unwrap();
    }
    assert!(s.is_solved());
    // The path's positions, as the Graph panel keys them: 7 positions for 6 moves.
    let keys = path_keys("classic", 3.0, None, &here, &moves).unwrap();
    assert_eq!(keys.length(), 7);
    assert_eq!(keys.get(6).as_string().unwrap(), s.position_key());
    // A goal of one's own; the estimate for the search from here.
    let back = search_optimum("classic", 3.0, None, None, None, Some("- / 3 2 1 / -".into())).unwrap();
    assert_eq!(get(&back, "length").as_f64(), Some(7.0));
    assert!(get(&search_estimate("classic", 3.0, None, Some(here), None).unwrap(), "fits").as_bool().unwrap());
}

#[wasm_bindgen_test]
fn a_position_that_is_not_the_puzzles_is_refused_with_the_reason() {
    let err = search_estimate("classic", 3.0, None, Some("3 2 1 / 4 / -".into()), None).unwrap_err();
    assert_eq!(message(err), "pin 2: there is no disc \"4\": the discs are 1 to 3");
    let err = search_optimum("classic", 3.0, None, None, Some("1 2 3 / - / -".into()), None).unwrap_err();
    assert!(js_sys::Error::from(err).message().as_string().unwrap().contains("a larger disc may not go on a smaller one"));
    let err = path_keys("classic", 3.0, None, "3 2 1 / - / -", &[1, 2]).unwrap_err();
    assert!(message(err).starts_with("move 1: pin 2 is empty"));
    // The key of another puzzle's position is not written as this one's.
    let other = Session::new("classic", 4.0, None).unwrap().position_key();
    let err = position_notation("classic", 3.0, None, &other).unwrap_err();
    assert!(message(err).ends_with("is not a position of this puzzle"));
    let err = position_notation("classic", 3.0, None, "nonsense").unwrap_err();
    assert!(message(err).ends_with("is not a position of this puzzle"));
}

#[wasm_bindgen_test]
fn seek_or_end_shows_the_end_for_a_move_past_it_and_says_why() {
    let mut s = Session::new("classic", 3.0, None).unwrap();
    assert_eq!(s.seek_or_end("5").unwrap(), None);
    assert_eq!(s.moves_made(), "5");
    // However the number is written: the core reads it, not a pattern in the page.
    for typed in ["99", "+99", " 99", "0099"] {
        s.seek("2").unwrap();
        let why = s.seek_or_end(typed).unwrap();
        assert_eq!(why.as_deref(), Some("move 99 is past the end: the solution has 7 moves"), "{typed:?}");
        assert_eq!(s.moves_made(), "7", "{typed:?}");
    }
    let nines = "9".repeat(100);
    assert!(s.seek_or_end(&nines).unwrap().unwrap().starts_with("move \"9999"));
    assert_eq!(s.moves_made(), "7");
    // Not a move number: refused, and nothing changes.
    s.seek("3").unwrap();
    assert_eq!(message(s.seek_or_end("x").unwrap_err()), "a move number is a whole number of 0 or more, not \"x\"");
    assert_eq!(s.moves_made(), "3");
    // Past every move number with no end to show: refused, and nothing changes.
    let mut long = Session::new("many-pin", 1000.0, Some(3.0)).unwrap();
    long.seek("5").unwrap();
    assert!(message(long.seek_or_end("340282366920938463463374607431768211456").unwrap_err()).contains("far too large"));
    assert_eq!(long.moves_made(), "5");
}

#[wasm_bindgen_test]
fn hand_moves_are_those_made_by_hand_and_not_undone() {
    let mut s = Session::new("classic", 3.0, None).unwrap();
    assert!(s.hand_moves().is_empty());
    s.seek("1").unwrap();
    s.try_move(0, 1).unwrap();
    s.try_move(2, 0).unwrap();
    assert_eq!(s.hand_moves(), vec![0, 1, 2, 0]);
    s.undo();
    assert_eq!(s.hand_moves(), vec![0, 1]);
    s.seek("2").unwrap();
    assert!(s.hand_moves().is_empty());
}
