//! Move lists written down and read back (hanoi-core's `transcript`): the
//! page's Export / import panel, in the study module. Pins are numbered from
//! 1 in the text, from 0 in the `Uint8Array`s taken and given, as everywhere
//! else in these bindings.

use hanoi_core::transcript::{self, Format, MOST_MOVES};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::convert::{flat_moves, moves_from, to_js, Bytes};
use crate::puzzle;

/// The most moves a list written or read here may have (1,000,000).
#[wasm_bindgen(js_name = transcriptLimit)]
pub fn transcript_limit() -> u32 {
    MOST_MOVES as u32
}

/// A move list in text, CSV or JSON (pins from 1), read: `{variation,
/// discs, pins, moves}`, where `moves` is `[from0, to0, ...]` with pins from
/// 0 (what `Session.withMoves` takes) and the first three are `undefined`
/// unless the JSON form names them. Throws with the line and what is wrong.
/// Whether the moves are legal is for `Session.withMoves` to say.
#[wasm_bindgen(js_name = readTranscript)]
pub fn read_transcript(text: &str) -> Result<JsValue, JsError> {
    let t = transcript::read(text).map_err(|e| JsError::new(&e.to_string()))?;
    to_js(&ReadList { moves: flat_moves(&t.moves), variation: t.variation, discs: t.discs, pins: t.pins })
}

/// `readTranscript`'s answer; the order is the properties' order.
#[derive(Serialize)]
struct ReadList {
    variation: Option<String>,
    discs: Option<u32>,
    pins: Option<u32>,
    moves: Bytes,
}

/// The whole solution of a puzzle as `format`: the variation's algorithm,
/// or `moves` (`[from0, to0, ...]`, pins from 0, as `Session.withMoves`
/// takes them) when given. `text` (one `from to` per line), `csv`
/// (`move,from,to`, then a row per move) or `json`
/// (`{"variation","discs","pins","count","moves":[[from,to],...]}`), pins
/// from 1, as `hanoi moves` writes them. Throws for an unknown format,
/// refused parameters, moves that are illegal or do not solve the puzzle,
/// or a solution of more than 1,000,000 moves.
#[wasm_bindgen(js_name = writeTranscript)]
pub fn write_transcript(
    variation: &str,
    discs: f64,
    pins: Option<f64>,
    moves: Option<Vec<u8>>,
    format: &str,
) -> Result<String, JsError> {
    let format = Format::from_name(format)
        .ok_or_else(|| JsError::new(&format!("unknown format {}: text, csv or json", hanoi_core::quoted(format))))?;
    let mut puzzle = puzzle(variation, discs, pins)?;
    if let Some(moves) = moves {
        let moves = moves_from(&moves)?;
        puzzle = puzzle.with_moves(&moves, hanoi_core::ListSource::Listed).map_err(|e| JsError::new(&e.to_string()))?;
    }
    transcript::write_solution(&puzzle, format).map_err(|e| JsError::new(&e.to_string()))
}

/// The `hanoi moves` command that writes the puzzle's whole solution, any
/// number of moves (`json`: as one JSON object), as the CLI reads it:
/// `hanoi moves many-pin --discs 40 --pins 3 --json`, pins left out where
/// they are the variation's usual number. For an export too long for the
/// page. Throws when the parameters are refused.
#[wasm_bindgen(js_name = movesCommand)]
pub fn moves_command(variation: &str, discs: f64, pins: Option<f64>, json: bool) -> Result<String, JsError> {
    // A catalogue puzzle always has the command.
    Ok(puzzle(variation, discs, pins)?.moves_command(json).unwrap_or_default())
}
