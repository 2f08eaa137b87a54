//! The `hanoi` binary as a user runs it: arguments in, text and exit code out.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

mod common;
use common::{failure, hanoi, hanoi_with_input, stderr, stdout, success};

#[test]
fn list_shows_every_variation_under_a_header() {
    let out = success(&["list"]);
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("Name") && lines[0].contains("Optimality") && lines[0].contains("Formula"));
    for (name, id, discs, pins) in [
        ("Classic", "classic", "0-64", "3"),
        ("Reves", "reves", "0-100", "4"),
        ("Many_Pin", "many-pin", "0-1000", "3-100"),
        ("Classic_P", "classic-p", "0-64", "3"),
    ] {
        let row = lines
            .iter()
            .find(|line| line.split_whitespace().next() == Some(name))
            .unwrap_or_else(|| panic!("no row for {name} in\n{out}"));
        let cells: Vec<&str> = row.split_whitespace().collect();
        assert_eq!(cells[1], id, "{row}");
        assert!(cells.contains(&discs) && cells.contains(&pins), "{row}");
    }
    assert!(out.contains("2^n - 1") && out.contains("optimal under the Frame hypothesis"));
    assert!(lines.iter().all(|line| !line.ends_with(' ')), "no trailing spaces");
}

#[test]
fn list_shows_all_36_entries_of_the_original_menu_grouped_by_family() {
    let out = success(&["list"]);
    let names: Vec<&str> = out.lines().skip(1).map(|l| l.split_whitespace().next().unwrap()).collect();
    let menu = "Classic Cyclic Rainbow Antwerp Reves Many_Pin Adjacent Domino Checkers Reversi Turtle \
        Multi_Stack Four_Star Lundon Brandonbug Classic_P Adjacent_P Cyclic_L Cyclic_R Rainbow_C Domino_B \
        Domino_E Domino_F Checkers_B Checkers_C Checkers_P Reversi_A Reversi_B Reversi_C Reversi_E \
        Reversi_F Reversi_G Reversi_H Reversi_P Lundon_B Lundon_C";
    let mut sorted = names.clone();
    sorted.sort();
    let mut expected: Vec<&str> = menu.split_whitespace().collect();
    expected.sort();
    assert_eq!(sorted, expected);
    // Each family's rows stand together.
    let families: Vec<String> = out.lines().skip(1).map(|l| l.split("  ").filter(|c| !c.is_empty()).nth(2).unwrap().trim().to_string()).collect();
    let mut seen: Vec<&String> = Vec::new();
    for (i, family) in families.iter().enumerate() {
        if i == 0 || families[i - 1] != *family {
            assert!(!seen.contains(&family), "{family} appears in two places:\n{out}");
            seen.push(family);
        }
    }
    assert_eq!(seen.len(), 11, "{seen:?}");
}

#[test]
fn list_columns_line_up() {
    let out = success(&["list"]);
    let lines: Vec<&str> = out.lines().collect();
    // The columns up to Optimality are ASCII, so byte offsets are columns.
    for header in ["Id", "Family", "Discs", "Pins", "Optimality"] {
        let column = lines[0].find(header).unwrap();
        for row in &lines[1..] {
            assert!(row[..column].ends_with("  ") && !row[column..].starts_with(' '), "{header}: {row}");
        }
    }
}

#[test]
fn moves_prints_one_move_per_line_pins_from_0() {
    assert_eq!(success(&["moves", "classic", "--discs", "3"]), "1 3\n1 2\n3 2\n1 3\n2 1\n2 3\n1 3\n");
}

#[test]
fn moves_as_json_is_one_object() {
    assert_eq!(
        success(&["moves", "classic", "--discs", "3", "--json"]),
        "{\"variation\":\"Classic\",\"discs\":3,\"pins\":3,\"count\":7,\
         \"moves\":[[1,3],[1,2],[3,2],[1,3],[2,1],[2,3],[1,3]]}\n"
    );
    // The catalogue's name, whatever spelling was asked for; no moves for no discs.
    assert_eq!(
        success(&["moves", "CLASSIC_p", "--discs", "0", "--json"]),
        "{\"variation\":\"Classic_P\",\"discs\":0,\"pins\":3,\"count\":0,\"moves\":[]}\n"
    );
}

