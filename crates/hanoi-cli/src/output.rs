//! Buffered standard output. Rust ignores SIGPIPE, so a closed pipe shows up
//! as a write error; `Failure::from(io::Error)` turns it into a quiet stop.

use std::io::{self, BufWriter, StdoutLock, Write};

/// Big enough that printing millions of moves makes few system calls.
const BUFFER_BYTES: usize = 64 * 1024;

pub type Stdout = BufWriter<StdoutLock<'static>>;

pub fn stdout() -> Stdout {
    BufWriter::with_capacity(BUFFER_BYTES, io::stdout().lock())
}

/// Print one line and flush, for commands whose whole answer is one line.
pub fn print_line(line: impl std::fmt::Display) -> io::Result<()> {
    let mut out = stdout();
    writeln!(out, "{line}")?;
    out.flush()
}
