//! `make bench`: throughput of the solvers and the rules engine, and the
//! cost of seek. Prints figures; asserts nothing about time.

use std::hint::black_box;
use std::time::{Duration, Instant};

use std::ops::ControlFlow;

use hanoi_core::search::{Outcome, Search};
use hanoi_core::{Move, Puzzle};

/// Run `work` repeatedly for at least `budget`; returns the fastest run,
/// which is the least disturbed by whatever else the machine is doing.
fn measure(budget: Duration, mut work: impl FnMut()) -> Duration {
    let start = Instant::now();
    let mut best = Duration::MAX;
    while best == Duration::MAX || start.elapsed() < budget {
        let run = Instant::now();
        work();
        best = best.min(run.elapsed());
    }
    best
}

fn generate(puzzle: &Puzzle) -> u64 {
    let solution = puzzle.solution();
    let mut cursor = solution.cursor_at(0).unwrap();
    let mut buf = [Move::new(0, 0); 4096];
    let mut count = 0;
    loop {
        let made = cursor.fill(solution, &mut buf);
        if made == 0 {
            break;
        }
        black_box(&buf);
        count += made as u64;
    }
    count
}

fn report(label: &str, moves: u64, best: Duration) {
    let rate = moves as f64 / best.as_secs_f64();
    println!("{label:<44} {:>8.1} M moves/s", rate / 1e6);
}

fn main() {
    // `cargo bench` passes --bench; a filter argument is not supported.
    let budget = Duration::from_millis(1500);
    for (name, n, m) in [
        ("Classic", 24, None),
        ("Reves", 100, None),
        ("Many_Pin", 200, Some(5)),
        ("Cyclic", 16, None),
        ("Rainbow", 20, None),
        ("Domino", 14, None),
        ("Reversi", 20, None),
    ] {
        let puzzle = Puzzle::by_name(name, n, m).unwrap();
        let moves = puzzle.solution().length().unwrap() as u64;
        let best = measure(budget, || {
            // Every move checked by the rules, as the original program did.
            black_box(puzzle.verify_solution().unwrap());
        });
        report(&format!("solve and verify: {name} n={n} ({moves} moves)"), moves, best);
        let best = measure(budget, || {
            black_box(generate(&puzzle));
        });
        report(&format!("generate only:    {name} n={n}"), moves, best);
    }
    for (name, n, m) in [("Classic", 64, None), ("Reves", 100, None), ("Many_Pin", 1000, Some(100))] {
        let puzzle = Puzzle::by_name(name, n, m).unwrap();
        let solution = puzzle.solution();
        let length = solution.length().unwrap();
        let mut t = 0u128;
        let best = measure(budget, || {
            // 100 move numbers spread over the whole solution.
            for _ in 0..100 {
                t = (t + length / 7 + 12345) % (length + 1);
                black_box(solution.seek(t).unwrap());
            }
        });
        println!("seek: {:<38} {:>8.2} us", format!("{name} n={n}"), best.as_secs_f64() * 1e6 / 100.0);
    }
    search_figures();
    sparse_search_figures();
}

/// The exact search: time, positions reached per second and bits per
/// position for the sizes the targets name (3-pin n = 16 in 10 s or less,
/// 4-pin n = 12 in 5 s or less), from both ends (the default where moves
/// can be undone) and from the start only. One run each: they take seconds.
fn search_figures() {
    for (name, n, m) in [("Classic", 16, None), ("Reves", 12, None), ("Reversi", 9, None), ("Cyclic", 12, None)] {
        let puzzle = Puzzle::by_name(name, n, m).unwrap();
        search_figure(&puzzle, Search::new(&puzzle).unwrap(), "");
        if name != "Cyclic" {
            search_figure(&puzzle, Search::new(&puzzle).unwrap().from_start_only(), ", start only");
        }
    }
}

/// Searches whose ranks are mostly positions never reached (each layer a
/// sorted list of the positions reached, and for comparison the hash
/// table they had before), and Multi-Stack, which had a hash table until
/// its equal discs got joint digits; on every core where the bench has
/// threads. The label says which store each used.
fn sparse_search_figures() {
    use hanoi_core::search::Store;
    for (name, n, m) in [("Reversi", 12, None), ("Checkers_C", 20, None), ("Multi_Stack", 6, Some(6))] {
        let puzzle = Puzzle::by_name(name, n, m).unwrap();
        let search = Search::new(&puzzle).unwrap();
        if !search.estimate().sparse {
            search_figure(&puzzle, search, ", dense");
            continue;
        }
        search_figure(&puzzle, search, ", sparse: layers");
        search_figure(&puzzle, Search::new(&puzzle).unwrap().with_store(Store::Sparse), ", sparse: hash table");
    }
}

fn search_figure(puzzle: &Puzzle, search: Search, how: &str) {
    let estimate = search.estimate();
    let run = Instant::now();
    let outcome = search.run(|_| ControlFlow::Continue(())).unwrap();
    let seconds = run.elapsed().as_secs_f64();
    let length = match &outcome {
        Outcome::Solved { moves, .. } => moves.len().to_string(),
        Outcome::Unreachable { .. } => "unreachable".to_string(),
    };
    println!(
        "search: {:<56} {:>6.2} s {:>6.1} M positions/s, {} bits/position, {:.0} MB estimated",
        format!("{} n={}{how} ({length} moves, {} reached)", puzzle.descriptor().name, puzzle.discs, outcome.reached()),
        seconds,
        outcome.reached() as f64 / seconds / 1e6,
        estimate.bits_per_position,
        estimate.bytes as f64 / (1 << 20) as f64
    );
}
