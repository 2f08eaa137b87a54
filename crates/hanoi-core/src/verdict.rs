//! One answer to "is this solution the fewest moves?", from what is known:
//! a proof in the catalogue, an exhaustive search (run here when it is
//! small, or found elsewhere), or only what the catalogue says in general.
//! The page's success message and `hanoi verify` both word it from here.

use alloc::format;
use alloc::string::String;
use core::fmt;
use core::ops::ControlFlow;

use crate::catalogue::Optimality;
use crate::position::Position;
use crate::puzzle::Puzzle;
use crate::search::{Outcome, Search};
use crate::grouped::grouped;

/// Searches of at most this many positions run at once when a verdict is
/// asked for (a blink, even in WebAssembly), so that the small sizes people
/// mostly play get an exact answer.
pub const QUICK_SEARCH_POSITIONS: u64 = 1 << 17;

/// How a solution is known to be the shortest.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Evidence {
    /// The catalogue's algorithm is proved optimal.
    Proof,
    /// An exhaustive search for this size found nothing shorter.
    Search,
}

impl Evidence {
    /// `proof`, `search`.
    pub fn id(self) -> &'static str {
        match self {
            Evidence::Proof => "proof",
            Evidence::Search => "search",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The fewest moves possible.
    Optimal(Evidence),
    /// The catalogue says optimal under the Frame hypothesis; this size was not searched.
    FrameOptimal,
    /// The catalogue presumes it optimal; this size was not searched.
    Presumed,
    /// A search found a solution `extra` moves shorter, of `optimum` moves.
    Longer { extra: u128, optimum: u128 },
    /// Not known to be the fewest: no optimum for this size was found
    /// (it was not searched), and no proof covers the solution.
    Unknown(Doubt),
    /// The solution has too many moves to count.
    Uncounted,
}

/// Why a solution is not known to be the fewest moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Doubt {
    /// The catalogue's algorithm is beaten for some numbers of discs.
    Beaten,
    /// A move list as given ([`Puzzle::with_moves`]): nothing is known of
    /// it but its length, and there is no optimum to compare that with.
    Unsearched,
}

/// A solution shorter than the optimum: a bug in the solution or in the
/// search that found the optimum.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShorterThanOptimum {
    pub length: u128,
    pub optimum: u128,
}

impl fmt::Display for ShorterThanOptimum {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the solution has {} moves, fewer than the optimum of {}: one of the two is wrong",
            grouped(self.length),
            grouped(self.optimum)
        )
    }
}

impl Verdict {
    /// A solution of `length` moves against the optimum a search found.
    pub fn compare(length: u128, optimum: u128) -> Result<Verdict, ShorterThanOptimum> {
        match length.checked_sub(optimum) {
            Some(0) => Ok(Verdict::Optimal(Evidence::Search)),
            Some(extra) => Ok(Verdict::Longer { extra, optimum }),
            None => Err(ShorterThanOptimum { length, optimum }),
        }
    }

    /// What the catalogue says when this size has not been searched.
    fn from_catalogue(optimality: Optimality) -> Verdict {
        match optimality {
            Optimality::Optimal => Verdict::Optimal(Evidence::Proof),
            Optimality::FrameOptimal => Verdict::FrameOptimal,
            Optimality::Presumed => Verdict::Presumed,
            Optimality::NotOptimal => Verdict::Unknown(Doubt::Beaten),
        }
    }

    /// Whether an optimum found by search would say more: the catalogue
    /// proves nothing here and no optimum is known yet.
    pub fn wants_optimum(&self) -> bool {
        matches!(self, Verdict::FrameOptimal | Verdict::Presumed | Verdict::Unknown(_))
    }

