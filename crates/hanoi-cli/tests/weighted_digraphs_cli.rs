//! `hanoi weighted --preset` (the paper's Example 1 and its five movement
//! digraphs) and `--explain` (what the paper's WTHD computes as written,
//! Proposition 2 and Corollary 2, beside the table).

mod common;
use common::{failure, success};

fn head(args: &[&str]) -> (String, String) {
    let out = success(args);
    let mut lines = out.lines().map(String::from);
    (lines.next().unwrap(), lines.next().unwrap())
}

#[test]
fn each_digraph_preset_gives_its_count() {
    for (id, moves) in [("equal", 15), ("linear", 80), ("cyclic", 59), ("k3-minus", 47), ("c3-plus", 53)] {
        let (cost, count) = head(&["weighted", "--preset", id, "--discs", "4"]);
        assert_eq!((cost, count), (format!("cost {moves}"), format!("moves {moves}")), "{id}");
    }
    assert_eq!(head(&["weighted", "--preset", "example", "--discs", "3"]).0, "cost 43");
    // Another pair of pegs: from peg 3 to peg 1 the tower itself needs no
    // 1 → 3, but the smaller discs' transfers do: still restricted, 17 moves
    // where the classic puzzle takes 15.
    assert_eq!(head(&["weighted", "--preset", "k3-minus", "--discs", "4", "--from", "3", "--to", "1"]).1, "moves 17");
}

#[test]
fn a_preset_and_weights_together_or_neither_or_an_unknown_one_are_refused() {
    let neither = failure(&["weighted", "--discs", "3"], 2);
    assert!(neither.contains("--weights") && neither.contains("--preset"), "{neither}");
    let both = failure(&["weighted", "--discs", "3", "--preset", "linear", "--weights", "0,1,1;1,0,1;1,1,0"], 2);
    assert!(both.contains("cannot be used with"), "{both}");
    let unknown = failure(&["weighted", "--discs", "3", "--preset", "random"], 2);
    assert!(unknown.contains("possible values: example, equal, linear, cyclic, k3-minus, c3-plus"), "{unknown}");
}

#[test]
fn explain_counts_what_wthd_computes_beside_the_papers_v_n_and_the_table() {
    let out = success(&["weighted", "--preset", "example", "--discs", "6", "--explain"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[..2], ["cost 354", "moves 63"]);
    assert!(lines[2].contains("1,364 evaluations below it") && lines[2].contains("v_6 = 1,300"), "{}", lines[2]);
    // The sentence gives WTHD's own count, as the table's last row does.
    assert!(lines[2].contains("WTHD run that way makes 2,604 (its own count on these weights)"), "{}", lines[2]);
    let rows: Vec<Vec<&str>> = lines[4..11].iter().map(|l| l.split_whitespace().collect()).collect();
    assert_eq!(rows[0][0], "n");
    // n, v_n, different, evaluations, WTHD calls, WTHD evaluations, table cells.
    assert_eq!(rows[3], ["3", "10", "10", "20", "7", "28", "18"]);
    assert_eq!(rows[4], ["4", "40", "16", "84", "15", "140", "24"]);
    assert_eq!(rows[6], ["6", "1300", "28", "1364", "63", "2604", "36"]);
    // Past 10 discs WTHD is not run (about 4^n steps); the closed forms still are.
    let out = success(&["weighted", "--preset", "linear", "--discs", "30", "--explain"]);
    let last: Vec<&str> = out.lines().rev().nth(1).unwrap().split_whitespace().collect();
    assert_eq!(last, ["30", "6140942214464815497220", "172", "384307168202282324", "-", "-", "180"]);
    // Past u128 a count is said in the core's words, in the sentence and the table alike.
    let out = success(&["weighted", "--preset", "equal", "--discs", "70", "--explain"]);
    let last = out.lines().rev().nth(1).unwrap();
    assert!(out.lines().nth(2).unwrap().contains("takes more than 2^128 evaluations below it"), "{out}");
    let cells: Vec<&str> = last.split("  ").map(str::trim).filter(|c| !c.is_empty()).collect();
    assert_eq!(cells, ["70", "more than 2^128", "412", "more than 2^128", "-", "-", "420"], "{last}");
    let four = failure(&["weighted", "--weights", "0,1,1,1;1,0,1,1;1,1,0,1;1,1,1,0", "--discs", "3", "--explain"], 2);
    assert!(four.contains("leave out --explain"), "{four}");
}
