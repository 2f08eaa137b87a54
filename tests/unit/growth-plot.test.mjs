// The Growth panel's arithmetic: logarithms of exact counts past 2^53, the
// points a log scale shows, the documented rate's line, the scales, and the
// sentences that read a point out and say what the search found; with the
// study module's counts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { log10Of, formatCount, seriesPoints, rateLine, tickStep, plotLayout, markedPoints, pointText, searchText, discRange, tipPlace, MAX_SERIES, SERIES_STYLES, SHORTEST_SHARE } from '../../web/growth-plot.js';
import { study } from './engine.mjs';

test('log10 of a count is taken from its digits, exact enough past 2^53', () => {
  assert.equal(log10Of('1'), 0);
  assert.equal(log10Of('1000'), 3);
  assert.equal(log10Of('0'), -Infinity);
  // 2^128 - 1 and 2^64 - 1: 128·log10(2) and 64·log10(2).
  assert.ok(Math.abs(log10Of('340282366920938463463374607431768211455') - 128 * Math.log10(2)) < 1e-12);
  assert.ok(Math.abs(log10Of('18446744073709551615') - 64 * Math.log10(2)) < 1e-12);
  assert.equal(formatCount('18446744073709551615'), '18,446,744,073,709,551,615');
});

test('a series shows n from 1 with a count below 2^128, and marks where the search found fewer moves', () => {
  const counts = ['0', '1', '3', '7', null];
  const points = seriesPoints({ counts, optima: new Map([[2, '3'], [3, '5']]) });
  assert.deepEqual(points.map((p) => [p.n, p.count, p.optimum, p.beaten]), [[1, '1', null, false], [2, '3', '3', false], [3, '7', '5', true]]);
  // Many of a long series are marked, the last and every beaten one always.
  const long = Array.from({ length: 300 }, (_, n) => ({ n, beaten: n === 7 }));
  const marked = markedPoints(long, 60).map((p) => p.n);
  assert.ok(marked.length <= 62 && marked.includes(7) && marked.includes(299) && marked.includes(0));
});

test('the documented rate is a line of slope log10(base) through the factor, or through the last count without one', () => {
  const points = seriesPoints({ counts: Array.from({ length: 11 }, (_, n) => String(2 ** n - 1)) });
  const line = rateLine({ base: 2, factor: 1 }, points);
  assert.deepEqual(line.from, { n: 1, log: Math.log10(2) });
  assert.ok(Math.abs(line.to.log - 10 * Math.log10(2)) < 1e-12);
  const through = rateLine({ base: 2 }, points);
  assert.ok(Math.abs(through.to.log - log10Of('1023')) < 1e-12);
  // A factor below 1 starts where the line is above 1 move.
  const low = rateLine({ base: 3, factor: 10 / 33 }, seriesPoints({ counts: ['0', '1', '4', '13', '40'] }));
  assert.equal(low.from.n, 2);
  assert.equal(rateLine(undefined, points), null);
});

test('scales: n across from 0, whole powers of ten up, ticks of 1, 2 or 5 times a power of ten', () => {
  assert.equal(tickStep(64, 10), 10);
  assert.equal(tickStep(1000, 10), 100);
  assert.equal(tickStep(8, 10), 1);
  assert.equal(tickStep(39, 8), 5);
  const points = seriesPoints({ counts: Array.from({ length: 65 }, (_, n) => (2n ** BigInt(n) - 1n).toString()) });
  const layout = plotLayout([{ points, line: null }], { width: 800, height: 460, left: 70, right: 18, top: 14, bottom: 46 });
  assert.equal(layout.xMax, 64);
  assert.equal(layout.yMax, 20);
  assert.equal(layout.xTicks[0].x, 70);
  assert.equal(layout.xTicks.at(-1).n, 60);
  assert.deepEqual(layout.yTicks.map((t) => t.power), [0, 5, 10, 15, 20]);
  assert.equal(layout.yTicks.at(-1).y, 14);
  const last = layout.series[0].points.at(-1);
  assert.equal(last.px, 800 - 18);
});

test('a point read out says the discs, the exact moves and what the search found', () => {
  assert.equal(pointText('Classic', { n: 64, count: '18446744073709551615', optimum: null }), 'Classic, 64 discs: 18,446,744,073,709,551,615 moves.');
  assert.equal(pointText('Reves', { n: 1, count: '1', optimum: '1', beaten: false }), 'Reves, 1 disc: 1 move, the fewest possible (exhaustive search).');
  assert.equal(pointText('Reversi E', { n: 6, count: '26', optimum: '24', beaten: true }), 'Reversi E, 6 discs: 26 moves; the fewest possible is 24 (exhaustive search).');
  assert.equal(MAX_SERIES, SERIES_STYLES.length);
  assert.equal(new Set(SERIES_STYLES.map((s) => s.mark)).size, MAX_SERIES);
});

test('what the search found for a series, with one disc and one move in the singular', () => {
  const series = (fields) => ({ counts: ['0', '1', '5', '13', '26'], optima: new Map(), searched: 0, searching: null, stopped: null, ...fields });
  assert.equal(searchText(series({ searching: 1 })), 'Exact search: none yet. Searching 1 disc…');
  const one = new Map([[1, '1']]);
  assert.equal(searchText(series({ optima: one, searched: 1, searching: 2 })), 'Exact search, 1 to 1 disc: the fewest possible at each. Searching 2 discs…');
  const beaten = new Map([[1, '1'], [2, '5'], [3, '11'], [4, '24']]);
  assert.equal(
    searchText(series({ optima: beaten, searched: 4, stopped: 'Every number of discs it takes is searched' })),
    'Exact search, 1 to 4 discs: more moves than the fewest possible at 3 and 4 discs. Every number of discs it takes is searched.',
  );
  assert.equal(searchText(series({ optima: new Map([[1, '1'], [2, '4']]), searched: 2 })), 'Exact search, 1 to 2 discs: more moves than the fewest possible at 2 discs.');
  // Found out of order (the Optimum panel's 4 discs first): listed in order.
  const late = new Map([[4, '24'], [1, '1'], [2, '5'], [3, '11']]);
  assert.equal(searchText(series({ optima: late, searched: 4 })), 'Exact search, 1 to 4 discs: more moves than the fewest possible at 3 and 4 discs.');
});

