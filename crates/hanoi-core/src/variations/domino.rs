//! Domino and Adjacent: three pins, discs pink on one side and cyan on the
//! other that turn over at every move, and no disc may land on a disc of
//! another colour (so every pin's discs share one colour). The documentation
//! solves the puzzles on plain bases, and the sub-problems their recursion
//! meets, by mutually recursive procedures, which this program follows.
//!
//! Notation: PQR(n) moves n discs of one colour from the left pin via the
//! middle to the right one when what lies under them on those pins is
//! P, Q, R: A the colour of the moving discs, B the other colour, D nothing
//! that matters (an uncoloured base). On a plain destination E says the
//! discs must arrive turned over and F that they must arrive as they were;
//! EDD brings them back, turned over, to the left pin they started on.
//!
//! Adjacent is ABA: its bases force every move between neighbouring pins.
//! Domino_B is AAB: discs move only to or from the right pin.

use alloc::boxed::Box;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use crate::colour::Colour;
use crate::position::{Move, Position};
use crate::program::{Call, Program, Step};
use crate::rules::{Constraint, Recolour, Rules};
use crate::solution::{Algorithm, Between, Periodic};
use crate::variations::classic::discs;
use crate::variations::{single_stack, Instance};

/// Discs start pink side up and show cyan when turned over.
pub const FRONT: Colour = Colour::Pink;
pub const BACK: Colour = Colour::Cyan;

/// No disc on a smaller one; a disc turns over as it moves and must then
/// match what it lands on (any colour on an uncoloured base).
pub fn rules() -> Rules {
    Rules::new(&[Constraint::NotOnSmaller, Constraint::OntoNextColour], Recolour::Flip(FRONT, BACK))
}

/// Domino: plain bases, the stack back on pin 1 turned cyan (EDD).
pub fn domino(n: u32) -> Instance {
    problem(Problem::EDD, n)
}

/// Domino_E: plain bases, the stack to pin 3 turned cyan (DDE).
pub fn domino_e(n: u32) -> Instance {
    problem(Problem::DDE, n)
}

/// Domino_F: plain bases, the stack to pin 3 still pink (DDF).
pub fn domino_f(n: u32) -> Instance {
    problem(Problem::DDF, n)
}

/// Domino_B: bases pink, pink, cyan (AAB), enforced; the stack ends on pin 3
/// cyan. (The original demo drew these bases grey and did not check them;
/// its moves obey them all the same.)
pub fn domino_b(n: u32) -> Instance {
    problem(Problem::AAB, n)
}

/// Adjacent: bases pink, cyan, pink (ABA), enforced, so a disc can only go
/// between pin 2 and a neighbour; the stack ends on pin 3 pink. (The
/// original drew these bases grey; its moves obey them all the same.)
pub fn adjacent(n: u32) -> Instance {
    problem(Problem::ABA, n)
}

/// Adjacent_P: Adjacent solved by a periodic rule. The pin pair alternates
/// (1, 2), (2, 3), and the smallest disc makes the moves t with t mod 3 = 0
/// or 1 (ABA(n) is two blocks of ABA(n-1) and a move between each pair, and
/// 3^(n-1) - 1 = 2 mod 3), so the whole pattern repeats every 6 moves: the
/// documentation's period-6 algorithm. Its moves are Adjacent's.
pub fn adjacent_p(n: u32) -> Instance {
    let Instance { rules, start, goal, algorithm: _ } = adjacent(n);
    let table = [Between(0, 1), Between(1, 2)].repeat(3);
    let companion = Box::new(DominoProgram { problem: Problem::ABA, n });
    let algorithm = Algorithm::Periodic(Periodic { table, companion, name: "the period-6 rule" });
    Instance { rules, start, goal, algorithm }
}

/// Any of the procedures as a puzzle of its own: n pink discs on pin 1, the
/// bases coloured as its name says (A pink, B cyan, D, E, F uncoloured),
/// the goal the stack on its destination pin, turned over if the procedure
/// turns it.
pub fn problem(problem: Problem, n: u32) -> Instance {
    let mut start = single_stack(3, n, 0, |_| FRONT);
    let colour = if problem.turns_over() { BACK } else { FRONT };
    let mut goal = single_stack(3, n, problem.destination(), |_| colour);
    for (pin, letter) in problem.letters().into_iter().enumerate() {
        let base = letter_colour(letter, FRONT);
        start.set_base(pin, base);
        goal.set_base(pin, base);
    }
    Instance { rules: rules(), start, goal, algorithm: Algorithm::Program(Box::new(DominoProgram { problem, n })) }
}

