//! A start and goal of one's own (the study module's part): positions read
//! from text as people write them, and a random start. The Session in the
//! page's first module takes them as keys (`Session.startFrom`), since the
//! reader of text is too large for the first load.

use hanoi_core::graph::key_text;
use hanoi_core::random::random_position;
use hanoi_core::Ends;
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::convert::to_js;
use crate::puzzle;

/// `readEnds`' answer.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct EndsRead {
    start: String,
    goal: Option<String>,
    start_text: String,
    goal_text: Option<String>,
}

/// `randomPosition`'s answer.
#[derive(Serialize)]
struct Placed {
    key: String,
    text: String,
}

/// `start` and, where given, `goal` as text (`3 2 / - / 1`; `3y 2m / 1y /
/// - / -` where a disc may show several colours) read for the puzzle:
/// `{start, goal, startText, goalText}`, the keys `Session.startFrom` takes
/// and each written back as the core writes it (`goal` and `goalText`
/// `undefined` where the goal is the puzzle's own). Throws with the reason,
/// naming the end, the pin and the disc ("the start: pin 2: there is no
/// disc \"7\": the discs are 1 to 3").
#[wasm_bindgen(js_name = readEnds)]
pub fn read_ends(
    variation: &str,
    discs: f64,
    pins: Option<f64>,
    start: &str,
    goal: Option<String>,
) -> Result<JsValue, JsError> {
    let puzzle = puzzle(variation, discs, pins)?;
    let ends = Ends::read(&puzzle, start, goal.as_deref()).map_err(|e| JsError::new(&e.to_string()))?;
    let (start, goal) = ends.keys();
    let (start_text, goal_text) = ends.write(&puzzle.position_text());
    to_js(&EndsRead { start, goal, start_text, goal_text })
}

/// A random position reachable from the puzzle's start, the same for the
/// same `seed`: `{key, text}` (any of them with equal chance where there
/// are at most 4,096, else the end of a random walk). Throws when the
/// parameters are refused.
#[wasm_bindgen(js_name = randomPosition)]
pub fn random_start(variation: &str, discs: f64, pins: Option<f64>, seed: u32) -> Result<JsValue, JsError> {
    let puzzle = puzzle(variation, discs, pins)?;
    let position = random_position(&puzzle, seed as u64);
    to_js(&Placed { key: key_text(&position), text: puzzle.position_text().write(&position) })
}
