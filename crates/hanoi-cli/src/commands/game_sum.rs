//! `hanoi game sum K:N:ECi K:N:ECi ...`: a disjunctive sum of impartial
//! games, solved from each part's generalized Sprague–Grundy value.

use std::io::{self, IsTerminal, Write};
use std::ops::ControlFlow;
use std::process::ExitCode;

use clap::{Arg, ArgAction, ArgMatches, Command};
use hanoi_core::game::sum::{SumAnalysis, SumOutcome, SumSpec, MAX_PARTS, MIN_PARTS};
use hanoi_core::game::Where;
use serde::Serialize;

use crate::cli::GameCommand;
use crate::failure::Failure;
use crate::output;

pub fn command() -> Command {
    Command::new("sum")
        .about("A sum of impartial games: a move is a move in one tower; whoever moves last wins")
        .long_about(format!(
            "Solve the disjunctive sum of {MIN_PARTS} to {MAX_PARTS} impartial Tower of Hanoi games (Chappelon, \
             Larsson and Matsuura, section 7.3), each written pegs:discs:ending (3:2:EC1), in normal play under \
             the paper's turn rule: the players take turns, a move is a move in one tower of the mover's choice \
             (each tower keeps its own disc just moved), a completed tower has no more moves, and whoever makes \
             the last move wins. Each tower's generalized Sprague–Grundy value (a number, or ∞(K) with K the \
             finite values of its followers) is computed, and the sum's value is theirs added: x ⊕ y, \
             ∞(K) + y = ∞(K ⊕ y), ∞ + ∞ = ∞. The player to move wins a sum worth anything but 0 or an ∞(K) \
             without 0 in K, which is a draw. Prints the values, who wins, and a winning or drawing move (tower, \
             disc, from, to; towers and pegs from 1)."
        ))
        .after_help(
            "Examples:\n  hanoi game sum 3:2:EC1 3:3:EC5\n  hanoi game sum 3:1:EC1 3:1:EC1          \
             two equal towers: the second player wins\n  hanoi game sum 4:2:EC4 3:3:EC2 3:2:EC3 --json",
        )
        .arg(
            Arg::new("parts")
                .value_name("K:N:ECi")
                .num_args(1..)
                .required(true)
                .help(format!("The towers, {MIN_PARTS} to {MAX_PARTS}, each pegs:discs:ending (3:2:EC1)")),
        )
        .arg(Arg::new("json").long("json").action(ArgAction::SetTrue).help("Print one JSON object instead"))
}

pub fn read(matches: &ArgMatches) -> GameCommand {
    let parts = matches.get_many::<String>("parts").map(|v| v.cloned().collect()).unwrap_or_default();
    GameCommand::Sum { parts, json: matches.get_flag("json") }
}

#[derive(Serialize)]
struct Report {
    title: String,
    parts: Vec<PartReport>,
    value: &'static str,
    gsg: String,
    /// A winning move (value first) or one that keeps the draw; none for a loss.
    #[serde(rename = "move")]
    best: Option<MoveReport>,
}

#[derive(Serialize)]
struct PartReport {
    part: String,
    pegs: usize,
    discs: usize,
    end: String,
    gsg: String,
}

#[derive(Serialize)]
struct MoveReport {
    part: usize,
    disc: u16,
    from: u8,
    to: u8,
}

pub fn run(texts: &[String], json: bool) -> Result<ExitCode, Failure> {
    let texts: Vec<&str> = texts.iter().map(String::as_str).collect();
    let spec = SumSpec::parse(&texts, Where::Command).map_err(Failure::bad_request)?;
    let watched = io::stderr().is_terminal();
    let parts = spec.parts().len();
    let analysis = SumAnalysis::run(&spec, &mut |part, progress| {
        if watched {
            eprint!("\rtower {} of {parts}, {}: {} positions   ", part + 1, progress.phase.name(), progress.done);
        }
        ControlFlow::Continue(())
    });
    if watched {
        eprint!("\r{:60}\r", "");
    }
    let mut analysis = analysis.map_err(Failure::bad_request)?;
    let starts = analysis.starts();
    let value = analysis.sum_value(&starts);
    let outcome = SumOutcome::of(&value);
    let best = match outcome {
        SumOutcome::Lose => None,
        _ => analysis.perfect_move(&starts, None),
    };
    let best = best.map(|m| {
        let disc = hanoi_core::game::Game::position(analysis.game(m.part), starts[m.part])
            .top(m.mv.from as usize)
            .map_or(0, |d| d.size);
        MoveReport { part: m.part + 1, disc, from: m.mv.from + 1, to: m.mv.to + 1 }
    });
    let games = spec.games();
    let report = Report {
        title: spec.title(),
        parts: games
            .iter()
            .enumerate()
            .map(|(i, g)| PartReport {
                part: spec.part_text(i),
                pegs: g.pegs(),
                discs: g.discs(),
                end: g.ending().to_string(),
                gsg: analysis.value(i, starts[i]).text(),
            })
            .collect(),
        value: outcome.verdict(),
        gsg: value.text(),
        best,
    };
    let mut out = output::stdout();
    if json {
        serde_json::to_writer(&mut out, &report).map_err(Failure::bad_request)?;
        writeln!(out)?;
    } else {
        writeln!(out, "{}", report.title)?;
        writeln!(out, "{}", spec.goal())?;
        for (i, part) in report.parts.iter().enumerate() {
            writeln!(out, "Tower {} ({}): value {}", i + 1, spec.part_title(i), part.gsg)?;
        }
        let added: Vec<&str> = report.parts.iter().map(|p| p.gsg.as_str()).collect();
        writeln!(out, "The sum is worth {} = {}: {}.", added.join(" ⊕ "), report.gsg, outcome.sentence("the first player"))?;
        if let Some(m) = &report.best {
            let kind = if outcome == SumOutcome::Win { "A winning move" } else { "A move that keeps the draw" };
            writeln!(out, "{kind}: in tower {}, disc {} from peg {} to peg {}.", m.part, m.disc, m.from, m.to)?;
        }
        writeln!(
            out,
            "Values are generalized Sprague–Grundy values: a number n plays as a nim heap of n (0: the player to \
             move loses); ∞(K) has no finite value, K being the finite values one move away: play may go on for ever, unless K holds 0, when the player to move wins. Values add as nim \
             heaps do, ∞(K) + n = ∞(K ⊕ n) and ∞ + ∞ = ∞; the player to move wins any sum but 0 and an ∞(K) \
             without 0 in K, which is a draw."
        )?;
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}
