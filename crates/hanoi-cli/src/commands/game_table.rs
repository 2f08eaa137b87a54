//! `hanoi game table`: M(n), the fewest moves in which the first player
//! forces a win of the impartial game, computed for every ending condition
//! beside the formula of Theorem 9 (Chappelon, Larsson, Matsuura).

use std::io::Write;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use hanoi_core::game::{Ending, Game, Impartial, Reach, Value, NATIVE_MOVES_PER_SECOND};
use hanoi_core::About;

use super::game::analyse_until;
use crate::failure::Failure;
use crate::output::{self, counted};

/// One entry of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    /// The first player forces a win in this many moves.
    Moves(u64),
    /// A draw.
    Infinite,
    /// The second player wins (in this many moves).
    Second(u32),
    /// The formula says nothing here (EC2 and EC3 with one disc, 3 pegs).
    NotGiven,
}

impl std::fmt::Display for Cell {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Cell::Moves(m) => write!(f, "{m}"),
            Cell::Infinite => f.write_str("∞"),
            Cell::Second(r) => write!(f, "2nd:{r}"),
            Cell::NotGiven => f.write_str("-"),
        }
    }
}

/// Theorem 9's M_l(n).
pub fn theorem_9(pegs: u64, discs: u64, ending: Ending) -> Cell {
    let power = |e: u64| 1u64.checked_shl(e as u32).map_or(u64::MAX, |p| p - 1);
    if pegs == 3 {
        match ending {
            Ending::Ec1 | Ending::Ec4 => Cell::Moves(power(discs)),
            Ending::Ec2 if discs >= 2 => Cell::Moves(power(discs + 1)),
            Ending::Ec3 if discs >= 2 => Cell::Moves(7),
            Ending::Ec2 | Ending::Ec3 => Cell::NotGiven,
            Ending::Ec5 if discs <= 2 => Cell::Moves(power(discs)),
            Ending::Ec5 => Cell::Moves(7),
        }
    } else {
        match (discs, ending) {
            (1, Ending::Ec1 | Ending::Ec4 | Ending::Ec5) => Cell::Moves(1),
            (2, Ending::Ec4 | Ending::Ec5) => Cell::Moves(3),
            _ => Cell::Infinite,
        }
    }
}

/// M(n) as the analysis finds it, giving up at `deadline`.
pub fn computed(pegs: u64, discs: u64, ending: Ending, deadline: Option<(Instant, u64)>) -> Result<Cell, Failure> {
    let mut game = Impartial::new(pegs, discs, ending).map_err(Failure::bad_request)?;
    let analysis = analyse_until(&mut game, deadline)?;
    Ok(match analysis.value(game.start()).expect("the start is reachable") {
        Value::Win(r) => Cell::Moves(r as u64),
        Value::Lose(r) => Cell::Second(r),
        // Normal play has no ties, and nothing is cut off.
        Value::Draw | Value::Tie(_) | Value::Undecided => Cell::Infinite,
    })
}

