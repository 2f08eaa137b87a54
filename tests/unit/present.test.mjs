// The player's words (web/present.js) from made-up states: no engine, no controller.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { status, watchedSuccess, counter, totalNote, heading, logTitle, describePin, liftedHelp, editingHelp, pinKeys } from '../../web/present.js';

/** A view at move t of a 7-move solution on 3 pins, waiting, with a keyboard. */
const view = (facts = {}) => ({
  override: null, running: false, speed: 3, t: 0n, total: 7n, solved: false, discs: 3, pins: 3, place: 'pin', keyboard: true,
  mode: 'wait', manual: false, editing: false, ownEnds: false, timelineShown: true, lifted: null, liftedSize: null,
  watched: null, byHand: null, own: null, ...facts,
});

test('the status follows what is on show, and an override wins', () => {
  assert.deepEqual(status(view()), { kind: 'waiting', detail: 'Press Run to watch the solution, or pick a pin (keys 1\u2060–\u20603) to play.' });
  assert.match(status(view({ keyboard: false })).detail, /or tap a pin to play\.$/);
  assert.equal(status(view({ t: 3n })).detail, 'Paused at move 3. Run or step, or move the timeline.');
  assert.equal(status(view({ t: 3n, timelineShown: false })).detail, 'Paused at move 3. Run or step.');
  assert.equal(status(view({ running: true, speed: 1 })).kind, 'running');
  assert.deepEqual(status(view({ t: 7n, solved: true, watched: 'Solved in 7 moves.' })), { kind: 'success', detail: 'Solved in 7 moves.' });
  assert.equal(status(view({ t: 7n })).kind, 'failure');
  assert.equal(status(view({ mode: 'manual', lifted: 0, liftedSize: 1 })).detail, 'Disc 1 lifted from pin 1: choose the pin to put it on (Escape puts it back).');
  assert.equal(status(view({ manual: true, solved: true, t: 8n, byHand: 'by hand' })).detail, 'by hand');
  assert.equal(status(view({ ownEnds: true, manual: true, solved: true, t: 0n })).kind, 'success');
  assert.equal(status(view({ ownEnds: true, manual: true, solved: true, t: 4n, own: 'own' })).detail, 'own');
  assert.equal(status(view({ editing: true, place: 'peg' })).kind, 'editing');
  const override = { kind: 'invalid', detail: 'No' };
  assert.equal(status(view({ override, running: true })), override);
});

test('at the solution\'s end in manual mode: only the controls on show, and a disc in hand first', () => {
  const end = { mode: 'manual', solved: true, t: 7n };
  assert.equal(status(view(end)).detail, 'Already solved. Press Reset, step back or drag the timeline to play from an earlier position.');
  // A compact player (an embed) has no Reset and no timeline.
  assert.equal(status(view({ ...end, timelineShown: false })).detail, 'Already solved. Step back to play from an earlier position.');
  const inHand = status(view({ ...end, lifted: 0, liftedSize: 1 }));
  assert.equal(inHand.kind, 'manual');
  assert.doesNotMatch(inHand.detail, /Already solved/);
});

test('success sentences: the verdict when judged, a bare count while it waits', () => {
  assert.equal(watchedSuccess(15n, null), 'Solved in 15 moves.');
  assert.equal(watchedSuccess(15n, { text: 'the fewest possible' }), 'Solved in 15 moves: the fewest possible.');
  assert.match(watchedSuccess(null, null), /^Solved in .* moves\.$/);
  // A solve by hand the core words whole (solved-by-hand.test.mjs).
});

test('counter, notes, heading, log title, pins and help', () => {
  assert.deepEqual(counter(3n, false, 7n), { label: 'Move', text: '3 / 7' });
  assert.deepEqual(counter(9n, true, 7n), { label: 'Moves made', text: '9' });
  assert.equal(totalNote(7n, null, 7n), '');
  assert.equal(totalNote(7n, 'imported', 7n), 'An imported move list; the algorithm takes 7.');
  assert.match(totalNote(2n ** 64n - 1n, null, null), /at one move a second/);
  assert.equal(heading({ title: 'Classic', discs: 3, pins: 3, place: 'pin', source: 'search' }), 'Classic · 3 discs · 3 pins · optimal solution');
  assert.equal(logTitle({ title: 'Classic', discs: 1, pins: 3, place: 'peg', source: null, ownEnds: true }), 'Classic, 1 disc, 3 pegs: the moves from your start');
  assert.equal(describePin({ place: 'pin', pin: 0, pins: 3, stack: [{ size: 3 }, { size: 1 }], lifted: 2 }), 'Pin 1 of 3: discs 1 3, top first. Enter puts the lifted disc here.');
  assert.equal(liftedHelp({ place: 'pin', lifted: 1, size: 2, keyboard: false }), 'Disc 2 lifted from pin 2: tap the pin to put it on (tap pin 2 again to put it back).');
  assert.match(editingHelp({ place: 'pin', pins: 12, keyboard: true }), /1\u2060–\u206012, typing the number/);
  assert.equal(pinKeys(4), '1\u2060–\u20604');
});
