//! Looking back at moves, as GamesmanUni lets its players: each legal move's
//! delta remoteness beside its value, and a scorecard of one player's moves
//! (kept the win, threw it away, held the draw, ...), counted, in words.
//!
//! Delta remoteness, as we define it: among the legal moves of the same
//! value class (win, loss, tie), the best is the one a perfect player makes
//! (the fastest win, the slowest loss, the longest tie, as the analysis
//! counts a tie's remoteness); a move's delta is how many moves its
//! remoteness lies from that best one's, 0 for the best. A draw or an
//! undecided move has no remoteness, and so no delta.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::{Ply, Value};

/// What delta remoteness means, for a page's explanation and the docs.
pub const DELTA_MEANING: &str = "delta remoteness (Δ): how far a move's remoteness lies from the best move of the same value from this position (the fastest win, the slowest loss, the longest tie), in moves; 0 for the best of its kind, none for a draw";

/// Each move's delta remoteness, in the order of `values` (each the value a
/// move leaves its mover, as [`super::Choice::value`] gives it).
pub fn delta_remoteness(values: &[Value]) -> Vec<Option<u32>> {
    // The best remoteness of each class: a win's fewest, a loss's and a tie's most.
    let best = |class: &str| -> Option<u32> {
        let same = values.iter().filter(|v| v.word() == class).filter_map(|v| v.remoteness());
        if class == "win" {
            same.min()
        } else {
            same.max()
        }
    };
    let (win, lose, tie) = (best("win"), best("lose"), best("tie"));
    values
        .iter()
        .map(|v| match *v {
            Value::Win(r) => win.map(|b| r - b),
            Value::Lose(r) => lose.map(|b| b - r),
            Value::Tie(r) => tie.map(|b| b - r),
            Value::Draw | Value::Undecided => None,
        })
        .collect()
}

/// A move's delta in words, beside its value: "the fastest win", "2 moves
/// slower than the fastest win", "1 move sooner than the slowest loss";
/// `drawn` where a tie is a drawn end. `None` for a draw.
pub fn delta_words(value: Value, delta: Option<u32>, drawn: bool) -> Option<String> {
    let delta = delta?;
    let moves = |k: u32| format!("{k} move{}", if k == 1 { "" } else { "s" });
    let tie = if drawn { "drawn end" } else { "tie" };
    Some(match (value, delta) {
        (Value::Win(_), 0) => String::from("Δ 0, the fastest win"),
        (Value::Win(_), k) => format!("Δ {k}, {} slower than the fastest win", moves(k)),
        (Value::Lose(_), 0) => String::from("Δ 0, the slowest loss"),
        (Value::Lose(_), k) => format!("Δ {k}, loses {} sooner than the slowest loss", moves(k)),
        (Value::Tie(_), 0) => format!("Δ 0, the longest {tie}"),
        (Value::Tie(_), k) => format!("Δ {k}, ends {} sooner than the longest {tie}", moves(k)),
        _ => return None,
    })
}

/// What one move did to its mover's value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// A win kept, `slower` moves slower than the fastest (0: the fastest).
    KeptWin { slower: u32 },
    /// A win given up (the value now `now`).
    ThrewAwayWin { now: Value },
    /// A win the opponent's slip had just handed over, not taken.
    MissedWin { now: Value },
    /// A tie kept, ending `sooner` moves sooner than it could.
    HeldTie { sooner: u32 },
    HeldDraw,
    /// A tie (`tie`) or a draw given up for a loss.
    ThrewAwayDraw { tie: bool, now: Value },
    /// A lost position, the loss `sooner` moves sooner than it need be (0: held out longest).
    HeldOut { sooner: u32 },
    /// Where the analysis says nothing (scoring play's window).
    Undecided,
    /// Anything else (a value a cut analysis could not foresee).
    Other { before: Value, now: Value },
}

/// The groups a scorecard counts, in its order, with their words.
pub const VERDICT_GROUPS: [(&str, &str); 6] = [
    ("best", "best"),
    ("slower", "slower than the best"),
    ("threw-win", "threw away a win"),
    ("missed-win", "missed a win"),
    ("threw-draw", "threw away a draw or tie"),
    ("other", "undecided or other"),
];

