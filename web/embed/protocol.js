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

import { MODES, MIN_SPEED, MAX_FINITE_SPEED, parseMode, speedText } from '../options.js';

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

/** A value quoted for a message: JSON where it can be, else its type. */
export function describe(value) {
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  if (value === undefined) return 'undefined';
  try {
    const text = JSON.stringify(value);
    if (text === undefined) return typeof value;
    return text.length > 60 ? `${text.slice(0, 57)}...` : text;
  } catch {
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

/**
 * Reads a message that came in. Returns null when it is not ours (ignore it),
 * else {command} (checked and normalised: {type, id?, ...fields as text})
 * or {error} (the `error` message to send back).
 */
export function parseCommand(data) {
  if (!isOurs(data)) return null;
  let id;
  if ('id' in data && data.id !== undefined && data.id !== null) {
    if (typeof data.id === 'string' || (typeof data.id === 'number' && Number.isFinite(data.id))) id = data.id;
    else return { error: errorMessage({ message: `id must be a string or a number, not ${describe(data.id)}` }) };
  }
  const type = typeof data.type === 'string' ? data.type : undefined;
  const fail = (message) => ({ error: errorMessage({ id, command: type, message }) });
  if (data.version !== VERSION) {
    return fail(`Unsupported protocol version ${describe(data.version)}: this embed speaks version ${VERSION}`);
  }
  if (type === undefined) return fail(`A command needs a type (one of ${COMMANDS.join(', ')}), not ${describe(data.type)}`);
  if (!Object.hasOwn(COMMAND_FIELDS, type)) return fail(`Unknown command ${describe(type)}: the commands are ${COMMANDS.join(', ')}`);
  const fields = COMMAND_FIELDS[type];
  const extra = Object.keys(data).filter((key) => !ENVELOPE.includes(key) && !fields.includes(key));
  if (extra.length > 0) {
    const takes = fields.length === 0 ? 'takes no fields' : `takes ${fields.join(', ')}`;
    return fail(`${type} ${takes}, not ${extra.map((key) => describe(key)).join(', ')}`);
  }
  const command = { type };
  if (id !== undefined) command.id = id;
  if (type === 'seek') {
    const t = wholeNumberText(data.t);
    if (t === null) return fail(`seek needs t, a move number (a whole number ≥ 0, or its decimal string), not ${describe(data.t)}`);
    command.t = t;
  }
  if (type === 'load') {
    const given = fields.filter((key) => data[key] !== undefined && data[key] !== null);
    if (given.length === 0) return fail(`load needs at least one of ${fields.join(', ')}`);
    for (const key of given) {
      const checked = checkLoadField(key, data[key]);
      if (checked.message) return fail(checked.message);
      command[key] = checked.value;
    }
  }
  return { command };
}

/** One field of `load`: {value} as text for the player's attribute, or {message}. */
function checkLoadField(key, value) {
  switch (key) {
    case 'variation':
      if (typeof value === 'string' && value.trim() !== '') return { value: value.trim() };
      return { message: `load's variation is a catalogue name or id (a string), not ${describe(value)}` };
    case 'discs':
    case 'pins': {
      const text = wholeNumberText(value);
      if (text !== null) return { value: text };
      return { message: `load's ${key} is a whole number ≥ 0, not ${describe(value)}` };
    }
    case 'mode': {
      const parsed = typeof value === 'string' && value.trim() !== '' ? parseMode(value, describe) : { notice: true };
      if (!parsed.notice) return { value: parsed.mode };
      return { message: `load's mode is one of ${MODES.map((m) => m.id).join(', ')}, not ${describe(value)}` };
    }
    case 'speed': {
      const speed = speedValue(value);
      if (speed !== null) return { value: speed };
      return { message: `load's speed is ${MIN_SPEED} to ${MAX_FINITE_SPEED} moves per second, or "max", not ${describe(value)}` };
    }
    default:
      return { message: `load takes no ${describe(key)}` };
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

/** The error thrown by the engine or the player, as a sentence. */
export function errorText(error) {
  const text = error?.message ?? String(error);
  return text || 'Something went wrong';
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
