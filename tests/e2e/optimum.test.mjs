// End-to-end tests of "Is this optimal?": the exact search in a Web Worker,
// its verdict against the variation's algorithm, playing the optimal
// solution found, sizes refused up front, and Cancel. Every wait is for a
// state of the page, never a fixed sleep.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifactsDir, openApp, text, useSite, waitForMatch, waitForStatus, waitForText } from './harness.mjs';

const site = useSite();

/** Opens the app at `path` and waits until it has started. */
const open = (path, contextOptions) => openApp(site, path, contextOptions);

const searchState = (page, state, timeout = 30_000) =>
  page.waitForSelector(`#optimum[data-state="${state}"]`, { timeout });

/** The wasm modules (www/pkg/NAME_bg.wasm) the pages asked for since request `from`. */
const wasmFetched = (from) =>
  site.server.requests
    .slice(from)
    .filter((r) => !r.precache && r.path.endsWith('_bg.wasm'))
    .map((r) => r.path.replace(/^.*\/pkg\//, ''));

test('the first frame needs only the player\'s wasm module; the study module comes after it, and the search worker uses it too', async () => {
  const from = site.server.requests.length;
  const tab = await open('/?variation=reves&discs=3');
  try {
    const { page } = tab;
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('hanoi_study_bg.wasm')));
    const fetched = wasmFetched(from);
    assert.equal(fetched[0], 'hanoi_wasm_bg.wasm');
    assert.deepEqual([...new Set(fetched)].sort(), ['hanoi_study_bg.wasm', 'hanoi_wasm_bg.wasm']);
    const times = await page.evaluate(() => ({
      draw: performance.getEntriesByName('hanoi:first-draw')[0]?.startTime,
      study: performance.getEntriesByType('resource').find((e) => e.name.endsWith('hanoi_study_bg.wasm')).startTime,
    }));
    assert.ok(times.study >= times.draw, `the study module was asked for at ${times.study} ms, the first frame drawn at ${times.draw} ms`);
    await page.click('#optimum-run');
    await searchState(page, 'done');
    assert.match(await text(page, '#optimum-result'), /^Optimum: 5 moves /);
    assert.deepEqual([...new Set(wasmFetched(from))].sort(), ['hanoi_study_bg.wasm', 'hanoi_wasm_bg.wasm'], 'no other module');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('Classic with 4 discs: optimal, 15 moves, started from the keyboard', async () => {
  const tab = await open('/?variation=classic&discs=4');
  try {
    const { page } = tab;
    assert.match(await text(page, '#optimum-estimate'), /at most 81 positions/);
    await page.focus('#optimum-run');
    await page.keyboard.press('Enter');
    await searchState(page, 'done');
    const result = await text(page, '#optimum-result');
    assert.match(result, /^Optimum: 15 moves \(\d+ positions reached in .*\)\. The algorithm is optimal here\.$/);
    assert.equal(await page.isHidden('#optimum-play'), true, 'nothing shorter to play');
    assert.equal(await page.isHidden('#optimum-cancel'), true);
    assert.equal(await page.getAttribute('#optimum-result', 'role'), 'status');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('Lundon_C with 3 discs: the optimum (15) beats the algorithm (21) and plays to Success in 15 moves', async () => {
  const tab = await open('/?variation=lundon-c&discs=3&speed=max&mode=wait');
  try {
    const { page } = tab;
    assert.equal(await text(page, '#total'), '21');
    await page.click('#optimum-run');
    await searchState(page, 'done');
    assert.match(await text(page, '#optimum-result'), /^Optimum: 15 moves .*The algorithm takes 21, 6 more moves than the optimum\.$/);
    assert.equal(await text(page, '#optimum-play'), 'Play the optimal solution (15 moves)');
    await page.click('#optimum-play');
    // It runs with the usual controls, to Success.
    await waitForStatus(page, 'success');
    assert.equal(await text(page, '#time'), '15 / 15');
    assert.equal(await text(page, '#total'), '15');
    assert.match(await text(page, '#status-detail'), /^Solved in 15 moves: the fewest possible, as an exhaustive search shows\.$/);
    assert.match(await text(page, '#puzzle-title'), /optimal solution/);
    assert.equal(await page.isVisible('#optimum-playing'), true);
    assert.equal(await text(page, '#optimum-back'), 'Back to the algorithm (21 moves)');
    // Step, back and the timeline work on it too; the trace says where it came from.
    await page.click('#reset');
    await page.click('#step-forward');
    await waitForText(page, '#time', '1 / 15');
    assert.equal(await text(page, '#trace'), 'play the 15 moves of an optimal solution found by search');
    await page.$eval('#timeline', (el) => {
      el.value = '14';
      el.dispatchEvent(new Event('input'));
    });
    await waitForText(page, '#time', '14 / 15');
    await page.click('#step-forward');
    await waitForStatus(page, 'success');
    assert.equal(await text(page, '#time'), '15 / 15');
    // The log lists the moves found.
    assert.match(await text(page, '#print'), /optimal solution found by search/);
    // And back to the algorithm.
    await page.click('#optimum-back');
    await waitForText(page, '#total', '21');
    assert.equal(await page.isHidden('#optimum-playing'), true);
    assert.equal(await page.isVisible('#optimum-play'), true, 'the optimum is still on offer');
    await tab.screenshot('optimum-lundon-c');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('Reversi with 10 discs, whose dense marks would pass the page\'s limit, is searched in a table of the positions reached', async () => {
  const tab = await open('/?variation=reversi&discs=10');
  try {
    const { page } = tab;
    assert.match(
      await text(page, '#optimum-estimate'),
      /^Searches the positions it reaches for the fewest moves: at most [\d,]+ positions, kept in a table of up to 512 MB\.$/,
    );
    await page.click('#optimum-run');
    await searchState(page, 'done', 60_000);
    const result = await text(page, '#optimum-result');
    assert.match(result, /^Optimum: 106 moves \(874,580 positions reached in .*\)\. The algorithm takes 110, 4 more moves than the optimum\.$/);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('a size too large for the browser is refused up front with the estimate', async () => {
  const tab = await open('/?variation=classic&discs=40');
  try {
    const { page } = tab;
    // Every state the panel takes from here: a search started would run. (The
    // Growth panel may start its own worker once seen, so requests for the
    // worker's script say nothing about this panel.)
    await page.evaluate(() => {
      const card = document.getElementById('optimum');
      window.optimumStates = [];
      new MutationObserver(() => window.optimumStates.push(card.dataset.state)).observe(card, { attributeFilter: ['data-state'] });
    });
    assert.match(await text(page, '#optimum-estimate'), /^Too large to search here: about 1\.22\u00a0×\u00a010¹⁹ positions, [\d.]+ EB/);
    await page.click('#optimum-run');
    await searchState(page, 'refused', 2_000);
    const result = await text(page, '#optimum-result');
    assert.match(result, /about 1\.22\u00a0×\u00a010¹⁹ positions/);
    assert.match(result, /would need [\d.]+ EB, more than the 512 MB the page allows/);
    assert.match(result, /hanoi optimum classic --discs 40/);
    assert.ok(!(await page.evaluate(() => window.optimumStates)).includes('running'), 'no search was started');
    // The page goes on: a step still works.
    const time = await text(page, '#time');
    await page.click('#step-forward');
    await page.waitForFunction((t) => document.querySelector('hanoi-player').shadowRoot.getElementById('time').textContent.trim() !== t, time);
    // Beyond 64 bits of positions, the search says it cannot take the puzzle.
    await page.fill('#discs', '64');
    await page.dispatchEvent('#discs', 'change');
    await waitForMatch(page, '#optimum-estimate', /cannot take this puzzle/);
    assert.equal(await page.isDisabled('#optimum-run'), true);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('a refusal names the command line\'s search for the pins on show, not the variation\'s usual number', async () => {
  const tab = await open('/?variation=many-pin&discs=20&pins=5');
  try {
    const { page } = tab;
    await waitForMatch(page, '#optimum-estimate', /^Too large to search here/);
    await page.click('#optimum-run');
    await searchState(page, 'refused', 2_000);
    assert.match(await text(page, '#optimum-result'), /or `hanoi optimum many-pin --discs 20 --pins 5 --max-memory \d+` on the command line\.$/);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('Cancel stops a long search; the tower keeps moving during it and the page still works after', async (t) => {
  const tab = await open('/?variation=reves&discs=13&speed=8');
  try {
    const { page } = tab;
    assert.match(await text(page, '#optimum-estimate'), /at most 67,108,864 positions/);
    await page.click('#optimum-run');
    await searchState(page, 'running', 2_000);
    assert.equal(await page.isVisible('#optimum-cancel'), true);
    await waitForMatch(page, '#optimum-progress-text', /positions settled/);
    const moves = () => page.evaluate(() => window.hanoi.player.controller.session.movesMade());
    // The animation goes on while the worker searches.
    const before = BigInt(await moves());
    await page.waitForFunction(
      (b) => BigInt(window.hanoi.player.controller.session.movesMade()) > BigInt(b) + 2n && document.getElementById('optimum').dataset.state === 'running',
      String(before),
    );
    const bar = await page.$eval('#optimum-bar', (el) => [el.value, el.max]);
    assert.ok(bar[0] > 0 && bar[1] === 67108864, `the bar shows positions settled of the total (${bar})`);
    await tab.screenshot('optimum-running');
    await page.click('#optimum-cancel');
    await searchState(page, 'cancelled', 2_000);
    const result = await text(page, '#optimum-result');
    t.diagnostic(result);
    assert.match(result, /^Cancelled after [\d,]+ positions settled \(depth \d+\)\.$/);
    assert.equal(await page.isHidden('#optimum-cancel'), true);
    assert.equal(await page.isHidden('#optimum-progress'), true);
    assert.equal(await page.isEnabled('#optimum-run'), true);
    // The page still works: another puzzle, searched to the end.
    await page.selectOption('#variation', 'classic');
    await page.fill('#discs', '5');
    await page.dispatchEvent('#discs', 'change');
    await waitForText(page, '#total', '31');
    await page.click('#optimum-run');
    await searchState(page, 'done');
    assert.match(await text(page, '#optimum-result'), /^Optimum: 31 moves .*optimal here/);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('the optimum panel on a phone, dark', async () => {
  const tab = await open('/?variation=lundon-c&discs=4&t=0', {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    colorScheme: 'dark',
  });
  try {
    const { page } = tab;
    await page.tap('#optimum-run');
    await searchState(page, 'done');
    assert.match(await text(page, '#optimum-result'), /more moves? than the optimum/);
    const box = await page.locator('#optimum').boundingBox();
    assert.ok(box.width <= 390, `the panel fits the phone's width (${box.width})`);
    await tab.screenshot('optimum-phone-dark');
    await page.locator('#optimum').screenshot({ path: path.join(artifactsDir, 'optimum-card-phone-dark.png') });
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('a search whose marks fit may start though its allowance for layers passes the page\'s limit, and says so', async () => {
  // Many-Pin with 4 discs on 100 pins: 10^8 positions, 50 MB of marks, but
  // a 7-move solution, so layers are allowed for as wide as every position.
  const tab = await open('/?variation=many-pin&discs=4&pins=100');
  try {
    const { page } = tab;
    await waitForMatch(
      page,
      '#optimum-estimate',
      /^Searches every position for the fewest moves: at most 100,000,000 positions, up to [\d.,]+ GB if its layers grow as wide as they may; it stops if it needs more than the 512 MB the page allows\.$/
    );
    assert.equal(await page.isDisabled('#optimum-run'), false);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('from a start of one\'s own the panel says it answers for the algorithm from the usual start, and points to the Hint', async () => {
  const tab = await open('/?variation=classic&discs=3&mode=manual');
  try {
    const { page } = tab;
    await waitForMatch(page, '#optimum-estimate', /^Searches every position for the fewest moves: at most 27 positions, [\d,]+ bytes\.$/);
    await page.waitForFunction(() => window.hanoi.player.controller.study);
    await page.evaluate(() => window.hanoi.player.startFrom('3 / 2 / 1'));
    await waitForMatch(page, '#optimum-estimate', /bytes\. It answers for the variation's algorithm, from the usual start; from your own start the Hint gives the fewest moves\.$/);
    await page.evaluate(() => window.hanoi.player.clearEnds());
    await waitForMatch(page, '#optimum-estimate', /bytes\.$/);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});
