//! Turtle and Multi_Stack: l stacks on m = 2l pins. Stack i starts on its
//! home pin 2i and ends on its away pin 2i + 2 (the next stack's home, round
//! the circle); between them lies its ride pin 2i + 1, which only stack i may
//! use. No disc goes on a smaller one or on one of the same size.
//!
//! Lunnon's solution: four procedures move all stacks at once, stack 0 between
//! one pair of its pins and every other stack between another pair (HAHR:
//! stack 0 home to away, the rest home to ride; likewise HRHA, HARA, RAHA),
//! with the textbook three-pin transfer for single stacks in between.

use alloc::boxed::Box;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use crate::colour::Colour;
use crate::position::{Disc, Move, Position};
use crate::program::{Call, PinSet, Program, Step};
use crate::rules::{Constraint, Recolour, Rules};
use crate::solution::Algorithm;
use crate::variations::classic::discs;
use crate::variations::Instance;

/// Stack colours in order. The first four are the original's (green,
/// orange, cyan, pink); the rest keep ten stacks apart, neighbours in
/// clearly different hues. Beyond fourteen stacks the colours repeat.
pub const STACK_COLOURS: [Colour; 14] = [
    Colour::Green,
    Colour::Orange,
    Colour::Cyan,
    Colour::Pink,
    Colour::Purple,
    Colour::Brown,
    Colour::Blue,
    Colour::Yellow,
    Colour::Red,
    Colour::Navy,
    Colour::Lime,
    Colour::Teal,
    Colour::Olive,
    Colour::Magenta,
];

pub fn stack_colour(stack: usize) -> Colour {
    STACK_COLOURS[stack % STACK_COLOURS.len()]
}

/// Own pins only, nothing on a smaller or equal disc.
pub fn rules() -> Rules {
    Rules::new(&[Constraint::NotOnSmaller, Constraint::NotOnEqual, Constraint::OwnPins], Recolour::Fixed)
}

/// Turtle is the two-stack case on four pins.
pub fn turtle(n: u32) -> Instance {
    multi_stack(n, 4)
}

/// `n` discs per stack on `pins` pins (even, at least 4): `pins / 2` stacks.
pub fn multi_stack(n: u32, pins: u32) -> Instance {
    let program = Stacks { stacks: (pins / 2) as u8, n };
    let layout = |home_shift: u8| {
        let mut pos = Position::empty(pins as usize, (program.stacks as u32 * n) as usize);
        for stack in 0..program.stacks {
            let colour = stack_colour(stack as usize);
            // The ride pin is shaded in its stack's colour (drawing only).
            pos.set_shaft(program.ride(stack) as usize, colour);
            let pin = program.pin(2 * stack + home_shift) as usize;
            for size in (1..=n as u16).rev() {
                pos.push(pin, Disc { size, colour, stack });
            }
        }
        pos
    };
    Instance { rules: rules(), start: layout(0), goal: layout(2), algorithm: Algorithm::Program(Box::new(program)) }
}

/// Procedure numbers.
const TRANSFER: u8 = 0;
const HAHA: u8 = 1;
const HAHR: u8 = 2;
const HRHA: u8 = 3;
const HARA: u8 = 4;
const RAHA: u8 = 5;

/// Lunnon's HAHA recursion for `stacks` stacks of `n` discs.
pub struct Stacks {
    pub stacks: u8,
    pub n: u32,
}

impl Stacks {
    fn pin(&self, p: u8) -> u8 {
        p % (2 * self.stacks)
    }

    fn home(&self, i: u8) -> u8 {
        self.pin(2 * i)
    }

    fn ride(&self, i: u8) -> u8 {
        self.pin(2 * i + 1)
    }

    fn away(&self, i: u8) -> u8 {
        self.pin(2 * i + 2)
    }

    /// Where each stack's discs go in a whole call of a multi-stack
    /// procedure: (from, to) for each stack in order.
    fn routes(&self, proc: u8) -> Vec<(u8, u8)> {
        (0..self.stacks)
            .map(|i| {
                let (h, r, a) = (self.home(i), self.ride(i), self.away(i));
                let first = i == 0;
                match proc {
                    HAHR if first => (h, a),
                    HAHR => (h, r),
                    HRHA if first => (h, r),
                    HRHA => (h, a),
                    HARA if first => (h, a),
                    HARA => (r, a),
                    RAHA if first => (r, a),
                    RAHA => (h, a),
                    _ => (h, a),
                }
            })
            .collect()
    }

