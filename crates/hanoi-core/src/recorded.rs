//! A solution given as a list of moves (one found by search, say), written
//! as a program with one procedure whose steps are the moves, so that the
//! one interpreter iterates, counts, seeks and traces it like any other.
//! [`crate::Puzzle::with_moves`] checks the list before it is used.

use alloc::format;
use alloc::rc::Rc;
use alloc::string::{String, ToString};

use crate::position::Move;
use crate::program::{Call, Program, Step};

/// A recorded move list as a program.
pub struct Recorded {
    moves: Rc<[Move]>,
    /// Where the moves came from, for the trace: "found by search".
    origin: String,
}

impl Recorded {
    /// The list must fit a call's `n` (fewer than 2^32 moves);
    /// [`crate::Puzzle::with_moves`] checks that.
    pub fn new(moves: impl Into<Rc<[Move]>>, origin: &str) -> Recorded {
        let moves = moves.into();
        debug_assert!(u32::try_from(moves.len()).is_ok());
        Recorded { moves, origin: origin.to_string() }
    }
}

impl Program for Recorded {
    /// One call whose `n` is the number of moves, so that an empty list is
    /// a call that does nothing, as the interpreter expects.
    fn root(&self) -> Call {
        Call::new(0, self.moves.len() as u32, [0; 4])
    }

    fn step(&self, _call: &Call, pc: u32) -> Option<Step> {
        self.moves.get(pc as usize).map(|&mv| Step::Move(mv))
    }

    // A list has no shortcut: `complete`'s default replays its moves.

    fn describe(&self, _call: &Call) -> String {
        let count = self.moves.len();
        format!("play the {count} move{} {}", if count == 1 { "" } else { "s" }, self.origin)
    }
}
