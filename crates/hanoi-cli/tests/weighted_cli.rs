//! `hanoi weighted`: the cheapest transfer and the recursion's table from
//! the command line.

mod common;
use common::{failure, success};

const EXAMPLE_1: &str = "0,3,15;8,0,2;5,6,0";

fn json(args: &[&str]) -> serde_json::Value {
    let out = success(args);
    assert_eq!(out.lines().count(), 1, "one JSON object on one line: {out}");
    serde_json::from_str(&out).unwrap()
}

#[test]
fn text_gives_the_cost_the_number_of_moves_then_the_moves() {
    let out = success(&["weighted", "--weights", EXAMPLE_1, "--discs", "3", "--from", "1", "--to", "3"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[..2], ["cost 43", "moves 10"]);
    assert_eq!(lines[2..], ["1 2", "2 3", "1 2", "3 2", "1 3", "2 3", "3 1", "2 3", "1 2", "2 3"]);
}

#[test]
fn json_is_one_object_with_cost_count_and_moves_numbered_from_1() {
    let v = json(&["weighted", "--weights", EXAMPLE_1, "--discs", "3", "--from", "1", "--to", "3", "--json"]);
    assert_eq!((v["cost"].as_u64(), v["count"].as_u64()), (Some(43), Some(10)));
    assert_eq!(v["moves"].as_array().unwrap().len(), 10);
    assert_eq!(v["moves"][0], serde_json::json!([1, 2]));
    assert_eq!(v["method"], "recursion");
    let v = json(&["weighted", "--weights", "0,2.5,2.5;2.5,0,2.5;2.5,2.5,0", "--discs", "3", "--json"]);
    assert_eq!((v["cost"].as_f64(), v["count"].as_u64()), (Some(17.5), Some(7)));
}

#[test]
fn presets_as_matrices_give_the_classic_linear_and_cyclic_counts() {
    let count = |weights: &str, discs: &str| {
        json(&["weighted", "--weights", weights, "--discs", discs, "--json"])["count"].as_u64().unwrap()
    };
    assert_eq!(count("0,1,1;1,0,1;1,1,0", "5"), 31);
    assert_eq!(count("0,1,inf;1,0,1;inf,1,0", "5"), 242);
    // Cyclic, one way round 1 → 2 → 3 → 1: A(n) = 0, 2, 7, 21, 59, 163.
    assert_eq!(count("0,1,inf;inf,0,1;1,inf,0", "5"), 163);
}

#[test]
fn four_to_six_pegs_and_search_on_three_agree() {
    let v = json(&["weighted", "--weights", "0,1,1,1;1,0,1,1;1,1,0,1;1,1,1,0", "--discs", "5", "--json"]);
    assert_eq!((v["cost"].as_u64(), v["count"].as_u64(), v["method"].as_str()), (Some(13), Some(13), Some("search")));
    let by_search = json(&["weighted", "--weights", EXAMPLE_1, "--discs", "6", "--search", "--json"]);
    let by_recursion = json(&["weighted", "--weights", EXAMPLE_1, "--discs", "6", "--json"]);
    assert_eq!(by_search["method"], "search");
    assert_eq!((&by_search["cost"], &by_search["count"]), (&by_recursion["cost"], &by_recursion["count"]));
}

#[test]
fn the_table_is_the_papers_table_1_with_the_chosen_way_starred() {
    let out = success(&["weighted", "--weights", EXAMPLE_1, "--discs", "3", "--table"]);
    let rows: Vec<Vec<&str>> = out.lines().map(|l| l.split_whitespace().collect()).collect();
    assert_eq!(rows[0][..5], ["n", "L", "1→2", "R", "1→2"]);
    assert_eq!(rows[1], ["1", "3*", "21", "15", "5*+", "8", "7*+", "2*", "23", "5*", "14", "6*+", "8"]);
    assert_eq!(rows[2], ["2", "14*+", "34", "20*", "20", "15*", "24", "14*+", "33", "18*", "29", "14*", "22"]);
    assert_eq!(rows[3], ["3", "37*", "64", "43*+", "63", "40*", "51", "37*", "65", "34*", "70", "38*", "50"]);
    let v = json(&["weighted", "--weights", EXAMPLE_1, "--discs", "3", "--table", "--json"]);
    assert_eq!(v["rows"][2]["cells"][1], serde_json::json!({"L": 43, "R": 63, "chosen": "L", "used": true}));
    // A thousand rows: costs past 2^128 units are shown as such, not wrapped.
    let big = success(&["weighted", "--weights", EXAMPLE_1, "--discs", "1000", "--table"]);
    assert_eq!(big.lines().count(), 1002);
    assert!(big.lines().nth(1000).unwrap().contains(">=2^128"));
}

#[test]
fn bad_requests_get_one_line_and_exit_2() {
    let refuse = |weights: &str, extra: &[&str]| {
        let mut args = vec!["weighted", "--weights", weights, "--discs", "2"];
        args.extend_from_slice(extra);
        failure(&args, 2)
    };
    assert!(refuse("0,1;1,0", &[]).contains("there must be 3 to 6 pegs"));
    assert!(refuse("0,1,1;1,0;1,1,0", &[]).contains("row 2 of the weights has 2 entries, not 3"));
    assert!(refuse("0,1,1;1,0,-1;1,1,0", &[]).contains("is negative"));
    assert!(refuse("0,x1,1;1,0,1;1,1,0", &[]).contains("is not a number"));
    assert!(refuse("0,inf,1;inf,0,inf;inf,inf,0", &[])
        .contains("no sequence of allowed moves takes 2 discs from peg 1 to peg 3"));
    assert!(refuse(EXAMPLE_1, &["--from", "4"]).contains("there is no peg 4"));
    assert!(refuse(EXAMPLE_1, &["--from", "3", "--to", "3"]).contains("choose two different pegs"));
    assert!(refuse("0,1,1,1;1,0,1,1;1,1,0,1;1,1,1,0", &["--table"]).contains("the table is the recursion's"));
    let err =
        failure(&["weighted", "--weights", "0,1,1,1,1;1,0,1,1,1;1,1,0,1,1;1,1,1,0,1;1,1,1,1,0", "--discs", "12"], 2);
    assert!(err.contains("244140625 positions") && err.contains("at most 9 discs on 5 pegs"), "{err}");
    // Exact or nothing: a count past 2^128 is a clear no.
    let err = failure(&["weighted", "--weights", "0,0,0;0,0,0;0,0,0", "--discs", "200"], 1);
    assert!(err.contains("2^128 moves or more"), "{err}");
}

#[test]
fn json_keeps_every_field_in_order_with_exact_numbers() {
    let out = success(&["weighted", "--weights", EXAMPLE_1, "--discs", "2", "--json"]);
    assert_eq!(
        out,
        "{\"pegs\":3,\"discs\":2,\"from\":1,\"to\":3,\"weights\":\"0,3,15;8,0,2;5,6,0\",\"scale\":\"none\",\
         \"method\":\"recursion\",\"cost\":20,\"count\":3,\"moves\":[[1,2],[1,3],[2,3]]}\n"
    );
    let out = success(&["weighted", "--weights", "0,1,1,1;1,0,1,1;1,1,0,1;1,1,1,0", "--discs", "1", "--by-size", "--json"]);
    assert!(out.starts_with("{\"pegs\":4,\"discs\":1,\"from\":1,\"to\":4,"), "{out}");
    assert!(out.contains("\"scale\":\"size\",\"method\":\"search\",\"settled\":"), "{out}");
    // Decimal and huge costs are exact JSON numbers, as typed.
    let v = success(&["weighted", "--weights", "0,0.125,1;1,0,1;1,1,0", "--discs", "1", "--to", "2", "--json"]);
    assert!(v.contains("\"cost\":0.125,"), "{v}");
    let huge = "0,100000000000000000000000.5,100000000000000000000000;1,0,1;1,1,0";
    let big = success(&["weighted", "--weights", huge, "--discs", "1", "--to", "2", "--json"]);
    assert!(big.contains("\"cost\":100000000000000000000000.5,\"count\":1,"), "{big}");
    let table = success(&["weighted", "--weights", "0,3,inf;8,0,2;5,6,0", "--discs", "1", "--table", "--json"]);
    assert_eq!(
        table,
        "{\"from\":1,\"to\":3,\"columns\":[\"1→2\",\"1→3\",\"2→1\",\"2→3\",\"3→1\",\"3→2\"],\"rows\":[{\"n\":1,\"cells\":[\
         {\"L\":3,\"R\":null,\"chosen\":\"L\",\"used\":false},{\"L\":null,\"R\":5,\"chosen\":\"R\",\"used\":true},\
         {\"L\":8,\"R\":7,\"chosen\":\"R\",\"used\":false},{\"L\":2,\"R\":null,\"chosen\":\"L\",\"used\":false},\
         {\"L\":5,\"R\":14,\"chosen\":\"L\",\"used\":false},{\"L\":6,\"R\":8,\"chosen\":\"L\",\"used\":false}]}]}\n"
    );
}
