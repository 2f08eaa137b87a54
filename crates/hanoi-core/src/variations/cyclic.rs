//! Cyclic: three pins, every disc moves one pin clockwise (1 to 2 to 3 to 1).
//! Atkinson's two mutually recursive transfers: leftwards (two pins on,
//! Cyclic and Cyclic_L) and rightwards (one pin on, Cyclic_R). The Tower of
//! Lundon programs (lundon.rs) reuse them.

use alloc::boxed::Box;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use crate::colour::Colour;
use crate::position::{Disc, Move, Position};
use crate::program::{Call, Program, Step};
use crate::rules::{flipped_beside, Constraint, Recolour, Rules};
use crate::solution::Algorithm;
use crate::variations::classic::discs;
use crate::variations::{single_stack, Instance};

/// Procedure numbers of the two transfers.
pub const LEFT: u8 = 0;
pub const RIGHT: u8 = 1;

/// The two colours of the flip colouring: discs start orange and show
/// blue when flipped.
pub const FRONT: Colour = Colour::Orange;
pub const BACK: Colour = Colour::Blue;

/// No disc on a smaller one, and every move one pin clockwise.
pub fn rules(recolour: Recolour) -> Rules {
    Rules::new(&[Constraint::NotOnSmaller, Constraint::Clockwise], recolour)
}

/// The flip colouring of Cyclic_L and Cyclic_R: a disc flips as it moves
/// just when the next larger disc is orange; the largest disc looks at the
/// base of pin 1, where it starts.
pub fn flip_colouring(n: u32) -> Recolour {
    Recolour::FlipWithLarger { flip: (FRONT, BACK), largest: n as u16, start_pin: 0 }
}

/// Cyclic: the stack from pin 1 to pin 3 (leftwards), all discs orange for good.
pub fn cyclic(n: u32) -> Instance {
    let start = single_stack(3, n, 0, |_| FRONT);
    let goal = single_stack(3, n, 2, |_| FRONT);
    let program = Transfers { root: Call::new(LEFT, n, [0, 1, 2, 0]) };
    Instance { rules: rules(Recolour::Fixed), start, goal, algorithm: Algorithm::Program(Box::new(program)) }
}

/// Cyclic_L: Cyclic's moves with the flip colouring over orange bases. The
/// stack ends orange again.
pub fn cyclic_l(n: u32) -> Instance {
    flipping(n, FRONT, Call::new(LEFT, n, [0, 1, 2, 0]), 2)
}

/// Cyclic_R: the stack from pin 1 to pin 2 (rightwards), flip colouring
/// over blue bases. The stack ends orange again.
pub fn cyclic_r(n: u32) -> Instance {
    flipping(n, BACK, Call::new(RIGHT, n, [0, 2, 1, 0]), 1)
}

fn flipping(n: u32, bases: Colour, root: Call, target: usize) -> Instance {
    let mut start = single_stack(3, n, 0, |_| FRONT);
    let mut goal = single_stack(3, n, target, |_| FRONT);
    for pin in 0..3 {
        start.set_base(pin, bases);
        goal.set_base(pin, bases);
    }
    let program = Transfers { root };
    Instance { rules: rules(flip_colouring(n)), start, goal, algorithm: Algorithm::Program(Box::new(program)) }
}

/// One step of a transfer, `call.proc` being [`LEFT`] or [`RIGHT`]. Both
/// move n discs from X (pin argument 0) to Z (argument 2); only the moves
/// X to Y, Y to Z and (rightwards) X to Z are made at this level, each one
/// pin clockwise when X, Y, Z are.
///
/// transfer_left(n, X, Y, Z): left n-1 X to Z; largest X to Y; right n-1
/// Z to X; largest Y to Z; left n-1 X to Z.
/// transfer_right(n, X, Y, Z): left n-1 X to Y; largest X to Z; left n-1
/// Y to Z.
pub fn transfer_step(call: &Call, pc: u32) -> Option<Step> {
    let [x, y, z, _] = call.pins;
    let smaller = |proc, pins| Step::Call(Call::new(proc, call.n - 1, pins));
    if call.proc == LEFT {
        match pc {
            0 => Some(smaller(LEFT, [x, y, z, 0])),
            1 => Some(Step::Move(Move::new(x, y))),
            2 => Some(smaller(RIGHT, [z, y, x, 0])),
            3 => Some(Step::Move(Move::new(y, z))),
            4 => Some(smaller(LEFT, [x, y, z, 0])),
            _ => None,
        }
    } else {
        match pc {
            0 => Some(smaller(LEFT, [x, z, y, 0])),
            1 => Some(Step::Move(Move::new(x, z))),
            2 => Some(smaller(LEFT, [y, x, z, 0])),
            _ => None,
        }
    }
}

/// "transfer_left 3 discs from pin 1 via pin 2 to pin 3".
pub fn describe_transfer(call: &Call) -> String {
    let [x, y, z, _] = call.pins;
    let name = if call.proc == LEFT { "transfer_left" } else { "transfer_right" };
    format!("{name} {} from pin {} via pin {} to pin {}", discs(call.n), x + 1, y + 1, z + 1)
}

