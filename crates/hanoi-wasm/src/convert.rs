//! Core values to plain JavaScript objects.

use hanoi_core::{Colour, Limits, Position, TraceFrame, Variation};
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::{JsError, JsValue};

/// A plain object from (key, value) pairs.
fn object(fields: &[(&str, JsValue)]) -> JsValue {
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
    ])
}

pub fn catalogue_entry(v: &Variation) -> JsValue {
    object(&[
        ("name", v.name.into()),
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
                .map(|d| object(&[("size", d.size.into()), ("colour", d.colour.name().into()), ("stack", d.stack.into())]))
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
        Err(JsError::new(&format!("the number of {what} must be a whole number of 0 or more, not {value}")))
    }
}
