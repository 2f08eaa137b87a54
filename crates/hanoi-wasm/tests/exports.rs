//! The move-list bindings (Session.transcript, readTranscript) in a real
//! browser: pins from 1 in the text, from 0 in the arrays.

use hanoi_wasm::{read_transcript, transcript_limit, Session};
use js_sys::{Reflect, Uint8Array};
use wasm_bindgen::{JsError, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn get(obj: &JsValue, key: &str) -> JsValue {
    Reflect::get(obj, &JsValue::from_str(key)).unwrap()
}

fn message(err: JsError) -> String {
    js_sys::Error::from(JsValue::from(err)).message().into()
}

#[wasm_bindgen_test]
fn a_session_writes_its_whole_solution_with_pins_from_1() {
    let mut s = Session::new("classic", 3.0, None).unwrap();
    // Wherever the Session stands, the whole solution.
    s.next_moves(4);
    assert_eq!(s.transcript("text").unwrap(), "1 3\n1 2\n3 2\n1 3\n2 1\n2 3\n1 3\n");
    assert!(s.transcript("CSV").unwrap().starts_with("move,from,to\n1,1,3\n"));
    let json = s.transcript("json").unwrap();
    assert!(json.starts_with(r#"{"variation":"Classic","discs":3,"pins":3,"count":7,"moves":[[1,3],[1,2],"#), "{json}");
    assert_eq!(message(s.transcript("xml").unwrap_err()), "unknown format \"xml\": text, csv or json");
}

#[wasm_bindgen_test]
fn a_recorded_session_writes_its_list() {
    let s = Session::with_moves("classic", 2.0, None, &[0, 1, 0, 2, 1, 2], None).unwrap();
    assert_eq!(s.transcript("text").unwrap(), "1 2\n1 3\n2 3\n");
}

#[wasm_bindgen_test]
fn too_long_a_solution_is_refused() {
    let s = Session::new("classic", 20.0, None).unwrap();
    let e = message(s.transcript("text").unwrap_err());
    assert_eq!(e, "the solution has 1,048,575 moves, more than the 1,000,000 a move list written here may have");
    assert_eq!(transcript_limit(), 1_000_000);
}

#[wasm_bindgen_test]
fn a_list_reads_back_with_pins_from_0_and_plays() {
    let s = Session::new("reves", 4.0, None).unwrap();
    let read = read_transcript(&s.transcript("json").unwrap()).unwrap();
    assert_eq!(get(&read, "variation").as_string().unwrap(), s.variation());
    assert_eq!(get(&read, "discs").as_f64(), Some(4.0));
    assert_eq!(get(&read, "pins").as_f64(), Some(4.0));
    let moves = Uint8Array::from(get(&read, "moves")).to_vec();
    assert_eq!(moves.len() as f64 / 2.0, s.length().unwrap().parse::<f64>().unwrap());
    let played = Session::with_moves("reves", 4.0, None, &moves, Some("imported".into())).unwrap();
    assert_eq!(played.length().unwrap(), s.length().unwrap());

    let text = read_transcript("1 3\n1 2\n").unwrap();
    assert!(get(&text, "variation").is_undefined());
    assert_eq!(Uint8Array::from(get(&text, "moves")).to_vec(), vec![0, 2, 0, 1]);
}

#[wasm_bindgen_test]
fn a_bad_list_is_refused_with_its_line() {
    assert_eq!(
        message(read_transcript("1 3\n0 2\n").unwrap_err()),
        "line 2: there is no pin 0: pins are numbered from 1"
    );
    assert_eq!(
        message(read_transcript("{\"moves\": [[1,3],\n[1]]}").unwrap_err()),
        "line 2: move 2: expected two pin numbers [from, to], found \"]]}\""
    );
}
