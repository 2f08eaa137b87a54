//! Shared by the test files: a plain breadth-first search over a puzzle's
//! positions under its own rules, to check that solutions are shortest for
//! small n (memory grows with every position seen, so keep n small),
//! Frame and Stewart's numbers, and periodic rules played on their own.

// Each test file that includes this module uses some of it.
#![allow(dead_code)]

use std::collections::{HashMap, VecDeque};

use hanoi_core::{Move, Position, Puzzle, Rules};

/// Breadth-first from `start` under `rules`, until a position where `goal`
/// holds is taken from the queue (or none is left): every position seen
/// with its distance and its number of shortest paths (up to u64::MAX),
/// and the goal's, if reached.
pub fn breadth_first(
    rules: &Rules,
    start: &Position,
    goal: impl Fn(&Position) -> bool,
) -> (HashMap<Position, (u32, u64)>, Option<(u32, u64)>) {
    let mut seen: HashMap<Position, (u32, u64)> = HashMap::from([(start.clone(), (0, 1))]);
    let mut queue = VecDeque::from([start.clone()]);
    while let Some(pos) = queue.pop_front() {
        let (dist, ways) = seen[&pos];
        if goal(&pos) {
            return (seen, Some((dist, ways)));
        }
        for mv in rules.legal_moves(&pos) {
            let mut next = pos.clone();
            rules.play(&mut next, mv.from as usize, mv.to as usize).expect("a legal move plays");
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
    (seen, None)
}

/// The fewest moves from the start to the goal, and how many different
/// shortest solutions there are (counted up to u64::MAX); `None` if the
/// goal cannot be reached.
pub fn shortest(puzzle: &Puzzle) -> Option<(u32, u64)> {
    breadth_first(puzzle.solution().rules(), puzzle.start(), |pos| puzzle.is_solved(pos)).1
}

/// Frame and Stewart's numbers by their definition, the best split found by
/// brute force: `fs[p][n]` moves for n discs on p pegs (3 to `pegs`), n up
/// to `max_n`; rows 0 to 2 unused.
pub fn frame_stewart(pegs: usize, max_n: usize) -> Vec<Vec<u128>> {
    let mut fs = vec![vec![0u128; max_n + 1]; pegs + 1];
    for n in 1..=max_n {
        fs[3][n] = 2 * fs[3][n - 1] + 1;
    }
    for p in 4..=pegs {
        for n in 1..=max_n {
            fs[p][n] = (1..=n).map(|k| 2 * fs[p][n - k] + fs[p - 1][k]).min().unwrap();
        }
    }
    fs
}

/// The fewest moves to the goal, as a solution length.
pub fn fewest_moves(puzzle: &Puzzle) -> u128 {
    let (dist, _) = shortest(puzzle)
        .unwrap_or_else(|| panic!("{} n={}: the goal cannot be reached", puzzle.descriptor().name, puzzle.discs));
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

/// The periodic rule of variation `name` played on its own, each move
/// resolved on the live position, for as many moves as the solution has:
/// the solution itself plays the rule's companion program.
pub fn periodic_rule(name: &str, n: u64) -> Vec<Move> {
    let puzzle = Puzzle::by_name(name, n, None).unwrap();
    let solution = puzzle.solution();
    let rule = solution.periodic().expect("a periodic rule");
    rule.moves(solution.rules(), solution.start(), solution.length().unwrap()).collect()
}
