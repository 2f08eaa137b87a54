//! Red–Blue Tower of Hanoi (Azmat 2022): four pegs, Blue's discs 1..n on
//! peg 1 and Red's on peg 4. Each player moves only their own colour; a disc
//! goes on an empty peg or on a strictly larger disc of either colour (equal
//! sizes never stack); a player's first move puts their smallest disc on
//! peg 2 or 3; whoever has all their discs on one peg other than their own
//! starting peg wins. Endless play is a draw.

use core::fmt;

use super::setup::{within, SetupError};
use super::{Game, GameIllegal, Next, Outcome, Reach};
use crate::colour::Colour;
use crate::position::{Disc, Move, Position};
use crate::rules::{Constraint, Recolour, Rules};
use crate::search::Encoding;

/// A player of Red–Blue.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    Blue,
    Red,
}

impl Side {
    pub fn parse(text: &str) -> Option<Side> {
        match text.trim().to_ascii_lowercase().as_str() {
            "blue" => Some(Side::Blue),
            "red" => Some(Side::Red),
            _ => None,
        }
    }

    pub fn other(self) -> Side {
        match self {
            Side::Blue => Side::Red,
            Side::Red => Side::Blue,
        }
    }

    pub fn colour(self) -> Colour {
        match self {
            Side::Blue => Colour::Blue,
            Side::Red => Colour::Red,
        }
    }

    /// The peg the side's discs start on (from 0).
    pub fn home(self) -> usize {
        match self {
            Side::Blue => 0,
            Side::Red => 3,
        }
    }

    fn index(self) -> u64 {
        self as u64
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::Blue => "Blue",
            Side::Red => "Red",
        })
    }
}

/// One game of Red–Blue with `discs` discs a side.
///
/// A rank is the discs' placement, then who is to move, then which players
/// have made their first move (two bits).
#[derive(Clone, Debug)]
pub struct RedBlue {
    discs: usize,
    first: Side,
    rules: Rules,
    encoding: Encoding,
    scratch: Position,
    start: u64,
}

const PEGS: usize = 4;

impl RedBlue {
    pub const MAX_DISCS: u64 = 5;
    /// The paper's number of discs a side.
    pub const PAPER_DISCS: u64 = 3;

    pub fn new(discs: u64, first: Side) -> Result<RedBlue, SetupError> {
        let discs = within("Red–Blue", "discs a side", discs, 1, RedBlue::MAX_DISCS)?;
        let rules = Rules::new(&[Constraint::NotOnSmaller, Constraint::NotOnEqual], Recolour::Fixed);
        let mut start = Position::empty(PEGS, 2 * discs);
        for size in (1..=discs as u16).rev() {
            start.push(Side::Blue.home(), Disc { size, colour: Colour::Blue, stack: 0 });
            start.push(Side::Red.home(), Disc { size, colour: Colour::Red, stack: 1 });
        }
        let encoding = Encoding::new(&rules, &start, &start).expect("distinct discs of two stacks can be ranked");
        let placed = encoding.encode(&start).expect("the start is ranked");
        let mut game = RedBlue { discs, first, rules, encoding, scratch: start, start: 0 };
        game.start = game.join(placed, first, [false, false]);
        Ok(game)
    }

    pub fn discs(&self) -> usize {
        self.discs
    }

    pub fn first(&self) -> Side {
        self.first
    }

    pub(super) fn join(&self, placed: u64, turn: Side, moved: [bool; 2]) -> u64 {
        (placed * 2 + turn.index()) * 4 + moved[0] as u64 + 2 * moved[1] as u64
    }

    pub(super) fn split(&self, rank: u64) -> (u64, Side, [bool; 2]) {
        let bits = rank % 4;
        let rest = rank / 4;
        let turn = if rest.is_multiple_of(2) { Side::Blue } else { Side::Red };
        (rest / 2, turn, [bits & 1 == 1, bits & 2 == 2])
    }

    /// What the analysis will meet: the two discs of each size never share
    /// a peg (neither may rest on the other or on a smaller one), so 12
    /// placements a size; either player to move once both have opened (the
    /// start and the opening moves are a few more); and from each position at
    /// most one move of the player's own discs between any two pegs.
    pub fn reach(&self) -> Reach {
        let placements = 12u64.saturating_pow(self.discs as u32);
        Reach::new(self.ranks(), placements.saturating_mul(2).saturating_add(4), 6)
    }

    /// Whose turn it is at `rank`.
    pub fn turn(&self, rank: u64) -> Side {
        self.split(rank).1
    }

    /// Start from `rank`, its side to move moving first (`start_check.rs`).
    pub(super) fn set_start(&mut self, rank: u64) {
        self.start = rank;
        self.first = self.turn(rank);
    }

    pub(super) fn encoding(&self) -> &Encoding {
        &self.encoding
    }

    pub(super) fn scratch_mut(&mut self) -> &mut Position {
        &mut self.scratch
    }

    pub(super) fn load(&mut self, rank: u64) -> (u64, Side, [bool; 2]) {
        let split = self.split(rank);
        self.encoding.decode(split.0, &mut self.scratch);
        split
    }

    /// Whether `side` has all its discs on one peg other than its home.
    pub(super) fn has_won(&self, side: Side) -> bool {
        let colour = side.colour();
        (0..PEGS).any(|peg| {
            peg != side.home() && self.scratch.pin(peg).iter().filter(|d| d.colour == colour).count() == self.discs
        })
    }

    fn step(&self, placed: u64, turn: Side, moved: [bool; 2], from: usize, to: usize) -> Result<u64, GameIllegal> {
        let pos = &self.scratch;
        let basic = from >= PEGS || to >= PEGS || from == to || pos.top(from).is_none();
        if basic {
            return Err(GameIllegal::Rules(self.rules.check(pos, from, to).expect_err("not a move")));
        }
        let disc = *pos.top(from).expect("checked above");
        if disc.colour != turn.colour() {
            return Err(GameIllegal::NotYourDisc { disc: disc.size, colour: disc.colour });
        }
        let first_move = !moved[turn.index() as usize];
        if first_move && (disc.size != 1 || !(to == 1 || to == 2)) {
            return Err(GameIllegal::Opening { colour: turn.colour() });
        }
        self.rules.check(pos, from, to).map_err(GameIllegal::Rules)?;
        let placed = self.encoding.shifted(placed, &disc, &disc, from, to).expect("colours are fixed");
        let mut moved = moved;
        moved[turn.index() as usize] = true;
        Ok(self.join(placed, turn.other(), moved))
    }
}

impl Game for RedBlue {
    fn ranks(&self) -> u64 {
        self.encoding.positions() * 8
    }

    fn start(&self) -> u64 {
        self.start
    }

    fn over(&mut self, rank: u64) -> Option<Outcome> {
        let (_, turn, _) = self.load(rank);
        // Only a player's own move can complete their tower.
        self.has_won(turn.other()).then_some(Outcome::Lose)
    }

    fn moves(&mut self, rank: u64, visit: &mut dyn FnMut(Move, Next)) {
        let (placed, turn, moved) = self.load(rank);
        for from in 0..PEGS {
            match self.scratch.top(from) {
                Some(d) if d.colour == turn.colour() => {}
                _ => continue,
            }
            for to in 0..PEGS {
                if to != from {
                    if let Ok(next) = self.step(placed, turn, moved, from, to) {
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
        let (placed, turn, moved) = self.load(rank);
        self.step(placed, turn, moved, mv.from as usize, mv.to as usize).map(Next::Rank)
    }

    fn position(&mut self, rank: u64) -> Position {
        self.load(rank);
        self.scratch.clone()
    }
}
