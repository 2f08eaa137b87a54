// The Growth panel's arithmetic: logarithms of exact counts past 2^53, the
// points a log scale shows, the documented rate's line, the scales, and the
// sentences that read a point out and say what the search found; with the
// study module's counts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { log10Of, formatCount, seriesPoints, rateLine, tickStep, plotLayout, markedPoints, pointText, searchText, MAX_SERIES, SERIES_STYLES } from '../../web/growth-plot.js';
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
