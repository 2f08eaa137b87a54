//! Solutions as programs: a handful of mutually recursive procedures whose
//! bodies are steps ("move X to Y" or "call P on fewer discs with these
//! pins"). The interpreter in [`crate::solution`] iterates, counts, seeks
//! and traces any such program.

use alloc::string::String;

use crate::position::{Move, Position};
use crate::rules::Rules;

/// A set of pins (up to 128) as a bitmask, lowest pin first. Kept as two
/// u64 halves rather than a u128 so that a [`Call`] is 8-byte aligned and a
/// [`Step`], which every program returns for every step, 40 bytes, not 48;
/// and worked on a half at a time, since WebAssembly has no 128-bit shifts
/// (each is a library call: an eighth of building a small Many_Pin puzzle
/// in wasm went to them).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PinSet([u64; 2]);

impl PinSet {
    pub const EMPTY: PinSet = PinSet([0; 2]);

    pub fn of(pins: impl IntoIterator<Item = usize>) -> PinSet {
        pins.into_iter().fold(PinSet::EMPTY, |set, pin| set.with(pin as u8))
    }

    /// Pins 0 to `count` - 1 (`count` at most 128).
    pub fn first(count: u8) -> PinSet {
        let low = |count: u8| match count {
            0..=63 => (1u64 << count) - 1,
            _ => u64::MAX,
        };
        PinSet([low(count), low(count.saturating_sub(64))])
    }

    /// `pin`'s bit in each half: in the low one or in the high one. Both
    /// halves are worked out, without branching or indexing the array by the
    /// pin, so the set stays in registers.
    fn bit(pin: u8) -> [u64; 2] {
        let bit = 1u64 << (pin & 63);
        let high = (pin >> 6 & 1) as u64;
        [bit & high.wrapping_sub(1), bit & high.wrapping_neg()]
    }

    pub fn is_empty(self) -> bool {
        self.0 == [0; 2]
    }

    pub fn lowest(self) -> Option<u8> {
        match self.0 {
            [0, 0] => None,
            [0, high] => Some(64 + high.trailing_zeros() as u8),
            [low, _] => Some(low.trailing_zeros() as u8),
        }
    }

    pub fn with(self, pin: u8) -> PinSet {
        let [low, high] = PinSet::bit(pin);
        PinSet([self.0[0] | low, self.0[1] | high])
    }

    pub fn without(self, pin: u8) -> PinSet {
        let [low, high] = PinSet::bit(pin);
        PinSet([self.0[0] & !low, self.0[1] & !high])
    }

    /// The pins, lowest first.
    pub fn iter(self) -> impl Iterator<Item = u8> {
        let [mut low, mut high] = self.0;
        core::iter::from_fn(move || {
            let (word, offset) = match (low, high) {
                (0, 0) => return None,
                (0, _) => (&mut high, 64),
                _ => (&mut low, 0),
            };
            let pin = word.trailing_zeros() as u8 + offset;
            *word &= *word - 1;
            Some(pin)
        })
    }
}

/// The pins a template's names 0, 1, 2... stand for in one call: up to
/// [`Labels::MAX`] of them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Labels(pub [u8; Labels::MAX]);

impl Labels {
    pub const MAX: usize = 16;

    /// The move a template's move stands for here.
    #[inline]
    pub fn relabel(&self, mv: Move) -> Move {
        Move::new(self.0[mv.from as usize], self.0[mv.to as usize])
    }

    /// Append the moves that `moves`, a template's, stand for here: how a
    /// template is copied into the recording of a call it is part of
    /// (Reversi n = 20 copies 10,441 moves so).
    pub fn relabel_onto(&self, moves: &[Move], onto: &mut alloc::vec::Vec<Move>) {
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        let moves = match ssse3::present() {
            // SAFETY: the processor has SSSE3.
            true => unsafe { ssse3::relabel_eights(self, moves, onto) },
            false => moves,
        };
        onto.extend(moves.iter().map(|mv| Move::new(self.0[mv.from as usize & NAMES], self.0[mv.to as usize & NAMES])));
    }

    /// Relabel `moves` where they lie: a copy of moves written for one
    /// call made to stand for another (Reversi's moves written out whole).
    pub fn relabel_in_place(&self, moves: &mut [Move]) {
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        let moves = match ssse3::present() {
            // SAFETY: the processor has SSSE3.
            true => unsafe { ssse3::relabel_eights_in_place(self, moves) },
            false => moves,
        };
        for mv in moves {
            *mv = Move::new(self.0[mv.from as usize & NAMES], self.0[mv.to as usize & NAMES]);
        }
    }
}

/// A template's names: below [`Labels::MAX`], so masking one with this
/// leaves it as it is and spares a bounds check.
const NAMES: usize = Labels::MAX - 1;

