//! The JSON form of a move list, through serde and serde_json:
//! `{"variation":"Classic","discs":3,"pins":3,"count":7,"moves":[[1,3],...]}`
//! written, and that object (or a bare list of moves) read back. serde_json
//! finds where the text is wrong (line and column); this module words it as
//! the text and CSV readers do: the line, the move, and why.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::cell::{Cell, RefCell};
use core::fmt;

use serde::de::{self, DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde::{Deserialize, Serialize, Serializer};

use super::{fault, pin, too_many, ReadError, Transcript, MOST_PINS};
use crate::echo::quoted;
use crate::position::Move;

/// The deepest lists and objects of a JSON list may nest, its own object
/// counted: ours nest 3 deep (object, moves, pair); anything deeper is
/// refused rather than followed down (values of unknown keys are skipped
/// by a recursive [`Skip`], and a stack is small in a browser; serde_json's
/// own recursion limit, 128, is never reached).
pub const MOST_NESTING: usize = 64;

/// A move list's JSON object, in the order its fields are written; `moves`
/// is a [`Pairs`] (or anything that writes `[[from, to], ...]`, pins from 1).
#[derive(Serialize)]
pub struct Listing<'a, M> {
    /// The catalogue name, e.g. `Classic`.
    pub variation: &'a str,
    pub discs: u32,
    pub pins: u32,
    /// How many moves are listed (the `hanoi` command lists up to 2^64 - 1).
    pub count: u128,
    pub moves: M,
}

/// Moves written as `[from, to]` pairs, pins from 1, taken from the iterator
/// while they are written: a list far too long to hold can be streamed.
/// Written once; a second time it is empty.
pub struct Pairs<I>(RefCell<Option<I>>);

impl<I: Iterator<Item = Move>> Pairs<I> {
    pub fn new(moves: I) -> Pairs<I> {
        Pairs(RefCell::new(Some(moves)))
    }
}

impl<I: Iterator<Item = Move>> Serialize for Pairs<I> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let moves = self.0.borrow_mut().take();
        serializer.collect_seq(moves.into_iter().flatten().map(|m| [m.from as u16 + 1, m.to as u16 + 1]))
    }
}

/// `listing` as one line of JSON, with its line break.
pub fn write<M: Serialize>(listing: &Listing<'_, M>) -> String {
    // Writing into memory fails only for a map with keys that are not text; there is none.
    let mut text = serde_json::to_string(listing).unwrap_or_default();
    text.push('\n');
    text
}

// ------------------------------------------------------------------- reading

/// What was being read when serde_json stopped, for its messages.
#[derive(Clone, Copy)]
enum Place {
    Elsewhere,
    /// Move `k` of the list, from 1.
    Move(usize),
    /// The value of a key that takes a whole number (`"discs"`, quoted).
    Whole(&'static str),
}

/// A number the reader refused: the message is made from the number as
/// written (which serde_json does not keep) once the reader has stopped.
const REFUSED_NUMBER: &str = "\u{0}number";

/// Reads the object (or the bare list of moves) that [`write`] writes.
/// Keys it does not know are skipped; the last of a repeated key counts.
pub fn read(text: &str) -> Result<Transcript, ReadError> {
    let place = Cell::new(Place::Elsewhere);
    let mut deserializer = serde_json::Deserializer::from_str(text);
    let (transcript, count) = DocumentSeed { place: &place }
        .deserialize(&mut deserializer)
        .and_then(|read| deserializer.end().map(|()| read))
        .map_err(|e| worded(text, &e, place.get()))?;
    if let Some(count) = count {
        if count != transcript.moves.len() as u64 {
            return Err(count_fault(text, transcript.moves.len()));
        }
    }
    Ok(transcript)
}

struct DocumentSeed<'p> {
    place: &'p Cell<Place>,
}

impl<'de> DeserializeSeed<'de> for DocumentSeed<'_> {
    /// The list, and its `"count"` where it gives one.
    type Value = (Transcript, Option<u64>);

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Self::Value, D::Error> {
        deserializer.deserialize_any(self)
    }
}

/// The keys of the object; any other is skipped.
#[derive(Deserialize)]
#[serde(field_identifier, rename_all = "lowercase")]
enum Key {
    Variation,
    Discs,
    Pins,
    Count,
    Moves,
    #[serde(other)]
    Other,
}

