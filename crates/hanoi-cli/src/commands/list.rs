//! `hanoi list`: the catalogue as an aligned table.

use std::io::Write;
use std::process::ExitCode;

use hanoi_core::{Variation, CATALOGUE};

use crate::failure::Failure;
use crate::output;

// The formula comes last: Many_Pin's is long, and in a narrow terminal a
// long last cell wraps without pushing the other columns out of line.
const HEADER: [&str; 7] = ["Name", "Id", "Family", "Discs", "Pins", "Optimality", "Formula (number of moves)"];

pub fn run() -> Result<ExitCode, Failure> {
    // Grouped by family, families in the order the menu first meets them,
    // and in menu order within each.
    let first_seen = |v: &Variation| CATALOGUE.iter().position(|w| w.family == v.family);
    let mut variations: Vec<&Variation> = CATALOGUE.iter().collect();
    variations.sort_by_key(|v| first_seen(v));
    let rows: Vec<[String; 7]> = variations
        .iter()
        .map(|v| {
            [
                v.name.to_string(),
                v.id.to_string(),
                v.family.name().to_string(),
                v.discs.to_string(),
                v.pins.to_string(),
                v.optimality.name().to_string(),
                v.formula.to_string(),
            ]
        })
        .collect();
    let table: Vec<Vec<String>> = std::iter::once(HEADER.map(String::from)).chain(rows).map(Vec::from).collect();
    let mut out = output::stdout();
    for line in output::columns(&table, false) {
        writeln!(out, "{line}")?;
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}
