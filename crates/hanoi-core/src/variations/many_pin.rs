//! Many_Pin: m pins, the Frame-Stewart split. The bottom k discs move with
//! one pin fewer while the n-k above them wait on a spare pin, with k chosen
//! by the binomial rule so every choice is a Frame-Stewart optimum.

use alloc::boxed::Box;
use alloc::format;
use alloc::string::String;

use crate::position::Move;
use crate::program::{Call, Labels, PinSet, Program, Step};
use crate::solution::Algorithm;
use crate::variations::classic::{self, discs};
use crate::variations::Instance;

pub fn many_pin(n: u32, pins: u32) -> Instance {
    let (start, goal) = classic::start_and_goal(pins as usize, n);
    let program = FrameStewart::new(pins as u8, n);
    Instance { rules: classic::rules(), start, goal, algorithm: Algorithm::Program(Box::new(program)) }
}

/// The binomial coefficient C(a, b), 0 outside 0 <= b <= a. Exact: each
/// partial product C(a, i) is an integer.
pub fn binomial(a: i64, b: i64) -> u128 {
    if b < 0 || a < 0 || b > a {
        return 0;
    }
    let b = b.min(a - b) as u64;
    let a = a as u64;
    // In 64 bits while the products fit (a 128-bit division is a library
    // call, and building a puzzle works out a few dozen of these). Up to
    // a = 56 every partial product does (C(56, 28) x 28 < 2^58), so nothing
    // needs checking: in wasm a checked 64-bit multiplication is a call to
    // a 128-bit one.
    let mut acc = 1u64;
    if a <= 56 {
        for i in 0..b {
            acc = acc * (a - i) / (i + 1);
        }
        return acc as u128;
    }
    for i in 0..b {
        match acc.checked_mul(a - i) {
            Some(product) => acc = product / (i + 1),
            None => return (i..b).fold(acc as u128, |acc, i| acc * (a - i) as u128 / (i + 1) as u128),
        }
    }
    acc as u128
}

/// The level s of n discs on m pins: C(s+m-3, m-2) <= n < C(s+m-2, m-2).
pub fn level(m: u32, n: u32) -> u32 {
    let r = m as i64 - 2;
    let mut s = 1;
    while n as u128 >= binomial(s + r, r) {
        s += 1;
    }
    s as u32
}

/// The size k of the bottom part of n discs on m pins at level s: the
/// smallest k with max(k0, k1 - n1 + n) <= k, where k0 = C(s+m-4, m-3),
/// k1 = C(s+m-3, m-3) and n1 = C(s+m-2, m-2). Calls inherit s from their
/// parent (s-1 for the top parts, s for the bottom), which at the edge of a
/// range may differ from level(m, n); the documented algorithm does the same.
pub fn split(m: u32, n: u32, s: u32) -> u32 {
    split_from(split_terms(m, s), n)
}

/// The part of [`split`] that depends only on m and s: (k0, k1 - n1).
fn split_terms(m: u32, s: u32) -> (i64, i64) {
    let (m, s) = (m as i64, s as i64);
    // For three pins at level 0 the bottom part is a single disc.
    let k0 = if s + m == 3 { 1 } else { binomial(s + m - 4, m - 3) as i64 };
    let k1 = binomial(s + m - 3, m - 3) as i64;
    let n1 = binomial(s + m - 2, m - 2) as i64;
    (k0, k1 - n1)
}

fn split_from((k0, offset): (i64, i64), n: u32) -> u32 {
    k0.max(offset + n as i64) as u32
}

/// [`split_terms`] for m = 3 to `pins` and s below `levels`, m by m, from
/// Pascal's triangle: every binomial it takes is C(j + r, r) for r below
/// `pins` - 1 and j below `levels`, and adding up the triangle costs less
/// than the divisions of working each out (a sixth of building a small
/// puzzle). The values stay small: the largest, C(s + m - 2, m - 2) at the
/// root's level, is at most n times s + m.
fn terms_table(pins: u32, levels: u32) -> alloc::vec::Vec<(i64, i64)> {
    let (rows, columns) = (pins.saturating_sub(1) as usize, levels as usize);
    // triangle[r * columns + j] = C(j + r, r).
    let mut triangle = alloc::vec![1i64; rows * columns];
    for r in 1..rows {
        for j in 1..columns {
            triangle[r * columns + j] = triangle[r * columns + j - 1] + triangle[(r - 1) * columns + j];
        }
    }
    let c = |r: u32, j: u32| triangle[r as usize * columns + j as usize];
    // Plain loops: an iterator chain here took a kilobyte of wasm.
    let mut terms = alloc::vec::Vec::with_capacity(rows.saturating_sub(1) * columns);
    for m in 3..=pins {
        for s in 0..levels {
            // C(s + m - 4, m - 3), which is 0 at s = 0 but for three pins.
            let k0 = if s == 0 { (m == 3) as i64 } else { c(m - 3, s - 1) };
            terms.push((k0, c(m - 3, s) - c(m - 2, s)));
        }
    }
    terms
}

