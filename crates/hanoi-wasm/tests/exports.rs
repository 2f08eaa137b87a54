//! The move-list bindings (writeTranscript, readTranscript) in a real
//! browser: pins from 1 in the text, from 0 in the arrays.

use hanoi_wasm::{read_transcript, transcript_limit, write_transcript, Session};
use js_sys::Uint8Array;
use wasm_bindgen_test::*;

mod common;

use common::{get, message};

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn a_puzzle_writes_its_whole_solution_with_pins_from_1() {
    let write = |format| write_transcript("classic", 3.0, None, None, format);
    assert_eq!(write("text").unwrap(), "1 3\n1 2\n3 2\n1 3\n2 1\n2 3\n1 3\n");
    assert!(write("CSV").unwrap().starts_with("move,from,to\n1,1,3\n"));
    let json = write("json").unwrap();
    assert!(json.starts_with(r#"{"variation":"Classic","discs":3,"pins":3,"count":7,"moves":[[1,3],[1,2],"#), "{json}");
    assert_eq!(message(write("xml").unwrap_err()), "unknown format \"xml\": text, csv or json");
    assert_eq!(message(write_transcript("classic", 65.0, None, None, "text").unwrap_err()), "Classic takes 0 to 64 discs, not 65");
}

#[wasm_bindgen_test]
fn a_list_given_is_written_as_listed_and_checked() {
    let listed = write_transcript("classic", 2.0, None, Some(vec![0, 1, 0, 2, 1, 2]), "text").unwrap();
    assert_eq!(listed, "1 2\n1 3\n2 3\n");
    let e = message(write_transcript("classic", 2.0, None, Some(vec![0, 1, 0, 1]), "text").unwrap_err());
    assert!(e.starts_with("move 2 is illegal"), "{e}");
    let e = message(write_transcript("classic", 2.0, None, Some(vec![0, 1, 0]), "text").unwrap_err());
    assert_eq!(e, "moves come in pairs (from, to), but 3 numbers were given");
}

#[wasm_bindgen_test]
fn too_long_a_solution_is_refused() {
    let e = message(write_transcript("classic", 20.0, None, None, "text").unwrap_err());
    assert_eq!(e, "the solution has 1,048,575 moves, more than the 1,000,000 a move list written here may have");
    assert_eq!(transcript_limit(), 1_000_000);
}

#[wasm_bindgen_test]
fn a_list_reads_back_with_pins_from_0_and_plays() {
    let s = Session::new("reves", 4.0, None).unwrap();
    let read = read_transcript(&write_transcript("reves", 4.0, None, None, "json").unwrap()).unwrap();
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
        "line 2: move 2: expected two pin numbers [from, to], found one"
    );
}

#[wasm_bindgen_test]
fn a_deeply_nested_list_is_refused_without_exhausting_the_stack() {
    // 200,000 levels, in an unknown key and in the moves: refused by the
    // reader's limit, not followed down the browser's small stack.
    let deep = "{\"moves\": [[1,3]], \"note\": ".to_string() + &"[".repeat(200_000) + &"]".repeat(200_000) + "}";
    assert_eq!(
        message(read_transcript(&deep).unwrap_err()),
        "line 1: lists and objects nested more than 64 deep: a move list needs 3"
    );
    let deep = "{\"a\":".repeat(200_000) + "1" + &"}".repeat(200_000);
    assert!(message(read_transcript(&deep).unwrap_err()).contains("nested more than 64 deep"));
    assert_eq!(
        message(read_transcript(&"[".repeat(200_000)).unwrap_err()),
        "line 1: move 1: expected a pin number, found a list"
    );
}

#[wasm_bindgen_test]
fn a_list_read_has_the_shape_the_page_takes() {
    let read = read_transcript("{\"variation\": \"Cl\\\"assic \\u00e9\", \"moves\": [[1,3]]}").unwrap();
    assert_eq!(get(&read, "variation").as_string().as_deref(), Some("Cl\"assic \u{e9}"));
    // Left out: present and undefined, as before serde.
    assert!(js_sys::Reflect::has(&read, &"discs".into()).unwrap() && get(&read, "discs").is_undefined());
    assert!(wasm_bindgen::JsCast::is_instance_of::<Uint8Array>(&get(&read, "moves")));
}
