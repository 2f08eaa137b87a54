//! Fuzzing the mid-end: random sequences of everything a page can ask of a
//! `Player` (advance by any batch, seek anywhere including past the end,
//! step back, play any pair of pins by hand, undo, redo, reset, the verdict
//! and the trace) on every catalogue variation and on weighted puzzles. Nothing may panic, and after
//! every operation the player agrees with a plain model: the position is
//! the solution's first t moves followed by the moves made by hand, each
//! checked by the rules, and the count is t plus those moves.
//!
//! `make test` runs a short round (16 sequences on every variation);
//! `make fuzz` runs a long one (PROPTEST_CASES) and prints what it checked.

use std::sync::atomic::{AtomicU64, Ordering};

use std::ops::ControlFlow;

use hanoi_core::weighted::request::Request;
use hanoi_core::weighted::Weighted;
use hanoi_core::{Move, Player, Position, Puzzle, CATALOGUE};
use proptest::prelude::*;
use proptest::test_runner::TestRunner;

/// One thing a page can ask.
#[derive(Clone, Debug)]
enum Op {
    Advance(usize),
    Seek(u128),
    StepBack,
    Play(usize, usize),
    /// The i-th legal move (mod their number), so that play by hand goes
    /// deep enough for undo and redo to matter.
    PlayLegal(usize),
    Undo,
    Redo,
    Reset,
    Verdict,
    Trace,
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        4 => (0usize..40).prop_map(Op::Advance),
        2 => prop_oneof![0u128..200, Just(u128::MAX), any::<u128>()].prop_map(Op::Seek),
        2 => Just(Op::StepBack),
        // A pin past the last included: the rules must refuse it.
        3 => (0usize..8, 0usize..8).prop_map(|(f, t)| Op::Play(f, t)),
        6 => any::<usize>().prop_map(Op::PlayLegal),
        3 => Just(Op::Undo),
        2 => Just(Op::Redo),
        1 => Just(Op::Reset),
        1 => Just(Op::Verdict),
        1 => Just(Op::Trace),
    ]
}

/// What the player should show: solution moves made, then (in play by
/// hand) the moves made by hand and those taken back that can be redone.
#[derive(Clone, Debug, Default)]
struct Model {
    t: u128,
    manual: bool,
    by_hand: Vec<Move>,
    undone: Vec<Move>,
}

impl Model {
    /// The position the model says, from the start.
    fn position(&self, puzzle: &Puzzle) -> Position {
        let solution = puzzle.solution();
        let mut pos = solution.seek(self.t).expect("t is within the solution");
        for mv in &self.by_hand {
            solution.rules().play(&mut pos, mv.from as usize, mv.to as usize).expect("moves by hand were legal");
        }
        pos
    }
}

/// Do `op` on the player and the model (`puzzle` is the player's, built
/// again for the model), and compare them.
fn check(player: &mut Player, puzzle: &Puzzle, model: &mut Model, op: &Op) -> Result<(), TestCaseError> {
    let length = puzzle.solution().length().ok();
    // Seeking anywhere ends play by hand.
    let seek = |model: &mut Model, t: u128| *model = Model { t, ..Model::default() };
    match *op {
        Op::Advance(k) => {
            let mut out = vec![Move::new(0, 0); k];
            let made = player.advance(&mut out);
            let left = length.map_or(u128::MAX, |l| l - model.t);
            prop_assert_eq!(made as u128, (k as u128).min(left));
            seek(model, model.t + made as u128);
        }
        Op::Seek(t) => {
            let within = length.is_none_or(|l| t <= l);
            prop_assert_eq!(player.seek(t).is_ok(), within);
            if within {
                seek(model, t);
            }
        }
        Op::StepBack => {
            let back = player.step_back();
            if let Some(mv) = model.by_hand.pop() {
                prop_assert_eq!(back, Some(mv));
                model.undone.push(mv);
            } else if model.t == 0 {
                prop_assert_eq!(back, None);
            } else {
                prop_assert!(back.is_some());
                seek(model, model.t - 1);
            }
        }
        Op::PlayLegal(i) => {
            let before = player.position().clone();
            let legal: Vec<Move> = puzzle.solution().rules().legal_moves(&before).collect();
            if let Some(mv) = legal.get(i % legal.len().max(1)) {
                return check(player, puzzle, model, &Op::Play(mv.from as usize, mv.to as usize));
            }
        }
        Op::Play(from, to) => {
            let before = player.position().clone();
            let legal = puzzle.solution().rules().check(&before, from, to).is_ok();
            prop_assert_eq!(player.play(from, to).is_ok(), legal);
            if legal {
                model.manual = true;
                model.by_hand.push(Move::new(from as u8, to as u8));
                model.undone.clear();
            } else {
                prop_assert_eq!(player.position(), &before, "a refused move changes nothing");
            }
        }
        Op::Undo => {
            let mv = model.by_hand.pop();
            prop_assert_eq!(player.undo(), mv.is_some());
            model.undone.extend(mv);
        }
        Op::Redo => {
            let mv = model.undone.pop();
            prop_assert_eq!(player.redo(), mv);
            model.by_hand.extend(mv);
        }
        Op::Reset => {
            player.reset();
            seek(model, 0);
        }
        Op::Verdict => {
            let _ = player.verdict().short();
        }
        Op::Trace => {
            let _ = player.trace();
        }
    }
    prop_assert_eq!(player.is_manual(), model.manual);
    prop_assert_eq!(player.moves_made(), model.t.saturating_add(model.by_hand.len() as u128));
    prop_assert_eq!(player.position(), &model.position(puzzle), "after {:?}", op);
    Ok(())
}

