//! The impartial two-player Tower of Hanoi of Chappelon, Larsson and
//! Matsuura: ordinary moves, players alternate, and nobody may move the
//! disc the opponent just moved. The tower may be completed only where the
//! ending condition ends the game; whoever completes it wins (normal play),
//! and a player with no legal move loses.
//!
//! Section 7's variations are here too ([`Variation`]): the ko rule (7.1),
//! where any disc may move, the one just moved included, but not straight
//! back to where it came from; the round rule (7.2), where the disc just
//! moved may move again unless that repeats a position of its round;
//! misère play and compulsory moves (7.2); and the readings of "the tower
//! may not be transferred to a non-final peg" (section 1.1 and its
//! footnote 1).

use super::ending::Ending;
use super::setup::{within, SetupError};
use super::{Game, GameIllegal, Next, Outcome, Reach};
use crate::colour::Colour;
use crate::position::{Disc, Move, Position};
use crate::rules::{Constraint, Recolour, Rules};
use crate::search::Encoding;

/// Which moves the previous move rules out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TurnRule {
    /// The disc the opponent just moved may not move (the paper's game).
    NotJustMoved,
    /// Any disc may move, but not straight back to the peg it just left
    /// (CLM section 7.1, the ko rule).
    Ko,
    /// The disc just moved may move again, unless the position it makes
    /// already occurred in its round: the run of positions in which only
    /// that disc moved, the one before its first move included (CLM
    /// section 7.2). Other discs move freely and start a new round.
    Rounds,
}

/// Which readings of "the tower may not be transferred to a non-final peg"
/// (CLM section 1.1) a move completing a tower that does not end the game
/// obeys.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Towers {
    /// Such a move is illegal (the paper's game).
    Strict,
    /// Only a tower on a peg outside the final set is illegal: one on a
    /// final peg before the ending's condition holds stands, and play goes on.
    Peg,
    /// Such a move is legal and the game ends drawn (footnote 1).
    Drawn,
}

/// The rules beyond pegs, discs and ending: the paper's game is [`Variation::PAPER`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Variation {
    pub turn_rule: TurnRule,
    /// Whoever completes the final tower loses, and a player with no legal
    /// move wins.
    pub misere: bool,
    /// A player who can put a disc straight onto the disc one size larger
    /// must make one such move.
    pub compulsory: bool,
    pub towers: Towers,
}

impl Variation {
    pub const PAPER: Variation = Variation { turn_rule: TurnRule::NotJustMoved, misere: false, compulsory: false, towers: Towers::Strict };

    /// The paper's game under another turn rule.
    pub fn with_turn_rule(turn_rule: TurnRule) -> Variation {
        Variation { turn_rule, ..Variation::PAPER }
    }
}

/// One game: pegs, discs, ending condition and variation.
///
/// A rank is the discs' placement (as the search module ranks it), then the
/// last move (the disc just moved, 0 at the start; under the ko rule the
/// peg it came from, under the round rule the set of pegs it has stood on
/// in its round, as a bit mask), then whether the disc the ending condition
/// waits for has moved (only where it waits for one). Misère play,
/// compulsory moves and the towers' readings need nothing more.
#[derive(Clone, Debug)]
pub struct Impartial {
    pegs: usize,
    discs: usize,
    ending: Ending,
    variation: Variation,
    /// How many values the last move takes.
    lasts: u64,
    rules: Rules,
    encoding: Encoding,
    flags: u64,
    scratch: Position,
    start: u64,
}

const NAME: &str = "the impartial game";

impl Impartial {
    pub const MIN_PEGS: u64 = 3;
    pub const MAX_PEGS: u64 = 6;

    /// The most discs the analysis can index on `pegs` pegs (under the
    /// paper's turn rule).
    pub fn max_discs(pegs: usize) -> u64 {
        Impartial::max_discs_under(pegs, TurnRule::NotJustMoved)
    }

    pub fn max_discs_under(pegs: usize, turn_rule: TurnRule) -> u64 {
        let mut n = 1u64;
        while Impartial::ranks_for(pegs as u64, n + 1, turn_rule) <= super::MAX_RANKS {
            n += 1;
        }
        n
    }

