//! The allowed and default values of a parameter (discs or pins), how to
//! say them in words, and the allowed value nearest to any other.

use alloc::format;
use alloc::string::String;
use core::fmt;

use crate::grouped::grouped;

/// Allowed and default values of a parameter: `min` to `max` in steps of
/// `step` (2 for an even number of pins); `min == max` means fixed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    pub min: u32,
    pub max: u32,
    pub default: u32,
    pub step: u32,
}

/// The kinds of limits people read differently; the page's hint and the
/// refusals in [`crate::ParamError`] both word them by this.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    Fixed(u32),
    /// An even number from min to max.
    Even { min: u32, max: u32 },
    Stepped { min: u32, max: u32, step: u32 },
    Range { min: u32, max: u32 },
}

impl Limits {
    pub const fn fixed(value: u32) -> Limits {
        Limits { min: value, max: value, default: value, step: 1 }
    }

    pub const fn range(min: u32, max: u32, default: u32) -> Limits {
        Limits { min, max, default, step: 1 }
    }

    /// Every `step`-th value from `min` to `max`.
    pub const fn stepped(min: u32, max: u32, default: u32, step: u32) -> Limits {
        Limits { min, max, default, step }
    }

    pub fn is_fixed(&self) -> bool {
        self.min == self.max
    }

    pub fn contains(&self, value: u32) -> bool {
        (self.min..=self.max).contains(&value) && (value - self.min).is_multiple_of(self.step)
    }

    /// Whether `value` (any size) is allowed.
    pub fn allows(&self, value: u64) -> bool {
        u32::try_from(value).is_ok_and(|v| self.contains(v))
    }

    pub fn shape(&self) -> Shape {
        let Limits { min, max, step, .. } = *self;
        if self.is_fixed() {
            Shape::Fixed(min)
        } else if step == 2 && min.is_multiple_of(2) {
            Shape::Even { min, max }
        } else if step > 1 {
            Shape::Stepped { min, max, step }
        } else {
            Shape::Range { min, max }
        }
    }

    /// For a hint beside a number field: "0 to 64", "always 4", "an even
    /// number from 4 to 40", "3 to 99 in steps of 2", "0 to 1,000" (thousands
    /// marked, as every count on the page).
    pub fn description(&self) -> String {
        let g = |n: u32| grouped(n.into());
        match self.shape() {
            Shape::Fixed(value) => format!("always {}", g(value)),
            Shape::Even { min, max } => format!("an even number from {} to {}", g(min), g(max)),
            Shape::Stepped { min, max, step } => format!("{} to {} in steps of {step}", g(min), g(max)),
            Shape::Range { min, max } => format!("{} to {}", g(min), g(max)),
        }
    }

    /// The allowed value nearest to `value`; a tie goes to the lower.
    pub fn nearest(&self, value: u64) -> u32 {
        // The largest allowed value: max itself, unless the steps from min miss it.
        let top = self.max - (self.max - self.min) % self.step;
        let value = value.clamp(self.min as u64, top as u64) as u32;
        let below = value - (value - self.min) % self.step;
        let above = below.saturating_add(self.step);
        if below == value || above > top || value - below <= above - value {
            below
        } else {
            above
        }
    }
}

/// Short, for the command line's table: `0-64`, `4-40 even`, `3`.
impl fmt::Display for Limits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.shape() {
            Shape::Fixed(value) => write!(f, "{value}"),
            Shape::Even { min, max } => write!(f, "{min}-{max} even"),
            Shape::Stepped { min, max, step } => write!(f, "{min}-{max} step {step}"),
            Shape::Range { min, max } => write!(f, "{min}-{max}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn descriptions_read_as_a_hint() {
        assert_eq!(Limits::range(0, 64, 6).description(), "0 to 64");
        assert_eq!(Limits::fixed(4).description(), "always 4");
        assert_eq!(Limits::stepped(4, 40, 6, 2).description(), "an even number from 4 to 40");
        assert_eq!(Limits::stepped(3, 99, 5, 2).description(), "3 to 99 in steps of 2");
        assert_eq!(Limits::range(0, 1000, 6).description(), "0 to 1,000");
    }

    #[test]
    fn the_nearest_allowed_value_ties_to_the_lower() {
        let even = Limits::stepped(4, 40, 6, 2);
        let cases = [(0, 4), (4, 4), (5, 4), (6, 6), (7, 6), (39, 38), (40, 40), (41, 40), (u64::MAX, 40)];
        for (value, nearest) in cases {
            assert_eq!(even.nearest(value), nearest, "{value}");
        }
        // Steps of 3 from 1 stop at 10, short of 11: 11 is nearest to 10.
        let thirds = Limits::stepped(1, 11, 1, 3);
        assert_eq!([2, 3, 11, 99].map(|v| thirds.nearest(v)), [1, 4, 10, 10]);
        assert_eq!(Limits::fixed(3).nearest(7), 3);
        assert_eq!(Limits::range(0, 64, 6).nearest(999), 64);
    }
}