    /// Step `pc` of the body of a multi-stack procedure. The bodies are
    /// a pair of steps per stack, so the step is found by arithmetic.
    fn body(&self, proc: u8, n: u32, pc: u32) -> Option<Step> {
        let l = self.stacks as u32;
        let (h, r, a) = (|i| self.home(i), |i| self.ride(i), |i| self.away(i));
        let one = |from, to| Step::Move(Move::new(from, to));
        // The classical transfer of the top n - 1 discs of stack i.
        let classic = |i: u8, from, via, to| {
            Step::Call(transfer_of_stack(i, n - 1, [from, via, to, 0]))
        };
        let all = |proc| Step::Call(Call::new(proc, n - 1, [0; 4]));
        // For the loops: the stack at step pc of a run of pairs starting at
        // `first`, counting up from stack 1 or down from stack l - 1, and
        // whether it is the pair's first step.
        let up = |first: u32| (1 + (pc - first) / 2) as u8;
        let down = |first: u32| (l - 1 - (pc - first) / 2) as u8;
        let even = |first: u32| (pc - first).is_multiple_of(2);
        let loop_end = 2 * l - 1; // first pc after a loop of l - 1 pairs from pc 1
        Some(match proc {
            // HRHA(n-1); then HR(1, i), AR(n-1, i) for i = 1..l-1; HA(1, 0), RA(n-1, 0).
            HAHR => match pc {
                0 => all(HRHA),
                _ if pc < loop_end => {
                    let i = up(1);
                    if even(1) { one(h(i), r(i)) } else { classic(i, a(i), h(i), r(i)) }
                }
                _ if pc == loop_end => one(h(0), a(0)),
                _ if pc == loop_end + 1 => classic(0, r(0), h(0), a(0)),
                _ => return None,
            },
            // HAHR(n-1), HR(1, 0), AR(n-1, 0); then HA(1, i), RA(n-1, i) for i = l-1..1.
            HRHA => match pc {
                0 => all(HAHR),
                1 => one(h(0), r(0)),
                2 => classic(0, a(0), h(0), r(0)),
                _ if pc < loop_end + 2 => {
                    let i = down(3);
                    if even(3) { one(h(i), a(i)) } else { classic(i, r(i), h(i), a(i)) }
                }
                _ => return None,
            },
            // HR(n-1, 0), HA(1, 0); then RH(n-1, i), RA(1, i) for i = 1..l-1; RAHA(n-1).
            HARA => match pc {
                0 => classic(0, h(0), a(0), r(0)),
                1 => one(h(0), a(0)),
                _ if pc < loop_end + 1 => {
                    let i = up(2);
                    if even(2) { classic(i, r(i), a(i), h(i)) } else { one(r(i), a(i)) }
                }
                _ if pc == loop_end + 1 => all(RAHA),
                _ => return None,
            },
            // HR(n-1, i), HA(1, i) for i = l-1..1; then RH(n-1, 0), RA(1, 0), HARA(n-1).
            RAHA => match pc {
                _ if pc < loop_end - 1 => {
                    let i = down(0);
                    if even(0) { classic(i, h(i), a(i), r(i)) } else { one(h(i), a(i)) }
                }
                _ if pc == loop_end - 1 => classic(0, r(0), a(0), h(0)),
                _ if pc == loop_end => one(r(0), a(0)),
                _ if pc == loop_end + 1 => all(HARA),
                _ => return None,
            },
            // HAHA, the whole puzzle. With two stacks the away pin of each is
            // the home of the other, which costs a longer middle part.
            _ if l == 2 => match pc {
                0 => all(HAHR),
                1 => one(h(0), r(0)),
                2 => classic(0, a(0), h(0), r(0)),
                3 => one(h(1), a(1)),
                4 => classic(0, r(0), a(0), h(0)),
                5 => one(r(0), a(0)),
                6 => all(HARA),
                _ => return None,
            },
            // HAHR(n-1), HR(1, 0); HA(1, i) for i = l-1..2, each largest disc
            // moving on once the one ahead has left; AH(n-1, 0), HA(1, 1),
            // RA(1, 0), HARA(n-1).
            _ => match pc {
                0 => all(HAHR),
                1 => one(h(0), r(0)),
                _ if pc < l => {
                    let i = (l + 1 - pc) as u8;
                    one(h(i), a(i))
                }
                _ if pc == l => classic(0, a(0), r(0), h(0)),
                _ if pc == l + 1 => one(h(1), a(1)),
                _ if pc == l + 2 => one(r(0), a(0)),
                _ if pc == l + 3 => all(HARA),
                _ => return None,
            },
        })
    }
}

