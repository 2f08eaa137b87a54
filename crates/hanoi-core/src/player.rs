//! The mid-end a front end drives: one puzzle, the position on show, where
//! the solution has got to, and manual play with undo and redo. Front ends
//! only convert and draw; every decision is made here.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use crate::own_ends::{rearranged, Ends, EndsError, NotAPosition};
use crate::position::{Disc, Move, Position};
use crate::puzzle::Puzzle;
use crate::rules::{IllegalMove, Misplaced};
use crate::solution::{BeyondEnd, Cursor, TooLong, TraceFrame};
use crate::verdict::{ShorterThanOptimum, Verdict};

/// Why the player cannot jump to a move of the solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeekError {
    BeyondEnd(BeyondEnd),
    /// Play is from a start of one's own, where the solution does not begin.
    OwnStart,
}

impl fmt::Display for SeekError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SeekError::BeyondEnd(beyond) => beyond.fmt(f),
            SeekError::OwnStart => f.write_str(
                "the solution starts from the puzzle's own start, not from this one: go back to it to watch the solution",
            ),
        }
    }
}

impl core::error::Error for SeekError {}

/// Manual play from some position: the moves made, and those undone that
/// can be redone.
struct Manual {
    from: Position,
    /// Solution moves already made when manual play began.
    base: u128,
    made: Vec<Move>,
    undone: Vec<Move>,
}

pub struct Player {
    puzzle: Puzzle,
    position: Position,
    /// Solution moves made so far.
    t: u128,
    cursor: Cursor,
    manual: Option<Manual>,
    /// The optimum, when a search elsewhere (the page's worker) found it.
    optimum: Option<u128>,
    /// Worked out once: it may take a quick search.
    verdict: Option<Verdict>,
    /// A start (and goal) of one's own: play is by hand from it, and the
    /// solution, which starts from the puzzle's own start, is not played.
    own: Option<Ends>,
}

impl Player {
    pub fn new(puzzle: Puzzle) -> Player {
        let cursor = puzzle.solution().cursor_at(0).expect("move 0 always exists");
        let position = puzzle.start().clone();
        Player { puzzle, position, t: 0, cursor, manual: None, optimum: None, verdict: None, own: None }
    }

    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    /// Moves made to reach the position on show: solution moves, plus
    /// manual moves when playing by hand. A count cannot pass 2^128 - 1:
    /// the solution stops there (see [`Player::advance`]), and moves made
    /// by hand beyond it leave the count at 2^128 - 1.
    pub fn moves_made(&self) -> u128 {
        match &self.manual {
            Some(manual) => manual.base.saturating_add(manual.made.len() as u128),
            None => self.t,
        }
    }

    /// The solution's length.
    pub fn length(&self) -> Result<u128, TooLong> {
        self.puzzle.solution().length()
    }

    pub fn is_solved(&self) -> bool {
        match self.own.as_ref().and_then(Ends::goal) {
            Some(goal) => self.position.same_discs(goal),
            None => self.puzzle.is_solved(&self.position),
        }
    }

    /// Play by hand from `start` towards `goal` (the puzzle's own where
    /// `None`) instead of the puzzle's ends, typed as text (`3 2 / - / 1`);
    /// refused, changing nothing, unless each is a position of the puzzle
    /// resting as its rules allow. Moves made so far are forgotten.
    pub fn start_from(&mut self, start: &str, goal: Option<&str>) -> Result<(), EndsError> {
        let ends = Ends::read(&self.puzzle, start, goal)?;
        self.begin(ends);
        Ok(())
    }

    /// [`Player::start_from`] with positions as keys
    /// ([`crate::graph::key_text`]), as the page's first module takes them.
    pub fn start_from_keys(&mut self, start: &str, goal: Option<&str>) -> Result<(), NotAPosition> {
        let ends = Ends::from_keys(&self.puzzle, start, goal)?;
        self.begin(ends);
        Ok(())
    }

    /// Manual play from the ends' start, with no moves made.
    fn begin(&mut self, ends: Ends) {
        self.position = ends.start().clone();
        self.manual = Some(Manual { from: ends.start().clone(), base: 0, made: Vec::new(), undone: Vec::new() });
        self.own = Some(ends);
        self.rewind_solution();
    }

