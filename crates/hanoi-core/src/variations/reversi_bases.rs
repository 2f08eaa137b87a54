//! Reversi's bottom-level puzzles: four pins whose bases are all coloured,
//! as if each stood on a larger disc. Reversi_A, _B and _C solve BABA, BABB
//! and BAAB; Reversi_P solves BABB by the documentation's periodic rule,
//! and Checkers_P plays that same rule under the Checkers rules.
//!
//! Notation: PQRS names the colours under pins W, X, Y, Z (the stack goes
//! from W to Z). A is the colour the largest disc of the stack shows, B the
//! other one, so a base coloured B is what a disc one size larger would be.
//! Two sizes down the letters mean the same colours again; one size down
//! they swap.

use alloc::boxed::Box;
use alloc::format;
use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;

use crate::colour::Colour;
use crate::position::{Disc, Move, Position};
use crate::program::{Call, Program, Step};
use crate::rules::Rules;
use crate::solution::{Algorithm, Between, Periodic};
use crate::variations::classic::{self, discs};
use crate::variations::{single_stack, Instance};

// Reversi's colours and rules (discs turn over as they move), and Checkers'
// rules for Checkers_P (fixed colours, alternating on every pin).
use crate::variations::checkers::rules as checkers_rules;
use crate::variations::reversi::{disc_colour, procs, reversi_step, rules};

/// Procedure numbers: one per bottom-level problem.
pub const BABA: u8 = 0;
pub const BABB: u8 = 1;
pub const BAAB: u8 = 2;

const NAMES: [&str; 3] = ["BABA", "BABB", "BAAB"];

/// Reversi_A: BABA; every disc ends turned over.
pub fn reversi_a(n: u32) -> Instance {
    reversi(BABA, n, Algorithm::Program(Box::new(BottomLevel { problem: BABA, n, colour: disc_colour })))
}

/// Reversi_B: BABB; every disc ends as it started.
pub fn reversi_b(n: u32) -> Instance {
    reversi(BABB, n, Algorithm::Program(Box::new(BottomLevel { problem: BABB, n, colour: disc_colour })))
}

/// Reversi_C: BAAB; every disc ends as it started. Unlike the original
/// program, whose last sub-transfer took the two middle pins in the wrong
/// order and so broke these bases, every move respects them.
pub fn reversi_c(n: u32) -> Instance {
    reversi(BAAB, n, Algorithm::Program(Box::new(BottomLevel { problem: BAAB, n, colour: disc_colour })))
}

/// Reversi_P: BABB by the periodic rule; the same moves as Reversi_B.
pub fn reversi_p(n: u32) -> Instance {
    reversi(BABB, n, periodic(n, disc_colour))
}

/// Checkers_P: the same periodic rule, under the Checkers rules. The
/// documentation gives no bases; the rule's moves respect B, B, A, B (and
/// not Checkers_B's B, A, B, B), so those are the bases here.
pub fn checkers_p(n: u32) -> Instance {
    let (mut start, mut goal) = classic::start_and_goal(4, n);
    set_bases(&mut start, &mut goal, *b"BBAB", n, classic::disc_colour);
    Instance { rules: checkers_rules(), start, goal, algorithm: periodic(n, classic::disc_colour) }
}

/// A Reversi puzzle whose bases are coloured as `problem` names them.
fn reversi(problem: u8, n: u32, algorithm: Algorithm) -> Instance {
    let mut start = single_stack(4, n, 0, disc_colour);
    // BABA lands the largest disc on an A base: it must end turned over, and
    // so must every disc, for the colours to alternate.
    let turned = |size: u16| if problem == BABA { disc_colour(size + 1) } else { disc_colour(size) };
    let mut goal = single_stack(4, n, 3, turned);
    set_bases(&mut start, &mut goal, letters(problem), n, disc_colour);
    Instance { rules: rules(), start, goal, algorithm }
}

fn letters(problem: u8) -> [u8; 4] {
    let name = NAMES[problem as usize].as_bytes();
    [name[0], name[1], name[2], name[3]]
}

/// Colour the bases of both positions: A is the largest disc's colour, B
/// that of a disc one size larger.
fn set_bases(start: &mut Position, goal: &mut Position, letters: [u8; 4], n: u32, colour: fn(u16) -> Colour) {
    for (pin, letter) in letters.into_iter().enumerate() {
        let size = if letter == b'A' { n } else { n + 1 };
        for pos in [&mut *start, &mut *goal] {
            pos.set_base(pin, colour(size as u16));
        }
    }
}

