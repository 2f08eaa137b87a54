// Play by hand as input (web/manual-input.js): what a pin picked means, the cursor.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ManualInput } from '../../web/manual-input.js';

test('a pick lifts, a second pick moves (or arranges), the same pin puts back', () => {
  const input = new ManualInput();
  assert.deepEqual(input.pick(0), { kind: 'lift', pin: 0 });
  assert.equal(input.lifted, null, 'lifted only once the core allows it');
  input.lift(0);
  assert.deepEqual(input.pick(2), { kind: 'move', from: 0, to: 2 });
  assert.equal(input.lifted, null);
  input.lift(1);
  assert.deepEqual(input.pick(1), { kind: 'putBack', pin: 1 });
  input.editing = true;
  input.lift(1);
  assert.deepEqual(input.pick(0), { kind: 'arrange', from: 1, to: 0 });
  input.lift(2);
  assert.equal(input.putBack(), 2);
  assert.equal(input.putBack(), null, 'nothing lifted');
  input.clear();
  assert.deepEqual([input.lifted, input.cursor, input.editing], [null, null, false]);
});

test('the cursor appears where the lifted disc is, walks within the pins, and follows picks while shown', () => {
  const input = new ManualInput();
  input.pick(3); // hidden cursor stays hidden
  assert.equal(input.cursor, null);
  input.lift(2);
  assert.equal(input.moveCursor(1, null, 4), 2, 'first shown where the disc is');
  assert.equal(input.moveCursor(1, null, 4), 3);
  assert.equal(input.moveCursor(1, null, 4), 3, 'not past the last pin');
  assert.equal(input.moveCursor(-1, 0, 4), 0, 'straight to a pin');
  input.pick(1);
  assert.equal(input.cursor, 1);
  assert.equal(input.hideCursor(), true);
  assert.equal(input.hideCursor(), false);
});
