//! Refusals of a game's parameters (numbers of pegs and discs, and options
//! that exclude each other), worded once.

use core::fmt;

/// A number a game does not allow.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupError {
    /// "the impartial game", "Red–Blue".
    pub game: &'static str,
    /// "pegs", "discs".
    pub noun: &'static str,
    pub got: u64,
    pub min: u64,
    pub max: u64,
    /// Why the limit is where it is, if it depends on other choices.
    pub because: Option<&'static str>,
    /// Where two options exclude each other: the flag `noun` given with
    /// another, and why (the numbers are then 0).
    pub clash: Option<&'static str>,
}

impl SetupError {
    /// The flag `flag` refused beside another, with the reason.
    pub fn clash(game: &'static str, flag: &'static str, why: &'static str) -> SetupError {
        SetupError { game, noun: flag, got: 0, min: 0, max: 0, because: None, clash: Some(why) }
    }
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(why) = self.clash {
            return write!(f, "{}: {why}", self.game);
        }
        write!(f, "{} takes {} to {} {}", self.game, self.min, self.max, self.noun)?;
        if let Some(because) = self.because {
            write!(f, " {because}")?;
        }
        write!(f, ", not {}", self.got)
    }
}

impl core::error::Error for SetupError {}

/// `got` if it lies in `min..=max`, else the refusal.
pub fn within(game: &'static str, noun: &'static str, got: u64, min: u64, max: u64) -> Result<usize, SetupError> {
    if (min..=max).contains(&got) {
        Ok(got as usize)
    } else {
        Err(SetupError { game, noun, got, min, max, because: None, clash: None })
    }
}
