//! A game being played: the mid-end a page drives. It holds the chosen game
//! and its analysis, the moves made (with undo, redo, and the finished game
//! to replay), whose turn it is, each player's score in scoring play, the
//! value of the position and of every legal move for the player to move,
//! how each move changed its mover's value, and the computer's move.
//!
//! Scoring play is followed on its impartial base (what is legal, when the
//! tower is complete) with both totals beside it, so play goes on where the
//! analysis's window of score differences ends; there values are undecided.

use alloc::vec::Vec;
use core::fmt;
use core::ops::ControlFlow;

use alloc::boxed::Box;

mod export;
mod values;

pub use export::{ExportFormat, RankWords, CSV_HEADER, PAGE_EXPORT_MAX_POSITIONS};

use super::registry::GameRules;
use super::spec::{GameSpec, QUICK_RANKS};
use super::{
    Analysis, AnalysisError, CoalitionError, Coalitions, Decimal, GameIllegal, GrundyParts, Labels, Next, Outcome, Progress,
    SetupError, Side, Standing, Value, Weights,
};
use crate::position::{Move, Position};

/// Why a match could not start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MatchError {
    Setup(SetupError),
    Analysis(AnalysisError),
    /// Several players on rules where the last mover does not win.
    Players(CoalitionError),
}

impl fmt::Display for MatchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MatchError::Setup(e) => e.fmt(f),
            MatchError::Analysis(e) => e.fmt(f),
            MatchError::Players(e) => e.fmt(f),
        }
    }
}

impl core::error::Error for MatchError {}

impl From<SetupError> for MatchError {
    fn from(e: SetupError) -> MatchError {
        MatchError::Setup(e)
    }
}

impl From<CoalitionError> for MatchError {
    fn from(e: CoalitionError) -> MatchError {
        match e {
            CoalitionError::Analysis(e) => MatchError::Analysis(e),
            other => MatchError::Players(other),
        }
    }
}

impl From<AnalysisError> for MatchError {
    fn from(e: AnalysisError) -> MatchError {
        MatchError::Analysis(e)
    }
}

/// How well the computer plays.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Skill {
    /// Wins as fast as it can, loses as slowly as it can, keeps a tie or a draw.
    Perfect,
    /// Plays a random legal move with this probability (0 to 1), else perfectly.
    Errs { chance: f64 },
}

/// A legal move for the player to move, with what it leaves them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    pub mv: Move,
    /// The disc it moves.
    pub disc: u16,
    /// What it leaves the player making it, counting the moves left from
    /// before it (this one included), as the position's value does: the
    /// best move of a position won in 7 is a win in 7.
    pub value: Value,
    /// Whether a perfect player would make it.
    pub best: bool,
}

/// One move made, with its mover's value before and after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ply {
    pub mv: Move,
    pub disc: u16,
    /// 0 for the player who moved first, 1 for the other.
    pub mover: u8,
    /// The mover's value before the move, and what the move left them,
    /// counted the same way (the moves left from before it, this one
    /// included): equal for a perfect move, and a win in 1 for the move that
    /// wins.
    pub before: Value,
    pub after: Value,
    /// What the move scored (scoring play), in the weights' scale.
    pub gain: Option<i64>,
}

impl Ply {
    /// The mover could force a win before the move, and no longer can.
    pub fn threw_away_win(&self) -> bool {
        matches!(self.before, Value::Win(_)) && !matches!(self.after, Value::Win(_))
    }

    /// The mover could avoid losing before the move, and no longer can.
    pub fn threw_away_draw(&self) -> bool {
        matches!(self.before, Value::Tie(_) | Value::Draw) && matches!(self.after, Value::Lose(_))
    }
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Finish {
    /// This player (0 moved first) won.
    Won(u8),
    /// Equal totals (scoring play).
    Tie,
}

/// A position in play: the played game's rank and both totals (scaled; the
/// first mover's first).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Spot {
    rank: u64,
    totals: [i64; 2],
}

