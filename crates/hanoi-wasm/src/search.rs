//! The exact search (the study module's): its size before it runs, the
//! optimum of a puzzle small enough to search at once (for the player's
//! verdict), and the run itself with progress and cancelling (synchronous:
//! in the search worker).

use hanoi_core::search::{Search, PAGE_MEMORY_LIMIT};
use hanoi_core::{Position, Puzzle};
use wasm_bindgen::prelude::*;

use crate::puzzle;

/// The core's reason alone, worded to follow "The search cannot take this
/// puzzle: ". From `from` to `to` where given (positions as the core
/// writes them, `3 2 / - / 1`), else from the start to the goal.
fn search(puzzle: &Puzzle, from: Option<String>, to: Option<String>) -> Result<Search, JsError> {
    let own_ends = from.is_some() || to.is_some();
    let (start, goal) = ends(puzzle, from, to)?;
    let search =
        Search::between(puzzle.solution().rules().clone(), start, goal).map_err(|e| JsError::new(&e.to_string()))?;
    // The algorithm's length bounds the optimum between the puzzle's own ends only.
    Ok(if own_ends { search } else { search.with_depth_bound(puzzle.solution().length().ok()) })
}

/// `from` and `to` read as positions of the puzzle, each left out its own.
fn ends(puzzle: &Puzzle, from: Option<String>, to: Option<String>) -> Result<(Position, Position), JsError> {
    let text = puzzle.position_text();
    let read = |typed: Option<String>, default: &Position| match typed {
        Some(typed) => text.read(&typed).map_err(|e| JsError::new(&e.to_string())),
        None => Ok(default.clone()),
    };
    Ok((read(from, puzzle.start())?, read(to, puzzle.goal())?))
}

/// The size of the exact search before it runs, against the page's memory
/// limit: `{positions, bytes, bitsPerPosition, sparse, limit, fits, command}`
/// (numbers approximate beyond 2^53). `sparse`: the marks are a table of the
/// positions reached, growing up to `limit` bytes, and `bytes` only bounds
/// them; `fits`: the search may start (it may still stop at the limit when
/// sparse); `command`: the `hanoi optimum` command for the same search, for
/// a search the page refuses (`--pins`, `--from` and `--to` left out where
/// they are the usual ones; `--max-memory` where the CLI's default is too
/// little for the search to start). Throws when
/// the parameters are refused or the puzzle cannot be
/// searched (then with the reason alone: "the number of positions does not
/// fit in 64 bits"). With `from` and `to` (either may be left out), the
/// search between those positions (as `positionNotation` writes
/// them); a text that is not a position of the puzzle throws with the reason.
#[wasm_bindgen(js_name = searchEstimate)]
pub fn search_estimate(
    variation: &str,
    discs: f64,
    pins: Option<f64>,
    from: Option<String>,
    to: Option<String>,
) -> Result<JsValue, JsError> {
    let puzzle = puzzle(variation, discs, pins)?;
    let (start, goal) = ends(&puzzle, from.clone(), to.clone())?;
    let search = search(&puzzle, from, to)?.with_memory_limit(PAGE_MEMORY_LIMIT);
    let estimate = search.estimate();
    // A catalogue puzzle always has the command, with the memory it can
    // start with where that is known (dense marks), which may be far below
    // the estimate's guess at its layers (Reve's 18: 18,439 MB, not 49,158).
    let needs = match search.least_memory() {
        0 => estimate.bytes,
        least => least,
    };
    let command = puzzle.optimum_command_needing(Some(&start), Some(&goal), needs).unwrap_or_default();
    crate::convert::estimate_object(&estimate, PAGE_MEMORY_LIMIT, search.fits(), command)
}

/// The fewest moves that solve the puzzle (a decimal string), when a search
/// of at most 2^17 positions finds them (a blink, so it runs on the page's
/// thread); `undefined` for a larger puzzle or one the search cannot take.
/// The player's verdict wants it where the catalogue proves nothing
/// (`Session.wantsOptimum`); `Session.noteOptimum` takes it. Throws when
/// the parameters are refused.
/// With `from` and `to` (either may be left out; positions as
/// `positionNotation` writes them), between those positions: the fewest
/// moves from a start of one's own, `undefined` also where the goal cannot
/// be reached; a text that is not a position of the puzzle throws.
#[wasm_bindgen(js_name = quickOptimum)]
pub fn quick_optimum(
    variation: &str,
    discs: f64,
    pins: Option<f64>,
    from: Option<String>,
    to: Option<String>,
) -> Result<Option<String>, JsError> {
    let puzzle = puzzle(variation, discs, pins)?;
    let optimum = if from.is_some() || to.is_some() {
        let (start, goal) = ends(&puzzle, from, to)?;
        puzzle.quick_optimum_between(&start, &goal)
    } else {
        puzzle.quick_optimum()
    };
    Ok(optimum.map(|optimum| optimum.to_string()))
}

/// `length` moves (made by hand, from a start of one's own) against the
/// fewest `quickOptimum` found between the same ends (decimal strings): a
/// verdict as `Session.verdict` gives it, `optimal` or `longer`; the core
/// compares (`Verdict::compare`). Throws for a length below the optimum.
#[wasm_bindgen(js_name = compareMoves)]
pub fn compare_moves(length: &str, optimum: &str) -> Result<JsValue, JsError> {
    let length = crate::convert::move_number_from(length)?;
    let optimum = crate::convert::move_number_from(optimum)?;
    let verdict = hanoi_core::Verdict::compare(length, optimum).map_err(|e| JsError::new(&e.to_string()))?;
    Ok(crate::convert::verdict_object(&verdict, Some(length)))
}

/// Run the exact search (synchronously: call it from a Worker). Every so
/// often `onProgress` gets `{settled, reached, total, depth}`; returning
/// `false` cancels. The result is `{length, moves, reached}` with the moves
/// of one shortest solution as `[from0, to0, from1, to1, ...]` (pins from 0),
/// or `{unreachable: true, reached}`. Throws when the puzzle cannot be
/// searched (as `searchEstimate`), when cancelled, when the memory cannot
/// be had, when the positions reached need more than the page's limit, or
/// with what `onProgress` threw. With `from` and `to`, between those
/// positions (as `searchEstimate`): a hint from the position on show.
#[wasm_bindgen(js_name = searchOptimum)]
pub fn search_optimum(
    variation: &str,
    discs: f64,
    pins: Option<f64>,
    #[wasm_bindgen(js_name = onProgress)] on_progress: Option<js_sys::Function>,
    from: Option<String>,
    to: Option<String>,
) -> Result<JsValue, JsValue> {
    use crate::convert::{outcome_object, progress_object};
    use crate::progress::JsProgress;

    let puzzle = puzzle(variation, discs, pins)?;
    let search = search(&puzzle, from, to)?.with_memory_limit(PAGE_MEMORY_LIMIT);
    let mut reports = JsProgress::new(on_progress);
    let outcome = search.run(|progress| reports.report(|| progress_object(progress)));
    reports.thrown()?;
    let outcome = outcome.map_err(|e| JsError::new(&e.to_string()))?;
    Ok(outcome_object(&outcome)?)
}