/// Procedure number of the m-pin transfer.
const TRANSFER_M: u8 = 2;

/// TM(n, X, Z, free pins, level s): move n discs from X to Z using the free
/// pins. The spare pin for the top part is the lowest-numbered free pin,
/// which is the first pin that holds no smaller disc.
pub struct FrameStewart {
    pub pins: u8,
    pub n: u32,
    /// [`split`]'s binomial terms for every m (3 to `pins`) and level s (0 to
    /// the root's) a call can have, worked out once: otherwise each step
    /// recomputes three 128-bit binomials (the original passes its split down
    /// the calls instead).
    terms: alloc::vec::Vec<(i64, i64)>,
    levels: u32,
}

impl FrameStewart {
    pub fn new(pins: u8, n: u32) -> FrameStewart {
        let levels = if n == 0 || pins < 3 { 1 } else { level(pins as u32, n) + 1 };
        FrameStewart { pins, n, terms: terms_table(pins as u32, levels), levels }
    }

    /// [`split`] for a call, from the table where it has the entry.
    fn split(&self, m: u32, n: u32, s: u32) -> u32 {
        let entry = (m >= 3 && s < self.levels).then(|| self.terms.get(((m - 3) * self.levels + s) as usize)).flatten();
        match entry {
            Some(&terms) => split_from(terms, n),
            None => split(m, n, s),
        }
    }
}

/// A transfer of `n` discs from `from` to `to` with the pins of `set` free,
/// at `level` of the split. Its `aux` holds the level (below 2^16: at most
/// 1000 discs) and the number of pins in use, which a parent knows (its
/// own, or one fewer for the bottom part) and otherwise every step would
/// count again.
fn transfer(n: u32, from: u8, to: u8, set: PinSet, level: u32, pins: u32) -> Call {
    Call { proc: TRANSFER_M, n, pins: [from, to, 0, 0], set, aux: level | pins << 16 }
}

/// The level of the split a transfer is at.
fn level_of(call: &Call) -> u32 {
    call.aux & 0xffff
}

/// How many pins a transfer uses: its two and the free ones.
fn pins_used(call: &Call) -> u32 {
    call.aux >> 16
}

/// What a transfer does: one move, or three parts, the split worked out.
enum Body {
    One(Move),
    Three(Split),
}

/// A transfer of n discs from x to z split into its three parts: the top
/// n - k discs to the spare pin y, the bottom `k` across with one pin
/// fewer, the top ones back onto them.
#[derive(Clone, Copy)]
struct Split {
    call: Call,
    y: u8,
    k: u32,
}

/// How deep [`FrameStewart::write`] follows parts into parts on the
/// machine's stack before it gives up, leaving the puzzle to the
/// interpreter and its own stack. Each part has one pin or one level fewer
/// than its transfer, so a puzzle the gate lets through
/// ([`Program::write_moves`]) goes at most m - 2 + s deep: 110 on 100
/// pins.
const WRITE_DEPTH: u32 = 128;

impl FrameStewart {
    /// What a transfer does: with [`Split::part`], the algorithm, which
    /// [`Program::step`] steps and [`FrameStewart::write`] writes out.
    #[inline(always)]
    fn body(&self, call: &Call) -> Body {
        let [x, z, _, _] = call.pins;
        if call.n == 1 || call.set.is_empty() {
            // One disc goes straight across (and with two pins nothing else can).
            return Body::One(Move::new(x, z));
        }
        let y = call.set.lowest().expect("three or more pins leave a spare");
        let k = self.split(pins_used(call), call.n, level_of(call));
        Body::Three(Split { call: *call, y, k })
    }

