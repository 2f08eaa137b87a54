//! What a position is worth to the player to move.

use alloc::format;
use alloc::string::String;
use core::fmt;

use crate::grouped::grouped;

/// The value of a position for the player to move, with its remoteness:
/// the number of moves to the end when the winner hurries and the loser
/// holds out as long as possible.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// The player to move can force a win in this many moves.
    Win(u32),
    /// The player to move loses in this many moves against perfect play.
    Lose(u32),
    /// Neither side can win, and play ends level in this many moves unless
    /// someone blunders into a loss.
    Tie(u32),
    /// Neither side can force a win, and play need never end.
    Draw,
    /// A scoring game's window of score differences cut off play that
    /// decides this position: no value is claimed.
    Undecided,
}

impl Value {
    pub fn remoteness(&self) -> Option<u32> {
        match *self {
            Value::Win(r) | Value::Lose(r) | Value::Tie(r) => Some(r),
            Value::Draw | Value::Undecided => None,
        }
    }

    /// A move's value for its mover, from `self`, the value for the mover of
    /// the position it leads to: the moves left counted from before the move,
    /// the move itself included, as the value of the position it is made
    /// from counts them. A winning move that ends the game is a win in 1.
    pub fn with_the_move(&self) -> Value {
        match *self {
            Value::Win(r) => Value::Win(r.saturating_add(1)),
            Value::Lose(r) => Value::Lose(r.saturating_add(1)),
            Value::Tie(r) => Value::Tie(r.saturating_add(1)),
            other => other,
        }
    }

    /// The same position seen by the other player (who has just moved).
    pub fn for_other(&self) -> Value {
        match *self {
            Value::Win(r) => Value::Lose(r),
            Value::Lose(r) => Value::Win(r),
            other => other,
        }
    }

    /// One word: win, lose, tie, draw, undecided.
    pub fn word(&self) -> &'static str {
        match self {
            Value::Win(_) => "win",
            Value::Lose(_) => "lose",
            Value::Tie(_) => "tie",
            Value::Draw => "draw",
            Value::Undecided => "undecided",
        }
    }

    /// How good a move leading to a position of value `self` (for the
    /// opponent) is for the player making it: higher is better. A perfect
    /// player wins fast, loses slowly, and prefers a tie or a draw to a loss.
    pub fn rank_as_reply(&self) -> i64 {
        match *self {
            Value::Lose(r) => i64::MAX / 2 - r as i64,
            Value::Tie(_) | Value::Draw => 0,
            Value::Undecided => -1,
            Value::Win(r) => -(i64::MAX / 2) + r as i64,
        }
    }
}

impl fmt::Display for Value {
    /// For the player to move: "win in 7", "lose in 12", "tie in 3", "draw".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.remoteness() {
            Some(r) => write!(f, "{} in {}", self.word(), r),
            None => f.write_str(self.word()),
        }
    }
}

impl Value {
    /// "win in 6", "lose in 3", "tie in 2", "draw", "undecided"; a win's
    /// remoteness "at most" where it is a bound (a window cut play off).
    pub fn short(&self, at_most: bool) -> String {
        self.short_as(at_most, false)
    }

    /// The same, a tie called "drawn" where `drawn` (a game whose only
    /// level end is a drawn one: the impartial game's drawn towers).
    pub fn short_as(&self, at_most: bool, drawn: bool) -> String {
        match (self, self.remoteness()) {
            (Value::Win(r), _) if at_most => format!("win in at most {r}"),
            (Value::Tie(r), _) if drawn => format!("drawn in {r}"),
            (_, Some(r)) => format!("{} in {r}", self.word()),
            _ => String::from(self.word()),
        }
    }

    /// The value for the player to move, as a clause: "you can force a win
    /// in 7 moves", "Player 2 loses in 12 moves against perfect play";
    /// `who` is "you" or a player's name ("Player 1", "Blue"). `at_most`
    /// where a win's remoteness is a bound.
    pub fn sentence(&self, who: &str, at_most: bool) -> String {
        self.sentence_as(who, at_most, false)
    }

    /// The same, a tie worded as a drawn end where `drawn` (see [`Value::short_as`]).
    pub fn sentence_as(&self, who: &str, at_most: bool, drawn: bool) -> String {
        let moves = |r: u32| {
            let bound = if at_most && matches!(self, Value::Win(_)) { "at most " } else { "" };
            format!("{bound}{} move{}", grouped(r as u128), if r == 1 { "" } else { "s" })
        };
        match *self {
            // Play has ended with the player to move the winner (misère: the
            // opponent completed the tower, or no legal move at the start).
            Value::Win(0) if who == "you" => String::from("you win at once: play has ended"),
            Value::Win(0) => format!("{who} wins at once: play has ended"),
            Value::Win(r) => format!("{who} can force a win in {}", moves(r)),
            Value::Lose(0) if who == "you" => String::from("you have no legal move and lose at once"),
            Value::Lose(0) => format!("{who} has no legal move and loses at once"),
            Value::Lose(r) if who == "you" => format!("you lose in {} against perfect play", moves(r)),
            Value::Lose(r) => format!("{who} loses in {} against perfect play", moves(r)),
            Value::Tie(r) if drawn => format!("neither player can win: the game ends drawn in {} with best play", moves(r)),
            Value::Tie(r) => format!("neither player can win: a tie in {} with best play", moves(r)),
            Value::Draw => String::from("draw: neither player can force a win, and play need never end"),
            Value::Undecided => {
                String::from("undecided: the score differences this game reaches lie beyond what the analysis followed")
            }
        }
    }
}
