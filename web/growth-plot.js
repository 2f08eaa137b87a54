// The Growth panel's arithmetic, DOM-free (unit-tested under node): exact
// counts arrive from the core as decimal strings, too long for a JavaScript
// number past 2^53, so their logarithms are taken from the digits; then the
// plot's scales, ticks, points and the documented rate's line, the
// sentence that reads out one point, and the one saying what the exact
// search found for a series.

import { counted, formatWhole, plural } from './words.js';

/** How each compared series is drawn, besides its colour: a mark and a dash, so that colour is never the only cue. */
export const SERIES_STYLES = [
  { mark: 'circle', dash: '' },
  { mark: 'square', dash: '8 4' },
  { mark: 'triangle', dash: '2 4' },
  { mark: 'diamond', dash: '12 4 3 4' },
  { mark: 'cross', dash: '4 4' },
  { mark: 'star', dash: '16 6' },
];
/** The most series compared at once: one per style. */
export const MAX_SERIES = SERIES_STYLES.length;

/** log10 of a whole number written in decimal ("0" gives -Infinity), exact enough at any length. */
export function log10Of(decimal) {
  const digits = decimal.replace(/^0+(?=\d)/, '');
  if (digits.length <= 15) return Math.log10(Number(digits));
  return Math.log10(Number(`${digits.slice(0, 15)}.${digits.slice(15)}`)) + (digits.length - 15);
}

/** "18446744073709551615" → "18,446,744,073,709,551,615". */
export const formatCount = (decimal) => formatWhole(BigInt(decimal));

/**
 * The points of a series that a log scale can show: n from 1 (no solution
 * of 0 moves) to the last count below 2^128, each with its count, its
 * log10, the optimum found for it (a decimal string) if any, and whether
 * the algorithm takes more moves than that.
 * @param {{counts: (string|null)[], optima?: Map<number, string>}} series
 */
export function seriesPoints({ counts, optima = new Map() }) {
  const points = [];
  counts.forEach((count, n) => {
    if (count === null || count === '0') return;
    const optimum = optima.get(n) ?? null;
    points.push({ n, count, log: log10Of(count), optimum, beaten: optimum !== null && BigInt(optimum) < BigInt(count) });
  });
  return points;
}

/**
 * The documented rate as a line over the series' points: log10(factor) +
 * n·log10(base), or, where the documentation gives the rate alone, through
 * the last point. Null without a rate or points.
 */
export function rateLine(growth, points) {
  if (!growth || points.length === 0) return null;
  const last = points.at(-1);
  const slope = Math.log10(growth.base);
  const offset = growth.factor === undefined || growth.factor === null ? last.log - last.n * slope : Math.log10(growth.factor);
  const at = (n) => ({ n, log: offset + n * slope });
  // From where the line is above 1 move (the bottom of the scale).
  const first = Math.max(points[0].n, Math.ceil(-offset / slope));
  return first < last.n ? { from: at(first), to: at(last.n) } : null;
}

/** A step of 1, 2 or 5 times a power of ten giving at most `most` ticks up to `max`. */
export function tickStep(max, most = 10) {
  for (let power = 1; ; power *= 10) {
    for (const unit of [1, 2, 5]) if (max / (unit * power) <= most) return unit * power;
  }
}

/**
 * Where everything goes in a plot of `width` × `height` units: the scales
 * (n across from 0, log10 of the count up from 0), the ticks, and each
 * series' points and rate line with their coordinates.
 * @param {{points: object[], line: object|null}[]} series  from seriesPoints and rateLine
 */
export function plotLayout(series, { width = 800, height = 460, left = 70, right = 18, top = 14, bottom = 46 } = {}) {
  const xMax = Math.max(1, ...series.flatMap((s) => s.points.map((p) => p.n)));
  const highest = Math.max(0, ...series.flatMap((s) => [...s.points.map((p) => p.log), s.line?.to.log ?? 0]));
  const yMax = Math.max(1, Math.ceil(highest + 1e-9));
  const x = (n) => left + (n / xMax) * (width - left - right);
  const y = (log) => height - bottom - (log / yMax) * (height - top - bottom);
  const xStep = tickStep(xMax, 10);
  const yStep = tickStep(yMax, 8);
  const xTicks = [];
  for (let n = 0; n <= xMax; n += xStep) xTicks.push({ n, x: x(n) });
  const yTicks = [];
  for (let power = 0; power <= yMax; power += yStep) yTicks.push({ power, y: y(power) });
  return {
    width,
    height,
    box: { left, right: width - right, top, bottom: height - bottom },
    xMax,
    yMax,
    xTicks,
    yTicks,
    series: series.map((s) => ({
      points: s.points.map((p) => ({ ...p, px: x(p.n), py: y(p.log), oy: p.optimum === null ? null : y(log10Of(p.optimum)) })),
      line: s.line && { x1: x(s.line.from.n), y1: y(s.line.from.log), x2: x(s.line.to.n), y2: y(s.line.to.log) },
    })),
  };
}

/** Which points to mark: all of a short series, about `most` spread over a long one, and always a beaten one. */
export function markedPoints(points, most = 60) {
  const stride = Math.max(1, Math.ceil(points.length / most));
  return points.filter((p, i) => i % stride === 0 || i === points.length - 1 || p.beaten);
}

/** One point read out: "Reversi E, 6 discs: 26 moves; the fewest possible is 24 (exhaustive search)." */
export function pointText(label, point) {
  const discs = plural(point.n, 'disc');
  const moves = counted(BigInt(point.count), 'move');
  if (point.optimum === null) return `${label}, ${discs}: ${moves}.`;
  if (point.beaten) return `${label}, ${discs}: ${moves}; the fewest possible is ${formatCount(point.optimum)} (exhaustive search).`;
  return `${label}, ${discs}: ${moves}, the fewest possible (exhaustive search).`;
}

/**
 * What the search has said about a series so far: "Exact search, 1 to 5
 * discs: more moves than the fewest possible at 3, 4 and 5 discs. Searching
 * 6 discs…".
 * @param {{counts: (string|null)[], optima: Map<number, string>, searched: number, searching: number|null, stopped: string|null}} series
 */
export function searchText(series) {
  const beaten = [...series.optima].filter(([n, optimum]) => series.counts[n] !== null && BigInt(optimum) < BigInt(series.counts[n])).map(([n]) => n);
  const discs = (list) => (list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list.at(-1)} discs` : plural(list[0], 'disc'));
  let found = 'Exact search: none yet.';
  if (series.searched > 0) {
    const verdict = beaten.length ? `more moves than the fewest possible at ${discs(beaten)}` : 'the fewest possible at each';
    found = `Exact search, 1 to ${plural(series.searched, 'disc')}: ${verdict}.`;
  }
  if (series.searching !== null) return `${found} Searching ${plural(series.searching, 'disc')}…`;
  return series.stopped ? `${found} ${series.stopped}.` : found;
}
