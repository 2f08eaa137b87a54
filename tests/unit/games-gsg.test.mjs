// The Games view's generalized Sprague–Grundy values, DOM-free with the real
// engine: the line under the value and each move's follower value in the
// controller's state, the words round them, and none for a game that is
// not impartial or during a replay.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gamesEngine as engine, fakeClock } from './engine.mjs';
import { GameController } from '../../web/games/game-controller.js';
import { DEFAULT_OPTIONS } from '../../web/games/game-options.js';
import { followerText, gsgLine } from '../../web/games/game-words.js';

function start(choice) {
  const controller = new GameController(fakeClock(), { random: () => 0 });
  const { spec } = engine.resolveGame(choice);
  controller.load(new engine.GameSession(spec), { ...DEFAULT_OPTIONS, vs: 'human', hints: true });
  return controller;
}

test('an impartial game shows its value and each move the value it leads to', () => {
  const controller = start({ game: 'impartial', pegs: '3', discs: '2', end: 'ec1' });
  const state = controller.state;
  assert.equal(state.gsg.text, 'Generalized Sprague–Grundy value: 1');
  assert.match(state.gsg.title, /^Generalized Sprague–Grundy value 1: the player to move wins/);
  // Every winning move (the fastest or not) leads to 0; the others to 1.
  for (const c of state.choices) assert.match(c.text, c.value.kind === 'win' ? /; leads to value 0$/ : /; leads to value 1$/);
  const best = state.choices.find((c) => c.best);
  controller.move(best.from, best.to);
  assert.equal(controller.state.gsg.text, 'Generalized Sprague–Grundy value: 0');
  // A replay shows no value line.
  controller.replay(0);
  assert.equal(controller.state.gsg, null);
});

test('a game that is not impartial has no value line, and the words round a value', () => {
  assert.equal(start({ game: 'red-blue', discs: '1' }).state.gsg, null);
  assert.equal(gsgLine(undefined), null);
  assert.deepEqual(gsgLine({ text: null, title: 'generalized Sprague–Grundy values are defined for normal play only' }), {
    text: 'Generalized Sprague–Grundy values are defined for normal play only.',
    title: '',
  });
  assert.equal(followerText({ gsg: { text: '∞(0)', title: '' } }), '; leads to value ∞(0)');
  assert.equal(followerText({}), '');
});
