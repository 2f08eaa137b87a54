// The Weighted view's DOM-free modules: the wording,
// the weights' text, the digraph's layout, the table's model, and the
// WeightedController with the real engine (costs, verdicts, refusals).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { arcName, summarySentence } from '../../web/weighted/weighted-words.js';
import { withCost, resized, matrixOf, typedCost } from '../../web/weighted/weights-text.js';
import { arcPlaces, nodePlaces, shapeFor } from '../../web/weighted/digraph-layout.js';
import { clearances, curveOf, lineOutside, samples, ROOM } from './digraph-room.mjs';
import { tableModel } from '../../web/weighted/dp-table.js';
import { WeightedController } from '../../web/weighted/weighted-controller.js';
import { glue, weightedGlue, weightedEngine as engine, fakeClock } from './engine.mjs';

test('sentences in words', () => {
  assert.equal(arcName(1, 3, '15'), 'cost from peg 1 to peg 3: 15');
  assert.equal(arcName(1, 3, 'inf'), 'cost from peg 1 to peg 3: forbidden');
  assert.equal(summarySentence({ cost: '43', count: '10', method: 'recursion', scale: 'none' }), 'Cheapest: 43, in 10 moves, by the recursion.');
  assert.match(
    summarySentence({ cost: '5', count: '5', method: 'search', settled: 64, pegs: 4, scale: 'none' }),
    /^Cheapest: 5, in 5 moves, by exact search over 64 positions\. No exact recursion is known for 4 pegs/,
  );
});

test('the weights text: one entry changed, pegs added or taken away', () => {
  const matrix = matrixOf('0,3,15;8,0,2;5,6,0');
  assert.equal(withCost(matrix, 1, 3, 'inf'), '0,3,inf;8,0,2;5,6,0');
  const equal4 = matrixOf('0,1,1,1;1,0,1,1;1,1,0,1;1,1,1,0');
  assert.deepEqual(resized(matrix, 4, equal4), { text: '0,3,15,1;8,0,2,1;5,6,0,1;1,1,1,0', kept: 3, added: 1 });
  assert.deepEqual(resized(equal4, 3, matrix), { text: '0,1,1;1,0,1;1,1,0', kept: 3, added: 0 });
  assert.equal(typedCost(' 2.5 '), '2.5');
  assert.equal(typedCost('1,2'), null);
});

test('the digraph at 3 to 6 pegs: every label on its own arc, with room round it (issue 29, item 3)', () => {
  for (let pegs = 3; pegs <= 6; pegs++) {
    const arcs = arcPlaces(pegs);
    const { label } = shapeFor(pegs);
    assert.equal(arcs.length, pegs * (pegs - 1));
    assert.equal(new Set(arcs.map((a) => `${a.from}→${a.to}`)).size, arcs.length, `${pegs} pegs: one arc per ordered pair`);
    // Each label's box is nearer its own arc than any other: its own runs through it, the others keep clear.
    const lines = arcs.map((a) => samples(curveOf(a.path), 256));
    for (const [i, a] of arcs.entries()) {
      const box = { ...a.label, ...label };
      const distances = lines.map((line) => lineOutside(line, box));
      const nearest = distances.indexOf(Math.min(...distances));
      assert.equal(nearest, i, `${pegs} pegs: the label of ${a.from}→${a.to} is nearest to ${arcs[nearest].from}→${arcs[nearest].to}`);
    }
    // And by how much: no other arc or arrowhead within ROOM.path of a label, labels apart, pegs clear.
    for (const { what, room, about } of clearances(pegs)) {
      if (what === 'own') assert.ok(room < 0.05, `${pegs} pegs: ${about}'s label is ${room.toFixed(2)} off its arc`);
      else assert.ok(room >= ROOM[what], `${pegs} pegs: ${about}: ${room.toFixed(1)} units of room, want ${ROOM[what]} (${what})`);
    }
  }
});

