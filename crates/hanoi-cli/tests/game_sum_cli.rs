//! `hanoi game sum`: sums of impartial games from the command line, checked
//! against the brute-force analysis of the sum as one game.

mod common;
use common::{failure, success};
use hanoi_core::game::sum::{PartMove, ProductGame, SumSpec};
use hanoi_core::game::{Analysis, Game, Next, Value, Where};
use hanoi_core::Move;

fn json(args: &[&str]) -> serde_json::Value {
    let out = success(args);
    assert_eq!(out.lines().count(), 1, "one JSON object on one line: {out}");
    serde_json::from_str(&out).unwrap()
}

/// The brute force's value at the start, and after the move the CLI printed.
fn brute(parts: &[&str], mv: &serde_json::Value) -> (Value, Option<Value>) {
    let spec = SumSpec::parse(parts, Where::Command).unwrap();
    let mut game = ProductGame::new(spec.games());
    let analysis = Analysis::run(&mut game).unwrap();
    let start = game.start();
    let after = mv.as_object().map(|m| {
        let peg = |k: &str| m[k].as_u64().unwrap() as u8 - 1;
        let at = PartMove { part: m["part"].as_u64().unwrap() as usize - 1, mv: Move::new(peg("from"), peg("to")) };
        let Ok(Next::Rank(next)) = game.play(start, at.encoded()) else { panic!("the CLI's move is legal") };
        analysis.value(next).unwrap()
    });
    (analysis.value(start).unwrap(), after)
}

#[test]
fn the_cli_answers_as_the_product_graph_does() {
    for parts in [
        &["3:1:EC1", "3:1:EC1"][..],
        &["4:2:EC4", "3:3:EC2", "3:2:EC3"],
        &["3:2:EC1", "4:2:EC1"],
        &["3:2:EC2", "3:1:EC2"],
        &["4:1:EC1", "3:3:EC5", "3:1:EC3"],
    ] {
        let mut args = vec!["game", "sum"];
        args.extend_from_slice(parts);
        args.push("--json");
        let v = json(&args);
        let (start, after) = brute(parts, &v["move"]);
        match v["value"].as_str().unwrap() {
            "first" => {
                assert!(matches!(start, Value::Win(_)), "{parts:?}: {start}");
                assert!(matches!(after, Some(Value::Lose(_))), "{parts:?}: the winning move leads to {after:?}");
            }
            "second" => {
                assert!(matches!(start, Value::Lose(_)), "{parts:?}: {start}");
                assert!(v["move"].is_null());
            }
            "draw" => {
                assert_eq!(start, Value::Draw, "{parts:?}");
                assert_eq!(after, Some(Value::Draw), "{parts:?}: the drawing move");
            }
            other => panic!("value {other}"),
        }
        assert_eq!(v["parts"].as_array().unwrap().len(), parts.len());
    }
}

#[test]
fn sum_json_and_text_give_the_values_and_the_move() {
    let v = json(&["game", "sum", "3:1:EC1", "3:1:EC1", "--json"]);
    assert_eq!(v["value"], "second");
    assert_eq!(v["gsg"], "0");
    assert_eq!(v["parts"][0], serde_json::json!({"part": "3:1:EC1", "pegs": 3, "discs": 1, "end": "EC1", "gsg": "1"}));
    let v = json(&["game", "sum", "4:2:EC4", "3:3:EC2", "3:2:EC3", "--json"]);
    assert_eq!((v["value"].as_str(), v["gsg"].as_str()), (Some("first"), Some("1")));
    assert_eq!(v["move"], serde_json::json!({"part": 1, "disc": 1, "from": 1, "to": 2}));
    let out = success(&["game", "sum", "4:2:EC4", "3:3:EC2", "3:2:EC3"]);
    assert!(out.contains("Tower 2 (3 pegs, 3 discs, EC2): value 1"), "{out}");
    assert!(out.contains("The sum is worth 1 ⊕ 1 ⊕ 1 = 1: the first player can force a win."), "{out}");
    assert!(out.contains("A winning move: in tower 1, disc 1 from peg 1 to peg 2."), "{out}");
    let out = success(&["game", "sum", "3:2:EC1", "4:2:EC1"]);
    assert!(out.contains("= ∞: neither player can force a win (a draw)"), "{out}");
    assert!(out.contains("A move that keeps the draw: in tower 1"), "{out}");
}

#[test]
fn bad_parts_are_refused_naming_the_part_and_the_limits() {
    assert_eq!(failure(&["game", "sum", "3:2:EC1"], 2), "hanoi: a sum takes 2 to 4 parts, each pegs:discs:ending as in 3:2:EC1 3:3:EC5, not 1\n");
    assert_eq!(
        failure(&["game", "sum", "3:2:EC1", "3:20:EC1"], 2),
        "hanoi: part 2, \"3:20:EC1\": the impartial game takes 1 to 13 discs on 3 pegs, not 20\n"
    );
    assert_eq!(
        failure(&["game", "sum", "7:1:EC1", "3:1:EC1"], 2),
        "hanoi: part 1, \"7:1:EC1\": the impartial game takes 3 to 6 pegs, not 7\n"
    );
    assert_eq!(
        failure(&["game", "sum", "3:1:EC9", "3:1:EC1"], 2),
        "hanoi: part 1, \"3:1:EC9\": the ending is EC1, EC2, EC3, EC4 or EC5, not \"EC9\"\n"
    );
    assert_eq!(
        failure(&["game", "sum", "3:1", "3:1:EC1"], 2),
        "hanoi: part 1, \"3:1\": a part is written pegs:discs:ending, as 3:2:EC1\n"
    );
    let five = ["game", "sum", "3:1:EC1", "3:1:EC1", "3:1:EC1", "3:1:EC1", "3:1:EC1"];
    assert_eq!(failure(&five, 2), "hanoi: a sum takes 2 to 4 parts, each pegs:discs:ending as in 3:2:EC1 3:3:EC5, not 5\n");
}
