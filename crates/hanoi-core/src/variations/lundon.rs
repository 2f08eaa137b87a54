//! Tower of Lundon: three pins, no direction rule, but every move advances
//! the disc's colour green, white, orange, and a disc may go only onto a
//! disc of the colour it is about to take (any colour onto an empty pin).
//! Solved with the Cyclic transfers (cyclic.rs), whose colour arithmetic
//! works out: every disc of a leftward transfer moves 2 (mod 3) times, of a
//! rightward one 1 (mod 3) time.

use alloc::boxed::Box;
use alloc::format;
use alloc::string::String;

use crate::colour::Colour;
use crate::position::{Move, Position};
use crate::program::{play_through, Call, Program, Step};
use crate::rules::{Constraint, Recolour, Rules};
use crate::solution::Algorithm;
use crate::variations::classic::discs;
use crate::variations::cyclic::{complete_transfer, describe_transfer, transfer_step, Transfers, LEFT, RIGHT};
use crate::variations::{single_stack, Instance};

/// The colours in the order a disc takes them.
pub const CYCLE: [Colour; 3] = [Colour::Green, Colour::White, Colour::Orange];

pub fn rules() -> Rules {
    Rules::new(&[Constraint::NotOnSmaller, Constraint::OntoNextColour], Recolour::Cycle(CYCLE))
}

/// The stack green on pin 1 to pin 3 in `colour`.
fn instance(n: u32, colour: Colour, program: Box<dyn Program>) -> Instance {
    let start = single_stack(3, n, 0, |_| CYCLE[0]);
    let goal = single_stack(3, n, 2, |_| colour);
    Instance { rules: rules(), start, goal, algorithm: Algorithm::Program(program) }
}

/// Lundon: back to green. The top n-1 rightwards to pin 2 (white), the
/// largest 1 to 3 to 1 to 3 (green again), the n-1 leftwards onto it (green).
pub fn lundon(n: u32) -> Instance {
    instance(n, CYCLE[0], Box::new(TowerOfLundon { n, first: RIGHT }))
}

/// Brandonbug: Lundon with the two sub-transfers interchanged: leftwards
/// first (orange), rightwards last.
pub fn brandonbug(n: u32) -> Instance {
    instance(n, CYCLE[0], Box::new(TowerOfLundon { n, first: LEFT }))
}

/// Lundon_B: the stack to pin 3 white, by one rightward transfer over pins
/// 1, 2, 3 (each disc moves 1 mod 3 times).
pub fn lundon_b(n: u32) -> Instance {
    instance(n, CYCLE[1], Box::new(Transfers { root: Call::new(RIGHT, n, [0, 1, 2, 0]) }))
}

/// Lundon_C: the stack to pin 3 orange, by one leftward transfer: Cyclic's
/// moves (each disc moves 2 mod 3 times). Not the shortest under these rules.
pub fn lundon_c(n: u32) -> Instance {
    instance(n, CYCLE[2], Box::new(Transfers { root: Call::new(LEFT, n, [0, 1, 2, 0]) }))
}

/// Procedure number of the whole tower (the transfers are 0 and 1).
pub const TOWER: u8 = 2;

/// The tower: `first` transfer of n-1 discs from X to Y, the largest X to Z
/// to X to Z, the other transfer of n-1 from Y to Z.
pub struct TowerOfLundon {
    pub n: u32,
    pub first: u8,
}

impl TowerOfLundon {
    fn second(&self) -> u8 {
        if self.first == LEFT {
            RIGHT
        } else {
            LEFT
        }
    }
}

impl Program for TowerOfLundon {
    fn root(&self) -> Call {
        Call::new(TOWER, self.n, [0, 1, 2, 0])
    }

    fn step(&self, call: &Call, pc: u32) -> Option<Step> {
        if call.proc != TOWER {
            return transfer_step(call, pc);
        }
        let [x, y, z, _] = call.pins;
        let smaller = |proc, pins| Step::Call(Call::new(proc, call.n - 1, pins));
        match pc {
            // Transfers move from their pin argument 0 to argument 2.
            0 => Some(smaller(self.first, [x, z, y, 0])),
            1 | 3 => Some(Step::Move(Move::new(x, z))),
            2 => Some(Step::Move(Move::new(z, x))),
            4 => Some(smaller(self.second(), [y, x, z, 0])),
            _ => None,
        }
    }

    fn relabelable(&self, call: &Call) -> bool {
        call.proc != TOWER
    }

    fn complete(&self, call: &Call, pos: &mut Position, rules: &Rules) {
        if call.proc != TOWER {
            return complete_transfer(call, pos, rules);
        }
        // Only five steps: the two transfers whole, the three moves played.
        play_through(self, call, pos, rules);
    }

    fn describe(&self, call: &Call) -> String {
        if call.proc != TOWER {
            return describe_transfer(call);
        }
        let [x, y, z, _] = call.pins;
        if call.n == 1 {
            return format!(
                "Tower of Lundon, 1 disc from pin {} to pin {}: it goes {} to {} to {} to {}",
                x + 1,
                z + 1,
                x + 1,
                z + 1,
                x + 1,
                z + 1
            );
        }
        let (first, second) =
            if self.first == LEFT { ("leftwards", "rightwards") } else { ("rightwards", "leftwards") };
        format!(
            "Tower of Lundon, {} from pin {} to pin {}: the top {} {first} to pin {}, the largest {} to {} to {} to {}, \
             then {second} onto it",
            discs(call.n),
            x + 1,
            z + 1,
            call.n - 1,
            y + 1,
            x + 1,
            z + 1,
            x + 1,
            z + 1
        )
    }
}
