//! Core values to plain JavaScript objects.

use hanoi_core::search::{Estimate, Outcome, Progress};
use hanoi_core::{Colour, Limits, Move, Position, Settings, TraceFrame, Variation, Verdict};
use js_sys::{Array, Object, Reflect, Uint8Array};
use wasm_bindgen::{JsError, JsValue};

/// A plain object from (key, value) pairs.
pub(crate) fn object(fields: &[(&str, JsValue)]) -> JsValue {
    let obj = Object::new();
    for (key, value) in fields {
        // Setting a property on a fresh plain object cannot fail.
        let _ = Reflect::set(&obj, &JsValue::from_str(key), value);
    }
    obj.into()
}

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

pub fn position_object(pos: &Position, solved: bool) -> JsValue {
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
        ("text", pos.summary().to_string().into()),
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

pub fn estimate_object(e: &Estimate, limit: u128, fits: bool) -> JsValue {
    object(&[
        ("positions", (e.positions as f64).into()),
        ("bytes", (e.bytes as f64).into()),
        ("bitsPerPosition", e.bits_per_position.into()),
        ("sparse", e.sparse.into()),
        ("limit", (limit as f64).into()),
        ("fits", fits.into()),
    ])
}

pub fn progress_object(p: &Progress) -> JsValue {
    object(&[
        ("settled", (p.settled as f64).into()),
        ("reached", (p.reached as f64).into()),
        ("total", (p.total as f64).into()),
        ("depth", p.depth.into()),
    ])
}

pub fn outcome_object(outcome: &Outcome) -> JsValue {
    match outcome {
        Outcome::Solved { moves, reached } => {
            let flat: Vec<u8> = moves.iter().flat_map(|m| [m.from, m.to]).collect();
            object(&[
                ("length", (moves.len() as f64).into()),
                ("moves", Uint8Array::from(flat.as_slice()).into()),
                ("reached", (*reached as f64).into()),
            ])
        }
        Outcome::Unreachable { reached } => {
            object(&[("unreachable", true.into()), ("reached", (*reached as f64).into())])
        }
    }
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
    match *verdict {
        Verdict::Optimal(evidence) => {
            fields.push(("evidence", evidence.id().into()));
            // Optimal: the solution's length is the optimum.
            if let Some(length) = length {
                fields.push(("optimum", decimal(length)));
            }
        }
        Verdict::Longer { extra, optimum } => {
            fields.push(("optimum", decimal(optimum)));
            fields.push(("extra", decimal(extra)));
        }
        _ => {}
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
