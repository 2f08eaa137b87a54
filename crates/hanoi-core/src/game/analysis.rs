//! Retrograde analysis of a finite loopy game, after GamesmanClassic's loopy
//! solver: label the ended positions, then work backwards. A position with a
//! losing child wins; one whose every child wins loses, which a count of the
//! children not yet known to win detects. Labels are settled in order of
//! remoteness (a FIFO queue, since each label is one more than the label
//! that caused it), so a win takes its fastest losing child and a loss its
//! slowest winning one. What is never labelled is a tie where every way on
//! that avoids a loss ends level, and otherwise a draw, unless it could
//! reach a position the game did not follow ([`Next::Beyond`]): then it is
//! undecided.
//!
//! Memory: the game's graph (graph.rs: a rank-to-state map of 4 bytes per
//! rank, and per reachable state its rank and parents) and a value per state.

use alloc::collections::TryReserveError;
use alloc::vec::Vec;
use core::fmt;
use core::ops::ControlFlow;

use super::graph::{ids_of, report, Graph, REPORT_EVERY, UNSEEN};
use super::{Game, Next, Outcome, Value};
use crate::position::Move;

/// The most ranks a game may have: the rank-to-state map takes 4 bytes each.
pub const MAX_RANKS: u64 = 1 << 27;

/// Kinds of label, kept in one byte per state.
const OPEN: u8 = 0;
const WIN: u8 = 1;
const LOSE: u8 = 2;
const TIE: u8 = 3;
const DRAW: u8 = 4;
const UNDECIDED: u8 = 5;

/// What the analysis is doing, for a progress bar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Finding the positions reachable from the start.
    Exploring,
    /// Linking each position to the positions one move before it.
    Linking,
    /// Labelling wins, losses and ties backwards from the ends.
    Labelling,
}

impl Phase {
    /// "exploring", "linking", "labelling".
    pub fn name(self) -> &'static str {
        match self {
            Phase::Exploring => "exploring",
            Phase::Linking => "linking",
            Phase::Labelling => "labelling",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    pub phase: Phase,
    /// Positions done in this phase.
    pub done: u64,
    /// Positions this phase will do, where known (0 while exploring).
    pub total: u64,
}

/// What analysing a game will meet, bounded from above before it runs, so
/// that a page or a command can say how large and how long it is (and refuse
/// or ask first). Each game knows its own bounds (`reach()` on each game).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reach {
    /// The game's ranks: the analysis keeps 4 bytes for each.
    pub ranks: u64,
    /// At most this many positions can be reached from the start.
    pub positions: u64,
    /// At most this many moves join them.
    pub moves: u64,
}

/// Bytes the analysis keeps for each position it reaches, at most: its rank,
/// counts, label and remoteness, with room for the lists' growth.
pub const BYTES_PER_POSITION: u64 = 50;

/// How many of [`Reach::moves`] a native build gets through a second, about:
/// measured with `hanoi game` on one core of a laptop shared with other work
/// (12 M/s on 3 to 6 pegs, 19 M/s with the core to itself). The bound counts
/// more moves than there are (2 to 4 times), which the rate takes in.
pub const NATIVE_MOVES_PER_SECOND: u64 = 15_000_000;

impl Reach {
    /// A game with `ranks` ranks, `positions` positions at most and at most
    /// `moves_each` legal moves from any position.
    pub fn new(ranks: u64, positions: u64, moves_each: u64) -> Reach {
        let positions = positions.min(ranks);
        Reach { ranks, positions, moves: positions.saturating_mul(moves_each) }
    }

    /// A game with `ranks` ranks, `positions` positions and `moves` moves at most.
    pub fn with_moves(ranks: u64, positions: u64, moves: u64) -> Reach {
        Reach { ranks, positions: positions.min(ranks), moves }
    }

    /// Bytes the analysis may take: 4 a rank, [`BYTES_PER_POSITION`] a
    /// position and 4 a move (each position's list of the moves into it).
    pub fn bytes(&self) -> u64 {
        self.ranks
            .saturating_mul(4)
            .saturating_add(self.positions.saturating_mul(BYTES_PER_POSITION))
            .saturating_add(self.moves.saturating_mul(4))
    }

