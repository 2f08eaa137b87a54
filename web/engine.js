// The puzzle engine (hanoi-core in WebAssembly), loaded once per page however
// many players it has. A page may start fetching the module early and leave
// the promise in window.hanoiWasm (index.html does).

import init, * as wasm from '../pkg/hanoi_wasm.js';

let loading = null;

/** The engine's functions and classes, for a controller. */
export function engineOf(glue) {
  return {
    Session: glue.Session,
    catalogue: glue.catalogue(),
    findVariation: glue.findVariation,
    resolveSettings: glue.resolveSettings,
    switchSettings: glue.switchSettings,
    checkSettings: glue.checkSettings,
    searchEstimate: glue.searchEstimate,
    quote: glue.quote,
    // Two-player games (the Games view).
    GameSession: glue.GameSession,
    gameKinds: glue.gameKinds,
    gameEndings: glue.gameEndings,
    resolveGame: glue.resolveGame,
    checkGame: glue.checkGame,
    // The weighted puzzle (the Weighted view).
    resolveWeighted: glue.resolveWeighted,
    checkWeighted: glue.checkWeighted,
    weightedPresets: glue.weightedPresets,
    weightedPreset: glue.weightedPreset,
    weightedPegs: glue.weightedPegs,
  };
}

/** Resolves to the engine once the module has loaded (the same promise for every caller). */
export function loadEngine() {
  const early = globalThis.hanoiWasm;
  loading ??= init(early ? { module_or_path: early } : undefined).then(() => engineOf(wasm));
  return loading;
}
