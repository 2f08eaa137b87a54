// End-to-end tests of the Export / import panel: the solution's moves as
// text, CSV and JSON (pins from 1) downloaded and copied, the position as PNG
// and SVG, and move lists imported (pasted or from a file), played with the
// usual controls when legal and refused, changing nothing, when not.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { openApp, text, useSite, waitForMatch, waitForStatus, waitForText } from './harness.mjs';

const site = useSite();
const open = (path, contextOptions) => openApp(site, path, contextOptions);

// Classic with 3 discs, pins from 1.
const CLASSIC3 = [[1, 3], [1, 2], [3, 2], [1, 3], [2, 1], [2, 3], [1, 3]];

/** Clicks `button` and returns the download's file name and contents. */
async function download(page, button) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.click(button)]);
  const where = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(where) };
}

/** Pauses the player wherever it is. */
const pause = (page) => page.evaluate(() => window.hanoi.player.pause());

test('the moves download as text, CSV and JSON with pins from 1, matching the solution', async () => {
  const tab = await open('/?variation=classic&discs=3&mode=wait');
  try {
    const { page } = tab;
    assert.match(await text(page, '#exchange-hint'), /pins numbered from 1; at most 1,000,000 moves/);
    // Text.
    await page.selectOption('#exchange-format', 'text');
    const txt = await download(page, '#exchange-download');
    assert.equal(txt.name, 'classic-3-discs.txt');
    const lines = txt.bytes.toString().trim().split('\n');
    assert.deepEqual(lines.map((l) => l.split(' ').map(Number)), CLASSIC3);
    assert.match(await text(page, '#exchange-status'), /^Saved classic-3-discs\.txt: 7 moves\.$/);
    assert.match(await text(page, '#exchange-links'), /classic-3-discs\.txt/);
    // CSV.
    await page.selectOption('#exchange-format', 'csv');
    const csv = await download(page, '#exchange-download');
    assert.equal(csv.name, 'classic-3-discs.csv');
    const rows = csv.bytes.toString().trim().split('\n');
    assert.equal(rows[0], 'move,from,to');
    assert.deepEqual(rows.slice(1).map((r) => r.split(',').map(Number)), CLASSIC3.map(([f, t], i) => [i + 1, f, t]));
    // JSON, as `hanoi moves --json` writes it.
    await page.selectOption('#exchange-format', 'json');
    const json = await download(page, '#exchange-download');
    assert.equal(json.name, 'classic-3-discs.json');
    assert.deepEqual(JSON.parse(json.bytes.toString()), { variation: 'Classic', discs: 3, pins: 3, count: 7, moves: CLASSIC3 });
    // The page's own solution, move by move, agrees (from 0 there).
    const solution = await page.evaluate(() => {
      const s = new window.hanoi.player.engine.Session('classic', 3);
      const moves = [...s.nextMoves(100)];
      s.free();
      return moves;
    });
    assert.deepEqual(solution.map((p) => p + 1), CLASSIC3.flat());
    // Copy (the clipboard is allowed in this context).
    await tab.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    await page.click('#exchange-copy');
    await waitForMatch(page, '#exchange-status', /^Copied 7 moves as JSON, pins numbered from 1\.$/);
    assert.deepEqual(JSON.parse(await page.evaluate(() => navigator.clipboard.readText())).moves, CLASSIC3);
    // Each export imports back to the same moves.
    for (const exported of [csv, json, txt]) {
      await page.fill('#exchange-text', exported.bytes.toString());
      await page.click('#exchange-play');
      await waitForMatch(page, '#exchange-status', /^Playing the imported list, 7 moves/);
      const played = await page.evaluate(() => window.hanoi.player.state.total);
      assert.equal(played, 7n, exported.name);
      await page.click('#optimum-back');
      await waitForMatch(page, '#time', /^0 \/ 7$/);
    }
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('an export of more than 1,000,000 moves is refused, with the command that streams it', async () => {
  const tab = await open('/?variation=classic&discs=20&mode=wait');
  try {
    const { page } = tab;
    let downloads = 0;
    page.on('download', () => downloads++);
    await page.click('#exchange-download');
    await waitForMatch(page, '#exchange-status', /^Not exported: the solution has 1,048,575 moves, more than the 1,000,000/);
    assert.match(await text(page, '#exchange-status'), /`hanoi moves classic --discs 20` writes any number\.$/);
    assert.equal(await page.getAttribute('#exchange-status', 'data-kind'), 'error');
    assert.equal(await page.getAttribute('#exchange-status', 'aria-live'), 'polite');
    assert.equal(downloads, 0);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('the picture downloads as PNG and as SVG with the discs on show', async () => {
  const tab = await open('/?variation=reves&discs=5&mode=wait&t=6');
  try {
    const { page } = tab;
    await pause(page);
    const png = await download(page, '#exchange-png');
    assert.equal(png.name, 'reves-5-discs-move-6.png');
    assert.deepEqual([...png.bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const svg = await download(page, '#exchange-svg');
    assert.equal(svg.name, 'reves-5-discs-move-6.svg');
    const parsed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'image/svg+xml');
      const error = doc.querySelector('parsererror');
      const pinNumbers = [...doc.querySelectorAll('.pin-numbers text')].map((t) => t.textContent);
      const discs = [...doc.querySelectorAll('.disc')].map((d) => Number(d.dataset.size));
      const numbers = [...doc.querySelectorAll('.disc text')].map((t) => Number(t.textContent));
      return { error: error?.textContent ?? null, root: doc.documentElement.localName, pinNumbers, discs, numbers, title: doc.querySelector('title').textContent };
    }, svg.bytes.toString());
    assert.equal(parsed.error, null);
    assert.equal(parsed.root, 'svg');
    assert.deepEqual(parsed.pinNumbers, ['1', '2', '3', '4']);
    assert.equal(parsed.discs.length, 5);
    assert.deepEqual([...parsed.discs].sort(), [1, 2, 3, 4, 5]);
    assert.deepEqual([...parsed.numbers].sort(), [1, 2, 3, 4, 5]);
    assert.match(parsed.title, /Reve's puzzle · 5 discs · 4 pins, move 6/);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('a legal list pasted plays with the usual controls and is judged against the optimum', async () => {
  const tab = await open('/?variation=classic&discs=3&mode=wait&speed=max');
  try {
    const { page } = tab;
    // Nine moves: legal, solving, two more than the fewest (the smallest disc goes and comes back first).
    const list = '1 2\n2 1\n1 3\n1 2\n3 2\n1 3\n2 1\n2 3\n1 3\n';
    await page.fill('#exchange-text', list);
    await page.focus('#exchange-play');
    await page.keyboard.press('Enter');
    await waitForMatch(page, '#exchange-status', /^Playing the imported list, 9 moves: 2 more than the fewest possible, which is 7\.$/);
    await waitForStatus(page, 'success');
    assert.equal(await text(page, '#time'), '9 / 9');
    assert.equal(await text(page, '#total'), '9');
    assert.match(await text(page, '#puzzle-title'), /imported moves$/);
    assert.match(await text(page, '#total-note'), /^An imported move list; the algorithm takes 7\.$/);
    assert.equal(await text(page, '#optimum-playing'), "Showing an imported move list, not the variation's algorithm.");
    // The timeline seeks in it.
    await page.$eval('#timeline', (input) => {
      input.value = '4';
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    assert.equal(await text(page, '#time'), '4 / 9');
    assert.equal(await text(page, '#position-text'), 'pin 1: 3; pin 2: 2; pin 3: 1');
    assert.equal(await text(page, '#trace'), 'play the 9 moves imported');
    // Step works too, and its export is the list itself.
    await page.click('#step-forward');
    await waitForText(page, '#time', '5 / 9');
    const again = await download(page, '#exchange-download');
    assert.equal(again.name, 'classic-3-discs-imported.txt');
    assert.equal(again.bytes.toString(), list);
    // Back to the algorithm.
    await page.click('#optimum-back');
    await waitForMatch(page, '#time', /^0 \/ 7$/);
    assert.doesNotMatch(await text(page, '#puzzle-title'), /imported/);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('a JSON file for another puzzle plays on the puzzle it names', async () => {
  const tab = await open('/?variation=classic&discs=3&mode=wait');
  try {
    const { page } = tab;
    await pause(page);
    const json = await page.evaluate(() => window.hanoi.study.writeTranscript('reves', 4, undefined, undefined, 'json'));
    await page.setInputFiles('#exchange-file', { name: 'reves.json', mimeType: 'application/json', buffer: Buffer.from(json) });
    await waitForMatch(page, '#exchange-status', /^Playing the imported list reves\.json for Reve's puzzle with 4 discs and 4 pins \(as the list says\), 9 moves/);
    assert.match(await text(page, '#time'), /^\d+ \/ 9$/);
    assert.equal(await page.inputValue('#variation'), 'reves');
    assert.equal(await page.inputValue('#discs'), '4');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('an illegal list is refused with the move and the reason, and nothing changes', async () => {
  const tab = await open('/?variation=classic&discs=3&mode=wait&t=2');
  try {
    const { page } = tab;
    await pause(page);
    const before = { time: await text(page, '#time'), title: await text(page, '#puzzle-title'), position: await text(page, '#position-text') };
    // Move 2 puts disc 2 on disc 1.
    await page.fill('#exchange-text', '1 3\n1 3\n');
    await page.click('#exchange-play');
    await waitForMatch(page, '#exchange-status', /^Not imported: move 2 is illegal: .*disc 2.*Nothing changed\.$/);
    assert.equal(await page.getAttribute('#exchange-status', 'data-kind'), 'error');
    // A parse error names the line.
    await page.fill('#exchange-text', '1 3\n1 2\n0 2\n');
    await page.click('#exchange-play');
    await waitForText(page, '#exchange-status', 'Not imported: line 3: there is no pin 0: pins are numbered from 1. Nothing changed.');
    // A list that stops short is refused too.
    await page.fill('#exchange-text', '1 3\n');
    await page.click('#exchange-play');
    await waitForText(page, '#exchange-status', 'Not imported: not solved after 1 moves. Nothing changed.');
    const after = { time: await text(page, '#time'), title: await text(page, '#puzzle-title'), position: await text(page, '#position-text') };
    assert.deepEqual(after, before);
    assert.equal(before.time, '2 / 7');
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('from a start of one\'s own the panel says the moves it exports start from the usual start', async () => {
  const tab = await open('/?variation=classic&discs=3&mode=manual');
  try {
    const { page } = tab;
    await page.waitForFunction(() => window.hanoi.player.controller.study);
    const usual = await text(page, '#exchange-hint');
    await page.evaluate(() => window.hanoi.player.startFrom('3 / 2 / 1'));
    await page.waitForFunction(() => window.hanoi.player.state.startText);
    await page.evaluate(() => {
      window.hanoi.player.pick(3);
      window.hanoi.player.pick(2);
    });
    await page.waitForFunction(() => window.hanoi.player.state.t === 1n);
    assert.match(await text(page, '#exchange-hint'), /^The whole solution on show, which starts from the usual start \(a start of your own has none of its own; Print lists the moves you made\), as hanoi moves writes it, pins numbered from 1; at most 1,000,000 moves\.$/);
    const txt = await download(page, '#exchange-download');
    assert.deepEqual(txt.bytes.toString().trim().split('\n').map((l) => l.split(' ').map(Number)), CLASSIC3);
    assert.equal(await text(page, '#exchange-status'), 'Saved classic-3-discs.txt: 7 moves, from the usual start.');
    // Back at the usual start, the usual words.
    await page.evaluate(() => window.hanoi.player.clearEnds());
    await waitForText(page, '#exchange-hint', usual);
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});
