//! Checkers: Reve's puzzle's four pins with Classic's fixed red and green discs, and
//! the colours on every pin must alternate: no disc on a smaller one or on
//! one of its own colour. Lunnon's Frame-type solution: like Reves, park the
//! top discs on a spare pin, move the bottom k with three pins, bring the
//! top back; but a parked stack acts as a coloured base, so the recursion
//! meets sub-problems named by what lies under each pin, and in some of them
//! k must be even (or odd) to respect those colours.
//!
//! Notation (the documentation's): PQRS(n) moves n discs from W via X and Y
//! to Z when what lies under W, X, Y, Z is coloured P, Q, R, S. A is the
//! colour of the largest of the n discs, B the other colour, D uncoloured.

use alloc::boxed::Box;
use alloc::format;
use alloc::string::String;

use crate::colour::Colour;
use crate::program::{Call, Program, Step};
use crate::rules::{Constraint, Recolour, Rules};
use crate::solution::Algorithm;
use crate::variations::classic::{self, describe_three_pin, discs, three_pin_step, TRANSFER};
use crate::variations::{single_stack, Instance};

pub fn rules() -> Rules {
    Rules::new(&[Constraint::NotOnSmaller, Constraint::NotOnOwnColour], Recolour::Fixed)
}

/// Checkers: plain bases, the DDDD problem.
pub fn checkers(n: u32) -> Instance {
    problem(Problem::DDDD, n)
}

/// Checkers_B: the bottom-level BABB problem. Pins 1, 3 and 4 have bases of
/// the colour the largest disc does not have, pin 2 one of its colour; the
/// rules enforce them. (The original drew these bases grey.)
pub fn checkers_b(n: u32) -> Instance {
    problem(Problem::BABB, n)
}

/// Checkers_C: the BAAB problem, pins 2 and 3 in the largest disc's colour.
pub fn checkers_c(n: u32) -> Instance {
    problem(Problem::BAAB, n)
}

/// Any of the problems as a puzzle of its own: n discs from pin 1 to pin 4,
/// the bases coloured as its name says.
pub fn problem(problem: Problem, n: u32) -> Instance {
    let mut start = single_stack(4, n, 0, classic::disc_colour);
    let mut goal = single_stack(4, n, 3, classic::disc_colour);
    for (pin, letter) in problem.letters().into_iter().enumerate() {
        let colour = letter_colour(letter, n);
        start.set_base(pin, colour);
        goal.set_base(pin, colour);
    }
    Instance { rules: rules(), start, goal, algorithm: Algorithm::Program(Box::new(CheckersProgram { problem, n })) }
}

/// The colour a letter stands for when the largest disc is disc n: A its
/// colour, B the other one, D uncoloured (grey).
pub fn letter_colour(letter: u8, n: u32) -> Colour {
    match letter {
        b'A' => classic::disc_colour(n as u16),
        b'B' => classic::disc_colour(n as u16 + 1),
        _ => Colour::Grey,
    }
}

/// The problems the recursion meets from DDDD, BABB and BAAB. BDBB, BABD and
/// DABB are solved by BABB's moves (an uncoloured base takes any disc, and
/// BABB never puts a disc on a base of its own colour), but keep their own
/// names for the trace.
#[allow(clippy::upper_case_acronyms)] // the documentation's notation
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Problem {
    DDDD = 1,
    BDDD,
    DDDB,
    BADD,
    DADB,
    BDDB,
    BDBD,
    DDBB,
    BDBB,
    BABD,
    DABB,
    BABB,
    BAAB,
}

/// How many discs stay at the bottom and go with three pins.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Split {
    /// j with j(j+1)/2 the triangular number nearest n (Reve's puzzle's choice).
    Nearest,
    /// The k with k(k+1)/2 <= n < (k+1)(k+2)/2, raised to even; with at
    /// most two discs, all of them.
    Even,
    /// The same k raised to odd; with at most two discs, all of them.
    Odd,
}

/// Where the parked top part goes and comes back from, as positions in
/// the call's pins [W, X, Y, Z]: to Y with X as the first spare, to Y with
/// Z as the first spare, from Y with X, from Y with W.
const TO_Y_VIA_X: [usize; 4] = [0, 1, 3, 2];
const TO_Y_VIA_Z: [usize; 4] = [0, 3, 1, 2];
const FROM_Y_VIA_X: [usize; 4] = [2, 1, 0, 3];
const FROM_Y_VIA_W: [usize; 4] = [2, 0, 1, 3];

/// One half of a body: the sub-problem that moves the top part, and its pins.
type Part = (Problem, [usize; 4]);

impl Problem {
    pub const ALL: [Problem; 13] = [
        Problem::DDDD,
        Problem::BDDD,
        Problem::DDDB,
        Problem::BADD,
        Problem::DADB,
        Problem::BDDB,
        Problem::BDBD,
        Problem::DDBB,
        Problem::BDBB,
        Problem::BABD,
        Problem::DABB,
        Problem::BABB,
        Problem::BAAB,
    ];

