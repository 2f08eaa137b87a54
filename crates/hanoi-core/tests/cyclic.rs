//! Cyclic, Cyclic_L, Cyclic_R: what the documentation states, checked.

mod common;

use hanoi_core::program::Call;
use hanoi_core::rules::Recolour;
use hanoi_core::solution::Algorithm;
use hanoi_core::variations::cyclic::{self, Transfers, LEFT, RIGHT};
use hanoi_core::variations::Instance;
use hanoi_core::{Colour, Disc, Move, Position, Puzzle, Setup, Solution};

/// A(n), the leftward time, by the documented recurrence
/// A(n+3) = 3A(n+2) - 2A(n), A(0..2) = 0, 2, 7.
fn a(max: usize) -> Vec<u128> {
    let mut a = vec![0, 2, 7];
    while a.len() <= max {
        let k = a.len();
        a.push(3 * a[k - 1] - 2 * a[k - 3]);
    }
    a
}

/// C(n) = 2A(n-1) + 1, the rightward time; C(0) = 0.
fn c(a: &[u128], n: usize) -> u128 {
    if n == 0 {
        0
    } else {
        2 * a[n - 1] + 1
    }
}

fn solution(instance: Instance) -> Solution {
    Solution::new(instance.rules, instance.start, instance.algorithm)
}

fn length(instance: Instance) -> u128 {
    solution(instance).length().unwrap()
}

#[test]
fn lengths_follow_atkinson_to_sixty_discs() {
    let a = a(60);
    assert_eq!((a[3], a[10]), (21, 24959));
    for n in 0..=60 {
        let what = format!("n={n}");
        assert_eq!(length(cyclic::cyclic(n as u32)), a[n], "Cyclic {what}");
        assert_eq!(length(cyclic::cyclic_l(n as u32)), a[n], "Cyclic_L {what}");
        assert_eq!(length(cyclic::cyclic_r(n as u32)), c(&a, n), "Cyclic_R {what}");
        if n > 0 {
            // The two recurrences straight from the algorithm.
            assert_eq!(a[n], 2 * a[n - 1] + c(&a, n - 1) + 2, "{what}");
        }
    }
    // The explicit formula A(n) = (x^(n+2) - y^(n+2)) / 4 sqrt 3 - 1, x, y = 1 +- sqrt 3.
    let (x, y, r3) = (1.0 + 3f64.sqrt(), 1.0 - 3f64.sqrt(), 3f64.sqrt());
    for (n, &exact) in a.iter().enumerate().take(30) {
        let formula = (x.powi(n as i32 + 2) - y.powi(n as i32 + 2)) / (4.0 * r3) - 1.0;
        assert_eq!(formula.round() as u128, exact, "n={n}");
    }
    // The catalogue's entries within their limits.
    for n in 0..=40u64 {
        for (name, expected) in
            [("Cyclic", a[n as usize]), ("Cyclic_L", a[n as usize]), ("Cyclic_R", c(&a, n as usize))]
        {
            assert_eq!(Puzzle::by_name(name, n, None).unwrap().solution().length().unwrap(), expected, "{name} n={n}");
        }
    }
}

/// Breadth-first search from the start: the fewest moves to a position with
/// the whole stack on `target`, and how many shortest solutions there are.
fn shortest(puzzle: &Puzzle, target: usize) -> (u32, u64) {
    let n = puzzle.discs as usize;
    let (_, found) = common::breadth_first(puzzle.solution().rules(), puzzle.start(), |pos| pos.pin(target).len() == n);
    found.expect("the stack can always be moved")
}

#[test]
fn solutions_are_unique_and_optimal() {
    let a = a(8);
    for n in 1..=7u64 {
        // Colours are fixed in Cyclic, so positions are just arrangements.
        let puzzle = Puzzle::by_name("Cyclic", n, None).unwrap();
        assert_eq!(shortest(&puzzle, 2), (a[n as usize] as u32, 1), "leftwards n={n}");
        assert_eq!(shortest(&puzzle, 1), (c(&a, n as usize) as u32, 1), "rightwards n={n}");
    }
}

/// Replays `name`'s solution, calling `each` with the colours by size
/// (index 0 unused) after every move.
fn colours_along(name: &str, n: u64, mut each: impl FnMut(&[Colour], &Position)) {
    let puzzle = Puzzle::by_name(name, n, None).unwrap();
    let solution = puzzle.solution();
    let mut pos = puzzle.start().clone();
    let mut colours = vec![Colour::Orange; n as usize + 1];
    each(&colours, &pos);
    for mv in solution.moves() {
        let disc = solution.rules().play(&mut pos, mv.from as usize, mv.to as usize).unwrap();
        colours[disc.size as usize] = disc.colour;
        each(&colours, &pos);
    }
}

#[test]
fn no_two_discs_of_consecutive_size_are_both_blue() {
    for name in ["Cyclic_L", "Cyclic_R"] {
        for n in 1..=10 {
            let mut positions = 0;
            colours_along(name, n, |colours, _| {
                positions += 1;
                for s in 1..n as usize {
                    assert!(
                        !(colours[s] == Colour::Blue && colours[s + 1] == Colour::Blue),
                        "{name} n={n}: discs {s} and {} both blue after {} moves",
                        s + 1,
                        positions - 1
                    );
                }
            });
        }
    }
}

