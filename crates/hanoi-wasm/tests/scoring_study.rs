//! Scoring play's study bindings in a real browser: Theorem 12's table and
//! Figure 5's plane, their refusals with the core's reason, and a cancel.

use hanoi_wasm::{scoring_study_defaults, theorem12_table, weight_plane_cells, weight_plane_facts};
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

#[wasm_bindgen_test]
fn the_study_starts_from_the_cores_defaults_and_figure_5() {
    let defaults = scoring_study_defaults();
    assert_eq!(get(&defaults, "tableUpto").as_f64(), Some(4.0));
    let discs: Vec<f64> = Array::from(&get(&defaults, "planeDiscs")).iter().filter_map(|d| d.as_f64()).collect();
    assert_eq!(discs, [1.0, 2.0, 3.0, 4.0]);
    let endings = Array::from(&get(&defaults, "endings"));
    let ids: Vec<String> = endings.iter().filter_map(|e| get(&e, "id").as_string()).collect();
    assert_eq!(ids, ["EC1", "EC2", "EC3", "EC4", "EC5"]);
    assert_eq!(get(&endings.get(0), "label").as_string().unwrap(), "EC1");
    let figure = get(&defaults, "figure5");
    let field = |key| get(&figure, key).as_string().unwrap();
    assert_eq!((field("discs"), field("end"), field("w23")), ("2".to_string(), "EC1".to_string(), "-3".to_string()));
    assert_eq!(get(&figure, "half").as_f64(), Some(10.0));
    // The facts are quick: no count of the plane's games' positions.
    let facts = weight_plane_facts(&choice(&[("discs", "2"), ("end", "EC1"), ("w23", "-3"), ("half", "10")])).unwrap();
    assert!(get(&facts, "positions").is_undefined());
}
