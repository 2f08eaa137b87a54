// A controller with the real engine on a fake clock, for the tests of the
// controller and of its jobs (watching, hand play, one's own start, the
// log, the snapshot).
import assert from 'node:assert/strict';
import { Controller } from '../../web/controller.js';
import { engine, study, fakeClock } from './engine.mjs';

/**
 * A controller (of `Kind`, Controller by default) on a fake clock with the
 * study module loaded, opened at `view`, recording its events.
 */
export function open(view, options = {}, Kind = Controller) {
  const clock = fakeClock();
  const c = new Kind(engine, { scheduler: clock, study, ...options });
  const events = [];
  for (const type of ['move', 'solved', 'illegal', 'announce', 'statechange', 'scene']) {
    c.addEventListener(type, (event) => events.push({ type, ...event.detail }));
  }
  const notices = c.open(view);
  return { c, clock, events, notices, of: (type) => events.filter((e) => e.type === type) };
}

/** Runs the solution to its end. */
export function runToEnd(c, clock) {
  c.play();
  for (let i = 0; i < 10_000 && c.state.running; i++) clock.advance(1000);
  assert.equal(c.state.running, false, 'the solution ended');
}
