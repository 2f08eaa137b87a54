//! Scoring play (Chappelon, Larsson and Matsuura, section 5): three pegs,
//! the mover gains w_ij for a move between pegs i and j, the game ends as its
//! ending condition says, and the higher total wins (equal totals tie).
//!
//! The analysis runs over (position, score difference). Weights are exact
//! decimals, scaled to whole numbers and divided by their common factor, so
//! no float ever decides a result. The difference can grow without bound
//! (from three discs on, a cycle of 16 moves gains a fixed amount), so only
//! differences within a window are followed; a move past it leads
//! [`Next::Beyond`], and the analysis reports what that leaves open as
//! undecided rather than guess.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use super::ending::Ending;
use super::impartial::Impartial;
use super::setup::SetupError;
use super::{Game, GameIllegal, Next, Outcome, Reach};
use crate::echo::quoted;
use crate::position::{Move, Position};

/// The most decimal places a weight may have.
pub const MAX_DECIMALS: usize = 6;
/// Weights are at most this large in absolute value.
pub const MAX_WEIGHT: i64 = 1_000_000;
/// The default window: this many times the largest absolute weight.
pub const DEFAULT_WINDOW_MOVES: i64 = 64;

/// The three weights w12, w13, w23, exactly.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Weights {
    /// Each weight times 10^`decimals`.
    scaled: [i64; 3],
    decimals: u32,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WeightsError {
    /// Not three comma-separated numbers.
    Count {
        got: usize,
    },
    /// One weight is not a decimal number.
    NotANumber {
        text: String,
    },
    TooManyDecimals {
        text: String,
    },
    TooLarge {
        text: String,
    },
    /// The window is not a positive decimal number.
    Window {
        text: String,
    },
}

impl fmt::Display for WeightsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WeightsError::Count { got } => {
                write!(f, "give three weights W12,W13,W23 separated by commas, not {got}")
            }
            WeightsError::NotANumber { text } => {
                write!(f, "the weight {} is not a number: write one like 2, -1 or 0.5", quoted(text))
            }
            WeightsError::TooManyDecimals { text } => {
                write!(f, "the weight {} has more than {MAX_DECIMALS} decimal places", quoted(text))
            }
            WeightsError::TooLarge { text } => {
                write!(
                    f,
                    "the weight {} is too large: weights lie between -{MAX_WEIGHT} and {MAX_WEIGHT}",
                    quoted(text)
                )
            }
            WeightsError::Window { text } => {
                write!(f, "the window {} is not a positive number", quoted(text))
            }
        }
    }
}

impl core::error::Error for WeightsError {}

/// Why a typed score (a lead) is not one of the game's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum ScoreError {
    NotANumber,
    /// More decimal places than the weights' (this many).
    TooPrecise(usize),
    /// Beyond any number held, so beyond any window.
    TooLarge,
}

/// A decimal number's parts, the one reading of a weight, a window and a
/// lead: whether it is negative, and its digits before and after the point
/// (a sign, then at least one digit in all, and nothing else around spaces);
/// `None` for anything else. The minus sign may be typeset (U+2212).
fn decimal_parts(text: &str) -> Option<(bool, &str, &str)> {
    let trimmed = text.trim();
    let (negative, body) = match trimmed.strip_prefix(['-', '\u{2212}']) {
        Some(rest) => (true, rest),
        None => (false, trimmed.strip_prefix('+').unwrap_or(trimmed)),
    };
    let (whole, fraction) = body.split_once('.').unwrap_or((body, ""));
    let digits = !(whole.is_empty() && fraction.is_empty()) && whole.bytes().chain(fraction.bytes()).all(|b| b.is_ascii_digit());
    digits.then_some((negative, whole, fraction))
}

/// A decimal as (digits without the point, decimal places).
fn parse_decimal(text: &str) -> Result<(i64, u32), WeightsError> {
    let (negative, whole, fraction) = decimal_parts(text).ok_or_else(|| WeightsError::NotANumber { text: text.into() })?;
    let fraction = fraction.trim_end_matches('0');
    if fraction.len() > MAX_DECIMALS {
        return Err(WeightsError::TooManyDecimals { text: text.into() });
    }
    let whole = whole.trim_start_matches('0');
    if whole.len() > 7 {
        return Err(WeightsError::TooLarge { text: text.into() });
    }
    let mut value: i64 = 0;
    for b in whole.bytes().chain(fraction.bytes()) {
        value = value * 10 + (b - b'0') as i64;
    }
    if value > MAX_WEIGHT * 10i64.pow(fraction.len() as u32) {
        return Err(WeightsError::TooLarge { text: text.into() });
    }
    Ok((if negative { -value } else { value }, fraction.len() as u32))
}

