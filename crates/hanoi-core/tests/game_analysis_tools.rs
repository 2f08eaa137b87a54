//! The analysis tools of the Games view and `hanoi game`: each legal move's
//! delta remoteness, a scorecard of one player's moves, and the whole
//! analysis written out as CSV and JSON.

use hanoi_core::game::{
    delta_remoteness, ExportFormat, GameSpec, Match, Scorecard, SpecText, Value, Verdict, CSV_HEADER,
};
use hanoi_core::Move;

fn game(pairs: &[(&str, &str)]) -> Match {
    Match::new(&GameSpec::check(&SpecText::of(pairs)).expect("a valid game")).unwrap()
}

fn mv(from: u8, to: u8) -> Move {
    Move::new(from - 1, to - 1)
}

#[test]
fn each_move_from_the_start_has_its_delta_remoteness() {
    // 3 discs, EC1: a win in 7; disc 1 to peg 2 wins only in 9.
    let mut g = game(&[("game", "impartial"), ("discs", "3")]);
    let choices = g.choices();
    let values: Vec<Value> = choices.iter().map(|c| c.value).collect();
    assert_eq!(values, [Value::Win(9), Value::Win(7)]);
    assert_eq!(delta_remoteness(&values), [Some(2), Some(0)]);
    // The best move always has delta 0, in every position of a game.
    let mut g = game(&[("game", "red-blue"), ("discs", "2")]);
    for _ in 0..6 {
        let values: Vec<Value> = g.choices().iter().map(|c| c.value).collect();
        let deltas = delta_remoteness(&values);
        for (c, d) in g.choices().iter().zip(&deltas) {
            if c.best && c.value.remoteness().is_some() {
                assert_eq!(*d, Some(0), "{:?}", c);
            }
        }
        let Some(m) = g.computer_move(hanoi_core::game::Skill::Perfect, [0.0, 0.0]) else { break };
        g.play(m).unwrap();
    }
}

#[test]
fn a_scorecard_says_what_each_of_your_moves_did() {
    let mut g = game(&[("game", "impartial"), ("discs", "3")]);
    g.play(mv(1, 2)).unwrap(); // a win in 9 rather than 7: slower
    let reply = g.computer_move(hanoi_core::game::Skill::Perfect, [0.0, 0.0]).unwrap();
    g.play(reply).unwrap();
    let best = g.choices().into_iter().find(|c| c.best).unwrap().mv;
    g.play(best).unwrap(); // the fastest from there
    let card = Scorecard::of(g.plies(), 0);
    let verdicts: Vec<Verdict> = card.moves.iter().map(|m| m.1).collect();
    assert_eq!(verdicts, [Verdict::KeptWin { slower: 2 }, Verdict::KeptWin { slower: 0 }]);
    assert_eq!(card.summary(), "2 moves: 1 best, 1 slower than the best.");
    assert_eq!(verdicts[0].words(false), "kept the win, but 2 moves slower");
    // The computer's one move, as Player 2's card: held out longest.
    assert_eq!(Scorecard::of(g.plies(), 1).moves[0].1, Verdict::HeldOut { sooner: 0 });
}

#[test]
fn the_export_lists_every_position_once_with_its_value() {
    let mut g = game(&[("game", "impartial"), ("discs", "3")]);
    let csv = g.export(ExportFormat::Csv).unwrap();
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines[0], CSV_HEADER);
    assert_eq!(lines.len() as u64 - 1, g.positions());
    assert_eq!(lines[1], "3 2 1 / - / -,,,,,win,7,1");
    assert!(lines.contains(&"- / - / 3 2 1; disc 1 just moved,1,,,,lose,0,0"));
    assert_eq!(g.export_name(ExportFormat::Csv), "impartial-tower-of-hanoi-3-pegs-3-discs-ec1.csv");
    // A negative weight keeps its sign in the name.
    let g = game(&[("game", "scoring"), ("discs", "2"), ("weights", "1,2,-3")]);
    assert_eq!(g.export_name(ExportFormat::Json), "scoring-tower-of-hanoi-2-discs-ec1-weights-1-2-minus3.json");

    // JSON: the same rows; scoring play's score difference as a number.
    let mut g = game(&[("game", "scoring"), ("discs", "2")]);
    let json: serde_json::Value = serde_json::from_str(&g.export(ExportFormat::Json).unwrap()).unwrap();
    assert_eq!(json["positions"].as_u64(), Some(g.positions()));
    assert_eq!(json["rows"].as_array().unwrap().len() as u64, g.positions());
    let start = &json["rows"][0];
    assert_eq!(start["position"], "2 1 / - / -");
    assert_eq!(start["score_difference"], 0);
    assert_eq!(start["value"], "win");
    assert_eq!(start["gsg"], serde_json::Value::Null);

    // Red–Blue says whose turn it is; EC2 whether the largest disc has moved.
    let mut g = game(&[("game", "red-blue"), ("discs", "1")]);
    let csv = g.export(ExportFormat::Csv).unwrap();
    assert!(csv.lines().nth(1).unwrap().contains(",Blue,"), "{csv}");
    let mut g = game(&[("game", "impartial"), ("discs", "2"), ("end", "ec2")]);
    assert!(g.export(ExportFormat::Csv).unwrap().lines().nth(1).unwrap().contains("disc 2 has not moved"));
}

