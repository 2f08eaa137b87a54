//! The generalized Sprague–Grundy values in the game bindings: the value of
//! the position and of each move's follower, made here or by `solveGame`
//! (as a worker would) and handed over; none for a game that is not
//! impartial.

use hanoi_wasm::{solve_game, GameSession};
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

mod common;

use common::get;

wasm_bindgen_test_configure!(run_in_browser);

fn choice(fields: &[(&str, &str)]) -> JsValue {
    let obj = Object::new();
    for (k, v) in fields {
        Reflect::set(&obj, &JsValue::from_str(k), &JsValue::from_str(v)).unwrap();
    }
    obj.into()
}

fn keys(obj: &JsValue) -> Vec<String> {
    Reflect::own_keys(obj).unwrap().iter().map(|k| k.as_string().unwrap()).collect()
}

fn texts(choices: &Array) -> Vec<Option<String>> {
    choices.iter().map(|c| get(&get(&c, "gsg"), "text").as_string()).collect()
}

#[wasm_bindgen_test]
fn values_come_from_the_worker_as_from_here() {
    let spec = choice(&[("game", "impartial"), ("pegs", "4"), ("discs", "3"), ("end", "EC1")]);
    let solved = solve_game(&spec, None).unwrap();
    let there = GameSession::from_labels(&spec, &solved).unwrap();
    let mut here = GameSession::new(&spec).unwrap();
    let gsg = here.gsg();
    assert_eq!(get(&gsg, "text").as_string().unwrap(), "∞");
    assert!(get(&gsg, "title").as_string().unwrap().contains("a draw"));
    assert_eq!(get(&there.gsg(), "text").as_string(), get(&gsg, "text").as_string());
    assert_eq!(keys(&get(&solved, "gsg")), ["labels", "counters", "sets"]);
    assert_eq!(keys(&gsg), ["text", "title"]);
    let mut there = there;
    let moves = texts(&here.choices());
    assert!(!moves.is_empty() && moves.iter().all(|t| t.is_some()), "{moves:?}");
    assert_eq!(texts(&there.choices()), moves);
}

#[wasm_bindgen_test]
fn games_that_are_not_impartial_have_no_values() {
    let mut game = GameSession::new(&choice(&[("game", "red-blue"), ("discs", "1")])).unwrap();
    assert!(game.gsg().is_undefined());
    assert!(game.choices().iter().all(|c| get(&c, "gsg").is_undefined()));
}
