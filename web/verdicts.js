// The verdict on the solution shown: the core's, told the optimum known
// (knowledge.js) or found by the study module's quick search where the
// verdict wants one; and the study module, fetched once, the first time a
// verdict wants it. Judged when a command asks (verdict()); known() only
// reads. DOM-free: the controller tells it each new Session.

import { unlessRestarted } from './engine.js';

export class Verdicts {
  /**
   * study: the study module's engine, or null; loadStudy: fetches it (or
   * null); knowledge: the store of optima; onStudy(study): it has come (or
   * failed to: null).
   */
  constructor({ study = null, loadStudy = null, knowledge, onStudy }) {
    this.study = study;
    this.coming = !study && Boolean(loadStudy);
    this.loadStudy = loadStudy;
    this.request = null;
    this.knowledge = knowledge;
    this.onStudy = onStudy;
    this.session = null;
    this.puzzle = null; // {key, id, discs, pins}
    this.judged = null; // the core's verdict, once judged
  }

  /** A new Session of `puzzle` ({key, id, discs, pins}): the optimum known for it is told to it. */
  open(session, puzzle) {
    this.session = session;
    this.puzzle = puzzle;
    this.judged = null;
    const known = this.knowledge.optimum(puzzle.key);
    if (!known) return;
    try {
      this.tell(known.length);
    } catch {
      this.knowledge.forgetOptimum(puzzle.key); // a Session that refuses it was not its puzzle after all
    }
  }

  /** An optimum found elsewhere (a search) for the puzzle on show: kept in the knowledge, told to the Session. */
  note(length) {
    this.knowledge.noteOptimum(this.puzzle.key, length);
    this.tell(String(length));
  }

  tell(length) {
    this.session.noteOptimum(length);
    this.judged = null;
  }

  /** The core's verdict: {kind, evidence, length, optimum, extra, text}; judged first if need be (a quick search). */
  verdict() {
    if (!this.judged) {
      this.searchQuickly();
      this.judged = this.session.verdict();
    }
    return this.judged;
  }

  /** The verdict as judged so far, or null (not yet, or waiting for the study module). Reads only. */
  known() {
    return this.waits() ? null : this.judged;
  }

  /** Whether the verdict waits for the study module's quick search. Reads only. */
  waits() {
    return this.coming && Boolean(this.session.wantsOptimum?.());
  }

  /** Whether the verdict waits for the study module, asking for the module if so. */
  comingFor() {
    const waits = this.waits();
    if (waits && this.loadStudy) this.fetch();
    return waits;
  }

  /**
   * Where the core's verdict wants an optimum, the study module's quick
   * search (puzzles of at most 2^17 positions, a blink) finds it, once for
   * each puzzle (kept in the knowledge), and the Session is told it.
   */
  searchQuickly() {
    const s = this.session;
    const { key, id, discs, pins } = this.puzzle;
    if (!this.study?.quickOptimum || !s.wantsOptimum?.()) return;
    if (!this.knowledge.searchedQuickly(key)) {
      let optimum = null;
      try {
        optimum = this.study.quickOptimum(id, discs, pins) ?? null;
      } catch (error) {
        console.error(error); // a bug: the verdict stays the catalogue's
      }
      this.knowledge.noteQuick(key, optimum);
    }
    const optimum = this.knowledge.quickOptimum(key);
    if (optimum === null) return;
    try {
      this.tell(optimum);
    } catch (error) {
      console.error(error); // an optimum longer than a solution: a bug, and the verdict stays the catalogue's
    }
  }

  /**
   * Fetches the study module, once for every asker: resolves when it has
   * come (to null) or failed to (to the error; verdicts then stay the
   * catalogue's).
   */
  fetch() {
    // (A trap while the verdict is worked out then: the controller's reopen() has said so.)
    this.request ??= this.loadStudy().then(
      (study) => {
        unlessRestarted(() => this.onStudy(study));
        return null;
      },
      (error) => {
        console.error(error);
        unlessRestarted(() => this.onStudy(null));
        return error;
      },
    );
    return this.request;
  }

  /** The study module has come (or failed to: null): verdicts use its quick search from now on. */
  use(study) {
    this.study = study;
    this.coming = false;
    this.judged = null;
  }
}
