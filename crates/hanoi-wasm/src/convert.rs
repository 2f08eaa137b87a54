//! Core values to plain JavaScript objects: through serde-wasm-bindgen
//! ([`to_js`], [`js_of`]) from the study, games and weighted modules'
//! parts; by hand ([`object`]) in the playground's first module, where
//! serde-wasm-bindgen costs more than the module's budget allows (see
//! docs/benchmarks.md, "Module sizes").

use hanoi_core::search::{Estimate, Outcome, Progress};
use hanoi_core::{Colour, Limits, Move, Position, Settings, TraceFrame, Variation, Verdict};
use js_sys::{Array, Object, Reflect};
use serde::{Serialize, Serializer};
use wasm_bindgen::{JsError, JsValue};

/// `value` as JavaScript through its serde derive: a struct as a plain
/// object (its fields in order, `None` as `undefined`), a list as an
/// Array, [`Bytes`] as a `Uint8Array`, numbers as numbers (refused past
/// 2^53: convert to f64 first where a count may be that large).
pub(crate) fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsError> {
    value.serialize(&TO_JS).map_err(|e| JsError::new(&e.to_string()))
}

/// The one serializer setting of the bindings: serde-wasm-bindgen's
/// defaults (`None` as `undefined`, bytes as a `Uint8Array`, 64-bit
/// numbers as numbers or refused).
const TO_JS: serde_wasm_bindgen::Serializer = serde_wasm_bindgen::Serializer::new();

/// [`to_js`] for what it cannot refuse (counts sent as `f64`, no maps):
/// the objects that have no error to throw. Not through `to_js`: wording
/// an error that cannot happen cost the weighted module 812 bytes gzipped.
pub(crate) fn js_of<T: Serialize + ?Sized>(value: &T) -> JsValue {
    value.serialize(&TO_JS).unwrap_or(JsValue::UNDEFINED)
}

/// Bytes that cross as a `Uint8Array` (moves as `[from0, to0, ...]`).
pub(crate) struct Bytes(pub Vec<u8>);

impl Serialize for Bytes {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_bytes(&self.0)
    }
}

/// Moves as `[from0, to0, from1, to1, ...]`, pins from 0.
pub(crate) fn flat_moves(moves: &[Move]) -> Bytes {
    Bytes(moves.iter().flat_map(|m| [m.from, m.to]).collect())
}

/// `None` as `null`, where [`to_js`] gives `undefined`: for the fields the
/// page tests with `=== null` (a draw's remoteness, an impossible cost).
pub(crate) struct OrNull<T>(pub Option<T>);

impl<T: Serialize> Serialize for OrNull<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match &self.0 {
            Some(value) => value.serialize(serializer),
            None => serde_wasm_bindgen::preserve::serialize(&JsValue::NULL, serializer),
        }
    }
}

/// A plain object from (key, value) pairs: the first module's conversions
/// (below), whose objects stay built by hand for its size.
pub(crate) fn object(fields: &[(&str, JsValue)]) -> JsValue {
    let obj = Object::new();
    for (key, value) in fields {
        // Setting a property on a fresh plain object cannot fail.
        let _ = Reflect::set(&obj, &JsValue::from_str(key), value);
    }
    obj.into()
}

// The first module's conversions (limits, catalogue_entry, position_object,
// trace_frame, settings_object, verdict_object) stay hand-built: through
// serde-wasm-bindgen, settings_object alone took that module from 78,178 to
// 80,070 bytes gzipped, with catalogue_entry to 80,345 (budget 80,000).
fn limits(l: &Limits) -> JsValue {
    object(&[
        ("min", l.min.into()),
        ("max", l.max.into()),
        ("default", l.default.into()),
        ("step", l.step.into()),
        ("fixed", l.is_fixed().into()),
        ("text", l.description().into()),
    ])
}

pub fn catalogue_entry(v: &Variation) -> JsValue {
    object(&[
        ("name", v.name.into()),
        ("title", v.title.into()),
        ("id", v.id.into()),
        ("family", v.family.name().into()),
        ("description", v.description.into()),
        ("discs", limits(&v.discs)),
        ("pins", limits(&v.pins)),
        ("formula", v.formula.into()),
        ("optimality", v.optimality.name().into()),
        ("optimalityId", v.optimality.id().into()),
    ])
}

fn colours(list: &[Colour]) -> Array {
    list.iter().map(|c| JsValue::from_str(c.name())).collect()
}

/// `text` is the position in words, in the puzzle's or the game's own
/// (pins, pegs, discs' colours).
pub fn position_object(pos: &Position, solved: bool, text: &str) -> JsValue {
    let pins: Array = pos
        .pins()
        .map(|pin| {
            pin.iter()
                .map(|d| {
                    object(&[("size", d.size.into()), ("colour", d.colour.name().into()), ("stack", d.stack.into())])
                })
                .collect::<Array>()
        })
        .collect();
    object(&[
        ("pins", pins.into()),
        ("bases", colours(pos.bases()).into()),
        ("shafts", colours(pos.shafts()).into()),
        ("text", text.into()),
        ("solved", solved.into()),
    ])
}

pub fn trace_frame(f: &TraceFrame) -> JsValue {
    object(&[("proc", f.proc.into()), ("n", f.n.into()), ("text", f.text.as_str().into())])
}

