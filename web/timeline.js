// The timeline slider: a native <input type=range> over move numbers that
// may be far beyond 2^53. Up to RESOLUTION moves, one slider step is one
// move; beyond that the slider holds a fraction and move numbers are
// computed exactly with BigInt.

export const RESOLUTION = 10000;

/** "1.8 × 10^19" for a BigInt; exact digits for small values. */
export function approximate(value) {
  const digits = value.toString();
  if (digits.length <= 6) return digits;
  const mantissa = `${digits[0]}.${digits.slice(1, 3)}`.replace(/\.?0+$/, '');
  return `${mantissa} × 10^${digits.length - 1}`;
}

export class Timeline {
  /** @param {HTMLInputElement | null} input */
  constructor(input) {
    this.input = input;
    /** @type {bigint | null} null when the total is too long to count */
    this.total = 0n;
    this.scaled = false;
  }

  /** @param {bigint | null} total */
  setTotal(total) {
    this.total = total;
    const input = this.input;
    if (!input) return;
    if (total === null) {
      this.scaled = false;
      input.min = '0';
      input.max = '0';
      input.value = '0';
      input.disabled = true;
      input.setAttribute('aria-valuetext', 'the solution is too long to count: no timeline');
      return;
    }
    this.scaled = total > BigInt(RESOLUTION);
    input.disabled = total === 0n;
    input.min = '0';
    input.max = String(this.scaled ? RESOLUTION : Number(total));
    input.step = '1';
  }

  /** Moves the thumb to move `t` (a BigInt). */
  show(t) {
    const input = this.input;
    if (!input || this.total === null) return;
    const value = this.scaled ? (t * BigInt(RESOLUTION)) / this.total : t;
    const text = String(value);
    if (input.value !== text) input.value = text;
    input.setAttribute('aria-valuetext', `move ${t} of ${this.total}`);
  }

  /** The move number the thumb stands for, as a BigInt. */
  move() {
    if (!this.input || this.total === null) return 0n;
    const value = BigInt(Math.max(0, Math.round(Number(this.input.value) || 0)));
    if (!this.scaled) return value > this.total ? this.total : value;
    if (value >= BigInt(RESOLUTION)) return this.total;
    return (value * this.total) / BigInt(RESOLUTION);
  }
}
