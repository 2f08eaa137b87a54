//! A move number as a person types it (an address, a field, a message from
//! a course page, the `hanoi seek --at` option): a whole number of 0 or
//! more, in decimal. Moves are counted in a u128, so a number past 2^128 - 1
//! is refused as too large, for every puzzle, with the same words
//! everywhere; whether a number is past the end of a solution is the
//! solution's to say ([`crate::BeyondEnd`]).

use core::fmt;
use core::num::IntErrorKind;

use crate::echo::quoted;

/// Why a number is too large, in every message that says so.
const LARGEST: &str = "moves are counted up to 2^128 - 1 (340,282,366,920,938,463,463,374,607,431,768,211,455)";

/// Why a text is not a move number. Shown as it is, its words leave the
/// text out (for a message that shows it already, as the command line's
/// does); [`MoveNumberError::about`] quotes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveNumberError {
    /// Not a whole number of 0 or more.
    NotWhole,
    /// A whole number past the largest move number, 2^128 - 1.
    TooLarge,
}

impl fmt::Display for MoveNumberError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveNumberError::NotWhole => f.write_str("a move number is a whole number of 0 or more"),
            MoveNumberError::TooLarge => write!(f, "that number is far too large: {LARGEST}"),
        }
    }
}

impl MoveNumberError {
    /// The message about `text`, quoted as every message quotes what was typed.
    pub fn about(self, text: &str) -> impl fmt::Display + '_ {
        About(self, text)
    }
}

struct About<'a>(MoveNumberError, &'a str);

impl fmt::Display for About<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            MoveNumberError::NotWhole => write!(f, "{}, not {}", self.0, quoted(self.1)),
            MoveNumberError::TooLarge => write!(f, "move {} is far too large: {LARGEST}", quoted(self.1.trim())),
        }
    }
}

impl core::error::Error for MoveNumberError {}

/// `text` (spaces around it allowed) as a move number.
pub fn parse_move_number(text: &str) -> Result<u128, MoveNumberError> {
    // u128's own reading takes digits with an optional '+', and tells an
    // overflow from anything else.
    text.trim().parse().map_err(|error: core::num::ParseIntError| match error.kind() {
        IntErrorKind::PosOverflow => MoveNumberError::TooLarge,
        _ => MoveNumberError::NotWhole,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::format;
    use alloc::string::ToString;

    #[test]
    fn whole_numbers_up_to_2_to_the_128_minus_1() {
        assert_eq!(parse_move_number("0"), Ok(0));
        assert_eq!(parse_move_number(" 42 "), Ok(42));
        assert_eq!(parse_move_number("+7"), Ok(7));
        assert_eq!(parse_move_number("0007"), Ok(7));
        assert_eq!(parse_move_number("340282366920938463463374607431768211455"), Ok(u128::MAX));
    }

    #[test]
    fn too_large_is_not_the_same_as_not_a_number() {
        assert_eq!(parse_move_number("340282366920938463463374607431768211456"), Err(MoveNumberError::TooLarge));
        assert_eq!(parse_move_number(&"9".repeat(100_000)), Err(MoveNumberError::TooLarge));
        for text in ["", " ", "-1", "1.5", "1e3", "abc", "++1", "0x10", "١٢"] {
            assert_eq!(parse_move_number(text), Err(MoveNumberError::NotWhole), "{text:?}");
        }
        assert!(MoveNumberError::TooLarge.to_string().starts_with("that number is far too large: moves are counted up to 2^128 - 1"));
        let nines = "9".repeat(100_000);
        let e = parse_move_number(&nines).unwrap_err().about(&nines).to_string();
        assert!(e.starts_with(&format!("move \"{}…\" is far too large: moves are counted up to 2^128 - 1", "9".repeat(40))), "{e}");
        let e = parse_move_number("x\u{0}").unwrap_err().about("x\u{0}").to_string();
        assert_eq!(e, "a move number is a whole number of 0 or more, not \"x<U+0000>\"");
    }
}
