// The embed's postMessage protocol (embed.html in an iframe, a course page
// around it): what a message looks like, which commands there are, how each
// is checked, and the messages the embed sends back. DOM-free, so it runs and
// is tested under node; web/embed/bridge.js wires it to the page.
//
// Every message, both ways, is a plain object
//   { protocol: 'hanoi-playground', version: 1, type, ...payload }
// Messages without that protocol name are not for us and are ignored (a
// course page's other scripts post messages too); ours that are wrong in any
// way get an `error` back, never an exception.
//
// Commands (parent → embed; an optional `id`, a string or a number, comes
// back on the answer): play, pause, step, back, reset, get-state,
// seek {t}, load {variation, discs, pins, mode, speed}. Each is answered
// with one `reply` {command, id, state} or one `error` {command, id, message}.
// Events (embed → parent): ready {state}, statechange {state}, move, solved,
// illegal (the <hanoi-player>'s details), height {height, fit}.
//
// A parent cannot make the embed work hard: a value longer than any valid
// one is refused before it is read (MOST_FIELD_CHARS), and at most
// MOST_WAITING commands wait for the player (bridge.js refuses more at once).
// Values are quoted back as the core quotes what a user typed (the
// engine's `quote`: at most 40 characters).

import { MODES, MIN_SPEED, MAX_FINITE_SPEED, parseMode, speedText } from '../options.js';
import { capitalise } from '../words.js';

export const PROTOCOL = 'hanoi-playground';
export const VERSION = 1;

/** Commands without a payload, and those with one (the fields each takes). */
const COMMAND_FIELDS = {
  play: [],
  pause: [],
  step: [],
  back: [],
  reset: [],
  'get-state': [],
  seek: ['t'],
  load: ['variation', 'discs', 'pins', 'mode', 'speed'],
};
export const COMMANDS = Object.keys(COMMAND_FIELDS);
/** The <hanoi-player>'s events the embed passes on. */
export const PLAYER_EVENTS = ['move', 'solved', 'illegal', 'statechange'];
/** Everything the embed sends. */
export const EVENTS = ['ready', ...PLAYER_EVENTS, 'height', 'reply', 'error'];
const ENVELOPE = ['protocol', 'version', 'type', 'id'];

/**
 * The longest text (or BigInt, in digits) any field may be: longer than any
 * valid value (a move number has at most 39 digits, a variation's name a
 * few words, an id is a label), so that a longer one is refused before any
 * work is done on it (a 10-million-digit `t` once froze the embed for 7 s).
 */
export const MOST_FIELD_CHARS = 100;
/** The most commands that wait for the player at once; more are refused as they come. */
export const MOST_WAITING = 100;

const TOO_LONG = 10n ** BigInt(MOST_FIELD_CHARS);

/** Whether `value` is text or a BigInt longer than any valid field. */
export const tooLong = (value) =>
  (typeof value === 'string' && value.length > MOST_FIELD_CHARS) ||
  (typeof value === 'bigint' && (value >= TOO_LONG || value <= -TOO_LONG));

/**
 * A value quoted for a message: text with `quote` (the engine's, at most 40
 * characters), a number or a BigInt as written, else what it is.
 */
export function describe(value, quote) {
  switch (typeof value) {
    case 'string':
      // Only the start of a long text reaches the quoting, which shows less anyway.
      return quote(value.length > MOST_FIELD_CHARS ? value.slice(0, MOST_FIELD_CHARS + 1) : value);
    case 'bigint':
      return tooLong(value) ? `a BigInt of more than ${MOST_FIELD_CHARS} digits` : `${value}n`;
    case 'number':
    case 'boolean':
    case 'undefined':
      return String(value);
    case 'object':
      if (value === null) return 'null';
      return Array.isArray(value) ? 'a list' : 'an object';
    default:
      return typeof value;
  }
}

const isPlainObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/** True for a message of this protocol (of any version or type). */
export function isOurs(data) {
  return isPlainObject(data) && data.protocol === PROTOCOL;
}

/** A whole number ≥ 0 as a decimal string, from a number, a BigInt or digits; null if it is none. */
export function wholeNumberText(value) {
  if (typeof value === 'bigint') return value >= 0n ? value.toString() : null;
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? String(value) : null;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return BigInt(value.trim()).toString();
  return null;
}

/** A speed as the player's attribute takes it ("2", "0.5", "max"), or null if out of range or not a speed. */
export function speedValue(value) {
  let speed = null;
  if (typeof value === 'number') speed = value;
  else if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (text === 'max') return 'max';
    if (/^\d+(\.\d+)?$|^\.\d+$/.test(text)) speed = Number(text);
  }
  if (speed === Infinity) return 'max';
  if (speed === null || !(speed >= MIN_SPEED && speed <= MAX_FINITE_SPEED)) return null;
  return speedText(speed);
}

