//! Reversi: four pins, discs alternately yellow and magenta that turn over
//! as they move, and no disc may land on one of its own colour (after it
//! has turned), so the colours alternate on every pin.
//!
//! Lunnon names each sub-problem by what lies under its four pins W, X, Y,
//! Z (the block goes from W to Z): A or B a larger disc or base of one
//! colour or the other, D nothing coloured; for the target, E means the
//! block must arrive turned over and F unchanged. A larger disc under a pin
//! colours it for the smaller discs, so the uncoloured top-level problems
//! (EDDD: back onto W turned over; DDDE, DDDF: onto Z) recurse into a
//! family of coloured ones, down to BABA and BABB with every pin coloured.
//! Each procedure here is the original program's (pin orders, thresholds
//! and the fixed move sequences by which it moves the bottom two or three
//! discs of a stack), so the moves are the original's. They are of Frame type and, as the documentation
//! warns, not the shortest in general.
//!
//! Reversi_G and Reversi_H use pin 4 as a short pin that holds one disc at
//! most, and move the stack from pin 1 to pin 3 unchanged.

use alloc::boxed::Box;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::cell::OnceCell;

use crate::colour::Colour;
use crate::position::{Disc, Move, Position};
use crate::program::{Call, Program, Step};
use crate::rules::{Constraint, Recolour, Rules};
use crate::solution::Algorithm;
use crate::variations::classic::discs;
use crate::variations::{single_stack, Instance};

mod written;
pub(crate) use written::append_if_reversi;

/// Odd sizes start yellow, even magenta (the smallest disc is yellow).
pub fn disc_colour(size: u16) -> Colour {
    if size % 2 == 1 {
        Colour::Yellow
    } else {
        Colour::Magenta
    }
}

/// The colour a disc shows once turned over.
pub fn turned(colour: Colour) -> Colour {
    if colour == Colour::Yellow {
        Colour::Magenta
    } else {
        Colour::Yellow
    }
}

/// Turn over as it moves; no larger disc below, and after turning never
/// onto its own colour.
pub fn rules() -> Rules {
    Rules::new(&[Constraint::NotOnSmaller, Constraint::NotOnOwnColour], Recolour::Flip(Colour::Magenta, Colour::Yellow))
}

/// Pin 4 (index 3) is short: it holds one disc at most (Reversi_G, Reversi_H).
pub const SHORT_PIN: u8 = 3;

pub fn short_pin_rules() -> Rules {
    Rules::new(
        &[Constraint::NotOnSmaller, Constraint::OneDiscPin(SHORT_PIN), Constraint::NotOnOwnColour],
        Recolour::Flip(Colour::Magenta, Colour::Yellow),
    )
}

/// Procedure numbers. Pin arguments are (W, X, Y, Z), the block going from
/// W to Z (back to W for EDDD), except for the short-pin procedures G,
/// BBBD, BAAD, BBAD, whose arguments are (X, Y, Z, W): from X to Z, W short.
pub mod procs {
    pub const EDDD: u8 = 0;
    pub const DDDE: u8 = 1;
    pub const DDDF: u8 = 2;
    pub const BDDE: u8 = 3;
    pub const BDDF: u8 = 4;
    pub const DDDB: u8 = 5;
    pub const DDDA: u8 = 6;
    pub const DADA: u8 = 7;
    pub const DDBA: u8 = 8;
    pub const DADB: u8 = 9;
    pub const BDBE: u8 = 10;
    pub const BADE: u8 = 11;
    pub const BADF: u8 = 12;
    pub const BDBA: u8 = 13;
    pub const BADA: u8 = 14;
    pub const BADB: u8 = 15;
    pub const BABE: u8 = 16;
    pub const DABA: u8 = 17;
    pub const BABA: u8 = 18;
    pub const BABB: u8 = 19;
    pub const G: u8 = 20;
    pub const BBBD: u8 = 21;
    pub const BAAD: u8 = 22;
    pub const BBAD: u8 = 23;
    /// How many there are.
    pub const COUNT: usize = 24;
    /// Names in the documentation's notation, by number.
    pub const NAMES: [&str; COUNT] = [
        "EDDD", "DDDE", "DDDF", "BDDE", "BDDF", "DDDB", "DDDA", "DADA", "DDBA", "DADB", "BDBE", "BADE", "BADF", "BDBA",
        "BADA", "BADB", "BABE", "DABA", "BABA", "BABB", "G", "BBBD", "BAAD", "BBAD",
    ];
}

