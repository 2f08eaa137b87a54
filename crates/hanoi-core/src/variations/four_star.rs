//! Four-Star: Stockmeyer's puzzle. Four pins, one of them (pin 2) the star,
//! and every move must start or end on the star. Reve's puzzle's split with the
//! three-pin part done the Adjacent way through the star, and the bottom
//! part's size taken from the sorted numbers 2^i·3^j.

use alloc::boxed::Box;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use crate::colour::Colour;
use crate::position::Move;
use crate::program::{Call, Program, Step};
use crate::rules::{Constraint, Recolour, Rules};
use crate::solution::Algorithm;
use crate::variations::classic::discs;
use crate::variations::{single_stack, Instance};

/// The star pin (pin 2 counting from 1), drawn white.
pub const STAR: u8 = 1;

pub fn rules() -> Rules {
    Rules::new(&[Constraint::NotOnSmaller, Constraint::ThroughPin(STAR)], Recolour::Fixed)
}

/// n white discs from pin 1 to pin 4.
pub fn four_star(n: u32) -> Instance {
    let mut start = single_stack(4, n, 0, |_| Colour::White);
    let mut goal = single_stack(4, n, 3, |_| Colour::White);
    for pos in [&mut start, &mut goal] {
        pos.set_shaft(STAR as usize, Colour::White);
    }
    let program = Stockmeyer { splits: splits(n) };
    Instance { rules: rules(), start, goal, algorithm: Algorithm::Program(Box::new(program)) }
}

/// The first `count` numbers of the form 2^i·3^j in increasing order:
/// 1, 2, 3, 4, 6, 8, 9, 12, ... (the documentation's a_1, a_2, ...).
/// Each is twice or three times an earlier one, so two pointers walking
/// the list itself generate it in order.
pub fn three_smooth(count: usize) -> Vec<u128> {
    let mut a: Vec<u128> = Vec::with_capacity(count);
    if count == 0 {
        return a;
    }
    a.push(1);
    let (mut by2, mut by3) = (0, 0);
    while a.len() < count {
        let (two, three) = (2 * a[by2], 3 * a[by3]);
        let next = two.min(three);
        if next == two {
            by2 += 1;
        }
        if next == three {
            by3 += 1;
        }
        a.push(next);
    }
    a
}

/// For every n from 0 to `max`, the size k of the bottom part: the k with
/// 3^(k-1) <= a_n < 3^k (so 3^k - 1, what moving k discs through the star
/// costs, is the smallest power-of-three step not below a_n); 0 for n = 0.
pub fn splits(max: u32) -> Vec<u32> {
    let a = three_smooth(max as usize);
    let mut out = alloc::vec![0];
    for &an in &a {
        let (mut k, mut power) = (0, 1u128);
        while power <= an {
            power *= 3;
            k += 1;
        }
        out.push(k);
    }
    out
}

/// Procedure numbers.
const SPLIT: u8 = 0;
const THROUGH_STAR: u8 = 1;

/// The solution: S(n, star O, from A, via B, to C) parks the top n-k discs
/// on B with all four pins, moves the bottom k from A to C through O, and
/// brings the top part from B onto C. T(k, X, O, Z) is Adjacent Hanoi's
/// recursion with O in the middle: the k-1 above go to Z and back to X
/// while the largest steps onto O and then onto Z, so every move touches O
/// and the k discs take 3^k - 1 moves.
pub struct Stockmeyer {
    /// The bottom part's size for each number of discs.
    splits: Vec<u32>,
}

impl Program for Stockmeyer {
    fn root(&self) -> Call {
        let n = self.splits.len() as u32 - 1;
        Call::new(SPLIT, n, [STAR, 0, 2, 3])
    }

    fn step(&self, call: &Call, pc: u32) -> Option<Step> {
        if call.proc == THROUGH_STAR {
            let [x, o, z, _] = call.pins;
            let smaller = |pins| Step::Call(Call::new(THROUGH_STAR, call.n - 1, pins));
            return match pc {
                0 => Some(smaller([x, o, z, 0])),
                1 => Some(Step::Move(Move::new(x, o))),
                2 => Some(smaller([z, o, x, 0])),
                3 => Some(Step::Move(Move::new(o, z))),
                4 => Some(smaller([x, o, z, 0])),
                _ => None,
            };
        }
        let [o, a, b, c] = call.pins;
        let k = self.splits[call.n as usize];
        let top = call.n - k;
        match pc {
            0 => Some(Step::Call(Call::new(SPLIT, top, [o, a, c, b]))),
            1 => Some(Step::Call(Call::new(THROUGH_STAR, k, [a, o, c, 0]))),
            2 => Some(Step::Call(Call::new(SPLIT, top, [o, b, a, c]))),
            _ => None,
        }
    }

    fn relabelable(&self, _call: &Call) -> bool {
        true
    }

    /// Both procedures end with their discs stacked on the target pin in
    /// their old order; colours never change.
    fn block(&self, call: &Call) -> Option<(u8, u8)> {
        Some(if call.proc == THROUGH_STAR { (call.pins[0], call.pins[2]) } else { (call.pins[1], call.pins[3]) })
    }

    fn describe(&self, call: &Call) -> String {
        if call.proc == THROUGH_STAR {
            let [x, o, z, _] = call.pins;
            return format!("transfer {} from pin {} to pin {} through the star, pin {}", discs(call.n), x + 1, z + 1, o + 1);
        }
        let [o, a, b, c] = call.pins;
        format!(
            "Stockmeyer split of {} from pin {} to pin {} via pin {} and the star, pin {}: the bottom {} through the star",
            discs(call.n),
            a + 1,
            c + 1,
            b + 1,
            o + 1,
            self.splits[call.n as usize]
        )
    }
}
