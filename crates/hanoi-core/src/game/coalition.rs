//! Several players (CLM section 7.4): P players move in turn, 1, 2, ...,
//! P, 1, ..., on the positions of a two-player [`Game`], and the player who
//! moved last when play ends (the tower completed, or the player to move
//! stuck) wins. For each player, whether that player can force a win
//! against all the others together: a two-sided retrograde analysis, the
//! player's own positions won if some move wins, everyone else's if every
//! move does.
//!
//! Whose turn it is need not be part of a position: what matters is how many
//! places after the player to move a player sits (its offset, 0 for the
//! mover), so each position keeps one label per offset. A move takes the
//! player at offset k + 1 to offset k (and the mover, at 0, to P − 1).
//! Labels are settled first in, first out, so in order of remoteness: a
//! forced winner's fastest line, the others holding out longest. The two
//! player game is P = 2: offset 0 wins where [`super::Analysis`] says win,
//! offset 1 where it says lose, with the same remoteness.
//!
//! Only games whose ended positions are losses for the player to move can be
//! played so: "the player who moved last wins" means nothing else there.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use core::ops::ControlFlow;

use super::graph::{ids_of, Graph, REPORT_EVERY, UNSEEN};
use super::{AnalysisError, Game, Labels, Next, Outcome, Phase, Progress};
use crate::grouped::grouped;
use crate::position::Move;

/// The fewest and most players of a game of several players.
pub const MIN_PLAYERS: u64 = 2;
pub const MAX_PLAYERS: u64 = 6;


/// Why the players' analysis did not finish.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CoalitionError {
    Analysis(AnalysisError),
    /// Play ended somewhere in a way other than a loss for the player to
    /// move (misère play, a tie): who wins among several is not defined.
    EndNotLastMover { outcome: Outcome },
}

impl fmt::Display for CoalitionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CoalitionError::Analysis(e) => e.fmt(f),
            CoalitionError::EndNotLastMover { outcome } => write!(
                f,
                "with more than two players the player who moves last must win, but these rules end some games {}",
                match outcome {
                    Outcome::Win => "with a win for the player to move",
                    _ => "level",
                }
            ),
        }
    }
}

impl core::error::Error for CoalitionError {}

impl From<AnalysisError> for CoalitionError {
    fn from(e: AnalysisError) -> CoalitionError {
        CoalitionError::Analysis(e)
    }
}

impl From<alloc::collections::TryReserveError> for CoalitionError {
    fn from(_: alloc::collections::TryReserveError) -> CoalitionError {
        CoalitionError::Analysis(AnalysisError::OutOfMemory)
    }
}

/// What a position is worth, with several players, seen from the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    /// The player `offset` places after the player to move (0: the mover)
    /// can force a win in `remoteness` moves against all the others together.
    Forced { offset: u8, remoteness: u32 },
    /// Nobody can force a win, but the player to move can, by the choice of
    /// move, hand a forced win to each of the other players.
    Kingmaker,
    /// Nobody can force a win; the player to move can hand a forced win to
    /// the players at these offsets (bit k for offset k) but not to every
    /// other player: neither a kingmaker nor a draw.
    Hands { offsets: u8 },
    /// Nobody can force a win, and the player to move can hand a forced win
    /// to nobody.
    Draw,
}

/// "first", "second", ... : a player's place in the order of play.
pub fn ordinal(player: u8) -> &'static str {
    ["first", "second", "third", "fourth", "fifth", "sixth"].get(player as usize).copied().unwrap_or("later")
}

/// "Player 3", counting from 0 = Player 1.
pub fn player_label(player: u8) -> String {
    format!("Player {}", player as u32 + 1)
}

