//! The player's bindings: what every session of one puzzle watched or
//! played has (hanoi-core's `Player`, and the methods the page's shared
//! controller drives it by, written once in [`player_methods!`]), the
//! catalogue's `Session` and the catalogue it is chosen from. The weighted
//! puzzle's `WeightedSession` (weighted.rs) has the same methods and its own.

use hanoi_core::{Descriptor, Move, Player, Puzzle, Vocabulary};
#[cfg(feature = "player")]
use hanoi_core::{ListSource, PuzzleKey, CATALOGUE};
#[cfg(feature = "player")]
use js_sys::Array;
#[cfg(feature = "player")]
use wasm_bindgen::prelude::*;

#[cfg(feature = "player")]
use crate::convert::{catalogue_entry, moves_from};
#[cfg(feature = "player")]
use crate::puzzle;

/// The most moves `Session.nextMoves` makes in one call: a batch a frame
/// needs is far smaller, and a huge `k` (-1 arrives as 2^32 - 1) must not
/// ask for gigabytes.
pub(crate) const MOVES_PER_CALL: u32 = 1 << 20;

/// Every variation: name, title, id, family, description, limits (with
/// `text`, "0 to 64"), formula, optimality.
#[cfg(feature = "player")]
#[wasm_bindgen]
pub fn catalogue() -> Array {
    CATALOGUE.iter().map(catalogue_entry).collect()
}

/// What every session of one puzzle holds: the player, the batch of moves
/// `nextMoves` fills, and the puzzle's word for a pin.
pub(crate) struct Shared {
    pub(crate) player: Player,
    pub(crate) buffer: Vec<Move>,
    pub(crate) words: Vocabulary,
}

impl Shared {
    pub(crate) fn of(puzzle: Puzzle) -> Shared {
        let words = puzzle.descriptor().vocabulary;
        Shared { player: Player::new(puzzle), buffer: Vec::new(), words }
    }

    pub(crate) fn descriptor(&self) -> Descriptor {
        self.player.puzzle().descriptor()
    }
}

