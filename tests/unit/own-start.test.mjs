// A start of one's own as commands (web/own-start.js): typed, random, from
// an address, arranged by hand, and back to the usual start.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { study, settled } from './engine.mjs';
import { open } from './controller-helpers.mjs';

test('a start typed: play by hand from it, the solution refused with the core\'s reason; back to the usual start', () => {
  const { c, of } = open({ variation: 'classic', discs: '3' });
  assert.equal(c.usualStartText(), '3 2 1 / - / -');
  c.startFromText('3 / 2 / 1');
  assert.deepEqual([c.state.ownEnds, c.state.mode, c.state.startText, c.state.canRun, c.state.canSeek], [true, 'manual', '3 / 2 / 1', false, false]);
  assert.match(of('announce').at(-1).text, /^Your start: /);
  c.play();
  assert.equal(c.state.running, false);
  assert.match(c.state.status.detail, /^The solution starts from the puzzle's own start/);
  assert.throws(() => c.startFromText('3 3 / - / -'), 'a text the core refuses');
  assert.equal(c.state.startText, '3 / 2 / 1', 'nothing changed');
  c.clearEnds();
  assert.deepEqual([c.state.ownEnds, c.state.positionText], [false, 'pin 1: 3 2 1; pin 2: empty; pin 3: empty']);
});

test('a random start is the same for the same seed, and keeps a goal of one\'s own', () => {
  const { c } = open({ variation: 'classic', discs: '4' });
  c.startFromText('4 3 2 1 / - / -', '- / 4 3 2 1 / -');
  c.randomStart(7);
  const first = c.state.startText;
  assert.equal(c.state.goalText, '- / 4 3 2 1 / -');
  c.randomStart(7);
  assert.equal(c.state.startText, first);
});

test('arranging: a disc put where it may rest; leaving starts play by hand from there', () => {
  const { c, of } = open({ variation: 'classic', discs: '3', mode: 'manual' });
  c.setEditing(true);
  assert.equal(c.state.status.kind, 'editing');
  assert.match(of('announce').at(-1).text, /^Arranging the discs by hand\. /);
  c.pick(0);
  c.pick(2); // disc 1 to pin 3 as it is: no move rule applies
  c.pick(0);
  c.pick(1);
  assert.equal(c.state.positionText, 'pin 1: 3; pin 2: 2; pin 3: 1');
  c.pick(0);
  c.pick(2); // disc 3 on disc 1: the core says discs may not rest so
  assert.equal(of('illegal').length, 1);
  assert.equal(c.state.positionText, 'pin 1: 3; pin 2: 2; pin 3: 1', 'nothing changed');
  c.setEditing(false);
  assert.deepEqual([c.state.editing, c.state.ownEnds, c.state.startText], [false, true, '3 / 2 / 1']);
});

test('a start from the address waits for the study module; one it cannot read leaves the usual start with a notice', async () => {
  const { c } = open({ variation: 'classic', discs: '3', start: '3 / 2 / 1' }, { study: null, loadStudy: () => Promise.resolve(study) });
  assert.equal(c.state.ownEnds, false, 'not yet');
  await settled();
  assert.equal(c.state.startText, '3 / 2 / 1');
  const bad = open({ variation: 'classic', discs: '3', start: 'one two three' });
  assert.equal(bad.c.state.ownEnds, false);
  assert.match(bad.c.state.notices.at(-1), /: showing the usual start$/);
});
