//! The one interpreter: for any solution algorithm it gives the moves as a
//! lazy iterator (memory O(depth)), the exact length as a u128 (memoised per
//! procedure and n), the position after any move by descending the call tree
//! (O(n x depth), no replay), and the call stack at any move (the trace).

use alloc::boxed::Box;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::cell::{Cell, RefCell};
use core::fmt;

use crate::grouped::grouped;
use crate::memo::Memo;
use crate::position::{Move, Position};
use crate::program::{Call, Labels, Program, Step};
use crate::rules::Rules;

/// How a solution produces its moves.
pub enum Algorithm {
    /// Mutually recursive procedures.
    Program(Box<dyn Program>),
    /// A short periodic rule that picks the pair of pins of move t from
    /// t mod period, on the live position.
    Periodic(Periodic),
}

/// A periodic rule, and its `companion`: a recursive program that makes the
/// very same moves (the tests play the rule itself, [`Periodic::moves`],
/// against it). The interpreter plays, counts and seeks the companion like
/// any program, several times faster than resolving the rule move by move
/// (Classic_P n = 24: 495 against 106 M moves/s, checked); the rule words
/// the trace.
pub struct Periodic {
    /// Move t uses entry t mod len.
    pub table: Vec<Between>,
    pub companion: Box<dyn Program>,
    /// The rule's name for the trace, e.g. "the period-3 rule".
    pub name: &'static str,
}

/// One entry of a periodic rule: between these two pins, the smaller of
/// the two top discs moves onto the other pin (an empty pin counts as
/// larger than any disc).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Between(pub u8, pub u8);

impl Between {
    fn resolve(self, pos: &Position) -> Move {
        let Between(a, b) = self;
        let size = |pin: u8| pos.top(pin as usize).map_or(u32::MAX, |d| d.size as u32);
        if size(a) < size(b) {
            Move::new(a, b)
        } else {
            Move::new(b, a)
        }
    }
}

/// The length does not fit in 128 bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooLong;

impl fmt::Display for TooLong {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the solution has more moves than can be counted exactly (2^128 or more)")
    }
}

/// A move number past the end of the solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BeyondEnd {
    pub t: u128,
    pub length: u128,
}

impl fmt::Display for BeyondEnd {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let moves = if self.length == 1 { "move" } else { "moves" };
        let (t, length) = (grouped(self.t), grouped(self.length));
        write!(f, "move {t} is past the end: the solution has {length} {moves}")
    }
}

/// One call in progress, for the trace.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TraceFrame {
    /// Procedure number within its program.
    pub proc: u8,
    /// Discs the call moves.
    pub n: u32,
    /// What it does, in words.
    pub text: String,
}

/// A frame of the interpreter: a call and the step it is at.
#[derive(Clone, Copy, Debug)]
struct Frame {
    call: Call,
    pc: u32,
}

/// A solution for one puzzle instance.
pub struct Solution {
    rules: Rules,
    start: Position,
    algorithm: Algorithm,
    /// Memoised call lengths by [`Program::length_key`]; `None` = too long.
    lengths: RefCell<Memo<Option<u128>>>,
    /// What is known of relabelable calls' recordings, by template key.
    templates: RefCell<Memo<Recording>>,
    /// The recorded templates' moves, one after another. A template is a
    /// range of it: one growing buffer rather than an allocation per
    /// template (a small puzzle records a score of them).
    recorded: RefCell<Vec<Move>>,
    /// Where templates are recorded, one above another when one is met
    /// while recording another; kept between recordings, so that a puzzle
    /// allocates it once.
    scratch: Cell<Vec<Move>>,
}

/// A relabelable call's recording.
#[derive(Clone, Copy)]
enum Recording {
    /// Its moves, with pins named as [`Program::labelled`] names them: this
    /// range of [`Solution::recorded`].
    Moves(Span),
    /// More than [`TEMPLATE_MAX`] moves: it is interpreted.
    TooLong,
}

/// A range of [`Solution::recorded`], which only ever grows, so a span
/// stays valid for as long as its solution.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Span {
    start: u32,
    end: u32,
}

impl Span {
    fn len(self) -> usize {
        (self.end - self.start) as usize
    }
}

