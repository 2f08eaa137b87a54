//! A solution given as a list of moves (one found by search, say), written
//! as a program with one procedure whose steps are the moves, so that the
//! one interpreter iterates, counts, seeks and traces it like any other.
//! [`crate::Puzzle::with_moves`] checks the list before it is used.

use alloc::format;
use alloc::rc::Rc;
use alloc::string::String;

use crate::position::Move;
use crate::program::{Call, Program, Step};

/// Where a recorded move list comes from; the trace's line says so.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ListSource {
    /// An optimal solution the exact search found.
    Search,
    /// A list imported on the page (a file or text it read).
    Imported,
    /// The weighted puzzle's cheapest transfer, found by exact search where no recursion is known to be.
    Cheapest,
    /// A list as given, where nothing more is to be said of it.
    Listed,
}

impl ListSource {
    /// `search`, `imported`, `cheapest`, `listed`: how the page names it.
    pub fn id(self) -> &'static str {
        match self {
            ListSource::Search => "search",
            ListSource::Imported => "imported",
            ListSource::Cheapest => "cheapest",
            ListSource::Listed => "listed",
        }
    }

    /// The source named by [`ListSource::id`].
    pub fn from_id(id: &str) -> Option<ListSource> {
        [ListSource::Search, ListSource::Imported, ListSource::Cheapest, ListSource::Listed]
            .into_iter()
            .find(|s| s.id() == id)
    }

    /// The end of the trace's line: "play the 15 moves of an optimal solution found by search".
    fn words(self) -> &'static str {
        match self {
            ListSource::Search => "of an optimal solution found by search",
            ListSource::Imported => "imported",
            ListSource::Cheapest => "found by exact search over positions",
            ListSource::Listed => "as listed",
        }
    }
}

/// A recorded move list as a program.
pub struct Recorded {
    moves: Rc<[Move]>,
    /// Where the moves came from, for the trace.
    source: ListSource,
}

impl Recorded {
    /// The list must fit a call's `n` (fewer than 2^32 moves);
    /// [`crate::Puzzle::with_moves`] checks that.
    pub fn new(moves: impl Into<Rc<[Move]>>, source: ListSource) -> Recorded {
        let moves = moves.into();
        debug_assert!(u32::try_from(moves.len()).is_ok());
        Recorded { moves, source }
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
        format!("play the {count} move{} {}", if count == 1 { "" } else { "s" }, self.source.words())
    }
}
