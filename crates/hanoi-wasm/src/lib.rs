//! WebAssembly bindings: a `Session` over hanoi-core's `Player`, the
//! catalogue, and the exact search. Conversion only: every rule and decision
//! lives in hanoi-core. Errors become JavaScript `Error`s carrying the core's
//! message.

#[cfg(feature = "bench")]
mod bench;
mod convert;

use core::ops::ControlFlow;

use hanoi_core::search::Search;
use hanoi_core::{Move, Player, Puzzle, CATALOGUE};
use js_sys::{Array, Function, Uint8Array};
use wasm_bindgen::prelude::*;

use crate::convert::{
    catalogue_entry, count_from, estimate_object, moves_from, outcome_object, position_object, progress_object,
    trace_frame,
};

#[wasm_bindgen(start)]
fn start() {
    // Only a bug can panic; make it readable in the console if one does.
    console_error_panic_hook::set_once();
}

/// Every variation: name, id, family, description, limits, formula, optimality.
#[wasm_bindgen]
pub fn catalogue() -> Array {
    CATALOGUE.iter().map(catalogue_entry).collect()
}

/// A catalogue puzzle from JavaScript numbers; throws with the reason when
/// the parameters are refused.
fn puzzle(variation: &str, discs: f64, pins: Option<f64>) -> Result<Puzzle, JsError> {
    let discs = count_from(discs, "discs")?;
    let pins = pins.map(|p| count_from(p, "pins")).transpose()?;
    Puzzle::by_name(variation, discs, pins).map_err(|e| JsError::new(&e.to_string()))
}

fn search(puzzle: &Puzzle) -> Result<Search, JsError> {
    Search::new(puzzle).map_err(|e| JsError::new(&format!("this puzzle cannot be searched: {e}")))
}

/// The size of the exact search before it runs:
/// `{positions, bytes, bitsPerPosition}` (numbers; approximate beyond 2^53).
/// Throws when the parameters are refused or the puzzle cannot be searched.
#[wasm_bindgen(js_name = searchEstimate)]
pub fn search_estimate(variation: &str, discs: f64, pins: Option<f64>) -> Result<JsValue, JsError> {
    let puzzle = puzzle(variation, discs, pins)?;
    Ok(estimate_object(&search(&puzzle)?.estimate()))
}

/// Run the exact search (synchronously: call it from a Worker). Every so
/// often `onProgress` gets `{settled, reached, total, depth}`; returning
/// `false` cancels. The result is `{length, moves, reached}` with the moves
/// of one shortest solution as `[from0, to0, from1, to1, ...]` (pins from 0),
/// or `{unreachable: true, reached}`. Throws when cancelled, when the memory
/// cannot be had, or with what `onProgress` threw.
#[wasm_bindgen(js_name = searchOptimum)]
pub fn search_optimum(
    variation: &str,
    discs: f64,
    pins: Option<f64>,
    #[wasm_bindgen(js_name = onProgress)] on_progress: Option<Function>,
) -> Result<JsValue, JsValue> {
    let puzzle = puzzle(variation, discs, pins)?;
    let search = search(&puzzle)?;
    let mut thrown = None;
    let outcome = search.run(|progress| {
        let Some(callback) = &on_progress else { return ControlFlow::Continue(()) };
        match callback.call1(&JsValue::NULL, &progress_object(progress)) {
            Ok(answer) if answer.as_bool() == Some(false) => ControlFlow::Break(()),
            Ok(_) => ControlFlow::Continue(()),
            Err(error) => {
                thrown = Some(error);
                ControlFlow::Break(())
            }
        }
    });
    if let Some(error) = thrown {
        return Err(error);
    }
    outcome.map(|o| outcome_object(&o)).map_err(|e| JsError::new(&e.to_string()).into())
}

/// One puzzle being watched or played.
#[wasm_bindgen]
pub struct Session {
    player: Player,
    buffer: Vec<Move>,
}

#[wasm_bindgen]
impl Session {
    /// `variation` is a catalogue name or id; `pins` may be left out for the
    /// variation's default. Throws with a readable message when refused.
    #[wasm_bindgen(constructor)]
    pub fn new(variation: &str, discs: f64, pins: Option<f64>) -> Result<Session, JsError> {
        let puzzle = puzzle(variation, discs, pins)?;
        Ok(Session { player: Player::new(puzzle), buffer: Vec::new() })
    }

    /// The puzzle solved by the given moves (`[from0, to0, ...]`, pins from
    /// 0) instead of the variation's algorithm, with the same controls.
    /// `origin` ends the trace's line ("play the 15 moves found by search").
    /// Throws when a move is illegal or the moves do not solve the puzzle.
    #[wasm_bindgen(js_name = withMoves)]
    pub fn with_moves(
        variation: &str,
        discs: f64,
        pins: Option<f64>,
        moves: &[u8],
        origin: Option<String>,
    ) -> Result<Session, JsError> {
        let moves = moves_from(moves)?;
        let puzzle = puzzle(variation, discs, pins)?
            .with_moves(&moves, origin.as_deref().unwrap_or("as listed"))
            .map_err(|e| JsError::new(&e.to_string()))?;
        Ok(Session { player: Player::new(puzzle), buffer: Vec::new() })
    }

