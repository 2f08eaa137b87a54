//! The rules of a variation: which moves are legal and how a moved disc
//! changes colour. One engine applies moves for manual play, for the solvers'
//! self-checks and for search, so each rule lives here and nowhere else.

use alloc::vec::Vec;
use core::fmt;

use crate::colour::Colour;
use crate::descriptor::Vocabulary;
use crate::position::{Disc, Move, Position};
use crate::program::Labels;

mod packed;
pub(crate) use packed::PackedBoard;

/// One restriction on moves, on top of the basic ones every variation has
/// (the pins exist, differ, and the source pin holds a disc).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Constraint {
    /// No disc may be placed on a smaller one (equal sizes may stack).
    NotOnSmaller,
    /// No disc may be placed on one of the same size.
    NotOnEqual,
    /// Every disc moves one pin clockwise: pin i to pin i + 1, the last pin
    /// to the first.
    Clockwise,
    /// No disc may land on a disc, or a coloured base, of the colour it has
    /// once it has moved (its own colour, where colours are fixed).
    NotOnOwnColour,
    /// A disc may only land on a disc, or a coloured base, of the colour it
    /// takes as it moves (on a grey base, any colour).
    OntoNextColour,
    /// Every move starts or ends on this pin (the star).
    ThroughPin(u8),
    /// This pin holds at most one disc.
    OneDiscPin(u8),
    /// Stack i may use only its home pin 2i, its ride pin 2i + 1 and its away
    /// pin 2i + 2 (counting round), with `pins` pins in all.
    OwnPins,
    /// Only the moves whose bit `from * 8 + to` is set are allowed (the
    /// weighted puzzle's forbidden moves, at infinite cost, are the others).
    Arcs(u64),
}

/// How a disc's colour changes when it moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Recolour {
    /// Colours never change.
    Fixed,
    /// Each move swaps the two colours (a disc turned over).
    Flip(Colour, Colour),
    /// Each move advances the colour one step along the cycle.
    Cycle([Colour; 3]),
    /// The disc flips between `flip.0` and `flip.1` when the next larger disc
    /// of its stack is `flip.0`, and otherwise becomes `flip.0`. The largest
    /// disc (size `largest`) looks at the base of the pin its stack started on
    /// (`start_pin`).
    FlipWithLarger { flip: (Colour, Colour), largest: u16, start_pin: u8 },
}

/// Why a move was refused. Pins are stored numbered from 0; the message
/// numbers them from 1 (see [`IllegalMove::numbered_from`] for other schemes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
/// (Pins that exist fit in a u8; kept small so checking stays cheap.)
pub enum IllegalMove {
    NoSuchPin { pin: usize, pins: usize },
    SamePin { pin: u8 },
    EmptyPin { pin: u8 },
    OnSmaller { disc: u16, onto: u16, to: u8 },
    OnEqual { disc: u16, to: u8 },
    NotClockwise { from: u8, next: u8 },
    /// `turns`: the disc changes colour as it moves, to `colour`.
    OnOwnColour { disc: u16, colour: Colour, turns: bool, onto: Option<u16>, to: u8 },
    /// `onto`: the disc it would land on, or `None` for the base of `to`.
    NotNextColour { disc: u16, becomes: Colour, onto: Option<u16>, onto_colour: Colour, to: u8 },
    NotOwnPin { disc: u16, colour: Colour, pins: [u8; 3] },
    NotThroughPin { pin: u8 },
    PinFull { pin: u8 },
    Forbidden { from: u8, to: u8 },
}

impl IllegalMove {
    /// The reason with pins numbered from `first_pin` (the command line reads
    /// and writes pins from 0; people count from 1).
    pub fn numbered_from(&self, first_pin: usize) -> Reason<'_> {
        Reason { error: self, first_pin, words: Vocabulary::Pin }
    }

    /// The reason in the puzzle's words ("peg" for the weighted puzzle), pins from 1.
    pub fn in_words(&self, words: Vocabulary) -> Reason<'_> {
        Reason { error: self, first_pin: 1, words }
    }
}

/// Display of an [`IllegalMove`] with a chosen pin numbering and word for a pin.
pub struct Reason<'a> {
    error: &'a IllegalMove,
    first_pin: usize,
    words: Vocabulary,
}

