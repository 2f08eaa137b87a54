//! `hanoi game table`: M(n), the fewest moves in which the first player
//! forces a win of the impartial game, computed for every ending condition
//! beside the formula of Theorem 9 (Chappelon, Larsson, Matsuura).

use std::io::Write;
use std::process::ExitCode;

use hanoi_core::game::{Ending, Game, Impartial, Value};

use super::game::analyse;
use crate::failure::Failure;
use crate::output;

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

/// M(n) as the analysis finds it.
pub fn computed(pegs: u64, discs: u64, ending: Ending) -> Result<Cell, Failure> {
    let mut game = Impartial::new(pegs, discs, ending).map_err(Failure::bad_request)?;
    let analysis = analyse(&mut game)?;
    Ok(match analysis.value(game.start()).expect("the start is reachable") {
        Value::Win(r) => Cell::Moves(r as u64),
        Value::Lose(r) => Cell::Second(r),
        // Normal play has no ties, and nothing is cut off.
        Value::Draw | Value::Tie(_) | Value::Undecided => Cell::Infinite,
    })
}

pub fn run(pegs: u64, upto: u64) -> Result<ExitCode, Failure> {
    // Check the numbers before printing anything.
    Impartial::new(pegs, upto.max(1), Ending::Ec1).map_err(Failure::bad_request)?;
    if upto == 0 {
        return Err(Failure::bad_request("--upto takes 1 or more discs, not 0"));
    }
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
            let found = computed(pegs, discs, ending)?;
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
