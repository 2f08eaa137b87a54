//! A position of up to four pins and 62 discs packed for checking a whole
//! solution's moves ([`crate::Puzzle::verify_solution`]): the slot of each
//! pin's top in one u64 held in a register (8 bits a pin), the discs as
//! 16-bit codes (size above, colour in the low four bits) in 256 slots, and
//! a moving disc's change of colour one XOR, the same for every disc. A move
//! then reads its two tops and writes one slot, and its checks and its
//! recolouring are arithmetic on values in registers, with one comparison
//! for the size rule (which also refuses an empty pin and a pin to itself)
//! and one for the colour rule. The move loop over [`Position`] keeps its
//! tops in memory and each move waited on the stores of the one before
//! (Reversi n = 20: 70% of building and verifying went to that loop, at
//! about 3 ns a move; this one takes about 1.3).
//!
//! Only rules whose every check the packed loop makes take it: the size rule
//! with no colour rule, with Reversi's ([`Constraint::NotOnOwnColour`]) or
//! with Domino's ([`Constraint::OntoNextColour`]), colours fixed or flipping
//! between two colours ([`Recolour::Flip`]) that every disc shows one of,
//! sizes all different and below 64, one stack. A move the board does not
//! pass is not judged here: the caller plays it and all that follows by
//! [`Rules`] on the position, which say why it is illegal, or make it.
//!
//! [`Constraint::NotOnOwnColour`]: super::Constraint::NotOnOwnColour
//! [`Constraint::OntoNextColour`]: super::Constraint::OntoNextColour

use super::{others, Recolour, Rules};
use crate::colour::Colour;
use crate::position::{Disc, Move, Position};
use crate::program::Labels;

/// The most pins: four 8-bit tops, and the two walls', fill 48 bits.
const MOST_PINS: usize = 4;

/// Slots a pin's region has: its base, up to 62 discs and a slot to spare.
/// Every region this size, the board is 256 slots, which an 8-bit top
/// indexes with no bound to check.
const STRIDE: usize = 64;

/// The code of a base: larger than any disc's.
const BASE: u16 = 0xfff0;

/// Where in [`PackedBoard::tops`] the two walls lie, what a move from or to
/// a pin that does not exist reads in its place: a slot to spare of pin 1's
/// region, holding a code larger than any (no disc is on top of it, so it
/// may go nowhere), and one of pin 2's holding 0 (nothing may go onto it).
const FROM_NOWHERE: u8 = 32;
const TO_NOWHERE: u8 = 40;
const WALLS: u64 = ((STRIDE as u64 - 1) << FROM_NOWHERE) | ((2 * STRIDE as u64 - 1) << TO_NOWHERE);

/// Where a pin's top lies in [`PackedBoard::tops`], one u64: the one its
/// top slot adds there when a disc lands on it (0 for a wall), and in the
/// top byte, above every top, the shift that reads it. Adding and taking
/// away places leaves the sum of shifts in that byte, which no shift reads.
type Place = u64;

fn place(shift: u8, unit: u64) -> Place {
    (shift as u64) << 56 | unit
}

/// A position packed for checking moves; see the module's notes.
#[derive(Clone)]
pub(crate) struct PackedBoard {
    /// Pin p's region starts at p * [`STRIDE`]: its base's code, then its
    /// discs' from the bottom. (The last slot is never used: see `play_as`.)
    cells: [u16; 257],
    /// The slot of each pin's top (its base's when empty), 8 bits a pin,
    /// then the walls' ([`WALLS`]).
    tops: u64,
    pins: u32,
    /// By pin number, where a move from it and a move to it read their
    /// tops: a move's pins looked up with no range to check.
    from_places: [Place; 256],
    to_places: [Place; 256],
    /// What a disc XORs into its code as it moves: the same for every disc
    /// on the board (see `packed`).
    turn: u16,
    /// Which colour rule the moves pass, one of [`others`].
    colour_rule: u8,
}

