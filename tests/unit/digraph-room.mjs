// Measures the movement digraph's layout (web/weighted/digraph-layout.js):
// how much room each label has. Used by tests/unit/weighted.test.mjs and by
// scripts/tune-digraph.mjs, which searched for the layout's numbers.
// Distances are in the drawing's units (SIZE × SIZE).
// What is measured is what the page draws: each arc's SVG path, its
// arrowhead as the view's marker makes it, and the label boxes.
import { SIZE, arcPlaces, nodePlaces, shapeFor } from '../../web/weighted/digraph-layout.js';

/** The quadratic curve {start, control, end} of an SVG path "M x y Q cx cy x y". */
export function curveOf(path) {
  const n = path.match(/-?\d+(\.\d+)?/g).map(Number);
  assert(n.length === 6 && /^M [^A-Z]+ Q [^A-Z]+$/.test(path), `not one quadratic curve: ${path}`);
  return { start: { x: n[0], y: n[1] }, control: { x: n[2], y: n[3] }, end: { x: n[4], y: n[5] } };
}

function assert(ok, message) {
  if (!ok) throw new Error(message);
}

/** Points along a quadratic curve (its ends included). */
export function samples({ start: a, control: c, end: b }, count = 64) {
  return Array.from({ length: count + 1 }, (_, i) => {
    const t = i / count;
    const u = 1 - t;
    return { x: u * u * a.x + 2 * u * t * c.x + t * t * b.x, y: u * u * a.y + 2 * u * t * c.y + t * t * b.y };
  });
}

/**
 * The arrowhead the view's marker draws at the end of `curve`, `length`
 * long and as wide: its tip a fifth of it beyond the end (refX 8 of 10).
 */
function headOf(curve, length) {
  const dx = curve.end.x - curve.control.x;
  const dy = curve.end.y - curve.control.y;
  const d = Math.hypot(dx, dy);
  const [ux, uy] = [dx / d, dy / d];
  const base = { x: curve.end.x - ux * length * 0.8, y: curve.end.y - uy * length * 0.8 };
  return {
    tip: { x: curve.end.x + ux * length * 0.2, y: curve.end.y + uy * length * 0.2 },
    left: { x: base.x + uy * length * 0.5, y: base.y - ux * length * 0.5 },
    right: { x: base.x - uy * length * 0.5, y: base.y + ux * length * 0.5 },
  };
}

/** Points along an arrowhead's outline. */
function headOutline({ tip, left, right }, count = 6) {
  const points = [];
  for (const [p, q] of [[left, tip], [tip, right], [right, left]]) {
    for (let i = 0; i < count; i++) points.push({ x: p.x + ((q.x - p.x) * i) / count, y: p.y + ((q.y - p.y) * i) / count });
  }
  return points;
}

/** The distance from point p to a line of points. */
function distanceToLine(p, points) {
  let least = Infinity;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy || 1)));
    least = Math.min(least, Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy));
  }
  return least;
}

/** How far point p lies outside the box {x, y (centre), width, height}; negative inside. */
export function outside(p, box) {
  const dx = Math.abs(p.x - box.x) - box.width / 2;
  const dy = Math.abs(p.y - box.y) - box.height / 2;
  return dx > 0 || dy > 0 ? Math.hypot(Math.max(dx, 0), Math.max(dy, 0)) : Math.max(dx, dy);
}

/**
 * How far a line of points passes outside the box: the least `outside` of
 * its points, or 0 where a segment between two crosses the box without a
 * point inside. Between a segment and a box that do not meet, the least
 * distance is from an end of one to the other.
 */
export function lineOutside(points, box) {
  let least = Math.min(...points.map((p) => outside(p, box)));
  const corners = [[-1, -1], [1, -1], [1, 1], [-1, 1]].map(([u, v]) => ({ x: box.x + (u * box.width) / 2, y: box.y + (v * box.height) / 2 }));
  for (let i = 1; i < points.length && least > 0; i++) {
    const [a, b] = [points[i - 1], points[i]];
    if (crosses(a, b, box)) least = 0;
    else for (const corner of corners) least = Math.min(least, distanceToLine(corner, [a, b]));
  }
  return least;
}

