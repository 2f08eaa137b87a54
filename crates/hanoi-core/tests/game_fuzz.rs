//! Fuzzing the two-player games' mid-end: random sequences of moves (legal
//! ones chosen often, any pegs otherwise), undo, redo, the computer's move,
//! and the reads a page makes, on small games of every kind. Nothing may
//! panic, and after every operation the match agrees with a plain model:
//! a move is accepted exactly when it is among the legal choices, the
//! positions are those the moves led to (undo and redo included), and the
//! computer only ever picks a legal move.
//!
//! `make test` runs a short round; `make fuzz` a long one (PROPTEST_CASES).

use std::sync::atomic::{AtomicU64, Ordering};

use hanoi_core::game::{GameSpec, Match, Skill, SpecText};
use hanoi_core::{Move, Position};
use proptest::prelude::*;
use proptest::test_runner::TestRunner;

/// Small games of each kind, each ending, and more than 3 pegs.
const GAMES: &[[&str; 6]] = &[
    // game, pegs, discs, end, weights, first
    ["impartial", "3", "3", "EC1", "", "blue"],
    ["impartial", "3", "2", "EC2", "", "blue"],
    ["impartial", "3", "3", "EC3", "", "blue"],
    ["impartial", "4", "2", "EC4", "", "blue"],
    ["impartial", "3", "2", "EC5", "", "blue"],
    ["scoring", "3", "2", "EC1", "1,2,-3", "blue"],
    ["scoring", "3", "2", "EC2", "0,-1,5", "blue"],
    ["red-blue", "3", "2", "EC1", "", "blue"],
    ["red-blue", "3", "1", "EC1", "", "red"],
];

#[derive(Clone, Debug)]
enum Op {
    /// The i-th legal choice (mod their number).
    Choose(usize),
    Play(u8, u8),
    Undo,
    Redo,
    Computer(f64, f64, f64),
    Read(usize),
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        6 => any::<usize>().prop_map(Op::Choose),
        2 => (0u8..6, 0u8..6).prop_map(|(f, t)| Op::Play(f, t)),
        3 => Just(Op::Undo),
        2 => Just(Op::Redo),
        2 => (0.0..1.0, 0.0..1.0, 0.0..1.0).prop_map(|(c, r, p)| Op::Computer(c, r, p)),
        2 => any::<usize>().prop_map(Op::Read),
    ]
}

/// The positions so far (`seen[0]` the start) and the moves undone, newest last.
struct Model {
    seen: Vec<Position>,
    undone: Vec<(Move, Position)>,
}

fn play(game: &mut Match, model: &mut Model, mv: Move) -> Result<(), TestCaseError> {
    let legal = game.choices().iter().any(|c| c.mv == mv);
    let before = game.position();
    let played = game.play(mv);
    prop_assert_eq!(played.is_ok(), legal, "{:?}", mv);
    if played.is_ok() {
        prop_assert!(game.position() != before || game.position().pins().count() == 0, "a move changed nothing");
        model.seen.push(game.position());
        model.undone.clear();
    } else {
        prop_assert_eq!(game.position(), before, "a refused move changes nothing");
    }
    Ok(())
}

fn check(game: &mut Match, model: &mut Model, op: &Op) -> Result<(), TestCaseError> {
    match *op {
        Op::Choose(i) => {
            let choices = game.choices();
            if let Some(choice) = choices.get(i % choices.len().max(1)) {
                play(game, model, choice.mv)?;
            }
        }
        Op::Play(from, to) => play(game, model, Move::new(from, to))?,
        Op::Undo => {
            let undone = game.undo();
            prop_assert_eq!(undone.is_some(), model.seen.len() > 1);
            if let Some(mv) = undone {
                let after = model.seen.pop().unwrap();
                model.undone.push((mv, after));
            }
        }
        Op::Redo => {
            let redone = game.redo();
            let expected = model.undone.pop();
            prop_assert_eq!(redone, expected.as_ref().map(|(mv, _)| *mv));
            if let Some((_, after)) = expected {
                model.seen.push(after);
            }
        }
        Op::Computer(chance, roll, pick) => {
            let choices = game.choices();
            if let Some(mv) = game.computer_move(Skill::Errs { chance }, [roll, pick]) {
                prop_assert!(choices.iter().any(|c| c.mv == mv), "the computer chose {:?}, not a legal move", mv);
            } else {
                prop_assert!(choices.is_empty(), "the computer found no move among {} legal ones", choices.len());
            }
        }
        Op::Read(i) => {
            let _ = (game.value(), game.finish(), game.to_move(), game.score(0), game.score(1), game.plies().len());
            for peg in 0..game.position().pins().count() + 1 {
                let _ = game.lift_error(peg);
            }
            let t = i % model.seen.len();
            prop_assert_eq!(&game.position_at(t), &model.seen[t], "position_at({})", t);
        }
    }
    prop_assert_eq!(game.moves_made(), model.seen.len() - 1);
    prop_assert_eq!(&game.position(), model.seen.last().unwrap());
    Ok(())
}

const CASES: u32 = 16;

#[test]
fn random_play_keeps_every_game_consistent() {
    let cases = std::env::var("PROPTEST_CASES").ok().and_then(|c| c.parse().ok()).unwrap_or(CASES);
    let config = ProptestConfig { cases, failure_persistence: None, ..ProptestConfig::default() };
    let specs: Vec<GameSpec> = GAMES
        .iter()
        .map(|&[game, pegs, discs, end, weights, first]| {
            let text = SpecText::of(&[
                ("game", game),
                ("pegs", pegs),
                ("discs", discs),
                ("end", end),
                ("weights", weights),
                ("first", first),
            ]);
            GameSpec::check(&text).unwrap_or_else(|e| panic!("{game}: {e}"))
        })
        .collect();
    // Solved once; each sequence plays on a copy.
    let solved: Vec<Match> = specs.iter().map(|spec| Match::new(spec).unwrap()).collect();
    let checked = AtomicU64::new(0);
    let mut runner = TestRunner::new(config);
    let result = runner.run(&proptest::collection::vec(op(), 1..80), |ops| {
        for (spec, fresh) in specs.iter().zip(&solved) {
            let mut game = fresh.clone();
            let mut model = Model { seen: vec![game.position()], undone: Vec::new() };
            for op in &ops {
                check(&mut game, &mut model, op).map_err(|e| {
                    TestCaseError::fail(format!("{}: {e}", spec.title()))
                })?;
                checked.fetch_add(1, Ordering::Relaxed);
            }
        }
        Ok(())
    });
    println!(
        "game fuzz: {} cases ({cases} sequences on each of {} games), {} operations checked, {}",
        cases as usize * specs.len(),
        specs.len(),
        checked.load(Ordering::Relaxed),
        if result.is_ok() { "no failure" } else { "a failure (below)" }
    );
    result.unwrap();
}
