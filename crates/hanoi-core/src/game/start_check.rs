//! Starting a two-player game from a position of one's own: the words of
//! `start_text.rs` checked by each game's rules into a rank, and each
//! game's positions written back in those words.
//!
//! A start need not be reachable from the game's usual start: it must be a
//! position the rules allow (every disc once, none on a smaller one, the
//! disc just moved on top and able to have come from somewhere, no tower
//! the rules forbid, a lead that moves can make, within the window), where
//! play has not ended and the player to move has a move. The analysis then
//! follows what is reachable from that start.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use super::impartial::{Impartial, Last, Towers, TurnRule};
use super::scoring::ScoreError;
use super::start_text::{read, write_peg, Typed, Written};
use super::{Game, Next, RedBlue, Scoring, Side};
use crate::colour::Colour;
use crate::position::{Disc, Position};

/// The discs of `w` placed on `pegs` pegs: `discs` of each colour in
/// `sides` (none: grey discs), each once, none on a smaller (or, with
/// colours, an equal) one.
pub(super) fn place(w: &Written, pegs: usize, discs: u16, sides: &[Side]) -> Result<Position, String> {
    let coloured = !sides.is_empty();
    let kinds = sides.len().max(1);
    let mut seen = alloc::vec![false; kinds * discs as usize];
    let mut pos = Position::empty(pegs, kinds * discs as usize);
    for (p, peg) in w.pegs.iter().enumerate() {
        let mut below: Option<Typed> = None;
        for &disc in peg {
            let name = disc_name(disc);
            if disc.size == 0 || disc.size > discs {
                return Err(format!(
                    "peg {}: there is no disc {}: the discs are 1 to {discs}",
                    p + 1,
                    disc.size
                ));
            }
            let side = match (coloured, disc.side) {
                (false, None) => None,
                (false, Some(_)) => {
                    return Err(format!(
                        "peg {}: disc {name}: the discs of this game have no colour",
                        p + 1
                    ))
                }
                (true, None) => {
                    return Err(format!(
                        "peg {}: disc {}: say its colour, {}b or {}r",
                        p + 1,
                        disc.size,
                        disc.size,
                        disc.size
                    ))
                }
                (true, Some(side)) => Some(side),
            };
            let slot = side.map_or(0, |s| s as usize) * discs as usize + disc.size as usize - 1;
            if seen[slot] {
                return Err(format!("disc {name} is written twice"));
            }
            seen[slot] = true;
            if let Some(under) = below {
                if under.size < disc.size {
                    return Err(format!(
                        "peg {}: disc {name} is on disc {}, a smaller one",
                        p + 1,
                        disc_name(under)
                    ));
                }
                if under.size == disc.size {
                    return Err(format!(
                        "peg {}: disc {name} is on disc {}: discs of equal size never stack",
                        p + 1,
                        disc_name(under)
                    ));
                }
            }
            below = Some(disc);
            let (colour, stack) = match side {
                None => (Colour::Grey, 0),
                Some(s) => (s.colour(), s as u8),
            };
            pos.push(
                p,
                Disc {
                    size: disc.size,
                    colour,
                    stack,
                },
            );
        }
    }
    let missing: Vec<String> = (0..seen.len())
        .filter(|&i| !seen[i])
        .map(|i| {
            let side = coloured.then(|| sides[i / discs as usize]);
            disc_name(Typed {
                size: (i % discs as usize) as u16 + 1,
                side,
            })
        })
        .collect();
    match missing.as_slice() {
        [] => Ok(pos),
        [one] => Err(format!("disc {one} is on no peg")),
        more => Err(format!("discs {} are on no peg", more.join(", "))),
    }
}

/// "3", "2b", "1r".
fn disc_name(disc: Typed) -> String {
    write_peg(core::iter::once(disc))
}

/// The peg `size` stands on (grey discs).
fn peg_of(pos: &Position, size: u16) -> usize {
    (0..pos.pin_count())
        .find(|&p| pos.pin(p).iter().any(|d| d.size == size))
        .unwrap_or(0)
}

