//! The variations: for each, how to set up a puzzle instance (rules, start,
//! goal) and its solution program.

pub mod antwerp;
pub mod checkers;
pub mod classic;
pub mod cyclic;
pub mod domino;
pub mod four_star;
pub mod lundon;
pub mod many_pin;
pub mod multi_stack;
pub mod rainbow;
pub mod reversi;
pub mod reversi_bases;
pub mod reves;

use crate::colour::Colour;
use crate::position::Position;
use crate::solution::Algorithm;
use crate::rules::Rules;

/// Everything one instance of a variation needs.
pub struct Instance {
    pub rules: Rules,
    pub start: Position,
    pub goal: Position,
    pub algorithm: Algorithm,
}

/// A single stack of discs `n..1` on `from` (other pins empty), coloured by size.
pub fn single_stack(pins: usize, n: u32, from: usize, colour: impl Fn(u16) -> Colour) -> Position {
    Position::tower(pins, n as u16, from, &colour)
}
