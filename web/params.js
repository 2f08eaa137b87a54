// The view in the URL: ?variation=reves&discs=6&pins=4&mode=wait&speed=4&t=5
// Reading it never fails: every unknown or out-of-range value falls back to
// a default and leaves a notice saying so, in words a visitor understands.
// Nothing here draws; the Session class is passed in so the rules about
// what is allowed stay in the core.

/** The four modes of the original HanoiVar property window. */
export const MODES = [
  { id: 'wait', label: 'Wait', hint: 'stop at the end' },
  { id: 'repeat', label: 'Repeat', hint: 'start the same puzzle again after a short pause' },
  { id: 'increase', label: 'Increase n', hint: 'start again with one more disc, up to the maximum' },
  { id: 'manual', label: 'Manual', hint: 'you play: click or tap a pin, or press its number' },
];
export const DEFAULT_MODE = 'wait';

/** Steps of the speed slider, in moves per second; Infinity = as fast as possible. */
export const SPEED_STEPS = [0.5, 1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 64, 128, 256, 512, 1024, 4096, Infinity];
export const DEFAULT_SPEED = 3;
export const MIN_SPEED = 0.5;
export const MAX_FINITE_SPEED = 100000;

const MODE_ALIASES = { 'increase-n': 'increase', increase_n: 'increase', inc: 'increase', play: 'manual' };

/** Same matching as the core's catalogue::find: any case, `-` and `_` alike. */
export function findVariation(catalogue, name) {
  const norm = (s) => String(s).toLowerCase().replaceAll('-', '_');
  const wanted = norm(name);
  return catalogue.find((v) => norm(v.name) === wanted || norm(v.id) === wanted) ?? null;
}

/** "3 moves per second", "as fast as possible". */
export function describeSpeed(speed) {
  if (speed === Infinity) return 'as fast as possible';
  return `${speed} ${speed === 1 ? 'move' : 'moves'} per second`;
}

/** Short form for the slider's read-out. */
export function shortSpeed(speed) {
  if (speed === Infinity) return 'max';
  return `${speed}/s`;
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

function parseSpeed(raw) {
  const text = raw.trim().toLowerCase();
  if (['max', 'fastest', 'inf', 'infinity'].includes(text)) return Infinity;
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(text)) return null;
  const value = Number(text);
  if (!(value >= MIN_SPEED && value <= MAX_FINITE_SPEED)) return null;
  return value;
}

/** A whole number from a URL value, or null. */
function parseCount(raw) {
  const text = raw.trim();
  if (!/^\d{1,9}$/.test(text)) return null;
  return Number(text);
}

function errorText(error) {
  return error instanceof Error ? error.message : String(error);
}

function capitalise(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Reads the view from a query string. Returns {variation, discs, pins, mode,
 * speed, t, notices}: `variation` a catalogue entry, `pins` a number, `t` a
 * decimal string or null; `session` a ready Session at move 0 (t is applied
 * by the caller, who can report a bad t with `session.seek`'s message).
 */
export function readView(search, catalogue, Session) {
  const query = new URLSearchParams(search);
  const notices = [];
  const get = (key) => {
    const value = query.get(key);
    return value === null || value.trim() === '' ? null : value;
  };

  // Variation.
  let variation = catalogue[0];
  const rawVariation = get('variation') ?? get('v');
  if (rawVariation !== null) {
    const found = findVariation(catalogue, rawVariation.trim());
    if (found) variation = found;
    else notices.push(`Unknown variation "${rawVariation}": showing ${variation.name}`);
  }

  // Discs, checked by the core with the variation's usual pins.
  let discs = variation.discs.default;
  const rawDiscs = get('discs') ?? get('n');
  if (rawDiscs !== null) {
    const value = parseCount(rawDiscs);
    if (value === null) {
      notices.push(`"${rawDiscs}" is not a number of discs: using ${discs}`);
    } else {
      try {
        new Session(variation.id, value, variation.pins.default).free();
        discs = value;
      } catch (error) {
        notices.push(`${capitalise(errorText(error))}: using ${discs}`);
      }
    }
  }

  // Pins, checked by the core with the chosen discs.
  let pins = variation.pins.default;
  const rawPins = get('pins') ?? get('m');
  if (rawPins !== null) {
    const value = parseCount(rawPins);
    if (value === null) {
      notices.push(`"${rawPins}" is not a number of pins: using ${pins}`);
    } else {
      try {
        new Session(variation.id, discs, value).free();
        pins = value;
      } catch (error) {
        notices.push(`${capitalise(errorText(error))}: using ${pins}`);
      }
    }
  }

  // Mode.
  let mode = DEFAULT_MODE;
  const rawMode = get('mode');
  if (rawMode !== null) {
    const key = rawMode.trim().toLowerCase();
    const id = MODE_ALIASES[key] ?? key;
    if (MODES.some((m) => m.id === id)) mode = id;
    else notices.push(`Unknown mode "${rawMode}": using ${MODES.find((m) => m.id === mode).label}`);
  }

  // Speed.
  let speed = DEFAULT_SPEED;
  const rawSpeed = get('speed');
  if (rawSpeed !== null) {
    const value = parseSpeed(rawSpeed);
    if (value === null) {
      notices.push(
        `Speed "${rawSpeed}" is not one of 0.5 to ${MAX_FINITE_SPEED} moves per second or "max": using ${describeSpeed(speed)}`,
      );
    } else {
      speed = value;
    }
  }

  // Time: validated against the session by the caller.
  const rawT = get('t');
  const t = rawT === null ? null : rawT.trim();

  return { variation, discs, pins, mode, speed, t, notices };
}

/** The query string for a view (without the leading `?`). */
export function writeView({ variation, discs, pins, mode, speed, t }) {
  const query = new URLSearchParams();
  query.set('variation', variation.id);
  query.set('discs', String(discs));
  if (!variation.pins.fixed) query.set('pins', String(pins));
  query.set('mode', mode);
  query.set('speed', speed === Infinity ? 'max' : String(speed));
  if (t !== null && t !== undefined) query.set('t', String(t));
  return query.toString();
}
