//! `hanoi`: print, count, check and seek Tower of Hanoi solutions from the
//! command line. Every failure ends in one line on stderr and an exit code
//! (2 for bad arguments, 1 for a negative answer), never a panic.

mod cli;
mod commands;
mod failure;
mod huge_pages;
mod output;

use std::process::ExitCode;

use clap::Parser;

#[global_allocator]
static ALLOCATOR: huge_pages::HugePages = huge_pages::HugePages;

fn main() -> ExitCode {
    let cli = match cli::Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => return cli::report_clap_error(error),
    };
    match commands::run(cli.command) {
        Ok(code) => code,
        Err(failure) => failure.report(),
    }
}