/// Calls of at most this many moves are replayed from a template.
const TEMPLATE_MAX: usize = 1024;

/// The moves a solution's scratch has room for when it records its first
/// template (and twice as many for the templates themselves).
const FIRST_ROOM: usize = 240;

/// How deep recording calls within calls goes before it counts a call's
/// moves rather than trying to record it (no template is nearly as deep).
const RECORD_DEPTH: u32 = 32;

impl Solution {
    pub fn new(rules: Rules, start: Position, algorithm: Algorithm) -> Solution {
        Solution {
            rules,
            start,
            algorithm,
            lengths: RefCell::new(Memo::new()),
            templates: RefCell::new(Memo::new()),
            recorded: RefCell::new(Vec::new()),
            scratch: Cell::new(Vec::new()),
        }
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The recursive program that describes the moves (for a periodic rule,
    /// its companion).
    fn program(&self) -> &dyn Program {
        match &self.algorithm {
            Algorithm::Program(p) => p.as_ref(),
            Algorithm::Periodic(p) => p.companion.as_ref(),
        }
    }

    /// The exact number of moves.
    pub fn length(&self) -> Result<u128, TooLong> {
        let program = self.program();
        self.call_length(program, &program.root()).ok_or(TooLong)
    }

    /// All moves, lazily.
    pub fn moves(&self) -> Moves<'_> {
        Moves { solution: self, cursor: self.cursor_at(0).expect("move 0 always exists") }
    }

    /// A cursor at move `t`: the next move it yields is move t + 1.
    pub fn cursor_at(&self, t: u128) -> Result<Cursor, BeyondEnd> {
        if t == 0 {
            // At the start the root is all there is to do: no need to count
            // its moves (an eighth of building a small puzzle and playing it
            // once). A root that makes no moves just yields none.
            let root = self.program().root();
            let frames = if root.n > 0 { alloc::vec![Frame { call: root, pc: 0 }] } else { Vec::new() };
            return Ok(Cursor { frames, leaf: None });
        }
        let (_, mut frames) = self.descend(t)?;
        // Every frame but the innermost is inside the step it is at, so it
        // resumes with the step after it.
        let last = frames.len().saturating_sub(1);
        for frame in &mut frames[..last] {
            frame.pc += 1;
        }
        Ok(Cursor { frames, leaf: None })
    }

    /// All the moves written to the start of `out` at once, and how many,
    /// where the program offers to ([`Program::write_moves`]) and they fit.
    pub(crate) fn write_all(&self, out: &mut [Move]) -> Option<usize> {
        let program = self.program();
        let root = program.root();
        match root.n {
            0 => Some(0),
            _ => program.write_moves(&root, out),
        }
    }

    /// The call that makes the whole solution.
    pub(crate) fn root(&self) -> Call {
        self.program().root()
    }

    /// The periodic rule the solution follows, if it is one.
    pub fn periodic(&self) -> Option<&Periodic> {
        match &self.algorithm {
            Algorithm::Periodic(periodic) => Some(periodic),
            Algorithm::Program(_) => None,
        }
    }

    /// The position after `t` moves.
    pub fn seek(&self, t: u128) -> Result<Position, BeyondEnd> {
        self.descend(t).map(|(pos, _)| pos)
    }

    /// The calls in progress when move t + 1 is made, outermost first (empty
    /// once the solution is finished). For a periodic rule, the rule's step.
    pub fn trace(&self, t: u128) -> Result<Vec<TraceFrame>, BeyondEnd> {
        let (pos, frames) = self.descend(t)?;
        if let Algorithm::Periodic(periodic) = &self.algorithm {
            if frames.is_empty() {
                return Ok(Vec::new());
            }
            let period = periodic.table.len() as u128;
            let phase = (t % period) as usize;
            let mv = periodic.table[phase].resolve(&pos);
            let Between(a, b) = periodic.table[phase];
            let text = format!(
                "{}: t mod {} = {}, pins {} and {}: the smaller top disc moves, pin {} to pin {}",
                periodic.name,
                period,
                phase,
                a + 1,
                b + 1,
                mv.from + 1,
                mv.to + 1
            );
            return Ok(alloc::vec![TraceFrame { proc: 0, n: self.start.disc_count() as u32, text }]);
        }
        let program = self.program();
        Ok(frames
            .iter()
            .map(|f| TraceFrame { proc: f.call.proc, n: f.call.n, text: program.describe(&f.call) })
            .collect())
    }

    /// The number of moves of one call, memoised; `None` if too long.
    fn call_length(&self, program: &dyn Program, call: &Call) -> Option<u128> {
        if call.n == 0 {
            return Some(0);
        }
        let mut memo = self.lengths.borrow_mut();
        if let Some(&known) = memo.get(program.length_key(call)) {
            return known;
        }
        // An explicit stack, so a thousand-disc call cannot overflow the
        // machine stack: (frame, moves counted so far).
        let mut stack: Vec<(Frame, Option<u128>)> = alloc::vec![(Frame { call: *call, pc: 0 }, Some(0))];
        loop {
            let (frame, acc) = stack.last_mut().expect("stack holds the call being counted");
            // By reference, as in fill_from_program: no wide copy of the step.
            match &program.step(&frame.call, frame.pc) {
                Some(Step::Move(_)) => {
                    *acc = acc.and_then(|a| a.checked_add(1));
                    frame.pc += 1;
                }
                Some(Step::Call(sub)) => {
                    if sub.n == 0 {
                        frame.pc += 1;
                    } else if let Some(&known) = memo.get(program.length_key(sub)) {
                        *acc = add(*acc, known);
                        frame.pc += 1;
                    } else {
                        stack.push((Frame { call: *sub, pc: 0 }, Some(0)));
                    }
                }
                None => {
                    let (done, total) = stack.pop().expect("non-empty");
                    memo.insert(program.length_key(&done.call), total);
                    match stack.last_mut() {
                        Some((parent, acc)) => {
                            *acc = add(*acc, total);
                            parent.pc += 1;
                        }
                        None => return total,
                    }
                }
            }
        }
    }

    /// The position after t moves and the frames in progress at that point,
    /// found by descending the call tree: a sub-call that finishes before
    /// move t is applied whole through [`Program::complete`].
    fn descend(&self, t: u128) -> Result<(Position, Vec<Frame>), BeyondEnd> {
        let program = self.program();
        let root = program.root();
        let total = self.call_length(program, &root);
        if let Some(length) = total {
            if t > length {
                return Err(BeyondEnd { t, length });
            }
        }
        let mut pos = self.start.clone();
        let mut frames = Vec::new();
        if root.n == 0 || total == Some(t) {
            // Nothing left to do: the end position is the whole root applied.
            if root.n > 0 {
                program.complete(&root, &mut pos, &self.rules);
            }
            return Ok((pos, frames));
        }
        let mut remaining = t;
        let mut frame = Frame { call: root, pc: 0 };
        loop {
            match program.step(&frame.call, frame.pc) {
                Some(Step::Move(mv)) => {
                    if remaining == 0 {
                        frames.push(frame);
                        return Ok((pos, frames));
                    }
                    self.rules.apply(&mut pos, mv);
                    remaining -= 1;
                    frame.pc += 1;
                }
                Some(Step::Call(sub)) => {
                    let length = self.call_length(program, &sub);
                    match length {
                        Some(len) if len <= remaining => {
                            if len > 0 {
                                program.complete(&sub, &mut pos, &self.rules);
                            }
                            remaining -= len;
                            frame.pc += 1;
                        }
                        _ => {
                            frames.push(frame);
                            frame = Frame { call: sub, pc: 0 };
                        }
                    }
                }
                None => unreachable!("move {t} lies inside the call being descended"),
            }
        }
    }
}

impl Solution {
    /// The recorded moves of `call` if it is small and relabelable, and the
    /// pins their names stand for in it.
    fn template(&self, program: &dyn Program, call: &Call) -> Option<(Span, Labels)> {
        let mut scratch = self.scratch.take();
        if scratch.capacity() == 0 {
            // Room for a small puzzle's templates at the first: grown from
            // nothing, the two buffers' reallocations were a tenth of
            // building Many_Pin 6/35 and playing it once.
            scratch.reserve(FIRST_ROOM);
            self.recorded.borrow_mut().reserve(2 * FIRST_ROOM);
        }
        let found = self.template_in(program, call, &mut scratch, 0);
        self.scratch.set(scratch);
        match found {
            Some((Recording::Moves(moves), labels)) => Some((moves, labels)),
            Some((Recording::TooLong, _)) | None => None,
        }
    }