impl Rules {
    /// `pos` packed for checking moves, where these rules and the position
    /// allow it (see [`PackedBoard`]); `None` otherwise.
    pub(crate) fn packed(&self, pos: &Position) -> Option<PackedBoard> {
        let colour_rule = match self.others {
            others::NONE | others::NOT_ON_OWN_COLOUR | others::ONTO_NEXT_COLOUR => self.others,
            _ => return None,
        };
        let pins = pos.pin_count();
        let fits = (1..=MOST_PINS).contains(&pins) && pos.disc_count() < STRIDE - 1;
        // Every disc turns by one XOR: colours fixed, or flipping between
        // two colours which every disc shows one of. The board holds it in
        // a register: looked up by colour, it cost Reversi's loop a load on
        // the way from one move of a disc to its next.
        let (turn, pair) = match self.recolour {
            Recolour::Fixed => (0, None),
            Recolour::Flip(a, b) => (a as u16 ^ b as u16, Some((a, b))),
            _ => return None,
        };
        if !self.size_rule || !fits {
            return None;
        }
        // Sizes told apart, so that a disc may go only onto a larger one (or
        // a base): the one comparison then also refuses a disc put back on
        // its own pin, and a base moved.
        let mut sizes = 0u64;
        for disc in pos.pins().flatten() {
            let turns = pair.is_none_or(|(a, b)| disc.colour == a || disc.colour == b);
            if disc.stack != 0 || disc.size >= 64 || sizes >> disc.size & 1 != 0 || !turns {
                return None;
            }
            sizes |= 1 << disc.size;
        }
        let mut cells = [0u16; 257];
        let mut tops = WALLS;
        cells[STRIDE - 1] = u16::MAX;
        let mut from_places = [place(FROM_NOWHERE, 0); 256];
        let mut to_places = [place(TO_NOWHERE, 0); 256];
        for (pin, on_pin) in pos.pins().enumerate() {
            let region = &mut cells[pin * STRIDE..][..STRIDE];
            region[0] = BASE | pos.bases()[pin] as u16;
            for (cell, disc) in region[1..].iter_mut().zip(on_pin) {
                *cell = disc.size << 4 | disc.colour as u16;
            }
            let shift = 8 * pin as u8;
            tops |= ((pin * STRIDE + on_pin.len()) as u64) << shift;
            from_places[pin] = place(shift, 1 << shift);
            to_places[pin] = from_places[pin];
        }
        Some(PackedBoard { cells, tops, pins: pins as u32, from_places, to_places, turn, colour_rule })
    }
}

/// How a batch's moves give their pins' places: by pin, or by a recorded
/// call's names.
trait Places: Copy {
    fn of(self, mv: Move) -> (Place, Place);
}

/// Moves that name their pins themselves: the board's tables.
impl Places for (&[Place; 256], &[Place; 256]) {
    #[inline(always)]
    fn of(self, mv: Move) -> (Place, Place) {
        (self.0[mv.from as usize], self.1[mv.to as usize])
    }
}

/// A recorded call's moves: tables by name, made for the call's labels.
impl Places for (&[Place; Labels::MAX], &[Place; Labels::MAX]) {
    #[inline(always)]
    fn of(self, mv: Move) -> (Place, Place) {
        (self.0[mv.from as usize % Labels::MAX], self.1[mv.to as usize % Labels::MAX])
    }
}

impl PackedBoard {
    /// Check and make `moves` while the board is sure they are legal; at the
    /// first it does not pass, the index of that move (the board as before it).
    pub(crate) fn play_all(&mut self, moves: &[Move]) -> Result<(), usize> {
        let (from, to) = (self.from_places, self.to_places);
        self.play_batch(moves, (&from, &to))
    }

    /// [`PackedBoard::play_all`] for a recorded call's moves, relabelled by
    /// `labels` as they are checked.
    pub(crate) fn play_relabelled(&mut self, moves: &[Move], labels: &Labels) -> Result<(), usize> {
        let from = labels.0.map(|pin| self.from_places[pin as usize]);
        let to = labels.0.map(|pin| self.to_places[pin as usize]);
        self.play_batch(moves, (&from, &to))
    }