impl Weights {
    /// "W12,W13,W23", e.g. "1,-2,0.5".
    pub fn parse(text: &str) -> Result<Weights, WeightsError> {
        let parts: Vec<&str> = text.split(',').collect();
        if parts.len() != 3 {
            return Err(WeightsError::Count { got: if text.trim().is_empty() { 0 } else { parts.len() } });
        }
        let mut parsed = [(0i64, 0u32); 3];
        for (slot, part) in parsed.iter_mut().zip(&parts) {
            *slot = parse_decimal(part)?;
        }
        let decimals = parsed.iter().map(|p| p.1).max().unwrap_or(0);
        let scaled = parsed.map(|(value, places)| value * 10i64.pow(decimals - places));
        Ok(Weights { scaled, decimals })
    }

    /// Whole-number weights.
    pub fn whole(w12: i64, w13: i64, w23: i64) -> Weights {
        Weights { scaled: [w12, w13, w23], decimals: 0 }
    }

    /// The weight of a move between pegs `a` and `b` (from 0), scaled.
    fn scaled_for(&self, a: u8, b: u8) -> i64 {
        self.scaled[edge(a, b)]
    }

    /// A score in the weights' scale, as a decimal: "-1.5".
    pub fn show(&self, scaled: i64) -> Decimal {
        Decimal { scaled, decimals: self.decimals }
    }

    /// The weight a move between pegs `a` and `b` (from 0) gains, as a decimal.
    pub fn gain(&self, mv: Move) -> Decimal {
        self.show(self.scaled_for(mv.from, mv.to))
    }

    /// The weight a move gains, in the weights' scale (see [`Weights::show`]).
    pub fn scaled_gain(&self, mv: Move) -> i64 {
        self.scaled_for(mv.from, mv.to)
    }

    /// A window given as a decimal score difference, in the weights' scale.
    /// A number too large to hold is read as `i64::MAX`: more than any game
    /// can follow, which [`Scoring::max_window`] then says.
    pub fn parse_window(&self, text: &str) -> Result<i64, WeightsError> {
        let bad = || WeightsError::Window { text: text.into() };
        let Some((false, whole, fraction)) = decimal_parts(text) else {
            return Err(bad());
        };
        // A window finer than the weights is rounded down to their scale.
        let places = self.decimals as usize;
        let digits = whole.bytes().chain(fraction.bytes().chain(core::iter::repeat(b'0')).take(places));
        let mut scaled: i64 = 0;
        for b in digits {
            scaled = scaled.saturating_mul(10).saturating_add((b - b'0') as i64);
        }
        if scaled > 0 {
            Ok(scaled)
        } else {
            Err(bad())
        }
    }

    /// What each move scores, in words: "a move between pegs 1 and 2 scores
    /// 1, a move between pegs 1 and 3 scores 2, and a move between pegs 2
    /// and 3 scores -3".
    pub fn describe(&self) -> String {
        let [w12, w13, w23] = self.scaled.map(|w| self.show(w));
        alloc::format!(
            "a move between pegs 1 and 2 scores {w12}, a move between pegs 1 and 3 scores {w13}, \
             and a move between pegs 2 and 3 scores {w23}"
        )
    }

    /// The default window: [`DEFAULT_WINDOW_MOVES`] times the largest weight.
    pub fn default_window(&self) -> i64 {
        DEFAULT_WINDOW_MOVES * self.scaled.iter().map(|w| w.abs()).max().unwrap_or(0).max(1)
    }
}

impl fmt::Display for Weights {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{},{}", self.show(self.scaled[0]), self.show(self.scaled[1]), self.show(self.scaled[2]))
    }
}

/// A scaled score shown as a decimal, without trailing zeros.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decimal {
    scaled: i64,
    decimals: u32,
}

impl fmt::Display for Decimal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let unit = 10i64.pow(self.decimals);
        let sign = if self.scaled < 0 { "-" } else { "" };
        let (whole, mut fraction) = (self.scaled.abs() / unit, self.scaled.abs() % unit);
        write!(f, "{sign}{whole}")?;
        if fraction > 0 {
            let mut places = self.decimals as usize;
            while fraction % 10 == 0 {
                fraction /= 10;
                places -= 1;
            }
            write!(f, ".{fraction:0places$}")?;
        }
        Ok(())
    }
}

