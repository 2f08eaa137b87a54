//! Positions as text that people read and type, for a start or a goal of
//! their own (`hanoi optimum --from`, the page's address):
//!
//! ```text
//! 3 2 1 / - / -          Classic's start: pins separated by "/" (or "|"),
//!                        each pin's discs bottom to top by size, "-" empty
//! 4m 3y / - / 2m 1y / -  Reversi: a colour where a disc may show several
//! 2r 1r / 2w 1w / 2b 1b  Antwerp: the colour tells equal discs apart
//! 1g#1 / - / ... 1g#15   Multi-Stack's 15th stack repeats the 1st's colour
//! ```
//!
//! Discs may be separated by spaces or commas (`3,2,1/-/-`), colours given
//! by name or by any beginning no other colour of that size shares (`3y`,
//! `3yellow`), in any case. A position holds exactly the puzzle's discs,
//! each once, and rests as its rules allow ([`Rules::check_arrangement`]);
//! the bases and shafts are the puzzle's. One writer and one reader, so what
//! one writes the other reads back.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt::{self, Write};

use crate::colour::Colour;
use crate::echo::quoted;
use crate::position::{Disc, Position, Setup};
use crate::rules::{Misplaced, Rules};

/// Why a text is not a position of the puzzle. Pins are numbered from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionTextError {
    /// The text has `found` pins where the puzzle has `pins`.
    PinCount { found: usize, pins: usize },
    /// `token` on `pin` is not written as a disc.
    NotADisc { pin: usize, token: String },
    /// No disc of the puzzle has this size.
    UnknownDisc { pin: usize, size: String, smallest: u16, largest: u16 },
    /// No disc of this size has this stack (numbered from 1).
    UnknownStack { pin: usize, size: u16, stack: usize, stacks: usize },
    /// Letters that name no colour.
    UnknownColour { pin: usize, token: String, choices: Vec<Colour> },
    /// Letters that begin the names of several of this size's colours.
    AmbiguousColour { pin: usize, token: String, matches: Vec<Colour> },
    /// A colour that no disc of this size (and stack) may show.
    ColourNotPossible { pin: usize, size: u16, colour: Colour, choices: Vec<Colour> },
    /// The token fits several discs, or a disc of several colours: `example`
    /// is one way to say which.
    WhichDisc { pin: usize, token: String, example: String },
    /// The disc is placed twice.
    Twice { pin: usize, disc: String },
    /// These discs are on no pin.
    Missing { discs: Vec<String> },
    /// The discs may not rest as placed.
    Misplaced(Misplaced),
}

impl fmt::Display for PositionTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionTextError::PinCount { found, pins } => {
                write!(f, "a position has {pins} pins separated by \"/\", and this has {found}")
            }
            PositionTextError::NotADisc { pin, token } => write!(
                f,
                "pin {pin}: {} is not a disc: write a disc's size, with its colour where it may have several (3, 3y)",
                quoted(token)
            ),
            PositionTextError::UnknownDisc { pin, size, smallest, largest } => {
                write!(f, "pin {pin}: there is no disc {}: ", quoted(size))?;
                match largest {
                    0 => f.write_str("this puzzle has no discs"),
                    _ if smallest == largest => write!(f, "the only disc is {largest}"),
                    _ => write!(f, "the discs are {smallest} to {largest}"),
                }
            }
            PositionTextError::UnknownStack { pin, size, stack, stacks } => {
                write!(f, "pin {pin}: there is no disc {size} of stack {stack}: the stacks are 1 to {stacks}")
            }
            PositionTextError::UnknownColour { pin, token, choices } => {
                write!(f, "pin {pin}: {} names none of the colours its disc may have: ", quoted(token))?;
                list(f, choices.iter(), "or")
            }
            PositionTextError::AmbiguousColour { pin, token, matches } => {
                write!(f, "pin {pin}: {} could be ", quoted(token))?;
                list(f, matches.iter(), "or")?;
                f.write_str(": say which")
            }
            PositionTextError::ColourNotPossible { pin, size, colour, choices } => {
                write!(f, "pin {pin}: disc {size} cannot be {colour}: it may be ")?;
                list(f, choices.iter(), "or")
            }
            PositionTextError::WhichDisc { pin, token, example } => {
                write!(f, "pin {pin}: {} could be more than one disc or colour: say which, as {example}", quoted(token))
            }
            PositionTextError::Twice { pin, disc } => write!(f, "pin {pin}: disc {disc} is placed twice"),
            PositionTextError::Missing { discs } => {
                write!(f, "{} ", if discs.len() == 1 { "disc" } else { "discs" })?;
                list(f, discs.iter(), "and")?;
                write!(
                    f,
                    " {} on no pin: a position holds every disc once",
                    if discs.len() == 1 { "is" } else { "are" }
                )
            }
            PositionTextError::Misplaced(misplaced) => misplaced.fmt(f),
        }
    }
}

impl core::error::Error for PositionTextError {}