use procs::*;

/// Argument positions: W, X, Y, Z for the four-pin procedures.
const W: u8 = 0;
const X: u8 = 1;
const Y: u8 = 2;
const Z: u8 = 3;

/// One part of a procedure body.
#[derive(Clone, Copy)]
enum Part {
    /// Call `proc` on `n - drop` discs with these argument positions.
    Sub(u8, u32, [u8; 4]),
    /// Moves between argument positions.
    Moves(&'static [(u8, u8)]),
}

use Part::{Moves, Sub};

/// The same pins, in the same order.
const SAME: [u8; 4] = [W, X, Y, Z];

/// The body of `proc` on n discs (n > 0). Sub-problems are named as in the
/// original program; its BDDB, BDDA and BDBB are the same procedures as
/// BADB, BADA and BABB and are called by those names here.
fn body(proc: u8, n: u32) -> &'static [Part] {
    match proc {
        EDDD => match n {
            1 => &[Moves(&[(W, X), (X, Y), (Y, W)])],
            2 => &[Moves(&[(W, Z), (W, X), (X, Y), (Y, W), (Z, X), (X, W)])],
            3..=6 => &[
                Sub(BDDF, 2, SAME),
                Moves(&[(W, Y), (W, X), (Y, W), (X, Y), (W, X), (Y, W), (X, Y), (Y, W)]),
                Sub(DDDA, 2, [Z, Y, X, W]),
            ],
            _ => &[
                Sub(BDDF, 3, SAME),
                Moves(&[
                    (W, Y),
                    (Y, X),
                    (W, Y),
                    (X, W),
                    (Y, X),
                    (W, X),
                    (W, Y),
                    (X, W),
                    (W, Y),
                    (X, W),
                    (Y, W),
                    (Y, X),
                    (W, Y),
                    (Y, X),
                    (W, Y),
                    (X, Y),
                    (X, W),
                    (Y, X),
                    (Y, W),
                    (X, Y),
                    (Y, W),
                ]),
                Sub(DDDA, 3, [Z, Y, X, W]),
            ],
        },
        DDDE => match n {
            ..=4 => &[Sub(DDDA, 0, SAME)],
            5 => &[Moves(&[
                (W, X),
                (W, Z),
                (W, Y),
                (X, Y),
                (W, X),
                (Z, X),
                (W, Z),
                (X, Z),
                (X, W),
                (Z, X),
                (W, Z),
                (Y, Z),
                (Y, W),
                (Z, Y),
                (W, Z),
                (X, Z),
                (Y, Z),
            ])],
            _ => &[
                Sub(BDDE, 3, [W, Y, Z, X]),
                Moves(&[(W, Y), (Y, Z), (W, Y), (Z, Y), (W, Z), (Y, Z), (Y, W), (Z, Y), (W, Z), (Y, W), (W, Z)]),
                Sub(DDDB, 3, [X, Y, W, Z]),
            ],
        },
        DDDF => match n {
            ..=5 => &[Sub(DDDB, 0, SAME)],
            _ => &[
                Sub(BDDE, 3, [W, Y, Z, X]),
                Moves(&[
                    (W, Z),
                    (Z, Y),
                    (W, Z),
                    (Y, Z),
                    (W, Y),
                    (Z, Y),
                    (Z, W),
                    (Y, Z),
                    (Z, W),
                    (Y, Z),
                    (W, Z),
                    (W, Y),
                    (Z, W),
                    (Y, Z),
                    (W, Y),
                    (Y, Z),
                ]),
                Sub(DDDA, 3, [X, Y, W, Z]),
            ],
        },
        BDDE => match n {
            ..=3 => &[Sub(BABA, 0, SAME)],
            _ => &[Sub(BDDF, 2, [W, Y, Z, X]), Moves(&[(W, Z), (Z, Y), (W, Z), (Y, Z)]), Sub(DDBA, 2, [X, Y, W, Z])],
        },
        BDDF => match n {
            ..=2 => &[Sub(BABB, 0, SAME)],
            4 => &[Moves(&[
                (W, Y),
                (W, Z),
                (W, X),
                (Y, X),
                (W, Y),
                (Z, W),
                (Y, Z),
                (X, Y),
                (X, Z),
                (W, X),
                (X, Z),
                (Y, Z),
            ])],
            _ => &[
                Sub(BDDE, 2, [W, Z, Y, X]),
                Moves(&[(W, Y), (Y, Z), (W, Y), (Z, W), (Y, Z), (W, Z)]),
                Sub(DADA, 2, [X, W, Y, Z]),
            ],
        },
        DDDB => match n {
            ..=2 => &[Sub(BABB, 0, SAME)],
            4 => &[Moves(&[
                (W, X),
                (W, Y),
                (Y, Z),
                (W, Y),
                (X, Y),
                (W, X),
                (Z, W),
                (X, Z),
                (Y, X),
                (Y, Z),
                (W, Z),
                (X, Z),
            ])],
            _ => &[
                Sub(BDBE, 2, [W, Y, Z, X]),
                Moves(&[(W, Z), (W, Y), (Z, W), (Y, Z), (W, Y), (Y, Z)]),
                Sub(DDDA, 2, [X, Y, W, Z]),
            ],
        },
        DDDA => match n {
            ..=3 => &[Sub(BABA, 0, SAME)],
            _ if n % 2 == 1 => {
                &[Sub(BADF, 2, [W, Z, Y, X]), Moves(&[(W, Y), (W, Z), (Y, W), (W, Z)]), Sub(DDDA, 2, [X, Y, W, Z])]
            }
            _ => &[Sub(BADE, 2, [W, Z, Y, X]), Moves(&[(W, Y), (W, Z), (Y, W), (W, Z)]), Sub(DDDB, 2, [X, Y, W, Z])],
        },
        DADA => match n {
            ..=3 => &[Sub(BABA, 0, SAME)],
            _ => &[Sub(BADA, 2, [W, Z, Y, X]), Moves(&[(W, Y), (W, Z), (Y, W), (W, Z)]), Sub(BADB, 2, [X, W, Y, Z])],
        },
        DADB => match n {
            ..=2 => &[Sub(BABB, 0, SAME)],
            _ => &[
                Sub(BDBA, 2, [W, Y, Z, X]),
                Moves(&[(W, Z), (W, Y), (Z, W), (Y, Z), (W, Y), (Y, Z)]),
                Sub(BADA, 2, [X, Y, W, Z]),
            ],
        },
        DDBA => match n {
            ..=3 => &[Sub(BABA, 0, SAME)],
            _ => &[Sub(BABE, 2, [W, Z, Y, X]), Moves(&[(W, Y), (W, Z), (Y, W), (W, Z)]), Sub(DADB, 2, [X, Y, W, Z])],
        },
        BDBE => match n {
            ..=3 => &[Sub(BABA, 0, SAME)],
            _ => &[Sub(BADB, 2, [W, Z, X, Y]), Moves(&[(W, Z), (Z, X), (W, Z), (X, Z)]), Sub(BDBA, 2, [Y, X, W, Z])],
        },
        BADE => match n {
            ..=3 => &[Sub(BABA, 0, SAME)],
            _ => &[Sub(BADF, 2, [W, X, Z, Y]), Moves(&[(W, Z), (Z, X), (W, Z), (X, Z)]), Sub(DABA, 2, [Y, X, W, Z])],
        },
        BADF => match n {
            ..=2 => &[Sub(BABB, 0, SAME)],
            _ => &[
                Sub(BADA, 2, [W, Z, Y, X]),
                Moves(&[(W, Y), (Y, Z), (W, Y), (Z, W), (Y, Z), (W, Z)]),
                Sub(BADA, 2, [X, W, Y, Z]),
            ],
        },
        BDBA => match n {
            ..=3 => &[Sub(BABA, 0, SAME)],
            _ => &[
                Sub(BABE, 2, [W, Z, Y, X]),
                Moves(&[(W, Y), (W, Z)]),
                Sub(DABA, 2, [X, Z, Y, W]),
                Moves(&[(Y, X), (X, Z)]),
                Sub(BDBA, 2, SAME),
            ],
        },
        BADA => match n {
            ..=3 => &[Sub(BABA, 0, SAME)],
            _ => &[
                Sub(BADA, 2, SAME),
                Moves(&[(W, Y), (Y, X)]),
                Sub(BABE, 2, [Z, X, W, Y]),
                Moves(&[(W, Z), (X, Z)]),
                Sub(DABA, 2, [Y, X, W, Z]),
            ],
        },
        BADB => match n {
            ..=4 => &[Sub(BABB, 0, SAME)],
            _ => &[Sub(BABE, 1, [W, Z, X, Y]), Moves(&[(W, X), (X, Z)]), Sub(DABA, 1, [Y, X, W, Z])],
        },
        BABE => match n {
            ..=3 => &[Sub(BABA, 0, SAME)],
            _ => &[Sub(BADB, 2, [W, X, Z, Y]), Moves(&[(W, Z), (Z, X), (W, Z), (X, Z)]), Sub(BABA, 2, [Y, X, W, Z])],
        },
        DABA => match n {
            ..=3 => &[Sub(BABA, 0, SAME)],
            _ => &[Sub(BABA, 2, [W, Z, Y, X]), Moves(&[(W, Y), (W, Z), (Y, W), (W, Z)]), Sub(BADB, 2, [X, Y, W, Z])],
        },
        BABA => match n {
            1 => &[Moves(&[(W, Z)])],
            _ => &[
                Sub(BABA, 2, [W, Z, Y, X]),
                Moves(&[(W, Y), (W, Z)]),
                Sub(BABA, 2, [X, Z, Y, W]),
                Moves(&[(Y, X), (X, Z)]),
                Sub(BABA, 2, SAME),
            ],
        },
        BABB => match n {
            1 => &[Moves(&[(W, X), (X, Z)])],
            _ => &[
                Sub(BABB, 2, SAME),
                Moves(&[(W, Y), (W, X)]),
                Sub(BABB, 2, [Z, Y, X, W]),
                Moves(&[(X, Z), (Y, Z)]),
                Sub(BABB, 2, SAME),
            ],
        },
        _ => short_pin_body(proc),
    }
}

