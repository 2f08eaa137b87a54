//! Disjunctive sums of impartial Tower of Hanoi games (Chappelon, Larsson
//! and Matsuura, section 7.3): several towers side by side, a move is a move
//! in one of them, and whoever makes the last move wins. The values come
//! from the parts' generalized Sprague–Grundy values ([`SumAnalysis`]);
//! [`ProductGame`] plays the same sum as one game, to check them.

mod hold_out;
mod play;
mod product;
mod spec;
mod strategy;
mod values;

pub use hold_out::HOLD_OUT_RANKS;
pub use play::{SumIllegal, SumMatch, SumPly};
pub use product::{PartMove, ProductGame};
pub use spec::{SumSpec, MAX_PARTS, MIN_PARTS};
pub use strategy::LastMove;
pub use values::{Follower, SumAnalysis, SumOutcome};