    /// Seconds the analysis may take at `moves_per_second`, rounded up.
    pub fn seconds(&self, moves_per_second: u64) -> u64 {
        self.moves.div_ceil(moves_per_second.max(1))
    }

    /// Two analyses run one after the other: the sum of their work (the
    /// larger's memory is what [`Reach::bytes`] of each says).
    pub fn then(self, next: Reach) -> Reach {
        Reach {
            ranks: self.ranks.saturating_add(next.ranks),
            positions: self.positions.saturating_add(next.positions),
            moves: self.moves.saturating_add(next.moves),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnalysisError {
    /// The game has more ranks than [`MAX_RANKS`].
    TooLarge {
        ranks: u64,
    },
    OutOfMemory,
    Cancelled,
    /// Labels handed over ([`Analysis::from_labels`]) are not of this game.
    NotThisGame,
}

impl fmt::Display for AnalysisError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnalysisError::TooLarge { ranks } => {
                write!(f, "the game has {ranks} positions to index, more than the {MAX_RANKS} the analysis can hold")
            }
            AnalysisError::OutOfMemory => f.write_str("there is not enough memory to analyse the game"),
            AnalysisError::Cancelled => f.write_str("the analysis was cancelled"),
            AnalysisError::NotThisGame => f.write_str("the analysis handed over is not of this game"),
        }
    }
}

impl core::error::Error for AnalysisError {}

impl From<TryReserveError> for AnalysisError {
    fn from(_: TryReserveError) -> AnalysisError {
        AnalysisError::OutOfMemory
    }
}

/// Every position reachable from a game's start, labelled.
#[derive(Clone, Debug)]
pub struct Analysis {
    ids: Vec<u32>,
    ranks: Vec<u64>,
    kinds: Vec<u8>,
    remoteness: Vec<u32>,
    /// Whether any move was cut off by the game ([`Next::Beyond`]).
    cut: bool,
    edges: u64,
}

/// An analysis as plain arrays, one entry per reachable position (the start
/// first), so that it can be made on one thread (a page's worker) and used
/// on another.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Labels {
    pub ranks: Vec<u64>,
    /// 1 win, 2 lose, 3 tie, 4 draw, 5 undecided.
    pub kinds: Vec<u8>,
    pub remoteness: Vec<u32>,
    pub cut: bool,
    pub moves: u64,
}

impl Analysis {
    /// Analyse `game` from its start.
    pub fn run<G: Game + ?Sized>(game: &mut G) -> Result<Analysis, AnalysisError> {
        Analysis::run_with_progress(game, &mut |_| ControlFlow::Continue(()))
    }

    /// Analyse `game`, reporting progress; the callback may cancel.
    pub fn run_with_progress<G: Game + ?Sized>(
        game: &mut G,
        progress: &mut dyn FnMut(Progress) -> ControlFlow<()>,
    ) -> Result<Analysis, AnalysisError> {
        let graph = Graph::build(game, progress)?;
        Analysis::on_graph(graph, progress)
    }