impl fmt::Display for Reason<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let p = |pin: u8| pin as usize + self.first_pin;
        let (w, ws) = (self.words.one(), self.words.many());
        match *self.error {
            IllegalMove::NoSuchPin { pin, pins } => write!(
                f,
                "there is no {w} {}: the {ws} are numbered {} to {}",
                pin.saturating_add(self.first_pin),
                self.first_pin,
                pins - 1 + self.first_pin
            ),
            IllegalMove::SamePin { pin } => write!(f, "a disc must move to another {w}, not back onto {w} {}", p(pin)),
            IllegalMove::EmptyPin { pin } => write!(f, "{w} {} is empty", p(pin)),
            IllegalMove::OnSmaller { disc, onto, to } => write!(
                f,
                "a larger disc may not go on a smaller one: disc {} onto disc {} on {w} {}",
                disc,
                onto,
                p(to)
            ),
            IllegalMove::OnEqual { disc, to } => {
                write!(f, "a disc may not go on one of the same size: disc {} onto disc {} on {w} {}", disc, disc, p(to))
            }
            IllegalMove::NotClockwise { from, next } => write!(
                f,
                "discs move only clockwise: from {w} {} a disc may go only to {w} {}",
                p(from),
                p(next)
            ),
            IllegalMove::OnOwnColour { disc, colour, turns: false, onto: Some(onto), to } => write!(
                f,
                "a disc may not go on a disc of its own colour: disc {} and disc {} on {w} {} are both {}",
                disc,
                onto,
                p(to),
                colour
            ),
            IllegalMove::OnOwnColour { disc, colour, turns: false, onto: None, to } => write!(
                f,
                "a disc may not go on a base of its own colour: disc {} and the base of {w} {} are both {}",
                disc,
                p(to),
                colour
            ),
            IllegalMove::OnOwnColour { disc, colour, turns: true, onto, to } => {
                write!(f, "a disc may not land on its own colour: disc {disc} turns {colour} as it moves, and ")?;
                match onto {
                    Some(onto) => write!(f, "disc {} on {w} {} is {}", onto, p(to), colour),
                    None => write!(f, "the base of {w} {} is {}", p(to), colour),
                }
            }
            IllegalMove::NotNextColour { disc, becomes, onto: Some(onto), onto_colour, .. } => write!(
                f,
                "disc {} turns {} as it moves, so it may go only onto {} {} disc, not onto disc {}, which is {}",
                disc,
                becomes,
                article(becomes),
                becomes,
                onto,
                onto_colour
            ),
            IllegalMove::NotNextColour { disc, becomes, onto: None, onto_colour, to } => write!(
                f,
                "disc {} turns {} as it moves, so it may go only onto {} {} disc or base, not onto the base of {w} {}, which is {}",
                disc,
                becomes,
                article(becomes),
                becomes,
                p(to),
                onto_colour
            ),
            IllegalMove::NotOwnPin { disc, colour, pins } => write!(
                f,
                "only its own stack's {ws} take disc {}: {} discs may use only {ws} {}, {} and {}",
                disc,
                colour,
                p(pins[0]),
                p(pins[1]),
                p(pins[2])
            ),
            IllegalMove::NotThroughPin { pin } => {
                write!(f, "every move must start or end on {w} {}, the star", p(pin))
            }
            IllegalMove::PinFull { pin } => write!(f, "{w} {} holds at most one disc", p(pin)),
            IllegalMove::Forbidden { from, to } => {
                write!(f, "moves from {w} {} to {w} {} are forbidden (their cost is infinite)", p(from), p(to))
            }
        }
    }
}

/// "a" or "an" before a colour's name.
fn article(colour: Colour) -> &'static str {
    if colour.name().starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    }
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.numbered_from(1).fmt(f)
    }
}

impl core::error::Error for IllegalMove {}

/// Why discs may not rest as arranged ([`Rules::check_arrangement`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Misplaced {
    /// No move could have put a disc there: the refused move's reason.
    Rule(IllegalMove),
    /// Where a disc lands on its own colour (Lundon), one resting on another
    /// colour; `onto` is the disc below, or `None` for the base of `pin`.
    OffColour { disc: u16, colour: Colour, onto: Option<u16>, onto_colour: Colour, pin: u8 },
}

impl Misplaced {
    /// The reason in the puzzle's words ("peg" for the weighted puzzle).
    pub fn in_words(&self, words: Vocabulary) -> MisplacedReason<'_> {
        MisplacedReason { error: self, words }
    }
}

/// Display of a [`Misplaced`] with a chosen word for a pin.
pub struct MisplacedReason<'a> {
    error: &'a Misplaced,
    words: Vocabulary,
}

