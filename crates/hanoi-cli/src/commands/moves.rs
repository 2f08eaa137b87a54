//! `hanoi moves`: the solution, streamed as it is generated, since it may be
//! far too long to hold (Classic with 64 discs has 2^64 - 1 moves).

use std::io::{self, Write};
use std::process::ExitCode;

use hanoi_core::transcript::{Listing, Pairs};
use hanoi_core::{Move, Puzzle};
use serde::Serialize;

use crate::failure::Failure;
use crate::output::{self, Stdout};

pub fn run(puzzle: &Puzzle, json: bool) -> Result<ExitCode, Failure> {
    let mut out = output::stdout();
    if json {
        write_json(puzzle, &mut out)?;
    } else {
        write_lines(puzzle.solution().moves(), &mut out)?;
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

/// One `from to` line per move, streamed.
pub(crate) fn write_lines(moves: impl Iterator<Item = Move>, out: &mut impl Write) -> io::Result<()> {
    let mut line = Vec::with_capacity(8);
    for mv in moves {
        line.clear();
        push_pin(&mut line, mv.from);
        line.push(b' ');
        push_pin(&mut line, mv.to);
        line.push(b'\n');
        out.write_all(&line)?;
    }
    Ok(())
}

/// `{"variation":"Classic","discs":3,"pins":3,"count":7,"moves":[[1,3],...]}`
/// (pins from 1), the moves streamed as they are generated rather than
/// collected first.
fn write_json(puzzle: &Puzzle, out: &mut Stdout) -> Result<(), Failure> {
    // The count comes before the moves, so it must be known up front; a JSON
    // number that is not the true count would be worse than none. Refused
    // as `count` refuses it: a clear "no" (exit 1), not a bad request.
    let count = puzzle.solution().length().map_err(Failure::negative)?;
    write_json_line(&listing(puzzle, count, puzzle.solution().moves()), out)?;
    Ok(())
}

/// The JSON object of a move list (`hanoi moves --json`'s), pins from 1.
pub(crate) fn listing<I: Iterator<Item = Move>>(puzzle: &Puzzle, count: u128, moves: I) -> Listing<'static, Pairs<I>> {
    Listing { variation: puzzle.descriptor().name, discs: puzzle.discs, pins: puzzle.pins, count, moves: Pairs::new(moves) }
}

/// `value` as one line of JSON.
pub(crate) fn write_json_line(value: &impl Serialize, out: &mut impl Write) -> io::Result<()> {
    serde_json::to_writer(&mut *out, value)?;
    out.write_all(b"\n")
}

/// A pin's number as people count, from 1 (pins are stored from 0).
pub(crate) fn push_pin(buf: &mut Vec<u8>, pin: u8) {
    let number = pin as u16 + 1;
    if number >= 100 {
        buf.push(b'0' + (number / 100) as u8);
    }
    if number >= 10 {
        buf.push(b'0' + (number / 10 % 10) as u8);
    }
    buf.push(b'0' + (number % 10) as u8);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pins_print_in_decimal_counting_from_1() {
        for pin in [0u8, 7, 9, 10, 42, 98, 99, 100, 255] {
            let mut buf = Vec::new();
            push_pin(&mut buf, pin);
            assert_eq!(String::from_utf8(buf).unwrap(), (pin as u16 + 1).to_string());
        }
    }
}
