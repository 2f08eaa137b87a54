// The real engine (hanoi-core in WebAssembly, as `make build` leaves it in
// www/pkg/) for unit tests under node, and a clock the tests move by hand.
import { readFileSync, existsSync } from 'node:fs';

const pkg = new URL('../../www/pkg/', import.meta.url);
if (!existsSync(new URL('hanoi_wasm.js', pkg))) {
  throw new Error('www/pkg/ is missing: run `make build` first (`make test` does)');
}

/** One of the site's wasm modules (www/pkg/NAME.js), instantiated. */
async function load(name) {
  const glue = await import(new URL(`${name}.js`, pkg));
  glue.initSync({ module: readFileSync(new URL(`${name}_bg.wasm`, pkg)) });
  return glue;
}

/** The playground's bindings, for what the engine object leaves out. */
export const glue = await load('hanoi_wasm');
/** The playground's second module: the search (also in its worker), the quick optimum, move lists. */
export const studyGlue = await load('hanoi_study');
// engine.js as built into www/js/ imports this same glue module.
const { engineOf } = await import(new URL('../../www/js/engine.js', import.meta.url));

/** The playground's engine, and its study module's. */
export const engine = engineOf(glue);
export const study = engineOf(studyGlue);
/** The Games view's and the Weighted view's modules, and their engines. */
export const gamesGlue = await load('hanoi_games');
export const weightedGlue = await load('hanoi_weighted');
/** The Sums view's module. */
export const sumsGlue = await load('hanoi_sums');
export const gamesEngine = engineOf(gamesGlue);
export const weightedEngine = engineOf(weightedGlue);

/**
 * A scheduler whose time moves only when a test says: frames come every
 * 16 ms of it, timers fire when it passes them.
 */
export function fakeClock() {
  let now = 0;
  let nextId = 1;
  const frames = new Map();
  const timers = new Map();
  const clock = {
    now: () => now,
    frame(fn) {
      const id = nextId++;
      frames.set(id, fn);
      return id;
    },
    cancelFrame: (id) => frames.delete(id),
    later(fn, ms) {
      const id = nextId++;
      timers.set(id, { at: now + ms, fn });
      return id;
    },
    cancel: (id) => timers.delete(id),
    /** Lets `ms` of time pass, frame by frame. */
    advance(ms) {
      const end = now + ms;
      while (now < end) {
        now = Math.min(end, now + 16);
        for (const [id, timer] of [...timers]) {
          if (timer.at <= now) {
            timers.delete(id);
            timer.fn();
          }
        }
        const due = [...frames];
        frames.clear();
        for (const [, fn] of due) fn(now);
      }
    },
    get pendingFrames() {
      return frames.size;
    },
  };
  return clock;
}

/** Waits for the controller's coalesced statechange (a microtask) to go out. */
export const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
