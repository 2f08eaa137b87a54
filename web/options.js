// Playback options a visitor chooses: the four modes of the original HanoiVar
// property window and the speeds. These are about how a solution is shown,
// not about any puzzle, so they live here; every fact about a puzzle comes
// from the core through the Session. DOM-free.

import { formatWhole } from './words.js';

export const MODES = [
  { id: 'wait', label: 'Wait', hint: 'stop at the end' },
  { id: 'repeat', label: 'Repeat', hint: 'start the same puzzle again after a short pause' },
  { id: 'increase', label: 'Increase n', hint: 'start again with one more disc, up to the maximum' },
  { id: 'manual', label: 'Manual', hint: 'you play: click or tap a pin, or type its number' },
];
export const DEFAULT_MODE = 'wait';

/** Steps of the speed slider, in moves per second; Infinity = as fast as possible. */
export const SPEED_STEPS = [0.5, 1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 64, 128, 256, 512, 1024, 4096, Infinity];
export const DEFAULT_SPEED = 3;
export const MIN_SPEED = 0.5;
export const MAX_FINITE_SPEED = 100000;

const MODE_ALIASES = { 'increase-n': 'increase', increase_n: 'increase', inc: 'increase', play: 'manual' };

/** "3 moves per second", "as fast as possible". */
export function describeSpeed(speed) {
  if (speed === Infinity) return 'as fast as possible';
  return `${formatWhole(speed)} ${speed === 1 ? 'move' : 'moves'} per second`;
}

/** The speed as an adverbial: "at 3 moves per second", "as fast as possible". */
export function speedPhrase(speed) {
  return speed === Infinity ? describeSpeed(speed) : `at ${describeSpeed(speed)}`;
}

/** Short form for the slider's read-out: "3/s", "max". */
export function shortSpeed(speed) {
  return speed === Infinity ? 'max' : `${formatWhole(speed)}/s`;
}

/** The speed slider step nearest to `speed` (by ratio). */
export function nearestSpeedStep(speed) {
  if (speed === Infinity) return SPEED_STEPS.length - 1;
  let best = 0;
  let bestDistance = Infinity;
  SPEED_STEPS.forEach((step, i) => {
    if (step === Infinity) return;
    const d = Math.abs(Math.log(step) - Math.log(speed));
    if (d < bestDistance) {
      best = i;
      bestDistance = d;
    }
  });
  return best;
}

/**
 * A mode from text: {mode} or {mode: default, notice}. Absent or blank: the
 * default, no notice. `quote` quotes what a visitor typed (the engine's, so
 * that every message quotes alike).
 */
export function parseMode(raw, quote) {
  if (raw === null || raw === undefined || String(raw).trim() === '') return { mode: DEFAULT_MODE };
  const key = String(raw).trim().toLowerCase();
  const id = MODE_ALIASES[key] ?? key;
  if (MODES.some((m) => m.id === id)) return { mode: id };
  const label = MODES.find((m) => m.id === DEFAULT_MODE).label;
  return { mode: DEFAULT_MODE, notice: `Unknown mode ${quote(String(raw))}: using ${label}` };
}

/**
 * A speed from text (moves per second or "max"): {speed} or {speed,
 * notice}. A number out of range is clamped to the nearest speed allowed;
 * anything else gives the default.
 */
export function parseSpeed(raw, quote) {
  if (raw === null || raw === undefined || String(raw).trim() === '') return { speed: DEFAULT_SPEED };
  const text = String(raw).trim().toLowerCase();
  if (['max', 'fastest', 'inf', 'infinity'].includes(text)) return { speed: Infinity };
  const range = `${MIN_SPEED} to ${formatWhole(MAX_FINITE_SPEED)} moves per second, or "max"`;
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(text)) {
    return { speed: DEFAULT_SPEED, notice: `The speed is ${range}, not ${quote(String(raw))}: using ${describeSpeed(DEFAULT_SPEED)}` };
  }
  const value = Number(text);
  if (value >= MIN_SPEED && value <= MAX_FINITE_SPEED) return { speed: value };
  const speed = value < MIN_SPEED ? MIN_SPEED : MAX_FINITE_SPEED;
  return { speed, notice: `The speed is ${range}, not ${quote(String(raw))}: using ${describeSpeed(speed)}` };
}

/** The speed as it is written in a URL or an attribute. */
export const speedText = (speed) => (speed === Infinity ? 'max' : String(speed));
