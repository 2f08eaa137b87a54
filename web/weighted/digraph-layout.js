// Where the movement digraph's parts go: the pegs on a circle (peg 1 at the
// bottom left, then clockwise), and for every ordered pair of pegs an arc
// that bends to its right, so that i → j and j → i are two curves, with its
// label on the curve nearer the peg it leaves. Coordinates are in the
// drawing's own units (SIZE × SIZE); the view scales them. DOM-free.

export const SIZE = 400;
/** A peg's circle. */
export const NODE_RADIUS = 22;

/**
 * For each number of pegs: the pegs' circle (a share of SIZE), how far an
 * arc's middle leaves its chord (a share of the chord), where along the
 * curve its label sits (from the peg it leaves), and the box a label's
 * button takes (the view sizes the buttons to it; `compact` labels are too
 * narrow for words). Chosen so that no two labels overlap and none covers a
 * peg (tests/unit/weighted.test.mjs checks it).
 */
const SHAPES = {
  3: { ring: 0.42, bend: 0.2, labelAt: 0.28, label: { width: 72, height: 26 }, compact: false },
  4: { ring: 0.39, bend: 0.29, labelAt: 0.27, label: { width: 72, height: 26 }, compact: false },
  5: { ring: 0.41, bend: 0.25, labelAt: 0.25, label: { width: 48, height: 24 }, compact: true },
  6: { ring: 0.42, bend: 0.19, labelAt: 0.25, label: { width: 44, height: 22 }, compact: true },
};

/** The shape for `pegs` pegs (the nearest one drawn, for any other number). */
export function shapeFor(pegs) {
  return SHAPES[Math.min(6, Math.max(3, pegs))];
}

/** The pegs' centres, peg 1 first: [{peg, x, y}], pegs numbered from 1. */
export function nodePlaces(pegs) {
  const centre = SIZE / 2;
  const ring = shapeFor(pegs).ring * SIZE;
  return Array.from({ length: pegs }, (_, k) => {
    const angle = ((90 + ((k + 0.5) * 360) / pegs) * Math.PI) / 180;
    return { peg: k + 1, x: centre + ring * Math.cos(angle), y: centre + ring * Math.sin(angle) };
  });
}

/** A point of the quadratic curve p0 → p2 with control c, at t. */
function along(p0, c, p2, t) {
  const u = 1 - t;
  return { x: u * u * p0.x + 2 * u * t * c.x + t * t * p2.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p2.y };
}

const round = (v) => Math.round(v * 10) / 10;

/**
 * Every arc: [{from, to, path, label: {x, y}}], pegs from 1, in the order
 * 1→2, 1→3, ..., 2→1, ... `path` is an SVG path from the edge of one peg's
 * circle to the edge of the other's, where its arrowhead goes.
 */
export function arcPlaces(pegs) {
  const nodes = nodePlaces(pegs);
  const { bend, labelAt } = shapeFor(pegs);
  const arcs = [];
  for (const a of nodes) {
    for (const b of nodes) {
      if (a === b) continue;
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const length = Math.hypot(dx, dy);
      // To the right of the direction of travel, as drawn (y grows downwards).
      const normal = { x: -dy / length, y: dx / length };
      const control = {
        x: (a.x + b.x) / 2 + normal.x * bend * length * 2,
        y: (a.y + b.y) / 2 + normal.y * bend * length * 2,
      };
      // Start and end on the pegs' circles, along the lines to the control point.
      const towards = (p, q, r) => {
        const d = Math.hypot(q.x - p.x, q.y - p.y);
        return { x: p.x + ((q.x - p.x) * r) / d, y: p.y + ((q.y - p.y) * r) / d };
      };
      const start = towards(a, control, NODE_RADIUS);
      const end = towards(b, control, NODE_RADIUS + 4); // room for the arrowhead's tip
      const label = along(a, control, b, labelAt);
      arcs.push({
        from: a.peg,
        to: b.peg,
        path: `M ${round(start.x)} ${round(start.y)} Q ${round(control.x)} ${round(control.y)} ${round(end.x)} ${round(end.y)}`,
        label: { x: round(label.x), y: round(label.y) },
      });
    }
  }
  return arcs;
}