/// One game between two players (or several: see [`Coalitions`]), from its start.
pub struct Match {
    spec: GameSpec,
    rules: Box<dyn GameRules>,
    /// With several players, each position's value for the player to move
    /// (a win, a loss where another can force one, else a draw), beside
    /// who can force a win in `coalitions`.
    analysis: Analysis,
    coalitions: Option<Coalitions>,
    /// The generalized Sprague–Grundy values, where the game has them (values.rs).
    grundy: Option<GrundyParts>,
    /// `spots[t]` is the position after `t` moves; `plies[t]` the move from it.
    spots: Vec<Spot>,
    plies: Vec<Ply>,
    /// Moves in effect; those after it were undone and can be redone.
    now: usize,
}

impl fmt::Debug for Match {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Match").field("spec", &self.spec).field("plies", &self.plies).field("now", &self.now).finish()
    }
}

impl Clone for Match {
    fn clone(&self) -> Match {
        Match {
            spec: self.spec.clone(),
            rules: self.rules.clone_box(),
            analysis: self.analysis.clone(),
            coalitions: self.coalitions.clone(),
            grundy: self.grundy.clone(),
            spots: self.spots.clone(),
            plies: self.plies.clone(),
            now: self.now,
        }
    }
}

impl Match {
    /// The game, solved at once.
    pub fn new(spec: &GameSpec) -> Result<Match, MatchError> {
        Match::solve(spec, &mut |_| ControlFlow::Continue(()))
    }

    /// The game, solved with progress reports; the callback may cancel.
    pub fn solve(spec: &GameSpec, progress: &mut dyn FnMut(Progress) -> ControlFlow<()>) -> Result<Match, MatchError> {
        let mut rules = spec.build()?;
        if rules.players() > 2 {
            let players = rules.players();
            let coalitions = Coalitions::run_with_progress(rules.analysed(), players, progress)?;
            return Match::with_coalitions(spec, rules, coalitions);
        }
        let (analysis, grundy) = values::analyse(&mut *rules, progress)?;
        Ok(Match { grundy, ..Match::begin(spec, rules, analysis, None) })
    }

    /// Only the analysis, as labels to hand to another thread (a worker
    /// solves, the page plays: see [`Match::from_labels`]).
    pub fn labels(
        spec: &GameSpec,
        progress: &mut dyn FnMut(Progress) -> ControlFlow<()>,
    ) -> Result<Labels, MatchError> {
        let mut rules = spec.build()?;
        if rules.players() > 2 {
            let players = rules.players();
            return Ok(Coalitions::run_with_progress(rules.analysed(), players, progress)?.into_labels());
        }
        Ok(Analysis::run_with_progress(rules.analysed(), progress)?.into_labels())
    }

    /// The game with an analysis made elsewhere by [`Match::labels`].
    pub fn from_labels(spec: &GameSpec, labels: Labels) -> Result<Match, MatchError> {
        let mut rules = spec.build()?;
        if rules.players() > 2 {
            let game = rules.analysed();
            let coalitions = Coalitions::from_labels(labels, game.ranks(), game.start())?;
            return Match::with_coalitions(spec, rules, coalitions);
        }
        let game = rules.analysed();
        let analysis = Analysis::from_labels(labels, game.ranks(), game.start())?;
        Ok(Match::begin(spec, rules, analysis, None))
    }

    /// Several players: the values for the player to move, from who can force a win.
    fn with_coalitions(spec: &GameSpec, mut rules: Box<dyn GameRules>, coalitions: Coalitions) -> Result<Match, MatchError> {
        let game = rules.analysed();
        let analysis = Analysis::from_labels(coalitions.movers_labels(), game.ranks(), game.start())?;
        Ok(Match::begin(spec, rules, analysis, Some(coalitions)))
    }

    /// Whether the game solves in well under a frame, so that a page need
    /// not send it to a worker.
    pub fn solves_quickly(spec: &GameSpec) -> Result<bool, SetupError> {
        Ok(spec.build()?.analysed().ranks() <= QUICK_RANKS)
    }

