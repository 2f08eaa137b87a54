//! Towers of Antwerp: three stacks (red, white, blue), one per pin, move one
//! pin round (red to pin 2, white to pin 3, blue to pin 1). Discs of equal
//! size may stack. Minsker's solution with its one "wasted" double move.
//!
//! Equal-size discs travel in triples. Moving a triple disc by disc reverses
//! its order, which is what the net effects below keep track of.

use alloc::boxed::Box;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use crate::colour::Colour;
use crate::position::{Disc, Move, Position};
use crate::program::{Call, Program, Step};
use crate::rules::{Constraint, Recolour, Rules};
use crate::solution::Algorithm;
use crate::variations::classic::discs;
use crate::variations::Instance;

/// The colours of the stacks that start on pins 1, 2 and 3.
pub const COLOURS: [Colour; 3] = [Colour::Red, Colour::White, Colour::Blue];

/// No disc on a smaller one; equal sizes may stack.
pub fn rules() -> Rules {
    Rules::new(&[Constraint::NotOnSmaller], Recolour::Fixed)
}

/// `n` discs per stack; stack i starts on pin i and ends on pin i + 1 (mod 3).
pub fn antwerp(n: u32) -> Instance {
    let stacks = |shift: usize| {
        let mut pos = Position::empty(3, 3 * n as usize);
        for (stack, colour) in COLOURS.into_iter().enumerate() {
            for size in (1..=n as u16).rev() {
                pos.push((stack + shift) % 3, Disc { size, colour, stack: stack as u8 });
            }
        }
        pos
    };
    let algorithm = Algorithm::Program(Box::new(Minsker { n }));
    Instance { rules: rules(), start: stacks(0), goal: stacks(1), algorithm }
}

/// Procedure numbers, named as in the documentation.
pub const T33: u8 = 0;
pub const T31: u8 = 1;
pub const T13: u8 = 2;
pub const T11: u8 = 3;

/// Minsker's algorithm. With pins (X, Y, Z):
/// - T33 cycles three single stacks X -> Y -> Z -> X;
/// - T31 collects single stacks on Z, X and Y into one stack of triples on Z;
/// - T13 spreads a stack of triples on X over X, Y and Z;
/// - T11 moves a stack of triples from X via Y to Z.
pub struct Minsker {
    pub n: u32,
}

impl Program for Minsker {
    fn root(&self) -> Call {
        Call::new(T33, self.n, [0, 1, 2, 0])
    }

    fn step(&self, call: &Call, pc: u32) -> Option<Step> {
        let [x, y, z, _] = call.pins;
        let mv = |from, to| Step::Move(Move::new(from, to));
        let sub = |proc, pins: [u8; 3]| Step::Call(Call::new(proc, call.n - 1, [pins[0], pins[1], pins[2], 0]));
        let body: &[Step] = match call.proc {
            // A single triple cycles in five moves; the recursion would take six.
            T33 if call.n == 1 => &[mv(z, x), mv(y, z), mv(x, z), mv(x, y), mv(z, x)],
            T33 => &[
                sub(T31, [x, z, y]),
                mv(x, z),
                sub(T11, [y, x, z]),
                mv(y, x),
                sub(T11, [z, y, x]),
                // The "wasted" move: the two largest discs on Z both go to Y.
                mv(z, y),
                mv(z, y),
                sub(T11, [x, z, y]),
                mv(x, z),
                sub(T11, [y, x, z]),
                mv(y, x),
                sub(T13, [z, y, x]),
            ],
            T31 => &[sub(T31, [x, z, y]), mv(x, z), sub(T11, [y, z, x]), mv(y, z), sub(T11, [x, y, z])],
            T13 => &[sub(T11, [x, z, y]), mv(x, z), sub(T11, [y, x, z]), mv(x, y), sub(T13, [z, y, x])],
            _ => &[sub(T11, [x, z, y]), mv(x, z), mv(x, z), mv(x, z), sub(T11, [y, x, z])],
        };
        body.get(pc as usize).copied()
    }

    fn relabelable(&self, _call: &Call) -> bool {
        true
    }

    fn complete(&self, call: &Call, pos: &mut Position, _rules: &Rules) {
        let [x, y, z, _] = call.pins.map(usize::from);
        let n = call.n as usize;
        match call.proc {
            T33 => {
                // Every stack moves one pin on, in order.
                let stacks = [x, y, z].map(|pin| take(pos, pin, n));
                for (stack, to) in stacks.into_iter().zip([y, z, x]) {
                    stack.into_iter().for_each(|d| pos.push(to, d));
                }
            }
            T31 => {
                // The triple of size n is (Z's, X's, Y's) from the bottom; each
                // smaller one was collected with Y and Z swapped and then moved
                // twice as a triple (no net reversal), so the order alternates.
                let [from_x, from_y, from_z] = [x, y, z].map(|pin| take(pos, pin, n));
                for (k, ((dx, dy), dz)) in from_x.into_iter().zip(from_y).zip(from_z).enumerate() {
                    let triple = if k % 2 == 0 { [dz, dx, dy] } else { [dy, dx, dz] };
                    triple.into_iter().for_each(|d| pos.push(z, d));
                }
            }
            T13 => {
                // The triple of size n leaves its top on Z, its middle on Y and
                // its bottom on X; the smaller triples reach the recursion
                // unreversed with X and Z swapped, so the roles alternate.
                let triples = take(pos, x, 3 * n);
                for (k, triple) in triples.chunks(3).enumerate() {
                    let to = if k % 2 == 0 { [x, y, z] } else { [z, y, x] };
                    for (&disc, pin) in triple.iter().zip(to) {
                        pos.push(pin, disc);
                    }
                }
            }
            _ => {
                // Only the bottom triple is reversed: every smaller triple
                // moved twice.
                let mut triples = take(pos, x, 3 * n);
                if n > 0 {
                    triples[..3].reverse();
                }
                triples.into_iter().for_each(|d| pos.push(z, d));
            }
        }
    }

    fn describe(&self, call: &Call) -> String {
        let [x, y, z, _] = call.pins.map(|p| p + 1);
        let n = call.n;
        let count = if n == 1 { String::from("1 triple") } else { format!("{n} triples") };
        let triples = || format!("{} ({count})", discs(3 * n));
        match call.proc {
            T33 => format!(
                "cycle the three stacks of {}: pin {x} to pin {y}, pin {y} to pin {z}, pin {z} to pin {x}",
                discs(n)
            ),
            T31 => format!("collect the top {} of pins {z}, {x} and {y} into triples on pin {z}", discs(n)),
            T13 => format!("spread {} from pin {x} over pins {x}, {y} and {z}", triples()),
            _ => format!("transfer {} from pin {x} via pin {y} to pin {z}", triples()),
        }
    }
}

/// Take the top `count` discs off `pin`, listed bottom to top.
fn take(pos: &mut Position, pin: usize, count: usize) -> Vec<Disc> {
    let height = pos.pin(pin).len();
    let discs = pos.pin(pin)[height - count..].to_vec();
    for _ in 0..count {
        pos.pop(pin);
    }
    discs
}
