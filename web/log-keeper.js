// The move log (move-log.js) kept in step with the moves on show, once
// something has asked for it (the Print panel): each way the moves change
// has its operation here, and a change the log cannot follow marks it
// stale, to be rebuilt from a scratch Session when next asked for.
// DOM-free.
//
// It is given the controller (controller.js) and uses of it only what
// `uses` lists (its unit test checks the list against the code); it calls
// every command through the controller, its own job's too, so that a
// subclass's overrides (the weighted controller's) apply wherever called.

import { MoveLog } from './move-log.js';
import * as present from './present.js';

export class LogKeeper {
  /** What it uses of the controller, besides its own job's commands (JOBS). */
  static uses = ['manualBase', 'newSession', 'ownEnds', 'place', 'session', 'source', 'variation'];

  constructor(controller) {
    this.c = controller;
    this.log = null; // a MoveLog, once something shows it
  }

  /** The move log, kept from now on; brought up to date first. */
  moveLog() {
    if (!this.log) {
      this.log = new MoveLog();
      this.log.stale = true;
    }
    this.c.syncLog();
    return this.log;
  }

  /** The log's first line: the puzzle, and where its moves come from. */
  logTitle() {
    const c = this.c;
    const s = c.session;
    return present.logTitle({ title: s.title(), discs: s.discs(), pins: s.pins(), place: c.place, source: c.source, ownEnds: c.ownEnds });
  }

  /** Brings a stale log up to the solution's current move. */
  syncLog() {
    if (!this.log?.stale) return;
    const c = this.c;
    const s = c.session;
    const t = s.isManual() ? c.manualBase : BigInt(s.movesMade());
    this.log.rebuild(c.logTitle(), t, () => c.newSession(c.variation.id, s.discs(), s.pins()));
  }

  /** A new start (another puzzle, move 0, a start of one's own, discs arranged): the log starts afresh. */
  restart() {
    this.log?.clear(this.c.logTitle());
  }

  /** The moves on show changed in a way the log cannot follow (a jump, a reopening): rebuilt when next asked for. */
  outdated() {
    if (this.log) this.log.stale = true;
  }

  /** The solution's `moves` landed, the first of them move `first`. */
  played(moves, first) {
    if (!this.log) return;
    if (!this.log.stale && this.log.end === first - 1n) this.log.add(moves, first);
    else this.log.stale = true;
  }

  /** A move by hand from `from` to `to`, made after move `before`, is move `t`. */
  madeByHand(from, to, before, t) {
    if (!this.log) return;
    this.c.syncLog();
    if (this.log.end === before) this.log.add(Uint8Array.of(from, to), t, true);
  }

  /** A step back took back move `before` (the moves made before it). */
  tookBack(before) {
    if (!this.log) return;
    if (!this.log.stale && this.log.end === before) this.log.pop();
    else this.log.stale = true;
  }

  /** Undo took back move `t` (made by hand). */
  undone(t) {
    if (this.log && this.log.end === t) this.log.pop();
  }

  /** Redo made move `t` again, from `from` to `to`. */
  redone(from, to, t) {
    if (this.log && this.log.end === t - 1n) this.log.add(Uint8Array.of(from, to), t, true);
  }
}
