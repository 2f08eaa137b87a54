// The Games view's analysis tools, DOM-free with the real engine: each
// move's delta remoteness in the controller's state, the scorecard's cards
// for the people at the board, and the analysis written for a download.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gamesEngine as engine, fakeClock } from './engine.mjs';
import { GameController } from '../../web/games/game-controller.js';
import { DEFAULT_OPTIONS } from '../../web/games/game-options.js';
import { deltaText, scorecardCards, scoredPlayers } from '../../web/games/review-words.js';

function start(choice, options = {}) {
  const controller = new GameController(fakeClock(), { random: () => 0 });
  const { spec } = engine.resolveGame(choice);
  controller.load(new engine.GameSession(spec), { ...DEFAULT_OPTIONS, vs: 'human', hints: true, ...options });
  return controller;
}

test('each move carries its delta remoteness, and its words follow the value', () => {
  const state = start({ game: 'impartial', pegs: '3', discs: '3', end: 'ec1' }).state;
  assert.deepEqual(state.choices.map((c) => c.delta.delta), [2, 0]);
  assert.equal(state.choices[0].text, 'disc 1, peg 1 → peg 2: ✓ win in 9 · Δ 2, 2 moves slower than the fastest win; leads to value 0');
  assert.equal(deltaText({ delta: null, text: null }), '');
});

test('the scorecard is kept for the people at the board, or everyone when the computer plays itself', () => {
  assert.deepEqual(scoredPlayers(['you', 'computer']), [0]);
  assert.deepEqual(scoredPlayers(['computer', 'you', 'human']), [1, 2]);
  assert.deepEqual(scoredPlayers(['computer', 'computer']), [0, 1]);
  const controller = start({ game: 'red-blue', discs: '1' });
  const best = controller.state.choices.find((c) => c.best);
  controller.move(best.from, best.to);
  const state = controller.state;
  const cards = scorecardCards(controller.session, state.history, [0, 1], state.players.map((p) => p.name), ['you', 'human']);
  assert.equal(cards[0].heading, 'Blue (you)');
  assert.equal(cards[0].summary, '1 move: 1 best.');
  assert.deepEqual(cards[0].lines, [{ move: 1, group: 'best', text: `disc 1, peg ${best.from + 1} → peg ${best.to + 1}: kept the win, the fastest way` }]);
  assert.equal(cards[1].summary, 'No moves yet.');
});

test('the analysis is written for a download, named after the game; an unknown format is refused', () => {
  const { session } = start({ game: 'impartial', pegs: '3', discs: '2', end: 'ec1' });
  const { name, text } = session.exportAnalysis('csv');
  assert.equal(name, 'impartial-tower-of-hanoi-3-pegs-2-discs-ec1.csv');
  assert.equal(text.trimEnd().split('\n').length - 1, session.positions());
  assert.equal(JSON.parse(session.exportAnalysis('json').text).rows.length, session.positions());
  assert.throws(() => session.exportAnalysis('xml'), /the export is csv or json, not "xml"/);
});
