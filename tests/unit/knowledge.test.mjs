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

test('an exact search\'s result is kept by puzzle key (from its start, or from a position), with its moves', () => {
  const k = new Knowledge();
  const told = [];
  k.subscribe((key) => told.push(key));
  const moves = new Uint8Array([0, 2, 0, 1, 2, 1, 0, 2]);
  k.noteSearch('p/2/3', { length: 4, moves, reached: 9, ms: 3 });
  assert.deepEqual(k.searched('p/2/3'), { length: '4', unreachable: false, reached: 9, moves, ms: 3 });
  assert.equal(k.movesFound('p/2/3'), moves);
  assert.equal(k.optimum('p/2/3'), undefined, 'a search alone tells no verdict: noteOptimum does');
  k.noteSearch('p/2/3', { length: 2, moves: new Uint8Array([0, 1, 1, 2]), reached: 5 }, '2 / 1 / -', '');
  assert.equal(k.searched('p/2/3', '2 / 1 / -').length, '2', 'from a position: kept apart');
  assert.equal(k.searched('p/2/3', '2 / 1 / -', '- / - / 2 1'), undefined, 'another goal is another search');
  assert.equal(k.searched('p/2/3').length, '4', 'the puzzle\'s own search is untouched');
  k.noteSearch('q/3/3', { unreachable: true, reached: 12 });
  assert.deepEqual(k.searched('q/3/3'), { length: null, unreachable: true, reached: 12, moves: null, ms: null });
  assert.equal(k.movesFound('q/3/3'), null);
  assert.deepEqual(told, ['p/2/3', 'p/2/3', 'q/3/3']);
});

test('the fewest moves known: an optimum by search (the quick one too), or a search\'s answer, null out of reach', () => {
  const k = new Knowledge();
  assert.equal(k.fewestMoves('a'), undefined, 'nothing known');
  k.noteQuick('a', 7);
  assert.equal(k.fewestMoves('a'), '7');
  k.noteQuick('b', null);
  assert.equal(k.fewestMoves('b'), undefined, 'too big for the quick search: still unknown');
  k.noteSearch('b', { length: 31n, reached: 100 });
  assert.equal(k.fewestMoves('b'), '31', 'a search without moves (the Growth panel\'s) counts');
  k.noteSearch('c', { unreachable: true, reached: 3 });
  assert.equal(k.fewestMoves('c'), null);
  k.noteOptimum('d', 15, 'proof');
  assert.equal(k.fewestMoves('d'), undefined, 'a proof is not a search\'s count');
  k.noteSearch('e', { length: 3, reached: 9 }, '1 / 2 / -');
  assert.equal(k.fewestMoves('e'), undefined, 'a search from another start says nothing of the puzzle\'s');
});

test('an optimum noted in the store reaches the verdict of the puzzle on show (tellVerdicts), once, and not the quick search\'s', async () => {
  const { tellVerdicts } = await import('../../web/panel-view.js');
  const knowledge = new Knowledge();
  const c = new Controller(engine, { scheduler: fakeClock(), study, knowledge });
  c.open({ variation: 'lundon-c', discs: '3' });
  const told = [];
  const player = {
    controller: c,
    get state() {
      return c.state;
    },
    noteOptimum: (length) => (told.push(length), c.noteOptimum(length)),
  };
  const stop = tellVerdicts(player);
  const key = c.state.key;
  c.seek(c.state.total); // the quick search runs for the verdict, and its optimum is in the store
  assert.equal(knowledge.quickOptimum(key), '15');
  assert.deepEqual(told, [], 'the controller told itself');
  knowledge.noteOptimum('classic/3/3', 7);
  assert.deepEqual(told, [], 'another puzzle: nothing told');

  const fresh = new Knowledge();
  const d = new Controller(engine, { scheduler: fakeClock(), study: null, knowledge: fresh });
  d.open({ variation: 'lundon-c', discs: '3' });
  const toldD = [];
  const stopD = tellVerdicts({ controller: d, get state() { return d.state; }, noteOptimum: (l) => (toldD.push(l), d.noteOptimum(l)) });
  assert.notEqual(d.verdict().kind, 'longer', 'no optimum known yet');
  fresh.noteSearch(d.state.key, { length: 15, moves: new Uint8Array(30), reached: 100 });
  fresh.noteOptimum(d.state.key, 15);
  assert.deepEqual(toldD, ['15']);
  assert.equal(d.verdict().kind, 'longer', 'the verdict follows the store at once');
  fresh.noteOwnOptimum(d.state.key, '1 / - / -', '', 2);
  assert.deepEqual(toldD, ['15'], 'told once');
  stop();
  stopD();
});
