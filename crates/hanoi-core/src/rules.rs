//! The rules of a variation: which moves are legal and how a moved disc
//! changes colour. One engine applies moves for manual play, for the solvers'
//! self-checks and for search, so each rule lives here and nowhere else.

use alloc::vec::Vec;
use core::fmt;

use crate::position::{Disc, Move, Position};

/// One restriction on moves, on top of the basic ones every variation has
/// (the pins exist, differ, and the source pin holds a disc).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Constraint {
    /// No disc may be placed on a smaller one.
    NotOnSmaller,
}

/// How a disc's colour changes when it moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Recolour {
    /// Colours never change.
    Fixed,
}

/// Why a move was refused. Pins are stored numbered from 0; the message
/// numbers them from 1 (see [`IllegalMove::numbered_from`] for other schemes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IllegalMove {
    NoSuchPin { pin: usize, pins: usize },
    SamePin { pin: usize },
    EmptyPin { pin: usize },
    OnSmaller { disc: u16, onto: u16, to: usize },
}

impl IllegalMove {
    /// The reason with pins numbered from `first_pin` (the command line reads
    /// and writes pins from 0; people count from 1).
    pub fn numbered_from(&self, first_pin: usize) -> Reason<'_> {
        Reason { error: self, first_pin }
    }
}

/// Display of an [`IllegalMove`] with a chosen pin numbering.
pub struct Reason<'a> {
    error: &'a IllegalMove,
    first_pin: usize,
}

impl fmt::Display for Reason<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let p = |pin: usize| pin + self.first_pin;
        match *self.error {
            IllegalMove::NoSuchPin { pin, pins } => write!(
                f,
                "there is no pin {}: the pins are numbered {} to {}",
                p(pin),
                p(0),
                p(pins - 1)
            ),
            IllegalMove::SamePin { pin } => write!(f, "a disc must move to another pin, not back onto pin {}", p(pin)),
            IllegalMove::EmptyPin { pin } => write!(f, "pin {} is empty", p(pin)),
            IllegalMove::OnSmaller { disc, onto, to } => write!(
                f,
                "a larger disc may not go on a smaller one: disc {} onto disc {} on pin {}",
                disc,
                onto,
                p(to)
            ),
        }
    }
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.numbered_from(1).fmt(f)
    }
}

/// A variation's rules as data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rules {
    pub constraints: Vec<Constraint>,
    pub recolour: Recolour,
}

impl Rules {
    /// Whether the top disc of `from` may move to `to`; the position is not changed.
    pub fn check(&self, pos: &Position, from: usize, to: usize) -> Result<(), IllegalMove> {
        self.legal_disc(pos, from, to).map(|_| ())
    }

    /// Check and make a move; on refusal the position is unchanged.
    #[inline]
    pub fn play(&self, pos: &mut Position, from: usize, to: usize) -> Result<Disc, IllegalMove> {
        let disc = self.legal_disc(pos, from, to)?;
        let disc = self.recoloured(disc);
        pos.shift(from, to, disc);
        Ok(disc)
    }

    /// Whether a disc may be lifted off `pin` at all: the first half of a
    /// move, which a person makes by picking the pin.
    #[inline]
    pub fn check_lift(&self, pos: &Position, pin: usize) -> Result<Disc, IllegalMove> {
        let pins = pos.pin_count();
        if pin >= pins {
            return Err(IllegalMove::NoSuchPin { pin, pins });
        }
        pos.top(pin).copied().ok_or(IllegalMove::EmptyPin { pin })
    }

    /// The disc that would move, if the move is legal.
    #[inline]
    fn legal_disc(&self, pos: &Position, from: usize, to: usize) -> Result<Disc, IllegalMove> {
        let pins = pos.pin_count();
        if to >= pins {
            return Err(IllegalMove::NoSuchPin { pin: to, pins });
        }
        let disc = self.check_lift(pos, from)?;
        if from == to {
            return Err(IllegalMove::SamePin { pin: from });
        }
        let onto = pos.top_or_base(to);
        for constraint in &self.constraints {
            constraint.check(&disc, onto, to)?;
        }
        Ok(disc)
    }

    /// Make a move known to be legal (a solver's move), recolouring the disc.
    pub fn apply(&self, pos: &mut Position, mv: Move) -> Disc {
        let disc = *pos.top(mv.from as usize).expect("a solver moved from an empty pin");
        let disc = self.recoloured(disc);
        pos.shift(mv.from as usize, mv.to as usize, disc);
        disc
    }

    /// The disc as it looks after one move.
    pub fn recoloured(&self, disc: Disc) -> Disc {
        match self.recolour {
            Recolour::Fixed => disc,
        }
    }
}

impl Constraint {
    #[inline]
    /// `onto` is the top disc of the target pin, or its base (see
    /// [`Disc::is_base`]), which is larger than every disc.
    fn check(&self, disc: &Disc, onto: &Disc, to: usize) -> Result<(), IllegalMove> {
        match self {
            Constraint::NotOnSmaller if onto.size < disc.size => {
                Err(IllegalMove::OnSmaller { disc: disc.size, onto: onto.size, to })
            }
            Constraint::NotOnSmaller => Ok(()),
        }
    }
}