impl<'de> Visitor<'de> for DocumentSeed<'_> {
    type Value = (Transcript, Option<u64>);

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("an object with \"moves\": [[from, to], ...], or that list alone")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Self::Value, A::Error> {
        let moves = MovesSeed { place: self.place }.visit_seq(seq)?;
        Ok((Transcript { moves, ..Transcript::default() }, None))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let mut t = Transcript::default();
        let (mut moves, mut count) = (None, None);
        let whole = |what| WholeSeed { place: self.place, what };
        while let Some(key) = map.next_key::<Key>()? {
            match key {
                Key::Variation => t.variation = Some(map.next_value()?),
                Key::Discs => t.discs = Some(map.next_value_seed(whole("\"discs\""))?),
                Key::Pins => t.pins = Some(map.next_value_seed(whole("\"pins\""))?),
                Key::Count => count = Some(map.next_value_seed(whole("\"count\""))?),
                Key::Moves => moves = Some(map.next_value_seed(MovesSeed { place: self.place })?),
                Key::Other => map.next_value_seed(Skip { depth: 1 })?,
            }
        }
        let Some(moves) = moves else {
            return Err(de::Error::custom(
                "the object has no \"moves\": expected \"moves\": [[from, to], ...], pins from 1",
            ));
        };
        // A count past u32 is refused by WholeSeed, as the discs and pins are.
        t.moves = moves;
        Ok((t, count.map(u64::from)))
    }
}

/// Any value, passed over; `depth` lists and objects are open around it,
/// the document's own counted.
struct Skip {
    depth: usize,
}

impl Skip {
    /// The value's own list or object opened, refused past [`MOST_NESTING`].
    fn enter<E: de::Error>(self) -> Result<Skip, E> {
        if self.depth == MOST_NESTING {
            let problem = format!("lists and objects nested more than {MOST_NESTING} deep: a move list needs 3");
            return Err(E::custom(problem));
        }
        Ok(Skip { depth: self.depth + 1 })
    }
}

impl<'de> DeserializeSeed<'de> for Skip {
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Skip {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a value")
    }

    fn visit_bool<E>(self, _: bool) -> Result<(), E> {
        Ok(())
    }

    fn visit_i64<E>(self, _: i64) -> Result<(), E> {
        Ok(())
    }

    fn visit_u64<E>(self, _: u64) -> Result<(), E> {
        Ok(())
    }

    fn visit_f64<E>(self, _: f64) -> Result<(), E> {
        Ok(())
    }

    fn visit_str<E>(self, _: &str) -> Result<(), E> {
        Ok(())
    }

    fn visit_unit<E>(self) -> Result<(), E> {
        Ok(())
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        let inner = self.enter()?;
        while seq.next_element_seed(Skip { ..inner })?.is_some() {}
        Ok(())
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        let inner = self.enter()?;
        while map.next_key::<IgnoredAny>()?.is_some() {
            map.next_value_seed(Skip { ..inner })?;
        }
        Ok(())
    }
}

/// A whole number of 0 or more that fits in 32 bits, for `what`.
struct WholeSeed<'p> {
    place: &'p Cell<Place>,
    what: &'static str,
}

impl<'de> DeserializeSeed<'de> for WholeSeed<'_> {
    type Value = u32;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<u32, D::Error> {
        self.place.set(Place::Whole(self.what));
        let value = deserializer.deserialize_u64(WholeVisitor(self.what))?;
        self.place.set(Place::Elsewhere);
        Ok(value)
    }
}

struct WholeVisitor(&'static str);

impl<'de> Visitor<'de> for WholeVisitor {
    type Value = u32;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}: a whole number", self.0)
    }

    fn visit_u64<E: de::Error>(self, n: u64) -> Result<u32, E> {
        u32::try_from(n).map_err(|_| E::custom(REFUSED_NUMBER))
    }

    fn visit_i64<E: de::Error>(self, _: i64) -> Result<u32, E> {
        Err(E::custom(REFUSED_NUMBER))
    }

    fn visit_f64<E: de::Error>(self, _: f64) -> Result<u32, E> {
        Err(E::custom(REFUSED_NUMBER))
    }
}

/// `[[from, to], ...]`, pins from 1, at most [`super::MOST_MOVES`].
struct MovesSeed<'p> {
    place: &'p Cell<Place>,
}

impl<'de> DeserializeSeed<'de> for MovesSeed<'_> {
    type Value = Vec<Move>;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Vec<Move>, D::Error> {
        deserializer.deserialize_seq(self)
    }
}

