// The embed's side of the postMessage protocol (protocol.js): passes the
// <hanoi-player>'s events and the page's content height to the parent
// window, and carries out the parent's commands with the element's methods
// and attributes. Nothing a parent sends can throw here: what is wrong comes
// back as an `error` message.

import {
  PLAYER_EVENTS,
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
 * @returns {{received: number, ignored: number}} counts, for tests and debugging
 */
export function startBridge(player, { origins, fit, measure = document.documentElement }) {
  const parent = window.parent;
  const counts = { received: 0, ignored: 0, posted: 0 };
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
  // Commands are done one after another, in the order they came, once the
  // player is ready (those sent earlier wait for it).
  let queue = Promise.resolve();
  window.addEventListener('message', (event) => {
    if (event.source !== parent || !acceptsOrigin(origins, event.origin)) {
      counts.ignored += 1;
      return;
    }
    const parsed = parseCommand(event.data);
    if (parsed === null) {
      counts.ignored += 1;
      return;
    }
    counts.received += 1;
    if (parsed.error) return post(parsed.error);
    const { command } = parsed;
    const fail = (text) => post(errorMessage({ id: command.id, command: command.type, message: text }));
    queue = queue.then(async () => {
      try {
        await player.ready;
      } catch (error) {
        return fail(`The player could not start: ${errorText(error)}`);
      }
      try {
        post(replyMessage(command, await run(player, command)));
      } catch (error) {
        fail(errorText(error));
      }
    });
  });

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
      seek(player, command.t);
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

function seek(player, t) {
  const { total } = player.state;
  if (total !== null && total !== undefined && BigInt(t) > BigInt(total)) {
    throw new Error(`Move ${t} is past the end: the solution has ${total} ${total === 1n ? 'move' : 'moves'}`);
  }
  player.seek(t);
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