/// "a", "a or b", "a, b or c".
fn list<T: fmt::Display>(
    f: &mut fmt::Formatter<'_>,
    items: impl ExactSizeIterator<Item = T>,
    last: &str,
) -> fmt::Result {
    let count = items.len();
    for (i, item) in items.enumerate() {
        match i {
            0 => {}
            i if i + 1 == count => write!(f, " {last} ")?,
            _ => f.write_str(", ")?,
        }
        write!(f, "{item}")?;
    }
    Ok(())
}

/// One of the puzzle's discs and the colours it may show.
#[derive(Clone, Debug)]
struct Member {
    size: u16,
    stack: u8,
    colours: Vec<Colour>,
}

/// The discs a position of one puzzle holds, to write and read its positions.
#[derive(Clone, Debug)]
pub struct PositionText {
    rules: Rules,
    /// The puzzle's start: its pins, bases and shafts.
    blank: Setup,
    pins: usize,
    members: Vec<Member>,
}

impl PositionText {
    /// For the puzzle that starts at `start` under `rules`: its discs are
    /// the start's.
    pub fn new(rules: &Rules, start: &Position) -> PositionText {
        // In the start's order: no sort, which would take kilobytes of the page's first module.
        let members: Vec<Member> = start
            .pins()
            .flat_map(|pin| pin.iter())
            .map(|d| Member { size: d.size, stack: d.stack, colours: rules.colours(d.colour) })
            .collect();
        let mut blank = Setup::of(start);
        for pin in 0..start.pin_count() {
            while blank.pop(pin).is_some() {}
        }
        PositionText { rules: rules.clone(), blank, pins: start.pin_count(), members }
    }

    /// `pos` as text: `3 2 1 / - / -`.
    pub fn write(&self, pos: &Position) -> String {
        let mut text = String::new();
        for (i, pin) in pos.pins().enumerate() {
            if i > 0 {
                text.push_str(" / ");
            }
            if pin.is_empty() {
                text.push('-');
            }
            for (j, disc) in pin.iter().enumerate() {
                if j > 0 {
                    text.push(' ');
                }
                text.push_str(&self.name(disc));
            }
        }
        text
    }

    /// The position `text` describes, with the puzzle's bases and shafts;
    /// refused, with the reason, unless it holds every disc once, resting
    /// as the rules allow.
    pub fn read(&self, text: &str) -> Result<Position, PositionTextError> {
        let pins: Vec<&str> = text.split(['/', '|']).collect();
        if pins.len() != self.pins {
            return Err(PositionTextError::PinCount { found: pins.len(), pins: self.pins });
        }
        let mut setup = self.blank.clone();
        let mut placed = alloc::vec![false; self.members.len()];
        for (pin, discs) in pins.iter().enumerate() {
            let discs = discs.trim();
            if discs == "-" {
                continue;
            }
            for token in discs.split(|c: char| c == ',' || c.is_whitespace()).filter(|t| !t.is_empty()) {
                let (member, disc) = self.read_disc(token, pin + 1)?;
                if core::mem::replace(&mut placed[member], true) {
                    return Err(PositionTextError::Twice { pin: pin + 1, disc: self.name(&disc) });
                }
                setup.push(pin, disc);
            }
        }
        let mut missing: Vec<&Member> =
            (self.members.iter().zip(&placed)).filter(|(_, &placed)| !placed).map(|(m, _)| m).collect();
        // Smallest first; by hand, as a library sort would take kilobytes of the study module.
        for i in 1..missing.len() {
            let mut j = i;
            while j > 0 && (missing[j - 1].size, missing[j - 1].stack) > (missing[j].size, missing[j].stack) {
                missing.swap(j - 1, j);
                j -= 1;
            }
        }
        let missing: Vec<String> =
            missing.iter().map(|m| self.name(&Disc { size: m.size, colour: m.colours[0], stack: m.stack })).collect();
        if !missing.is_empty() {
            return Err(PositionTextError::Missing { discs: missing });
        }
        let position = setup.position();
        self.rules.check_arrangement(&position).map_err(PositionTextError::Misplaced)?;
        Ok(position)
    }

    /// The members of this size.
    fn of_size(&self, size: u16) -> impl Iterator<Item = (usize, &Member)> + Clone {
        self.members.iter().enumerate().filter(move |(_, m)| m.size == size)
    }

    /// Every colour some disc of this size may show.
    fn colours_of_size(&self, size: u16) -> Vec<Colour> {
        colours_of(self.of_size(size).map(|(_, m)| m))
    }

    /// A disc as the text writes it: its size, then its colour where the
    /// size leaves a choice, shortened as far as the size's other colours
    /// allow, then its stack where the colour still leaves one (`3`, `3y`,
    /// `2r`, `1r#15`).
    fn name(&self, disc: &Disc) -> String {
        let mut name = disc.size.to_string();
        let alike: Vec<&Member> = self.of_size(disc.size).map(|(_, m)| m).collect();
        if alike.len() > 1 || alike.iter().any(|m| m.colours.len() > 1) {
            name.push_str(abbreviation(disc.colour, &self.colours_of_size(disc.size)));
        }
        let sharing = alike.iter().filter(|m| m.colours.contains(&disc.colour)).count();
        if sharing > 1 {
            let _ = write!(name, "#{}", disc.stack as usize + 1);
        }
        name
    }