/// The scoring game: the impartial game on three pegs, with the score
/// difference (the player to move's total minus the opponent's) in the rank.
#[derive(Clone, Debug)]
pub struct Scoring {
    base: Impartial,
    weights: Weights,
    /// Weights divided by their common factor.
    units: [i64; 3],
    unit: i64,
    /// Differences from -window to window, in units.
    window: i64,
    /// The score difference at the start, in units (0 unless the game
    /// starts from a position of one's own: `start_check.rs`).
    pub(super) lead: i64,
}

impl Scoring {
    /// The most discs scoring play takes.
    pub const MAX_DISCS: u64 = 8;

    /// `window`: the largest score difference followed, in the weights'
    /// scale ([`Weights::default_window`] if `None`).
    pub fn new(discs: u64, ending: Ending, weights: Weights, window: Option<i64>) -> Result<Scoring, SetupError> {
        super::setup::within("scoring play", "discs", discs, 1, Scoring::MAX_DISCS)?;
        let base = Impartial::new(3, discs, ending)?;
        let unit = weights.scaled.iter().fold(0i64, |g, &w| gcd(g, w.abs())).max(1);
        let units = weights.scaled.map(|w| w / unit);
        let window = window.unwrap_or_else(|| weights.default_window()).max(1) / unit;
        let mut scoring = Scoring { base, weights, units, unit, window: window.max(1), lead: 0 };
        // Keep the ranks within what the analysis can index.
        scoring.window = scoring.window.min(scoring.max_units());
        Ok(scoring)
    }

    /// The most units of score difference either way whose positions the
    /// analysis can index: (2w + 1) times the impartial game's ranks within
    /// [`super::MAX_RANKS`].
    fn max_units(&self) -> i64 {
        let most = super::MAX_RANKS / self.base.ranks().max(1);
        (most.saturating_sub(1) / 2).max(1) as i64
    }

    /// The largest window the analysis can follow for these discs, ending
    /// and weights, in the weights' scale. A larger one asked for is cut to it.
    pub fn max_window(&self) -> i64 {
        self.max_units() * self.unit
    }

    /// Whether the window is the largest the analysis can follow, so that a
    /// larger one cannot settle more.
    pub fn window_is_largest(&self) -> bool {
        self.window >= self.max_units()
    }

    /// What the analysis will meet, bounded by the score differences play
    /// can reach rather than by every one in the window (with weights
    /// 1,1,-1000 about 30 of the window's 128,001 at each position).
    ///
    /// After k moves the difference for the player to move is (-1)^k s,
    /// where s adds up the moves' weights with every other one's sign
    /// flipped: the length of a walk through the impartial game's positions,
    /// each taken with its move number's parity. Walking that graph once
    /// gives p, the length of the first walk found to each node, and g, the
    /// greatest common divisor of how far each move's weight misses
    /// p(its end) - p(its start). Any walk's length is its end's p plus the
    /// misses of its moves, so p plus a multiple of g: at each node at most
    /// one difference in g of the window is reached (only p where g is 0).
    /// The impartial game has at most 118,098 ranks on three pegs, so the
    /// walk is quick (a fraction of a millisecond natively for 6 discs).
    pub fn reach(&self) -> Reach {
        let mut base = self.base.clone();
        let nodes = base.ranks() as usize * 2;
        let mut first = alloc::vec![UNWALKED; nodes];
        let mut moves_from = alloc::vec![0u8; nodes / 2];
        let mut queue: Vec<u32> = Vec::new();
        let start = base.start() as usize * 2;
        first[start] = 0;
        queue.push(start as u32);
        let mut g = 0i64;
        let mut head = 0;
        while head < queue.len() {
            let node = queue[head] as usize;
            head += 1;
            let (rank, odd) = (node / 2, node % 2 == 1);
            if base.over(rank as u64).is_some() {
                continue;
            }
            let mut count = 0u8;
            base.moves(rank as u64, &mut |mv, next| {
                count += 1;
                let Next::Rank(child) = next else { return };
                let weight = self.units[edge(mv.from, mv.to)];
                let length = first[node] + if odd { -weight } else { weight };
                let end = child as usize * 2 + usize::from(!odd);
                if first[end] == UNWALKED {
                    first[end] = length;
                    queue.push(end as u32);
                } else {
                    g = gcd(g, (length - first[end]).abs());
                }
            });
            moves_from[rank] = count;
        }
        // Ended positions, never expanded, count with no moves.
        let (mut positions, mut moves) = (0u64, 0u64);
        for (rank, &count) in moves_from.iter().enumerate() {
            let at = |parity: usize| match first[rank * 2 + parity] {
                UNWALKED => 0,
                p => within_window(p, g, self.window),
            };
            let here = (at(0) + at(1)).min(self.span());
            positions += here;
            moves += here * count as u64;
        }
        Reach::with_moves(self.ranks(), positions, moves)
    }