    #[inline(always)]
    fn play_batch<P: Places>(&mut self, moves: &[Move], places: P) -> Result<(), usize> {
        match self.colour_rule {
            others::NOT_ON_OWN_COLOUR => self.play_as::<{ others::NOT_ON_OWN_COLOUR }, P>(moves, places),
            others::ONTO_NEXT_COLOUR => self.play_as::<{ others::ONTO_NEXT_COLOUR }, P>(moves, places),
            _ => self.play_as::<{ others::NONE }, P>(moves, places),
        }
    }

    /// The move loop for one colour rule (`COLOUR_RULE`, one of [`others`]).
    #[inline(never)]
    fn play_as<const COLOUR_RULE: u8, P: Places>(&mut self, moves: &[Move], places: P) -> Result<(), usize> {
        let (mut tops, turn) = (self.tops, self.turn);
        let cells = &mut self.cells;
        // The index of a move not passed comes from what is left, so the
        // loop keeps no counter.
        let mut rest = moves.iter();
        while let Some(mv) = rest.next() {
            let (from, to) = places.of(*mv);
            let from_top = (tops >> (from >> 56)) as u8;
            let to_top = (tops >> (to >> 56)) as u8;
            let disc = cells[from_top as usize];
            let onto = cells[to_top as usize];
            let landed = disc ^ turn;
            // Only onto a larger disc or a base (see `packed`).
            let size_refused = onto <= disc | 0xf;
            let colour_refused = match COLOUR_RULE {
                others::NOT_ON_OWN_COLOUR => (onto ^ landed) & 0xf == 0,
                others::ONTO_NEXT_COLOUR => (onto ^ landed) & 0xf != 0 && onto & 0xf != Colour::Grey as u16,
                _ => false,
            };
            if size_refused | colour_refused {
                self.tops = tops;
                return Err(moves.len() - rest.len() - 1);
            }
            // Never past 255 (a region has a slot to spare), but an index
            // up to 256 needs no bound checked, nor its 8 bits kept.
            cells[to_top as usize + 1] = landed;
            tops = tops.wrapping_add(to).wrapping_sub(from);
        }
        self.tops = tops;
        Ok(())
    }

