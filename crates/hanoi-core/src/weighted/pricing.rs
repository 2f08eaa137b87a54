//! What each move costs: a k × k matrix of weights for k pegs (3 to 6), as
//! typed ("0,3,15;8,0,2;5,6,0", `inf` for a forbidden move), optionally
//! scaled by the size of the disc moved. Weights may have decimals; all are
//! held exactly as whole numbers of 10^-scale.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use crate::echo::quoted;
use crate::weighted::cost::{Cost, Sum};

pub const MIN_PEGS: usize = 3;
pub const MAX_PEGS: usize = 6;
/// The most digits after the decimal point a weight may have.
pub const MAX_DECIMALS: u32 = 6;
/// The largest weight, so that sums of many weights stay far from 2^128.
const MAX_WEIGHT_DIGITS: usize = 24;

/// Why typed weights were refused. Pegs are numbered from 1, as in the paper.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WeightsError {
    Empty,
    /// `rows` rows (one per peg) is not 3 to 6.
    PegCount {
        rows: usize,
    },
    /// Row `row` has `found` entries where there are `pegs` pegs.
    RowLength {
        row: usize,
        found: usize,
        pegs: usize,
    },
    NotANumber {
        from: usize,
        to: usize,
        text: String,
    },
    Negative {
        from: usize,
        to: usize,
        text: String,
    },
    TooPrecise {
        from: usize,
        to: usize,
        text: String,
    },
    TooLarge {
        from: usize,
        to: usize,
        text: String,
    },
}

impl fmt::Display for WeightsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let entry = |f: &mut fmt::Formatter<'_>, from: usize, to: usize, text: &str| {
            write!(f, "the weight from peg {from} to peg {to} (row {from}, entry {to}), {}, ", quoted(text))
        };
        match self {
            WeightsError::Empty => f.write_str(
                "no weights given: write one row per peg, rows separated by ';' and entries by ',' (\"0,3,15;8,0,2;5,6,0\")",
            ),
            WeightsError::PegCount { rows } => write!(
                f,
                "the weights have {rows} row{}, one per peg, but there must be {MIN_PEGS} to {MAX_PEGS} pegs",
                if *rows == 1 { "" } else { "s" }
            ),
            WeightsError::RowLength { row, found, pegs } => write!(
                f,
                "row {row} of the weights has {found} entr{}, not {pegs}: one per peg, the diagonal included",
                if *found == 1 { "y" } else { "ies" }
            ),
            WeightsError::NotANumber { from, to, text } => {
                entry(f, *from, *to, text)?;
                f.write_str("is not a number: write a cost such as 3, 2.5 or inf (a forbidden move)")
            }
            WeightsError::Negative { from, to, text } => {
                entry(f, *from, *to, text)?;
                f.write_str("is negative: a move costs 0 or more")
            }
            WeightsError::TooPrecise { from, to, text } => {
                entry(f, *from, *to, text)?;
                write!(f, "has more than {MAX_DECIMALS} decimals")
            }
            WeightsError::TooLarge { from, to, text } => {
                entry(f, *from, *to, text)?;
                write!(f, "is too large: a weight has at most {MAX_WEIGHT_DIGITS} digits before the point")
            }
        }
    }
}

impl core::error::Error for WeightsError {}

/// One weight as typed: infinite, or digits with `decimals` after the point.
enum Typed {
    Infinite,
    Value { digits: u128, decimals: u32 },
}

fn read_weight(text: &str, from: usize, to: usize) -> Result<Typed, WeightsError> {
    let t = text.trim();
    let owned = || String::from(t);
    if ["inf", "infinity", "∞", "x", "-"].iter().any(|word| t.eq_ignore_ascii_case(word)) {
        return Ok(Typed::Infinite);
    }
    let body = t.strip_prefix('+').unwrap_or(t);
    if let Some(rest) = body.strip_prefix('-') {
        let is_number = !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit() || b == b'.');
        return Err(if is_number {
            WeightsError::Negative { from, to, text: owned() }
        } else {
            WeightsError::NotANumber { from, to, text: owned() }
        });
    }
    let (whole, fraction) = body.split_once('.').unwrap_or((body, ""));
    let digits_only = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if (whole.is_empty() && fraction.is_empty()) || !digits_only(whole) || !digits_only(fraction) {
        return Err(WeightsError::NotANumber { from, to, text: owned() });
    }
    let fraction = fraction.trim_end_matches('0');
    if fraction.len() > MAX_DECIMALS as usize {
        return Err(WeightsError::TooPrecise { from, to, text: owned() });
    }
    if whole.trim_start_matches('0').len() > MAX_WEIGHT_DIGITS {
        return Err(WeightsError::TooLarge { from, to, text: owned() });
    }
    // At most 24 + 6 digits: fits in a u128 (which holds 38).
    let all: String = [whole, fraction].concat();
    let digits = if all.is_empty() { 0 } else { all.parse::<u128>().expect("checked digits") };
    Ok(Typed::Value { digits, decimals: fraction.len() as u32 })
}

