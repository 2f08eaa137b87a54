// Long runs of the playground in headless Chromium, for make bench: memory
// must stay flat however long the page runs.
//   1. 10 million moves at top speed (Classic, 24 discs, speed "max").
//   2. An hour of Repeat mode (Classic, 5 discs, the default speed), in
//      virtual time: the DevTools protocol runs the page's clock and timers
//      ahead, and animation frames come from a 16 ms timer (headless
//      Chromium draws no frames in virtual time), so the page's own work
//      for an hour is done in seconds.
// Memory is read through the DevTools protocol after a forced garbage
// collection (the JS heap) and from the engine's wasm memory; figures only,
// nothing here passes or fails.
import { launchBrowser, startServer } from '../tests/e2e/harness.mjs';

const TARGET_MOVES = 10_000_000n;
const HOUR_MS = 3_600_000;
const WARM_UP_MS = 300_000;
const MB = (bytes) => `${(bytes / 1048576).toFixed(1)} MB`;

/** {heap, wasm} in bytes and the page's DOM nodes, after a full garbage collection. */
async function memory(page, cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { nodes } = await cdp.send('Memory.getDOMCounters');
  // The page's own instance: the module is already initialised, so init returns its exports.
  const wasm = await page.evaluate(async () => (await (await import('/pkg/hanoi_wasm.js')).default()).memory.buffer.byteLength);
  return { heap: usedSize, wasm, nodes };
}

const shown = (m) => `JS heap ${MB(m.heap)}, wasm memory ${MB(m.wasm)}, ${m.nodes} DOM nodes`;

/** Runs the page's clock `ms` ahead in virtual time. */
async function ahead(cdp, ms) {
  const expired = new Promise((resolve) => cdp.once('Emulation.virtualTimeBudgetExpired', resolve));
  await cdp.send('Emulation.setVirtualTimePolicy', { policy: 'advance', budget: ms });
  await expired;
}

async function open(browser, url, { timerFrames = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  if (timerFrames) {
    await page.addInitScript(() => {
      window.requestAnimationFrame = (callback) => setTimeout(() => callback(performance.now()), 16);
      window.cancelAnimationFrame = (id) => clearTimeout(id);
    });
  }
  const cdp = await context.newCDPSession(page);
  await page.goto(url);
  await page.waitForFunction(() => document.querySelector('hanoi-player')?.state);
  return { context, page, cdp };
}

async function topSpeed(browser, server) {
  const { context, page, cdp } = await open(browser, `${server.url}/?variation=classic&discs=30&speed=max`);
  try {
    await page.evaluate(() => document.querySelector('hanoi-player').play());
    const movesNow = async () => BigInt(await page.evaluate(() => String(document.querySelector('hanoi-player').state.t)));
    await page.waitForFunction(() => document.querySelector('hanoi-player').state.t >= 100000n, null, { timeout: 60_000 });
    const started = { t: await movesNow(), at: performance.now(), memory: await memory(page, cdp) };
    await page.waitForFunction((target) => document.querySelector('hanoi-player').state.t >= BigInt(target), String(TARGET_MOVES), {
      timeout: 600_000,
      polling: 500,
    });
    const t = await movesNow();
    const seconds = (performance.now() - started.at) / 1000;
    const end = await memory(page, cdp);
    console.log(
      `long run, top speed: ${t} moves of Classic 30 in the page, ${((Number(t - started.t) / seconds) / 1e6).toFixed(2)} M moves/s;` +
        ` after 100,000 moves ${shown(started.memory)}; after ${t} ${shown(end)}`,
    );
  } finally {
    await context.close();
  }
}

async function repeatHour(browser, server) {
  const { context, page, cdp } = await open(browser, `${server.url}/?variation=classic&discs=5&mode=repeat`, {
    timerFrames: true,
  });
  try {
    // Counts the moves shown and the solutions completed, over and over.
    await page.evaluate(() => {
      const player = document.querySelector('hanoi-player');
      window.longRun = { solved: 0, moves: 0 };
      player.addEventListener('move', () => (window.longRun.moves += 1));
      player.addEventListener('solved', () => (window.longRun.solved += 1));
      player.play();
    });
    // The first minutes warm up caches and compiled code (about 0.4 MB of heap).
    await ahead(cdp, WARM_UP_MS);
    const start = await memory(page, cdp);
    const before = await page.evaluate(() => ({ ...window.longRun }));
    const wall = performance.now();
    await ahead(cdp, HOUR_MS);
    const seconds = (performance.now() - wall) / 1000;
    const after = await page.evaluate(() => window.longRun);
    const run = { moves: after.moves - before.moves, solved: after.solved - before.solved };
    const end = await memory(page, cdp);
    console.log(
      `long run, Repeat mode: an hour of Classic 5 at the default speed in ${seconds.toFixed(0)} s of real time:` +
        ` ${run.moves} moves, ${run.solved} solutions; after ${WARM_UP_MS / 60000} minutes' warm-up ${shown(start)};` +
        ` an hour later ${shown(end)}`,
    );
  } finally {
    await context.close();
  }
}

const server = await startServer();
const browser = await launchBrowser();
try {
  await topSpeed(browser, server);
  await repeatHour(browser, server);
} finally {
  await browser.close();
  await server.close();
}
