//! The generalized Sprague–Grundy part of `hanoi game`'s report, for
//! impartial games: the start's value and how many positions have each
//! value (`gsg`, `gsg_counts` in JSON), or why there are none.

use std::io::{self, IsTerminal, Write};
use std::ops::ControlFlow;

use hanoi_core::game::registry::GameRules;
use hanoi_core::game::{Analysis, GrundyError, GrundyLabels, GrundyParts, GRUNDY_MEANING};
use serde::Serialize;

use super::game::analyse;
use crate::failure::Failure;

/// The analysis of `rules`' game, with its values if it is impartial:
/// `None` for a game that is not, `Some(None)` where play is not normal
/// (misère, a drawn ending). Both come from one graph, built once; progress
/// shows on a terminal.
pub fn analyse_with_values(rules: &mut dyn GameRules) -> Result<(Analysis, Option<Option<GrundyParts>>), Failure> {
    if !rules.impartial() {
        return Ok((analyse(rules.analysed())?, None));
    }
    let watched = io::stderr().is_terminal();
    let result = GrundyLabels::run_with_analysis(rules.analysed(), &mut |progress| {
        if watched {
            eprint!("\r{}: {} positions   ", progress.phase.name(), progress.done);
        }
        ControlFlow::Continue(())
    });
    if watched {
        eprint!("\r{:60}\r", "");
    }
    let (analysis, labels) = result.map_err(Failure::bad_request)?;
    Ok((analysis, Some(labels)))
}

/// `"gsg_counts"`: each value's text and how many positions have it, finite
/// values ascending, then the ∞s (an object, in that order).
pub struct Counts(Vec<(String, u64)>);

impl Counts {
    pub fn of(labels: &GrundyParts) -> Counts {
        Counts(labels.counts().into_iter().map(|(g, n)| (g.text(), n)).collect())
    }
}

impl Serialize for Counts {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (value, count) in &self.0 {
            map.serialize_entry(value, count)?;
        }
        map.end()
    }
}

/// The text report's lines: the start's value with the counts, and what
/// the values mean; or why there are none.
pub fn write_text(out: &mut impl Write, grundy: &Option<Option<GrundyParts>>) -> io::Result<()> {
    match grundy {
        None => Ok(()),
        Some(Some(labels)) => {
            writeln!(out, "{}", capitalised(&labels.summary()))?;
            writeln!(out, "{GRUNDY_MEANING}")
        }
        Some(None) => writeln!(out, "{}", capitalised(&GrundyError::NotNormalPlay.to_string())),
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_says_why_a_game_out_of_normal_play_has_no_values() {
        let mut out = Vec::new();
        write_text(&mut out, &Some(None)).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "Generalized Sprague–Grundy values are defined for normal play only (a player who cannot move loses), \
             and this game can end otherwise\n"
        );
        let mut out = Vec::new();
        write_text(&mut out, &None).unwrap();
        assert!(out.is_empty(), "nothing for a game that is not impartial");
    }
}
