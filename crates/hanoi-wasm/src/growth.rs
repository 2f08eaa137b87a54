//! The numbers behind the page's Growth panel (the study module's): a
//! variation's exact counts for every number of discs it takes, and the
//! growth rate its documentation gives, with the panel's search limit.

use hanoi_core::growth::{counts, Growth, GROWTH_SEARCH_POSITIONS};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::convert::to_js;
use crate::puzzle;

/// `growthCounts`' answer.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct GrowthTable {
    name: &'static str,
    title: &'static str,
    id: &'static str,
    pins: u32,
    /// Decimal strings, `null` (not `undefined`) past 2^128 - 1.
    #[serde(with = "serde_wasm_bindgen::preserve")]
    counts: JsValue,
    growth: Option<Growth>,
    search_positions: f64,
}

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
    let cells: Vec<Option<String>> = counts(v, v.discs.max as u64, Some(first.pins as u64))
        .into_iter()
        .map(|cell| match cell {
            Some(Ok(count)) => Some(count.to_string()),
            _ => None,
        })
        .collect();
    let as_null = serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true);
    let counts = cells.serialize(&as_null).map_err(|e| JsError::new(&e.to_string()))?;
    to_js(&GrowthTable {
        name: v.name,
        title: v.title,
        id: v.id,
        pins: first.pins,
        counts,
        growth: hanoi_core::growth::of(v),
        search_positions: GROWTH_SEARCH_POSITIONS as f64,
    })
}