/// The cost of every move: weights between pegs, scaled by the disc's size
/// when `by_size` is set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pricing {
    pegs: usize,
    /// Weights in units of 10^-scale; the diagonal is zero and never used.
    units: [[Cost; MAX_PEGS]; MAX_PEGS],
    scale: u32,
    by_size: bool,
}

impl Pricing {
    /// Read a matrix as typed: rows separated by `;`, entries by `,`, the
    /// diagonal ignored, `inf` (or `∞`, `x`, `-`) for a forbidden move.
    pub fn parse(text: &str) -> Result<Pricing, WeightsError> {
        let mut rows: Vec<&str> = text.split(';').map(str::trim).collect();
        if rows.last() == Some(&"") {
            rows.pop();
        }
        if rows.is_empty() || rows.iter().all(|r| r.is_empty()) {
            return Err(WeightsError::Empty);
        }
        let pegs = rows.len();
        if !(MIN_PEGS..=MAX_PEGS).contains(&pegs) {
            return Err(WeightsError::PegCount { rows: pegs });
        }
        let mut typed: Vec<Vec<Option<Typed>>> = Vec::new();
        for (i, row) in rows.iter().enumerate() {
            let entries: Vec<&str> = row.split(',').collect();
            if entries.len() != pegs {
                return Err(WeightsError::RowLength { row: i + 1, found: entries.len(), pegs });
            }
            let mut line = Vec::new();
            for (j, entry) in entries.iter().enumerate() {
                line.push(if i == j { None } else { Some(read_weight(entry, i + 1, j + 1)?) });
            }
            typed.push(line);
        }
        let scale = typed
            .iter()
            .flatten()
            .filter_map(|t| match t {
                Some(Typed::Value { decimals, .. }) => Some(*decimals),
                _ => None,
            })
            .max()
            .unwrap_or(0);
        let mut units = [[Cost::ZERO; MAX_PEGS]; MAX_PEGS];
        for (i, line) in typed.iter().enumerate() {
            for (j, entry) in line.iter().enumerate() {
                units[i][j] = match entry {
                    None => Cost::ZERO,
                    Some(Typed::Infinite) => Cost::Infinite,
                    Some(Typed::Value { digits, decimals }) => Cost::units(digits * 10u128.pow(scale - decimals)),
                };
            }
        }
        Ok(Pricing { pegs, units, scale, by_size: false })
    }

    /// Whole-number weights, `None` for a forbidden move (diagonal ignored).
    pub fn whole(weights: &[&[Option<u64>]]) -> Pricing {
        let pegs = weights.len();
        assert!((MIN_PEGS..=MAX_PEGS).contains(&pegs) && weights.iter().all(|row| row.len() == pegs));
        let mut units = [[Cost::ZERO; MAX_PEGS]; MAX_PEGS];
        for i in 0..pegs {
            for j in 0..pegs {
                if i != j {
                    units[i][j] = weights[i][j].map_or(Cost::Infinite, |w| Cost::units(w as u128));
                }
            }
        }
        Pricing { pegs, units, scale: 0, by_size: false }
    }

    /// The same weights, each move's multiplied by the size of the disc
    /// moved (1 for the smallest) when `on`.
    pub fn scaled_by_size(self, on: bool) -> Pricing {
        Pricing { by_size: on, ..self }
    }

    pub fn is_scaled_by_size(&self) -> bool {
        self.by_size
    }

    pub fn pegs(&self) -> usize {
        self.pegs
    }

    /// Digits after the decimal point of every cost.
    pub fn decimals(&self) -> u32 {
        self.scale
    }

    /// The weight of a move from `from` to `to` (pegs from 0).
    pub fn weight(&self, from: usize, to: usize) -> Cost {
        self.units[from][to]
    }

