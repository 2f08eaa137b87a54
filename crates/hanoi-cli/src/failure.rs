//! Why a command stopped early, and how that reaches the user: one line on
//! stderr and an exit code.

use std::io::{self, Write};
use std::process::ExitCode;

/// Exit code for arguments or requests that cannot be met (clap uses 2 too).
pub const BAD_REQUEST: u8 = 2;
/// Exit code for a clear negative answer, e.g. a count too large to give.
pub const NEGATIVE: u8 = 1;

#[derive(Debug)]
pub struct Failure {
    /// Shown as `hanoi: <message>`; `None` stops silently.
    message: Option<String>,
    code: u8,
}

impl Failure {
    /// Bad arguments, or a request that cannot be met as asked.
    pub fn bad_request(message: impl ToString) -> Failure {
        Failure { message: Some(message.to_string()), code: BAD_REQUEST }
    }

    /// The question was fine but the answer is "no" (too long to count...).
    pub fn negative(message: impl ToString) -> Failure {
        Failure { message: Some(message.to_string()), code: NEGATIVE }
    }

    pub fn report(self) -> ExitCode {
        if let Some(message) = self.message {
            // If stderr is gone too there is no one left to tell.
            let _ = writeln!(io::stderr(), "hanoi: {message}");
        }
        ExitCode::from(self.code)
    }
}

impl From<io::Error> for Failure {
    fn from(error: io::Error) -> Failure {
        if error.kind() == io::ErrorKind::BrokenPipe {
            // The reader stopped listening (`hanoi moves ... | head`): that
            // is how pipelines end, not an error.
            Failure { message: None, code: 0 }
        } else {
            Failure { message: Some(format!("cannot write the output: {error}")), code: NEGATIVE }
        }
    }
}
