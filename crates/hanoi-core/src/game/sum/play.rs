//! A sum being played: each part's position, the moves made (with what the
//! strategy remembers of each), undo, and the perfect computer's move.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use super::hold_out::HoldOut;
use super::product::{PartMove, ProductGame};
use super::strategy::LastMove;
use super::values::{SumAnalysis, SumOutcome};
use crate::game::Grundy;
use crate::game::{Game, GameIllegal, Next, Skill};
use crate::position::{Move, Position};

/// A refused move in a sum. Towers and pegs are stored from 0 and shown from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SumIllegal {
    NoSuchTower { part: usize, parts: usize },
    /// The tower is complete: that part has ended and has no move.
    TowerDone { part: usize },
    /// The move breaks the part's rules.
    InTower { part: usize, why: GameIllegal },
    /// No tower has a move left.
    Over,
}

impl fmt::Display for SumIllegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SumIllegal::NoSuchTower { part, parts } => {
                write!(f, "there is no tower {}: the sum has towers 1 to {parts}", part as u64 + 1)
            }
            SumIllegal::TowerDone { part } => write!(f, "tower {} is complete: it has no more moves", part as u64 + 1),
            // Each tower keeps its own disc just moved, whoever moved it.
            SumIllegal::InTower { part, why: GameIllegal::JustMoved { disc } } => write!(
                f,
                "in tower {}: disc {disc} was the last disc moved there, so it may not move again at once",
                part as u64 + 1
            ),
            SumIllegal::InTower { part, why } => write!(f, "in tower {}: {why}", part as u64 + 1),
            SumIllegal::Over => f.write_str("the game is over: no tower has a move left"),
        }
    }
}

impl core::error::Error for SumIllegal {}

/// One move made: where, which disc, by whom, and what the strategy keeps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumPly {
    pub at: PartMove,
    pub disc: u16,
    /// 0 moved first.
    pub mover: u8,
    /// The part's value and counter before the move.
    pub last: LastMove,
    /// The part's rank before the move.
    before: u64,
}

/// A sum in play.
pub struct SumMatch {
    analysis: SumAnalysis,
    ranks: Vec<u64>,
    plies: Vec<SumPly>,
    /// A small sum's product, to hold out longest when the computer is losing.
    hold_out: Option<HoldOut>,
}

impl SumMatch {
    pub fn new(analysis: SumAnalysis) -> SumMatch {
        let ranks = analysis.starts();
        let hold_out = HoldOut::of(ProductGame::new(analysis.spec().games()));
        SumMatch { analysis, ranks, plies: Vec::new(), hold_out }
    }

    pub fn analysis(&self) -> &SumAnalysis {
        &self.analysis
    }

    pub fn parts(&self) -> usize {
        self.ranks.len()
    }

    /// Each part's rank now.
    pub fn ranks(&self) -> &[u64] {
        &self.ranks
    }

    pub fn plies(&self) -> &[SumPly] {
        &self.plies
    }

    /// The player to move (0 moved first).
    pub fn to_move(&self) -> u8 {
        (self.plies.len() % 2) as u8
    }

    pub fn position(&mut self, part: usize) -> Position {
        let rank = self.ranks[part];
        self.analysis.game(part).position(rank)
    }

    /// Part `part`'s value now.
    pub fn part_value(&self, part: usize) -> Grundy {
        self.analysis.value(part, self.ranks[part])
    }

    /// Whether part `part` has ended (its tower complete).
    pub fn part_done(&mut self, part: usize) -> bool {
        let rank = self.ranks[part];
        self.analysis.ended(part, rank)
    }

    /// The sum's value now.
    pub fn value(&self) -> Grundy {
        self.analysis.sum_value(&self.ranks)
    }

    /// Who wins from here, for the player to move.
    pub fn outcome(&self) -> SumOutcome {
        SumOutcome::of(&self.value())
    }

    /// The winner (0 moved first) once no part has a move: who moved last.
    pub fn winner(&mut self) -> Option<u8> {
        let any = (0..self.parts()).any(|i| !self.analysis.followers(i, self.ranks[i]).is_empty());
        (!any).then(|| 1 - self.to_move())
    }

