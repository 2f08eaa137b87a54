// The embed's side of the postMessage protocol (protocol.js): passes the
// <hanoi-player>'s events and the page's content height to the parent
// window, and carries out the parent's commands with the element's methods
// and attributes. Nothing a parent sends can throw here: what is wrong comes
// back as an `error` message.

import {
  PLAYER_EVENTS,
  MOST_WAITING,
  isOurs,
  idOf,
  typeOf,
  busyMessage,
  parseCommand,
  replyMessage,
  errorMessage,
  eventMessage,
  heightMessage,
  message,
  stateToJSON,
  errorText,
  acceptsOrigin,
  targetOrigins,
} from './protocol.js';

/**
 * Starts the protocol for `player` in this window.
 * @param {HTMLElement} player  the <hanoi-player>
 * @param {{origins: string[]|null, fit: 'frame'|'content', measure?: Element}} options
 * @returns {{received: number, ignored: number, refused: number, posted: number}} counts, for tests and debugging
 *   (refused: commands turned away because MOST_WAITING were waiting)
 */
export function startBridge(player, { origins, fit, measure = document.documentElement }) {
  const parent = window.parent;
  const counts = { received: 0, ignored: 0, refused: 0, posted: 0 };
  // A page opened on its own (not in a frame) has nobody to talk to.
  if (!parent || parent === window) return counts;

  const post = (data) => {
    for (const target of targetOrigins(origins)) {
      try {
        parent.postMessage(data, target);
        counts.posted += 1;
      } catch (error) {
        console.warn('hanoi embed: could not post a message', error);
      }
    }
  };

  // ---- the content's height, now and after every change
  let lastHeight = null;
  const sendHeight = () => {
    const height = Math.ceil(measure.getBoundingClientRect().height);
    if (height === lastHeight || height <= 0) return;
    lastHeight = height;
    post(heightMessage(height, fit));
  };
  if (typeof ResizeObserver === 'function') new ResizeObserver(sendHeight).observe(measure);
  sendHeight();

  // ---- commands
  // Commands are read and done one after another, in the order they came,
  // once the player is ready (those sent earlier wait for it; they are
  // read then, as the engine quotes what they say). A command that comes
  // is only put in line; the line is worked through after the messages
  // already posted to this window (a message this window posts itself,
  // which comes after them), so that a flood finds the line full: at most
  // MOST_WAITING wait, and the rest are refused as they come, at the cost
  // of the refusal alone (100,000 commands at once once kept the embed
  // busy for a minute).
  const line = [];
  let working = false;
  let called = false; // a message to work through the line is on its way
  // Only this window's own code posts to it (event.source === window; a
  // parent's message has the parent as its source), so a plain word will do.
  const WORK = 'hanoi-embed: work through the line';
  window.addEventListener('message', (event) => {
    if (event.source === window && event.data === WORK) {
      called = false;
      workThrough();
      return;
    }
    if (event.source !== parent || !acceptsOrigin(origins, event.origin) || !isOurs(event.data)) {
      counts.ignored += 1;
      return;
    }
    counts.received += 1;
    if (line.length >= MOST_WAITING) {
      counts.refused += 1;
      return post(busyMessage(event.data));
    }
    line.push(event.data);
    if (!working && !called) {
      called = true;
      window.postMessage(WORK, '*');
    }
  });

  /**
   * Does the commands in line, in order, until none is left. Each is
   * answered once and leaves the line, whatever happens while it is done
   * (what obey() did not foresee, a trap in the engine say, is its error).
   */
  async function workThrough() {
    if (working) return;
    working = true;
    try {
      while (line.length > 0) {
        const data = line[0];
        try {
          await obey(data);
        } catch (error) {
          answerFailure(data, error);
        } finally {
          line.shift();
        }
      }
    } finally {
      working = false;
    }
  }

  /** Answers a command that failed unforeseen with its error (never throwing: the line goes on). */
  function answerFailure(data, error) {
    try {
      post(errorMessage({ id: idOf(data), command: typeOf(data), message: errorText(error) }));
    } catch (failure) {
      console.error('hanoi embed: a command could not be answered', failure);
    }
  }

  /** Reads and does one command of ours, and answers it. */
  async function obey(data) {
    try {
      await player.ready;
    } catch (error) {
      return post(errorMessage({ id: idOf(data), command: typeOf(data), message: `The player could not start: ${errorText(error)}` }));
    }
    const parsed = parseCommand(data, player.engine.quote);
    if (parsed.error) return post(parsed.error);
    const { command } = parsed;
    try {
      post(replyMessage(command, await run(player, command)));
    } catch (error) {
      post(errorMessage({ id: command.id, command: command.type, message: errorText(error) }));
    }
  }

  // ---- events
  player.ready.then(
    () => {
      for (const type of PLAYER_EVENTS) {
        player.addEventListener(type, (event) => post(eventMessage(type, event.detail)));
      }
      post(message('ready', { state: stateToJSON(player.state) }));
      sendHeight();
    },
    (error) => post(errorMessage({ message: `The player could not start: ${errorText(error)}` })),
  );
  return counts;
}

/** Does one checked command (protocol.js's parseCommand) on a ready player; resolves to the state after it. */
async function run(player, command) {
  switch (command.type) {
    case 'play':
      player.play();
      break;
    case 'pause':
      player.pause();
      break;
    case 'step':
      player.step();
      break;
    case 'back':
      player.back();
      break;
    case 'reset':
      player.reset();
      break;
    case 'seek':
      // The core's reason for a move it refuses (past the end, far too large), and nothing changes.
      await player.seek(command.t, { strict: true });
      break;
    case 'load':
      load(player, command);
      // The element applies attributes set together in one microtask, queued
      // as they were set: after this one, the state is the new one.
      await Promise.resolve();
      break;
    case 'get-state':
      break;
    default:
      throw new Error(`Unknown command "${command.type}"`);
  }
  return player.state;
}

/**
 * New settings, checked strictly by the core first (an unknown variation or a
 * number of discs out of range is an error, and nothing changes), then set as
 * the element's attributes, together.
 */
function load(player, { variation, discs, pins, mode, speed }) {
  const engine = player.engine;
  const state = player.state;
  const attributes = {};
  if (variation !== undefined || discs !== undefined || pins !== undefined) {
    // Another variation keeps discs and pins where it allows them (as the page's menu does)...
    const base = engine.switchSettings(variation ?? state.variation, Number(state.discs), Number(state.pins));
    // ...and what is given must be allowed as it is.
    const checked = engine.checkSettings(base.variation, discs ?? String(base.discs), pins ?? String(base.pins));
    attributes.variation = checked.variation;
    attributes.discs = String(checked.discs);
    attributes.pins = String(checked.pins);
  }
  if (mode !== undefined) attributes.mode = mode;
  if (speed !== undefined) attributes.speed = speed;
  for (const [name, value] of Object.entries(attributes)) player.setAttribute(name, value);
}
