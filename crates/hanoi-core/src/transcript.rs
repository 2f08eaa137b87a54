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

/// The most moves a list written or read here may have: about 8 MB of text.
pub const MOST_MOVES: usize = 1_000_000;

/// The highest pin number a move can name (pins are kept in a byte, from 0).
pub const MOST_PINS: u32 = 256;

/// The deepest lists and objects of a JSON list may nest, its own object
/// counted: ours nest 3 deep (object, moves, pair); anything deeper is
/// refused rather than followed down (the reader recurses, and a stack is
/// small in a browser).
pub const MOST_NESTING: usize = 64;

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
            out.push_str(&format!(
                r#"{{"variation":{},"discs":{},"pins":{},"count":{},"moves":["#,
                json_string(heading.variation),
                heading.discs,
                heading.pins,
                moves.len()
            ));
            for (i, mv) in moves.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                out.push('[');
                push_pin(&mut out, mv.from);
                out.push(',');
                push_pin(&mut out, mv.to);
                out.push(']');
            }
            out.push_str("]}\n");
        }
    }
    out
}

/// A pin as people count, from 1.
fn push_pin(out: &mut String, pin: u8) {
    out.push_str(&(pin as u16 + 1).to_string());
}

/// A JSON string literal (escaping what JSON requires), as the transcripts
/// and the `hanoi` command write names.
pub fn json_string(text: &str) -> String {
    let mut quoted = String::with_capacity(text.len() + 2);
    quoted.push('"');
    for c in text.chars() {
        match c {
            '"' => quoted.push_str("\\\""),
            '\\' => quoted.push_str("\\\\"),
            c if (c as u32) < 0x20 => quoted.push_str(&format!("\\u{:04x}", c as u32)),
            c => quoted.push(c),
        }
    }
    quoted.push('"');
    quoted
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
        return Json::new(text).document();
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

/// A small JSON reader for the one document this module writes (and a bare
/// array of moves), counting lines for its messages. Keys it does not know
/// are skipped.
struct Json<'a> {
    /// The text, and the same as bytes; `at` is always at a character's start.
    src: &'a str,
    text: &'a [u8],
    at: usize,
    line: usize,
    /// Lists and objects open around the reader, its own object counted.
    depth: usize,
}

