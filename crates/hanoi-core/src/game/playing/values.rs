//! A match's generalized Sprague–Grundy values (impartial games in normal
//! play): made with the analysis on one graph, handed over with it from a
//! worker, and read for the position in play and after each legal move.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::ops::ControlFlow;

use super::Match;
use crate::game::registry::GameRules;
use crate::game::spec::GameSpec;
use crate::game::MatchError;
use crate::game::{Analysis, AnalysisError, Grundy, GrundyError, GrundyLabels, GrundyParts, Labels, Next, Progress};
use crate::position::Move;

/// The analysis of `rules`' game, with its values where it is impartial and
/// in normal play.
pub(super) fn analyse(
    rules: &mut dyn GameRules,
    progress: &mut dyn FnMut(Progress) -> ControlFlow<()>,
) -> Result<(Analysis, Option<GrundyParts>), AnalysisError> {
    if rules.impartial() {
        GrundyLabels::run_with_analysis(rules.analysed(), progress)
    } else {
        Ok((Analysis::run_with_progress(rules.analysed(), progress)?, None))
    }
}

impl Match {
    /// The analysis and the values (where the game has them), as plain
    /// arrays to hand to another thread: see [`Match::from_labels_and_values`].
    pub fn labels_and_values(
        spec: &GameSpec,
        progress: &mut dyn FnMut(Progress) -> ControlFlow<()>,
    ) -> Result<(Labels, Option<GrundyParts>), MatchError> {
        let mut rules = spec.build()?;
        let (analysis, values) = analyse(&mut *rules, progress)?;
        Ok((analysis.into_labels(), values))
    }

    /// The game with an analysis and values made elsewhere.
    pub fn from_labels_and_values(
        spec: &GameSpec,
        labels: Labels,
        values: Option<GrundyParts>,
    ) -> Result<Match, MatchError> {
        let mut game = Match::from_labels(spec, labels)?;
        if let Some(parts) = values {
            // Made on the same graph as the analysis: the same positions in the same order.
            if !parts.fits() || parts.ranks != game.analysis.reachable() {
                return Err(MatchError::Analysis(AnalysisError::NotThisGame));
            }
            game.grundy = Some(parts);
        }
        Ok(game)
    }

    /// Why an impartial game's positions have no values (play is not
    /// normal); `None` where they have, or the game is not impartial.
    pub fn values_note(&self) -> Option<String> {
        (self.rules.impartial() && self.grundy.is_none()).then(|| GrundyError::NotNormalPlay.to_string())
    }

    /// The value of the position in play, where the game has values.
    pub fn grundy(&self) -> Option<Grundy> {
        self.grundy.as_ref()?.value_at(self.analysis.state(self.spots[self.now].rank)?)
    }

    /// The value of the position each legal move leads to (for the player
    /// who moves next), in the order of [`Match::choices`].
    pub fn grundy_after(&mut self) -> Vec<Option<Grundy>> {
        let Some(parts) = &self.grundy else { return Vec::new() };
        let (analysis, rank) = (&self.analysis, self.spots[self.now].rank);
        let mut found = Vec::new();
        self.rules.played().moves(rank, &mut |_: Move, next| {
            if let Next::Rank(r) = next {
                found.push(analysis.state(r).and_then(|id| parts.value_at(id)));
            }
        });
        found
    }
}
