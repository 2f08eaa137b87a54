//! The `hanoi` command that does on the command line what the page does only
//! up to a limit: the page names it when it refuses (a search too large, a
//! move list too long to write). One function per command, written as the
//! CLI reads it: positions quoted as its `--from` and `--to` read them, and
//! options left out where they are what the CLI takes without them (the
//! variation's usual pins, the puzzle's start and goal).

use alloc::format;
use alloc::string::String;

use crate::catalogue::Variation;
use crate::position::Position;
use crate::puzzle::Puzzle;
use crate::search::COMMAND_LINE_MEMORY_MB;

impl Puzzle {
    /// `hanoi optimum reves --discs 6 --from "6 5 / - / 4 3 2 1 / -"`: the
    /// exact search from `from` to `to` (the puzzle's start and goal where
    /// left out or the same). `None` for a puzzle not in the catalogue (the
    /// weighted one has its own command, without positions).
    pub fn optimum_command(&self, from: Option<&Position>, to: Option<&Position>) -> Option<String> {
        let mut line = self.command("optimum")?;
        let text = self.position_text();
        for (option, end, default) in [("--from", from, self.start()), ("--to", to, self.goal())] {
            if let Some(end) = end.filter(|end| !end.same_discs(default)) {
                line.push_str(&format!(" {option} {}", shell_quoted(&text.write(end))));
            }
        }
        Some(line)
    }

    /// [`Puzzle::optimum_command`] for a search whose estimate is `bytes`:
    /// past the command line's default memory, with `--max-memory` in
    /// megabytes enough for it, so that the CLI takes it as written (the
    /// figure itself tells a reader whether any machine has that much).
    pub fn optimum_command_needing(&self, from: Option<&Position>, to: Option<&Position>, bytes: u128) -> Option<String> {
        let mut line = self.optimum_command(from, to)?;
        let needed_mb = bytes.div_ceil(1 << 20);
        if needed_mb > u128::from(COMMAND_LINE_MEMORY_MB) {
            line.push_str(&format!(" --max-memory {needed_mb}"));
        }
        Some(line)
    }

    /// `hanoi moves many-pin --discs 40 --pins 3 --json`: the whole solution,
    /// as lines `from to` or (`json`) one JSON object. `None` for a puzzle
    /// not in the catalogue.
    pub fn moves_command(&self, json: bool) -> Option<String> {
        let mut line = self.command("moves")?;
        if json {
            line.push_str(" --json");
        }
        Some(line)
    }

    /// `hanoi <command> <id> --discs N`, with `--pins M` where M is not the variation's usual number.
    fn command(&self, command: &str) -> Option<String> {
        let variation: &Variation = self.variation()?;
        let mut line = format!("hanoi {command} {} --discs {}", variation.id, self.discs);
        if self.pins != variation.pins.default {
            line.push_str(&format!(" --pins {}", self.pins));
        }
        Some(line)
    }
}

/// `text` within double quotes, as a POSIX shell reads it back: `"3 2 / - / 1"`.
/// (Positions hold none of the characters escaped; a quote, `\`, `$` or a
/// backquote would be.)
fn shell_quoted(text: &str) -> String {
    let mut quoted = String::from("\"");
    for c in text.chars() {
        if matches!(c, '"' | '\\' | '$' | '`') {
            quoted.push('\\');
        }
        quoted.push(c);
    }
    quoted.push('"');
    quoted
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoting_escapes_what_a_shell_would_read() {
        assert_eq!(shell_quoted("3 2 / - / 1"), "\"3 2 / - / 1\"");
        assert_eq!(shell_quoted("a\"b$c`d\\e"), "\"a\\\"b\\$c\\`d\\\\e\"");
    }
}
