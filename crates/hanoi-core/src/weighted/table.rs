//! Mehiri and Belbachir's recursion (Theorem 1) for three pegs, memoised:
//! row n holds, for each of the six ordered peg pairs (i, j), the two ways
//! of moving the largest of n discs, directly (L: n-1 discs to the third peg
//! k, the largest i → j, n-1 discs k → j) or through k (R: n-1 discs to j,
//! the largest i → k, n-1 discs back j → i, the largest k → j, n-1 discs
//! i → j), and which is chosen. Each row needs only the one before, so all
//! six pairs for n discs take O(n) work; the paper's algorithm recomputes
//! subproblems and takes O(6^n).
//!
//! The choice compares cost first and then the number of moves, and takes
//! the direct way on a full tie, as the paper's Algorithm WTHD does. WTHD
//! itself compares costs alone; [`Cell::paper_direct`] records its choice,
//! which differs where the costs tie but the direct way takes more moves.

use alloc::vec::Vec;

use crate::weighted::cost::{Cost, Sum, Total};
use crate::weighted::pricing::Pricing;
use crate::weighted::program::{body, Part};

/// The six ordered pairs of three pegs, in the paper's column order:
/// 1→2, 1→3, 2→1, 2→3, 3→1, 3→2 (numbered from 0 here).
pub const PAIRS: [(u8, u8); 6] = [(0, 1), (0, 2), (1, 0), (1, 2), (2, 0), (2, 1)];

/// The column of an ordered pair of distinct pegs 0..3.
pub fn pair_index(from: u8, to: u8) -> usize {
    PAIRS.iter().position(|&p| p == (from, to)).expect("two distinct pegs of three")
}

/// The peg that is neither `from` nor `to`.
pub fn third(from: u8, to: u8) -> u8 {
    3 - from - to
}

/// One cell of the table: the two candidates for n discs from i to j.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cell {
    /// The largest disc moves once, i → j (the paper's L).
    pub direct: Total,
    /// The largest disc moves twice, i → k → j (the paper's R).
    pub through: Total,
    /// Whether the direct way is chosen: cheaper, or as cheap in no more moves.
    pub takes_direct: bool,
    /// Whether the paper's WTHD takes the direct way: `L <= R` on cost alone.
    pub paper_direct: bool,
}

impl Cell {
    /// Whether the choice is known: false when both ways cost 2^128 units
    /// or more, or tie on cost with both counts past 2^128, so that which
    /// is less cannot be told.
    pub fn is_decided(&self) -> bool {
        let both_beyond = |a: Sum, b: Sum| a == Sum::Beyond && b == Sum::Beyond;
        let (d, t) = (self.direct, self.through);
        match (d.cost, t.cost) {
            (Cost::Finite(a), Cost::Finite(b)) => !(both_beyond(a, b) || a == b && both_beyond(d.moves, t.moves)),
            _ => true,
        }
    }

    /// The chosen total: the least cost, and the fewest moves among those.
    pub fn best(&self) -> Total {
        if self.takes_direct {
            self.direct
        } else {
            self.through
        }
    }
}

/// The table for n = 1 to `discs`; row n - 1 holds n discs.
#[derive(Clone, Debug)]
pub struct CostTable {
    pricing: Pricing,
    rows: Vec<[Cell; 6]>,
}

impl CostTable {
    /// Fill rows 1 to `discs`. The pricing must have three pegs.
    pub fn new(pricing: &Pricing, discs: u32) -> CostTable {
        assert_eq!(pricing.pegs(), 3, "the recursion is for three pegs");
        let mut rows: Vec<[Cell; 6]> = Vec::with_capacity(discs as usize);
        for n in 1..=discs {
            let before = |from: u8, to: u8| match rows.last() {
                Some(row) => row[pair_index(from, to)].best(),
                None => Total::NOTHING,
            };
            let row = PAIRS.map(|(i, j)| {
                let k = third(i, j);
                let price = |from: u8, to: u8| Total::one(pricing.price(n, from as usize, to as usize));
                let direct = before(i, k) + price(i, j) + before(k, j);
                let through = before(i, j) + price(i, k) + before(j, i) + price(k, j) + before(i, j);
                Cell { direct, through, takes_direct: direct <= through, paper_direct: direct.cost <= through.cost }
            });
            rows.push(row);
        }
        CostTable { pricing: pricing.clone(), rows }
    }

    pub fn pricing(&self) -> &Pricing {
        &self.pricing
    }

    /// How many discs the table goes up to.
    pub fn discs(&self) -> u32 {
        self.rows.len() as u32
    }

    /// The cell for `n` discs (1 to [`CostTable::discs`]) from `from` to `to`.
    pub fn cell(&self, n: u32, from: u8, to: u8) -> &Cell {
        &self.rows[n as usize - 1][pair_index(from, to)]
    }

    /// The least total for `n` discs (0 to [`CostTable::discs`]).
    pub fn best(&self, n: u32, from: u8, to: u8) -> Total {
        if n == 0 {
            Total::NOTHING
        } else {
            self.cell(n, from, to).best()
        }
    }

    /// The cost of the paper's C_n^{i,j}.
    pub fn cost(&self, n: u32, from: u8, to: u8) -> Cost {
        self.best(n, from, to).cost
    }

    /// The subproblems (n, pair index) the solution for `n` discs from
    /// `from` to `to` uses, itself included, largest n first: what the
    /// paper's Table 1 colours red.
    pub fn used(&self, n: u32, from: u8, to: u8) -> Vec<(u32, usize)> {
        let mut used: Vec<(u32, usize)> = Vec::new();
        let mut level = alloc::vec![(from, to)];
        for m in (1..=n).rev() {
            let mut next = Vec::new();
            for &(i, j) in &level {
                if used.contains(&(m, pair_index(i, j))) {
                    continue;
                }
                used.push((m, pair_index(i, j)));
                let (parts, len) = body(self, m, i, j);
                for part in &parts[..len] {
                    if let Part::Smaller(a, b) = *part {
                        if !next.contains(&(a, b)) {
                            next.push((a, b));
                        }
                    }
                }
            }
            level = next;
        }
        used
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_discs_of_example_1_cost_43() {
        let pricing = Pricing::parse("0,3,15;8,0,2;5,6,0").unwrap();
        let table = CostTable::new(&pricing, 3);
        assert_eq!(table.cost(3, 0, 2), Cost::units(43));
        assert_eq!(table.best(3, 0, 2).moves, crate::weighted::cost::Sum::Exact(10));
    }
}