impl fmt::Display for MisplacedReason<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let w = self.words.one();
        match *self.error {
            Misplaced::Rule(error) => error.in_words(self.words).fmt(f),
            Misplaced::OffColour { disc, colour, onto, onto_colour, pin } => {
                write!(f, "a disc may rest only on its own colour or a grey base: disc {disc} is {colour} and ")?;
                match onto {
                    Some(onto) => write!(f, "disc {onto} below it on {w} {} is {onto_colour}", pin as usize + 1),
                    None => write!(f, "the base of {w} {} is {onto_colour}", pin as usize + 1),
                }
            }
        }
    }
}

impl fmt::Display for Misplaced {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.in_words(Vocabulary::Pin).fmt(f)
    }
}

impl core::error::Error for Misplaced {}

/// A variation's rules as data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rules {
    constraints: Vec<Constraint>,
    recolour: Recolour,
    /// Whether [`Constraint::NotOnSmaller`] applies, and which of
    /// [`others`] the rest are: the size rule is checked inline, and a batch
    /// of moves runs a loop compiled for what else it must check, which
    /// keeps the hot path of solve-and-verify short.
    size_rule: bool,
    others: u8,
    /// The other constraints compiled once, so that a legal move is passed
    /// without walking the list; a refusal is still worded by the list.
    checks: Checks,
    /// The colour each colour turns to where colours flip (every colour to
    /// itself otherwise): a move's loop looks its disc's new colour up
    /// here, holding no registers for the two colours.
    flips: [Colour; Colour::ALL.len()],
}

/// The constraints other than the size rule as plain flags and values: a
/// move that passes them all is legal under them. Where one kind appears
/// twice (no variation has that) `general` sends every move to the list.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Checks {
    general: bool,
    not_on_equal: bool,
    clockwise: bool,
    not_on_own_colour: bool,
    onto_next_colour: bool,
    own_pins: bool,
    through_pin: Option<u8>,
    one_disc_pin: Option<u8>,
    arcs: Option<u64>,
}

/// What a move must pass besides the size rule, as a batch's loop is
/// compiled for it: nothing, the one constraint most colour and direction
/// variations add, or every flag of [`Checks`].
mod others {
    pub const NONE: u8 = 0;
    pub const CLOCKWISE: u8 = 1;
    pub const NOT_ON_OWN_COLOUR: u8 = 2;
    pub const ONTO_NEXT_COLOUR: u8 = 3;
    pub const FLAGS: u8 = 4;
}

/// Which of [`others`] the constraints besides the size rule are.
fn others_of(constraints: &[Constraint]) -> u8 {
    let mut rest = constraints.iter().filter(|&&c| c != Constraint::NotOnSmaller);
    match (rest.next(), rest.next()) {
        (None, _) => others::NONE,
        (Some(Constraint::Clockwise), None) => others::CLOCKWISE,
        (Some(Constraint::NotOnOwnColour), None) => others::NOT_ON_OWN_COLOUR,
        (Some(Constraint::OntoNextColour), None) => others::ONTO_NEXT_COLOUR,
        _ => others::FLAGS,
    }
}

impl Checks {
    fn new(constraints: &[Constraint]) -> Checks {
        let mut checks = Checks::default();
        let mut size_rule = false;
        // A kind met again (its flag already set) makes the checks general.
        for constraint in constraints {
            let seen = match *constraint {
                Constraint::NotOnSmaller => core::mem::replace(&mut size_rule, true),
                Constraint::NotOnEqual => core::mem::replace(&mut checks.not_on_equal, true),
                Constraint::Clockwise => core::mem::replace(&mut checks.clockwise, true),
                Constraint::NotOnOwnColour => core::mem::replace(&mut checks.not_on_own_colour, true),
                Constraint::OntoNextColour => core::mem::replace(&mut checks.onto_next_colour, true),
                Constraint::OwnPins => core::mem::replace(&mut checks.own_pins, true),
                Constraint::ThroughPin(pin) => checks.through_pin.replace(pin).is_some(),
                Constraint::OneDiscPin(pin) => checks.one_disc_pin.replace(pin).is_some(),
                Constraint::Arcs(allowed) => checks.arcs.replace(allowed).is_some(),
            };
            checks.general |= seen;
        }
        checks
    }

    /// Whether the move passes every constraint; the same verdicts as
    /// [`Constraint::check`] over the list, without the reasons.
    #[inline(always)]
    fn pass(&self, disc: &Disc, landed: &Disc, onto: &Disc, from: usize, to: usize, pins: usize) -> bool {
        let refused = self.general
            || (self.not_on_equal && onto.size == disc.size)
            || (self.clockwise && to != next_pin(from, pins))
            || (self.not_on_own_colour && onto.colour == landed.colour)
            || (self.onto_next_colour && onto.colour != landed.colour && onto.colour != Colour::Grey)
            || (self.own_pins && !own_pins(disc, pins).contains(&to))
            || self.through_pin.is_some_and(|star| from != star as usize && to != star as usize)
            || self.one_disc_pin.is_some_and(|small| to == small as usize && !onto.is_base())
            || self.arcs.is_some_and(|allowed| allowed >> (from * 8 + to) & 1 == 0);
        !refused
    }
}