/// The methods the page's shared controller drives a session by, for a
/// type with a `shared: Shared` field and a `puzzle_key()`: one `#[wasm_bindgen] impl` block per
/// type, written once here. Texts come in the puzzle's words.
macro_rules! player_methods {
    ($session:ident) => {
        #[::wasm_bindgen::prelude::wasm_bindgen]
        impl $session {
            /// Whether the solution is a list of moves (`Session.withMoves`)
            /// rather than the puzzle's own.
            #[wasm_bindgen(js_name = isRecorded)]
            pub fn is_recorded(&self) -> bool {
                self.shared.player.puzzle().is_recorded()
            }

            /// The puzzle's name, e.g. `Classic_P` (`Weighted` for the weighted puzzle).
            pub fn variation(&self) -> String {
                self.shared.descriptor().name.into()
            }

            /// The name people read, e.g. `Reve's puzzle`.
            pub fn title(&self) -> String {
                self.shared.descriptor().title.into()
            }

            pub fn id(&self) -> String {
                self.shared.descriptor().id.into()
            }

            /// Which puzzle this is, whatever solution plays it, as the core writes
            /// its `PuzzleKey`: `classic/6/3`, or the weighted puzzle's whole
            /// definition. What the page files notes about a puzzle under.
            pub fn key(&self) -> String {
                self.puzzle_key().to_string()
            }

            /// The word for a place discs rest on: `pin`, or `peg` (the weighted puzzle).
            pub fn place(&self) -> String {
                self.shared.descriptor().vocabulary.one().into()
            }

            pub fn discs(&self) -> u32 {
                self.shared.player.puzzle().discs
            }

            pub fn pins(&self) -> u32 {
                self.shared.player.puzzle().pins
            }

            /// The most discs one pin can ever hold (a drawing sizes its pins by it).
            #[wasm_bindgen(js_name = tallestPile)]
            pub fn tallest_pile(&self) -> u32 {
                self.shared.player.puzzle().tallest_pile() as u32
            }

            /// The solution's exact length as a decimal string; throws when it is
            /// too long to count.
            pub fn length(&self) -> Result<String, ::wasm_bindgen::JsError> {
                self.shared.player.length().map(|l| l.to_string()).map_err(|e| ::wasm_bindgen::JsError::new(&e.to_string()))
            }

            /// Moves made so far (solution moves, plus manual ones), decimal.
            #[wasm_bindgen(js_name = movesMade)]
            pub fn moves_made(&self) -> String {
                self.shared.player.moves_made().to_string()
            }

            /// `{pins: [[{size, colour, stack}...]...], bases, shafts, text, solved}`,
            /// discs bottom to top, colours by name.
            pub fn position(&self) -> ::wasm_bindgen::JsValue {
                $crate::convert::position_object(
                    self.shared.player.position(),
                    self.shared.player.is_solved(),
                    &self.position_text(),
                )
            }

            /// The position as one line for screen readers: `pin 1: 3 2 1; pin 2: empty; ...`.
            #[wasm_bindgen(js_name = positionText)]
            pub fn position_text(&self) -> String {
                self.shared.player.position().summary_in(self.shared.words).to_string()
            }

            /// The position on show as the study module's `stateGraph` keys its
            /// nodes: the Graph panel finds the node to highlight by it.
            #[wasm_bindgen(js_name = positionKey)]
            pub fn position_key(&self) -> String {
                ::hanoi_core::graph::key_text(self.shared.player.position())
            }

            #[wasm_bindgen(js_name = isSolved)]
            pub fn is_solved(&self) -> bool {
                self.shared.player.is_solved()
            }

            #[wasm_bindgen(js_name = isManual)]
            pub fn is_manual(&self) -> bool {
                self.shared.player.is_manual()
            }

            /// Make up to `k` further solution moves, at most 2^20 in one call, and
            /// return them as `[from0, to0, from1, to1, ...]` (pins from 0); empty at
            /// the end.
            #[wasm_bindgen(js_name = nextMoves)]
            pub fn next_moves(&mut self, k: u32) -> ::js_sys::Uint8Array {
                let k = k.min($crate::session::MOVES_PER_CALL) as usize;
                self.shared.buffer.resize(k, ::hanoi_core::Move::new(0, 0));
                let made = self.shared.player.advance(&mut self.shared.buffer);
                let flat: Vec<u8> = self.shared.buffer[..made].iter().flat_map(|m| [m.from, m.to]).collect();
                ::js_sys::Uint8Array::from(flat.as_slice())
            }

            /// Jump to the position after `t` solution moves (`t` a decimal string).
            pub fn seek(&mut self, t: &str) -> Result<(), ::wasm_bindgen::JsError> {
                let t = $crate::convert::move_number_from(t)?;
                self.shared.player.seek(t).map_err(|e| ::wasm_bindgen::JsError::new(&e.to_string()))
            }

            /// Jump to move `t` (text, as an address or an attribute gives it), or
            /// to the end where `t` is past it or past every move number: returns
            /// `undefined` when move `t` is shown, else the core's reason it is not
            /// (the end is shown instead). Throws, changing nothing, for a text
            /// that is not a move number, from a start of one's own, and for a
            /// number past 2^128 - 1 where the solution is too long to count.
            #[wasm_bindgen(js_name = seekOrEnd)]
            pub fn seek_or_end(&mut self, t: &str) -> Result<Option<String>, ::wasm_bindgen::JsError> {
                let why = match ::hanoi_core::parse_move_number(t) {
                    Ok(t) => match self.shared.player.seek(t) {
                        Ok(()) => return Ok(None),
                        Err(::hanoi_core::SeekError::BeyondEnd(beyond)) => beyond.to_string(),
                        Err(other) => return Err(::wasm_bindgen::JsError::new(&other.to_string())),
                    },
                    Err(::hanoi_core::MoveNumberError::TooLarge) => ::hanoi_core::MoveNumberError::TooLarge.about(t).to_string(),
                    Err(not_whole) => return Err(::wasm_bindgen::JsError::new(&not_whole.about(t).to_string())),
                };
                let end = self.shared.player.length().map_err(|_| ::wasm_bindgen::JsError::new(&why))?;
                self.shared.player.seek(end).map_err(|e| ::wasm_bindgen::JsError::new(&e.to_string()))?;
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
                self.shared.player.step_back().map(|m| vec![m.from, m.to])
            }

            /// Whether the solution is the fewest moves: `{kind, evidence?, length?,
            /// optimum?, extra?, text}`. `kind` is `optimal`, `frame-optimal`,
            /// `presumed`, `longer`, `unknown` or `uncounted`; `evidence` (when
            /// optimal) `proof` or `search`; counts are decimal strings; `text`
            /// follows "Solved in 15 moves: ". The Session does not search: without
            /// an optimum noted (`noteOptimum`) the catalogue decides (the weighted puzzle's, the cheapest, is not known to be the fewest).
            /// A move list (`Session.withMoves`) is judged by its length alone:
            /// against the optimum noted, else `unknown`.
            pub fn verdict(&mut self) -> ::wasm_bindgen::JsValue {
                let verdict = self.shared.player.verdict();
                $crate::convert::verdict_object(&verdict, self.shared.player.length().ok())
            }

            /// The status line's words for the puzzle solved by hand in the moves
            /// made: against the solution shown and its verdict as it stands
            /// ("Solved in 8 moves; the fewest possible is 7."), the count alone with
            /// `judged` false (the verdict waits for a search); from a start of one's
            /// own, against `fewest` (the fewest moves between its ends, where the
            /// study module's quick search found them: a number, since that search
            /// covers at most 2^17 positions). In the first
            /// module, so that an embed solved by hand need not fetch the study
            /// module to say so. (The Weighted view words its own, by cost.)
            #[wasm_bindgen(js_name = solvedByHand)]
            pub fn solved_by_hand(&mut self, judged: bool, fewest: Option<u32>) -> String {
                let player = &mut self.shared.player;
                let against = if player.has_own_ends() {
                    ::hanoi_core::Against::OwnEnds(fewest.map(u128::from))
                } else if judged {
                    let verdict = player.verdict();
                    ::hanoi_core::Against::shown(&verdict, player.length().ok())
                } else {
                    ::hanoi_core::Against::Nothing
                };
                ::hanoi_core::solved_by_hand(player.moves_made(), against)
            }

            /// Whether an optimum would make the verdict more exact: the catalogue
            /// proves nothing here and none is noted. The study module's
            /// `quickOptimum` finds one for small puzzles.
            #[wasm_bindgen(js_name = wantsOptimum)]
            pub fn wants_optimum(&mut self) -> bool {
                self.shared.player.verdict().wants_optimum()
            }

            /// The optimum (a decimal string) found by a search elsewhere; the
            /// verdict follows it. Throws for a string that is not a whole number,
            /// or an optimum longer than the solution.
            #[wasm_bindgen(js_name = noteOptimum)]
            pub fn note_optimum(&mut self, optimum: &str) -> Result<(), ::wasm_bindgen::JsError> {
                let optimum = $crate::convert::move_number_from(optimum)?;
                self.shared.player.note_optimum(optimum).map_err(|e| ::wasm_bindgen::JsError::new(&e.to_string()))
            }

            /// Back to the start: of the solution, or one's own with every move by
            /// hand forgotten (`startFrom`).
            pub fn reset(&mut self) {
                self.shared.player.reset();
            }

            /// Play by hand from `start` (and towards `goal`, else the puzzle's
            /// own), positions as keys (`positionKey`; the study module's
            /// `readEnds` reads them from text as people write it). The solution,
            /// which starts from the puzzle's own start, is not played from there
            /// (`seek` refuses, `nextMoves` makes none). Throws and changes nothing
            /// when either is not a position of the puzzle resting as its rules allow.
            #[wasm_bindgen(js_name = startFrom)]
            pub fn start_from(&mut self, start: &str, goal: Option<String>) -> Result<(), ::wasm_bindgen::JsError> {
                self.shared.player.start_from_keys(start, goal.as_deref()).map_err(|e| ::wasm_bindgen::JsError::new(&e.to_string()))
            }

            /// Rearrange by hand: the top disc of `from` put on `to` (pins from 0)
            /// as it is, no move rule applying, if the discs may rest so. The result
            /// is the start of one's own, with no moves made. Throws with the reason
            /// and changes nothing otherwise.
            pub fn arrange(&mut self, from: u32, to: u32) -> Result<(), ::wasm_bindgen::JsError> {
                self.shared.player.arrange(from as usize, to as usize).map_err(|e| ::wasm_bindgen::JsError::new(&e.in_words(self.shared.words).to_string()))
            }

            /// Back to the puzzle's own start and goal, at move 0.
            #[wasm_bindgen(js_name = clearEnds)]
            pub fn clear_ends(&mut self) {
                self.shared.player.clear_ends();
            }

            /// Whether play is from a start of one's own.
            #[wasm_bindgen(js_name = hasOwnEnds)]
            pub fn has_own_ends(&self) -> bool {
                self.shared.player.has_own_ends()
            }

            /// Why the solution is not played from here (a start of one's own),
            /// in the core's words, or `undefined` where it is.
            #[wasm_bindgen(js_name = solutionRefusal)]
            pub fn solution_refusal(&self) -> Option<String> {
                self.shared.player.solution_refusal().map(|e| e.to_string())
            }

            /// The start of one's own as a key (the study module's
            /// `positionNotation` writes it as people do), or `undefined` from the
            /// puzzle's own start.
            #[wasm_bindgen(js_name = ownStart)]
            pub fn own_start(&self) -> Option<String> {
                self.shared.player.own_ends_keys().map(|(start, _)| start)
            }

            /// The goal of one's own as a key, or `undefined` where the goal is the
            /// puzzle's.
            #[wasm_bindgen(js_name = ownGoal)]
            pub fn own_goal(&self) -> Option<String> {
                self.shared.player.own_ends_keys().and_then(|(_, goal)| goal)
            }

            /// The calls in progress at the current move, outermost first:
            /// `[{proc, n, text}]`.
            pub fn trace(&self) -> ::js_sys::Array {
                self.shared.player.trace().iter().map($crate::convert::trace_frame).collect()
            }

            /// A move by hand (pins from 0). Returns the new position; throws with
            /// the rule's reason when the move is illegal, and then nothing changes.
            #[wasm_bindgen(js_name = tryMove)]
            pub fn try_move(&mut self, from: u32, to: u32) -> Result<::wasm_bindgen::JsValue, ::wasm_bindgen::JsError> {
                let words = self.shared.words;
                self.shared.player.play(from as usize, to as usize).map_err(|e| ::wasm_bindgen::JsError::new(&e.in_words(words).to_string()))?;
                Ok(self.position())
            }

            pub fn undo(&mut self) -> bool {
                self.shared.player.undo()
            }

            /// Make again the last move taken back; returns it as `[from, to]`, or
            /// `undefined` when there is nothing to redo.
            pub fn redo(&mut self) -> Option<Vec<u8>> {
                self.shared.player.redo().map(|m| vec![m.from, m.to])
            }

            /// Why no disc can be picked up from `pin` (pins from 0), or `undefined`
            /// when one can.
            #[wasm_bindgen(js_name = liftError)]
            pub fn lift_error(&self, pin: u32) -> Option<String> {
                self.shared.player.can_lift(pin as usize).err().map(|e| e.in_words(self.shared.words).to_string())
            }

            /// In play by hand, the moves made by hand (`[from0, to0, ...]`, pins
            /// from 0; not those undone), to make them again on a new Session (a
            /// page whose engine was started afresh); empty otherwise.
            #[wasm_bindgen(js_name = handMoves)]
            pub fn hand_moves(&self) -> Vec<u8> {
                self.shared.player.hand_moves().map_or_else(Vec::new, |(_, _, moves)| moves.iter().flat_map(|m| [m.from, m.to]).collect())
            }

            #[wasm_bindgen(js_name = canUndo)]
            pub fn can_undo(&self) -> bool {
                self.shared.player.can_undo()
            }

            #[wasm_bindgen(js_name = canRedo)]
            pub fn can_redo(&self) -> bool {
                self.shared.player.can_redo()
            }
        }
    };
}
#[cfg(feature = "weighted")]
pub(crate) use player_methods;