    pub fn name(self) -> &'static str {
        const NAMES: [&str; 13] =
            ["DDDD", "BDDD", "DDDB", "BADD", "DADB", "BDDB", "BDBD", "DDBB", "BDBB", "BABD", "DABB", "BABB", "BAAB"];
        NAMES[self as usize - 1]
    }

    /// The letters under W, X, Y and Z.
    pub fn letters(self) -> [u8; 4] {
        let name = self.name().as_bytes();
        [name[0], name[1], name[2], name[3]]
    }

    fn from_proc(proc: u8) -> Problem {
        Problem::ALL[proc as usize - 1]
    }

    fn split(self) -> Split {
        use Problem::*;
        match self {
            DDDD | BDDD | DDDB | BADD | DADB | BDDB => Split::Nearest,
            BAAB => Split::Odd,
            _ => Split::Even,
        }
    }

    /// The bottom part's size for n discs.
    fn bottom(self, n: u32) -> u32 {
        // Largest k with k^2 <= 2n + 1/4, i.e. (2k)^2 <= 8n + 1.
        let root = (8 * n as u64 + 1).isqrt() as u32;
        match self.split() {
            Split::Nearest => root / 2,
            _ if n <= 2 => n,
            // Largest k with k(k+1)/2 <= n, i.e. (2k+1)^2 <= 8n + 1.
            Split::Even => {
                let k = (root - 1) / 2;
                k + k % 2
            }
            Split::Odd => {
                let k = (root - 1) / 2;
                k + 1 - k % 2
            }
        }
    }

    /// The sub-problems before and after the bottom part moves, when it has
    /// an even or an odd number of discs (the original program's choices).
    fn parts(self, k_even: bool) -> (Part, Part) {
        use Problem::*;
        match (self, k_even) {
            (DDDD, _) => ((BDDD, TO_Y_VIA_X), (DDDB, FROM_Y_VIA_X)),
            (BDDD, true) => ((BDDD, TO_Y_VIA_X), (DDBB, FROM_Y_VIA_X)),
            (BDDD, false) => ((BDDD, TO_Y_VIA_X), (DADB, FROM_Y_VIA_W)),
            (DDDB, true) => ((BDBD, TO_Y_VIA_X), (DDDB, FROM_Y_VIA_X)),
            (DDDB, false) => ((BADD, TO_Y_VIA_Z), (DDDB, FROM_Y_VIA_X)),
            (BADD, true) => ((BADD, TO_Y_VIA_X), (DABB, FROM_Y_VIA_X)),
            (BADD, false) => ((BDBD, TO_Y_VIA_Z), (DABB, FROM_Y_VIA_W)),
            (DADB, true) => ((BABD, TO_Y_VIA_X), (DADB, FROM_Y_VIA_X)),
            (DADB, false) => ((BABD, TO_Y_VIA_Z), (DDBB, FROM_Y_VIA_W)),
            (BDDB, true) => ((BDBD, TO_Y_VIA_X), (DDBB, FROM_Y_VIA_X)),
            (BDDB, false) => ((BADD, TO_Y_VIA_Z), (DADB, FROM_Y_VIA_W)),
            (BDBD, _) => ((BDDB, TO_Y_VIA_X), (BDBB, FROM_Y_VIA_X)),
            (DDBB, _) => ((BDBB, TO_Y_VIA_X), (BDDB, FROM_Y_VIA_X)),
            (BAAB, _) => ((BABB, TO_Y_VIA_Z), (BABB, FROM_Y_VIA_W)),
            (BDBB | BABD | DABB | BABB, _) => ((BABB, TO_Y_VIA_X), (BABB, FROM_Y_VIA_X)),
        }
    }
}

/// The Checkers recursion rooted at one problem. A problem call's pins are
/// [W, X, Y, Z], from W to Z; the three-pin transfer's are [from, via, to].
pub struct CheckersProgram {
    pub problem: Problem,
    pub n: u32,
}

impl Program for CheckersProgram {
    fn root(&self) -> Call {
        Call::new(self.problem as u8, self.n, [0, 1, 2, 3])
    }

    fn step(&self, call: &Call, pc: u32) -> Option<Step> {
        if call.proc == TRANSFER {
            return three_pin_step(call, pc);
        }
        let problem = Problem::from_proc(call.proc);
        let pins = call.pins;
        let [w, x, _, z] = pins;
        let k = problem.bottom(call.n);
        let top = call.n - k;
        let ((first, to_y), (second, from_y)) = problem.parts(k.is_multiple_of(2));
        let sub = |p: Problem, order: [usize; 4]| Step::Call(Call::new(p as u8, top, order.map(|i| pins[i])));
        match pc {
            0 => Some(sub(first, to_y)),
            // The bottom k go from W via X to Z while the top part waits on Y.
            1 => Some(Step::Call(Call::new(TRANSFER, k, [w, x, z, 0]))),
            2 => Some(sub(second, from_y)),
            _ => None,
        }
    }

    /// Colours never change, so the moves depend only on the problem and n.
    fn relabelable(&self, _call: &Call) -> bool {
        true
    }

    /// Every call ends with its discs stacked on its target pin in their old
    /// order, colours unchanged.
    fn block(&self, call: &Call) -> Option<(u8, u8)> {
        Some((call.pins[0], if call.proc == TRANSFER { call.pins[2] } else { call.pins[3] }))
    }

    fn describe(&self, call: &Call) -> String {
        if call.proc == TRANSFER {
            return describe_three_pin(call);
        }
        let problem = Problem::from_proc(call.proc);
        let [w, x, y, z] = call.pins;
        let [p, q, r, s] = problem.letters().map(|l| match letter_colour(l, call.n) {
            Colour::Grey => "uncoloured",
            colour => colour.name(),
        });
        let k = problem.bottom(call.n);
        let bottom = if k == call.n { String::from("all on three pins") } else { format!("the bottom {k} on three pins") };
        format!(
            "{}: transfer {} from pin {} to pin {} via pins {} and {} (beneath: {}, {}, {}, {}): {}",
            problem.name(),
            discs(call.n),
            w + 1,
            z + 1,
            x + 1,
            y + 1,
            p,
            q,
            r,
            s,
            bottom
        )
    }
}
