//! One module per subcommand; each returns the exit code of its answer or
//! the failure that stopped it.

mod count;
mod game;
mod game_players;
pub(crate) mod game_args;
mod game_export;
mod game_grundy;
mod game_sum;
mod game_table;
mod game_table_scoring;
mod graph;
mod list;
mod moves;
mod optimum;
mod play;
mod seek;
mod table;
mod verify;
mod weighted;
mod weighted_explain;

use std::process::ExitCode;

use hanoi_core::{ParamError, Puzzle};

use crate::cli::{Command, PuzzleArgs};
use crate::failure::Failure;

pub fn run(command: Command) -> Result<ExitCode, Failure> {
    match command {
        Command::List => list::run(),
        Command::Moves { puzzle, json } => moves::run(&build(&puzzle)?, json),
        Command::Count { puzzle } => count::run(&build(&puzzle)?),
        Command::Play { puzzle } => play::run(&build(&puzzle)?),
        Command::Seek { puzzle, at } => seek::run(&build(&puzzle)?, at),
        Command::Table { variations, upto, pins, csv } => table::run(&variations, upto, pins, csv),
        Command::Graph { puzzle, json, dot } => graph::run(&build(&puzzle)?, json, dot),
        Command::Optimum { puzzle, from, to, json, memory } => {
            optimum::run(&build(&puzzle)?, optimum::Ends { from, to }, json, memory.max_memory)
        }
        Command::Verify { variation, upto, pins, memory, seconds } => {
            verify::run(&variation, upto, pins, memory.max_memory, seconds)
        }
        Command::Game { game } => game::run(game),
        Command::Weighted { weights, preset, discs, from, to, by_size, search, table, explain, json } => {
            weighted::run(weighted::Request { weights, preset, discs, from, to, by_size, search, table, explain, json })
        }
    }
}

/// The puzzle the arguments name; the library checks the name and limits
/// and words the complaint.
fn build(args: &PuzzleArgs) -> Result<Puzzle, Failure> {
    Puzzle::by_name(&args.variation, args.discs, args.pins).map_err(refused)
}

/// Parameters the library refused, with where to look up the names.
pub fn refused(error: ParamError) -> Failure {
    match error {
        ParamError::UnknownVariation { .. } => Failure::bad_request(format!("{error} (`hanoi list` shows them all)")),
        ParamError::NotAllowed { .. } => Failure::bad_request(error),
    }
}
