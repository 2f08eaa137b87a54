//! A start arranged by hand on the Games page: the discs of a position's
//! words (`start_text.rs`) moved one top disc at a time, each drop checked
//! (no disc on a smaller one; in Red–Blue none on an equal one), the words
//! after the discs (the disc just moved, the lead, whose turn) kept as they
//! are. The whole start is checked when play begins from it.

use alloc::format;
use alloc::string::{String, ToString};

use super::start_check::{pegs_written, place};
use super::start_text::read;
use super::{GameSpec, Side};
use crate::colour::Colour;
use crate::game::registry::ParamValue;
use crate::position::Position;

impl GameSpec {
    /// The discs of `text` (its first part, before any ";") as this game
    /// places them, or why they cannot rest so.
    pub fn arrangement(&self, text: &str) -> Result<Position, String> {
        let usual = self.with("from", ParamValue::Text(String::new()));
        let mut rules = usual.build().map_err(|e| e.to_string())?;
        let game = rules.analysed();
        let start = game.start();
        let tower = game.position(start);
        let pegs = tower.pin_count();
        let coloured = tower.pins().flatten().any(|d| d.colour != Colour::Grey);
        let sides: &[Side] = if coloured { &[Side::Blue, Side::Red] } else { &[] };
        let discs = (tower.disc_count() / sides.len().max(1)) as u16;
        let placement = text.split(';').next().unwrap_or("");
        place(&read(placement, pegs)?, pegs, discs, sides)
    }

    /// `text` with the top disc of peg `from` put on peg `to` (pegs from
    /// 0), and the position it now describes; or why the disc may not go
    /// there, changing nothing.
    pub fn rearranged(&self, text: &str, from: usize, to: usize) -> Result<(String, Position), String> {
        let mut pos = self.arrangement(text)?;
        let pegs = pos.pin_count();
        if from >= pegs || to >= pegs {
            return Err(format!("the pegs are 1 to {pegs}"));
        }
        let Some(disc) = pos.pop(from) else {
            return Err(format!("peg {} has no disc to move", from + 1));
        };
        if let Some(below) = pos.top(to) {
            let name = |d: &crate::position::Disc| match d.colour {
                Colour::Blue => format!("{}b", d.size),
                Colour::Red => format!("{}r", d.size),
                _ => d.size.to_string(),
            };
            if below.size < disc.size {
                return Err(format!("disc {} may not go on disc {}, a smaller one", name(&disc), name(below)));
            }
            if below.size == disc.size {
                return Err(format!("disc {} may not go on disc {}: discs of equal size never stack", name(&disc), name(below)));
            }
        }
        pos.push(to, disc);
        let clauses = text.split_once(';').map(|(_, rest)| rest.trim()).unwrap_or("");
        let mut written = pegs_written(&pos);
        if !clauses.is_empty() {
            written.push_str("; ");
            written.push_str(clauses);
        }
        Ok((written, pos))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_top_disc_moves_where_it_may_rest_and_the_clauses_stay() {
        let spec = GameSpec::default_for("impartial").unwrap();
        let (text, pos) = spec.rearranged("3 2 1 / - / -; disc 1 just moved", 0, 2).unwrap();
        assert_eq!(text, "3 2 / - / 1; disc 1 just moved");
        assert_eq!(pos.pin(2).len(), 1);
        assert_eq!(spec.rearranged(&text, 0, 2).unwrap_err(), "disc 2 may not go on disc 1, a smaller one");
        assert_eq!(spec.rearranged(&text, 1, 2).unwrap_err(), "peg 2 has no disc to move");
        let red_blue = GameSpec::default_for("red-blue").unwrap();
        let (text, _) = red_blue.rearranged("3b 2b 1b / - / - / 3r 2r 1r", 3, 1).unwrap();
        assert_eq!(text, "3b 2b 1b / 1r / - / 3r 2r");
        assert_eq!(red_blue.rearranged(&text, 0, 1).unwrap_err(), "disc 1b may not go on disc 1r: discs of equal size never stack");
        assert!(spec.arrangement("3 3 / - / -").is_err());
    }
}
