//! A puzzle instance: a catalogue variation with its numbers of discs and
//! pins, checked against the catalogue's limits, or a puzzle defined
//! elsewhere (the weighted one, by its weights), with its descriptor.

use alloc::boxed::Box;
use alloc::vec::Vec;
use core::fmt;

use crate::catalogue::{self, Variation};
use crate::descriptor::Descriptor;
pub use crate::params::ParamError;
use crate::params::Parameter;
use crate::position::{Move, Position};
use crate::position_text::PositionText;
use crate::puzzle_key::{PuzzleKey, WeightedDefinition};
use crate::recorded::{ListSource, Recorded};
use crate::rules::{IllegalMove, PackedBoard};
use crate::solution::{Algorithm, Chunk, Cursor, Solution};
use crate::variations::{reversi, Instance};

/// What went wrong when a solution was played under the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolutionFault {
    /// Move number `at` (from 1) broke a rule.
    Illegal { at: u64, error: IllegalMove },
    /// Every move was legal but the puzzle was not solved at the end.
    NotSolved { after: u64 },
    /// A recorded list too long for the interpreter (2^32 moves or more).
    TooManyMoves { count: u64 },
}

impl fmt::Display for SolutionFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SolutionFault::Illegal { at, error } => write!(f, "move {at} is illegal: {error}"),
            SolutionFault::NotSolved { after } => write!(f, "not solved after {after} moves"),
            SolutionFault::TooManyMoves { count } => {
                write!(f, "{count} moves are too many to play back (the most is {})", u32::MAX)
            }
        }
    }
}

impl core::error::Error for SolutionFault {}

/// Where a puzzle comes from: what it is told by, and what it is keyed by.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    /// A catalogue variation: its descriptor and its facts (optimality, formula).
    Catalogue(&'static Variation),
    /// The weighted puzzle ([`crate::weighted::DESCRIPTOR`]), from its weights.
    Weighted(WeightedDefinition),
}

/// One puzzle to solve or play: start, goal, rules and solution.
pub struct Puzzle {
    pub origin: Origin,
    pub discs: u32,
    pub pins: u32,
    goal: Position,
    solution: Solution,
    /// Whether the solution is a recorded move list ([`Puzzle::with_moves`])
    /// rather than the variation's algorithm.
    recorded: bool,
}

impl Puzzle {
    /// Look the variation up by name or id and build the instance; `pins`
    /// may be left out (the variation's default) or must be allowed.
    pub fn by_name(name: &str, discs: u64, pins: Option<u64>) -> Result<Puzzle, ParamError> {
        let variation = catalogue::find(name).ok_or_else(|| ParamError::UnknownVariation { name: name.into() })?;
        Puzzle::new(variation, discs, pins)
    }

    pub fn new(variation: &'static Variation, discs: u64, pins: Option<u64>) -> Result<Puzzle, ParamError> {
        let discs = variation.check(Parameter::Discs, discs)?;
        let pins = variation.check(Parameter::Pins, pins.unwrap_or(variation.pins.default as u64))?;
        let instance = (variation.build)(discs, pins);
        Ok(Puzzle::from_instance(Origin::Catalogue(variation), discs, pins, instance))
    }

    /// A puzzle whose instance was built for it (by the catalogue, or the
    /// weighted puzzle's from its weights), with discs and pins already checked.
    pub(crate) fn from_instance(origin: Origin, discs: u32, pins: u32, instance: Instance) -> Puzzle {
        let solution = Solution::new(instance.rules, instance.start, instance.algorithm);
        Puzzle { origin, discs, pins, goal: instance.goal, solution, recorded: false }
    }

    /// What the puzzle is called, its words, limits and what judges it.
    pub fn descriptor(&self) -> Descriptor {
        match self.origin {
            Origin::Catalogue(variation) => variation.descriptor(),
            Origin::Weighted(_) => crate::weighted::DESCRIPTOR,
        }
    }