    /// Whether the solution is a list of moves ([`Session::with_moves`])
    /// rather than the variation's algorithm.
    #[wasm_bindgen(js_name = isRecorded)]
    pub fn is_recorded(&self) -> bool {
        self.player.puzzle().is_recorded()
    }

    /// The catalogue name, e.g. `Classic_P`.
    pub fn variation(&self) -> String {
        self.player.puzzle().variation.name.into()
    }

    pub fn id(&self) -> String {
        self.player.puzzle().variation.id.into()
    }

    pub fn discs(&self) -> u32 {
        self.player.puzzle().discs
    }

    pub fn pins(&self) -> u32 {
        self.player.puzzle().pins
    }

    /// The most discs one pin can ever hold (a drawing sizes its pins by it).
    #[wasm_bindgen(js_name = tallestPile)]
    pub fn tallest_pile(&self) -> u32 {
        self.player.puzzle().tallest_pile() as u32
    }

    /// The solution's exact length as a decimal string; throws when it is
    /// too long to count.
    pub fn length(&self) -> Result<String, JsError> {
        self.player.length().map(|l| l.to_string()).map_err(|e| JsError::new(&e.to_string()))
    }

    /// Moves made so far (solution moves, plus manual ones), decimal.
    #[wasm_bindgen(js_name = movesMade)]
    pub fn moves_made(&self) -> String {
        self.player.moves_made().to_string()
    }

    /// `{pins: [[{size, colour, stack}...]...], bases, shafts, text, solved}`,
    /// discs bottom to top, colours by name.
    pub fn position(&self) -> JsValue {
        position_object(self.player.position(), self.player.is_solved())
    }

    /// The position as one line for screen readers: `pin 1: 3 2 1; pin 2: empty; ...`.
    #[wasm_bindgen(js_name = positionText)]
    pub fn position_text(&self) -> String {
        self.player.position().summary().to_string()
    }

    #[wasm_bindgen(js_name = isSolved)]
    pub fn is_solved(&self) -> bool {
        self.player.is_solved()
    }

    #[wasm_bindgen(js_name = isManual)]
    pub fn is_manual(&self) -> bool {
        self.player.is_manual()
    }

    /// Make up to `k` further solution moves and return them as
    /// `[from0, to0, from1, to1, ...]` (pins from 0); empty at the end.
    #[wasm_bindgen(js_name = nextMoves)]
    pub fn next_moves(&mut self, k: u32) -> Uint8Array {
        let k = k as usize;
        self.buffer.resize(k, Move::new(0, 0));
        let made = self.player.advance(&mut self.buffer);
        let flat: Vec<u8> = self.buffer[..made].iter().flat_map(|m| [m.from, m.to]).collect();
        Uint8Array::from(flat.as_slice())
    }

    /// Jump to the position after `t` solution moves (`t` a decimal string).
    pub fn seek(&mut self, t: &str) -> Result<(), JsError> {
        let t: u128 = t
            .trim()
            .parse()
            .map_err(|_| JsError::new(&format!("a move number is a whole number of 0 or more, not \"{t}\"")))?;
        self.player.seek(t).map_err(|e| JsError::new(&e.to_string()))
    }

    /// Back to the start of the solution.
    pub fn reset(&mut self) {
        self.player.reset();
    }

    /// The calls in progress at the current move, outermost first:
    /// `[{proc, n, text}]`.
    pub fn trace(&self) -> Array {
        self.player.trace().iter().map(trace_frame).collect()
    }

    /// A move by hand (pins from 0). Returns the new position; throws with
    /// the rule's reason when the move is illegal, and then nothing changes.
    #[wasm_bindgen(js_name = tryMove)]
    pub fn try_move(&mut self, from: u32, to: u32) -> Result<JsValue, JsError> {
        self.player.play(from as usize, to as usize).map_err(|e| JsError::new(&e.to_string()))?;
        Ok(self.position())
    }

    pub fn undo(&mut self) -> bool {
        self.player.undo()
    }

    /// Make again the last move taken back; returns it as `[from, to]`, or
    /// `undefined` when there is nothing to redo.
    pub fn redo(&mut self) -> Option<Vec<u8>> {
        self.player.redo().map(|m| vec![m.from, m.to])
    }

    /// Why no disc can be picked up from `pin` (pins from 0), or `undefined`
    /// when one can.
    #[wasm_bindgen(js_name = liftError)]
    pub fn lift_error(&self, pin: u32) -> Option<String> {
        self.player.can_lift(pin as usize).err().map(|e| e.to_string())
    }

    #[wasm_bindgen(js_name = canUndo)]
    pub fn can_undo(&self) -> bool {
        self.player.can_undo()
    }

    #[wasm_bindgen(js_name = canRedo)]
    pub fn can_redo(&self) -> bool {
        self.player.can_redo()
    }
}