impl Standing {
    /// The JSON's `value` where `mover` (0 moved first) is to move:
    /// `first`, `second`, ... for the forced winner, `kingmaker`, `draw`,
    /// or `hands` for a mover who can make some but not all others win.
    pub fn verdict(&self, mover: u8, players: u8) -> &'static str {
        match *self {
            Standing::Forced { offset, .. } => ordinal((mover + offset) % players),
            Standing::Kingmaker => "kingmaker",
            Standing::Hands { .. } => "hands",
            Standing::Draw => "draw",
        }
    }

    /// The forced winner (0 moved first), where there is one.
    pub fn winner(&self, mover: u8, players: u8) -> Option<u8> {
        match *self {
            Standing::Forced { offset, .. } => Some((mover + offset) % players),
            _ => None,
        }
    }

    /// The standing as a sentence, `mover` (0 moved first) to move.
    pub fn sentence(&self, mover: u8, players: u8) -> String {
        let name = |offset: u8| player_label((mover + offset) % players);
        let moves = |r: u32| format!("{} move{}", grouped(r as u128), if r == 1 { "" } else { "s" });
        match *self {
            Standing::Forced { offset: 0, remoteness: 0 } => format!("{} has won", name(0)),
            Standing::Forced { offset, remoteness: 0 } => format!("{} has won", name(offset)),
            Standing::Forced { offset: 0, remoteness } => {
                format!("{}, to move, can force a win in {} against all the others together", name(0), moves(remoteness))
            }
            Standing::Forced { offset, remoteness } => {
                format!("{} can force a win in {} against all the others together", name(offset), moves(remoteness))
            }
            Standing::Kingmaker => format!(
                "no player can force a win, but {}, to move, is the kingmaker: a choice of move hands a forced win to any one of the others",
                name(0)
            ),
            Standing::Hands { offsets } => {
                let (can, cannot): (Vec<u8>, Vec<u8>) = (1..players).partition(|&k| offsets & (1 << k) != 0);
                let list = |ks: &[u8], or: bool| {
                    let names: Vec<String> = ks.iter().map(|&k| name(k)).collect();
                    if or { names_or(&names) } else { and_list(&names) }
                };
                format!(
                    "no player can force a win; {}, to move, can hand a forced win to {} but not to {}: neither a kingmaker nor a draw",
                    name(0),
                    list(&can, false),
                    list(&cannot, true)
                )
            }
            Standing::Draw => format!(
                "draw: no player can force a win against all the others together, and {}, to move, cannot hand one to anyone",
                name(0)
            ),
        }
    }
}

impl Standing {
    /// A few words, for a line of play: "Player 2 forces a win in 4",
    /// "Player 1 is kingmaker", "Player 1 can hand a win to Player 3 only", "draw".
    pub fn short(&self, mover: u8, players: u8) -> String {
        let name = |offset: u8| player_label((mover + offset) % players);
        match *self {
            Standing::Forced { offset, remoteness: 0 } => format!("{} has won", name(offset)),
            Standing::Forced { offset, remoteness } => format!("{} forces a win in {remoteness}", name(offset)),
            Standing::Kingmaker => format!("{} is kingmaker", name(0)),
            Standing::Hands { offsets } => {
                let can: Vec<String> = (1..players).filter(|k| offsets & (1 << k) != 0).map(name).collect();
                format!("{} can hand a win to {} only", name(0), and_list(&can))
            }
            Standing::Draw => String::from("draw"),
        }
    }
}

/// "Player 2 or Player 4".
fn names_or(items: &[String]) -> String {
    match items {
        [rest @ .., last] if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => and_list(items),
    }
}

fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// Every position reachable from a game's start, labelled for each offset.
#[derive(Clone, Debug)]
pub struct Coalitions {
    players: u8,
    ids: Vec<u32>,
    ranks: Vec<u64>,
    /// `wins[id * players + k]`: 0 if the player at offset k cannot force a
    /// win at position `id`, else its remoteness + 1.
    wins: Vec<u32>,
    edges: u64,
}

impl Coalitions {
    /// Analyse `game` for `players` players.
    pub fn run<G: Game + ?Sized>(game: &mut G, players: u8) -> Result<Coalitions, CoalitionError> {
        Coalitions::run_with_progress(game, players, &mut |_| ControlFlow::Continue(()))
    }