impl Verdict {
    /// The verdict on a move that took its mover from `before` to `after`
    /// (both counted from before the move, as [`Ply`] keeps them); `handed`
    /// where the opponent's move just before had thrown its value away.
    pub fn of(before: Value, after: Value, handed: bool) -> Verdict {
        match (before, after) {
            (Value::Undecided, _) | (_, Value::Undecided) => Verdict::Undecided,
            (Value::Win(b), Value::Win(a)) if a >= b => Verdict::KeptWin { slower: a - b },
            (Value::Win(_), now @ (Value::Tie(_) | Value::Draw | Value::Lose(_))) if handed => Verdict::MissedWin { now },
            (Value::Win(_), now @ (Value::Tie(_) | Value::Draw | Value::Lose(_))) => Verdict::ThrewAwayWin { now },
            (Value::Tie(b), Value::Tie(a)) if a <= b => Verdict::HeldTie { sooner: b - a },
            (Value::Draw, Value::Draw) => Verdict::HeldDraw,
            (Value::Tie(_), now @ Value::Lose(_)) => Verdict::ThrewAwayDraw { tie: true, now },
            (Value::Draw, now @ Value::Lose(_)) => Verdict::ThrewAwayDraw { tie: false, now },
            (Value::Lose(b), Value::Lose(a)) if a <= b => Verdict::HeldOut { sooner: b - a },
            (before, now) => Verdict::Other { before, now },
        }
    }

    /// Which of [`VERDICT_GROUPS`] it counts in.
    pub fn group(&self) -> &'static str {
        match *self {
            Verdict::KeptWin { slower: 0 } | Verdict::HeldTie { sooner: 0 } | Verdict::HeldDraw | Verdict::HeldOut { sooner: 0 } => {
                "best"
            }
            Verdict::KeptWin { .. } | Verdict::HeldTie { .. } | Verdict::HeldOut { .. } => "slower",
            Verdict::ThrewAwayWin { .. } => "threw-win",
            Verdict::MissedWin { .. } => "missed-win",
            Verdict::ThrewAwayDraw { .. } => "threw-draw",
            Verdict::Undecided | Verdict::Other { .. } => "other",
        }
    }

    /// In words: "kept the win (the fastest way)", "threw away the win: now lose in 4".
    pub fn words(&self, drawn: bool) -> String {
        let moves = |k: u32| format!("{k} move{}", if k == 1 { "" } else { "s" });
        let now = |v: &Value| v.short_as(false, drawn);
        let tie = if drawn { "drawn end" } else { "tie" };
        match self {
            Verdict::KeptWin { slower: 0 } => String::from("kept the win, the fastest way"),
            Verdict::KeptWin { slower } => format!("kept the win, but {} slower", moves(*slower)),
            Verdict::ThrewAwayWin { now: v } => format!("threw away the win: now {}", now(v)),
            Verdict::MissedWin { now: v } => format!("missed the win the opponent's slip gave: now {}", now(v)),
            Verdict::HeldTie { sooner: 0 } => format!("held the {tie}"),
            Verdict::HeldTie { sooner } => format!("held the {tie}, ending {} sooner", moves(*sooner)),
            Verdict::HeldDraw => String::from("held the draw"),
            Verdict::ThrewAwayDraw { tie: true, now: v } => format!("threw away the {tie}: now {}", now(v)),
            Verdict::ThrewAwayDraw { tie: false, now: v } => format!("threw away the draw: now {}", now(v)),
            Verdict::HeldOut { sooner: 0 } => String::from("lost position: held out longest"),
            Verdict::HeldOut { sooner } => format!("lost position: loses {} sooner than it need", moves(*sooner)),
            Verdict::Undecided => String::from("undecided: the analysis does not say"),
            Verdict::Other { before, now: v } => format!("went from {} to {}", now(before), now(v)),
        }
    }
}

/// One player's moves judged, and counted by group.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scorecard {
    /// Each of the player's moves: its index among all the moves, and its verdict.
    pub moves: Vec<(usize, Verdict)>,
    /// How many moves fell in each of [`VERDICT_GROUPS`], in its order.
    pub counts: [usize; 6],
}

