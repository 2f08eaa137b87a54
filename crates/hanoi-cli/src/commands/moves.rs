//! `hanoi moves`: the solution, streamed as it is generated, since it may be
//! far too long to hold (Classic with 64 discs has 2^64 - 1 moves).

use std::io::{self, Write};
use std::process::ExitCode;

use hanoi_core::transcript::json_string;
use hanoi_core::{Move, Puzzle};

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

/// `{"variation":"Classic","discs":3,"pins":3,"count":7,"moves":[[0,2],...]}`,
/// written by hand so the moves stream instead of being collected first.
fn write_json(puzzle: &Puzzle, out: &mut Stdout) -> Result<(), Failure> {
    // The count comes before the moves, so it must be known up front; a JSON
    // number that is not the true count would be worse than none. Refused
    // as `count` refuses it: a clear "no" (exit 1), not a bad request.
    let count = puzzle.solution().length().map_err(Failure::negative)?;
    write_json_head(puzzle, count, out)?;
    write_json_moves(puzzle.solution().moves(), out)?;
    out.write_all(b"]}\n")?;
    Ok(())
}

/// The JSON object up to the opening bracket of its move list.
pub(crate) fn write_json_head(puzzle: &Puzzle, count: u128, out: &mut impl Write) -> io::Result<()> {
    write!(
        out,
        r#"{{"variation":{},"discs":{},"pins":{},"count":{},"moves":["#,
        json_string(puzzle.descriptor().name),
        puzzle.discs,
        puzzle.pins,
        count
    )
}

/// The moves as `[0,2],[0,1],...`, streamed.
pub(crate) fn write_json_moves(moves: impl Iterator<Item = Move>, out: &mut impl Write) -> io::Result<()> {
    let mut item = Vec::with_capacity(12);
    for (i, Move { from, to }) in moves.enumerate() {
        item.clear();
        if i > 0 {
            item.push(b',');
        }
        item.push(b'[');
        push_pin(&mut item, from);
        item.push(b',');
        push_pin(&mut item, to);
        item.push(b']');
        out.write_all(&item)?;
    }
    Ok(())
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
