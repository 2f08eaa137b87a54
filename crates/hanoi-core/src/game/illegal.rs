//! Why a move in a two-player game was refused.

use core::fmt;

use super::ending::Ending;
use super::impartial::Compulsory;
use crate::colour::Colour;
use crate::descriptor::Vocabulary;
use crate::rules::IllegalMove;

/// A refused move. Pegs are stored from 0 and shown from 1, as the papers
/// number them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameIllegal {
    /// The disc move breaks the puzzle's rules.
    Rules(IllegalMove),
    /// The opponent just moved this disc.
    JustMoved { disc: u16 },
    /// The ko rule: this disc may not go straight back to the peg it just left.
    Ko { disc: u16, peg: u8 },
    /// The round rule: this disc has already stood on this peg in its
    /// round, so the move would repeat a position of the round.
    Round { disc: u16, peg: u8 },
    /// Compulsory moves: a disc can go straight onto the disc one size
    /// larger, so one such move must be made (these).
    Compulsory(Compulsory),
    /// The move would complete the tower on a peg where the game does not end.
    NotFinalPeg { peg: u8, ending: Ending, pegs: u8 },
    /// The move would rebuild the tower before the disc the ending needs has moved.
    TooEarly { peg: u8, ending: Ending },
    /// The disc belongs to the other player.
    NotYourDisc { disc: u16, colour: Colour },
    /// A player's first move must put their smallest disc on peg 2 or 3.
    Opening { colour: Colour },
    /// Play has ended.
    Over,
}

impl fmt::Display for GameIllegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            // The papers, and the games' pages, say "peg" where the puzzles say "pin".
            GameIllegal::Rules(ref error) => error.in_words(Vocabulary::Peg).fmt(f),
            GameIllegal::JustMoved { disc } => {
                write!(f, "your opponent just moved disc {disc}, so it may not move again at once")
            }
            GameIllegal::Ko { disc, peg } => write!(
                f,
                "the ko rule: disc {disc} may not go straight back to peg {}, which would undo the last move",
                peg + 1
            ),
            GameIllegal::Round { disc, peg } => write!(
                f,
                "the round rule: disc {disc} has already stood on peg {} since another disc last moved, \
                 so the move would repeat a position of this round",
                peg + 1
            ),
            GameIllegal::Compulsory(ref forced) => {
                let moves = forced.moves();
                write!(
                    f,
                    "compulsory moves: a disc can go straight onto the disc one size larger, so {} must be made:",
                    if moves.len() == 1 { "that move" } else { "one of these moves" }
                )?;
                for (i, &(disc, from, to)) in moves.iter().enumerate() {
                    let or = if i == 0 { "" } else if i + 1 == moves.len() { " or" } else { ";" };
                    write!(f, "{or} disc {disc}, peg {} → peg {}", from + 1, to + 1)?;
                }
                Ok(())
            }
            GameIllegal::NotFinalPeg { peg, ending, pegs } => write!(
                f,
                "the tower may not be completed on peg {}: under {} the game ends only with {}",
                peg + 1,
                ending,
                ending.describe(pegs as usize)
            ),
            GameIllegal::TooEarly { peg, ending } => write!(
                f,
                "the tower may not be rebuilt on peg {} before the {} disc has moved ({})",
                peg + 1,
                if ending.needs_largest() == Some(true) { "largest" } else { "smallest" },
                ending
            ),
            GameIllegal::NotYourDisc { disc, colour } => {
                write!(f, "disc {disc} is {colour}: each player moves only their own colour")
            }
            GameIllegal::Opening { colour } => {
                write!(f, "{}'s first move must put the smallest {} disc on peg 2 or peg 3", title(colour), colour)
            }
            GameIllegal::Over => f.write_str("the game is over"),
        }
    }
}

impl core::error::Error for GameIllegal {}

fn title(colour: Colour) -> &'static str {
    match colour {
        Colour::Blue => "Blue",
        Colour::Red => "Red",
        _ => "this player",
    }
}
