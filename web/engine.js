// The puzzle engine (hanoi-core in WebAssembly), loaded once per page however
// many players it has. Each view loads its own module from www/pkg/ (the
// playground `hanoi_wasm`, the Games view `hanoi_games`, the Weighted view
// `hanoi_weighted`), so the first load carries only what that view uses; the
// exact search loads in its worker (search-worker.js). A page may start
// fetching its module's .wasm early and leave the promise in
// window.hanoiWasm (index.html does).

/** The playground's module: the player, catalogue, settings and transcripts. */
export const PLAYER_MODULE = 'hanoi_wasm';

const loading = new Map();

/** The engine's functions and classes, for a controller; what a module lacks is undefined. */
export function engineOf(glue) {
  return {
    Session: glue.Session,
    catalogue: glue.catalogue?.(),
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
      import(url).then(async (glue) => {
        await glue.default(early ? { module_or_path: early } : undefined);
        return engineOf(glue);
      }),
    );
  }
  return loading.get(name);
}
