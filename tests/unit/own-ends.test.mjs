// A start and goal of one's own (web/own-ends.js) and what `solved` carries from there.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { OwnEnds } from '../../web/own-ends.js';
import { Knowledge } from '../../web/knowledge.js';
import { Controller } from '../../web/controller.js';
import { engine, study, fakeClock } from './engine.mjs';

test('texts are read and written through the study module; the quick search runs once for a start and goal', () => {
  const knowledge = new Knowledge();
  const ends = new OwnEnds(knowledge);
  let searched = 0;
  const counting = { ...study, quickOptimum: (...args) => (searched++, study.quickOptimum(...args)) };
  const s = new engine.Session('classic', 3, 3);
  const puzzle = { study: counting, id: 'classic', discs: 3, pins: 3, key: s.key() };
  assert.equal(ends.textOf({ ...puzzle, study: null }, 'x'), null, 'no study module: no text');
  const keys = ends.read(puzzle, '3 / 2 / 1');
  assert.equal(ends.known(keys.start), '3 / 2 / 1');
  assert.equal(ends.optimumKnown(puzzle.key, keys.start, undefined), null, 'not searched yet');
  assert.equal(ends.optimum(puzzle, keys.start, undefined), 5n);
  assert.equal(ends.optimum(puzzle, keys.start, undefined), 5n);
  assert.equal(searched, 1);
  assert.equal(ends.optimumKnown(puzzle.key, keys.start, undefined), 5n);
  assert.throws(() => ends.read({ ...puzzle, study: null }, '3 / 2 / 1'), /need the study module/);
  s.free();
});

test('solved from one\'s own start: the core compares the moves with the fewest, the status says it', () => {
  const c = new Controller(engine, { scheduler: fakeClock(), study });
  const solved = [];
  c.addEventListener('solved', ({ detail }) => solved.push(detail));
  c.open({ variation: 'classic', discs: '3', start: '3 / 2 / 1' });
  for (const [from, to] of [[2, 1], [0, 2], [1, 0], [1, 2], [0, 2]]) c.pick(from), c.pick(to);
  assert.equal(c.state.status.detail, 'Solved in 5 moves from your start; the fewest possible is 5. Perfect!');
  assert.deepEqual([solved[0].verdict.kind, solved[0].verdict.evidence, solved[0].verdict.length], ['optimal', 'search', '5']);
  c.undo(); // disc 1 back on pin 1, then by way of pin 2: one move more
  c.pick(0), c.pick(1);
  c.pick(1), c.pick(2);
  assert.equal(c.state.status.detail, 'Solved in 6 moves from your start; the fewest possible is 5.');
  assert.deepEqual([solved.length, solved[1].verdict.kind, solved[1].verdict.optimum, solved[1].verdict.extra], [2, 'longer', '5', '1']);
});
