//! `hanoi game table --scoring`: M(n), the fewest moves in which the first
//! player forces a win of scoring play, computed for every ending condition
//! beside Theorem 12 of Chappelon, Larsson and Matsuura (its formulas are in
//! hanoi-core's game/theorem12.rs, which the page uses too).

use std::io::Write;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use hanoi_core::game::theorem12::{found_in, row_of, Agreement, Claim, Found, Row, TABLE_MEANING};
use hanoi_core::game::{Ending, Reach, Scoring, Weights, DEFAULT_WEIGHTS};
use serde::Serialize;

use super::game::analyse_until;
use super::game_table::refuse_what_does_not_fit;
use crate::cli::TableArgs;
use crate::failure::Failure;
use crate::output::{self, counted};

/// Each game of a table: its discs, ending and rules.
type Games = Vec<(u64, Ending, Scoring)>;

pub fn run(args: &TableArgs) -> Result<ExitCode, Failure> {
    let weights = Weights::parse(args.scoring.weights.as_deref().unwrap_or(DEFAULT_WEIGHTS)).map_err(Failure::bad_request)?;
    let window = match &args.scoring.window {
        Some(text) => Some(weights.parse_window(text).map_err(Failure::bad_request)?),
        None => None,
    };
    if args.upto == 0 || args.upto > Scoring::MAX_DISCS {
        return Err(Failure::bad_request(format!(
            "--upto takes 1 to {} discs with --scoring, not {}",
            Scoring::MAX_DISCS,
            args.upto
        )));
    }
    let games = |upto: u64| -> Result<Games, Failure> {
        let mut games = Vec::new();
        for discs in 1..=upto {
            for ending in Ending::ALL {
                games.push((discs, ending, Scoring::new(discs, ending, weights.clone(), window).map_err(Failure::bad_request)?));
            }
        }
        Ok(games)
    };
    let reaches = |upto: u64| -> Result<Vec<(u64, Ending, Reach)>, Failure> {
        Ok(games(upto)?.into_iter().map(|(discs, ending, game)| (discs, ending, game.reach())).collect())
    };
    refuse_what_does_not_fit(&reaches, args.upto, args.memory.max_memory, args.seconds, "scoring play", "the scoring table")?;
    let seconds = args.seconds;
    let deadline = (seconds > 0).then(|| (Instant::now() + Duration::from_secs(seconds), seconds));
    let mut out = output::stdout();
    if !args.scoring.json {
        writeln!(out, "{TABLE_MEANING}.")?;
        writeln!(out, "Weights {weights}: {}.", weights.describe())?;
        writeln!(out, "Each cell: computed [Theorem 12]; ∞ (value) where the first player cannot win.")?;
        write!(out, "{:>3}", "n")?;
        for ending in Ending::ALL {
            write!(out, "  {:>22}", ending.to_string())?;
        }
        writeln!(out)?;
    }
    let mut rows = Vec::new();
    for discs in 1..=args.upto {
        let mut line = Vec::new();
        for ending in Ending::ALL {
            let mut game = Scoring::new(discs, ending, weights.clone(), window).map_err(Failure::bad_request)?;
            let analysis = analyse_until(&mut game, deadline)?;
            let row = row_of(discs, ending, &weights, found_in(&game, &analysis), analysis.positions());
            line.push(row);
        }
        if !args.scoring.json {
            write_line(&mut out, discs, &line)?;
        }
        rows.extend(line);
    }
    if args.scoring.json {
        let report = Report {
            weights: weights.to_string(),
            meaning: TABLE_MEANING,
            rows: rows.iter().map(JsonRow::of).collect(),
        };
        serde_json::to_writer(&mut out, &report).map_err(Failure::bad_request)?;
        writeln!(out)?;
    } else {
        let differ = rows.iter().filter(|r| r.agreement == Agreement::Differs).count();
        let open = rows.iter().filter(|r| r.agreement == Agreement::Open).count();
        writeln!(out, "{} where the computation and the theorem differ, {} the window leaves open.", counted(differ as u64, "cell"), open)?;
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

/// One row of the text table: each ending's cell, the differing ones marked.
fn write_line(out: &mut impl Write, discs: u64, line: &[Row]) -> Result<(), Failure> {
    write!(out, "{discs:>3}")?;
    let mut marks = Vec::new();
    for row in line {
        let cell = match row.found {
            // "∞ (lose in 1)" is long: the value's word is enough in a cell.
            Found::NoWin(value) => format!("∞ {}", value.word()),
            found => found.to_string(),
        };
        write!(out, "  {:>22}", format!("{cell} [{}]", row.stated.claim))?;
        match row.agreement {
            Agreement::Differs => marks.push(format!("{} differs", row.ending)),
            Agreement::Open => marks.push(format!("{} open", row.ending)),
            Agreement::Agrees => {}
        }
    }
    if !marks.is_empty() {
        write!(out, "   <- {}", marks.join(", "))?;
    }
    writeln!(out)?;
    out.flush()?;
    Ok(())
}

#[derive(Serialize)]
struct Report {
    weights: String,
    meaning: &'static str,
    rows: Vec<JsonRow>,
}

#[derive(Serialize)]
struct JsonRow {
    discs: u64,
    end: String,
    /// The first player's value: win, lose, tie, draw, undecided.
    value: &'static str,
    /// The fewest moves to win, where the first player wins.
    moves: Option<u32>,
    /// Whether `moves` is exact (else at most).
    exact: bool,
    /// The theorem: {exactly} or {low, high} or {infinite: true}.
    theorem: JsonClaim,
    case: &'static str,
    agreement: &'static str,
    positions: u64,
}

#[derive(Serialize)]
struct JsonClaim {
    #[serde(skip_serializing_if = "Option::is_none")]
    exactly: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    low: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    high: Option<i64>,
    infinite: bool,
}

impl JsonRow {
    fn of(row: &Row) -> JsonRow {
        let (moves, exact) = match row.found {
            Found::Wins { moves, exact } => (Some(moves), exact),
            _ => (None, true),
        };
        let theorem = match row.stated.claim {
            Claim::Exactly(m) => JsonClaim { exactly: Some(m), low: None, high: None, infinite: false },
            Claim::Between(low, high) => JsonClaim { exactly: None, low: Some(low), high: Some(high), infinite: false },
            Claim::Infinite => JsonClaim { exactly: None, low: None, high: None, infinite: true },
        };
        JsonRow {
            discs: row.discs,
            end: row.ending.to_string(),
            value: row.found.word(),
            moves,
            exact,
            theorem,
            case: row.stated.case,
            agreement: row.agreement.word(),
            positions: row.positions,
        }
    }
}
