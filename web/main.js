// Entry point of index.html and embed.html: start the wasm engine, then the
// app. Nothing heavy happens before the first frame of the tower is drawn;
// the time of that frame is recorded as the performance mark
// "hanoi:first-draw".

import init, { Session, catalogue, searchEstimate } from '../pkg/hanoi_wasm.js';
import { App } from './app.js';

function firstDraw() {
  performance.mark('hanoi:first-draw');
}

async function main() {
  performance.mark('hanoi:modules');
  try {
    // The page may have started fetching the engine already (window.hanoiWasm).
    await init(window.hanoiWasm ? { module_or_path: window.hanoiWasm } : undefined);
    performance.mark('hanoi:engine');
    const app = new App({ Session, catalogue: catalogue(), searchEstimate, onFirstDraw: firstDraw });
    app.start(location.search);
    // For the console and for tests: the live app.
    window.hanoi = app;
  } catch (error) {
    // Never a blank page: say what went wrong where the status goes.
    console.error(error);
    const status = document.getElementById('status');
    if (status) {
      status.dataset.kind = 'failure';
      status.textContent = `Failure: the puzzle engine could not start (${error?.message ?? error}). Try reloading the page.`;
    }
    document.documentElement.dataset.ready = 'error';
  }
}

main();
