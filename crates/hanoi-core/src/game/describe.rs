//! A position in words for the games' pages: pegs, as the papers say, and
//! each disc's colour where discs have colours (Red–Blue's discs of equal
//! size are told apart only by it).

use alloc::string::String;
use core::fmt::Write;

use crate::colour::Colour;
use crate::position::Position;

/// "peg 1: empty; peg 2: red 2, blue 1; ..." (discs bottom to top).
pub fn pegs_text(pos: &Position) -> String {
    let coloured = pos.pins().flatten().any(|d| d.colour != Colour::Grey);
    let mut text = String::new();
    for (i, peg) in pos.pins().enumerate() {
        let _ = write!(text, "{}peg {}:", if i > 0 { "; " } else { "" }, i + 1);
        if peg.is_empty() {
            text.push_str(" empty");
        }
        for (j, disc) in peg.iter().enumerate() {
            let comma = if j > 0 && coloured { "," } else { "" };
            if coloured {
                let _ = write!(text, "{comma} {} {}", disc.colour, disc.size);
            } else {
                let _ = write!(text, " {}", disc.size);
            }
        }
    }
    text
}