test('the study module\'s counts are hanoi table\'s, and every documented rate comes with them', () => {
  const names = ['classic', 'rainbow', 'reves', 'reversi-b'];
  const tables = names.map((id) => study.growthCounts(id));
  const csv = execFileSync('cargo', ['run', '-q', '-p', 'hanoi-cli', '--', 'table', ...names, '--upto', '100', '--csv'], { encoding: 'utf8' });
  const rows = csv.trim().split('\n').slice(1).map((line) => line.split(','));
  for (const [n, ...cells] of rows) {
    cells.forEach((cell, i) => assert.equal(tables[i].counts[Number(n)] ?? '', cell, `${names[i]} n=${n}`));
  }
  assert.equal(tables[1].growth.text, 'DDD(n) ~ 0.6576·2.3117^n');
  assert.equal(tables[2].growth, undefined);
  assert.equal(tables[3].growth.evenOnly, true);
  assert.throws(() => study.growthCounts('many-pin', 2), /Many-Pin takes 3 to 100 pins, not 2/);
});

test('Multi-Stack\'s rate alone (2^n, its constant depending on the pins) is drawn through its last point on any pins', () => {
  for (const pins of [4, 6, 40]) {
    const table = study.growthCounts('multi-stack', pins);
    assert.deepEqual([table.growth.base, table.growth.factor], [2, undefined]);
    const points = seriesPoints(table);
    const line = rateLine(table.growth, points);
    assert.equal(line.to.n, points.at(-1).n);
    assert.ok(Math.abs(line.to.log - points.at(-1).log) < 1e-9, `${pins} pins: through the last point`);
    assert.ok(Math.abs((line.to.log - line.from.log) / (line.to.n - line.from.n) - Math.log10(2)) < 1e-12);
  }
});

test('the disc axis stops where the shortest line would take less than a quarter of the width, and the longer lines are cut there', () => {
  const line = (last) => ({ points: seriesPoints({ counts: Array.from({ length: last + 1 }, (_, n) => String(n * n)) }), line: null });
  const rainbow = line(40);
  const manyPin = line(1000);
  assert.deepEqual(discRange([rainbow, manyPin]), { xMax: 160, full: 1000 });
  assert.deepEqual(discRange([rainbow, manyPin], true), { xMax: 1000, full: 1000 });
  // Lines of like lengths: shown whole.
  assert.deepEqual(discRange([rainbow, line(100)]), { xMax: 100, full: 100 });
  assert.deepEqual(discRange([manyPin]), { xMax: 1000, full: 1000 });
  assert.equal(SHORTEST_SHARE, 4);
  const layout = plotLayout([rainbow, { ...manyPin, line: { from: { n: 1, log: 0 }, to: { n: 1000, log: 10 } } }], { xMax: 160 });
  assert.equal(layout.xMax, 160);
  assert.equal(layout.series[1].points.at(-1).n, 160);
  assert.equal(layout.series[1].more, 1000);
  assert.equal(layout.series[0].more, null);
  // The scale is as high as the points shown need (160² = 25,600), the rate line cut at the edge too.
  assert.equal(layout.yMax, 5);
  assert.ok(Math.abs(layout.series[1].line.x2 - layout.box.right) < 1e-9);
});

test('the read-out goes beside its point on a side clear of the marks near it, else in a corner or off the plot, never on the point', () => {
  const bounds = { left: 0, top: 0, right: 400, bottom: 300 };
  const inside = { left: 60, top: 10, right: 390, bottom: 260 };
  const size = { width: 120, height: 30 };
  const meets = (at, q, r) => q.x + r > at.x && q.x - r < at.x + size.width && q.y + r > at.y && q.y - r < at.y + size.height;
  // A steep line rising to the right through the point: the read-out goes up and to its left.
  const point = { x: 200, y: 150 };
  const steep = Array.from({ length: 21 }, (_, i) => ({ x: 180 + 2 * i, y: 250 - 10 * i }));
  const at = tipPlace(point, size, steep, bounds, { inside });
  assert.ok(!meets(at, point, 18), 'clear of the point');
  assert.deepEqual(steep.filter((q) => meets(at, q, 7)), []);
  assert.ok(at.x >= inside.left && at.y >= inside.top && at.x + size.width <= inside.right, JSON.stringify(at));
  // Marks all about: a corner, off the marks near the point.
  const crowd = [];
  for (let x = 150; x <= 250; x += 10) for (let y = 100; y <= 200; y += 10) crowd.push({ x, y });
  const cornered = tipPlace(point, size, crowd, bounds, { inside });
  assert.deepEqual(crowd.filter((q) => Math.hypot(q.x - point.x, q.y - point.y) <= 48 && meets(cornered, q, 7)), []);
  // A plot too small for it: off the plot, below it.
  const small = { left: 0, top: 0, right: 130, bottom: 60 };
  const off = tipPlace({ x: 65, y: 30 }, size, [{ x: 10, y: 10 }, { x: 120, y: 50 }, { x: 10, y: 50 }, { x: 120, y: 10 }], small);
  assert.equal(off.y, 66);
});
