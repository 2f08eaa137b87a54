//! `hanoi game impartial --players P`: several players (CLM section 7.4).

mod common;
use common::{failure, success};

#[test]
fn three_players_two_discs_the_first_is_kingmaker() {
    let out = success(&["game", "impartial", "--players", "3", "--discs", "2", "--end", "EC1"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "Impartial Tower of Hanoi, 3 pegs, 2 discs, EC1, 3 players", "{out}");
    assert!(lines[1].contains("the player who moved last wins"), "{out}");
    assert!(lines[2].starts_with("No player can force a win, but Player 1, to move, is the kingmaker"), "{out}");
    // The line ends with a win, the effect of each move beside it.
    assert!(out.trim_end().ends_with("has won"), "{out}");
    assert!(lines[5].contains("Player 1  disc 1"), "{out}");
}

#[test]
fn three_players_json_adds_players_and_hands_after_the_usual_keys() {
    let out = success(&["game", "impartial", "--players", "3", "--discs", "2", "--end", "EC1", "--json"]);
    let map: serde_json::Map<String, serde_json::Value> = serde_json::from_str(&out).unwrap();
    let mut keys: Vec<(usize, String)> = map.keys().map(|k| (out.find(&format!("\"{k}\":")).unwrap(), k.clone())).collect();
    keys.sort();
    let keys: Vec<String> = keys.into_iter().map(|(_, k)| k).collect();
    assert_eq!(
        keys,
        ["game", "title", "pegs", "discs", "end", "ko", "value", "remoteness", "exact", "positions", "line", "repeats", "players", "hands"]
    );
    assert_eq!(map["value"], "kingmaker");
    assert_eq!(map["hands"], serde_json::json!(["second", "third"]));
    let line = map["line"].as_array().unwrap();
    assert_eq!(line[2]["player"], "third");
    let three = success(&["game", "impartial", "--players", "3", "--discs", "3", "--json"]);
    let three: serde_json::Value = serde_json::from_str(&three).unwrap();
    assert_eq!((three["value"].as_str(), three["repeats"].as_bool()), (Some("draw"), Some(true)));
    let four = success(&["game", "impartial", "--players", "4", "--discs", "2", "--end", "EC2", "--json"]);
    let four: serde_json::Value = serde_json::from_str(&four).unwrap();
    assert_eq!((four["value"].as_str(), four["remoteness"].as_u64()), (Some("third"), Some(7)));
}

#[test]
fn too_many_players_are_refused() {
    let err = failure(&["game", "impartial", "--players", "7"], 2);
    assert!(err.contains("2 to 6 players"), "{err}");
}

/// EC2 with one disc: the first player cannot move at all; the last in turn
/// counts as having moved last, as the second does with two players.
#[test]
fn a_start_without_a_legal_move_is_explained() {
    let out = success(&["game", "impartial", "--players", "4", "--discs", "1", "--end", "EC2"]);
    assert!(out.contains("Player 4 has won\nPlayer 1 has no legal move at the start"), "{out}");
    let two = success(&["game", "impartial", "--discs", "1", "--end", "EC2"]);
    assert!(two.contains("Player 1 has no legal move and loses at once"), "{two}");
}

/// A drawn line of several players shows its start in the text and says how
/// long it runs until a position comes round again; the JSON has it all.
#[test]
fn a_long_drawn_line_is_shown_by_its_start() {
    let out = success(&["game", "impartial", "--players", "3", "--discs", "6"]);
    let last = out.lines().last().unwrap();
    assert!(last.trim_start().starts_with("... a position comes round again after "), "{out}");
    let moves: usize = last.split_whitespace().rev().nth(1).unwrap().parse().unwrap();
    let json = success(&["game", "impartial", "--players", "3", "--discs", "6", "--json"]);
    let json: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(json["line"].as_array().unwrap().len(), moves);
    assert_eq!(json["repeats"], true);
}

/// A draw's line that wanders on (8 discs, three players) is cut after
/// 1000 moves, in the text and in the JSON, instead of running to millions.
#[test]
fn a_drawn_line_that_wanders_is_cut() {
    let out = success(&["game", "impartial", "--players", "3", "--discs", "8"]);
    let last = out.lines().last().unwrap();
    assert_eq!(last.trim_start(), "... and on: the line is cut after 1000 moves, before a position comes round again", "{out}");
    let json = success(&["game", "impartial", "--players", "3", "--discs", "8", "--json"]);
    let json: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(json["line"].as_array().unwrap().len(), 1000);
    assert_eq!(json["repeats"], true);
}