    /// Label the positions of a game's graph (built by [`Graph::build`]).
    pub(crate) fn on_graph(
        graph: Graph,
        progress: &mut dyn FnMut(Progress) -> ControlFlow<()>,
    ) -> Result<Analysis, AnalysisError> {
        // `children` counts the moves from each state not yet known to win.
        let Graph { ids, ranks, mut children, ended, beyond, first_parent, parents } = graph;
        let states = ranks.len();
        let edges = parents.len() as u64;
        let parents_of = |id: usize| &parents[first_parent[id] as usize..first_parent[id + 1] as usize];

        // Wins and losses, in order of remoteness.
        let mut kinds: Vec<u8> = Vec::new();
        kinds.try_reserve_exact(states)?;
        kinds.resize(states, OPEN);
        let mut remoteness: Vec<u32> = Vec::new();
        remoteness.try_reserve_exact(states)?;
        remoteness.resize(states, 0);
        let mut queue: Vec<u32> = Vec::new();
        queue.try_reserve(states)?;
        for id in 0..states {
            let kind = match ended[id] {
                Some(Outcome::Win) => WIN,
                Some(Outcome::Lose) => LOSE,
                None if children[id] == 0 => LOSE,
                _ => continue,
            };
            kinds[id] = kind;
            queue.push(id as u32);
        }
        spread(
            &mut queue,
            &parents_of,
            |id, p| {
                if kinds[p] != OPEN {
                    return false;
                }
                if kinds[id] == LOSE {
                    kinds[p] = WIN;
                } else {
                    children[p] -= 1;
                    if children[p] > 0 {
                        return false;
                    }
                    kinds[p] = LOSE;
                }
                remoteness[p] = remoteness[id] + 1;
                true
            },
            |labelled| {
                if labelled.is_multiple_of(REPORT_EVERY) {
                    report(progress, Phase::Labelling, labelled, states as u64)?;
                }
                Ok(())
            },
        )?;

        // Ties: `children` now counts the moves that do not lose at once, so
        // a position is a tie when each of them ends level.
        queue.clear();
        for id in 0..states {
            if ended[id] == Some(Outcome::Tie) {
                kinds[id] = TIE;
                queue.push(id as u32);
            }
        }
        spread(
            &mut queue,
            &parents_of,
            |id, p| {
                if kinds[p] != OPEN {
                    return false;
                }
                children[p] -= 1;
                if children[p] > 0 {
                    return false;
                }
                kinds[p] = TIE;
                remoteness[p] = remoteness[id] + 1;
                true
            },
            |_| Ok(()),
        )?;

        // What is left is undecided if it can reach a move the game cut
        // off without passing through a labelled position, else a draw.
        queue.clear();
        for id in 0..states {
            if kinds[id] == OPEN && beyond[id] {
                kinds[id] = UNDECIDED;
                queue.push(id as u32);
            }
        }
        spread(
            &mut queue,
            &parents_of,
            |_, p| {
                if kinds[p] != OPEN {
                    return false;
                }
                kinds[p] = UNDECIDED;
                true
            },
            |_| Ok(()),
        )?;
        for kind in kinds.iter_mut() {
            if *kind == OPEN {
                *kind = DRAW;
            }
        }
        let cut = beyond.iter().any(|&b| b);
        report(progress, Phase::Labelling, states as u64, states as u64)?;
        Ok(Analysis { ids, ranks, kinds, remoteness, cut, edges })
    }

    /// The labels, to hand to another thread.
    pub fn into_labels(self) -> Labels {
        Labels { ranks: self.ranks, kinds: self.kinds, remoteness: self.remoteness, cut: self.cut, moves: self.edges }
    }

    /// An analysis from its labels, for a game of `total_ranks` ranks whose
    /// start is `start`; refused when they cannot be that game's.
    pub fn from_labels(labels: Labels, total_ranks: u64, start: u64) -> Result<Analysis, AnalysisError> {
        let Labels { ranks, kinds, remoteness, cut, moves } = labels;
        let fits = !ranks.is_empty()
            && ranks[0] == start
            && kinds.len() == ranks.len()
            && remoteness.len() == ranks.len()
            && total_ranks <= MAX_RANKS
            && ranks.iter().all(|&r| r < total_ranks)
            && kinds.iter().all(|&k| (WIN..=UNDECIDED).contains(&k));
        if !fits {
            return Err(AnalysisError::NotThisGame);
        }
        let ids = ids_of(&ranks, total_ranks)?;
        Ok(Analysis { ids, ranks, kinds, remoteness, cut, edges: moves })
    }

    /// How many positions are reachable from the start.
    pub fn positions(&self) -> u64 {
        self.ranks.len() as u64
    }

    /// How many moves join them.
    pub fn moves(&self) -> u64 {
        self.edges
    }

    /// Whether the game cut any move off. Then wins and losses are still
    /// certain, but their remoteness is an upper bound: a shorter line may
    /// pass where the analysis did not look.
    pub fn is_cut(&self) -> bool {
        self.cut
    }

    /// The rank of every reachable position, the start first.
    pub fn reachable(&self) -> &[u64] {
        &self.ranks
    }

    /// The rank of the start, as the game gave it.
    pub fn start(&self) -> u64 {
        self.ranks[0]
    }