    pub fn weights(&self) -> &Weights {
        &self.weights
    }

    pub fn base(&self) -> &Impartial {
        &self.base
    }

    pub(super) fn base_mut(&mut self) -> &mut Impartial {
        &mut self.base
    }

    /// The common factor of the weights, in their scale: every score is a multiple of it.
    pub(super) fn unit(&self) -> i64 {
        self.unit
    }

    /// A score typed as a decimal ("-1.5"), in the weights' scale, or why not.
    pub(super) fn scaled_score(&self, text: &str) -> Result<i64, ScoreError> {
        let (negative, whole, fraction) = decimal_parts(text).ok_or(ScoreError::NotANumber)?;
        let fraction = fraction.trim_end_matches('0');
        let places = self.weights.decimals as usize;
        if fraction.len() > places {
            return Err(ScoreError::TooPrecise(places));
        }
        let mut value: i64 = 0;
        for digit in whole.bytes().chain(fraction.bytes()).chain(core::iter::repeat_n(b'0', places - fraction.len())) {
            value = value.checked_mul(10).and_then(|v| v.checked_add((digit - b'0') as i64)).ok_or(ScoreError::TooLarge)?;
        }
        Ok(if negative { -value } else { value })
    }

    /// Whether a win in `moves` from a position with score difference
    /// `difference` (the weights' scale) is exact, though the analysis was
    /// `cut`: it is when `moves` moves of the largest weight stay within the
    /// window, for then every line that short was followed and no quicker
    /// win was missed. The one rule of the game's report, the page's value
    /// and Theorem 12's table ("win in at most r" otherwise).
    pub fn win_is_exact(&self, difference: i64, moves: u32, cut: bool) -> bool {
        let largest = self.weights.scaled.iter().map(|w| w.abs()).max().unwrap_or(0);
        !cut || difference.abs().saturating_add((moves as i64).saturating_mul(largest)) <= self.window()
    }

    /// The window actually used, in the weights' scale.
    pub fn window(&self) -> i64 {
        self.window * self.unit
    }

    fn span(&self) -> u64 {
        2 * self.window as u64 + 1
    }

    pub(super) fn split(&self, rank: u64) -> (u64, i64) {
        (rank / self.span(), (rank % self.span()) as i64 - self.window)
    }

    pub(super) fn join(&self, base: u64, difference: i64) -> Next {
        if difference.abs() > self.window {
            Next::Beyond
        } else {
            Next::Rank(base * self.span() + (difference + self.window) as u64)
        }
    }

    /// The impartial position under `rank` (its discs and the disc just moved).
    pub fn base_rank(&self, rank: u64) -> u64 {
        self.split(rank).0
    }

    /// The score difference at `rank`, for the player to move, in the
    /// weights' scale.
    pub fn difference(&self, rank: u64) -> i64 {
        self.split(rank).1 * self.unit
    }

    /// The rank of the impartial position `base` with the score difference
    /// `difference` (for the player to move, in the weights' scale, so a sum
    /// of weights), or [`Next::Beyond`] outside the window.
    pub fn rank_at(&self, base: u64, difference: i64) -> Next {
        self.join(base, difference / self.unit)
    }

    fn after(&self, difference: i64, mv: Move, base_next: Next) -> Next {
        let gain = self.units[edge(mv.from, mv.to)];
        match base_next {
            // The opponent moves next: the difference changes sides.
            Next::Rank(base) => self.join(base, -(difference + gain)),
            Next::Beyond => Next::Beyond,
        }
    }
}

/// Which weight a move between pegs `a` and `b` (from 0) gains: 0 for w12,
/// 1 for w13, 2 for w23.
fn edge(a: u8, b: u8) -> usize {
    match (a.min(b), a.max(b)) {
        (0, 1) => 0,
        (0, 2) => 1,
        _ => 2,
    }
}

/// A walk not yet found.
const UNWALKED: i64 = i64::MIN;