impl Impartial {
    /// The rank of the position `text` describes, checked by the rules.
    pub fn read_start(&mut self, text: &str) -> Result<u64, String> {
        let w = read(text, self.pegs())?;
        if w.lead.is_some() {
            return Err(String::from(
                "only scoring play has a lead: leave out \"lead\"",
            ));
        }
        self.rank_from(&w)
    }

    pub(super) fn rank_from(&mut self, w: &Written) -> Result<u64, String> {
        if w.turn.is_some() || w.opened != [false, false] {
            return Err(String::from(
                "only Red–Blue says whose turn it is: here the player to move is Player 1 of the game that starts there",
            ));
        }
        let (pegs, n) = (self.pegs(), self.discs() as u16);
        let pos = place(w, pegs, n, &[])?;
        let last = self.last_from(w, &pos)?;
        let tower_at_home = pos.pin(0).len() == n as usize;
        let moved = match (self.ending().needs_largest(), w.largest_moved) {
            (None, true) => {
                return Err(format!("{} does not wait for the largest disc's first move: leave out \"largest disc has moved\"", self.ending()))
            }
            (None, false) => false,
            (Some(false), true) => {
                return Err(format!("{} waits for the smallest disc's first move, not the largest's", self.ending()))
            }
            (Some(false), false) => !(tower_at_home && last.disc == 0),
            (Some(true), said) => said || last.disc == n || pos.pin(0).first().is_none_or(|d| d.size != n),
        };
        let placed = self
            .encoding()
            .encode(&pos)
            .expect("a placement of the game's discs is ranked");
        let rank = self.join(placed, last, moved);
        self.check_playable(rank, &pos, moved)?;
        Ok(rank)
    }

    /// The move just made, from "disc D just moved [from peg P]".
    fn last_from(&self, w: &Written, pos: &Position) -> Result<Last, String> {
        let Some((disc, froms)) = &w.just_moved else {
            return Ok(Last {
                disc: 0,
                from: 0,
                seen: 0,
            });
        };
        let (disc, n) = (*disc, self.discs() as u16);
        if disc == 0 || disc > n {
            return Err(format!(
                "there is no disc {disc} to have just moved: the discs are 1 to {n}"
            ));
        }
        let at = peg_of(pos, disc);
        if pos.top(at).map(|d| d.size) != Some(disc) {
            return Err(format!(
                "disc {disc} is not on top of peg {}, so it cannot be the disc just moved",
                at + 1
            ));
        }
        // A peg it came from: after it left, that peg's top is larger than it, or the peg is empty.
        let came_from = |p: usize| -> Result<(), String> {
            if p == at {
                return Err(format!(
                    "disc {disc} cannot have come from peg {}, where it stands",
                    p + 1
                ));
            }
            match pos.top(p) {
                Some(top) if top.size < disc => Err(format!(
                    "disc {disc} cannot have come from peg {}: disc {} there is smaller",
                    p + 1,
                    top.size
                )),
                _ => Ok(()),
            }
        };
        let rule = self.turn_rule();
        match (rule, froms.as_slice()) {
            (TurnRule::NotJustMoved, []) => {
                if (0..self.pegs()).all(|p| came_from(p).is_err()) {
                    return Err(format!("disc {disc} cannot have just moved: every other peg's top disc is smaller"));
                }
                Ok(Last { disc, from: 0, seen: 0 })
            }
            (TurnRule::NotJustMoved, _) => {
                Err(format!("where disc {disc} came from matters only under the ko rule or rounds: write \"disc {disc} just moved\""))
            }
            (_, []) => Err(format!(
                "under {} say where disc {disc} came from: \"disc {disc} just moved from peg 2\"",
                if rule == TurnRule::Ko { "the ko rule" } else { "rounds" }
            )),
            (TurnRule::Ko, [from]) => {
                came_from(*from as usize)?;
                Ok(Last { disc, from: *from, seen: 0 })
            }
            (TurnRule::Ko, _) => Err(format!("under the ko rule disc {disc} came from one peg: \"disc {disc} just moved from peg 2\"")),
            (TurnRule::Rounds, list) => {
                // The round's pegs: where it stands, and each it stood on since another disc moved.
                let mut seen = 1u8 << at;
                for &p in list {
                    if p as usize == at {
                        return Err(format!("disc {disc} cannot have come from peg {}, where it stands", p + 1));
                    }
                    seen |= 1 << p;
                }
                // The last peg it left had room for it; one of those named did.
                if list.iter().all(|&p| came_from(p as usize).is_err()) {
                    return came_from(list[0] as usize).map(|_| Last { disc, from: 0, seen });
                }
                Ok(Last { disc, from: 0, seen })
            }
        }
    }

