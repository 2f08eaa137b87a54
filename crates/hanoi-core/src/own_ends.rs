//! A start and a goal of one's own (issue 15: Hinz's arbitrary start and
//! goal): any position the rules let the discs rest in, typed as text,
//! picked at random or arranged by hand, instead of the variation's own.
//! The [`crate::Player`] plays by hand from it; the variation's algorithm,
//! which starts from the puzzle's own start, is not offered there.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use crate::echo::quoted;
use crate::graph::{key_text, position_of_key};
use crate::position::{Disc, Position};
use crate::position_text::{PositionText, PositionTextError};
use crate::puzzle::Puzzle;
use crate::rules::{IllegalMove, Misplaced, Rules};

/// Which end a text was for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    Start,
    Goal,
}

/// Why a start or goal typed is not one: the end, then the reader's reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EndsError {
    pub end: End,
    pub error: PositionTextError,
}

impl fmt::Display for EndsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let end = match self.end {
            End::Start => "the start",
            End::Goal => "the goal",
        };
        write!(f, "{end}: {}", self.error)
    }
}

impl core::error::Error for EndsError {}

/// A key ([`key_text`]) that is not a position of the puzzle: its discs
/// are not the puzzle's, or do not rest as its rules allow.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotAPosition {
    pub key: String,
}

impl fmt::Display for NotAPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} is not a position of this puzzle", quoted(&self.key))
    }
}

impl core::error::Error for NotAPosition {}

/// The positions play begins from and must reach, each a position of the
/// puzzle resting as its rules allow.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ends {
    start: Position,
    /// `None`: the puzzle's own goal.
    goal: Option<Position>,
}

impl Ends {
    /// `start` and, where given, `goal` as text (`3 2 / - / 1`), read by
    /// the puzzle's [`PositionText`]; a goal equal to the puzzle's is kept
    /// as the puzzle's.
    pub fn read(puzzle: &Puzzle, start: &str, goal: Option<&str>) -> Result<Ends, EndsError> {
        let text = puzzle.position_text();
        let start = text.read(start).map_err(|error| EndsError { end: End::Start, error })?;
        let goal = match goal {
            Some(goal) => Some(text.read(goal).map_err(|error| EndsError { end: End::Goal, error })?),
            None => None,
        };
        Ok(Ends { start, goal: goal.filter(|goal| goal != puzzle.goal()) })
    }

    /// The start and the goal (`None` for the puzzle's own) as text.
    pub fn write(&self, text: &PositionText) -> (String, Option<String>) {
        (text.write(&self.start), self.goal.as_ref().map(|goal| text.write(goal)))
    }

    /// `start` and, where given, `goal` as keys ([`key_text`]): the page's
    /// first module takes positions so, as the reader of text is large and
    /// comes with the study module. Each must hold the puzzle's discs once
    /// each over its bases and shafts, resting as the rules allow.
    pub fn from_keys(puzzle: &Puzzle, start: &str, goal: Option<&str>) -> Result<Ends, NotAPosition> {
        let start = position_from_key(puzzle, start)?;
        let goal = goal.map(|goal| position_from_key(puzzle, goal)).transpose()?;
        Ok(Ends { start, goal: goal.filter(|goal| goal != puzzle.goal()) })
    }

    /// The start and the goal (`None` for the puzzle's own) as keys.
    pub fn keys(&self) -> (String, Option<String>) {
        (key_text(&self.start), self.goal.as_ref().map(key_text))
    }

    pub(crate) fn new(start: Position, goal: Option<Position>) -> Ends {
        Ends { start, goal }
    }

    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The goal of one's own, or `None` for the puzzle's.
    pub fn goal(&self) -> Option<&Position> {
        self.goal.as_ref()
    }

    pub(crate) fn into_goal(self) -> Option<Position> {
        self.goal
    }
}

/// The position `key` stands for, if it is one of the puzzle's.
fn position_from_key(puzzle: &Puzzle, key: &str) -> Result<Position, NotAPosition> {
    let refused = || NotAPosition { key: key.into() };
    let pos = position_of_key(key).ok_or_else(refused)?;
    let start = puzzle.start();
    let same_setting =
        pos.pin_count() == start.pin_count() && pos.bases() == start.bases() && pos.shafts() == start.shafts();
    if !same_setting || !same_discs_anywhere(&pos, start, puzzle.solution().rules()) {
        return Err(refused());
    }
    puzzle.solution().rules().check_arrangement(&pos).map_err(|_| refused())?;
    Ok(pos)
}

/// Whether `pos` holds the discs of `start` once each (sizes and stacks),
/// each in a colour it may show. Quadratic, without a sort, which would
/// cost the page's first module kilobytes; a thousand discs are a blink.
fn same_discs_anywhere(pos: &Position, start: &Position, rules: &Rules) -> bool {
    let wanted: Vec<_> = start.pins().flat_map(|pin| pin.iter()).collect();
    let mut used = alloc::vec![false; wanted.len()];
    for disc in pos.pins().flat_map(|pin| pin.iter()) {
        let unused = |(w, used): &(&&Disc, &mut bool)| {
            !**used && w.size == disc.size && w.stack == disc.stack && rules.may_show(w.colour, disc.colour)
        };
        match wanted.iter().zip(used.iter_mut()).find(unused) {
            Some((_, used)) => *used = true,
            None => return false,
        }
    }
    used.iter().all(|&u| u)
}

/// `pos` with the top disc of `from` put on top of `to`, as it is (no
/// move rule applies, nor any change of colour), if the discs may rest so.
pub fn rearranged(puzzle: &Puzzle, pos: &Position, from: usize, to: usize) -> Result<Position, Misplaced> {
    let rules = puzzle.solution().rules();
    let pins = pos.pin_count();
    for pin in [from, to] {
        if pin >= pins {
            return Err(Misplaced::Rule(IllegalMove::NoSuchPin { pin, pins }));
        }
    }
    if from == to {
        return Err(Misplaced::Rule(IllegalMove::SamePin { pin: from as u8 }));
    }
    let disc = *pos.top(from).ok_or(Misplaced::Rule(IllegalMove::EmptyPin { pin: from as u8 }))?;
    let mut arranged = pos.clone();
    // Every pin has room for every disc.
    arranged.shift(from, to, disc);
    rules.check_arrangement(&arranged)?;
    Ok(arranged)
}
