// The weights as the address and the core write them ("0,3,15;8,0,2;5,6,0":
// rows by the peg a move leaves, entries by the peg it reaches), built from
// the matrix of texts the core's summary gives, with one entry changed or
// with pegs added or taken away. Only the layout is known here; whether the
// result is allowed is the core's to say. DOM-free.

/** A matrix of texts as the weights' text. */
export const weightsText = (matrix) => matrix.map((row) => row.join(',')).join(';');

/** The matrix with the cost of moves from peg `from` to peg `to` (from 1) set to `cost`. */
export function withCost(matrix, from, to, cost) {
  return weightsText(matrix.map((row, i) => row.map((entry, j) => (i === from - 1 && j === to - 1 ? cost : entry))));
}

/**
 * The weights for `pegs` pegs: those between pegs that remain are kept,
 * those to or from a new peg taken from `filler` (a matrix for `pegs` pegs,
 * such as a preset's). Returns {text, kept, added}.
 */
export function resized(matrix, pegs, filler) {
  const rows = Array.from({ length: pegs }, (_, i) =>
    Array.from({ length: pegs }, (_, j) => (i < matrix.length && j < matrix.length ? matrix[i][j] : filler[i][j])),
  );
  return { text: weightsText(rows), kept: Math.min(pegs, matrix.length), added: Math.max(0, pegs - matrix.length) };
}

/** The matrix of a weights text (for a preset's, to fill new pegs from). */
export const matrixOf = (text) => text.split(';').map((row) => row.split(','));

/**
 * A cost typed for one arc: trimmed, or null if it holds the separators of
 * the whole matrix (one arc takes one cost; the core checks what it is).
 */
export function typedCost(text) {
  const cost = String(text).trim();
  return /[,;]/.test(cost) ? null : cost;
}
