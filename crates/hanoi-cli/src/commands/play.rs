//! `hanoi play`: check moves read from stdin against the rules and print one
//! verdict line.

use std::io::{self, BufRead, IsTerminal, Read, Write};
use std::process::ExitCode;

use hanoi_core::{quoted, Puzzle};

use crate::failure::{Failure, NEGATIVE};
use crate::output::{self, counted};

pub fn run(puzzle: &Puzzle) -> Result<ExitCode, Failure> {
    let rules = puzzle.solution().rules();
    let mut position = puzzle.start().clone();
    // Moves read so far, counting the one being checked: K in the verdict.
    let mut made: u64 = 0;
    if io::stdin().is_terminal() {
        // Someone typing moves by hand would otherwise face a silent prompt.
        let _ = writeln!(
            io::stderr(),
            "hanoi: type moves as `from to` (pins from 1), one per line; end with Ctrl-D (Ctrl-Z, Enter on Windows)"
        );
    }
    let mut input = io::stdin().lock();
    let mut bytes = Vec::new();
    loop {
        let line = match read_line(&mut input, &mut bytes) {
            Ok(Some(line)) => line,
            Ok(None) => break,
            Err(error) => return Err(Failure::negative(format!("cannot read the moves: {error}"))),
        };
        let Ok(text) = std::str::from_utf8(line) else {
            return verdict(format!("illegal move {}: the line is not readable text", made + 1), NEGATIVE);
        };
        let text = text.trim();
        if text.is_empty() || text.starts_with('#') {
            continue;
        }
        made += 1;
        let (from, to) = match parse_move(text) {
            Ok(pins) => pins,
            Err(why) => return verdict(format!("illegal move {made}: {why}"), NEGATIVE),
        };
        if let Err(illegal) = rules.play(&mut position, from, to) {
            // Stop here: later moves were planned for a position that the
            // refused move never produced.
            return verdict(format!("illegal move {made}: {}", illegal.numbered_from(1)), NEGATIVE);
        }
    }
    if puzzle.is_solved(&position) {
        verdict(format!("solved after {}", counted(made, "move")), 0)
    } else {
        verdict(format!("not solved after {}", counted(made, "move")), NEGATIVE)
    }
}

/// The verdict is the answer, so it goes to stdout whatever it says. The
/// exit code is the verdict too, so it survives a reader that went away.
fn verdict(line: String, code: u8) -> Result<ExitCode, Failure> {
    match output::print_line(line) {
        Err(error) if error.kind() != io::ErrorKind::BrokenPipe => Err(error.into()),
        _ => Ok(ExitCode::from(code)),
    }
}

/// The longest line kept whole: a move is a few characters, a comment may
/// say more. Beyond, only the start of the line is kept (enough to say
/// what is wrong with it, or to see that it is a comment).
const LINE_BYTES: u64 = 4096;

/// The next line of `input` without its line break, at most [`LINE_BYTES`]
/// of it (the rest is read and dropped, so no line is held whole however
/// long it is); `None` at the end.
fn read_line<'a>(input: &mut impl BufRead, bytes: &'a mut Vec<u8>) -> io::Result<Option<&'a [u8]>> {
    bytes.clear();
    let read = input.by_ref().take(LINE_BYTES).read_until(b'\n', bytes)?;
    if read == 0 {
        return Ok(None);
    }
    if bytes.last() == Some(&b'\n') {
        bytes.pop();
    } else if read as u64 == LINE_BYTES {
        // Drop the rest of an over-long line.
        input.skip_until(b'\n')?;
    }
    Ok(Some(bytes.as_slice()))
}

/// `from to`: two pin numbers from 1, returned from 0 as the rules count.
/// Whether the pins exist is the rules' business (pin 0 becomes a pin that
/// does not exist, so it gets their message); this only checks the shape.
fn parse_move(text: &str) -> Result<(usize, usize), String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let [from, to] = words[..] else {
        return Err(format!("expected two pin numbers `from to`, got {}", quoted(text)));
    };
    let pin = |word: &str| match word.parse::<usize>() {
        Ok(0) => Err(String::from("there is no pin 0: pins are numbered from 1")),
        Ok(number) => Ok(number - 1),
        Err(_) => Err(format!("{} is not a pin number (pins are numbered from 1)", quoted(word))),
    };
    Ok((pin(from)?, pin(to)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_are_two_pin_numbers() {
        assert_eq!(parse_move("1 3"), Ok((0, 2)));
        assert_eq!(parse_move("2\t 1"), Ok((1, 0)));
        assert!(parse_move("1").unwrap_err().contains("two pin numbers"));
        assert!(parse_move("1 2 3").unwrap_err().contains("two pin numbers"));
        assert!(parse_move("1 x").unwrap_err().contains("\"x\" is not a pin number"));
        assert!(parse_move("-1 1").unwrap_err().contains("\"-1\" is not a pin number"));
        assert_eq!(parse_move("0 1").unwrap_err(), "there is no pin 0: pins are numbered from 1");
    }
}