    /// Analyse `game` for `players` players (2 to [`MAX_PLAYERS`]),
    /// reporting progress; the callback may cancel.
    pub fn run_with_progress<G: Game + ?Sized>(
        game: &mut G,
        players: u8,
        progress: &mut dyn FnMut(Progress) -> ControlFlow<()>,
    ) -> Result<Coalitions, CoalitionError> {
        let p = players.clamp(MIN_PLAYERS as u8, MAX_PLAYERS as u8) as usize;
        // The same graph as the two-player analysis: explored from the
        // start, each position's moves counted and the moves into it linked.
        let Graph { ids, ranks, children, ended, first_parent: first, parents, .. } = Graph::build(game, progress)?;
        if let Some(&Some(outcome)) = ended.iter().find(|e| matches!(e, Some(Outcome::Win | Outcome::Tie))) {
            return Err(CoalitionError::EndNotLastMover { outcome });
        }
        drop(ended);
        let states = ranks.len();
        if (states as u64).saturating_mul(p as u64) >= u32::MAX as u64 {
            return Err(AnalysisError::OutOfMemory.into());
        }
        let sum = parents.len() as u64;

        // Each (position, offset): its moves not yet known to win for that
        // player, then 0 once labelled. Ended positions are won by the
        // player who moved last, at offset P − 1.
        let mut wins: Vec<u32> = Vec::new();
        wins.try_reserve_exact(states * p)?;
        wins.resize(states * p, 0);
        let mut left: Vec<u8> = Vec::new();
        left.try_reserve_exact(states * p)?;
        for &count in &children {
            left.extend(core::iter::repeat_n(count.min(u8::MAX as u32) as u8, p));
        }
        let mut queue: Vec<u32> = Vec::new();
        queue.try_reserve(states)?;
        // Play has ended where no move is left (a tower completed, or none legal).
        for (id, &count) in children.iter().enumerate() {
            if count == 0 {
                wins[id * p + p - 1] = 1;
                queue.push((id * p + p - 1) as u32);
            }
        }
        let mut head = 0;
        while head < queue.len() {
            let node = queue[head] as usize;
            head += 1;
            let (id, k) = (node / p, node % p);
            // The same player sits one place further on in the parent.
            let up = (k + 1) % p;
            for &parent in &parents[first[id] as usize..first[id + 1] as usize] {
                let at = parent as usize * p + up;
                if wins[at] != 0 {
                    continue;
                }
                if up != 0 {
                    left[at] -= 1;
                    if left[at] > 0 {
                        continue;
                    }
                }
                wins[at] = wins[node] + 1;
                queue.try_reserve(1)?;
                queue.push(at as u32);
            }
            if (head as u64).is_multiple_of(REPORT_EVERY) {
                report(progress, Phase::Labelling, head as u64, (states * p) as u64)?;
            }
        }
        report(progress, Phase::Labelling, (states * p) as u64, (states * p) as u64)?;
        Ok(Coalitions { players: p as u8, ids, ranks, wins, edges: sum })
    }

    pub fn players(&self) -> u8 {
        self.players
    }

    /// The labels as plain arrays, to hand to another thread, in the two
    /// player analysis's [`Labels`]: `kinds` holds only the number of
    /// players, `remoteness` the labels, the players' of each position
    /// together (0: cannot force a win, else the remoteness + 1).
    pub fn into_labels(self) -> Labels {
        Labels { ranks: self.ranks, kinds: alloc::vec![self.players], remoteness: self.wins, cut: false, moves: self.edges }
    }

    /// The analysis from [`Coalitions::into_labels`], for a game of
    /// `total_ranks` ranks starting at `start`; refused when it cannot be that game's.
    pub fn from_labels(labels: Labels, total_ranks: u64, start: u64) -> Result<Coalitions, AnalysisError> {
        let Labels { ranks, kinds, remoteness: wins, moves, .. } = labels;
        let players = kinds.first().copied().unwrap_or(0);
        let fits = kinds.len() == 1
            && (MIN_PLAYERS..=MAX_PLAYERS).contains(&(players as u64))
            && ranks.first() == Some(&start)
            && wins.len() == ranks.len() * players as usize
            && total_ranks <= super::MAX_RANKS
            && ranks.iter().all(|&r| r < total_ranks);
        if !fits {
            return Err(AnalysisError::NotThisGame);
        }
        let ids = ids_of(&ranks, total_ranks)?;
        Ok(Coalitions { players, ids, ranks, wins, edges: moves })
    }

    /// The value of each position for the player to move, as the two player
    /// analysis labels it: a win where the mover can force one, a loss where
    /// another player can, else a draw.
    pub fn movers_labels(&self) -> Labels {
        let p = self.players as usize;
        let mut kinds = Vec::with_capacity(self.ranks.len());
        let mut remoteness = Vec::with_capacity(self.ranks.len());
        for id in 0..self.ranks.len() {
            let found = (0..p).find(|&k| self.wins[id * p + k] != 0);
            kinds.push(match found {
                Some(0) => 1,
                Some(_) => 2,
                None => 4,
            });
            remoteness.push(found.map_or(0, |k| self.wins[id * p + k] - 1));
        }
        Labels { ranks: self.ranks.clone(), kinds, remoteness, cut: false, moves: self.edges }
    }

    /// How many positions are reachable from the start.
    pub fn positions(&self) -> u64 {
        self.ranks.len() as u64
    }

