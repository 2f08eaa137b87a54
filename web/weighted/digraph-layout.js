// Where the movement digraph's parts go. The pegs sit on a circle (peg 1 at
// the bottom left, then clockwise). Every ordered pair i → j is a curve
// bowed to the right of its direction of travel, so that i → j and j → i
// are two curves, one each side of the line between the pegs. Each label
// sits on its own curve (the curve runs through it), at the place along it
// where other curves, arrowheads, labels and pegs leave it the most room,
// nearer the peg the move leaves where room allows: which arrow a number
// belongs to is never a guess. Coordinates are in the drawing's own units
// (SIZE × SIZE); the view scales them. DOM-free.
//
// The curves are the same under a turn by one peg, so each number of pegs
// needs a few numbers: the pegs' circle and how far each kind of arc bows.
// An arc's kind is how many steps round the circle it spans and whether it
// bows towards the middle ("in"), away from it ("out"), or, across a
// diameter, to either side. The numbers come from scripts/tune-digraph.mjs,
// which maximised the least room around any label;
// tests/unit/weighted.test.mjs measures that room for 3 to 6 pegs.

export const SIZE = 400;

/**
 * For each number of pegs: the pegs' circle (its radius, a share of SIZE),
 * a peg's radius, an arrowhead's length, the box a label's button takes (the
 * view sizes the buttons to it; `compact` labels are too narrow for words),
 * and for each kind of arc how far its middle leaves the straight line
 * between its pegs (a share of that line's length).
 */
const SHAPES = {
  3: { ring: 0.41, node: 22, head: 12, label: { width: 72, height: 26 }, compact: false, bows: { '1in': 0.05, '1out': 0.22 } },
  4: { ring: 0.446, node: 22, head: 12, label: { width: 72, height: 26 }, compact: false, bows: { '1in': 0.067, '1out': 0.135, 2: 0.085 } },
  5: { ring: 0.4504, node: 20, head: 10, label: { width: 38, height: 20 }, compact: true, bows: { '1in': 0.0206, '1out': 0.1323, '2in': 0.037, '2out': 0.0765 } },
  6: { ring: 0.4498, node: 17, head: 10, label: { width: 30, height: 17 }, compact: true, bows: { '1in': 0.01, '1out': 0.154, '2in': 0.163, '2out': 0.0571, 3: 0.1117 } },
};

/** The shape for `pegs` pegs (the nearest one drawn, for any other number). */
export function shapeFor(pegs) {
  return SHAPES[Math.min(6, Math.max(3, pegs))];
}

/**
 * The pegs' centres, peg 1 first: [{peg, x, y}], pegs numbered from 1. On
 * an odd number of pegs one peg is at the top and two at the bottom; the
 * circle is lowered so that the pegs are as far from the top as from the
 * bottom.
 */
export function nodePlaces(pegs, shape = shapeFor(pegs)) {
  const ring = shape.ring * SIZE;
  const angles = Array.from({ length: pegs }, (_, k) => ((90 + ((k + 0.5) * 360) / pegs) * Math.PI) / 180);
  const ys = angles.map(Math.sin);
  const lower = (-(Math.min(...ys) + Math.max(...ys)) / 2) * ring;
  return angles.map((angle, k) => ({ peg: k + 1, x: SIZE / 2 + ring * Math.cos(angle), y: SIZE / 2 + lower + ring * Math.sin(angle) }));
}

/**
 * The kind of the arc from peg `from` to peg `to` (numbered from 1): the
 * steps round the circle it spans, then "in" or "out" (a bow to the right
 * of a clockwise move is towards the middle), or nothing across a diameter.
 */
export function arcKind(pegs, from, to) {
  const ahead = (((to - from) % pegs) + pegs) % pegs; // steps clockwise
  const steps = Math.min(ahead, pegs - ahead);
  if (2 * steps === pegs) return String(steps);
  return `${steps}${ahead === steps ? 'in' : 'out'}`;
}

/** The point at t of the quadratic curve p0 → p2 with control c. */
export function pointAt({ start, control, end }, t) {
  const u = 1 - t;
  return {
    x: u * u * start.x + 2 * u * t * control.x + t * t * end.x,
    y: u * u * start.y + 2 * u * t * control.y + t * t * end.y,
  };
}

/** The t at which the curve, leaving `from` (t = 0) or arriving (t = 1), crosses the circle of radius r round that end. */
function crossing(curve, r, leaving) {
  const centre = leaving ? curve.start : curve.end;
  let inside = leaving ? 0 : 1;
  let outside = 0.5;
  for (let i = 0; i < 40; i++) {
    const t = (inside + outside) / 2;
    const p = pointAt(curve, t);
    if (Math.hypot(p.x - centre.x, p.y - centre.y) < r) inside = t;
    else outside = t;
  }
  return outside;
}

