// The puzzle engine (hanoi-core in WebAssembly), loaded once per page however
// many players it has. Each view loads its own module from www/pkg/ (the
// playground `hanoi_wasm`, the Games view `hanoi_games`, the Sums view `hanoi_sums`, the
// Weighted view `hanoi_weighted`), so the first load carries only what that view uses. The
// playground's second module, `hanoi_study`, loads after its first frame
// (the search's estimate and quick optimum, move lists written and read,
// the state graph, the counts' growth, positions as text and random starts)
// and in the search worker (search-worker.js). A page may start fetching
// its module's .wasm early and leave the promise in window.hanoiWasm
// (index.html does).
//
// A wasm instance that traps (a RuntimeError: an out-of-bounds access, a
// panic's `unreachable`; or a stack overflow) is left in an unknown state:
// its allocator or a borrow may be half done, and later calls fail or
// answer wrongly. So the engine a page gets is restartable: after a trap
// the call throws an EngineRestarted saying so, the instance is dropped and
// the next call goes to a new one (made at once from the module already
// compiled, with a second copy of the module's glue imported beforehand).
// Objects made by the old instance (a Session) refuse further calls with an
// EngineRestarted too; their owners open them again when told (onRestart),
// which is at once, before the call that trapped returns. A caller that
// handles input catches EngineRestarted: what went wrong has been dealt
// with, and its owner says so (the player's status).

/** The playground's first module: the player, catalogue and settings. */
export const PLAYER_MODULE = 'hanoi_wasm';
/** The playground's second module: the search, move lists, the state graph and the counts' growth. */
export const STUDY_MODULE = 'hanoi_study';

const loading = new Map();

/**
 * What a call into the engine throws when its instance trapped (and a new
 * one was started), or when it went to an object of an instance that
 * trapped: not an error of the caller's input, and already dealt with.
 */
export class EngineRestarted extends Error {
  name = 'EngineRestarted';
}

/**
 * Calls `fn` and returns what it returns; an EngineRestarted thrown under
 * it ends it quietly (undefined), as input handled after a trap must: the
 * owner of what trapped has opened it again and said so.
 */
export function unlessRestarted(fn) {
  try {
    return fn();
  } catch (error) {
    if (!(error instanceof EngineRestarted)) throw error;
    return undefined;
  }
}

/** A refusal caught is the core's reason, returned; an engine started afresh under the call is not, and goes on up. */
export function notRestarted(error) {
  if (error instanceof EngineRestarted) throw error;
  return error;
}

/** The engine's functions and classes, for a controller; what a module lacks is undefined. */
export function engineOf(glue) {
  return {
    Session: glue.Session,
    catalogue: glue.catalogue?.(),
    findVariation: glue.findVariation,
    resolveSettings: glue.resolveSettings,
    switchSettings: glue.switchSettings,
    checkSettings: glue.checkSettings,
    quote: glue.quote,
    // The study module (the playground's second).
    searchEstimate: glue.searchEstimate,
    movesCommand: glue.movesCommand,
    quickOptimum: glue.quickOptimum,
    compareMoves: glue.compareMoves,
    readTranscript: glue.readTranscript,
    writeTranscript: glue.writeTranscript,
    transcriptLimit: glue.transcriptLimit,
    stateGraph: glue.stateGraph,
    graphLimit: glue.graphLimit,
    pathKeys: glue.pathKeys,
    positionNotation: glue.positionNotation,
    growthCounts: glue.growthCounts,
    readEnds: glue.readEnds,
    randomPosition: glue.randomPosition,
    // Two-player games (the Games view).
    GameSession: glue.GameSession,
    gameKinds: glue.gameKinds,
    resolveGame: glue.resolveGame,
    checkGame: glue.checkGame,
    fallbackGame: glue.fallbackGame,
    // "Start from…" (web/games/start-from.js).
    randomGameStart: glue.randomGameStart,
    gameArrangement: glue.gameArrangement,
    rearrangeGameStart: glue.rearrangeGameStart,
    deltaMeaning: glue.deltaMeaning,
    // Scoring play's Figure 5 (the plane's region and words; its cells are computed in web/games/study-worker.js).
    weightPlaneFacts: glue.weightPlaneFacts,
    scoringStudyDefaults: glue.scoringStudyDefaults,
    // Sums of impartial games (the Sums view; its sessions live in web/sums/sum-worker.js).
    checkSum: glue.checkSum,
    defaultSum: glue.defaultSum,
    // The weighted puzzle (the Weighted view).
    resolveWeighted: glue.resolveWeighted,
    checkWeighted: glue.checkWeighted,
    weightedPresets: glue.weightedPresets,
    weightedPreset: glue.weightedPreset,
    weightedPegs: glue.weightedPegs,
    WeightedSession: glue.WeightedSession,
  };
}