test('the digraph: i → j and j → i are two curves, one each side of the line between the pegs', () => {
  for (let pegs = 3; pegs <= 6; pegs++) {
    const arcs = arcPlaces(pegs);
    const nodes = nodePlaces(pegs);
    for (const a of arcs) {
      const back = arcs.find((b) => b.from === a.to && b.to === a.from);
      const [p, q] = [nodes[a.from - 1], nodes[a.to - 1]];
      const side = (point) => Math.sign((q.x - p.x) * (point.y - p.y) - (q.y - p.y) * (point.x - p.x));
      const middle = (arc) => samples(curveOf(arc.path), 2)[1];
      assert.equal(side(middle(a)), -side(middle(back)), `${pegs} pegs: ${a.from}→${a.to} and back`);
      assert.ok(Math.hypot(middle(a).x - middle(back).x, middle(a).y - middle(back).y) >= 8, `${pegs} pegs: ${a.from}→${a.to} and back apart`);
    }
  }
});

/** A WeightedController on a fake clock, opened at `view`. */
function open(view = {}) {
  const clock = fakeClock();
  const c = new WeightedController(engine, { scheduler: clock });
  const said = [];
  c.addEventListener('announce', ({ detail }) => said.push(detail.text));
  const notices = c.openWeighted(view);
  return { c, clock, notices, said };
}

test('the table of Example 1 marks 43* for n = 3, 1→3, and the six subproblems used', () => {
  const { c } = open();
  const model = tableModel(c.table());
  const column = model.columns.indexOf('1→3');
  const [L, R] = model.rows[2].cells.slice(2 * column, 2 * column + 2);
  assert.deepEqual([L.text, L.chosen, L.used, R.text, R.chosen], ['43*', true, true, '63', false]);
  assert.equal(model.usedCount, 6);
});

test('Example 1 by default: cost beside the counter, spoken with each move, the cheapest at the end', () => {
  const { c, notices, said } = open();
  assert.deepEqual(notices, []);
  assert.deepEqual(c.state.counter, { label: 'Move', text: '0 / 10', extra: 'cost so far 0 · cheapest 43' });
  c.step();
  c.playback.land();
  assert.equal(c.state.counter.extra, 'cost so far 3 · cheapest 43');
  assert.match(said.at(-1), /Cost so far: 3; the cheapest transfer costs 43\.$/);
  c.seek('10');
  assert.equal(c.state.status.detail, 'Solved for 43 in 10 moves: the cheapest possible.');
  assert.equal(c.verdict().kind, 'cheapest');
});

test('by hand: a forbidden move is refused with the reason; a dearer solution is told how much dearer', () => {
  const { c, said } = open({ weights: '0,1,inf;1,0,1;inf,1,0', discs: '1' });
  c.pick(0);
  assert.match(said.at(-1), /^Disc 1 lifted from peg 1\. Choose the peg to put it on\./, 'in the paper\'s words');
  c.pick(2);
  assert.equal(c.state.status.kind, 'invalid');
  assert.match(c.state.status.detail, /forbidden \(their cost is infinite\)/);
  assert.equal(c.state.cost, '0', 'nothing changed');
  c.pick(0);
  c.pick(1);
  c.pick(1);
  c.pick(2);
  assert.equal(c.state.status.kind, 'success');
  assert.equal(c.state.status.detail, 'Solved for 2 in 2 moves: the cheapest possible.');

  const dear = open({ discs: '1' }).c; // Example 1: 1 → 3 costs 15 directly, 5 through peg 2
  dear.pick(0);
  dear.pick(2);
  assert.match(dear.state.status.detail, /^Solved for 15: 10 more than the cheapest, 5\. You made 1 move; the cheapest transfer takes 2\.$/);
});

test('refusals change nothing; bad address parameters fall back with notices; other pegs adjust with notices', () => {
  const { c } = open();
  const before = c.state.request.query;
  assert.throws(() => c.setWeighted({ weights: '0,3,-1;8,0,2;5,6,0', discs: '3', from: '1', to: '3' }), /is negative/);
  assert.throws(() => c.setWeighted({ weights: '0,inf,inf;inf,0,inf;inf,inf,0', discs: '3', from: '1', to: '3' }), /No sequence of allowed moves/);
  assert.equal(c.state.request.query, before);
  assert.equal(c.state.summary.cost, '43');

  const bad = open({ weights: 'abc', discs: 'x', scale: 'foo' });
  assert.equal(bad.c.state.summary.cost, '43');
  assert.equal(bad.notices.length, 3);

  const none = open({ weights: '0,inf,inf;inf,0,inf;inf,inf,0' });
  assert.match(none.notices.at(-1), /^No sequence of allowed moves .*: showing the default weights 0,3,15;8,0,2;5,6,0$/);

  const notices = c.adopt({ weights: '0,1,1,1;1,0,1,1;1,1,0,1;1,1,1,0', discs: '12', from: '1', to: '3' });
  assert.match(notices[0], /takes 0 to \d+ discs on 4 pegs, not 12/);
  assert.equal(c.state.summary.method, 'search');
  assert.equal(c.table(), null);
});

