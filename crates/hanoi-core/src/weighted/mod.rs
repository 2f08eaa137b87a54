//! The weighted Tower of Hanoi (Mehiri and Belbachir): a move from peg i to
//! peg j costs w_ij, and the transfer of n discs from one peg to another
//! that costs least, with the fewest moves among those, is wanted. On three
//! pegs the paper's recursion gives it ([`table`], played by [`program`]);
//! on 4 to 6 pegs, where no recursion is known to be exact, an exact search
//! over positions does ([`shortest`]). Either way the result is a
//! [`Puzzle`] the shared interpreter animates, counts, seeks and traces.

pub mod cost;
pub mod presets;
pub mod pricing;
pub mod program;
pub mod request;
pub mod shortest;
pub mod table;
pub mod verdict;
pub mod wthd;

use alloc::boxed::Box;
use alloc::rc::Rc;
use alloc::vec::Vec;
use core::fmt;
use core::ops::ControlFlow;

use crate::descriptor::{Descriptor, JudgedBy, Vocabulary};
use crate::limits::Limits;
use crate::player::Player;
use crate::position::{Move, Position};
use crate::puzzle::{Origin, Puzzle};
use crate::puzzle_key::WeightedDefinition;
use crate::recorded::{ListSource, Recorded};
use crate::rules::{Constraint, Recolour, Rules};
use crate::solution::Algorithm;
use crate::variations::{classic, single_stack, Instance};

use cost::{Cost, Sum, Total};
use pricing::{Pricing, MAX_PEGS, MIN_PEGS};
use program::{body, CheapestTransfer, Part};
use shortest::SearchError;
use table::CostTable;
use verdict::CostVerdict;

/// The most discs the recursion's table is filled for.
pub const MAX_DISCS: u32 = 1000;

/// The weighted puzzle as people are told it: on 3 to 6 pegs, as its
/// paper says, with up to [`MAX_DISCS`] discs (the page shows fewer,
/// [`request::page_max_discs`]), judged by cost. Not in the catalogue: its
/// instances come from weights, through [`Weighted::puzzle`].
pub const DESCRIPTOR: Descriptor = Descriptor {
    name: "Weighted",
    title: "Weighted Tower of Hanoi",
    id: "weighted",
    vocabulary: Vocabulary::Peg,
    discs: Limits::range(0, MAX_DISCS, 3),
    places: Limits::range(MIN_PEGS as u32, MAX_PEGS as u32, 3),
    judged_by: JudgedBy::Cost,
};

/// Why no cheapest transfer was given. Pegs are numbered from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WeightedError {
    NoSuchPeg { peg: u64, pegs: usize },
    SamePeg { peg: u8 },
    TooManyDiscs { discs: u64 },
    Unreachable { discs: u32, from: u8, to: u8 },
    TooCostly { discs: u32 },
    TooManyMoves { discs: u32 },
    Search(SearchError),
}

impl fmt::Display for WeightedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            WeightedError::NoSuchPeg { peg, pegs } => {
                write!(f, "there is no peg {peg}: the weights are for {pegs} pegs, numbered 1 to {pegs}")
            }
            WeightedError::SamePeg { peg } => {
                write!(f, "the tower starts and ends on peg {peg}: choose two different pegs")
            }
            WeightedError::TooManyDiscs { discs } => {
                write!(f, "{discs} discs are too many: the weighted puzzle takes 0 to {MAX_DISCS} discs")
            }
            WeightedError::Unreachable { discs, from, to } => {
                fmt::Display::fmt(&SearchError::Unreachable { discs, from, to }, f)
            }
            WeightedError::TooCostly { discs } => write!(
                f,
                "the cheapest transfer of {discs} discs costs 2^128 units or more, too much to add up exactly"
            ),
            WeightedError::TooManyMoves { discs } => {
                write!(f, "the cheapest transfer of {discs} discs takes 2^128 moves or more, too many to count exactly")
            }
            WeightedError::Search(error) => fmt::Display::fmt(&error, f),
        }
    }
}

impl core::error::Error for WeightedError {}

/// How the cheapest transfer was found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// The paper's recursion, three pegs.
    Recursion,
    /// Exact search over positions; `settled` positions were taken on.
    Search { settled: u64 },
}

/// How a solution is held: the table's choices, or the list of moves with
/// the cost after each prefix.
enum Plan {
    Recursion(Rc<CostTable>),
    Search { moves: Rc<[Move]>, cost_after: Vec<u128> },
}

/// The cheapest transfer of `discs` discs from `from` to `to` (pegs from 0).
pub struct Weighted {
    pricing: Pricing,
    discs: u32,
    from: u8,
    to: u8,
    total: Total,
    plan: Plan,
    method: Method,
}