impl<'de> Visitor<'de> for MovesSeed<'_> {
    type Value = Vec<Move>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("the list of moves [[from, to], ...]")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<Move>, A::Error> {
        let mut moves = Vec::new();
        loop {
            let k = moves.len() + 1;
            self.place.set(Place::Move(k));
            let Some(mv) = seq.next_element_seed(PairSeed { k })? else { break };
            if moves.len() == super::MOST_MOVES {
                return Err(de::Error::custom(TOO_MANY));
            }
            moves.push(mv);
        }
        self.place.set(Place::Elsewhere);
        Ok(moves)
    }
}

/// Marks "more than MOST_MOVES", worded by [`super::too_many`].
const TOO_MANY: &str = "\u{0}too many";

/// Move `k` as `[from, to]`.
struct PairSeed {
    k: usize,
}

impl<'de> DeserializeSeed<'de> for PairSeed {
    type Value = Move;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Move, D::Error> {
        deserializer.deserialize_seq(self)
    }
}

impl<'de> Visitor<'de> for PairSeed {
    type Value = Move;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "move {}: a pair [from, to]", self.k)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Move, A::Error> {
        let k = self.k;
        let short =
            |found: &str| de::Error::custom(format!("move {k}: expected two pin numbers [from, to], found {found}"));
        let Some(from) = seq.next_element_seed(PinSeed { k })? else { return Err(short("none")) };
        let Some(to) = seq.next_element_seed(PinSeed { k })? else { return Err(short("one")) };
        if seq.next_element::<IgnoredAny>()?.is_some() {
            return Err(short("more than two"));
        }
        Ok(Move::new(from, to))
    }
}

const MOST_PINS_U64: u64 = MOST_PINS as u64;

/// A pin number from 1, returned from 0.
struct PinSeed {
    k: usize,
}

impl<'de> DeserializeSeed<'de> for PinSeed {
    type Value = u8;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<u8, D::Error> {
        deserializer.deserialize_u64(self)
    }
}

impl<'de> Visitor<'de> for PinSeed {
    type Value = u8;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "move {}: a pin number", self.k)
    }

    fn visit_u64<E: de::Error>(self, n: u64) -> Result<u8, E> {
        match n {
            1..=MOST_PINS_U64 => Ok((n - 1) as u8),
            _ => Err(E::custom(REFUSED_NUMBER)),
        }
    }

    fn visit_i64<E: de::Error>(self, _: i64) -> Result<u8, E> {
        Err(E::custom(REFUSED_NUMBER))
    }

    fn visit_f64<E: de::Error>(self, _: f64) -> Result<u8, E> {
        Err(E::custom(REFUSED_NUMBER))
    }
}

/// `"count"` does not match the moves listed: said on the count's line,
/// which a second reading finds (serde_json says where it stands only in
/// its errors), stopping at the count.
fn count_fault(text: &str, listed: usize) -> ReadError {
    let problem = |count: u64| format!("\"count\" is {count} but {listed} moves are listed");
    let mut deserializer = serde_json::Deserializer::from_str(text);
    match (CountSeed { listed }).deserialize(&mut deserializer) {
        Err(e) => {
            let count = message(&e).parse().unwrap_or_default();
            ReadError { line: e.line().max(1), problem: problem(count) }
        }
        // Not reached: the first reading found the count.
        Ok(()) => ReadError { line: 1, problem: problem(0) },
    }
}

/// Reads the object again, failing at a `"count"` other than `listed`
/// with that count as the message.
struct CountSeed {
    listed: usize,
}

impl<'de> DeserializeSeed<'de> for CountSeed {
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for CountSeed {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("an object")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        while let Some(key) = map.next_key::<Key>()? {
            if let Key::Count = key {
                let count = map.next_value::<u64>()?;
                if count != self.listed as u64 {
                    return Err(de::Error::custom(count));
                }
            } else {
                map.next_value::<IgnoredAny>()?;
            }
        }
        Ok(())
    }
}

/// serde_json's message alone, without the " at line L column C" it adds.
fn message(e: &serde_json::Error) -> String {
    let text = e.to_string();
    let at = format!(" at line {} column {}", e.line(), e.column());
    text.strip_suffix(&at).map(String::from).unwrap_or(text)
}