#[test]
fn json_count_matches_the_moves() {
    let out = success(&["moves", "many-pin", "--discs", "10", "--pins", "5", "--json"]);
    assert!(out.starts_with("{\"variation\":\"Many_Pin\",\"discs\":10,\"pins\":5,\"count\":"), "{out}");
    let count = success(&["count", "many-pin", "--discs", "10", "--pins", "5"]);
    assert!(out.contains(&format!("\"count\":{},", count.trim())));
    assert_eq!(out.matches('[').count() - 1, count.trim().parse::<usize>().unwrap());
}

#[test]
fn count_gives_exact_lengths() {
    assert_eq!(success(&["count", "classic", "--discs", "64"]), "18446744073709551615\n");
    assert_eq!(success(&["count", "reves", "--discs", "6"]), "17\n");
    assert_eq!(success(&["count", "many_pin", "--discs", "35", "--pins", "6"]), "209\n");
    assert_eq!(
        success(&["count", "Many-Pin", "--discs", "6"]),
        success(&["count", "many_pin", "--discs", "6", "--pins", "6"]),
        "six pins by default"
    );
}

#[test]
fn count_too_long_is_a_clear_error() {
    let err = failure(&["count", "Many_Pin", "--discs", "1000", "--pins", "3"], 1);
    assert!(err.contains("more moves than can be counted"), "{err}");
}

#[test]
fn a_very_long_line_is_neither_echoed_nor_held_whole() {
    // A megabyte on one line: the verdict quotes its start, shortened.
    let long = "1 3 ".repeat(250_000);
    let out = hanoi_with_input(&["play", "classic", "--discs", "1"], &format!("{long}\n"));
    let verdict = String::from_utf8_lossy(&out.stdout);
    assert!(verdict.starts_with("illegal move 1: expected two pin numbers `from to`, got \"1 3 1 3"), "{verdict}");
    assert!(verdict.len() < 200, "{} bytes", verdict.len());
    // A long comment is still a comment.
    let out = hanoi_with_input(&["play", "classic", "--discs", "1"], &format!("# {long}\n1 3\n"));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "solved after 1 move\n");
}

#[test]
fn verify_stops_when_its_time_is_up() {
    let out = hanoi_with_input(&["verify", "classic", "--upto", "40", "--seconds", "1"], "");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("discs: stopped, out of time after 1 second (--seconds)"), "{err}");
    // The rows finished before stay.
    assert!(String::from_utf8_lossy(&out.stdout).contains("\n 10        1023        1023  optimal\n"));
}

#[test]
fn counts_of_one_are_singular() {
    let one_move = hanoi_with_input(&["play", "classic", "--discs", "2"], "1 2\n");
    assert_eq!(String::from_utf8_lossy(&one_move.stdout), "not solved after 1 move\n");
    assert_eq!(success(&["optimum", "classic", "--discs", "1"]), "optimum: 1 move, 3 positions reached\n1 3\n");
    let err = failure(&["optimum", "classic", "--discs", "0", "--max-memory", "0"], 2);
    assert!(err.contains("Classic with 0 discs has up to 1 position; the search needs about 1 MB"), "{err}");
    let err = failure(&["optimum", "classic", "--discs", "1", "--max-memory", "0"], 2);
    assert!(err.contains("Classic with 1 disc has up to 3 positions"), "{err}");
}

#[test]
fn json_of_an_uncountable_solution_is_refused_as_count_refuses_it() {
    // The same answer to the same question: exit 1 and the same words.
    let count = failure(&["count", "many-pin", "--discs", "1000", "--pins", "3"], 1);
    let json = failure(&["moves", "many-pin", "--discs", "1000", "--pins", "3", "--json"], 1);
    assert_eq!(json, count);
}

