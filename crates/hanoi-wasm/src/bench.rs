//! Probes timed by scripts/bench-wasm.mjs under Node: the same work as the
//! native benches, compiled to WebAssembly. Built only with `--features bench`.

use hanoi_core::{Move, Puzzle};
use wasm_bindgen::prelude::*;

fn puzzle(variation: &str, discs: u32, pins: Option<u32>) -> Result<Puzzle, JsError> {
    Puzzle::by_name(variation, discs as u64, pins.map(u64::from)).map_err(|e| JsError::new(&e.to_string()))
}

/// Play the whole solution, every move checked by the rules; returns the
/// number of moves.
#[wasm_bindgen(js_name = benchVerify)]
pub fn bench_verify(variation: &str, discs: u32, pins: Option<u32>) -> Result<f64, JsError> {
    bench_built(variation, discs, pins, 1)
}

/// Build the puzzle, play its whole solution with every move checked by the
/// rules, `times` times over (as scripts/side-by-side.sh times the original
/// program); returns the number of moves.
#[wasm_bindgen(js_name = benchBuilt)]
pub fn bench_built(variation: &str, discs: u32, pins: Option<u32>, times: u32) -> Result<f64, JsError> {
    let mut moves = 0;
    for _ in 0..times {
        moves += puzzle(variation, discs, pins)?.verify_solution().map_err(|e| JsError::new(&e.to_string()))?;
    }
    Ok(moves as f64)
}

/// Generate every move without applying them; returns the number of moves.
#[wasm_bindgen(js_name = benchGenerate)]
pub fn bench_generate(variation: &str, discs: u32, pins: Option<u32>) -> Result<f64, JsError> {
    let puzzle = puzzle(variation, discs, pins)?;
    let solution = puzzle.solution();
    let mut cursor = solution.cursor_at(0).map_err(|e| JsError::new(&e.to_string()))?;
    let mut batch = [Move::new(0, 0); 4096];
    let mut count = 0u64;
    loop {
        let made = cursor.fill(solution, &mut batch);
        if made == 0 {
            break;
        }
        // Seen by the optimiser as used, so none of the work can be skipped.
        core::hint::black_box(&batch[..made]);
        count += made as u64;
    }
    Ok(count as f64)
}

/// `count` seeks spread over the whole solution; returns how many were made.
#[wasm_bindgen(js_name = benchSeek)]
pub fn bench_seek(variation: &str, discs: u32, pins: Option<u32>, count: u32) -> Result<f64, JsError> {
    let puzzle = puzzle(variation, discs, pins)?;
    let solution = puzzle.solution();
    let length = solution.length().map_err(|e| JsError::new(&e.to_string()))?;
    let mut t = 0u128;
    for _ in 0..count {
        t = (t + length / 7 + 12345) % (length + 1);
        core::hint::black_box(solution.seek(t).map_err(|e| JsError::new(&e.to_string()))?);
    }
    Ok(count as f64)
}

/// The exact search for the fewest moves; returns the positions reached.
#[wasm_bindgen(js_name = benchSearch)]
pub fn bench_search(variation: &str, discs: u32, pins: Option<u32>) -> Result<f64, JsError> {
    let puzzle = puzzle(variation, discs, pins)?;
    let search = hanoi_core::search::Search::new(&puzzle).map_err(|e| JsError::new(&e.to_string()))?;
    let outcome = search.run(|_| core::ops::ControlFlow::Continue(())).map_err(|e| JsError::new(&e.to_string()))?;
    Ok(outcome.reached() as f64)
}

/// The retrograde analysis of a two-player game of the registry, chosen as
/// an address chooses it (`game=impartial&pegs=4&end=ec2&discs=6`) within
/// the command line's limits; returns the positions analysed.
#[wasm_bindgen(js_name = benchGame)]
pub fn bench_game(query: &str) -> Result<f64, JsError> {
    use hanoi_core::game::registry::find;
    use hanoi_core::game::{Analysis, GameSpec, SpecText, Where, GAMES};
    let error = |e: &dyn core::fmt::Display| JsError::new(&e.to_string());
    let pairs: Vec<(&str, &str)> = query.split('&').filter_map(|pair| pair.split_once('=')).collect();
    let id = pairs.iter().find(|(k, _)| *k == "game").map_or("", |(_, v)| v);
    let game = find(GAMES, id).ok_or_else(|| JsError::new("unknown game"))?;
    let spec = GameSpec::check_values(game, &SpecText::of(&pairs), Where::Command).map_err(|e| error(&e))?;
    let mut rules = spec.build().map_err(|e| error(&e))?;
    Analysis::run(rules.analysed()).map(|a| a.positions() as f64).map_err(|e| error(&e))
}

/// The weighted puzzle: `table` fills the recursion's table for `discs`
/// discs and returns its cells; `search` runs the exact search for
/// `discs` discs from the first peg to the last and returns the positions
/// settled. Weights as typed.
#[wasm_bindgen(js_name = benchWeighted)]
pub fn bench_weighted(kind: &str, weights: &str, discs: u32) -> Result<f64, JsError> {
    use hanoi_core::weighted::{pricing::Pricing, shortest::cheapest, table::CostTable};
    let pricing = Pricing::parse(weights).map_err(|e| JsError::new(&e.to_string()))?;
    match kind {
        "table" if pricing.pegs() != 3 || discs > hanoi_core::weighted::MAX_DISCS => {
            Err(JsError::new("the table is for 3 pegs and at most 1000 discs"))
        }
        "table" => Ok(6.0 * CostTable::new(&pricing, discs).discs() as f64),
        "search" => {
            let last = pricing.pegs() as u8 - 1;
            let found = cheapest(&pricing, discs, 0, last, |_| core::ops::ControlFlow::Continue(()))
                .map_err(|e| JsError::new(&e.to_string()))?;
            Ok(found.settled as f64)
        }
        _ => Err(JsError::new("unknown probe")),
    }
}
