// Typing a pin's number, for any number of pins. With up to 9 pins a digit
// picks its pin at once. With more, digits add up: on 12 pins "1" waits a
// moment (it may become 10, 11 or 12), "1 2" picks pin 12 at once, "1 5"
// picks pin 1 and starts again with 5, and Enter picks what was typed
// without waiting. DOM-free; the clock is passed in.

export const TYPING_WAIT_MS = 900;

export class PinTyping {
  /**
   * @param {{onPin: (pin: number) => void, later?: (fn: () => void, ms: number) => unknown,
   *   cancel?: (id: unknown) => void, wait?: number}} options  pins from 0 in onPin
   */
  constructor({ onPin, later = (fn, ms) => setTimeout(fn, ms), cancel = (id) => clearTimeout(id), wait = TYPING_WAIT_MS }) {
    this.onPin = onPin;
    this.later = later;
    this.cancel = cancel;
    this.wait = wait;
    this.typed = '';
    this.timer = null;
  }

  /** The digits typed and not yet picked ('' when none). */
  get pending() {
    return this.typed;
  }

  /** A digit key with `pins` pins; true if it means something (the caller then stops the key's default). */
  digit(d, pins) {
    if (!/^[0-9]$/.test(d)) return false;
    const extended = Number(this.typed + d);
    if (this.typed !== '' && extended > pins) {
      // Not a pin: the digits so far were a pin of their own, and d starts anew.
      this.confirm();
    }
    this.typed += d;
    const value = Number(this.typed);
    if (value < 1 || value > pins) {
      this.clear();
      return false;
    }
    this.stopTimer();
    if (value * 10 > pins) this.confirm();
    else this.timer = this.later(() => this.confirm(), this.wait);
    return true;
  }

  /** Picks the pin typed so far, if any; true if there was one. */
  confirm() {
    const value = Number(this.typed);
    const had = this.typed !== '';
    this.clear();
    if (had && value >= 1) this.onPin(value - 1);
    return had;
  }

  /** Forgets what was typed. */
  clear() {
    this.stopTimer();
    this.typed = '';
  }

  stopTimer() {
    if (this.timer !== null) this.cancel(this.timer);
    this.timer = null;
  }
}