    fn lasts_for(pegs: u64, discs: u64, turn_rule: TurnRule) -> u64 {
        match turn_rule {
            TurnRule::NotJustMoved => discs + 1,
            TurnRule::Ko => (discs + 1) * pegs,
            TurnRule::Rounds => (discs + 1) << pegs,
        }
    }

    /// Ranks with room for the ending's flag, whatever the ending.
    fn ranks_for(pegs: u64, discs: u64, turn_rule: TurnRule) -> u64 {
        let lasts = Impartial::lasts_for(pegs, discs, turn_rule);
        pegs.checked_pow(discs as u32).and_then(|p| p.checked_mul(lasts * 2)).unwrap_or(u64::MAX)
    }

    /// The paper's game.
    pub fn new(pegs: u64, discs: u64, ending: Ending) -> Result<Impartial, SetupError> {
        Impartial::with_rule(pegs, discs, ending, TurnRule::NotJustMoved)
    }

    pub fn with_rule(pegs: u64, discs: u64, ending: Ending, turn_rule: TurnRule) -> Result<Impartial, SetupError> {
        Impartial::with_variation(pegs, discs, ending, Variation::with_turn_rule(turn_rule))
    }

    pub fn with_variation(pegs: u64, discs: u64, ending: Ending, variation: Variation) -> Result<Impartial, SetupError> {
        let turn_rule = variation.turn_rule;
        let pegs = within(NAME, "pegs", pegs, Impartial::MIN_PEGS, Impartial::MAX_PEGS)?;
        let max = Impartial::max_discs_under(pegs, turn_rule);
        let discs = within(NAME, "discs", discs, 1, max).map_err(|mut e| {
            e.because = Some(on_pegs(pegs));
            e
        })?;
        let rules = Rules::new(&[Constraint::NotOnSmaller], Recolour::Fixed);
        let mut tower = Position::empty(pegs, discs);
        for size in (1..=discs as u16).rev() {
            tower.push(0, Disc::new(size, Colour::Grey));
        }
        let encoding = Encoding::new(&rules, &tower, &tower).expect("a tower of distinct discs can be ranked");
        let flags = if ending.needs_largest().is_some() { 2 } else { 1 };
        let lasts = Impartial::lasts_for(pegs as u64, discs as u64, turn_rule);
        let mut game = Impartial {
            pegs,
            discs,
            ending,
            variation,
            lasts,
            rules,
            encoding,
            flags,
            scratch: tower.clone(),
            start: 0,
        };
        let placed = game.encoding.encode(&tower).expect("the tower is ranked");
        game.start = game.join(placed, Last { disc: 0, from: 0, seen: 0 }, false);
        Ok(game)
    }

    pub fn pegs(&self) -> usize {
        self.pegs
    }

    pub fn discs(&self) -> usize {
        self.discs
    }

    pub fn ending(&self) -> Ending {
        self.ending
    }

    pub fn turn_rule(&self) -> TurnRule {
        self.variation.turn_rule
    }

    pub fn variation(&self) -> Variation {
        self.variation
    }

    pub(super) fn join(&self, placed: u64, last: Last, moved: bool) -> u64 {
        let last = match self.variation.turn_rule {
            TurnRule::NotJustMoved => last.disc as u64,
            TurnRule::Ko => last.disc as u64 * self.pegs as u64 + last.from as u64,
            TurnRule::Rounds => ((last.disc as u64) << self.pegs) + last.seen as u64,
        };
        (placed * self.lasts + last) * self.flags + moved as u64
    }

    pub(super) fn split(&self, rank: u64) -> (u64, Last, bool) {
        let moved = rank % self.flags == 1;
        let rest = rank / self.flags;
        let last = rest % self.lasts;
        let last = match self.variation.turn_rule {
            TurnRule::NotJustMoved => Last { disc: last as u16, from: 0, seen: 0 },
            TurnRule::Ko => Last { disc: (last / self.pegs as u64) as u16, from: (last % self.pegs as u64) as u8, seen: 0 },
            TurnRule::Rounds => Last { disc: (last >> self.pegs) as u16, from: 0, seen: (last & ((1 << self.pegs) - 1)) as u8 },
        };
        (rest / self.lasts, last, moved)
    }

