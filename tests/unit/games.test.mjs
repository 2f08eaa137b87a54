// The Games view's DOM-free modules under node, with the real engine: the
// controller (turns, lifting and dropping, refusals, the computer on a clock
// the test moves, undo, swapping sides, replay), the options in the address,
// the value history and its wording.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gamesEngine as engine, fakeClock } from './engine.mjs';
import { GameController } from '../../web/games/game-controller.js';
import { DEFAULT_OPTIONS, gameQuery, optionsFrom, strengthFrom } from '../../web/games/game-options.js';
import { historyPoints, historySummary } from '../../web/games/value-history.js';
import { moveMark } from '../../web/games/game-words.js';

function start(choice, options = {}, loading = {}) {
  const clock = fakeClock();
  const moves = [];
  const controller = new GameController(clock, { random: () => 0, onMove: (m) => moves.push(m) });
  const { spec } = engine.resolveGame(choice);
  controller.load(new engine.GameSession(spec), { ...DEFAULT_OPTIONS, ...options }, loading);
  return { controller, clock, moves };
}

test('you against the perfect computer: it answers on its clock, and you lose as the second player', () => {
  const { controller, clock, moves } = start({ game: 'impartial', pegs: '3', discs: '2', end: 'ec1' }, { side: 1 });
  assert.equal(controller.state.status.kind, 'thinking');
  controller.pick(0);
  assert.equal(controller.state.status.text, "Wait: it is the computer (Player 1)'s turn.");
  clock.advance(1000);
  assert.equal(moves.length, 1);
  assert.equal(controller.state.valueText, 'Your turn: you lose in 2 moves against perfect play.');
  controller.pick(0);
  const state = controller.state;
  assert.equal(state.status.kind, 'lifted');
  assert.deepEqual(state.pegs.map((p) => p.mark?.kind ?? null), ['lifted', null, 'lose']);
  // Counted as the headline counts: the moves left from now, this one included.
  assert.equal(state.pegs[2].mark.text, '✗ lose in 2 (holds out longest)');
  controller.pick(2);
  clock.advance(1000);
  assert.equal(controller.state.finished, true);
  assert.equal(controller.state.status.text, 'The computer (Player 1) moved disc 1, peg 2 → peg 3. The game is over: the computer (Player 1) wins.');
  // Undo goes back to your previous turn.
  controller.undo();
  assert.equal(controller.state.history.length, 1);
  assert.equal(controller.state.humanTurn, true);
});

test('an illegal move is refused with its reason and changes nothing; swapping sides hands the move to the computer', () => {
  const { controller, clock } = start({ game: 'impartial', pegs: '3', discs: '3', end: 'ec1' }, { vs: 'human' });
  controller.pick(0);
  controller.pick(1);
  const before = controller.state.position.text;
  controller.pick(1);
  assert.equal(controller.state.status.kind, 'illegal');
  assert.equal(controller.state.status.text, 'Your opponent just moved disc 1, so it may not move again at once.');
  assert.equal(controller.state.position.text, before);
  controller.pick(0);
  controller.pick(1);
  assert.equal(controller.state.status.text, 'A larger disc may not go on a smaller one: disc 2 onto disc 1 on peg 2.');
  assert.equal(controller.state.history.length, 1);
  controller.setOptions({ vs: 'computer', side: 0 });
  assert.equal(controller.state.humanTurn, false, 'Player 2 to move: the computer');
  controller.swapSides();
  assert.equal(controller.state.humanTurn, true);
  controller.swapSides();
  clock.advance(1000);
  assert.equal(controller.state.history.length, 2);
});

test('the replay shows each position and move with its values', () => {
  const { controller, clock } = start({ game: 'impartial', pegs: '3', discs: '2', end: 'ec1' }, { vs: 'watch', speed: 8 });
  clock.advance(2000);
  assert.equal(controller.state.finished, true);
  controller.replay(0);
  assert.equal(controller.state.status.text, 'Replay, the start: Player 1 can force a win in 3 moves.');
  assert.equal(controller.state.position.text, 'peg 1: 2 1; peg 2: empty; peg 3: empty');
  controller.replay(2);
  // A move that keeps its mover's value shows it once.
  assert.equal(controller.state.status.text, 'Replay, 2. Player 2: disc 2, peg 1 → peg 3: lose in 2.');
  controller.endReplay();
  assert.equal(controller.state.replay, null);
});

test('options from the address fall back with notices, and the address is written back', () => {
  const { options, notices } = optionsFrom('?vs=watch&side=second&strength=errs&hints=on&speed=3');
  assert.deepEqual(options, { vs: 'watch', side: 1, strength: 'errs', hints: true, speed: 1 });
  assert.deepEqual(notices, ["the computer's speed (speed) takes 0.5, 1, 2, 4 or 8 moves per second, not \"3\": using 1"]);
  const spec = engine.resolveGame({ game: 'scoring', weights: '1,2.5,-3' }).spec;
  assert.equal(gameQuery(spec, { ...options, vs: 'computer' }), 'game=scoring&discs=3&end=ec1&weights=1%2C2.5%2C-3&vs=computer&side=second&strength=errs&hints=on');
});

