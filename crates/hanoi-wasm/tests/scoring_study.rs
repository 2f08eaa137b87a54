//! Scoring play's study bindings in a real browser: Theorem 12's table and
//! Figure 5's plane, their refusals with the core's reason, and a cancel.

use hanoi_wasm::{theorem12_table, weight_plane_cells, weight_plane_facts};
use js_sys::{Array, Function, Object, Reflect};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

mod common;

use common::{get, message};

wasm_bindgen_test_configure!(run_in_browser);

/// The message of an error thrown as a JsValue.
fn said(err: JsValue) -> String {
    js_sys::Error::from(err).message().into()
}

fn choice(fields: &[(&str, &str)]) -> JsValue {
    let obj = Object::new();
    for (k, v) in fields {
        Reflect::set(&obj, &JsValue::from_str(k), &JsValue::from_str(v)).unwrap();
    }
    obj.into()
}

#[wasm_bindgen_test]
fn the_table_has_a_row_per_disc_count_with_the_exception_marked() {
    let table = theorem12_table(&choice(&[("weights", "-2,0,-1"), ("end", "ec1"), ("upto", "3")]), None).unwrap();
    let rows: Array = get(&table, "rows").into();
    assert_eq!(rows.length(), 3);
    let third = rows.get(2);
    assert_eq!(get(&third, "found").as_string().unwrap(), "15");
    assert_eq!(get(&third, "theorem").as_string().unwrap(), "8..11");
    assert_eq!(get(&third, "differs").as_bool(), Some(true));
    assert_eq!(get(&rows.get(0), "found").as_string().unwrap(), "∞ (tie in 1)");
    let refused = theorem12_table(&choice(&[("weights", "1,2"), ("end", "EC1"), ("upto", "3")]), None).unwrap_err();
    assert!(said(refused.clone()).contains("give three weights"), "{}", said(refused.clone()));
    let refused = theorem12_table(&choice(&[("weights", "1,2,3"), ("end", "EC1"), ("upto", "9")]), None).unwrap_err();
    assert!(said(refused.clone()).contains("from 1 to 8, not \"9\""), "{}", said(refused.clone()));
}

#[wasm_bindgen_test]
fn figure_5s_plane_has_its_region_and_cells_and_a_cancel_stops_it() {
    let plane = choice(&[("discs", "2"), ("end", "EC1"), ("w23", "-3"), ("half", "10")]);
    let facts = weight_plane_facts(&plane).unwrap();
    assert_eq!(get(&facts, "side").as_f64(), Some(21.0));
    assert!(Array::from(&get(&facts, "polygon")).length() >= 3);
    let cells = weight_plane_cells(&plane, None).unwrap();
    assert_eq!(cells.length(), 21 * 21);
    // (-3, -3) is row 13, column 7: drawn (4).
    assert_eq!(cells.get_index(13 * 21 + 7), 4);
    let cancel = Function::new_with_args("p", "return p.done < 3");
    let stopped = weight_plane_cells(&plane, Some(cancel)).unwrap_err();
    assert!(said(stopped.clone()).contains("cancelled"), "{}", said(stopped.clone()));
    let refused = weight_plane_facts(&choice(&[("discs", "5"), ("end", "EC1"), ("w23", "-3"), ("half", "10")])).unwrap_err();
    let text = message(refused);
    assert!(text.contains("from 1 to 4, not \"5\""), "{text}");
}