    /// Refuses a start where play has ended, a tower the rules forbid, or a player with no move.
    fn check_playable(&mut self, rank: u64, pos: &Position, moved: bool) -> Result<(), String> {
        let (pegs, n) = (self.pegs(), self.discs());
        if rank == self.start() {
            return Ok(());
        }
        let tower = (0..pegs).find(|&p| pos.pin(p).len() == n);
        if self.over(rank).is_some() {
            return Err(match tower {
                Some(p) if self.variation().towers == Towers::Drawn && !self.ending().ends_on(p, pegs, moved) => {
                    format!("the tower is complete on peg {}, where the game does not end: it has ended drawn there", p + 1)
                }
                Some(p) => format!("the tower is complete on peg {}: the game has already ended there", p + 1),
                None => String::from("the player to move has no legal move, which wins in misère play: the game has already ended there"),
            });
        }
        if let Some(p) = tower {
            let on_final = match self.ending() {
                super::Ending::Ec1 => self.ending().ends_on(p, pegs, true),
                super::Ending::Ec2 | super::Ending::Ec3 => p == 0,
                _ => true,
            };
            if !self.ending().ends_on(p, pegs, moved)
                && (self.variation().towers == Towers::Strict || !on_final)
            {
                return Err(format!(
                    "a complete tower may not stand on peg {}: the game does not end there ({}), and the tower rule forbids it",
                    p + 1,
                    self.ending().describe(pegs)
                ));
            }
        }
        let mut any = false;
        self.moves(rank, &mut |_, _| any = true);
        if !any {
            return Err(String::from(
                "the player to move has no legal move there: the game would already be over",
            ));
        }
        Ok(())
    }

    /// Start the game from `rank` (a rank [`Impartial::read_start`] gave).
    pub fn start_from(&mut self, rank: u64) {
        self.set_start(rank);
    }

    /// The position `rank` in the words [`Impartial::read_start`] reads.
    pub fn start_text(&mut self, rank: u64) -> String {
        let (_, last, moved) = self.load(rank);
        let pos = self.position(rank);
        let n = self.discs() as u16;
        let mut text = pegs_written(&pos);
        if last.disc > 0 {
            text.push_str(&format!("; disc {} just moved", last.disc));
            let at = peg_of(&pos, last.disc);
            match self.turn_rule() {
                TurnRule::NotJustMoved => {}
                TurnRule::Ko => text.push_str(&format!(" from peg {}", last.from + 1)),
                TurnRule::Rounds => {
                    let pegs: Vec<String> = (0..self.pegs())
                        .filter(|&p| p != at && last.seen & (1 << p) != 0)
                        .map(|p| (p + 1).to_string())
                        .collect();
                    let word = if pegs.len() == 1 { "peg" } else { "pegs" };
                    text.push_str(&format!(" from {word} {}", pegs.join(", ")));
                }
            }
        }
        let largest_home = pos.pin(0).first().is_some_and(|d| d.size == n);
        if self.ending().needs_largest() == Some(true) && moved && largest_home && last.disc != n {
            text.push_str("; largest disc has moved");
        }
        text
    }
}

/// "3 2 / - / 1", or with colours "2b 1b / - / 1r / 2r".
pub(super) fn pegs_written(pos: &Position) -> String {
    let pegs: Vec<String> = pos
        .pins()
        .map(|peg| {
            write_peg(peg.iter().map(|d| Typed {
                size: d.size,
                side: match d.colour {
                    Colour::Blue => Some(Side::Blue),
                    Colour::Red => Some(Side::Red),
                    _ => None,
                },
            }))
        })
        .collect();
    pegs.join(" / ")
}

