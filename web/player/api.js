// The element's public methods that forward to its controller, as two
// tables rather than one method each. Commands wait for the engine (a call
// made before it has loaded runs once it has) and end quietly (undefined)
// when the engine started afresh under them: the player has opened its
// puzzle again and said so. Readings answer as if there were nothing to
// tell (null, [], '') before the engine has loaded or when it was started
// afresh under them; the panel asks again on the state change that follows.
// Pins are numbered from 1 here, as on the page.

import { unlessRestarted } from '../engine.js';

/** name → what it asks of the controller `c`, with the method's arguments. */
export const COMMANDS = {
  play: (c) => c.play(),
  pause: (c) => c.pause(),
  step: (c) => c.step(),
  back: (c) => c.back(),
  // Jumps to move t; with {strict: true} a move refused throws the core's reason, changing nothing.
  seek: (c, t, options) => c.seek(t, options),
  reset: (c) => c.reset(),
  // Picks pin `pin`, numbered from 1 as on the page (a click on it).
  pick: (c, pin) => c.pick(Number(pin) - 1),
  undo: (c) => c.undo(),
  redo: (c) => c.redo(),
  // Another variation; returns what had to change to fit it (notices).
  setVariation: (c, name) => c.setVariation(name),
  // Discs and pins as typed; throws the core's message when refused.
  setCounts: (c, discs, pins) => c.setCounts(discs, pins),
  setMode: (c, mode) => c.setMode(mode),
  playRecorded: (c, moves) => c.playRecorded(moves),
  playAlgorithm: (c) => c.playAlgorithm(),
  noteOptimum: (c, length) => c.noteOptimum(length),
  // Marks a move on the tower, `{from, to}` with pins from 1, until the position changes; null clears it.
  showHint: (c, move) => c.showHint(move ? { from: Number(move.from) - 1, to: Number(move.to) - 1 } : null),
  // Play by hand from a start (and goal) of one's own, as text (`3 2 / - / 1`); throws the core's reason, changing nothing.
  startFrom: (c, start, goal) => c.startFromText(start, goal),
  // A random start (seed: a whole number below 2^32; the same seed, the same start).
  randomStart: (c, seed) => c.randomStart(seed),
  // Back to the puzzle's own start and goal.
  clearEnds: (c) => c.clearEnds(),
  // Arranging discs by hand on (true) or off, which starts play from the arrangement.
  setEditing: (c, on) => c.setEditing(Boolean(on)),
  // The study module's engine, fetched by the page: verdicts use its quick search from now on, rather than fetching it.
  useStudy: (c, study) => {
    if (!c.study) c.useStudy(study);
  },
};

/** name → [what it reads from the controller `c`, the answer when there is nothing to tell]. */
export const READINGS = {
  // The position on show as a key (the study module's positionNotation writes it as people do).
  positionKey: [(c) => c.session.positionKey(), null],
  verdict: [(c) => c.verdict(), null],
  // The solution's calls in progress: [{proc, n, text}], outermost first (none in manual play).
  trace: [(c) => (c.session.isManual() ? [] : c.session.trace()), []],
  moveLog: [(c) => c.moveLog(), null],
  // The puzzle's own start as text (`3 2 1 / - / -`), or null before the study module has come.
  usualStartText: [(c) => (c.study ? c.usualStartText() : null), null],
  totalNote: [(c) => c.totalNote(), ''],
};

/**
 * Puts the tables' methods on `prototype` (the element's), which has
 * `whenReady(fn)` and `controller`. A subclass may still override any.
 */
export function forwardToController(prototype) {
  const define = (name, value) => Object.defineProperty(prototype, name, { value, writable: true, configurable: true });
  for (const [name, command] of Object.entries(COMMANDS)) {
    define(name, function (...args) {
      return this.whenReady((c) => command(c, ...args));
    });
  }
  for (const [name, [read, nothing]] of Object.entries(READINGS)) {
    define(name, function () {
      const c = this.controller;
      return (c ? unlessRestarted(() => read(c)) : null) ?? nothing;
    });
  }
}
