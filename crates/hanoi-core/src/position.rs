//! Discs, moves and positions: what is on each pin.

use alloc::vec::Vec;
use core::fmt;

use crate::colour::Colour;
use crate::descriptor::Vocabulary;

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
#[repr(C)]
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
///
/// The discs live in one flat array, a fixed region per pin whose first slot
/// holds the pin's base as a pseudo-disc larger than any disc (like the
/// original program's base). Each pin's top slot is kept, so a move reads
/// two tops, writes one slot and moves two tops, and the rules compare with
/// whatever lies below, disc or base, without a branch: the engine checks
/// hundreds of millions of moves a second.
#[derive(Clone, Debug)]
pub struct Position {
    /// Region `pin * stride`: the base, then the discs from the bottom.
    slots: Vec<Disc>,
    /// The slot of each pin's top disc, or of its base when it is empty (a
    /// move then needs no region's start, which costs a multiplication).
    tops: Vec<u32>,
    /// Slots per pin: the base plus room for every disc in the position, so
    /// a move can never overflow a pin.
    stride: usize,
    discs: usize,
    /// The bases' colours, pin by pin, then the shafts': one allocation
    /// rather than two (a small puzzle builds three positions).
    colours: Vec<Colour>,
}

impl Disc {
    /// The pseudo-disc that stands for a pin's base.
    pub const fn base(colour: Colour) -> Disc {
        Disc { size: u16::MAX, colour, stack: u8::MAX }
    }

    pub fn is_base(&self) -> bool {
        self.size == u16::MAX
    }
}

impl Position {
    /// `pins` empty pins with grey bases and shafts, each with room for
    /// `capacity` discs (more room is made if ever needed).
    pub fn empty(pins: usize, capacity: usize) -> Position {
        // Laid out here rather than by make_room, which copies what is
        // there: a small puzzle builds three positions.
        let stride = capacity + 1;
        let mut slots = alloc::vec![Disc::new(0, Colour::Grey); pins * stride];
        slots.iter_mut().step_by(stride).for_each(|slot| *slot = Disc::base(Colour::Grey));
        Position {
            slots,
            tops: (0..pins).map(|pin| (pin * stride) as u32).collect(),
            stride,
            discs: 0,
            colours: alloc::vec![Colour::Grey; 2 * pins],
        }
    }

    /// `pins` empty pins but `from`, which holds the discs `n` (at the
    /// bottom) to 1, each coloured by `colour` from its size: the usual
    /// start. Laid out at once rather than pushed disc by disc.
    /// (The colours come through a reference, so that the many callers
    /// share one copy of this rather than each inlining its own.)
    pub fn tower(pins: usize, n: u16, from: usize, colour: &dyn Fn(u16) -> Colour) -> Position {
        let mut pos = Position::empty(pins, n as usize);
        let bottom = pos.tops[from] as usize + 1;
        for (slot, size) in pos.slots[bottom..][..n as usize].iter_mut().zip((1..=n).rev()) {
            *slot = Disc::new(size, colour(size));
        }
        pos.tops[from] += n as u32;
        pos.discs = n as usize;
        pos
    }

    pub fn pin_count(&self) -> usize {
        self.tops.len()
    }

    /// The discs on `pin`, bottom to top.
    #[inline]
    pub fn pin(&self, pin: usize) -> &[Disc] {
        &self.slots[pin * self.stride + 1..=self.tops[pin] as usize]
    }

    /// How many discs `pin` holds.
    fn height(&self, pin: usize) -> usize {
        self.tops[pin] as usize - pin * self.stride
    }

    pub fn pins(&self) -> impl ExactSizeIterator<Item = &[Disc]> {
        (0..self.pin_count()).map(|pin| self.pin(pin))
    }

    #[inline]
    pub fn top(&self, pin: usize) -> Option<&Disc> {
        let top = self.top_or_base(pin);
        (!top.is_base()).then_some(top)
    }

    /// The top disc of `pin`, or its base when it is empty.
    #[inline]
    pub fn top_or_base(&self, pin: usize) -> &Disc {
        &self.slots[self.tops[pin] as usize]
    }

    /// The disc of this size and stack, wherever it is.
    pub fn find(&self, size: u16, stack: u8) -> Option<&Disc> {
        self.pins().flat_map(|pin| pin.iter()).find(|d| d.size == size && d.stack == stack)
    }

    pub fn disc_count(&self) -> usize {
        self.discs
    }

    pub fn bases(&self) -> &[Colour] {
        &self.colours[..self.pin_count()]
    }

    pub fn shafts(&self) -> &[Colour] {
        &self.colours[self.pin_count()..]
    }

    pub(crate) fn set_base(&mut self, pin: usize, colour: Colour) {
        self.colours[pin] = colour;
        self.slots[pin * self.stride] = Disc::base(colour);
    }

    pub(crate) fn set_shaft(&mut self, pin: usize, colour: Colour) {
        let pins = self.pin_count();
        self.colours[pins + pin] = colour;
    }

    /// Put a disc on top of `pin`, unchecked: for building positions (from
    /// outside the core, through a [`Setup`]).
    pub(crate) fn push(&mut self, pin: usize, disc: Disc) {
        if self.discs + 1 >= self.stride {
            self.make_room((self.discs + 1) * 2);
        }
        self.tops[pin] += 1;
        self.slots[self.tops[pin] as usize] = disc;
        self.discs += 1;
    }

    /// Take every disc off, keeping bases, shafts and room: a search decodes
    /// millions of positions into one buffer without allocating.
    pub(crate) fn clear_discs(&mut self) {
        let stride = self.stride as u32;
        self.tops.iter_mut().zip(0..).for_each(|(top, pin)| *top = pin * stride);
        self.discs = 0;
    }

