// A start and goal of one's own: the Session's keys as people write them
// (the study module writes and reads them), and the quick search's fewest
// moves between them, kept in the knowledge store (knowledge.js). A puzzle
// is {study, id, discs, pins, key}: the study module's engine (or null),
// the variation, its counts and the core's puzzle key. DOM-free.

export class OwnEnds {
  constructor(knowledge) {
    this.knowledge = knowledge;
    this.texts = new Map(); // a key of the Session → the position as people write it
  }

  /** A key as people write it, asking the study module once; null before it has come (or for no key). */
  textOf(puzzle, key) {
    if (key === undefined || key === null) return null;
    if (!this.texts.has(key)) {
      if (!puzzle.study?.positionNotation) return null;
      try {
        this.texts.set(key, puzzle.study.positionNotation(puzzle.id, puzzle.discs, puzzle.pins, key));
      } catch (error) {
        console.error(error); // the Session's own key: a bug if refused
        return null;
      }
    }
    return this.texts.get(key);
  }

  /** textOf() as found so far. Reads only. */
  known(key) {
    return key === undefined || key === null ? null : (this.texts.get(key) ?? null);
  }

  /** Reads a start (and goal) as people write them: their keys {start, goal}. Throws the core's reason. */
  read(puzzle, start, goal) {
    if (!puzzle.study?.readEnds) throw new Error('positions as text need the study module, which has not loaded');
    const ends = puzzle.study.readEnds(puzzle.id, puzzle.discs, puzzle.pins, String(start), goal === undefined ? undefined : String(goal));
    this.texts.set(ends.start, ends.startText);
    if (ends.goal !== undefined) this.texts.set(ends.goal, ends.goalText);
    return { start: ends.start, goal: ends.goal };
  }

  /** A random start reachable from the puzzle's own, the same for the same seed: its key. */
  random(puzzle, seed) {
    if (!puzzle.study?.randomPosition) throw new Error('a random start needs the study module, which has not loaded');
    const picked = puzzle.study.randomPosition(puzzle.id, puzzle.discs, puzzle.pins, seed >>> 0);
    this.texts.set(picked.key, picked.text);
    return picked.key;
  }

  /** The fewest moves from `startKey` to `goalKey` (undefined: the puzzle's goal) by the quick search, or null; searched once. */
  optimum(puzzle, startKey, goalKey) {
    const start = this.textOf(puzzle, startKey);
    const goal = goalKey === undefined ? undefined : this.textOf(puzzle, goalKey);
    if (!puzzle.study?.quickOptimum || start === null || goal === null) return null;
    if (this.knowledge.ownOptimum(puzzle.key, start, goal) === undefined) {
      let optimum = null;
      try {
        optimum = puzzle.study.quickOptimum(puzzle.id, puzzle.discs, puzzle.pins, start, goal) ?? null;
      } catch (error) {
        console.error(error); // the core's own texts: a bug if refused
      }
      this.knowledge.noteOwnOptimum(puzzle.key, start, goal, optimum);
    }
    return this.knowledge.ownOptimum(puzzle.key, start, goal);
  }

  /** optimum() as found so far, or null. Reads only. */
  optimumKnown(puzzleKey, startKey, goalKey) {
    const start = this.known(startKey);
    const goal = goalKey === undefined ? undefined : this.known(goalKey);
    if (start === null || goal === null) return null;
    return this.knowledge.ownOptimum(puzzleKey, start, goal) ?? null;
  }
}