#[test]
fn seek_prints_the_position_with_pins_from_1() {
    assert_eq!(
        success(&["seek", "many-pin", "--discs", "35", "--pins", "6", "--at", "105"]),
        "pin 1: empty; pin 2: 15 14 13 12 11 10 9 8 7 6 5 4 3 2 1; \
         pin 3: 25 24 23 22 21 20 19 18 17 16; pin 4: 31 30 29 28 27 26; pin 5: 34 33 32; pin 6: 35\n"
    );
    assert_eq!(
        success(&["seek", "classic", "--discs", "3", "--at", "0"]),
        "pin 1: 3 2 1; pin 2: empty; pin 3: empty\n"
    );
    assert_eq!(
        success(&["seek", "classic", "--discs", "3", "--at", "7"]),
        "pin 1: empty; pin 2: empty; pin 3: 3 2 1\n"
    );
}

#[test]
fn seek_goes_far_without_making_the_moves() {
    let out = success(&["seek", "classic", "--discs", "64", "--at", "18446744073709551615"]);
    assert!(out.starts_with("pin 1: empty; pin 2: empty; pin 3: 64 63 "), "{out}");
}

#[test]
fn seek_past_2_to_the_128_gives_the_core_s_reason_even_where_the_length_is_not_counted() {
    let args = ["seek", "many-pin", "--discs", "1000", "--pins", "3", "--at"];
    let err = failure(&[&args[..], &["340282366920938463463374607431768211456"]].concat(), 2);
    assert!(
        err.contains(
            "that number is far too large: moves are counted up to 2^128 - 1 (340,282,366,920,938,463,463,374,607,431,768,211,455)"
        ),
        "{err}"
    );
    let out = success(&[&args[..], &["340282366920938463463374607431768211455"]].concat());
    assert!(out.starts_with("pin 1: 1000 999 "), "{out}");
    let err = failure(&["seek", "classic", "--discs", "3", "--at", "x"], 2);
    assert!(err.contains("a move number is a whole number of 0 or more"), "{err}");
}

#[test]
fn seek_past_the_end_is_refused() {
    let err = failure(&["seek", "classic", "--discs", "3", "--at", "8"], 2);
    assert!(err.contains("past the end"), "{err}");
    // Both numbers with their thousands marked, as every count is written.
    let err = failure(&["seek", "classic", "--discs", "64", "--at", "99999999999999999999"], 2);
    assert!(
        err.contains("move 99,999,999,999,999,999,999 is past the end: the solution has 18,446,744,073,709,551,615 moves"),
        "{err}"
    );
}

#[test]
fn play_accepts_the_printed_solution() {
    // A real pipe, as in `hanoi moves classic --discs 5 | hanoi play classic --discs 5`.
    let mut moves = Command::new(env!("CARGO_BIN_EXE_hanoi"))
        .args(["moves", "classic", "--discs", "5"])
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let play = Command::new(env!("CARGO_BIN_EXE_hanoi"))
        .args(["play", "classic", "--discs", "5"])
        .stdin(Stdio::from(moves.stdout.take().unwrap()))
        .output()
        .unwrap();
    assert!(moves.wait().unwrap().success());
    assert_eq!(stdout(&play), "solved after 31 moves\n");
    assert_eq!(play.status.code(), Some(0));
}

#[test]
fn play_accepts_every_variations_solution() {
    for args in [
        ["reves", "--discs", "7", "--pins", "4"],
        ["many-pin", "--discs", "9", "--pins", "5"],
        ["classic-p", "--discs", "6", "--pins", "3"],
    ] {
        let moves = success(&[&["moves"], &args[..]].concat());
        let count = success(&[&["count"], &args[..]].concat());
        let play = hanoi_with_input(&[&["play"], &args[..]].concat(), &moves);
        assert_eq!(stdout(&play), format!("solved after {} moves\n", count.trim()), "{args:?}");
        assert_eq!(play.status.code(), Some(0));
    }
}

#[test]
fn play_skips_blank_lines_and_comments() {
    let play = hanoi_with_input(&["play", "classic", "--discs", "2"], "# two discs\n1 2\n\n  # next\n1 3\r\n 2 3 \n");
    assert_eq!(stdout(&play), "solved after 3 moves\n");
    assert_eq!(play.status.code(), Some(0));
}

