// The Print log kept in step with the moves on show (web/log-keeper.js): each
// change the log follows gives what a log rebuilt from scratch would; a
// change it cannot follow makes it rebuild.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MoveLog } from '../../web/move-log.js';
import { engine } from './engine.mjs';
import { open } from './controller-helpers.mjs';

/** The log of the solution's first `t` moves, rebuilt from a scratch Session. */
function rebuilt(c, t) {
  const log = new MoveLog();
  log.rebuild(c.logTitle(), t, () => new engine.Session(c.state.variation, c.state.discs, c.state.pins));
  return log.text();
}

test('kept as the solution is watched, stepped back and sought: the same as a log rebuilt', () => {
  const { c, clock } = open({ variation: 'domino', discs: '4', speed: '10' });
  const log = c.moveLog();
  assert.equal(log.text(), rebuilt(c, 0n));
  const check = (what) => assert.equal(c.moveLog().text(), rebuilt(c, c.state.t), what);
  c.play();
  clock.advance(1000);
  c.pause();
  clock.advance(1000);
  check('after playing');
  c.back();
  clock.advance(500);
  c.back();
  clock.advance(500);
  check('after two steps back');
  assert.equal(log.stale, false, 'followed without a rebuild');
  c.seek('20');
  assert.equal(log.stale, true, 'a jump: rebuilt when next asked for');
  check('after a seek');
  c.reset();
  check('after a reset');
  assert.equal(c.moveLog(), log, 'one log, kept');
});

test('moves by hand are logged as such; undo and redo follow; arranging starts afresh', () => {
  const { c } = open({ variation: 'classic', discs: '3', t: '2' });
  const log = c.moveLog();
  c.pick(2);
  c.pick(1);
  assert.deepEqual(log.text().split('\n').slice(1), ['1. pin 1 → pin 3', '2. pin 1 → pin 2', '3. pin 3 → pin 2  (by hand)']);
  c.undo();
  assert.equal(log.count, 2n);
  c.redo();
  assert.equal(log.count, 3n);
  assert.match(log.text(), /3\. pin 3 → pin 2 {2}\(by hand\)$/);
  c.setEditing(true);
  c.pick(0);
  c.pick(2);
  assert.equal(log.count, 0n, 'a start arranged by hand has no moves before it');
  assert.match(log.title, /the moves from your start$/);
});
