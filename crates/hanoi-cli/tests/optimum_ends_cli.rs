//! `hanoi optimum --from/--to`: the fewest moves between positions of one's
//! own, which the moves printed really make; positions mistyped, or a goal
//! out of reach, refused in one line.

mod common;

use common::{failure, hanoi_with_input, stdout, success};

/// The moves printed after the first line, as `play` reads them.
fn moves_of(out: &str) -> String {
    out.lines().skip(1).map(|line| format!("{line}\n")).collect()
}

#[test]
fn from_a_position_of_ones_own_to_the_goal() {
    // The smallest disc on pin 3, the middle one on pin 2: 5 moves to go.
    let out = success(&["optimum", "classic", "--discs", "3", "--from", "3 / 2 / 1"]);
    assert!(out.starts_with("optimum: 5 moves, "), "{out}");
    assert_eq!(out.lines().count(), 6, "{out}");
    // A position already solved needs none.
    let out = success(&["optimum", "classic", "--discs", "3", "--from", "- / - / 3 2 1"]);
    assert!(out.starts_with("optimum: 0 moves, "), "{out}");
    // Commas and bars do as well as spaces and slashes.
    let out = success(&["optimum", "classic", "--discs", "3", "--from", "3|2|1"]);
    assert!(out.starts_with("optimum: 5 moves, "), "{out}");
}

#[test]
fn to_a_goal_of_ones_own_and_back() {
    let out = success(&["optimum", "reves", "--discs", "4", "--to", "- / 4 3 2 1 / - / -"]);
    assert!(out.starts_with("optimum: 9 moves, "), "{out}");
    let out =
        success(&["optimum", "classic", "--discs", "3", "--from", "- / - / 3 2 1", "--to", "3,2,1/-/-", "--json"]);
    assert!(out.contains("\"count\":7,"), "{out}");
    assert!(out.ends_with(",\"from\":\"- / - / 3 2 1\",\"to\":\"3 2 1 / - / -\"}\n"), "{out}");
}

#[test]
fn the_moves_printed_solve_from_that_position() {
    // The two moves that reach the position from the start, then the moves
    // found from there, played under the rules from the start.
    for (variation, to_there, from) in
        [("classic", "1 3\n1 2\n", "3 / 2 / 1"), ("reversi", "1 2\n1 3\n", "3y / 1m / 2y / -")]
    {
        let out = success(&["optimum", variation, "--discs", "3", "--from", from]);
        let count: usize = out.split(' ').nth(1).unwrap().parse().unwrap();
        let output = hanoi_with_input(&["play", variation, "--discs", "3"], &format!("{to_there}{}", moves_of(&out)));
        assert_eq!(stdout(&output), format!("solved after {} moves\n", count + 2), "{variation}: {out}");
    }
}

#[test]
fn mistyped_positions_are_refused_in_one_line() {
    let cases: [(&[&str], &str); 7] = [
        (&["--from", "3 2 1 / -"], "--from: a position has 3 pins separated by \"/\", and this has 2"),
        (&["--from", "3 2 1 / - / 4"], "--from: pin 3: there is no disc \"4\": the discs are 1 to 3"),
        (&["--from", "3 2 / 2 / 1"], "--from: pin 2: disc 2 is placed twice"),
        (&["--to", "- / - / 3 2"], "--to: disc 1 is on no pin"),
        (&["--from", "1 2 3 / - / -"], "--from: a larger disc may not go on a smaller one"),
        (&["--from", "3 2 1 / a / -"], "--from: pin 2: \"a\" is not a disc"),
        (&["--to", "3r 2 1 / - / -"], "--to: pin 1: disc 3 cannot be red: it may be green"),
    ];
    for (extra, wanted) in cases {
        let mut args = vec!["optimum", "classic", "--discs", "3"];
        args.extend_from_slice(extra);
        let err = failure(&args, 2);
        assert!(err.contains(wanted), "{extra:?}: {err}");
    }
    // A goal of other discs than the puzzle's is refused the same way.
    let err = failure(&["optimum", "classic", "--discs", "2", "--to", "- / - / 3 2 1"], 2);
    assert!(err.contains("there is no disc \"3\""), "{err}");
}

#[test]
fn a_goal_out_of_reach_says_so() {
    // Cyclic_L's colours: the stack cannot arrive all blue.
    let err = failure(&["optimum", "cyclic-l", "--discs", "2", "--to", "- / - / 2b 1b"], 1);
    assert!(err.contains("\"- / - / 2b 1b\" cannot be reached from \"2o 1o / - / -\""), "{err}");
}
