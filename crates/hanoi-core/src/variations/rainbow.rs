//! Rainbow: three pins, discs coloured green, blue, red, green, ... from the
//! smallest, and no disc may sit on one of its own colour. Solving it means
//! solving sub-problems in which what lies under each pin is coloured too;
//! the documentation names them by those colours and solves them by 17
//! mutually recursive procedures, which this program follows exactly.
//!
//! Notation: PQR(n) moves n discs from the left pin via the middle to the
//! right one when what lies under them on those pins (a disc or a base) is
//! coloured P, Q, R. A is the colour of the largest of the n discs, B of the
//! next smaller, C of the one after that (colours repeat every three sizes),
//! and D means uncoloured.

use alloc::boxed::Box;
use alloc::format;
use alloc::string::String;

use crate::colour::Colour;
use crate::position::Move;
use crate::program::{Call, Program, Step};
use crate::rules::{Constraint, Recolour, Rules};
use crate::solution::Algorithm;
use crate::variations::classic::discs;
use crate::variations::{single_stack, Instance};

/// Discs cycle green, blue, red from the smallest: size mod 3 = 1 green,
/// 2 blue, 0 red.
pub fn disc_colour(size: u16) -> Colour {
    colour_of_residue(size as u32 % 3)
}

fn colour_of_residue(residue: u32) -> Colour {
    match residue {
        1 => Colour::Green,
        2 => Colour::Blue,
        _ => Colour::Red,
    }
}

pub fn rules() -> Rules {
    Rules::new(&[Constraint::NotOnSmaller, Constraint::NotOnOwnColour], Recolour::Fixed)
}

/// Rainbow: all bases uncoloured, the DDD problem.
pub fn rainbow(n: u32) -> Instance {
    problem(Problem::DDD, n)
}

/// Rainbow_C: the BAC problem. The left base has the colour of disc n-1,
/// the middle one that of the largest disc n, the right one that of disc
/// n-2, and the rules enforce them. (The original demo left these bases
/// grey; its moves obey them all the same.)
pub fn rainbow_c(n: u32) -> Instance {
    problem(Problem::BAC, n)
}

/// Any of the 17 problems as a puzzle of its own: n discs on the left pin,
/// the bases coloured as its name says (D uncoloured), solved by its procedure.
pub fn problem(problem: Problem, n: u32) -> Instance {
    let mut start = single_stack(3, n, 0, disc_colour);
    let mut goal = single_stack(3, n, 2, disc_colour);
    for (pin, letter) in problem.letters().into_iter().enumerate() {
        let colour = letter_colour(letter, n);
        start.set_base(pin, colour);
        goal.set_base(pin, colour);
    }
    Instance { rules: rules(), start, goal, algorithm: Algorithm::Program(Box::new(RainbowProgram { problem, n })) }
}

/// The colour a letter stands for in a problem on n discs: A is disc n's
/// colour, B disc n-1's, C disc n-2's (counting round the three colours),
/// D uncoloured (grey).
pub fn letter_colour(letter: u8, n: u32) -> Colour {
    match letter {
        b'A' => colour_of_residue(n % 3),
        b'B' => colour_of_residue((n % 3 + 2) % 3),
        b'C' => colour_of_residue((n % 3 + 1) % 3),
        _ => Colour::Grey,
    }
}

/// The 17 problems the recursion reaches from DDD and BAC, named by the
/// colours under the left, middle and right pins. Reflections such as CAB
/// (BAC played backwards) get procedures of their own, as in the original.
#[allow(clippy::upper_case_acronyms)] // the documentation's notation
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Problem {
    DDD,
    DDC,
    DCB,
    DBC,
    DAC,
    CDD,
    CDC,
    CDB,
    CBD,
    CBC,
    CAD,
    CAC,
    CAB,
    BCD,
    BCB,
    BDC,
    BAC,
}

/// How a problem on n > 0 discs breaks into problems on n - 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Body {
    /// The classic pattern: `first` moves the n-1 smaller discs from X to Y
    /// (via Z), the largest goes X to Z, `second` moves them Y to Z (via X).
    Two(Problem, Problem),
    /// When the largest disc cannot wait while the others sit on the middle
    /// pin: `first` moves the n-1 from X to Z (via Y), the largest goes X to
    /// Y, `middle` moves them back Z to X (via Y), the largest goes Y to Z,
    /// `last` moves them X to Z (via Y). A single disc goes straight X to Z.
    Three(Problem, Problem, Problem),
}