    /// The value of the position `rank` for the player to move, or `None`
    /// if it cannot be reached from the start.
    pub fn value(&self, rank: u64) -> Option<Value> {
        let id = *self.ids.get(rank as usize)?;
        (id != UNSEEN).then(|| self.value_of(id as usize))
    }

    /// Where the position `rank` is in the order of [`Analysis::reachable`]
    /// (and of values made on the same graph), or `None` if it cannot be
    /// reached from the start.
    pub fn state(&self, rank: u64) -> Option<usize> {
        let id = *self.ids.get(rank as usize)?;
        (id != UNSEEN).then_some(id as usize)
    }

    /// The value of a position a move leads to, for the player who moves there.
    pub fn value_of_next(&self, next: Next) -> Value {
        match next {
            Next::Rank(rank) => self.value(rank).unwrap_or(Value::Undecided),
            Next::Beyond => Value::Undecided,
        }
    }

    fn value_of(&self, id: usize) -> Value {
        let r = self.remoteness[id];
        match self.kinds[id] {
            WIN => Value::Win(r),
            LOSE => Value::Lose(r),
            TIE => Value::Tie(r),
            DRAW => Value::Draw,
            _ => Value::Undecided,
        }
    }

    /// Every legal move from `rank` with where it leads and the value there
    /// for the opponent, who moves next.
    pub fn options<G: Game + ?Sized>(&self, game: &mut G, rank: u64) -> Vec<(Move, Next, Value)> {
        let mut options = Vec::new();
        if game.over(rank).is_some() {
            return options;
        }
        game.moves(rank, &mut |mv, next| options.push((mv, next, Value::Undecided)));
        for option in options.iter_mut() {
            option.2 = self.value_of_next(option.1);
        }
        options
    }

    /// The move a perfect player makes from `rank`: the fastest win, else
    /// the slowest loss is put off and a tie or draw kept. `None` when play
    /// has ended or the position is undecided.
    pub fn best<G: Game + ?Sized>(&self, game: &mut G, rank: u64) -> Option<(Move, Next)> {
        let value = self.value(rank)?;
        let options = self.options(game, rank);
        let wanted = |v: Value| match value {
            // A remoteness of 0 has ended: there is no move to want.
            Value::Win(r) => r.checked_sub(1).map(Value::Lose) == Some(v),
            Value::Lose(r) => r.checked_sub(1).map(Value::Win) == Some(v),
            Value::Tie(r) => r.checked_sub(1).map(Value::Tie) == Some(v),
            Value::Draw => v == Value::Draw,
            Value::Undecided => false,
        };
        options.into_iter().find(|o| wanted(o.2)).map(|(mv, next, _)| (mv, next))
    }

    /// Perfect play from `rank`, move by move, with the rank reached. A
    /// draw's line stops when a position comes round again, at most `limit`
    /// moves.
    pub fn line<G: Game + ?Sized>(&self, game: &mut G, rank: u64, limit: usize) -> Vec<(Move, u64)> {
        let mut line = Vec::new();
        let mut seen = alloc::collections::BTreeSet::new();
        let mut at = rank;
        seen.insert(at);
        while line.len() < limit {
            let Some((mv, Next::Rank(next))) = self.best(game, at) else {
                break;
            };
            line.push((mv, next));
            at = next;
            if !seen.insert(at) {
                break;
            }
        }
        line
    }
}

/// Work backwards from the positions in `queue`, first in, first out:
/// `label(id, parent)` labels a parent of a settled position if it now can
/// and says whether it did; labelled parents are queued in turn. Since each
/// label is one more than the label that caused it, positions settle in
/// order of remoteness. `settled` hears how many have settled so far.
fn spread<'a>(
    queue: &mut Vec<u32>,
    parents_of: &dyn Fn(usize) -> &'a [u32],
    mut label: impl FnMut(usize, usize) -> bool,
    mut settled: impl FnMut(u64) -> Result<(), AnalysisError>,
) -> Result<(), AnalysisError> {
    let mut head = 0;
    while head < queue.len() {
        let id = queue[head] as usize;
        head += 1;
        for &p in parents_of(id) {
            if label(id, p as usize) {
                queue.push(p);
            }
        }
        settled(head as u64)?;
    }
    Ok(())
}
