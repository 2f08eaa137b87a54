//! A puzzle instance: a variation with its numbers of discs and pins, checked
//! against the catalogue's limits.

use alloc::string::String;
use core::fmt;

use crate::catalogue::{self, Variation};
use crate::position::{Move, Position};
use crate::rules::IllegalMove;
use crate::solution::Solution;

/// Parameters a user asked for that the variation does not allow.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParamError {
    UnknownVariation { name: String },
    Discs { variation: &'static str, got: u64, min: u32, max: u32 },
    Pins { variation: &'static str, got: u64, min: u32, max: u32 },
    /// Only every `step`-th number of pins is allowed (an even number, say).
    PinsStep { variation: &'static str, got: u64, min: u32, max: u32, step: u32 },
    FixedPins { variation: &'static str, got: u64, pins: u32 },
}

impl fmt::Display for ParamError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParamError::UnknownVariation { name } => {
                write!(f, "there is no variation called \"{name}\" (`hanoi list` shows them all)")
            }
            ParamError::Discs { variation, got, min, max } => {
                write!(f, "{variation} takes {min} to {max} discs, not {got}")
            }
            ParamError::Pins { variation, got, min, max } => {
                write!(f, "{variation} takes {min} to {max} pins, not {got}")
            }
            ParamError::PinsStep { variation, got, min, max, step: 2 } if min % 2 == 0 => {
                write!(f, "{variation} takes an even number of pins from {min} to {max}, not {got}")
            }
            ParamError::PinsStep { variation, got, min, max, step } => {
                write!(f, "{variation} takes {min} to {max} pins in steps of {step}, not {got}")
            }
            ParamError::FixedPins { variation, got, pins } => {
                write!(f, "{variation} always has {pins} pins, not {got}")
            }
        }
    }
}

/// What went wrong when a solution was played under the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolutionFault {
    /// Move number `at` (from 1) broke a rule.
    Illegal { at: u64, error: IllegalMove },
    /// Every move was legal but the puzzle was not solved at the end.
    NotSolved { after: u64 },
}

impl fmt::Display for SolutionFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SolutionFault::Illegal { at, error } => write!(f, "move {at} is illegal: {error}"),
            SolutionFault::NotSolved { after } => write!(f, "not solved after {after} moves"),
        }
    }
}

/// One puzzle to solve or play: start, goal, rules and solution.
pub struct Puzzle {
    pub variation: &'static Variation,
    pub discs: u32,
    pub pins: u32,
    goal: Position,
    solution: Solution,
}

impl Puzzle {
    /// Look the variation up by name or id and build the instance; `pins`
    /// may be left out (the variation's default) or must be allowed.
    pub fn by_name(name: &str, discs: u64, pins: Option<u64>) -> Result<Puzzle, ParamError> {
        let variation = catalogue::find(name).ok_or_else(|| ParamError::UnknownVariation { name: name.into() })?;
        Puzzle::new(variation, discs, pins)
    }

    pub fn new(variation: &'static Variation, discs: u64, pins: Option<u64>) -> Result<Puzzle, ParamError> {
        let limits = variation.discs;
        if discs < limits.min as u64 || discs > limits.max as u64 {
            return Err(ParamError::Discs { variation: variation.name, got: discs, min: limits.min, max: limits.max });
        }
        let limits = variation.pins;
        let pins = pins.unwrap_or(limits.default as u64);
        let (name, min, max, step) = (variation.name, limits.min, limits.max, limits.step);
        if pins < min as u64 || pins > max as u64 {
            return Err(if limits.is_fixed() {
                ParamError::FixedPins { variation: name, got: pins, pins: min }
            } else if step > 1 {
                ParamError::PinsStep { variation: name, got: pins, min, max, step }
            } else {
                ParamError::Pins { variation: name, got: pins, min, max }
            });
        }
        if !limits.contains(pins as u32) {
            return Err(ParamError::PinsStep { variation: name, got: pins, min, max, step });
        }
        let (discs, pins) = (discs as u32, pins as u32);
        let instance = (variation.build)(discs, pins);
        let solution = Solution::new(instance.rules, instance.start, instance.algorithm);
        Ok(Puzzle { variation, discs, pins, goal: instance.goal, solution })
    }

    pub fn solution(&self) -> &Solution {
        &self.solution
    }

    pub fn start(&self) -> &Position {
        self.solution.start()
    }

    pub fn goal(&self) -> &Position {
        &self.goal
    }

    /// The most discs one pin can ever hold: all of them, unless the rules
    /// keep some discs off some pins. A drawing sizes its pins by this.
    pub fn tallest_pile(&self) -> usize {
        let start = self.start();
        let pins = start.pin_count();
        let rules = self.solution.rules();
        let discs: alloc::vec::Vec<_> = start.pins().flat_map(|pin| pin.iter().copied()).collect();
        (0..pins).map(|pin| discs.iter().filter(|d| rules.allows_on(d, pin, pins)).count()).max().unwrap_or(0)
    }

    pub fn is_solved(&self, pos: &Position) -> bool {
        pos.same_discs(&self.goal)
    }

    /// Play the whole solution under the rules, checking every move as the
    /// original program did; the number of moves if it ends solved.
    pub fn verify_solution(&self) -> Result<u64, SolutionFault> {
        let solution = &self.solution;
        let rules = solution.rules();
        let mut pos = self.start().clone();
        let mut cursor = solution.cursor_at(0).expect("move 0 always exists");
        let mut batch = [Move::new(0, 0); 4096];
        let mut made = 0u64;
        loop {
            let count = cursor.fill(solution, &mut batch);
            if count == 0 {
                break;
            }
            if let Err((i, error)) = rules.play_all(&mut pos, &batch[..count]) {
                return Err(SolutionFault::Illegal { at: made + i as u64 + 1, error });
            }
            made += count as u64;
        }
        if self.is_solved(&pos) {
            Ok(made)
        } else {
            Err(SolutionFault::NotSolved { after: made })
        }
    }
}
