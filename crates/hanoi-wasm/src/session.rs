//! The player's bindings: a `Session` over hanoi-core's `Player` (one puzzle
//! watched or played) and the catalogue it is chosen from.

use hanoi_core::{parse_move_number, Move, MoveNumberError, Player, Puzzle, SeekError, CATALOGUE};
use js_sys::{Array, Uint8Array};
use wasm_bindgen::prelude::*;

use crate::convert::{catalogue_entry, move_number_from, moves_from, position_object, trace_frame, verdict_object};
use crate::puzzle;

/// The most moves `Session.nextMoves` makes in one call: a batch a frame
/// needs is far smaller, and a huge `k` (-1 arrives as 2^32 - 1) must not
/// ask for gigabytes.
const MOVES_PER_CALL: u32 = 1 << 20;

/// Every variation: name, title, id, family, description, limits (with
/// `text`, "0 to 64"), formula, optimality.
#[wasm_bindgen]
pub fn catalogue() -> Array {
    CATALOGUE.iter().map(catalogue_entry).collect()
}

/// One puzzle being watched or played.
#[wasm_bindgen]
pub struct Session {
    pub(crate) player: Player,
    buffer: Vec<Move>,
    /// The weighted puzzle's costs and table, for a Session of one (only
    /// the Weighted view's module makes one).
    #[cfg(feature = "weighted")]
    pub(crate) weighted: Option<hanoi_core::weighted::Weighted>,
}

impl Session {
    pub(crate) fn of(puzzle: Puzzle) -> Session {
        Session {
            player: Player::new(puzzle),
            buffer: Vec::new(),
            #[cfg(feature = "weighted")]
            weighted: None,
        }
    }

    /// A text from the core in this puzzle's words: the weighted puzzle's
    /// say "peg", as its paper does.
    fn words(&self, text: String) -> String {
        // Only a module with the Weighted view's bindings makes such a
        // Session: the others leave the rewording out (the first load, 300 bytes).
        #[cfg(feature = "weighted")]
        if self.weighted.is_some() {
            return hanoi_core::weighted::in_pegs(&text);
        }
        text
    }
}

