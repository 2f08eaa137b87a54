//! The paper's Algorithm 1 (WTHD) run as it is written, to count what it
//! computes (its Proposition 2 and Corollary 2). WTHD decides each call by
//! comparing L and R, which need four costs C_{n-1}; the paper gives those
//! by relation (1) alone, so here each is evaluated by that recursion with
//! no memory, every evaluation of a C_m (m ≥ 1) below the one asked for
//! counted. [`SubproblemCounts`] gives the same counts in closed form (the
//! tests check one against the other) beside the paper's v_n and the 6n
//! cells of our memoised table ([`super::table`]).

use alloc::collections::BTreeSet;
use alloc::format;
use alloc::string::String;

use crate::grouped::grouped;
use crate::weighted::cost::Cost;
use crate::weighted::pricing::Pricing;
use crate::weighted::table::{pair_index, third};

/// WTHD as written costs about 4^n steps: it is run only up to this many discs.
pub const LITERAL_MAX_DISCS: u32 = 10;

/// What one literal evaluation or run computed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Evaluations of some C_m^{a,b} by relation (1), repeats included.
    pub evaluations: u128,
    /// The different (m, a, b) among them.
    pub distinct: BTreeSet<(u32, usize)>,
    /// Calls of the procedure WTHD itself (a run only).
    pub calls: u128,
    /// Moves WTHD made (a run only).
    pub moves: u128,
}

/// C_n^{i,j} by relation (1) with no memory, as the paper states it
/// (n = 1: min{w_ij, w_ik + w_kj}); every evaluation below the top one is
/// tallied. Pegs from 0; three pegs.
pub fn cost(pricing: &Pricing, n: u32, i: u8, j: u8, tally: &mut Tally) -> Cost {
    let k = third(i, j);
    let w = |a: u8, b: u8| pricing.price(n, a as usize, b as usize);
    if n == 0 {
        return Cost::ZERO;
    }
    if n == 1 {
        return w(i, j).min(w(i, k) + w(k, j));
    }
    let mut sub = |a: u8, b: u8| {
        tally.evaluations += 1;
        tally.distinct.insert((n - 1, pair_index(a, b)));
        cost(pricing, n - 1, a, b, tally)
    };
    let (cik, ckj, cij, cji) = (sub(i, k), sub(k, j), sub(i, j), sub(j, i));
    (cik + ckj + w(i, j)).min(cij + cij + cji + w(i, k) + w(k, j))
}

/// Algorithm 1, WTHD(n, i, j), run as written: the moves are counted, not
/// kept, and each call's four costs are evaluated by [`cost`]. Returns the
/// transfer's cost. At most [`LITERAL_MAX_DISCS`] discs are sensible.
pub fn run(pricing: &Pricing, n: u32, i: u8, j: u8, tally: &mut Tally) -> Cost {
    if n == 0 {
        return Cost::ZERO;
    }
    tally.calls += 1;
    let k = third(i, j);
    let w = |a: u8, b: u8| pricing.price(n, a as usize, b as usize);
    if n == 1 {
        return if w(i, j) <= w(i, k) + w(k, j) {
            tally.moves += 1;
            w(i, j)
        } else {
            tally.moves += 2;
            w(i, k) + w(k, j)
        };
    }
    let mut c = |a: u8, b: u8| {
        tally.evaluations += 1;
        tally.distinct.insert((n - 1, pair_index(a, b)));
        cost(pricing, n - 1, a, b, tally)
    };
    let (cik, ckj, cij, cji) = (c(i, k), c(k, j), c(i, j), c(j, i));
    if cik + ckj + w(i, j) <= cij + cij + cji + w(i, k) + w(k, j) {
        tally.moves += 1;
        run(pricing, n - 1, i, k, tally) + w(i, j) + run(pricing, n - 1, k, j, tally)
    } else {
        tally.moves += 2;
        let first = run(pricing, n - 1, i, j, tally);
        let back = run(pricing, n - 1, j, i, tally);
        first + w(i, k) + back + w(k, j) + run(pricing, n - 1, i, j, tally)
    }
}

/// For n discs: what evaluating C_n^{i,j} by relation (1) asks for below
/// it, the paper's count, and our table's, whatever the weights.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SubproblemCounts {
    pub discs: u32,
    /// The paper's v_n (Proposition 2): 0, 1, 4, then 6^(n−2) + 4; `None`
    /// past u128.
    pub paper: Option<u128>,
    /// The different subproblems: four C_{n−1}, then all six at each
    /// smaller n ≥ 1: 6n − 8 from n = 2 (none for n ≤ 1).
    pub distinct: u128,
    /// Evaluations with repeats, with no memory: 4 + 16 + … + 4^(n−1) =
    /// (4^n − 4)/3; `None` past u128.
    pub evaluations: Option<u128>,
    /// The cells our table fills: six ordered pairs for each n, 6n.
    pub table_cells: u128,
}

impl SubproblemCounts {
    pub fn of(discs: u32) -> SubproblemCounts {
        let n = discs as u128;
        let paper = match discs {
            0 => Some(0),
            1 => Some(1),
            2 => Some(4),
            _ => 6u128.checked_pow(discs - 2).and_then(|p| p.checked_add(4)),
        };
        let distinct = if discs < 2 { 0 } else { 6 * n - 8 };
        // (4^n − 4)/3 as 4·(4^(n−1) − 1)/3, which fits in u128 up to n = 64 where 4^n does not.
        let evaluations = match discs {
            0 => Some(0),
            _ => 4u128.checked_pow(discs - 1).and_then(|p| ((p - 1) / 3).checked_mul(4)),
        };
        SubproblemCounts { discs, paper, distinct, evaluations, table_cells: 6 * n }
    }

    /// In words, for the page's table and `hanoi weighted --explain`.
    pub fn sentence(&self) -> String {
        let n = self.discs;
        let count = |value: Option<u128>| value.map_or(String::from("more than 2^128"), |v| format!("{}", grouped(v)));
        let paper = match self.paper {
            Some(v) if v == self.distinct => format!("as the paper's Proposition 2 counts (v_{n} = {v})"),
            Some(v) => format!("where the paper's Proposition 2 counts v_{n} = {}", grouped(v)),
            None => format!("where the paper's Proposition 2 counts v_{n} = 6^{} + 4, past 2^128", n - 2),
        };
        format!(
            "For {n} disc{s}, WTHD as the paper writes it works out each cost C by relation (1) with no memory: \
             {evaluations} evaluations below C_{n} ((4^n − 4)/3), {distinct} different subproblems (6n − 8 from n = 2), {paper}. \
             This table fills {cells} cells (6n), each from the row before.",
            s = if n == 1 { "" } else { "s" },
            evaluations = count(self.evaluations),
            distinct = grouped(self.distinct),
            cells = grouped(self.table_cells),
        )
    }
}