test('the computer\'s strength is read one way for the Games and Sums views: any case, else perfect with the same notice', () => {
  assert.deepEqual(strengthFrom('?strength=ERRS'), { strength: 'errs', notices: [] });
  assert.deepEqual(strengthFrom(''), { strength: 'perfect', notices: [] });
  const refused = "the computer's strength (strength) takes perfect or errs, not \"best\": using perfect";
  assert.deepEqual(strengthFrom('?strength=best'), { strength: 'perfect', notices: [refused] });
  assert.deepEqual(optionsFrom('?strength=best').notices, [refused]);
});

test('the value history puts each value on its winner’s side and marks a thrown-away win', () => {
  const win = (r) => ({ kind: 'win', remoteness: r });
  const lose = (r) => ({ kind: 'lose', remoteness: r });
  const history = [
    { mover: 0, before: win(5), after: lose(6), threwAwayWin: true, threwAwayDraw: false },
    { mover: 1, before: win(6), after: win(5), threwAwayWin: false, threwAwayDraw: false },
  ];
  const points = historyPoints(history, lose(5), 0);
  assert.deepEqual(points.map((p) => [p.side, p.remoteness, p.threw]), [[1, 5, null], [-1, 6, 0], [-1, 5, null]]);
  assert.equal(
    historySummary(points, ['Player 1', 'Player 2']),
    'Value history over 2 moves: Player 1 winning from move 0; at move 1 Player 1 threw away a win; Player 2 winning from move 1.',
  );
  assert.equal(moveMark({ value: { kind: 'draw', remoteness: null, text: 'draw' }, best: true }), '= draw (best)');
  // A level end the core calls drawn (the impartial game's --towers drawn) is summed up so.
  const drawn = { kind: 'tie', remoteness: 3, text: 'drawn in 3' };
  assert.equal(historySummary(historyPoints([], drawn, 0), ['Player 1', 'Player 2']), 'Value history over 0 moves: drawn from move 0.');
});

test('held while another game is solved: nothing plays, not even the computer, until let go', () => {
  const { controller, clock } = start({ game: 'impartial', pegs: '3', discs: '3', end: 'ec1' }, { vs: 'watch', speed: 8 });
  controller.hold(true);
  clock.advance(5000);
  controller.pick(0);
  controller.undo();
  controller.replay(0);
  assert.deepEqual([controller.state.history.length, controller.state.replay, controller.state.held, controller.state.humanTurn], [0, null, true, false]);
  controller.hold(false);
  clock.advance(1000);
  assert.ok(controller.state.history.length > 0, 'the computers play on');
});

test('start again replays the same session from its first move; computer against computer can start paused', () => {
  const { controller, clock } = start({ game: 'impartial', pegs: '3', discs: '2', end: 'ec1' }, { vs: 'watch', speed: 8 }, { pauseWatching: true });
  assert.equal(controller.state.paused, true);
  assert.equal(controller.timer, null);
  assert.match(controller.state.status.text, /^Paused, as your system asks for less motion/);
  clock.advance(5000);
  assert.equal(controller.state.history.length, 0, 'it waits');
  controller.togglePause();
  clock.advance(2000);
  assert.equal(controller.state.finished, true);
  const session = controller.session;
  controller.restart();
  assert.equal(controller.session, session, 'not solved again');
  assert.deepEqual([controller.state.history.length, controller.state.finished, controller.state.paused], [0, false, true]);
});

test('the moves in effect are kept beside the session, and a new session of the game is opened at them', () => {
  const { controller, clock } = start({ game: 'impartial', pegs: '3', discs: '3', end: 'ec1' }, { vs: 'computer', side: 0 });
  controller.pick(0);
  controller.pick(1);
  clock.advance(1000);
  controller.pick(1);
  controller.pick(2);
  clock.advance(1000);
  const shown = controller.state.history.map((h) => h.text);
  assert.equal(shown.length, 4);
  assert.deepEqual(controller.moves, controller.session.history().map((p) => [p.from, p.to]));
  // Undo against the computer takes back its move and yours: both go from the record too.
  controller.undo();
  assert.deepEqual(controller.moves, controller.session.history().map((p) => [p.from, p.to]));
  assert.equal(controller.moves.length, 2);
  // A new session of the same game (as after the engine was started afresh), at those moves.
  const moves = controller.moves.slice();
  controller.reopen(new engine.GameSession(controller.spec), moves, 'Opened again.');
  const state = controller.state;
  assert.deepEqual(state.history.map((h) => h.text), shown.slice(0, 2));
  assert.equal(state.status.text, 'Opened again. Your turn.');
  assert.deepEqual(controller.moves, moves);
  controller.pick(1);
  assert.equal(controller.state.status.kind, 'lifted');
  controller.restart();
  assert.deepEqual(controller.moves, []);
});

