//! The Games view's analysis tools in a real browser: each move's delta
//! remoteness, a scorecard, the analysis to download, and the refusal of an
//! unknown format, through `GameSession`.

use hanoi_wasm::{delta_meaning, GameSession};
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

mod common;

use common::{get, message};

wasm_bindgen_test_configure!(run_in_browser);

fn session(fields: &[(&str, &str)]) -> GameSession {
    let obj = Object::new();
    for (k, v) in fields {
        Reflect::set(&obj, &JsValue::from_str(k), &JsValue::from_str(v)).unwrap();
    }
    GameSession::new(&obj.into()).unwrap()
}

#[wasm_bindgen_test]
fn each_move_has_its_delta_and_a_scorecard_follows_the_moves() {
    let mut s = session(&[("game", "impartial"), ("pegs", "3"), ("discs", "3"), ("end", "ec1")]);
    let deltas: Array = s.deltas();
    assert_eq!(get(&deltas.get(0), "delta").as_f64(), Some(2.0));
    assert_eq!(get(&deltas.get(0), "text").as_string().unwrap(), "Δ 2, 2 moves slower than the fastest win");
    assert_eq!(get(&deltas.get(1), "delta").as_f64(), Some(0.0));
    assert!(delta_meaning().starts_with("delta remoteness (Δ)"));
    s.play(0, 1).unwrap();
    let card = s.scorecard(0);
    assert_eq!(get(&card, "summary").as_string().unwrap(), "1 move: 1 slower than the best.");
    let first = Array::from(&get(&card, "moves")).get(0);
    assert_eq!(get(&first, "words").as_string().unwrap(), "kept the win, but 2 moves slower");
    assert_eq!(get(&first, "group").as_string().unwrap(), "slower");
}

#[wasm_bindgen_test]
fn the_analysis_is_written_as_csv_or_json_and_a_bad_format_is_refused() {
    let mut s = session(&[("game", "impartial"), ("pegs", "3"), ("discs", "2"), ("end", "ec1")]);
    let csv = s.export_analysis("csv").unwrap();
    assert_eq!(get(&csv, "name").as_string().unwrap(), "impartial-tower-of-hanoi-3-pegs-2-discs-ec1.csv");
    let text = get(&csv, "text").as_string().unwrap();
    assert_eq!(text.lines().count() as f64 - 1.0, s.positions());
    let json = s.export_analysis("json").unwrap();
    assert!(get(&json, "text").as_string().unwrap().starts_with("{\"game\":\"impartial\""));
    let refused = s.export_analysis("xml").map(|_| ()).unwrap_err();
    assert_eq!(message(refused.into()), "the export is csv or json, not \"xml\"");
}
