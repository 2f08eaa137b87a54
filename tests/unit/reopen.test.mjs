// Showing a puzzle again in a new Session after the engine was started afresh (web/reopen.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { showAgain, AT_START } from '../../web/reopen.js';
import { engine } from './engine.mjs';

test('the solution\'s move and the moves by hand are made again, and the sentence says so', () => {
  const s = new engine.Session('classic', 3, 3);
  const shown = showAgain(s, { ...AT_START, t: 2n, hand: Uint8Array.of(2, 1), canRedo: true });
  assert.equal(shown.text, 'the puzzle is shown again as it was, move 2 of the solution and your 1 move by hand; the moves you had taken back cannot be redone.');
  assert.equal(shown.manualBase, 2n);
  assert.equal(String(s.movesMade()), '3');
  s.free();
});

test('a move by hand the core refuses stops there; a start it refuses leaves the puzzle at its start', () => {
  const s = new engine.Session('classic', 3, 3);
  const shown = showAgain(s, { ...AT_START, hand: Uint8Array.of(0, 2, 0, 2) });
  assert.match(shown.text, /and 1 of your 2 moves by hand \(the next was refused: .+\)\.$/);
  const lost = showAgain(s, { ...AT_START, start: 'nonsense', editing: true });
  assert.match(lost.text, /: the puzzle is shown at its start, and what you had done is lost\.$/);
  assert.deepEqual([lost.manualBase, lost.editing], [0n, false]);
  s.free();
});