/// The colour a letter stands for when the moving discs show `stack`:
/// A that colour, B the other, D, E and F uncoloured (grey).
pub fn letter_colour(letter: u8, stack: Colour) -> Colour {
    match letter {
        b'A' => stack,
        b'B' => other(stack),
        _ => Colour::Grey,
    }
}

fn other(colour: Colour) -> Colour {
    if colour == FRONT {
        BACK
    } else {
        FRONT
    }
}

/// The procedures of the recursion from EDD, DDE and DDF down to the fully
/// coloured ABA and AAB, named by the letters under the left, middle and
/// right pins. DAE and ADA make the same moves as DAB and ABA (the
/// documentation: DAE = DBE = ABE in time, ADA = ABA); they keep their own
/// names so the trace says which problem is being solved.
#[allow(clippy::upper_case_acronyms)] // the documentation's notation
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Problem {
    EDD,
    DDF,
    DDE,
    ADE,
    DDB,
    DDA,
    DAE,
    ABF,
    DBA,
    ADB,
    ABE,
    DAB,
    ADA,
    ABA,
    AAB,
}

/// How a problem on n > 0 discs breaks into problems on n - 1. X, Y, Z are
/// the call's left, middle and right pins.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Body {
    /// `first` moves the n-1 smaller discs X to Y (via Z), the largest goes
    /// X to Z, `second` moves them Y to Z (via X).
    Two(Problem, Problem),
    /// The largest disc stops on the middle pin: `first` moves the n-1 X to
    /// Z (via Y), the largest X to Y, `middle` moves them Z to X (via Y), the
    /// largest Y to Z, `last` moves them X to Z (via Y).
    Three(Problem, Problem, Problem),
    /// EDD: the largest disc goes round X to Y to Z and back to X, with the
    /// n-1 smaller discs moved out of its way before each step and back onto
    /// it at the end: X to Z, Z to X, X to Y, then Y to X.
    Round(Problem, Problem, Problem, Problem),
}

impl Problem {
    pub const ALL: [Problem; 15] = [
        Problem::EDD,
        Problem::DDF,
        Problem::DDE,
        Problem::ADE,
        Problem::DDB,
        Problem::DDA,
        Problem::DAE,
        Problem::ABF,
        Problem::DBA,
        Problem::ADB,
        Problem::ABE,
        Problem::DAB,
        Problem::ADA,
        Problem::ABA,
        Problem::AAB,
    ];

    pub fn name(self) -> &'static str {
        const NAMES: [&str; 15] = [
            "EDD", "DDF", "DDE", "ADE", "DDB", "DDA", "DAE", "ABF", //
            "DBA", "ADB", "ABE", "DAB", "ADA", "ABA", "AAB",
        ];
        NAMES[self as usize]
    }

    /// The letters under the left, middle and right pins.
    pub fn letters(self) -> [u8; 3] {
        let name = self.name().as_bytes();
        [name[0], name[1], name[2]]
    }

    /// Where the discs end, as an index into the pins (0 left, 2 right): the
    /// right pin, except for EDD.
    pub fn destination(self) -> usize {
        if self == Problem::EDD {
            0
        } else {
            2
        }
    }

    /// Whether the discs end turned over, read from the letter at their
    /// destination: E says so outright and F says not; a destination
    /// coloured B (the other colour) can only take them turned over, one
    /// coloured A only as they were. Each disc must therefore move an odd
    /// number of times in the first case and an even number in the second
    /// (tests/domino.rs counts them).
    pub fn turns_over(self) -> bool {
        matches!(self.letters()[self.destination()], b'E' | b'B')
    }

    /// The recursion, as the original program has it.
    pub const fn body(self) -> Body {
        use Body::{Round, Three, Two};
        use Problem::*;
        match self {
            EDD => Round(ADE, DAE, DAE, DDA),
            DDF => Three(ADE, DAE, DDA),
            DDE => Two(ADE, DDA),
            ADE => Two(ADE, DBA),
            DDB => Two(ABF, DDB),
            DDA => Three(ADA, ABE, DDB),
            ABF => Three(ABE, DAB, ABA),
            DBA => Three(ABA, ABE, DAB),
            ADB => Two(ABE, DBA),
            ABE => Two(ADB, ABA),
            DAB | DAE => Two(ABA, ADB),
            ABA | ADA => Three(ABA, ABA, ABA),
            AAB => Two(ABA, AAB),
        }
    }
}

/// The Domino recursion rooted at one problem. A call's pins are [X, Y, Z]
/// (left, middle, right); `aux` is 1 when its discs show cyan as it starts,
/// which only the trace uses.
pub struct DominoProgram {
    pub problem: Problem,
    pub n: u32,
}

/// Step `pc` of a body: the sub-problem with its pins, or the largest disc's move.
enum Part {
    Sub(Problem, [u8; 3]),
    Largest(u8, u8),
}

