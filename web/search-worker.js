// The exact search (hanoi-core's, through hanoi-wasm) in a module worker of
// its own, with the playground's second wasm module (www/pkg/hanoi_study.js,
// not part of the page's first load): it runs synchronously here, so the
// page stays responsive, and cancelling is terminating this worker.
//
// In:  {variation, discs, pins, from?, to?}   from, to: positions as the study module's positionNotation writes them (a hint)
// Out: {type: 'progress', settled, reached, total, depth}   (a few times a second)
//      {type: 'done', result}   result: {length, moves: Uint8Array, reached} or {unreachable: true, reached}
//      {type: 'error', message, trapped}   trapped: the wasm instance trapped, so this worker is done with

import init, { searchOptimum } from '../pkg/hanoi_study.js';
import { isTrap } from './engine.js';

const PROGRESS_INTERVAL_MS = 100;

const ready = init();

self.onmessage = async ({ data }) => {
  try {
    await ready;
    const { variation, discs, pins, from, to } = data;
    let reported = -Infinity;
    const result = searchOptimum(variation, discs, pins, (progress) => {
      const now = performance.now();
      if (now - reported >= PROGRESS_INTERVAL_MS) {
        reported = now;
        self.postMessage({ type: 'progress', ...progress });
      }
    }, from, to);
    self.postMessage({ type: 'done', result }, result.moves ? [result.moves.buffer] : []);
  } catch (error) {
    // After a trap the instance may be broken: the page makes a new worker for the next search.
    self.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error), trapped: isTrap(error) });
  }
};