#[test]
fn the_stack_ends_orange_as_it_began() {
    for name in ["Cyclic_L", "Cyclic_R"] {
        for n in 0..=12 {
            let mut last = Vec::new();
            colours_along(name, n, |colours, _| last = colours.to_vec());
            assert!(last[1..].iter().all(|&c| c == Colour::Orange), "{name} n={n}: {last:?}");
        }
    }
}

/// The documentation's "man-friendly" coloured algorithm: move the smallest
/// disc (once or twice) until it is orange; then there is just one legal
/// move of another disc; stop when the whole stack has arrived.
fn coloured_algorithm(puzzle: &Puzzle, target: usize) -> Vec<Move> {
    let rules = puzzle.solution().rules();
    let n = puzzle.discs as usize;
    let mut pos = puzzle.start().clone();
    let mut moves = Vec::new();
    let mut play = |pos: &mut Position, mv: Move| {
        moves.push(mv);
        rules.play(pos, mv.from as usize, mv.to as usize).unwrap()
    };
    while pos.pin(target).len() < n {
        let mut pin = (0..3).find(|&p| pos.top(p).is_some_and(|d| d.size == 1)).unwrap() as u8;
        loop {
            let smallest = play(&mut pos, Move::new(pin, (pin + 1) % 3));
            pin = (pin + 1) % 3;
            if smallest.colour == Colour::Orange {
                break;
            }
        }
        if pos.pin(target).len() == n {
            break;
        }
        let others: Vec<Move> =
            rules.legal_moves(&pos).filter(|mv| pos.top(mv.from as usize).unwrap().size != 1).collect();
        assert_eq!(others.len(), 1, "n={n}: just one legal choice, not {others:?}");
        play(&mut pos, others[0]);
    }
    moves
}

#[test]
fn the_coloured_algorithm_makes_the_same_moves() {
    for (name, target) in [("Cyclic_L", 2), ("Cyclic_R", 1)] {
        for n in 1..=10 {
            let puzzle = Puzzle::by_name(name, n, None).unwrap();
            let recursive: Vec<Move> = puzzle.solution().moves().collect();
            assert_eq!(coloured_algorithm(&puzzle, target), recursive, "{name} n={n}");
        }
    }
}

#[test]
fn an_anticlockwise_move_is_refused() {
    let puzzle = Puzzle::by_name("Cyclic", 3, None).unwrap();
    let mut pos = puzzle.start().clone();
    let err = puzzle.solution().rules().play(&mut pos, 0, 2).unwrap_err();
    assert_eq!(err.to_string(), "discs move only clockwise: from pin 1 a disc may go only to pin 2");
    assert_eq!(&pos, puzzle.start(), "a refused move changes nothing");
    // The last pin wraps round to the first.
    puzzle.solution().rules().play(&mut pos, 0, 1).unwrap();
    puzzle.solution().rules().play(&mut pos, 1, 2).unwrap();
    let err = puzzle.solution().rules().play(&mut pos, 2, 1).unwrap_err();
    assert_eq!(err.to_string(), "discs move only clockwise: from pin 3 a disc may go only to pin 1");
}

/// A transfer of k discs with any flip colouring, the disc below the block
/// `below` (or, with `on_base`, no disc below and a base of that colour):
/// seek must equal replay at every move (`every` ) or at the end.
fn check_flip_transfer(proc: u8, k: u32, mask: u32, below: Colour, on_base: bool, every: bool) {
    let largest = if on_base { k } else { k + 1 };
    let recolour =
        Recolour::FlipWithLarger { flip: (Colour::Orange, Colour::Blue), largest: largest as u16, start_pin: 0 };
    let rules = cyclic::rules(recolour);
    let mut setup = Setup::new(3);
    if on_base {
        setup.base(0, below);
    } else {
        setup.push(0, Disc::new(largest as u16, below));
    }
    for size in (1..=k as u16).rev() {
        let colour = if mask >> (size - 1) & 1 == 1 { Colour::Blue } else { Colour::Orange };
        setup.push(0, Disc::new(size, colour));
    }
    let start = setup.position();
    // Both transfers, clockwise: leftwards 1 to 3 via 2, rightwards 1 to 2.
    let pins = if proc == LEFT { [0, 1, 2, 0] } else { [0, 2, 1, 0] };
    let program = Transfers { root: Call::new(proc, k, pins) };
    let solution = Solution::new(rules.clone(), start.clone(), Algorithm::Program(Box::new(program)));
    let what = format!("proc {proc} k={k} colours {mask:b} below {below} on base {on_base}");
    let mut pos = start;
    let moves: Vec<Move> = solution.moves().collect();
    for (t, mv) in moves.iter().enumerate() {
        if every {
            assert_eq!(solution.seek(t as u128).unwrap(), pos, "{what}: seek({t})");
        }
        rules.play(&mut pos, mv.from as usize, mv.to as usize).unwrap();
    }
    assert_eq!(solution.seek(moves.len() as u128).unwrap(), pos, "{what}: at the end");
}

#[test]
fn a_whole_transfer_recolours_as_replaying_it_does_from_any_colouring() {
    for proc in [LEFT, RIGHT] {
        for k in 1..=6 {
            for mask in 0..1 << k {
                for below in [Colour::Orange, Colour::Blue] {
                    for on_base in [false, true] {
                        check_flip_transfer(proc, k, mask, below, on_base, k <= 4);
                    }
                }
            }
        }
    }
}
