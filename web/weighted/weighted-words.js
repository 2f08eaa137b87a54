// Every sentence of the Weighted view that is not the core's own: the
// optimum in words, the running cost, arcs' names (the verdict on a
// solved puzzle is the core's). The facts (costs, counts, the method, positions
// searched) come from the core's summary; this only words them. DOM-free.

import { plural } from '../words.js';

/** The core's text for a forbidden move's weight. */
export const FORBIDDEN = 'inf';

export const isForbidden = (cost) => cost === FORBIDDEN;

/** A cost as shown on an arc: the number, or "forbidden". */
export const arcText = (cost) => (isForbidden(cost) ? 'forbidden' : cost);

/** The accessible name of an arc's button: "cost from peg 1 to peg 3: 15". */
export const arcName = (from, to, cost) => `cost from peg ${from} to peg ${to}: ${arcText(cost)}`;

/**
 * The optimum in words, from the core's summary: "Cheapest: 43, in 10
 * moves, by the recursion." On more pegs, how the search found it.
 */
export function summarySentence(summary) {
  const scaled = summary.scale === 'size' ? ' (each move costs its weight times the disc’s size)' : '';
  const head = `Cheapest: ${summary.cost}${scaled}, in ${plural(BigInt(summary.count), 'move')}`;
  if (summary.method === 'recursion') return `${head}, by the recursion.`;
  return (
    `${head}, by exact search over ${plural(summary.settled, 'position')}. ` +
    `No exact recursion is known for ${summary.pegs} pegs, so the page searches every position.`
  );
}

/**
 * Beside the move counter: "cost so far 14 · cheapest 43". Two amounts, not
 * a fraction: a dearer solution by hand may cost more than the cheapest.
 */
export const costCounter = (shown, cheapest) => `cost so far ${shown} · cheapest ${cheapest}`;

/** What a screen reader hears after a move: "Cost so far: 14; the cheapest transfer costs 43." */
export const costSpoken = (shown, cheapest) => `Cost so far: ${shown}; the cheapest transfer costs ${cheapest}.`;
