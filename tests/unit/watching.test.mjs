// Watching the solution (web/watching.js) through the controller's commands.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Controller } from '../../web/controller.js';
import { REPEAT_PAUSE_MS } from '../../web/watching.js';
import { engine } from './engine.mjs';
import { open, runToEnd } from './controller-helpers.mjs';

test('a subclass\'s override is what the job calls: Increase n takes the next size from it', () => {
  class Fixed extends Controller {
    nextSize() {
      return { variation: 'classic', discs: 3, pins: 3 };
    }
  }
  const { c, clock } = open({ variation: 'classic', discs: '1', mode: 'increase', speed: 'max' }, {}, Fixed);
  runToEnd(c, clock);
  assert.match(c.state.status.detail, /Next: 3 discs…$/);
  clock.advance(REPEAT_PAUSE_MS + 100);
  assert.equal(c.state.discs, 3);
  assert.ok(c.state.t > 0n, 'the next puzzle ran');
});

test('Repeat: the restart waits REPEAT_PAUSE_MS, shows move 0 again and runs; Pause cancels it', () => {
  const { c, clock } = open({ variation: 'classic', discs: '2', mode: 'repeat', speed: '1' });
  runToEnd(c, clock);
  assert.notEqual(c.restartTimer, null, 'waiting to start again');
  assert.equal(c.state.canReset, true);
  clock.advance(100); // the pause began less than a second ago (runToEnd's last step)
  assert.equal(c.state.t, 3n, 'still at the end during the pause');
  clock.advance(REPEAT_PAUSE_MS);
  assert.equal(c.restartTimer, null);
  assert.equal(c.state.running, true);
  assert.ok(c.state.t < 3n, 'started again from the start');
  runToEnd(c, clock);
  c.pause();
  assert.equal(c.restartTimer, null);
  assert.doesNotMatch(c.state.status.detail, /Starting again/);
  clock.advance(REPEAT_PAUSE_MS * 2);
  assert.equal(c.state.running, false);
});

test('a seek the core refuses is said in the status and changes nothing; strict throws instead', () => {
  const { c } = open({ variation: 'classic', discs: '3', t: '2' });
  c.seek('12');
  assert.equal(c.state.t, 2n);
  assert.equal(c.state.status.kind, 'failure');
  assert.match(c.state.status.detail, /^Move 12 is past the end/);
  assert.throws(() => c.seek('x', { strict: true }));
  assert.equal(c.state.t, 2n);
  c.seek(7n);
  assert.equal(c.state.t, 7n);
  assert.equal(c.state.status.kind, 'success');
});

test('a mode that is not one changes nothing; Manual stops a step in flight where it lands', () => {
  const { c, clock } = open({ variation: 'classic', discs: '3', speed: '1' });
  c.setMode('sideways');
  assert.equal(c.state.mode, 'wait');
  c.step();
  assert.equal(c.state.t, 0n, 'the disc is in the air');
  c.setMode('manual');
  assert.equal(c.state.t, 1n, 'landed at once');
  assert.equal(c.state.mode, 'manual');
  clock.advance(2000);
  assert.equal(c.state.t, 1n);
});

test('the speed sets the step\'s flight: at most 420 ms, none above 30 moves a second', () => {
  const c = new Controller(engine);
  c.setSpeedQuietly(1);
  assert.equal(c.stepDuration(), 420);
  c.setSpeedQuietly(10);
  assert.equal(c.stepDuration(), 100);
  c.setSpeedQuietly(Infinity);
  assert.equal(c.stepDuration(), 0);
});