    /// The catalogue variation, for a puzzle from the catalogue.
    pub fn variation(&self) -> Option<&'static Variation> {
        match self.origin {
            Origin::Catalogue(variation) => Some(variation),
            Origin::Weighted(_) => None,
        }
    }

    /// Which puzzle this is, whatever solution plays it.
    pub fn key(&self) -> PuzzleKey {
        let (discs, pins) = (self.discs, self.pins);
        match &self.origin {
            Origin::Catalogue(variation) => PuzzleKey::Catalogue { id: variation.id, discs, pins },
            Origin::Weighted(definition) => PuzzleKey::Weighted { discs, pegs: pins, definition: definition.clone() },
        }
    }

    /// The same puzzle solved by the given moves instead of the variation's
    /// algorithm (an optimal solution found by search, say), played back,
    /// counted, sought and traced by the same interpreter. The moves are
    /// checked first: each must be legal and together they must solve the
    /// puzzle, or the fault says which move broke which rule. The trace's
    /// line says where they come from (`source`): "play the 15 moves of an
    /// optimal solution found by search".
    pub fn with_moves(self, moves: &[Move], source: ListSource) -> Result<Puzzle, SolutionFault> {
        if u32::try_from(moves.len()).is_err() {
            return Err(SolutionFault::TooManyMoves { count: moves.len() as u64 });
        }
        let rules = self.solution.rules().clone();
        let start = self.start().clone();
        let mut pos = start.clone();
        for (i, mv) in moves.iter().enumerate() {
            rules
                .play(&mut pos, mv.from as usize, mv.to as usize)
                .map_err(|error| SolutionFault::Illegal { at: i as u64 + 1, error })?;
        }
        if !self.is_solved(&pos) {
            return Err(SolutionFault::NotSolved { after: moves.len() as u64 });
        }
        let program = Recorded::new(moves, source);
        let solution = Solution::new(rules, start, Algorithm::Program(Box::new(program)));
        Ok(Puzzle { solution, recorded: true, ..self })
    }

    /// Whether the solution is a recorded move list ([`Puzzle::with_moves`]).
    pub fn is_recorded(&self) -> bool {
        self.recorded
    }

    pub fn solution(&self) -> &Solution {
        &self.solution
    }

    pub fn start(&self) -> &Position {
        self.solution.start()
    }

    pub fn goal(&self) -> &Position {
        &self.goal
    }

    /// The most discs one pin can ever hold: all of them, unless the rules
    /// keep some discs off some pins. A drawing sizes its pins by this.
    pub fn tallest_pile(&self) -> usize {
        let start = self.start();
        let pins = start.pin_count();
        let rules = self.solution.rules();
        let discs: alloc::vec::Vec<_> = start.pins().flat_map(|pin| pin.iter().copied()).collect();
        (0..pins).map(|pin| discs.iter().filter(|d| rules.allows_on(d, pin, pins)).count()).max().unwrap_or(0)
    }

    /// Its positions as text, to write one or read one typed
    /// ([`PositionText`]): `3 2 1 / - / -`.
    pub fn position_text(&self) -> PositionText {
        PositionText::new(self.solution.rules(), self.start())
    }

    pub fn is_solved(&self, pos: &Position) -> bool {
        pos.same_discs(&self.goal)
    }

    /// Play the whole solution under the rules, checking every move as the
    /// original program did; the number of moves if it ends solved.
    pub fn verify_solution(&self) -> Result<u64, SolutionFault> {
        let solution = &self.solution;
        let rules = solution.rules();
        let mut pos = self.start().clone();
        let mut batch = [Move::new(0, 0); 4096];
        // A solution that fits in a batch, written at once where its
        // program can (Many_Pin's, several times faster than stepped), is
        // checked at once; so is Reversi's, written out whole if not too
        // long.
        let mut written = Vec::new();
        let made = match solution.write_all(&mut batch) {
            Some(count) => self.play_written(&mut pos, &batch[..count])?,
            None if self.write_out(&mut written) => self.play_written(&mut pos, &written)?,
            None => {
                let mut cursor = solution.cursor_at(0).expect("move 0 always exists");
                match rules.packed(&pos) {
                    Some(board) => self.play_packed(board, &mut cursor, &mut pos, &mut batch)?,
                    None => self.play_stepped(&mut cursor, 0, &mut pos, &mut batch)?,
                }
            }
        };
        if self.is_solved(&pos) {
            Ok(made)
        } else {
            Err(SolutionFault::NotSolved { after: made })
        }
    }

    /// Append the whole solution's moves to `out`, where the puzzle's own
    /// algorithm is Reversi's procedures and they are not too many
    /// ([`crate::variations::reversi::append_if_reversi`]).
    fn write_out(&self, out: &mut Vec<Move>) -> bool {
        match self.origin {
            Origin::Catalogue(variation) if !self.recorded => {
                reversi::append_if_reversi(variation, &self.solution.root(), out)
            }
            _ => false,
        }
    }

    /// Play `moves`, the whole solution written out, on `pos`: on the
    /// position packed where the rules allow it ([`PackedBoard`]), with a
    /// move it does not pass and the rest played by the rules; how many.
    fn play_written(&self, pos: &mut Position, moves: &[Move]) -> Result<u64, SolutionFault> {
        let rules = self.solution.rules();
        let from = match rules.packed(pos) {
            Some(mut board) => {
                let stopped = board.play_all(moves).err();
                board.write_to(pos);
                stopped
            }
            None => Some(0),
        };
        if let Some(from) = from {
            if let Err((i, error)) = rules.play_all(pos, &moves[from..]) {
                return Err(SolutionFault::Illegal { at: (from + i) as u64 + 1, error });
            }
        }
        Ok(moves.len() as u64)
    }

    /// Play the solution on `pos` as the interpreter gives it from `cursor`,
    /// a batch at a time, `made` moves having been made; how many moves it
    /// made in all.
    fn play_stepped(
        &self,
        cursor: &mut Cursor,
        mut made: u64,
        pos: &mut Position,
        batch: &mut [Move],
    ) -> Result<u64, SolutionFault> {
        let solution = &self.solution;
        let rules = solution.rules();
        loop {
            let (played, count) = match cursor.next_chunk(solution, batch) {
                Chunk::Recorded { moves, at, labels } => {
                    let moves = &solution.template_moves(moves)[at..];
                    (rules.play_relabelled(pos, moves, &labels), moves.len())
                }
                Chunk::Stepped(count) => (rules.play_all(pos, &batch[..count]), count),
                Chunk::End => return Ok(made),
            };
            if let Err((i, error)) = played {
                return Err(SolutionFault::Illegal { at: made + i as u64 + 1, error });
            }
            made += count as u64;
        }
    }

    /// [`Puzzle::play_stepped`] on the position packed ([`PackedBoard`]),
    /// which is written back to `pos` at the end. A move the board does not
    /// pass is played by the rules on `pos`, and so is the rest: the rules
    /// say why a move is illegal, and a board that stopped short of a legal
    /// move costs only speed.
    fn play_packed(
        &self,
        mut board: PackedBoard,
        cursor: &mut Cursor,
        pos: &mut Position,
        batch: &mut [Move],
    ) -> Result<u64, SolutionFault> {
        let solution = &self.solution;
        let rules = solution.rules();
        let mut made = 0u64;
        loop {
            let (stopped, count) = match cursor.next_chunk(solution, batch) {
                Chunk::Recorded { moves, at, labels } => {
                    let moves = &solution.template_moves(moves)[at..];
                    match board.play_relabelled(moves, &labels) {
                        Ok(()) => (None, moves.len()),
                        Err(i) => {
                            board.write_to(pos);
                            (Some((i, rules.play_relabelled(pos, &moves[i..], &labels))), moves.len())
                        }
                    }
                }
                Chunk::Stepped(count) => match board.play_all(&batch[..count]) {
                    Ok(()) => (None, count),
                    Err(i) => {
                        board.write_to(pos);
                        (Some((i, rules.play_all(pos, &batch[i..count]))), count)
                    }
                },
                Chunk::End => {
                    board.write_to(pos);
                    return Ok(made);
                }
            };
            match stopped {
                None => made += count as u64,
                Some((i, Err((j, error)))) => {
                    return Err(SolutionFault::Illegal { at: made + (i + j) as u64 + 1, error })
                }
                Some((_, Ok(()))) => return self.play_stepped(cursor, made + count as u64, pos, batch),
            }
        }
    }
}