#[wasm_bindgen]
impl Session {
    /// `variation` is a catalogue name or id; `pins` may be left out for the
    /// variation's default. Throws with a readable message when refused.
    #[wasm_bindgen(constructor)]
    pub fn new(variation: &str, discs: f64, pins: Option<f64>) -> Result<Session, JsError> {
        let puzzle = puzzle(variation, discs, pins)?;
        Ok(Session::of(puzzle))
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
        Ok(Session::of(puzzle))
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

    /// The name people read, e.g. `Reve's puzzle`.
    pub fn title(&self) -> String {
        self.player.puzzle().variation.title.into()
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
        let object = position_object(self.player.position(), self.player.is_solved());
        #[cfg(feature = "weighted")]
        if self.weighted.is_some() {
            let _ = js_sys::Reflect::set(&object, &"text".into(), &self.position_text().into());
        }
        object
    }

    /// The position as one line for screen readers: `pin 1: 3 2 1; pin 2: empty; ...`.
    #[wasm_bindgen(js_name = positionText)]
    pub fn position_text(&self) -> String {
        self.words(self.player.position().summary().to_string())
    }

    /// The position on show as the study module's `stateGraph` keys its
    /// nodes: the Graph panel finds the node to highlight by it.
    #[wasm_bindgen(js_name = positionKey)]
    pub fn position_key(&self) -> String {
        hanoi_core::graph::key_text(self.player.position())
    }

    #[wasm_bindgen(js_name = isSolved)]
    pub fn is_solved(&self) -> bool {
        self.player.is_solved()
    }

    #[wasm_bindgen(js_name = isManual)]
    pub fn is_manual(&self) -> bool {
        self.player.is_manual()
    }

    /// Make up to `k` further solution moves, at most 2^20 in one call, and
    /// return them as `[from0, to0, from1, to1, ...]` (pins from 0); empty at
    /// the end.
    #[wasm_bindgen(js_name = nextMoves)]
    pub fn next_moves(&mut self, k: u32) -> Uint8Array {
        let k = k.min(MOVES_PER_CALL) as usize;
        self.buffer.resize(k, Move::new(0, 0));
        let made = self.player.advance(&mut self.buffer);
        let flat: Vec<u8> = self.buffer[..made].iter().flat_map(|m| [m.from, m.to]).collect();
        Uint8Array::from(flat.as_slice())
    }

    /// Jump to the position after `t` solution moves (`t` a decimal string).
    pub fn seek(&mut self, t: &str) -> Result<(), JsError> {
        let t = move_number_from(t)?;
        self.player.seek(t).map_err(|e| JsError::new(&e.to_string()))
    }

    /// Jump to move `t` (text, as an address or an attribute gives it), or
    /// to the end where `t` is past it or past every move number: returns
    /// `undefined` when move `t` is shown, else the core's reason it is not
    /// (the end is shown instead). Throws, changing nothing, for a text
    /// that is not a move number, from a start of one's own, and for a
    /// number past 2^128 - 1 where the solution is too long to count.
    #[wasm_bindgen(js_name = seekOrEnd)]
    pub fn seek_or_end(&mut self, t: &str) -> Result<Option<String>, JsError> {
        let why = match parse_move_number(t) {
            Ok(t) => match self.player.seek(t) {
                Ok(()) => return Ok(None),
                Err(SeekError::BeyondEnd(beyond)) => beyond.to_string(),
                Err(other) => return Err(JsError::new(&other.to_string())),
            },
            Err(MoveNumberError::TooLarge) => MoveNumberError::TooLarge.about(t).to_string(),
            Err(not_whole) => return Err(JsError::new(&not_whole.about(t).to_string())),
        };
        let end = self.player.length().map_err(|_| JsError::new(&why))?;
        self.player.seek(end).map_err(|e| JsError::new(&e.to_string()))?;
        Ok(Some(why))
    }

    /// Take one move back and return it as it was made, `[from, to]` (pins
    /// from 0), so the disc can fly from `to` back to `from`; `undefined` at
    /// the start. In manual play this undoes (and can be redone); with every
    /// manual move undone it leaves manual play and steps back in the
    /// solution (forgetting what could be redone), except at move 0, where
    /// it changes nothing and redo still works.
    #[wasm_bindgen(js_name = stepBack)]
    pub fn step_back(&mut self) -> Option<Vec<u8>> {
        self.player.step_back().map(|m| vec![m.from, m.to])
    }

    /// Whether the solution is the fewest moves: `{kind, evidence?, length?,
    /// optimum?, extra?, text}`. `kind` is `optimal`, `frame-optimal`,
    /// `presumed`, `longer`, `unknown` or `uncounted`; `evidence` (when
    /// optimal) `proof` or `search`; counts are decimal strings; `text`
    /// follows "Solved in 15 moves: ". The Session does not search: without
    /// an optimum noted ([`Session::note_optimum`]) the catalogue decides.
    /// A move list ([`Session::with_moves`]) is judged by its length alone:
    /// against the optimum noted, else `unknown`.
    pub fn verdict(&mut self) -> JsValue {
        let verdict = self.player.verdict();
        verdict_object(&verdict, self.player.length().ok())
    }

    /// Whether an optimum would make the verdict more exact: the catalogue
    /// proves nothing here and none is noted. The study module's
    /// `quickOptimum` finds one for small puzzles.
    #[wasm_bindgen(js_name = wantsOptimum)]
    pub fn wants_optimum(&mut self) -> bool {
        self.player.verdict().wants_optimum()
    }

    /// The optimum (a decimal string) found by a search elsewhere; the
    /// verdict follows it. Throws for a string that is not a whole number,
    /// or an optimum longer than the solution.
    #[wasm_bindgen(js_name = noteOptimum)]
    pub fn note_optimum(&mut self, optimum: &str) -> Result<(), JsError> {
        let optimum = move_number_from(optimum)?;
        self.player.note_optimum(optimum).map_err(|e| JsError::new(&e.to_string()))
    }

    /// Back to the start: of the solution, or one's own with every move by
    /// hand forgotten ([`Session::start_from`]).
    pub fn reset(&mut self) {
        self.player.reset();
    }

    /// Play by hand from `start` (and towards `goal`, else the puzzle's
    /// own), positions as keys (`positionKey`; the study module's
    /// `readEnds` reads them from text as people write it). The solution,
    /// which starts from the puzzle's own start, is not played from there
    /// (`seek` refuses, `nextMoves` makes none). Throws and changes nothing
    /// when either is not a position of the puzzle resting as its rules allow.
    #[wasm_bindgen(js_name = startFrom)]
    pub fn start_from(&mut self, start: &str, goal: Option<String>) -> Result<(), JsError> {
        self.player.start_from_keys(start, goal.as_deref()).map_err(|e| JsError::new(&e.to_string()))
    }

    /// Rearrange by hand: the top disc of `from` put on `to` (pins from 0)
    /// as it is, no move rule applying, if the discs may rest so. The result
    /// is the start of one's own, with no moves made. Throws with the reason
    /// and changes nothing otherwise.
    pub fn arrange(&mut self, from: u32, to: u32) -> Result<(), JsError> {
        self.player.arrange(from as usize, to as usize).map_err(|e| JsError::new(&self.words(e.to_string())))
    }

    /// Back to the puzzle's own start and goal, at move 0.
    #[wasm_bindgen(js_name = clearEnds)]
    pub fn clear_ends(&mut self) {
        self.player.clear_ends();
    }

    /// Whether play is from a start of one's own.
    #[wasm_bindgen(js_name = hasOwnEnds)]
    pub fn has_own_ends(&self) -> bool {
        self.player.has_own_ends()
    }

    /// The start of one's own as a key (the study module's
    /// `positionNotation` writes it as people do), or `undefined` from the
    /// puzzle's own start.
    #[wasm_bindgen(js_name = ownStart)]
    pub fn own_start(&self) -> Option<String> {
        self.player.own_ends_keys().map(|(start, _)| start)
    }

    /// The goal of one's own as a key, or `undefined` where the goal is the
    /// puzzle's.
    #[wasm_bindgen(js_name = ownGoal)]
    pub fn own_goal(&self) -> Option<String> {
        self.player.own_ends_keys().and_then(|(_, goal)| goal)
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
        self.player.play(from as usize, to as usize).map_err(|e| JsError::new(&self.words(e.to_string())))?;
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
        self.player.can_lift(pin as usize).err().map(|e| self.words(e.to_string()))
    }

    /// In play by hand, the moves made by hand (`[from0, to0, ...]`, pins
    /// from 0; not those undone), to make them again on a new Session (a
    /// page whose engine was started afresh); empty otherwise.
    #[wasm_bindgen(js_name = handMoves)]
    pub fn hand_moves(&self) -> Vec<u8> {
        self.player.hand_moves().map_or_else(Vec::new, |(_, _, moves)| moves.iter().flat_map(|m| [m.from, m.to]).collect())
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