/** The part of a quadratic curve between t0 and t1, itself a quadratic curve. */
function part(curve, t0, t1) {
  const { start: a, control: c, end: b } = curve;
  const wa = (1 - t0) * (1 - t1);
  const wc = (1 - t0) * t1 + t0 * (1 - t1);
  const wb = t0 * t1;
  return {
    start: pointAt(curve, t0),
    control: { x: wa * a.x + wc * c.x + wb * b.x, y: wa * a.y + wc * c.y + wb * b.y },
    end: pointAt(curve, t1),
  };
}

/** An arrowhead at the end of `curve`: its tip a fifth of its length beyond the end (as the view's marker draws it) and its base. */
export function arrowHead(curve, length) {
  const dx = curve.end.x - curve.control.x;
  const dy = curve.end.y - curve.control.y;
  const d = Math.hypot(dx, dy);
  const along = { x: dx / d, y: dy / d };
  const base = { x: curve.end.x - along.x * length * 0.8, y: curve.end.y - along.y * length * 0.8 };
  return {
    tip: { x: curve.end.x + along.x * length * 0.2, y: curve.end.y + along.y * length * 0.2 },
    left: { x: base.x + along.y * length * 0.5, y: base.y - along.x * length * 0.5 },
    right: { x: base.x - along.y * length * 0.5, y: base.y + along.x * length * 0.5 },
  };
}

const round = (v) => Math.round(v * 100) / 100;

/**
 * Every arc: [{from, to, kind, curve: {start, control, end}, path, head,
 * label: {x, y}}], pegs from 1, in the order 1→2, 1→3, ..., 2→1, ...
 * `curve` (and `path`, the same as SVG) runs from the edge of one peg's
 * circle to just short of the other's, where its arrowhead (`head`) goes;
 * `label` is the centre of the label's box, on the curve.
 * `shape` is for tests and for tuning; the page uses the one for `pegs`.
 */
export function arcPlaces(pegs, shape = shapeFor(pegs)) {
  if (shape === shapeFor(pegs)) {
    if (!drawn.has(pegs)) drawn.set(pegs, Object.freeze(layOut(pegs, shape)));
    return drawn.get(pegs);
  }
  return layOut(pegs, shape);
}

/** The page's layouts, made once per number of pegs. */
const drawn = new Map();

function layOut(pegs, shape) {
  const nodes = nodePlaces(pegs, shape);
  const arcs = [];
  for (const a of nodes) {
    for (const b of nodes) {
      if (a === b) continue;
      const kind = arcKind(pegs, a.peg, b.peg);
      const bow = shape.bows[kind];
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const length = Math.hypot(dx, dy);
      // To the right of the direction of travel, as drawn (y grows downwards).
      const normal = { x: -dy / length, y: dx / length };
      // A quadratic curve's middle is halfway between its chord's middle and its control point.
      const whole = {
        start: a,
        control: { x: (a.x + b.x) / 2 + normal.x * bow * length * 2, y: (a.y + b.y) / 2 + normal.y * bow * length * 2 },
        end: b,
      };
      const t0 = crossing(whole, shape.node, true);
      const t1 = crossing(whole, shape.node + 4, false); // room for the arrowhead's tip
      const curve = part(whole, t0, t1);
      const { start, control, end } = curve;
      arcs.push({
        from: a.peg,
        to: b.peg,
        kind,
        curve,
        path: `M ${round(start.x)} ${round(start.y)} Q ${round(control.x)} ${round(control.y)} ${round(end.x)} ${round(end.y)}`,
        head: arrowHead(curve, shape.head),
      });
    }
  }
  placeLabels(arcs, nodes, shape);
  return arcs;
}

// ------------------------------------------------------------------ the labels

/** Where along its curve a label may go (a share of the curve, from the peg it leaves). */
const ALONG = Array.from({ length: 36 }, (_, i) => 0.15 + i * 0.02);
/** The room (units) wanted round a label, beyond which more does not count. */
const ENOUGH = 12;
/** Room enough to trade some for sitting nearer the peg the move leaves (below it, the most room wins). */
const GOOD = 8;
/** The room given up, per share of the curve, to sit nearer the peg the move leaves. */
const NEARER = 6;

/** How far point p lies outside a label's box centred on c; negative inside. */
function outsideBox(p, c, { width, height }) {
  const dx = Math.abs(p.x - c.x) - width / 2;
  const dy = Math.abs(p.y - c.y) - height / 2;
  return dx > 0 || dy > 0 ? Math.hypot(Math.max(dx, 0), Math.max(dy, 0)) : Math.max(dx, dy);
}