    /// For a relabelable call, its recording and the pins its names stand
    /// for (`None` for any other call), recording it if it must at the end
    /// of `scratch`, above the recordings of the `depth` calls it is part of.
    fn template_in(
        &self,
        program: &dyn Program,
        call: &Call,
        scratch: &mut Vec<Move>,
        depth: u32,
    ) -> Option<(Recording, Labels)> {
        if !program.relabelable(call) {
            return None;
        }
        let (labelled, labels) = program.labelled(call);
        let key = program.template_key(&labelled);
        if let Some(&known) = self.templates.borrow().get(key) {
            return Some((known, labels));
        }
        // Interpret the call once with its pins named 0, 1, 2..., giving up
        // as soon as it proves too long: counting its length first cost as
        // much again (Reversi n = 20: 6 of the puzzle's 47 us).
        let start = scratch.len();
        let recording = match self.record(program, &labelled, scratch, start, depth) {
            true => {
                let mut recorded = self.recorded.borrow_mut();
                let span_start = recorded.len() as u32;
                recorded.extend_from_slice(&scratch[start..]);
                Recording::Moves(Span { start: span_start, end: recorded.len() as u32 })
            }
            false => Recording::TooLong,
        };
        scratch.truncate(start);
        self.templates.borrow_mut().insert(key, recording);
        Some((recording, labels))
    }

