// What a view shows, read from the controller: the state snapshot, the
// status line, the counter, the picture (scene) and the success sentences,
// in present.js's words. Reads only: nothing is fetched, searched or
// changed (the work the words need was done by the command, judge()).
// DOM-free.
//
// It is given the controller (controller.js) and uses of it only what
// `uses` lists (its unit test checks the list against the code); it calls
// every command through the controller, its own job's too, so that a
// subclass's overrides (the weighted controller's) apply wherever called.

import { topOf } from './playback.js';
import * as present from './present.js';

export class Snapshot {
  /** What it uses of the controller, besides its own job's commands (JOBS). */
  static uses = [
    'algorithmTotal', 'atEnd', 'cursor', 'editing', 'ends', 'hint', 'key', 'keyboard', 'lifted',
    'manualBase', 'mode', 'notices', 'override', 'ownEnds', 'place', 'playback', 'recorded', 'session',
    'source', 'speed', 'timelineShown', 'total', 'variation', 'verdicts',
  ];

  constructor(controller) {
    this.c = controller;
  }

  /** A plain snapshot of everything a view shows. */
  get state() {
    const c = this.c;
    const s = c.session;
    const t = c.landedMoves();
    const manual = s.isManual();
    const running = c.playback.running;
    const atEnd = c.atEnd;
    const title = s.title();
    const own = c.ownEnds;
    const ownStart = own ? s.ownStart() : null;
    const ownGoal = own ? (s.ownGoal() ?? null) : null;
    return {
      variation: c.variation.id,
      key: c.key,
      name: c.variation.name,
      title,
      discs: s.discs(),
      pins: s.pins(),
      mode: c.mode,
      speed: c.speed,
      t,
      total: c.total,
      totalText: c.totalText(),
      algorithmTotal: c.algorithmTotal,
      timelineMove: c.timelineMove(),
      manual,
      solved: s.isSolved(),
      running,
      atEnd,
      recorded: c.recorded !== null,
      imported: c.source === 'imported',
      lifted: c.lifted,
      cursor: c.cursor,
      status: c.status(),
      counter: c.counter(),
      notices: c.notices,
      positionText: s.positionText(),
      heading: present.heading({ title, discs: s.discs(), pins: s.pins(), place: c.place, source: c.source }),
      canUndo: s.canUndo(),
      canRedo: s.canRedo(),
      canBack: manual || t > 0n,
      canStep: manual ? s.canRedo() : !atEnd,
      canReset: manual || t > 0n || running,
      canSeek: c.total !== null && c.total > 0n && !own,
      canRun: !own && !c.editing,
      editing: c.editing,
      ownEnds: own,
      // Keys of the Session, and the same as people write them (null until the study module has come).
      ownStart,
      ownGoal,
      startText: c.ends.known(ownStart),
      goalText: c.ends.known(ownGoal),
    };
  }

  /** The status line, {kind, detail}. */
  status() {
    const c = this.c;
    const s = c.session;
    const t = c.landedMoves();
    const solved = s.isSolved();
    const manual = s.isManual();
    const own = c.ownEnds;
    const lifted = c.lifted;
    return present.status({
      override: c.override, running: c.playback.running, speed: c.speed,
      t, total: c.total, solved, discs: s.discs(), pins: s.pins(), place: c.place, keyboard: c.keyboard,
      mode: c.mode, manual, editing: c.editing, ownEnds: own, timelineShown: c.timelineShown,
      lifted, liftedSize: lifted === null ? null : topOf(s.position(), lifted)?.size,
      watched: solved && !manual ? c.watchedSuccess() : null,
      byHand: solved && manual && !own ? c.manualSuccess() : null,
      own: solved && own ? c.ownSuccess(c.ends.optimumKnown(c.key, s.ownStart(), s.ownGoal())) : null,
    });
  }

  /** "Solved in 15 moves: the fewest possible." (the verdict as judged, or none yet). */
  watchedSuccess() {
    return present.watchedSuccess(this.c.total, this.c.verdicts.known());
  }

  /** "Solved in 8 moves; the fewest possible is 7." */
  manualSuccess() {
    // The Session words it, against its verdict once judged (the count alone while that waits for a search).
    return this.c.session.solvedByHand(this.c.verdicts.known() !== null);
  }

  /** "Solved in 6 moves from your start; the fewest possible is 5.", against `best` (BigInt: the quick search's fewest, or null), as the Session words it. */
  ownSuccess(best) {
    return this.c.session.solvedByHand(false, best === null || best === undefined ? undefined : Number(best));
  }

  /** The hint's move while the position it was found for is on show. */
  hintShown() {
    const c = this.c;
    const hint = c.hint;
    if (!hint || c.playback.flight) return null;
    return hint.key === c.session.positionKey() ? { from: hint.from, to: hint.to } : null;
  }

  /** What the picture shows: the position, a disc in flight, and manual play's marks. */
  scene() {
    const c = this.c;
    const s = c.session;
    const flight = c.playback.flight;
    return {
      hint: c.hintShown(),
      position: flight ? flight.pre : s.position(),
      flight: flight && { disc: flight.disc, from: flight.from, to: flight.to, fromLevel: flight.fromLevel, toLevel: flight.toLevel, progress: flight.progress },
      lifted: c.lifted,
      cursor: c.cursor,
      maxSize: s.discs(),
      pile: s.tallestPile(),
    };
  }

  /** Moves made and landed: a move whose disc is still in the air is not counted yet. */
  landedMoves() {
    const c = this.c;
    const t = BigInt(c.session.movesMade());
    return c.playback.flight?.moves ? t - 1n : t;
  }

  /** The solution's move the timeline stands at: where play by hand began, in manual play. */
  timelineMove() {
    const c = this.c;
    return c.session.isManual() ? c.manualBase : c.landedMoves();
  }

  /** The move counter: {label, text}. */
  counter() {
    const c = this.c;
    return present.counter(c.landedMoves(), c.session.isManual(), c.total);
  }

  totalText() {
    return present.totalText(this.c.total);
  }

  /** A line under the total: how long it would take, or where the moves come from. */
  totalNote() {
    return present.totalNote(this.c.total, this.c.source, this.c.algorithmTotal);
  }
}
