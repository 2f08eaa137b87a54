//! `hanoi table`: exact move counts against the number of discs, a column
//! per variation: the numbers behind a growth plot.

use std::io::Write;
use std::process::ExitCode;

use hanoi_core::growth::count;
use hanoi_core::{find, quoted, Variation, CATALOGUE};

use crate::failure::Failure;
use crate::output;

pub fn run(names: &[String], upto: u64, pins: Option<u64>, csv: bool) -> Result<ExitCode, Failure> {
    let variations: Vec<&Variation> = names
        .iter()
        .map(|name| {
            find(name).ok_or_else(|| {
                Failure::bad_request(format!("unknown variation {} (`hanoi list` shows them all)", quoted(name)))
            })
        })
        .collect::<Result<_, _>>()?;
    // The most rows: as many discs as the variation that goes furthest takes.
    let most = CATALOGUE.iter().map(|v| v.discs.max as u64).max().unwrap_or(0);
    if upto > most {
        return Err(Failure::bad_request(format!("--upto takes 0 to {most} discs, not {upto}")));
    }
    // One cell: the count, empty where the variation does not take n discs
    // (the same count the page's Growth panel plots).
    let cell = |v: &'static Variation, n: u64| -> String {
        match count(v, n, pins) {
            Some(length) => length.map_or("2^128+".to_string(), |count| count.to_string()),
            None => String::new(),
        }
    };
    let header: Vec<String> =
        std::iter::once("n".to_string()).chain(variations.iter().map(|v| v.name.to_string())).collect();
    let rows: Vec<Vec<String>> = (0..=upto)
        .map(|n| std::iter::once(n.to_string()).chain(variations.iter().map(|v| cell(v, n))).collect())
        .collect();
    let mut out = output::stdout();
    let table: Vec<Vec<String>> = std::iter::once(header).chain(rows).collect();
    if csv {
        for row in &table {
            writeln!(out, "{}", row.join(","))?;
        }
    } else {
        for line in output::columns(&table, true) {
            writeln!(out, "{line}")?;
        }
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}
