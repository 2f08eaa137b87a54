// The puzzle engine (hanoi-core in WebAssembly), loaded once per page however
// many players it has. Each view loads its own module from www/pkg/ (the
// playground `hanoi_wasm`, the Games view `hanoi_games`, the Weighted view
// `hanoi_weighted`), so the first load carries only what that view uses. The
// playground's second module, `hanoi_study`, loads after its first frame
// (the search's estimate and quick optimum, move lists written and read,
// the state graph, the counts' growth, positions as text and random starts)
// and in the search worker (search-worker.js). A page may start fetching
// its module's .wasm early and leave the promise in window.hanoiWasm
// (index.html does).

/** The playground's first module: the player, catalogue and settings. */
export const PLAYER_MODULE = 'hanoi_wasm';
/** The playground's second module: the search, move lists, the state graph and the counts' growth. */
export const STUDY_MODULE = 'hanoi_study';

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
    quote: glue.quote,
    // The study module (the playground's second).
    searchEstimate: glue.searchEstimate,
    quickOptimum: glue.quickOptimum,
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
