//! Whether every move of a search can be undone by a legal move, which is
//! what searching from the goal with the same moves, and walking back by
//! depth mod 3, rely on.
//!
//! Moving a disc back to where it came from undoes a move when the rules
//! ignore direction (no Clockwise, no move allowed one way only) and the colour change undoes itself
//! (fixed colours or a flip). The way back is then legal because landing
//! there was legal: the disc's landed colour, the disc below and the pins
//! are as they were. That holds for discs that got where they are by a
//! move; a disc placed by the set-up must be one that could have landed
//! there, so the start and the goal are checked disc by disc.

use super::encoding::Encoding;
use crate::position::{Disc, Position};
use crate::rules::{Constraint, Recolour, Rules};

pub fn reversible(rules: &Rules, encoding: &Encoding, start: &Position, goal: &Position) -> bool {
    let one_way = rules.constraints().iter().any(|c| match *c {
        Constraint::Clockwise => true,
        // Some move allowed one way but not back.
        Constraint::Arcs(allowed) => (0..8).any(|a| (0..8).any(|b| allowed >> (a * 8 + b) & 1 != allowed >> (b * 8 + a) & 1)),
        _ => false,
    });
    let undoes_itself = matches!(rules.recolour(), Recolour::Fixed | Recolour::Flip(..));
    !one_way && undoes_itself && could_be_reached(rules, encoding, start) && could_be_reached(rules, encoding, goal)
}

/// Whether every disc of `pos` could have landed where it is: from some
/// other pin, onto what lies below it, in the colour it has.
fn could_be_reached(rules: &Rules, encoding: &Encoding, pos: &Position) -> bool {
    let pins = pos.pin_count();
    (0..pins).all(|pin| {
        let discs = pos.pin(pin);
        (0..discs.len()).all(|height| {
            let landed = discs[height];
            (0..pins).filter(|&from| from != pin).any(|from| {
                let mut trial = encoding.blank();
                for &below in &discs[..height] {
                    trial.push(pin, below);
                }
                encoding.colours_for(&landed).iter().any(|&colour| {
                    let before = Disc { colour, ..landed };
                    trial.push(from, before);
                    let fits = rules.recoloured(&trial, before) == landed && rules.check(&trial, from, pin).is_ok();
                    trial.pop(from);
                    fits
                })
            })
        })
    })
}