impl Weighted {
    /// Whether the request can be taken on at all, before any work: pegs
    /// (numbered from 1, as typed) and size. On 4 to 6 pegs the search's
    /// size is checked against [`shortest::MAX_POSITIONS`].
    pub fn check(pricing: &Pricing, discs: u64, from: u64, to: u64) -> Result<(u32, u8, u8), WeightedError> {
        let pegs = pricing.pegs();
        for peg in [from, to] {
            if peg == 0 || peg > pegs as u64 {
                return Err(WeightedError::NoSuchPeg { peg, pegs });
            }
        }
        if from == to {
            return Err(WeightedError::SamePeg { peg: from as u8 });
        }
        let discs32 =
            u32::try_from(discs).ok().filter(|&d| d <= MAX_DISCS).ok_or(WeightedError::TooManyDiscs { discs })?;
        if pegs != 3 {
            let estimate = shortest::Estimate::new(pegs, discs32);
            if !estimate.fits() {
                return Err(WeightedError::Search(SearchError::TooLarge(estimate)));
            }
        }
        Ok((discs32, from as u8 - 1, to as u8 - 1))
    }

    /// Solve: by the recursion on three pegs, by search otherwise (pegs
    /// from 0 here). `progress` hears how a search is going and may stop it.
    pub fn solve(
        pricing: &Pricing,
        discs: u32,
        from: u8,
        to: u8,
        progress: impl FnMut(u64) -> ControlFlow<()>,
    ) -> Result<Weighted, WeightedError> {
        let pricing = pricing.clone();
        if pricing.pegs() == 3 {
            let table = CostTable::new(&pricing, discs);
            let total = table.best(discs, from, to);
            match total {
                Total { cost: Cost::Infinite, .. } => return Err(WeightedError::Unreachable { discs, from, to }),
                Total { cost: Cost::Finite(Sum::Beyond), .. } => return Err(WeightedError::TooCostly { discs }),
                Total { moves: Sum::Beyond, .. } => return Err(WeightedError::TooManyMoves { discs }),
                _ => {}
            }
            let plan = Plan::Recursion(Rc::new(table));
            return Ok(Weighted { pricing, discs, from, to, total, plan, method: Method::Recursion });
        }
        Weighted::search(&pricing, discs, from, to, progress)
    }

    /// Solve by exact search over positions, whatever the number of pegs
    /// (on three, a check on the recursion).
    pub fn search(
        pricing: &Pricing,
        discs: u32,
        from: u8,
        to: u8,
        progress: impl FnMut(u64) -> ControlFlow<()>,
    ) -> Result<Weighted, WeightedError> {
        let pricing = pricing.clone();
        let found = shortest::cheapest(&pricing, discs, from, to, progress).map_err(|error| match error {
            SearchError::Unreachable { discs, from, to } => WeightedError::Unreachable { discs, from, to },
            SearchError::TooCostly => WeightedError::TooCostly { discs },
            other => WeightedError::Search(other),
        })?;
        let mut cost_after = Vec::with_capacity(found.moves.len() + 1);
        cost_after.push(0);
        let mut pos = single_stack(pricing.pegs(), discs, from as usize, classic::disc_colour);
        for &mv in &found.moves {
            let paid = price_of(&pricing, &mut pos, mv).exact().expect("the search's costs are exact");
            cost_after.push(cost_after.last().copied().unwrap_or(0) + paid);
        }
        let plan = Plan::Search { moves: found.moves.into(), cost_after };
        Ok(Weighted {
            pricing,
            discs,
            from,
            to,
            total: found.total,
            plan,
            method: Method::Search { settled: found.settled },
        })
    }

    pub fn pricing(&self) -> &Pricing {
        &self.pricing
    }

    pub fn discs(&self) -> u32 {
        self.discs
    }

    /// Source and target pegs, from 0.
    pub fn pegs(&self) -> (u8, u8) {
        (self.from, self.to)
    }

    /// The least cost, exact.
    pub fn cost(&self) -> u128 {
        self.total.cost.exact().expect("solve refuses what is not exact")
    }

    /// The number of moves of the cheapest transfer with the fewest moves.
    pub fn count(&self) -> u128 {
        self.total.moves.exact().expect("solve refuses what is not exact")
    }

    pub fn method(&self) -> Method {
        self.method
    }

    /// The recursion's table, on three pegs.
    pub fn table(&self) -> Option<&CostTable> {
        match &self.plan {
            Plan::Recursion(table) => Some(table),
            Plan::Search { .. } => None,
        }
    }

