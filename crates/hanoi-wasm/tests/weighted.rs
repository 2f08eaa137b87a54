//! The weighted puzzle's bindings in a real browser: the choice from an
//! address or the fields, a WeightedSession of the cheapest transfer with its
//! running cost and table, and refusals that change nothing.

use hanoi_wasm::{check_weighted, resolve_weighted, weighted_pegs, weighted_preset, weighted_presets, Session, WeightedSession};
use js_sys::Array;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

mod common;

use common::{get, message};

wasm_bindgen_test_configure!(run_in_browser);

const EXAMPLE_1: &str = "0,3,15;8,0,2;5,6,0";

fn text(obj: &JsValue, key: &str) -> String {
    get(obj, key).as_string().unwrap_or_else(|| panic!("{key} is not a string"))
}

#[wasm_bindgen_test]
fn example_1_costs_43_in_10_moves_and_the_cost_follows_the_moves() {
    let mut session = WeightedSession::new(EXAMPLE_1, 3.0, 1.0, 3.0, false).unwrap();
    let summary = session.weighted_summary();
    assert_eq!((text(&summary, "cost"), text(&summary, "count")), ("43".into(), "10".into()));
    assert_eq!(text(&summary, "method"), "recursion");
    assert_eq!(session.length().unwrap(), "10");
    assert_eq!(session.cost_shown(), "0");
    session.next_moves(4);
    assert_eq!(session.cost_shown(), "14");
    assert_eq!((session.cost_after("3").unwrap(), session.cost_after("10").unwrap()), ("8".into(), "43".into()));
    assert_eq!(message(session.cost_after("11").err().unwrap()), "move 11 is past the end: the solution has 10 moves");
    assert_eq!(message(session.cost_after("12345").err().unwrap()), "move 12,345 is past the end: the solution has 10 moves");
    session.seek("10").unwrap();
    assert_eq!(session.cost_shown(), "43");
    assert!(session.is_solved());
    let trace = session.trace();
    assert_eq!(trace.length(), 0);
    session.seek("1").unwrap();
    let first = text(&session.trace().get(0), "text");
    assert_eq!(first, "move 3 discs from peg 1 to peg 3, direct: 43 ≤ 63");
    // By hand: disc 1 back from peg 2 to peg 1 costs 8 more.
    session.try_move(1, 0).unwrap();
    assert_eq!(session.cost_shown(), "11");
    assert!(session.cost_verdict().is_null());
    session.seek("10").unwrap();
    assert_eq!(text(&session.cost_verdict(), "text"), "Solved for 43 in 10 moves: the cheapest possible.");
}

#[wasm_bindgen_test]
fn the_table_marks_the_chosen_way_and_the_subproblems_used() {
    let session = WeightedSession::new(EXAMPLE_1, 3.0, 1.0, 3.0, false).unwrap();
    let table = session.weighted_table();
    let columns = Array::from(&get(&table, "columns"));
    assert_eq!(columns.get(1).as_string().unwrap(), "1→3");
    let row3 = Array::from(&get(&table, "rows")).get(2);
    let cell = Array::from(&get(&row3, "cells")).get(1);
    assert_eq!(text(&get(&cell, "direct"), "cost"), "43");
    assert_eq!(text(&get(&cell, "through"), "cost"), "63");
    assert_eq!(get(&cell, "takesDirect").as_bool(), Some(true));
    assert_eq!(get(&cell, "used").as_bool(), Some(true));
    assert!(text(&table, "work").contains("20 evaluations below it ((4^n − 4)/3); WTHD run that way makes 28 (its own count"));
    let four = WeightedSession::new("0,1,1,1;1,0,1,1;1,1,0,1;1,1,1,0", 3.0, 1.0, 4.0, false).unwrap();
    assert!(four.weighted_table().is_null());
    assert_eq!(text(&four.weighted_summary(), "method"), "search");
}

