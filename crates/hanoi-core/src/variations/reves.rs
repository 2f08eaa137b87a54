//! Reves: four pins, Frame's split. Keep the bottom k discs, where k(k+1)/2
//! is the triangular number nearest n; move the n-k above them to a spare
//! pin with all four pins, the k with three pins, then the n-k on top.

use alloc::boxed::Box;
use alloc::format;
use alloc::string::String;

use crate::program::{Call, Program, Step};
use crate::solution::Algorithm;
use crate::variations::classic::{self, describe_three_pin, discs, three_pin_step, TRANSFER};
use crate::variations::Instance;

pub fn reves(n: u32) -> Instance {
    let (start, goal) = classic::start_and_goal(4, n);
    Instance { rules: classic::rules(), start, goal, algorithm: Algorithm::Program(Box::new(Frame { n })) }
}

/// The size of the bottom part: floor(sqrt(2n + 1/4)), i.e. the k whose
/// triangular number k(k+1)/2 is nearest n (ties to the larger k).
pub fn split(n: u32) -> u32 {
    // Largest k with k^2 <= 2n + 1/4, i.e. (2k)^2 <= 8n + 1, in integers.
    ((8 * n as u64 + 1).isqrt() / 2) as u32
}

/// Procedure number of the four-pin split.
const FRAME: u8 = 1;

/// Frame's algorithm: F(n, W, X, Y, Z) moves n discs from W to Z.
pub struct Frame {
    pub n: u32,
}

impl Program for Frame {
    fn root(&self) -> Call {
        Call::new(FRAME, self.n, [0, 1, 2, 3])
    }

    fn step(&self, call: &Call, pc: u32) -> Option<Step> {
        if call.proc == TRANSFER {
            return three_pin_step(call, pc);
        }
        let [w, x, y, z] = call.pins;
        let k = split(call.n);
        let top = call.n - k;
        match pc {
            0 => Some(Step::Call(Call::new(FRAME, top, [w, z, y, x]))),
            1 => Some(Step::Call(Call::new(TRANSFER, k, [w, y, z, 0]))),
            2 => Some(Step::Call(Call::new(FRAME, top, [x, w, y, z]))),
            _ => None,
        }
    }

    fn relabelable(&self, _call: &Call) -> bool {
        true
    }

    fn block(&self, call: &Call) -> Option<(u8, u8)> {
        Some((call.pins[0], if call.proc == TRANSFER { call.pins[2] } else { call.pins[3] }))
    }

    fn describe(&self, call: &Call) -> String {
        if call.proc == TRANSFER {
            return describe_three_pin(call);
        }
        let [w, x, y, z] = call.pins;
        let k = split(call.n);
        format!(
            "Frame split of {} from pin {} to pin {} via pins {} and {}: the bottom {} on three pins",
            discs(call.n),
            w + 1,
            z + 1,
            x + 1,
            y + 1,
            k
        )
    }
}