/// One catalogue puzzle being watched or played.
#[cfg(feature = "player")]
#[wasm_bindgen]
pub struct Session {
    shared: Shared,
}

#[cfg(feature = "player")]
impl Session {
    fn of(puzzle: Puzzle) -> Session {
        Session { shared: Shared::of(puzzle) }
    }

    /// The catalogue puzzle's key. Built here rather than by `Puzzle::key`,
    /// whose weighted part would cost the first load some 700 bytes gzipped.
    fn puzzle_key(&self) -> PuzzleKey {
        let puzzle = self.shared.player.puzzle();
        PuzzleKey::Catalogue { id: self.shared.descriptor().id, discs: puzzle.discs, pins: puzzle.pins }
    }
}

#[cfg(feature = "player")]
player_methods!(Session);

#[cfg(feature = "player")]
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
    /// `source` says where they come from, `search` or `imported` (left out:
    /// `listed`), and the core words the trace's line by it ("play the 15
    /// moves of an optimal solution found by search"). Throws when a move is
    /// illegal, the moves do not solve the puzzle, or the source is unknown.
    #[wasm_bindgen(js_name = withMoves)]
    pub fn with_moves(
        variation: &str,
        discs: f64,
        pins: Option<f64>,
        moves: &[u8],
        source: Option<String>,
    ) -> Result<Session, JsError> {
        let source = match source.as_deref() {
            None => ListSource::Listed,
            Some(id) => ListSource::from_id(id)
                .ok_or_else(|| JsError::new(&format!("no move list comes from {}", hanoi_core::quoted(id))))?,
        };
        let moves = moves_from(moves)?;
        let puzzle =
            puzzle(variation, discs, pins)?.with_moves(&moves, source).map_err(|e| JsError::new(&e.to_string()))?;
        Ok(Session::of(puzzle))
    }
}
