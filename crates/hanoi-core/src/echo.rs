//! Text a user typed, shown back in a message: at most [`ECHO_CHARS`]
//! characters and then "…", with line breaks and tabs escaped (`\n`, `\t`)
//! and other characters that do not show (control and invisible format
//! characters) given by their code point, as a person looks them up:
//! `<U+001B>`. So a message stays one short, readable line whatever was
//! pasted into a URL or a field, or imported from a binary file.

use core::fmt::{self, Write};

/// The most characters of typed text a message shows.
pub const ECHO_CHARS: usize = 40;

/// `text` as a message shows it, without quotes (see [`quoted`]).
pub fn echo(text: &str) -> Echo<'_> {
    Echo(text)
}

/// `text` as a message quotes it: [`echo`]ed, within double quotes:
/// `unknown variation "revs"`. Every message that quotes what a user typed
/// does it with this.
pub fn quoted(text: &str) -> Quoted<'_> {
    Quoted(text)
}

pub struct Echo<'a>(&'a str);

pub struct Quoted<'a>(&'a str);

impl fmt::Display for Quoted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "\"{}\"", echo(self.0))
    }
}

impl fmt::Display for Echo<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut shown = 0;
        for c in self.0.chars() {
            let escaped = Escaped::of(c);
            // An escape is never cut in half.
            if shown + escaped.width() > ECHO_CHARS {
                return f.write_char('…');
            }
            shown += escaped.width();
            escaped.write(f)?;
        }
        Ok(())
    }
}

/// One character as shown: itself, or an escape for what would break the
/// line or the terminal.
enum Escaped {
    Plain(char),
    Short(char),
    Unicode(char),
}

/// Line and paragraph separators, the bidirectional marks, overrides and
/// isolates that reorder the rest of a line, and characters that show
/// nothing (zero-width spaces and joiners, the byte order mark, tags).
fn breaks_the_line(c: char) -> bool {
    matches!(
        c,
        '\u{2028}' | '\u{2029}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{200b}'..='\u{200f}'
            | '\u{2060}'..='\u{2064}' | '\u{feff}' | '\u{e0000}'..='\u{e007f}'
    )
}

impl Escaped {
    fn of(c: char) -> Escaped {
        match c {
            '\n' => Escaped::Short('n'),
            '\r' => Escaped::Short('r'),
            '\t' => Escaped::Short('t'),
            c if c.is_control() || breaks_the_line(c) => Escaped::Unicode(c),
            c => Escaped::Plain(c),
        }
    }

    fn width(&self) -> usize {
        match self {
            Escaped::Plain(_) => 1,
            Escaped::Short(_) => 2,
            Escaped::Unicode(c) => code_point_width(*c),
        }
    }

    fn write(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Escaped::Plain(c) => f.write_char(*c),
            Escaped::Short(c) => write!(f, "\\{c}"),
            Escaped::Unicode(c) => {
                // The hex digits by hand: core's UpperHex cost the first load 95 bytes.
                let code = *c as u32;
                f.write_str("<U+")?;
                for place in (0..code_point_width(*c) - 4).rev() {
                    f.write_char(char::from(b"0123456789ABCDEF"[(code >> (4 * place) & 0xf) as usize]))?;
                }
                f.write_char('>')
            }
        }
    }
}

/// The width of `<U+001B>`: four hex digits at least, up to six.
fn code_point_width(c: char) -> usize {
    let digits = match c as u32 {
        0..=0xffff => 4,
        0x1_0000..=0xf_ffff => 5,
        _ => 6,
    };
    digits + 4
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::format;
    use alloc::string::{String, ToString};

    #[test]
    fn short_text_is_shown_as_typed() {
        assert_eq!(echo("revs").to_string(), "revs");
        assert_eq!(echo("").to_string(), "");
        let forty = "x".repeat(ECHO_CHARS);
        assert_eq!(echo(&forty).to_string(), forty);
    }

    #[test]
    fn long_text_is_cut_with_an_ellipsis() {
        let long: String = "ab".repeat(15_000);
        let shown = echo(&long).to_string();
        assert_eq!(shown.chars().count(), ECHO_CHARS + 1);
        assert!(shown.ends_with("ab…"));
        let message = format!("Unknown variation \"{}\": showing Classic", echo(&long));
        assert!(message.chars().count() < 200, "{message}");
    }

    #[test]
    fn quoted_text_is_echoed_within_double_quotes() {
        assert_eq!(quoted("revs").to_string(), "\"revs\"");
        assert_eq!(quoted("").to_string(), "\"\"");
        assert_eq!(quoted("a\nb").to_string(), "\"a\\nb\"");
        let long = quoted(&"x".repeat(30_000)).to_string();
        assert_eq!(long, format!("\"{}…\"", "x".repeat(ECHO_CHARS)));
    }

    #[test]
    fn control_characters_are_shown_by_their_code_point() {
        assert_eq!(echo("a\nb\u{1b}[31m\t\u{7f}\u{2028}").to_string(), "a\\nb<U+001B>[31m\\t<U+007F><U+2028>");
        assert_eq!(echo("é ü 漢字").to_string(), "é ü 漢字");
        // A binary file's start, as an import quotes it.
        assert_eq!(quoted("\u{7f}ELF\u{2}\u{1}\u{0}").to_string(), "\"<U+007F>ELF<U+0002><U+0001><U+0000>\"");
        assert_eq!(echo("\u{e0001}").to_string(), "<U+E0001>");
        // Escapes count at their shown width, so a line of them stays short too.
        let shown = echo(&"\u{1b}".repeat(1000)).to_string();
        assert_eq!(shown, "<U+001B>".repeat(5) + "…");
    }
}
