//! `hanoi optimum`: the fewest moves by exhaustive search, and one shortest
//! solution.

use std::io::{self, IsTerminal, Write};
use std::ops::ControlFlow;
use std::process::ExitCode;
use std::time::Instant;

use hanoi_core::search::{Outcome, Search, SearchError};
use hanoi_core::{Position, Puzzle};

use hanoi_core::transcript::Listing;
use serde::Serialize;

use crate::commands::moves::{listing, write_json_line, write_lines};
use crate::failure::Failure;
use crate::output::{self, counted};

/// The positions to search between, as typed (`--from`, `--to`); the
/// puzzle's start and goal where left out.
pub struct Ends {
    pub from: Option<String>,
    pub to: Option<String>,
}

pub fn run(puzzle: &Puzzle, ends: Ends, json: bool, max_memory_mb: u64) -> Result<ExitCode, Failure> {
    let text = puzzle.position_text();
    let read = |typed: &Option<String>, option: &str, default: &Position| match typed {
        Some(typed) => text.read(typed).map_err(|why| Failure::bad_request(format!("{option}: {why}"))),
        None => Ok(default.clone()),
    };
    let start = read(&ends.from, "--from", puzzle.start())?;
    let goal = read(&ends.to, "--to", puzzle.goal())?;
    let own_ends = ends.from.is_some() || ends.to.is_some();
    let (moves, reached) = match search_between(puzzle, &start, &goal, max_memory_mb, None)? {
        Outcome::Solved { moves, reached } => (moves, reached),
        Outcome::Unreachable { reached } if own_ends => {
            return Err(Failure::negative(format!(
                "\"{}\" cannot be reached from \"{}\": the search ran out of positions after reaching {}",
                text.write(&goal),
                text.write(&start),
                counted(reached, "position")
            )))
        }
        Outcome::Unreachable { reached } => return Err(unreachable(puzzle, reached)),
    };
    let mut out = output::stdout();
    if json {
        let (from, to) = if own_ends { (Some(text.write(&start)), Some(text.write(&goal))) } else { (None, None) };
        let list = listing(puzzle, moves.len() as u128, moves.iter().copied());
        write_json_line(&Optimum { list, optimal: true, positions: reached, from, to }, &mut out)?;
    } else {
        let (moves_made, positions) = (counted(moves.len() as u64, "move"), counted(reached, "position"));
        writeln!(out, "optimum: {moves_made}, {positions} reached")?;
        write_lines(moves.iter().copied(), &mut out)?;
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

/// `hanoi optimum --json`: the shape of `moves --json`, then these.
#[derive(Serialize)]
struct Optimum<M> {
    #[serde(flatten)]
    list: Listing<'static, M>,
    optimal: bool,
    /// Positions the search reached.
    positions: u64,
    /// The ends, as the core writes positions, where they were given.
    #[serde(skip_serializing_if = "Option::is_none")]
    from: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    to: Option<String>,
}

/// Search `puzzle` from its start to its goal (see [`search_between`]).
pub fn search(puzzle: &Puzzle, max_memory_mb: u64, deadline: Option<(Instant, u64)>) -> Result<Outcome, Failure> {
    search_between(puzzle, puzzle.start(), puzzle.goal(), max_memory_mb, deadline)
}

/// Search from `start` to the discs of `goal` under `puzzle`'s rules, refusing up front what cannot be encoded or would need
/// more than `max_memory_mb` megabytes, and stopping a search of a sparse
/// space (one that keeps only the positions it reaches) at that limit.
/// `deadline`: when to give up, and the seconds it stands for (`verify --seconds`).
pub fn search_between(
    puzzle: &Puzzle,
    start: &Position,
    goal: &Position,
    max_memory_mb: u64,
    deadline: Option<(Instant, u64)>,
) -> Result<Outcome, Failure> {
    let title = puzzle.descriptor().title;
    // The algorithm's length bounds the optimum between the puzzle's own ends only.
    let own_ends = start != puzzle.start() || goal != puzzle.goal();
    let search = Search::between(puzzle.solution().rules().clone(), start.clone(), goal.clone())
        .map_err(|why| Failure::bad_request(format!("cannot search {title}: {why}")))?
        .with_depth_bound(if own_ends { None } else { puzzle.solution().length().ok() });
    let search = search.with_memory_limit(max_memory_mb as u128 * (1 << 20));
    let estimate = search.estimate();
    let needed_mb = estimate.bytes.div_ceil(1 << 20);
    if !search.fits() {
        // What it surely needs, which may be far less than the estimate's
        // guess at its layers: the limit to ask for, beside what the
        // machine has.
        let least_mb = search.least_memory().div_ceil(1 << 20);
        let available = available_mb().map_or(String::new(), |mb| format!(" (this machine has {mb} MB available)"));
        return Err(Failure::bad_request(format!(
            "{title} with {} has up to {}; the search needs about {needed_mb} MB, \
             more than --max-memory {max_memory_mb} allows; it can start with --max-memory {least_mb}{available}",
            counted(puzzle.discs, "disc"),
            counted(estimate.positions, "position")
        )));
    }
    // Nothing cancels a command-line search but Ctrl-C. Someone watching a
    // terminal sees how far it has got; a pipe or a log gets nothing.
    let watched = io::stderr().is_terminal();
    let outcome = search.run(|progress| {
        if watched {
            let percent = progress.reached as f64 * 100.0 / progress.total.max(1) as f64;
            eprint!(
                "\rsearching: {} positions reached ({percent:.1}% of all), depth {}   ",
                progress.reached, progress.depth
            );
        }
        match deadline {
            Some((deadline, _)) if Instant::now() >= deadline => ControlFlow::Break(()),
            _ => ControlFlow::Continue(()),
        }
    });
    if watched {
        eprint!("\r{:79}\r", "");
    }
    outcome.map_err(|error| match error {
        SearchError::OverLimit { reached, .. } => Failure::bad_request(format!(
            "{title} with {}: the search stopped after reaching {reached} of its up to {}, \
             which need more than --max-memory {max_memory_mb} MB allows",
            counted(puzzle.discs, "disc"),
            counted(estimate.positions, "position")
        )),
        SearchError::Cancelled => Failure::bad_request(format!(
            "{title} with {}: stopped, out of time after {} (--seconds)",
            counted(puzzle.discs, "disc"),
            counted(deadline.map_or(0, |(_, seconds)| seconds), "second")
        )),
        other => Failure::bad_request(other),
    })
}

pub fn unreachable(puzzle: &Puzzle, reached: u64) -> Failure {
    Failure::negative(format!(
        "{} with {} cannot be solved: the search ran out of positions after reaching {} \
         without joining the start to the goal",
        puzzle.descriptor().title,
        counted(puzzle.discs, "disc"),
        counted(reached, "position")
    ))
}

/// The memory the system can give without swapping, in megabytes, where it
/// says (Linux's `MemAvailable`).
fn available_mb() -> Option<u64> {
    let meminfo = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = meminfo.lines().find(|line| line.starts_with("MemAvailable:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1024)
}