    /// Append the moves of `call` to `moves`, copying (relabelled) the
    /// templates of its sub-calls rather than interpreting them again: a
    /// new puzzle records its templates at the cost of copying their moves,
    /// not stepping them. False, with the recording left unfinished, once
    /// the recording from `start` would pass [`TEMPLATE_MAX`] moves.
    fn record(&self, program: &dyn Program, call: &Call, moves: &mut Vec<Move>, start: usize, depth: u32) -> bool {
        let mut pc = 0;
        // By reference, as in fill_from_program: no wide copy of the step.
        while let Some(step) = &program.step(call, pc) {
            pc += 1;
            let made = moves.len() - start;
            match step {
                Step::Move(_) if made >= TEMPLATE_MAX => return false,
                Step::Move(mv) => moves.push(*mv),
                // A call too long to record is found out only at its end,
                // after trying its sub-calls, and theirs: deep down (a
                // thousand discs) they are counted first instead, with the
                // interpreter's explicit stack, so that this recursion stays
                // shallow.
                Step::Call(sub)
                    if sub.n > 0
                        && depth >= RECORD_DEPTH
                        && self.call_length(program, sub).is_none_or(|len| len > (TEMPLATE_MAX - made) as u128) =>
                {
                    return false
                }
                Step::Call(sub) if sub.n > 0 => match self.template_in(program, sub, moves, depth + 1) {
                    Some((Recording::Moves(done), _)) if made + done.len() > TEMPLATE_MAX => return false,
                    Some((Recording::Moves(done), labels)) => labels.relabel_onto(&self.template_moves(done), moves),
                    // Part of this call, which is then too long as well.
                    Some((Recording::TooLong, _)) => return false,
                    None if !self.record(program, sub, moves, start, depth + 1) => return false,
                    None => {}
                },
                Step::Call(_) => {}
            }
        }
        true
    }
}

impl Solution {
    /// A template's moves.
    pub(crate) fn template_moves(&self, span: Span) -> core::cell::Ref<'_, [Move]> {
        core::cell::Ref::map(self.recorded.borrow(), |recorded| &recorded[span.start as usize..span.end as usize])
    }
}

fn add(a: Option<u128>, b: Option<u128>) -> Option<u128> {
    a?.checked_add(b?)
}

/// Where an iteration has got to, apart from the solution it walks (so a
/// long-lived player can keep both side by side).
#[derive(Clone, Debug)]
pub struct Cursor {
    frames: Vec<Frame>,
    leaf: Option<Leaf>,
}

/// A template being replayed: its moves, how far, and the pins its
/// names stand for.
#[derive(Clone, Debug)]
struct Leaf {
    moves: Span,
    at: usize,
    labels: Labels,
}

