// The sentence a solve by hand gets, as the core words it (the Session's
// solvedByHand, in the first module): the fewest moves where
// known, "Perfect!" when matched, else the verdict on the solution shown;
// and the trace's line for a list of moves, by where it comes from.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { engine } from './engine.mjs';

/** Plays `moves` ([from, to], pins from 0) by hand on Session `s`. */
const byHand = (s, moves) => moves.forEach(([from, to]) => s.tryMove(from, to));

test('by hand, against the solution shown: its optimum where known, else its verdict', () => {
  const s = new engine.Session('classic', 2);
  byHand(s, [[0, 1], [0, 2], [1, 2]]);
  assert.equal(s.solvedByHand(true), 'Solved in 3 moves; the fewest possible is 3. Perfect!');
  // While the verdict waits for a search: the count alone.
  assert.equal(s.solvedByHand(false), 'Solved in 3 moves.');
  s.reset();
  byHand(s, [[0, 2], [2, 1], [0, 2], [1, 0], [0, 2]]);
  assert.equal(s.solvedByHand(true), 'Solved in 5 moves; the fewest possible is 3.');
  s.free();
  // A list of moves, not known to be the fewest until an optimum is noted.
  const listed = engine.Session.withMoves('classic', 1, undefined, new Uint8Array([0, 1, 1, 2]), 'imported');
  byHand(listed, [[0, 1], [1, 2]]);
  assert.equal(listed.solvedByHand(true), 'Solved in 2 moves; the solution shown takes 2, not known to be the fewest: this size has not been searched.');
  listed.noteOptimum('1');
  listed.reset();
  byHand(listed, [[0, 2]]);
  assert.equal(listed.solvedByHand(true), 'Solved in 1 move; the fewest possible is 1. Perfect!');
  listed.free();
});

test('from a start of one\'s own, against the fewest moves between its ends where found', () => {
  const s = new engine.Session('classic', 2);
  // The small disc arranged onto pin 2 (the Session's key of that), the goal the puzzle's.
  s.arrange(0, 1);
  s.startFrom(s.positionKey(), undefined);
  byHand(s, [[0, 2], [1, 2]]);
  assert.equal(s.solvedByHand(false), 'Solved in 2 moves from your start.', 'before the quick search has found the fewest');
  assert.equal(s.solvedByHand(false, 2), 'Solved in 2 moves from your start; the fewest possible is 2. Perfect!');
  assert.equal(s.solvedByHand(true, 1), 'Solved in 2 moves from your start; the fewest possible is 1.');
  s.free();
});

test('a list of moves says where it comes from in the trace; an unknown source is refused', () => {
  const moves = new Uint8Array([0, 1, 1, 2]);
  const found = engine.Session.withMoves('classic', 1, undefined, moves, 'search');
  assert.equal(found.trace()[0].text, 'play the 2 moves of an optimal solution found by search');
  found.free();
  const listed = engine.Session.withMoves('classic', 1, undefined, moves);
  assert.equal(listed.trace()[0].text, 'play the 2 moves as listed');
  listed.free();
  assert.throws(() => engine.Session.withMoves('classic', 1, undefined, moves, 'of an optimal solution'), /^Error: no move list comes from "of an optimal solution"$/);
});