    /// Write the moves of `call` to `out` from `count` on, recursing on
    /// its parts: the split worked out once per transfer rather than once
    /// per step, and no interpreter between. Many_Pin 6/35 (104 transfers,
    /// 209 moves) is built and verified so in 1.8 us, against 3.2-3.3 us
    /// stepped and recorded. False once `out` is full or the parts go
    /// [`WRITE_DEPTH`] deep.
    fn write(&self, call: &Call, out: &mut [Move], count: &mut usize, depth: u32) -> bool {
        let put = |mv: Move, out: &mut [Move], count: &mut usize| match out.get_mut(*count) {
            Some(slot) => {
                *slot = mv;
                *count += 1;
                true
            }
            None => false,
        };
        match self.body(call) {
            Body::One(mv) => put(mv, out, count),
            Body::Three(split) => {
                for part in 0..3 {
                    let done = match split.part(part) {
                        Step::Move(mv) => put(mv, out, count),
                        Step::Call(sub) => depth < WRITE_DEPTH && self.write(&sub, out, count, depth + 1),
                    };
                    if !done {
                        return false;
                    }
                }
                true
            }
        }
    }
}

impl Split {
    /// Part `i` (0 to 2) of the transfer.
    #[inline(always)]
    fn part(&self, i: u32) -> Step {
        let Split { call, y, k } = *self;
        let [x, z, _, _] = call.pins;
        let (m, s) = (pins_used(&call), level_of(&call));
        let top = call.n - k;
        // A transfer of one disc is its one move, made here rather than by
        // a call of its own: half the calls of a small puzzle are of one
        // disc, and each costs the interpreter a frame (or the recorder a
        // call) and two steps more.
        let sub = |n, from, to, set, level, pins| match n {
            1 => Step::Move(Move::new(from, to)),
            _ => Step::Call(transfer(n, from, to, set, level, pins)),
        };
        match i {
            0 => sub(top, x, y, call.set.without(y).with(z), s.saturating_sub(1), m),
            1 => sub(k, x, z, call.set.without(y), s, m - 1),
            _ => sub(top, y, z, call.set.without(y).with(x), s.saturating_sub(1), m),
        }
    }
}

impl Program for FrameStewart {
    fn root(&self) -> Call {
        let last = self.pins - 1;
        let free = PinSet::of(1..last as usize);
        let s = if self.n == 0 { 0 } else { level(self.pins as u32, self.n) };
        transfer(self.n, 0, last, free, s, self.pins as u32)
    }

    fn step(&self, call: &Call, pc: u32) -> Option<Step> {
        // Asked once more after the last step: answered before any work.
        if pc > 2 {
            return None;
        }
        match self.body(call) {
            Body::One(mv) => (pc == 0).then_some(Step::Move(mv)),
            Body::Three(split) => Some(split.part(pc)),
        }
    }

    /// Where the call should fit: a transfer of n discs at its level s
    /// makes at most n 2^s moves (its length, (n - n0) 2^s + the sum over
    /// i < s of 2^i C(i+m-3, m-3), is at most that, since the sum is at
    /// most 2^(s-1) n0). Up to 4,096 moves, writing them is faster than the
    /// interpreter's recordings, which pay off only once a puzzle repeats
    /// its parts many times (Many_Pin 100/5, 4,863 moves, is verified
    /// faster from them).
    fn write_moves(&self, call: &Call, out: &mut [Move]) -> Option<usize> {
        let level = level_of(call);
        if level >= 32 || (call.n as u64) << level > out.len() as u64 {
            return None;
        }
        let mut count = 0;
        self.write(call, out, &mut count, 0).then_some(count)
    }

    /// A transfer's moves depend on n, the level and the order of the pins
    /// it uses (the spare is the lowest free one), not on which pins they
    /// are: renamed in order, a call's moves are another's. Not the root,
    /// which is never repeated, nor calls of under 4 discs, whose few moves
    /// cost less to step than to look up. (100 discs on 5 pins play 9x
    /// faster with templates. A puzzle small enough is written out whole
    /// instead when it is verified: [`Program::write_moves`].)
    fn relabelable(&self, call: &Call) -> bool {
        pins_used(call) as usize <= Labels::MAX && call.n >= 4 && call.n < self.n
    }

    /// Of a labelled call: which of the pins in use it goes from and to.
    fn template_key(&self, call: &Call) -> u64 {
        let [x, z, _, _] = call.pins;
        self.length_key(call) | (x as u64) << 56 | (z as u64) << 60
    }

