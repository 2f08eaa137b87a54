// Watching the solution: play, pause, step, back, seek, speed and mode,
// what is said as the solution's moves land, and the pause before Repeat or
// Increase n starts again. DOM-free.
//
// It is given the controller (controller.js) and uses of it only what
// `uses` lists (its unit test checks the list against the code); it calls
// every command through the controller, its own job's too, so that a
// subclass's overrides (the weighted controller's) apply wherever called.

import { ANIMATE_MAX, topOf } from './playback.js';
import { MODES, speedPhrase } from './options.js';
import { plural, message, capitalise, formatWhole } from './words.js';
import { notRestarted, unlessRestarted } from './engine.js';

export const REPEAT_PAUSE_MS = 1600;
const STEP_MS = 420; // longest animation of a single step

export class Watching {
  /** What it uses of the controller, besides its own job's commands (JOBS). */
  static uses = [
    'announce', 'announceStatus', 'changed', 'emit', 'engine', 'judge', 'landedMoves', 'load', 'logKeeper',
    'manualBase', 'mode', 'override', 'ownEnds', 'place', 'playback', 'redo', 'reportIfSolved', 'scheduler',
    'session', 'settle', 'speed', 'total', 'variation', 'watchedSuccess',
  ];

  constructor(controller) {
    this.c = controller;
    this.restartTimer = null; // the pause before Repeat or Increase n starts again
  }

  /** Whether the solution stands at its last move. */
  get atEnd() {
    const c = this.c;
    return c.total !== null && !c.session.isManual() && BigInt(c.session.movesMade()) >= c.total;
  }

  play() {
    const c = this.c;
    if (c.playback.running) return;
    if (c.ownEnds) {
      // The solution starts from the puzzle's own start: the core says so.
      const reason = c.session.solutionRefusal();
      c.override = { kind: 'invalid', detail: capitalise(reason) };
      c.announce(`Refused: ${reason}.`);
      return c.changed();
    }
    c.settle();
    if (c.mode === 'manual') c.mode = 'wait';
    if (c.atEnd) c.rewind();
    c.playback.play();
    c.announce(`Running ${speedPhrase(c.speed)}.`);
    c.changed();
    c.emit('scene');
  }

  pause() {
    const c = this.c;
    const waiting = this.restartTimer !== null;
    if (!c.playback.running && !waiting) return;
    c.clearTimer();
    if (waiting) c.override = null;
    c.playback.pause();
    c.announce(`Paused at move ${formatWhole(c.landedMoves())}.`);
    c.changed();
  }

  toggle() {
    if (this.c.playback.running || this.restartTimer !== null) this.c.pause();
    else this.c.play();
  }

  /** Back to move 0. */
  rewind() {
    const c = this.c;
    c.playback.stop();
    c.session.reset();
    c.logKeeper.restart();
  }

  reset() {
    const c = this.c;
    c.settle();
    c.rewind();
    c.announce(`Back to the start. ${c.session.positionText()}.`);
    c.changed();
    c.emit('scene');
  }

  /** Leaves a flight: paused if running, else landed at once. */
  halt() {
    const playback = this.c.playback;
    if (playback.running) playback.pause();
    else playback.land();
  }

  /** One move forward: the solution's next move, or in manual play the move last undone. */
  step() {
    const c = this.c;
    c.settle();
    this.halt();
    if (c.session.isManual()) return c.redo();
    const pre = c.session.position();
    const moves = c.session.nextMoves(1);
    if (moves.length === 0) return c.changed();
    // The counters follow when the disc lands (advanced()).
    c.playback.fly({ pre, post: c.session.position(), from: moves[0], to: moves[1], duration: c.stepDuration(), moves });
    c.changed();
  }

  /** One move back: the core says which move that takes back. */
  back() {
    const c = this.c;
    c.settle();
    this.halt();
    const s = c.session;
    const wasManual = s.isManual();
    const before = BigInt(s.movesMade());
    const pre = s.position();
    const undone = s.stepBack();
    if (!undone) return c.changed();
    const [from, to] = undone;
    const post = s.position();
    c.logKeeper.tookBack(before);
    if (wasManual && !s.isManual()) c.manualBase = 0n;
    c.playback.fly({ pre, post, from: to, to: from, duration: c.stepDuration(), moves: null });
    const disc = topOf(post, from);
    c.announce(`Back to move ${formatWhole(s.movesMade())}: disc ${disc?.size} returns from ${c.place} ${to + 1} to ${c.place} ${from + 1}.`);
    c.changed();
  }

  stepDuration() {
    return this.c.speed > ANIMATE_MAX ? 0 : Math.min(STEP_MS, 1000 / this.c.speed);
  }