impl Rules {
    pub fn new(constraints: &[Constraint], recolour: Recolour) -> Rules {
        Rules {
            constraints: constraints.to_vec(),
            recolour,
            size_rule: constraints.contains(&Constraint::NotOnSmaller),
            others: others_of(constraints),
            checks: Checks::new(constraints),
            flips: flip_table(recolour),
        }
    }

    pub fn constraints(&self) -> &[Constraint] {
        &self.constraints
    }

    pub fn recolour(&self) -> Recolour {
        self.recolour
    }

    /// Whether the top disc of `from` may move to `to`; the position is not changed.
    pub fn check(&self, pos: &Position, from: usize, to: usize) -> Result<(), IllegalMove> {
        self.legal_disc(pos, from, to).map(|_| ())
    }

    /// Every move the rules allow from `pos`, by pin moved from, then pin
    /// moved to (pins from 0).
    pub fn legal_moves<'a>(&'a self, pos: &'a Position) -> impl Iterator<Item = Move> + 'a {
        let pins = pos.pin_count();
        (0..pins)
            .filter(move |&from| pos.top(from).is_some())
            .flat_map(move |from| (0..pins).map(move |to| (from, to)))
            .filter(move |&(from, to)| from != to && self.check(pos, from, to).is_ok())
            .map(|(from, to)| Move::new(from as u8, to as u8))
    }

    /// Check and make a move; on refusal the position is unchanged.
    #[inline]
    pub fn play(&self, pos: &mut Position, from: usize, to: usize) -> Result<Disc, IllegalMove> {
        let landed = self.legal_disc(pos, from, to)?;
        pos.shift(from, to, landed);
        Ok(landed)
    }

    /// Check and make a batch of moves; stops at the first illegal one and
    /// says which (from 0) and why. The same checks as [`Rules::play`],
    /// with the choice of checks made once for the batch rather than per move.
    pub fn play_all(&self, pos: &mut Position, moves: &[Move]) -> Result<(), (usize, IllegalMove)> {
        self.play_batch(pos, moves, AsGiven)
    }

    /// [`Rules::play_all`] for moves whose pins are names, relabelled by
    /// `labels` as they are checked (a recorded call's moves).
    pub(crate) fn play_relabelled(
        &self,
        pos: &mut Position,
        moves: &[Move],
        labels: &Labels,
    ) -> Result<(), (usize, IllegalMove)> {
        self.play_batch(pos, moves, labels)
    }

    /// Either of the two: the loop compiled for the rules is picked here.
    #[inline(always)]
    fn play_batch<L: Relabel>(&self, pos: &mut Position, moves: &[Move], labels: L) -> Result<(), (usize, IllegalMove)> {
        use others::*;
        use recolouring::*;
        let kind = match self.recolour {
            Recolour::Fixed => FIXED,
            Recolour::Flip(..) => FLIP,
            _ => ANY,
        };
        match (self.size_rule, self.others, kind) {
            // The Classic family: the size rule alone, colours fixed.
            (true, NONE, FIXED) => self.play_all_as::<true, NONE, FIXED, L>(pos, moves, labels),
            (true, CLOCKWISE, FIXED) => self.play_all_as::<true, CLOCKWISE, FIXED, L>(pos, moves, labels),
            // Rainbow, Checkers; Reversi (colours that flip).
            (true, NOT_ON_OWN_COLOUR, FIXED) => self.play_all_as::<true, NOT_ON_OWN_COLOUR, FIXED, L>(pos, moves, labels),
            (true, NOT_ON_OWN_COLOUR, FLIP) => self.play_all_as::<true, NOT_ON_OWN_COLOUR, FLIP, L>(pos, moves, labels),
            // Domino (flips), Lundon (cycles).
            (true, ONTO_NEXT_COLOUR, FLIP) => self.play_all_as::<true, ONTO_NEXT_COLOUR, FLIP, L>(pos, moves, labels),
            (true, ONTO_NEXT_COLOUR, _) => self.play_all_as::<true, ONTO_NEXT_COLOUR, ANY, L>(pos, moves, labels),
            (true, _, FIXED) => self.play_all_as::<true, FLAGS, FIXED, L>(pos, moves, labels),
            (true, _, _) => self.play_all_as::<true, FLAGS, ANY, L>(pos, moves, labels),
            (false, _, FIXED) => self.play_all_as::<false, FLAGS, FIXED, L>(pos, moves, labels),
            (false, _, _) => self.play_all_as::<false, FLAGS, ANY, L>(pos, moves, labels),
        }
    }