/** A message's id, if it is one we may send back (a short string or a finite number), else undefined. */
export function idOf(data) {
  const id = data?.id;
  if (typeof id === 'string' && !tooLong(id)) return id;
  return typeof id === 'number' && Number.isFinite(id) ? id : undefined;
}

/** A message's type, if it is a short string, else undefined. */
export const typeOf = (data) => (typeof data?.type === 'string' && !tooLong(data.type) ? data.type : undefined);

/**
 * Reads a message that came in. Returns null when it is not ours (ignore it),
 * else {command} (checked and normalised: {type, id?, ...fields as text})
 * or {error} (the `error` message to send back). `quote` quotes what the
 * parent sent, in a refusal (the engine's).
 */
export function parseCommand(data, quote) {
  if (!isOurs(data)) return null;
  const describeIt = (value) => describe(value, quote);
  let id;
  if ('id' in data && data.id !== undefined && data.id !== null) {
    id = idOf(data);
    if (id === undefined) {
      const what = tooLong(data.id) ? `${describeIt(data.id)}, longer than ${MOST_FIELD_CHARS} characters` : describeIt(data.id);
      return { error: errorMessage({ message: `id must be a string of at most ${MOST_FIELD_CHARS} characters or a number, not ${what}` }) };
    }
  }
  const type = typeOf(data);
  const fail = (message) => ({ error: errorMessage({ id, command: type, message }) });
  if (data.version !== VERSION) {
    return fail(`Unsupported protocol version ${describeIt(data.version)}: this embed speaks version ${VERSION}`);
  }
  if (type === undefined || !Object.hasOwn(COMMAND_FIELDS, type)) {
    if (typeof data.type === 'string') return fail(`Unknown command ${describeIt(data.type)}: the commands are ${COMMANDS.join(', ')}`);
    return fail(`A command needs a type (one of ${COMMANDS.join(', ')}), not ${describeIt(data.type)}`);
  }
  const fields = COMMAND_FIELDS[type];
  const extra = Object.keys(data).filter((key) => !ENVELOPE.includes(key) && !fields.includes(key));
  if (extra.length > 0) {
    const takes = fields.length === 0 ? 'takes no fields' : `takes ${fields.join(', ')}`;
    return fail(`${type} ${takes}, not ${extra.slice(0, 3).map(describeIt).join(', ')}${extra.length > 3 ? ' and more' : ''}`);
  }
  // Nothing longer than a valid value is read any further.
  const long = fields.find((key) => tooLong(data[key]));
  if (long !== undefined) {
    return fail(`${type}'s ${long} is ${describeIt(data[long])}: no valid value is longer than ${MOST_FIELD_CHARS} characters`);
  }
  const command = { type };
  if (id !== undefined) command.id = id;
  if (type === 'seek') {
    const t = wholeNumberText(data.t);
    if (t === null) return fail(`seek needs t, a move number (a whole number ≥ 0, or its decimal string), not ${describeIt(data.t)}`);
    command.t = t;
  }
  if (type === 'load') {
    const given = fields.filter((key) => data[key] !== undefined && data[key] !== null);
    if (given.length === 0) return fail(`load needs at least one of ${fields.join(', ')}`);
    for (const key of given) {
      const checked = checkLoadField(key, data[key], describeIt);
      if (checked.message) return fail(checked.message);
      command[key] = checked.value;
    }
  }
  return { command };
}

/**
 * The error for a command refused because MOST_WAITING commands are
 * waiting already: it is not read, only its id and type are sent back.
 */
export function busyMessage(data) {
  return errorMessage({
    id: idOf(data),
    command: typeOf(data),
    message: `Busy: ${MOST_WAITING} commands are waiting for the player, so this one was not done. Send the next when an answer comes`,
  });
}

/** One field of `load`: {value} as text for the player's attribute, or {message}. */
function checkLoadField(key, value, describeIt) {
  switch (key) {
    case 'variation':
      if (typeof value === 'string' && value.trim() !== '') return { value: value.trim() };
      return { message: `load's variation is a catalogue name or id (a string), not ${describeIt(value)}` };
    case 'discs':
    case 'pins': {
      const text = wholeNumberText(value);
      if (text !== null) return { value: text };
      return { message: `load's ${key} is a whole number ≥ 0, not ${describeIt(value)}` };
    }
    case 'mode': {
      const parsed = typeof value === 'string' && value.trim() !== '' ? parseMode(value, describeIt) : { notice: true };
      if (!parsed.notice) return { value: parsed.mode };
      return { message: `load's mode is one of ${MODES.map((m) => m.id).join(', ')}, not ${describeIt(value)}` };
    }
    case 'speed': {
      const speed = speedValue(value);
      if (speed !== null) return { value: speed };
      return { message: `load's speed is ${MIN_SPEED} to ${MAX_FINITE_SPEED} moves per second, or "max", not ${describeIt(value)}` };
    }
    default:
      return { message: `load takes no ${describeIt(key)}` };
  }
}