pub fn run(pegs: u64, upto: u64, max_memory_mb: u64, seconds: u64) -> Result<ExitCode, Failure> {
    // Check the numbers before printing anything.
    Impartial::new(pegs, upto.max(1), Ending::Ec1).map_err(Failure::bad_request)?;
    if upto == 0 {
        return Err(Failure::bad_request("--upto takes 1 or more discs, not 0"));
    }
    let reaches = |upto: u64| -> Result<Vec<(u64, Ending, Reach)>, Failure> {
        let mut reaches = Vec::new();
        for discs in 1..=upto {
            for ending in Ending::ALL {
                reaches.push((discs, ending, Impartial::new(pegs, discs, ending).map_err(Failure::bad_request)?.reach()));
            }
        }
        Ok(reaches)
    };
    let (game, table) = (format!("the impartial game on {pegs} pegs"), format!("the table on {pegs} pegs"));
    refuse_what_does_not_fit(&reaches, upto, max_memory_mb, seconds, &game, &table)?;
    let deadline = (seconds > 0).then(|| (Instant::now() + Duration::from_secs(seconds), seconds));
    let mut out = output::stdout();
    writeln!(out, "M(n) on {pegs} pegs: the fewest moves in which the first player forces a win, computed,")?;
    writeln!(out, "with Theorem 9's value in brackets; ∞ a draw, 2nd:r the second player wins in r, - no formula")?;
    write!(out, "{:>3}", "n")?;
    for ending in Ending::ALL {
        write!(out, "  {:>16}", ending.to_string())?;
    }
    writeln!(out)?;
    for discs in 1..=upto {
        write!(out, "{discs:>3}")?;
        let mut differ = Vec::new();
        for ending in Ending::ALL {
            let found = computed(pegs, discs, ending, deadline)?;
            let paper = theorem_9(pegs, discs, ending);
            write!(out, "  {:>16}", format!("{found} ({paper})"))?;
            if found != paper {
                differ.push(ending.to_string());
            }
        }
        if !differ.is_empty() {
            write!(out, "   <- differs: {}", differ.join(", "))?;
        }
        writeln!(out)?;
        out.flush()?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Each game of a table up to `upto` discs: its discs, ending and reach.
pub(super) type Reaches<'a> = &'a dyn Fn(u64) -> Result<Vec<(u64, Ending, Reach)>, Failure>;

/// Every game of a table up to `upto` discs, estimated: the work of them all,
/// and the one needing the most memory with its discs and ending.
fn estimate(reaches: Reaches, upto: u64) -> Result<(Reach, (Reach, u64, Ending)), Failure> {
    let mut total: Option<Reach> = None;
    let mut largest: Option<(Reach, u64, Ending)> = None;
    for (discs, ending, reach) in reaches(upto)? {
        total = Some(total.map_or(reach, |t| t.then(reach)));
        if largest.is_none_or(|(l, _, _)| reach.bytes() > l.bytes()) {
            largest = Some((reach, discs, ending));
        }
    }
    Ok((total.expect("at least one game"), largest.expect("at least one game")))
}

/// Refuse, before analysing anything, a table whose largest game would need
/// more than `max_memory_mb` or whose games would take more than `seconds`
/// (0: no limit), as the searches do, with the sizes and the largest
/// --upto that fits. `game` and `table` name them in the refusal ("the
/// impartial game on 3 pegs", "the table on 3 pegs"); the impartial table
/// and the scoring one (`game_table_scoring.rs`) both refuse through this.
pub(super) fn refuse_what_does_not_fit(
    reaches: Reaches,
    upto: u64,
    max_memory_mb: u64,
    seconds: u64,
    game: &str,
    table: &str,
) -> Result<(), Failure> {
    let (total, (largest, discs, ending)) = estimate(reaches, upto)?;
    let needed_mb = largest.bytes().div_ceil(1 << 20);
    if needed_mb > max_memory_mb {
        return Err(Failure::bad_request(format!(
            "{game} with {} ({ending}) has up to {}; its analysis needs up to \
             {needed_mb} MB, more than --max-memory {max_memory_mb} allows",
            counted(discs, "disc"),
            counted(largest.positions, "position")
        )));
    }
    let needed = total.seconds(NATIVE_MOVES_PER_SECOND);
    if seconds > 0 && needed > seconds {
        let fits = (1..upto).rev().find_map(|n| {
            let (total, _) = estimate(reaches, n).ok()?;
            let needed = total.seconds(NATIVE_MOVES_PER_SECOND);
            (needed <= seconds).then(|| format!("--upto {n} takes {}, or ", About(needed)))
        });
        return Err(Failure::bad_request(format!(
            "{table} up to {} analyses {} games of up to {} in all and would take \
             {}, more than --seconds {seconds} allows: {}give a larger --seconds (0 for no limit)",
            counted(upto, "disc"),
            upto * Ending::ALL.len() as u64,
            counted(total.positions, "position"),
            About(needed),
            fits.unwrap_or_default()
        )));
    }
    Ok(())
}