    /// How many moves join them.
    pub fn moves(&self) -> u64 {
        self.edges
    }

    /// The rank of every reachable position, the start first.
    pub fn reachable(&self) -> &[u64] {
        &self.ranks
    }

    /// Whether the player `offset` places after the mover can force a win
    /// at `rank`, and in how many moves; `None` where the position is not
    /// reachable or the player cannot.
    pub fn forces(&self, rank: u64, offset: u8) -> Option<u32> {
        let id = *self.ids.get(rank as usize)?;
        if id == UNSEEN {
            return None;
        }
        let label = self.wins[id as usize * self.players as usize + (offset % self.players) as usize];
        label.checked_sub(1)
    }

    /// Who can force a win at `rank` (its offset and remoteness), if anyone.
    pub fn forced(&self, rank: u64) -> Option<(u8, u32)> {
        (0..self.players).find_map(|k| self.forces(rank, k).map(|r| (k, r)))
    }

    /// The standing of `rank` for the player to move (`None` if it is not
    /// reachable). A move hands a forced win to the player at offset k when
    /// that player, then at offset k − 1, can force one after it.
    pub fn standing<G: Game + ?Sized>(&self, game: &mut G, rank: u64) -> Option<Standing> {
        let id = *self.ids.get(rank as usize)?;
        if id == UNSEEN {
            return None;
        }
        if let Some((offset, remoteness)) = self.forced(rank) {
            return Some(Standing::Forced { offset, remoteness });
        }
        let mut offsets = 0u8;
        game.moves(rank, &mut |_, to| {
            if let Next::Rank(child) = to {
                if let Some((k, _)) = self.forced(child) {
                    offsets |= 1 << ((k + 1) % self.players);
                }
            }
        });
        let everyone = ((1u16 << self.players) - 2) as u8;
        Some(match offsets {
            0 => Standing::Draw,
            o if o == everyone => Standing::Kingmaker,
            o => Standing::Hands { offsets: o },
        })
    }

    /// How good the move to `next` is for the mover: higher is better. A
    /// player who can force a win takes the fastest forcing move; else a
    /// move after which nobody can force a win; else the move that puts the
    /// forced winner's win off longest.
    pub fn score_move(&self, next: Next) -> i64 {
        let Next::Rank(child) = next else { return 0 };
        match self.forced(child) {
            // The mover sits at offset P − 1 after the move.
            Some((k, r)) if k + 1 == self.players => i64::MAX / 2 - r as i64,
            None => 0,
            Some((_, r)) => -(i64::MAX / 2) + r as i64,
        }
    }

    /// The move the policy above makes from `rank` (the first among equals),
    /// or `None` where play has ended.
    pub fn best<G: Game + ?Sized>(&self, game: &mut G, rank: u64) -> Option<(Move, Next)> {
        if game.over(rank).is_some() {
            return None;
        }
        let mut best: Option<(i64, Move, Next)> = None;
        game.moves(rank, &mut |mv, next| {
            let score = self.score_move(next);
            if best.is_none_or(|(s, _, _)| score > s) {
                best = Some((score, mv, next));
            }
        });
        best.map(|(_, mv, next)| (mv, next))
    }

    /// Play by [`Coalitions::best`] from `rank`, move by move, with the rank
    /// reached; stops when a position comes round again (perhaps with
    /// another player to move: the line is to show play, and waiting for
    /// the same player too would make a drawn line P times longer), at most
    /// `limit` moves.
    pub fn line<G: Game + ?Sized>(&self, game: &mut G, rank: u64, limit: usize) -> Vec<(Move, u64)> {
        let mut line = Vec::new();
        // A position comes round again only with the same player to move.
        let players = self.players() as usize;
        let mut seen = alloc::collections::BTreeSet::new();
        let mut at = rank;
        seen.insert((at, 0));
        while line.len() < limit {
            let Some((mv, Next::Rank(next))) = self.best(game, at) else {
                break;
            };
            line.push((mv, next));
            at = next;
            if !seen.insert((at, line.len() % players)) {
                break;
            }
        }
        line
    }
}

fn report(
    progress: &mut dyn FnMut(Progress) -> ControlFlow<()>,
    phase: Phase,
    done: u64,
    total: u64,
) -> Result<(), CoalitionError> {
    match progress(Progress { phase, done, total }) {
        ControlFlow::Continue(()) => Ok(()),
        ControlFlow::Break(()) => Err(AnalysisError::Cancelled.into()),
    }
}
