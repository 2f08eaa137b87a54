// web/puzzle-key.js writes a catalogue puzzle's key as the core's PuzzleKey
// does (Session.key()): the panels file what they found under it, for the
// puzzle on show and for others, and must find it again either way.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { puzzleKey } from '../../web/puzzle-key.js';
import { glue } from './engine.mjs';

test('the page writes a catalogue puzzle\'s key as the core does', () => {
  for (const [id, discs, pins] of [['classic', 6, 3], ['reves', 5, 4], ['many-pin', 12, 7], ['multi-stack', 3, 4], ['classic', 0, 3], ['four-star', 2, 4]]) {
    const session = new glue.Session(id, discs, pins);
    assert.equal(puzzleKey(id, discs, pins), session.key(), `${id} ${discs} ${pins}`);
    session.free();
  }
  // Pins left out: the core's default, in the key as a number.
  const reves = new glue.Session('reves', 5);
  assert.equal(reves.key(), puzzleKey('reves', 5, reves.pins()));
  reves.free();
});