impl Problem {
    pub const ALL: [Problem; 17] = [
        Problem::DDD,
        Problem::DDC,
        Problem::DCB,
        Problem::DBC,
        Problem::DAC,
        Problem::CDD,
        Problem::CDC,
        Problem::CDB,
        Problem::CBD,
        Problem::CBC,
        Problem::CAD,
        Problem::CAC,
        Problem::CAB,
        Problem::BCD,
        Problem::BCB,
        Problem::BDC,
        Problem::BAC,
    ];

    pub fn name(self) -> &'static str {
        const NAMES: [&str; 17] = [
            "DDD", "DDC", "DCB", "DBC", "DAC", "CDD", "CDC", "CDB", "CBD", //
            "CBC", "CAD", "CAC", "CAB", "BCD", "BCB", "BDC", "BAC",
        ];
        NAMES[self as usize]
    }

    /// The letters under the left, middle and right pins.
    pub fn letters(self) -> [u8; 3] {
        let name = self.name().as_bytes();
        [name[0], name[1], name[2]]
    }

    /// The recursion, as the original program chose it. Where both patterns
    /// would work (DDD, CDD, CDC), the two-part one is never slower.
    pub const fn body(self) -> Body {
        use Body::{Three, Two};
        use Problem::*;
        match self {
            DDD => Two(CDD, DDC),
            DDC => Two(CBD, DDC),
            DCB => Two(CAB, BDC),
            DBC => Three(CAB, BCD, DAC),
            DAC => Two(CBC, CDC),
            CDD => Two(CDD, DBC),
            CDC => Two(CBD, DBC),
            CDB => Two(CAD, DBC),
            CBD => Three(CAD, DCB, BAC),
            CBC => Three(CAB, BCB, BAC),
            CAD => Two(CDC, CBC),
            CAC => Two(CBC, CBC),
            CAB => Two(CAC, CBC),
            BCD => Two(CDB, BAC),
            BCB => Two(CAB, BAC),
            BDC => Two(CBD, DAC),
            BAC => Two(CBC, CAC),
        }
    }
}

/// The Rainbow recursion rooted at one problem; a call's pins are
/// [from, via, to].
pub struct RainbowProgram {
    pub problem: Problem,
    pub n: u32,
}

impl Program for RainbowProgram {
    fn root(&self) -> Call {
        Call::new(self.problem as u8, self.n, [0, 1, 2, 0])
    }

    fn step(&self, call: &Call, pc: u32) -> Option<Step> {
        let [x, y, z, _] = call.pins;
        let sub = |p: Problem, [from, via, to]: [u8; 3]| Step::Call(Call::new(p as u8, call.n - 1, [from, via, to, 0]));
        let mv = |from, to| Step::Move(Move::new(from, to));
        match Problem::ALL[call.proc as usize].body() {
            Body::Two(first, second) => match pc {
                0 => Some(sub(first, [x, z, y])),
                1 => Some(mv(x, z)),
                2 => Some(sub(second, [y, x, z])),
                _ => None,
            },
            Body::Three(..) if call.n == 1 => (pc == 0).then(|| mv(x, z)),
            Body::Three(first, middle, last) => match pc {
                0 => Some(sub(first, [x, y, z])),
                1 => Some(mv(x, y)),
                2 => Some(sub(middle, [z, y, x])),
                3 => Some(mv(y, z)),
                4 => Some(sub(last, [x, y, z])),
                _ => None,
            },
        }
    }

    /// Colours never change, so the moves depend only on the problem and n.
    fn relabelable(&self, _call: &Call) -> bool {
        true
    }

    /// Every procedure ends with its n discs stacked on the target pin in
    /// their old order (the three-part ones too: the largest passes through
    /// the middle pin and the others end on top of it), colours unchanged.
    fn block(&self, call: &Call) -> Option<(u8, u8)> {
        Some((call.pins[0], call.pins[2]))
    }

    fn describe(&self, call: &Call) -> String {
        let [x, y, z, _] = call.pins;
        let problem = Problem::ALL[call.proc as usize];
        let [p, q, r] = problem.letters().map(|l| match letter_colour(l, call.n) {
            Colour::Grey => "uncoloured",
            colour => colour.name(),
        });
        let detour = match problem.body() {
            Body::Three(..) if call.n > 1 => format!(", the largest stopping on pin {}", y + 1),
            _ => String::new(),
        };
        format!(
            "{}: transfer {} from pin {} via pin {} to pin {} (beneath: {}, {}, {}){}",
            problem.name(),
            discs(call.n),
            x + 1,
            y + 1,
            z + 1,
            p,
            q,
            r,
            detour
        )
    }
}