    /// Take the top disc off `pin`, unchecked.
    pub(crate) fn pop(&mut self, pin: usize) -> Option<Disc> {
        let disc = *self.top(pin)?;
        self.tops[pin] -= 1;
        self.discs -= 1;
        Some(disc)
    }

    /// Room for `capacity` discs on every pin, keeping what is there.
    fn make_room(&mut self, capacity: usize) {
        let stride = capacity.max(self.discs) + 1;
        let mut slots = alloc::vec![Disc::new(0, Colour::Grey); self.pin_count() * stride];
        let mut tops = alloc::vec![0; self.pin_count()];
        for pin in 0..self.pin_count() {
            let region = &mut slots[pin * stride..][..stride];
            region[0] = Disc::base(self.bases()[pin]);
            let discs = self.pin(pin);
            region[1..][..discs.len()].copy_from_slice(discs);
            tops[pin] = (pin * stride + discs.len()) as u32;
        }
        self.slots = slots;
        self.tops = tops;
        self.stride = stride;
    }

    /// Take the top disc off `from` and put `disc` (it, recoloured) on `to`.
    /// The caller has checked that `from` holds a disc and `from != to`.
    #[inline]
    pub(crate) fn shift(&mut self, from: usize, to: usize, disc: Disc) {
        let top = self.tops[to] + 1;
        self.slots[top as usize] = disc;
        self.tops[to] = top;
        self.tops[from] -= 1;
    }

    /// Whether the discs on every pin are the same as in `other` (sizes,
    /// colours, stacks); bases and shafts are not compared.
    pub fn same_discs(&self, other: &Position) -> bool {
        self.pin_count() == other.pin_count() && self.pins().zip(other.pins()).all(|(a, b)| a == b)
    }

    /// Move the top `count` discs of `from` onto `to` as a block, keeping
    /// their order, and recolour each: the net effect of a whole transfer.
    pub(crate) fn transfer_block(&mut self, from: usize, to: usize, count: usize, recolour: impl Fn(Disc) -> Disc) {
        let block: Vec<Disc> = self.pin(from)[self.height(from) - count..].to_vec();
        for disc in block {
            self.shift(from, to, recolour(disc));
        }
    }

    /// The sizes on every pin as one line, pins numbered from 1, discs listed
    /// bottom to top: `pin 1: 6 5 4; pin 2: empty; pin 3: 3 2 1`.
    pub fn summary(&self) -> Summary<'_> {
        self.summary_in(Vocabulary::Pin)
    }

    /// The same in a puzzle's words: `peg 1: 6 5 4; peg 2: empty; ...`.
    pub fn summary_in(&self, words: Vocabulary) -> Summary<'_> {
        Summary { position: self, words }
    }
}

/// Equal when the same discs lie on the same pins over the same bases and
/// shafts, however much spare room each has.
impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        self.same_discs(other) && self.colours == other.colours
    }
}

impl Eq for Position {}

impl core::hash::Hash for Position {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        for pin in self.pins() {
            pin.hash(state);
        }
        self.bases().hash(state);
        self.shafts().hash(state);
    }
}

/// A position being arranged: discs put on pins as they come, bases and
/// shafts coloured, nothing checked. A [`Position`] made from it changes
/// only through the rules ([`crate::Rules::play`]); as in shakmaty, where a
/// `Setup` is free and a `Position` is kept legal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pins: Vec<Vec<Disc>>,
    bases: Vec<Colour>,
    shafts: Vec<Colour>,
}

impl Setup {
    /// `pins` empty pins with grey bases and shafts.
    pub fn new(pins: usize) -> Setup {
        Setup {
            pins: alloc::vec![Vec::new(); pins],
            bases: alloc::vec![Colour::Grey; pins],
            shafts: alloc::vec![Colour::Grey; pins],
        }
    }

    /// The arrangement of `position`, to change.
    pub fn of(position: &Position) -> Setup {
        Setup {
            pins: position.pins().map(<[Disc]>::to_vec).collect(),
            bases: position.bases().to_vec(),
            shafts: position.shafts().to_vec(),
        }
    }

    /// Put `disc` on top of `pin`.
    pub fn push(&mut self, pin: usize, disc: Disc) -> &mut Setup {
        self.pins[pin].push(disc);
        self
    }

    /// Take the top disc off `pin`.
    pub fn pop(&mut self, pin: usize) -> Option<Disc> {
        self.pins[pin].pop()
    }

    pub fn base(&mut self, pin: usize, colour: Colour) -> &mut Setup {
        self.bases[pin] = colour;
        self
    }

    pub fn shaft(&mut self, pin: usize, colour: Colour) -> &mut Setup {
        self.shafts[pin] = colour;
        self
    }

    /// The position as arranged.
    pub fn position(&self) -> Position {
        let discs = self.pins.iter().map(Vec::len).sum();
        let mut pos = Position::empty(self.pins.len(), discs);
        for (pin, discs) in self.pins.iter().enumerate() {
            pos.set_base(pin, self.bases[pin]);
            pos.set_shaft(pin, self.shafts[pin]);
            for &disc in discs {
                pos.push(pin, disc);
            }
        }
        pos
    }
}

/// Display of a position's sizes; see [`Position::summary`].
pub struct Summary<'a> {
    position: &'a Position,
    words: Vocabulary,
}

impl fmt::Display for Summary<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, pin) in self.position.pins().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{} {}:", self.words.one(), i + 1)?;
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
