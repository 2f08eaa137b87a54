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

/// Map the pins of `moves` (0 to 3) by `map`, where they lie: a byte
/// shuffle where the processor has SSSE3 ([`Labels::relabel_in_place`]),
/// four moves at a time otherwise ([`map_pins_by_fours`]).
fn map_pins(map: &Labels, moves: &mut [Move]) {
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    map.relabel_in_place(moves);
    #[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
    map_pins_by_fours(map, moves);
}

/// Map the pins of `moves` (0 to 3) by `map`, where they lie, four moves at
/// a time: each bit of a mapped pin is a function of the two bits of the
/// pin, a XOR of the terms 1, x0, x1 and x0·x1 (its algebraic normal form),
/// worked out for eight bytes at once. Looked up byte by byte, the copies
/// were 30% of building and verifying Reversi n = 20 in WebAssembly.
#[cfg_attr(all(target_arch = "x86_64", target_feature = "sse2"), allow(dead_code))]
fn map_pins_by_fours(map: &Labels, moves: &mut [Move]) {
    const LOW: u64 = 0x0101_0101_0101_0101;
    let mapped = |pin: usize| map.0[pin] as u64;
    // Which terms each bit of the mapped pin has, as masks of every byte's
    // lowest bit (all or none).
    let terms = |bit: u32| {
        let t = [0, 1, 2, 3].map(|pin| (mapped(pin) >> bit & 1).wrapping_neg() & LOW);
        [t[0], t[0] ^ t[1], t[0] ^ t[2], t[0] ^ t[1] ^ t[2] ^ t[3]]
    };
    let (low, high) = (terms(0), terms(1));
    let mut fours = moves.chunks_exact_mut(4);
    // Written out plainly: at the site's opt-level "s", the same with
    // arrays mapped and closures ran a third slower than looking up bytes.
    for four in &mut fours {
        let [a, b, c, d] = [four[0], four[1], four[2], four[3]];
        let word = u64::from_le_bytes([a.from, a.to, b.from, b.to, c.from, c.to, d.from, d.to]);
        let (x0, x1) = (word & LOW, word >> 1 & LOW);
        let x01 = x0 & x1;
        let bit0 = low[0] ^ (low[1] & x0) ^ (low[2] & x1) ^ (low[3] & x01);
        let bit1 = high[0] ^ (high[1] & x0) ^ (high[2] & x1) ^ (high[3] & x01);
        let [p0, p1, p2, p3, p4, p5, p6, p7] = (bit0 | bit1 << 1).to_le_bytes();
        four[0] = Move::new(p0, p1);
        four[1] = Move::new(p2, p3);
        four[2] = Move::new(p4, p5);
        four[3] = Move::new(p6, p7);
    }
    map.relabel_in_place(fours.into_remainder());
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
            map_pins(&map, &mut self.out[at..]);
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

    use super::{append_if_reversi, map_pins, map_pins_by_fours, MOST, SOLVED_BY_REVERSI};
    use crate::catalogue::{Family, CATALOGUE};
    use crate::position::Move;
    use crate::program::Labels;
    use crate::puzzle::Puzzle;

    /// Every order of the four pins, 0 to 21 moves: the same moves as
    /// relabelling each, both ways of mapping them.
    #[test]
    fn mapping_pins_maps_each_move() {
        let moves: Vec<Move> = (0..21u8).map(|i| Move::new(i % 4, (i * 3 + 1) % 4)).collect();
        for order in 0..24usize {
            let mut map = Labels::default();
            let mut left = alloc::vec![0u8, 1, 2, 3];
            for (pin, radix) in [4usize, 3, 2, 1].into_iter().enumerate() {
                map.0[pin] = left.remove(order / [6, 2, 1, 1][pin] % radix);
            }
            for len in 0..moves.len() {
                let each: Vec<Move> = moves[..len].iter().map(|&mv| map.relabel(mv)).collect();
                let (mut mapped, mut by_fours) = (moves[..len].to_vec(), moves[..len].to_vec());
                map_pins(&map, &mut mapped);
                map_pins_by_fours(&map, &mut by_fours);
                assert_eq!(mapped, each, "order {order}, {len} moves");
                assert_eq!(by_fours, each, "order {order}, {len} moves, by fours");
            }
        }
    }

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