    /// The disc just moved at `rank`, if any.
    pub fn last_moved(&self, rank: u64) -> Option<u16> {
        let (_, last, _) = self.split(rank);
        (last.disc > 0).then_some(last.disc)
    }

    /// What else `rank` holds, in words, for the analysis's export: whether
    /// the disc the ending waits for has moved, the peg the disc just moved
    /// left (ko rule), the pegs its round has seen (round rule); empty if nothing.
    pub fn rank_note(&self, rank: u64) -> alloc::string::String {
        use core::fmt::Write;
        let (_, last, moved) = self.split(rank);
        let mut note = alloc::string::String::new();
        if let Some(disc) = self.key_disc() {
            let _ = write!(note, "disc {disc} has{} moved", if moved { "" } else { " not" });
        }
        let sep = |note: &alloc::string::String| if note.is_empty() { "" } else { "; " };
        if self.variation.turn_rule == TurnRule::Ko && last.disc > 0 {
            let _ = write!(note, "{}disc {} left peg {}", sep(&note), last.disc, last.from + 1);
        }
        if self.variation.turn_rule == TurnRule::Rounds && last.seen != 0 {
            let pegs: alloc::vec::Vec<alloc::string::String> =
                (0..self.pegs).filter(|p| last.seen & (1 << p) != 0).map(|p| alloc::format!("{}", p + 1)).collect();
            let _ = write!(note, "{}round seen on pegs {}", sep(&note), pegs.join(" "));
        }
        note
    }

    /// The disc whose first move the ending condition waits for.
    pub(super) fn key_disc(&self) -> Option<u16> {
        self.ending.needs_largest().map(|largest| if largest { self.discs as u16 } else { 1 })
    }

    /// Check a move from the decoded position in `scratch`; the rank it
    /// leads to. (Compulsory moves are checked apart: [`Impartial::compulsory`].)
    fn step(&self, placed: u64, last: Last, moved: bool, from: usize, to: usize) -> Result<u64, GameIllegal> {
        let pos = &self.scratch;
        self.rules.check(pos, from, to).map_err(GameIllegal::Rules)?;
        let disc = *pos.top(from).expect("checked: the pin has a disc");
        let again = disc.size == last.disc;
        if again {
            match self.variation.turn_rule {
                TurnRule::NotJustMoved => return Err(GameIllegal::JustMoved { disc: disc.size }),
                TurnRule::Ko if to == last.from as usize => {
                    return Err(GameIllegal::Ko { disc: disc.size, peg: to as u8 });
                }
                TurnRule::Rounds if last.seen & (1 << to) != 0 => {
                    return Err(GameIllegal::Round { disc: disc.size, peg: to as u8 });
                }
                _ => {}
            }
        }
        // The round rule's round: the pegs this disc has stood on since
        // another disc last moved, the one it starts from included.
        let seen = match (self.variation.turn_rule, again) {
            (TurnRule::Rounds, true) => last.seen | 1 << to,
            (TurnRule::Rounds, false) => 1 << from | 1 << to,
            _ => 0,
        };
        let moved = moved || self.key_disc() == Some(disc.size);
        if pos.pin(to).len() + 1 == self.discs && !self.ending.ends_on(to, self.pegs, moved) {
            let wrong_peg = match self.ending {
                Ending::Ec1 => true,
                Ending::Ec2 | Ending::Ec3 => to != 0,
                Ending::Ec4 | Ending::Ec5 => false,
            };
            match self.variation.towers {
                Towers::Strict | Towers::Peg if wrong_peg => {
                    return Err(GameIllegal::NotFinalPeg { peg: to as u8, ending: self.ending, pegs: self.pegs as u8 });
                }
                Towers::Strict => return Err(GameIllegal::TooEarly { peg: to as u8, ending: self.ending }),
                // A final peg before its time (play goes on), or a drawn end.
                Towers::Peg | Towers::Drawn => {}
            }
        }
        let placed = self.encoding.shifted(placed, &disc, &disc, from, to).expect("grey discs keep their colour");
        Ok(self.join(placed, Last { disc: disc.size, from: from as u8, seen }, moved))
    }