    /// [`Rules::play_all`] for a known choice of checks and of recolouring
    /// (`RECOLOUR`, one of [`recolouring`]), for moves named as `labels` says.
    /// A function of its own: inlined into the verifier, whose own values
    /// stay live around it, the loop ran short of registers (Domino's and
    /// Reversi's by 10%).
    #[inline(never)]
    fn play_all_as<const SIZE: bool, const OTHERS: u8, const RECOLOUR: u8, L: Relabel>(
        &self,
        pos: &mut Position,
        moves: &[Move],
        labels: L,
    ) -> Result<(), (usize, IllegalMove)> {
        // The index of a refused move comes from what is left, so the loop
        // keeps no counter (registers are short in it).
        let mut rest = moves.iter();
        while let Some(mv) = rest.next() {
            let mv = labels.relabel(*mv);
            let (from, to) = (mv.from as usize, mv.to as usize);
            let landed =
                self.legal_disc_as::<SIZE, OTHERS, RECOLOUR>(pos, from, to).map_err(|e| (moves.len() - rest.len() - 1, e))?;
            pos.shift(from, to, landed);
        }
        Ok(())
    }

    /// Whether a disc may be lifted off `pin` at all: the first half of a
    /// move, which a person makes by picking the pin.
    #[inline]
    pub fn check_lift(&self, pos: &Position, pin: usize) -> Result<Disc, IllegalMove> {
        let pins = pos.pin_count();
        if pin >= pins {
            return Err(IllegalMove::NoSuchPin { pin, pins });
        }
        match pos.top(pin) {
            Some(&disc) => Ok(disc),
            None => Err(IllegalMove::EmptyPin { pin: pin as u8 }),
        }
    }

    /// The disc as it would land (recoloured), if the move is legal.
    #[inline]
    fn legal_disc(&self, pos: &Position, from: usize, to: usize) -> Result<Disc, IllegalMove> {
        // One move at a time (play by hand, check): the colour rule is looked at per move.
        match self.size_rule {
            true => self.legal_disc_as::<true, { others::FLAGS }, { recolouring::ANY }>(pos, from, to),
            false => self.legal_disc_as::<false, { others::FLAGS }, { recolouring::ANY }>(pos, from, to),
        }
    }

    /// [`Rules::legal_disc`] for a known choice of checks: `SIZE` when the
    /// size rule applies, `OTHERS` (one of [`others`]) for the rest, and
    /// `RECOLOUR` (one of [`recolouring`]) for how the disc lands: as it is
    /// where colours never change, turned over as [`Rules::flips`] says, or as
    /// [`Rules::recoloured`] says.
    #[inline(always)]
    fn legal_disc_as<const SIZE: bool, const OTHERS: u8, const RECOLOUR: u8>(
        &self,
        pos: &Position,
        from: usize,
        to: usize,
    ) -> Result<Disc, IllegalMove> {
        let pins = pos.pin_count();
        if to >= pins {
            return Err(IllegalMove::NoSuchPin { pin: to, pins });
        }
        let disc = self.check_lift(pos, from)?;
        if from == to {
            return Err(IllegalMove::SamePin { pin: from as u8 });
        }
        let onto = pos.top_or_base(to);
        if SIZE && onto.size < disc.size {
            return Err(IllegalMove::OnSmaller { disc: disc.size, onto: onto.size, to: to as u8 });
        }
        // Colour rules look at the disc as it lands, worked out once.
        let landed = match RECOLOUR {
            recolouring::FIXED => disc,
            recolouring::FLIP => self.flipped(disc),
            _ => self.recoloured(pos, disc),
        };
        if !self.passes_others::<OTHERS>(&disc, &landed, onto, from, to, pins) {
            self.check_constraints(&disc, &landed, onto, from, to, pins)?;
        }
        Ok(landed)
    }

    /// Refused by the flags (or rules too unusual for them): the list says
    /// whether and why, in its order. Out of line: a move loop that keeps
    /// this in it runs short of registers.
    #[cold]
    #[inline(never)]
    fn check_constraints(
        &self,
        disc: &Disc,
        landed: &Disc,
        onto: &Disc,
        from: usize,
        to: usize,
        pins: usize,
    ) -> Result<(), IllegalMove> {
        for constraint in &self.constraints {
            constraint.check(disc, landed, onto, from, to, pins)?;
        }
        Ok(())
    }

