//! Buffered standard output. Rust ignores SIGPIPE, so a closed pipe shows up
//! as a write error; `Failure::from(io::Error)` turns it into a quiet stop.

use std::io::{self, BufWriter, StdoutLock, Write};

/// Big enough that printing millions of moves makes few system calls.
const BUFFER_BYTES: usize = 64 * 1024;

pub type Stdout = BufWriter<StdoutLock<'static>>;

pub fn stdout() -> Stdout {
    BufWriter::with_capacity(BUFFER_BYTES, io::stdout().lock())
}

/// A count with its noun, singular for one: "1 move", "7 moves", "0 discs".
pub fn counted(count: impl Into<u128>, one: &str) -> String {
    let count = count.into();
    if count == 1 {
        format!("1 {one}")
    } else {
        format!("{count} {one}s")
    }
}

/// Print one line and flush, for commands whose whole answer is one line.
pub fn print_line(line: impl std::fmt::Display) -> io::Result<()> {
    let mut out = stdout();
    writeln!(out, "{line}")?;
    out.flush()
}

/// Rows of cells as columns two spaces apart, each as wide as its widest
/// cell (in characters: a formula's "·" is one), left-aligned or, for
/// numbers, right-aligned. Left-aligned lines end with their last cell.
pub fn columns(rows: &[Vec<String>], right: bool) -> Vec<String> {
    let count = rows.iter().map(Vec::len).max().unwrap_or(0);
    let widths: Vec<usize> = (0..count)
        .map(|c| rows.iter().filter_map(|r| r.get(c)).map(|t| t.chars().count()).max().unwrap_or(0))
        .collect();
    rows.iter()
        .map(|row| {
            let cells: Vec<String> = row
                .iter()
                .zip(&widths)
                .map(|(text, &w)| if right { format!("{text:>w$}") } else { format!("{text:<w$}") })
                .collect();
            let line = cells.join("  ");
            if right {
                line
            } else {
                line.trim_end().to_string()
            }
        })
        .collect()
}