#[wasm_bindgen_test]
fn refusals_say_why() {
    let refused = |weights: &str, discs: f64, from: f64, to: f64| {
        message(WeightedSession::new(weights, discs, from, to, false).err().expect("refused"))
    };
    assert!(refused("0,1,1;1,0,-1;1,1,0", 3.0, 1.0, 3.0).contains("is negative"));
    assert!(refused(EXAMPLE_1, 65.0, 1.0, 3.0).contains("takes 0 to 64 discs on 3 pegs, not 65"));
    assert!(refused("0,inf,1;inf,0,inf;inf,inf,0", 2.0, 1.0, 3.0).starts_with("No sequence of allowed moves"));
    assert!(refused(EXAMPLE_1, 3.0, 2.0, 2.0).contains("choose two different pegs"));
    assert!(refused(EXAMPLE_1, 2.5, 1.0, 3.0).contains("\"2.5\" is not a number of discs"));
    assert!(refused(EXAMPLE_1, 3.0, f64::NAN, 3.0).contains("\"NaN\" is not a peg number"));
    assert!(message(check_weighted(EXAMPLE_1, "abc", "1", "3", false).err().unwrap())
        .contains("\"abc\" is not a number of discs"));
    // A forbidden move by hand is refused and changes nothing.
    let linear = weighted_preset("linear", 3, 0.0).unwrap();
    let mut session = WeightedSession::new(&linear, 2.0, 1.0, 3.0, false).unwrap();
    let err = message(session.try_move(0, 2).err().unwrap());
    assert_eq!(err, "moves from peg 1 to peg 3 are forbidden (their cost is infinite)");
    assert_eq!(session.position_text(), "peg 1: 2 1; peg 2: empty; peg 3: empty");
    assert_eq!(session.cost_shown(), "0");
    assert_eq!(session.length().unwrap(), "8");
}

#[wasm_bindgen_test]
fn an_address_resolves_with_notices_and_presets_are_listed() {
    let resolved = resolve_weighted(Some("0,1;1,0".into()), Some("5".into()), None, None, Some("size".into()), None);
    assert_eq!(text(&resolved, "weights"), EXAMPLE_1);
    assert_eq!(text(&resolved, "scale"), "size");
    assert_eq!(get(&resolved, "discs").as_f64(), Some(5.0));
    assert_eq!(Array::from(&get(&resolved, "notices")).length(), 1);
    assert_eq!(text(&resolved, "query"), "weights=0,3,15;8,0,2;5,6,0&discs=5&from=1&to=3&scale=size");
    assert_eq!((get(&weighted_pegs(), "min").as_f64(), get(&weighted_pegs(), "max").as_f64()), (Some(3.0), Some(6.0)));
    let presets = weighted_presets();
    assert_eq!(text(&presets.get(0), "id"), "example");
    assert_eq!(weighted_preset("equal", 4, 0.0).unwrap(), "0,1,1,1;1,0,1,1;1,1,0,1;1,1,1,0");
    assert_eq!(weighted_preset("random", 3, 5.0).unwrap(), weighted_preset("random", 3, 5.0).unwrap());
    // A preset named by the address, and recognised in the weights (null when none is).
    let named = resolve_weighted(None, Some("4".into()), None, None, None, Some("c3-plus".into()));
    assert_eq!(text(&named, "weights"), "0,1,inf;1,0,1;1,inf,0");
    assert_eq!(text(&named, "preset"), "c3-plus");
    assert!(get(&resolved, "preset").is_null(), "Example 1 scaled by size is no preset");
    let ids: Vec<String> = (0..presets.length()).map(|i| text(&presets.get(i), "id")).collect();
    assert_eq!(ids, ["example", "equal", "linear", "cyclic", "k3-minus", "c3-plus", "random"]);
}