    /// Whether a move passes the constraints besides the size rule, as
    /// compiled for `OTHERS` (one of [`others`]). False may still be legal
    /// where the flags cannot say ([`Checks::general`]): the list decides.
    #[inline(always)]
    fn passes_others<const OTHERS: u8>(
        &self,
        disc: &Disc,
        landed: &Disc,
        onto: &Disc,
        from: usize,
        to: usize,
        pins: usize,
    ) -> bool {
        match OTHERS {
            others::NONE => true,
            others::CLOCKWISE => to == next_pin(from, pins),
            others::NOT_ON_OWN_COLOUR => onto.colour != landed.colour,
            others::ONTO_NEXT_COLOUR => onto.colour == landed.colour || onto.colour == Colour::Grey,
            _ => self.checks.pass(disc, landed, onto, from, to, pins),
        }
    }

    /// Whether `disc`, the top of pin `from`, may go onto `onto`, the top
    /// disc (or the base) of another pin `to`, for a disc that lands as it
    /// is (its colour never changes): the verdict of [`Rules::check`] on
    /// the position they are the tops of, for a search that knows the tops
    /// and not the whole position.
    #[inline]
    pub fn allows_onto(&self, disc: &Disc, onto: &Disc, from: usize, to: usize, pins: usize) -> bool {
        self.allows_landing(disc, disc, onto, from, to, pins)
    }

    /// [`Rules::allows_onto`] for a disc that lands as `landed` (the colour
    /// [`Rules::recoloured_after`] one move gives it, where
    /// [`Rules::recolours_alone`]).
    #[inline(always)]
    pub fn allows_landing(&self, disc: &Disc, landed: &Disc, onto: &Disc, from: usize, to: usize, pins: usize) -> bool {
        if self.size_rule && onto.size < disc.size {
            return false;
        }
        self.passes_others::<{ others::FLAGS }>(disc, landed, onto, from, to, pins)
            || (self.checks.general && self.check_constraints(disc, landed, onto, from, to, pins).is_ok())
    }

    /// Whether the colour a disc lands in depends on the disc alone (fixed,
    /// turned over, cycled), not on the discs it moves past.
    pub fn recolours_alone(&self) -> bool {
        !matches!(self.recolour, Recolour::FlipWithLarger { .. })
    }

    /// Whether `disc` may ever stand on `pin` (of `pins`): false only where
    /// a constraint keeps it off that pin altogether.
    pub fn allows_on(&self, disc: &Disc, pin: usize, pins: usize) -> bool {
        !self.constraints.contains(&Constraint::OwnPins) || own_pins(disc, pins).contains(&pin)
    }

    /// Every colour a disc showing `colour` may come to show as it moves,
    /// `colour` first.
    pub fn colours(&self, colour: Colour) -> Vec<Colour> {
        let mut colours = alloc::vec![colour];
        let others: &[Colour] = match &self.recolour {
            Recolour::Fixed => &[],
            Recolour::Flip(a, b) if colour == *a || colour == *b => &[*a, *b],
            Recolour::Flip(..) => &[],
            Recolour::Cycle(cycle) if cycle.contains(&colour) => cycle,
            Recolour::Cycle(_) => &[],
            Recolour::FlipWithLarger { flip: (a, b), .. } => &[*a, *b],
        };
        for &c in others {
            if !colours.contains(&c) {
                colours.push(c);
            }
        }
        colours
    }

    /// Whether a disc that starts `start` may ever show `colour`: one of
    /// [`Rules::colours`], without building the list.
    pub fn may_show(&self, start: Colour, colour: Colour) -> bool {
        colour == start
            || match &self.recolour {
                Recolour::Fixed => false,
                Recolour::Flip(a, b) => (start == *a || start == *b) && (colour == *a || colour == *b),
                Recolour::Cycle(cycle) => cycle.contains(&start) && cycle.contains(&colour),
                Recolour::FlipWithLarger { flip: (a, b), .. } => colour == *a || colour == *b,
            }
    }

    /// Whether the discs of `pos` may rest where they are (a position
    /// arranged by hand or typed): each on what is below it, disc or base,
    /// as a move could have put it there, on a pin it may stand on. The
    /// rules about moves themselves (clockwise, through the star, forbidden
    /// arcs) say nothing about where discs rest.
    pub fn check_arrangement(&self, pos: &Position) -> Result<(), Misplaced> {
        let pins = pos.pin_count();
        for pin in 0..pins {
            let base = Disc::base(pos.bases()[pin]);
            let discs = pos.pin(pin);
            for (i, disc) in discs.iter().enumerate() {
                let below = if i == 0 { &base } else { &discs[i - 1] };
                self.check_rest(disc, below, pin, pins)?;
            }
        }
        Ok(())
    }