    /// Whether the move puts a disc straight onto the disc one size larger
    /// (in the decoded position).
    fn onto_next(&self, from: usize, to: usize) -> bool {
        match (self.scratch.top(from), self.scratch.top(to)) {
            (Some(disc), Some(below)) => below.size == disc.size + 1,
            _ => false,
        }
    }

    /// Under compulsory moves, the legal moves onto the disc one size larger
    /// (in the decoded position): one of them must be made, if any.
    fn compulsory(&self, placed: u64, last: Last, moved: bool) -> Compulsory {
        let mut found = Compulsory::default();
        if self.variation.compulsory {
            for from in 0..self.pegs {
                for to in 0..self.pegs {
                    if to != from && self.onto_next(from, to) && self.step(placed, last, moved, from, to).is_ok() {
                        let disc = self.scratch.top(from).map_or(0, |d| d.size);
                        found.push(disc, from as u8, to as u8);
                    }
                }
            }
        }
        found
    }

    /// Whether any move is legal (in the decoded position).
    fn can_move(&self, placed: u64, last: Last, moved: bool) -> bool {
        (0..self.pegs).any(|from| (0..self.pegs).any(|to| to != from && self.step(placed, last, moved, from, to).is_ok()))
    }

    /// Where a game started from a position of one's own begins
    /// (`start_check.rs` reads and checks it).
    pub(super) fn set_start(&mut self, rank: u64) {
        self.start = rank;
    }

    pub(super) fn encoding(&self) -> &Encoding {
        &self.encoding
    }

    pub(super) fn load(&mut self, rank: u64) -> (u64, Last, bool) {
        let (placed, last, moved) = self.split(rank);
        self.encoding.decode(placed, &mut self.scratch);
        (placed, last, moved)
    }

    /// How play ended at `rank`, said of the player who made the last move,
    /// where the variation changes the usual words (a win for completing
    /// the tower, a loss for having no legal move); `None` otherwise.
    pub fn ending_how(&mut self, rank: u64) -> Option<&'static str> {
        // At the start nobody has moved (a misère game may end there, with no legal move).
        if rank == self.start {
            return None;
        }
        let over = self.over(rank)?;
        let (_, _, moved) = self.split(rank);
        // A tower that ends the game, not one standing early on a final peg (`Towers::Peg`).
        let ending_tower = (0..self.pegs)
            .any(|p| self.scratch.pin(p).len() == self.discs && self.ending.ends_on(p, self.pegs, moved));
        match (over, ending_tower) {
            (Outcome::Tie, _) => Some("completed the tower where the game does not end, which ends it drawn"),
            (Outcome::Win, true) => Some("completed the tower, which loses in misère play"),
            (Outcome::Win, false) => Some("left the other player no legal move, which loses in misère play"),
            (Outcome::Lose, _) => None,
        }
    }

    /// What the analysis will meet: every placement of the discs, with the
    /// disc just moved on top of some peg (under the ko rule with the peg it
    /// left, not its own) or none; where the ending waits for a disc's first
    /// move, also the placements before it (the largest still at the bottom
    /// of peg 1, or, for the smallest, only the start); from each, at most
    /// one move between any two pegs (the smaller top onto the larger).
    pub fn reach(&self) -> Reach {
        let (pegs, discs) = (self.pegs as u64, self.discs as u64);
        let tops = pegs.min(discs);
        let lasts = match self.variation.turn_rule {
            TurnRule::NotJustMoved => tops + 1,
            TurnRule::Ko => tops * (pegs - 1) + 1,
            // The round's pegs: the disc's own and at least one other.
            TurnRule::Rounds => tops * ((1 << (pegs - 1)) - 1) + 1,
        };
        let placements = pegs.saturating_pow(discs as u32);
        let before_key = match self.ending.needs_largest() {
            None => 0,
            Some(true) => pegs.saturating_pow(discs as u32 - 1).saturating_mul(lasts),
            Some(false) => 1,
        };
        let positions = placements.saturating_mul(lasts).saturating_add(before_key);
        Reach::new(self.rank_count(), positions, pegs * (pegs - 1) / 2)
    }

    fn rank_count(&self) -> u64 {
        Impartial::ranks_for(self.pegs as u64, self.discs as u64, self.variation.turn_rule) / 2 * self.flags
    }
}

