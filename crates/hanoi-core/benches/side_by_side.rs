//! The cases of issue 12's comparison with the original Java program, timed
//! as scripts/side-by-side/SideBySide.java times the original: build the
//! puzzle, play its solution with every move checked by the rules, check the
//! goal, REPS times; a second of warm-up, then the best of three runs.
//!
//! `cargo bench -p hanoi-core --bench side_by_side -- NAME DISCS PINS REPS`
//! (PINS `-` for the variation's own) prints "moves_per_second
//! moves_per_puzzle" for one case, what scripts/side-by-side.sh reads; with
//! no case it prints all of them. `-- phases NAME DISCS PINS REPS` times a
//! case's building and verifying apart.

use std::hint::black_box;
use std::time::{Duration, Instant};

use hanoi_core::Puzzle;

/// (variation, discs, pins, puzzles per timed run): issue 12's table. Pins
/// are given only where the variation lets them vary.
const CASES: [(&str, u64, Option<u64>, u32); 7] = [
    ("Classic", 24, None, 1),
    ("Cyclic", 16, None, 1),
    ("Rainbow", 20, None, 1),
    ("Domino", 14, None, 1),
    ("Reves", 100, None, 50),
    ("Reversi", 20, None, 1000),
    ("Many_Pin", 35, Some(6), 20000),
];

fn run(name: &str, discs: u64, pins: Option<u64>, reps: u32) -> u64 {
    let mut moves = 0;
    for _ in 0..reps {
        let puzzle = Puzzle::by_name(name, discs, pins).unwrap();
        moves += black_box(puzzle.verify_solution().unwrap());
    }
    moves
}

/// Moves per second, best of three runs after a second of warm-up.
fn measure(name: &str, discs: u64, pins: Option<u64>, reps: u32) -> (f64, u64) {
    let warm = Instant::now();
    while warm.elapsed() < Duration::from_secs(1) {
        run(name, discs, pins, reps);
    }
    let mut best = f64::MAX;
    let mut moves = 0;
    for _ in 0..3 {
        let start = Instant::now();
        moves = run(name, discs, pins, reps);
        best = best.min(start.elapsed().as_secs_f64());
    }
    (moves as f64 / best, moves / reps as u64)
}

/// Microseconds per puzzle, best of three runs: building it
/// (`Puzzle::by_name`), building and verifying it, and verifying it again
/// once built (its templates kept): where the time of a small puzzle goes.
fn phases(name: &str, discs: u64, pins: Option<u64>, reps: u32) -> [f64; 3] {
    let time = |work: &dyn Fn()| {
        (0..3)
            .map(|_| {
                let start = Instant::now();
                work();
                start.elapsed().as_secs_f64() * 1e6 / reps as f64
            })
            .fold(f64::MAX, f64::min)
    };
    let build = time(&|| (0..reps).for_each(|_| drop(black_box(Puzzle::by_name(name, discs, pins).unwrap()))));
    let both = time(&|| {
        run(name, discs, pins, reps);
    });
    let built = Puzzle::by_name(name, discs, pins).unwrap();
    built.verify_solution().unwrap();
    let again = time(&|| {
        (0..reps).for_each(|_| {
            black_box(built.verify_solution().unwrap());
        })
    });
    [build, both, again]
}

fn main() {
    // `cargo bench` adds --bench.
    let args: Vec<String> = std::env::args().skip(1).filter(|a| !a.starts_with("--")).collect();
    if let [phase, name, discs, pins, reps] = &args[..] {
        assert_eq!(phase, "phases", "the one five-argument form is: phases NAME DISCS PINS REPS");
        let [build, both, again] = phases(name, discs.parse().unwrap(), pins.parse().ok(), reps.parse().unwrap());
        println!("us per puzzle: built {build:.2}, built and verified {both:.2}, verified again once built {again:.2}");
        return;
    }
    if let [name, discs, pins, reps] = &args[..] {
        let (rate, moves) = measure(name, discs.parse().unwrap(), pins.parse().ok(), reps.parse().unwrap());
        println!("{rate:.0} {moves}");
        return;
    }
    for (name, discs, pins, reps) in CASES {
        let (rate, moves) = measure(name, discs, pins, reps);
        let case = format!("{name} n={discs} ({moves} moves) x{reps}");
        println!("built, solved and verified: {case:<36} {:>8.1} M moves/s", rate / 1e6);
    }
}
