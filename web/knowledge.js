// What is known about puzzles, in one store keyed by the core's puzzle key
// (Session.key(), web/puzzle-key.js): the optimum (found by search or
// proved, and from which start), the quick search's result (an optimum, or
// null when the puzzle is too big for it), the quick search's optimum
// between a start and goal of one's own, and what the exact searches the
// panels run found (the Optimum panel's and the Growth panel's from the
// puzzle's start, with the moves when kept; the Hint's from a position).
// Facts arrive from commands (a search run, a verdict judged); reading
// changes nothing. Whoever shows them (the controller's verdicts, the
// panels) subscribes and is told the puzzle key that changed. DOM-free.

export class Knowledge {
  constructor() {
    this.optima = new Map(); // puzzle key → {length (decimal text), evidence: 'search' | 'proof', from: null (the puzzle's start) or a start's text}
    this.quick = new Map(); // puzzle key → the quick search's optimum (decimal text), or null when too big to search
    this.own = new Map(); // "puzzle key|start|goal" → the quick search's optimum between them (BigInt), or null
    this.searches = new Map(); // "puzzle key|from|to" → an exact search's result, {length (decimal text) or null, unreachable, reached, moves, ms}
    this.listeners = new Set();
  }

  /** Calls `listener(key)` after each new fact about puzzle `key`; returns the function that stops it. */
  subscribe(listener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  tell(key) {
    for (const listener of this.listeners) listener(key);
  }

  /** The fewest moves known for puzzle `key` from its own start, {length, evidence, from}, or undefined. */
  optimum(key) {
    return this.optima.get(key);
  }

  /** An optimum of puzzle `key` (a number, BigInt or decimal text), found by search unless `evidence` says 'proof'. */
  noteOptimum(key, length, evidence = 'search') {
    const known = this.optima.get(key);
    const fact = { length: String(length), evidence, from: null };
    if (known && known.length === fact.length && known.evidence === fact.evidence) return;
    this.optima.set(key, fact);
    this.tell(key);
  }

  /** Forgets the optimum of `key` (a Session refused it: it was not that puzzle's after all). */
  forgetOptimum(key) {
    if (this.optima.delete(key)) this.tell(key);
  }

  /** Whether the quick search has run for puzzle `key`. */
  searchedQuickly(key) {
    return this.quick.has(key);
  }

  /** The quick search's optimum for `key` (decimal text), null if it could not search it, undefined before it ran. */
  quickOptimum(key) {
    return this.quick.get(key);
  }

  /** The quick search's result for `key`; an optimum is also the puzzle's known optimum. */
  noteQuick(key, optimum) {
    this.quick.set(key, optimum === null || optimum === undefined ? null : String(optimum));
    if (optimum !== null && optimum !== undefined) this.noteOptimum(key, optimum);
    else this.tell(key);
  }

  /** The quick search's optimum from `start` to `goal` (texts; goal '' for the puzzle's own), null if none, undefined before it ran. */
  ownOptimum(key, start, goal) {
    return this.own.get(`${key}|${start}|${goal ?? ''}`);
  }

  noteOwnOptimum(key, start, goal, optimum) {
    this.own.set(`${key}|${start}|${goal ?? ''}`, optimum === null || optimum === undefined ? null : BigInt(optimum));
    this.tell(key);
  }

  /**
   * An exact search's result for puzzle `key`: {length, unreachable,
   * reached?, moves? (Uint8Array, pins from 0), ms?}, from the puzzle's
   * start to its goal unless `from` (a position as text) and `to` (a goal as
   * text, '' for the puzzle's) say otherwise. The search does not make the
   * optimum the verdict is told: noteOptimum does, for the searches that
   * speak for the puzzle on show (the Optimum panel's).
   */
  noteSearch(key, result, from = '', to = '') {
    const unreachable = Boolean(result.unreachable);
    this.searches.set(`${key}|${from}|${to}`, {
      length: unreachable ? null : String(result.length),
      unreachable,
      reached: result.reached ?? null,
      moves: result.moves ?? null,
      ms: result.ms ?? null,
    });
    this.tell(key);
  }

  /** What an exact search found for puzzle `key` (from `from` to `to`, as noteSearch), or undefined before one ran. */
  searched(key, from = '', to = '') {
    return this.searches.get(`${key}|${from}|${to}`);
  }

  /**
   * The fewest moves from puzzle `key`'s start to its goal as far as
   * searches tell (decimal text): an optimum found by search (the quick one
   * included), or null when a search found the goal out of reach, or
   * undefined when none has answered.
   */
  fewestMoves(key) {
    const optimum = this.optima.get(key);
    if (optimum?.evidence === 'search' && optimum.from === null) return optimum.length;
    const found = this.searched(key);
    return found ? found.length : undefined;
  }

  /** The moves of an optimal solution a search found for puzzle `key` (Uint8Array, pins from 0), or null. */
  movesFound(key) {
    return this.searched(key)?.moves ?? null;
  }
}
