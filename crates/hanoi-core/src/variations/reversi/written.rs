//! Reversi's moves written out whole, for verifying a solution short enough
//! to hold ([`crate::Puzzle::verify_solution`]): the procedures' own
//! recursion, with each (procedure, discs) written once and copied, its
//! pins mapped, wherever it comes again. Every call's arguments are the four
//! pins in some order, so a copy is a byte shuffle; building and verifying
//! Reversi n = 20 so costs a copy of its 8,956 moves and the writing of its
//! few hundred distinct calls, where the interpreter recorded templates,
//! call by call, and stepped between them.
//!
//! The puzzle asks for this by its variation's name, not through
//! [`crate::program::Program`]: a method there is kept in every program's
//! table of methods, and so in the page's first wasm module, which never
//! verifies a solution (the writer cost it 630 bytes gzipped).

use alloc::vec::Vec;

use super::{body, Part, COUNT};
use crate::catalogue::Variation;
use crate::position::Move;
use crate::program::{Call, Labels};

/// The most moves written out: past this the interpreter's recordings
/// (which play a long solution a piece at a time, in little memory) take over.
const MOST: usize = 1 << 16;

/// Where a (procedure, discs) was first written: its moves' range in the
/// output, and the pins it was called with.
#[derive(Clone, Copy)]
struct Written {
    start: u32,
    len: u32,
    pins: [u8; 4],
}

/// The variations whose solution is [`super::Reversi`] from its root alone.
const SOLVED_BY_REVERSI: [&str; 5] = ["Reversi", "Reversi_E", "Reversi_F", "Reversi_G", "Reversi_H"];

/// For a variation of [`SOLVED_BY_REVERSI`] solved by its own algorithm
/// from `root`, append its moves to `out`; false otherwise, or with `out`
/// holding part of them once they would pass [`MOST`].
pub(crate) fn append_if_reversi(variation: &Variation, root: &Call, out: &mut Vec<Move>) -> bool {
    SOLVED_BY_REVERSI.contains(&variation.name) && (root.n == 0 || append(root, out))
}

/// Append the moves of `call` to `out`; false, with `out` holding part of
/// them, once they would pass [`MOST`].
fn append(call: &Call, out: &mut Vec<Move>) -> bool {
    // Room for Reversi n = 20 or so at once: grown from nothing, the
    // buffer's copies cost as much as a tenth of writing.
    out.reserve(1 << 13);
    let levels = call.n as usize + 1;
    let mut written = alloc::vec![None; COUNT * levels];
    Writer { out, written: &mut written, levels }.write(call)
}

struct Writer<'a> {
    out: &'a mut Vec<Move>,
    /// By procedure and discs ([`Writer::key`]).
    written: &'a mut [Option<Written>],
    levels: usize,
}

impl Writer<'_> {
    fn key(&self, call: &Call) -> usize {
        call.proc as usize * self.levels + call.n as usize
    }

    fn write(&mut self, call: &Call) -> bool {
        let key = self.key(call);
        if let Some(Written { start, len, pins }) = self.written[key] {
            if self.out.len() + len as usize > MOST {
                return false;
            }
            // The pins it was written with, each to the pin in the same
            // place now.
            let mut map = Labels::default();
            for (&was, &now) in pins.iter().zip(&call.pins) {
                map.0[was as usize % Labels::MAX] = now;
            }
            let at = self.out.len();
            self.out.extend_from_within(start as usize..(start + len) as usize);
            map.relabel_in_place(&mut self.out[at..]);
            return true;
        }
        let start = self.out.len();
        for part in body(call.proc, call.n) {
            match *part {
                Part::Sub(proc, drop, args) => {
                    let sub = Call::new(proc, call.n.saturating_sub(drop), args.map(|a| call.pins[a as usize]));
                    if sub.n > 0 && !self.write(&sub) {
                        return false;
                    }
                }
                Part::Moves(moves) => {
                    if self.out.len() + moves.len() > MOST {
                        return false;
                    }
                    let pin = |a: u8| call.pins[a as usize];
                    self.out.extend(moves.iter().map(|&(a, b)| Move::new(pin(a), pin(b))));
                }
            }
        }
        let len = (self.out.len() - start) as u32;
        self.written[key] = Some(Written { start: start as u32, len, pins: call.pins });
        true
    }
}

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use super::{append_if_reversi, MOST, SOLVED_BY_REVERSI};
    use crate::catalogue::{Family, CATALOGUE};
    use crate::position::Move;
    use crate::puzzle::Puzzle;

    /// Every variation of the Reversi family, 0 to 14 discs: those solved
    /// by Reversi's procedures are written out, move for move the
    /// interpreter's, and the others are not; and a solution longer than
    /// [`MOST`] is not written out.
    #[test]
    fn the_moves_written_out_are_the_interpreters() {
        for variation in CATALOGUE.iter().filter(|v| v.family == Family::Reversi) {
            for n in 0..=14 {
                let puzzle = Puzzle::new(variation, n, None).unwrap();
                let root = puzzle.solution().root();
                let mut written = Vec::new();
                let name = variation.name;
                if !append_if_reversi(variation, &root, &mut written) {
                    assert!(!SOLVED_BY_REVERSI.contains(&name), "{name} {n} written out");
                    continue;
                }
                let stepped: Vec<Move> = puzzle.solution().moves().collect();
                assert_eq!(written, stepped, "{name} {n}");
            }
        }
        let long = Puzzle::by_name("Reversi_G", 16, None).unwrap();
        assert!(long.solution().length().unwrap() > MOST as u128);
        assert!(!append_if_reversi(long.variation().unwrap(), &long.solution().root(), &mut Vec::new()));
    }
}
