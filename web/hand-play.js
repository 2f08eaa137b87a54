// Playing by hand: a pin picked (clicked, tapped, typed or chosen with the
// keyboard's cursor) lifts a disc, moves it, puts it back or, while
// arranging, puts it where it is allowed to rest; undo and redo. What a pick
// means is manual-input.js's; whether it is allowed is the core's (the
// Session's liftError, tryMove, arrange); this says what happened. DOM-free.
//
// It is given the controller (controller.js) and uses of it only what
// `uses` lists (its unit test checks the list against the code); it calls
// every command through the controller, its own job's too, so that a
// subclass's overrides (the weighted controller's) apply wherever called.

import { topOf } from './playback.js';
import { message, capitalise } from './words.js';
import { notRestarted } from './engine.js';
import * as present from './present.js';

export class HandPlay {
  /** What it uses of the controller, besides its own job's commands (JOBS). */
  static uses = [
    'announce', 'changed', 'clearTimer', 'cursor', 'emit', 'input', 'lifted', 'logKeeper', 'manualBase',
    'mode', 'override', 'place', 'playback', 'reportIfSolved', 'session', 'settle',
  ];

  constructor(controller) {
    this.c = controller;
  }

  /** A pin was clicked, tapped, typed or chosen with the keyboard. */
  pick(pin) {
    const c = this.c;
    const s = c.session;
    if (!Number.isInteger(pin) || pin < 0 || pin >= s.pins()) return;
    c.clearTimer();
    c.override = null;
    if (c.playback.busy) c.playback.pause();
    c.mode = 'manual';
    const picked = c.input.pick(pin);
    if (picked.kind === 'lift') {
      // The core says whether the pin has a disc to lift, and if not why.
      const reason = s.liftError(pin);
      if (reason !== undefined) {
        c.refuse(pin, null, reason);
      } else {
        c.input.lift(pin);
        const disc = topOf(s.position(), pin);
        c.announce(`Disc ${disc.size} lifted from ${c.place} ${pin + 1}. Choose the ${c.place} to put it on.`);
      }
    } else if (picked.kind === 'putBack') {
      c.announce(`Disc put back on ${c.place} ${pin + 1}.`);
    } else if (picked.kind === 'arrange') {
      c.rearrange(picked.from, picked.to);
    } else {
      c.drop(picked.from, picked.to);
    }
    c.changed();
    c.emit('scene');
  }

  /** Arranging by hand: the lifted disc put on `to` as it is, if the core says the discs may rest so. */
  rearrange(from, to) {
    const c = this.c;
    const s = c.session;
    try {
      s.arrange(from, to);
    } catch (error) {
      return c.refuse(from, to, message(notRestarted(error)));
    }
    c.logKeeper.restart();
    const disc = topOf(s.position(), to);
    c.announce(`Disc ${disc.size} put on ${c.place} ${to + 1}. ${s.positionText()}.`);
  }

  /** The lifted disc put on `to`: a move, if the core allows it. */
  drop(from, to) {
    const c = this.c;
    const s = c.session;
    const wasManual = s.isManual();
    const before = BigInt(s.movesMade());
    try {
      s.tryMove(from, to);
    } catch (error) {
      return c.refuse(from, to, message(notRestarted(error)));
    }
    if (!wasManual) c.manualBase = before;
    const t = BigInt(s.movesMade());
    const disc = topOf(s.position(), to);
    c.logKeeper.madeByHand(from, to, before, t);
    c.emit('move', { from, to, disc, t, count: 1, byHand: true });
    if (!c.reportIfSolved(true)) c.announce(`Disc ${disc.size} from ${c.place} ${from + 1} to ${c.place} ${to + 1}. ${s.positionText()}.`);
  }

  /** A lift or move the core refused, for its `reason`: in the status, an `illegal` event, said. */
  refuse(from, to, reason) {
    const c = this.c;
    c.override = { kind: 'invalid', detail: capitalise(reason) };
    c.emit('illegal', { from, to, reason });
    c.announce(`Refused: ${reason}.`);
  }

  /** Escape: the lifted disc goes back. */
  putBack() {
    const c = this.c;
    const pin = c.input.putBack();
    if (pin === null) return false;
    c.override = null;
    c.announce(`Disc put back on ${c.place} ${pin + 1}.`);
    c.changed();
    c.emit('scene');
    return true;
  }

  /** Points the keyboard's pin cursor `delta` pins on (or at pin `to`), and says what is there. */
  moveCursor(delta, to = null) {
    const c = this.c;
    c.announce(c.describePin(c.input.moveCursor(delta, to, c.session.pins())));
    c.emit('scene');
    c.changed();
  }

  /** Picks the pin under the keyboard's cursor (shows the cursor first if hidden). */
  pickCursor() {
    const c = this.c;
    if (c.cursor === null) c.moveCursor(0);
    else c.pick(c.cursor);
  }

  hideCursor() {
    if (this.c.input.hideCursor()) this.c.emit('scene');
  }

  /** "Pin 4 of 12: discs 3 2 1." */
  describePin(pin) {
    const c = this.c;
    const s = c.session;
    return present.describePin({ place: c.place, pin, pins: s.pins(), stack: s.position().pins[pin], lifted: c.lifted });
  }

  undo() {
    const c = this.c;
    const s = c.session;
    if (!s.canUndo()) return;
    c.playback.land();
    c.settle();
    const t = BigInt(s.movesMade());
    s.undo();
    c.logKeeper.undone(t);
    c.announce(`Undone. ${s.positionText()}.`);
    c.changed();
    c.emit('scene');
  }

  redo() {
    const c = this.c;
    const s = c.session;
    if (!s.canRedo()) return;
    c.playback.land();
    c.settle();
    const [from, to] = s.redo();
    const t = BigInt(s.movesMade());
    c.logKeeper.redone(from, to, t);
    c.emit('move', { from, to, disc: topOf(s.position(), to), t, count: 1, byHand: true });
    if (!c.reportIfSolved(true)) c.announce(`Redone: ${c.place} ${from + 1} to ${c.place} ${to + 1}. ${s.positionText()}.`);
    c.changed();
    c.emit('scene');
  }
}
