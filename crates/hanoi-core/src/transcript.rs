//! Move lists as people write them down and read them back: plain text (one
//! `from to` per line), CSV (`move,from,to`, then a row per move) and JSON
//! (`{"variation":"Classic","discs":3,"pins":3,"count":7,"moves":[[1,3],...]}`),
//! the formats of `hanoi moves`. Pins are numbered from 1 in all of them, as
//! people count; a [`Move`] keeps them from 0.
//!
//! The writer takes at most [`MOST_MOVES`] moves (the `hanoi` command streams
//! any number); the reader says which line is wrong and why, and leaves
//! whether the moves are legal to the rules ([`crate::Puzzle::with_moves`]).

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

use crate::echo::{echo, quoted};
use crate::grouped::grouped;
use crate::position::Move;
use crate::puzzle::Puzzle;

mod json;

pub use json::{Listing, Pairs, MOST_NESTING};

/// The most moves a list written or read here may have: about 8 MB of text.
pub const MOST_MOVES: usize = 1_000_000;

/// The highest pin number a move can name (pins are kept in a byte, from 0).
pub const MOST_PINS: u32 = 256;

/// A way of writing a move list down.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// One `from to` per line.
    Text,
    /// A header `move,from,to`, then `k,from,to` per move.
    Csv,
    /// One object: variation, discs, pins, count and the moves as pairs.
    Json,
}

impl Format {
    /// `text` (or `txt`), `csv` or `json`, any case.
    pub fn from_name(name: &str) -> Option<Format> {
        match name.trim().to_ascii_lowercase().as_str() {
            "text" | "txt" => Some(Format::Text),
            "csv" => Some(Format::Csv),
            "json" => Some(Format::Json),
            _ => None,
        }
    }

    /// The file name's ending: `txt`, `csv`, `json`.
    pub fn extension(self) -> &'static str {
        match self {
            Format::Text => "txt",
            Format::Csv => "csv",
            Format::Json => "json",
        }
    }
}

/// Which puzzle a list solves, for the JSON form's head.
#[derive(Clone, Copy, Debug)]
pub struct Heading<'a> {
    /// The catalogue name, e.g. `Classic`.
    pub variation: &'a str,
    pub discs: u32,
    pub pins: u32,
}

/// A solution too long to write out here.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooLongToWrite {
    /// Its length, or `None` when too long to count.
    pub count: Option<u128>,
}

impl fmt::Display for TooLongToWrite {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.count {
            Some(count) => write!(f, "the solution has {} moves", grouped(count))?,
            None => f.write_str("the solution has more than 2^128 moves")?,
        }
        write!(f, ", more than the {} a move list written here may have", grouped(MOST_MOVES as u128))
    }
}

/// The whole solution of `puzzle` (its algorithm's, or the list it was given)
/// in `format`, pins from 1; refused when longer than [`MOST_MOVES`].
pub fn write_solution(puzzle: &Puzzle, format: Format) -> Result<String, TooLongToWrite> {
    let count = puzzle.solution().length().map_err(|_| TooLongToWrite { count: None })?;
    if count > MOST_MOVES as u128 {
        return Err(TooLongToWrite { count: Some(count) });
    }
    let moves: Vec<Move> = puzzle.solution().moves().collect();
    let heading = Heading { variation: puzzle.descriptor().name, discs: puzzle.discs, pins: puzzle.pins };
    Ok(write(format, heading, &moves))
}