/**
 * A value as plain JSON data: BigInts as decimal strings, other non-finite
 * numbers as their names ("Infinity"), functions and undefined left out,
 * cycles and very deep nesting cut (null).
 */
export function toJSONable(value, depth = 0, seen = new WeakSet()) {
  switch (typeof value) {
    case 'bigint':
      return value.toString();
    case 'number':
      return Number.isFinite(value) ? value : String(value);
    case 'string':
    case 'boolean':
      return value;
    case 'object':
      break;
    default:
      return undefined; // functions, symbols, undefined
  }
  if (value === null || depth > 12 || seen.has(value)) return null;
  seen.add(value);
  let out;
  if (Array.isArray(value) || ArrayBuffer.isView(value)) {
    out = Array.from(value, (item) => toJSONable(item, depth + 1, seen) ?? null);
  } else {
    out = {};
    for (const [key, item] of Object.entries(value)) {
      const converted = toJSONable(item, depth + 1, seen);
      if (converted !== undefined) out[key] = converted;
    }
  }
  seen.delete(value);
  return out;
}

/** The player's state for a message: plain data, the speed in moves per second or "max". */
export function stateToJSON(state) {
  if (!state) return null;
  const json = toJSONable(state);
  if (state.speed === Infinity) json.speed = 'max';
  return json;
}

/** A message of this protocol; the envelope's fields win over the payload's. */
export function message(type, payload = {}) {
  return { ...toJSONable(payload), protocol: PROTOCOL, version: VERSION, type };
}

/** The answer to a command that was done: {command, id?, state}. */
export function replyMessage(command, state) {
  const payload = { command: command.type, state: stateToJSON(state) };
  if (command.id !== undefined) payload.id = command.id;
  return message('reply', payload);
}

/** An error: {message, command?, id?}. */
export function errorMessage({ id, command, message: text }) {
  const payload = { message: String(text) };
  if (command !== undefined) payload.command = command;
  if (id !== undefined) payload.id = id;
  return message('error', payload);
}

/** One of the player's events (its detail), as a message. */
export function eventMessage(type, detail = {}) {
  if (type === 'statechange') return message(type, { state: stateToJSON(detail?.state) });
  // The element's events number pins from 1 already, as people count them.
  return message(type, isPlainObject(detail) ? detail : {});
}

/** The embed's content height in CSS pixels (rounded up), and its layout: 'frame' or 'content'. */
export function heightMessage(height, fit) {
  return message('height', { height: Math.ceil(height), fit });
}

/** The error thrown by the engine or the player, as a sentence (the core's start in lower case). */
export function errorText(error) {
  const text = error?.message ?? String(error);
  return text ? capitalise(text) : 'Something went wrong';
}

/**
 * The origins an embed talks to, from the values of its `origin` URL
 * parameters: {origins: null} for any (none given), {origins: [...]} for
 * those given, or {origins: [], invalid: [...]} when one is not an http(s)
 * origin (then it talks to nobody: a typo must not open it to everyone).
 */
export function parseOrigins(values) {
  const given = values.map((value) => value.trim()).filter((value) => value !== '');
  if (given.length === 0) return { origins: null, invalid: [] };
  const origins = [];
  const invalid = [];
  for (const value of given) {
    let origin = null;
    try {
      const url = new URL(value);
      if (url.protocol === 'https:' || url.protocol === 'http:') origin = url.origin;
    } catch {
      origin = null;
    }
    if (origin === null) invalid.push(value);
    else if (!origins.includes(origin)) origins.push(origin);
  }
  return invalid.length > 0 ? { origins: [], invalid } : { origins, invalid };
}

/** Whether a message from `origin` may be taken, given parseOrigins()'s origins. */
export function acceptsOrigin(origins, origin) {
  return origins === null || origins.includes(origin);
}

/** Where to post: '*' when any origin is fine, else each origin allowed. */
export function targetOrigins(origins) {
  return origins === null ? ['*'] : origins;
}

/** The embed's layout from its `fit` URL parameter: 'content' (its own height) or 'frame' (fills the iframe, the default). */
export function parseFit(value) {
  return String(value ?? '').trim().toLowerCase() === 'content' ? 'content' : 'frame';
}
