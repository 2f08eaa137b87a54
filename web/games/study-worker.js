// Runs the Games view's studies of scoring play (scoring-study.js) in a
// module worker of its own, so the page stays responsive: Theorem 12's
// table and Figure 5's weight plane, each many games analysed by
// hanoi-core (through hanoi-wasm). Cancelling is terminating this worker.
//
// In:  {task: 'table', choice: {weights, end, upto}} or {task: 'plane', choice: {discs, end, w23, half}}
// Out: {type: 'progress', done, total}   (a few times a second)
//      {type: 'done', result}            (the table, or the plane's cells as a Uint8Array)
//      {type: 'error', message}

import init, { theorem12Table, weightPlaneCells } from '../../pkg/hanoi_games.js';

const PROGRESS_INTERVAL_MS = 100;

const ready = init();

self.onmessage = async ({ data }) => {
  try {
    await ready;
    let reported = -Infinity;
    const progress = ({ done, total }) => {
      const now = performance.now();
      if (now - reported >= PROGRESS_INTERVAL_MS) {
        reported = now;
        self.postMessage({ type: 'progress', done, total });
      }
    };
    const result = data.task === 'table' ? theorem12Table(data.choice, progress) : weightPlaneCells(data.choice, progress);
    self.postMessage({ type: 'done', result });
  } catch (error) {
    self.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
