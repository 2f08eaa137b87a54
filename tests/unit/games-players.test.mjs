// Several players on the Games view's DOM-free modules, with the real
// engine: turns round three players, you among computers and people, each
// move's effect in the core's words, and the options in the address.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gamesEngine as engine, fakeClock } from './engine.mjs';
import { GameController } from '../../web/games/game-controller.js';
import { DEFAULT_OPTIONS, fitPlayers, gameQuery, optionsFrom } from '../../web/games/game-options.js';

function start(choice, options = {}) {
  const clock = fakeClock();
  const controller = new GameController(clock, { random: () => 0 });
  const { spec } = engine.resolveGame(choice);
  controller.load(new engine.GameSession(spec), { ...DEFAULT_OPTIONS, ...options });
  return { controller, clock, spec };
}

test('three players: you, a computer and a person in turn, the effect of each move said, the winner named', () => {
  const { controller, clock } = start({ game: 'impartial', discs: '2', players: '3' }, { people: [2] });
  let state = controller.state;
  assert.deepEqual(state.players.map((p) => [p.name, p.role]), [['Player 1', 'you'], ['Player 2', 'computer'], ['Player 3', 'human']]);
  assert.match(state.valueText, /^Your turn: no player can force a win, but Player 1, to move, is the kingmaker/);
  assert.deepEqual(state.points, [], 'no chart of first against second');
  // Disc 1 to peg 2 hands the win to Player 3.
  controller.pick(0);
  controller.pick(1);
  assert.equal(controller.state.status.text, 'You moved disc 1, peg 1 → peg 2. Player 3 can force a win in 2 moves against all the others together. The computer (Player 2) to move.');
  clock.advance(1000);
  state = controller.state;
  assert.equal(state.toMove, 2);
  assert.equal(state.humanTurn, true, 'Player 3 is played by a person');
  // Swapping sides goes round the players.
  controller.swapSides();
  assert.equal(controller.options.side, 1);
});

test('the players played by people are kept in the address, by their places', () => {
  const { options, notices } = optionsFrom('?vs=computer&side=second&people=first,third');
  assert.deepEqual([options.side, options.people, notices], [1, [0, 2], []]);
  const { spec } = engine.resolveGame({ game: 'impartial', discs: '2', players: '3' });
  assert.equal(gameQuery(spec, options), 'game=impartial&pegs=3&discs=2&end=ec1&towers=strict&players=3&vs=computer&side=second&people=first%2Cthird');
  const bad = optionsFrom('?people=tenth');
  assert.equal(bad.options.people, undefined);
  assert.match(bad.notices[0], /^the players played by people \(people\) are named first, second, .* not "tenth": using none$/);
  // A side or a person past the game's players is said and left out, not dropped silently.
  const past = optionsFrom('?side=fourth&people=second,fifth').options;
  assert.deepEqual(fitPlayers(past, 3), [
    'your side (side) with 3 players is first, second or third, not fourth: using first',
    'the players played by people (people) with 3 players are first, second or third, not fifth: leaving it out',
  ]);
  assert.deepEqual([past.side, past.people], [0, [1]]);
  assert.deepEqual(fitPlayers({ ...DEFAULT_OPTIONS, side: 1 }, 2), []);
  // Two players: no one else to add.
  assert.equal(gameQuery(engine.resolveGame({ game: 'impartial' }).spec, DEFAULT_OPTIONS).includes('people'), false);
});
