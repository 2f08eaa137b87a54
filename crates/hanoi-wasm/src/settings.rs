//! The page's choice of puzzle: looked up, resolved from URL parameters,
//! carried over to another variation, or checked as typed. The core's
//! `Settings` decides and words everything; this only converts.

use hanoi_core::settings::variation_named;
use hanoi_core::{catalogue, Settings};
use wasm_bindgen::prelude::*;

use crate::convert::{catalogue_entry, settings_object};

/// The catalogue entry with this name or id (any case, `-` and `_` alike,
/// whitespace around it ignored), shaped as in `catalogue()`; `undefined`
/// when there is none.
#[wasm_bindgen(js_name = findVariation)]
pub fn find_variation(name: &str) -> Option<JsValue> {
    catalogue::find(name).map(catalogue_entry)
}

/// The settings URL parameters ask for (each may be missing, `null`, empty
/// or anything at all): `{variation: id, discs, pins, notices}`, always
/// allowed. Defaults stand in for what is missing; what cannot be used is
/// replaced, and each notice says by what.
#[wasm_bindgen(js_name = resolveSettings)]
pub fn resolve_settings(variation: Option<String>, discs: Option<String>, pins: Option<String>) -> JsValue {
    let (settings, notices) = Settings::from_text(variation.as_deref(), discs.as_deref(), pins.as_deref());
    settings_object(&settings, Some(&notices))
}

/// Another variation chosen with these discs and pins on show:
/// `{variation: id, discs, pins, notices}`, keeping the numbers where it
/// allows them, else the nearest it allows with a notice. Numbers that are
/// not whole are truncated, negative ones and NaN count as 0. Throws only
/// for a variation that does not exist.
#[wasm_bindgen(js_name = switchSettings)]
pub fn switch_settings(variation: &str, discs: f64, pins: f64) -> Result<JsValue, JsError> {
    let variation = variation_named(variation).map_err(|e| JsError::new(&e))?;
    // `as` saturates: NaN and negatives become 0, huge values u64::MAX.
    let (settings, notices) = Settings::carried_over(variation, discs as u64, pins as u64);
    Ok(settings_object(&settings, Some(&notices)))
}

/// Values typed into the page's fields, exactly: `{variation: id, discs,
/// pins}`, or throws saying what is wrong (`"abc" is not a number of
/// discs`, `Many-Pin takes 0 to 1000 discs, not 5000`).
#[wasm_bindgen(js_name = checkSettings)]
pub fn check_settings(variation: &str, discs: &str, pins: &str) -> Result<JsValue, JsError> {
    let settings = Settings::check(variation, discs, pins).map_err(|e| JsError::new(&e))?;
    Ok(settings_object(&settings, None))
}
