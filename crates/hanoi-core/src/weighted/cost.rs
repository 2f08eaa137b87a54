//! Exact totals for the weighted puzzle. Costs are whole numbers of the
//! pricing's smallest unit (10^-scale, so decimals are fixed point), held
//! in a u128; a sum that would not fit is only known to be larger, and a
//! forbidden move costs infinitely much. No float ever decides a choice.

use core::cmp::Ordering;
use core::ops::Add;

/// A whole number, exact below 2^128; beyond that only known to be larger
/// than every exact one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Sum {
    Exact(u128),
    Beyond,
}

impl Sum {
    pub const ZERO: Sum = Sum::Exact(0);

    pub fn exact(self) -> Option<u128> {
        match self {
            Sum::Exact(value) => Some(value),
            Sum::Beyond => None,
        }
    }

    /// `self` times a small factor.
    pub fn times(self, factor: u128) -> Sum {
        match self {
            Sum::Exact(value) => value.checked_mul(factor).map_or(Sum::Beyond, Sum::Exact),
            Sum::Beyond if factor == 0 => Sum::ZERO,
            Sum::Beyond => Sum::Beyond,
        }
    }
}

impl Add for Sum {
    type Output = Sum;

    fn add(self, other: Sum) -> Sum {
        match (self, other) {
            (Sum::Exact(a), Sum::Exact(b)) => a.checked_add(b).map_or(Sum::Beyond, Sum::Exact),
            _ => Sum::Beyond,
        }
    }
}

/// The cost of a move or of a whole transfer. Ordered: every finite cost
/// is below `Infinite`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Cost {
    Finite(Sum),
    /// A forbidden move, or a transfer that needs one.
    Infinite,
}

impl Cost {
    pub const ZERO: Cost = Cost::Finite(Sum::ZERO);

    pub const fn units(units: u128) -> Cost {
        Cost::Finite(Sum::Exact(units))
    }

    pub fn is_finite(self) -> bool {
        matches!(self, Cost::Finite(_))
    }

    /// The exact number of units, if finite and below 2^128.
    pub fn exact(self) -> Option<u128> {
        match self {
            Cost::Finite(sum) => sum.exact(),
            Cost::Infinite => None,
        }
    }

    pub fn times(self, factor: u128) -> Cost {
        match self {
            Cost::Finite(sum) => Cost::Finite(sum.times(factor)),
            Cost::Infinite => Cost::Infinite,
        }
    }
}

impl Add for Cost {
    type Output = Cost;

    fn add(self, other: Cost) -> Cost {
        match (self, other) {
            (Cost::Finite(a), Cost::Finite(b)) => Cost::Finite(a + b),
            _ => Cost::Infinite,
        }
    }
}

/// A transfer's cost and number of moves, compared cost first, then moves:
/// the least of these is the cheapest transfer with the fewest moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Total {
    pub cost: Cost,
    /// Meaningless (and zero) when the cost is infinite.
    pub moves: Sum,
}

impl Total {
    pub const NOTHING: Total = Total { cost: Cost::ZERO, moves: Sum::ZERO };
    pub const IMPOSSIBLE: Total = Total { cost: Cost::Infinite, moves: Sum::ZERO };

    /// One move of this cost.
    pub fn one(cost: Cost) -> Total {
        if cost.is_finite() {
            Total { cost, moves: Sum::Exact(1) }
        } else {
            Total::IMPOSSIBLE
        }
    }

    pub fn is_possible(&self) -> bool {
        self.cost.is_finite()
    }
}

impl Add for Total {
    type Output = Total;

    fn add(self, other: Total) -> Total {
        let cost = self.cost + other.cost;
        if cost.is_finite() {
            Total { cost, moves: self.moves + other.moves }
        } else {
            Total::IMPOSSIBLE
        }
    }
}

impl PartialOrd for Total {
    fn partial_cmp(&self, other: &Total) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Total {
    fn cmp(&self, other: &Total) -> Ordering {
        self.cost.cmp(&other.cost).then(self.moves.cmp(&other.moves))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sums_saturate_beyond_u128_and_stay_ordered() {
        let max = Sum::Exact(u128::MAX);
        assert_eq!(max + Sum::Exact(1), Sum::Beyond);
        assert!(Sum::Beyond > max);
        assert_eq!(Sum::Exact(3).times(2), Sum::Exact(6));
        assert_eq!(max.times(2), Sum::Beyond);
    }

    #[test]
    fn totals_compare_cost_first_then_moves() {
        let a = Total { cost: Cost::units(5), moves: Sum::Exact(9) };
        let b = Total { cost: Cost::units(6), moves: Sum::Exact(1) };
        let c = Total { cost: Cost::units(5), moves: Sum::Exact(2) };
        assert!(c < a && a < b && b < Total::IMPOSSIBLE);
        assert_eq!(a + Total::IMPOSSIBLE, Total::IMPOSSIBLE);
    }
}