/// Relabelling eight moves at once: a byte shuffle looks sixteen names up in
/// the 16-byte [`Labels`] in one instruction. Copying its templates'
/// moves relabelled is a fifth of building Reversi n = 20 and playing it
/// once, and this makes that copy several times faster. Nearly every x86-64
/// processor made since 2008 has SSSE3, but the baseline x86-64 that Rust
/// builds for does not include it, so the processor is asked at run time.
/// (Not on x86-64 without SSE at all, such as x86_64-unknown-none.)
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
mod ssse3 {
    use core::arch::x86_64::*;
    use core::sync::atomic::{AtomicU8, Ordering};

    use super::{Labels, NAMES};
    use crate::position::Move;

    /// Whether the processor has SSSE3: 0 not yet asked, 1 no, 2 yes.
    static PRESENT: AtomicU8 = AtomicU8::new(0);

    pub(super) fn present() -> bool {
        match PRESENT.load(Ordering::Relaxed) {
            0 => {
                // CPUID leaf 1, ECX bit 9.
                let yes = __cpuid(1).ecx & 1 << 9 != 0;
                PRESENT.store(1 + yes as u8, Ordering::Relaxed);
                yes
            }
            known => known == 2,
        }
    }

    /// Append the moves of `moves` relabelled, eight at a time; what is
    /// left over (fewer than eight) is returned.
    ///
    /// # Safety
    /// The processor must have SSSE3.
    #[target_feature(enable = "ssse3")]
    pub(super) unsafe fn relabel_eights<'a>(
        labels: &Labels,
        moves: &'a [Move],
        onto: &mut alloc::vec::Vec<Move>,
    ) -> &'a [Move] {
        let mut eights = moves.chunks_exact(8);
        // SAFETY: unaligned loads of the 16 bytes of `labels` and of eight
        // 2-byte moves (`Move` is repr(C)), and a store to eight moves.
        unsafe {
            let table = _mm_loadu_si128(labels.0.as_ptr().cast());
            let mask = _mm_set1_epi8(NAMES as i8);
            for eight in &mut eights {
                let mut out = [Move::new(0, 0); 8];
                let names = _mm_and_si128(_mm_loadu_si128(eight.as_ptr().cast()), mask);
                _mm_storeu_si128(out.as_mut_ptr().cast(), _mm_shuffle_epi8(table, names));
                onto.extend_from_slice(&out);
            }
        }
        eights.remainder()
    }

    /// [`relabel_eights`] where the moves lie; what is left over (fewer
    /// than eight) is returned.
    ///
    /// # Safety
    /// The processor must have SSSE3.
    #[target_feature(enable = "ssse3")]
    pub(super) unsafe fn relabel_eights_in_place<'a>(labels: &Labels, moves: &'a mut [Move]) -> &'a mut [Move] {
        let mut eights = moves.chunks_exact_mut(8);
        // SAFETY: unaligned loads of the 16 bytes of `labels` and of eight
        // 2-byte moves (`Move` is repr(C)), and a store to the same eight.
        unsafe {
            let table = _mm_loadu_si128(labels.0.as_ptr().cast());
            let mask = _mm_set1_epi8(NAMES as i8);
            for eight in &mut eights {
                let names = _mm_and_si128(_mm_loadu_si128(eight.as_ptr().cast()), mask);
                _mm_storeu_si128(eight.as_mut_ptr().cast(), _mm_shuffle_epi8(table, names));
            }
        }
        eights.into_remainder()
    }
}

/// One invocation of a procedure.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Call {
    /// Which procedure of the program.
    pub proc: u8,
    /// How many discs (per stack) it moves; a call on 0 discs does nothing.
    pub n: u32,
    /// Its pin arguments, in the procedure's own order (e.g. from, via, to).
    pub pins: [u8; 4],
    /// Further pins, for procedures over a variable number of pins.
    pub set: PinSet,
    /// One more parameter where a procedure needs it. Each program gives it
    /// its own name and reads and writes it only through that: Multi_Stack's
    /// `stack_of`, Domino's and Reversi_A/B/C's `shows_back`, Many_Pin's
    /// `level_of`.
    pub aux: u32,
}

impl Call {
    pub const fn new(proc: u8, n: u32, pins: [u8; 4]) -> Call {
        Call { proc, n, pins, set: PinSet::EMPTY, aux: 0 }
    }
}

/// One step of a procedure body.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Move(Move),
    Call(Call),
}

/// A solution algorithm written as procedures.
pub trait Program {
    /// The call that solves the whole puzzle.
    fn root(&self) -> Call;

    /// Step `pc` (from 0) of the body of `call`, which has `n > 0`; `None`
    /// past the end of the body.
    fn step(&self, call: &Call, pc: u32) -> Option<Step>;

    /// Calls with equal keys make equally many moves. The default key is
    /// the procedure, n and aux, which suits procedures whose length does not
    /// depend on which pins they use.
    fn length_key(&self, call: &Call) -> u64 {
        call.proc as u64 | (call.n as u64) << 8 | (call.aux as u64) << 40
    }

    /// Whether the moves of `call` are fixed by its [`Program::template_key`],
    /// with the pins it uses as mere labels ([`Program::labelled`]). Then the
    /// interpreter records a small call's moves once and replays them
    /// relabelled, which is several times faster than interpreting every leaf.
    fn relabelable(&self, _call: &Call) -> bool {
        false
    }

