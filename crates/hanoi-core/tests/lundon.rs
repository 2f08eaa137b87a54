//! Tower of Lundon, Brandonbug, Lundon_B, Lundon_C: what the documentation
//! states, checked.

mod common;
use common::refusal;
use std::collections::HashMap;

use hanoi_core::program::Call;
use hanoi_core::solution::Algorithm;
use hanoi_core::variations::cyclic::{Transfers, LEFT, RIGHT};
use hanoi_core::variations::lundon::{self, CYCLE};
use hanoi_core::variations::Instance;
use hanoi_core::{Disc, Move, Position, Puzzle, Setup, Solution};

/// A(n) and C(n) by the algorithm's recurrences: A(n) = 2A(n-1) + C(n-1) + 2,
/// C(n) = 2A(n-1) + 1, A(0) = C(0) = 0.
fn a_and_c(max: usize) -> (Vec<u128>, Vec<u128>) {
    let (mut a, mut c) = (vec![0u128], vec![0u128]);
    for n in 1..=max {
        a.push(2 * a[n - 1] + c[n - 1] + 2);
        c.push(2 * a[n - 1] + 1);
    }
    (a, c)
}

fn length(instance: Instance) -> u128 {
    Solution::new(instance.rules, instance.start, instance.algorithm).length().unwrap()
}

#[test]
fn lengths_follow_the_documentation_to_sixty_discs() {
    let (a, c) = a_and_c(60);
    for n in 0..=60usize {
        let tower = if n == 0 { 0 } else { a[n - 1] + c[n - 1] + 3 };
        assert_eq!(length(lundon::lundon(n as u32)), tower, "Lundon n={n}");
        assert_eq!(length(lundon::brandonbug(n as u32)), tower, "Brandonbug n={n}");
        assert_eq!(length(lundon::lundon_b(n as u32)), c[n], "Lundon_B n={n}");
        assert_eq!(length(lundon::lundon_c(n as u32)), a[n], "Lundon_C n={n}");
    }
}

#[test]
fn no_disc_no_move() {
    // The original moved the missing largest disc from an empty pin here.
    for name in ["Lundon", "Brandonbug", "Lundon_B", "Lundon_C"] {
        let puzzle = Puzzle::by_name(name, 0, None).unwrap();
        assert_eq!(puzzle.solution().moves().count(), 0, "{name}");
        assert!(puzzle.is_solved(puzzle.start()), "{name}");
    }
}

/// Every position reachable from `start` under `puzzle`'s rules, with its
/// distance in moves.
fn reachable(puzzle: &Puzzle, start: &Position) -> HashMap<Position, u32> {
    let (seen, _) = common::breadth_first(puzzle.solution().rules(), start, |_| false);
    seen.into_iter().map(|(pos, (dist, _))| (pos, dist)).collect()
}

#[test]
fn lundon_and_lundon_b_are_shortest_and_lundon_c_is_not() {
    for n in 1..=7u64 {
        let puzzle = Puzzle::by_name("Lundon", n, None).unwrap();
        let dist = reachable(&puzzle, puzzle.start());
        let fewest = |name: &str| {
            let goal = Puzzle::by_name(name, n, None).unwrap();
            (dist[goal.goal()] as u128, goal.solution().length().unwrap())
        };
        for name in ["Lundon", "Brandonbug", "Lundon_B"] {
            let (best, ours) = fewest(name);
            assert_eq!(best, ours, "{name} n={n}");
        }
        let (best, ours) = fewest("Lundon_C");
        if n <= 2 {
            assert_eq!(best, ours, "Lundon_C n={n}");
        } else {
            assert!(best < ours, "Lundon_C n={n}: {best} moves would do, ours {ours}");
        }
    }
}

#[test]
fn lundon_c_makes_cyclic_moves() {
    for n in 0..=10 {
        let cyclic: Vec<Move> = Puzzle::by_name("Cyclic", n, None).unwrap().solution().moves().collect();
        let lundon_c: Vec<Move> = Puzzle::by_name("Lundon_C", n, None).unwrap().solution().moves().collect();
        assert_eq!(cyclic, lundon_c, "n={n}");
    }
}

#[test]
fn two_white_top_discs_over_a_green_one_are_an_impasse() {
    // "Should the two smaller top discs become coloured B, while the other
    // remains A, further advance (or retreat) becomes impossible."
    let puzzle = Puzzle::by_name("Lundon", 3, None).unwrap();
    let rules = puzzle.solution().rules();
    let colour = |pos: &Position, size| pos.find(size, 0).unwrap().colour;
    let impasses: Vec<Position> = reachable(&puzzle, puzzle.start())
        .into_keys()
        .filter(|pos| pos.pins().all(|pin| pin.len() == 1))
        .filter(|pos| colour(pos, 1) == CYCLE[1] && colour(pos, 2) == CYCLE[1] && colour(pos, 3) == CYCLE[0])
        .collect();
    assert!(!impasses.is_empty(), "the impasse can arise");
    for pos in impasses {
        for (from, to) in [(0, 1), (0, 2), (1, 0), (1, 2), (2, 0), (2, 1)] {
            assert!(rules.check(&pos, from, to).is_err(), "{}: {from} to {to}", pos.summary());
        }
    }
}

#[test]
fn a_disc_of_the_wrong_colour_is_refused() {
    // Discs 1 and 2 each move once, turning white.
    let moved = [(0, 1), (0, 2)];
    assert_eq!(
        refusal("Lundon", 3, &moved, (1, 2)),
        "disc 1 turns orange as it moves, so it may go only onto an orange disc, not onto disc 2, which is white"
    );
    // And only onto a larger disc.
    assert_eq!(refusal("Lundon", 3, &moved, (2, 1)), "a larger disc may not go on a smaller one: disc 2 onto disc 1 on pin 2");
}

#[test]
fn a_whole_transfer_advances_every_disc_two_colours_leftwards_one_rightwards() {
    // From any colouring: seek (which applies finished transfers whole)
    // equals replaying the moves, at every move.
    let rules = lundon::rules();
    for proc in [LEFT, RIGHT] {
        for k in 1..=5u32 {
            for code in 0..3u32.pow(k) {
                let mut setup = Setup::new(3);
                for size in (1..=k as u16).rev() {
                    setup.push(0, Disc::new(size, CYCLE[(code / 3u32.pow(size as u32 - 1) % 3) as usize]));
                }
                let start = setup.position();
                let program = Transfers { root: Call::new(proc, k, [0, 1, 2, 0]) };
                let solution = Solution::new(rules.clone(), start.clone(), Algorithm::Program(Box::new(program)));
                let mut pos = start.clone();
                let moves: Vec<Move> = solution.moves().collect();
                for (t, &mv) in moves.iter().enumerate() {
                    assert_eq!(solution.seek(t as u128).unwrap(), pos, "proc {proc} k={k} colours {code}: seek({t})");
                    rules.apply(&mut pos, mv); // any colouring: not every move is legal
                }
                assert_eq!(solution.seek(moves.len() as u128).unwrap(), pos);
                let steps = if proc == LEFT { 2 } else { 1 };
                for (before, after) in start.pin(0).iter().zip(pos.pin(2)) {
                    let i = CYCLE.iter().position(|&c| c == before.colour).unwrap();
                    assert_eq!(after.colour, CYCLE[(i + steps) % 3], "proc {proc} k={k} disc {}", before.size);
                }
            }
        }
    }
}
