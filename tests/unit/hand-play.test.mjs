// Playing by hand (web/hand-play.js) through the controller's commands: what
// the core allows or refuses, and what is said.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { open } from './controller-helpers.mjs';

test('a lift the core refuses changes nothing and is said; Escape puts a lifted disc back', () => {
  const { c, of } = open({ variation: 'classic', discs: '3', mode: 'manual' });
  c.pick(2);
  assert.deepEqual([of('illegal')[0].from, of('illegal')[0].to], [2, null]);
  assert.equal(c.state.lifted, null);
  assert.equal(c.state.status.kind, 'invalid');
  assert.equal(c.putBack(), false, 'nothing lifted');
  c.pick(0);
  assert.equal(c.state.lifted, 0);
  assert.equal(c.putBack(), true);
  assert.equal(c.state.lifted, null);
  assert.equal(of('announce').at(-1).text, 'Disc put back on pin 1.');
  c.pick(7); // no such pin
  c.pick(-1);
  assert.equal(c.state.lifted, null);
  assert.equal(c.state.t, 0n);
});

test('a move by hand from the solution\'s move 2: the timeline stays at 2, undo and redo walk the moves made by hand', () => {
  const { c, of } = open({ variation: 'classic', discs: '3', t: '2' });
  c.pick(2);
  c.pick(1); // disc 1 onto disc 2
  assert.equal(c.state.manual, true);
  assert.equal(c.state.mode, 'manual');
  assert.equal(c.state.timelineMove, 2n, 'where play by hand began');
  assert.equal(of('move').at(-1).byHand, true);
  assert.equal(c.state.canUndo, true);
  c.undo();
  assert.equal(c.state.canRedo, true);
  assert.match(of('announce').at(-1).text, /^Undone\. /);
  c.redo();
  assert.deepEqual([of('move').at(-1).from, of('move').at(-1).to, of('move').at(-1).byHand], [2, 1, true]);
  assert.match(of('announce').at(-1).text, /^Redone: pin 3 to pin 2\. /);
  assert.equal(c.state.canRedo, false);
  c.redo(); // nothing to redo: nothing happens
  assert.equal(of('move').length, 2);
});

test('the cursor describes the pin it is on, and the lifted disc', () => {
  const { c } = open({ variation: 'classic', discs: '2', mode: 'manual' });
  assert.match(c.describePin(0), /^Pin 1 of 3: discs 1 2, top first\.$/);
  assert.match(c.describePin(2), /^Pin 3 of 3: empty\.$/);
  c.pickCursor(); // shows the cursor first
  assert.equal(c.state.cursor, 0);
  assert.equal(c.state.lifted, null);
  c.pickCursor();
  assert.equal(c.state.lifted, 0);
  c.hideCursor();
  assert.equal(c.state.cursor, null);
});
