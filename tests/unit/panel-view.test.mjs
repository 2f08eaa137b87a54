// The panels' interface (web/panel-view.js): named members only, none of
// them the player, its controller, a Session or an engine; the study
// module's functions by name; the state and its changes passed on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { panelView, STUDY_FUNCTIONS } from '../../web/panel-view.js';
import { Controller } from '../../web/controller.js';
import { engine, study, fakeClock } from './engine.mjs';

/** A stand-in for a ready <hanoi-player> over a real controller. */
function fakePlayer() {
  const c = new Controller(engine, { scheduler: fakeClock(), study });
  c.open({ variation: 'classic', discs: '3' });
  const player = new EventTarget();
  Object.assign(player, {
    controller: c,
    engine,
    seek: (t) => c.seek(t),
    positionKey: () => c.session.positionKey(),
  });
  Object.defineProperty(player, 'state', { get: () => c.state });
  c.addEventListener('statechange', ({ detail }) => player.dispatchEvent(new CustomEvent('statechange', { detail })));
  return { player, c };
}

test('the interface is frozen, names its members, and hands out no player, controller, Session or engine', () => {
  const { player, c } = fakePlayer();
  const view = panelView(player, study);
  assert.ok(Object.isFrozen(view));
  const values = Object.keys(view).map((name) => [name, Object.getOwnPropertyDescriptor(view, name).get ? view[name] : view[name]]);
  for (const [name, value] of values) {
    assert.ok(![player, c, c.session, engine, study].includes(value), `${name} hands out an object panels must not have`);
    assert.ok(!['player', 'controller', 'session', 'engine', 'renderer', 'el'].includes(name), name);
  }
  assert.deepEqual(Object.keys(view.study), STUDY_FUNCTIONS);
  assert.ok(Object.isFrozen(view.study));
  assert.equal(view.knowledge, c.knowledge, 'the one store the controller keeps');
  assert.equal(panelView(player).study, null, 'before the study module has come');
  assert.equal(view.catalogue, engine.catalogue);
  assert.equal(view.findVariation('classic').id, 'classic');
  assert.equal(view.pinsVary(), false);
});

test('the state and its changes come through subscribe, and commands act on the player', async () => {
  const { player } = fakePlayer();
  const view = panelView(player, study);
  const seen = [];
  const stop = view.subscribe((state) => seen.push(state.t));
  view.seek('3');
  await Promise.resolve();
  assert.equal(view.state.t, 3n);
  assert.deepEqual(seen, [3n]);
  stop();
  view.seek('4');
  await Promise.resolve();
  assert.deepEqual(seen, [3n], 'stopped');
  assert.equal(view.recordedMoves(), null, 'the algorithm on show');
  assert.equal(view.exportMoves('text').count, 7n);
});