#[wasm_bindgen_test]
fn a_weighted_session_speaks_of_pegs_and_is_keyed_by_its_whole_definition() {
    let mut session = WeightedSession::new(EXAMPLE_1, 2.0, 1.0, 3.0, false).unwrap();
    assert_eq!(session.place(), "peg");
    assert_eq!((session.title(), session.id(), session.variation()), ("Weighted Tower of Hanoi".into(), "weighted".into(), "Weighted".into()));
    assert_eq!(session.lift_error(1).unwrap(), "peg 2 is empty");
    session.try_move(0, 1).unwrap();
    let err = message(session.try_move(0, 1).err().unwrap());
    assert_eq!(err, "a larger disc may not go on a smaller one: disc 2 onto disc 1 on peg 2");
    assert_eq!(text(&session.position(), "text"), "peg 1: 2; peg 2: 1; peg 3: empty");
    assert_eq!(session.key(), "weighted/2/3?weights=0,3,15;8,0,2;5,6,0&from=1&to=3&scale=none");
    // Same discs and pegs, other weights or scale: another puzzle, another key.
    let equal = WeightedSession::new("0,1,1;1,0,1;1,1,0", 2.0, 1.0, 3.0, false).unwrap();
    let by_size = WeightedSession::new(EXAMPLE_1, 2.0, 1.0, 3.0, true).unwrap();
    assert_ne!(equal.key(), session.key());
    assert_ne!(by_size.key(), session.key());
    // The catalogue's Session: in pins, keyed by id, discs and pins.
    let classic = Session::new("classic", 2.0, None).unwrap();
    assert_eq!((classic.place(), classic.key()), ("pin".into(), "classic/2/3".into()));
    assert_eq!(classic.lift_error(1).unwrap(), "pin 2 is empty");
}

/// The object's own keys, in order.
fn keys(obj: &JsValue) -> Vec<String> {
    js_sys::Reflect::own_keys(obj).unwrap_or_else(|_| panic!("{obj:?} is not an object")).iter().map(|k| k.as_string().unwrap()).collect()
}

#[wasm_bindgen_test]
fn the_objects_keep_their_shape_null_and_missing_as_the_page_reads_them() {
    // Fields as typed: no `notices` at all; from an address: a list of them.
    let checked = check_weighted(EXAMPLE_1, "3", "1", "3", false).unwrap();
    let expected = ["weights", "discs", "from", "to", "scale", "pegs", "maxDiscs", "query", "preset"];
    assert_eq!(keys(&checked), expected);
    assert_eq!((get(&checked, "discs").as_f64(), get(&checked, "maxDiscs").as_f64()), (Some(3.0), Some(64.0)));
    let resolved = resolve_weighted(None, None, None, None, None, None);
    assert_eq!(keys(&resolved).last().unwrap(), "notices");
    assert!(Array::is_array(&get(&resolved, "notices")));
    // A forbidden direct move: that cell's `direct` is null (not undefined).
    let linear = weighted_preset("linear", 3, 0.0).unwrap();
    let session = WeightedSession::new(&linear, 2.0, 1.0, 3.0, false).unwrap();
    let table = session.weighted_table();
    assert_eq!(keys(&table), ["columns", "rows", "work"]);
    let row1 = Array::from(&get(&table, "rows")).get(0);
    assert_eq!(keys(&row1), ["n", "cells"]);
    assert_eq!(get(&row1, "n").as_f64(), Some(1.0));
    let one_to_three = Array::from(&get(&row1, "cells")).get(1);
    assert_eq!(keys(&one_to_three), ["direct", "through", "takesDirect", "used"]);
    assert!(get(&one_to_three, "direct").is_null());
    assert_eq!(keys(&get(&one_to_three, "through")), ["cost", "moves"]);
    let summary = session.weighted_summary();
    let expected = ["cost", "count", "method", "settled", "pegs", "from", "to", "weights", "scale", "matrix"];
    assert_eq!(keys(&summary), expected);
    assert_eq!((get(&summary, "settled").as_f64(), get(&summary, "pegs").as_f64()), (Some(0.0), Some(3.0)));
    let matrix = Array::from(&get(&summary, "matrix"));
    assert_eq!(Array::from(&matrix.get(0)).get(2).as_string().unwrap(), "inf");
    assert_eq!(keys(&weighted_presets().get(0)), ["id", "title", "description"]);
    assert_eq!(keys(&weighted_pegs()), ["min", "max"]);
    let mut solved = WeightedSession::new(EXAMPLE_1, 1.0, 1.0, 3.0, false).unwrap();
    let length = solved.length().unwrap();
    solved.seek(&length).unwrap();
    assert_eq!(keys(&solved.cost_verdict()), ["kind", "spent", "cheapest", "extra", "moves", "count", "text"]);
}