test('after a full run, another number of discs is a new puzzle at move 0, waiting, not solved (issue 29, item 7)', () => {
  const { c, clock } = open();
  c.play();
  for (let i = 0; i < 1000 && c.state.running; i++) clock.advance(1000);
  assert.equal(c.state.status.kind, 'success');
  assert.equal(c.setWeighted({ weights: '0,3,15;8,0,2;5,6,0', discs: '4', from: '1', to: '3' }), true);
  const waiting = () => {
    assert.equal(c.state.counter.text, '0 / 15');
    assert.equal(c.state.cost, '0');
    assert.equal(c.state.running, false);
    assert.notEqual(c.state.status.kind, 'success');
  };
  waiting();
  clock.advance(60_000);
  waiting();
  // While a run is under way, the new puzzle runs on from its start (the run was asked for).
  c.play();
  clock.advance(1000);
  assert.equal(c.setWeighted({ weights: '0,3,15;8,0,2;5,6,0', discs: '2', from: '1', to: '3' }), true);
  assert.equal(c.state.counter.text, '0 / 3');
  assert.equal(c.state.running, true);
});

test('a WeightedSession has every method a Session has, in pegs; a Session has no weighted methods', () => {
  const { WeightedSession } = weightedGlue;
  const common = Object.getOwnPropertyNames(glue.Session.prototype).filter((m) => m !== 'constructor');
  const own = new Set(Object.getOwnPropertyNames(WeightedSession.prototype));
  assert.deepEqual(common.filter((m) => !own.has(m)), []);
  const classic = new glue.Session('classic', 3);
  for (const m of ['weightedSummary', 'costAfter', 'costShown', 'costVerdict', 'weightedTable']) {
    assert.equal(classic[m], undefined, m);
    assert.equal(typeof WeightedSession.prototype[m], 'function', m);
  }
  assert.equal(glue.Session.weighted, undefined);
  assert.equal(weightedGlue.Session, undefined, 'the Weighted view\'s module has no catalogue Session');
  assert.equal(classic.place(), 'pin');
  classic.free();
  const s = new WeightedSession('0,3,15;8,0,2;5,6,0', 2, 1, 3, false);
  assert.equal(s.place(), 'peg');
  s.tryMove(0, 1);
  assert.throws(() => s.tryMove(0, 1), { message: 'a larger disc may not go on a smaller one: disc 2 onto disc 1 on peg 2' });
  assert.equal(s.liftError(2), 'peg 3 is empty');
  s.free();
});

test('two weighted puzzles with the same discs and pegs have different keys: an optimum noted for one is not told to the other', () => {
  const { c } = open();
  assert.equal(c.puzzleKey(), 'weighted/3/3?weights=0,3,15;8,0,2;5,6,0&from=1&to=3&scale=none');
  assert.equal(c.place, 'peg');
  // Example 1 takes 10 moves for the least cost; 7 is the fewest moves on three pegs.
  c.noteOptimum('7');
  assert.equal(c.session.verdict().optimum, '7');
  // The linear preset (adjacent pegs only, 26 moves): another puzzle with 3 discs on 3 pegs.
  const linear = engine.weightedPreset('linear', 3, 0);
  assert.equal(c.setWeighted({ weights: linear, discs: 3, from: 1, to: 3, bySize: false }), true);
  assert.equal(c.puzzleKey(), `weighted/3/3?weights=${linear}&from=1&to=3&scale=none`);
  assert.equal(c.session.length(), '26');
  assert.equal(c.session.verdict().optimum, undefined, 'Example 1\'s optimum is not this puzzle\'s');
  assert.match(c.state.heading, /peg 1 to peg 3/);
  // Back to Example 1: its optimum is told to its new Session.
  c.setWeighted({ weights: '0,3,15;8,0,2;5,6,0', discs: 3, from: 1, to: 3, bySize: false });
  assert.equal(c.session.verdict().optimum, '7');
});