    /// Whether `disc` may rest on `below` on `pin`: the move rules' own
    /// checks, for a disc that lands as it is, except Lundon's, which
    /// speaks of the colour a disc takes as it moves.
    fn check_rest(&self, disc: &Disc, below: &Disc, pin: usize, pins: usize) -> Result<(), Misplaced> {
        if self.size_rule && below.size < disc.size {
            let error = IllegalMove::OnSmaller { disc: disc.size, onto: below.size, to: pin as u8 };
            return Err(Misplaced::Rule(error));
        }
        for constraint in &self.constraints {
            match *constraint {
                Constraint::Clockwise | Constraint::ThroughPin(_) | Constraint::Arcs(_) => {}
                Constraint::OntoNextColour if below.colour != disc.colour && below.colour != Colour::Grey => {
                    return Err(Misplaced::OffColour {
                        disc: disc.size,
                        colour: disc.colour,
                        onto: (!below.is_base()).then_some(below.size),
                        onto_colour: below.colour,
                        pin: pin as u8,
                    });
                }
                Constraint::OntoNextColour => {}
                _ => constraint.check(disc, disc, below, pin, pin, pins).map_err(Misplaced::Rule)?,
            }
        }
        Ok(())
    }

    /// Make a move known to be legal (a solver's move), recolouring the disc.
    pub fn apply(&self, pos: &mut Position, mv: Move) -> Disc {
        let disc = *pos.top(mv.from as usize).expect("a solver moved from an empty pin");
        let disc = self.recoloured(pos, disc);
        pos.shift(mv.from as usize, mv.to as usize, disc);
        disc
    }

    /// The disc after `moves` moves, where its colour depends on the disc
    /// alone (fixed, turned over, cycled); `None` where it depends on the
    /// discs it moves past (`FlipWithLarger`). Programs completing a whole
    /// call ask this rather than flipping or cycling colours themselves.
    pub fn recoloured_after(&self, disc: Disc, moves: u128) -> Option<Disc> {
        let colour = match self.recolour {
            Recolour::Fixed => disc.colour,
            Recolour::Flip(..) if moves % 2 == 1 => self.flipped(disc).colour,
            Recolour::Flip(..) => disc.colour,
            Recolour::Cycle(cycle) => (0..moves % 3).fold(disc.colour, |colour, _| next_in(cycle, colour)),
            Recolour::FlipWithLarger { .. } => return None,
        };
        Some(Disc { colour, ..disc })
    }

    /// `disc` turned over, where colours flip ([`Rules::flips`]).
    #[inline(always)]
    fn flipped(&self, disc: Disc) -> Disc {
        Disc { colour: self.flips[disc.colour as usize], ..disc }
    }

    /// The disc as it looks after moving from `pos` (the position before the move).
    #[inline(always)]
    pub fn recoloured(&self, pos: &Position, disc: Disc) -> Disc {
        match self.recolour {
            Recolour::Fixed => disc,
            // A flip is cheap enough to make in line (Domino, Reversi).
            Recolour::Flip(..) => self.flipped(disc),
            _ => self.recoloured_slowly(pos, disc),
        }
    }

    /// The colour-changing cases, kept out of line so the fixed-colour
    /// path stays small.
    #[inline(never)]
    fn recoloured_slowly(&self, pos: &Position, disc: Disc) -> Disc {
        match self.recolour {
            Recolour::Fixed => disc,
            Recolour::Flip(..) => self.flipped(disc),
            Recolour::Cycle(cycle) => Disc { colour: next_in(cycle, disc.colour), ..disc },
            Recolour::FlipWithLarger { flip, largest, start_pin } => {
                let larger = if disc.size >= largest {
                    pos.bases()[start_pin as usize]
                } else {
                    pos.find(disc.size + 1, disc.stack).map_or(Colour::Grey, |d| d.colour)
                };
                Disc { colour: flipped_beside(flip, disc.colour, larger), ..disc }
            }
        }
    }
}

/// The home, ride and away pins of a disc's stack.
fn own_pins(disc: &Disc, pins: usize) -> [usize; 3] {
    let home = 2 * disc.stack as usize % pins;
    [home, (home + 1) % pins, (home + 2) % pins]
}

/// How a batch's moves name their pins: as they are, or by the names of a
/// recorded call ([`Labels`]).
trait Relabel: Copy {
    fn relabel(self, mv: Move) -> Move;
}

