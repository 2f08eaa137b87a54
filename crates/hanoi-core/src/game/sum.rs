//! Disjunctive sums of impartial Tower of Hanoi games (Chappelon, Larsson
//! and Matsuura, section 7.3): several towers side by side, a move is a move
//! in one of them, and whoever makes the last move wins.

mod product;
mod spec;

pub use product::{PartMove, ProductGame};
pub use spec::{SumSpec, MAX_PARTS, MIN_PARTS};