    /// Put the board's discs on `pos`, the position it was packed from (its
    /// bases and shafts are kept).
    pub(crate) fn write_to(&self, pos: &mut Position) {
        pos.clear_discs();
        for pin in 0..self.pins as usize {
            let top = (self.tops >> (8 * pin)) as u8 as usize;
            for &code in &self.cells[pin * STRIDE + 1..=top] {
                pos.push(pin, Disc::new(code >> 4, Colour::ALL[(code & 0xf) as usize]));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use super::PackedBoard;
    use crate::catalogue::CATALOGUE;
    use crate::position::{Move, Position};
    use crate::program::Labels;
    use crate::puzzle::Puzzle;
    use crate::rules::Rules;

    /// Positions the board's one comparison for the size rule would
    /// misjudge, or its codes could not hold, are left to the rules: two
    /// discs of one size, a disc of size 64 or more, a second stack; and a
    /// flip with a disc of a third colour.
    #[test]
    fn the_board_leaves_what_it_cannot_judge_to_the_rules() {
        use crate::colour::Colour::{Grey, Magenta, Yellow};
        use crate::position::{Disc, Setup};
        use crate::rules::{Constraint, Recolour};
        let fixed = Rules::new(&[Constraint::NotOnSmaller], Recolour::Fixed);
        let flips = Rules::new(&[Constraint::NotOnSmaller], Recolour::Flip(Yellow, Magenta));
        let of = |discs: &[(usize, Disc)]| {
            let mut setup = Setup::new(3);
            for &(pin, disc) in discs {
                setup.push(pin, disc);
            }
            setup.position()
        };
        let (one, two) = (Disc::new(1, Yellow), Disc::new(2, Magenta));
        assert!(fixed.packed(&of(&[(0, two), (1, one)])).is_some());
        assert!(flips.packed(&of(&[(0, two), (1, one)])).is_some());
        assert!(fixed.packed(&of(&[(0, one), (1, one)])).is_none(), "two discs of one size");
        assert!(fixed.packed(&of(&[(0, Disc::new(64, Grey))])).is_none(), "size 64");
        assert!(fixed.packed(&of(&[(0, Disc { stack: 1, ..two }), (1, one)])).is_none(), "a second stack");
        assert!(flips.packed(&of(&[(0, Disc::new(2, Grey)), (1, one)])).is_none(), "a third colour");
    }

    /// The board passes `candidate` exactly when the rules allow it, and
    /// then leaves the position the rules leave.
    fn agrees(rules: &Rules, board: &PackedBoard, pos: &Position, candidate: Move, labels: Option<&Labels>) {
        let (mut tried, mut played) = (board.clone(), pos.clone());
        let (passed, allowed) = match labels {
            Some(labels) => (
                tried.play_relabelled(&[candidate], labels).is_ok(),
                rules.play_relabelled(&mut played, &[candidate], labels).is_ok(),
            ),
            None => (tried.play_all(&[candidate]).is_ok(), rules.play_all(&mut played, &[candidate]).is_ok()),
        };
        assert_eq!(passed, allowed, "{candidate:?} labelled {labels:?} on {}", pos.summary());
        if passed {
            let mut written = pos.clone();
            tried.write_to(&mut written);
            assert_eq!(written, played, "{candidate:?} labelled {labels:?} on {}", pos.summary());
        }
    }

    /// Every catalogue variation the board takes, 0 to 6 discs on each pin
    /// count it allows up to four: at every position its solution passes
    /// (the first 300), every move between two of the pins or a pin that
    /// does not exist is passed by the board exactly when the rules allow
    /// it and leaves the same position, as pins and as a recorded call's
    /// names (the pins in another order, or a name for a pin that is not
    /// there); and the board plays the whole solution to the position the
    /// rules reach.
    #[test]
    fn the_board_passes_what_the_rules_allow_and_plays_it_alike() {
        let mut taken = Vec::new();
        let mut orders = Vec::new();
        for rotation in 0..4u8 {
            let mut labels = Labels::default();
            for name in 0..Labels::MAX as u8 {
                labels.0[name as usize] = (name + rotation) % 4;
            }
            labels.0[4] = 9;
            labels.0[5] = labels.0[1];
            orders.push(labels);
        }
        for variation in CATALOGUE {
            for pins in variation.pins.min..=variation.pins.max.min(4) {
                for discs in variation.discs.min..=variation.discs.max.min(6) {
                    let Ok(puzzle) = Puzzle::new(variation, discs as u64, Some(pins as u64)) else { continue };
                    let rules = puzzle.solution().rules();
                    let mut pos = puzzle.start().clone();
                    let Some(mut board) = rules.packed(&pos) else { continue };
                    taken.push(variation.name);
                    let moves: Vec<Move> = puzzle.solution().moves().collect();
                    for (t, &mv) in moves.iter().enumerate() {
                        if t < 300 {
                            for from in 0..=pins as u8 + 1 {
                                for to in 0..=pins as u8 + 1 {
                                    agrees(rules, &board, &pos, Move::new(from, to), None);
                                }
                            }
                            for labels in &orders {
                                for from in 0..6 {
                                    for to in 0..6 {
                                        agrees(rules, &board, &pos, Move::new(from, to), Some(labels));
                                    }
                                }
                            }
                        }
                        assert_eq!(board.play_all(&[mv]), Ok(()), "{} move {}", variation.name, t + 1);
                        rules.play(&mut pos, mv.from as usize, mv.to as usize).unwrap();
                    }
                    let mut written = puzzle.start().clone();
                    board.write_to(&mut written);
                    assert_eq!(written, pos, "{} {discs} discs on {pins} pins", variation.name);
                }
            }
        }
        for name in ["Classic", "Reversi", "Reversi_E", "Reversi_F", "Domino", "Rainbow"] {
            assert!(taken.contains(&name), "the board takes {name}");
        }
    }
}
