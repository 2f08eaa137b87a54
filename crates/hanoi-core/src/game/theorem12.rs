//! Theorem 12 of Chappelon, Larsson and Matsuura (section 6.2): M_3(n), the
//! fewest moves in which the first player wins scoring play on three pegs,
//! as the theorem states it for each ending condition, beside what the
//! analysis finds. The formulas are the paper's as printed (misprints
//! included), so that the computation can show where they fail; docs/papers.md
//! says where and why. The CLI's `hanoi game table --scoring` and the Games
//! view's table both use these.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use core::ops::ControlFlow;

use super::{Analysis, AnalysisError, Ending, Game, Scoring, Value, Weights};
use crate::position::Move;

/// What the theorem says of M_3(n).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Claim {
    /// M_3(n) is exactly this.
    Exactly(i64),
    /// low ≤ M_3(n) ≤ high.
    Between(i64, i64),
    /// No win: M_3(n) = ∞.
    Infinite,
}

impl fmt::Display for Claim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Claim::Exactly(m) => write!(f, "{m}"),
            Claim::Between(low, high) => write!(f, "{low}..{high}"),
            Claim::Infinite => f.write_str("∞"),
        }
    }
}

/// The theorem's statement for one n and ending: the claim and which of its
/// cases gives it ("β1 ≤ 0, exception (i)").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stated {
    pub claim: Claim,
    pub case: &'static str,
}

/// The three weights, scaled to whole numbers (ratios are what count).
fn scaled(weights: &Weights) -> [i64; 3] {
    [(0, 1), (0, 2), (1, 2)].map(|(a, b)| weights.scaled_gain(Move::new(a, b)))
}

/// Theorem 12 for `discs` discs, `ending` and `weights`.
pub fn theorem_12(discs: u64, ending: Ending, weights: &Weights) -> Stated {
    let [a, b, c] = scaled(weights); // w12, w13, w23
    let stated = |claim, case| Stated { claim, case };
    let upto = |conditions: &[(bool, i64)], low: i64| {
        conditions.iter().find(|(holds, _)| *holds).map_or(Claim::Infinite, |&(_, high)| Claim::Between(low, high))
    };
    match (discs, ending) {
        (1, Ending::Ec1) => stated(if b != 0 { Claim::Exactly(1) } else { Claim::Infinite }, "n = 1"),
        (1, Ending::Ec2 | Ending::Ec3) => stated(Claim::Infinite, "n = 1"),
        (1, _) => stated(if a.max(b) != 0 { Claim::Exactly(1) } else { Claim::Infinite }, "n = 1"),
        (2, Ending::Ec1) => stated(upto(&[(a + c > b, 3), (3 * b > a + c, 5)], 3), "n = 2"),
        (2, Ending::Ec2 | Ending::Ec3) => stated(upto(&[(a + b > c, 7)], 7), "n = 2"),
        (2, _) => stated(
            upto(&[(a + c > b || b + c > a, 3), (3 * b > a + c || 3 * a > b + c, 5), (a + b > c, 7)], 3),
            "n = 2",
        ),
        _ if a == b && b == c => {
            stated(if a > 0 { Claim::Exactly(power(discs) - 1) } else { Claim::Infinite }, "all weights equal")
        }
        _ => larger(discs, ending, [a, b, c]),
    }
}

fn power(discs: u64) -> i64 {
    1i64 << discs.min(62)
}

