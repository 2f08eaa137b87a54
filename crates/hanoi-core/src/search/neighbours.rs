//! The positions one legal move away, as ranks.

use alloc::vec::Vec;

use super::encoding::{Encoding, JointMoves, NO_JOINT};
use super::packed::{self, Packed};
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
    /// Where the ranks are [`Packed`] and colours depend on the disc alone.
    packed: Option<PackedMoves>,
    from_tops: bool,
    /// Where the tops' joint digits are read with them (Multi-Stack): the
    /// table of their moves, and room for each pin's row in it.
    joint_tops: Option<(JointMoves, Vec<u32>)>,
    /// Whether the rules' only constraints are the size rule, no disc on an
    /// equal one, and each stack's own pins ([`sizes_decide`]).
    sizes_decide: bool,
    tops: Vec<Disc>,
    pos: Position,
    moves: Vec<Move>,
}

impl Lister {
    pub fn new(encoding: &Encoding, rules: &Rules) -> Lister {
        Lister {
            packed: PackedMoves::new(encoding, rules),
            from_tops: from_tops(encoding, rules),
            joint_tops: encoding
                .joint_moves()
                .filter(|_| from_tops(encoding, rules))
                .map(|moves| (moves, alloc::vec![NO_JOINT; encoding.pins()])),
            sizes_decide: sizes_decide(rules),
            tops: alloc::vec![Disc::new(0, Colour::Grey); encoding.pins()],
            pos: encoding.blank(),
            moves: Vec::new(),
        }
    }

    /// Whether every move turns its disc over between two colours (Reversi),
    /// so that the number of discs showing their second colour goes from
    /// even to odd or back with each move: a move then never leads to a
    /// position as many moves from the start (or the goal) as its own.
    pub fn alternates(&self) -> bool {
        self.packed.as_ref().is_some_and(|p| p.colours == 2 && p.moves.iter().all(|&(.., change)| change == 1))
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
        if let (Some(moves), Some(layout)) = (&mut self.packed, encoding.packed()) {
            moves.each(rules, layout, &mut self.tops, rank, visit);
            Ok(())
        } else if let Some((moves, rows)) = &mut self.joint_tops {
            each_from_joint_tops(encoding, moves, rules, self.sizes_decide, &mut self.tops, rows, rank, visit)
        } else if self.from_tops {
            each_from_tops(encoding, rules, &mut self.tops, rank, visit)
        } else {
            encoding.decode(rank, &mut self.pos);
            each(encoding, rules, &mut self.pos, &mut self.moves, rank, visit)
        }
    }
}

/// What a move does to each disc of [`Packed`] ranks, worked out once: by
/// the disc's place in the rank and its colour digit, the disc, the disc as
/// it lands, and the change to its colour digit (old xor new).
struct PackedMoves {
    colours: usize,
    moves: Vec<(Disc, Disc, u64)>,
    /// Each pin's base, the top of an empty pin.
    bases: Vec<Disc>,
    /// Room for the disc on top of each pin.
    discs: Vec<u8>,
}

impl PackedMoves {
    fn new(encoding: &Encoding, rules: &Rules) -> Option<PackedMoves> {
        encoding.packed()?;
        if !from_tops(encoding, rules) {
            return None;
        }
        let colours = (0..).take_while(|&c| encoding.slot_disc(0, c).is_some()).count();
        let mut moves = Vec::new();
        for slot in (0..).take_while(|&s| encoding.slot_disc(s, 0).is_some()) {
            for colour in 0..colours {
                let disc = encoding.slot_disc(slot, colour)?;
                let landed = rules.recoloured_after(disc, 1)?;
                let change = (colour ^ encoding.colour_digit(slot, landed.colour)?) as u64;
                moves.push((disc, landed, change));
            }
        }
        let blank = encoding.blank();
        let bases = (0..encoding.pins()).map(|pin| *blank.top_or_base(pin)).collect();
        Some(PackedMoves { colours, moves, bases, discs: alloc::vec![packed::NONE; encoding.pins()] })
    }

    /// [`each_from_tops`] for [`Packed`] ranks: the tops read from the
    /// bits, each neighbour a field of the rank changed.
    #[inline(always)]
    fn each(&mut self, rules: &Rules, layout: &Packed, tops: &mut [Disc], rank: u64, mut visit: impl FnMut(u64, Move)) {
        let pins = tops.len();
        let discs = &mut self.discs[..pins];
        layout.top_discs(rank, discs);
        for ((top, &disc), base) in tops.iter_mut().zip(discs.iter()).zip(&self.bases) {
            *top = if disc == packed::NONE {
                *base
            } else {
                self.moves[disc as usize * self.colours + layout.colour(rank, disc)].0
            };
        }
        for from in 0..pins {
            let disc = discs[from];
            if disc == packed::NONE {
                continue;
            }
            let (moving, landed, change) = self.moves[disc as usize * self.colours + layout.colour(rank, disc)];
            for to in 0..pins {
                if to == from || !rules.allows_landing(&moving, &landed, &tops[to], from, to, pins) {
                    continue;
                }
                visit(layout.moved(rank, disc, from, to, change), Move::new(from as u8, to as u8));
            }
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
        each_landing(encoding, rules, tops, rank, from, disc, landed, &mut visit)?;
    }
    Ok(())
}

/// Every pin where the rules let `disc`, on top of pin `from` of the
/// position of `rank` whose tops are `tops`, land as `landed`: `visit`
/// with the neighbour's rank and the move.
#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn each_landing(
    encoding: &Encoding,
    rules: &Rules,
    tops: &[Disc],
    rank: u64,
    from: usize,
    disc: Disc,
    landed: Disc,
    visit: &mut impl FnMut(u64, Move),
) -> Result<(), SearchError> {
    let pins = tops.len();
    for to in 0..pins {
        if to == from || !rules.allows_landing(&disc, &landed, &tops[to], from, to, pins) {
            continue;
        }
        let neighbour = encoding.shifted(rank, &disc, &landed, from, to).ok_or(SearchError::Inconsistent)?;
        visit(neighbour, Move::new(from as u8, to as u8));
    }
    Ok(())
}