    fn begin(spec: &GameSpec, mut rules: Box<dyn GameRules>, analysis: Analysis, coalitions: Option<Coalitions>) -> Match {
        let start = Spot { rank: rules.played().start(), totals: rules.start_totals() };
        Match { spec: spec.clone(), rules, analysis, coalitions, grundy: None, spots: alloc::vec![start], plies: Vec::new(), now: 0 }
    }

    /// How many players move in turn.
    pub fn players(&self) -> u8 {
        self.coalitions.as_ref().map_or(2, |c| c.players())
    }

    /// With several players, who can force a win now, or whether the player
    /// to move is kingmaker, can hand a win to some, or it is a draw, as a
    /// sentence; `None` for two players (their value says it).
    pub fn standing_sentence(&mut self) -> Option<alloc::string::String> {
        let coalitions = self.coalitions.as_ref()?;
        let (players, mover, rank) = (coalitions.players(), self.to_move(), self.spots[self.now].rank);
        let standing = coalitions.standing(self.rules.played(), rank).unwrap_or(Standing::Draw);
        Some(standing.sentence(mover, players))
    }

    /// With several players, what each of [`Match::choices`] leads to, in
    /// their order: "Player 2 forces a win in 4", "Player 3 is kingmaker",
    /// a draw; empty for two players (a move's value says it).
    pub fn choice_effects(&mut self) -> Vec<alloc::string::String> {
        let spot = self.spots[self.now];
        if self.coalitions.is_none() || self.finish_of(spot, self.to_move()).is_some() {
            return Vec::new();
        }
        let Some(coalitions) = self.coalitions.as_ref() else { return Vec::new() };
        let (players, next) = (coalitions.players(), (self.to_move() + 1) % coalitions.players());
        let mut found = Vec::new();
        self.rules.played().moves(spot.rank, &mut |_, to| {
            if let Next::Rank(rank) = to {
                found.push(rank);
            }
        });
        let game = self.rules.played();
        found
            .into_iter()
            .map(|rank| coalitions.standing(game, rank).unwrap_or(Standing::Draw).short(next, players))
            .collect()
    }

    /// The player who moved before `mover`.
    fn previous(&self, mover: u8) -> u8 {
        (mover + self.players() - 1) % self.players()
    }

    /// What moving to `after` leaves `mover`, counting this move: the
    /// next player's value seen from the other side with two players; with
    /// several, a win where `mover` can then force one, a loss where another
    /// can, else a draw.
    fn move_value(&mut self, after: Spot, mover: u8) -> Value {
        let Some(coalitions) = &self.coalitions else {
            let next = 1 - mover;
            return self.value_of(after, next).for_other().with_the_move();
        };
        // The mover sits at offset P − 1 after the move.
        match coalitions.forced(after.rank) {
            Some((k, r)) if k + 1 == coalitions.players() => Value::Win(r + 1),
            Some((_, r)) => Value::Lose(r + 1),
            None => Value::Draw,
        }
    }

    pub fn spec(&self) -> &GameSpec {
        &self.spec
    }

    /// Positions the analysis labelled.
    pub fn positions(&self) -> u64 {
        self.analysis.positions()
    }

    /// Whether every value is exact: false where scoring play's window cut
    /// play off (a win's remoteness is then an upper bound).
    pub fn is_exact(&self) -> bool {
        !self.analysis.is_cut()
    }

    /// The weights of scoring play.
    pub fn weights(&self) -> Option<&Weights> {
        self.rules.weights()
    }

