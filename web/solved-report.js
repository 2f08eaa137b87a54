// When the position on show is solved (the solution at its end, or play by
// hand): the `solved` event with the verdict and the status said aloud, a
// success held back until the study module has come (its quick search may
// change the verdict), and judge(): the work the success's words need, done
// by each command so that reading the state does none. DOM-free.
//
// It is given the controller (controller.js) and uses of it only what
// `uses` lists (its unit test checks the list against the code); it calls
// every command through the controller, its own job's too, so that a
// subclass's overrides (the weighted controller's) apply wherever called.

import { STATUS_LABELS } from './present.js';

export class SolvedReport {
  static uses = ['announce', 'atEnd', 'emit', 'ends', 'ownEnds', 'ownVerdict', 'puzzle', 'session', 'status', 'verdict', 'verdicts'];

  constructor(controller) {
    this.c = controller;
    this.waiting = null; // {t, byHand}: a success to report once the study module has come
  }

  /** Whether a success is on show: the solution at its end, or solved by hand (a puzzle of no discs is no success). */
  solvedOnShow() {
    const c = this.c;
    const s = c.session;
    return s.isSolved() && (s.isManual() || c.atEnd) && s.discs() > 0;
  }

  /**
   * If the position on show is solved, sends `solved` and says the result;
   * true if it did (or holds it back until the study module has come).
   */
  reportIfSolved(byHand) {
    const c = this.c;
    if (!this.solvedOnShow()) return false;
    const t = BigInt(c.session.movesMade());
    if (c.ownEnds) {
      c.emit('solved', { t, byHand, verdict: c.ownVerdict(t) });
      c.announceStatus();
      return true;
    }
    if (c.verdicts.comingFor()) {
      // The verdict may change when the quick search can run: report then.
      this.waiting = { t, byHand };
      return true;
    }
    this.waiting = null;
    c.emit('solved', { t, byHand, verdict: c.verdict() });
    c.announceStatus();
    return true;
  }

  /**
   * Sends a success that waited for the study module, with the verdict as
   * it stands: once it has come, or before the puzzle it was for goes.
   * Said aloud only if still on show.
   */
  reportWaiting() {
    const c = this.c;
    const waiting = this.waiting;
    if (!waiting || !c.session) return;
    this.waiting = null;
    c.emit('solved', { ...waiting, verdict: c.verdict() });
    if (BigInt(c.session.movesMade()) === waiting.t && c.session.isSolved()) c.announceStatus();
  }

  /** A success held back is dropped unsent: the Session it was for has gone (reopen()). */
  forget() {
    this.waiting = null;
  }

  /** Says the status, as the status line shows it. */
  announceStatus() {
    const { kind, detail } = this.c.status();
    this.c.announce(`${STATUS_LABELS[kind]}: ${detail}`);
  }

  /**
   * What a solved position's words need, worked out when something changed
   * (changed()), so that reading the state does no work: the verdict (the
   * quick search first, or the study module asked for), the quick search's
   * optimum from one's own start, one's own start and goal as text.
   */
  judge() {
    const c = this.c;
    const s = c.session;
    if (c.ownEnds) {
      c.ends.textOf(c.puzzle(), s.ownStart());
      c.ends.textOf(c.puzzle(), s.ownGoal());
    }
    if (!this.solvedOnShow()) return;
    if (c.ownEnds) c.ends.optimum(c.puzzle(), s.ownStart(), s.ownGoal());
    else if (!c.verdicts.comingFor()) c.verdict();
  }
}
