//! A game started from a position of one's own (the Games page's "Start
//! from…"): a random reachable start, a start arranged by hand one top
//! disc at a time, and the position in play written as a start. The typed
//! start itself is the game's `from` parameter, checked by `checkGame`.
//! Conversion only: the words and the checks are hanoi-core's.

use hanoi_core::game::pegs_text;
use wasm_bindgen::prelude::*;

use crate::convert::{object, position_object};
use crate::games::{checked, GameSession};

/// A start reachable from the game's usual start (`choice` as for
/// `checkGame`; its `from` is ignored), seeded, in the words `from` reads.
#[wasm_bindgen(js_name = randomGameStart)]
pub fn random_game_start(choice: &JsValue, seed: f64) -> Result<String, JsError> {
    let spec = checked(choice)?;
    spec.random_start(seed.abs() as u64).map_err(|e| JsError::new(&e))
}

/// The discs of a start's words as the game places them (a position as
/// `GameSession.position()` gives it); throws why they cannot rest so.
#[wasm_bindgen(js_name = gameArrangement)]
pub fn game_arrangement(choice: &JsValue, text: &str) -> Result<JsValue, JsError> {
    let spec = checked(choice)?;
    let pos = spec.arrangement(text).map_err(|e| JsError::new(&e))?;
    Ok(position_object(&pos, false, &pegs_text(&pos)))
}

/// `{text, position}`: the start's words with the top disc of peg `from`
/// put on peg `to` (pegs from 0), and its position; throws why the disc
/// may not go there.
#[wasm_bindgen(js_name = rearrangeGameStart)]
pub fn rearrange_game_start(choice: &JsValue, text: &str, from: u32, to: u32) -> Result<JsValue, JsError> {
    let spec = checked(choice)?;
    let (written, pos) = spec.rearranged(text, from as usize, to as usize).map_err(|e| JsError::new(&e))?;
    let position = position_object(&pos, false, &pegs_text(&pos));
    Ok(object(&[("text", written.as_str().into()), ("position", position)]))
}

#[wasm_bindgen]
impl GameSession {
    /// The position in play in the words a game starts from, or `undefined`
    /// where scoring play's lead lies outside the window.
    #[wasm_bindgen(js_name = startText)]
    pub fn start_text(&mut self) -> Option<String> {
        self.game.start_text()
    }
}