    pub fn is_forbidden(&self, from: usize, to: usize) -> bool {
        from != to && self.units[from][to] == Cost::Infinite
    }

    /// What moving disc `size` (1 the smallest) from `from` to `to` costs.
    pub fn price(&self, size: u32, from: usize, to: usize) -> Cost {
        let weight = self.units[from][to];
        if self.by_size {
            weight.times(size as u128)
        } else {
            weight
        }
    }

    /// A cost as people read it: `43`, `2.5`, `inf`, or `2^128 units or more`.
    pub fn amount(&self, cost: Cost) -> Amount {
        Amount { cost, scale: self.scale }
    }

    /// The matrix as it would be typed, `inf` for forbidden moves and `0`
    /// on the diagonal: `0,3,15;8,0,2;5,6,0`.
    pub fn text(&self) -> String {
        let rows: Vec<String> = (0..self.pegs)
            .map(|i| {
                let row: Vec<String> = (0..self.pegs)
                    .map(|j| if i == j { String::from("0") } else { format!("{}", self.amount(self.units[i][j])) })
                    .collect();
                row.join(",")
            })
            .collect();
        rows.join(";")
    }
}

/// Display of a [`Cost`] at a pricing's scale.
#[derive(Clone, Copy, Debug)]
pub struct Amount {
    cost: Cost,
    scale: u32,
}

impl Amount {
    pub fn new(cost: Cost, scale: u32) -> Amount {
        Amount { cost, scale }
    }
}

impl fmt::Display for Amount {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.cost {
            Cost::Infinite => f.write_str("inf"),
            Cost::Finite(Sum::Beyond) => f.write_str("2^128 units or more"),
            Cost::Finite(Sum::Exact(units)) => {
                let unit = 10u128.pow(self.scale);
                let (whole, part) = (units / unit, units % unit);
                if part == 0 {
                    return write!(f, "{whole}");
                }
                let digits = format!("{part:0width$}", width = self.scale as usize);
                write!(f, "{whole}.{}", digits.trim_end_matches('0'))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn reads_the_papers_example_and_writes_it_back() {
        let pricing = Pricing::parse("0,3,15;8,0,2;5,6,0").unwrap();
        assert_eq!(pricing.pegs(), 3);
        assert_eq!(pricing.weight(0, 2), Cost::units(15));
        assert_eq!(pricing.text(), "0,3,15;8,0,2;5,6,0");
    }

    #[test]
    fn decimals_are_fixed_point_and_inf_forbids() {
        let pricing = Pricing::parse(" 0, 1.5 ,inf ; 2,x, 0.25 ; 1,1,0 ;").unwrap();
        assert_eq!(pricing.decimals(), 2);
        assert_eq!(pricing.weight(0, 1), Cost::units(150));
        assert!(pricing.is_forbidden(0, 2));
        assert_eq!(pricing.text(), "0,1.5,inf;2,0,0.25;1,1,0");
        assert_eq!(format!("{}", pricing.amount(Cost::units(4325))), "43.25");
    }

    #[test]
    fn refuses_bad_matrices_with_the_entry() {
        let error = |text: &str| Pricing::parse(text).unwrap_err().to_string();
        assert!(error("").starts_with("no weights given"));
        assert_eq!(error("0,1;1,0"), "the weights have 2 rows, one per peg, but there must be 3 to 6 pegs");
        assert_eq!(
            error("0,1,1;1,0;1,1,0"),
            "row 2 of the weights has 2 entries, not 3: one per peg, the diagonal included"
        );
        assert!(error("0,1,1;1,0,-2;1,1,0").contains("from peg 2 to peg 3 (row 2, entry 3), \"-2\", is negative"));
        assert!(error("0,a,1;1,0,1;1,1,0").contains("\"a\", is not a number"));
        assert!(error("0,1.0000001,1;1,0,1;1,1,0").contains("more than 6 decimals"));
        assert!(error("0,1,1;1,0,1;1,1e3,0").contains("is not a number"));
    }

    #[test]
    fn size_scaling_multiplies_by_the_disc() {
        let pricing = Pricing::parse("0,3,15;8,0,2;5,6,0").unwrap().scaled_by_size(true);
        assert_eq!(pricing.price(4, 0, 1), Cost::units(12));
    }
}
