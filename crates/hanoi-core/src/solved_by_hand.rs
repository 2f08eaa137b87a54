//! The sentence a puzzle solved by hand gets on the page's status line: how
//! many moves, and against what: the fewest possible where they are known
//! ("Perfect!" when matched), else the verdict on the solution shown.

use alloc::format;
use alloc::string::String;

use crate::grouped::grouped;
use crate::verdict::Verdict;

/// What a solve by hand is told against.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Against {
    /// Nothing yet (the verdict on the solution shown waits for a search).
    Nothing,
    /// The solution shown: the fewest moves where its verdict knows them,
    /// else its length (`None`: too many to count) and the verdict's
    /// [`Verdict::phrase`]. ([`Against::shown`] makes it from the verdict;
    /// the page passes the values its verdict object carries.)
    Shown { optimum: Option<u128>, length: Option<u128>, phrase: String },
    /// A start (and goal) of one's own: the fewest moves between them, where a search found them.
    OwnEnds(Option<u128>),
}

impl Against {
    /// The solution shown, of `length` moves, judged `verdict`.
    pub fn shown(verdict: &Verdict, length: Option<u128>) -> Against {
        Against::Shown { optimum: verdict.optimum(length), length, phrase: verdict.phrase() }
    }
}

impl Verdict {
    /// The fewest moves, where this verdict on a solution of `length` moves knows them.
    pub fn optimum(&self, length: Option<u128>) -> Option<u128> {
        match *self {
            Verdict::Optimal(_) => length,
            Verdict::Longer { optimum, .. } => Some(optimum),
            _ => None,
        }
    }
}

/// "Solved in 8 moves; the fewest possible is 7." for `made` moves by hand;
/// from one's own start, "Solved in 6 moves from your start; the fewest
/// possible is 6. Perfect!"; where the fewest are not known, the verdict on
/// the solution shown: "Solved in 9 moves; the solution shown takes 9, not
/// known to be the fewest: …".
pub fn solved_by_hand(made: u128, against: Against) -> String {
    let moves = if made == 1 { "move" } else { "moves" };
    let done = format!("Solved in {} {moves}", grouped(made));
    let optimum = match against {
        Against::Nothing => None,
        Against::OwnEnds(optimum) => return fewest(format!("{done} from your start"), made, optimum),
        Against::Shown { optimum: Some(optimum), .. } => Some(optimum),
        Against::Shown { length: None, .. } => return format!("{done}!"),
        Against::Shown { length: Some(length), phrase, .. } => {
            return format!("{done}; the solution shown takes {}, {phrase}.", grouped(length))
        }
    };
    fewest(done, made, optimum)
}

/// `done` and the fewest moves, where known.
fn fewest(done: String, made: u128, optimum: Option<u128>) -> String {
    match optimum {
        Some(optimum) => {
            let perfect = if made == optimum { " Perfect!" } else { "" };
            format!("{done}; the fewest possible is {}.{perfect}", grouped(optimum))
        }
        None => format!("{done}."),
    }
}