/// The short-pin procedures, arguments (X, Y, Z, W) at positions 0..3: the
/// block goes from X to Z and W holds one disc at most.
fn short_pin_body(proc: u8) -> &'static [Part] {
    const SX: u8 = 0;
    const SY: u8 = 1;
    const SZ: u8 = 2;
    const SW: u8 = 3;
    const ASIDE: [u8; 4] = [SX, SZ, SY, SW];
    const BACK: [u8; 4] = [SY, SX, SZ, SW];
    match proc {
        // The Classic recursion with every move made in two through the short
        // pin, so each disc turns over twice per Classic move.
        G => &[Sub(G, 1, ASIDE), Moves(&[(SX, SW), (SW, SZ)]), Sub(G, 1, BACK)],
        BBBD => &[Sub(BAAD, 1, ASIDE), Moves(&[(SX, SW), (SW, SZ)]), Sub(BBAD, 1, BACK)],
        BAAD => &[Sub(BBBD, 1, ASIDE), Moves(&[(SX, SZ)]), Sub(BAAD, 1, BACK)],
        BBAD => &[Sub(BBAD, 1, ASIDE), Moves(&[(SX, SZ)]), Sub(BBBD, 1, BACK)],
        _ => unreachable!("no Reversi procedure {proc}"),
    }
}

