//! The sentence a solve by hand gets on the page's status line, in the
//! core's words (`hanoi_core::solved_by_hand`): in the study module (in the
//! first one it cost 1,340 bytes gzipped, past that module's budget); a
//! player without it fetches it and reports the solve once it has come, as
//! it does for a verdict that wants the quick search.

use hanoi_core::Against;
use wasm_bindgen::prelude::*;

use crate::convert::move_number_from;

/// A solve by hand in `made` moves (a decimal string) against the solution
/// shown: `verdict` is `Session.verdict()`'s object on it, or `undefined`
/// while that waits for a search. "Solved in 8 moves; the fewest possible
/// is 7." (" Perfect!" when as few), else with the verdict's words: "Solved
/// in 9 moves; the solution shown takes 9, not known to be the fewest: …";
/// "Solved in 8 moves." while it waits. Throws for a count that is not a
/// whole number.
#[wasm_bindgen(js_name = solvedByHand)]
pub fn solved_by_hand(made: &str, verdict: JsValue) -> Result<String, JsError> {
    let made = move_number_from(made)?;
    let against = if verdict.is_object() {
        Against::Shown {
            optimum: count(&verdict, "optimum")?,
            length: count(&verdict, "length")?,
            phrase: text(&verdict),
        }
    } else {
        Against::Nothing
    };
    Ok(hanoi_core::solved_by_hand(made, against))
}

/// A solve by hand in `made` moves from a start of one's own, against the
/// fewest moves between its ends where the quick search found them
/// (`optimum`; decimal strings): "Solved in 6 moves from your start; the
/// fewest possible is 5." Throws for a count that is not a whole number.
#[wasm_bindgen(js_name = solvedFromOwnStart)]
pub fn solved_from_own_start(made: &str, optimum: Option<String>) -> Result<String, JsError> {
    let made = move_number_from(made)?;
    let optimum = optimum.as_deref().map(move_number_from).transpose()?;
    Ok(hanoi_core::solved_by_hand(made, Against::OwnEnds(optimum)))
}

/// The verdict object's count `field` (a decimal string), if it has one.
fn count(verdict: &JsValue, field: &str) -> Result<Option<u128>, JsError> {
    let value = js_sys::Reflect::get(verdict, &JsValue::from_str(field)).unwrap_or(JsValue::UNDEFINED);
    value.as_string().as_deref().map(move_number_from).transpose()
}

/// The verdict object's words, following "Solved in 15 moves: ".
fn text(verdict: &JsValue) -> String {
    js_sys::Reflect::get(verdict, &JsValue::from_str("text")).ok().and_then(|t| t.as_string()).unwrap_or_default()
}
