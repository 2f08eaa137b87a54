//! `hanoi count`: the exact number of moves.

use std::process::ExitCode;

use hanoi_core::Puzzle;

use crate::failure::Failure;
use crate::output;

pub fn run(puzzle: &Puzzle) -> Result<ExitCode, Failure> {
    // A length past u128 is a fact about the puzzle, not a bad request.
    let length = puzzle.solution().length().map_err(Failure::negative)?;
    output::print_line(length)?;
    Ok(ExitCode::SUCCESS)
}