#[test]
fn play_stops_at_the_first_illegal_move() {
    let play = hanoi_with_input(&["play", "classic", "--discs", "3"], "1 2\n1 2\n1 3\nnonsense\n");
    assert_eq!(
        stdout(&play),
        "illegal move 2: a larger disc may not go on a smaller one: disc 2 onto disc 1 on pin 2\n"
    );
    assert_eq!(play.status.code(), Some(1));
    assert_eq!(stderr(&play), "");
}

#[test]
fn play_numbers_pins_from_1_in_reasons() {
    let play = hanoi_with_input(&["play", "classic", "--discs", "3"], "1 4\n");
    assert_eq!(stdout(&play), "illegal move 1: there is no pin 4: the pins are numbered 1 to 3\n");
    let play = hanoi_with_input(&["play", "classic", "--discs", "3"], "# comment\n2 3\n");
    assert_eq!(stdout(&play), "illegal move 1: pin 2 is empty\n");
    let play = hanoi_with_input(&["play", "classic", "--discs", "3"], "0 2\n");
    assert_eq!(stdout(&play), "illegal move 1: there is no pin 0: pins are numbered from 1\n");
    assert_eq!(play.status.code(), Some(1));
}

#[test]
fn play_reports_malformed_lines_as_illegal_moves() {
    for (input, expected) in [
        ("1 3\n1\n", "illegal move 2: expected two pin numbers `from to`, got \"1\"\n"),
        ("1 3 2\n", "illegal move 1: expected two pin numbers `from to`, got \"1 3 2\"\n"),
        ("1 3\n1 2\nzero two\n", "illegal move 3: \"zero\" is not a pin number (pins are numbered from 1)\n"),
        ("1 -1\n", "illegal move 1: \"-1\" is not a pin number (pins are numbered from 1)\n"),
    ] {
        let play = hanoi_with_input(&["play", "classic", "--discs", "3"], input);
        assert_eq!(stdout(&play), expected, "{input:?}");
        assert_eq!(play.status.code(), Some(1));
    }
}

#[test]
fn play_reports_unfinished_puzzles() {
    let play = hanoi_with_input(&["play", "classic", "--discs", "3"], "1 3\n1 2\n");
    assert_eq!(stdout(&play), "not solved after 2 moves\n");
    assert_eq!(play.status.code(), Some(1));
    let play = hanoi_with_input(&["play", "reves", "--discs", "4"], "");
    assert_eq!(stdout(&play), "not solved after 0 moves\n");
    assert_eq!(play.status.code(), Some(1));
}

#[test]
fn bad_arguments_give_one_line_and_exit_2() {
    let cases: &[(&[&str], &str)] = &[
        (&[], "which command? list, moves, count, play, seek, graph, table, optimum, verify, game or weighted"),
        (&["game"], "which command? impartial, scoring, red-blue, list, table or sum (`hanoi game --help`"),
        (&["lst"], "'list'"),
        (&["count", "classic"], "--discs"),
        (&["count", "classic", "--discs", "65"], "Classic takes 0 to 64 discs, not 65"),
        (&["count", "classic", "--discs", "3", "--pins", "4"], "Classic always has 3 pins, not 4"),
        (&["count", "many-pin", "--discs", "3", "--pins", "2"], "Many-Pin takes 3 to 100 pins, not 2"),
        (&["count", "classic", "--discs", "-1"], "whole number"),
        (&["count", "classic", "--discs=-1"], "whole number"),
        (&["count", "classic", "--discs", "abc"], "whole number"),
        (&["count", "classic", "--discs", "99999999999999999999999"], "too large"),
        (&["moves", "classic", "--discs"], "--discs"),
        (&["moves", "towers", "--discs", "3"], "unknown variation \"towers\" (`hanoi list` shows them all)"),
        (&["count", "reves", "--discs", "3", "--pins", "5"], "Reve's puzzle always has 4 pins, not 5"),
        (&["verify", "multi-stack", "--upto", "3", "--pins", "5"], "Multi-Stack takes an even number of pins from 4 to 40, not 5"),
        (&["seek", "classic", "--discs", "3"], "--at"),
        (&["seek", "classic", "--discs", "3", "--at", "-2"], "whole number"),
        (&["count", "classic", "--discs", "3", "--bogus"], "--bogus"),
        (&["list", "extra"], "extra"),
    ];
    for (args, expected) in cases {
        let err = failure(args, 2);
        assert!(err.contains(expected), "hanoi {args:?}: {err:?} lacks {expected:?}");
    }
}

