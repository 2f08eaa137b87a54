// What a view shows (web/snapshot.js): the state, the status, the scene and
// the counter are read without doing anything, and follow what is on show.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { study, settled } from './engine.mjs';
import { open } from './controller-helpers.mjs';

test('reading the state, the scene and the log title sends nothing, searches nothing and changes nothing', async () => {
  let searched = 0;
  const counting = { ...study, quickOptimum: (...args) => (searched++, study.quickOptimum(...args)) };
  const { c, events } = open({ variation: 'checkers', discs: '3', t: '3' }, { study: counting });
  await settled();
  const before = events.length;
  const first = c.state;
  for (let i = 0; i < 5; i++) {
    assert.deepEqual(c.state, first);
    c.scene();
    c.status();
    c.counter();
    c.totalNote();
  }
  await settled();
  assert.equal(events.length, before, 'no event');
  assert.equal(searched, 0, 'no search: not solved');
});

test('a step in flight: the scene shows it, the counter and timeline count it once it has landed', () => {
  const { c, clock } = open({ variation: 'classic', discs: '3', speed: '1' });
  c.step();
  const scene = c.scene();
  assert.deepEqual([scene.flight.from, scene.flight.to, scene.flight.disc.size], [0, 2, 1]);
  assert.equal(scene.position.pins[0].length, 3, 'drawn from the position before the move');
  assert.deepEqual([c.state.t, c.state.timelineMove, c.state.counter.text], [0n, 0n, '0 / 7']);
  clock.advance(1000);
  assert.equal(c.scene().flight, null);
  assert.deepEqual([c.state.t, c.state.timelineMove, c.state.counter.text], [1n, 1n, '1 / 7']);
  assert.deepEqual([c.state.canBack, c.state.canStep, c.state.canSeek, c.state.canRun], [true, true, true, true]);
});

test('a hint is shown while its position is on show, and not during a flight', () => {
  const { c, clock } = open({ variation: 'classic', discs: '3', speed: '1' });
  c.showHint({ from: 0, to: 2 });
  assert.deepEqual(c.scene().hint, { from: 0, to: 2 });
  c.step();
  assert.equal(c.hintShown(), null, 'in flight');
  clock.advance(1000);
  assert.equal(c.scene().hint, null, 'another position');
  c.back();
  clock.advance(1000);
  assert.deepEqual(c.scene().hint, { from: 0, to: 2 }, 'its position again');
  c.showHint(null);
  assert.equal(c.hintShown(), null);
});