impl Scoring {
    /// The rank of the position `text` describes, with its lead ("lead
    /// -1.5": the player to move's total minus the other's), checked.
    pub fn read_start(&mut self, text: &str) -> Result<u64, String> {
        let w = read(text, 3)?;
        let base = self.base_mut().rank_from(&w)?;
        let Some(typed) = &w.lead else {
            return Ok(self.rank_with(base, 0));
        };
        let typed_quoted = crate::echo::quoted(typed);
        let beyond = || {
            format!(
                "a lead of {typed_quoted} is outside the score differences followed, ±{} (see --window)",
                self.weights().show(self.window())
            )
        };
        let lead = self.scaled_score(typed).map_err(|why| match why {
            ScoreError::NotANumber => format!("the lead {typed_quoted} is not a number: write one like 2, -1 or 0.5"),
            ScoreError::TooPrecise(0) => format!("the lead {typed_quoted} is not a whole number, as every lead is with these weights"),
            ScoreError::TooPrecise(places) => format!(
                "the lead {typed_quoted} has more decimal places than the weights' {places}, so no play reaches it"
            ),
            ScoreError::TooLarge => beyond(),
        })?;
        if lead % self.unit() != 0 {
            return Err(format!(
                "a lead of {} cannot arise: every move scores a multiple of {}, so every lead is one",
                self.weights().show(lead),
                self.weights().show(self.unit())
            ));
        }
        match self.join(base, lead / self.unit()) {
            Next::Rank(rank) => Ok(rank),
            Next::Beyond => Err(format!(
                "a lead of {} is outside the score differences followed, ±{} (see --window)",
                self.weights().show(lead),
                self.weights().show(self.window())
            )),
        }
    }

    fn rank_with(&self, base: u64, units: i64) -> u64 {
        match self.join(base, units) {
            Next::Rank(rank) => rank,
            Next::Beyond => unreachable!("a lead of 0 lies within any window"),
        }
    }

    /// Start the game from `rank` (a rank [`Scoring::read_start`] gave).
    pub fn start_from(&mut self, rank: u64) {
        let (base, units) = self.split(rank);
        self.base_mut().set_start(base);
        self.lead = units;
    }

    /// The lead at the start, in the weights' scale.
    pub fn start_lead(&self) -> i64 {
        self.lead * self.unit()
    }

    /// The position `rank` in the words [`Scoring::read_start`] reads.
    pub fn start_text(&mut self, rank: u64) -> String {
        let (base, units) = self.split(rank);
        let mut text = self.base_mut().start_text(base);
        if units != 0 {
            text.push_str(&format!(
                "; lead {}",
                self.weights().show(units * self.unit())
            ));
        }
        text
    }
}

impl RedBlue {
    /// The rank of the position `text` describes (whose turn: as said, else
    /// the game's first player), checked by the rules.
    pub fn read_start(&mut self, text: &str) -> Result<u64, String> {
        const PEGS: usize = 4;
        let w = read(text, PEGS)?;
        let refused = [
            (w.just_moved.is_some(), "the disc just moved"),
            (w.largest_moved, "whether the largest disc has moved"),
            (w.lead.is_some(), "a lead"),
        ];
        if let Some((_, what)) = refused.iter().find(|(said, _)| *said) {
            return Err(format!("Red–Blue's positions do not hold {what}: say the discs, whose turn it is and who has opened"));
        }
        let n = self.discs() as u16;
        let pos = place(&w, PEGS, n, &[Side::Blue, Side::Red])?;
        let turn = w.turn.unwrap_or(self.first());
        let away = |side: Side| {
            pos.pins()
                .enumerate()
                .any(|(p, peg)| p != side.home() && peg.iter().any(|d| d.colour == side.colour()))
        };
        let opened = [
            w.opened[0] || away(Side::Blue),
            w.opened[1] || away(Side::Red),
        ];
        *self.scratch_mut() = pos.clone();
        for side in [turn.other(), turn] {
            if self.has_won(side) {
                let peg = (0..PEGS).find(|&p| {
                    p != side.home()
                        && pos
                            .pin(p)
                            .iter()
                            .filter(|d| d.colour == side.colour())
                            .count()
                            == n as usize
                });
                let peg = peg.map_or(0, |p| p + 1);
                return Err(if side == turn {
                    format!("{side}, to move, already has all its discs on peg {peg}: the game ended when they got there")
                } else {
                    format!(
                        "{side} has all its discs on peg {peg}: the game has already ended there"
                    )
                });
            }
        }
        let placed = self
            .encoding()
            .encode(&pos)
            .expect("a placement of the game's discs is ranked");
        let rank = self.join(placed, turn, opened);
        let mut any = false;
        self.moves(rank, &mut |_, _| any = true);
        if !any {
            return Err(format!(
                "{turn}, to move, has no legal move there: the game would already be over"
            ));
        }
        Ok(rank)
    }

