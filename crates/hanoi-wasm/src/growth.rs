//! The numbers behind the page's Growth panel (the study module's): a
//! variation's exact counts for every number of discs it takes, and the
//! growth rate its documentation gives, with the panel's search limit.

use hanoi_core::growth::{counts, GROWTH_SEARCH_POSITIONS};
use js_sys::Array;
use wasm_bindgen::prelude::*;

use crate::convert::object;
use crate::puzzle;

/// `{name, title, id, pins, counts, growth, searchPositions}` for a catalogue variation
/// (`pins` left out for its default): `counts[n]` is the exact number of
/// moves with n discs as a decimal string (as `hanoi table` prints it), for
/// n from 0 to the most discs it takes, or `null` past 2^128 - 1; `growth`
/// is `{text, base, factor, evenOnly}` (count(n) ~ factor·base^n, the
/// factor `undefined` where the documentation gives the rate alone, and for
/// even n only where `evenOnly`), or `undefined` where it gives none;
/// `searchPositions` is the largest search (by `searchEstimate`'s positions)
/// the Growth panel starts by itself (`GROWTH_SEARCH_POSITIONS`).
/// Throws with the reason when the variation is unknown or the pins refused.
#[wasm_bindgen(js_name = growthCounts)]
pub fn growth_counts(variation: &str, pins: Option<f64>) -> Result<JsValue, JsError> {
    // Checks the name and the pins, with the core's wording.
    let first = puzzle(variation, 0.0, pins)?;
    let v = first.variation().expect("puzzle() gives a catalogue puzzle");
    let cells: Array = counts(v, v.discs.max as u64, Some(first.pins as u64))
        .into_iter()
        .map(|cell| match cell {
            Some(Ok(count)) => JsValue::from(count.to_string()),
            _ => JsValue::NULL,
        })
        .collect();
    let growth = hanoi_core::growth::of(v).map_or(JsValue::UNDEFINED, |g| {
        object(&[
            ("text", g.text.into()),
            ("base", g.base.into()),
            ("factor", g.factor.map_or(JsValue::UNDEFINED, JsValue::from)),
            ("evenOnly", g.even_only.into()),
        ])
    });
    Ok(object(&[
        ("name", v.name.into()),
        ("title", v.title.into()),
        ("id", v.id.into()),
        ("pins", first.pins.into()),
        ("counts", cells.into()),
        ("growth", growth),
        ("searchPositions", (GROWTH_SEARCH_POSITIONS as f64).into()),
    ]))
}
