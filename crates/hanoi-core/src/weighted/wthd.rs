//! The paper's Algorithm 1 (WTHD) run one way it can be read, to count
//! what it computes (its Proposition 2 and Corollary 2). WTHD decides each
//! call by comparing L and R, which need four costs C_{n-1}; Algorithm 1
//! does not say how they are obtained. The paper calls it a dynamic
//! programming algorithm and fills a table (its Table 1), which suggests
//! memory; here, to see what relation (1) alone costs, each is evaluated by
//! that recursion with no memory (our reading, not the paper's text), every
//! evaluation of a C_m (m ≥ 1) below the one asked for counted.
//! [`SubproblemCounts`] gives the same counts in closed form (the tests
//! check one against the other) beside the paper's v_n and the 6n cells of
//! our memoised table ([`super::table`]); [`run_evaluations`] gives WTHD's
//! own count on some weights without running it.

use alloc::collections::BTreeSet;
use alloc::format;
use alloc::string::String;

use crate::grouped::grouped;
use crate::weighted::cost::Cost;
use crate::weighted::pricing::Pricing;
use crate::weighted::table::{pair_index, third, CostTable, PAIRS};

/// WTHD run with no memory costs about 4^n steps: it is run only up to this many discs.
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

/// C_n^{i,j} by relation (1) with no memory (our reading: the paper states
/// the relation, not how it is evaluated; n = 1: min{w_ij, w_ik + w_kj});
/// every evaluation below the top one is tallied. Pegs from 0; three pegs.
pub fn cost(pricing: &Pricing, n: u32, i: u8, j: u8, tally: &mut Tally) -> Cost {
    let k = third(i, j);
    let w = |a: u8, b: u8| pricing.price(n, a as usize, b as usize);
    if n == 0 {
        return Cost::ZERO;
    }
    if n == 1 {
        return w(i, j).min(w(i, k) + w(k, j));
    }
    let (cik, ckj, cij, cji) = four_costs(pricing, n, i, j, tally);
    (cik + ckj + w(i, j)).min(cij + cij + cji + w(i, k) + w(k, j))
}

/// The four costs C_{n−1} that relation (1) and WTHD compare for C_n^{i,j}:
/// C^{i,k}, C^{k,j}, C^{i,j}, C^{j,i}, each evaluated (and tallied) by [`cost`].
fn four_costs(pricing: &Pricing, n: u32, i: u8, j: u8, tally: &mut Tally) -> (Cost, Cost, Cost, Cost) {
    let k = third(i, j);
    let mut sub = |a: u8, b: u8| {
        tally.evaluations += 1;
        tally.distinct.insert((n - 1, pair_index(a, b)));
        cost(pricing, n - 1, a, b, tally)
    };
    (sub(i, k), sub(k, j), sub(i, j), sub(j, i))
}

/// Algorithm 1, WTHD(n, i, j), run with no memory: the moves are counted, not
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
    let (cik, ckj, cij, cji) = four_costs(pricing, n, i, j, tally);
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

/// The evaluations [`run`] makes for WTHD(n, i, j) on the table's weights,
/// worked out without running it, for any n the table holds: a call with m
/// discs evaluates (4^m − 4)/3 costs itself, then calls WTHD(m − 1) two or
/// three times as the paper's own choice (L ≤ R on cost, kept in the table)
/// says. `None` past u128.
pub fn run_evaluations(table: &CostTable, n: u32, i: u8, j: u8) -> Option<u128> {
    // For each m, the count of WTHD(m, a, b) for the six ordered pairs (a, b).
    let mut below = [Some(0u128); 6];
    for m in 1..=n {
        let own = SubproblemCounts::of(m).evaluations;
        below = PAIRS.map(|(a, b)| {
            let at = |x: u8, y: u8| below[pair_index(x, y)];
            let calls = if table.cell(m, a, b).paper_direct {
                at(a, third(a, b))?.checked_add(at(third(a, b), b)?)
            } else {
                at(a, b)?.checked_mul(2)?.checked_add(at(b, a)?)
            };
            own?.checked_add(calls?)
        });
    }
    below[pair_index(i, j)]
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

    /// In words, for the page's table and `hanoi weighted --explain`;
    /// `wthd` is WTHD's own count on the weights shown ([`run_evaluations`],
    /// `None` past u128).
    pub fn sentence(&self, wthd: Option<u128>) -> String {
        let n = self.discs;
        let count = |value: Option<u128>| value.map_or(String::from("more than 2^128"), |v| format!("{}", grouped(v)));
        let paper = match self.paper {
            // v_1 = 1 counts C_1 itself, where the different subproblems below it are none.
            Some(1) if n == 1 => String::from("and the paper's Proposition 2 counts v_1 = 1, C_1 itself"),
            Some(v) if v == self.distinct => format!("as the paper's Proposition 2 counts (v_{n} = {v})"),
            Some(v) => format!("where the paper's Proposition 2 counts v_{n} = {}", grouped(v)),
            None => format!("where the paper's Proposition 2 counts v_{n} = 6^{} + 4, past 2^128", n - 2),
        };
        format!(
            "For {n} disc{s}: computing C_{n} by relation (1) with no memory takes {evaluations} evaluations below it ((4^n − 4)/3); \
             WTHD run that way makes {wthd} (its own count on these weights); \
             with a table (as the paper's Table 1) there are {distinct} different subproblems (6n − 8 from n = 2), {paper}; \
             this table fills {cells} cells (6n), each from the row before.",
            s = if n == 1 { "" } else { "s" },
            evaluations = count(self.evaluations),
            wthd = count(wthd),
            distinct = grouped(self.distinct),
            cells = grouped(self.table_cells),
        )
    }
}