/** Whether the segment a–b meets the box. */
function crosses(a, b, box) {
  let [t0, t1] = [0, 1];
  for (const [from, to, middle, half] of [[a.x, b.x, box.x, box.width / 2], [a.y, b.y, box.y, box.height / 2]]) {
    const span = to - from;
    if (span === 0) {
      if (Math.abs(from - middle) > half) return false;
      continue;
    }
    const [u, v] = [(middle - half - from) / span, (middle + half - from) / span];
    t0 = Math.max(t0, Math.min(u, v));
    t1 = Math.min(t1, Math.max(u, v));
  }
  return t0 <= t1;
}

/**
 * Every clearance of the layout for `pegs` pegs, as [{what, room}] (units;
 * what the tests require of each kind is in ROOM):
 * - 'path': from a label's box to another arc's curve or arrowhead, or to
 *   its own arrowhead;
 * - 'own': from a label's centre to its own curve (0: the curve runs
 *   through the label);
 * - 'labels': between two labels' boxes;
 * - 'peg': from a label's box to a peg's circle;
 * - 'passing': from an arc to a peg it does not join;
 * - 'edge': from a label's box, an arc or a peg to the drawing's edge.
 */
export function clearances(pegs, shape = shapeFor(pegs)) {
  const arcs = arcPlaces(pegs, shape);
  const nodes = nodePlaces(pegs, shape);
  const { width, height } = shape.label;
  const radius = shape.node ?? 22; // the peg's circle (22 before the sizes were per number of pegs)
  const head = shape.head ?? 14; // the arrowhead (7 stroke widths of 2 before)
  const curves = arcs.map((arc) => curveOf(arc.path));
  const lines = curves.map((curve) => ({ curve: samples(curve), head: headOutline(headOf(curve, head)) }));
  const boxes = arcs.map((arc) => ({ ...arc.label, width, height }));
  const name = (arc) => `${arc.from}→${arc.to}`;
  const found = [];
  const add = (what, room, about) => found.push({ what, room, about });
  arcs.forEach((arc, i) => {
    const box = boxes[i];
    add('own', distanceToLine(box, samples(curves[i], 512)), name(arc));
    add('path', lineOutside(lines[i].head, box), `${name(arc)}'s label and its own arrowhead`);
    arcs.forEach((other, j) => {
      if (j === i) return;
      add('path', Math.min(lineOutside(lines[j].curve, box), lineOutside(lines[j].head, box)), `${name(arc)}'s label and arc ${name(other)}`);
      if (j > i) {
        const gap = Math.max(Math.abs(box.x - boxes[j].x) - width, Math.abs(box.y - boxes[j].y) - height);
        add('labels', gap, `labels of ${name(arc)} and ${name(other)}`);
      }
    });
    for (const node of nodes) {
      add('peg', outside(node, box) - radius, `${name(arc)}'s label and peg ${node.peg}`);
      if (node.peg !== arc.from && node.peg !== arc.to) {
        const near = Math.min(...lines[i].curve.map((p) => Math.hypot(p.x - node.x, p.y - node.y)));
        add('passing', near - radius, `arc ${name(arc)} and peg ${node.peg}`);
      }
    }
    const edge = (p) => Math.min(p.x, SIZE - p.x, p.y, SIZE - p.y);
    add('edge', Math.min(box.x - width / 2, SIZE - box.x - width / 2, box.y - height / 2, SIZE - box.y - height / 2), `${name(arc)}'s label`);
    add('edge', Math.min(...lines[i].curve.map(edge)), `arc ${name(arc)}`);
  });
  for (const node of nodes) add('edge', Math.min(node.x, SIZE - node.x, node.y, SIZE - node.y) - radius, `peg ${node.peg}`);
  return found;
}

/** The least room each kind must have (units): the layout's promise, checked by the tests. */
export const ROOM = { path: 4, labels: 2, peg: 4, passing: 4, edge: 2 };

/**
 * How well the layout keeps ROOM: the least of (room − required) over every
 * clearance but 'own' (0 by construction). Positive: every promise kept.
 */
export function slack(pegs, shape = shapeFor(pegs)) {
  return Math.min(...slacks(pegs, shape));
}

/** Every clearance's room − required (but 'own'), least first. */
export function slacks(pegs, shape = shapeFor(pegs)) {
  return clearances(pegs, shape)
    .filter(({ what }) => what !== 'own')
    .map(({ what, room }) => room - ROOM[what])
    .sort((a, b) => a - b);
}