/// A count of discs or pins from a JavaScript number: whole and not negative.
pub fn count_from(value: f64, what: &str) -> Result<u64, JsError> {
    if value.is_finite() && value >= 0.0 && value.fract() == 0.0 && value <= u32::MAX as f64 {
        Ok(value as u64)
    } else {
        let value = number_text(value);
        Err(JsError::new(&format!("the number of {what} must be a whole number of 0 or more, not {value}")))
    }
}

/// A number as JavaScript writes it ("-1", "2.5", "NaN", "Infinity"): the
/// value as the caller passed it, and Rust's float formatting (12 KB of
/// wasm) stays out of every module.
fn number_text(value: f64) -> String {
    js_sys::Number::from(value).to_string_with_radix(10).map(String::from).unwrap_or_default()
}

/// The search's size before it runs (`searchEstimate`); counts as
/// numbers, approximate beyond 2^53.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct EstimateJs {
    positions: f64,
    bytes: f64,
    bits_per_position: u32,
    sparse: bool,
    limit: f64,
    fits: bool,
    /// The `hanoi optimum` command for the same search.
    command: String,
}

pub fn estimate_object(e: &Estimate, limit: u128, fits: bool, command: String) -> Result<JsValue, JsError> {
    to_js(&EstimateJs {
        positions: e.positions as f64,
        bytes: e.bytes as f64,
        bits_per_position: e.bits_per_position,
        sparse: e.sparse,
        limit: limit as f64,
        fits,
        command,
    })
}

/// A search's progress report, `{settled, reached, total, depth}`.
#[derive(Serialize)]
struct ProgressJs {
    settled: f64,
    reached: f64,
    total: f64,
    depth: u32,
}

pub fn progress_object(p: &Progress) -> JsValue {
    js_of(&ProgressJs { settled: p.settled as f64, reached: p.reached as f64, total: p.total as f64, depth: p.depth })
}

/// A search's end: `{length, moves, reached}` or `{unreachable: true, reached}`.
#[derive(Serialize)]
#[serde(untagged)]
enum OutcomeJs {
    Solved { length: f64, moves: Bytes, reached: f64 },
    Unreachable { unreachable: bool, reached: f64 },
}

pub fn outcome_object(outcome: &Outcome) -> Result<JsValue, JsError> {
    to_js(&match outcome {
        Outcome::Solved { moves, reached } => {
            OutcomeJs::Solved { length: moves.len() as f64, moves: flat_moves(moves), reached: *reached as f64 }
        }
        Outcome::Unreachable { reached } => OutcomeJs::Unreachable { unreachable: true, reached: *reached as f64 },
    })
}

/// `{variation: id, discs, pins}`, with `notices` when given.
pub fn settings_object(settings: &Settings, notices: Option<&[String]>) -> JsValue {
    let mut fields = vec![
        ("variation", settings.variation().id.into()),
        ("discs", settings.discs().into()),
        ("pins", settings.pins().into()),
    ];
    if let Some(notices) = notices {
        fields.push(("notices", notices.iter().map(|n| JsValue::from_str(n)).collect::<Array>().into()));
    }
    object(&fields)
}

/// `{kind, evidence?, length?, optimum?, extra?, text}`, counts as decimal
/// strings; `length` is the solution's, when it can be counted.
pub fn verdict_object(verdict: &Verdict, length: Option<u128>) -> JsValue {
    let decimal = |n: u128| JsValue::from_str(&n.to_string());
    let mut fields = vec![("kind", verdict.id().into()), ("text", verdict.phrase().into())];
    if let Some(length) = length {
        fields.push(("length", decimal(length)));
    }
    if let Verdict::Optimal(evidence) = *verdict {
        fields.push(("evidence", evidence.id().into()));
    }
    // The fewest moves where the verdict knows them (optimal: the solution's length).
    if let Some(optimum) = verdict.optimum(length) {
        fields.push(("optimum", decimal(optimum)));
    }
    if let Verdict::Longer { extra, .. } = *verdict {
        fields.push(("extra", decimal(extra)));
    }
    object(&fields)
}

/// A move number typed or sent (the page's address, a course page's
/// `seek`), or a number of moves (an optimum found): refused in the core's
/// words, the same as `hanoi seek --at`'s. Not inlined: each caller's copy
/// cost the first load some 700 bytes.
#[inline(never)]
pub fn move_number_from(text: &str) -> Result<u128, JsError> {
    hanoi_core::parse_move_number(text).map_err(|e| JsError::new(&e.about(text).to_string()))
}

/// Moves from `[from0, to0, from1, to1, ...]`.
pub fn moves_from(flat: &[u8]) -> Result<Vec<Move>, JsError> {
    if !flat.len().is_multiple_of(2) {
        return Err(JsError::new(&format!("moves come in pairs (from, to), but {} numbers were given", flat.len())));
    }
    Ok(flat.chunks_exact(2).map(|pair| Move::new(pair[0], pair[1])).collect())
}

/// A page's estimate of an analysis, `{positions, bytes, seconds, long,
/// question}` (`positions` and `bytes` at most; `long`: ask before
/// starting, with `question`'s words): the Games view's and the Sums view's.
#[derive(Serialize)]
pub struct PageEstimateJs {
    positions: f64,
    bytes: f64,
    seconds: f64,
    long: bool,
    question: String,
}

impl PageEstimateJs {
    pub fn of(e: &hanoi_core::game::PageEstimate, question: String) -> PageEstimateJs {
        PageEstimateJs { positions: e.reach.positions as f64, bytes: e.reach.bytes() as f64, seconds: e.seconds as f64, long: e.long, question }
    }
}
