//! Two-player Tower of Hanoi games, and one retrograde analysis that solves
//! any of them.
//!
//! A game supplies only its rules ([`Game`]): its positions as ranks, the
//! legal moves from each, and the outcome where play has ended. The disc
//! moves themselves go through the puzzles' rules engine ([`crate::Rules`]);
//! each game layers its turn rules on top (not the disc just moved, no early
//! tower, one colour per player). [`Analysis`] then labels every position
//! reachable from the start as a win or loss with its remoteness, a tie, a
//! draw, or (where a scoring game's window of score differences cut play
//! off) undecided.

mod analysis;
mod coalition;
mod describe;
mod ending;
mod graph;
mod grundy;
mod illegal;
mod impartial;
mod playing;
mod red_blue;
pub mod registry;
mod review;
mod scoring;
mod setup;
mod spec;
mod start_arrange;
mod start_check;
mod start_random;
mod start_text;
pub mod sum;
pub mod theorem12;
mod value;
pub mod weight_plane;

pub use analysis::{
    Analysis, AnalysisError, Labels, Phase, Progress, Reach, BYTES_PER_POSITION, MAX_RANKS, NATIVE_MOVES_PER_SECOND,
};
pub use coalition::{ordinal, player_label, CoalitionError, Coalitions, Standing, MAX_PLAYERS, MIN_PLAYERS};
pub use describe::pegs_text;
pub use ending::Ending;
pub use grundy::{Grundy, GrundyError, GrundyLabels, GrundyOutcome, GrundyParts, GRUNDY_MEANING};
pub use illegal::GameIllegal;
pub use impartial::{Compulsory, Impartial, Towers, TurnRule, Variation};
pub use playing::{player_name, Choice, Finish, Match, MatchError, Ply, Skill};
pub use playing::{ExportFormat, RankWords, CSV_HEADER, PAGE_EXPORT_MAX_POSITIONS};
pub use review::{delta_remoteness, delta_words, Scorecard, Verdict, DELTA_MEANING, VERDICT_GROUPS};
pub use red_blue::{RedBlue, Side};
pub use scoring::{Decimal, Scoring, Weights, WeightsError, DEFAULT_WINDOW_MOVES, MAX_DECIMALS};
pub use setup::SetupError;
pub use registry::{GameDef, GameRules, Registry, Where, GAMES};
pub use spec::{
    GameSpec, PageEstimate, SpecText, DEFAULT_WEIGHTS, LONG_SOLVE_SECONDS, PAGE_MAX_RANKS, PAGE_MOVES_PER_SECOND, QUICK_RANKS,
};
pub use value::Value;

use crate::position::{Move, Position};

/// Where a legal move leads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Next {
    /// The position of this rank.
    Rank(u64),
    /// Somewhere the analysis does not follow (a score difference outside a
    /// scoring game's window): its value is unknown.
    Beyond,
}

/// How a finished game ended, for the player who would move next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Win,
    Lose,
    Tie,
}

/// The rules of a two-player game in which the players alternate.
///
/// Values are always for the player to move; a game whose rules depend on
/// who that is (Red–Blue) keeps it in the rank.
pub trait Game {
    /// Every position has a rank below this.
    fn ranks(&self) -> u64;

    /// The rank of the starting position.
    fn start(&self) -> u64;

    /// The outcome if play has ended at `rank`, else `None`. A position
    /// that has not ended but has no legal move is a loss for the player to
    /// move; the analysis sees to that.
    fn over(&mut self, rank: u64) -> Option<Outcome>;

    /// Every legal move from `rank` (which has not ended) and where it leads.
    fn moves(&mut self, rank: u64, visit: &mut dyn FnMut(Move, Next));

    /// Make one move, or say why it is illegal. Agrees with [`Game::moves`].
    fn play(&mut self, rank: u64, mv: Move) -> Result<Next, GameIllegal>;

    /// The discs of the position `rank`, to draw or print.
    fn position(&mut self, rank: u64) -> Position;
}
