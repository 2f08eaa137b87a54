// The Games view's "Start from…" bindings under node, with the real engine:
// a typed start checked by the core (refused with its reason), a random
// start that reads back, a disc moved while arranging (refused where it may
// not rest), and the position in play written as a start.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gamesEngine as engine } from './engine.mjs';
import { DEFAULT_OPTIONS, gameQuery } from '../../web/games/game-options.js';

const impartial = () => engine.resolveGame({ game: 'impartial', discs: '3' }).spec;

test('a typed start is read into the spec in its canonical words, refused with the reason, and round-trips the address', () => {
  const spec = engine.checkGame({ ...impartial(), from: '3|2|1; Disc 1 Just Moved' });
  assert.equal(spec.from, '3 / 2 / 1; disc 1 just moved');
  assert.equal(spec.title, 'Impartial Tower of Hanoi, 3 pegs, 3 discs, EC1, from 3 / 2 / 1; disc 1 just moved');
  const query = gameQuery(spec, DEFAULT_OPTIONS);
  assert.match(query, /from=3\+%2F\+2\+%2F\+1%3B\+disc\+1\+just\+moved/);
  assert.equal(engine.resolveGame(Object.fromEntries(new URLSearchParams(query))).spec.title, spec.title);
  assert.throws(() => engine.checkGame({ ...impartial(), from: '3 2 / 2 / 1' }), { message: 'cannot start from "3 2 / 2 / 1": disc 2 is written twice' });
  const session = new engine.GameSession(spec);
  assert.equal(session.value().kind, 'lose');
  assert.equal(session.startText(), '3 / 2 / 1; disc 1 just moved');
  session.play(1, 0);
  assert.equal(session.startText(), '3 2 / - / 1; disc 2 just moved');
});

test('a random start reads back as a start of the same game, and differs with the seed', () => {
  const spec = engine.resolveGame({ game: 'scoring', discs: '3' }).spec;
  const seen = new Set();
  for (let seed = 1; seed <= 12; seed++) {
    const text = engine.randomGameStart(spec, seed);
    assert.equal(engine.checkGame({ ...spec, from: text }).from, text);
    seen.add(text);
  }
  assert.ok(seen.size > 3, [...seen].join(' | '));
});

test('arranging moves a top disc where it may rest, keeps the other words, and refuses the rest', () => {
  const spec = impartial();
  const done = engine.rearrangeGameStart(spec, '3 2 1 / - / -; disc 1 just moved', 0, 1);
  assert.equal(done.text, '3 2 / 1 / -; disc 1 just moved');
  assert.deepEqual(done.position.pins.map((p) => p.map((d) => d.size)), [[3, 2], [1], []]);
  assert.throws(() => engine.rearrangeGameStart(spec, done.text, 0, 1), { message: 'disc 2 may not go on disc 1, a smaller one' });
  assert.deepEqual(engine.gameArrangement(spec, '3 / 2 / 1').pins.map((p) => p.length), [1, 1, 1]);
  assert.throws(() => engine.gameArrangement(spec, '3 / 2'), { message: 'a position has 3 pegs separated by "/", and this has 2' });
});
