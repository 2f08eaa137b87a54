//! Every solution is legal under its own rules, ends solved, has exactly
//! `length` moves; seek, trace and resumed iteration agree with replaying.

mod common;
use common::periodic_rule;
use hanoi_core::{Move, Position, Puzzle, CATALOGUE};
use proptest::prelude::*;

/// Every catalogue entry at each allowed disc count up to `max_discs`, and
/// for variable pin counts a spread of pins.
fn instances(max_discs: u32) -> Vec<Puzzle> {
    let mut out = Vec::new();
    for v in CATALOGUE {
        let pins: Vec<u32> = if v.pins.is_fixed() {
            vec![v.pins.min]
        } else {
            (v.pins.min..=v.pins.max.min(v.pins.min + 5))
                .chain([v.pins.max])
                .filter(|&m| v.pins.contains(m))
                .collect()
        };
        for m in pins {
            for n in v.discs.min..=v.discs.max.min(max_discs) {
                out.push(Puzzle::new(v, n as u64, Some(m as u64)).unwrap());
            }
        }
    }
    out
}

/// Replay the whole solution under the rules; returns every position.
fn replay(puzzle: &Puzzle) -> (Vec<Move>, Vec<Position>) {
    let solution = puzzle.solution();
    let mut pos = puzzle.start().clone();
    let mut positions = vec![pos.clone()];
    let moves: Vec<Move> = solution.moves().collect();
    for (i, mv) in moves.iter().enumerate() {
        if let Err(e) = solution.rules().play(&mut pos, mv.from as usize, mv.to as usize) {
            panic!("{} n={} m={}: move {} ({:?}) is illegal: {e}", puzzle.descriptor().name, puzzle.discs, puzzle.pins, i + 1, mv);
        }
        positions.push(pos.clone());
    }
    (moves, positions)
}

#[test]
fn every_solution_is_legal_solved_and_exactly_as_long_as_counted() {
    for puzzle in instances(9) {
        let (moves, positions) = replay(&puzzle);
        let what = format!("{} n={} m={}", puzzle.descriptor().name, puzzle.discs, puzzle.pins);
        assert!(puzzle.is_solved(positions.last().unwrap()), "{what}: not solved at the end");
        assert!(!puzzle.is_solved(&positions[0]) || puzzle.discs == 0, "{what}: solved before starting");
        assert_eq!(puzzle.solution().length().unwrap(), moves.len() as u128, "{what}: length");
    }
}

#[test]
fn seek_trace_and_resumed_moves_agree_with_replay_at_every_move() {
    for puzzle in instances(7) {
        let (moves, positions) = replay(&puzzle);
        let solution = puzzle.solution();
        let what = format!("{} n={} m={}", puzzle.descriptor().name, puzzle.discs, puzzle.pins);
        for t in 0..=moves.len() {
            assert_eq!(solution.seek(t as u128).unwrap(), positions[t], "{what}: seek({t})");
            let rest: Vec<Move> = {
                let mut cursor = solution.cursor_at(t as u128).unwrap();
                std::iter::from_fn(|| cursor.next(solution)).collect()
            };
            assert_eq!(rest, moves[t..], "{what}: moves after {t}");
            let trace = solution.trace(t as u128).unwrap();
            assert_eq!(trace.is_empty(), t == moves.len(), "{what}: trace at {t}");
        }
        let past = moves.len() as u128 + 1;
        assert!(solution.seek(past).is_err(), "{what}: seek past the end");
    }
}

/// Variations and sizes whose solutions are long enough that only sampled
/// move numbers can be checked.
fn big_puzzle() -> impl Strategy<Value = (usize, u32, u32)> {
    (0..CATALOGUE.len()).prop_flat_map(|i| {
        let v = &CATALOGUE[i];
        let discs = v.discs.min..=v.discs.max.min(16);
        // Allowed pin counts only (every other one where they must be even).
        let pins = (0..=(v.pins.max.min(8) - v.pins.min) / v.pins.step).prop_map(move |j| v.pins.min + j * v.pins.step);
        (Just(i), discs, pins)
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn seek_equals_replay_at_random_moves((i, n, m) in big_puzzle(), fraction in 0.0f64..=1.0) {
        let puzzle = Puzzle::new(&CATALOGUE[i], n as u64, Some(m as u64)).unwrap();
        let solution = puzzle.solution();
        let length = solution.length().unwrap();
        let t = ((length as f64) * fraction) as u128;
        let mut pos = puzzle.start().clone();
        for mv in solution.moves().take(t as usize) {
            solution.rules().play(&mut pos, mv.from as usize, mv.to as usize).unwrap();
        }
        prop_assert_eq!(solution.seek(t).unwrap(), pos);
    }
}

#[test]
fn periodic_classic_p_makes_classic_moves() {
    for n in 0..=12 {
        let classic: Vec<Move> = Puzzle::by_name("Classic", n, None).unwrap().solution().moves().collect();
        let periodic: Vec<Move> = Puzzle::by_name("Classic_P", n, None).unwrap().solution().moves().collect();
        assert_eq!(classic, periodic, "n={n}");
        assert_eq!(periodic_rule("Classic_P", n), periodic, "the rule itself, n={n}");
    }
}

#[test]
fn past_the_end_says_both_numbers_with_their_thousands_marked() {
    let puzzle = Puzzle::by_name("Classic", 64, None).unwrap();
    let err = puzzle.solution().seek(99_999_999_999_999_999_999).unwrap_err();
    assert_eq!(
        err.to_string(),
        "move 99,999,999,999,999,999,999 is past the end: the solution has 18,446,744,073,709,551,615 moves"
    );
    let small = Puzzle::by_name("Classic", 1, None).unwrap();
    assert_eq!(small.solution().seek(2).unwrap_err().to_string(), "move 2 is past the end: the solution has 1 move");
}