    /// The member a token names, and the disc as it stands (its colour).
    fn read_disc(&self, token: &str, pin: usize) -> Result<(usize, Disc), PositionTextError> {
        let not_a_disc = || PositionTextError::NotADisc { pin, token: token.into() };
        let (head, stack) = match token.split_once('#') {
            Some((head, stack)) => (head, Some(stack)),
            None => (token, None),
        };
        let digits = head.find(|c: char| !c.is_ascii_digit()).unwrap_or(head.len());
        let (size_text, letters) = head.split_at(digits);
        if size_text.is_empty() || !letters.chars().all(|c| c.is_ascii_alphabetic()) {
            return Err(not_a_disc());
        }
        let smallest = self.members.iter().map(|m| m.size).min().unwrap_or(0);
        let largest = self.members.iter().map(|m| m.size).max().unwrap_or(0);
        let unknown = || PositionTextError::UnknownDisc { pin, size: size_text.into(), smallest, largest };
        let size: u16 = size_text.parse().map_err(|_| unknown())?;
        let mut candidates: Vec<(usize, &Member)> = self.of_size(size).collect();
        if candidates.is_empty() {
            return Err(unknown());
        }
        if let Some(stack) = stack {
            let stacks = self.members.iter().map(|m| m.stack as usize + 1).max().unwrap_or(1);
            let wanted: usize = stack.parse().map_err(|_| not_a_disc())?;
            candidates.retain(|(_, m)| m.stack as usize + 1 == wanted);
            if candidates.is_empty() {
                return Err(PositionTextError::UnknownStack { pin, size, stack: wanted, stacks });
            }
        }
        let choices = colours_of(candidates.iter().map(|(_, m)| *m));
        let which =
            |example: &Disc| PositionTextError::WhichDisc { pin, token: token.into(), example: self.name(example) };
        let colour = if letters.is_empty() {
            match choices.as_slice() {
                [only] => *only,
                _ => {
                    let (_, first) = candidates[0];
                    return Err(which(&Disc { size, colour: first.colours[0], stack: first.stack }));
                }
            }
        } else {
            colour_named(letters, &choices).map_err(|named| match named {
                Named::Other(colour) => {
                    PositionTextError::ColourNotPossible { pin, size, colour, choices: choices.clone() }
                }
                Named::Several(matches) => PositionTextError::AmbiguousColour { pin, token: token.into(), matches },
                Named::Nothing => {
                    PositionTextError::UnknownColour { pin, token: token.into(), choices: choices.clone() }
                }
            })?
        };
        candidates.retain(|(_, m)| m.colours.contains(&colour));
        match candidates.as_slice() {
            [(index, member)] => Ok((*index, Disc { size, colour, stack: member.stack })),
            [(_, first), ..] => Err(which(&Disc { size, colour, stack: first.stack })),
            [] => unreachable!("the colour is one of the candidates'"),
        }
    }
}

/// Every colour some of `members` may show, each once.
fn colours_of<'a>(members: impl Iterator<Item = &'a Member>) -> Vec<Colour> {
    let mut colours = Vec::new();
    for member in members {
        for &c in &member.colours {
            if !colours.contains(&c) {
                colours.push(c);
            }
        }
    }
    colours
}

/// The shortest beginning of `colour`'s name that no other of `colours`
/// begins with (its whole name at most).
fn abbreviation(colour: Colour, colours: &[Colour]) -> &'static str {
    let name = colour.name();
    (1..=name.len())
        .map(|k| &name[..k])
        .find(|prefix| colours.iter().all(|&c| c == colour || !c.name().starts_with(prefix)))
        .unwrap_or(name)
}

/// What letters name when they do not name one of the choices.
enum Named {
    /// A colour that is not a choice.
    Other(Colour),
    /// The beginning of several choices' names.
    Several(Vec<Colour>),
    Nothing,
}

/// The one of `choices` that `letters` names (its name or a beginning of
/// it, in any case), or what they name instead.
fn colour_named(letters: &str, choices: &[Colour]) -> Result<Colour, Named> {
    let letters = letters.to_ascii_lowercase();
    let starting = |colours: &mut dyn Iterator<Item = Colour>| -> Vec<Colour> {
        let colours: Vec<Colour> = colours.filter(|c| c.name().starts_with(letters.as_str())).collect();
        // A whole name wins over longer names it begins.
        match colours.iter().find(|c| c.name() == letters) {
            Some(&exact) => alloc::vec![exact],
            None => colours,
        }
    };
    let among_choices = starting(&mut choices.iter().copied());
    match among_choices.as_slice() {
        [one] => return Ok(*one),
        [] => {}
        _ => return Err(Named::Several(among_choices)),
    }
    match starting(&mut Colour::ALL.iter().copied()).as_slice() {
        [one] => Err(Named::Other(*one)),
        _ => Err(Named::Nothing),
    }
}