/// How many of the differences -window..=window are `p` plus a multiple of
/// `g` (just `p` when `g` is 0).
fn within_window(p: i64, g: i64, window: i64) -> u64 {
    if g == 0 {
        return u64::from(p.abs() <= window);
    }
    let lowest = -window + (p + window).rem_euclid(g);
    if lowest > window {
        0
    } else {
        ((window - lowest) / g + 1) as u64
    }
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

impl Game for Scoring {
    fn ranks(&self) -> u64 {
        self.base.ranks() * self.span()
    }

    fn start(&self) -> u64 {
        match self.join(self.base.start(), self.lead) {
            Next::Rank(rank) => rank,
            Next::Beyond => unreachable!("the start's lead was checked within the window"),
        }
    }

    fn over(&mut self, rank: u64) -> Option<Outcome> {
        let (base, difference) = self.split(rank);
        self.base.over(base).map(|_| match difference.signum() {
            1 => Outcome::Win,
            -1 => Outcome::Lose,
            _ => Outcome::Tie,
        })
    }

    fn moves(&mut self, rank: u64, visit: &mut dyn FnMut(Move, Next)) {
        let (base, difference) = self.split(rank);
        let mut found: [(Move, Next); 6] = [(Move::new(0, 0), Next::Beyond); 6];
        let mut count = 0;
        self.base.moves(base, &mut |mv, next| {
            found[count] = (mv, next);
            count += 1;
        });
        for &(mv, next) in &found[..count] {
            visit(mv, self.after(difference, mv, next));
        }
    }

    fn play(&mut self, rank: u64, mv: Move) -> Result<Next, GameIllegal> {
        let (base, difference) = self.split(rank);
        if self.over(rank).is_some() {
            return Err(GameIllegal::Over);
        }
        let next = self.base.play(base, mv)?;
        Ok(self.after(difference, mv, next))
    }

    fn position(&mut self, rank: u64) -> Position {
        self.base.position(self.split(rank).0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_window_is_read_in_the_weights_scale_and_a_huge_one_saturates() {
        let weights = Weights::parse("0.5,-2,1").unwrap();
        assert_eq!(weights.parse_window("40"), Ok(400));
        assert_eq!(weights.parse_window("40.25"), Ok(402), "finer than the weights: rounded down");
        assert_eq!(weights.parse_window(" +3 "), Ok(30));
        assert_eq!(weights.parse_window("99999999999999999999999999"), Ok(i64::MAX));
        for bad in ["0", "0.01", "-5", "-0", "ten", "", "1e9", "+-3", ".", "1.2.3"] {
            assert_eq!(weights.parse_window(bad), Err(WeightsError::Window { text: bad.into() }), "{bad}");
        }
    }

    #[test]
    fn a_typeset_minus_sign_is_a_minus_sign() {
        assert_eq!(Weights::parse("1,\u{2212}2,0.5"), Weights::parse("1,-2,0.5"));
        assert_eq!(Weights::parse("1,-2,1").unwrap().parse_window("\u{2212}5"), Err(WeightsError::Window { text: "\u{2212}5".into() }));
    }

    #[test]
    fn a_win_is_exact_when_its_moves_of_the_largest_weight_fit_the_window() {
        let game = Scoring::new(2, Ending::Ec1, Weights::whole(1, 2, -3), Some(30)).unwrap();
        assert!(game.win_is_exact(0, 7, false), "not cut: exact");
        assert!(game.win_is_exact(0, 10, true), "10 moves of 3 fit ±30");
        assert!(!game.win_is_exact(0, 11, true), "11 moves of 3 could leave it");
        assert!(!game.win_is_exact(-3, 10, true), "from a lead of -3, 10 moves could leave it");
    }

    #[test]
    fn the_window_is_cut_to_what_the_analysis_can_index_and_says_so() {
        // 3 discs, EC1: 108 ranks of the impartial game, so 2w + 1 <= 2^27 / 108.
        let asked = Scoring::new(3, Ending::Ec1, Weights::whole(1, 2, -3), Some(10_000_000)).unwrap();
        assert_eq!((asked.max_window(), asked.window(), asked.window_is_largest()), (621_377, 621_377, true));
        assert!(asked.ranks() <= crate::game::MAX_RANKS);
        let small = Scoring::new(3, Ending::Ec1, Weights::whole(1, 2, -3), Some(2)).unwrap();
        assert_eq!((small.window(), small.window_is_largest()), (2, false));
        // The default, 64 times the largest weight, is cut for large weights.
        let default = Scoring::new(8, Ending::Ec1, Weights::whole(1, -1_000_000, 1), None).unwrap();
        assert!(default.window_is_largest());
    }
}
