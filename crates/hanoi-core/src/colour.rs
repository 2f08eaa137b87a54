//! Semantic colours. The core names colours; the page maps each name to a CSS
//! custom property, so a theme or a colour-blind palette is one stylesheet.

use core::fmt;

/// The colour of a disc, a base or a shaft.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Colour {
    /// Uncoloured: the plain grey of bases and shafts.
    Grey = 0,
    Red,
    Green,
    Blue,
    Orange,
    White,
    Magenta,
    Cyan,
    Yellow,
    Pink,
    /// Further colours, so that many stacks (Multi_Stack) stay distinguishable.
    Purple,
    Brown,
    Teal,
    Lime,
    Navy,
    Olive,
}

impl Colour {
    pub const ALL: [Colour; 16] = [
        Colour::Grey,
        Colour::Red,
        Colour::Green,
        Colour::Blue,
        Colour::Orange,
        Colour::White,
        Colour::Magenta,
        Colour::Cyan,
        Colour::Yellow,
        Colour::Pink,
        Colour::Purple,
        Colour::Brown,
        Colour::Teal,
        Colour::Lime,
        Colour::Navy,
        Colour::Olive,
    ];

    /// Lower-case name, as used in CSS custom properties (`--colour-red`) and JSON.
    pub fn name(self) -> &'static str {
        match self {
            Colour::Grey => "grey",
            Colour::Red => "red",
            Colour::Green => "green",
            Colour::Blue => "blue",
            Colour::Orange => "orange",
            Colour::White => "white",
            Colour::Magenta => "magenta",
            Colour::Cyan => "cyan",
            Colour::Yellow => "yellow",
            Colour::Pink => "pink",
            Colour::Purple => "purple",
            Colour::Brown => "brown",
            Colour::Teal => "teal",
            Colour::Lime => "lime",
            Colour::Navy => "navy",
            Colour::Olive => "olive",
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