    /// Start the game from `rank`, its side to move moving first.
    pub fn start_from(&mut self, rank: u64) {
        self.set_start(rank);
    }

    /// The position `rank` in the words [`RedBlue::read_start`] reads.
    pub fn start_text(&mut self, rank: u64) -> String {
        let (_, turn, opened) = self.split(rank);
        let pos = self.position(rank);
        let mut text = pegs_written(&pos);
        text.push_str(&format!(
            "; {} to move",
            if turn == Side::Blue { "blue" } else { "red" }
        ));
        for side in [Side::Blue, Side::Red] {
            let home = pos
                .pin(side.home())
                .iter()
                .filter(|d| d.colour == side.colour())
                .count()
                == self.discs();
            if opened[side as usize] && home {
                text.push_str(&format!(
                    "; {} has opened",
                    if side == Side::Blue { "blue" } else { "red" }
                ));
            }
        }
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Ending, Variation, Weights};

    fn impartial(ending: Ending) -> Impartial {
        Impartial::new(3, 3, ending).unwrap()
    }

    #[test]
    fn a_position_reads_back_as_written() {
        let mut game = impartial(Ending::Ec1);
        for text in [
            "3 2 1 / - / -",
            "3 / 2 / 1; disc 1 just moved",
            "- / 3 2 / 1; disc 2 just moved",
        ] {
            let rank = game.read_start(text).unwrap();
            assert_eq!(game.start_text(rank), text);
        }
        assert_eq!(game.read_start("3,2,1/-/-").unwrap(), game.start());
        let mut ko =
            Impartial::with_variation(3, 3, Ending::Ec1, Variation::with_turn_rule(TurnRule::Ko))
                .unwrap();
        let rank = ko
            .read_start("3 / 2 / 1; disc 1 just moved from peg 2")
            .unwrap();
        assert_eq!(
            ko.start_text(rank),
            "3 / 2 / 1; disc 1 just moved from peg 2"
        );
        let mut ec2 = impartial(Ending::Ec2);
        let rank = ec2.read_start("3 / 2 / 1; largest disc has moved").unwrap();
        assert_eq!(ec2.start_text(rank), "3 / 2 / 1; largest disc has moved");
    }

    #[test]
    fn what_the_rules_make_impossible_is_refused_with_the_reason() {
        let mut game = impartial(Ending::Ec1);
        let refusal = |game: &mut Impartial, text: &str| game.read_start(text).expect_err(text);
        assert_eq!(
            refusal(&mut game, "2 3 / 1 / -"),
            "peg 1: disc 3 is on disc 2, a smaller one"
        );
        assert_eq!(refusal(&mut game, "3 2 / 2 / 1"), "disc 2 is written twice");
        assert_eq!(refusal(&mut game, "3 / 2 / -"), "disc 1 is on no peg");
        assert_eq!(
            refusal(&mut game, "3 / 2 / 4 1"),
            "peg 3: there is no disc 4: the discs are 1 to 3"
        );
        assert_eq!(
            refusal(&mut game, "3 2 / 1 / -; disc 3 just moved"),
            "disc 3 is not on top of peg 1, so it cannot be the disc just moved"
        );
        assert_eq!(
            refusal(&mut game, "3 / 1 / 2; disc 3 just moved"),
            "disc 3 cannot have just moved: every other peg's top disc is smaller"
        );
        assert_eq!(
            refusal(&mut game, "- / - / 3 2 1; disc 1 just moved"),
            "the tower is complete on peg 3: the game has already ended there"
        );
        assert!(refusal(&mut game, "- / 3 2 1 / -; disc 1 just moved")
            .starts_with("a complete tower may not stand on peg 2"));
        assert!(refusal(&mut game, "3 / 2 / 1; lead 2").starts_with("only scoring play has a lead"));
        assert!(refusal(&mut game, "3 / 2 / 1; largest disc has moved")
            .starts_with("EC1 does not wait"));
        assert!(refusal(&mut game, "3 / 2 / 1; red to move").starts_with("only Red–Blue"));
        assert!(
            refusal(&mut game, "3 / 2 / 1; disc 1 just moved from peg 1")
                .starts_with("where disc 1 came from matters only")
        );
        let mut ko =
            Impartial::with_variation(3, 3, Ending::Ec1, Variation::with_turn_rule(TurnRule::Ko))
                .unwrap();
        assert_eq!(
            refusal(&mut ko, "3 / 2 / 1; disc 2 just moved from peg 3"),
            "disc 2 cannot have come from peg 3: disc 1 there is smaller"
        );
        assert!(refusal(&mut ko, "3 / 2 / 1; disc 1 just moved")
            .starts_with("under the ko rule say where disc 1 came from"));
    }

