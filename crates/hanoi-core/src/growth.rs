//! How a variation's number of moves grows with the number of discs: the
//! rate the documentation gives ([`of`]), and the
//! exact counts it is set against (`hanoi table`, the page's Growth panel).

use alloc::vec::Vec;

use crate::catalogue::Variation;
use crate::puzzle::Puzzle;
use crate::solution::TooLong;

/// count(n) ~ factor · base^n for large n, as the documentation states it
/// or as follows at once from its closed form. Serialized as the page's
/// Growth panel takes it: `{text, base, factor, evenOnly}`.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Growth {
    /// The statement in words, e.g. "DDD(n) ~ 0.6576·2.3117^n".
    pub text: &'static str,
    /// The rate per disc: 2.3117... for Rainbow.
    pub base: f64,
    /// The constant in front, where the documentation gives one (for
    /// Rainbow_C it gives the rate alone; Multi_Stack's depends on the pins).
    pub factor: Option<f64>,
    /// The factor holds for an even number of discs; odd numbers stay a
    /// fixed ratio off it (the 3^(n/2) formulas, given per parity).
    pub even_only: bool,
}

impl Growth {
    pub(crate) const fn new(text: &'static str, base: f64, factor: f64) -> Growth {
        Growth { text, base, factor: Some(factor), even_only: false }
    }

    /// The rate alone, without a constant.
    pub(crate) const fn rate(text: &'static str, base: f64) -> Growth {
        Growth { text, base, factor: None, even_only: false }
    }

    /// A factor that holds for even n.
    pub(crate) const fn even(text: &'static str, base: f64, factor: f64) -> Growth {
        Growth { text, base, factor: Some(factor), even_only: true }
    }
}

/// 1 + √3, the rate of Atkinson's cyclic transfers (A(n) = (x^(n+2) -
/// y^(n+2))/4√3 - 1 with x = 1 + √3, y = 1 - √3).
pub(crate) const ONE_PLUS_ROOT_3: f64 = 2.732050807568877;
/// √3: the 3^(n/2) formulas of the Reversi bottom-level problems.
pub(crate) const ROOT_3: f64 = 1.7320508075688772;
/// The largest root of E^4 - 2E^2 - 6E - 4, the guide's "2.3117..." for
/// Rainbow's order ten recurrence.
pub(crate) const RAINBOW_RATE: f64 = 2.3117069813406306;

