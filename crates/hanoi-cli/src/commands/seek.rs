//! `hanoi seek`: the position after T moves.

use std::process::ExitCode;

use hanoi_core::Puzzle;

use crate::failure::Failure;
use crate::output;

pub fn run(puzzle: &Puzzle, at: u128) -> Result<ExitCode, Failure> {
    let position = puzzle.solution().seek(at).map_err(Failure::bad_request)?;
    // Pins from 1, exactly the text the web page gives screen readers, so
    // the two can be compared verbatim.
    output::print_line(position.summary())?;
    Ok(ExitCode::SUCCESS)
}