    /// The solution's cursor back at move 0 (not played from an own start,
    /// but kept valid for [`Player::clear_ends`]).
    fn rewind_solution(&mut self) {
        self.t = 0;
        self.cursor = self.puzzle.solution().cursor_at(0).expect("move 0 always exists");
    }

    /// Rearrange the position on show by hand: the top disc of `from` put
    /// on `to` as it is (no move rule applies), if the discs may rest so
    /// ([`crate::Rules::check_arrangement`]); otherwise nothing changes.
    /// The result becomes the start of one's own, with no moves made, and
    /// the goal stays.
    pub fn arrange(&mut self, from: usize, to: usize) -> Result<(), Misplaced> {
        let start = rearranged(&self.puzzle, &self.position, from, to)?;
        let goal = self.own.take().and_then(Ends::into_goal);
        self.begin(Ends::new(start, goal));
        Ok(())
    }

    /// Back to the puzzle's own start and goal, at move 0 of the solution.
    pub fn clear_ends(&mut self) {
        self.own = None;
        self.reset();
    }

    /// Whether play is from a start of one's own ([`Player::start_from`],
    /// [`Player::arrange`]).
    pub fn has_own_ends(&self) -> bool {
        self.own.is_some()
    }

    /// Why the solution is not played from what is on show (every seek would
    /// be refused so), or `None` where it is: a start of one's own.
    pub fn solution_refusal(&self) -> Option<SeekError> {
        self.own.as_ref().map(|_| SeekError::OwnStart)
    }

    /// The start and goal of one's own as text (the goal `None` where it is
    /// the puzzle's), or `None` where play is from the puzzle's own start.
    pub fn own_ends_text(&self) -> Option<(String, Option<String>)> {
        self.own.as_ref().map(|own| own.write(&self.puzzle.position_text()))
    }

    /// [`Player::own_ends_text`] as keys ([`crate::graph::key_text`]).
    pub fn own_ends_keys(&self) -> Option<(String, Option<String>)> {
        self.own.as_ref().map(Ends::keys)
    }

    /// The position play must reach: one's own goal, else the puzzle's.
    pub fn goal(&self) -> &Position {
        self.own.as_ref().and_then(Ends::goal).unwrap_or(self.puzzle.goal())
    }

    pub fn is_manual(&self) -> bool {
        self.manual.is_some()
    }

    /// Make the next solution moves, as many as fit in `out`; returns how
    /// many were made (0 at the end). Leaves manual play. Move numbers are
    /// u128: a solution longer than that (Many_Pin on 3 pins beyond 127
    /// discs) is played up to move 2^128 - 1 and no further.
    /// From a start of one's own nothing is made: the solution starts from
    /// the puzzle's own start.
    pub fn advance(&mut self, out: &mut [Move]) -> usize {
        if self.own.is_some() {
            return 0;
        }
        if self.manual.is_some() {
            // The solution resumes from where it was, not from the hand-made position.
            self.seek(self.t).expect("t was reached before");
        }
        let solution = self.puzzle.solution();
        let room = usize::try_from(u128::MAX - self.t).unwrap_or(usize::MAX).min(out.len());
        let out = &mut out[..room];
        let made = self.cursor.fill(solution, out);
        for &mv in &out[..made] {
            solution.rules().apply(&mut self.position, mv);
        }
        self.t += made as u128;
        made
    }

    /// Jump to the position after `t` solution moves. Leaves manual play.
    /// Refused from a start of one's own, where the solution does not begin.
    pub fn seek(&mut self, t: u128) -> Result<(), SeekError> {
        if self.own.is_some() {
            return Err(SeekError::OwnStart);
        }
        let solution = self.puzzle.solution();
        let cursor = solution.cursor_at(t).map_err(SeekError::BeyondEnd)?;
        self.position = solution.seek(t).map_err(SeekError::BeyondEnd)?;
        self.cursor = cursor;
        self.t = t;
        self.manual = None;
        Ok(())
    }

    /// Take one move back and return it as it was made (the disc went
    /// from `from` to `to`), or `None` at the start, where nothing changes.
    ///
    /// In manual play this undoes the last manual move, which can then be
    /// redone. Once every manual move is undone, the position on show is the
    /// solution's after move t, where manual play began, and then:
    /// - at t > 0 manual play ends and the solution steps back to move
    ///   t - 1, as Back does outside manual play; the moves that could have
    ///   been redone are forgotten, as with any other seek;
    /// - at t = 0 there is nothing to take back, so nothing changes: manual
    ///   play goes on and redo still works.
    pub fn step_back(&mut self) -> Option<Move> {
        if let Some(manual) = &self.manual {
            if let Some(&last) = manual.made.last() {
                self.undo();
                return Some(last);
            }
            if self.t == 0 {
                return None;
            }
        }
        let t = self.t.checked_sub(1)?;
        let solution = self.puzzle.solution();
        let made = solution.cursor_at(t).ok()?.next(solution)?;
        self.seek(t).expect("an earlier move always exists");
        Some(made)
    }