/// serde_json's error `e` on `text` in the words of the other readers:
/// the line, the move where inside one, and why.
fn worded(text: &str, e: &serde_json::Error, place: Place) -> ReadError {
    let mut line = e.line().max(1);
    // The byte serde_json stopped at (its column counts bytes from 1).
    let line_start: usize = text.split_inclusive('\n').take(line - 1).map(str::len).sum();
    let at = (line_start + e.column().saturating_sub(1)).min(text.len());
    let said = message(e);
    let in_move = |problem: String| match place {
        Place::Move(k) if !problem.starts_with("move ") => format!("move {k}: {problem}"),
        _ => problem,
    };
    let problem = if said == REFUSED_NUMBER || said == "number out of range" {
        let word = number_at(text, at);
        match place {
            Place::Move(k) => format!("move {k}: {}", pin(word).err().unwrap_or_default()),
            Place::Whole(what) if !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit()) => {
                format!("{what}: {} is too large", crate::echo::echo(word))
            }
            Place::Whole(what) => format!("{what}: {} is not a whole number", quoted(word)),
            Place::Elsewhere => format!("{} is not a number that can be read", quoted(word)),
        }
    } else if said == TOO_MANY {
        return too_many::<()>(line).unwrap_err();
    } else if said == "recursion limit exceeded" {
        format!("lists and objects nested more than {MOST_NESTING} deep: a move list needs 3")
    } else if said == "trailing characters" {
        format!("unexpected {} after the end of the list", here(text, at))
    } else if let Some(what) = said.strip_prefix("EOF while parsing ") {
        in_move(match what {
            "a value" => String::from("expected a value, found the end of the text"),
            _ => format!("{what} is not closed before the end of the text"),
        })
    } else if let Some(rest) = said.strip_prefix("invalid type: ") {
        // "invalid type: string \"x\", expected move 2: a pin number"
        match rest.split_once(", expected ") {
            Some((found, expected)) => {
                let (k, expected) = match expected.split_once(": ") {
                    Some((k, e)) if k.starts_with("move ") => (format!("{k}: "), e),
                    _ => (String::new(), expected),
                };
                in_move(format!("{k}expected {expected}, found {}", found_words(found)))
            }
            None => in_move(said),
        }
    } else if said.starts_with("control character") {
        in_move(match text.as_bytes().get(at.saturating_sub(1)) {
            Some(b'\n') => {
                // serde_json stands past the line break: the string is on the line before.
                line = line.saturating_sub(1).max(1);
                String::from("a string is not closed before the end of the line")
            }
            _ => String::from("a string has a control character in it: write it as an escape (\\t, \\u0001)"),
        })
    } else if said == "expected ident" {
        in_move(format!("expected true, false or null, found {}", here(text, at)))
    } else if said == "trailing comma" {
        in_move(String::from("a `,` with nothing after it"))
    } else if said.starts_with("expected") || said == "key must be a string" {
        in_move(format!("{said}, found {}", here(text, at)))
    } else if said.starts_with("invalid escape") {
        in_move(String::from("an unknown escape in a string"))
    } else if said.ends_with("hex escape") || said == "invalid unicode code point" {
        in_move(String::from("a `\\u` escape that makes no character"))
    } else if said == "invalid number" {
        in_move(format!("{} is not a number", here(text, at)))
    } else {
        in_move(said)
    };
    fault::<()>(line, problem).unwrap_err()
}

/// serde's words for what was found, as people say them.
fn found_words(found: &str) -> String {
    match found {
        "sequence" => String::from("a list"),
        "map" => String::from("an object"),
        "null" => String::from("null"),
        _ => match found.split_once(' ') {
            Some(("string", text)) => format!("the text {text}"),
            Some(("integer" | "floating point", number)) => format!("the number {}", number.trim_matches('`')),
            Some(("boolean", value)) => value.trim_matches('`').to_string(),
            _ => found.to_string(),
        },
    }
}

/// The number written around byte `at` (serde_json stops just after it, or
/// inside it).
fn number_at(text: &str, at: usize) -> &str {
    let bytes = text.as_bytes();
    let part = |b: u8| b.is_ascii_digit() || b"+-.eE".contains(&b);
    let mut end = at.min(bytes.len());
    while end < bytes.len() && part(bytes[end]) {
        end += 1;
    }
    let mut start = end.min(at);
    while start > 0 && part(bytes[start - 1]) {
        start -= 1;
    }
    // Only number characters were passed over: start and end are on character boundaries.
    text.get(start..end).unwrap_or("")
}

/// What stands at byte `at`, for a message: `"x"`, or "the end of the text".
fn here(text: &str, at: usize) -> String {
    let mut at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    let rest = &text[at..];
    if rest.trim().is_empty() {
        return String::from("the end of the text");
    }
    let word: String = rest.chars().take(12).take_while(|c| *c != '\n').collect();
    quoted(&word).to_string()
}