    /// The pins in use, in order, named 0, 1, 2...
    fn labelled(&self, call: &Call) -> (Call, Labels) {
        let [x, z, _, _] = call.pins;
        let mut labels = Labels::default();
        let (mut name_x, mut name_z, mut count) = (0, 0, 0u8);
        for pin in call.set.with(x).with(z).iter() {
            labels.0[count as usize & (Labels::MAX - 1)] = pin;
            if pin == x {
                name_x = count;
            } else if pin == z {
                name_z = count;
            }
            count += 1;
        }
        let free = PinSet::first(count).without(name_x).without(name_z);
        (Call { pins: [name_x, name_z, 0, 0], set: free, ..*call }, labels)
    }

    fn length_key(&self, call: &Call) -> u64 {
        // The length depends on n, the level and how many pins are in use.
        call.n as u64 | (level_of(call) as u64) << 32 | (pins_used(call) as u64) << 48
    }

    fn block(&self, call: &Call) -> Option<(u8, u8)> {
        Some((call.pins[0], call.pins[1]))
    }

    fn describe(&self, call: &Call) -> String {
        let [x, z, _, _] = call.pins;
        let m = pins_used(call);
        if call.n == 1 || m == 2 {
            return format!("move 1 disc from pin {} to pin {}", x + 1, z + 1);
        }
        let k = split(m, call.n, level_of(call));
        format!(
            "transfer {} from pin {} to pin {} with {} pins: the bottom {} with {} pins",
            discs(call.n),
            x + 1,
            z + 1,
            m,
            crate::grouped::grouped(k.into()),
            m - 1
        )
    }
}

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use super::{level, split_terms, terms_table, FrameStewart};
    use crate::position::Move;
    use crate::program::Program;
    use crate::Puzzle;

    /// Written at once, a puzzle's moves are the ones the interpreter steps
    /// and replays from its recordings; and where they might not fit in
    /// the room given, none are written.
    #[test]
    fn written_moves_are_the_stepped_ones() {
        let mut written = 0;
        for pins in (3..=12u8).chain([51, 60, 100]) {
            for n in (1..=60).chain([100, 200, 1000]) {
                let program = FrameStewart::new(pins, n);
                let stepped: Vec<Move> = Puzzle::by_name("Many_Pin", n as u64, Some(pins as u64))
                    .unwrap()
                    .solution()
                    .moves()
                    .take(5000)
                    .collect();
                let mut out = [Move::new(0, 0); 4096];
                match program.write_moves(&program.root(), &mut out) {
                    Some(count) => {
                        assert_eq!(out[..count], stepped[..], "{n} discs on {pins} pins");
                        written += 1;
                    }
                    // The bound it goes by is n 2^s moves, which is a few
                    // times the length.
                    None => {
                        assert!(stepped.len() > 4096 / n as usize, "{n} discs on {pins} pins: {} moves", stepped.len())
                    }
                }
                let mut little = [Move::new(0, 0); 3];
                let fits = program.write_moves(&program.root(), &mut little).map(|count| little[..count].to_vec());
                assert!(fits.is_none() || fits == Some(stepped.clone()), "{n} discs on {pins} pins in 3");
            }
        }
        assert!(written > 350, "only {written} puzzles were written");
        let program = FrameStewart::new(6, 35);
        assert_eq!(program.write_moves(&program.root(), &mut [Move::new(0, 0); 4096]), Some(209));
        // Deep: 1,000 discs on 100 pins go down through every pin count.
        let program = FrameStewart::new(100, 1000);
        assert_eq!(program.write_moves(&program.root(), &mut [Move::new(0, 0); 4096]), Some(3801));
    }

    /// The table from Pascal's triangle holds what the binomials give, for
    /// every count of pins and discs the catalogue allows at its corners
    /// and for the small cases in between.
    #[test]
    fn the_split_table_holds_the_binomial_terms() {
        let discs = (0..=40).chain([100, 500, 999, 1000]);
        for pins in (3..=12).chain([50, 99, 100]) {
            for n in discs.clone() {
                let levels = if n == 0 { 1 } else { level(pins, n) + 1 };
                let expected: alloc::vec::Vec<_> =
                    (3..=pins).flat_map(|m| (0..levels).map(move |s| split_terms(m, s))).collect();
                assert_eq!(terms_table(pins, levels), expected, "{n} discs on {pins} pins");
            }
        }
    }
}