    /// What the solution's first `t` moves cost (t at most [`Weighted::count`]).
    pub fn cost_after(&self, t: u128) -> u128 {
        match &self.plan {
            Plan::Search { cost_after, .. } => cost_after[t.min(cost_after.len() as u128 - 1) as usize],
            Plan::Recursion(table) => self.recursion_cost_after(table, t),
        }
    }

    /// Down the call tree: whole sub-transfers before move t are added from
    /// the table, the one that move t falls in is entered.
    fn recursion_cost_after(&self, table: &CostTable, mut t: u128) -> u128 {
        let exact = |sum: Sum| sum.exact().expect("parts of an exact total are exact");
        let mut paid = 0u128;
        let (mut n, mut i, mut j) = (self.discs, self.from, self.to);
        'calls: while t > 0 && n > 0 {
            let (parts, len) = body(table, n, i, j);
            for &part in &parts[..len] {
                match part {
                    Part::Smaller(a, b) => {
                        let sub = table.best(n - 1, a, b);
                        if t < exact(sub.moves) {
                            (n, i, j) = (n - 1, a, b);
                            continue 'calls;
                        }
                        t -= exact(sub.moves);
                        paid += sub.cost.exact().expect("parts of an exact total are exact");
                    }
                    Part::Largest(a, b) => {
                        if t == 0 {
                            break 'calls;
                        }
                        t -= 1;
                        paid += self.pricing.price(n, a as usize, b as usize).exact().expect("exact");
                    }
                }
            }
            break;
        }
        paid
    }

    /// What the position on show in `player` (a puzzle from
    /// [`Weighted::puzzle`]) has cost to reach: the solution's moves made,
    /// plus those made by hand from there.
    pub fn cost_on_show(&self, player: &Player) -> Cost {
        match player.hand_moves() {
            None => Cost::units(self.cost_after(player.moves_made())),
            Some((base, from, moves)) => {
                let mut pos = from.clone();
                moves
                    .iter()
                    .fold(Cost::units(self.cost_after(base)), |paid, &mv| paid + price_of(&self.pricing, &mut pos, mv))
            }
        }
    }

    /// Rules, start, goal and solution, for [`Weighted::puzzle`].
    fn instance(&self) -> Instance {
        let pegs = self.pricing.pegs();
        let mut constraints = alloc::vec![Constraint::NotOnSmaller];
        let mut allowed = 0u64;
        for a in 0..pegs {
            for b in 0..pegs {
                if a != b && !self.pricing.is_forbidden(a, b) {
                    allowed |= 1 << (a * 8 + b);
                }
            }
        }
        if (0..pegs).any(|a| (0..pegs).any(|b| self.pricing.is_forbidden(a, b))) {
            constraints.push(Constraint::Arcs(allowed));
        }
        let algorithm = match &self.plan {
            Plan::Recursion(table) => {
                Algorithm::Program(Box::new(CheapestTransfer::new(table.clone(), self.discs, self.from, self.to)))
            }
            Plan::Search { moves, .. } => {
                Algorithm::Program(Box::new(Recorded::new(moves.clone(), ListSource::Cheapest)))
            }
        };
        Instance {
            rules: Rules::new(&constraints, Recolour::Fixed),
            start: single_stack(pegs, self.discs, self.from as usize, classic::disc_colour),
            goal: single_stack(pegs, self.discs, self.to as usize, classic::disc_colour),
            algorithm,
        }
    }

    /// The transfer as a puzzle to watch and play: classic rules, forbidden
    /// moves refused, the cheapest transfer as its solution.
    pub fn puzzle(&self) -> Puzzle {
        let definition = WeightedDefinition {
            weights: self.pricing.text(),
            by_size: self.pricing.is_scaled_by_size(),
            from: self.from,
            to: self.to,
        };
        Puzzle::from_instance(Origin::Weighted(definition), self.discs, self.pricing.pegs() as u32, self.instance())
    }

    /// Once `player` shows the puzzle solved, how its cost compares with
    /// the cheapest; `None` before then.
    pub fn verdict(&self, player: &Player) -> Option<CostVerdict> {
        if !player.is_solved() {
            return None;
        }
        let spent = self.cost_on_show(player).exact()?;
        Some(CostVerdict::new(spent, player.moves_made(), self.cost(), self.count(), self.pricing.decimals()))
    }
}

/// Make `mv` on `pos` (it must be possible) and say what it cost.
fn price_of(pricing: &Pricing, pos: &mut Position, mv: Move) -> Cost {
    match pos.top(mv.from as usize).copied() {
        Some(disc) => {
            pos.shift(mv.from as usize, mv.to as usize, disc);
            pricing.price(disc.size as u32, mv.from as usize, mv.to as usize)
        }
        None => Cost::Infinite,
    }
}
