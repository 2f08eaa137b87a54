//! The five ending conditions of Chappelon, Larsson and Matsuura (section 2):
//! where the tower must be rebuilt for the game to end.

use core::fmt;

/// When the game ends: the tower has been moved to a final peg, which is
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ending {
    /// EC1: a given peg other than the start (peg 3 with three pegs, the
    /// last peg with more).
    Ec1,
    /// EC2: the starting peg, once the largest disc has moved.
    Ec2,
    /// EC3: the starting peg, once the smallest disc has moved.
    Ec3,
    /// EC4: any peg, once the largest disc has moved.
    Ec4,
    /// EC5: any peg, once the smallest disc has moved.
    Ec5,
}

impl Ending {
    pub const ALL: [Ending; 5] = [Ending::Ec1, Ending::Ec2, Ending::Ec3, Ending::Ec4, Ending::Ec5];

    /// `ec1` to `ec5`, in any case, with or without the `ec`.
    pub fn parse(text: &str) -> Option<Ending> {
        let text = text.trim();
        // `get`, not slicing: text from a user may have a multi-byte character there.
        let digits = match text.get(..2) {
            Some(prefix) if text.len() > 2 && prefix.eq_ignore_ascii_case("ec") => &text[2..],
            _ => text,
        };
        match digits {
            "1" => Some(Ending::Ec1),
            "2" => Some(Ending::Ec2),
            "3" => Some(Ending::Ec3),
            "4" => Some(Ending::Ec4),
            "5" => Some(Ending::Ec5),
            _ => None,
        }
    }

    pub fn number(self) -> u8 {
        self as u8 + 1
    }

    /// The disc whose first move opens the starting peg as a final peg:
    /// the largest (EC2, EC4) or the smallest (EC3, EC5).
    pub fn needs_largest(self) -> Option<bool> {
        match self {
            Ending::Ec1 => None,
            Ending::Ec2 | Ending::Ec4 => Some(true),
            Ending::Ec3 | Ending::Ec5 => Some(false),
        }
    }

    /// The final peg of EC1 (numbered from 0): peg 3 with three pegs, the
    /// last peg with more.
    pub fn ec1_peg(pegs: usize) -> usize {
        if pegs == 3 {
            2
        } else {
            pegs - 1
        }
    }

    /// Whether the tower may stand complete on `peg` (from 0; the start is
    /// peg 0) once `moved` says whether the disc that matters has moved.
    pub fn ends_on(self, peg: usize, pegs: usize, moved: bool) -> bool {
        match self {
            Ending::Ec1 => peg == Ending::ec1_peg(pegs),
            Ending::Ec2 | Ending::Ec3 => peg == 0 && moved,
            Ending::Ec4 | Ending::Ec5 => moved,
        }
    }

    /// What the condition asks, for messages: "the tower on peg 3".
    pub fn describe(self, pegs: usize) -> Description {
        Description { ending: self, pegs }
    }
}

impl fmt::Display for Ending {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "EC{}", self.number())
    }
}

/// See [`Ending::describe`].
pub struct Description {
    ending: Ending,
    pegs: usize,
}

impl fmt::Display for Description {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.ending {
            Ending::Ec1 => write!(f, "the tower rebuilt on peg {}", Ending::ec1_peg(self.pegs) + 1),
            Ending::Ec2 => f.write_str("the tower rebuilt on peg 1 after the largest disc has moved"),
            Ending::Ec3 => f.write_str("the tower rebuilt on peg 1 after the smallest disc has moved"),
            Ending::Ec4 => f.write_str("the tower rebuilt on any peg after the largest disc has moved"),
            Ending::Ec5 => f.write_str("the tower rebuilt on any peg after the smallest disc has moved"),
        }
    }
}