test('the value sentences are the core’s: a session words a value for "you" or a player, "at most" where the analysis was cut', () => {
  const { controller } = start({ game: 'impartial', pegs: '3', discs: '2', end: 'ec1' });
  const session = controller.session;
  assert.equal(session.valueSentence({ kind: 'win', remoteness: 7 }, 'you'), 'you can force a win in 7 moves');
  assert.equal(session.valueSentence({ kind: 'lose', remoteness: 12 }, 'Red'), 'Red loses in 12 moves against perfect play');
  assert.equal(session.valueSentence({ kind: 'lose', remoteness: 1 }, 'you'), 'you lose in 1 move against perfect play');
  assert.equal(session.valueSentence({ kind: 'draw', remoteness: null }, 'you'), 'draw: neither player can force a win, and play need never end');
  assert.deepEqual(session.value(), { kind: 'win', remoteness: 3, text: 'win in 3' });
  // Cut by its window, but 25 moves of the largest weight fit it: exact, as the CLI and Theorem 12's table say.
  const fits = new engine.GameSession(engine.resolveGame({ game: 'scoring', discs: '4', end: 'ec2', weights: '1,2,-3' }).spec);
  assert.equal(fits.isExact(), false);
  assert.deepEqual(fits.value(), { kind: 'win', remoteness: 25, text: 'win in 25' });
  assert.equal(fits.valueSentence(fits.value(), 'you'), 'you can force a win in 25 moves');
  // Scoring play cut by its window: a win is "at most".
  const cut = new engine.GameSession(engine.resolveGame({ game: 'scoring', discs: '3', weights: '1,-1000000,1' }).spec);
  if (!cut.isExact()) {
    assert.match(cut.valueSentence({ kind: 'win', remoteness: 9 }, 'you'), /^you can force a win in at most 9 moves$/);
  }
});

test('the form description lists every game of the registry with its parameters, and the address round-trips them (ko too)', () => {
  const kinds = engine.gameKinds();
  assert.deepEqual(kinds.map((k) => k.id), ['impartial', 'scoring', 'red-blue']);
  assert.deepEqual(kinds.map((k) => k.title), ['Impartial Tower of Hanoi', 'Scoring Tower of Hanoi', 'Red–Blue Tower of Hanoi']);
  const offered = (id) => kinds.find((k) => k.id === id).params.filter((p) => p.page).map((p) => `${p.name}:${p.kind}`);
  assert.deepEqual(offered('impartial'), ['pegs:count', 'discs:count', 'end:choice', 'ko:flag', 'misere:flag', 'compulsory:flag', 'rounds:flag', 'towers:choice', 'players:count', 'from:text']);
  assert.deepEqual(offered('scoring'), ['discs:count', 'end:choice', 'weights:text', 'from:text']);
  assert.deepEqual(offered('red-blue'), ['discs:count', 'first:choice', 'from:text']);
  for (const kind of kinds) assert.ok(kind.description.length > 100 && kind.source.length > 10, kind.id);
  // Each spec carries its fields with their limits for its values: discs on 3 pegs, endings worded for 5 pegs.
  const spec = engine.resolveGame({ game: 'impartial', pegs: '5', discs: '3', end: 'ec1', ko: 'on' }).spec;
  assert.equal(spec.title, 'Impartial Tower of Hanoi, 5 pegs, 3 discs, EC1, ko rule');
  const fields = Object.fromEntries(spec.params.map((f) => [f.name, f]));
  assert.deepEqual([fields.pegs.min, fields.pegs.max, fields.discs.min, fields.ko.value], [3, 6, 1, true]);
  assert.equal(fields.end.options[0].label, 'EC1: the tower rebuilt on peg 5');
  // The address written from it reads back as the same game.
  const query = gameQuery(spec, DEFAULT_OPTIONS);
  assert.equal(query, 'game=impartial&pegs=5&discs=3&end=ec1&ko=on&towers=strict&players=2&vs=computer');
  const again = engine.resolveGame(Object.fromEntries(new URLSearchParams(query)));
  assert.deepEqual([again.notices, again.spec.title], [[], spec.title]);
  // A ko game plays under the ko rule: the same disc may move again.
  const session = new engine.GameSession(spec);
  session.play(0, 1);
  assert.ok(session.choices().some((c) => c.from === 1), 'the disc just moved may move on');
  // A flag that is not on or off falls back with a notice.
  assert.deepEqual(engine.resolveGame({ game: 'impartial', ko: 'maybe' }).notices, ['ko is on or off, not "maybe": using off']);
});