/// The classical transfer of the top `n` discs of stack `stack`; the
/// call's `aux` names the stack (for the trace).
fn transfer_of_stack(stack: u8, n: u32, pins: [u8; 4]) -> Call {
    Call { proc: TRANSFER, n, pins, set: PinSet::EMPTY, aux: stack as u32 }
}

/// The stack a TRANSFER moves.
fn stack_of(call: &Call) -> u32 {
    call.aux
}

impl Program for Stacks {
    fn root(&self) -> Call {
        Call::new(HAHA, self.n, [0; 4])
    }

    fn step(&self, call: &Call, pc: u32) -> Option<Step> {
        if call.proc == TRANSFER {
            let [x, y, z, _] = call.pins;
            let smaller = |pins| Step::Call(Call { n: call.n - 1, pins, ..*call });
            return match pc {
                0 => Some(smaller([x, z, y, 0])),
                1 => Some(Step::Move(Move::new(x, z))),
                2 => Some(smaller([y, x, z, 0])),
                _ => None,
            };
        }
        self.body(call.proc, call.n, pc)
    }

    /// A transfer's stack (its aux, kept for the trace) does not change its
    /// length or its moves, so transfers of all stacks share lengths and
    /// templates.
    fn length_key(&self, call: &Call) -> u64 {
        call.proc as u64 | (call.n as u64) << 8
    }

    fn relabelable(&self, call: &Call) -> bool {
        call.proc == TRANSFER
    }

    fn block(&self, call: &Call) -> Option<(u8, u8)> {
        (call.proc == TRANSFER).then_some((call.pins[0], call.pins[2]))
    }

    fn complete(&self, call: &Call, pos: &mut Position, _rules: &Rules) {
        let n = call.n as usize;
        if let Some((from, to)) = self.block(call) {
            pos.transfer_block(from as usize, to as usize, n, |d| d);
            return;
        }
        // Every stack's top n discs lie on top of its own source pin, and no
        // two stacks share a source or a target: lift them all, then put
        // each down on its target.
        let routes = self.routes(call.proc);
        let lifted: Vec<Vec<Disc>> = routes
            .iter()
            .map(|&(from, _)| {
                let from = from as usize;
                let height = pos.pin(from).len();
                let block = pos.pin(from)[height - n..].to_vec();
                for _ in 0..n {
                    pos.pop(from);
                }
                block
            })
            .collect();
        for (&(_, to), block) in routes.iter().zip(lifted) {
            block.into_iter().for_each(|d| pos.push(to as usize, d));
        }
    }

    fn describe(&self, call: &Call) -> String {
        let p = |pin: u8| pin + 1;
        // "stack 2 (orange)": numbers as well, since colours repeat beyond the palette.
        let stack = |i: u32| format!("stack {} ({})", i + 1, stack_colour(i as usize));
        if call.proc == TRANSFER {
            let [x, y, z, _] = call.pins;
            let what = stack(stack_of(call));
            return format!("transfer {} of {what} from pin {} via pin {} to pin {}", discs(call.n), p(x), p(y), p(z));
        }
        let name = ["", "HAHA", "HAHR", "HRHA", "HARA", "RAHA"][call.proc as usize];
        if call.proc == HAHA {
            return format!("{name}: every stack of {} from home to away", discs(call.n));
        }
        // The first stack goes one way, the others (alike) another.
        let word = |pin: u8, i: u8| match pin {
            _ if pin == self.home(i) => "home",
            _ if pin == self.ride(i) => "ride",
            _ => "away",
        };
        let routes = self.routes(call.proc);
        let ((from, to), (other_from, other_to)) = (routes[0], routes[1]);
        format!(
            "{name}: the top {} of {} {} to {} (pin {} to pin {}), every other stack's {} to {}",
            discs(call.n),
            stack(0),
            word(from, 0),
            word(to, 0),
            p(from),
            p(to),
            word(other_from, 1),
            word(other_to, 1)
        )
    }
}