/// How a procedure's arguments are laid out.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Shape {
    /// (W, X, Y, Z): the block goes from W to Z.
    Across,
    /// (W, X, Y, Z): the block goes from W back to W (EDDD).
    Back,
    /// (X, Y, Z, W): the block goes from X to Z, and W holds one disc at
    /// most (G, BBBD, BAAD, BBAD).
    ShortPin,
}

/// Each procedure's shape, by number: stated, not implied by the numbering.
const SHAPES: [Shape; COUNT] = {
    let mut shapes = [Shape::Across; COUNT];
    shapes[EDDD as usize] = Shape::Back;
    shapes[G as usize] = Shape::ShortPin;
    shapes[BBBD as usize] = Shape::ShortPin;
    shapes[BAAD as usize] = Shape::ShortPin;
    shapes[BBAD as usize] = Shape::ShortPin;
    shapes
};

/// Where a call's block starts and ends (argument positions).
fn source_and_target(proc: u8) -> (u8, u8) {
    match SHAPES[proc as usize] {
        Shape::Back => (W, W),
        Shape::ShortPin => (0, 2),
        Shape::Across => (W, Z),
    }
}

fn part_len(part: &Part) -> u32 {
    match part {
        Sub(..) => 1,
        Moves(moves) => moves.len() as u32,
    }
}

