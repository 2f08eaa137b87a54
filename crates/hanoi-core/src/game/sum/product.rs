//! The sum as one game: a position is one position of each part, a move is
//! a move in one part (that part's own rules, its own "disc just moved"),
//! and a player with no move in any part loses (last mover wins). Its
//! positions are the product of the parts', so it is for small sums only:
//! the tests check the values from the parts' generalized Sprague–Grundy
//! values against its analysis, and `hanoi game sum` can play it exactly.

use alloc::vec::Vec;

use crate::game::{Game, GameIllegal, Impartial, Next, Outcome, Reach};
use crate::position::{Move, Position};

/// Pegs of part `i` are numbered `i * PART_PEGS + peg` in the product's
/// moves (no part has more pegs).
const PART_PEGS: u8 = 8;

/// A move in one part: which part (from 0) and the move there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PartMove {
    pub part: usize,
    pub mv: Move,
}

impl PartMove {
    /// As the product game writes it.
    pub fn encoded(self) -> Move {
        let shift = self.part as u8 * PART_PEGS;
        Move::new(shift + self.mv.from, shift + self.mv.to)
    }

    /// From the product game's move.
    pub fn decoded(mv: Move) -> PartMove {
        PartMove {
            part: (mv.from / PART_PEGS) as usize,
            mv: Move::new(mv.from % PART_PEGS, mv.to % PART_PEGS),
        }
    }
}

/// The product of the parts' games.
#[derive(Clone, Debug)]
pub struct ProductGame {
    parts: Vec<Impartial>,
    /// Each part's number of ranks.
    radix: Vec<u64>,
    ranks: u64,
    start: u64,
}

impl ProductGame {
    pub fn new(parts: Vec<Impartial>) -> ProductGame {
        let radix: Vec<u64> = parts.iter().map(|p| p.ranks()).collect();
        let ranks = radix.iter().fold(1u64, |a, &r| a.saturating_mul(r));
        let mut game = ProductGame { parts, radix, ranks, start: 0 };
        let starts: Vec<u64> = game.parts.iter().map(|p| p.start()).collect();
        game.start = game.join(&starts);
        game
    }

    pub fn parts(&self) -> &[Impartial] {
        &self.parts
    }

    /// The rank of the position made of these parts' ranks.
    pub fn join(&self, ranks: &[u64]) -> u64 {
        ranks.iter().zip(&self.radix).rev().fold(0u64, |a, (&r, &n)| a.saturating_mul(n).saturating_add(r))
    }

    /// Each part's rank at `rank`.
    pub fn split(&self, mut rank: u64) -> Vec<u64> {
        self.radix
            .iter()
            .map(|&n| {
                let r = rank % n;
                rank /= n;
                r
            })
            .collect()
    }

    /// What analysing the product meets: the product of the parts' positions.
    pub fn reach(&self) -> Reach {
        let mut positions = 1u64;
        let mut moves_each = 0u64;
        for p in &self.parts {
            let r = p.reach();
            positions = positions.saturating_mul(r.positions);
            moves_each += r.moves / r.positions.max(1) + 1;
        }
        Reach::new(self.ranks, positions, moves_each)
    }

    /// Whether part `i` at `rank` has ended (its tower completed).
    fn ended(&mut self, i: usize, rank: u64) -> bool {
        self.parts[i].over(rank).is_some()
    }
}

impl Game for ProductGame {
    fn ranks(&self) -> u64 {
        self.ranks
    }

    fn start(&self) -> u64 {
        self.start
    }

    /// Never ended as such: a position where no part has a move is a loss
    /// for the player to move, as the analysis has it.
    fn over(&mut self, _rank: u64) -> Option<Outcome> {
        None
    }

    fn moves(&mut self, rank: u64, visit: &mut dyn FnMut(Move, Next)) {
        let mut ranks = self.split(rank);
        for i in 0..self.parts.len() {
            let here = ranks[i];
            if self.ended(i, here) {
                continue;
            }
            let mut nexts: Vec<(Move, u64)> = Vec::new();
            self.parts[i].moves(here, &mut |mv, next| {
                if let Next::Rank(r) = next {
                    nexts.push((mv, r));
                }
            });
            for (mv, r) in nexts {
                ranks[i] = r;
                visit(PartMove { part: i, mv }.encoded(), Next::Rank(self.join(&ranks)));
            }
            ranks[i] = here;
        }
    }

    fn play(&mut self, rank: u64, mv: Move) -> Result<Next, GameIllegal> {
        let PartMove { part, mv } = PartMove::decoded(mv);
        if part >= self.parts.len() {
            return Err(GameIllegal::Over);
        }
        let mut ranks = self.split(rank);
        match self.parts[part].play(ranks[part], mv)? {
            Next::Rank(r) => {
                ranks[part] = r;
                Ok(Next::Rank(self.join(&ranks)))
            }
            Next::Beyond => Ok(Next::Beyond),
        }
    }

    /// The first part's discs (a product has no one position to draw:
    /// [`ProductGame::split`] gives each part's).
    fn position(&mut self, rank: u64) -> Position {
        let first = self.split(rank)[0];
        self.parts[0].position(first)
    }
}
