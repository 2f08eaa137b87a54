// The text naming one catalogue puzzle (variation id, discs, pins), as the
// core's PuzzleKey writes it and Session.key() returns it: what panels file
// what they found about a puzzle under (optima, graphs, growth series), also
// for puzzles other than the one on show. tests/unit/puzzle-key.test.mjs
// checks that it agrees with the core's. DOM-free.

/** `classic/6/3`: a catalogue puzzle's key. */
export function puzzleKey(id, discs, pins) {
  return `${id}/${discs}/${pins}`;
}
