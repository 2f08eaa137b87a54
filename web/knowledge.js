// What is known about puzzles, in one store keyed by the core's puzzle key
// (Session.key(), web/puzzle-key.js): the optimum (found by search or
// proved, and from which start), the quick search's result (an optimum, or
// null when the puzzle is too big for it), and the quick search's optimum
// between a start and goal of one's own. Facts arrive from commands (a
// search run, a verdict judged); reading changes nothing. Whoever shows them
// subscribes and is told the puzzle key that changed. DOM-free.

export class Knowledge {
  constructor() {
    this.optima = new Map(); // puzzle key → {length (decimal text), evidence: 'search' | 'proof', from: null (the puzzle's start) or a start's text}
    this.quick = new Map(); // puzzle key → the quick search's optimum (decimal text), or null when too big to search
    this.own = new Map(); // "puzzle key|start|goal" → the quick search's optimum between them (BigInt), or null
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
}