    /// Who a player is: "Player 1" and "Player 2", or the colour in Red–Blue.
    pub fn player_name(&self, player: u8) -> &'static str {
        match self.players() {
            2 => player_name(&*self.rules, player),
            p => ["Player 1", "Player 2", "Player 3", "Player 4", "Player 5", "Player 6"][(player % p) as usize],
        }
    }

    /// A player's colour in Red–Blue.
    pub fn side(&self, player: u8) -> Option<Side> {
        self.rules.sides().map(|sides| sides[player as usize % 2])
    }

    /// The value for the player to move, as a clause (see [`Value::sentence`]),
    /// a win's remoteness "at most" where the window may hide a quicker win.
    pub fn sentence(&self, value: Value, who: &str) -> alloc::string::String {
        value.sentence_as(who, !self.is_exact_here(value), self.ties_are_drawn())
    }

    /// Whether `value`, the current position's or a move's from it for the
    /// mover, is exact: a win found within a cut window is when the window
    /// could not hide a quicker one (the rule of [`GameRules::win_is_exact`]).
    pub fn is_exact_here(&self, value: Value) -> bool {
        // Only a win's remoteness is ever a bound.
        let Value::Win(moves) = value else { return true };
        let spot = self.spots[self.now];
        let mover = self.to_move() as usize % 2;
        let difference = if self.rules.weights().is_some() { spot.totals[mover] - spot.totals[1 - mover] } else { 0 };
        self.rules.win_is_exact(difference, moves, self.analysis.is_cut())
    }

    /// Whether a level end is a drawn one (see [`GameRules::ties_are_drawn`]).
    pub fn ties_are_drawn(&self) -> bool {
        self.rules.ties_are_drawn()
    }

    /// How play ended, said of the player who made the last move, where the
    /// game words it (see [`GameRules::ending_how`]); `None` while in play.
    pub fn ending_how(&mut self) -> Option<&'static str> {
        self.finish()?;
        let rank = self.spots[self.now].rank;
        self.rules.ending_how(rank)
    }

    /// The position in play in the words a game starts from (`--from`),
    /// or `None` where scoring play's lead is outside the window.
    pub fn start_text(&mut self) -> Option<alloc::string::String> {
        let spot = self.spots[self.now];
        let mover = self.to_move() as usize % 2;
        let lead = if self.rules.weights().is_some() { spot.totals[mover] - spot.totals[1 - mover] } else { 0 };
        match self.rules.rank_at(spot.rank, lead) {
            Next::Rank(rank) => Some(self.rules.start_text(rank)),
            Next::Beyond => None,
        }
    }

    /// Moves in effect.
    pub fn moves_made(&self) -> usize {
        self.now
    }

    /// The player to move (0 moved first).
    pub fn to_move(&self) -> u8 {
        (self.now % self.players() as usize) as u8
    }

    pub fn position(&mut self) -> Position {
        self.position_at(self.now)
    }

    /// The position after `t` moves (at most the moves made and undone).
    pub fn position_at(&mut self, t: usize) -> Position {
        let spot = self.spots[t.min(self.spots.len() - 1)];
        self.rules.played().position(spot.rank)
    }

    /// A player's total in scoring play (0 moved first), now.
    pub fn score(&self, player: u8) -> Option<Decimal> {
        let weights = self.rules.weights()?;
        Some(weights.show(self.spots[self.now].totals[player as usize % 2]))
    }

    /// A player's total after `t` moves.
    pub fn score_at(&self, t: usize, player: u8) -> Option<Decimal> {
        let weights = self.rules.weights()?;
        let spot = self.spots.get(t)?;
        Some(weights.show(spot.totals[player as usize % 2]))
    }

    /// The moves in effect, with their values.
    pub fn plies(&self) -> &[Ply] {
        &self.plies[..self.now]
    }

    /// How the game ended, if it has.
    pub fn finish(&mut self) -> Option<Finish> {
        let spot = self.spots[self.now];
        self.finish_of(spot, self.to_move())
    }

    /// The value of the position for the player to move.
    pub fn value(&mut self) -> Value {
        let spot = self.spots[self.now];
        self.value_of(spot, self.to_move())
    }

    /// Every legal move with its value for the mover, pegs in order.
    pub fn choices(&mut self) -> Vec<Choice> {
        let spot = self.spots[self.now];
        let mover = self.to_move();
        if self.finish_of(spot, mover).is_some() {
            return Vec::new();
        }
        let mut found = Vec::new();
        self.rules.played().moves(spot.rank, &mut |mv, next| found.push((mv, next)));
        let position = self.rules.played().position(spot.rank);
        let mut choices: Vec<Choice> = found
            .into_iter()
            .filter_map(|(mv, next)| {
                let Next::Rank(rank) = next else { return None };
                let after = self.after(spot, mover, mv, rank);
                let value = self.move_value(after, mover);
                let disc = position.top(mv.from as usize).map_or(0, |d| d.size);
                Some(Choice { mv, disc, value, best: false })
            })
            .collect();
        let best = choices.iter().map(|c| c.value.for_other().rank_as_reply()).max();
        for choice in choices.iter_mut() {
            choice.best = Some(choice.value.for_other().rank_as_reply()) == best;
        }
        choices
    }

    /// Why no disc can be lifted from `peg` (from 0), or `None` when it has
    /// a legal move.
    pub fn lift_error(&mut self, peg: usize) -> Option<GameIllegal> {
        if self.choices().iter().any(|c| c.mv.from as usize == peg) {
            return None;
        }
        let spot = self.spots[self.now];
        if self.finish_of(spot, self.to_move()).is_some() {
            return Some(GameIllegal::Over);
        }
        // The reason the first other peg refuses it (the same for every peg
        // when the disc is not the mover's to move).
        let to = if peg == 0 { 1 } else { 0 };
        let peg = peg.min(u8::MAX as usize) as u8;
        self.rules.played().play(spot.rank, Move::new(peg, to)).err()
    }

    /// Make a move (pegs from 0), or say why it is illegal and change nothing.
    pub fn play(&mut self, mv: Move) -> Result<Ply, GameIllegal> {
        let spot = self.spots[self.now];
        let mover = self.to_move();
        if self.finish_of(spot, mover).is_some() {
            return Err(GameIllegal::Over);
        }
        let Next::Rank(rank) = self.rules.played().play(spot.rank, mv)? else {
            return Err(GameIllegal::Over);
        };
        let disc = self.rules.played().position(spot.rank).top(mv.from as usize).map_or(0, |d| d.size);
        let next = self.after(spot, mover, mv, rank);
        let ply = Ply {
            mv,
            disc,
            mover,
            before: self.value_of(spot, mover),
            after: self.move_value(next, mover),
            gain: self.rules.weights().map(|w| w.scaled_gain(mv)),
        };
        self.plies.truncate(self.now);
        self.spots.truncate(self.now + 1);
        self.plies.push(ply);
        self.spots.push(next);
        self.now += 1;
        Ok(ply)
    }

    /// Take the last move back; the move, or `None` at the start.
    pub fn undo(&mut self) -> Option<Move> {
        self.now = self.now.checked_sub(1)?;
        Some(self.plies[self.now].mv)
    }

    /// Make the last move taken back again; `None` if there is none.
    pub fn redo(&mut self) -> Option<Move> {
        let ply = *self.plies.get(self.now)?;
        self.now += 1;
        Some(ply.mv)
    }

    pub fn can_redo(&self) -> bool {
        self.now < self.plies.len()
    }

    /// The computer's move: a perfect one, chosen among equals by `dice[1]`
    /// (0 to 1); or, with [`Skill::Errs`], when `dice[0]` falls below its
    /// chance, any legal move, chosen by `dice[1]`. `None` when play has ended.
    pub fn computer_move(&mut self, skill: Skill, dice: [f64; 2]) -> Option<Move> {
        let choices = self.choices();
        let pick = |count: usize| ((dice[1].clamp(0.0, 1.0) * count as f64) as usize).min(count.saturating_sub(1));
        if let Skill::Errs { chance } = skill {
            if dice[0] < chance && !choices.is_empty() {
                return Some(choices[pick(choices.len())].mv);
            }
        }
        let best: Vec<&Choice> = choices.iter().filter(|c| c.best).collect();
        best.get(pick(best.len())).map(|c| c.mv)
    }

    /// The position after `mv` from `spot`, leading to the played game's `rank`.
    fn after(&self, spot: Spot, mover: u8, mv: Move, rank: u64) -> Spot {
        let mut totals = spot.totals;
        if let Some(weights) = self.rules.weights() {
            totals[mover as usize] += weights.scaled_gain(mv);
        }
        Spot { rank, totals }
    }

    fn finish_of(&mut self, spot: Spot, mover: u8) -> Option<Finish> {
        let over = self.rules.played().over(spot.rank);
        let weights = self.rules.weights().is_some();
        match over {
            // The tower is complete: in scoring play the totals decide.
            Some(_) if weights => {
                let [mine, theirs] = [spot.totals[mover as usize], spot.totals[1 - mover as usize]];
                Some(match mine.cmp(&theirs) {
                    core::cmp::Ordering::Greater => Finish::Won(mover),
                    core::cmp::Ordering::Less => Finish::Won(1 - mover),
                    core::cmp::Ordering::Equal => Finish::Tie,
                })
            }
            Some(Outcome::Win) => Some(Finish::Won(mover)),
            Some(Outcome::Lose) => Some(Finish::Won(self.previous(mover))),
            Some(Outcome::Tie) => Some(Finish::Tie),
            None => {
                let mut any = false;
                self.rules.played().moves(spot.rank, &mut |_, _| any = true);
                // A player with no legal move loses: the one who moved last wins.
                let previous = self.previous(mover);
                (!any).then_some(Finish::Won(previous))
            }
        }
    }

    /// The value of `spot` for `mover`, the player to move there.
    fn value_of(&mut self, spot: Spot, mover: u8) -> Value {
        if let Some(finish) = self.finish_of(spot, mover) {
            return match finish {
                Finish::Won(p) if p == mover => Value::Win(0),
                Finish::Won(_) => Value::Lose(0),
                Finish::Tie => Value::Tie(0),
            };
        }
        // Only scoring play (two players) keeps totals.
        let difference = match self.rules.weights() {
            Some(_) => spot.totals[mover as usize % 2] - spot.totals[1 - mover as usize % 2],
            None => 0,
        };
        let Next::Rank(rank) = self.rules.rank_at(spot.rank, difference) else {
            return Value::Undecided;
        };
        match self.analysis.value(rank) {
            Some(Value::Draw) if self.coalitions.is_some() => self.best_for_mover(rank),
            value => value.unwrap_or(Value::Undecided),
        }
    }

    /// Several players, nobody able to force a win: what the best move
    /// leaves the mover, a draw where some move keeps everyone from a forced
    /// win, else (a kingmaker's fate) a loss put off as long as it can be.
    fn best_for_mover(&mut self, rank: u64) -> Value {
        let mut afters = Vec::new();
        self.rules.played().moves(rank, &mut |_, next| afters.push(next));
        let mut best: Option<Value> = None;
        for next in afters {
            let Next::Rank(after) = next else { continue };
            let value = self.move_value(Spot { rank: after, totals: [0, 0] }, 0);
            if best.is_none_or(|b| value.for_other().rank_as_reply() > b.for_other().rank_as_reply()) {
                best = Some(value);
            }
        }
        best.unwrap_or(Value::Draw)
    }
}

/// Who a player is under these rules: "Player 1" and "Player 2" (0 moved
/// first), or the colour where players have one.
pub fn player_name(rules: &dyn GameRules, player: u8) -> &'static str {
    match (rules.sides(), player % 2) {
        (Some(sides), p) => side_name(sides[p as usize]),
        (None, 0) => "Player 1",
        _ => "Player 2",
    }
}

fn side_name(side: Side) -> &'static str {
    match side {
        Side::Blue => "Blue",
        Side::Red => "Red",
    }
}