impl Cursor {
    /// The next move of `solution` (the one this cursor was made from).
    pub fn next(&mut self, solution: &Solution) -> Option<Move> {
        let mut one = [Move::new(0, 0)];
        (self.fill(solution, &mut one) == 1).then_some(one[0])
    }

    /// Fill `out` with the next moves; returns how many were written (fewer
    /// than `out.len()` only at the end).
    pub fn fill(&mut self, solution: &Solution, out: &mut [Move]) -> usize {
        fill_from_program::<false>(solution, &mut self.frames, &mut self.leaf, out)
    }

    /// The next moves as they come: a recorded call's moves with the pins
    /// they stand for, not yet relabelled, or else the moves stepped up to
    /// the next recorded call, written to `out`. Verifying a solution
    /// checks a recorded call's moves as it relabels them, which saves
    /// writing each move out and reading it back.
    pub(crate) fn next_chunk(&mut self, solution: &Solution, out: &mut [Move]) -> Chunk {
        if let Some(Leaf { moves, at, labels }) = self.leaf.take() {
            return Chunk::Recorded { moves, at, labels };
        }
        match fill_from_program::<true>(solution, &mut self.frames, &mut self.leaf, out) {
            0 if self.leaf.is_some() => self.next_chunk(solution, out),
            0 => Chunk::End,
            made => Chunk::Stepped(made),
        }
    }
}

/// What [`Cursor::next_chunk`] gives.
pub(crate) enum Chunk {
    /// Moves `at..` of a recorded call, with the pins its names stand for.
    Recorded { moves: Span, at: usize, labels: Labels },
    /// This many moves, written out.
    Stepped(usize),
    /// The solution is over.
    End,
}

impl Periodic {
    /// The rule's own first `count` moves from `start`, each resolved on the
    /// live position: what the companion's moves are held to.
    pub fn moves<'a>(&'a self, rules: &'a Rules, start: &Position, count: u128) -> impl Iterator<Item = Move> + 'a {
        let mut pos = start.clone();
        let period = self.table.len() as u128;
        (0..count).map(move |t| {
            let mv = self.table[(t % period) as usize].resolve(&pos);
            rules.apply(&mut pos, mv);
            mv
        })
    }
}

/// Fill `out` with the next moves, replaying recorded calls relabelled;
/// with `AT_LEAF`, stop instead where a recorded call begins.
fn fill_from_program<const AT_LEAF: bool>(
    solution: &Solution,
    frames: &mut Vec<Frame>,
    leaf: &mut Option<Leaf>,
    out: &mut [Move],
) -> usize {
    let program = solution.program();
    let mut made = 0;
    while made < out.len() {
        if let Some(current) = leaf {
            if AT_LEAF {
                break;
            }
            let moves = solution.template_moves(current.moves);
            let moves = &moves[current.at..];
            let count = moves.len().min(out.len() - made);
            let labels = current.labels;
            for (slot, &mv) in out[made..made + count].iter_mut().zip(moves) {
                *slot = labels.relabel(mv);
            }
            made += count;
            current.at += count;
            if current.at == current.moves.len() {
                *leaf = None;
            }
            continue;
        }
        let Some(frame) = frames.last_mut() else { break };
        // The step is matched by reference and its call copied only once
        // it is pushed: copied at once, its wide loads waited on the
        // program's narrow stores (perf: 40% of this loop's own time, on
        // one load, playing Many_Pin).
        match &program.step(&frame.call, frame.pc) {
            Some(Step::Move(mv)) => {
                frame.pc += 1;
                out[made] = *mv;
                made += 1;
            }
            Some(Step::Call(sub)) => {
                frame.pc += 1;
                if sub.n > 0 {
                    match solution.template(program, sub) {
                        Some((moves, labels)) => *leaf = Some(Leaf { moves, at: 0, labels }),
                        None => frames.push(Frame { call: *sub, pc: 0 }),
                    }
                }
            }
            None => {
                frames.pop();
            }
        }
    }
    made
}

/// The moves of a solution as an iterator.
pub struct Moves<'a> {
    solution: &'a Solution,
    cursor: Cursor,
}

impl Iterator for Moves<'_> {
    type Item = Move;

    fn next(&mut self) -> Option<Move> {
        self.cursor.next(self.solution)
    }
}