/// `moves` in `format`, pins from 1. The heading is used by JSON alone.
pub fn write(format: Format, heading: Heading<'_>, moves: &[Move]) -> String {
    let moves_len = moves.len();
    let mut out = String::with_capacity(moves.len() * 8 + 80);
    match format {
        Format::Text => {
            for mv in moves {
                push_pin(&mut out, mv.from);
                out.push(' ');
                push_pin(&mut out, mv.to);
                out.push('\n');
            }
        }
        Format::Csv => {
            out.push_str("move,from,to\n");
            for (i, mv) in moves.iter().enumerate() {
                out.push_str(&(i + 1).to_string());
                out.push(',');
                push_pin(&mut out, mv.from);
                out.push(',');
                push_pin(&mut out, mv.to);
                out.push('\n');
            }
        }
        Format::Json => {
            let Heading { variation, discs, pins } = heading;
            let moves = json::Pairs::new(moves.iter().copied());
            out = json::write(&json::Listing { variation, discs, pins, count: moves_len as u128, moves });
        }
    }
    out
}

/// A pin as people count, from 1.
fn push_pin(out: &mut String, pin: u8) {
    out.push_str(&(pin as u16 + 1).to_string());
}

// ------------------------------------------------------------------- reading

/// A move list read back, pins from 0; the puzzle where the JSON form names it.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Transcript {
    pub variation: Option<String>,
    pub discs: Option<u32>,
    pub pins: Option<u32>,
    pub moves: Vec<Move>,
}

/// What is wrong with a list, and on which line (from 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadError {
    pub line: usize,
    pub problem: String,
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.problem)
    }
}

impl core::error::Error for ReadError {}

fn fault<T>(line: usize, problem: impl Into<String>) -> Result<T, ReadError> {
    Err(ReadError { line, problem: problem.into() })
}

/// Reads a list in any of the three formats: JSON when it starts with `{` or
/// `[`, CSV when its first line is the header `move,from,to`, else text
/// (one `from to` per line; blank lines and lines starting with `#` are
/// skipped). Pins are numbered from 1.
pub fn read(text: &str) -> Result<Transcript, ReadError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let start = text.trim_start();
    if start.starts_with('{') || start.starts_with('[') {
        return json::read(text);
    }
    let first = text.lines().find(|line| !line.trim().is_empty()).unwrap_or("");
    if is_csv_header(first) {
        read_csv(text)
    } else {
        read_text(text)
    }
}

fn is_csv_header(line: &str) -> bool {
    let cells: Vec<String> = line.split(',').map(|c| c.trim().to_ascii_lowercase()).collect();
    cells == ["move", "from", "to"]
}

fn too_many<T>(line: usize) -> Result<T, ReadError> {
    fault(line, format!("more than {} moves: a list may have at most that many", grouped(MOST_MOVES as u128)))
}

fn read_text(text: &str) -> Result<Transcript, ReadError> {
    let mut moves = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let n = i + 1;
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let words: Vec<&str> = line.split_whitespace().collect();
        if words.len() != 2 {
            return fault(n, format!("expected two pin numbers `from to`, got {}", quoted(line)));
        }
        if moves.len() == MOST_MOVES {
            return too_many(n);
        }
        moves.push(Move::new(pin(words[0]).or_else(|p| fault(n, p))?, pin(words[1]).or_else(|p| fault(n, p))?));
    }
    if moves.is_empty() {
        return fault(1, "no moves: write one move per line as two pin numbers `from to`, pins from 1");
    }
    Ok(Transcript { moves, ..Transcript::default() })
}

fn read_csv(text: &str) -> Result<Transcript, ReadError> {
    let mut moves = Vec::new();
    let mut header = false;
    for (i, line) in text.lines().enumerate() {
        let n = i + 1;
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        if !header {
            header = true; // read() found it
            continue;
        }
        let cells: Vec<&str> = line.split(',').map(str::trim).collect();
        if cells.len() != 3 {
            return fault(n, format!("expected a row `move,from,to`, got {}", quoted(line)));
        }
        let expected = moves.len() + 1;
        if cells[0] != expected.to_string() {
            return fault(n, format!("expected move number {expected}, got {}", quoted(cells[0])));
        }
        if moves.len() == MOST_MOVES {
            return too_many(n);
        }
        moves.push(Move::new(pin(cells[1]).or_else(|p| fault(n, p))?, pin(cells[2]).or_else(|p| fault(n, p))?));
    }
    Ok(Transcript { moves, ..Transcript::default() })
}

