// The verdict on the solution shown and the study module it waits for (web/verdicts.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Verdicts } from '../../web/verdicts.js';
import { Knowledge } from '../../web/knowledge.js';
import { engine, study } from './engine.mjs';

const checkers4 = (s) => ({ key: s.key(), id: 'checkers', discs: 4, pins: 4 });

test('judged when asked: the quick search once for each puzzle, its optimum in the knowledge; known() only reads', () => {
  const knowledge = new Knowledge();
  let searched = 0;
  const counting = { ...study, quickOptimum: (...args) => (searched++, study.quickOptimum(...args)) };
  const v = new Verdicts({ study: counting, knowledge, onStudy: () => {} });
  const s = new engine.Session('checkers', 4, 4);
  v.open(s, checkers4(s));
  assert.equal(v.known(), null, 'not judged yet');
  assert.equal(searched, 0);
  assert.deepEqual([v.verdict().kind, v.verdict().evidence], ['optimal', 'search']);
  assert.equal(v.known().kind, 'optimal');
  const again = new engine.Session('checkers', 4, 4);
  v.open(again, checkers4(again));
  assert.equal(v.verdict().evidence, 'search', 'told the optimum known');
  assert.equal(searched, 1);
  s.free();
  again.free();
});

test('a verdict that wants the study module asks for it once, and waits until it has come', async () => {
  let asked = 0;
  let came = null;
  const v = new Verdicts({ loadStudy: async () => (asked++, study), knowledge: new Knowledge(), onStudy: (module) => (came = module, v.use(module)) });
  const s = new engine.Session('checkers', 4, 4);
  v.open(s, checkers4(s));
  assert.equal(v.waits(), true);
  assert.equal(asked, 0, 'waits() only reads');
  assert.equal(v.comingFor(), true);
  v.comingFor();
  await v.fetch();
  assert.equal(asked, 1);
  assert.equal(came, study);
  assert.equal(v.waits(), false);
  assert.equal(v.verdict().evidence, 'search');
  s.free();
});
