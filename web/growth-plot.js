// The Growth panel's arithmetic, DOM-free (unit-tested under node): exact
// counts arrive from the core as decimal strings, too long for a JavaScript
// number past 2^53, so their logarithms are taken from the digits; then the
// disc axis's range (cut short where one line would be crammed), the
// plot's scales, ticks, points and the documented rate's line, where the
// read-out of a point goes, the sentence that reads out one point, and the
// one saying what the exact search found for a series.

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
 * The disc axis never makes a line shorter than a quarter of its width:
 * where the longest line would, it stops at this many times the shortest
 * line's discs, and longer lines are cut there.
 */
export const SHORTEST_SHARE = 4;

/**
 * How far the disc axis goes for these series: `full`, the longest line's
 * last number of discs, or (unless `all`) less where the shortest line
 * would otherwise take less than 1/SHORTEST_SHARE of the width (Rainbow's
 * 40 discs beside Many-Pin's 1,000: the axis stops at 160).
 * @param {{points: object[]}[]} series  from seriesPoints
 * @returns {{xMax: number, full: number}}
 */
export function discRange(series, all = false) {
  const ends = series.map((s) => s.points.at(-1)?.n).filter((n) => n !== undefined);
  const full = Math.max(1, ...ends);
  if (all || ends.length === 0) return { xMax: full, full };
  return { xMax: Math.max(1, Math.min(full, SHORTEST_SHARE * Math.min(...ends))), full };
}

/**
 * Where everything goes in a plot of `width` × `height` units: the scales
 * (n across from 0 to `xMax`, log10 of the count up from 0, as high as the
 * points shown need), the ticks, and each series' points up to `xMax` and
 * rate line with their coordinates; `more` is the last number of discs of
 * a line cut at `xMax` (null for a line shown whole).
 * @param {{points: object[], line: object|null}[]} series  from seriesPoints and rateLine
 */
export function plotLayout(series, { width = 800, height = 460, left = 70, right = 18, top = 14, bottom = 46, xMax: wanted } = {}) {
  const xMax = wanted ?? discRange(series, true).xMax;
  const shown = series.map((s) => {
    const points = s.points.filter((p) => p.n <= xMax);
    let line = s.line;
    if (line && line.from.n >= xMax) line = null;
    else if (line && line.to.n > xMax) {
      const slope = (line.to.log - line.from.log) / (line.to.n - line.from.n);
      line = { from: line.from, to: { n: xMax, log: line.from.log + (xMax - line.from.n) * slope } };
    }
    const last = s.points.at(-1)?.n;
    return { points, line, more: last !== undefined && last > xMax ? last : null };
  });
  const highest = Math.max(0, ...shown.flatMap((s) => [...s.points.map((p) => p.log), s.line?.to.log ?? 0]));
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
    series: shown.map((s) => ({
      points: s.points.map((p) => ({ ...p, px: x(p.n), py: y(p.log), oy: p.optimum === null ? null : y(log10Of(p.optimum)) })),
      line: s.line && { x1: x(s.line.from.n), y1: y(s.line.from.log), x2: x(s.line.to.n), y2: y(s.line.to.log) },
      more: s.more,
    })),
  };
}

/**
 * Where the read-out of the point at (x, y) goes, its top-left corner in
 * the plot's units, for a read-out `size` {width, height}: beside the
 * point, clear of the ring round it (`clear`), on a side that covers no
 * mark within `near` of it and as few others as may be, inside `bounds`
 * {left, top, right, bottom} (the plot); else in a corner of `inside`
 * (the plotting area), or just below or above the plot (a phone's plot is
 * small). `marks` are the centres {x, y} of the marks drawn, each `mark`
 * across at most. Of places that cover no mark, one beside the point and
 * inside the plotting area is preferred, then one beside it over the
 * axes' labels, then a corner, then off the plot.
 */
export function tipPlace(point, size, marks, bounds, { clear = 18, near = 48, mark = 14, inside = bounds, gap = 6 } = {}) {
  const { width: w, height: h } = size;
  const clamp = (v, lo, hi) => Math.max(lo, Math.min(hi, v));
  const xs = { right: point.x + clear, left: point.x - clear - w, centre: point.x - w / 2 };
  const ys = { above: point.y - clear - h, below: point.y + clear, middle: point.y - h / 2 };
  const candidates = [
    [xs.right, ys.above], [xs.left, ys.above], [xs.right, ys.below], [xs.left, ys.below],
    [xs.centre, ys.above], [xs.centre, ys.below], [xs.right, ys.middle], [xs.left, ys.middle],
  ].map(([x, y]) => [clamp(x, bounds.left, bounds.right - w), clamp(y, bounds.top, bounds.bottom - h), 0]);
  // Farther: the plotting area's corners, then off the plot, over what lies below or above it.
  for (const [x, y] of [[inside.left, inside.top], [inside.right - w, inside.top], [inside.left, inside.bottom - h], [inside.right - w, inside.bottom - h]]) {
    candidates.push([clamp(x, bounds.left, bounds.right - w), clamp(y, bounds.top, bounds.bottom - h), 0.6]);
  }
  const x = clamp(xs.centre, bounds.left, bounds.right - w);
  candidates.push([x, bounds.bottom + gap, 0.75], [x, bounds.top - gap - h, 0.8]);
  let best = null;
  for (const [left, top, off] of candidates) {
    /** Whether the read-out would overlap a square of half-side r round q. */
    const covers = (q, r) => q.x + r > left && q.x - r < left + w && q.y + r > top && q.y - r < top + h;
    if (covers(point, clear)) continue; // never on the point it reads
    const outside = left < inside.left || top < inside.top || left + w > inside.right || top + h > inside.bottom;
    let score = off || (outside ? 0.5 : 0);
    for (const q of marks) if (covers(q, mark / 2)) score += Math.hypot(q.x - point.x, q.y - point.y) <= near ? 1000 : 1;
    if (!best || score < best.score) best = { x: left, y: top, score };
    if (score === 0) break;
  }
  return best ? { x: best.x, y: best.y } : { x: bounds.left, y: bounds.top };
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
  // In order of discs, whichever the search or the Optimum panel found first.
  const beaten = [...series.optima]
    .filter(([n, optimum]) => series.counts[n] !== null && BigInt(optimum) < BigInt(series.counts[n]))
    .map(([n]) => n)
    .sort((a, b) => a - b);
  const discs = (list) => (list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list.at(-1)} discs` : plural(list[0], 'disc'));
  let found = 'Exact search: none yet.';
  if (series.searched > 0) {
    const verdict = beaten.length ? `more moves than the fewest possible at ${discs(beaten)}` : 'the fewest possible at each';
    found = `Exact search, 1 to ${plural(series.searched, 'disc')}: ${verdict}.`;
  }
  if (series.searching !== null) return `${found} Searching ${plural(series.searching, 'disc')}…`;
  return series.stopped ? `${found} ${series.stopped}.` : found;
}
