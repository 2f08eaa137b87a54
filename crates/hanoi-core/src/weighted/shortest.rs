//! The exact cheapest transfer by shortest-path search over every position
//! (Dijkstra, ordered by cost and then by number of moves), for any number
//! of pegs. No recursion like the paper's is known to be exact beyond three
//! pegs, so 4 to 6 pegs are solved this way, and on three pegs it checks the
//! recursion. Positions are numbered in base k, digit d the peg of disc d + 1.

use alloc::collections::BinaryHeap;
use alloc::vec;
use alloc::vec::Vec;
use core::cmp::Reverse;
use core::fmt;
use core::ops::ControlFlow;

use crate::position::Move;
use crate::weighted::cost::{Cost, Sum, Total};
use crate::weighted::pricing::Pricing;

/// The most positions the search takes on: about 100 MB at most.
pub const MAX_POSITIONS: u64 = 1 << 22;
/// Bytes per position: cost, moves, last move, and the queue's share.
const BYTES_PER_POSITION: u64 = 24;

/// How big a search would be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Estimate {
    pub pegs: usize,
    pub discs: u32,
    /// k^n, or `None` beyond u64.
    pub positions: Option<u64>,
}

impl Estimate {
    pub fn new(pegs: usize, discs: u32) -> Estimate {
        Estimate { pegs, discs, positions: (pegs as u64).checked_pow(discs) }
    }

    pub fn fits(&self) -> bool {
        self.positions.is_some_and(|p| p <= MAX_POSITIONS)
    }

    /// The most discs that fit for this many pegs.
    pub fn most_discs(pegs: usize) -> u32 {
        (0..).take_while(|&n| Estimate::new(pegs, n).fits()).last().unwrap_or(0)
    }
}

/// Why a search did not give a transfer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchError {
    TooLarge(Estimate),
    /// No sequence of allowed moves reaches the goal.
    Unreachable {
        discs: u32,
        from: u8,
        to: u8,
    },
    /// A cost reached 2^128 units.
    TooCostly,
    Cancelled,
}

impl fmt::Display for SearchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SearchError::TooLarge(estimate) => {
                let Estimate { pegs, discs, positions } = estimate;
                write!(f, "{discs} discs on {pegs} pegs have ")?;
                match positions {
                    Some(p) => write!(f, "{p} positions")?,
                    None => f.write_str("more than 2^64 positions")?,
                }
                write!(
                    f,
                    "; the exact search takes at most {MAX_POSITIONS} (about {} MB), so at most {} discs on {pegs} pegs",
                    (MAX_POSITIONS * BYTES_PER_POSITION) >> 20,
                    Estimate::most_discs(pegs)
                )
            }
            SearchError::Unreachable { discs, from, to } => write!(
                f,
                "no sequence of allowed moves takes {discs} disc{} from peg {} to peg {}: too many moves are forbidden",
                if discs == 1 { "" } else { "s" },
                from + 1,
                to + 1
            ),
            SearchError::TooCostly => {
                f.write_str("the cheapest transfer costs 2^128 units or more, too much to add up exactly")
            }
            SearchError::Cancelled => f.write_str("the search was cancelled"),
        }
    }
}

impl core::error::Error for SearchError {}

/// The cheapest transfer with the fewest moves, and how many positions the
/// search settled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    pub total: Total,
    pub moves: Vec<Move>,
    pub settled: u64,
}

/// Search for the cheapest transfer of `discs` discs from `from` to `to`.
/// `progress` hears the number of positions settled now and then and may
/// stop the search.
pub fn cheapest(
    pricing: &Pricing,
    discs: u32,
    from: u8,
    to: u8,
    mut progress: impl FnMut(u64) -> ControlFlow<()>,
) -> Result<Found, SearchError> {
    let pegs = pricing.pegs();
    let estimate = Estimate::new(pegs, discs);
    if !estimate.fits() {
        return Err(SearchError::TooLarge(estimate));
    }
    let count = estimate.positions.expect("fits") as usize;
    let k = pegs as u32;
    let place: Vec<u32> = (0..discs).map(|d| k.pow(d)).collect();
    let tower = |peg: u8| place.iter().map(|&p| p * peg as u32).sum::<u32>();
    let (start, goal) = (tower(from), tower(to));

    const UNSEEN: u128 = u128::MAX;
    let mut cost = vec![UNSEEN; count];
    let mut moves = vec![0u32; count];
    let mut last = vec![0u8; count]; // from * 8 + to of the move that reached it
    let mut done = vec![false; count];
    let mut queue = BinaryHeap::new();
    cost[start as usize] = 0;
    queue.push(Reverse((0u128, 0u32, start)));
    let mut settled = 0u64;
    let mut tops = [u32::MAX; 8];

    while let Some(Reverse((c, m, at))) = queue.pop() {
        if done[at as usize] {
            continue;
        }
        done[at as usize] = true;
        settled += 1;
        if settled.is_multiple_of(65536) && progress(settled).is_break() {
            return Err(SearchError::Cancelled);
        }
        if at == goal {
            break;
        }
        // The smallest disc on each peg is its top.
        tops[..pegs].fill(u32::MAX);
        let mut rest = at;
        for d in 0..discs {
            let peg = (rest % k) as usize;
            rest /= k;
            if tops[peg] == u32::MAX {
                tops[peg] = d;
            }
        }
        for a in 0..pegs {
            let d = tops[a];
            if d == u32::MAX {
                continue;
            }
            for (b, &top) in tops[..pegs].iter().enumerate() {
                if b == a || top < d {
                    continue;
                }
                let Cost::Finite(price) = pricing.price(d + 1, a, b) else { continue };
                let Sum::Exact(price) = price else { return Err(SearchError::TooCostly) };
                let next = (at as i64 + (b as i64 - a as i64) * place[d as usize] as i64) as u32;
                if done[next as usize] {
                    continue;
                }
                let Some(nc) = c.checked_add(price).filter(|&v| v != UNSEEN) else {
                    return Err(SearchError::TooCostly);
                };
                let nm = m + 1;
                let slot = next as usize;
                if (nc, nm) < (cost[slot], moves[slot]) {
                    cost[slot] = nc;
                    moves[slot] = nm;
                    last[slot] = (a * 8 + b) as u8;
                    queue.push(Reverse((nc, nm, next)));
                }
            }
        }
    }
    if cost[goal as usize] == UNSEEN {
        return Err(SearchError::Unreachable { discs, from, to });
    }
    // Walk back: the disc that made the last move is now the top of its target.
    let mut path = Vec::with_capacity(moves[goal as usize] as usize);
    let mut at = goal;
    while at != start {
        let code = last[at as usize];
        let (a, b) = ((code / 8) as u32, (code % 8) as u32);
        let d = (0..discs).find(|&d| at / place[d as usize] % k == b).expect("a disc just landed there");
        path.push(Move::new(a as u8, b as u8));
        at = (at as i64 - (b as i64 - a as i64) * place[d as usize] as i64) as u32;
    }
    path.reverse();
    let total = Total { cost: Cost::units(cost[goal as usize]), moves: Sum::Exact(path.len() as u128) };
    Ok(Found { total, moves: path, settled })
}