  /**
   * Jumps to move `t` of the solution (a BigInt or decimal string). A move
   * the core refuses is said in the status; with `strict` (a course page's
   * command) it is thrown instead, and nothing changes (a Session that
   * refuses changes nothing).
   */
  seek(t, { strict = false } = {}) {
    const c = this.c;
    let refusal = null;
    try {
      c.session.seek(String(t));
    } catch (error) {
      if (strict) throw error;
      refusal = notRestarted(error);
    }
    this.jumped();
    if (refusal) c.override = { kind: 'failure', detail: capitalise(message(refusal)) };
    c.reportIfSolved(false);
    c.changed();
    c.emit('scene');
  }

  /**
   * Jumps to a move given as text (an address or an attribute): past the end
   * (as the core reads the number) means the end, and what is not a move
   * number means move 0. Returns the notice saying so, or null.
   */
  seekText(raw, { report = true } = {}) {
    const c = this.c;
    const text = raw === null || raw === undefined ? '' : String(raw).trim();
    if (text === '') return null;
    let notice = null;
    try {
      // The core says when the end is shown instead, and why (its words quote the text short).
      const pastEnd = c.session.seekOrEnd(text);
      if (pastEnd !== undefined) notice = `${capitalise(pastEnd)}: showing move ${formatWhole(c.session.movesMade())}`;
    } catch (error) {
      notRestarted(error);
      if (c.ownEnds) return `${capitalise(message(error))}: staying at your start`;
      c.session.seek('0');
      notice = `${capitalise(message(error))}: showing move 0`;
    }
    this.jumped();
    if (report) c.reportIfSolved(false);
    c.changed();
    c.emit('scene');
    return notice;
  }

  /** After a jump: nothing in progress, nothing flying, the log to be rebuilt. */
  jumped() {
    this.c.settle();
    this.c.playback.stop();
    this.c.logKeeper.outdated();
  }

  setSpeedQuietly(speed) {
    this.c.speed = speed;
    this.c.playback.setSpeed(speed);
  }

  setSpeed(speed) {
    this.c.setSpeedQuietly(speed);
    this.c.changed();
  }

  setMode(mode) {
    const c = this.c;
    if (!MODES.some((m) => m.id === mode)) return;
    c.mode = mode;
    c.settle();
    if (mode === 'manual') this.halt();
    c.changed();
    c.emit('scene');
  }

  /** Moves were made by the solution (reported as they land). */
  advanced(moves, { batched }) {
    const c = this.c;
    const n = moves.length / 2;
    const t = BigInt(c.session.movesMade());
    c.logKeeper.played(moves, t - BigInt(n) + 1n);
    const from = moves[moves.length - 2];
    const to = moves[moves.length - 1];
    // A batch at high speed names no disc: building the position for each batch would cost more than the moves.
    const disc = batched ? null : topOf(c.session.position(), to);
    c.emit('move', { from, to, disc, t, count: n, byHand: false });
    // While running, the end is reported by ended(); a step or a pause lands here.
    if (!c.playback.running && !c.reportIfSolved(false)) {
      c.announce(`Move ${formatWhole(t)}: disc ${disc?.size} from ${c.place} ${from + 1} to ${c.place} ${to + 1}.`);
    }
    c.changed();
  }

  /** The solution reached its end: said, and in Repeat or Increase n started again after a pause. */
  ended() {
    const c = this.c;
    c.clearTimer();
    c.judge(); // the success's words give the verdict
    const solved = c.session.isSolved();
    c.override = null;
    if (solved && c.mode === 'repeat') {
      c.override = { kind: 'success', detail: `${c.watchedSuccess()} Starting again…` };
      this.restartAfterPause(() => {
        c.override = null;
        c.rewind();
      });
    } else if (solved && c.mode === 'increase') {
      const next = c.nextSize();
      if (next) {
        c.override = { kind: 'success', detail: `${c.watchedSuccess()} Next: ${plural(next.discs, 'disc')}…` };
        this.restartAfterPause(() => c.load(next.variation, next.discs, next.pins));
      } else {
        c.override = { kind: 'success', detail: `${c.watchedSuccess()} That is the most discs ${c.variation.title} takes.` };
      }
    }
    if (!c.reportIfSolved(false)) c.announceStatus();
    c.changed();
  }

  /** After REPEAT_PAUSE_MS, `prepare()` and run again (unless cancelled by clearTimer()). */
  restartAfterPause(prepare) {
    const c = this.c;
    this.restartTimer = c.scheduler.later(() => unlessRestarted(() => {
      this.restartTimer = null;
      prepare();
      c.playback.play();
      c.changed();
      c.emit('scene');
    }), REPEAT_PAUSE_MS);
  }

  /** The same puzzle with one more disc, as the core allows it, or null at the most. */
  nextSize() {
    const c = this.c;
    const s = c.session;
    try {
      return c.engine.checkSettings(c.variation.id, String(s.discs() + 1), String(s.pins()));
    } catch {
      return null;
    }
  }

  clearTimer() {
    if (this.restartTimer !== null) this.c.scheduler.cancel(this.restartTimer);
    this.restartTimer = null;
  }
}
