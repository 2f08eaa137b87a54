// The controller's jobs (watching.js, hand-play.js, own-start.js,
// log-keeper.js, solved-report.js, snapshot.js): the one table (JOBS) that
// forwards the controller's commands to them, and what each uses of the
// controller.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Controller, JOBS } from '../../web/controller.js';
import { Watching } from '../../web/watching.js';
import { HandPlay } from '../../web/hand-play.js';
import { OwnStart } from '../../web/own-start.js';
import { LogKeeper } from '../../web/log-keeper.js';
import { Snapshot } from '../../web/snapshot.js';
import { SolvedReport } from '../../web/solved-report.js';
import { open } from './controller-helpers.mjs';

/** Each job: the controller's field, its class and its file. */
const JOB_FILES = {
  watching: [Watching, 'watching.js'],
  hand: [HandPlay, 'hand-play.js'],
  ownStart: [OwnStart, 'own-start.js'],
  logKeeper: [LogKeeper, 'log-keeper.js'],
  solvedReport: [SolvedReport, 'solved-report.js'],
  snapshot: [Snapshot, 'snapshot.js'],
};

const nameOf = (entry) => entry.replace(/^get /, '');

test('every name in JOBS is its job\'s, and the controller answers it through the job', () => {
  const { c } = open({ variation: 'classic', discs: '3' });
  assert.deepEqual(Object.keys(JOBS).sort(), Object.keys(JOB_FILES).sort());
  for (const [job, names] of Object.entries(JOBS)) {
    assert.ok(c[job] instanceof JOB_FILES[job][0], `controller.${job}`);
    for (const entry of names) {
      const name = nameOf(entry);
      assert.ok(name in c[job], `${job} has ${name}`);
      const own = Object.getOwnPropertyDescriptor(Controller.prototype, name);
      assert.ok(entry.startsWith('get ') ? own.get : typeof own.value === 'function', `Controller.${name} is forwarded`);
    }
  }
  assert.equal(c.restartTimer, null);
  assert.equal(c.atEnd, false);
  assert.equal(c.state.discs, 3, 'the state, read through the snapshot');
});

test('each job uses of the controller what its `uses` says, and all of it is the controller\'s', () => {
  const { c } = open({ variation: 'classic', discs: '3' });
  for (const [job, [Kind, file]] of Object.entries(JOB_FILES)) {
    const source = readFileSync(new URL(`../../web/${file}`, import.meta.url), 'utf8');
    const own = new Set(JOBS[job].map(nameOf));
    const used = new Set([...source.matchAll(/\b(?:this\.)?c\.([A-Za-z_$][\w$]*)/g)].map((m) => m[1]).filter((name) => !own.has(name)));
    assert.deepEqual([...used].sort(), [...Kind.uses].sort(), `${file}: uses lists what the code uses`);
    for (const name of Kind.uses) assert.ok(name in c, `${file}: controller.${name} exists`);
  }
});
