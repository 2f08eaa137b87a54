//! The positions one legal move away, as ranks.

use alloc::vec::Vec;

use super::encoding::Encoding;
use super::SearchError;
use crate::colour::Colour;
use crate::position::{Disc, Move, Position};
use crate::rules::Rules;

/// Call `visit` with the rank of every position one legal move from `pos`
/// (whose rank is `rank`) and the move; `pos` is left as it was. `moves`
/// is room for the legal moves, listed first because ranking a move of
/// one of several equal discs shifts `pos` for a moment.
#[inline]
pub fn each(
    encoding: &Encoding,
    rules: &Rules,
    pos: &mut Position,
    moves: &mut Vec<Move>,
    rank: u64,
    mut visit: impl FnMut(u64, Move),
) -> Result<(), SearchError> {
    moves.clear();
    moves.extend(rules.legal_moves(pos));
    for &mv in moves.iter() {
        let (from, to) = (mv.from as usize, mv.to as usize);
        let disc = *pos.top(from).ok_or(SearchError::Inconsistent)?;
        let landed = rules.recoloured(pos, disc);
        let neighbour = if encoding.in_group(&disc) {
            // The order of equal discs changes: rank it whole.
            pos.shift(from, to, landed);
            let rank = encoding.encode(pos);
            pos.shift(to, from, disc);
            rank
        } else {
            encoding.shifted(rank, &disc, &landed, from, to)
        };
        // Every colour a move gives is one the encoding knows.
        let neighbour = neighbour.ok_or(SearchError::Inconsistent)?;
        visit(neighbour, mv);
    }
    Ok(())
}

/// Lists the neighbours of one rank after another, from the pins' tops
/// where [`from_tops`] allows, else from the decoded position, keeping the
/// room each way needs between ranks.
pub struct Lister {
    from_tops: bool,
    tops: Vec<Disc>,
    pos: Position,
    moves: Vec<Move>,
}

impl Lister {
    pub fn new(encoding: &Encoding, rules: &Rules) -> Lister {
        Lister {
            from_tops: from_tops(encoding, rules),
            tops: alloc::vec![Disc::new(0, Colour::Grey); encoding.pins()],
            pos: encoding.blank(),
            moves: Vec::new(),
        }
    }

    /// Call `visit` with the rank of every position one legal move from
    /// the position of `rank`, and the move.
    #[inline(always)]
    pub fn each(
        &mut self,
        encoding: &Encoding,
        rules: &Rules,
        rank: u64,
        visit: impl FnMut(u64, Move),
    ) -> Result<(), SearchError> {
        if self.from_tops {
            each_from_tops(encoding, rules, &mut self.tops, rank, visit)
        } else {
            encoding.decode(rank, &mut self.pos);
            each(encoding, rules, &mut self.pos, &mut self.moves, rank, visit)
        }
    }
}

/// Whether [`each_from_tops`] can list the moves of `encoding`'s ranks: the
/// encoding reads the pins' tops, and a disc's colour as it lands depends
/// on the disc alone.
pub fn from_tops(encoding: &Encoding, rules: &Rules) -> bool {
    encoding.reads_tops() && rules.recolours_alone()
}

/// [`each`] where [`from_tops`]: no position is built, and each move is
/// judged by the rules from the two tops it involves. `tops` has a place
/// for every pin.
#[inline]
pub fn each_from_tops(
    encoding: &Encoding,
    rules: &Rules,
    tops: &mut [Disc],
    rank: u64,
    mut visit: impl FnMut(u64, Move),
) -> Result<(), SearchError> {
    encoding.tops(rank, tops);
    let pins = tops.len();
    for from in 0..pins {
        let disc = tops[from];
        if disc.is_base() {
            continue;
        }
        let landed = rules.recoloured_after(disc, 1).ok_or(SearchError::Inconsistent)?;
        for to in 0..pins {
            if to == from || !rules.allows_landing(&disc, &landed, &tops[to], from, to, pins) {
                continue;
            }
            let neighbour = encoding.shifted(rank, &disc, &landed, from, to).ok_or(SearchError::Inconsistent)?;
            visit(neighbour, Move::new(from as u8, to as u8));
        }
    }
    Ok(())
}

/// The moves from `rank`, `depth` moves from one end of a search whose
/// moves can all be undone, back to that end: each step to a neighbour
/// that `reached(neighbour, k)` says lies `k` moves from it, one nearer.
pub fn path_to_end(
    encoding: &Encoding,
    rules: &Rules,
    mut rank: u64,
    depth: u32,
    reached: impl Fn(u64, u32) -> bool,
) -> Result<Vec<Move>, SearchError> {
    let mut moves = Vec::with_capacity(depth as usize);
    let mut pos = encoding.blank();
    let mut legal = Vec::new();
    for k in (1..=depth).rev() {
        encoding.decode(rank, &mut pos);
        let mut nearer = None;
        each(encoding, rules, &mut pos, &mut legal, rank, |neighbour, step| {
            if nearer.is_none() && reached(neighbour, k - 1) {
                nearer = Some((neighbour, step));
            }
        })?;
        let (neighbour, step) = nearer.ok_or(SearchError::Inconsistent)?;
        moves.push(step);
        rank = neighbour;
    }
    Ok(moves)
}