/// The documentation's periodic rule for BABB on pins W, X, Y, Z = 0..3: at
/// move t the smaller top disc moves between a pair of pins fixed by t mod 4
/// (n even) or t mod 8 (n odd). The documentation writes each pair as "from
/// P to Q", but the original program, and its recorded moves, take the
/// pairs both ways round: which way depends on the tops.
fn periodic(n: u32, colour: fn(u16) -> Colour) -> Algorithm {
    let (w, x, y, z) = (0, 1, 2, 3);
    let pair = Between;
    let table: Vec<Between> = if n.is_multiple_of(2) {
        vec![pair(y, w), pair(w, x), pair(x, z), pair(z, y)]
    } else {
        vec![pair(w, x), pair(x, z), pair(y, w), pair(w, x), pair(z, y), pair(y, w), pair(x, z), pair(z, y)]
    };
    let name = if n.is_multiple_of(2) { "the period-4 rule" } else { "the period-8 rule" };
    Algorithm::Periodic(Periodic { table, companion: Box::new(BottomLevel { problem: BABB, n, colour }), name })
}

/// The three bottom-level recursions; a call's pins are [W, X, Y, Z], the
/// stack going from W to Z.
///
/// - BABA(n): BABA(n-2) from W to X, the two largest discs W to Y and W to
///   Z, BABA(n-2) from X back to W (now over the other colours, which is
///   BABA again), the second largest Y to X to Z, BABA(n-2) from W to Z.
///   A single disc goes straight W to Z.
/// - BABB(n): BABB(n-2) from W to Z, the two largest W to Y and W to X,
///   BABB(n-2) from Z back to W, the largest X to Z, the second Y to Z,
///   BABB(n-2) from W to Z. A single disc goes W to X to Z.
/// - BAAB(n): BABB(n-1) from W to Y (via Z, X), the largest W to X to Z,
///   BABB(n-1) from Y to Z via W, X.
///
/// A call's discs may show the other side from the start (the middle BABA;
/// [`shows_back`], kept in the call's `aux`), which swaps the colours its
/// letters stand for.
pub struct BottomLevel {
    pub problem: u8,
    pub n: u32,
    /// The discs' starting colours, for the trace.
    pub colour: fn(u16) -> Colour,
}

/// Whether a call's discs show the other side from the start.
fn shows_back(call: &Call) -> bool {
    call.aux == 1
}

fn showing_back(call: Call, back: bool) -> Call {
    Call { aux: back as u32, ..call }
}

impl Program for BottomLevel {
    fn root(&self) -> Call {
        Call::new(self.problem, self.n, [0, 1, 2, 3])
    }

    fn step(&self, call: &Call, pc: u32) -> Option<Step> {
        let [w, x, y, z] = call.pins;
        let mv = |from, to| Step::Move(Move::new(from, to));
        let back = shows_back(call);
        let n = call.n;
        match call.proc {
            // BABA and BABB are Reversi's own procedures (reversi.rs), in this
            // program's numbering. BABA's first transfer turns its discs over,
            // so the middle one finds them showing the other side.
            BABA | BABB => {
                let shared = Call { proc: if call.proc == BABA { procs::BABA } else { procs::BABB }, ..*call };
                Some(match reversi_step(&shared, pc)? {
                    Step::Call(sub) => {
                        let proc = if sub.proc == procs::BABA { BABA } else { BABB };
                        let turned = call.proc == BABA && pc == 3;
                        Step::Call(showing_back(Call { proc, ..sub }, back ^ turned))
                    }
                    step => step,
                })
            }
            // BAAB. The original passed [y, x, w, z] last, swapping the roles
            // of the two emptied pins: its smallest disc then landed on x's
            // bare base in that base's own colour.
            _ => {
                let sub = |n, pins| Step::Call(showing_back(Call::new(BABB, n, pins), back));
                [sub(n - 1, [w, z, x, y]), mv(w, x), mv(x, z), sub(n - 1, [y, w, x, z])].get(pc as usize).copied()
            }
        }
    }

    fn relabelable(&self, _call: &Call) -> bool {
        true
    }

    /// Each call ends with its n discs on Z in their old order. In BABB and
    /// BAAB every disc moves an even number of times, in BABA an odd number
    /// (the largest once, the next three times, the rest three BABA's worth),
    /// so under Reversi's flipping BABA turns every disc over.
    fn complete(&self, call: &Call, pos: &mut Position, rules: &Rules) {
        let [w, _, _, z] = call.pins;
        // Odd or even, as above: once stands for every odd number, twice for every even one.
        let moves = if call.proc == BABA { 1 } else { 2 };
        pos.transfer_block(w as usize, z as usize, call.n as usize, |d: Disc| {
            rules.recoloured_after(d, moves).expect("Reversi turns a disc over whatever it moves past")
        });
    }

    fn describe(&self, call: &Call) -> String {
        let [w, x, y, z] = call.pins;
        // Showing the back swaps the colours, as the next size's would.
        let largest = call.n as u16 + shows_back(call) as u16;
        let [p, q, r, s] = letters(call.proc).map(|l| (self.colour)(if l == b'A' { largest } else { largest + 1 }).name());
        format!(
            "{}: transfer {} from pin {} via pins {} and {} to pin {} (beneath: {}, {}, {}, {})",
            NAMES[call.proc as usize],
            discs(call.n),
            w + 1,
            x + 1,
            y + 1,
            z + 1,
            p,
            q,
            r,
            s
        )
    }
}