    /// For a relabelable call, as [`Program::labelled`] names its pins: what
    /// its moves depend on. The default is the length key (procedure, n,
    /// aux), for programs whose pin arguments are all the labels.
    fn template_key(&self, call: &Call) -> u64 {
        self.length_key(call)
    }

    /// For a relabelable call: the same call with its pins named 0, 1, 2...
    /// (the recording's names), and the pin each name stands for. By default
    /// the names are the four argument positions.
    fn labelled(&self, call: &Call) -> (Call, Labels) {
        let mut labels = Labels::default();
        labels.0[..4].copy_from_slice(&call.pins);
        (Call { pins: [0, 1, 2, 3], ..*call }, labels)
    }

    /// The pins `call` takes its discs from and to, when it moves the top
    /// `n` discs of one pin onto another as a block, in the same order and
    /// colours (as most transfers do). Then [`Program::complete`] moves the
    /// block at once.
    fn block(&self, _call: &Call) -> Option<(u8, u8)> {
        None
    }

    /// Apply the net effect of the whole of `call` to `pos`. By default a
    /// [`Program::block`] moves at once and any other call is played
    /// through the rules, move by move; a program that knows the net effect
    /// of its other calls says so here, so that seeking costs O(n) per level
    /// rather than O(length). Tests check every program against replaying.
    fn complete(&self, call: &Call, pos: &mut Position, rules: &Rules) {
        match self.block(call) {
            Some((from, to)) => pos.transfer_block(from as usize, to as usize, call.n as usize, |d| d),
            None => play_through(self, call, pos, rules),
        }
    }

    /// All the moves of `call` written to the start of `out`, by the
    /// program itself rather than stepped by the interpreter, and how many
    /// there are; `None` where the program does not offer it or the call
    /// may not fit. A program whose calls are many and small (Many_Pin)
    /// writes a small puzzle's moves so several times faster than the
    /// interpreter steps and records them.
    fn write_moves(&self, _call: &Call, _out: &mut [Move]) -> Option<usize> {
        None
    }

    /// What the call does, in words, for the trace: "transfer 3 discs from
    /// pin 1 via pin 2 to pin 3". Pins are numbered from 1.
    fn describe(&self, call: &Call) -> String;
}

/// Play every move of `call` on `pos` (the rules recolour, unchecked: the
/// program's moves are its own), completing its sub-calls as the program
/// says: [`Program::complete`]'s default for what it does not shortcut.
pub fn play_through<P: Program + ?Sized>(program: &P, call: &Call, pos: &mut Position, rules: &Rules) {
    let mut pc = 0;
    while let Some(step) = program.step(call, pc) {
        pc += 1;
        match step {
            Step::Move(mv) => {
                rules.apply(pos, mv);
            }
            Step::Call(sub) if sub.n > 0 => program.complete(&sub, pos, rules),
            Step::Call(_) => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use super::{Labels, PinSet};
    use crate::position::Move;

    /// Pins on both sides of the halves' boundary behave as in one 128-bit
    /// mask.
    #[test]
    fn a_pin_set_holds_pins_up_to_127() {
        let pins = [0u8, 5, 63, 64, 65, 100, 127];
        let set = PinSet::of(pins.iter().map(|&p| p as usize));
        assert_eq!(set.iter().collect::<Vec<_>>(), pins);
        assert_eq!(set.lowest(), Some(0));
        assert_eq!(set.without(0).without(5).lowest(), Some(63));
        assert_eq!(set.without(0).without(5).without(63).lowest(), Some(64));
        assert_eq!(PinSet::EMPTY.with(127).lowest(), Some(127));
        assert!(set.with(70).without(70) == set && !set.is_empty());
        assert!(pins.iter().fold(set, |s, &p| s.without(p)).is_empty());
        assert_eq!(PinSet::EMPTY.lowest(), None);
        for count in [0u8, 1, 6, 63, 64, 65, 127, 128] {
            assert_eq!(PinSet::first(count), PinSet::of(0..count as usize), "the first {count} pins");
        }
    }

    /// Eight at a time where the processor can, or one by one: the same
    /// moves as relabelling each, for every length around the eights.
    #[test]
    fn relabelling_a_recording_relabels_each_move() {
        let mut labels = Labels::default();
        for (name, pin) in labels.0.iter_mut().enumerate() {
            *pin = (name as u8 * 7 + 3) % 100;
        }
        let moves: Vec<Move> = (0..40u32).map(|i| Move::new((i * 5 % 16) as u8, ((i * 11 + 1) % 16) as u8)).collect();
        for len in 0..moves.len() {
            let mut onto = alloc::vec![Move::new(99, 98)];
            labels.relabel_onto(&moves[..len], &mut onto);
            let each: Vec<Move> =
                [Move::new(99, 98)].into_iter().chain(moves[..len].iter().map(|&mv| labels.relabel(mv))).collect();
            assert_eq!(onto, each, "{len} moves");
        }
    }
}
