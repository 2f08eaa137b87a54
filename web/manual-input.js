// Play by hand, as input: the disc lifted, the keyboard's pin cursor and
// whether discs are being arranged (a drop then rearranges instead of
// moving). It decides what a pin picked means; the controller asks the core
// whether that is allowed and says what happened. DOM-free.

export class ManualInput {
  constructor() {
    this.lifted = null; // the pin whose top disc is lifted, or null
    this.cursor = null; // the pin the keyboard points at, or null (hidden)
    this.editing = false; // arranging discs by hand
  }

  /** A new puzzle: nothing lifted, no cursor, not arranging. */
  clear() {
    this.lifted = null;
    this.cursor = null;
    this.editing = false;
  }

  /**
   * What picking `pin` means: {kind: 'lift', pin} (the core says whether it
   * may: then lift()), {kind: 'putBack', pin}, or {kind: 'move' | 'arrange',
   * from, to}. A visible cursor follows the pin picked.
   */
  pick(pin) {
    if (this.cursor !== null) this.cursor = pin;
    if (this.lifted === null) return { kind: 'lift', pin };
    const from = this.lifted;
    this.lifted = null;
    if (from === pin) return { kind: 'putBack', pin };
    return { kind: this.editing ? 'arrange' : 'move', from, to: pin };
  }

  lift(pin) {
    this.lifted = pin;
  }

  /** The lifted disc goes back: returns its pin, or null if none was lifted. */
  putBack() {
    const pin = this.lifted;
    this.lifted = null;
    return pin;
  }

  /** The cursor `delta` pins on (or at pin `to`), within `pins`; shown first where the lifted disc is (or at pin 0). Returns it. */
  moveCursor(delta, to, pins) {
    const from = this.cursor ?? this.lifted ?? 0;
    const next = to !== null ? to : this.cursor === null ? from : from + delta;
    this.cursor = Math.max(0, Math.min(pins - 1, next));
    return this.cursor;
  }

  /** Hides the cursor; true if it was shown. */
  hideCursor() {
    const shown = this.cursor !== null;
    this.cursor = null;
    return shown;
  }
}
