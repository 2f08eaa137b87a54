//! Generalized Sprague–Grundy values (Smith 1966) of a loopy impartial game
//! in normal play, by Fraenkel and Yesha's labelling with counters.
//!
//! A position's value is a number g, or ∞(K) with K the finite values among
//! its followers. Fraenkel–Yesha: for m = 0, 1, 2, …, label m (with a
//! counter, the order of labelling) every unlabelled u that has no follower
//! labelled m and each of whose followers that is unlabelled or ∞ has a
//! follower labelled m already; when none is left, label ∞ every unlabelled
//! u with no follower labelled m; stop when nothing is unlabelled.
//! (labelling.rs), kept as [`GrundyLabels`] (labels.rs).

mod infinities;
mod labelling;
mod labels;

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use super::analysis::AnalysisError;

pub use labels::{GrundyLabels, GrundyParts};

/// A position's generalized Sprague–Grundy value.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Grundy {
    Finite(u32),
    /// ∞(K): K is the finite values among the followers, ascending.
    Infinite(Vec<u32>),
}

/// Who wins a position of a given value, with perfect play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GrundyOutcome {
    /// The player to move wins (an N-position).
    First,
    /// The player who just moved wins (a P-position).
    Second,
    /// Neither can force a win (a D-position).
    Draw,
}

impl GrundyOutcome {
    /// "first", "second", "draw".
    pub fn word(self) -> &'static str {
        match self {
            GrundyOutcome::First => "first",
            GrundyOutcome::Second => "second",
            GrundyOutcome::Draw => "draw",
        }
    }
}

impl Grundy {
    /// "0", "3", "∞", "∞(0,2)".
    pub fn text(&self) -> String {
        match self {
            Grundy::Finite(g) => format!("{g}"),
            Grundy::Infinite(k) if k.is_empty() => String::from("∞"),
            Grundy::Infinite(k) => {
                let parts: Vec<String> = k.iter().map(|g| format!("{g}")).collect();
                format!("∞({})", parts.join(","))
            }
        }
    }

    /// The value of a disjunctive sum: x ⊕ y; ∞(K) + y = ∞(K ⊕ y);
    /// ∞(K) + ∞(L) = ∞.
    pub fn plus(&self, other: &Grundy) -> Grundy {
        match (self, other) {
            (Grundy::Finite(a), Grundy::Finite(b)) => Grundy::Finite(a ^ b),
            (Grundy::Infinite(k), Grundy::Finite(y)) | (Grundy::Finite(y), Grundy::Infinite(k)) => {
                let mut shifted: Vec<u32> = k.iter().map(|g| g ^ y).collect();
                shifted.sort_unstable();
                Grundy::Infinite(shifted)
            }
            (Grundy::Infinite(_), Grundy::Infinite(_)) => Grundy::Infinite(Vec::new()),
        }
    }

    pub fn is_finite(&self) -> bool {
        matches!(self, Grundy::Finite(_))
    }

    /// Outcome for the player to move: finite 0 → second player (P),
    /// finite > 0 → first (N), ∞(K) with 0 in K → first, else draw.
    pub fn outcome(&self) -> GrundyOutcome {
        match self {
            Grundy::Finite(0) => GrundyOutcome::Second,
            Grundy::Finite(_) => GrundyOutcome::First,
            Grundy::Infinite(k) if k.contains(&0) => GrundyOutcome::First,
            Grundy::Infinite(_) => GrundyOutcome::Draw,
        }
    }
}

impl Grundy {
    /// What the value says, for a page's title or aria text: "∞(0,2): play
    /// can go on for ever; the moves' finite values are 0 and 2, so the
    /// player to move wins (by moving to a position of value 0)".
    pub fn explain(&self) -> String {
        let name = "generalized Sprague–Grundy value";
        match self {
            Grundy::Finite(0) => format!("{name} 0: the player to move loses against perfect play"),
            Grundy::Finite(g) => format!(
                "{name} {g}: the player to move wins (by moving to a position of value 0); \
                 every smaller value is among the moves' values and {g} is not"
            ),
            Grundy::Infinite(k) => {
                let finite = match k.split_last() {
                    None => String::from("no move leads to a finite value"),
                    Some((last, [])) => format!("the only finite value its moves lead to is {last}"),
                    Some((last, rest)) => {
                        let rest: Vec<String> = rest.iter().map(|g| format!("{g}")).collect();
                        format!("the finite values its moves lead to are {} and {last}", rest.join(", "))
                    }
                };
                let outcome = if k.contains(&0) {
                    "the player to move wins by moving to a position of value 0"
                } else {
                    "neither player can force a win: a draw"
                };
                format!("{name} {self}: play can go on for ever (∞); {finite}, so {outcome}")
            }
        }
    }
}

impl fmt::Display for Grundy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text())
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GrundyError {
    /// Some ending is not a loss for the player to move (misère, a tie), or
    /// the game cut some move off: the values are defined for normal play.
    NotNormalPlay,
    Analysis(AnalysisError),
}

impl fmt::Display for GrundyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GrundyError::NotNormalPlay => f.write_str(
                "generalized Sprague–Grundy values are defined for normal play only (a player who cannot move loses), and this game can end otherwise",
            ),
            GrundyError::Analysis(e) => e.fmt(f),
        }
    }
}

impl core::error::Error for GrundyError {}

impl From<AnalysisError> for GrundyError {
    fn from(e: AnalysisError) -> GrundyError {
        GrundyError::Analysis(e)
    }
}

/// What the values mean, for a report beside the start's value.
pub const GRUNDY_MEANING: &str = "A position's generalized Sprague–Grundy value is 0 when the player to move loses \
    and a number above 0 when they win; in a sum of games played side by side, finite values add as nim-sums. \
    ∞(K) marks a position from which play can go on for ever, K being the values of its finite followers: \
    the player to move wins if K holds 0, else it is a draw.";

#[cfg(test)]
mod tests;
