//! growthCounts in a real browser: the exact counts as decimal strings (as
//! `hanoi table` prints them), null past 128 bits, the documented rate, and
//! the Growth panel's search limit.

use hanoi_core::growth::GROWTH_SEARCH_POSITIONS;
use hanoi_wasm::growth_counts;
use js_sys::Array;
use wasm_bindgen_test::*;

mod common;

use common::{get, message};

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn counts_are_exact_decimal_strings_to_the_most_discs() {
    let classic = growth_counts("classic", None).unwrap();
    let counts = Array::from(&get(&classic, "counts"));
    assert_eq!(counts.length(), 65);
    assert_eq!(counts.get(3).as_string().unwrap(), "7");
    assert_eq!(counts.get(64).as_string().unwrap(), "18446744073709551615");
    assert_eq!(get(&classic, "pins").as_f64(), Some(3.0));
    let growth = get(&classic, "growth");
    assert_eq!(get(&growth, "base").as_f64(), Some(2.0));
    assert_eq!(get(&growth, "factor").as_f64(), Some(1.0));
    assert_eq!(get(&growth, "evenOnly").as_bool(), Some(false));

    let rainbow = get(&growth_counts("Rainbow_C", None).unwrap(), "growth");
    assert!(get(&rainbow, "factor").is_undefined());
    assert!(get(&growth_counts("reves", None).unwrap(), "growth").is_undefined());
}

#[wasm_bindgen_test]
fn past_128_bits_a_count_is_null_and_bad_pins_are_refused() {
    let many = growth_counts("many-pin", Some(3.0)).unwrap();
    let counts = Array::from(&get(&many, "counts"));
    assert_eq!(counts.length(), 1001);
    assert_eq!(counts.get(128).as_string().unwrap(), "340282366920938463463374607431768211455");
    assert!(counts.get(129).is_null());
    assert_eq!(message(growth_counts("many-pin", Some(101.0)).unwrap_err()), "Many-Pin takes 3 to 100 pins, not 101");
    assert_eq!(message(growth_counts("nonesuch", None).unwrap_err()), "unknown variation \"nonesuch\"");
}

#[wasm_bindgen_test]
fn the_panels_search_limit_is_the_cores() {
    for (variation, pins) in [("classic", None), ("many-pin", Some(7.0))] {
        let table = growth_counts(variation, pins).unwrap();
        assert_eq!(get(&table, "searchPositions").as_f64(), Some(GROWTH_SEARCH_POSITIONS as f64));
    }
    assert_eq!(GROWTH_SEARCH_POSITIONS, 1_048_576);
}