#[test]
fn help_and_version_print_normally() {
    let help = success(&["--help"]);
    assert!(help.contains("Tower of Hanoi") && help.contains("Examples:") && help.contains("hanoi list"), "{help}");
    for command in ["list", "moves", "count", "play", "seek"] {
        let help = success(&[command, "--help"]);
        assert!(help.contains("Usage: hanoi") && help.contains(&format!("hanoi {command}")), "{help}");
        assert_eq!(success(&["help", command]), help);
    }
    assert!(success(&["--version"]).starts_with("hanoi "));
}

#[test]
fn a_closed_pipe_ends_the_moves_quietly() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_hanoi"))
        .args(["moves", "classic", "--discs", "25"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    // An odd number of discs starts like three discs do.
    for expected in ["1 3", "1 2", "3 2"] {
        assert_eq!(lines.next().unwrap().unwrap(), expected);
    }
    drop(lines);
    let output = child.wait_with_output().unwrap();
    let err = stderr(&output);
    assert!(!err.contains("panicked") && err.is_empty(), "{err}");
    // Exit 0, or killed by SIGPIPE (no exit code) if that default is ever restored.
    assert!(matches!(output.status.code(), Some(0) | None), "{:?}", output.status);
}

#[test]
fn optimum_prints_the_length_then_a_shortest_solution() {
    assert_eq!(
        success(&["optimum", "classic", "--discs", "3"]),
        "optimum: 7 moves, 11 positions reached\n1 3\n1 2\n3 2\n1 3\n2 1\n2 3\n1 3\n"
    );
    assert_eq!(success(&["optimum", "classic", "--discs", "0"]), "optimum: 0 moves, 1 position reached\n");
}

#[test]
fn optimum_as_json_has_the_shape_of_moves_plus_optimal_and_positions() {
    let out = success(&["optimum", "reversi-e", "--discs", "6", "--json"]);
    assert!(out.starts_with("{\"variation\":\"Reversi_E\",\"discs\":6,\"pins\":4,\"count\":24,\"moves\":[["), "{out}");
    assert!(out.ends_with(",\"optimal\":true,\"positions\":4176}\n"), "{out}");
    assert_eq!(out.matches('[').count() - 1, 24);
    // The moves solve the puzzle under its rules.
    let moves: String = out
        .split("\"moves\":[[")
        .nth(1)
        .unwrap()
        .split("]]")
        .next()
        .unwrap()
        .split("],[")
        .map(|pair| pair.replace(',', " ") + "\n")
        .collect();
    let output = hanoi_with_input(&["play", "reversi-e", "--discs", "6"], &moves);
    assert_eq!(stdout(&output), "solved after 24 moves\n");
}

#[test]
fn optimum_refuses_sizes_too_large_for_the_memory_allowed() {
    let err = failure(&["optimum", "classic", "--discs", "30"], 2);
    assert!(err.contains("205891132094649 positions") && err.contains("--max-memory 4096"), "{err}");
    let err = failure(&["optimum", "classic", "--discs", "12", "--max-memory", "0"], 2);
    assert!(err.contains("531441 positions"), "{err}");
    failure(&["optimum", "classic", "--discs", "99"], 2);
    let err = failure(&["optimum", "multi-stack", "--discs", "20", "--pins", "40"], 2);
    assert!(err.contains("cannot search Multi-Stack") && err.contains("64 bits"), "{err}");
    failure(&["optimum", "nonesuch", "--discs", "3"], 2);
}

#[test]
fn verify_tabulates_the_solver_against_the_optimum() {
    assert_eq!(
        success(&["verify", "lundon-c", "--upto", "4"]),
        "  n      solver     optimum  verdict\n  \
           0           0           0  optimal\n  \
           1           2           2  optimal\n  \
           2           7           7  optimal\n  \
           3          21          15  longer by 6\n  \
           4          59          35  longer by 24\n"
    );
    let out = success(&["verify", "many-pin", "--upto", "5", "--pins", "5"]);
    assert_eq!(out.lines().count(), 7);
    assert!(out.lines().skip(1).all(|line| line.ends_with("optimal")), "{out}");
}

#[test]
fn verify_stops_with_a_message_at_a_size_too_large() {
    let output = hanoi(&["verify", "classic", "--upto", "8", "--max-memory", "0"]);
    assert_eq!(output.status.code(), Some(2));
    // n = 0 to 4 need under half a megabyte, which rounds up to 1 MB: none fits 0 MB.
    assert_eq!(stdout(&output), "  n      solver     optimum  verdict\n");
    assert!(stderr(&output).contains("--max-memory 0"), "{}", stderr(&output));
    failure(&["verify", "classic", "--upto", "65"], 2);
}

#[test]
fn graph_gives_every_position_and_move_and_the_solutions_path() {
    assert_eq!(
        success(&["graph", "classic", "--discs", "3"]),
        "Classic, 3 discs: 27 positions, 39 moves between them (every one reversible); the solution passes 8 positions\n"
    );
    let out = success(&["graph", "classic", "--discs", "3", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(out.lines().count(), 1);
    assert_eq!(v["nodes"].as_array().unwrap().len(), 27);
    assert_eq!(v["edges"].as_array().unwrap().len(), 39);
    assert_eq!(v["directed"], false);
    assert_eq!(v["start"], 0);
    let path = v["path"].as_array().unwrap();
    assert_eq!(path.len(), 8);
    assert_eq!(path.last(), Some(&v["goal"]));
    // The start: every disc on pin 1, as [size, colour], bottom to top.
    assert_eq!(v["nodes"][0], serde_json::json!([[[3, "green"], [2, "red"], [1, "green"]], [], []]));
    // Where the page draws each: Sierpinski's triangle, the start and the goal at its bottom corners.
    assert_eq!(v["layout"], "sierpinski");
    let points = v["points"].as_array().unwrap();
    assert_eq!(points.len(), 27);
    assert_eq!(points[0], serde_json::json!([0, 1]));
    assert_eq!(points[v["goal"].as_u64().unwrap() as usize], serde_json::json!([1, 1]));
    // Cyclic's moves go one way round.
    let cyclic: serde_json::Value = serde_json::from_str(&success(&["graph", "cyclic", "--discs", "2", "--json"])).unwrap();
    assert_eq!(cyclic["directed"], true);
    let dot = success(&["graph", "classic", "--discs", "2", "--dot"]);
    assert!(dot.starts_with("graph \"Classic, 2 discs\" {\n") && dot.ends_with("}\n"), "{dot}");
    assert_eq!(dot.matches(" -- ").count(), 12);
    assert_eq!(dot.matches("color=red").count(), 3, "the 3 moves of the solution");
    let too_big = failure(&["graph", "classic", "--discs", "11"], 2);
    assert!(too_big.contains("more than 100000 positions are reachable (up to 177147 by count)"), "{too_big}");
}

#[test]
fn table_gives_the_counts_by_number_of_discs() {
    assert_eq!(
        success(&["table", "classic", "reves", "--upto", "3", "--csv"]),
        "n,Classic,Reves\n0,0,0\n1,1,1\n2,3,3\n3,7,5\n"
    );
    // Text, right-aligned; a cell is empty beyond a variation's discs, and
    // says 2^128+ past 128 bits.
    let text = success(&["table", "many-pin", "classic", "--pins", "3", "--upto", "129"]);
    assert_eq!(text.lines().next().map(|l| l.split_whitespace().collect::<Vec<_>>()), Some(vec!["n", "Many_Pin", "Classic"]));
    assert!(text.lines().all(|line| line.len() == text.lines().next().unwrap().len()), "columns aligned:\n{text}");
    assert_eq!(text.lines().nth(4).map(str::split_whitespace).map(Iterator::collect::<Vec<_>>), Some(vec!["3", "7", "7"]));
    assert_eq!(text.lines().last().map(str::trim), Some("129                                   2^128+"));
    assert!(failure(&["table", "classic", "nope", "--upto", "3"], 2).contains("unknown variation \"nope\""));
    assert!(failure(&["table", "classic", "--upto", "1001"], 2).contains("--upto takes 0 to 1000 discs, not 1001"));
    assert!(failure(&["table", "--upto", "3"], 2).contains("VARIATION"));
}

/// `out` is one line of JSON whose top-level keys are exactly `keys`, in that order.
fn assert_json_keys(out: &str, keys: &[&str]) -> serde_json::Value {
    assert_eq!(out.lines().count(), 1, "{out}");
    let value: serde_json::Value = serde_json::from_str(out).unwrap_or_else(|e| panic!("{e}: {out}"));
    let object = value.as_object().unwrap();
    let mut got: Vec<&str> = object.keys().map(String::as_str).collect();
    let mut want = keys.to_vec();
    got.sort_unstable();
    want.sort_unstable();
    assert_eq!(got, want, "{out}");
    // In the order written (scripts that read the text may rely on it).
    let at: Vec<usize> = keys.iter().map(|k| out.find(&format!("\"{k}\":")).unwrap()).collect();
    assert!(at.windows(2).all(|w| w[0] < w[1]), "keys out of order in {out}");
    value
}

#[test]
fn json_outputs_parse_and_keep_their_fields() {
    let head = ["variation", "discs", "pins", "count", "moves"];
    let v = assert_json_keys(&success(&["moves", "reves", "--discs", "4", "--json"]), &head);
    assert_eq!((v["variation"].as_str(), v["discs"].as_u64(), v["pins"].as_u64()), (Some("Reves"), Some(4), Some(4)));
    assert_eq!(v["count"].as_u64().unwrap() as usize, v["moves"].as_array().unwrap().len());
    let optimum = assert_json_keys(
        &success(&["optimum", "classic", "--discs", "2", "--json"]),
        &[&head[..], &["optimal", "positions"]].concat(),
    );
    assert_eq!((optimum["optimal"].as_bool(), optimum["positions"].as_u64()), (Some(true), Some(5)));
    let ends = success(&["optimum", "classic", "--discs", "2", "--from", "- / 2 1 / -", "--json"]);
    let ends = assert_json_keys(&ends, &[&head[..], &["optimal", "positions", "from", "to"]].concat());
    assert_eq!((ends["from"].as_str(), ends["to"].as_str()), (Some("- / 2 1 / -"), Some("- / - / 2 1")));
    let graph = success(&["graph", "reves", "--discs", "2", "--json"]);
    let graph = assert_json_keys(
        &graph,
        &["variation", "discs", "pins", "directed", "start", "goal", "nodes", "edges", "path", "layout", "points"],
    );
    assert_eq!(graph["layout"], "by-distance");
    let points = graph["points"].as_array().unwrap();
    assert!(points.iter().flat_map(|p| p.as_array().unwrap()).all(|x| (0.0..=1.0).contains(&x.as_f64().unwrap())));
}

#[test]
fn json_moves_stream_with_the_exact_count_and_a_closed_pipe_ends_them_quietly() {
    use std::io::Read;
    let mut child = Command::new(env!("CARGO_BIN_EXE_hanoi"))
        .args(["moves", "classic", "--discs", "64", "--json"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut start = [0u8; 100];
    child.stdout.take().unwrap().read_exact(&mut start).unwrap();
    // 2^64 - 1 moves: the count exact, the moves streamed (never held).
    let start = String::from_utf8_lossy(&start);
    let head = "{\"variation\":\"Classic\",\"discs\":64,\"pins\":3,\"count\":18446744073709551615,\"moves\":[[1,2],[1,3],[2,3],";
    assert!(start.starts_with(head), "{start}");
    let output = child.wait_with_output().unwrap();
    let err = stderr(&output);
    assert!(err.is_empty(), "{err}");
    assert!(matches!(output.status.code(), Some(0) | None), "{:?}", output.status);
}

#[test]
fn a_search_too_large_for_the_limit_says_what_limit_would_start_it() {
    // Reve's 18: 4^18 positions, one ball meeting its mirror image with
    // 2 bits a position, 16,384 MB of marks and room for first layers.
    let err = failure(&["optimum", "reves", "--discs", "18"], 2);
    assert!(err.contains("more than --max-memory 4096 allows; it can start with --max-memory 18439"), "{err}");
}