/// Step `pc` of a Reversi procedure; pub so that other Reversi programs
/// (the bottom-level BABA and BABB) can share it.
pub fn reversi_step(call: &Call, mut pc: u32) -> Option<Step> {
    let pins = call.pins;
    for part in body(call.proc, call.n) {
        let len = part_len(part);
        if pc < len {
            return Some(match *part {
                Sub(proc, drop, args) => {
                    Step::Call(Call::new(proc, call.n.saturating_sub(drop), args.map(|a| pins[a as usize])))
                }
                Moves(moves) => {
                    let (a, b) = moves[pc as usize];
                    Step::Move(Move::new(pins[a as usize], pins[b as usize]))
                }
            });
        }
        pc -= len;
    }
    None
}

/// Whether each procedure, on each number of discs up to a bound, leaves its
/// block turned over. Every legal position alternates colours on each pin,
/// so a block that arrives whole has either every disc turned or none: one
/// bit per (procedure, n). It is derived level by level: play the body once
/// on a scratch block, moving single discs for its moves and applying each
/// sub-call whole with the bit already found for it.
pub struct Turns {
    table: Vec<[bool; COUNT]>,
}

impl Turns {
    pub fn up_to(n: u32) -> Turns {
        let mut known: Vec<[Option<bool>; COUNT]> = alloc::vec![[None; COUNT]; n as usize + 1];
        known[0] = [Some(false); COUNT];
        let rules = rules();
        for k in 1..=n {
            for proc in 0..COUNT as u8 {
                turns_over(proc, k, &mut known, &rules);
            }
        }
        let table = known.iter().map(|row| row.map(|bit| bit.expect("every entry is derived"))).collect();
        Turns { table }
    }

    /// Whether `proc` on `n` discs turns its block over; past the levels
    /// derived, as on the last one ([`TURNS_SETTLED`]).
    pub fn get(&self, proc: u8, n: u32) -> bool {
        let row = self.table.get(n as usize).or(self.table.last()).expect("level 0 is always derived");
        row[proc as usize]
    }
}

/// From one disc on, whether a procedure turns its block over does not
/// depend on the number of discs (the E or F in its name says which), so a
/// puzzle derives this many levels, not one per disc: building the table
/// for every disc cost twice the solve-and-verify of a 20-disc puzzle. A
/// test derives all 64 levels the catalogue allows and finds them equal.
pub const TURNS_SETTLED: u32 = 3;

/// Play the body of `proc` on k discs on a scratch position (colours stand
/// for "turned over or not") and read whether the block arrived turned.
/// Bits for fewer discs are known; a body that hands the same k discs to
/// another procedure derives that one first.
fn turns_over(proc: u8, k: u32, known: &mut [[Option<bool>; COUNT]], rules: &Rules) -> bool {
    if let Some(bit) = known[k as usize][proc as usize] {
        return bit;
    }
    let mut pos = Position::empty(4, k as usize);
    for size in (1..=k as u16).rev() {
        pos.push(0, Disc::new(size, Colour::Yellow));
    }
    let root = Call::new(proc, k, [0, 1, 2, 3]);
    let mut pc = 0;
    while let Some(step) = reversi_step(&root, pc) {
        match step {
            Step::Move(mv) => {
                rules.apply(&mut pos, mv);
            }
            Step::Call(sub) if sub.n > 0 => {
                let turn = turns_over(sub.proc, sub.n, known, rules);
                apply_whole(&sub, &mut pos, turn, rules);
            }
            Step::Call(_) => {}
        }
        pc += 1;
    }
    let (_, target) = source_and_target(proc);
    let block = pos.pin(target as usize);
    debug_assert_eq!(block.len(), k as usize, "{} on {k} discs leaves its block whole", NAMES[proc as usize]);
    debug_assert!(
        block.iter().all(|d| d.colour == block[0].colour),
        "{} turns all its discs or none",
        NAMES[proc as usize]
    );
    let bit = block[0].colour == Colour::Magenta;
    known[k as usize][proc as usize] = Some(bit);
    bit
}

