//! `hanoi game ... --from`: a two-player game solved from a position of
//! one's own, typed in the words the report uses (pegs, the disc just
//! moved, the lead, whose turn).

mod common;
use common::{failure, success};

fn json(args: &[&str]) -> serde_json::Value {
    serde_json::from_str(&success(args)).unwrap()
}

#[test]
fn the_report_is_for_the_start_given() {
    let out = success(&["game", "impartial", "--discs", "3", "--from", "3 / 2 / 1; disc 1 just moved"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "Impartial Tower of Hanoi, 3 pegs, 3 discs, EC1, from 3 / 2 / 1; disc 1 just moved");
    assert_eq!(lines[2], "Player 1 loses in 10 moves against perfect play");
    assert_eq!(lines[3], "49 positions reachable from the start");
    // The first move is from that position: disc 1 may not move, disc 2 goes back.
    assert_eq!(lines[5].split_whitespace().collect::<Vec<_>>(), ["1.", "first", "disc", "2", "peg", "2", "to", "peg", "1"]);
    // Typed loosely, written back in its canonical words.
    let v = json(&["game", "impartial", "--discs", "3", "--from", " 3|2 |1 ;DISC 1 JUST MOVED", "--json"]);
    assert_eq!((v["from"].as_str(), v["value"].as_str(), v["remoteness"].as_u64()), (Some("3 / 2 / 1; disc 1 just moved"), Some("second"), Some(10)));
}

#[test]
fn scoring_play_starts_from_the_lead_and_red_blue_from_whose_turn() {
    let out = success(&["game", "scoring", "--discs", "3", "--weights", "1,1,1", "--from", "3 2 1 / - / -; lead -1"]);
    assert!(out.contains("draw: neither player can force a win"), "{out}");
    // The totals start from the lead: Player 2 one ahead.
    assert!(out.contains("1. first   disc 1  peg 1 to peg 2   +1   (totals 1 to 1)"), "{out}");
    let v = json(&["game", "red-blue", "--discs", "2", "--from", "2b / 1b / 1r / 2r; red to move", "--json"]);
    assert_eq!((v["first"].as_str(), v["line"][0]["player"].as_str()), (Some("red"), Some("red")));
}

#[test]
fn a_position_the_rules_refuse_gets_one_line_naming_what_is_wrong_and_exit_2() {
    let refused = [
        (vec!["impartial", "--discs", "3"], "3 2 / 2 / 1", "disc 2 is written twice"),
        (vec!["impartial", "--discs", "3"], "2 3 / 1 / -", "peg 1: disc 3 is on disc 2, a smaller one"),
        (vec!["impartial", "--discs", "3"], "- / - / 3 2 1; disc 1 just moved", "the tower is complete on peg 3: the game has already ended there"),
        (vec!["impartial", "--discs", "2"], "2 1 / - / -; disc 2 just moved", "disc 2 is not on top of peg 1, so it cannot be the disc just moved"),
        (vec!["scoring", "--weights", "2,4,-6"], "3 2 / 1 / -; lead 3", "a lead of 3 cannot arise: every move scores a multiple of 2, so every lead is one"),
        (vec!["red-blue", "--discs", "2"], "2b 1b / - / - / 2r 1", "peg 4: disc 1: say its colour, 1b or 1r"),
    ];
    for (args, from, why) in refused {
        let mut all = vec!["game"];
        all.extend(args);
        all.extend(["--from", from]);
        let err = failure(&all, 2);
        assert_eq!(err, format!("hanoi: cannot start from \"{from}\": {why}\n"));
    }
}
