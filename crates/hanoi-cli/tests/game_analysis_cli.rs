//! `hanoi game <id> --moves` and `--export csv|json`: the start's moves with
//! their delta remoteness, and the whole analysis read back.

mod common;
use common::{failure, success};

#[test]
fn the_csv_export_has_its_header_a_row_per_position_and_the_start_first() {
    let out = success(&["game", "impartial", "--discs", "3", "--export", "csv"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "position,just_moved,to_move,score_difference,note,value,remoteness,gsg");
    assert_eq!(lines[1], "3 2 1 / - / -,,,,,win,7,1");
    // As many rows as the report's positions.
    let report: serde_json::Value = serde_json::from_str(&success(&["game", "impartial", "--discs", "3", "--json"])).unwrap();
    assert_eq!(lines.len() as u64 - 1, report["positions"].as_u64().unwrap());
    // Red–Blue names the player to move.
    let out = success(&["game", "red-blue", "--discs", "1", "--export", "CSV"]);
    assert_eq!(out.lines().nth(1), Some("1b / - / - / 1r; blue to move,,Blue,,,win,1,"));
}

#[test]
fn the_json_export_parses_with_every_position() {
    let out = success(&["game", "scoring", "--discs", "2", "--export", "json"]);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    let rows = json["rows"].as_array().unwrap();
    assert_eq!(rows.len() as u64, json["positions"].as_u64().unwrap());
    assert_eq!(json["game"], "scoring");
    assert_eq!(rows[0]["value"], "win");
    assert_eq!(rows[0]["remoteness"], 5);
    assert_eq!(rows[0]["score_difference"], 0);
    assert!(rows.iter().any(|r| r["value"] == "draw" && r["remoteness"].is_null()));
}

#[test]
fn moves_lists_each_move_with_its_value_and_delta_remoteness() {
    let out = success(&["game", "impartial", "--discs", "3", "--moves"]);
    assert!(out.contains("disc 1  peg 1 to peg 2   win in 9   Δ 2, 2 moves slower than the fastest win"), "{out}");
    assert!(out.contains("disc 1  peg 1 to peg 3   win in 7   Δ 0, the fastest win   value after: 0   (best)"), "{out}");
    let json: serde_json::Value = serde_json::from_str(&success(&["game", "impartial", "--discs", "3", "--moves", "--json"])).unwrap();
    assert_eq!(json["moves"][0]["delta"], 2);
    assert_eq!(json["moves"][1]["best"], true);
}

#[test]
fn a_bad_format_is_refused_in_words() {
    let err = failure(&["game", "impartial", "--export", "xml"], 2);
    assert!(err.contains("the export is csv or json, not \"xml\""), "{err}");
}