/// n ≥ 3, the weights not all equal.
fn larger(n: u64, ending: Ending, [a, b, c]: [i64; 3]) -> Stated {
    let odd = n % 2 == 1;
    let beta1 = if odd { b } else { a + c - b };
    let beta2 = if odd { 3 * c - a - b } else { a + b - c };
    let beta3 = if odd { a.max(b) } else { (a + c - b).max(b + c - a) };
    let gamma = (a + b - 2 * c).max(a + c - 2 * b).max(b + c - 2 * a);
    // c0 + 16 ⌊x / 2γ⌋: a line of c0 - 16 moves, then the 16-move cycle s3
    // repeated until the score is won (γ > 0 as the weights differ).
    let f = |c0: i64, x: i64| c0 + 16 * x.div_euclid(2 * gamma);
    let p = power(n);
    // n = 3's exceptional cases, by which weight is the smallest.
    let smallest_w12 = n == 3 && gamma == b + c - 2 * a;
    let smallest_w13 = n == 3 && gamma == a + c - 2 * b;
    let smallest_w23 = n == 3 && gamma == a + b - 2 * c;
    // The bounds the theorem gives for the tower on peg 3 (and, pegs 2 and 3
    // exchanged, peg 2) in the exceptional cases.
    let peg3 = f(27, 2 * (a + c) - 3 * b).min(f(29, -b));
    let peg2 = f(27, 2 * (b + c) - 3 * a).min(f(29, -a));
    let st = |claim, case| Stated { claim, case };
    let between = |low, high| Claim::Between(low, high);
    // EC4 and EC5's exceptions (i) to (iii) (0 to 2), with the bound on peg 1 last.
    let exception = |peg1: i64| -> Option<(i64, usize)> {
        if smallest_w12 {
            Some((f(23, -a).min(peg3).min(peg1), 0))
        } else if smallest_w13 {
            Some((f(23, -b).min(peg2).min(peg1), 1))
        } else if smallest_w23 {
            Some((peg3.min(peg2).min(peg1), 2))
        } else {
            None
        }
    };
    match ending {
        Ending::Ec1 if beta1 > 0 => st(Claim::Exactly(p - 1), "β1 > 0"),
        Ending::Ec1 if smallest_w12 => st(between(8, peg3), "β1 ≤ 0, exception (i)"),
        Ending::Ec1 if smallest_w23 => st(between(8, peg3), "β1 ≤ 0, exception (ii)"),
        Ending::Ec1 => st(between(p, f(p + 15, -beta1)), "β1 ≤ 0"),
        Ending::Ec2 if beta2 > 0 => st(Claim::Exactly(2 * p - 1), "β2 > 0"),
        Ending::Ec2 => st(between(2 * p, f(2 * p + 15, -beta2)), "β2 ≤ 0"),
        Ending::Ec3 if a + b > c => st(Claim::Exactly(7), "w12 + w13 > w23"),
        Ending::Ec3 if beta2 > 0 => st(Claim::Exactly(15), "w12 + w13 ≤ w23, β2 > 0"),
        Ending::Ec3 => st(between(16, f(31, -beta2)), "w12 + w13 ≤ w23, β2 ≤ 0"),
        Ending::Ec4 if beta3 > 0 => st(Claim::Exactly(p - 1), "β3 > 0"),
        Ending::Ec4 => match exception(f(31, -beta2)) {
            Some((high, which)) => st(between(8, high), EC4_EXCEPTIONS[which]),
            None => st(between(p, f(p + 15, -beta3).min(f(2 * p + 15, -beta2))), "β3 ≤ 0"),
        },
        Ending::Ec5 => {
            if a + b > c || (n == 3 && beta3 > 0) {
                st(between(7, 7), "w12 + w13 > w23, or n = 3 and β3 > 0")
            } else if (beta2 > 0) || (n == 4 && beta3 > 0) {
                st(between(7, 15), "β2 > 0, or n = 4 and β3 > 0")
            } else if beta3 > 0 {
                st(between(7, p - 1), "β3 > 0")
            } else {
                match exception(f(31, -beta2)) {
                    Some((high, which)) => st(between(8, high), EC5_EXCEPTIONS[which]),
                    None => st(between(8, f(31, -beta2).min(f(p + 15, -beta3))), "otherwise"),
                }
            }
        }
    }
}

/// The cases of EC4's and EC5's exceptions (i) to (iii), by number.
const EC4_EXCEPTIONS: [&str; 3] = ["β3 ≤ 0, exception (i)", "β3 ≤ 0, exception (ii)", "β3 ≤ 0, exception (iii)"];
const EC5_EXCEPTIONS: [&str; 3] = ["otherwise, exception (i)", "otherwise, exception (ii)", "otherwise, exception (iii)"];

/// What the analysis finds of M_3(n).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Found {
    /// The first player forces a win in `moves`; not `exact` where the
    /// window cut off lines that might win sooner (then at most `moves`).
    Wins { moves: u32, exact: bool },
    /// The first player cannot force a win: the start's value (a loss, a
    /// tie or a draw), so M_3(n) = ∞.
    NoWin(Value),
    /// The window cut off what decides the start.
    Undecided,
}

impl Found {
    /// The start's `value` in `game`'s analysis (`cut`: whether its window
    /// cut any move off). A win in r is exact, even with a cut, when r moves
    /// of the largest weight stay within the window: every line of r moves
    /// or fewer was followed, so no quicker win was missed.
    pub fn of(value: Value, cut: bool, game: &Scoring) -> Found {
        match value {
            Value::Win(r) => Found::Wins { moves: r, exact: game.win_is_exact(game.difference(game.start()), r, cut) },
            Value::Undecided => Found::Undecided,
            other => Found::NoWin(other),
        }
    }

    /// The JSON word: "win", "lose", "tie", "draw", "undecided".
    pub fn word(&self) -> &'static str {
        match self {
            Found::Wins { .. } => "win",
            Found::NoWin(value) => value.word(),
            Found::Undecided => "undecided",
        }
    }
}

impl fmt::Display for Found {
    /// "7", "at most 9", "∞ (lose in 1)", "∞ (tie in 3)", "∞ (draw)", "undecided".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Found::Wins { moves, exact: true } => write!(f, "{moves}"),
            Found::Wins { moves, exact: false } => write!(f, "at most {moves}"),
            Found::NoWin(value) => write!(f, "∞ ({value})"),
            Found::Undecided => f.write_str("undecided"),
        }
    }
}

