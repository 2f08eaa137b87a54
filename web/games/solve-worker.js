// Solves a two-player game (hanoi-core's retrograde analysis, through
// hanoi-wasm) in a module worker of its own, so the page stays responsive;
// the page plays on the analysis it sends back (GameSession.fromLabels).
// Cancelling is terminating this worker.
//
// In:  the game's choice {game, ...}: its id and each of its parameters by name
// Out: {type: 'progress', phase, done, total}   (a few times a second)
//      {type: 'done', solved}   solved: {ranks, kinds, remoteness, cut, moves, gsg?}
//        (gsg: an impartial game's generalized Sprague–Grundy values, {labels, counters, sets})
//      {type: 'error', message}

import init, { solveGame } from '../../pkg/hanoi_games.js';

const PROGRESS_INTERVAL_MS = 100;

const ready = init();

self.onmessage = async ({ data }) => {
  try {
    await ready;
    let reported = -Infinity;
    const solved = solveGame(data, (progress) => {
      const now = performance.now();
      if (now - reported >= PROGRESS_INTERVAL_MS) {
        reported = now;
        self.postMessage({ type: 'progress', ...progress });
      }
    });
    const buffers = [solved.ranks.buffer, solved.kinds.buffer, solved.remoteness.buffer];
    if (solved.gsg) buffers.push(solved.gsg.labels.buffer, solved.gsg.counters.buffer, solved.gsg.sets.buffer);
    self.postMessage({ type: 'done', solved }, buffers);
  } catch (error) {
    self.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