/// Moves that name their pins themselves.
#[derive(Clone, Copy)]
struct AsGiven;

impl Relabel for AsGiven {
    #[inline(always)]
    fn relabel(self, mv: Move) -> Move {
        mv
    }
}

impl Relabel for &Labels {
    #[inline(always)]
    fn relabel(self, mv: Move) -> Move {
        Labels::relabel(self, mv)
    }
}

/// [`Rules::flips`], the one definition of a disc turned over: each of the
/// flip's two colours becomes the other, and any other colour stays.
fn flip_table(recolour: Recolour) -> [Colour; Colour::ALL.len()] {
    let mut flips = Colour::ALL;
    if let Recolour::Flip(a, b) = recolour {
        flips[a as usize] = b;
        flips[b as usize] = a;
    }
    flips
}

/// How a move loop recolours a disc ([`Rules::play_all`]), as a const
/// parameter so that each loop holds only its own case.
mod recolouring {
    /// Colours never change.
    pub const FIXED: u8 = 0;
    /// [`super::Recolour::Flip`], by the table [`super::Rules::flips`].
    pub const FLIP: u8 = 1;
    /// Whatever [`super::Rules::recoloured`] says.
    pub const ANY: u8 = 2;
}

/// The pin after `from`, going round: a compare rather than a division,
/// which took much of the time Cyclic's moves need to check.
#[inline(always)]
fn next_pin(from: usize, pins: usize) -> usize {
    if from + 1 == pins {
        0
    } else {
        from + 1
    }
}

/// [`Recolour::FlipWithLarger`]'s rule for one move, given the colour the
/// next larger disc (or the base) shows: beside the front colour `a` a disc
/// turns over (a to b, b to a); beside anything else it comes to show `a`.
/// The one definition: cyclic.rs's colours for a whole transfer apply it too.
pub(crate) fn flipped_beside((a, b): (Colour, Colour), colour: Colour, larger: Colour) -> Colour {
    match colour {
        c if larger == a && c == a => b,
        c if larger == a && c == b => a,
        _ => a,
    }
}

/// The colour after `colour` in `cycle` (unchanged if it is not in it).
fn next_in(cycle: [Colour; 3], colour: Colour) -> Colour {
    cycle.iter().position(|&c| c == colour).map_or(colour, |i| cycle[(i + 1) % 3])
}

impl Constraint {
    /// `onto` is the top disc of the target pin, or its base (see
    /// [`Disc::is_base`]), which is larger than every disc. (The size rule
    /// is checked by the caller.)
    fn check(&self, disc: &Disc, landed: &Disc, onto: &Disc, from: usize, to: usize, pins: usize) -> Result<(), IllegalMove> {
        let to_u8 = to as u8;
        match *self {
            Constraint::NotOnEqual if onto.size == disc.size => Err(IllegalMove::OnEqual { disc: disc.size, to: to_u8 }),
            Constraint::Clockwise if to != next_pin(from, pins) => {
                Err(IllegalMove::NotClockwise { from: from as u8, next: next_pin(from, pins) as u8 })
            }
            Constraint::NotOnOwnColour if onto.colour == landed.colour => Err(IllegalMove::OnOwnColour {
                disc: disc.size,
                colour: landed.colour,
                turns: landed.colour != disc.colour,
                onto: (!onto.is_base()).then_some(onto.size),
                to: to_u8,
            }),
            Constraint::OntoNextColour if onto.colour != landed.colour && onto.colour != Colour::Grey => {
                Err(IllegalMove::NotNextColour {
                    disc: disc.size,
                    becomes: landed.colour,
                    onto: (!onto.is_base()).then_some(onto.size),
                    onto_colour: onto.colour,
                    to: to_u8,
                })
            }
            Constraint::OwnPins => {
                if own_pins(disc, pins).contains(&to) {
                    Ok(())
                } else {
                    let pins = own_pins(disc, pins).map(|p| p as u8);
                    Err(IllegalMove::NotOwnPin { disc: disc.size, colour: disc.colour, pins })
                }
            }
            Constraint::ThroughPin(star) if from != star as usize && to != star as usize => {
                Err(IllegalMove::NotThroughPin { pin: star })
            }
            Constraint::OneDiscPin(small) if to == small as usize && !onto.is_base() => {
                Err(IllegalMove::PinFull { pin: small })
            }
            Constraint::Arcs(allowed) if allowed >> (from * 8 + to) & 1 == 0 => {
                Err(IllegalMove::Forbidden { from: from as u8, to: to_u8 })
            }
            _ => Ok(()),
        }
    }
}
