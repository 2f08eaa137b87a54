// A start (and goal) of one's own, as commands: from an address or typed
// text (read by the study module), a random start, arranging discs by hand
// and leaving it, back to the usual start; and what `solved` carries from
// there. What is known about such starts (texts, the fewest moves) is
// own-ends.js's; the rules (whether discs may rest so) are the core's.
// DOM-free.
//
// It is given the controller (controller.js) and uses of it only what
// `uses` lists (its unit test checks the list against the code); it calls
// every command through the controller, its own job's too, so that a
// subclass's overrides (the weighted controller's) apply wherever called.

import { message, capitalise } from './words.js';
import * as present from './present.js';

/** Whether text from an address or attribute is absent or blank. */
export const blank = (text) => text === null || text === undefined || String(text).trim() === '';

export class OwnStart {
  /** What it uses of the controller, besides its own job's commands (JOBS). */
  static uses = [
    'announce', 'changed', 'editing', 'emit', 'ends', 'input', 'key', 'keyboard', 'logKeeper', 'manualBase',
    'mode', 'newSession', 'notices', 'ownEnds', 'ownSuccess', 'place', 'playback', 'session', 'settle', 'study',
    'variation', 'verdicts',
  ];

  constructor(controller) {
    this.c = controller;
  }

  /**
   * A start (and goal) of one's own from text (an address or attributes),
   * read by the study module, fetched first if need be. A text refused
   * leaves the usual start, with a notice giving the core's reason.
   */
  startFromAddress({ start, goal }) {
    const c = this.c;
    const apply = () => {
      try {
        c.startFromText(blank(start) ? c.usualStartText() : start, blank(goal) ? undefined : goal);
      } catch (error) {
        c.notices = [...c.notices, `${capitalise(message(error))}: showing the usual start`];
        c.changed();
      }
    };
    if (c.study || !c.verdicts.loadStudy) return apply();
    const session = c.session;
    c.verdicts.fetch().then((failure) => {
      if (c.session !== session) return;
      if (!failure) return apply();
      c.notices = [...c.notices, `A start of your own could not be read (${message(failure)}): showing the usual start`];
      c.changed();
    });
  }

  /**
   * Plays by hand from a start of one's own (and towards a goal of one's
   * own, else the puzzle's), as the Session's keys (from the study module's
   * readEnds or randomPosition, or Session.positionKey). Throws with the
   * core's reason and changes nothing when refused.
   */
  startFrom(startKey, goalKey) {
    const c = this.c;
    c.session.startFrom(startKey, goalKey ?? undefined);
    c.playback.stop();
    c.settle();
    c.mode = 'manual';
    c.manualBase = 0n;
    c.logKeeper.restart();
    c.announce(`${c.editing ? 'Arranging' : 'Your start'}: ${c.session.positionText()}.`);
    c.changed();
    c.emit('scene');
  }

  /** startFrom() with positions as people write them (`3 2 / - / 1`); needs the study module. Throws the core's reason. */
  startFromText(start, goal) {
    const c = this.c;
    const ends = c.ends.read(c.puzzle(), start, goal);
    c.startFrom(ends.start, ends.goal);
  }

  /** A random start reachable from the puzzle's own, the same for the same seed (a whole number below 2^32); the goal stays. */
  randomStart(seed) {
    const c = this.c;
    c.startFrom(c.ends.random(c.puzzle(), seed), c.session.ownGoal());
  }

  /** The puzzle on show, for own-ends.js: {study, id, discs, pins, key}. */
  puzzle() {
    const c = this.c;
    const s = c.session;
    return { study: c.study, id: c.variation.id, discs: s.discs(), pins: s.pins(), key: c.key };
  }

  /** The puzzle's own start as text (a goal typed alone starts from it). */
  usualStartText() {
    const c = this.c;
    const s = c.session;
    const fresh = c.newSession(c.variation.id, s.discs(), s.pins(), null);
    try {
      return c.study.positionNotation(c.variation.id, s.discs(), s.pins(), fresh.positionKey());
    } finally {
      fresh.free();
    }
  }

  /** Back to the puzzle's own start and goal, at move 0 of the solution. */
  clearEnds() {
    const c = this.c;
    c.input.editing = false;
    c.settle();
    c.session.clearEnds();
    c.logKeeper.restart();
    c.announce(`Back to the usual start and goal. ${c.session.positionText()}.`);
    c.changed();
    c.emit('scene');
  }

  /**
   * Arranging discs by hand on and off. While on, a disc lifted and put on
   * another pin is moved there as it is, if the core says the discs may rest
   * so (no move rule applies). Leaving starts play by hand from what is on
   * show (unless that is the usual start untouched).
   */
  setEditing(on) {
    const c = this.c;
    if (on === c.editing) return;
    c.settle();
    if (c.playback.busy) c.playback.pause();
    c.playback.land();
    c.mode = 'manual';
    c.input.editing = on;
    const s = c.session;
    if (!on && !c.ownEnds && (s.isManual() || BigInt(s.movesMade()) > 0n)) {
      c.startFrom(s.positionKey(), undefined);
      return;
    }
    c.announce(on ? `Arranging the discs by hand. ${c.editingHelp()}` : `Play by hand from here. ${s.positionText()}.`);
    c.changed();
    c.emit('scene');
  }

  editingHelp() {
    const c = this.c;
    return present.editingHelp({ place: c.place, pins: c.session.pins(), keyboard: c.keyboard });
  }

  /** What `solved` carries from a start of one's own: the moves against the fewest, where the quick search found them. */
  ownVerdict(t) {
    const c = this.c;
    const s = c.session;
    const best = c.ends.optimum(c.puzzle(), s.ownStart(), s.ownGoal());
    const text = c.ownSuccess(best);
    if (best === null) return { kind: 'unknown', length: String(t), text };
    // The core compares (the study module, which found the optimum); the sentence is the status line's.
    return { ...c.study.compareMoves(String(t), String(best)), text };
  }
}
