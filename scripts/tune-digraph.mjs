// Searches for the Weighted view's digraph layout (the numbers of SHAPES in
// web/weighted/digraph-layout.js): for one number of pegs, the pegs'
// circle and how far each kind of arc bows, so that the least room around
// any label (tests/unit/digraph-room.mjs), where the layout places them, is
// as large as it can be. Peg, arrowhead and label sizes are kept as given.
// Prints the best shape found; paste it into SHAPES and run the unit tests.
//
//   node scripts/tune-digraph.mjs PEGS [restarts] [steps] [seed]
//
// A random-restart hill climb: slow enough (a minute or two for 6 pegs) to
// be run by hand when the drawing changes, never by the tests.
import { shapeFor } from '../web/weighted/digraph-layout.js';
import { slack, slacks } from '../tests/unit/digraph-room.mjs';

// The least slack decides; the next few break ties, so that the climb
// can make progress while the least one does not move.
function score(pegs, shape) {
  const s = slacks(pegs, shape);
  return s[0] + 0.2 * (s.slice(0, 8).reduce((a, b) => a + b, 0) / 8);
}

const [pegs, restarts = 6, steps = 2500, seed = 1] = process.argv.slice(2).map(Number);
if (!(pegs >= 3 && pegs <= 6)) {
  console.error('usage: node scripts/tune-digraph.mjs PEGS(3-6) [restarts] [steps] [seed]');
  process.exit(2);
}
// Every arc bows, a little at least: i → j and j → i each side of the line between their pegs.
const BOW = [0.01, 0.32];
const RING = [0.3, 0.47];

let state = seed >>> 0 || 1;
const random = () => ((state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32);
const clamp = (v, [lo, hi]) => Math.min(hi, Math.max(lo, v));
const copy = (shape) => ({ ...shape, bows: { ...shape.bows } });

const given = shapeFor(pegs);
const kinds = Object.keys(given.bows);
let best = { shape: given, value: score(pegs, given) };
console.error(`as given: slack ${slack(pegs, given).toFixed(2)}`);
for (let r = 0; r < restarts; r++) {
  let shape = copy(given);
  if (r > 0) {
    shape.ring = RING[0] + random() * (RING[1] - RING[0]);
    for (const kind of kinds) shape.bows[kind] = random() * BOW[1];
  }
  let value = score(pegs, shape);
  let step = 0.1;
  for (let i = 0; i < steps; i++) {
    const next = copy(shape);
    const pick = Math.floor(random() * (kinds.length + 1));
    if (pick === 0) next.ring = clamp(next.ring + (random() - 0.5) * step * 0.3, RING);
    else next.bows[kinds[pick - 1]] = clamp(next.bows[kinds[pick - 1]] + (random() - 0.5) * step * 0.75, BOW);
    const v = score(pegs, next);
    if (v >= value) [shape, value] = [next, v];
    if (i % 400 === 399) step *= 0.7;
  }
  console.error(`restart ${r}: slack ${slack(pegs, shape).toFixed(2)}`);
  if (value > best.value) best = { shape, value };
}
const r3 = (v) => Math.round(v * 10000) / 10000;
const bows = Object.entries(best.shape.bows).map(([k, v]) => `${/^\d+$/.test(k) ? k : `'${k}'`}: ${r3(v)}`);
console.log(`slack ${slack(pegs, best.shape).toFixed(2)}\n  ${pegs}: { ring: ${r3(best.shape.ring)}, ..., bows: { ${bows.join(', ')} } }`);
