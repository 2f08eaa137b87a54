//! The verdict on a solved weighted puzzle: what was spent against the
//! least cost, and in how many moves against the cheapest transfer's, in
//! words ("Solved for 45: 2 more than the cheapest, 43. ...").

use alloc::string::String;
use core::fmt;

use crate::weighted::cost::Cost;
use crate::weighted::pricing::Amount;

/// A solved position's cost against the cheapest: what was spent and in
/// how many moves, beside the least cost and its number of moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CostVerdict {
    pub spent: u128,
    pub moves: u128,
    pub cheapest: u128,
    pub count: u128,
    /// For the wording: the pricing's decimal places.
    scale: u32,
}

impl CostVerdict {
    pub fn new(spent: u128, moves: u128, cheapest: u128, count: u128, scale: u32) -> CostVerdict {
        CostVerdict { spent, moves, cheapest, count, scale }
    }

    /// Whether nothing cheaper exists.
    pub fn is_cheapest(&self) -> bool {
        self.spent <= self.cheapest
    }

    /// How much more than the cheapest was spent, in the pricing's units.
    pub fn extra(&self) -> u128 {
        self.spent.saturating_sub(self.cheapest)
    }

    /// A cost in the pricing's units, as people read it.
    pub fn amount(&self, units: u128) -> Amount {
        Amount::new(Cost::units(units), self.scale)
    }
}

impl fmt::Display for CostVerdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let moves = |m: u128| if m == 1 { String::from("1 move") } else { alloc::format!("{m} moves") };
        let (spent, cheapest) = (self.amount(self.spent), self.amount(self.cheapest));
        if !self.is_cheapest() {
            write!(
                f,
                "Solved for {spent}: {} more than the cheapest, {cheapest}. You made {}; the cheapest transfer takes {}.",
                self.amount(self.extra()),
                moves(self.moves),
                self.count
            )
        } else if self.moves > self.count {
            write!(
                f,
                "Solved for {spent}, the cheapest possible, in {}: {} more than the fewest at that cost, {}.",
                moves(self.moves),
                self.moves - self.count,
                self.count
            )
        } else {
            write!(f, "Solved for {spent} in {}: the cheapest possible.", moves(self.moves))
        }
    }
}
