//! `hanoi verify`: the solver's length against the optimum, n by n.

use std::io::Write;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use hanoi_core::search::Outcome;
use hanoi_core::{Puzzle, Verdict};

use crate::commands::{optimum, refused};
use crate::failure::Failure;
use crate::output;

pub fn run(variation: &str, upto: u64, pins: Option<u64>, max_memory_mb: u64, seconds: u64) -> Result<ExitCode, Failure> {
    let deadline = (seconds > 0).then(|| (Instant::now() + Duration::from_secs(seconds), seconds));
    // Check the name, the pins and the largest n before searching anything.
    let last = Puzzle::by_name(variation, upto, pins).map_err(refused)?;
    let variation = last.variation().expect("by_name gives a catalogue puzzle");
    let least = variation.discs.min as u64;
    let mut out = output::stdout();
    writeln!(out, "{:>3}  {:>10}  {:>10}  verdict", "n", "solver", "optimum")?;
    for n in least..=upto {
        let puzzle = Puzzle::new(variation, n, pins).map_err(Failure::bad_request)?;
        let solver = puzzle.solution().length().map_err(Failure::negative)?;
        // Rows so far stay on screen when a larger n is refused.
        out.flush()?;
        let outcome = optimum::search(&puzzle, max_memory_mb, deadline)?;
        let (optimum, verdict) = match outcome {
            Outcome::Solved { moves, .. } => {
                let optimum = moves.len() as u128;
                let verdict = Verdict::compare(solver, optimum).map_err(|e| Failure::negative(format!("n = {n}: {e}")))?;
                (optimum.to_string(), verdict.short())
            }
            Outcome::Unreachable { .. } => ("-".to_string(), "unreachable".to_string()),
        };
        writeln!(out, "{n:>3}  {solver:>10}  {optimum:>10}  {verdict}")?;
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}
