// The timeline: move numbers that may be far beyond 2^53 on a native
// <input type=range>. Up to RESOLUTION moves one slider step is one move;
// beyond that the slider holds a fraction, and move numbers are computed
// exactly with BigInt, rounding to the nearest move. The keys always step
// by whole moves (the browser's own stepping would move by a fraction), so
// the mapping and the keys are here, apart from the element that shows them.

export const RESOLUTION = 10000;

/** a × b / c rounded to the nearest whole number (BigInts, c > 0). */
const scaleRounded = (a, b, c) => (2n * a * b + c) / (2n * c);

/** The slider's maximum for a total (BigInt): the total itself, or RESOLUTION. */
export const sliderMax = (total) => (total > BigInt(RESOLUTION) ? RESOLUTION : Number(total));

/** The slider value (a number) that stands for move t. */
export function sliderValue(t, total) {
  if (total <= BigInt(RESOLUTION)) return Number(t);
  return Number(scaleRounded(t, BigInt(RESOLUTION), total));
}

/** The move (BigInt) that slider value `value` stands for, the nearest one. */
export function moveAt(value, total) {
  const v = BigInt(Math.max(0, Math.round(Number(value) || 0)));
  if (total <= BigInt(RESOLUTION)) return v > total ? total : v;
  if (v >= BigInt(RESOLUTION)) return total;
  return scaleRounded(v, total, BigInt(RESOLUTION));
}

/**
 * The move a key takes the timeline to from move t, or null for other keys:
 * arrows one move, Page Up/Down a tenth of the way (at least one move),
 * Home and End the ends.
 */
export function keyTarget(key, t, total) {
  const page = total / 10n > 1n ? total / 10n : 1n;
  const clamp = (x) => (x < 0n ? 0n : x > total ? total : x);
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(t + 1n);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(t - 1n);
    case 'PageUp':
      return clamp(t + page);
    case 'PageDown':
      return clamp(t - page);
    case 'Home':
      return 0n;
    case 'End':
      return total;
    default:
      return null;
  }
}
