//! A variation's numbers of discs and pins checked against the catalogue,
//! and `ParamError`, which words every refusal in one place.

use alloc::string::{String, ToString};
use core::fmt;

use crate::catalogue::Variation;
use crate::echo::{echo, quoted};
use crate::limits::{Limits, Shape};
use crate::grouped::grouped;

/// The parameters a variation takes besides itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Parameter {
    Discs,
    Pins,
}

impl Parameter {
    /// "discs", "pins".
    pub fn noun(self) -> &'static str {
        match self {
            Parameter::Discs => "discs",
            Parameter::Pins => "pins",
        }
    }

    pub fn limits(self, variation: &Variation) -> Limits {
        match self {
            Parameter::Discs => variation.discs,
            Parameter::Pins => variation.pins,
        }
    }
}

/// Parameters a user asked for that the variation does not allow.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParamError {
    /// No variation has this name or id (as typed).
    UnknownVariation { name: String },
    /// `got` (the number as digits, perhaps more than any integer holds)
    /// is outside the variation's limits.
    NotAllowed { title: &'static str, parameter: Parameter, got: String, limits: Limits },
}

impl ParamError {
    pub fn not_allowed(variation: &Variation, parameter: Parameter, got: impl ToString) -> ParamError {
        ParamError::NotAllowed {
            title: variation.title,
            parameter,
            got: got.to_string(),
            limits: parameter.limits(variation),
        }
    }
}

impl fmt::Display for ParamError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParamError::UnknownVariation { name } => write!(f, "unknown variation {}", quoted(name)),
            ParamError::NotAllowed { title, parameter, got, limits } => {
                let (noun, got) = (parameter.noun(), echo(got));
                // Thousands marked, as every count on the page; what was typed is quoted as typed.
                let g = |n: u32| grouped(n.into());
                match limits.shape() {
                    Shape::Fixed(value) => write!(f, "{title} always has {} {noun}, not {got}", g(value)),
                    Shape::Even { min, max } => {
                        write!(f, "{title} takes an even number of {noun} from {} to {}, not {got}", g(min), g(max))
                    }
                    Shape::Stepped { min, max, step } => {
                        write!(f, "{title} takes {} to {} {noun} in steps of {step}, not {got}", g(min), g(max))
                    }
                    Shape::Range { min, max } => write!(f, "{title} takes {} to {} {noun}, not {got}", g(min), g(max)),
                }
            }
        }
    }
}

impl core::error::Error for ParamError {}

impl Variation {
    /// `value` as this variation's number of discs or pins, if allowed.
    pub fn check(&self, parameter: Parameter, value: u64) -> Result<u32, ParamError> {
        if parameter.limits(self).allows(value) {
            Ok(value as u32)
        } else {
            Err(ParamError::not_allowed(self, parameter, value))
        }
    }
}