/// Whether the rules' constraints are only the size rule, no disc on an
/// equal one, and each stack's own pins (Multi-Stack): a joint member may
/// then land wherever the table of its moves allows, onto a larger disc or
/// a base, which is all [`each_from_joint_tops`] asks of it. (Which pins
/// the table allows comes from the rules, `Rules::allows_on`.)
fn sizes_decide(rules: &Rules) -> bool {
    use crate::rules::Constraint::{NotOnEqual, NotOnSmaller, OwnPins};
    rules.constraints().iter().all(|c| matches!(c, NotOnSmaller | NotOnEqual | OwnPins))
}

/// [`each_from_tops`] where the encoding has joint digits whose moves are
/// worked out in `moves` ([`Encoding::joint_moves`]): a joint member's move
/// adds to the rank what the table says, without dividing the rank, and
/// only the pins the table lets it go to are tried (a bit each,
/// [`JointMoves::targets`]), by the rules or, where [`sizes_decide`], by the
/// sizes alone.
#[inline]
#[allow(clippy::too_many_arguments)]
fn each_from_joint_tops(
    encoding: &Encoding,
    moves: &JointMoves,
    rules: &Rules,
    sizes_decide: bool,
    tops: &mut [Disc],
    rows: &mut [u32],
    rank: u64,
    mut visit: impl FnMut(u64, Move),
) -> Result<(), SearchError> {
    encoding.joint_tops(moves, rank, tops, rows);
    let pins = tops.len();
    for from in 0..pins {
        let disc = tops[from];
        if disc.is_base() {
            continue;
        }
        let landed = rules.recoloured_after(disc, 1).ok_or(SearchError::Inconsistent)?;
        let row = rows[from];
        if row != NO_JOINT {
            // Only the pins the table allows.
            let mut targets = moves.targets(row);
            while targets != 0 {
                let to = targets.trailing_zeros() as usize;
                targets &= targets - 1;
                let allowed = if sizes_decide {
                    tops[to].size > disc.size
                } else {
                    rules.allows_landing(&disc, &landed, &tops[to], from, to, pins)
                };
                if allowed {
                    visit(rank.wrapping_add(moves.delta(row, to)), Move::new(from as u8, to as u8));
                }
            }
            continue;
        }
        each_landing(encoding, rules, tops, rank, from, disc, landed, &mut visit)?;
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Puzzle, CATALOGUE};
    use alloc::collections::BTreeSet;

    /// The neighbours the search lists (from the bits of packed ranks, from
    /// the tops with joint digits, or from the tops alone) are those of the
    /// position each rank decodes to, move for move: on every catalogue
    /// variation, and Multi-Stack on 4 to 8 pins, at every position reached
    /// from the start up to some thousands.
    #[test]
    fn every_way_of_listing_gives_the_moves_of_the_position() {
        let puzzles = CATALOGUE
            .iter()
            .flat_map(|v| (1..=6u64).map(move |n| (v.name, n.min(v.discs.max as u64), None)))
            .chain((4..=8).map(|m| ("Multi_Stack", 3, Some(m))));
        let (mut packed, mut joints) = (0, 0);
        for (name, n, m) in puzzles {
            let Ok(puzzle) = Puzzle::by_name(name, n, m) else { continue };
            let rules = puzzle.solution().rules();
            let Ok(encoding) = Encoding::new(rules, puzzle.start(), puzzle.goal()) else { continue };
            let mut lister = Lister::new(&encoding, rules);
            packed += lister.packed.is_some() as u32;
            joints += lister.joint_tops.is_some() as u32;
            let (mut pos, mut moves) = (encoding.blank(), Vec::new());
            let start = encoding.encode(puzzle.start()).unwrap();
            let (mut seen, mut queue) = (BTreeSet::from([start]), alloc::vec![start]);
            while let Some(rank) = queue.pop() {
                let mut listed = Vec::new();
                lister.each(&encoding, rules, rank, |n, mv| listed.push((n, mv.from, mv.to))).unwrap();
                let mut expected = Vec::new();
                encoding.decode(rank, &mut pos);
                each(&encoding, rules, &mut pos, &mut moves, rank, |n, mv| expected.push((n, mv.from, mv.to))).unwrap();
                listed.sort();
                expected.sort();
                assert_eq!(listed, expected, "{name} n={n} m={m:?} rank {rank}");
                for (neighbour, ..) in expected {
                    if seen.len() < 5000 && seen.insert(neighbour) {
                        queue.push(neighbour);
                    }
                }
            }
        }
        assert!(packed >= 10 && joints >= 3, "{packed} packed, {joints} with joint digits");
    }
}