    /// `optimal`, `frame-optimal`, `presumed`, `longer`, `unknown`, `uncounted`.
    pub fn id(&self) -> &'static str {
        match self {
            Verdict::Optimal(_) => "optimal",
            Verdict::FrameOptimal => "frame-optimal",
            Verdict::Presumed => "presumed",
            Verdict::Longer { .. } => "longer",
            Verdict::Unknown(_) => "unknown",
            Verdict::Uncounted => "uncounted",
        }
    }

    /// For a table: `optimal`, `longer by 6` (otherwise the id).
    pub fn short(&self) -> String {
        match self {
            Verdict::Longer { extra, .. } => format!("longer by {extra}"),
            other => other.id().into(),
        }
    }

    /// The solution described, to follow "Solved in 15 moves: " (lower
    /// case, no final period).
    pub fn phrase(&self) -> String {
        match self {
            Verdict::Optimal(Evidence::Proof) => "the fewest possible".into(),
            Verdict::Optimal(Evidence::Search) => "the fewest possible, as an exhaustive search shows".into(),
            Verdict::FrameOptimal => "the fewest possible under the Frame hypothesis".into(),
            Verdict::Presumed => "presumed to be the fewest possible, not proved".into(),
            Verdict::Longer { extra, optimum } => {
                format!("{} more than the fewest possible, which is {}", grouped(*extra), grouped(*optimum))
            }
            Verdict::Unknown(Doubt::Beaten) => {
                "not known to be the fewest: for some numbers of discs shorter solutions exist".into()
            }
            Verdict::Unknown(Doubt::Unsearched) => "not known to be the fewest: this size has not been searched".into(),
            Verdict::Uncounted => "too many to count exactly".into(),
        }
    }
}

impl Puzzle {
    /// Whether the solution is the shortest, given the `optimum` if a
    /// search elsewhere found it. Without one, a search of at most
    /// [`QUICK_SEARCH_POSITIONS`] runs here unless the catalogue has a proof
    /// ([`Puzzle::judge`] is the same without the search).
    pub fn verdict(&self, optimum: Option<u128>) -> Verdict {
        let judged = self.judge(optimum);
        if optimum.is_some() || !judged.wants_optimum() {
            return judged;
        }
        match self.quick_optimum() {
            Some(optimum) => self.judge(Some(optimum)),
            None => judged,
        }
    }

    /// Whether the solution is the shortest from what is known without
    /// searching: the `optimum` if one was found, else the catalogue.
    ///
    /// A recorded move list ([`Puzzle::with_moves`]) is any legal solution,
    /// so the catalogue, which speaks of the variation's algorithm, says
    /// nothing about it: only its length against an optimum does; without
    /// one it is [`Doubt::Unsearched`].
    pub fn judge(&self, optimum: Option<u128>) -> Verdict {
        let Ok(length) = self.solution().length() else { return Verdict::Uncounted };
        // An optimum shorter than the solution is refused before it gets here
        // (Player::note_optimum); if one slips through, it is not believed.
        if let Some(verdict) = optimum.and_then(|optimum| Verdict::compare(length, optimum).ok()) {
            return verdict;
        }
        match self.variation() {
            _ if self.is_recorded() => Verdict::Unknown(Doubt::Unsearched),
            Some(variation) => Verdict::from_catalogue(variation.optimality),
            // The weighted puzzle's solution is the cheapest, which need not be the fewest moves.
            None => Verdict::Unknown(Doubt::Beaten),
        }
    }

    /// The optimum by exhaustive search, if that is small enough (at most
    /// [`QUICK_SEARCH_POSITIONS`]) to run now and succeeds. It is the same
    /// for every solution of the puzzle.
    pub fn quick_optimum(&self) -> Option<u128> {
        quick(Search::new(self).ok()?)
    }

    /// The fewest moves from `start` to `goal` (a start and goal of one's
    /// own), under the same limit as [`Puzzle::quick_optimum`]; `None` also
    /// where the goal cannot be reached.
    pub fn quick_optimum_between(&self, start: &Position, goal: &Position) -> Option<u128> {
        quick(Search::between(self.solution().rules().clone(), start.clone(), goal.clone()).ok()?)
    }
}

/// The search's optimum, if it is small enough to run now and succeeds.
fn quick(search: Search) -> Option<u128> {
    if search.estimate().positions > QUICK_SEARCH_POSITIONS {
        return None;
    }
    match search.run(|_| ControlFlow::Continue(())).ok()? {
        Outcome::Solved { moves, .. } => Some(moves.len() as u128),
        Outcome::Unreachable { .. } => None,
    }
}
