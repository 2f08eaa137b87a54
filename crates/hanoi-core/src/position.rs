//! Discs, moves and positions: what is on each pin.

use alloc::vec::Vec;
use core::fmt;

use crate::colour::Colour;

/// One disc. Sizes count from 1 (the smallest); `stack` tells apart discs of
/// equal size in puzzles with several stacks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Disc {
    pub size: u16,
    pub colour: Colour,
    pub stack: u8,
}

impl Disc {
    pub const fn new(size: u16, colour: Colour) -> Disc {
        Disc { size, colour, stack: 0 }
    }
}

/// Move the top disc of pin `from` to pin `to` (pins numbered from 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: u8,
    pub to: u8,
}

impl Move {
    pub const fn new(from: u8, to: u8) -> Move {
        Move { from, to }
    }
}

/// The pins, each a stack of discs listed bottom to top, with the colours of
/// the pins' bases and shafts.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pins: Vec<Vec<Disc>>,
    bases: Vec<Colour>,
    shafts: Vec<Colour>,
}

impl Position {
    /// `pins` empty pins with grey bases and shafts, each with room for
    /// `capacity` discs so that moves never reallocate.
    pub fn empty(pins: usize, capacity: usize) -> Position {
        Position {
            pins: (0..pins).map(|_| Vec::with_capacity(capacity)).collect(),
            bases: alloc::vec![Colour::Grey; pins],
            shafts: alloc::vec![Colour::Grey; pins],
        }
    }

    pub fn pin_count(&self) -> usize {
        self.pins.len()
    }

    /// The discs on `pin`, bottom to top.
    pub fn pin(&self, pin: usize) -> &[Disc] {
        &self.pins[pin]
    }

    pub fn pins(&self) -> impl ExactSizeIterator<Item = &[Disc]> {
        self.pins.iter().map(|p| p.as_slice())
    }

    pub fn top(&self, pin: usize) -> Option<&Disc> {
        self.pins[pin].last()
    }

    pub fn disc_count(&self) -> usize {
        self.pins.iter().map(Vec::len).sum()
    }

    pub fn bases(&self) -> &[Colour] {
        &self.bases
    }

    pub fn shafts(&self) -> &[Colour] {
        &self.shafts
    }

    pub fn set_base(&mut self, pin: usize, colour: Colour) {
        self.bases[pin] = colour;
    }

    pub fn set_shaft(&mut self, pin: usize, colour: Colour) {
        self.shafts[pin] = colour;
    }

    /// Put a disc on top of `pin`, unchecked: for building positions.
    pub fn push(&mut self, pin: usize, disc: Disc) {
        self.pins[pin].push(disc);
    }

    /// Take the top disc off `pin`, unchecked.
    pub fn pop(&mut self, pin: usize) -> Option<Disc> {
        self.pins[pin].pop()
    }

    /// Take the top disc off `from` and put `disc` (it, recoloured) on `to`.
    /// The caller has checked that `from` holds a disc and `from != to`.
    #[inline]
    pub fn shift(&mut self, from: usize, to: usize, disc: Disc) {
        if let Ok([source, target]) = self.pins.get_disjoint_mut([from, to]) {
            source.pop();
            target.push(disc);
        }
    }

    /// Whether the discs on every pin are the same as in `other` (sizes,
    /// colours, stacks); bases and shafts are not compared.
    pub fn same_discs(&self, other: &Position) -> bool {
        self.pins == other.pins
    }

    /// Move the top `count` discs of `from` onto `to` as a block, keeping
    /// their order, and recolour each: the net effect of a whole transfer.
    pub fn transfer_block(&mut self, from: usize, to: usize, count: usize, recolour: impl Fn(Disc) -> Disc) {
        let start = self.pins[from].len() - count;
        let block: Vec<Disc> = self.pins[from].drain(start..).collect();
        self.pins[to].extend(block.into_iter().map(recolour));
    }

    /// The sizes on every pin as one line, pins numbered from 1, discs listed
    /// bottom to top: `pin 1: 6 5 4; pin 2: empty; pin 3: 3 2 1`.
    pub fn summary(&self) -> Summary<'_> {
        Summary { position: self, first_pin: 1 }
    }

    /// The same line with pins numbered from `first_pin`.
    pub fn summary_from(&self, first_pin: usize) -> Summary<'_> {
        Summary { position: self, first_pin }
    }
}

/// Display of a position's sizes; see [`Position::summary`].
pub struct Summary<'a> {
    position: &'a Position,
    first_pin: usize,
}

impl fmt::Display for Summary<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, pin) in self.position.pins.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "pin {}:", i + self.first_pin)?;
            if pin.is_empty() {
                f.write_str(" empty")?;
            }
            for disc in pin {
                write!(f, " {}", disc.size)?;
            }
        }
        Ok(())
    }
}