/// The net effect of a whole call: its block of n discs from the source to
/// the target pin (which may be the same), each disc turned over or not.
fn apply_whole(call: &Call, pos: &mut Position, turn: bool, rules: &Rules) {
    let (from, to) = source_and_target(call.proc);
    let (from, to) = (call.pins[from as usize] as usize, call.pins[to as usize] as usize);
    // Once stands for every odd number of moves, twice for every even one.
    let moves = if turn { 1 } else { 2 };
    let recolour = |d: Disc| rules.recoloured_after(d, moves).expect("Reversi turns a disc over whatever it moves past");
    if from == to {
        let block: Vec<Disc> = (0..call.n).map(|_| pos.pop(from).expect("the block is on its pin")).collect();
        for disc in block.into_iter().rev() {
            pos.push(to, recolour(disc));
        }
    } else {
        pos.transfer_block(from, to, call.n as usize, recolour);
    }
}

/// A Reversi program started by `root`.
pub struct Reversi {
    root: Call,
    /// Derived when a call is first completed whole (a seek): playing the
    /// solution from the start never needs it, and deriving it costs as
    /// much as a tenth of building and verifying a 20-disc puzzle.
    turns: OnceCell<Turns>,
}

impl Reversi {
    pub fn new(root: Call) -> Reversi {
        Reversi { root, turns: OnceCell::new() }
    }
}

impl Program for Reversi {
    fn root(&self) -> Call {
        self.root
    }

    fn step(&self, call: &Call, pc: u32) -> Option<Step> {
        reversi_step(call, pc)
    }

    fn relabelable(&self, _call: &Call) -> bool {
        true
    }

    fn complete(&self, call: &Call, pos: &mut Position, rules: &Rules) {
        let turns = self.turns.get_or_init(|| Turns::up_to(self.root.n.min(TURNS_SETTLED)));
        apply_whole(call, pos, turns.get(call.proc, call.n), rules);
    }

    fn describe(&self, call: &Call) -> String {
        describe_reversi(call)
    }
}

/// "DDDA 4 discs from pin 2 to pin 1 via pins 3 and 4".
pub fn describe_reversi(call: &Call) -> String {
    let name = NAMES[call.proc as usize];
    let p = call.pins.map(|pin| pin + 1);
    match SHAPES[call.proc as usize] {
        Shape::ShortPin => {
            format!("{name} {} from pin {} via pin {} to pin {}, pin {} short", discs(call.n), p[0], p[1], p[2], p[3])
        }
        Shape::Back => format!(
            "{name} {} from pin {} back to pin {} turned over, via pins {}, {} and {}",
            discs(call.n),
            p[0],
            p[0],
            p[1],
            p[2],
            p[3]
        ),
        Shape::Across => {
            format!("{name} {} from pin {} to pin {} via pins {} and {}", discs(call.n), p[0], p[3], p[1], p[2])
        }
    }
}

/// The stack on pin 1 to `target`, turned over or not, by `proc` over pins
/// 1, 2, 3, 4 in order.
fn instance(n: u32, proc: u8, target: usize, turn: bool, rules: Rules) -> Instance {
    let start = single_stack(4, n, 0, disc_colour);
    let goal = single_stack(4, n, target, |size| if turn { turned(disc_colour(size)) } else { disc_colour(size) });
    let program = Reversi::new(Call::new(proc, n, [0, 1, 2, 3]));
    Instance { rules, start, goal, algorithm: Algorithm::Program(Box::new(program)) }
}

/// Reversi (EDDD): the stack back onto pin 1, every disc turned over.
pub fn reversi(n: u32) -> Instance {
    instance(n, EDDD, 0, true, rules())
}

/// Reversi_E (DDDE): to pin 4, turned over.
pub fn reversi_e(n: u32) -> Instance {
    instance(n, DDDE, 3, true, rules())
}

/// Reversi_F (DDDF): to pin 4, as it started.
pub fn reversi_f(n: u32) -> Instance {
    instance(n, DDDF, 3, false, rules())
}

/// Reversi_G: to pin 3 as it started, pin 4 short; every Classic move made
/// in two through pin 4.
pub fn reversi_g(n: u32) -> Instance {
    instance(n, G, 2, false, short_pin_rules())
}

/// Reversi_H: the same puzzle by three procedures in which the largest disc
/// of a sub-problem goes through the short pin (two moves, unturned) only
/// where it must arrive unturned, and otherwise straight across.
pub fn reversi_h(n: u32) -> Instance {
    instance(n, BBBD, 2, false, short_pin_rules())
}
