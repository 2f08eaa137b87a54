//! The Games view's "Start from…" bindings in a browser: a random start
//! that reads back, arranging a start with refusals thrown as errors (no
//! panic), and the position in play written as a start.

use hanoi_wasm::{check_game, game_arrangement, random_game_start, rearrange_game_start, GameSession};
use js_sys::{Object, Reflect};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

mod common;
use common::{get, message};

wasm_bindgen_test_configure!(run_in_browser);

fn choice(fields: &[(&str, &str)]) -> JsValue {
    let obj = Object::new();
    for (k, v) in fields {
        Reflect::set(&obj, &JsValue::from_str(k), &JsValue::from_str(v)).unwrap();
    }
    obj.into()
}

#[wasm_bindgen_test]
fn a_random_start_reads_back_and_a_typed_one_is_refused_with_the_reason() {
    let red_blue = choice(&[("game", "red-blue"), ("discs", "2")]);
    let text = random_game_start(&red_blue, 7.0).unwrap();
    let spec = check_game(&choice(&[("game", "red-blue"), ("discs", "2"), ("from", &text)])).unwrap();
    assert_eq!(get(&spec, "from").as_string(), Some(text));
    let refused = check_game(&choice(&[("game", "impartial"), ("from", "3 2 / 2 / 1")])).err().unwrap();
    assert_eq!(message(refused), "cannot start from \"3 2 / 2 / 1\": disc 2 is written twice");
}

#[wasm_bindgen_test]
fn arranging_moves_a_top_disc_and_refuses_what_may_not_rest() {
    let game = choice(&[("game", "impartial"), ("discs", "3")]);
    let done = rearrange_game_start(&game, "3 2 1 / - / -", 0, 2).unwrap();
    assert_eq!(get(&done, "text").as_string().as_deref(), Some("3 2 / - / 1"));
    assert_eq!(get(&get(&done, "position"), "text").as_string().as_deref(), Some("peg 1: 3 2; peg 2: empty; peg 3: 1"));
    let refused = rearrange_game_start(&game, "3 2 / - / 1", 0, 2).err().unwrap();
    assert_eq!(message(refused), "disc 2 may not go on disc 1, a smaller one");
    let refused = rearrange_game_start(&game, "3 2 / - / 1", 7, 2).err().unwrap();
    assert_eq!(message(refused), "the pegs are 1 to 3");
    assert!(game_arrangement(&game, "nonsense").is_err());
}

#[wasm_bindgen_test]
fn the_position_in_play_is_written_as_a_start() {
    let mut session = GameSession::new(&choice(&[("game", "scoring"), ("discs", "3"), ("from", "3 2 / 1 / -; lead 2")])).unwrap();
    assert_eq!(session.start_text().as_deref(), Some("3 2 / 1 / -; lead 2"));
    session.play(0, 2).unwrap();
    // Weights 1,2,-3: the move 1 to 3 gains 2, so the mover leads by 4 and the other trails by 4.
    assert_eq!(session.start_text().as_deref(), Some("3 / 1 / 2; disc 2 just moved; lead -4"));
}