impl Scorecard {
    /// The moves of `player` among `plies` (all the moves made, in order).
    pub fn of(plies: &[Ply], player: u8) -> Scorecard {
        let mut moves = Vec::new();
        let mut counts = [0; 6];
        for (i, ply) in plies.iter().enumerate().filter(|(_, p)| p.mover == player) {
            let handed = i > 0 && {
                let previous = &plies[i - 1];
                previous.mover != player && (previous.threw_away_win() || previous.threw_away_draw())
            };
            let verdict = Verdict::of(ply.before, ply.after, handed);
            let group = VERDICT_GROUPS.iter().position(|(id, _)| *id == verdict.group()).unwrap_or(5);
            counts[group] += 1;
            moves.push((i, verdict));
        }
        Scorecard { moves, counts }
    }

    /// "3 moves: 2 best, 1 threw away a win." ("No moves yet." with none.)
    pub fn summary(&self) -> String {
        if self.moves.is_empty() {
            return String::from("No moves yet.");
        }
        let n = self.moves.len();
        let parts: Vec<String> = VERDICT_GROUPS
            .iter()
            .zip(self.counts)
            .filter(|(_, count)| *count > 0)
            .map(|((_, words), count)| format!("{count} {words}"))
            .collect();
        format!("{n} move{}: {}.", if n == 1 { "" } else { "s" }, parts.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::Move;

    #[test]
    fn delta_is_measured_from_the_best_of_each_class() {
        let values = [Value::Win(3), Value::Win(7), Value::Lose(4), Value::Lose(10), Value::Tie(5), Value::Tie(2), Value::Draw];
        let deltas = delta_remoteness(&values);
        assert_eq!(deltas, [Some(0), Some(4), Some(6), Some(0), Some(0), Some(3), None]);
        assert_eq!(delta_words(Value::Win(7), Some(4), false).unwrap(), "Δ 4, 4 moves slower than the fastest win");
        assert_eq!(delta_words(Value::Lose(10), Some(0), false).unwrap(), "Δ 0, the slowest loss");
        assert_eq!(delta_words(Value::Tie(2), Some(3), true).unwrap(), "Δ 3, ends 3 moves sooner than the longest drawn end");
        assert_eq!(delta_words(Value::Draw, None, false), None);
    }

    fn ply(mover: u8, before: Value, after: Value) -> Ply {
        Ply { mv: Move::new(0, 1), disc: 1, mover, before, after, gain: None }
    }

    #[test]
    fn a_scorecard_judges_and_counts_one_players_moves() {
        let plies = [
            ply(0, Value::Win(7), Value::Win(7)),
            ply(1, Value::Lose(6), Value::Lose(6)),
            ply(0, Value::Win(5), Value::Win(9)),
            ply(1, Value::Lose(8), Value::Lose(2)),
            ply(0, Value::Win(1), Value::Lose(4)),
            ply(1, Value::Win(3), Value::Win(3)),
            ply(0, Value::Lose(2), Value::Lose(2)),
        ];
        let card = Scorecard::of(&plies, 0);
        let verdicts: Vec<Verdict> = card.moves.iter().map(|m| m.1).collect();
        assert_eq!(
            verdicts,
            [
                Verdict::KeptWin { slower: 0 },
                Verdict::KeptWin { slower: 4 },
                Verdict::ThrewAwayWin { now: Value::Lose(4) },
                Verdict::HeldOut { sooner: 0 }
            ]
        );
        assert_eq!(card.summary(), "4 moves: 2 best, 1 slower than the best, 1 threw away a win.");
        // Player 2's win came from the slip just before: missed, if not taken.
        let plies = [ply(0, Value::Draw, Value::Lose(3)), ply(1, Value::Win(2), Value::Draw)];
        let card = Scorecard::of(&plies, 1);
        assert_eq!(card.moves[0].1, Verdict::MissedWin { now: Value::Draw });
        assert_eq!(card.moves[0].1.words(false), "missed the win the opponent's slip gave: now draw");
        assert_eq!(Verdict::ThrewAwayDraw { tie: false, now: Value::Lose(1) }.words(false), "threw away the draw: now lose in 1");
        assert_eq!(Scorecard::of(&[], 0).summary(), "No moves yet.");
    }
}