#[test]
fn formats_are_read_and_refused_in_words() {
    assert_eq!(ExportFormat::parse("CSV"), Ok(ExportFormat::Csv));
    assert_eq!(ExportFormat::parse("json"), Ok(ExportFormat::Json));
    assert_eq!(ExportFormat::parse("xml").unwrap_err(), "the export is csv or json, not \"xml\"");
    let g = game(&[("game", "impartial"), ("discs", "3")]);
    assert_eq!(g.export_refusal_for_page(), None);
}

#[test]
fn a_sums_computer_of_chosen_skill_errs_only_at_its_chance() {
    use hanoi_core::game::sum::{SumAnalysis, SumMatch, SumSpec};
    use hanoi_core::game::{Skill, Where};
    let spec = SumSpec::parse(&["3:2:EC1", "3:2:EC3"], Where::Command).unwrap();
    let analysis = SumAnalysis::run(&spec, &mut |_, _| std::ops::ControlFlow::Continue(())).unwrap();
    let mut sum = SumMatch::new(analysis);
    let fresh = || SumMatch::new(SumAnalysis::run(&spec, &mut |_, _| std::ops::ControlFlow::Continue(())).unwrap());
    let perfect = sum.computer_move();
    // Perfect, or erring when the roll is above the chance: the perfect move.
    assert_eq!(sum.computer_move_at(Skill::Perfect, [0.0, 0.9]), perfect);
    assert_eq!(sum.computer_move_at(Skill::Errs { chance: 0.3 }, [0.5, 0.9]), perfect);
    // Erring: any legal move, the pick choosing among them; each one legal.
    let mut seen = std::collections::BTreeSet::new();
    for pick in [0.0, 0.2, 0.4, 0.6, 0.8, 0.99] {
        let at = sum.computer_move_at(Skill::Errs { chance: 0.3 }, [0.1, pick]).unwrap();
        seen.insert((at.part, at.mv.from, at.mv.to));
        let mut trial = fresh();
        assert!(trial.play(at).is_ok());
    }
    assert!(seen.len() > 1, "{seen:?}");
}

#[test]
fn several_players_get_a_scorecard_and_deltas_too() {
    // 3 players, 2 discs, EC1: the first is kingmaker and loses; holding out is best.
    let mut g = game(&[("game", "impartial"), ("discs", "2"), ("players", "3")]);
    let values: Vec<Value> = g.choices().iter().map(|c| c.value).collect();
    assert_eq!(values, [Value::Lose(3), Value::Lose(5)]);
    assert_eq!(delta_remoteness(&values), [Some(2), Some(0)]);
    g.play(mv(1, 2)).unwrap();
    let card = Scorecard::of(g.plies(), 0);
    assert_eq!(card.moves, [(0, Verdict::HeldOut { sooner: 2 })]);
    assert_eq!(card.summary(), "1 move: 1 slower than the best.");
}

