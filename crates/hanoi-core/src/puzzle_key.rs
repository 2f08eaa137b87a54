//! One value naming one puzzle, whatever solution plays it: a catalogue
//! variation with its discs and pins, or the weighted puzzle with its whole
//! definition. Its text is stable, and what the page files notes about a
//! puzzle under (optima found, verdicts): two puzzles have the same text
//! only if they are the same puzzle.

use alloc::string::String;
use core::fmt;

/// The weighted puzzle's definition besides its discs and pegs.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct WeightedDefinition {
    /// The weights as typed back ([`crate::weighted::pricing::Pricing::text`]): `0,3,15;8,0,2;5,6,0`.
    pub weights: String,
    /// Whether a move's cost is its weight times the disc's size.
    pub by_size: bool,
    /// Source and target pegs, from 0.
    pub from: u8,
    pub to: u8,
}

/// Which puzzle.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum PuzzleKey {
    /// `classic/6/3`: the variation's id, discs, pins.
    Catalogue { id: &'static str, discs: u32, pins: u32 },
    /// `weighted/3/3?weights=0,3,15;8,0,2;5,6,0&from=1&to=3&scale=none`:
    /// discs, pegs, then the definition (pegs numbered from 1).
    Weighted { discs: u32, pegs: u32, definition: WeightedDefinition },
}

impl fmt::Display for PuzzleKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleKey::Catalogue { id, discs, pins } => write!(f, "{id}/{discs}/{pins}"),
            PuzzleKey::Weighted { discs, pegs, definition: d } => write!(
                f,
                "weighted/{discs}/{pegs}?weights={}&from={}&to={}&scale={}",
                d.weights,
                d.from as u32 + 1,
                d.to as u32 + 1,
                if d.by_size { "size" } else { "none" }
            ),
        }
    }
}