fn part(body: Body, [x, y, z]: [u8; 3], pc: u32) -> Option<Part> {
    use Part::{Largest, Sub};
    Some(match (body, pc) {
        (Body::Two(first, _), 0) => Sub(first, [x, z, y]),
        (Body::Two(..), 1) => Largest(x, z),
        (Body::Two(_, second), 2) => Sub(second, [y, x, z]),
        (Body::Three(first, ..), 0) => Sub(first, [x, y, z]),
        (Body::Three(..), 1) => Largest(x, y),
        (Body::Three(_, middle, _), 2) => Sub(middle, [z, y, x]),
        (Body::Three(..), 3) => Largest(y, z),
        (Body::Three(.., last), 4) => Sub(last, [x, y, z]),
        (Body::Round(first, ..), 0) => Sub(first, [x, y, z]),
        (Body::Round(..), 1) => Largest(x, y),
        (Body::Round(_, second, ..), 2) => Sub(second, [z, y, x]),
        (Body::Round(..), 3) => Largest(y, z),
        (Body::Round(_, _, third, _), 4) => Sub(third, [x, z, y]),
        (Body::Round(..), 5) => Largest(z, x),
        (Body::Round(.., fourth), 6) => Sub(fourth, [y, z, x]),
        _ => return None,
    })
}

/// Whether a call's discs show their back (the call's `aux`, for the trace).
fn shows_back(call: &Call) -> bool {
    call.aux == 1
}

fn showing_back(call: Call, back: bool) -> Call {
    Call { aux: back as u32, ..call }
}

impl Program for DominoProgram {
    fn root(&self) -> Call {
        Call::new(self.problem as u8, self.n, [0, 1, 2, 0])
    }

    fn step(&self, call: &Call, pc: u32) -> Option<Step> {
        let [x, y, z, _] = call.pins;
        let body = Problem::ALL[call.proc as usize].body();
        Some(match part(body, [x, y, z], pc)? {
            Part::Largest(from, to) => Step::Move(Move::new(from, to)),
            Part::Sub(problem, [a, b, c]) => {
                // The smaller discs show the call's colour, turned over once
                // for each earlier sub-problem that turns them.
                let turned = (0..pc)
                    .filter_map(|earlier| match part(body, [x, y, z], earlier) {
                        Some(Part::Sub(p, _)) => Some(p.turns_over() as u32),
                        _ => None,
                    })
                    .sum::<u32>();
                let sub = Call::new(problem as u8, call.n - 1, [a, b, c, 0]);
                Step::Call(showing_back(sub, shows_back(call) ^ (turned % 2 == 1)))
            }
        })
    }

    /// The moves depend only on the problem and n.
    fn relabelable(&self, _call: &Call) -> bool {
        true
    }

    /// Every procedure leaves its n discs stacked in their old order on its
    /// destination pin (for EDD the pin they started on), every one of them
    /// turned over if the procedure turns the stack (see
    /// [`Problem::turns_over`]), none of them otherwise.
    fn complete(&self, call: &Call, pos: &mut Position, rules: &Rules) {
        let problem = Problem::ALL[call.proc as usize];
        let from = call.pins[0] as usize;
        let to = call.pins[problem.destination()] as usize;
        let n = call.n as usize;
        let height = pos.pin(from).len();
        let block: Vec<_> = pos.pin(from)[height - n..]
            .iter()
            .map(|&d| if problem.turns_over() { rules.recoloured(pos, d) } else { d })
            .collect();
        for _ in 0..n {
            pos.pop(from);
        }
        for disc in block {
            pos.push(to, disc);
        }
    }

    fn describe(&self, call: &Call) -> String {
        let [x, y, z, _] = call.pins;
        let problem = Problem::ALL[call.proc as usize];
        let colour = if shows_back(call) { BACK } else { FRONT };
        let end = if problem.turns_over() { other(colour) } else { colour };
        let [p, q, r] = problem.letters().map(|l| match letter_colour(l, colour) {
            Colour::Grey => "uncoloured",
            c => c.name(),
        });
        let route = match problem.body() {
            Body::Round(..) => format!("from pin {} round by pins {} and {} back to pin {}", x + 1, y + 1, z + 1, x + 1),
            Body::Three(..) => format!("from pin {} to pin {}, the largest stopping on pin {}", x + 1, z + 1, y + 1),
            Body::Two(..) => format!("from pin {} via pin {} to pin {}", x + 1, y + 1, z + 1),
        };
        format!(
            "{}: move {} ({}) {}, to end {} (beneath: {}, {}, {})",
            problem.name(),
            discs(call.n),
            colour,
            route,
            end,
            p,
            q,
            r
        )
    }
}