#[test]
fn losing_a_small_sum_the_perfect_computer_holds_out_longest() {
    use hanoi_core::game::sum::{PartMove, ProductGame, SumAnalysis, SumMatch, SumOutcome, SumSpec};
    use hanoi_core::game::{Analysis, Game, Next, Where};
    for parts in [["3:2:EC1", "3:2:EC1"], ["3:2:EC1", "3:1:EC2"], ["3:2:EC3", "3:2:EC5"]] {
        let spec = SumSpec::parse(&parts, Where::Command).unwrap();
        let analysis = SumAnalysis::run(&spec, &mut |_, _| std::ops::ControlFlow::Continue(())).unwrap();
        let mut sum = SumMatch::new(analysis);
        let mut product = ProductGame::new(spec.games());
        let exact = Analysis::run(&mut product).unwrap();
        // Play perfect moves on both sides; at each lost position the move made is a slowest loss.
        let mut lost = 0;
        while let Some(at) = sum.computer_move() {
            if sum.outcome() == SumOutcome::Lose {
                lost += 1;
                let rank = product.join(sum.ranks());
                let Some(Value::Lose(r)) = exact.value(rank) else { panic!("{parts:?}: the values and the product agree") };
                let mut after = None;
                product.moves(rank, &mut |mv, next| {
                    if PartMove::decoded(mv) == at {
                        after = Some(next);
                    }
                });
                let Some(Next::Rank(next)) = after else { panic!("a legal move") };
                assert_eq!(exact.value(next), Some(Value::Win(r - 1)), "{parts:?}: held out longest");
            }
            sum.play(at).unwrap();
        }
        assert!(lost > 0, "{parts:?} had a lost position on the way");
    }
}

#[test]
fn a_page_refuses_to_write_a_huge_analysis_with_its_size_and_the_command_that_streams_it() {
    let g = game(&[("game", "impartial"), ("discs", "11")]);
    assert_eq!(
        g.export_refusal_for_page().unwrap(),
        "the analysis has 354,290 positions, more than the 250,000 a page writes out; the command line streams it: hanoi game impartial --discs 11 --export csv"
    );
}

/// Each exported row's position, given back as the game's start (`--from`,
/// the page's *Start from…*), starts the game at that very position: the
/// new analysis's first row is the row itself, value and remoteness
/// included (scores count from the position, so only its lead carries).
#[test]
fn every_exported_position_starts_a_game_there_with_its_value() {
    let games: &[&[(&str, &str)]] = &[
        &[("game", "impartial"), ("discs", "3")],
        &[("game", "impartial"), ("discs", "3"), ("end", "EC2")],
        &[("game", "impartial"), ("discs", "2"), ("end", "EC5"), ("ko", "on")],
        &[("game", "impartial"), ("pegs", "4"), ("discs", "2"), ("end", "EC4"), ("misere", "on")],
        &[("game", "impartial"), ("discs", "2"), ("players", "3")],
        &[("game", "scoring"), ("discs", "2"), ("weights", "1,2.5,-3")],
        &[("game", "red-blue"), ("discs", "2")],
    ];
    for pairs in games {
        let csv = game(pairs).export(ExportFormat::Csv).unwrap();
        let rows: Vec<&str> = csv.lines().skip(1).collect();
        let mut played = 0;
        for row in &rows {
            // The position is the first field, quoted where it holds a comma.
            let position = match row.strip_prefix('"') {
                Some(rest) => rest.split_once("\",").unwrap().0.replace("\"\"", "\""),
                None => row.split_once(',').unwrap().0.to_string(),
            };
            let mut with_start: Vec<(&str, &str)> = pairs.to_vec();
            with_start.push(("from", &position));
            let Ok(spec) = GameSpec::check(&SpecText::of(&with_start)) else {
                // Only a finished position is refused as a start: the game would already be over.
                assert_eq!(row.rsplitn(3, ',').nth(1), Some("0"), "{pairs:?}: {row} refused");
                continue;
            };
            let again = Match::new(&spec).unwrap().export(ExportFormat::Csv).unwrap();
            let first = again.lines().nth(1).unwrap();
            if pairs.contains(&("game", "scoring")) {
                // Scores count from the start: the row's lead becomes the starting totals.
                fn value_of(r: &str) -> Vec<&str> {
                    r.rsplitn(4, ',').skip(1).collect()
                }
                assert_eq!(value_of(first), value_of(row), "{pairs:?} from {position}");
            } else {
                assert_eq!(first, *row, "{pairs:?} from {position}");
            }
            played += 1;
        }
        assert!(played * 2 > rows.len(), "{pairs:?}: most rows start a game ({played} of {})", rows.len());
    }
}
