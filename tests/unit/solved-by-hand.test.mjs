// The sentence a solve by hand gets, as the core words it (the study
// module's solvedByHand and solvedFromOwnStart): the fewest moves where
// known, "Perfect!" when matched, else the verdict on the solution shown;
// and the trace's line for a list of moves, by where it comes from.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { engine, study } from './engine.mjs';

test('by hand, against the solution shown: its optimum where known, else its verdict', () => {
  const s = new engine.Session('classic', 2);
  const verdict = s.verdict();
  assert.equal(study.solvedByHand('3', verdict), 'Solved in 3 moves; the fewest possible is 3. Perfect!');
  assert.equal(study.solvedByHand('8', verdict), 'Solved in 8 moves; the fewest possible is 3.');
  // While the verdict waits for a search: the count alone.
  assert.equal(study.solvedByHand('8', undefined), 'Solved in 8 moves.');
  assert.equal(study.solvedByHand('1', undefined), 'Solved in 1 move.');
  s.free();
  // A list of moves, not known to be the fewest until an optimum is noted.
  const listed = engine.Session.withMoves('classic', 1, undefined, new Uint8Array([0, 1, 1, 2]), 'imported');
  assert.equal(study.solvedByHand('2', listed.verdict()), 'Solved in 2 moves; the solution shown takes 2, not known to be the fewest: this size has not been searched.');
  listed.noteOptimum('1');
  assert.equal(study.solvedByHand('1', listed.verdict()), 'Solved in 1 move; the fewest possible is 1. Perfect!');
  listed.free();
});

test('from a start of one\'s own, against the fewest moves between its ends where found', () => {
  assert.equal(study.solvedFromOwnStart('6', undefined), 'Solved in 6 moves from your start.');
  assert.equal(study.solvedFromOwnStart('6', '5'), 'Solved in 6 moves from your start; the fewest possible is 5.');
  assert.equal(study.solvedFromOwnStart('5', '5'), 'Solved in 5 moves from your start; the fewest possible is 5. Perfect!');
  assert.equal(study.solvedFromOwnStart('1234', '1000'), 'Solved in 1,234 moves from your start; the fewest possible is 1,000.');
  assert.throws(() => study.solvedFromOwnStart('x', undefined));
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
