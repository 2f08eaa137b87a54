//! `hanoi game table --scoring`: scoring play's fewest moves to win beside
//! Theorem 12, rows that differ marked; refusals as the impartial table's.

mod common;
use common::{failure, success};

#[test]
fn the_table_shows_each_cell_computed_beside_the_theorem_and_marks_differences() {
    let out = success(&["game", "table", "--scoring", "--weights", "-2,0,-1", "--upto", "3"]);
    assert!(out.starts_with("M(n): the fewest moves"), "{out}");
    assert!(out.contains("Weights -2,0,-1"), "{out}");
    let row3 = out.lines().find(|l| l.trim_start().starts_with("3 ")).expect("a row for n = 3");
    // EC1: won in 15 where exception (i) bounds it by 8..11 (the sign misprint).
    assert!(row3.contains("15 [8..11]"), "{row3}");
    assert!(row3.contains("<- EC1 differs"), "{row3}");
    // n = 2 agrees: no mark.
    let row2 = out.lines().find(|l| l.trim_start().starts_with("2 ")).unwrap();
    assert!(!row2.contains("<-"), "{row2}");
    assert!(out.contains("where the computation and the theorem differ"), "{out}");
}

#[test]
fn the_json_has_one_row_per_disc_count_and_ending() {
    let out = success(&["game", "table", "--scoring", "--weights", "2,-1,1", "--upto", "3", "--json"]);
    assert_eq!(out.lines().count(), 1);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["weights"], "2,-1,1");
    let rows = v["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 15);
    let ec1 = rows.iter().find(|r| r["discs"] == 3 && r["end"] == "EC1").unwrap();
    assert_eq!(ec1["value"], "win");
    assert_eq!(ec1["moves"], 9);
    assert_eq!(ec1["exact"], true);
    assert_eq!(ec1["theorem"], serde_json::json!({"low": 8, "high": 23, "infinite": false}));
    assert_eq!(ec1["agreement"], "agrees");
    // One disc, EC1, w13 = -1: the theorem counts 1 move, but the second player wins it.
    let one = &rows[0];
    assert_eq!((one["value"].as_str(), one["agreement"].as_str()), (Some("lose"), Some("differs")));
    assert_eq!(one["theorem"]["exactly"], 1);
}

#[test]
fn a_window_too_small_leaves_cells_at_most_or_undecided() {
    let out = success(&["game", "table", "--scoring", "--weights", "1,2,-3", "--upto", "3", "--window", "3"]);
    assert!(out.contains("at most") || out.contains("undecided"), "{out}");
}

#[test]
fn bad_input_is_refused_with_a_reason_before_any_table() {
    for (args, said) in [
        (&["game", "table", "--scoring", "--weights", "1,x,2", "--upto", "3"][..], "the weight \"x\" is not a number"),
        (&["game", "table", "--scoring", "--upto", "9"][..], "--upto takes 1 to 8 discs with --scoring"),
        (&["game", "table", "--scoring", "--upto", "0"][..], "--upto takes 1 to 8 discs with --scoring"),
        (&["game", "table", "--scoring", "--upto", "3", "--window", "-1"][..], "is not a positive number"),
    ] {
        let err = failure(args, 2);
        assert!(err.contains(said), "{args:?}: {err}");
    }
    // The scoring options need --scoring.
    let err = failure(&["game", "table", "--upto", "3", "--weights", "1,1,1"], 2);
    assert!(err.contains("--scoring"), "{err}");
}

#[test]
fn a_table_too_long_is_refused_up_front_naming_what_fits() {
    let err = failure(&["game", "table", "--scoring", "--upto", "8", "--seconds", "1", "--window", "1000000"], 2);
    assert!(err.contains("would take"), "{err}");
    assert!(err.contains("--upto "), "the largest table that fits is named: {err}");
    let err = failure(&["game", "table", "--scoring", "--upto", "8", "--seconds", "0", "--max-memory", "10"], 2);
    assert!(err.contains("more than --max-memory 10 allows"), "{err}");
}