    /// Back to the start: one's own, with every move by hand forgotten,
    /// or else move 0 of the solution.
    pub fn reset(&mut self) {
        match self.own.take() {
            Some(own) => self.begin(own),
            None => self.seek(0).expect("move 0 always exists"),
        }
    }

    /// Whether the solution is the shortest, from the catalogue and the
    /// optimum noted ([`Player::note_optimum`]). The player does not search:
    /// where the verdict [wants an optimum](Verdict::wants_optimum), its
    /// caller may find one ([`Puzzle::quick_optimum`], or a search in the
    /// background) and note it. Kept once worked out.
    pub fn verdict(&mut self) -> Verdict {
        *self.verdict.get_or_insert_with(|| self.puzzle.judge(self.optimum))
    }

    /// The optimum found by a search elsewhere; the verdict follows it.
    /// Refused when the solution would be shorter than it.
    pub fn note_optimum(&mut self, optimum: u128) -> Result<(), ShorterThanOptimum> {
        if let Ok(length) = self.length() {
            Verdict::compare(length, optimum)?;
        }
        self.optimum = Some(optimum);
        self.verdict = Some(self.puzzle.judge(self.optimum));
        Ok(())
    }

    /// The solution's calls in progress at the current move (empty in
    /// manual play, which follows no procedure).
    pub fn trace(&self) -> Vec<TraceFrame> {
        if self.manual.is_some() {
            return Vec::new();
        }
        self.puzzle.solution().trace(self.t).unwrap_or_default()
    }

    /// A move by hand: checked by the rules; on refusal nothing changes.
    /// The first one starts manual play from the position on show.
    pub fn play(&mut self, from: usize, to: usize) -> Result<Disc, IllegalMove> {
        let before = self.manual.is_none().then(|| self.position.clone());
        let disc = self.puzzle.solution().rules().play(&mut self.position, from, to)?;
        let base = self.t;
        let manual = self.manual.get_or_insert_with(|| Manual {
            from: before.expect("taken when manual play had not begun"),
            base,
            made: Vec::new(),
            undone: Vec::new(),
        });
        manual.made.push(Move::new(from as u8, to as u8));
        manual.undone.clear();
        Ok(disc)
    }

    /// Take back the last manual move; false if there is none.
    pub fn undo(&mut self) -> bool {
        let Some(manual) = &mut self.manual else { return false };
        let Some(mv) = manual.made.pop() else { return false };
        manual.undone.push(mv);
        // Colours may change irreversibly, so replay from where play began.
        let rules = self.puzzle.solution().rules();
        let mut pos = manual.from.clone();
        for &m in &manual.made {
            rules.apply(&mut pos, m);
        }
        self.position = pos;
        true
    }

    /// Make again the last move taken back; the move, if there was one.
    pub fn redo(&mut self) -> Option<Move> {
        let manual = self.manual.as_mut()?;
        let mv = manual.undone.pop()?;
        self.puzzle.solution().rules().apply(&mut self.position, mv);
        manual.made.push(mv);
        Some(mv)
    }

    /// Whether a disc may be picked up from `pin` by hand, and if not why.
    pub fn can_lift(&self, pin: usize) -> Result<Disc, IllegalMove> {
        self.puzzle.solution().rules().check_lift(&self.position, pin)
    }

    /// In manual play: the solution moves made before it began, the
    /// position it began from, and the moves made by hand since.
    pub fn hand_moves(&self) -> Option<(u128, &Position, &[Move])> {
        self.manual.as_ref().map(|m| (m.base, &m.from, m.made.as_slice()))
    }

    pub fn can_undo(&self) -> bool {
        self.manual.as_ref().is_some_and(|m| !m.made.is_empty())
    }

    pub fn can_redo(&self) -> bool {
        self.manual.as_ref().is_some_and(|m| !m.undone.is_empty())
    }
}
