//! A sum's values from its parts' generalized Sprague–Grundy values (Smith;
//! Fraenkel and Yesha's labelling, in `game::grundy`): each part is
//! analysed on its own, and a position of the sum is worth the parts'
//! values added (x ⊕ y; ∞(K) + y = ∞(K ⊕ y); ∞ + ∞ = ∞). The product of the
//! parts' positions is never built.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::ops::ControlFlow;

use super::spec::SumSpec;
use crate::game::{Grundy, GrundyError, GrundyLabels, GrundyOutcome};
use crate::game::{Game, Impartial, Next, Progress};
use crate::position::Move;

/// Who wins a sum from a position, for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SumOutcome {
    /// The player to move can force a win (a value other than 0 or ∞(K)
    /// without 0 in K).
    Win,
    /// The player to move loses against perfect play (value 0).
    Lose,
    /// Neither can force a win (∞(K) with 0 not in K).
    Draw,
}

impl SumOutcome {
    /// What a value says.
    pub fn of(value: &Grundy) -> SumOutcome {
        match value.outcome() {
            GrundyOutcome::First => SumOutcome::Win,
            GrundyOutcome::Second => SumOutcome::Lose,
            GrundyOutcome::Draw => SumOutcome::Draw,
        }
    }

    /// For the first player from the start, as JSON writes it: first, second, draw.
    pub fn verdict(self) -> &'static str {
        match self {
            SumOutcome::Win => "first",
            SumOutcome::Lose => "second",
            SumOutcome::Draw => "draw",
        }
    }

    /// "you can force a win", "Player 2 cannot win against perfect play", ...
    pub fn sentence(self, who: &str) -> String {
        match self {
            SumOutcome::Win => format!("{who} can force a win"),
            SumOutcome::Lose if who == "you" => String::from("you lose against perfect play"),
            SumOutcome::Lose => format!("{who} loses against perfect play"),
            SumOutcome::Draw => String::from("neither player can force a win (a draw), and play need never end"),
        }
    }
}

/// One move of a part, with where it leads and that position's value and counter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Follower {
    pub mv: Move,
    pub rank: u64,
    pub value: Grundy,
    pub counter: u32,
}

/// Every part of a sum, analysed.
pub struct SumAnalysis {
    spec: SumSpec,
    games: Vec<Impartial>,
    labels: Vec<GrundyLabels>,
}

impl SumAnalysis {
    /// Analyse each part in turn; `progress` hears which part (from 0) and
    /// how far, and may cancel.
    pub fn run(
        spec: &SumSpec,
        progress: &mut dyn FnMut(usize, Progress) -> ControlFlow<()>,
    ) -> Result<SumAnalysis, GrundyError> {
        let mut games = spec.games();
        let mut labels: Vec<GrundyLabels> = Vec::with_capacity(games.len());
        for (i, game) in games.iter_mut().enumerate() {
            // As a `dyn Game`, the labelling the Games view already links is
            // used (one for `Impartial` would add some 14 KB gzipped to the module).
            // A tower the sum already has is labelled once.
            if let Some(same) = (0..i).find(|&j| spec.part_text(j) == spec.part_text(i)) {
                let copy = labels[same].clone();
                labels.push(copy);
                continue;
            }
            let game: &mut dyn Game = game;
            labels.push(GrundyLabels::run(game, &mut |p| progress(i, p))?);
        }
        Ok(SumAnalysis { spec: spec.clone(), games, labels })
    }

    pub fn spec(&self) -> &SumSpec {
        &self.spec
    }

    pub fn parts(&self) -> usize {
        self.games.len()
    }

    pub fn game(&mut self, i: usize) -> &mut Impartial {
        &mut self.games[i]
    }

    /// Each part's start.
    pub fn starts(&self) -> Vec<u64> {
        self.games.iter().map(|g| g.start()).collect()
    }

    /// Part `i`'s value at its rank `rank` (0 where it cannot be reached,
    /// which a position of play never is).
    pub fn value(&self, i: usize, rank: u64) -> Grundy {
        self.labels[i].value(rank).unwrap_or(Grundy::Finite(0))
    }

    /// Part `i`'s counter at `rank` (the labelling's; 0 for an infinite value).
    pub fn counter(&self, i: usize, rank: u64) -> u32 {
        self.labels[i].counter(rank).unwrap_or(0)
    }

    /// How many positions part `i` has, reachable from its start.
    pub fn counts(&self, i: usize) -> Vec<(Grundy, u64)> {
        self.labels[i].counts()
    }

    /// The sum's value at the parts' ranks: their values added.
    pub fn sum_value(&self, ranks: &[u64]) -> Grundy {
        let mut values = ranks.iter().enumerate().map(|(i, &r)| self.value(i, r));
        let first = values.next().unwrap_or(Grundy::Finite(0));
        values.fold(first, |a, v| a.plus(&v))
    }

    /// Whether part `i` has ended at `rank` (its tower completed): it has no move.
    pub fn ended(&mut self, i: usize, rank: u64) -> bool {
        self.games[i].over(rank).is_some()
    }

    /// Part `i`'s moves from `rank`, each with the value there.
    pub fn followers(&mut self, i: usize, rank: u64) -> Vec<Follower> {
        let mut moves: Vec<(Move, u64)> = Vec::new();
        if self.ended(i, rank) {
            return Vec::new();
        }
        self.games[i].moves(rank, &mut |mv, next| {
            if let Next::Rank(r) = next {
                moves.push((mv, r));
            }
        });
        moves
            .into_iter()
            .map(|(mv, r)| Follower { mv, rank: r, value: self.value(i, r), counter: self.counter(i, r) })
            .collect()
    }
}