/// How many times each disc of a transfer moves, mod 3, which is all a
/// colour cycle of three remembers. The largest disc of a leftward transfer
/// moves twice, of a rightward once; a disc d levels further up moves
/// l(d) = 2 l(d-1) + r(d-1) and r(d) = 2 l(d-1) times, and (2, 1) is a fixed
/// point of that mod 3: every disc moves 2 (mod 3) times leftwards, 1 rightwards.
fn moves_mod_3(proc: u8) -> u32 {
    if proc == LEFT {
        2
    } else {
        1
    }
}

/// The net effect of a whole transfer: the top n discs of X go as a block to
/// Z, recoloured as the rules say (see [`flipped_block`] for the flip colouring).
pub fn complete_transfer(call: &Call, pos: &mut Position, rules: &Rules) {
    let (x, z, n) = (call.pins[0] as usize, call.pins[2] as usize, call.n as usize);
    let height = pos.pin(x).len();
    let block = &pos.pin(x)[height - n..];
    let moved: Vec<Disc> = match rules.recolour() {
        // Fixed colours, or a cycle, which does not look at the position:
        // every disc of the block moves moves_mod_3 times, mod 3.
        Recolour::Fixed | Recolour::Cycle(_) => block
            .iter()
            .map(|&d| rules.recoloured_after(d, moves_mod_3(call.proc) as u128).expect("a disc's own colour"))
            .collect(),
        Recolour::FlipWithLarger { flip: colours, largest, start_pin } => {
            let size = block[0].size;
            let larger = if size >= largest {
                pos.bases()[start_pin as usize]
            } else {
                pos.find(size + 1, block[0].stack).map_or(Colour::Grey, |d| d.colour)
            };
            flipped_block(call.proc, block, larger, colours)
        }
        // Each disc's number of moves mod 2 varies with its level here, and no
        // cyclic variation turns its discs over; the seek tests would catch one.
        Recolour::Flip(..) => unreachable!("no cyclic variation turns its discs over"),
    };
    for disc in moved {
        pos.shift(x, z, disc);
    }
}

/// The colours a transfer leaves on its block (listed bottom to top) under
/// the flip colouring ([`flipped_beside`], the rules' own), given the colour
/// of the disc below the block (or the start base); it does not move during
/// the transfer.
///
/// The largest disc's moves are the transfer's own moves, each against that
/// fixed larger disc. The next disc moves only as the largest disc of the
/// sub-transfers, 2 or 1 times each against the largest disc as it then is.
/// Above those two the result repeats with period 2 whatever the colours
/// were: disc k-2 ends like disc k. Proof: both transfers end with a
/// leftward sub-transfer on k-1 discs, which by induction leaves discs
/// 1..k-1 with period 2; what disc k-2 ends as is decided by the top three
/// levels of the recursion alone, the same for every k >= 3, and checking
/// all 16 colourings of three discs and the disc below shows it equals
/// disc k. (tests/cyclic.rs checks every colouring against replay.)
fn flipped_block(proc: u8, block: &[Disc], larger: Colour, colours: (Colour, Colour)) -> Vec<Disc> {
    let n = block.len();
    let mut shown: Vec<Colour> = block.iter().map(|d| d.colour).collect();
    // Replay the two bottom discs' colours through the top level of the recursion.
    let mut largest = shown[0];
    let mut second = shown.get(1).copied();
    let mut pc = 0;
    let probe = Call::new(proc, n as u32, [0, 1, 2, 0]);
    while let Some(step) = transfer_step(&probe, pc) {
        match step {
            Step::Move(_) => largest = flipped_beside(colours, largest, larger),
            Step::Call(sub) => {
                if let Some(second) = second.as_mut() {
                    for _ in 0..moves_of_largest(sub.proc) {
                        *second = flipped_beside(colours, *second, largest);
                    }
                }
            }
        }
        pc += 1;
    }
    shown[0] = largest;
    if let Some(second) = second {
        shown[1] = second;
    }
    for i in 2..n {
        shown[i] = shown[i - 2];
    }
    block.iter().zip(shown).map(|(&d, colour)| Disc { colour, ..d }).collect()
}

/// The moves of a transfer's largest disc: the moves in its own body.
fn moves_of_largest(proc: u8) -> usize {
    let probe = Call::new(proc, 1, [0, 1, 2, 0]);
    (0..).map_while(|pc| transfer_step(&probe, pc)).filter(|s| matches!(s, Step::Move(_))).count()
}

/// A program made of the two transfers alone, started by `root`.
pub struct Transfers {
    pub root: Call,
}

impl Program for Transfers {
    fn root(&self) -> Call {
        self.root
    }

    fn step(&self, call: &Call, pc: u32) -> Option<Step> {
        transfer_step(call, pc)
    }

    fn relabelable(&self, _call: &Call) -> bool {
        true
    }

    fn complete(&self, call: &Call, pos: &mut Position, rules: &Rules) {
        complete_transfer(call, pos, rules);
    }

    fn describe(&self, call: &Call) -> String {
        describe_transfer(call)
    }
}