impl<'a> Json<'a> {
    fn new(text: &'a str) -> Json<'a> {
        Json { src: text, text: text.as_bytes(), at: 0, line: 1, depth: 0 }
    }

    fn peek(&self) -> Option<u8> {
        self.text.get(self.at).copied()
    }

    fn blank(&mut self) {
        while let Some(b) = self.peek() {
            match b {
                b'\n' => self.line += 1,
                b' ' | b'\t' | b'\r' => {}
                _ => break,
            }
            self.at += 1;
        }
    }

    /// What stands here, for a message: `"x"`, `}`, or "the end".
    fn here(&self) -> String {
        match self.peek() {
            None => String::from("the end of the text"),
            Some(_) => {
                let rest = self.src.get(self.at..).unwrap_or("");
                let word: String = rest.chars().take(12).take_while(|c| *c != '\n').collect();
                quoted(&word).to_string()
            }
        }
    }

    fn expect(&mut self, byte: u8, what: &str) -> Result<(), ReadError> {
        self.expect_in(None, byte, what)
    }

    /// [`Reader::expect`] inside move `k` of a list, whose number then
    /// starts the message ("move 3: expected ...").
    fn expect_in(&mut self, k: Option<usize>, byte: u8, what: &str) -> Result<(), ReadError> {
        self.blank();
        if self.peek() == Some(byte) {
            self.at += 1;
            return Ok(());
        }
        match k {
            Some(k) => fault(self.line, format!("move {k}: expected {what}, found {}", self.here())),
            None => fault(self.line, format!("expected {what}, found {}", self.here())),
        }
    }

    /// `,` (true) or the closing `close` (false).
    fn more(&mut self, close: u8, what: &str) -> Result<bool, ReadError> {
        self.blank();
        match self.peek() {
            Some(b',') => {
                self.at += 1;
                Ok(true)
            }
            Some(b) if b == close => {
                self.at += 1;
                Ok(false)
            }
            _ => fault(self.line, format!("expected `,` or `{}` {what}, found {}", close as char, self.here())),
        }
    }

    fn document(mut self) -> Result<Transcript, ReadError> {
        self.depth = 1;
        self.blank();
        let transcript = if self.peek() == Some(b'[') {
            Transcript { moves: self.moves()?, ..Transcript::default() }
        } else {
            self.object()?
        };
        self.blank();
        if self.peek().is_some() {
            return fault(self.line, format!("unexpected {} after the end of the list", self.here()));
        }
        Ok(transcript)
    }

    fn object(&mut self) -> Result<Transcript, ReadError> {
        self.expect(b'{', "`{`")?;
        let mut t = Transcript::default();
        let mut moves = None;
        let mut count = None;
        self.blank();
        if self.peek() == Some(b'}') {
            self.at += 1;
        } else {
            loop {
                self.blank();
                let key = self.string()?;
                self.expect(b':', "`:` after a key")?;
                self.blank();
                let line = self.line;
                match key.as_str() {
                    "variation" => t.variation = Some(self.string()?),
                    "discs" => t.discs = Some(self.whole("\"discs\"")?),
                    "pins" => t.pins = Some(self.whole("\"pins\"")?),
                    "count" => count = Some((self.number("\"count\"")?, line)),
                    "moves" => moves = Some(self.moves()?),
                    _ => self.skip()?,
                }
                if !self.more(b'}', "in the object")? {
                    break;
                }
            }
        }
        let Some(list) = moves else {
            return fault(self.line, "the object has no \"moves\": expected \"moves\": [[from, to], ...], pins from 1");
        };
        if let Some((count, line)) = count {
            if count != list.len() as u64 {
                return fault(line, format!("\"count\" is {count} but {} moves are listed", list.len()));
            }
        }
        t.moves = list;
        Ok(t)
    }

    /// `[[from, to], ...]`, pins from 1.
    fn moves(&mut self) -> Result<Vec<Move>, ReadError> {
        self.expect(b'[', "`[` to open the list of moves")?;
        let mut moves = Vec::new();
        self.blank();
        if self.peek() == Some(b']') {
            self.at += 1;
            return Ok(moves);
        }
        loop {
            let k = moves.len() + 1;
            if moves.len() == MOST_MOVES {
                return too_many(self.line);
            }
            self.expect_in(Some(k), b'[', "a pair [from, to]")?;
            let from = self.pin(k)?;
            self.expect_in(Some(k), b',', "two pin numbers [from, to]")?;
            let to = self.pin(k)?;
            self.expect_in(Some(k), b']', "`]` after two pin numbers")?;
            moves.push(Move::new(from, to));
            if !self.more(b']', "in the list of moves")? {
                return Ok(moves);
            }
        }
    }

    fn pin(&mut self, k: usize) -> Result<u8, ReadError> {
        self.blank();
        let start = self.at;
        while matches!(self.peek(), Some(b'0'..=b'9' | b'-' | b'+' | b'.' | b'e' | b'E')) {
            self.at += 1;
        }
        let word = core::str::from_utf8(&self.text[start..self.at]).unwrap_or("");
        if word.is_empty() {
            return fault(self.line, format!("move {k}: expected a pin number, found {}", self.here()));
        }
        pin(word).or_else(|p| fault(self.line, format!("move {k}: {p}")))
    }

    fn number(&mut self, what: &str) -> Result<u64, ReadError> {
        self.blank();
        let start = self.at;
        while matches!(self.peek(), Some(b'0'..=b'9' | b'-' | b'+' | b'.' | b'e' | b'E')) {
            self.at += 1;
        }
        let word = core::str::from_utf8(&self.text[start..self.at]).unwrap_or("");
        if word.is_empty() {
            return fault(self.line, format!("{what}: expected a whole number, found {}", self.here()));
        }
        word.parse::<u64>().or_else(|_| fault(self.line, format!("{what}: {} is not a whole number", quoted(word))))
    }

    fn whole(&mut self, what: &str) -> Result<u32, ReadError> {
        let line = self.line;
        let n = self.number(what)?;
        u32::try_from(n).or_else(|_| fault(line, format!("{what}: {n} is too large")))
    }

    fn string(&mut self) -> Result<String, ReadError> {
        self.blank();
        if self.peek() != Some(b'"') {
            return fault(self.line, format!("expected a string in double quotes, found {}", self.here()));
        }
        self.at += 1;
        let mut out = String::new();
        loop {
            // One character at a time, from where it stands (checking the rest of the text each time was quadratic).
            let Some(c) = self.src.get(self.at..).and_then(|rest| rest.chars().next()) else {
                return fault(self.line, "a string is not closed: expected `\"`");
            };
            self.at += c.len_utf8();
            match c {
                '"' => return Ok(out),
                '\n' => return fault(self.line, "a string is not closed before the end of the line"),
                '\\' => {
                    let e = self.peek();
                    self.at += 1;
                    match e {
                        Some(b'"') => out.push('"'),
                        Some(b'\\') => out.push('\\'),
                        Some(b'/') => out.push('/'),
                        Some(b'n') => out.push('\n'),
                        Some(b't') => out.push('\t'),
                        Some(b'r') => out.push('\r'),
                        Some(b'b') => out.push('\u{8}'),
                        Some(b'f') => out.push('\u{c}'),
                        Some(b'u') => {
                            let hex = self.text.get(self.at..self.at + 4).and_then(|h| core::str::from_utf8(h).ok());
                            let code = hex.and_then(|h| u32::from_str_radix(h, 16).ok()).and_then(char::from_u32);
                            match code {
                                Some(c) => out.push(c),
                                None => return fault(self.line, "a `\\u` escape needs four hex digits"),
                            }
                            self.at += 4;
                        }
                        _ => return fault(self.line, "an unknown escape in a string"),
                    }
                }
                c => out.push(c),
            }
        }
    }

    /// One more list or object open, refused past [`MOST_NESTING`].
    fn enter(&mut self) -> Result<(), ReadError> {
        if self.depth == MOST_NESTING {
            return fault(self.line, format!("lists and objects nested more than {MOST_NESTING} deep: a move list needs 3"));
        }
        self.depth += 1;
        Ok(())
    }

    /// Any value, passed over.
    fn skip(&mut self) -> Result<(), ReadError> {
        self.blank();
        if matches!(self.peek(), Some(b'{' | b'[')) {
            self.enter()?;
            let skipped = self.skip_within();
            self.depth -= 1;
            return skipped;
        }
        self.skip_within()
    }

    /// [`Json::skip`] once a list or object it opens is counted.
    fn skip_within(&mut self) -> Result<(), ReadError> {
        match self.peek() {
            Some(b'"') => self.string().map(|_| ()),
            Some(b'{') => {
                self.at += 1;
                self.blank();
                if self.peek() == Some(b'}') {
                    self.at += 1;
                    return Ok(());
                }
                loop {
                    self.string()?;
                    self.expect(b':', "`:` after a key")?;
                    self.skip()?;
                    if !self.more(b'}', "in an object")? {
                        return Ok(());
                    }
                }
            }
            Some(b'[') => {
                self.at += 1;
                self.blank();
                if self.peek() == Some(b']') {
                    self.at += 1;
                    return Ok(());
                }
                loop {
                    self.skip()?;
                    if !self.more(b']', "in a list")? {
                        return Ok(());
                    }
                }
            }
            Some(_) => {
                let start = self.at;
                while matches!(self.peek(), Some(b) if b.is_ascii_alphanumeric() || b"+-.".contains(&b)) {
                    self.at += 1;
                }
                if self.at == start {
                    return fault(self.line, format!("expected a value, found {}", self.here()));
                }
                Ok(())
            }
            None => fault(self.line, "expected a value, found the end of the text"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec;

    #[test]
    fn json_strings_are_escaped() {
        assert_eq!(json_string("Classic_P"), r#""Classic_P""#);
        assert_eq!(json_string("a\"b\\c\n"), r#""a\"b\\c\u000a""#);
    }

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
                fresh(&p).with_moves(&read.moves, "read back").unwrap();
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
        assert_eq!(e.to_string(), "line 2: move 2: expected two pin numbers [from, to], found \"]]}\"");
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
    fn deeply_nested_json_is_refused_with_the_reason() {
        // 600 KB that once overflowed the stack (the skip of unknown keys recursed without a limit).
        let deep = "{\"a\":".repeat(100_000) + "1" + &"}".repeat(100_000);
        let e = read(&deep).unwrap_err();
        assert_eq!(e.line, 1);
        assert_eq!(
            e.problem,
            format!("lists and objects nested more than {MOST_NESTING} deep: a move list needs 3"),
        );
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
