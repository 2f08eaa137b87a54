//! What a puzzle is, as people are told it: its title, name and id, the
//! word for a place discs rest on ("pin", or "peg" in the weighted puzzle's
//! paper), its limits and what a solution is judged by. Each catalogue
//! [`Variation`](crate::Variation) gives one ([`Variation::descriptor`](crate::Variation::descriptor)),
//! and so does each puzzle that is not in the catalogue (the weighted one,
//! [`crate::weighted::DESCRIPTOR`]); [`Puzzle::descriptor`](crate::Puzzle::descriptor) reads it.

use crate::limits::Limits;

/// The word for a place discs rest on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Vocabulary {
    /// The catalogue's word (Lunnon's HanoiVar).
    Pin,
    /// The weighted puzzle's (Mehiri and Belbachir's).
    Peg,
}

impl Vocabulary {
    /// "pin", "peg".
    pub fn one(self) -> &'static str {
        match self {
            Vocabulary::Pin => "pin",
            Vocabulary::Peg => "peg",
        }
    }

    /// "pins", "pegs".
    pub fn many(self) -> &'static str {
        match self {
            Vocabulary::Pin => "pins",
            Vocabulary::Peg => "pegs",
        }
    }
}

/// What tells a better solution from a worse one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum JudgedBy {
    /// The fewest moves (the catalogue's puzzles).
    Moves,
    /// The least total cost, then the fewest moves at that cost (the weighted puzzle).
    Cost,
}

impl JudgedBy {
    /// `moves`, `cost`.
    pub fn id(self) -> &'static str {
        match self {
            JudgedBy::Moves => "moves",
            JudgedBy::Cost => "cost",
        }
    }
}

/// One puzzle type as people are told it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Descriptor {
    /// The name the command line and transcripts use, e.g. `Classic_P`, `Weighted`.
    pub name: &'static str,
    /// The name people read, e.g. `Reve's puzzle`, `Weighted Tower of Hanoi`.
    pub title: &'static str,
    /// URL-safe id, e.g. `classic-p`, `weighted`.
    pub id: &'static str,
    pub vocabulary: Vocabulary,
    /// Discs (per stack).
    pub discs: Limits,
    /// Pins, or pegs: as [`Descriptor::vocabulary`] says.
    pub places: Limits,
    pub judged_by: JudgedBy,
}