/** Whether `error`, thrown out of a wasm call, means its instance trapped and may be broken. */
export function isTrap(error) {
  return (
    (typeof WebAssembly !== 'undefined' && error instanceof WebAssembly.RuntimeError) ||
    (error instanceof RangeError && /call stack/i.test(error.message))
  );
}

const isClass = (value) => typeof value === 'function' && /^class\b/.test(Function.prototype.toString.call(value));
const NOT_EXPORTS = new Set(['default', 'initSync']);

/**
 * A restartable engine over copies of one module's glue.
 * @param {object} first  the glue, instantiated
 * @param {() => Promise<() => object>} nextCopy  imports another copy of the
 *   glue; resolves to a function that instantiates it, synchronously, and
 *   returns it
 * @returns {object} the engine (engineOf's fields, the same functions
 *   whatever instance is behind them), with `onRestart(listener)` (returns
 *   a function that stops listening), `restarts`, how many there were, and
 *   spareReady()
 */
export function restartableEngine(first, nextCopy) {
  let glue = first;
  let spare = null; // {ready: instantiate function | null, failed: error | null}
  const listeners = new Set();
  const retired = new WeakSet(); // glue copies whose instance trapped
  let restarts = 0;

  const prepareSpare = () => {
    const slot = { ready: null, failed: null, settled: null };
    spare = slot;
    slot.settled = nextCopy().then(
      (instantiate) => void (slot.ready = instantiate),
      (error) => void (slot.failed = error),
    );
    return slot;
  };

  /**
   * A new instance from the spare copy, in place of the one that trapped;
   * then the owners of objects of the old one open them again (at once, so
   * that the rest of the call that trapped already finds the new ones).
   */
  const startSpare = () => {
    const instantiate = spare.ready;
    prepareSpare();
    try {
      glue = guardClasses(instantiate());
    } catch (error) {
      console.error('hanoi: the puzzle engine could not start again', error);
      return;
    }
    for (const listener of [...listeners]) {
      try {
        listener();
      } catch (error) {
        console.error(error);
      }
    }
  };

  /** Drops the instance that trapped; the next call goes to a new one. */
  const restart = () => {
    retired.add(glue);
    restarts += 1;
    const slot = spare && !spare.failed ? spare : prepareSpare();
    if (slot.ready) return startSpare();
    // No spare yet (only just after the first load): the new instance starts when it comes.
    slot.settled.then(() => {
      if (retired.has(glue) && spare === slot && slot.ready) startSpare();
    });
  };

  /** The glue of the live instance; while a new one is coming, an error saying so. */
  const current = () => {
    if (!retired.has(glue)) return glue;
    if (spare?.ready) {
      startSpare();
      if (!retired.has(glue)) return glue;
    }
    if (!spare || spare.failed) prepareSpare();
    throw new EngineRestarted('the puzzle engine is starting again after an error: try again in a moment');
  };

  /** Calls `fn` on the live glue; a trap restarts the engine and becomes a plain Error. */
  const guarded = (fn) => {
    const used = current();
    try {
      return fn(used);
    } catch (error) {
      if (!isTrap(error)) throw error;
      if (used === glue && !retired.has(used)) restart();
      throw new EngineRestarted(`the puzzle engine failed (${error.message}) and was started afresh`, { cause: error });
    }
  };

  // The classes' methods and statics are guarded on each copy's own class,
  // so that a Session keeps the instance it was made by.
  const guardedCopies = new WeakSet();
  function guardClasses(copy) {
    if (guardedCopies.has(copy)) return copy;
    guardedCopies.add(copy);
    for (const [name, value] of Object.entries(copy)) {
      if (NOT_EXPORTS.has(name) || !isClass(value)) continue;
      const proto = value.prototype;
      // Symbols too: the glue's [Symbol.dispose] is its free().
      for (const key of Reflect.ownKeys(proto)) {
        const descriptor = Object.getOwnPropertyDescriptor(proto, key);
        if (key === 'constructor' || typeof descriptor.value !== 'function') continue;
        const method = descriptor.value;
        proto[key] = function (...args) {
          if (retired.has(copy)) {
            if (key === 'free' || key === Symbol.dispose) return undefined; // its memory went with the instance
            throw new EngineRestarted('the puzzle engine was started afresh after an error: this puzzle must be opened again');
          }
          try {
            return method.apply(this, args);
          } catch (error) {
            if (isTrap(error) && copy === glue && !retired.has(copy)) {
              restart();
              throw new EngineRestarted(`the puzzle engine failed (${error.message}) and was started afresh`, { cause: error });
            }
            throw error;
          }
        };
      }
    }
    return copy;
  }
  guardClasses(first);

  // The same functions and classes whatever instance is behind them.
  const facade = {};
  for (const [name, value] of Object.entries(first)) {
    if (NOT_EXPORTS.has(name) || typeof value !== 'function') continue;
    if (isClass(value)) {
      facade[name] = new Proxy(value, {
        construct: (_, args) => guarded((g) => new g[name](...args)),
        get: (_, key) => {
          const member = current()[name][key];
          if (typeof member !== 'function' || key === 'prototype') return member;
          return (...args) => guarded((g) => g[name][key](...args));
        },
      });
    } else {
      facade[name] = (...args) => guarded((g) => g[name](...args));
    }
  }
  const engine = engineOf(facade);
  engine.onRestart = (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  Object.defineProperty(engine, 'restarts', { get: () => restarts });
  /** Resolves once a spare copy is ready for the next restart (for tests). */
  engine.spareReady = () => (spare ?? (prepareSpare(), spare)).settled;
  // The spare copy once the page is idle, after its first frame.
  (globalThis.requestIdleCallback ?? setTimeout)(() => spare ?? prepareSpare());
  return engine;
}

/** Compiles a module's .wasm from its response (or a promise of one), as the glue would. */
async function compile(response) {
  response = await response;
  if (!response.ok) throw new Error(`failed to fetch Wasm: ${response.status} ${response.statusText} fetching '${response.url}'`);
  try {
    return await WebAssembly.compileStreaming(response.clone());
  } catch (error) {
    // A server that does not say application/wasm: compile the bytes (slower).
    if (response.headers.get('Content-Type') === 'application/wasm') throw error;
    return WebAssembly.compile(await response.arrayBuffer());
  }
}

/**
 * Resolves to the engine of module `name` once it has loaded (the same
 * promise for every caller). The page's early fetch is used when it is of
 * this module's .wasm.
 */
export function loadEngine(name = PLAYER_MODULE) {
  if (!loading.has(name)) {
    const url = new URL(`../pkg/${name}.js`, import.meta.url);
    const early = globalThis.hanoiWasm?.[name];
    loading.set(
      name,
      (async () => {
        const [glue, module] = await Promise.all([import(url), compile(early ?? fetch(new URL(`../pkg/${name}_bg.wasm`, import.meta.url)))]);
        await glue.default({ module_or_path: module });
        // Another copy of the glue is another ES module: its own address.
        let copies = 0;
        const nextCopy = async () => {
          const copy = await import(`${url.href}?instance=${++copies}`);
          return () => {
            copy.initSync({ module });
            return copy;
          };
        };
        return restartableEngine(glue, nextCopy);
      })(),
    );
  }
  return loading.get(name);
}
