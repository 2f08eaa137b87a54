// The store of what is known about puzzles (web/knowledge.js), and the controller's use of it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Knowledge } from '../../web/knowledge.js';
import { Controller } from '../../web/controller.js';
import { engine, study, fakeClock } from './engine.mjs';

test('facts are kept by puzzle key, and subscribers are told which puzzle changed', () => {
  const k = new Knowledge();
  const told = [];
  const stop = k.subscribe((key) => told.push(key));
  assert.equal(k.optimum('a'), undefined);
  k.noteOptimum('a', 15);
  k.noteOptimum('a', '15'); // nothing new
  assert.deepEqual(k.optimum('a'), { length: '15', evidence: 'search', from: null });
  k.noteQuick('b', null);
  assert.equal(k.searchedQuickly('b'), true);
  assert.equal(k.quickOptimum('b'), null);
  assert.equal(k.optimum('b'), undefined, 'too big to search: no optimum');
  k.noteQuick('c', 9n);
  assert.deepEqual([k.quickOptimum('c'), k.optimum('c').length], ['9', '9']);
  k.noteOwnOptimum('c', '1 / - / -', undefined, 4);
  assert.equal(k.ownOptimum('c', '1 / - / -', undefined), 4n);
  assert.equal(k.ownOptimum('c', '1 / - / -', '- / 1 / -'), undefined);
  k.forgetOptimum('a');
  assert.equal(k.optimum('a'), undefined);
  stop();
  k.noteOptimum('d', 1);
  assert.deepEqual(told, ['a', 'b', 'c', 'c', 'a'], 'once for each new fact');
});

test('reading the state searches nothing and fetches nothing: the command that reached the end did', () => {
  let searched = 0;
  let asked = 0;
  const counting = { ...study, quickOptimum: (...args) => (searched++, study.quickOptimum(...args)) };
  const clock = fakeClock();
  const knowledge = new Knowledge();
  const c = new Controller(engine, { scheduler: clock, study: counting, knowledge });
  c.open({ variation: 'checkers', discs: '4' });
  assert.equal(searched, 0, 'nothing to judge at move 0');
  c.seek(9);
  assert.equal(searched, 1, 'reaching the end judged the verdict');
  assert.equal(knowledge.quickOptimum(c.state.key), '9', 'the quick search\'s result is in the store');
  for (let i = 0; i < 5; i++) assert.match(c.state.status.detail, /^Solved in 9 moves: the fewest possible/);
  assert.equal(searched, 1);

  const waiting = new Controller(engine, { scheduler: clock, study: null, loadStudy: () => (asked++, new Promise(() => {})) });
  waiting.open({ variation: 'checkers', discs: '4' });
  for (let i = 0; i < 5; i++) void waiting.state;
  assert.equal(asked, 0, 'reading asks for no module');
});

test('an optimum noted for one puzzle is told to its next Sessions, and a second controller sharing the store knows it', () => {
  const knowledge = new Knowledge();
  const a = new Controller(engine, { scheduler: fakeClock(), study: null, knowledge });
  a.open({ variation: 'lundon-c', discs: '3' });
  a.noteOptimum(15);
  const b = new Controller(engine, { scheduler: fakeClock(), study: null, knowledge });
  b.open({ variation: 'lundon-c', discs: '3' });
  assert.equal(b.verdict().kind, 'longer');
});
