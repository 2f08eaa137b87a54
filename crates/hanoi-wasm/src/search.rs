//! The exact search (the study module's): its size before it runs, the
//! optimum of a puzzle small enough to search at once (for the player's
//! verdict), and the run itself with progress and cancelling (synchronous:
//! in the search worker).

use hanoi_core::search::{Search, PAGE_MEMORY_LIMIT};
use hanoi_core::Puzzle;
use wasm_bindgen::prelude::*;

use crate::puzzle;

/// The core's reason alone, worded to follow "The search cannot take this
/// puzzle: ".
fn search(puzzle: &Puzzle) -> Result<Search, JsError> {
    Search::new(puzzle).map_err(|e| JsError::new(&e.to_string()))
}

/// The size of the exact search before it runs, against the page's memory
/// limit: `{positions, bytes, bitsPerPosition, sparse, limit, fits}`
/// (numbers approximate beyond 2^53). `sparse`: the marks are a table of the
/// positions reached, growing up to `limit` bytes, and `bytes` only bounds
/// them; `fits`: the search may start (it may still stop at the limit when
/// sparse). Throws when the parameters are refused or the puzzle cannot be
/// searched (then with the reason alone: "the number of positions does not
/// fit in 64 bits").
#[wasm_bindgen(js_name = searchEstimate)]
pub fn search_estimate(variation: &str, discs: f64, pins: Option<f64>) -> Result<JsValue, JsError> {
    let puzzle = puzzle(variation, discs, pins)?;
    let search =
        search(&puzzle)?.with_memory_limit(PAGE_MEMORY_LIMIT).with_depth_bound(puzzle.solution().length().ok());
    Ok(crate::convert::estimate_object(&search.estimate(), PAGE_MEMORY_LIMIT, search.fits()))
}

/// The fewest moves that solve the puzzle (a decimal string), when a search
/// of at most 2^17 positions finds them (a blink, so it runs on the page's
/// thread); `undefined` for a larger puzzle or one the search cannot take.
/// The player's verdict wants it where the catalogue proves nothing
/// (`Session.wantsOptimum`); `Session.noteOptimum` takes it. Throws when
/// the parameters are refused.
#[wasm_bindgen(js_name = quickOptimum)]
pub fn quick_optimum(variation: &str, discs: f64, pins: Option<f64>) -> Result<Option<String>, JsError> {
    Ok(puzzle(variation, discs, pins)?.quick_optimum().map(|optimum| optimum.to_string()))
}

/// Run the exact search (synchronously: call it from a Worker). Every so
/// often `onProgress` gets `{settled, reached, total, depth}`; returning
/// `false` cancels. The result is `{length, moves, reached}` with the moves
/// of one shortest solution as `[from0, to0, from1, to1, ...]` (pins from 0),
/// or `{unreachable: true, reached}`. Throws when the puzzle cannot be
/// searched (as `searchEstimate`), when cancelled, when the memory cannot
/// be had, when the positions reached need more than the page's limit, or
/// with what `onProgress` threw.
#[wasm_bindgen(js_name = searchOptimum)]
pub fn search_optimum(
    variation: &str,
    discs: f64,
    pins: Option<f64>,
    #[wasm_bindgen(js_name = onProgress)] on_progress: Option<js_sys::Function>,
) -> Result<JsValue, JsValue> {
    use crate::convert::{outcome_object, progress_object};
    use crate::progress::JsProgress;

    let puzzle = puzzle(variation, discs, pins)?;
    let search = search(&puzzle)?.with_memory_limit(PAGE_MEMORY_LIMIT);
    let mut reports = JsProgress::new(on_progress);
    let outcome = search.run(|progress| reports.report(|| progress_object(progress)));
    reports.thrown()?;
    outcome.map(|o| outcome_object(&o)).map_err(|e| JsError::new(&e.to_string()).into())
}