/// The move just made: its disc (0 at the start); under the ko rule the
/// peg it left; under the round rule the pegs the disc has stood on in its
/// round (bit p for peg p).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Last {
    pub(super) disc: u16,
    pub(super) from: u8,
    pub(super) seen: u8,
}

/// The compulsory moves of a position: disc, from, to (at most one for
/// each disc but the largest, and no more than the pegs' tops allow).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Compulsory {
    moves: [(u16, u8, u8); 5],
    count: u8,
}

impl Compulsory {
    fn push(&mut self, disc: u16, from: u8, to: u8) {
        if (self.count as usize) < self.moves.len() {
            self.moves[self.count as usize] = (disc, from, to);
            self.count += 1;
        }
    }

    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// Disc, from and to (pegs from 0) of each.
    pub fn moves(&self) -> &[(u16, u8, u8)] {
        &self.moves[..self.count as usize]
    }
}

/// Why the disc limit depends on the pegs.
fn on_pegs(pegs: usize) -> &'static str {
    match pegs {
        3 => "on 3 pegs",
        4 => "on 4 pegs",
        5 => "on 5 pegs",
        _ => "on 6 pegs",
    }
}

impl Game for Impartial {
    fn ranks(&self) -> u64 {
        self.rank_count()
    }

    fn start(&self) -> u64 {
        self.start
    }

    fn over(&mut self, rank: u64) -> Option<Outcome> {
        if rank == self.start && !self.variation.misere {
            return None;
        }
        let (placed, last, moved) = self.load(rank);
        // The start's tower was not completed by anyone.
        let tower = (0..self.pegs).find(|&p| self.scratch.pin(p).len() == self.discs).filter(|_| rank != self.start);
        if let Some(peg) = tower {
            if self.ending.ends_on(peg, self.pegs, moved) {
                // The mover who completed it has won (lost in misère play).
                return Some(if self.variation.misere { Outcome::Win } else { Outcome::Lose });
            }
            if self.variation.towers == Towers::Drawn {
                return Some(Outcome::Tie);
            }
        }
        // In misère play a player with no legal move wins (the analysis
        // takes no move as a loss).
        (self.variation.misere && !self.can_move(placed, last, moved)).then_some(Outcome::Win)
    }

    fn moves(&mut self, rank: u64, visit: &mut dyn FnMut(Move, Next)) {
        let (placed, last, moved) = self.load(rank);
        let forced = self.compulsory(placed, last, moved);
        if !forced.is_empty() {
            for &(_, from, to) in forced.moves() {
                let next = self.step(placed, last, moved, from as usize, to as usize).expect("a compulsory move is legal");
                visit(Move::new(from, to), Next::Rank(next));
            }
            return;
        }
        for from in 0..self.pegs {
            match self.scratch.top(from) {
                Some(d) if d.size != last.disc || self.variation.turn_rule != TurnRule::NotJustMoved => {}
                _ => continue,
            }
            for to in 0..self.pegs {
                if to != from {
                    if let Ok(next) = self.step(placed, last, moved, from, to) {
                        visit(Move::new(from as u8, to as u8), Next::Rank(next));
                    }
                }
            }
        }
    }

    fn play(&mut self, rank: u64, mv: Move) -> Result<Next, GameIllegal> {
        if self.over(rank).is_some() {
            return Err(GameIllegal::Over);
        }
        let (placed, last, moved) = self.load(rank);
        let (from, to) = (mv.from as usize, mv.to as usize);
        let next = self.step(placed, last, moved, from, to)?;
        if !self.onto_next(from, to) {
            let forced = self.compulsory(placed, last, moved);
            if !forced.is_empty() {
                return Err(GameIllegal::Compulsory(forced));
            }
        }
        Ok(Next::Rank(next))
    }

    fn position(&mut self, rank: u64) -> Position {
        self.load(rank);
        self.scratch.clone()
    }
}