    /// Why no disc can be lifted from `peg` of tower `part`, or `None`.
    pub fn lift_error(&mut self, part: usize, peg: usize) -> Option<SumIllegal> {
        if let Err(e) = self.usable(part) {
            return Some(e);
        }
        if self.analysis.followers(part, self.ranks[part]).iter().any(|f| f.mv.from as usize == peg) {
            return None;
        }
        let to = if peg == 0 { 1 } else { 0 };
        let peg = peg.min(u8::MAX as usize) as u8;
        let rank = self.ranks[part];
        self.analysis.game(part).play(rank, Move::new(peg, to)).err().map(|why| SumIllegal::InTower { part, why })
    }

    fn usable(&mut self, part: usize) -> Result<(), SumIllegal> {
        if part >= self.parts() {
            return Err(SumIllegal::NoSuchTower { part, parts: self.parts() });
        }
        if self.winner().is_some() {
            return Err(SumIllegal::Over);
        }
        if self.part_done(part) {
            return Err(SumIllegal::TowerDone { part });
        }
        Ok(())
    }

    /// Make a move in one part, or say why not and change nothing.
    pub fn play(&mut self, at: PartMove) -> Result<SumPly, SumIllegal> {
        let part = at.part;
        self.usable(part)?;
        let rank = self.ranks[part];
        let game = self.analysis.game(part);
        let next = match game.play(rank, at.mv) {
            Ok(Next::Rank(next)) => next,
            Ok(Next::Beyond) => return Err(SumIllegal::Over),
            Err(why) => return Err(SumIllegal::InTower { part, why }),
        };
        let disc = game.position(rank).top(at.mv.from as usize).map_or(0, |d| d.size);
        let ply = SumPly { at, disc, mover: self.to_move(), last: self.analysis.last_move(part, rank), before: rank };
        self.ranks[part] = next;
        self.plies.push(ply.clone());
        Ok(ply)
    }

    /// Take the last move back; `None` at the start.
    pub fn undo(&mut self) -> Option<SumPly> {
        let ply = self.plies.pop()?;
        self.ranks[ply.at.part] = ply.before;
        Some(ply)
    }

    /// The perfect computer's move (not made), or `None` when play has
    /// ended. Losing, it holds out longest where the sum is small enough to
    /// analyse as one game ([`super::HOLD_OUT_RANKS`]), else it makes the first legal move.
    pub fn computer_move(&mut self) -> Option<PartMove> {
        if self.outcome() == SumOutcome::Lose {
            let ranks = self.ranks.clone();
            if let Some(at) = self.hold_out.as_mut().and_then(|h| h.longest(&ranks)) {
                return Some(at);
            }
        }
        let last = self.plies.last().map(|p| p.last.clone());
        let ranks = self.ranks.clone();
        self.analysis.perfect_move(&ranks, last.as_ref())
    }

    /// The computer's move (not made) at `skill`, as [`crate::game::Match::computer_move`]
    /// plays: with [`Skill::Errs`], when `dice[0]` falls below its chance,
    /// any legal move of any tower, chosen by `dice[1]` (0 to 1); else the
    /// perfect one. `None` when play has ended.
    pub fn computer_move_at(&mut self, skill: Skill, dice: [f64; 2]) -> Option<PartMove> {
        if let Skill::Errs { chance } = skill {
            if dice[0] < chance {
                let mut all = Vec::new();
                for part in 0..self.parts() {
                    let rank = self.ranks[part];
                    all.extend(self.analysis.followers(part, rank).into_iter().map(|f| PartMove { part, mv: f.mv }));
                }
                let pick = ((dice[1].clamp(0.0, 1.0) * all.len() as f64) as usize).min(all.len().saturating_sub(1));
                if let Some(&at) = all.get(pick) {
                    return Some(at);
                }
            }
        }
        self.computer_move()
    }

    /// The value now for the player to move, as a sentence: "The sum is
    /// worth 1 ⊕ ∞(0,2) = ∞(1,3): you can force a win."
    pub fn sentence(&self, who: &str) -> String {
        let parts: Vec<String> = (0..self.parts()).map(|i| self.part_value(i).text()).collect();
        format!("The sum is worth {} = {}: {}.", parts.join(" ⊕ "), self.value().text(), self.outcome().sentence(who))
    }
}