/** The distance from point p to the segment a–b. */
function toSegment(p, a, b) {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy);
}

/**
 * How far the segment a–b passes outside a label's box centred on c: 0 or
 * less if it enters it. (Between a segment and a box that do not meet, the
 * least distance is from an end of the one to the other.)
 */
function segmentOutside(a, b, c, box) {
  const ends = Math.min(outsideBox(a, c, box), outsideBox(b, c, box));
  // No point of the segment is nearer than its nearer end less half its length.
  if (ends <= 0 || ends - Math.hypot(b.x - a.x, b.y - a.y) / 2 >= ENOUGH) return ends;
  const [w, h] = [box.width / 2, box.height / 2];
  const corners = [[-w, -h], [w, -h], [w, h], [-w, h]].map(([x, y]) => ({ x: c.x + x, y: c.y + y }));
  // Does the segment cross the box? Clip it to the box's slab in x, then in y.
  let [t0, t1] = [0, 1];
  for (const [from, span, lo, hi] of [[a.x, b.x - a.x, c.x - w, c.x + w], [a.y, b.y - a.y, c.y - h, c.y + h]]) {
    if (span === 0) {
      if (from < lo || from > hi) t1 = -1;
      continue;
    }
    const [u, v] = [(lo - from) / span, (hi - from) / span];
    t0 = Math.max(t0, Math.min(u, v));
    t1 = Math.min(t1, Math.max(u, v));
  }
  if (t0 <= t1) return 0;
  return Math.min(ends, ...corners.map((corner) => toSegment(corner, a, b)));
}

/** Each arc as segments (its curve, 48 of them, then its arrowhead's three sides), and the box round them. */
function outline(arc) {
  const curve = Array.from({ length: 49 }, (_, i) => pointAt(arc.curve, i / 48));
  const { tip, left, right } = arc.head;
  const segments = curve.slice(1).map((p, i) => [curve[i], p]);
  const head = [[left, tip], [tip, right], [right, left]];
  const all = [...curve, left, right, tip];
  const xs = all.map((p) => p.x);
  const ys = all.map((p) => p.y);
  const bounds = { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2, width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
  return { all: [...segments, ...head], head, bounds };
}

/** Whether a label's box at c is ENOUGH clear of every point within `bounds`: then none of them need measuring. */
function farFrom(bounds, c, box) {
  return Math.abs(bounds.x - c.x) - (bounds.width + box.width) / 2 >= ENOUGH || Math.abs(bounds.y - c.y) - (bounds.height + box.height) / 2 >= ENOUGH;
}

/**
 * Gives every arc its `label`: of the places along its curve, the one with
 * the most room (up to ENOUGH) from the other arcs, every arrowhead, the
 * pegs, the drawing's edge and the labels placed before it; where there is
 * room to spare (GOOD), a little is traded for sitting nearer the peg the
 * move leaves. The arcs with the fewest good places choose first.
 */
function placeLabels(arcs, nodes, shape) {
  const box = shape.label;
  const outlines = arcs.map(outline);
  const fixedRoom = (i, c) => {
    let room = Math.min(c.x - box.width / 2, SIZE - c.x - box.width / 2, c.y - box.height / 2, SIZE - c.y - box.height / 2) + 4;
    for (const node of nodes) room = Math.min(room, outsideBox(node, c, box) - shape.node);
    outlines.forEach((line, j) => {
      if (farFrom(line.bounds, c, box)) return;
      for (const [a, b] of j === i ? line.head : line.all) room = Math.min(room, segmentOutside(a, b, c, box));
    });
    return room;
  };
  const places = arcs.map((arc, i) =>
    ALONG.map((at) => {
      const c = pointAt(arc.curve, at);
      return { at, x: c.x, y: c.y, room: Math.min(ENOUGH, fixedRoom(i, c)) };
    }),
  );
  const good = (i) => places[i].filter((p) => p.room >= ENOUGH / 2).length;
  const order = arcs.map((_, i) => i).sort((i, j) => good(i) - good(j) || i - j);
  const placed = [];
  for (const i of order) {
    let best = null;
    let bestValue = -Infinity;
    for (const p of places[i]) {
      let room = p.room;
      for (const q of placed) room = Math.min(room, Math.max(Math.abs(p.x - q.x) - box.width, Math.abs(p.y - q.y) - box.height) + 2);
      const value = room >= GOOD ? room - NEARER * p.at : room - ENOUGH;
      if (value > bestValue) [best, bestValue] = [p, value];
    }
    placed.push(best);
    arcs[i].label = { x: round(best.x), y: round(best.y) };
  }
}
