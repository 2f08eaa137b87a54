//! The games' generalized Sprague–Grundy values as the page gets them: a
//! value's text and meaning, and the values handed from the solving worker
//! to the page beside the analysis. Conversion only.

use hanoi_core::game::{Grundy, GrundyParts};
use js_sys::{Reflect, Uint32Array};
use wasm_bindgen::prelude::*;

use crate::convert::OrNull;

/// `{text, title}`: "∞(0)" and the core's words for what it means; `text`
/// `null` where an impartial game has no values (`title` says why).
#[derive(serde::Serialize)]
pub(crate) struct GrundyJs {
    pub text: OrNull<String>,
    pub title: String,
}

impl GrundyJs {
    pub fn of(g: &Grundy) -> GrundyJs {
        GrundyJs { text: OrNull(Some(g.text())), title: g.explain() }
    }
}

/// `solveGame`'s `gsg`: each position's label and counter (in the order of
/// the analysis's `ranks`), and the ∞s' sets K as one array, each set its
/// size then its values (as the core keeps them).
#[derive(serde::Serialize)]
pub(crate) struct SolvedValues {
    #[serde(with = "serde_wasm_bindgen::preserve")]
    labels: Uint32Array,
    #[serde(with = "serde_wasm_bindgen::preserve")]
    counters: Uint32Array,
    #[serde(with = "serde_wasm_bindgen::preserve")]
    sets: Uint32Array,
}

impl SolvedValues {
    pub fn of(parts: &GrundyParts) -> SolvedValues {
        SolvedValues {
            labels: Uint32Array::from(parts.labels.as_slice()),
            counters: Uint32Array::from(parts.counters.as_slice()),
            sets: Uint32Array::from(parts.sets.as_slice()),
        }
    }
}

/// `solveGame`'s `gsg` back, for positions of these `ranks`; `None` where
/// there is none (the core refuses values that do not fit the game).
pub(crate) fn parts_from(solved: &JsValue, ranks: &[u64]) -> Option<GrundyParts> {
    if solved.is_undefined() || solved.is_null() {
        return None;
    }
    let get = |key: &str| {
        Reflect::get(solved, &JsValue::from_str(key))
            .ok()
            .and_then(|a| a.dyn_into::<Uint32Array>().ok())
            .map(|a| a.to_vec())
            .unwrap_or_default()
    };
    Some(GrundyParts { ranks: ranks.to_vec(), labels: get("labels"), counters: get("counters"), sets: get("sets") })
}
