//! What a position is worth to the player to move.

use core::fmt;

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