/// How `variation`'s number of moves grows with n, where the documentation
/// says (an exponential rate; `None` where the growth is slower, as with
/// Frame's method, or not given). Kept here rather than in the catalogue:
/// only the Growth panel and the tests need it, and the page's first module
/// carries the catalogue.
pub fn of(variation: &Variation) -> Option<Growth> {
    Some(match variation.name {
        "Classic" => Growth::new("2^n - 1 ~ 2^n", 2.0, 1.0),
        "Cyclic" => Growth::new("A(n) ~ 1.0774·2.7321^n, 2.7321 = 1 + √3", ONE_PLUS_ROOT_3, 1.0773502691896257),
        "Rainbow" => Growth::new("DDD(n) ~ 0.6576·2.3117^n", RAINBOW_RATE, 0.6576),
        "Antwerp" => Growth::new("12·2^n - 8n - 10 ~ 12·2^n", 2.0, 12.0),
        "Adjacent" => Growth::new("3^n - 1 ~ 3^n", 3.0, 1.0),
        "Domino" => Growth::new("EDD(n) ~ 4·(5/33)·3^n", 3.0, 20.0 / 33.0),
        "Turtle" => Growth::new("3(2^n - 1) ~ 3·2^n", 2.0, 3.0),
        // The constant in front, l + 1/2 (3 for two stacks), depends on the
        // pins: the rate alone.
        "Multi_Stack" => Growth::rate("l(2^n - 1) + 2^(n-1) grows as 2^n on any number of pins", 2.0),
        "Lundon" => {
            Growth::new("A(n-1) + C(n-1) + 3 ~ 0.6830·2.7321^n, 2.7321 = 1 + √3", ONE_PLUS_ROOT_3, 0.6830127018922193)
        }
        "Brandonbug" => {
            Growth::new("A(n-1) + C(n-1) + 3 ~ 0.6830·2.7321^n, 2.7321 = 1 + √3", ONE_PLUS_ROOT_3, 0.6830127018922193)
        }
        "Classic_P" => Growth::new("2^n - 1 ~ 2^n", 2.0, 1.0),
        "Adjacent_P" => Growth::new("3^n - 1 ~ 3^n", 3.0, 1.0),
        "Cyclic_L" => Growth::new("A(n) ~ 1.0774·2.7321^n, 2.7321 = 1 + √3", ONE_PLUS_ROOT_3, 1.0773502691896257),
        "Cyclic_R" => Growth::new("C(n) ~ 0.7887·2.7321^n, 2.7321 = 1 + √3", ONE_PLUS_ROOT_3, 0.7886751345948129),
        "Rainbow_C" => Growth::rate("BAC(n) grows as 2.3117^n (the guide gives the rate alone)", RAINBOW_RATE),
        "Domino_B" => Growth::new("(3^n - 1)/2 ~ 0.5·3^n", 3.0, 0.5),
        "Domino_E" => Growth::new("DDE(n) ~ 2·(5/33)·3^n", 3.0, 10.0 / 33.0),
        "Domino_F" => Growth::new("DDF(n) ~ 3·(5/33)·3^n", 3.0, 15.0 / 33.0),
        "Checkers_P" => Growth::even("BABB(n) ~ 2·3^(n/2) = 2·1.7321^n for even n", ROOT_3, 2.0),
        "Reversi_A" => Growth::even("BABA(n) ~ 2·3^(n/2) = 2·1.7321^n for even n", ROOT_3, 2.0),
        "Reversi_B" => Growth::even("BABB(n) ~ 2·3^(n/2) = 2·1.7321^n for even n", ROOT_3, 2.0),
        "Reversi_C" => Growth::even("BAAB(n) ~ (8/3)·3^(n/2) = 2.667·1.7321^n for even n", ROOT_3, 8.0 / 3.0),
        "Reversi_G" => Growth::new("2(2^n - 1) ~ 2·2^n", 2.0, 2.0),
        "Reversi_H" => Growth::new("[(4/3)(2^n - 1/2)] ~ (4/3)·2^n", 2.0, 4.0 / 3.0),
        "Reversi_P" => Growth::even("BABB(n) ~ 2·3^(n/2) = 2·1.7321^n for even n", ROOT_3, 2.0),
        "Lundon_B" => Growth::new("C(n) ~ 0.7887·2.7321^n, 2.7321 = 1 + √3", ONE_PLUS_ROOT_3, 0.7886751345948129),
        "Lundon_C" => Growth::new("A(n) ~ 1.0774·2.7321^n, 2.7321 = 1 + √3", ONE_PLUS_ROOT_3, 1.0773502691896257),
        _ => return None,
    })
}

/// The largest exact search (in positions, by the search's estimate) the
/// page's Growth panel starts by itself, one number of discs after another:
/// about a second in a Web Worker. Larger ones are left to the Optimum
/// panel, whose limit is the page's memory (`search::PAGE_MEMORY_LIMIT`).
pub const GROWTH_SEARCH_POSITIONS: u64 = 1 << 20;

/// The number of moves of the variation's solution with `discs` discs
/// (`pins` where the variation takes a choice, its default otherwise):
/// `None` where the variation does not take that many discs or pins,
/// `Some(Err(TooLong))` past 128 bits.
pub fn count(variation: &'static Variation, discs: u64, pins: Option<u64>) -> Option<Result<u128, TooLong>> {
    let pins = pins.filter(|_| !variation.pins.is_fixed());
    Puzzle::new(variation, discs, pins).ok().map(|puzzle| puzzle.solution().length())
}

/// `count` for every number of discs from 0 to `upto`. Every variation's
/// count grows with n, so once one is past 128 bits the rest are too and
/// are not worked out (Many_Pin on 3 pins would build 872 puzzles of up to
/// 1000 discs for nothing: 0.4 s in the page).
pub fn counts(variation: &'static Variation, upto: u64, pins: Option<u64>) -> Vec<Option<Result<u128, TooLong>>> {
    let mut table = Vec::new();
    for n in 0..=upto {
        let too_long = matches!(table.last(), Some(Some(Err(TooLong))));
        let cell = if too_long && variation.discs.allows(n) { Some(Err(TooLong)) } else { count(variation, n, pins) };
        table.push(cell);
    }
    table
}