/// A pin number from 1, returned from 0. Whether the puzzle has that pin is
/// the rules' business.
fn pin(word: &str) -> Result<u8, String> {
    if word.is_empty() || !word.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("{} is not a pin number (pins are numbered from 1)", quoted(word)));
    }
    match word.parse::<u32>() {
        Ok(0) => Err(String::from("there is no pin 0: pins are numbered from 1")),
        Ok(n) if n <= MOST_PINS => Ok((n - 1) as u8),
        _ => Err(format!("there is no pin {}: a puzzle has at most {MOST_PINS} pins", echo(word))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec;


    fn moves(pairs: &[(u8, u8)]) -> Vec<Move> {
        pairs.iter().map(|&(f, t)| Move::new(f, t)).collect()
    }

    fn classic3() -> Puzzle {
        Puzzle::by_name("classic", 3, None).unwrap()
    }

    #[test]
    fn writes_the_three_formats_with_pins_from_1() {
        let p = classic3();
        let text = write_solution(&p, Format::Text).unwrap();
        assert_eq!(text, "1 3\n1 2\n3 2\n1 3\n2 1\n2 3\n1 3\n");
        let csv = write_solution(&p, Format::Csv).unwrap();
        assert!(csv.starts_with("move,from,to\n1,1,3\n2,1,2\n"));
        assert_eq!(csv.lines().count(), 8);
        let json = write_solution(&p, Format::Json).unwrap();
        assert_eq!(
            json,
            "{\"variation\":\"Classic\",\"discs\":3,\"pins\":3,\"count\":7,\"moves\":[[1,3],[1,2],[3,2],[1,3],[2,1],[2,3],[1,3]]}\n"
        );
    }

    #[test]
    fn json_is_valid_json() {
        let p = Puzzle::by_name("reves", 5, None).unwrap();
        let json = write_solution(&p, Format::Json).unwrap();
        let value: serde_json::Value = serde_json::from_str(&json).unwrap();
        assert_eq!(value["variation"], p.descriptor().name);
        assert_eq!(value["pins"], 4);
        let listed = value["moves"].as_array().unwrap();
        assert_eq!(value["count"].as_u64().unwrap() as usize, listed.len());
        assert!(listed.iter().all(|m| m[0].as_u64().unwrap() >= 1 && m[1].as_u64().unwrap() <= 4));
    }

    #[test]
    fn every_format_reads_back_to_the_same_moves() {
        for (name, discs) in [("classic", 6), ("reves", 6), ("domino", 3), ("many_pin", 7), ("cyclic", 4)] {
            let p = Puzzle::by_name(name, discs, None).unwrap();
            let solution: Vec<Move> = p.solution().moves().collect();
            for format in [Format::Text, Format::Csv, Format::Json] {
                let written = write_solution(&p, format).unwrap();
                let read = read(&written).unwrap_or_else(|e| panic!("{name} {format:?}: {e}"));
                assert_eq!(read.moves, solution, "{name} {format:?}");
                if format == Format::Json {
                    assert_eq!(read.variation.as_deref(), Some(p.descriptor().name));
                    assert_eq!((read.discs, read.pins), (Some(p.discs), Some(p.pins)));
                }
                // And the moves read back are a legal solution of the puzzle.
                fresh(&p).with_moves(&read.moves, crate::ListSource::Listed).unwrap();
            }
        }
    }

    fn fresh(p: &Puzzle) -> Puzzle {
        Puzzle::by_name(p.descriptor().name, p.discs as u64, Some(p.pins as u64)).unwrap()
    }

    #[test]
    fn text_takes_blank_lines_comments_and_spaces() {
        let t = read("# Classic, 2 discs\n\n  1   2 \r\n1 3\n\t2 3\n").unwrap();
        assert_eq!(t.moves, moves(&[(0, 1), (0, 2), (1, 2)]));
        assert_eq!(t.variation, None);
        assert_eq!(read("12 256\n").unwrap().moves, moves(&[(11, 255)]));
    }

    #[test]
    fn text_errors_name_the_line() {
        assert_eq!(
            read("1 3\n1 2\n0 2\n").unwrap_err().to_string(),
            "line 3: there is no pin 0: pins are numbered from 1"
        );
        assert_eq!(
            read("1 3\n\n1\n").unwrap_err().to_string(),
            "line 3: expected two pin numbers `from to`, got \"1\""
        );
        assert_eq!(read("1 3 2\n").unwrap_err().line, 1);
        assert_eq!(
            read("1 3\n1 x\n").unwrap_err().to_string(),
            "line 2: \"x\" is not a pin number (pins are numbered from 1)"
        );
        assert_eq!(
            read("-1 2").unwrap_err().to_string(),
            "line 1: \"-1\" is not a pin number (pins are numbered from 1)"
        );
        assert_eq!(
            read("1 257").unwrap_err().to_string(),
            "line 1: there is no pin 257: a puzzle has at most 256 pins"
        );
        assert!(read("\n  \n# nothing\n").unwrap_err().to_string().starts_with("line 1: no moves"));
    }

    #[test]
    fn csv_rows_are_numbered() {
        let t = read("move,from,to\n1,1,3\n2, 1, 2\n").unwrap();
        assert_eq!(t.moves, moves(&[(0, 2), (0, 1)]));
        assert_eq!(read("Move,From,To\n").unwrap().moves, vec![]);
        assert_eq!(
            read("move,from,to\n1,1,3\n3,1,2\n").unwrap_err().to_string(),
            "line 3: expected move number 2, got \"3\""
        );
        assert_eq!(
            read("move,from,to\n1,1,0\n").unwrap_err().to_string(),
            "line 2: there is no pin 0: pins are numbered from 1"
        );
        assert_eq!(read("move,from,to\n1,1\n").unwrap_err().line, 2);
    }

    #[test]
    fn json_object_or_bare_list() {
        let t = read("{\"variation\":\"Classic\",\"discs\":2,\"pins\":3,\"count\":3,\"moves\":[[1,2],[1,3],[2,3]]}")
            .unwrap();
        assert_eq!(t.variation.as_deref(), Some("Classic"));
        assert_eq!((t.discs, t.pins), (Some(2), Some(3)));
        assert_eq!(t.moves, moves(&[(0, 1), (0, 2), (1, 2)]));
        // Unknown keys are skipped, whitespace and line breaks anywhere.
        let t = read("{\n \"note\": {\"a\": [1, true, null, \"x\\\"y\"]},\n \"moves\": [ [ 1 , 3 ] ]\n}\n").unwrap();
        assert_eq!(t.moves, moves(&[(0, 2)]));
        assert_eq!(read("[[1,3],[2,3]]").unwrap().moves, moves(&[(0, 2), (1, 2)]));
        assert_eq!(read("[]").unwrap().moves, vec![]);
    }

    #[test]
    fn json_errors_name_the_line_and_the_move() {
        let e = read("{\"moves\": [\n [1,3],\n [0,2]\n]}").unwrap_err();
        assert_eq!(e.to_string(), "line 3: move 2: there is no pin 0: pins are numbered from 1");
        let e = read("{\"moves\": [[1,3],\n[1]]}").unwrap_err();
        assert_eq!(e.to_string(), "line 2: move 2: expected two pin numbers [from, to], found one");
        let e = read("{\"moves\": [[1,3], [1.5,2]]}").unwrap_err();
        assert_eq!(e.line, 1);
        assert!(e.problem.contains("\"1.5\" is not a pin number"), "{e}");
        let e = read("{\"count\": 3,\n\"moves\": [[1,3]]}").unwrap_err();
        assert_eq!(e.to_string(), "line 1: \"count\" is 3 but 1 moves are listed");
        let e = read("{\"discs\": 3}").unwrap_err();
        assert!(e.problem.contains("no \"moves\""), "{e}");
        let e = read("{\"moves\": [[1,3]]} x").unwrap_err();
        assert!(e.problem.starts_with("unexpected \"x\""), "{e}");
        let e = read("{\"moves\": [[1,3]]").unwrap_err();
        assert!(e.problem.contains("the end of the text"), "{e}");
    }

    #[test]
    fn malformed_json_is_worded_with_its_line_and_move() {
        let said = |text: &str| read(text).unwrap_err().to_string();
        assert_eq!(said("{\"moves\": [[1,3],\n [1 2]]}"), "line 2: move 2: expected `,` or `]`, found \"2]]}\"");
        assert_eq!(said("{\"moves\": [[1,3],\n [1,\"x\"]]}"), "line 2: move 2: expected a pin number, found the text \"x\"");
        assert_eq!(said("{\"moves\": [[1,3], [1,2,3]]}"), "line 1: move 2: expected two pin numbers [from, to], found more than two");
        assert_eq!(said("{\"moves\": [[1,3],\n\n 5]}"), "line 3: move 2: expected a pair [from, to], found the number 5");
        assert_eq!(said("[[1,3],[-1,2]]"), "line 1: move 2: \"-1\" is not a pin number (pins are numbered from 1)");
        assert_eq!(said("[[1,3],[1,2e400]]"), "line 1: move 2: \"2e400\" is not a pin number (pins are numbered from 1)");
        assert_eq!(said("{\n\"moves\": {}}"), "line 2: expected the list of moves [[from, to], ...], found an object");
        assert_eq!(said("{\"discs\": -3, \"moves\": []}"), "line 1: \"discs\": \"-3\" is not a whole number");
        assert_eq!(said("{\"pins\": 99999999999, \"moves\": []}"), "line 1: \"pins\": 99999999999 is too large");
        assert_eq!(said("{\"variation\": 3, \"moves\": []}"), "line 1: expected a string, found the number 3");
        assert_eq!(said("{\"moves\": [],\n\"note\": \"ab\ncd\"}"), "line 2: a string is not closed before the end of the line");
        assert_eq!(said("{\"moves\": [] \"x\": 1}"), "line 1: expected `,` or `}`, found \"\"x\": 1}\"");
        assert_eq!(said("{moves: []}"), "line 1: key must be a string, found \"moves: []}\"");
        assert_eq!(said("{\"moves\": [[1,3]], \"note\": \"ab"), "line 1: a string is not closed before the end of the text");
        assert_eq!(said("[[1,3],]"), "line 1: move 2: a `,` with nothing after it");
        assert_eq!(said("{\"moves\": [], \"a\": tru}"), "line 1: expected true, false or null, found \"}\"");
        assert_eq!(said("{\"variation\": \"\\u12\", \"moves\": []}"), "line 1: an unknown escape in a string");
        assert_eq!(said("{\"variation\": \"\\ud800\", \"moves\": []}"), "line 1: a `\\u` escape that makes no character");
        assert_eq!(said("[[1,3],\n"), "line 2: move 2: expected a value, found the end of the text");
    }

    #[test]
    fn names_with_quotes_backslashes_and_any_letters_round_trip() {
        let name = "Kl\"assi\\k \u{e9}\u{2603} \u{1f600}\ttab\u{1}";
        let heading = Heading { variation: name, discs: 2, pins: 3 };
        let written = write(Format::Json, heading, &moves(&[(0, 1), (0, 2), (1, 2)]));
        // Valid JSON that any reader takes, on one line.
        let value: serde_json::Value = serde_json::from_str(&written).unwrap();
        assert_eq!(value["variation"], name);
        assert_eq!(written.lines().count(), 1);
        let t = read(&written).unwrap();
        assert_eq!(t.variation.as_deref(), Some(name));
        assert_eq!(t.moves, moves(&[(0, 1), (0, 2), (1, 2)]));
        // Escapes as other writers write them are read too.
        let t = read("{\"variation\": \"\\u00e9\\ud83d\\ude00\\/\", \"moves\": []}").unwrap();
        assert_eq!(t.variation.as_deref(), Some("\u{e9}\u{1f600}/"));
    }

    #[test]
    fn deeply_nested_json_is_refused_with_the_reason() {
        // 600 KB that once overflowed the stack (the skip of unknown keys recursed without a limit).
        let deep = "{\"a\":".repeat(100_000) + "1" + &"}".repeat(100_000);
        let e = read(&deep).unwrap_err();
        assert_eq!(e.line, 1);
        assert_eq!(
            e.problem,
            format!("lists and objects nested more than {MOST_NESTING} deep: a move list needs 3"),
        );
        // Nested inside the moves: refused at the pin, not followed down.
        let e = read(&"[".repeat(100_000)).unwrap_err();
        assert_eq!(e.to_string(), "line 1: move 1: expected a pin number, found a list");
        let e = read(&("{\"moves\": [[1,3]], \"note\": ".to_string() + &"[".repeat(100_000))).unwrap_err();
        assert!(e.problem.starts_with("lists and objects nested more than"), "{e}");
        // As deep as allowed is read (and skipped).
        let inner = MOST_NESTING - 1; // the document's own object is the first
        let fine = "{\"moves\": [[1,3]], \"note\": ".to_string() + &"[".repeat(inner) + &"]".repeat(inner) + "}";
        assert_eq!(read(&fine).unwrap().moves, moves(&[(0, 2)]));
        let over = "{\"moves\": [[1,3]], \"note\": ".to_string() + &"[".repeat(inner + 1) + &"]".repeat(inner + 1) + "}";
        assert!(read(&over).is_err());
    }

    #[test]
    fn long_strings_are_read_in_one_pass() {
        // Reading a string once re-checked the whole rest of the text at every character.
        let long = "{\"note\": \"".to_string() + &"é".repeat(300_000) + "\", \"moves\": [[1,3]]}";
        assert_eq!(read(&long).unwrap().moves, moves(&[(0, 2)]));
    }

    #[test]
    fn a_long_pin_number_is_quoted_short() {
        let nines = "9".repeat(100_000);
        for text in [format!("1 {nines}"), format!("[[1, {nines}]]"), format!("move,from,to\n1,1,{nines}")] {
            let e = read(&text).unwrap_err();
            assert!(e.problem.contains("there is no pin 9999"), "{e}");
            assert!(e.problem.chars().count() < 120, "{} characters", e.problem.chars().count());
        }
    }

    #[test]
    fn too_long_to_write_is_refused_with_the_count() {
        let p = Puzzle::by_name("classic", 20, None).unwrap();
        let e = write_solution(&p, Format::Text).unwrap_err();
        assert_eq!(e.count, Some(1_048_575));
        assert_eq!(
            e.to_string(),
            "the solution has 1,048,575 moves, more than the 1,000,000 a move list written here may have"
        );
        let p = Puzzle::by_name("classic", 19, None).unwrap();
        assert_eq!(write_solution(&p, Format::Text).unwrap().lines().count(), 524_287);
    }

    #[test]
    fn too_long_to_read_is_refused_with_the_line() {
        let mut text = String::new();
        for _ in 0..=MOST_MOVES {
            text.push_str("1 2\n");
        }
        let e = read(&text).unwrap_err();
        assert_eq!(e.line, MOST_MOVES + 1);
        assert!(e.problem.starts_with("more than 1,000,000 moves"), "{e}");
    }

    #[test]
    fn format_names() {
        assert_eq!(Format::from_name("JSON"), Some(Format::Json));
        assert_eq!(Format::from_name("txt"), Some(Format::Text));
        assert_eq!(Format::from_name("xml"), None);
        assert_eq!(Format::Csv.extension(), "csv");
    }
}
