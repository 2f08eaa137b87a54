//! Classic: three pins, no disc on a smaller one. The textbook recursion and
//! the period-3 iterative rule (Classic_P), which makes the same moves.

use alloc::boxed::Box;
use alloc::format;
use alloc::string::String;
use alloc::vec;

use crate::colour::Colour;
use crate::position::{Move, Position};
use crate::program::{Call, Program, Step};
use crate::rules::{Constraint, Recolour, Rules};
use crate::solution::{Algorithm, Between, Periodic};
use crate::variations::{single_stack, Instance};

/// Discs alternate red and green by size: even sizes red, odd green, so the
/// smallest is green (the documentation's colouring).
pub fn disc_colour(size: u16) -> Colour {
    if size.is_multiple_of(2) {
        Colour::Red
    } else {
        Colour::Green
    }
}

/// The rules shared by Classic, Reves and Many_Pin.
pub fn rules() -> Rules {
    Rules::new(&[Constraint::NotOnSmaller], Recolour::Fixed)
}

/// n discs from pin 0 to the last of `pins` pins, Classic colours.
pub fn start_and_goal(pins: usize, n: u32) -> (Position, Position) {
    (single_stack(pins, n, 0, disc_colour), single_stack(pins, n, pins - 1, disc_colour))
}

pub fn classic(n: u32) -> Instance {
    let (start, goal) = start_and_goal(3, n);
    Instance { rules: rules(), start, goal, algorithm: Algorithm::Program(Box::new(ThreePin { n })) }
}

/// Classic_P: the bases continue the alternating colours below the largest
/// disc, so every pin's discs and base alternate along the whole solution.
pub fn classic_p(n: u32) -> Instance {
    let (mut start, mut goal) = start_and_goal(3, n);
    // The middle base matches the largest disc, the outer ones the other colour.
    let middle = disc_colour(n as u16);
    let outer = disc_colour(n as u16 + 1);
    for pos in [&mut start, &mut goal] {
        pos.set_base(0, outer);
        pos.set_base(1, middle);
        pos.set_base(2, outer);
    }
    let (x, y, z) = (0, 1, 2);
    let table = if n % 2 == 1 {
        vec![Between(x, z), Between(y, x), Between(z, y)]
    } else {
        vec![Between(x, y), Between(z, x), Between(y, z)]
    };
    let algorithm = Algorithm::Periodic(Periodic { table, companion: Box::new(ThreePin { n }), name: "the period-3 rule" });
    Instance { rules: rules(), start, goal, algorithm }
}

/// Procedure number of the three-pin transfer, shared with the Frame programs.
pub const TRANSFER: u8 = 0;

/// The three-pin recursion as a step of a larger program:
/// transfer n discs from X via Y to Z.
pub fn three_pin_step(call: &Call, pc: u32) -> Option<Step> {
    let [x, y, z, _] = call.pins;
    let smaller = |pins| Step::Call(Call::new(TRANSFER, call.n - 1, pins));
    match pc {
        0 => Some(smaller([x, z, y, 0])),
        1 => Some(Step::Move(Move::new(x, z))),
        2 => Some(smaller([y, x, z, 0])),
        _ => None,
    }
}

pub fn describe_three_pin(call: &Call) -> String {
    let [x, y, z, _] = call.pins;
    format!("transfer {} from pin {} via pin {} to pin {}", discs(call.n), x + 1, y + 1, z + 1)
}

/// "1 disc", "3 discs", "1,000 discs" (thousands marked, as every count on the page).
pub fn discs(n: u32) -> String {
    if n == 1 {
        String::from("1 disc")
    } else {
        format!("{} discs", crate::grouped::grouped(n.into()))
    }
}

/// The textbook recursion: to move n discs from X via Y to Z, move n-1 from
/// X to Y, the largest from X to Z, and n-1 from Y to Z.
pub struct ThreePin {
    pub n: u32,
}

impl Program for ThreePin {
    fn root(&self) -> Call {
        Call::new(TRANSFER, self.n, [0, 1, 2, 0])
    }

    fn step(&self, call: &Call, pc: u32) -> Option<Step> {
        three_pin_step(call, pc)
    }

    fn relabelable(&self, _call: &Call) -> bool {
        true
    }

    fn block(&self, call: &Call) -> Option<(u8, u8)> {
        Some((call.pins[0], call.pins[2]))
    }

    fn describe(&self, call: &Call) -> String {
        describe_three_pin(call)
    }
}
