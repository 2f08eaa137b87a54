//! Shared by the test files: a plain breadth-first search over a puzzle's
//! positions under its own rules, to check that solutions are shortest for
//! small n. Memory grows with every position seen, so keep n small.

// Each test file that includes this module uses some of it.
#![allow(dead_code)]

use std::collections::{HashMap, VecDeque};

use hanoi_core::{Position, Puzzle};

/// The fewest moves from the start to the goal, and how many different
/// shortest solutions there are (counted up to u64::MAX); `None` if the
/// goal cannot be reached.
pub fn shortest(puzzle: &Puzzle) -> Option<(u32, u64)> {
    let rules = puzzle.solution().rules();
    let pins = puzzle.start().pin_count();
    let mut seen: HashMap<Position, (u32, u64)> = HashMap::from([(puzzle.start().clone(), (0, 1))]);
    let mut queue = VecDeque::from([puzzle.start().clone()]);
    while let Some(pos) = queue.pop_front() {
        let (dist, ways) = seen[&pos];
        if puzzle.is_solved(&pos) {
            return Some((dist, ways));
        }
        for from in 0..pins {
            for to in 0..pins {
                let mut next = pos.clone();
                if rules.play(&mut next, from, to).is_err() {
                    continue;
                }
                match seen.get_mut(&next) {
                    Some((d, w)) if *d == dist + 1 => *w = w.saturating_add(ways),
                    Some(_) => {}
                    None => {
                        seen.insert(next.clone(), (dist + 1, ways));
                        queue.push_back(next);
                    }
                }
            }
        }
    }
    None
}

/// The fewest moves to the goal, as a solution length.
pub fn fewest_moves(puzzle: &Puzzle) -> u128 {
    let (dist, _) = shortest(puzzle)
        .unwrap_or_else(|| panic!("{} n={}: the goal cannot be reached", puzzle.variation.name, puzzle.discs));
    dist as u128
}

/// Play `legal` (pins from 0) from the start of `name` with `discs` discs,
/// then try `illegal`: it must be refused and leave the position as it was.
/// Returns the reason.
pub fn refusal(name: &str, discs: u64, legal: &[(usize, usize)], illegal: (usize, usize)) -> String {
    let puzzle = Puzzle::by_name(name, discs, None).unwrap();
    let rules = puzzle.solution().rules();
    let mut pos = puzzle.start().clone();
    for &(from, to) in legal {
        rules.play(&mut pos, from, to).unwrap_or_else(|e| panic!("{name}: {from} -> {to} should be legal: {e}"));
    }
    let before = pos.clone();
    let reason = rules.play(&mut pos, illegal.0, illegal.1).expect_err("the move is refused").to_string();
    assert_eq!(pos, before, "{name}: a refused move changes nothing");
    reason
}