/// Whether the computation and the theorem agree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Agreement {
    Agrees,
    /// The computation shows the theorem wrong here.
    Differs,
    /// The window leaves it open (undecided, or a win found only as "at
    /// most" a number above the theorem's bound).
    Open,
}

impl Agreement {
    pub fn word(&self) -> &'static str {
        match self {
            Agreement::Agrees => "agrees",
            Agreement::Differs => "differs",
            Agreement::Open => "open",
        }
    }
}

/// Compare what was found with what the theorem states.
pub fn compare(claim: Claim, found: Found) -> Agreement {
    let (low, high) = match claim {
        Claim::Exactly(m) => (m, m),
        Claim::Between(low, high) => (low, high),
        Claim::Infinite => {
            return match found {
                Found::Wins { .. } => Agreement::Differs,
                Found::NoWin(_) => Agreement::Agrees,
                Found::Undecided => Agreement::Open,
            }
        }
    };
    match found {
        Found::Undecided => Agreement::Open,
        // The theorem claims a win; there is none.
        Found::NoWin(_) => Agreement::Differs,
        Found::Wins { moves, exact } => {
            let moves = moves as i64;
            if exact {
                if (low..=high).contains(&moves) {
                    Agreement::Agrees
                } else {
                    Agreement::Differs
                }
            } else if moves < low {
                // Certainly a win within fewer moves than the theorem allows.
                Agreement::Differs
            } else if moves <= high {
                Agreement::Agrees
            } else {
                Agreement::Open
            }
        }
    }
}

/// One row of the table: n, the theorem's statement, what was found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    pub discs: u64,
    pub ending: Ending,
    pub stated: Stated,
    pub found: Found,
    pub agreement: Agreement,
    /// Positions the analysis reached.
    pub positions: u64,
}

/// The row for `discs`, `ending`, `weights` (and the window, in the
/// weights' scale; the default if `None`), analysing the game.
pub fn row(
    discs: u64,
    ending: Ending,
    weights: &Weights,
    window: Option<i64>,
    progress: &mut dyn FnMut(super::Progress) -> ControlFlow<()>,
) -> Result<Row, TableError> {
    let mut game = Scoring::new(discs, ending, weights.clone(), window).map_err(|e| TableError::Setup(format!("{e}")))?;
    // As a `dyn Game`, the page's one instance of the analysis (no second copy in its module).
    let analysis = Analysis::run_with_progress(&mut game as &mut dyn Game, progress).map_err(TableError::Analysis)?;
    let value = analysis.value(game.start()).unwrap_or(Value::Undecided);
    Ok(row_of(discs, ending, weights, Found::of(value, analysis.is_cut(), &game), analysis.positions()))
}

/// A row from what an analysis found.
pub fn row_of(discs: u64, ending: Ending, weights: &Weights, found: Found, positions: u64) -> Row {
    let stated = theorem_12(discs, ending, weights);
    let agreement = compare(stated.claim, found);
    Row { discs, ending, stated, found, agreement, positions }
}

/// Why a row could not be computed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableError {
    Setup(String),
    Analysis(AnalysisError),
}

impl fmt::Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TableError::Setup(text) => f.write_str(text),
            TableError::Analysis(e) => write!(f, "{e}"),
        }
    }
}

/// The table's heading sentence, for the CLI and the page.
/// The page's table runs to this many discs by default: quick to compute.
pub const DEFAULT_UPTO: u64 = 4;

pub const TABLE_MEANING: &str = "M(n): the fewest moves in which the first player forces a win of scoring play, \
    computed, beside Theorem 12 of Chappelon, Larsson and Matsuura (a..b: its bounds, ∞: no win); \
    'at most' where the window of score differences followed leaves a quicker win open";

/// Every row for n = 1 to `upto` and the endings `endings`, in order, with
/// progress (rows done of all) and a way to cancel.
pub fn table(
    upto: u64,
    endings: &[Ending],
    weights: &Weights,
    window: Option<i64>,
    progress: &mut dyn FnMut(u64, u64) -> ControlFlow<()>,
) -> Result<Vec<Row>, TableError> {
    let total = upto * endings.len() as u64;
    let mut rows = Vec::new();
    for discs in 1..=upto {
        for &ending in endings {
            if progress(rows.len() as u64, total).is_break() {
                return Err(TableError::Analysis(AnalysisError::Cancelled));
            }
            let done = rows.len() as u64;
            rows.push(row(discs, ending, weights, window, &mut |_| progress(done, total))?);
        }
    }
    Ok(rows)
}

/// `game`'s analysed start, for a caller that ran the analysis itself.
pub fn found_in(game: &Scoring, analysis: &Analysis) -> Found {
    let value = analysis.value(game.start()).unwrap_or(Value::Undecided);
    Found::of(value, analysis.is_cut(), game)
}