/// Weighted puzzles (weights, from, to): by the recursion on 3 pegs, with a
/// forbidden move, and by search on 4.
const WEIGHTED: &[(&str, &str, &str)] = &[
    ("0,3,15;8,0,2;5,6,0", "1", "3"),
    ("0,1,inf;1,0,1;inf,1,0", "1", "3"),
    ("0,1,2,3;1,0,1,2;2,1,0,1;3,2,1,0", "2", "4"),
];

/// Sequences a variation by default (`PROPTEST_CASES` says otherwise).
const CASES: u32 = 16;

#[test]
fn random_operations_keep_every_player_consistent() {
    let cases = std::env::var("PROPTEST_CASES").ok().and_then(|c| c.parse().ok()).unwrap_or(CASES);
    let config = ProptestConfig { cases, failure_persistence: None, ..ProptestConfig::default() };
    let mut runner = TestRunner::new(config);
    let checked = AtomicU64::new(0);
    let strategy = (proptest::collection::vec(op(), 1..60), 0u64..6);
    let result = runner.run(&strategy, |(ops, discs)| {
        // Each puzzle twice: one for the player, one for the model.
        let variations = CATALOGUE.iter().map(|variation| {
            let discs = discs.clamp(variation.discs.min as u64, variation.discs.max as u64);
            let make = || Puzzle::by_name(variation.name, discs, None).unwrap();
            (format!("{} n={discs}", variation.name), make(), make())
        });
        let weighted = WEIGHTED.iter().map(|&(weights, from, to)| {
            let request = Request::check(weights, &discs.to_string(), from, to, false).unwrap();
            let solved = Weighted::solve(&request.pricing, request.discs, request.from, request.to, |_| {
                ControlFlow::Continue(())
            })
            .unwrap();
            (format!("weighted {weights} n={discs}"), solved.puzzle(), solved.puzzle())
        });
        for (name, puzzle, shown) in variations.chain(weighted) {
            let mut player = Player::new(shown);
            let mut model = Model::default();
            for op in &ops {
                check(&mut player, &puzzle, &mut model, op).map_err(|e| TestCaseError::fail(format!("{name}: {e}")))?;
                checked.fetch_add(1, Ordering::Relaxed);
            }
        }
        Ok(())
    });
    // `make fuzz` shows this line: how much was tried, and whether it held.
    println!(
        "player fuzz: {} cases ({cases} sequences on each of {} variations and {} weighted puzzles), {} operations checked, {}",
        cases as usize * (CATALOGUE.len() + WEIGHTED.len()),
        CATALOGUE.len(),
        WEIGHTED.len(),
        checked.load(Ordering::Relaxed),
        if result.is_ok() { "no failure" } else { "a failure (below)" }
    );
    result.unwrap();
}