    #[test]
    fn scoring_play_reads_a_lead_in_the_weights_scale_within_the_window() {
        let mut game =
            Scoring::new(3, Ending::Ec1, Weights::parse("2,4,-6").unwrap(), Some(20)).unwrap();
        let rank = game
            .read_start("3 2 / 1 / -; disc 1 just moved; lead -4")
            .unwrap();
        assert_eq!(
            (game.difference(rank), game.start_text(rank).as_str()),
            (-4, "3 2 / 1 / -; disc 1 just moved; lead -4")
        );
        assert!(game
            .read_start("3 2 / 1 / -; lead 3")
            .unwrap_err()
            .contains("every move scores a multiple of 2"));
        assert!(game
            .read_start("3 2 / 1 / -; lead 22")
            .unwrap_err()
            .contains("outside the score differences followed, ±20"));
        assert!(game
            .read_start("3 2 / 1 / -; lead 0.5")
            .unwrap_err()
            .contains("not a whole number"));
        assert_eq!(
            game.read_start("3 2 / 1 / -; lead 99999999999999999999").unwrap_err(),
            "a lead of \"99999999999999999999\" is outside the score differences followed, ±20 (see --window)"
        );
        assert!(game.read_start("3 2 / 1 / -; lead x").unwrap_err().contains("is not a number: write one like"));
        // A typeset minus sign is a minus sign.
        let typeset = game.read_start("3 2 / 1 / -; disc 1 just moved; lead \u{2212}4").unwrap();
        assert_eq!(typeset, rank);
        game.start_from(rank);
        assert_eq!((game.start(), game.start_lead()), (rank, -4));
    }

    #[test]
    fn red_blue_reads_colours_and_turn_and_refuses_an_ended_game() {
        let mut game = RedBlue::new(2, Side::Blue).unwrap();
        let rank = game.read_start("2b / 1b / 1r / 2r; red to move").unwrap();
        assert_eq!(game.start_text(rank), "2b / 1b / 1r / 2r; red to move");
        game.start_from(rank);
        assert_eq!(game.first(), Side::Red);
        let mut game = RedBlue::new(2, Side::Blue).unwrap();
        assert_eq!(
            game.read_start("2b 1b / - / - / 2r 1"),
            Err(String::from("peg 4: disc 1: say its colour, 1b or 1r"))
        );
        assert_eq!(
            game.read_start("2b 2r / 1b / - / 1r").unwrap_err(),
            "peg 1: disc 2r is on disc 2b: discs of equal size never stack"
        );
        assert_eq!(
            game.read_start("- / 2b 1b / 1r / 2r; red to move")
                .unwrap_err(),
            "Blue has all its discs on peg 2: the game has already ended there"
        );
        assert!(game
            .read_start("2b 1b / - / - / 2r 1r; disc 1 just moved")
            .unwrap_err()
            .starts_with("Red–Blue's positions do not hold"));
    }
}
